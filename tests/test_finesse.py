"""Finesse: the spec's examples and rulings (shared/rules/finesse.md), the shared example
record, refusals in words, random deals and the heuristic."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules_core import IllegalAction, get_game
from rules_core.__main__ import run
from rules_core.ai import RandomBot, heuristic_bot
from rules_core.ai.games.finesse import wants_trick
from rules_core.cards import NO_TRUMP, card_str, parse_card
from rules_core.deal import BadDeal
from rules_core.events import Moved, TrumpNamed
from rules_core.games.finesse import (
    FOLLOW,
    LEAD_BASE,
    NOTRUMP_ID,
    PACK,
    REFILL_BASE,
    SCORE_TABLES,
    TRUMP_ID,
    FinesseState,
    penalised_mask,
    team_points,
)
from rules_core.record import record_of, replay

GAME = get_game("finesse")
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "finesse.json"
RECORD = json.loads(EXAMPLE.read_text())["record"] if EXAMPLE.exists() else None
NAMES = ["North", "East", "South", "West"]
needs_example = pytest.mark.skipif(RECORD is None, reason="shared/examples is not beside the repo")


def example_state(upto: int | None = None, **kw) -> FinesseState:
    """The shared example's deal after its first ``upto`` actions (all by default)."""
    assert RECORD is not None
    state = GAME.new_deal(deal=RECORD["deal"], dealer=RECORD["dealer"], **kw)
    assert isinstance(state, FinesseState)
    for action in RECORD["actions"][:upto]:
        state.apply(action["a"], action["p"])
    return state


def refused(state, action: str) -> str:
    """The catalogue key of the reason ``action`` is refused (the state must not change)."""
    before = [state.view(s) for s in range(4)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert [state.view(s) for s in range(4)] == before
    for lang in ("en", "ja"):
        assert caught.value.msg.text(lang, NAMES)
    return caught.value.msg.key


def faces(pieces) -> list[str]:
    return [card_str(p) for p in pieces]


# -- the shared example ---------------------------------------------------------------------


@needs_example
def test_the_shared_example_replays_to_its_expected_output():
    expected = json.loads(EXAMPLE.read_text())["expect"]
    import io

    out = io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(json.dumps(RECORD).encode()), encoding="utf-8")
    code = run(["replay", "-"], stdin, out, io.StringIO())
    reply = json.loads(out.getvalue())
    assert code == 0
    assert reply == {"ok": True, "terminal": True, **expected}


@needs_example
def test_the_example_scores_in_words():
    state = example_state()
    en = [line.text("en", NAMES) for line in state.summary(0).lines]
    assert en[0] == (
        "North & South: 10 tricks → 20, trumps left on the team's table: 1, −3 → 17, "
        "last trick +4 → 21"
    )
    assert en[1] == "East & West: 3 tricks → 0"
    assert state.summary(1).headline.text("en") == "Your side 0 – the other side 21"
    ja = state.summary(0).lines[0].text("ja", ["北", "東", "南", "西"])
    assert ja.startswith("北・南：10 トリック → 20、") and ja.endswith("最終トリック +4 → 21")


# -- the spec's examples ----------------------------------------------------------------------


def test_ten_tricks_and_the_last_without_table_trumps_score_24():
    assert team_points(10, 0, True).total == 24


def test_eight_tricks_with_two_table_trumps_floor_at_zero_then_the_last_adds_four():
    score = team_points(8, 2, True)
    assert (score.trick_points, score.after_penalty, score.total) == (5, 0, 4)


@needs_example
def test_identical_cards_the_first_played_wins():
    # Trick 8 of the example: South leads J♥, East's J♥ comes later and cannot beat it.
    state = example_state(upto=35)
    leader, cards, winner = state.finished[-1]
    assert faces(cards) == ["JH", "9C", "4H", "JH"] and (leader, winner) == (2, 2)
    events = example_state(upto=34).apply("play JH", 1)
    trick = next(e for e in events if e.kind == "trick")
    assert trick.why is not None and trick.why.key == "finesse_trick_first_copy"
    assert "first played" in trick.why.text("en")
    # Trick 10: the two Q♣, South's first.
    leader, cards, winner = example_state(upto=43).finished[-1]
    assert faces(cards) == ["8C", "4C", "QC", "QC"] and winner == 2


# -- deal and pieces ------------------------------------------------------------------------


