"""Torite's licence, GPL-3.0-or-later, as every file that states it says it: the licence
text, the notice, the Python package's metadata, the AppStream metainfo, the Debian
package's copyright file (as the build writes it), the installers and the About box; and
the bundled font keeps its own licence, the SIL OFL 1.1."""

from __future__ import annotations

import hashlib
import re
import struct
import sys
import tomllib
import xml.etree.ElementTree as ET
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "packaging" / "macos"))

import build  # noqa: E402
import info_plist  # noqa: E402

SPDX = "GPL-3.0-or-later"
# The GNU GPL, version 3, exactly as the FSF publishes it (gpl-3.0.txt).
GPL3_SHA256 = "3972dc9744f6499f0f9b2dbf76696f2ae7ad8af9b23dde66d6af86c9dfb36986"
LATER = "either version 3 of the License, or (at your option) any later version"
FONT = ROOT / "assets" / "fonts" / "NotoSansJP-Regular.otf"
OFL = ROOT / "assets" / "fonts" / "OFL.txt"


def is_gpl3(path: Path) -> bool:
    return hashlib.sha256(path.read_bytes()).hexdigest() == GPL3_SHA256


def test_the_licence_file_is_the_gpl_3_word_for_word():
    assert is_gpl3(ROOT / "LICENSE.txt")
    text = (ROOT / "LICENSE.txt").read_text(encoding="ascii")
    assert text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE\n")
    assert "Version 3, 29 June 2007" in text


def test_the_notice_says_version_3_or_later_and_names_every_bundled_part():
    notice = (ROOT / "NOTICE.txt").read_text(encoding="ascii")
    assert f"SPDX-License-Identifier: {SPDX}" in notice
    assert LATER in " ".join(notice.split())
    assert "LICENSE.txt" in notice
    for part, licence in (
        ("Noto Sans JP", "OFL-1.1"),
        ("PySide6", "LGPL-3.0-only"),
        ("Python runtime", "PSF-2.0"),
        ("PyInstaller bootloader", "GPL-2.0-or-later WITH Bootloader-exception"),
    ):
        assert part in notice and licence in " ".join(notice.split()), part
    assert "assets/fonts/OFL.txt" in notice
    assert "proprietary" not in notice.lower()


def test_the_python_package_states_the_spdx_expression_and_ships_the_texts():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = pyproject["project"]
    assert project["license"] == SPDX  # PEP 639: an SPDX expression, not a table
    assert set(project["license-files"]) == {"LICENSE.txt", "NOTICE.txt"}
    for name in project["license-files"]:
        assert (ROOT / name).is_file()
    # an expression and a licence classifier together are refused by the build backend
    assert not [c for c in project.get("classifiers", []) if c.startswith("License ::")]
    # setuptools reads an SPDX expression from version 77 on
    (setuptools,) = [r for r in pyproject["build-system"]["requires"] if "setuptools" in r]
    assert re.fullmatch(r"setuptools>=(\d+)", setuptools.replace(" ", ""))
    assert int(setuptools.split(">=")[1]) >= 77


def test_the_metainfo_states_the_project_licence_and_keeps_cc0_for_itself():
    path = ROOT / "packaging" / "linux" / f"{build.APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.findtext("project_license") == SPDX
    assert root.findtext("metadata_license") == "CC0-1.0"


# -- the Debian package's copyright file -----------------------------------------------------


def paragraphs(text: str) -> list[dict[str, str]]:
    """A machine-readable copyright file as a list of paragraphs of fields."""
    result = []
    for block in text.strip("\n").split("\n\n"):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            assert line and not line.endswith(" "), repr(line)
            if line.startswith(" "):
                fields[name] += "\n" + line[1:]
            else:
                name, sep, value = line.partition(":")
                assert sep and name not in fields, line
                fields[name] = value.strip()
        result.append(fields)
    return result


def licence_of(path: str, files: list[dict[str, str]]) -> str:
    """The licence the copyright file gives an installed file: the last matching paragraph."""
    found = [p["License"] for p in files if any(fnmatchcase(path, g) for g in p["Files"].split())]
    return found[-1].split("\n")[0]


@pytest.fixture(scope="module")
def deb_copyright() -> str:
    return build.deb_copyright("A. HISTORY OF THE SOFTWARE\n\nPython's own licence file.\n")


