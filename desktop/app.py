"""Entry point of the app.

``torite [--screenshot PATH] [--game ID | --tutorial ID] [--seed N] [--lang ja|en] [--size WxH]
[--play K] [--level L] [--log PATH]``
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rules_core.record import MAX_SEED
from rules_core.version import __version__

from .games.playable import PLAYABLE_GAMES

APP_ID = "org.torite.Torite"  # the desktop entry's and the AppStream component's id

if TYPE_CHECKING:  # Qt is imported only after the display check
    from PySide6.QtCore import QMessageLogContext, QtMsgType
    from PySide6.QtWidgets import QApplication

    from .window.instance import Instance, Request
    from .window.main_window import MainWindow


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="torite", description="Torite: trick-taking games, offline."
    )
    parser.add_argument(
        "--screenshot", metavar="PATH", help="render the table after set-up to PATH and exit"
    )
    parser.add_argument("--game", choices=PLAYABLE_GAMES, help="start this game at once")
    parser.add_argument(
        "--tutorial",
        choices=PLAYABLE_GAMES,
        metavar="ID",
        help="play this game's guided first deal (with --screenshot: --play N follows its steps)",
    )
    parser.add_argument("--seed", metavar="N", help="deal number (0 or more)")
    parser.add_argument("--lang", choices=("en", "ja"), help="interface language")
    parser.add_argument("--size", help="window size WxH (default: as last time, or 1100x760)")
    parser.add_argument(
        "--play",
        type=int,
        default=0,
        metavar="N",
        help="with --screenshot: let the hint bot make N moves first",
    )
    parser.add_argument(
        "--level",
        metavar="LEVEL",
        help="with --screenshot: the computer players' level: easy, normal, strong or expert",
    )
    parser.add_argument(
        "--log",
        metavar="PATH",
        help="with --screenshot: write everything the table said during the moves played to "
        "PATH (UTF-8, one line per thing said, in the --lang language)",
    )
    parser.add_argument("--open", metavar="RECORD", help="open a saved game record")
    parser.add_argument(
        "--replay",
        metavar="RECORD",
        help="step through a game record in the replay viewer (with --screenshot: at --step)",
    )
    parser.add_argument(
        "--step",
        type=int,
        default=0,
        metavar="N",
        help="with --replay: show the deal after its first N moves (0: as dealt)",
    )
    parser.add_argument(
        "--seat",
        metavar="SEAT",
        help="with --replay: whose view to show, a seat number or 'all' for every hand "
        "open (default: seat 0, the person's)",
    )
    parser.add_argument(
        "--quit-after-paint",
        action="store_true",
        help="exit as soon as the window has first painted (to time the start)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation (every game, its bots, the search process, the "
        "bundled files) and exit: 0 when all is well",
    )
    args = parser.parse_args(argv)
    if (args.log or args.level) and not args.screenshot:
        parser.error("--log and --level go with --screenshot")
    if (args.step or args.seat is not None) and not args.replay:
        parser.error("--step and --seat go with --replay")
    if args.step < 0:
        parser.error("--step must be 0 or more")
    if (
        args.seat is not None
        and args.seat != "all"
        and (not args.seat or len(args.seat) > 2 or not set(args.seat) <= DIGITS)
    ):
        parser.error("--seat must be a seat number or 'all'")
    if args.level is not None:
        from rules_core.ai.levels import LEVELS  # only then: the bots load after the paint

        if args.level not in LEVELS:
            parser.error(f"--level must be one of {', '.join(LEVELS)}, not {args.level!r}")
    if args.seed is not None:
        args.seed = deal_number(args.seed)
        if args.seed is None:
            parser.error(f"--seed must be a deal number from 0 to {MAX_SEED - 1}")
    args.width = args.height = None
    if args.size is not None:
        size = window_size(args.size)
        if size is None:
            low, high = MIN_WINDOW, MAX_WINDOW
            parser.error(
                f"--size must be WIDTHxHEIGHT in pixels, each from {low} to {high}, e.g. 1100x760"
            )
        args.width, args.height = size
    return args


MIN_WINDOW, MAX_WINDOW = 200, 8192  # pixels a side: a picture of any screen up to 8K
DIGITS = frozenset("0123456789")  # not str.isdigit(): "²" is a digit to it, not to int()


def deal_number(text: str) -> int | None:
    """``--seed``'s deal number, or None unless it is one a record can carry."""
    text = text.strip()
    if not text or len(text) > 19 or not set(text) <= DIGITS:
        return None
    number = int(text)
    return number if number < MAX_SEED else None


