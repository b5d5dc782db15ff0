"""A heuristic Allmighty player: take plus cards, leave minus cards to others.

It wins a trick when what lies in it (plus what it must add) is worth having,
and otherwise loses it as dearly as it can — throwing minus cards on tricks
that others win.  The Almighty (A♠) wins almost anything but is itself −15, so
it is spent only on a trick whose plus cards pay for it, or to catch the Q♥.
"""

from __future__ import annotations

import random

from ..cards import HEARTS, SPADES, Card, rank_of, suit_of
from ..games.allmighty import ALMIGHTY, AllmightyView, card_value, winning_play
from ..messages import Msg
from ..trickgame import Play
from .base import Decision
from .tricks import action_for, card_of, winners_among


def danger(card: Card) -> int:
    """How much a card hurts its taker (minus cards first); neutral cards 0."""
    return -card_value(card)


class AllmightyHeuristic:
    name = "heuristic"

    def choose(self, view: AllmightyView, legal: list[str], rng: random.Random) -> Decision:
        options = [card_of(a) for a in legal]
        if legal[0].startswith("down "):
            # Give up the lead with the card that costs least to lose: a neutral heart or spade.
            card = min(options, key=lambda c: (abs(card_value(c)), rank_of(c)))
            return Decision(action_for(card, legal), Msg("hint_down", {"card": card}))
        plays = [p for p in view.trick]
        first = not view.tricks
        if not any(not p.face_down for p in plays):
            return self._lead(view, legal, options)

        def winner_of(trial: list[Play]) -> int:
            return winning_play(trial, view.trump, first)[0]

        winners = winners_among(options, plays, view.seat, winner_of)
        on_table = sum(card_value(p.card) for p in plays if p.card >= 0)
        worth = [(on_table + card_value(c), c) for c in winners]
        good = [c for value, c in worth if value > 0]  # the A♠'s own −15 is in the value
        if good:
            card = max(good, key=lambda c: (on_table + card_value(c), -rank_of(c)))
            return Decision(
                action_for(card, legal),
                Msg("hint_take_plus", {"card": card, "points": on_table + card_value(card)}),
            )
        losers = [c for c in options if c not in winners]
        if losers:
            card = max(
                losers, key=lambda c: (danger(c), rank_of(c))
            )  # dump the worst card on others
            return Decision(action_for(card, legal), Msg("hint_dump", {"card": card}))
        card = min(options, key=lambda c: (danger(c), rank_of(c)))  # must win: keep it cheap
        return Decision(action_for(card, legal), Msg("hint_least_harm", {"card": card}))

    def _lead(self, view: AllmightyView, legal: list[str], options: list[Card]) -> Decision:
        def cost(card: Card) -> tuple[int, int, int]:
            special = card == ALMIGHTY or (suit_of(card) == HEARTS and rank_of(card) == 12)
            return (
                abs(card_value(card)),
                int(special),
                rank_of(card) if suit_of(card) != SPADES else -1,
            )

        card = min(options, key=cost)
        return Decision(action_for(card, legal), Msg("hint_lead_low", {"card": card}))
