"""Statistics in the app: finished deals and matches booked once (also across a restart),
the statistics window's numbers, reset with a confirmation, CSV export, a lost solitaire
deal played again from the list, and a damaged, newer or unwritable file that never stops
the app."""

from __future__ import annotations

import csv
import os
import random
import sqlite3
import stat
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from gui_helpers import drained, quiet_window
from PySide6.QtCore import QEvent, QPointF, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QKeySequence, QMouseEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from desktop.dialogs.end_of_deal import EndOfDealDialog
from desktop.dialogs.statistics import StatisticsDialog
from desktop.games.playable import LEVELS_KEY
from desktop.replay.viewer import ReplayViewer
from desktop.sitting import Sitting
from desktop.sitting.session import Session
from desktop.sitting.statistics import DealLine, MatchLine, OpenKind, Statistics
from rules_core.record import MAX_RECORD_BYTES, loads
from rules_core.registry import get_game

T0 = datetime(2024, 6, 1, 9, 0, tzinfo=UTC)
SOLITAIRE = "mustfollow_solitaire"


def window_with_stats(qtbot, tmp_path, **kwargs):
    return quiet_window(qtbot, tmp_path, statistics=tmp_path / "statistics.sqlite3", **kwargs)


def saved_lines(tmp_path) -> Statistics:
    opened = Statistics.open(tmp_path / "statistics.sqlite3")
    assert opened.store is not None, opened
    return opened.store


def finish_with_bots(qtbot, window, rng: random.Random) -> None:
    table = window.table
    while True:
        qtbot.waitUntil(
            lambda: table.session.state.is_terminal or (not table.busy() and table.turns.my_turn()),
        )
        if table.session.state.is_terminal:
            return
        table.perform(rng.choice(table.session.state.legal_actions()))


