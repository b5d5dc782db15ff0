"""A heuristic Huutopussi player.

Bidding: the points a hand should bring its side — tricks its top cards should take
(their own points and what falls on them), marriages held (most of their value) and
halves (a little: the partner may give or show the other half), the partner's help
and a share of the last trick — less a margin; the first speaker bids the minimum or
asks for a redeal with a weak hand that allows one.
Exchange: the declarer's partner gives strength (aces, tens, K+Q pairs, halves of the
dearest marriages); the declarer gives back the cheapest cards of its shortest suits.
Raise: only holding a marriage, and only to well below what the hand should bring (a raise
adds a few points when made but any shortfall below it costs the whole bid).
Play: declare the dearest marriage as soon as the rules allow, then ask the partner;
lead sure winners (a won lead is what lets a side declare), else a cheap card; win a
trick an opponent holds as cheaply as possible, pile points on a partner's winner, and
throw cheap cards otherwise, keeping marriage cards while their suit can still score.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Protocol

from ...cards import FRENCH, SUIT_MASK, SUITS, Card, MarkWord, SuitWord, cards_of
from ...games.huutopussi import (
    ACTIONS,
    ANSWER,
    ASK_ID,
    ASK_SUIT_BASE,
    AUCTION,
    BID_BASE,
    BID_VALUES,
    GIVE,
    GIVE_BASE,
    MARRIAGE,
    MARRIAGE_ORDER,
    MARRY_BASE,
    MAX_BID,
    NONE_ID,
    NORAISE_ID,
    PACK,
    PACK_MASK,
    PAIR_MASK,
    PASS_ID,
    PLAY,
    POINTS,
    RAISE,
    RAISE_BASE,
    RANK_ORDERS,
    REDEAL_ID,
    RETURN,
    RETURN_BASE,
    SHOW_ID,
    STRONGER,
    TABLES,
    TRIPLE_ID,
    HuutopussiView,
    partner_of,
)
from ...messages import Msg, add_catalogue
from ...pieces import PiecesWord, PieceWord, mask_of
from ...view import View
from ..base import Heuristic
from ..tricks import best_so_far

MARGIN = 40  # bid this far below the estimate
RAISE_MARGIN = 100  # raise to this far below the estimate after the exchange
PARTNER_HELP = 40  # what a partner and the exchange add to a hand, on average
REDEAL_BELOW = 95  # a hand that allows a redeal is redealt when it is worth less

# Tables by card (below 64), per rank order (plain, traditional), computed once:
# ORDER[t][card] is RANK_ORDERS[t](card) (1 for the 6 … 9 for the top card);
ORDER = tuple(tuple(order(card) for card in range(64)) for order in RANK_ORDERS)
# ABOVE[t][card]: the cards of the pack in ``card``'s suit ranked above it;
ABOVE = tuple(
    tuple(
        sum(1 << c for c in PACK if c >> 4 == card >> 4 and ranks[c] > ranks[card])
        if PACK_MASK >> card & 1
        else 0
        for card in range(64)
    )
    for ranks in ORDER
)


def _strongest_first(ranks: tuple[int, ...], bits: int) -> tuple[int, ...]:
    """The steps up from a suit's 6 that ``bits`` holds, the strongest first by ``ranks``."""
    return tuple(sorted((r for r in range(9) if bits >> r & 1), key=lambda r: -ranks[6 + r]))


