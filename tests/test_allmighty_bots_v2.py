"""Allmighty bots v2: the face-down card of the first trick goes to another player, so the
heuristic puts down its worst minus card; the search weighs only the losing cards that give
away least (a whole game played out in a few dozen worlds is too noisy to rank them)."""

from __future__ import annotations

import math
import random

from rules_core.ai import heuristic_bot
from rules_core.ai.corpus import positions
from rules_core.ai.games.allmighty import AllmightyHeuristic
from rules_core.ai.search import DeterminizedSearch, decide
from rules_core.cards import parse_card
from rules_core.games.allmighty import DOWN_BASE

CORPUS = {p.name: p for p in positions("allmighty")}


def test_the_first_trick_puts_the_worst_minus_card_down() -> None:
    state = CORPUS["first-trick-put-the-almighty-down"].state()
    decision = decide(heuristic_bot("allmighty"), state, random.Random(0))
    assert decision.action == "down AS"
    assert decision.why is not None and "another player" in decision.why.text("en")
    state = CORPUS["first-trick-down-the-ten-of-spades"].state()
    assert decide(heuristic_bot("allmighty"), state, random.Random(0)).action == "down 10S"


def test_the_search_leaves_out_losers_that_give_points_away() -> None:
    state = CORPUS["dump-the-minus-card-not-the-plus-card"].state()
    seat = state.current_player
    candidates = AllmightyHeuristic().search_candidates(
        state.view(seat), state.legal_action_ids(), random.Random(0)
    )
    assert [state.action_text(a) for a in candidates] == ["play JS"]  # not J♥ (+10)
    state = CORPUS["do-not-catch-the-almighty-with-the-queen"].state()
    seat = state.current_player
    candidates = AllmightyHeuristic().search_candidates(
        state.view(seat), state.legal_action_ids(), random.Random(0)
    )
    assert sorted(state.action_text(a) for a in candidates) == ["play 7H", "play QH"]


def test_a_first_trick_down_is_searched_among_the_minus_cards() -> None:
    state = CORPUS["first-trick-put-a-minus-card-down"].state()
    seat = state.current_player
    candidates = AllmightyHeuristic().search_candidates(
        state.view(seat), state.legal_action_ids(), random.Random(0)
    )
    assert sorted(candidates) == sorted(DOWN_BASE + parse_card(c) for c in ("10S", "JS"))


def test_no_pruning_before_the_last_card_of_a_trick() -> None:
    state = CORPUS["trump-the-ten-of-hearts"].state()
    seat = state.current_player
    state.apply("play 3C", seat)  # the next seat plays with one more to come
    seat = state.current_player
    legal = state.legal_action_ids()
    view = state.view(seat)
    assert AllmightyHeuristic().search_candidates(view, legal, random.Random(0)) == list(legal)


def test_a_small_search_dumps_the_minus_card() -> None:
    state = CORPUS["dump-the-minus-card-not-the-plus-card"].state()
    bot = DeterminizedSearch(AllmightyHeuristic(), worlds=8, seconds=math.inf)
    assert decide(bot, state, random.Random(1)).action == "play JS"
