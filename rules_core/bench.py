"""Benchmarks: ``python -m rules_core.bench [--game ID] [--seconds S] [--quick] [--json]``.

Reports medians over repeated timed runs (these machines are noisy) — numbers
to quote in issue notes, never assertions in tests.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from .ai import RandomBot, heuristic_bot
from .ai.base import perform
from .ai.search import decide
from .bench_ai import PARTS, ai_report, gui_figures, percentiles
from .bench_speed import playout_report, rollouts_per_s, strong_worlds
from .registry import game_ids, get_game
from .version import engine


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
        if game.team_scores:  # one score per side: the heuristic's side against the other(s)
            seat = next(i for i, team in enumerate(state.teams) if seat in team)
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
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one timing window")
    parser.add_argument("--pairs", type=int, default=7, help="paired windows per speed figure")
    parser.add_argument("--deals", type=int, default=2000, help="deals per bot comparison")
    parser.add_argument("--quick", action="store_true", help="small samples, well under a minute")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--no-ai", action="store_true", help="skip the search-bot figures")
    parser.add_argument("--no-gui", action="store_true", help="skip the GUI frame-gap probe")
    parser.add_argument(
        "--workers", type=int, default=None, help="processes for the AI figures (default: cores)"
    )
    parser.add_argument(
        "--part",
        action="append",
        choices=PARTS,
        help="only these AI figures (repeatable): no speed, GUI or heuristic figures",
    )
    parser.add_argument(
        "--level-deals", type=int, default=None, help="duplicate deals per pair of levels"
    )
    args = parser.parse_args(argv)
    games = args.game or game_ids()
    seconds, pairs, deals = (0.1, 2, 20) if args.quick else (args.seconds, args.pairs, args.deals)
    report: dict[str, Any] = {"engine": engine()}  # which build ran: "python" or "compiled"
    if args.part:
        report.update(
            ai_report(games, args.quick, args.workers, tuple(args.part), args.level_deals)
        )
        json.dump(report, sys.stdout, indent=None if args.json else 1)
        sys.stdout.write("\n")
        return 0
    report.update(playout_report(games, seconds, pairs))
    report["rollouts_per_s"] = {
        g: round(rollouts_per_s(g, seconds * 2), 1) for g in games if has_heuristic(g)
    }
    report["strong_worlds"] = {
        g: strong_worlds(g, 1 if args.quick else 10) for g in games if has_heuristic(g)
    }
    report["bots"] = {g: bot_results(g, deals) if has_heuristic(g) else {} for g in games}
    report.update(
        ai_report(games, args.quick, args.workers, PARTS, args.level_deals)
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
        print(f"engine: {json.dumps(report['engine'])}")
        for game_id in games:
            rate = report["playouts_per_s"][game_id]
            strings = report["playouts_per_s_strings"][game_id]
            ratio = report["ratio_vs_openspiel_by_game"].get(game_id)
            print(
                f"{game_id}: {rate} random playouts/s (fast door; {strings} through strings), "
                f"{ratio}x OpenSpiel hearts (median of {pairs} paired windows); "
                f"search {report['rollouts_per_s'].get(game_id)} rollouts/s"
            )
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
            "strong_worlds",
            "score_share",
            "level_share",
            "level_decision_ms",
            "corpus",
            "corpus_wrong",
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
