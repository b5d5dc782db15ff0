"""The end of a deal in the main window: the finished deal counted once in its match and
the statistics, its summary shown once, and the score sheet and the table's log on
request.  Texts keep the window's translation context ("MainWindow")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from ..dialogs.end_of_deal import EndOfDealDialog
    from ..sitting.session import Session
    from ..table.table import Table
    from .main_window import MainWindow


class DealEnd:
    """``dialog``: the summary on show (None when closed); ``summarised``: the last deal
    whose summary was shown (Enter on a finished deal shows it once, before the next)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.dialog: EndOfDealDialog | None = None
        self.summarised: Session | None = None

    def table_finished(self, table: Table) -> None:
        """A deal's last trick has been shown: its summary, if the table is still the one
        on show (a table left meanwhile had its deal counted when it was left)."""
        if table is self.window.current_table:
            self.show_summary()
        else:
            self.book(table)

    def book(self, table: Table | None = None) -> None:
        """Count the finished deal on ``table`` (the one on show) once in its match and
        the statistics.  Called when the table says the deal is over, and before anything
        replaces or leaves a table whose last trick is still on show (Enter, New game,
        another game), so no deal is ever dropped."""
        window = self.window
        table = table if table is not None else window.current_table
        if table is None or table.session is None:
            return
        levels = lambda: bot_levels(table)  # noqa: E731 - asked only when it is booked
        counted = window.sitting.count(table.session, table.coach is not None, levels)
        if counted is None:
            return
        if counted.stats_problem is not None:
            text = QCoreApplication.translate(
                "MainWindow", "The finished deal could not be added to the statistics: {error}"
            ).format(error=counted.stats_problem)
            window.opener.show_message(QCoreApplication.translate("MainWindow", "Statistics"), text)
        window.statistics.refresh()
        if table is window.current_table:
            window.update_session_label()
            window.saving.write()

    def reopened(self) -> None:
        """A finished deal undone: taken back out of its match and the statistics."""
        window = self.window
        session = window.table.session
        if session is self.summarised and session is not None and not session.state.is_terminal:
            self.summarised = None  # finished again, it is summed up again
        if session is not None and window.sitting.reopened(session):
            window.statistics.refresh()
            window.update_session_label()

    def summary_first(self) -> bool:
        """Enter or Next on a finished deal whose summary has not been shown: it is shown
        now (True), so Enter during the last trick never skips it unseen."""
        window = self.window
        session = window.table.session
        finished = session is not None and session.state.is_terminal
        if finished and window.on_table and session is not self.summarised:
            self.show_summary()
            return True
        return False

    def show_summary(self) -> None:
        """The finished deal's summary, once (also when Enter asked for it first), placed
        inside the table's area; a lesson ends in its own words, uncounted."""
        from ..dialogs.end_of_deal import EndOfDealDialog

        window = self.window
        table = window.table
        if table.coach is not None:
            return
        self.book()
        session = table.session
        if self.dialog is not None or session is None or not session.state.is_terminal:
            return
        if session is self.summarised:
            return  # shown already (Enter came before the last trick was shown)
        self.summarised = session
        match = window.sitting.matches[session.game_id]
        desk = window.desk(session.game_id)
        dialog = EndOfDealDialog(session, match, desk, table.seat_name, table.lang, window)
        self.dialog = dialog
        dialog.replay_requested.connect(lambda: window.records.replay_table(dialog))
        dialog.duplicate_requested.connect(lambda: self.show_duplicate(dialog))
        window.opener.open(dialog, self._closed)
        dialog.place_within(table)

    def show_duplicate(self, over: QDialog) -> QDialog | None:
        """The finished deal on the table played again with the strong bot in the
        person's seat (over ``over``, the end-of-deal dialog)."""
        from ..dialogs.duplicate import DuplicateDialog

        window = self.window
        table = window.table
        session = table.session
        if session is None or not session.state.is_terminal:
            return None
        state = session.state
        levels = {s: table.level_of(s) for s in range(state.num_players) if state.decider(s) != 0}
        dialog = DuplicateDialog(
            session.record(), 0, levels, table.seat_name, window.settings, over
        )
        dialog.open()
        return dialog

    def close_summary(self) -> None:
        if self.dialog is not None:
            self.dialog.close()

    def _closed(self, code: int) -> None:
        from ..dialogs.end_of_deal import EndOfDealDialog

        window = self.window
        self.dialog = None
        if code == EndOfDealDialog.NEW:
            window.new_game()
        elif code == EndOfDealDialog.RESTART:
            window.restart_deal()
        elif code == EndOfDealDialog.NEXT:
            window.next_deal()
        window.update_actions()

    def show_score_sheet(self) -> QDialog | None:
        """The current match's score sheet and graph, at any time during the match."""
        from ..dialogs.score_sheet import ScoreSheetDialog, score_names

        window = self.window
        game_id = window.game_id
        match = window.sitting.matches.get(game_id)
        session = window.table.session
        if match is None or session is None or not window.on_table:
            text = QCoreApplication.translate(
                "MainWindow", "No deal of this game has finished yet."
            )
            window.statusBar().showMessage(text, 4000)
            return None
        players = session.state.num_players
        names = score_names(game_id, players, window.table.seat_name)
        seats = [window.table.seat_name(s) for s in range(players)]
        dialog = ScoreSheetDialog(match, names, window.settings.language, window, seats)
        window.opener.open(dialog)
        return dialog

    def show_log(self) -> QDialog | None:
        """Everything the table said this deal, in order (it follows the deal while open)."""
        from ..dialogs.log import LogDialog
        from .notices import delete_on_close

        window = self.window
        if not window.on_table:
            return None
        dialog = LogDialog(window.table, window)
        delete_on_close(dialog)
        dialog.finished.connect(lambda _code: window.opener.focus_back())
        dialog.show()
        return dialog


def bot_levels(table: Table) -> str:
    """The levels of the computer seats at ``table``, seat 1 first, joined by commas."""
    assert table.session is not None
    state = table.session.state
    return ",".join(table.level_of(s) for s in range(state.num_players) if state.decider(s) != 0)
