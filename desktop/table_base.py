"""What every game table widget does the same way: send an action to the rules,
animate its events in order, or say in words why it was refused."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from rules_core.game import Event, IllegalAction
from rules_core.messages import render_param

from .card_scene import Step, StepQueue
from .session import Session


class TableBase(QWidget):
    finished = Signal()  # the deal is over (after its last animation)
    changed = Signal()  # undo/redo availability, turn, counts …

    session: Session | None
    queue: StepQueue
    lang: str
    hint_card: int | None
    notice: tuple[str, bool] | None

    def perform(self, action: str) -> bool:
        """Send ``action`` to the rules; animate its events or say why it was refused."""
        if self.session is None:
            return False
        if self.queue.busy:
            self.queue.fast_forward()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self._say(exc.msg.text(self.lang), error=True)
            return False
        self._forget_hint()
        self.hint_card, self.notice = None, None
        self.queue.push(*(self._step_for(event) for event in events))
        self.changed.emit()
        return True

    def _say(self, text: str, error: bool = False) -> None:
        self.notice = (text, error)
        self._update_controls()

    def card_text(self, card: int) -> str:
        return render_param("card", card, self.lang)

    # -- for the tables to fill in --------------------------------------------------------

    def _forget_hint(self) -> None:
        """Drop a hint that is still being computed (the position changed)."""

    def _step_for(self, event: Event) -> Step:
        raise NotImplementedError

    def _update_controls(self) -> None:
        raise NotImplementedError
