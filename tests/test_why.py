"""Why, everywhere: every trick says why it was won, every finished deal how its score
is reached, every bot move can be explained from the bot's own reason, and a screen
reader hears the tricks and the result."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window
from helpers import game_cases
from PySide6.QtCore import Qt

from rules_core.ai import heuristic_bot
from rules_core.ai.search import decide
from rules_core.messages import LANGUAGES, catalogue_entry
from rules_core.registry import get_game

CASES = game_cases()


def play_out(game_id: str, variant: str | None, seed: int):
    """A whole deal by the heuristic for every seat; the state and every event."""
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    bot = heuristic_bot(game_id)
    events = []
    while not state.is_terminal:
        decision = decide(bot, state, random.Random(seed))
        seat = state.current_player
        for words in decision.say:
            state.apply(words, seat)
        events += state.apply(decision.action, seat)
    return state, events


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_every_trick_says_why_and_every_score_its_arithmetic(game_id, variant):
    for seed in (1, 2):
        state, events = play_out(game_id, variant, seed)
        for event in events:
            if event.kind == "trick":
                assert event.why is not None, (seed, event)
                assert catalogue_entry(event.why.key) is not None, event.why.key
        lines = state.summary(0).lines
        assert lines, (seed, "a finished deal must say how its score is reached")
        for lang in LANGUAGES:
            for line in lines:
                text = line.text(lang)
                assert text and text != line.key, (lang, line.key)


def test_w_explains_the_bots_moves_since_yours_in_their_own_words(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "hamlet"
    window.new_game(4)
    table = window.table
    qtbot.waitUntil(lambda: not table.busy())
    if not table.bot_lines():  # the person acts first: take a step, let the bots answer
        state = table.session.state
        table.perform(
            heuristic_bot("hamlet").choose(state.view(0), state.legal(), random.Random(1)).action
        )
        qtbot.waitUntil(
            lambda: not table.busy() and (table._my_turn() or table.session.state.is_terminal)
        )
    lines = table.bot_lines()
    assert lines and all(line.startswith("Bot ") for line in lines)
    assert not table.coach_label.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_W)
    assert table.coach_label.isVisible()
    assert table.coach_label.text() == "\n".join(lines[-3:])
    reasons = [why for why in table.reasons.values() if why is not None]
    assert reasons and reasons[-1].text("en") in table.coach_label.text()


def test_a_screen_reader_hears_who_took_the_trick_and_the_result(qtbot, tmp_path, monkeypatch):
    window = quiet_window(qtbot, tmp_path)
    heard: list[str] = []
    window.game_id = "crescendo"
    window.new_game(22)
    table = window.table
    original = table.announce
    monkeypatch.setattr(table, "announce", lambda words: (heard.append(words), original(words)))
    bot = heuristic_bot("crescendo")
    for _ in range(40):
        qtbot.waitUntil(lambda: not table.busy(), timeout=10_000)
        state = table.session.state
        if state.is_terminal:
            break
        table.perform(bot.choose(state.view(0), state.legal(), random.Random(0)).action)
    assert state.is_terminal
    assert any("takes the trick" in words for words in heard)
    headline = state.summary(0).headline
    if headline is not None:
        assert any(headline.text("en") in words for words in heard)
