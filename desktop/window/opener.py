"""Dialogs and message boxes opened beside the main window, and the keyboard given back to
the page on show (the table) when they close, so the menu shortcuts work at once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QStackedWidget

from .notices import Notices, message


class Opener:
    """Opens what ``window`` shows beside it; ``pages``: the window's chooser and tables."""

    def __init__(self, window: QMainWindow, pages: QStackedWidget) -> None:
        self.window = window
        self.pages = pages
        self.notices = Notices()  # start-up problems, told one at a time

    def open(self, dialog: QDialog, finished: Callable[[int], None] | None = None) -> None:
        """Open ``dialog`` beside the window; when it closes, ``finished`` is told, then the
        keyboard is given back to the window (see ``focus_back``)."""
        if finished is not None:
            dialog.finished.connect(finished)
        dialog.finished.connect(lambda _code: self.focus_back())
        dialog.open()

    def message(
        self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning
    ) -> QMessageBox:
        """A message with an OK button, not yet open (see ``notices.message``)."""
        return message(self.window, title, text, icon)

    def show_message(
        self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning
    ) -> None:
        """Open a message with an OK button beside the window."""
        self.open(self.message(title, text, icon))

    def tell(self, title: str, text: str) -> QMessageBox:
        """A problem found at the start, told in turn after those found before it."""
        box = self.message(title, text)
        box.finished.connect(lambda _code: self.focus_back())
        self.notices.open_in_turn(box)
        return box

    def warn(self, title: str, text: str) -> None:
        """A problem the person must read before going on (the window waits for OK)."""
        QMessageBox.warning(self.window, title, text)
        self.focus_back()

    def ask(self, title: str, text: str) -> bool:
        """A yes-or-no question the window waits for; True for yes."""
        answer = QMessageBox.question(self.window, title, text)
        self.focus_back()
        return answer == QMessageBox.StandardButton.Yes

    def focus_back(self) -> None:
        """A dialog or box closed: the window is active again and the keyboard on the page
        on show (the table), so its shortcuts and keys work at once.  Without this no
        window was active after a dialog closed, and Ctrl+Z, Ctrl+S, Ctrl+I and F1 did
        nothing until the table was clicked."""
        modal = QApplication.activeModalWidget()
        if (modal is not None and modal.isVisible()) or not self.window.isVisible():
            return  # another dialog still holds the keyboard
        page = self.pages.currentWidget()
        if page is not None:
            page.setFocus()
        self.window.activateWindow()
