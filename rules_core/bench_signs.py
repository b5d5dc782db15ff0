"""What partners' signs are worth: a side whose bots show each other their signs (the
game's heuristic says which, :func:`rules_core.ai.bot_signs`) against a side that shows
none, on duplicate deals.

Every deal is played twice for each side: once with that side's signs, once with no
signs at all (the same deal, the same random numbers to start with), at one level for
all four seats.  The report gives the signing side's share of the points with and
without its signs, and the difference per deal with its standard error (the deals are
paired, so the deal's luck cancels out).

    python -m rules_core.bench_signs --level heuristic --deals 200
    python -m rules_core.bench_signs --level normal --deals 200 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from .ai import bot_signs, heuristic_bot
from .ai.base import Bot, perform
from .ai.levels import bot_for
from .ai.protocols import Budgeted
from .ai.search import decide
from .registry import get_game

FIRST_SEED = 70_000


def make_bot(game_id: str, level: str) -> Bot:
    """The bot of ``level`` (``heuristic``: the game's heuristic with its full memory),
    a search held to its worlds with no clock, so a deal plays the same on any machine."""
    if level == "heuristic":
        return heuristic_bot(game_id)
    bot = bot_for(game_id, level)
    if isinstance(bot, Budgeted):
        bot.seconds = math.inf
    return bot


def play(game_id: str, level: str, seed: int, signing: Sequence[int]) -> list[int]:
    """One deal of ``seed`` played to its end by bots of ``level`` at every seat, the
    seats ``signing`` showing their partners their signs: the points per team."""
    game = get_game(game_id)
    context_rng = random.Random(seed)
    before = [context_rng.randrange(12), context_rng.randrange(12)]
    state = game.new_deal(seed=seed, dealer=seed % 4, context={"scores_before": before})
    bot = make_bot(game_id, level)
    rng = random.Random(seed)
    while not state.is_terminal:
        signs = bot_signs(state, signing)
        perform(state, decide(bot, state, rng, signs=signs))
    return state.scores()


def deal_pair(game_id: str, level: str, n: int) -> list[tuple[int, int, int, int]]:
    """Deal ``n`` for each side: (its points with its signs, the others' points then, its
    points with no signs, the others' then)."""
    seed = FIRST_SEED + n
    teams = get_game(game_id).new_deal(seed=seed).teams
    out = []
    for side, seats in enumerate(teams):
        signed = play(game_id, level, seed, seats)
        plain = play(game_id, level, seed, ())
        out.append((signed[side], signed[1 - side], plain[side], plain[1 - side]))
    return out


def summary(rows: list[tuple[int, int, int, int]]) -> dict[str, float]:
    """The shares with and without signs, and the difference in points a hand (the
    signing side's margin with signs less its margin without) with its standard error."""
    ours_s = sum(r[0] for r in rows)
    theirs_s = sum(r[1] for r in rows)
    ours_p = sum(r[2] for r in rows)
    theirs_p = sum(r[3] for r in rows)
    diffs = [(r[0] - r[1]) - (r[2] - r[3]) for r in rows]
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
    # The share's standard error by the delta method over the paired deals.
    share = ours_s / max(1, ours_s + theirs_s)
    share_plain = ours_p / max(1, ours_p + theirs_p)
    mean_signed = max((ours_s + theirs_s) / len(rows), 1e-9)
    mean_plain = max((ours_p + theirs_p) / len(rows), 1e-9)
    residual = [
        (r[0] - share * (r[0] + r[1])) / mean_signed
        - (r[2] - share_plain * (r[2] + r[3])) / mean_plain
        for r in rows
    ]
    res_mean = sum(residual) / len(rows)
    res_var = sum((x - res_mean) ** 2 for x in residual) / max(1, len(rows) - 1)
    return {
        "tables": len(rows),
        "share_with_signs": round(share, 4),
        "share_without": round(share_plain, 4),
        "share_gain": round(share - share_plain, 4),
        "share_gain_se": round(math.sqrt(res_var / len(rows)), 4),
        "margin_gain_per_hand": round(mean, 4),
        "margin_gain_se": round(math.sqrt(var / len(rows)), 4),
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="truco")
    parser.add_argument("--level", default="heuristic")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    deals = range(args.deals)
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            found = list(
                pool.map(deal_pair, [args.game] * len(deals), [args.level] * len(deals), deals)
            )
    else:
        found = [deal_pair(args.game, args.level, n) for n in deals]
    rows = [row for pair in found for row in pair]
    result = {"game": args.game, "level": args.level, "deals": args.deals, **summary(rows)}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
