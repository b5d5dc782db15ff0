"""Helpers the trick-game heuristics share: reading actions, cards seen, cheap winners."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..cards import JOKER, Card, card_str, parse_card, rank_of, suit_of
from ..trickgame import Play, TrickResult


def card_of(action: str) -> Card:
    """The card of a ``play``/``down``/``choose`` action (``play JK S`` → the joker)."""
    return parse_card(action.split(" ")[1])


def action_for(card: Card, legal: Sequence[str]) -> str:
    """The first legal action that plays ``card``."""
    text = card_str(card)
    return next(a for a in legal if a.split(" ")[1] == text)


def cards_seen(tricks: Iterable[TrickResult], trick: Iterable[Play]) -> set[Card]:
    """Every face-up card played so far (hidden cards are negative and left out)."""
    seen = {p.card for r in tricks for p in r.plays if p.card >= 0}
    seen.update(p.card for p in trick if p.card >= 0)
    return seen


def cheapest(cards: Sequence[Card], rank: Callable[[Card], int] = rank_of) -> Card:
    """The lowest card; the joker counts as lowest only where ``rank`` says so."""
    return min(cards, key=lambda c: (rank(c), suit_of(c)))


def dearest(cards: Sequence[Card], rank: Callable[[Card], int] = rank_of) -> Card:
    return max(cards, key=lambda c: (rank(c), suit_of(c)))


def winners_among(
    options: Sequence[Card],
    plays: Sequence[Play],
    seat: int,
    winner_of: Callable[[list[Play]], int],
) -> list[Card]:
    """The cards of ``options`` that would be winning the trick if ``seat`` played them now."""
    out = []
    for card in options:
        trial = [*plays, Play(seat, card)]
        if trial[winner_of(trial)].seat == seat:
            out.append(card)
    return out


def suit_counts(hand: Iterable[Card]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for card in hand:
        if card != JOKER:
            counts[suit_of(card)] = counts.get(suit_of(card), 0) + 1
    return counts
