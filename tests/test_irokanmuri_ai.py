"""Irokanmuri bots: the heuristic's choices in the positions the issue names (last cards,
jokers kept or used, kinds known to be exhausted, a partner or an opponent about to go
out), its reasons in both languages, the easy level's memory, and the search levels."""

from __future__ import annotations

import random

from rules_core.ai import RandomBot, heuristic_bot
from rules_core.ai.irokanmuri import STRONG_FACTOR, IrokanmuriHeuristic, Reading
from rules_core.ai.levels import BUDGETS, Forgetful, bot_for
from rules_core.ai.search import DeterminizedSearch, decide
from rules_core.games.irokanmuri import IrokanmuriState
from rules_core.karuta import BOZU, HIME, KURO, YAGO, YOKO
from rules_core.registry import get_game
from tests.test_irokanmuri import endgame, go, new

GAME = get_game("irokanmuri")
BOT = IrokanmuriHeuristic()


def choice(state: IrokanmuriState) -> tuple[str, str]:
    """The heuristic's action for the seat to act, and its reason's key (checked to read
    in English and Japanese)."""
    decision = BOT.choose(state.view(state.current_player), state.legal(), random.Random(0))
    assert decision.why is not None
    for lang in ("en", "ja"):
        assert decision.why.text(lang) != decision.why.key
    return decision.action, decision.why.key


def said(state: IrokanmuriState, lang: str = "en") -> str:
    """The heuristic's reason for the seat to act, as the hint shows it."""
    decision = BOT.choose(state.view(state.current_player), state.legal(), random.Random(0))
    assert decision.why is not None
    return decision.why.text(lang)


def test_the_last_card_attacks_and_wins():
    state = endgame([["TENJI"], ["KURO"], ["KURO"], ["KURO"]])
    assert choice(state) == ("attack TENJI", "hint_iro_last_card")


def test_with_two_cards_any_receive_wins_a_joker_too():
    state = endgame([["HIME", "KURO"], ["JITO", "BOZU"], ["KURO"] * 3, ["KURO"] * 3])
    state.apply("attack HIME")
    assert choice(state) == ("receive JITO", "hint_iro_receive_wins")


def test_a_card_of_the_same_kind_receives():
    state = new(["BOZU"], ["BOZU", "JITO", "TENJI"])
    state.apply("attack BOZU")
    assert choice(state) == ("receive BOZU", "hint_iro_receive")


def test_a_joker_is_kept_for_later_in_a_long_hand():
    state = new(["YAGO"], ["JITO"] + ["KURO"] * 24)
    state.apply("attack YAGO")
    assert choice(state) == ("pass", "hint_iro_keep_joker")


def test_a_joker_receives_when_a_pass_would_let_the_next_player_out():
    state = endgame([["YAGO", "KURO"], ["JITO"] + ["KURO"] * 5, ["HIME"], ["BOZU"]])
    state.apply("attack YAGO")
    assert choice(state) == ("receive JITO", "hint_iro_joker_stop")


def test_a_joker_receives_when_the_partner_has_one_card_left():
    state = endgame([["YAGO", "KURO"], ["JITO"] + ["KURO"] * 5, ["HIME", "HIME"], ["BOZU"]])
    state.apply("attack YAGO")
    assert choice(state) == ("receive JITO", "hint_iro_joker_partner")


def test_tenji_attacks_when_the_partner_has_one_card_left():
    state = endgame([["TENJI", "KURO", "KURO"], ["KURO"] * 4, ["HIME"], ["BOZU"] * 4])
    assert choice(state) == ("attack TENJI", "hint_iro_tenji_partner")
    go(state, "attack TENJI", "pass")
    assert state.current_player == 2  # the partner now attacks with the last card


def test_tenji_blocks_a_next_player_with_one_card():
    state = endgame([["TENJI", "KURO", "KURO"], ["KURO"], ["HIME"] * 3, ["BOZU"] * 4])
    assert choice(state) == ("attack TENJI", "hint_iro_tenji_block")


def test_tenji_is_kept_otherwise():
    state = endgame([["TENJI", "KURO", "KURO"], ["KURO"] * 4, ["HIME"] * 3, ["BOZU"] * 4])
    action, _ = choice(state)
    assert action == "attack KURO"


def test_an_exhausted_kind_is_the_safest_attack():
    # every YOKO still out is in seat 0's hand: the next seat cannot receive one
    hands = [["YOKO", "YOKO", "HIME", "HIME"], ["HIME"] * 5, ["KURO"] * 5, ["KURO"] * 5]
    state = endgame(hands)
    reading = Reading(state, 0)
    assert reading.unseen[YOKO] == 0 and reading.holds(1, YOKO) == 0.0
    assert choice(state) == ("attack YOKO", "hint_iro_unreceivable")  # both jokers played
    assert (
        said(state) == "Attack with Folded eboshi: no card left in the other hands can receive it."
    )
    # with Jitō still out, the reason names her as the only card that could receive it
    hands[1] = ["HIME"] * 4 + ["JITO"]
    state = endgame(hands)
    assert choice(state) == ("attack YOKO", "hint_iro_exhausted")
    assert said(state) == (
        "Attack with Folded eboshi: every other Folded eboshi is played or in your hand, "
        "so only Empress Jitō can receive it."
    )
    assert said(state, "ja") == (
        "横烏帽子で攻めましょう。ほかの横烏帽子はもう出たか、あなたの手札にあるので、"
        "受けられるのは持統天皇だけです。"
    )