def test_seeded_deal_13_each_3_on_the_table_and_the_whole_pack():
    state = GAME.new_deal(seed=5, dealer=2)
    assert [h.bit_count() for h in state.hands] == [13] * 4
    assert [t.bit_count() for t in state.tables] == [3] * 4
    every = [p for h in state.hands for p in state.pieces_of(h)]
    every += [p for t in state.tables for p in state.pieces_of(t)]
    assert sorted(p & 127 for p in every) == sorted(PACK) and len(set(every)) == 64
    assert state.current_player == 3  # the dealer's left leads


def test_explicit_deal_round_trips_with_duplicates_as_copies():
    state = GAME.new_deal(seed=8)
    record = GAME.explicit_deal(state)
    again = GAME.new_deal(deal=record)
    assert again.hands == state.hands and again.tables == state.tables
    assert GAME.explicit_deal(again) == record


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["hands"][0].__setitem__(0, "AC"),  # AC twice, a card missing
        lambda d: d["table"][0].pop(),
        lambda d: d.pop("table"),
        lambda d: d["hands"][1].__setitem__(2, "QS"),  # a third QS
        lambda d: d["table"].append(["2C", "3C", "4C"]),
    ],
)
def test_impossible_deals_are_refused(change):
    deal = json.loads(json.dumps(GAME.explicit_deal(GAME.new_deal(seed=1))))
    change(deal)
    with pytest.raises(BadDeal):
        GAME.new_deal(deal=deal)


@needs_example
def test_a_face_held_twice_plays_one_copy_then_the_other():
    state = example_state()  # North held K♦ twice and played both
    kd = [c for _, cards, _ in state.finished for c in cards if card_str(c) == "KD"]
    assert sorted(kd) == [parse_card("KD"), parse_card("KD") + 128]
    state = example_state(upto=0)
    assert state.action_pieces(state.action_id("play KS")) == (parse_card("KS"),)


# -- leading from the partner's table ----------------------------------------------------------


@needs_example
def test_a_table_lead_makes_the_partner_the_leader_and_play_goes_on_at_the_partners_left():
    state = example_state(upto=0)
    assert state.current_player == 2
    assert "lead 10D table" in state.legal_actions()  # North's table card
    lead = state.action_id("lead 10D table")
    assert state.action_zone(lead) == "table:0"
    events = state.apply("lead 10D table", 2)
    assert events[0].src == "table:0" and events[0].dst == "trick" and events[0].player == 0
    assert state.leader == 0 and state.current_player == 1  # North leads, East plays next
    view = state.view(3)
    assert view.trick[0].seat == 0 and view.chooser == 2 and view.trump == 1  # trump ♦
    assert "10D" not in faces(view.tables[0])
    state.apply("play JD", 1)
    assert state.current_player == 2  # the chooser plays from hand in turn
    state.apply("play 5D", 2)
    state.apply("play 9D", 3)
    # The trick is full with four cards: North played nothing more; East's J♦ won it.
    leader, cards, winner = state.finished[0]
    assert (leader, faces(cards), winner) == (0, ["10D", "JD", "5D", "9D"], 1)


@needs_example
def test_refill_comes_before_the_next_lead_and_only_from_hand():
    state = example_state(upto=4)
    assert state.phase == "refill" and state.current_player == 0
    assert all(a.startswith("refill ") for a in state.legal_actions())
    assert len(state.legal_actions()) == 12  # 13 cards, K♦ twice: one action per face
    assert state.status(0).prompt.key == "finesse_prompt_refill"
    assert refused(state, "play KH") == "finesse_refill_first"
    assert refused(state, "refill 9S") == "finesse_refill_from_hand"  # already on the table
    assert refused(state, "refill AS") == "card_not_in_hand"
    with pytest.raises(IllegalAction):
        state.apply("play KH", 1)  # the winner waits for the refill
    events = state.apply("refill 8H", 0)
    assert [(e.src, e.dst) for e in events] == [("hand:0", "table:0")]
    assert "8H" in faces(state.view(1).tables[0]) and state.hands[0].bit_count() == 12
    assert state.current_player == 1 and state.phase == "play"  # the winner leads


@needs_example
def test_the_last_refill_is_automatic_and_every_seat_ends_with_three_table_cards():
    state = example_state(upto=len(RECORD["actions"]) - 1)
    events = state.apply(RECORD["actions"][-1]["a"], RECORD["actions"][-1]["p"])
    automatic = [e for e in events if isinstance(e, Moved) and e.details.get("automatic")]
    assert [(e.player, faces(e.cards), e.dst) for e in automatic] == [(2, ["AH"], "table:2")]
    assert state.is_terminal and not any(state.hands)
    assert [t.bit_count() for t in state.tables] == [3] * 4
    assert not any(a["a"].startswith("refill AH") for a in RECORD["actions"])


