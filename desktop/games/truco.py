"""Brazilian Truco on the shared trick table: the pack top left, discarded packets face up
top right, each player's cards of finished tricks before them, a switch (key D) that
plays the next card face down, the signs the person may show a computer partner (key S),
the call buttons from the shared panel, the stake drawn big beside the trick with the
hand's trick marks, and a tally of matchsticks per team.

The blind hand (both teams at 11) shows the person's own cards as backs: the next one in
dealt order is turned up by a click or Enter.  A hand of eleven's look and a packet
given to the partner show the partner's cards face up, small, where the view allows.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
)

from rules_core.events import Zone
from rules_core.games.truco import PLAYERS, SIGNS, TIE, TrucoView
from rules_core.view import View

from ..pieces.cards import FONT_FAMILY
from ..sitting.session import Session
from ..table.cards import CardItem, Step
from ..table.fittings import Fittings, TableAccess
from ..table.geometry import Geometry, Placement, Point
from ..table.layout import Layout, Pile, SeatPile
from ..table.panel import GamePanel
from ..table.piles import Arrangement, Seating, Shown, TableFacts
from ..table.style import ACCENT, LABEL, TEAM_COLOURS
from .desk import GameDesk

DOWN = " down"  # the last word of a face-down play
SWITCH_ON = "QPushButton { background: #ffd54f; color: #1b1b1b; font-weight: bold; }"
SIGN_ON = "QPushButton { background: #80deea; color: #1b1b1b; font-weight: bold; }"
POINTED = "QPushButton { border: 3px solid #00acc1; border-radius: 4px; padding: 3px 8px; }"
TARGET = 12

LAYOUT = Layout(
    piles=(
        Pile("pack", layers=4, scale=0.55),
        Pile("discard", corner="top_right", style="row", face_up=True, scale=0.42, step=0.26),
    ),
    seat_piles=(SeatPile("played:{seat}", style="row", face_up=True, scale=0.42, step=0.3),),
    hand_step=1.08,
)


class FaceDownSwitch(GamePanel):
    """The switch beside the call buttons: while on, the next card clicked (or chosen with
    Enter) is played face down.  It turns itself off after that play.  In a lesson it is
    outlined while the next step needs it the other way, and that card then offers both
    plays in its menu."""

    def __init__(self, table: TableAccess) -> None:
        super().__init__()
        self.table = table
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton()
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.toggled.connect(self._toggled)
        layout.addWidget(self.button)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Face down (D)"))
        self.button.setToolTip(
            self.tr("Play your next card face down: it cannot win, and nobody sees it.")
        )

    @property
    def available(self) -> bool:
        """Whether the person may play a card face down now."""
        return any(
            a.endswith(DOWN) for acts in self.table.turns.legal_now().pieces.values() for a in acts
        )

    def refresh(self) -> None:
        available = self.available
        self.button.setVisible(available)
        if not available and self.button.isChecked():
            self.button.blockSignals(True)
            self.button.setChecked(False)
            self.button.blockSignals(False)
        self._style()

    def lesson_down(self) -> bool | None:
        """In a lesson, whether its next step is a card played face down (True) or face up
        (False); None when that step is no card play of the person's."""
        step = self.table.turns.expected_step()
        if step is None:
            return None
        action = step[1]
        pieces = self.table.turns.legal_now().pieces
        if not any(action in acts for acts in pieces.values()):
            return None
        return action.endswith(DOWN)

    def _style(self) -> None:
        """On: lit.  A lesson whose next play needs the switch the other way points at it."""
        on = self.button.isChecked()
        wanted = self.lesson_down()
        style = SWITCH_ON if on else ""
        if wanted is not None and wanted != on:
            style += POINTED
        self.button.setStyleSheet(style)

    def handle_key(self, key: int) -> bool:
        if key != Qt.Key.Key_D or not self.available:
            return False
        self.button.toggle()
        return True

    def _toggled(self, on: bool) -> None:
        self._style()
        self.table.relayout_now()
        if on:
            self.table.say(self.tr("Your next card goes face down."))
        else:
            self.table.say(self.tr("Your next card goes face up."))

    def pick_action(self, actions: list[str]) -> str | None:
        """Of a card's two plays, the one the switch stands for (then it turns off); None
        where a lesson plays this card the other way, so that the card's menu offers both."""
        down = self.button.isChecked()
        step = self.table.turns.expected_step()
        if step is not None and step[1] in actions and step[1].endswith(DOWN) != down:
            return None
        wanted = [a for a in actions if a.endswith(DOWN) == down]
        if len(wanted) != 1:
            return None
        if down:
            self.button.blockSignals(True)
            self.button.setChecked(False)
            self.button.blockSignals(False)
            self.button.setStyleSheet("")
        return wanted[0]


