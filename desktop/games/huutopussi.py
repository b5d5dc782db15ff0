"""Huutopussi on the shared trick table: the auction is the shared number panel (50 to
440 in steps of five, pass, redeal), the partners' exchange is a choice of three pieces,
marriages and asks are the action buttons, and won tricks lie crosswise by each seat."""

from __future__ import annotations

from ..table.layout import Layout, SeatPile
from .desk import GameDesk

LAYOUT = Layout(piles=(), seat_piles=(SeatPile("won:{seat}", style="tricks", scale=0.4),))


class HuutopussiDesk(GameDesk):
    game_id = "huutopussi"
    layout = LAYOUT


DESK = HuutopussiDesk()
