"""The Reveille bots: the exact Nello check, the double-dummy play-outs, the heuristic's
first half, bidding, trump and play, the search's game points, and (slow) the strong
level against the heuristic."""

from __future__ import annotations

import random

import pytest
from helpers import assert_reason_reads_right, decisions_of
from test_reveille import HAND0, HAND1, NELLO0, NELLO1, deal, run, staged, tiles

from rules_core import get_game
from rules_core.ai import heuristic_bot
from rules_core.ai.base import RandomBot, perform
from rules_core.ai.games import reveille as ai
from rules_core.ai.levels import bot_for
from rules_core.ai.search import decide, sampler_for
from rules_core.games.reveille import BIDDING, NONE, POINTS, TABLES, ReveilleState
from rules_core.tiles import parse_tile

GAME = get_game("reveille")


def mask(text: str) -> int:
    return sum(1 << parse_tile(t) for t in text.split())


def choose(state: ReveilleState, seed: int = 0) -> tuple[str, str]:
    """The heuristic's action for the seat to act, and its reason's catalogue key."""
    decision = heuristic_bot("reveille").choose(
        state.view(state.current_player), state.legal(), random.Random(seed)
    )
    assert decision.why is not None and decision.why.text("ja") != decision.why.key
    return decision.action, decision.why.key


def reason(state: ReveilleState, lang: str = "en") -> str:
    """The heuristic's reason in words, as the hint shows it."""
    decision = heuristic_bot("reveille").choose(
        state.view(state.current_player), state.legal(), random.Random(0)
    )
    assert decision.why is not None
    return decision.why.text(lang)


def exhaustive_nello(state: ReveilleState, memo: dict) -> bool:
    """Whether the Nello declarer can hold, by trying every play in the engine itself."""
    if state.is_terminal:
        return state.made()
    key = (tuple(state.hands), tuple(state.trick), state.current_player)
    if key not in memo:
        outcomes = (exhaustive_nello(_after(state, a), memo) for a in state.legal_action_ids())
        memo[key] = any(outcomes) if state.current_player == state.declarer else all(outcomes)
    return memo[key]


def _after(state: ReveilleState, action: int) -> ReveilleState:
    twin = state.clone()
    twin.apply_id(action)
    return twin


# -- the exact Nello check and the play-outs ----------------------------------------------------


def test_the_nello_check_agrees_with_every_line_of_play():
    rng = random.Random(3)
    agreed = {True: 0, False: 0}
    for seed in range(200):
        state = GAME.new_deal(seed=seed)
        while state.phase != BIDDING:
            state.apply(rng.choice(state.legal_actions()))
        me = state.current_player
        safe = ai.nello_safe(state.hands[me], state.hands[1 - me])
        if agreed[safe] >= 4:
            continue
        state.apply(f"bid {state.max_bid}")
        state.apply("nello")
        assert exhaustive_nello(state, {}) is safe, seed
        agreed[safe] += 1
    assert agreed == {True: 4, False: 4}


def test_a_nello_is_safe_when_the_other_must_beat_every_lead():
    assert ai.nello_safe(mask(NELLO0), mask(NELLO1))
    # the declarer's 6-6 must win a trick: led, it holds; kept, a 6 led forces it out
    assert not ai.nello_safe(
        mask("6-6 1-0 2-0 3-0 2-1 3-1 4-1"), mask("6-5 5-5 4-4 3-3 2-2 1-1 0-0")
    )


def test_play_outs_count_every_point_and_try_each_likely_trump():
    mine, theirs = mask(HAND0), mask(HAND1)
    values = ai.contract_values(mine, theirs)
    assert set(values) == {3, 4, 5, 6, NONE}  # numbers held twice or more, and no trump
    every = ai.contract_values(mine, theirs, every=True)
    assert set(every) == {*range(7), NONE}
    # at stake: 7 tricks and the counting tiles still held (HAND1 holds none)
    assert all(0 <= p <= 7 + sum(POINTS[t] for t in tiles(HAND0)) for p in every.values())
    # sixes as trump: the 6-6 6-5 6-4 6-3 pull the other's trumps, but 4-1 and 3-2 are
    # left to lose at the end; trump 3 makes a trump of 3-2 (the play-out, move by move)
    assert every[6] == 25 and every[3] == 31