# -- trump --------------------------------------------------------------------------------------


@needs_example
def test_an_ace_led_first_lets_its_chooser_decide_trump_or_no_trump():
    state = example_state(upto=0)  # South to lead, holding A♠ and A♥
    state.apply("play AS", 2)
    assert state.phase == "choose" and state.current_player == 2 and state.trump is None
    assert state.legal_actions() == ["trump", "notrump"]
    assert state.status(2).prompt.key == "finesse_prompt_trump"
    assert refused(state, "play 5D") == "finesse_choose_first"
    events = state.apply("notrump", 2)
    assert state.trump == NO_TRUMP and state.current_player == 3
    assert [e.details["trump"] for e in events if isinstance(e, TrumpNamed)] == ["NT"]
    assert state.result()["trump"] == "NT"


@needs_example
def test_an_ace_led_from_the_partners_table_is_decided_by_the_chooser():
    state = GAME.new_deal(deal=RECORD["deal"], dealer=3)  # North leads
    state.apply("lead AC table", 0)  # South's table ace
    assert state.leader == 2 and state.current_player == 0 and state.phase == "choose"
    state.apply("trump", 0)
    assert state.trump == 0 and state.current_player == 3  # South's left plays next
    assert refused(state, "trump") == "finesse_no_choice_now"


def test_trump_words_are_refused_when_no_ace_was_led():
    state = GAME.new_deal(seed=3)
    assert refused(state, "trump") == "finesse_no_choice_now"
    assert refused(state, "notrump") == "finesse_no_choice_now"


@needs_example
def test_a_plain_first_lead_fixes_trump_at_once():
    state = example_state(upto=1)
    assert state.trump == 1 and state.result()["trump"] == "D"
    assert state.status(0).centre.text("en") == "Trump ♦ · tricks 0–0 (aim: 10 and the last)"


# -- refusals in words --------------------------------------------------------------------------


@needs_example
def test_leads_from_the_wrong_table_are_refused_with_reasons():
    state = example_state(upto=0)  # South to lead
    assert refused(state, "lead AC table") == "finesse_own_table"  # South's own table
    assert refused(state, "play AC") == "finesse_own_table"
    assert refused(state, "lead 3C table") == "finesse_opponent_table"  # East's table
    assert refused(state, "lead 8S table") == "finesse_not_on_partner_table"
    assert refused(state, "play 10D") == "finesse_say_table"  # on North's table
    assert refused(state, "refill 5D") == "finesse_no_refill_now"
    assert refused(state, "play 2C") == "card_not_in_hand"
    assert refused(state, "lead QD") == "unknown_action"
    assert refused(state, "lead QD table now") == "unknown_action"


@needs_example
def test_table_cards_never_follow_and_must_follow_from_hand():
    state = example_state(upto=1)  # North's 10♦ led for South; East to follow
    assert refused(state, "lead 3C table") == "finesse_table_never_follows"
    assert refused(state, "play 3C") == "finesse_own_table"
    assert refused(state, "play 10S") == "must_follow"  # East holds diamonds
    state.apply("play JD", 1)
    assert refused(state, "lead 2D table") == "finesse_table_never_follows"
    assert refused(state, "play 2D") == "finesse_table_never_follows"
    assert state.status(2).prompt.key == "finesse_prompt_follow"
    with pytest.raises(IllegalAction) as caught:
        state.apply("play 5D", 0)  # North led this trick and plays nothing else
    assert caught.value.msg.key == "not_your_turn"


def test_a_finished_deal_refuses_everything():
    state = GAME.new_deal(seed=2)
    rng = random.Random(2)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    assert refused(state, "play 2C") == "game_over"


# -- scores, options and the match -----------------------------------------------------------


def test_penalties_count_trumps_or_with_no_trump_the_courts():
    assert penalised_mask(None) == 0
    courts = penalised_mask(NO_TRUMP)
    for text in ("KS", "QH", "JD"):
        card = parse_card(text)
        assert courts >> card & 1 and courts >> (card + 128) & 1
    assert not courts >> parse_card("AS") & 1
    hearts = penalised_mask(2)
    assert hearts >> parse_card("2H") & 1 and hearts >> (parse_card("QH") + 128) & 1
    assert team_points(9, 5, False).total == 0  # 10 − 15: never below 0


