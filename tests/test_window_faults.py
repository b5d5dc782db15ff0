"""Faults players found in the main window (issue 29): the menu shortcuts work whatever
has the keyboard, the end-of-deal summary sits inside the table, and Enter on a finished
deal never skips its summary unseen."""

from __future__ import annotations

import random

import pytest
from gui_helpers import drained, quiet_window
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop.dialogs.help import HelpDialog
from desktop.games.playable import LEVELS_KEY
from desktop.settings import TRICK_PAUSES

CTRL = Qt.KeyboardModifier.ControlModifier


def window_with_statistics(qtbot, tmp_path):
    win = quiet_window(qtbot, tmp_path, statistics=tmp_path / "statistics.sqlite3")
    win.settings.set_game_options("hamlet", {LEVELS_KEY: ["easy", "easy"]})
    return win


def wait_for_person(qtbot, table) -> None:
    qtbot.waitUntil(
        lambda: (
            not table.busy() and (table.session.state.is_terminal or table.session.state.decides(0))
        ),
    )


def play_to_the_end(qtbot, table, seed: int = 3) -> None:
    rng = random.Random(seed)
    while True:
        wait_for_person(qtbot, table)
        if table.session.state.is_terminal:
            return
        table.perform(rng.choice(table.session.state.legal_actions()))


def keyboard(win):
    """The widget the keyboard is on when the person's next key comes (after the events
    waiting now); it must be in the window for keys to work."""
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None, "no widget has the keyboard: every key is lost"
    assert focus.window() is win
    return focus


def test_menu_shortcuts_work_at_once_after_the_end_of_deal_summary_closes(
    qtbot, tmp_path, monkeypatch
):
    """Closing the summary left no window active and no widget with the keyboard, so
    Ctrl+I, F1, Ctrl+S and Ctrl+Z did nothing until the table was clicked."""
    saved: list[str] = []

    def save_as(parent, title, suggested, *rest):
        saved.append(suggested)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    win = window_with_statistics(qtbot, tmp_path)
    win.choose_game("hamlet")
    table = win.table
    play_to_the_end(qtbot, table)
    qtbot.waitUntil(lambda: win.deal_end.dialog is not None)
    qtbot.keyClick(QApplication.focusWidget() or win.deal_end.dialog, Qt.Key.Key_Escape)
    assert win.deal_end.dialog is None

    qtbot.keyClick(keyboard(win), Qt.Key.Key_I, CTRL)  # Statistics…
    assert win.statistics.dialog is not None
    qtbot.keyClick(QApplication.focusWidget() or win.statistics.dialog, Qt.Key.Key_Escape)
    win.statistics.dialog.close()
    qtbot.waitUntil(lambda: win.statistics.dialog is None)

    qtbot.keyClick(keyboard(win), Qt.Key.Key_S, CTRL)  # Save record…
    assert len(saved) == 1 and saved[0].endswith(".json")

    qtbot.keyClick(keyboard(win), Qt.Key.Key_F1)  # Rules and glossary
    helps = [d for d in win.findChildren(HelpDialog) if d.isVisible()]
    assert len(helps) == 1
    helps[0].reject()

    actions = len(table.session.actions)
    qtbot.keyClick(keyboard(win), Qt.Key.Key_Z, CTRL)  # Undo
    assert len(table.session.actions) < actions


def test_undo_works_by_key_after_the_bots_are_explained(qtbot, tmp_path):
    win = window_with_statistics(qtbot, tmp_path)
    win.choose_game("hamlet")
    table = win.table
    wait_for_person(qtbot, table)
    table.perform(table.session.state.legal_actions()[0])
    wait_for_person(qtbot, table)
    qtbot.keyClick(keyboard(win), Qt.Key.Key_W)  # what the bots did
    assert table.presenter.explaining
    actions = len(table.session.actions)
    qtbot.keyClick(keyboard(win), Qt.Key.Key_Z, CTRL)
    wait_for_person(qtbot, table)
    assert len(table.session.actions) < actions


def inside(widget, area) -> bool:
    room = QRect(area.mapToGlobal(QPoint(0, 0)), area.size())
    return room.contains(widget.frameGeometry())


@pytest.mark.parametrize(
    ("size", "text", "game", "lang"),
    [((800, 600), "larger", "huutopussi", "ja"), ((720, 480), "normal", "hamlet", "en")],
)
def test_the_end_of_deal_summary_sits_inside_the_table(qtbot, tmp_path, size, text, game, lang):
    """The summary was centred on the window whatever its height: taller than the table
    (a small window, larger text, a window system's title bar) it covered the menu bar."""
    win = window_with_statistics(qtbot, tmp_path)
    win.settings.set_game_options(game, {LEVELS_KEY: ["easy"] * 3})
    win.apply_language(lang)
    win.language.set_text_size(text)
    try:
        win.resize(*size)
        win.choose_game(game)
        table = win.table
        play_to_the_end(qtbot, table)
        qtbot.waitUntil(lambda: win.deal_end.dialog is not None)
        dialog = win.deal_end.dialog
        bar = win.menuBar()
        assert dialog.frameGeometry().top() >= bar.mapToGlobal(QPoint(0, bar.height())).y()
        assert inside(dialog, table), (
            dialog.frameGeometry(),
            QRect(table.mapToGlobal(QPoint(0, 0)), table.size()),
        )
        assert dialog.go_button.isVisible()  # what it says scrolls; its buttons stay
    finally:
        win.language.set_text_size("normal")
        win.apply_language("en")


def test_enter_during_the_last_trick_shows_the_summary_first(qtbot, tmp_path, monkeypatch):
    """Enter while the last trick was on show dealt the next deal: the summary of the
    deal just played was never seen."""
    monkeypatch.setitem(TRICK_PAUSES, "long", 600_000)
    win = window_with_statistics(qtbot, tmp_path)
    win.choose_game("hamlet")
    table = win.table
    rng = random.Random(4)
    while True:
        wait_for_person(qtbot, table)
        move = rng.choice(table.session.state.legal_actions())
        twin = table.session.state.clone()
        twin.apply(move, twin.current_player)
        while not twin.is_terminal and not twin.decides(0):
            twin.apply(twin.legal_actions()[0], twin.current_player)
        if twin.is_terminal:
            break
        table.perform(move)
    win.settings.trick_pause = "long"
    table.perform(move)
    qtbot.waitUntil(lambda: table.session.state.is_terminal)
    finished = table.session
    assert table.busy()  # the last trick is on show
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert win.deal_end.dialog is not None, "Enter skipped the summary"
    assert table.session is finished
    table.queue.fast_forward()  # the trick ends: the same summary stays, no second one
    drained()
    assert len([d for d in win.findChildren(type(win.deal_end.dialog)) if d.isVisible()]) == 1
    win.deal_end.dialog.reject()
    qtbot.keyClick(keyboard(win), Qt.Key.Key_Return)  # seen: now Enter deals the next
    assert table.session is not finished and win.deal_end.dialog is None
