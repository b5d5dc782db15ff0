"""The words and marks on the felt: each seat's line (its name and the rules' words for
it, wrapped beside a ring trick), the centre line, the lines under piles, the suit a joker
led names, and the dashed places where a pile or a trick card will lie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from rules_core.cards import SUIT_SYMBOLS
from rules_core.view import View

from ..pieces.cards import FONT_FAMILY
from .cards import qrect
from .geometry import Geometry, Rect
from .style import ACCENT, LABEL, SLOT_LINE

if TYPE_CHECKING:
    from .table import Table

LABEL_Z = 900  # labels lie over the pieces


class FeltLabels:
    """The labels of one table's scene, made once and kept in step with the position."""

    def __init__(self, table: Table, scene: QGraphicsScene) -> None:
        self.table = table
        self.scene = scene
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.slots: dict[str, QGraphicsPathItem] = {}  # dashed places of empty piles

    def clear(self) -> None:
        """A new deal: every label goes (each is made again as the deal needs it)."""
        for label in self.labels.values():
            self.scene.removeItem(label)
        self.labels = {}

    def label(self, name: str, colour: QColor | None = None) -> QGraphicsSimpleTextItem:
        """The label ``name`` on the felt (made the first time), in ``colour``."""
        label = self.labels.get(name)
        if label is None:
            label = QGraphicsSimpleTextItem()
            label.setZValue(LABEL_Z)
            self.scene.addItem(label)
            self.labels[name] = label
        label.setBrush(colour or LABEL)
        return label

    def decorate(self, g: Geometry) -> None:
        """Every label: the seats' lines, the centre line, the piles' lines, a joker's
        named suit, the game's own words and the dashed places of empty piles."""
        table = self.table
        view = table.state_view()
        status = table.presenter.status()  # the rules' words, once for every label
        n = len(view.hand_sizes)
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(11, round(g.w * (0.16 if n <= 5 else 0.14))))
        bold = QFont(font)
        bold.setBold(True)
        ring = table.trick_area(g) if table.desk.layout.trick == "ring" else None
        for seat in range(n):
            colour = ACCENT if seat == view.to_act else table.team_colour(seat) or LABEL
            label = self.label(f"seat:{seat}", colour)
            label.setFont(bold if seat == view.to_act else font)
            label.setText(table.presenter.seat_line(seat, status))
            self._place_seat_label(label, seat, g, ring)
        centre_label = self.label("centre", ACCENT)
        centre_label.setFont(bold)
        centre_label.setText(table.presenter.centre_line(status))
        under = table.anchors.get("centre_label", g.centre)
        centre_label.setPos(under.x - centre_label.boundingRect().width() / 2, under.y)
        self._name_led_suits(view, g, bold)
        table.fittings.decorate(view, g)
        for pile in table.desk.layout.piles:
            label = self.label(pile.aside_key)
            label.setFont(font)
            label.setText(table.presenter.pile_line(pile.aside_key, status))
            pile_spot = table.pile_spots.get(pile.zone)
            if pile_spot is not None:
                x, y = pile_spot.left, pile_spot.bottom + g.m * 0.3
                if pile.corner == "top_right":  # kept on the table: ends under its pile
                    x = g.width - g.m - label.boundingRect().width()
                label.setPos(x, y)
        self._draw_slots(g)

    def _place_seat_label(
        self, label: QGraphicsSimpleTextItem, seat: int, g: Geometry, ring: Rect | None
    ) -> None:
        """A seat's line: the person's over their hand from the left, another's under its
        hand; a long line beside a ring trick wraps within its side of the trick."""
        table = self.table
        point = table.seat_point(seat, g)
        size = label.boundingRect().size()
        if seat == table.human:
            spot = QRectF(QPointF(g.m, g.height - g.h * 1.55 - g.m), size)
        else:
            x = min(max(point.x - size.width() / 2, g.m), g.width - size.width() - g.m)
            y = point.y + g.h * table.hand_scale(seat) / 2 + 4
            spot = QRectF(QPointF(x, y), size)
        side = seat == table.human or abs(point.x - g.cx) > g.w
        if side and ring is not None and spot.intersects(qrect(ring)):
            gap = g.m * 0.5  # the person's line grows upward
            if seat == table.human or point.x < g.cx:
                left, right = g.m, ring.left - gap
            else:
                left, right = ring.right + gap, g.width - g.m
            wrap_label(label, right - left)
            wrapped = label.boundingRect().size()
            x = g.m if seat == table.human else point.x - wrapped.width() / 2
            top = spot.bottom() - wrapped.height() if seat == table.human else spot.top()
            spot = QRectF(QPointF(max(left, min(x, right - wrapped.width())), top), wrapped)
        label.setPos(spot.topLeft())

    def _draw_slots(self, g: Geometry) -> None:
        """Dashed places where a pile or a trick card will lie (a solitaire's table)."""
        table = self.table
        layout = table.desk.layout
        wanted = {p.zone for p in layout.piles if p.slot}
        wanted |= {f"trick{i}" for i in range(layout.trick_slots)}
        for name in [n for n in self.slots if n not in wanted]:
            self.scene.removeItem(self.slots.pop(name))
        for name in wanted:
            rect = table.pile_spots.get(name)
            if rect is None:
                continue
            slot = self.slots.get(name)
            if slot is None:
                slot = QGraphicsPathItem()
                slot.setPen(QPen(SLOT_LINE, 2, Qt.PenStyle.DashLine))
                slot.setZValue(-10)
                self.scene.addItem(slot)
                self.slots[name] = slot
            path = QPainterPath()
            path.addRoundedRect(qrect(rect), g.w * 0.07, g.w * 0.07)
            slot.setPath(path)

    def _name_led_suits(self, view: View, g: Geometry, font: QFont) -> None:
        """A joker led as a suit shows the suit it names beside it."""
        table = self.table
        named = {p.card: p.named_suit for p in view.trick if p.named_suit is not None}
        for key in [k for k in self.labels if k.startswith("named:")]:
            if int(key.split(":")[1]) not in named:
                self.scene.removeItem(self.labels.pop(key))
        for card, suit in named.items():
            spot = table.trick_spots.get(card)
            if spot is None:
                continue
            label = self.label(f"named:{card}", ACCENT)
            label.setFont(font)
            label.setText("= " + SUIT_SYMBOLS[suit])
            label.setZValue(950)
            label.setPos(spot.x + g.w * 0.9, spot.y + g.h * 0.3)


def wrap_label(label: QGraphicsSimpleTextItem, width: float) -> None:
    """Break a label's " · "-joined parts onto lines no wider than ``width`` (a part wider
    than that keeps a line of its own)."""
    metrics = QFontMetricsF(label.font())
    lines: list[str] = []
    for part in label.text().replace("\n", " · ").split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    label.setText("\n".join(lines))


__all__ = ["FeltLabels", "wrap_label"]
