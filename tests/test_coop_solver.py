"""The Co-op Must-Follow 1p solver (all ranks known, after the deal)."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from rules_core.ai.games.ando_coop import solver as coop_solver
from rules_core.ai.games.ando_coop.search import ROUND1_DONE, ROUND2_PART, round_parts, shaped
from rules_core.ai.games.ando_coop.solver import (
    Budget,
    Goal,
    dealt_hands,
    follower_wins,
    solve_solo,
)
from rules_core.ai.search import WIN_BONUS
from rules_core.cards import CLUBS, DIAMONDS, HEARTS, SPADES, full_pack, rank_of, suit_of
from rules_core.registry import get_game


@pytest.mark.parametrize("seed", [6, 7, 8])
def test_solution_line_replays_to_a_win_with_the_stated_score(seed):
    state = get_game("ando_coop").new_deal(variant="1p", seed=seed)
    solution = solve_solo(*dealt_hands(state), seconds=60)
    assert solution.winnable is True and solution.complete
    for seat, action in solution.actions:
        state.apply(action, seat)
        # The strong search's measure credits each finished round on the way to the win.
        assert (
            round_parts(state)
            == [0.0, ROUND1_DONE, ROUND1_DONE + 2 * ROUND2_PART][len(state.rounds)]
        )
    assert state.is_terminal and state.win is True
    assert state.scores()[0] == solution.score
    assert shaped(state, 0) == WIN_BONUS + solution.score + ROUND1_DONE + 2 * ROUND2_PART


def test_a_round_one_gone_wrong_earns_the_search_nothing():
    """Random play rarely ends round 1 at 8-4 with a pair of suits kept; when it does
    not, the shaped measure gives the rollout nothing (and never the win's bonus)."""
    state = get_game("ando_coop").new_deal(variant="1p", seed=2)
    rng = random.Random(2)
    while not state.rounds:
        state.apply_id(rng.choice(state.legal_action_ids()))
    first = state.rounds[0]
    kept = {suit_of(c) for c in first.kept}
    good = sorted(first.tricks) == [4, 8] and kept in ({HEARTS, DIAMONDS}, {SPADES, CLUBS})
    assert not good
    assert round_parts(state) == 0.0 and shaped(state, 0) == 0.0


def test_a_deal_where_one_hand_takes_every_trick_is_proved_lost():
    """Round 1: the player holds all the clubs and the dummy all the spades, so the
    dummy trumps every lead and takes all 12 tricks — never the 8-4 split a win needs."""
    pack = full_pack()
    clubs = [c for c in pack if suit_of(c) == CLUBS]
    spades = [c for c in pack if suit_of(c) == SPADES]
    diamonds = [c for c in pack if suit_of(c) == DIAMONDS]
    hearts = [c for c in pack if suit_of(c) == HEARTS]
    solution = solve_solo((clubs, spades), (diamonds, hearts), seconds=30)
    assert solution.winnable is False and solution.complete and solution.score is None


def test_time_limit_gives_unknown_not_a_hang():
    state = get_game("ando_coop").new_deal(variant="1p", seed=3)
    solution = solve_solo(*dealt_hands(state), seconds=0.0)
    assert solution.winnable is None and not solution.complete
    assert solution.seconds < 1.0


def _brute_best_keep_score(goal, leader, m0, m1):
    """Best round score for ``goal`` by trying every legal play (no shortcuts)."""

    def legal(hand, lead):
        cards = coop_solver.cards_of(hand)
        if lead is None:
            return cards
        follow = [c for c in cards if suit_of(c) == suit_of(lead)]
        return follow or cards

    @lru_cache(None)
    def best(m0, m1, leader, t0):
        if m0.bit_count() == 1:
            k0, k1 = m0.bit_length() - 1, m1.bit_length() - 1
            if t0 != goal.tricks0 or (suit_of(k0), suit_of(k1)) != (goal.keep0, goal.keep1):
                return None
            high, low = (k0, k1) if goal.tricks0 > coop_solver.TRICKS // 2 else (k1, k0)
            return rank_of(high) - rank_of(low) + 12
        hands, found = (m0, m1), []
        for lead in legal(hands[leader], None):
            for reply in legal(hands[1 - leader], lead):
                winner = 1 - leader if follower_wins(lead, reply) else leader
                after = [m0, m1]
                after[leader] &= ~(1 << lead)
                after[1 - leader] &= ~(1 << reply)
                value = best(after[0], after[1], winner, t0 + (winner == 0))
                if value is not None:
                    found.append(value)
        return max(found, default=None)

    return best(m0, m1, leader, 0)


def test_best_kept_cards_agree_with_brute_force_on_small_rounds(monkeypatch):
    """Rounds of 6 cards a hand (5 tricks): the reserved-card search finds the same best
    score as trying every play, whichever hand keeps high."""
    monkeypatch.setattr(coop_solver, "TRICKS", 5)
    rng = random.Random(5)
    reachable = 0
    for _ in range(60):
        cards = rng.sample(full_pack(), 12)
        m0, m1 = coop_solver.mask_of(cards[:6]), coop_solver.mask_of(cards[6:])
        goal = Goal(rng.randrange(6), rng.randrange(4), rng.randrange(4))
        leader = rng.choice([0, 1])
        expected = _brute_best_keep_score(goal, leader, m0, m1)
        found = coop_solver._best_keeps(goal, leader, (m0, m1), Budget(30), floor=-1000)
        assert (found[0] if found else None) == expected, (cards, goal, leader)
        reachable += expected is not None
    assert reachable >= 5


@pytest.mark.python_engine  # patches (or subclasses in Python) the engine's insides
def test_outcome_tables_stay_under_their_size_cap(monkeypatch):
    """A table that fills up starts afresh: memory stays bounded, and the solver still
    stops at its time limit (it may then say "unknown", never a wrong "no")."""
    monkeypatch.setattr(coop_solver, "TABLE_ENTRIES", 2_000)
    state = get_game("ando_coop").new_deal(variant="1p", seed=8)
    sizes = []
    original = coop_solver.OutcomeTable.reachable

    def watched(self, m0, m1, leader):
        found = original(self, m0, m1, leader)
        sizes.append(len(self.table))
        return found

    monkeypatch.setattr(coop_solver.OutcomeTable, "reachable", watched)
    solution = solve_solo(*dealt_hands(state), seconds=1)
    assert 1_000 < max(sizes) <= 2_000
    assert solution.winnable is not False and solution.seconds < 2
