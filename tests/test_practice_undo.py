"""Undo that cannot peek: going back past pieces the person has seen since turns the deal
into practice (after asking), which counts in no statistics; going back where nothing new
was seen is free; a finished deal undone leaves its match and the session's counters."""

from __future__ import annotations

import random

from gui_helpers import quiet_window

from desktop.games.playable import LEVELS_KEY
from rules_core.ai import heuristic_bot
from rules_core.ai.search import decide
from rules_core.record import loads


def start(qtbot, tmp_path, game_id: str, seed: int, **kwargs):
    window = quiet_window(qtbot, tmp_path, **kwargs)
    window.settings.set_game_options(game_id, {LEVELS_KEY: ["easy"] * 7})
    window.game_id = game_id
    window.new_game(seed)
    return window, window.table


def wait_for_person(qtbot, table) -> None:
    qtbot.waitUntil(
        lambda: not table.busy() and (table.turns.my_turn() or table.session.state.is_terminal)
    )


def play_hint(table, step: int = 0) -> None:
    state = table.session.state
    table.perform(decide(heuristic_bot(table.game_id), state, random.Random(step), 0).action)


def test_undo_after_a_reveille_trick_is_practice_once_agreed(qtbot, tmp_path):
    """The person has seen the next face-up stock tile and the tile they drew: going back
    is asked first, refused leaves the deal as it was, agreed makes it practice."""
    window, table = start(qtbot, tmp_path, "reveille", 4)
    asked: list[bool] = []
    answers = iter((False, True))
    table.ask_practice = lambda: asked.append(True) or next(answers)
    wait_for_person(qtbot, table)
    while table.session.state.view(0).tricks_done() < 1:
        play_hint(table, len(table.session.actions))
        wait_for_person(qtbot, table)
    before = list(table.session.actions)
    table.undo()  # refused
    assert asked == [True] and table.session.actions == before
    assert not table.session.practice
    table.undo()  # agreed
    assert len(asked) == 2 and len(table.session.actions) < len(before)
    assert table.session.practice and "practice" in window.windowTitle()
    assert loads(table.session.record().dumps()).practice
    assert any("practice" in line for line in table.log_lines())
    table.undo()  # practice already: not asked again
    assert len(asked) == 2


def test_undoing_a_bid_that_showed_no_card_is_free(qtbot, tmp_path):
    window, table = start(qtbot, tmp_path, "huutopussi", 5)
    table.ask_practice = lambda: (_ for _ in ()).throw(AssertionError("asked"))
    wait_for_person(qtbot, table)
    legal = table.session.state.legal_actions()
    bid = next(a for a in legal if a.startswith("bid "))
    table.perform(bid)
    wait_for_person(qtbot, table)
    assert table.session.state.view(0).phase == "auction"  # the bots only bid or passed
    table.undo()
    assert not table.session.practice
    assert (0, bid) not in table.session.actions


def test_a_finished_deal_undone_leaves_the_match_and_the_statistics(qtbot, tmp_path):
    """Solitaire: the session's counters follow undo (a −5 does not stay when the deal is
    played again), and the deal is booked again with its new result — in the statistics
    only when no piece was seen before the point undone to (the last trick shows none)."""
    window, table = start(
        qtbot, tmp_path, "mustfollow_solitaire", 9, statistics=tmp_path / "statistics.sqlite3"
    )
    step = 0
    while not table.session.state.is_terminal:
        wait_for_person(qtbot, table)
        if table.session.state.is_terminal:
            break
        play_hint(table, step)
        step += 1
    qtbot.waitUntil(lambda: table.session.booked)
    if window.deal_end.dialog is not None:
        window.deal_end.dialog.close()
    match = window.sitting.matches["mustfollow_solitaire"]
    assert len(match.deals) == 1 and len(window.sitting.stats.deals()) == 1
    table.undo()
    assert not table.session.booked
    assert match.deals == [] and window.sitting.stats.deals() == []
    assert window.session_label.text() == ""
    while not table.session.state.is_terminal:  # play it to the end again
        wait_for_person(qtbot, table)
        play_hint(table, step)
        step += 1
    qtbot.waitUntil(lambda: table.session.booked)
    assert len(match.deals) == 1 and match.totals == table.session.state.scores()
    assert len(window.sitting.stats.deals()) == (0 if table.session.practice else 1)
    window.restart_deal()  # back to the first move: every stock card was seen since
    assert table.session.practice
    assert match.deals == [] and window.sitting.stats.deals() == []
