"""The search worker process never outlives the app, however the app ends.

Each test runs a stand-in for the app in a child Python process: it starts the
search pool, sets the worker on a long job and writes down the worker's and the
resource tracker's process ids.  Those processes are the app's children, so the
test's grandchildren: they count as gone once they no longer exist or are zombies
waiting for whoever adopted them to reap them.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals and process ids")

ROOT = Path(__file__).resolve().parents[1]

SLOW_JOB = '''
import time
from pathlib import Path


def sleep_long(marker: str) -> None:
    """A search that takes a minute; says when it has started."""
    Path(marker).write_text("started")
    time.sleep(60)
'''

APP = """
import multiprocessing.resource_tracker
import sys
import time
from pathlib import Path

import slow_job
from desktop.bots import SearchPool

if __name__ == "__main__":
    folder = Path(sys.argv[1])
    SearchPool.start()
    executor = SearchPool.executor()
    executor.submit(slow_job.sleep_long, str(folder / "started"))
    while not (folder / "started").exists():
        time.sleep(0.02)
    pids = [p.pid for p in executor._processes.values()]
    tracker = multiprocessing.resource_tracker._resource_tracker._pid
    if tracker is not None:
        pids.append(tracker)
    (folder / "pids.tmp").write_text(" ".join(map(str, pids)))
    (folder / "pids.tmp").rename(folder / "pids")
    if sys.argv[2] == "exit":
        SearchPool.shutdown()  # what the app does when its window closes
        sys.exit(0)
    time.sleep(120)  # the test kills us here
"""


def _start_app(tmp_path: Path, how: str) -> tuple[subprocess.Popen[bytes], list[int]]:
    (tmp_path / "slow_job.py").write_text(textwrap.dedent(SLOW_JOB))
    (tmp_path / "app.py").write_text(textwrap.dedent(APP))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(
        [str(tmp_path), str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    with (tmp_path / "stderr.txt").open("wb") as stderr:
        app = subprocess.Popen(
            [sys.executable, str(tmp_path / "app.py"), str(tmp_path), how],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    deadline = time.monotonic() + 30
    while not (tmp_path / "pids").exists():
        if app.poll() is not None or time.monotonic() > deadline:
            app.kill()
            app.wait()
            pytest.fail("the app never started its worker:\n" + _stderr(tmp_path))
        time.sleep(0.02)
    pids = [int(pid) for pid in (tmp_path / "pids").read_text().split()]
    assert pids, "no worker process"
    return app, pids


def _stderr(tmp_path: Path) -> str:
    return (tmp_path / "stderr.txt").read_text(errors="replace")


def _is_running(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie (an exited process not yet reaped
    by its adoptive parent, which is not this test)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return not Path("/proc/self").exists()  # gone, or no /proc to ask (then: running)
    state = next((line for line in status.splitlines() if line.startswith("State:")), "")
    return not any(code in state for code in ("Z (", "X ("))


def _survivors(pids: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while True:
        alive = [pid for pid in pids if _is_running(pid)]
        if not alive or time.monotonic() > deadline:
            return alive
        time.sleep(0.05)


def _kill_leftovers(pids: list[int]) -> None:
    """Leave nothing behind when a test fails (only our multiprocessing children)."""
    for pid in pids:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"multiprocessing" in cmdline and _is_running(pid):
            os.kill(pid, signal.SIGKILL)


def test_the_worker_and_resource_tracker_exit_when_the_app_is_killed(tmp_path):
    app, pids = _start_app(tmp_path, "kill")
    try:
        app.send_signal(signal.SIGKILL)  # no finally, no atexit: the app just vanishes
        app.wait(timeout=10)
        alive = _survivors(pids, seconds=10)
        assert not alive, f"still running after the app was killed: {alive}\n{_stderr(tmp_path)}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        _kill_leftovers(pids)


def test_a_normal_exit_ends_a_running_search_without_waiting_for_it(tmp_path):
    app, pids = _start_app(tmp_path, "exit")
    try:
        started = time.monotonic()
        assert app.wait(timeout=15) == 0, _stderr(tmp_path)
        assert time.monotonic() - started < 5, "the exit waited for the minute-long search"
        alive = _survivors(pids, seconds=10)
        assert not alive, f"still running after the app exited: {alive}\n{_stderr(tmp_path)}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        _kill_leftovers(pids)
