"""Shikagari: the spec's tiles, red pips and examples (shared/rules/shikagari.md), the shared
example record, the deal and its checks, duplicate tiles, refusals in words, the view and
status a table reads, the match, sampled worlds that keep the set-aside structure, and
random games."""

from __future__ import annotations

import io
import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import IllegalAction, get_game
from rules_core.__main__ import run
from rules_core.deal import BadDeal
from rules_core.events import Moved
from rules_core.games.shikagari import (
    PIECE_PIPS,
    SET_ASIDE,
    STRIDE,
    TOTAL_PIPS,
    ShikagariState,
    ShikagariView,
    red_pips,
    red_pips_per_end,
)
from rules_core.match import Match
from rules_core.messages import CATALOGUE
from rules_core.record import BadRecord, loads, record_of, replay
from rules_core.tiles import TIEN_GOW, TIEN_GOW_SET, parse_tile, tile_text

GAME = get_game("shikagari")
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "shikagari.json"
EXAMPLE_DATA = json.loads(EXAMPLE.read_text()) if EXAMPLE.exists() else None
RECORD = EXAMPLE_DATA["record"] if EXAMPLE_DATA else None
needs_example = pytest.mark.skipif(RECORD is None, reason="shared/examples is not beside the repo")
NAMES = ["North", "East", "South", "West"]
SET_TEXT = ["6-6", "6-5", "6-4", "4-4"]
ALL_TEXT = [tile_text(f) for f in TIEN_GOW_SET]  # the 32 tiles, doubled faces twice


# -- helpers --------------------------------------------------------------------------------


def hands_with(fixed: dict[int, list[str]]) -> list[list[str]]:
    """A valid deal whose seats hold (at least) ``fixed``: each team gets one each of
    6-6 6-5 6-4 4-4 (two to each partner where it can), the rest filled in set order."""
    hands = {s: list(fixed.get(s, [])) for s in range(4)}
    pool = Counter(ALL_TEXT)
    for hand in hands.values():
        pool.subtract(hand)
    assert all(n >= 0 for n in pool.values()), fixed
    for team in (0, 1):
        for face in SET_TEXT:
            if face in hands[team] or face in hands[team + 2]:
                continue
            share = {s: sum(t in SET_TEXT for t in hands[s]) for s in (team, team + 2)}
            seat = min((team, team + 2), key=lambda s: (share[s] >= 2, len(hands[s]) >= 8))
            hands[seat].append(face)
            pool[face] -= 1
    rest = [t for t in pool.elements() if t not in SET_TEXT]
    for seat in range(4):
        while len(hands[seat]) < 8:
            hands[seat].append(rest.pop(0))
    return [hands[s] for s in range(4)]


def new(fixed: dict[int, list[str]], first: int = 0, dealer: int = 3) -> ShikagariState:
    state = GAME.new_deal(
        deal={"hands": hands_with(fixed)}, dealer=dealer, context={"first_leader": first}
    )
    assert isinstance(state, ShikagariState)
    return state


def go(state: ShikagariState, *plays: str) -> ShikagariState:
    """Each play written as its tile, by whoever is to play."""
    for text in plays:
        state.apply(f"play {text}", state.current_player)
    return state


def refused(state: ShikagariState, action: str, seat: int | None = None) -> IllegalAction:
    before = [state.view(s) for s in range(4)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, seat)
    assert [state.view(s) for s in range(4)] == before
    for lang in ("en", "ja"):
        assert caught.value.msg.text(lang, NAMES)
    return caught.value


def texts(pieces) -> list[str]:
    return [TIEN_GOW.piece_text(p) for p in pieces]


def random_game(seed: int) -> tuple[ShikagariState, list[tuple[int, str]]]:
    state = GAME.new_deal(seed=seed, dealer=seed % 4)
    assert isinstance(state, ShikagariState)
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal:
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
    return state, actions


# -- tiles and red pips ---------------------------------------------------------------------


def test_strength_is_the_spec_total_order():
    order = "6-6 6-5 6-4 6-3 6-2 6-1 5-5 5-4 5-3 5-2 5-1 4-4 4-3 4-2 4-1 3-3 3-2 3-1 2-2 2-1 1-1"
    faces = [parse_tile(t) for t in order.split()]
    strength = [GAME.new_deal(seed=1).lead_rule(0)[2][f] for f in faces]
    assert strength == sorted(strength, reverse=True) and len(set(strength)) == len(strength)
    # the seed's list of the 5 group agrees with it: 5-6 5-5 4-5 3-5 2-5 1-5
    five = [parse_tile(t) for t in ("6-5", "5-5", "5-4", "5-3", "5-2", "5-1")]
    assert five == sorted(five, reverse=True)


