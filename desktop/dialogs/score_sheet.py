"""The match so far: a row per deal and a column per score (per seat, or per team where
the game scores teams), totals in bold, and the running totals as a small graph."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules_core.match import Match
from rules_core.registry import get_game

from ..picture import Picture

GRAPH_COLOURS = ("#1e88e5", "#e53935", "#43a047", "#8e24aa", "#fb8c00", "#00897b", "#6d4c41")


def score_names(game_id: str, players: int, seat_name: Callable[[int], str]) -> list[str]:
    """The heading of each score: a seat's name, or a team's names joined where the game
    keeps one score per team."""
    game = get_game(game_id)
    if not game.team_scores:
        return [seat_name(s) for s in range(players)]
    return [" & ".join(seat_name(s) for s in team) for team in game.teams(players)]


def score_graph(match: Match, names: list[str], width: int = 420, height: int = 160) -> QPixmap:
    """Running totals of the match as a small line chart (painted once, shown as a picture)."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("white"))
    totals = [[0] * len(names)]
    for deal in match.deals:
        totals.append([t + s for t, s in zip(totals[-1], deal.points, strict=False)])
    low = min(min(row) for row in totals)
    high = max(max(row) for row in totals)
    span = max(1, high - low)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    left, right, top, bottom = 36, width - 10, 10, height - 22
    painter.setPen(QPen(QColor("#9e9e9e"), 1))
    zero_y = bottom - (0 - low) / span * (bottom - top)
    painter.drawLine(QPointF(left, zero_y), QPointF(right, zero_y))
    painter.drawText(QPointF(4, top + 8), str(high))
    painter.drawText(QPointF(4, bottom), str(low))
    steps = max(1, len(totals) - 1)
    for column, name in enumerate(names):
        pen = QPen(QColor(GRAPH_COLOURS[column % len(GRAPH_COLOURS)]), 2.5 if column == 0 else 1.8)
        painter.setPen(pen)
        points = [
            QPointF(
                left + (right - left) * i / steps,
                bottom - (row[column] - low) / span * (bottom - top),
            )
            for i, row in enumerate(totals)
            if column < len(row)
        ]
        for a, b in zip(points, points[1:], strict=False):
            painter.drawLine(a, b)
        painter.drawText(QPointF(left + 4 + column * (right - left) / len(names), height - 6), name)
    painter.end()
    return pixmap


class ScoreSheet(QTableWidget):
    """A row per deal (a void deal marked so), a column per score, totals in bold;
    ``graph`` shows the running totals."""

    def __init__(self, match: Match, names: list[str], lang: str = "en") -> None:
        super().__init__(len(match.deals) + 1, len(names))
        self.setHorizontalHeaderLabels(names)
        rows = []
        for i, deal in enumerate(match.deals):
            rows.append(str(i + 1) + (" " + self.tr("(void)") if deal.result.get("redeal") else ""))
        self.setVerticalHeaderLabels([*rows, self.tr("Total")])
        for row, deal in enumerate(match.deals):
            for column, score in enumerate(deal.points[: len(names)]):
                self.setItem(row, column, QTableWidgetItem(f"{score:+d}"))
        for column, total in enumerate((match.totals or [0] * len(names))[: len(names)]):
            item = QTableWidgetItem(f"{total:+d}")
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(len(match.deals), column, item)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # Each column as wide as its header (team names such as 「あなた＆ボット 2」 are long).
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumHeight(140)
        # Painted by a widget of its own: a label would leave a copy of every graph in
        # Qt's pixmap cache (see desktop/picture.py).
        self.graph = Picture(score_graph(match, names))
        rule = get_game(match.game_id).match_rule(match.options)
        self.rule = QLabel(rule.text(lang) if rule is not None else "")  # when it ends
        self.rule.setWordWrap(True)
        self.rule.setVisible(rule is not None)


class ScoreSheetDialog(QDialog):
    """The score sheet and graph of the match being played (deleted when closed)."""

    def __init__(
        self, match: Match, names: list[str], lang: str = "en", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Score sheet"))
        self.sheet = ScoreSheet(match, names, lang)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sheet.rule)
        layout.addWidget(self.sheet)
        layout.addWidget(self.sheet.graph)
        layout.addWidget(buttons)
