"""Our own card faces and backs, painted once per size into cached pixmaps.

Scene items only display these pixmaps (C++ painting): a Python ``paint()``
override would run for every frame and crawl while a bot thread computes.
Faces are re-rendered whenever the table's card size changes, at the screen's
device pixel ratio, so they stay crisp at any window size.

Court cards are double-ended half-figures drawn from painter paths built once in
"figure units" (a half-frame 200 wide and 220 high, origin at the card's centre) and
scaled to the card; every suit shares the drawing in its own colour and one accent
palette, so the pack reads as one deck.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import cos, pi, sin
from typing import NamedTuple

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
    QTransform,
)

from rules_core.cards import (
    CLUBS,
    DIAMONDS,
    FRENCH,
    HEARTS,
    JACK,
    JOKER,
    KING,
    QUEEN,
    SPADES,
    SUIT_SYMBOLS,
    Card,
    rank_of,
    rank_text,
    suit_of,
)

from .pixmap_cache import PixmapCache

FONT_FAMILY = "Noto Sans JP"
RED = QColor("#c62828")
BLACK = QColor("#1f1f1f")
FACE = QColor("#fffdf7")
EDGE = QColor("#9e9e9e")
BACK_DARK = QColor("#1e3a5f")
BACK_LIGHT = QColor("#2f5d8a")

# The court figures' palette, shared by every suit as in a printed pack.
GOLD = QColor("#e5ab2e")
BLUE = QColor("#2458a6")
INK = QColor("#262626")
SKIN = QColor("#f9dcc2")
CREAM = QColor("#fbf1d8")
WHITE = QColor("#ffffff")
STEEL = QColor("#cfd8df")
WOOD = QColor("#8d5a2b")
LEAF = QColor("#3f7d3c")
LIP = QColor("#c0504d")
JESTER = QColor("#6a1b9a")
HAIR = {JACK: QColor("#f2c94c"), QUEEN: QColor("#a8532a"), KING: QColor("#ece7dd")}

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

# The court frame's margins as fractions of the card, and the slope of its diagonal divide:
# the upper half-figure is clipped above the divide, its turned copy below it.
_FRAME_X, _FRAME_Y = 0.22, 0.055
_DIVIDE = 0.14
_SMALL = 44  # below this card width, figures leave out their fine details

Point = tuple[float, float]
Segment = tuple[Point] | tuple[Point, Point, Point]  # a line to a point, or a cubic


def piece_font(pixel_size: float, bold: bool = False) -> QFont:
    """The pieces' typeface at a pixel size (never below one pixel)."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def _draw_centered(
    painter: QPainter, text: str, centre: QPointF, size: float, bold: bool = False
) -> None:
    painter.setFont(piece_font(size, bold))
    box = QRectF(centre.x() - size * 2, centre.y() - size, size * 4, size * 2)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _card_outline(w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.07, w * 0.07)
    return path


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved the fraction ``t`` of the way towards ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


# -- path building (figure units) ---------------------------------------------------------


def _add(path: QPainterPath, segment: Segment) -> None:
    if len(segment) == 1:
        path.lineTo(*segment[0])
    else:
        (x1, y1), (x2, y2), (x, y) = segment
        path.cubicTo(x1, y1, x2, y2, x, y)


def _shape(start: Point, segments: Sequence[Segment]) -> QPainterPath:
    """A closed path from ``start`` through lines and cubics."""
    path = QPainterPath(QPointF(*start))
    for segment in segments:
        _add(path, segment)
    path.closeSubpath()
    return path


def _stroke(start: Point, segments: Sequence[Segment]) -> QPainterPath:
    """An open path, for lines drawn with the pen only."""
    path = QPainterPath(QPointF(*start))
    for segment in segments:
        _add(path, segment)
    return path


def _symmetric(top: Point, segments: Sequence[Segment]) -> QPainterPath:
    """A shape mirrored about x = 0: ``segments`` run from ``top`` (on the axis) down the
    right side and back to the axis; the left side is their mirror image."""
    path = QPainterPath(QPointF(*top))
    starts = [top]
    for segment in segments:
        _add(path, segment)
        starts.append(segment[-1])
    for segment, (x, y) in zip(reversed(segments), reversed(starts[:-1]), strict=True):
        if len(segment) == 1:
            path.lineTo(-x, y)
        else:
            (x1, y1), (x2, y2), _ = segment
            path.cubicTo(-x2, y2, -x1, y1, -x, y)
    path.closeSubpath()
    return path