# HELD_FIRST[t][bits]: the cards of a suit held, by its nine rank bits (the 6 at bit 0), as
# steps up from the suit's 6, the strongest card first;
HELD_FIRST = tuple(tuple(_strongest_first(ranks, bits) for bits in range(512)) for ranks in ORDER)
# OPEN_PAIRS[scored]: the K and Q of every suit whose marriage has not scored.
OPEN_PAIRS = tuple(
    sum(PAIR_MASK[suit] for suit in SUITS if not scored >> suit & 1) for scored in range(16)
)
TRUMPS = (-1, *SUITS)  # trump + 1 indexes the tables by trump (-1: none yet)
# Sort keys by card, for the choices' max and min over a few cards:
# LEAD_KEY[t][trump + 1][card]: its points, whether it is a trump, its rank, the card;
LEAD_KEY = tuple(
    tuple(tuple((POINTS[c], c >> 4 == trump, ranks[c], c) for c in range(64)) for trump in TRUMPS)
    for ranks in ORDER
)
# SMEAR_KEY[t][card]: its points, then the lower rank, the card;
SMEAR_KEY = tuple(tuple((POINTS[c], -ranks[c], c) for c in range(64)) for ranks in ORDER)
# WIN_KEY[t][trump + 1][led][card]: its strength in the trick, its points, the card;
WIN_KEY = tuple(
    tuple(
        tuple(tuple((table[c], POINTS[c], c) for c in range(64)) for table in by_led)
        for by_led in by_trump
    )
    for by_trump in TABLES
)
# DUCK_KEY[t][trump + 1][led][card]: its points, its strength in the trick, its rank, the card.
DUCK_KEY = tuple(
    tuple(
        tuple(tuple((POINTS[c], table[c], ranks[c], c) for c in range(64)) for table in by_led)
        for by_led in by_trump
    )
    for by_trump, ranks in zip(TABLES, ORDER, strict=True)
)


class HuutopussiSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def declarer(self) -> int | None: ...
    @property
    def contract(self) -> int | None: ...
    @property
    def high_bid(self) -> int: ...
    @property
    def calls(self) -> tuple[tuple[int, str], ...]: ...
    @property
    def traditional(self) -> bool: ...
    @property
    def scored(self) -> int: ...
    @property
    def declarations(self) -> Sequence[tuple[int, str, int, str]]: ...
    @property
    def trick_counts(self) -> Sequence[int]: ...
    def hand_mask(self, seat: int) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def trick_leader(self) -> int: ...
    def played_mask(self) -> int: ...


def estimate(hand: int, traditional: bool, scored: int = 0) -> float:
    """The points ``hand`` should bring its side (its partner's help included)."""
    ranks = ORDER[int(traditional)]
    held_first = HELD_FIRST[int(traditional)]
    total = PARTNER_HELP + 10.0  # and about half the chances of the last trick
    for suit in SUITS:
        held = hand & SUIT_MASK[suit]
        if not held:
            continue
        six = suit * 16 + 6
        top = 9  # the strength of the best card of the suit
        for step in held_first[held >> six & 511]:
            card = six + step
            if ranks[card] == top:  # a winner while the cards above it are ours
                total += 12 + POINTS[card]
                top -= 1
            else:
                total += POINTS[card] * 0.3
        pair = PAIR_MASK[suit]
        if not scored >> suit & 1:
            if held & pair == pair:
                total += MARRIAGE[suit] * 0.85
            elif held & pair:
                total += MARRIAGE[suit] * 0.2
    return total


def keep_value(card: Card, hand: int, traditional: bool, scored: int) -> float:
    """How much the declarer wants to keep ``card`` (a small value: give it back)."""
    suit = card >> 4
    value = (
        POINTS[card] * 3 + ORDER[int(traditional)][card] + 2 * (hand & SUIT_MASK[suit]).bit_count()
    )
    pair = PAIR_MASK[suit]
    if 1 << card & pair and not scored >> suit & 1:
        value += 60 if hand & pair == pair else 10 + MARRIAGE[suit] // 10
    return value


def give_value(card: Card, hand: int, traditional: bool) -> float:
    """How much giving ``card`` helps the declarer."""
    suit = card >> 4
    strength = ORDER[int(traditional)][card]
    value = POINTS[card] * 2 + (25 if strength == 9 else strength)
    pair = PAIR_MASK[suit]
    if 1 << card & pair:
        value += 40 + MARRIAGE[suit] // 4 if hand & pair == pair else 8 + MARRIAGE[suit] // 8
    return value


def _mask_id(base: int, cards: Sequence[Card]) -> int:
    return base + TRIPLE_ID[mask_of(cards)]


