"""The Windows and macOS installer scripts, checked as far as a Linux machine can:
the Inno Setup script's directives, the files it names and its version plumbing (through a
small model of the preprocessor lines it uses), the Info.plist entries, the localised
InfoPlist.strings files, and the dmg script's syntax and argument checks."""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rules_core.version import __version__

ROOT = Path(__file__).resolve().parents[1]
ISS = ROOT / "packaging" / "windows" / "torite.iss"
MACOS = ROOT / "packaging" / "macos"
DMG_SCRIPT = MACOS / "make_dmg.sh"
sys.path.insert(0, str(MACOS))

import info_plist as plist_module  # noqa: E402

# -- Inno Setup ---------------------------------------------------------------------------


class IssError(Exception):
    """An #error directive the preprocessor reached."""


def preprocess(text: str, defines: dict[str, str]) -> list[str]:
    """The script as ISPP would hand it to the compiler, for the directives this script
    uses: #define (a quoted string or another define), #ifndef, #if (only the version
    check, taken as passed), #endif, #error; {#Name} expanded in the other lines."""
    names = dict(defines)
    active: list[bool] = []
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            word, _, rest = line[1:].partition(" ")
            rest = rest.strip()
            if word == "ifndef":
                active.append(rest not in names)
            elif word == "if":
                assert rest.startswith("VER < EncodeVer("), f"unmodelled #if: {rest}"
                active.append(False)  # the compiler in use is new enough
            elif word == "endif":
                active.pop()
            elif not all(active):
                continue
            elif word == "error":
                raise IssError(rest)
            elif word == "define":
                name, _, value = rest.partition(" ")
                value = value.strip()
                names[name] = value[1:-1] if value.startswith('"') else names[value]
            else:
                raise AssertionError(f"unmodelled preprocessor line: {line}")
            continue
        if all(active):
            lines.append(re.sub(r"\{#(\w+)\}", lambda m: names[m.group(1)], raw))
    assert not active, "unbalanced #if/#endif"
    return lines


def sections(lines: list[str]) -> dict[str, list[str]]:
    """Non-comment lines per [Section]."""
    result: dict[str, list[str]] = {}
    current = ""
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith(";"):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            current = stripped[1:-1]
            result.setdefault(current, [])
        else:
            result.setdefault(current, []).append(stripped)
    return result


def setup_directives(lines: list[str]) -> dict[str, str]:
    directives: dict[str, str] = {}
    for line in sections(lines)["Setup"]:
        key, sep, value = line.partition("=")
        assert sep, f"not a directive: {line}"
        assert key not in directives, f"{key} given twice"
        directives[key.strip()] = value.strip()
    return directives


def entry_params(line: str) -> dict[str, str]:
    """The Name: "value"; Other: value parameters of a [Files]/[Icons]/... entry."""
    params: dict[str, str] = {}
    for part in re.findall(r'\w+:\s*(?:"[^"]*"|[^;]+)', line):
        key, _, value = part.partition(":")
        params[key.strip()] = value.strip().strip('"')
    return params


@pytest.fixture(scope="module")
def iss_lines() -> list[str]:
    return preprocess(ISS.read_text(encoding="ascii"), {"AppVersion": __version__})


def test_iss_is_plain_ascii():
    ISS.read_bytes().decode("ascii")  # no encoding question for the compiler


def test_iss_setup_directives(iss_lines):
    setup = setup_directives(iss_lines)
    expected = {
        "AppName": "Torite",
        "PrivilegesRequired": "lowest",
        "PrivilegesRequiredOverridesAllowed": "dialog",
        "DefaultDirName": r"{autopf}\Torite",
        "ArchitecturesAllowed": "x64compatible",
        "ArchitecturesInstallIn64BitMode": "x64compatible",
        "Uninstallable": "yes",
        "UninstallDisplayIcon": r"{app}\torite.exe",
        "SetupIconFile": r"assets\icons\torite.ico",
        "LicenseFile": "LICENSE.txt",
        "SourceDir": r"..\..",
        "OutputDir": "dist",
    }
    for key, value in expected.items():
        assert setup.get(key) == value, key
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])


