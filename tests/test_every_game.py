"""Properties every registered game must have (a new game is covered on arrival).

Random legal play through the string door, with the fast door, the views, the
status lines, refusals, sampled worlds and records checked at every step.
"""

from __future__ import annotations

import random

import pytest
from helpers import advance, game_cases
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import IllegalAction, View, get_game
from rules_core.messages import LANGUAGES, Msg
from rules_core.record import record_of, replay

CASES = game_cases()
NAMES = ["North", "East", "South", "West", "Fifth", "Sixth", "Seventh"]
JUNK = [
    "",
    " ",
    "play",
    "play ²S",
    "play 1S",
    "play ZZ",
    "play AS AS",
    "bid ² S",
    "bid 15 S extra",
    "pass pass",
    "exchange ²S",
    "say plan ٦ 4 2 0",
    "PLAY AS",
    "play\tAS",
    "nello",
]


def seats(state) -> range:
    return range(state.num_players)


def words(msg: Msg) -> None:
    """A message renders in every language, with seats named."""
    for lang in LANGUAGES:
        assert msg.text(lang, NAMES)


def check_position(state) -> None:
    game = state.game
    legal = state.legal_actions()
    ids = list(state.legal_action_ids())
    assert len(legal) == len(ids) == len(set(ids))
    if state.is_terminal:
        assert legal == [] and state.current_player == -1
    else:
        assert legal, "a live deal always has a legal action"
        assert 0 <= state.current_player < state.num_players
    for text, action in zip(legal, ids, strict=True):
        assert state.action_text(action) == text
        assert state.action_id(text) == action
    assert len(state.scores()) == game.score_count(state.num_players)
    for seat in seats(state):
        view = state.view(seat)
        assert isinstance(view, View) and view.seat == seat
        assert view.to_act == state.current_player
        assert len(view.hand_sizes) == state.num_players
        if state.decider(seat) == seat:
            assert len(view.hand) == view.hand_sizes[seat]
        for line in view.describe():
            words(line)
        status = state.status(seat)
        for msg in [status.prompt, status.centre, *status.aside.values()]:
            if msg is not None:
                words(msg)
        for line in status.seats:
            for msg in line:
                words(msg)
        if state.is_terminal or state.decider(state.current_player) == seat:
            assert status.prompt is not None  # the seat to act is told what to do


def random_deal(game_id: str, variant: str | None, seed: int, check_every: int = 1):
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    rng = random.Random(seed)
    actions: list[tuple[int, str]] = []
    step = 0
    while True:
        if step % check_every == 0:
            check_position(state)
        if state.is_terminal:
            return state, actions
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        checked = step % check_every == 0
        twin = state.clone() if checked else None
        events = state.apply(action, seat)
        assert isinstance(events, list)
        if twin is not None:  # the fast door reaches the same deal (a divergence would last)
            twin.apply_id(twin.action_id(action))
            for other in seats(state):
                assert twin.view(other) == state.view(other)
            assert twin.scores() == state.scores() and twin.is_terminal == state.is_terminal
        actions.append((seat, action))
        step += 1
        assert step < 1000, "a deal must end"


@pytest.mark.parametrize(("game_id", "variant"), CASES)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_deals_keep_both_doors_views_and_words_consistent(game_id, variant, seed):
    state, actions = random_deal(game_id, variant, seed, check_every=2)
    assert state.is_terminal
    again, _ = replay(record_of(state, actions, seed=seed, variant=variant))
    assert again.scores() == state.scores() and again.result() == state.result()
    for seat in seats(state):
        assert again.view(seat) == state.view(seat)


@pytest.mark.parametrize(("game_id", "variant"), CASES)
@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 60),
    junk=st.lists(st.sampled_from(JUNK) | st.text(max_size=12), max_size=5),
)
def test_refused_actions_leave_the_state_untouched(game_id, variant, seed, steps, junk):
    state = advance(game_id, variant, seed, steps)
    legal = set(state.legal_actions())
    record = state.game.explicit_deal(state)
    for text in junk:
        if text in legal:
            continue
        before = [state.view(seat) for seat in seats(state)]
        try:
            state.apply(text)
        except IllegalAction as refused:
            words(refused.msg)
        else:  # accepted: it named a legal action another way (an exchange in another order)
            return
        assert [state.view(seat) for seat in seats(state)] == before
        assert set(state.legal_actions()) == legal
        assert state.game.explicit_deal(state) == record


@pytest.mark.parametrize(("game_id", "variant"), CASES)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_sampled_worlds_match_the_view_of_the_seat_that_samples(game_id, variant, seed, steps):
    state = advance(game_id, variant, seed, steps)
    rng = random.Random(seed)
    for seat in {state.decider(s) for s in seats(state)}:
        world = state.sample_hidden(seat, rng)
        assert world.view(seat) == state.view(seat)
        if not state.is_terminal and state.decider(state.current_player) == seat:
            assert world.legal_action_ids() == state.legal_action_ids()


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_game_metadata_is_complete(game_id, variant):
    game = get_game(game_id)
    state = game.new_deal(variant=variant, seed=1)
    assert set(game.titles) >= {"en", "ja"}
    assert game.direction in ("clockwise", "counter-clockwise")
    teams = game.teams(state.num_players)
    assert sorted(s for team in teams for s in team) == list(range(state.num_players))
    assert game.pieces.name and game.actions.size > 0
    for text in state.legal_actions():  # every action is an id of the game's fixed space
        assert 0 <= state.action_id(text) < game.actions.size
