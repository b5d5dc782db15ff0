"""Reveille: the spec's examples and rulings (shared/rules/reveille.md), the first half's
stock, the auction, trump and Nello, scores and game points, views and words, records."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers import play_randomly
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import IllegalAction, get_game
from rules_core.deal import BadDeal
from rules_core.games.reveille import (
    BIDDING,
    FIRST,
    NONE,
    OVER,
    POINTS,
    SECOND,
    TABLES,
    TRUMP,
    ReveilleState,
    ReveilleView,
)
from rules_core.match import Match
from rules_core.messages import LANGUAGES, Msg, Seat
from rules_core.record import loads, record_of, replay
from rules_core.tiles import DOUBLE_SIX_SET, high, parse_tile, tile_text

GAME = get_game("reveille")
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "reveille.json"


def tiles(text: str) -> list[int]:
    return [parse_tile(t) for t in text.split()]


def texts(faces: list[int]) -> list[str]:
    return [tile_text(f) for f in faces]


def deal(hand0: str, hand1: str, stock: str, dealer: int = 1) -> ReveilleState:
    state = GAME.new_deal(
        deal={"hands": [hand0.split(), hand1.split()], "stock": stock.split()}, dealer=dealer
    )
    assert isinstance(state, ReveilleState)
    return state


def run(state: ReveilleState, *actions: str) -> ReveilleState:
    for action in actions:
        state.apply(action)
    return state


def refused(state: ReveilleState, action: str) -> str:
    before = [state.view(s) for s in range(2)]
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    for lang in LANGUAGES:
        assert info.value.msg.text(lang) != info.value.msg.key
    assert [state.view(s) for s in range(2)] == before
    return info.value.msg.key


def first_half_beats(lead: int, answer: int) -> bool:
    table = TABLES[NONE][high(lead)]
    return table[answer] > table[lead]


def _split(rest: list[int]) -> tuple[list[int], list[int]]:
    """Seven leads and seven answers that each lose to their lead (first half)."""
    strength = sorted(rest, key=lambda t: (high(t) == t & 7, t & 7, high(t)), reverse=True)
    leads, answers = strength[:7], strength[7:]
    matched: dict[int, int] = {}  # lead index -> answer

    def place(answer: int, seen: set[int]) -> bool:
        for i, led in enumerate(leads):
            if i in seen or first_half_beats(led, answer):
                continue
            seen.add(i)
            if i not in matched or place(matched[i], seen):
                matched[i] = answer
                return True
        return False

    for answer in answers:
        assert place(answer, set()), "no first half fits these hands"
    return leads, [matched[i] for i in range(7)]


def staged(hand0: str, hand1: str) -> ReveilleState:
    """A deal whose first half seat 0 (the non-dealer) wins trick after trick, ending with
    ``hand0`` and ``hand1``: seat 0 speaks first in the bidding."""
    final0, final1 = tiles(hand0), tiles(hand1)
    rest = [t for t in DOUBLE_SIX_SET if t not in final0 + final1]
    leads, answers = _split(rest)
    stock = [t for pair in zip(final0, final1, strict=True) for t in pair]
    state = deal(" ".join(texts(leads)), " ".join(texts(answers)), " ".join(texts(stock)))
    for lead, answer in zip(leads, answers, strict=True):
        run(state, f"play {tile_text(lead)}", f"play {tile_text(answer)}")
    assert state.phase == BIDDING and state.current_player == 0
    assert state.hand_cards(0) == tuple(sorted(final0))
    assert state.hand_cards(1) == tuple(sorted(final1))
    return state


NAMES = {"en": ["Bot 1", "You"], "ja": ["ボット 1", "あなた"]}  # the person at seat 1


def words(line: tuple[Msg, ...], lang: str = "en") -> list[str]:
    return [m.text(lang) for m in line]


def legal_tiles(state: ReveilleState) -> set[str]:
    return {a[5:] for a in state.legal_actions() if a.startswith("play ")}


# -- the shared example -------------------------------------------------------------------------


@pytest.mark.skipif(not EXAMPLE.exists(), reason="shared/examples is not beside the repo")
def test_shared_example_replays_to_its_scores_and_result():
    example = json.loads(EXAMPLE.read_text())
    state, _ = replay(loads(json.dumps(example["record"])))
    assert state.is_terminal
    assert state.scores() == example["expect"]["scores"] == [23, 9]
    assert state.result() == example["expect"]["result"]
    assert state.match_points() == [1, 0]  # the declarer failed: the other seat's point
    assert state.max_bid == 32  # 6-4 was played in the first half


# -- the deal and the first half ---------------------------------------------------------------

EXAMPLE_DEAL = (
    "6-3 5-3 3-1 6-0 6-4 5-2 5-5",
    "4-3 3-0 4-0 5-1 4-4 1-1 5-4",
    "4-2 0-0 3-2 6-5 6-6 2-0 4-1 1-0 6-1 6-2 2-1 2-2 3-3 5-0",
)


def test_the_deal_shows_the_top_stock_tile_and_the_non_dealer_leads():
    state = deal(*EXAMPLE_DEAL, dealer=1)
    assert state.phase == FIRST and state.current_player == 0
    for seat in (0, 1):
        view = state.view(seat)
        assert view.stock_count == 14 and view.stock_top == parse_tile("4-2")
        assert view.hand_sizes == (7, 7) and view.counts() == {"stock": 14}
    assert deal(*EXAMPLE_DEAL, dealer=0).current_player == 1


def test_first_half_may_follow_and_the_higher_end_is_the_led_suit():
    state = deal(*EXAMPLE_DEAL)
    state.apply("play 5-3")
    assert state.led_suit() == 5 and state.view(1).led_suit() == 5
    assert legal_tiles(state) == set(EXAMPLE_DEAL[1].split())  # no need to follow
    state.apply("play 5-4")  # a higher 5 wins
    assert state.finished[-1][2] == 1


@pytest.mark.parametrize(
    ("answer", "winner"),
    [("5-4", 1), ("5-1", 0), ("4-4", 0), ("4-3", 0)],
)
def test_only_a_higher_tile_of_the_led_suit_wins_the_first_half(answer, winner):
    hands = ("5-3 6-3 3-1 6-0 6-4 5-2 5-5", "4-3 5-1 4-0 3-0 4-4 1-1 5-4", EXAMPLE_DEAL[2])
    state = run(deal(*hands), "play 5-3", f"play {answer}")
    assert state.finished[-1][2] == winner


def test_a_double_is_the_highest_of_its_suit():
    hands = ("5-5 6-3 3-1 6-0 6-4 5-2 5-3", "4-3 5-1 4-0 3-0 4-4 1-1 5-4", EXAMPLE_DEAL[2])
    state = run(deal(*hands), "play 5-5", "play 5-4")
    assert state.finished[-1][2] == 0


def test_the_winner_takes_the_face_up_tile_and_the_loser_the_next_hidden_one():
    state = deal(*EXAMPLE_DEAL)
    state.apply("play 5-3")
    events = state.apply("play 4-0")
    assert state.finished[-1][2] == 0
    assert parse_tile("4-2") in state.hand_cards(0)
    assert parse_tile("0-0") in state.hand_cards(1)
    assert state.view(1).known == ((parse_tile("4-2"),), ())  # seen taken face up
    assert state.view(0).known == ((), ())  # the hidden one stays unseen
    assert state.view(0).stock_top == parse_tile("3-2") and state.view(0).stock_count == 12
    moves = [e for e in events if e.kind == "move" and e.src == "stock"]
    assert [(e.player, e.cards, e.dst) for e in moves] == [
        (0, (parse_tile("4-2"),), "hand:0"),
        (1, (), "hand:1"),
    ]
    assert moves[1].count == 1  # the hidden tile: its face is in no event
    turned = [e for e in events if e.kind == "reveal"]
    assert [e.cards for e in turned] == [(parse_tile("3-2"),)]
    aside = [e for e in events if e.kind == "move" and e.src == "trick"]
    assert [e.dst for e in aside] == ["aside"]  # 5-3 and 4-0 count nothing


def test_counting_tiles_played_in_the_first_half_lie_face_up_aside():
    state = deal(*EXAMPLE_DEAL)
    run(state, "play 5-3", "play 4-0", "play 6-4", "play 5-1")
    view = state.view(1)
    assert view.zones()["counted"] == (parse_tile("6-4"),)
    assert view.counts()["aside"] == 3
    assert view.zones()["won:0"] == () and view.zones()["won:1"] == ()
    status = state.status(1)
    assert status.aside["counted"].text("en") == "Counting tiles out of play: 10 points"


def test_after_seven_tricks_the_stock_is_empty_and_the_last_winner_speaks_first():
    state = deal(*EXAMPLE_DEAL)
    plays = [
        "5-3",
        "4-0",
        "3-1",
        "1-1",
        "6-3",
        "5-1",
        "6-4",
        "2-0",
        "5-2",
        "4-4",
        "6-6",
        "1-0",
        "6-0",
        "4-3",
    ]
    for index, tile in enumerate(plays):
        assert state.phase == FIRST
        state.apply(f"play {tile}")
        assert sum(state.hand_sizes) == 14 - (index % 2 == 0)
    assert state.phase == BIDDING and state.stock_count == 0
    assert state.current_player == 0 and state.view(0).stock_top is None
    assert state.max_bid == 32


def test_the_maximum_bid_is_42_less_the_counting_tiles_played():
    # the spec's example: 4-1 and 6-4 played in the first half leave 27
    state = staged("6-6 6-5 5-5 5-4 5-3 3-3 5-0", "6-3 6-2 4-4 3-2 2-2 1-1 0-0")
    played = {tile_text(t) for _, cards, _ in state.finished for t in cards}
    assert {"4-1", "6-4"} <= played
    assert state.max_bid == 42 - sum(POINTS[parse_tile(t)] for t in played) == 27
    view = state.view(0)
    assert view.max_bid == 27 and view.min_bid == 4 and not view.must_bid


# -- bidding ------------------------------------------------------------------------------------

HAND0 = "6-6 6-5 6-4 5-5 6-3 4-1 3-2"
HAND1 = "6-2 6-1 6-0 5-4 5-3 5-2 5-1"


def test_bids_rise_and_a_pass_after_a_bid_ends_the_bidding():
    state = staged(HAND0, HAND1)
    assert refused(state, "bid 3") == "rv_bid_range"  # below the ladder: this deal's range
    state.apply("bid 10")
    assert refused(state, "bid 10") == "bid_too_low"
    assert state.view(1).min_bid == 11
    run(state, "bid 12", "bid 15", "pass")
    assert state.phase == TRUMP and state.declarer == 0 and state.bid == 15
    assert state.current_player == 0
    assert state.view(1).calls == ((0, "bid 10"), (1, "bid 12"), (0, "bid 15"), (1, "pass"))


def test_if_the_first_speaker_passes_the_other_must_bid_and_that_ends_it():
    state = staged(HAND0, HAND1)
    state.apply("pass")
    assert state.must_bid and state.view(1).must_bid
    assert "pass" not in state.legal_actions()
    assert refused(state, "pass") == "rv_must_bid"
    assert state.status(1).prompt.key == "rv_prompt_must_bid"
    state.apply("bid 4")
    assert state.phase == TRUMP and state.declarer == 1 and state.bid == 4


def test_bidding_the_maximum_ends_the_bidding_and_nothing_is_higher():
    state = staged(HAND0, HAND1)
    top = state.max_bid
    assert state.legal_actions()[-1] == f"bid {top}"
    assert refused(state, f"bid {top + 1}") == "rv_bid_over_max"
    state.apply(f"bid {top}")
    assert state.phase == TRUMP and state.declarer == 0


def test_only_a_maximum_bidder_may_declare_nello():
    state = run(staged(HAND0, HAND1), "bid 20", "pass")
    assert "nello" not in state.legal_actions()
    assert refused(state, "nello") == "rv_nello_max"
    assert state.legal_actions() == [f"trump {n}" for n in range(7)] + ["trump NT"]
    top = staged(HAND0, HAND1)
    top.apply(f"bid {top.max_bid}")
    assert top.legal_actions()[-1] == "nello"


def test_refusals_name_the_phase():
    state = deal(*EXAMPLE_DEAL)
    assert refused(state, "bid 10") == "rv_not_bidding"
    assert refused(state, "trump 4") == "rv_not_trump"
    assert refused(state, "play 6-6") == "card_not_in_hand"
    assert refused(state, "trump 7") == "rv_trump_words"
    assert refused(state, "bid 43") == "rv_not_bidding"  # not now, whatever the number
    bidding = staged(HAND0, HAND1)
    assert refused(bidding, "play 6-6") == "rv_bidding_now"
    bidding.apply("bid 9")
    with pytest.raises(IllegalAction):
        bidding.apply("bid 12", player=0)  # not seat 0's turn
    bidding.apply("pass")
    assert refused(bidding, "play 6-6") == "rv_trump_now"


# -- the second half --------------------------------------------------------------------------


def test_trump_four_lead_three_one_must_be_followed_with_six_three():
    """The spec's example: 4-3 is a trump, not a 3; 6-3 is the only 3."""
    state = staged("3-1 6-6 5-5 6-5 5-4 2-2 2-1", "1-0 4-3 6-3 0-0 2-0 5-0 6-0")
    run(state, "bid 10", "pass", "trump 4")
    assert state.phase == SECOND and state.current_player == 0  # the declarer leads
    state.apply("play 3-1")
    assert state.led_suit() == 3 and state.view(1).led == 3
    assert legal_tiles(state) == {"6-3"}
    assert refused(state, "play 4-3") == "rv_must_follow"
    assert state.status(1).prompt.key == "rv_prompt_follow"


