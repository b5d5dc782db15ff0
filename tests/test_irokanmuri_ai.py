"""Irokanmuri bots: the heuristic's choices in the positions the issue names (last cards,
jokers kept or used, kinds known to be exhausted, a partner or an opponent about to go
out), its reasons in both languages, the easy level's memory, and the search levels."""

from __future__ import annotations

import random
import re

from rules_core.ai import RandomBot, heuristic_bot
from rules_core.ai.games.irokanmuri import IrokanmuriHeuristic, Reading
from rules_core.ai.levels import BUDGETS, Forgetful, bot_for, level_budget
from rules_core.ai.search import DeterminizedSearch, decide
from rules_core.games.irokanmuri import IrokanmuriState, receivers
from rules_core.karuta import BOZU, HIME, JITO, KIND_WORDS, KURO, TENJI, YAGO, YOKO
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
    assert said(state) == "no card left in the other hands can receive it."
    # with Jitō still out, the reason names her as the only card that could receive it
    hands[1] = ["HIME"] * 4 + ["JITO"]
    state = endgame(hands)
    assert choice(state) == ("attack YOKO", "hint_iro_exhausted")
    assert said(state) == (
        "every other Folded eboshi is played or in your hand, so only Empress Jitō can receive it."
    )
    assert said(state, "ja") == (
        "ほかの横烏帽子はもう出たかあなたの手札にあるので、受けられるのは持統天皇だけです。"
    )


def test_the_reason_for_a_jito_attack_names_what_can_still_receive_her():
    hands = [["JITO", "KURO"], ["KURO"] * 3, ["HIME"], ["BOZU", "BOZU", "TENJI"]]
    state = endgame(hands)  # the partner has one card left: the joker goes
    assert choice(state) == ("attack JITO", "hint_iro_only_tenji")
    assert said(state) == "only Emperor Tenji can receive it."
    hands[3] = ["BOZU"] * 3
    state = endgame(hands)
    assert choice(state) == ("attack JITO", "hint_iro_unreceivable")


def test_a_tenji_attack_says_what_it_does_and_a_last_card_receive_wins():
    state = endgame([["TENJI", "KURO"], ["KURO"] * 8, ["HIME"] * 2, ["BOZU"] * 2])
    assert choice(state) == ("attack TENJI", "hint_iro_tenji")
    assert said(state) == "nothing can receive it, so the next player must pass."
    last = endgame([["HIME", "KURO"], ["HIME"], ["KURO"] * 3, ["KURO"] * 3])
    last.apply("attack HIME")
    assert choice(last) == ("receive HIME", "hint_iro_receive_last")
    assert said(last) == "it is your last card, and an empty hand wins the deal."
    assert said(last, "ja") == "最後の1枚です。手札がなくなれば勝ちです。"


def test_an_attack_reason_says_how_likely_a_receive_is_in_plain_words():
    state = GAME.new_deal(seed=4)
    text = said(state)
    assert "%" in text and " %" not in text
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
        assert bot.worlds == level_budget("irokanmuri", level).worlds
        assert bot.worlds >= BUDGETS[level].worlds
        assert bot.seconds == BUDGETS[level].seconds
    bot = bot_for("irokanmuri", "strong")
    bot.worlds, bot.seconds = 6, 1000.0
    state = endgame([["TENJI", "KURO", "KURO"], ["KURO"] * 4, ["HIME"], ["BOZU"] * 4])
    decision = decide(bot, state, random.Random(1))
    assert decision.action == "attack TENJI"  # every world agrees: the partner goes out


# -- the reasons speak as the deciding seat and say true things -----------------------------


def reasons_of_a_deal(state: IrokanmuriState, bot, seed: int):
    """Every decision of a deal played to the end by ``bot``, with the seat and its view."""
    rng = random.Random(seed)
    while not state.is_terminal:
        seat = state.current_player
        view = state.view(seat)
        decision = decide(bot, state, rng)
        yield seat, view, decision
        state.apply(decision.action)


