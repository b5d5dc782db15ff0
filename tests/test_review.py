"""Post-deal review: which decisions are reviewed, and what the verdicts say."""

from __future__ import annotations

import random

import pytest

from rules_core.ai import levels
from rules_core.ai.base import RandomBot
from rules_core.ai.games.mustfollow_solitaire import bot as solitaire_ai
from rules_core.ai.review import appraise_decision, review_deal, review_points
from rules_core.record import record_of
from rules_core.registry import get_game
from tests.test_search_ai import GAMES, twin_with_other_hidden_cards


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    """A small budget capped by worlds, not time, so verdicts repeat exactly."""
    monkeypatch.setitem(levels.BUDGETS, "strong", levels.Budget(worlds=4, seconds=60.0))
    monkeypatch.setattr(solitaire_ai, "STRONG_FACTOR", 1)  # its budget, not five times it


def random_record(game_id: str, variant: str | None, seed: int):
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    start = state.clone()
    rng, bot, actions = random.Random(seed), RandomBot(), []
    while not state.is_terminal:
        seat = state.current_player
        action = bot.choose(state.view(seat), state.legal(), rng).action
        actions.append((seat, action))
        state.apply(action, seat)
    return record_of(start, actions, variant=variant)


@pytest.mark.parametrize(("game_id", "variant"), GAMES)
def test_verdicts_weigh_the_choice_made_against_the_best(game_id, variant):
    record = random_record(game_id, variant, seed=4)
    verdicts = review_deal(record, player=0, seed=1)
    assert verdicts, "a random deal offers the player some real choices"
    for verdict in verdicts:
        assert verdict.best_value >= verdict.chosen_value
        assert verdict.loss == pytest.approx(verdict.best_value - verdict.chosen_value)
        assert (verdict.grade == "best") == (verdict.chosen == verdict.best)
        assert record.actions[verdict.index][1] == verdict.chosen
        if verdict.unit == "win":
            assert 0.0 <= verdict.chosen_value <= verdict.best_value <= 1.0


def test_review_covers_only_the_players_real_choices():
    record = random_record("crescendo", None, seed=9)
    points = review_points(record, player=2)
    assert points and all(p.seat == 2 for p in points)
    assert all(len(p.state.legal_actions()) > 1 for p in points)
    chosen = [p.chosen for p in points]
    assert chosen == [record.actions[p.index][1] for p in points]


def test_solo_coop_review_includes_the_dummys_plays():
    record = random_record("ando_coop", "1p", seed=6)
    seats = {p.seat for p in review_points(record, player=0)}
    assert seats == {0, 1}  # the player decides for the dummy too


@pytest.mark.parametrize(("game_id", "variant"), [("hamlet", None), ("allmighty", None)])
def test_review_is_fair_it_uses_only_what_the_player_saw(game_id, variant):
    for point in review_points(random_record(game_id, variant, seed=12), player=0)[:4]:
        player = point.state.decider(point.seat)
        twin = twin_with_other_hidden_cards(point.state, player)
        if twin is None:
            continue
        here = appraise_decision(game_id, point.state, point.chosen, point.index, seed=3)
        there = appraise_decision(game_id, twin, point.chosen, point.index, seed=3)
        assert here == there


def test_a_losing_solitaire_play_is_called_a_mistake():
    """Deal 5, following the solver's winning line: where it plays 3H, the ace of hearts
    throws the deal away in the worlds sampled — the review calls that a mistake and
    names a better card."""
    from rules_core.ai.games.mustfollow_solitaire.solver import solve_deal
    from rules_core.cards import card_str

    game = get_game("mustfollow_solitaire")
    pack = game.new_deal(seed=5).pack_order()
    line = solve_deal(pack, seconds=30).actions
    state = game.new_deal(deal={"stock": [card_str(c) for c in pack]})
    for action in line:
        if len(state.stock) == 29 and state.phase == "play":
            break
        state.apply(action)
    assert action == "play 3H" and "play AH" in state.legal_actions()
    verdict = appraise_decision("mustfollow_solitaire", state, "play AH", seed=5)
    assert verdict is not None
    assert verdict.grade == "mistake" and verdict.best != "play AH"
    assert verdict.chosen_value == 0.0 and verdict.loss >= 0.5
    assert appraise_decision("mustfollow_solitaire", state, verdict.best, seed=5).grade == "best"


def test_following_every_solitaire_hint_is_never_graded_a_mistake():
    """Found by players: the review called the hint's own trump a mistake and its play an
    inaccuracy.  The review weighs a decision as the hint at the same level does (the same
    orders of the unseen cards, the same measure: a win first, then the score), so the
    hint's choice is the best — here in a deal whose win slips out of reach."""
    from rules_core.ai.levels import decide_at_level

    deal = 172891174
    state = get_game("mustfollow_solitaire").new_deal(seed=deal)
    start, actions = state.clone(), []
    while not state.is_terminal:  # the person presses H and plays what it says
        hint = decide_at_level("mustfollow_solitaire", "strong", state, seed=len(actions))
        actions.append((0, hint.action))
        state.apply(hint.action)
    record = record_of(start, actions)
    verdicts = review_deal(record, player=0, seed=deal)
    assert len(verdicts) >= 5
    assert {v.grade for v in verdicts} == {"best"}, [
        (v.chosen, v.best, v.chosen_value, v.best_value) for v in verdicts if v.grade != "best"
    ]
    assert {v.unit for v in verdicts} == {"win", "points"}  # the score, once no win is left


def test_the_review_grades_a_hints_own_move_as_best(qtbot):
    """The review is made by the bot that gives the hints: a move the person took on a
    hint at that very position is never graded an inaccuracy or a mistake (the judge
    itself says so, for the review and the live checker alike)."""
    from desktop.dialogs.review import ReviewDialog
    from rules_core.ai.review import appraise_decision

    state = get_game("hamlet").new_deal(seed=3)
    actions = []
    while not state.is_terminal and len(actions) < 12:
        seat = state.current_player
        action = state.legal_actions()[-1]
        state.apply(action, seat)
        actions.append((seat, action))
    record = record_of(get_game("hamlet").new_deal(seed=3), actions, seed=3)
    for point in review_points(record, 0):
        plain = appraise_decision("hamlet", point.state, point.chosen, point.index, 3, "normal")
        if plain is not None and plain.grade != "best":
            break
    else:
        pytest.skip("every choice of these moves was the judge's best")
    hinted = appraise_decision(
        "hamlet", point.state, point.chosen, point.index, 3, "normal", hinted=point.chosen
    )
    assert hinted is not None and hinted.grade == "best"
    other = appraise_decision(
        "hamlet", point.state, point.chosen, point.index, 3, "normal", hinted=plain.best
    )
    assert other == plain  # a hint for another move changes nothing
    # The review hands the hint to the judge.
    asked: list[tuple[object, ...]] = []
    dialog = ReviewDialog(
        record, 0, lambda s: f"seat {s}", "en", seed=3, hinted={point.index: point.chosen}
    )
    qtbot.addWidget(dialog)
    dialog.runner.cancel()
    dialog.runner.run = lambda function, *args, **kw: asked.append(args)
    before = [p.index for p in dialog.points].index(point.index)
    dialog.verdicts = [None] * before
    dialog._next()
    assert asked and asked[-1][-1] == point.chosen
