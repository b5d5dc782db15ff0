"""The replay viewer (any record, stepped by move and by trick, one seat's view or every
hand open, the review's marks in its margin), its command line, and the last-trick key
at the table."""

from __future__ import annotations

import json
import os
import random

import pytest
from gui_helpers import quiet_window, settle
from helpers import game_cases, play_randomly
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox, QPushButton
from test_app_cli import run_app

from desktop.replay.viewer import ReplayViewer
from desktop.settings import Settings
from rules_core.ai.review import Verdict
from rules_core.record import record_of
from rules_core.registry import get_game
from rules_core.timeline import OPEN


def quiet_settings(tmp_path, lang: str = "en") -> Settings:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = "off"
    settings.trick_pause = "off"
    settings.language = lang
    return settings


def random_record(game_id: str, variant: str | None, seed: int):
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    start = state.clone()
    return record_of(start, play_randomly(state, random.Random(seed)), variant=variant, seed=seed)


def viewer_of(qtbot, tmp_path, record, **kwargs) -> ReplayViewer:
    viewer = ReplayViewer(record, quiet_settings(tmp_path), None, **kwargs)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def press(qtbot, viewer: ReplayViewer, key: Qt.Key) -> None:
    qtbot.keyClick(viewer.table, key)
    settle(qtbot, viewer.table)


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_the_viewer_steps_through_a_whole_deal_of_every_game(qtbot, tmp_path, game_id, variant):
    record = random_record(game_id, variant, 4)
    viewer = viewer_of(qtbot, tmp_path, record)
    timeline, table = viewer.timeline, viewer.table
    assert viewer.position == 0 and table.session.actions == []
    for _ in range(min(timeline.end, 40)):  # → one move at a time, as it was made
        before = viewer.position
        press(qtbot, viewer, Qt.Key.Key_Right)
        assert viewer.position == before + 1
        assert table.session.actions == record.actions[: viewer.position]
        taken = timeline.trick_taken_at(viewer.position, viewer.seat)
        assert table.trick_on_show == taken
    # Nobody decides at a replay: no button of the bar or the game's panel can act.
    usable = [b for b in table.bar.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    assert not usable, [b.text() for b in usable]
    press(qtbot, viewer, Qt.Key.Key_End)
    assert viewer.position == timeline.end and table.session.state.is_terminal
    press(qtbot, viewer, Qt.Key.Key_PageUp)
    assert viewer.position == timeline.previous_trick(timeline.end)
    press(qtbot, viewer, Qt.Key.Key_Home)
    assert viewer.position == 0
    press(qtbot, viewer, Qt.Key.Key_PageDown)
    assert viewer.position == timeline.next_trick(0)
    press(qtbot, viewer, Qt.Key.Key_Left)
    assert viewer.position == timeline.next_trick(0) - 1
    # Every hand open: another seat's pieces lie face up on the table.
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(OPEN))
    settle(qtbot, table)
    state = table.session.state
    other = next(
        (s for s in range(1, state.num_players) if state.view(s).hand),
        None,
    )
    if other is not None:
        for piece in state.view(other).hand:
            assert table.items[piece].face_up, (other, piece)
    # Back to the person's view: their pieces only.
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(0))
    settle(qtbot, table)
    if other is not None:
        known = state.view(0).known_pieces()
        hidden = [p for p in state.view(other).hand if p in table.items and p not in known]
        assert not any(table.items[p].isVisible() and table.items[p].face_up for p in hidden)
    # A row of the list is a position.
    viewer.moves.setCurrentRow(viewer.moves.count() - 1)
    assert viewer.position == timeline.end


def test_a_seat_view_never_shows_another_hand_and_names_seats_as_played(qtbot, tmp_path):
    record = random_record("hamlet", None, 9)
    viewer = viewer_of(qtbot, tmp_path, record, position=10)
    table = viewer.table
    assert table.seat_name(0) == "You"
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(2))
    settle(qtbot, table)
    assert table.human == 2  # seat 2 at the bottom of the table
    assert table.seat_name(0) == "You" and table.seat_name(2) == "Bot 2"
    state = table.session.state
    unknown = [p for p in state.view(0).hand if p not in state.view(2).known_pieces()]
    assert unknown and all(not table.items[p].face_up for p in unknown if p in table.items)
    words = [viewer.moves.item(r).text() for r in range(viewer.moves.count())]
    assert any("Bot 2" in w for w in words) and any("You" in w for w in words)


def hamlet_under_way():
    """A Hamlet deal's record after eight random moves: the deal is not over."""
    state = get_game("hamlet").new_deal(seed=3)
    start = state.clone()
    rng = random.Random(3)
    actions = []
    for _ in range(8):
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
    return record_of(start, actions)


def test_a_deal_under_way_offers_only_the_persons_view(qtbot, tmp_path):
    viewer = viewer_of(qtbot, tmp_path, hamlet_under_way(), private=True, position=8)
    seats = [viewer.seat_box.itemData(i) for i in range(viewer.seat_box.count())]
    assert seats == [0]
    assert viewer.position == 8