def test_a_deal_and_the_match_it_ends_are_booked_once(qtbot, tmp_path):
    window = window_with_stats(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    window.settings.set_game_options("shikagari", {"games": 1, LEVELS_KEY: ["easy", "strong"]})
    window.choose_game("shikagari")
    finish_with_bots(qtbot, window, random.Random(3))
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    state = window.table.session.state
    outcome = state.outcome(0)
    window.deal_end.book()  # asked again (undo, replay): nothing more
    store = saved_lines(tmp_path)
    [deal] = store.deals()
    assert (deal.game, deal.number, deal.levels) == (
        "shikagari",
        window.table.session.number,
        "easy,strong,normal",  # seat 3 had no level chosen: the default
    )
    assert (deal.won, deal.place, deal.sides, deal.score) == (
        outcome.won,
        outcome.place,
        outcome.sides,
        outcome.score,
    )
    assert deal.scores == tuple(state.scores())
    assert loads(deal.record).actions == window.table.session.record().actions  # to replay
    [match] = store.matches()
    assert match.deals == 1 and match.totals == tuple(window.sitting.matches["shikagari"].totals)
    window.deal_end.dialog.reject()
    window.close()
    again = window_with_stats(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    assert again.saving.resume_autosave()  # the finished deal is back on the table
    qtbot.waitUntil(lambda: again.deal_end.dialog is not None)
    assert len(store.deals()) == 1 and len(store.matches()) == 1  # not booked again


def test_a_resumed_finished_deal_without_its_line_gets_it(qtbot, tmp_path):
    first = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")  # no stats
    first.game_id = SOLITAIRE
    first.new_game(31)
    while not first.table.session.state.is_terminal:
        first.table.perform(first.table.session.state.legal_actions()[0])
    first.close()
    window = window_with_stats(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    assert window.saving.resume_autosave()
    assert [d.number for d in saved_lines(tmp_path).deals()] == [31]


def test_a_finished_game_opened_from_a_record_is_not_counted(qtbot, tmp_path):
    first = quiet_window(qtbot, tmp_path)
    first.game_id = SOLITAIRE
    first.new_game(32)
    while not first.table.session.state.is_terminal:
        first.table.perform(first.table.session.state.legal_actions()[0])
    text = first.table.session.record().dumps()
    window = window_with_stats(qtbot, tmp_path)
    assert window.records.paste(text)
    assert window.table.session.state.is_terminal
    assert saved_lines(tmp_path).deals() == []


def book_some(tmp_path) -> Statistics:
    """Hamlet deals against easy, strong and mixed bots, a finished match, and solitaire
    deals (deal 22 lost)."""
    store = saved_lines(tmp_path)
    hamlet = [
        ("easy,easy", True, 1, 30),
        ("easy,easy", True, 1, 12),
        ("easy,easy", False, 3, 2),
        ("strong,strong", False, 2, 5),
        ("strong,strong", True, 1, 21),
        ("easy,strong", True, 1, 40),
    ]
    for n, (levels, won, place, score) in enumerate(hamlet):
        line = DealLine(
            "hamlet",
            "",
            levels,
            100 + n,
            won,
            place,
            3,
            score,
            (score, 1, 1),
            played_at=T0 + timedelta(hours=n),
            key=f"h{n}",
        )
        match = None
        if n == 5:
            match = MatchLine(
                "hamlet", "", levels, 6, True, 1, 3, 110, (110, 30, 20), finished_at=T0
            )
        assert store.book(line, match) is None
    for n, (number, won) in enumerate([(11, True), (22, False), (33, True)]):
        line = DealLine(
            SOLITAIRE,
            "",
            "",
            number,
            won,
            1,
            1,
            5 if won else -3,
            (5 if won else -3,),
            played_at=T0 + timedelta(days=1, minutes=n),
            fingerprint="" if number == 11 else f"{number:02d}" * 32,  # 11: from before them
        )
        assert store.book(line) is None
    return store


def cells(table, row: int) -> list[str]:
    model = table.model()
    return [model.index(row, c).data() for c in range(model.columnCount())]


def headers_of(table) -> list[str]:
    model = table.model()
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def column(table, title: str) -> int:
    return headers_of(table).index(title)


def counted(qtbot, dialog: StatisticsDialog) -> StatisticsDialog:
    """The dialog once its sums are shown (they are added up on a thread)."""
    qtbot.waitUntil(lambda: dialog.counting is None and dialog.tally is not None)
    return dialog


def choose_game(qtbot, dialog: StatisticsDialog, game_id: str) -> None:
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game_id))
    counted(qtbot, dialog)


def open_statistics(qtbot, window, game_id: str) -> StatisticsDialog:
    window.game_id = game_id
    assert window.menus.act_stats.isEnabled()
    window.menus.act_stats.trigger()
    dialog = window.statistics.dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    return counted(qtbot, dialog)


def test_the_window_shows_the_numbers_per_level_and_the_match_history(qtbot, tmp_path):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, "hamlet")
    assert dialog.game_id == "hamlet"
    summary = dialog.summary
    titles = [summary.item(r, 0).text() for r in range(summary.rowCount())]
    assert titles == ["All deals", "Easy", "Strong", "Mixed levels"]
    assert headers_of(summary) == [
        "Opponent level",
        "Deals",
        "Won",
        "Win rate",
        "Streak",
        "Best streak",
        "Best score",
        "Average score",
        "Average place",
    ]
    assert cells(summary, 0)[1:] == ["6", "4", "67%", "2", "2", "40", "18.3", "1.50"]
    assert cells(summary, 1)[1:] == ["3", "2", "67%", "0", "2", "30", "14.7", "1.67"]
    assert cells(summary, 2)[1:5] == ["2", "1", "50%", "1"]
    assert dialog.matches_label.text() == "Matches finished: 1, won: 1 (100%)"
    assert dialog.score_chart.scores == [30, 12, 2, 5, 21, 40]
    assert [(label, deals) for label, _, deals in dialog.level_chart.bars] == [
        ("Easy", 3),
        ("Strong", 2),
        ("Mixed levels", 1),
    ]
    assert dialog.tabs.isTabVisible(dialog.matches_tab)
    history = dialog.match_table
    assert history.model().rowCount() == 1
    row = cells(history, 0)
    assert row[column(history, "Result")] == "Won"
    assert row[column(history, "Final totals")] == "110 · 30 · 20"
    assert row[column(history, "Opponent levels")] == "Easy, Strong"
    assert row[column(history, "Date")] == T0.astimezone().strftime("%Y-%m-%d %H:%M")
    deals = dialog.deal_table
    assert deals.model().rowCount() == 6
    assert cells(deals, 0)[column(deals, "Deal number")] == "105"  # newest first
    assert cells(deals, 2)[column(deals, "Result")] == "Place 2 of 3"
    assert not dialog.replay_button.isVisible()  # a match's deal is not played alone
    # Another game from the list: its own numbers; the solitaire has no levels nor matches.
    choose_game(qtbot, dialog, SOLITAIRE)
    assert [summary.item(r, 0).text() for r in range(summary.rowCount())] == ["All deals"]
    assert cells(summary, 0)[1:4] == ["3", "2", "67%"]
    assert not dialog.tabs.isTabVisible(dialog.matches_tab)
    assert dialog.level_chart.bars == []
    dialog.close()


