"""The strip under the table's scene: a lesson's panel (or the bots' moves when asked),
the message line (the last trick, a notice, the prompt), the game's own panel, the
buttons of decisions that are no piece, and Next deal, Why? and Hint."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .buttons import ActionButtons
from .panel import GamePanel
from .style import COACH_STYLE, ERROR_STYLE

MESSAGE_SHARE = 0.017  # the message line's letters: this share of the table's height, at least


class TableBar(QWidget):
    """The bar's widgets, laid out; the table fills them in."""

    def __init__(self, act: Callable[[str], object], panel: GamePanel | None) -> None:
        super().__init__()
        self.panel = panel
        self.buttons = ActionButtons(act)  # decisions that name no piece
        self.confirm_button = QPushButton()  # sends the pieces chosen together
        self.confirm_button.setVisible(False)
        self.message = QLabel()  # the last trick, a notice, the prompt
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.next_button = QPushButton()
        self.next_button.setVisible(False)
        self.hint_button = QPushButton()
        self.claim_button = QPushButton()  # the rest of the deal, proved and played at once
        self.claim_button.setVisible(False)
        self.why_button = QPushButton()  # the bots' moves since the person's, and why
        self.check_label = QLabel()  # the live play checker's word on the last decision
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.PlainText)
        self.check_label.setVisible(False)
        self.coach_label = QLabel()  # a lesson's words, or the bots' moves when asked
        self.coach_label.setObjectName("coach")
        self.coach_label.setWordWrap(True)
        self.coach_label.setTextFormat(Qt.TextFormat.PlainText)
        self.coach_label.setStyleSheet(COACH_STYLE)
        # In a box that scrolls once the words outgrow a quarter of the table, so the
        # scene keeps room for the hands at any window size (the newest words show).
        self.coach_box = QScrollArea()
        self.coach_box.setWidget(self.coach_label)
        self.coach_box.setWidgetResizable(True)
        self.coach_box.setFrameShape(QFrame.Shape.NoFrame)
        self.coach_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.coach_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.coach_box.setVisible(False)
        self.steady = False  # a lesson's panel keeps one height
        self._lay_out()

    def _lay_out(self) -> None:
        """The lesson's panel, the message across the whole width, then the game's panel
        and buttons with Next, Why? and Hint at the right.  The bar keeps its height
        whatever is shown, so the table never jumps between phases; a game's panel wider
        than the room beside the fixed buttons gets a row of its own."""
        self.row = QHBoxLayout()
        self.row.setContentsMargins(0, 0, 0, 0)
        self.panel_row = QHBoxLayout()  # the game's panel, when it needs a row of its own
        self.panel_row.setContentsMargins(0, 0, 0, 0)
        controls: list[QWidget] = [self.confirm_button, self.buttons]
        if self.panel is not None:
            controls.insert(0, self.panel)
        ends = (self.next_button, self.claim_button, self.why_button, self.hint_button)
        for control in (*controls, *ends):
            control.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.coach_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for control in controls:
            self.row.addWidget(control)
        self.row.addStretch(1)
        for control in ends:
            self.row.addWidget(control)
        bar = QVBoxLayout()
        bar.setContentsMargins(8, 2, 8, 4)
        bar.setSpacing(2)
        bar.addWidget(self.check_label)
        bar.addWidget(self.message)
        bar.addLayout(self.panel_row)
        bar.addLayout(self.row)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.coach_box)
        outer.addLayout(bar)
        self.fit_message(0)

    def fit_message(self, table_height: int) -> None:
        """The message line's letters grow with a tall table (a 1920×1200 screen), never
        below the app's own size; two lines always fit."""
        font = QFont(self.font())
        base = QFontInfo(self.font()).pixelSize()  # the app's text size, in pixels
        font.setPixelSize(max(base, round(table_height * MESSAGE_SHARE)))
        if font != self.message.font():
            self.message.setFont(font)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)

    def fit_panel(self) -> None:
        """The game's panel beside the buttons while it fits, else on a row of its own."""
        panel = self.panel
        if panel is None:
            return
        fixed = sum(
            w.sizeHint().width()
            for w in (
                *(self.buttons, self.confirm_button, self.next_button),
                *(self.claim_button, self.why_button),
            )
            if w.isVisible()
        )
        fixed += self.hint_button.sizeHint().width() + 40
        alone = panel.isVisible() and panel.sizeHint().width() + fixed > self.width()
        in_row = self.panel_row.indexOf(panel) >= 0
        if alone and not in_row:
            self.row.removeWidget(panel)
            self.panel_row.addWidget(panel, 0, Qt.AlignmentFlag.AlignLeft)
        elif not alone and in_row:
            self.panel_row.removeWidget(panel)
            self.row.insertWidget(0, panel)

    def show_check(self, on: bool, text: str = "", colour: str = "") -> None:
        """The checker's line: shown while the checker is on (two lines kept, so the bar
        keeps its height), ``text`` in ``colour``."""
        label = self.check_label
        label.setVisible(on)
        label.setMinimumHeight(label.fontMetrics().lineSpacing() * 2 + 2 if on else 0)
        label.setText(text)
        label.setStyleSheet(f"color: {colour};" if colour else "")

    def show_message(self, lines: list[str], error: bool) -> None:
        """The last two ``lines`` (red when ``error``)."""
        self.message.setText("\n".join(lines[-2:]))
        self.message.setStyleSheet(ERROR_STYLE if error else "")

    def show_coach(self, text: str, table_height: int, steady: bool = False) -> bool:
        """The panel above the message: hidden when there is nothing to say; whether the
        words are new (a screen reader then hears the last line).  ``steady`` (a lesson,
        whose words change at every step) keeps the panel one height throughout, so the
        table above it does not rescale at each step."""
        new = text != self.coach_label.text()
        self.steady = steady
        if new:
            self.coach_label.setText(text)
        self.fit_coach(table_height)
        self.coach_box.setVisible(bool(text))
        return new and bool(text)

    def fit_coach(self, table_height: int) -> None:
        """The panel as tall as its words (a lesson's: as tall as it may be), at most a
        quarter of the table, scrolled to its newest line."""
        width = max(100, self.width() - 2)
        wanted = self.coach_label.heightForWidth(width)
        cap = max(self.fontMetrics().lineSpacing() * 3, table_height // 4)
        height = cap if self.steady else min(wanted, cap)
        if self.coach_box.height() != height or self.coach_box.maximumHeight() != height:
            self.coach_box.setFixedHeight(max(0, height))
        scroll = self.coach_box.verticalScrollBar()
        scroll.setValue(scroll.maximum())


__all__ = ["TableBar"]
