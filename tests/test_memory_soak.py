"""Memory stays flat over a long session: what each deal makes is let go when the next
one comes (fast checks, one per leak found), and a slow soak of whole deals in the real
window whose resident memory must not keep growing."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QPixmap, QPixmapCache

from desktop.games import load_desk
from desktop.sitting.session import Session
from rules_core.ai import heuristic_bot


def finished(game_id: str, number: int) -> Session:
    """Deal ``number`` of ``game_id`` played to its end by the heuristic in every seat."""
    session = Session(game_id, number)
    bot, rng = heuristic_bot(game_id), random.Random(number)
    while not session.state.is_terminal:
        state = session.state
        session.apply(bot.choose(state.view(state.current_player), state.legal(), rng).action)
    return session


def flush() -> None:
    """What the event loop would do next: paint, and delete what was deleted later."""
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture
def pixmap_cache_watch():
    """Arms a watch on Qt's process-wide pixmap cache: a small limit and a large sentinel
    picture in it, all else cleared. Whatever is put into the cache afterwards pushes the
    sentinel out (the cache drops its least recently used pictures first), so the
    sentinel still being there proves nothing (of any size that matters) was added.
    ``arm()`` returns the check."""
    old = QPixmapCache.cacheLimit()

    def arm():
        QPixmapCache.clear()
        QPixmapCache.setCacheLimit(1024)  # KB
        sentinel = QPixmap(400, 384)  # 600 KB: two score graphs more overflow the limit
        sentinel.fill()
        key = QPixmapCache.insert(sentinel)
        return lambda: QPixmapCache.find(key) is not None

    yield arm
    QPixmapCache.clear()
    QPixmapCache.setCacheLimit(old)


def test_end_of_deal_dialogs_leave_nothing_in_the_pixmap_cache(qtbot, pixmap_cache_watch):
    """The match's graph in each end-of-deal dialog was a label's pixmap, which Qt copies
    into its pixmap cache under a key of its own: ~260 KB left there every deal, 10 MB
    kept after forty deals. Opening and closing the dialog now leaves nothing there."""
    from PySide6.QtWidgets import QWidget

    from desktop.dialogs.end_of_deal import EndOfDealDialog

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    session = finished("truco", 3)
    match = session.match()
    match.finish_deal(session.number, session.state, list(session.actions))
    desk = load_desk("truco")
    flush()
    still_there = pixmap_cache_watch()
    for _ in range(4):
        dialog = EndOfDealDialog(session, match, desk, lambda s: f"Seat {s}", "en", parent)
        dialog.open()
        assert dialog.sheet is not None
        dialog.grab()  # painted whole, as on the screen
        dialog.close()
        flush()
    assert still_there(), "each end-of-deal dialog left a picture in Qt's pixmap cache"


def test_the_score_sheet_window_leaves_nothing_in_the_pixmap_cache(qtbot, pixmap_cache_watch):
    from desktop.dialogs.score_sheet import ScoreSheetDialog

    session = finished("huutopussi", 5)
    match = session.match()
    match.finish_deal(session.number, session.state, list(session.actions))
    still_there = pixmap_cache_watch()
    for _ in range(4):
        dialog = ScoreSheetDialog(match, ["A & C", "B & D"], "en")
        dialog.show()
        dialog.grab()
        dialog.close()
        flush()
    assert still_there()


@pytest.mark.real_bots  # the app's thread pool itself is what this checks
def test_background_jobs_let_go_of_their_work(qtbot):
    """An easy bot's decision runs on Qt's thread pool. Run as a ``QRunnable`` subclass, a
    job that ended while another ran stayed alive in the pool's wrapper with the game
    snapshot it was given (about one in four: a few hundred snapshots after a hundred
    deals). Every job's work is let go once it has answered."""
    import gc
    import weakref

    from desktop.bots import BackgroundRunner

    class Snapshot:
        pass

    runner = BackgroundRunner()
    answers: list[object] = []
    runner.finished.connect(answers.append)
    alive: list[weakref.ref[Snapshot]] = []

    def work(snapshot: Snapshot) -> int:
        return sum(range(20_000))

    for _ in range(60):
        for _ in range(2):  # the second overtakes the first, which runs on
            snapshot = Snapshot()
            alive.append(weakref.ref(snapshot))
            runner.run(work, snapshot, heavy=False)
        del snapshot
        qtbot.waitUntil(lambda: not runner.thinking)
    runner.pool.waitForDone()
    flush()
    gc.collect()
    assert len(answers) == 60
    assert sum(ref() is not None for ref in alive) == 0


