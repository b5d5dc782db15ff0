"""Bots for Brazilian Truco: a heuristic (hints, the easy level, the search's rollouts)
and a Truco search for the normal and strong levels.

Everything rests on one estimate: the chance that a side wins the trick in progress if
every seat still to play in it plays its strongest card — which is exactly how a trick
goes once a truco call hangs on it.  It is counted exactly, not sampled, from the cards
the seat has not seen (:class:`Odds`); a hand a seat was shown (the given packet, a hand
of eleven after ``look``) counts as known, and a seat that played face down while the
other side was winning the trick is taken to hold nothing much above that card (a soft
cap: face-down plays suggest weakness).

The first hand's packets (a packet's score: each card's share of the pack it beats, the
best card counted fully, the second half, the third a quarter — :func:`packet_score`):
- give a great packet (a manilha, or two cards of 2 or better) or a sound one (score
  1.2 or more) to the partner while you may: the partner plays it and you know it, and
  you go on looking for a hand of your own.  Measured against keeping a great packet
  (heuristic against heuristic, 12 000 hands): +0.18 points a hand for giving it; and
  against discarding a great packet whose score is low (a manilha with two 4s), as this
  bot once did: +0.021 points a hand (80 000 duplicate hands, standard error 0.005);
- after giving, keep a great packet or one scoring 1.0 or more;
- discard a weaker packet face up: a fresh one is often better (its reason says how often,
  counted over the packets the unseen cards can make), and it thins the weak cards out of
  the game;
- with a middling third packet (1.0 or more), keep rather than gamble on the forced
  fourth.

Truco calls are a mixed strategy.  A call is a value call when the side's chance to win
the trick is high (a threshold that depends on the tricks already played: after winning
the first trick a call risks a hand the side would mostly win anyway; after losing it the
call makes that trick not count).  Below that line the bot calls now and then as a bluff,
the weakest hands first (chance below 40 %), middling ones only where the weak hands are
too few: one bluff per two value calls among the hands a seat could hold here (from what
the others know: a packet first hand kept or gave holds a 2 or better), since against a
call worth 3 instead of 1 the other side risks 2 more to win 4.  The draw uses the rng,
so a call cannot be read.  Measured in heuristic play: 23 % of calls are below the value
line, 12 % with a weak hand (fewer than the ratio's third, as value hands get more
chances to call); a ratio of 0.5 beat 0.75 and 1.0 by 0.07–0.10 points a hand.

Answers weigh the chance to win the trick against the odds the stake offers: accept a
call to 3 from 1 with a third or more, or near the end of the match whatever the points
would do to it (:func:`accept_need`).  The chance is taken against the caller's range,
not a random hand: hands strong enough for a value call count fully, the others at the
bluff rate (never read as less than half: a caller may bluff more than this bot does).
Raises back (retruco) come from a 62 % chance, and rarely as a bluff.

Card play: win a trick as cheaply as it can be won; in a trick that decides the hand
(the third, the second after a tied first, the trick of an accepted call) the strongest
card; after winning the first trick a tie is as good as a win; never overtake a partner's
card that should hold; a card that cannot change the trick is played face down (nobody
learns it), except where face up it could still tie a trick that a tie would decide.

Hand of eleven: the team at 11 needs a single point, and the other side takes 3 instead
of 1 if a looked hand is lost; it looks only when seeing each other's hands adds more to
the chance to win the match than those 2 points take from it (a small model of the match,
:data:`MATCH_WIN`).  Measured with this play (6000 hands of eleven, each played both
ways): looking wins 44.9 % of them, not looking 44.7 % — too little to pay for the risk,
so the heuristic does not look; the search weighs both in sampled worlds by the chance to
win the match.

Signs between partners (:mod:`rules_core.signs`): partners may not tell their cards but
may show signs agreed in advance — strong, fair, weak — and a bot reads its partner's
sign, a person's or a bot's alike, as evidence about the partner's hand.  A sign means
the chance that the giver's best card in hand takes the trick in progress against the
other side's cards still to come (a fresh trick once the giver has played to it): strong
from 60 %, fair from 35 %, weak below (:func:`sign_word`; the bots show theirs whenever
their partner decides).  The reader turns it into a range of strengths of the partner's
best card (:func:`sign_range`, from what the table shows) and weighs the partner's hidden
hand by it — a hand outside the range at 1 - ``sign_trust`` (0.1), as a sign may be
misjudged — in every chance it reads, so calls, answers, card play and the hand of
eleven's look all follow it; a card played since the sign may have been the one it
spoke of, so then only the range's top still holds.  The search draws its worlds to fit
the sign the same way (:func:`signed_sampler` keeps a world with its
:func:`sign_likelihood`: the partner's best card when it showed the sign), so each world
it plays out counts in full.  A strong sign makes a bot bolder because its side's chances
rise, a weak one more careful; without a sign the bots play exactly as before.  A call,
an answer or the look that counted a sign in says so in its reason.  Measured with
:mod:`rules_core.bench_signs` (duplicate deals: each side with its signs against a side
without, and the same deal with no signs at all; every seat at one level): heuristic
bots whose partners sign take 53.0 % of the points (2000 deals, standard error 0.6 %),
+0.14 points a hand; at the normal level 54.6 % (600 deals, standard error 1.9 %), +0.23
points a hand (standard error 0.09).

Levels: easy is the heuristic (with the easy level's short memory); normal, strong and
expert are :class:`TrucoSearch` with 12, 96 and 384 worlds (:data:`LEVEL_WORLDS`).
Measured (duplicate deals, each played with the sides swapped, 2000 hands): the strong team
(then 48 worlds) takes 62.8 % of the points against the heuristic team, a strong decision
takes about 0.05 s (median; 0.17 s for a card).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate, combinations, product
from math import comb
from typing import Protocol

from ...cards import FRENCH
from ...clones import Sendable
from ...game import Legal, State
from ...games.truco import (
    ACCEPT,
    ANSWER,
    BLIND,
    DEAL,
    DISCARD,
    DOWN_BASE,
    ELEVEN,
    FOLD,
    GIVE,
    KEEP,
    LOOK,
    LOOK_ID,
    MAX_PACKETS,
    NOLOOK_ID,
    NORMAL,
    PACK,
    PLAY,
    RAISE,
    RETRUCO,
    SIGNS,
    STRENGTH,
    TARGET,
    TIE,
    TRUCO,
    TrucoState,
    TrucoView,
)
from ...messages import Msg, add_catalogue
from ...pieces import PiecesWord, PieceWord, mask_of, pieces_of
from ...signs import Sign
from ...view import HIDDEN, View
from ..base import Bot, Decision, Heuristic
from ..levels import Budget
from ..search import WIN_BONUS, DeterminizedSearch, SearchStats, WorldSampler, rollout, utility

TOP = 14  # the strongest card (4C); strengths run 1 (a 4) .. 14, 0 for a face-down card
NO_CAP = TOP
PACK_MASK = mask_of(PACK)
COMB = [[comb(n, k) for k in range(13)] for n in range(41)]

# Each strength's share of the pack that it beats (4 → 0, 4C → 1): the packet score.
_BELOW = [sum(1 for c in PACK if STRENGTH[c] < s) for s in range(TOP + 1)]
POWER = tuple(_BELOW[s] / (len(PACK) - 1) if s else 0.0 for s in range(TOP + 1))
MANILHA = 11  # strengths 11..14
TWO = 9  # a 2 (3s are 10)
# A hand's order, weakest first (by strength, then card): a sort key by card.
WEAKEST_FIRST = [STRENGTH[c] * 256 + c for c in range(len(STRENGTH))]
# The cards of the pack of each strength or less, by strength.
AT_MOST = tuple(mask_of(c for c in PACK if STRENGTH[c] <= v) for v in range(TOP + 1))


# -- what the bot reads ---------------------------------------------------------------------


class TrucoSeen(Protocol):
    """What both :class:`TrucoState` and :class:`TrucoView` hold, read by the heuristic.
    The plays of the tricks (with their face-down marks) and the hands shown by ``look``
    have no common name: :func:`table_of` reads them from either."""

    @property
    def phase(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def dealer(self) -> int: ...
    @property
    def eleven_team(self) -> int: ...
    @property
    def packets(self) -> int: ...
    @property
    def gave(self) -> bool: ...
    @property
    def given(self) -> Sequence[int]: ...
    @property
    def discards(self) -> Sequence[int]: ...
    @property
    def stake(self) -> int: ...
    @property
    def proposed(self) -> int: ...
    @property
    def asker(self) -> int: ...
    @property
    def truco_by(self) -> int: ...
    @property
    def truco_trick(self) -> int: ...
    @property
    def accepted(self) -> bool: ...
    @property
    def deciding(self) -> int: ...
    @property
    def outcomes(self) -> Sequence[int]: ...
    @property
    def scores_before(self) -> tuple[int, int]: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    def hand_mask(self, seat: int) -> int: ...
    def tricks_done(self) -> int: ...


Played = tuple[int, int, bool]  # seat, card (HIDDEN: unseen), face down


@dataclass(frozen=True)
class Rewound(Sendable):
    """A seat's reading of a sampled world at an earlier play (the search's inference
    from what the seats did): the :class:`TrucoSeen` fields as they were then."""

    seat: int
    hand: int
    now: list[Played]
    done: list[list[Played]]
    shown: tuple[int, ...]
    kind: str
    dealer: int
    eleven_team: int
    packets: int
    gave: bool
    given: tuple[int, ...]
    discards: tuple[int, ...]
    outcomes: tuple[int, ...]
    scores_before: tuple[int, int]
    hand_sizes: tuple[int, ...]
    phase: str = "play"
    stake: int = 1
    proposed: int = 0
    asker: int = -1
    truco_by: int = -1
    truco_trick: int = 0
    accepted: bool = False
    deciding: int = 0

    def hand_mask(self, seat: int) -> int:
        return self.hand

    def tricks_done(self) -> int:
        return len(self.done)


def table_of(
    seen: TrucoSeen, seat: int
) -> tuple[list[Played], list[list[Played]], tuple[int, ...]]:
    """The trick in progress and the finished tricks as ``seat`` sees them, and the
    partner's cards ``seat`` was shown (the given packet, a looked hand of eleven)."""
    mate = (seat + 2) % 4
    if isinstance(seen, TrucoView):
        now = [(p.seat, p.card, p.face_down) for p in seen.trick]
        done = [[(p.seat, p.card, p.face_down) for p in t.plays] for t in seen.tricks]
        return now, done, seen.shown[mate] if seen.shown else ()
    if isinstance(seen, TrucoState):
        down = seen.down

        def row(leader: int, cards: Sequence[int]) -> list[Played]:
            out = []
            for i, card in enumerate(cards):
                who = (leader + i) % 4
                hidden = bool(down >> card & 1)
                out.append((who, HIDDEN if hidden and who != seat else card, hidden))
            return out

        done = [row(leader, cards) for leader, cards, _ in seen.finished]
        return row(seen.leader, seen.trick), done, seen.shown_to(seat)[mate]
    if isinstance(seen, Rewound):
        return seen.now, seen.done, seen.shown
    raise TypeError(f"cannot read a {type(seen).__name__}")


# -- exact odds of a trick ------------------------------------------------------------------

Group = tuple[int, int, int]  # cards, side (0: the reader's, 1: the other), cap


