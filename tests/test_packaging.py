"""Packaging: the frozen one-folder app starts, renders a screenshot offscreen and passes its
self-test; what the bundle leaves out of Qt."""

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
    # Every game, its bots, the search worker (the frozen app re-entering itself) and the
    # bundled files: what a trimmed bundle could lose shows here.
    checked = subprocess.run(
        [str(binary), "--self-test"], env=env, capture_output=True, text=True, timeout=180
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "self-test passed" in checked.stdout
    print(f"bundle size: {build.folder_size(bundle) / 2**20:.1f} MiB")


# -- what the bundle leaves out (packaging/trim.py) ------------------------------------------

import trim  # noqa: E402


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/translations/qtbase_ja.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qt_ja.qm", False),
        ("PySide6\\translations\\qtbase_ja.qm", True),  # the Windows wheel's layout
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqminimalegl.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/plugins/platforms/qdirect2d.dll", False),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
        ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("assets/help/hamlet.ja.html", True),
    ],
)
def test_the_bundle_keeps_what_the_app_loads(dest, kept):
    assert trim.keep(dest) is kept


def test_libraries_only_dropped_plugins_needed_go_and_their_links_too():
    binaries = [
        ("PySide6/QtGui.abi3.so", "/q/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/q/libQt6Core.so.6", "BINARY"),
        ("libxcb-cursor.so.0", "/usr/lib/libxcb-cursor.so.0", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),  # only GTK's theme needed it
        ("PySide6/Qt/lib/libQt6Network.so.6", "/q/libQt6Network.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
    ]
    imports = {
        "/q/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/q/libQt6Gui.so.6": ["/q/libQt6Core.so.6"],
        "/q/libqxcb.so": ["libQt6Gui.so.6", "libxcb-cursor.so.0"],
    }
    pruned = trim.prune_orphans(binaries, lambda src: imports.get(src, []))
    (kept,) = trim.without_dangling_links(pruned)
    names = [dest for dest, _, _ in kept]
    assert names == [
        "PySide6/QtGui.abi3.so",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "libpython3.11.so.1.0",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "libxcb-cursor.so.0",
        "libQt6Core.so.6",
    ]
