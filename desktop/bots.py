"""Bots off the GUI thread.

- The easy level (a heuristic, well under a millisecond) runs on Qt's thread pool.
- Search levels and solvers run in a separate *process* (a spawn pool of one
  worker, started when the app starts): a search holds Python's interpreter lock
  for a second at a time, which in a thread would stutter every animation.
- Results come back by signal; the GUI thread never waits.  If the process pool
  cannot start (a locked-down machine), work falls back to a thread.
- The worker never outlives the app: it watches its parent and ends itself when the
  parent is gone, however the parent went (a crash, ``kill -9``), and a normal exit
  ends a search still running instead of waiting for it.

The bot still sees only the player's view: the worker is handed a snapshot of the
deal and asks the rules core's ``decide``, which passes on the view, the legal
actions and a world sampler — never the hidden cards themselves.
"""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import multiprocessing.connection
import random
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from rules_core.ai.base import Decision
from rules_core.ai.levels import bot_for, decide_at_level
from rules_core.ai.parallel import close_helpers, exit_with_parent
from rules_core.ai.protocols import Inferring
from rules_core.ai.search import Budgeted, decide
from rules_core.game import State
from rules_core.signs import Sign

R = TypeVar("R")  # what a piece of work answers


class _Relay(QObject):
    done = Signal(int, object)  # request id, result
    failed = Signal(int, str)


def _job(future: Future[R], work: Callable[..., R], args: tuple[object, ...]) -> Callable[[], None]:
    """The work for the thread pool, its result or failure set on ``future``.

    A plain function, not a ``QRunnable`` subclass: PySide keeps such a runnable alive
    in the pool's wrapper, with the game snapshot its work holds, whenever it ends while
    another job runs (a bot's move overtaken by the next request): about one job in four,
    for good."""

    def run() -> None:
        _fulfil(future, work, args)

    return run


def _fulfil(future: Future[R], work: Callable[..., R], args: tuple[object, ...]) -> None:
    """Do ``work(*args)`` for ``future`` unless it was cancelled before it began."""
    if not future.set_running_or_notify_cancel():
        return
    try:
        result = work(*args)
    except Exception as exc:  # noqa: BLE001 - reported to the GUI, never lost in a thread
        future.set_exception(exc)
        return
    future.set_result(result)


class Cancellable(Protocol):
    """Work begun that may still be dropped (a future)."""

    def cancel(self) -> bool: ...


class Thinker(Protocol):
    """Where the runners' work is done, and how a bot decision is made.

    The app uses :class:`PoolThinker`; GUI tests install an :class:`InstantThinker`
    with :func:`use_thinker`.  A result comes back through the returned future, whose
    callbacks the runner hands to the GUI thread; cancelling the future drops work that
    has not begun."""

    def work(self, function: Callable[..., R], args: tuple[object, ...], heavy: bool) -> Future[R]:
        """Begin ``function(*args)``: in the search process when ``heavy``."""
        ...

    def decide(
        self,
        game_id: str,
        level: str,
        state: State,
        seed: int,
        viewer: int | None,
        signs: tuple[Sign, ...] = (),
    ) -> Future[Decision]:
        """Begin the decision of a bot at ``level`` for ``state``'s current player
        (``signs``: those shown at the table now; it reads its partners')."""
        ...


class PoolThinker:
    """The app's thinker: heavy work in the search process (:class:`SearchPool`), light
    work on Qt's thread pool (heavy work too when the process pool cannot start); a bot
    decides by :func:`decide_at_level` on its level's own budget."""

    def work(self, function: Callable[..., R], args: tuple[object, ...], heavy: bool) -> Future[R]:
        future = SearchPool.submit(function, *args) if heavy else None
        if future is None:
            future = Future()
            QThreadPool.globalInstance().start(_job(future, function, args))
        return future

    def decide(
        self,
        game_id: str,
        level: str,
        state: State,
        seed: int,
        viewer: int | None,
        signs: tuple[Sign, ...] = (),
    ) -> Future[Decision]:
        args = (game_id, level, state, seed, viewer, None, signs)
        return self.work(decide_at_level, args, heavy=level != "easy")


class InstantThinker:
    """A thinker for tests: no process, no thread, no clock.

    Work is done on the GUI thread at the next turn of its event loop (a zero-time
    timer, never inside the call that asked, so the table re-enters as it does in the
    app).  A bot decides as :func:`decide_at_level` does, but a search bot's budget is
    ``worlds[level]`` worlds (never more than the level's own) with no time allowance,
    so the same seed gives the same decision however busy the machine is."""

    def __init__(self, worlds: Mapping[str, int] | None = None) -> None:
        self.worlds = dict(worlds or INSTANT_WORLDS)
        self.pending = 0  # work asked for and not yet done or dropped
        self.closed = False

    @property
    def idle(self) -> bool:
        """Whether every piece of work asked for has been done or dropped."""
        return self.pending == 0

    def close(self) -> None:
        """Drop the work not yet begun (a test is over: its tables are gone)."""
        self.closed = True

    def work(self, function: Callable[..., R], args: tuple[object, ...], heavy: bool) -> Future[R]:
        future: Future[R] = Future()
        self.pending += 1

        def now() -> None:
            self.pending -= 1
            if self.closed:
                future.cancel()
                return
            _fulfil(future, function, args)

        QTimer.singleShot(0, now)
        return future

    def decide(
        self,
        game_id: str,
        level: str,
        state: State,
        seed: int,
        viewer: int | None,
        signs: tuple[Sign, ...] = (),
    ) -> Future[Decision]:
        args = (game_id, level, state, seed, viewer, self.worlds.get(level, 1), signs)
        return self.work(decide_on_worlds, args, heavy=False)


