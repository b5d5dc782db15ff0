"""The action panel: a button for every legal decision that names no piece (bids, passes,
a trump choice, calls), worded by the rules core, pressed by click, keys 1–9, or the
arrow keys and Enter."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from rules_core.messages import render_action

FOCUSED = "border: 3px solid #00acc1; border-radius: 4px; padding: 3px 8px; font-weight: bold;"


class ActionButtons(QWidget):
    """A button for every legal decision that is not a piece (and that the game's own
    panel does not show): its words come from the rules core, keys 1–9 press them."""

    def __init__(self, act: Callable[[str], object]) -> None:
        super().__init__()
        self.act = act
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        self.texts: list[str] = []
        self.focus = 0  # the button the arrow keys point at
        self.show_focus = False

    def show_actions(self, actions: list[str], lang: str, pieces: str) -> None:
        if actions == self.texts and all(b.property("lang") == lang for b in self.buttons):
            self.setVisible(bool(actions))
            return
        for button in self.buttons:
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons, self.texts = [], list(actions)
        self.focus, self.show_focus = 0, False
        for index, action in enumerate(actions):
            text = render_action(action, lang, pieces)
            button = QPushButton(f"{text} ({index + 1})" if index < 9 else text)
            button.setProperty("lang", lang)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, a=action: self.act(a))
            self.row.addWidget(button)
            button.show()  # a child added to a shown widget stays hidden unless told
            self.buttons.append(button)
        self.setVisible(bool(actions))

    def move_focus(self, step: int) -> None:
        """The first arrow shows where the focus is; the next ones move it."""
        if self.texts:
            if self.show_focus:
                self.focus = (self.focus + step) % len(self.texts)
            self.show_focus = True
            self.mark_focus()

    def mark_focus(self) -> None:
        for index, button in enumerate(self.buttons):
            focused = self.show_focus and index == self.focus % max(1, len(self.buttons))
            button.setStyleSheet(FOCUSED if focused else "")

    def press(self, index: int) -> bool:
        if 0 <= index < len(self.texts) and self.isVisible():
            self.act(self.texts[index])
            return True
        return False


__all__ = ["ActionButtons"]
