"""Helper processes, so the expert level's search uses every core.

The app's searches run in one worker process (the GUI never waits on them).  For the
expert level that worker hands shares of the worlds to helper processes of its own
(:meth:`~rules_core.ai.search.DeterminizedSearch.evaluate`: world ``i`` of a search is
dealt and played from its own seed, so a share is just a set of world numbers, and the
sums of the shares are the sums one process would have made; a helper rebuilds the same
bot from its game and level, :func:`~rules_core.ai.levels.tally_share`).  This module
keeps the pool: started on first use, at a lower priority than the app, and never
outliving the process that started it (:func:`exit_with_parent`).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor

PARENT_POLL_SECONDS = 0.5
HELPER_NICENESS = 5  # how much lower a helper's priority is than its parent's
_pool: ProcessPoolExecutor | None = None
_broken = False


def helper_pool(processes: int) -> Executor | None:
    """This process's pool of ``processes`` helpers (started on first use; None when
    there is no second core, or processes cannot start here)."""
    global _pool, _broken
    if processes < 1 or _broken:
        return None
    if _pool is None:
        try:
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(processes, mp_context=context, initializer=_helper_start)
        except (OSError, ValueError, RuntimeError):
            _broken = True
            return None
    return _pool


def close_helpers() -> None:
    """End this process's helpers, if it started any (before the process itself is ended,
    so nothing of theirs is left for the system to clean up)."""
    global _pool
    pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


def helpers_answer(processes: int = 1) -> int:
    """Start this process's helpers and have each name itself: how many answered (the
    app's self-test runs it in its search worker, where the expert level starts them)."""
    pool = helper_pool(processes)
    if pool is None:
        raise RuntimeError("no helper process could start")
    futures = [pool.submit(os.getpid) for _ in range(processes)]
    return len({future.result(timeout=60) for future in futures})


def spare_cores() -> int:
    """Cores beyond this process's own."""
    return max(0, (os.cpu_count() or 1) - 1)


def _helper_start() -> None:
    """A helper's initializer: it ends with its parent, and it yields the processor to the
    app's own window (a helper takes the core the window shares)."""
    exit_with_parent()
    with contextlib.suppress(AttributeError, OSError):  # no niceness on this system
        os.nice(HELPER_NICENESS)


def exit_with_parent() -> None:
    """A worker's initializer: a daemon thread ends the worker when its parent is gone.

    Without it a worker whose parent died without shutting its pool down (a crash,
    ``kill -9``) waits forever for work on a queue whose pipe it holds both ends of, and
    keeps the resource tracker alive too (the tracker ends when the last holder of its
    pipe, this worker, has gone).  The parent's sentinel becomes ready when the parent
    ends, however it ends; where there is none, the parent's id is polled."""
    try:
        sentinel = getattr(multiprocessing.parent_process(), "sentinel", None)
        threading.Thread(
            target=_watch_parent, args=(sentinel, os.getppid()), name="parent-watch", daemon=True
        ).start()
    except Exception:  # noqa: BLE001 - a failed watch must not break the pool
        pass


def _watch_parent(sentinel: int | None, parent_id: int) -> None:
    if sentinel is not None:
        try:
            while not multiprocessing.connection.wait([sentinel]):
                pass
        except (OSError, ValueError):
            sentinel = None  # cannot wait on it: poll the parent's id instead
    if sentinel is None:
        while os.getppid() == parent_id:  # a new parent (init) once the old one is gone
            time.sleep(PARENT_POLL_SECONDS)
    os._exit(0)  # nothing to clean up: whoever wanted the results is gone


__all__ = [
    "close_helpers",
    "exit_with_parent",
    "helper_pool",
    "helpers_answer",
    "spare_cores",
]
