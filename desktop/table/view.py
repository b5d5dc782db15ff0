"""The table's view: clicks, double-clicks and drags on cards become requests to the
table widget that owns it (any object with the :class:`CardTable` methods)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from .cards import CardItem


class CardTable(Protocol):
    def can_drag(self, item: CardItem) -> bool: ...
    def card_clicked(self, item: CardItem) -> None: ...
    def card_dropped(self, item: CardItem, where: QPointF) -> None: ...
    def relayout_now(self, animated: bool = False) -> object: ...


class TableView(QGraphicsView):
    """The view: clicks, double-clicks and drags on cards become table requests."""

    def __init__(self, table: CardTable) -> None:
        super().__init__()
        self.table = table
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._click_clock = QElapsedTimer()

    def _card_at(self, event: QMouseEvent) -> CardItem | None:
        for item in self.items(event.position().toPoint()):
            if isinstance(item, CardItem):
                return item
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        item = self._card_at(event)
        if event.button() == Qt.MouseButton.LeftButton and item is not None:
            self._press = (item, self.mapToScene(event.position().toPoint()), item.pos())
            self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        item, start, origin = self._press
        here = self.mapToScene(event.position().toPoint())
        if (
            not self._dragging
            and (here - start).manhattanLength() > 8
            and self.table.can_drag(item)
        ):
            self._dragging = True
            item.setZValue(2000)
        if self._dragging:
            item.setPos(origin + (here - start))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        item, _, _ = self._press
        self._press = None
        if self._dragging:
            self._dragging = False
            self.table.card_dropped(item, self.mapToScene(event.position().toPoint()))
        else:
            self._click_clock.start()
            self.table.card_clicked(item)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        # Usually the first click of a double-click already played the card, and a
        # second request would play whatever card slid under the pointer: ignore it.
        # A double-click that arrives without that first click (some input methods
        # send only the double-click) counts as one click.
        event.accept()
        recent = self._click_clock.isValid() and (
            self._click_clock.elapsed() <= QApplication.doubleClickInterval()
        )
        item = self._card_at(event)
        if not recent and item is not None:
            self.table.card_clicked(item)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.table.relayout_now()
