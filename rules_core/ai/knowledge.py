""" "What the bots knew": the view each seat decided from, replayed from a record.

Bots decide from ``view(seat)`` alone, so replaying the record and taking the
deciding seat's view before each of its actions shows exactly what it knew —
after the deal, when showing it spoils nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..clones import Sendable
from ..record import Record
from ..view import View


@dataclass(frozen=True)
class KnownAtDecision(Sendable):
    index: int  # position of the action in the record
    seat: int  # the seat that acted
    view: View  # what it (or the player deciding for it) could see just before
    action: str


def decision_views(record: Record, seats: Iterable[int] | None = None) -> list[KnownAtDecision]:
    """Every decision of ``seats`` (default: all) with the view it was made from.

    Raises the record module's errors for a broken record, like ``replay``.
    """
    wanted = None if seats is None else set(seats)
    state = record.new_state()
    known: list[KnownAtDecision] = []
    for index, (seat, action) in enumerate(record.actions):
        if wanted is None or seat in wanted:
            known.append(KnownAtDecision(index, seat, state.view(state.decider(seat)), action))
        state.apply(action, seat)
    return known


__all__ = ["KnownAtDecision", "decision_views"]