def test_red_pips_follow_the_spec():
    examples = {"4-4": 8, "4-1": 5, "6-1": 1, "6-6": 6, "5-5": 0, "6-4": 4, "1-1": 2, "6-5": 0}
    for text, pips in examples.items():
        assert red_pips(parse_tile(text)) == pips, text
    faces = [parse_tile(t) for t in ALL_TEXT]
    assert sum(red_pips(f) for f in faces) == TOTAL_PIPS == 64
    ones = sum(red_pips_per_end(f)[i] for f in faces for i in (0, 1) if (f >> 3, f & 7)[i] == 1)
    fours = sum(red_pips_per_end(f)[i] for f in faces for i in (0, 1) if (f >> 3, f & 7)[i] == 4)
    assert (ones, fours) == (12, 40)
    assert red_pips_per_end(parse_tile("6-6")) == (3, 3)
    assert red_pips_per_end(parse_tile("4-1")) == (4, 1)
    assert red_pips_per_end(parse_tile("6-3")) == (0, 0)
    second_copy = parse_tile("4-4") + STRIDE
    assert PIECE_PIPS[second_copy] == red_pips(second_copy) == 8
    with pytest.raises(ValueError):
        red_pips(parse_tile("6-0"))


# -- the spec's examples --------------------------------------------------------------------


def test_the_first_of_two_equal_tiles_wins_with_all_red_pips():
    """Plays 5-4, 6-1, 6-1, 3-3: the first 6-1 wins; 4 + 1 + 1 + 0 = 6 red pips."""
    state = new({0: ["5-4"], 1: ["6-1"], 2: ["6-1"], 3: ["3-3"]}, first=0)
    events = []
    for text in ("5-4", "6-1", "6-1"):
        events += state.apply(f"play {text}", state.current_player)
    events += state.apply("play 3-3", 3)
    assert state.finished[0][2] == 1 and state.current_player == 1  # the winner leads
    assert state.scores() == [0, 6] and state.result() == {"tricks": [0, 1]}
    trick = next(e for e in events if e.kind == "trick")
    assert trick.player == 1 and trick.why is not None
    assert trick.why.key == "shika_trick_first_of_equals"
    assert "first" in trick.why.text("en") and trick.why.text("ja")


def test_both_six_sixes_in_one_trick_give_the_first_twelve_red_pips():
    state = new({1: ["6-6"], 2: ["6-6"], 3: ["3-3"], 0: ["2-2"]}, first=1)
    go(state, "6-6", "6-6", "3-3", "2-2")  # seat 1 (one team), then seat 2 (the other)
    assert state.finished[0][2] == 1
    assert state.scores() == [0, 12]


def test_any_tile_may_be_played_whatever_was_led():
    state = new({0: ["6-6"], 1: ["1-1", "6-5", "4-4"]}, first=0)
    go(state, "6-6")
    legal = state.legal_actions()
    assert {"play 1-1", "play 6-5", "play 4-4"} <= set(legal)
    assert set(legal) == {f"play {t}" for t in texts(state.view(1).hand)}  # every tile held


@needs_example
def test_the_shared_example_replays_to_its_expected_output():
    assert EXAMPLE_DATA is not None
    expected = EXAMPLE_DATA["expect"]
    out = io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(json.dumps(RECORD).encode()), encoding="utf-8")
    assert run(["replay", "-"], stdin, out, io.StringIO()) == 0
    reply = json.loads(out.getvalue())
    assert reply == {"ok": True, "terminal": True, **expected}


@needs_example
def test_the_shared_example_round_trips_and_its_first_trick_goes_to_the_six_five():
    state, _ = replay(loads(json.dumps(RECORD)))
    assert state.scores() == [35, 29]
    assert state.finished[0][0] == 2 and state.finished[0][2] == 3  # led by 2, 6-5 wins
    actions = loads(json.dumps(RECORD)).actions
    again = record_of(state, actions, context={"first_leader": 2})
    assert again.deal == RECORD["deal"]  # the hands exactly as the record listed them
    twin, _ = replay(loads(again.dumps()))
    assert [twin.view(s) for s in range(4)] == [state.view(s) for s in range(4)]


