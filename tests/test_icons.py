"""The app icon: the committed files exist, their containers parse, and the generator
rebuilds them from the SVG (so nobody edits the SVG and forgets to regenerate)."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "assets" / "icons"
sys.path.insert(0, str(ROOT / "packaging" / "icons"))

import make_icons  # noqa: E402

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk, after checking it is one."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def parse_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image bytes) per entry of an .ico, checking the header as it goes."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an icon directory"
    entries = []
    for index in range(count):
        fields = struct.unpack("<BBBBHHII", data[6 + 16 * index : 22 + 16 * index])
        width, height, colours, reserved, planes, bits, size, offset = fields
        assert (colours, reserved, planes, bits) == (0, 0, 1, 32)
        assert offset + size <= len(data)
        entries.append((width or 256, height or 256, data[offset : offset + size]))
    return entries


def parse_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type code, payload) per entry of an .icns, checking the lengths add up."""
    assert data[:4] == b"icns"
    (total,) = struct.unpack(">I", data[4:8])
    assert total == len(data)
    entries = []
    at = 8
    while at < total:
        code = data[at : at + 4]
        (length,) = struct.unpack(">I", data[at + 4 : at + 8])
        assert length > 8 and at + length <= total
        entries.append((code, data[at + 8 : at + length]))
        at += length
    assert at == total
    return entries


def test_the_icon_files_are_committed():
    assert (ICONS / "torite.svg").is_file()
    for size in make_icons.PNG_SIZES:
        path = ICONS / f"torite-{size}.png"
        assert path.is_file(), path
        assert png_size(path.read_bytes()) == (size, size)
    assert (ICONS / "torite.ico").is_file()
    assert (ICONS / "torite.icns").is_file()


def test_the_sizes_are_the_ones_asked_for():
    assert make_icons.PNG_SIZES == (16, 24, 32, 48, 64, 128, 256, 512)
    assert make_icons.ICO_SIZES == (16, 24, 32, 48, 64, 128, 256)
    assert dict(make_icons.ICNS_ENTRIES) == {
        b"icp4": 16,
        b"icp5": 32,
        b"icp6": 64,
        b"ic07": 128,
        b"ic08": 256,
        b"ic09": 512,
        b"ic10": 1024,
        b"ic11": 32,
        b"ic12": 64,
        b"ic13": 256,
        b"ic14": 512,
    }


def test_the_ico_holds_a_png_per_size():
    entries = parse_ico((ICONS / "torite.ico").read_bytes())
    assert [width for width, _, _ in entries] == list(make_icons.ICO_SIZES)
    for width, height, png in entries:
        assert width == height
        assert png_size(png) == (width, height)


def test_the_icns_holds_a_png_per_type_code():
    entries = parse_icns((ICONS / "torite.icns").read_bytes())
    assert [code for code, _ in entries] == [code for code, _ in make_icons.ICNS_ENTRIES]
    expected = dict(make_icons.ICNS_ENTRIES)
    for code, png in entries:
        assert png_size(png) == (expected[code], expected[code]), code


def test_the_containers_reject_what_they_cannot_hold():
    with pytest.raises(ValueError):
        make_icons.ico_bytes({512: b""}, sizes=(512,))
    with pytest.raises(ValueError):
        make_icons.icns_bytes({16: b""}, entries=((b"ic1", 16),))


def _pixels(png: bytes) -> list[int]:
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImage

    image = QImage.fromData(QByteArray(png)).convertToFormat(QImage.Format.Format_RGBA8888)
    return list(bytes(image.constBits()))


def test_the_generator_rebuilds_the_committed_icons(qapp, tmp_path):
    # qapp (pytest-qt) makes the process's QApplication first: a bare QGuiApplication made
    # by the generator would break every widget test that runs after this one.
    written = make_icons.make_icons(make_icons.SVG, tmp_path)
    assert {path.name for path in written} == {
        *(f"torite-{size}.png" for size in make_icons.PNG_SIZES),
        "torite.ico",
        "torite.icns",
    }
    for size in make_icons.PNG_SIZES:
        fresh = (tmp_path / f"torite-{size}.png").read_bytes()
        committed = (ICONS / f"torite-{size}.png").read_bytes()
        assert png_size(fresh) == png_size(committed) == (size, size)
    # The committed pictures are what the SVG draws now (a small tolerance absorbs a
    # different rasteriser build; a changed drawing moves far more than this).
    for size in (16, 64, 256):
        fresh_pixels = _pixels((tmp_path / f"torite-{size}.png").read_bytes())
        committed_pixels = _pixels((ICONS / f"torite-{size}.png").read_bytes())
        mean_difference = sum(
            abs(a - b) for a, b in zip(fresh_pixels, committed_pixels, strict=True)
        ) / len(fresh_pixels)
        assert mean_difference < 1.0, f"{size} px icon is stale: run make_icons.py"
    fresh_ico = parse_ico((tmp_path / "torite.ico").read_bytes())
    committed_ico = parse_ico((ICONS / "torite.ico").read_bytes())
    assert [(w, h) for w, h, _ in fresh_ico] == [(w, h) for w, h, _ in committed_ico]
    fresh_icns = parse_icns((tmp_path / "torite.icns").read_bytes())
    committed_icns = parse_icns((ICONS / "torite.icns").read_bytes())
    assert [(c, png_size(p)) for c, p in fresh_icns] == [
        (c, png_size(p)) for c, p in committed_icns
    ]
