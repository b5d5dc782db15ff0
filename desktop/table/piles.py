"""Where every piece on the shared table lies, as pure functions of the rules core's view,
the pieces each zone shows and the game's :class:`~desktop.table.layout.Layout` (no Qt).

The hands round an ellipse (the person's fanned at the bottom, the others' small fans of
backs with the pieces the person knows they hold face up), the trick (a ring pushed
toward each player, or a row of places at the top), the fixed piles (stacks, rows) and
each seat's piles (won tricks beside a hand or in front of it).  :func:`arrange` gives
one :class:`Arrangement`: placements, sizes, and the spots a game's own drawing keys to.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from rules_core.events import TRICK, Moved, Zone
from rules_core.view import TrickResult, View

from .geometry import Geometry, Placement, Point, Rect, seat_point
from .layout import Layout, Pile, SeatPile

Places = dict[Hashable, Placement]
Sizes = dict[Hashable, float]
SMALL = 0.55  # another seat's hand (and its anchor), relative to the person's cards
LINE_ROOM = 0.3  # a seat's line under its hand, in card widths
REVEALED_SCALE = 0.8  # pieces revealed together, shown in the middle for a moment
HIDDEN_TRICK_PLAY = -1  # a face-down play's key is -1 - seat: a back for everyone


@dataclass
class ZoneModel:
    """What the table shows, zone by zone: the pieces of each zone whose faces the person
    knows (ordered lists), and counts of unknown pieces per pile."""

    lists: dict[str, list[int]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    def apply_move(self, event: Moved) -> None:
        amount = event.amount
        if event.src in self.lists:
            zone = self.lists[event.src]
            for card in event.cards:
                if card in zone:
                    zone.remove(card)
        elif event.src in self.counts:
            self.counts[event.src] -= amount
        if event.dst in self.lists:
            self.lists[event.dst].extend(event.cards)
        elif event.dst in self.counts:
            self.counts[event.dst] += amount


@dataclass(frozen=True)
class Shown:
    """What the table shows of a view when no move is being animated: the pieces of each
    zone, whose trick piece is whose, and which zone each zoned piece lies in."""

    model: ZoneModel
    trick_owner: dict[Hashable, int]
    zone_of: dict[Hashable, str]


def shown_of(view: View, human: int) -> Shown:
    """The zones as the person's view has them: the person's hand and every zone the
    rules list, the trick (a face-down play as a back for everyone, its owner too: it
    cannot win), and counts of the others' hands and the piles of backs."""
    lists: dict[str, list[int]] = {Zone.hand(human): list(view.hand), TRICK: []}
    trick_owner: dict[Hashable, int] = {}
    for play in view.trick:
        key = play.card if play.card >= 0 and not play.face_down else HIDDEN_TRICK_PLAY - play.seat
        lists[TRICK].append(key)
        trick_owner[key] = play.seat
    zone_of: dict[Hashable, str] = {}
    for zone, pieces in view.zones().items():
        lists[zone] = list(pieces)
        zone_of.update(dict.fromkeys(pieces, zone))
    counts: dict[str, int] = {Zone.hand(s): n for s, n in enumerate(view.hand_sizes) if s != human}
    counts.update(view.counts())
    return Shown(ZoneModel(lists=lists, counts=counts), trick_owner, zone_of)


def laid_again(model: ZoneModel, trick: TrickResult) -> tuple[ZoneModel, dict[Hashable, int]]:
    """The zones with ``trick`` (taken earlier) laid in the middle again as it lay, in
    place of the trick in progress: its pieces leave the piles they were taken to; a
    piece played face down shows its back, as it did."""
    keys: list[int] = []
    owner: dict[Hashable, int] = {}
    for play in trick.plays:
        key = play.card if play.card >= 0 and not play.face_down else HIDDEN_TRICK_PLAY - play.seat
        keys.append(key)
        owner[key] = play.seat
    laid = set(keys)
    lists = {zone: [p for p in pieces if p not in laid] for zone, pieces in model.lists.items()}
    lists[TRICK] = keys
    return ZoneModel(lists=lists, counts=dict(model.counts)), owner


@dataclass(frozen=True)
class Seating:
    """Who sits where: the person's seat (at the bottom), how many seats, and whether play
    goes clockwise (the next seat to the person's left)."""

    human: int
    seats: int
    clockwise: bool = True

    def point(self, g: Geometry, seat: int) -> Point:
        return seat_point(g, (seat - self.human) % self.seats, self.seats, self.clockwise)