# -- the deal -------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_a_seeded_deal_gives_each_seat_two_set_aside_tiles_and_each_team_one_of_each(seed):
    state = GAME.new_deal(seed=seed, dealer=seed % 4)
    hands = [texts(h) for h in state.dealt]
    assert sorted(t for h in hands for t in h) == sorted(ALL_TEXT)
    for seat in range(4):
        assert len(hands[seat]) == 8
        assert sum(t in SET_TEXT for t in hands[seat]) == 2
    for team in (0, 1):
        assert sorted(t for t in hands[team] + hands[team + 2] if t in SET_TEXT) == sorted(SET_TEXT)


def test_a_seed_reproduces_its_deal_and_seeds_differ():
    a, b = GAME.new_deal(seed=5), GAME.new_deal(seed=5)
    assert a.dealt == b.dealt and GAME.new_deal(seed=6).dealt != a.dealt


BAD_DEALS = {
    "a hand of seven": (lambda h: [h[0][:7], h[1], h[2], h[3] + h[0][7:]], "must hold 8"),
    "a tile twice": (lambda h: [h[0][:7] + [h[0][6]], h[1], h[2], h[3]], "not this game's pack"),
    "a domino": (lambda h: [h[0][:7] + ["6-0"], h[1], h[2], h[3]], "not a Tien Gow tile"),
    "lower end first": (lambda h: [h[0][:7] + ["1-3"], h[1], h[2], h[3]], "higher end first"),
    "three hands": (lambda h: h[:3], "4 hands"),
}


def _standard() -> list[list[str]]:
    return [texts(h) for h in GAME.new_deal(seed=3).dealt]


@pytest.mark.parametrize("name", BAD_DEALS)
def test_an_impossible_deal_is_refused_with_a_clear_reason(name):
    make, words = BAD_DEALS[name]
    with pytest.raises(BadDeal, match=words):
        GAME.new_deal(deal={"hands": make(_standard())})


def test_a_team_with_two_six_sixes_is_a_bad_record():
    hands = _standard()
    # team 1's 6-6 swapped for one of seat 0's other tiles: team 0 holds both 6-6
    seat = 1 if "6-6" in hands[1] else 3
    i = hands[seat].index("6-6")
    j = next(k for k, t in enumerate(hands[0]) if t not in SET_TEXT)
    hands[0][j], hands[seat][i] = hands[seat][i], hands[0][j]
    with pytest.raises(BadDeal, match="each team must hold exactly one each") as caught:
        GAME.new_deal(deal={"hands": hands})
    assert "seats 0 and 2 hold 2 6-6" in str(caught.value)
    assert "seats 1 and 3 hold 0 6-6" in str(caught.value)
    record = {"format": "torite-record/1", "game": "shikagari", "deal": {"hands": hands}}
    out = io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(json.dumps(record).encode()), encoding="utf-8")
    assert run(["replay", "-"], stdin, out, io.StringIO()) == 2
    reply = json.loads(out.getvalue())
    assert reply["error"] == "bad-record" and "one each of 6-6 6-5 6-4 4-4" in reply["message"]


def test_a_team_split_three_and_one_is_still_a_valid_deal():
    """The spec asks each team for one of each set-aside tile, not two per partner."""
    state = new({0: ["6-6", "6-5", "6-4"], 2: ["4-4"]})
    assert sum(t in SET_TEXT for t in texts(state.dealt[0])) == 3
    rng = random.Random(1)
    for seat in range(4):  # the worlds still keep the team rule
        world = state.sample_hidden(seat, rng)
        assert world.view(seat) == state.view(seat)
        for team in (0, 1):
            held = texts(_pieces(world.hands[team] | world.hands[team + 2]))
            assert sorted(t for t in held if t in SET_TEXT) == sorted(SET_TEXT)


@pytest.mark.parametrize("context", [{"first_leader": 4}, {"first_leader": "1"}, {"leader": 1}])
def test_a_bad_context_is_a_bad_record(context):
    with pytest.raises(BadRecord):
        record = loads(
            json.dumps(
                {"format": "torite-record/1", "game": "shikagari", "seed": 1, "context": context}
            )
        )
        replay(record)


# -- who leads, and the match ---------------------------------------------------------------


