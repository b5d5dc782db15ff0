"""Bots in GUI tests answer at once, and the same way under any load.

Every test that uses ``qtbot`` (directly or through a fixture) runs with an
:class:`desktop.bots.InstantThinker` in place of the app's process and thread pools:

- a bot's decision, a hint, a review or a "Was it winnable?" solve is done on the GUI
  thread at the next turn of the event loop (a zero-time timer: never inside the call
  that asked, so the table re-enters as in the app), with no process to start and no
  thread to wait for;
- the levels under it: easy is the heuristic, as in the app (it needs no budget); normal
  and strong are the same search as in the app (each game's own search bot, through
  ``decide_at_level``'s path) held to a count of worlds with no time allowance: normal
  2 worlds, strong 4 (``desktop.bots.INSTANT_WORLDS``; never more than the level's own).
  ``rules_core.ai.levels.BUDGETS`` is set to the same counts without a clock, so searches
  that build their bot themselves (the review) are count-bound too;
- so a test's path through a deal depends on its seed alone, never on how busy the
  machine is, and no condition waits for thinking: ``qtbot.waitUntil`` with its default
  timeout is enough (a condition that needs longer is a bug to find).

Work left over when a test ends is dropped, not done in the next test.

A test of the real pools (the search process, the thread pool) opts out with
``@pytest.mark.real_bots``.

A test that reaches into the engine's insides (a patched function or class, a game written
outside the core) runs on the pure-Python core only: ``@pytest.mark.python_engine``.  The
compiled build's functions call each other directly and its classes take no subclass written
in Python, so such a test is skipped there; CI runs the rest on both builds.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "real_bots: bots think in the app's search process and thread pool, on the clock "
        "(tests of those pools); other GUI tests get instant, count-bound bots",
    )
    config.addinivalue_line(
        "markers",
        "python_engine: patches the engine's insides or subclasses it in Python, so it runs "
        "on the pure-Python core only (skipped on the compiled build)",
    )


@pytest.fixture(autouse=True)
def python_engine_only(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("python_engine"):
        from rules_core.version import engine

        if engine() != "python":
            pytest.skip("reaches into the engine's insides: the pure-Python core only")


@pytest.fixture(autouse=True)
def instant_bots(request: pytest.FixtureRequest) -> Iterator[None]:
    if "qtbot" not in request.fixturenames or request.node.get_closest_marker("real_bots"):
        yield
        return
    from desktop.bots import INSTANT_WORLDS, InstantThinker, use_thinker
    from rules_core.ai import levels

    monkeypatch = pytest.MonkeyPatch()
    for level, worlds in INSTANT_WORLDS.items():
        monkeypatch.setitem(levels.BUDGETS, level, levels.Budget(worlds, math.inf))
    instant = InstantThinker()
    before = use_thinker(instant)
    try:
        yield
    finally:
        instant.close()
        use_thinker(before)
        monkeypatch.undo()
