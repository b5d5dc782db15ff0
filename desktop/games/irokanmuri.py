"""Irokanmuri on the shared table: four seats counter-clockwise, partners facing, each
holding reading cards.  What each seat has played lies face up in front of it, its
latest card on top; the card waiting to be received lies alone in the middle, larger,
over the line naming its attacker.  Cards drawn from the edition in play (which
poet each card shows)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from rules_core.games.irokanmuri import IrokanmuriView
from rules_core.view import View

from ..card_scene import Placement
from ..desk import GameDesk, Places, Sizes
from ..karuta_render import KarutaRenderer
from ..layout import Layout, SeatPile
from ..trick_table import Geometry, TrickTable

WAITING_SCALE = 0.9


class IrokanmuriDesk(GameDesk):
    game_id = "irokanmuri"
    felt = QColor("#3b2f4a")  # a deep plum, like the cloth under a karuta game
    layout = Layout(
        piles=(),
        seat_piles=(SeatPile("played:{seat}", place="beside", face_up=True, scale=0.6),),
        across=13.0,
        down=5.0,
        hand_step=0.62,
    )

    def other_hand(
        self, table: TrickTable, view: View, seat: int, point: QPointF, g: Geometry
    ) -> tuple[Places, Sizes] | None:
        """A hand of up to 25 backs, packed so the fan stays about two cards wide."""
        count = view.hand_sizes[seat]
        small = table.hand_scale(seat)
        step = min(g["w"] * small * 0.28, g["w"] * 1.6 / max(1, count))
        places: Places = {}
        sizes: Sizes = {}
        for i in range(count):
            offset = (i - (count - 1) / 2) * step
            places[("back", seat, i)] = Placement(
                point + QPointF(offset - g["w"] * small / 2, -g["h"] * small / 2), False, 50 + i
            )
            sizes[("back", seat, i)] = small
        return places, sizes

    def place_extra(
        self, table: TrickTable, view: View, g: Geometry, places: Places, sizes: Sizes
    ) -> None:
        if not isinstance(view, IrokanmuriView):
            return
        if isinstance(table.renderer, KarutaRenderer):
            deal = table.session.number if table.session is not None else 0
            table.renderer.set_edition(view.edition, deal)
        if view.waiting is None or view.waiting not in places:
            return
        spot = QPointF(
            g["cx"] - g["w"] * WAITING_SCALE / 2, g["cy"] - g["h"] * WAITING_SCALE * 0.62
        )
        places[view.waiting] = Placement(spot, True, 600)
        sizes[view.waiting] = WAITING_SCALE
        # under the waiting card and clear of the side seats' lines (which may be long)
        table.anchors["centre_label"] = QPointF(g["cx"], g["cy"] + g["h"] * 0.62)


DESK = IrokanmuriDesk()
