"""Bots off the GUI thread: a worker on Qt's thread pool, results back by signal.

The bot sees only the player's view and the legal actions, exactly as in the
rules core; the GUI thread never waits for it, so the table never freezes.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from rules_core.ai import Decision, heuristic_bot


class _Relay(QObject):
    done = Signal(int, object)  # request id, Decision
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(
        self, relay: _Relay, request: int, game_id: str, view: Any, legal: list[str], seed: int
    ) -> None:
        super().__init__()
        self.relay, self.request = relay, request
        self.game_id, self.view, self.legal, self.seed = game_id, view, legal, seed

    def run(self) -> None:
        try:
            decision = heuristic_bot(self.game_id).choose(
                self.view, self.legal, random.Random(self.seed)
            )
        except Exception as exc:  # noqa: BLE001 - reported to the GUI, never lost in a thread
            self.relay.failed.emit(self.request, str(exc))
            return
        self.relay.done.emit(self.request, decision)


class BotRunner(QObject):
    """Asks a bot for a decision in the background.  Only the newest request is answered:
    results of requests overtaken by a later one (or by ``cancel``) are dropped."""

    decided = Signal(object)  # Decision
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._request = 0
        self.pool = QThreadPool.globalInstance()

    @property
    def thinking(self) -> bool:
        return self._pending

    _pending = False

    def ask(self, game_id: str, view: Any, legal: list[str], seed: int = 0) -> None:
        self._request += 1
        self._pending = True
        self.pool.start(_Job(self._relay, self._request, game_id, view, legal, seed))

    def cancel(self) -> None:
        self._request += 1
        self._pending = False

    def _on_done(self, request: int, decision: Decision) -> None:
        if request == self._request:
            self._pending = False
            self.decided.emit(decision)

    def _on_failed(self, request: int, message: str) -> None:
        if request == self._request:
            self._pending = False
            self.failed.emit(message)