def test_a_game_without_opponents_names_no_opponent_level(qtbot, tmp_path):
    """The solitaire seats one player (its metadata): no level column, chart or heading."""
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, SOLITAIRE)
    summary = dialog.summary
    headers = headers_of(summary)
    assert headers[0] == "" and "Opponent level" not in headers
    assert dialog.level_chart.isHidden() and not dialog.score_chart.isHidden()
    deals = dialog.deal_table
    assert deals.isColumnHidden(column(deals, "Opponent levels"))
    choose_game(qtbot, dialog, "hamlet")  # a game with bots
    assert headers_of(summary)[0] == "Opponent level"
    assert not dialog.level_chart.isHidden()
    assert not deals.isColumnHidden(column(deals, "Opponent levels"))
    dialog.close()


def test_the_deals_list_shows_each_deal_s_fingerprint(qtbot, tmp_path):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, SOLITAIRE)
    deals = dialog.deal_table
    where = column(deals, "Fingerprint")
    assert not deals.isColumnHidden(where)
    model = deals.model()
    shown = {cells(deals, r)[column(deals, "Deal number")]: model.index(r, where) for r in range(3)}
    assert shown["33"].data() == "3333 3333 3333 3333"
    assert shown["33"].data(Qt.ItemDataRole.ToolTipRole).startswith("33" * 32)  # the whole digest
    assert shown["11"].data() == ""  # booked before fingerprints
    choose_game(qtbot, dialog, "hamlet")
    assert deals.isColumnHidden(column(deals, "Fingerprint"))  # no deal there has one
    dialog.close()


def test_the_window_is_translated(qtbot, tmp_path):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    window.apply_language("ja")
    try:
        dialog = open_statistics(qtbot, window, "hamlet")
        assert dialog.windowTitle() == "統計"
        assert headers_of(dialog.summary)[3] == "勝率"
        assert window.menus.act_stats.text().startswith("統計")
        dialog.close()
    finally:
        window.apply_language("en")


def test_reset_asks_first_and_no_keeps_everything(qtbot, tmp_path):
    store = book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, "hamlet")
    seen: list[object] = []

    def answer(button: QMessageBox.StandardButton) -> None:
        box = dialog.confirm_box
        assert box is not None
        seen.append(box.defaultButton() is box.button(QMessageBox.StandardButton.No))
        box.button(button).click()

    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.No))
    dialog.reset_button.click()
    assert seen == [True]  # No is the default button
    assert len(store.deals("hamlet")) == 6 and len(store.matches("hamlet")) == 1
    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.Yes))
    dialog.reset_button.click()
    assert store.deals("hamlet") == [] and store.matches("hamlet") == []
    assert len(store.deals(SOLITAIRE)) == 3  # only the game shown
    counted(qtbot, dialog)
    assert cells(dialog.summary, 0)[1] == "0"
    assert not dialog.reset_button.isEnabled()


