"""Determinising search for every game: perfect-information Monte Carlo (PIMC).

For one decision the bot samples worlds — full deals consistent with what it
has seen, from ``State.sample_hidden`` — and in each world plays every candidate
action out to the end of the deal with the game's heuristic at every seat,
through the engine's fast door (action ids, no events, no strings).  The action
with the best mean utility over the worlds wins.  All candidates share each
world and each rollout's random numbers, so their comparison is not drowned in
the noise of the deal.

Utility follows the game's sides (``Game.teams``): a co-op table plays for the
shared result (a win first, then the score); partners for their side's score
minus the other side's; everyone else for their own score minus the mean of the
others'.  A co-op search ranks its choices by their chance to win, then by the
score of their wins, then by its measure (which may value steps towards a win), and
says why in those units: a chance in percent, a score in the game's own range.

Fairness: the bot is never handed a state.  It gets the view, the legal actions
and a *sampler* that deals worlds; ``sample_hidden`` shuffles only the pieces the
player cannot see, in an order fixed by the view, so two deals that look the
same to the bot give it the same worlds.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field, replace
from typing import Any

from ..clones import Sendable, fields_of
from ..game import Legal, State
from ..messages import Msg, add_catalogue
from ..signs import Sign, signs_seen
from ..view import View
from .base import Bot, Decision, Heuristic, Policy
from .endgame import TooBig, line_count, solve, solve_sides
from .inference import Beliefs, Dealer, read_beliefs
from .protocols import Budgeted, Inferring, WorldBot

WorldSampler = Callable[[random.Random], State]
Measure = Callable[[State, int], float]
# A helper's share of a search: (spec, seconds, what is weighed, world numbers) -> its
# tally (rules_core.ai.levels.tally_share).
ShareTask = Callable[[tuple[str, str], float, "Weighing", range], "Tally"]

WIN_BONUS = 1000.0  # co-op: winning together outweighs any score
MAX_ACTIONS = 2000  # a rollout longer than this is a bug, not a deal
WORLD_STRIDE = 1_000_003  # world i is dealt from the search's base seed + i times this
# Positions a decision's exact solves may visit, per line of the level's endgame cap (the
# strong level's 200: 50,000 positions, about a third of its second on this machine).
SOLVE_WORK = 250
SIDES_REACH = 25  # two sides: trees this many times the level's lines are tried exactly
FACET_GAP = 0.15  # a facet is said when the shares of two choices differ by this much


def utility(state: State, player: int) -> float:
    """What the bot plays for at the end of a rollout (see the module docstring)."""
    game = state.game
    scores = state.scores()
    if game.cooperative:
        won = state.result().get("win")
        return (WIN_BONUS if won else 0.0) + scores[0]
    teams = state.teams
    sides = scores if game.team_scores else [sum([scores[s] for s in team]) for team in teams]
    mine = next(i for i, team in enumerate(teams) if player in team)
    others = [value for i, value in enumerate(sides) if i != mine]
    return sides[mine] - (sum(others) / len(others) if others else 0.0)


def won(state: State, player: int) -> float:
    """1 for a co-op win, else 0: the review's measure in co-op games."""
    return 1.0 if state.result().get("win") else 0.0


@dataclass(frozen=True)
class Appraisal(Sendable):
    """How a search valued the choices at one decision (see the review)."""

    values: dict[str, float]  # candidate action -> mean value over the worlds
    chosen: str  # the candidate that stands for the choice made (a blind pick: its suit)
    unit: str  # "points" (mean score margin) or "win" (chance of winning, 0..1)
    worlds: int


def rollout(state: State, policy: Policy, rng: random.Random) -> State:
    """Play ``state`` to its end with ``policy`` at every seat, through the fast door."""
    apply_id = state.apply_id
    if isinstance(policy, Heuristic):  # Heuristic.act written out: no extra call an action
        pick, legal = policy.pick, state.legal_action_ids
        for _ in range(MAX_ACTIONS):
            if state.is_terminal:
                return state
            apply_id(pick(state, state.current_player, legal(), rng, None))
    else:
        act = policy.act
        for _ in range(MAX_ACTIONS):
            if state.is_terminal:
                return state
            apply_id(act(state, rng))
    raise RuntimeError("a rollout did not end")


