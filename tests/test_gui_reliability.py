"""The app's crash, leak and data-loss bugs found by hostile testing, each held by a test:
damaged autosaves never stop a start, a match survives closing the app between deals,
dialogs do not pile up, save errors are shown until dismissed."""

from __future__ import annotations

import json
import random

import pytest
from gui_helpers import quiet_window
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from desktop.dialogs.end_of_deal import EndOfDealDialog
from desktop.dialogs.score_sheet import ScoreSheetDialog
from desktop.settings import Settings
from desktop.window.main_window import MainWindow
from desktop.window.saving import IGNORE_KEY
from rules_core.registry import get_game


def make_window(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = "off"
    settings.trick_pause = "off"
    settings.language = "en"
    window = MainWindow(settings, autosave=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    return window


def solitaire_record(**changes: object) -> dict[str, object]:
    state = get_game("mustfollow_solitaire").new_deal(seed=5)
    record = {
        "format": "torite-record/1",
        "game": "mustfollow_solitaire",
        "seed": 5,
        "deal": get_game("mustfollow_solitaire").explicit_deal(state),
        "actions": [[0, "exchange"], [0, "trump S"]],
    }
    record.update(changes)
    return record


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


@pytest.mark.parametrize(
    "damage",
    [
        {"game": "allmighty", "context": {"scores_before": ["x", 0, 0, 0]}, "seed": 1},
        {"actions": [[0, "exchange"], [0, "trump S"], [0, "play ²S"]]},
        {"actions": [[0, "exchange"], [0, "trump S"], [0, "play AS"]] * 3},
        {"context": {"scores_before": ["HUGE"]}},
    ],
    ids=["bad-scores", "bad-digit", "illegal-play", "huge-number"],
)
def test_a_damaged_autosave_never_stops_a_start(qtbot, tmp_path, damage):
    """Set aside with a message, the chooser shows; the next start is clean."""
    record = solitaire_record(**damage)
    if record["game"] == "allmighty":
        record.pop("deal")
    text = json.dumps(record).replace('"HUGE"', "1" + "0" * 5000)
    (tmp_path / "autosave.json").write_text(text)
    first = make_window(qtbot, tmp_path)
    assert not first.saving.resume_autosave()
    assert first.pages.currentWidget() is first.chooser
    assert "could not be resumed" in first.saving.resume_message.text()
    assert (tmp_path / "autosave.broken.json").read_text() == text
    assert not (tmp_path / "autosave.json").exists()
    second = make_window(qtbot, tmp_path)
    assert not second.saving.resume_autosave()  # nothing left to trip over


def test_a_second_damaged_autosave_keeps_the_first_copy(qtbot, tmp_path):
    for text in ("{first", "{second"):
        (tmp_path / "autosave.json").write_text(text)
        assert not make_window(qtbot, tmp_path).saving.resume_autosave()
    assert (tmp_path / "autosave.broken.json").read_text() == "{first"
    assert (tmp_path / "autosave.broken-2.json").read_text() == "{second"


def test_an_autosave_that_cannot_be_moved_is_ignored_from_then_on(qtbot, tmp_path, monkeypatch):
    import desktop.sitting.autosave as autosave

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave, "_rename_no_replace", refuse)
    monkeypatch.setattr(autosave.shutil, "copyfileobj", refuse)
    (tmp_path / "autosave.json").write_text("{broken")
    first = make_window(qtbot, tmp_path)
    assert not first.saving.resume_autosave()
    assert "saving is off until you move or remove it" in first.saving.resume_message.text()
    assert first.settings.store.value(IGNORE_KEY)
    second = make_window(qtbot, tmp_path)
    assert not second.saving.resume_autosave()
    assert getattr(second, "resume_message", None) is None  # not reported at every start


def test_pasting_hostile_text_is_a_message_not_a_traceback(qtbot, tmp_path, monkeypatch):
    window = quiet_window(qtbot, tmp_path)
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda *args: warnings.append(args[2]))
    )
    hostile = [
        json.dumps(solitaire_record(actions=[[0, "exchange"], [0, "trump S"], [0, "play ²S"]])),
        "[" * 100_000,
        json.dumps(solitaire_record(game="no_such_game")),
        "\udc80",
    ]
    for text in hostile:
        assert not window.records.paste(text)
    assert len(warnings) == len(hostile)
    assert window.pages.currentWidget() is window.chooser


