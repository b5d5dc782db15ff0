"""Our own card faces and backs, painted once per size into cached pixmaps.

Scene items only display these pixmaps (C++ painting): a Python ``paint()``
override would run for every frame and crawl while a bot thread computes.
Faces are re-rendered whenever the table's card size changes, at the screen's
device pixel ratio, so they stay crisp at any window size.
"""

from __future__ import annotations

from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from rules_core.cards import JOKER, SUIT_SYMBOLS, Card, rank_of, rank_text, suit_of

FONT_FAMILY = "Noto Sans JP"
RED = QColor("#c62828")
BLACK = QColor("#1f1f1f")
FACE = QColor("#fffdf7")
EDGE = QColor("#9e9e9e")
BACK_DARK = QColor("#1e3a5f")
BACK_LIGHT = QColor("#2f5d8a")

# Pip centres (x, y) as fractions of the pip area, for ranks 2..10.
_L, _C, _R = 0.0, 0.5, 1.0
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 0), (_C, 1)],
    3: [(_C, 0), (_C, 0.5), (_C, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)],
    6: [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    7: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)],
    9: [(x, y) for y in (0, 1 / 3, 2 / 3, 1) for x in (_L, _R)] + [(_C, 0.5)],
    10: [(x, y) for y in (0, 1 / 3, 2 / 3, 1) for x in (_L, _R)] + [(_C, 1 / 6), (_C, 5 / 6)],
}


# Suit colours by suit index (clubs, diamonds, hearts, spades).  The four-colour scheme
# tells every suit apart at a glance, also for players who confuse red and black.
TWO_COLOURS = (BLACK, RED, RED, BLACK)
# Backs of the must-follow practice deck, from the Okabe–Ito palette so that the four
# suits stay distinct for colour-blind players (and each also carries its symbol).
SUIT_BACK_COLOURS = (QColor("#009E73"), QColor("#E69F00"), QColor("#D55E00"), QColor("#0072B2"))
FOUR_COLOURS = (QColor("#2e7d32"), QColor("#1565c0"), RED, BLACK)


def _font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def _draw_centered(
    painter: QPainter, text: str, centre: QPointF, size: float, bold: bool = False
) -> None:
    painter.setFont(_font(size, bold))
    box = QRectF(centre.x() - size * 2, centre.y() - size, size * 4, size * 2)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _card_outline(w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.07, w * 0.07)
    return path


