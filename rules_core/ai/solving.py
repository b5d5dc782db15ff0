"""What the exact solvers of a finished deal share (the solitaire's and the co-op solo
game's, in :mod:`rules_core.ai.games`): how large a transposition table may grow and the
stop at a deadline."""

from __future__ import annotations

TABLE_CAP = 1_000_000  # entries; about 100 MB at the very most


class OutOfTime(Exception):
    """The deadline passed; the caller reports what it proved so far."""


__all__ = ["TABLE_CAP", "OutOfTime"]
