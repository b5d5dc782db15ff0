"""French-suited cards: a compact integer encoding, notation, masks and deck builders.

A card is an ``int``: ``suit * 16 + rank`` with rank 2..14 (ace high) and suit
0..3 in bridge order (clubs, diamonds, hearts, spades).  The joker has its own
pseudo-suit 4, so ``suit_of(JOKER)`` never equals a real suit.  A hand is a bit
mask (``1 << card``), so one suit of a hand is ``hand & SUIT_MASK[suit]`` and the
cards of a mask come from small tables (:func:`cards_of`).  A doubled pack's
second copies are ``card + FRENCH.stride`` (see :mod:`rules_core.pieces`).

Text notation (DESIGN.md): rank ``A K Q J 10 9 … 2`` followed by suit
``S H D C`` (``AS``, ``10H``); the joker is ``JK``.  Trump is named by a suit
letter or ``NT`` (:func:`trump_word`, :func:`trump_of`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from .messages import Param, Voice
from .pieces import Piece, PieceKind, PieceSyntaxError, pieces_of, verb_template

Card = int

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
JOKER_SUIT = 4
SUITS: tuple[int, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
JOKER: Card = JOKER_SUIT * 16 + 15
NO_TRUMP = -1  # a trump value meaning "no trump suit"
TRUMP_WORDS: tuple[str, ...] = ("C", "D", "H", "S", "NT")  # weakest first where that matters

_RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
# Explicit character sets: "²".isdigit() is true, so digits are never trusted to int().
_TEXT_RANK = {"J": 11, "Q": 12, "K": 13, "A": 14, **{str(r): r for r in range(2, 11)}}


class CardSyntaxError(PieceSyntaxError):
    """Raised for text that is not a card in the notation."""


def make_card(rank: int, suit: int) -> Card:
    return suit * 16 + rank


def rank_of(card: Card) -> int:
    return card & 15


def suit_of(card: Card) -> int:
    return card >> 4 & 7


def rank_text(rank: int) -> str:
    return _RANK_TEXT.get(rank, str(rank))


def suit_from_letter(letter: str) -> int:
    index = SUIT_LETTERS.find(letter) if len(letter) == 1 else -1
    if index < 0:
        raise CardSyntaxError(f"unknown suit {letter!r} (use S, H, D or C)")
    return index


def trump_word(trump: int) -> str:
    """``NT`` for no trump, else the suit letter."""
    return "NT" if trump == NO_TRUMP else SUIT_LETTERS[trump]


def trump_of(word: str) -> int:
    """The trump named ``word`` (a suit letter or ``NT``); ValueError for anything else."""
    if word == "NT":
        return NO_TRUMP
    if len(word) == 1 and word in SUIT_LETTERS:
        return SUIT_LETTERS.index(word)
    raise ValueError(f"{word!r} names no trump")


def _card_text(card: Card) -> str:
    if card == JOKER:
        return "JK"
    return rank_text(rank_of(card)) + SUIT_LETTERS[suit_of(card)]


ALL_CARDS: tuple[Card, ...] = tuple(s * 16 + r for s in range(4) for r in range(2, 15)) + (JOKER,)
_CARD_TEXT: dict[Card, str] = {c: _card_text(c) for c in ALL_CARDS}
_TEXT_CARD: dict[str, Card] = {text: card for card, text in _CARD_TEXT.items()}


def card_str(card: Card) -> str:
    text = _CARD_TEXT.get(card & 127)
    if text is None:
        raise ValueError(f"{card} is not a card")
    return text


def card_label(card: Card, lang: str = "en") -> str:
    """Human-readable form with a suit symbol, for messages (``10♥``, ``Joker``)."""
    card &= 127
    if card == JOKER:
        return "ジョーカー" if lang == "ja" else "Joker"
    return rank_text(rank_of(card)) + SUIT_SYMBOLS[suit_of(card)]


_RANK_WORDS = {
    "en": {11: "jack", 12: "queen", 13: "king", 14: "ace"},
    "ja": {11: "ジャック", 12: "クイーン", 13: "キング", 14: "エース"},
}
_SUIT_WORDS = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "ja": ("クラブ", "ダイヤ", "ハート", "スペード"),
}


def card_words(card: Card, lang: str = "en") -> str:
    """A card in words, for a screen reader: ``queen of hearts``, ``ハートのクイーン``."""
    card &= 127
    words = "ja" if lang == "ja" else "en"
    if card == JOKER:
        return "ジョーカー" if words == "ja" else "joker"
    rank = _RANK_WORDS[words].get(rank_of(card), str(rank_of(card)))
    suit = _SUIT_WORDS[words][suit_of(card)]
    return f"{suit}の{rank}" if words == "ja" else f"{rank} of {suit}"


def parse_card(text: object) -> Card:
    card = _TEXT_CARD.get(text) if isinstance(text, str) else None
    if card is not None:
        return card
    if not isinstance(text, str):
        raise CardSyntaxError(f"a card must be text, not {type(text).__name__}")
    if len(text) >= 2 and text[:-1] in _TEXT_RANK:
        suit_from_letter(text[-1])  # names the bad suit letter
    raise CardSyntaxError(f"{text!r} is not a card (ranks A K Q J 10 9 … 2, suits S H D C)")


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(t) for t in texts]


def cards_str(cards: Iterable[Card]) -> str:
    return " ".join(card_str(c) for c in cards)


def full_pack(ranks: Sequence[int] = tuple(range(2, 15)), jokers: int = 0) -> list[Card]:
    """A pack in a fixed order: suits C, D, H, S, each by ascending rank, then jokers (a
    new list each time: callers shuffle it)."""
    return list(_pack(tuple(ranks), jokers))


@functools.cache
def _pack(ranks: tuple[int, ...], jokers: int) -> tuple[Card, ...]:
    return (*(make_card(r, s) for s in SUITS for r in ranks), *[JOKER] * jokers)


def check_exact_pack(cards: Sequence[Card], pack: Sequence[Card]) -> str | None:
    """Return why ``cards`` is not exactly ``pack`` (as a multiset), or None if it is."""
    return FRENCH.check_exact(cards, pack)


# -- masks ----------------------------------------------------------------------------------

SUIT_MASK: tuple[int, ...] = tuple(0x7FFC << (16 * s) for s in SUITS)
JOKER_BIT = 1 << JOKER
# For each card: the cards of its suit ranked above it (natural order).
HIGHER_MASK: dict[Card, int] = {
    s * 16 + r: sum(1 << (s * 16 + h) for h in range(r + 1, 15))
    for s in SUITS
    for r in range(2, 15)
}


# The cards of one suit's 13 rank bits (rank r at bit r - 2).  Building the four tables
# takes about 10 ms, so they are filled in place on first use, not at import (the app's
# first window needs no card); a lookup into a still empty table raises IndexError, which
# fills them (a ``try`` costs nothing in Python 3.11 until something is raised).
def _suit_table(suit: int) -> list[tuple[Card, ...]]:
    table: list[tuple[Card, ...]] = [()] * 8192
    for bits in range(1, 8192):
        low = bits & -bits
        table[bits] = (suit * 16 + low.bit_length() + 1,) + table[bits ^ low]
    return table


_SUIT_CARDS: list[list[tuple[Card, ...]]] = [[] for _ in SUITS]
# SUIT_RANKS[suit][bits]: the cards of one suit's rank bits, as a shared tuple (filled by
# _fill_suit_tables() before the first lookup).
SUIT_RANKS: tuple[list[tuple[Card, ...]], ...] = tuple(_SUIT_CARDS)
_C, _D, _H, _S = _SUIT_CARDS


def _fill_suit_tables() -> None:
    for suit, table in zip(SUITS, _SUIT_CARDS, strict=True):
        if not table:
            table[:] = _suit_table(suit)


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask in card order (clubs up to spades, low to high, the joker last);
    second copies of a doubled pack follow the first copies."""
    try:
        out = [
            *_C[mask >> 2 & 0x1FFF],
            *_D[mask >> 18 & 0x1FFF],
            *_H[mask >> 34 & 0x1FFF],
            *_S[mask >> 50 & 0x1FFF],
        ]
    except IndexError:  # the tables are still empty
        _fill_suit_tables()
        return cards_of(mask)
    if mask >> JOKER:
        out += pieces_of(mask & ~((1 << JOKER) - 1))
    return out