class Odds:
    """The odds of one trick: hidden hands (``groups``) drawn from the unseen cards
    (``cumulative[v]``: how many have strength ≤ v), each playing its strongest card;
    a group's cap conditions it to hold nothing stronger.  :meth:`query` adds the
    cards already fixed for each side; every query after the first costs a few sums."""

    __slots__ = ("a", "b", "d", "denominator", "tie", "tie_suffix", "win_suffix")

    def __init__(self, cumulative: tuple[int, ...], groups: tuple[Group, ...]) -> None:
        unseen = cumulative[TOP]
        denominator, used = 1, 0
        for k, _, _ in groups:
            denominator *= COMB[max(unseen - used, 0)][k] if unseen - used >= k else 0
            used += k
        self.denominator = denominator

        # d[v]: the ways to deal the groups with no card above v; a[v]: ours at most v and
        # theirs below v (a group of side 0 or 1 at most v - side); b[v]: the other way round.
        rising = range(1, TOP + 1)
        if not groups:
            d = [1] * (TOP + 1)
        elif len(groups) == 1:
            ((k, _, cap),) = groups
            d = [COMB[cumulative[min(cap, v)]][k] for v in range(TOP + 1)]
        elif len(groups) == 2:  # the common case, without sorting
            (k1, side1, cap1), (k2, side2, cap2) = groups
            d = [_ways_two(cumulative, min(cap1, v), k1, min(cap2, v), k2) for v in range(TOP + 1)]
        elif len(groups) == 3:
            (k1, side1, cap1), (k2, side2, cap2), (k3, side3, cap3) = groups
            d = [
                _ways_three(cumulative, min(cap1, v), k1, min(cap2, v), k2, min(cap3, v), k3)
                for v in range(TOP + 1)
            ]
        else:
            d = [_ways(cumulative, groups, v, v) for v in range(TOP + 1)]
        sides = {side for _, side, _ in groups}
        if 1 not in sides:  # only our side's bound counts: a[v] is d[v]
            a, b = [0, *d[1:]], [0, *d[:-1]]
        elif 0 not in sides:  # only theirs
            a, b = [0, *d[:-1]], [0, *d[1:]]
        elif len(groups) == 2:
            a = [0] + [
                _ways_two(cumulative, min(cap1, v - side1), k1, min(cap2, v - side2), k2)
                for v in rising
            ]
            b = [0] + [
                _ways_two(cumulative, min(cap1, v - 1 + side1), k1, min(cap2, v - 1 + side2), k2)
                for v in rising
            ]
        elif len(groups) == 3:
            a, b = [0], [0]
            for v in rising:  # a[v]: ours at most v, theirs at most v - 1; b[v]: reversed
                o1, o2, o3 = min(cap1, v - side1), min(cap2, v - side2), min(cap3, v - side3)
                a.append(_ways_three(cumulative, o1, k1, o2, k2, o3, k3))
                t1, t2 = min(cap1, v - 1 + side1), min(cap2, v - 1 + side2)
                t3 = min(cap3, v - 1 + side3)
                b.append(_ways_three(cumulative, t1, k1, t2, k2, t3, k3))
        else:
            a = [0] + [_ways(cumulative, groups, v, v - 1) for v in rising]
            b = [0] + [_ways(cumulative, groups, v - 1, v) for v in rising]
        win = [0] + [a[v] - d[v - 1] for v in rising]
        tie = [d[0]] + [d[v] - b[v] - a[v] + d[v - 1] for v in rising]
        self.a, self.b, self.d, self.tie = a, b, d, tie
        # win_suffix[v]: the ways to win with a best card of v or more (and 0 past the top).
        self.win_suffix = [*accumulate(win[::-1])][::-1] + [0]
        self.tie_suffix = [*accumulate(tie[::-1])][::-1] + [0]

    def query(self, ours: int, theirs: int, top: int = -1) -> tuple[float, float, float, float]:
        """P(win and caps hold), P(tie and caps), P(tie at strength ``top`` and caps), and
        P(caps hold), for fixed best cards ``ours`` and ``theirs`` (0: none)."""
        if not self.denominator:
            return 0.0, 0.0, 0.0, 0.0
        lo = max(ours, theirs)
        d, a, b = self.d, self.a, self.b
        if lo == 0:
            win, tie_lo = 0, d[0]
        else:
            win = a[lo] if theirs < lo else 0
            tie_lo = d[lo] - (b[lo] if ours < lo else 0) - (a[lo] if theirs < lo else 0)
        win += self.win_suffix[lo + 1]
        tie = tie_lo + self.tie_suffix[lo + 1]
        tie_top = tie_lo if top == lo else self.tie[top] if top > lo else 0
        scale = 1.0 / self.denominator
        return win * scale, tie * scale, tie_top * scale, d[TOP] * scale


def _ways(cumulative: tuple[int, ...], groups: tuple[Group, ...], ours: int, theirs: int) -> int:
    """Ways to deal the hidden hands (``groups``) from the unseen cards with no card of our
    side above ``ours`` and of theirs above ``theirs`` (nor above a group's cap): the
    lowest bound first, as its cards are below the others' too."""
    bounds = [(min(cap, ours if side == 0 else theirs), k) for k, side, cap in groups]
    bounds.sort()
    count, taken = 1, 0
    for bound, k in bounds:
        n = cumulative[bound] - taken
        if n < k:
            return 0
        count *= COMB[n][k]
        taken += k
    return count


def _ways_two(cumulative: tuple[int, ...], bound1: int, k1: int, bound2: int, k2: int) -> int:
    """:func:`_ways` for two groups of ``k1`` and ``k2`` cards, at most ``bound1`` and
    ``bound2``."""
    if (bound2, k2) < (bound1, k1):
        bound1, k1, bound2, k2 = bound2, k2, bound1, k1
    n = cumulative[bound1]
    if n < k1:
        return 0
    rest = cumulative[bound2] - k1
    return COMB[n][k1] * COMB[rest][k2] if rest >= k2 else 0


def _ways_three(
    cumulative: tuple[int, ...], b1: int, k1: int, b2: int, k2: int, b3: int, k3: int
) -> int:
    """:func:`_ways` for three groups of ``k`` cards at most their bound ``b``."""
    # The three (bound, k) in rising order, as sorted() puts them.
    if b2 < b1 or (b2 == b1 and k2 < k1):
        b1, k1, b2, k2 = b2, k2, b1, k1
    if b3 < b2 or (b3 == b2 and k3 < k2):
        b2, k2, b3, k3 = b3, k3, b2, k2
        if b2 < b1 or (b2 == b1 and k2 < k1):
            b1, k1, b2, k2 = b2, k2, b1, k1
    n = cumulative[b1]
    if n < k1:
        return 0
    count = COMB[n][k1]
    n = cumulative[b2] - k1
    if n < k2:
        return 0
    count *= COMB[n][k2]
    n = cumulative[b3] - k1 - k2
    if n < k3:
        return 0
    return count * COMB[n][k3]


# The odds tables kept: each is about 3 KB, and 16384 of them (47 MB) filled the search
# process within twenty deals at the normal level; a decision's queries repeat among
# themselves, so 512 keep nearly every hit (and the search runs no slower).
ODDS_KEPT = 512


@lru_cache(maxsize=ODDS_KEPT)
def odds(cumulative: tuple[int, ...], groups: tuple[Group, ...]) -> Odds:
    return Odds(cumulative, groups)


def cumulative_of(mask: int) -> tuple[int, ...]:
    """How many cards of the pack in ``mask`` have each strength or less."""
    return tuple([(mask & cards).bit_count() for cards in AT_MOST])


def chance_of_max_below(cumulative: tuple[int, ...], k: int, strength: int) -> float:
    """The chance that ``k`` cards drawn from the unseen ones are all weaker than
    ``strength``."""
    unseen = cumulative[TOP]
    if k <= 0:
        return 1.0
    if unseen < k:
        return 0.0
    below = cumulative[max(strength - 1, 0)] if strength > 0 else 0
    return COMB[below][k] / COMB[unseen][k] if below >= k else 0.0


# -- the parameters -------------------------------------------------------------------------


@dataclass(frozen=True)
class Params(Sendable):
    """The heuristic's thresholds (chances are of winning the trick in progress)."""

    value_call: tuple[tuple[str, float], ...] = (
        ("open", 0.84),  # the first trick
        ("ahead", 0.86),  # the second, after winning the first
        ("behind", 0.55),  # the second, after losing the first
        ("level", 0.64),  # a trick that decides the hand anyway
        ("last_ahead", 0.70),  # the third, a tie would win it for us
        ("last_behind", 0.62),  # the third, a tie would lose it
    )
    weak: float = 0.40  # below: a weak hand, a bluff candidate
    bluff_ratio: float = 0.5  # bluffs per value call: the pot odds of a call to 3
    bluff_cap: float = 1.0  # never bluff more often than this at one decision
    accept_margin: float = 0.02  # accept a little above the pot odds
    retruco: float = 0.62  # raise back from this chance
    retruco_bluff: float = 0.04  # and now and then as a bluff with a hopeless hand
    hopeless: float = 0.15
    cap_trust: float = 0.7  # how much a face-down play is read as weakness
    give: float = 1.2  # a packet this good (packet_score) goes to the partner
    keep_after_give: float = 1.0  # after giving, keep a packet this good
    keep_third: float = 1.0  # the third packet: keep from here (a middling one)
    hold: float = 0.55  # a partner's card this likely to hold is left alone
    take: float = 0.5  # play to take a trick at this chance
    look_gain: float = 0.002  # what seeing each other's hands adds to the chance to win
    give_great: float = 1.0  # give a great packet too while one may (0: keep it)
    range_floor: float = 0.5  # read a caller's weaker hands as bluffing at least this often
    sign_trust: float = 0.9  # a hand a partner's sign rules out is weighed at 1 - this

    def call_threshold(self, situation: str) -> float:
        for name, threshold in self.value_call:
            if name == situation:
                return threshold
        raise KeyError(situation)


DEFAULT = Params()


# -- a small model of the match (the hand of eleven) ------------------------------------------


def _match_table() -> list[list[float]]:
    """P(the side on ``a`` points wins the match against ``b``), from a simple model of a
    hand: either side wins it evenly, worth 1 (68 %), 3 (27 %) or 6 (5 %); a side at 11
    plays for 1 point; both at 11 toss a coin."""
    values = ((1, 0.68), (3, 0.27), (6, 0.05))
    win = [[0.0] * (TARGET + 1) for _ in range(TARGET + 1)]

    def at(a: int, b: int) -> float:
        if a >= TARGET:
            return 1.0
        if b >= TARGET:
            return 0.0
        return win[a][b]

    for total in range(2 * (TARGET - 1), -1, -1):
        for a in range(TARGET):
            b = total - a
            if not 0 <= b < TARGET:
                continue
            if a == ELEVEN and b == ELEVEN:
                win[a][b] = 0.5
            elif a == ELEVEN:
                win[a][b] = 0.5 + 0.5 * at(a, b + 1)
            elif b == ELEVEN:
                win[a][b] = 0.5 * at(a + 1, b)
            else:
                win[a][b] = sum(p * 0.5 * (at(a + v, b) + at(a, b + v)) for v, p in values)
    return win


MATCH_WIN = _match_table()


def match_win(ours: int, theirs: int) -> float:
    if ours >= TARGET:
        return 1.0
    if theirs >= TARGET:
        return 0.0
    return MATCH_WIN[ours][theirs]


# -- one decision's reading ----------------------------------------------------------------


