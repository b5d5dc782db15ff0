"""A decision's grade from the review's appraisal (best, good, inaccuracy, mistake) in the
words and colours every place that shows one uses: the review, the replay viewer's margin
and the live play checker."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rules_core.ai.review import Verdict

GRADE_COLOURS = {
    "best": "#1b7f3a",
    "good": "#3c7d9c",
    "inaccuracy": "#b8860b",
    "mistake": "#b22222",
}
# A short mark for a margin, as annotated games mark moves.
GRADE_MARKS = {"best": "✓", "good": "·", "inaccuracy": "?!", "mistake": "?"}


def grade_text(grade: str) -> str:
    translate = QCoreApplication.translate
    return {
        "best": translate("Grades", "Best"),
        "good": translate("Grades", "Good"),
        "inaccuracy": translate("Grades", "Inaccuracy"),
        "mistake": translate("Grades", "Mistake"),
    }[grade]


def loss_text(verdict: Verdict) -> str:
    """What the choice made cost against the best, in the appraisal's unit."""
    translate = QCoreApplication.translate
    if verdict.loss == 0:
        return "0"
    if verdict.unit == "win":
        return translate("Grades", "−{p}% chance to win").format(p=round(verdict.loss * 100))
    points = f"{verdict.loss:.1f}".rstrip("0").rstrip(".")
    if points == "1":
        return translate("Grades", "−1 point")
    return translate("Grades", "−{x} points").format(x=points)


__all__ = ["GRADE_COLOURS", "GRADE_MARKS", "grade_text", "loss_text"]
