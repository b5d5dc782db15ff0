"""Build Torite for release.

``python packaging/build.py``            the one-folder app in ``dist/torite/`` (on macOS
                                         also ``dist/Torite.app``), and its size by part,
                                         with the rules core compiled (``--pure``: not);
``python packaging/build.py --deb``      and a Debian package ``dist/torite_<v>_<arch>.deb``;
``python packaging/build.py --print-version``  the version (``rules_core/version.py``).

Needs the ``package`` extra (``pip install -e '.[package]'``); the ``.deb`` needs
``dpkg-deb`` and ``objdump`` (Debian/Ubuntu: dpkg and binutils).

The ``.deb`` puts the folder in ``/opt/torite`` with a launcher in ``/usr/bin``, the
desktop entry, the icons in the hicolor sizes, the AppStream metainfo and the licences of
every part in Debian's machine-readable ``copyright`` file (:func:`deb_copyright`).  Its
``Depends`` are worked out from the bundle: every library a bundled binary links
against and the bundle does not carry itself is named by its Debian package (and
glibc by the newest symbol version any binary asks for); a library missing from
:data:`SYSTEM_PACKAGES` stops the build rather than make a package that cannot start.
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "org.torite.Torite"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = "Torite authors <torite@users.noreply.github.com>"

# Debian package of each system library the bundle may link against without carrying
# it (PyInstaller leaves out glibc, OpenGL and libxcb; others are absent from the
# build machine).  Ubuntu's 64-bit-time renames come first where they exist.
SYSTEM_PACKAGES: dict[str, str] = {
    **dict.fromkeys(
        (
            "libc.so.6",
            "libm.so.6",
            "libdl.so.2",
            "libpthread.so.0",
            "librt.so.1",
            "libutil.so.1",
            "ld-linux-x86-64.so.2",
            "ld-linux-aarch64.so.1",
        ),
        "libc6",
    ),
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libxcb.so.1": "libxcb1",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}
# Always named: fonts are found through fontconfig's configuration, which the bundled
# library reads from the system.
BASE_DEPENDS = ("libfontconfig1",)


def version() -> str:
    """The version, read from ``rules_core/version.py`` without importing the app."""
    tree = ast.parse((ROOT / "rules_core" / "version.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise SystemExit("rules_core/version.py sets no __version__")


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(
    dist: Path = ROOT / "dist", work: Path = ROOT / "build", core: Path | None = None
) -> Path:
    """The one-folder app; with ``core`` (a folder holding a compiled rules_core, see
    compile_core.py) the app runs that build of the engine, else the pure one."""
    env = dict(os.environ, TORITE_CORE=str(core.resolve()) if core else "")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "packaging" / "torite.spec"),
        ],
        check=True,
        env=env,
    )
    return dist / "torite"


# -- what the bundle is made of ---------------------------------------------------------------

PARTS: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("ICU (Qt Core needs it)", lambda p: "/libicu" in p),
    ("Qt translations", lambda p: "/translations/" in p),
    ("Qt plugins", lambda p: "/plugins/" in p),
    ("Qt libraries", lambda p: p.startswith("PySide6/Qt/lib/") or "/Qt" in p and ".framework" in p),
    ("PySide6 bindings", lambda p: p.startswith(("PySide6/", "shiboken6/"))),
    (
        "Python runtime",
        lambda p: "python3" in p.lower() or p.startswith(("base_library", "lib-dynload")),
    ),
    ("Japanese font", lambda p: p.startswith("assets/fonts/")),
    ("Help, icons, data", lambda p: p.startswith(("assets/", "rules_core/"))),
    ("Torite and Python code (the executable)", lambda p: p in ("../torite", "../torite.exe")),
    ("System libraries", lambda p: True),
)


def sizes(bundle: Path) -> list[tuple[str, int]]:
    """Bytes per part of the bundle (paths relative to ``_internal``), biggest first."""
    internal = bundle / "_internal"
    totals = dict.fromkeys((name for name, _ in PARTS), 0)
    for path in bundle.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        rel = os.path.relpath(path, internal).replace(os.sep, "/")
        name = next(name for name, test in PARTS if test(rel))
        totals[name] += path.stat().st_size
    return sorted(totals.items(), key=lambda item: -item[1])


def print_sizes(bundle: Path) -> None:
    print(f"{bundle}: {folder_size(bundle) / 2**20:.1f} MiB")
    for name, size in sizes(bundle):
        print(f"  {size / 2**20:6.1f} MiB  {name}")


# -- the Debian package ------------------------------------------------------------------------


def _elf_files(folder: Path) -> Iterable[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    yield path


def _needed(binary: Path) -> list[str]:
    out = subprocess.run(
        ["objdump", "-p", str(binary)], capture_output=True, text=True, check=True
    ).stdout
    return re.findall(r"^\s*NEEDED\s+(\S+)", out, flags=re.MULTILINE)


def _glibc_versions(binary: Path) -> Iterable[tuple[int, ...]]:
    out = subprocess.run(
        ["objdump", "-T", str(binary)], capture_output=True, text=True, check=True
    ).stdout
    for match in re.finditer(r"\bGLIBC_([0-9]+(?:\.[0-9]+)+)\b", out):
        yield tuple(int(part) for part in match.group(1).split("."))


def deb_depends(bundle: Path) -> list[str]:
    """The ``Depends`` of the package holding ``bundle``: see the module's docstring."""
    carried = {path.name for path in bundle.rglob("*")}
    unknown: dict[str, str] = {}
    packages: set[str] = set(BASE_DEPENDS)
    newest_glibc: tuple[int, ...] = ()
    for binary in _elf_files(bundle):
        for name in _needed(binary):
            if name in carried:
                continue
            package = SYSTEM_PACKAGES.get(name)
            if package is None:
                unknown.setdefault(name, binary.name)
            else:
                packages.add(package)
        newest_glibc = max([newest_glibc, *_glibc_versions(binary)])
    if unknown:
        listed = ", ".join(f"{lib} (needed by {by})" for lib, by in sorted(unknown.items()))
        raise SystemExit(f"no Debian package known for {listed}: add it to SYSTEM_PACKAGES")
    depends = sorted(packages - {"libc6"})
    glibc = "libc6" + (f" (>= {'.'.join(map(str, newest_glibc))})" if newest_glibc else "")
    return [glibc, *depends]


