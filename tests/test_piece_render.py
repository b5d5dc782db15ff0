"""Tiles, dominoes and reading cards as drawn: every face paints, red pips only where
Shikagari counts them, kinds told apart at small sizes, labels on and off, crisp at
high pixel ratios, and a renderer for the pieces of every game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.pieces.karuta import KIND_COLOURS, KarutaRenderer, paint_emblem
from desktop.pieces.renderers import renderer_for
from desktop.pieces.tiles import DOM_COLOURS, TG_RED, DominoRenderer, TienGowRenderer
from rules_core.karuta import HIME, KARUTA, KINDS, edition_counts, poems
from rules_core.registry import all_games
from rules_core.tiles import DOUBLE_SIX_SET, TIEN_GOW_FACES, high, low, tile


def pixels(img: QImage) -> list[QColor]:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return [img.pixelColor(x, y) for y in range(img.height()) for x in range(img.width())]


def near(c: QColor, target: QColor, tolerance: int = 60) -> bool:
    return (
        abs(c.red() - target.red())
        + abs(c.green() - target.green())
        + abs(c.blue() - target.blue())
        <= tolerance
        and c.alpha() > 200
    )


def red_pixels(img: QImage) -> int:
    return sum(1 for c in pixels(img) if near(c, TG_RED))


def red_pips(face: int) -> int:
    """Shikagari's red pips of a face, counted the way the spec counts them."""
    if face == tile(6, 6):
        return 6
    return sum(n for n in (high(face), low(face)) if n in (1, 4))


@pytest.mark.parametrize("face", sorted(TIEN_GOW_FACES))
def test_tien_gow_pips_are_red_exactly_where_they_score(qapp, face):
    renderer = TienGowRenderer()
    img = renderer.face(face, 40, 92).toImage()
    if red_pips(face):
        assert red_pixels(img) > 20
    else:
        assert red_pixels(img) == 0


def test_more_red_pips_draw_more_red(qapp):
    renderer = TienGowRenderer()

    def red(a: int, b: int) -> int:
        return red_pixels(renderer.face(tile(a, b), 40, 92).toImage())

    # A 1-end is one large red pip; a 4-end four; 4-1 carries both.
    assert red(4, 1) > red(4, 2) > 0 and red(4, 1) > red(6, 1) > 0
    assert red(4, 4) > red(4, 2) * 1.5
    assert red(6, 6) > red(6, 1)


def test_a_tile_back_never_looks_like_a_face(qapp):
    renderer = TienGowRenderer()
    back = renderer.back(40, 92).toImage()
    assert red_pixels(back) == 0
    faces = {renderer.face(f, 40, 92).toImage().bits().tobytes() for f in TIEN_GOW_FACES}
    assert back.bits().tobytes() not in faces


def test_every_domino_differs_and_the_blank_has_no_pips(qapp):
    renderer = DominoRenderer()
    images = [renderer.face(f, 30, 60).toImage() for f in DOUBLE_SIX_SET]
    assert len({img.bits().tobytes() for img in images}) == len(DOUBLE_SIX_SET)
    dark = [sum(1 for c in pixels(img) if c.alpha() > 200 and c.lightness() < 60) for img in images]
    blank = DOUBLE_SIX_SET.index(tile(0, 0))
    double_six = DOUBLE_SIX_SET.index(tile(6, 6))
    assert dark[double_six] > dark[blank] * 4


def test_coloured_pips_give_each_number_its_colour(qapp):
    plain, coloured = DominoRenderer(False), DominoRenderer(False)
    coloured.set_four_colour(True)
    img = coloured.face(tile(3, 0), 40, 80).toImage()
    assert any(near(c, DOM_COLOURS[3], 40) for c in pixels(img))
    assert not any(
        near(c, DOM_COLOURS[3], 40) for c in pixels(plain.face(tile(3, 0), 40, 80).toImage())
    )


def test_pieces_are_crisp_at_high_pixel_ratios(qapp):
    for renderer in (TienGowRenderer(), DominoRenderer(), KarutaRenderer()):
        pixmap = renderer.face(
            0 if isinstance(renderer, KarutaRenderer) else tile(6, 5), 50, 100, 2.0
        )
        assert (pixmap.width(), pixmap.height()) == (100, 200)
        assert pixmap.devicePixelRatio() == 2.0


