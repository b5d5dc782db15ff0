"""The statistics window: per game and variant the deals added up per opponent level, two
charts drawn with QPainter paths (the score per deal with its running average, the win
rate per opponent level), the match history, and the deals with their numbers — a deal
of a game whose deals stand alone (the solitaire) can be played again from here.  Reset
a game's statistics (asked first), export every deal as CSV.  Deleted when closed.

Opponent levels are named only for a game with computer players (its metadata says it
seats more than one player); the deals list shows each deal's fingerprint, the one shown
before its first move."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QModelIndex, QPointF, QRectF, Qt, Signal
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
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.levels import LEVELS
from rules_core.fairness import short_form
from rules_core.registry import get_game

from ..statistics import (
    MIXED,
    NO_BOTS,
    DealLine,
    MatchLine,
    Statistics,
    Summary,
    by_level,
    running_average,
    summarize,
)
from ..tables import PLAYABLE_GAMES

ALL = "\x00all"  # the variant choice "every variant" (no variant is called so)
SCORE_COLOUR = QColor("#1e88e5")
AVERAGE_COLOUR = QColor("#fb8c00")
BAR_COLOUR = QColor("#43a047")
FINGERPRINT_COLUMN = 6  # in the deals list


def local_time(when: datetime) -> str:
    return when.astimezone().strftime("%Y-%m-%d %H:%M")


def percent(rate: float | None) -> str:
    return "—" if rate is None else f"{rate:.0%}"


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
    """The score of each deal, oldest first, as a line, with its running average."""

    def __init__(self) -> None:
        super().__init__()
        self.scores: list[int] = []

    def set_scores(self, scores: Sequence[int]) -> None:
        self.scores = list(scores)
        self.update()

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
        labels = max(metrics.horizontalAdvance(str(v)) for v in (low, high)) + 6
        plot = QRectF(area.left() + labels, area.top() + 4, area.width() - labels - 4, 0)
        plot.setBottom(area.bottom() - line - 4)
        steps = max(1, len(self.scores) - 1)

        def point(index: int, value: float) -> QPointF:
            x = plot.left() + plot.width() * (index / steps if len(self.scores) > 1 else 0.5)
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
            painter.drawText(QRectF(area.left(), y - line / 2, labels - 4, line), right, str(mark))
        series: list[tuple[list[float], QColor, float, Qt.PenStyle]] = [
            ([float(s) for s in self.scores], SCORE_COLOUR, 1.6, Qt.PenStyle.SolidLine),
            (running_average(self.scores), AVERAGE_COLOUR, 2.4, Qt.PenStyle.DashLine),
        ]
        for values, colour, width, style in series:
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
        legend_y = area.bottom() - line
        x = plot.left()
        for colour, words in (
            (SCORE_COLOUR, self.tr("Score per deal")),
            (AVERAGE_COLOUR, self.tr("Running average")),
        ):
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(x, legend_y + line / 2), QPointF(x + 16, legend_y + line / 2))
            painter.setPen(text)
            painter.drawText(QPointF(x + 20, legend_y + metrics.ascent()), words)
            x += 40 + metrics.horizontalAdvance(words)
        count = self.tr("Deals: {n}").format(n=len(self.scores))
        painter.drawText(
            QRectF(plot.left(), legend_y, plot.width(), line),
            right,
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

    def __init__(
        self, store: Statistics, game_id: str, lang: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.lang = lang
        self.deal_lines: list[DealLine] = []  # of the game and variant shown, newest first
        self.confirm_box: QMessageBox | None = None
        self.error_box: QMessageBox | None = None

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
        self.summary = self._table()
        self.summary.horizontalHeader().setStretchLastSection(False)
        summary_page = QWidget()
        summary_layout = QVBoxLayout(summary_page)
        summary_layout.addWidget(self.summary, 1)
        summary_layout.addWidget(self.matches_label)
        self.score_chart = ScoreChart()
        self.score_chart.title = self.tr("Score over time")
        self.score_chart.empty = self.tr("No deals yet.")
        self.level_chart = LevelChart()
        self.level_chart.title = self.tr("Win rate by opponent level")
        self.level_chart.empty = self.tr("No deals yet.")
        charts = QWidget()
        charts_layout = QHBoxLayout(charts)
        charts_layout.addWidget(self.score_chart, 3)
        charts_layout.addWidget(self.level_chart, 2)
        self.match_table = self._table()
        self.deal_table = self._table()
        self.deal_table.activated.connect(self._replay_index)
        self.deal_table.itemSelectionChanged.connect(self._update_buttons)
        self.replay_button = QPushButton(self.tr("&Play this deal again"))
        self.replay_button.clicked.connect(self.replay_selected)
        deals_page = QWidget()
        deals_layout = QVBoxLayout(deals_page)
        deals_layout.addWidget(self.deal_table, 1)
        deals_layout.addWidget(self.replay_button, 0, Qt.AlignmentFlag.AlignLeft)
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
        for button in [*buttons.buttons(), self.replay_button]:
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
    def _table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
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
        seen = {d.variant for d in self.store.deals(self.game_id)}
        seen |= {m.variant for m in self.store.matches(self.game_id)}
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
        """Read the game's lines again and show them."""
        variant = self.variant
        deals = [
            d for d in self.store.deals(self.game_id) if variant is None or d.variant == variant
        ]
        matches = [
            m for m in self.store.matches(self.game_id) if variant is None or m.variant == variant
        ]
        self._show_summary(deals, matches)
        self.score_chart.set_scores([d.score for d in deals])
        groups = by_level(deals, LEVELS)
        self.level_chart.empty = (
            self.tr("No deals against computer players.") if deals else self.tr("No deals yet.")
        )
        self.level_chart.set_bars(
            [
                (self.level_title(g), s.win_rate or 0.0, s.played)
                for g, s in groups.items()
                if s.played and g != NO_BOTS
            ]
        )
        self._show_matches(matches)
        self._show_deals(deals)
        self.reset_button.setEnabled(bool(deals or matches))

    def _show_summary(self, deals: list[DealLine], matches: list[MatchLine]) -> None:
        rows: list[tuple[str, Summary]] = [(self.tr("All deals"), summarize(deals))]
        groups = by_level(deals, LEVELS)
        if any(group != NO_BOTS for group in groups):  # computer players: per level
            rows += [(self.level_title(g), s) for g, s in groups.items()]
        placed = any(d.sides > 2 for d in deals)
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
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        if not get_game(self.game_id).deals_form_match:
            self.matches_label.setText("")
        else:
            won = sum(1 for m in matches if m.won)
            self.matches_label.setText(
                self.tr("Matches finished: {played}, won: {won} ({rate})").format(
                    played=len(matches),
                    won=won,
                    rate=percent(won / len(matches) if matches else None),
                )
            )
        self.matches_label.setVisible(get_game(self.game_id).deals_form_match)

    def _show_matches(self, matches: list[MatchLine]) -> None:
        headers = [
            self.tr("Date"),
            self.tr("Variant"),
            self.tr("Opponent levels"),
            self.tr("Deals"),
            self.tr("Result"),
            self.tr("Your total"),
            self.tr("Final totals"),
        ]
        rows = [
            [
                local_time(m.finished_at),
                self.variant_title(m.variant),
                self.levels_text(m.levels),
                str(m.deals),
                self.result_text(m.won, m.place, m.sides),
                str(m.score),
                " · ".join(str(t) for t in m.totals),
            ]
            for m in reversed(matches)
        ]
        self._fill(self.match_table, headers, rows, numbers={3, 5}, hidden=self._hidden(matches))

    def _show_deals(self, deals: list[DealLine]) -> None:
        headers = [
            self.tr("Date"),
            self.tr("Variant"),
            self.tr("Opponent levels"),
            self.tr("Deal number"),
            self.tr("Result"),
            self.tr("Score"),
            self.tr("Fingerprint"),
        ]
        self.deal_lines = list(reversed(deals))
        rows = [
            [
                local_time(d.played_at),
                self.variant_title(d.variant),
                self.levels_text(d.levels),
                str(d.number),
                self.result_text(d.won, d.place, d.sides),
                str(d.score),
                short_form(d.fingerprint),
            ]
            for d in self.deal_lines
        ]
        tip = self.tr("Double-click or press Enter to play it again") if self.replayable else ""
        hidden = self._hidden(deals)
        if all(not d.fingerprint for d in deals):  # deals from before fingerprints
            hidden.add(FINGERPRINT_COLUMN)
        self._fill(self.deal_table, headers, rows, {3, 5}, hidden, tip)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for row, line in enumerate(self.deal_lines):
            item = self.deal_table.item(row, FINGERPRINT_COLUMN)
            if item is None:
                continue
            item.setFont(fixed)
            if line.fingerprint:  # the whole digest, to compare with a record's
                item.setToolTip("\n".join(filter(None, (line.fingerprint, tip))))
        self._update_buttons()

    def _hidden(self, lines: Sequence[DealLine | MatchLine]) -> set[int]:
        """The columns that would say nothing: the variant in a game without variants,
        the levels where no line had computer players."""
        hidden: set[int] = set()
        if not get_game(self.game_id).variants and all(not line.variant for line in lines):
            hidden.add(1)
        if not self.has_bots or all(not line.levels for line in lines):
            hidden.add(2)
        return hidden

    @staticmethod
    def _fill(
        table: QTableWidget,
        headers: list[str],
        rows: list[list[str]],
        numbers: set[int],
        hidden: set[int],
        tip: str = "",
    ) -> None:
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in numbers:
                    item.setTextAlignment(right)
                if tip:
                    item.setToolTip(tip)
                table.setItem(row, column, item)
        for column in range(len(headers)):
            table.setColumnHidden(column, column in hidden)

    def _update_buttons(self) -> None:
        self.replay_button.setEnabled(self.replayable and self.deal_table.currentRow() >= 0)

    # -- playing a deal again ---------------------------------------------------------------

    def _replay_index(self, index: QModelIndex) -> None:
        self.replay_row(index.row())

    def replay_selected(self) -> None:
        self.replay_row(self.deal_table.currentRow())

    def replay_row(self, row: int) -> None:
        """Ask the table for the deal on ``row`` (newest first) and close."""
        if not self.replayable or not 0 <= row < len(self.deal_lines):
            return
        line = self.deal_lines[row]
        self.replay_requested.emit(line.game, line.variant, line.number)
        self.accept()

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
        error = self.store.reset(self.game_id)
        if error is not None:
            self.show_error(self.tr("Could not reset the statistics: {error}").format(error=error))
        self._game_changed()

    def ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export statistics as CSV"),
            "torite-statistics.csv",
            self.tr("CSV files (*.csv)"),
        )
        if not path:
            return
        try:
            self.store.export_csv(path, lambda game: self._game_title(game))
        except OSError as exc:
            self.show_error(self.tr("Could not write {path}: {error}").format(path=path, error=exc))

    def _game_title(self, game_id: str) -> str:
        try:
            return get_game(game_id).titles[self.lang]
        except KeyError:  # a game of another version of Torite
            return game_id

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
