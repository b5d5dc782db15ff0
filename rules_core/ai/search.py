"""Determinising search for every game: perfect-information Monte Carlo (PIMC).

For one decision the bot samples worlds — full deals consistent with what it
has seen, from ``State.sample_hidden`` — and in each world plays every candidate
action out to the end of the deal with the game's heuristic bot at every seat.
The action with the best mean utility over the worlds wins.  All candidates
share each world and each rollout's random numbers, so their comparison is not
drowned in the noise of the deal.

Fairness: the bot is never handed a state.  It gets the view, the legal actions
and a *sampler* that deals worlds; ``sample_hidden`` shuffles only the cards the
player cannot see, in an order fixed by the view (see ``deal_with_constraints``),
so two deals that look the same to the bot give it the same worlds.

Why PIMC rather than IS-MCTS: every game here has a fast heuristic to play the
rollouts, most decisions have under a dozen choices, and the budget is one
second of Python — PIMC spends it all on the choices at hand.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..game import IllegalAction, State
from ..messages import Msg
from .base import Bot, Decision

WorldSampler = Callable[[random.Random], State]

TALK_VERBS = ("say",)  # table talk changes no cards: the heuristic speaks for the bot
WIN_BONUS = 1000.0  # co-op: winning together outweighs any score


def utility(state: State, player: int) -> float:
    """What the bot plays for at the end of a rollout.

    Co-op: the shared result (a win first, then the score).  Otherwise the seat's
    score minus the mean of the others' — partners and defenders share their side's
    interest through the scores themselves.
    """
    scores = state.scores()
    if state.game.cooperative:
        won = state.result().get("win")
        return (WIN_BONUS if won else 0.0) + scores[0]
    others = [s for i, s in enumerate(scores) if i != player]
    return scores[player] - (sum(others) / len(others) if others else 0.0)


def won(state: State, player: int) -> float:
    """1 for a co-op win, else 0: the review's measure in co-op games."""
    return 1.0 if state.result().get("win") else 0.0


@dataclass(frozen=True)
class Appraisal:
    """How a search valued the choices at one decision (see the review)."""

    values: dict[str, float]  # candidate action -> mean value over the worlds
    chosen: str  # the candidate that stands for the choice made (a blind pick: its suit)
    unit: str  # "points" (mean score margin) or "win" (chance of winning, 0..1)
    worlds: int


def rollout(state: State, policy: Bot, rng: random.Random, max_actions: int = 2000) -> State:
    """Play ``state`` to its end with ``policy`` at every seat (each seeing its own view)."""
    for _ in range(max_actions):
        if state.is_terminal:
            break
        player = state.current_player
        decision = policy.choose(state.view(state.decider(player)), state.legal_actions(), rng)
        state.apply(decision.action, player)
    return state


@dataclass
class SearchStats:
    """What a search did, for the review panel and the benchmark."""

    worlds: int = 0
    rollouts: int = 0
    seconds: float = 0.0


