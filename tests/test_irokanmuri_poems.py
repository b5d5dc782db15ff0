"""Irokanmuri's poems stay put and can be read: the poet on each card is fixed for the
deal (across a resize, undo, a resume and into the next deal, whose cards never keep the
last deal's pictures), no poem shows twice, the poem number is legible in a small
window, and a face-up card tells its poem (tooltip, a larger window, the screen
reader's name) while a back tells nothing.  The poems file is package data whose poets
agree with the cards' file row by row."""

from __future__ import annotations

import random

import pytest
from gui_helpers import act_by_hand, quiet_window, settle, visible_point
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication

from desktop.games.irokanmuri import PoemDialog, deal_key, poem_tooltip
from desktop.games.playable import LEVELS_KEY
from desktop.pieces.karuta import KarutaRenderer
from rules_core.karuta import (
    KARUTA,
    POEM_COUNT,
    edition_names,
    edition_poems,
    parse_poem_texts,
    poem_lines,
    poem_text,
    poem_texts,
    poems,
)
from rules_core.messages import Msg
from rules_core.registry import get_game

# -- the poems file --------------------------------------------------------------------------


def test_the_poems_file_holds_the_100_poems_by_the_cards_poets():
    texts = poem_texts()
    assert len(texts) == POEM_COUNT
    assert [t.number for t in texts] == list(range(1, 101))
    assert [t.poet for t in texts] == [p.poet for p in poems()]  # row by row
    for text in texts:
        assert len(text.verses) == len(text.readings) == 5
        assert len(text.upper) == 3 and len(text.lower) == 2
    # slips of the source corrected: the verse breaks of poem 3, a wrong character in
    # poem 20, historical kana in the readings
    assert poem_text(3).verses == (
        "あしびきの",
        "山鳥の尾の",
        "しだり尾の",
        "ながながし夜を",
        "ひとりかも寝む",
    )
    assert poem_text(20).verses[0] == "侘びぬれば"
    assert poem_text(100).readings[0] == "ももしきや"
    assert poem_text(17).readings[4] == "みづくくるとは"


HEADER = "no,poet," + ",".join(f"verse_{i}" for i in range(1, 6)) + ","
HEADER += ",".join(f"reading_{i}" for i in range(1, 6))


def rows(first: str = "1", poet: str = "天智天皇", reading: str = "あきのたの") -> str:
    lines = [HEADER]
    for text in poem_texts():
        number = first if text.number == 1 else str(text.number)
        name = poet if text.number == 1 else text.poet
        readings = (reading, *text.readings[1:]) if text.number == 1 else text.readings
        lines.append(",".join((number, name, *text.verses, *readings)))
    return "\n".join(lines) + "\n"


def test_a_good_poems_file_parses_and_slips_are_refused():
    poets = [p.poet for p in poems()]
    assert parse_poem_texts(rows(), poets=poets) == poem_texts()
    # "¹".isdigit() is true: numbers are read through an explicit table only
    with pytest.raises(ValueError, match="not a poem number"):
        parse_poem_texts(rows(first="¹"), poets=poets)
    with pytest.raises(ValueError, match="is by 天智天皇"):
        parse_poem_texts(rows(poet="持統天皇"), poets=poets)
    with pytest.raises(ValueError, match="not in hiragana"):
        parse_poem_texts(rows(reading="秋のたの"), poets=poets)
    with pytest.raises(ValueError, match="99 poems instead of 100; absent: \\[100\\]"):
        parse_poem_texts(rows().rsplit("\n", 2)[0] + "\n", poets=poets)


def test_a_poem_reads_in_both_languages():
    en, ja = poem_lines(1, "en"), poem_lines(1, "ja")
    assert en.title == "Poem 1: 天智天皇 (てんじてんのう)"
    assert ja.title == "1番　天智天皇（てんじてんのう）"
    assert en.labelled("en")[0] == "Upper verses: 秋の田の　かりほの庵の　苫をあらみ"
    assert ja.labelled("ja")[1] == "下の句：わが衣手は　露にぬれつつ"
    assert ja.labelled("ja")[2] == (
        "読み：あきのたの　かりほのいほの　とまをあらみ　／　わがころもでは　つゆにぬれつつ"
    )
    assert (ja.upper_label, ja.lower_label, en.reading_label) == ("上の句", "下の句", "Reading")
    for key in ("karuta_poem_more", "karuta_poem_spoken"):
        params = {"kind": "Monk", "number": 95, "poet": "前大僧正慈円"}
        assert Msg(key, params).text("en") != Msg(key, params).text("ja")
    assert Msg("karuta_poem_more").text("ja").endswith("。")


# -- which poem each card shows ----------------------------------------------------------------