def test_truco_search_keeps_a_small_table_of_odds():
    """Truco's bots cache the odds of a trick (each table about 3 KB). The cache held up
    to 16384 of them: the normal level's search filled it within twenty deals, 47 MB in
    the search process for good. A few deals now keep at most about 1.5 MB."""
    from rules_core.ai.games import truco
    from rules_core.ai.levels import bot_for
    from rules_core.ai.search import decide
    from rules_core.registry import get_game

    truco.odds.cache_clear()
    bot = bot_for("truco", "normal")
    for number in range(3):
        state = get_game("truco").new_deal(seed=number)
        rng = random.Random(number)
        while not state.is_terminal:
            state.apply(decide(bot, state, rng, None).action)
    assert truco.odds.cache_info().hits > 0
    assert truco.odds.cache_info().currsize * 3 <= 1536  # KB


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "deals"), [("truco", 100), ("huutopussi", 100), ("irokanmuri", 40)]
)
def test_resident_memory_stays_flat_over_many_deals(qtbot, game_id, deals):
    """Whole deals in the real window, easy bots everywhere (the person's moves too), each
    end-of-deal dialog answered with its default button: from deal 10 on, the process
    grows by at most 5 MB (it grew 10-14 MB in a hundred deals, and kept growing)."""
    from desktop.bench import soak

    result = soak(game_id, deals, echo=False, points=(10, deals))
    assert "error" not in result, result["error"]
    assert result["deals"] == deals
    series = result["rss_mb"]
    assert series[deals] - series[10] <= 5.0, series


def test_irokanmuri_poem_windows_leave_nothing_in_the_pixmap_cache(
    qtbot, tmp_path, pixmap_cache_watch
):
    """A card's poem in its own window shows the card's picture: as a label's pixmap, each
    window opened left a copy of that picture in Qt's pixmap cache."""
    from tests.gui_helpers import quiet_window

    window = quiet_window(qtbot, tmp_path)
    window.game_id = "irokanmuri"
    window.new_game(4)
    table = window.table
    qtbot.waitUntil(lambda: not table.busy())
    flush()
    still_there = pixmap_cache_watch()
    for card in table.state_view().hand[:4]:
        assert table.fittings.show_poem(card)
        dialog = table.fittings.poem_dialog
        assert dialog is not None
        dialog.grab()
        dialog.close()
        flush()
    assert still_there()


def test_reveille_bots_keep_few_play_outs():
    """Reveille's bots remember the play-outs of the hands they value. Up to 20,000 of
    each kind were kept (10 MB in the search process after a dozen deals at the normal
    level), though the hits all come from within one decision; a few deals now keep at
    most 2,000 of each (about 1 MB)."""
    from rules_core.ai.games import reveille
    from rules_core.ai.levels import decide_at_level
    from rules_core.registry import get_game

    reveille._VALUES.clear()
    reveille._NELLO.clear()
    for number in (1000, 1001):
        state = get_game("reveille").new_deal(seed=number)
        done = 0
        while not state.is_terminal:
            state.apply(decide_at_level("reveille", "normal", state.clone(), done).action)
            done += 1
    assert 0 < len(reveille._VALUES) <= 2000
    assert len(reveille._NELLO) <= 2000


def test_coop_bots_keep_a_bounded_memory_of_mended_plans():
    """Co-op's bots remember the plan mended for each count of tricks taken; the memory
    had no bound (the search process kept everything it met, deal after deal)."""
    from itertools import product

    from rules_core.ai.games.ando_coop import bot as ando_coop

    ando_coop.mended.cache_clear()
    pattern, plan = (0, 2, 4, 6), (6, 4, 2, 0)
    for taken in product(range(7), repeat=4):  # 2,401 counts of tricks
        if sum(taken) <= 13:
            ando_coop.mended(pattern, plan, taken)
    assert ando_coop.mended(pattern, plan, (0, 0, 0, 1)) == (6, 4, 0, 2)
    assert ando_coop.mended.cache_info().currsize <= 1024
