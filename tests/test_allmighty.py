"""Allmighty: the spec's examples and rulings (shared/rules/allmighty.md)."""

import random

import pytest

from rules_core import IllegalAction, get_game
from rules_core.cards import card_str, full_pack, parse_card, parse_cards
from rules_core.games.allmighty import MINUS_CARDS, pack_for, score_piles, winning_play
from rules_core.trickgame import Play

GAME = get_game("allmighty")
D, H = 1, 2


def plays(cards, face_down=()):
    return tuple(Play(i, parse_card(c), i in face_down) for i, c in enumerate(cards))


def test_same_two_wins_after_the_first_trick():
    assert winning_play(plays(["3H", "10H", "AH", "2H"]), trump=D, first_trick=False) == (
        3,
        "same_two",
    )


def test_same_two_does_not_count_on_the_first_trick():
    index, rule = winning_play(plays(["3H", "10H", "AH", "2H"]), trump=D, first_trick=True)
    assert (index, rule) == (2, "led")


def test_yoromeki_beats_the_almighty_and_is_plain_without_it():
    assert winning_play(plays(["5S", "AS", "QH"]), trump=D, first_trick=False) == (2, "yoromeki")
    assert winning_play(plays(["5H", "QH", "KH"]), trump=D, first_trick=False)[0] == 2


def test_almighty_beats_trumps():
    assert winning_play(plays(["7H", "KD", "AS"]), trump=D, first_trick=False) == (2, "almighty")


def test_a_face_down_card_never_wins():
    assert (
        winning_play(plays(["AD", "4C", "9C"], face_down=(0,)), trump=D, first_trick=True)[0] == 2
    )


@pytest.mark.parametrize(
    "players,removed",
    [
        (3, ["2C"]),
        (4, []),
        (5, ["2C", "2D"]),
        (6, ["2C", "2D", "3C", "3D"]),
        (7, ["2C", "2D", "3C"]),
    ],
)
def test_neutral_cards_removed_in_the_fixed_order(players, removed):
    pack = pack_for(players)
    assert sorted(set(full_pack()) - set(pack)) == sorted(parse_cards(removed))
    assert len(pack) % players == 0


def test_reversal_negates_every_value():
    minus = sorted(MINUS_CARDS)
    plus = parse_cards(["2H", "10H", "JH", "QH", "KH", "AH"]) + [
        c for c in full_pack() if c >> 4 in (0, 1) and (c & 15) >= 10
    ]
    scores, reversal = score_piles([minus, plus, []])
    assert reversal and scores == [55, -55, 0]
    scores, reversal = score_piles([minus[:-1], plus + minus[-1:], []])
    assert not reversal and sum(scores) == 0


def layout(hands, stock, first=0):
    return GAME.new_deal(deal={"hands": hands, "stock": stock}, context={"first_leader": first})


def three_player_deal(hands):
    used = set(parse_cards([c for h in hands for c in h]))
    stock = [card_str(c) for c in pack_for(3) if c not in used]
    stock.sort(key=lambda t: t != "7D")  # a diamond on top: diamonds are trump
    return layout(hands, stock)


def test_trump_is_the_suit_of_the_stock_top_and_hearts_spades_cannot_lead_first():
    state = three_player_deal(
        [["AH", "KS", "4C", "5H"], ["QD", "2S", "3H", "9C"], ["JS", "8D", "6H", "5C"]]
    )
    assert state.trump == D
    assert set(state.legal_actions()) == {"play 4C"}
    with pytest.raises(IllegalAction, match="may not be a heart or a spade"):
        state.apply("play AH")


def test_only_hearts_and_spades_gives_up_the_lead_face_down():
    state = three_player_deal(
        [["AH", "KS", "QH", "5H"], ["QD", "2S", "3H", "9C"], ["JS", "8D", "6H", "5C"]]
    )
    assert sorted(state.legal_actions()) == ["down 5H", "down AH", "down KS", "down QH"]
    with pytest.raises(IllegalAction, match="face down"):
        state.apply("play AH")
    state.apply("down KS", 0)
    assert state.current_player == 1 and set(state.legal_actions()) == {"play QD", "play 9C"}
    assert state.view(1).trick[0].card == -1  # nobody else sees the face-down card
    state.apply("play 9C", 1)
    assert (
        "play 5C" in state.legal_actions() and len(state.legal_actions()) == 1
    )  # must follow clubs
    state.apply("play 5C", 2)
    result = state.trick_results(0)[-1]
    assert result.winner == 1  # the face-down K♠ could never win
    assert parse_card("KS") in state.view(0).piles[1]  # but its minus points go to the winner


