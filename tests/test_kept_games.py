"""A game under way is never lost on the way to another one: a match left for another
game, for a lesson, or for ``torite --game``/``--open`` of another game is kept aside and
resumed when its game is chosen again — in the same run and after a restart; starting a
new match of the same game asks first."""

from __future__ import annotations

import json
import random
import time

from gui_helpers import drained, quiet_window
from PySide6.QtWidgets import QFileDialog, QMessageBox

import desktop.window.requests as requests
from desktop.games.playable import LEVELS_KEY
from desktop.settings import TRICK_PAUSES
from desktop.window.folders import RECORDS
from desktop.window.notices import MAX_SHOWN

EASY = {LEVELS_KEY: ["easy"] * 6}


def window_at(qtbot, tmp_path):
    """A window with its autosave in ``tmp_path`` (settings there too, so a second window
    on the same folder is the same app started again)."""
    win = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    for game in ("hamlet", "truco", "crescendo"):
        win.settings.set_game_options(game, dict(EASY))
    return win


def wait_for_person(qtbot, table) -> None:
    qtbot.waitUntil(
        lambda: (
            not table.busy() and (table.session.state.is_terminal or table.session.state.decides(0))
        ),
    )


def play(qtbot, win, moves: int | None, seed: int = 1) -> None:
    """The person plays ``moves`` random moves (None: to the end of the deal)."""
    rng = random.Random(seed)
    table = win.table
    done = 0
    while moves is None or done < moves:
        wait_for_person(qtbot, table)
        if table.session.state.is_terminal:
            return
        table.perform(rng.choice(table.session.state.legal_actions()))
        done += 1
    wait_for_person(qtbot, table)


def finish_deal(qtbot, win) -> None:
    play(qtbot, win, None)
    qtbot.waitUntil(lambda: win.deal_end.dialog is not None)
    win.deal_end.dialog.reject()


def test_choosing_another_game_between_hands_keeps_the_match(qtbot, tmp_path):
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    finish_deal(qtbot, win)
    totals = list(win.sitting.matches["hamlet"].totals)
    assert win.sitting.matches["hamlet"].deals_completed == 1 and any(totals)
    win.show_chooser()  # Game ▸ Choose another game
    win.game_options.ask_then_play("truco")  # Truco's new-game dialog opens: accept it
    qtbot.waitUntil(lambda: win.game_options.dialog is not None)
    win.game_options.dialog.accept()
    assert win.table.session.game_id == "truco"
    assert (tmp_path / "kept" / "hamlet.json").is_file()
    assert "Hamlet is kept" in win.statusBar().currentMessage()
    play(qtbot, win, 2)

    win.show_chooser()
    assert "Under way" in win.chooser.buttons["hamlet"].text()
    assert "Under way" in win.chooser.buttons["truco"].text()
    assert "Under way" not in win.chooser.buttons["crescendo"].text()
    assert "1 player\n" in win.chooser.buttons["mustfollow_solitaire"].text() + "\n"
    assert "4 players" in win.chooser.buttons["truco"].text()
    win.game_options.ask_then_play("hamlet")  # no dialog: the match goes on
    assert win.game_options.dialog is None
    assert win.table.session.game_id == "hamlet"
    assert win.sitting.matches["hamlet"].deals_completed == 1
    assert win.sitting.matches["hamlet"].totals == totals
    assert "Match after 1 deal:" in win.session_label.text()
    # The Truco deal left half-played is kept aside in turn.
    truco_actions = list(win.tables["truco"].session.actions)
    assert json.loads((tmp_path / "kept" / "truco.json").read_text())["actions"] == [
        {"p": p, "a": a} for p, a in truco_actions
    ]
    assert not (tmp_path / "kept" / "hamlet.json").exists()  # hamlet is autosave.json now


def test_a_game_left_for_another_comes_back_after_a_restart(qtbot, tmp_path):
    first = window_at(qtbot, tmp_path)
    first.choose_game("hamlet")
    finish_deal(qtbot, first)
    totals = list(first.sitting.matches["hamlet"].totals)
    first.choose_game("crescendo")
    play(qtbot, first, 3)
    crescendo = list(first.table.session.actions)
    first.close()

    second = window_at(qtbot, tmp_path)
    assert "Under way" in second.chooser.buttons["hamlet"].text()  # kept on disk
    assert second.saving.resume_autosave()
    assert second.table.session.game_id == "crescendo"
    assert second.table.session.actions == crescendo
    second.game_options.ask_then_play("hamlet")
    assert second.table.session.game_id == "hamlet"
    assert second.sitting.matches["hamlet"].totals == totals
    assert second.sitting.matches["hamlet"].deals_completed == 1