def test_csv_export_and_an_unwritable_path(qtbot, tmp_path, monkeypatch):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, "hamlet")
    out = tmp_path / "export.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dialog.export_button.click()
    qtbot.waitUntil(lambda: dialog.exporting is None)
    rows = list(csv.DictReader(out.open(encoding="utf-8-sig", newline="")))
    assert len(rows) == 9  # every deal of every game
    assert rows[0]["game_title"] == "Hamlet" and rows[0]["result"] == "won"
    assert datetime.fromisoformat(rows[0]["played_at"]) == T0
    assert [r["deal_number"] for r in rows[-3:]] == ["11", "22", "33"]
    assert dialog.error_box is None
    folder = tmp_path / "a-folder"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(folder), ""))
    dialog.export_button.click()
    qtbot.waitUntil(lambda: dialog.exporting is None)
    assert dialog.error_box is not None and dialog.error_box.isVisible()
    assert "Could not write" in dialog.error_box.text()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_exporting_onto_a_named_pipe_is_refused_without_a_freeze(qtbot, tmp_path, monkeypatch):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, "hamlet")
    pipe = tmp_path / "export.csv"
    os.mkfifo(pipe)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pipe), ""))
    started = time.monotonic()
    dialog.export_button.click()  # opened the pipe on the window's thread and waited
    qtbot.waitUntil(lambda: dialog.exporting is None)
    assert time.monotonic() - started < 1
    assert "not a regular file" in dialog.error_box.text()
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)  # left as it was


def test_the_export_opens_in_the_documents_folder_then_the_one_last_used(
    qtbot, tmp_path, monkeypatch
):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, "hamlet")
    offered: list[str] = []
    out = tmp_path / "mine" / "stats.csv"
    out.parent.mkdir()

    def save_as(parent, title, where, filters):
        offered.append(where)
        return str(out), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    dialog.export_button.click()
    qtbot.waitUntil(lambda: dialog.exporting is None)
    dialog.export_button.click()
    qtbot.waitUntil(lambda: dialog.exporting is None)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert Path(offered[0]).parent in (Path(documents), Path.home())  # never the cwd
    assert offered[0].endswith("torite-statistics.csv")
    assert offered[1] == str(out.parent / "torite-statistics.csv")


def double_click(widget, pos) -> None:
    """What a real double click sends: press, release, double-click, release."""
    point = QPointF(pos)
    for kind in (
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.MouseButtonRelease,
    ):
        held = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else None
        event = QMouseEvent(
            kind,
            point,
            widget.mapToGlobal(point),
            Qt.MouseButton.LeftButton,
            held if held is not None else Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(widget, event)


@pytest.mark.parametrize("how", ["double-click", "enter", "button"])
def test_a_lost_solitaire_deal_is_played_again_from_the_list(qtbot, tmp_path, how):
    book_some(tmp_path)
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, SOLITAIRE)
    dialog.tabs.setCurrentIndex(3)
    table = dialog.deal_table
    result = column(table, "Result")
    row = next(r for r in range(table.model().rowCount()) if cells(table, r)[result] == "Lost")
    assert cells(table, row)[column(table, "Deal number")] == "22"
    if how == "double-click":
        double_click(table.viewport(), table.visualRect(table.model().index(row, 0)).center())
    else:
        table.setFocus()
        table.setCurrentIndex(table.model().index(row, 0))
        if how == "enter":
            qtbot.keyClick(table, Qt.Key.Key_Return)
        else:
            assert dialog.replay_button.isEnabled()
            dialog.replay_button.click()
    qtbot.waitUntil(lambda: window.statistics.dialog is None)
    session = window.table.session
    assert window.on_table and session.game_id == SOLITAIRE and session.number == 22
    expected = get_game(SOLITAIRE).new_deal(seed=22)
    assert session.state.view(0) == expected.view(0)


