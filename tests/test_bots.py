"""Heuristic bots: always legal, always explained, and blind to what their seat cannot see."""

import random

import pytest
from helpers import multi_seat_cases

from rules_core import get_game
from rules_core.ai import heuristic_bot
from rules_core.cards import parse_card

MULTI = [game_id for game_id, _ in multi_seat_cases()]


@pytest.mark.parametrize("game_id", MULTI)
def test_heuristic_plays_whole_deals_legally_with_reasons(game_id):
    game = get_game(game_id)
    bot = heuristic_bot(game_id)
    rng = random.Random(1)
    for seed in range(60):
        state = game.new_deal(seed=seed)
        while not state.is_terminal:
            seat = state.current_player
            legal = state.legal()
            decision = bot.choose(state.view(seat), legal, rng)
            assert decision.action in legal.texts
            assert decision.why is not None and decision.why.text("ja") and str(decision.why)
            state.apply(decision.action, seat)


@pytest.mark.parametrize("game_id", MULTI)
def test_decisions_depend_only_on_the_view(game_id):
    """Worlds that look the same from the bot's seat get the same decision."""
    game = get_game(game_id)
    bot = heuristic_bot(game_id)
    rng = random.Random(5)
    checked = 0
    for seed in range(30):
        if checked >= 600:  # enough decisions (a long game reaches them in a few deals)
            break
        state = game.new_deal(seed=seed)
        while not state.is_terminal:
            seat = state.current_player
            world = state.sample_hidden(seat, rng)
            assert world.view(seat) == state.view(seat)
            assert world.legal_actions() == state.legal_actions()
            here = bot.choose(state.view(seat), state.legal(), random.Random(seed))
            there = bot.choose(world.view(seat), world.legal(), random.Random(seed))
            assert here.action == there.action
            checked += 1
            state.apply(here.action, seat)
    assert checked > 200


def test_crescendo_bidder_bids_a_strong_hand_and_passes_a_weak_one():
    game = get_game("crescendo")
    strong = [
        ["AS", "5S", "4S", "3S", "AH", "AD", "AC"],
        ["2S", "5H", "4H", "3H", "2H", "5D", "4D"],
        ["3D", "2D", "5C", "4C", "3C", "2C", "JK"],
    ]
    state = game.new_deal(deal={"hands": strong}, dealer=2)  # seat 0 speaks first
    decision = heuristic_bot("crescendo").choose(state.view(0), state.legal(), random.Random())
    assert decision.action.startswith("bid ") and decision.action.endswith(" S")
    state.apply("pass", 0)
    decision = heuristic_bot("crescendo").choose(state.view(1), state.legal(), random.Random())
    assert decision.action == "pass"


def test_allmighty_bot_leaves_minus_cards_to_others():
    from rules_core.cards import card_str, parse_card
    from rules_core.games.allmighty import pack_for

    game = get_game("allmighty")
    hands = [["4C", "5C", "6C", "7C"], ["QS", "9D", "8H", "7H"], ["KC", "6D", "9H", "10H"]]
    used = {parse_card(c) for h in hands for c in h}
    stock = [card_str(c) for c in pack_for(3) if c not in used]
    state = game.new_deal(deal={"hands": hands, "stock": stock}, context={"first_leader": 0})
    state.apply("play 4C", 0)
    decision = heuristic_bot("allmighty").choose(state.view(1), state.legal(), random.Random())
    assert (
        decision.action == "play QS"
    )  # void in clubs: the Q♠ (−5) goes to the club trick's winner


def test_solo_coop_dummy_choices_are_blind_to_face_down_ranks():
    """Worlds that differ only in the dummy's face-down ranks get the same suit choice."""
    game = get_game("ando_coop")
    bot = heuristic_bot("ando_coop")
    rng = random.Random(8)
    compared = 0
    for seed in range(15):
        state = game.new_deal(variant="1p", seed=seed)
        while not state.is_terminal:
            legal = state.legal()
            here = bot.choose(state.view(0), legal, random.Random(seed))
            if state.current_player == 1 and legal.texts[0].startswith("play"):
                world = state.sample_hidden(0, rng)
                assert world.view(0) == state.view(0)
                there = bot.choose(world.view(0), world.legal(), random.Random(seed))
                a, b = (parse_card(d.action.split()[1]) for d in (here, there))
                assert a >> 4 == b >> 4
                if a in state.view(0).open_cards:
                    assert a == b
                compared += 1
            state.apply(here.action, state.current_player)
    assert compared > 50
