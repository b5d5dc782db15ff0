"""A cooperative heuristic for Co-op Must-Follow.

Everyone sees every hand's suits, so every bot can work out the same plan without
saying a word: seats with more spades (trumps) and long suits are given the larger
trick targets, and each seat is given a different suit to keep as its last card.
A plan spoken at the table (``say plan …``) overrides the computed one.  In play a
seat short of its target tries to win cheaply; a seat at its target ducks, and
everyone guards the last card of the suit they are to keep.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..cards import SPADES, SUITS, Card, rank_of, suit_of
from ..games.ando_coop import DUMMY, PATTERN, CoopView
from ..messages import Msg
from ..trick import standard_strength, trick_winner
from ..trickgame import Play
from .base import Decision
from .tricks import action_for, card_of, winners_among


def strength(suits: Sequence[int]) -> tuple[int, int]:
    counts = Counter(suits)
    return (counts[SPADES], max(counts.values(), default=0))


def computed_plan(view: CoopView) -> tuple[int, ...]:
    """Targets per seat from the visible suits: the strongest seat takes the most."""
    seats = range(len(view.hand_suits))
    order = sorted(seats, key=lambda s: (strength(view.hand_suits[s]), -s), reverse=True)
    targets = sorted(PATTERN[view.variant], reverse=True)
    if view.variant in ("2p", "1p") and view.round == 2 and view.tricks_round1 is not None:
        # Round 2 mirrors round 1: who took 8 takes 4 now.
        return tuple(12 - t for t in view.tricks_round1)
    plan = [0] * len(view.hand_suits)
    for seat, target in zip(order, targets, strict=True):
        plan[seat] = target
    return tuple(plan)


def spoken_plan(view: CoopView) -> tuple[int, ...] | None:
    for _, text in reversed(view.talk):
        words = text.split()
        if words[:1] == ["plan"]:
            return tuple(int(w) for w in words[1:])
    return None


def keep_suits(view: CoopView) -> dict[int, int]:
    """A different suit for every seat's last card.

    3p: the centre card's suit is already taken.  2p/1p: one round keeps hearts and
    diamonds, the other spades and clubs — round 1 takes the pair the hands favour.
    """
    seats = range(len(view.hand_suits))
    counts = [Counter(view.hand_suits[s]) for s in seats]
    if view.variant in ("2p", "1p"):
        pairs = [(2, 1), (3, 0)]  # hearts+diamonds, spades+clubs
        if view.kept_round1 is not None:
            used = {suit_of(c) for c in view.kept_round1}
            pair = next((p for p in pairs if not used & set(p)), pairs[0])  # else lost anyway
        else:
            pair = max(
                pairs,
                key=lambda p: min(
                    counts[0][p[0]] + counts[1][p[1]], counts[0][p[1]] + counts[1][p[0]]
                ),
            )
        first = (
            pair[0]
            if counts[0][pair[0]] - counts[1][pair[0]] >= counts[0][pair[1]] - counts[1][pair[1]]
            else pair[1]
        )
        return {0: first, 1: pair[1] if first == pair[0] else pair[0]}
    taken = {suit_of(view.centre)} if view.centre is not None else set()
    keeps: dict[int, int] = {}
    for seat in sorted(seats, key=lambda s: len(counts[s])):
        options = [s for s in SUITS if s not in taken and counts[seat][s]] or [
            s for s in SUITS if s not in taken
        ]
        suit = max(options, key=lambda s: (counts[seat][s], -s))
        keeps[seat] = suit
        taken.add(suit)
    return keeps


class CoopHeuristic:
    name = "heuristic"

    def choose(self, view: CoopView, legal: list[str], rng: random.Random) -> Decision:
        if legal[0].startswith("reveal "):
            # Blind: any face-down card of the lowest suit not yet shown (never the order
            # of the legal list: that follows the hidden cards' order).
            suit = min(suit_of(card_of(a)) for a in legal)
            pick = rng.choice(sorted(a for a in legal if suit_of(card_of(a)) == suit))
            return Decision(pick, Msg("hint_reveal", {"suit": suit}))
        seat = view.to_act
        plan = spoken_plan(view) or computed_plan(view)
        keep = keep_suits(view).get(seat)
        have = view.trick_counts[seat]
        want = have < plan[seat]
        options = [card_of(a) for a in legal]
        blind = view.variant == "1p" and seat == DUMMY

        def seen(card: Card) -> bool:
            return not blind or card in view.open_cards

        def seen_rank(card: Card) -> tuple[int, int]:
            # A face-down dummy card counts as a middling card of its suit.
            return (rank_of(card) if seen(card) else 8, suit_of(card))

        if blind:
            options = self._blind(options, view, rng)
            legal = [a for a in legal if card_of(a) in options]
        if len(options) == 1:
            return Decision(legal[0], Msg("hint_only_card", {"card": options[0]}))
        guarded = self._guard(options, view, seat, keep)
        if not view.trick:
            card = max(guarded, key=seen_rank) if want else min(guarded, key=seen_rank)
            key = "hint_coop_lead_high" if want else "hint_coop_lead_low"
            return Decision(
                action_for(card, legal),
                Msg(key, {"card": card, "have": have, "target": plan[seat]}),
            )
        led = suit_of(view.trick[0].card)

        def winner_of(plays: list[Play]) -> int:
            return trick_winner(
                [p.card for p in plays], lambda c: standard_strength(c, led, SPADES)
            )

        winners = winners_among([c for c in guarded if seen(c)], list(view.trick), seat, winner_of)
        if want and winners:
            card = min(winners, key=lambda c: (suit_of(c) == SPADES, rank_of(c)))
            return Decision(
                action_for(card, legal),
                Msg("hint_coop_take", {"card": card, "have": have, "target": plan[seat]}),
            )
        losers = [c for c in guarded if c not in winners] or guarded
        card = max(losers, key=seen_rank) if not want else min(losers, key=seen_rank)
        return Decision(
            action_for(card, legal),
            Msg("hint_coop_duck", {"card": card, "have": have, "target": plan[seat]}),
        )

    def search_candidates(self, view: CoopView, legal: list[str], rng: random.Random) -> list[str]:
        """For the search: a blind reveal is left to chance (the heuristic picks), and the
        solo dummy's face-down cards count once per suit."""
        if legal[0].startswith("reveal "):
            return [self.choose(view, legal, rng).action]
        if view.variant == "1p" and view.to_act == DUMMY:
            options = self._blind([card_of(a) for a in legal], view, rng)
            return [a for a in legal if card_of(a) in options]
        return legal

    def realise(self, view: CoopView, action: str, world: Any, rng: random.Random) -> str:
        """A blind choice in a sampled world: a face-down dummy card of the same suit there
        (the world's hidden ranks differ from the real ones)."""
        if view.variant != "1p" or view.to_act != DUMMY or not action.startswith("play "):
            return action
        card = card_of(action)
        if card in view.open_cards:
            return action
        hidden = [
            a
            for a in world.legal_actions()
            if suit_of(card_of(a)) == suit_of(card) and card_of(a) not in view.open_cards
        ]
        return rng.choice(hidden) if hidden else action

    def same_choice(self, view: CoopView, a: str, b: str) -> bool:
        """Two plays are one choice when both are the solo dummy's face-down cards of one
        suit: the player cannot tell them apart."""
        if a == b:
            return True
        plays = a.startswith("play ") and b.startswith("play ")
        if not plays or view.variant != "1p" or view.to_act != DUMMY:
            return False
        cards = [card_of(a), card_of(b)]
        hidden = all(c not in view.open_cards for c in cards)
        return hidden and suit_of(cards[0]) == suit_of(cards[1])

    def _blind(self, options: list[Card], view: CoopView, rng: random.Random) -> list[Card]:
        """The dummy's face-down cards are choosable only by suit: one random card stands
        for each suit, so no decision ever depends on a rank nobody has seen."""
        open_cards = [c for c in options if c in view.open_cards]
        hidden_by_suit: dict[int, list[Card]] = {}
        for card in options:
            if card not in view.open_cards:
                hidden_by_suit.setdefault(suit_of(card), []).append(card)
        return open_cards + [rng.choice(sorted(hidden_by_suit[s])) for s in sorted(hidden_by_suit)]

    def _guard(
        self, options: list[Card], view: CoopView, seat: int, keep: int | None
    ) -> list[Card]:
        """Hold on to the last card of the suit this seat is to keep, while there is a
        choice (counted from the suits on the backs, so it works for the dummy too)."""
        if keep is None or Counter(view.hand_suits[seat])[keep] != 1 or len(options) == 1:
            return options
        return [c for c in options if suit_of(c) != keep] or options
