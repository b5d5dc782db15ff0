"""Claims at a table: when the person may prove the rest of the deal (the rules core says
when: :meth:`rules_core.game.State.claim_open`), a Claim button (and the C key) asks the
rules core to check it — in the search process, as the proof may take a moment — and a
claim that holds plays the rest at once; one that does not is refused with the reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from rules_core.ai.claims import check_claim
from rules_core.claims import Claim

from ..bots import BackgroundRunner

if TYPE_CHECKING:
    from .table import Table


class TableClaims(QObject):
    """The claims of one table."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.table = table
        self.runner = BackgroundRunner(self)
        self.runner.finished.connect(self._checked)
        self.runner.failed.connect(self._failed)
        self.asked_at: int | None = None  # the actions done when the claim was made

    def open(self) -> bool:
        """Whether the person may claim now (their turn, in a real deal being played)."""
        table = self.table
        session = table.session
        if session is None or table.coach is not None or not table.turns.my_turn():
            return False
        return session.state.claim_open(table.human)

    def claim(self) -> None:
        """Check the person's claim (the rules' words say why when it is not open)."""
        table = self.table
        session = table.session
        if session is None or not self.open():
            return
        self.asked_at = len(session.actions)
        table.say(self.tr("Checking your claim…"))
        self.runner.run(check_claim, session.state.clone(), table.human)

    def cancel(self) -> None:
        self.asked_at = None
        self.runner.cancel()

    def _checked(self, claim: Claim) -> None:
        table = self.table
        session = table.session
        if session is None or self.asked_at != len(session.actions):
            return  # the deal moved on meanwhile
        self.asked_at = None
        words = table.presenter.tell("notice", claim.words)
        if not claim.holds:
            table.say(words, error=True, logged=True)
            return
        table.play_claimed(claim.moves)
        table.say(words, logged=True)

    def _failed(self, error: str) -> None:
        self.asked_at = None
        text = self.tr("Your claim could not be checked ({error}).").format(error=error[:200])
        self.table.say(text, error=True)


__all__ = ["TableClaims"]
