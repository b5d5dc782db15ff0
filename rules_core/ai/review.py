"""Post-deal review: the strong bot weighs each decision a player made.

For every decision with a real choice, the strong level's search values the
choices from the player's view at that moment — the same view the player had, so
the verdict never uses cards the player could not have known — and compares the
choice made with the best one.  The loss is in the search's own unit (the
appraisal names it): points of score margin or of score (means over sampled
deals), or the chance of winning where a game plays for a win first.

A search that weighs a decision as its hint does (the same worlds, the same
measure) makes the review agree with the hint at the same level: the hint's own
choice is graded best.  Where choices tie, the first of the appraisal's values is
named best, unless the choice made is among them.

Each decision is appraised separately (:func:`appraise_decision` takes picklable
arguments), so the app can run them one at a time in its worker process and fill
in the review as the verdicts arrive.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..clones import Sendable
from ..game import State
from ..record import Record
from .levels import bot_for
from .protocols import Appraiser
from .search import sampler_for

# A loss this small is within the search's noise: the choice counts as good.
GOOD_ENOUGH = {"win": 0.03, "points": 0.5}
# From this loss on a choice is a mistake (between the two: an inaccuracy).
MISTAKE = {"win": 0.10, "points": 2.0}
GRADES = ("best", "good", "inaccuracy", "mistake")


@dataclass(frozen=True)
class ReviewPoint(Sendable):
    """One decision to review: the state just before it and the action taken."""

    index: int  # the action's position in the record
    seat: int  # the seat that acted (in 1p co-op also the dummy, played by the player)
    state: State
    chosen: str


@dataclass(frozen=True)
class Verdict(Sendable):
    index: int
    seat: int
    chosen: str
    best: str
    chosen_value: float
    best_value: float
    unit: str  # "points" or "win" (a chance, 0..1)
    worlds: int  # how many sampled deals the values rest on

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def grade(self) -> str:
        """best, good (within noise), inaccuracy or mistake."""
        if self.chosen == self.best:
            return "best"
        if self.loss <= GOOD_ENOUGH[self.unit]:
            return "good"
        return "mistake" if self.loss >= MISTAKE[self.unit] else "inaccuracy"


def review_points(record: Record, player: int) -> list[ReviewPoint]:
    """The decisions ``player`` made in ``record`` that offered a choice (forced moves
    and table talk are left out).  Raises the record module's errors for a broken
    record, like ``replay``."""
    state = record.new_state()
    points: list[ReviewPoint] = []
    for index, (seat, action) in enumerate(record.actions):
        decision = state.is_decision(action)
        if decision and state.decider(seat) == player and len(state.legal_action_ids()) > 1:
            points.append(ReviewPoint(index, seat, state.clone(), action))
        state.apply(action, seat)
    return points


def appraise_decision(
    game_id: str, state: State, chosen: str, index: int = 0, seed: int = 0, level: str = "strong"
) -> Verdict | None:
    """The bot at ``level`` values the choices at ``state`` from the deciding player's
    view.  None when it sees nothing to weigh (one sensible choice, blind reveals)."""
    bot = bot_for(game_id, level)
    seat = state.current_player
    player = state.decider(seat)
    view, legal = state.view(player), state.legal()
    rng = random.Random(seed * 1_000_003 + index)
    if not isinstance(bot, Appraiser):
        return None
    sample = sampler_for(state, player)
    found = bot.appraise(view, legal, rng, sample, seat, chosen, state.game.cooperative)
    if found is None or len(found.values) < 2:
        return None
    # The choice made if it ties the best, else the first best value (the search's own pick).
    best = max(found.values, key=lambda a: (found.values[a], a == found.chosen))
    return Verdict(
        index,
        seat,
        chosen,
        chosen if best == found.chosen else best,
        found.values[found.chosen],
        found.values[best],
        found.unit,
        found.worlds,
    )


def review_deal(record: Record, player: int, seed: int = 0, level: str = "strong") -> list[Verdict]:
    """Every reviewable decision of ``player`` in ``record``, in order."""
    verdicts = []
    for point in review_points(record, player):
        verdict = appraise_decision(
            record.game, point.state, point.chosen, point.index, seed, level
        )
        if verdict is not None:
            verdicts.append(verdict)
    return verdicts


__all__ = [
    "GRADES",
    "ReviewPoint",
    "Verdict",
    "appraise_decision",
    "review_deal",
    "review_points",
]
