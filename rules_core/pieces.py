"""Pieces of every kind — cards, tiles, dominoes, reading cards — as small ints.

A *face* is what the rules see (the card ``QH``, the tile ``6-5``, the kind
``BOZU``); every kind of piece numbers its faces below a power of two, its
``stride``.  A *piece* is one physical object: ``copy * stride + face``, so the
first ``QH`` of a doubled pack is ``QH`` and the second ``QH + stride``.  Packs
without duplicates use the faces themselves as pieces.  Hands are bit masks over
pieces (``1 << piece``), so duplicates stay distinct objects the table can move.

Each kind keeps its notation (DESIGN.md "Card and tile notation") in one place:
:meth:`PieceKind.text` and :meth:`PieceKind.parse` for records, and
:meth:`PieceKind.label` for messages.  A kind also says its own pieces, piece sets
and action strings in words (:meth:`PieceKind.render_param`,
:meth:`PieceKind.render_action`): the shared renderer of :mod:`rules_core.messages` knows
no card.  The kinds by name are :mod:`rules_core.piece_kinds`, an explicit table: this
module is only their base.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Self

from mypy_extensions import mypyc_attr

from .messages import (
    CATALOGUE,
    JA_LOOSE_PARTICLE,
    Msg,
    Param,
    Voice,
    catalogue_entry,
)

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
    def parse(self, text: object) -> Face:
        """The face written ``text``; :class:`PieceSyntaxError` if it is none (a record's
        JSON may hold anything there, so anything is refused by that error)."""

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

    # -- in words ---------------------------------------------------------------------------

    def render_action(self, action: str, lang: str) -> str:
        """An action string in words: ``play 10H`` → "Play 10♥"."""
        found = verb_template(action, lang)
        if found is None:
            return action
        chosen, _, rest = found
        words = [self.render_word(word, lang) for word in rest.split(" ")] if rest else []
        text = chosen.format(" ".join(words))
        return JA_LOOSE_PARTICLE.sub("", text) if lang == "ja" else text

    def render_word(self, word: str, lang: str) -> str:
        """One word of an action after its verb: a piece (``QH`` → "Q♥"), pieces the reader
        did not see (``?3`` → "3 cards"), else :meth:`other_word`."""
        if word[:1] == "?" and word[1:] in _COUNTS:
            return Msg("unseen_pieces", {"n": _COUNTS[word[1:]]}, self.name).text(lang)
        try:
            return str(self.label(self.parse(word), lang))
        except ValueError:
            return self.other_word(word, lang)

    def other_word(self, word: str, lang: str) -> str:
        """A word of an action that is no piece (a number): itself by default."""
        return word

    def __reduce__(self) -> str | tuple[object, ...]:
        # Pickled as the module's constant (FRENCH …), so a message from another process
        # holds the same kind.
        return self.constant or super().__reduce__()

    constant = ""  # the name of the kind's module-level constant

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
        seen: dict[Face, int] = {}  # copies of each face so far
        stride = self.stride
        pieces = []
        for face in faces:
            copy = seen.get(face, 0)
            pieces.append(copy * stride + face)
            seen[face] = copy + 1
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


_COUNTS = {str(n): n for n in range(1, 100)}  # explicit: "²".isdigit() is true


def verb_template(action: str, lang: str) -> tuple[str, str, str] | None:
    """The words of an action's verb in ``lang`` (a ``{0}`` for the rest), the verb and
    the rest they take; None if the verb has no words."""
    verb, _, rest = action.partition(" ")
    template = catalogue_entry(f"verb_{verb}")
    if template is None:
        return None
    template = CATALOGUE.get(f"verb_{verb}_{rest}", template)
    head, _, last = rest.rpartition(" ")
    if head and f"verb_{verb}_{last}" in CATALOGUE:  # a fixed last word: ``lead QH table``
        template, rest = CATALOGUE[f"verb_{verb}_{last}"], head
    return template.get(lang) or template["en"], verb, rest


@mypyc_attr(native_class=False)
class PieceWord(int, Param):
    """A message parameter that is one piece of ``kind`` (negative: a piece the reader
    cannot see).  Still the piece (``PieceWord(FRENCH, c) == c``), so code that reads the
    parameter as a piece (its rank, its suit) may; frozen."""

    kind: PieceKind

    def __new__(cls, kind: PieceKind, piece: Piece) -> Self:
        word = int.__new__(cls, piece)
        object.__setattr__(word, "kind", kind)
        return word

    @property
    def piece(self) -> Piece:
        return int(self)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a {type(self).__name__} cannot be changed")

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.kind, int(self)))

    def __repr__(self) -> str:
        return f"PieceWord({self.kind.name}, {int(self)})"

    __str__ = int.__repr__  # formatted as its number, like any piece

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        if self.piece < 0:
            return Msg("hidden_piece").text(lang)
        return str(self.kind.piece_label(self.piece, lang))


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class PiecesWord(Param):
    """A message parameter that is pieces of ``kind``, said in a list."""

    kind: PieceKind
    pieces: tuple[Piece, ...]

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        separator = "、" if lang == "ja" else ", "
        return separator.join(PieceWord(self.kind, piece).render(lang) for piece in self.pieces)


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class ActionWords(Param):
    """A message parameter that is an action string of a game whose pieces are ``kind``."""

    kind: PieceKind
    action: str

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        return self.kind.render_action(self.action, lang)


# -- bit masks over pieces ------------------------------------------------------------------


def mask_of(pieces: Iterable[Piece]) -> int:
    mask = 0
    for piece in pieces:
        mask |= 1 << piece
    return mask


# _BYTE_PIECES[k][byte]: the pieces whose bits are ``byte`` at byte ``k`` of a mask (the
# tables for the bytes a mask reaches are made on first use).
_BYTE_PIECES: list[list[tuple[Piece, ...]]] = []


def _add_byte_tables(count: int) -> None:
    while len(_BYTE_PIECES) < count:
        base = 8 * len(_BYTE_PIECES)
        _BYTE_PIECES.append(
            [tuple(base + bit for bit in range(8) if byte >> bit & 1) for byte in range(256)]
        )


def pieces_of(mask: int) -> list[Piece]:
    """The pieces of a bit mask, lowest first."""
    pieces: list[Piece] = []
    size = (mask.bit_length() + 7) >> 3  # bytes
    if 3 * mask.bit_count() <= size + 3:  # a few pieces: one step a piece
        while mask:
            low = mask & -mask
            pieces.append(low.bit_length() - 1)
            mask ^= low
        return pieces
    if size > len(_BYTE_PIECES):
        _add_byte_tables(size)
    tables = _BYTE_PIECES  # many: one step a byte
    for k, byte in enumerate(mask.to_bytes(size, "little")):
        if byte:
            pieces += tables[k][byte]
    return pieces


def lowest(mask: int) -> Piece:
    """The lowest piece of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> Piece:
    """The highest piece of a non-empty mask."""
    return mask.bit_length() - 1


__all__ = [
    "ActionWords",
    "Face",
    "Piece",
    "PieceKind",
    "PieceSyntaxError",
    "PieceWord",
    "PiecesWord",
    "highest",
    "lowest",
    "mask_of",
    "pieces_of",
    "verb_template",
]
