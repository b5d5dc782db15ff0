"""Co-op Must-Follow: the spec's examples and rulings (shared/rules/ando_coop.md)."""

import random
from dataclasses import replace

import pytest
from helpers import play_randomly
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import BadDeal, IllegalAction, get_game
from rules_core.cards import card_str, cards_of, full_pack, parse_card, parse_cards
from rules_core.games.ando_coop import RoundResult, evaluate
from rules_core.record import record_of, replay

GAME = get_game("ando_coop")


def test_four_player_example_wins_with_score_four():
    result = RoundResult((6, 0, 4, 2), tuple(parse_cards(["5S", "KH", "2D", "9C"])))
    assert evaluate("4p", [result], None) == (True, 5 - 13 + 12)


def test_three_player_example_loses_on_two_hearts():
    result = RoundResult((8, 4, 0), tuple(parse_cards(["AH", "7H", "5S"])))
    assert evaluate("3p", [result], parse_card("9C")) == (False, 0)


def test_wrong_trick_pattern_loses_even_with_four_suits():
    result = RoundResult((5, 1, 4, 2), tuple(parse_cards(["5S", "KH", "2D", "9C"])))
    assert evaluate("4p", [result], None)[0] is False


def two_rounds(t1, k1, t2, k2):
    return [RoundResult(t1, tuple(parse_cards(k1))), RoundResult(t2, tuple(parse_cards(k2)))]


def test_two_player_win_needs_swapped_counts_and_paired_suits():
    rounds = two_rounds((8, 4), ["KH", "3D"], (4, 8), ["2S", "QC"])
    assert evaluate("2p", rounds, None) == (True, 12 - 2 + 12)  # round-2 eight-trick player kept QC
    assert evaluate("2p", two_rounds((8, 4), ["KH", "3D"], (8, 4), ["2S", "QC"]), None)[0] is False
    assert evaluate("2p", two_rounds((8, 4), ["KH", "3S"], (4, 8), ["2D", "QC"]), None)[0] is False


def deal_4p():
    pack = full_pack()
    return {"hands": [[card_str(c) for c in pack[i::4]] for i in range(4)]}


def test_the_holder_of_two_of_clubs_leads_it():
    state = GAME.new_deal(variant="4p", deal=deal_4p())
    holder = next(s for s in range(4) if parse_card("2C") in state.hand_cards(s))
    assert state.current_player == holder
    assert state.legal_actions() == ["play 2C"]
    other = next(c for c in state.hand_cards(holder) if c != parse_card("2C"))
    with pytest.raises(IllegalAction, match="first lead must be 2♣"):
        state.apply(f"play {card_str(other)}")


def test_three_players_lead_the_six_of_clubs_when_the_five_is_in_the_centre():
    pack = [c for c in full_pack() if c & 15 >= 5]
    five = parse_card("5C")
    rest = [c for c in pack if c != five]
    deal = {
        "hands": [[card_str(c) for c in rest[i * 13 : (i + 1) * 13]] for i in range(3)],
        "centre": "5C",
    }
    state = GAME.new_deal(variant="3p", deal=deal)
    assert state.legal_actions() == ["play 6C"]


def test_two_player_deal_with_equal_suit_counts_is_refused():
    pack = full_pack()
    by_suit = [[c for c in pack if c >> 4 == suit] for suit in range(4)]
    counts = (4, 3, 3, 3)  # both round-1 hands get exactly these suit counts
    h0 = [c for suit, n in enumerate(counts) for c in by_suit[suit][:n]]
    h1 = [c for suit, n in enumerate(counts) for c in by_suit[suit][n : 2 * n]]
    assert parse_card("2C") in h0
    rest = sorted(c for c in pack if c not in h0 and c not in h1)
    deal = {
        "round1": [[card_str(c) for c in h0], [card_str(c) for c in h1]],
        "round2": [[card_str(c) for c in rest[:13]], [card_str(c) for c in rest[13:]]],
    }
    with pytest.raises(BadDeal, match="round1: both hands have the same suit counts"):
        GAME.new_deal(variant="2p", deal=deal)


@pytest.mark.parametrize("seed", range(20))
def test_seeded_two_player_deals_pass_the_redeal_check(seed):
    from rules_core.games.ando_coop import same_suit_counts

    state = GAME.new_deal(variant="2p", seed=seed)
    assert parse_card("2C") in state.hand_cards(0)
    assert not same_suit_counts(state.hand_cards(0), state.hand_cards(1))
    assert not same_suit_counts(*state.round2_dealt)