@dataclass
class Arrangement:
    """Everything :func:`arrange` worked out: each item's placement and size (relative to
    the person's cards), and the spots the table and a game's desk draw by — a zone's
    anchor (where its pieces come from), each pile's rectangle, the items of each seat's
    hand left to right, and where each trick piece lies."""

    places: Places = field(default_factory=dict)
    sizes: Sizes = field(default_factory=dict)
    anchors: dict[str, Point] = field(default_factory=dict)
    pile_spots: dict[str, Rect] = field(default_factory=dict)
    seat_keys: dict[int, list[Hashable]] = field(default_factory=dict)
    trick_spots: dict[Hashable, Point] = field(default_factory=dict)

    def put(self, key: Hashable, place: Placement, size: float | None = None) -> None:
        self.places[key] = place
        if size is not None:
            self.sizes[key] = size


class HandShapes(Protocol):
    """What a game's desk may change in the shared arrangement."""

    def other_hand(
        self, view: View, seat: int, point: Point, g: Geometry, scale: float
    ) -> tuple[Places, Sizes] | None:
        """How another seat's hand is drawn (None: a small fan of backs)."""
        ...

    def trick_turn(self, view: View, piece: int) -> float:
        """How far (degrees) a piece played to the trick is turned."""
        ...


@dataclass(frozen=True)
class TableFacts:
    """What the arrangement is of: the person's view, the pieces each zone shows, whose
    trick piece is whose, and the person's choices (hand order, pieces chosen, pieces
    that may be used now, pieces revealed together)."""

    view: View
    model: ZoneModel
    trick_owner: dict[Hashable, int]
    hand_order: Sequence[int]
    hand_scales: Sequence[float]
    selected: frozenset[int] = frozenset()
    actable: Callable[[Hashable], bool] = lambda key: False
    revealed: Sequence[int] = ()


def arrange(
    g: Geometry, layout: Layout, seating: Seating, facts: TableFacts, shapes: HandShapes
) -> Arrangement:
    """Every piece's place on the table (the desk's own extras come after)."""
    view = facts.view
    n = seating.seats
    out = Arrangement(anchors={"centre": g.centre})
    fixed = {pile.zone for pile in layout.piles}
    for seat in range(n):
        point = seating.point(g, seat)
        out.anchors[Zone.hand(seat)] = point - Point(g.w * SMALL / 2, g.h * SMALL / 2)
        fan = (point.x, point.x)  # the hand's left and right edges
        if seat != seating.human:
            scale = facts.hand_scales[seat]
            drawn = shapes.other_hand(view, seat, point, g, scale)
            if drawn is None:
                count = facts.model.counts.get(Zone.hand(seat), 0)
                known = [p for p in view.shown_in_hand(seat) if p not in facts.trick_owner]
                drawn = backs_fan(g, point, seat, scale, known[:count], count)
            hand_places, hand_sizes = drawn
            out.places.update(hand_places)
            out.sizes.update(hand_sizes)
            out.seat_keys[seat] = sorted(hand_places, key=lambda k: hand_places[k].pos.x)
            xs = [p.pos.x for p in hand_places.values()]
            right = max(xs) + g.w * max(hand_sizes.values()) if xs else point.x
            fan = (min(xs) if xs else point.x, right)
        for seat_pile in layout.seat_piles:
            zone = seat_pile.of(seat)
            if zone not in fixed:
                count = len(facts.model.lists.get(zone, [])) or facts.model.counts.get(zone, 0)
                width = pile_width(g, seat_pile, count, n)
                spot = seat_pile_spot(g, seating, seat, seat_pile, fan, width)
                place_zone(out, g, zone, seat_pile, spot, facts)
    if layout.trick == "row":
        place_trick_row(out, g, layout, facts.model.lists.get("trick", []))
    else:
        place_trick_ring(out, g, layout, seating, facts, shapes)
    centre = out.anchors["centre"]
    # Pieces revealed together (Hamlet's choices): shown in the middle for a moment.
    for index, card in enumerate(facts.revealed):
        shown = ("reveal", card)
        offset = Point((index - 1) * g.w * 0.95 - g.w * 0.4, -g.h * 0.4)
        out.put(shown, Placement(centre + offset, True, 500 + index), REVEALED_SCALE)
    for pile in layout.piles:
        place_zone(out, g, pile.zone, pile, pile_spot(g, pile), facts)
    out.places.update(human_fan(g, layout, facts))
    return out


def backs_fan(
    g: Geometry, point: Point, seat: int, scale: float, known: Sequence[int], count: int
) -> tuple[Places, Sizes]:
    """Another seat's hand: a small fan of backs — and, face up first and spread so they
    can be read, the pieces the person knows it holds (shown, drawn face up, revealed and
    taken back: the rules made them public, so they stay in sight)."""
    keys: list[Hashable] = [*known, *(("back", seat, i) for i in range(count - len(known)))]
    step = g.w * scale * (0.62 if known else 0.28)
    left = point.x - ((len(keys) - 1) * step + g.w * scale) / 2
    places: Places = {}
    sizes: Sizes = {}
    for i, key in enumerate(keys):
        pos = Point(left + i * step, point.y - g.h * scale / 2)
        places[key] = Placement(pos, isinstance(key, int), 50 + i)
        sizes[key] = scale
    return places, sizes


