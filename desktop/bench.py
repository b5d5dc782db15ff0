"""GUI measurements: ``python -m desktop.bench [--games N] [--json]``.

- first paint: milliseconds from the start of this process's Python code to the
  first paint of the table;
- frame gap p99: a 4 ms timer probes the event loop while whole games are
  played through the table with animations on: solitaire games with a strong
  hint computing before every move, then Hamlet deals against two strong bots
  (their searches in the worker process) — the longest stalls a player would feel;
- peak RSS of the GUI process and of the search worker, and their sum (an upper
  bound for the app: the two peaks need not coincide).
Numbers to quote, not assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import time
from typing import Any

STARTED = time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.bench")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from rules_core.ai import heuristic_bot

    from .app import load_fonts, quiet_offscreen_warnings
    from .main_window import MainWindow
    from .settings import Settings, throwaway_store

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        quiet_offscreen_warnings()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    load_fonts(app)
    settings = Settings(throwaway_store())
    settings.language = "en"
    settings.animation = "fast"
    settings.trick_pause = "short"
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
    table.finished.disconnect(window.show_end_dialog)  # no dialog waiting for a click
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
    play_against_strong_bots(window, app, max(1, args.games // 2))
    timer.stop()
    gaps.sort()
    report = {
        "first_paint_ms": round(first_paint[0], 1),
        "gui_frame_gap_p99_ms": round(gaps[int(len(gaps) * 0.99)], 2) if gaps else None,
        "gui_frame_gap_max_ms": round(gaps[-1], 2) if gaps else None,
        "games": args.games,
    }
    report.update(peak_rss())
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


def play_against_strong_bots(window: Any, app: Any, deals: int) -> None:
    """Hamlet with both bots at the strong level; the human seat plays the simple bot's
    moves as soon as it is its turn."""
    from rules_core.ai import heuristic_bot

    from .tables import LEVELS_KEY

    window.settings.set_game_options("hamlet", {LEVELS_KEY: ["strong", "strong"]})
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


if __name__ == "__main__":
    raise SystemExit(main())
