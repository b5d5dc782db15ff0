"""Reveille on the shared trick table: two seats, dominoes upright in hand and lying
across when played.  The stock lies top left with its face-up tile beside it, the first
half's other tiles face down under it; the counting tiles played in the first half lie
face up top right, as the seed advises for learners; each player's second-half tricks
lie beside them.  Bids and the trump choice use the shared auction panel (the number box
stops at the deal's maximum)."""

from __future__ import annotations

from rules_core.tiles import DOMINO, high, low
from rules_core.view import View

from ..desk import GameDesk
from ..layout import Layout, Pile, SeatPile


class ReveilleDesk(GameDesk):
    game_id = "reveille"
    felt = GameDesk.felt.darker(115)
    layout = Layout(
        piles=(
            Pile("stock", layers=6, scale=0.6, slot=True, top_at=(0.75, 0.0)),
            Pile("aside", at=(0.0, 1.75), layers=6, scale=0.5),
            Pile("counted", corner="top_right", style="row", face_up=True, scale=0.5, step=0.62),
        ),
        seat_piles=(SeatPile("won:{seat}", style="tricks", scale=0.42, step=0.55),),
        trick_turn=90.0,
        trick_push=0.3,
        trick_scale=0.8,
        across=12.0,
        down=4.6,
        hand_step=1.1,
    )

    def trick_turn(self, view: View, piece: int) -> float:
        """A played domino lies across with the end that counts at the left: the led
        suit's number where the tile has it, else its higher end (a quarter turn one way
        or the other of the upright tile, whose higher end is on top)."""
        face = DOMINO.face(piece)
        led = view.led_suit()
        suit_end = led if led is not None and led in (high(face), low(face)) else high(face)
        return -90.0 if suit_end == high(face) else 90.0


DESK = ReveilleDesk()
