"""Hamlet: the spec's examples and rulings (shared/rules/hamlet.md)."""

import pytest

from rules_core import IllegalAction, get_game
from rules_core.cards import SUIT_MASK, parse_card, parse_cards
from rules_core.games.hamlet import NOT_TO_BE, TO_BE, deal_points, hamlet_of, reveal

GAME = get_game("hamlet")
HANDS = [
    ["7C", "9S", "10S", "JK", "10C", "JD", "9D", "JC", "10H", "8C", "7H"],
    ["AC", "QS", "9C", "10D", "AS", "8S", "KC", "QH", "AH", "8H", "QD"],
    ["KS", "8D", "7D", "QC", "9H", "KH", "7S", "JH", "KD", "AD", "JS"],
]


@pytest.mark.parametrize(
    "cards,trump,kind",
    [
        (["9C", "7C", "QH"], 0, TO_BE),
        (["9C", "8H", "10S"], 1, NOT_TO_BE),
        (["9C", "9D", "9C"], 0, NOT_TO_BE),
    ],
)
def test_revealed_cards_fix_trump_and_type(cards, trump, kind):
    assert reveal(parse_cards(cards)) == (trump, kind)


@pytest.mark.parametrize(
    "tricks,hamlet", [((5, 3, 3), 0), ((6, 4, 1), 1), ((2, 4, 5), 1), ((3, 3, 5), 2)]
)
def test_who_is_hamlet(tricks, hamlet):
    assert hamlet_of(tricks) == hamlet


def test_not_to_be_pays_the_others_ten_a_trick():
    assert deal_points([4, 5, 2], 0, NOT_TO_BE) == [4, 50, 20]
    assert deal_points([2, 4, 5], 1, TO_BE) == [2, 40, 5]


def deal(dealer=2):
    return GAME.new_deal(deal={"hands": HANDS}, dealer=dealer)


def test_choices_run_from_the_dealers_left_and_stay_hidden_until_all_have_chosen():
    state = deal()
    assert state.current_player == 0
    with pytest.raises(IllegalAction, match="joker cannot be the face-down card"):
        state.apply("choose JK")
    state.apply("choose 9D")
    assert state.view(1).chosen_count == 1 and state.view(1).revealed is None
    assert state.view(0).my_choice == parse_card("9D")
    state.apply("choose 8H")
    state.apply("choose JS")
    view = state.view(1)
    assert view.revealed == tuple(parse_cards(["9D", "8H", "JS"]))
    assert (state.trump, state.kind) == (0, TO_BE)  # three suits differ: clubs, the one not shown
    assert state.hands[0].bit_count() == 11  # the chosen cards return to their owners


def test_trump_is_the_missing_suit_when_all_differ():
    assert reveal(parse_cards(["9D", "8H", "JS"]))[0] == 0


def _playing():
    state = deal()
    for card in ("9D", "8H", "JS"):
        state.apply(f"choose {card}")
    return state  # trump clubs, To Be; seat 0 leads


def test_the_joker_cannot_be_played_while_able_to_follow():
    state = _playing()
    state.apply("play 7H", 0)
    state.apply("play AH", 1)
    state.apply("play JH", 2)
    assert state.trick_results(0)[-1].winner == 1
    state.apply("play QH", 1)  # seat 2 follows, then seat 0 holds 10H and the joker
    state.apply("play KH", 2)
    with pytest.raises(IllegalAction, match="joker"):
        state.apply("play JK", 0)
    assert "play JK" not in state.legal_actions()


def test_a_led_joker_wins_and_frees_the_others():
    state = _playing()
    state.apply("play JK", 0)
    assert len(state.legal_actions()) == 11  # no suit to follow
    state.apply("play AC", 1)  # even a trump loses to the led joker
    state.apply("play KS", 2)
    assert state.trick_results(0)[-1].winner == 0


def test_a_joker_played_when_void_loses():
    state = _playing()
    state.hands[0] &= ~SUIT_MASK[3]  # make seat 0 void in spades
    state.current_player = 1
    state.apply("play QS", 1)
    state.apply("play KS", 2)
    state.apply("play JK", 0)
    assert state.trick_results(0)[-1].winner == 2


def test_ruling_a_trump_beats_the_led_suit():
    state = _playing()  # clubs are trump
    state.current_player = 2
    state.hands[2] = state.hands[2] & ~SUIT_MASK[2] | 1 << parse_card("9H")
    state.hands[0] &= ~SUIT_MASK[2]
    state.hands[1] &= ~SUIT_MASK[2]
    state.apply("play 9H", 2)
    state.apply("play 7C", 0)
    state.apply("play 8S", 1)
    assert state.trick_results(0)[-1].winner == 0


def test_score_explanation_names_hamlet():
    state = _playing()
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    text = str(state.explain_score())
    assert "Hamlet" in text and f"seat {state.result()['hamlet']}" in text


def test_the_heuristic_says_a_card_loses_only_when_it_loses():
    """A reason that says the card loses ("the highest card I can lose it with", "nothing I
    may play can win", the thrown joker) is given only when it does; when every legal card
    beats the trick so far, the bot plays the weakest and says so."""
    import random

    from rules_core.ai import heuristic_bot

    bot = heuristic_bot("hamlet")
    losing = {"hint_duck", "hint_hamlet_lost", "hint_hamlet_lost_joker", "hint_joker_discard"}
    said = 0
    for seed in range(80):
        state = GAME.new_deal(seed=seed, dealer=seed % 3)
        ducked: set[int] = set()  # seats that said their card loses, in the trick under way
        while not state.is_terminal:
            seat = state.current_player
            decision = bot.choose(state.view(seat), state.legal(), random.Random(seed))
            key = decision.why.key if decision.why is not None else ""
            if key in losing:
                said += 1
                ducked.add(seat)
            for event in state.apply(decision.action):
                if event.kind == "trick":
                    assert event.player not in ducked, (seed, decision.action)
                    ducked.clear()
    assert said > 50


def test_no_hamlet_is_named_while_the_three_counts_are_level():
    """Three equal counts name no Hamlet (the rules need two equal and one apart, or
    three apart): the centre line says none yet, and names one once the counts part."""
    import random

    state = get_game("hamlet").new_deal(seed=1)
    rng = random.Random(1)
    seen_level = seen_named = False
    while not state.is_terminal:
        if state.phase == "play":
            centre = state.status(0).centre
            if len(set(state.counts)) == 1:
                assert centre.key == "hamlet_none_yet", centre
                seen_level = True
            else:
                assert centre.key == "hamlet_now" and centre.params["who"] in range(3)
                seen_named = True
        state.apply(rng.choice(state.legal_actions()), state.current_player)
    assert seen_level and seen_named