def window_size(text: str) -> tuple[int, int] | None:
    """``--size WxH`` in pixels, or None unless both sides are plain numbers in range."""
    parts = text.strip().lower().split("x")
    if len(parts) != 2 or not all(
        part and len(part) <= 5 and set(part) <= DIGITS for part in parts
    ):
        return None
    width, height = int(parts[0]), int(parts[1])
    if not (MIN_WINDOW <= width <= MAX_WINDOW and MIN_WINDOW <= height <= MAX_WINDOW):
        return None
    return width, height


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        from .self_test import run_self_test

        return run_self_test()
    if args.screenshot and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .platform_check import check_display

    problem = check_display()
    if problem:
        print(problem, file=sys.stderr)
        return 1

    from PySide6.QtWidgets import QApplication

    from .settings import Settings, throwaway_store
    from .window.main_window import MainWindow

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        quiet_offscreen_warnings()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Torite")
    app.setOrganizationName("Torite")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # Wayland docks match the window to the desktop entry
    set_window_icon(app)
    load_fonts(app)
    store = None
    if args.screenshot:  # a screenshot must not depend on, or change, the user's settings
        store = throwaway_store()
    settings = Settings(store)
    if args.lang:
        settings.language = args.lang
    if args.screenshot:
        settings.animation = "off"
        settings.trick_pause = "off"
    autosave = None if args.screenshot else default_autosave_path()
    instance = None
    if autosave is not None:  # one Torite per data folder (screenshots use none)
        from .window.instance import Claim, Instance

        instance = Instance(autosave.parent)
        claim = instance.acquire()
        if claim is Claim.HELD:
            return hand_over(instance, request_of(args))
        if claim is Claim.OURS:
            instance.listen()
    # Screenshots never read or add to the player's statistics.
    statistics = None if autosave is None else autosave.with_name("statistics.sqlite3")
    window = MainWindow(settings, autosave, statistics)
    if not args.screenshot:
        close_on_terminate(app, window)  # before anything is saved: no signal goes unheard
    if instance is not None:
        instance.requested.connect(window.handle_request)
        if instance.problem is not None:  # no lock: play on, but say so
            window.saving.tell_claim_problem(instance.problem)
    if args.width:
        window.resize(*fitted(app, args.width, args.height, screenshot=bool(args.screenshot)))
    else:
        window.restore_geometry()
    if args.screenshot and args.replay:
        return replay_screenshot(window, args)
    if args.screenshot:
        if args.tutorial:
            window.start_tutorial(args.tutorial)
        else:
            window.game_id = args.game or PLAYABLE_GAMES[0]
            if args.level:
                window.set_bot_level(window.game_id, args.level)
            window.new_game(args.seed if args.seed is not None else random.randrange(1, 10**9))
    else:
        # The game left last time comes back first, so whatever the command line asks
        # for next keeps it aside (or asks) instead of writing over it.
        window.saving.resume_autosave()
        window.handle_request(request_of(args), raise_window=False)
    window.show()
    if args.replay and not args.screenshot:
        window.records.replay_file(os.path.abspath(args.replay))
    try:
        if args.screenshot:
            return take_screenshot(window, args)
        # The search process starts once the window is up (a process starting beside the
        # app's own on two cores slowed the first paint), and imports while the player
        # looks at the chooser or the table.
        after_first_paint(app, start_search_process)
        if args.quit_after_paint:
            after_first_paint(app, lambda: print_paint_time_and_quit(app))
        return app.exec()
    finally:
        from .bots import SearchPool

        SearchPool.shutdown()  # never wait at exit for a search nobody needs any more