@pytest.mark.parametrize(
    "tricks,points", [(6, 0), (7, 2), (8, 5), (9, 10), (10, 20), (11, 10), (12, 5), (13, 2)]
)
def test_the_standard_trick_table(tricks, points):
    assert team_points(tricks, 0, False).total == points


@needs_example
def test_a_house_score_table_can_be_chosen():
    state = example_state(options={"score_table": "gentle"})
    gentle = SCORE_TABLES["gentle"]
    assert state.scores() == [gentle[10] - 3 + 4, gentle[3]]
    with pytest.raises(BadDeal):
        GAME.new_deal(seed=1, options={"score_table": "mine"})


@pytest.mark.parametrize(
    "totals,over",
    [
        ([42, 37], True),
        ([37, 42], True),
        ([42, 38], False),
        ([50, 46], False),
        ([41, 20], False),
        ([60, 58], True),
        ([59, 57], False),
    ],
)
def test_the_match_ends_at_42_with_a_lead_of_5_or_at_60(totals, over):
    assert GAME.match_over(totals, 3, {}) is over


def test_the_match_rule_is_said_in_words():
    rule = GAME.match_rule({})
    assert rule is not None and "42" in rule.text("en") and "60" in rule.text("ja")


def test_the_dealer_rotates_clockwise():
    state = GAME.new_deal(seed=1, dealer=3)
    assert GAME.next_dealer(3, state) == 0


# -- views --------------------------------------------------------------------------------------


@needs_example
def test_views_show_every_table_and_samples_keep_them():
    state = example_state(upto=6)
    view = state.view(1)
    zones = view.zones()
    assert {f"table:{s}" for s in range(4)} <= set(zones)
    assert {"side:0", "side:1"} <= set(zones)  # partners' tricks lie together
    won = [state.finished[0][2] % 2, 1 - state.finished[0][2] % 2]
    assert len(zones[f"side:{won[0]}"]) == 4 and zones[f"side:{won[1]}"] == ()
    status = state.status(1)
    assert status.aside["side:0"].params["n"] == state.team_tricks()[0]
    assert all(len(zones[f"table:{s}"]) == 3 for s in range(4))
    world = state.sample_hidden(1, random.Random(4))
    assert world.view(1) == view and world.tables == state.tables
    assert world.hands[1] == state.hands[1]
    assert any(line.key == "finesse_seen_tables" for line in view.describe())


# -- random deals ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_random_deals_end_with_empty_hands_and_three_table_cards_each(seed):
    state = GAME.new_deal(seed=seed, dealer=seed % 4)
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal:
        seat = state.current_player
        assert state.status(seat).prompt is not None
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
        size = sum(h.bit_count() for h in state.hands) + sum(t.bit_count() for t in state.tables)
        assert size + len(state.trick) + 4 * len(state.finished) == 64
        if state.phase == "play" and not state.trick:  # between tricks, refills done
            assert all(t.bit_count() == 3 for t in state.tables)
    assert len(state.finished) == 13 and sum(state.team_tricks()) == 13
    assert not any(state.hands) and [t.bit_count() for t in state.tables] == [3] * 4
    assert set(state.result()) == {"tricks", "trump", "last"}
    assert all(s >= 0 for s in state.scores())
    again, _ = replay(record_of(state, actions, seed=seed, dealer=seed % 4))
    assert again.scores() == state.scores() and again.view(0) == state.view(0)


# -- the heuristic -----------------------------------------------------------------------------


def play_deal(seed: int, bots) -> list[int]:
    state = GAME.new_deal(seed=seed, dealer=seed % 4)
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply_id(bots[state.current_player % 2].act(state, rng))
    return state.scores()


def test_the_heuristic_beats_random_play():
    heuristic, randomly = heuristic_bot("finesse"), RandomBot()
    ours = theirs = 0
    for seed in range(30):
        side = seed % 2  # the heuristic's side this deal
        bots = (heuristic, randomly) if side == 0 else (randomly, heuristic)
        scores = play_deal(seed, bots)
        ours += scores[side]
        theirs += scores[1 - side]
    assert ours > 2 * theirs


