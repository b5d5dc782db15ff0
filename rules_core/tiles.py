"""Tiles with two ends — Tien Gow tiles and double-six dominoes — as small ints.

A tile's face is ``H * 8 + L`` where ``H ≥ L`` are its two ends (0..6), so a face
fits below 64, the stride of both kinds (see :mod:`rules_core.pieces`).  Comparing
faces as ints compares by the higher end, then by the lower end.

Text notation (DESIGN.md): ``H-L`` with the higher end first (``6-6``, ``5-1``,
``3-0``).  Writing the lower end first (``1-3``) is refused, so that every tile
has exactly one spelling in records.

Two kinds are registered: :data:`TIEN_GOW` (``"tiengow"``, the 32-tile Chinese set
of Shikagari, ends 1..6) and :data:`DOMINO` (``"domino"``, the 28-tile double-six
set of Reveille, ends 0..6).  Scoring (red pips, counting tiles) belongs to the
games, not here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .messages import add_catalogue
from .pieces import Face, Piece, PieceKind, PieceSyntaxError

MAX_END = 6
_ENDS = "0123456"  # explicit: "²".isdigit() is true, so str.isdigit() is never trusted
_END_VALUE: dict[str, int] = {ch: i for i, ch in enumerate(_ENDS)}
_DIGITS = frozenset("0123456789")


class TileSyntaxError(PieceSyntaxError):
    """Text that is not a tile in the ``H-L`` notation."""


# -- faces ----------------------------------------------------------------------------------


def high(face: Face) -> int:
    """The higher end of a tile."""
    return face >> 3


def low(face: Face) -> int:
    """The lower end of a tile."""
    return face & 7


def is_double(face: Face) -> bool:
    return high(face) == low(face)


def pips(face: Face) -> int:
    """The number of pips on both ends together."""
    return high(face) + low(face)


def has_end(face: Face, n: int) -> bool:
    """Whether one of the tile's ends shows ``n``."""
    return high(face) == n or low(face) == n


def tile(a: int, b: int) -> Face:
    """The face with ends ``a`` and ``b``, given in either order."""
    if not (0 <= a <= MAX_END and 0 <= b <= MAX_END):
        raise ValueError(f"tile ends must lie in 0..{MAX_END}, got {a} and {b}")
    return max(a, b) * 8 + min(a, b)


# Every face of the double-six set, strongest first: 6-6 6-5 … 6-0 5-5 … 1-0 0-0.
DOUBLE_SIX_SET: tuple[Face, ...] = tuple(
    h * 8 + lo for h in range(MAX_END, -1, -1) for lo in range(h, -1, -1)
)
_TILE_TEXT: dict[Face, str] = {f: f"{_ENDS[high(f)]}-{_ENDS[low(f)]}" for f in DOUBLE_SIX_SET}
_TEXT_TILE: dict[str, Face] = {text: f for f, text in _TILE_TEXT.items()}


def _subsets(mask: int) -> list[int]:
    """Every mask made of some of ``mask``'s bits (``mask`` itself and 0 included)."""
    found = []
    sub = mask
    while True:
        found.append(sub)
        if not sub:
            return found
        sub = (sub - 1) & mask


_SET_MASK = sum(1 << f for f in DOUBLE_SIX_SET)
# _LOW_FIRST[k][bits] / _HIGH_FIRST[k][bits]: the faces whose bits are ``bits`` in the k-th
# 16 bits of a mask of faces, lowest (highest) first — every mix of double-six faces
# there, 2312 in all, so a mask is read in four lookups instead of bit by bit.
_LOW_FIRST: tuple[dict[int, list[Face]], ...] = tuple(
    {
        bits: [16 * k + b for b in range(16) if bits >> b & 1]
        for bits in _subsets(_SET_MASK >> 16 * k & 0xFFFF)
    }
    for k in range(4)
)
_HIGH_FIRST: tuple[dict[int, list[Face]], ...] = tuple(
    {bits: faces[::-1] for bits, faces in quarter.items()} for quarter in _LOW_FIRST
)


