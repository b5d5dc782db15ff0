"""Random deals: every card accounted for, the game always ends, 8+ exchanges never win."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import get_game
from rules_core.ai import heuristic_bot
from rules_core.games.mustfollow_solitaire import PACK, SolitaireState

GAME = get_game("mustfollow_solitaire")


def all_cards(state: SolitaireState) -> Counter:
    lead = [state.lead] if state.lead is not None else []
    return Counter(state.hand + state.stock + state.discards + state.burned + state.won + lead)


def play_out(state: SolitaireState, rng: random.Random, exchange: list | None = None) -> int:
    steps = 0
    if exchange is not None:
        state.apply(" ".join(["exchange", *exchange]))
    while not state.is_terminal:
        assert all_cards(state) == Counter(PACK)
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        assert steps < 200
    assert all_cards(state) == Counter(PACK)
    return steps


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**16))
def test_random_games_account_for_every_card_and_end(seed, choice_seed):
    state = GAME.new_deal(seed=seed)
    play_out(state, random.Random(choice_seed))
    assert state.win in (True, False)
    assert state.scores() == [len(state.stock) - len(state.hand)]
    assert state.win == (len(state.hand) == 0)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.integers(8, 10), choice_seed=st.integers(0, 2**16))
def test_exchanging_eight_or_more_never_wins(seed, size, choice_seed):
    state = GAME.new_deal(seed=seed)
    rng = random.Random(choice_seed)
    from rules_core.cards import card_str

    chosen = rng.sample(state.hand, size)
    play_out(state, rng, [card_str(c) for c in chosen])
    assert state.win is False


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_sampled_worlds_agree_with_the_view(seed):
    state = GAME.new_deal(seed=seed)
    rng = random.Random(seed)
    bot = heuristic_bot(GAME.id)
    while not state.is_terminal:
        view = state.view(0)
        world = state.sample_hidden(0, rng)
        assert world.view(0) == view
        assert all_cards(world) == Counter(PACK)
        state.apply(bot.choose(view, state.legal_actions(), rng).action)
