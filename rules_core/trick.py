"""Shared trick-taking mechanics: seats, dealing, must-follow and trick winners.

Every trick game in Torite decides legality and winners through these helpers,
so the rules that are the same across games live once.  Game-specific special
cards (jokers, Almighty, manilhas …) are expressed by wrapping
:func:`standard_strength` or passing ``always_allowed`` to :func:`follow_options`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from .cards import Card, rank_of, suit_of

T = TypeVar("T")

NO_TRUMP = -1  # a trump value meaning "no trump suit"

# Strength tiers: a card's strength is tier + rank; 0 can never win.
TIER_LED = 100
TIER_TRUMP = 200
TIER_TOP = 1000  # special cards that beat everything (e.g. a joker)


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
    hands: list[list[T]] = [[] for _ in range(num_players)]
    total = per_hand * num_players
    if total > len(cards):
        raise ValueError(f"cannot deal {per_hand} each to {num_players} from {len(cards)} cards")
    for i in range(total):
        hands[(first + i) % num_players].append(cards[i])
    return hands, list(cards[total:])


def follow_options(
    hand: Iterable[Card],
    led_suit: int | None,
    *,
    suit: Callable[[Card], int] = suit_of,
    always_allowed: Callable[[Card], bool] | None = None,
) -> list[Card]:
    """The cards of ``hand`` that may be played under must-follow.

    Holding the led suit, only those cards (plus any card for which
    ``always_allowed`` is true) may be played; otherwise any card.  ``led_suit``
    None means nothing to follow (leading, or a led card with no suit).
    Duplicates are listed once, in hand order.
    """
    unique = list(dict.fromkeys(hand))
    if led_suit is None:
        return unique
    followers = [c for c in unique if suit(c) == led_suit]
    if not followers:
        return unique
    if always_allowed is None:
        return followers
    return [c for c in unique if suit(c) == led_suit or always_allowed(c)]


def rank_order(ranks_high_to_low: Sequence[int]) -> Callable[[Card], int]:
    """A rank function for games whose ranks are not in natural order.

    ``rank_order([14, 5, 4, 3, 2])`` (Crescendo) makes the ace highest and the five next.
    Ranks not listed get 0, below every listed rank.
    """
    strength = {rank: len(ranks_high_to_low) - i for i, rank in enumerate(ranks_high_to_low)}
    return lambda card: strength.get(rank_of(card), 0)


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
