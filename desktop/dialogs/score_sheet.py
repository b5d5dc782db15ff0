"""The match so far: a row per deal and a column per score (per seat, or per team where
the game scores teams), then the deal told in the rules' words (declarer, contract, made
or failed, marriages and calls), totals in bold, and the running totals as a small graph.

A match resumed from a saved deal knows its earlier deals only by their count and totals
(a saved deal carries those, not the earlier deals' records): they fill one row, said so."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer
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

from ..pieces.picture import Picture

WRAP = Qt.TextFlag.TextWordWrap.value
GRAPH_COLOURS = ("#1e88e5", "#e53935", "#43a047", "#8e24aa", "#fb8c00", "#00897b", "#6d4c41")


def score_names(game_id: str, players: int, seat_name: Callable[[int], str]) -> list[str]:
    """The heading of each score: a seat's name, or a team's names joined where the game
    keeps one score per team."""
    game = get_game(game_id)
    if not game.team_scores:
        return [seat_name(s) for s in range(players)]
    return [" & ".join(seat_name(s) for s in team) for team in game.teams(players)]


def spread(values: list[int], gap: float) -> list[float]:
    """Each value's offset in pixels so that equal values lie side by side, ``gap`` apart
    around their true place, instead of one line hiding another."""
    offsets = [0.0] * len(values)
    for value in set(values):
        same = [i for i, v in enumerate(values) if v == value]
        for rank, i in enumerate(same):
            offsets[i] = (rank - (len(same) - 1) / 2) * gap
    return offsets


def score_graph(match: Match, names: list[str], width: int = 420, height: int = 160) -> QPixmap:
    """Running totals of the match as a small chart (painted once, shown as a picture):
    deal numbers along the x-axis, a line per score from the start (0, or a resumed match's
    totals after its earlier deals) through each deal with a dot at each deal; after one
    deal, a bar per score at deal 1.  Equal totals lie side by side (a few pixels apart) so
    no line hides another; the names are a legend with each line's colour, under the deal
    numbers."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("white"))
    totals = [list(match.totals_before) or [0] * len(names)]  # a resumed match's start
    for deal in match.deals:
        totals.append([t + s for t, s in zip(totals[-1], deal.points, strict=False)])
    low = min(min(row) for row in totals)
    high = max(max(row) for row in totals)
    span = max(1, high - low)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    metrics = painter.fontMetrics()
    line = metrics.height()
    labels = max(metrics.horizontalAdvance(str(v)) for v in (low, high)) + 8
    left, right, top = labels, width - 12, 10
    bottom = height - 2 * line - 6  # the deal numbers, then the legend
    grey, ink = QColor("#9e9e9e"), QColor("#424242")

    def y_of(value: float) -> float:
        return bottom - (value - low) / span * (bottom - top)

    painter.setPen(QPen(grey, 1))
    painter.drawLine(QPointF(left, y_of(0)), QPointF(right, y_of(0)))
    painter.drawLine(QPointF(left, top), QPointF(left, bottom))
    painter.setPen(ink)
    for value in {low, high, 0}:
        painter.drawText(
            QPointF(4, min(bottom, y_of(value) + metrics.ascent() / 2 - 1)), str(value)
        )
    deals = len(totals) - 1
    colours = [QColor(GRAPH_COLOURS[c % len(GRAPH_COLOURS)]) for c in range(len(names))]
    if deals == 1:  # one deal: a bar per score at deal 1
        slot = min(36.0, (right - left) * 0.6 / max(1, len(names)))
        start = (left + right) / 2 - slot * len(names) / 2
        for column, value in enumerate(totals[1][: len(names)]):
            y0, y1 = sorted((y_of(0), y_of(value)))
            painter.fillRect(
                QRectF(start + column * slot + 2, y0, slot - 4, max(2.0, y1 - y0)), colours[column]
            )
        xs = {1: (left + right) / 2}
    else:
        steps = max(1, deals)
        xs = {i: left + (right - left) * i / steps for i in range(len(totals))}
        offsets = [spread(row[: len(names)], 3.0) for row in totals]
        for column in range(len(names)):
            points = [
                QPointF(xs[i], y_of(row[column]) + offsets[i][column])
                for i, row in enumerate(totals)
                if column < len(row)
            ]
            painter.setPen(QPen(colours[column], 2.5 if column == 0 else 1.8))
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours[column])
            if deals <= 30:
                for point in points[1:]:
                    painter.drawEllipse(point, 2.6, 2.6)
    painter.setPen(ink)
    shown = sorted(xs) if len(xs) <= 13 else sorted({0, deals // 2, deals})
    for i in shown:
        words = str(i + match.deals_before)
        x = xs[i] - metrics.horizontalAdvance(words) / 2
        painter.drawText(QPointF(x, bottom + 4 + metrics.ascent()), words)
    x = float(left)
    legend_y = height - 4 - metrics.descent()
    for column, name in enumerate(names):
        painter.fillRect(QRectF(x, legend_y - metrics.ascent() / 2 - 2, 14, 4), colours[column])
        painter.setPen(ink)
        painter.drawText(QPointF(x + 18, legend_y), name)
        x += 18 + metrics.horizontalAdvance(name) + 14
    painter.end()
    return pixmap


class ScoreSheet(QTableWidget):
    """A row per deal (a void deal marked so), a column per score, then the deal's story in
    the table's language with the seats as the table names them (``seats``; None: "seat
    n"), wrapped to the column's width; totals in bold; ``graph`` shows the running totals.
    A resumed match's earlier deals share one row."""

    # The story column's width when there is room: its longest story on one line, within
    # these bounds (a narrower sheet wraps the stories further); at most TALL pixels of rows
    # before the rows scroll.
    STORY_WIDTH = (200, 460)
    TALL = 420

    def __init__(
        self,
        match: Match,
        names: list[str],
        lang: str = "en",
        seats: Sequence[str] | None = None,
    ) -> None:
        earlier = 1 if match.deals_before else 0
        rows = earlier + len(match.deals) + 1
        super().__init__(rows, len(names) + 1)
        self.story_column = len(names)
        game = get_game(match.game_id)
        story_title = self.tr("How the {deal} went").format(deal=game.deal_word(lang))
        self.setHorizontalHeaderLabels([*names, story_title])
        labels = []
        if earlier:
            count = match.deals_before
            labels.append("1" if count == 1 else f"1–{count}")
            for column, score in enumerate(match.totals_before[: len(names)]):
                self.setItem(0, column, QTableWidgetItem(f"{score:+d}"))
            note = self.tr(
                "Played before this match was resumed from a saved deal: only their totals "
                "were kept."
            )
            self._set_story(0, note, italic=True)
        for i, deal in enumerate(match.deals):
            row = earlier + i
            void = " " + self.tr("(void)") if deal.result.get("redeal") else ""
            labels.append(str(match.deals_before + i + 1) + void)
            for column, score in enumerate(deal.points[: len(names)]):
                self.setItem(row, column, QTableWidgetItem(f"{score:+d}"))
            line = deal.story.line()
            self._set_story(row, line.text(lang, seats) if line is not None else "")
        self.setVerticalHeaderLabels([*labels, self.tr("Total")])
        for column, total in enumerate((match.totals or [0] * len(names))[: len(names)]):
            item = QTableWidgetItem(f"{total:+d}")
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(rows - 1, column, item)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        header = self.horizontalHeader()
        # Each score column as wide as its header (team names such as 「あなた＆ボット 2」 are
        # long); the story takes the rest and wraps, each row as tall as its story.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.story_column, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(48)
        self._rows_due = False
        header.sectionResized.connect(self._story_resized)
        self.setMinimumHeight(140)
        # Painted by a widget of its own: a label would leave a copy of every graph in
        # Qt's pixmap cache (see desktop/pieces/picture.py).
        self.graph = Picture(score_graph(match, names))
        rule = game.match_rule(match.options)
        self.rule = QLabel(rule.text(lang) if rule is not None else "")  # when it ends
        self.rule.setWordWrap(True)
        self.rule.setVisible(rule is not None)

    def _set_story(self, row: int, text: str, italic: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(text)
        if italic:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        self.setItem(row, self.story_column, item)

    def story(self, row: int) -> str:
        """The story shown in ``row`` ("" for none)."""
        item = self.item(row, self.story_column)
        return item.text() if item is not None else ""

    def _story_resized(self, column: int, old: int, new: int) -> None:
        """The stories wrap anew to the story column's width, once the resize is over (the
        rows measured during it would keep their old heights)."""
        if column == self.story_column and not self._rows_due:
            self._rows_due = True
            QTimer.singleShot(0, self, self._fit_rows)  # not once the sheet is gone

    def _fit_rows(self) -> None:
        self._rows_due = False
        self.resizeRowsToContents()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Wide enough for the scores and the stories (within ``STORY_WIDTH``), tall enough
        for every row (within ``TALL``): a dialog with less room wraps the stories further
        and scrolls the rows, never growing beyond its room."""
        for column in range(self.story_column):
            self.resizeColumnToContents(column)
        scores = sum(self.columnWidth(c) for c in range(self.story_column))
        metrics = self.fontMetrics()
        longest = max(
            (metrics.horizontalAdvance(self.story(r)) for r in range(self.rowCount())),
            default=0,
        )
        low, high = self.STORY_WIDTH
        story = max(low, min(high, longest + 16))
        frame = 2 * self.frameWidth()
        scroll = self.verticalScrollBar().sizeHint().width()
        width = frame + self.verticalHeader().sizeHint().width() + scores + story + scroll
        # Each row as tall as its story wrapped at that width (the rows are fitted once shown).
        one = max(metrics.height() + 5, self.verticalHeader().minimumSectionSize())
        area = QRect(0, 0, story - 8, 10_000)
        rows = sum(
            max(one, metrics.boundingRect(area, WRAP, self.story(r)).height() + 5)
            for r in range(self.rowCount())
        )
        height = frame + self.horizontalHeader().sizeHint().height() + rows
        return QSize(width, max(self.minimumHeight(), min(self.TALL, height)))


class ScoreSheetDialog(QDialog):
    """The score sheet and graph of the match being played (deleted when closed), no
    larger than the screen's free area (the stories wrap, the rows scroll)."""

    def __init__(
        self,
        match: Match,
        names: list[str],
        lang: str = "en",
        parent: QWidget | None = None,
        seats: Sequence[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Score sheet"))
        self.sheet = ScoreSheet(match, names, lang, seats)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sheet.rule)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(self.sheet.graph)
        layout.addWidget(buttons)
        hint = self.sizeHint()
        screen = (parent.screen() if parent is not None else None) or self.screen()
        room = screen.availableGeometry()
        self.resize(min(hint.width(), room.width() - 40), min(hint.height(), room.height() - 80))