@pytest.mark.parametrize("dealer", range(4))
def test_without_context_the_dealers_right_leads_first(dealer):
    state = GAME.new_deal(seed=2, dealer=dealer)
    assert state.current_player == state.first_leader == (dealer + 1) % 4
    assert state.view(0).first_leader == (dealer + 1) % 4


def test_the_context_names_the_first_leader_and_the_next_game_moves_it_one_seat_on():
    state = GAME.new_deal(seed=2, dealer=0, context={"first_leader": 3})
    assert state.current_player == 3
    assert GAME.next_context(state) == {"first_leader": 0}


def test_a_match_is_a_fixed_number_of_games_with_the_first_lead_moving_counter_clockwise():
    match = Match("shikagari", options={"games": 4})
    rng = random.Random(4)
    leaders = []
    while not match.is_over:
        number, state = match.start_deal(rng=rng)
        leaders.append(state.current_player)
        actions = []
        while not state.is_terminal:
            action = rng.choice(state.legal_actions())
            actions.append((state.current_player, action))
            state.apply(action)
        summary = match.finish_deal(number, state, actions)
        assert replay(summary.record)[0].scores() == state.scores()
    assert len(match.deals) == 4 and sum(match.totals) == 4 * 64
    assert leaders == [(leaders[0] + k) % 4 for k in range(4)]
    assert GAME.match_over([256, 256], 8, {}) and not GAME.match_over([0, 0], 7, {})
    rule = GAME.match_rule({"games": 4})
    assert rule is not None and "4 games" in rule.text("en") and "引き分け" in rule.text("ja")
    single = GAME.match_rule({"games": 1})
    assert single is not None and "a single game" in single.text("en")


def test_the_match_length_is_an_option_of_eight_games_by_default():
    assert GAME.resolve_options({})["games"] == 8
    with pytest.raises(BadDeal):
        GAME.new_deal(seed=1, options={"games": 7})


# -- duplicate tiles ------------------------------------------------------------------------


def test_a_face_held_twice_is_one_action_and_each_play_moves_one_copy():
    state = new({0: ["6-6", "5-5", "5-5"]}, first=0)
    five = state.action_id("play 5-5")
    assert state.legal_actions().count("play 5-5") == 1
    go(state, "6-6")  # seat 0 wins the trick with its 6-6 and leads again
    while state.current_player != 0:
        state.apply(state.legal_actions()[-1], state.current_player)
    (first,) = state.action_pieces(five)
    state.apply("play 5-5", 0)
    while state.current_player != 0:
        state.apply(state.legal_actions()[-1], state.current_player)
    assert state.legal_actions().count("play 5-5") == 1  # the other copy is still held
    (second,) = state.action_pieces(five)
    assert first % STRIDE == second % STRIDE == parse_tile("5-5") and first != second
    state.apply("play 5-5", 0)
    assert state.hands[0] >> first & 1 == state.hands[0] >> second & 1 == 0
    assert first in [c for _, cards, _ in state.finished for c in cards] + state.trick


def test_legal_actions_list_each_face_once_strongest_first_and_the_hand_is_laid_out_so():
    state = GAME.new_deal(seed=9)
    seat = state.current_player
    faces = [int(state.action_id(a)) for a in state.legal_actions()]
    assert faces == sorted(set(faces), reverse=True)
    hand = [p % STRIDE for p in state.view(seat).hand]
    assert hand == sorted(hand, reverse=True)


# -- refusals -------------------------------------------------------------------------------


def test_refusals_say_why_in_english_and_japanese():
    state = new({0: ["6-6", "3-1"], 1: ["4-1"], 2: ["6-3"], 3: ["5-3"]}, first=0)
    wrong = refused(state, "play 4-1", seat=1)
    assert wrong.msg.key == "not_your_turn"
    missing = refused(state, "play 4-1")
    assert missing.msg.key == "shika_not_in_hand"
    assert "4-1" in missing.msg.text("en") and "手牌" in missing.msg.text("ja")
    assert refused(state, "play 6-0").msg.key == "shika_not_a_tile"
    assert refused(state, "play 1-3").msg.key == "bad_piece_text"
    assert refused(state, "lead 6-6").msg.key == "unknown_action"
    go(state, "3-1", "4-1", "6-3", "5-3")  # seat 2 wins with 6-3 and leads
    assert state.current_player == 2
    assert refused(state, "play 6-3").msg.key == "shika_played"  # a single tile, gone


