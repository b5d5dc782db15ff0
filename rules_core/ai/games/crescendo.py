"""A heuristic Crescendo player: bid only what the hand can make, win late tricks.

Bidding: count likely winners for each trump, value them as late tricks (a strong
hand decides when it wins), and bid the smallest legal number with the best trump
if the estimate reaches it — any bid met or beaten scores at least the bid, so
bidding higher than needed only adds risk.
Play: the soloist wins cheaply when it can and leads its strength late; the
defenders take tricks the soloist would win and throw low cards otherwise.  A joker
led late names the suit with the fewest cards unseen, which the others are likeliest
to be out of.  A soloist whose tricks already make its bid exactly loses every trick
left: the double score beats any overshoot.
Search: the auction is searched among a pass, the heuristic's bid and the lowest bid of
each trump, not every bid.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Protocol, cast

from ...cards import FRENCH, JOKER, NO_TRUMP, SUIT_MASK, SUITS, Card, SuitWord, cards_of, trump_of
from ...games.crescendo import (
    AUCTION,
    BID_BASE,
    BIDS,
    JOKER_LEAD,
    PACK,
    PASS_ID,
    RANK,
    TABLES,
    TRUMP_ORDER,
    Bid,
    CrescendoView,
)
from ...messages import Msg, add_catalogue
from ...pieces import PieceWord, mask_of
from ...view import View
from ..base import Heuristic
from ..tricks import best_so_far, win_cheaply


class CrescendoSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def soloist(self) -> int | None: ...
    @property
    def bid(self) -> Bid | None: ...
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


# A hand bids once, but a search deals the same hand again in every world and plays out
# every candidate from it: its best trump is kept (bounded: the process plays on).
@lru_cache(maxsize=4096)
def best_estimate(hand: int) -> tuple[str, float]:
    """The trump word whose :func:`estimate_points` is the highest (the weakest first
    among equals), and that estimate."""
    return max(
        ((word, estimate_points(hand, trump_of(word))) for word in TRUMP_ORDER),
        key=lambda item: item[1],
    )


# Sort key by card: by rank (the ace highest, the joker lowest), then by suit.
LOW_FIRST = [RANK(c) * 8 + (c >> 4 & 7) for c in range(128)]


def _play_id(card: Card, legal: Sequence[int]) -> int:
    """The action that plays ``card`` (a led joker names clubs unless told otherwise)."""
    return card if card in legal else JOKER_LEAD


PACK_MASK = mask_of(PACK)


def _trump_words(trump: int) -> Msg:
    """A trump as a reason names it: "spades as trump", "no trump"."""
    if trump == NO_TRUMP:
        return Msg("cr_trump_none")
    return Msg("cr_trump_suit", {"suit": SuitWord(trump)})


def soloist_has_bid(seen: CrescendoSeen) -> bool:
    """Whether the soloist's tricks already make exactly its bid: it scores double then,
    more than any overshoot can bring (at most 28 against at least 30), so it wants no
    further trick."""
    bid, soloist = seen.bid, seen.soloist
    if bid is None or soloist is None:
        return False
    if isinstance(seen, CrescendoView):
        taken = sum(r.number for r in seen.tricks if r.winner == soloist)
    else:  # a state: its own count
        taken = cast(Any, seen).taken()
    return bool(taken == bid.number)


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
        best_word, best_points = best_estimate(hand)
        # The lowest bid open in the best trump (bids run weakest first).
        lowest = next(
            (a for a in legal if a >= BID_BASE and BIDS[a - BID_BASE].trump == best_word), None
        )
        trump = _trump_words(trump_of(best_word))
        if lowest is not None and BIDS[lowest - BID_BASE].number <= best_points:
            if why is not None:
                number = BIDS[lowest - BID_BASE].number
                # round(points) >= number: the estimate reaches the bid.
                why.append(
                    Msg("hint_bid", {"points": round(best_points), "bid": number, "trump": trump})
                )
            return lowest
        if why is not None:
            points = int(best_points)  # below the bid it could not reach
            if lowest is None:
                why.append(Msg("hint_pass_none", {"points": points, "trump": trump}))
            else:
                number = BIDS[lowest - BID_BASE].number
                why.append(Msg("hint_pass", {"points": points, "bid": number, "trump": trump}))
        return PASS_ID

    def _play(
        self, seen: CrescendoSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        trump = seen.trump
        assert trump is not None
        soloist = seat == seen.soloist
        trick = seen.trick_cards()
        if soloist and soloist_has_bid(seen) and len(legal) > 1:
            return self._shed(seen, seat, legal, trick, why)
        # The cards to choose from, in no particular order: each choice below goes by a
        # key with no ties (LOW_FIRST).
        if not trick:
            cards = [a for a in legal if a < JOKER_LEAD]
            if len(cards) < len(legal):  # the joker's leads, one for each suit it names
                cards.append(JOKER)
            number = seen.tricks_done() + 1
            return self._lead(seen, seat, legal, cards, soloist, number, why)
        options = legal  # following: plain card plays (each one its own action id)
        number = seen.tricks_done() + 1 if why is not None else 0  # the reasons say it
        if len(options) == 1:
            if why is not None:
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, options[0])}))
            return options[0]
        led = seen.led_suit()
        assert led is not None
        table = TABLES[trump + 1][led]
        index, best = best_so_far(trick, table)
        winners = [c for c in options if table[c] > best]
        if winners:  # worth it for the soloist, or for a defender while it would win
            leader = seen.trick_leader()
            played_by = {(leader + i) % 3 for i in range(len(trick))}
            wants = (
                soloist
                or (leader + index) % 3 == seen.soloist
                or (seen.soloist is not None and seen.soloist not in played_by)
            )
            if wants:
                card = min(winners, key=LOW_FIRST.__getitem__)
                if why is not None:
                    why.append(win_cheaply(card, number, last=len(trick) == 2))
                return card
        card = min(options, key=LOW_FIRST.__getitem__)
        if why is not None:
            if winners:  # a defender: the other defender has beaten the soloist's card
                why.append(
                    Msg("hint_cr_defender_has_it", {"card": PieceWord(FRENCH, card), "n": number})
                )
            else:
                why.append(
                    Msg("hint_tricks_cannot_win", {"card": PieceWord(FRENCH, card), "n": number})
                )
        return card

    def _shed(
        self,
        seen: CrescendoSeen,
        seat: int,
        legal: Sequence[int],
        trick: Sequence[Card],
        why: list[Msg] | None,
    ) -> int:
        """The soloist has made its bid exactly (a double score): lose every trick left.
        Following, the strongest card that still loses (a winner kept is a trick that may
        be forced on it later); leading, the lowest card, or the joker naming the suit the
        others hold most of."""
        trump = seen.trump
        assert trump is not None
        number = seen.tricks_done() + 1
        if trick:
            led = seen.led_suit()
            assert led is not None
            table = TABLES[trump + 1][led]
            _, best = best_so_far(trick, table)
            losers = [c for c in legal if table[c] <= best]
            if losers:
                card = max(losers, key=LOW_FIRST.__getitem__)
                key = "hint_cr_made_duck"
            else:
                card = min(legal, key=LOW_FIRST.__getitem__)
                key = "hint_cr_made_cannot_duck"
            if why is not None:
                why.append(Msg(key, {"card": PieceWord(FRENCH, card), "n": number}))
            return card
        plain = [a for a in legal if a < JOKER_LEAD]
        if plain:
            card = min(plain, key=LOW_FIRST.__getitem__)
            if why is not None:
                why.append(Msg("hint_cr_made_lead", {"card": PieceWord(FRENCH, card), "n": number}))
            return card
        played, hand = seen.played_mask(), seen.hand_mask(seat)

        def unseen(suit: int) -> int:
            return (SUIT_MASK[suit] & PACK_MASK & ~played & ~hand).bit_count()

        suit = max(SUITS, key=lambda s: (unseen(s), s))
        if why is not None:
            why.append(Msg("hint_cr_made_joker", {"suit": SuitWord(suit), "n": number}))
        return JOKER_LEAD + suit

    def _lead(
        self,
        seen: CrescendoSeen,
        seat: int,
        legal: Sequence[int],
        options: list[Card],
        soloist: bool,
        number: int,
        why: list[Msg] | None,
    ) -> int:
        trump = seen.trump
        assert trump is not None
        if JOKER in options and (len(options) == 1 or number >= 5):
            # Name the suit the others are most likely out of: the fewest cards of it
            # unseen (neither played nor held), then the most played.
            played = seen.played_mask()
            hand = seen.hand_mask(seat)

            def unseen(suit: int) -> int:
                return (SUIT_MASK[suit] & PACK_MASK & ~played & ~hand).bit_count()

            suit = min(SUITS, key=lambda s: (unseen(s), -(played & SUIT_MASK[s]).bit_count(), s))
            if why is not None:
                left = unseen(suit)
                if left == 0:
                    # Nobody else can follow: only a trump beats it, if any is unseen.
                    sure = trump == NO_TRUMP or unseen(trump) == 0
                    key = "hint_joker_lead_wins" if sure else "hint_joker_lead_sure"
                    why.append(Msg(key, {"suit": SuitWord(suit)}))
                else:
                    why.append(Msg("hint_joker_lead", {"suit": SuitWord(suit), "n": left}))
            return JOKER_LEAD + suit
        plain = [c for c in options if c != JOKER]  # not empty: the joker is one card
        if len(options) == 1:
            if why is not None:
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, options[0])}))
            return _play_id(options[0], legal)
        if soloist and number >= 4:
            card = max(plain, key=LOW_FIRST.__getitem__)
            if why is not None:
                why.append(
                    Msg("hint_tricks_lead_high", {"card": PieceWord(FRENCH, card), "n": number})
                )
            return _play_id(card, legal)
        card = min(plain, key=LOW_FIRST.__getitem__)
        if why is not None:
            if soloist:
                why.append(
                    Msg("hint_cr_lead_early", {"card": PieceWord(FRENCH, card), "n": number})
                )
            else:
                key = "hint_cr_defend_low_joker" if JOKER in options else "hint_cr_defend_low"
                why.append(Msg(key, {"card": PieceWord(FRENCH, card)}))
        return _play_id(card, legal)

    # -- for the search ---------------------------------------------------------------------

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """In the auction only a pass, the heuristic's bid and the lowest bid open in each
        trump.  Every bid up to 28 in five trumps is some 70 choices: a few worlds played
        out each give the soloist one total, and the bid that matches the totals those
        worlds happened to give (a bid made exactly scores double) looks far better than
        it is, so the search jumped to bids like 27 its hand could not hold (searched
        among these few, the normal level beat the one searching every bid in 0.537 of
        the pairs over 200 duplicate deals)."""
        assert isinstance(view, CrescendoView)
        if view.phase != AUCTION:
            return list(legal)
        keep = {PASS_ID, self.pick(view, view.seat, legal, rng, None)}
        trumps: set[str] = set()
        for action in legal:  # bids run weakest first: the first of a trump is its lowest
            if action >= BID_BASE and BIDS[action - BID_BASE].trump not in trumps:
                trumps.add(BIDS[action - BID_BASE].trump)
                keep.add(action)
        return [a for a in legal if a in keep]


HEURISTIC = CrescendoHeuristic

add_catalogue(
    {
        "cr_trump_suit": {"en": "{suit} as trump", "ja": "{suit}が切り札"},
        "cr_trump_none": {"en": "no trump", "ja": "切り札なし"},
        "hint_bid": {
            "en": "with {trump}, {my} hand should make about {points} {points|point|points}, "
            "and {bid} is the lowest bid open to {me} there.",
            "ja": "{trump}なら{my}手札でおよそ {points} 点取れそうで、そこで出せるいちばん低いビッドが {bid} です。",
        },
        "hint_pass": {
            "en": "{my} hand should make about {points} {points|point|points} at best (with "
            "{trump}), short of the {bid} {I} would have to bid.",
            "ja": "{my}手札は{trump}でもおよそ {points} 点が精一杯で、必要なビッド {bid} に届きません。",
        },
        "hint_pass_none": {
            "en": "{my} hand should make about {points} {points|point|points} at best (with "
            "{trump}), and the bids so far leave {me} no bid there.",
            "ja": "{my}手札は{trump}でもおよそ {points} 点が精一杯で、これまでのビッドより上を、その条件ではもう出せません。",
        },
        "hint_joker_lead_wins": {
            "en": "no card of {suit} is left outside {my} hand and no trump can beat the joker, "
            "so it wins.",
            "ja": "{my}手札のほかに{suit}はもう残っておらず、ジョーカーに勝てる切り札もないので、ジョーカーが勝ちます。",
        },
        "hint_joker_lead_sure": {
            "en": "no card of {suit} is left outside {my} hand, so nobody else can follow the "
            "joker, and only a trump can beat it.",
            "ja": "{my}手札のほかに{suit}はもう残っていないので、ジョーカーにフォローできる人はなく、勝てるのは切り札だけです。",
        },
        "hint_joker_lead": {
            "en": "{n} of the {suit} {n|is|are} still unseen and no suit has fewer, so the "
            "others may be out of it and the joker may win.",
            "ja": "{suit}で見えていないのはあと {n} 枚で、これより少ないマークはありません。ほかの人がもう持っていなければ、ジョーカーが勝つかもしれません。",
        },
        "hint_cr_lead_early": {
            "en": "trick {n} is worth only {n} {n|point|points}, so {I} keep {my} high cards for the "
            "later tricks.",
            "ja": "第 {n} トリックは {n} 点しかないので、高いカードは後のトリックに取っておきます。",
        },
        "hint_cr_defend_low": {
            "en": "{I} {am} a defender, and no card of {mine} ranks below {card}.",
            "ja": "ソリストではないので、{my}手札でいちばん低い {card} で十分です。",
        },
        "hint_cr_defend_low_joker": {
            "en": "{I} {am} a defender, and no card of {mine} ranks below {card} but the joker, "
            "which {I} keep.",
            "ja": "ソリストではないので、ジョーカーを残して、それ以外でいちばん低い {card} で十分です。",
        },
        "hint_cr_made_duck": {
            "en": "{my} tricks already make {my} bid exactly, which scores double, more than any "
            "further trick could bring, and {card} is {my} strongest card that loses trick {n}.",
            "ja": "取ったトリックでビッドちょうどになっていて得点は 2 倍です。これ以上トリックを取っても増えないので、{card} は第 {n} トリックに負けるカードのなかでいちばん強いものです。",
        },
        "hint_cr_made_cannot_duck": {
            "en": "{my} tricks already make {my} bid exactly, so {I} would rather lose trick {n}, "
            "but every card {I} may play wins it, and {card} is the lowest.",
            "ja": "取ったトリックでビッドちょうどなので第 {n} トリックは負けたいのですが、出せるカードはどれも勝ってしまい、{card} がいちばん低いカードです。",
        },
        "hint_cr_made_lead": {
            "en": "{my} tricks already make {my} bid exactly, which scores double, so {I} lead "
            "{my} lowest card, {card}, to lose trick {n}.",
            "ja": "取ったトリックでビッドちょうどになっていて得点は 2 倍なので、第 {n} トリックに負けるよう、いちばん低い {card} をリードします。",
        },
        "hint_cr_made_joker": {
            "en": "{my} tricks already make {my} bid exactly, so {I} name {suit}, the suit the "
            "others hold most of, for the joker to lose trick {n}.",
            "ja": "取ったトリックでビッドちょうどなので、第 {n} トリックでジョーカーが負けるよう、ほかの人がいちばん多く持っている{suit}を指定します。",
        },
        "hint_cr_defender_has_it": {
            "en": "the soloist has played to trick {n} and is beaten by the other defender, so "
            "{I} keep {my} better cards.",
            "ja": "第 {n} トリックはソリストがもう出していて、ソリストでないもう一人に負けているので、強いカードは取っておきます。",
        },
    }
)

__all__ = ["HEURISTIC", "CrescendoHeuristic", "estimate_points", "likely_winners"]