def test_the_reason_for_a_jito_attack_names_what_can_still_receive_her():
    hands = [["JITO", "KURO"], ["KURO"] * 3, ["HIME"], ["BOZU", "BOZU", "TENJI"]]
    state = endgame(hands)  # the partner has one card left: the joker goes
    assert choice(state) == ("attack JITO", "hint_iro_only_tenji")
    assert said(state) == "Attack with Empress Jitō: only Emperor Tenji can receive it."
    hands[3] = ["BOZU"] * 3
    state = endgame(hands)
    assert choice(state) == ("attack JITO", "hint_iro_unreceivable")


def test_a_tenji_attack_says_what_it_does_and_a_last_card_receive_wins():
    state = endgame([["TENJI", "KURO"], ["KURO"] * 8, ["HIME"] * 2, ["BOZU"] * 2])
    assert choice(state) == ("attack TENJI", "hint_iro_tenji")
    assert (
        said(state)
        == "Attack with Emperor Tenji: nothing can receive it, so the next player must pass."
    )
    last = endgame([["HIME", "KURO"], ["HIME"], ["KURO"] * 3, ["KURO"] * 3])
    last.apply("attack HIME")
    assert choice(last) == ("receive HIME", "hint_iro_receive_last")
    assert said(last) == "Receive with Lady, your last card: an empty hand wins the deal."
    assert said(last, "ja") == "最後の1枚の姫で受けましょう。手札がなくなれば勝ちです。"


def test_an_attack_reason_says_how_likely_a_receive_is_in_plain_words():
    state = GAME.new_deal(seed=4)
    text = said(state)
    assert text.startswith("Attack with ") and "%" in text and " %" not in text
    assert " %" not in said(state, "ja")


def test_a_kind_the_next_seat_passed_on_is_chosen_to_attack_it():
    state = new(["HIME", "HIME", "KURO", "KURO"], ["KURO"] * 25, ["TATE"], ["TATE"])
    go(state, "attack HIME", "pass")  # seat 1 passed on HIME
    go(state, "attack TATE", "pass")  # seat 2 attacks, seat 3 passes: seat 0 attacks
    assert state.current_player == 0 and state.passed_on[1] == 1 << HIME
    reading = Reading(state, 0)
    assert reading.holds(1, HIME) == 0.0 and reading.holds(1, KURO) > 0.5
    assert choice(state)[0] == "attack HIME"


def test_holding_chances_follow_the_counts():
    state = GAME.new_deal(seed=4)
    reading = Reading(state.view(0), 0)
    mine = state.view(0).kind_counts(0)
    assert reading.unseen[KURO] == 36 - mine[KURO]
    assert 0.9 < reading.holds(1, KURO) <= 1.0  # 36 black caps among three hands of 25
    assert reading.holds(1, YAGO) < reading.holds(1, KURO)
    assert reading.receives(1, BOZU) >= reading.holds(1, BOZU)


def test_the_heuristic_beats_random_play():
    bot, other = heuristic_bot("irokanmuri"), RandomBot()
    won = 0
    for n in range(200):
        state = GAME.new_deal(seed=900 + n)
        rng = random.Random(n)
        while not state.is_terminal:
            player = bot if state.current_player % 2 == n % 2 else other
            state.apply_id(player.act(state, rng))
        won += state.scores()[n % 2]
    assert won >= 170


def test_the_easy_level_forgets_played_kinds_and_passes_and_slips_on_free_attacks():
    state = new(["HIME", "KURO"], ["KURO"], ["KURO"], ["KURO", "KURO"])
    go(state, "attack HIME", "pass", "attack KURO", "receive KURO", "attack KURO", "pass")
    view = state.view(0)
    assert view.passed_on[1] and view.played_counts[KURO] == 3
    forgotten = BOT.forget(view)
    assert forgotten.passed_on == (0, 0, 0, 0) and sum(forgotten.played_counts) == 0
    assert forgotten.unseen_counts[KURO] == 36 - view.kind_counts(0)[KURO]
    assert forgotten.hand == view.hand and forgotten.waiting == view.waiting
    assert BOT.slips(state.legal()) == state.legal_actions()  # a free attack
    careless = Forgetful(BOT, slip_rate=1.0)
    picks = {careless.choose(view, state.legal(), random.Random(s)).action for s in range(30)}
    assert len(picks) > 1
    state.apply("attack KURO")
    assert BOT.slips(state.legal()) == []  # receive or pass: never thrown


def test_the_search_levels_are_the_determinising_search_on_this_heuristic():
    for level in ("normal", "strong"):
        bot = bot_for("irokanmuri", level)
        assert isinstance(bot, DeterminizedSearch)
        assert isinstance(bot.policy, IrokanmuriHeuristic)
        factor = STRONG_FACTOR if level == "strong" else 1
        assert bot.worlds == BUDGETS[level].worlds * factor
        assert bot.seconds == BUDGETS[level].seconds
    bot = bot_for("irokanmuri", "strong")
    bot.worlds, bot.seconds = 6, 1000.0
    state = endgame([["TENJI", "KURO", "KURO"], ["KURO"] * 4, ["HIME"], ["BOZU"] * 4])
    decision = decide(bot, state, random.Random(1))
    assert decision.action == "attack TENJI"  # every world agrees: the partner goes out