def faces_of(mask: int) -> list[Face]:
    """The faces of a mask of double-six faces, lowest first (as
    :func:`~rules_core.pieces.pieces_of`)."""
    q0, q1, q2, q3 = _LOW_FIRST
    return q0[mask & 0xFFFF] + q1[mask >> 16 & 0xFFFF] + q2[mask >> 32 & 0xFFFF] + q3[mask >> 48]


def faces_high_first(mask: int) -> list[Face]:
    """The faces of a mask of double-six faces, highest first (the strongest first, for
    Tien Gow)."""
    q0, q1, q2, q3 = _HIGH_FIRST
    return q3[mask >> 48] + q2[mask >> 32 & 0xFFFF] + q1[mask >> 16 & 0xFFFF] + q0[mask & 0xFFFF]


def tile_text(face: Face) -> str:
    """The ``H-L`` notation of a face; ValueError if ``face`` is no tile."""
    text = _TILE_TEXT.get(face)
    if text is None:
        raise ValueError(f"{face!r} is not a tile face")
    return text


def parse_tile(text: object) -> Face:
    """The face written ``text`` (any double-six tile); :class:`TileSyntaxError` if none."""
    face = _TEXT_TILE.get(text) if isinstance(text, str) else None
    if face is not None:
        return face
    if not isinstance(text, str):
        raise TileSyntaxError(f"a tile must be text, not {type(text).__name__}")
    if len(text) == 3 and text[1] == "-":
        a, b = text[0], text[2]
        if a in _END_VALUE and b in _END_VALUE:  # both ends fine, so the lower came first
            raise TileSyntaxError(f"{text!r}: put the higher end first and write {b}-{a}")
        if a in _DIGITS and b in _DIGITS:
            raise TileSyntaxError(f"{text!r} is not a tile: each end is a number from 0 to 6")
    raise TileSyntaxError(
        f"{text!r} is not a tile (write H-L: two ends 0 to 6, the higher first, as in 6-5)"
    )


def tile_sort_key(face: Face) -> tuple[int, int]:
    """Key laying out tiles strongest first: by higher end, then lower end, both descending."""
    return (-high(face), -low(face))


# -- Tien Gow (Shikagari) -------------------------------------------------------------------

# The Shikagari spec's two lists, in its order.
_DOUBLED_TEXT = ("6-6", "6-5", "6-4", "6-1", "5-5", "5-1", "4-4", "3-3", "3-1", "2-2", "1-1")
_SINGLE_TEXT = ("6-3", "6-2", "5-4", "5-3", "5-2", "4-3", "4-2", "4-1", "3-2", "2-1")
TIEN_GOW_DOUBLED: tuple[Face, ...] = tuple(_TEXT_TILE[t] for t in _DOUBLED_TEXT)
TIEN_GOW_SINGLE: tuple[Face, ...] = tuple(_TEXT_TILE[t] for t in _SINGLE_TEXT)
# The 32 tiles as a multiset: each doubled face twice in a row, then the single ones.
TIEN_GOW_SET: tuple[Face, ...] = (
    tuple(f for f in TIEN_GOW_DOUBLED for _ in range(2)) + TIEN_GOW_SINGLE
)
TIEN_GOW_FACES: frozenset[Face] = frozenset(TIEN_GOW_SET)

# Dense strength ranks: 1-1 is 0, 6-6 is 20 (all 21 faces with ends 1..6).
_TIEN_GOW_STRENGTH: dict[Face, int] = {f: i for i, f in enumerate(sorted(TIEN_GOW_FACES))}


def tien_gow_strength(face: Face) -> int:
    """Shikagari strength of a face (higher wins; identical tiles tie): 1-1 is 0, 6-6 is 20."""
    strength = _TIEN_GOW_STRENGTH.get(face)
    if strength is None:
        raise ValueError(f"{face!r} is not a Tien Gow tile face")
    return strength


# -- double-six dominoes (Reveille) ---------------------------------------------------------


def domino_suits(face: Face) -> tuple[int, ...]:
    """The suits a tile belongs to: both ends, higher first, or one number for a double."""
    tile_text(face)  # refuses non-faces
    return (high(face),) if is_double(face) else (high(face), low(face))


def domino_rank_in_suit(face: Face, suit: int) -> int:
    """The tile's rank within ``suit`` (higher wins): the double is 7, else its other end."""
    text = tile_text(face)  # refuses non-faces
    if not has_end(face, suit):
        raise ValueError(f"{text} does not belong to suit {suit}")
    if is_double(face):
        return MAX_END + 1
    return low(face) if high(face) == suit else high(face)