class SignRow(GamePanel):
    """The signs the person may show a computer partner (strong, fair, weak: what their
    best card is worth, never a card), agreed in advance as the seed allows.  One is lit
    while it holds; clicking it again withdraws it, and S steps through them (strong,
    fair, weak, none).  Shown whenever a sign can still tell the partner something; the
    other side never sees it (:mod:`rules_core.signs`)."""

    def __init__(self, table: TableAccess) -> None:
        super().__init__()
        self.table = table
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 0, 20, 0)  # apart from the switch and the call buttons
        self.caption = QLabel()
        row.addWidget(self.caption)
        self.buttons: dict[str, QPushButton] = {}
        for word in SIGNS:
            button = QPushButton()
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, w=word: self.choose(w))
            row.addWidget(button)
            self.buttons[word] = button
        self.retranslate()
        self.setVisible(False)

    def names(self) -> dict[str, tuple[str, str]]:
        """Each sign's button text and what it tells the partner."""
        return {
            "strong": (
                self.tr("Strong"),
                self.tr("Your best card should take the trick: three times in five or more."),
            ),
            "fair": (
                self.tr("Fair"),
                self.tr(
                    "Your best card has a fair chance to take the trick: one time in three or more."
                ),
            ),
            "weak": (
                self.tr("Weak"),
                self.tr("Your best card will rarely take the trick: less than one time in three."),
            ),
        }

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Sign to partner (S):"))
        for word, (text, meaning) in self.names().items():
            button = self.buttons[word]
            button.setText(text)
            button.setToolTip(meaning)
            button.setAccessibleName(self.tr("Sign to your partner: {sign}").format(sign=text))
            button.setAccessibleDescription(meaning)

    @property
    def available(self) -> tuple[str, ...]:
        return self.table.turns.signs_open()

    def current(self) -> str | None:
        sign = self.table.turns.sign_now()
        return sign.word if sign is not None else None

    def refresh(self) -> None:
        available = self.available
        self.setVisible(bool(available))
        current = self.current()
        for word, button in self.buttons.items():
            button.setVisible(word in available)
            button.blockSignals(True)
            button.setChecked(word == current)
            button.blockSignals(False)
            button.setStyleSheet(SIGN_ON if word == current else "")

    def choose(self, word: str) -> None:
        """Show ``word`` (or withdraw it, when it is the sign shown now)."""
        if word not in self.available:
            return
        self.give(None if word == self.current() else word)

    def give(self, word: str | None) -> None:
        """Show ``word`` to the partner (None: no sign), and say so."""
        self.table.turns.show_sign(word)
        if word is None:
            self.table.say(self.tr("You show your partner no sign now."))
        else:
            text = self.names()[word][0]
            self.table.say(self.tr("You sign to your partner: {sign}.").format(sign=text))

    def handle_key(self, key: int) -> bool:
        """S: the next sign (strong, fair, weak, then none)."""
        available = self.available
        if key != Qt.Key.Key_S or not available:
            return False
        cycle: list[str | None] = [*available, None]
        current = self.current()
        self.give(cycle[(cycle.index(current) + 1) % len(cycle)] if current in cycle else cycle[0])
        return True


