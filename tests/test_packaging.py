"""Packaging smoke: the frozen one-folder app starts and renders a screenshot offscreen."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))


@pytest.mark.slow
def test_frozen_app_renders_a_screenshot(tmp_path):
    pytest.importorskip("PyInstaller")
    import build

    bundle = build.build(dist=tmp_path / "dist", work=tmp_path / "work")
    binary = bundle / ("torite.exe" if sys.platform == "win32" else "torite")
    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [str(binary), "--screenshot", str(shot), "--seed", "7", "--lang", "ja"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 20_000
    print(f"bundle size: {build.folder_size(bundle) / 2**20:.1f} MiB")