def test_iss_takes_the_version_from_the_command_line_only(iss_lines):
    setup = setup_directives(iss_lines)
    assert setup["AppVersion"] == __version__
    assert setup["VersionInfoVersion"] == __version__
    assert setup["VersionInfoProductVersion"] == __version__
    assert setup["VersionInfoTextVersion"] == __version__
    assert setup["OutputBaseFilename"] == f"torite-{__version__}-setup"
    # Windows' binary version fields take up to four numbers; the release version is one.
    assert re.fullmatch(r"\d+(\.\d+){0,3}", setup["VersionInfoVersion"])
    # No version is written into the script itself (MinVersion is Windows' own).
    source = ISS.read_text(encoding="ascii")
    code = [line for line in source.splitlines() if not line.lstrip().startswith(";")]
    literal = [
        line
        for line in code
        if re.search(r"\d+\.\d+\.\d+", line) and not line.startswith("MinVersion=")
    ]
    assert literal == []
    assert "{#AppVersion}" in source


def test_iss_refuses_to_compile_without_a_version():
    with pytest.raises(IssError, match="DAppVersion"):
        preprocess(ISS.read_text(encoding="ascii"), {})


def test_iss_takes_a_numeric_version_for_a_pre_release():
    lines = preprocess(
        ISS.read_text(encoding="ascii"), {"AppVersion": "1.3.0rc1", "AppNumericVersion": "1.3.0"}
    )
    setup = setup_directives(lines)
    assert setup["AppVersion"] == "1.3.0rc1"
    assert setup["VersionInfoVersion"] == "1.3.0"
    assert setup["OutputBaseFilename"] == "torite-1.3.0rc1-setup"


def test_iss_languages_tasks_files_and_shortcuts(iss_lines):
    parts = sections(iss_lines)
    languages = {entry_params(line)["MessagesFile"] for line in parts["Languages"]}
    assert languages == {"compiler:Default.isl", r"compiler:Languages\Japanese.isl"}

    (task,) = parts["Tasks"]
    task_params = entry_params(task)
    assert task_params["Name"] == "desktopicon"
    assert "unchecked" in task_params["Flags"].split()

    bundle, *others = (entry_params(line) for line in parts["Files"])
    assert bundle["Source"] == r"dist\torite\*"  # the build's one-folder app
    assert bundle["DestDir"] == "{app}"
    assert {"recursesubdirs", "createallsubdirs"} <= set(bundle["Flags"].split())
    # and beside it the licence and the notice of the bundled parts
    assert {(f["Source"], f["DestDir"]) for f in others} == {
        ("LICENSE.txt", "{app}"),
        ("NOTICE.txt", "{app}"),
    }

    icons = [entry_params(line) for line in parts["Icons"]]
    start_menu = [icon for icon in icons if icon["Name"].startswith("{autoprograms}")]
    desktop = [icon for icon in icons if icon["Name"].startswith("{autodesktop}")]
    assert len(start_menu) == 1 and "Tasks" not in start_menu[0]
    assert len(desktop) == 1 and desktop[0]["Tasks"] == "desktopicon"
    assert all(icon["Filename"] == r"{app}\torite.exe" for icon in icons)


def test_every_file_the_iss_names_is_in_the_repository(iss_lines):
    setup = setup_directives(iss_lines)
    source_dir = (ISS.parent / setup["SourceDir"].replace("\\", "/")).resolve()
    assert source_dir == ROOT
    named = [setup["SetupIconFile"], setup["LicenseFile"]]
    for line in sections(iss_lines)["Files"]:
        named.append(entry_params(line)["Source"])
    for name in named:
        if name.startswith("dist\\"):
            continue  # made by python packaging/build.py before iscc runs
        path = source_dir / name.replace("\\", "/")
        assert path.is_file(), f"{name} is named by torite.iss but missing"


