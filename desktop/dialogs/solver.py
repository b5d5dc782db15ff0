"""The answer to "Was it winnable?": a solver runs in the search process while the label
says so, then shows the verdict and the best line (from the game's desk)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ..bots import BackgroundRunner
from ..games.desk import Analysis

SOLVE_SECONDS = 30


class SolverAnswer(QLabel):
    """Runs ``analysis`` when its button is pressed and shows the verdict."""

    def __init__(
        self, button: QPushButton, analysis: Analysis, lang: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.button, self.analysis, self.lang = button, analysis, lang
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.runner = BackgroundRunner(self)
        self.runner.failed.connect(self.setText)
        self.runner.finished.connect(self._solved)
        button.clicked.connect(self.solve)

    def solve(self) -> None:
        self.button.setEnabled(False)
        self.setText(self.tr("Solving… (up to {n} seconds)").format(n=SOLVE_SECONDS))
        self.runner.run(self.analysis.solve, *self.analysis.args, float(SOLVE_SECONDS))

    def _solved(self, solution: Any) -> None:
        line = self.analysis.line(solution, self.lang)
        self.answer(solution.winnable, solution.score, solution.complete, line)

    def answer(self, winnable: bool | None, score: int | None, complete: bool, line: str) -> None:
        """Show the solver's verdict, and its best line when it has one."""
        text = self._verdict(winnable, score, complete)
        if line:
            text += "\n" + self.tr("Best line: {line}").format(line=line)
        self.setText(text)
        self._fit()

    def _fit(self) -> None:
        """Grow the dialog so the wrapped answer shows whole (it was cut after a line)."""
        needed = self.heightForWidth(max(self.width(), 1))
        self.setMinimumHeight(max(needed, 0))
        top = self.window()
        layout = top.layout()
        if layout is not None:
            layout.activate()
        top.resize(top.width(), max(top.height(), top.minimumSizeHint().height()))

    def _verdict(self, winnable: bool | None, score: int | None, complete: bool) -> str:
        if winnable is None:
            return self.tr("Unknown: the solver could not settle it in {n} seconds.").format(
                n=SOLVE_SECONDS
            )
        if winnable and score is None:
            return self.tr("Yes, it could be won (time ran out before the best score).")
        if winnable:
            text = self.tr("Yes. Perfect play wins with a score of {score:+d}.").format(score=score)
            if not complete:
                text += " " + self.tr("(A higher score may exist: time ran out.)")
            return text
        if score is None:
            return self.tr("No. Even with every card known, the deal cannot be won.")
        return self.tr("No. Even perfect play loses; the best score is {score:+d}.").format(
            score=score
        )
