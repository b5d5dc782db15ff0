"""After a deal: the review of the player's decisions, and what the bots knew.

The review appraises one decision at a time in the search process (the strong
level, about a second each) and fills in its table as the verdicts arrive, so the
dialog never waits and can be closed at any moment.  "What the bots knew" replays
the record and shows each bot decision's view — the only thing a bot is given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.base import Decision
from rules_core.ai.knowledge import decision_views
from rules_core.ai.review import ReviewPoint, Verdict, appraise_decision, review_points
from rules_core.messages import Msg, render_action
from rules_core.record import Record
from rules_core.registry import get_game
from rules_core.view import View

from ..bots import BackgroundRunner
from .grades import GRADE_COLOURS, grade_text, loss_text

SeatName = Callable[[int], str]


class ReviewDialog(QDialog):
    """The player's decisions, each with the strong bot's best choice and the loss."""

    COLUMNS = 5

    def __init__(
        self,
        record: Record,
        player: int,
        seat_name: SeatName,
        lang: str,
        parent: QWidget | None = None,
        seed: int = 0,
        level: str = "strong",
        hinted: Mapping[int, str] | None = None,
        kept: dict[int, Verdict] | None = None,
    ) -> None:
        """``level``: the bot that weighs the decisions (the table's hint level, so the
        review and the hints agree); ``hinted``: the hints the person was given, by the
        index of the decision — a hint's own move is never graded below best by it;
        ``kept``: where each verdict is kept, by the decision's index, as it arrives (the
        deal's own, which the replay viewer shows in its margin)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review of your play"))
        self.level = level
        self.hinted = dict(hinted or {})
        self.kept = kept
        self.resize(720, 520)
        self.record, self.lang, self.seed = record, lang, seed
        self.pieces = get_game(record.game).pieces.name  # how actions name their pieces
        self.points: list[ReviewPoint] = review_points(record, player)
        self.verdicts: list[Verdict | None] = []
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table = QTableWidget(len(self.points), self.COLUMNS)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Hand"), self.tr("Your choice"), self.tr("Best"), self.tr("Loss"), ""]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        for row, point in enumerate(self.points):
            self._set(row, 0, seat_name(point.seat))
            self._set(row, 1, render_action(point.chosen, lang, self.pieces))
            self._set(row, 2, "…")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.runner = BackgroundRunner(self)
        self.runner.finished.connect(self._appraised)
        self.runner.failed.connect(self._failed)
        self.finished.connect(lambda _code: self.runner.cancel())
        self._next()

    @property
    def done_count(self) -> int:
        return len(self.verdicts)

    @property
    def complete(self) -> bool:
        return self.done_count == len(self.points)

    def _set(self, row: int, column: int, text: str, colour: str | None = None) -> None:
        item = QTableWidgetItem(text)
        if colour is not None:
            item.setForeground(QBrush(QColor(colour)))
        self.table.setItem(row, column, item)

    def _next(self) -> None:
        if self.complete:
            self.status.setText(self.summary())
            return
        point = self.points[self.done_count]
        self.status.setText(
            self.tr("The strong bot is weighing decision {i} of {n}…").format(
                i=self.done_count + 1, n=len(self.points)
            )
        )
        known = self.kept.get(point.index) if self.kept is not None else None
        if known is not None:  # the live checker weighed it already: the same judge
            self._appraised(known)
            return
        hinted = self.hinted.get(point.index)
        args = (
            *(self.record.game, point.state, point.chosen, point.index),
            *(self.seed, self.level, hinted),
        )
        self.runner.run(appraise_decision, *args)

    def _appraised(self, verdict: Verdict | None) -> None:
        row = self.done_count
        self.verdicts.append(verdict)
        if verdict is not None and self.kept is not None:
            self.kept[verdict.index] = verdict
        if verdict is None:
            self._set(row, 2, self.tr("(no real choice)"))
        else:
            colour = GRADE_COLOURS[verdict.grade]
            best = (
                render_action(verdict.best, self.lang, self.pieces)
                if verdict.grade != "best"
                else "✓"
            )
            self._set(row, 2, best)
            self._set(row, 3, loss_text(verdict, self.lang))
            self._set(row, 4, grade_text(verdict, self.lang), colour)
        self._next()

    def _failed(self, message: str) -> None:
        self.status.setText(self.tr("The review stopped: {error}").format(error=message))

    def summary(self) -> str:
        rated = [v for v in self.verdicts if v is not None]
        if not rated:
            return self.tr("There was no decision to review in this deal.")
        grades = Counter(v.grade for v in rated)
        worlds = max(v.worlds for v in rated)
        return self.tr(
            "Decisions weighed: {n} — best {best}, good {good}, inaccurate {inaccuracy}, "
            "mistakes {mistake}. The bot that gives your hints played each choice out over "
            "up to {worlds} ways the pieces you could not see might lie."
        ).format(
            n=len(rated),
            best=grades["best"],
            good=grades["good"],
            inaccuracy=grades["inaccuracy"],
            mistake=grades["mistake"],
            worlds=worlds,
        )


class KnowledgeDialog(QDialog):
    """Each bot decision with the view it was made from: its hand, the table, what it
    had seen — and nothing else — and, where the bot gave one, its reason in its own
    words (private during the deal, shown now that it is over)."""

    def __init__(
        self,
        record: Record,
        bots: list[int],
        seat_name: SeatName,
        lang: str,
        parent: QWidget | None = None,
        reasons: Mapping[int, Msg] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What the bots knew"))
        self.resize(760, 520)
        self.lang, self.seat_name = lang, seat_name
        self.reasons = dict(reasons or {})
        self.pieces = get_game(record.game).pieces.name
        self.known = decision_views(record, bots)
        self.list = QListWidget()
        pieces = get_game(record.game).pieces.name
        for known in self.known:
            words = render_action(known.action, lang, pieces)
            self.list.addItem(f"{seat_name(known.seat)}: {words}")
        self.detail = QTextBrowser()
        self.list.currentRowChanged.connect(self.show_decision)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.list)
        splitter.addWidget(self.detail)
        splitter.setSizes([260, 500])
        note = QLabel(
            self.tr(
                "A bot decides from what its seat can see, like you. Pick one of its "
                "decisions to see what it knew at that moment."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        if self.known:
            self.list.setCurrentRow(0)

    def show_decision(self, row: int) -> None:
        if 0 <= row < len(self.known):
            known = self.known[row]
            lines = self.describe(known.view, known.seat)
            why = self.reasons.get(known.index)
            if why is not None:
                names = [self.seat_name(s) for s in range(len(known.view.hand_sizes))]
                said = Decision(known.action, why).reason_line(known.seat, self.pieces)
                lines = [said.text(self.lang, names), "", *lines]
            self.detail.setPlainText("\n".join(lines))

    def describe(self, view: View, seat: int) -> list[str]:
        """The view in words, as the rules word it (seats by their names here)."""
        names = [self.seat_name(s) for s in range(len(view.hand_sizes))]
        return [line.text(self.lang, names) for line in view.describe()]