def test_a_tile_carrying_trump_is_no_longer_of_its_other_suit():
    """Had 4-3 been the follower's only tile with a 3, any tile could be played."""
    state = staged("3-1 6-6 5-5 6-5 5-4 2-2 2-1", "1-0 4-3 0-0 2-0 5-0 6-0 1-1")
    run(state, "bid 10", "pass", "trump 4", "play 3-1")
    assert legal_tiles(state) == set(["1-0", "4-3", "0-0", "2-0", "5-0", "6-0", "1-1"])
    assert state.status(1).prompt.key == "rv_prompt_free"
    state.apply("play 4-3")  # trumps the 3
    assert state.finished[-1][2] == 1


def test_a_tile_with_the_trump_number_leads_trump():
    state = staged("3-1 6-6 5-5 6-5 5-4 4-2 2-1", "1-0 4-3 6-3 0-0 2-0 5-0 6-0")
    run(state, "bid 10", "pass", "trump 4", "play 4-2")
    assert state.led_suit() == 4
    assert legal_tiles(state) == {"4-3"}
    assert state.status(1).prompt.key == "rv_prompt_follow_trump"


@pytest.mark.parametrize(("answer", "winner"), [("4-4", 1), ("6-4", 1), ("4-1", 0), ("2-0", 0)])
def test_no_trump_lead_four_two(answer, winner):
    """The spec's example: 4-4 answers and wins, 6-4 answers (rank 6) and wins, 2-0 loses
    whatever; 4-1 follows and loses."""
    hand1 = f"{answer} 0-0 1-0 1-1 2-1 2-2 3-0"  # the answer is its only 4
    state = staged("4-2 6-6 6-5 5-5 5-3 3-2 6-3", hand1)
    run(state, "bid 10", "pass", "trump NT", "play 4-2")
    assert state.led_suit() == 4
    state.apply(f"play {answer}")
    assert state.finished[-1][2] == winner


