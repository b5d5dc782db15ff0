"""A cooperative heuristic for Co-op Must-Follow, and the table talk of its bots.

Everyone sees every hand's suits, so every bot can work out the same plan without
saying a word: seats with more spades (trumps) and long suits, as the hands were dealt
this round, are given the larger trick targets, and each seat is given a different
suit to keep as its last card.  A plan spoken at the table (``say plan …``) overrides
the computed one.  When the tricks taken break the plan (a seat past its target) while
another order of the pattern still fits them, the nearest such order is played and said
(measured with the heuristic alone on 300 deals each: wins 4p 12 → 16, 3p 13 → 19).
In play a seat short of its target tries to win cheaply; a seat at its target ducks,
and everyone guards the last card of the suit they are to keep.

Talk: the first bot to act proposes the computed plan when none was said; the
others, who compute the same plan, agree in silence, and repeat a different plan
(a person's) to accept it. Leading a trick, a bot says whether it wants the trick.
Plans are agreed per round: in round 2 of 2p/1p the rules mirror round 1's split, and
a plan said in round 1 no longer counts.

Once the whole table can see the deal is lost (round 1 split wrong, too many tricks,
suits that cannot end as the win needs), a loss scores 0 whatever is played: the bots
play on by the plan and their reason says so.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import permutations
from typing import Protocol

from ....cards import FRENCH, SPADES, SUITS, Card, SuitWord
from ....games.ando_coop import (
    DUMMY,
    PATTERN,
    REVEAL_BASE,
    TABLES,
    CoopView,
    rule_targets,
    spoken_plan,
)
from ....messages import Msg, add_catalogue
from ....pieces import PieceWord
from ....view import View
from ...base import Heuristic

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
    def round_talk(self) -> Sequence[tuple[int, str]]: ...
    @property
    def round_suits(self) -> Sequence[tuple[int, ...]]: ...
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
    def out_of_reach(self) -> Msg | None: ...


def strength(counts: Sequence[int]) -> tuple[int, int]:
    return (counts[SPADES], max(counts))


def computed_plan(seen: CoopSeen, counts: Sequence[Sequence[int]] | None = None) -> tuple[int, ...]:
    """Targets per seat from the suits on the backs (``counts``, default: as the hands
    were dealt this round, so the plan holds all round): the strongest seat takes the
    most."""
    fixed = rule_targets(seen.variant, seen.round, seen.tricks_round1)
    if fixed is not None:  # round 2 of 2p/1p mirrors round 1: who took 8 takes 4 now
        return fixed
    if counts:
        return _ranked_plan(seen.variant, _rows(counts))
    return _ranked_plan(seen.variant, tuple(seen.round_suits or seen.all_suit_counts()))


def _rows(counts: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    """Suit counts per seat as tuples (the caches' keys)."""
    return tuple(tuple(row) for row in counts)


# The plan depends only on the suit counts, the same in every world of a search: cached.
@lru_cache(maxsize=1024)
def _ranked_plan(variant: str, counts: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """:func:`computed_plan` from the suit counts: the strongest seat takes the most."""
    seats = range(len(counts))
    order = sorted(seats, key=lambda s: (strength(counts[s]), -s), reverse=True)
    plan = [0] * len(seats)
    for seat, target in zip(order, sorted(PATTERN[variant], reverse=True), strict=True):
        plan[seat] = target
    return tuple(plan)


def the_plan(seen: CoopSeen) -> tuple[int, ...]:
    """The plan the table plays to: the one said last this round, else the computed one
    (in round 2 of 2p/1p the mirror of round 1) — unless the tricks taken have already
    broken it while another order of the pattern still fits them: then the nearest
    such order."""
    variant = seen.variant
    fixed = rule_targets(variant, seen.round, seen.tricks_round1)
    spoken = spoken_plan(seen.round_talk)
    if fixed is not None:
        return spoken or fixed  # the rules fix round 2's targets: nothing else can win
    plan = spoken or _ranked_plan(variant, tuple(seen.round_suits or seen.all_suit_counts()))
    return mended(PATTERN[variant], plan, tuple(seen.trick_counts))


# A search asks for the same few again and again; unbounded, the cache kept every plan
# and trick count the search process ever met (about 50 KB a deal at the normal level).
@lru_cache(maxsize=1024)
def mended(
    pattern: tuple[int, ...], plan: tuple[int, ...], taken: tuple[int, ...]
) -> tuple[int, ...]:
    """``plan``, or when a seat has taken more than its target there, the order of
    ``pattern`` closest to it that the tricks ``taken`` still fit (``plan`` itself when
    none does: the deal is lost)."""
    if all(t <= p for t, p in zip(taken, plan, strict=True)):
        return plan
    fitting = [
        order
        for order in sorted(set(permutations(pattern)))
        if all(t <= p for t, p in zip(taken, order, strict=True))
    ]
    if not fitting:
        return plan
    return min(fitting, key=lambda order: sum(abs(a - b) for a, b in zip(order, plan, strict=True)))


def keep_suits(seen: CoopSeen, counts: Sequence[Sequence[int]] | None = None) -> dict[int, int]:
    """A different suit for every seat's last card.

    3p: the centre card's suit is already taken.  2p/1p: one round keeps hearts and
    diamonds, the other spades and clubs — round 1 takes the pair the hands favour.
    """
    rows = _rows(counts) if counts else tuple(seen.all_suit_counts())
    return dict(enumerate(_keeps(seen.variant, rows, seen.centre, seen.kept_round1)))


# The suits on the backs are the same in every world of a search, so the same few counts
# come again and again: cached (bounded, as the search process plays deal after deal).
@lru_cache(maxsize=4096)
def _keeps(
    variant: str,
    counts: tuple[tuple[int, ...], ...],
    centre: Card | None,
    kept_round1: tuple[Card, ...] | None,
) -> tuple[int, ...]:
    """:func:`keep_suits` as a suit per seat."""
    seats = range(len(counts))
    if variant in ("2p", "1p"):
        pairs = [(2, 1), (3, 0)]  # hearts+diamonds, spades+clubs
        if kept_round1 is not None:
            used = {c >> 4 & 7 for c in kept_round1}
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
        return (first, pair[1] if first == pair[0] else pair[0])
    taken = {centre >> 4 & 7} if centre is not None else set()
    keeps = [0] * len(seats)
    for seat in sorted(seats, key=lambda s: 4 - counts[s].count(0)):
        options = [s for s in SUITS if s not in taken and counts[seat][s]] or [
            s for s in SUITS if s not in taken
        ]
        suit = max(options, key=lambda s: (counts[seat][s], -s))
        keeps[seat] = suit
        taken.add(suit)
    return tuple(keeps)


def _rank(card: Card) -> int:
    return card & 15


# Sort keys by card, as one number: by rank, then suit (a card's rank as its seat sees it);
# and the cheapest card to win with: any other suit before a trump, then by rank.
RANK_THEN_SUIT = [(c & 15) * 8 + (c >> 4 & 7) for c in range(128)]
CHEAPEST = [(c >> 4 & 7 == SPADES) * 16 + (c & 15) for c in range(128)]


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
                why.append(Msg("hint_reveal", {"suit": SuitWord(suit)}))
            return pick
        blind = seen.variant == "1p" and seat == DUMMY
        if len(legal) == 1 and why is None and not blind:
            return legal[0]  # nothing to weigh (a blind choice still draws its card)
        counts = seen.all_suit_counts()
        plan = the_plan(seen)
        keep = _keeps(seen.variant, tuple(counts), seen.centre, seen.kept_round1)[seat]
        want = seen.trick_counts[seat] < plan[seat]
        open_mask = seen.open_mask() if blind else 0
        options = self._blind(legal, open_mask, rng) if blind else list(legal)
        seen_rank: Callable[[Card], int] = RANK_THEN_SUIT.__getitem__
        if blind:

            def blind_rank(card: Card) -> int:  # a face-down card counts as a middling one
                shown = open_mask >> card & 1
                return (card & 15 if shown else MIDDLING) * 8 + (card >> 4)

            seen_rank = blind_rank
        card, key = self._choose(
            seen, options, counts[seat], keep, want, blind, open_mask, seen_rank
        )
        if why is not None:
            why.append(self._reason(seen, seat, legal, card, key, plan[seat], blind, open_mask))
        return card

    def _choose(
        self,
        seen: CoopSeen,
        options: list[int],
        counts: Sequence[int],
        keep: int | None,
        want: bool,
        blind: bool,
        open_mask: int,
        seen_rank: Callable[[Card], int],
    ) -> tuple[int, str]:
        """The card, and the kind of choice it is (which names its reason)."""
        if len(options) == 1:
            return options[0], "only"
        guarded = self._guard(options, counts, keep)
        trick = seen.trick_cards()
        if not trick:
            if want:
                return max(guarded, key=seen_rank), "lead_high"
            return min(guarded, key=seen_rank), "lead_low"
        table = TABLES[trick[0] >> 4 & 7]
        best = max([table[c] for c in trick])
        winners = [c for c in guarded if table[c] > best and (not blind or open_mask >> c & 1)]
        if want and winners:
            return min(winners, key=CHEAPEST.__getitem__), "take"
        losers = [c for c in guarded if c not in winners]
        if want:
            return min(losers, key=seen_rank), "cannot"
        if losers:
            return max(losers, key=seen_rank), "duck"
        return max(guarded, key=seen_rank), "forced"

    @staticmethod
    def _reason(
        seen: CoopSeen,
        seat: int,
        legal: Sequence[int],
        card: int,
        kind: str,
        target: int,
        blind: bool,
        open_mask: int,
    ) -> Msg:
        """Why ``card``, in the deciding seat's words (the dummy's standing in the third
        person: the solo player decides for it)."""
        lost = seen.out_of_reach()
        if lost is not None:  # a loss scores 0 whatever is played: say so
            return Msg("hint_coop_lost", {"why": lost})
        hidden = blind and not open_mask >> card & 1
        if hidden and all(c >> 4 == card >> 4 and not open_mask >> c & 1 for c in legal):
            # The dummy's face-down cards of one suit: one choice, its rank unseen.
            return Msg("hint_coop_only_suit", {"suit": SuitWord(card >> 4)})
        if len(legal) == 1:
            return Msg("hint_only_card", {"card": PieceWord(FRENCH, card)})
        have = seen.trick_counts[seat]
        dummy = "_dummy" if blind else ""
        if have < target:
            standing = Msg(
                "coop_need" + dummy, {"have": have, "target": target, "more": target - have}
            )
        elif have > target:
            standing = Msg("coop_over" + dummy, {"have": have, "target": target})
        elif target == 0:
            standing = Msg("coop_none" + dummy)
        else:
            standing = Msg("coop_done" + dummy, {"target": target})
        spoken = spoken_plan(seen.round_talk)
        plan = the_plan(seen)
        if spoken is not None and plan != spoken:  # the tricks broke the plan said: say so
            words = {"old": "-".join(map(str, spoken)), "new": "-".join(map(str, plan))}
            standing = Msg("coop_mended", {**words, "standing": standing})
        if hidden:
            return Msg("hint_coop_blind", {"standing": standing, "suit": SuitWord(card >> 4)})
        spare = Msg("coop_spare" + dummy)  # what the choice was made among (guarded cards)
        return Msg(
            "hint_coop_" + kind,
            {"standing": standing, "card": PieceWord(FRENCH, card), "spare": spare},
        )

    def talk(self, view: View) -> tuple[str, ...]:
        """Agree the plan once per seat (proposing it when nobody has), and say whether a
        lead wants its trick."""
        if not isinstance(view, CoopView) or view.variant == "1p" or view.phase != "play":
            return ()
        seat = view.to_act
        said: list[str] = []
        talk = view.round_talk  # plans are agreed afresh each round
        plans = [i for i, (_, text) in enumerate(talk) if text.startswith("plan ")]
        since = 0  # the latest plan counts from its first saying (later ones accept it)
        for index in reversed(plans):
            if talk[index][1] != talk[plans[-1]][1]:
                break
            since = index
        agreed = bool(plans) and any(who == seat for who, _ in talk[since:])
        plan = the_plan(view)
        # Every bot computes the same plan from the suits as dealt: the first proposes it
        # and the others' silence agrees; a different plan (a person's) is repeated to
        # accept it; a plan the tricks have broken is mended and said again.
        latest = spoken_plan(talk)
        if latest is None or plan != latest or (not agreed and plan != computed_plan(view)):
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


add_catalogue(
    {
        "hint_reveal": {
            "en": "any of the dummy's {suit} will do: their backs cannot be told apart.",
            "ja": "ダミーの{suit}は裏からは見分けがつかないので、どれを表にしても同じです。",
        },
        "hint_only_card": {
            "en": "{card} is the only card that may be played.",
            "ja": "出せるカードは {card} だけです。",
        },
        "hint_coop_only_suit": {
            "en": "the dummy may play only its face-down {suit}, which nobody can tell apart.",
            "ja": "ダミーが出せるのは伏せたままの{suit}だけで、どれかは誰にも分かりません。",
        },
        "hint_coop_lost": {
            "en": "the deal can no longer be won ({why}), so whatever is played it scores 0.",
            "ja": "このディールはもう勝てません：{why}。何を出しても得点は 0 です。",
        },
        # Where a seat stands against its target (nested in the reasons below).
        "coop_need": {
            "en": "{I} have {have} of {my} {target} tricks and need {more} more",
            "ja": "目標 {target} トリックのうち {have} トリックで、あと {more} トリック必要です",
        },
        "coop_mended": {
            "en": "the tricks taken have broken the plan {old}, and by the nearest plan that still fits, {new}, {standing}",
            "ja": "取ったトリックで作戦 {old} は崩れました。まだ合う一番近い作戦 {new} では、{standing}",
        },
        "coop_done": {
            "en": "{I} have made {my} target of {target} {target|trick|tricks}",
            "ja": "目標の {target} トリックをすべて取りました",
        },
        "coop_none": {
            "en": "{my} target is no tricks",
            "ja": "目標は 0 トリックです",
        },
        "coop_over": {
            "en": "{I} have {have} {have|trick|tricks}, past {my} target of {target}",
            "ja": "{have} トリック取っていて、目標の {target} トリックを超えています",
        },
        "coop_need_dummy": {
            "en": "the dummy has {have} of its {target} tricks and needs {more} more",
            "ja": "ダミーは目標 {target} トリックのうち {have} トリックで、あと {more} トリック必要です",
        },
        "coop_done_dummy": {
            "en": "the dummy has made its target of {target} {target|trick|tricks}",
            "ja": "ダミーは目標の {target} トリックをすべて取りました",
        },
        "coop_none_dummy": {
            "en": "the dummy's target is no tricks",
            "ja": "ダミーの目標は 0 トリックです",
        },
        "coop_over_dummy": {
            "en": "the dummy has {have} {have|trick|tricks}, past its target of {target}",
            "ja": "ダミーは {have} トリック取っていて、目標の {target} トリックを超えています",
        },
        # What a choice is made among: the cards a seat can spare (its last card of the
        # suit it keeps is held back); for the dummy only its open cards have known ranks.
        "coop_spare": {"en": "card {I} can spare", "ja": "手放せる札"},
        "coop_spare_dummy": {
            "en": "open card the dummy can spare",
            "ja": "ダミーの手放せる表の札",
        },
        "hint_coop_lead_high": {
            "en": "{standing}, so {card}, the highest {spare}, leads.",
            "ja": "{standing}。{card} は{spare}の中でいちばん高い札なので、これでリードします。",
        },
        "hint_coop_lead_low": {
            "en": "{standing}, so {card}, the lowest {spare}, leads.",
            "ja": "{standing}。{card} は{spare}の中でいちばん低い札なので、これでリードします。",
        },
        "hint_coop_take": {
            "en": "{standing}, and {card} is the cheapest {spare} that beats the trick so far.",
            "ja": "{standing}。{card} は{spare}のうち、いま場にある札にいちばん安く勝てる札です。",
        },
        "hint_coop_duck": {
            "en": "{standing}, and {card} is the highest {spare} that stays under the trick "
            "so far.",
            "ja": "{standing}。{card} は{spare}のうち、いま場にある札に負ける中でいちばん高い札です。",
        },
        "hint_coop_cannot": {
            "en": "{standing}, but no {spare} beats the trick so far; {card} is the lowest.",
            "ja": "{standing}が、{spare}ではいま場にある札に勝てません。{card} はその中でいちばん低い札です。",
        },
        "hint_coop_forced": {
            "en": "{standing}, but every {spare} beats the trick so far; {card} is the highest.",
            "ja": "{standing}が、{spare}はどれもいま場にある札に勝ちます。{card} はその中でいちばん高い札です。",
        },
        "hint_coop_blind": {
            "en": "{standing}; one of the dummy's face-down {suit} is the choice, its rank unseen.",
            "ja": "{standing}。ダミーの伏せた{suit}を選びます（ランクは見えません）。",
        },
    }
)

__all__ = ["HEURISTIC", "CoopHeuristic", "computed_plan", "keep_suits", "the_plan"]
