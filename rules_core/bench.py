"""Benchmarks: ``python -m rules_core.bench [--game ID] [--seconds S] [--quick] [--json]``.

Reports medians over repeated timed runs (these machines are noisy) — numbers
to quote in issue notes, never assertions in tests.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from .ai import RandomBot, heuristic_bot
from .ai.base import perform
from .ai.search import decide
from .bench_ai import ai_report, gui_figures, openspiel_hearts_per_s, percentiles
from .registry import game_ids, get_game


def random_playout(game_id: str, seed: int) -> int:
    """Play one deal with uniformly random legal actions; returns the number of actions."""
    state = get_game(game_id).new_deal(seed=seed)
    rng = random.Random(seed)
    actions = 0
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def playouts_per_second(game_id: str, seconds: float, repeats: int) -> float:
    """Median over ``repeats`` windows of random playouts completed per second."""
    rates = []
    seed = 0
    for _ in range(repeats):
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            random_playout(game_id, seed)
            seed += 1
            done += 1
        rates.append(done / elapsed)
    return statistics.median(rates)


def has_heuristic(game_id: str) -> bool:
    try:
        heuristic_bot(game_id)
    except KeyError:
        return False
    return True


def bot_results(game_id: str, deals: int) -> dict[str, Any]:
    """Solitaires: win rate and mean score of the heuristic and random bots on the same
    deals.  Multi-seat games: one heuristic seat (rotating) against random seats."""
    game = get_game(game_id)
    if game.cooperative:
        return {
            f"team_{variant}": _team_results(game_id, variant, deals) for variant in game.variants
        }
    if max(game.player_counts) == 1:
        return {
            bot.name: _solo_results(game_id, bot, deals)
            for bot in (heuristic_bot(game_id), RandomBot())
        }
    return {"heuristic_vs_random": _seat_results(game_id, deals)}


def _decide(bot: Any, state: Any, rng: random.Random, times: list[float]) -> None:
    start = time.perf_counter()
    decision = decide(bot, state, rng)
    times.append((time.perf_counter() - start) * 1000)
    perform(state, decision)


def _solo_results(game_id: str, bot: Any, deals: int) -> dict[str, Any]:
    game = get_game(game_id)
    rng = random.Random(7)
    wins, total = 0, 0
    times: list[float] = []
    for seed in range(deals):
        state = game.new_deal(seed=seed)
        while not state.is_terminal:
            _decide(bot, state, rng, times)
        wins += bool(state.result().get("win"))
        total += state.scores()[0]
    return {
        "win_rate": wins / deals,
        "mean_score": total / deals,
        "decision_ms": percentiles(times),
    }


def _team_results(game_id: str, variant: str, deals: int) -> dict[str, Any]:
    """A cooperative game with every seat played by the heuristic: how often the team wins.
    (In a one-player variant the player decides for the dummy, from the player's view.)"""
    game = get_game(game_id)
    bot = heuristic_bot(game_id)
    rng = random.Random(7)
    wins = 0
    times: list[float] = []
    for seed in range(deals):
        state = game.new_deal(variant=variant, seed=seed)
        while not state.is_terminal:
            _decide(bot, state, rng, times)
        wins += bool(state.result().get("win"))
    return {"win_rate": wins / deals, "decision_ms": percentiles(times)}


def _seat_results(game_id: str, deals: int) -> dict[str, Any]:
    game = get_game(game_id)
    rng = random.Random(7)
    smart, _baseline = heuristic_bot(game_id), RandomBot()
    mine, theirs, top = 0.0, 0.0, 0
    times: list[float] = []
    for seed in range(deals):
        state = game.new_deal(seed=seed)
        seat = seed % state.num_players
        while not state.is_terminal:
            if state.current_player == seat:
                _decide(smart, state, rng, times)
            else:
                state.apply(rng.choice(state.legal_actions()))
        scores = state.scores()
        mine += scores[seat]
        theirs += (sum(scores) - scores[seat]) / (len(scores) - 1)
        top += scores[seat] == max(scores)
    return {
        "mean_score": mine / deals,
        "mean_score_of_random_seats": theirs / deals,
        "top_score_rate": top / deals,
        "decision_ms": percentiles(times),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_core.bench", description=__doc__)
    parser.add_argument("--game", action="append", choices=game_ids(), help="game id (repeatable)")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one timing window")
    parser.add_argument("--deals", type=int, default=2000, help="deals per bot comparison")
    parser.add_argument("--quick", action="store_true", help="small samples, well under a minute")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--no-ai", action="store_true", help="skip the search-bot figures")
    parser.add_argument("--no-gui", action="store_true", help="skip the GUI frame-gap probe")
    parser.add_argument(
        "--workers", type=int, default=None, help="processes for the AI figures (default: cores)"
    )
    args = parser.parse_args(argv)
    games = args.game or game_ids()
    seconds, repeats, deals = (0.3, 3, 20) if args.quick else (args.seconds, 5, args.deals)
    report: dict[str, Any] = {"playouts_per_s": {}, "bots": {}}
    for game_id in games:
        report["playouts_per_s"][game_id] = round(playouts_per_second(game_id, seconds, repeats), 1)
        report["bots"][game_id] = bot_results(game_id, deals) if has_heuristic(game_id) else {}
    coop_rate = report["playouts_per_s"].get("ando_coop")  # its default variant is 4p
    hearts = openspiel_hearts_per_s(seconds, repeats) if coop_rate is not None else None
    report["openspiel_hearts_per_s"] = round(hearts, 1) if hearts else None
    report["ratio_vs_openspiel"] = round(coop_rate / hearts, 3) if coop_rate and hearts else None
    report.update(
        ai_report(games, args.quick, args.workers)
        if not args.no_ai
        else {"score_share": {}, "success_rate": {}, "decision_ms": {}, "solver_median_s": {}}
    )
    report.setdefault("solver_median_s", {})
    gui = {} if args.no_gui else gui_figures(1 if args.quick else 3)
    report["gui_frame_gap_p99_ms"] = gui.get("gui_frame_gap_p99_ms")
    report["gui"] = gui  # also the worst gap and the peak memory of the app's processes
    if args.json:
        json.dump(report, sys.stdout)
        sys.stdout.write("\n")
    else:
        for game_id in games:
            rate = report["playouts_per_s"][game_id]
            print(f"{game_id}: {rate} random playouts/s (median of {repeats})")
            for name, numbers in report["bots"][game_id].items():
                ms = numbers["decision_ms"]
                shown = {k: round(v, 3) for k, v in numbers.items() if k != "decision_ms"}
                print(
                    f"  {name}: {shown}  decision p50 {ms['p50']:.3f} ms p95 {ms['p95']:.3f} ms"
                    f"  ({deals} deals)"
                )
        for key in (
            "openspiel_hearts_per_s",
            "ratio_vs_openspiel",
            "score_share",
            "success_rate",
            "decision_ms",
            "solver_median_s",
            "gui_frame_gap_p99_ms",
            "gui",
        ):
            print(f"{key}: {json.dumps(report.get(key))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
