"""One Torite per data folder: a second start never writes the same autosave; it hands
its request to the first and ends, and a folder whose Torite died is free at once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.app import parse_args
from desktop.window.instance import HANDOVER, LOCK_NAME, REQUEST_SUFFIX, Claim, Instance, Request
from rules_core.record import MAX_SEED


def test_the_second_claim_on_a_folder_fails_and_its_request_reaches_the_first(qtbot, tmp_path):
    first, second = Instance(tmp_path), Instance(tmp_path)
    assert first.acquire() is Claim.OURS
    assert second.acquire() is Claim.HELD
    assert second.owner() == os.getpid()
    got: list[Request] = []
    first.requested.connect(got.append)
    first.listen()
    request = Request(open=str(tmp_path / "deal.json"), game=None, seed=None)
    assert second.hand_over(request, wait=5) is None
    assert got == [request]
    assert not any((tmp_path / HANDOVER).iterdir())  # taken: nothing left behind
    first.release()
    assert second.acquire() is Claim.OURS  # the folder is free again
    second.release()


def test_a_request_nobody_takes_is_withdrawn(tmp_path):
    first, second = Instance(tmp_path), Instance(tmp_path)
    assert first.acquire() is Claim.OURS  # holds the folder but never listens (frozen)
    started = time.monotonic()
    assert "did not answer" in (second.hand_over(Request(game="truco"), wait=0.3) or "")
    assert time.monotonic() - started < 2
    assert not list((tmp_path / HANDOVER).glob("*" + REQUEST_SUFFIX))
    first.release()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_strange_files_in_the_handover_folder_are_dropped_at_once(qtbot, tmp_path):
    first = Instance(tmp_path)
    assert first.acquire() is Claim.OURS
    folder = tmp_path / HANDOVER
    folder.mkdir()
    os.mkfifo(folder / ("fifo" + REQUEST_SUFFIX))
    (folder / ("huge" + REQUEST_SUFFIX)).write_bytes(b"{" * 5_000_000)
    (folder / ("junk" + REQUEST_SUFFIX)).write_text('{"game": 7, "seed": "x"}')
    (folder / ("list" + REQUEST_SUFFIX)).write_text("[1, 2]")
    (folder / ("link" + REQUEST_SUFFIX)).symlink_to(folder / ("link" + REQUEST_SUFFIX))
    (folder / ("good" + REQUEST_SUFFIX)).write_text(Request(game="hamlet", seed=3).dumps())
    started = time.monotonic()
    taken = first.take_requests()
    assert time.monotonic() - started < 1
    assert taken == [Request(game="hamlet", seed=3)]
    assert not list(folder.iterdir())
    first.release()


HOLD = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
print(lock.tryLock(0), flush=True)
time.sleep(60)
"""


def test_a_folder_whose_torite_was_killed_is_free_at_once(tmp_path):
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path / LOCK_NAME)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        assert Instance(tmp_path).acquire() is Claim.HELD
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
        instance = Instance(tmp_path)
        assert instance.acquire() is Claim.OURS
        instance.release()
    finally:
        holder.kill()


def app_env(tmp_path: Path) -> dict[str, str]:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        HOME=str(tmp_path),
    )


