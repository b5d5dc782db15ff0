"""What the co-op game's search plays for, and the plan it proposes.

A heuristic rollout of a deal rarely wins (about one in twenty from the first trick), so
"won or lost" says little about an early decision.  The search counts what the win is made
of, each far below the win itself: in 3p/4p the tricks fitting the pattern and the last
cards of four suits; in the two-hand variants (2p, 1p) round 1 ending 8–4 with a winning
pair of suits kept (hearts with diamonds, or spades with clubs), and in round 2 the reverse
split and the other pair (:func:`shaped`).  It takes off a little for every trick a round
ended off the counts a win needs (:func:`graded`): a near miss is nearer a win.

The search ranks its choices by their mean value over the worlds — a win worth far more
than any part of one, the parts breaking what the wins leave even — rather than by the bare
count of won worlds first: early in a deal a few won rollouts more or less are mostly luck,
and the parts are seen in many more worlds.  Measured on the same 30 deals of 4p (the
strong level's search bounded to 40 worlds): 13 wins ranking by won worlds first, 14 by
the mean value, 15 with the plan tried as well (below) — small steps, each within the noise
of 30 deals.

The plan: every seat can work out the same plan from the suits on the backs, but which
order of the pattern suits a deal best is better tried than guessed.  The first seat to
act in a round (3p, 4p, and round 1 of 2p), before anyone has said a plan, plays every
order out over sampled worlds and proposes the one the table wins with most; its partners
take up a plan said at the table.

Once the whole table can see the deal is lost, every line scores 0: :class:`CoopSearch`
does not search then, and the heuristic's reason says so.
"""

from __future__ import annotations

import dataclasses
import random
import time
from itertools import permutations

from ....cards import SUITS, suit_of
from ....game import Legal, State
from ....games.ando_coop import (
    DUMMY,
    PAIRS,
    PATTERN,
    REVEAL_BASE,
    CoopState,
    CoopView,
    rule_targets,
    spoken_plan,
)
from ....view import View
from ...base import Bot, Decision
from ...levels import Budget
from ...search import WIN_BONUS, DeterminizedSearch, SearchStats, WorldSampler, rollout
from .bot import CoopHeuristic, computed_plan

ROUND1_DONE = 100.0  # round 1 ended as a win needs
ROUND2_PART = 50.0  # round 2: the split right, the suits right (each)
PART = 50.0  # one round (3p/4p): the tricks right, the suits right (each)
NEAR = 5.0  # per trick the counts are off the nearest order of the pattern
PLAN_SHARE = 0.5  # the plan's trial takes at most this share of the decision's worlds


def trick_distance(pattern: tuple[int, ...], tricks: tuple[int, ...]) -> int:
    """How many tricks the counts are off the nearest order of the pattern."""
    return min(
        sum(abs(t - p) for t, p in zip(tricks, order, strict=True))
        for order in set(permutations(pattern))
    )


def round_parts(state: CoopState) -> float:
    """What the rounds played so far are worth on the way to a win."""
    if not state.rounds:
        return 0.0
    first = state.rounds[0]
    if state.variant in ("4p", "3p"):
        suits = {suit_of(c) for c in first.kept}
        if state.centre is not None:
            suits.add(suit_of(state.centre))
        made = trick_distance(PATTERN[state.variant], tuple(first.tricks)) == 0
        return PART * made + PART * (len(suits) == len(SUITS))
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


def tricks_off(state: CoopState) -> int:
    """How many tricks the rounds played so far ended off what a win needs: the nearest
    order of the pattern (3p, 4p, round 1 of 2p/1p), then round 1's split the other way
    round (round 2)."""
    if not state.rounds:
        return 0
    first = tuple(state.rounds[0].tricks)
    pattern = PATTERN[state.variant]
    off = trick_distance(pattern, first)
    if len(state.rounds) == 2 and off == 0:
        off = sum(abs(t - m) for t, m in zip(state.rounds[1].tricks, first[::-1], strict=True))
    return off


def shaped(state: State, player: int) -> float:
    """The win (and its score) first, then how much of it the rounds achieved."""
    assert isinstance(state, CoopState)
    won = WIN_BONUS + state.scores()[0] if state.win else 0.0
    return won + round_parts(state)


def graded(state: State, player: int) -> float:
    """What the search plays for: :func:`shaped`, less a little for every trick the
    rounds ended off the counts a win needs (a near miss is nearer a win)."""
    assert isinstance(state, CoopState)
    return shaped(state, player) - NEAR * tricks_off(state)


def plan_to_choose(view: CoopView) -> bool:
    """Whether this seat is the first to speak in a round whose plan is open: 3p, 4p and
    round 1 of 2p, before any plan was said this round (1p has no table to talk to)."""
    if view.variant == "1p" or view.phase != "play":
        return False
    if rule_targets(view.variant, view.round, view.tricks_round1) is not None:
        return False
    return spoken_plan(view.round_talk) is None


