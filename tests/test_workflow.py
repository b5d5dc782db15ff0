"""The release workflow (.github/workflows/build.yml) cannot run here; these tests keep it
consistent with the build interface and the installer scripts.  Its text is checked
always; its structure and its schema when check-jsonschema (the dev extra, with its YAML
parser) is installed, as in CI; those tests skip without it."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def text() -> str:
    return WORKFLOW.read_text(encoding="utf-8")


def test_actions_are_pinned_to_a_major_version():
    uses = re.findall(r"^\s*(?:-\s*)?uses:\s*(\S+)", text(), flags=re.MULTILINE)
    assert uses, "no actions used?"
    for action in uses:
        assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+", action), action


def test_the_workflow_follows_the_build_interface():
    source = text()
    assert "python packaging/build.py --deb" in source
    assert "packaging/build.py --print-version" in source
    assert "pip install -e '.[package]'" in source
    assert "/DAppVersion=" in source and r"packaging\windows\torite.iss" in source
    assert "packaging/macos/make_dmg.sh dist/Torite.app" in source
    assert 'apt-get install -y "./$deb"' in source
    assert "/usr/bin/torite --screenshot" in source
    # torite.exe is a GUI program: PowerShell must wait for it and check its exit code.
    assert source.count("Start-Process") >= 3 and "-Wait -PassThru" in source
    assert "$p.ExitCode -ne 0" in source
    # Each system's bundle runs the compiled rules core (build.py compiles it by default).
    assert source.count("the compiled engine") == 3 and "--pure" not in source


def test_the_installer_names_match_the_scripts():
    source = text()
    iss = (ROOT / "packaging" / "windows" / "torite.iss").read_text(encoding="ascii")
    assert "OutputBaseFilename=torite-{#AppVersion}-setup" in iss
    assert "dist\\torite-$env:VERSION-setup.exe" in source
    assert "dist/torite-*-setup.exe" in source
    assert "dist/torite_*.deb" in source
    assert "dist/torite-*-macos-arm64.dmg" in source


@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    try:  # PyYAML where installed, else ruamel.yaml (check-jsonschema's, in the dev extra)
        import yaml

        loaded = yaml.safe_load(text())
    except ImportError:
        ruamel = pytest.importorskip("ruamel.yaml", reason="no YAML parser is installed")
        loaded = ruamel.YAML(typ="safe", pure=True).load(text())
    assert isinstance(loaded, dict)
    return loaded


def triggers(workflow: dict[Any, Any]) -> dict[str, Any]:
    # YAML 1.1 reads a bare `on` key as the boolean True.
    value = workflow.get("on", workflow.get(True))
    assert isinstance(value, dict)
    return value


def steps_text(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) for step in job["steps"])


def test_triggers(workflow):
    on = triggers(workflow)
    assert on["push"] == {"tags": ["v*"]}
    assert "workflow_dispatch" in on
    assert workflow["permissions"] == {"contents": "read"}


def test_build_jobs_run_on_their_own_systems(workflow):
    jobs = workflow["jobs"]
    assert jobs["linux"]["runs-on"].startswith("ubuntu-")
    assert jobs["windows"]["runs-on"].startswith("windows-")
    assert jobs["macos"]["runs-on"] == "macos-14"  # Apple Silicon
    assert workflow["env"]["PYTHON_VERSION"] == "3.11"
    assert workflow["env"]["QT_QPA_PLATFORM"] == "offscreen"
    for name in ("linux", "windows", "macos"):
        job = jobs[name]
        assert job["needs"] == "version"
        assert job["timeout-minutes"] <= 90
        actions = [step.get("uses", "") for step in job["steps"]]
        assert actions[0].startswith("actions/checkout@")
        setup = next(step for step in job["steps"] if "setup-python" in step.get("uses", ""))
        assert setup["with"]["python-version"] == "${{ env.PYTHON_VERSION }}"
        script = steps_text(job)
        assert "--screenshot" in script and "--self-test" in script
        assert any(action.startswith("actions/upload-artifact@") for action in actions)
    assert jobs["windows"]["defaults"]["run"]["shell"] == "pwsh"


def test_release_waits_for_all_three_and_may_write(workflow):
    release = workflow["jobs"]["release"]
    assert set(release["needs"]) >= {"linux", "windows", "macos"}
    assert release["if"] == "github.ref_type == 'tag'"
    assert release["permissions"] == {"contents": "write"}
    publish = next(step for step in release["steps"] if "action-gh-release" in step.get("uses", ""))
    files = publish["with"]["files"].split()
    assert files == ["release/*.deb", "release/*-setup.exe", "release/*.dmg"]
    assert publish["with"]["fail_on_unmatched_files"] is True


def test_the_tag_must_match_the_version(workflow):
    job = workflow["jobs"]["version"]
    script = steps_text(job)
    assert "--print-version" in script
    assert '"$GITHUB_REF_NAME" != "v$version"' in script
    assert job["outputs"]["version"] == "${{ steps.read.outputs.version }}"


@pytest.mark.skipif(
    importlib.util.find_spec("check_jsonschema") is None,
    reason="check-jsonschema is not installed",
)
def test_the_workflow_matches_the_github_actions_schema():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "check_jsonschema",
            "--builtin-schema",
            "vendor.github-workflows",
            str(WORKFLOW),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