def request_of(args: argparse.Namespace) -> Request:
    """What the command line asks the app to show (a file by its absolute path: the
    Torite that may carry it out runs in another folder)."""
    from .window.instance import Request

    return Request(
        open=os.path.abspath(args.open) if args.open else None,
        game=args.game,
        seed=args.seed,
        tutorial=args.tutorial,
    )


def hand_over(instance: Instance, request: Request) -> int:
    """Another Torite holds this data folder: it gets this start's request."""
    problem = instance.hand_over(request)
    if problem is None:
        print("Torite is already running with this data folder: its window has it.")
        return 0
    owner = instance.owner()
    text = (
        "Torite is already running with this data folder"
        + (f" (process {owner})" if owner else "")
        + f", but {problem}. Nothing was changed: close it, or wait, and start again. If no"
        + f" Torite is running, remove {instance.lock_path}."
    )
    print(text, file=sys.stderr)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, "Torite", text)
    QTimer.singleShot(60_000, box.reject)  # a start nobody watches still ends
    box.exec()
    return 1


def fitted(app: QApplication, width: int, height: int, screenshot: bool) -> tuple[int, int]:
    """``--size`` for the window: a real window no larger than the screen's free area
    (a picture may be larger than the screen)."""
    screen = app.primaryScreen()
    if screenshot or screen is None:
        return width, height
    area = screen.availableGeometry()
    return min(width, max(area.width(), MIN_WINDOW)), min(height, max(area.height(), MIN_WINDOW))


def close_on_terminate(app: QApplication, window: MainWindow) -> None:
    """SIGTERM or SIGHUP (a logout, ``kill``, a closed terminal) closes the window as the
    person would — the game and the window's place saved, the search process stopped —
    instead of ending the process where it stands.  Python runs a signal handler only
    when it gets control, which Qt's event loop never gives it: the signal writes a byte
    to a socket the event loop watches (``signal.set_wakeup_fd``).  Not on Windows,
    which has no such signals."""
    if os.name == "nt":
        return
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, lambda _number, _frame: None)  # the notifier does the work
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def woken() -> None:
        try:
            received = reader.recv(64)
        except OSError:
            return
        if any(byte in (signal.SIGTERM, signal.SIGHUP) for byte in received):
            window.close()
            app.quit()

    notifier.activated.connect(woken)
    _KEPT.extend((reader, writer))  # the sockets live as long as the app


_KEPT: list[object] = []


def print_paint_time_and_quit(app: QApplication) -> None:
    """``--quit-after-paint``: the wall-clock time of the first paint (the timer started
    the process, so it knows the difference), then the end."""
    import time

    print(f"first paint at {time.time():.6f}", flush=True)
    app.quit()


def start_search_process() -> None:
    from .bots import SearchPool  # the bots and the search code: imported after the paint

    SearchPool.start()