def test_the_highest_trump_wins_and_points_and_tricks_score():
    state = staged("6-6 6-5 6-4 5-5 6-3 4-1 3-2", "6-2 6-1 6-0 5-4 5-3 5-2 5-0")
    run(state, "bid 30", "pass", "trump 6")
    for _ in range(7):
        hand = state.legal_actions()
        state.apply(hand[-1])  # the declarer leads its highest tile
        state.apply(state.legal_actions()[0])
    assert state.is_terminal and state.phase == OVER
    taken = state.scores()
    # every second-half point is someone's: 7 tricks and the counting tiles still in play
    in_play = sum(POINTS[t] for _, cards, _ in state.finished[7:] for t in cards)
    assert sum(taken) == 7 + in_play
    assert state.result() == {"declarer": 0, "bid": 30, "made": taken[0] >= 30}
    assert state.match_points() == ([1, 0] if taken[0] >= 30 else [0, 1])
    view = state.view(1)
    assert len(view.zones()["won:0"]) + len(view.zones()["won:1"]) == 14
    assert sum(view.trick_counts) == 7


# -- Nello --------------------------------------------------------------------------------------

# A Nello the declarer can hold: the other hand must beat every lead it can be given.
NELLO0 = "2-0 1-0 3-0 4-0 2-1 3-1 4-1"
NELLO1 = "6-6 5-5 4-4 3-3 2-2 1-1 6-5"


