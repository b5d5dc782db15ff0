"""A perfect-information solver for Must-Follow Solitaire.

Given the stock order (after the game, or in a sampled world for a hint) it
finds the best final score over every exchange, trump and play — a win always
scores at least 0 and a loss at most −1, so the best score also answers "was it
winnable?".

Why it is fast enough in pure Python:
- a position in play is just (hand, trick number): the dummy's leads are fixed
  by the stock order, and a lost trick gives the played card back, so *every*
  losing card leads to the same position (hand + lead);
- a hand is a bit mask over card integers, a transposition-table key is one int;
- values are bounded (a win leaves at most ``leads − hand`` stock cards), which
  prunes with an alpha bound; the table stores exact values and bounds;
- exchanges that cannot beat the best score found so far are never searched.

The search stops cleanly at a deadline and reports what it has proved, and the
transposition table is cleared when it reaches its size cap, so memory stays
bounded (about 100 bytes per entry).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ....cards import (
    HIGHER_MASK,
    JOKER,
    JOKER_BIT,
    NO_TRUMP,
    SUIT_MASK,
    SUITS,
    Card,
    card_str,
    rank_of,
    suit_of,
    trump_word,
)
from ....clones import Sendable
from ....games.mustfollow_solitaire import (
    BURN,
    EXCHANGE,
    HAND_SIZE,
    MAX_EXCHANGE,
    PLAY,
    TRUMP,
    SolitaireState,
    sizes_after_exchange,
)
from ....pieces import mask_of
from ....pieces import pieces_of as cards_of
from ...solving import TABLE_CAP, OutOfTime

TRUMPS: tuple[int, ...] = (*SUITS, NO_TRUMP)

# Entry flags of the transposition table.
EXACT, UPPER = 0, 2


class OutOfNodes(Exception):
    """One search used its node allowance (a sampled world too hard to settle quickly)."""


@dataclass
class PlaySolver:
    """Best final score of the play phase for one dummy sequence and trump.

    ``leads`` is the dummy's cards in the order they will be led.  One solver
    (and its table) serves every hand that meets the same leads, so different
    exchanges with the same number of cards share their transpositions.
    """

    leads: Sequence[Card]
    trump: int
    deadline: float = float("inf")
    table: dict[int, int] = field(default_factory=dict)
    suit_matches: dict[int, int] = field(default_factory=dict)
    tag: int = 0  # tells apart solvers that share one table (below 64)
    node_limit: int = 0  # 0: no limit
    nodes: int = 0

    def __post_init__(self) -> None:
        self.trump_mask = SUIT_MASK[self.trump] if self.trump != NO_TRUMP else 0
        # For each trick i: the ranks of every suit still to be led from i on, ascending,
        # and how many of those leads are not the joker (the joker lead cannot be won).
        self.suffix_ranks: list[list[list[int]]] = []
        self.suffix_winnable: list[int] = []
        for i in range(len(self.leads) + 1):
            rest = self.leads[i:]
            self.suffix_ranks.append(
                [sorted(rank_of(c) for c in rest if c != JOKER and suit_of(c) == s) for s in SUITS]
            )
            self.suffix_winnable.append(sum(1 for c in rest if c != JOKER))

    def upper_bound(self, mask: int, i: int) -> int:
        """No line from here scores more.

        Every card that leaves the hand wins a trick of its own against a lead it can
        beat, and cards picked up by losing only add to the hand, so the final hand
        holds at least ``hand − m`` cards, m being the largest matching of hand cards
        to leads they can beat.  A win (final hand 0) needs one trick per hand card.
        """
        hand, tricks_left = mask.bit_count(), len(self.leads) - i
        leaving = self.max_leaving(mask, i)
        if leaving >= hand and hand <= tricks_left:
            return tricks_left - hand
        return -max(1, hand - leaving, hand - tricks_left)

    def max_leaving(self, mask: int, i: int) -> int:
        """An upper bound on how many of the hand's cards can ever win a trick."""
        matched = 0
        flexible = 1 if mask & JOKER_BIT else 0
        cache = self.suit_matches
        for suit in SUITS:
            bits = mask >> (suit * 16) & 0x7FFC
            if suit == self.trump:
                flexible += bits.bit_count()
            elif bits:
                key = ((bits << 6 | i) << 2 | suit) << 6 | self.tag
                count = cache.get(key)
                if count is None:
                    count = cache[key] = self.suit_matching(bits, self.suffix_ranks[i][suit])
                matched += count
        winnable = self.suffix_winnable[i]
        return min(matched + min(flexible, winnable), winnable)

    @staticmethod
    def suit_matching(bits: int, leads: list[int]) -> int:
        """Most cards of one non-trump suit (rank bits) that can each beat a distinct
        lower lead of that suit: match cards and leads in ascending order."""
        matched = j = 0
        for rank in range(2, 15):
            if bits >> rank & 1 and j < len(leads) and leads[j] < rank:
                matched += 1
                j += 1
        return matched

    def options(self, mask: int, i: int) -> tuple[int, bool]:
        """(mask of cards that win trick ``i``, whether some legal card loses it)."""
        lead = self.leads[i]
        if lead == JOKER:
            return 0, True
        led = suit_of(lead)
        follow = mask & SUIT_MASK[led]
        if follow:
            winners = (follow & HIGHER_MASK[lead]) | (mask & JOKER_BIT)
            return winners, bool(follow & ~HIGHER_MASK[lead])
        winners = (mask & JOKER_BIT) | (mask & self.trump_mask if led != self.trump else 0)
        return winners, bool(mask & ~winners)

    def value(self, mask: int, i: int, alpha: int = -(10**6)) -> int:
        """The best score from ``mask`` before trick ``i``; fails low (returns a value
        ≤ ``alpha``) when it cannot beat ``alpha``."""
        ub = self.upper_bound(mask, i)
        if ub <= alpha:
            return ub
        key = (mask << 6 | i) << 6 | self.tag
        entry = self.table.get(key)
        if entry is not None:
            stored, flag = entry >> 2, entry & 3
            if flag == EXACT or stored <= alpha:
                return stored
        self.nodes += 1
        if self.nodes & 255 == 0:
            if time.perf_counter() > self.deadline:
                raise OutOfTime
            if self.node_limit and self.nodes > self.node_limit:
                raise OutOfNodes
        best = -(10**6)
        original_alpha = alpha
        for child, won in self.children(mask, i):
            if won and child == 0:
                score = len(self.leads) - i - 1  # hand empty: stock cards left
            elif i + 1 == len(self.leads):
                score = -child.bit_count()  # stock empty: cards left in hand
            else:
                score = self.value(child, i + 1, alpha)
            if score > best:
                best = score
                if best > alpha:
                    alpha = best
                if best >= ub:
                    break
        self._store(key, best, original_alpha)
        return best

    def children(self, mask: int, i: int) -> list[tuple[int, bool]]:
        """Positions after trick ``i``: wins with each winning card (lowest first, the
        joker last: it is the one card that always wins), then the one loss."""
        winners, can_lose = self.options(mask, i)
        result = [(mask & ~(1 << c), True) for c in _ordered(winners)]
        if can_lose:
            result.append((mask | (1 << self.leads[i]), False))
        return result

    def _store(self, key: int, best: int, alpha: int) -> None:
        if len(self.table) + len(self.suit_matches) >= TABLE_CAP:
            self.table.clear()
            self.suit_matches.clear()
        flag = UPPER if best <= alpha else EXACT
        self.table[key] = best << 2 | flag

    def best_line(self, mask: int, i: int) -> list[Card | None]:
        """The cards of one best line from here (None: any losing card will do)."""
        line: list[Card | None] = []
        target = self.value(mask, i)
        while i < len(self.leads) and mask:
            for child, won in self.children(mask, i):
                if won and child == 0:
                    score = len(self.leads) - i - 1
                elif i + 1 == len(self.leads):
                    score = -child.bit_count()
                else:
                    score = self.value(child, i + 1)
                if score == target:
                    line.append(cards_of(mask & ~child)[0] if won else None)
                    mask = child
                    break
            i += 1
        return line


