"""Our own Hyakunin Isshu reading cards (読み札) for Irokanmuri, painted once per size
into cached pixmaps.

A reading card shows its poet: here a half-figure emblem of the poet's headgear or
figure — what Irokanmuri sorts the cards by — with the poet's name written down the
right edge (its kana reading beside it on large cards) and the poem number in the top
corner.  Each kind has its own silhouette, drawn so it reads at a glance even on a small
card:

- 黒冠 a court cap with its ribbon standing up behind;
- 坊主 a shaved head, a monk's dark robe and stole (the only bare head);
- 姫 long black hair down past the shoulders and layered collars;
- 矢五郎 a court cap with the round ear-fans (緌) at both sides, a quiver's arrows behind;
- 立烏帽子 a tall black cap standing straight up;
- 横烏帽子 a black cap folded over to one side;
- 天智天皇 the emperor's flat-topped crown with its curtain of beads, a red robe;
- 持統天皇 long hair under a golden crown, a golden robe.

With kind labels on (the default), the frame takes the kind's colour and a band names
the kind in the player's language: a learner sees which cards go together.  With labels
off the cards are as on paper: one neutral frame, the kind told by the figure alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QTransform,
)

from rules_core.karuta import (
    BOZU,
    DEFAULT_EDITION,
    HIME,
    JITO,
    KARUTA,
    KURO,
    TATE,
    TENJI,
    YAGO,
    YOKO,
    Poem,
    edition_poems,
    kind_label,
    poem_for,
)
from rules_core.pieces import Face, Piece

from .cards import ellipse_path, piece_font
from .pixmap_cache import PixmapCache

PAPER_TOP, PAPER_BOTTOM = QColor("#fbf5e4"), QColor("#efe3c4")
INK = QColor("#2a2118")
NEUTRAL = QColor("#8c6d4f")  # the frame of every card with labels off
SKIN = QColor("#f6dcc0")
SKIN_SHADE = QColor("#d9b694")
HAIR = QColor("#17130f")
CAP = QColor("#1d1d1f")
GOLD = QColor("#d4a62a")
WHITE = QColor("#fffaf0")
PLAIN_ROBE = QColor("#4e4a46")  # every figure's robe with kind labels off

# Each kind's colour (frame and label band with labels on), far apart in hue.
KIND_COLOURS: dict[Face, QColor] = {
    KURO: QColor("#37474f"),
    BOZU: QColor("#7b5a3c"),
    HIME: QColor("#c2185b"),
    YAGO: QColor("#2e7d32"),
    TATE: QColor("#1565c0"),
    YOKO: QColor("#6a1b9a"),
    JITO: QColor("#8d6e1a"),  # dark gold: never the orange of a playable card's outline
    TENJI: QColor("#b71c1c"),
}
# The robe under each figure.
ROBES: dict[Face, QColor] = {
    KURO: QColor("#263238"),
    BOZU: QColor("#2f2a26"),
    HIME: QColor("#ad1457"),
    YAGO: QColor("#33691e"),
    TATE: QColor("#455a64"),
    YOKO: QColor("#5e4b8b"),
    JITO: QColor("#e6a532"),
    TENJI: QColor("#c62828"),
}

_SMALL = 48  # below this card width: the emblem alone, no writing
_LARGE = 118  # from this card width: the kana reading beside the name
NUMBER_SIZE = 0.225  # the poem number's font size, by card width (its digits 0.16 w high)
NUMBER_ROOM = 0.38  # the widest the number's tab may be, by card width (a fanned hand
# of 25 shows 0.396 of each card's width)
NUMBER_STRETCH = 70  # the narrowest the number's letters become before they shrink

# -- emblems, in a 100 × 100 box -------------------------------------------------------------


def _path(build: Callable[[QPainterPath], None]) -> QPainterPath:
    path = QPainterPath()
    build(path)
    return path


def _shoulders(p: QPainterPath) -> None:
    p.moveTo(12, 100)
    p.cubicTo(14, 86, 30, 79, 50, 79)
    p.cubicTo(70, 79, 86, 86, 88, 100)
    p.closeSubpath()


def _collar(p: QPainterPath) -> None:
    p.moveTo(40, 80)
    p.lineTo(50, 96)
    p.lineTo(60, 80)
    p.lineTo(56, 80)
    p.lineTo(50, 90)
    p.lineTo(44, 80)
    p.closeSubpath()


def _court_cap(p: QPainterPath) -> None:
    """The kanmuri: a low black cap with the raised knot-holder on top."""
    p.moveTo(33, 50)
    p.cubicTo(33, 36, 40, 31, 50, 31)
    p.cubicTo(60, 31, 67, 36, 67, 50)
    p.closeSubpath()
    p.addRoundedRect(QRectF(42, 17, 16, 17), 6, 6)


def _ribbon(p: QPainterPath) -> None:
    """The cap's ribbon (纓) standing up behind and curling back."""
    p.moveTo(54, 20)
    p.cubicTo(60, 4, 76, -2, 92, 6)
    p.lineTo(90, 12)
    p.cubicTo(77, 6, 65, 10, 59, 24)
    p.closeSubpath()


