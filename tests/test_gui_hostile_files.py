"""Hostile files meet the window: a named pipe given to open or left as the autosave is
answered at once, and a damaged autosave that cannot be moved is never written over —
the person is told where it is and that saving is off."""

from __future__ import annotations

import os
import time

import pytest
from gui_helpers import quiet_window
from PySide6.QtWidgets import QMessageBox

import desktop.sitting.autosave as autosave_module
import desktop.window.notices as notices

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


@needs_fifo
def test_opening_a_named_pipe_is_refused_at_once_and_the_table_stays(qtbot, tmp_path, monkeypatch):
    """``torite --open FIFO`` and Game ▸ Open hung in open() before any window."""
    win = quiet_window(qtbot, tmp_path)
    win.choose_game("hamlet")
    session = win.table.session
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: said.append(a[2])))
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert not win.records.open(str(fifo))
    assert time.monotonic() - started < 1
    assert len(said) == 1 and "not a regular file" in said[0]
    assert win.table.session is session


@needs_fifo
def test_an_autosave_that_is_a_named_pipe_does_not_stop_the_start(qtbot, tmp_path):
    os.mkfifo(tmp_path / "autosave.json")
    win = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    started = time.monotonic()
    assert not win.saving.resume_autosave()
    assert time.monotonic() - started < 1
    assert "not a regular file" in win.saving.resume_message.text()
    assert (tmp_path / "autosave.broken.json").exists()  # the pipe itself, set aside
    win.choose_game("hamlet")  # and the next game saves as a plain file
    assert (tmp_path / "autosave.json").is_file()


def test_a_damaged_autosave_that_cannot_be_moved_is_never_written_over(
    qtbot, tmp_path, monkeypatch
):
    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave_module, "_rename_no_replace", refuse)
    monkeypatch.setattr(autosave_module.shutil, "copyfileobj", refuse)
    (tmp_path / "autosave.json").write_text("{damaged")
    win = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    assert not win.saving.resume_autosave()
    win.choose_game("hamlet")  # the new game would have replaced the damaged bytes
    assert (tmp_path / "autosave.json").read_text() == "{damaged"
    told = [box.text() for box in win.findChildren(QMessageBox) if "Saving is off" in box.text()]
    assert len(told) == 1 and str(tmp_path / "autosave.json") in told[0]


def test_a_giant_reason_from_a_damaged_autosave_is_told_in_a_short_message(qtbot, tmp_path):
    giant = "Q" * 3_000_000
    (tmp_path / "autosave.json").write_text(
        '{"format": "torite-record/1", "game": "hamlet", "seed": 1, "actions": [{"p": 0, "a": "'
        + giant
        + '"}]}'
    )
    win = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    started = time.monotonic()
    assert not win.saving.resume_autosave()
    win.saving.resume_message.show()
    assert time.monotonic() - started < 1
    assert len(win.saving.resume_message.text().replace("\u200b", "")) <= notices.MAX_SHOWN


def test_problems_found_at_the_start_are_told_one_after_the_other(qtbot, tmp_path):
    (tmp_path / "autosave.json").write_text("{damaged")
    win = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    win.saving.tell_claim_problem("torite.lock: it is not a plain file")
    assert not win.saving.resume_autosave()
    assert win.saving.claim_message.isVisible() and not win.saving.resume_message.isVisible()
    win.saving.claim_message.accept()
    qtbot.waitUntil(lambda: win.saving.resume_message.isVisible())
    assert "could not be resumed" in win.saving.resume_message.text()
