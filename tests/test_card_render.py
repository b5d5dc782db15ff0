"""Card faces and backs: sizes, caching, the four-colour option, and drawn court figures."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage

from desktop.pieces.cards import FACE, GOLD, SKIN, CardRenderer
from rules_core.cards import JOKER, make_card, parse_card

DECK = [make_card(rank, suit) for suit in range(4) for rank in range(2, 15)] + [JOKER]
WIDTHS = (28, 50, 70, 110, 160)


def height_of(width: int) -> int:
    return round(width * 1.4)


def image(renderer: CardRenderer, name: str, width: int = 70) -> QImage:
    return renderer.face(parse_card(name), width, height_of(width)).toImage()


def colours_in(img: QImage, rect: QRect | None = None) -> set[int]:
    if rect is None:  # the whole image: its 32-bit pixels straight from memory
        return set(memoryview(img.constBits()).cast("I"))
    return {
        img.pixel(x, y)
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
    }


def has_colour_near(img: QImage, rect: QRect, colour: QColor, tolerance: int = 30) -> bool:
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c = img.pixelColor(x, y)
            if (
                abs(c.red() - colour.red())
                + abs(c.green() - colour.green())
                + abs(c.blue() - colour.blue())
                <= tolerance
            ):
                return True
    return False


def inner_panel(width: int) -> QRect:
    """Where a court figure stands: clear of the corner indices and the frame line."""
    height = height_of(width)
    left, top = round(width * 0.26), round(height * 0.08)
    return QRect(left, top, width - 2 * left, height - 2 * top)


def share_differing(a: QImage, b: QImage, rect: QRect) -> float:
    differing = 0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c, d = a.pixelColor(x, y), b.pixelColor(x, y)
            if (
                max(abs(c.red() - d.red()), abs(c.green() - d.green()), abs(c.blue() - d.blue()))
                > 60
            ):
                differing += 1
    return differing / (rect.width() * rect.height())


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_every_face_renders_at_the_requested_size(qapp, ratio):
    renderer = CardRenderer()
    for width in WIDTHS:
        height = height_of(width)
        for card in DECK:
            pixmap = renderer.face(card, width, height, ratio)
            assert not pixmap.isNull()
            assert (pixmap.width(), pixmap.height()) == (
                round(width * ratio),
                round(height * ratio),
            )
            assert pixmap.deviceIndependentSize().toSize().toTuple() == (width, height)
            img = pixmap.toImage()
            assert (
                img.pixelColor(img.width() // 2, 2 * round(ratio)).alpha() == 255
            )  # card, not hole
            assert len(colours_in(img)) > 4, (card, width)  # something is drawn on it


def test_backs_render_and_are_symmetric_both_ways(qapp):
    renderer = CardRenderer()
    for width in WIDTHS:
        back = renderer.back(width, height_of(width)).toImage()
        assert len(colours_in(back)) > 4
        whole = back.rect()
        turned = back.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
        assert share_differing(back, turned, whole) < 0.002
        assert share_differing(back, back.flipped(Qt.Orientation.Horizontal), whole) < 0.002
        suit_backs = [
            renderer.suit_back(suit, width, height_of(width)).toImage() for suit in range(4)
        ]
        assert all(a != b for i, a in enumerate(suit_backs) for b in suit_backs[i + 1 :])
        assert all(suit_back != back for suit_back in suit_backs)


def test_court_figures_differ_by_rank_and_by_suit(qapp):
    renderer = CardRenderer()
    for width in (28, 70, 160):
        for suit in "CDHS":
            jack, queen, king = (image(renderer, rank + suit, width) for rank in "JQK")
            assert jack != queen != king != jack
            panel = inner_panel(width)
            if width >= 70:  # whole figures differ, not just the corner letters
                assert share_differing(jack, queen, panel) > 0.03
                assert share_differing(queen, king, panel) > 0.03
                assert share_differing(jack, king, panel) > 0.03
        for rank in "JQK":
            faces = [image(renderer, rank + suit, width) for suit in "CDHS"]
            assert all(a != b for i, a in enumerate(faces) for b in faces[i + 1 :])


def test_courts_are_drawn_figures_and_double_ended(qapp):
    renderer = CardRenderer()
    for width in (70, 110):
        panel = inner_panel(width)
        for name in ("JC", "QD", "KH", "KS"):
            court = image(renderer, name, width)
            assert has_colour_near(court, panel, SKIN), name  # faces and hands
            assert has_colour_near(court, panel, GOLD), name  # crowns or trim
            assert len(colours_in(court, panel)) > 40  # a drawing, not a letter in a box
            turned = court.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
            assert share_differing(court, turned, panel) < 0.01, name
        assert not has_colour_near(image(renderer, "9S", width), panel, SKIN)


def test_indices_stay_clear_of_the_court_figures(qapp):
    renderer = CardRenderer()
    for width in WIDTHS:
        court, nine = image(renderer, "KD", width), image(renderer, "9D", width)
        # The index column left of the frame shows the same corner on a court and a pip card
        # except for the rank letter: the figure never reaches into it.
        corner = QRect(0, round(width * 0.27), round(width * 0.2), round(width * 0.18))
        assert share_differing(court, nine, corner) == 0.0, width


def test_four_colour_changes_clubs_and_diamonds_only(qapp):
    two, four = CardRenderer(False), CardRenderer(True)
    for card in DECK:
        a, b = two.face(card, 70, 98).toImage(), four.face(card, 70, 98).toImage()
        changed = card != JOKER and card >> 4 in (0, 1)
        assert (a != b) == changed, card


def test_set_four_colour_repaints_and_clears_the_cache(qapp):
    renderer = CardRenderer()
    before = renderer.face(parse_card("JC"), 70, 98).toImage()
    renderer.set_four_colour(False)  # no change: the cache stays
    assert renderer.cache_size() == 1
    renderer.set_four_colour(True)
    assert renderer.cache_size() == 0
    assert renderer.face(parse_card("JC"), 70, 98).toImage() != before


def test_tiny_faces_still_render_and_read(qapp):
    renderer = CardRenderer()
    for name in ("JS", "QH", "KC", "AD", "10S", "JK"):
        img = image(renderer, name, 28)
        assert (img.width(), img.height()) == (28, 39)
        assert len(colours_in(img)) > 4
    jack, queen = image(renderer, "JS", 28), image(renderer, "QS", 28)
    assert share_differing(jack, queen, QRect(0, 0, 7, 7)) > 0  # the rank letters differ


def test_faces_are_cached_per_card_size_and_ratio(qapp):
    renderer = CardRenderer()
    card = parse_card("QH")
    first = renderer.face(card, 70, 98)
    assert renderer.face(card, 70, 98) is first
    assert renderer.face(card, 70, 98, 2.0) is not first
    assert renderer.face(card, 71, 99) is not first
    assert renderer.face(card, 70, 98, 2.0) is renderer.face(card, 70, 98, 2.0)
    assert renderer.back(70, 98) is renderer.back(70, 98)
    assert renderer.suit_back(2, 70, 98) is renderer.suit_back(2, 70, 98)
    assert renderer.cache_size() == 5


def test_the_face_is_the_card_colour_under_the_index(qapp):
    renderer = CardRenderer()
    img = image(renderer, "KH", 110)
    assert img.pixelColor(3, 75) == FACE  # left margin below the index: plain card
    assert img.pixelColor(55, 77) != FACE  # the figure fills the middle
