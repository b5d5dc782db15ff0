"""The statistics window for a player of many years: a file of 20,000 deals (and a hostile
one of 500,000, slow) opens at once with the right totals, its lists read a page at a
time, the sums are added up on a thread that closing the window stops, and the CSV
export streams with a progress bar that can cancel it."""

from __future__ import annotations

import csv
import json
import random
import resource
import sqlite3
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from desktop.dialogs.statistics import Job, StatisticsDialog
from desktop.sitting.statistics import (
    DEAL_COLUMNS,
    MATCH_COLUMNS,
    PAGE,
    Statistics,
    by_level,
    summarize,
)
from rules_core.ai.levels import LEVELS

T0 = datetime(2012, 1, 1, tzinfo=UTC)
SOLITAIRE = "mustfollow_solitaire"


def many_deals(path: Path, count: int, seed: int = 7) -> Statistics:
    """``count`` deals over the years, nine in ten of Hamlet against every level and one
    in ten of the solitaire, with a match every ten deals: written at once."""
    opened = Statistics.open(path)
    assert opened.store is not None
    store = opened.store
    rng = random.Random(seed)
    levels = ["easy,easy", "normal,normal", "strong,strong", "easy,strong"]

    def deals():
        for n in range(count):
            hamlet = n % 10 != 0
            score = rng.randint(-20, 60)
            yield (
                (T0 + timedelta(minutes=7 * n)).isoformat(),
                "hamlet" if hamlet else SOLITAIRE,
                "",
                "{}",
                rng.choice(levels) if hamlet else "",
                n + 1,
                rng.choice([1, 0, 0, None]) if hamlet else rng.choice([0, 1]),
                rng.randint(1, 3),
                3 if hamlet else 1,
                score,
                json.dumps([score, 3, 4]),
                f"{n:064x}",
                f"{rng.getrandbits(256):064x}",
            )

    def matches():
        for n in range(count // 10):
            yield (
                (T0 + timedelta(minutes=70 * n)).isoformat(),
                "hamlet",
                "",
                "{}",
                "easy,easy",
                6,
                rng.choice([0, 1]),
                1,
                3,
                100,
                "[100, 30, 20]",
                f"m{n}",
            )

    with store.db:
        store.db.execute("BEGIN")
        store.db.executemany(
            f"INSERT INTO deals ({', '.join(DEAL_COLUMNS)})"
            f" VALUES ({', '.join('?' * len(DEAL_COLUMNS))})",
            deals(),
        )
        store.db.executemany(
            f"INSERT INTO matches ({', '.join(MATCH_COLUMNS)})"
            f" VALUES ({', '.join('?' * len(MATCH_COLUMNS))})",
            matches(),
        )
    return store


def cells(table, row: int) -> list[str]:
    model = table.model()
    return [model.index(row, c).data() for c in range(model.columnCount())]


def open_dialog(qtbot, store: Statistics, game: str = "hamlet") -> tuple[StatisticsDialog, float]:
    """The window shown and drawn, every tab once; the seconds it took."""
    started = time.perf_counter()
    dialog = StatisticsDialog(store, game, "en")  # deleted when closed
    dialog.show()
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
    dialog.tabs.setCurrentIndex(0)
    QApplication.processEvents()
    return dialog, time.perf_counter() - started


def counted(qtbot, dialog: StatisticsDialog, timeout: int = 10000) -> None:
    qtbot.waitUntil(lambda: dialog.counting is None and dialog.tally is not None, timeout=timeout)


@pytest.fixture(scope="module")
def twenty_thousand(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("many") / "statistics.sqlite3"
    many_deals(path, 20_000).close()
    return path


def test_twenty_thousand_deals_open_at_once_with_the_right_totals(qtbot, twenty_thousand):
    """The baseline read every deal into widgets on the GUI thread: 9 to 12 s."""
    store = Statistics.open(twenty_thousand).store
    assert store is not None
    dialog, seconds = open_dialog(qtbot, store)
    counted(qtbot, dialog)
    total = time.perf_counter()
    assert seconds < 1.5, seconds  # about 0.2 s on an idle machine
    lines = store.deals("hamlet")
    assert len(lines) == 18_000
    expected = summarize(lines)
    assert dialog.tally is not None and dialog.tally.summary == expected
    assert dialog.tally.by_level == by_level(lines, LEVELS)
    row = cells(dialog.summary, 0)
    assert row[1:4] == [str(expected.played), str(expected.won), f"{expected.won / 18000:.0%}"]
    assert row[5] == str(expected.best_streak)
    assert dialog.matches_label.text().startswith("Matches finished: 2000, won: ")
    chart = dialog.score_chart
    assert len(chart.scores) <= 300 and chart.deals == 18_000 and chart.per == 60
    assert chart.averages[-1] == pytest.approx(expected.average_score)
    assert time.perf_counter() - total < 5  # the brute force above is the slow part
    dialog.close()


def test_the_lists_read_a_page_at_a_time(qtbot, twenty_thousand):
    store = Statistics.open(twenty_thousand).store
    assert store is not None
    dialog, _ = open_dialog(qtbot, store, SOLITAIRE)
    counted(qtbot, dialog)
    model = dialog.deal_model
    assert model.rowCount() == PAGE and model.canFetchMore(model.index(-1, -1))
    assert cells(dialog.deal_table, 0)[3] == "19991"  # the newest first
    dialog.tabs.setCurrentIndex(3)
    bar = dialog.deal_table.verticalScrollBar()
    for _ in range(3):  # scrolled to the end: the next page
        bar.setValue(bar.maximum())
        QApplication.processEvents()
    assert model.rowCount() >= 2 * PAGE
    numbers = [int(cells(dialog.deal_table, r)[3]) for r in range(model.rowCount())]
    assert numbers == list(range(19991, 19991 - 10 * len(numbers), -10))  # none twice, none lost
    # A deal far down the list is played again, as one at the top.
    with qtbot.waitSignal(dialog.replay_requested) as asked:
        dialog.replay_row(PAGE + 5)
    assert asked.args == [SOLITAIRE, "", numbers[PAGE + 5]]  # and the window closed


def test_closing_the_window_stops_the_sums_at_once(qtbot, tmp_path):
    """A job's statement stops within milliseconds of stop(): the window never waits
    for sums nobody will see (here a query that would never end)."""
    store = Statistics.open(tmp_path / "statistics.sqlite3").store
    assert store is not None
    endless = (
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"
    )
    job: Job[int] = Job(store, lambda reader, _: reader.db.execute(endless).fetchone()[0])
    assert not job.wait(0.2)
    started = time.perf_counter()
    job.stop()
    assert job.wait(2.0)
    assert time.perf_counter() - started < 0.5
    assert job.result is None and job.error is None  # stopped: nothing to show or say
    failed: Job[int] = Job(store, lambda reader, _: reader.db.execute("SELECT x").fetchone())
    assert failed.wait(2.0) and failed.error is not None and "x" in failed.error


def test_a_booking_while_the_window_counts_is_shown_too(qtbot, twenty_thousand, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(twenty_thousand.read_bytes())
    store = Statistics.open(path).store
    assert store is not None
    dialog, _ = open_dialog(qtbot, store, SOLITAIRE)
    from desktop.sitting.statistics import DealLine

    assert store.book(DealLine(SOLITAIRE, "", "", 424242, True, 1, 1, 9)) is None
    dialog.refresh()  # as the main window does after a booking
    counted(qtbot, dialog)
    assert dialog.tally is not None and dialog.tally.summary.played == 2001
    assert cells(dialog.deal_table, 0)[3] == "424242"
    dialog.close()


def test_the_csv_export_runs_on_a_thread_and_can_be_cancelled(
    qtbot, twenty_thousand, tmp_path, monkeypatch
):
    store = Statistics.open(twenty_thousand).store
    assert store is not None
    dialog, _ = open_dialog(qtbot, store)
    out = tmp_path / "all.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dialog.export_button.click()
    assert dialog.exporting is not None and not dialog.export_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.exporting is None, timeout=30000)
    with out.open(encoding="utf-8-sig", newline="") as handle:
        rows = sum(1 for _ in csv.reader(handle))
    assert rows == 20_001 and dialog.export_button.isEnabled() and dialog.error_box is None
    # Cancelled from the progress bar: the file exported before stays whole, no half
    # file is left, nothing is said.
    before = out.read_bytes()
    dialog.export_button.click()
    progress = dialog.export_progress
    assert progress is not None
    QTimer.singleShot(0, progress.findChild(QPushButton).click)
    qtbot.waitUntil(lambda: dialog.exporting is None, timeout=30000)
    assert out.read_bytes() == before and dialog.error_box is None
    assert not list(tmp_path.glob(".torite-*"))
    # Closing the window during an export stops it too.
    dialog.export_button.click()
    dialog.close()
    assert dialog.exporting is None and out.read_bytes() == before
    assert not list(tmp_path.glob(".torite-*"))


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@pytest.mark.slow
def test_a_hostile_file_of_half_a_million_deals(qtbot, tmp_path):
    """500,000 deals (the baseline: 2.5 minutes and 3 GB before the window showed): the
    window is up in well under a second with its lists, stays responsive while SQLite
    adds up, and the sums come with the right count; memory stays low."""
    path = tmp_path / "statistics.sqlite3"
    many_deals(path, 500_000).close()
    store = Statistics.open(path).store
    assert store is not None
    before = peak_rss_mb()
    dialog, seconds = open_dialog(qtbot, store)
    assert seconds < 1.0, seconds
    assert dialog.deal_model.rowCount() == PAGE
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    counted(qtbot, dialog, timeout=60000)
    timer.stop()
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert not gaps or max(gaps) < 0.5, max(gaps)  # the GUI thread kept answering
    db = sqlite3.connect(path)
    played = db.execute("SELECT count(*) FROM deals WHERE game = 'hamlet'").fetchone()[0]
    db.close()
    assert dialog.tally is not None and dialog.tally.summary.played == played == 450_000
    assert peak_rss_mb() - before < 100
    assert (
        dialog.deal_table.model().data(dialog.deal_model.index(0, 3), Qt.ItemDataRole.DisplayRole)
        == "500000"
    )
    dialog.close()


def test_the_window_shows_its_lists_while_the_sums_are_added_up(qtbot, tmp_path, monkeypatch):
    """Sums that take long (held here until released) never hold the window: the lists
    are there, the numbers say "…" until the sums come."""
    import threading

    from desktop.sitting.statistics import DealLine

    store = Statistics.open(tmp_path / "statistics.sqlite3").store
    assert store is not None
    for n in range(3):
        assert store.book(DealLine(SOLITAIRE, "", "", n + 1, n != 1, 1, 1, 5)) is None
    release = threading.Event()
    tally = Statistics.tally

    def slow(self, *args, **kwargs):
        release.wait(10)
        return tally(self, *args, **kwargs)

    monkeypatch.setattr(Statistics, "tally", slow)
    dialog, seconds = open_dialog(qtbot, store, SOLITAIRE)
    assert seconds < 1.0
    assert dialog.counting is not None and dialog.tally is None
    assert cells(dialog.summary, 0)[1:4] == ["…", "…", "…"]
    assert dialog.deal_model.rowCount() == 3
    release.set()
    counted(qtbot, dialog)
    assert cells(dialog.summary, 0)[1:4] == ["3", "2", "67%"]
    dialog.close()


def test_sums_that_cannot_be_read_say_so_and_never_zero(qtbot, tmp_path, monkeypatch):
    store = Statistics.open(tmp_path / "statistics.sqlite3").store
    assert store is not None

    def locked(self, *args, **kwargs):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(Statistics, "tally", locked)
    dialog, _ = open_dialog(qtbot, store)
    qtbot.waitUntil(lambda: dialog.counting is None)
    assert dialog.tally is None
    assert set(cells(dialog.summary, 0)[1:]) == {"—"}  # not "0 deals": nothing is lost
    assert dialog.summary.toolTip() == "database is locked"
    dialog.close()
