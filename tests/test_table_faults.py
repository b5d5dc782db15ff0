"""Faults players found in the table layer (issue 29), each kept as a test: the co-op
solo game's reveal by keyboard and its dummy's hand, the dummy's trick card clear of its
line, a lesson that does not rescale the table at every step, the bar's words growing on
a large screen and a game's panel that gets a row of its own when the bar is narrow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.table.cards import CardItem
from rules_core.games.ando_coop import DUMMY
from tests.gui_helpers import quiet_window, settle


def solo_table(qtbot, tmp_path, size=(1100, 760)):
    window = quiet_window(qtbot, tmp_path)
    window.resize(*size)
    window.settings.set_game_options("ando_coop", {"_variant": "1p"})
    window.game_id = "ando_coop"
    window.new_game(3)
    table = window.table
    settle(qtbot, table)
    qtbot.waitUntil(lambda: not table.busy())
    return window, table


def reveal_now(table) -> bool:
    legal = table.session.state.legal_actions()
    return table.turns.my_turn() and all(a.startswith("reveal ") for a in legal)


def dummy_items(table) -> list[CardItem]:
    return [table.items[key] for key in table.seat_keys[DUMMY]]


def test_the_dummys_cards_are_turned_up_by_keyboard(qtbot, tmp_path):
    """← → walked the person's own hand and Enter said "2♠ is not in the dummy's hand":
    while the dummy's cards are turned up, the keyboard walks the dummy's backs."""
    _, table = solo_table(qtbot, tmp_path)
    assert reveal_now(table)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    focused = table.gestures.focus_key()
    assert focused in table.seat_keys[DUMMY]
    before = len(table.session.actions)
    for _ in range(4):  # one card of each suit
        qtbot.keyClick(table, Qt.Key.Key_Return)
        settle(qtbot, table)
    actions = [action for _, action in table.session.actions[before:]]
    assert len(actions) == 4 and all(a.startswith("reveal ") for a in actions), actions
    assert "not in the dummy" not in table.bar.message.text()


def test_a_turned_up_card_leaves_the_other_suits_where_they_lay(qtbot, tmp_path):
    """After a reveal the dummy's fan re-sorted under the mouse: now each suit keeps its
    place, the card turned up lying where its back was."""
    _, table = solo_table(qtbot, tmp_path)
    backs = {key: table.items[key].pos() for key in table.seat_keys[DUMMY]}
    action = table.session.state.legal_actions()[0]
    card = table.session.state.game.pieces.parse(action.split(" ")[1])
    suit = card >> 4
    table.perform(action)
    settle(qtbot, table)
    for key, pos in backs.items():
        if key[2] != suit:  # ("sback", seat, suit, j): the other suits did not move
            assert table.items[key].pos() == pos, key
    first_back = min(pos.x() for key, pos in backs.items() if key[2] == suit)
    assert abs(table.items[card].pos().x() - first_back) < 1


def test_the_dummys_open_cards_show_their_faces(qtbot, tmp_path):
    """Turned-up dummy cards were covered to a 30-pixel sliver by the next card."""
    _, table = solo_table(qtbot, tmp_path, size=(800, 600))
    for _ in range(4):
        qtbot.waitUntil(lambda: reveal_now(table) or not table.busy())
        if not reveal_now(table):
            break
        table.perform(table.session.state.legal_actions()[0])
        settle(qtbot, table)
    items = sorted(dummy_items(table), key=lambda item: item.pos().x())
    opened = [i for i, item in enumerate(items) if isinstance(item.key, int)]
    assert opened
    for i in opened:
        if i + 1 < len(items):
            shown = items[i + 1].pos().x() - items[i].pos().x()
            assert shown >= 0.75 * items[i].sceneBoundingRect().width()


def test_the_dummys_trick_card_leaves_its_line_readable(qtbot, tmp_path):
    """The dummy's card in the trick covered "Dummy · 1 trick" (its hand is drawn large)."""
    window, table = solo_table(qtbot, tmp_path, size=(1400, 900))
    for _ in range(60):
        qtbot.waitUntil(lambda: not table.busy())
        state = table.session.state
        if any(play.seat == DUMMY for play in state.view(0).trick):
            break
        table.perform(state.legal_actions()[0])
    played = next(p.card for p in table.session.state.view(0).trick if p.seat == DUMMY)
    line = table.labels[f"seat:{DUMMY}"].sceneBoundingRect()
    assert not line.intersects(table.items[played].sceneBoundingRect())


def test_a_lesson_keeps_the_table_one_size_from_step_to_step(qtbot, tmp_path):
    """The table rescaled at every step of a lesson as the lesson's panel changed height."""
    window = quiet_window(qtbot, tmp_path)
    assert window.start_tutorial("crescendo")
    table = window.table
    sizes = set()
    for _ in range(8):
        qtbot.waitUntil(lambda: not table.busy())
        if table.session.state.is_terminal:
            break
        sizes.add(table.card_size)
        step = table.expected_step()
        assert step is not None
        qtbot.waitUntil(lambda: table.turns.my_turn())
        table.perform(table.expected_step()[1])
    assert len(sizes) == 1, sizes


def test_the_bars_words_grow_on_a_large_screen(qtbot, tmp_path):
    """The status text stayed at the app's small size at 1920×1200."""
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "hamlet"
    window.new_game(1)
    table = window.table
    window.resize(800, 600)
    qtbot.waitUntil(lambda: table.height() < 600)
    small = table.bar.message.font().pixelSize()
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: table.height() > 900)
    assert table.bar.message.font().pixelSize() >= small * 1.5
    assert table.bar.message.height() >= table.bar.message.fontMetrics().lineSpacing() * 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_panel_too_wide_for_the_bar_gets_a_row_of_its_own(qtbot, tmp_path, lang):
    """Reveille's nine trump choices beside Why? and Hint were cut at 800×600."""
    from tests.gui_helpers import session_at_trump_choice
    from tests.test_gui_tile_games import choose

    window = quiet_window(qtbot, tmp_path)
    window.apply_language(lang)
    window.resize(800, 600)
    choose(window, "reveille")
    window.start_session(session_at_trump_choice())
    table = window.table
    settle(qtbot, table)
    picker = table.panel
    assert picker.isVisible()
    shown = [button for button in picker.buttons.values() if button.isVisible()]
    qtbot.waitUntil(lambda: all(b.width() >= b.sizeHint().width() for b in shown))
    assert picker.geometry().right() <= table.bar.width()
    assert window.width() <= 800
