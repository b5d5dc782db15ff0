"""Game records in and out of the main window: saving the deal on the table to a file,
opening a file, copying to and pasting from the clipboard, and playing on from a record
(a broken or hostile record is a message, never a traceback).  Texts keep the window's
translation context ("MainWindow")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from rules_core.messages import Msg
from rules_core.record import Record, load, loads, save

from ..sitting import record_name
from .folders import RECORDS, remember_folder, start_folder
from .notices import shown_text

if TYPE_CHECKING:
    from rules_core.ai.review import Verdict

    from .main_window import MainWindow


class Records:
    """The Game menu's record entries of ``window`` (Open, Save, Copy, Paste)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def play(self, record: Record, from_autosave: bool = False, ask: bool = False) -> bool:
        """Play on from ``record``, its match rebuilt from its context (``ask``: first make
        room for it; False if the person keeps the game under way).  Raises on any failure
        (a broken record; KeyError for a game the app has no table for)."""
        window = self.window
        session = window.sitting.session_of(record)
        if ask and not window.saving.make_room(session.game_id):
            return False
        window.sitting.adopt(session, from_autosave)
        window.start_session(session)
        return True

    def save(self) -> None:
        """Save the deal on the table to a file the person chooses."""
        window = self.window
        session = window.table.session if window.on_table else None
        if session is None:
            return
        store = window.settings.store
        suggested = start_folder(store, RECORDS) / record_name(session)
        path, _ = QFileDialog.getSaveFileName(
            window,
            QCoreApplication.translate("MainWindow", "Save game record"),
            str(suggested),
            QCoreApplication.translate("MainWindow", "Game records (*.json)"),
        )
        window.opener.focus_back()
        if path:
            remember_folder(store, RECORDS, path)
            try:
                save(session.record(), path)
            except (OSError, ValueError) as exc:
                title = QCoreApplication.translate("MainWindow", "Could not save")
                window.opener.warn(title, shown_text(str(exc)))

    def open(self, path: str | None = None) -> bool:
        """Play on from the record in ``path`` (None: the person chooses the file)."""
        title = QCoreApplication.translate("MainWindow", "Open game record")
        chosen = path or self._chosen_file(title)
        return bool(chosen) and self._start(lambda: load(chosen))

    def _chosen_file(self, title: str) -> str:
        """A record file the person chooses ("" when they do not), in the folder of
        records they used last."""
        window = self.window
        path, _ = QFileDialog.getOpenFileName(
            window,
            title,
            str(start_folder(window.settings.store, RECORDS)),
            QCoreApplication.translate("MainWindow", "Game records (*.json)"),
        )
        window.opener.focus_back()
        if path:
            remember_folder(window.settings.store, RECORDS, path)
        return path

    def copy(self) -> None:
        """The record of the deal on the table, to the clipboard."""
        window = self.window
        session = window.table.session if window.on_table else None
        if session is not None:
            QGuiApplication.clipboard().setText(session.record().dumps())
            text = QCoreApplication.translate("MainWindow", "Game record copied to the clipboard.")
            window.statusBar().showMessage(text, 4000)

    def paste(self, text: str | None = None) -> bool:
        """Continue the game whose record is on the clipboard (or in ``text``)."""
        pasted = QGuiApplication.clipboard().text() if text is None else text
        return self._start(lambda: loads(pasted))

    # -- the replay viewer ---------------------------------------------------------------

    def replay_table(self, parent: QWidget | None = None) -> QDialog | None:
        """The deal on the table in the replay viewer (over ``parent``: the window, or the
        dialog that asks), up to its last move: while it is being played, only as the
        person saw it (every view once it is over), with the review's grades where it was
        reviewed and, once over, the bots' reasons."""
        window = self.window
        session = window.table.session if window.on_table else None
        if session is None:
            return None
        record = session.record()
        over = session.state.is_terminal
        return self._replay(
            lambda: record,
            verdicts=session.verdicts,
            reasons=session.reasons,
            private=not over and window.table.coach is None,
            position=len(record.actions),
            parent=parent,
        )

    def replay_file(self, path: str | None = None) -> QDialog | None:
        """A record file in the replay viewer (None: the person chooses the file)."""
        title = QCoreApplication.translate("MainWindow", "Replay game record")
        chosen = path or self._chosen_file(title)
        return self._replay(lambda: load(chosen)) if chosen else None

    def replay_pasted(self, text: str | None = None) -> QDialog | None:
        """The record on the clipboard (or in ``text``) in the replay viewer."""
        pasted = QGuiApplication.clipboard().text() if text is None else text
        return self._replay(lambda: loads(pasted))

    def replay_booked(self, text: str, parent: QWidget | None = None) -> QDialog | None:
        """A deal booked in the statistics (``text``: its record as booked, perhaps edited
        by hand since) in the replay viewer over ``parent`` (the statistics window).  A
        finished deal, so every view is offered; from its first move, as a record file
        opens: the line already said how it ended, the replay shows how it went (End
        goes to the end at once)."""
        return self._replay(lambda: loads(text), parent=parent)

    def _replay(
        self,
        read: Callable[[], Record],
        *,
        verdicts: Mapping[int, Verdict] | None = None,
        reasons: Mapping[int, Msg] | None = None,
        private: bool = False,
        position: int = 0,
        parent: QWidget | None = None,
    ) -> QDialog | None:
        """Open the replay viewer on a record; a broken one is explained, never a
        traceback."""
        from ..replay.viewer import ReplayViewer

        window = self.window
        try:
            viewer = ReplayViewer(
                read(),
                window.settings,
                parent or window,
                verdicts=verdicts,
                reasons=reasons,
                private=private,
                position=position,
            )
        except Exception as exc:  # noqa: BLE001 - a hostile record is a message, not a crash
            text = refusal(exc)
        else:
            window.opener.open(viewer)
            return viewer
        window.opener.warn(
            QCoreApplication.translate("MainWindow", "Cannot replay this record"), text
        )
        return None

    def _start(self, read: Callable[[], Record]) -> bool:
        """Replay a record and play on from it; a broken one is explained, and the game on
        the table stays as it was.  Any failure is a message, never a traceback."""
        try:
            return self.play(read(), ask=True)
        except Exception as exc:  # noqa: BLE001 - a hostile record is a message, not a crash
            text = refusal(exc)
        self.window.opener.warn(
            QCoreApplication.translate("MainWindow", "Cannot open this record"), text
        )
        return False


def refusal(exc: Exception) -> str:
    """Why a record could not be opened or replayed, in words (a game this version has no
    table for, or the record's own problem, cut to a readable length)."""
    if isinstance(exc, KeyError):
        return QCoreApplication.translate(
            "MainWindow", "This version of Torite has no table for the game {game}."
        ).format(game=exc.args[0] if exc.args else "?")
    return shown_text(str(exc))