# -- macOS --------------------------------------------------------------------------------


def test_info_plist_keys_and_version():
    plist = plist_module.info_plist(__version__)
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Torite"
    assert plist["CFBundleIdentifier"] == "org.torite.Torite"
    assert plist["CFBundleShortVersionString"] == __version__
    assert plist["CFBundleVersion"] == __version__
    assert plist["CFBundleDevelopmentRegion"] == "en"
    assert plist["CFBundleLocalizations"] == ["en", "ja"]
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSMinimumSystemVersion"] == "13.0"  # Qt 6.11's minimum
    assert plist["NSHumanReadableCopyright"]
    assert plist["NSPrincipalClass"] == "NSApplication"


def test_info_plist_dumps_and_loads_back():
    plist = plist_module.info_plist(__version__)
    assert plistlib.loads(plistlib.dumps(plist)) == plist
    assert plistlib.loads(plistlib.dumps(plist, fmt=plistlib.FMT_BINARY)) == plist


def test_bundle_versions_are_numeric():
    assert plist_module.bundle_version("1.2.0") == "1.2.0"
    assert plist_module.bundle_version("1.3.0rc1") == "1.3.0"
    assert plist_module.bundle_version("2.0.0.dev4") == "2.0.0"
    assert plist_module.info_plist("1.3.0rc1")["CFBundleVersion"] == "1.3.0"
    with pytest.raises(ValueError):
        plist_module.bundle_version("dev")


STRINGS_LINE = re.compile(r'"(?P<key>[A-Za-z]+)"\s*=\s*"(?P<value>(?:[^"\\]|\\.)*)";')


def parse_strings(path: Path) -> dict[str, str]:
    """A simple .strings file: /* comments */ and "key" = "value"; lines."""
    text = path.read_bytes().decode("utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    entries: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        match = STRINGS_LINE.fullmatch(line.strip())
        assert match, f"{path.name}: cannot read {line!r}"
        assert match["key"] not in entries, f"{path.name}: {match['key']} twice"
        entries[match["key"]] = match["value"]
    return entries


@pytest.mark.parametrize("language", ["en", "ja"])
def test_infoplist_strings_parse(language):
    entries = parse_strings(MACOS / f"{language}.lproj" / "InfoPlist.strings")
    assert set(entries) == {"CFBundleDisplayName", "NSHumanReadableCopyright"}
    assert entries["CFBundleDisplayName"] == "Torite"
    assert entries["NSHumanReadableCopyright"]


def test_english_strings_match_the_plist():
    entries = parse_strings(MACOS / "en.lproj" / "InfoPlist.strings")
    plist = plist_module.info_plist(__version__)
    assert entries["NSHumanReadableCopyright"] == plist["NSHumanReadableCopyright"]


def test_dmg_script_is_executable_and_parses():
    assert os.access(DMG_SCRIPT, os.X_OK)
    assert DMG_SCRIPT.read_text().startswith("#!/usr/bin/env bash\n")
    done = subprocess.run(["bash", "-n", str(DMG_SCRIPT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    if shutil.which("shellcheck"):
        done = subprocess.run(["shellcheck", str(DMG_SCRIPT)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout


def test_dmg_script_checks_its_arguments(tmp_path):
    done = subprocess.run(["bash", str(DMG_SCRIPT)], capture_output=True, text=True)
    assert done.returncode == 2 and "usage:" in done.stderr
    not_an_app = tmp_path / "Torite"
    not_an_app.mkdir()
    done = subprocess.run(
        ["bash", str(DMG_SCRIPT), str(not_an_app), str(tmp_path / "x.dmg")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1 and "not an .app bundle" in done.stderr
    assert not (tmp_path / "x.dmg").exists()
