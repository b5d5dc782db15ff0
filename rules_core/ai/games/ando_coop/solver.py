"""Co-op Must-Follow 1p with every card known: was the deal winnable, and how well?

After a solo deal all 52 ranks are known, so the question is a puzzle with one
mind playing both hands.  A win needs the tricks split 8–4 in round 1 and the
other way round in round 2, with the four kept cards of four suits: hearts and
diamonds kept in one round, spades and clubs in the other.

First, for each round, one pass over every way to play it finds the set of
reachable *outcomes* — the player's trick count, the suit each hand keeps, and who
takes the last trick (that seat leads round 2) — packed as bits of one int per
position (both hands and the leader; a transposition table).  Cards of one hand
that touch in rank (no card of the other hand between them) are one choice there,
since only suits and tricks count.  Matching round-1 and round-2 outcomes answers
"winnable?".  Then the best score: for each matching round-2 goal, best possible
score first, pairs of kept cards are tried best score first, each by an outcome
search with the two cards held back; the first reachable pair is the goal's best.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from ....cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    SUIT_MASK,
    Card,
    card_str,
    parse_card,
    rank_of,
    suit_of,
)
from ....clones import Sendable
from ....game import State
from ....games.ando_coop import PAIRS, TRICKS, TWO_C, win_score
from ....pieces import mask_of
from ....pieces import pieces_of as cards_of
from ...solving import TABLE_CAP, OutOfTime

NEG = -(10**6)  # no score yet
CHECK_EVERY = 1024  # nodes between clock checks
# Per outcome table (two are large at once): about 60 MB each at the most.
TABLE_ENTRIES = TABLE_CAP // 2


def _suit(mask: int, suit: int) -> int:
    return mask & SUIT_MASK[suit]


def follower_wins(lead: Card, reply: Card) -> bool:
    """Two hands, spades trump: does the second card take the trick?"""
    if suit_of(reply) == suit_of(lead):
        return rank_of(reply) > rank_of(lead)
    return suit_of(reply) == SPADES


@dataclass(frozen=True)
class Goal(Sendable):
    """What round 2 must end with: the player's (seat 0's) tricks and the suit each
    hand keeps."""

    tricks0: int
    keep0: int
    keep1: int


def keep_pairs(goal: Goal, r2: tuple[int, int]) -> list[tuple[int, tuple[Card, Card]]]:
    """Every (score, (kept card 0, kept card 1)) of a round-2 goal, best score first:
    the hand taking 8 is the one whose kept rank counts high."""
    pairs = [
        (c0, c1)
        for c0 in cards_of(_suit(r2[0], goal.keep0))
        for c1 in cards_of(_suit(r2[1], goal.keep1))
    ]
    high = goal.tricks0 > TRICKS // 2  # the player takes 8
    scored = [(win_score(*(pair if high else pair[::-1])), pair) for pair in pairs]
    return sorted(scored, key=lambda item: -item[0])


class Budget:
    """Shared time allowance of one solve, and the nodes it searched."""

    def __init__(self, seconds: float) -> None:
        self.deadline = time.perf_counter() + seconds
        self.nodes = 0

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0 and time.perf_counter() > self.deadline:
            raise OutOfTime


STEP = 32  # outcome bits per trick count: 4 keep suits x 4 keep suits x 2 last winners


def outcome_bit(tricks0: int, keep0: int, keep1: int, last: int) -> int:
    return tricks0 * STEP + keep0 * 8 + keep1 * 2 + last


class OutcomeTable:
    """Every outcome reachable from each position of a round, one int of bits per
    (hand 0, hand 1, leader); trick counts are those still to come.

    With ``reserved`` cards (one per hand) the hands are searched without them: those
    are the cards to keep, so a hand void in the led suit but for its reserved card
    would have to give it up — a dead end."""

    def __init__(
        self,
        budget: Budget,
        first_lead: Card | None = None,
        reserved: tuple[Card, Card] | None = None,
    ) -> None:
        self.budget = budget
        self.first_lead = first_lead
        self.reserved = reserved
        self.end_size = 0 if reserved else 1
        self.table: dict[int, int] = {}

    def reachable(self, m0: int, m1: int, leader: int) -> int:
        key = (m0 << 64 | m1) << 1 | leader
        found = self.table.get(key)
        if found is None:
            found = self._search(m0, m1, leader)
            if len(self.table) >= TABLE_ENTRIES:  # bounded memory: start afresh
                self.table.clear()
            self.table[key] = found
        return found

    def _search(self, m0: int, m1: int, leader: int) -> int:
        if m0.bit_count() == self.end_size:  # the leader took the last trick
            keep0, keep1 = self.reserved or (m0.bit_length() - 1, m1.bit_length() - 1)
            return 1 << outcome_bit(0, suit_of(keep0), suit_of(keep1), leader)
        if not self.reserved and not _pairs_possible(m0, m1):
            return 0
        self.budget.tick()
        reachable = 0
        for _, _, n0, n1, winner in self._children(m0, m1, leader):
            below = self.reachable(n0, n1, winner)
            reachable |= below << STEP if winner == 0 else below
        return reachable

    def _children(self, m0: int, m1: int, leader: int) -> list[tuple[Card, Card, int, int, int]]:
        hands = (m0, m1)
        leads = distinct_choices(hands[leader], hands[1 - leader], None)
        if self.first_lead is not None and m0.bit_count() == TRICKS + 1 and leader == 0:
            leads = [self.first_lead]
        follower = hands[1 - leader]
        held_back = self.reserved[1 - leader] if self.reserved else None
        out = []
        for lead in leads:
            void = not _suit(follower, suit_of(lead))
            if void and held_back is not None and suit_of(held_back) == suit_of(lead):
                continue  # it would have to follow with the card it means to keep
            for reply in distinct_choices(follower, hands[leader], lead):
                winner = 1 - leader if follower_wins(lead, reply) else leader
                if leader == 0:
                    out.append((lead, reply, m0 & ~(1 << lead), m1 & ~(1 << reply), winner))
                else:
                    out.append((lead, reply, m0 & ~(1 << reply), m1 & ~(1 << lead), winner))
        return out

    def line(self, m0: int, m1: int, leader: int, bit: int) -> list[tuple[int, Card]]:
        """Plays reaching the outcome ``bit`` (which must be reachable)."""
        plays: list[tuple[int, Card]] = []
        while m0.bit_count() > self.end_size:
            for lead, reply, n0, n1, winner in self._children(m0, m1, leader):
                need = bit - STEP if winner == 0 else bit
                if need >= 0 and self.reachable(n0, n1, winner) >> need & 1:
                    plays += [(leader, lead), (1 - leader, reply)]
                    m0, m1, leader, bit = n0, n1, winner, need
                    break
            else:
                raise AssertionError("outcome not reachable")
        return plays


def _pairs_possible(m0: int, m1: int) -> bool:
    """Can the two hands still keep a winning pair of suits (hearts with diamonds, or
    spades with clubs)?"""
    return any(_suit(m0, a) and _suit(m1, b) for pair in PAIRS for a, b in (pair, pair[::-1]))


def distinct_choices(
    hand: int, other: int, lead: Card | None, whole_suit: int | None = None
) -> list[Card]:
    """A hand's legal cards, one per run of touching cards: with no card of the other
    hand between them, they win and lose the same tricks.  Every card of
    ``whole_suit`` is listed."""
    if lead is not None and _suit(hand, suit_of(lead)):
        hand = _suit(hand, suit_of(lead))
    out: list[Card] = []
    for suit in (SPADES, HEARTS, DIAMONDS, CLUBS):
        mine = _suit(hand, suit)
        if not mine:
            continue
        if suit == whole_suit:
            out += sorted(cards_of(mine), reverse=True)
            continue
        previous_mine = False
        for card in sorted(cards_of(_suit(hand | other, suit)), reverse=True):
            is_mine = bool(mine >> card & 1)
            if is_mine and not previous_mine:
                out.append(card)
            previous_mine = is_mine
    return out


@dataclass(frozen=True)
class CoopSolution(Sendable):
    winnable: bool | None  # None: time ran out before an answer
    score: int | None  # the best winning score (None when lost or unknown)
    complete: bool  # False: a better score may exist (time ran out)
    actions: tuple[tuple[int, str], ...]  # (seat, action) for a record, reveals included
    nodes: int
    seconds: float


def solve_solo(
    round1: Sequence[Sequence[Card]],
    round2: Sequence[Sequence[Card]],
    seconds: float = 30.0,
) -> CoopSolution:
    """Solve a 1p deal (seat 0 the player, seat 1 the dummy) with every rank known."""
    start = time.perf_counter()
    budget = Budget(seconds)
    r1 = (mask_of(round1[0]), mask_of(round1[1]))
    r2 = (mask_of(round2[0]), mask_of(round2[1]))
    first, second = OutcomeTable(budget, TWO_C), OutcomeTable(budget)

    def finish(
        winnable: bool | None,
        complete: bool,
        score: int | None = None,
        line: Sequence[tuple[int, str]] = (),
    ) -> CoopSolution:
        used = time.perf_counter() - start
        return CoopSolution(winnable, score, complete, tuple(line), budget.nodes, used)

    try:
        plans = _matching_plans(first.reachable(*r1, 0), second, r2)
    except OutOfTime:
        return finish(None, False)
    if not plans:
        return finish(False, True)
    best, line = NEG, list[tuple[int, str]]()
    try:
        for ceiling, goal, leader, first_bit in plans:
            if best >= ceiling:
                break
            found = _best_keeps(goal, leader, r2, budget, floor=best)
            if found is not None:
                best, table, bit, (c0, c1) = found
                line = _reveals(r1[1]) + _plays(first.line(*r1, 0, first_bit))
                rest = r2[0] & ~(1 << c0), r2[1] & ~(1 << c1)
                line += _reveals(r2[1]) + _plays(table.line(*rest, leader, bit))
    except OutOfTime:
        return finish(True, False, best if line else None, line)
    return finish(True, True, best, line)


def _best_keeps(
    goal: Goal, leader: int, r2: tuple[int, int], budget: Budget, floor: int
) -> tuple[int, OutcomeTable, int, tuple[Card, Card]] | None:
    """The best-scoring pair of kept cards that round 2 can reach for ``goal`` (above
    ``floor``): pairs are tried best score first, each by a search with the two cards
    held back.  Returns (score, its table, outcome bit, the pair)."""
    for score, pair in keep_pairs(goal, r2):
        if score <= floor:
            break
        table = OutcomeTable(budget, reserved=pair)
        rest = r2[0] & ~(1 << pair[0]), r2[1] & ~(1 << pair[1])
        reachable = table.reachable(*rest, leader)
        for last in (0, 1):
            bit = outcome_bit(goal.tricks0, goal.keep0, goal.keep1, last)
            if reachable >> bit & 1:
                return score, table, bit, pair
    return None


def _matching_plans(
    round1: int, second: OutcomeTable, r2: tuple[int, int]
) -> list[tuple[int, Goal, int, int]]:
    """Round-2 goals a reachable round-1 outcome sets up, highest score ceiling first:
    (ceiling, goal, round-2 leader, round-1 outcome bit)."""
    plans = []
    for tricks0 in (4, 8):
        for pair in PAIRS:
            other = next(p for p in PAIRS if p != pair)
            for keep0, keep1 in (pair, pair[::-1]):
                for last in (0, 1):
                    first_bit = outcome_bit(tricks0, keep0, keep1, last)
                    if not round1 >> first_bit & 1:
                        continue
                    reachable = second.reachable(*r2, last)
                    for k0, k1 in (other, other[::-1]):
                        tricks2 = TRICKS - tricks0
                        if not any(
                            reachable >> outcome_bit(tricks2, k0, k1, w) & 1 for w in (0, 1)
                        ):
                            continue
                        goal = Goal(tricks2, k0, k1)
                        ceiling = keep_pairs(goal, r2)[0][0]
                        plans.append((ceiling, goal, last, first_bit))
    plans.sort(key=lambda p: -p[0])
    seen: set[tuple[Goal, int]] = set()
    unique = []
    for plan in plans:  # one round-1 outcome per round-2 goal and leader is enough
        if (plan[1], plan[2]) not in seen:
            seen.add((plan[1], plan[2]))
            unique.append(plan)
    return unique


def _reveals(dummy: int) -> list[tuple[int, str]]:
    """One face-up card per suit of the dummy (with every rank known, which one is
    turned up changes nothing)."""
    shown: dict[int, Card] = {}
    for card in cards_of(dummy):
        shown.setdefault(suit_of(card), card)
    return [(0, "reveal " + card_str(card)) for card in shown.values()]


def _plays(line: list[tuple[int, Card]]) -> list[tuple[int, str]]:
    return [(seat, "play " + card_str(card)) for seat, card in line]


def dealt_hands(state: State) -> tuple[list[list[Card]], list[list[Card]]]:
    """Both rounds' hands of a 1p deal, as dealt."""
    deal = state.game.explicit_deal(state)
    hands = []
    for name in ("round1", "round2"):
        rounds = deal[name]
        assert isinstance(rounds, list)
        hands.append([[parse_card(str(t)) for t in hand] for hand in rounds])
    return hands[0], hands[1]


def solve_state(state: State, seconds: float = 30.0) -> CoopSolution:
    """Solve the deal of a 1p state (its hands as dealt, every rank known)."""
    return solve_solo(*dealt_hands(state), seconds=seconds)


__all__ = [
    "CoopSolution",
    "Goal",
    "OutcomeTable",
    "dealt_hands",
    "follower_wins",
    "solve_solo",
    "solve_state",
]
