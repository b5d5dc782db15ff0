"""A heuristic Reveille player, and the search levels.

Once the first half is over both hands are known to both players (every other tile has
been seen), so the heuristic reads the other hand off the unseen tiles from then on:

- Second half: the follower takes a trick worth taking with the tile it misses least, or
  gives the cheapest one away; the leader tries each lead against that answer and keeps
  the best (a Nello declarer sheds its most dangerous tile that still loses; its
  opponent ducks with its highest tile that still loses, so as to keep low ones).
- Bidding: every trump worth trying (each number held twice or more, and no trump) is
  played out double dummy with the second half's own policy, for this seat and for the
  other as declarer; the seat bids up to its best — straight to one above what the other
  makes when that is lower — and passes when the other's bid is more than the other
  makes.  Forced to bid (the other passed), it bids 4: that bid ends the bidding.  A
  Nello is bid (the maximum) and declared only when an exact search proves the declarer
  can be kept from every trick whatever the other plays.
- Trump: the best of the same play-outs (all eight choices), or the proved Nello.
- First half: every play gives up a tile and brings one back — the face-up tile for the
  winner, a hidden one for the loser.  Tiles are weighed by what they add to the hand's
  second half (:func:`hand_quality`: its longest number with that double, other doubles,
  counting tiles, high ends), the hidden tile by the mean over the tiles it may be; the
  seat dumps what it misses least and wins the face-up tile when it is worth more than a
  hidden one (as leader, by the chance that the other holds no higher tile of the suit).
  The weights (:class:`Params`) were tuned in duels against variants of the heuristic.

The search levels (:func:`search_bot`) are the shared determinizing search playing for
game points (:class:`ReveilleSearch`): a rollout's end is worth the game point it gives
(±1) plus a small share of the points margin, so worlds that all make (or all fail) a
contract still tell a safer play from a riskier one; after the first half nothing is
hidden and one world is searched.

Measured (``python -m rules_core.bench --game reveille``, game points): the strong level
takes 92 % against the heuristic over 100 deals (94 % over 100 other deals), the
heuristic 91.7 % against random play over 400; decisions p50 / p95: easy 0.16 / 0.23 ms,
normal 91 / 216 ms, strong 533 / 1020 ms; 431 search rollouts/s.  Contracts made as
declarer against the heuristic: the heuristic itself 97 % (1000 deals, a fifth of them
Nellos), easy 51 % (172 contracts), normal 92 % (87), strong 99 % (90 of 100 deals).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..game import State
from ..games.reveille import (
    BID_BASE,
    BIDDING,
    FIRST,
    FOLLOW,
    LED,
    NELLO_ID,
    NONE,
    NT_ID,
    PASS_ID,
    POINTS,
    SET_MASK,
    TABLES,
    TRUMP,
    TRUMP_BASE,
    ReveilleView,
    bid_id,
)
from ..messages import Msg, add_catalogue
from ..tiles import MAX_END, domino_rank_in_suit, has_end, high, is_double, low
from ..view import View
from .base import Bot, Heuristic
from .levels import Budget
from .search import DeterminizedSearch, Measure, WorldSampler

HAND = 7
ENDS = tuple(range(MAX_END + 1))
TILES: tuple[int, ...] = tuple(sorted(f for f in range(64) if SET_MASK >> f & 1))

# -- the second half: a policy on masks, shared by the play and the play-outs -------------

NORMAL, NELLO_DECLARER, NELLO_DEFENDER = 0, 1, 2
ALPHA = 1.0  # a tile's worth for later tricks, against the points of the trick now
BIG = 100.0


def _future(key: int, face: int) -> float:
    """How much a tile is worth keeping for later tricks under ``key``."""
    if key != NONE and has_end(face, key):
        return 1.5 + 1.5 * domino_rank_in_suit(face, key) / 7
    if is_double(face):
        return 1.2
    return 0.4 * low(face) / 6 + 0.1 * high(face) / 6


FUTURE: tuple[tuple[float, ...], ...] = tuple(
    tuple(_future(key, f) if SET_MASK >> f & 1 else 0.0 for f in range(64))
    for key in range(NONE + 1)
)
# How dangerous a tile is in a Nello (the higher it ranks in its own suit, the likelier
# it wins a trick).
DANGER: tuple[float, ...] = tuple(
    domino_rank_in_suit(f, high(f)) + high(f) / 10 if SET_MASK >> f & 1 else 0.0 for f in range(64)
)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        lowest = mask & -mask
        out.append(lowest.bit_length() - 1)
        mask ^= lowest
    return out


def reply(hand: int, lead: int, key: int, role: int) -> int:
    """The tile ``hand`` answers ``lead`` with (``role``: a normal deal, or which side of a
    Nello the seat is on)."""
    led = LED[key][lead]
    table = TABLES[key][led]
    best = table[lead]
    legal = hand & FOLLOW[key][led] or hand
    future = FUTURE[key]
    base = 1 + POINTS[lead]
    chosen, top = -1, -1e9
    for tile in _bits(legal):
        win = table[tile] > best
        if role == NORMAL:
            trick = base + POINTS[tile]
            value = (trick if win else -trick) - ALPHA * future[tile]
        elif role == NELLO_DECLARER:
            value = (-BIG if win else 0.0) + DANGER[tile]
        else:
            value = (0.0 if win else BIG) + DANGER[tile]
        if value > top:
            chosen, top = tile, value
    return chosen


def lead(hand: int, other: int, key: int, role: int) -> int:
    """The tile ``hand`` leads, each lead tried against ``other``'s answer (``other``: the
    other hand, or every tile it may hold)."""
    answer_role = NORMAL if role == NORMAL else 3 - role
    future = FUTURE[key]
    chosen, top = -1, -1e9
    for tile in _bits(hand):
        answer = reply(other, tile, key, answer_role) if other else -1
        if answer < 0:
            return tile
        table = TABLES[key][LED[key][tile]]
        won = table[answer] <= table[tile]
        if role == NORMAL:
            trick = 1 + POINTS[tile] + POINTS[answer]
            value = (trick if won else -trick) - ALPHA * (future[tile] - future[answer])
        elif role == NELLO_DECLARER:
            value = (-BIG if won else 0.0) + DANGER[tile]
        else:
            value = (0.0 if won else BIG) - DANGER[tile]
        if value > top:
            chosen, top = tile, value
    return chosen


def playout(declarer: int, other: int, key: int, nello: bool = False) -> int:
    """The declarer's points when both hands play the second half by this policy, the
    declarer leading (a Nello: the tricks the declarer took, 0 when it holds)."""
    hands = [declarer, other]
    roles = (NELLO_DECLARER, NELLO_DEFENDER) if nello else (NORMAL, NORMAL)
    points = [0, 0]
    leader = 0
    while hands[leader]:
        follower = 1 - leader
        tile = lead(hands[leader], hands[follower], key, roles[leader])
        answer = reply(hands[follower], tile, key, roles[follower])
        hands[leader] ^= 1 << tile
        hands[follower] ^= 1 << answer
        table = TABLES[key][LED[key][tile]]
        winner = follower if table[answer] > table[tile] else leader
        if nello:
            if winner == 0:
                return 1
            points[winner] += 1
        else:
            points[winner] += 1 + POINTS[tile] + POINTS[answer]
        leader = winner
    return 0 if nello else points[0]


_VALUES: dict[tuple[int, int, bool], dict[int, int]] = {}
CACHE_LIMIT = 20_000


def contract_values(declarer: int, other: int, every: bool = False) -> dict[int, int]:
    """The declarer's points by trump key (0–6, NONE) in play-outs — each number held at
    least twice and no trump, or all eight with ``every``."""
    cache_key = (declarer, other, every)
    found = _VALUES.get(cache_key)
    if found is not None:
        return found
    keys = [k for k in ENDS if every or (declarer & FOLLOW[NONE][k]).bit_count() >= 2] + [NONE]
    values = {k: playout(declarer, other, k) for k in keys}
    if len(_VALUES) >= CACHE_LIMIT:
        _VALUES.clear()
    _VALUES[cache_key] = values
    return values


_NELLO: dict[tuple[int, int, int], bool] = {}


def nello_safe(declarer: int, other: int) -> bool:
    """Whether a Nello declarer holding ``declarer`` (leading first) can avoid every trick
    whatever ``other`` plays — exactly, by search."""
    memo: dict[tuple[int, int, int], bool] = {}
    table_of = TABLES[NONE]
    led_of = LED[NONE]
    follow = FOLLOW[NONE]

    def safe(mine: int, theirs: int, i_lead: int) -> bool:
        if not mine:
            return True
        key = (mine, theirs, i_lead)
        known = memo.get(key)
        if known is not None:
            return known
        result = False
        if i_lead:
            for tile in _bits(mine):
                led = led_of[tile]
                table = table_of[led]
                answers = theirs & follow[led] or theirs
                if all(
                    table[a] > table[tile] and safe(mine ^ 1 << tile, theirs ^ 1 << a, 0)
                    for a in _bits(answers)
                ):
                    result = True
                    break
        else:
            result = True
            for tile in _bits(theirs):
                led = led_of[tile]
                table = table_of[led]
                answers = mine & follow[led] or mine
                if not any(
                    table[a] <= table[tile] and safe(mine ^ 1 << a, theirs ^ 1 << tile, 0)
                    for a in _bits(answers)
                ):
                    result = False
                    break
        memo[key] = result
        return result

    cache_key = (declarer, other, 1)
    found = _NELLO.get(cache_key)
    if found is None:
        found = safe(declarer, other, 1)
        if len(_NELLO) >= CACHE_LIMIT:
            _NELLO.clear()
        _NELLO[cache_key] = found
    return found


# -- the first half: what a tile adds to the second half ----------------------------------


@dataclass(frozen=True)
class Params:
    """The heuristic's weights, tuned in duels of the heuristic against variants of itself
    (game points over mirrored deals; a least-squares fit of :func:`hand_quality` to the
    double-dummy play-outs lost those duels 31 %–69 %, mostly on its bidding margin)."""

    length: tuple[float, ...] = (0.0, 0.0, 1.5, 4.5, 8.0, 11.5, 14.5, 17.0)  # longest number
    top_double: float = 2.5  # the double of that number
    double: float = 2.2  # each other double
    points: float = 0.2  # per point of counting tiles held
    high: float = 0.15  # per pip of the higher ends
    denial: float = 0.7  # a face-up tile kept from the other, against its worth to oneself
    bid_margin: int = 0  # bid this far below the play-out's points (1: 30 % against 0)


DEFAULT = Params()


def hand_quality(hand: int, params: Params = DEFAULT) -> float:
    """A quick score of ``hand`` for the second half (its best trump's length and double,
    other doubles, counting tiles, high ends), roughly on the scale of the points it makes
    as declarer: what the first half weighs tiles by, and the bid of a seat that forgot
    the first half (the easy level) and cannot tell the other hand."""
    counts = [0] * (MAX_END + 1)
    doubles = 0
    points = 0
    pips = 0
    for tile in _bits(hand):
        h, lo = tile >> 3, tile & 7
        counts[h] += 1
        if lo != h:
            counts[lo] += 1
        else:
            doubles |= 1 << h
        points += POINTS[tile]
        pips += h
    length, top_double, double = params.length, params.top_double, params.double
    ndoubles = doubles.bit_count()
    best = -1e9
    for end in ENDS:
        if doubles >> end & 1:
            value = length[counts[end]] + top_double + double * (ndoubles - 1)
        else:
            value = length[counts[end]] + double * ndoubles
        if value > best:
            best = value
    return best + params.points * points + params.high * pips


# -- what the heuristic reads ---------------------------------------------------------------


class ReveilleSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def stock_top(self) -> int | None: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def high_bid(self) -> int: ...
    @property
    def high_bidder(self) -> int: ...
    @property
    def max_bid(self) -> int: ...
    @property
    def min_bid(self) -> int: ...
    @property
    def must_bid(self) -> bool: ...
    @property
    def declarer(self) -> int: ...
    @property
    def bid(self) -> int: ...
    @property
    def trump_number(self) -> int | None: ...
    @property
    def nello(self) -> bool: ...
    def hand_mask(self, seat: int) -> int: ...
    def known_mask(self, seat: int) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def played_mask(self) -> int: ...
    def taken(self, seat: int) -> int: ...


def unseen_mask(seen: ReveilleSeen, seat: int) -> int:
    """Tiles ``seat`` has not seen: the other hand and the stock's hidden tiles (after the
    first half: exactly the other hand, for a seat that remembers the first half)."""
    top = seen.stock_top
    return (
        SET_MASK
        & ~seen.hand_mask(seat)
        & ~seen.played_mask()
        & ~(1 << top if top is not None else 0)
    )


def other_hand(seen: ReveilleSeen, seat: int) -> int | None:
    """The other hand when ``seat`` can tell it (after the first half), else None."""
    if seen.phase == FIRST:
        return None
    unseen = unseen_mask(seen, seat)
    return unseen if unseen.bit_count() == seen.hand_mask(seat).bit_count() else None


def trump_key(seen: ReveilleSeen) -> int:
    trump = seen.trump_number
    return NONE if trump is None or trump < 0 else trump


class ReveilleHeuristic(Heuristic[ReveilleSeen]):
    view_type = ReveilleView
    pieces = "domino"

    def __init__(self, params: Params = DEFAULT) -> None:
        self.params = params

    def pick(
        self,
        seen: ReveilleSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        phase = seen.phase
        if phase == BIDDING:
            return self._bid(seen, seat, legal, why)
        if phase == TRUMP:
            return self._trump(seen, seat, legal, why)
        if len(legal) == 1:
            if why is not None:
                why.append(Msg("hint_rv_only", {"card": legal[0]}, pieces="domino"))
            return legal[0]
        if phase == FIRST:
            return self._first_half(seen, seat, legal, why)
        return self._second_half(seen, seat, legal, why)

    # -- the first half ---------------------------------------------------------------------

    def _first_half(
        self, seen: ReveilleSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        params = self.params
        hand = seen.hand_mask(seat)
        top = seen.stock_top
        assert top is not None
        unseen = unseen_mask(seen, seat)
        known = seen.known_mask(1 - seat)
        pool = _bits(unseen & ~known)  # where the hidden tile comes from
        now = hand_quality(hand, params)
        # what taking the face-up tile brings over a hidden one, for this seat and (kept
        # from the other) for the other
        gain_top = hand_quality(hand | 1 << top, params) - now
        hidden = sum(hand_quality(hand | 1 << t, params) for t in pool) / len(pool) - now
        worth = (gain_top - hidden) * (1 + params.denial)
        loss = {t: now - hand_quality(hand ^ 1 << t, params) for t in legal}
        trick = seen.trick_cards()
        if trick:
            led_tile = trick[0]
            table = TABLES[NONE][high(led_tile)]
            best = table[led_tile]

            def value(tile: int) -> float:
                return -loss[tile] + (worth if table[tile] > best else 0.0)

            tile = max(legal, key=lambda t: (value(t), -t))
            wins = table[tile] > best
            if why is not None:
                key = "hint_rv_take_top" if wins else "hint_rv_dump"
                why.append(Msg(key, {"card": tile, "top_card": top}, pieces="domino"))
            return tile
        hidden_size = len(pool)
        draws = HAND - known.bit_count()  # unknown tiles in the other hand

        def chance(tile: int) -> float:
            """The chance the other holds no tile that beats ``tile`` led."""
            table = TABLES[NONE][high(tile)]
            beaters = [t for t in pool if table[t] > table[tile]]
            if any(known >> t & 1 for t in beaters):
                return 0.0
            return _none_drawn(hidden_size, len(beaters), draws)

        def lead_value(tile: int) -> float:
            return -loss[tile] + chance(tile) * worth

        tile = max(legal, key=lambda t: (lead_value(t), -t))
        if why is not None:
            if worth > 0 and chance(tile) >= 0.5:
                why.append(
                    Msg("hint_rv_lead_win", {"card": tile, "top_card": top}, pieces="domino")
                )
            else:
                why.append(
                    Msg("hint_rv_lead_dump", {"card": tile, "top_card": top}, pieces="domino")
                )
        return tile

    # -- bidding and trump ------------------------------------------------------------------

    def _bid(
        self, seen: ReveilleSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        hand = seen.hand_mask(seat)
        other = other_hand(seen, seat)
        top_bid = seen.max_bid
        if other is not None:
            mine = max(contract_values(hand, other).values())
            theirs = max(contract_values(other, hand).values())
            if bid_id(top_bid) in legal and nello_safe(hand, other):
                if why is not None:
                    why.append(Msg("hint_rv_bid_nello", {"bid": top_bid}))
                return bid_id(top_bid)
        else:  # a seat that forgot the first half guesses from its own hand
            mine = round(hand_quality(hand, self.params))
            theirs = 0
        target = min(mine - self.params.bid_margin, top_bid)
        low_bid = seen.min_bid
        may_pass = PASS_ID in legal
        if not may_pass:  # the other passed: this bid ends the bidding, so bid the least
            if why is not None:
                why.append(Msg("hint_rv_must_bid", {"bid": low_bid, "points": mine}))
            return bid_id(low_bid)
        if may_pass and seen.high_bid and seen.high_bid > theirs and other is not None:
            if why is not None:
                why.append(Msg("hint_rv_let_fail", {"bid": seen.high_bid, "points": theirs}))
            return PASS_ID
        if low_bid <= target:
            value = max(low_bid, min(target, theirs + 1))
            if why is not None:
                why.append(Msg("hint_rv_bid", {"bid": value, "points": mine}))
            return bid_id(value)
        if why is not None:
            why.append(Msg("hint_rv_pass", {"bid": low_bid, "points": mine}))
        return PASS_ID

    def _trump(
        self, seen: ReveilleSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        hand = seen.hand_mask(seat)
        other = other_hand(seen, seat)
        if other is None:
            counts = [(hand & FOLLOW[NONE][e]).bit_count() for e in ENDS]
            key = max(ENDS, key=lambda e: (counts[e], e))
            if why is not None:
                why.append(Msg("hint_rv_trump_long", {"trump": key, "n": counts[key]}))
            return TRUMP_BASE + key
        if NELLO_ID in legal and nello_safe(hand, other):
            if why is not None:
                why.append(Msg("hint_rv_nello"))
            return NELLO_ID
        values = contract_values(hand, other, every=True)
        key = max(values, key=lambda k: (values[k], k))
        if why is not None:
            if key == NONE:
                why.append(Msg("hint_rv_no_trump", {"points": values[key], "bid": seen.bid}))
            else:
                why.append(
                    Msg("hint_rv_trump", {"trump": key, "points": values[key], "bid": seen.bid})
                )
        return NT_ID if key == NONE else TRUMP_BASE + key

    # -- the second half --------------------------------------------------------------------

    def _second_half(
        self, seen: ReveilleSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        key = trump_key(seen)
        other = other_hand(seen, seat)
        if other is None:
            other = unseen_mask(seen, seat)
        role = NORMAL
        if seen.nello:
            role = NELLO_DECLARER if seat == seen.declarer else NELLO_DEFENDER
        legal_mask = sum(1 << t for t in legal)
        trick = seen.trick_cards()
        if trick:
            tile = reply(legal_mask, trick[0], key, role)
            table = TABLES[key][LED[key][trick[0]]]
            wins = table[tile] > table[trick[0]]
            if why is not None:
                if role == NORMAL:
                    name = "hint_rv_win" if wins else "hint_rv_give"
                else:
                    name = "hint_rv_nello_win" if wins else "hint_rv_nello_duck"
                why.append(Msg(name, {"card": tile}, pieces="domino"))
            return tile
        tile = lead(legal_mask, other, key, role)
        if why is not None:
            name = "hint_rv_lead" if role == NORMAL else "hint_rv_nello_lead"
            why.append(Msg(name, {"card": tile}, pieces="domino"))
        return tile

    # -- for the search ---------------------------------------------------------------------

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """Bids around the heuristic's (every bid would drown the search)."""
        assert isinstance(view, ReveilleView)
        if view.phase != BIDDING:
            return list(legal)
        chosen = self.pick(view, view.seat, legal, rng, None)
        keep = {PASS_ID, chosen}
        bids = [a for a in legal if BID_BASE <= a < PASS_ID]
        if bids:
            lowest = min(bids)
            keep |= {lowest, lowest + 2, lowest + 4, chosen - 1, chosen + 1, chosen + 3, max(bids)}
        return [a for a in legal if a in keep]


