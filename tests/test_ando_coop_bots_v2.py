"""Co-op Must-Follow's bots (issue 31): the plan is tried before it is proposed, the
search values the parts of a one-round win, the corpus covers every variant."""

from __future__ import annotations

import math
import random

from rules_core import get_game
from rules_core.ai.corpus import positions, score
from rules_core.ai.games.ando_coop.search import (
    NEAR,
    PART,
    CoopSearch,
    alive,
    graded,
    plan_to_choose,
    round_parts,
    trick_distance,
    tricks_off,
)
from rules_core.ai.levels import bot_for
from rules_core.ai.search import decide
from rules_core.cards import parse_card, parse_cards
from rules_core.games.ando_coop import PATTERN, RoundResult

GAME = get_game("ando_coop")


def _small(level: str = "normal", worlds: int = 4) -> CoopSearch:
    bot = bot_for("ando_coop", level)
    assert isinstance(bot, CoopSearch)
    bot.worlds, bot.seconds = worlds, math.inf
    return bot


def test_the_first_seat_to_act_says_a_plan_of_the_pattern():
    for variant in ("4p", "3p", "2p"):
        state = GAME.new_deal(variant=variant, seed=7)
        assert plan_to_choose(state.view(state.current_player))
        decision = decide(_small(), state, random.Random(7))
        plans = [t for t in decision.say if t.startswith("say plan ")]
        said = tuple(int(w) for w in plans[0].split()[2:]) if plans else None
        assert said is not None  # the first seat to act says the plan it plays to
        assert sorted(said) == sorted(PATTERN[variant])
        for text in decision.say:
            state.apply(text, state.current_player)
        state.apply(decision.action)
        assert not plan_to_choose(state.view(state.current_player))


def test_a_solo_deal_and_round_two_have_no_plan_to_choose():
    state = GAME.new_deal(variant="1p", seed=3)
    while state.phase != "play":
        state.apply_id(state.legal_action_ids()[0])
    assert not plan_to_choose(state.view(0))


def test_one_round_parts_count_the_pattern_the_suits_and_the_distance():
    state = GAME.new_deal(variant="4p", seed=1)
    kept = tuple(parse_cards(["5S", "KH", "2D", "9C"]))
    state.rounds = [RoundResult((6, 0, 4, 2), kept)]
    assert round_parts(state) == 2 * PART
    assert graded(state, 0) == 2 * PART  # made by hand, not played: no win recorded
    state.rounds = [RoundResult((5, 1, 4, 2), kept)]
    assert trick_distance(PATTERN["4p"], (5, 1, 4, 2)) == tricks_off(state) == 2
    assert round_parts(state) == PART and graded(state, 0) == PART - 2 * NEAR
    three = GAME.new_deal(variant="3p", seed=1)
    three.centre = parse_card("9C")
    three.rounds = [RoundResult((8, 4, 0), tuple(parse_cards(["AH", "7H", "5S"])))]
    assert round_parts(three) == PART  # the pattern made, two hearts kept


def test_the_expert_level_weighs_more_worlds_than_the_strong():
    strong, expert = bot_for("ando_coop", "strong"), bot_for("ando_coop", "expert")
    assert isinstance(strong, CoopSearch) and isinstance(expert, CoopSearch)
    assert expert.worlds > strong.worlds and expert.seconds >= strong.seconds


def test_the_corpus_covers_every_variant_and_the_normal_level_gets_it_right():
    found = positions("ando_coop")
    assert len(found) >= 12
    assert {p.record.variant for p in found} == {"4p", "3p", "2p", "1p"}
    assert any(p.source == "players" for p in found)
    verdicts = score("ando_coop", "normal")
    assert all(v.right for v in verdicts), [v.line() for v in verdicts if not v.right]


def test_a_card_that_loses_the_deal_in_plain_sight_is_never_weighed():
    """3p, deal 4: the seat that must end with none is last to a spade trick the queen
    leads; its ace would take the trick, which no order of 8-4-0 then allows."""
    position = next(
        p for p in positions("ando_coop") if p.name == "zero-seat-stays-under-the-queen"
    )
    state = position.state()
    view = state.view(state.current_player)
    ids = list(state.legal_action_ids())
    kept = alive(view, ids, state.sample_hidden(view.seat, random.Random(0)))
    assert [state.legal().text(a) for a in kept] == list(position.good)