def test_hand_quality_prefers_a_long_number_with_its_double():
    long_six = mask("6-6 6-5 6-4 6-3 6-2 1-0 2-1")
    scattered = mask("6-5 5-3 4-2 3-1 2-0 1-0 3-2")
    assert ai.hand_quality(long_six) > ai.hand_quality(scattered)


# -- the heuristic ------------------------------------------------------------------------------


def test_a_proved_nello_is_bid_at_the_maximum_and_declared():
    state = staged(NELLO0, NELLO1)
    action, why = choose(state)
    assert (action, why) == (f"bid {state.max_bid}", "hint_rv_bid_nello")
    state.apply(action)
    assert choose(state) == ("nello", "hint_rv_nello")


def test_the_heuristic_bids_what_its_play_out_makes_and_lets_an_overbid_fail():
    strong = max(ai.contract_values(mask(HAND0), mask(HAND1)).values())
    weak = max(ai.contract_values(mask(HAND1), mask(HAND0)).values())
    assert (strong, weak) == (31, 13)
    # the strong hand bids one above what the weak one makes, at once
    assert choose(staged(HAND0, HAND1)) == ("bid 14", "hint_rv_bid_enough")
    assert reason(staged(HAND0, HAND1)) == (
        "your opponent should make only about 13 points as declarer, so 14 is enough to "
        "outbid them (your best trump: about 31 points)."
    )
    # the weak hand speaks first: it bids what it makes, or one above the other's reach
    assert choose(staged(HAND1, HAND0)) == ("bid 13", "hint_rv_bid")
    # an opening bid beyond what the weak hand makes is left to fail
    overbid = run(staged(HAND1, HAND0), "bid 20")
    assert choose(overbid) == ("pass", "hint_rv_let_fail")
    # ... while a bid it can make is contested
    contested = run(staged(HAND1, HAND0), "bid 10")
    assert choose(contested) == ("bid 14", "hint_rv_bid_enough")
    assert reason(overbid) == (
        "your opponent should make only about 13 points, short of their bid of 20."
    )
    assert reason(staged(HAND1, HAND0)) == "your best trump should make about 13 points."


def test_a_seat_that_must_bid_bids_the_minimum():
    for first, second in ((HAND0, HAND1), (HAND1, HAND0)):
        state = staged(first, second)
        state.apply("pass")  # the other must bid, and its bid ends the bidding
        assert choose(state) == ("bid 4", "hint_rv_must_bid")


def test_trump_is_the_best_play_out():
    state = run(staged(HAND0, HAND1), "bid 20", "pass")
    every = ai.contract_values(mask(HAND0), mask(HAND1), every=True)
    best = max(every, key=lambda k: (every[k], k))
    action, why = choose(state)
    assert action == ("trump NT" if best == NONE else f"trump {best}")
    assert why in ("hint_rv_trump", "hint_rv_no_trump")


def test_the_first_half_takes_a_face_up_double_and_dumps_a_poor_one():
    hands = ("5-0 6-3 3-1 6-0 6-4 5-2 5-5", "4-3 3-0 4-0 5-1 4-4 1-1 5-4")
    state = deal(*hands, "6-6 0-0 3-2 6-5 4-2 2-0 4-1 1-0 6-1 6-2 2-1 2-2 3-3 5-3")
    state.apply("play 5-0")
    # 5-1 beats the 5-0 and is little loss: the face-up 6-6 is worth it
    assert choose(state) == ("play 5-1", "hint_rv_take_top")
    poor = deal(*hands, "1-0 0-0 3-2 6-5 4-2 2-0 4-1 6-6 6-1 6-2 2-1 2-2 3-3 5-3")
    poor.apply("play 5-0")
    action, why = choose(poor)
    assert why == "hint_rv_dump_poor" and action not in ("play 5-1", "play 5-4")
    assert reason(poor) == (
        f"{action[5:]} is the tile you will miss least, and the face-up 1-0 is worth no more "
        "to you than the hidden tile."
    )


