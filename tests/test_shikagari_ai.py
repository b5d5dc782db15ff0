"""Shikagari bots: what the heuristic infers from the set-aside structure, its plays (feed
a winning partner, sacrifice cheap tiles, take with the cheapest tile that holds, never
beat a partner's safe winner), its reasons in words, and the search levels."""

from __future__ import annotations

import random
import re

import pytest
from test_shikagari import NAMES, go, new

from rules_core.ai import heuristic_bot
from rules_core.ai.base import perform
from rules_core.ai.games.shikagari import Knowledge, ShikagariHeuristic, team_chance
from rules_core.ai.levels import BUDGETS, Forgetful, bot_for, level_budget
from rules_core.ai.search import DeterminizedSearch, decide
from rules_core.messages import CATALOGUE
from rules_core.registry import get_game
from rules_core.tiles import parse_tile

BOT = heuristic_bot("shikagari")


def choice(state, seat: int | None = None):
    """The heuristic's decision for the seat to act, from its view."""
    seat = state.current_player if seat is None else seat
    return BOT.choose(state.view(seat), state.legal(), random.Random(0))


def f(text: str) -> int:
    return parse_tile(text)


def test_the_heuristic_is_the_games_bot():
    assert isinstance(BOT, ShikagariHeuristic)


# -- what a seat knows ----------------------------------------------------------------------


def test_the_set_aside_structure_tells_who_holds_the_big_tiles():
    state = new(
        {0: ["6-6", "6-4", "3-1"], 2: ["6-5", "4-4"], 1: ["6-6", "6-5", "5-5"], 3: ["6-4", "4-4"]},
        first=1,
    )
    go(state, "6-6", "4-4", "6-4", "3-1")  # seat 1's 6-6 takes seat 2's 4-4 and both 6-4
    go(state, "6-5")  # seat 1 leads its 6-5: it has played both its set-aside tiles
    know = Knowledge(state.view(2), 2)
    assert know.shares == {3: 1, 1: 0}  # seat 3 still holds one (its 4-4), seat 1 none
    assert know.beats(3, f("4-3")) == 1.0  # the other team's 4-4 is with seat 3
    assert know.beats(1, f("6-3")) == 0.0  # nothing above 6-3 is left for seat 1
    assert 0.0 < know.beats(1, f("5-4")) < 1.0  # the odds of a random share
    assert know.beats(1, f("1-1")) == 1.0  # its six tiles cannot all be 1-1s
    partner = Knowledge(state.view(2), 2)
    assert partner.beats(0, f("6-5")) == 1.0  # seat 2's partner holds the team's 6-6
    assert partner.sure(f("6-5")) == 1.0  # the other team has nothing above 6-5 left


def test_a_tile_led_that_nothing_out_can_beat_is_a_sure_winner():
    state = new({0: ["6-6", "2-2"]}, first=0)
    know = Knowledge(state.view(0), 0)
    assert team_chance(know, state.view(0), 0, f("6-6")) == 1.0  # an equal tile never beats
    assert team_chance(know, state.view(0), 0, f("2-2")) < 0.5


# -- plays ----------------------------------------------------------------------------------


def test_feeds_the_four_four_to_a_partner_whose_six_six_leads():
    state = new(
        {
            0: ["6-6", "6-5"],
            2: ["4-4", "6-4", "3-3", "3-2", "2-2", "2-1", "5-3", "5-2"],
            1: ["1-1"],
        },
        first=0,
    )
    go(state, "6-6", "1-1")
    decision = choice(state)
    assert decision.action == "play 4-4"
    assert decision.why is not None and decision.why.key == "hint_shika_feed"
    assert decision.why.text("en", NAMES) == (
        "your partner's 6-6 should take the trick, and 4-4 adds 8 red pips to it."
    )
    assert "パートナーの 6-6 がトリックを取れそう" in decision.why.text("ja", NAMES)