def plan_words(plan: tuple[int, ...]) -> str:
    return "say plan " + " ".join(map(str, plan))


class CoopSearch(DeterminizedSearch):
    """The co-op search: the plan tried before it is proposed, choices ranked by their
    mean value; a deal the table can see is lost is not searched (every line of it
    scores 0)."""

    def choose_in_worlds(
        self, view: View, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        if not isinstance(view, CoopView):
            return super().choose_in_worlds(view, legal, rng, sample, player)
        if view.out_of_reach() is not None:
            self.last = SearchStats()
            return self.policy.choose(view, legal, rng)
        said: tuple[str, ...] = ()
        if plan_to_choose(view):
            plan = self.best_plan(view, sample, rng, player)
            if plan != computed_plan(view):
                said = (plan_words(plan),)
                view = dataclasses.replace(view, talk=(*view.talk, (view.to_act, said[0][4:])))
                sample = _saying(sample, said[0], view.to_act)
        decision = self._choose(view, legal, rng, sample, player)
        if said:
            talk = tuple(t for t in decision.say if not t.startswith("say plan "))
            decision = dataclasses.replace(decision, say=(*said, *talk))
        return decision

    def _choose(
        self, view: View, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        """The generic search's choice, ranked by the mean value over the worlds."""
        default, default_id, candidates = self.opening(view, legal, rng)
        if isinstance(view, CoopView) and len(candidates) > 1:
            candidates = alive(view, candidates, sample(rng))
        if len(candidates) <= 1 and default_id in candidates:
            self.last = SearchStats()
            return default
        values = self.evaluate(candidates, view, rng, sample, player, self.measure)
        wins = self.last.wins
        best = max(candidates, key=lambda a: (values[a], wins.get(a, 0.0), a == default_id))
        if best == default_id or (default_id in values and values[best] <= values[default_id]):
            return default
        return self.explained(default, legal, best, values[best] - values.get(default_id, 0.0))

    def best_plan(
        self, view: CoopView, sample: WorldSampler, rng: random.Random, player: int
    ) -> tuple[int, ...]:
        """The order of the pattern the table does best with, every seat playing by the
        rule of thumb, over sampled worlds (the computed plan wins ties)."""
        own = computed_plan(view)
        plans = sorted(set(permutations(PATTERN[view.variant])))
        totals = dict.fromkeys(plans, 0.0)
        deadline = time.perf_counter() + self.seconds * PLAN_SHARE
        worlds = max(1, int(self.worlds * PLAN_SHARE))
        rollout_rng = random.Random()
        for done in range(worlds):
            if done and time.perf_counter() > deadline:
                break
            world = sample(rng)
            seed = rng.getrandbits(32)
            for plan in plans:
                state = world.clone()
                state.apply(plan_words(plan), view.to_act)
                rollout_rng.seed(seed)
                rollout(state, self.policy, rollout_rng)
                totals[plan] += self.measure(state, player)
        return max(plans, key=lambda p: (totals[p], p == own))


def alive(view: CoopView, candidates: list[int], world: State) -> list[int]:
    """The candidates after which the whole table cannot yet see the deal is lost (all of
    them when none is so): a card that gives a trick no order of the pattern allows, or
    gives up the last card of a suit the last cards need, can never win, whatever the
    unseen ranks.  What is seen decides it — the trick's cards once it is complete, the
    suits on the backs — so any sampled ``world`` answers for all.  The solo dummy's
    face-down cards are left in: their ranks are unseen."""
    blind = view.variant == "1p" and view.to_act == DUMMY
    open_mask = view.open_mask()
    kept = []
    for action in candidates:
        if action >= REVEAL_BASE or (blind and not open_mask >> action & 1):
            kept.append(action)
            continue
        state = world.clone()
        state.apply_id(action)
        assert isinstance(state, CoopState)
        if state.is_terminal:
            lost = not state.win
        else:
            lost = state.view(view.seat).out_of_reach() is not None
        if not lost:
            kept.append(action)
    return kept or candidates


def _saying(sample: WorldSampler, words: str, seat: int) -> WorldSampler:
    """``sample`` with ``words`` said at the table by ``seat`` in every world."""

    def said(rng: random.Random) -> State:
        world = sample(rng)
        world.apply(words, seat)
        return world

    return said


def search_bot(level: str, budget: Budget) -> Bot:
    """The search levels: the generic search, valuing rollouts by what they achieve on
    the way to a win."""
    return CoopSearch(CoopHeuristic(), budget.worlds, budget.seconds, graded)


__all__ = [
    "ROUND1_DONE",
    "CoopSearch",
    "alive",
    "plan_to_choose",
    "round_parts",
    "graded",
    "shaped",
    "search_bot",
    "tricks_off",
]
