"""Crescendo on the shared trick table, with its one-round auction as a panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from rules_core.cards import SUIT_LETTERS, SUIT_SYMBOLS

from ..desk import GameDesk
from ..trick_table import TrickTable

TRUMP_WORDS = (*SUIT_LETTERS, "NT")


class AuctionPanel(QWidget):
    """The auction: a number, a button per trump (only legal bids enabled), and Pass."""

    verbs = frozenset({"bid", "pass"})  # the table's own buttons leave these to the panel

    def __init__(self, table: TrickTable) -> None:
        super().__init__()
        self.table = table
        self.number = QComboBox()
        self.number.currentIndexChanged.connect(self._refresh_buttons)
        self.trump_buttons: dict[str, QPushButton] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.number)
        for index, word in enumerate(TRUMP_WORDS):
            label = SUIT_SYMBOLS[SUIT_LETTERS.index(word)] if word in SUIT_LETTERS else "NT"
            button = QPushButton(f"{label} ({index + 1})")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, w=word: self._bid(w))
            self.trump_buttons[word] = button
            layout.addWidget(button)
        self.pass_button = QPushButton()
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pass_button.clicked.connect(lambda: self.table.human_action("pass"))
        layout.addWidget(self.pass_button)
        self.legal: set[str] = set()
        self.setVisible(False)

    def retranslate(self) -> None:
        self.pass_button.setText(self.tr("Pass (P)"))
        self.number.setToolTip(self.tr("↑ ↓ change the number"))

    def handle_key(self, key: int) -> bool:
        """The auction by keyboard: ↑ ↓ the number, 1–5 a trump (as the buttons show), P
        or 0 passes."""
        if not self.isVisible():
            return False
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = 1 if key == Qt.Key.Key_Up else -1
            count = self.number.count()
            if count:
                self.number.setCurrentIndex(
                    max(0, min(count - 1, self.number.currentIndex() + step))
                )
            return True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            button = self.trump_buttons[TRUMP_WORDS[key - Qt.Key.Key_1]]
            if button.isEnabled():
                button.click()
            return True
        if key in (Qt.Key.Key_P, Qt.Key.Key_0) and "pass" in self.legal:
            self.pass_button.click()
            return True
        return False

    def refresh(self) -> None:
        """Show the legal bids while it is the person's turn to bid; hide otherwise."""
        legal = [a for a in self.table.other_actions() if a.split(" ")[0] in self.verbs]
        self.setVisible(bool(legal))
        if not legal:
            return
        self.legal = set(legal)
        numbers = sorted({int(a.split()[1]) for a in legal if a.startswith("bid ")})
        keep = self.number.currentData()
        self.number.blockSignals(True)
        self.number.clear()
        for n in numbers:
            self.number.addItem(str(n), n)
        if keep in numbers:
            self.number.setCurrentIndex(numbers.index(keep))
        self.number.blockSignals(False)
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        n = self.number.currentData()
        for word, button in self.trump_buttons.items():
            button.setEnabled(f"bid {n} {word}" in self.legal)

    def _bid(self, word: str) -> None:
        self.table.human_action(f"bid {self.number.currentData()} {word}")


class CrescendoDesk(GameDesk):
    game_id = "crescendo"

    def panel(self, table: TrickTable) -> QWidget:
        return AuctionPanel(table)


DESK = CrescendoDesk()
