"""How pieces are drawn: one protocol for every kind of piece the games use — French
cards, Tien Gow tiles, dominoes and Hyakunin Isshu reading cards — each a renderer of
its own shape registered for its piece kind.

A renderer paints into cached pixmaps (never a Python ``paint()`` per frame): the card
items only show the pixmap for their size and the screen's pixel ratio.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtGui import QPixmap

from .cards import CardRenderer
from .karuta import karuta_renderer
from .tiles import domino_renderer, tien_gow_renderer


class PieceRenderer(Protocol):
    """What a table asks of the renderer of its game's pieces."""

    @property
    def aspect(self) -> float:
        """Height over width of an upright piece (1.4 for a card, 2 for a domino)."""
        ...

    def face(self, piece: int, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The piece face up (a second copy looks like the first)."""
        ...

    def back(self, width: int, height: int, ratio: float = 1.0, mark: int | None = None) -> QPixmap:
        """A face-down piece; ``mark`` is what a marked back shows (a suit), if any."""
        ...

    def mark_of(self, piece: int) -> int:
        """What a marked back of ``piece`` shows (the practice deck: its suit)."""
        ...

    def set_four_colour(self, on: bool) -> None:
        """Switch the colour scheme (cards: four-colour suits; dominoes: coloured pips)."""
        ...

    def set_labels(self, on: bool, lang: str) -> None:
        """Printed kind labels on or off, in ``lang`` (reading cards; others ignore it)."""
        ...

    def cache_size(self) -> int: ...


_FACTORIES: dict[str, Callable[[bool], PieceRenderer]] = {
    "french": CardRenderer,
    "tiengow": tien_gow_renderer,
    "domino": domino_renderer,
    "karuta": karuta_renderer,
}


def register_renderer(kind: str, factory: Callable[[bool], PieceRenderer]) -> None:
    """Draw pieces of ``kind`` (a rules_core piece kind's name) with ``factory(four_colour)``;
    a game's desk module registers the renderer its pieces need."""
    _FACTORIES[kind] = factory


def renderer_for(kind: str, four_colour: bool = False) -> PieceRenderer:
    """A new renderer for pieces of ``kind``; KeyError names a kind nobody draws."""
    try:
        factory = _FACTORIES[kind]
    except KeyError:
        raise KeyError(f"no renderer for pieces of kind {kind!r}") from None
    return factory(four_colour)


__all__ = ["PieceRenderer", "register_renderer", "renderer_for"]