@dataclass(frozen=True)
class Weighing(Sendable):
    """What a search weighs: the ``candidates`` open to ``player`` (who sees ``view``),
    each played out by ``measure`` in the worlds ``sample`` deals, world ``i`` from seed
    ``base + i`` times :data:`WORLD_STRIDE` — a plain value, so any share of the worlds
    may be weighed in another process."""

    candidates: list[int]
    view: View
    sample: WorldSampler
    player: int
    measure: Measure
    base: int


@dataclass(frozen=True)
class Tally(Sendable):
    """What one share of a search's worlds gave (:meth:`DeterminizedSearch.tally`): per
    candidate the sum of its values, of its co-op wins and their scores, of its facets;
    the worlds and play-outs done, how many were solved exactly; whether every world was
    the same as the ``first``."""

    totals: dict[int, float]
    wins: dict[int, float]
    scores: dict[int, float]
    facets: dict[int, dict[str, float]]
    worlds: int
    rollouts: int
    solved: int
    same: bool
    first: State | None
    unit: str
    cooperative: bool
    by_world: dict[int, dict[int, float]]  # candidate -> world number -> its value


@dataclass
class SearchStats:
    """What a search did, for the review panel and the benchmark.  A co-op search also
    keeps, per candidate, its share of won worlds and its mean score (0 on a loss);
    ``same_world``: every world sampled was the same (nothing left unseen)."""

    worlds: int = 0
    rollouts: int = 0
    seconds: float = 0.0
    wins: dict[int, float] = field(default_factory=dict)
    scores: dict[int, float] = field(default_factory=dict)
    same_world: bool = False
    solved: int = 0  # play-outs replaced by an exact solution (see :mod:`.endgame`)
    facets: dict[int, dict[str, float]] = field(default_factory=dict)  # candidate -> means
    unit: str = "points"  # what the game's scores count (Game.score_unit)
    by_world: dict[int, dict[int, float]] = field(
        default_factory=dict
    )  # candidate -> world -> value


