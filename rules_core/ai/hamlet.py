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
from collections.abc import Sequence
from typing import Protocol

from ..cards import JACK, JOKER, KING, QUEEN, rank_of
from ..games.hamlet import CHOOSE, CHOOSE_BASE, JOKER_LED, TABLES, TO_BE, TRICKS, HamletView
from ..messages import Msg, add_catalogue
from .base import Heuristic
from .tricks import best_so_far, cheapest, dearest, suit_counts


class HamletSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def kind(self) -> str | None: ...
    @property
    def trick_counts(self) -> Sequence[int]: ...
    def hand_mask(self, seat: int) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def tricks_done(self) -> int: ...


def wants_tricks(seen: HamletSeen, seat: int) -> bool:
    """Whether ``seat`` wants the current trick."""
    counts = seen.trick_counts
    mine = counts[seat]
    others = sorted(counts[s] for s in range(3) if s != seat)
    if seen.kind != TO_BE:
        return True  # Not To Be: every trick pays ten unless you end in the middle
    left = TRICKS - seen.tricks_done()
    # To Be: stay between the other two (or level with one of them near the end).
    if mine < others[0]:
        return True
    if mine > others[1]:
        return False
    return left > 3 and mine <= others[0]


class HamletHeuristic(Heuristic[HamletSeen]):
    view_type = HamletView

    def pick(
        self,
        seen: HamletSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if seen.phase == CHOOSE:
            counts = suit_counts(seen.hand_mask(seat) & ~(1 << JOKER))
            options = [a - CHOOSE_BASE for a in legal]
            longest = max(counts, key=lambda s: (counts[s], -s))
            plain = [
                c for c in options if c >> 4 == longest and rank_of(c) not in (JACK, QUEEN, KING)
            ]
            card = cheapest(plain or options)
            if why is not None:
                why.append(Msg("hint_hamlet_choose", {"card": card, "suit": longest}))
            return CHOOSE_BASE + card
        trump = seen.trump
        assert trump is not None
        options = list(legal)
        want = wants_tricks(seen, seat)
        trick = seen.trick_cards()
        number = seen.tricks_done() + 1
        if not trick:
            if want and JOKER in options:
                if why is not None:
                    why.append(Msg("hint_joker_wins_led"))
                return JOKER
            plain = [c for c in options if c != JOKER]
            card = dearest(plain) if want else cheapest(plain or options)
            if why is not None:
                key = "hint_lead_strength" if want else "hint_lead_low"
                why.append(Msg(key, {"card": card, "n": number}))
            return card
        table = JOKER_LED if trick[0] == JOKER else TABLES[trump][trick[0] >> 4]
        _, best = best_so_far(trick, table)
        winners = [c for c in options if table[c] > best]
        if want and winners:
            card = cheapest(winners)
            if why is not None:
                why.append(Msg("hint_win_cheaply", {"card": card, "n": number}))
            return card
        losers = [c for c in options if c not in winners]
        if JOKER in losers:
            if why is not None:
                why.append(Msg("hint_joker_discard"))
            return JOKER
        card = dearest(losers) if losers else cheapest(options)
        if why is not None:  # ducking, or (every card wins) the cheapest win
            why.append(Msg("hint_duck" if losers else "hint_least_harm", {"card": card}))
        return card


HEURISTIC = HamletHeuristic

add_catalogue(
    {
        "hint_hamlet_choose": {
            "en": "Put down {card}: a plain card of your longest suit ({suit}) pulls trump your way.",
            "ja": "{card} を伏せましょう。いちばん長い{suit}の絵札でないカードで、切り札を自分に有利にします。",
        },
        "hint_joker_wins_led": {
            "en": "Lead the joker: led, it always wins the trick.",
            "ja": "ジョーカーをリードしましょう。リードしたジョーカーは必ず勝ちます。",
        },
        "hint_joker_discard": {
            "en": "Throw the joker: played when you cannot follow, it always loses.",
            "ja": "ジョーカーを捨てましょう。フォローできないときに出すと必ず負けます。",
        },
    }
)

__all__ = ["HEURISTIC", "HamletHeuristic", "wants_tricks"]