def finish_with_bots(qtbot, window, rng: random.Random) -> None:
    table = window.table
    while True:
        qtbot.waitUntil(
            lambda: (
                not table.busy()
                and (table.session.state.is_terminal or table.session.state.current_player == 0)
            ),
        )
        if table.session.state.is_terminal:
            return
        table.perform(rng.choice(table.session.state.legal_actions()))


def test_a_match_survives_closing_the_app_between_deals(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    first.settings.set_game_options("hamlet", {"_levels": ["easy", "easy"]})
    first.show()
    first.choose_game("hamlet")
    finish_with_bots(qtbot, first, random.Random(2))
    qtbot.waitUntil(lambda: first.deal_end.dialog is not None)
    first.deal_end.dialog.reject()  # the player closes the dialog, then the app
    totals = list(first.sitting.matches["hamlet"].totals)
    assert any(totals)
    first.close()
    second = make_window(qtbot, tmp_path)
    second.show()
    assert second.saving.resume_autosave()
    qtbot.waitUntil(lambda: second.deal_end.dialog is not None)
    assert second.sitting.matches["hamlet"].totals == totals  # booked once, not twice
    assert second.menus.act_next.isEnabled()
    second.deal_end.dialog.done(EndOfDealDialog.NEXT)
    context = second.table.session.context
    assert context["scores_before"] == totals and context["deals_before"] == 1
    assert "Match after 1 deal:" in second.session_label.text()


def test_dialogs_do_not_pile_up_over_deals(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    for deal in range(4):
        window.new_game(100 + deal)
        table = window.table
        while not table.session.state.is_terminal:
            table.perform(table.session.state.legal_actions()[0])
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        window.deal_end.dialog.done(EndOfDealDialog.NEW)
        flush_deletes()
    window.choose_game("hamlet")
    for _ in range(3):
        window.deal_end.show_score_sheet().close()
        flush_deletes()
    window.help.show_rules().close()
    flush_deletes()
    live = [d for d in window.findChildren(QDialog) if not isinstance(d, QMessageBox)]
    assert [type(d).__name__ for d in live] == []
    assert window.findChildren(ScoreSheetDialog) == []


def test_an_autosave_error_is_shown_until_dismissed(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    window.show()
    assert window.sitting.autosave is not None
    monkeypatch.setattr(
        window.sitting.autosave, "write", lambda record: "disk full (autosave.json)"
    )
    window.game_id = "mustfollow_solitaire"
    window.new_game(7)
    window.table.perform("exchange")
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and "disk full" in boxes[0].text()
    window.table.perform("trump S")  # the same error again: one dialog, not one per move
    assert len([b for b in window.findChildren(QMessageBox) if b.isVisible()]) == 1


def test_any_failure_while_resuming_sets_the_file_aside(qtbot, tmp_path, monkeypatch):
    """Not only a bad record: whatever raises while a good-looking save is resumed (the
    old app let a ValueError through, and crashed at every start)."""
    import desktop.window.main_window as mw
    from rules_core.record import record_of, save

    save(record_of(get_game("hamlet").new_deal(seed=3), [], seed=3), tmp_path / "autosave.json")

    def fail(record: object) -> None:
        raise ValueError("could not convert string to float: 'x'")

    monkeypatch.setattr(mw.Session, "from_record", staticmethod(fail))
    window = make_window(qtbot, tmp_path)
    assert not window.saving.resume_autosave()
    assert (tmp_path / "autosave.broken.json").exists()
    assert "could not convert" in window.saving.resume_message.text()
    assert window.pages.currentWidget() is window.chooser
