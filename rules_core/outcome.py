"""What a finished deal or match is for one seat: won or lost, its side's place, its score.

Every game here is won on the higher total (the match verdict and the end-of-deal dialog
read it so too), so a side's place is one more than the number of sides ahead of it, and
sides level with each other share a place.  A game whose result says ``win`` (the
solitaire, the co-op game: everyone at the table wins or loses together) is won or lost by
that word; in the other games a side has won when it places first alone or shares the
first place with some but not all of the others (every side level: nobody won, ``won`` is
None).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .clones import Sendable


@dataclass(frozen=True)
class Outcome(Sendable):
    """``won``: True, False, or None where nothing was decided (every side level).
    ``place``: 1 is the best; sides level share a place.  ``sides``: how many sides played
    (1 in the solitaire and the co-op game).  ``score``: the points of the seat's score
    entry (its own, or its team's where the game keeps one score per team)."""

    won: bool | None
    place: int
    sides: int
    score: int


def outcome_of(
    teams: Sequence[Sequence[int]],
    team_scores: bool,
    seat: int,
    points: Sequence[int],
    scores: Sequence[int],
    win: bool | None = None,
) -> Outcome:
    """The outcome for ``seat``: sides placed by ``points`` (what decides the winner: a
    deal's match points, a match's totals), ``score`` read from ``scores``.  Both hold an
    entry per team where ``team_scores``, else per seat; ``win`` is the game's own verdict
    where it has one."""
    side = next((i for i, team in enumerate(teams) if seat in team), None)
    if side is None:
        raise ValueError(f"seat {seat} is on no side")
    if team_scores:
        side_points = [int(p) for p in points[: len(teams)]]
        score = int(scores[side])
    else:
        side_points = [sum(int(points[s]) for s in team) for team in teams]
        score = int(scores[seat])
    mine = side_points[side]
    place = 1 + sum(1 for p in side_points if p > mine)
    if win is not None:
        won: bool | None = win
    elif len(set(side_points)) <= 1:
        won = None
    else:
        won = place == 1
    return Outcome(won, place, len(teams), score)


def side_margin(
    teams: Sequence[Sequence[int]], team_scores: bool, seat: int, points: Sequence[int]
) -> int:
    """How far ``seat``'s side finished ahead of the best other side by ``points`` (an
    entry per team where ``team_scores``, else per seat); a game of one side (the
    solitaire, the co-op game): that side's points."""
    if team_scores:
        sides = [int(p) for p in points[: len(teams)]]
    else:
        sides = [sum(int(points[s]) for s in team) for team in teams]
    mine = next(i for i, team in enumerate(teams) if seat in team)
    others = [p for i, p in enumerate(sides) if i != mine]
    return sides[mine] - max(others) if others else sides[mine]


__all__ = ["Outcome", "outcome_of", "side_margin"]
