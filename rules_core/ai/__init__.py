"""Bots.  They see only ``view(player)``; see :mod:`rules_core.ai.base`."""

from __future__ import annotations

from .allmighty import AllmightyHeuristic
from .ando_coop import CoopHeuristic
from .base import Bot, Decision, RandomBot
from .crescendo import CrescendoHeuristic
from .hamlet import HamletHeuristic
from .mustfollow_solitaire import SolitaireHeuristic

_HEURISTICS: dict[str, type] = {
    "allmighty": AllmightyHeuristic,
    "ando_coop": CoopHeuristic,
    "crescendo": CrescendoHeuristic,
    "hamlet": HamletHeuristic,
    "mustfollow_solitaire": SolitaireHeuristic,
}


def heuristic_bot(game_id: str) -> Bot:
    """The game's fast heuristic bot (the hint key uses it)."""
    try:
        bot: Bot = _HEURISTICS[game_id]()
    except KeyError:
        raise KeyError(f"no heuristic bot for {game_id!r}") from None
    return bot


__all__ = ["Bot", "Decision", "RandomBot", "SolitaireHeuristic", "heuristic_bot"]
