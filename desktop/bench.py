"""GUI measurements: ``python -m desktop.bench [--games N] [--json]``, and the memory
soak ``python -m desktop.bench --soak GAME [--deals N] [--trace]``.

- first paint: milliseconds from the start of this process's Python code to the
  first paint of the table;
- frame gap p99: a 4 ms timer probes the event loop while whole games are
  played through the table with animations on: solitaire games with a strong
  hint computing before every move, then Hamlet deals against two strong bots
  (their searches in the worker process) — the longest stalls a player would feel;
  and Hamlet deals against normal bots with the live play checker off and on, paired
  (the checker weighs each of the person's moves in the worker process) — its cost to the
  table, with the seconds a deal took each way;
- peak RSS of the GUI process and of the search worker, and their sum (an upper
  bound for the app: the two peaks need not coincide).
Numbers to quote, not assertions.

The soak (:func:`soak`) plays whole deals of one game in the real main window (animation
and pauses off, easy bots in every computer seat, the easy heuristic making the person's
moves, each end-of-deal dialog answered with its default button the way a player goes on,
the app's own autosave and statistics files in a throwaway folder) under Qt's own event
loop, and prints the resident memory at deals 1, 10, 25, 50, 75, 100, 150 (and the last);
``--trace`` adds the Python allocations that grew most from deal 10 to the last deal.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt is imported when a measurement starts
    from PySide6.QtWidgets import QApplication

    from .settings import Settings

STARTED = time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.bench")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--soak", metavar="GAME", help="play deals of GAME, measuring memory")
    parser.add_argument("--deals", type=int, default=150, help="deals the soak plays")
    parser.add_argument("--seed", type=int, default=1, help="the soak's first deal number")
    parser.add_argument("--trace", action="store_true", help="the soak's growth by source line")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.soak:
        from .games.playable import PLAYABLE_GAMES

        if args.soak not in PLAYABLE_GAMES:
            parser.error(f"--soak: no game {args.soak!r} (one of {', '.join(PLAYABLE_GAMES)})")
        if args.deals < 1:
            parser.error("--deals: at least 1")
        result = soak(args.soak, args.deals, seed=args.seed, trace=args.trace, echo=not args.json)
        if args.json:
            print(json.dumps(result))
        return 1 if "error" in result else 0

    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer

    from rules_core.ai import heuristic_bot

    from .window.main_window import MainWindow

    app, settings = bench_app(animation="fast", trick_pause="short")
    window = MainWindow(settings)
    window.game_id = "mustfollow_solitaire"
    window.new_game(1)

    first_paint: list[float] = []

    class PaintProbe(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not first_paint:
                first_paint.append((time.perf_counter() - STARTED) * 1000)
            return False

    probe = PaintProbe()
    window.table.view.viewport().installEventFilter(probe)
    window.show()
    while not first_paint:
        app.processEvents()

    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now

    timer = QTimer()
    timer.setInterval(4)
    timer.timeout.connect(tick)
    timer.start()
    table = window.table
    bot = heuristic_bot("mustfollow_solitaire")
    rng = random.Random(5)
    table.finished.disconnect()  # no end-of-deal dialog waiting for a click
    for game in range(args.games):
        window.new_game(1000 + game)
        session = table.session
        assert session is not None
        while not session.state.is_terminal:
            state = session.state
            table.hint()
            decision = bot.choose(state.view(0), state.legal(), rng)
            table.perform(decision.action)
            while table.busy():
                app.processEvents()
                time.sleep(0.001)
    by_level: dict[str, float | None] = {}
    for level in ("strong", "expert"):  # the searching levels, the expert on every core
        start = len(gaps)
        play_against_bots(window, app, max(1, args.games // 2), level)
        by_level[level] = p99(gaps[start:])
    by_checker: dict[str, list[float | None]] = {"off": [], "on": []}
    deal_seconds: dict[str, list[float]] = {"off": [], "on": []}
    deals = max(1, args.games // 2)
    for _ in range(2):  # paired: off, on, off, on — the machine's load falls alike on both
        for check in (False, True):
            name = "on" if check else "off"
            start, began = len(gaps), time.perf_counter()
            play_against_bots(window, app, deals, "normal", check)
            deal_seconds[name].append(round((time.perf_counter() - began) / deals, 2))
            by_checker[name].append(p99(gaps[start:]))
    timer.stop()
    report = {
        "first_paint_ms": round(first_paint[0], 1),
        "gui_frame_gap_p99_ms": p99(gaps),
        "gui_frame_gap_max_ms": round(max(gaps), 2) if gaps else None,
        "gui_frame_gap_p99_ms_by_level": by_level,
        "gui_frame_gap_p99_ms_checker": by_checker,
        "checker_deal_seconds": deal_seconds,
        "games": args.games,
    }
    report.update(peak_rss())
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


def bench_app(animation: str, trick_pause: str) -> tuple[QApplication, Settings]:
    """The Qt application (made if need be, with the app's fonts) and throwaway English
    settings at the given pace: what every GUI measurement starts from."""
    from PySide6.QtWidgets import QApplication

    from .app import load_fonts, quiet_offscreen_warnings
    from .settings import Settings, throwaway_store

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        quiet_offscreen_warnings()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    load_fonts(app)
    settings = Settings(throwaway_store())
    settings.language = "en"
    settings.animation = animation
    settings.trick_pause = trick_pause
    return app, settings


def p99(gaps: list[float]) -> float | None:
    """The 99th percentile of frame gaps, in ms."""
    ordered = sorted(gaps)
    return round(ordered[int(len(ordered) * 0.99)], 2) if ordered else None


def play_against_bots(window: Any, app: Any, deals: int, level: str, check: bool = False) -> None:
    """Hamlet with both bots at ``level``; the human seat plays the simple bot's moves as
    soon as it is its turn (``check``: with the live play checker weighing them)."""
    from rules_core.ai import heuristic_bot

    from .games.playable import LEVELS_KEY

    window.settings.set_game_options("hamlet", {LEVELS_KEY: [level, level]})
    window.settings.set_check_play("hamlet", check)
    window.game_id = "hamlet"
    bot, rng = heuristic_bot("hamlet"), random.Random(7)
    for deal in range(deals):
        window.new_game(500 + deal)
        table = window.table
        table.finished.disconnect()  # no end-of-deal dialog waiting for a click
        session = table.session
        while not session.state.is_terminal:
            state = session.state
            if state.current_player == 0 and not table.busy():
                table.perform(bot.choose(state.view(0), state.legal(), rng).action)
            app.processEvents()
            time.sleep(0.001)


def peak_rss() -> dict[str, float]:
    """Peak resident memory of this process and (after it stops) the search worker."""
    from .bots import SearchPool

    SearchPool.shutdown(wait=True)
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {
        "peak_rss_mb": round(own, 1),
        "worker_peak_rss_mb": round(worker, 1),
        "app_peak_rss_mb": round(own + worker, 1),
    }


SOAK_POINTS = (1, 10, 25, 50, 75, 100, 150)
SOAK_STALL_SECONDS = 60  # a table that makes no move for this long ends the soak


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux: /proc/self/statm; elsewhere the
    peak so far, which is all ``resource`` knows)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def soak(
    game_id: str,
    deals: int,
    *,
    seed: int = 1,
    trace: bool = False,
    echo: bool = True,
    points: tuple[int, ...] = SOAK_POINTS,
    size: tuple[int, int] = (1100, 760),
    probe: Callable[[int, Any], object] | None = None,
) -> dict[str, Any]:
    """Play ``deals`` deals of ``game_id`` in a main window the way a player would (see
    the module's words) and return the resident memory in MB after each deal in
    ``points`` (and after the last): ``{"game", "deals", "rss_mb": {deal: MB}, "seconds"}``.
    Runs Qt's event loop, so objects deleted later are deleted as in the app.
    ``probe(deal, window)`` is called at each of those deals, after the measurement."""
    import gc
    import tempfile
    import tracemalloc
    from pathlib import Path

    from PySide6.QtCore import QTimer

    from rules_core.ai import heuristic_bot
    from rules_core.ai.search import decide

    from .window.main_window import MainWindow

    app, settings = bench_app(animation="off", trick_pause="off")
    folder = tempfile.TemporaryDirectory(prefix="torite-soak-")
    data = Path(folder.name)
    window = MainWindow(settings, data / "autosave.json", data / "statistics.sqlite3")
    window.set_bot_level(game_id, "easy")
    window.resize(*size)
    window.show()
    bot = heuristic_bot(game_id)
    rng = random.Random(seed)
    base = 10 if deals > 10 else 1  # the growth is counted from here (caches fill before)
    marks = sorted({p for p in points if p <= deals} | {base, deals})
    series: dict[int, float] = {}
    done = [0]
    snapshot: list[tracemalloc.Snapshot] = []
    problem: list[str] = []
    started = time.perf_counter()
    progress: list[Any] = [None, started]  # the last position seen, and since when

    def measure(deal: int) -> None:
        gc.collect()
        series[deal] = round(rss_mb(), 1)
        if echo:
            print(f"deal {deal}: {series[deal]} MB", flush=True)
        if trace and deal == base:
            snapshot.append(tracemalloc.take_snapshot())
        if probe is not None:
            probe(deal, window)

    def tick() -> None:
        """One look at the table: answer the end of a deal, or make the person's move."""
        try:
            dialog = window.deal_end.dialog
            table = window.table
            session = table.session
            now = time.perf_counter()
            position = (done[0], len(session.actions) if session is not None else -1)
            if position != progress[0]:
                progress[:] = [position, now]
            elif now - progress[1] > SOAK_STALL_SECONDS:
                problem.append(f"no move for {SOAK_STALL_SECONDS} s in deal {done[0] + 1}")
                app.quit()
                return
            if dialog is not None and dialog.isVisible():
                done[0] += 1
                if done[0] in marks:
                    measure(done[0])
                if done[0] >= deals:
                    app.quit()
                    return
                dialog.go_button.click()  # the next deal (a new match after the last)
                return
            if session is None or session.state.is_terminal or table.busy():
                return
            state = session.state
            person = table.person_seat()
            if not state.decides(person):
                return  # a computer player's turn: the table asks its bot
            viewer = person if state.current_player != person else None
            table.perform(decide(bot, state, rng, viewer).action)
        except Exception as exc:  # noqa: BLE001 - a failure ends the soak, said in words
            problem.append(f"{type(exc).__name__}: {exc}")
            app.quit()

    if trace:
        tracemalloc.start()
    window.game_id = game_id
    window.new_game(seed)
    driver = QTimer()
    driver.setInterval(1)
    driver.timeout.connect(tick)
    driver.start()
    app.exec()
    driver.stop()
    result: dict[str, Any] = {
        "game": game_id,
        "deals": done[0],
        "rss_mb": series,
        "seconds": round(time.perf_counter() - started, 1),
    }
    if problem:
        result["error"] = problem[0]
    if trace and snapshot:
        grown = tracemalloc.take_snapshot().compare_to(snapshot[0], "lineno")
        total = sum(stat.size_diff for stat in grown) / 1024
        top = [f"Python allocations: {total:+.0f} KiB in all"] + [
            f"{stat.size_diff / 1024:+.0f} KiB ({stat.count_diff:+d} blocks) at "
            + "/".join(stat.traceback[0].filename.split("/")[-2:])
            + f":{stat.traceback[0].lineno}"
            for stat in grown[:15]
        ]
        result["grown"] = top
        tracemalloc.stop()
    if echo:
        if problem:
            print(problem[0], file=sys.stderr)
        for line in result.get("grown", []):
            print(line)
        if base in series and done[0] in series and done[0] > base:
            grew = series[done[0]] - series[base]
            print(f"from deal {base} to deal {done[0]}: {grew:+.1f} MB")
    window.sitting.autosave = None  # nothing more to keep: the folder goes
    window.close()
    window.deleteLater()
    folder.cleanup()
    return result


if __name__ == "__main__":
    raise SystemExit(main())