class Reading:
    """What ``seat`` knows at one decision, in the terms the decisions need."""

    def __init__(self, seen: TrucoSeen, seat: int, params: Params) -> None:
        self.seat = seat
        self.team = seat % 2
        self.mate = (seat + 2) % 4
        self.params = params
        now, done, shown = table_of(seen, seat)
        self.now = now
        self.done = done
        self.outcomes = tuple(seen.outcomes)
        self.number = len(done) + 1  # the trick in progress
        first = (seen.dealer + 1) % 4
        self.first = first
        # A packet first hand gave, or kept before the forced fourth, was sound or great:
        # it holds a 2 or better (read only while the whole hand is unplayed).
        dealt = seen.phase != DEAL
        self.kept_floor = TWO if dealt and seen.packets < MAX_PACKETS else 0
        self.given_floor = TWO if dealt and seen.gave else 0
        hand_mask = seen.hand_mask(seat)
        self.hand_mask = hand_mask & PACK_MASK
        self.hand = sorted(pieces_of(self.hand_mask), key=WEAKEST_FIRST.__getitem__)
        known = hand_mask | mask_of(seen.discards)
        if seat in (first, (first + 2) % 4):
            known |= mask_of(seen.given)
        known |= mask_of(shown)
        for trick in [*done, now]:
            for _, card, _ in trick:
                if card >= 0:
                    known |= 1 << card
        self.unseen = PACK_MASK & ~known
        self.cumulative = cumulative_of(self.unseen)
        self.mate_known = max([STRENGTH[c] for c in shown]) if shown else 0
        sizes = seen.hand_sizes
        self.sizes = sizes
        self.hidden = [0 if s == seat else sizes[s] for s in range(4)]
        if shown:
            self.hidden[self.mate] = max(0, sizes[self.mate] - len(shown))
        self.caps = self._caps()
        self.played = {who for who, _, _ in now}
        # What the trick in progress shows, read once for the many chances weighed.
        self.best_shown = self._table_best()
        self.top_shown = max(self.best_shown) or -1
        if len(now) >= 4:
            self.still_to_play: list[int] = []
        else:
            start = (now[0][0] if now else seat) % 4
            order = [(start + i) % 4 for i in range(4)]
            self.still_to_play = [s for s in order if s not in self.played and s != seat]
        self.chances: dict[tuple[int | None, int, int, float, int], tuple[float, float, float]]
        self.chances = {}
        self.readings: dict[tuple[int, Steps], tuple[list[Variant], int]] = {}
        self.mate_sign = self._read_sign(seen.signs) if isinstance(seen, View) else None

    def _read_sign(self, signs: Sequence[Sign]) -> SignRead | None:
        """The partner's sign as weights on its best hidden card (None: no sign, or one
        that can no longer say anything).  Its meaning is a strength range
        (:func:`sign_range`); a card the partner played since could have been the one it
        spoke of, so the range's floor holds only while every card played since was face
        up and weaker; its top holds whatever was played (a card played above it: the
        sign is not read at all)."""
        mate = self.mate
        sign = next((s for s in signs if s.seat == mate), None)
        if sign is None or sign.word not in SIGNS or self.mate_known or not self.hidden[mate]:
            return None
        low, high = sign_range(self, mate, cumulative_of(self.unseen | self.hand_mask), sign.word)
        floor = low
        since = max(0, sign.held - self.sizes[mate])
        plays = [(c, d) for t in [*self.done, self.now] for who, c, d in t if who == mate]
        for card, down in plays[len(plays) - since :] if since else []:
            if not down and card >= 0 and STRENGTH[card] > high:
                return None  # it held more than it said
            if down or card < 0 or STRENGTH[card] >= floor:
                floor = 1
        if floor > high:
            return None
        doubt = 1.0 - self.params.sign_trust
        steps: list[tuple[int, float]] = []
        if floor > 1:
            steps.append((floor - 1, doubt))
        steps.append((high, 1.0))
        if high < TOP:
            steps.append((TOP, doubt))
        if len(steps) == 1:
            return None  # every card fits: nothing to read
        return SignRead(mate, sign.held, low, high, tuple(steps))

    def _caps(self) -> list[int]:
        """A seat that played face down while the other side held the trick is read as
        holding nothing stronger than the card that held it."""
        caps = [NO_CAP] * 4
        for trick in [*self.done, self.now]:
            best = [0, 0]
            for who, card, down in trick:
                side = who % 2
                if down and who != self.seat and best[1 - side] > best[side]:
                    caps[who] = min(caps[who], best[1 - side])
                if not down and card >= 0:
                    best[side] = max(best[side], STRENGTH[card])
        return caps

    # -- the trick in progress --------------------------------------------------------------

    def floor_of(self, who: int) -> int:
        """The weakest best card ``who`` can hold, from what it kept (0: anything)."""
        if self.sizes[who] != 3 or self.done or who in self.played:
            return 0
        if who == self.first:
            return self.kept_floor
        return self.given_floor if who == (self.first + 2) % 4 else 0

    def table_best(self) -> tuple[int, int]:
        """The strongest face-up card on the table for our side and for theirs."""
        return self.best_shown

    def _table_best(self) -> tuple[int, int]:
        ours = theirs = 0
        for who, card, down in self.now:
            if down or card < 0:
                continue
            if who % 2 == self.team:
                ours = max(ours, STRENGTH[card])
            else:
                theirs = max(theirs, STRENGTH[card])
        return ours, theirs

    def table_top(self) -> int:
        """The strongest strength on the table (-1 for none: a tie cannot go to it)."""
        return self.top_shown

    def to_play(self) -> list[int]:
        """The seats still to play in this trick, the reader excepted."""
        return self.still_to_play

    def groups(
        self, skip_caps: bool = False, without: Sequence[int] = ()
    ) -> tuple[list[Group], int]:
        """The hidden hands still to play in this trick as odds groups (soft caps as they
        are), but ``without``'s, and the partner's best shown card when it is still to
        play."""
        groups: list[Group] = []
        mate_fixed = 0
        for s in self.to_play():
            if s in without:
                continue
            side = 0 if s % 2 == self.team else 1
            if s == self.mate and self.mate_known:
                mate_fixed = self.mate_known
            k = self.hidden[s]
            if k:
                groups.append((k, side, NO_CAP if skip_caps else self.caps[s]))
        return groups, mate_fixed

    def chance(
        self,
        mine: int | None = None,
        asker: int = -1,
        cut: int = 0,
        beta: float = 1.0,
        floor: int = 0,
    ) -> tuple[float, float, float]:
        """Our side's (win, tie, tie at the table's top strength) in this trick, each seat
        still to play playing its strongest card; ``mine`` is the strength this seat adds
        (default: its strongest card if still to play).  With ``asker``, that seat's hand
        is weighed as a caller's range: its best card from ``cut`` fully, below at
        ``beta``, below ``floor`` not at all (a packet it would not have kept).  A decision
        asks for the same chances again and again: each is worked out once."""
        key = (mine, asker, cut, beta, floor)
        known = self.chances.get(key)
        if known is None:
            known = self.chances[key] = self._chance(mine, asker, cut, beta, floor)
        return known

    def _chance(
        self, mine: int | None, asker: int, cut: int, beta: float, floor: int
    ) -> tuple[float, float, float]:
        ours, theirs = self.table_best()
        if self.seat not in self.played:
            if mine is None:
                mine = STRENGTH[self.hand[-1]] if self.hand else 0
            ours = max(ours, mine)
        steps = range_steps(cut, beta, floor) if asker >= 0 else WHOLE_RANGE
        known = self.readings.get((asker, steps))
        if known is None:  # how the hidden hands are read does not depend on ``mine``
            ranged: list[Ranged] = []
            if asker >= 0 and asker not in self.played and self.hidden[asker]:
                ranged.append(((self.hidden[asker], 1, NO_CAP), steps))
            sign, mate = self.mate_sign, self.mate
            signed = sign is not None and mate in self.to_play() and self.hidden[mate] > 0
            if sign is not None and signed:  # the partner's sign weighs its hand
                ranged.append(((self.hidden[mate], 0, self.caps[mate]), sign.steps))
            groups, mate_fixed = self.groups(without=(asker, mate) if signed else (asker,))
            trust = self.params.cap_trust
            variants = _variants(self.cumulative, groups, ranged, trust)
            known = self.readings[(asker, steps)] = (variants, mate_fixed)
        variants, mate_fixed = known
        ours = max(ours, mate_fixed)
        return _mixed(self.cumulative, variants, ours, theirs, self.top_shown)

    def equity(self, chances: tuple[float, float, float], we_call: bool) -> float:
        """A trick's chances as one number: a tie that goes to the next trick (or draws)
        counts half; a tie at the top strength on the table goes against the caller."""
        win, tie, tie_top = chances
        return win + 0.5 * (tie - tie_top) + (0.0 if we_call else tie_top)

    # -- the hand --------------------------------------------------------------------------

    def relative(self) -> tuple[str, ...]:
        """The finished tricks from our side: "won", "lost" or "tie"."""
        return tuple(
            "tie" if o == TIE else "won" if o == self.team else "lost" for o in self.outcomes
        )

    def situation(self) -> str:
        return situation_of(self.relative())


def situation_of(relative: Sequence[str]) -> str:
    """The call situation for a side, from its finished tricks."""
    if not relative:
        return "open"
    if len(relative) == 1:
        return {"won": "ahead", "lost": "behind"}.get(relative[0], "level")
    if relative[0] == "won":
        return "last_ahead"
    if relative[0] == "lost":
        return "last_behind"
    return "level"


# One reading of the hidden hands and its weight: odds tables of the trick and, for hands
# whose best card is weighed in steps (a caller's range, a partner's sign), the weights of
# each hand's steps — the tables then stand for every combination of the steps' tops, the
# first hand's steps varying slowest — and the groups of the table used if no step is
# possible.
Variant = tuple[float, tuple["Odds", ...], tuple[tuple[float, ...], ...], tuple[Group, ...]]
# A hidden hand whose best card is weighed in steps.
Ranged = tuple[Group, "Steps"]


def _variants(
    cumulative: tuple[int, ...], groups: list[Group], ranged: Sequence[Ranged], trust: float
) -> list[Variant]:
    """The readings the chances mix: each soft cap (a capped hand) held with the
    ``trust`` the parameters give it or not (the first two), and the ``ranged`` hands
    (at most two) in their steps."""
    assert len(ranged) <= 2, "at most a caller's range and a partner's sign"
    every = [*groups, *(group for group, _ in ranged)]
    soft = [i for i, g in enumerate(every) if g[2] < NO_CAP][:2]
    variants: list[Variant] = []
    for mask in range(1 << len(soft)):
        weight = 1.0
        variant = list(every)
        for bit, index in enumerate(soft):
            k, side, cap = every[index]
            if mask >> bit & 1:
                weight *= trust
            else:
                weight *= 1.0 - trust
                variant[index] = (k, side, NO_CAP)
        if weight <= 0.0:
            continue
        plain, hands = variant[: len(groups)], variant[len(groups) :]
        dims = [steps for _, steps in ranged]
        if all(len(steps) == 1 for steps in dims):  # nothing to weigh
            variants.append((weight, (odds(cumulative, _key(variant)),), (), ()))
            continue
        tables = tuple(
            odds(
                cumulative,
                _key(
                    [
                        *plain,
                        *(
                            (k, side, min(cap, top))
                            for (k, side, cap), (top, _) in zip(hands, tops, strict=True)
                        ),
                    ]
                ),
            )
            for tops in product(*dims)
        )
        weights = tuple(tuple(w for _, w in steps) for steps in dims)
        variants.append((weight, tables, weights, _key(variant)))
    return variants


