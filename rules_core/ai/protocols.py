"""What a bot may be besides a :class:`~rules_core.ai.base.Bot`, asked at run time with
``isinstance``: a search bot with a budget, a bot that plays in sampled worlds, a bot that
values every choice of a decision.

This module stays Python in the compiled build (``packaging/compile_core.py``): the
compiler drops a class's ``Protocol`` base, and ``runtime_checkable`` needs it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..game import Legal
    from ..view import View
    from .base import Decision, Policy
    from .search import Appraisal, SearchStats, WorldSampler


@runtime_checkable
class Budgeted(Protocol):
    """A search bot: a world budget, a time allowance, and what its last decision did
    (the bench shrinks the budget for a smoke run and reads the worlds reached)."""

    worlds: int
    seconds: float
    last: SearchStats


@runtime_checkable
class WorldBot(Protocol):
    """A bot that looks ahead in sampled worlds."""

    def choose_in_worlds(
        self, view: View, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision: ...


@runtime_checkable
class Inferring(Protocol):
    """A search bot that weights its worlds by what the others did (:mod:`.inference`):
    ``inference`` worlds read each earlier decision (0: none), against ``policy``."""

    inference: int
    policy: Policy


@runtime_checkable
class Appraiser(Protocol):
    """A bot that can value every choice of a decision (the strong levels)."""

    def appraise(
        self,
        view: View,
        legal: Legal,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        chosen: str,
        cooperative: bool,
    ) -> Appraisal | None: ...


__all__ = ["Appraiser", "Budgeted", "Inferring", "WorldBot"]
