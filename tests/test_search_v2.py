"""Bots v2 in the shared search: worlds shared among processes sum as in one, the others'
play read fairly (only what the reader saw, the same for deals that look the same to it),
and exact endgames."""

from __future__ import annotations

import math
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from rules_core.ai import heuristic_bot
from rules_core.ai.base import perform
from rules_core.ai.endgame import TooBig, solve
from rules_core.ai.inference import read_beliefs
from rules_core.ai.levels import BUDGETS, bot_for, level_budget, tally_share
from rules_core.ai.search import DeterminizedSearch, Weighing, decide, sampler_for, utility
from rules_core.record import Record, record_of, replay
from rules_core.registry import game_ids, get_game


def played_deal(game_id: str, seed: int, steps: int):
    game = get_game(game_id)
    state = game.new_deal(seed=seed)
    bot, rng = heuristic_bot(game_id), random.Random(seed)
    for _ in range(steps):
        perform(state, decide(bot, state, rng))
    return state


@pytest.mark.parametrize("game_id", ["hamlet", "shikagari", "huutopussi"])
def test_worlds_shared_out_sum_as_in_one_process(game_id: str) -> None:
    state = played_deal(game_id, 3, 9)
    player = state.current_player
    view, legal = state.view(player), state.legal()

    def values(helpers: ThreadPoolExecutor | None) -> dict[int, float]:
        bot = bot_for(game_id, "strong")
        assert isinstance(bot, DeterminizedSearch)
        bot.seconds, bot.worlds = math.inf, 9
        if helpers is not None:
            bot.helpers, bot.sharers, bot.share_task = helpers, 2, tally_share
        sample = sampler_for(state, player)
        return bot.evaluate(list(legal.ids), view, random.Random(5), sample, player)

    alone = values(None)
    with ThreadPoolExecutor(2) as pool:
        shared = values(pool)
    assert shared == pytest.approx(alone)


def test_the_expert_level_shares_its_worlds_and_the_others_do_not() -> None:
    assert BUDGETS["expert"].share and not BUDGETS["strong"].share
    assert BUDGETS["expert"].worlds > BUDGETS["strong"].worlds > BUDGETS["normal"].worlds


@pytest.mark.parametrize("game_id", game_ids())
def test_every_search_level_weighs_more_worlds_than_the_one_below(game_id: str) -> None:
    """A game may set its own worlds for a level (LEVEL_WORLDS), never so that a level
    searches less than the one below it; the time caps stay the shared ones."""
    bots = [bot_for(game_id, level) for level in ("normal", "strong", "expert")]
    searches = [bot for bot in bots if isinstance(bot, DeterminizedSearch)]
    if len(searches) < 3:
        pytest.skip("its own search (the solitaire's solver)")
    normal, strong, expert = searches
    assert normal.worlds < strong.worlds <= expert.worlds
    assert normal.worlds == level_budget(game_id, "normal").worlds


def swapped_twin(state, player: int):
    """The same deal with two unplayed cards of one suit swapped between two other seats:
    every action stays legal and the player sees no difference."""
    record = record_of(state.state_before_actions(), list(state.actions_taken()))
    hands = [list(h) for h in record.deal["hands"]]
    others = [s for s in range(len(hands)) if s != player]
    now = {s: set(state.view(s).hand) for s in others}
    kind = state.game.pieces
    for a in others:
        for b in others:
            if a >= b:
                continue
            for x in hands[a]:
                for y in hands[b]:
                    px, py = kind.parse(x), kind.parse(y)
                    if px in now[a] and py in now[b] and x[-1] == y[-1] and x != y:
                        hands[a][hands[a].index(x)], hands[b][hands[b].index(y)] = y, x
                        twin = Record(state.game.id, deal={"hands": hands}, actions=record.actions)
                        return replay(twin)[0]
    pytest.skip("no two unplayed cards of a suit in two other hands")


def test_reading_the_others_play_is_the_same_for_deals_that_look_the_same() -> None:
    state = played_deal("hamlet", 11, 14)
    player = state.current_player
    twin = swapped_twin(state, player)
    assert twin.view(player) == state.view(player)
    assert any(twin.view(s) != state.view(s) for s in range(3))
    model = heuristic_bot("hamlet")
    mine = read_beliefs(state, player, model, random.Random(2), 8)
    theirs = read_beliefs(twin, player, model, random.Random(2), 8)
    assert mine.decisions > 0
    assert mine == theirs