def _mixed(
    cumulative: tuple[int, ...], variants: list[Variant], ours: int, theirs: int, top: int
) -> tuple[float, float, float]:
    """The chances with soft caps (a capped hand holds to its cap with the trust the
    parameters give it) and hands weighed in steps, by mixing exact odds."""
    result = [0.0, 0.0, 0.0]
    for weight, tables, weights, fallback in variants:
        if not weights:
            got = _conditional(tables[0].query(ours, theirs, top))
        else:
            got = _weighed(cumulative, tables, weights, fallback, ours, theirs, top)
        for i in range(3):
            result[i] += weight * got[i]
    return result[0], result[1], result[2]


Steps = tuple[tuple[int, float], ...]  # (highest strength of a step, its weight), rising


WHOLE_RANGE: Steps = ((TOP, 1.0),)  # no asker's range to weigh: one step


def range_steps(cut: int, beta: float, floor: int = 0) -> Steps:
    """A caller's range as weights on its best card: 0 below ``floor``, ``beta`` below
    ``cut``, 1 from ``cut``."""
    steps: list[tuple[int, float]] = []
    if floor > 1:
        steps.append((floor - 1, 0.0))
    if cut > max(floor, 1) and beta < 1.0:
        steps.append((min(cut, TOP + 1) - 1, beta))
    steps.append((TOP, 1.0))
    return tuple(steps)


NOTHING = (0.0, 0.0, 0.0, 0.0)


def _weighed(
    cumulative: tuple[int, ...],
    tables: tuple[Odds, ...],
    weights: tuple[tuple[float, ...], ...],
    fallback: tuple[Group, ...],
    ours: int,
    theirs: int,
    top: int,
) -> tuple[float, float, float]:
    """The chances with one or two hands' best cards weighed by steps: the sum over the
    steps (both hands': each pair) of weight × P(X and the best cards in those steps),
    over the sum of weight × P(those steps).  ``tables[i]`` holds P(X and every best card
    at most its step's top); a step's own share comes by inclusion and exclusion."""
    joints = [table.query(ours, theirs, top) for table in tables]
    totals = [0.0, 0.0, 0.0, 0.0]  # win, tie, tie at the top, and the norm
    if len(weights) == 1:
        below = NOTHING  # P(X and best ≤ the previous step's top)
        for joint, weight in zip(joints, weights[0], strict=True):
            if weight:
                for i in range(4):
                    totals[i] += weight * (joint[i] - below[i])
            below = joint
    else:
        first, second = weights
        width = len(second)

        def at(i: int, j: int) -> tuple[float, float, float, float]:
            return joints[i * width + j] if i >= 0 and j >= 0 else NOTHING

        for i, a in enumerate(first):
            for j, b in enumerate(second):
                weight = a * b
                if not weight:
                    continue
                cell, left, under, corner = at(i, j), at(i - 1, j), at(i, j - 1), at(i - 1, j - 1)
                for x in range(4):
                    totals[x] += weight * (cell[x] - left[x] - under[x] + corner[x])
    norm = totals[3]
    if norm <= 1e-12:
        return _conditional(odds(cumulative, fallback).query(ours, theirs, top))
    return totals[0] / norm, totals[1] / norm, totals[2] / norm


def _key(groups: Sequence[Group]) -> tuple[Group, ...]:
    """Groups of one side and cap merged (their union plays its best card), in order."""
    merged: dict[tuple[int, int], int] = {}
    for k, side, cap in groups:
        merged[(side, cap)] = merged.get((side, cap), 0) + k
    return tuple(sorted((k, side, cap) for (side, cap), k in merged.items()))


def _conditional(joint: tuple[float, float, float, float]) -> tuple[float, float, float]:
    """Chances given the caps hold, from a query's joint chances."""
    win, tie, tie_top, hold = joint
    if hold <= 0.0:
        return 0.0, 0.0, 0.0
    return win / hold, tie / hold, tie_top / hold


# -- signs between partners ------------------------------------------------------------------

# A sign's meaning (what the bots show, and how every sign is read, whoever shows it): the
# chance that the giver's best card in hand takes the trick in progress against the other
# side's cards still to come in it — or, once the giver has played to it, a fresh trick
# against all of the other side's cards: strong from 60 %, fair from 35 %, else weak.
SIGN_STRONG = 0.6
SIGN_FAIR = 0.35


@dataclass(frozen=True)
class SignRead(Sendable):
    """A partner's sign as its reader reads it: ``seat`` showed it holding ``held``
    cards, saying its best card then was ``low`` .. ``high`` strong (:func:`sign_range`);
    ``steps`` weigh its best card still hidden now (the range, loosened by the cards it
    played since; a hand outside at ``1 - sign_trust``)."""

    seat: int
    held: int
    low: int
    high: int
    steps: Steps


def sign_equity(
    reading: Reading, giver: int, cumulative: tuple[int, ...]
) -> Callable[[int], float]:
    """The chance that ``giver`` (the reader or its partner) takes the trick with a best
    card of each strength (a tie counts half), the cards it has not seen being
    ``cumulative``: the meaning of a sign, from what the table shows."""
    fresh = giver in reading.played
    theirs = 0 if fresh else reading.table_best()[1]
    groups = [
        (reading.sizes[s], 1, NO_CAP)
        for s in range(4)
        if s % 2 != reading.team and reading.sizes[s] and (fresh or s not in reading.played)
    ]
    table = odds(cumulative, _key(groups))

    def equity(strength: int) -> float:
        win, tie, _, hold = table.query(strength, theirs)
        return (win + 0.5 * tie) / hold if hold else 0.0

    return equity


def sign_word(chance: float) -> str:
    """The sign for a best card with this :func:`sign_equity`."""
    return "strong" if chance >= SIGN_STRONG else "fair" if chance >= SIGN_FAIR else "weak"


def sign_range(
    reading: Reading, giver: int, cumulative: tuple[int, ...], word: str
) -> tuple[int, int]:
    """The strengths of best card ``giver``'s sign ``word`` stands for, as its partner
    reads it (``cumulative``: the cards the giver has not seen, as far as the reader
    knows — the reader's own among them): the lowest and the highest."""
    equity = sign_equity(reading, giver, cumulative)
    strong, fair = strength_cut(equity, SIGN_STRONG), strength_cut(equity, SIGN_FAIR)
    if word == "strong":
        return strong, TOP
    if word == "fair":
        return fair, strong - 1
    return 1, fair - 1


# The decisions whose reason says that a partner's sign was counted in (a card's does not).
SIGNED_DECISIONS = frozenset({TRUCO, ACCEPT, FOLD, RETRUCO, LOOK_ID, NOLOOK_ID})


def with_sign(decision: Decision, legal: Legal, sign: SignRead | None, word: str) -> Decision:
    """``decision`` with its reason saying that the partner's sign ``word`` was counted
    in, for a call, an answer or the look (``sign``: the sign as read; None: not read)."""
    why = decision.why
    if sign is None or why is None or why.key == "truco_ai_with_sign":
        return decision
    if decision.action not in legal.texts or legal.id(decision.action) not in SIGNED_DECISIONS:
        return decision
    named = Msg("truco_ai_with_sign", {"why": why, "sign": Msg("truco_ai_sign_name_" + word)})
    return dataclasses.replace(decision, why=named)


def mate_word(view: View) -> str:
    """The word of the sign ``view``'s partner showed ("" for none)."""
    mate = (view.seat + 2) % 4
    return next((s.word for s in view.signs if s.seat == mate), "")


def sign_likelihood(world: TrucoState, sign: SignRead | None, doubt: float) -> float:
    """How well ``world`` fits a partner's sign: 1 where its best card when it showed the
    sign (the cards it holds in the world and those it played since) is in the sign's
    range, else ``doubt``."""
    if sign is None:
        return 1.0
    mate = sign.seat
    held = world.hands[mate] & PACK_MASK
    played = [
        card
        for leader, cards in [
            *((ld, c) for ld, c, _ in world.finished),
            (world.leader, world.trick),
        ]
        for i, card in enumerate(cards)
        if (leader + i) % 4 == mate
    ]
    since = max(0, sign.held - held.bit_count())
    cards = [*pieces_of(held), *(played[len(played) - since :] if since else ())]
    best = max((STRENGTH[c] for c in cards), default=0)
    return 1.0 if sign.low <= best <= sign.high else doubt


# -- calls ------------------------------------------------------------------------------------


def strength_cut(equity_of: Callable[[int], float], target: float) -> int:
    """The weakest best card whose equity reaches ``target`` (15: none does)."""
    lo, hi = 0, TOP + 1
    while lo < hi:
        mid = (lo + hi) // 2
        if equity_of(mid) >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo


@dataclass(frozen=True)
class CallPlan(Sendable):
    """A seat's calling strategy at one decision: value calls from ``cut`` (its best
    card's strength), bluffs below ``weak_cut`` at ``bluff`` probability."""

    equity: float  # this hand's chance (with its best card)
    value: float  # the threshold of a value call here
    cut: int
    weak_cut: int
    bluff: float  # the rate of bluffs with a weak hand
    semi: float  # and with a middling one, when the weak hands are too few


def call_plan(
    params: Params,
    cumulative_for_others: tuple[int, ...],
    hand_size: int,
    equity_of: Callable[[int], float],
    best: int,
    situation: str,
    floor: int = 0,
) -> CallPlan:
    """The calling strategy of a seat whose trick equity with a best card of strength s is
    ``equity_of(s)``; ``cumulative_for_others`` is the unseen cards as the other side sees
    them (this seat's hand among them, its best card at least ``floor``), for how often
    such a seat holds each kind of hand."""
    value = params.call_threshold(situation)
    cut = strength_cut(equity_of, value)
    weak_cut = strength_cut(equity_of, params.weak)

    def below(s: int) -> float:
        return chance_of_max_below(cumulative_for_others, hand_size, s)

    kept = 1.0 - below(floor) if floor else 1.0
    if kept <= 0.0:
        return CallPlan(equity_of(best), value, cut, weak_cut, 0.0, 0.0)
    start = below(floor) if floor else 0.0
    strong = (1.0 - below(max(cut, floor))) / kept
    weak = max(0.0, below(weak_cut) - start) / kept
    middling = max(0.0, below(cut) - max(below(weak_cut), start)) / kept
    wanted = params.bluff_ratio * strong  # bluffs per hand, to stand beside the value calls
    bluff = min(params.bluff_cap, wanted / weak) if weak > 0 else 0.0
    short = wanted - bluff * weak  # what the weak hands cannot bluff: middling hands do
    semi = min(params.bluff_cap, short / middling) if middling > 0 and short > 0 else 0.0
    return CallPlan(equity_of(best), value, cut, weak_cut, bluff, semi)


def my_call_plan(reading: Reading) -> CallPlan:
    """The reader's own calling strategy in the trick in progress."""
    others = cumulative_of(reading.unseen | reading.hand_mask)
    best = STRENGTH[reading.hand[-1]] if reading.hand else 0

    def equity_of(s: int) -> float:
        return reading.equity(reading.chance(mine=s), True)

    floor = reading.floor_of(reading.seat)
    return call_plan(
        reading.params, others, len(reading.hand), equity_of, best, reading.situation(), floor
    )