def test_the_reviews_grades_stand_in_the_margin(qtbot, tmp_path):
    record = random_record("hamlet", None, 6)
    index = next(i for i, (seat, _) in enumerate(record.actions) if seat == 0 and i > 3)
    chosen = record.actions[index][1]
    verdict = Verdict(index, 0, chosen, "play AS", 1.0, 4.0, "points", 40)
    viewer = viewer_of(qtbot, tmp_path, record, verdicts={index: verdict})
    row = viewer._row_of(index + 1)
    assert viewer.moves.item(row).text().lstrip().startswith(f"{index + 1}. ?")
    viewer.moves.setCurrentRow(row)
    assert "Mistake" in viewer.detail.text() and "−3 points" in viewer.detail.text()


def test_the_viewer_opens_from_the_menu_and_a_broken_record_is_told(qtbot, tmp_path, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: said.append(a[2])))
    win = table_at(qtbot, tmp_path, "hamlet", 5)
    table = win.table
    viewer = win.records.replay_table()
    assert viewer is not None
    seats = [viewer.seat_box.itemData(i) for i in range(viewer.seat_box.count())]
    assert seats == [0]  # the deal is under way: only the person's own view
    viewer.close()
    bad = win.records.replay_pasted("{not a record")
    assert bad is None and said and "Traceback" not in said[0]
    # Once the deal is over, the end-of-deal dialog's Replay offers every view.
    play_until(qtbot, table, lambda state: state.is_terminal)
    qtbot.waitUntil(lambda: win.deal_end.dialog is not None)
    dialog = win.deal_end.dialog
    qtbot.waitExposed(dialog)
    assert dialog.go_button.isDefault() and not dialog.review_button.isDefault()
    dialog.replay_button.click()
    viewers = dialog.findChildren(ReplayViewer)
    assert len(viewers) == 1
    viewer = viewers[0]
    assert viewer.seat_box.count() == table.session.state.num_players + 1
    assert viewer.position == viewer.timeline.end


def table_at(qtbot, tmp_path, game_id: str, number: int):
    win = quiet_window(qtbot, tmp_path)
    win.game_id = game_id
    win.new_game(number)
    settle(qtbot, win.table)
    return win


def play_until(qtbot, table, done, seed: int = 1) -> None:
    """Random legal moves (the bots' among them) until ``done(state)``."""
    rng = random.Random(seed)
    while not done(table.session.state):
        table.perform(rng.choice(table.session.state.legal_actions()))
        settle(qtbot, table)


def test_l_lays_the_last_trick_again_and_puts_it_back(qtbot, tmp_path):
    table = table_at(qtbot, tmp_path, "hamlet", 7).table
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.trick_on_show is None and "No trick" in table.bar.message.text()
    play_until(qtbot, table, lambda state: state.view(0).tricks)
    trick = table.session.state.view(0).tricks[-1]
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.trick_on_show == trick
    assert f"Trick {trick.number}, as it lay" in table.bar.message.text()
    spots = table.trick_spots
    assert all(play.card in spots for play in trick.plays)
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.trick_on_show is None


def test_the_co_op_game_says_taken_tricks_stay_face_down(qtbot, tmp_path):
    table = table_at(qtbot, tmp_path, "ando_coop", 2).table
    play_until(qtbot, table, lambda state: any(state.view(0).trick_counts))
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.trick_on_show is None
    assert "face down" in table.bar.message.text()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_replay_screenshot_shows_the_viewer_at_a_move(tmp_path, lang):
    record = random_record("reveille", None, 3)
    path = tmp_path / "deal.json"
    path.write_text(record.dumps(), encoding="utf-8")
    shot = tmp_path / "viewer.png"
    args = ["--replay", str(path), "--step", "7", "--screenshot", str(shot)]
    done = run_app(*args, "--lang", lang, "--size", "900x600", "--seat", "all")
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (900, 600)


def test_replay_refuses_a_broken_record_a_fifo_and_a_step_past_the_end(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "torite-record/1", "game": "nope"}), encoding="utf-8")
    shot = str(tmp_path / "x.png")
    done = run_app("--replay", str(broken), "--screenshot", shot)
    assert done.returncode == 2 and "cannot replay" in done.stderr
    assert "Traceback" not in done.stderr
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    done = run_app("--replay", str(fifo), "--screenshot", shot)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    good = tmp_path / "good.json"
    good.write_text(random_record("hamlet", None, 1).dumps(), encoding="utf-8")
    done = run_app("--replay", str(good), "--step", "999", "--screenshot", shot)
    assert done.returncode == 2 and "--step" in done.stderr
    assert not os.path.exists(shot)


def test_an_unfinished_record_offers_only_the_persons_view_and_enter_never_closes(qtbot, tmp_path):
    viewer = viewer_of(qtbot, tmp_path, hamlet_under_way())  # not asked to be private
    assert [viewer.seat_box.itemData(i) for i in range(viewer.seat_box.count())] == [0]
    qtbot.keyClick(viewer.table, Qt.Key.Key_Return)
    qtbot.keyClick(viewer.moves, Qt.Key.Key_Return)
    assert viewer.isVisible()
    viewer.moves.setFocus()
    qtbot.keyClick(viewer.moves, Qt.Key.Key_Home)
    assert viewer.position == 0


def test_another_seats_view_tells_the_results_as_the_person_was_told_them(qtbot, tmp_path):
    record = random_record("truco", None, 2)
    viewer = viewer_of(qtbot, tmp_path, record)
    timeline = viewer.timeline
    assert [m.then for m in timeline.moves(1)] == [m.then for m in timeline.moves(0)]
