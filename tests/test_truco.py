"""Brazilian Truco: the spec's examples and rulings (shared/rules/truco.md), the shared
example record, packets, face-down plays, tied tricks, truco calls, the hand of eleven and
the blind hand, refusals in words, records and the CLI, and random hands."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import IllegalAction, get_game
from rules_core.__main__ import run
from rules_core.cards import card_str, parse_card
from rules_core.deal import BadDeal
from rules_core.events import Moved
from rules_core.games.truco import (
    MANILHAS,
    PACK,
    STRENGTH,
    TIE,
    TrucoState,
    hand_result,
    trick_outcome,
)
from rules_core.match import Match
from rules_core.pieces import mask_of
from rules_core.record import loads, record_of, replay
from rules_core.view import HIDDEN, Play

GAME = get_game("truco")
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "truco.json"
EXAMPLE_DATA = json.loads(EXAMPLE.read_text()) if EXAMPLE.exists() else None
RECORD = EXAMPLE_DATA["record"] if EXAMPLE_DATA else None
needs_example = pytest.mark.skipif(RECORD is None, reason="shared/examples is not beside the repo")

ALL = [card_str(c) for c in PACK]  # the 40 card texts in pack order
STAKES = {1, 3, 6, 9, 12}
ANSWER_WORDS = {"accept", "fold", "retruco"}
TEAM_WORDS = ANSWER_WORDS | {"look", "nolook"}


# -- helpers --------------------------------------------------------------------------------


def pack(*packets: str) -> list[str]:
    """A 40-card pack that starts with ``packets`` (top first), the rest in pack order."""
    top = " ".join(packets).split()
    assert len(set(top)) == len(top) and set(top) <= set(ALL), top
    return top + [c for c in ALL if c not in top]


def new(*packets: str, dealer: int = 3, before: tuple[int, int] = (0, 0)) -> TrucoState:
    """A fresh deal whose pack starts with ``packets``: packet 1 is offered to first hand
    (dealer + 1); with seat 3 dealing, seat 0 is first hand and play runs 0, 1, 2, 3."""
    state = GAME.new_deal(
        deal={"pack": pack(*packets)}, dealer=dealer, context={"scores_before": list(before)}
    )
    assert isinstance(state, TrucoState)
    return state


def table(hands: list[str], dealer: int = 3, before: tuple[int, int] = (0, 0)) -> TrucoState:
    """First hand keeps its first packet at once: seat s holds ``hands[s]``."""
    first = (dealer + 1) % 4
    state = new(*(hands[(first + k) % 4] for k in range(4)), dealer=dealer, before=before)
    state.apply("keep", first)
    return state


FILLER = ["KS", "KH", "KD", "QS", "QH", "QD", "JS", "JH", "JD", "7S", "7C", "6S"]


def hands_of(*tricks: str) -> list[str]:
    """The hands that let each trick be played as written: a trick lists the cards of seats
    0, 1, 2, 3 (in seat order, whoever leads); a hand ending early keeps filler cards."""
    columns = [[t.split()[s].rstrip("*") for t in tricks] for s in range(4)]
    used = {c for col in columns for c in col}
    spare = iter(c for c in FILLER if c not in used)
    return [" ".join(col + [next(spare) for _ in range(3 - len(col))]) for col in columns]


def play_tricks(state: TrucoState, *tricks: str) -> TrucoState:
    """Play each trick (or the rest of the trick in progress) from whoever is to play,
    seat s playing the s-th card (``*``: face down)."""
    for trick in tricks:
        cards = trick.split()
        done = len(state.finished)
        while not state.is_terminal and len(state.finished) == done:
            seat = state.current_player
            card = cards[seat]
            action = f"play {card[:-1]} down" if card.endswith("*") else f"play {card}"
            state.apply(action, seat)
    return state


def dealt_to_play(*tricks: str, dealer: int = 3) -> TrucoState:
    return table(hands_of(*tricks), dealer=dealer)


def go(state: TrucoState, *steps: str) -> TrucoState:
    """Apply steps written "SEAT ACTION" (the seat must be the one to act)."""
    for step in steps:
        seat, _, action = step.partition(" ")
        state.apply(action, int(seat))
    return state


def texts(cards) -> set[str]:
    return {card_str(c) for c in cards}


def hand(state: TrucoState, seat: int) -> set[str]:
    return texts(state.view(seat).hand)


def outcome(state: TrucoState) -> tuple[list[int], int | None, int]:
    """The replay's scores, winner and stake."""
    result = state.result()
    return state.scores(), result["winner"], result["stake"]


def tricks_won(state: TrucoState) -> list[int | None]:
    """Per finished trick, the winning team or None for a tie (as every view shows it)."""
    return [None if o == TIE else o for o in state.view(0).outcomes]


def snapshot(state: TrucoState):
    return (
        [state.view(s) for s in range(4)],
        state.legal_actions(),
        state.current_player,
        state.scores(),
        state.result(),
        state.is_terminal,
    )