class DeterminizedSearch:
    """PIMC over sampled worlds with heuristic rollouts.

    ``worlds`` caps the number of worlds, ``seconds`` the time (at least one world is
    always finished so the answer is never a guess).
    """

    name = "search"
    # True: the game's search weighs its worlds by the others' play itself, so the level's
    # shared reading (``inference``) is left off.
    own_inference = False

    def __init__(
        self,
        policy: Heuristic[Any],
        worlds: int = 16,
        seconds: float = 1.0,
        measure: Measure | None = None,
        inference: int = 0,
        endgame: int = 0,
    ) -> None:
        self.policy = policy
        self.worlds = worlds
        self.seconds = seconds
        self.inference = inference  # worlds that read each earlier decision (0: none)
        self.endgame = endgame  # solve a world exactly when its tree has at most this many lines
        # Processes to share the worlds with, and the (game, level) they rebuild this bot
        # from (the expert level in the app's search worker: see :mod:`.parallel`).
        # Standard errors a searched choice must gain by to overrule the rule of thumb.
        self.margin = 0.0
        self.helpers: Executor | None = None
        self.sharers = 0  # how many helpers take a share
        self.spec: tuple[str, str] | None = None
        self.share_task: ShareTask | None = None  # what a helper runs for its share
        self.measure = measure or utility  # what a rollout's end is worth to the player
        self.last = SearchStats()

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        """Without a world sampler the search cannot look ahead: the heuristic decides."""
        return self.policy.choose(view, legal, rng)

    def choose_in_worlds(
        self, view: View, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        """``player`` is the seat to act (the dummy, when the solo player decides for it)."""
        default, default_id, candidates = self.opening(view, legal, rng)
        if len(candidates) <= 1:
            self.last = SearchStats()
            return default
        values = self.evaluate(candidates, view, rng, sample, player, self.measure)
        wins, scores = self.last.wins, self.last.scores
        if wins:  # co-op: the chance to win first, then the score of the wins
            best = max(candidates, key=lambda a: (wins[a], scores[a], values[a], a == default_id))
        else:
            best = max(candidates, key=lambda a: (values[a], a == default_id))
            if not self.clearly_better(best, default_id):
                best = default_id
        if best == default_id:
            return default
        return self.explained(default, legal, best, values[best] - values[default_id], view)

    def opening(
        self, view: View, legal: Legal, rng: random.Random
    ) -> tuple[Decision, int, list[int]]:
        """The heuristic's decision, its action id, and the candidates worth weighing
        (that choice always among them)."""
        default = self.policy.choose(view, legal, rng)
        default_id = legal.id(default.action)
        candidates = self.candidates(view, list(legal.ids), rng)
        if default_id not in candidates:
            candidates.append(default_id)
        return default, default_id, candidates

    def clearly_better(self, best: int, default: int) -> bool:
        """Whether ``best`` beat ``default`` by more than the worlds' noise: its mean gain,
        world by world (each world plays both out alike), is at least ``margin`` standard
        errors.  The best of many choices on a few worlds looks better than it is; the
        rule of thumb keeps its choice unless the worlds clearly say otherwise."""
        if not self.margin or best == default:
            return True
        mine, base = self.last.by_world.get(best, {}), self.last.by_world.get(default, {})
        gains = [value - base[world] for world, value in mine.items() if world in base]
        count = len(gains)
        if count < 2:
            return True  # one world (nothing unseen): no noise to allow for
        mean = sum(gains) / count
        spread = sum((g - mean) ** 2 for g in gains) / (count - 1)
        return mean > 0 and mean * mean * count >= self.margin * self.margin * spread

    def explained(
        self, default: Decision, legal: Legal, best: int, gain: float, view: View | None = None
    ) -> Decision:
        """The searched choice ``best`` instead of the heuristic's ``default``, with why: it
        averaged ``gain`` points more over the worlds just searched, and what it changed on
        the way where something did (the trick being played; the contract), as ``view``'s
        seat knows the table.  A co-op search says it in its chance to win and its score
        instead."""
        stats = self.last
        pieces = self.policy.pieces
        default_id = legal.id(default.action)
        if stats.wins:
            return replace(default, action=legal.text(best), why=self._coop_why(default_id, best))
        if stats.same_world:
            played = Msg("search_played_known", pieces=pieces)
        else:
            played = Msg("search_played", {"worlds": stats.worlds}, pieces=pieces)
        better = gain_words(gain, stats.unit)
        facet = None if view is None else self.facet_words(default_id, best, view)
        if facet is None:
            why = Msg("hint_search", {"played": played, "better": better}, pieces=pieces)
        else:
            params = {"played": played, "facet": facet, "better": better}
            why = Msg("hint_search_facet", params, pieces=pieces)
        return replace(default, action=legal.text(best), why=why)

    def facet_words(self, default: int, best: int, view: View) -> Msg | None:
        """What ``best`` changed against ``default`` in the play-outs, in words: the first
        facet (in the policy's order) whose share differs by at least ``FACET_GAP``.  The
        trick facet names the trick being played, and the side when the seat has partners."""
        found = self.last.facets
        if best not in found or default not in found:
            return None
        partners = any(view.seat in team and len(team) > 1 for team in view.teams)
        for name in self.policy.facet_order:
            if name in found[best] and name in found[default]:
                mine, base = found[best][name], found[default][name]
                if abs(mine - base) >= FACET_GAP:
                    params = {"a": percent(mine), "b": percent(base), "n": len(view.tricks) + 1}
                    key = f"search_facet_{name}"
                    if partners and name == "trick":
                        key += "_side"
                    if self.last.same_world:  # one known world: it does or it does not
                        key += "_known_more" if mine > base else "_known_less"
                    return Msg(key, params, pieces=self.policy.pieces)
        return None

    def _coop_why(self, default: int, best: int) -> Msg:
        """Why a co-op search chose ``best``: it wins more often; or as often, with wins
        that score more; or as often and as well, reaching more of the win's parts."""
        stats = self.last
        pieces = self.policy.pieces
        once = stats.same_world or stats.worlds == 1
        if stats.same_world:
            played = Msg("search_played_known", pieces=pieces)
        else:
            played = Msg("search_played", {"worlds": stats.worlds}, pieces=pieces)
        won, base = stats.wins[best], stats.wins.get(default, 0.0)
        chance = {"chance": percent(won), "base": percent(base)}
        if won > base:
            key = "hint_search_win_once" if once else "hint_search_win"
            return Msg(key, {"played": played, **chance}, pieces=pieces)
        if won > 0 and stats.scores[best] > stats.scores.get(default, 0.0):
            # Mean over the worlds, 0 on a loss: per win, it is in the game's own range.
            gain = (stats.scores[best] - stats.scores.get(default, 0.0)) / won
            key = "hint_search_score_once" if once else "hint_search_score"
            return Msg(key, {"played": played, "gain": amount(gain), **chance}, pieces=pieces)
        if won < base:  # fewer wins, but nearer the win's conditions on average
            return Msg("hint_search_parts_fewer", {"played": played, **chance}, pieces=pieces)
        key = "hint_search_parts_once" if once else "hint_search_parts"
        return Msg(key, {"played": played, **chance}, pieces=pieces)

    def appraise(
        self,
        view: View,
        legal: Legal,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        chosen: str,
        cooperative: bool,
    ) -> Appraisal | None:
        """The value of each choice worth searching, ``chosen`` among them — for the
        post-deal review.  None when there was nothing to weigh (one candidate).
        Co-op choices are valued by their chance to win, others in points."""
        candidates = self.candidates(view, list(legal.ids), rng)
        if len(candidates) <= 1 or chosen not in legal.texts:
            return None
        chosen_id = legal.id(chosen)
        same = self.policy.same_choice
        stand_in = next((a for a in candidates if same(view, a, chosen_id)), chosen_id)
        if stand_in not in candidates:
            candidates.append(stand_in)
        measure = won if cooperative else utility
        values = self.evaluate(candidates, view, rng, sample, player, measure)
        texts = {legal.text(a): v for a, v in values.items()}
        return Appraisal(
            texts, legal.text(stand_in), "win" if cooperative else "points", self.last.worlds
        )

    def candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """The actions worth searching: a policy may narrow blind choices (face-down
        cards) to one per kind."""
        return self.policy.search_candidates(view, legal, rng)

    def evaluate(
        self,
        candidates: list[int],
        view: View,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        measure: Measure = utility,
    ) -> dict[int, float]:
        """Mean ``measure`` (by default the utility) of each candidate over the worlds.

        World number ``i`` is dealt and played out from its own seed, so the worlds may
        be shared out among processes (``helpers``, the expert level: see
        :mod:`.parallel`) and the sum is the same as in one process."""
        start = time.perf_counter()
        base = rng.getrandbits(48)
        weighing = Weighing(candidates, view, sample, player, measure, base)
        tally = None
        if self.helpers is not None and self.sharers and self.worlds >= 2:
            tally = self.shared_out(weighing)
        if tally is None:
            tally = self.tally(weighing, range(self.worlds))
        stats = SearchStats(tally.worlds, tally.rollouts, solved=tally.solved, unit=tally.unit)
        same = tally.same
        if tally.first is not None and tally.worlds == 1:  # one world: is it the only one?
            same = same_world(tally.first, sample(random.Random(base + WORLD_STRIDE)))
        stats.same_world = tally.first is not None and same
        stats.seconds = time.perf_counter() - start
        worlds = max(1, tally.worlds)
        if tally.cooperative:
            stats.wins = {a: tally.wins.get(a, 0.0) / worlds for a in candidates}
            stats.scores = {a: tally.scores.get(a, 0.0) / worlds for a in candidates}
        stats.by_world = tally.by_world
        if tally.facets:
            stats.facets = {
                a: {name: total / worlds for name, total in found.items()}
                for a, found in tally.facets.items()
            }
        self.last = stats
        return {a: tally.totals[a] / worlds for a in candidates}

    def shared_out(self, weighing: Weighing) -> Tally | None:
        """The worlds dealt among the helpers and this process (world ``i`` to share
        ``i mod n``), their tallies merged; None without helpers and a task for them.  A
        share a helper cannot do (it broke, the pool is gone) is done here."""
        helpers, task, spec = self.helpers, self.share_task, self.spec
        if helpers is None or task is None or spec is None:
            return None
        parts = self.sharers + 1
        shares = [range(k, self.worlds, parts) for k in range(parts)]
        futures: list[tuple[range, Future[Tally] | None]] = []
        for share in shares[1:]:
            try:
                futures.append((share, helpers.submit(task, spec, self.seconds, weighing, share)))
            except RuntimeError:  # the pool is broken or shut down
                futures.append((share, None))
        tallies = [self.tally(weighing, shares[0])]
        for share, future in futures:
            try:
                if future is None:
                    raise RuntimeError("no helper")
                tallies.append(future.result())
            except Exception:  # noqa: BLE001 - a helper that failed: its share is done here
                tallies.append(self.tally(weighing, share))
        return merged(tallies)

    def tally(self, weighing: Weighing, indices: Sequence[int]) -> Tally:
        """Deal the worlds numbered ``indices`` (while the time allows; one at least) and
        play every candidate out in each: the sums, for :meth:`evaluate`."""
        candidates, view, sample = weighing.candidates, weighing.view, weighing.sample
        player, measure, base = weighing.player, weighing.measure, weighing.base
        deadline = time.perf_counter() + self.seconds
        # Worlds are solved exactly while the solves have visited fewer positions than the
        # level's allowance (this share's part of it): one big solve costs as much as many
        # worlds played out, and the worlds after it still want their turn.  Counted in
        # positions, not seconds, so a decision is the same on a fast or a busy machine.
        spent = [0]
        allowance = SOLVE_WORK * self.endgame * len(indices) / max(1, self.worlds)
        totals = dict.fromkeys(candidates, 0.0)
        by_world: dict[int, dict[int, float]] = {a: {} for a in candidates}
        wins: dict[int, float] = {}
        scores: dict[int, float] = {}
        realise = self.policy.realise
        policy = self.policy
        worlds = rollouts = solved = 0
        first: State | None = None
        same = True
        cooperative = False
        unit = "points"
        rollout_rng = random.Random()  # seeded afresh for every rollout
        # What each candidate led to, besides its value (the reason's words): per name, a sum.
        facets: dict[int, dict[str, float]] | None = (
            {a: {} for a in candidates} if policy.has_facets else None
        )
        for index in indices:
            if worlds and time.perf_counter() >= deadline:
                break
            rng = random.Random(base + index * WORLD_STRIDE)  # this world's own numbers
            world = sample(rng)
            cooperative = world.game.cooperative
            unit = world.game.score_unit
            if first is None:
                first = world
            elif same:
                same = same_world(first, world)
            world_legal = world.legal_action_ids()
            seed = rng.getrandbits(32)
            for action in candidates:
                real = realise(view, action, world_legal, rng)
                if real not in world_legal:  # the world cannot host this blind choice
                    totals[action] -= WIN_BONUS if measure is utility else 1.0
                    continue
                state = world.clone()
                state.apply_id(real)
                rollout_rng.seed(seed)  # as random.Random(seed), without a new generator
                if self.endgame and not cooperative and spent[0] < allowance:
                    value, end, exact = self.solved(
                        state, rollout_rng, measure, player, deadline, spent
                    )
                    solved += exact
                else:
                    end = rollout(state, policy, rollout_rng)
                    value = measure(end, player)
                totals[action] += value
                by_world[action][index] = value
                if facets is not None:
                    for name, amount in policy.facets(world, end, player).items():
                        facets[action][name] = facets[action].get(name, 0.0) + amount
                if cooperative and end.result().get("win"):
                    wins[action] = wins.get(action, 0.0) + 1.0
                    scores[action] = scores.get(action, 0.0) + end.scores()[0]
                rollouts += 1
            worlds += 1
        return Tally(
            totals,
            wins,
            scores,
            facets or {},
            worlds,
            rollouts,
            solved,
            same,
            first,
            unit,
            cooperative,
            by_world,
        )

    def solved(
        self,
        state: State,
        rng: random.Random,
        measure: Measure,
        player: int,
        deadline: float = math.inf,
        spent: list[int] | None = None,
    ) -> tuple[float, State, bool]:
        """``player``'s value of ``state``, the end reached, and whether it was solved
        exactly (when its tree is small enough, see :mod:`.endgame`) or played out by the
        heuristic; the positions a solve visits are added to ``spent[0]``."""
        start = state.clone()
        end, lines = line_count(state, self.policy, rng)
        # Two sides playing for a margin: alpha-beta reaches trees far wider than max^n.
        sides = measure is utility and len(start.teams) == 2
        if lines <= self.endgame * (SIDES_REACH if sides else 1):
            try:
                if sides:
                    value, best_end = solve_sides(
                        start, measure, player, 3 * self.endgame, deadline, spent
                    )
                    return value, best_end, True
                values, best_end = solve(start, measure, 3 * self.endgame, deadline, spent)
            except TooBig:
                pass
            else:
                return values[player], best_end, True
        return measure(end, player), end, False


def merged(tallies: Sequence[Tally]) -> Tally:
    """The tallies of shares of one search's worlds, as one."""
    totals: dict[int, float] = {}
    wins: dict[int, float] = {}
    scores: dict[int, float] = {}
    facets: dict[int, dict[str, float]] = {}
    by_world: dict[int, dict[int, float]] = {}
    for tally in tallies:
        for action, found_values in tally.by_world.items():
            by_world.setdefault(action, {}).update(found_values)
        for into, part in ((totals, tally.totals), (wins, tally.wins), (scores, tally.scores)):
            for action, value in part.items():
                into[action] = into.get(action, 0.0) + value
        for action, found in tally.facets.items():
            mine = facets.setdefault(action, {})
            for name, value in found.items():
                mine[name] = mine.get(name, 0.0) + value
    done = [t for t in tallies if t.first is not None]
    first = done[0].first if done else None
    same = all(t.same for t in done) and all(
        first is not None and t.first is not None and same_world(first, t.first) for t in done
    )
    return Tally(
        totals,
        wins,
        scores,
        facets,
        sum(t.worlds for t in tallies),
        sum(t.rollouts for t in tallies),
        sum(t.solved for t in tallies),
        same,
        first,
        done[0].unit if done else "points",
        any(t.cooperative for t in tallies),
        by_world,
    )


def same_world(a: State, b: State) -> bool:
    """Whether two sampled worlds are one and the same deal, compared field by field (an
    object field by its own fields).  A field that cannot be compared counts as
    different, which only makes the search say "possible deals" where it need not."""
    return _same(a, b, 4)


def _same(a: object, b: object, depth: int) -> bool:
    try:
        if a is b or bool(a == b):
            return True
    except (TypeError, ValueError):  # an array's truth, an incomparable value
        return False
    if depth == 0 or type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y, depth - 1) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k], depth - 1) for k in a)
    fields_a, fields_b = fields_of(a), fields_of(b)
    if not fields_a or not fields_b:  # no fields of its own to compare (a random source…)
        return False
    return _same(fields_a, fields_b, depth - 1)


