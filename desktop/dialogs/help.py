"""The help window: every game's rules and the glossary, searchable, in either language.

A list of pages on the left (the games, then the glossary) with a search field above it
that keeps only the pages mentioning what is typed; the page on the right, with the
matches marked.  A term in a rules page links to its glossary entry.  The window opens
on the game being played (F1 at the table), or on the first game (F1 on the chooser).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..games.playable import PLAYABLE_GAMES
from .help_pages import (
    GLOSSARY,
    LINK_SCHEME,
    TUTORIAL_SCHEME,
    find_all,
    matching_pages,
    page_html,
    page_keys,
    page_title,
)

LANGUAGES = (("en", "English"), ("ja", "日本語"))
KEY = Qt.ItemDataRole.UserRole


class HelpDialog(QDialog):
    """Every game's rules and the glossary: a searchable list on the left, the page on
    the right.  ``lang`` is the language the pages open in (the window can switch)."""

    learn = Signal(str)  # a rules page's link to its game's guided first deal

    def __init__(self, game_id: str | None, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Rules and glossary"))
        self.resize(900, 700)
        self.lang = lang
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules and glossary"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.found = QLabel()
        self.games = QListWidget()  # the pages: every game, then the glossary
        self.games.setMaximumWidth(250)
        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex([code for code, _ in LANGUAGES].index(lang))
        self.language.currentIndexChanged.connect(self._change_language)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)  # glossary links are followed here
        self.browser.anchorClicked.connect(self._follow)
        self.games.currentRowChanged.connect(self._show)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(self.games, 1)
        left.addWidget(self.found)
        right = QVBoxLayout()
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(QLabel(self.tr("Language:")))
        top.addWidget(self.language)
        right.addLayout(top)
        right.addWidget(self.browser, 1)
        row = QHBoxLayout()
        row.addLayout(left)
        row.addLayout(right, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.search.setFocus)
        self._fill()
        keys = page_keys()
        self.games.setCurrentRow(keys.index(game_id) if game_id in keys else 0)
        self._show(self.games.currentRow())

    # -- the list of pages ------------------------------------------------------------------

    def _fill(self) -> None:
        current = self.page_shown
        self.games.blockSignals(True)
        self.games.clear()
        for key in page_keys():
            item = QListWidgetItem(page_title(key, self.lang))
            item.setData(KEY, key)
            self.games.addItem(item)
        self.games.blockSignals(False)
        if current:
            self.open_page(current)
        self._filter(self.search.text())

    def _filter(self, text: str) -> None:
        """Keep the pages that mention ``text``; the page shown moves to the first of them
        when its own page no longer matches."""
        matching = set(matching_pages(text, self.lang))
        for row in range(self.games.count()):
            item = self.games.item(row)
            item.setHidden(item.data(KEY) not in matching)
        if text.strip():
            self.found.setText(self.tr("{n} page(s) found").format(n=len(matching)))
        else:
            self.found.setText("")
        current = self.games.currentItem()
        if current is None or current.isHidden():
            visible = [self.games.item(r) for r in range(self.games.count())]
            first = next((item for item in visible if not item.isHidden()), None)
            if first is not None:
                self.games.setCurrentItem(first)
            else:  # no page mentions it: say so, instead of the last page, marked
                self.games.setCurrentRow(-1)
                self.browser.setExtraSelections([])
                self.browser.setPlainText(
                    self.tr("No page mentions “{text}”.").format(text=text.strip()[:80])
                )
                return
        self._mark(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Up and Down in the search field move through the pages it left."""
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                rows = [r for r in range(self.games.count()) if not self.games.item(r).isHidden()]
                if rows:
                    at = self.games.currentRow()
                    step = 1 if key == Qt.Key.Key_Down else -1
                    later = [r for r in rows if (r - at) * step > 0]
                    target = min(later, key=lambda r: abs(r - at)) if later else at
                    self.games.setCurrentRow(target)
                return True
        return super().eventFilter(watched, event)

    # -- the page ---------------------------------------------------------------------------

    def _show(self, row: int) -> None:
        item = self.games.item(row)
        if item is None:
            return
        self.browser.setHtml(page_html(str(item.data(KEY)), self.lang))
        self._mark(self.search.text())

    def _mark(self, text: str) -> None:
        """Mark every match of the search on the page, and scroll to the first."""
        marks: list[QTextEdit.ExtraSelection] = []
        colour = QTextCharFormat()
        colour.setBackground(QColor("#ffe27a"))
        document = self.browser.document()
        for start, end in find_all(text, document.toPlainText()):
            cursor = QTextCursor(document)
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            mark = QTextEdit.ExtraSelection()
            mark.cursor = cursor
            mark.format = colour
            marks.append(mark)
        self.browser.setExtraSelections(marks)
        if marks:  # the first match a third of the way down, with its context around it
            self.browser.setTextCursor(marks[0].cursor)
            bar = self.browser.verticalScrollBar()
            top = self.browser.cursorRect(marks[0].cursor).top()
            bar.setValue(bar.value() + top - self.browser.viewport().height() // 3)

    def _follow(self, url: QUrl) -> None:
        address = url.toString()
        if address.startswith(TUTORIAL_SCHEME):
            self.learn.emit(address[len(TUTORIAL_SCHEME) :])
            self.close()
        elif address.startswith(LINK_SCHEME):
            self.open_page(GLOSSARY)
            self.browser.scrollToAnchor(address[len(LINK_SCHEME) :])

    def _change_language(self, index: int) -> None:
        self.lang = str(self.language.itemData(index))
        self._fill()

    def open_page(self, key: str) -> None:
        for row in range(self.games.count()):
            item = self.games.item(row)
            if item.data(KEY) == key:
                item.setHidden(False)
                self.games.setCurrentRow(row)
                return

    @property
    def page_shown(self) -> str:
        item = self.games.currentItem()
        return str(item.data(KEY)) if item is not None else ""

    @property
    def game_shown(self) -> str:
        """The game whose rules are shown ("" on the glossary)."""
        key = self.page_shown
        return key if key in PLAYABLE_GAMES else ""