def test_a_choice_made_face_down_is_not_read() -> None:
    """Hamlet's first round: each seat chooses a card face down, and the choices are shown
    only once all three are made; the third to choose cannot read the first two."""
    game = get_game("hamlet")
    state = game.new_deal(seed=4)
    bot, rng = heuristic_bot("hamlet"), random.Random(4)
    for _ in range(2):
        perform(state, decide(bot, state, rng))
    assert state.phase == "choose" and len(state.actions_taken()) == 2
    beliefs = read_beliefs(state, state.current_player, bot, random.Random(1), 8)
    assert beliefs.decisions == 0 and not beliefs.logs


def test_an_endgame_is_solved_exactly_and_a_large_tree_refused() -> None:
    state = played_deal("hamlet", 8, 0)
    with pytest.raises(TooBig):
        solve(state, utility, 50)
    while sum(state.view(0).hand_sizes) > 6:  # two tricks left
        perform(state, decide(heuristic_bot("hamlet"), state, random.Random(1)))
    values, end = solve(state, utility, 10_000)
    assert end.is_terminal
    seat = state.current_player
    best = max(solve(child, utility, 10_000)[0][seat] for child in _children(state))
    assert values[seat] == best  # the seat to move takes its best line


def _children(state):
    for action in state.legal_action_ids():
        child = state.clone()
        child.apply_id(action)
        yield child


def test_a_helper_process_takes_its_share_of_an_expert_search() -> None:
    """Through a real spawned helper: the sampler, the view and the measure cross to it and
    its tally comes back (a share it could not do would be done at home, unseen)."""
    from rules_core.ai import parallel

    state = played_deal("hamlet", 6, 20)
    player = state.current_player
    view, legal = state.view(player), state.legal()
    pool = parallel.helper_pool(1)
    assert pool is not None
    bot = bot_for("hamlet", "expert")
    assert isinstance(bot, DeterminizedSearch)
    bot.seconds, bot.worlds = math.inf, 6
    sample = sampler_for(state, player)
    weighing = Weighing(list(legal.ids), view, sample, player, utility, 7)
    share = pool.submit(
        tally_share, ("hamlet", "expert"), math.inf, weighing, range(1, 6, 2)
    ).result(timeout=60)
    here = bot.tally(weighing, range(1, 6, 2))
    assert share.worlds == here.worlds == 3
    assert share.totals == pytest.approx(here.totals)


@pytest.mark.parametrize("game_id", ["shikagari", "finesse", "reveille", "huutopussi"])
def test_alpha_beta_gives_the_two_sides_the_value_max_n_gives(game_id: str) -> None:
    """Two sides playing for a margin: alpha-beta is exact, only quicker."""
    from rules_core.ai.endgame import solve_sides

    checked = 0
    for seed in range(6):
        state = played_deal(game_id, seed, 0)
        bot, rng = heuristic_bot(game_id), random.Random(seed)
        while not state.is_terminal and sum(state.view(0).hand_sizes) > 2 * state.num_players:
            perform(state, decide(bot, state, rng))
        if state.is_terminal or len(state.teams) != 2:
            continue
        player = state.current_player
        exact = solve(state, utility, 200_000)[0][player]
        assert solve_sides(state, utility, player, 200_000)[0] == pytest.approx(exact)
        checked += 1
    assert checked


def test_one_world_in_the_time_is_not_taken_for_the_only_one() -> None:
    """A search cut to one world deals a second to see whether anything is unseen: early
    in a deal something is, and the reason must not say otherwise."""
    state = played_deal("hamlet", 2, 4)
    player = state.current_player
    bot = bot_for("hamlet", "normal")
    assert isinstance(bot, DeterminizedSearch)
    bot.worlds, bot.seconds = 1, math.inf
    bot.evaluate(
        list(state.legal().ids),
        state.view(player),
        random.Random(1),
        sampler_for(state, player),
        player,
    )
    assert bot.last.worlds == 1 and not bot.last.same_world
