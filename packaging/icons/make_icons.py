"""Render Torite's app icon from its SVG source into every format the platforms want.

Run by hand after changing ``assets/icons/torite.svg`` and commit what it writes::

    python packaging/icons/make_icons.py            # into assets/icons/
    python packaging/icons/make_icons.py OUT_DIR    # somewhere else (the tests do this)

Writes ``torite-<size>.png`` for the sizes in ``PNG_SIZES``, ``torite.ico`` (Windows: one
PNG-compressed entry per size in ``ICO_SIZES``) and ``torite.icns`` (macOS: PNG entries
under the type codes in ``ICNS_ENTRIES``).  The two containers are written here with
``struct`` so no image tool outside PySide6 is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "assets" / "icons" / "torite.svg"
OUT = ROOT / "assets" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS type code -> pixel size.  The @2x codes hold the same pixels as a larger 1x entry;
# macOS picks by code, so both are written.
ICNS_ENTRIES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512x512@2x
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
)


def _ensure_gui_app() -> None:
    """QPainter wants a QGuiApplication; make an offscreen one unless one exists."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # Kept on the function so it outlives this call (Qt needs the object alive).
        _ensure_gui_app.app = QGuiApplication(["make_icons"])  # type: ignore[attr-defined]


def render_pngs(svg: Path, sizes: Sequence[int]) -> dict[int, bytes]:
    """The SVG rendered square at each size, as PNG file bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _ensure_gui_app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can render")
    pngs: dict[int, bytes] = {}
    for size in sorted(set(sizes)):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        # PySide6 takes the format as str here, whatever its stub says.
        png_format: Any = "PNG"
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, png_format):
            raise RuntimeError(f"Qt could not write a {size} px PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    return pngs


def ico_bytes(pngs: dict[int, bytes], sizes: Sequence[int] = ICO_SIZES) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (Vista and later read these).

    Layout, little-endian: ICONDIR (reserved 0, type 1 = icon, count), then one 16-byte
    ICONDIRENTRY per image (width and height with 0 meaning 256, colour count 0, reserved 0,
    planes 1, bits per pixel 32, byte count, offset), then the images themselves.
    """
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    images = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 px, not {size}")
        png = pngs[size]
        side = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(
    pngs: dict[int, bytes], entries: Sequence[tuple[bytes, int]] = ICNS_ENTRIES
) -> bytes:
    """A macOS .icns: b"icns" and the file length (big-endian), then for each entry its
    four-byte type code, its length including these eight bytes, and the PNG."""
    body = b""
    for code, size in entries:
        if len(code) != 4:
            raise ValueError(f"an ICNS type code has four bytes, not {code!r}")
        png = pngs[size]
        body += code + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path = SVG, out: Path = OUT) -> list[Path]:
    """Write the PNGs, the .ico and the .icns into ``out``; return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_ENTRIES}
    pngs = render_pngs(svg, sorted(wanted))
    written: list[Path] = []
    for size in PNG_SIZES:
        path = out / f"torite-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out / "torite.ico"
    ico.write_bytes(ico_bytes(pngs))
    icns = out / "torite.icns"
    icns.write_bytes(icns_bytes(pngs))
    return [*written, ico, icns]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) > 1 or (args and args[0] in ("-h", "--help")):
        print("usage: make_icons.py [OUT_DIR]   (default: assets/icons)", file=sys.stderr)
        return 2
    out = Path(args[0]) if args else OUT
    for path in make_icons(SVG, out):
        print(f"{path}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