def test_a_nello_declarer_leads_and_wins_by_taking_no_trick():
    state = staged(NELLO0, NELLO1)
    top = state.max_bid
    run(state, f"bid {top}", "nello")
    assert state.nello and state.trump_number == -1 and state.current_player == 0
    assert state.view(1).nello and state.view(1).trump_number == -1
    assert (
        state.status(0).centre.text("en") == f"Second half · Nello · You bid {top} · trick 1 of 7"
    )
    assert (
        state.status(1).centre.text("en")
        == f"Second half · Nello · seat 0 bid {top} · trick 1 of 7"
    )
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert state.counts == [0, 7]
    assert state.result() == {"declarer": 0, "bid": top, "made": True}
    assert state.match_points() == [1, 0]


def test_a_nello_ends_as_soon_as_the_declarer_takes_a_trick():
    state = staged(NELLO0, "6-6 5-5 4-4 3-3 2-2 6-5 6-4")  # no 1: 1-0 led cannot be beaten
    top = state.max_bid
    run(state, f"bid {top}", "nello", "play 1-0", "play 6-6")
    assert state.is_terminal and len(state.finished) == 8
    assert state.counts == [1, 0]
    assert state.scores() == [1, 0]  # the trick: 1 point, no counting tile in it
    assert state.result() == {"declarer": 0, "bid": top, "made": False}
    assert state.match_points() == [0, 1]
    assert state.explain_score().key == "rv_nello_lost"


