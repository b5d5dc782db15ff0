"""The thinker seam: GUI tests' bots answer at once, the same way under any load, through
the event loop; the app's thinker still runs light work on the thread pool."""

from __future__ import annotations

import itertools

import pytest

import desktop.bots as bots
from desktop.bots import (
    INSTANT_WORLDS,
    BackgroundRunner,
    BotRunner,
    InstantThinker,
    PoolThinker,
    decide_on_worlds,
    thinker,
)
from rules_core.ai import search
from rules_core.ai.levels import LEVELS, bot_for, decide_at_level
from rules_core.registry import game_ids, get_game


def a_position(game_id: str, moves: int = 2):
    """A deal a few decisions in, with a choice to make and hidden cards to sample."""
    state = get_game(game_id).new_deal(seed=11)
    for _ in range(moves):
        state.apply(state.legal_actions()[0], state.current_player)
    assert len(state.legal_actions()) > 1
    return state


def test_gui_tests_get_the_instant_thinker(qtbot):
    assert isinstance(thinker(), InstantThinker)


def test_a_plain_test_keeps_the_apps_thinker():
    assert isinstance(thinker(), PoolThinker)


@pytest.mark.real_bots
def test_a_marked_gui_test_keeps_the_apps_thinker(qtbot):
    assert isinstance(thinker(), PoolThinker)


def test_a_decision_comes_through_the_event_loop_never_inside_ask(qtbot):
    runner = BotRunner()
    decided = []
    runner.decided.connect(decided.append)
    state = a_position("hamlet")
    runner.ask("hamlet", "normal", state, seed=5)
    assert decided == [] and runner.thinking  # not inside the call: the table re-enters later
    qtbot.waitUntil(lambda: bool(decided))
    assert not runner.thinking
    assert decided[0].action in state.legal_actions()
    assert decided[0] == decide_on_worlds("hamlet", "normal", state, 5, None, 2)


@pytest.mark.parametrize("game_id", ["hamlet", "truco", "mustfollow_solitaire", "ando_coop"])
def test_the_same_seed_decides_the_same_however_slow_the_clock(game_id, monkeypatch):
    """A search on a time cap stops after one world on a slow machine; the tests' search
    counts worlds, so a clock that jumps a minute at every look changes nothing."""
    state = a_position(game_id)
    calm = decide_on_worlds(game_id, "strong", state, 3, None, 4)
    built = []

    def keep(game: str, level: str):
        bot = bot_for(game, level)
        built.append(bot)
        return bot

    ticks = itertools.count(step=60.0)
    monkeypatch.setattr(bots, "bot_for", keep)
    monkeypatch.setattr(search.time, "perf_counter", lambda: next(ticks))  # every clock
    busy = decide_on_worlds(game_id, "strong", state, 3, None, 4)
    assert busy == calm
    (bot,) = built
    assert bot.worlds == min(4, bot_for(game_id, "strong").worlds)
    assert bot.last.worlds == bot.worlds  # all of its worlds, whatever the clock said


@pytest.mark.parametrize("game_id", game_ids())
def test_every_level_of_every_game_has_a_budget_the_tests_can_count(game_id):
    """Each game's search bot takes a world count and a time allowance (``Budgeted``), so
    the tests' thinker holds it to a count; the easy level needs none."""
    for level in LEVELS:
        bot = bot_for(game_id, level)
        assert isinstance(bot, search.Budgeted) == (level in INSTANT_WORLDS), (game_id, level)


def test_the_easy_level_decides_as_in_the_app():
    for game_id in ("hamlet", "reveille", "irokanmuri"):
        state = a_position(game_id)
        assert decide_on_worlds(game_id, "easy", state, 9, None, 2) == decide_at_level(
            game_id, "easy", state, 9
        )


def test_cancelled_work_is_never_done(qtbot):
    instant = thinker()
    assert isinstance(instant, InstantThinker)
    runner = BackgroundRunner()
    done, answers = [], []
    runner.finished.connect(answers.append)
    runner.run(done.append, "first", heavy=True)
    runner.run(done.append, "second", heavy=True)  # overtakes the first
    runner.cancel()
    qtbot.waitUntil(lambda: instant.idle)
    assert done == [] and answers == [] and not runner.thinking


def test_only_the_newest_request_is_answered(qtbot):
    runner = BackgroundRunner()
    answers = []
    runner.finished.connect(answers.append)
    for word in ("one", "two", "three"):
        runner.run(str.upper, word)
    qtbot.waitUntil(lambda: not runner.thinking)
    assert answers == ["THREE"]


def test_a_failure_is_said_through_the_event_loop(qtbot):
    runner = BackgroundRunner()
    failures = []
    runner.failed.connect(failures.append)
    runner.run(int, "not a number")
    assert failures == []
    qtbot.waitUntil(lambda: bool(failures))
    assert "not a number" in failures[0]


def test_work_left_when_a_test_ends_is_dropped(qtbot):
    instant = InstantThinker()
    done = []
    future = instant.work(done.append, ("late",), heavy=False)
    instant.close()
    qtbot.waitUntil(lambda: instant.idle)
    assert done == [] and future.cancelled()


@pytest.mark.real_bots
def test_the_apps_thinker_runs_light_work_on_the_thread_pool(qtbot):
    runner = BackgroundRunner()
    answers = []
    runner.finished.connect(answers.append)
    runner.run(sum, range(10), heavy=False)
    qtbot.waitUntil(lambda: bool(answers))
    assert answers == [45]
