"""Crescendo: the spec's examples and rulings (shared/rules/crescendo.md)."""

import pytest

from rules_core import IllegalAction, get_game
from rules_core.cards import parse_card, parse_cards
from rules_core.games.crescendo import Bid, card_strength, score_soloist, trump_of
from rules_core.trick import trick_winner

GAME = get_game("crescendo")
# dealer 0: forehand 1, middlehand 2, rearhand 0
HANDS = [
    ["5D", "2S", "2D", "2H", "4H", "3S", "AS"],
    ["5H", "JK", "AH", "5S", "5C", "4S", "3D"],
    ["3C", "4D", "3H", "AD", "AC", "2C", "4C"],
]


def deal(dealer=0):
    return GAME.new_deal(deal={"hands": HANDS}, dealer=dealer)


def winner(cards, trump, named=None):
    plays = parse_cards(cards)
    led = named if plays[0] == parse_card("JK") else plays[0] >> 4
    return trick_winner(plays, lambda c: card_strength(c, led, trump_of(trump)))


def test_no_trump_played_so_the_highest_of_the_led_suit_wins():
    assert winner(["3D", "5H", "4D"], "C") == 2


def test_led_joker_names_a_suit_and_a_trump_beats_it():
    assert winner(["JK", "2H", "5C"], "C", named=3) == 2


def test_led_joker_wins_when_nobody_follows_or_trumps():
    assert winner(["JK", "5D", "AD"], "H", named=3) == 0


def test_ruling_joker_naming_trump_is_not_itself_a_trump():
    assert winner(["JK", "2H"], "H", named=2) == 1


def test_joker_played_second_ranks_below_the_two():
    assert winner(["2S", "JK", "3H"], "NT") == 0


def test_rank_order_puts_the_five_above_the_four_below_the_ace():
    assert winner(["4S", "5S", "AS"], "NT") == 2
    assert winner(["4S", "5S"], "NT") == 1


@pytest.mark.parametrize(
    "taken,bid,score", [(16, 17, -17), (17, 17, 34), (20, 17, 20), (0, 15, -15)]
)
def test_soloist_scoring(taken, bid, score):
    assert score_soloist(taken, bid) == score


def test_auction_order_strength_and_limits():
    state = deal()
    assert state.current_player == 1  # forehand speaks first
    assert state.legal_actions()[:3] == ["pass", "bid 15 C", "bid 15 D"]
    assert "bid 28 NT" in state.legal_actions() and "bid 29 C" not in state.legal_actions()
    state.apply("bid 15 S", 1)
    with pytest.raises(IllegalAction, match="does not beat"):
        state.apply("bid 15 H", 2)
    with pytest.raises(IllegalAction, match="from 15 to 28"):
        state.apply("bid 29 NT", 2)
    state.apply("pass", 2)
    state.apply("bid 15 NT", 0)  # equal number, NT beats S
    assert state.soloist == 0 and state.bid == Bid(15, "NT") and state.phase == "play"
    assert state.current_player == 1  # forehand leads


def test_all_pass_is_a_void_deal_redealt_by_the_same_dealer():
    state = deal(dealer=2)
    for seat in (0, 1, 2):
        state.apply("pass", seat)
    assert state.is_terminal and state.result() == {"redeal": True} and state.scores() == [0, 0, 0]
    assert GAME.next_dealer(2, state) == 2


def test_the_dealer_moves_on_after_a_played_deal():
    state = deal()
    state.apply("bid 15 S", 1)
    state.apply("pass", 2)
    state.apply("pass", 0)
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert GAME.next_dealer(0, state) == 1


def _playing(trump="H", soloist=1):
    state = deal()
    calls = {1: "pass", 2: "pass", 0: "pass"}
    calls[soloist] = f"bid 15 {trump}"
    for seat in (1, 2, 0):
        state.apply(calls[seat], seat)
    return state


def test_leading_the_joker_must_name_a_suit_that_others_then_follow():
    state = _playing()  # forehand, seat 1, holds the joker
    assert {"play JK C", "play JK D", "play JK H", "play JK S"} <= set(state.legal_actions())
    assert "play JK" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="name its suit"):
        state.apply("play JK")
    state.apply("play JK S")
    assert state.led_suit() == 3
    assert len(state.legal_actions()) == 7  # seat 2 has no spade: anything goes
    state.apply("play 3C")
    assert set(state.legal_actions()) == {"play 2S", "play 3S", "play AS"}  # seat 0 must follow


def test_follower_may_play_the_joker_while_holding_the_led_suit():
    hands = [
        ["5D", "2S", "2D", "2H", "4H", "3S", "AS"],
        ["5H", "AC", "AH", "2C", "5C", "4C", "3D"],
        ["JK", "5S", "4S", "3C", "4D", "3H", "AD"],
    ]
    state = GAME.new_deal(deal={"hands": hands}, dealer=2)  # forehand is seat 0
    for seat in (0, 1, 2):
        state.apply("bid 15 NT" if seat == 2 else "pass", seat)
    state.apply("play 2S", 0)
    state.apply("play 2C", 1)
    assert set(state.legal_actions()) == {"play 5S", "play 4S", "play JK"}
    state.apply("play JK", 2)
    assert state.trick_results(0)[-1].winner == 0  # the joker as a follower ranks below the 2


def test_score_is_explained_with_the_trick_numbers():
    state = _playing(trump="S", soloist=0)
    state.finished = []
    for number in range(1, 8):
        winner_seat = 0 if number in (3, 6, 7) else 1
        state.finished.append((winner_seat, [parse_card("2C")], winner_seat))
    state.bid = Bid(17, "S")
    state.is_terminal = True
    assert state.scores() == [-17, 0, 0]
    assert str(state.explain_score()) == "Tricks 3+6+7 = 16 < bid 17 → -17."