# -- views, words, records ----------------------------------------------------------------------


def test_status_has_a_prompt_centre_and_seat_lines_in_every_phase():
    state = deal(*EXAMPLE_DEAL)
    assert state.status(0).prompt.key == "rv_prompt_lead_first"
    assert state.status(1).prompt is None
    assert state.status(0).centre.text("en").startswith("First half · trick 1 of 7")
    assert state.status(0).aside["stock"].text("en") == "Stock 14 · face up 4-2"
    run(state, "play 5-3", "play 4-0")  # seat 0 takes the face-up 4-2
    assert words(state.status(1).seats[0]) == ["took 4-2 face up"]
    assert words(state.status(1).seats[0], "ja") == ["表向きで取った牌：4-2"]
    assert words(state.status(0).seats[0]) == []  # nothing said of one's own hand
    bidding = run(staged(HAND0, HAND1), "bid 19")
    assert bidding.status(1).centre.text("en", NAMES["en"]) == (
        f"Bidding · Bot 1 bid 19 · maximum {bidding.max_bid}"
    )
    assert (
        bidding.status(0).centre.text("en") == f"Bidding · You bid 19 · maximum {bidding.max_bid}"
    )
    assert bidding.status(1).centre.text("ja", NAMES["ja"]) == (
        f"ビッド・ボット 1が 19・最高 {bidding.max_bid}"
    )
    assert bidding.status(0).centre.text("ja") == f"ビッド・あなたが 19・最高 {bidding.max_bid}"
    # after the first half the other hand is known, and said as a hand is laid out
    assert words(bidding.status(1).seats[0]) == [
        "bid 19",
        "holds 6-6, 6-5, 6-4, 6-3, 5-5, 4-1, 3-2",
    ]
    assert words(bidding.status(0).seats[0]) == ["bid 19"]
    assert words(bidding.status(0).seats[1]) == ["holds 6-2, 6-1, 6-0, 5-4, 5-3, 5-2, 5-1"]
    run(bidding, "pass", "trump 4")
    hand1 = "holds 5-4, 6-2, 6-1, 6-0, 5-3, 5-2, 5-1"  # trump 4: 5-4 first, as in a hand
    assert words(bidding.status(0).seats[1]) == ["0 tricks", "0 points", hand1]
    assert words(bidding.status(1).seats[0])[:3] == ["declarer", "0 tricks", "0 points"]
    assert words(bidding.status(1).seats[0])[3].startswith("holds 6-4, 4-1, 6-6")  # trump first
    centre = bidding.status(1).centre.text("en")
    assert centre == "Second half · trump 4 · seat 0 bid 19 · trick 1 of 7"
    assert (
        bidding.status(0).centre.text("ja")
        == "後半戦・切り札 4・あなたのビッド 19・第 1 トリック（全7）"
    )
    for lang in LANGUAGES:
        assert bidding.status(0).prompt.text(lang)