def _architecture() -> str:
    out = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    )
    return out.stdout.strip()


CONTROL = """\
Package: torite
Version: {version}
Architecture: {arch}
Maintainer: {maintainer}
Installed-Size: {size}
Depends: {depends}
Section: games
Priority: optional
Description: trick-taking card and tile games to play offline
 Torite is a parlour of eleven trick-taking games, most with no other computer
 version: Must-Follow Solitaire, Crescendo, Hamlet, Allmighty, a co-operative
 must-follow game, Finesse, Huutopussi, Brazilian Truco, Shikagari (Chinese
 tiles), Reveille (dominoes) and Irokanmuri (Hyakunin Isshu reading cards).
 .
 Play against bots at four levels or with a bot partner, with rules in
 English and Japanese, hints, undo, deal numbers, reviews and statistics.
"""


DEB_APP = "opt/torite"  # where the package puts the one-folder app

# The package's ``/usr/share/doc/torite/copyright`` in Debian's machine-readable format
# (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/).  Each ``Files``
# pattern names files the package installs (make_deb checks that each matches some).
COPYRIGHT_HEAD = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Torite
Upstream-Contact: {maintainer}

Files: *
Copyright: 2026 The Torite authors
License: GPL-3+
Comment: Torite's own code, pictures, help pages and translations. The program file
 /{app}/torite is PyInstaller's bootloader (GPL-2+ with PyInstaller's bootloader
 exception, which lets it start programs under any licence) followed by an archive of
 the Python modules of Torite and of the parts below.

Files: {app}/_internal/lib*
Copyright: The authors of each library
License: other
 Shared libraries the Python runtime and Qt need, copied from the build machine's
 Debian or Ubuntu packages (zlib, libffi, FreeType, Fontconfig, GLib, the X11 and XCB
 libraries, the C++ runtime and others). Each keeps the licence of the package it comes
 from, as that package's /usr/share/doc/<package>/copyright states it.

