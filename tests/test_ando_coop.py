"""Co-op Must-Follow: the spec's examples and rulings (shared/rules/ando_coop.md)."""

import random
from dataclasses import replace

import pytest
from helpers import play_randomly
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import BadDeal, IllegalAction, get_game
from rules_core.cards import card_str, cards_of, full_pack, parse_card, parse_cards
from rules_core.games.ando_coop import CoopState, RoundResult, evaluate
from rules_core.record import record_of, replay

GAME = get_game("ando_coop")


def test_four_player_example_wins_with_score_four():
    result = RoundResult((6, 0, 4, 2), tuple(parse_cards(["5S", "KH", "2D", "9C"])))
    assert evaluate("4p", [result], None) == (True, 5 - 13 + 12)


def test_three_player_example_loses_on_two_hearts():
    result = RoundResult((8, 4, 0), tuple(parse_cards(["AH", "7H", "5S"])))
    assert evaluate("3p", [result], parse_card("9C")) == (False, 0)


def test_wrong_trick_pattern_loses_even_with_four_suits():
    result = RoundResult((5, 1, 4, 2), tuple(parse_cards(["5S", "KH", "2D", "9C"])))
    assert evaluate("4p", [result], None)[0] is False


def two_rounds(t1, k1, t2, k2):
    return [RoundResult(t1, tuple(parse_cards(k1))), RoundResult(t2, tuple(parse_cards(k2)))]


def test_two_player_win_needs_swapped_counts_and_paired_suits():
    rounds = two_rounds((8, 4), ["KH", "3D"], (4, 8), ["2S", "QC"])
    assert evaluate("2p", rounds, None) == (True, 12 - 2 + 12)  # round-2 eight-trick player kept QC
    assert evaluate("2p", two_rounds((8, 4), ["KH", "3D"], (8, 4), ["2S", "QC"]), None)[0] is False
    assert evaluate("2p", two_rounds((8, 4), ["KH", "3S"], (4, 8), ["2D", "QC"]), None)[0] is False


def deal_4p():
    pack = full_pack()
    return {"hands": [[card_str(c) for c in pack[i::4]] for i in range(4)]}


def test_the_holder_of_two_of_clubs_leads_it():
    state = GAME.new_deal(variant="4p", deal=deal_4p())
    holder = next(s for s in range(4) if parse_card("2C") in state.hand_cards(s))
    assert state.current_player == holder
    assert state.legal_actions() == ["play 2C"]
    other = next(c for c in state.hand_cards(holder) if c != parse_card("2C"))
    with pytest.raises(IllegalAction, match="first lead must be 2♣"):
        state.apply(f"play {card_str(other)}")


def test_three_players_lead_the_six_of_clubs_when_the_five_is_in_the_centre():
    pack = [c for c in full_pack() if c & 15 >= 5]
    five = parse_card("5C")
    rest = [c for c in pack if c != five]
    deal = {
        "hands": [[card_str(c) for c in rest[i * 13 : (i + 1) * 13]] for i in range(3)],
        "centre": "5C",
    }
    state = GAME.new_deal(variant="3p", deal=deal)
    assert state.legal_actions() == ["play 6C"]


def test_two_player_deal_with_equal_suit_counts_is_refused():
    pack = full_pack()
    by_suit = [[c for c in pack if c >> 4 == suit] for suit in range(4)]
    counts = (4, 3, 3, 3)  # both round-1 hands get exactly these suit counts
    h0 = [c for suit, n in enumerate(counts) for c in by_suit[suit][:n]]
    h1 = [c for suit, n in enumerate(counts) for c in by_suit[suit][n : 2 * n]]
    assert parse_card("2C") in h0
    rest = sorted(c for c in pack if c not in h0 and c not in h1)
    deal = {
        "round1": [[card_str(c) for c in h0], [card_str(c) for c in h1]],
        "round2": [[card_str(c) for c in rest[:13]], [card_str(c) for c in rest[13:]]],
    }
    with pytest.raises(BadDeal, match="round1: both hands have the same suit counts"):
        GAME.new_deal(variant="2p", deal=deal)