@pytest.mark.parametrize("edition", edition_names())
def test_no_poem_shows_twice_in_a_deal_and_the_poets_do_not_tell_the_seats(edition):
    """Over many deals of each edition every card shows a poem of its own kind, each poem
    once; and the first seat's cards of a kind are not its lowest-numbered poets (copy
    numbers follow the dealing order)."""
    renderer = KarutaRenderer()
    lowest = 0
    for seed in range(1, 121):
        state = get_game("irokanmuri").new_deal(seed=seed, options={"edition": edition})
        renderer.set_edition(edition, deal_key(state))
        shown = [(p, renderer.poem_of(p)) for hand in state.dealt for p in hand]
        assert sorted(poem.number for _, poem in shown) == list(range(1, 101))
        assert all(poem.kind == KARUTA.face(p) for p, poem in shown)
        group = edition_poems(edition)[0]  # the black caps, the largest kind
        first = sorted(renderer.poem_of(p).number for p in state.dealt[0] if p % 8 == 0)
        lowest += first == [poem.number for poem in group[: len(first)]]
    assert lowest < 10


def test_the_same_deal_shows_the_same_poets_however_it_comes_back():
    renderer = KarutaRenderer()
    game = get_game("irokanmuri")
    state = game.new_deal(seed=77)
    assert renderer.set_edition("default", deal_key(state))  # the first deal: new poets
    before = {p: renderer.poem_of(p).number for hand in state.dealt for p in hand}
    # the deal laid out again from its record's layout, without its number
    again = game.new_deal(deal=game.explicit_deal(state))
    assert deal_key(again) == deal_key(state)
    assert not renderer.set_edition("default", deal_key(again))  # nothing to redraw
    assert {p: renderer.poem_of(p).number for hand in again.dealt for p in hand} == before
    assert renderer.set_edition("default", deal_key(game.new_deal(seed=78)))


# -- at the table ---------------------------------------------------------------------------


@pytest.fixture
def window(qtbot, tmp_path):
    return quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")


def start(qtbot, window) -> None:
    window.settings.set_game_options("irokanmuri", {LEVELS_KEY: ["easy"] * 3})
    window.choose_game("irokanmuri")
    settle(qtbot, window.table)


def shown_poems(table) -> dict[object, int]:
    """The poem number each face-up card's picture shows (found by comparing it with the
    picture of every poem of its kind), by item key; cards too small to show their poem
    are left out."""
    renderer = table.renderer
    shown: dict[object, int] = {}
    for key, item in table.items.items():
        if not item.face_up or item.card is None:
            continue
        pixmap = item.pixmap()
        size, ratio = pixmap.deviceIndependentSize(), pixmap.devicePixelRatio()
        w, h = round(size.width()), round(size.height())
        candidates = edition_poems(renderer.edition)[KARUTA.face(item.card)]
        found = [
            poem.number
            for poem in candidates
            if renderer.poem_face(poem, w, h, ratio).toImage() == pixmap.toImage()
        ]
        assert found, key  # a picture of its kind, as the renderer draws it
        if len(found) == 1:  # (a small card shows its figure alone, the same for its kind)
            shown[key] = found[0]
    return shown


def assert_true_to_the_deal(table) -> dict[object, int]:
    """Every face-up card shows the poem the deal gives it, and no poem shows twice."""
    shown = shown_poems(table)
    assert shown, "no face-up card"
    assert shown == {key: table.renderer.poem_of(key).number for key in shown}
    assert len(set(shown.values())) == len(shown)
    return shown


def play_some(qtbot, window, actions: int, seed: int = 3) -> None:
    table = window.table
    rng = random.Random(seed)
    for _ in range(actions):
        qtbot.waitUntil(
            lambda: table.session.state.is_terminal or (not table.busy() and table.turns.my_turn()),
        )
        if table.session.state.is_terminal:
            return
        act_by_hand(qtbot, table, rng.choice(table.session.state.legal_actions()))
    settle(qtbot, table)


def test_the_poets_stay_put_across_a_resize_undo_and_the_next_deal(qtbot, window):
    start(qtbot, window)
    table = window.table
    first = assert_true_to_the_deal(table)
    window.resize(800, 600)
    QApplication.processEvents()
    settle(qtbot, table)
    assert table.card_size[0] < 70  # the cards were drawn again, smaller
    assert shown_poems(table) == first
    play_some(qtbot, window, 2)
    played = assert_true_to_the_deal(table)
    assert {k: n for k, n in played.items() if k in first} == {
        k: n for k, n in first.items() if k in played
    }
    table.undo()
    settle(qtbot, table)
    assert {k: n for k, n in shown_poems(table).items() if k in first} == {
        k: n for k, n in first.items() if k in shown_poems(table)
    }
    # The next deal: its first redraw already shows its own poets (not the pictures the
    # same piece numbers had in the last deal), and a resize shows the same again.
    window.next_deal()
    settle(qtbot, table)
    second = assert_true_to_the_deal(table)
    assert second != {k: n for k, n in first.items() if k in second}
    window.resize(1100, 760)
    QApplication.processEvents()
    settle(qtbot, table)
    assert shown_poems(table) == second