def _ordered(winners: int) -> list[Card]:
    """Winning cards, cheapest first.  Winners all share one suit (the led suit or the
    trump suit) besides the joker, whose bit is the highest, so bit order is rank order."""
    return cards_of(winners)


@dataclass(frozen=True)
class SolitaireSolution(Sendable):
    """The answer to "was it winnable?".

    ``score`` is the best score proved (or found, when ``complete`` is False);
    ``winnable`` is True/False when proved and None when the time ran out first.
    ``actions`` is one line reaching ``score`` from the start of the deal.
    """

    winnable: bool | None
    score: int | None
    complete: bool
    actions: tuple[str, ...]
    nodes: int
    seconds: float


def solve_deal(pack: Sequence[Card], seconds: float = 10.0) -> SolitaireSolution:
    """Solve a whole deal from its pack order (top first, as the record holds it).

    First settle "was it winnable?" (a search that only asks for a score ≥ 0 prunes
    far harder), then spend the rest of the time on the best score.
    """
    start = time.perf_counter()
    search = _DealSearch(pack, start + seconds)
    winnable: bool | None = None
    complete = False
    try:
        winnable = search.run(alpha=-1) is not None
        search.run(alpha=search.best_score() if winnable else -(10**6))
        complete = True
    except OutOfTime:
        pass
    elapsed = time.perf_counter() - start
    if search.best is None:
        return SolitaireSolution(winnable, None, False, (), search.nodes(), elapsed)
    actions = search.line_actions()
    return SolitaireSolution(
        winnable, search.best_score(), complete, tuple(actions), search.nodes(), elapsed
    )