def test_both_copies_played_is_said_so():
    state = new({0: ["6-1", "2-1"], 1: ["6-1", "3-2"], 2: ["5-5"], 3: ["4-2"]}, first=0)
    go(state, "6-1", "6-1", "5-5", "4-2")
    assert refused(state, "play 6-1").msg.key == "shika_all_played"


def test_nothing_is_accepted_once_the_game_is_over():
    state, _ = random_game(3)
    assert refused(state, "play 6-6").msg.key == "game_over"


# -- the view, the status and the events ----------------------------------------------------


def test_captured_tiles_lie_face_down_by_their_team():
    state = new({0: ["5-4"], 1: ["6-1"], 2: ["6-1"], 3: ["3-3"]}, first=0)
    go(state, "5-4", "6-1", "6-1")
    view = state.view(0)
    assert isinstance(view, ShikagariView)
    assert view.trick_pips == 6 and view.winning == 1
    events = state.apply("play 3-3", 3)
    view = state.view(0)
    assert view.zones() == {}  # nothing face up besides hands and the trick
    assert view.counts() == {"side:0": 0, "side:1": 4}
    assert view.pile_sizes == (0, 4) and view.team_tricks == (0, 1) and view.scores == (0, 6)
    assert view.trick == () and view.trick_pips == 0 and view.winning == -1
    assert [p.card for p in view.tricks[0].plays] == list(state.finished[0][1])  # memory
    kinds = [(e.kind, e.src, e.dst) if isinstance(e, Moved) else e.kind for e in events]
    assert kinds == [("move", "hand:3", "trick"), "trick", ("move", "trick", "side:1")]
    last = events[-1]
    assert isinstance(last, Moved) and last.face_down and len(last.cards) == 4


def test_every_seat_knows_its_partners_and_the_other_teams_set_aside_tiles():
    state = new({0: ["6-6", "4-4"], 2: ["6-5", "6-4"], 1: ["6-6", "6-5"], 3: ["6-4", "4-4"]})
    view = state.view(0)
    assert texts(view.partner_set_aside) == ["6-5", "6-4"]
    assert texts(view.others_set_aside) == SET_TEXT
    go(state, "6-6", "6-5")  # seat 0 leads its 6-6, seat 1 plays its 6-5
    view = state.view(2)
    assert texts(view.partner_set_aside) == ["4-4"] and texts(view.others_set_aside) == [
        "6-6",
        "6-4",
        "4-4",
    ]
    described = [m.text("en", NAMES) for m in view.describe()]
    assert any("other team still holds: 6-6, 6-4, 4-4" in line for line in described)
    assert any("holds the team's 4-4" in line for line in described)


def test_the_status_gives_the_trick_pips_the_team_pips_and_the_piles():
    state = new({0: ["5-4"], 1: ["6-1"], 2: ["6-1"], 3: ["3-3"]}, first=0)
    status = state.status(0)
    assert status.prompt is not None and status.prompt.key == "shika_prompt_lead"
    assert state.status(1).prompt is None
    assert [m.key for m in status.seats[0]] == [
        "shika_seat_tricks",
        "shika_seat_pips",
        "shika_seat_leads_first",
    ]
    go(state, "5-4", "6-1")
    status = state.status(2)
    assert status.prompt is not None and status.prompt.key == "shika_prompt_follow"
    assert "6-1" in status.prompt.text("en") and "5" in status.prompt.text("en")
    assert status.centre is not None and "5 red pips on the table" in status.centre.text("en")
    assert "場の赤い目 5" in status.centre.text("ja")
    assert "shika_seat_winning" in [m.key for m in status.seats[1]]
    go(state, "6-1", "3-3")
    status = state.status(1)
    assert status.aside["side:1"].text("en") == "Your team: 1 trick, 6 red pips"
    other = state.status(0).aside["side:1"].text("en")
    assert other == "The other team: 1 trick, 6 red pips"
    assert status.aside["side:0"].text("ja") == "相手チーム：0 トリック、赤い目 0"
    # the seat's own tricks and its team's red pips, each said as whose it is
    assert [m.text("en") for m in status.seats[1]] == ["took 1 trick", "team total: 6 red pips"]
    assert [m.text("ja") for m in status.seats[1]] == ["取ったトリック 1", "チーム合計：赤い目 6"]
    assert [m.text("en") for m in status.seats[3]][:2] == [
        "took 0 tricks",
        "team total: 6 red pips",
    ]
    assert [m.text("en") for m in status.seats[0]] == ["took 0 tricks", "team total: 0 red pips"]


