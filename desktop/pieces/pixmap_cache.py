"""Pixmaps painted once per (picture, size, pixel ratio) and kept: the one cache every
piece renderer draws through, so scene items only show pixmaps (C++ painting) and never
run a Python ``paint()`` per frame."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap

Painter = Callable[[QPainter, float, float], None]
"""Paints one picture into a painter at logical width and height."""


class PixmapCache:
    """Pictures by key, logical size and device pixel ratio.  Old sizes are dropped once
    the cache holds more than ``limit`` pixmaps (a window resize never shows them again)."""

    def __init__(self, limit: int = 600) -> None:
        self._pixmaps: dict[tuple[Hashable, int, int, float], QPixmap] = {}
        self.limit = limit

    def __len__(self) -> int:
        return len(self._pixmaps)

    def clear(self) -> None:
        self._pixmaps.clear()

    def get(self, what: Hashable, width: int, height: int, ratio: float, paint: Painter) -> QPixmap:
        """The picture ``what`` at this size, painted by ``paint`` the first time."""
        key = (what, width, height, ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) > self.limit:
                self._pixmaps.clear()
            pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHints(
                QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
            )
            paint(painter, float(width), float(height))
            painter.end()
            self._pixmaps[key] = pixmap
        return pixmap


__all__ = ["Painter", "PixmapCache"]