class _DealSearch:
    """Every (exchange, trump) root of one deal, sharing one table per exchange size
    and trump (those roots meet the same dummy leads)."""

    def __init__(self, pack: Sequence[Card], deadline: float) -> None:
        self.pack = pack
        self.hand0 = list(pack[:HAND_SIZE])
        self.deadline = deadline
        self.solvers: dict[tuple[int, int], PlaySolver] = {}
        self.table: dict[int, int] = {}  # one table, one size cap, for every root
        self.suit_matches: dict[int, int] = {}
        self.best: tuple[int, tuple[Card, ...], int, int] | None = None

    def best_score(self) -> int:
        assert self.best is not None
        return self.best[0]

    def nodes(self) -> int:
        return sum(s.nodes for s in self.solvers.values())

    def solver(self, exchanged: int, trump: int) -> PlaySolver:
        key = (exchanged, trump)
        if key not in self.solvers:
            leads = self.pack[HAND_SIZE + 2 * exchanged + BURN :]
            self.solvers[key] = PlaySolver(
                leads, trump, self.deadline, self.table, self.suit_matches, len(self.solvers)
            )
        return self.solvers[key]

    def run(self, alpha: int) -> int | None:
        """Search every root that could beat ``alpha``; the best score above it, if any."""
        found = None
        for exchanged, trump, discards in _candidates(self.hand0):
            hand_size, dummy_size = sizes_after_exchange(exchanged)
            bound = dummy_size - hand_size  # winning every trick at once
            if bound <= alpha:
                continue
            draws = self.pack[HAND_SIZE : HAND_SIZE + 2 * exchanged]
            mask = mask_of([c for c in self.hand0 if c not in discards] + list(draws))
            score = self.solver(exchanged, trump).value(mask, 0, alpha)
            if score > alpha:
                alpha = found = score
                self.best = (score, discards, trump, mask)
        return found

    def line_actions(self) -> list[str]:
        assert self.best is not None
        score, discards, trump, mask = self.best
        solver = self.solver(len(discards), trump)
        return _line_actions(self.hand0, discards, trump, solver, mask)


def _candidates(hand: list[Card]) -> list[tuple[int, int, tuple[Card, ...]]]:
    """Every (exchange size, trump, discards), most promising first: small exchanges
    (they leave the most stock), trumps in the suits the hand holds most of, and
    discards of low cards outside the trump suit first."""
    counts = {s: sum(1 for c in hand if c != JOKER and suit_of(c) == s) for s in SUITS}
    trumps = sorted(TRUMPS, key=lambda t: -counts.get(t, -1))
    result: list[tuple[int, int, tuple[Card, ...]]] = []
    for size in range(MAX_EXCHANGE + 1):
        for trump in trumps:
            combos = itertools.combinations(hand, size)
            ordered = sorted(combos, key=lambda d: sum(_keep_value(c, trump) for c in d))
            result.extend((size, trump, combo) for combo in ordered)
    return result