def gain_words(gain: float, unit: str) -> Msg:
    """How much better a searched choice did than the rule of thumb, in the game's own
    terms: so many points (or red pips) more on average, or the deal won so much more
    often (``unit`` "deal": a side's score is 1 for a won deal, 0 for a lost one, so the
    mean margin is twice the difference in the chance to win)."""
    if unit == "deal":
        share = round(gain * 50)
        return Msg("search_gain_deal", {"pct": share}) if share else Msg("search_gain_slight")
    shown = amount(gain)
    if shown == "0":
        return Msg("search_gain_slight")
    return Msg(f"search_gain_{unit}", {"n": shown})


def amount(value: float) -> str:
    """A number of points as a reason says it: a whole number when it is one, else one
    decimal."""
    rounded = round(value, 1)
    return str(int(rounded)) if rounded == int(rounded) else f"{rounded:.1f}"


def percent(share: float) -> int:
    """A share of worlds (0..1) as a whole percentage."""
    return int(round(share * 100))


def sampler_for(state: State, player: int, beliefs: Beliefs | None = None) -> WorldSampler:
    """A world sampler over a private snapshot of ``state``: the bot can deal worlds
    consistent with its view and cannot reach the real hidden cards.  With ``beliefs``,
    each world is the likeliest-weighted pick of a few (see :mod:`.inference`)."""
    return Dealer(state.clone(), player, beliefs)


