"""A heuristic Allmighty player: take plus cards, leave minus cards to others.

It wins a trick when what lies in it (plus what it must add) is worth having,
and otherwise loses it as dearly as it can — throwing minus cards on tricks
that others win.  The Almighty (A♠) wins almost anything but is itself −15, so
it is spent only on a trick whose plus cards pay for it, or to catch the Q♥.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..cards import HEARTS, SPADES, Card, rank_of
from ..games.allmighty import ALMIGHTY, DOWN_BASE, VALUE, AllmightyView, winner_of
from ..messages import Msg, add_catalogue
from .base import Heuristic


class AllmightySeen(Protocol):
    @property
    def trump(self) -> int | None: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def trick_down(self) -> Sequence[bool]: ...
    def tricks_done(self) -> int: ...


def danger(card: Card) -> int:
    """How much a card hurts its taker (minus cards first); neutral cards 0."""
    return -VALUE[card]


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
            # Give up the lead with the card that costs least to lose: a neutral heart or spade.
            card = min((a - DOWN_BASE for a in legal), key=lambda c: (abs(VALUE[c]), rank_of(c)))
            if why is not None:
                why.append(Msg("hint_down", {"card": card}))
            return DOWN_BASE + card
        options = list(legal)
        trick, down = seen.trick_cards(), seen.trick_down()[: len(seen.trick_cards())]
        if all(down):
            return self._lead(options, why)
        trump = seen.trump
        assert trump is not None
        first = seen.tricks_done() == 0
        cards, flags = [*trick, 0], [*down, False]
        winners = []
        for card in options:
            cards[-1] = card
            if winner_of(cards, flags, trump, first)[0] == len(trick):
                winners.append(card)
        on_table = sum(VALUE[c] for c, hidden in zip(trick, down, strict=True) if not hidden)
        good = [c for c in winners if on_table + VALUE[c] > 0]  # the A♠'s own −15 counts
        if good:
            card = max(good, key=lambda c: (on_table + VALUE[c], -rank_of(c)))
            if why is not None:
                points = on_table + VALUE[card]
                why.append(Msg("hint_take_plus", {"card": card, "points": points}))
            return card
        losers = [c for c in options if c not in winners]
        if losers:
            card = max(losers, key=lambda c: (danger(c), rank_of(c)))  # dump the worst on others
            if why is not None:
                why.append(Msg("hint_dump", {"card": card}))
            return card
        card = min(options, key=lambda c: (danger(c), rank_of(c)))  # must win: keep it cheap
        if why is not None:
            why.append(Msg("hint_least_harm", {"card": card}))
        return card

    @staticmethod
    def _lead(options: list[int], why: list[Msg] | None) -> int:
        def cost(card: Card) -> tuple[int, int, int]:
            special = card == ALMIGHTY or (card >> 4 == HEARTS and rank_of(card) == 12)
            return (abs(VALUE[card]), int(special), rank_of(card) if card >> 4 != SPADES else -1)

        card = min(options, key=cost)
        if why is not None:
            why.append(Msg("hint_lead_low", {"card": card}))
        return card


HEURISTIC = AllmightyHeuristic

add_catalogue(
    {
        "hint_down": {
            "en": "Give up the lead with {card} face down: it costs the least to lose.",
            "ja": "{card} を裏向きに出して台札を放棄しましょう。失っても損が一番小さいカードです。",
        },
        "hint_take_plus": {
            "en": "Win with {card}: the trick would bring you {points} points.",
            "ja": "{card} で勝ちましょう。このトリックで {points} 点になります。",
        },
        "hint_dump": {
            "en": "Throw {card}: someone else takes this trick, and its points.",
            "ja": "{card} を捨てましょう。このトリックとその点数は他の人のものになります。",
        },
    }
)

__all__ = ["HEURISTIC", "AllmightyHeuristic"]