def test_every_reading_card_paints_with_its_poem(qapp):
    """In a deal each of the 100 cards shows a different poem of its own kind, and the
    poets of a kind are handed to the copies in a deal's own order: copy 0 of a kind is
    not always the lowest-numbered poet (copy numbers follow the dealing order)."""
    renderer = KarutaRenderer()
    pieces = [
        copy * KARUTA.stride + kind
        for kind, size in edition_counts().items()
        for copy in range(size)
    ]
    first_poems = set()
    for deal in (1, 2, 3):
        renderer.set_edition("default", deal)
        shown = [renderer.poem_of(piece) for piece in pieces]
        assert sorted(p.number for p in shown) == list(range(1, 101))
        assert all(p.kind == KARUTA.face(piece) for p, piece in zip(shown, pieces, strict=True))
        first_poems.add(renderer.poem_of(0).number)  # copy 0 of KURO
        assert not renderer.face(pieces[-1], 60, 84).isNull()
    assert len(first_poems) > 1
    assert len(poems()) == 100


def difference(a: QImage, b: QImage) -> float:
    pa, pb = pixels(a), pixels(b)
    return sum(
        1 for x, y in zip(pa, pb, strict=True) if abs(x.lightness() - y.lightness()) > 40
    ) / len(pa)


@pytest.mark.parametrize("labels", [True, False])
def test_kinds_are_told_apart_on_small_cards(qapp, labels):
    """At 36 px wide — a hand of 25 in a small window — every kind's emblem still differs
    from every other's, labels or not (the figure alone tells the kind)."""
    renderer = KarutaRenderer()
    renderer.set_labels(labels, "en")
    images = {kind: renderer.face(kind, 36, 50).toImage() for kind in KINDS}
    for a in KINDS:
        for b in KINDS:
            if a < b:
                assert difference(images[a], images[b]) > 0.04, (a, b)


def emblem(kind: int, side: int = 40) -> QImage:
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    painter = QPainter(img)
    paint_emblem(painter, kind, QRectF(0, 0, side, side))
    painter.end()
    return img


def test_every_figure_has_its_own_silhouette(qapp):
    """The emblems alone (no frame, no name, no label) differ pairwise in a good share of
    their pixels, also the shapes a learner confuses: upright and folded eboshi, the
    black cap with and without ear-fans, the lady and the empress."""
    images = {kind: emblem(kind) for kind in KINDS}
    for a in KINDS:
        for b in KINDS:
            if a < b:
                assert difference(images[a], images[b]) > 0.07, (a, b)


def test_kind_labels_colour_the_frame_and_name_the_kind(qapp):
    renderer = KarutaRenderer()
    on = renderer.face(HIME, 80, 112).toImage()
    frame = [on.pixelColor(2, y) for y in range(20, 90)]
    assert all(near(c, KIND_COLOURS[HIME], 30) for c in frame)
    renderer.set_labels(False, "en")
    off = renderer.face(HIME, 80, 112).toImage()
    assert not any(near(off.pixelColor(2, y), KIND_COLOURS[HIME], 30) for y in range(20, 90))
    renderer.set_labels(True, "ja")
    assert renderer.face(HIME, 80, 112).toImage() != on  # the band's words changed


def test_every_game_has_a_renderer_for_its_pieces(qapp):
    for game in all_games():
        renderer = renderer_for(game.pieces.name)
        assert renderer.aspect >= 1.4


def test_without_labels_the_robes_tell_nothing(qapp):
    """Labels off: the frame is neutral and the robes too, so only the figure (headgear,
    hair) tells the kind; labels on, the robe wears the kind's colour."""
    from desktop.pieces.karuta import ROBES
    from rules_core.karuta import TATE, YAGO

    renderer = KarutaRenderer()
    for kind in (YAGO, TATE):
        on = pixels(renderer.face(kind, 80, 112).toImage())
        assert sum(1 for c in on if near(c, ROBES[kind], 20)) > 50
    renderer.set_labels(False, "en")
    for kind in (YAGO, TATE):
        off = pixels(renderer.face(kind, 80, 112).toImage())
        assert sum(1 for c in off if near(c, ROBES[kind], 20)) < 10
