"""A fast heuristic player for Must-Follow Solitaire, with reasons for the hint key.

Facts it relies on (from the rules, see the help text):
- a lost trick gives the played card back, so when no card can win, the choice
  does not matter;
- a trump never hurts the player (the dummy never trumps), so a suit is always
  at least as good as no trump: choose the strongest suit;
- every exchanged card costs two dummy cards, so only clear losers go.

The strong levels use the exact solver on sampled stock orders instead of the
generic search (:func:`search_bot`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from ..cards import JOKER, SUITS, Card, rank_of, suit_of, trump_word
from ..games.mustfollow_solitaire import (
    EXCHANGE,
    EXCHANGE_BASE,
    PLAY,
    TRUMP,
    TRUMP_BASE,
    TRUMP_CHOICES,
    SolitaireView,
    wins_trick,
)
from ..messages import Msg, add_catalogue
from .base import Bot, Heuristic
from .levels import Budget


class SolitaireSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def lead(self) -> Card | None: ...
    @property
    def trump(self) -> int | None: ...


def best_trump_suit(hand: Sequence[Card]) -> int:
    """The suit with the most cards, high cards breaking ties."""
    counts = Counter(suit_of(c) for c in hand if c != JOKER)
    rank_sum: Counter[int] = Counter()
    for card in hand:
        if card != JOKER:
            rank_sum[suit_of(card)] += rank_of(card)
    return max(SUITS, key=lambda s: (counts[s], rank_sum[s]))


class SolitaireHeuristic(Heuristic[SolitaireSeen]):
    view_type = SolitaireView

    def __init__(self, discard_below: int = 5, max_exchange: int = 4) -> None:
        # Tuned over 2,000 deals x 26 settings: 25.5% wins (4 above it: 24.7%; none: 13.7%).
        self.discard_below = discard_below
        self.max_exchange = max_exchange

    def pick(
        self,
        seen: SolitaireSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if seen.phase == EXCHANGE:
            return self._exchange(seen.hand, why)
        if seen.phase == TRUMP:
            suit = best_trump_suit(seen.hand)
            count = sum(1 for c in seen.hand if c != JOKER and suit_of(c) == suit)
            if why is not None:
                why.append(Msg("hint_trump", {"suit": suit, "count": count}))
            return TRUMP_BASE + TRUMP_CHOICES.texts.index(f"trump {trump_word(suit)}")
        if seen.phase == PLAY:
            return self._play(seen, legal, why)
        return legal[0]

    def _exchange(self, hand: Sequence[Card], why: list[Msg] | None) -> int:
        trump = best_trump_suit(hand)
        losers = sorted(
            (
                c
                for c in hand
                if c != JOKER and suit_of(c) != trump and rank_of(c) < self.discard_below
            ),
            key=rank_of,
        )[: self.max_exchange]
        if why is not None:
            if not losers:
                why.append(Msg("hint_keep_hand"))
            else:
                ordered = tuple(c for c in hand if c in losers)  # canonical: hand order
                why.append(Msg("hint_exchange", {"count": len(ordered), "cards": ordered}))
        return EXCHANGE_BASE + sum(1 << i for i, c in enumerate(hand) if c in losers)

    def _play(self, seen: SolitaireSeen, legal: Sequence[int], why: list[Msg] | None) -> int:
        lead, trump = seen.lead, seen.trump
        assert lead is not None and trump is not None
        winners = [c for c in legal if c != JOKER and wins_trick(lead, c, trump)]
        if winners:
            card = min(winners, key=rank_of)
            if why is not None:
                led = suit_of(lead)
                key = "hint_follow_lowest" if suit_of(card) == led else "hint_trump_lowest"
                why.append(Msg(key, {"card": card, "lead_card": lead, "suit": led}))
            return card
        if JOKER in legal and lead != JOKER:
            if why is not None:
                why.append(Msg("hint_joker"))
            return JOKER
        # Nothing wins: the card comes back, so play the lowest and keep the lesson simple.
        card = min(legal, key=lambda c: (c == JOKER, rank_of(c)))
        if why is not None:
            why.append(Msg("hint_cannot_win", {"card": card}))
        return card


HEURISTIC = SolitaireHeuristic


def search_bot(level: str, budget: Budget) -> Bot:
    """The search levels: the exact solver over sampled stock orders.  The normal level
    solves half its world budget; the strong one five times it, within its time (a solve
    is cheap: most play decisions settle 200 worlds in well under a second)."""
    from .solitaire_search import SolitaireSearch

    worlds = budget.worlds // 2 if level == "normal" else budget.worlds * STRONG_FACTOR
    # Exchange and trump decisions take 3x and 2x the time (see SolitaireSearch).
    return SolitaireSearch(worlds=worlds, seconds=budget.seconds)


STRONG_FACTOR = 5


add_catalogue(
    {
        "hint_follow_lowest": {
            "en": "Play {card}: the lowest {suit} that beats {lead_card}; your higher cards stay for later leads.",
            "ja": "{card} を出しましょう。{lead_card} に勝てる最も低い{suit}で、強いカードは後のために残せます。",
        },
        "hint_trump_lowest": {
            "en": "Play {card}: you have no {suit}, and your lowest trump wins the trick.",
            "ja": "{card} を出しましょう。{suit}がないので、いちばん低い切り札で勝てます。",
        },
        "hint_joker": {
            "en": "Play the joker: no other card of yours can win this trick.",
            "ja": "ジョーカーを出しましょう。他のカードではこのトリックに勝てません。",
        },
        "hint_cannot_win": {
            "en": "No card of yours wins this trick; a lost card comes back to your hand, so {card} costs nothing.",
            "ja": "このトリックに勝てるカードはありません。負けたカードは手札に戻るので、{card} を出しても損はありません。",
        },
        "hint_exchange": {
            "en": "Exchange {count} card(s): {cards}. They are unlikely to win a trick, and each exchange still leaves enough dummy cards to empty your hand.",
            "ja": "{count} 枚を交換しましょう：{cards}。トリックに勝ちにくいカードで、交換後もダミーの札は足ります。",
        },
        "hint_keep_hand": {
            "en": "Keep your hand: every exchange adds a card to your hand and takes two from the dummy.",
            "ja": "交換しないでおきましょう。交換すると手札が1枚増え、ダミーの札が2枚減ります。",
        },
        "hint_trump": {
            "en": "Choose {suit} as trump: it is your strongest suit ({count} cards).",
            "ja": "{suit}を切り札にしましょう。いちばん強いマークです（{count} 枚）。",
        },
    }
)

__all__ = ["HEURISTIC", "SolitaireHeuristic", "best_trump_suit", "search_bot"]