def asker_plan(reading: Reading, asker: int, raising: bool) -> tuple[int, float, int]:
    """How ``asker`` (of the other side) calls or raises in the trick in progress, as the
    reader sees it: the strength from which it would, its bluff rate below, and the
    weakest best card it may hold."""
    params = reading.params
    if asker in reading.played:
        return 0, 1.0, 0  # its card is on the table: its hand says nothing more
    floor = reading.floor_of(asker)
    # The unseen cards as the asker sees them: ours are among them.
    pool = reading.unseen | reading.hand_mask
    cumulative = cumulative_of(pool)
    their_side = asker % 2
    ours_table, theirs_table = reading.table_best()  # from the reader's side
    f_team, f_opp = theirs_table, ours_table  # from the asker's side
    groups: list[Group] = []
    for s in reading.to_play() + ([reading.seat] if reading.seat not in reading.played else []):
        if s == asker:
            continue
        k = reading.sizes[s]
        if k:
            groups.append((k, 0 if s % 2 == their_side else 1, NO_CAP))
    key = _key(groups)
    top = reading.table_top()

    table = odds(cumulative, key)

    def equity_of(s: int) -> float:
        win, tie, tie_top, hold = table.query(max(f_team, s), f_opp, top)
        if hold <= 0.0:
            return 0.0
        return (win + 0.5 * (tie - tie_top)) / hold

    if raising:
        cut = strength_cut(equity_of, params.retruco)
        return cut, max(params.retruco_bluff, params.range_floor), floor
    situation = situation_of(
        tuple("tie" if o == TIE else "won" if o == their_side else "lost" for o in reading.outcomes)
    )
    k = reading.sizes[asker]
    plan = call_plan(params, cumulative, k, equity_of, 0, situation, floor)
    # Weak and middling hands are read at their mean bluff rate (one weight below the cut).
    weak = max(plan.bluff, plan.semi)
    return plan.cut, max(weak, params.range_floor), floor


def pot_odds(stake: int, proposed: int) -> float:
    """The chance at which accepting ``proposed`` is worth folding for ``stake``."""
    return (1.0 - stake / proposed) / 2.0


def accept_need(stake: int, proposed: int, before: tuple[int, int], team: int) -> float:
    """The chance from which accepting ``proposed`` beats folding for ``stake``, in chances
    to win the match (:data:`MATCH_WIN`): about the pot odds early in a match; near its
    end, what the points would do to the match (a side at 10 facing a call accepts almost
    anything, since a fold gives the other side 11)."""
    ours, theirs = before[team], before[1 - team]
    win = match_win(ours + proposed, theirs)
    lose = match_win(ours, theirs + proposed)
    fold = match_win(ours, theirs + stake)
    if win - lose <= 1e-9:
        return pot_odds(stake, proposed)
    return max(0.0, min(1.0, (fold - lose) / (win - lose)))


def packet_score(cards: Sequence[int]) -> float:
    """A packet's strength: each card's share of the pack it beats, the best card counted
    fully, the second half, the third a quarter (0 .. 1.75)."""
    powers = sorted((POWER[STRENGTH[c]] for c in cards), reverse=True)
    return sum(p * w for p, w in zip(powers, (1.0, 0.5, 0.25), strict=False))


def great_packet(cards: Sequence[int]) -> bool:
    """A manilha, or two cards of 2 or better."""
    strengths = [STRENGTH[c] for c in cards]
    return max(strengths) >= MANILHA or sum(s >= TWO for s in strengths) >= 2


def fresh_beats(seen: TrucoSeen, seat: int, score: float) -> float:
    """The chance that a fresh packet, drawn from the cards ``seat`` has not seen, scores
    more than ``score`` (:func:`packet_score`): what first hand weighs against the packet
    in hand."""
    known = seen.hand_mask(seat) | mask_of(seen.discards)
    if seen.gave:
        known |= mask_of(seen.given)
    pool = [c for c in PACK if not known >> c & 1]
    counts = [0, 0]
    for packet in combinations(pool, 3):
        counts[packet_score(packet) > score] += 1
    return counts[1] / max(1, counts[0] + counts[1])


# -- the heuristic --------------------------------------------------------------------------


def _pct(x: float) -> int:
    return round(100 * max(0.0, min(1.0, x)))


def call_words(plan: CallPlan, params: Params, n: int, searched: bool = False) -> Msg:
    """Why a truco call in trick ``n``: a hand the side's best cards cannot lose with, a
    value call, or a call made now and then below the value line (a bluff with a weak
    hand, a middling one where the weak hands are too few); ``searched``: the call the
    search's played-out deals preferred."""
    params_of = {"pct": _pct(plan.equity), "n": n}
    if plan.equity >= 1.0 - 1e-9:
        return Msg("truco_ai_call_sure", params_of)
    if plan.equity >= plan.value:
        return Msg("truco_ai_call_value", params_of)
    if searched:
        return Msg("truco_ai_call_searched", params_of)
    key = "truco_ai_call_bluff" if plan.equity < params.weak else "truco_ai_call_semi"
    return Msg(key, params_of)


def answer_words(
    answer: int, equity: float, need: float, target: Msg, params: Params, searched: bool = False
) -> Msg:
    """Why ``answer`` to a call, with ``equity`` the chance to win ``target`` (a trick, or
    the hand the search played out) against the caller's range and ``need`` the chance
    from which accepting pays; ``searched``: the answer the played-out deals preferred,
    which may go against those odds."""
    pct, need_pct = _pct(equity), _pct(need)
    words = {"pct": pct, "need": need_pct, "target": target}
    if answer == RETRUCO:
        if equity < params.weak:
            key = "truco_ai_retruco_bluff"
        else:
            key = "truco_ai_retruco_searched" if searched else "truco_ai_retruco"
    elif answer == ACCEPT:
        key = "truco_ai_accept" if equity >= need else "truco_ai_accept_searched"
    elif equity >= need:
        key = "truco_ai_fold_searched"
    else:
        key = "truco_ai_fold" if pct < need_pct else "truco_ai_fold_close"
    return Msg(key, words)