def book_played(store: Statistics, game_id: str, number: int) -> Session:
    """A deal of ``game_id`` played to its end at random and booked as the app books it
    (with its record), after the lines ``book_some`` booked without one."""
    sitting = Sitting(None, store)
    sitting.new_match(game_id, {})
    session = sitting.deal(game_id, number)
    rng = random.Random(number)
    while not session.state.is_terminal:
        session.apply(rng.choice(session.state.legal_actions()))
    assert sitting.count(session, False, lambda: "easy,strong") is not None
    return session


def deals_tab(qtbot, window, game_id: str) -> StatisticsDialog:
    dialog = open_statistics(qtbot, window, game_id)
    dialog.tabs.setCurrentIndex(3)
    return dialog


@pytest.mark.parametrize("game_id", ["hamlet", SOLITAIRE])
def test_a_deal_booked_with_its_record_is_replayed_from_the_list(qtbot, tmp_path, game_id):
    """Replay is offered for a line with a record (not one booked before records were
    kept, its tool tip says why), reached by keyboard, and opens the viewer over the
    window on that deal from its first move, every view offered; the window stays."""
    session = book_played(book_some(tmp_path), game_id, 77)
    window = window_with_stats(qtbot, tmp_path)
    dialog = deals_tab(qtbot, window, game_id)
    button, table = dialog.watch_button, dialog.deal_table
    assert button.isVisible() and button.accessibleName() == "Replay this deal"
    assert dialog.replay_button.isVisible() == (game_id == SOLITAIRE)  # beside it
    assert not button.isEnabled() and "Choose a deal" in button.toolTip()  # none chosen
    assert cells(table, 0)[column(table, "Deal number")] == "77"  # newest first
    table.setCurrentIndex(table.model().index(1, 0))  # booked before records were kept
    assert not button.isEnabled() and "booked before" in button.toolTip()
    table.setCurrentIndex(table.model().index(0, 0))
    assert button.isEnabled() and "replay viewer" in button.toolTip()
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    [viewer] = dialog.findChildren(ReplayViewer)
    qtbot.waitExposed(viewer)
    assert viewer.record.actions == session.record().actions and viewer.person == 0
    assert viewer.position == 0  # from its first move
    assert viewer.seat_box.count() == session.state.num_players + 1  # every view offered
    assert window.statistics.dialog is dialog and dialog.isVisible()
    viewer.close()
    dialog.close()


BROKEN = {
    "cut short": lambda text: text[: len(text) // 2],
    "not json": lambda text: "7",
    "a move that is not legal": lambda text: text.replace('"a": "', '"a": "no ', 1),
    "an unknown game": lambda text: text.replace('"game": "hamlet"', '"game": "chess"', 1),
    "a giant": lambda text: " " * (MAX_RECORD_BYTES + 10) + text,
}


@pytest.mark.parametrize("how", list(BROKEN))
def test_a_record_edited_by_hand_is_a_message_not_a_traceback(qtbot, tmp_path, monkeypatch, how):
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: said.append(a[1:3])))
    store = saved_lines(tmp_path)
    book_played(store, "hamlet", 78)
    [text] = [r[0] for r in store.db.execute("SELECT record FROM deals")]
    store.db.execute("UPDATE deals SET record = ?", (BROKEN[how](text),))
    window = window_with_stats(qtbot, tmp_path)
    dialog = deals_tab(qtbot, window, "hamlet")
    dialog.deal_table.setCurrentIndex(dialog.deal_table.model().index(0, 0))
    assert dialog.watch_button.isEnabled()  # a record is there, whatever it says
    dialog.watch_button.click()
    assert dialog.findChildren(ReplayViewer) == []
    [(title, text)] = said
    assert title == "Cannot replay this record" and text and "Traceback" not in text
    if how == "an unknown game":
        assert "chess" in text
    assert dialog.isVisible()  # the list stays, to choose another deal
    dialog.close()


