"""Irokanmuri on the shared table: four seats counter-clockwise, partners facing, each
holding reading cards.  With the memory aid on, a strip top left counts each kind still
out in the other hands.  What each seat has played lies face up beside it, its
latest card on top; the card waiting to be received lies alone in the middle, larger,
over the line naming its attacker.  Cards drawn from the edition in play (which
poet each card shows)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem

from rules_core.games.irokanmuri import IrokanmuriView
from rules_core.karuta import KINDS
from rules_core.view import View

from ..card_render import piece_font
from ..card_scene import Placement
from ..desk import GameDesk, Places, Sizes
from ..karuta_render import KarutaRenderer, paint_emblem
from ..layout import Layout, SeatPile
from ..settings import Settings
from ..table_base import TableBase
from ..trick_table import Geometry, TrickTable

WAITING_SCALE = 0.9


def kinds_out_pixmap(counts: tuple[int, ...], labels: bool, cell: int, ratio: float) -> QPixmap:
    """A strip with each kind's figure and how many of its cards are still out in the
    other hands (a practice aid: the count a careful player keeps in their head)."""
    width, height = cell * len(counts), round(cell * 1.45)
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawRoundedRect(QRectF(0, 0, width, height), 6, 6)
    p.setFont(piece_font(cell * 0.36, bold=True))
    for index, (kind, count) in enumerate(zip(KINDS, counts, strict=True)):
        left = index * cell
        p.setOpacity(1.0 if count else 0.35)  # a kind with none left is greyed
        paint_emblem(
            p, kind, QRectF(left + cell * 0.1, cell * 0.06, cell * 0.8, cell * 0.8), labels
        )
        p.setPen(QColor("#f1f8e9"))
        p.drawText(
            QRectF(left, cell * 0.88, cell, cell * 0.5), Qt.AlignmentFlag.AlignCenter, str(count)
        )
        p.setPen(Qt.PenStyle.NoPen)
    p.end()
    return pixmap


class IrokanmuriTable(TrickTable):
    """The shared table with, under the memory aid, the count of each kind still out."""

    def __init__(self, settings: Settings, desk: GameDesk) -> None:
        super().__init__(settings, desk)
        self.kinds_out = QGraphicsPixmapItem()
        self.kinds_out.setZValue(880)
        self.scene.addItem(self.kinds_out)
        self._kinds_key: tuple[object, ...] = ()

    def draw_kinds_out(self, view: IrokanmuriView, g: Geometry) -> None:
        shown = self.settings.memory_aid and not view.to_act < 0
        self.kinds_out.setVisible(shown)
        if not shown:
            return
        cell = max(26, round(g["w"] * 0.5))
        ratio = self.devicePixelRatioF()
        key = (view.unseen_counts, self.settings.kind_labels, cell, ratio)
        if key != self._kinds_key:
            self._kinds_key = key
            self.kinds_out.setPixmap(
                kinds_out_pixmap(view.unseen_counts, self.settings.kind_labels, cell, ratio)
            )
        self.kinds_out.setToolTip(
            self.tr("Memory aid: cards of each kind still out in the other hands")
        )
        self.kinds_out.setPos(QPointF(g["m"], g["m"]))


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

    def make_table(self, settings: Settings) -> TableBase:
        return IrokanmuriTable(settings, self)

    def decorate(self, table: TrickTable, view: View, g: Geometry) -> None:
        if isinstance(table, IrokanmuriTable) and isinstance(view, IrokanmuriView):
            table.draw_kinds_out(view, g)

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
