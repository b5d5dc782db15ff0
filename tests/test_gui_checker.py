"""The live play checker: each of the person's decisions weighed as it is made, in every
game and variant, by the review's own judge (the same verdicts), the hint's move graded
best; off by default, and never in a lesson."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window, settle
from helpers import game_cases
from PySide6.QtCore import Qt

from rules_core.ai.review import appraise_decision


def checked_table(qtbot, tmp_path, game_id: str, variant: str | None, number: int):
    win = quiet_window(qtbot, tmp_path)
    win.settings.set_check_play(game_id, True)
    win.game_id = game_id
    if variant is not None:
        win.settings.set_game_options(game_id, {"_variant": variant})
    win.new_game(number)
    settle(qtbot, win.table)
    return win, win.table


def play_as_person(qtbot, table, rng: random.Random, limit: int = 400, most: int = 10) -> list[int]:
    """Random legal decisions for the person until the deal ends (or ``most`` of them
    had a real choice); the indexes of the person's own decisions with a real choice."""
    mine: list[int] = []
    for _ in range(limit):
        session = table.session
        state = session.state
        if state.is_terminal or len(mine) >= most:
            break
        if table.turns.my_turn():
            choices = state.legal_actions()
            if len(choices) > 1 and state.decider(state.current_player) == table.human:
                mine.append(len(session.actions))
            table.perform(rng.choice(choices))
        settle(qtbot, table)
        qtbot.waitUntil(lambda: not table.busy(), timeout=20_000)
    return mine


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_every_decision_is_weighed_by_the_reviews_judge(qtbot, tmp_path, game_id, variant):
    win, table = checked_table(qtbot, tmp_path, game_id, variant, 6)
    assert table.bar.check_label.isVisible()
    mine = play_as_person(qtbot, table, random.Random(3))
    qtbot.waitUntil(lambda: not table.checker.busy, timeout=60_000)
    session = table.session
    verdicts = session.verdicts
    assert set(verdicts) <= set(mine)
    if not verdicts:
        return  # no decision of the person's had two sensible choices
    # The same judge as the review: its verdict on the same decision, with the same seed.
    index = max(verdicts)
    state = session.record().new_state()
    for seat, action in session.actions[:index]:
        state.apply(action, seat)
    again = appraise_decision(
        game_id, state, session.actions[index][1], index, session.number, table.desk.hint_level
    )
    assert again == verdicts[index]
    text = table.bar.check_label.text()
    assert any(mark in text for mark in ("✓", "·", "?!", "?"))
    assert any("✓" in line or "?" in line or "·" in line for line in table.log_lines())


def test_the_hints_own_move_is_best_and_off_by_default(qtbot, tmp_path):
    win = quiet_window(qtbot, tmp_path)
    win.game_id = "hamlet"
    win.new_game(4)
    table = win.table
    settle(qtbot, table)
    assert not table.checking() and not table.bar.check_label.isVisible()
    win.settings.set_check_play("hamlet", True)
    table.update_controls()
    assert table.bar.check_label.isVisible()
    rng = random.Random(2)
    for _ in range(60):
        state = table.session.state
        if table.turns.my_turn() and len(state.legal_actions()) > 1 and state.phase != "choose":
            break
        if table.turns.my_turn():
            table.perform(rng.choice(state.legal_actions()))
        settle(qtbot, table)
        qtbot.waitUntil(lambda: not table.busy(), timeout=20_000)
    index = len(table.session.actions)
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: index in table.session.hints, timeout=20_000)
    table.perform(table.session.hints[index])
    qtbot.waitUntil(lambda: index in table.session.verdicts, timeout=20_000)
    assert table.session.verdicts[index].grade == "best"
    assert "✓" in table.bar.check_label.text()


def test_an_undone_decisions_check_is_dropped(qtbot, tmp_path):
    win, table = checked_table(qtbot, tmp_path, "reveille", None, 5)
    rng = random.Random(1)
    qtbot.waitUntil(table.turns.my_turn, timeout=20_000)
    session = table.session
    index = len(session.actions)
    table.perform(rng.choice(session.state.legal_actions()))
    table.undo()
    qtbot.waitUntil(lambda: not table.checker.busy, timeout=20_000)
    assert index not in session.verdicts
