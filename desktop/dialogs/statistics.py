"""The statistics window: per game and variant the deals added up per opponent level, two
charts drawn with QPainter paths (the score per deal with its running average, the win
rate per opponent level), the match history, and the deals with their numbers — a deal
booked with its record can be stepped through in the replay viewer, and one of a game
whose deals stand alone (the solitaire) played again from here.  Reset a game's
statistics (asked first), export every deal as CSV.  Deleted when closed.

Opponent levels are named only for a game with computer players (its metadata says it
seats more than one player); the deals list shows each deal's fingerprint, the one shown
before its first move.

However many deals the file holds, the window opens at once: SQLite adds the game up on
a thread of its own (:class:`Job`, over a read-only connection; the numbers show "…"
until it is done, which for a few thousand deals is before the window is drawn), the
lists read a page of lines as they are scrolled (:class:`LinesModel`), the score chart
gets at most a few hundred points, and the CSV export streams on a thread with a
progress bar that can cancel it."""

from __future__ import annotations

import io
import sqlite3
import threading
from collections.abc import Callable, Sequence
from datetime import datetime
from functools import partial
from typing import Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSizePolicy,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.levels import LEVELS
from rules_core.fairness import short_form
from rules_core.files import replacing
from rules_core.registry import get_game

from ..games.playable import PLAYABLE_GAMES
from ..settings import throwaway_store
from ..sitting.statistics import (
    MIXED,
    NO_BOTS,
    PAGE,
    ListedDeal,
    ListedMatch,
    ScoreSeries,
    Statistics,
    Summary,
    Tally,
    totals_of,
    when,
)
from ..window.folders import EXPORTS, remember_folder, start_folder

ALL = "\x00all"  # the variant choice "every variant" (no variant is called so)
SCORE_COLOUR = QColor("#1e88e5")
AVERAGE_COLOUR = QColor("#fb8c00")
BAR_COLOUR = QColor("#43a047")
FINGERPRINT_COLUMN = 6  # in the deals list


COUNTING = "…"  # in place of a number SQLite is still adding up
POLL_MS = 25  # how often the window looks whether a job is done
WAIT_S = 0.15  # how long a refresh waits for the sums before it shows "…" (no flicker)
STOP_EVERY = 100_000  # SQLite steps between two looks whether a job was stopped

T = TypeVar("T")
ROOT = QModelIndex()  # a list's rows have no parent
DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole.value)
TOOL_TIP = int(Qt.ItemDataRole.ToolTipRole.value)
FONT = int(Qt.ItemDataRole.FontRole.value)
RIGHT = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value)
SIZED_ROWS = 60  # the rows a list's columns are sized by (about a screenful)
L = TypeVar("L", ListedDeal, ListedMatch)


