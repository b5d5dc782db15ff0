"""Our own tiles with two ends: Tien Gow tiles (Shikagari) and double-six dominoes
(Reveille), painted once per size into cached pixmaps.

A tile is drawn upright, its higher end on top; a table turns it when it lies across
(a played domino).  Pips are laid out in fractions of their end's square so they stay
round and evenly spaced at every size, with a floor on their radius so a small tile
can still be counted.

- **Tien Gow**: long dark tiles without a divider.  As on Chinese dice, the pips of a
  1-end and of a 4-end are red, the others white; each 6-end of ``6-6`` is half red,
  half white.  A 2-end shows its pips side by side at the tile's outer edge, a 3-end a
  diagonal (on every tile with a 3-end, ``3-3`` too: one number, one drawing), a 1-end
  one large red pip.  Red pips are what Shikagari scores, so they must read at a glance.
- **Dominoes**: ivory tiles with black pips in the dice layouts, a divider with a brass
  pin.  The colour option gives each number its own pip colour (a "coloured dots" set).
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from rules_core.pieces import Piece
from rules_core.tiles import DOMINO, TIEN_GOW, high, low

from .pixmap_cache import PixmapCache

Spot = tuple[float, float]  # a pip's centre as fractions of its end's square

# Pip centres for an end drawn at the TOP of a tile (y grows toward the tile's middle);
# an end at the bottom is the same turned half a turn.
DICE_SPOTS: dict[int, tuple[Spot, ...]] = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.74, 0.26), (0.26, 0.74)),
    3: ((0.74, 0.26), (0.5, 0.5), (0.26, 0.74)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.28, 0.2), (0.72, 0.2), (0.28, 0.5), (0.72, 0.5), (0.28, 0.8), (0.72, 0.8)),
}
# Tien Gow: a 2-end's pips side by side at the tile's outer edge; every other end as on dice.
TIEN_GOW_SPOTS: dict[int, tuple[Spot, ...]] = {**DICE_SPOTS, 2: ((0.3, 0.22), (0.7, 0.22))}
RED_ENDS = frozenset({1, 4})
# The red half of a 6-end of 6-6: one column of three (the left one at the top end, so
# the tile looks the same turned round).
HEAVEN_RED = frozenset({0, 2, 4})

TG_BODY_TOP, TG_BODY_BOTTOM = QColor("#2b2b2e"), QColor("#141416")
TG_EDGE = QColor("#4a4a50")
TG_RED, TG_WHITE = QColor("#e53935"), QColor("#f4f1e8")
TG_BACK, TG_BACK_EDGE = QColor("#6d3f1d"), QColor("#a0673a")

DOM_BODY_TOP, DOM_BODY_BOTTOM = QColor("#fffdf5"), QColor("#ece4cf")
DOM_EDGE = QColor("#8a7f68")
DOM_PIP = QColor("#1c1c1c")
DOM_BRASS = QColor("#c9a13b")
DOM_BACK, DOM_BACK_LIGHT = QColor("#173a5e"), QColor("#2c5f8f")
# The coloured-dots option: a colour per number (Okabe–Ito hues, told apart by most
# colour-blind players; the layouts still say the number).
DOM_COLOURS: dict[int, QColor] = {
    1: QColor("#0072B2"),
    2: QColor("#009E73"),
    3: QColor("#D55E00"),
    4: QColor("#CC79A7"),
    5: QColor("#B8860B"),
    6: QColor("#1c1c1c"),
}


def _body(w: float, h: float, inset: float) -> QPainterPath:
    path = QPainterPath()
    radius = min(w, h) * 0.14
    path.addRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    return path


def _paint_body(p: QPainter, w: float, h: float, top: QColor, bottom: QColor, edge: QColor) -> None:
    """A tile's body: rounded, shaded from one corner to the other, with an edge."""
    body = _body(w, h, max(0.5, w * 0.02))
    gradient = QLinearGradient(0, 0, w, h)
    gradient.setColorAt(0.0, top)
    gradient.setColorAt(1.0, bottom)
    p.fillPath(body, QBrush(gradient))
    p.setPen(QPen(edge, max(1.0, w * 0.03)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(body)


def _pip(p: QPainter, centre: QPointF, radius: float, colour: QColor, sunk: bool) -> None:
    """One pip; ``sunk`` pips (drilled into a dark tile) get a shadowed rim."""
    if sunk:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 150))
        p.drawEllipse(centre + QPointF(0, radius * 0.18), radius * 1.08, radius * 1.08)
    gradient = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3)
    gradient.setColorAt(0.0, colour.lighter(125))
    gradient.setColorAt(1.0, colour.darker(115))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(gradient))
    p.drawEllipse(centre, radius, radius)


