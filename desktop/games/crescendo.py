"""Crescendo on the shared trick table: its auction (a number and a trump) is the shared
action panel's number box with a button per trump."""

from __future__ import annotations

from .desk import GameDesk


class CrescendoDesk(GameDesk):
    game_id = "crescendo"


DESK = CrescendoDesk()
