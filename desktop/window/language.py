"""The interface's language and text size: our translations and Qt's own (OK, Cancel …)
installed for the language chosen, and the application's font scaled to the text size
chosen.  The window then says everything again in the new language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QObject, QTranslator
from PySide6.QtWidgets import QApplication

from ..paths import asset
from ..settings import TEXT_SIZES, Settings


class Language:
    """The translators of the app, owned by ``parent`` (the window)."""

    def __init__(self, parent: QObject, settings: Settings) -> None:
        self.settings = settings
        self.translator, self.qt_translator = QTranslator(parent), QTranslator(parent)
        self._base_font_size: float | None = None  # the app's own, before any text size

    def install(self, code: str) -> None:
        """Our texts and Qt's own in ``code`` from now on (English: none installed)."""
        self.settings.language = code
        app = QCoreApplication.instance()
        if app is None:
            return
        app.removeTranslator(self.translator)
        app.removeTranslator(self.qt_translator)
        if code == "ja":
            if self.translator.load(str(asset("i18n", "torite_ja.qm"))):
                app.installTranslator(self.translator)
            if load_qt_translations(self.qt_translator, code):
                app.installTranslator(self.qt_translator)

    def set_text_size(self, name: str) -> None:
        """Scale the interface's text (menus, bars, dialogs, the lesson panel)."""
        self.settings.text_size = name
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        if self._base_font_size is None:
            self._base_font_size = app.font().pointSizeF()
        font = app.font()
        font.setPointSizeF(self._base_font_size * TEXT_SIZES.get(name, 1.0))
        app.setFont(font)


def load_qt_translations(translator: QTranslator, code: str) -> bool:
    """Qt's own texts (OK, Cancel, Yes …) in ``code``: from Qt's translations folder, or
    the copy bundled with the app."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), str(asset("i18n"))]
    return any(translator.load(f"qtbase_{code}", folder) for folder in folders)
