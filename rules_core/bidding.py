"""Auctions: who speaks next, who has passed, the highest bid and when bidding ends.

Bids are compared by a key the game supplies (e.g. Crescendo: number, then
NT > S > H > D > C).  Two shapes cover the games: one round in which everyone
speaks once (Crescendo), or rounds until all but one have passed, a pass being
final (Huutopussi).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

B = TypeVar("B", bound=Hashable)


@dataclass
class Auction(Generic[B]):
    order: Sequence[int]  # seats in speaking order
    strength: Callable[[B], tuple[int, ...]]
    one_round: bool = True
    calls: list[tuple[int, B | None]] = field(default_factory=list)  # None = pass

    def clone(self) -> Auction[B]:
        return Auction(self.order, self.strength, self.one_round, list(self.calls))

    @property
    def passed(self) -> set[int]:
        return {seat for seat, bid in self.calls if bid is None}

    def high(self) -> tuple[int, B] | None:
        """The seat and bid currently highest (None before any bid)."""
        best: tuple[int, B] | None = None
        for seat, bid in self.calls:
            if bid is not None and (best is None or self.strength(bid) > self.strength(best[1])):
                best = (seat, bid)
        return best

    def beats_high(self, bid: B) -> bool:
        high = self.high()
        return high is None or self.strength(bid) > self.strength(high[1])

    @property
    def is_over(self) -> bool:
        if self.one_round:
            return len(self.calls) >= len(self.order)
        still_in = [s for s in self.order if s not in self.passed]
        if not still_in:
            return True  # everybody passed
        return len(still_in) == 1 and self.high() is not None

    def speaker(self) -> int:
        """Whose turn it is (only while not over)."""
        if self.one_round:
            return self.order[len(self.calls)]
        passed = self.passed
        last = self.calls[-1][0] if self.calls else None
        start = 0 if last is None else (list(self.order).index(last) + 1)
        for step in range(len(self.order)):
            seat = self.order[(start + step) % len(self.order)]
            if seat not in passed:
                return seat
        raise ValueError("everybody has passed")

    def call(self, seat: int, bid: B | None) -> None:
        self.calls.append((seat, bid))
