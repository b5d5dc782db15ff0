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
from functools import cache
from typing import Protocol

from ....cards import FRENCH, JOKER, SUITS, Card, RankWord, SuitWord, rank_of, suit_of, trump_word
from ....games.mustfollow_solitaire import (
    EXCHANGE,
    EXCHANGE_BASE,
    PLAY,
    TRUMP,
    TRUMP_BASE,
    TRUMP_CHOICES,
    SolitaireView,
    winning_plays,
    wins_trick,
)
from ....messages import Msg, add_catalogue
from ....pieces import PiecesWord, PieceWord
from ...base import Bot, Heuristic
from ...levels import Budget


class SolitaireSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def lead(self) -> Card | None: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def stock_count(self) -> int: ...


def best_trump_suit(hand: Sequence[Card]) -> int:
    """The suit with the most cards, high cards breaking ties."""
    counts = [0] * len(SUITS)
    rank_sum = [0] * len(SUITS)
    for card in hand:
        if card != JOKER:
            counts[card >> 4] += 1
            rank_sum[card >> 4] += card & 15
    return max(SUITS, key=lambda s: (counts[s], rank_sum[s]))


# A card's play against each lead and trump is one of a few hundred orders: each is made
# once (53 leads, five trumps).
@cache
def play_order(lead: Card, trump: int) -> list[int]:
    """Sort key by card for the play to ``lead``: first the cards that win the trick (the
    joker aside), then the joker (it wins unless it was led), then the rest; each group
    lowest rank first."""
    keys = []
    for card in range(128):
        if card == JOKER:
            group = 1 if lead != JOKER else 2
        else:
            group = 0 if wins_trick(lead, card, trump) else 2
        keys.append(group * 16 + rank_of(card))
    return keys


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
        phase = seen.phase
        if phase == PLAY:
            return self._play(seen, legal, why)
        if phase == EXCHANGE:
            return self._exchange(seen.hand, why)
        if phase == TRUMP:
            suit = best_trump_suit(seen.hand)
            if why is not None:
                counts = Counter(suit_of(c) for c in seen.hand if c != JOKER)
                tied = sum(1 for n in counts.values() if n == counts[suit]) > 1
                why.append(
                    Msg(
                        "hint_trump_tie" if tied else "hint_trump",
                        {"suit": SuitWord(suit), "n": counts[suit]},
                    )
                )
            return TRUMP_BASE + TRUMP_CHOICES.texts.index(f"trump {trump_word(suit)}")
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
                why.append(
                    Msg(
                        "hint_keep_hand",
                        {"suit": SuitWord(trump), "rank": RankWord(self.discard_below)},
                    )
                )
            else:
                ordered = tuple(c for c in hand if c in losers)  # canonical: hand order
                why.append(
                    Msg("hint_exchange", {"n": len(ordered), "cards": PiecesWord(FRENCH, ordered)})
                )
        return EXCHANGE_BASE + sum(1 << i for i, c in enumerate(hand) if c in losers)

    def _play(self, seen: SolitaireSeen, legal: Sequence[int], why: list[Msg] | None) -> int:
        """The lowest card that wins the trick (the joker aside), else the joker, else the
        lowest card: nothing wins and the card comes back, so keep the lesson simple."""
        lead, trump = seen.lead, seen.trump
        assert lead is not None and trump is not None
        card = min(legal, key=play_order(lead, trump).__getitem__)
        if why is None:
            return card
        winners = [c for c in winning_plays(lead, trump, legal) if c != JOKER]
        if winners:
            why.append(self._win_words(seen, card, winners))
        elif card == JOKER:
            alone = len(seen.hand) == 1
            key = "hint_win_empties" if alone else "hint_joker"
            why.append(Msg(key, {"card": PieceWord(FRENCH, JOKER)}))
        else:
            why.append(Msg("hint_cannot_win", {"card": PieceWord(FRENCH, card)}))
        return card

    @staticmethod
    def _win_words(seen: SolitaireSeen, card: Card, winners: Sequence[Card]) -> Msg:
        """Why ``card``, the cheapest of ``winners`` (the joker aside), takes the trick:
        it empties the hand, it wins the last trick, or the higher winners stay."""
        lead = seen.lead
        assert lead is not None
        params = {
            "card": PieceWord(FRENCH, card),
            "lead_card": PieceWord(FRENCH, lead),
            "suit": SuitWord(suit_of(lead)),
        }
        if len(seen.hand) == 1:
            return Msg("hint_win_empties", params)
        if not seen.stock_count:
            return Msg("hint_win_last", params)
        followed = suit_of(card) == suit_of(lead)
        if len(winners) > 1:
            return Msg("hint_follow_lowest" if followed else "hint_trump_lowest", params)
        return Msg("hint_follow_only" if followed else "hint_trump_only", params)