def _none_drawn(pool: int, beaters: int, draws: int) -> float:
    """The chance that ``draws`` tiles drawn from ``pool`` miss all ``beaters``."""
    if beaters <= 0:
        return 1.0
    chance = 1.0
    for i in range(draws):
        if pool - i <= 0:
            break
        chance *= max(0.0, (pool - beaters - i) / (pool - i))
    return chance


# -- the search levels ----------------------------------------------------------------------

MARGIN_WEIGHT = 0.02  # a point of margin, against a game point


def game_points(state: State, player: int) -> float:
    """A rollout's end for ``player``: the game point (+1 won, -1 lost) and a little of the
    points margin."""
    points = state.match_points()
    scores = state.scores()
    return (
        points[player] - points[1 - player] + MARGIN_WEIGHT * (scores[player] - scores[1 - player])
    )


class ReveilleSearch(DeterminizedSearch):
    """The shared search, playing for game points.  Once the first half is over nothing
    is hidden and the rollouts are the heuristic's fixed play: one world tells it all."""

    def evaluate(
        self,
        candidates: list[int],
        view: View,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        measure: Measure = game_points,
    ) -> dict[int, float]:
        if isinstance(view, ReveilleView) and view.phase != FIRST:
            worlds = self.worlds
            self.worlds = 1
            try:
                return super().evaluate(candidates, view, rng, sample, player, measure)
            finally:
                self.worlds = worlds
        return super().evaluate(candidates, view, rng, sample, player, measure)