def test_the_game_flag_resumes_its_game_and_keeps_the_other(qtbot, tmp_path):
    """``torite --game truco`` while Hamlet is under way: Hamlet is kept, not replaced;
    ``torite --game hamlet`` later resumes it (plain ``torite`` did already)."""
    first = window_at(qtbot, tmp_path)
    first.choose_game("hamlet")
    play(qtbot, first, 4)
    hamlet = list(first.table.session.actions)
    first.close()

    second = window_at(qtbot, tmp_path)  # what app.main does for --game truco
    second.saving.resume_autosave()
    second.play_game("truco")
    assert second.table.session.game_id == "truco"
    play(qtbot, second, 1)
    second.close()

    third = window_at(qtbot, tmp_path)  # --game hamlet
    third.saving.resume_autosave()
    third.play_game("hamlet")
    assert third.table.session.game_id == "hamlet"
    assert third.table.session.actions == hamlet


def test_a_deal_number_for_the_game_under_way_asks_first(qtbot, tmp_path, monkeypatch):
    first = window_at(qtbot, tmp_path)
    first.choose_game("hamlet")
    play(qtbot, first, 4)
    hamlet = list(first.table.session.actions)
    first.close()
    asked: list[str] = []

    def answer(no_or_yes):
        def ask(parent, title, text, *rest):
            asked.append(text)
            return no_or_yes

        return staticmethod(ask)

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    second = window_at(qtbot, tmp_path)  # --game hamlet --seed 77, and the person says no
    second.saving.resume_autosave()
    second.play_game("hamlet", 77)
    assert len(asked) == 1
    assert second.table.session.actions == hamlet

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    second.play_game("hamlet", 77)
    assert second.table.session.number == 77 and not second.table.session.actions


def test_a_lesson_keeps_the_game_of_its_own_kind(qtbot, tmp_path):
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    play(qtbot, win, 4)
    hamlet = list(win.table.session.actions)
    win.start_tutorial("hamlet")  # no question: the deal is kept aside
    assert win.table.coach is not None
    assert (tmp_path / "kept" / "hamlet.json").is_file()
    win.game_options.ask_then_play("hamlet")  # the lesson's "play a real game", or the chooser
    assert win.table.coach is None
    assert win.table.session.actions == hamlet


def test_a_new_match_of_the_same_game_asks_and_then_forgets_the_kept_one(
    qtbot, tmp_path, monkeypatch
):
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    play(qtbot, win, 4)
    win.start_tutorial("hamlet")
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        staticmethod(lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.Yes),
    )
    win.ask_new_game()  # from the lesson's table: the Hamlet deal kept aside is at stake
    assert len(asked) == 1
    assert win.table.coach is None and not win.table.session.actions
    assert not (tmp_path / "kept" / "hamlet.json").exists()
    assert "hamlet" not in win.sitting.kept


def test_opening_a_record_of_another_game_keeps_the_one_under_way(qtbot, tmp_path, monkeypatch):
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    play(qtbot, win, 4)
    hamlet = list(win.table.session.actions)
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        staticmethod(lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.No),
    )
    other = window_at(qtbot, tmp_path / "other")
    other.choose_game("crescendo")
    record = other.table.session.record()
    assert win.records.paste(record.dumps())  # another game: nothing asked
    assert not asked and win.table.session.game_id == "crescendo"
    play(qtbot, win, 2)
    assert win.records.paste(record.dumps()) is False  # the same game under way: asked, no
    assert len(asked) == 1
    win.game_options.ask_then_play("hamlet")
    assert win.table.session.actions == hamlet


def test_a_giant_error_text_is_cut_before_a_message_box_lays_it_out(qtbot, tmp_path, monkeypatch):
    win = quiet_window(qtbot, tmp_path)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args: shown.append(args[2])))
    giant = "x" * 4_000_000
    record = {"format": "torite-record/1", "game": giant, "seed": 1, "actions": []}
    started = time.perf_counter()
    assert not win.records.paste(json.dumps(record))
    box = win.opener.message("Saved game", giant)
    box.show()
    box.close()
    assert time.perf_counter() - started < 1.0
    assert len(shown) == 1 and len(shown[0].replace("\u200b", "")) <= MAX_SHOWN
    assert len(box.text().replace("\u200b", "")) <= MAX_SHOWN
    assert all(len(run) <= 100 for run in box.text().replace("\u200b", " ").split())  # it wraps


def test_saving_a_record_suggests_a_named_file_in_the_folder_last_used(
    qtbot, tmp_path, monkeypatch
):
    win = quiet_window(qtbot, tmp_path)
    win.choose_game("hamlet")
    suggested: list[str] = []
    target = tmp_path / "records" / "mine.json"
    target.parent.mkdir()

    def save_as(parent, title, where, filters):
        suggested.append(where)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    win.records.save()
    number = win.table.session.number
    assert suggested[0].endswith(f"hamlet-deal-{number}.json")
    assert not suggested[0].startswith(str(tmp_path))  # the documents folder, not the cwd
    assert target.is_file()
    assert win.settings.store.value(RECORDS) == str(target.parent)
    win.records.save()
    assert suggested[1] == str(target.parent / f"hamlet-deal-{number}.json")