def _keep_value(card: Card, trump: int) -> int:
    if card == JOKER:
        return 100
    return rank_of(card) + (20 if suit_of(card) == trump else 0)


def _line_actions(
    hand0: list[Card],
    discards: tuple[Card, ...],
    trump: int,
    solver: PlaySolver,
    mask: int,
) -> list[str]:
    ordered = [c for c in hand0 if c in discards]
    actions = [" ".join(["exchange", *(card_str(c) for c in ordered)])]
    actions.append(f"trump {trump_word(trump)}")
    solver.deadline = float("inf")
    hand = set(cards_of(mask))
    for i, card in enumerate(solver.best_line(mask, 0)):
        lead = solver.leads[i]
        if card is None:
            card = losing_card(hand, lead, trump)
            hand.add(lead)
        else:
            hand.discard(card)
        actions.append("play " + card_str(card))
    return actions


def losing_card(hand: set[Card], lead: Card, trump: int) -> Card:
    """A legal card that loses to ``lead`` (the solver proved one exists)."""
    solver = PlaySolver([lead], trump)
    winners, _ = solver.options(mask_of(list(hand)), 0)
    led = suit_of(lead)
    follow = [c for c in hand if lead != JOKER and suit_of(c) == led]
    legal = follow + ([JOKER] if JOKER in hand and follow else []) if follow else list(hand)
    losers = [c for c in legal if not winners >> c & 1]
    return min(losers, key=lambda c: (c == JOKER, rank_of(c)))


def solve_play(state: SolitaireState, seconds: float = 10.0) -> tuple[int | None, Card | None]:
    """Best score and a best card for a play-phase position whose stock order is known
    (the real deal after the game, or a sampled world).  (None, None) when out of time."""
    assert state.phase == PLAY and state.lead is not None and state.trump is not None
    leads = [state.lead, *state.stock[::-1]]
    solver = PlaySolver(leads, state.trump, time.perf_counter() + seconds)
    mask = mask_of(state.hand)
    try:
        best_score = solver.value(mask, 0)
        line = solver.best_line(mask, 0)
    except OutOfTime:
        return None, None
    card = line[0] if line else None
    if card is None:
        card = losing_card(set(state.hand), state.lead, state.trump)
    return best_score, card


def solve_position(state: SolitaireState, seconds: float = 10.0) -> SolitaireSolution:
    """Solve from any point of a deal whose stock order is known."""
    if state.phase == EXCHANGE:
        return solve_deal(state.pack_order(), seconds)
    start = time.perf_counter()
    if state.phase == TRUMP:
        leads = state.stock[::-1]
        best: tuple[int, int] | None = None
        deadline = start + seconds
        complete = True
        try:
            for trump in TRUMPS:
                solver = PlaySolver(leads, trump, deadline)
                score = solver.value(mask_of(state.hand), 0)
                if best is None or score > best[0]:
                    best = (score, trump)
        except OutOfTime:
            complete = False
        elapsed = time.perf_counter() - start
        if best is None:
            return SolitaireSolution(None, None, False, (), 0, elapsed)
        winnable = True if best[0] >= 0 else False if complete else None
        actions = (f"trump {trump_word(best[1])}",)
        return SolitaireSolution(winnable, best[0], complete, actions, 0, elapsed)
    if state.phase == PLAY:
        played, card = solve_play(state, seconds)
        elapsed = time.perf_counter() - start
        if played is None or card is None:
            return SolitaireSolution(None, None, False, (), 0, elapsed)
        return SolitaireSolution(played >= 0, played, True, ("play " + card_str(card),), 0, elapsed)
    return SolitaireSolution(state.win, state.scores()[0], True, (), 0, 0.0)


__all__ = ["SolitaireSolution", "PlaySolver", "solve_deal", "solve_play", "solve_position"]
