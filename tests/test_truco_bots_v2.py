"""Truco bots v2: the expert level weighs more worlds than the strong one, and the search
levels answer a call whose trick is already decided and call on a trick that is surely
their side's (corpus positions; bounded by worlds, not the clock)."""

from __future__ import annotations

import math
import random

import pytest

from rules_core.ai.corpus import positions
from rules_core.ai.games import truco as ai
from rules_core.ai.levels import BUDGETS, bot_for
from rules_core.ai.search import decide

CORPUS = {p.name: p for p in positions("truco")}


def test_the_expert_weighs_more_worlds_than_the_strong_level() -> None:
    strong, expert = bot_for("truco", "strong"), bot_for("truco", "expert")
    assert isinstance(strong, ai.TrucoSearch) and isinstance(expert, ai.TrucoSearch)
    assert expert.worlds > strong.worlds
    assert strong.seconds < expert.seconds <= BUDGETS["expert"].seconds


@pytest.mark.parametrize(
    "name",
    [
        "fold-when-the-trick-is-lost",
        "accept-holding-the-zap",
        "call-on-a-trick-partner-has-won",
        "eleven-keep-the-manilha-for-the-last-trick",
    ],
)
def test_a_small_search_chooses_right(name: str) -> None:
    position = CORPUS[name]
    bot = ai.TrucoSearch(ai.TrucoHeuristic(), worlds=24, seconds=math.inf)
    decision = decide(bot, position.state(), random.Random(0))
    assert decision.action in position.good
