"""Pieces of every kind — cards, tiles, dominoes, reading cards — as small ints.

A *face* is what the rules see (the card ``QH``, the tile ``6-5``, the kind
``BOZU``); every kind of piece numbers its faces below a power of two, its
``stride``.  A *piece* is one physical object: ``copy * stride + face``, so the
first ``QH`` of a doubled pack is ``QH`` and the second ``QH + stride``.  Packs
without duplicates use the faces themselves as pieces.  Hands are bit masks over
pieces (``1 << piece``), so duplicates stay distinct objects the table can move.

Each kind keeps its notation (DESIGN.md "Card and tile notation") in one place:
:meth:`PieceKind.text` and :meth:`PieceKind.parse` for records, and
:meth:`PieceKind.label` for messages.  Kinds register by name so that a message
can say which notation renders its pieces.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

Piece = int
Face = int


class PieceSyntaxError(ValueError):
    """Text that is not a piece in the notation of its kind."""


class PieceKind(ABC):
    """The notation and ordering of one family of pieces."""

    name: str  # "french", "tiengow", "domino", "karuta"
    stride: int  # a power of two above every face
    plural = "pieces"  # how problems with a set of them are worded
    # Whether naming a face names pieces a seat may not know of (a card, a tile); False for
    # a kind whose faces are classes every seat knows the sizes of (reading-card kinds).
    names_pieces = True

    @abstractmethod
    def text(self, face: Face) -> str:
        """The record notation of ``face`` (``10H``, ``6-5``, ``KURO``)."""

    @abstractmethod
    def parse(self, text: str) -> Face:
        """The face written ``text``; :class:`PieceSyntaxError` if it is none."""

    def label(self, face: Face, lang: str) -> str:
        """How a message shows ``face`` in ``lang`` (default: its notation)."""
        return self.text(face)

    def spoken(self, face: Face, lang: str) -> str:
        """``face`` in words, as a screen reader should say it ("queen of hearts";
        default: the label)."""
        return self.label(face, lang)

    def pieces_of(self, mask: int) -> list[Piece]:
        """The pieces of a mask in the kind's order (default: lowest first)."""
        return pieces_of(mask)

    def display_key(self, trump: int | None) -> Callable[[Piece], tuple[int, ...]]:
        """How a hand of these pieces is laid out, left to right, given the deal's trump
        (None: none known): by default face by face, copies together."""
        stride = self.stride

        def key(piece: Piece) -> tuple[int, ...]:
            return (piece % stride, piece // stride)

        return key

    # -- occurrences --------------------------------------------------------------------

    def face(self, piece: Piece) -> Face:
        return piece & (self.stride - 1)

    def copy(self, piece: Piece) -> int:
        """0 for the first occurrence of a face, 1 for the second …"""
        return piece // self.stride

    def piece_text(self, piece: Piece) -> str:
        return self.text(self.face(piece))

    def piece_label(self, piece: Piece, lang: str) -> str:
        return self.label(self.face(piece), lang)

    def identify(self, faces: Iterable[Face]) -> list[Piece]:
        """Pieces for ``faces`` in order: the n-th occurrence of a face is copy n."""
        seen: Counter[Face] = Counter()
        pieces = []
        for face in faces:
            pieces.append(seen[face] * self.stride + face)
            seen[face] += 1
        return pieces

    def parse_all(self, texts: Iterable[str]) -> list[Face]:
        return [self.parse(text) for text in texts]

    def texts(self, pieces: Iterable[Piece]) -> list[str]:
        return [self.piece_text(p) for p in pieces]

    def check_exact(self, faces: Sequence[Face], pack: Sequence[Face]) -> str | None:
        """Why ``faces`` is not exactly ``pack`` as a multiset, or None if it is."""
        have, want = Counter(faces), Counter(pack)
        foreign = sorted(f for f in have if f not in want)
        extra = sorted(f for f in have if f in want and have[f] > want[f])
        missing = sorted(f for f in want if have.get(f, 0) < want[f])
        problems = []
        if foreign:
            problems.append(f"{self.plural} not in this game's pack: " + self._join(foreign))
        if extra:
            problems.append(f"duplicate {self.plural}: " + self._join(extra))
        if missing:
            problems.append(f"missing {self.plural}: " + self._join(missing))
        return "; ".join(problems) or None

    def _join(self, faces: Iterable[Face]) -> str:
        return " ".join(self.text(f) for f in faces)


_KINDS: dict[str, PieceKind] = {}


def register_kind(kind: PieceKind) -> PieceKind:
    if kind.stride & (kind.stride - 1):
        raise ValueError(f"{kind.name}: the stride must be a power of two")
    _KINDS[kind.name] = kind
    return kind


def kind_named(name: str) -> PieceKind:
    """The registered kind ``name`` (importing the built-in kinds first)."""
    if name not in _KINDS:
        from . import cards, karuta, tiles  # noqa: F401 - importing registers them
    return _KINDS[name]


# -- bit masks over pieces ------------------------------------------------------------------


def mask_of(pieces: Iterable[Piece]) -> int:
    mask = 0
    for piece in pieces:
        mask |= 1 << piece
    return mask


def pieces_of(mask: int) -> list[Piece]:
    """The pieces of a bit mask, lowest first."""
    pieces = []
    while mask:
        low = mask & -mask
        pieces.append(low.bit_length() - 1)
        mask ^= low
    return pieces


def lowest(mask: int) -> Piece:
    """The lowest piece of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> Piece:
    """The highest piece of a non-empty mask."""
    return mask.bit_length() - 1


__all__ = [
    "Face",
    "Piece",
    "PieceKind",
    "PieceSyntaxError",
    "highest",
    "kind_named",
    "lowest",
    "mask_of",
    "pieces_of",
    "register_kind",
]