def trick_words(events, lang: str = "en") -> str:
    (trick,) = [e for e in events if e.kind == "trick"]
    return trick.why.text(lang)


def test_trick_reasons_say_trump_led_suit_or_why_the_other_tile_cannot_win():
    state = staged("3-1 6-6 5-5 6-5 5-4 4-2 2-1", "1-0 4-3 6-3 0-0 2-0 5-0 6-0")
    run(state, "bid 10", "pass", "trump 4", "play 4-2")
    assert trick_words(state.apply("play 4-3")) == "4-3 takes the trick: a higher trump."
    state.apply("play 0-0")  # 4-3's winner leads 0-0 (suit 0)
    assert trick_words(state.apply("play 2-1")) == (
        "0-0 takes the trick: 2-1 is neither a 0 nor a trump."
    )
    trumped = staged("3-1 6-6 5-5 6-5 5-4 2-2 2-1", "1-0 4-3 0-0 2-0 5-0 6-0 1-1")
    run(trumped, "bid 10", "pass", "trump 4", "play 3-1")
    events = trumped.apply("play 4-3")
    assert trick_words(events) == "4-3 takes the trick: a trump beats any 3."
    assert (
        trick_words(events, "ja")
        == "4-3 がトリックを取ります（切り札は 3 のスートのどの牌にも勝ちます）。"
    )
    first = deal(*EXAMPLE_DEAL)
    first.apply("play 5-3")
    assert trick_words(first.apply("play 5-1")) == "5-3 takes the trick: 5-1 is a lower 5."


def test_prompts_name_the_deals_range_trump_and_nello():
    state = staged("6-6 6-5 5-5 5-4 5-3 3-3 5-0", "6-3 6-2 4-4 3-2 2-2 1-1 0-0")  # maximum 27
    assert state.status(0).prompt.text("en") == "Your call: bid from 4 to 27, or pass."
    state.apply("bid 26")
    assert state.status(1).prompt.text("en") == "Your call: bid 27, the maximum, or pass."
    assert (
        state.status(1).prompt.text("ja")
        == "あなたの番です。最高の 27 をビッドするか、パスしてください。"
    )
    forced = run(staged(HAND0, HAND1), "pass")
    assert forced.status(1).prompt.text("en", NAMES["en"]) == (
        f"Bot 1 passed, so you must bid (4 to {forced.max_bid}); your bid ends the bidding."
    )
    assert forced.status(1).prompt.text("ja", NAMES["ja"]).startswith("ボット 1がパスしたので、")
    run(forced, "bid 4")
    assert forced.status(1).prompt.text("en") == (
        "You won the bidding at 4: name trump (a number 0–6) or no trump."
    )
    assert forced.status(1).centre.text("en") == "You bid 4 · name trump"
    assert forced.status(0).centre.text("en", ["You", "Bot 1"]) == "Bot 1 bid 4 · naming trump"
    forced.apply("trump 5")
    assert forced.status(1).prompt.text("en") == (
        "Your lead: a tile's higher end is its suit, but a tile carrying 5 leads trump."
    )
    free = staged("4-2 6-6 6-5 5-5 5-3 3-2 6-3", "0-0 1-0 1-1 2-1 2-2 3-0 3-1")
    run(free, "bid 10", "pass", "trump 4", "play 4-2")
    assert (
        free.status(1).prompt.text("en") == "4-2 leads trump: you hold no trump, so play any tile."
    )
    nello = staged(NELLO0, NELLO1)
    run(nello, f"bid {nello.max_bid}", "nello")
    assert nello.status(0).prompt.text("en") == (
        "Your lead: its higher end is the suit. Nello: you must not take a single trick."
    )
    assert refused(run(nello, "play 1-0"), "play 5-5") == "rv_must_follow"