def suit_cards_of(suit: int, bits: int) -> list[Card]:
    """The cards of ``suit`` whose rank bits (rank r at bit r - 2) are ``bits``."""
    try:
        return list(_SUIT_CARDS[suit][bits])
    except IndexError:
        _fill_suit_tables()
        return list(_SUIT_CARDS[suit][bits])


def suit_table_cards(suit: int, bits: int) -> tuple[Card, ...]:
    """As :func:`suit_cards_of`, but the suit table's own tuple: shared, never to change
    (a legal list handed out on every follow)."""
    try:
        return SUIT_RANKS[suit][bits]
    except IndexError:  # the tables are filled on first use
        _fill_suit_tables()
        return SUIT_RANKS[suit][bits]


def suit_cards(mask: int, suit: int) -> list[Card]:
    """The cards of ``suit`` in a mask, low to high (first copies only)."""
    bits = mask >> (16 * suit + 2) & 0x1FFF
    return suit_cards_of(suit, bits) if bits else []


def suit_count(mask: int, suit: int) -> int:
    return (mask & SUIT_MASK[suit]).bit_count()


SUIT_NAMES = {
    "en": ("clubs", "diamonds", "hearts", "spades", "joker"),
    "ja": ("クラブ", "ダイヤ", "ハート", "スペード", "ジョーカー"),
}
NO_TRUMP_NAME = {"en": "no trump", "ja": "切り札なし"}


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class SuitWord(Param):
    """A message parameter that is a suit in words ("hearts"); negative: no trump."""

    suit: int

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        names = SUIT_NAMES.get(lang, SUIT_NAMES["en"])
        return NO_TRUMP_NAME.get(lang, "no trump") if self.suit < 0 else names[self.suit]


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class MarkWord(Param):
    """A message parameter that is a suit as its mark ("♥"); negative: no trump."""

    suit: int

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        return SUIT_SYMBOLS[self.suit] if self.suit >= 0 else NO_TRUMP_NAME[lang]


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class RankWord(Param):
    """A message parameter that is a rank ("Q", "10")."""

    rank: int

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        return rank_text(self.rank)