def test_sacrifices_a_cheap_tile_to_the_other_teams_big_one():
    state = new({0: ["6-6"], 1: ["6-5", "4-4", "4-1", "3-3", "3-2", "5-5", "5-3", "2-2"]}, first=0)
    go(state, "6-6")
    decision = choice(state)
    assert decision.action == "play 2-2"  # no red pips, the weakest
    # Nothing beats the 6-6 led: the trick is the other team's for sure, not "probably".
    assert decision.why is not None and decision.why.key == "hint_shika_sacrifice_sure"
    assert decision.why.text("en", NAMES).startswith(
        "the other team's 6-6 takes this trick whatever you play"
    )  # the winning tile drawn as a tile
    assert "相手チームの 6-6 は何を出しても取られない" in decision.why.text("ja", NAMES)


def test_leaves_the_trick_to_a_partner_who_still_plays_and_holds_a_stronger_tile():
    cheap = ["2-2", "3-2", "5-3", "3-3", "5-2", "6-3"]
    state = new(
        {
            0: ["6-6", "6-4", "5-5", "1-1"],
            1: ["6-6", "6-5", *cheap],
            2: ["6-5", "4-4"],
            3: ["6-4", "4-4", "1-1"],
        },
        first=0,
    )
    go(state, "6-6", "3-3", "4-4", "1-1")  # seat 0 takes the first trick and leads again
    go(state, "5-5")  # seat 1's partner still plays, and holds the team's 6-4
    decision = choice(state)
    assert decision.action == "play 2-2"
    assert decision.why is not None and decision.why.key == "hint_shika_leave_to_partner"
    assert decision.why.text("en", NAMES) == (
        "your partner, still to play, should beat the other team's 5-5."
    )
    assert "パートナーが相手チームの 5-5 に勝てそうです" in decision.why.text("ja", NAMES)


def test_feeds_a_partner_who_still_plays_and_holds_a_stronger_tile():
    state = new(
        {
            0: ["6-6", "6-4", "1-1"],
            1: ["6-4", "4-4", "2-2", "3-2", "5-3"],
            2: ["6-5", "4-4", "1-1"],
            3: ["6-6", "6-5", "3-3"],
        },
        first=0,
    )
    go(state, "6-6", "2-2", "1-1", "3-3")  # seat 0 takes the first trick and leads again
    go(state, "6-4")  # nothing seat 1 holds beats it; its partner's 6-6 does
    decision = choice(state)
    assert decision.action == "play 4-4"  # red pips for the partner's trick
    assert decision.why is not None and decision.why.key == "hint_shika_feed_ahead"
    assert decision.why.text("en", NAMES) == (
        "your partner, still to play, should beat the other team's 6-4, and 4-4 adds 8 red pips"
        " for your team."
    )
    assert "4-4 で赤い目 8 を足します" in decision.why.text("ja", NAMES)


def test_feeds_red_pips_rather_than_beat_a_partners_safe_winner():
    state = new(
        {
            0: ["6-6", "6-4", "4-1", "1-1"],
            1: ["6-6", "6-5", "5-3"],
            2: ["6-5", "4-4", "2-2"],
            3: ["6-4", "4-4", "3-3", "5-2"],
        },
        first=1,
    )
    go(state, "6-6", "2-2", "3-3", "1-1")  # seat 1 takes the first trick and leads again
    go(state, "5-3", "6-5", "5-2")  # the partner's 6-5 now beats anything left out
    decision = choice(state)
    assert decision.action == "play 4-1"  # 5 red pips to the partner; the 6-6 kept
    assert decision.why is not None and decision.why.key == "hint_shika_feed"


def test_takes_with_the_cheapest_tile_that_holds():
    mine = ["6-6", "6-4", "2-1", "3-2", "2-2", "1-1", "3-1", "3-1"]
    state = new({1: ["5-5"], 2: ["3-3"], 3: ["4-2"], 0: mine}, first=1)
    go(state, "5-5", "3-3", "4-2")
    decision = choice(state)
    assert decision.action == "play 6-4"
    assert decision.why is not None and decision.why.key == "hint_shika_take_sure"
    assert "8 red pips" in decision.why.text("en")


