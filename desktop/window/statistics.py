"""The statistics as the main window shows them: the file opened at the start (a problem
with it told once the window shows), the statistics dialog, and a deal played again or
replayed from it.  Texts keep the window's translation context ("MainWindow")."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from rules_core.registry import get_game

from ..games.playable import VARIANT_KEY
from ..sitting.statistics import Opened, OpenKind
from . import notices

if TYPE_CHECKING:
    from ..dialogs.statistics import StatisticsDialog
    from .main_window import MainWindow

IGNORE_KEY = "statistics/ignore"  # the fingerprint of a damaged file that could not move


class StatisticsView:
    """``opened``: how the file opened; ``dialog``: the statistics window on show;
    ``message``: the problem told about the file (None: none told)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.opened: Opened | None = None
        self.dialog: StatisticsDialog | None = None
        self.message: QMessageBox | None = None

    def open_file(self, path: Path) -> None:
        """Open the statistics file; a problem with it is told once the window shows."""
        window = self.window
        store = window.settings.store
        ignore = str(store.value(IGNORE_KEY, "") or "") or None
        opened = window.sitting.open_statistics(path, ignore)
        store.setValue(IGNORE_KEY, opened.ignore or "")
        self.opened = opened
        if opened.kind not in (OpenKind.READY, OpenKind.IGNORED):
            QTimer.singleShot(0, window, self._tell_problem)
        window.update_actions()

    def _tell_problem(self) -> None:
        if self.opened is not None:
            text = notices.statistics_problem_text(self.opened)
            title = QCoreApplication.translate("MainWindow", "Statistics")
            self.message = self.window.opener.tell(title, text)

    def show(self) -> StatisticsDialog | None:
        """The statistics window, on the game being played (or chosen last)."""
        window = self.window
        stats = window.sitting.stats
        if stats is None:
            return None
        from ..dialogs.statistics import StatisticsDialog

        if self.dialog is not None:
            self.dialog.close()
        dialog = StatisticsDialog(
            stats, window.game_id, window.settings.language, window, folders=window.settings.store
        )
        dialog.replay_requested.connect(self.replay)
        dialog.watch_requested.connect(self.watch)
        dialog.destroyed.connect(lambda _=None: setattr(self, "dialog", None))
        self.dialog = dialog
        window.opener.open(dialog)
        return dialog

    def refresh(self) -> None:
        """The statistics changed (a deal counted or taken back): the window follows."""
        if self.dialog is not None:
            self.dialog.refresh()

    def replay(self, game_id: str, variant: str, number: int) -> None:
        """Play a deal again from the statistics (as Play deal number…, in its variant)."""
        window = self.window
        if not window.saving.make_room(game_id):
            return
        if variant in get_game(game_id).variants:
            options = window.settings.game_options(game_id)
            if options.get(VARIANT_KEY) != variant:
                options[VARIANT_KEY] = variant
                window.settings.set_game_options(game_id, options)
        window.game_id = game_id
        window.new_game(number)

    def watch(self, text: str) -> QDialog | None:
        """A deal booked in the statistics (``text``: its record) in the replay viewer, over
        the statistics window, which stays open to replay another."""
        return self.window.records.replay_booked(text, self.dialog)