def test_the_heuristic_explains_itself_in_both_languages():
    state = GAME.new_deal(seed=6)
    bot = heuristic_bot("finesse")
    rng = random.Random(6)
    seen_keys = set()
    while not state.is_terminal:
        decision = bot.choose(state.view(state.current_player), state.legal(), rng)
        assert decision.action in state.legal_actions()
        assert decision.why is not None
        for lang in ("en", "ja"):
            assert decision.why.text(lang, NAMES)
        seen_keys.add(decision.why.key)
        state.apply(decision.action)
    assert seen_keys & {"hint_finesse_first_lead", "hint_finesse_first_lead_ace"}


def test_the_heuristic_sets_trump_with_a_strong_suit_led_from_the_partners_table():
    state = GAME.new_deal(seed=11)
    bot = heuristic_bot("finesse")
    action = bot.act(state, random.Random(0))
    seat = state.current_player
    suit = (action & 127) >> 4  # a lead from the table or the hand
    lengths = [(state.hands[seat] & FOLLOW[s]).bit_count() for s in range(4)]
    assert lengths[suit] >= 3


def test_the_heuristic_refills_with_a_low_card_that_is_not_trump():
    bot = heuristic_bot("finesse")
    checked = 0
    for seed in range(10):
        state = GAME.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            action = bot.act(state, rng)
            if state.phase == "refill":
                bad = penalised_mask(state.trump)
                options = [a - REFILL_BASE for a in state.legal_action_ids()]
                harmless = [f for f in options if not bad >> f & 1]
                face = action - REFILL_BASE
                if harmless:
                    assert face in harmless and face & 15 == min(f & 15 for f in harmless)
                checked += 1
            state.apply_id(action)
    assert checked >= 5


def test_the_heuristic_plans_ten_tricks_with_the_last():
    state = GAME.new_deal(seed=1)
    state.counts = [4, 1, 5, 0]  # North–South 9 after 10 tricks
    state.finished = [(0, [], 0)] * 10
    assert not wants_trick(state, 0)  # a tenth now would leave the last for an eleventh
    assert wants_trick(state, 1)
    state.finished = [(0, [], 0)] * 12
    state.counts = [4, 2, 5, 1]  # 9 after 12: the thirteenth makes ten and the last
    assert wants_trick(state, 0)
    state.counts = [5, 1, 5, 1]  # 10 after 12: an eleventh with the last (14) < 20
    assert not wants_trick(state, 2)


def test_the_heuristic_lets_a_twin_pass_a_winning_first_copy():
    # The second copy of the winning card cannot beat it: the heuristic does not count it
    # as a winner (it ducks with it only when it wants to lose the trick).
    from rules_core.games.finesse import TABLES

    queen = parse_card("QH")
    table = TABLES[0][2]  # no trump, hearts led
    assert not table[queen + 128] > table[queen]


def test_choice_ids_are_the_trump_words():
    assert GAME.actions.text(TRUMP_ID) == "trump" and GAME.actions.text(NOTRUMP_ID) == "notrump"
    assert GAME.actions.text(LEAD_BASE + parse_card("QH")) == "lead QH table"


@needs_example
def test_a_table_lead_is_shown_as_the_partners_lead_and_tricks_go_to_the_side():
    """Seat 2 leads 10♦ from seat 0's table: seat 0 is the trick's leader, its line says
    who chose the card, and the finished trick flies to the winners' side pile."""
    state = example_state(upto=0)
    events = state.apply("lead 10D table", 2)
    assert events[0].src == "table:0" and events[0].dst == "trick"
    assert state.view(1).trick[0].seat == 0
    line = state.status(1).seats[0]
    assert any(m.key == "finesse_seat_led_for" and m.params["who"] == 2 for m in line)
    assert line[-1].text("en", ["A", "B", "C", "D"]) == "its table card, led by C"
    # whose table the card came from and who led it, said from the reader's side
    assert line[-1].text("ja", ["A", "B", "C", "D"]) == "この席の場札をCがリード"
    assert state.status(0).seats[0][-1].text("en", ["A", "B", "C", "D"]) == (
        "your table card, led by C"
    )
    assert state.status(2).seats[0][-1].text("ja") == "この席の場札をあなたがリード"
    for seat, action in ((1, "play JD"), (2, "play 5D")):
        state.apply(action, seat)
    events = state.apply("play 9D", 3)
    collected = next(e for e in events if e.kind == "move" and e.src == "trick")
    assert collected.dst == "side:1" and collected.player == 1  # J♦ of seat 1 won it
