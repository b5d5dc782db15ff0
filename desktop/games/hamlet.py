"""Hamlet on the shared trick table: while the three choose, a face-down card lies in
front of everyone who has chosen."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from rules_core.games.hamlet import HamletView
from rules_core.view import View

from ..card_scene import Placement
from ..desk import GameDesk, Places, Sizes
from ..trick_table import Geometry, TrickTable


class HamletDesk(GameDesk):
    game_id = "hamlet"

    def place_extra(
        self, table: TrickTable, view: View, g: Geometry, places: Places, sizes: Sizes
    ) -> None:
        if not isinstance(view, HamletView) or view.phase != "choose":
            return
        n, small = len(view.hand_sizes), 0.55
        centre = QPointF(g["cx"], g["cy"])
        for seat in view.chosen_seats:
            point = table.seat_point(seat, n, g)
            spot = (
                centre + (point - centre) * 0.62 - QPointF(g["w"] * small / 2, g["h"] * small / 2)
            )
            places[("chosen", seat)] = Placement(spot, False, 150)
            sizes[("chosen", seat)] = small


DESK = HamletDesk()
