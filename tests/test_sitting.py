"""The sitting (desktop/sitting): the match flow without a window — the next deal, a
finished deal counted once (never twice, a practice deal in no statistics), games kept
aside and read back, the room a record of another game makes, the autosave."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from desktop.sitting import Problem, Sitting, record_name
from desktop.sitting.autosave import Autosave, ResumeKind
from desktop.sitting.session import Session
from desktop.sitting.statistics import Statistics, record_key
from rules_core.record import loads, replay

LEVELS = "easy,easy"


def play_out(session: Session, seed: int = 1, moves: int | None = None) -> None:
    rng = random.Random(seed)
    done = 0
    while not session.state.is_terminal and (moves is None or done < moves):
        session.apply(rng.choice(session.state.legal_actions()))
        done += 1


def sitting_at(tmp_path: Path, statistics: bool = True) -> Sitting:
    stats = Statistics.open(tmp_path / "statistics.sqlite3").store if statistics else None
    return Sitting(Autosave(tmp_path / "autosave.json"), stats)


def test_the_sitting_imports_no_qt():
    code = (
        "import sys, desktop.sitting\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_next_deal_carries_the_match(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("hamlet", {})
    first = sitting.deal("hamlet", 11)
    play_out(first)
    assert sitting.count(first, False, lambda: LEVELS) is not None
    second = sitting.deal("hamlet", 12)
    assert second.context["deals_before"] == 1
    assert second.dealer == sitting.matches["hamlet"].dealer  # dealt by the match's dealer
    assert not sitting.needs_new_match("hamlet")


def test_a_finished_deal_is_booked_once_and_a_lesson_never(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("mustfollow_solitaire", {})
    session = sitting.deal("mustfollow_solitaire", 5)
    assert sitting.count(session, False, lambda: "") is None  # not over yet
    play_out(session)
    assert sitting.count(session, True, lambda: "") is None  # a lesson's: nowhere
    assert sitting.count(session, False, lambda: "") is not None
    assert sitting.count(session, False, lambda: "") is None  # never twice
    assert sitting.matches["mustfollow_solitaire"].deals_completed == 1
    assert sitting.stats is not None
    assert len(sitting.stats.deals("mustfollow_solitaire")) == 1


def test_a_booked_deal_keeps_its_record_to_replay(tmp_path):
    """The deal's line keeps the record text its key is the hash of; read back, it is the
    same deal, move for move (a deal of a match, with its context, as a solitaire's)."""
    for game_id, number in (("hamlet", 41), ("mustfollow_solitaire", 42)):
        sitting = sitting_at(tmp_path / game_id)
        sitting.new_match(game_id, {})
        session = sitting.deal(game_id, number)
        play_out(session)
        assert sitting.count(session, False, lambda: LEVELS) is not None
        store = sitting.stats
        assert store is not None
        [line] = store.deal_page(game_id, None)
        text = store.record(line.id)
        assert record_key(text) == session.booked_key == store.deals()[0].key
        record = loads(text)
        assert record.actions == session.record().actions == list(session.actions)
        assert (record.game, record.seed, record.context) == (
            game_id,
            number,
            session.record().context,
        )
        assert replay(record)[0].is_terminal  # the whole deal, to its end


def test_a_practice_deal_counts_in_its_match_but_in_no_statistics(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("mustfollow_solitaire", {})
    session = sitting.deal("mustfollow_solitaire", 6)
    play_out(session)
    session.practice = True
    assert sitting.count(session, False, lambda: "") is not None
    assert sitting.stats is not None and sitting.stats.deals("mustfollow_solitaire") == []


def test_a_finished_deal_undone_is_taken_back(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("mustfollow_solitaire", {})
    session = sitting.deal("mustfollow_solitaire", 7)
    play_out(session)
    sitting.count(session, False, lambda: "")
    session.undo()
    assert sitting.reopened(session)
    assert sitting.matches["mustfollow_solitaire"].deals_completed == 0
    assert sitting.stats is not None and sitting.stats.deals("mustfollow_solitaire") == []
    session.redo()
    assert sitting.count(session, False, lambda: "") is not None  # booked again, once


def test_games_kept_aside_round_trip(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("hamlet", {})
    session = sitting.deal("hamlet", 21)
    play_out(session, moves=3)
    kept, problem = sitting.keep_aside(session, lesson=False)
    assert kept and problem is None
    assert (tmp_path / "kept" / "hamlet.json").is_file()
    later = sitting_at(tmp_path, statistics=False)  # the app started again
    assert later.kept_games() == {"hamlet"}
    result = later.read_kept("hamlet")
    assert result is not None and result.kind is ResumeKind.RESUMED and result.record
    again = later.session_of(result.record)
    assert again.actions == session.actions and again.number == 21
    later.forget_kept("hamlet")
    assert later.kept_games() == set() and not (tmp_path / "kept" / "hamlet.json").exists()


def test_nothing_under_way_is_not_kept_and_a_lesson_never(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("hamlet", {})
    fresh = sitting.deal("hamlet", 22)
    assert sitting.keep_aside(fresh, lesson=False) == (False, None)
    play_out(fresh, moves=2)
    assert sitting.keep_aside(fresh, lesson=True) == (False, None)
    assert sitting.kept_games() == set()


def test_a_record_of_another_game_keeps_this_one_aside(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("hamlet", {})
    shown = sitting.deal("hamlet", 31)
    play_out(shown, moves=3)
    room = sitting.room_for("crescendo", shown, lesson=False)
    assert room.keep_shown and not room.ask  # nothing asked, nothing lost
    same = sitting.room_for("hamlet", shown, lesson=False)
    assert same.ask and not same.keep_shown  # the same game: asked first
    sitting.keep_aside(shown, lesson=False)
    # A lesson on show: a new Hamlet would give up the one kept aside, so it asks.
    assert sitting.room_for("hamlet", None, lesson=False).ask


def test_autosave_write_and_resume(tmp_path):
    sitting = sitting_at(tmp_path)
    sitting.new_match("hamlet", {})
    session = sitting.deal("hamlet", 41)
    play_out(session, moves=4)
    assert sitting.write_autosave(session, lesson=False) is None
    assert sitting.write_autosave(session, lesson=True) is None  # a lesson: not saved
    later = sitting_at(tmp_path, statistics=False)
    result = later.read_autosave()
    assert result is not None and result.kind is ResumeKind.RESUMED and result.record
    resumed = later.session_of(result.record)
    later.adopt(resumed, from_autosave=True)
    assert resumed.actions == session.actions and "hamlet" in later.matches
    assert record_name(resumed) == "hamlet-deal-41.json"


def test_a_failure_to_save_is_told_once(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    sitting = Sitting(Autosave(blocker / "autosave.json"))
    sitting.new_match("hamlet", {})
    session = sitting.deal("hamlet", 51)
    problem = sitting.write_autosave(session, lesson=False)
    assert problem is not None and problem.kind is Problem.FAILED
    assert sitting.write_autosave(session, lesson=False) is None  # told already