def test_solo_player_reveals_one_dummy_card_per_suit_before_play():
    state = GAME.new_deal(variant="1p", seed=3)
    suits = {c >> 4 for c in state.hand_cards(1)}
    assert state.current_player == 0 and all(a.startswith("reveal ") for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply("play 2C")
    first = state.legal_actions()[0]
    state.apply(first)
    card = parse_card(first.split()[1])
    same_suit = next((c for c in state.hand_cards(1) if c >> 4 == card >> 4 and c != card), None)
    if same_suit is not None:
        with pytest.raises(IllegalAction, match="already face up"):
            state.apply(f"reveal {card_str(same_suit)}")
    while state.phase == "reveal":
        state.apply(state.legal_actions()[0])
    assert state.revealed.bit_count() == len(suits)
    assert state.legal_actions() == ["play 2C"] and state.current_player == 0
    assert set(state.view(0).open_cards) == set(cards_of(state.revealed))


def test_round_two_is_led_by_the_last_trick_winner_of_round_one():
    state = GAME.new_deal(variant="2p", seed=5)
    rng = random.Random(5)
    last_winner = None
    while state.round == 1:
        for event in state.apply(rng.choice(state.legal_actions())):
            if event.kind == "trick":
                last_winner = event.player
    assert sum(state.rounds[0].tricks) == 12 and len(state.rounds[0].kept) == 2
    assert state.current_player == last_winner
    assert all(h.bit_count() == 13 for h in state.hands)


def test_table_talk_is_rank_free_and_changes_nothing():
    state = GAME.new_deal(variant="4p", seed=1)
    before = state.view(0)
    events = state.apply("say plan 6 4 2 0", 2)
    assert events[0].kind == "say"
    assert replace(state.view(0), talk=()) == before  # the deal itself is unchanged
    assert state.view(0).talk == ((2, "plan 6 4 2 0"),)  # and everyone heard it
    state.apply("say keep H", 1)
    state.apply("say want lose", 3)
    for bad in ("say plan 6 4 2 1", "say keep 7", "say my ace", "say want ace"):
        with pytest.raises(IllegalAction):
            state.apply(bad, 0)
    assert not any(a.startswith("say") for a in state.legal_actions())


def test_view_shows_every_hands_suits_but_only_own_ranks():
    state = GAME.new_deal(variant="4p", seed=2)
    view = state.view(1)
    assert view.hand == state.hand_cards(1)
    assert view.hand_suits[0] == tuple(sorted(c >> 4 for c in state.hand_cards(0)))
    assert not hasattr(view, "hands")


@pytest.mark.parametrize("variant", ["4p", "3p", "2p", "1p"])
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_games_end_consistently_and_replay(variant, seed):
    state = GAME.new_deal(variant=variant, seed=seed)
    rng = random.Random(seed)
    actions = []
    worlds_checked = 0
    while not state.is_terminal:
        seat = state.current_player
        if worlds_checked < 3:
            world = state.sample_hidden(seat, rng)
            assert world.view(seat) == state.view(seat)
            worlds_checked += 1
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
    result = state.result()
    assert len(set(state.scores())) == 1 and result["win"] in (True, False)
    assert (state.scores()[0] > 0) <= result["win"]
    assert sum(result["tricks"]) == 12
    again, _ = replay(record_of(state, actions, seed=seed, variant=variant))
    assert again.result() == result and again.scores() == state.scores()


def test_conditions_are_spelled_out_with_ticks_and_crosses():
    from rules_core.games.ando_coop import conditions

    result = RoundResult((8, 4, 0), tuple(parse_cards(["AH", "7H", "5S"])))
    listed = conditions("3p", [result], parse_card("9C"))
    assert [ok for _, ok in listed] == [True, False]
    assert str(listed[0][0]) == "Tricks 8-4-0 make the pattern 8-4-0 in some order"
    assert "A♥, 7♥, 5♠, 9♣" in str(listed[1][0])
    two = two_rounds((8, 4), ["KH", "3S"], (4, 8), ["2D", "QC"])
    assert [ok for _, ok in conditions("2p", two, None)] == [True, True, False]


def test_finished_state_lists_its_conditions():
    state = GAME.new_deal(variant="4p", seed=11)
    rng = random.Random(11)
    assert state.conditions() == []
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    listed = state.conditions()
    assert len(listed) == 2 and state.win == all(ok for _, ok in listed)


def test_a_win_explains_its_score_with_the_actual_ranks():
    state = GAME.new_deal(variant="4p", seed=1)
    state.rounds = [RoundResult((6, 0, 4, 2), tuple(parse_cards(["5S", "KH", "2D", "9C"])))]
    state.is_terminal, state.win, state.score = True, True, 4
    text = str(state.explain_score())
    assert "5♠ (5)" in text and "K♥ (13)" in text and "= 4" in text


@pytest.mark.parametrize("variant", ["4p", "1p"])
def test_a_match_of_co_op_deals_keeps_seat_zero_dealing(variant):
    from rules_core.match import Match

    match = Match("ando_coop", variant=variant)
    rng = random.Random(4)
    for _ in range(3):
        number, state = match.start_deal(rng=rng)
        match.finish_deal(number, state, play_randomly(state, rng))
        assert match.dealer == 0


def test_bots_propose_the_plan_once_and_repeat_only_a_different_one():
    """All bots compute the same plan: one proposes it, the rest agree in silence; a
    plan a person said that differs is repeated by each bot to accept it."""
    from rules_core.ai import heuristic_bot

    bot = heuristic_bot("ando_coop")

    def bots_talk_and_play(state, actions: int) -> None:
        rng = random.Random(0)
        for _ in range(actions):
            seat = state.current_player
            for said in bot.talk(state.view(seat)):
                state.apply(said, seat)
            state.apply_id(bot.act(state, rng))

    state = GAME.new_deal(variant="4p", seed=5)
    bots_talk_and_play(state, 8)
    plans = [text for _, text in state.view(0).talk if text.startswith("plan ")]
    assert len(plans) == 1
    state = GAME.new_deal(variant="4p", seed=5)
    mine = "plan 0 2 4 6"
    assert "say " + mine != bot.talk(state.view(0))[0]  # not what the bots would propose
    state.apply("say " + mine, state.current_player)
    bots_talk_and_play(state, 8)
    assert [text for _, text in state.view(0).talk].count(mine) == 4  # said, and accepted 3x