def _tall_eboshi(p: QPainterPath) -> None:
    p.moveTo(32, 51)
    p.cubicTo(31, 28, 38, 6, 52, 0)
    p.cubicTo(62, 6, 68, 26, 68, 51)
    p.closeSubpath()


def _folded_eboshi(p: QPainterPath) -> None:
    p.moveTo(32, 51)
    p.cubicTo(31, 36, 37, 26, 50, 24)
    p.lineTo(92, 18)
    p.lineTo(74, 36)
    p.cubicTo(70, 40, 68, 44, 68, 51)
    p.closeSubpath()


def _fan(cx: float, side: float) -> QPainterPath:
    """An ear-fan (緌): a half disc of horsehair at the side of the face."""
    path = QPainterPath()
    path.moveTo(cx, 48)
    path.arcTo(QRectF(cx - 15, 48, 30, 30), 90, 180 * side)
    path.closeSubpath()
    return path


def _fan_lines(cx: float, side: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(1, 5):
        angle = 90 + 36 * k * side
        end = QTransform().translate(cx, 63).rotate(-angle).map(QPointF(13, 0))
        path.moveTo(cx, 63)
        path.lineTo(end)
    return path


def _arrows(p: QPainterPath) -> None:
    for dx in (0.0, 6.0):
        p.moveTo(70 + dx, 100)
        p.lineTo(86 + dx, 60)
        p.lineTo(89 + dx, 60)
        p.lineTo(73 + dx, 100)
        p.closeSubpath()
        p.moveTo(84 + dx, 62)
        p.lineTo(82 + dx, 52)
        p.lineTo(90 + dx, 60)
        p.closeSubpath()


def _long_hair(p: QPainterPath) -> None:
    p.moveTo(50, 33)
    p.cubicTo(30, 33, 26, 50, 28, 66)
    p.cubicTo(29, 80, 22, 92, 18, 100)
    p.lineTo(36, 100)
    p.cubicTo(36, 86, 34, 72, 34, 60)
    p.lineTo(66, 60)
    p.cubicTo(66, 72, 64, 86, 64, 100)
    p.lineTo(82, 100)
    p.cubicTo(78, 92, 71, 80, 72, 66)
    p.cubicTo(74, 50, 70, 33, 50, 33)
    p.closeSubpath()


def _layered_collar(path: QPainterPath, inset: float) -> None:
    path.moveTo(36 + inset, 80)
    path.lineTo(50, 100)
    path.lineTo(64 - inset, 80)
    path.lineTo(60 - inset, 80)
    path.lineTo(50, 94)
    path.lineTo(40 + inset, 80)
    path.closeSubpath()


def _crown_board(p: QPainterPath) -> None:
    p.addRect(QRectF(22, 20, 56, 7))


def _bead_strings() -> tuple[QPainterPath, QPainterPath]:
    strings, beads = QPainterPath(), QPainterPath()
    for k in range(7):
        x = 26 + k * 8
        strings.addRect(QRectF(x - 0.6, 27, 1.2, 16))
        for y in (32.0, 38.0, 43.5):
            beads.addEllipse(QPointF(x, y), 1.9, 1.9)
    return strings, beads


def _golden_crown(p: QPainterPath) -> None:
    p.moveTo(34, 38)
    p.lineTo(36, 22)
    p.lineTo(43, 31)
    p.lineTo(50, 16)
    p.lineTo(57, 31)
    p.lineTo(64, 22)
    p.lineTo(66, 38)
    p.closeSubpath()


Layer = tuple[QPainterPath, QColor]


def _face_layers(bald: bool = False) -> list[Layer]:
    head = ellipse_path(50, 60, 15.5, 18.5)
    layers: list[Layer] = [(head, SKIN)]
    if bald:  # the shaved crown, a shade darker
        layers.append((ellipse_path(50, 51, 13.5, 9.5).intersected(head), SKIN_SHADE))
    features = QPainterPath()
    for x in (44.0, 56.0):
        features.addRoundedRect(QRectF(x - 3, 59, 6, 1.8), 0.9, 0.9)
    features.addRoundedRect(QRectF(47.5, 70, 5, 1.5), 0.7, 0.7)
    layers.append((features, INK))
    return layers


def emblem_layers(kind: Face, coloured: bool = True) -> list[Layer]:
    """The emblem of ``kind``: filled paths in a 100 × 100 box, drawn in order.  Robes
    take the kind's colour only when ``coloured``: without kind labels the figure alone
    must tell the kind, as on paper cards (the emperor and the empress keep their
    robes of state: single cards, drawn so on paper too)."""
    robe = ROBES[kind] if coloured or kind in (JITO, TENJI) else PLAIN_ROBE
    body: list[Layer] = [(_path(_shoulders), robe)]
    if kind in (HIME, JITO):
        hair = _path(_long_hair)
        collars: list[Layer] = [
            (_path(lambda p: _layered_collar(p, 0)), QColor("#f3c623")),
            (_path(lambda p: _layered_collar(p, 3)), QColor("#2e7d32")),
            (_path(lambda p: _layered_collar(p, 6)), WHITE),
        ]
        layers = [(hair, HAIR), *body, *collars, *_face_layers()]
        fringe = _path(lambda p: _fringe(p))
        layers.append((fringe, HAIR))
        if kind == JITO:
            layers.append((_path(_golden_crown), GOLD))
            layers.append((ellipse_path(50, 30, 2.6, 2.6), QColor("#c62828")))
        return layers
    layers = [*body, (_path(_collar), WHITE)]
    if kind == BOZU:
        stole = _path(lambda p: _stole(p))
        return [*layers, (stole, GOLD), *_face_layers(bald=True)]
    if kind == YAGO:
        layers.append((_path(_arrows), QColor("#6d4c41")))
    layers += _face_layers()
    if kind == KURO:
        layers += [(_path(_ribbon), CAP), (_path(_court_cap), CAP)]
    elif kind == YAGO:
        layers += [(_path(_court_cap), CAP)]
        for cx, side in ((26.0, 1.0), (74.0, -1.0)):
            layers.append((_fan(cx, side), CAP))
            layers.append((_outline_of(_fan_lines(cx, side), 1.2), QColor("#9e9e9e")))
    elif kind == TATE:
        layers.append((_path(_tall_eboshi), CAP))
    elif kind == YOKO:
        layers.append((_path(_folded_eboshi), CAP))
    elif kind == TENJI:
        strings, beads = _bead_strings()
        layers += [
            (_path(_court_cap), CAP),
            (_path(_crown_board), CAP),
            (_outline_of(_path(_crown_board), 1.6), GOLD),
            (strings, GOLD),
            (beads, GOLD),
        ]
    return layers


def _fringe(p: QPainterPath) -> None:
    p.moveTo(34, 56)
    p.cubicTo(34, 42, 42, 40, 50, 40)
    p.cubicTo(58, 40, 66, 42, 66, 56)
    p.cubicTo(60, 46, 40, 46, 34, 56)
    p.closeSubpath()


def _stole(p: QPainterPath) -> None:
    p.moveTo(30, 84)
    p.lineTo(36, 82)
    p.lineTo(62, 100)
    p.lineTo(54, 100)
    p.closeSubpath()


def _outline_of(path: QPainterPath, width: float) -> QPainterPath:
    """The area a pen ``width`` wide covers along ``path`` (drawn as a fill)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    return stroker.createStroke(path)


def paint_emblem(p: QPainter, kind: Face, box: QRectF, coloured: bool = True) -> None:
    """The emblem of ``kind`` scaled into ``box`` (kept square, centred)."""
    side = min(box.width(), box.height())
    p.save()
    p.translate(box.center().x() - side / 2, box.center().y() - side / 2)
    p.scale(side / 100, side / 100)
    p.setPen(Qt.PenStyle.NoPen)
    for path, colour in emblem_layers(kind, coloured):
        p.setBrush(colour)
        p.drawPath(path)
    p.restore()


# -- the card ----------------------------------------------------------------------------------


def _vertical_text(
    p: QPainter, text: str, centre_x: float, top: float, bottom: float, width: float
) -> None:
    """``text`` written down a column ``width`` wide, one character under the other, as
    large as fits."""
    if not text:
        return
    step = (bottom - top) / len(text)
    size = min(step * 0.92, width * 0.95)
    p.setFont(piece_font(size))
    step = min(step, size * 1.08)
    for i, ch in enumerate(text):
        cell = QRectF(centre_x - size, top + i * step, 2 * size, step)
        p.drawText(cell, Qt.AlignmentFlag.AlignCenter, ch)


def _fitted_font(text: str, width: float, size: float, bold: bool = True) -> QFont:
    font = piece_font(size, bold)
    measured = QFontMetricsF(font).horizontalAdvance(text)
    if measured > width:
        font = piece_font(size * width / measured, bold)
    return font


class KarutaRenderer:
    """The :class:`~desktop.pieces.renderers.PieceRenderer` of Hyakunin Isshu reading cards."""

    aspect = 1.4

    def __init__(self, four_colour: bool = False) -> None:
        self._cache = PixmapCache()
        self.labels = True
        self.lang = "en"
        self.edition = DEFAULT_EDITION
        self.deal: int | str = 0
        self._order: tuple[tuple[int, ...], ...] = ()

    def set_four_colour(self, on: bool) -> None:
        """Reading cards keep their colours."""

    def set_labels(self, on: bool, lang: str) -> None:
        """Kind labels (and kind-coloured frames) on or off, in ``lang``."""
        if (on, lang) != (self.labels, self.lang):
            self.labels, self.lang = on, lang
            self._cache.clear()

    def set_edition(self, name: str, deal: int | str = 0) -> bool:
        """Which poem each card shows: an edition sorts the poets into kinds its own way,
        and each deal hands the poets of a kind to its cards in an order of its own.  A
        card's copy number follows the order the cards were dealt, so drawing copy n as
        the n-th poet would tell who was dealt which poets (the lowest numbers always to
        the first seat): the order is shuffled with ``deal`` instead, a key that is the
        same whenever the same deal is on the table (the table gives its layout, so a
        deal shows the same poets when dealt again, replayed or resumed from a record).

        True when the cards now show other poems than before: pictures handed out
        earlier (a scene's card items keep theirs) are stale and must be fetched again
        (the table does, when a deal comes to it)."""
        if (name, deal) == (self.edition, self.deal) and self._order:
            return False
        self.edition, self.deal = name, deal
        rng = random.Random(f"{name}:{deal}")
        order = []
        for group in edition_poems(name):
            copies = list(range(len(group)))
            rng.shuffle(copies)
            order.append(tuple(copies))
        changed = tuple(order) != self._order
        self._order = tuple(order)
        return changed

    def poem_of(self, piece: Piece) -> Poem:
        """The poem card ``piece`` shows in the current edition and deal."""
        if not self._order:
            self.set_edition(self.edition, self.deal)
        kind, copy = KARUTA.face(piece), KARUTA.copy(piece)
        return poem_for(kind + self._order[kind][copy] * KARUTA.stride, self.edition)

    def mark_of(self, piece: Piece) -> int:
        return 0

    def cache_size(self) -> int:
        return len(self._cache)

    def face(self, piece: Piece, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """Card ``piece`` as it shows in this deal: the picture of its poem."""
        return self.poem_face(self.poem_of(piece), width, height, ratio)

    def poem_face(self, poem: Poem, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The card of ``poem`` (of its kind in the current edition).  A picture is the
        poem's alone, cached by its number: which card shows it is the deal's business
        (:meth:`poem_of`)."""
        return self._cache.get(
            ("face", poem.number, poem.kind),
            width,
            height,
            ratio,
            lambda p, w, h: self._paint_face(p, poem, poem.kind, w, h),
        )

    def back(self, width: int, height: int, ratio: float = 1.0, mark: int | None = None) -> QPixmap:
        return self._cache.get(("back",), width, height, ratio, self._paint_back)

    def _paint_face(self, p: QPainter, poem: Poem, kind: Face, w: float, h: float) -> None:
        colour = KIND_COLOURS[kind] if self.labels else NEUTRAL
        outline = QPainterPath()
        radius = w * 0.05
        outline.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
        paper = QLinearGradient(0, 0, 0, h)
        paper.setColorAt(0, PAPER_TOP)
        paper.setColorAt(1, PAPER_BOTTOM)
        p.fillPath(outline, QBrush(paper))
        frame = max(1.5, w * 0.045)
        p.setPen(QPen(colour, frame))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = frame / 2 + 0.5
        p.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
        band = h * 0.15 if self.labels else 0.0
        bottom = h - inset - band
        if self.labels:
            self._paint_band(p, kind, colour, QRectF(inset, bottom, w - 2 * inset, band - inset))
        if w < _SMALL:
            paint_emblem(
                p, kind, QRectF(w * 0.08, h * 0.06, w * 0.84, bottom - h * 0.08), self.labels
            )
            return
        columns = 2 if w >= _LARGE else 1
        column = w * 0.15
        text_left = w - inset - frame - column * columns
        emblem = QRectF(w * 0.06, h * 0.12, text_left - w * 0.06, bottom - h * 0.14)
        paint_emblem(p, kind, emblem, self.labels)
        p.setPen(INK)
        name_x = w - inset - frame - column / 2
        _vertical_text(p, poem.poet, name_x, h * 0.06, bottom - h * 0.03, column)
        if columns == 2:
            p.setPen(INK.lighter(170))
            top, end = h * 0.08, bottom - h * 0.03
            _vertical_text(p, poem.reading, text_left + column / 2, top, end, column * 0.8)
        self.paint_number(p, poem.number, colour, w)

    def paint_number(self, p: QPainter, number: int, colour: QColor, w: float) -> QRectF:
        """The poem number in white on a tab of ``colour`` in the card's top left corner,
        the part of a card a fanned hand still shows: about a fifth of the card's width
        high (10 px on a 62 px card), condensed rather than shrunk where three digits
        would reach past that strip.  Returns the tab's rectangle."""
        text = str(number)
        size = min(w * NUMBER_SIZE, 12 + w * 0.06)  # large cards need no larger number
        font = piece_font(size, bold=True)
        metrics = QFontMetricsF(font)
        pad_x, pad_y = max(1.0, size * 0.1), max(2.0, size * 0.16)
        corner = max(1.5, w * 0.03)
        room = w * NUMBER_ROOM - corner - 2 * pad_x
        advance = metrics.horizontalAdvance(text)
        if advance > room:  # narrower letters first: the height is what makes it legible
            font.setStretch(max(NUMBER_STRETCH, int(100 * room / advance)))
            metrics = QFontMetricsF(font)
            advance = metrics.horizontalAdvance(text)
            if advance > room:
                font.setPixelSize(max(1, int(font.pixelSize() * room / advance)))
                metrics = QFontMetricsF(font)
                advance = metrics.horizontalAdvance(text)
        digits = metrics.capHeight()
        tab = QRectF(corner, corner, advance + 2 * pad_x, digits + 2 * pad_y)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(tab, tab.height() * 0.3, tab.height() * 0.3)
        p.setPen(WHITE)
        p.setFont(font)
        p.drawText(QPointF(tab.left() + pad_x, tab.top() + pad_y + digits), text)
        return tab

    def _paint_band(self, p: QPainter, kind: Face, colour: QColor, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, rect.height() * 0.2, rect.height() * 0.2)
        p.fillPath(path, colour)
        text = kind_label(kind, self.lang)
        p.setPen(WHITE)
        p.setFont(_fitted_font(text, rect.width() * 0.9, rect.height() * 0.62))
        # From the left edge: in a fanned hand only a card's left part shows.
        left = rect.adjusted(rect.height() * 0.3, 0, 0, 0)
        p.drawText(left, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_back(self, p: QPainter, w: float, h: float) -> None:
        """A deep green back with a gold border and a lattice of small gold lozenges."""
        outline = QPainterPath()
        radius = w * 0.05
        outline.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
        field = QLinearGradient(0, 0, w, h)
        field.setColorAt(0, QColor("#2e6b3a"))
        field.setColorAt(1, QColor("#1b4a27"))
        p.fillPath(outline, QBrush(field))
        p.setPen(QPen(GOLD, max(1.0, w * 0.025)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        m = w * 0.07
        p.drawRoundedRect(QRectF(m, m, w - 2 * m, h - 2 * m), radius, radius)
        lozenges = QPainterPath()
        step = max(6.0, w * 0.16)
        rx, ry = step * 0.22, step * 0.3
        inner = QRectF(m * 1.6, m * 1.6, w - 3.2 * m, h - 3.2 * m)
        rows = int(inner.height() // step)
        cols = int(inner.width() // step)
        for row in range(rows + 1):
            for col in range(cols + 1):
                x = inner.left() + (inner.width() - cols * step) / 2 + col * step
                y = inner.top() + (inner.height() - rows * step) / 2 + row * step
                lozenges.moveTo(x, y - ry)
                lozenges.lineTo(x + rx, y)
                lozenges.lineTo(x, y + ry)
                lozenges.lineTo(x - rx, y)
                lozenges.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(212, 166, 42, 150))
        p.drawPath(lozenges)


def karuta_renderer(four_colour: bool = False) -> KarutaRenderer:
    return KarutaRenderer(four_colour)


__all__ = [
    "KIND_COLOURS",
    "KarutaRenderer",
    "emblem_layers",
    "karuta_renderer",
    "paint_emblem",
]