def refused(state: TrucoState, action: str, seat: int | None = None) -> str:
    """The catalogue key of the reason ``action`` is refused; the reason reads as words in
    English and Japanese and the state is left exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, seat)
    assert snapshot(state) == before
    msg = caught.value.msg
    en, ja = msg.text("en"), msg.text("ja")
    assert str(caught.value) == en
    assert en and ja and en != msg.key and ja != msg.key and en != ja
    assert "{" not in en + ja and any(ord(ch) > 0x3000 for ch in ja)
    return msg.key


def cli(args: list[str], stdin_text: str = "") -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(stdin_text.encode()), encoding="utf-8")
    code = run(args, stdin, out, err)
    assert "Traceback" not in out.getvalue() + err.getvalue()
    return code, out.getvalue()


def record_text(state: TrucoState, actions: list[tuple[int, str]], dealer: int, before) -> str:
    return record_of(state, actions, dealer=dealer, context={"scores_before": list(before)}).dumps()


def strength(text: str) -> int:
    return STRENGTH[parse_card(text)]


def outcome_of(*cards: str, leader: int = 0, down: str = "") -> tuple[int, int, int]:
    """trick_outcome for face-up cards (``down``: the indexes played face down)."""
    faces = [parse_card(c) for c in cards]
    return trick_outcome(leader, faces, [str(i) in down for i in range(len(cards))])


# -- the card ranking -------------------------------------------------------------------------


def test_the_pack_is_40_cards_without_8_9_10():
    assert len(ALL) == len(set(ALL)) == 40
    ranks = {t[:-1] for t in ALL}
    assert ranks == {"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"}
    assert all(sum(t.endswith(s) for t in ALL) == 10 for s in "SHDC")


def test_the_four_manilhas_in_order_4C_7H_AS_7D_above_every_other_card():
    manilhas = ["4C", "7H", "AS", "7D"]
    assert [card_str(c) for c in MANILHAS] == manilhas
    values = [strength(t) for t in manilhas]
    assert values == sorted(values, reverse=True) and len(set(values)) == 4
    assert min(values) > max(strength(t) for t in ALL if t not in manilhas)
    # Each manilha beats the next one in a trick, whoever leads.
    for strong, weak in zip(manilhas, manilhas[1:], strict=False):
        assert outcome_of(strong, weak, "4H", "5H")[:2] == (0, 0)
        assert outcome_of(weak, strong, "4H", "5H")[:2] == (1, 1)


PLAIN = ["3", "2", "A", "K", "J", "Q", "7", "6", "5", "4"]


def test_other_cards_rank_3_2_A_K_J_Q_7_6_5_4_by_rank_only():
    plain = [t for t in ALL if parse_card(t) not in MANILHAS]
    assert len(plain) == 36
    for card in plain:
        for other in plain:
            a, b = PLAIN.index(card[:-1]), PLAIN.index(other[:-1])
            assert (strength(card) > strength(other)) == (a < b), (card, other)
            assert (strength(card) == strength(other)) == (a == b), (card, other)


@pytest.mark.parametrize(
    "strong,weak", [("4C", "3S"), ("7H", "AS"), ("KC", "JC"), ("JC", "QC"), ("KC", "QC")]
)
def test_the_specs_ranking_examples_decide_tricks(strong, weak):
    for leader in range(4):
        team, first, nxt = outcome_of(strong, weak, "4H", "5H", leader=leader)
        assert (team, first, nxt) == (leader % 2, 0, leader)
        team, first, nxt = outcome_of(weak, strong, "4H", "5H", leader=leader)
        assert (team, first, nxt) == ((leader + 1) % 2, 1, (leader + 1) % 4)


def test_AD_ties_AH_across_teams_and_partners_share_a_tie():
    assert strength("AD") == strength("AH")
    # Opponents: a tied trick; the first player of the strongest card leads next.
    assert outcome_of("AD", "AH", "4H", "5H", leader=2) == (TIE, 0, 2)
    assert outcome_of("4H", "AD", "AH", "5H", leader=3) == (TIE, 1, 0)
    # Partners (seats 0 and 2): their team takes it, the first of them leads next.
    assert outcome_of("AD", "4H", "AH", "5H", leader=0) == (0, 0, 0)
    assert outcome_of("4H", "AD", "5H", "AH", leader=0) == (1, 1, 1)


def test_4C_beats_3S_in_a_played_trick():
    state = dealt_to_play("3S 4C 4D 5C")
    play_tricks(state, "3S 4C 4D 5C")
    assert tricks_won(state) == [1] and state.current_player == 1
    assert state.view(0).tricks[0].winner == 1


# -- the shared example ----------------------------------------------------------------------


def example_state(upto: int | None = None) -> TrucoState:
    assert RECORD is not None
    state = GAME.new_deal(deal=RECORD["deal"], dealer=RECORD["dealer"], context=RECORD["context"])
    assert isinstance(state, TrucoState)
    for action in RECORD["actions"][:upto]:
        state.apply(action["a"], action["p"])
    return state


@needs_example
def test_the_shared_example_replays_to_its_expected_output():
    assert EXAMPLE_DATA is not None
    expected = EXAMPLE_DATA["expect"]
    code, out = cli(["replay", "-"], json.dumps(RECORD))
    reply = json.loads(out)
    assert code == 0 and reply["ok"] is True and reply["terminal"] is True
    assert reply["scores"] == expected["scores"] == [1, 0]
    assert {k: reply["result"][k] for k in expected["result"]} == expected["result"]
    assert expected["result"] == {"winner": 0, "stake": 1}
    state = example_state()
    assert outcome(state) == ([1, 0], 0, 1)


@needs_example
def test_the_replay_result_holds_exactly_the_specs_keys():
    assert EXAMPLE_DATA is not None
    code, out = cli(["replay", "-"], json.dumps(RECORD))
    assert code == 0
    assert json.loads(out) == {"ok": True, "terminal": True, **EXAMPLE_DATA["expect"]}


@needs_example
def test_the_shared_example_step_by_step():
    # Dealer 2: seat 3 is first hand.  7D AH JD go to the partner (seat 1), QS KS 7S are
    # discarded, 2D 7C 6D kept; then seat 0 and seat 2 get a packet each (seat 1 has one).
    state = example_state(upto=1)
    assert hand(state, 1) == {"7D", "AH", "JD"}
    assert state.legal_actions() == ["keep", "discard"]
    state = example_state(upto=2)
    assert all(texts(state.view(s).discards) == {"QS", "KS", "7S"} for s in range(4))
    state = example_state(upto=3)
    hands = [hand(state, s) for s in range(4)]
    assert hands == [{"3D", "AS", "QC"}, {"7D", "AH", "JD"}, {"JC", "6C", "4D"}, {"2D", "7C", "6D"}]
    assert state.view(0).pack_count == 40 - 15  # five packets dealt
    assert state.current_player == 3 and "truco" in state.legal_actions()
    # Seat 1 plays JD face down: its owner sees it, the others see a back.
    state = example_state(upto=6)
    assert state.view(1).trick[2] == Play(1, parse_card("JD"), True)
    assert all(state.view(s).trick[2] == Play(1, HIDDEN, True) for s in (0, 2, 3))
    # Seat 2 calls truco before playing; seat 3, the next seat, answers and folds.
    state = example_state(upto=7)
    assert state.current_player == 3 and state.team_decides()
    assert state.legal_actions() == ["accept", "fold", "retruco"]
    state = example_state()
    assert state.is_terminal and state.view(0).folded and tricks_won(state) == []
    assert state.view(0).points == (1, 0) and state.view(3).winner == 0


# -- packets --------------------------------------------------------------------------------


def packet(k: int) -> set[str]:
    """Packet k (0-based) of the plain pack ``pack()``."""
    return set(ALL[3 * k : 3 * k + 3])


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize(
    "choices,expected",
    [
        # the packet each seat ends with, by offset from first hand (0: first hand)
        (["keep"], {0: 0, 1: 1, 2: 2, 3: 3}),
        (["give", "keep"], {2: 0, 0: 1, 1: 2, 3: 3}),
        (["discard", "keep"], {0: 1, 1: 2, 2: 3, 3: 4}),
        (["discard", "give", "keep"], {2: 1, 0: 2, 1: 3, 3: 4}),
        (["give", "discard", "discard", "keep"], {2: 0, 0: 3, 1: 4, 3: 5}),
        (["discard", "discard", "discard", "keep"], {0: 3, 1: 4, 2: 5, 3: 6}),
    ],
)
def test_packets_go_out_in_order_d2_d3_d_skipping_a_seat_that_has_a_hand(dealer, choices, expected):
    state = new(dealer=dealer)
    first = (dealer + 1) % 4
    for choice in choices:
        assert state.current_player == first and len(hand(state, first)) == 3
        state.apply(choice, first)
    assert state.phase == "play" and state.current_player == first
    for offset, k in expected.items():
        assert hand(state, (first + offset) % 4) == packet(k)
    discarded = {c for k, ch in enumerate(choices) if ch == "discard" for c in packet(k)}
    assert all(texts(state.view(s).discards) == discarded for s in range(4))
    dealt = 12 + 3 * choices.count("discard")
    assert state.view(dealer).pack_count == 40 - dealt
    assert state.view(first).packets == len(choices)


def test_give_is_allowed_once_a_hand():
    state = new()
    assert state.legal_actions() == ["keep", "give", "discard"]
    events = state.apply("give", 0)
    assert state.legal_actions() == ["keep", "discard"]
    assert refused(state, "give") == "truco_give_once"
    state.apply("discard", 0)
    assert state.legal_actions() == ["keep", "discard"]
    assert refused(state, "give") == "truco_give_once"
    # The given packet moves face down: the event names no card.
    move = next(e for e in events if e.kind == "move" and e.dst != "hand:0")
    assert isinstance(move, Moved) and move.cards == () and move.face_down


def test_a_discard_is_shown_face_up_to_everyone():
    state = new()
    events = state.apply("discard", 0)
    assert any(texts(e.cards) == packet(0) for e in events if e.kind == "move")
    for seat in range(4):
        view = state.view(seat)
        assert texts(view.discards) == packet(0) and texts(view.zones()["discard"]) == packet(0)
    assert hand(state, 0) == packet(1)  # another packet of 3 (the ruling on "again 2 cards")


@pytest.mark.parametrize("path", [["discard"] * 3, ["give", "discard", "discard"]])
def test_the_fourth_packet_must_be_kept(path):
    state = new()
    for choice in path:
        state.apply(choice, 0)
    assert state.view(0).packets == 4
    assert state.legal_actions() == ["keep"]  # a forced keep is still the action "keep"
    assert refused(state, "discard") == "truco_keep_fourth"
    assert refused(state, "give") in ("truco_keep_fourth", "truco_give_once")
    assert state.status(0).prompt.key == "truco_prompt_keep_forced"
    state.apply("keep", 0)
    assert hand(state, 0) == packet(3)


def test_the_given_packet_is_known_to_the_giver_and_hidden_from_the_opponents():
    state = new()
    state.apply("give", 0)
    given = packet(0)
    assert texts(state.view(0).given) == given and texts(state.view(0).shown[2]) == given
    assert texts(state.view(2).given) == given and hand(state, 2) == given
    for seat in (1, 3):
        view = state.view(seat)
        assert view.given == () and all(s == () for s in view.shown) and view.hand == ()
    state.apply("keep", 0)
    # Once the partner plays a given card, the giver's note of the partner's hand shrinks.
    card = sorted(given)[0]
    go(state, f"0 play {sorted(packet(1))[0]}", f"1 play {sorted(packet(2))[0]}")
    go(state, f"2 play {card} down")
    assert texts(state.view(0).shown[2]) == given - {card}
    assert state.view(1).given == () and state.view(3).shown == ((),) * 4


# -- seats, direction, dealer ----------------------------------------------------------------


def test_play_runs_counter_clockwise_from_first_hand_and_the_dealer_moves_on():
    assert GAME.direction == "counter-clockwise"
    assert GAME.teams(4) == ((0, 2), (1, 3))
    for dealer in range(4):
        state = table(["4H 5H 6H", "4S 5S 6S", "4D 5D 6D", "5C 6C 7C"], dealer=dealer)
        first = (dealer + 1) % 4
        seen = []
        for _ in range(4):
            seat = state.current_player
            seen.append(seat)
            state.apply(state.legal_actions()[0], seat)
        assert seen == [(first + k) % 4 for k in range(4)]
        assert GAME.next_dealer(dealer, state) == (dealer + 1) % 4


def test_the_match_is_to_12_and_a_team_at_11_makes_the_next_deal_special():
    assert GAME.match_over([12, 3], 5, {}) and GAME.match_over([7, 13], 5, {})
    assert not GAME.match_over([11, 11], 5, {})
    rule = GAME.match_rule({})
    assert rule is not None and "12" in rule.text("en")
    _, state = Match("truco", totals=[11, 4]).start_deal(5)
    assert state.view(0).kind == "eleven" and state.legal_actions() == ["keep"]
    _, state = Match("truco", totals=[11, 11]).start_deal(5)
    assert state.view(0).kind == "blind"


# -- face-down plays and tied tricks ---------------------------------------------------------


def test_a_face_down_card_never_wins_even_the_strongest_card():
    state = dealt_to_play("5H 4C* 4H 4S", "2S 3S 5D 6C")
    play_tricks(state, "5H 4C* 4H 4S")
    assert tricks_won(state) == [0] and state.current_player == 0


def test_a_face_down_card_is_hidden_from_the_others_for_good_but_seen_by_its_owner():
    state = dealt_to_play("5H 4C* 4H 4S", "3S 2S 5D 6C")
    play_tricks(state, "5H 4C* 4H 4S")
    own = state.view(1).tricks[0].plays[1]
    assert own == Play(1, parse_card("4C"), True)
    for seat in (0, 2, 3):
        assert state.view(seat).tricks[0].plays[1] == Play(1, HIDDEN, True)
        assert not state.view(seat).played_mask() >> parse_card("4C") & 1
    play_tricks(state, "3S 2S 5D 6C")  # team 0 takes the second trick: the hand is over
    assert state.is_terminal
    for seat in (0, 2, 3):
        assert state.view(seat).tricks[0].plays[1].card == HIDDEN  # never revealed


def test_a_trick_of_only_face_down_cards_is_a_tie_and_its_leader_leads_again():
    # Trick 1 ties (3S against 3H) and seat 0, the first to play a 3, leads trick 2;
    # trick 2 is all face down: a tie, seat 0 leads again.
    state = dealt_to_play("3S 3H 4D 5C", "4H* 4S* 5D* 6C*", "2S 5S 6D 6H", dealer=2)
    # dealer 2: seat 3 is first hand and leads trick 1
    play_tricks(state, "3S 3H 4D 5C")
    assert tricks_won(state) == [None] and state.current_player == 0
    play_tricks(state, "4H* 4S* 5D* 6C*")
    assert tricks_won(state) == [None, None] and state.current_player == 0
    play_tricks(state, "2S 5S 6D 6H")
    assert state.is_terminal and outcome(state) == ([1, 0], 0, 1)


def test_equal_strongest_cards_of_one_team_win_for_it_and_the_first_leads():
    state = dealt_to_play("5H 2H 4D 2C")  # seats 1 and 3 both play a 2
    play_tricks(state, "5H 2H 4D 2C")
    assert tricks_won(state) == [1] and state.current_player == 1


def test_equal_strongest_cards_of_both_teams_tie_and_the_first_of_them_leads():
    state = dealt_to_play("5H KH KD 5C")
    play_tricks(state, "5H KH KD 5C")
    assert tricks_won(state) == [None] and state.current_player == 1
    state = dealt_to_play("KS KH 4D 5C")
    play_tricks(state, "KS KH 4D 5C")
    assert tricks_won(state) == [None] and state.current_player == 0


# -- winning a hand -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "outcomes,result",
    [
        ([0], None),
        ([TIE], None),
        ([0, 1], None),
        ([0, 0], 0),
        ([1, 1], 1),
        ([TIE, 1], 1),
        ([0, TIE], 0),
        ([TIE, TIE], None),
        ([0, 1, 1], 1),
        ([1, 0, 1], 1),
        ([0, 1, TIE], 0),
        ([1, 0, TIE], 1),
        ([TIE, TIE, 0], 0),
        ([TIE, TIE, TIE], TIE),
    ],
)
def test_who_wins_a_hand_from_its_tricks(outcomes, result):
    assert hand_result(outcomes) == result


T1_TIE = "3S 3H 4D 5C"  # a tie; seat 0 (3S) leads next
T_0 = "3S 4S 4D 5C"  # seat 0 wins
T2_TIE = "2S 2H 5D 6C"  # a tie; seat 0 (2S) leads next
T2_1 = "4H 2C 5D 6C"  # seat 1 wins


@pytest.mark.parametrize(
    "tricks,played,scores,winner",
    [
        # the spec's example: trick 1 tied, trick 2 won by team 1 → team 1, two tricks
        ([T1_TIE, T2_1, "5H 5S 6D 6H"], 2, [0, 1], 1),
        ([T_0, "2S 4H 5D 6C", "5H 5S 6D 6H"], 2, [1, 0], 0),  # two won tricks end it
        ([T_0, T2_TIE, "5H 5S 6D 6H"], 2, [1, 0], 0),  # won, then tied: decided
        ([T_0, "4H 2H 5D 6C", "5H 2C 6D 6H"], 3, [0, 1], 1),  # 0, 1, 1
        ([T_0, "4H 2H 5D 6C", "2S 5S 6D 6H"], 3, [1, 0], 0),  # 0, 1, 0
        ([T_0, "4H 2H 5D 6C", "2S 2C 6D 6H"], 3, [1, 0], 0),  # 0, 1, tie: the earliest
        ([T1_TIE, T2_TIE, "4H 5S 4S 6H"], 3, [0, 1], 1),  # tie, tie, 1
        ([T1_TIE, T2_TIE, "5H 5S 6D 6H"], 3, [0, 0], None),  # three ties: drawn
    ],
)
def test_winning_a_hand_and_it_stops_once_certain(tricks, played, scores, winner):
    state = dealt_to_play(*tricks)
    play_tricks(state, *tricks[:played])
    assert state.is_terminal and len(state.view(0).tricks) == played
    assert outcome(state) == (scores, winner, 1)
    assert state.view(0).hand_sizes == (3 - played,) * 4  # unplayed cards stay unplayed
    assert state.legal_actions() == []


def test_the_spec_example_trick_1_tied_trick_2_to_team_1():
    state = dealt_to_play(T1_TIE, T2_1, "5H 5S 6D 6H")
    play_tricks(state, T1_TIE)
    assert not state.is_terminal and state.current_player == 0
    play_tricks(state, T2_1)
    assert state.is_terminal and tricks_won(state) == [None, 1]
    assert outcome(state) == ([0, 1], 1, 1)
    assert refused(state, "play 5H") == "game_over"


# -- truco ------------------------------------------------------------------------------------

THREE = ("3S 4S 4D 5C", "4H 2C 5D 6C", "5H 5S 6D 6H")


def test_the_spec_example_truco_in_trick_2_accepted_and_won_by_team_1_scores_3():
    state = dealt_to_play(*THREE)
    play_tricks(state, THREE[0])
    assert tricks_won(state) == [0]
    go(state, "0 play 4H", "1 truco")
    view = state.view(3)
    assert (view.proposed, view.asker, view.truco_by, view.truco_trick) == (3, 1, 1, 2)
    assert state.current_player == 2 and state.team_decides()
    assert state.legal_actions() == ["accept", "fold", "retruco"]
    go(state, "2 accept")
    assert state.current_player == 1 and state.view(0).stake == 3 and state.view(0).accepted
    assert "truco" not in state.legal_actions()
    go(state, "1 play 2C", "2 play 5D", "3 play 6C")
    assert state.is_terminal and tricks_won(state) == [0, 1]
    assert outcome(state) == ([0, 3], 1, 3)
    assert state.view(0).hand_sizes == (1, 1, 1, 1)


def test_either_team_may_call_truco_on_its_turn_before_playing():
    state = dealt_to_play(*THREE)
    for seat in range(4):
        assert state.current_player == seat and state.legal_actions()[-1] == "truco"
        assert state.status(seat).prompt.key == "truco_prompt_play_call"
        state.apply(state.legal_actions()[0], seat)


@pytest.mark.parametrize("caller", range(4))
def test_the_next_seat_answers_and_the_caller_then_plays(caller):
    state = dealt_to_play(*THREE)
    for seat in range(caller):
        state.apply(state.legal_actions()[0], seat)
    go(state, f"{caller} truco")
    answerer = (caller + 1) % 4
    assert state.current_player == answerer and state.team_decides()
    assert refused(state, "accept", caller) == "not_your_turn"
    # The answerer's partner is prompted too (a table lets its person answer for a bot).
    assert state.status((answerer + 2) % 4).prompt.key == "truco_prompt_answer"
    assert state.status(caller).prompt is None
    go(state, f"{answerer} accept")
    assert state.current_player == caller and not state.team_decides()
    assert all(a.startswith("play ") for a in state.legal_actions())


def test_truco_is_called_once_a_hand():
    state = dealt_to_play(*THREE)
    go(state, "0 truco", "1 accept", "0 play 3S")
    assert "truco" not in state.legal_actions()
    assert refused(state, "truco") == "truco_called_once"
    go(state, "1 play 4S", "2 play 4D")
    assert refused(state, "truco", 3) == "truco_called_once"
    assert refused(state, "retruco", 3) == "truco_nothing_to_answer"  # raises only answer


def test_truco_accepted_in_trick_1_lets_trick_1_alone_decide():
    state = dealt_to_play(*THREE)
    go(state, "0 truco", "1 accept")
    play_tricks(state, THREE[0])
    assert state.is_terminal and tricks_won(state) == [0]
    assert outcome(state) == ([3, 0], 0, 3)


def test_fold_gives_the_callers_the_stake_before_the_call():
    state = dealt_to_play(*THREE)
    play_tricks(state, THREE[0])
    go(state, "0 truco", "1 fold")
    assert state.is_terminal and outcome(state) == ([1, 0], 0, 1)
    assert state.view(2).folded and tricks_won(state) == [0]
    state = dealt_to_play(*THREE)
    go(state, "0 play 3S", "1 truco", "2 fold")  # a fold mid-trick: it is not played out
    assert state.is_terminal and outcome(state) == ([0, 1], 1, 1)
    assert len(state.view(0).trick) == 1 and state.view(0).hand_sizes == (2, 3, 3, 3)


def test_retruco_raises_3_6_9_12_answered_by_the_next_seat_each_time():
    state = dealt_to_play(*THREE)
    go(state, "0 truco")
    expected = [(1, 3, 1), (2, 6, 3), (3, 9, 6), (0, 12, 9)]  # (to answer, asked, worth)
    for raiser in (1, 2, 3):
        to_answer, asked, worth = expected[raiser - 1]
        view = state.view(0)
        assert state.current_player == to_answer and (view.proposed, view.stake) == (asked, worth)
        assert view.asker == (to_answer - 1) % 4
        go(state, f"{raiser} retruco")
    view = state.view(2)
    assert state.current_player == 0 and (view.proposed, view.stake, view.asker) == (12, 9, 3)
    assert state.legal_actions() == ["accept", "fold"]  # never beyond 12
    assert refused(state, "retruco") == "truco_stake_cap"
    assert state.status(0).prompt.key == "truco_prompt_answer_cap"
    go(state, "0 accept")
    assert state.current_player == 0 and state.view(1).stake == 12  # the caller plays on
    play_tricks(state, THREE[0])
    assert outcome(state) == ([12, 0], 0, 12)


@pytest.mark.parametrize(
    "raises,folder,scores",
    [
        (0, 1, [1, 0]),  # a fold to truco: the callers get 1
        (1, 2, [0, 3]),  # seat 1 raised to 6: its team gets 3
        (2, 3, [6, 0]),  # seat 2 raised to 9: team 0 gets 6
        (3, 0, [0, 9]),  # seat 3 raised to 12: team 1 gets 9
    ],
)
def test_a_fold_after_a_raise_gives_the_raisers_the_stake_before_that_raise(raises, folder, scores):
    state = dealt_to_play(*THREE)
    go(state, "0 truco", *(f"{s} retruco" for s in range(1, raises + 1)), f"{folder} fold")
    assert state.is_terminal and state.view(0).folded
    assert outcome(state) == (scores, scores.index(max(scores)), max(scores))


def test_an_accepted_raise_lets_the_first_caller_play_on():
    state = dealt_to_play(*THREE)
    go(state, "0 play 3S", "1 truco", "2 retruco", "3 accept")
    assert state.current_player == 1 and state.view(0).stake == 6
    go(state, "1 play 4S", "2 play 4D", "3 play 5C")
    assert outcome(state) == ([6, 0], 0, 6)


def test_an_accepted_truco_ignores_earlier_tricks_and_a_tied_call_goes_to_one_more():
    # Team 0 won trick 1; truco is called before trick 2 and that trick ties with cards
    # played after the call (tie rule 2): trick 3 decides, and team 1 takes it.
    tricks = ["3S 4S 4D 5C", "2S 2H 5D 6C", "5H 2C 6D 6H"]
    state = dealt_to_play(*tricks)
    play_tricks(state, tricks[0])
    go(state, "0 truco", "1 accept")
    play_tricks(state, tricks[1])
    assert not state.is_terminal and tricks_won(state) == [0, None]
    assert state.view(0).deciding == 3 and state.current_player == 0
    assert state.status(0).centre.key == "truco_centre_tiebreak"
    play_tricks(state, tricks[2])
    assert state.is_terminal and outcome(state) == ([0, 3], 1, 3)


def test_tie_rule_1_a_tied_card_on_the_table_at_the_call_makes_the_callers_lose():
    state = dealt_to_play("3S 3H 4D 5C", "4H 4S 5D 6C", "5H 5S 6D 6H")
    go(state, "0 play 3S", "1 truco", "2 accept", "1 play 3H", "2 play 4D", "3 play 5C")
    assert state.is_terminal and tricks_won(state) == [None]
    assert outcome(state) == ([3, 0], 0, 3)


def test_tie_rule_1_holds_when_the_callers_own_partner_played_the_tied_card():
    state = dealt_to_play("3S 4S 4D 3H", "4H 5S 5D 6C", "5H 6S 6D 6H")
    go(state, "0 play 3S", "1 play 4S", "2 truco", "3 accept", "2 play 4D", "3 play 3H")
    assert state.is_terminal and outcome(state) == ([0, 3], 1, 3)


def test_tied_strongest_cards_of_one_team_under_truco_are_a_win_not_a_tie():
    state = dealt_to_play("3S 4S 3D 5C", "4H 5S 5D 6C", "5H 6S 6D 6H")
    go(state, "0 play 3S", "1 truco", "2 accept", "1 play 4S", "2 play 3D", "3 play 5C")
    assert state.is_terminal and outcome(state) == ([3, 0], 0, 3)


def test_tie_rule_2_a_tie_made_after_the_call_goes_to_one_more_trick():
    # 4H was on the table at the call, but the tied 3s came after it.
    state = dealt_to_play("4H 3H 3S 5C", "5H 4S 5D 6C", "2S 5S 6D 6H")
    go(state, "0 play 4H", "1 truco", "2 accept", "1 play 3H", "2 play 3S", "3 play 5C")
    assert not state.is_terminal and tricks_won(state) == [None]
    assert state.current_player == 1 and state.view(3).deciding == 2
    go(state, "1 play 4S", "2 play 5D", "3 play 6C", "0 play 5H")
    assert state.is_terminal and outcome(state) == ([0, 3], 1, 3)


def test_tie_rule_2_the_extra_trick_tying_too_draws_the_hand():
    state = dealt_to_play(T1_TIE, T2_TIE, "5H 5S 6D 6H")
    go(state, "0 truco", "1 accept")
    play_tricks(state, T1_TIE)
    assert not state.is_terminal
    play_tricks(state, T2_TIE)
    assert state.is_terminal and outcome(state) == ([0, 0], None, 3)
    assert state.view(0).hand_sizes == (1, 1, 1, 1)
    assert state.explain_score().key == "truco_hand_drawn"


def test_a_tie_in_the_third_trick_under_truco_draws_the_hand():
    tricks = ["3S 4S 4D 5C", "4H 2C 5D 6C", "2S 2H 6D 6H"]
    state = dealt_to_play(*tricks)
    play_tricks(state, *tricks[:2])
    assert tricks_won(state) == [0, 1] and state.current_player == 1
    go(state, "1 truco", "2 accept", "1 play 2H", "2 play 6D", "3 play 6H", "0 play 2S")
    # Without the call team 0 would win (0, 1, tie); with it no cards remain: drawn.
    assert state.is_terminal and outcome(state) == ([0, 0], None, 3)


def test_a_face_down_trick_under_truco_goes_to_one_more_trick():
    # The module's ruling: with no card face up there is no "strongest card already on the
    # table", so tie rule 2 applies; the leader leads again.
    tricks = ["4H* 4S* 4D* 5C*", "2S 5S 5D 6C", "5H 6S 6D 6H"]
    state = dealt_to_play(*tricks)
    go(state, "0 play 4H down", "1 truco", "2 accept")
    play_tricks(state, tricks[0])  # seats 1, 2, 3 finish it face down
    assert not state.is_terminal and tricks_won(state) == [None] and state.current_player == 0
    play_tricks(state, tricks[1])
    assert state.is_terminal and outcome(state) == ([3, 0], 0, 3)


# -- the hand of eleven -----------------------------------------------------------------------

ELEVEN_HANDS = ["3S 4H 5H", "3H 4S 5S", "2S 4D 5D", "2H 5C 6C"]


@pytest.mark.parametrize("before", [(11, 4), (7, 11)])
def test_a_hand_of_eleven_forces_the_first_packet_kept(before):
    state = new(*ELEVEN_HANDS, before=before)
    assert state.legal_actions() == ["keep"]
    assert refused(state, "give") == "truco_keep_eleven"
    assert refused(state, "discard") == "truco_keep_eleven"
    assert state.view(2).kind == "eleven" and state.view(2).eleven_team == before.index(11)
    state.apply("keep", 0)
    assert hand(state, 0) == set(ELEVEN_HANDS[0].split())
    assert hand(state, 3) == set(ELEVEN_HANDS[3].split())


@pytest.mark.parametrize(
    "dealer,before,looker",
    [
        (3, (11, 0), 0),  # first hand (seat 0) is at 11: it chooses
        (3, (0, 11), 1),  # first hand's team is not: seat 1 plays first of team 1
        (0, (11, 5), 2),  # first hand is seat 1: seat 2 plays first of team 0
        (0, (5, 11), 1),
    ],
)
def test_the_team_at_11_member_who_plays_first_chooses_look_or_nolook(dealer, before, looker):
    hands = [ELEVEN_HANDS[(s - dealer - 1) % 4] for s in range(4)]
    state = table(hands, dealer=dealer, before=before)
    assert state.phase == "look" and state.current_player == looker
    assert state.legal_actions() == ["look", "nolook"] and state.team_decides()
    assert state.status(looker).prompt.key == "truco_prompt_look"
    assert state.status((looker + 2) % 4).prompt.key == "truco_prompt_look"  # the partner
    assert state.status((looker + 1) % 4).prompt is None
    first = (dealer + 1) % 4
    lead = f"play {sorted(hand(state, first))[0]}"
    expected = "truco_look_first" if first == looker else "not_your_turn"
    assert refused(state, lead, first) == expected
    assert refused(state, "truco", looker) == "truco_look_first"
    state.apply("nolook", looker)
    assert state.current_player == first and not state.team_decides()


def test_look_shows_the_partners_hands_to_each_other_only_and_is_worth_3():
    state = table(ELEVEN_HANDS, before=(11, 6))
    go(state, "0 look")
    view0, view2 = state.view(0), state.view(2)
    assert view0.looked is True and view0.stake == 3
    assert texts(view0.shown[2]) == set(ELEVEN_HANDS[2].split()) and view0.shown[1:2] == ((),)
    assert texts(view2.shown[0]) == set(ELEVEN_HANDS[0].split())
    for seat in (1, 3):
        assert state.view(seat).shown == ((),) * 4  # the opponents see nothing more
    assert state.status(1).centre.key == "truco_centre_eleven"
    # No truco in this hand; the play is otherwise as usual (face down allowed).
    assert "truco" not in state.legal_actions() and "play 3S down" in state.legal_actions()
    assert refused(state, "truco") == "truco_no_call_special"
    play_tricks(state, "3S 3H 2S 2H", "4H 4S 4D 5C")
    # Trick 1: 2S (seat 2) and 2H (seat 3) tie; trick 2 goes to seat 3 (5C): team 1.
    assert state.is_terminal and outcome(state) == ([0, 3], 1, 3)
    assert state.view(0).kind == "eleven"


def test_nolook_is_worth_1_and_shows_nothing():
    state = table(ELEVEN_HANDS, dealer=3, before=(0, 11))
    go(state, "1 nolook")
    assert state.view(1).looked is False and state.view(1).stake == 1
    assert all(state.view(s).shown == ((),) * 4 for s in range(4))
    while not state.is_terminal:
        assert "truco" not in state.legal_actions()
        state.apply(state.legal_actions()[0], state.current_player)
    assert state.is_terminal and state.scores() in ([1, 0], [0, 1])
    assert state.result()["stake"] == 1


# -- the blind hand ---------------------------------------------------------------------------

# First hand (seat 0) gets "KS 4C 2D" in that order: not the order of the card ids.
BLIND = ["KS 4C 2D", "3H 5S 6S", "2S 4D 5D", "AH 5C 6C"]


def blind_state() -> TrucoState:
    state = new(*BLIND, before=(11, 11))
    assert state.view(0).kind == "blind" and state.legal_actions() == ["keep"]
    assert state.view(0).hand == ()  # first hand keeps a packet it never sees
    assert refused(state, "discard") == "truco_keep_eleven"
    state.apply("keep", 0)
    return state


def test_the_blind_hand_hides_every_hand_even_from_its_owner():
    state = blind_state()
    assert state.phase == "play" and not state.team_decides()
    for seat in range(4):
        view = state.view(seat)
        assert view.hand == () and view.blind and view.hand_sizes == (3, 3, 3, 3)
        assert view.shown == ((),) * 4 and view.given == ()
    assert state.status(0).prompt.key == "truco_prompt_blind"


def test_the_blind_hand_plays_each_card_in_the_order_dealt_face_up_without_truco():
    state = blind_state()
    assert state.legal_actions() == ["play KS"]
    assert refused(state, "play 4C") == "truco_blind_order"
    assert refused(state, "play KS down") == "truco_blind_no_down"
    assert refused(state, "truco") == "truco_no_call_special"
    go(state, "0 play KS")
    assert state.view(2).trick == (Play(0, parse_card("KS")),)  # turned up for everyone
    assert state.legal_actions() == ["play 3H"]
    go(state, "1 play 3H", "2 play 2S", "3 play AH")  # seat 1's 3H wins
    assert state.current_player == 1 and state.legal_actions() == ["play 5S"]
    go(state, "1 play 5S", "2 play 4D", "3 play 5C", "0 play 4C")  # 4C, a manilha
    assert tricks_won(state) == [1, 0] and state.current_player == 0
    assert state.legal_actions() == ["play 2D"]
    go(state, "0 play 2D", "1 play 6S", "2 play 5D", "3 play 6C")
    assert state.is_terminal and outcome(state) == ([1, 0], 0, 1)
    assert state.view(1).kind == "blind"


# -- refusals in words ----------------------------------------------------------------------


def in_play() -> TrucoState:
    return dealt_to_play(*THREE)


def answering() -> TrucoState:
    return go(dealt_to_play(*THREE), "0 play 3S", "1 truco")


def at_twelve() -> TrucoState:
    return go(dealt_to_play(*THREE), "0 truco", "1 retruco", "2 retruco", "3 retruco")


def finished() -> TrucoState:
    return go(dealt_to_play(*THREE), "0 truco", "1 fold")


REFUSALS = {
    "a card during the deal": (new, "play 2C", "truco_packet_first"),
    "truco during the deal": (new, "truco", "truco_packet_first"),
    "an answer during the deal": (new, "accept", "truco_packet_first"),
    "look during the deal": (new, "look", "truco_packet_first"),
    "keep after the deal": (in_play, "keep", "truco_deal_done"),
    "discard after the deal": (in_play, "discard", "truco_deal_done"),
    "look in a normal hand": (in_play, "nolook", "truco_no_look_now"),
    "accept with no call": (in_play, "accept", "truco_nothing_to_answer"),
    "fold with no call": (in_play, "fold", "truco_nothing_to_answer"),
    "retruco with no call": (in_play, "retruco", "truco_nothing_to_answer"),
    "a card not held": (in_play, "play 3H", "card_not_in_hand"),
    "a card not held, face down": (in_play, "play 4S down", "card_not_in_hand"),
    "an 8": (in_play, "play 8C", "truco_not_in_pack"),
    "a card before answering": (answering, "play 4S", "truco_answer_first"),
    "a second call before answering": (answering, "truco", "truco_answer_first"),
    "retruco beyond 12": (at_twelve, "retruco", "truco_stake_cap"),
    "anything after the end": (finished, "play 4H", "game_over"),
    "an answer after the end": (finished, "accept", "game_over"),
    "an unknown word": (in_play, "bid 3", "unknown_action"),
    "a capital word": (in_play, "Truco", "unknown_action"),
    "a long form of down": (in_play, "play 3S face down", "unknown_action"),
    "a bad card text": (in_play, "play 3s", "bad_piece_text"),
}


@pytest.mark.parametrize("build,action,key", REFUSALS.values(), ids=REFUSALS.keys())
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(build, action, key):
    assert refused(build(), action) == key


def test_refusals_name_who_and_what_the_rules_wait_for():
    state = answering()
    with pytest.raises(IllegalAction) as caught:
        state.apply("play 4S")
    en = caught.value.msg.text("en", ["Ana", "Bia", "Cris", "Duda"])
    assert "Bia" in en and "3" in en and "answer" in en
    assert "3" in caught.value.msg.text("ja")
    state = go(in_play(), "0 truco", "1 accept", "0 play 3S")
    with pytest.raises(IllegalAction) as caught:
        state.apply("truco", 1)
    assert "Ana" in caught.value.msg.text("en", ["Ana", "Bia", "Cris", "Duda"])
    assert refused(state, "play 2C", 2) == "not_your_turn"
    with pytest.raises(IllegalAction) as caught:
        state.apply("play 4H", 1)
    assert "4♥" in str(caught.value) and "hand" in str(caught.value)


# -- records and the command line ------------------------------------------------------------


def legal_after(state: TrucoState, actions, dealer=3, before=(0, 0)) -> list[str]:
    code, out = cli(["legal", "-"], record_text(state, actions, dealer, before))
    assert code == 0
    return out.splitlines()


def test_the_legal_command_lists_the_exact_action_strings():
    hands = hands_of(*THREE)
    fresh = new(*hands)
    assert legal_after(fresh, []) == ["keep", "give", "discard"]
    assert legal_after(fresh, [(0, "give")]) == ["keep", "discard"]
    three = [(0, "discard")] * 3
    assert legal_after(fresh, three) == ["keep"]
    keep = [(0, "keep")]
    # seat 0 holds 3S 4H 5H: plays by the pack's card order, then face down, then truco
    assert legal_after(fresh, keep) == [
        "play 4H",
        "play 5H",
        "play 3S",
        "play 4H down",
        "play 5H down",
        "play 3S down",
        "truco",
    ]
    call = [*keep, (0, "play 3S"), (1, "truco")]
    assert legal_after(fresh, call) == ["accept", "fold", "retruco"]
    raised = [*keep, (0, "truco"), (1, "retruco"), (2, "retruco"), (3, "retruco")]
    assert legal_after(fresh, raised) == ["accept", "fold"]
    assert legal_after(fresh, [*keep, (0, "truco"), (1, "fold")]) == []
    after_call = [*keep, (0, "truco"), (1, "accept"), (0, "play 3S")]
    assert legal_after(fresh, after_call) == [
        "play 2C",
        "play 4S",
        "play 5S",
        "play 2C down",
        "play 4S down",
        "play 5S down",
    ]
    eleven = new(*ELEVEN_HANDS, before=(0, 11))
    assert legal_after(eleven, [], before=(0, 11)) == ["keep"]
    assert legal_after(eleven, keep, before=(0, 11)) == ["look", "nolook"]
    blind = new(*BLIND, before=(11, 11))
    assert legal_after(blind, keep, before=(11, 11)) == ["play KS"]


def test_a_partial_record_replays_as_not_terminal():
    state = new(*hands_of(*THREE))
    text = record_text(state, [(0, "keep"), (0, "truco"), (1, "accept")], 3, (0, 0))
    code, out = cli(["replay", "-"], text)
    reply = json.loads(out)
    assert code == 0 and reply["ok"] is True and reply["terminal"] is False
    assert reply["scores"] == [0, 0]
    assert reply["result"]["winner"] is None and reply["result"]["stake"] == 3


def test_an_illegal_action_in_a_record_is_reported_with_its_index():
    state = new(*hands_of(*THREE))
    text = record_text(state, [(0, "keep"), (0, "truco"), (1, "accept"), (1, "play 4S")], 3, (0, 0))
    code, out = cli(["replay", "-"], text)
    reply = json.loads(out)
    assert code == 1 and reply["ok"] is False and reply["error"] == "illegal-action"
    assert reply["index"] == 3 and "seat 1" in reply["message"].lower()


def base_record() -> dict:
    return json.loads(record_text(new(), [(0, "keep")], 3, (0, 0)))


def bad(change) -> dict:
    data = base_record()
    change(data)
    return data


BAD_RECORDS = {
    "39 cards": bad(lambda d: d["deal"]["pack"].pop()),
    "41 cards": bad(lambda d: d["deal"]["pack"].append("5C")),
    "a duplicate card": bad(lambda d: d["deal"]["pack"].__setitem__(5, d["deal"]["pack"][6])),
    "an 8 in the pack": bad(lambda d: d["deal"]["pack"].__setitem__(0, "8C")),
    "a 10 in the pack": bad(lambda d: d["deal"]["pack"].__setitem__(39, "10S")),
    "a card that is no card": bad(lambda d: d["deal"]["pack"].__setitem__(3, "ZZ")),
    "an unknown deal key": bad(lambda d: d["deal"].__setitem__("hands", [])),
    "hands instead of a pack": bad(lambda d: d.__setitem__("deal", {"hands": [[]] * 4})),
    "an unknown context key": bad(lambda d: d["context"].__setitem__("eleven", True)),
    "scores of three teams": bad(lambda d: d["context"].__setitem__("scores_before", [0, 0, 0])),
    "a fifth seat dealing": bad(lambda d: d.__setitem__("dealer", 4)),
}


@pytest.mark.parametrize("data", BAD_RECORDS.values(), ids=BAD_RECORDS.keys())
def test_bad_records_give_a_json_bad_record_error(data):
    code, out = cli(["replay", "-"], json.dumps(data))
    reply = json.loads(out)
    assert code == 2 and reply["ok"] is False and reply["error"] == "bad-record"
    assert reply["message"] and "internal error" not in reply["message"]
    code, out = cli(["legal", "-"], json.dumps(data))
    assert code == 2 and json.loads(out)["error"] == "bad-record"


def test_an_impossible_pack_raises_bad_deal_and_a_seed_shuffles_the_whole_pack():
    with pytest.raises(BadDeal):
        GAME.new_deal(deal={"pack": ALL[:-1] + ["8H"]})
    state = GAME.new_deal(seed=17, dealer=1)
    cards = GAME.explicit_deal(state)["pack"]
    assert sorted(cards) == sorted(ALL) and cards != ALL
    again = GAME.new_deal(deal={"pack": cards}, dealer=1)
    assert again.view(2) == state.view(2) and again.legal_actions() == state.legal_actions()
    assert GAME.explicit_deal(GAME.new_deal(seed=17, dealer=1)) == {"pack": cards}


# -- random hands ---------------------------------------------------------------------------

BEFORE = [(0, 0), (5, 9), (11, 3), (6, 11), (11, 11), (10, 10)]


def check_invariants(state: TrucoState) -> None:
    views = [state.view(s) for s in range(4)]
    public = views[0]
    # Every card is in exactly one place: a hand, the trick, a finished trick, the
    # discards or the undealt pack.
    places = [*state.hands, mask_of(state.trick), mask_of(state.discards)]
    places += [mask_of(cards) for _, cards, _ in state.finished] + [mask_of(state.stock)]
    assert sum(m.bit_count() for m in places) == 40
    union = 0
    for m in places:
        union |= m
    assert union == mask_of(PACK)
    counted = sum(public.hand_sizes) + len(public.trick) + 4 * len(public.tricks)
    assert counted + len(public.discards) + public.pack_count == 40
    assert len(public.tricks) <= 3 and public.stake in STAKES
    assert public.proposed in {0, 3, 6, 9, 12}
    legal = state.legal_actions()
    deciding_team = state.phase in ("answer", "look")
    assert state.team_decides() is deciding_team
    if not state.is_terminal:
        assert legal and len(set(legal)) == len(legal)
        assert deciding_team == (set(legal) <= TEAM_WORDS)
    for seat, view in enumerate(views):
        assert view.to_act == state.current_player
        if public.blind:
            assert view.hand == ()
        else:
            assert texts(view.hand) == texts(state.pieces_of(state.hands[seat]))
        for play in [p for r in view.tricks for p in r.plays] + list(view.trick):
            assert play.card != HIDDEN or (play.face_down and play.seat != seat)
    if public.kind != "normal":
        assert "truco" not in legal and public.truco_by == -1
    if state.phase == "play" and not public.blind:
        # No duty to follow: every card held, face up or face down.
        held = texts(views[state.current_player].hand)
        plays = {a for a in legal if a.startswith("play ")}
        assert plays == {f"play {c}" for c in held} | {f"play {c} down" for c in held}
    for seat, view in enumerate(views):  # everything a seat is told reads in both languages
        status = state.status(seat)
        words = [m for m in (status.prompt, status.centre) if m is not None]
        words += view.describe()
        if state.is_terminal:
            summary = state.summary(seat)
            words += [summary.headline, *summary.lines]
        for lang in ("en", "ja"):
            assert all("{" not in m.text(lang) for m in words)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    dealer=st.integers(0, 3),
    before=st.sampled_from(BEFORE),
)
def test_random_hands_keep_every_invariant_and_replay_exactly(seed, dealer, before):
    rng = random.Random(seed)
    cards = ALL[:]
    rng.shuffle(cards)
    context = {"scores_before": list(before)}
    state = GAME.new_deal(deal={"pack": cards}, dealer=dealer, context=context)
    assert isinstance(state, TrucoState)
    actions: list[tuple[int, str]] = []
    probe = rng.randrange(12)
    while not state.is_terminal:
        check_invariants(state)
        if len(actions) == probe:  # a determinisation keeps what the seat sees
            seat = rng.randrange(4)
            world = state.sample_hidden(seat, random.Random(seed))
            assert world.view(seat) == state.view(seat)
            check_invariants(world)
            twin = state.clone()
            twin.apply(rng.choice(twin.legal_actions()))
            assert world.view(seat) == state.view(seat)  # the clone is independent
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
    check_invariants(state)
    view = state.view(0)
    scores, winner, stake = outcome(state)
    # At most one team scores, and it scores the stake.
    assert stake in STAKES and sorted(scores) in ([0, 0], [0, stake])
    assert winner is None if scores == [0, 0] else scores[winner] == stake
    if view.kind == "blind":
        assert stake == 1 and not any(a.endswith(" down") or a == "truco" for _, a in actions)
    if view.kind == "eleven":
        assert stake == (3 if view.looked else 1)
    if not view.folded and not view.accepted:
        # The hand stopped as soon as its result was certain.
        outcomes = list(view.outcomes)
        assert hand_result(outcomes) is not None and hand_result(outcomes[:-1]) is None
        assert (None if hand_result(outcomes) == TIE else hand_result(outcomes)) == winner
    elif view.accepted and not view.folded:
        assert len(view.outcomes) == view.deciding
    # The record replays to the same state, seen from every seat.
    text = record_text(state, actions, dealer, before)
    again, _ = replay(loads(text))
    assert again.is_terminal and again.scores() == state.scores()
    assert again.result() == state.result()
    assert [again.view(s) for s in range(4)] == [state.view(s) for s in range(4)]
    code, out = cli(["replay", "-"], text)
    reply = json.loads(out)
    assert code == 0 and reply["scores"] == scores and reply["result"] == state.result()


# -- the hand in words ----------------------------------------------------------------------


def gave_and_played_out() -> TrucoState:
    """Seat 0 gives 4H 5H 6H to seat 2, who plays all three; team 0 wins 0, 1, 0."""
    state = new("4H 5H 6H", "3S 2S AC", "4S 5S 2C", "4D 5D 6D")
    go(state, "0 give", "0 keep")
    go(state, "0 play 3S", "1 play 4S", "2 play 4H", "3 play 4D")
    go(state, "0 play AC", "1 play 2C", "2 play 5H", "3 play 5D")
    go(state, "1 play 5S", "2 play 6H", "3 play 6D", "0 play 2S")
    assert state.is_terminal and outcome(state) == ([1, 0], 0, 1)
    return state


def test_the_end_of_a_hand_is_explained_in_both_languages():
    state = gave_and_played_out()
    why = state.explain_score()
    assert why is not None and why.key == "truco_hand_won"
    summary = state.summary(1)
    assert summary.headline.text("en") == "Your team 0 – the other team 1"
    assert [line.key for line in summary.lines] == ["truco_hand_won", "truco_summary_tricks"]
    assert "lost, won, lost" in summary.lines[1].text("en")
    assert all(line.text("ja") for line in summary.lines)
    folded = finished()
    assert folded.explain_score().key == "truco_hand_folded"
    accepted = go(in_play(), "0 truco", "1 accept")
    play_tricks(accepted, THREE[0])
    assert accepted.explain_score().key == "truco_hand_won_call"


def test_a_one_point_hand_says_1_point():
    state = gave_and_played_out()
    assert state.explain_score().text("en") == "The hand goes to your team: 1 point"


def seat_2_in_words(state: TrucoState, lang: str = "en", viewer: int = 0) -> str:
    """What ``viewer``'s view says of seat 2's hand."""
    lines = state.view(viewer).describe()
    return next(m for m in lines if m.params.get("who") == 2).text(lang)


def test_the_giver_knows_which_given_cards_the_partner_still_holds():
    state = new("4H 5H 6H", "3S 2S AC", "4S 5S 2C", "4D 5D 6D")
    go(state, "0 give", "0 keep", "0 play 3S", "1 play 4S", "2 play 4H", "3 play 4D")
    assert texts(state.view(0).shown[2]) == {"5H", "6H"}
    assert "5♥, 6♥" in seat_2_in_words(state) and "4♥" not in seat_2_in_words(state)
    assert "known" not in seat_2_in_words(state, viewer=1)  # an opponent knows nothing


def test_a_known_hand_note_is_set_apart_from_the_card_count():
    state = new("4H 5H 6H", "3S 2S AC", "4S 5S 2C", "4D 5D 6D")
    go(state, "0 give", "0 keep", "0 play 3S", "1 play 4S", "2 play 4H", "3 play 4D")
    assert "unseenknown" not in seat_2_in_words(state)
    assert "見えない）既知" not in seat_2_in_words(state, "ja")


def test_the_givers_notes_forget_given_cards_once_all_are_played():
    state = gave_and_played_out()
    assert state.view(0).shown == ((),) * 4
    assert "4♥" not in seat_2_in_words(state)  # seat 2 holds nothing any more
