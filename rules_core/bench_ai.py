"""AI measurements for ``python -m rules_core.bench``: score shares, success rates,
decision times per level, solver times, and the OpenSpiel comparison.

Score share (competitive games): one seat (rotating) played by the candidate
bot, the others by the opponent bot; for every deal and every opponent seat the
candidate gets 1 for a higher deal score, ½ for equal, 0 for lower.  50 % means
equal strength.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from .ai import RandomBot, heuristic_bot
from .ai.base import Bot
from .ai.levels import LEVELS, bot_for
from .ai.search import DeterminizedSearch, decide
from .ai.solitaire_search import SolitaireSearch
from .ai.solitaire_solver import solve_deal
from .games.mustfollow_solitaire import SolitaireState
from .registry import get_game

BotFactory = Callable[[], Bot]


def percentiles(times_ms: list[float]) -> dict[str, float]:
    if not times_ms:
        return {"p50": 0.0, "p95": 0.0}
    ordered = sorted(times_ms)
    return {
        "p50": round(ordered[len(ordered) // 2], 3),
        "p95": round(ordered[int(len(ordered) * 0.95)], 3),
    }


def score_share(
    game_id: str, candidate: Bot, opponent: Bot, deals: int, first_seed: int = 10_000
) -> tuple[float, list[float]]:
    """The candidate's pairwise score share, and its decision times in ms."""
    game = get_game(game_id)
    points = pairs = 0.0
    times: list[float] = []
    for n in range(deals):
        seed = first_seed + n
        state = game.new_deal(seed=seed)
        seat = n % state.num_players
        rng = random.Random(seed)
        while not state.is_terminal:
            if state.current_player == seat:
                start = time.perf_counter()
                decision = decide(candidate, state, rng)
                times.append((time.perf_counter() - start) * 1000)
            else:
                decision = decide(opponent, state, rng)
            state.apply(decision.action)
        scores = state.scores()
        for other, score in enumerate(scores):
            if other != seat:
                pairs += 1
                points += 1.0 if scores[seat] > score else 0.5 if scores[seat] == score else 0.0
    return (points / pairs if pairs else 0.0), times


def success_rate(
    game_id: str, bot: Bot, deals: int, variant: str | None = None, first_seed: int = 20_000
) -> tuple[float, list[float]]:
    """Solitaire and co-op: how often ``bot`` (at every seat) wins, and decision times."""
    game = get_game(game_id)
    wins = 0
    times: list[float] = []
    for n in range(deals):
        state = game.new_deal(variant=variant, seed=first_seed + n)
        rng = random.Random(first_seed + n)
        while not state.is_terminal:
            start = time.perf_counter()
            decision = decide(bot, state, rng)
            times.append((time.perf_counter() - start) * 1000)
            state.apply(decision.action)
        wins += bool(state.result().get("win"))
    return wins / deals, times


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
            state.apply(decide(heuristic, state, rng).action)
        seed += 1
    return percentiles(times)


def level_bot(game_id: str, level: str, quick: bool) -> Bot:
    """The level's bot; ``quick`` shrinks search budgets so a smoke run stays short."""
    bot = bot_for(game_id, level)
    if quick and isinstance(bot, (DeterminizedSearch, SolitaireSearch)):
        bot.seconds = min(bot.seconds, 0.03)
        bot.worlds = min(bot.worlds, 2)
    return bot


def solitaire_solver(deals: int, seconds: float) -> dict[str, Any]:
    """ "Was it winnable?" on fresh deals: median solve time and the winnable fraction."""
    game = get_game("mustfollow_solitaire")
    times, winnable, unknown = [], 0, 0
    for n in range(deals):
        state = game.new_deal(seed=40_000 + n)
        assert isinstance(state, SolitaireState)
        pack = state.pack_order()
        solution = solve_deal(pack, seconds)
        times.append(solution.seconds)
        winnable += solution.winnable is True
        unknown += not solution.complete
    return {
        "median_s": round(statistics.median(times), 3),
        "max_s": round(max(times), 3),
        "winnable": winnable / deals,
        "unfinished": unknown,
    }


def openspiel_hearts_per_s(seconds: float, repeats: int) -> float | None:
    """Random games of OpenSpiel's ``hearts`` driven from Python (None without open_spiel)."""
    try:
        pyspiel: Any = importlib.import_module("pyspiel")
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(0)
    rates = []
    for _ in range(repeats):
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(rng.choice(outcomes)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
            done += 1
        rates.append(done / elapsed)
    return statistics.median(rates)


def gui_frame_gap_p99_ms(games: int) -> float | None:
    """The desktop bench's frame-gap p99 (run as a subprocess: the core never imports Qt)."""
    command = [sys.executable, "-m", "desktop.bench", "--games", str(games), "--json"]
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=600, env=env)
        report = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        return None
    value = report.get("gui_frame_gap_p99_ms")
    return float(value) if isinstance(value, (int, float)) else None


def ai_report(games: list[str], quick: bool) -> dict[str, Any]:
    """Every AI figure of the ``--json`` contract for ``games``."""
    share_deals, solo_deals, decisions = (2, 2, 4) if quick else (60, 60, 40)
    report: dict[str, Any] = {"quick": quick, "score_share": {}, "success_rate": {}}
    report["decision_ms"] = {}
    for game_id in games:
        game = get_game(game_id)
        report["decision_ms"][game_id] = {
            level: decision_times(game_id, level, decisions, quick) for level in LEVELS
        }
        if game.cooperative or max(game.player_counts) == 1:
            continue
        heuristic = heuristic_bot(game_id)
        strong = level_bot(game_id, "strong", quick)
        strong_share, _ = score_share(game_id, strong, heuristic, share_deals)
        base_share, _ = score_share(game_id, heuristic, RandomBot(), share_deals * 10)
        report["score_share"][game_id] = {
            "strong_vs_heuristic": round(strong_share, 3),
            "heuristic_vs_random": round(base_share, 3),
        }
    if "mustfollow_solitaire" in games:
        strong = level_bot("mustfollow_solitaire", "strong", quick)
        rate, _ = success_rate("mustfollow_solitaire", strong, solo_deals)
        greedy_bot = heuristic_bot("mustfollow_solitaire")
        greedy, _ = success_rate("mustfollow_solitaire", greedy_bot, 50 if quick else 2000)
        solver = solitaire_solver(3 if quick else 100, 2.0 if quick else 30.0)
        report["success_rate"]["mustfollow_solitaire"] = rate
        report["success_rate"]["mustfollow_solitaire_heuristic"] = greedy
        report["success_rate"]["mustfollow_solitaire_clairvoyant"] = solver["winnable"]
        report["solver"] = {"mustfollow_solitaire": solver}
        report["solver_median_s"] = {"mustfollow_solitaire": solver["median_s"]}
    if "ando_coop" in games:
        for variant in get_game("ando_coop").variants:
            # Strong co-op deals take a minute each (every seat searches): fewer of them.
            deals = max(1, solo_deals // (2 if variant == "1p" else 4))
            strong = level_bot("ando_coop", "strong", quick)
            rate, _ = success_rate("ando_coop", strong, deals, variant)
            report["success_rate"][f"ando_coop_{variant}"] = rate
    return report


__all__ = ["ai_report", "gui_frame_gap_p99_ms", "openspiel_hearts_per_s", "score_share"]
