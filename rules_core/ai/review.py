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
in the review as the verdicts arrive.  The live play checker asks the same judge right
after each decision (:func:`check_decision`): with the same seed it gives the review's
verdict, and the hint's own move is best for both.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..clones import Sendable
from ..game import State
from ..messages import Msg, add_catalogue
from ..piece_kinds import kind_named
from ..pieces import ActionWords
from ..record import Record
from .levels import bot_for
from .protocols import Appraiser
from .search import decide, sampler_for

# A loss this small is within the search's noise: the choice counts as good.
GOOD_ENOUGH = {"win": 0.03, "points": 0.5}
# From this loss on a choice is a mistake (between the two: an inaccuracy).
MISTAKE = {"win": 0.10, "points": 2.0}
GRADES = ("best", "good", "inaccuracy", "mistake")
# A grade's short mark, as annotated games mark moves.
GRADE_MARKS = {"best": "✓", "good": "·", "inaccuracy": "?!", "mistake": "?"}


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

    def grade_words(self) -> Msg:
        return Msg(f"grade_{self.grade}")

    def loss_words(self) -> Msg:
        """What the choice made cost against the best, in the appraisal's unit."""
        if self.loss == 0:
            return Msg("loss_none")
        if self.unit == "win":
            return Msg("loss_win", {"p": round(self.loss * 100)})
        points = f"{self.loss:.1f}".rstrip("0").rstrip(".")
        return Msg("loss_point" if points == "1" else "loss_points", {"x": points})


@dataclass(frozen=True)
class Check(Sendable):
    """The live checker's word on one decision: the review's verdict, and the reason for
    the better choice in the deciding seat's own words (None: no reason to give)."""

    verdict: Verdict
    why: Msg | None = None

    def line(self, pieces: str) -> Msg:
        """The check in words: the mark and grade; below best, the better choice, what
        the choice made cost, and why."""
        verdict = self.verdict
        kind = ActionWords(kind_named(pieces), verdict.chosen)
        params: dict[str, object] = {
            "mark": GRADE_MARKS[verdict.grade],
            "grade": verdict.grade_words(),
            "action": kind,
        }
        if verdict.grade == "best":
            return Msg("check_best", params, pieces)
        params |= {
            "best": ActionWords(kind_named(pieces), verdict.best),
            "loss": verdict.loss_words(),
        }
        if self.why is None:
            return Msg("check_better", params, pieces)
        return Msg("check_better_why", {**params, "why": self.why}, pieces)


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


def judge_rng(seed: int, index: int) -> random.Random:
    """The random numbers the judge weighs decision ``index`` of deal ``seed`` with."""
    return random.Random(seed * 1_000_003 + index)


def appraise_decision(
    game_id: str,
    state: State,
    chosen: str,
    index: int = 0,
    seed: int = 0,
    level: str = "strong",
    hinted: str | None = None,
) -> Verdict | None:
    """The bot at ``level`` values the choices at ``state`` from the deciding player's
    view.  None when it sees nothing to weigh (one sensible choice, blind reveals).
    ``hinted``: the hint the person was given here — its own move is graded best (the
    bot that gave it chose it in this very position)."""
    bot = bot_for(game_id, level)
    seat = state.current_player
    player = state.decider(seat)
    view, legal = state.view(player), state.legal()
    rng = judge_rng(seed, index)
    if not isinstance(bot, Appraiser):
        return None
    sample = sampler_for(state, player)
    found = bot.appraise(view, legal, rng, sample, seat, chosen, state.game.cooperative)
    if found is None or len(found.values) < 2:
        return None
    # The choice made if it ties the best, else the first best value (the search's own pick).
    best = max(found.values, key=lambda a: (found.values[a], a == found.chosen))
    mine = found.values[found.chosen]
    if hinted is not None and hinted == chosen:
        return Verdict(index, seat, chosen, chosen, mine, mine, found.unit, found.worlds)
    return Verdict(
        index,
        seat,
        chosen,
        chosen if best == found.chosen else best,
        mine,
        found.values[best],
        found.unit,
        found.worlds,
    )


def check_decision(
    game_id: str,
    state: State,
    chosen: str,
    index: int,
    seed: int,
    level: str,
    hinted: str | None = None,
) -> Check | None:
    """The live checker: the review's verdict on ``chosen`` at ``state`` (the same judge,
    level and seed), and, below best, the reason for the better choice as the bot at
    ``level`` gives it from the deciding seat's view (when that bot picks the same)."""
    verdict = appraise_decision(game_id, state, chosen, index, seed, level, hinted)
    if verdict is None:
        return None
    why = None
    if verdict.grade != "best":
        player = state.decider(state.current_player)
        decision = decide(bot_for(game_id, level), state, judge_rng(seed, index), player)
        why = decision.why if decision.action == verdict.best else None
    return Check(verdict, why)


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


add_catalogue(
    {
        "grade_best": {"en": "Best", "ja": "最善"},
        "grade_good": {"en": "Good", "ja": "好手"},
        "grade_inaccuracy": {"en": "Inaccuracy", "ja": "不正確"},
        "grade_mistake": {"en": "Mistake", "ja": "悪手"},
        "loss_none": {"en": "0", "ja": "0"},
        "loss_win": {"en": "−{p}% chance to win", "ja": "勝つ見込み −{p}%"},
        "loss_point": {"en": "−1 point", "ja": "−1 点"},
        "loss_points": {"en": "−{x} points", "ja": "−{x} 点"},
        "check_best": {"en": "{mark} {grade}: {action}.", "ja": "{mark} {grade}：{action}"},
        "check_better": {
            "en": "{mark} {grade}: {action}. Better: {best} ({loss} against your move).",
            "ja": "{mark} {grade}：{action}。よりよい手：{best}（あなたの手と比べて {loss}）",
        },
        "check_better_why": {
            "en": "{mark} {grade}: {action}. Better: {best} ({loss} against your move). "
            "The hint's reason for it: {why}",
            "ja": "{mark} {grade}：{action}。よりよい手：{best}（あなたの手と比べて {loss}）。"
            "ヒントの理由：{why}",
        },
    }
)


__all__ = [
    "GRADES",
    "GRADE_MARKS",
    "Check",
    "check_decision",
    "judge_rng",
    "ReviewPoint",
    "Verdict",
    "appraise_decision",
    "review_deal",
    "review_points",
]
