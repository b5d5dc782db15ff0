"""Bots.  They see only ``view(player)``; see :mod:`rules_core.ai.base`.

This package holds what every game's bot shares: the bot interface (``base``), the
determinizing search (``search``) with its reading of the others' play (``inference``),
its exact endgames (``endgame``) and its helper processes (``parallel``), the four levels
(``levels``), the reference positions (``corpus``), the review of a finished deal
(``review``), what a record lets a seat know (``knowledge``), the trick helpers
(``tricks``) and what the exact solvers share (``solving``).  Each game's own bot is
``rules_core.ai.games.<game id>`` (see :mod:`rules_core.ai.games`); it names its heuristic
class ``HEURISTIC`` and may offer ``search_bot(level, budget)`` for a level that its own
search plays better than the generic one.  Nothing here lists games.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from typing import Any

from .. import messages
from ..game import State
from ..registry import game_ids
from ..signs import Sign
from .base import Bot, Decision, Heuristic, Policy, RandomBot, perform

GAMES = f"{__name__}.games"  # the package of each game's own bot


def ai_module(game_id: str) -> object | None:
    """The game's AI module ``rules_core.ai.games.<id>`` (None if it has none)."""
    name = f"{GAMES}.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def load_everything() -> None:
    """Every game and AI module (also the searches a game's bot loads only when it plays),
    so that any message key can be rendered — a hint's reason reaches the table from a
    worker process that imported modules the table never did."""
    for game_id in game_ids():
        ai_module(game_id)
    for info in pkgutil.walk_packages(__path__, f"{__name__}."):
        importlib.import_module(info.name)


messages.loader = load_everything


def heuristic_bot(game_id: str) -> Heuristic[Any]:
    """The game's fast heuristic bot (hints, the easy level, the search's rollouts)."""
    module = ai_module(game_id)
    factory = getattr(module, "HEURISTIC", None) if module is not None else None
    if factory is None:
        raise KeyError(f"no heuristic bot for {game_id!r}")
    bot: Heuristic[Any] = factory()
    return bot


def bot_signs(state: State, seats: Iterable[int]) -> tuple[Sign, ...]:
    """The signs the bots at ``seats`` show their partners now, each from its own view by
    the game's heuristic (none in a game that agrees no signs, nor for a seat that has
    nothing to show)."""
    if not state.game.signs:
        return ()
    heuristic = heuristic_bot(state.game.id)
    shown = (heuristic.sign(state.view(seat)) for seat in seats)
    return tuple(sign for sign in shown if sign is not None)


__all__ = [
    "Bot",
    "Decision",
    "Heuristic",
    "Policy",
    "RandomBot",
    "ai_module",
    "bot_signs",
    "heuristic_bot",
    "load_everything",
    "perform",
]
