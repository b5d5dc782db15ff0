"""Help: the rules of every game with a table, in the current language, in one window
with a list of the games (the current game's page open)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rules_core.registry import get_game

from ..paths import asset
from ..tables import PLAYABLE_GAMES


def rules_html(game_id: str, lang: str) -> str:
    """A game's rules page and the page on playing against the computer."""
    parts = [asset("help", f"{game_id}.{lang}.html"), asset("help", f"_computer.{lang}.html")]
    return "\n".join(p.read_text(encoding="utf-8") for p in parts if p.exists())


def rules_lead(game_id: str, lang: str) -> str:
    """The one-line introduction a rules page opens with (its italic lead), as plain text;
    empty when the page has none."""
    path = asset("help", f"{game_id}.{lang}.html")
    if not path.exists():
        return ""
    match = re.search(r"<p><i>(.*?)</i></p>", path.read_text(encoding="utf-8"), re.DOTALL)
    if match is None:
        return ""
    return html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).strip()


class HelpDialog(QDialog):
    """Every game's rules: a list on the left, the page on the right."""

    def __init__(self, game_id: str | None, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(860, 700)
        self.lang = lang
        self.games = QListWidget()
        self.games.setMaximumWidth(240)
        for gid in PLAYABLE_GAMES:
            item = QListWidgetItem(get_game(gid).titles[lang])
            item.setData(Qt.ItemDataRole.UserRole, gid)
            self.games.addItem(item)
        self.browser = QTextBrowser()
        self.games.currentRowChanged.connect(self._show)
        row = QHBoxLayout()
        row.addWidget(self.games)
        row.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        start = PLAYABLE_GAMES.index(game_id) if game_id in PLAYABLE_GAMES else 0
        self.games.setCurrentRow(start)
        self._show(start)

    def _show(self, row: int) -> None:
        item = self.games.item(row)
        if item is not None:
            self.browser.setHtml(rules_html(item.data(Qt.ItemDataRole.UserRole), self.lang))

    @property
    def game_shown(self) -> str:
        item = self.games.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""
