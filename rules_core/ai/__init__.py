"""Bots.  They see only ``view(player)``; see :mod:`rules_core.ai.base`.

A game's AI module is ``rules_core.ai.<game id>``; it names its heuristic class
``HEURISTIC`` and may offer ``search_bot(level, budget)`` for a level that its own
search plays better than the generic one.  Nothing here lists games.
"""

from __future__ import annotations

from typing import Any

from ..registry import ai_module
from .base import Bot, Decision, Heuristic, Policy, RandomBot, perform


def heuristic_bot(game_id: str) -> Heuristic[Any]:
    """The game's fast heuristic bot (hints, the easy level, the search's rollouts)."""
    module = ai_module(game_id)
    factory = getattr(module, "HEURISTIC", None) if module is not None else None
    if factory is None:
        raise KeyError(f"no heuristic bot for {game_id!r}")
    bot: Heuristic[Any] = factory()
    return bot


__all__ = ["Bot", "Decision", "Heuristic", "Policy", "RandomBot", "heuristic_bot", "perform"]