def test_every_player_giving_up_voids_the_deal():
    state = three_player_deal(
        [["AH", "KS", "QH", "5H"], ["JH", "2S", "3H", "9H"], ["JS", "8H", "6H", "5S"]]
    )
    state.apply("down AH")
    state.apply("down JH")
    state.apply("down JS")
    assert state.is_terminal and state.result() == {"redeal": True} and state.scores() == [0, 0, 0]


def test_after_a_trick_everyone_draws_from_the_winner_clockwise():
    state = three_player_deal(
        [["AH", "KS", "4C", "5H"], ["QD", "2S", "3H", "9C"], ["JS", "8D", "6H", "5C"]]
    )
    top = state.view(0).stock_top
    state.apply("play 4C")
    state.apply("play 9C")
    state.apply("play 5C")  # seat 1 wins with the 9C
    assert state.current_player == 1
    assert state.hands[1] >> top & 1 and all(h.bit_count() == 4 for h in state.hands)
    assert state.view(0).known_in_hands[1] == (top,)


def test_on_the_first_trick_a_void_follower_may_play_hearts_and_spades():
    state = three_player_deal(
        [["AH", "KS", "4C", "5H"], ["QD", "2S", "3H", "9D"], ["JS", "8D", "6H", "5C"]]
    )
    state.apply("play 4C")
    assert set(state.legal_actions()) == {"play QD", "play 2S", "play 3H", "play 9D"}


def test_a_face_down_card_in_a_pile_is_not_counted_for_those_who_never_saw_it():
    """A card given up face down goes to the trick's winner and counts only at the end: the
    others' seat lines (and views) leave it out until then — its value would name it."""
    import random

    from rules_core.games.allmighty import VALUE

    checked = 0
    for seed in range(1, 400):
        state = GAME.new_deal(seed=seed)
        rng = random.Random(seed)  # random legal play: any card may be given up
        while not state.is_terminal and checked < 20:
            downs = [(s, c) for s, c in state._all_plays() if state.down >> c & 1]
            in_piles = [(s, c) for s, c in downs if any(p >> c & 1 for p in state.piles)]
            for player, card in in_piles:
                viewer = (player + 1) % state.num_players
                view = state.view(viewer)
                assert all(card not in pile for pile in view.piles)
                shown = [sum(VALUE[c] for c in pile) for pile in view.piles]
                words = [str(line[0]) for line in state.status(viewer).seats]
                assert words == [f"pile {v:+d}" for v in shown] or any(
                    "face-down" in str(m) for line in state.status(viewer).seats for m in line
                )
                assert (
                    card
                    in state.view(player).piles[
                        next(i for i, p in enumerate(state.piles) if p >> card & 1)
                    ]
                )
                checked += 1
            state.apply(rng.choice(state.legal_actions()), state.current_player)
        if checked >= 20:
            break
    assert checked >= 20


def test_a_world_sampled_after_the_deal_keeps_the_face_down_cards_turned_up():
    """Found by the generic world check (seed 722826, 52 actions): once the deal is over
    every face-down card is turned up, so a sampled world must leave them where they lay;
    it swapped two, marked them face up and dropped one from its winner's pile."""
    from tests.helpers import advance

    state = advance("allmighty", None, 722826, 52)
    assert state.is_terminal and state.down
    rng = random.Random(722826)
    for seat in range(state.num_players):
        world = state.sample_hidden(seat, rng)
        assert world.view(seat) == state.view(seat)
        assert world.piles == state.piles and world.down == state.down


def test_worlds_sampled_during_the_deal_show_each_seat_what_it_saw():
    """During the deal a world may give two unseen face-down cards of one trick to each
    other's seats: the trick's winner holds whichever of them score (it took them all)."""
    from tests.helpers import advance

    for seed in range(300):
        state = advance("allmighty", None, seed, 20)
        if state.is_terminal or not state.down:
            continue
        rng = random.Random(seed)
        for seat in range(state.num_players):
            world = state.sample_hidden(seat, rng)
            assert world.view(seat) == state.view(seat), (seed, seat)
