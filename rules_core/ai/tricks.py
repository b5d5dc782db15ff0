"""Helpers the trick-game heuristics share: cheap and dear cards, suit counts, the
current winner of a trick, and the hints several games give."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..cards import JOKER, SUIT_MASK, SUITS, Card, rank_of
from ..messages import add_catalogue


def cheapest(cards: Iterable[Card], rank: Callable[[Card], int] = rank_of) -> Card:
    """The lowest card; the joker counts as lowest only where ``rank`` says so."""
    return min(cards, key=lambda c: (rank(c), c >> 4 & 7))


def dearest(cards: Iterable[Card], rank: Callable[[Card], int] = rank_of) -> Card:
    return max(cards, key=lambda c: (rank(c), c >> 4 & 7))


def suit_counts(hand: int) -> dict[int, int]:
    """Cards per suit of a hand mask (suits the hand lacks are left out)."""
    counts = {s: (hand & SUIT_MASK[s]).bit_count() for s in SUITS}
    return {s: n for s, n in counts.items() if n}


def best_so_far(trick: Sequence[Card], table: Sequence[int]) -> tuple[int, int]:
    """(index, strength) of the play winning ``trick`` so far by ``table`` (first of equals)."""
    best_index, best = 0, table[trick[0]]
    for index in range(1, len(trick)):
        if table[trick[index]] > best:
            best_index, best = index, table[trick[index]]
    return best_index, best


def card_of(action: int) -> Card:
    """The card of a play-like action id of a game whose card ids come first."""
    return action & 127


__all__ = ["JOKER", "best_so_far", "card_of", "cheapest", "dearest", "suit_counts"]

add_catalogue(
    {
        "hint_win_cheaply": {
            "en": "Take trick {n} with {card}, the cheapest card that wins it.",
            "ja": "{card} で第 {n} トリックを取りましょう。勝てるなかで最も安いカードです。",
        },
        "hint_throw_low": {
            "en": "Throw {card}: this trick is not worth winning for you.",
            "ja": "{card} を捨てましょう。このトリックは取る必要がありません。",
        },
        "hint_lead_low": {
            "en": "Lead {card}: a low card that gives little away.",
            "ja": "{card} をリードしましょう。相手に得をさせにくい低いカードです。",
        },
        "hint_lead_strength": {
            "en": "Lead {card}: trick {n} is worth winning, and this card is strong.",
            "ja": "{card} をリードしましょう。第 {n} トリックは取る価値があり、このカードは強いです。",
        },
        "hint_least_harm": {
            "en": "Play {card}: every card of yours wins here, and this one costs least.",
            "ja": "{card} を出しましょう。どれを出しても勝つので、いちばん損の小さいカードです。",
        },
        "hint_duck": {
            "en": "Duck with {card}: you do not want this trick, and this is your highest loser.",
            "ja": "{card} で見送りましょう。このトリックはいらず、負けるカードで一番高いものです。",
        },
    }
)
