"""The live play checker (a practice switch of each game, off by default): right after
each of the person's decisions the review's judge weighs it in the search process
(:func:`rules_core.ai.review.check_decision`, at the hint's level and with the review's
seed, so the checker, the review and the hint agree), one decision at a time in the
order they were made, and the table is told — never waiting for it, so the bots keep
their pace."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from rules_core.ai.review import Check, check_decision
from rules_core.game import State

from ..bots import BackgroundRunner
from ..sitting.session import Session


@dataclass(frozen=True)
class Asked:
    """One decision to weigh: the deal, the state just before it, the choice made and
    its place in the deal, the judge's level and the hint given there (if any)."""

    session: Session
    state: State
    chosen: str
    index: int
    level: str
    hinted: str | None


class PlayChecker(QObject):
    """Weighs the decisions it is given in turn; ``checked`` tells each verdict (None:
    nothing to weigh) with the deal and the decision's index, to be dropped by a table
    that has moved on (undone, a new deal)."""

    checked = Signal(object, int, object)  # Session, index, Check | None
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = BackgroundRunner(self)
        self.runner.finished.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.waiting: list[Asked] = []
        self.current: Asked | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.waiting)

    def check(self, asked: Asked) -> None:
        self.waiting.append(asked)
        self._next()

    def forget(self) -> None:
        """Drop every decision not yet weighed (the deal changed under them)."""
        self.waiting.clear()
        self.current = None
        self.runner.cancel()

    def _next(self) -> None:
        if self.current is not None or not self.waiting:
            return
        asked = self.current = self.waiting.pop(0)
        game_id = asked.state.game.id
        self.runner.run(
            check_decision,
            *(game_id, asked.state, asked.chosen, asked.index),
            *(asked.session.number, asked.level, asked.hinted),
        )

    def _done(self, check: Check | None) -> None:
        asked, self.current = self.current, None
        if asked is not None:
            self.checked.emit(asked.session, asked.index, check)
        self._next()

    def _failed(self, error: str) -> None:
        self.current = None
        self.failed.emit(error)
        self._next()


__all__ = ["Asked", "PlayChecker"]
