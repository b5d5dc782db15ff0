"""Hyakunin Isshu reading cards (Irokanmuri), seen by the rules as their kind.

A face is one of eight kinds, 0..7 (stride 8): the six headgear groups and the two
special cards.  Text notation (DESIGN.md): the upper-case words ``KURO BOZU HIME
YAGO TATE YOKO JITO TENJI``.

Which poem belongs to which kind is data (``data/hyakunin_isshu.csv``, read once
on first use): :func:`poems` gives the 100 poems, :func:`edition_counts` the size
of each kind, and :func:`poem_for` the poem the table shows for one card — the
n-th card (copy n) of a kind is the n-th poem of that kind by poem number.

Editions.  How many cards each kind has depends on the printed set: the monks
(``BOZU``) and the women (``HIME``) are the standard lists and the two emperors are
fixed, but painters draw the other 65 men's headgear differently, so their split
into ``KURO`` / ``YAGO`` / ``TATE`` / ``YOKO`` varies.  :data:`EDITIONS` holds each
edition's split as data (``default``: the data file as it is).  For another
edition, :func:`edition_poems` moves just enough "reconstruction" men from the
kinds that have too many to the kinds that have too few (the highest-numbered
poems of a kind move first, and are dealt to the short kinds in kind order), so
every card of every edition still shows a real poem and every other poem keeps
its default kind.

The poems themselves (``data/hyakunin_isshu_poems.csv``, also read once on first use):
:func:`poem_texts` gives each poem's five verses and their kana readings, checked
against the poets of ``hyakunin_isshu.csv`` row by row; :func:`poem_lines` says one
in words for the table (the upper verses, the lower verses, the reading).  The poems
are classical texts in the public domain; the table was taken from a public-domain
data set, its slips corrected against the standard texts (historical kana in the
readings, as on the cards).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Final

from .clones import Sendable
from .messages import Msg, add_catalogue
from .pieces import Face, Piece, PieceKind, PieceSyntaxError

# The kinds (Final: the compiled core reads them as constants).
KURO: Final = 0
BOZU: Final = 1
HIME: Final = 2
YAGO: Final = 3
TATE: Final = 4
YOKO: Final = 5
JITO: Final = 6
TENJI: Final = 7
KINDS: Final[tuple[Face, ...]] = (KURO, BOZU, HIME, YAGO, TATE, YOKO, JITO, TENJI)
STRIDE: Final = 8  # a card's piece is copy * STRIDE + kind
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


def parse_kind(text: object) -> Face:
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
    constant = "KARUTA"
    stride = STRIDE
    plural = "cards"
    names_pieces = False  # a kind is a class of cards; the edition's sizes are public

    def text(self, face: Face) -> str:
        return kind_word(face)

    def parse(self, text: object) -> Face:
        return parse_kind(text)

    def label(self, face: Face, lang: str) -> str:
        return kind_label(face, lang)

    def identify(self, faces: Iterable[Face]) -> list[Piece]:
        """Pieces for ``faces`` (kinds, 0..7) in order: the n-th card of a kind is copy n."""
        following = list(KINDS)  # the next piece of each kind: copy 0 first
        pieces: list[Piece] = []
        for face in faces:
            piece = following[face]
            pieces.append(piece)
            following[face] = piece + STRIDE
        return pieces


KARUTA = KarutaCards()
add_catalogue(
    {
        "noun_karuta": {"en": "reading card", "ja": "読み札"},
        "nouns_karuta": {"en": "reading cards", "ja": "読み札"},
    }
)


# -- poem data ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Poem(Sendable):
    """One poem of the anthology: its number, poet, kana reading and card kind."""

    number: int
    poet: str
    reading: str
    kind: Face
    basis: str  # why the poem has its kind: "fixed", "standard" or "reconstruction"


def _numbered_rows(
    text: str, source: str, columns: tuple[str, ...]
) -> Iterator[tuple[str, int, list[str]]]:
    """The rows of a poems CSV ``text`` whose first line names ``columns``: each as where
    it stands (for messages), its poem number and its fields, stripped; ValueError for a
    wrong header, a wrong count of fields, a number that is none or comes twice."""
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    if header is None or tuple(h.strip() for h in header) != columns:
        raise ValueError(f"{source}: the first line must name the columns {','.join(columns)}")
    numbers: set[int] = set()
    for row in reader:
        where = f"{source} line {reader.line_num}"
        if not row:
            continue
        if len(row) != len(columns):
            raise ValueError(f"{where}: expected {len(columns)} fields, found {len(row)}")
        fields = [field.strip() for field in row]
        number = _NUMBER.get(fields[0])
        if number is None:
            raise ValueError(f"{where}: {fields[0]!r} is not a poem number 1..{POEM_COUNT}")
        if number in numbers:
            raise ValueError(f"{where}: poem {number} appears twice")
        numbers.add(number)
        yield where, number, fields


def parse_poems(text: str, source: str = DATA_FILE) -> tuple[Poem, ...]:
    """The poems of CSV ``text`` by number; ValueError naming the first problem."""
    found: dict[int, Poem] = {}
    for where, number, fields in _numbered_rows(text, source, _COLUMNS):
        _, poet, reading, word, basis = fields
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


# -- the poems' words -----------------------------------------------------------------------

POEMS_FILE = "hyakunin_isshu_poems.csv"  # in the package folder rules_core/data
VERSES = 5  # 5-7-5 (the upper verses, kami no ku) and 7-7 (the lower, shimo no ku)
UPPER = 3  # how many of the verses are the upper ones
_POEM_COLUMNS = (
    "no",
    "poet",
    *(f"verse_{i}" for i in range(1, VERSES + 1)),
    *(f"reading_{i}" for i in range(1, VERSES + 1)),
)
_KANA = re.compile(r"[ぁ-ゖゝゞー]+")  # a reading: hiragana only


@dataclass(frozen=True)
class PoemText(Sendable):
    """The words of one poem: its five verses and the kana reading of each."""

    number: int
    poet: str
    verses: tuple[str, ...]
    readings: tuple[str, ...]

    @property
    def upper(self) -> tuple[str, ...]:
        """The upper verses (上の句, 5-7-5), the part read first."""
        return self.verses[:UPPER]

    @property
    def lower(self) -> tuple[str, ...]:
        """The lower verses (下の句, 7-7)."""
        return self.verses[UPPER:]


def parse_poem_texts(
    text: str, source: str = POEMS_FILE, poets: Sequence[str] | None = None
) -> tuple[PoemText, ...]:
    """The 100 poems of CSV ``text`` by number; ValueError naming the first problem.  With
    ``poets`` (poem n's poet at index n - 1), every row must name the same poet."""
    found: dict[int, PoemText] = {}
    for where, number, fields in _numbered_rows(text, source, _POEM_COLUMNS):
        poet, verses, readings = fields[1], fields[2 : 2 + VERSES], fields[2 + VERSES :]
        if not poet or not all(verses) or not all(readings):
            raise ValueError(f"{where}: poem {number} needs a poet, {VERSES} verses and readings")
        for reading in readings:
            if not _KANA.fullmatch(reading):
                raise ValueError(f"{where}: the reading {reading!r} is not in hiragana")
        if poets is not None and poets[number - 1] != poet:
            raise ValueError(
                f"{where}: poem {number} is by {poets[number - 1]}, not {poet} ({DATA_FILE})"
            )
        found[number] = PoemText(number, poet, tuple(verses), tuple(readings))
    if len(found) != POEM_COUNT:
        absent = [n for n in range(1, POEM_COUNT + 1) if n not in found]
        raise ValueError(f"{source}: {len(found)} poems instead of {POEM_COUNT}; absent: {absent}")
    return tuple(found[n] for n in range(1, POEM_COUNT + 1))


@cache
def poem_texts() -> tuple[PoemText, ...]:
    """The words of the 100 poems, in poem-number order (read and checked against the
    poets of :func:`poems` on the first call)."""
    data = resources.files("rules_core") / "data" / POEMS_FILE
    poets = [p.poet for p in poems()]
    return parse_poem_texts(data.read_text(encoding="utf-8-sig"), poets=poets)


def poem_text(number: int) -> PoemText:
    """The words of poem ``number`` (1..100)."""
    if not isinstance(number, int) or not 1 <= number <= POEM_COUNT:
        raise ValueError(f"{number!r} is not a poem number 1..{POEM_COUNT}")
    return poem_texts()[number - 1]


add_catalogue(
    {
        "karuta_poem_title": {
            "en": "Poem {number}: {poet} ({reading})",
            "ja": "{number}番　{poet}（{reading}）",
        },
        "karuta_poem_upper": {"en": "Upper verses", "ja": "上の句"},
        "karuta_poem_lower": {"en": "Lower verses", "ja": "下の句"},
        "karuta_poem_reading": {"en": "Reading", "ja": "読み"},
        "karuta_poem_line": {"en": "{label}: {verses}", "ja": "{label}：{verses}"},
        "karuta_poem_spoken": {
            "en": "{kind}, poem {number}, {poet}",
            "ja": "{kind}、{number}番、{poet}",
        },
        "karuta_poem_more": {
            "en": "Right-click the card, or press R on it, to read the poem in large type.",
            "ja": "札を右クリックするか、札を選んで R キーを押すと、歌が大きく表示されます。",
        },
    }
)

SPACE = "\u3000"  # between verses, as the poems are written out


@dataclass(frozen=True)
class PoemLines(Sendable):
    """A poem said for the table, in one language: the title (number, poet and the
    poet's reading), the labels of its parts, and each part's verses and kana reading
    (the verses stay Japanese)."""

    title: str
    upper_label: str
    lower_label: str
    reading_label: str
    upper: str
    lower: str
    upper_reading: str
    lower_reading: str

    def labelled(self, lang: str = "en") -> tuple[str, str, str]:
        """The upper verses, the lower verses and the whole reading, each a line that
        starts with its label ("Upper verses: 秋の田の　…", 「上の句：秋の田の　…」)."""

        def line(label: str, verses: str) -> str:
            return Msg("karuta_poem_line", {"label": label, "verses": verses}).text(lang)

        reading = f"{self.upper_reading}{SPACE}／{SPACE}{self.lower_reading}"
        return (
            line(self.upper_label, self.upper),
            line(self.lower_label, self.lower),
            line(self.reading_label, reading),
        )


def poem_lines(number: int, lang: str = "en") -> PoemLines:
    """Poem ``number`` in words for a reader of ``lang``."""
    poem, words = poems()[number - 1], poem_text(number)
    title = Msg("karuta_poem_title", {"number": number, "poet": poem.poet, "reading": poem.reading})
    return PoemLines(
        title=title.text(lang),
        upper_label=Msg("karuta_poem_upper").text(lang),
        lower_label=Msg("karuta_poem_lower").text(lang),
        reading_label=Msg("karuta_poem_reading").text(lang),
        upper=SPACE.join(words.upper),
        lower=SPACE.join(words.lower),
        upper_reading=SPACE.join(words.readings[:UPPER]),
        lower_reading=SPACE.join(words.readings[UPPER:]),
    )


# -- editions -------------------------------------------------------------------------------

HEADGEAR: tuple[Face, ...] = (KURO, YAGO, TATE, YOKO)  # the kinds whose sizes vary by edition
DEFAULT_EDITION = "default"
REASSIGNED = "reassigned"  # the basis of a poem an edition moved to another kind


@dataclass(frozen=True)
class Edition(Sendable):
    """One printed set's split of the headgear kinds.  ``headgear`` gives the sizes of
    ``KURO YAGO TATE YOKO`` in that order (None: the data file's own split)."""

    name: str
    titles: Mapping[str, str]  # en, ja
    headgear: tuple[int, int, int, int] | None = None


EDITIONS: tuple[Edition, ...] = (
    Edition(
        DEFAULT_EDITION,
        {
            "en": "Bundled classification (black cap 36, ear-fan 8, upright 13, folded 8)",
            "ja": "同梱の分類（黒冠36・矢五郎8・立烏帽子13・横烏帽子8）",
        },
    ),
    Edition(
        "eboshi",
        {
            "en": "More eboshi (black cap 28, ear-fan 8, upright 17, folded 12)",
            "ja": "烏帽子が多い札（黒冠28・矢五郎8・立烏帽子17・横烏帽子12）",
        },
        (28, 8, 17, 12),
    ),
    Edition(
        "yagoro",
        {
            "en": "More ear-fan courtiers (black cap 30, ear-fan 14, upright 13, folded 8)",
            "ja": "矢五郎が多い札（黒冠30・矢五郎14・立烏帽子13・横烏帽子8）",
        },
        (30, 14, 13, 8),
    ),
)
_EDITIONS: dict[str, Edition] = {e.name: e for e in EDITIONS}


def edition_names() -> tuple[str, ...]:
    """The names of the editions, the default first."""
    return tuple(e.name for e in EDITIONS)


def edition(name: str = DEFAULT_EDITION) -> Edition:
    """The edition called ``name``; ValueError for an unknown one."""
    found = _EDITIONS.get(name) if isinstance(name, str) else None
    if found is None:
        raise ValueError(f"{name!r} is not an edition (one of {', '.join(edition_names())})")
    return found


def reassign(all_poems: tuple[Poem, ...], headgear: tuple[int, int, int, int]) -> tuple[Poem, ...]:
    """``all_poems`` with the headgear kinds resized to ``headgear`` (KURO YAGO TATE YOKO):
    each kind with too many gives up its highest-numbered "reconstruction" poems, which go,
    lowest number first, to the kinds with too few in kind order.  ValueError when the
    sizes cannot be met (a wrong total, or a kind asked to give up fixed poems)."""
    target = dict(zip(HEADGEAR, headgear, strict=True))
    have = {kind: [p for p in all_poems if p.kind == kind] for kind in HEADGEAR}
    if any(n < 1 for n in headgear) or sum(headgear) != sum(len(g) for g in have.values()):
        total = sum(len(g) for g in have.values())
        raise ValueError(f"the headgear kinds must share the {total} men, each at least one")
    freed: list[Poem] = []
    for kind in HEADGEAR:
        surplus = len(have[kind]) - target[kind]
        if surplus > 0:
            movable = [p for p in have[kind] if p.basis == "reconstruction"]
            if len(movable) < surplus:
                raise ValueError(f"{KIND_WORDS[kind]} has too few reassignable poems")
            freed += movable[-surplus:]
    freed.sort(key=lambda p: p.number)
    moved: dict[int, Face] = {}
    for kind in HEADGEAR:
        for _ in range(target[kind] - len(have[kind])):
            moved[freed.pop(0).number] = kind
    return tuple(
        replace(p, kind=moved[p.number], basis=REASSIGNED) if p.number in moved else p
        for p in all_poems
    )


@cache
def edition_poems(name: str = DEFAULT_EDITION) -> tuple[tuple[Poem, ...], ...]:
    """The poems of each kind (by kind, each in poem-number order) in edition ``name``;
    a poem carries its kind in that edition."""
    split = edition(name).headgear
    chosen = poems() if split is None else reassign(poems(), split)
    return tuple(tuple(p for p in chosen if p.kind == kind) for kind in KINDS)


def _poems_by_kind() -> tuple[tuple[Poem, ...], ...]:
    return edition_poems(DEFAULT_EDITION)


def edition_counts(name: str = DEFAULT_EDITION) -> dict[Face, int]:
    """How many cards of each kind edition ``name`` has (default: the bundled data),
    every kind listed in order."""
    return {kind: len(group) for kind, group in zip(KINDS, edition_poems(name), strict=True)}


def default_pack() -> tuple[Face, ...]:
    """The kinds of the 100 cards, in poem order (a multiset of faces)."""
    return tuple(p.kind for p in poems())


@cache
def edition_pack(name: str = DEFAULT_EDITION) -> tuple[Face, ...]:
    """The kinds of edition ``name``'s 100 cards, kind by kind (a multiset of faces; worked
    out on the first call)."""
    return tuple(
        kind for kind, group in zip(KINDS, edition_poems(name), strict=True) for _ in group
    )


def poem_for(piece: Piece, name: str = DEFAULT_EDITION) -> Poem:
    """The poem shown for a card in edition ``name``: copy n of a kind is that kind's n-th
    poem by number (in that edition)."""
    kind, copy = KARUTA.face(piece), KARUTA.copy(piece)
    group = edition_poems(name)[kind]
    if not 0 <= copy < len(group):
        raise ValueError(
            f"no poem for card {piece}: the data has {len(group)} of {KIND_WORDS[kind]}"
        )
    return group[copy]


__all__ = [
    "BOZU",
    "DEFAULT_EDITION",
    "EDITIONS",
    "HEADGEAR",
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
    "Edition",
    "Poem",
    "PoemLines",
    "PoemText",
    "default_pack",
    "edition",
    "edition_counts",
    "edition_names",
    "edition_pack",
    "edition_poems",
    "kind_label",
    "kind_word",
    "parse_kind",
    "parse_poems",
    "poem_for",
    "poem_lines",
    "poem_text",
    "poem_texts",
    "poems",
    "parse_poem_texts",
    "reassign",
]
