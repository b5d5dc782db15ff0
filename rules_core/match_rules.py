"""End-of-match rules shared by games (the match layer itself is :mod:`rules_core.match`)."""

from __future__ import annotations

from collections.abc import Sequence


def target_or_deals_reached(
    totals: Sequence[int], deals_played: int, target: int, deals: int
) -> bool:
    """With a target score (non-zero), the match ends once somebody reaches it;
    otherwise after ``deals`` completed deals."""
    if target:
        return max(totals, default=0) >= target
    return deals_played >= deals
