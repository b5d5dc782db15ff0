"""What the main window tells in a message box: problems found at the start (the data
folder, the saved game, the statistics), told one after the other, never one hidden
under another; and the words of each problem.  Texts keep the window's translation
context ("MainWindow")."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rules_core.echo import bounded

from ..sitting import Problem, SaveProblem
from ..sitting.autosave import Resumed, ResumeKind
from ..sitting.statistics import Opened, OpenKind

MAX_SHOWN = 600  # characters of a message's text (see shown_text)
UNBROKEN = re.compile(r"\S{100}")  # a run no line could break (a giant path)


def shown_text(text: str) -> str:
    """``text`` cut for a message box: a box lays its text out in time that grows with
    its length, and an echoed hostile file must not freeze the app.  A long run without
    a space gets a zero-width break every 100 characters, so it wraps inside the box
    (a path of a usual length is left whole, to be copied as it is)."""
    return UNBROKEN.sub("\\g<0>\u200b", bounded(text, MAX_SHOWN))


def delete_on_close(widget: QWidget) -> None:
    """A window made for one use is deleted when closed (a hidden one leaked ~1 MB a deal).
    Qt's namespace is imported here, not with the module: making its Python enums takes
    25 ms, and the app's first window does not need them."""
    from PySide6.QtCore import Qt

    widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


def message(
    parent: QWidget, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning
) -> QMessageBox:
    """A message with an OK button, open beside the window (not blocking it) and deleted
    when closed."""
    box = QMessageBox(icon, title, shown_text(text), QMessageBox.StandardButton.Ok, parent)
    delete_on_close(box)
    return box


class Notices:
    """Message boxes opened one at a time, in the order they were told."""

    def __init__(self) -> None:
        self.waiting: list[QMessageBox] = []

    def open_in_turn(self, box: QMessageBox) -> None:
        """Open ``box`` now, or once the notices opened before it are closed."""
        self.waiting.append(box)
        box.finished.connect(lambda _code, b=box: self._closed(b))
        if len(self.waiting) == 1:
            box.open()

    def _closed(self, box: QMessageBox) -> None:
        if box in self.waiting:
            self.waiting.remove(box)
        if self.waiting:
            self.waiting[0].open()


def save_problem_text(problem: SaveProblem) -> str:
    if problem.kind is Problem.BLOCKED:
        return QCoreApplication.translate(
            "MainWindow",
            "The damaged saved game {path} could not be moved out of the way, so it "
            "is kept as it is. Saving is off until you move or remove that file.",
        ).format(path=problem.path)
    return QCoreApplication.translate(
        "MainWindow", "The game could not be saved for the next start: {error}"
    ).format(error=problem.error)


def resume_problem_text(result: Resumed) -> str | None:
    if result.kind is ResumeKind.SET_ASIDE:
        return QCoreApplication.translate(
            "MainWindow", "The saved game could not be resumed ({error}); it was kept as {path}."
        ).format(error=result.error, path=result.kept)
    if result.kind is ResumeKind.NOT_MOVED:
        return QCoreApplication.translate(
            "MainWindow",
            "The saved game could not be resumed ({error}) nor moved aside ({reason}); it is kept "
            "as it is, and saving is off until you move or remove it.",
        ).format(error=result.error, reason=result.move_error)
    return None


def statistics_problem_text(opened: Opened) -> str:
    if opened.kind is OpenKind.SET_ASIDE:
        return QCoreApplication.translate(
            "MainWindow",
            "The statistics file could not be read ({error}); it was kept as {path} and a new one "
            "was started.",
        ).format(error=opened.error, path=opened.kept)
    if opened.kind is OpenKind.NOT_MOVED:
        return QCoreApplication.translate(
            "MainWindow",
            "The statistics file could not be read ({error}) nor moved aside; statistics are off.",
        ).format(error=opened.error)
    if opened.kind is OpenKind.NEWER:
        return QCoreApplication.translate(
            "MainWindow",
            "The statistics file {path} was written by a newer version of Torite; statistics are "
            "off and the file is left as it is.",
        ).format(path=opened.path)
    return QCoreApplication.translate(
        "MainWindow", "Statistics are off: {path} cannot be written ({error})."
    ).format(path=opened.path, error=opened.error)


def claim_problem_text(problem: str) -> str:
    return QCoreApplication.translate(
        "MainWindow",
        "Torite could not make sure it runs only once with its data folder ({problem}). "
        "If you start it a second time, the two windows may write over each other's "
        "saved game.",
    ).format(problem=problem)