def test_the_deb_copyright_file_is_machine_readable_and_gpl_3_or_later(deb_copyright):
    header, *rest = paragraphs(deb_copyright)
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    assert header["Upstream-Name"] == "Torite"
    files = [p for p in rest if "Files" in p]
    licences = {p["License"].split("\n")[0]: p["License"] for p in rest if "Files" not in p}
    assert files[0]["Files"] == "*" and files[0]["License"] == "GPL-3+"
    assert rest.index(files[-1]) < rest.index(next(p for p in rest if "Files" not in p))
    # every licence a Files paragraph names has its text (or its common-licenses file),
    # there or in a paragraph of its own
    for paragraph in files:
        assert paragraph["Copyright"]
        assert paragraph["License"] in licences or "\n" in paragraph["License"], paragraph
    gpl = " ".join(licences["GPL-3+"].split())
    assert LATER in gpl and '"/usr/share/common-licenses/GPL-3"' in gpl
    assert '"/usr/share/common-licenses/LGPL-3"' in licences["LGPL-3"]
    assert "Python's own licence file." in licences["PSF-2.0"]

    app = build.DEB_APP
    assert licence_of("usr/bin/torite", files) == "GPL-3+"
    assert licence_of(f"{app}/torite", files) == "GPL-3+"
    assert licence_of(f"{app}/_internal/assets/help/hamlet.en.html", files) == "GPL-3+"
    assert licence_of(f"{app}/_internal/assets/fonts/NotoSansJP-Regular.otf", files) == "OFL-1.1"
    assert licence_of(f"{app}/_internal/PySide6/Qt/lib/libQt6Core.so.6", files) == "LGPL-3"
    assert licence_of(f"{app}/_internal/shiboken6/libshiboken6.abi3.so.6.11", files) == "LGPL-3"
    assert licence_of(f"{app}/_internal/libpython3.11.so.1.0", files) == "PSF-2.0"
    assert licence_of(f"{app}/_internal/libQt6Core.so.6", files) == "LGPL-3"  # a link
    assert licence_of(f"{app}/_internal/libicuuc.so.73", files) == "other"
    assert licence_of(f"{app}/_internal/libX11.so.6", files) == "other"  # the system's
    assert licence_of(f"{app}/_internal/python3.11/lib-dynload/_json.so", files) == "PSF-2.0"


def test_the_fonts_paragraph_carries_the_whole_ofl(deb_copyright):
    (ofl,) = [p for p in paragraphs(deb_copyright) if p.get("License", "").startswith("OFL-1.1\n")]
    body = ofl["License"].split("\n", 1)[1]
    expected = [
        line.rstrip() or "." for line in OFL.read_text(encoding="utf-8").strip().splitlines()
    ]
    assert body.split("\n") == expected


def test_without_the_runtime_s_licence_file_the_python_paragraph_points_to_it():
    (psf,) = [
        p
        for p in paragraphs(build.deb_copyright(None))
        if "Files" not in p and p.get("License", "").startswith("PSF-2.0\n")
    ]
    assert "https://docs.python.org/3/license.html" in psf["License"]


def test_the_deb_gets_that_copyright_file_and_each_pattern_names_installed_files(
    tmp_path, monkeypatch
):
    """make_deb on a small stand-in of the bundle (no PyInstaller, no dpkg-deb)."""
    bundle = tmp_path / "torite"
    for name in (
        "torite",
        "_internal/assets/fonts/NotoSansJP-Regular.otf",
        "_internal/assets/fonts/OFL.txt",
        "_internal/PySide6/Qt/lib/libQt6Core.so.6",
        "_internal/PySide6/Qt/lib/libicuuc.so.73",
        "_internal/PySide6/libpyside6.abi3.so.6.11",
        "_internal/shiboken6/libshiboken6.abi3.so.6.11",
        "_internal/libz.so.1",
        "_internal/libpython3.11.so.1.0",
        "_internal/base_library.zip",
        "_internal/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
    ):
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        (bundle / name).write_bytes(b"stand-in")
    for link, target in (  # as PyInstaller links Qt's libraries into the top folder
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6"),
        ("libicuuc.so.73", "PySide6/Qt/lib/libicuuc.so.73"),
        ("libpyside6.abi3.so.6.11", "PySide6/libpyside6.abi3.so.6.11"),
        ("libshiboken6.abi3.so.6.11", "shiboken6/libshiboken6.abi3.so.6.11"),
    ):
        (bundle / "_internal" / link).symlink_to(target)
    built: list[list[str]] = []
    monkeypatch.setattr(build, "_architecture", lambda: "amd64")
    monkeypatch.setattr(build.subprocess, "run", lambda args, **_: built.append(args))
    build.make_deb(bundle, tmp_path / "dist", tmp_path / "work")
    assert built and built[0][0] == "dpkg-deb"
    written = tmp_path / "work" / "deb" / "usr" / "share" / "doc" / "torite" / "copyright"
    assert written.read_text(encoding="utf-8") == build.deb_copyright(build.python_licence())

    # a pattern that names nothing the package installs stops the build
    (bundle / "_internal" / "base_library.zip").unlink()
    with pytest.raises(SystemExit, match="base_library.zip"):
        build.make_deb(bundle, tmp_path / "dist", tmp_path / "work")


