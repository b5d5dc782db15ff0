"""Trick games on the shared engine: every card accounted for, Allmighty's zero sum,
Crescendo's defenders, voids kept by sampled worlds (see test_every_game for the
properties of every game)."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import all_games, get_game
from rules_core.pieces import pieces_of
from rules_core.record import record_of, replay
from rules_core.trickgame import TrickGameState

GAMES = [g.id for g in all_games() if isinstance(g.new_deal(seed=0), TrickGameState)]


def all_cards(state: TrickGameState) -> Counter:
    # pieces of any kind (cards_of reads French cards only: a tile would be lost)
    cards = [c for h in state.hands for c in pieces_of(h)]
    cards += list(state.trick)
    cards += [c for _, trick, _ in state.finished for c in trick]
    cards += list(getattr(state, "stock", []))
    if hasattr(state, "dealt_tables"):  # dealt face-up table cards (masks in ``tables``)
        cards += [c for t in state.tables for c in pieces_of(t)]
    return Counter(cards)


def dealt_cards(state: TrickGameState) -> Counter:
    dealt = [c for h in state.dealt for c in h] + list(getattr(state, "dealt_stock", []))
    return Counter(dealt + [c for t in getattr(state, "dealt_tables", []) for c in t])


def random_game(game_id, seed, options=None):
    state = get_game(game_id).new_deal(seed=seed, options=options)
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal:
        assert all_cards(state) == dealt_cards(state)
        seat = state.current_player
        legal = state.legal_actions()
        assert legal, "a live state always has a legal action"
        action = rng.choice(legal)
        state.apply(action, seat)
        actions.append((seat, action))
        assert len(actions) < 500
    assert all_cards(state) == dealt_cards(state)
    return state, actions


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_deals_end_with_every_card_accounted_for(game_id, seed):
    state, actions = random_game(game_id, seed)
    again, _ = replay(record_of(state, actions, seed=seed))
    assert again.scores() == state.scores() and again.result() == state.result()
    for seat in range(state.num_players):
        assert again.view(seat) == state.view(seat)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_allmighty_scores_sum_to_zero_for_every_player_count(players, seed):
    state, _ = random_game("allmighty", seed, {"players": players})
    assert sum(state.scores()) == 0
    if not state.result().get("redeal"):
        assert state.hands == [0] * players


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_crescendo_defenders_always_score_zero(seed):
    state, _ = random_game("crescendo", seed)
    result = state.result()
    if result.get("redeal"):
        assert state.scores() == [0, 0, 0]
    else:
        assert [s for seat, s in enumerate(state.scores()) if seat != result["soloist"]] == [0, 0]


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 40))
def test_sampled_worlds_match_every_view(game_id, seed, steps):
    state = get_game(game_id).new_deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(state.num_players):
        world = state.sample_hidden(seat, rng)
        assert world.view(seat) == state.view(seat)
        assert all_cards(world) == all_cards(state)
        drawn = getattr(state, "drawn", [0] * state.num_players)  # Allmighty: seen drawing
        for other in range(state.num_players):  # voids shown in public stay voids
            if other == seat:
                continue
            unknown = pieces_of(world.hands[other] & ~drawn[other])
            # each game says which pieces a void suit covers (a domino belongs to two)
            assert not any(state.void_suit(c, state.voids[other]) for c in unknown)
