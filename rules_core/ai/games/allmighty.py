"""A heuristic Allmighty player: take plus cards, leave minus cards to others.

It wins a trick when what lies in it (plus what it must add) is worth having,
and otherwise loses it as dearly as it can — throwing minus cards on tricks
that others win.  The Almighty (A♠) wins almost anything but is itself −15, so
it is spent only on a trick whose plus cards pay for it, or to catch the Q♥.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from ...cards import FRENCH, HEARTS, SPADES, Card, rank_of
from ...games.allmighty import (
    ALMIGHTY,
    DOWN_BASE,
    MINUS_CARDS,
    VALUE,
    AllmightyView,
    winner_of,
    winners_over,
)
from ...messages import Msg, add_catalogue
from ...pieces import PieceWord
from ...trick import TABLE_SIZE
from ...view import View
from ..base import Heuristic


class AllmightySeen(Protocol):
    @property
    def trump(self) -> int | None: ...
    @property
    def trick_counts(self) -> Sequence[int]: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def trick_down(self) -> Sequence[bool]: ...
    def tricks_done(self) -> int: ...


def danger(card: Card) -> int:
    """How much a card hurts its taker (minus cards first); neutral cards 0."""
    return -VALUE[card]


def _lead_cost(card: Card) -> tuple[int, int, int]:
    """What leading ``card`` risks: its points either way, then the A♠ and the Q♥ (kept
    for later), then its rank (spades lowest)."""
    special = card == ALMIGHTY or (card >> 4 == HEARTS and rank_of(card) == 12)
    return (abs(VALUE[card]), int(special), rank_of(card) if card >> 4 != SPADES else -1)


def _ranks(key: Callable[[Card], tuple[int, ...]]) -> list[int]:
    """Sort keys by card as one number each, in the order of ``key``'s tuples (ties stay
    ties, so min and max pick the same card)."""
    order = sorted({key(c) for c in range(TABLE_SIZE)})
    place = {k: i for i, k in enumerate(order)}
    return [place[key(c)] for c in range(TABLE_SIZE)]


def _down_cost(card: Card) -> tuple[int, int]:
    """What putting ``card`` down on the first trick costs its owner: it goes to another
    player, so a minus card gains what it is worth (the worst first), a plus card loses it;
    then the lower rank (the higher stays to win tricks)."""
    return (VALUE[card], rank_of(card))


LEAD_KEY = _ranks(_lead_cost)  # the cheapest lead is the least
DUMP_KEY = _ranks(lambda c: (danger(c), rank_of(c)))  # the worst to take is the greatest
TAKE_KEY = _ranks(lambda c: (VALUE[c], -rank_of(c)))  # the best trick to take is the greatest


def _signed(value: int) -> str:
    """A card's points as a reason writes them: +5, -10, 0."""
    return f"{value:+d}" if value else "0"


