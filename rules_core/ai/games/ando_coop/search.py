"""What the co-op game's search plays for: the win, and on the way to it in the
two-hand variants (2p, 1p) what the rounds achieve.

A heuristic rollout of a whole two-round deal rarely wins, so "won or lost" says
little about a round-1 decision.  The search counts what the win is made of: round 1
ending 8–4 with a winning pair of suits kept (hearts with diamonds, or spades with
clubs), and in round 2 the reverse split and the other pair — each far below the win
itself.  In 3p/4p (one round) only the win counts.  Measured with the strong level's
search on the same 100 solo deals: 33 wins against 28 playing for the win alone.

The search ranks its choices by their chance to win first and the score of their
wins next (see :mod:`rules_core.ai.search`); these parts only break the ties — which,
early in a deal, is most of the time.  Once the whole table can see the deal is lost,
every line scores 0: :class:`CoopSearch` does not search then, and the heuristic's
reason says so.
"""

from __future__ import annotations

import random

from ....cards import SUITS, suit_of
from ....game import Legal, State
from ....games.ando_coop import PAIRS, CoopState, CoopView
from ....view import View
from ...base import Decision
from ...search import WIN_BONUS, DeterminizedSearch, SearchStats, WorldSampler

ROUND1_DONE = 100.0  # round 1 ended as a win needs
ROUND2_PART = 50.0  # round 2: the split right, the suits right (each)


def round_parts(state: CoopState) -> float:
    """What the rounds played so far are worth on the way to a win."""
    if not state.rounds:
        return 0.0
    first = state.rounds[0]
    kept1 = {suit_of(c) for c in first.kept}
    if sorted(first.tricks) != [4, 8] or kept1 not in [set(pair) for pair in PAIRS]:
        return 0.0
    value = ROUND1_DONE
    if len(state.rounds) == 2:
        second = state.rounds[1]
        if tuple(second.tricks) == (first.tricks[1], first.tricks[0]):
            value += ROUND2_PART
        if {suit_of(c) for c in second.kept} == set(SUITS) - kept1:
            value += ROUND2_PART
    return value


def shaped(state: State, player: int) -> float:
    """The win (and its score) first, then how much of it the rounds achieved."""
    assert isinstance(state, CoopState)
    won = WIN_BONUS + state.scores()[0] if state.win else 0.0
    return won + round_parts(state)


class CoopSearch(DeterminizedSearch):
    """The co-op search: as the generic one, but a deal the table can see is lost is not
    searched (every line of it scores 0)."""

    def choose_in_worlds(
        self, view: View, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        if isinstance(view, CoopView) and view.out_of_reach() is not None:
            self.last = SearchStats()
            return self.policy.choose(view, legal, rng)
        return super().choose_in_worlds(view, legal, rng, sample, player)


__all__ = ["ROUND1_DONE", "CoopSearch", "round_parts", "shaped"]
