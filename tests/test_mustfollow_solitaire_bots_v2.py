"""Must-Follow Solitaire's bots (issue 31): the search weighs only the lowest card that wins
a trick (a higher winner, or the joker, is never better), and the review never calls the
lowest winner worse than a higher one."""

from __future__ import annotations

import math
import random

from rules_core.ai import heuristic_bot
from rules_core.ai.base import perform
from rules_core.ai.corpus import positions, score
from rules_core.ai.games.mustfollow_solitaire.search import SolitaireSearch
from rules_core.ai.levels import bot_for
from rules_core.ai.search import decide, sampler_for
from rules_core.cards import JOKER, card_str, rank_of
from rules_core.game import State
from rules_core.games.mustfollow_solitaire import PLAY, winning_plays
from rules_core.registry import get_game


def _winners(state: State) -> list[int]:
    """The legal cards that win the trick."""
    view, legal = state.view(0), state.legal_actions()
    playable = [c for c in view.hand if "play " + card_str(c) in legal]
    return winning_plays(view.lead, view.trump, playable)


def _play_states(deals: range, moves: int = 30) -> list[State]:
    """Play positions of heuristic deals where more than one card wins the trick."""
    game = get_game("mustfollow_solitaire")
    heuristic = heuristic_bot("mustfollow_solitaire")
    found = []
    for seed in deals:
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_terminal:
                break
            view = state.view(0)
            if view.phase == PLAY and len(_winners(state)) > 1:
                found.append(state.clone())
            perform(state, decide(heuristic, state, rng))
    return found


def test_the_search_weighs_only_the_lowest_winner_and_losing():
    bot = bot_for("mustfollow_solitaire", "normal")
    assert isinstance(bot, SolitaireSearch)
    states = _play_states(range(6))
    assert states
    for state in states:
        view = state.view(0)
        choices, _ = bot._play_options(view)
        winners = _winners(state)
        plain = [c for c in winners if c != JOKER]
        cards = [c for c in choices if c is not None]
        assert len(cards) == 1
        assert cards[0] == (min(plain, key=rank_of) if plain else JOKER)


def test_the_review_never_prefers_a_higher_winner_to_the_lowest():
    bot = bot_for("mustfollow_solitaire", "strong")
    assert isinstance(bot, SolitaireSearch)
    states = _play_states(range(2), moves=12)[:3]
    assert states
    for state in states:
        plain = sorted((c for c in _winners(state) if c != JOKER), key=rank_of)
        if len(plain) < 2:
            continue
        high, low = "play " + card_str(plain[-1]), "play " + card_str(plain[0])
        found = bot.appraise(
            state.view(0), state.legal(), random.Random(0), sampler_for(state, 0), 0, high, False
        )
        assert found is not None and found.chosen == high
        assert found.values[high] <= found.values[low]


def test_the_corpus_covers_the_deal_and_the_normal_level_gets_it_right():
    found = positions("mustfollow_solitaire")
    assert len(found) >= 12
    actions = {p.good[0].split(" ")[0] for p in found}
    assert actions == {"play", "trump"}
    verdicts = score("mustfollow_solitaire", "normal")
    assert all(v.right for v in verdicts), [v.line() for v in verdicts if not v.right]


def test_the_expert_level_weighs_more_orders_than_the_strong():
    strong = bot_for("mustfollow_solitaire", "strong")
    expert = bot_for("mustfollow_solitaire", "expert")
    assert isinstance(strong, SolitaireSearch) and isinstance(expert, SolitaireSearch)
    assert expert.worlds > strong.worlds and expert.seconds >= strong.seconds
    assert math.isfinite(expert.seconds)