class AllmightyHeuristic(Heuristic[AllmightySeen]):
    view_type = AllmightyView

    def pick(
        self,
        seen: AllmightySeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if legal[0] >= DOWN_BASE:
            # Give up the lead with a card that goes to another player: the worst minus card
            # (a face-down card never wins), else one that gives away the fewest points.
            card = min((a - DOWN_BASE for a in legal), key=_down_cost)
            if why is not None:
                key = (
                    "hint_down_minus"
                    if VALUE[card] < 0
                    else "hint_down_points"
                    if VALUE[card]
                    else "hint_down"
                )
                why.append(
                    Msg(key, {"card": PieceWord(FRENCH, card), "points": _signed(VALUE[card])})
                )
            return DOWN_BASE + card
        if len(legal) == 1:  # a lead too says so
            if why is not None:
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, legal[0])}))
            return legal[0]
        options = list(legal)
        trick = seen.trick_cards()
        down = seen.trick_down()[: len(trick)]
        up, led, on_table = 0, -1, 0  # the face-up cards, their suit, their points
        for card, hidden in zip(trick, down, strict=True):
            if not hidden:
                up |= 1 << card
                on_table += VALUE[card]
                if led < 0:
                    led = card >> 4
        if led < 0:  # nothing face up yet: a lead
            return self._lead(options, why)
        trump = seen.trump
        assert trump is not None
        winners = winners_over(up, led, trump, seen.tricks_done() == 0, options)
        good = [c for c in winners if on_table + VALUE[c] > 0]  # the A♠'s own −15 counts
        if good:
            card = max(good, key=TAKE_KEY.__getitem__)
            if why is not None:
                last = len(trick) == len(seen.trick_counts) - 1
                beats = Msg("am_takes" if last else "am_beats", {"card": PieceWord(FRENCH, card)})
                key = "hint_take_plus_seen" if any(down) else "hint_take_plus"
                why.append(Msg(key, {"beats": beats, "points": on_table + VALUE[card]}))
            return card
        losers = [c for c in options if c not in winners]
        if losers:
            card = max(losers, key=DUMP_KEY.__getitem__)  # dump the worst on others
            if why is not None:
                value = VALUE[card]
                key = "hint_dump" if value < 0 else "hint_dump_plus" if value else "hint_dump_none"
                why.append(Msg(key, {"card": PieceWord(FRENCH, card), "points": _signed(value)}))
            return card
        card = min(options, key=DUMP_KEY.__getitem__)  # must win: keep it cheap
        if why is not None:
            why.append(Msg("hint_am_all_win", {"card": PieceWord(FRENCH, card)}))
        return card

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """The choices worth searching: a card that surely goes to another player (put down
        on the first trick, or losing the trick as its last card) is searched only among
        those that give away least — the minus cards if any, else the cards worth nothing —
        as a whole game played out in a few dozen worlds is too noisy to tell that giving
        points away is worse.  Not while the trick's taker could end with all six minus
        cards (the reversal turns every value round)."""
        if not isinstance(view, AllmightyView):
            return list(legal)
        if legal[0] >= DOWN_BASE:
            return _least_given([a - DOWN_BASE for a in legal], DOWN_BASE)
        trick = view.trick
        players = len(view.hand_sizes)
        if len(trick) != players - 1 or view.trump is None:
            return list(legal)
        up, led, takers = 0, -1, [p for p in trick if not p.face_down]
        for play in takers:
            up |= 1 << play.card
            if led < 0:
                led = play.card >> 4
        if led < 0:
            return list(legal)
        first = not view.tricks
        winners = winners_over(up, led, view.trump, first, list(legal))
        losers = [c for c in legal if c not in winners]
        if len(losers) < 2:
            return list(legal)
        cards = [p.card for p in trick]
        taker = trick[winner_of(cards, [p.face_down for p in trick], view.trump, first)[0]].seat
        minus = sum(1 for c in view.piles[taker] if VALUE[c] < 0)
        minus += sum(1 for p in takers if VALUE[p.card] < 0)
        if minus >= MINUS_RISK or any(
            sum(1 for c in pile if VALUE[c] < 0) == len(MINUS_CARDS) for pile in view.piles
        ):
            return list(legal)
        return winners + _least_given(losers, 0)

    @staticmethod
    def _lead(options: list[int], why: list[Msg] | None) -> int:
        card = min(options, key=LEAD_KEY.__getitem__)
        if why is not None:
            if len(options) == 1:
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, card)}))
            elif VALUE[card]:
                why.append(
                    Msg(
                        "hint_am_lead_points",
                        {"card": PieceWord(FRENCH, card), "points": _signed(VALUE[card])},
                    )
                )
            else:
                why.append(Msg("hint_am_lead_none", {"card": PieceWord(FRENCH, card)}))
        return card


def _least_given(cards: list[int], base: int) -> list[int]:
    """Of ``cards`` that go to another player, those that give away least: the minus cards
    if any, else the cards worth nothing if any, else all (as actions from ``base``)."""
    minus = [base + c for c in cards if VALUE[c] < 0]
    if minus:
        return minus
    nothing = [base + c for c in cards if VALUE[c] == 0]
    return nothing or [base + c for c in cards]