# Worlds per level for bots that answer at once (easy: the heuristic, no search).
INSTANT_WORLDS: dict[str, int] = {"normal": 2, "strong": 4, "expert": 4}


def decide_on_worlds(
    game_id: str,
    level: str,
    state: State,
    seed: int,
    viewer: int | None,
    worlds: int,
    signs: tuple[Sign, ...] = (),
) -> Decision:
    """:func:`decide_at_level` with a search bot held to ``worlds`` worlds and no clock."""
    bot = bot_for(game_id, level)
    if isinstance(bot, Budgeted):
        bot.worlds = max(1, min(bot.worlds, worlds))
        bot.seconds = math.inf
    if isinstance(bot, Inferring):  # reading the others' play, in as few worlds
        bot.inference = min(bot.inference, worlds)
    return decide(bot, state, random.Random(seed), viewer, signs)


_thinker: Thinker = PoolThinker()


def thinker() -> Thinker:
    """The thinker the runners use now."""
    return _thinker


def use_thinker(new: Thinker) -> Thinker:
    """Make the runners use ``new`` from their next request on; returns the one it replaces."""
    global _thinker
    old, _thinker = _thinker, new
    return old


CLOSE_HELPERS_S = 0.5  # how long an exit waits for the worker to close its helpers


class SearchPool:
    """The one worker process for heavy search, shared by every table."""

    _executor: ProcessPoolExecutor | None = None
    _broken = False

    @classmethod
    def start(cls) -> None:
        """Start the worker now (it takes a moment to import the rules core), so the
        first bot decision does not pay for it."""
        executor = cls.executor()
        if executor is not None:
            executor.submit(_warm_up)

    @classmethod
    def executor(cls) -> ProcessPoolExecutor | None:
        if cls._executor is None and not cls._broken:
            try:
                context = multiprocessing.get_context("spawn")
                cls._executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=context, initializer=exit_with_parent
                )
            except (OSError, ValueError, RuntimeError):
                cls._broken = True
        return cls._executor

    @classmethod
    def submit(cls, function: Callable[..., R], *args: object) -> Future[R] | None:
        executor = cls.executor()
        if executor is None:
            return None
        try:
            return executor.submit(function, *args)
        except RuntimeError:  # the pool broke (a worker was killed): use threads from now on
            cls._broken = True
            cls._executor = None
            return None

    @classmethod
    def shutdown(cls, wait: bool = False) -> None:
        """Stop the worker.  Unless ``wait``, a search still running is ended, not
        awaited: the interpreter joins the pool's threads at exit, and they would wait
        for the worker to finish its search."""
        executor, cls._executor = cls._executor, None
        if executor is None:
            return
        workers = list((executor._processes or {}).values())
        with contextlib.suppress(Exception):  # an idle worker closes its own helpers first
            executor.submit(close_helpers).result(timeout=CLOSE_HELPERS_S)
        executor.shutdown(wait=wait, cancel_futures=True)
        if not wait:
            for worker in workers:
                with contextlib.suppress(Exception):  # already gone, or not ours to end
                    worker.terminate()


def _warm_up() -> None:
    import rules_core.ai.levels  # noqa: F401 - importing is the warm-up


class BackgroundRunner(QObject):
    """Runs one job at a time in the background; only the newest request is answered
    (results of requests overtaken by a later one, or by ``cancel``, are dropped)."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._request = 0
        self._pending = False
        self._future: Cancellable | None = None
        self.pool = QThreadPool.globalInstance()

    @property
    def thinking(self) -> bool:
        return self._pending

    def run(self, function: Callable[..., object], *args: object, heavy: bool = True) -> None:
        """Run ``function(*args)``: in the search process when ``heavy``, else in a thread."""
        self.cancel()
        self._begin(thinker().work(function, args, heavy))

    def _begin(self, future: Future[R]) -> None:
        self._pending = True
        request = self._request
        self._future = future
        future.add_done_callback(lambda f: self._answered(request, f))

    def _answered(self, request: int, future: Future[R]) -> None:
        # Called on the thread that finished the work: hand over to the GUI thread.
        if future.cancelled():
            return
        try:
            result = future.result()
        except Exception as exc:  # noqa: BLE001 - shown to the player, never a traceback
            self._relay.failed.emit(request, str(exc) or type(exc).__name__)
            return
        self._relay.done.emit(request, result)

    def cancel(self) -> None:
        """Forget the pending request (a search not yet started in the worker is dropped)."""
        self._request += 1
        self._pending = False
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def _on_done(self, request: int, result: object) -> None:
        if request == self._request:
            self._pending = False
            self.finished.emit(result)

    def _on_failed(self, request: int, message: str) -> None:
        if request == self._request:
            self._pending = False
            self.failed.emit(message)


class BotRunner(BackgroundRunner):
    """Asks a bot of a given level for the current player's decision."""

    decided = Signal(object)  # Decision

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.finished.connect(self.decided.emit)

    def ask(
        self,
        game_id: str,
        level: str,
        state: State,
        seed: int = 0,
        viewer: int | None = None,
        signs: tuple[Sign, ...] = (),
    ) -> None:
        """Ask the bot of ``level`` for the decision now (``signs``: those shown at the
        table; the bot reads its partners' only)."""
        snapshot = state.clone()  # the table goes on changing its own state
        self.cancel()
        self._begin(thinker().decide(game_id, level, snapshot, seed, viewer, signs))
