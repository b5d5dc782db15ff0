"""Irokanmuri's bots, issue 31: the search keeps Tenji for the end of the hand (the
players' report of a partner spending Tenji early), and the expert level searches at
least as many worlds as the strong level."""

from __future__ import annotations

import random

from rules_core.ai.corpus import Position, judge, positions
from rules_core.ai.games.irokanmuri import IrokanmuriHeuristic
from rules_core.ai.levels import bot_for
from rules_core.ai.search import DeterminizedSearch
from rules_core.games.irokanmuri import IrokanmuriView


def _position(name: str) -> Position:
    return next(p for p in positions("irokanmuri") if p.name == name)


def test_expert_searches_at_least_as_much_as_strong() -> None:
    bots = [bot_for("irokanmuri", level) for level in ("normal", "strong", "expert")]
    worlds = [bot.worlds for bot in bots if isinstance(bot, DeterminizedSearch)]
    assert len(worlds) == 3
    normal, strong, expert = worlds
    assert expert >= strong > normal


def test_search_weighs_no_tenji_while_the_hand_is_long() -> None:
    state = _position("keep-tenji-for-the-end").state()
    view = state.view(state.current_player)
    assert isinstance(view, IrokanmuriView)
    legal = state.legal()
    assert "receive TENJI" in legal.texts
    kept = IrokanmuriHeuristic().search_candidates(view, list(legal.ids), random.Random(0))
    assert [legal.text(a) for a in kept] == ["pass"]


def test_search_weighs_tenji_at_the_end() -> None:
    state = _position("joker-goes-out").state()
    view = state.view(state.current_player)
    assert isinstance(view, IrokanmuriView)
    legal = state.legal()
    kept = IrokanmuriHeuristic().search_candidates(view, list(legal.ids), random.Random(0))
    assert "receive TENJI" in [legal.text(a) for a in kept]


def test_the_levels_keep_tenji_in_the_reported_position() -> None:
    position = _position("keep-tenji-for-the-end")
    for level in ("normal", "strong"):
        verdict = judge(position, level)
        assert verdict.right, verdict.line()