def pile_spot(g: Geometry, pile: Pile) -> Point:
    """Where a fixed pile starts, from its corner (inward by ``pile.at`` card units)."""
    across, down = pile.at
    y = g.m + down * g.h
    if pile.corner == "top_right":
        return Point(g.width - g.m - g.w * pile.scale - across * g.w, y)
    return Point(g.m + across * g.w, y)


def seat_pile_spot(
    g: Geometry,
    seating: Seating,
    seat: int,
    pile: SeatPile,
    fan: tuple[float, float],
    width: float = 0.0,
) -> Point:
    """Where a seat's pile starts: in front of the seat, or beside its hand — the person's
    at the bottom left, another seat's just clear of its fan of cards (``fan``: its left
    and right edges), toward the middle.  A pile ``width`` wide (:func:`pile_width`) beside
    a hand is kept inside the table."""
    w, h = g.w, g.h
    point = seating.point(g, seat)
    size = Point(w * pile.scale / 2, h * pile.scale / 2)
    if pile.place == "front":
        return g.centre + (point - g.centre) * pile.reach - size
    if seat == seating.human:  # the person's own pile: bottom left, clear of the hand
        return Point(g.m, g.height - h * pile.scale - g.m * 1.2)
    width = max(width, w * pile.scale)
    gap = w * 0.12
    y = point.y - h * pile.scale / 2
    if point.x > g.cx + 1:  # a seat on the right: the pile ends at the fan's left
        return Point(max(g.m, fan[0] - gap - width), y)
    return Point(min(fan[1] + gap, g.width - g.m - width), y)


def pile_width(g: Geometry, pile: Pile | SeatPile, count: int, per_trick: int = 1) -> float:
    """How wide a pile of ``count`` pieces lies: a row spreads every piece, won tricks
    every trick (``per_trick`` pieces each), a stack none."""
    if pile.style == "row":
        spread = max(0, count - 1)
    elif pile.style == "tricks":
        spread = max(0, math.ceil(count / max(1, per_trick)) - 1)
    else:
        spread = 0
    return g.w * pile.scale + spread * g.w * pile.step


def place_zone(
    out: Arrangement,
    g: Geometry,
    zone: str,
    pile: Pile | SeatPile,
    spot: Point,
    facts: TableFacts,
) -> None:
    """The pieces of one zone at ``spot``: a stack (a count of backs, or known pieces
    squared up), a row, or won tricks squared and crossed."""
    w, h = g.w, g.h
    view, model = facts.view, facts.model
    out.anchors[zone] = spot
    keys: list[Hashable]
    if zone in model.counts:
        count = model.counts[zone]
        top = view.stock_top if zone == "stock" and count == view.stock_count else None
        layers = min(count - (top is not None), pile.layers)
        keys = [(zone, i) for i in range(max(0, layers))]
        if top is not None and count:
            across, down = pile.top_at if isinstance(pile, Pile) else (0.3, 0.05)
            out.put(top, Placement(spot + Point(w * across, h * down), True, 10), pile.scale)
    else:
        keys = list(model.lists.get(zone, []))
    if pile.style == "row" and isinstance(pile, SeatPile) and pile.place == "front":
        spot = spot - Point((len(keys) - 1) * w * pile.step / 2, 0)
    per_trick = max(1, len(view.hand_sizes))
    # A pile in the top right corner grows toward the middle.
    along = -1 if isinstance(pile, Pile) and pile.corner == "top_right" else 1
    for i, key in enumerate(keys):
        turn = 0.0
        if pile.style == "row":
            pos = spot + Point(along * i * w * pile.step, 0)
        elif pile.style == "tricks":  # each trick square, every other one across
            trick = i // per_trick
            pos = spot + Point(along * trick * w * pile.step, 0)
            turn = 90.0 if trick % 2 else 0.0
        else:
            depth = min(i, pile.layers) if zone in model.counts else min(i, pile.layers) * 0.5
            pos = spot + Point(-depth * 1.2, -depth * 1.2)
        out.put(key, Placement(pos, pile.face_up and isinstance(key, int), 5 + i, turn), pile.scale)
    if keys or isinstance(pile, Pile):
        out.pile_spots[zone] = Rect.at(spot, w * pile.scale, h * pile.scale)


