"""AI measurements for ``python -m rules_core.bench``: score shares, success rates,
decision times per level, solver times, and the OpenSpiel comparison.

Score share (competitive games): one seat (rotating) played by the candidate
bot — in a partnership game its whole side — the others by the opponent bot; for
every deal and every opposing seat (side) the candidate gets 1 for a higher deal
score, ½ for equal, 0 for lower.  50 % means equal strength.  In a game played for
stakes (Truco, ``Game.plays_for_stakes``) the share is of the points the deals gave.
Level against level, the deals are duplicate (:func:`duplicate_share`).
"""

from __future__ import annotations

import dataclasses
import json
import math
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from .ai import RandomBot, heuristic_bot
from .ai.base import Bot, perform
from .ai.games.ando_coop.solver import solve_state
from .ai.games.mustfollow_solitaire.solver import solve_deal
from .ai.inference import read_beliefs
from .ai.levels import BUDGETS, LEVELS, bot_for
from .ai.protocols import Inferring
from .ai.search import Budgeted, decide, sampler_for
from .game import State
from .games.mustfollow_solitaire import SolitaireState
from .registry import get_game


def percentiles(times_ms: list[float]) -> dict[str, float]:
    if not times_ms:
        return {"p50": 0.0, "p95": 0.0}
    ordered = sorted(times_ms)
    return {
        "p50": round(ordered[len(ordered) // 2], 3),
        "p95": round(ordered[int(len(ordered) * 0.95)], 3),
    }


def score_share(
    game_id: str, candidate: Bot, opponent: Bot, deals: range, first_seed: int = 10_000
) -> tuple[float, float, list[float]]:
    """The candidate's pairwise points and pairs over ``deals`` (deal numbers: the seat
    rotates with them), and its decision times in ms.  In a partnership game the
    candidate plays every seat of its side (strong + strong against heuristic +
    heuristic), and sides are compared by their scores."""
    game = get_game(game_id)
    points = pairs = 0.0
    times: list[float] = []
    for n in deals:
        seed = first_seed + n
        state = game.new_deal(seed=seed)
        teams = state.teams
        mine = next(i for i, team in enumerate(teams) if n % state.num_players in team)
        seats = teams[mine]
        play_table(state, random.Random(seed), candidate, seats, opponent, times)
        won, met = side_pairs(state, teams, mine)
        points, pairs = points + won, pairs + met
    return points, pairs, times


def play_table(
    state: State,
    rng: random.Random,
    candidate: Bot,
    seats: Sequence[int],
    others: Bot,
    times: list[float],
    partner: Bot | None = None,
    side: Sequence[int] = (),
) -> None:
    """Play ``state`` to its end: the candidate at ``seats`` (its decision times kept in
    ``times``, in ms), a ``partner`` at the rest of its ``side``, ``others`` elsewhere."""
    while not state.is_terminal:
        seat = state.current_player
        if seat in seats:
            start = time.perf_counter()
            decision = decide(candidate, state, rng)
            times.append((time.perf_counter() - start) * 1000)
        else:
            bot = partner if partner is not None and seat in side else others
            decision = decide(bot, state, rng)
        perform(state, decision)


def side_pairs(state: State, teams: Sequence[Sequence[int]], mine: int) -> tuple[float, float]:
    """The finished deal's pairwise points of side ``mine`` against every other side (1
    for a higher score, ½ for an equal one) and the pairs counted; in a game played for
    stakes, the points side ``mine`` took and the points the deal gave (a drawn deal: none)."""
    scores = state.match_points()
    sides = scores if state.game.team_scores else [sum(scores[s] for s in t) for t in teams]
    if state.game.plays_for_stakes:
        return float(sides[mine]), float(sum(sides))
    points = 0.0
    for other, score in enumerate(sides):
        if other != mine:
            points += 1.0 if sides[mine] > score else 0.5 if sides[mine] == score else 0.0
    return points, len(sides) - 1


def duplicate_share(
    game_id: str,
    candidate: Bot,
    opponent: Bot,
    deals: range,
    first_seed: int = 50_000,
    partner: Bot | None = None,
) -> tuple[float, float, list[float]]:
    """:func:`score_share` on duplicate deals: every deal is played once for each side,
    the candidate playing that side and the opponent the rest, so each side's cards come
    to each bot alike.  The same random numbers start every table of a deal.  With a
    ``partner``, the candidate plays one seat of its side (in turn with the deal number)
    and the partner the others."""
    game = get_game(game_id)
    points = pairs = 0.0
    times: list[float] = []
    for n in deals:
        seed = first_seed + n
        teams = game.new_deal(seed=seed).teams
        for mine, side in enumerate(teams):
            seats = side if partner is None else (side[n % len(side)],)
            state = game.new_deal(seed=seed)
            play_table(state, random.Random(seed), candidate, seats, opponent, times, partner, side)
            won, met = side_pairs(state, teams, mine)
            points, pairs = points + won, pairs + met
    return points, pairs, times


def success_rate(
    game_id: str, bot: Bot, deals: range, variant: str | None = None, first_seed: int = 20_000
) -> tuple[int, list[float]]:
    """Solitaire and co-op: how many of ``deals`` ``bot`` (at every seat) wins, and its
    decision times."""
    game = get_game(game_id)
    wins = 0
    times: list[float] = []
    for n in deals:
        state = game.new_deal(variant=variant, seed=first_seed + n)
        rng = random.Random(first_seed + n)
        while not state.is_terminal:
            start = time.perf_counter()
            decision = decide(bot, state, rng)
            times.append((time.perf_counter() - start) * 1000)
            perform(state, decision)
        wins += bool(state.result().get("win"))
    return wins, times


def decision_times(game_id: str, level: str, decisions: int, quick: bool) -> dict[str, float]:
    """Decision time of ``level`` at positions met in heuristic play (the first
    ``decisions`` positions of successive deals that offer a real choice)."""
    game = get_game(game_id)
    variant = game.variants[0] if game.variants else None
    bot, heuristic = level_bot(game_id, level, quick), heuristic_bot(game_id)
    times: list[float] = []
    seed = 30_000
    while len(times) < decisions:
        state = game.new_deal(variant=variant, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal and len(times) < decisions:
            if len(state.legal_actions()) > 1:
                start = time.perf_counter()
                decide(bot, state, rng)
                times.append((time.perf_counter() - start) * 1000)
            perform(state, decide(heuristic, state, rng))
        seed += 1
    return percentiles(times)


def level_bot(game_id: str, level: str, quick: bool, clock: bool = True) -> Bot:
    """The level's bot; ``quick`` shrinks search budgets so a smoke run stays short;
    without ``clock`` a search is bounded by its worlds only (the same on a busy machine)."""
    bot = bot_for(game_id, level)
    if isinstance(bot, Budgeted):
        if not clock:
            bot.seconds = math.inf
        if quick:
            bot.seconds = min(bot.seconds, 0.03)
            bot.worlds = min(bot.worlds, 2)
    return bot


def solitaire_solver(deals: range, seconds: float) -> list[tuple[float, bool | None]]:
    """ "Was it winnable?" on fresh deals: (seconds, winnable) per deal."""
    game = get_game("mustfollow_solitaire")
    found = []
    for n in deals:
        state = game.new_deal(seed=40_000 + n)
        assert isinstance(state, SolitaireState)
        solution = solve_deal(state.pack_order(), seconds)
        found.append((solution.seconds, solution.winnable if solution.complete else None))
    return found


def coop_solver(deals: range, seconds: float) -> list[tuple[float, bool | None]]:
    """The solo co-op game solved after the deal: (seconds, winnable) per deal."""
    game = get_game("ando_coop")
    found = []
    for n in deals:
        solution = solve_state(game.new_deal(variant="1p", seed=20_000 + n), seconds)
        found.append((solution.seconds, solution.winnable))
    return found


def solver_summary(found: list[tuple[float, bool | None]]) -> dict[str, Any]:
    times = [t for t, _ in found]
    return {
        "deals": len(found),
        "median_s": round(statistics.median(times), 3),
        "max_s": round(max(times), 3),
        "winnable": round(sum(w is True for _, w in found) / len(found), 3),
        "unknown": sum(w is None for _, w in found),
    }


def gui_figures(games: int) -> dict[str, Any]:
    """The desktop bench's report — frame gaps while strong bots think, peak memory —
    run as a subprocess (the core never imports Qt); empty if it cannot run."""
    command = [sys.executable, "-m", "desktop.bench", "--games", str(games), "--json"]
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=600, env=env)
        report = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        return {}
    return report if isinstance(report, dict) else {}


@dataclass(frozen=True)
class Sizes:
    level_deals: int  # duplicate deals per game and pair of levels
    random_deals: int  # heuristic vs random, per game
    solo_deals: int  # the strong solitaire player
    greedy_deals: int  # the simple solitaire player
    solver_deals: int
    coop_deals: dict[str, int]  # expert co-op team, per variant
    decisions: int  # decision-time sample per game and level
    chunk: int  # duplicate deals per job
    inference_deals: int  # deals read for the placement of unseen pieces, and its strength


QUICK = Sizes(1, 20, 2, 50, 1, {"4p": 1, "3p": 1, "2p": 1, "1p": 1}, 4, 1, 1)
FULL = Sizes(300, 400, 200, 2000, 60, {"4p": 200, "3p": 200, "2p": 200, "1p": 200}, 40, 5, 100)
PARTS = (
    "decision",
    "level",
    "partner",
    "inference",
    "random",
    "corpus",
    "success",
    "solver",
)  # what --part picks


def make_bot(game_id: str, spec: str, quick: bool, clock: bool = True) -> Bot:
    """A bot by name, built inside the worker: "random", "heuristic", a level, or a level
    that deals its worlds without reading the others' play ("strong_unread")."""
    if spec == "random":
        return RandomBot()
    if spec == "heuristic":
        return heuristic_bot(game_id)
    level, _, unread = spec.partition("_")
    bot = level_bot(game_id, level, quick, clock)
    if unread and isinstance(bot, Inferring):
        bot.inference = 0
    return bot


def placement(game_id: str, deals: range, worlds: int = 16) -> tuple[float, float, int]:
    """How well sampled worlds place the unseen pieces, without and with the strong
    level's reading of the others' play: the summed share of the pieces hidden from the
    deciding seat that a world puts in their true hands, each way, and the worlds dealt
    each way (at every third decision with a choice of heuristic deals)."""
    game = get_game(game_id)
    heuristic = heuristic_bot(game_id)
    samples = BUDGETS["strong"].inference
    plain = inferred = 0.0
    count = 0
    for n in deals:
        state = game.new_deal(seed=60_000 + n)
        rng = random.Random(n)
        step = 0
        while not state.is_terminal:
            step += 1
            player = state.decider(state.current_player)
            if step % 3 == 0 and len(state.legal()) > 1:
                truth = _hidden_places(state, player)
                if truth:
                    beliefs = read_beliefs(state, player, heuristic, random.Random(step), samples)
                    for sampler, into in (
                        (sampler_for(state, player), 0),
                        (sampler_for(state, player, beliefs), 1),
                    ):
                        draw = random.Random(step)
                        share = sum(_placed(sampler(draw), truth) for _ in range(worlds))
                        if into:
                            inferred += share
                        else:
                            plain += share
                    count += worlds
            perform(state, decide(heuristic, state, rng))
    return plain, inferred, count


def _hidden_places(state: State, player: int) -> dict[int, int]:
    """Each piece in another hand that ``player`` cannot see, and its seat."""
    known = state.view(player).known_pieces()
    return {
        piece: seat
        for seat in range(state.num_players)
        if seat != player
        for piece in state.view(seat).hand
        if piece not in known
    }


def _placed(world: State, truth: dict[int, int]) -> float:
    """The share of ``truth``'s pieces ``world`` puts in their true hands."""
    hands = {seat: set(world.view(seat).hand) for seat in set(truth.values())}
    return sum(piece in hands[seat] for piece, seat in truth.items()) / len(truth)


# Each level against the one below it, on duplicate deals: (candidate, opponent).
LEVEL_PAIRS: tuple[tuple[str, str], ...] = (
    ("normal", "heuristic"),
    ("strong", "normal"),
    ("expert", "strong"),
)


def duplicate_job(game_id: str, spec: str, against: str, deals: range, quick: bool) -> Any:
    candidate = make_bot(game_id, spec, quick, clock=False)
    opponent = make_bot(game_id, against, quick, clock=False)
    return duplicate_share(game_id, candidate, opponent, deals)


def partner_job(game_id: str, level: str, deals: range, quick: bool) -> Any:
    """``level`` beside a heuristic partner against two heuristic bots: its side's share
    (see :func:`duplicate_share`)."""
    candidate = make_bot(game_id, level, quick, clock=False)
    heuristic = heuristic_bot(game_id)
    return duplicate_share(game_id, candidate, heuristic, deals, partner=heuristic)


def has_partners(game_id: str) -> bool:
    """Whether the game seats partners (a side of more than one seat) at its first count."""
    game = get_game(game_id)
    return not game.cooperative and any(len(team) > 1 for team in game.new_deal(seed=0).teams)


def corpus_job(game_id: str, level: str, quick: bool) -> Any:
    """(right, positions, the names chosen wrong) of ``level`` on the game's corpus."""
    from .ai.corpus import score

    verdicts = score(game_id, level) if not quick else score(game_id, level)[:2]
    return (
        sum(v.right for v in verdicts),
        len(verdicts),
        [v.position for v in verdicts if not v.right],
    )


def share_job(game_id: str, spec: str, against: str, deals: range, quick: bool) -> Any:
    candidate, opponent = make_bot(game_id, spec, quick), make_bot(game_id, against, quick)
    return score_share(game_id, candidate, opponent, deals)


def success_job(game_id: str, spec: str, deals: range, variant: str | None, quick: bool) -> Any:
    """(wins, deals played, decision times)."""
    wins, times = success_rate(game_id, make_bot(game_id, spec, quick), deals, variant)
    return wins, len(deals), times


def _chunks(total: int, size: int) -> list[range]:
    return [range(k, min(k + size, total)) for k in range(0, total, size)]


Job = tuple[tuple[str, ...], Callable[..., Any], tuple[Any, ...]]


def ai_jobs(
    games: list[str], quick: bool, sizes: Sizes, parts: tuple[str, ...] = PARTS
) -> list[Job]:
    """Every piece of work of the AI report, small enough to spread over processes."""
    jobs: list[Job] = []
    for game_id in games:
        game = get_game(game_id)
        if "decision" in parts:
            for level in LEVELS:
                args = (game_id, level, sizes.decisions, quick)
                jobs.append((("decision", game_id, level), decision_times, args))
        if "corpus" in parts:
            for level in ("strong", "expert"):
                jobs.append((("corpus", game_id, level), corpus_job, (game_id, level, quick)))
        if game.cooperative or max(game.player_counts) == 1:
            continue
        if "level" in parts:
            for spec, against in LEVEL_PAIRS:
                for deals in _chunks(sizes.level_deals, sizes.chunk):
                    key = ("level", game_id, f"{spec}_vs_{against}")
                    jobs.append((key, duplicate_job, (game_id, spec, against, deals, quick)))
        if "partner" in parts and has_partners(game_id):
            # A strong bot beside a heuristic stand-in for the person, and beside its twin.
            for deals in _chunks(sizes.level_deals, sizes.chunk):
                key = ("partner", game_id, "beside_heuristic")
                jobs.append((key, partner_job, (game_id, "strong", deals, quick)))
                key = ("partner", game_id, "beside_strong")
                jobs.append((key, duplicate_job, (game_id, "strong", "heuristic", deals, quick)))
        if "inference" in parts:
            for deals in _chunks(sizes.inference_deals, sizes.chunk):
                jobs.append((("placement", game_id), placement, (game_id, deals)))
                key = ("level", game_id, "strong_vs_strong_unread")
                pair = (game_id, "strong", "strong_unread", deals, quick)
                jobs.append((key, duplicate_job, pair))
        if "random" in parts:
            for deals in _chunks(sizes.random_deals, 100):
                key = ("share", game_id, "heuristic")
                jobs.append((key, share_job, (game_id, "heuristic", "random", deals, quick)))
    if "mustfollow_solitaire" in games and "success" in parts:
        game_id = "mustfollow_solitaire"
        for level in ("strong", "expert"):
            for deals in _chunks(sizes.solo_deals, sizes.chunk):
                jobs.append(
                    (
                        ("success", f"{game_id}_{level}"),
                        success_job,
                        (game_id, level, deals, None, quick),
                    )
                )
        for deals in _chunks(sizes.greedy_deals, 500):
            jobs.append(
                (
                    ("success", game_id + "_heuristic"),
                    success_job,
                    (game_id, "heuristic", deals, None, quick),
                )
            )
    if "mustfollow_solitaire" in games and "solver" in parts:
        seconds = 2.0 if quick else 30.0
        for deals in _chunks(sizes.solver_deals, sizes.chunk):
            jobs.append((("solver", "mustfollow_solitaire"), solitaire_solver, (deals, seconds)))
    if "ando_coop" in games and "success" in parts:
        for variant in get_game("ando_coop").variants:
            for deals in _chunks(sizes.coop_deals[variant], 2):
                jobs.append(
                    (
                        ("success", f"ando_coop_{variant}"),
                        success_job,
                        ("ando_coop", "expert", deals, variant, quick),
                    )
                )
    if "ando_coop" in games and "solver" in parts:
        seconds = 2.0 if quick else 30.0
        for deals in _chunks(sizes.solver_deals // 2, sizes.chunk):
            jobs.append((("solver", "ando_coop_1p"), coop_solver, (deals, seconds)))
    # Longest first, so the last job to finish is a short one.
    return sorted(jobs, key=lambda job: job[0][0] in ("decision", "solver", "corpus"))


def _run(job: Job) -> Any:
    _, function, args = job
    return function(*args)


def ai_report(
    games: list[str],
    quick: bool,
    workers: int | None = None,
    parts: tuple[str, ...] = PARTS,
    level_deals: int | None = None,
) -> dict[str, Any]:
    """Every AI figure of the ``--json`` contract for ``games`` (or its ``parts``), its jobs
    spread over ``workers`` processes (default: one per core)."""
    sizes = QUICK if quick else FULL
    if level_deals is not None:
        sizes = dataclasses.replace(sizes, level_deals=level_deals)
    jobs = ai_jobs(games, quick, sizes, parts)
    workers = workers or os.cpu_count() or 1
    if workers > 1:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            results = list(pool.map(_run, jobs))
    else:
        results = [_run(job) for job in jobs]
    gathered: dict[tuple[str, ...], list[Any]] = {}
    for (key, _, _), result in zip(jobs, results, strict=True):
        gathered.setdefault(key, []).append(result)
    return summarise(gathered, quick, sizes)


def summarise(
    gathered: dict[tuple[str, ...], list[Any]], quick: bool, sizes: Sizes
) -> dict[str, Any]:
    report: dict[str, Any] = {"quick": quick, "score_share": {}, "success_rate": {}}
    report.update(level_share={}, level_share_deals={}, corpus={}, corpus_wrong={})
    report.update(decision_ms={}, solver={}, solver_median_s={}, samples=dataclasses.asdict(sizes))
    for key, parts in sorted(gathered.items()):
        kind = key[0]
        if kind == "decision":
            report["decision_ms"].setdefault(key[1], {})[key[2]] = parts[0]
        elif kind == "share":
            points, pairs = sum(p[0] for p in parts), sum(p[1] for p in parts)
            report["score_share"].setdefault(key[1], {})["heuristic_vs_random"] = round(
                points / pairs, 3
            )
        elif kind == "level":
            points, pairs = sum(p[0] for p in parts), sum(p[1] for p in parts)
            report["level_share"].setdefault(key[1], {})[key[2]] = round(points / pairs, 3)
            deals = sizes.inference_deals if key[2].endswith("_unread") else sizes.level_deals
            report["level_share_deals"].setdefault(key[1], {})[key[2]] = deals
            times = [t for p in parts for t in p[2]]
            report.setdefault("level_decision_ms", {}).setdefault(key[1], {})[key[2]] = percentiles(
                times
            )
        elif kind == "placement":
            plain, inferred, count = (sum(p[i] for p in parts) for i in range(3))
            if count:
                report.setdefault("placement", {})[key[1]] = {
                    "plain": round(plain / count, 3),
                    "inferred": round(inferred / count, 3),
                    "ratio": round(inferred / plain, 3) if plain else None,
                }
        elif kind == "partner":
            # The strong bot's gain over an all-heuristic side (0.5): beside a heuristic
            # partner, the share less 0.5; beside a strong twin, what the second strong
            # bot adds to the first (the share of both, less the share beside a heuristic).
            points, pairs = sum(p[0] for p in parts), sum(p[1] for p in parts)
            report.setdefault("partner_share", {}).setdefault(key[1], {})[key[2]] = round(
                points / pairs, 3
            )
        elif kind == "corpus":
            right, total, wrong = parts[0]
            report["corpus"].setdefault(key[1], {})[key[2]] = f"{right}/{total}"
            report["corpus_wrong"].setdefault(key[1], {})[key[2]] = wrong
        elif kind == "success":
            wins, deals = sum(p[0] for p in parts), sum(p[1] for p in parts)
            report["success_rate"][key[1]] = round(wins / deals, 3)
            report.setdefault("success_deals", {})[key[1]] = deals
        elif kind == "solver":
            summary = solver_summary([item for part in parts for item in part])
            report["solver"][key[1]] = summary
            report["solver_median_s"][key[1]] = summary["median_s"]
            # With every card known: the fraction of deals that could be won at all.
            report["success_rate"][key[1] + "_clairvoyant"] = summary["winnable"]
    for game_id, shares in report.get("partner_share", {}).items():
        if {"beside_heuristic", "beside_strong"} <= shares.keys():
            alone, both = shares["beside_heuristic"], shares["beside_strong"]
            report.setdefault("partner_gain", {})[game_id] = {
                "beside_heuristic": round(alone - 0.5, 3),
                "beside_strong": round(both - alone, 3),
            }
    return report


__all__ = ["ai_report", "gui_figures", "score_share"]
