"""What happens when an action is applied, as typed values: the table animates them, the
narrator words them, the tests check them.

An event is one of a closed set (:data:`Event`): pieces moved from one zone to another,
pieces revealed, a trick won, trump named, a bid or call made, a choice made in secret,
words said, a round or the deal ended, a new round dealt.  Each has a ``kind`` (its
name in the shared vocabulary) and a ``player`` (-1: nobody, or the dummy); a game's own
facts about an event that no other game has ride in ``details``.

Zones are :class:`Zone` values ("trick", "stock", "hand:2"): a zone of one seat is made
by :meth:`Zone.of`, never by formatting a string.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from .clones import Sendable
from .messages import Msg

Detail = bool | int | str | None | tuple[int, ...] | list[int]
"""A game's own fact about an event (a trick's number, the stake said, a verb)."""

Details = Mapping[str, Detail]


@mypyc_attr(native_class=False)
class Zone(str):
    """A zone of the table, by name: a shared one ("trick", "stock", "discard") or one
    seat's ("hand:0", "won:2", "played:1").  It is a string, so views and layouts key
    their zones by it; it is made in one place, so no code formats one by hand."""

    __slots__ = ()

    @classmethod
    def of(cls, name: str, seat: int) -> Zone:
        """Seat ``seat``'s zone called ``name`` ("hand", "won", "played" …)."""
        return cls(f"{name}:{seat}")

    @classmethod
    def hand(cls, seat: int) -> Zone:
        return cls.of("hand", seat)

    @classmethod
    def won(cls, seat: int) -> Zone:
        return cls.of("won", seat)


TRICK = Zone("trick")
STOCK = Zone("stock")
DISCARD = Zone("discard")
NOWHERE = Zone("")


@dataclass(frozen=True, slots=True)
class Moved(Sendable):
    """Pieces went from zone ``src`` to zone ``dst``: ``cards`` when their faces may be
    known, else ``count`` unseen ones; ``face_down`` when they lie as backs for everyone
    (a trick card played face down), ``face_up`` when taken or laid where all see them."""

    player: int
    cards: tuple[int, ...]
    src: Zone
    dst: Zone
    count: int = 0
    face_down: bool = False
    face_up: bool = False
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "move"

    @property
    def amount(self) -> int:
        """How many pieces moved."""
        return len(self.cards) or self.count


@dataclass(frozen=True, slots=True)
class Revealed(Sendable):
    """Pieces were turned face up in zone ``dst`` (a dummy's card, a marriage shown, the
    choices of a round)."""

    player: int
    cards: tuple[int, ...]
    dst: Zone
    src: Zone = NOWHERE
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "reveal"


@dataclass(frozen=True, slots=True)
class TrickWon(Sendable):
    """A trick was decided: ``player`` took it (-1: the dummy), the pieces ``cards`` as
    they were shown; ``why`` says why in the rules' words."""

    player: int
    cards: tuple[int, ...]
    number: int = 0
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "trick"


@dataclass(frozen=True, slots=True)
class TrumpNamed(Sendable):
    """Trump (or the deal's kind) was settled."""

    player: int
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "trump"


@dataclass(frozen=True, slots=True)
class BidMade(Sendable):
    """A bid or a call of the auction (``call``: its word)."""

    player: int
    call: str
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "bid"


@dataclass(frozen=True, slots=True)
class Chosen(Sendable):
    """A seat made a choice in secret (Hamlet's hidden card)."""

    player: int
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "choose"


@dataclass(frozen=True, slots=True)
class Said(Sendable):
    """Words at the table: a call said aloud (``call``: its word) or table talk
    (``text``)."""

    player: int
    call: str | None = None
    text: str | None = None
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "say"


@dataclass(frozen=True, slots=True)
class RoundEnded(Sendable):
    """A round of a deal ended (its number), the pieces it kept aside in ``cards``."""

    round: int
    cards: tuple[int, ...] = ()
    player: int = -1
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "round"


@dataclass(frozen=True, slots=True)
class Dealt(Sendable):
    """A new round was dealt (its number)."""

    round: int
    player: int = -1
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "deal"


@dataclass(frozen=True, slots=True)
class DealEnded(Sendable):
    """The deal is over; its result in ``details``."""

    player: int = -1
    details: Details = field(default_factory=dict)
    why: Msg | None = None

    @property
    def kind(self) -> str:
        """Its name in the shared vocabulary."""
        return "end"


Event = (
    Moved
    | Revealed
    | TrickWon
    | TrumpNamed
    | BidMade
    | Chosen
    | Said
    | RoundEnded
    | Dealt
    | DealEnded
)
"""Everything an action may make happen."""


def shown_pieces(event: Event) -> tuple[int, ...]:
    """The pieces an event shows everyone (their faces, where known)."""
    if isinstance(event, Moved | Revealed | TrickWon | RoundEnded):
        return tuple(p for p in event.cards if p >= 0)
    return ()


__all__ = [
    "DISCARD",
    "NOWHERE",
    "STOCK",
    "TRICK",
    "BidMade",
    "Chosen",
    "DealEnded",
    "Dealt",
    "Detail",
    "Details",
    "Event",
    "Moved",
    "Revealed",
    "RoundEnded",
    "Said",
    "TrickWon",
    "TrumpNamed",
    "Zone",
    "shown_pieces",
]