def test_a_bid_outside_the_ladder_is_refused_with_this_deals_range():
    state = staged("6-6 6-5 5-5 5-4 5-3 3-3 5-0", "6-3 6-2 4-4 3-2 2-2 1-1 0-0")  # maximum 27
    for text, key, words_en in (
        ("bid 3", "rv_bid_range", "You may bid from 4 to 27 now."),
        (
            "bid 43",
            "rv_bid_over_max",
            "A bid of 43 is too high: the most anyone may bid this deal is 27 "
            "(42 less the 15 points of counting tiles played in the first half).",
        ),
        (
            "bid 30",
            "rv_bid_over_max",
            "A bid of 30 is too high: the most anyone may bid this deal is 27 "
            "(42 less the 15 points of counting tiles played in the first half).",
        ),
    ):
        with pytest.raises(IllegalAction) as info:
            state.apply(text)
        assert info.value.msg.key == key and info.value.msg.text("en") == words_en
    state.apply("bid 10")
    assert state.explain_illegal("bid 2").text("en") == "You may bid from 11 to 27 now."
    assert state.explain_illegal("bid 2").text("ja") == "いまビッドできるのは 11〜27 です。"
    every = staged("6-4 5-5 4-1 3-2 5-0 6-6 6-5", "6-3 6-2 6-1 6-0 5-4 5-3 5-2")  # nothing out
    assert every.max_bid == 42
    assert every.explain_illegal("bid 50").text("en") == (
        "A bid of 50 is too high: the most anyone may bid is 42, every point of the deal."
    )


def test_seat_lines_count_in_the_singular_and_a_nello_counts_tricks_only():
    state = staged(NELLO0, "6-6 5-5 4-4 3-3 2-2 6-5 6-4")
    run(state, f"bid {state.max_bid}", "nello", "play 1-0", "play 6-6")  # the declarer's trick
    assert words(state.status(1).seats[0])[:2] == ["declarer", "1 trick"]
    played = staged("6-6 6-5 6-4 5-5 6-3 4-1 3-2", "6-2 6-1 6-0 5-4 5-3 5-2 5-0")
    run(played, "bid 30", "pass", "trump NT", "play 6-3", "play 6-2")  # a trick, no count
    assert words(played.status(1).seats[0])[:3] == ["declarer", "1 trick", "1 point"]
    assert words(played.status(1).seats[0], "ja")[:3] == ["デクレアラー", "1 トリック", "1 点"]


def test_the_summary_speaks_to_the_person_in_both_languages():
    state = staged(NELLO0, NELLO1)
    run(state, f"bid {state.max_bid}", "nello")
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    own = state.summary(0)
    assert own.headline.text("en") == "Contract made"
    assert [m.text("en") for m in own.lines] == [
        "You declared Nello and took no trick: the contract is made.",
        "You score a game point (the first to 7 wins the match).",
    ]
    assert [m.text("ja") for m in own.lines] == [
        "あなたはネロを宣言し、1トリックも取りませんでした。契約成功です。",
        "あなたが1ゲームポイントを得ます（7ゲームポイント先取でマッチの勝ち）。",
    ]
    other = [m.text("en", NAMES["en"]) for m in state.summary(1).lines]
    assert other == [
        "Bot 1 declared Nello and took no trick: the contract is made.",
        "Bot 1 scores a game point (the first to 7 wins the match).",
    ]
    assert state.status(1).centre.text("en", NAMES["en"]) == (
        f"Deal over · Nello · Bot 1 bid {state.max_bid} · Contract made"
    )
    one = {"bid": 10, "n": 1, "tiles": 0, "tricks": 1}  # a failed contract's lone point
    assert Msg("rv_failed_you", one).text("en") == (
        "You bid 10 but took only 1 point (for 1 trick): the contract fails."
    )
    taken = dict(one, n=8, tiles=5, tricks=3)
    assert Msg("rv_failed", {**taken, "who": Seat(0)}).text("ja", NAMES["ja"]) == (
        "ボット 1は 10 をビッドしましたが、8 点（得点牌 5 点＋トリック 3 点）しか取れませんでした。契約失敗です。"
    )


