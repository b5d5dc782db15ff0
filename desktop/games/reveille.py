"""Reveille on the shared trick table: two seats, dominoes upright in hand and lying
across when played.  The stock lies top left with its face-up tile beside it, the first
half's other tiles face down under it; the counting tiles played in the first half lie
face up top right, as the seed advises for learners; each player's second-half tricks
lie beside them.  Bids use the shared auction panel (its number box runs from the lowest bid
allowed to the deal's maximum); the declarer names trump on a panel of its own: a button
per number showing that number's pips and how many of your tiles carry it, no trump and
Nello.  As on every button bar, a digit presses the button that shows it, the n-th from
the left (1 names trump 0, 7 trump 6): the digit counts buttons, it never names a pip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QPushButton

from rules_core.messages import render_action
from rules_core.tiles import DOMINO, MAX_END, has_end, high, low
from rules_core.view import View

from ..pieces.tiles import number_icon
from ..table.buttons import FOCUSED
from ..table.fittings import Fittings, TableAccess
from ..table.layout import Layout, Pile, SeatPile
from ..table.panel import GamePanel
from .desk import GameDesk

NO_TRUMP = "trump NT"
NELLO = "nello"


class TrumpPicker(GamePanel):
    """The declarer's choice: trump 0–6 as pips with the count of the person's tiles that
    carry each number, no trump, Nello (where the bid allows it).  Keys 1–9 press the
    buttons shown, in order, each button showing its key."""

    verbs: frozenset[str] = frozenset(
        {"trump", "nello"}
    )  # the shared buttons leave these to this panel

    def __init__(self, table: TableAccess) -> None:
        super().__init__()
        self.table = table
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        for action in [f"trump {n}" for n in range(MAX_END + 1)] + [NO_TRUMP, NELLO]:
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, a=action: self.table.perform(a))
            row.addWidget(button)
            self.buttons[action] = button
        self.pointed: str | None = None  # a hint's (or a lesson's) choice, marked
        self.setVisible(False)

    def legal(self) -> list[str]:
        others = self.table.turns.legal_now().others
        return [a for a in others if a.split(" ")[0] in self.verbs]

    def refresh(self) -> None:
        legal = self.legal()
        self.setVisible(bool(legal))
        if not legal:
            self.pointed = None
            return
        lang = self.table.lang
        hand = self.table.state_view().hand
        size = max(18, self.fontMetrics().height() + 4)
        ratio = self.devicePixelRatioF()
        shown = self.shown()
        for action, button in self.buttons.items():
            button.setVisible(action in legal)
            button.setStyleSheet(FOCUSED if action == self.pointed else "")
            words = render_action(action, lang, "domino")
            key = str(shown.index(action) + 1) if action in shown else ""
            button.setToolTip(self.tr("{words} (key {key})").format(words=words, key=key))
            if action in (NO_TRUMP, NELLO):
                button.setText(f"{words} ({key})")
                continue
            number = int(action.split(" ")[1])
            carrying = sum(1 for piece in hand if has_end(DOMINO.face(piece), number))
            button.setIcon(QIcon(number_icon(number, size, ratio, self.table.settings.four_colour)))
            button.setIconSize(QSize(size, size))
            button.setText(f"×{carrying} ({key})")

    def shown(self) -> list[str]:
        """The choices on the buttons, left to right: key 1 presses the first."""
        legal = self.legal()
        return [action for action in self.buttons if action in legal][:9]

    def retranslate(self) -> None:
        self.refresh()

    def handle_key(self, key: int) -> bool:
        """A digit presses the button that shows it (the n-th), as on every button bar."""
        shown = self.shown()
        index = key - int(Qt.Key.Key_1)
        if not 0 <= index < len(shown):
            return False
        self.table.perform(shown[index])
        return True

    def point_at(self, action: str) -> bool:
        """Mark the button of a hint's choice (it stays marked through refreshes until
        trump is named)."""
        button = self.buttons.get(action)
        if button is None or not button.isVisible():
            return False
        self.pointed = action
        button.setStyleSheet(FOCUSED)
        return True


class ReveilleFittings(Fittings):
    """Reveille's part of the table: the trump choice."""

    def panel(self) -> GamePanel:
        return TrumpPicker(self.table)


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

    def fit(self, table: TableAccess) -> Fittings:
        return ReveilleFittings(table, self)

    def trick_turn(self, view: View, piece: int) -> float:
        """A played domino lies across with the end that counts at the left: the led
        suit's number where the tile has it, else its higher end (a quarter turn one way
        or the other of the upright tile, whose higher end is on top)."""
        face = DOMINO.face(piece)
        led = view.led_suit()
        suit_end = led if led is not None and led in (high(face), low(face)) else high(face)
        return -90.0 if suit_end == high(face) else 90.0


DESK = ReveilleDesk()