HEURISTIC = SolitaireHeuristic


def search_bot(level: str, budget: Budget) -> Bot:
    """The search levels: the exact solver over sampled stock orders.  The normal level
    solves half its world budget; the strong one five times it, within its time (a solve
    is cheap: most play decisions settle 200 worlds in well under a second)."""
    from .search import SolitaireSearch

    worlds = budget.worlds // 2 if level == "normal" else budget.worlds * STRONG_FACTOR
    # Exchange and trump decisions take 3x and 2x the time (see SolitaireSearch).
    return SolitaireSearch(SolitaireHeuristic(), worlds=worlds, seconds=budget.seconds)


STRONG_FACTOR = 5


# The reasons are clauses in the deciding seat's voice (the table shows the action first).
add_catalogue(
    {
        "hint_follow_lowest": {
            "en": "{card} is the lowest of {my} {suit} that beats {lead_card}; the higher ones "
            "stay for later tricks.",
            "ja": "{lead_card} に勝てる{suit}のうち {card} がいちばん低く、高いカードは後のトリックに"
            "残せます。",
        },
        "hint_follow_only": {
            "en": "{card} is the only one of {my} {suit} that beats {lead_card}.",
            "ja": "{lead_card} に勝てる{suit}は {card} だけです。",
        },
        "hint_trump_lowest": {
            "en": "{I} hold no {suit}, and {card} is the lowest of {my} trumps; the higher ones "
            "stay for later tricks.",
            "ja": "{suit}がなく、{card} は切り札のうちいちばん低いカードです。高い切り札は後のトリックに"
            "残せます。",
        },
        "hint_trump_only": {
            "en": "{I} hold no {suit}, and {card}, {my} only trump, wins the trick.",
            "ja": "{suit}がなく、ただ1枚の切り札 {card} でこのトリックに勝てます。",
        },
        "hint_win_empties": {
            "en": "{card} wins the trick and empties {my} hand: the deal is won.",
            "ja": "{card} でこのトリックに勝つと手札がなくなり、このディールは勝ちです。",
        },
        "hint_win_last": {
            "en": "{card} wins the last trick, which leaves the fewest cards in {my} hand.",
            "ja": "最後のトリックです。{card} で勝つと、最後に残る手札がいちばん少なくなります。",
        },
        "hint_joker": {
            "en": "no other card of {mine} wins this trick.",
            "ja": "ほかのカードではこのトリックに勝てません。",
        },
        "hint_cannot_win": {
            "en": "no card of {mine} wins this trick; a lost card comes back to {my} hand, so "
            "{card} costs nothing.",
            "ja": "このトリックに勝てるカードはありません。負けたカードは手札に戻るので、{card} を"
            "出しても損はありません。",
        },
        "hint_exchange": {
            "en": "{cards} are unlikely to win a trick, and with {n} exchanged the dummy still "
            "holds enough cards for {me} to empty {my} hand.",
            "en_one": "{cards} is unlikely to win a trick, and with one exchanged the dummy "
            "still holds enough cards for {me} to empty {my} hand.",
            "ja": "{cards} はトリックに勝ちにくいカードです。{n} 枚交換しても、手札を出し切るのに"
            "足りるだけのカードがダミーに残ります。",
        },
        "hint_keep_hand": {
            "en": "each card exchanged adds one to {my} hand and takes two from the dummy, and "
            "outside {suit} {I} hold no card below {rank}.",
            "ja": "交換すると1枚ごとに手札が1枚増え、ダミーが2枚減ります。{suit}以外に {rank} "
            "より低いカードはありません。",
        },
        "hint_trump": {
            "en": "{suit} is {my} longest suit, with {n} {n|card|cards}.",
            "ja": "{suit}がいちばん枚数の多いマークです（{n} 枚）。",
        },
        "hint_trump_tie": {
            "en": "{suit} ties for {my} longest suit ({n} {n|card|cards}), and its ranks add "
            "up to the most.",
            "ja": "{suit}は枚数がいちばん多いマークのひとつ（{n} 枚）で、ランクの合計がいちばん"
            "大きいマークです。",
        },
    }
)

__all__ = ["HEURISTIC", "SolitaireHeuristic", "best_trump_suit", "search_bot"]