def wait_for(predicate, seconds: float = 60) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.skipif(sys.platform == "win32", reason="signals and XDG folders as on Linux")
def test_a_second_torite_hands_its_game_to_the_first_one(tmp_path):
    """Two starts on one data folder: the second ends at once, the first plays what it
    asked for, and the autosave has one writer."""
    env = app_env(tmp_path)
    folder = tmp_path / "data" / "Torite" / "Torite"
    first = subprocess.Popen(
        [sys.executable, "-m", "desktop.app", "--game", "hamlet", "--seed", "5"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        assert wait_for(lambda: (folder / "autosave.json").is_file()), "the first never saved"
        assert json.loads((folder / "autosave.json").read_text())["game"] == "hamlet"
        second = subprocess.run(
            [sys.executable, "-m", "desktop.app", "--game", "crescendo", "--seed", "9"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout

        def first_plays_crescendo() -> bool:
            try:
                return json.loads((folder / "autosave.json").read_text())["game"] == "crescendo"
            except (OSError, ValueError):
                return False

        assert wait_for(first_plays_crescendo, 30)
        assert first.poll() is None  # the first goes on
    finally:
        first.terminate()
        first.wait(30)


@pytest.mark.parametrize(
    "seed", ["99999999999999999999999999", "-1", str(MAX_SEED), "²", "1e3", "", " 7x"]
)
def test_a_deal_number_no_record_could_carry_is_refused(seed):
    with pytest.raises(SystemExit):
        parse_args(["--game", "huutopussi", "--seed", seed])


def test_the_largest_deal_number_a_record_carries_is_taken():
    assert parse_args(["--seed", str(MAX_SEED - 1)]).seed == MAX_SEED - 1
    assert parse_args(["--seed", "0"]).seed == 0


@pytest.mark.parametrize(
    "size", ["99999999999x2", "100000x100000", "0x0", "800x", "８00x600", "10x10"]
)
def test_a_window_size_out_of_reach_is_refused(size):
    with pytest.raises(SystemExit):
        parse_args(["--size", size])


def test_a_session_never_deals_a_number_its_record_could_not_carry():
    from desktop.sitting.session import Session
    from rules_core.game import BadDeal

    for number in (-1, MAX_SEED):
        with pytest.raises(BadDeal):
            Session("huutopussi", number)
    assert Session("huutopussi", MAX_SEED - 1).record().seed == MAX_SEED - 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
@pytest.mark.parametrize("kind", ["fifo", "folder", "loop", "dangling"])
def test_a_lock_that_is_no_plain_file_is_said_at_once_and_never_touched(tmp_path, kind):
    lock = tmp_path / LOCK_NAME
    if kind == "fifo":
        os.mkfifo(lock)  # QLockFile would wait in its read for ever
    elif kind == "folder":
        lock.mkdir()
    elif kind == "loop":
        lock.symlink_to(lock)
    else:
        lock.symlink_to(tmp_path / "nowhere")
    instance = Instance(tmp_path)
    started = time.monotonic()
    assert instance.acquire() is Claim.UNUSABLE
    assert time.monotonic() - started < 1
    assert instance.problem is not None and str(lock) in instance.problem
    assert os.path.lexists(lock)  # left as it was


def test_a_handover_that_is_a_file_is_moved_out_of_the_way_by_the_owner(qtbot, tmp_path):
    (tmp_path / HANDOVER).write_text("not a folder")
    first, second = Instance(tmp_path), Instance(tmp_path)
    assert first.acquire() is Claim.OURS
    got: list[Request] = []
    first.requested.connect(got.append)
    first.listen()
    assert (tmp_path / HANDOVER).is_dir()
    assert [p.read_text() for p in tmp_path.glob(HANDOVER + ".not-a-folder-*")] == ["not a folder"]
    assert second.acquire() is Claim.HELD
    assert second.hand_over(Request(game="truco"), wait=5) is None
    assert got == [Request(game="truco")]
    first.release()


def test_a_request_too_long_to_hand_over_is_said_not_dropped(tmp_path):
    first, second = Instance(tmp_path), Instance(tmp_path)
    assert first.acquire() is Claim.OURS
    problem = second.hand_over(Request(open="/" + "x" * 20_000), wait=0.2)
    assert problem is not None and "too long" in problem
    first.release()


class _StaleLock:
    """A lock the system cannot take over: its process has ended, yet the file stays (a
    read-only data folder after a crash)."""

    def __init__(self, pid: int) -> None:
        self.pid = pid

    def tryLock(self, timeout: int) -> bool:  # noqa: N802 - QLockFile's name
        return False

    def error(self):
        from PySide6.QtCore import QLockFile

        return QLockFile.LockError.LockFailedError

    def getLockInfo(self):  # noqa: N802 - QLockFile's name
        return (self.pid, "host", "torite")


@pytest.mark.skipif(os.name == "nt", reason="whether a process runs is asked the POSIX way")
def test_a_stale_lock_that_cannot_be_removed_is_said_not_taken_for_a_running_torite(tmp_path):
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait(30)
    instance = Instance(tmp_path)
    instance.lock = _StaleLock(ended.pid)  # type: ignore[assignment]
    assert instance.acquire() is Claim.UNUSABLE
    assert instance.problem is not None and str(ended.pid) in instance.problem
    instance.lock = _StaleLock(os.getpid())  # type: ignore[assignment]
    assert instance.acquire() is Claim.HELD  # a live owner: hand the request over


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigterm_closes_torite_as_the_person_would(tmp_path):
    """A logout or ``kill``: the window closes (its place saved, the search process
    stopped, the folder free again) instead of the process ending where it stands."""
    env = app_env(tmp_path)
    folder = tmp_path / "data" / "Torite" / "Torite"
    app = subprocess.Popen(
        [sys.executable, "-m", "desktop.app", "--game", "hamlet", "--seed", "5"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert wait_for(lambda: (folder / "autosave.json").is_file()), "it never saved"
        app.send_signal(signal.SIGTERM)
        _, errors = app.communicate(timeout=30)
        assert app.returncode == 0, errors
        assert "leaked" not in errors and "Traceback" not in errors
        settings = (tmp_path / "config" / "Torite" / "Torite.conf").read_text()
        assert "geometry" in settings
        instance = Instance(folder)
        assert instance.acquire() is Claim.OURS
        instance.release()
    finally:
        app.kill()
