"""Where a game's zones lie on the shared table, as data (no Qt): a game's desk gives a
:class:`Layout` and the table places every zone of the rules core's view from it.

Positions are in card units, so a layout fits every window size: ``at=(1.35, 0)`` is
1.35 card widths across and 0 card heights down from the pile's corner (inward).  Zones
are the names of the core's ``move`` events and views: ``stock``, ``discard``,
``won:SEAT``, a game's own piles.  Per-seat zones are written with ``{seat}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Corner = Literal["top_left", "top_right"]
Style = Literal["stack", "row", "tricks"]


@dataclass(frozen=True)
class Pile:
    """One zone drawn at a fixed spot of the table.

    A ``stack`` lies square with a slight offset per piece (a counted pile of backs shows
    at most ``layers`` of them); a ``row`` spreads its pieces ``step`` card widths apart;
    ``tricks`` squares each trick (a piece per seat) and lays every other trick across
    the one below, ``step`` card widths further along, so the tricks can be counted.
    ``slot`` draws a dashed place even when the pile is empty; ``label`` names the line of
    the core's ``status().aside`` written under it (default: the zone's own name)."""

    zone: str
    corner: Corner = "top_left"
    at: tuple[float, float] = (0.0, 0.0)
    style: Style = "stack"
    face_up: bool = False
    scale: float = 0.8
    slot: bool = False
    label: str | None = None
    layers: int = 5
    step: float = 0.32
    top_at: tuple[float, float] = (0.3, 0.05)  # a face-up top piece (a stock's), in card units

    @property
    def aside_key(self) -> str:
        return self.label or self.zone


@dataclass(frozen=True)
class SeatPile:
    """A zone every seat has (``won:{seat}``), drawn by that seat: ``beside`` its hand
    (toward the middle of the table), or in ``front`` of it, between hand and trick (a
    row there is centred on the seat's line to the middle)."""

    zone: str
    place: Literal["beside", "front"] = "beside"
    style: Style = "stack"
    face_up: bool = False
    scale: float = 0.44
    layers: int = 5
    step: float = 0.32
    reach: float = 0.62  # in front: this far from the middle toward the seat (0 … 1)

    def of(self, seat: int) -> str:
        return self.zone.format(seat=seat)


@dataclass(frozen=True)
class Layout:
    """A table: its fixed piles, the piles each seat has, and the trick.

    ``trick="ring"`` pushes each played piece from the middle toward its player (a trick
    game round a table); ``"row"`` lays the trick left to right at the top, in
    ``trick_slots`` dashed places (a solitaire against a dummy).  The cards are as large
    as a table ``across`` card widths wide and ``down`` card heights tall allows."""

    piles: tuple[Pile, ...] = (
        Pile("stock", layers=4),
        Pile("discard", corner="top_right", at=(0.0, 0.0), scale=0.44),
    )
    seat_piles: tuple[SeatPile, ...] = (SeatPile("won:{seat}"),)
    trick: Literal["ring", "row"] = "ring"
    trick_slots: int = 0
    trick_push: float = 0.36  # a ring: how far from the middle toward its player a play lies
    trick_scale: float = 0.85  # a ring's pieces, relative to the person's hand
    trick_turn: float = 0.0  # degrees a played piece is turned (a domino lies across)
    across: float = 12.5
    down: float = 5.2
    hand_step: float = 0.7  # the person's hand: at most this many card widths per card

    def pile(self, zone: str) -> Pile | None:
        return next((p for p in self.piles if p.zone == zone), None)


TRICK_GAME = Layout()
"""The default: stock top left, a discard pile top right, won piles by the seats."""

__all__ = ["TRICK_GAME", "Corner", "Layout", "Pile", "SeatPile", "Style"]
