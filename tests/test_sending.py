"""What crosses to the search process and back (a state mid-deal, a bot's decision with its
reason, a review's verdict, a solver's answer) comes back equal through pickle, in either
build of the core (CI runs this on the compiled one too, where frozen classes need their
own way back: ``rules_core.clones.Sendable``)."""

from __future__ import annotations

import pickle
import random
from typing import TypeVar

import pytest

from rules_core.ai import heuristic_bot
from rules_core.ai.games.ando_coop.solver import CoopSolution
from rules_core.ai.games.mustfollow_solitaire.solver import SolitaireSolution
from rules_core.ai.review import Verdict
from rules_core.ai.search import decide
from rules_core.registry import game_ids, get_game

T = TypeVar("T")


def round_trip(thing: T) -> T:
    back: T = pickle.loads(pickle.dumps(thing))
    return back


@pytest.mark.parametrize("game_id", game_ids())
def test_a_state_and_a_decision_cross_to_the_search_process_all_through_a_deal(
    game_id: str,
) -> None:
    state = get_game(game_id).new_deal(seed=3)
    rng = random.Random(3)
    step = 0
    while True:
        if step % 4 == 0 or state.is_terminal:  # what a search would be sent then
            twin = round_trip(state)
            assert type(twin) is type(state)
            assert list(twin.legal_action_ids()) == list(state.legal_action_ids())
            for seat in range(state.num_players):
                assert twin.view(seat) == state.view(seat)
            if not state.is_terminal:
                decision = decide(heuristic_bot(game_id), state, random.Random(step))
                assert round_trip(decision) == decision
        if state.is_terminal:
            assert twin.result() == state.result() and twin.scores() == state.scores()
            break
        state.apply(rng.choice(state.legal_actions()))
        step += 1


def test_a_verdict_and_the_solvers_answers_cross_back() -> None:
    verdict = Verdict(3, 1, "play AS", "play KS", 1.5, 2.0, "points", 40)
    coop = CoopSolution(True, 12, True, ((0, "play AS"),), 1000, 0.5)
    solo = SolitaireSolution(None, 3, False, ("exchange 2S 3S",), 10, 0.1)
    for answer in (verdict, coop, solo):
        assert round_trip(answer) == answer
