"""The table's colours and the look of its panels, shared by the table and the games'
own drawings."""

from __future__ import annotations

from PySide6.QtGui import QColor

LABEL = QColor("#f1f8e9")  # words on the felt
ACCENT = QColor("#ffd54f")  # the seat to act, the centre line, a stake
SLOT_LINE = QColor(255, 255, 255, 70)  # the dashed place of an empty pile
TEAM_COLOURS = (QColor("#80deea"), QColor("#ffab91"), QColor("#c5e1a5"))  # the person's side first
COACH_STYLE = (
    "QLabel#coach { background: #fff8e1; color: #3e2723; border-top: 2px solid #ffca28;"
    " padding: 6px 10px; }"
)
ERROR_STYLE = "color: #b71c1c;"  # a refusal in the bar

__all__ = ["ACCENT", "COACH_STYLE", "ERROR_STYLE", "LABEL", "SLOT_LINE", "TEAM_COLOURS"]