def after_first_paint(app: QApplication, then: Callable[[], object]) -> None:
    """Call ``then`` from the event loop once a window has first painted.
    (``--quit-after-paint`` ends the app this way: ``packaging/startup.py`` times the
    start against a minimal PySide6 window that does the same.)"""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class PaintProbe(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                app.removeEventFilter(self)
                QTimer.singleShot(0, then)
            return False

    app.installEventFilter(PaintProbe(app))


def default_autosave_path() -> Path:
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "autosave.json"


def quiet_offscreen_warnings() -> None:
    """The offscreen platform (screenshots, tests) warns on every window size-hint change;
    the warning says nothing about Torite, so it is dropped.  Everything else passes."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if "does not support propagateSizeHints" in message:
            return None
        if previous is not None:
            return previous(mode, context, message)
        sys.stderr.write(message + "\n")
        return None

    previous = qInstallMessageHandler(handler)


def set_window_icon(app: QApplication) -> None:
    """Torite's own icon on every window, in each drawn size (the system picks)."""
    from PySide6.QtGui import QIcon

    from .paths import asset

    icon = QIcon()
    for png in sorted(asset("icons").glob("torite-*.png")):
        icon.addFile(str(png))
    if not icon.isNull():
        app.setWindowIcon(icon)


def load_fonts(app: QApplication) -> None:
    """Bundle Noto Sans JP so Japanese renders on a bare machine, and use it app-wide."""
    from PySide6.QtGui import QFont, QFontDatabase

    from .paths import asset

    font_id = QFontDatabase.addApplicationFont(str(asset("fonts", "NotoSansJP-Regular.otf")))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if families:
        font = QFont(families[0])
        font.setPointSize(10)
        app.setFont(font)


def replay_screenshot(window: MainWindow, args: argparse.Namespace) -> int:
    """``--replay RECORD --step N --screenshot OUT``: the replay viewer at move N, drawn
    to OUT (a broken record: its problem in words on stderr, exit status 2)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from rules_core.record import BadRecord, IllegalRecordAction, load
    from rules_core.timeline import OPEN

    from .replay.viewer import ReplayViewer

    try:
        record = load(args.replay)
        viewer = ReplayViewer(record, window.settings, None, position=args.step)
    except (BadRecord, IllegalRecordAction, OSError) as exc:
        print(f"torite: cannot replay {args.replay}: {exc}", file=sys.stderr)
        return 2
    except KeyError as exc:  # a game the app has no table for
        print(f"torite: cannot replay {args.replay}: no table for {exc}", file=sys.stderr)
        return 2
    if args.step > viewer.timeline.end:
        print(
            f"torite: the record has {viewer.timeline.end} moves: --step must be at most that",
            file=sys.stderr,
        )
        return 2
    if args.seat is not None:
        seat = OPEN if args.seat == "all" else int(args.seat)
        index = viewer.seat_box.findData(seat)
        if index < 0:
            print(f"torite: the record has no seat {args.seat}", file=sys.stderr)
            return 2
        viewer.seat_box.setCurrentIndex(index)
    if args.width:
        viewer.resize(args.width, args.height)
    viewer.show()
    for _ in range(5):
        QCoreApplication.processEvents()
        viewer.table.queue.fast_forward()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    if not viewer.grab().save(args.screenshot):
        print(f"could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0


def take_screenshot(window: MainWindow, args: argparse.Namespace) -> int:
    import time

    from PySide6.QtCore import QCoreApplication, QEvent

    from rules_core.ai import heuristic_bot
    from rules_core.ai.search import decide

    def settle() -> None:
        """Let animations finish and bots move until it is the human's turn again."""
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            QCoreApplication.processEvents()
            table = window.table
            if not table.busy():
                break
            table.queue.fast_forward()
            time.sleep(0.002)

    settle()
    for _ in range(args.play):
        table = window.table
        if table.session is None or table.session.state.is_terminal:
            break
        state = table.session.state
        seat = state.current_player
        step = table.expected_step()  # a lesson: the step it asks for
        if step is not None:
            table.perform(step[1])
        else:  # the hint bot, from the person's own view (also for a team's decision)
            viewer = 0 if state.decides(0) else None
            bot = heuristic_bot(state.game.id)
            table.perform(decide(bot, state, random.Random(seat), viewer).action)
        settle()
    for _ in range(5):
        QCoreApplication.processEvents()
    # Widgets deleted later (replaced buttons) go now: processEvents leaves them be.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    pixmap = window.grab()
    if not pixmap.save(args.screenshot):
        print(f"could not write {args.screenshot}", file=sys.stderr)
        return 1
    if args.log:
        lines = [line.replace("\n", " ") for line in window.table.log_lines()]
        try:
            Path(args.log).write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
        except OSError as exc:
            print(f"could not write {args.log}: {exc.strerror or exc}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