# -- kinds ----------------------------------------------------------------------------------


def ends_in_words(face: Face, noun: str, lang: str) -> str:
    """A tile's two ends in words, for a screen reader: "6 and 5 tile" ("6-5" reads as a
    subtraction), "牌 6と5"."""
    high, low = tile_text(face).split("-")
    return f"{noun} {high}と{low}" if lang == "ja" else f"{high} and {low} {noun}"


class TienGowTiles(PieceKind):
    """The 21 faces of the Tien Gow set (no blank ends).

    :meth:`text` also spells other double-six faces, so that a message can name a
    foreign tile; :meth:`parse` accepts Tien Gow faces only.
    """

    name = "tiengow"
    constant = "TIEN_GOW"
    stride = 64
    plural = "tiles"

    def text(self, face: Face) -> str:
        return tile_text(face)

    def spoken(self, face: Face, lang: str) -> str:
        return ends_in_words(face, "牌" if lang == "ja" else "tile", lang)

    def display_key(self, trump: int | None) -> Callable[[Piece], tuple[int, ...]]:
        """Strongest first (no suits, no trump): 6-6 at the left, 1-1 at the right."""

        def key(piece: Piece) -> tuple[int, ...]:
            return (*tile_sort_key(piece % 64), piece // 64)

        return key

    def identify(self, faces: Iterable[Face]) -> list[Piece]:
        """Pieces for ``faces`` in order: the n-th occurrence of a face is copy n (as
        :meth:`PieceKind.identify`, counting in a plain dict)."""
        stride = self.stride
        seen: dict[Face, int] = {}
        pieces = []
        for face in faces:
            copy = seen.get(face, 0)
            pieces.append(copy * stride + face)
            seen[face] = copy + 1
        return pieces

    def parse(self, text: object) -> Face:
        face = parse_tile(text)
        if face not in TIEN_GOW_FACES:
            raise TileSyntaxError(f"{text!r} is not a Tien Gow tile: their ends run from 1 to 6")
        return face


class Dominoes(PieceKind):
    """The 28 faces of a double-six domino set."""

    name = "domino"
    constant = "DOMINO"
    stride = 64
    plural = "dominoes"

    def text(self, face: Face) -> str:
        return tile_text(face)

    def spoken(self, face: Face, lang: str) -> str:
        return ends_in_words(face, "ドミノ" if lang == "ja" else "domino", lang)

    def parse(self, text: object) -> Face:
        return parse_tile(text)

    def display_key(self, trump: int | None) -> Callable[[Piece], tuple[int, ...]]:
        """The trump number's tiles first (its double, then by the other end), then the
        rest by higher end, then lower end, both descending."""

        def key(piece: Piece) -> tuple[int, ...]:
            face = piece % 64
            if trump is not None and trump >= 0 and has_end(face, trump):
                return (0, -domino_rank_in_suit(face, trump), 0)
            return (1, *tile_sort_key(face))

        return key


TIEN_GOW = TienGowTiles()
DOMINO = Dominoes()

add_catalogue(
    {
        "noun_tiengow": {"en": "tile", "ja": "牌"},
        "nouns_tiengow": {"en": "tiles", "ja": "牌"},
        "noun_domino": {"en": "domino", "ja": "ドミノ牌"},
        "nouns_domino": {"en": "dominoes", "ja": "ドミノ牌"},
    }
)

__all__ = [
    "DOMINO",
    "DOUBLE_SIX_SET",
    "MAX_END",
    "TIEN_GOW",
    "TIEN_GOW_DOUBLED",
    "TIEN_GOW_FACES",
    "TIEN_GOW_SET",
    "TIEN_GOW_SINGLE",
    "Dominoes",
    "TienGowTiles",
    "TileSyntaxError",
    "domino_rank_in_suit",
    "domino_suits",
    "faces_high_first",
    "faces_of",
    "has_end",
    "high",
    "is_double",
    "low",
    "parse_tile",
    "pips",
    "tien_gow_strength",
    "tile",
    "tile_sort_key",
    "tile_text",
]