def _mirrored(path: QPainterPath) -> QPainterPath:
    return QTransform.fromScale(-1, 1).map(path)


def _pair(path: QPainterPath) -> QPainterPath:
    """``path`` and its mirror image about x = 0."""
    both = QPainterPath(path)
    both.addPath(_mirrored(path))
    return both


def ellipse_path(x: float, y: float, rx: float, ry: float | None = None) -> QPainterPath:
    """An ellipse centred on (x, y) (a circle when ``ry`` is left out)."""
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), rx, rx if ry is None else ry)
    return path


def _rect(x: float, y: float, width: float, height: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(x, y, width, height)
    return path


def _dots(points: Sequence[Point], radius: float) -> QPainterPath:
    path = QPainterPath()
    for x, y in points:
        path.addEllipse(QPointF(x, y), radius, radius)
    return path


def _lozenges(points: Sequence[Point], rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    for x, y in points:
        path.addPolygon(
            QPolygonF(
                [QPointF(x, y - ry), QPointF(x + rx, y), QPointF(x, y + ry), QPointF(x - rx, y)]
            )
        )
        path.closeSubpath()
    return path


@cache
def _suit_path(suit: int) -> QPainterPath:
    """Our suit symbol, about 2 wide and 2 high, centred on the origin."""
    if suit == CLUBS:  # clubs: three leaves and a flared stem, joined a hundred times larger
        # (boolean operations flatten curves to lines at a fixed tolerance)
        # (boolean operations flatten curves to lines at a fixed tolerance); the triangle
        # between the leaves' centres fills the middle.
        path = (
            ellipse_path(0, -50, 44)
            .united(ellipse_path(-50, 12, 44))
            .united(ellipse_path(50, 12, 44))
        )
        middle = _shape((0, -50), [((50, 12),), ((-50, 12),)])
        stem = _symmetric(
            (0, 10), [((12, 10),), ((8, 36),), ((9, 64), (18, 88), (36, 100)), ((0, 100),)]
        )
        return QTransform.fromScale(0.01, 0.01).map(path.united(middle).united(stem))
    if suit == DIAMONDS:  # diamonds: gently curved sides
        return _symmetric(
            (0, -1),
            [((0.22, -0.6), (0.52, -0.22), (0.76, 0)), ((0.52, 0.22), (0.22, 0.6), (0, 1))],
        )
    if suit == HEARTS:  # hearts
        return _symmetric(
            (0, -0.6),
            [
                ((0.06, -0.82), (0.24, -0.98), (0.48, -0.98)),
                ((0.74, -0.98), (1, -0.78), (1, -0.38)),
                ((1, 0.1), (0.5, 0.5), (0, 0.96)),
            ],
        )
    return _symmetric(  # spades: a turned heart on a flared stem
        (0, -1),
        [
            ((0.25, -0.62), (0.95, -0.32), (0.95, 0.1)),
            ((0.95, 0.42), (0.72, 0.58), (0.48, 0.58)),
            ((0.28, 0.58), (0.12, 0.48), (0.05, 0.36)),
            ((0.08, 0.62), (0.18, 0.86), (0.36, 1.0)),
            ((0, 1.0),),
        ],
    )


class _Layer(NamedTuple):
    """One shape of a figure: palette roles for fill and outline (None: not drawn)."""

    path: QPainterPath
    fill: str | None
    line: str | None = "ink"
    weight: float = 1.0  # outline width relative to the card's outline width
    fine: bool = False  # a detail left out on small cards


def _star(cx: float, cy: float, outer: float, inner: float) -> QPainterPath:
    star = QPolygonF()
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -pi / 2 + i * pi / 5
        star.append(QPointF(cx + radius * cos(angle), cy + radius * sin(angle)))
    path = QPainterPath()
    path.addPolygon(star)
    path.closeSubpath()
    return path


def _face_features(mouth: bool) -> list[_Layer]:
    eyes = _pair(ellipse_path(8.5, -135, 2.5, 1.8))
    brows = _pair(_stroke((4, -141), [((7, -143.5), (11, -144), (14, -142))]))
    nose = _stroke((0.5, -136), [((-2.5, -124),), ((2.5, -122.5),)])
    layers = [
        _Layer(eyes, "ink", None, fine=True),
        _Layer(brows, None, "ink", 0.8, True),
        _Layer(nose, None, "ink", 0.7, True),
    ]
    if mouth:
        lips = _symmetric(
            (0, -116.5), [((3, -117.5), (5, -116.5), (6, -115)), ((3, -112), (1, -112), (0, -112))]
        )
        layers.append(_Layer(lips, "lip", None, fine=True))
    return layers


def _robe() -> list[_Layer]:
    """The body every court figure shares: robe, patterned panel, gold trim, neck."""
    robe = _symmetric(
        (0, -100),
        [
            ((16, -101),),
            ((36, -100), (62, -97), (80, -87)),
            ((94, -77), (100, -54), (104, -22)),
            ((110, 40),),
            ((0, 40),),
        ],
    )
    panel = _symmetric((0, -99), [((15, -99),), ((33, 40),), ((0, 40),)])
    spots = [
        (x + (8 if row % 2 else 0), -88 + row * 14) for row in range(10) for x in (-24, -8, 8, 24)
    ]
    pattern = _lozenges(spots, 3.6, 5.2).intersected(panel)
    trim = _pair(_shape((12, -99), [((20, -99),), ((39, 40),), ((28, 40),)]))
    studs = _pair(_dots([(58, -70), (74, -40), (52, -26), (84, -14), (66, -8)], 2.6))
    return [
        _Layer(robe, "suit"),
        _Layer(studs, "gold", None, fine=True),
        _Layer(panel, "cream", None),
        _Layer(pattern, "suit", None, fine=True),
        _Layer(trim, "gold", "ink", 0.6),
        _Layer(_rect(-9, -114, 18, 18), "skin"),
    ]


def _arms() -> list[_Layer]:
    """Sleeves in the accent colour: the left hand grips a staff, the right rests on the
    chest."""
    left = _shape(
        (-56, -97),
        [
            ((-84, -99), (-100, -72), (-100, -40)),
            ((-95, -22),),
            ((-84, -30), (-72, -42), (-63, -49)),
            ((-55, -64),),
            ((-60, -74), (-62, -86), (-56, -97)),
        ],
    )
    right = _shape(
        (56, -97),
        [
            ((84, -99), (100, -72), (100, -40)),
            ((96, -24),),
            ((72, -26), (48, -34), (31, -41)),
            ((29, -60),),
            ((46, -61), (60, -70), (56, -97)),
        ],
    )
    cuffs = _shape((-63, -49), [((-55, -64),), ((-61, -59),), ((-69, -44),)])
    cuffs.addPath(_shape((31, -41), [((29, -60),), ((37, -58),), ((39, -39),)]))
    hands = ellipse_path(-58, -58, 8, 9)
    hands.addPath(ellipse_path(24, -51, 8.5, 8))
    return [
        _Layer(left, "accent"),
        _Layer(right, "accent"),
        _Layer(cuffs, "gold", "ink", 0.6),
        _Layer(hands, "skin"),
    ]


def _king() -> list[_Layer]:
    rod = _rect(-62, -184, 6, 142)
    orb = ellipse_path(-59, -192, 8)
    cross = _rect(-60.5, -214, 3, 15)
    cross.addRect(-65, -208, 12, 3)
    ermine = _symmetric(
        (0, -105),
        [
            ((18, -107),),
            ((42, -105), (68, -97), (84, -86)),
            ((87, -71),),
            ((58, -79), (28, -77), (0, -69)),
        ],
    )
    tails = _pair(
        _lozenges([(22, -86), (44, -88), (66, -84), (34, -96), (56, -95), (77, -79)], 1.6, 3)
    )
    hair = _symmetric(
        (0, -163),
        [
            ((16, -163), (28, -155), (29, -138)),
            ((30, -124), (29, -112), (27, -104)),
            ((23, -108),),
            ((22, -120), (20, -140), (0, -152)),
        ],
    )
    beard = _symmetric(
        (0, -121),
        [((8, -124), (16, -126), (22, -131)), ((25, -126),), ((27, -110), (20, -95), (0, -82))],
    )
    curls = _pair(_stroke((10, -108), [((12, -101), (10, -95), (6, -90))]))
    curls.addPath(_stroke((0, -106), [((1, -99), (0, -94), (-1, -88))]))
    moustache = _symmetric(
        (0, -124), [((7, -127), (15, -125), (19, -118)), ((12, -120), (6, -121), (0, -119))]
    )
    crown = _symmetric((0, -205), [((15, -178),), ((30, -196),), ((27, -165),), ((0, -165),)])
    band = _rect(-28, -169, 56, 11)
    balls = _dots([(0, -207), (30, -198), (-30, -198)], 4)
    jewels = _lozenges([(-15, -163.5), (15, -163.5)], 3, 3.6)
    return [
        _Layer(rod, "gold", "ink", 0.7),
        _Layer(orb, "gold"),
        _Layer(cross, "gold", "ink", 0.6),
        *_robe(),
        _Layer(ermine, "white"),
        _Layer(tails, "ink", None, fine=True),
        *_arms(),
        _Layer(ellipse_path(0, -133, 23, 28), "skin"),
        *_face_features(mouth=False),
        _Layer(hair, "hair"),
        _Layer(beard, "hair"),
        _Layer(curls, None, "ink", 0.6, True),
        _Layer(moustache, "hair"),
        _Layer(ellipse_path(0, -113.5, 4, 1.6), "lip", None, fine=True),
        _Layer(crown, "gold"),
        _Layer(band, "gold"),
        _Layer(balls, "gold", "ink", 0.8),
        _Layer(ellipse_path(0, -163.5, 3.6), "accent", None, fine=True),
        _Layer(jewels, "suit", None, fine=True),
        _Layer(ellipse_path(0, -184, 3.2, 4.2), "accent", None, fine=True),
    ]


def _queen() -> list[_Layer]:
    stem = _stroke((-58, -62), [((-56, -90), (-66, -120), (-62, -146))])
    leaves = _shape(
        (-60, -100),
        [((-72, -104), (-80, -116), (-82, -124)), ((-70, -122), (-62, -112), (-60, -100))],
    )
    leaves.addPath(
        _shape(
            (-63, -122),
            [((-54, -126), (-46, -134), (-44, -142)), ((-54, -140), (-62, -134), (-63, -122))],
        )
    )
    petals = _dots(
        [(-62 + 7 * cos(a * pi / 2.5), -154 + 7 * sin(a * pi / 2.5)) for a in range(5)], 6.5
    )
    hair = _symmetric(
        (0, -167),
        [
            ((20, -168), (35, -154), (35, -132)),
            ((35, -112), (41, -95), (51, -80)),
            ((41, -73), (28, -79), (22, -92)),
            ((19, -100), (16, -110), (0, -111)),
        ],
    )
    strands = _pair(_stroke((28, -132), [((28, -112), (34, -96), (42, -82))]))
    neckline = _symmetric((0, -106), [((12, -106),), ((10, -89),), ((0, -84),)])
    beads = _dots([(11 * sin(a / 4), -99 + 8 * cos(a / 4)) for a in range(-5, 6)], 1.7)
    fringe = _symmetric(
        (0, -163), [((14, -163), (24, -156), (25, -140)), ((16, -149), (8, -150), (0, -146))]
    )
    tiara = _symmetric((0, -191), [((12, -176),), ((25, -186),), ((24, -165),), ((0, -165),)])
    band = _rect(-25, -169, 50, 9)
    balls = _dots([(0, -193), (25, -188), (-25, -188)], 3.2)
    return [
        _Layer(stem, None, "leaf", 1.6),
        _Layer(leaves, "leaf", "ink", 0.6),
        *_robe(),
        _Layer(hair, "hair"),
        _Layer(strands, None, "ink", 0.5, True),
        _Layer(neckline, "skin"),
        _Layer(beads, "gold", None, fine=True),
        _Layer(_lozenges([(0, -90)], 3, 4), "accent", None, fine=True),
        *_arms(),
        _Layer(petals, "accent"),
        _Layer(ellipse_path(-62, -154, 4), "gold", "ink", 0.5),
        _Layer(ellipse_path(0, -133, 23, 28), "skin"),
        *_face_features(mouth=True),
        _Layer(fringe, "hair"),
        _Layer(tiara, "gold"),
        _Layer(band, "gold"),
        _Layer(balls, "gold", "ink", 0.8),
        _Layer(
            _lozenges([(-12, -164.5), (0, -164.5), (12, -164.5)], 2.6, 3.2),
            "accent",
            None,
            fine=True,
        ),
        _Layer(ellipse_path(0, -178, 2.6, 3.4), "suit", None, fine=True),
    ]


def _jack() -> list[_Layer]:
    shaft = _rect(-61, -198, 5, 240)
    point = _shape((-58.5, -220), [((-53, -203),), ((-58.5, -196),), ((-64, -203),)])
    blade = _shape(
        (-61, -195),
        [
            ((-71, -197), (-79, -203), (-81, -207)),
            ((-86, -193), (-84, -178), (-79, -170)),
            ((-75, -176), (-69, -182), (-61, -182)),
        ],
    )
    collar = _symmetric(
        (0, -105),
        [((12, -106),), ((26, -103), (36, -95), (39, -84)), ((26, -80), (10, -84), (0, -92))],
    )
    hair = _symmetric(
        (0, -163),
        [
            ((18, -163), (30, -152), (30, -134)),
            ((30, -122), (32, -114), (37, -107)),
            ((28, -105), (22, -112), (22, -126)),
            ((20, -141), (10, -146), (0, -144)),
        ],
    )
    beret = _shape(
        (-38, -151),
        [
            ((-44, -166), (-18, -183), (10, -182)),
            ((36, -181), (52, -168), (44, -155)),
            ((22, -160), (-14, -160), (-38, -151)),
        ],
    )
    band = _shape(
        (-38, -151),
        [
            ((-14, -160), (22, -160), (44, -155)),
            ((42, -148),),
            ((20, -153), (-14, -153), (-38, -144)),
        ],
    )
    feather = _shape(
        (13, -181),
        [((17, -199), (28, -211), (43, -219)), ((37, -205), (31, -191), (22, -178))],
    )
    quill = _stroke((17, -181), [((23, -196), (31, -208), (42, -217))])
    return [
        _Layer(shaft, "wood", "ink", 0.6),
        _Layer(blade, "steel"),
        _Layer(point, "steel"),
        *_robe(),
        _Layer(collar, "white"),
        *_arms(),
        _Layer(ellipse_path(0, -133, 23, 28), "skin"),
        *_face_features(mouth=True),
        _Layer(hair, "hair"),
        _Layer(feather, "suit", "ink", 0.7),
        _Layer(quill, None, "cream", 0.7, True),
        _Layer(beret, "accent"),
        _Layer(band, "gold", "ink", 0.6),
        _Layer(_lozenges([(-6, -156)], 3, 3.6), "suit", None, fine=True),
    ]


@cache
def _court_layers(rank: int) -> tuple[_Layer, ...]:
    """The upper half-figure of a court card, in figure units (built once)."""
    build = {JACK: _jack, QUEEN: _queen, KING: _king}[rank]
    return tuple(build())


@cache
def _jester_layers() -> tuple[_Layer, ...]:
    """The joker's jester, in units where the card is 300 wide (origin: his face's centre)."""
    hem = [(90, 150), (75, 136), (60, 152), (40, 136), (20, 152), (0, 136)]
    body = _symmetric(
        (0, 40),
        [((22, 40),), ((58, 44), (80, 60), (84, 100)), *[(point,) for point in hem]],
    )
    spots = [(x, y) for y in range(40, 161, 40) for x in range(-90, 91, 30)]
    checks = _lozenges(spots, 15, 20).intersected(body)  # a harlequin's diamonds
    bells = _pair(_dots(hem[:-1:2], 5.5))
    ruff = QPolygonF()
    for i in range(32):
        angle = 2 * pi * i / 32
        radius = 1.0 if i % 2 == 0 else 0.78
        ruff.append(QPointF(54 * radius * cos(angle), 40 + 20 * radius * sin(angle)))
    ruff_path = QPainterPath()
    ruff_path.addPolygon(ruff)
    ruff_path.closeSubpath()
    side = _shape(
        (-8, -27),
        [
            ((-38, -42), (-62, -58), (-80, -34)),
            ((-86, -24), (-88, -12), (-84, -2)),
            ((-78, -26), (-58, -34), (-24, -16)),
        ],
    )
    middle = _shape(
        (-16, -24),
        [((-20, -60), (-8, -90), (16, -104)), ((8, -84), (12, -52), (16, -24))],
    )
    smile = _stroke((-13, 10), [((-6, 18), (6, 18), (13, 10))])
    eyes = _pair(_stroke((6, -6), [((8, -10), (12, -10), (14, -6))]))
    cheeks = _pair(ellipse_path(15, 6, 5, 3.5))
    return (
        _Layer(body, "jester"),
        _Layer(checks, "gold", None, fine=True),
        _Layer(_rect(-8, 20, 16, 24), "skin"),
        _Layer(ruff_path, "white"),
        _Layer(ellipse_path(0, 0, 27, 31), "skin"),
        _Layer(cheeks, "lip", None, fine=True),
        _Layer(eyes, None, "ink", 1.0),
        _Layer(smile, None, "ink", 1.2),
        _Layer(ellipse_path(0, 2, 4.5), "red", None),
        _Layer(side, "red"),
        _Layer(_mirrored(side), "blue"),
        _Layer(middle, "gold"),
        _Layer(_rect(-30, -32, 60, 10), "jester"),
        _Layer(_dots([(-84, 2), (16, -106), (84, 2)], 7), "gold"),
        _Layer(bells, "gold"),
        _Layer(_star(0, 100, 26, 11), None),  # filled with a gradient
    )


def _paint_layers(
    p: QPainter, layers: Sequence[_Layer], palette: dict[str, QColor], pen: float, fine: bool
) -> None:
    """Draw ``layers`` with the painter already in figure units (``pen``: outline width)."""
    for layer in layers:
        if layer.fine and not fine:
            continue
        if layer.line is None:
            p.setPen(Qt.PenStyle.NoPen)
        else:
            p.setPen(
                QPen(
                    palette[layer.line],
                    pen * layer.weight,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
        p.setBrush(Qt.BrushStyle.NoBrush if layer.fill is None else palette[layer.fill])
        p.drawPath(layer.path)


def _palette(colour: QColor) -> dict[str, QColor]:
    """Figure colours for a suit: its own colour plus the accent that contrasts with it."""
    return {
        "suit": colour,
        "accent": BLUE if colour.red() > 2 * max(colour.green(), colour.blue()) else RED,
        "gold": GOLD,
        "ink": INK,
        "skin": SKIN,
        "cream": CREAM,
        "white": WHITE,
        "steel": STEEL,
        "wood": WOOD,
        "leaf": LEAF,
        "lip": LIP,
        "red": RED,
        "blue": BLUE,
        "jester": JESTER,
    }


class CardRenderer:
    """Renders and caches card pixmaps keyed by (what, logical size, pixel ratio): the
    :class:`~desktop.pieces.renderers.PieceRenderer` of French cards."""

    aspect = 1.4

    def __init__(self, four_colour: bool = False) -> None:
        self._cache = PixmapCache()
        self.colours = FOUR_COLOURS if four_colour else TWO_COLOURS

    def set_four_colour(self, on: bool) -> None:
        colours = FOUR_COLOURS if on else TWO_COLOURS
        if colours is not self.colours:
            self.colours = colours
            self._cache.clear()

    def face(self, card: Card, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        return self._cached(("face", FRENCH.face(card)), width, height, ratio)

    def back(self, width: int, height: int, ratio: float = 1.0, mark: int | None = None) -> QPixmap:
        if mark is not None:
            return self.suit_back(mark, width, height, ratio)
        return self._cached(("back",), width, height, ratio)

    def set_labels(self, on: bool, lang: str) -> None:
        """French cards carry no kind labels."""

    def mark_of(self, card: Card) -> int:
        """A marked back shows the card's suit."""
        return suit_of(card)

    def suit_back(self, suit: int, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The back of a must-follow practice card: it shows the card's suit (colour and
        symbol) but not its rank."""
        return self._cached(("suit_back", suit), width, height, ratio)

    def cache_size(self) -> int:
        return len(self._cache)

    def _cached(self, what: tuple[object, ...], width: int, height: int, ratio: float) -> QPixmap:
        return self._cache.get(
            what, width, height, ratio, lambda p, w, h: self._paint(p, what, w, h)
        )

    def _paint(self, p: QPainter, what: tuple[object, ...], w: float, h: float) -> None:
        if what[0] == "back":
            self._paint_back(p, w, h)
        elif what[0] == "suit_back":
            suit = what[1]
            assert isinstance(suit, int)
            self._paint_suit_back(p, suit, w, h)
        else:
            card = what[1]
            assert isinstance(card, int)
            self._paint_face(p, card, w, h)

    # -- backs ----------------------------------------------------------------------------

    def _paint_back(self, p: QPainter, w: float, h: float) -> None:
        """A dark blue field with a diamond lattice centred on the card, rosettes in its
        cells, a central medallion and a double gold border: symmetric both ways."""
        outline = _card_outline(w, h)
        p.fillPath(outline, QBrush(QColor("white")))
        inner = QRectF(w * 0.06, w * 0.06, w - w * 0.12, h - w * 0.12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BACK_DARK)
        p.drawRoundedRect(inner, w * 0.04, w * 0.04)
        cx, cy = w / 2, h / 2
        sx, sy = w * 0.16, w * 0.2  # a lattice cell's width and height
        fine = w >= _SMALL
        p.save()
        p.setClipRect(inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03))
        lattice = QPainterPath()
        n = int(h / sy) + 2
        for i in range(-2 * n, 2 * n + 1):  # lines through every knot of the centre row
            x = cx + i * sx
            lattice.moveTo(x - n * sx, cy - n * sy)
            lattice.lineTo(x + n * sx, cy + n * sy)
            lattice.moveTo(x + n * sx, cy - n * sy)
            lattice.lineTo(x - n * sx, cy + n * sy)
        p.setPen(QPen(BACK_LIGHT, max(1.0, w * 0.018)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(lattice)
        if fine:
            knots = QPainterPath()
            petals = QPainterPath()
            rows, cols = int(h / sy) + 1, int(w / sx) + 1
            for b in range(-rows, rows + 1):
                for a in range(-cols, cols + 1):
                    x, y = cx + a * sx / 2, cy + b * sy / 2
                    if (a + b) % 2 == 0:
                        knots.addEllipse(QPointF(x, y), w * 0.016, w * 0.016)
                    else:  # a four-petal rosette in the middle of a cell
                        petals.addEllipse(QPointF(x, y - sy * 0.17), sx * 0.07, sy * 0.13)
                        petals.addEllipse(QPointF(x, y + sy * 0.17), sx * 0.07, sy * 0.13)
                        petals.addEllipse(QPointF(x - sx * 0.17, y), sx * 0.13, sy * 0.07)
                        petals.addEllipse(QPointF(x + sx * 0.17, y), sx * 0.13, sy * 0.07)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#4f7fae"))
            p.drawPath(petals)
            p.setBrush(QColor("#d4af37"))
            p.drawPath(knots)
        p.restore()
        # The medallion: a gold ring around an eight-petal rosette.
        rx, ry = w * 0.2, w * 0.26
        p.setPen(QPen(QColor("#d4af37"), max(1.0, w * 0.018)))
        p.setBrush(BACK_DARK)
        p.drawEllipse(QPointF(cx, cy), rx, ry)
        rosette = QPainterPath()
        petal = QPainterPath()
        petal.addEllipse(QPointF(0, -rx * 0.45), rx * 0.15, rx * 0.36)
        for k in range(8):
            rosette.addPath(
                QTransform().translate(cx, cy).scale(1, ry / rx).rotate(45 * k).map(petal)
            )
        p.setPen(QPen(QColor("#d4af37"), max(0.6, w * 0.008)) if fine else Qt.PenStyle.NoPen)
        p.setBrush(QColor("#4f7fae"))
        p.drawPath(rosette)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#d4af37"))
        p.drawEllipse(QPointF(cx, cy), rx * 0.2, rx * 0.2)
        # The border: a gold line inside a light one, with a lozenge at each corner.
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(BACK_LIGHT, max(1.0, w * 0.012)))
        p.drawRoundedRect(
            inner.adjusted(w * 0.018, w * 0.018, -w * 0.018, -w * 0.018), w * 0.03, w * 0.03
        )
        p.setPen(QPen(QColor("#d4af37"), max(1.0, w * 0.015)))
        border = inner.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04)
        p.drawRoundedRect(border, w * 0.03, w * 0.03)
        if fine:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d4af37"))
            d = w * 0.07
            for corner in (
                border.topLeft(),
                border.topRight(),
                border.bottomLeft(),
                border.bottomRight(),
            ):
                x = corner.x() + (d if corner.x() < cx else -d)
                y = corner.y() + (d if corner.y() < cy else -d)
                p.drawPath(_lozenges([(x, y)], d * 0.45, d * 0.45))
        p.setPen(QPen(EDGE, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
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
        p.setPen(QPen(QColor(255, 255, 255, 170), max(1.0, w * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(
            inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), w * 0.03, w * 0.03
        )
        p.setPen(QPen(QColor("white"), max(1.0, w * 0.02)))
        p.setBrush(_mix(SUIT_BACK_COLOURS[suit], BLACK, 0.18))
        p.drawEllipse(QPointF(w / 2, h / 2), w * 0.3, w * 0.3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("white"))
        size = w * 0.17
        p.drawPath(QTransform().translate(w / 2, h / 2).scale(size, size).map(_suit_path(suit)))
        p.setPen(QPen(EDGE, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(outline)

    # -- faces ----------------------------------------------------------------------------

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
        if rank in (JACK, QUEEN, KING):
            self._paint_court(p, rank, suit, colour, w, h)
        p.setPen(colour)
        self._paint_indices(p, rank_text(rank), SUIT_SYMBOLS[suit], w, h)
        if rank in PIPS:
            self._paint_pips(p, SUIT_SYMBOLS[suit], PIPS[rank], w, h)
        elif rank == 14:
            self._paint_ace(p, suit, colour, w, h)

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

    def _paint_ace(self, p: QPainter, suit: int, colour: QColor, w: float, h: float) -> None:
        """One large shaded symbol; the ace of spades gets a ring of lozenges and an
        inner line."""
        cx, cy = w / 2, h / 2
        size = w * (0.27 if suit == SPADES else 0.26 if suit == DIAMONDS else 0.23)
        if suit == SPADES and w >= _SMALL:
            ring = w * 0.36
            p.setPen(QPen(colour, max(0.8, w * 0.01)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(cx, cy), ring, ring)
            p.drawEllipse(QPointF(cx, cy), ring * 0.9, ring * 0.9)
            spots = [
                (cx + ring * 0.95 * cos(k * pi / 8), cy + ring * 0.95 * sin(k * pi / 8))
                for k in range(16)
            ]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(GOLD)
            p.drawPath(_lozenges(spots, w * 0.016, w * 0.016))
        symbol = QTransform().translate(cx, cy).scale(size, size).map(_suit_path(suit))
        shade = QLinearGradient(cx - size, cy - size, cx + size, cy + size)
        shade.setColorAt(0, _mix(colour, WHITE, 0.3))
        shade.setColorAt(1, _mix(colour, BLACK, 0.15))
        p.setPen(QPen(_mix(colour, BLACK, 0.35), max(0.8, w * 0.008)))
        p.setBrush(shade)
        p.drawPath(symbol)
        if suit == SPADES and w >= _SMALL:
            inner = QTransform().translate(cx, cy - size * 0.16).scale(size * 0.56, size * 0.56)
            p.setPen(QPen(GOLD, max(0.8, w * 0.01)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(inner.map(_suit_path(suit)))

    def _paint_court(
        self, p: QPainter, rank: int, suit: int, colour: QColor, w: float, h: float
    ) -> None:
        """Two half-figures, the lower turned about the centre, inside a framed panel with
        a diagonal divide; the suit symbol stands beside each head."""
        fine = w >= _SMALL
        inset = _FRAME_X if fine else 0.25  # small indices are relatively larger
        frame = QRectF(w * inset, h * _FRAME_Y, w * (1 - 2 * inset), h * (1 - 2 * _FRAME_Y))
        unit = min(frame.width() / 200, frame.height() / 440)
        half_w, half_h = frame.width() / 2 / unit, frame.height() / 2 / unit
        pen = max(0.5, w * 0.01) / unit
        palette = _palette(colour)
        palette["hair"] = HAIR[rank]
        layers = _court_layers(rank)
        clip = QPainterPath()
        clip.addPolygon(
            QPolygonF(
                [
                    QPointF(-half_w, -half_h),
                    QPointF(half_w, -half_h),
                    QPointF(half_w, -half_w * _DIVIDE),
                    QPointF(-half_w, half_w * _DIVIDE),
                ]
            )
        )
        symbol = QTransform().translate(67, -186).scale(16, 16).map(_suit_path(suit))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_mix(colour, FACE, 0.96))
        p.drawRect(frame)
        for turn in (0, 180):
            p.save()
            p.translate(w / 2, h / 2)
            p.rotate(turn)
            p.scale(unit, unit)
            p.setClipPath(clip)
            _paint_layers(p, layers, palette, pen, fine)
            p.setPen(QPen(INK, pen * 0.6) if fine else Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawPath(symbol)
            p.restore()
        p.setPen(QPen(colour, max(0.8, w * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(frame)
        slope = frame.width() / 2 * _DIVIDE
        p.drawLine(QPointF(frame.left(), h / 2 + slope), QPointF(frame.right(), h / 2 - slope))

    def _paint_joker(self, p: QPainter, w: float, h: float) -> None:
        """JOKER down two corners and a jester in a harlequin coat with the star."""
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(w, h)
                p.rotate(180)
            p.setPen(JESTER)
            for i, letter in enumerate("JOKER"):
                _draw_centered(
                    p, letter, QPointF(w * 0.12, w * (0.14 + 0.15 * i)), w * 0.13, bold=True
                )
            p.restore()
        unit = w / 300
        pen = max(0.5, w * 0.01) / unit
        layers = _jester_layers()
        star = QLinearGradient(0, 74, 0, 126)
        star.setColorAt(0, QColor("#ffb300"))
        star.setColorAt(1, QColor("#d81b60"))
        p.save()
        p.translate(w / 2, h * 0.47)
        p.scale(unit, unit)
        _paint_layers(p, layers[:-1], _palette(RED), pen, w >= _SMALL)
        p.setBrush(star)
        p.setPen(QPen(INK, pen))
        p.drawPath(layers[-1].path)
        p.restore()
