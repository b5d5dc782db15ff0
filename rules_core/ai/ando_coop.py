"""A cooperative heuristic for Co-op Must-Follow, and the table talk of its bots.

Everyone sees every hand's suits, so every bot can work out the same plan without
saying a word: seats with more spades (trumps) and long suits are given the larger
trick targets, and each seat is given a different suit to keep as its last card.
A plan spoken at the table (``say plan …``) overrides the computed one.  In play a
seat short of its target tries to win cheaply; a seat at its target ducks, and
everyone guards the last card of the suit they are to keep.

Talk: the first bot to act proposes the computed plan when none was said; the
others, who compute the same plan, agree in silence, and repeat a different plan
(a person's) to accept it. Leading a trick, a bot says whether it wants the trick.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..cards import SPADES, SUITS, Card, suit_of
from ..games.ando_coop import (
    DUMMY,
    PATTERN,
    REVEAL_BASE,
    TABLES,
    CoopView,
    spoken_plan,
)
from ..messages import Msg, add_catalogue
from ..view import View
from .base import Bot, Heuristic
from .levels import Budget
from .search import DeterminizedSearch

MIDDLING = 8  # a face-down dummy card counts as a middling card of its suit


class CoopSeen(Protocol):
    """What a co-op seat reads, from its view or (in a sampled world) from the state."""

    @property
    def variant(self) -> str: ...
    @property
    def round(self) -> int: ...
    @property
    def centre(self) -> Card | None: ...
    @property
    def talk(self) -> Sequence[tuple[int, str]]: ...
    @property
    def trick_counts(self) -> Sequence[int]: ...
    @property
    def tricks_round1(self) -> tuple[int, ...] | None: ...
    @property
    def kept_round1(self) -> tuple[Card, ...] | None: ...
    def suit_counts(self, seat: int) -> tuple[int, ...]: ...
    def all_suit_counts(self) -> list[tuple[int, ...]]: ...
    def open_mask(self) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...


def strength(counts: Sequence[int]) -> tuple[int, int]:
    return (counts[SPADES], max(counts))


def computed_plan(seen: CoopSeen, counts: Sequence[Sequence[int]] | None = None) -> tuple[int, ...]:
    """Targets per seat from the visible suits (``counts``, default: now): the strongest
    seat takes the most."""
    if seen.variant in ("2p", "1p") and seen.round == 2 and seen.tricks_round1 is not None:
        # Round 2 mirrors round 1: who took 8 takes 4 now.
        return tuple(12 - t for t in seen.tricks_round1)
    counts = counts or seen.all_suit_counts()
    seats = range(len(counts))
    order = sorted(seats, key=lambda s: (strength(counts[s]), -s), reverse=True)
    plan = [0] * len(seats)
    for seat, target in zip(order, sorted(PATTERN[seen.variant], reverse=True), strict=True):
        plan[seat] = target
    return tuple(plan)


def trick_start_counts(view: CoopView) -> list[tuple[int, ...]]:
    """Every hand's suit counts as the trick in progress began (its cards back in hand)."""
    counts = [list(c) for c in view.all_suit_counts()]
    for play in view.trick:
        if play.card >= 0:
            counts[play.seat][suit_of(play.card)] += 1
    return [tuple(c) for c in counts]


def the_plan(seen: CoopSeen, counts: Sequence[Sequence[int]] | None = None) -> tuple[int, ...]:
    """The plan the table plays to: the one said last, else the computed one."""
    return spoken_plan(seen.talk) or computed_plan(seen, counts)


def keep_suits(seen: CoopSeen, counts: Sequence[Sequence[int]] | None = None) -> dict[int, int]:
    """A different suit for every seat's last card.

    3p: the centre card's suit is already taken.  2p/1p: one round keeps hearts and
    diamonds, the other spades and clubs — round 1 takes the pair the hands favour.
    """
    counts = counts or seen.all_suit_counts()
    seats = range(len(counts))
    if seen.variant in ("2p", "1p"):
        pairs = [(2, 1), (3, 0)]  # hearts+diamonds, spades+clubs
        if seen.kept_round1 is not None:
            used = {c >> 4 & 7 for c in seen.kept_round1}
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
    taken = {seen.centre >> 4 & 7} if seen.centre is not None else set()
    keeps: dict[int, int] = {}
    for seat in sorted(seats, key=lambda s: 4 - counts[s].count(0)):
        options = [s for s in SUITS if s not in taken and counts[seat][s]] or [
            s for s in SUITS if s not in taken
        ]
        suit = max(options, key=lambda s: (counts[seat][s], -s))
        keeps[seat] = suit
        taken.add(suit)
    return keeps


