"""A fast heuristic player for Must-Follow Solitaire, with reasons for the hint key.

Facts it relies on (from the rules, see the help text):
- a lost trick gives the played card back, so when no card can win, the choice
  does not matter;
- a trump never hurts the player (the dummy never trumps), so a suit is always
  at least as good as no trump: choose the strongest suit;
- every exchanged card costs two dummy cards, so only clear losers go.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import JOKER, SUITS, Card, card_str, parse_card, rank_of, suit_of
from ..games.mustfollow_solitaire import (
    EXCHANGE,
    PLAY,
    TRUMP,
    SolitaireView,
    resolve_trick,
    trump_word,
)
from ..messages import Msg
from .base import Decision


def best_trump_suit(hand: tuple[Card, ...] | list[Card]) -> int:
    """The suit with the most cards, high cards breaking ties."""
    counts = Counter(suit_of(c) for c in hand if c != JOKER)
    rank_sum: Counter[int] = Counter()
    for card in hand:
        if card != JOKER:
            rank_sum[suit_of(card)] += rank_of(card)
    return max(SUITS, key=lambda s: (counts[s], rank_sum[s]))


class SolitaireHeuristic:
    name = "heuristic"

    def __init__(self, discard_below: int = 5, max_exchange: int = 4) -> None:
        # Tuned over 2,000 deals x 26 settings: 25.5% wins (4 above it: 24.7%; none: 13.7%).
        self.discard_below = discard_below
        self.max_exchange = max_exchange

    def choose(self, view: SolitaireView, legal: list[str], rng: random.Random) -> Decision:
        if view.phase == EXCHANGE:
            return self._exchange(view)
        if view.phase == TRUMP:
            suit = best_trump_suit(view.hand)
            count = sum(1 for c in view.hand if c != JOKER and suit_of(c) == suit)
            return Decision(
                f"trump {trump_word(suit)}", Msg("hint_trump", {"suit": suit, "count": count})
            )
        if view.phase == PLAY:
            return self._play(view, legal)
        return Decision(legal[0]) if legal else Decision("")

    def _exchange(self, view: SolitaireView) -> Decision:
        trump = best_trump_suit(view.hand)
        losers = sorted(
            (
                c
                for c in view.hand
                if c != JOKER and suit_of(c) != trump and rank_of(c) < self.discard_below
            ),
            key=rank_of,
        )[: self.max_exchange]
        if not losers:
            return Decision("exchange", Msg("hint_keep_hand"))
        ordered = [c for c in view.hand if c in losers]  # canonical: hand order
        text = " ".join(card_str(c) for c in ordered)
        return Decision(
            "exchange " + text,
            Msg("hint_exchange", {"count": len(ordered), "cards": tuple(ordered)}),
        )

    def _play(self, view: SolitaireView, legal: list[str]) -> Decision:
        assert view.lead is not None and view.trump is not None
        lead, trump = view.lead, view.trump
        playable = [_card_of(a) for a in legal]
        winners = [c for c in playable if c != JOKER and resolve_trick(lead, c, trump)[0]]
        if winners:
            card = min(winners, key=rank_of)
            led = suit_of(lead)
            key = "hint_follow_lowest" if suit_of(card) == led else "hint_trump_lowest"
            return Decision(
                "play " + card_str(card), Msg(key, {"card": card, "lead_card": lead, "suit": led})
            )
        if JOKER in playable and lead != JOKER:
            return Decision("play JK", Msg("hint_joker"))
        # Nothing wins: the card comes back, so play the lowest and keep the lesson simple.
        card = min(playable, key=lambda c: (c == JOKER, rank_of(c)))
        return Decision("play " + card_str(card), Msg("hint_cannot_win", {"card": card}))


def _card_of(action: str) -> Card:
    return parse_card(action.split(" ", 1)[1])


__all__ = ["SolitaireHeuristic", "best_trump_suit"]
