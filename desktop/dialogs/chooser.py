"""The game chooser: one button per game with a table, titled in both languages.

It is the app's first window, so it shows before any game is imported (the rules
core's catalogue names them) and without Qt's ``Qt`` namespace, whose Python enums take
25 ms to make: the heading is centred by stretches, not an alignment flag."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rules_core.catalogue import GameInfo, catalogue

from ..games.playable import PLAYABLE_GAMES
from ..settings import Settings


def playable_games() -> list[GameInfo]:
    """Registered games that have a table in the app (the chooser offers only these), as
    the rules core's catalogue describes them: the chooser shows before any game loads."""
    return [game for game in catalogue() if game.id in PLAYABLE_GAMES]


class ChooserPage(QWidget):
    """One button per playable game, titled in the current language (and the other)."""

    chosen = Signal(str)  # Play
    learn = Signal(str)  # Learn: the game's guided first deal

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.heading = QLabel()
        font = QFont()
        font.setPointSize(20)
        self.heading.setFont(font)
        self.grid = QGridLayout()
        self.columns = 0  # the grid's columns now (as many as the width holds, up to 3)
        self.buttons: dict[str, QPushButton] = {}
        self.learn_buttons: dict[str, QPushButton] = {}
        self.cells: list[QWidget] = []
        self.under_way: set[str] = set()  # games with a deal or match to go back to
        for game in playable_games():
            button = QPushButton()
            button.setMinimumWidth(200)  # its height follows its three lines of text
            button.clicked.connect(lambda _=False, gid=game.id: self.chosen.emit(gid))
            button.installEventFilter(self)
            self.buttons[game.id] = button
            learn = QPushButton()
            learn.clicked.connect(lambda _=False, gid=game.id: self.learn.emit(gid))
            self.learn_buttons[game.id] = learn
            cell = QWidget()
            stack = QVBoxLayout(cell)
            stack.setContentsMargins(0, 0, 0, 0)
            stack.setSpacing(2)
            stack.addWidget(button)
            stack.addWidget(learn)
            self.cells.append(cell)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(9, 4, 9, 4)
        layout.addStretch(1)
        centred = QHBoxLayout()  # stretches either side: no alignment flag (see below)
        centred.addStretch(1)
        centred.addWidget(self.heading)
        centred.addStretch(1)
        layout.addLayout(centred)
        layout.addSpacing(12)
        layout.addLayout(self.grid)
        layout.addStretch(2)
        # Larger text in a small window: the games scroll instead of losing their words.
        self.pane = QScrollArea()
        self.pane.setWidgetResizable(True)
        self.pane.setFrameShape(QFrame.Shape.NoFrame)
        self.pane.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pane)
        self.retranslate()  # which also lays the games out

    def arrange(self) -> None:
        """Lay the games out in as many columns (up to three) as the width holds at the
        widest game's natural width."""
        widest = max(cell.sizeHint().width() for cell in self.cells)
        room = self.width() - 60  # a scroll bar, the page's margins and spacing
        columns = max(1, min(3, room // max(1, widest + 8)))
        if columns == self.columns:
            return
        self.columns = columns
        for cell in self.cells:
            self.grid.removeWidget(cell)
        for index, cell in enumerate(self.cells):
            self.grid.addWidget(cell, index // columns, index % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.arrange()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a text size: the widths change
            self.columns = 0
            self.arrange()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        lang = self.settings.language
        other = "ja" if lang == "en" else "en"
        for game in playable_games():
            low, high = min(game.player_counts), max(game.player_counts)
            players = str(low) if low == high else f"{low}–{high}"
            count = (
                self.tr("1 player") if players == "1" else self.tr("{n} players").format(n=players)
            )
            text = f"{game.titles[lang]}\n{game.titles[other]}\n{count}"
            if game.id in self.under_way:
                text += "\n" + self.tr("▶ Under way: continue")
            self.buttons[game.id].setText(text)
            self.buttons[game.id].setToolTip("")  # written when first asked for
            self.learn_buttons[game.id].setText(self.tr("Learn"))
            tip = self.tr("Play a fixed deal of {game} step by step, every move explained")
            self.learn_buttons[game.id].setToolTip(tip.format(game=game.titles[lang]))
            self.learn_buttons[game.id].setAccessibleName(
                self.tr("Learn {game}").format(game=game.titles[lang])
            )
        if self.cells:  # new words, new widths
            self.columns = 0
            self.arrange()

    def set_under_way(self, games: set[str]) -> None:
        """Mark the games whose deal or match is under way (choosing one goes on with it)."""
        if games != self.under_way:
            self.under_way = set(games)
            self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A button's tooltip (the game's rules lead) is read from its help page when the
        pointer first rests on it, so opening the app reads no help page."""
        if (
            event.type() == QEvent.Type.ToolTip
            and isinstance(watched, QPushButton)
            and not watched.toolTip()
        ):
            from .help_pages import rules_lead

            game_id = next(g for g, b in self.buttons.items() if b is watched)
            watched.setToolTip(rules_lead(game_id, self.settings.language))
        return super().eventFilter(watched, event)
