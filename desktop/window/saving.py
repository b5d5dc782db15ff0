"""Saving and resuming in the main window: the deal on show autosaved at every move, a
game left for another kept aside and shown again, the game left last time resumed at
the start, room made for a new game (asking before anything is given up), and the
problems told about any of it.  Texts keep the window's translation context
("MainWindow")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..sitting import SaveProblem
from ..sitting.autosave import Resumed, ResumeKind
from . import notices

if TYPE_CHECKING:
    from ..table.table import Table
    from .main_window import MainWindow

IGNORE_KEY = "autosave/ignore"  # the fingerprint of a damaged autosave that could not move


class Saving:
    """``resume_message`` and ``claim_message``: the problems told at the start about the
    saved game and the data folder (None: none told)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.resume_message: QMessageBox | None = None
        self.claim_message: QMessageBox | None = None

    def table_changed(self, table: Table) -> None:
        """A move on ``table``: saved as the game on show, or as a game kept aside (a bot
        may still move at a table left a moment ago)."""
        session = table.session
        if table is self.window.current_table:
            self.write()
        elif session is not None and session is self.window.sitting.kept.get(session.game_id):
            self.keep_aside(table)

    def write(self) -> None:
        """Keep the deal on the table on disk (a failure is told once)."""
        self._tell_save_problem(self.window.sitting.write_autosave(*self.window.shown()))

    def _tell_save_problem(self, problem: SaveProblem | None) -> None:
        if problem is not None:
            title = QCoreApplication.translate("MainWindow", "Could not autosave")
            self.window.opener.show_message(title, notices.save_problem_text(problem))

    def resume_autosave(self) -> bool:
        """Continue the game on the table last time (a finished deal: its match goes on).
        Whatever goes wrong, the file is set aside, the player is told, and the app starts."""
        window = self.window
        autosave = window.sitting.autosave
        result = window.sitting.read_autosave()
        if autosave is None or result is None:
            return False
        record = result.record
        if result.kind is ResumeKind.RESUMED and record is not None:
            try:
                window.records.play(record, from_autosave=True)
            except Exception as exc:  # noqa: BLE001 - any failure: set aside, tell, start
                window.sitting.matches.pop(record.game, None)
                window.show_chooser()
                result = autosave.set_aside(exc)
            else:
                kept = window.sitting.kept_file(record.game)
                if kept is not None:  # a copy kept aside of the same game is older
                    kept.remove()
                self._tell_resumed()
                return True
        window.settings.store.setValue(IGNORE_KEY, result.ignore or "")
        self._tell_resume_problem(result)
        return False

    def _tell_resumed(self) -> None:
        text = QCoreApplication.translate("MainWindow", "Resumed the game you left.")
        self.window.statusBar().showMessage(text, 6000)

    def _tell_resume_problem(self, result: Resumed) -> None:
        text = notices.resume_problem_text(result)
        if text is not None:
            title = QCoreApplication.translate("MainWindow", "Saved game")
            self.resume_message = self.window.opener.tell(title, text)

    def tell_claim_problem(self, problem: str) -> None:
        """The data folder could not be claimed for this Torite alone: it plays on, and
        the person knows a second start could write over the same saved game."""
        text = notices.claim_problem_text(problem)
        title = QCoreApplication.translate("MainWindow", "Data folder")
        self.claim_message = self.window.opener.tell(title, text)

    # -- games kept aside -------------------------------------------------------------------

    def in_progress(self) -> bool:
        """Whether a new match of the game on the table (or last shown) would give
        something up: a deal or match under way, or a game of its kind kept aside."""
        session, lesson = self.window.shown()
        if session is None:
            return False
        return self.window.sitting.room_for(session.game_id, session, lesson).ask

    def make_room(self, game_id: str) -> bool:
        """Before a new deal or match of ``game_id`` takes the table: that game under way
        (on show or kept aside) is given up only if the person says so; a game of another
        kind on show is kept aside (nothing asked, nothing lost)."""
        window = self.window
        session, lesson = window.shown()
        room = window.sitting.room_for(game_id, session, lesson)
        if room.ask:
            answer = window.opener.ask(
                QCoreApplication.translate("MainWindow", "Leave this game?"),
                QCoreApplication.translate(
                    "MainWindow", "The deal or match on the table will be given up. Go on?"
                ),
            )
            if not answer:
                return False
            window.sitting.forget_kept(game_id)
        if room.keep_shown and window.current_table is not None:
            self.keep_aside(window.current_table)
        return True

    def games_under_way(self) -> set[str]:
        """The games with a deal or match to go back to: at their tables, or kept aside."""
        sitting = self.window.sitting
        at_tables = {
            game_id
            for game_id, table in self.window.tables.items()
            if sitting.under_way(table.session, table.coach is not None)
        }
        return at_tables | sitting.kept_games()

    def keep_aside(self, table: Table) -> bool:
        """Keep the game on ``table`` to come back to (True if it was under way)."""
        kept, problem = self.window.sitting.keep_aside(table.session, table.coach is not None)
        self._tell_save_problem(problem)
        return kept

    def resume_game(self, game_id: str) -> bool:
        """Show the game of ``game_id`` under way again, from its table, from memory, or
        from its file kept aside; False when there is none (or it cannot be read: then
        it is set aside as broken, and the person is told)."""
        window, sitting = self.window, self.window.sitting
        table = window.tables.get(game_id)
        if table is not None and sitting.under_way(table.session, table.coach is not None):
            window.show_table(table)
        elif game_id in sitting.kept:
            window.start_session(sitting.kept[game_id])
        else:
            result = sitting.read_kept(game_id)
            if result is None or result.kind is not ResumeKind.RESUMED or not result.record:
                if result is not None:
                    self._tell_resume_problem(result)
                return False
            try:
                window.records.play(result.record, from_autosave=True)
            except Exception as exc:  # noqa: BLE001 - any failure: set aside, tell
                sitting.matches.pop(game_id, None)
                kept = sitting.kept_file(game_id)
                assert kept is not None
                self._tell_resume_problem(kept.set_aside(exc))
                return False
        self.write()  # the game is in autosave.json again before its kept copy goes
        sitting.forget_kept(game_id)
        self._tell_resumed()
        return True