# -- the installers and the About box ----------------------------------------------------------


def test_the_windows_installer_shows_the_gpl_and_installs_it_with_the_notice():
    iss = (ROOT / "packaging" / "windows" / "torite.iss").read_text(encoding="ascii")
    (licence_file,) = re.findall(r"^LicenseFile=(.+)$", iss, flags=re.MULTILINE)
    assert is_gpl3(ROOT / licence_file.strip().replace("\\", "/"))
    for name in ("LICENSE.txt", "NOTICE.txt"):
        assert re.search(rf'^Source: "{name}"; DestDir: "{{app}}"', iss, flags=re.MULTILINE)
    (copyright_line,) = re.findall(r"^AppCopyright=(.+)$", iss, flags=re.MULTILINE)
    assert SPDX in copyright_line


def test_the_mac_app_and_disk_image_state_the_licence():
    assert "GNU GPL, version 3 or later" in info_plist.COPYRIGHT
    strings = (ROOT / "packaging" / "macos" / "ja.lproj" / "InfoPlist.strings").read_text(
        encoding="utf-8"
    )
    assert "GNU GPL バージョン3以降" in strings
    script = (ROOT / "packaging" / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert 'cp "$root/LICENSE.txt" "$root/NOTICE.txt" "$staging/"' in script


def test_the_about_box_states_the_same_licence():
    from desktop.window import help_menu

    about = " ".join(help_menu.ABOUT_LICENCE.split())
    assert "GNU General Public License, version 3 or later" in about
    assert f"({SPDX})" in about
    assert "Open Font License 1.1" in about


def test_the_readme_has_a_licence_section_that_agrees():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Licence\n", 1)[1].split("\n## ", 1)[0]
    assert SPDX in section and "LICENSE.txt" in section and "NOTICE.txt" in section
    assert "OFL" in section


# -- the font keeps its own licence ----------------------------------------------------------


def font_names(path: Path) -> dict[int, str]:
    """The English (Windows platform) strings of an OpenType font's name table."""
    data = path.read_bytes()
    (tables,) = struct.unpack(">H", data[4:6])
    for i in range(tables):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        if tag == b"name":
            _, count, strings = struct.unpack(">HHH", data[offset : offset + 6])
            names = {}
            for j in range(count):
                start = offset + 6 + 12 * j
                platform, _, language, name_id, length, at = struct.unpack(
                    ">6H", data[start : start + 12]
                )
                if platform == 3 and language == 0x409:
                    text = data[offset + strings + at : offset + strings + at + length]
                    names[name_id] = text.decode("utf-16-be")
            return names
    raise AssertionError("no name table")


def test_the_font_keeps_its_ofl_and_the_bundle_carries_the_text_beside_it():
    names = font_names(FONT)
    assert "SIL Open Font License, Version 1.1" in names[13]  # the font's licence description
    assert "Adobe" in names[0]  # its copyright, as the notice and copyright file say
    ofl = OFL.read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007" in ofl
    # the whole fonts folder goes into the bundle, so OFL.txt lies beside the font
    spec = (ROOT / "packaging" / "torite.spec").read_text(encoding="utf-8")
    assert '(str(ASSETS / "fonts"), "assets/fonts")' in spec