class CardRenderer:
    """Renders and caches card pixmaps keyed by (what, logical size, pixel ratio)."""

    def __init__(self, four_colour: bool = False) -> None:
        self._cache: dict[tuple[object, int, int, float], QPixmap] = {}
        self.colours = FOUR_COLOURS if four_colour else TWO_COLOURS

    def set_four_colour(self, on: bool) -> None:
        colours = FOUR_COLOURS if on else TWO_COLOURS
        if colours is not self.colours:
            self.colours = colours
            self._cache.clear()

    def face(self, card: Card, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        return self._cached(("face", card), width, height, ratio)

    def back(self, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        return self._cached(("back",), width, height, ratio)

    def suit_back(self, suit: int, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The back of a must-follow practice card: it shows the card's suit (colour and
        symbol) but not its rank."""
        return self._cached(("suit_back", suit), width, height, ratio)

    def cache_size(self) -> int:
        return len(self._cache)

    def _cached(self, what: tuple[object, ...], width: int, height: int, ratio: float) -> QPixmap:
        key = (what, width, height, ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            if len(self._cache) > 600:  # a few sizes' worth; old sizes are never shown again
                self._cache.clear()
            pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHints(
                QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
            )
            if what[0] == "back":
                self._paint_back(painter, width, height)
            elif what[0] == "suit_back":
                suit = what[1]
                assert isinstance(suit, int)
                self._paint_suit_back(painter, suit, width, height)
            else:
                card = what[1]
                assert isinstance(card, int)
                self._paint_face(painter, card, width, height)
            painter.end()
            self._cache[key] = pixmap
        return pixmap

    # -- painting -------------------------------------------------------------------------

    def _paint_back(self, p: QPainter, w: float, h: float) -> None:
        outline = _card_outline(w, h)
        p.fillPath(outline, QBrush(QColor("white")))
        inner = QRectF(w * 0.06, w * 0.06, w - w * 0.12, h - w * 0.12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BACK_DARK)
        p.drawRoundedRect(inner, w * 0.04, w * 0.04)
        p.save()
        p.setClipRect(inner)
        p.setPen(QPen(BACK_LIGHT, max(1.0, w * 0.02)))
        step = w * 0.14
        x = -h
        while x < w + h:
            p.drawLine(QPointF(x, 0), QPointF(x + h, h))
            p.drawLine(QPointF(x + h, 0), QPointF(x, h))
            x += step
        p.restore()
        p.setPen(QPen(QColor("#d4af37"), max(1.0, w * 0.015)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(
            inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), w * 0.03, w * 0.03
        )
        p.setPen(QPen(EDGE, 1))
        p.drawPath(outline)

    def _paint_suit_back(self, p: QPainter, suit: int, w: float, h: float) -> None:
        outline = _card_outline(w, h)
        p.fillPath(outline, QBrush(QColor("white")))
        inner = QRectF(w * 0.06, w * 0.06, w - w * 0.12, h - w * 0.12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(SUIT_BACK_COLOURS[suit])
        p.drawRoundedRect(inner, w * 0.04, w * 0.04)
        p.setPen(QColor(255, 255, 255, 90))  # a faint pattern of small symbols
        step = w * 0.3
        y = inner.top() + step * 0.6
        row = 0
        while y < inner.bottom() - step * 0.2:
            x = inner.left() + step * (0.5 if row % 2 else 0.2)
            while x < inner.right() - step * 0.2:
                _draw_centered(p, SUIT_SYMBOLS[suit], QPointF(x, y), w * 0.12)
                x += step
            y += step
            row += 1
        p.setPen(QColor("white"))
        _draw_centered(p, SUIT_SYMBOLS[suit], QPointF(w / 2, h / 2), w * 0.55)
        p.setPen(QPen(EDGE, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(outline)

    def _paint_face(self, p: QPainter, card: Card, w: float, h: float) -> None:
        outline = _card_outline(w, h)
        p.fillPath(outline, QBrush(FACE))
        p.setPen(QPen(EDGE, 1))
        p.drawPath(outline)
        if card == JOKER:
            self._paint_joker(p, w, h)
            return
        rank, suit = rank_of(card), suit_of(card)
        colour = self.colours[suit]
        p.setPen(colour)
        self._paint_indices(p, rank_text(rank), SUIT_SYMBOLS[suit], w, h)
        if rank in PIPS:
            self._paint_pips(p, SUIT_SYMBOLS[suit], PIPS[rank], w, h)
        elif rank == 14:
            _draw_centered(p, SUIT_SYMBOLS[suit], QPointF(w / 2, h / 2), w * 0.5)
        else:
            self._paint_court(p, rank_text(rank), SUIT_SYMBOLS[suit], colour, w, h)

    def _paint_indices(self, p: QPainter, rank: str, symbol: str, w: float, h: float) -> None:
        size = w * (0.2 if len(rank) == 1 else 0.17)
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(w, h)
                p.rotate(180)
            _draw_centered(p, rank, QPointF(w * 0.13, w * 0.15), size, bold=True)
            _draw_centered(p, symbol, QPointF(w * 0.13, w * 0.36), w * 0.16)
            p.restore()

    def _paint_pips(
        self, p: QPainter, symbol: str, spots: list[tuple[float, float]], w: float, h: float
    ) -> None:
        left, right = w * 0.31, w * 0.69
        top, bottom = h * 0.2, h * 0.8
        size = w * (0.17 if len(spots) >= 9 else 0.19)
        for fx, fy in spots:
            centre = QPointF(left + (right - left) * fx, top + (bottom - top) * fy)
            p.save()
            if fy > 0.5:
                p.translate(centre)
                p.rotate(180)
                p.translate(-centre)
            _draw_centered(p, symbol, centre, size)
            p.restore()

    def _paint_court(
        self, p: QPainter, rank: str, symbol: str, colour: QColor, w: float, h: float
    ) -> None:
        frame = QRectF(w * 0.24, h * 0.14, w * 0.52, h * 0.72)
        tint = QColor(colour)
        tint.setAlpha(28)
        p.setBrush(tint)
        p.setPen(QPen(colour, max(1.0, w * 0.012)))
        p.drawRoundedRect(frame, w * 0.03, w * 0.03)
        p.setPen(colour)
        _draw_centered(p, rank, QPointF(w / 2, h * 0.42), w * 0.34, bold=True)
        _draw_centered(p, symbol, QPointF(w / 2, h * 0.66), w * 0.22)

    def _paint_joker(self, p: QPainter, w: float, h: float) -> None:
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(w, h)
                p.rotate(180)
            p.setPen(QColor("#6a1b9a"))
            for i, letter in enumerate("JOKER"):
                _draw_centered(
                    p, letter, QPointF(w * 0.12, w * (0.14 + 0.15 * i)), w * 0.13, bold=True
                )
            p.restore()
        star = QPolygonF()
        cx, cy, outer, inner = w / 2, h / 2, w * 0.3, w * 0.12
        for i in range(10):
            radius = outer if i % 2 == 0 else inner
            angle = -pi / 2 + i * pi / 5
            star.append(QPointF(cx + radius * cos(angle), cy + radius * sin(angle)))
        gradient = QLinearGradient(cx, cy - outer, cx, cy + outer)
        gradient.setColorAt(0, QColor("#ffb300"))
        gradient.setColorAt(1, QColor("#d81b60"))
        p.setBrush(gradient)
        p.setPen(QPen(QColor("#6a1b9a"), max(1.0, w * 0.015)))
        p.drawPolygon(star)