class TrucoPanel(GamePanel):
    """Truco's controls in the table's bar: the face-down switch and the signs."""

    def __init__(self, table: TableAccess) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.face_down = FaceDownSwitch(table)
        self.signs = SignRow(table)
        row.addWidget(self.face_down)
        row.addWidget(self.signs)

    def refresh(self) -> None:
        self.face_down.refresh()
        self.signs.refresh()

    def retranslate(self) -> None:
        self.face_down.retranslate()
        self.signs.retranslate()

    def handle_key(self, key: int) -> bool:
        return self.face_down.handle_key(key) or self.signs.handle_key(key)

    def pick_action(self, actions: list[str]) -> str | None:
        return self.face_down.pick_action(actions)


class TrucoFittings(Fittings):
    """Truco's parts of the table: the face-down switch, the cut shown before the deal,
    the blind hand's unseen cards (turned up in dealt order), the stake and a drawn tally."""

    def __init__(self, table: TableAccess, desk: GameDesk) -> None:
        super().__init__(table, desk)
        self.tally = QGraphicsPixmapItem()
        self.tally.setZValue(880)
        table.scene.addItem(self.tally)
        self._tally_key: tuple[object, ...] = ()
        self.cut: tuple[int, bool, int] | None = None  # cutter, from the bottom, phase

    def panel(self) -> GamePanel:
        return TrucoPanel(self.table)

    def truco_view(self) -> TrucoView:
        view = self.table.state_view()
        assert isinstance(view, TrucoView)
        return view

    def starting(self, session: Session) -> None:
        self._tally_key = ()
        self.cut = None

    def started(self, session: Session) -> None:
        """The cut, shown only (the shuffle decides the deal): the dealer's left cuts the
        pack in two and says whether to deal from the top or the bottom."""
        table = self.table
        state = session.state
        if session.actions or state.is_terminal or not table.settings.move_ms:
            return
        table.turns.hold()
        bottom = random.Random(session.number).random() < 0.5
        cutter = (session.dealer - 1) % state.num_players  # counter-clockwise: the left
        self.cut = (cutter, bottom, 1)
        table.queue.push(self._cut_step(1), self._cut_step(2), self._cut_step(0))

    def _cut_step(self, phase: int) -> Step:
        def step() -> tuple[QAbstractAnimation | None, int]:
            table = self.table
            if self.cut is None:
                return None, 0
            cutter, bottom, _ = self.cut
            if phase == 1:
                where = self.tr("the bottom") if bottom else self.tr("the top")
                table.say(
                    self.tr("{who} cuts the pack: the dealer deals from {where}.").format(
                        who=table.presenter.seat_name(cutter), where=where
                    )
                )
            self.cut = (cutter, bottom, phase) if phase else None
            return table.relayout_now(animated=True), table.settings.pause_ms // 2

        return step

    def place(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        super().place(view, g, seating, facts, out)
        spot = out.anchors.get("pack")
        if self.cut is None or spot is None:
            return
        phase = self.cut[2]
        for i in range(3):  # the cut-off half: lifted aside, then put back
            key = ("cut", i)
            self.table.spawn[key] = spot
            aside = Point(g.w * 0.75, g.h * 0.12) if phase == 1 else Point()
            place = Placement(spot + aside + Point(i * 1.2, -i * 1.2), False, 30 + i)
            out.put(key, place, LAYOUT.piles[0].scale)

    # -- the blind hand: the person's cards as backs, turned up in dealt order -------------

    def shown(self, shown: Shown, view: View) -> None:
        if isinstance(view, TrucoView) and view.blind:
            human = self.table.human
            shown.model.counts[Zone.hand(human)] = view.hand_sizes[human]

    def _blind_keys(self) -> list[Hashable]:
        table = self.table
        if table.session is None or not self.truco_view().blind:
            return []
        count = table.model.counts.get(Zone.hand(table.human), 0)
        return [("back", table.human, i) for i in range(count)]

    def focus_keys(self, keys: list[Hashable]) -> list[Hashable]:
        blind = self._blind_keys()
        return blind[:1] if blind and self.table.turns.my_turn() else keys

    def blind_actable(self, key: Hashable) -> bool:
        blind = self._blind_keys()
        return bool(blind) and key == blind[0] and self.table.turns.my_turn()

    def clicked(self, item: CardItem) -> bool:
        if item.key not in self._blind_keys():
            return False
        self.turn_up_next()
        return True

    def turn_up_next(self) -> bool:
        """The blind hand: play the next card as dealt (the only legal play)."""
        table = self.table
        if table.session is None or not table.turns.my_turn():
            table.say(self.tr("Wait for your turn."), error=True)
            return False
        legal = table.session.state.legal_actions()
        return len(legal) == 1 and table.perform(legal[0])

    # -- the stake and the tally ----------------------------------------------------------

    def decorate(self, view: View, g: Geometry) -> None:
        assert isinstance(view, TrucoView)
        self.draw_stake(view, g)
        self.draw_tally(view, g)

    def draw_stake(self, view: TrucoView, g: Geometry) -> None:
        """What the hand is worth, big, left of the trick (and a raise asked); the hand's
        trick marks under it."""
        w, h = g.w, g.h
        big = QFont(FONT_FAMILY)
        big.setPixelSize(max(22, round(h * 0.5)))
        big.setBold(True)
        small = QFont(FONT_FAMILY)
        small.setPixelSize(max(10, round(w * 0.15)))
        stake = self.table.label("truco:stake", ACCENT)
        stake.setFont(big)
        stake.setText(f"{view.stake} → {view.proposed}?" if view.proposed else str(view.stake))
        caption = self.table.label("truco:stake_caption", LABEL)
        caption.setFont(small)
        caption.setText(self.tr("asked") if view.proposed else self.tr("at stake"))
        marks = self.table.label("truco:marks", LABEL)
        middle = QFont(FONT_FAMILY)
        middle.setPixelSize(max(13, round(w * 0.24)))
        marks.setFont(middle)
        shown = trick_marks(view, self.table.human)
        marks.setText(self.tr("Tricks {marks}").format(marks=shown) if shown else "")
        # A column between the left seat (its hand and line) and the trick, ending clear
        # of the trick; a raise asked ("1 → 3?") is drawn smaller when it would not fit.
        right = self.table.trick_area(g).left - g.m * 0.5
        seat = min(range(PLAYERS), key=lambda s: self.table.seat_point(s, g).x)
        hand = self.table.seat_point(seat, g).x + w * self.table.hand_scale(seat)
        line = self.table.labels.get(f"seat:{seat}")
        left = max(hand, line.sceneBoundingRect().right() if line else g.m) + g.m * 0.5
        room = right - left
        if stake.boundingRect().width() > room > 0:
            big.setPixelSize(max(14, int(big.pixelSize() * room / stake.boundingRect().width())))
            stake.setFont(big)
        column = (stake, caption, marks)
        width = max(label.boundingRect().width() for label in column)
        x, y = max(g.m, right - width), g.cy - h * 0.62
        for label in column:
            label.setPos(QPointF(x, y))
            y += label.boundingRect().height()

    def draw_tally(self, view: TrucoView, g: Geometry) -> None:
        """Each team's match points as matchsticks, in fives (four upright, one across)."""
        totals = list(view.scores_before)
        if view.winner is not None:
            totals = [t + p for t, p in zip(totals, view.points, strict=True)]
        us = self.table.human % 2
        names = (self.tr("Your team"), self.tr("Other team"))
        rows = (
            (names[0], totals[us], TEAM_COLOURS[0]),
            (names[1], totals[1 - us], TEAM_COLOURS[1]),
        )
        height = max(56, round(g.h * 0.95))
        width = max(190, round(g.w * 3.8))
        key = (rows, width, height, self.table.lang)
        if key != self._tally_key:
            self._tally_key = key
            self.tally.setPixmap(tally_pixmap(rows, width, height, self.table.devicePixelRatioF()))
        self.tally.setPos(QPointF(g.width - g.m - width, g.height - g.m * 0.6 - height))


def tally_pixmap(
    rows: tuple[tuple[str, int, QColor], ...], width: int, height: int, ratio: float = 1.0
) -> QPixmap:
    """Matchsticks for each row's points up to 12: groups of five (four upright and one
    laid across them), a team name and the number at the left."""
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(QRectF(0, 0, width, height), 6, 6)
    row_h = height / len(rows)
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(10, round(row_h * 0.3)))
    painter.setFont(font)
    metrics = QFontMetrics(font)
    label_w = max(metrics.horizontalAdvance(f"{name} {points}") for name, points, _ in rows) + 16.0
    stick_h = row_h * 0.7
    gap = max(3.0, (width - label_w - 8) / 14.5)  # room for 12 sticks in three groups
    for index, (name, points, colour) in enumerate(rows):
        top = index * row_h
        painter.setPen(QPen(colour))
        text = QRectF(6, top, label_w - 6, row_h)
        painter.drawText(text, Qt.AlignmentFlag.AlignVCenter, f"{name} {points}")
        y0, y1 = top + (row_h - stick_h) / 2, top + (row_h + stick_h) / 2
        for n in range(min(points, TARGET)):
            group, within = divmod(n, 5)
            left = label_w + group * gap * 5.2
            if within < 4:
                x = left + within * gap
                _stick(painter, QPointF(x, y1), QPointF(x, y0), stick_h)
            else:  # the fifth lies across the four
                _stick(
                    painter,
                    QPointF(left - gap * 0.4, y1 - stick_h * 0.15),
                    QPointF(left + gap * 3.4, y0 + stick_h * 0.15),
                    stick_h,
                )
    painter.end()
    return pixmap


