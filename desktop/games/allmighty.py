"""Allmighty (3–7 players) on the shared trick table: everything it shows comes from
the rules core's view (scoring piles and the discard as zones, face-down plays)."""

from __future__ import annotations

from .desk import GameDesk


class AllmightyDesk(GameDesk):
    game_id = "allmighty"


DESK = AllmightyDesk()
