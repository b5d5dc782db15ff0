"""The table's log: everything the table said this deal, in order, in the language shown —
the moves as the person saw them, who took each trick and why, the prompts, hints and
refusals — the same lines a screen reader heard.  It follows the deal while open, and
copies to the clipboard."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..table.table import Table


class LogDialog(QDialog):
    def __init__(self, table: Table, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setWindowTitle(self.tr("Table log"))
        self.resize(620, 460)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Everything the table said this deal"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("Copy"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        table.logged.connect(self.refresh)
        self.refresh()

    def lines(self) -> list[str]:
        return self.table.log_lines()

    def refresh(self) -> None:
        """Show the log as it stands, scrolled to its newest line."""
        self.text.setPlainText("\n".join(self.lines()))
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def copy(self) -> None:
        QGuiApplication.clipboard().setText("\n".join(self.lines()) + "\n")