def to_the_last_trick(qtbot, win, monkeypatch):
    """Play the deal on the table to its end, the last trick still on show (its pause
    made ten minutes long, so no wall clock decides the test): the finished session."""
    monkeypatch.setitem(TRICK_PAUSES, "long", 600_000)
    table = win.table
    rng = random.Random(4)
    while True:
        wait_for_person(qtbot, table)
        state = table.session.state
        move = rng.choice(state.legal_actions())
        if ends_the_deal(state, move):
            break
        table.perform(move)
    win.settings.trick_pause = "long"  # the last trick stays on show
    table.perform(move)
    qtbot.waitUntil(lambda: table.session.state.is_terminal)
    assert table.busy()  # the last trick is still on show
    return table.session


def test_enter_right_after_the_last_card_counts_the_deal_first(qtbot, tmp_path, monkeypatch):
    """Enter (or Ctrl+Return) while the last trick is still on show: the deal is counted in
    its match and its summary shown (never skipped unseen); the summary's Next deal deals
    the next one, counted after it, and no second summary opens when the trick is done."""
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    table = win.table
    finished = to_the_last_trick(qtbot, win, monkeypatch)
    table.next_requested.emit()  # Enter
    assert win.sitting.matches["hamlet"].deals_completed == 1
    assert finished.booked
    assert win.deal_end.dialog is not None and table.session is finished  # the summary first
    win.deal_end.dialog.go_button.click()  # Enter on the summary: its default button
    assert table.session is not finished and not table.session.state.is_terminal
    assert table.session.context["deals_before"] == 1
    table.queue.fast_forward()
    drained()
    assert win.deal_end.dialog is None  # no end-of-deal dialog for the new deal
    assert win.sitting.matches["hamlet"].deals_completed == 1


def test_a_new_game_during_the_last_trick_starts_from_nothing(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Yes)
    )
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    finished = to_the_last_trick(qtbot, win, monkeypatch)
    win.ask_new_game()  # Ctrl+N: the match with the deal just finished is given up
    assert finished.booked
    match = win.sitting.matches["hamlet"]
    assert match.deals_completed == 0 and not any(match.totals)
    assert "deals_before" not in win.table.session.context


def test_another_game_chosen_during_the_last_trick_keeps_the_deal(qtbot, tmp_path, monkeypatch):
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    finished = to_the_last_trick(qtbot, win, monkeypatch)
    win.show_chooser()
    win.choose_game("crescendo")
    assert finished.booked and win.sitting.matches["hamlet"].deals_completed == 1
    assert (tmp_path / "kept" / "hamlet.json").is_file()
    win.tables["hamlet"].queue.fast_forward()
    drained()
    assert win.deal_end.dialog is None  # Hamlet's end dialog does not open over Crescendo
    win.game_options.ask_then_play("hamlet")
    assert win.sitting.matches["hamlet"].deals_completed == 1


def ends_the_deal(state, move: str) -> bool:
    """Whether ``move`` is the person's last: after it the others play out the deal."""
    twin = state.clone()
    twin.apply(move, twin.current_player)
    while not twin.is_terminal and not twin.decides(0):
        twin.apply(twin.legal_actions()[0], twin.current_player)
    return twin.is_terminal


def test_a_request_handed_over_during_a_question_waits_for_the_answer(qtbot, tmp_path, monkeypatch):
    """``torite --game hamlet --seed 5`` asks about the Hamlet match under way; a later
    start's ``--game crescendo`` arriving meanwhile waits, so the answer is about Hamlet
    and nothing else."""
    from desktop.window.instance import Request

    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    play(qtbot, win, 3)
    asked: list[str] = []

    def question(parent, title, text, *rest):
        asked.append(text)
        win.handle_request(Request(game="crescendo"))  # handed over while the box is up
        assert win.table.session.game_id == "hamlet"  # it waits
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    win.handle_request(Request(game="hamlet", seed=5))
    assert len(asked) == 1
    qtbot.waitUntil(lambda: win.table.session.game_id == "crescendo")
    assert win.tables["hamlet"].session.number == 5  # the answer went to Hamlet


def test_requests_wait_while_a_dialog_is_open_and_a_flood_keeps_the_last_few(
    qtbot, tmp_path, monkeypatch
):
    from desktop.window.instance import Request

    monkeypatch.setattr(  # each deal number after the first asks about the deal before it
        QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Yes)
    )
    win = window_at(qtbot, tmp_path)
    box = win.opener.message("Saved game", "something to read first")
    box.open()
    for number in range(300):
        win.handle_request(Request(game="hamlet", seed=number + 1))
    assert not win.on_table  # nothing happens behind the open box
    assert len(win.queue.waiting) == requests.MAX_WAITING_REQUESTS
    box.close()
    qtbot.waitUntil(lambda: not win.queue.waiting)
    assert win.table.session.game_id == "hamlet" and win.table.session.number == 300


def test_a_lesson_shows_no_match_score_of_its_game(qtbot, tmp_path):
    win = window_at(qtbot, tmp_path)
    win.choose_game("hamlet")
    finish_deal(qtbot, win)
    assert "Match after 1 deal" in win.session_label.text()
    win.start_tutorial("hamlet")
    assert win.session_label.text() == ""
    win.game_options.ask_then_play("hamlet")
    assert "Match after 1 deal" in win.session_label.text()