def decide(
    bot: Bot,
    state: State,
    rng: random.Random,
    viewer: int | None = None,
    signs: Sequence[Sign] = (),
) -> Decision:
    """Ask ``bot`` for the current player's decision, giving it only the view, the legal
    actions and (for search bots) a world sampler.  ``viewer``: whose view a team
    decision is taken from (a person's hint for a decision of its team), default the
    seat that decides for the current player.  ``signs``: the signs shown at the table
    now (:mod:`rules_core.signs`); the view holds the ones the deciding player's
    partners showed, never the other side's."""
    seat = state.current_player
    player = state.decider(seat) if viewer is None else viewer
    view, legal = state.view(player), state.legal()
    seen = signs_seen(signs, player, state.teams)
    if seen:
        view = replace(view, signs=seen)
    if isinstance(bot, WorldBot):
        beliefs = None
        if isinstance(bot, Inferring) and bot.inference > 0 and len(legal) > 1:
            reader = random.Random(rng.getrandbits(32))
            beliefs = read_beliefs(state, player, bot.policy, reader, bot.inference)
        return bot.choose_in_worlds(view, legal, rng, sampler_for(state, player, beliefs), seat)
    return bot.choose(view, legal, rng)


add_catalogue(
    {
        "hint_search": {
            "en": "{played}, it does better than the rule-of-thumb choice: {better}.",
            "ja": "{played}、この手は目安で選ぶ手よりよい結果です：{better}。",
        },
        "hint_search_facet": {
            "en": "{played}, {facet}; overall it does better than the rule-of-thumb choice: "
            "{better}.",
            "ja": "{played}、{facet}。全体でも目安で選ぶ手よりよい結果です：{better}。",
        },
        # What a searched choice changed (rules_core.ai.base.Heuristic.facets): shares.
        "search_facet_trick": {
            "en": "with it {I} take trick {n} in {a}% of them, against {b}% with the "
            "rule-of-thumb choice",
            "ja": "この手なら第 {n} トリックを{I}が取るのは {a}%、目安で選ぶ手では {b}% です",
        },
        "search_facet_trick_side": {
            "en": "with it {my} side takes trick {n} in {a}% of them, against {b}% with the "
            "rule-of-thumb choice",
            "ja": "この手なら第 {n} トリックを味方が取るのは {a}%、目安で選ぶ手では {b}% です",
        },
        "search_facet_trick_known_more": {
            "en": "with it {I} take trick {n}, which the rule-of-thumb choice does not",
            "ja": "この手なら第 {n} トリックを{I}が取れます。目安で選ぶ手では取れません",
        },
        "search_facet_trick_known_less": {
            "en": "with it {I} let trick {n} go, which the rule-of-thumb choice would take",
            "ja": "この手なら第 {n} トリックをほかの人に取らせます。目安で選ぶ手では取ってしまいます",
        },
        "search_facet_trick_side_known_more": {
            "en": "with it {my} side takes trick {n}, which the rule-of-thumb choice does not",
            "ja": "この手なら第 {n} トリックを味方が取れます。目安で選ぶ手では取れません",
        },
        "search_facet_trick_side_known_less": {
            "en": "with it {my} side lets trick {n} go, which the rule-of-thumb choice would take",
            "ja": "この手なら第 {n} トリックを相手側に取らせます。目安で選ぶ手では味方が取ってしまいます",
        },
        "search_facet_contract_known_more": {
            "en": "with it the contract is made, which it is not with the rule-of-thumb choice",
            "ja": "この手なら契約が成立します。目安で選ぶ手では成立しません",
        },
        "search_facet_contract_known_less": {
            "en": "with it the contract fails, which it does not with the rule-of-thumb choice",
            "ja": "この手なら契約が成立しません。目安で選ぶ手では成立します",
        },
        "search_facet_contract": {
            "en": "with it the contract is made in {a}% of them, against {b}% with the "
            "rule-of-thumb choice",
            "ja": "この手なら契約が成立するのは {a}%、目安で選ぶ手では {b}% です",
        },
        "search_gain_points": {
            "en": "{n} {n|point|points} more on average",
            "ja": "平均 {n} 点多く取れます",
        },
        "search_gain_red_pips": {
            "en": "{n} {n|red pip|red pips} more on average",
            "ja": "平均で赤い目が {n} 多くなります",
        },
        "search_gain_deal": {
            "en": "it wins the deal about {pct}% more often",
            "ja": "ディールに勝つ見込みが約 {pct}% 上がります",
        },
        "search_gain_slight": {
            "en": "a little more on average, less than a tenth",
            "ja": "平均してわずかによい程度です",
        },
        # A co-op search: a chance to win in percent, a score in the game's range.
        "search_played": {
            "en": "played out over {worlds} possible {worlds|deal|deals} of the unseen {nouns}",
            "ja": "見えていない{nouns}の配り方を {worlds} 通り試して最後まで進めると",
        },
        "search_played_known": {
            "en": "with nothing left unseen, played out to the end",
            "ja": "見えていない{nouns}はもうなく、最後まで進めると",
        },
        "hint_search_win": {
            "en": "{played}, it wins in {chance}% of them, against {base}% for the "
            "rule-of-thumb choice.",
            "ja": "{played}、この手で勝てるのは {chance}%、目安で選ぶ手では {base}% です。",
        },
        "hint_search_win_once": {
            "en": "{played}, it wins and the rule-of-thumb choice does not.",
            "ja": "{played}、この手では勝ち、目安で選ぶ手では勝てません。",
        },
        "hint_search_score": {
            "en": "{played}, it wins as often as the rule-of-thumb choice ({chance}%) and its "
            "wins score {gain} {gain|point|points} more on average.",
            "ja": "{played}、勝てる割合は目安で選ぶ手と同じ（{chance}%）で、"
            "勝ったときの得点が平均 {gain} 点高くなります。",
        },
        "hint_search_score_once": {
            "en": "{played}, both win and it scores {gain} {gain|point|points} more.",
            "ja": "{played}、どちらの手でも勝ち、この手の方が得点が {gain} 点高くなります。",
        },
        "hint_search_parts": {
            "en": "{played}, it wins no more often than the rule-of-thumb choice ({chance}%), "
            "but more of its play-outs meet part of the win's conditions.",
            "ja": "{played}、勝てる割合は目安で選ぶ手と変わりません（{chance}%）が、"
            "勝つための条件の一部を満たす回数が多くなります。",
        },
        "hint_search_parts_fewer": {
            "en": "{played}, it wins in {chance}% of them, against {base}% for the rule-of-thumb "
            "choice, but on average its play-outs come nearer to the win's conditions.",
            "ja": "{played}、この手で勝てるのは {chance}%、目安で選ぶ手では {base}% ですが、"
            "平均すると勝つための条件により近づきます。",
        },
        "hint_search_parts_once": {
            "en": "{played}, neither wins, but it meets more of the win's conditions.",
            "ja": "{played}、どちらの手でも勝てませんが、この手の方が勝つための条件を多く満たします。",
        },
    }
)

__all__ = [
    "Appraisal",
    "Budgeted",
    "DeterminizedSearch",
    "SearchStats",
    "Tally",
    "Weighing",
    "WorldBot",
    "decide",
    "amount",
    "percent",
    "rollout",
    "same_world",
    "sampler_for",
    "utility",
    "won",
]
