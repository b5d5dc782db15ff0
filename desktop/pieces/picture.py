"""A picture shown as it is, in a widget of its own size.

A ``QLabel`` given a pixmap keeps it as an icon and paints it through the icon, which
puts a copy into Qt's process-wide pixmap cache under that icon's own key.  A label made
anew for each deal (the match's graph in every end-of-deal dialog) so left a copy of
each graph behind: about 260 KB a deal, until the cache reached its 10 MB limit, which
a long session then kept for good.  :class:`Picture` paints its pixmap itself and keeps
nothing anywhere else.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget


class Picture(QWidget):
    """Shows ``pixmap`` at its own (device-independent) size, top left."""

    def __init__(self, pixmap: QPixmap | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmap = QPixmap()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if pixmap is not None:
            self.setPixmap(pixmap)

    def pixmap(self) -> QPixmap:
        return self._pixmap

    def setPixmap(self, pixmap: QPixmap) -> None:  # noqa: N802 - QLabel's name
        self._pixmap = pixmap
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._pixmap.deviceIndependentSize().toSize()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if self._pixmap.isNull():
            return
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._pixmap)
        painter.end()


__all__ = ["Picture"]
