"""Must-Follow Solitaire: every rule and ruling of shared/rules/mustfollow_solitaire.md."""

import pytest
from helpers import hand_text, solitaire, solitaire_pack

from rules_core import IllegalAction
from rules_core.cards import parse_card, parse_cards
from rules_core.games.mustfollow_solitaire import EXCHANGE, OVER, PLAY, TRUMP, resolve_trick
from rules_core.trick import NO_TRUMP

HAND = ["AS", "KS", "2S", "AH", "3H", "QD", "4D", "9C", "5C", "JK"]
NEXT = ["2H", "3S", "4S", "5S", "6S", "7S"]  # exchange draws come from here


def test_setup_deals_ten_then_draws_twice_the_exchange_then_burns_ten():
    state = solitaire(*HAND, *NEXT)
    assert hand_text(state) == HAND and state.phase == EXCHANGE
    state.apply("exchange 4D 3H")
    assert hand_text(state) == [
        "AS",
        "KS",
        "2S",
        "AH",
        "QD",
        "9C",
        "5C",
        "JK",
        "2H",
        "3S",
        "4S",
        "5S",
    ]
    assert sorted(state.discards) == sorted(parse_cards(["4D", "3H"]))  # listed in hand order
    assert len(state.burned) == 10
    assert state.burned[0] == parse_card("6S")  # burned cards come straight after the draws
    assert state.phase == TRUMP


@pytest.mark.parametrize("exchanged", range(0, 11))
def test_hand_holds_ten_plus_d_and_stock_thirty_three_minus_two_d(exchanged):
    state = solitaire(*HAND)
    action = " ".join(["exchange", *HAND[:exchanged]])
    state.apply(action)
    assert len(state.hand) == 10 + exchanged
    assert len(state.stock) == 33 - 2 * exchanged


def test_keeping_the_hand_is_the_bare_exchange_action():
    state = solitaire(*HAND)
    assert "exchange" in state.legal_actions()
    assert len(state.legal_actions()) == 2**10
    state.apply("exchange")
    assert hand_text(state) == HAND


@pytest.mark.parametrize(
    "action,reason",
    [
        ("exchange 7H", "not in your hand"),
        ("exchange AS AS", "named twice"),
        ("exchange XX", "not a card"),
        ("trump S", "not an action of this game now"),
        ("play AS", "not an action of this game now"),
        ("exchange  AS", "not a card"),
    ],
)
def test_bad_exchanges_are_refused_with_a_reason_and_change_nothing(action, reason):
    state = solitaire(*HAND)
    before = state.clone().__dict__
    with pytest.raises(IllegalAction, match=reason):
        state.apply(action)
    assert state.__dict__ == before


def test_trump_choices_include_no_trump():
    state = solitaire(*HAND)
    state.apply("exchange")
    assert state.legal_actions() == ["trump S", "trump H", "trump D", "trump C", "trump NT"]
    with pytest.raises(IllegalAction, match="not a trump choice"):
        state.apply("trump X")
    state.apply("trump NT")
    assert state.trump == NO_TRUMP and state.phase == PLAY


def test_the_dummy_leads_the_top_stock_card_after_the_burn():
    # hand 10, burn 10, then 9S is the first lead.
    burn = ["2C", "3C", "4C", "6C", "7C", "8C", "10C", "JC", "QC", "KC"]
    state = solitaire(*HAND, *burn, "9S")
    state.apply("exchange")
    events = state.apply("trump C")
    assert state.lead == parse_card("9S")
    assert events[-1].kind == "move" and events[-1].dst == "trick"


def _at_first_lead(lead, hand=HAND, trump="C"):
    burn = [
        c
        for c in ["2C", "3C", "4C", "6C", "7C", "8C", "10C", "JC", "QC", "KC", "AC", "6D"]
        if c not in hand and c != lead
    ][:10]
    state = solitaire(*hand, *burn, lead)
    state.apply("exchange")
    state.apply(f"trump {trump}")
    assert state.lead == parse_card(lead)
    return state


def test_must_follow_the_led_suit_but_the_joker_is_always_allowed():
    state = _at_first_lead("9S")
    assert state.legal_actions() == ["play AS", "play KS", "play 2S", "play JK"]
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply("play AH")


def test_void_player_may_play_any_card():
    hand = ["AH", "3H", "QD", "4D", "9C", "5C", "JK", "2H", "5H", "6H"]
    state = _at_first_lead("9S", hand=hand)
    assert len(state.legal_actions()) == 10


def test_higher_card_of_led_suit_wins_and_both_cards_leave():
    state = _at_first_lead("9S")
    state.apply("play AS")
    assert state.tricks[-1].won
    assert len(state.hand) == 9
    assert set(state.won) == set(parse_cards(["9S", "AS"]))


def test_lower_card_loses_and_both_cards_join_the_hand():
    state = _at_first_lead("9S")
    events = state.apply("play 2S")
    assert not state.tricks[-1].won
    assert len(state.hand) == 11
    assert parse_card("9S") in state.hand and parse_card("2S") in state.hand
    trick = next(e for e in events if e.kind == "trick")
    assert "lower" in str(trick.why)


def test_trump_wins_when_void_in_the_led_suit():
    won, why = resolve_trick(parse_card("AS"), parse_card("2C"), trump=parse_card("2C") >> 4)
    assert won and "trump" in str(why)