def test_a_damaged_file_is_told_once_and_a_fresh_one_used(qtbot, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"not a database at all")
    window = window_with_stats(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.statistics.message is not None)
    assert "kept as" in window.statistics.message.text()
    assert (tmp_path / "statistics.broken.sqlite3").read_bytes() == b"not a database at all"
    assert window.sitting.stats is not None and window.menus.act_stats.isEnabled()
    window.game_id = SOLITAIRE
    window.new_game(5)
    while not window.table.session.state.is_terminal:
        window.table.perform(window.table.session.state.legal_actions()[0])
    assert [d.number for d in saved_lines(tmp_path).deals()] == [5]
    second = window_with_stats(qtbot, tmp_path)
    drained()
    assert second.statistics.message is None  # told once: the new file is sound


def test_a_newer_file_turns_statistics_off_and_stays_as_it_is(qtbot, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.execute("CREATE TABLE later (x)")
    db.commit()
    db.close()
    before = path.read_bytes()
    window = window_with_stats(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.statistics.message is not None)
    assert "newer version" in window.statistics.message.text()
    assert window.sitting.stats is None and not window.menus.act_stats.isEnabled()
    assert window.statistics.show() is None
    window.game_id = SOLITAIRE
    window.new_game(5)
    while not window.table.session.state.is_terminal:
        window.table.perform(window.table.session.state.legal_actions()[0])
    assert path.read_bytes() == before


def test_an_unwritable_place_turns_statistics_off_with_one_message(qtbot, tmp_path):
    (tmp_path / "data").write_text("a file, not a folder")
    window = quiet_window(qtbot, tmp_path, statistics=tmp_path / "data" / "statistics.sqlite3")
    qtbot.waitUntil(lambda: window.statistics.message is not None)
    assert window.statistics.opened.kind is OpenKind.UNAVAILABLE
    assert "Statistics are off" in window.statistics.message.text()
    assert not window.menus.act_stats.isEnabled()


def test_no_statistics_file_no_statistics_and_a_free_shortcut(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    assert window.sitting.stats is None and not window.menus.act_stats.isEnabled()
    assert window.statistics.show() is None
    assert window.menus.act_stats.shortcut() == QKeySequence("Ctrl+I")
    stats = window.menus.act_stats
    others = [a for a in window.findChildren(type(stats)) if a is not stats]
    assert all(a.shortcut() != QKeySequence("Ctrl+I") for a in others)


def test_a_failed_booking_is_shown_once(qtbot, tmp_path, monkeypatch):
    window = window_with_stats(qtbot, tmp_path)
    assert window.sitting.stats is not None
    monkeypatch.setattr(window.sitting.stats, "book", lambda *a, **k: "database is locked")
    window.game_id = SOLITAIRE
    for number in (5, 6):
        window.new_game(number)
        while not window.table.session.state.is_terminal:
            window.table.perform(window.table.session.state.legal_actions()[0])
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        window.deal_end.dialog.done(EndOfDealDialog.NEW)
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible() and "locked" in b.text()]
    assert len(boxes) == 1


def test_a_variant_chosen_shows_its_own_numbers_and_lines(qtbot, tmp_path):
    store = saved_lines(tmp_path)
    for n, (variant, won) in enumerate([("4p", True), ("3p", False), ("3p", True), ("4p", True)]):
        line = DealLine("ando_coop", variant, "normal,normal", 50 + n, won, 1, 1, 10 * n)
        assert store.book(line) is None
    window = window_with_stats(qtbot, tmp_path)
    dialog = open_statistics(qtbot, window, "ando_coop")
    assert cells(dialog.summary, 0)[1:3] == ["4", "3"]
    assert dialog.deal_table.model().rowCount() == 4
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("3p"))
    counted(qtbot, dialog)
    assert cells(dialog.summary, 0)[1:3] == ["2", "1"]
    table = dialog.deal_table
    assert [cells(table, r)[column(table, "Deal number")] for r in range(2)] == ["52", "51"]
    assert table.model().rowCount() == 2
    assert not table.isColumnHidden(column(table, "Variant"))
    dialog.close()
