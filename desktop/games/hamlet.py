"""Hamlet on the shared trick table: while the three choose, a face-down card lies in
front of everyone who has chosen."""

from __future__ import annotations

from rules_core.games.hamlet import HamletView
from rules_core.view import View

from ..table.geometry import Geometry, Placement, Point
from ..table.piles import Arrangement, Seating, TableFacts
from .desk import GameDesk


class HamletDesk(GameDesk):
    game_id = "hamlet"

    def place_extra(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        if not isinstance(view, HamletView) or view.phase != "choose":
            return
        small = 0.55
        for seat in view.chosen_seats:
            point = seating.point(g, seat)
            spot = g.centre + (point - g.centre) * 0.62 - Point(g.w * small / 2, g.h * small / 2)
            out.put(("chosen", seat), Placement(spot, False, 150), small)


DESK = HamletDesk()