def test_the_second_half_follower_wins_cheaply_and_gives_cheaply():
    state = run(staged(HAND0, HAND1), "bid 20", "pass", "trump 6", "play 5-5")
    assert choose(state) == ("play 5-1", "hint_rv_give")  # every 5 loses: the cheapest
    other = staged("6-6 6-5 5-5 4-1 3-2 2-0 1-0", "6-4 5-4 4-4 4-3 4-2 6-2 6-1")
    run(other, "bid 20", "pass", "trump 6", "play 4-1")
    # every 4 but the trump 6-4 wins; 4-2 is the one it misses least
    assert choose(other) == ("play 4-2", "hint_rv_win")
    assert reason(state) == "none of your tiles can win this trick, and 5-1 costs you least."
    assert reason(other) == (
        "the trick is worth 6 points, and of the tiles that win it 4-2 is the best to spend."
    )
    assert reason(other, "ja") == (
        "このトリックは 6 点で、勝てる牌の中では 4-2 を使うのがいちばん得です。"
    )


def test_the_heuristic_beats_random_play():
    heuristic = heuristic_bot("reveille")
    baseline = RandomBot()
    won = 0
    for n in range(40):
        state = GAME.new_deal(seed=700 + n)
        rng = random.Random(n)
        mine = n % 2
        while not state.is_terminal:
            bot = heuristic if state.current_player == mine else baseline
            state.apply_id(bot.act(state, rng))
        won += state.match_points()[mine]
    assert won >= 34


# -- the search levels -------------------------------------------------------------------------


def test_game_points_value_the_game_point_first():
    state = run(staged(NELLO0, NELLO1), "bid 4", "pass", "trump NT")
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    value = ai.game_points(state, 0)
    points = state.match_points()
    assert abs(value - (points[0] - points[1])) <= ai.MARGIN_WEIGHT * 42


def test_the_search_weighs_one_world_once_nothing_is_hidden():
    bot = bot_for("reveille", "normal")
    assert isinstance(bot, ai.ReveilleSearch)
    bot.worlds, bot.seconds = 4, 1000.0
    state = run(staged(HAND0, HAND1), "bid 20", "pass", "trump 6")
    decide(bot, state, random.Random(1))
    assert bot.last.worlds == 1
    first = GAME.new_deal(seed=3)
    decide(bot, first, random.Random(1))
    assert bot.last.worlds == 4
    world = sampler_for(first, first.current_player)(random.Random(2))
    assert world.view(first.current_player) == first.view(first.current_player)


def test_search_bids_are_a_short_list_around_the_heuristics():
    state = staged(HAND0, HAND1)
    view = state.view(0)
    legal = list(state.legal_action_ids())
    candidates = heuristic_bot("reveille").search_candidates(view, legal, random.Random(0))
    assert 3 <= len(candidates) <= 10 and set(candidates) <= set(legal)
    assert state.legal().id("pass") in candidates


@pytest.mark.slow
def test_the_strong_level_wins_most_game_points_against_the_heuristic():
    strong, heuristic = bot_for("reveille", "strong"), heuristic_bot("reveille")
    won = 0
    deals = 20
    for n in range(deals):
        state = GAME.new_deal(seed=900 + n)
        rng = random.Random(n)
        mine = n % 2
        while not state.is_terminal:
            bot = strong if state.current_player == mine else heuristic
            perform(state, decide(bot, state, rng))
        won += state.match_points()[mine]
    assert won >= 0.6 * deals


def test_nello_hints_speak_to_each_side():
    state = staged(NELLO0, NELLO1)
    run(state, f"bid {state.max_bid}", "nello")
    action, why = choose(state)
    assert why == "hint_rv_nello_lead"
    assert reason(state) == (
        "your opponent's expected answer beats it, so you lose this trick and shed a tile"
        " that could win one later."
    )
    other = staged(NELLO0, "6-6 5-5 4-4 3-3 2-2 6-5 6-4")
    run(other, f"bid {other.max_bid}", "nello", "play 4-0")
    action, why = choose(other)  # 4-4 and 6-4 both beat 4-0: shed the higher
    assert (action, why) == ("play 4-4", "hint_rv_nello_over")
    assert reason(other) == (
        "every tile of yours beats 4-0, so you shed a high one and keep your low tiles to "
        "stay under later leads."
    )
    other.apply(action)
    assert choose(other)[1] == "hint_rv_nello_lead_low"
    assert reason(other).startswith("the declarer can stay under any lead of yours")
    for lead in other.legal_actions():  # so it can: each lead has a reply under it
        assert stays_under(run(other.clone(), lead))


def takes(state: ReveilleState, action: str) -> bool:
    """Whether the seat to act takes the trick by answering with ``action``."""
    seat = state.current_player
    before = state.counts[seat]
    return run(state.clone(), action).counts[seat] > before