class FrenchCards(PieceKind):
    name = "french"
    constant = "FRENCH"
    stride = 128
    plural = "cards"

    def render_action(self, action: str, lang: str) -> str:
        """``trump S`` → "Trump: spades"; a suit letter after other words is its mark."""
        found = verb_template(action, lang)
        if found is not None:
            chosen, verb, rest = found
            if verb == "trump" and len(rest) == 1 and rest in SUIT_LETTERS:
                return chosen.format(SuitWord(SUIT_LETTERS.index(rest)).render(lang))
        return super().render_action(action, lang)

    def other_word(self, word: str, lang: str) -> str:
        """A suit letter of an action (``bid 15 S``, ``play JK C``) as its mark, NT in words."""
        try:
            return MarkWord(trump_of(word)).render(lang)
        except ValueError:
            return word

    def text(self, face: int) -> str:
        return card_str(face)

    def parse(self, text: object) -> int:
        return parse_card(text)

    def label(self, face: int, lang: str) -> str:
        return card_label(face, lang)

    def spoken(self, face: int, lang: str) -> str:
        return card_words(face, lang)

    def pieces_of(self, mask: int) -> list[Piece]:
        return cards_of(mask)  # the fast tables of this module

    def display_key(self, trump: int | None) -> Callable[[Piece], tuple[int, ...]]:
        """Jokers, trumps, then the other suits alternating colours, high to low."""
        return display_sort_key(None if trump is None or trump < 0 else trump)


FRENCH = FrenchCards()


def display_sort_key(
    trump: int | None, suit_order: Sequence[int] = (SPADES, HEARTS, CLUBS, DIAMONDS)
) -> Callable[[Card], tuple[int, int]]:
    """Key for laying out a hand: jokers, then trump, then the other suits alternating
    colours, each suit high to low."""
    order = list(suit_order)
    if trump is not None and trump in order:
        order.remove(trump)
        order.insert(0, trump)
    position = {suit: i + 1 for i, suit in enumerate(order)}
    position[JOKER_SUIT] = 0

    def key(card: Card) -> tuple[int, int]:
        return (position[suit_of(card)], -rank_of(card))

    return key
