"""Finesse on the shared trick table: three face-up table cards beside every hand (the
partner's three are the ones the person may lead, outlined when leading), and each
side's won tricks together in a top corner, laid crosswise so they can be counted."""

from __future__ import annotations

from ..table.layout import Layout, Pile, SeatPile
from .desk import GameDesk

LAYOUT = Layout(
    piles=(  # each side's tricks together, laid crosswise so they can be counted
        Pile("side:0", style="tricks", scale=0.42, step=0.17),
        Pile("side:1", corner="top_right", style="tricks", scale=0.42, step=0.17),
    ),
    # the table cards large enough to tell ♠ from ♣, the trick pulled in to leave them room
    seat_piles=(SeatPile("table:{seat}", style="row", face_up=True, scale=0.6, step=0.64),),
    trick_push=0.27,
    trick_scale=0.8,
    hand_step=0.6,
)


class FinesseDesk(GameDesk):
    game_id = "finesse"
    layout = LAYOUT


DESK = FinesseDesk()
