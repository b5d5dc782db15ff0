"""Command lines handed to the window — its own, or a later start's handed over
(desktop/window/instance.py) — carried out one at a time: while a dialog or question is open,
or another request is being carried out, the next waits its turn (an answer given to
one game never lands on another); a flood keeps only the last few, in order."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .instance import Request

MAX_WAITING_REQUESTS = 8  # command lines handed over and waiting


class RequestQueue(QObject):
    """``carry_out`` does what one request asks (through the menus' own paths)."""

    def __init__(self, carry_out: Callable[[Request], None], parent: QObject | None = None):
        super().__init__(parent)
        self.carry_out = carry_out
        self.waiting: list[Request] = []
        self._carrying_out = False
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.next)

    def add(self, request: Request) -> None:
        if not self.waiting or self.waiting[-1] != request:
            self.waiting.append(request)
        del self.waiting[:-MAX_WAITING_REQUESTS]
        self.next()

    def next(self) -> None:
        """Carry out the oldest waiting request once nothing else holds the window."""
        if not self.waiting:
            self.timer.stop()
            return
        if self._carrying_out or QApplication.activeModalWidget() is not None:
            self.timer.start()  # look again in a moment
            return
        request = self.waiting.pop(0)
        self._carrying_out = True
        try:
            self.carry_out(request)
        finally:
            self._carrying_out = False
        if self.waiting:
            self.timer.start()
