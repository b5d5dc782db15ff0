"""A decision's grade from the review's appraisal (best, good, inaccuracy, mistake) in the
colours every place that shows one uses: the review, the replay viewer's margin and the
live play checker.  The words are the rules core's (:mod:`rules_core.ai.review`)."""

from __future__ import annotations

from rules_core.ai.review import Verdict

GRADE_COLOURS = {
    "best": "#1b7f3a",
    "good": "#3c7d9c",
    "inaccuracy": "#b8860b",
    "mistake": "#b22222",
}


def grade_text(verdict: Verdict, lang: str) -> str:
    return verdict.grade_words().text(lang)


def loss_text(verdict: Verdict, lang: str) -> str:
    """What the choice made cost against the best, in the appraisal's unit."""
    return verdict.loss_words().text(lang)


__all__ = ["GRADE_COLOURS", "grade_text", "loss_text"]
