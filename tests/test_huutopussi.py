"""Huutopussi: the spec's examples and rulings (shared/rules/huutopussi.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules_core import IllegalAction, get_game
from rules_core.ai import heuristic_bot
from rules_core.ai.base import RandomBot
from rules_core.cards import HEARTS, parse_card
from rules_core.events import DealEnded, TrumpNamed
from rules_core.games.huutopussi import (
    GIVE,
    PLAY,
    POINTS,
    RAISE,
    RETURN,
    HuutopussiState,
)
from rules_core.record import loads, replay

GAME = get_game("huutopussi")
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "huutopussi.json"


def deal(hands: list[str], dealer: int = 3, **options: object) -> HuutopussiState:
    state = GAME.new_deal(
        deal={"hands": [h.split() for h in hands]}, dealer=dealer, options=options
    )
    assert isinstance(state, HuutopussiState)
    return state


def run(state: HuutopussiState, *actions: str) -> HuutopussiState:
    for action in actions:
        state.apply(action)
    return state


def legal_cards(state: HuutopussiState) -> set[str]:
    return {a[5:] for a in state.legal_actions() if a.startswith("play ")}


def refused(state: HuutopussiState, action: str) -> str:
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.msg.text("ja") != info.value.msg.key
    return info.value.msg.key


def to_play(state: HuutopussiState, cards: str) -> HuutopussiState:
    """Seat 0 (dealer 3, first to speak) wins the auction at 50; seat 2 gives ``cards`` and
    seat 0 hands the same cards back; no raise: seat 0 leads."""
    run(state, "bid 50", "pass", "pass", "pass")
    return run(state, f"give {cards}", f"return {cards}", "noraise")


# Example 1: seat 0 leads KH, seat 1 (the partner of seat 3) plays 9H.
BEAT = [
    "KH 6C 7C 8C 9C 6D 7D 8D 9D",
    "9H 10C JC QC KC 10D JD QD KD",
    "AC AD 6S 7S 8S 9S 10S JS QS",
    "AH 10H KS AS 6H 7H 8H JH QH",
]
# Seat 0 leads AS, marries hearts, leads 8C; seat 1 is void in clubs.
TRUMPED = [
    "AS KH QH 7C 8C 9C 6D 7D 8D",
    "6H 7H 8H 9H 6S 10D JD QD KD",
    "6C AC 7S 8S 9S 10S JS QS KS",
    "10C JC QC KC 10H JH AH 9D AD",
]
OVERTRUMP = [
    "AS KH QH 7C 8C 9C 6D 7D 8D",
    "7H 8H 9H 10H JH 6S 10D JD QD",
    "6C AC 10C JC QC KC 7S 8S 9S",
    "6H AH 10S JS QS KS KD 9D AD",
]
# Seat 0 holds marriages in hearts and diamonds; its partner (2) holds KC QC.
MARRIAGES = [
    "AS AC AD KH QH KD QD 6S 7S",
    "8C 9C 8D 6D 7D 8S 9S 6H 7H",
    "KC QC 10C 9D 10S JS 8H 9H 10H",
    "JC 6C 7C 10D JD QS KS JH AH",
]
# Seat 0 holds KH QH and KD alone; its partner (2) holds QD but no marriage.
KINDS = [
    "AS AC AD KH QH KD 6S 7S 8S",
    "QS KS 9H 10H JH AH 9C 10C JC",
    "9S 10S JS 6H 7H 8H 6C 7C QD",
    "QC KC 8C 6D 7D 8D 9D 10D JD",
]


# -- the spec's examples ------------------------------------------------------------------


def test_example_holding_a_card_that_beats_the_trick_you_must_play_it() -> None:
    state = run(to_play(deal(BEAT), "6S 7S 8S"), "play KH", "play 9H", "play 9S")
    assert legal_cards(state) == {"AH"}
    assert refused(state, "play 10H") == "hp_must_beat"
    assert refused(state, "play KS") == "hp_must_follow"
    prompt = state.status(3).prompt
    assert prompt is not None and prompt.key == "hp_prompt_beat"
    assert "K♥" in prompt.text("en")


def test_traditional_rank_lets_the_ten_beat_the_king() -> None:
    state = deal(BEAT, traditional_rank=True)
    state = run(to_play(state, "6S 7S 8S"), "play KH", "play 9H", "play 9S")
    assert legal_cards(state) == {"AH", "10H"}
    state.apply("play 10H")
    assert state.finished[-1][2] == 3  # the ten outranks the king


def test_example_a_trumped_trick_takes_any_card_of_the_led_suit() -> None:
    state = to_play(deal(TRUMPED), "7S 8S 9S")
    run(state, "play AS", "play 6S", "play 7S", "play 9D")
    assert state.current_player == 0 and "marry H" in state.legal_actions()
    run(state, "marry H", "play 8C")
    assert legal_cards(state) == {"6H", "7H", "8H", "9H"}  # void in clubs: must trump
    assert refused(state, "play 10D") == "hp_must_trump"
    state.apply("play 7H")
    assert legal_cards(state) == {"6C", "AC"}
    assert state.status(2).prompt.key == "hp_prompt_trumped"
    state.apply("play 6C")
    assert legal_cards(state) == {"10C", "JC", "QC", "KC"}


def test_example_void_you_must_over_trump_if_you_can() -> None:
    state = to_play(deal(OVERTRUMP), "7S 8S 9S")
    run(state, "play AS", "play 6S", "play 7S", "play 10S", "marry H", "play 8C", "play 9H")
    run(state, "play 6C")
    assert legal_cards(state) == {"AH"}
    assert state.status(3).prompt.text("en") == "You have no clubs: play a trump that beats the 9♥."
    assert refused(state, "play 6H") == "hp_must_overtrump"
    assert refused(state, "play KS") == "hp_must_trump"
    state.apply("play AH")
    assert state.finished[-1][2] == 3


@pytest.mark.skipif(not EXAMPLE.exists(), reason="shared/examples is not beside the repo")
def test_the_shared_example_replays_to_its_expected_output() -> None:
    example = json.loads(EXAMPLE.read_text())
    state, _ = replay(loads(json.dumps(example["record"])))
    assert state.is_terminal
    assert state.scores() == example["expect"]["scores"] == [95, -170]
    assert state.result() == example["expect"]["result"]
    assert "lose 170" in str(state.explain_score())


# -- auction ------------------------------------------------------------------------------


def test_the_first_speaker_must_bid_at_least_50() -> None:
    state = deal(BEAT)
    legal = state.legal_actions()
    assert "pass" not in legal and legal[0] == "bid 50" and legal[-1] == "bid 440"
    assert refused(state, "pass") == "hp_first_must_bid"
    assert refused(state, "bid 45") == "hp_bid_range"
    assert state.status(0).prompt.key == "hp_prompt_open"


def test_bids_go_up_in_fives_to_440_and_a_pass_is_final() -> None:
    state = run(deal(BEAT), "bid 50", "pass", "bid 60")
    assert refused(state, "bid 60") == "bid_too_low"
    assert refused(state, "bid 62") == "hp_bid_range"
    assert refused(state, "bid 445") == "hp_bid_range"
    assert "bid 65" in state.legal_actions() and "pass" in state.legal_actions()
    run(state, "bid 65", "bid 70")
    assert state.current_player == 2  # seat 1 passed: it is skipped for good
    run(state, "pass", "pass")
    assert state.phase == GIVE and state.declarer == 0 and state.contract == 70
    assert state.current_player == 2  # the declarer's partner gives


def test_a_bid_of_440_ends_the_auction_at_once() -> None:
    state = run(deal(BEAT), "bid 440")
    assert state.phase == GIVE and state.declarer == 0 and state.contract == 440


# A dealer-0 deal: seat 1 (first to speak) has three 6s, seat 2 has no A, K or Q.
REDEAL = [
    "AS AH AD AC KS KH KD KC QS",
    "6S 6H 6D QH QD QC JS JH JD",
    "7S 7H 7D 7C 8S 8H 8D 8C 9S",
    "6C 9H 9D 9C 10S 10H 10D 10C JC",
]


def test_a_redeal_is_a_first_call_with_three_sixes_or_no_high_card() -> None:
    state = deal(REDEAL, dealer=0)
    assert "redeal" in state.legal_actions()
    assert state.status(1).prompt.key == "hp_prompt_open_redeal"
    state.apply("bid 50")
    assert "redeal" in state.legal_actions()  # seat 2: no A, K or Q, first call
    run(state, "bid 55", "pass", "pass")
    assert state.current_player == 1 and "redeal" not in state.legal_actions()
    assert refused(state, "redeal") == "hp_redeal_first_call"
    run(state, "pass")
    assert state.declarer == 2

    other = deal(REDEAL, dealer=3)  # seat 0 speaks first with a strong hand
    assert refused(other, "redeal") == "hp_redeal_hand"


def test_a_demanded_redeal_voids_the_deal_and_the_dealer_deals_again() -> None:
    state = deal(REDEAL, dealer=0)
    events = state.apply("redeal")
    assert state.is_terminal and state.scores() == [0, 0]
    assert state.result() == {"redeal": True}
    assert GAME.next_dealer(0, state) == 0
    assert isinstance(events[-1], DealEnded) and events[-1].details == {"redeal": True}
    assert state.summary(0).lines[0].key == "hp_redeal_summary"


# -- exchange and raise -------------------------------------------------------------------


def test_the_exchange_moves_three_cards_each_way_unseen_by_the_defenders() -> None:
    state = run(deal(BEAT), "bid 50", "pass", "pass", "pass")
    assert len(state.legal_actions()) == 84  # any three of nine
    assert state.status(2).prompt.key == "hp_prompt_give"
    events = state.apply("give QS AC 6S")  # any order is read
    assert state.phase == RETURN and state.current_player == 0
    assert [e.cards for e in events] == [()]  # the faces stay out of the shared events
    assert events[0].src == "hand:2" and events[0].dst == "hand:0"
    assert len(state.legal_actions()) == 220  # any three of twelve
    assert state.hand_sizes == (12, 9, 6, 9)
    assert state.view(0).received == tuple(map(parse_card, ("AC", "6S", "QS")))
    assert state.view(1).received == () and state.view(3).gave == ()
    state.apply("return 6C 7C AC")
    assert state.phase == RAISE and state.hand_sizes == (9, 9, 9, 9)
    view2 = state.view(2)
    assert set(view2.received) == set(map(parse_card, ("6C", "7C", "AC")))
    # seat 2 knows the two cards it gave that were not returned lie with seat 0
    assert set(view2.known[0]) == set(map(parse_card, ("6S", "QS")))
    assert set(state.view(0).known[2]) == set(map(parse_card, ("6C", "7C", "AC")))
    assert state.view(1).known == ((), (), (), ())
    for seed in range(10):  # sampled worlds keep what the exchange taught each partner
        world = state.sample_hidden(2, random.Random(seed))
        assert all(world.hands[0] >> parse_card(c) & 1 for c in ("6S", "QS"))
        world = state.sample_hidden(0, random.Random(seed))
        assert all(world.hands[2] >> parse_card(c) & 1 for c in ("6C", "7C", "AC"))


def test_exchange_texts_are_canonical_and_bad_ones_refused() -> None:
    state = run(deal(BEAT), "bid 50", "pass", "pass", "pass")
    text = "give 6S AC QS"
    action = state.action_id(text)
    assert state.action_text(action) == "give QS 6S AC"  # suits S H D C, high to low
    assert state.action_id("give AC QS 6S") == action
    assert state.selection_note([parse_card("AC")]).key == "hp_note_count"
    note = state.selection_note([parse_card(c) for c in ("AC", "QS", "6S")])
    assert note.params == {"given": 15, "kept": 25}
    assert refused(state, "give AC AC QS") == "hp_exchange_twice"
    assert refused(state, "give AC QS") == "hp_exchange_three"
    assert refused(state, "give AC QS 5S") == "hp_not_in_pack"
    assert refused(state, "give AC QS ZZ") == "bad_piece_text"
    assert refused(state, "give AH AC QS") == "card_not_in_hand"
    assert refused(state, "return AC QS 6S") == "hp_not_return"
    assert refused(state, "play AC") == "hp_not_play"


def test_the_declarer_may_give_back_what_it_received_then_raise() -> None:
    state = run(deal(BEAT), "bid 50", "pass", "pass", "pass", "give AC AD 6S")
    state.apply("return AC AD 6S")
    assert state.hands == [sum(1 << parse_card(c) for c in h.split()) for h in BEAT]
    legal = state.legal_actions()
    assert legal[0] == "noraise" and legal[1] == "raise 55" and legal[-1] == "raise 440"
    assert refused(state, "raise 50") == "hp_raise_low"
    state.apply("raise 120")
    assert state.contract == 120 and state.first_bid == 50
    assert state.phase == PLAY and state.current_player == 0


# -- marriages ----------------------------------------------------------------------------


def test_only_a_leader_who_won_may_declare_before_the_next_lead() -> None:
    state = to_play(deal(OVERTRUMP), "7S 8S 9S")
    assert not any(a.startswith(("marry", "ask")) for a in state.legal_actions())
    assert refused(state, "marry H") == "hp_declare_who"  # the first lead: nothing won yet
    run(state, "play AS", "play 6S", "play 7S")
    assert refused(state, "marry H") == "hp_declare_before_lead"
    run(state, "play 10S")
    assert state.status(0).prompt.key == "hp_prompt_declare"
    run(state, "marry H", "play 8C", "play 9H", "play 6C", "play AH")
    assert state.current_player == 3  # won a trick it did not lead
    assert not any(a.startswith(("marry", "ask")) for a in state.legal_actions())
    assert refused(state, "ask") == "hp_declare_who"


def test_marriages_score_at_once_set_trump_and_score_once_per_suit() -> None:
    state = to_play(deal(MARRIAGES), "10S JS 8H")
    run(state, "play AS", "play 8S", "play 10S", "play QS")
    assert {"marry H", "marry D", "ask"} <= set(state.legal_actions())
    events = state.apply("marry D")
    assert state.trump == 1 and state.marriage_points == [80, 0]
    assert [e.kind for e in events] == ["reveal", "trump"]
    assert isinstance(events[1], TrumpNamed)
    assert events[1].details == {"trump": "D", "marriage": 80}
    assert "marry H" not in state.legal_actions()  # one declaration before each lead
    assert refused(state, "marry H") == "hp_declare_who"
    run(state, "play AC", "play 8C", "play 10C", "play JC")
    run(state, "marry H")  # a later marriage replaces the trump
    assert state.trump == HEARTS and state.marriage_points == [180, 0]
    run(state, "play AD", "play 6D", "play 9D", "play 10D")
    assert "marry D" not in state.legal_actions()
    assert refused(state, "marry D") == "hp_suit_scored"
    # an ask: the partner holding a marriage must declare it
    state.apply("ask")
    assert state.current_player == 2 and state.legal_actions() == ["marry C"]
    assert state.status(2).prompt.key == "hp_prompt_answer_any"
    assert refused(state, "none") == "hp_must_marry"
    assert refused(state, "play KD") == "hp_answer_first"
    state.apply("marry C")
    assert state.trump == 0 and state.marriage_points == [240, 0]
    assert state.current_player == 0 and state.marriages == [(0, 1), (0, 2), (2, 0)]
    shown = state.view(1).shown
    assert set(shown[2]) == {parse_card("KC"), parse_card("QC")}
    assert state.status(1).centre.text("en").startswith("Contract 50 by")


def test_declaration_kinds_go_in_order_and_asks_are_answered() -> None:
    state = to_play(deal(KINDS), "9S 10S JS")
    run(state, "play AS", "play QS", "play 9S", "play 6D")
    assert {"marry H", "ask", "ask D"} <= set(state.legal_actions())
    assert "ask S" not in state.legal_actions()
    assert refused(state, "ask C") == "hp_need_half"
    state.apply("ask")
    assert state.legal_actions() == ["none"]  # seat 2 holds no marriage
    state.apply("none")
    assert state.trump == -1 and state.marriage_points == [0, 0]
    assert [m.text("en") for m in state.status(0).seats[2]] == ["answered: none held"]
    assert [m.text("en") for m in state.status(0).seats[0]][-1] == "asked for a marriage"
    run(state, "play AC", "play 9C", "play 6C", "play 8C")
    assert "marry H" not in state.legal_actions()
    assert refused(state, "marry H") == "hp_kind_order"  # after an ask: no own marriage
    state.apply("ask D")
    assert state.legal_actions() == ["show"]  # seat 2 holds the queen
    assert refused(state, "none") == "hp_must_show"
    state.apply("show")
    assert state.trump == 1 and state.marriage_points == [80, 0]
    view = state.view(3)
    assert view.shown[2] == (parse_card("QD"),) and view.shown[0] == (parse_card("KD"),)
    run(state, "play AD", "play 10H", "play QD", "play 7D")  # seat 1: no diamond, no trump
    assert refused(state, "ask") == "hp_kind_order"


def test_plays_teach_the_sampler_what_a_seat_lacks() -> None:
    beat = run(to_play(deal(BEAT), "6S 7S 8S"), "play KH", "play 9H")
    assert beat.lacks[1] == 1 << parse_card("AH")  # it could not beat the KH
    state = to_play(deal(OVERTRUMP), "7S 8S 9S")
    run(state, "play AS", "play 6S", "play 7S", "play 10S", "marry H", "play 8C", "play 9H")
    assert state.lacks[1] == 0  # the trick held no trump: any trump would do
    run(state, "play 6C", "play AH")
    rng = random.Random(4)
    for _ in range(20):
        world = state.sample_hidden(2, rng)
        assert world.view(2) == state.view(2)
        # seat 2 saw KH/QH shown by seat 0: they stay in seat 0's hand
        assert world.hands[0] >> parse_card("KH") & 1 and world.hands[0] >> parse_card("QH") & 1
        # seat 1 did not follow clubs: no club anywhere in its sampled hand
        assert not world.hands[1] & (0x7FFC)


# -- scoring ------------------------------------------------------------------------------


def finish_randomly(state: HuutopussiState, seed: int) -> HuutopussiState:
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("penalty", ["first", "final"])
def test_a_failed_raised_contract_loses_the_first_bid_or_the_final_one(penalty: str) -> None:
    state = run(deal(BEAT, fail_penalty=penalty), "bid 50", "pass", "pass", "pass")
    run(state, "give 6S 7S 8S", "return 6S 7S 8S", "raise 440")
    finish_randomly(state, 1)
    points = state.team_points()
    assert points[0] < 440
    lost = 50 if penalty == "first" else 440
    assert state.scores() == [-lost, points[1]]
    assert state.result()["made"] is False and state.result()["contract"] == 440


def test_random_deals_share_out_every_point_and_score_by_the_rule() -> None:
    checked = 0
    for seed in range(60):
        state = finish_randomly(GAME.new_deal(seed=seed, dealer=seed % 4), seed)
        result = state.result()
        if result.get("redeal"):
            assert state.scores() == [0, 0]
            continue
        checked += 1
        taken = [
            sum(POINTS[c] for _, t, w in state.finished if w % 2 == team for c in t)
            for team in (0, 1)
        ]
        assert sum(taken) == 140 and state.card_points == taken
        assert sum(result["points"]) == 160 + sum(state.marriage_points)
        ours = result["declarer"] % 2
        if result["made"]:
            assert result["points"][ours] >= result["contract"]
            assert state.scores()[ours] == result["contract"] and state.scores()[1 - ours] == 0
        else:
            assert state.scores()[ours] == -state.first_bid
            assert state.scores()[1 - ours] == result["points"][1 - ours]
        verdict = "hp_made" if result["made"] else "hp_failed"
        # seat 0 hears "your side" when its side declared, else the side's seats by name
        assert state.summary(0).lines[0].key == verdict + ("_us" if ours == 0 else "")
        assert state.explain_score().key == verdict
    assert checked > 40


def test_the_match_ends_at_the_target() -> None:
    assert not GAME.match_over([495, 120], 3, {})
    assert GAME.match_over([500, -40], 3, {})
    assert GAME.match_over([310, 0], 3, {"target": 300})


def test_options_are_checked() -> None:
    from rules_core.deal import BadDeal

    with pytest.raises(BadDeal):
        GAME.new_deal(seed=1, options={"fail_penalty": "last"})
    with pytest.raises(BadDeal):
        GAME.new_deal(seed=1, options={"traditional_rank": 1})


# -- the heuristic ------------------------------------------------------------------------


def test_the_heuristic_beats_random_play() -> None:
    bot, rand = heuristic_bot("huutopussi"), RandomBot()
    totals = [0, 0]
    for seed in range(40):
        state = GAME.new_deal(seed=seed, dealer=seed % 4)
        rng = random.Random(seed)
        mine = seed % 2
        while not state.is_terminal:
            who = bot if state.current_player % 2 == mine else rand
            state.apply_id(who.act(state, rng))
        scores = state.scores()
        totals[0] += scores[mine]
        totals[1] += scores[1 - mine]
    assert totals[0] > totals[1] + 1000


def test_the_heuristic_gives_strength_and_declares_its_dearest_marriage() -> None:
    bot = heuristic_bot("huutopussi")
    state = run(deal(MARRIAGES), "bid 50", "pass", "pass", "pass")
    decision = bot.choose(state.view(2), state.legal(), random.Random(1))
    given = set(decision.action.split()[1:])
    assert {"KC", "QC"} <= given  # a whole marriage for the declarer
    assert decision.why is not None and decision.why.text("ja")
    run(state, "give 10S JS 8H", "return 10S JS 8H", "noraise")
    run(state, "play AS", "play 8S", "play 10S", "play QS")
    decision = bot.choose(state.view(0), state.legal(), random.Random(1))
    assert decision.action == "marry H"


def test_the_heuristic_never_repeats_an_ask_its_partner_answered_none() -> None:
    """A hand only loses cards: a partner who held no marriage (or not the other half)
    still holds none later, so asking again would waste a declaration."""
    bot = heuristic_bot("huutopussi")
    asks = 0
    for seed in range(60):
        state = GAME.new_deal(seed=seed, dealer=seed % 4)
        rng = random.Random(seed)
        while not state.is_terminal:
            action = state.action_text(bot.act(state, rng))
            seat = state.current_player
            failed = {t for s, t, _, a in state.declarations if s == seat and a == "none"}
            assert action not in failed, (seed, seat, action)
            asks += action.startswith("ask")
            state.apply(action)
    assert asks > 20  # the bots do ask
