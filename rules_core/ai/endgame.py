"""Exact endgames: the rest of a sampled world searched move by move instead of played
out by the rule of thumb.

Near the end of a deal few moves are left and each matters.  A search that plays the
rest of a world out with the heuristic may miss the one line that wins (an unblock,
a throw-in, the last trump kept); here every seat, in turn, takes the move that is
best for itself in that world (max^n: in a world every seat's utility is known, and
partners share theirs), to the end.  That is only affordable when the tree is small:
:func:`line_count` estimates it from one play-out (the product of the choices met on
its way), and the search solves a world exactly only under its level's cap.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import TypeVar

from ..game import State
from .base import Heuristic

Measure = Callable[[State, int], float]
Values = tuple[float, ...]
Found = TypeVar("Found")

CAP = 1 << 40  # line counts are cut here (a count above any cap is all we need to know)
CLOCK_EVERY = 256  # positions between looks at the clock


class TooBig(Exception):
    """The tree has more positions than the budget allowed, or the time ran out."""


def line_count(state: State, policy: Heuristic[object], rng: random.Random) -> tuple[State, int]:
    """Play ``state`` out with ``policy`` (it is changed) and count the lines of the tree
    as the choices met on the way multiply (the count is exact for a tree whose choices
    shrink alike on every line, as a trick game's do)."""
    lines = 1
    pick, legal, apply_id = policy.pick, state.legal_action_ids, state.apply_id
    while not state.is_terminal:
        choices = legal()
        if len(choices) > 1 and lines < CAP:
            lines *= len(choices)
        apply_id(pick(state, state.current_player, choices, rng, None))
    return state, lines


def solve(
    state: State,
    measure: Measure,
    budget: int,
    deadline: float = math.inf,
    spent: list[int] | None = None,
) -> tuple[Values, State]:
    """Every seat's ``measure`` at the end of ``state``'s deal when every seat plays its
    best (max^n; ties go to the first action), and that end.  ``state`` is not changed;
    TooBig when it would visit more than ``budget`` positions or run past ``deadline``
    (a ``time.perf_counter`` reading).  The positions visited, solved or not, are added
    to ``spent[0]``."""
    return _counted(lambda left: _maxn(state, measure, left), budget, deadline, spent)


def _counted(
    search: Callable[[list[float]], Found],
    budget: int,
    deadline: float,
    spent: list[int] | None,
) -> Found:
    """``search`` with a fresh ``[positions left, deadline]``; the positions it visited,
    whether it finished or not, are added to ``spent[0]``."""
    left = [float(budget), deadline]
    try:
        return search(left)
    finally:
        if spent is not None:
            spent[0] += budget - max(0, int(left[0]))


def _maxn(state: State, measure: Measure, left: list[float]) -> tuple[Values, State]:
    if state.is_terminal:
        return tuple(measure(state, seat) for seat in range(state.num_players)), state
    left[0] -= 1
    if left[0] < 0 or (left[0] % CLOCK_EVERY == 0 and time.perf_counter() > left[1]):
        raise TooBig
    choices = list(state.legal_action_ids())
    if len(choices) == 1:  # nothing to choose: follow the only line, no copy kept
        child = state.clone()
        child.apply_id(choices[0])
        return _maxn(child, measure, left)
    seat = state.current_player
    best: tuple[Values, State] | None = None
    for action in choices:
        child = state.clone()
        child.apply_id(action)
        found = _maxn(child, measure, left)
        if best is None or found[0][seat] > best[0][seat]:
            best = found
    assert best is not None
    return best


def solve_sides(
    state: State,
    measure: Measure,
    player: int,
    budget: int,
    deadline: float = math.inf,
    spent: list[int] | None = None,
) -> tuple[float, State]:
    """:func:`solve` for a game of two sides whose ``measure`` one side gains what the
    other loses (a score margin): alpha-beta on ``player``'s value, its side maximising,
    the other side minimising, which visits far fewer positions than max^n for the same
    answer.  Returns the value and the end of the line both sides' best play reaches."""
    mine = next(team for team in state.teams if player in team)
    side = frozenset(mine)
    return _counted(
        lambda left: _alphabeta(state, measure, player, side, -math.inf, math.inf, left),
        budget,
        deadline,
        spent,
    )


def _alphabeta(
    state: State,
    measure: Measure,
    player: int,
    mine: frozenset[int],
    alpha: float,
    beta: float,
    left: list[float],
) -> tuple[float, State]:
    if state.is_terminal:
        return measure(state, player), state
    left[0] -= 1
    if left[0] < 0 or (left[0] % CLOCK_EVERY == 0 and time.perf_counter() > left[1]):
        raise TooBig
    choices = list(state.legal_action_ids())
    if len(choices) == 1:
        child = state.clone()
        child.apply_id(choices[0])
        return _alphabeta(child, measure, player, mine, alpha, beta, left)
    maximising = state.current_player in mine
    best: tuple[float, State] | None = None
    for action in choices:
        child = state.clone()
        child.apply_id(action)
        found = _alphabeta(child, measure, player, mine, alpha, beta, left)
        if maximising:
            if best is None or found[0] > best[0]:
                best = found
            alpha = max(alpha, found[0])
        else:
            if best is None or found[0] < best[0]:
                best = found
            beta = min(beta, found[0])
        if alpha >= beta:
            break
    assert best is not None
    return best


__all__ = ["TooBig", "line_count", "solve", "solve_sides"]
