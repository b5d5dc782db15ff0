from rules_core.cards import JOKER, parse_card, parse_cards, suit_of
from rules_core.trick import (
    NO_TRUMP,
    TIER_TOP,
    deal_round_robin,
    follow_options,
    seats_from,
    standard_strength,
    trick_winner,
)


def test_must_follow_restricts_to_led_suit():
    hand = parse_cards(["2S", "KH", "5S", "3D"])
    assert follow_options(hand, suit_of(parse_card("9S"))) == parse_cards(["2S", "5S"])


def test_void_player_may_play_anything():
    hand = parse_cards(["KH", "3D"])
    assert follow_options(hand, suit_of(parse_card("9S"))) == hand


def test_always_allowed_cards_escape_must_follow():
    hand = parse_cards(["2S", "KH", "JK"])
    options = follow_options(hand, suit_of(parse_card("9S")), always_allowed=lambda c: c == JOKER)
    assert options == parse_cards(["2S", "JK"])


def test_duplicates_listed_once():
    hand = parse_cards(["QH", "QH", "2S"])
    assert follow_options(hand, None) == parse_cards(["QH", "2S"])


def _winner(cards, trump):
    plays = parse_cards(cards)
    led = suit_of(plays[0])
    return trick_winner(plays, lambda c: standard_strength(c, led, trump))


def test_highest_of_led_suit_wins_without_trump():
    assert _winner(["3D", "5H", "4D"], NO_TRUMP) == 2


def test_trump_beats_led_suit_and_highest_trump_wins():
    clubs = suit_of(parse_card("2C"))
    assert _winner(["AD", "2C", "KD", "3C"], clubs) == 3


def test_first_of_identical_cards_wins():
    assert _winner(["QH", "QH"], NO_TRUMP) == 0


def test_top_tier_beats_trumps():
    plays = parse_cards(["AS", "JK"])
    strength = lambda c: TIER_TOP if c == JOKER else standard_strength(c, 3, 3)  # noqa: E731
    assert trick_winner(plays, strength) == 1


def test_round_robin_deal_and_seat_order():
    hands, rest = deal_round_robin(list(range(10)), 3, 3, first=1)
    assert hands == [[2, 5, 8], [0, 3, 6], [1, 4, 7]]
    assert rest == [9]
    assert seats_from(2, 3) == [2, 0, 1]


def test_custom_rank_order_decides_within_a_suit():
    from rules_core.trick import rank_order

    crescendo = rank_order([14, 5, 4, 3, 2])  # A > 5 > 4 > 3 > 2
    plays = parse_cards(["5H", "AH", "4H"])
    led = suit_of(plays[0])
    assert trick_winner(plays, lambda c: standard_strength(c, led, NO_TRUMP, crescendo)) == 1
    plays = parse_cards(["2H", "5H"])
    assert trick_winner(plays, lambda c: standard_strength(c, led, NO_TRUMP, crescendo)) == 1


def test_strongest_plays_lists_every_tied_card():
    from rules_core.trick import strongest_plays

    plays = parse_cards(["AD", "3S", "AH", "KC"])
    by_rank = lambda c: c & 15  # noqa: E731 - suits ignored, as in Truco
    assert strongest_plays(plays, by_rank) == [0, 2]
    assert trick_winner(plays, by_rank) == 0


def test_auction_until_all_but_one_pass():
    from rules_core.bidding import PASS, Auction, Ladder

    ladder = Ladder([f"bid {n}" for n in range(50, 445, 5)], "bid N")
    fifty, fifty_five = ladder.texts.index("bid 50"), ladder.texts.index("bid 55")
    auction = Auction([1, 2, 3, 0], one_round=False)
    auction.call(1, fifty)
    auction.call(2, PASS)
    assert not auction.beats_high(fifty) and auction.beats_high(fifty_five)
    auction.call(3, fifty_five)
    auction.call(0, PASS)
    assert not auction.is_over and auction.speaker() == 1  # passed seats are skipped
    auction.call(1, PASS)
    assert auction.is_over and (auction.high_seat, ladder.text(auction.high)) == (3, "bid 55")


def test_one_round_auction_ends_after_everyone_spoke_once():
    from rules_core.bidding import PASS, Auction

    auction = Auction([1, 2, 0])
    for seat in (1, 2, 0):
        assert not auction.is_over and auction.speaker() == seat
        auction.call(seat, PASS)
    assert auction.is_over and auction.high == PASS