def test_the_partner_prompt_says_the_partner_is_winning():
    state = new({0: ["6-6"], 1: ["2-2"], 2: ["4-4"]}, first=0)
    go(state, "6-6", "2-2")
    prompt = state.status(2).prompt
    assert prompt is not None and prompt.key == "shika_prompt_partner"
    assert prompt.text("en", NAMES) == (
        "Your turn: play any tile. Your partner's 6-6 is winning (6 red pips on the table)."
    )


def test_the_prompt_names_whose_tile_is_winning():
    state = new({0: ["5-5"], 1: ["6-2"]}, first=0)
    go(state, "5-5", "6-2")
    prompt = state.status(2).prompt
    assert prompt is not None
    assert prompt.text("en", NAMES) == (
        "Your turn: play any tile. 6-2, played by East, is winning (0 red pips on the table)."
    )
    assert prompt.text("ja", NAMES) == (
        "あなたの番です。好きな牌を出してください。"
        "いまはEastの 6-2 が勝っています（場の赤い目 0）。"
    )


def test_one_red_pip_is_said_in_the_singular():
    state = new({0: ["6-1"], 1: ["3-3"], 2: ["5-5"], 3: ["3-2"]}, first=0)
    go(state, "6-1")
    status = state.status(1)
    assert status.prompt is not None and status.centre is not None
    assert status.prompt.text("en", NAMES).endswith(
        "6-1, played by North, is winning (1 red pip on the table)."
    )
    assert status.centre.text("en") == (
        "Trick 1 of 8 · 1 red pip on the table · your team 0, the other team 0"
    )
    go(state, "3-3", "5-5")
    trick = next(e for e in state.apply("play 3-2", 3) if e.kind == "trick")
    assert trick.why is not None
    why = trick.why
    assert why.text("en") == "6-1 takes the trick (1 red pip): the strongest tile played."
    assert why.text("ja") == "6-1 がトリックを取ります（赤い目 1）。場でいちばん強い牌です。"
    status = state.status(2)
    assert status.aside["side:0"].text("en") == "Your team: 1 trick, 1 red pip"
    assert status.seats[0][1].text("en") == "team total: 1 red pip"


def test_the_partners_seat_line_names_the_set_aside_tiles_it_holds():
    state = new({0: ["6-6", "4-4"], 2: ["6-5", "6-4"], 1: ["6-6", "6-5"], 3: ["6-4", "4-4"]})
    lines = state.status(0).seats
    assert [m.text("en") for m in lines[2]][-1] == "holds 6-5, 6-4"
    assert [m.text("ja") for m in lines[2]][-1] == "6-5、6-4 を持っている"
    for seat in (0, 1, 3):  # only on the partner's line
        assert all(m.key != "shika_seat_holds" for m in lines[seat])
    assert [m.text("en") for m in state.status(3).seats[1]][-1] == "holds 6-6, 6-5"
    go(state, "6-6", "6-6", "6-5")  # the partner's 6-5 is played: only its 6-4 is left
    assert [m.text("en") for m in state.status(0).seats[2]][-1] == "holds 6-4"


def test_the_summary_names_the_winning_team_and_a_drawn_game():
    state, _ = random_game(5)
    for seat in range(4):
        summary = state.summary(seat)
        ours, theirs = state.scores()[seat % 2], state.scores()[1 - seat % 2]
        assert summary.headline is not None
        assert summary.headline.text("en") == f"Your team {ours} – the other team {theirs}"
        verdict = summary.lines[-1].key
        expected = "shika_game_won" if ours > theirs else "shika_game_lost"
        assert verdict == (expected if ours != theirs else "shika_game_drawn")
    explain = state.explain_score()
    assert explain is not None and "seat 0 & seat 2" in explain.text("en")
    assert "red pips in" in explain.text("en") and "トリックで赤い目" in explain.text("ja")
    drawn = GAME.new_deal(seed=26)
    rng = random.Random(26)
    while not drawn.is_terminal:
        drawn.apply(rng.choice(drawn.legal_actions()))
    assert drawn.scores() == [32, 32]
    assert drawn.summary(1).lines[-1].text("en") == "A drawn game: 32 red pips each."
    over = drawn.status(1).prompt
    assert over is not None and over.text("en") == "This game is over."
    assert drawn.status(1).centre is not None
    assert drawn.status(1).centre.text("ja") == "赤い目：味方チーム 32、相手チーム 32"


