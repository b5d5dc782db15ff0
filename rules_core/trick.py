"""Shared trick-taking mechanics: seats, dealing, must-follow and trick winners.

Every trick game decides legality and winners through these helpers, so the
rules that are the same across games live once:

- :func:`follow_mask` is must-follow on hand masks (the engine's form);
  :func:`follow_options` is the same rule for a list of cards;
- a trick's winner is the strongest play, the first played among equals;
  strengths come from a table per (led suit, trump) built by
  :func:`strength_table`, so the engine compares ints.  Special cards (jokers,
  the Almighty …) are a game's own entries in its table or its own winner rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from .cards import ALL_CARDS, NO_TRUMP, Card, rank_of, suit_of

T = TypeVar("T")

# Strength tiers: a card's strength is tier + rank; 0 can never win.
TIER_LED = 100
TIER_TRUMP = 200
TIER_TOP = 1000  # special cards that beat everything (e.g. a joker)
TABLE_SIZE = 256  # strength tables cover two copies of every French card

__all__ = [
    "NO_TRUMP",
    "TIER_LED",
    "TIER_TOP",
    "TIER_TRUMP",
    "deal_round_robin",
    "follow_mask",
    "follow_options",
    "rank_order",
    "seat_after",
    "seats_from",
    "standard_strength",
    "strength_table",
    "strongest_plays",
    "trick_winner",
]


def seat_after(seat: int, num_players: int, steps: int = 1) -> int:
    return (seat + steps) % num_players


def seats_from(first: int, num_players: int) -> list[int]:
    """All seats in playing order starting with ``first``."""
    return [(first + i) % num_players for i in range(num_players)]


def deal_round_robin(
    cards: Sequence[T], num_players: int, per_hand: int, first: int = 0
) -> tuple[list[list[T]], list[T]]:
    """Deal one card at a time starting with seat ``first``.

    Returns the hands indexed by seat and the cards left over, in order.
    """
    total = per_hand * num_players
    if total > len(cards):
        raise ValueError(f"cannot deal {per_hand} each to {num_players} from {len(cards)} cards")
    hands = [
        list(cards[(seat - first) % num_players : total : num_players])
        for seat in range(num_players)
    ]
    return hands, list(cards[total:])


def follow_mask(hand: int, led: int, free: int = 0) -> int:
    """Must-follow on masks: holding any piece of the led suit (mask ``led``), only those
    and the ``free`` pieces may be played; otherwise any piece."""
    followers = hand & led
    return followers | (hand & free) if followers else hand


def follow_options(
    hand: Iterable[Card],
    led_suit: int | None,
    *,
    suit: Callable[[Card], int] = suit_of,
    always_allowed: Callable[[Card], bool] | None = None,
) -> list[Card]:
    """The cards of ``hand`` that may be played under must-follow (:func:`follow_mask` for
    a list).  ``led_suit`` None means nothing to follow.  Duplicates are listed once, in
    hand order."""
    unique = list(dict.fromkeys(hand))
    if led_suit is None:
        return unique
    held = led = free = 0
    for card in unique:
        bit = 1 << card
        held |= bit
        if suit(card) == led_suit:
            led |= bit
        if always_allowed is not None and always_allowed(card):
            free |= bit
    allowed = follow_mask(held, led, free)
    return [c for c in unique if allowed >> c & 1]


def rank_order(ranks_high_to_low: Sequence[int]) -> Callable[[Card], int]:
    """A rank function for games whose ranks are not in natural order.

    ``rank_order([14, 5, 4, 3, 2])`` (Crescendo) makes the ace highest and the five next.
    Ranks not listed get 0, below every listed rank.
    """
    strength = {rank: len(ranks_high_to_low) - i for i, rank in enumerate(ranks_high_to_low)}
    by_rank = tuple(strength.get(rank, 0) for rank in range(16))  # by rank_of(card)
    return lambda card: by_rank[card & 15]


def standard_strength(
    card: Card, led_suit: int | None, trump: int, rank: Callable[[Card], int] = rank_of
) -> int:
    """Strength of ``card`` in a plain trick: a trump beats the led suit; other suits are 0.

    ``rank`` gives the order within a suit (natural order by default, see :func:`rank_order`).
    """
    card_suit = suit_of(card)
    if trump != NO_TRUMP and card_suit == trump:
        return TIER_TRUMP + rank(card)
    if card_suit == led_suit:
        return TIER_LED + rank(card)
    return 0


def strength_table(
    led_suit: int | None,
    trump: int,
    rank: Callable[[Card], int] = rank_of,
    special: Callable[[Card], int | None] | None = None,
) -> list[int]:
    """:func:`standard_strength` of every card (and its second copy) as a list indexed by
    piece; ``special`` overrides the strength of the cards it answers for."""
    table = [0] * TABLE_SIZE
    for card in ALL_CARDS:
        value = special(card) if special is not None else None
        if value is None:
            value = standard_strength(card, led_suit, trump, rank)
        table[card] = table[card + 128] = value
    return table


def trick_winner(plays: Sequence[Card], strength: Callable[[Card], int]) -> int:
    """Index of the winning play: the strongest card, the first played among equals."""
    best_index, best = 0, strength(plays[0])
    for index in range(1, len(plays)):
        value = strength(plays[index])
        if value > best:
            best_index, best = index, value
    return best_index


def strongest_plays(plays: Sequence[Card], strength: Callable[[Card], int]) -> list[int]:
    """Indices of every play tied for the greatest strength, in playing order — for games
    where equal top cards tie or split the trick instead of the first one winning."""
    values = [strength(card) for card in plays]
    top = max(values)
    return [index for index, value in enumerate(values) if value == top]
