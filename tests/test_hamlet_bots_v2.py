"""Hamlet bots v2: in the corpus's counting endgames the search finds the card the
rule of thumb misses (the heuristic keeps its highest loser, or ducks a trick that would
make it Hamlet); bounded by worlds, so the verdicts do not depend on the clock."""

from __future__ import annotations

import random

import pytest

from rules_core.ai import heuristic_bot
from rules_core.ai.corpus import judge, positions
from rules_core.ai.search import decide

CORPUS = {p.name: p for p in positions("hamlet")}

# Where the heuristic alone chooses wrong and the normal level right.
SEARCHED = [
    "keep-the-club-that-takes-the-last-trick",
    "keep-the-higher-club",
    "break-the-three-way-tie",
    "cash-the-sure-trick-first",
]


@pytest.mark.parametrize("name", SEARCHED)
def test_the_normal_level_counts_the_endgame(name: str) -> None:
    position = CORPUS[name]
    heuristic = decide(heuristic_bot("hamlet"), position.state(), random.Random(0))
    assert heuristic.action not in position.good  # the position tests the search
    verdict = judge(position, "normal")
    assert verdict.right, verdict.line()


def test_every_position_is_an_endgame_of_both_game_types() -> None:
    kinds = {p.state().kind for p in CORPUS.values()}
    assert kinds == {"to_be", "not_to_be"}
    assert all(p.state().tricks_done() >= 8 for p in CORPUS.values())