class HuutopussiHeuristic(Heuristic[HuutopussiSeen]):
    view_type = HuutopussiView
    contract_facet = True  # a searched reason may say the contract is made more often

    def pick(
        self,
        seen: HuutopussiSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if len(legal) == 1:
            return self._forced(legal[0], why)
        phase = seen.phase
        if phase != PLAY:
            if phase == AUCTION:
                return self._bid(seen, seat, legal, why)
            if phase == GIVE:
                return self._give(seen, seat, why)
            if phase == RETURN:
                return self._return(seen, seat, why)
            if phase == RAISE:
                return self._raise(seen, seat, legal, why)
            if phase == ANSWER:
                return self._answer(legal, why)
        cards = legal
        if max(legal) >= BID_BASE:  # declarations besides the cards
            declarations = [a for a in legal if a >= BID_BASE]
            action = self._declaration(seen, seat, declarations, why)
            if action is not None:
                return action
            cards = [a for a in legal if a < BID_BASE]
        trick = seen.trick_cards()
        if not trick:
            return self._lead(seen, seat, cards, why)
        return self._follow(seen, seat, trick, cards, why)

    # -- decisions before the play ----------------------------------------------------------

    def _forced(self, action: int, why: list[Msg] | None) -> int:
        if why is not None:
            if action == NONE_ID:
                why.append(Msg("hint_hp_none"))
            elif action == SHOW_ID:
                why.append(Msg("hint_hp_show"))
            else:
                why.append(Msg("hint_hp_forced"))
        return action

    def _bid(
        self, seen: HuutopussiSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        hand = seen.hand_mask(seat)
        worth = estimate(hand, seen.traditional)
        if worth < REDEAL_BELOW and REDEAL_ID in legal:
            if why is not None:
                why.append(Msg("hint_hp_redeal", {"points": round(worth)}))
            return REDEAL_ID
        # The auction's actions are bids, a pass and a redeal, the bids with the lowest ids.
        least = min(legal)
        lowest = least if least < BID_BASE + len(BID_VALUES) else None  # None: no bid is open
        if PASS_ID not in legal and lowest is not None:  # the first speaker must bid
            if why is not None:
                why.append(Msg("hint_hp_open", {"points": round(worth)}))
            return lowest
        high_seat = next((s for s, c in reversed(seen.calls) if c.startswith("bid")), -1)
        limit = worth - MARGIN - (40 if high_seat == partner_of(seat) else 0)
        if lowest is not None and BID_VALUES[lowest - BID_BASE] <= limit:
            if why is not None:
                n = BID_VALUES[lowest - BID_BASE]
                why.append(Msg("hint_hp_bid", {"points": round(worth), "bid": n}))
            return lowest
        if why is not None:
            n = seen.high_bid + 5  # the least bid open
            if high_seat == partner_of(seat):
                key = "hint_hp_pass_partner"
            else:
                key = "hint_hp_pass" if round(worth) < n else "hint_hp_pass_margin"
            why.append(Msg(key, {"points": round(worth), "bid": n}))
        return PASS_ID

    def _give(self, seen: HuutopussiSeen, seat: int, why: list[Msg] | None) -> int:
        hand = seen.hand_mask(seat)
        cards = sorted(
            cards_of(hand), key=lambda c: (give_value(c, hand, seen.traditional), c), reverse=True
        )[:3]
        if why is not None:
            why.append(Msg("hint_hp_give", {"cards": PiecesWord(FRENCH, tuple(cards))}))
        return _mask_id(GIVE_BASE, cards)

    def _return(self, seen: HuutopussiSeen, seat: int, why: list[Msg] | None) -> int:
        hand = seen.hand_mask(seat)
        cards = self._return_order(seen, hand)[:3]
        if why is not None:
            why.append(Msg("hint_hp_return", {"cards": PiecesWord(FRENCH, tuple(cards))}))
        return _mask_id(RETURN_BASE, cards)

    def _return_order(self, seen: HuutopussiSeen, hand: int) -> list[Card]:
        return sorted(
            cards_of(hand), key=lambda c: (keep_value(c, hand, seen.traditional, seen.scored), c)
        )

    def _raise(
        self, seen: HuutopussiSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        contract = seen.contract or 0
        hand = seen.hand_mask(seat)
        if not any(hand & PAIR_MASK[suit] == PAIR_MASK[suit] for suit in SUITS):
            # A raise adds at most its few points when the contract is made, but any shortfall
            # below it costs the whole bid: without a marriage in hand the points above the
            # contract are not there to count on (the heuristic's own raises without one lost
            # more than they gained over 400 deals).
            if why is not None:
                why.append(Msg("hint_hp_noraise_marriage", {"n": contract}))
            return NORAISE_ID
        worth = estimate(hand, seen.traditional) - PARTNER_HELP / 2
        target = min(MAX_BID, int(worth - RAISE_MARGIN) // 5 * 5)
        if target > contract:
            action = RAISE_BASE + BID_VALUES.index(target)
            if action in legal:
                if why is not None:
                    why.append(Msg("hint_hp_raise", {"points": round(worth), "n": target}))
                return action
        if why is not None:
            why.append(Msg("hint_hp_noraise", {"points": round(worth), "n": contract}))
        return NORAISE_ID

    @staticmethod
    def _dearest_marriage(legal: Sequence[int], why: list[Msg] | None) -> int | None:
        """The most valuable marriage among the legal actions (None: no marriage)."""
        marriages = [a for a in legal if MARRY_BASE <= a < MARRY_BASE + 4]
        if not marriages:
            return None
        action = max(marriages, key=lambda a: MARRIAGE[a - MARRY_BASE])
        if why is not None:
            suit = action - MARRY_BASE
            why.append(Msg("hint_hp_marry", {"mark": MarkWord(suit), "points": MARRIAGE[suit]}))
        return action

    def _answer(self, legal: Sequence[int], why: list[Msg] | None) -> int:
        action = self._dearest_marriage(legal, why)
        return action if action is not None else self._forced(legal[0], why)

    def _declaration(
        self, seen: HuutopussiSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int | None:
        action = self._dearest_marriage(legal, why)
        if action is not None:
            return action
        hand = seen.hand_mask(seat)
        unseen = PACK_MASK & ~hand & ~seen.played_mask()
        open_suits = [s for s in MARRIAGE_ORDER if not seen.scored >> s & 1]
        # A partner who answered "none" still lacks it: a hand only loses cards.
        refused = {
            ACTIONS.parse(text)
            for asker, text, _, answer in seen.declarations
            if asker == seat and answer == "none"
        }
        legal = [action for action in legal if action not in refused]
        whole = [s for s in open_suits if unseen & PAIR_MASK[s] == PAIR_MASK[s]]
        if ASK_ID in legal and whole:
            if why is not None:
                why.append(Msg("hint_hp_ask", {"suit": SuitWord(whole[0])}))
            return ASK_ID
        for suit in open_suits:
            action = ASK_SUIT_BASE + suit
            if action in legal and unseen & PAIR_MASK[suit] & ~hand:
                if why is not None:
                    why.append(Msg("hint_hp_ask_suit", {"suit": SuitWord(suit)}))
                return action
        return None

    # -- the play ---------------------------------------------------------------------------

    def _precious(self, seen: HuutopussiSeen, hand: int) -> int:
        """Marriage cards whose suit can still score (kept while there is a choice)."""
        return hand & OPEN_PAIRS[seen.scored]

    def _lead(
        self, seen: HuutopussiSeen, seat: int, cards: Sequence[Card], why: list[Msg] | None
    ) -> int:
        traditional = int(seen.traditional)
        hand = seen.hand_mask(seat)
        unseen = PACK_MASK & ~hand & ~seen.played_mask()
        trump = seen.trump if seen.trump is not None else -1
        trumps_out = (unseen & SUIT_MASK[trump]).bit_count() if trump >= 0 else 0
        precious = self._precious(seen, hand)
        above = ABOVE[traditional]
        # Sure winners: no unseen card of the suit above, and no trump that could cut it.
        winners = [
            c for c in cards if not unseen & above[c] and (c >> 4 == trump or trumps_out == 0)
        ]
        if winners:
            card = max(winners, key=LEAD_KEY[traditional][trump + 1].__getitem__)
            if why is not None:
                why.append(Msg("hint_hp_lead_boss", {"card": PieceWord(FRENCH, card)}))
            return card
        plain = [c for c in cards if not 1 << c & precious] or cards
        card = min(plain, key=LEAD_KEY[traditional][trump + 1].__getitem__)
        if why is not None:
            if len(cards) == 1:
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, card)}))
            else:
                why.append(
                    Msg(
                        "hint_hp_lead_low",
                        {"card": PieceWord(FRENCH, card), "points": POINTS[card]},
                    )
                )
        return card

    def _follow(
        self,
        seen: HuutopussiSeen,
        seat: int,
        trick: Sequence[Card],
        cards: Sequence[Card],
        why: list[Msg] | None,
    ) -> int:
        traditional = int(seen.traditional)
        trump = seen.trump if seen.trump is not None else -1
        led = trick[0] >> 4
        table = TABLES[traditional][trump + 1][led]
        index, best = best_so_far(trick, table)
        stronger = STRONGER[traditional][trump + 1][led][trick[index]]  # cards above ``best``
        winner = (seen.trick_leader() + index) % 4
        partner_wins = winner == partner_of(seat)
        last = len(trick) == 3
        hand = seen.hand_mask(seat)
        precious = self._precious(seen, hand)
        if partner_wins and (last or self._safe(seen, seat, stronger)):
            spare = [c for c in cards if not (stronger | precious) >> c & 1] or cards
            card = max(spare, key=SMEAR_KEY[traditional].__getitem__)
            if why is not None:
                key = "hint_hp_smear" if POINTS[card] else "hint_hp_smear_none"
                number = sum(seen.trick_counts) + 1
                why.append(
                    Msg(key, {"card": PieceWord(FRENCH, card), "points": POINTS[card], "n": number})
                )
            return card
        beaters = [c for c in cards if stronger >> c & 1]
        if beaters and not partner_wins:
            card = min(beaters, key=WIN_KEY[traditional][trump + 1][led].__getitem__)
            if why is not None:
                key = "hint_hp_win" if last else "hint_hp_win_so_far"
                points = sum(POINTS[c] for c in trick) + POINTS[card]
                why.append(Msg(key, {"card": PieceWord(FRENCH, card), "points": points}))
            return card
        spare = [c for c in cards if not 1 << c & precious] or cards
        card = min(spare, key=DUCK_KEY[traditional][trump + 1][led].__getitem__)
        if why is not None:
            number = sum(seen.trick_counts) + 1
            if len(cards) == 1:
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, card)}))
            elif partner_wins:  # but an unseen card could still beat the partner's
                why.append(
                    Msg("hint_hp_partner_unsafe", {"card": PieceWord(FRENCH, card), "n": number})
                )
            else:
                why.append(
                    Msg("hint_tricks_cannot_win", {"card": PieceWord(FRENCH, card), "n": number})
                )
        return card

    def _safe(self, seen: HuutopussiSeen, seat: int, stronger: int) -> bool:
        """Whether no card the seat cannot see is ``stronger`` than the trick's best (a
        rough check that the partner's card will hold)."""
        unseen = PACK_MASK & ~seen.hand_mask(seat) & ~seen.played_mask()
        return not unseen & stronger

    # -- for the search ---------------------------------------------------------------------

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """Few choices worth weighing: an exchange among the likeliest cards, the bids
        around the heuristic's (every bid would drown the search), and no raise or the
        heuristic's own."""
        assert isinstance(view, HuutopussiView)
        hand = view.hand_mask()
        if view.phase == GIVE:
            ranked = sorted(
                cards_of(hand),
                key=lambda c: (give_value(c, hand, view.traditional), c),
                reverse=True,
            )
            return [_mask_id(GIVE_BASE, t) for t in combinations(ranked[:5], 3)]
        if view.phase == RETURN:
            ranked = self._return_order(view, hand)
            return [_mask_id(RETURN_BASE, t) for t in combinations(ranked[:5], 3)]
        if view.phase == RAISE:
            # A raise changes no card of the play, only what the same play scores: it adds a
            # few points where the contract is made and loses the bid where the side falls
            # between the old contract and the new.  A few worlds cannot show that band is
            # rare enough (at 130, a raise of 25 needs it below one deal in eleven), and the
            # best of several noisy raises looks better than it is: weigh only no raise
            # against the raise the hand's sure points allow.
            chosen = self.pick(view, view.seat, legal, rng, None)
            return [a for a in legal if a in (NORAISE_ID, chosen)]
        if view.phase == AUCTION:
            # Pass, the heuristic's call and the lowest bid: a jump is judged on a few worlds
            # whose totals it happens to fit (a 30-point hand jumped 70 to 95 on them).
            chosen = self.pick(view, view.seat, legal, rng, None)
            keep = {PASS_ID, REDEAL_ID, chosen}
            lowest = min((a for a in legal if a < PASS_ID), default=None)  # the bids
            if lowest is not None:
                keep.add(lowest)
            return [a for a in legal if a in keep]
        if view.phase == PLAY:
            return self._worth_playing(view, legal)
        return list(legal)

    def _worth_playing(self, view: HuutopussiView, legal: Sequence[int]) -> list[int]:
        """The plays worth searching: all of them, unless the trick is surely the other
        side's — their card is the best of the trick, none of mine beats it and no card
        unseen does.  Then only the cards that give them the fewest points, and of those
        none that breaks a marriage still to score when another will do: a few worlds
        played out cannot tell a thrown ace from a thrown six (the whole rest of the deal
        moves with it), and giving the points away is never the better play."""
        trick = view.trick_cards()
        if not trick or max(legal) >= BID_BASE:
            return list(legal)
        seat = view.seat
        traditional = int(view.traditional)
        trump = view.trump if view.trump is not None else -1
        led = trick[0] >> 4
        index, _ = best_so_far(trick, TABLES[traditional][trump + 1][led])
        stronger = STRONGER[traditional][trump + 1][led][trick[index]]
        winner = (view.trick_leader() + index) % 4
        if winner in (seat, partner_of(seat)) or any(stronger >> c & 1 for c in legal):
            return list(legal)
        if not self._safe(view, seat, stronger):
            return list(legal)
        least = min(POINTS[c] for c in legal)
        cheapest = [c for c in legal if POINTS[c] == least]
        precious = self._precious(view, view.hand_mask())
        return [c for c in cheapest if not 1 << c & precious] or cheapest