def test_views_hold_only_what_a_seat_may_know():
    state = deal(*EXAMPLE_DEAL)
    run(state, "play 5-3", "play 4-0")
    view = state.view(0)
    assert isinstance(view, ReveilleView) and view.pieces == "domino"
    assert parse_tile("0-0") not in view.hand and view.hand_sizes == (7, 7)
    assert view.phase == FIRST and view.declarer == -1 and view.trump is None
    assert view.trump_number is None and view.led is None
    text = " ".join(m.text("en") for m in state.view(1).describe())
    assert "seen drawing 4-2" in text and "face up 3-2" in text


def test_sampled_worlds_keep_the_known_tiles_and_the_face_up_top():
    state = deal(*EXAMPLE_DEAL)
    run(state, "play 5-3", "play 4-0", "play 3-1")
    rng = random.Random(4)
    tops = set()
    for _ in range(20):
        world = state.sample_hidden(1, rng)
        assert world.view(1) == state.view(1)
        assert world.hands[0] >> parse_tile("4-2") & 1  # taken face up: seen
        assert world.stock[-1] == state.stock[-1]
        tops.add(tuple(world.stock))
    assert len(tops) > 1  # the hidden stock is dealt afresh
    late = staged(HAND0, HAND1)
    world = late.sample_hidden(0, rng)
    assert world.hands == late.hands  # after the first half nothing is hidden


def test_records_round_trip_and_bad_deals_are_refused():
    state = GAME.new_deal(seed=5)
    actions = play_randomly(state, random.Random(5))
    record = record_of(state, actions, seed=5)
    again, _ = replay(loads(record.dumps()))
    assert again.scores() == state.scores() and again.result() == state.result()
    explicit = GAME.explicit_deal(state)
    assert len(explicit["stock"]) == 14 and GAME.new_deal(deal=explicit).dealt == state.dealt
    bad = dict(explicit, stock=explicit["stock"][:-1])
    with pytest.raises(BadDeal, match="14"):
        GAME.new_deal(deal=bad)
    twice = dict(explicit, stock=[explicit["hands"][0][0], *explicit["stock"][1:]])
    with pytest.raises(BadDeal, match="duplicate"):
        GAME.new_deal(deal=twice)
    first = next(t for t in explicit["stock"] if t[0] != t[2])
    reversed_text = f"{first[2]}-{first[0]}"
    low_first = dict(
        explicit, stock=[reversed_text if t == first else t for t in explicit["stock"]]
    )
    with pytest.raises(BadDeal, match="higher end first"):
        GAME.new_deal(deal=low_first)
    with pytest.raises(BadDeal):
        GAME.new_deal(deal={"hands": explicit["hands"]})


def test_a_match_adds_game_points_and_ends_at_seven():
    match = Match("reveille")
    rng = random.Random(2)
    dealers = []
    while not match.is_over:
        number, state = match.start_deal(rng=rng)
        dealers.append(state.dealer)
        summary = match.finish_deal(number, state, play_randomly(state, rng))
        assert sorted(summary.points) == [0, 1]
    assert max(match.totals) == 7 and sum(match.totals) == len(match.deals)
    assert dealers[:4] == [0, 1, 0, 1]  # the dealer alternates
    assert GAME.match_rule({}).text("en").startswith("The first player to win 7")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_deals_keep_the_halves_in_order(seed):
    state = GAME.new_deal(seed=seed)
    rng = random.Random(seed)
    while state.phase == FIRST:
        assert state.hand_sizes[state.current_player] == 7
        state.apply(rng.choice(state.legal_actions()))
    assert state.hand_sizes == (7, 7) and not state.stock and len(state.finished) == 7
    counted = sum(POINTS[t] for _, cards, _ in state.finished for t in cards)
    assert state.max_bid == 42 - counted
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    scores = state.scores()
    if not state.nello:
        assert sum(scores) == state.max_bid and sum(state.counts) == 7
    else:
        assert state.counts[state.declarer] <= 1
    assert sorted(state.match_points()) == [0, 1]
    assert state.result()["made"] == (state.match_points()[state.declarer] == 1)
