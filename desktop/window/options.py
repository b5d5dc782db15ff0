"""A game's options in the main window: the new-game dialog a game chosen from the chooser
opens first (its variant, options and computer players), and Game options… for the game
on the table.  A game under way is resumed instead of asked about again."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from rules_core.registry import get_game

if TYPE_CHECKING:
    from ..dialogs.options import OptionsDialog
    from .main_window import MainWindow


class GameOptions:
    """``dialog``: the options dialog on show (None when closed)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.dialog: OptionsDialog | None = None

    def ask_then_play(self, game_id: str) -> None:
        """From the chooser: the game's match or deal under way goes on; else a game with
        options, variants or computer players opens its new-game dialog first."""
        from ..dialogs.options import OptionsDialog

        window, settings = self.window, self.window.settings
        if window.saving.resume_game(game_id):
            return
        game = get_game(game_id)
        if not (game.options or game.variants or max(game.player_counts) > 1):
            window.choose_game(game_id)
            return
        lang = settings.language
        dialog = OptionsDialog(game_id, settings.game_options(game_id), lang, window, new_game=True)
        title = QCoreApplication.translate("MainWindow", "New game: {game}")
        dialog.setWindowTitle(title.format(game=game.titles[lang]))

        def closed(code: int) -> None:
            if code == QDialog.DialogCode.Accepted:
                settings.set_game_options(game_id, dialog.values())
                window.choose_game(game_id)

        self._open(dialog, closed)

    def edit(self) -> None:
        """The options of the game on the table (they apply from its next match)."""
        from ..dialogs.options import OptionsDialog

        game_id, settings = self.window.game_id, self.window.settings
        dialog = OptionsDialog(
            game_id, settings.game_options(game_id), settings.language, self.window
        )
        dialog.accepted.connect(lambda: settings.set_game_options(game_id, dialog.values()))
        self._open(dialog, lambda _code: None)

    def _open(self, dialog: OptionsDialog, closed: Callable[[int], None]) -> None:
        def finished(code: int) -> None:
            self.dialog = None
            closed(code)

        self.dialog = dialog
        self.window.opener.open(dialog, finished)
