"""Random deals: every card accounted for, the game always ends, 8+ exchanges never win."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import get_game
from rules_core.ai import heuristic_bot
from rules_core.cards import card_str
from rules_core.clones import fields_of
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
        state.apply(bot.choose(view, state.legal(), rng).action)


ACTION_TEXTS = st.one_of(
    st.sampled_from(["exchange", "trump S", "trump NT", "trump X", "play JK", "play", "", "pass"]),
    st.builds(
        lambda v, c: f"{v} {c}",
        st.sampled_from(["exchange", "play", "trump"]),
        st.sampled_from([card_str(c) for c in PACK] + ["ZZ", "10", "AS AS"]),
    ),
    st.text(max_size=12),
)


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32), steps=st.integers(0, 40), junk=st.lists(ACTION_TEXTS, max_size=6)
)
def test_refused_actions_leave_the_state_untouched(seed, steps, junk):
    from rules_core import IllegalAction

    state = GAME.new_deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    legal = set(state.legal_actions())
    for text in junk:
        if text in legal:
            continue
        before = fields_of(state.clone())
        try:
            state.apply(text)
        except IllegalAction as exc:
            assert str(exc) and exc.msg.text("ja")
        else:  # an accepted action must be legal (e.g. an exchange listed in another order)
            assert text.startswith("exchange")
            return
        assert fields_of(state) == before


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**16))
def test_at_the_last_trick_the_hint_reaches_the_solvers_best_score(seed, choice_seed):
    """With nothing left to come the hint knows the position exactly: its card ends the
    deal with the best score the solver finds, and its reason names no sampled orders."""
    from rules_core.ai.games.mustfollow_solitaire.solver import solve_play
    from rules_core.ai.levels import decide_at_level

    state = GAME.new_deal(seed=seed)
    rng = random.Random(choice_seed)
    while not state.is_terminal and not (state.phase == "play" and not state.stock):
        state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal:
        return
    best, _ = solve_play(state)
    decision = decide_at_level(GAME.id, "normal", state, seed=choice_seed)
    state.apply(decision.action)
    assert state.scores() == [best]
    if decision.why is not None:
        for lang in ("en", "ja"):
            text = decision.hint_line("french").text(lang)
            assert "orders" not in text and "通り" not in text, text
