"""The action panel: a button for every legal decision that names no piece (bids, passes,
a trump choice, calls), worded by the rules core, pressed by click, keys 1–9, or the
arrow keys and Enter.

Decisions that carry a number (``bid 65``, ``raise 180``, ``bid 15 S``) would be dozens
of buttons; they share one number box instead (↑ ↓ step it, Page Up/Down by ten) and a
button per form (``Bid 65``; Crescendo's ♣ ♦ ♥ ♠ NT), which acts on the number shown.
Any game whose rules speak numbers gets this auction panel without a panel of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from rules_core.messages import render_action, render_word

FOCUSED = "border: 3px solid #00acc1; border-radius: 4px; padding: 3px 8px; font-weight: bold;"
DIGITS = frozenset("0123456789")  # explicit: "²".isdigit() is true
PAGE = 10  # Page Up / Page Down move the number by this much, in the game's own units


def number_of(action: str) -> tuple[str, int, str] | None:
    """``bid 65`` → ("bid", 65, ""); ``bid 15 S`` → ("bid", 15, "S"); None for an action
    whose second word is not a number."""
    words = action.split(" ")
    if len(words) < 2 or not words[1] or not set(words[1]) <= DIGITS or len(words[1]) > 6:
        return None
    return words[0], int(words[1]), " ".join(words[2:])


@dataclass(frozen=True)
class Group:
    """Numbered actions of one form: ``verb N suffix``."""

    verb: str
    suffix: str

    def action(self, number: int) -> str:
        return f"{self.verb} {number}" + (f" {self.suffix}" if self.suffix else "")


class ActionButtons(QWidget):
    """A button for every legal decision that is not a piece (and that the game's own
    panel does not show): its words come from the rules core, keys 1–9 press them."""

    def __init__(self, act: Callable[[str], object]) -> None:
        super().__init__()
        self.act = act
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.number = QComboBox()  # the number of numbered decisions (an auction)
        self.number.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.number.currentIndexChanged.connect(self._number_changed)
        self.number.setVisible(False)
        self.row.addWidget(self.number)
        self.buttons: list[QPushButton] = []
        self.texts: list[str] = []  # the action each button sends now ("" while disabled)
        self.shown: list[str] = []  # the legal actions shown
        self.groups: list[Group | None] = []  # per button: its numbered form, or None
        self.legal: frozenset[str] = frozenset()
        self.lang, self.pieces = "en", "french"
        self.focus = 0  # the button the arrow keys point at
        self.show_focus = False

    def retranslate(self) -> None:
        self.number.setToolTip(self.tr("↑ ↓ change the number (Page Up / Page Down: by ten)"))

    def show_actions(self, actions: list[str], lang: str, pieces: str) -> None:
        if actions == self.shown and all(b.property("lang") == lang for b in self.buttons):
            self.setVisible(bool(actions))
            return
        for button in self.buttons:
            self.row.removeWidget(button)
            button.hide()  # gone from the screen now, not when the deletion comes round
            button.deleteLater()
        self.shown, self.legal = list(actions), frozenset(actions)
        self.lang, self.pieces = lang, pieces
        self.buttons, self.groups, self.texts = [], [], []
        self.focus, self.show_focus = 0, False
        groups: dict[Group, list[int]] = {}
        plain: list[str] = []
        for action in actions:
            numbered = number_of(action)
            if numbered is None:
                plain.append(action)
            else:
                verb, number, suffix = numbered
                groups.setdefault(Group(verb, suffix), []).append(number)
        numbers = sorted({n for found in groups.values() for n in found})
        keep = self.number.currentData()
        self.number.blockSignals(True)
        self.number.clear()
        for n in numbers:
            self.number.addItem(str(n), n)
        if keep in numbers:
            self.number.setCurrentIndex(numbers.index(keep))
        self.number.blockSignals(False)
        self.number.setVisible(bool(numbers))
        # The forms in the rules' order: where they stand at their highest number (a
        # ladder's first bids may start in the middle of a row: 18 S, 18 NT, 19 C …).
        place = {action: i for i, action in enumerate(actions)}
        for group in sorted(groups, key=lambda g: place[g.action(max(groups[g]))]):
            self._add_button(group)
        for action in plain:
            self._add_button(None, action)
        self._number_changed()
        self.setVisible(bool(actions))

    def _add_button(self, group: Group | None, action: str = "") -> None:
        button = QPushButton()
        button.setProperty("lang", self.lang)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        index = len(self.buttons)
        button.clicked.connect(lambda _=False, i=index: self.press(i))
        self.row.addWidget(button)
        button.show()  # a child added to a shown widget stays hidden unless told
        self.buttons.append(button)
        self.groups.append(group)
        self.texts.append(action)

    def _number_changed(self) -> None:
        """Name the numbered buttons after the number shown; enable those that are legal."""
        n = self.number.currentData()
        self.texts = self.texts[: len(self.buttons)]
        for index, (button, group) in enumerate(zip(self.buttons, self.groups, strict=True)):
            if group is None:
                action = self.texts[index]
                words = render_action(action, self.lang, self.pieces)
                key = "P" if action == "pass" else str(index + 1) if index < 9 else ""
            else:
                action = group.action(n) if n is not None else ""
                legal = action in self.legal
                self.texts[index] = action if legal else ""
                button.setEnabled(legal)
                if group.suffix:  # the number is in the box: the button names its form
                    words = render_word(group.suffix, self.lang, self.pieces)
                else:
                    words = render_action(action, self.lang, self.pieces)
                key = str(index + 1) if index < 9 else ""
            button.setText(f"{words} ({key})" if key else words)

    def point_at(self, action: str) -> bool:
        """Show ``action`` as the chosen button (a hint): its number in the box, the focus
        on its button."""
        numbered = number_of(action)
        if numbered is not None:
            where = self.number.findData(numbered[1])
            if where >= 0:
                self.number.setCurrentIndex(where)
        if action not in self.texts:
            return False
        self.focus, self.show_focus = self.texts.index(action), True
        self.mark_focus()
        return True

    def step_number(self, steps: int) -> bool:
        count = self.number.count()
        if not self.number.isVisible() or not count:
            return False
        self.number.setCurrentIndex(max(0, min(count - 1, self.number.currentIndex() + steps)))
        return True

    def page_number(self, direction: int) -> bool:
        """Page Up / Page Down: the number moves by PAGE in its own units (a bid offered
        in fives goes 105 → 115, not ten offers on), to the nearest offered number at
        least that far, or to the end of the list."""
        count = self.number.count()
        if not self.number.isVisible() or not count:
            return False
        values = [int(self.number.itemData(i)) for i in range(count)]
        at = self.number.currentIndex()
        goal = values[at] + direction * PAGE
        if direction > 0:
            target = next((i for i in range(at, count) if values[i] >= goal), count - 1)
        else:
            target = next((i for i in range(at, -1, -1) if values[i] <= goal), 0)
        self.number.setCurrentIndex(target)
        return True

    def handle_key(self, key: int) -> bool:
        """↑ ↓ (Page Up / Page Down) the number; P passes where passing is legal."""
        if not self.isVisible():
            return False
        pages = {Qt.Key.Key_PageUp: 1, Qt.Key.Key_PageDown: -1}.get(Qt.Key(key))
        if pages is not None:
            return self.page_number(pages)
        steps = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1}.get(Qt.Key(key))
        if steps is not None:
            return self.step_number(steps)
        if key == Qt.Key.Key_P and "pass" in self.texts:
            return self.press(self.texts.index("pass"))
        return False

    def move_focus(self, step: int) -> None:
        """The first arrow shows where the focus is; the next ones move it."""
        if self.texts:
            if self.show_focus:
                self.focus = (self.focus + step) % len(self.texts)
            self.show_focus = True
            self.mark_focus()

    def focused_words(self) -> str:
        """The button the arrow keys are on, as a screen reader says it."""
        if not self.buttons:
            return ""
        button = self.buttons[self.focus % len(self.buttons)]
        words = button.text()
        if not button.isEnabled():
            words = self.tr("{words}, unavailable").format(words=words)
        return self.tr("{words}, button").format(words=words)

    def mark_focus(self) -> None:
        for index, button in enumerate(self.buttons):
            focused = self.show_focus and index == self.focus % max(1, len(self.buttons))
            button.setStyleSheet(FOCUSED if focused else "")

    def press(self, index: int) -> bool:
        if 0 <= index < len(self.texts) and self.texts[index] and self.isVisible():
            self.act(self.texts[index])
            return True
        return False


__all__ = ["ActionButtons", "number_of"]