def test_every_shikagari_message_has_english_and_japanese():
    keys = [k for k in CATALOGUE if k.startswith("shika_")]
    assert len(keys) > 20
    for key in keys:
        assert CATALOGUE[key]["en"] and CATALOGUE[key]["ja"]


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef、。]")


@pytest.mark.parametrize("prefix", ["shika_", "hint_shika_"])
def test_the_japanese_texts_keep_to_one_style(prefix):
    """Full-width punctuation, no space between Japanese words, 手牌 for tiles, and the
    two teams always 味方チーム and 相手チーム."""
    import rules_core.ai.games.shikagari  # noqa: F401  (its hints)

    texts = {k: v["ja"] for k, v in CATALOGUE.items() if k.startswith(prefix)}
    assert texts
    for key, text in texts.items():
        bare = re.sub(r"\{[a-z_0-9]+\}", "", text)
        assert not re.search(r"[:;!?()]", bare), key
        assert "手札" not in text and "裏向き" not in text, key
        assert not re.search(r"味方(?!チーム)", text), key
        assert " %" not in text, key
        for i, ch in enumerate(text[1:-1], 1):
            if ch == " ":
                assert not (JAPANESE.match(text[i - 1]) and JAPANESE.match(text[i + 1])), key


# -- sampled worlds -------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 31))
def test_sampled_worlds_keep_the_set_aside_structure(seed, steps):
    state = GAME.new_deal(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(4):
        world = state.sample_hidden(seat, rng)
        assert world.view(seat) == state.view(seat)
        assert world.hands[seat] == state.hands[seat]
        assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in state.hands]
        partner = (seat + 2) % 4
        known = state.view(seat).partner_set_aside
        held = {p % STRIDE for p in _pieces(world.hands[partner])}
        assert {f for f in held if f in SET_ASIDE} == set(known)
        for other in ((seat + 1) % 4, (seat + 3) % 4):  # two each at the deal
            dealt = world.hands[other] | world.played_by[other]
            assert sum(p % STRIDE in SET_ASIDE for p in _pieces(dealt)) == 2
        for team in (0, 1):
            dealt = (
                world.hands[team]
                | world.hands[team + 2]
                | world.played_by[team]
                | world.played_by[team + 2]
            )
            assert sorted(p % STRIDE for p in _pieces(dealt) if p % STRIDE in SET_ASIDE) == sorted(
                SET_ASIDE
            )


def _pieces(mask: int) -> list[int]:
    return [p for p in range(2 * STRIDE) if mask >> p & 1]


def test_a_world_depends_only_on_what_the_seat_has_seen():
    state = GAME.new_deal(seed=12)
    rng = random.Random(12)
    for _ in range(9):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    twin = state.sample_hidden(seat, random.Random(3))  # another deal, the same view
    a = state.sample_hidden(seat, random.Random(8))
    b = twin.sample_hidden(seat, random.Random(8))
    assert a.hands == b.hands and a.dealt == b.dealt


# -- random games ---------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_games_keep_the_invariants(seed):
    state, actions = random_game(seed)
    assert state.is_terminal and len(actions) == 32 and len(state.finished) == 8
    assert sum(state.scores()) == 64 and sum(state.result()["tricks"]) == 8
    assert state.result() == {"tricks": state.team_tricks()}
    pips = [0, 0]
    for n, (leader, cards, winner) in enumerate(state.finished):
        faces = [c % STRIDE for c in cards]
        first_best = faces.index(max(faces))
        assert winner == (leader + first_best) % 4
        if n + 1 < len(state.finished):
            assert state.finished[n + 1][0] == winner  # the winner leads
        pips[winner % 2] += sum(PIECE_PIPS[c] for c in cards)
    assert pips == state.scores()
    again, _ = replay(loads(record_of(state, actions, dealer=seed % 4).dumps()))
    assert again.scores() == state.scores() and again.result() == state.result()
    assert [again.view(s) for s in range(4)] == [state.view(s) for s in range(4)]


def test_game_metadata():
    assert GAME.direction == "counter-clockwise" and GAME.partnerships and GAME.team_scores
    assert GAME.titles == {"en": "Shikagari", "ja": "鹿狩り"}
    assert GAME.pieces is TIEN_GOW and GAME.teams(4) == ((0, 2), (1, 3))
    assert GAME.context_keys == {"first_leader": "seat"}