class _TileRenderer(ABC):
    """What both tile renderers share: the cache, the faces by ends, a plain mark."""

    aspect = 2.0

    def __init__(self, colours: bool = False) -> None:
        self._cache = PixmapCache()
        self.colours = colours

    def set_four_colour(self, on: bool) -> None:
        if on != self.colours:
            self.colours = on
            self._cache.clear()

    def set_labels(self, on: bool, lang: str) -> None:  # noqa: B027 - tiles carry no words
        """Tiles carry no printed words."""

    def mark_of(self, piece: Piece) -> int:
        return 0

    def cache_size(self) -> int:
        return len(self._cache)

    def face(self, piece: Piece, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        face = piece & 63  # both kinds number their faces below 64 (their stride)
        return self._cache.get(
            ("face", face),
            width,
            height,
            ratio,
            lambda p, w, h: self._paint_face(p, high(face), low(face), w, h),
        )

    def back(self, width: int, height: int, ratio: float = 1.0, mark: int | None = None) -> QPixmap:
        return self._cache.get(("back",), width, height, ratio, self._paint_back)

    @abstractmethod
    def _paint_face(self, p: QPainter, top: int, bottom: int, w: float, h: float) -> None: ...

    @abstractmethod
    def _paint_back(self, p: QPainter, w: float, h: float) -> None: ...

    @staticmethod
    def _end_box(w: float, h: float, lower: bool, pad: float) -> QRectF:
        """The square (or nearly) an end's pips lie in: the top or bottom half."""
        side = min(w - 2 * pad, h / 2 - 2 * pad)
        x = (w - side) / 2
        y = h / 2 + (h / 2 - side) / 2 if lower else (h / 2 - side) / 2
        return QRectF(x, y, side, side)

    @staticmethod
    def _spot(box: QRectF, spot: Spot, lower: bool) -> QPointF:
        x, y = spot
        if lower:  # the bottom end is the top one turned half a turn
            x, y = 1 - x, 1 - y
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())