def local_time(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def stored_time(text: str) -> str:
    """A stored date in local time, or as it is written when it is not a date."""
    moment = when(text)
    return text if moment is None else local_time(moment)


class ExportCancelled(Exception):
    """The export was stopped: the file it would have replaced stays as it was."""


def game_title(lang: str, game_id: str) -> str:
    try:
        return get_game(game_id).titles[lang]
    except KeyError:  # a game of another version of Torite
        return game_id


def percent(rate: float | None) -> str:
    return "—" if rate is None else f"{rate:.0%}"


class Job(Generic[T]):
    """``work(reader, job)`` on a thread of its own, over a read-only connection of its
    own to the statistics file, so the window answers while SQLite reads.  The thread
    never touches Qt: the window looks at ``finished`` (and ``done`` of ``total`` for a
    progress bar) on a timer.  :meth:`stop` ends a running statement within a few
    milliseconds (SQLite's progress handler); ``result`` or ``error`` then stays None."""

    def __init__(self, store: Statistics, work: Callable[[Statistics, Job[T]], T]) -> None:
        self.stopped = threading.Event()
        self.result: T | None = None
        self.error: str | None = None
        self.done = 0
        self.total = 0
        self._thread = threading.Thread(
            target=self._run, args=(store, work), name="statistics", daemon=True
        )
        self._thread.start()

    @property
    def finished(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the job; whether it has finished."""
        self._thread.join(seconds)
        return self.finished

    def stop(self) -> None:
        self.stopped.set()

    def _run(self, store: Statistics, work: Callable[[Statistics, Job[T]], T]) -> None:
        try:
            reader = store.reader()
        except Exception as exc:  # noqa: BLE001 - the file went away, ...: said, not raised
            self.error = str(exc) or type(exc).__name__
            return
        try:
            reader.db.set_progress_handler(self.stopped.is_set, STOP_EVERY)
            result = work(reader, self)
            if not self.stopped.is_set():
                self.result = result
        except Exception as exc:  # noqa: BLE001
            if not self.stopped.is_set():
                self.error = str(exc) or type(exc).__name__
        finally:
            reader.close()


class LinesModel(QAbstractTableModel, Generic[L]):
    """Lines of the statistics file (deals or matches), newest first, read :data:`PAGE`
    at a time as the view scrolls to the end (``canFetchMore``/``fetchMore``, the
    next page after the last line read): a file of any size opens at once and keeps only
    what was scrolled past in memory.  Each row's texts are made once, when read."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.headers: list[str] = []
        self.numbers: set[int] = set()  # columns aligned right
        self.lines: list[L] = []
        self.texts: list[list[str]] = []
        self.tip = ""  # every cell's tool tip
        self.fixed_column: int | None = None  # in a fixed-pitch font, its line's tip
        self.fixed_tip: Callable[[L], str] = lambda line: ""
        self._fetch: Callable[[int | None], list[L]] = lambda before: []
        self._texts: Callable[[L], list[str]] = lambda line: []
        self._more = False
        self._fixed_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)

    def show(
        self,
        headers: list[str],
        numbers: set[int],
        fetch: Callable[[int | None], list[L]],
        texts: Callable[[L], list[str]],
    ) -> None:
        """Show other lines: ``fetch(before)`` reads the page after the line ``before``
        (None: the first page); ``texts(line)`` says a row.  Reads the first page now."""
        self.beginResetModel()
        self.headers, self.numbers = headers, numbers
        self._fetch, self._texts = fetch, texts
        self.lines, self.texts = [], []
        self._more = True
        self.endResetModel()
        self.fetchMore(QModelIndex())

    def line(self, row: int) -> L | None:
        return self.lines[row] if 0 <= row < len(self.lines) else None

    def rowCount(  # noqa: N802 - Qt override
        self, parent: QModelIndex | QPersistentModelIndex = ROOT
    ) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(  # noqa: N802 - Qt override
        self, parent: QModelIndex | QPersistentModelIndex = ROOT
    ) -> int:
        return 0 if parent.isValid() else len(self.headers)

    def headerData(  # noqa: N802 - Qt override
        self, section: int, orientation: Qt.Orientation, role: int = 0
    ) -> object:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == DISPLAY and section < len(self.headers):
            return self.headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> object:
        row, column = index.row(), index.column()
        if row < 0 or row >= len(self.lines) or column < 0 or column >= len(self.headers):
            return None
        if role == DISPLAY:
            return self.texts[row][column]
        if role == ALIGNMENT:
            return RIGHT if column in self.numbers else None
        if role == TOOL_TIP:
            if column == self.fixed_column:
                return "\n".join(filter(None, (self.fixed_tip(self.lines[row]), self.tip)))
            return self.tip or None
        if role == FONT and column == self.fixed_column:
            return self._fixed_font
        return None

    def canFetchMore(  # noqa: N802 - Qt override
        self, parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        return not parent.isValid() and self._more

    def fetchMore(  # noqa: N802 - Qt override
        self, parent: QModelIndex | QPersistentModelIndex
    ) -> None:
        if parent.isValid() or not self._more:
            return
        try:
            page = self._fetch(self.lines[-1].id if self.lines else None)
        except sqlite3.Error:  # a file that cannot be read now: no more lines
            page = []
        self._more = len(page) >= PAGE
        if not page:
            return
        first = len(self.lines)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self.lines.extend(page)
        self.texts.extend(self._texts(line) for line in page)
        self.endInsertRows()


class Chart(QWidget):
    """A small chart on the window's base colour with a title; ``empty`` is said where
    there is nothing to draw."""

    def __init__(self) -> None:
        super().__init__()
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.title = ""
        self.empty = ""

    def frame(self, painter: QPainter) -> QRectF:
        """Paint the background and the title; the rectangle left for the chart."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        painter.setPen(palette.text().color())
        metrics = QFontMetrics(self.font())
        line = metrics.lineSpacing()
        painter.drawText(QRectF(8, 4, self.width() - 16, line), self.title)
        return QRectF(8, 8 + line, self.width() - 16, self.height() - 12 - line)

    def say_empty(self, painter: QPainter, area: QRectF) -> None:
        painter.setPen(self.palette().placeholderText().color())
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty)


class ScoreChart(Chart):
    """The score of each deal, oldest first, as a line, with its running average; with
    more deals than the chart has points (:data:`~desktop.sitting.statistics.CHART_POINTS`),
    the average of each run of ``per`` deals (the legend says so).  The x-axis counts
    deals (the first and the last numbered); a single deal is a bar at deal 1, its
    average a dash across it.  The average is drawn wide and under the scores, so where
    the two lines coincide both still show."""

    def __init__(self) -> None:
        super().__init__()
        self.scores: list[float] = []  # the points drawn
        self.averages: list[float] = []  # the running average at each point
        self.deals = 0
        self.per = 1

    def set_series(self, series: ScoreSeries) -> None:
        self.scores = list(series.values)
        self.averages = list(series.averages)
        self.deals = series.deals
        self.per = series.per
        self.update()

    @staticmethod
    def mark(value: float) -> str:
        return str(int(value)) if float(value).is_integer() else f"{value:.1f}"

    def deal_marks(self) -> list[tuple[float, str]]:
        """The x-axis's deal numbers, each at its place as a fraction of the plot's width:
        the first deal and the last (one deal: "Deal 1" in the middle)."""
        if not self.scores:
            return []
        if len(self.scores) == 1:
            return [(0.5, self.tr("Deal {n}").format(n=max(1, self.deals)))]
        return [(0.0, "1"), (1.0, str(max(self.deals, len(self.scores))))]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        area = self.frame(painter)
        if not self.scores:
            self.say_empty(painter, area)
            return
        metrics = QFontMetrics(self.font())
        line = metrics.lineSpacing()
        low, high = min(0, *self.scores), max(0, *self.scores)
        span = max(1, high - low)
        labels = max(metrics.horizontalAdvance(self.mark(v)) for v in (low, high)) + 6
        plot = QRectF(area.left() + labels, area.top() + 4, area.width() - labels - 4, 0)
        plot.setBottom(area.bottom() - 2 * line - 8)  # the deal numbers, then the legend
        steps = max(1, len(self.scores) - 1)
        single = len(self.scores) == 1

        def point(index: int, value: float) -> QPointF:
            x = plot.left() + plot.width() * (0.5 if single else index / steps)
            return QPointF(x, plot.bottom() - (value - low) / span * plot.height())

        text = self.palette().text().color()
        grid = QColor(text)
        grid.setAlpha(90)
        painter.setPen(QPen(grid, 1))
        zero = point(0, 0).y()
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), plot.bottom()))
        painter.setPen(text)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for mark in {low, high, 0}:
            y = point(0, mark).y()
            painter.drawText(
                QRectF(area.left(), y - line / 2, labels - 4, line), right, self.mark(mark)
            )
        below = plot.bottom() + 4
        for where, words in self.deal_marks():
            x = plot.left() + plot.width() * where
            width = metrics.horizontalAdvance(words) + 4
            left = min(max(x - width / 2, area.left()), area.right() - width)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            painter.setPen(text)
            painter.drawText(QRectF(left, below, width, line), Qt.AlignmentFlag.AlignCenter, words)
        if single:
            self._paint_single(painter, point, zero, plot)
        else:
            self._paint_lines(painter, point)
        self._paint_legend(painter, plot, area.bottom() - line, text)

    def _paint_single(
        self, painter: QPainter, point: Callable[[int, float], QPointF], zero: float, plot: QRectF
    ) -> None:
        """One deal: its score as a bar from zero, its running average (the same number)
        as a dash across the bar's end."""
        top = point(0, self.scores[0])
        width = min(48.0, plot.width() * 0.25)
        bar = QRectF(top.x() - width / 2, min(top.y(), zero), width, max(1.0, abs(zero - top.y())))
        painter.fillRect(bar, SCORE_COLOUR)
        if self.averages:
            y = point(0, self.averages[0]).y()
            painter.setPen(QPen(AVERAGE_COLOUR, 3, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(bar.left() - 8, y), QPointF(bar.right() + 8, y))

    def _paint_lines(self, painter: QPainter, point: Callable[[int, float], QPointF]) -> None:
        """The running average wide and underneath, the scores thin on top with a dot at
        each deal (few deals): where the two coincide, both still show."""
        series: list[tuple[list[float], QColor, float, Qt.PenStyle]] = [
            (self.averages, AVERAGE_COLOUR, 4.0, Qt.PenStyle.DashLine),
            (self.scores, SCORE_COLOUR, 1.6, Qt.PenStyle.SolidLine),
        ]
        for values, colour, width, style in series:
            if not values:
                continue
            path = QPainterPath(point(0, values[0]))
            for index, value in enumerate(values[1:], 1):
                path.lineTo(point(index, value))
            painter.setPen(QPen(colour, width, style))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            if len(values) <= 40 and colour == SCORE_COLOUR:  # few deals: mark each one
                dots = QPainterPath()
                for index, value in enumerate(values):
                    dots.addEllipse(point(index, value), 2.5, 2.5)
                painter.fillPath(dots, colour)

    def _paint_legend(self, painter: QPainter, plot: QRectF, top: float, text: QColor) -> None:
        metrics = QFontMetrics(self.font())
        line = metrics.lineSpacing()
        x = plot.left()
        scores = (
            self.tr("Score per deal")
            if self.per == 1
            else self.tr("Average of each {n} deals").format(n=self.per)
        )
        for colour, words in (
            (SCORE_COLOUR, scores),
            (AVERAGE_COLOUR, self.tr("Running average")),
        ):
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(x, top + line / 2), QPointF(x + 16, top + line / 2))
            painter.setPen(text)
            painter.drawText(QPointF(x + 20, top + metrics.ascent()), words)
            x += 40 + metrics.horizontalAdvance(words)
        count = self.tr("Deals: {n}").format(n=self.deals)
        painter.drawText(
            QRectF(plot.left(), top, plot.width(), line),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            count if x + metrics.horizontalAdvance(count) < plot.right() else "",
        )


class LevelChart(Chart):
    """The win rate per opponent level as bars, with the deals each bar stands for."""

    def __init__(self) -> None:
        super().__init__()
        self.bars: list[tuple[str, float, int]] = []  # (label, win rate, deals)

    def set_bars(self, bars: Sequence[tuple[str, float, int]]) -> None:
        self.bars = list(bars)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        area = self.frame(painter)
        if not self.bars:
            self.say_empty(painter, area)
            return
        metrics = QFontMetrics(self.font())
        line = metrics.lineSpacing()
        text = self.palette().text().color()
        plot = QRectF(area.left(), area.top() + line + 2, area.width(), 0)
        plot.setBottom(area.bottom() - 2 * line - 4)  # two lines for a label under a bar
        grid = QColor(text)
        grid.setAlpha(90)
        painter.setPen(QPen(grid, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        slot = plot.width() / len(self.bars)
        width = min(70.0, slot * 0.6)
        centre = Qt.AlignmentFlag.AlignCenter
        for index, (label, rate, deals) in enumerate(self.bars):
            middle = plot.left() + slot * (index + 0.5)
            height = plot.height() * rate
            bar = QPainterPath()
            bar.addRoundedRect(
                QRectF(middle - width / 2, plot.bottom() - height, width, height), 3, 3
            )
            painter.fillPath(bar, BAR_COLOUR)
            painter.setPen(text)
            above = QRectF(middle - slot / 2, plot.bottom() - height - line - 2, slot, line)
            painter.drawText(above, centre, f"{percent(rate)} ({deals})")
            below = QRectF(middle - slot / 2 + 2, plot.bottom() + 2, slot - 4, 2 * line)
            flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            painter.drawText(below, int(flags) | int(Qt.TextFlag.TextWordWrap), label)


class StatisticsDialog(QDialog):
    """The statistics of one game at a time (a list of every game with a table)."""

    replay_requested = Signal(str, str, int)  # game id, variant ("" none), deal number
    watch_requested = Signal(str)  # a booked deal's record (its JSON text), to replay

    def __init__(
        self,
        store: Statistics,
        game_id: str,
        lang: str,
        parent: QWidget | None = None,
        folders: QSettings | None = None,
    ) -> None:
        """``folders``: the settings that remember where the export was last written
        (None: a throwaway store, the documents folder each time)."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.folders = folders if folders is not None else throwaway_store()
        self.lang = lang
        self.confirm_box: QMessageBox | None = None
        self.error_box: QMessageBox | None = None
        self.tally: Tally | None = None  # the sums shown (None: being added up)
        self.counting: Job[Tally] | None = None
        self.exporting: Job[bool] | None = None
        self.export_path = ""
        self.export_progress: QProgressDialog | None = None
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._look_at_jobs)

        self.game_box = QComboBox()
        for gid in sorted(PLAYABLE_GAMES, key=lambda g: get_game(g).titles[lang]):
            self.game_box.addItem(get_game(gid).titles[lang], gid)
        self.variant_box = QComboBox()
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game_box)
        self.variant_label = QLabel(self.tr("&Variant:"))
        self.variant_label.setBuddy(self.variant_box)
        choice = QHBoxLayout()
        choice.addWidget(game_label)
        choice.addWidget(self.game_box, 1)
        choice.addSpacing(12)
        choice.addWidget(self.variant_label)
        choice.addWidget(self.variant_box, 1)

        self.matches_label = QLabel()
        self.summary = self._summary_table()
        summary_page = QWidget()
        summary_layout = QVBoxLayout(summary_page)
        summary_layout.addWidget(self.summary, 1)
        summary_layout.addWidget(self.matches_label)
        self.score_chart = ScoreChart()
        self.score_chart.title = self.tr("Score over time")
        self.level_chart = LevelChart()
        self.level_chart.title = self.tr("Win rate by opponent level")
        charts = QWidget()
        charts_layout = QHBoxLayout(charts)
        charts_layout.addWidget(self.score_chart, 3)
        charts_layout.addWidget(self.level_chart, 2)
        self.match_model: LinesModel[ListedMatch] = LinesModel(self)
        self.match_table = self._table(self.match_model)
        self.deal_model: LinesModel[ListedDeal] = LinesModel(self)
        self.deal_model.fixed_column = FINGERPRINT_COLUMN
        self.deal_model.fixed_tip = lambda line: line.fingerprint  # the whole digest
        self.deal_table = self._table(self.deal_model)
        self.deal_table.activated.connect(self._replay_index)
        self.deal_table.selectionModel().currentChanged.connect(self._update_buttons)
        self.replay_button = QPushButton(self.tr("&Play this deal again"))
        self.replay_button.clicked.connect(self.replay_selected)
        self.watch_button = QPushButton(self.tr("Repla&y this deal…"))
        self.watch_button.setAccessibleName(self.tr("Replay this deal"))
        self.watch_button.clicked.connect(self.watch_selected)
        deal_buttons = QHBoxLayout()
        deal_buttons.addWidget(self.replay_button)
        deal_buttons.addWidget(self.watch_button)
        deal_buttons.addStretch(1)
        deals_page = QWidget()
        deals_layout = QVBoxLayout(deals_page)
        deals_layout.addWidget(self.deal_table, 1)
        deals_layout.addLayout(deal_buttons)
        self.tabs = QTabWidget()
        self.tabs.addTab(summary_page, self.tr("&Summary"))
        self.tabs.addTab(charts, self.tr("&Charts"))
        self.matches_tab = self.tabs.addTab(self.match_table, self.tr("&Match history"))
        self.tabs.addTab(deals_page, self.tr("&Deals"))

        self.reset_button = QPushButton()  # its text names the game shown
        self.reset_button.clicked.connect(self.ask_reset)
        self.export_button = QPushButton(self.tr("&Export as CSV…"))
        self.export_button.clicked.connect(self.ask_export)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        for button in [*buttons.buttons(), self.replay_button, self.watch_button]:
            if isinstance(button, QPushButton):  # Enter in a table plays, never closes
                button.setAutoDefault(False)
                button.setDefault(False)

        layout = QVBoxLayout(self)
        layout.addLayout(choice)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(860, 560)

        start = self.game_box.findData(game_id)
        self.game_box.setCurrentIndex(max(0, start))
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.variant_box.currentIndexChanged.connect(self.refresh)
        self._game_changed()

    @staticmethod
    def _summary_table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    @staticmethod
    def _table(model: QAbstractTableModel) -> QTableView:
        table = QTableView()
        table.setModel(model)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.verticalHeader().setVisible(False)
        # Rows of one height, known without asking each row (a long list stays quick).
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(SIZED_ROWS)
        header.setStretchLastSection(True)
        return table

    # -- what is shown ----------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    @property
    def variant(self) -> str | None:
        """The variant shown (None: every variant)."""
        data = self.variant_box.currentData()
        return None if data is None or data == ALL else str(data)

    @property
    def has_bots(self) -> bool:
        """The game seats computer players (in some variant): more than one seat."""
        return max(get_game(self.game_id).player_counts) > 1

    @property
    def replayable(self) -> bool:
        """Deals of this game stand alone, so a deal number replays exactly that deal."""
        return not get_game(self.game_id).deals_form_match

    def _game_changed(self) -> None:
        """The variants the game has or has lines in, then everything shown."""
        game = get_game(self.game_id)
        seen = set(self.store.variants(self.game_id))
        variants = [v for v in game.variants if v] + sorted(seen - set(game.variants) - {""})
        self.variant_box.blockSignals(True)
        self.variant_box.clear()
        self.variant_box.addItem(self.tr("All variants"), ALL)
        for name in variants:
            self.variant_box.addItem(self.variant_title(name), name)
        self.variant_box.blockSignals(False)
        self.variant_box.setVisible(bool(variants))
        self.variant_label.setVisible(bool(variants))
        self.tabs.setTabVisible(self.matches_tab, game.deals_form_match)
        self.level_chart.setVisible(self.has_bots)  # no opponents: no levels to chart
        self.replay_button.setVisible(self.replayable)
        self.reset_button.setText(self.tr("&Reset {game}…").format(game=game.titles[self.lang]))
        self.refresh()

    def variant_title(self, variant: str) -> str:
        game = get_game(self.game_id)
        return game.variant_titles.get(variant, {}).get(self.lang, variant) if variant else "—"

    def level_title(self, group: str) -> str:
        titles = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "strong": self.tr("Strong"),
            "expert": self.tr("Expert"),
            MIXED: self.tr("Mixed levels"),
            NO_BOTS: self.tr("No computer players"),
        }
        return titles.get(group, group)

    def levels_text(self, levels: str) -> str:
        """A deal's levels, seat 1 first, in words."""
        words = [self.level_title(level) for level in levels.split(",") if level]
        return self.tr(", ", "between the items of a list").join(words) or "—"

    def result_text(self, won: bool | None, place: int, sides: int) -> str:
        if won is None:
            return self.tr("Drawn")
        if won:
            return self.tr("Won")
        if sides > 2:
            return self.tr("Place {place} of {sides}").format(place=place, sides=sides)
        return self.tr("Lost")

    def refresh(self) -> None:
        """Read the game's lines again and show them: the lists' first pages now, the
        sums when SQLite has added them up (at once for a file of usual size)."""
        game, variant = self.game_id, self.variant
        self._show_matches(game, variant)
        self._show_deals(game, variant)
        self.reset_button.setEnabled(
            self.deal_model.rowCount() > 0 or self.match_model.rowCount() > 0
        )
        self._hide_columns(None)
        if self.counting is not None:
            self.counting.stop()  # its sums are of lines no longer shown
        order = tuple(LEVELS)
        job: Job[Tally] = Job(self.store, lambda reader, _: reader.tally(game, variant, order))
        self.counting = job
        if job.wait(WAIT_S):
            self._look_at_jobs()
        else:
            self._show_tally(None)
            self.poll.start()

    def _look_at_jobs(self) -> None:
        """Show what a finished job found (the timer stops when no job is left)."""
        job = self.counting
        if job is not None and job.finished:
            self.counting = None
            self._show_tally(job.result, job.error)
        if self.exporting is not None:
            self._export_progress(self.exporting)
        if self.counting is None and self.exporting is None:
            self.poll.stop()

    def _show_tally(self, tally: Tally | None, error: str | None = None) -> None:
        """The summary, the charts and the lists' columns (None: still adding up, or
        with ``error``, the file could not be read now: "—", the error in a tool tip)."""
        self.tally = tally
        self._show_summary(tally, COUNTING if error is None else "—")
        self.summary.setToolTip(error or "")
        empty = self.tr("No deals yet.") if tally is not None else ""
        self.score_chart.empty = empty
        self.score_chart.set_series(tally.chart if tally is not None else ScoreSeries())
        if tally is not None and tally.summary.played:
            self.level_chart.empty = self.tr("No deals against computer players.")
        else:
            self.level_chart.empty = empty
        groups = tally.by_level if tally is not None else {}
        self.level_chart.set_bars(
            [
                (self.level_title(g), s.win_rate or 0.0, s.played)
                for g, s in groups.items()
                if s.played and g != NO_BOTS
            ]
        )
        if tally is not None:
            self._hide_columns(tally)

    def _hide_columns(self, tally: Tally | None) -> None:
        """The columns that would say nothing: the variant in a game without variants,
        the levels where no line had computer players, the fingerprint where no deal has
        one.  Before the sums (None), what is known without them."""
        game = get_game(self.game_id)
        for table, variants, levels, fingerprints in (
            (
                self.deal_table,
                tally.deals_with_variant if tally else self.variant_box.count() > 1,
                tally.deals_with_levels if tally else True,
                tally.deals_with_fingerprint if tally else True,
            ),
            (
                self.match_table,
                tally.matches_with_variant if tally else self.variant_box.count() > 1,
                tally.matches_with_levels if tally else True,
                True,
            ),
        ):
            hidden: set[int] = set()
            if not game.variants and not variants:
                hidden.add(1)
            if not self.has_bots or not levels:
                hidden.add(2)
            if not fingerprints:  # deals from before fingerprints
                hidden.add(FINGERPRINT_COLUMN)
            for column in range(table.model().columnCount()):
                table.setColumnHidden(column, column in hidden)

    def _show_summary(self, tally: Tally | None, unknown: str = COUNTING) -> None:
        summary = tally.summary if tally is not None else Summary()
        rows: list[tuple[str, Summary]] = [(self.tr("All deals"), summary)]
        groups = tally.by_level if tally is not None else {}
        if any(group != NO_BOTS for group in groups):  # computer players: per level
            rows += [(self.level_title(g), s) for g, s in groups.items()]
        placed = summary.average_place is not None
        headers = [
            self.tr("Opponent level") if self.has_bots else "",
            self.tr("Deals"),
            self.tr("Won"),
            self.tr("Win rate"),
            self.tr("Streak"),
            self.tr("Best streak"),
            self.tr("Best score"),
            self.tr("Average score"),
        ]
        if placed:
            headers.append(self.tr("Average place"))
        table = self.summary
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setRowCount(len(rows))
        for row, (title, s) in enumerate(rows):
            cells = [
                title,
                str(s.played),
                str(s.won),
                percent(s.win_rate),
                str(s.current_streak),
                str(s.best_streak),
                "—" if s.best_score is None else str(s.best_score),
                "—" if s.average_score is None else f"{s.average_score:.1f}",
            ]
            if placed:
                cells.append("—" if s.average_place is None else f"{s.average_place:.2f}")
            if tally is None:
                cells[1:] = [unknown] * (len(cells) - 1)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        forms_match = get_game(self.game_id).deals_form_match
        if not forms_match:
            self.matches_label.setText("")
        elif tally is None:
            self.matches_label.setText(
                self.tr("Matches finished: {played}, won: {won} ({rate})").format(
                    played=unknown, won=unknown, rate=unknown
                )
            )
        else:
            played, won = tally.matches_played, tally.matches_won
            self.matches_label.setText(
                self.tr("Matches finished: {played}, won: {won} ({rate})").format(
                    played=played, won=won, rate=percent(won / played if played else None)
                )
            )
        self.matches_label.setVisible(forms_match)

    def _show_matches(self, game: str, variant: str | None) -> None:
        headers = [
            self.tr("Date"),
            self.tr("Variant"),
            self.tr("Opponent levels"),
            self.tr("Deals"),
            self.tr("Result"),
            self.tr("Your total"),
            self.tr("Final totals"),
        ]

        def texts(m: ListedMatch) -> list[str]:
            totals = totals_of(m.totals)
            return [
                stored_time(m.finished_at),
                self.variant_title(m.variant),
                self.levels_text(m.levels),
                str(m.deals),
                self.result_text(m.won, m.place, m.sides),
                str(m.score),
                m.totals if totals is None else " · ".join(str(t) for t in totals),
            ]

        store = self.store
        self.match_model.show(
            headers, {3, 5}, lambda before: store.match_page(game, variant, before), texts
        )

    def _show_deals(self, game: str, variant: str | None) -> None:
        headers = [
            self.tr("Date"),
            self.tr("Variant"),
            self.tr("Opponent levels"),
            self.tr("Deal number"),
            self.tr("Result"),
            self.tr("Score"),
            self.tr("Fingerprint"),
        ]

        def texts(d: ListedDeal) -> list[str]:
            return [
                stored_time(d.played_at),
                self.variant_title(d.variant),
                self.levels_text(d.levels),
                str(d.number),
                self.result_text(d.won, d.place, d.sides),
                str(d.score),
                short_form(d.fingerprint),
            ]

        tip = self.tr("Double-click or press Enter to play it again") if self.replayable else ""
        self.deal_model.tip = tip
        store = self.store
        self.deal_model.show(
            headers, {3, 5}, lambda before: store.deal_page(game, variant, before), texts
        )
        self._update_buttons()

    def _update_buttons(self) -> None:
        line = self.deal_model.line(self.deal_table.currentIndex().row())
        self.replay_button.setEnabled(self.replayable and line is not None)
        recorded = line is not None and self.store.has_record(line.id)
        self.watch_button.setEnabled(recorded)
        if recorded:
            tip = self.tr("Step through this deal as it was played, in the replay viewer")
        elif line is None:
            tip = self.tr("Choose a deal in the list to replay it")
        else:
            tip = self.tr(
                "This deal was booked before Torite kept the record of each deal:"
                " it cannot be replayed"
            )
        self.watch_button.setToolTip(tip)

    # -- playing a deal again ---------------------------------------------------------------

    def _replay_index(self, index: QModelIndex) -> None:
        self.replay_row(index.row())

    def replay_selected(self) -> None:
        self.replay_row(self.deal_table.currentIndex().row())

    def replay_row(self, row: int) -> None:
        """Ask the table for the deal on ``row`` (newest first) and close."""
        line = self.deal_model.line(row)
        if not self.replayable or line is None:
            return
        self.replay_requested.emit(line.game, line.variant, line.number)
        self.accept()

    def watch_selected(self) -> None:
        """Ask for the chosen deal's record in the replay viewer; the window stays open,
        under the viewer.  The record is read now, and only this line's."""
        line = self.deal_model.line(self.deal_table.currentIndex().row())
        if line is None:
            return
        try:
            text = self.store.record(line.id)
        except sqlite3.Error as exc:
            self.show_error(
                self.tr("Could not read the record of this deal: {error}").format(error=exc)
            )
            return
        if not text:  # gone since it was chosen (the file edited meanwhile)
            self._update_buttons()
            return
        self.watch_requested.emit(text)

    # -- reset and export -------------------------------------------------------------------

    def ask_reset(self) -> None:
        """Forget the game's statistics, once the player has said yes (No is the default)."""
        title = get_game(self.game_id).titles[self.lang]
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget every deal and match of {game}? This cannot be undone.").format(
                game=title
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.confirm_box = box
        answer = box.exec()
        self.confirm_box = None
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Yes:
            return
        if self.counting is not None:  # its reading would hold the deletion up
            self.counting.stop()
            self.counting.wait(2.0)
        error = self.store.reset(self.game_id)
        if error is not None:
            self.show_error(self.tr("Could not reset the statistics: {error}").format(error=error))
        self._game_changed()

    def ask_export(self) -> None:
        """Every deal of every game as CSV, written on a thread: a progress bar shows (if
        it takes a while) and can cancel it, which removes the part written."""
        if self.exporting is not None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export statistics as CSV"),
            str(start_folder(self.folders, EXPORTS) / "torite-statistics.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not path:
            return
        remember_folder(self.folders, EXPORTS, path)
        title = partial(game_title, self.lang)

        def write(reader: Statistics, job: Job[bool]) -> bool:
            """On the job's thread: the file is opened there (a named pipe chosen by
            mistake is refused, never waited on) and replaces the old one only when every
            line is written; a cancel leaves the old file as it was."""

            def progress(done: int, total: int) -> bool:
                job.done, job.total = done, total
                return not job.stopped.is_set()

            with replacing(path) as raw:
                out = io.TextIOWrapper(raw, encoding="utf-8-sig", newline="")
                try:
                    if not reader.write_csv(out, title, progress):
                        raise ExportCancelled
                    out.flush()
                finally:
                    out.detach()  # the handle is closed by replacing()
            return True

        self.export_path = path
        progress = QProgressDialog(self)
        progress.setWindowTitle(self.tr("Export statistics as CSV"))
        progress.setLabelText(self.tr("Export statistics as CSV"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setRange(0, 0)
        progress.canceled.connect(self._cancel_export)
        self.export_progress = progress
        self.export_button.setEnabled(False)
        self.exporting = Job(self.store, write)
        self.poll.start()

    def _cancel_export(self) -> None:
        if self.exporting is not None:
            self.exporting.stop()

    def _export_progress(self, job: Job[bool]) -> None:
        progress = self.export_progress
        if progress is not None and progress.wasCanceled():  # Cancel, Escape, closed
            job.stop()
        if not job.finished:
            if progress is not None and job.total:
                progress.setRange(0, job.total)
                progress.setValue(min(job.done, job.total - 1))
            return
        self.exporting = None
        self.export_progress = None
        if progress is not None:
            progress.canceled.disconnect(self._cancel_export)
            progress.close()
            progress.deleteLater()
        self.export_button.setEnabled(True)
        if job.error is not None and not job.stopped.is_set():
            self.show_error(
                self.tr("Could not write {path}: {error}").format(
                    path=self.export_path, error=job.error
                )
            )

    def done(self, result: int) -> None:
        """Closing stops the jobs (a cancelled export leaves no file) before it returns."""
        for job in (self.counting, self.exporting):
            if job is not None:
                job.stop()
                job.wait(2.0)
        self.counting = None
        if self.exporting is not None:
            self._export_progress(self.exporting)
        self.poll.stop()
        super().done(result)

    def show_error(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Statistics"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.error_box = box
        box.open()