def test_a_resumed_deal_shows_the_poets_it_had(qtbot, window, tmp_path):
    start(qtbot, window)
    play_some(qtbot, window, 2, seed=8)
    window.saving.write()
    before = assert_true_to_the_deal(window.table)
    later = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    assert later.saving.resume_autosave()
    settle(qtbot, later.table)
    assert later.table.session.actions == window.table.session.actions
    assert assert_true_to_the_deal(later.table) == before


def number_height(renderer: KarutaRenderer, number: int, width: int) -> tuple[int, float]:
    """The drawn height in pixels of the poem number (white on a black tab) on a card
    ``width`` wide, and the right edge of its tab."""
    height = round(width * renderer.aspect)
    img = QImage(width, height, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    tab = renderer.paint_number(painter, number, QColor("black"), width)
    painter.end()
    rows = [
        y
        for y in range(height)
        if any(
            img.pixelColor(x, y).alpha() > 128 and img.pixelColor(x, y).lightness() > 160
            for x in range(width)
        )
    ]
    return max(rows) - min(rows) + 1, tab.right()


def test_the_poem_number_is_legible_in_a_small_window(qtbot, window):
    """At 800×600 the number on a card in the hand is at least 10 px high (it was 4) and
    stays in the strip a fanned hand shows of each card, clear of the poet's column."""
    start(qtbot, window)
    table = window.table
    heights = {}
    for size in ((800, 600), (1100, 760)):
        window.resize(*size)
        QApplication.processEvents()
        table.relayout_now()
        width = table.card_size[0]
        heights[size] = number_height(table.renderer, 88, width)[0]
        for number in (2, 88, 100):
            height, right = number_height(table.renderer, number, width)
            assert height >= heights[size] * 0.85  # "100" is condensed, then a little smaller
            assert right <= width * 0.4  # a fanned hand shows 0.4 of a card's width
    assert heights[(800, 600)] >= 10
    assert heights[(1100, 760)] >= 12


def test_a_face_up_card_tells_its_poem_and_a_back_nothing(qtbot, window):
    start(qtbot, window)
    table = window.table
    hand = table.state_view().hand
    for card in hand:
        number = table.renderer.poem_of(card).number
        tip = table.items[card].toolTip()
        words = poem_text(number)
        assert words.verses[0] in tip and words.verses[4] in tip and words.readings[0] in tip
        assert f"Poem {number}: {words.poet}" in tip
    backs = [item for key, item in table.items.items() if item.card is None]
    assert len(backs) == 75 and all(item.toolTip() == "" for item in backs)
    # a card turned face down says nothing either
    table.items[hand[0]].set_face_up(False)
    table.fittings.tell_poems()
    assert table.items[hand[0]].toolTip() == ""
    assert "上の句：" in poem_tooltip(1, "ja") and "下の句：" in poem_tooltip(1, "ja")


def right_click(table, item) -> None:
    point = visible_point(table, item)
    viewport = table.view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)


def test_the_poem_opens_larger_on_a_right_click_or_r(qtbot, window):
    start(qtbot, window)
    table = window.table
    card = table.state_view().hand[3]
    right_click(table, table.items[card])
    dialog = table.fittings.poem_dialog
    assert isinstance(dialog, PoemDialog) and dialog.isVisible()
    words = poem_text(table.renderer.poem_of(card).number)
    assert "　".join(words.upper) in dialog.text and "　".join(words.lower) in dialog.text
    assert words.readings[0] in dialog.text
    closed = []
    dialog.destroyed.connect(lambda: closed.append(True))
    dialog.close()
    qtbot.waitUntil(lambda: bool(closed) and table.fittings.poem_dialog is None)  # deleted on close
    # a back opens nothing
    back = next(item for item in table.items.values() if item.card is None)
    right_click(table, back)
    assert table.fittings.poem_dialog is None
    # R on the card the keyboard is on; the screen reader hears its poet
    qtbot.keyClick(table, Qt.Key.Key_Right)
    keys = table.focus_keys()
    focused = keys[table.gestures.focus % len(keys)]
    poem = table.renderer.poem_of(focused)
    assert poem.poet in table.view.accessibleName()
    qtbot.keyClick(table, Qt.Key.Key_R)
    assert table.fittings.poem_dialog is not None and poem.poet in table.fittings.poem_dialog.text
    table.fittings.poem_dialog.close()


def test_the_screen_reader_name_keeps_its_playable_part(qtbot, window):
    start(qtbot, window)
    table = window.table
    qtbot.keyClick(table, Qt.Key.Key_Right)
    name = table.view.accessibleName()
    keys = table.focus_keys()
    focused = keys[table.gestures.focus % len(keys)]
    poem = table.renderer.poem_of(focused)
    kind = KARUTA.spoken(KARUTA.face(focused), "en")
    assert name.startswith(f"{kind}, poem {poem.number}, {poem.poet}")
    assert name.endswith("playable") == table.gestures.actable(focused)
