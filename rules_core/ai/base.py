"""The bot interface every AI implements, and the random baseline.

A bot sees only ``view(player)`` and the legal action strings (which are
public: they follow from the view), never the state itself — that is what makes
bots fair.  Search bots implement the same interface later.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol

from ..messages import Msg


@dataclass(frozen=True)
class Decision:
    action: str
    why: Msg | None = None


class Bot(Protocol):
    name: str

    def choose(self, view: Any, legal: list[str], rng: random.Random) -> Decision:
        """Pick one of ``legal`` given the player's ``view``."""
        ...


class RandomBot:
    """Uniformly random legal play: the baseline every benchmark compares against."""

    name = "random"

    def choose(self, view: Any, legal: list[str], rng: random.Random) -> Decision:
        return Decision(rng.choice(legal))
