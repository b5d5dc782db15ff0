"""Auctions: a ladder of bids, who speaks next, who has passed, the highest bid and
when bidding ends.

A :class:`Ladder` lists a game's bids once, weakest first (Crescendo: ``bid 15 C``
… ``bid 28 NT``); a bid is its index, so "beats the high bid" is ``index > high``
and the legal bids are a slice of the ladder — nothing is built per decision.
Two shapes of auction cover the games: one round in which everyone speaks once
(Crescendo), or rounds until all but one have passed, a pass being final
(Huutopussi).  Two options fit either shape: a ``top`` bid (the highest a deal allows,
which ends the auction at once when bid — Reveille's maximum falls as counting tiles
are played), and ``last_must_bid`` (the last seat left after everyone else passed
without a bid may not pass too).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import Words
from .clones import Cloneable
from .messages import Msg

PASS = -1  # a call that is not a bid


class Ladder:
    """Every bid of a game in ascending strength, with its action texts."""

    def __init__(
        self, texts: Sequence[str], form: str, explain: Callable[[str], Msg | None] | None = None
    ) -> None:
        self.texts = tuple(texts)
        self.words = Words(self.texts, form=form, explain=explain)

    def __len__(self) -> int:
        return len(self.texts)

    def text(self, index: int) -> str:
        return self.texts[index]


class Auction(Cloneable):
    """Calls in seat ``order``; a call is a ladder index or :data:`PASS`."""

    def __init__(
        self,
        order: Sequence[int],
        one_round: bool = True,
        *,
        top: int | None = None,
        last_must_bid: bool = False,
    ) -> None:
        self.order = tuple(order)
        self.seats = sum(1 << seat for seat in set(self.order))  # a bit per seat in the order
        self.one_round = one_round
        self.top = top  # the highest bid allowed (ladder index); bidding it ends the auction
        self.last_must_bid = last_must_bid
        self.calls: list[tuple[int, int]] = []
        self.high = PASS  # the highest bid so far (ladder index)
        self.high_seat = -1
        self.passed = 0  # bit per seat that has passed

    def clone(self) -> Auction:
        twin = self.shallow_copy()
        twin.calls = self.calls[:]
        return twin

    def beats_high(self, bid: int) -> bool:
        return bid > self.high and (self.top is None or bid <= self.top)

    def bids(self, size: int) -> range:
        """The ladder indexes a bid may take now, on a ladder of ``size`` bids: above the
        high bid, up to the top."""
        return range(self.high + 1, (size - 1 if self.top is None else self.top) + 1)

    def may_pass(self, seat: int) -> bool:
        """Whether ``seat`` may pass now: not when it is the last seat left, nobody has bid
        and the auction says the last must bid."""
        if not self.last_must_bid or self.high != PASS:
            return True
        return any(not self.passed >> s & 1 for s in self.order if s != seat)

    @property
    def is_over(self) -> bool:
        if self.top is not None and self.high == self.top:
            return True  # nobody can bid higher
        if self.one_round:
            return len(self.calls) >= len(self.order)
        still_in = (self.seats & ~self.passed).bit_count()
        if not still_in:
            return True  # everybody passed
        return still_in == 1 and self.high != PASS

    def speaker(self) -> int:
        """Whose turn it is (only while not over)."""
        if self.one_round:
            return self.order[len(self.calls)]
        last = self.calls[-1][0] if self.calls else None
        start = 0 if last is None else self.order.index(last) + 1
        for step in range(len(self.order)):
            seat = self.order[(start + step) % len(self.order)]
            if not self.passed >> seat & 1:
                return seat
        raise ValueError("everybody has passed")

    def call(self, seat: int, bid: int) -> None:
        self.calls.append((seat, bid))
        if bid == PASS:
            self.passed |= 1 << seat
        else:
            self.high, self.high_seat = bid, seat


__all__ = ["PASS", "Auction", "Ladder"]
