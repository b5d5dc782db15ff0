"""The yardstick for Torite's start: a minimal PySide6 window (a main window with one
label, the size of Torite's), ending at its first paint as ``torite --quit-after-paint``
does.  ``python packaging/startup.py`` times both."""

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class PaintProbe(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            QApplication.instance().removeEventFilter(self)
            QTimer.singleShot(0, self.quit)
        return False

    def quit(self) -> None:
        print(f"first paint at {time.time():.6f}", flush=True)
        QApplication.quit()


def main() -> int:
    app = QApplication(sys.argv[:1])
    probe = PaintProbe()
    app.installEventFilter(probe)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Torite"))
    window.resize(1100, 760)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