# A trick's taker holding this many minus cards with it might be steered into the reversal.
MINUS_RISK = 3

HEURISTIC = AllmightyHeuristic

FIRST_LEAD = (
    "the first trick may not be led with a heart or a spade, and {my} hand holds nothing else"
)
FIRST_LEAD_JA = "最初のトリックはハートやスペードではリードできず、{my}手札にはそれしかありません"

add_catalogue(
    {
        "hint_down": {
            "en": FIRST_LEAD + "; {card} scores nothing for whoever takes the trick.",
            "ja": FIRST_LEAD_JA + "。{card} は誰がトリックを取っても点になりません。",
        },
        "hint_down_minus": {
            "en": FIRST_LEAD + "; a card put down never wins, so {card} ({points}) goes to "
            "another player with the trick.",
            "ja": FIRST_LEAD_JA
            + "。伏せたカードは決して勝たないので、{card}（{points} 点）はトリックと一緒にほかの人に渡ります。",
        },
        "hint_down_points": {
            "en": FIRST_LEAD + "; {card} ({points}) carries the fewest points of them, plus "
            "or minus.",
            "ja": FIRST_LEAD_JA
            + "。{card}（{points} 点）はそのなかでプラス・マイナスを問わず点がいちばん小さいカードです。",
        },
        "am_takes": {"en": "{card} takes the trick", "ja": "{card} がこのトリックを取り"},
        "am_beats": {
            "en": "{card} beats the cards played so far",
            "ja": "{card} はここまでに出たカードに勝ち",
        },
        "hint_take_plus": {
            "en": "{beats}, and with it the trick holds {points} {points|point|points}.",
            "ja": "{beats}、このカードを含めてトリックには {points} 点あります。",
        },
        "hint_take_plus_seen": {
            "en": "{beats}, and with it the face-up cards in the trick come to {points} "
            "{points|point|points}.",
            "ja": "{beats}、このカードを含めてトリックの表向きのカードは {points} 点になります。",
        },
        "hint_dump": {
            "en": "{card} does not beat the cards played so far, so its {points} points are "
            "likely to go to whoever takes the trick.",
            "ja": "{card} はここまでに出たカードに勝たないので、その {points} 点はおそらくトリックを取った人のものになります。",
        },
        "hint_dump_none": {
            "en": "{card} does not beat the cards played so far and scores nothing for whoever "
            "takes the trick.",
            "ja": "{card} はここまでに出たカードに勝たず、トリックを取った人の点にもなりません。",
        },
        "hint_dump_plus": {
            "en": "{card} does not beat the cards played so far, and of {my} cards that do not, "
            "it gives away the fewest points ({points}).",
            "ja": "{card} はここまでに出たカードに勝たず、そういうカードのなかでほかの人に渡る点がいちばん少ないものです（{points} 点）。",
        },
        "hint_am_all_win": {
            "en": "every card {I} may play beats the cards played so far, none makes the trick "
            "pay, and {card} costs {me} least.",
            "ja": "出せるカードはどれもここまでのカードに勝ってしまい、どれでもトリックは得になりません。{card} がいちばん損の少ないカードです。",
        },
        "hint_am_lead_none": {
            "en": "{card} carries no points, so it gives nothing away to whoever takes the trick.",
            "ja": "{card} は点のないカードなので、誰がトリックを取っても得になりません。",
        },
        "hint_am_lead_points": {
            "en": "every card {I} may lead carries points, and {card} ({points}) carries the "
            "fewest, plus or minus.",
            "ja": "リードできるカードはどれも得点札か失点札で、{card}（{points} 点）はプラス・マイナスを問わず点がいちばん小さいカードです。",
        },
    }
)

__all__ = ["HEURISTIC", "AllmightyHeuristic"]
