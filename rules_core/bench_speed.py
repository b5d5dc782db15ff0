"""Speed figures for ``python -m rules_core.bench``: random playouts through the
engine's two doors, paired against OpenSpiel's ``hearts``, and search rollouts.

Paired windows: a window of one side, then a window of the other, the order
alternating from pair to pair; the ratio of each pair is taken and the median
of the ratios reported, so a machine that slows down for a while slows both
sides of a pair and the ratio is not noise.
"""

from __future__ import annotations

import importlib
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .ai import heuristic_bot
from .ai.levels import bot_for
from .ai.search import Budgeted, DeterminizedSearch, decide, sampler_for
from .game import State
from .registry import get_game

Playout = Callable[[int], int]  # seed -> actions played


def fast_playout(game_id: str, variant: str | None = None) -> Playout:
    """A random deal through the fast door: action ids, no checks, no events."""
    return _playout(game_id, variant, strings=False)


def string_playout(game_id: str, variant: str | None = None) -> Playout:
    """A random deal through the string door (records, CLI, GUI): parsed, checked, with
    events."""
    return _playout(game_id, variant, strings=True)


def _playout(game_id: str, variant: str | None, strings: bool) -> Playout:
    game = get_game(game_id)

    def play(seed: int) -> int:
        state = game.new_deal(seed=seed, variant=variant)
        rng = random.Random(seed)
        actions = 0
        if strings:
            while not state.is_terminal:
                state.apply(rng.choice(state.legal_actions()))
                actions += 1
        else:  # the same loop as the OpenSpiel side: a lookup, a choice, an apply
            while not state.is_terminal:
                state.apply_id(rng.choice(state.legal_action_ids()))
                actions += 1
        return actions

    return play


def hearts_playout() -> Playout | None:
    """A random game of OpenSpiel's ``hearts`` driven from Python (None without open_spiel)."""
    try:
        pyspiel: Any = importlib.import_module("pyspiel")
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")

    def play(seed: int) -> int:
        rng = random.Random(seed)
        state = game.new_initial_state()
        actions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        return actions

    return play


def rate(play: Playout, seconds: float, first_seed: int = 0) -> float:
    """Playouts completed per second in one window of ``seconds``."""
    done, seed, start = 0, first_seed, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        play(seed)
        seed += 1
        done += 1
    return done / elapsed


@dataclass(frozen=True)
class Paired:
    a: float  # median rate of side a
    b: float  # median rate of side b
    ratio: float  # median of the pairs' a/b


def paired(a: Playout, b: Playout, seconds: float, pairs: int) -> Paired:
    """``pairs`` windows of each side, alternating which goes first."""
    rates_a, rates_b, ratios = [], [], []
    for pair in range(pairs):
        if pair % 2:
            rb = rate(b, seconds, pair * 10_000)
            ra = rate(a, seconds, pair * 10_000)
        else:
            ra = rate(a, seconds, pair * 10_000)
            rb = rate(b, seconds, pair * 10_000)
        rates_a.append(ra)
        rates_b.append(rb)
        ratios.append(ra / rb)
    return Paired(statistics.median(rates_a), statistics.median(rates_b), statistics.median(ratios))


def playout_report(games: list[str], seconds: float, pairs: int) -> dict[str, Any]:
    """Fast-door playouts per game paired with hearts (or alone without OpenSpiel), and
    the string door's rate paired with the fast door's."""
    hearts = hearts_playout()
    fast: dict[str, float] = {}
    strings: dict[str, float] = {}
    ratios: dict[str, float] = {}
    hearts_rates: list[float] = []
    for game_id in games:
        play = fast_playout(game_id)
        if hearts is not None:
            found = paired(play, hearts, seconds, pairs)
            ratios[game_id] = round(found.ratio, 3)
            hearts_rates.append(found.b)
        else:
            found = Paired(statistics.median(rate(play, seconds) for _ in range(pairs)), 0, 0)
        fast[game_id] = round(found.a, 1)
        door = paired(string_playout(game_id), play, seconds, max(2, pairs // 2))
        strings[game_id] = round(door.a, 1)
    return {
        "playouts_per_s": fast,
        "playouts_per_s_strings": strings,
        "openspiel_hearts_per_s": round(statistics.median(hearts_rates), 1)
        if hearts_rates
        else None,
        "ratio_vs_openspiel_by_game": ratios,
        "ratio_vs_openspiel": ratios.get("ando_coop"),  # its default variant is 4p
        "pairs": pairs,
    }


def positions(game_id: str, count: int, every: int = 3) -> list[State]:
    """Positions with a real choice, met in heuristic play (every ``every``-th decision)."""
    game, bot = get_game(game_id), heuristic_bot(game_id)
    found: list[State] = []
    seed = 500
    while len(found) < count:
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        seed += 1
        step = 0
        while not state.is_terminal and len(found) < count:
            if len(state.legal_action_ids()) > 1 and step % every == 0:
                found.append(state.clone())
            step += 1
            state.apply_id(bot.act(state, rng))
    return found


def rollouts_per_s(game_id: str, seconds: float) -> float:
    """Rollouts the generic search plays per second (every candidate in each sampled world,
    to the end of the deal) over positions of heuristic play."""
    states = positions(game_id, 30)
    bot = heuristic_bot(game_id)
    rng = random.Random(1)
    done, index, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = states[index % len(states)]
        index += 1
        seat = state.current_player
        player = state.decider(seat)
        search = DeterminizedSearch(bot, worlds=4, seconds=1e9)
        sample = sampler_for(state, player)
        search.evaluate(list(state.legal_action_ids()), state.view(player), rng, sample, seat)
        done += search.last.rollouts
    return done / (time.perf_counter() - start)


def strong_worlds(game_id: str, deals: int) -> dict[str, float]:
    """Worlds the strong level's search finishes within its time at the first decision of
    each deal where it searches (Crescendo: the opening bid; the solitaire: the exchange;
    Truco: its first searched card or call), against its world budget."""
    game, policy = get_game(game_id), heuristic_bot(game_id)
    counts: list[int] = []
    seconds: list[float] = []
    budget = 0
    for seed in range(700, 700 + deals):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        bot = bot_for(game_id, "strong")
        assert isinstance(bot, Budgeted), f"{game_id}: the strong level reports no stats"
        budget = bot.worlds
        while not state.is_terminal:
            if len(state.legal_action_ids()) > 1:  # a real choice: does the search weigh it?
                decide(bot, state, random.Random(seed))
                if bot.last.worlds:
                    counts.append(bot.last.worlds)
                    seconds.append(bot.last.seconds)
                    break
            state.apply_id(policy.act(state, rng))
    return {
        "budget": budget,
        "median_worlds": statistics.median(counts) if counts else 0,
        "min_worlds": min(counts, default=0),
        "median_s": round(statistics.median(seconds), 3) if seconds else 0.0,
    }


__all__ = [
    "Paired",
    "fast_playout",
    "hearts_playout",
    "paired",
    "playout_report",
    "rollouts_per_s",
    "string_playout",
    "strong_worlds",
]
