"""Bots.  They see only ``view(player)``; see :mod:`rules_core.ai.base`.

A game's AI module is ``rules_core.ai.<game id>``; it names its heuristic class
``HEURISTIC`` and may offer ``search_bot(level, budget)`` for a level that its own
search plays better than the generic one.  Nothing here lists games.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from .. import messages
from ..registry import game_ids
from .base import Bot, Decision, Heuristic, Policy, RandomBot, perform


def ai_module(game_id: str) -> object | None:
    """The game's AI module ``rules_core.ai.<id>`` (None if it has none)."""
    name = f"{__name__}.{game_id}"
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
    for info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{info.name}")


messages.loader = load_everything


def heuristic_bot(game_id: str) -> Heuristic[Any]:
    """The game's fast heuristic bot (hints, the easy level, the search's rollouts)."""
    module = ai_module(game_id)
    factory = getattr(module, "HEURISTIC", None) if module is not None else None
    if factory is None:
        raise KeyError(f"no heuristic bot for {game_id!r}")
    bot: Heuristic[Any] = factory()
    return bot


__all__ = [
    "Bot",
    "Decision",
    "Heuristic",
    "Policy",
    "RandomBot",
    "ai_module",
    "heuristic_bot",
    "load_everything",
    "perform",
]