def test_every_reason_of_whole_deals_reads_as_a_hint_and_as_the_bots_own_words():
    seats = ["You", "Bot 1", "Bot 2", "Bot 3"]
    keys = set()
    deals = [(GAME.new_deal(seed=seed), BOT, seed) for seed in range(4)]
    normal = DeterminizedSearch(IrokanmuriHeuristic(), worlds=2, seconds=1000.0)
    deals.append((GAME.new_deal(seed=11), normal, 11))
    for state, bot, seed in deals:
        for _, _, decision in reasons_of_a_deal(state, bot, seed):
            assert decision.why is not None
            keys.add(decision.why.key)
            hint = decision.hint_line("karuta")
            own = decision.reason_line(2, "karuta")
            for lang in ("en", "ja"):
                for line in (hint.text(lang, seats), own.text(lang, seats)):
                    assert "{" not in line, line
            words = own.text("en", seats).split(" — ", 1)[1]
            assert not re.search(r"\b(you|your)\b", words, re.IGNORECASE), words
            assert "あなた" not in own.text("ja", seats), own.text("ja", seats)
            for number in re.findall(r"(\d+)%", hint.text("en", seats)):
                assert 0 <= int(number) <= 100
    assert len(keys) >= 8


def test_an_attack_every_kind_of_which_is_surely_received_is_not_called_hard_to_receive():
    """Every kind seat 0 holds is all but sure to be received: the reason says so, instead
    of calling one of them the least likely to be received at "about 100%"."""
    hands = [["KURO", "KURO", "HIME"], ["KURO"] * 8 + ["HIME"] * 8, ["BOZU"] * 8, ["TATE"] * 8]
    state = endgame(hands)
    action, key = choice(state)
    assert action == "attack KURO" and key == "hint_iro_attack_sure_spare"
    text = said(state)
    assert "least likely" not in text and "100%" not in text
    assert "almost surely" in text and "more than one Black cap" in text


def test_an_attack_called_the_least_likely_received_is_the_least_likely():
    """Where the reason says the next player is least likely to receive the kind, no other
    kind held (jokers aside) is less likely received; where it names a chance, the chance
    is the one the bot reckons, a whole percentage."""
    least = {"hint_iro_attack", "hint_iro_attack_likely"}
    checked = 0
    for seed in range(12):
        state = GAME.new_deal(seed=seed)
        for seat, view, decision in reasons_of_a_deal(state, BOT, seed):
            assert decision.why is not None
            if decision.why.key not in least | {"hint_iro_attack_spare"}:
                continue
            reading = Reading(view, seat)
            nxt = (seat + 1) % 4
            kind = KIND_WORDS.index(decision.action.split()[1])
            chance = reading.receives(nxt, kind)
            others = [
                reading.receives(nxt, k)
                for k, n in enumerate(reading.mine)
                if n and k not in (JITO, TENJI)
            ]
            if decision.why.key in least:
                checked += 1
                assert chance <= min(others) + 1e-9, decision.why.text("en")
                assert decision.why.params["chance"] == round(100 * chance)
                low = decision.why.key == "hint_iro_attack"
                assert (decision.why.params["chance"] < 50) == low
            else:
                assert reading.mine[kind] > 1
    assert checked > 20


def test_a_kind_called_unreceivable_cannot_be_received_by_any_other_hand():
    for seed in range(12):
        state = GAME.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            seat = state.current_player
            decision = decide(BOT, state, rng)
            assert decision.why is not None
            if decision.why.key in ("hint_iro_unreceivable", "hint_iro_exhausted"):
                kind = KIND_WORDS.index(decision.action.split()[1])
                able = set(receivers(kind))
                if decision.why.key == "hint_iro_exhausted":
                    able = {kind}  # only the jokers it names may receive it
                for other in range(4):
                    if other != seat:
                        held = state.view(other).kind_counts(other)
                        assert not any(held[k] for k in able), decision.why.text("en")
            state.apply(decision.action)