def test_off_suit_card_never_wins_even_if_higher():
    won, why = resolve_trick(parse_card("2S"), parse_card("AH"), trump=NO_TRUMP)
    assert not won and "neither" in str(why)


def test_joker_beats_every_card_including_trumps():
    won, _ = resolve_trick(parse_card("AC"), parse_card("JK"), trump=0)
    assert won


def test_joker_lead_lets_the_player_play_anything_and_always_loses():
    state = _at_first_lead("JK", hand=["AS", "KS", "2S", "AH", "3H", "QD", "4D", "9C", "5C", "8S"])
    assert len(state.legal_actions()) == 10
    state.apply("play AS")
    assert not state.tricks[-1].won
    assert parse_card("JK") in state.hand


def _endgame(hand, lead, stock, trump="C"):
    """A state in play with exactly this hand, lead and remaining stock (top first)."""
    state = solitaire(*HAND)
    state.apply("exchange")
    state.apply(f"trump {trump}")
    state.hand = parse_cards(hand)
    state.lead = parse_card(lead)
    state.stock = parse_cards(stock)[::-1]
    return state


def test_emptying_the_hand_wins():
    state = _endgame(["AS"], "2S", ["3D", "4D"])
    events = state.apply("play AS")
    assert state.phase == OVER and state.win is True
    assert state.scores() == [2 - 0]
    assert events[-1].kind == "end"


def test_running_out_of_stock_loses():
    state = _endgame(["2S", "3S"], "AS", [])
    state.apply("play 2S")
    assert state.phase == OVER and state.win is False
    assert state.scores() == [0 - 3]


def test_ruling_last_trick_emptying_hand_and_stock_wins():
    state = _endgame(["AS"], "2S", [])
    state.apply("play AS")
    assert state.win is True and state.scores() == [0]


def test_nothing_is_legal_after_the_end():
    state = _endgame(["AS"], "2S", [])
    state.apply("play AS")
    assert state.legal_actions() == [] and state.current_player == -1
    with pytest.raises(IllegalAction, match="over"):
        state.apply("play AS")


def test_wrong_seat_is_refused():
    state = solitaire(*HAND)
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        state.apply("exchange", 1)


def test_view_hides_the_stock_order_and_burned_cards():
    state = _at_first_lead("9S")
    view = state.view(0)
    assert view.stock_count == len(state.stock)
    assert view.burned_count == 10
    assert not hasattr(view, "stock") and not hasattr(view, "burned")
    assert set(view.unseen()) == set(state.stock) | set(state.burned)


def test_explicit_deal_is_reproduced_at_every_step():
    pack = solitaire_pack(*HAND)
    state = solitaire(*HAND)
    game = state.game
    assert game.explicit_deal(state)["stock"] == pack
    state.apply("exchange 4D 3H")
    state.apply("trump S")
    while not state.is_terminal:
        assert game.explicit_deal(state)["stock"] == pack
        state.apply(state.legal_actions()[0])
    assert game.explicit_deal(state)["stock"] == pack


def test_seeded_deals_are_reproducible_and_differ_by_seed():
    from rules_core import get_game

    game = get_game("mustfollow_solitaire")
    a, b, c = (game.new_deal(seed=s) for s in (5, 5, 6))
    assert a.hand == b.hand and a.stock == b.stock
    assert a.stock != c.stock


def test_scored_option_is_validated():
    from rules_core import BadDeal, get_game

    game = get_game("mustfollow_solitaire")
    assert game.new_deal(seed=1, options={"scored": False}).scored is False
    with pytest.raises(BadDeal):
        game.new_deal(seed=1, options={"scored": "yes"})
    with pytest.raises(BadDeal):
        game.new_deal(seed=1, options={"colour": 1})


def test_score_is_explained_in_both_languages():
    state = _endgame(["2S", "3S"], "AS", [])
    state.apply("play 2S")
    assert str(state.explain_score()) == "Score: dummy cards left 0 − cards in hand 3 = -3"
    assert state.explain_score().text("ja") == "得点：山札の残り 0 − 手札 3 = -3"


def test_dealer_other_than_seat_zero_is_refused():
    from rules_core import BadDeal, get_game

    with pytest.raises(BadDeal, match="dealer"):
        get_game("mustfollow_solitaire").new_deal(seed=1, dealer=1)


@pytest.mark.parametrize("d,spare", [(0, 11), (3, 7), (7, 1), (8, -1), (10, -4)])
def test_spare_losses_after_an_exchange_follow_the_arithmetic(d, spare):
    from rules_core.games.mustfollow_solitaire import spare_losses_after_exchange

    assert spare_losses_after_exchange(d) == spare


def test_spare_losses_counts_the_lead_on_the_table():
    state = _endgame(["AS", "KS", "QS"], "2S", ["3D", "4D", "5D", "6D"])
    assert state.view(0).spare_losses() == 1  # 5 tricks left for 3 cards: one loss to spare
    state.apply("play AS")
    assert state.view(0).spare_losses() == 1  # 4 tricks, 2 cards
    state = _endgame(["AS", "KS", "QS"], "2S", ["3D"])
    assert state.view(0).spare_losses() < 0  # 2 tricks cannot empty 3 cards