HEURISTIC = HuutopussiHeuristic

add_catalogue(
    {
        "hint_hp_forced": {
            "en": "the rules allow nothing else here.",
            "ja": "ルール上、ほかにできることはありません。",
        },
        "hint_hp_none": {
            "en": "{I} do not hold what {my} partner asked for.",
            "ja": "パートナーに求められたものを持っていません。",
        },
        "hint_hp_show": {
            "en": "{I} hold the card {my} partner asked for, so the marriage scores and its suit "
            "becomes trump.",
            "ja": "パートナーが求めたカードを持っているので、マリッジが得点になり、そのマークが切り札になります。",
        },
        "hint_hp_redeal": {
            "en": "{my} hand should bring {my} side only about {points} points.",
            "ja": "{my}手札では味方におよそ {points} 点しか見込めません。",
        },
        "hint_hp_open": {
            "en": "the first speaker must bid, and {my} hand should bring {my} side about "
            "{points} points.",
            "ja": "最初の人はビッドしなければならず、{my}手札なら味方におよそ {points} 点が見込めます。",
        },
        "hint_hp_bid": {
            "en": "with {my} partner's help {my} hand should bring about {points} points, well "
            "above {bid}.",
            "ja": "パートナーの助けを合わせれば{my}手札でおよそ {points} 点が見込め、{bid} を十分に上回ります。",
        },
        "hint_hp_pass": {
            "en": "even with {my} partner's help {my} hand should bring only about {points} "
            "points, short of {bid}.",
            "ja": "パートナーの助けを合わせても{my}手札ではおよそ {points} 点で、{bid} に届きません。",
        },
        "hint_hp_pass_margin": {
            "en": "with {my} partner's help {my} hand should bring about {points} points, too "
            "close to {bid} to risk it.",
            "ja": "パートナーの助けを合わせると{my}手札でおよそ {points} 点で、{bid} を約束するには余裕が足りません。",
        },
        "hint_hp_pass_partner": {
            "en": "{my} partner holds the highest bid, and {my} hand, at about {points} points, "
            "is not strong enough to take it over.",
            "ja": "パートナーが最高ビッドを持っていて、{my}手札（およそ {points} 点）では取って代わるほど強くありません。",
        },
        "hint_hp_give": {
            "en": "these three of {my} cards should help {my} partner, the declarer, most.",
            "ja": "この 3 枚が、デクレアラーであるパートナーの役にいちばん立ちそうな{my}カードです。",
        },
        "hint_hp_return": {
            "en": "these three are the cards {I} need least.",
            "ja": "この 3 枚が{my}手札でいちばん要らないカードです。",
        },
        "hint_hp_raise": {
            "en": "after the exchange {my} hand should bring about {points} points, well above "
            "{n}.",
            "ja": "交換後の{my}手札ならおよそ {points} 点が見込め、{n} を十分に上回ります。",
        },
        "hint_hp_noraise": {
            "en": "after the exchange {my} hand should bring about {points} points, which "
            "leaves no safe room above the contract of {n}.",
            "ja": "交換後の{my}手札ではおよそ {points} 点の見込みで、契約 {n} より上げる余裕はありません。",
        },
        "hint_hp_noraise_marriage": {
            "en": "{I} hold no marriage, so the points above the contract of {n} are not sure, "
            "and falling short of a raise would cost the whole bid.",
            "ja": "マリッジを持っていないので契約 {n} を超える点は確かではなく、上げた契約に届かなければビッド全体を失います。",
        },
        "hint_hp_marry": {
            "en": "the {mark} marriage is the dearest {I} can declare: it scores {points} points "
            "at once and makes {mark} trump.",
            "ja": "{mark}のマリッジは宣言できるなかでいちばん点が高く、すぐに {points} 点が入り、{mark}が切り札になります。",
        },
        "hint_hp_ask": {
            "en": "both the K and the Q of {suit} are still unseen, so {my} partner may hold "
            "that marriage.",
            "ja": "{suit}の K と Q はどちらもまだ見えておらず、パートナーがそのマリッジを持っているかもしれません。",
        },
        "hint_hp_ask_suit": {
            "en": "{I} hold one half of the {suit} marriage, and the other is still unseen.",
            "ja": "{suit}のマリッジの片方を持っていて、もう片方はまだ見えていません。",
        },
        "hint_hp_lead_boss": {
            "en": "no unseen card can beat {card}, so the trick and the next lead are {mine}.",
            "ja": "まだ見えていないカードに {card} より強いものはないので、このトリックも次のリードも{mine}です。",
        },
        "hint_hp_lead_low": {
            "en": "none of {my} cards is sure to win this trick, and {card} ({points} "
            "{points|point|points}) puts the least at risk among those {I} can spare.",
            "ja": "このトリックに確実に勝てるカードがなく、{card}（{points} 点）は手放せるカードのなかで失うものがいちばん少ないカードです。",
        },
        "hint_hp_smear": {
            "en": "{my} side takes trick {n} whatever comes, so {card} adds its {points} points "
            "to it.",
            "ja": "第 {n} トリックは何が出ても味方が取るので、{card} で {points} 点を乗せます。",
        },
        "hint_hp_smear_none": {
            "en": "{my} side takes trick {n} whatever comes, and {I} have no points to spare "
            "for it.",
            "ja": "第 {n} トリックは何が出ても味方が取りますが、乗せられる点のあるカードがありません。",
        },
        "hint_hp_partner_unsafe": {
            "en": "{my} partner is winning trick {n} so far, but an unseen card could still "
            "beat it, so {I} add only {card}.",
            "ja": "第 {n} トリックはいまパートナーが勝っていますが、まだ見えていないカードに負けるかもしれないので、{card} だけにしておきます。",
        },
        "hint_hp_win": {
            "en": "{card} is {my} cheapest card that takes the trick, with {points} "
            "{points|point|points} in it.",
            "ja": "{card} はこのトリックを取れるカードでいちばん安く、いまトリックにある点は {points} 点です。",
        },
        "hint_hp_win_so_far": {
            "en": "{card} is {my} cheapest card that beats the cards played so far, with {points} "
            "{points|point|points} in the trick.",
            "ja": "{card} はここまでに出たカードに勝てるうちでいちばん安いカードで、いまトリックにある点は {points} 点です。",
        },
    }
)

__all__ = ["HEURISTIC", "HuutopussiHeuristic", "estimate", "give_value", "keep_value"]