Files: {app}/_internal/assets/fonts/*
Copyright: 2014-2021 Adobe
License: OFL-1.1
Comment: Noto Sans JP, the font of the Japanese text. Noto is a trademark of Google.

Files: {app}/_internal/PySide6/* {app}/_internal/shiboken6/* {app}/_internal/libQt6*
 {app}/_internal/libpyside6* {app}/_internal/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
Comment: Qt 6 and Qt for Python (PySide6, Shiboken6), offered under LGPL-3, GPL-2 or
 GPL-3 and used here under LGPL-3. The libraries are separate shared objects and may be
 replaced. Qt carries some third-party code under its own permissive licences, listed
 at https://doc.qt.io/qt-6/licenses-used-in-qt.html.

Files: {app}/_internal/PySide6/Qt/lib/libicu* {app}/_internal/libicu*
Copyright: Unicode, Inc. and others
License: other
 ICU (International Components for Unicode), which Qt uses for text, under the Unicode
 licence and the further notices of its LICENSE file
 (https://github.com/unicode-org/icu/blob/main/LICENSE).

Files: {app}/_internal/libpython3* {app}/_internal/base_library.zip
 {app}/_internal/python3*
Copyright: 2001 Python Software Foundation; All Rights Reserved
License: PSF-2.0
Comment: The Python runtime and its standard library.

License: GPL-3+
 This program is free software: you can redistribute it and/or modify it under the
 terms of the GNU General Public License as published by the Free Software Foundation,
 either version 3 of the License, or (at your option) any later version.
 .
 This program is distributed in the hope that it will be useful, but WITHOUT ANY
 WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
 PARTICULAR PURPOSE. See the GNU General Public License for more details.
 .
 On Debian systems, the complete text of the GNU General Public License version 3 can be
 found in "/usr/share/common-licenses/GPL-3".

License: LGPL-3
 This library is free software: you can redistribute it and/or modify it under the
 terms of the GNU Lesser General Public License version 3 as published by the Free
 Software Foundation.
 .
 On Debian systems, the complete text of the GNU Lesser General Public License version 3
 can be found in "/usr/share/common-licenses/LGPL-3".
"""


def _licence_block(text: str) -> str:
    """A licence's full text as the continuation lines of a copyright-file field."""
    lines = [line.rstrip() for line in text.strip("\n").splitlines()]
    return "\n".join(f" {line}" if line else " ." for line in lines) + "\n"


def python_licence() -> str | None:
    """The licence file of the Python runtime this build bundles, if it has one."""
    path = Path(sysconfig.get_path("stdlib")) / "LICENSE.txt"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def deb_copyright(python_licence_text: str | None = None) -> str:
    """The text of the package's ``copyright`` file.

    ``python_licence_text`` is the Python runtime's own licence file (PSF-2.0, with the
    history of its earlier licences); without it the paragraph points to the published one.
    """
    font = (ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    if python_licence_text is None:
        python_licence_text = (
            "The Python Software Foundation License Version 2, as published with each\n"
            "Python release and at https://docs.python.org/3/license.html."
        )
    return (
        COPYRIGHT_HEAD.format(maintainer=MAINTAINER, app=DEB_APP)
        + "\nLicense: OFL-1.1\n"
        + _licence_block(font)
        + "\nLicense: PSF-2.0\n"
        + _licence_block(python_licence_text)
    )


def copyright_patterns(text: str) -> list[str]:
    """Every pattern of the ``Files`` fields of a machine-readable copyright file."""
    patterns: list[str] = []
    for paragraph in text.split("\n\n"):
        if paragraph.startswith("Files:"):
            field = re.match(r"Files:((?:.*)(?:\n .*)*)", paragraph)
            assert field is not None
            patterns += field.group(1).split()
    return patterns


def check_copyright_patterns(text: str, root: Path) -> None:
    """Stop the build if a ``Files`` pattern names nothing the package installs."""
    installed = [
        path.relative_to(root).as_posix()
        for path in root.rglob("*")
        if path.is_file() and "DEBIAN" not in path.relative_to(root).parts
    ]
    for pattern in copyright_patterns(text):
        if not any(fnmatch.fnmatchcase(name, pattern) for name in installed):
            raise SystemExit(f"the copyright file names {pattern!r}, which the package lacks")


def make_deb(bundle: Path, dist: Path, work: Path) -> Path:
    """Package the one-folder ``bundle`` as ``dist/torite_<version>_<arch>.deb``."""
    stage = work / "deb"
    if stage.exists():
        shutil.rmtree(stage)
    linux = ROOT / "packaging" / "linux"
    shutil.copytree(bundle, stage / "opt" / "torite", symlinks=True)
    launcher = stage / "usr" / "bin" / "torite"
    launcher.parent.mkdir(parents=True)
    shutil.copyfile(linux / "torite.sh", launcher)
    share = stage / "usr" / "share"
    hicolor = share / "icons" / "hicolor"
    for source, target in (
        (linux / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop"),
        (linux / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml"),
        (ROOT / "assets" / "icons" / "torite.svg", hicolor / "scalable" / "apps" / f"{APP_ID}.svg"),
    ):
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    copyright_file = share / "doc" / "torite" / "copyright"
    copyright_file.parent.mkdir(parents=True)
    copyright_text = deb_copyright(python_licence())
    check_copyright_patterns(copyright_text, stage)
    copyright_file.write_text(copyright_text, encoding="utf-8")
    for px in ICON_SIZES:
        target = hicolor / f"{px}x{px}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "assets" / "icons" / f"torite-{px}.png", target)
    for path in stage.rglob("*"):  # what dpkg expects, whatever the checkout's umask
        if not path.is_symlink():
            executable = path.is_dir() or os.access(path, os.X_OK) or path == launcher
            path.chmod(0o755 if executable else 0o644)
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        CONTROL.format(
            version=version(),
            arch=_architecture(),
            maintainer=MAINTAINER,
            size=(folder_size(stage) + 1023) // 1024,
            depends=", ".join(deb_depends(bundle)),
        ),
        encoding="utf-8",
    )
    dist.mkdir(parents=True, exist_ok=True)
    package = dist / f"torite_{version()}_{_architecture()}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(package)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return package


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deb", action="store_true", help="also make the Debian package")
    parser.add_argument("--print-version", action="store_true", help="print the version, exit")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder")
    parser.add_argument(
        "--pure", action="store_true", help="bundle the pure-Python core (no C compiler needed)"
    )
    args = parser.parse_args(argv)
    if args.print_version:
        print(version())
        return 0
    core = None
    if not args.pure:  # the release's engine: the core compiled (compile_core.py)
        import compile_core

        core = compile_core.compiled_copy(args.work / "compiled-core")
    bundle = build(args.dist, args.work, core)
    print_sizes(bundle)
    if args.deb:
        package = make_deb(bundle, args.dist, args.work)
        print(f"built {package} ({package.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
