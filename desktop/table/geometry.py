"""The table's measures as plain values (no Qt): a point, a rectangle, the geometry of a
table of a given size, and where a piece lies.

Everything the table places is worked out in these types by pure functions
(:mod:`desktop.table.piles`), so the layout can be tested without a scene; the card layer
turns a :class:`Point` into Qt's at the last step.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Point:
    """A point (or an offset) on the table, in scene pixels."""

    x: float = 0.0
    y: float = 0.0

    def __add__(self, other: Point) -> Point:
        return Point(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Point) -> Point:
        return Point(self.x - other.x, self.y - other.y)

    def __mul__(self, factor: float) -> Point:
        return Point(self.x * factor, self.y * factor)

    __rmul__ = __mul__

    def __truediv__(self, divisor: float) -> Point:
        return Point(self.x / divisor, self.y / divisor)

    def manhattan(self) -> float:
        return abs(self.x) + abs(self.y)


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle on the table: its top left corner and its size."""

    x: float
    y: float
    width: float
    height: float

    @classmethod
    def at(cls, corner: Point, width: float, height: float) -> Rect:
        return cls(corner.x, corner.y, width, height)

    @property
    def left(self) -> float:
        return self.x

    @property
    def top(self) -> float:
        return self.y

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def top_left(self) -> Point:
        return Point(self.x, self.y)

    @property
    def bottom_left(self) -> Point:
        return Point(self.x, self.bottom)

    @property
    def centre(self) -> Point:
        return Point(self.x + self.width / 2, self.y + self.height / 2)

    def united(self, other: Rect | None) -> Rect:
        if other is None:
            return self
        left, top = min(self.left, other.left), min(self.top, other.top)
        right, bottom = max(self.right, other.right), max(self.bottom, other.bottom)
        return Rect(left, top, right - left, bottom - top)

    def intersects(self, other: Rect) -> bool:
        return (
            self.left < other.right
            and other.left < self.right
            and self.top < other.bottom
            and other.top < self.bottom
        )

    def contains(self, other: Rect) -> bool:
        return (
            self.left <= other.left
            and other.right <= self.right
            and self.top <= other.top
            and other.bottom <= self.bottom
        )


@dataclass(frozen=True, slots=True)
class Geometry:
    """A table's measures: its size, a card's size at full scale (``w`` × ``h``), the
    margin ``m``, and the ellipse the seats sit round (centre ``cx, cy``, radii
    ``rx, ry``)."""

    width: float
    height: float
    w: float
    h: float
    m: float
    cx: float
    cy: float
    rx: float
    ry: float

    @property
    def centre(self) -> Point:
        return Point(self.cx, self.cy)


def table_geometry(
    width: float, height: float, seats: int, aspect: float, across: float, down: float
) -> Geometry:
    """The measures of a table ``width`` × ``height`` pixels (at least 480 × 220: a lesson
    panel may take room) for ``seats`` players, with cards as large as a table ``across``
    card widths wide and ``down`` card heights tall allows (``aspect``: height / width)."""
    width, height = max(480.0, width), max(220.0, height)
    across = across + max(0, seats - 5) * 0.8
    w = max(28.0, min(width / across, height / down / aspect))
    h = w * aspect
    cy = (height - h * 1.2) / 2 + h * 0.1
    return Geometry(
        width=width,
        height=height,
        w=w,
        h=h,
        m=w * 0.25,
        cx=width / 2,
        cy=cy,
        rx=width / 2 - w * 1.3,
        ry=cy - h * 0.55,
    )


def seat_point(g: Geometry, relative: int, seats: int, clockwise: bool = True) -> Point:
    """Where a seat sits, ``relative`` places after the person (who sits at the bottom):
    the next seat in the direction of play to the left (clockwise) or to the right
    (counter-clockwise), partners facing."""
    phi = 2 * math.pi * relative / seats * (1 if clockwise else -1)
    return Point(g.cx - g.rx * math.sin(phi), g.cy + g.ry * math.cos(phi))


@dataclass(frozen=True, slots=True)
class Placement:
    """Where a piece lies: its top left corner, face up or down, its stacking order and
    how far it is turned (degrees)."""

    pos: Point
    face_up: bool
    z: float
    rotation: float = 0.0


__all__ = ["Geometry", "Placement", "Point", "Rect", "seat_point", "table_geometry"]
