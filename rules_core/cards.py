"""French-suited cards: a compact integer encoding, notation and deck builders.

A card is an ``int``: ``suit * 16 + rank`` with rank 2..14 (ace high) and suit
0..3 in bridge order (clubs, diamonds, hearts, spades).  The joker has its own
pseudo-suit 4, so ``suit_of(JOKER)`` never equals a real suit.  Integers keep
hands cheap to copy and compare, which matters for playouts and search.

Text notation (DESIGN.md): rank ``A K Q J 10 9 … 2`` followed by suit
``S H D C`` (``AS``, ``10H``); the joker is ``JK``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

Card = int

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
JOKER_SUIT = 4
SUITS: tuple[int, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
JOKER: Card = JOKER_SUIT * 16 + 15

_RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
_TEXT_RANK = {"J": 11, "Q": 12, "K": 13, "A": 14}


class CardSyntaxError(ValueError):
    """Raised for text that is not a card in the notation."""


def make_card(rank: int, suit: int) -> Card:
    return suit * 16 + rank


def rank_of(card: Card) -> int:
    return card & 15


def suit_of(card: Card) -> int:
    return card >> 4


def rank_text(rank: int) -> str:
    return _RANK_TEXT.get(rank, str(rank))


def suit_from_letter(letter: str) -> int:
    index = SUIT_LETTERS.find(letter)
    if index < 0 or len(letter) != 1:
        raise CardSyntaxError(f"unknown suit {letter!r} (use S, H, D or C)")
    return index


def _card_text(card: Card) -> str:
    if card == JOKER:
        return "JK"
    return rank_text(rank_of(card)) + SUIT_LETTERS[suit_of(card)]


# Every card's text, computed once: formatting and parsing are on the playout hot path.
_CARD_TEXT: dict[Card, str] = {
    c: _card_text(c)
    for c in [suit * 16 + rank for suit in range(4) for rank in range(2, 15)] + [JOKER]
}
_TEXT_CARD: dict[str, Card] = {text: card for card, text in _CARD_TEXT.items()}


def card_str(card: Card) -> str:
    text = _CARD_TEXT.get(card)
    return text if text is not None else _card_text(card)


def card_label(card: Card) -> str:
    """Human-readable form with a suit symbol, for messages (``10♥``, ``Joker``)."""
    if card == JOKER:
        return "Joker"
    return rank_text(rank_of(card)) + SUIT_SYMBOLS[suit_of(card)]


def parse_card(text: str) -> Card:
    card = _TEXT_CARD.get(text) if isinstance(text, str) else None
    if card is not None:
        return card
    if not isinstance(text, str):
        raise CardSyntaxError(f"a card must be text, not {type(text).__name__}")
    if text == "JK":
        return JOKER
    if len(text) < 2:
        raise CardSyntaxError(f"{text!r} is not a card")
    rank_part, suit_part = text[:-1], text[-1]
    suit = suit_from_letter(suit_part)
    if rank_part in _TEXT_RANK:
        rank = _TEXT_RANK[rank_part]
    elif rank_part.isdigit() and str(int(rank_part)) == rank_part and 2 <= int(rank_part) <= 10:
        rank = int(rank_part)
    else:
        raise CardSyntaxError(f"{text!r} is not a card (ranks are A K Q J 10 9 … 2)")
    return make_card(rank, suit)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(t) for t in texts]


def cards_str(cards: Iterable[Card]) -> str:
    return " ".join(card_str(c) for c in cards)


def full_pack(ranks: Sequence[int] = tuple(range(2, 15)), jokers: int = 0) -> list[Card]:
    """A pack in a fixed order: suits C, D, H, S, each by ascending rank, then jokers."""
    pack = [make_card(r, s) for s in SUITS for r in ranks]
    pack.extend([JOKER] * jokers)
    return pack


def check_exact_pack(cards: Sequence[Card], pack: Sequence[Card]) -> str | None:
    """Return why ``cards`` is not exactly ``pack`` (as a multiset), or None if it is."""
    have, want = Counter(cards), Counter(pack)
    duplicates = sorted(c for c in have if have[c] > want.get(c, 0) and c in want)
    foreign = sorted(c for c in have if c not in want)
    missing = sorted(c for c in want if have.get(c, 0) < want[c])
    problems = []
    if foreign:
        problems.append("cards not in this game's pack: " + cards_str(foreign))
    if duplicates:
        problems.append("duplicate cards: " + cards_str(duplicates))
    if missing:
        problems.append("missing cards: " + cards_str(missing))
    return "; ".join(problems) or None


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