def test_the_last_tile_is_played_with_a_reason():
    state = new({}, first=0)
    rng = random.Random(2)
    while len(state.legal_actions()) > 1 or state.hands[state.current_player].bit_count() > 1:
        state.apply(rng.choice(state.legal_actions()))
    decision = choice(state)
    assert decision.why is not None and decision.why.key == "hint_shika_last"


SEATS = ["You", "Bot 1", "Bot 2", "Bot 3"]  # the person's seat is named "You"


def test_every_reason_reads_as_a_hint_and_as_the_bots_own_words():
    """Whole deals (the heuristic, and the normal level's search on a tiny budget): every
    reason renders in English and Japanese in both voices, never speaks of "you" as the
    bot's own words, and every number is a tile's ends, red pips ("1 red pip" singular) or
    a whole percentage."""
    keys = [k for k in CATALOGUE if k.startswith("hint_shika_")]
    assert len(keys) >= 10
    seen = set()
    game = get_game("shikagari")
    search = DeterminizedSearch(BOT, worlds=2, seconds=1000.0)
    for seed, bot in [*((s, BOT) for s in range(6)), (7, search)]:
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            decision = decide(bot, state, rng)
            assert decision.why is not None
            if decision.why.key in ("hint_search", "hint_search_facet"):  # the search's own
                perform(state, decision)
                continue
            assert decision.why.key in keys
            hint = decision.hint_line("tiengow")
            own = decision.reason_line(state.current_player, "tiengow")
            for lang in ("en", "ja"):
                for line in (hint.text(lang, SEATS), own.text(lang, SEATS)):
                    assert "{" not in line and line.count(" — ") <= 1, line
            mine = own.text("en", SEATS).split(" — ", 1)[1]
            assert not re.search(r"\b(you|your)\b", mine, re.IGNORECASE), mine
            assert "あなた" not in own.text("ja", SEATS)
            english = decision.why.text("en", NAMES)
            plain = re.sub(r"\d-\d", "TILE", english)
            for number in re.finditer(r"\d+", plain):
                after = plain[number.end() :]
                if after.startswith("%"):
                    assert 0 <= int(number.group()) <= 100, english
                    continue
                assert after.startswith(" red pip"), english
                assert after.startswith(" red pips") == (number.group() != "1"), english
            seen.add(decision.why.key)
            perform(state, decision)
    assert len(seen) >= 9


# What each reason says of the chance that the seat's team takes the trick.
LIKELY = {
    "hint_shika_lead_sure",
    "hint_shika_lead_likely",
    "hint_shika_take_sure",
    "hint_shika_take",
    "hint_shika_feed",
    "hint_shika_behind_partner",
    "hint_shika_leave_to_partner",
    "hint_shika_feed_ahead",
}
UNLIKELY = {
    "hint_shika_top_anyway",
    "hint_shika_hope_partner",
    "hint_shika_partner_beaten",
    "hint_shika_sacrifice",
    "hint_shika_sacrifice_sure",
}


def test_a_reason_that_says_the_team_should_take_the_trick_holds_in_the_position():
    """A reason that says the team should take the trick (or try for it) has the team's
    chance at one half or more, one that says the other team should, below it; a
    percentage is the chance the seat reckons."""
    game = get_game("shikagari")
    counted = 0
    for seed in range(20):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            seat = state.current_player
            view = state.view(seat)
            decision = choice(state)
            assert decision.why is not None
            key = decision.why.key
            face = state.legal().id(decision.action)
            chance = team_chance(Knowledge(view, seat), view, seat, face)
            if key in LIKELY:
                assert chance >= 0.5, (key, chance)
                counted += 1
            elif key in UNLIKELY:
                assert chance < 0.5, (key, chance)
                counted += 1
            if "pct" in decision.why.params:
                assert decision.why.params["pct"] == round(100 * chance)
            perform(state, decision)
            rng.random()
    assert counted > 300


