"""Shikagari on the shared trick table: four seats counter-clockwise with long Tien Gow
tiles (lying across, higher end at the left, once played), each team's captured tiles
in a face-down pile (ours top left, theirs top right) under a line with the team's red
pips so far."""

from __future__ import annotations

from ..table.layout import Layout, Pile
from .desk import GameDesk


class ShikagariDesk(GameDesk):
    game_id = "shikagari"
    layout = Layout(
        piles=(
            Pile("side:0", layers=8, scale=0.6, slot=True),
            Pile("side:1", corner="top_right", layers=8, scale=0.6, slot=True),
        ),
        seat_piles=(),
        trick_scale=0.72,
        trick_push=0.36,
        trick_turn=-90.0,  # across, the higher end at the left
        across=13.5,
        down=4.4,
        hand_step=1.08,
    )


DESK = ShikagariDesk()
