"""Crescendo bots v2: a soloist whose tricks make its bid exactly (a double score) loses
the tricks left, and the search weighs only a few bids (every bid up to 28 in five trumps,
in a few worlds, let it jump to bids the totals of those worlds happened to fit)."""

from __future__ import annotations

import random

from rules_core.ai import heuristic_bot
from rules_core.ai.corpus import judge, positions
from rules_core.ai.games.crescendo import CrescendoHeuristic
from rules_core.ai.search import decide
from rules_core.registry import get_game

CORPUS = {p.name: p for p in positions("crescendo")}


def test_a_soloist_with_its_bid_made_loses_the_last_trick() -> None:
    state = CORPUS["win-trick-six-keep-the-joker-to-lose"].state()
    state.apply("play 4H", state.current_player)  # wins: nobody else holds a heart or trump
    bot = heuristic_bot("crescendo")
    while state.current_player != 0:
        state.apply(decide(bot, state, random.Random(0)).action, state.current_player)
    decision = decide(bot, state, random.Random(0))
    assert decision.action in ("play JK C", "play JK D")  # suits the others still hold
    assert decision.why is not None and "exactly" in decision.why.text("en")


def test_the_normal_level_keeps_the_joker_to_lose() -> None:
    verdict = judge(CORPUS["win-trick-six-keep-the-joker-to-lose"], "normal")
    assert verdict.right, verdict.line()


def test_the_auction_is_searched_among_a_few_bids() -> None:
    state = get_game("crescendo").new_deal(seed=11)
    seat = state.current_player
    legal = state.legal_action_ids()
    ids = CrescendoHeuristic().search_candidates(state.view(seat), legal, random.Random(0))
    texts = [state.action_text(a) for a in ids]
    assert "pass" in texts
    assert sorted(t for t in texts if t != "pass") == sorted(
        f"bid 15 {trump}" for trump in ("C", "D", "H", "S", "NT")
    )
    assert len(legal) > 60  # every bid: what the search no longer weighs