def stays_under(state: ReveilleState) -> bool:
    """Whether the seat to act can answer the lead without taking the trick."""
    return any(not takes(state, a) for a in state.legal_actions())


# -- the reasons speak as the deciding seat and say true things -----------------------------

SEATS = ["You", "Bot 1"]


def decisions_of_a_deal(seed: int, bot=None):
    """Every decision of a deal played out by ``bot`` (default: the heuristic), with the
    state just before it."""
    yield from decisions_of(GAME.new_deal(seed=seed), bot or heuristic_bot("reveille"), seed)


def test_every_reason_of_whole_deals_reads_as_a_hint_and_as_the_bots_own_words():
    search = ai.ReveilleSearch(ai.ReveilleHeuristic(), 2, 1000.0, ai.game_points)
    keys = set()
    for seed, bot in [*((s, None) for s in range(8)), (9, search)]:
        for state, decision in decisions_of_a_deal(seed, bot):
            assert decision.why is not None
            keys.add(decision.why.key)
            seat = state.current_player
            assert_reason_reads_right(decision, seat, "domino", SEATS, "points|tiles")
    assert len(keys) >= 15


def face_up_gain(state: ReveilleState) -> float:
    """What the face-up tile adds to the hand of the seat to act, over the mean hidden tile
    it may draw (the first half's own measure)."""
    seat = state.current_player
    hand = state.hand_mask(seat)
    top = state.stock_top
    assert top is not None
    pool = ai.unseen_mask(state.view(seat), seat) & ~state.known_mask(1 - seat)
    hidden = [ai.hand_quality(hand | 1 << t) for t in ai.pieces_of(pool)]
    return ai.hand_quality(hand | 1 << top) - sum(hidden) / len(hidden)


def test_the_first_half_reasons_hold_in_the_position():
    """A lead said to be beaten by no tile the opponent may hold is beaten by none in the
    opponent's real hand (a tile it took face up counts); the face-up tile is said to be
    worth more than a hidden one only when it is; a percentage says which side of even the
    chance lies."""
    worth_more = {"hint_rv_take_top", "hint_rv_dump", "hint_rv_lead_win", "hint_rv_lead_cheap"}
    worth_less = {"hint_rv_take_anyway", "hint_rv_dump_poor", "hint_rv_lead_dump"}
    seen = set()
    for seed in range(50):
        for state, decision in decisions_of_a_deal(seed):
            assert decision.why is not None
            key = decision.why.key
            seat = state.current_player
            if key == "hint_rv_lead_sure":
                tile = parse_tile(decision.action.split()[1])
                table = TABLES[NONE][tile >> 3]
                other = ai.pieces_of(state.hand_mask(1 - seat))
                assert all(table[t] <= table[tile] for t in other), (seed, decision.action)
            if key in worth_more | {"hint_rv_lead_sure", "hint_rv_lead_long_shot"}:
                assert face_up_gain(state) > 0, (seed, key)
            if key in worth_less:
                assert face_up_gain(state) <= 0, (seed, key)
            if key in ("hint_rv_lead_win", "hint_rv_lead_cheap", "hint_rv_lead_long_shot"):
                pct = decision.why.params["pct"]
                assert (pct >= 50) == (key == "hint_rv_lead_win"), (seed, key, pct)
            seen.add(key)
    assert {"hint_rv_lead_sure", "hint_rv_take_top", "hint_rv_take_anyway"} <= seen


def test_the_nello_reasons_hold_in_the_position():
    """What a Nello reason says of who takes the trick is what the real hands allow."""
    counted = 0
    for seed in range(60):
        for state, decision in decisions_of_a_deal(seed):
            assert decision.why is not None
            key = decision.why.key
            if not key.startswith("hint_rv_nello_") or key == "hint_rv_nello_lead":
                continue
            counted += 1
            if key in ("hint_rv_nello_lead_other", "hint_rv_nello_lead_low"):
                answers = run(state.clone(), decision.action)
                assert stays_under(answers) == (key == "hint_rv_nello_lead_low"), seed
                if key == "hint_rv_nello_lead_low":  # any lead of its own
                    assert all(stays_under(run(state.clone(), a)) for a in state.legal_actions())
            elif key in ("hint_rv_nello_win", "hint_rv_nello_over"):
                assert not stays_under(state), seed
            else:  # nello_duck, nello_under: the tile played stays under the lead
                assert not takes(state, decision.action), seed
    assert counted > 50