def _rank(card: Card) -> int:
    return card & 15


class CoopHeuristic(Heuristic[CoopSeen]):
    view_type = CoopView

    def pick(
        self,
        seen: CoopSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if legal[0] >= REVEAL_BASE:
            # Blind: any face-down card of the lowest suit not yet shown (never the order
            # of the legal list: that follows the hidden cards' order).
            suit = min((a - REVEAL_BASE) >> 4 for a in legal)
            pick = rng.choice(sorted(a for a in legal if (a - REVEAL_BASE) >> 4 == suit))
            if why is not None:
                why.append(Msg("hint_reveal", {"suit": suit}))
            return pick
        counts = seen.all_suit_counts()
        plan = the_plan(seen, counts)
        keep = keep_suits(seen, counts).get(seat)
        have = seen.trick_counts[seat]
        want = have < plan[seat]
        blind = seen.variant == "1p" and seat == DUMMY
        open_mask = seen.open_mask() if blind else 0
        options = self._blind(legal, open_mask, rng) if blind else list(legal)

        def seen_rank(card: Card) -> tuple[int, int]:
            shown = not blind or open_mask >> card & 1
            return (card & 15 if shown else MIDDLING, card >> 4)

        if len(options) == 1:
            if why is not None:
                why.append(Msg("hint_only_card", {"card": options[0]}))
            return options[0]
        guarded = self._guard(options, counts[seat], keep)
        trick = seen.trick_cards()
        params = {"have": have, "target": plan[seat]}
        if not trick:
            card = max(guarded, key=seen_rank) if want else min(guarded, key=seen_rank)
            if why is not None:
                key = "hint_coop_lead_high" if want else "hint_coop_lead_low"
                why.append(Msg(key, {"card": card, **params}))
            return card
        table = TABLES[trick[0] >> 4 & 7]
        best = max(table[c] for c in trick)
        winners = [c for c in guarded if table[c] > best and (not blind or open_mask >> c & 1)]
        if want and winners:
            card = min(winners, key=lambda c: (c >> 4 == SPADES, c & 15))
            if why is not None:
                why.append(Msg("hint_coop_take", {"card": card, **params}))
            return card
        losers = [c for c in guarded if c not in winners] or guarded
        card = max(losers, key=seen_rank) if not want else min(losers, key=seen_rank)
        if why is not None:
            why.append(Msg("hint_coop_duck", {"card": card, **params}))
        return card

    def talk(self, view: View) -> tuple[str, ...]:
        """Agree the plan once per seat (proposing it when nobody has), and say whether a
        lead wants its trick."""
        if not isinstance(view, CoopView) or view.variant == "1p" or view.phase != "play":
            return ()
        seat = view.to_act
        said: list[str] = []
        plans = [i for i, (_, text) in enumerate(view.talk) if text.startswith("plan ")]
        since = 0  # the latest plan counts from its first saying (later ones accept it)
        for index in reversed(plans):
            if view.talk[index][1] != view.talk[plans[-1]][1]:
                break
            since = index
        agreed = bool(plans) and any(who == seat for who, _ in view.talk[since:])
        plan = the_plan(view)
        # Every bot computes the same plan from the suits open when the trick began (so
        # all bots agree during the first trick): the first proposes it and the others'
        # silence agrees; a different plan (a person's) is repeated to accept it.
        if not plans or (not agreed and plan != computed_plan(view, trick_start_counts(view))):
            said.append("say plan " + " ".join(map(str, plan)))
        if not view.trick:
            said.append("say want win" if view.trick_counts[seat] < plan[seat] else "say want lose")
        return tuple(said)

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """For the search: a blind reveal is left to chance (the heuristic picks), and the
        solo dummy's face-down cards count once per suit."""
        assert isinstance(view, CoopView)
        if legal[0] >= REVEAL_BASE:
            return [self.pick(view, view.to_act, legal, rng, None)]
        if view.variant == "1p" and view.to_act == DUMMY:
            return self._blind(legal, view.open_mask(), rng)
        return list(legal)

    def realise(
        self, view: View, action: int, world_legal: Sequence[int], rng: random.Random
    ) -> int:
        """A blind choice in a sampled world: a face-down dummy card of the same suit there
        (the world's hidden ranks differ from the real ones)."""
        assert isinstance(view, CoopView)
        if view.variant != "1p" or view.to_act != DUMMY or action >= REVEAL_BASE:
            return action
        open_mask = view.open_mask()
        if open_mask >> action & 1:
            return action
        hidden = [a for a in world_legal if a >> 4 == action >> 4 and not open_mask >> a & 1]
        return rng.choice(hidden) if hidden else action

    def same_choice(self, view: View, a: int, b: int) -> bool:
        """Two plays are one choice when both are the solo dummy's face-down cards of one
        suit: the player cannot tell them apart."""
        assert isinstance(view, CoopView)
        if a == b:
            return True
        if a >= REVEAL_BASE or b >= REVEAL_BASE or view.variant != "1p" or view.to_act != DUMMY:
            return False
        open_mask = view.open_mask()
        hidden = not (open_mask >> a & 1 or open_mask >> b & 1)
        return hidden and a >> 4 == b >> 4

    @staticmethod
    def _blind(options: Sequence[int], open_mask: int, rng: random.Random) -> list[int]:
        """The dummy's face-down cards are choosable only by suit: one random card stands
        for each suit, so no decision ever depends on a rank nobody has seen."""
        shown = [c for c in options if open_mask >> c & 1]
        hidden_by_suit: dict[int, list[Card]] = {}
        for card in options:
            if not open_mask >> card & 1:
                hidden_by_suit.setdefault(card >> 4, []).append(card)
        return shown + [rng.choice(sorted(hidden_by_suit[s])) for s in sorted(hidden_by_suit)]

    @staticmethod
    def _guard(options: list[int], counts: Sequence[int], keep: int | None) -> list[int]:
        """Hold on to the last card of the suit this seat is to keep, while there is a
        choice (counted from the suits on the backs, so it works for the dummy too)."""
        if keep is None or counts[keep] != 1 or len(options) == 1:
            return options
        return [c for c in options if c >> 4 != keep] or options


HEURISTIC = CoopHeuristic


def search_bot(level: str, budget: Budget) -> Bot:
    """The search levels: the generic search, valuing rollouts by what they achieve on
    the way to a win (see :mod:`rules_core.ai.coop_search`)."""
    from .coop_search import shaped

    return DeterminizedSearch(CoopHeuristic(), budget.worlds, budget.seconds, shaped)


add_catalogue(
    {
        "hint_reveal": {
            "en": "Turn up one of the dummy's {suit} — any of them: you cannot see which is which.",
            "ja": "ダミーの{suit}を1枚表にしましょう。どれを選んでも中身は分かりません。",
        },
        "hint_only_card": {
            "en": "{card} is the only card that may be played.",
            "ja": "出せるカードは {card} だけです。",
        },
        "hint_coop_lead_high": {
            "en": "Lead {card}: this hand has {have} of its {target} tricks and needs more.",
            "ja": "{card} をリードしましょう。この手は目標 {target} トリックのうち {have} トリックで、まだ足りません。",
        },
        "hint_coop_lead_low": {
            "en": "Lead {card}: this hand has its {target} tricks ({have}) and should not take more.",
            "ja": "{card} をリードしましょう。この手は目標の {target} トリックに達していて（{have}）、これ以上取らない方がよいです。",
        },
        "hint_coop_take": {
            "en": "Take it with {card}: {have} of {target} tricks so far.",
            "ja": "{card} で取りましょう。ここまで目標 {target} トリック中 {have} トリックです。",
        },
        "hint_coop_duck": {
            "en": "Play {card} and let the trick go: {have} of {target} tricks so far.",
            "ja": "{card} を出してトリックを譲りましょう。ここまで目標 {target} トリック中 {have} トリックです。",
        },
    }
)

__all__ = ["HEURISTIC", "CoopHeuristic", "computed_plan", "keep_suits", "the_plan"]