def search_bot(level: str, budget: Budget) -> Bot:
    """The normal and strong levels: the shared search, playing for game points."""
    return ReveilleSearch(ReveilleHeuristic(), budget.worlds, budget.seconds, game_points)


HEURISTIC = ReveilleHeuristic

add_catalogue(
    {
        "hint_rv_only": {
            "en": "{card} is the only tile you may play.",
            "ja": "出せる牌は {card} だけです。",
        },
        "hint_rv_take_top": {
            "en": "Take the trick with {card}: the face-up {top_card} is worth more to you "
            "than a hidden tile.",
            "ja": "{card} でトリックを取りましょう。表向きの {top_card} は伏せた牌より役に立ちます。",
        },
        "hint_rv_dump": {
            "en": "Give up {card}, the tile you miss least: winning the {top_card} is not "
            "worth more.",
            "ja": "{card} を手放しましょう。いちばん要らない牌で、{top_card} を取るほどの価値はありません。",
        },
        "hint_rv_lead_win": {
            "en": "Lead {card}: it will likely hold, and the face-up {top_card} is worth having.",
            "ja": "{card} をリードしましょう。おそらく勝てて、表向きの {top_card} は取る価値があります。",
        },
        "hint_rv_lead_dump": {
            "en": "Lead {card}: you miss it least, whoever takes the {top_card}.",
            "ja": "{card} をリードしましょう。{top_card} をどちらが取るにせよ、いちばん要らない牌です。",
        },
        "hint_rv_bid": {
            "en": "Bid {bid}: played out, your best trump makes about {points}.",
            "ja": "{bid} をビッドしましょう。最善の切り札で最後まで試すと、およそ {points} 点取れます。",
        },
        "hint_rv_must_bid": {
            "en": "Bid {bid}, the least: you must bid, and your bid ends the bidding (your "
            "best trump makes about {points}).",
            "ja": "最低の {bid} をビッドしましょう。ビッドは必須で、これでビッドが終わります（最善の切り札でおよそ {points} 点）。",
        },
        "hint_rv_pass": {
            "en": "Pass: your best trump makes about {points}, short of {bid}.",
            "ja": "パスしましょう。最善の切り札でおよそ {points} 点で、{bid} には届きません。",
        },
        "hint_rv_let_fail": {
            "en": "Pass: the other hand makes only about {points}, less than its bid of {bid}.",
            "ja": "パスしましょう。相手の手ではおよそ {points} 点しか取れず、ビッドの {bid} に届きません。",
        },
        "hint_rv_bid_nello": {
            "en": "Bid the maximum, {bid}, and declare Nello: whatever the other plays, you "
            "can lose every trick.",
            "ja": "最高の {bid} をビッドしてネロを宣言しましょう。相手がどう出しても全トリックを負けられます。",
        },
        "hint_rv_nello": {
            "en": "Declare Nello: whatever the other plays, you can lose every trick.",
            "ja": "ネロを宣言しましょう。相手がどう出しても全トリックを負けられます。",
        },
        "hint_rv_trump": {
            "en": "Trump {trump}: played out it makes about {points} against your bid of {bid}.",
            "ja": "切り札は {trump} にしましょう。最後まで試すとビッド {bid} に対しておよそ {points} 点です。",
        },
        "hint_rv_no_trump": {
            "en": "No trump: played out it makes about {points} against your bid of {bid}.",
            "ja": "切り札なしにしましょう。最後まで試すとビッド {bid} に対しておよそ {points} 点です。",
        },
        "hint_rv_trump_long": {
            "en": "Trump {trump}: your longest number ({n} tiles).",
            "ja": "切り札は {trump} にしましょう。いちばん多い目です（{n} 枚）。",
        },
        "hint_rv_win": {
            "en": "Take the trick with {card}: it is worth winning, and you miss this tile least.",
            "ja": "{card} でトリックを取りましょう。取る価値があり、この牌がいちばん惜しくありません。",
        },
        "hint_rv_give": {
            "en": "Give {card}: the cheapest tile to lose this trick with.",
            "ja": "{card} を出しましょう。このトリックを負けるのにいちばん安い牌です。",
        },
        "hint_rv_lead": {
            "en": "Lead {card}: against the other hand's best answer it does the most for you.",
            "ja": "{card} をリードしましょう。相手の最善の応じ方に対して、いちばん得になります。",
        },
        "hint_rv_nello_lead": {
            "en": "Lead {card}: the best lead for this Nello against the other hand's answer.",
            "ja": "{card} をリードしましょう。相手の応じ方に対して、このネロでいちばんよいリードです。",
        },
        "hint_rv_nello_duck": {
            "en": "Play {card}: it loses this trick, and keeps your lower tiles for later.",
            "ja": "{card} を出しましょう。このトリックに負け、低い牌を後に残せます。",
        },
        "hint_rv_nello_win": {
            "en": "Play {card}: no tile of yours can lose this trick.",
            "ja": "{card} を出しましょう。このトリックに負けられる牌がありません。",
        },
    }
)

__all__ = [
    "HEURISTIC",
    "ReveilleHeuristic",
    "contract_values",
    "game_points",
    "hand_quality",
    "lead",
    "nello_safe",
    "playout",
    "reply",
    "search_bot",
]
