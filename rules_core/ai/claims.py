"""A claim checked for a table (:mod:`rules_core.claims`): the seats outside the
claimer's side play the deal out by their rule of thumb — a plain function of picklable
arguments, so the app's search process can run it."""

from __future__ import annotations

import random

from ..claims import Claim
from ..game import State
from . import heuristic_bot
from .search import decide


def by_rule_of_thumb(state: State) -> str:
    """The current player's move as the game's heuristic would make it."""
    return decide(
        heuristic_bot(state.game.id), state, random.Random(len(state.actions_taken()))
    ).action


def check_claim(state: State, seat: int) -> Claim:
    """``seat``'s claim at ``state``, the others playing the rest by their rule of thumb."""
    return state.claim(seat, by_rule_of_thumb)


__all__ = ["by_rule_of_thumb", "check_claim"]
