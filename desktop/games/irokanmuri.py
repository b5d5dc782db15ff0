"""Irokanmuri on the shared table: four seats counter-clockwise, partners facing, each
holding reading cards.  With the memory aid on, a strip top left counts each kind still
out in the other hands.  What each seat has played lies face up beside it, its
latest card on top; the card waiting to be received lies alone in the middle, larger,
over the line naming its attacker.  Cards drawn from the edition in play (which
poet each card shows), the poets handed to the cards once per deal (:meth:`start`).

A card the person sees face up tells its poem: a tooltip (upper and lower verses and
their kana reading, with the poet and the number), and in large type in a small window
on a right-click or R on the card the keyboard is on.  A card shown by its back tells
nothing.  A screen reader hears the poet of the card the keyboard is on."""

from __future__ import annotations

import html
from collections.abc import Hashable
from functools import cache

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsPixmapItem,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from rules_core.games.irokanmuri import IrokanmuriState, IrokanmuriView, kind_of
from rules_core.karuta import KARUTA, KIND_WORDS, KINDS, Poem, poem_lines
from rules_core.messages import Msg
from rules_core.view import View

from ..pieces.cards import FONT_FAMILY, piece_font
from ..pieces.karuta import KarutaRenderer, paint_emblem
from ..pieces.picture import Picture
from ..sitting.session import Session
from ..table.cards import CardItem
from ..table.fittings import Fittings, TableAccess
from ..table.geometry import Geometry, Placement, Point
from ..table.layout import Layout, SeatPile
from ..table.piles import Arrangement, Places, Seating, Sizes, TableFacts
from .desk import GameDesk

POEM_CARD_WIDTH = 150  # the card's picture in the poem's window

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


def deal_key(state: IrokanmuriState) -> str:
    """What fixes a deal's poets: the kinds each seat was dealt, in dealing order — the
    one thing every way of bringing the deal back (its number, its record with or without
    a number, undo) rebuilds exactly."""
    return "|".join(" ".join(KIND_WORDS[kind_of(p)] for p in hand) for hand in state.dealt)


@cache
def poem_tooltip(number: int, lang: str) -> str:
    """The tooltip of a face-up card showing poem ``number``: its title, upper and lower
    verses and their reading, and how to see it larger (rich text)."""
    lines = poem_lines(number, lang)
    upper, lower, reading = (html.escape(line) for line in lines.labelled(lang))
    more = html.escape(Msg("karuta_poem_more").text(lang))
    return (
        f"<p style='white-space:pre'><b>{html.escape(lines.title)}</b><br>"
        f"{upper}<br>{lower}<br><span style='color:#666'>{reading}</span></p>"
        f"<p><i>{more}</i></p>"
    )


