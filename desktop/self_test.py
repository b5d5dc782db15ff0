"""``torite --self-test``: is this installation whole?  Installers and the release
workflow run it on the built app, where a file left out of the bundle would otherwise
show only when a player reaches the game that needs it.

Checks, each printed on its own line (``ok`` or ``FAILED`` and why):

- the list of games the chooser shows agrees with the games themselves (the line says
  which build of the rules core runs: compiled or python);
- every game with a table deals, and its easy bot chooses a move;
- a search bot decides in the worker process (the frozen app re-enters itself for it);
- the bundled font, Japanese translation, help pages, the reading cards' poems and
  statistics storage are there;
- every game's guided first deal is there and replays to its end;
- Qt starts offscreen and draws every game's first table.

Runs without a display and without touching the player's settings or saved game.
"""

from __future__ import annotations

import os
import random
import sqlite3
import sys
import time
from collections.abc import Callable

from rules_core.ai import heuristic_bot
from rules_core.ai.levels import decide_at_level
from rules_core.ai.parallel import helpers_answer
from rules_core.catalogue import catalogue, from_registry, packed_file
from rules_core.registry import get_game
from rules_core.version import engine

from .games.playable import PLAYABLE_GAMES
from .paths import asset


def run_self_test() -> int:
    checks: list[tuple[str, Callable[[], str]]] = [
        ("games and bots", _games),
        ("search process", _search_process),
        ("bundled files", _files),
        ("guided deals", _tutorials),
        ("statistics storage", _sqlite),
        ("tables drawn", _tables),
    ]
    failed = 0
    for name, check in checks:
        started = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:  # noqa: BLE001 - every failure is reported, none raised
            failed += 1
            print(f"FAILED {name}: {type(exc).__name__}: {exc}", flush=True)
            continue
        ms = (time.perf_counter() - started) * 1000
        print(f"ok {name}: {detail} ({ms:.0f} ms)", flush=True)
    print("self-test " + ("passed" if not failed else f"failed ({failed})"), flush=True)
    return 0 if not failed else 1


def _games() -> str:
    if getattr(sys, "frozen", False) and not packed_file().is_file():
        raise RuntimeError(f"the built app has no game catalogue at {packed_file()}")
    if catalogue() != from_registry():  # a built app's list of games, against the games
        raise RuntimeError("the game catalogue does not match the registered games")
    rng = random.Random(1)
    for game_id in PLAYABLE_GAMES:
        state = get_game(game_id).new_deal(seed=1)
        legal = state.legal()
        choice = heuristic_bot(game_id).choose(state.view(state.current_player), legal, rng)
        if choice.action not in legal:
            raise RuntimeError(f"{game_id}: the easy bot chose an illegal move")
    return f"{len(PLAYABLE_GAMES)} games, the {engine()} engine"


def _search_process() -> str:
    from .bots import SearchPool

    game_id = PLAYABLE_GAMES[0]
    state = get_game(game_id).new_deal(seed=1)
    future = SearchPool.submit(decide_at_level, game_id, "normal", state, 1)
    helping = SearchPool.submit(helpers_answer, 1)  # the expert level's helpers start there
    if future is None or helping is None:
        raise RuntimeError("the search process could not start")
    try:
        decision = future.result(timeout=60)
        helpers = helping.result(timeout=90)
    finally:
        SearchPool.shutdown()
    if decision.action not in state.legal():
        raise RuntimeError("the search chose an illegal move")
    return f"{game_id} decided in the worker, {helpers} helper process answered it"


def _files() -> str:
    needed = [asset("fonts", "NotoSansJP-Regular.otf"), asset("i18n", "torite_ja.qm")]
    needed += [asset("help", f"{g}.{lang}.html") for g in PLAYABLE_GAMES for lang in ("en", "ja")]
    missing = [str(path) for path in needed if not path.is_file()]
    if missing:
        raise RuntimeError("missing " + ", ".join(missing))
    from rules_core.karuta import poem_texts

    # The reading cards' poets and poems (package data): read, checked row by row.
    return f"{len(needed)} files, {len(poem_texts())} poems"


def _tutorials() -> str:
    from .sitting.tutorials import load_tutorial

    steps = sum(lesson.steps for g in PLAYABLE_GAMES for lesson in load_tutorial(g).lessons)
    return f"{len(PLAYABLE_GAMES)} games, {steps} steps"


def _sqlite() -> str:
    with sqlite3.connect(":memory:") as db:
        db.execute("create table t (x)")
        db.execute("insert into t values (1)")
        (count,) = db.execute("select count(*) from t").fetchone()
        # The statistics' streaks are window functions (SQLite 3.25 or newer).
        (window,) = db.execute("select sum(x) over () from t").fetchone()
    return f"SQLite {sqlite3.sqlite_version}" if count == 1 and window == 1 else "?"


def _tables() -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from .settings import Settings, throwaway_store
    from .window.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    settings = Settings(throwaway_store())
    settings.animation = "off"
    window = MainWindow(settings, None)
    window.resize(900, 640)
    window.show()
    drawn = 0
    for game_id in PLAYABLE_GAMES:
        window.game_id = game_id
        window.new_game(1)
        QCoreApplication.processEvents()
        if window.grab().isNull():
            raise RuntimeError(f"{game_id}: nothing drawn")
        drawn += 1
    window.close()
    app.processEvents()
    return f"{drawn} tables on {app.platformName()}"