def _stick(painter: QPainter, foot: QPointF, head: QPointF, length: float) -> None:
    """One match: a pale wooden stick with a red head."""
    pen = QPen(QColor("#e8d3a6"), max(2.0, length * 0.1))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(foot, head)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c62828"))
    radius = max(2.0, length * 0.085)
    painter.drawEllipse(head, radius, radius * 1.25)


class TrucoDesk(GameDesk):
    game_id = "truco"
    layout = LAYOUT

    def fit(self, table: TableAccess) -> Fittings:
        return TrucoFittings(table, self)

    def place_extra(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        """Cards played face down in finished tricks lie as backs after the seat's face-up
        ones (nobody sees them again, not even their owner at this table); in the blind
        hand the person's own cards lie as backs, the next one as dealt on top."""
        assert isinstance(view, TrucoView)
        pile = LAYOUT.seat_piles[0]
        w = g.w
        for seat in range(len(view.hand_sizes)):
            zone = pile.of(seat)
            spot = out.anchors.get(zone)
            downs = [
                r.number for r in view.tricks for p in r.plays if p.seat == seat and p.face_down
            ]
            if spot is None or not downs:
                continue
            shown = len(facts.model.lists.get(zone, []))
            left = spot
            for j, card in enumerate(facts.model.lists.get(zone, [])):  # shifted left
                if card in out.places:
                    out.put(card, Placement(left + Point(j * w * pile.step, 0), True, 5 + j))
            for i, number in enumerate(downs):
                back = ("down", seat, number)
                pos = left + Point((shown + i) * w * pile.step, 0)
                out.put(back, Placement(pos, False, 5 + shown + i), pile.scale)
        if view.blind:
            self._place_blind_hand(g, seating, facts, out)

    @staticmethod
    def _place_blind_hand(
        g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        count = facts.model.counts.get(Zone.hand(seating.human), 0)
        keys = [("back", seating.human, i) for i in range(count)]
        step = g.w * 0.5
        left = (g.width - (g.w + step * (len(keys) - 1))) / 2
        for i, key in enumerate(keys):
            lift = g.h * 0.08 if i == 0 and facts.actable(key) else 0.0
            pos = Point(left + i * step, g.height - g.h - g.m * 0.8 - lift)
            out.put(key, Placement(pos, False, 410 - i))  # the next card on top


def trick_marks(view: TrucoView, human: int) -> str:
    """The hand's tricks for the person's team: ✔ won, ✘ lost, = tied, · to play."""
    us = human % 2
    shown = ["=" if outcome == TIE else "✔" if outcome == us else "✘" for outcome in view.outcomes]
    if view.winner is None:
        shown += ["·"] * (3 - len(shown))
    return "  ".join(shown)


DESK = TrucoDesk()