def place_trick_row(out: Arrangement, g: Geometry, layout: Layout, trick: list[int]) -> None:
    """The trick in a row of places at the top (a solitaire against a dummy)."""
    w, h = g.w, g.h
    slots = max(layout.trick_slots, len(trick))
    gap = w * 0.2
    left = g.width / 2 - (slots * w + (slots - 1) * gap) / 2
    top = g.m + h * 0.1
    for index in range(slots):
        out.pile_spots[f"trick{index}"] = Rect(left + index * (w + gap), top, w, h)
    for index, played in enumerate(trick):
        pos = Point(left + index * (w + gap), top)
        out.places[played] = Placement(pos, played >= 0, 300 + index)
        out.trick_spots[played] = pos
    out.anchors["centre"] = Point(g.width / 2, top + h / 2)
    out.anchors["centre_label"] = Point(g.width / 2, top + h + g.m * 0.3)


def ring(layout: Layout, seats: int) -> tuple[float, float]:
    """A ring trick's push toward each player and its pieces' scale (tighter past five
    players)."""
    return (layout.trick_push, layout.trick_scale) if seats <= 5 else (0.46, 0.72)


def trick_spot(
    g: Geometry, layout: Layout, seating: Seating, seat: int, hand_scale: float = SMALL
) -> Rect:
    """Where ``seat``'s play lies in a ring trick: pushed from the middle toward it, but
    clear of the seat's hand (drawn at ``hand_scale``) and the line under it, for a seat
    above the middle."""
    push, scale = ring(layout, seating.seats)
    point = seating.point(g, seat)
    middle = g.centre + (point - g.centre) * push
    width, height = g.w * scale, g.h * scale
    if point.y < g.cy and abs(point.x - g.cx) < g.w:
        clear = point.y + g.h * hand_scale / 2 + LINE_ROOM * g.w
        middle = Point(middle.x, max(middle.y, clear + height / 2))
    return Rect.at(middle - Point(width / 2, height / 2), width, height)


def trick_area(
    g: Geometry, layout: Layout, seating: Seating, hand_scales: Sequence[float] = ()
) -> Rect:
    """Where a ring's trick may lie (every seat's play), for labels to keep clear of."""

    def scale(seat: int) -> float:
        return hand_scales[seat] if seat < len(hand_scales) else SMALL

    area = trick_spot(g, layout, seating, 0, scale(0))
    for seat in range(1, seating.seats):
        area = area.united(trick_spot(g, layout, seating, seat, scale(seat)))
    return area


def place_trick_ring(
    out: Arrangement,
    g: Geometry,
    layout: Layout,
    seating: Seating,
    facts: TableFacts,
    shapes: HandShapes,
) -> None:
    """The trick pushed from the middle toward each player; the centre line under it."""
    n = seating.seats
    _, scale = ring(layout, n)
    for index, played in enumerate(facts.model.lists.get("trick", [])):
        owner = facts.trick_owner.get(played, seating.human)
        pos = trick_spot(g, layout, seating, owner, facts.hand_scales[owner]).top_left
        face_up = played >= 0
        turn = shapes.trick_turn(facts.view, played) if face_up else layout.trick_turn
        out.put(played, Placement(pos, face_up, 300 + index, turn), scale)
        out.trick_spots[played] = pos
    below = g.h * (1.1 if n == 2 else 0.75)  # the centre line, clear of the trick
    clear = trick_area(g, layout, seating, facts.hand_scales).bottom + g.m * 0.2
    out.anchors["centre_label"] = Point(g.cx, max(g.cy + below, clear))


def human_fan(g: Geometry, layout: Layout, facts: TableFacts) -> Places:
    """The person's hand, fanned along the bottom: pieces that may be used now stand a
    little higher, pieces being chosen higher still."""
    order = facts.hand_order
    count = len(order)
    if not count:
        return {}
    w, h, m = g.w, g.h, g.m
    step = min(w * layout.hand_step, (g.width - 2 * m - w * 3) / max(1, count - 1))
    left = (g.width - (w + step * (count - 1))) / 2
    base = g.height - h - m * 0.8
    mid = (count - 1) / 2
    places: Places = {}
    for i, card in enumerate(order):
        spread = (i - mid) / max(mid, 1)
        lift = 0.0
        if card in facts.selected:
            lift = h * 0.22
        elif facts.actable(card):
            lift = h * 0.08
        y = base + spread * spread * h * 0.06 - lift
        places[card] = Placement(
            Point(left + i * step, y), True, 400 + i, spread * min(7.0, count * 0.6)
        )
    return places


__all__ = [
    "HIDDEN_TRICK_PLAY",
    "Arrangement",
    "HandShapes",
    "Places",
    "Seating",
    "Shown",
    "Sizes",
    "TableFacts",
    "ZoneModel",
    "arrange",
    "backs_fan",
    "human_fan",
    "laid_again",
    "pile_spot",
    "pile_width",
    "place_zone",
    "ring",
    "seat_pile_spot",
    "shown_of",
    "trick_area",
    "trick_spot",
]
