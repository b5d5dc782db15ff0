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


# -- found by a player in a real window (issue 29's re-test) ------------------------------


def test_the_dummys_backs_are_no_use_on_the_persons_own_turn(qtbot, tmp_path):
    """A click on a face-down dummy card on the person's own turn played a random card of
    that suit from the person's own hand."""
    _, table = solo_table(qtbot, tmp_path)
    while reveal_now(table):
        table.perform(table.session.state.legal_actions()[0])
        settle(qtbot, table)
    state = table.session.state
    assert state.current_player != DUMMY and table.turns.my_turn()
    backs = [key for key in table.seat_keys[DUMMY] if not isinstance(key, int)]
    assert backs and not any(table.gestures.usable(key) for key in backs)
    before = len(table.session.actions)
    table.card_clicked(table.items[backs[0]])
    assert len(table.session.actions) == before


def test_the_keyboard_stays_on_its_card_when_the_hand_is_laid_out_again(qtbot, tmp_path):
    """Cards joining the hand moved the ring's place under it: ← → then started from
    another card than the one the ring showed."""
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "hamlet"
    window.new_game(2)
    table = window.table
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the first press shows the ring where it is
    keys = table.focus_keys()
    assert table.gestures.focus_key() == keys[0]
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    pointed = table.gestures.focus_key()
    assert pointed == keys[2]
    hand = table.model.lists[f"hand:{table.human}"]
    hand.remove(keys[0])  # the hand changes under the ring (a card leaves, others move)
    table.relayout_now()
    assert table.gestures.focus_key() == pointed
    assert table.item_for(pointed).has_focus_mark()


def test_enter_during_a_trick_on_show_plays_the_card_the_ring_is_on(qtbot, tmp_path, monkeypatch):
    """Enter pressed while a trick was still on show used the hand as it was before the
    trick's cards moved on."""
    from desktop.settings import TRICK_PAUSES

    monkeypatch.setitem(TRICK_PAUSES, "long", 600_000)
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(5)
    table = window.table
    table.setFocus()
    for _ in range(30):
        qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
        window.settings.trick_pause = "long"
        legal = table.turns.legal_now().pieces
        if not legal:  # the exchange: keep every card
            table.perform(min(table.session.state.legal_actions(), key=len))
            continue
        qtbot.keyClick(table, Qt.Key.Key_Right)
        ring = table.gestures.focus_key()
        if ring not in legal:
            continue
        before = len(table.session.actions)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        assert table.session.actions[before][1].endswith(
            table.session.state.game.pieces.piece_text(ring)
        )
        if table.queue.busy:  # the trick is on show: the next card's keys come now
            qtbot.keyClick(table, Qt.Key.Key_Right)
            ring = table.gestures.focus_key()
            assert not table.queue.busy and ring in table.focus_keys()
            return
    pytest.skip("no trick ended with the person's card")


def test_undo_closes_the_bots_moves_it_took_back(qtbot, tmp_path):
    """W's panel stayed open after Ctrl+Z, telling a trick that was undone."""
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "hamlet"
    window.new_game(3)
    table = window.table
    for _ in range(3):
        qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
        table.perform(table.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    table.explain_bots()
    assert table.bar.coach_box.isVisible()
    table.undo()
    assert not table.presenter.explaining and not table.bar.coach_box.isVisible()


def test_a_finished_hand_says_hand_where_the_game_says_hand():
    """Truco's bar said "The deal is over." under a summary of the hand."""
    import random

    from rules_core.registry import get_game

    state = get_game("truco").new_deal(seed=4)
    rng = random.Random(4)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    prompt = state.status(0).prompt
    assert prompt is not None and prompt.text("en") == "The hand is over."
    hamlet = get_game("hamlet").new_deal(seed=4)
    assert hamlet.deal_over().text("en") == "The deal is over."


def test_ctrl_y_redoes_as_ctrl_shift_z_does(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(6)
    table = window.table
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    table.perform(table.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: not table.busy())
    done = list(table.session.actions)
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(lambda: window.isActiveWindow() and table.hasFocus())
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(table.session.actions) < len(done)
    qtbot.keyClick(table, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert table.session.actions == done


def test_a_solitaire_explains_no_computer_players_reasons(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(6)
    table = window.table
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    table.perform(table.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    table.presenter.explaining = True
    assert "computer player" not in table.presenter.coach_words()


def test_going_back_in_a_lesson_asks_nothing(qtbot, tmp_path):
    """Ctrl+Z in a guided deal warned that it would not count in the statistics; a lesson
    counts nowhere, so going back in it is free."""
    window = quiet_window(qtbot, tmp_path)
    assert window.start_tutorial("hamlet")
    table = window.table

    def asked() -> bool:
        raise AssertionError("a lesson asked about practice")

    table.ask_practice = asked
    for _ in range(2):
        qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
        table.perform(table.expected_step()[1])
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    done = len(table.session.actions)
    table.undo()
    assert len(table.session.actions) < done and not table.session.practice
