"""A heuristic Crescendo player: bid only what the hand can make, win late tricks.

Bidding: count likely winners for each trump, value them as late tricks (a strong
hand decides when it wins), and bid the smallest legal number with the best trump
if the estimate reaches it — any bid met or beaten scores at least the bid, so
bidding higher than needed only adds risk.
Play: the soloist wins cheaply when it can and leads its strength late; the
defenders take tricks the soloist would win and throw low cards otherwise.
"""

from __future__ import annotations

import random

from ..cards import JOKER, SUIT_LETTERS, SUITS, Card, suit_of
from ..games.crescendo import (
    AUCTION,
    MIN_BID,
    RANK,
    TRUMP_ORDER,
    CrescendoView,
    trump_of,
    winning_index,
)
from ..messages import Msg
from ..trick import NO_TRUMP
from .base import Decision
from .tricks import action_for, card_of, cards_seen, cheapest, dearest, winners_among


def likely_winners(hand: tuple[Card, ...], trump: int) -> float:
    total = 0.3 if JOKER in hand else 0.0
    for suit in SUITS:
        cards = sorted(
            (c for c in hand if c != JOKER and suit_of(c) == suit), key=RANK, reverse=True
        )
        held = {RANK(c) for c in cards}
        for card in cards:
            top = RANK(card)
            if suit == trump:
                if top == 5:
                    total += 1.0
                elif top == 4:
                    total += 0.9 if 5 in held or len(cards) >= 2 else 0.5
                elif top == 3:
                    total += 0.7 if len(cards) >= 3 else 0.3
                else:
                    total += 0.5 if len(cards) >= 4 else 0.2
            elif top == 5:
                total += 0.9 if trump == NO_TRUMP else 0.75
            elif top == 4 and 5 in held:
                total += 0.5
    return total


def estimate_points(hand: tuple[Card, ...], trump: int) -> float:
    """Winners valued as the latest tricks, discounted for the defenders' resistance."""
    winners = likely_winners(hand, trump)
    whole = int(winners)
    points = sum(range(7, 7 - whole, -1)) + (winners - whole) * (7 - whole)
    return points * 0.9  # 0.9 maximised the soloist points of 1,500 all-heuristic deals


class CrescendoHeuristic:
    name = "heuristic"

    def choose(self, view: CrescendoView, legal: list[str], rng: random.Random) -> Decision:
        if view.phase == AUCTION:
            return self._bid(view, legal)
        return self._play(view, legal)

    def _bid(self, view: CrescendoView, legal: list[str]) -> Decision:
        best_word, best_points = max(
            ((word, estimate_points(view.hand, trump_of(word))) for word in TRUMP_ORDER),
            key=lambda item: item[1],
        )
        for action in legal:
            if action.startswith("bid ") and action.endswith(f" {best_word}"):
                number = int(action.split()[1])
                if number <= best_points:
                    return Decision(
                        action, Msg("hint_bid", {"points": round(best_points), "bid": number})
                    )
                break
        return Decision("pass", Msg("hint_pass", {"points": round(best_points), "bid": MIN_BID}))

    def _play(self, view: CrescendoView, legal: list[str]) -> Decision:
        assert view.trump is not None
        trump, seat = view.trump, view.seat
        options = sorted({card_of(a) for a in legal}, key=RANK)
        number = len(view.tricks) + 1
        soloist = view.seat == view.soloist
        if not view.trick:
            return self._lead(view, legal, options, soloist, number)
        winners = winners_among(options, list(view.trick), seat, lambda p: winning_index(p, trump))
        current = view.trick[winning_index(list(view.trick), trump)].seat
        wants = (
            soloist
            or current == view.soloist
            or (view.soloist is not None and view.soloist not in {p.seat for p in view.trick})
        )
        if winners and wants:
            card = cheapest(winners, RANK)
            return Decision(
                action_for(card, legal), Msg("hint_win_cheaply", {"card": card, "n": number})
            )
        card = cheapest(options, RANK)
        return Decision(action_for(card, legal), Msg("hint_throw_low", {"card": card}))

    def _lead(
        self, view: CrescendoView, legal: list[str], options: list[Card], soloist: bool, number: int
    ) -> Decision:
        seen = cards_seen(view.tricks, view.trick)
        if JOKER in options and len(options) > 1 and number >= 5:
            # Name the suit others are most likely out of: the one most played already.
            suit = max(
                SUITS, key=lambda s: (sum(1 for c in seen if c != JOKER and suit_of(c) == s), -s)
            )
            return Decision(f"play JK {SUIT_LETTERS[suit]}", Msg("hint_joker_lead", {"suit": suit}))
        plain = [c for c in options if c != JOKER]
        if soloist and number >= 4:
            card = dearest(plain or options, RANK)
            return Decision(
                action_for(card, legal), Msg("hint_lead_strength", {"card": card, "n": number})
            )
        card = cheapest(plain or options, RANK)
        return Decision(action_for(card, legal), Msg("hint_lead_low", {"card": card}))
