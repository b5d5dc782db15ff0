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
from collections.abc import Sequence
from typing import Protocol

from ..cards import JOKER, NO_TRUMP, SUIT_MASK, SUITS, Card, cards_of, trump_of
from ..games.crescendo import (
    AUCTION,
    BID_BASE,
    BIDS,
    JOKER_LEAD,
    MIN_BID,
    PASS_ID,
    RANK,
    TABLES,
    TRUMP_ORDER,
    CrescendoView,
)
from ..messages import Msg, add_catalogue
from .base import Heuristic
from .tricks import best_so_far, cheapest, dearest


class CrescendoSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def soloist(self) -> int | None: ...
    def hand_mask(self, seat: int) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def trick_leader(self) -> int: ...
    def tricks_done(self) -> int: ...
    def led_suit(self) -> int | None: ...
    def played_mask(self) -> int: ...


def likely_winners(hand: int, trump: int) -> float:
    total = 0.3 if hand >> JOKER & 1 else 0.0
    for suit in SUITS:
        cards = sorted(cards_of(hand & SUIT_MASK[suit]), key=RANK, reverse=True)
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


def estimate_points(hand: int, trump: int) -> float:
    """Winners valued as the latest tricks, discounted for the defenders' resistance."""
    winners = likely_winners(hand, trump)
    whole = int(winners)
    points = sum(range(7, 7 - whole, -1)) + (winners - whole) * (7 - whole)
    return points * 0.9  # 0.9 maximised the soloist points of 1,500 all-heuristic deals


def _play_id(card: Card, legal: Sequence[int]) -> int:
    """The action that plays ``card`` (a led joker names clubs unless told otherwise)."""
    return card if card in legal else JOKER_LEAD


class CrescendoHeuristic(Heuristic[CrescendoSeen]):
    view_type = CrescendoView

    def pick(
        self,
        seen: CrescendoSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if seen.phase == AUCTION:
            return self._bid(seen.hand_mask(seat), legal, why)
        return self._play(seen, seat, legal, why)

    def _bid(self, hand: int, legal: Sequence[int], why: list[Msg] | None) -> int:
        best_word, best_points = max(
            ((word, estimate_points(hand, trump_of(word))) for word in TRUMP_ORDER),
            key=lambda item: item[1],
        )
        for action in legal:
            if action >= BID_BASE and BIDS[action - BID_BASE].trump == best_word:
                number = BIDS[action - BID_BASE].number
                if number <= best_points:
                    if why is not None:
                        why.append(Msg("hint_bid", {"points": round(best_points), "bid": number}))
                    return action
                break
        if why is not None:
            why.append(Msg("hint_pass", {"points": round(best_points), "bid": MIN_BID}))
        return PASS_ID

    def _play(
        self, seen: CrescendoSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        trump = seen.trump
        assert trump is not None
        options = sorted({a if a < JOKER_LEAD else JOKER for a in legal}, key=RANK)
        number = seen.tricks_done() + 1
        soloist = seat == seen.soloist
        trick = seen.trick_cards()
        if not trick:
            return self._lead(seen, legal, options, soloist, number, why)
        led = seen.led_suit()
        assert led is not None
        table = TABLES[trump + 1][led]
        index, best = best_so_far(trick, table)
        leader = seen.trick_leader()
        current = (leader + index) % 3
        played_by = {(leader + i) % 3 for i in range(len(trick))}
        winners = [c for c in options if table[c] > best]
        wants = (
            soloist
            or current == seen.soloist
            or (seen.soloist is not None and seen.soloist not in played_by)
        )
        if winners and wants:
            card = cheapest(winners, RANK)
            if why is not None:
                why.append(Msg("hint_win_cheaply", {"card": card, "n": number}))
            return _play_id(card, legal)
        card = cheapest(options, RANK)
        if why is not None:
            why.append(Msg("hint_throw_low", {"card": card}))
        return _play_id(card, legal)

    def _lead(
        self,
        seen: CrescendoSeen,
        legal: Sequence[int],
        options: list[Card],
        soloist: bool,
        number: int,
        why: list[Msg] | None,
    ) -> int:
        if JOKER in options and len(options) > 1 and number >= 5:
            # Name the suit others are most likely out of: the one most played already.
            played = seen.played_mask()
            suit = max(SUITS, key=lambda s: ((played & SUIT_MASK[s]).bit_count(), -s))
            if why is not None:
                why.append(Msg("hint_joker_lead", {"suit": suit}))
            return JOKER_LEAD + suit
        plain = [c for c in options if c != JOKER]
        if soloist and number >= 4:
            card = dearest(plain or options, RANK)
            if why is not None:
                why.append(Msg("hint_lead_strength", {"card": card, "n": number}))
            return _play_id(card, legal)
        card = cheapest(plain or options, RANK)
        if why is not None:
            why.append(Msg("hint_lead_low", {"card": card}))
        return _play_id(card, legal)


HEURISTIC = CrescendoHeuristic

add_catalogue(
    {
        "hint_bid": {
            "en": "Bid {bid}: this hand should make about {points} points.",
            "ja": "{bid} を宣言しましょう。この手札ならおよそ {points} 点取れそうです。",
        },
        "hint_pass": {
            "en": "Pass: this hand makes about {points} points, short of a winning bid.",
            "ja": "パスしましょう。この手札ではおよそ {points} 点で、勝てる宣言に届きません。",
        },
        "hint_joker_lead": {
            "en": "Lead the joker naming {suit}: the others are likely out of it.",
            "ja": "ジョーカーを{suit}としてリードしましょう。他の人はそのマークを持っていなさそうです。",
        },
    }
)

__all__ = ["HEURISTIC", "CrescendoHeuristic", "estimate_points", "likely_winners"]
