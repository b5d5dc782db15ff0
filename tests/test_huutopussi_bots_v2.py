"""Huutopussi bots v2: a raise needs a marriage in hand, and the search weighs only no raise
against the heuristic's own (a player saw a bot raise 130 to 155 with no marriage, take 150
and lose the bid); a trick that is surely the other side's is searched only among the cards
that give them least."""

from __future__ import annotations

import random

from rules_core.ai import heuristic_bot
from rules_core.ai.corpus import judge, positions
from rules_core.ai.games.huutopussi import HuutopussiHeuristic
from rules_core.ai.search import decide
from rules_core.game import State

CORPUS = {p.name: p for p in positions("huutopussi")}


def _candidates(state: State) -> list[str]:
    seat = state.current_player
    ids = HuutopussiHeuristic().search_candidates(
        state.view(seat), state.legal_action_ids(), random.Random(0)
    )
    return sorted(state.action_text(a) for a in ids)


def test_no_raise_without_a_marriage() -> None:
    for name in ("no-raise-without-marriage", "no-raise-on-a-thin-contract"):
        state = CORPUS[name].state()
        decision = decide(heuristic_bot("huutopussi"), state, random.Random(0))
        assert decision.action == "noraise"
        assert decision.why is not None and "no marriage" in decision.why.text("en")
        assert _candidates(state) == ["noraise"]


def test_the_normal_level_no_longer_raises_on_a_few_worlds() -> None:
    verdict = judge(CORPUS["no-raise-without-marriage"], "normal")
    assert verdict.right, verdict.line()


def test_a_raise_is_weighed_only_against_no_raise() -> None:
    # A declarer with a marriage: the heuristic's raise and no raise, nothing else.
    game = CORPUS["no-raise-without-marriage"].state().game
    found = None
    for seed in range(40):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        bot = heuristic_bot("huutopussi")
        while not state.is_terminal and state.view(state.current_player).phase != "raise":
            state.apply(decide(bot, state, rng).action, state.current_player)
        if state.is_terminal:
            continue
        chosen = decide(bot, state, random.Random(0)).action
        if chosen != "noraise":
            found = (state, chosen)
            break
    assert found is not None, "some deal's declarer raises"
    state, chosen = found
    assert _candidates(state) == sorted(["noraise", chosen])


def test_their_sure_trick_is_searched_among_the_cheapest_cards() -> None:
    state = CORPUS["no-points-on-their-ace"].state()
    assert _candidates(state) == sorted(
        ["play 7C", "play 6D", "play 8D", "play 9D", "play 7S", "play 8S"]
    )
    state = CORPUS["keep-the-marriage-under-their-ace"].state()
    assert _candidates(state) == ["play JH"]  # not the K or Q of the heart marriage
    state = CORPUS["partner-ace-keep-the-king"].state()  # the partner's trick: all searched
    assert _candidates(state) == ["play 7S", "play KS"]
