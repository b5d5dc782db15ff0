"""The main window's Help menu: the rules and glossary (on the game on the table, or every
game from the chooser) and the About box with the version and the licence.  Texts keep
the window's translation context ("MainWindow")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMessageBox

from rules_core.version import __version__

if TYPE_CHECKING:
    from ..dialogs.help import HelpDialog
    from .main_window import MainWindow

# The About box's licence paragraph (tests/test_licence.py checks it against the other
# files that state the licence).
ABOUT_LICENCE = str(
    QT_TRANSLATE_NOOP(
        "MainWindow",
        "Torite is free software under the GNU General Public License, version 3 or later "
        "(GPL-3.0-or-later): you may share and change it under its terms. It comes with no "
        "warranty. Bundled: Qt and Qt for Python (GNU LGPL 3), Noto Sans JP (SIL Open Font "
        "License 1.1).",
    )
)


class HelpMenu:
    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def show_rules(self) -> HelpDialog:
        """The rules and glossary; a tutorial link in them starts that game's lesson."""
        from ..dialogs.help import HelpDialog

        window = self.window
        game_id = window.game_id if window.on_table else None
        dialog = HelpDialog(game_id, window.settings.language, window)
        dialog.learn.connect(window.start_tutorial)
        window.opener.open(dialog)
        return dialog

    def show_about(self) -> None:
        text = "\n".join(
            (
                QCoreApplication.translate("MainWindow", "Torite {version}").format(
                    version=__version__
                ),
                QCoreApplication.translate(
                    "MainWindow", "Torite — trick-taking card and tile games, played offline."
                ),
                "",
                QCoreApplication.translate("MainWindow", ABOUT_LICENCE),
            )
        )
        title = QCoreApplication.translate("MainWindow", "About Torite")
        self.window.opener.show_message(title, text, QMessageBox.Icon.Information)
