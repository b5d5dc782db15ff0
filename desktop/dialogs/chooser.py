"""The game chooser: one button per game with a table, titled in both languages.

It is the app's first window, so it shows before any game is imported (the rules
core's catalogue names them) and without Qt's ``Qt`` namespace, whose Python enums take
25 ms to make: the heading is centred by stretches, not an alignment flag."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules_core.catalogue import GameInfo, catalogue

from ..settings import Settings
from ..tables import PLAYABLE_GAMES


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
        self.buttons: dict[str, QPushButton] = {}
        self.learn_buttons: dict[str, QPushButton] = {}
        for index, game in enumerate(playable_games()):
            button = QPushButton()
            button.setMinimumSize(200, 64)  # with Learn below, four rows fit a small window
            button.clicked.connect(lambda _=False, gid=game.id: self.chosen.emit(gid))
            button.installEventFilter(self)
            self.buttons[game.id] = button
            learn = QPushButton()
            learn.clicked.connect(lambda _=False, gid=game.id: self.learn.emit(gid))
            self.learn_buttons[game.id] = learn
            cell = QVBoxLayout()
            cell.setSpacing(2)
            cell.addWidget(button)
            cell.addWidget(learn)
            self.grid.addLayout(cell, index // 3, index % 3)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        centred = QHBoxLayout()  # stretches either side: no alignment flag (see below)
        centred.addStretch(1)
        centred.addWidget(self.heading)
        centred.addStretch(1)
        layout.addLayout(centred)
        layout.addSpacing(24)
        layout.addLayout(self.grid)
        layout.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        lang = self.settings.language
        other = "ja" if lang == "en" else "en"
        for game in playable_games():
            low, high = min(game.player_counts), max(game.player_counts)
            players = str(low) if low == high else f"{low}–{high}"
            self.buttons[game.id].setText(
                f"{game.titles[lang]}\n{game.titles[other]}\n"
                + self.tr("{n} player(s)").format(n=players)
            )
            self.buttons[game.id].setToolTip("")  # written when first asked for
            self.learn_buttons[game.id].setText(self.tr("Learn: a guided first deal"))
            tip = self.tr("Play a fixed deal of {game} step by step, every move explained")
            self.learn_buttons[game.id].setToolTip(tip.format(game=game.titles[lang]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A button's tooltip (the game's rules lead) is read from its help page when the
        pointer first rests on it, so opening the app reads no help page."""
        if (
            event.type() == QEvent.Type.ToolTip
            and isinstance(watched, QPushButton)
            and not watched.toolTip()
        ):
            from ..help_pages import rules_lead

            game_id = next(g for g, b in self.buttons.items() if b is watched)
            watched.setToolTip(rules_lead(game_id, self.settings.language))
        return super().eventFilter(watched, event)