@pytest.mark.parametrize("seed", range(20))
def test_seeded_two_player_deals_pass_the_redeal_check(seed):
    from rules_core.games.ando_coop import same_suit_counts

    state = GAME.new_deal(variant="2p", seed=seed)
    assert parse_card("2C") in state.hand_cards(0)
    assert not same_suit_counts(state.hand_cards(0), state.hand_cards(1))
    assert not same_suit_counts(*state.round2_dealt)


def test_solo_player_reveals_one_dummy_card_per_suit_before_play():
    state = GAME.new_deal(variant="1p", seed=3)
    suits = {c >> 4 for c in state.hand_cards(1)}
    assert state.current_player == 0 and all(a.startswith("reveal ") for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply("play 2C")
    first = state.legal_actions()[0]
    state.apply(first)
    card = parse_card(first.split()[1])
    same_suit = next((c for c in state.hand_cards(1) if c >> 4 == card >> 4 and c != card), None)
    if same_suit is not None:
        with pytest.raises(IllegalAction, match="already face up"):
            state.apply(f"reveal {card_str(same_suit)}")
    while state.phase == "reveal":
        state.apply(state.legal_actions()[0])
    assert state.revealed.bit_count() == len(suits)
    assert state.legal_actions() == ["play 2C"] and state.current_player == 0
    assert set(state.view(0).open_cards) == set(cards_of(state.revealed))


def test_round_two_is_led_by_the_last_trick_winner_of_round_one():
    state = GAME.new_deal(variant="2p", seed=5)
    rng = random.Random(5)
    last_winner = None
    while state.round == 1:
        for event in state.apply(rng.choice(state.legal_actions())):
            if event.kind == "trick":
                last_winner = event.player
    assert sum(state.rounds[0].tricks) == 12 and len(state.rounds[0].kept) == 2
    assert state.current_player == last_winner
    assert all(h.bit_count() == 13 for h in state.hands)


def test_table_talk_is_rank_free_and_changes_nothing():
    state = GAME.new_deal(variant="4p", seed=1)
    before = state.view(0)
    events = state.apply("say plan 6 4 2 0", 2)
    assert events[0].kind == "say"
    assert replace(state.view(0), talk=()) == before  # the deal itself is unchanged
    assert state.view(0).talk == ((2, "plan 6 4 2 0"),)  # and everyone heard it
    state.apply("say keep H", 1)
    state.apply("say want lose", 3)
    for bad in ("say plan 6 4 2 1", "say keep 7", "say my ace", "say want ace"):
        with pytest.raises(IllegalAction):
            state.apply(bad, 0)
    assert not any(a.startswith("say") for a in state.legal_actions())


def test_view_shows_every_hands_suits_but_only_own_ranks():
    state = GAME.new_deal(variant="4p", seed=2)
    view = state.view(1)
    assert view.hand == state.hand_cards(1)
    assert view.hand_suits[0] == tuple(sorted(c >> 4 for c in state.hand_cards(0)))
    assert not hasattr(view, "hands")


@pytest.mark.parametrize("variant", ["4p", "3p", "2p", "1p"])
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_games_end_consistently_and_replay(variant, seed):
    state = GAME.new_deal(variant=variant, seed=seed)
    rng = random.Random(seed)
    actions = []
    worlds_checked = 0
    while not state.is_terminal:
        seat = state.current_player
        if worlds_checked < 3:
            world = state.sample_hidden(seat, rng)
            assert world.view(seat) == state.view(seat)
            worlds_checked += 1
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
    result = state.result()
    assert len(set(state.scores())) == 1 and result["win"] in (True, False)
    assert (state.scores()[0] > 0) <= result["win"]
    assert sum(result["tricks"]) == 12
    again, _ = replay(record_of(state, actions, seed=seed, variant=variant))
    assert again.result() == result and again.scores() == state.scores()


def test_conditions_are_spelled_out_with_ticks_and_crosses():
    from rules_core.games.ando_coop import conditions

    result = RoundResult((8, 4, 0), tuple(parse_cards(["AH", "7H", "5S"])))
    listed = conditions("3p", [result], parse_card("9C"))
    assert [ok for _, ok in listed] == [True, False]
    assert str(listed[0][0]) == "Tricks 8-4-0 make the pattern 8-4-0 in some order"
    assert "A♥, 7♥, 5♠, 9♣" in str(listed[1][0])
    two = two_rounds((8, 4), ["KH", "3S"], (4, 8), ["2D", "QC"])
    assert [ok for _, ok in conditions("2p", two, None)] == [True, True, False]


def test_finished_state_lists_its_conditions():
    state = GAME.new_deal(variant="4p", seed=11)
    rng = random.Random(11)
    assert state.conditions() == []
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    listed = state.conditions()
    assert len(listed) == 2 and state.win == all(ok for _, ok in listed)


def test_a_win_explains_its_score_with_the_actual_ranks():
    state = GAME.new_deal(variant="4p", seed=1)
    state.rounds = [RoundResult((6, 0, 4, 2), tuple(parse_cards(["5S", "KH", "2D", "9C"])))]
    state.is_terminal, state.win, state.score = True, True, 4
    text = str(state.explain_score())
    assert "5♠ (5)" in text and "K♥ (13)" in text and "= 4" in text


@pytest.mark.parametrize("variant", ["4p", "1p"])
def test_a_match_of_co_op_deals_keeps_seat_zero_dealing(variant):
    from rules_core.match import Match

    match = Match("ando_coop", variant=variant)
    rng = random.Random(4)
    for _ in range(3):
        number, state = match.start_deal(rng=rng)
        match.finish_deal(number, state, play_randomly(state, rng))
        assert match.dealer == 0


def test_bots_propose_the_plan_once_and_repeat_only_a_different_one():
    """All bots compute the same plan: one proposes it, the rest agree in silence; a
    plan a person said that differs is repeated by each bot to accept it."""
    from rules_core.ai import heuristic_bot

    bot = heuristic_bot("ando_coop")

    def bots_talk_and_play(state, actions: int) -> None:
        rng = random.Random(0)
        for _ in range(actions):
            seat = state.current_player
            for said in bot.talk(state.view(seat)):
                state.apply(said, seat)
            state.apply_id(bot.act(state, rng))

    state = GAME.new_deal(variant="4p", seed=5)
    bots_talk_and_play(state, 8)
    plans = [text for _, text in state.view(0).talk if text.startswith("plan ")]
    assert len(plans) == 1
    state = GAME.new_deal(variant="4p", seed=5)
    mine = "plan 0 2 4 6"
    assert "say " + mine != bot.talk(state.view(0))[0]  # not what the bots would propose
    state.apply("say " + mine, state.current_player)
    bots_talk_and_play(state, 8)
    assert [text for _, text in state.view(0).talk].count(mine) == 4  # said, and accepted 3x


# -- issue 27: the table keeps faith (plans per round, hints in the game's units) ------------


def play_with_hints_and_bots(variant: str, seed: int, watch=None):
    """Play a deal as a person who presses H then Enter for every move (the hint bot's
    action, without its talk) beside the normal-level bots (their talk and action).  The
    search runs to its world budget, never to the clock, so the deal repeats exactly."""
    from rules_core.ai.base import perform
    from rules_core.ai.levels import bot_for
    from rules_core.ai.search import decide

    state = GAME.new_deal(variant=variant, seed=seed)
    bot = bot_for("ando_coop", "normal")
    bot.seconds = 1000.0
    count = 0
    while not state.is_terminal:
        seat = state.current_player
        decision = decide(bot, state, random.Random(count))
        if watch is not None:
            watch(state, seat, decision, bot)
        if state.decider(seat) == 0:
            state.apply(decision.action, seat)  # the person: Enter plays the hint's action
        else:
            perform(state, decision)
        count += 1
    return state


def test_round_two_plays_to_the_mirrored_targets_in_status_plan_and_hint():
    """Deal 267168690 (2p): round 1 ends 4-8 after the bot said "plan 4 8".  Round 2 must
    be played 8-4 by everyone: the seat lines, the bot's plan and the person's hint (the
    round-1 plan said at the table used to win over the mirrored one)."""
    from rules_core.ai.games.ando_coop.bot import the_plan

    seen = {"status": 0, "bot": 0, "hint": 0}

    def watch(state, seat, decision, bot):
        if state.round != 2:
            return
        mirrored = tuple(12 - t for t in state.rounds[0].tricks)
        lines = state.status(0).seats
        assert [line[0].params.get("target") for line in lines] == list(mirrored)
        seen["status"] += 1
        view = state.view(seat)
        assert the_plan(view) == mirrored
        if seat == 1:
            plans = [text for text in decision.say if "plan" in text]
            assert plans in ([], ["say plan " + " ".join(map(str, mirrored))])
            seen["bot"] += 1
        why = decision.why
        standing = why.params.get("standing") if why is not None else None
        if seat == 0 and standing is not None:
            assert standing.params["target"] == mirrored[0], why.text("en")
            seen["hint"] += 1

    state = play_with_hints_and_bots("2p", 267168690, watch)
    first, second = state.rounds
    assert first.tricks == (4, 8)  # round 1 made its split, and kept hearts with diamonds
    assert {c >> 4 for c in first.kept} == {1, 2}
    assert all(seen.values()), seen
    assert "plan 8 4" in [text for who, text in state.talk[state.talk_from :] if who == 1]
    # Round 2 is played to its end with both seats aiming at the mirrored targets (how it
    # ends depends on the cards unseen and the search's worlds, not on the plan).
    assert state.is_terminal and sum(second.tricks) == 12


def test_a_plan_said_in_round_one_is_not_round_twos():
    from rules_core.games.ando_coop import spoken_plan

    state = GAME.new_deal(variant="2p", seed=267168690)
    state.apply("say plan 4 8", 1)
    rng = random.Random(1)
    while state.round == 1:
        state.apply(rng.choice(state.legal_actions()))
    assert spoken_plan(state.talk) == (4, 8)  # still the last said, in the whole talk
    assert state.view(0).round_talk == () and state.round_talk == []
    targets = state.targets()
    if sorted(state.rounds[0].tricks) == [4, 8]:
        assert targets == tuple(12 - t for t in state.rounds[0].tricks)
    else:
        assert targets is None  # no round-1 split to mirror: no target shown


def solo_round_one_made():
    """Solo deal 6 played by the solver's winning line to the end of round 1 (8-4, clubs
    and spades kept)."""
    line = [
        "reveal 10C", "reveal 3D", "reveal 5H", "reveal 2S", "play 2C", "play 10C",
        "play QS", "play 10S", "play 7S", "play 9S", "play 8S", "play 5S", "play 9H",
        "play QH", "play 4S", "play 6H", "play 4D", "play 9D", "play 5D", "play 3D",
        "play AC", "play 10H", "play KC", "play 5H", "play 4H", "play AD", "play 7C",
        "play JD",
    ]  # fmt: skip
    state = GAME.new_deal(variant="1p", seed=6)
    for action in line:
        state.apply(action)
    assert state.round == 2 and state.rounds[0].tricks == (8, 4)
    return state


def test_between_the_rounds_the_table_says_how_round_one_went_and_what_round_two_asks():
    state = solo_round_one_made()
    seats = ["You", "Dummy"]
    summary = state.round1_summary()
    assert summary is not None and summary.key == "coop_round1_made"
    text = summary.text("en", seats)
    assert "You 8, Dummy 4 (8-4 ✓)" in text and "6♣, 2♠ ✓" in text
    assert "Round 2 the other way round — tricks: You 4, Dummy 8; last cards ♥ ♦." in text
    assert "第 2 ラウンドはその逆" in summary.text("ja", ["あなた", "ダミー"])
    status = state.status(0)
    assert status.centre == summary  # until round 2's first trick is taken
    assert [m.text("en") for m in status.seats[0]] == ["tricks 0 / 4"]  # the rules' mirror
    assert [m.text("en") for m in status.seats[1]] == ["tricks 0 / 8"]
    rng = random.Random(3)
    while not state.finished:
        state.apply(rng.choice(state.legal_actions()))
    assert state.status(0).centre.key in ("coop_goal_round2", "coop_goal_lost")


def round_one_at_random(play: int) -> CoopState:
    """Deal 5 (2p) with round 1 played at random (``play`` seeds the choices)."""
    state = GAME.new_deal(variant="2p", seed=5)
    rng = random.Random(play)
    while state.round == 1:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_round_one_that_missed_says_the_deal_is_lost():
    state = round_one_at_random(1)
    assert state.rounds[0].tricks == (7, 5)
    summary = state.round1_summary()
    assert summary.key == "coop_round1_lost"
    text = summary.text("en", ["You", "Bot 1"])
    assert text == (
        "Round 1 is over — tricks: You 7, Bot 1 5.\n"
        "The deal can no longer be won: round 1 split 7-5, not 8-4."
    )
    state = round_one_at_random(5)  # 4-8, but 9♥ with 5♣ kept
    assert "round 1 kept 9♥, 5♣, neither hearts with diamonds" in str(state.round1_summary())
    assert state.targets() == (8, 4)  # the split still mirrors, though the deal is lost


@pytest.mark.parametrize(
    ("variant", "counts", "suits", "r1", "kept1", "centre", "why"),
    [
        ("4p", (7, 0, 0, 0), [[0, 1, 2, 3]] * 4, None, None, None, "coop_lost_tricks"),
        ("4p", (3, 3, 0, 0), [[0, 1, 2, 3]] * 4, None, None, None, None),  # 6-4 ok, not yet lost
        ("4p", (0, 0, 0, 0), [[2], [2], [0, 1], [3]], None, None, None, "coop_lost_suits"),
        ("3p", (0, 0, 0), [[0], [1], [2]], None, None, "2C", "coop_lost_suits"),
        ("3p", (0, 0, 0), [[0], [1], [2]], None, None, "2S", None),
        ("2p", (0, 0), [[0], [0, 3]], None, None, None, None),  # clubs with spades
        ("2p", (0, 0), [[0], [0, 1]], None, None, None, "coop_lost_suits"),
        ("2p", (0, 0), [[0, 3], [0, 3]], (5, 7), ["2H", "3D"], None, "coop_lost_split"),
        ("2p", (0, 0), [[0, 3], [0, 3]], (4, 8), ["2H", "3S"], None, "coop_lost_pair"),
        ("2p", (5, 0), [[0, 3], [0, 3]], (8, 4), ["2H", "3D"], None, "coop_lost_targets"),
        ("2p", (4, 0), [[0, 3], [0, 3]], (8, 4), ["2H", "3D"], None, None),
        ("2p", (0, 0), [[1, 2], [1, 2]], (8, 4), ["2H", "3D"], None, "coop_lost_suits"),
    ],
)
def test_a_lost_deal_is_seen_from_public_facts(variant, counts, suits, r1, kept1, centre, why):
    from rules_core.games.ando_coop import out_of_reach

    kept = parse_cards(kept1) if kept1 else None
    round_no = 2 if r1 else 1
    found = out_of_reach(
        variant, round_no, counts, suits, r1, kept, parse_card(centre) if centre else None
    )
    assert (found.key if found else None) == why


def test_once_the_deal_is_lost_hint_and_bots_say_so_and_do_not_search():
    """A loss scores 0 whatever is played: the hint and the bots play on by the plan,
    say why the deal is lost, and spend no search on it."""
    from rules_core.ai.levels import bot_for
    from rules_core.ai.search import decide

    state = round_one_at_random(1)  # round 1 split 7-5
    bot = bot_for("ando_coop", "normal")
    bot.seconds = 1000.0
    decision = decide(bot, state, random.Random(0))
    assert bot.last.worlds == 0  # nothing searched
    assert decision.why.key == "hint_coop_lost"
    assert "the deal can no longer be won (round 1 split 7-5" in decision.why.text("en")
    assert "whatever is played it scores 0" in decision.why.text("en")
    assert "もう勝てません" in decision.why.text("ja")
    assert state.status(0).centre.key == "coop_round1_lost"


def test_co_op_search_reasons_speak_in_win_chances_and_the_games_score():
    """The search's reasons in a co-op game: a chance to win in percent (never over
    100), a score only where the chances are equal (never over 24), "with nothing left
    unseen" where every card is known, and never the search's internal utility."""
    import re

    reasons = []

    def watch(state, seat, decision, bot):
        if decision.why is not None and "search" in decision.why.key:
            reasons.append((decision.why, bot.last))

    for seed in (5, 11, 267168690):
        play_with_hints_and_bots("2p", seed, watch)
    keys = {why.key for why, _ in reasons}
    assert "hint_search" not in keys  # points of the utility: never in co-op
    assert {"hint_search_win", "hint_search_parts"} <= keys, keys
    for why, stats in reasons:
        text = why.text("en")
        assert all(int(p) <= 100 for p in re.findall(r"(\d+)%", text)), text
        for gain in re.findall(r"scores? ([\d.]+) points? more", text):
            assert float(gain) <= 24, text
        assert "1 possible deals" not in text
        assert ("with nothing left unseen" in text) == stats.same_world, text
        for lang in ("en", "ja"):
            for voice in ("you", "self"):
                assert "{" not in why.text(lang, voice=voice)


def test_worlds_that_are_all_the_same_are_told_as_nothing_unseen():
    """In round 2 of a 2p deal every card is known by elimination (round 1's 26 cards
    have all been seen): every world the search deals is the same deal."""
    from rules_core.ai.search import same_world

    two = GAME.new_deal(variant="2p", seed=267168690)
    rng = random.Random(0)
    while two.round == 1:
        two.apply(rng.choice(two.legal_actions()))
    a, b = two.sample_hidden(0, random.Random(1)), two.sample_hidden(0, random.Random(2))
    assert same_world(a, b)
    first = GAME.new_deal(variant="2p", seed=267168690)
    a, b = first.sample_hidden(0, random.Random(1)), first.sample_hidden(0, random.Random(2))
    assert not same_world(a, b)


def test_search_reasons_in_points_have_the_right_number():
    from rules_core.ai.search import gain_words
    from rules_core.messages import Msg

    def said(worlds: int, gain: float, unit: str = "points", pieces: str = "french") -> str:
        played = Msg("search_played", {"worlds": worlds}, pieces=pieces)
        why = Msg("hint_search", {"played": played, "better": gain_words(gain, unit)}, pieces)
        return why.text("en")

    one = said(1, 1.0)
    assert "over 1 possible deal of the unseen cards" in one and "1 point more" in one
    many = said(6, 2.5)
    assert "6 possible deals" in many and "2.5 points more" in many
    assert "2.2 red pips more" in said(6, 2.2, "red_pips", "tiengow")
    assert "wins the deal about 15% more often" in said(6, 0.3, "deal", "karuta")
    assert "points" not in said(6, 0.01) and "a little more" in said(6, 0.01)
    played = Msg("search_played_known", pieces="domino")
    known = Msg("hint_search", {"played": played, "better": gain_words(3, "points")}, "domino")
    assert known.text("en").startswith("with nothing left unseen, played out to the end")
    assert "possible" not in known.text("en")


def test_the_dummys_reasons_speak_of_the_dummy():
    """In the solo game the person decides for the dummy: a hint for the dummy's card
    says where the dummy stands, in the third person."""
    from rules_core.ai import heuristic_bot

    bot = heuristic_bot("ando_coop")
    state = GAME.new_deal(variant="1p", seed=2)
    rng = random.Random(2)
    texts = []
    while not state.is_terminal and len(texts) < 12:
        if state.current_player == 1 and state.phase == "play":
            decision = bot.choose(state.view(0), state.legal(), rng)
            if decision.why is not None and "standing" in decision.why.params:
                texts.append(decision.why.text("en"))
        state.apply(rng.choice(state.legal_actions()))
    assert texts and all(t.startswith("the dummy") for t in texts), texts


def test_a_plan_broken_by_the_tricks_is_mended_to_the_nearest_that_fits():
    from rules_core.ai.games.ando_coop.bot import mended

    assert mended((0, 2, 4, 6), (6, 4, 2, 0), (2, 1, 1, 0)) == (6, 4, 2, 0)  # still fits
    assert mended((0, 2, 4, 6), (6, 4, 2, 0), (0, 0, 3, 0)) == (6, 2, 4, 0)
    assert mended((0, 4, 8), (8, 4, 0), (1, 5, 0)) == (4, 8, 0)  # the nearest order
    assert mended((0, 4, 8), (8, 4, 0), (1, 5, 5)) == (8, 4, 0)  # nothing fits: lost


@pytest.mark.parametrize("variant", ["4p", "3p", "1p"])
def test_the_plan_holds_all_round_unless_the_tricks_break_it(variant):
    """The plan is worked out from the suits as dealt, so it does not drift as the hands
    empty (the solo game, where nobody says it, used to change it from trick to trick);
    it changes only when the tricks taken no longer fit it, and the bots then say the
    mended plan."""
    from rules_core.ai import heuristic_bot
    from rules_core.ai.base import perform
    from rules_core.ai.games.ando_coop.bot import the_plan
    from rules_core.ai.search import decide

    bot = heuristic_bot("ando_coop")
    for seed in range(12):
        state = GAME.new_deal(variant=variant, seed=seed)
        rng = random.Random(seed)
        last, round_no = None, 1
        while not state.is_terminal:
            if state.phase == "play":
                plan = the_plan(state.view(state.decider(state.current_player)))
                if last is not None and state.round == round_no and plan != last:
                    assert any(t > p for t, p in zip(state.counts, last, strict=True)), seed
                    fits = all(t <= p for t, p in zip(state.counts, plan, strict=True))
                    assert fits or state.out_of_reach() is not None, seed  # else: lost
                last, round_no = plan, state.round
            decision = decide(bot, state, rng)
            said = [text for text in decision.say if text.startswith("say plan ")]
            if said and variant != "1p":
                assert said == [
                    "say plan " + " ".join(map(str, the_plan(state.view(state.current_player))))
                ]
            perform(state, decision)


@pytest.mark.parametrize("variant", ["4p", "3p", "2p", "1p"])
def test_co_op_reasons_are_true_in_the_position(variant):
    """What a co-op reason says of its card holds where it is said: a card said to beat
    the trick so far beats it, one said to stay under does, "the highest/lowest card you
    can spare" is one (only the last card of a suit may be held back), a target said is
    the plan's, and a hidden dummy card is never named."""
    from rules_core.ai import heuristic_bot
    from rules_core.ai.base import perform
    from rules_core.ai.games.ando_coop.bot import the_plan
    from rules_core.ai.search import decide
    from rules_core.games.ando_coop import TABLES

    bot = heuristic_bot("ando_coop")
    checked: set[str] = set()
    for seed in range(6):
        state = GAME.new_deal(variant=variant, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            seat = state.current_player
            view = state.view(state.decider(seat))
            decision = decide(bot, state, rng)
            why = decision.why

            def seen(card: int, view=view) -> bool:
                """A rank the deciding seat sees (the dummy's face-down ones it does not)."""
                return variant != "1p" or card in view.hand or card in view.open_cards

            if state.phase == "play" and why is not None and "standing" in why.params:
                card = parse_card(decision.action.split()[1])
                legal = [parse_card(a.split()[1]) for a in state.legal_actions()]
                hand = state.hand_cards(seat)
                trick = state.trick_cards()
                standing = why.params["standing"]
                if "target" in standing.params:
                    assert standing.params["target"] == the_plan(view)[seat]
                assert standing.params.get("have", state.counts[seat]) == state.counts[seat]
                key = why.key.removeprefix("hint_coop_")
                if key != "blind":
                    assert card in view.hand or card in view.open_cards  # never a hidden card
                    held = [
                        c for c in legal if c != card and sum(h >> 4 == c >> 4 for h in hand) == 1
                    ]
                    spare = [c for c in legal if c not in held] or legal
                    ranks = [c & 15 for c in spare if seen(c)]
                if trick and key in ("take", "duck", "cannot", "forced"):
                    table = TABLES[trick[0] >> 4 & 7]
                    best = max(table[c] for c in trick)
                    assert (table[card] > best) == (key in ("take", "forced")), why.text("en")
                    if key == "duck":  # the highest of the spare cards that stay under
                        under = [c & 15 for c in spare if table[c] <= best and seen(c)]
                        assert card & 15 >= max(under), why.text("en")
                if key in ("lead_high", "forced"):
                    assert card & 15 >= max(ranks), why.text("en")
                if key in ("lead_low", "cannot"):
                    assert card & 15 <= min(ranks), why.text("en")
                checked.add(key)
            perform(state, decision)
    assert {"take", "lead_high", "lead_low"} <= checked, checked


def test_a_wish_for_a_trick_is_quoted_only_during_that_trick():
    """ "I want this trick" stays on the seat line while that trick is played, not after:
    the next trick asks afresh (a plan or a kept suit holds for the round)."""
    import random

    from rules_core.ai import heuristic_bot
    from rules_core.ai.base import perform
    from rules_core.ai.search import decide

    state = get_game("ando_coop").new_deal(variant="4p", seed=2)
    bot = heuristic_bot("ando_coop")
    checked = 0
    step = 0
    while not state.is_terminal:
        said = list(zip(state.round_talk, state.talk_tricks[state.talk_from :], strict=True))
        for seat, line in enumerate(state.status(0).seats):
            quoted = [m for m in line if m.key == "coop_quote"]
            if quoted and quoted[0].params["what"].key.startswith("coop_said_want"):
                when = [n for (who, text), n in said if who == seat and text.startswith("want ")]
                assert when[-1] == len(state.finished), (seat, said)
                checked += 1
        perform(state, decide(bot, state, random.Random(step)))
        step += 1
    assert checked


def test_a_reason_on_a_plan_the_tricks_broke_says_so():
    """When the tricks taken have broken the plan said at the table, a reason (a hint) that
    follows the nearest plan still fitting names both: it never counts to targets nobody
    agreed as if they were the table's."""
    import random

    from rules_core.ai import heuristic_bot
    from rules_core.ai.base import perform
    from rules_core.ai.search import decide
    from rules_core.games.ando_coop import spoken_plan

    bot = heuristic_bot("ando_coop")
    found = 0
    for seed in range(1, 20):
        state = get_game("ando_coop").new_deal(variant="4p", seed=seed)
        step = 0
        while not state.is_terminal:
            decision = decide(bot, state, random.Random(step))
            said = spoken_plan(state.view(state.current_player).round_talk)
            why = decision.why
            if why is not None and why.params.get("standing") is not None:
                standing = why.params["standing"]
                if standing.key == "coop_mended":
                    assert standing.params["old"] == "-".join(map(str, said))
                    assert standing.params["new"] != standing.params["old"]
                    found += 1
            perform(state, decision)
            step += 1
    assert found
