"""Finesse on the shared trick table: three face-up table cards in front of every seat
(the partner's three are the ones the person may lead, outlined when leading), won
tricks laid crosswise by each seat so they can be counted."""

from __future__ import annotations

from ..desk import GameDesk
from ..layout import Layout, SeatPile

LAYOUT = Layout(
    piles=(),
    seat_piles=(
        SeatPile("won:{seat}", style="tricks", scale=0.4),
        SeatPile("table:{seat}", style="row", face_up=True, scale=0.5, step=0.56),
    ),
    hand_step=0.6,
)


class FinesseDesk(GameDesk):
    game_id = "finesse"
    layout = LAYOUT


DESK = FinesseDesk()