class TienGowRenderer(_TileRenderer):
    """The :class:`~desktop.pieces.renderers.PieceRenderer` of Tien Gow tiles."""

    aspect = 2.3

    def _paint_face(self, p: QPainter, top: int, bottom: int, w: float, h: float) -> None:
        _paint_body(p, w, h, TG_BODY_TOP, TG_BODY_BOTTOM, TG_EDGE)
        pad = w * 0.1
        radius_scale = max(1.3, w * 0.085)
        for number, lower in ((top, False), (bottom, True)):
            box = self._end_box(w, h, lower, pad)
            for index, spot in enumerate(TIEN_GOW_SPOTS[number]):
                if number == 6 and top == bottom == 6:
                    red = index in HEAVEN_RED
                else:
                    red = number in RED_ENDS
                radius = radius_scale * (1.9 if number == 1 else 1.0)
                centre = self._spot(box, spot, lower)
                _pip(p, centre, radius, TG_RED if red else TG_WHITE, sunk=True)

    def _paint_back(self, p: QPainter, w: float, h: float) -> None:
        _paint_body(p, w, h, TG_BACK.lighter(112), TG_BACK.darker(120), TG_BACK_EDGE)
        # A plain back with a carved lozenge, so a face-down tile never reads as a face.
        cx, cy, rx, ry = w / 2, h / 2, w * 0.22, h * 0.16
        lozenge = QPainterPath()
        lozenge.moveTo(cx, cy - ry)
        lozenge.lineTo(cx + rx, cy)
        lozenge.lineTo(cx, cy + ry)
        lozenge.lineTo(cx - rx, cy)
        lozenge.closeSubpath()
        p.setPen(QPen(TG_BACK_EDGE.lighter(120), max(1.0, w * 0.035)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(lozenge)


class DominoRenderer(_TileRenderer):
    """The :class:`~desktop.pieces.renderers.PieceRenderer` of double-six dominoes."""

    aspect = 2.0

    def _pip_colour(self, number: int) -> QColor:
        return DOM_COLOURS[number] if self.colours else DOM_PIP

    def _paint_face(self, p: QPainter, top: int, bottom: int, w: float, h: float) -> None:
        _paint_body(p, w, h, DOM_BODY_TOP, DOM_BODY_BOTTOM, DOM_EDGE)
        p.setPen(QPen(DOM_EDGE.darker(130), max(1.0, w * 0.035)))
        p.drawLine(QPointF(w * 0.14, h / 2), QPointF(w * 0.86, h / 2))
        pad = w * 0.1
        radius = max(1.2, w * 0.075)
        for number, lower in ((top, False), (bottom, True)):
            box = self._end_box(w, h, lower, pad)
            for spot in DICE_SPOTS[number]:
                centre = self._spot(box, spot, lower)
                _pip(p, centre, radius, self._pip_colour(number), sunk=False)
        _pip(p, QPointF(w / 2, h / 2), max(1.0, w * 0.05), DOM_BRASS, sunk=False)

    def _paint_back(self, p: QPainter, w: float, h: float) -> None:
        _paint_body(p, w, h, DOM_BACK_LIGHT, DOM_BACK, DOM_BACK.darker(140))
        p.setPen(QPen(DOM_BRASS, max(1.0, w * 0.03)))
        inner = _body(w, h, w * 0.14)
        p.drawPath(inner)
        _pip(p, QPointF(w / 2, h / 2), max(1.0, w * 0.06), DOM_BRASS, sunk=False)


def number_icon(number: int, size: int, ratio: float = 1.0, colours: bool = False) -> QPixmap:
    """One end of a domino showing ``number`` (a square of ivory with its pips): how a
    button names a number of the double-six set."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = _body(size, size, 0.5)
    p.fillPath(body, QBrush(DOM_BODY_TOP))
    p.setPen(QPen(DOM_EDGE, 1.0))
    p.drawPath(body)
    box = QRectF(size * 0.1, size * 0.1, size * 0.8, size * 0.8)
    colour = DOM_COLOURS.get(number, DOM_PIP) if colours else DOM_PIP
    for x, y in DICE_SPOTS[number]:
        centre = QPointF(box.left() + x * box.width(), box.top() + y * box.height())
        _pip(p, centre, max(1.2, size * 0.085), colour, sunk=False)
    p.end()
    return pixmap


def tien_gow_renderer(colours: bool = False) -> TienGowRenderer:
    return TienGowRenderer(colours)


def domino_renderer(colours: bool = False) -> DominoRenderer:
    return DominoRenderer(colours)


KINDS = {TIEN_GOW.name: tien_gow_renderer, DOMINO.name: domino_renderer}

__all__ = [
    "DICE_SPOTS",
    "KINDS",
    "TG_RED",
    "TG_WHITE",
    "DominoRenderer",
    "TienGowRenderer",
    "domino_renderer",
    "number_icon",
    "tien_gow_renderer",
]