class DeterminizedSearch:
    """PIMC over sampled worlds with heuristic rollouts.

    ``worlds`` caps the number of worlds, ``seconds`` the time (at least one world is
    always finished so the answer is never a guess).
    """

    name = "search"

    def __init__(self, policy: Bot, worlds: int = 16, seconds: float = 1.0) -> None:
        self.policy = policy
        self.worlds = worlds
        self.seconds = seconds
        self.last = SearchStats()

    def choose(self, view: Any, legal: list[str], rng: random.Random) -> Decision:
        """Without a world sampler the search cannot look ahead: the heuristic decides."""
        return self.policy.choose(view, legal, rng)

    def choose_in_worlds(
        self, view: Any, legal: list[str], rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        """``player`` is the seat to act (the dummy, when the solo player decides for it)."""
        default = self.policy.choose(view, legal, rng)
        candidates = self.candidates(view, legal, rng, default)
        if len(candidates) <= 1:
            self.last = SearchStats()
            return default
        values = self.evaluate(candidates, view, rng, sample, player)
        best = max(candidates, key=lambda a: (values[a], a == default.action))
        if best == default.action:
            return Decision(best, default.why)
        mean = values[best]
        return Decision(
            best,
            Msg(
                "hint_search",
                {
                    "action": best,
                    "worlds": self.last.worlds,
                    "gain": f"{mean - values.get(default.action, mean):+.1f}",
                },
            ),
        )

    def appraise(
        self,
        view: Any,
        legal: list[str],
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        chosen: str,
        cooperative: bool,
    ) -> Appraisal | None:
        """The value of each choice worth searching, ``chosen`` among them — for the
        post-deal review.  None when there was nothing to weigh (talk, one candidate).
        Co-op choices are valued by their chance to win, others in points."""
        default = self.policy.choose(view, legal, rng)
        candidates = self.candidates(view, legal, rng, default)
        if len(candidates) <= 1 or chosen.split(" ", 1)[0] in TALK_VERBS:
            return None
        same = getattr(self.policy, "same_choice", None)
        stand_in = next((a for a in candidates if same and same(view, a, chosen)), chosen)
        if stand_in not in candidates:
            candidates.append(stand_in)
        measure = won if cooperative else utility
        values = self.evaluate(candidates, view, rng, sample, player, measure)
        return Appraisal(values, stand_in, "win" if cooperative else "points", self.last.worlds)

    def candidates(
        self, view: Any, legal: list[str], rng: random.Random, default: Decision
    ) -> list[str]:
        """The actions worth searching: talk is left to the heuristic, and a policy may
        narrow blind choices (face-down cards) to one per kind."""
        if default.action.split(" ", 1)[0] in TALK_VERBS:
            return [default.action]
        narrow = getattr(self.policy, "search_candidates", None)
        actions = narrow(view, legal, rng) if narrow else legal
        return [a for a in actions if a.split(" ", 1)[0] not in TALK_VERBS]

    def evaluate(
        self,
        candidates: list[str],
        view: Any,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        measure: Callable[[State, int], float] = utility,
    ) -> dict[str, float]:
        """Mean ``measure`` (by default the utility) of each candidate over the worlds."""
        start = time.perf_counter()
        deadline = start + self.seconds
        totals = dict.fromkeys(candidates, 0.0)
        realise = getattr(self.policy, "realise", None)
        stats = SearchStats()
        while stats.worlds < self.worlds and (stats.worlds == 0 or time.perf_counter() < deadline):
            world = sample(rng)
            seed = rng.getrandbits(32)
            for action in candidates:
                state = world.clone()
                real = realise(view, action, state, rng) if realise else action
                try:
                    state.apply(real, player)
                except IllegalAction:  # the world cannot host this blind choice
                    totals[action] -= WIN_BONUS if measure is utility else 1.0
                    continue
                rollout(state, self.policy, random.Random(seed))
                totals[action] += measure(state, player)
                stats.rollouts += 1
            stats.worlds += 1
        stats.seconds = time.perf_counter() - start
        self.last = stats
        return {a: totals[a] / stats.worlds for a in candidates}


def sampler_for(state: State, player: int) -> WorldSampler:
    """A world sampler over a private snapshot of ``state``: the bot can deal worlds
    consistent with its view and cannot reach the real hidden cards."""
    snapshot = state.clone()

    def sample(rng: random.Random) -> State:
        return snapshot.sample_hidden(player, rng)

    return sample


def decide(bot: Bot, state: State, rng: random.Random) -> Decision:
    """Ask ``bot`` for the current player's decision, giving it only the view, the legal
    actions and (for search bots) a world sampler."""
    seat = state.current_player
    player = state.decider(seat)
    view, legal = state.view(player), state.legal_actions()
    search = getattr(bot, "choose_in_worlds", None)
    if search is not None:
        decision: Decision = search(view, legal, rng, sampler_for(state, player), seat)
        return decision
    return bot.choose(view, legal, rng)


__all__ = [
    "Appraisal",
    "DeterminizedSearch",
    "SearchStats",
    "decide",
    "rollout",
    "sampler_for",
    "utility",
    "won",
]
