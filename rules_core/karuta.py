"""Hyakunin Isshu reading cards (Irokanmuri), seen by the rules as their kind.

A face is one of eight kinds, 0..7 (stride 8): the six headgear groups and the two
special cards.  Text notation (DESIGN.md): the upper-case words ``KURO BOZU HIME
YAGO TATE YOKO JITO TENJI``.

Which poem belongs to which kind is data (``data/hyakunin_isshu.csv``, read once
on first use): :func:`poems` gives the 100 poems, :func:`edition_counts` the size
of each kind, and :func:`poem_for` the poem the table shows for one card — the
n-th card (copy n) of a kind is the n-th poem of that kind by poem number.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .messages import add_catalogue
from .pieces import Face, Piece, PieceKind, PieceSyntaxError, register_kind

KURO, BOZU, HIME, YAGO, TATE, YOKO, JITO, TENJI = range(8)
KINDS: tuple[Face, ...] = (KURO, BOZU, HIME, YAGO, TATE, YOKO, JITO, TENJI)
KIND_WORDS: tuple[str, ...] = ("KURO", "BOZU", "HIME", "YAGO", "TATE", "YOKO", "JITO", "TENJI")
_WORD_KIND: dict[str, Face] = {word: kind for kind, word in enumerate(KIND_WORDS)}

_LABELS_JA: tuple[str, ...] = (
    "黒冠",
    "坊主",
    "姫",
    "矢五郎",
    "立烏帽子",
    "横烏帽子",
    "持統天皇",
    "天智天皇",
)
_LABELS_EN: tuple[str, ...] = (
    "Black cap",
    "Monk",
    "Lady",
    "Ear-fan courtier",
    "Upright eboshi",
    "Folded eboshi",
    "Empress Jitō",
    "Emperor Tenji",
)

POEM_COUNT = 100
DATA_FILE = "hyakunin_isshu.csv"  # in the package folder rules_core/data
_COLUMNS = ("no", "poet", "reading", "kind", "basis")
# Explicit: "²".isdigit() is true, so poem numbers are read through this table only.
_NUMBER: dict[str, int] = {str(n): n for n in range(1, POEM_COUNT + 1)}


class KarutaSyntaxError(PieceSyntaxError):
    """Text that is not a reading-card kind."""


def kind_word(kind: Face) -> str:
    """The notation of a kind (``KURO`` …); ValueError for anything else."""
    if isinstance(kind, int) and 0 <= kind < len(KIND_WORDS):
        return KIND_WORDS[kind]
    raise ValueError(f"{kind!r} is not a reading-card kind")


def parse_kind(text: str) -> Face:
    """The kind written ``text``: one of the upper-case words, exactly."""
    kind = _WORD_KIND.get(text) if isinstance(text, str) else None
    if kind is not None:
        return kind
    if not isinstance(text, str):
        raise KarutaSyntaxError(f"a card kind must be text, not {type(text).__name__}")
    if text.strip().upper() in _WORD_KIND:
        raise KarutaSyntaxError(
            f"{text!r}: write the kind as {text.strip().upper()}, in capitals and without spaces"
        )
    raise KarutaSyntaxError(f"{text!r} is not a card kind (one of {' '.join(KIND_WORDS)})")


def kind_label(kind: Face, lang: str = "en") -> str:
    """The name of a kind for messages: Japanese for ``ja``, else English."""
    kind_word(kind)  # refuses non-kinds
    return (_LABELS_JA if lang == "ja" else _LABELS_EN)[kind]


class KarutaCards(PieceKind):
    """Reading cards by kind; duplicates of a kind are its copies."""

    name = "karuta"
    stride = 8
    plural = "cards"

    def text(self, face: Face) -> str:
        return kind_word(face)

    def parse(self, text: str) -> Face:
        return parse_kind(text)

    def label(self, face: Face, lang: str) -> str:
        return kind_label(face, lang)


KARUTA = register_kind(KarutaCards())
add_catalogue({"noun_karuta": {"en": "reading card", "ja": "読み札"}})


# -- poem data ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Poem:
    """One poem of the anthology: its number, poet, kana reading and card kind."""

    number: int
    poet: str
    reading: str
    kind: Face
    basis: str  # why the poem has its kind: "fixed", "standard" or "reconstruction"


def parse_poems(text: str, source: str = DATA_FILE) -> tuple[Poem, ...]:
    """The poems of CSV ``text`` by number; ValueError naming the first problem."""
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    if header is None or tuple(h.strip() for h in header) != _COLUMNS:
        raise ValueError(f"{source}: the first line must name the columns {','.join(_COLUMNS)}")
    found: dict[int, Poem] = {}
    for row in reader:
        where = f"{source} line {reader.line_num}"
        if not row:
            continue
        if len(row) != len(_COLUMNS):
            raise ValueError(f"{where}: expected {len(_COLUMNS)} fields, found {len(row)}")
        number_text, poet, reading, word, basis = (field.strip() for field in row)
        number = _NUMBER.get(number_text)
        if number is None:
            raise ValueError(f"{where}: {number_text!r} is not a poem number 1..{POEM_COUNT}")
        if number in found:
            raise ValueError(f"{where}: poem {number} appears twice")
        if word not in _WORD_KIND:
            raise ValueError(f"{where}: unknown kind {word!r} (one of {' '.join(KIND_WORDS)})")
        if not poet or not reading:
            raise ValueError(f"{where}: poem {number} needs a poet and a reading")
        found[number] = Poem(number, poet, reading, _WORD_KIND[word], basis)
    if len(found) != POEM_COUNT:
        absent = [n for n in range(1, POEM_COUNT + 1) if n not in found]
        raise ValueError(f"{source}: {len(found)} poems instead of {POEM_COUNT}; absent: {absent}")
    for special in (JITO, TENJI):
        count = sum(1 for poem in found.values() if poem.kind == special)
        if count != 1:
            raise ValueError(
                f"{source}: {KIND_WORDS[special]} must be exactly one poem, not {count}"
            )
    return tuple(found[n] for n in range(1, POEM_COUNT + 1))


@cache
def poems() -> tuple[Poem, ...]:
    """The 100 poems of the bundled data, in poem-number order (read on first call)."""
    data = resources.files("rules_core") / "data" / DATA_FILE
    return parse_poems(data.read_text(encoding="utf-8-sig"))


@cache
def _poems_by_kind() -> tuple[tuple[Poem, ...], ...]:
    return tuple(tuple(p for p in poems() if p.kind == kind) for kind in KINDS)


def edition_counts() -> dict[Face, int]:
    """How many cards of each kind the bundled data has, every kind listed in order."""
    return {kind: len(group) for kind, group in zip(KINDS, _poems_by_kind(), strict=True)}


def default_pack() -> tuple[Face, ...]:
    """The kinds of the 100 cards, in poem order (a multiset of faces)."""
    return tuple(p.kind for p in poems())


def poem_for(piece: Piece) -> Poem:
    """The poem shown for a card: copy n of a kind is that kind's n-th poem by number."""
    kind, copy = KARUTA.face(piece), KARUTA.copy(piece)
    group = _poems_by_kind()[kind]
    if not 0 <= copy < len(group):
        raise ValueError(
            f"no poem for card {piece}: the data has {len(group)} of {KIND_WORDS[kind]}"
        )
    return group[copy]


__all__ = [
    "BOZU",
    "HIME",
    "JITO",
    "KARUTA",
    "KINDS",
    "KIND_WORDS",
    "KURO",
    "TATE",
    "TENJI",
    "YAGO",
    "YOKO",
    "KarutaCards",
    "KarutaSyntaxError",
    "Poem",
    "default_pack",
    "edition_counts",
    "kind_label",
    "kind_word",
    "parse_kind",
    "parse_poems",
    "poem_for",
    "poems",
]