class PoemDialog(QDialog):
    """One card's poem in large type beside the card's picture: the title, then the
    upper and the lower verses, each with its kana reading under it (made for one look,
    deleted on close)."""

    def __init__(self, poem: Poem, picture: QPixmap, lang: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        lines = poem_lines(poem.number, lang)
        self.setWindowTitle(lines.title)
        base = self.font().pointSizeF() if self.font().pointSizeF() > 0 else 10.0

        def label(text: str, scale: float = 1.0, bold: bool = False, grey: bool = False) -> QLabel:
            shown = QLabel(text)
            font = QFont(FONT_FAMILY)  # the bundled Japanese face: the verses are Japanese
            font.setPointSizeF(base * scale)
            font.setBold(bold)
            shown.setFont(font)
            shown.setWordWrap(True)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            if grey:
                shown.setStyleSheet("color: #5f5f5f")
            return shown

        words = QVBoxLayout()
        words.addWidget(label(lines.title, 1.15, bold=True))
        parts = (
            (lines.upper_label, lines.upper, lines.upper_reading),
            (lines.lower_label, lines.lower, lines.lower_reading),
        )
        for name, verses, reading in parts:
            words.addSpacing(10)
            words.addWidget(label(name, 0.9, grey=True))
            words.addWidget(label(verses, 1.7))
            words.addWidget(label(reading, 1.0, grey=True))
        words.addStretch(1)
        card = Picture(picture)  # not a label: it would leave a copy in Qt's pixmap cache
        row = QHBoxLayout()
        row.addWidget(card, 0, Qt.AlignmentFlag.AlignTop)
        row.addSpacing(16)
        row.addLayout(words, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setMinimumWidth(POEM_CARD_WIDTH + 460)
        self.text = "\n".join((lines.title, *lines.labelled(lang)))


class IrokanmuriFittings(Fittings):
    """Irokanmuri's parts of the table: under the memory aid, the count of each kind still
    out; each card's poet fixed for the deal, and the poem of every face-up card to read
    (a right-click, or R on the card under the keyboard)."""

    def __init__(self, table: TableAccess, desk: GameDesk) -> None:
        super().__init__(table, desk)
        self.kinds_out = QGraphicsPixmapItem()
        self.kinds_out.setZValue(880)
        table.scene.addItem(self.kinds_out)
        self._kinds_key: tuple[object, ...] = ()
        self.poem_dialog: PoemDialog | None = None
        table.view.viewport().installEventFilter(self)

    def starting(self, session: Session) -> None:
        """A deal comes to the table (a new one, a restart, a resumed or pasted record, a
        lesson): the poets of its cards are settled here, before anything is drawn, from
        its edition and layout (:func:`deal_key`), so a resize, an undo or a resume shows
        the same poets.  Card items live on from deal to deal under the same piece
        numbers and keep the picture they were given: when the poets change, every one
        is drawn again."""
        renderer = self.table.renderer
        state = session.state
        if (
            isinstance(renderer, KarutaRenderer)
            and isinstance(state, IrokanmuriState)
            and renderer.set_edition(state.edition, deal_key(state))
        ):
            self.table.layer.refresh()

    # -- the poems --------------------------------------------------------------------------

    def poem_shown(self, key: Hashable) -> Poem | None:
        """The poem the card item ``key`` shows the person: None for a back, or for a
        card not face up."""
        item = self.table.items.get(key)
        renderer = self.table.renderer
        if item is None or item.card is None or not item.face_up:
            return None
        if not isinstance(renderer, KarutaRenderer):
            return None
        return renderer.poem_of(item.card)

    def tell_poems(self) -> None:
        """Each face-up card's tooltip is its poem; a back's, or a face-down card's, is
        empty (the table keeps faith: no words about a card the person cannot see)."""
        for key, item in self.table.items.items():
            poem = self.poem_shown(key)
            tip = poem_tooltip(poem.number, self.table.lang) if poem is not None else ""
            if item.toolTip() != tip:
                item.setToolTip(tip)

    def show_poem(self, key: Hashable) -> bool:
        """Open the window with the poem of card ``key`` (False: it shows no face)."""
        poem = self.poem_shown(key)
        item = self.table.items.get(key)
        if poem is None or item is None or item.card is None:
            return False
        if self.poem_dialog is not None:
            self.poem_dialog.close()
        width = POEM_CARD_WIDTH
        height = round(width * self.table.renderer.aspect)
        picture = self.table.renderer.face(item.card, width, height, self.table.devicePixelRatioF())
        dialog = PoemDialog(poem, picture, self.table.lang, self.table.view)
        self.poem_dialog = dialog
        dialog.destroyed.connect(lambda _=None: self._poem_dialog_gone(dialog))
        dialog.open()
        return True

    def _poem_dialog_gone(self, dialog: PoemDialog) -> None:
        if self.poem_dialog is dialog:
            self.poem_dialog = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A right-click on a face-up card opens its poem."""
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            for item in self.table.view.items(event.pos()):
                if isinstance(item, CardItem):
                    return self.show_poem(item.key)
        return super().eventFilter(watched, event)

    def key(self, key: int, plain: bool) -> bool:
        """R: the poem of the card the keyboard is on."""
        if key != Qt.Key.Key_R or not plain:
            return False
        table = self.table
        keys = table.focus_keys()
        if keys:
            gestures = table.gestures
            gestures.keyboard_used = True  # show the ring on the card whose poem opens
            table.relayout_now()
            self.show_poem(keys[gestures.focus % len(keys)])
        return True

    def piece_words(self, key: Hashable, words: str) -> str:
        """The card under the keyboard with its poem's number and poet: "Monk, poem 95,
        前大僧正慈円, playable"."""
        poem = self.poem_shown(key)
        if poem is None or not isinstance(key, int):
            return words
        kind = KARUTA.spoken(KARUTA.face(key), self.table.lang)
        if not words.startswith(kind):
            return words
        named = Msg(
            "karuta_poem_spoken", {"kind": kind, "number": poem.number, "poet": poem.poet}
        ).text(self.table.lang)
        return named + words[len(kind) :]

    # -- the memory aid ---------------------------------------------------------------------

    def decorate(self, view: View, g: Geometry) -> None:
        if isinstance(view, IrokanmuriView):
            self.draw_kinds_out(view, g)
            self.tell_poems()

    def draw_kinds_out(self, view: IrokanmuriView, g: Geometry) -> None:
        shown = self.table.settings.memory_aid and not view.to_act < 0
        self.kinds_out.setVisible(shown)
        caption = self.table.label("kinds_out_caption")
        caption.setVisible(shown)
        if not shown:
            return
        cell = max(26, round(g.w * 0.5))
        ratio = self.table.devicePixelRatioF()
        key = (view.unseen_counts, self.table.settings.kind_labels, cell, ratio)
        if key != self._kinds_key:
            self._kinds_key = key
            self.kinds_out.setPixmap(
                kinds_out_pixmap(view.unseen_counts, self.table.settings.kind_labels, cell, ratio)
            )
        self.kinds_out.setToolTip(
            self.tr("Memory aid: cards of each kind still out in the other hands")
        )
        self.kinds_out.setPos(QPointF(g.m, g.m))
        # The strip's legend: what its numbers count (the memory aid's words on the felt).
        caption.setText(self.tr("Memory aid: cards of each kind still in the other hands"))
        caption.setFont(QFont(FONT_FAMILY, max(7, round(cell * 0.28))))
        height = self.kinds_out.boundingRect().height()
        caption.setPos(QPointF(g.m, g.m + height + 2))


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

    def fit(self, table: TableAccess) -> Fittings:
        return IrokanmuriFittings(table, self)

    def other_hand(
        self, view: View, seat: int, point: Point, g: Geometry, scale: float
    ) -> tuple[Places, Sizes] | None:
        """A hand of up to 25 backs, packed so the fan stays about two cards wide (open,
        in a view with every hand open: faces, about four cards wide)."""
        count = view.hand_sizes[seat]
        small = scale
        faces = view.shown_in_hand(seat)
        keys: list[Hashable] = [*faces, *(("back", seat, i) for i in range(count - len(faces)))]
        wide = g.w * (3.4 if faces else 1.6)
        step = min(g.w * small * (0.5 if faces else 0.28), wide / max(1, count))
        places: Places = {}
        sizes: Sizes = {}
        for i, key in enumerate(keys):
            offset = (i - (count - 1) / 2) * step
            places[key] = Placement(
                point + Point(offset - g.w * small / 2, -g.h * small / 2),
                isinstance(key, int),
                50 + i,
            )
            sizes[key] = small
        return places, sizes

    def place_extra(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        if not isinstance(view, IrokanmuriView):
            return
        if view.waiting is None or view.waiting not in out.places:
            return
        spot = Point(g.cx - g.w * WAITING_SCALE / 2, g.cy - g.h * WAITING_SCALE * 0.62)
        out.put(view.waiting, Placement(spot, True, 600), WAITING_SCALE)
        # under the waiting card and clear of the side seats' lines (which may be long)
        out.anchors["centre_label"] = Point(g.cx, g.cy + g.h * 0.62)


DESK = IrokanmuriDesk()
