"""What players found at the table, each a test: received cards marked, no "Why?" where no
computer player sits, no false warning between two co-op deals, the memory aid's legend,
W naming every bot move, and seats named as the table names them."""

from __future__ import annotations

import random

from gui_helpers import quiet_window
from PySide6.QtWidgets import QMessageBox

from desktop.games.playable import LEVELS_KEY
from rules_core.ai import heuristic_bot
from rules_core.ai.search import decide
from rules_core.messages import CATALOGUE, catalogue_entry


def start(qtbot, tmp_path, game_id: str, seed: int, **options):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options(game_id, {LEVELS_KEY: ["easy"] * 7, **options})
    window.game_id = game_id
    window.new_game(seed)
    return window, window.table


def play_until(qtbot, table, stop, limit: int = 300) -> None:
    bot = heuristic_bot(table.game_id)
    for step in range(limit):
        qtbot.waitUntil(
            lambda: not table.busy() and (table.turns.my_turn() or table.session.state.is_terminal)
        )
        if stop() or table.session.state.is_terminal:
            return
        table.perform(decide(bot, table.session.state, random.Random(step), 0).action)


def test_huutopussis_received_cards_are_marked_and_said(qtbot, tmp_path):
    window, table = start(qtbot, tmp_path, "huutopussi", 3)
    play_until(qtbot, table, lambda: bool(table.session.state.view(0).received))
    view = table.session.state.view(0)
    held = [c for c in view.received if c in view.hand]
    assert held, "the person received cards and still holds them"
    for card in view.hand:
        assert table.item_for(card).tag() == ("from Bot 2" if card in held else "")
    table.gestures.keyboard_used = True
    table.gestures.focus = table.focus_keys().index(held[0])
    table.relayout_now()
    assert "from Bot 2" in table.view.accessibleName()


def test_a_table_without_computer_players_offers_no_why(qtbot, tmp_path):
    window, table = start(qtbot, tmp_path, "mustfollow_solitaire", 4)
    assert not table.bar.why_button.isVisible() and not window.menus.act_why.isEnabled()
    window.game_id = "hamlet"
    window.new_game(4)
    assert window.table.bar.why_button.isVisible() and window.menus.act_why.isEnabled()


def test_a_new_game_after_a_finished_coop_deal_gives_nothing_up(qtbot, tmp_path, monkeypatch):
    window, table = start(qtbot, tmp_path, "ando_coop", 6, _variant="4p")
    play_until(qtbot, table, lambda: False)
    assert table.session.state.is_terminal
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]))
    assert not window.saving.in_progress()
    window.ask_new_game()
    assert asked == [] and not window.table.session.state.is_terminal


def test_the_memory_aid_says_what_it_counts(qtbot, tmp_path):
    window, table = start(qtbot, tmp_path, "irokanmuri", 5)
    window.set_memory_aid(True)
    qtbot.waitUntil(lambda: not table.busy())
    caption = table.labels["kinds_out_caption"]
    assert caption.isVisible() and "still in the other hands" in caption.text()
    assert "keep the count" in window.menus.act_memory_aid.text()
    window.set_memory_aid(False)
    assert not caption.isVisible()


def test_w_names_every_bot_move_since_the_persons_last(qtbot, tmp_path):
    window, table = start(qtbot, tmp_path, "crescendo", 8)
    play_until(qtbot, table, lambda: len(table.session.actions) > 12)
    actions = table.session.actions
    last = max(i for i, (seat, _) in enumerate(actions) if seat == 0)
    moves = [(s, a) for s, a in actions[last + 1 :] if s != 0]
    lines = table.presenter.bot_lines()
    for seat, action in moves:
        said = f"{table.seat_name(seat)}: {table.presenter.action_words(action)}"
        assert said in lines, (said, lines)


def test_every_seat_in_a_message_is_a_name_never_a_number():
    """A seat is a ``{who}`` (the table names it: "Bot 2", 「ボット 2」), never a number
    after "seat"/「席」 ("席 2" where every other line says "ボット 2")."""
    catalogue_entry("trick_taken")  # loads every game's and bot's messages
    for key, templates in CATALOGUE.items():
        if key == "seat":
            continue
        for form, text in templates.items():
            assert "seat {" not in text and "席 {" not in text and "席{" not in text, (key, form)


def test_a_failed_search_is_said_in_words_and_the_bot_plays_on(qtbot, tmp_path):
    window, table = start(qtbot, tmp_path, "hamlet", 5)
    play_until(qtbot, table, lambda: False, limit=1)  # the person's first choice made
    table.turns.bots.cancel()
    table.turns.timer.stop()
    done = len(table.session.actions)
    table.turns.bot_turn = (table.session.state.current_player, done)
    table.turns.bots.failed.emit("A process in the process pool was terminated abruptly")
    assert "could not finish thinking" in table.bar.message.text()
    qtbot.waitUntil(lambda: len(table.session.actions) > done)  # it asked again, and played
    table.turns.hints.failed.emit("worker gone")
    assert "Press H to try again" in table.bar.message.text()
