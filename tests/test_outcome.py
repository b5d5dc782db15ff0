"""A finished deal's and match's outcome for a seat (rules_core.outcome), for every game:
consistent with the scores, the teams and the game's own verdict."""

from __future__ import annotations

import random

import pytest
from helpers import game_cases, play_randomly

from rules_core.match import Match
from rules_core.outcome import Outcome, outcome_of
from rules_core.registry import get_game


def finished(game_id: str, variant: str | None, seed: int):
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    play_randomly(state, random.Random(seed))
    return state


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_every_game_gives_a_consistent_outcome(game_id, variant):
    game = get_game(game_id)
    for seed in (1, 2, 3):
        state = finished(game_id, variant, seed)
        outcomes = [state.outcome(seat) for seat in range(state.num_players)]
        if state.result().get("redeal"):
            assert outcomes == [None] * state.num_players  # a void deal counts for nothing
            continue
        teams = state.teams
        win = state.result().get("win")
        for seat, outcome in enumerate(outcomes):
            assert isinstance(outcome, Outcome)
            assert outcome.sides == len(teams)
            assert 1 <= outcome.place <= outcome.sides
            if outcome.won:
                assert outcome.place == 1
            if win is not None:
                assert outcome.won is win
            side = next(i for i, team in enumerate(teams) if seat in team)
            expected = state.scores()[side if game.team_scores else seat]
            assert outcome.score == expected
            for partner in teams[side]:  # partners share the outcome's verdict and place
                assert (outcomes[partner].won, outcomes[partner].place) == (
                    outcome.won,
                    outcome.place,
                )
        places = {o.place for o in outcomes if o is not None}
        assert 1 in places
        if game.cooperative:
            assert len({o.won for o in outcomes}) == 1
            assert all(o.won is not None for o in outcomes)
        if all(o.won is None for o in outcomes):
            assert places == {1}  # nobody won: every side level


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_a_match_outcome_follows_its_totals(game_id, variant):
    game = get_game(game_id)
    match = Match(game_id, variant=variant)
    assert match.outcome(0) is None  # nothing counted yet
    for seed in (4, 5):
        number, state = match.start_deal(seed)
        play_randomly(state, random.Random(seed))
        match.finish_deal(number, state, [])
    outcome = match.outcome(0)
    assert outcome is not None
    teams = game.teams(match.players)
    assert outcome.sides == len(teams)
    sides = match.totals if game.team_scores else [sum(match.totals[s] for s in t) for t in teams]
    assert outcome.place == 1 + sum(1 for t in sides if t > sides[0])
    assert outcome.score == match.totals[0]
    if outcome.won:
        assert outcome.place == 1


def test_places_are_shared_by_level_sides_and_a_level_table_wins_nobody():
    teams = ((0,), (1,), (2,))
    assert outcome_of(teams, False, 0, [5, 9, 5], [5, 9, 5]) == Outcome(False, 2, 3, 5)
    assert outcome_of(teams, False, 2, [5, 9, 5], [5, 9, 5]) == Outcome(False, 2, 3, 5)
    assert outcome_of(teams, False, 1, [5, 9, 5], [5, 9, 5]) == Outcome(True, 1, 3, 9)
    assert outcome_of(teams, False, 0, [9, 9, 5], [9, 9, 5]) == Outcome(True, 1, 3, 9)
    assert outcome_of(teams, False, 0, [3, 3, 3], [3, 3, 3]) == Outcome(None, 1, 3, 3)
    # Partnerships scored per team: the seat reads its team's entry.
    pairs = ((0, 2), (1, 3))
    assert outcome_of(pairs, True, 3, [2, 7], [40, 60]) == Outcome(True, 1, 2, 60)
    assert outcome_of(pairs, True, 2, [2, 7], [40, 60]) == Outcome(False, 2, 2, 40)
    # Partnerships scored per seat: the side's seats add up, the score is the seat's own.
    assert outcome_of(pairs, False, 0, [1, 2, 4, 2], [1, 2, 4, 2]) == Outcome(True, 1, 2, 1)
    # The game's own verdict (a co-op table: one side) decides.
    together = ((0, 1, 2),)
    assert outcome_of(together, False, 1, [0, 0, 0], [0, 0, 0], win=False) == Outcome(
        False, 1, 1, 0
    )
    with pytest.raises(ValueError):
        outcome_of(teams, False, 5, [1, 2, 3], [1, 2, 3])


def test_an_unfinished_deal_has_no_outcome_yet():
    state = get_game("hamlet").new_deal(seed=1)
    with pytest.raises(ValueError):
        state.outcome(0)