def test_two_tiles_of_one_face_are_not_called_the_last_tile():
    state = new({0: ["6-1", "6-1"]}, first=0)
    rng = random.Random(5)
    while state.hands[0].bit_count() > 2 or state.current_player != 0:
        if state.current_player == 0:
            others = [a for a in state.legal_actions() if a != "play 6-1"]
            state.apply(rng.choice(others or state.legal_actions()))
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert state.legal_actions() == ["play 6-1"]
    decision = choice(state)
    assert decision.why is not None and decision.why.key == "hint_shika_same"
    assert decision.why.text("en") == "every tile left in your hand is a 6-1."
    assert decision.why.spoken_by_self().text("ja") == "残りの手牌はどれも 6-1 です。"


def test_the_heuristic_reads_faces_never_copies():
    """Two worlds that differ only in which copy of a doubled tile a seat holds get the
    same decision."""
    state = new({0: ["5-5", "1-1", "6-1"], 1: ["5-5", "1-1", "6-1"]}, first=0)
    twin = new({0: ["5-5", "1-1", "6-1"], 1: ["5-5", "1-1", "6-1"]}, first=0)
    twin.hands[0], twin.hands[1] = _swap_copies(twin.hands[0], twin.hands[1])
    assert twin.hands[0] != state.hands[0]
    assert BOT.act(state, random.Random(0)) == BOT.act(twin, random.Random(0))


def _swap_copies(a: int, b: int) -> tuple[int, int]:
    for text in ("5-5", "1-1", "6-1"):
        face = parse_tile(text)
        bits = 1 << face | 1 << (face + 64)
        if a & bits and b & bits and (a & bits) != (b & bits):
            a, b = a ^ bits, b ^ bits
    return a, b


def test_the_easy_level_plays_from_forgotten_tricks():
    state = get_game("shikagari").new_deal(seed=4)
    bot = Forgetful(BOT, slip_rate=0.0)
    rng = random.Random(4)
    while not state.is_terminal:
        decision = decide(bot, state, rng)
        assert decision.action in state.legal_actions()
        perform(state, decision)
    assert sum(state.scores()) == 64


# -- the search levels ----------------------------------------------------------------------


def test_the_search_levels_are_the_shared_search_with_this_heuristic():
    for level in ("normal", "strong"):
        bot = bot_for("shikagari", level)
        assert isinstance(bot, DeterminizedSearch) and isinstance(bot.policy, ShikagariHeuristic)
        budget = level_budget("shikagari", level)
        assert (bot.worlds, bot.seconds) == (budget.worlds, BUDGETS[level].seconds)
    assert bot_for("shikagari", "normal").worlds == 3  # its own (LEVEL_WORLDS)


def test_the_search_explains_a_choice_that_differs_from_the_heuristic():
    bot = DeterminizedSearch(BOT, worlds=6, seconds=1000.0)
    game = get_game("shikagari")
    for seed in range(30):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        for _ in range(4 + seed % 9):
            state.apply(rng.choice(state.legal_actions()))
        decision = decide(bot, state, random.Random(seed))
        if decision.why is not None and decision.why.key.startswith("hint_search"):
            assert "possible deals" in decision.why.text("en")
            assert "通り" in decision.why.text("ja")
            return
    pytest.fail("the search never disagreed with the heuristic")


@pytest.mark.slow
def test_the_normal_level_beats_the_heuristic_over_a_few_deals():
    """A soak, not a benchmark (see ``python -m rules_core.bench --game shikagari``)."""
    game = get_game("shikagari")
    search = DeterminizedSearch(BOT, worlds=8, seconds=1000.0)
    points = 0.0
    deals = 24
    for n in range(deals):
        state = game.new_deal(seed=900 + n)
        mine = n % 2
        rng = random.Random(n)
        while not state.is_terminal:
            bot = search if state.current_player % 2 == mine else BOT
            perform(state, decide(bot, state, rng))
        ours, theirs = state.scores()[mine], state.scores()[1 - mine]
        points += 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0
    assert points / deals >= 0.55