class TrucoHeuristic(Heuristic[TrucoSeen]):
    view_type = TrucoView

    def __init__(self, params: Params = DEFAULT) -> None:
        self.params = params

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        """The heuristic's decision; a call, an answer or the look counted in a partner's
        sign says so in its reason."""
        decision = super().choose(view, legal, rng)
        if not isinstance(view, TrucoView) or not view.signs or decision.why is None:
            return decision
        sign = Reading(view, view.seat, self.params).mate_sign
        return with_sign(decision, legal, sign, mate_word(view))

    def pick(
        self,
        seen: TrucoSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if len(legal) == 1:
            action = legal[0]
            if why is not None:
                key = "truco_ai_blind" if seen.kind == BLIND else "truco_ai_forced"
                why.append(Msg(key))
            return action
        phase = seen.phase
        if isinstance(seen, TrucoView):
            seat = seen.seat  # a team decision may be read from the partner's view
        if phase == DEAL:
            return self._packet(seen, seat, legal, why)
        reading = Reading(seen, seat, self.params)
        if phase == LOOK:
            return self._look(seen, reading, why)
        if phase == ANSWER:
            return self._answer(seen, reading, legal, rng, why)
        if TRUCO in legal:
            plan = my_call_plan(reading)
            if self.wants_call(plan, rng):
                if why is not None:
                    why.append(call_words(plan, self.params, reading.number))
                return TRUCO
        return self._play(seen, reading, legal, why)

    # -- calls and answers -----------------------------------------------------------------

    def wants_call(self, plan: CallPlan, rng: random.Random) -> bool:
        """Value calls from the threshold; bluffs below the weak line at the plan's rate.
        The rng is drawn every time, so a call says nothing about the hand."""
        draw = rng.random()
        if plan.equity >= plan.value:
            return True
        if plan.equity < self.params.weak:
            return draw < plan.bluff
        return draw < plan.semi

    def _answer(
        self,
        seen: TrucoSeen,
        reading: Reading,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        asker = seen.asker
        raising = seen.proposed > RAISE  # a retruco, not the first call
        caller_side = seen.truco_by % 2
        cut, beta, floor = asker_plan(reading, asker, raising)
        chances = reading.chance(asker=asker, cut=cut, beta=beta, floor=floor)
        equity = reading.equity(chances, caller_side == reading.team)
        need = accept_need(seen.stake, seen.proposed, seen.scores_before, reading.team)
        need += self.params.accept_margin
        draw = rng.random()
        params = self.params
        bluff = equity < params.hopeless and draw < params.retruco_bluff
        answer = FOLD
        if RETRUCO in legal and (equity >= params.retruco or bluff):
            answer = RETRUCO
        elif equity >= need:
            answer = ACCEPT
        if why is not None:
            trick = Msg("truco_ai_trick", {"n": reading.number})
            why.append(answer_words(answer, equity, need, trick, self.params))
        return answer

    # -- the deal ---------------------------------------------------------------------------

    def _packet(
        self, seen: TrucoSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        mask = seen.hand_mask(seat)
        cards = tuple(c for c in PACK if mask >> c & 1)
        score = packet_score(cards)
        params = self.params
        great = great_packet(cards)
        manilha = great and max(STRENGTH[c] for c in cards) >= MANILHA
        if great and not (params.give_great and GIVE in legal):
            key = "truco_ai_keep_manilha" if manilha else "truco_ai_keep_great"
            return _say(why, KEEP, key, cards=PiecesWord(FRENCH, cards))
        if GIVE in legal and great:  # a great packet goes to the partner while it may
            key = "truco_ai_give_manilha" if manilha else "truco_ai_give_great"
            return _say(why, GIVE, key, cards=PiecesWord(FRENCH, cards))
        if GIVE in legal and score >= params.give:
            return _say(why, GIVE, "truco_ai_give", cards=PiecesWord(FRENCH, cards))
        if seen.gave and score >= params.keep_after_give:
            return _say(why, KEEP, "truco_ai_keep_after_give", cards=PiecesWord(FRENCH, cards))
        if seen.packets >= 3 and score >= params.keep_third:
            if why is not None:
                pct = _pct(fresh_beats(seen, seat, score))
                why.append(
                    Msg("truco_ai_keep_third", {"cards": PiecesWord(FRENCH, cards), "pct": pct})
                )
            return KEEP
        if DISCARD in legal:
            if why is not None:
                better = fresh_beats(seen, seat, score)
                key = "truco_ai_discard" if better >= 0.5 else "truco_ai_discard_hope"
                left = MAX_PACKETS - seen.packets
                why.append(
                    Msg(key, {"cards": PiecesWord(FRENCH, cards), "pct": _pct(better), "n": left})
                )
            return DISCARD
        return _say(why, KEEP, "truco_ai_forced")

    # -- the hand of eleven -----------------------------------------------------------------

    def hand_chance(self, reading: Reading) -> float:
        """A rough chance to win a hand of eleven: the first trick's odds with everyone's
        best card (the partner's as its sign says), pulled towards even (three tricks
        smooth out one card's luck)."""
        sign, mate = reading.mate_sign, reading.mate
        groups = [
            (reading.hidden[s], 0 if s % 2 == reading.team else 1, NO_CAP)
            for s in (0, 1, 2, 3)
            if s != reading.seat and reading.hidden[s] and not (sign is not None and s == mate)
        ]
        ranged: list[Ranged] = []
        if sign is not None:
            ranged.append(((reading.hidden[mate], 0, NO_CAP), sign.steps))
        best = STRENGTH[reading.hand[-1]] if reading.hand else 0
        variants = _variants(reading.cumulative, groups, ranged, 1.0)
        win, tie, _ = _mixed(reading.cumulative, variants, max(best, reading.mate_known), 0, -1)
        equity = win + 0.5 * tie
        return 0.5 + 0.8 * (equity - 0.5)

    def look_values(self, seen: TrucoSeen, reading: Reading) -> tuple[float, float, float]:
        """The match chances after looking and after not looking, and the hand's chance."""
        ours = seen.scores_before[reading.team]
        theirs = seen.scores_before[1 - reading.team]
        chance = self.hand_chance(reading)
        seen_chance = min(1.0, chance + self.params.look_gain)
        look = seen_chance + (1 - seen_chance) * match_win(ours, theirs + RAISE)
        nolook = chance + (1 - chance) * match_win(ours, theirs + 1)
        return look, nolook, chance

    def _look(self, seen: TrucoSeen, reading: Reading, why: list[Msg] | None) -> int:
        look, nolook, chance = self.look_values(seen, reading)
        if look > nolook:
            return _say(why, LOOK_ID, "truco_ai_look", pct=_pct(chance))
        return _say(why, NOLOOK_ID, "truco_ai_nolook", pct=_pct(chance))

    # -- card play --------------------------------------------------------------------------

    def _play(
        self, seen: TrucoSeen, r: Reading, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        hand = [c for c in r.hand if c in legal] or [c for c in legal if c < DOWN_BASE]
        lowest = hand[0]
        relative = r.relative()
        n = r.number
        deciding = seen.accepted and seen.deciding == n
        # A tie in the trick of the call goes against the caller when its first tied card
        # was on the table at the call; in a tie-break trick it draws.
        in_call_trick = deciding and seen.truco_trick == n
        we_called = seen.truco_by % 2 == r.team
        tie_worth = 0.5 if deciding else self._tie_worth(relative)
        if not r.now:
            return self._lead(r, hand, relative, deciding, why)
        ours, theirs = r.table_best()
        last = len(r.now) == 3

        def value(card: int | None) -> float:
            win, tie, tie_top = r.chance(mine=0 if card is None else STRENGTH[card])
            if in_call_trick:
                return win + tie_top * (0.0 if we_called else 1.0) + (tie - tie_top) * 0.5
            return win + tie * tie_worth

        dump = value(None)

        def wins(card: int) -> bool:
            return r.chance(mine=STRENGTH[card])[0] >= 1.0 - 1e-9

        if deciding or n == 3 or relative == ("tie",):
            # This trick decides the hand: the card that gives the best chance, the
            # cheapest of equals.
            best_card, best_value = None, dump
            for card in hand:
                v = value(card)
                if v > best_value + 1e-9:
                    best_card, best_value = card, v
            if best_card is None:
                return self._dump(r, lowest, ours, theirs, 0.0, why, "truco_ai_down_nothing")
            if last:  # the card decides it: a win, else a tie worth more than a loss
                key = "truco_ai_win_cheap" if wins(best_card) else "truco_ai_tie_best"
            else:  # a tie decides the hand only in the last trick
                key = "truco_ai_decides" if n == 3 else "truco_ai_decides_unless_tie"
            return _say(why, best_card, key, card=PieceWord(FRENCH, best_card), n=n)
        if ours > theirs and (last or dump >= self.params.hold):
            return self._dump(r, lowest, ours, theirs, tie_worth, why)  # the partner holds it
        # Take the trick as cheaply as it can be taken with a fair chance; when it must be
        # won (the first trick lost) and no partner comes after, with any chance at all.
        needed = relative == ("lost",) and r.mate in r.played
        aim = 1.0 if last else 0.0 if needed else self.params.take
        best = dump
        for card in hand:
            v = value(card)
            best = max(best, v)
            if v >= aim - 1e-9 and v > dump + 1e-9:
                if last:  # a win, or a tie that wins the hand after the first trick won
                    key = "truco_ai_win_cheap" if wins(card) else "truco_ai_tie_wins"
                else:
                    fair = v >= self.params.take - 1e-9
                    key = "truco_ai_take" if fair else "truco_ai_take_needed"
                return _say(why, card, key, card=PieceWord(FRENCH, card), n=n)
        # No card takes it as the aim asks: none can (the last to play), none has a fair
        # chance, or none does better than the weakest played face down.
        key = (
            "truco_ai_down_nothing"
            if best <= dump + 1e-9
            else "truco_ai_down_lost"
            if last
            else "truco_ai_down_weak"
        )
        return self._dump(r, lowest, ours, theirs, tie_worth, why, key)

    @staticmethod
    def _tie_worth(relative: tuple[str, ...]) -> float:
        """What a tie in this trick is worth, as a share of a win (no call accepted)."""
        if not relative:
            return 0.5  # a tied first trick: the second decides
        if relative[0] == "won":
            return 1.0  # after winning the first trick a tie wins the hand
        if relative[0] == "lost":
            return 0.0
        return 0.5

    def _lead(
        self,
        r: Reading,
        hand: list[int],
        relative: tuple[str, ...],
        deciding: bool,
        why: list[Msg] | None,
    ) -> int:
        n = r.number
        if len(hand) == 1:
            return _say(why, hand[0], "truco_ai_lead_last", card=PieceWord(FRENCH, hand[0]))
        if deciding or relative:
            card = hand[-1]
            return _say(why, card, "truco_ai_lead_high", card=PieceWord(FRENCH, card), n=n)
        # The first trick: a middle card that can take it, keeping the best for later.
        middle = hand[-2]
        if STRENGTH[middle] >= 7:
            return _say(why, middle, "truco_ai_lead_middle", card=PieceWord(FRENCH, middle))
        if STRENGTH[hand[-1]] < TWO:
            return _say(why, middle, "truco_ai_lead_middle_weak", card=PieceWord(FRENCH, middle))
        low = hand[0]
        return _say(why, low, "truco_ai_lead_low", card=PieceWord(FRENCH, low))

    def _dump(
        self,
        r: Reading,
        card: int,
        ours: int,
        theirs: int,
        tie_worth: float,
        why: list[Msg] | None,
        key: str = "truco_ai_down_nothing",
    ) -> int:
        """Play the weakest card; face down unless face up it could still tie a trick the
        other side holds where a tie is worth having (nobody learns a face-down card).
        ``key``: the reason when the partner does not hold the trick."""
        s = STRENGTH[card]
        if theirs > ours and s == theirs and tie_worth > 0.0:
            return _say(why, card, "truco_ai_tie", card=PieceWord(FRENCH, card), n=r.number)
        if ours > theirs:
            key = "truco_ai_down_partner"
        return _say(why, DOWN_BASE + card, key, card=PieceWord(FRENCH, card), n=r.number)

    # -- the partner's sign -----------------------------------------------------------------

    sign_messages = "truco_ai_sign_"

    def sign(self, view: View) -> Sign | None:
        """A sign to a partner who decides now (a card, a call; an answer or look, also
        one a table lets a person take for this bot): strong, fair or weak by this bot's
        best card in hand (:func:`sign_word`), from its own cards alone.  None when there
        is nothing to tell: the other side decides, or the partner has seen these cards (a
        look, a packet it gave), or nobody has (the blind hand)."""
        if not isinstance(view, TrucoView) or view.blind or view.looked or not view.hand:
            return None
        if view.gave and view.seat == (view.first_hand + 2) % 4:
            return None  # its cards are the packet its partner gave it
        if view.phase not in (PLAY, ANSWER, LOOK) or view.to_act < 0:
            return None
        if view.to_act % 2 != view.seat % 2:
            return None  # the other side decides: nothing to show
        if view.to_act == view.seat and view.phase == PLAY:
            return None  # its own card or call (an answer, or look, its partner may take)
        reading = Reading(view, view.seat, self.params)
        chance = sign_equity(reading, view.seat, reading.cumulative)(STRENGTH[reading.hand[-1]])
        return Sign(view.seat, sign_word(chance), len(view.hand))


def _say(why: list[Msg] | None, action: int, key: str, **params: object) -> int:
    if why is not None:
        why.append(Msg(key, dict(params)))
    return action


HEURISTIC = TrucoHeuristic


# -- the search levels ----------------------------------------------------------------------


# A world costs about 10 ms at a card play on this machine under load (each rollout reads
# exact trick odds at every decision), so the strong level's 96 worlds need about its second:
# capped at 0.45 s before, under this machine's load it finished a median 45 of them, and
# strong and normal differed less than their worlds said.  The expert weighs four times its
# worlds within its two seconds: 96 and 384 worlds still choose differently in a quarter of
# the card plays where a call is open (12 and 96: 46 %).
LEVEL_WORLDS = {"normal": 12, "strong": 96, "expert": 384}
LIKELY_FLOOR = 0.05  # a caller is never read as certain not to hold a hand


def search_bot(level: str, budget: Budget) -> Bot:
    """The normal, strong and expert levels: :class:`TrucoSearch` on the level's budget
    (its worlds: :data:`LEVEL_WORLDS`)."""
    return TrucoSearch(TrucoHeuristic(), budget.worlds, budget.seconds)


def call_likelihood(world: TrucoState, asker: int, raising: bool, params: Params) -> float:
    """How likely ``asker`` was to make its call (or raise) in ``world``, by the
    heuristic's own strategy read from the asker's seat there."""
    reading = Reading(world, asker, params)
    if raising:
        equity = reading.equity(reading.chance(), world.truco_by % 2 == asker % 2)
        if equity >= params.retruco:
            return 1.0
        return max(params.retruco_bluff if equity < params.hopeless else 0.0, LIKELY_FLOOR)
    plan = my_call_plan(reading)
    if plan.equity >= plan.value:
        return 1.0
    rate = plan.bluff if plan.equity < params.weak else plan.semi
    return max(rate, LIKELY_FLOOR)


def call_probability(reading: Reading) -> float:
    """How often the heuristic calls truco in the reader's place (its mixed strategy)."""
    plan = my_call_plan(reading)
    if plan.equity >= plan.value:
        return 1.0
    return plan.bluff if plan.equity < reading.params.weak else plan.semi


def history_likelihood(world: TrucoState, viewer: int, params: Params) -> float:
    """How likely, in ``world``, the other seats were to play as they did without calling
    truco when they could have (by the heuristic's own calling strategy): a seat that let
    a call go by seldom held a hand it would have called with."""
    if world.kind != NORMAL:
        return 1.0
    tricks = [(leader, cards) for leader, cards, _ in world.finished]
    if world.trick:
        tricks.append((world.leader, world.trick))
    plays = [
        (t, i, (leader + i) % 4, card)
        for t, (leader, cards) in enumerate(tricks, 1)
        for i, card in enumerate(cards)
    ]
    called_at = (world.truco_trick, world.on_table) if world.truco_by >= 0 else (99, 0)
    down = world.down
    first = world.first
    weight = 1.0
    for k, (t, i, seat, _) in enumerate(plays):
        if (t, i) >= called_at:
            break
        if seat == viewer:
            continue
        later = [c for _, _, who, c in plays[k:] if who == seat]
        sizes = list(world.hand_sizes)
        for _, _, who, _ in plays[k:]:
            sizes[who] += 1

        def seen_by(rows: Sequence[tuple[int, int, int, int]], who: int = seat) -> list[Played]:
            return [
                (s, c if not down >> c & 1 or s == who else HIDDEN, bool(down >> c & 1))
                for _, _, s, c in rows
            ]

        done = [seen_by([p for p in plays[:k] if p[0] == n]) for n in range(1, t)]
        now = seen_by([p for p in plays[:k] if p[0] == t])
        shown: tuple[int, ...] = ()
        if world.gave and seat == first:
            gone = {c for _, _, s, c in plays[:k]}
            shown = tuple(c for c in world.given if c not in gone)
        rewound = Rewound(
            seat=seat,
            hand=world.hands[seat] | mask_of(later),
            now=now,
            done=done,
            shown=shown,
            kind=world.kind,
            dealer=world.dealer,
            eleven_team=world.eleven_team,
            packets=world.packets,
            gave=world.gave,
            given=world.given,
            discards=tuple(world.discards),
            outcomes=tuple(world.outcomes[: t - 1]),
            scores_before=world.scores_before,
            hand_sizes=tuple(sizes),
        )
        weight *= max(1.0 - call_probability(Reading(rewound, seat, params)), LIKELY_FLOOR)
    return weight


SIGN_DRAWS = 40  # worlds drawn at most for one that a partner's sign keeps


def signed_sampler(sample: WorldSampler, sign: SignRead, doubt: float) -> WorldSampler:
    """Worlds as ``sample`` deals them, each kept with its :func:`sign_likelihood` (else
    drawn again, :data:`SIGN_DRAWS` times at most): the worlds the partner's sign makes
    likely, in proportion, each one played out in full."""

    def draw(rng: random.Random) -> State:
        world = sample(rng)
        for _ in range(SIGN_DRAWS - 1):
            assert isinstance(world, TrucoState)
            if rng.random() < sign_likelihood(world, sign, doubt):
                break
            world = sample(rng)
        return world

    return draw


def match_measure(before: tuple[int, int]) -> Callable[[State, int], float]:
    """A rollout's end as the chance to win the match (the hand of eleven's choice)."""

    def measure(state: State, player: int) -> float:
        points = state.scores()
        team = player % 2
        return match_win(before[team] + points[team], before[1 - team] + points[1 - team])

    return measure


class TrucoSearch(DeterminizedSearch):
    """The search levels.  Cards: the determinised search (every card face up or down,
    played out in sampled worlds).  A truco call: the worlds weigh calling against the
    best card (a call the rollouts prefer is made), and the heuristic's random bluffs
    stay on top, so a call still says little about the hand.  An answer: each world is
    weighed by how likely the caller's call was there (by the heuristic's own calling
    strategy), and accept, fold and retruco are played out in it.  The hand of eleven:
    look or not by the chance to win the match after the hand."""

    own_inference = True  # its worlds are weighed by the calls seen (history_likelihood)

    name = "truco_search"

    def __init__(self, policy: TrucoHeuristic, worlds: int = 16, seconds: float = 1.0) -> None:
        super().__init__(policy, worlds, seconds)
        self.heuristic = policy
        self.bluffed = False  # the last call was the random bluff (not the worlds' choice)
        self.infer = True  # weigh worlds by the others' play so far
        self.bluff_slack = 0.5  # a random bluff where the worlds rate it this close (points)
        # What the worlds decide (packets: the measured thresholds do better than a search
        # on this budget, -0.14 points a decision).
        self.searched = {DEAL: False, ANSWER: True, TRUCO: True}
        self.mate_sign: SignRead | None = None  # the partner's sign at this decision

    def weight(self, world: TrucoState, seat: int) -> float:
        """How likely ``world`` is given the others' play that ``seat`` saw so far
        (:func:`history_likelihood`; its partner's sign chose the world already:
        :func:`signed_sampler`)."""
        return history_likelihood(world, seat, self.heuristic.params) if self.infer else 1.0

    def choose_in_worlds(
        self, view: View, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        assert isinstance(view, TrucoView)
        ids = list(legal.ids)
        self.last = SearchStats()  # no worlds unless this decision searches
        params = self.heuristic.params
        self.mate_sign = Reading(view, view.seat, params).mate_sign if view.signs else None
        if self.mate_sign is not None:
            sample = signed_sampler(sample, self.mate_sign, 1.0 - params.sign_trust)
        if len(ids) == 1 or view.phase == DEAL:
            if view.phase == DEAL and len(ids) > 1 and self.searched[DEAL]:
                return super().choose_in_worlds(view, legal, rng, sample, player)
            return self.policy.choose(view, legal, rng)
        if view.phase == ANSWER and not self.searched[ANSWER]:
            return self.policy.choose(view, legal, rng)
        if view.phase == ANSWER:
            decision = self._answer(view, legal, rng, sample, player)
        elif view.phase == LOOK:
            decision = self._look(view, legal, rng, sample, player)
        else:
            decision = self._play(view, legal, rng, sample, player)
        return with_sign(decision, legal, self.mate_sign, mate_word(view))

    def evaluate(
        self,
        candidates: list[int],
        view: View,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        measure: Callable[[State, int], float] = utility,
    ) -> dict[int, float]:
        """Mean ``measure`` of each candidate over the worlds, each world weighed by how
        likely the others' play so far was in it (:func:`history_likelihood`)."""
        start = time.perf_counter()
        deadline = start + self.seconds
        totals = dict.fromkeys(candidates, 0.0)
        weights = 0.0
        stats = SearchStats()
        while stats.worlds < self.worlds and (stats.worlds == 0 or time.perf_counter() < deadline):
            world = sample(rng)
            assert isinstance(world, TrucoState)
            weight = self.weight(world, view.seat)
            world_legal = world.legal_action_ids()
            seed = rng.getrandbits(32)
            for action in candidates:
                if action not in world_legal:
                    totals[action] -= weight * (WIN_BONUS if measure is utility else 1.0)
                    continue
                state = world.clone()
                state.apply_id(action)
                rollout(state, self.policy, random.Random(seed))
                totals[action] += weight * measure(state, player)
                stats.rollouts += 1
            weights += weight
            stats.worlds += 1
        stats.seconds = time.perf_counter() - start
        self.last = stats
        return {a: totals[a] / weights for a in candidates}

    # -- play -------------------------------------------------------------------------------

    def _play(
        self, view: TrucoView, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        params = self.heuristic.params
        ids = list(legal.ids)
        cards = [a for a in ids if a != TRUCO]
        self.bluffed = False
        default = self.policy.choose(view, legal, rng)
        plan = my_call_plan(Reading(view, view.seat, params)) if TRUCO in ids else None
        draw = rng.random()
        candidates = cards + ([TRUCO] if plan is not None else [])
        values = self.evaluate(candidates, view, rng, sample, player)
        best = max(cards, key=lambda a: (values[a], -a))
        if plan is not None:
            n = len(view.tricks) + 1
            if values[TRUCO] > values[best] and self.searched[TRUCO]:
                return Decision(legal.text(TRUCO), call_words(plan, params, n, searched=True))
            rate = plan.bluff if plan.equity < params.weak else plan.semi
            close = values[TRUCO] >= values[best] - self.bluff_slack
            if plan.equity < plan.value and draw < rate and close:
                self.bluffed = True
                return Decision(legal.text(TRUCO), call_words(plan, params, n))
        if legal.text(best) == default.action:
            return default
        base = values.get(legal.id(default.action), max(values.values()))
        return self.explained(default, legal, best, values[best] - base)

    # -- answers ----------------------------------------------------------------------------

    def _answer(
        self, view: TrucoView, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        params = self.heuristic.params
        ids = list(legal.ids)
        asker, raising = view.asker, view.proposed > RAISE
        team = view.seat % 2
        # Points, unless this hand can decide the match: then the chance to win the match.
        measure = self.measure
        if max(view.scores_before) + view.proposed + RAISE >= TARGET:
            measure = match_measure(view.scores_before)
        start = time.perf_counter()
        deadline = start + self.seconds
        totals = dict.fromkeys(ids, 0.0)
        weight_sum = won = 0.0
        worlds = 0
        policy = self.policy
        while worlds < self.worlds and (worlds == 0 or time.perf_counter() < deadline):
            world = sample(rng)
            assert isinstance(world, TrucoState)
            weight = call_likelihood(world, asker, raising, params) * self.weight(world, view.seat)
            seed = rng.getrandbits(32)
            for action in ids:
                state = world.clone()
                state.apply_id(action)
                rollout(state, policy, random.Random(seed))
                totals[action] += weight * measure(state, player)
                if action == ACCEPT:
                    assert isinstance(state, TrucoState)
                    won += weight * _result(state, team)
            weight_sum += weight
            worlds += 1
        self.last.worlds, self.last.seconds = worlds, time.perf_counter() - start
        values = {a: totals[a] / weight_sum for a in ids}
        best = max(ids, key=lambda a: (values[a], a == ACCEPT))
        equity = won / weight_sum  # the hand, played out after an accept
        need = accept_need(view.stake, view.proposed, view.scores_before, team)
        hand = Msg("truco_ai_the_hand")
        return Decision(
            legal.text(best), answer_words(best, equity, need, hand, params, searched=True)
        )

    # -- the hand of eleven -----------------------------------------------------------------

    def _look(
        self, view: TrucoView, legal: Legal, rng: random.Random, sample: WorldSampler, player: int
    ) -> Decision:
        measure = match_measure(view.scores_before)
        ids = list(legal.ids)
        values = self.evaluate(ids, view, rng, sample, player, measure)
        reading = Reading(view, view.seat, self.heuristic.params)
        pct = _pct(self.heuristic.hand_chance(reading))
        if values[LOOK_ID] > values[NOLOOK_ID]:
            return Decision(legal.text(LOOK_ID), Msg("truco_ai_look", {"pct": pct}))
        return Decision(legal.text(NOLOOK_ID), Msg("truco_ai_nolook", {"pct": pct}))


def _result(state: TrucoState, team: int) -> float:
    """A finished hand for ``team``: 1 won, ½ drawn, 0 lost."""
    if state.winner is None or state.winner == TIE:
        return 0.5
    return 1.0 if state.winner == team else 0.0


add_catalogue(
    {
        "truco_ai_forced": {
            "en": "this is the only thing the rules allow here.",
            "ja": "ここでルール上できることはこれだけです。",
        },
        "truco_ai_blind": {
            "en": "in a blind hand each card is turned up in the order it was dealt.",
            "ja": "目隠しのディールでは、配られた順にカードをめくって出します。",
        },
        # first hand's packets
        "truco_ai_keep_manilha": {
            "en": "{cards} includes a manilha: a strong hand.",
            "ja": "{cards} にはマニリャが入っていて、強い手札です。",
        },
        "truco_ai_keep_great": {
            "en": "{cards} has two cards of 2 or better: a strong hand.",
            "ja": "{cards} には2以上のカードが2枚あり、強い手札です。",
        },
        "truco_ai_give_manilha": {
            "en": "{cards} includes a manilha: {my} partner plays a strong hand that {I} know, and {I} may still find a good one of {my} own.",
            "ja": "{cards} にはマニリャが入っています。これを渡せばパートナーは強い手札で戦え、その中身も分かったうえで、{my}手札はこれから受け取る3枚で作れます。",
        },
        "truco_ai_give_great": {
            "en": "{cards} has two cards of 2 or better: {my} partner plays a strong hand that {I} know, and {I} may still find a good one of {my} own.",
            "ja": "{cards} には2以上のカードが2枚あります。これを渡せばパートナーは強い手札で戦え、その中身も分かったうえで、{my}手札はこれから受け取る3枚で作れます。",
        },
        "truco_ai_give": {
            "en": "{cards} is sound but not great: {my} partner plays it and {I} know it, and {I} may still find a better one of {my} own.",
            "ja": "{cards} は悪くはないが強くもない3枚です。これを渡せばパートナーの手札の中身が分かり、{my}手札にはこれから受け取る3枚からもっと良いものを探せます。",
        },
        "truco_ai_keep_after_give": {
            "en": "{my} partner already holds the packet {I} gave, and {cards} is good enough for {me}.",
            "ja": "パートナーはもう渡した3枚を持っていて、{cards} なら{my}手札として十分です。",
        },
        "truco_ai_keep_third": {
            "en": "{cards} is a middling third packet, and the fourth must be kept whatever it is (a fresh packet beats this one about {pct}% of the time).",
            "ja": "{cards} は3回目のそこそこの3枚です。4回目は何が来ても手札にするしかありません（次の3枚のほうが良い見込みは約 {pct}%）。",
        },
        "truco_ai_discard": {
            "en": "{cards} is a weak packet: a fresh one is better about {pct}% of the time, and these weak cards leave the game.",
            "ja": "{cards} は弱い3枚です。次の3枚のほうが良い見込みは約 {pct}% で、この弱い3枚はこのディールでは使われなくなります。",
        },
        "truco_ai_discard_hope": {
            "en": "{cards} falls short of what {I} keep or give at this point; a fresh packet is better only about {pct}% of the time, but {n} more {n|packet|packets} may still come.",
            "ja": "{cards} はいま手札にしたり渡したりするほどの3枚ではありません。次の3枚のほうが良い見込みは約 {pct}% ですが、まだ {n} 回受け取れます。",
        },
        # the hand of eleven
        "truco_ai_look": {
            "en": "about {pct}% to win this hand, and seeing each other's hands is worth more to {my} team than the extra points a lost hand worth 3 would give away.",
            "ja": "このディールに勝つ見込みは約 {pct}% で、手札を見せ合う利点が、負けたときに3点を渡す不利を上回ります。",
        },
        "truco_ai_nolook": {
            "en": "about {pct}% to win this hand, and a lost hand worth 3 would give the other team more than seeing each other's hands is worth.",
            "ja": "このディールに勝つ見込みは約 {pct}% で、3点のディールを落とす不利が、手札を見せ合う利点を上回ります。",
        },
        # truco calls
        "truco_ai_call_sure": {
            "en": "{my} side's best cards take trick {n} whatever the others hold.",
            "ja": "味方の最強のカードなら、ほかの人が何を持っていても第 {n} トリックに勝てます。",
        },
        "truco_ai_call_value": {
            "en": "with its best cards {my} side wins trick {n} about {pct}% of the time.",
            "ja": "味方が最強のカードを出せば、第 {n} トリックに約 {pct}% で勝てます。",
        },
        "truco_ai_call_semi": {
            "en": "about {pct}% to win trick {n} with {my} side's best cards, below the line where {I} always call, but calling now and then with a middling hand keeps the other side from reading {my} calls.",
            "ja": "味方が最強のカードを出したときの第 {n} トリックの勝ち目は約 {pct}% で、必ず宣言する目安には届きませんが、そこそこの手でも時々宣言すると、相手は宣言から手を読めません。",
        },
        "truco_ai_call_bluff": {
            "en": "a bluff: about {pct}% to win trick {n}, but calling now and then with a weak hand keeps the other side from reading {my} calls.",
            "ja": "はったりです。第 {n} トリックに勝つ見込みは約 {pct}% ですが、弱い手でも時々宣言すると、相手は宣言から手を読めません。",
        },
        "truco_ai_call_searched": {
            "en": "about {pct}% to win trick {n} with {my} side's best cards, and in the deals {I} played out, calling did better than any card.",
            "ja": "味方が最強のカードを出したときの第 {n} トリックの勝ち目は約 {pct}% で、試した配り方では、どのカードを出すよりも宣言したほうが良い結果でした。",
        },
        # answers to a call
        "truco_ai_trick": {"en": "trick {n}", "ja": "第 {n} トリック"},
        "truco_ai_the_hand": {"en": "the hand", "ja": "このディール"},
        "truco_ai_accept": {
            "en": "about {pct}% to win {target} against what the caller may hold, and accepting pays off from {need}% on.",
            "ja": "相手の宣言から考えても{target}に勝つ見込みは約 {pct}% で、{need}% あれば受ける価値があります。",
        },
        "truco_ai_accept_searched": {
            "en": "about {pct}% to win {target} against what the caller may hold, short of the {need}% the odds ask, yet in the deals {I} played out accepting lost less than folding.",
            "ja": "相手の宣言から考えると{target}に勝つ見込みは約 {pct}% で、受ける目安の {need}% に届きませんが、試した配り方では降りるより受けたほうが失点が少なくなりました。",
        },
        "truco_ai_fold": {
            "en": "about {pct}% to win {target} against what the caller may hold, less than the {need}% accepting needs.",
            "ja": "相手の宣言から考えると{target}に勝つ見込みは約 {pct}% で、受けるのに必要な {need}% に届きません。",
        },
        "truco_ai_fold_close": {
            "en": "about {pct}% to win {target} against what the caller may hold, just short of what accepting needs.",
            "ja": "相手の宣言から考えると{target}に勝つ見込みは約 {pct}% で、受けるのに必要な見込みにわずかに届きません。",
        },
        "truco_ai_fold_searched": {
            "en": "about {pct}% to win {target} against what the caller may hold, enough by the odds alone ({need}%), yet in the deals {I} played out folding lost less than accepting.",
            "ja": "相手の宣言から考えると{target}に勝つ見込みは約 {pct}% で、受ける目安の {need}% は超えていますが、試した配り方では受けるより降りたほうが失点が少なくなりました。",
        },
        "truco_ai_retruco": {
            "en": "about {pct}% to win {target} against what the caller may hold, strong enough to raise again.",
            "ja": "相手の宣言から考えても{target}に約 {pct}% で勝てるので、さらに上げる価値があります。",
        },
        "truco_ai_retruco_searched": {
            "en": "about {pct}% to win {target} against what the caller may hold, and in the deals {I} played out raising again did best.",
            "ja": "相手の宣言から考えると{target}に勝つ見込みは約 {pct}% で、試した配り方ではさらに上げるのがいちばん良い結果でした。",
        },
        "truco_ai_retruco_bluff": {
            "en": "a bluff: about {pct}% to win {target}, but folding loses for sure, and a rare raise keeps {my} raises hard to read.",
            "ja": "はったりです。{target}に勝つ見込みは約 {pct}% ですが、降りれば確実に失点し、まれに上げておくと相手に読まれにくくなります。",
        },
        # leads
        "truco_ai_lead_last": {
            "en": "{card} is {my} last card.",
            "ja": "最後の1枚です。",
        },
        "truco_ai_lead_high": {
            "en": "{card} is {my} strongest card, and trick {n} matters most now.",
            "ja": "{card} は手札でいちばん強いカードで、いまは第 {n} トリックが大事です。",
        },
        "truco_ai_lead_middle": {
            "en": "a middle card that can take the first trick, while {my} best stays for later.",
            "ja": "第 1 トリックを取れる中くらいのカードで、いちばん強いカードは後に残せます。",
        },
        "truco_ai_lead_middle_weak": {
            "en": "{my} hand has no card of 2 or better, so {my} best stays back for a later trick.",
            "ja": "2以上のカードがないので、いちばん強いカードは後のトリックに残します。",
        },
        "truco_ai_lead_low": {
            "en": "{my} partner may take the first trick, and {my} strong card stays for later.",
            "ja": "第 1 トリックはパートナーが取れるかもしれず、強いカードを後に残せます。",
        },
        # following
        "truco_ai_win_cheap": {
            "en": "{card} is the cheapest card that wins trick {n}.",
            "ja": "第 {n} トリックに勝てるなかで最も安いカードです。",
        },
        "truco_ai_tie_wins": {
            "en": "{my} side took the first trick, so a tie in trick {n} wins the hand, and {card} is the cheapest card that ties it.",
            "ja": "第 1 トリックを取っているので第 {n} トリックは引き分けでも勝ちで、{card} は引き分けにできるなかで最も安いカードです。",
        },
        "truco_ai_tie_best": {
            "en": "no card of {mine} wins trick {n}, and a tie with {card} is better here than a loss.",
            "ja": "第 {n} トリックに勝てるカードはありませんが、{card} なら引き分けにでき、負けるより有利です。",
        },
        "truco_ai_take": {
            "en": "{card} is the cheapest card with a fair chance to take trick {n}.",
            "ja": "第 {n} トリックを取れる見込みがあるなかで最も安いカードです。",
        },
        "truco_ai_take_needed": {
            "en": "{my} side lost the first trick and must take this one, and {card} is the cheapest card that raises {my} side's chance.",
            "ja": "第 1 トリックを落としたのでこのトリックは取るしかなく、{card} は勝つ見込みを上げられるなかで最も安いカードです。",
        },
        "truco_ai_decides": {
            "en": "trick {n} decides the hand, and {card} gives {my} side the best chance in it.",
            "ja": "第 {n} トリックで勝負が決まり、{card} が味方にいちばん有利です。",
        },
        "truco_ai_decides_unless_tie": {
            "en": "trick {n} decides the hand unless it ties, and {card} gives {my} side the best chance in it.",
            "ja": "引き分けにならなければ第 {n} トリックで勝負が決まり、{card} が味方にいちばん有利です。",
        },
        "truco_ai_tie": {
            "en": "face up it ties the best card on the table, and a tie here is worth more than a loss.",
            "ja": "表向きなら場でいちばん強いカードと引き分けにでき、ここでは負けるより有利です。",
        },
        "truco_ai_down_partner": {
            "en": "{my} partner's card holds this trick so far, and face down this card tells the others nothing.",
            "ja": "このトリックはいまパートナーのカードが勝っていて、裏向きなら相手には何も分かりません。",
        },
        "truco_ai_down_lost": {
            "en": "none of {my} cards can take trick {n}, and face down this card tells the others nothing.",
            "ja": "第 {n} トリックを取れるカードはなく、裏向きなら相手には何も分かりません。",
        },
        "truco_ai_down_weak": {
            "en": "none of {my} cards has a fair chance to take trick {n}, and face down this card tells the others nothing.",
            "ja": "第 {n} トリックを取れる見込みのあるカードはなく、裏向きなら相手には何も分かりません。",
        },
        "truco_ai_down_nothing": {
            "en": "no card of {mine} raises {my} side's chance in trick {n}, and face down this card tells the others nothing.",
            "ja": "第 {n} トリックで味方の見込みを上げられるカードはなく、裏向きなら相手には何も分かりません。",
        },
        "truco_ai_with_sign": {
            "en": "with {my} partner's sign ({sign}) counted in, {why}",
            "ja": "パートナーの合図（{sign}）も考えに入れると、{why}",
        },
        "truco_ai_sign_name_strong": {"en": "strong", "ja": "強い"},
        "truco_ai_sign_name_fair": {"en": "fair", "ja": "まずまず"},
        "truco_ai_sign_name_weak": {"en": "weak", "ja": "弱い"},
        "truco_ai_sign_strong": {"en": "signals: strong hand", "ja": "合図：手は強い"},
        "truco_ai_sign_fair": {"en": "signals: fair hand", "ja": "合図：手はまずまず"},
        "truco_ai_sign_weak": {"en": "signals: weak hand", "ja": "合図：手は弱い"},
    }
)

__all__ = [
    "HEURISTIC",
    "LEVEL_WORLDS",
    "Odds",
    "Params",
    "Reading",
    "TrucoHeuristic",
    "TrucoSearch",
    "TrucoSeen",
    "packet_score",
    "search_bot",
    "table_of",
]
