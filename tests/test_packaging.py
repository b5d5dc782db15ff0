"""Packaging: the frozen one-folder app starts, renders a screenshot offscreen and passes its
self-test; what the bundle leaves out of Qt."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """The one-folder app, built once for this module's slow tests."""
    pytest.importorskip("PyInstaller")
    import build

    where = tmp_path_factory.mktemp("bundle")
    core = os.environ.get("TORITE_CORE")  # .ci/run: the compiled core's folder
    built = build.build(dist=where / "dist", work=where / "work", core=Path(core) if core else None)
    print(f"bundle size: {build.folder_size(built) / 2**20:.1f} MiB")
    return built


def run_app(binary, *args, timeout=180):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    return subprocess.run(
        [str(binary), *args], env=env, capture_output=True, text=True, timeout=timeout
    )


@pytest.mark.slow
def test_frozen_app_renders_a_screenshot(bundle, tmp_path):
    binary = bundle / ("torite.exe" if sys.platform == "win32" else "torite")
    shot = tmp_path / "shot.png"
    done = run_app(binary, "--screenshot", str(shot), "--seed", "7", "--lang", "ja")
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 20_000
    # Every game, its bots, the search worker (the frozen app re-entering itself) and the
    # bundled files: what a trimmed bundle could lose shows here.
    checked = run_app(binary, "--self-test")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "self-test passed" in checked.stdout
    # The bundle runs the build of the engine it was made with.
    built = "compiled" if os.environ.get("TORITE_CORE") else "python"
    assert f"the {built} engine" in checked.stdout


@pytest.mark.slow
@pytest.mark.skipif(
    not sys.platform.startswith("linux")
    or not shutil.which("dpkg-deb")
    or not shutil.which("objdump"),
    reason="the .deb is built on Debian or Ubuntu (dpkg-deb, objdump)",
)
def test_the_deb_installs_runs_and_uninstalls(bundle, tmp_path):
    import build

    package = build.make_deb(bundle, tmp_path / "dist", tmp_path / "work")
    assert package.name == f"torite_{build.version()}_{build._architecture()}.deb"
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(package), "Package", "Version", "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert f"Version: {build.version()}" in fields
    depends = fields.split("Depends:", 1)[1]
    for package_name in ("libc6 (>= 2.", "libegl1", "libgl1", "libxcb1", "libfontconfig1"):
        assert package_name in depends

    # A real install with dpkg, into a scratch root with a database of its own (the
    # system libraries it depends on are the host's, hence --force-depends).
    root = tmp_path / "root"
    admin = root / "var" / "lib" / "dpkg"
    (admin / "info").mkdir(parents=True)
    (admin / "updates").mkdir()
    (admin / "status").touch()
    dpkg = ["dpkg", f"--root={root}", "--force-depends", "--force-not-root"]
    subprocess.run([*dpkg, "-i", str(package)], capture_output=True, check=True)

    launcher = root / "usr" / "bin" / "torite"
    assert os.access(launcher, os.X_OK)
    assert "exec /opt/torite/torite " in launcher.read_text()
    installed = root / "opt" / "torite" / "torite"
    shot = tmp_path / "installed.png"
    done = run_app(installed, "--screenshot", str(shot), "--game", "reveille", "--lang", "ja")
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 20_000
    checked = run_app(installed, "--self-test")
    assert checked.returncode == 0, checked.stdout + checked.stderr

    share = root / "usr" / "share"
    entry = share / "applications" / f"{build.APP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    assert "Exec=torite\n" in text and f"Icon={build.APP_ID}\n" in text
    for px in build.ICON_SIZES:
        assert (
            share / "icons" / "hicolor" / f"{px}x{px}" / "apps" / f"{build.APP_ID}.png"
        ).is_file()
    # the machine-readable copyright file: Torite under GPL-3+, the parts under theirs
    copyright_file = share / "doc" / "torite" / "copyright"
    assert copyright_file.read_text(encoding="utf-8") == build.deb_copyright(build.python_licence())
    metainfo = share / "metainfo" / f"{build.APP_ID}.metainfo.xml"
    assert f'<release version="{build.version()}"' in metainfo.read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True
        )
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    if shutil.which("appstreamcli"):
        checked = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr

    subprocess.run([*dpkg, "--remove", "torite"], capture_output=True, check=True)
    assert not (root / "opt" / "torite").exists()
    assert not launcher.exists()


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
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/Qt6Widgets.dll", True),
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


def test_the_linux_files_name_this_version_and_pass_their_validators():
    import build

    linux = ROOT / "packaging" / "linux"
    metainfo = linux / f"{build.APP_ID}.metainfo.xml"
    releases = metainfo.read_text(encoding="utf-8").split("<releases>", 1)[1]
    assert releases.split('version="', 1)[1].startswith(build.version() + '"'), (
        "the newest <release> of the metainfo must be this version"
    )
    entry = linux / f"{build.APP_ID}.desktop"
    assert "Exec=torite\n" in entry.read_text(encoding="utf-8")
    from desktop.app import APP_ID

    assert APP_ID == build.APP_ID  # the app names its desktop entry to Wayland docks
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    if shutil.which("appstreamcli"):
        done = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stdout + done.stderr


def test_every_package_of_the_app_is_installed():
    """A folder of modules without ``__init__.py`` would be left out of an install (and
    of the bundle's hidden imports): every folder of ``.py`` files is a package that the
    project's package search finds."""
    import tomllib

    from setuptools import find_packages

    root = Path(__file__).resolve().parent.parent
    config = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))
    include = config["tool"]["setuptools"]["packages"]["find"]["include"]
    found = set(find_packages(str(root), include=include))
    folders = {
        ".".join(path.parent.relative_to(root).parts)
        for top in ("rules_core", "desktop")
        for path in (root / top).rglob("*.py")
    }
    assert folders <= found, sorted(folders - found)
