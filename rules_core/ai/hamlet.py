"""A heuristic Hamlet player.

Choosing: put down a low, plain card of the longest suit — it pulls trump toward
that suit and keeps the game To Be only if someone else shows a court card.
Playing: To Be pays Hamlet (the middle count) ten a trick, so aim for the middle;
Not To Be pays the others ten a trick, so take as many as possible.  Win cheaply
when a trick is wanted, duck with the highest loser otherwise; the joker (Polonius)
wins when led and loses when thrown, which makes it both a sure trick and a safe
discard.
"""

from __future__ import annotations

import random

from ..cards import JOKER, rank_of, suit_of
from ..games.hamlet import CHOOSE, TO_BE, TRICKS, HamletView, winning_index
from ..messages import Msg
from .base import Decision
from .tricks import action_for, card_of, cheapest, dearest, suit_counts, winners_among


def wants_tricks(view: HamletView) -> bool:
    """Whether this seat wants the current trick."""
    counts = [0, 0, 0]
    for result in view.tricks:
        counts[result.winner] += 1
    mine = counts[view.seat]
    others = sorted(counts[s] for s in range(3) if s != view.seat)
    if view.kind != TO_BE:
        return True  # Not To Be: every trick pays ten unless you end in the middle
    left = TRICKS - len(view.tricks)
    # To Be: stay between the other two (or level with one of them near the end).
    if mine < others[0]:
        return True
    if mine > others[1]:
        return False
    return left > 3 and mine <= others[0]


class HamletHeuristic:
    name = "heuristic"

    def choose(self, view: HamletView, legal: list[str], rng: random.Random) -> Decision:
        if view.phase == CHOOSE:
            counts = suit_counts(view.hand)
            options = [card_of(a) for a in legal]
            longest = max(counts, key=lambda s: (counts[s], -s))
            plain = [c for c in options if suit_of(c) == longest and rank_of(c) not in (11, 12, 13)]
            card = cheapest(plain or options)
            return Decision(
                action_for(card, legal), Msg("hint_hamlet_choose", {"card": card, "suit": longest})
            )
        assert view.trump is not None
        trump, seat = view.trump, view.seat
        options = [card_of(a) for a in legal]
        want = wants_tricks(view)
        if not view.trick:
            if want and JOKER in options:
                return Decision("play JK", Msg("hint_joker_wins_led"))
            plain = [c for c in options if c != JOKER]
            card = dearest(plain) if want else cheapest(plain or options)
            return Decision(
                action_for(card, legal),
                Msg(
                    "hint_lead_low" if not want else "hint_lead_strength",
                    {"card": card, "n": len(view.tricks) + 1},
                ),
            )
        plays = list(view.trick)
        winners = winners_among(
            options, plays, seat, lambda p: winning_index([q.card for q in p], trump)
        )
        if want and winners:
            card = cheapest(winners)
            return Decision(
                action_for(card, legal),
                Msg("hint_win_cheaply", {"card": card, "n": len(view.tricks) + 1}),
            )
        losers = [c for c in options if c not in winners]
        if JOKER in losers:
            return Decision("play JK", Msg("hint_joker_discard"))
        card = dearest(losers) if losers else cheapest(options)
        return Decision(action_for(card, legal), Msg("hint_duck", {"card": card}))
