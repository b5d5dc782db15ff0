"""Where the file dialogs open: the folder the person last chose for that kind of file,
else their documents folder, else their home — never the app's working directory (which
for an app started from a menu is wherever the desktop happened to be)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

RECORDS = "records/folder"  # game records: Save, Open
EXPORTS = "exports/folder"  # the statistics' CSV export


def start_folder(store: QSettings, key: str) -> Path:
    """The folder a file dialog of kind ``key`` opens in."""
    last = str(store.value(key, "") or "")
    if last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def remember_folder(store: QSettings, key: str, chosen: str) -> None:
    """The folder of the file ``chosen`` is where the next dialog of kind ``key`` opens."""
    store.setValue(key, str(Path(chosen).parent))
