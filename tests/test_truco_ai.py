"""The Truco bots: exact trick odds, the heuristic's plays, packets, calls and answers,
the partner's sign, and (slow) the strong level against the heuristic."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest
from helpers import assert_reason_reads_right, decisions_of

from rules_core import get_game
from rules_core.ai import heuristic_bot
from rules_core.ai.base import perform
from rules_core.ai.games import truco as ai
from rules_core.ai.levels import bot_for
from rules_core.ai.search import decide
from rules_core.cards import parse_card
from rules_core.games.truco import PACK, STRENGTH, TrucoState

GAME = get_game("truco")

# No truco calls at all: the card play on its own.
QUIET = dataclasses.replace(
    ai.DEFAULT,
    value_call=tuple((name, 2.0) for name, _ in ai.DEFAULT.value_call),
    bluff_ratio=0.0,
)


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def deal(hands: list[str], before: tuple[int, int] = (0, 0)) -> TrucoState:
    """Dealer 3, so seat 0 is first hand; after seat 0 keeps, seat s holds ``hands[s]``."""
    chosen = [c for h in hands for c in cards(h)]
    rest = [c for c in PACK if c not in chosen]
    pack = [*chosen, *rest]
    state = GAME.new_deal(
        deal={"pack": [GAME.pieces.piece_text(c) for c in pack]},
        dealer=3,
        context={"scores_before": list(before)},
    )
    assert isinstance(state, TrucoState)
    return state


def run(state: TrucoState, *actions: str) -> TrucoState:
    for action in actions:
        state.apply(action)
    return state


def choose(state: TrucoState, params: ai.Params = ai.DEFAULT, seed: int = 0) -> str:
    seat = state.current_player
    bot = ai.TrucoHeuristic(params)
    return bot.choose(state.view(seat), state.legal(), random.Random(seed)).action


# -- the odds -------------------------------------------------------------------------------


def test_trick_odds_are_exact():
    """The counted odds agree with every way of dealing a small set of unseen cards."""
    unseen = cards("4C 3S 3H 2D KC JD QS 7S 5H 4D")
    cumulative = ai.cumulative_of(sum(1 << c for c in unseen))
    groups = ((2, 0, ai.NO_CAP), (3, 1, ai.NO_CAP))
    for ours, theirs in ((0, 0), (9, 7), (10, 10), (5, 12)):
        win = tie = total = 0
        for team in itertools.combinations(unseen, 2):
            rest = [c for c in unseen if c not in team]
            for other in itertools.combinations(rest, 3):
                t = max([ours, *(STRENGTH[c] for c in team)])
                o = max([theirs, *(STRENGTH[c] for c in other)])
                win += t > o
                tie += t == o
                total += 1
        odds = ai.odds(cumulative, groups).query(ours, theirs)
        assert odds[0] == pytest.approx(win / total)
        assert odds[1] == pytest.approx(tie / total)
        assert odds[3] == pytest.approx(1.0)


def test_a_cap_conditions_a_hand():
    """A capped hand is one that holds nothing stronger than its cap."""
    unseen = cards("4C 3S 2D KC QS 5H")
    cumulative = ai.cumulative_of(sum(1 << c for c in unseen))
    cap = STRENGTH[parse_card("2D")]
    win, _, _, hold = ai.odds(cumulative, ((2, 1, cap),)).query(STRENGTH[parse_card("3S")], 0)
    assert win == pytest.approx(hold)  # nothing at or below a 2 beats a 3
    assert hold == pytest.approx(6 / 15)  # two cards among the four weakest


def test_state_and_view_read_alike():
    """The heuristic reads the same odds from a state (rollouts) as from its view."""
    rng = random.Random(3)
    for seed in range(40):
        state = GAME.new_deal(seed=seed)
        while not state.is_terminal:
            seat = state.current_player
            if state.phase == "play":
                from_state = ai.Reading(state, seat, ai.DEFAULT)
                from_view = ai.Reading(state.view(seat), seat, ai.DEFAULT)
                assert from_state.unseen == from_view.unseen
                assert from_state.chance() == pytest.approx(from_view.chance())
            state.apply(rng.choice(state.legal_actions()))


# -- card play ------------------------------------------------------------------------------


def test_last_seat_takes_the_trick_with_its_cheapest_winner():
    state = run(deal(["AH 5S 6C", "5H 4S 6S", "6D 4H 5D", "2S 3D KC"]), "keep")
    run(state, "play AH", "play 5H", "play 6D")
    assert choose(state, QUIET) == "play 2S"


def test_a_card_that_cannot_change_the_trick_is_played_face_down():
    state = run(deal(["4C 5S 6C", "5H 4S 6S", "6D 4H 5D", "3D 2S KH"]), "keep")
    run(state, "play 4C", "play 5H", "play 6D")
    assert choose(state, QUIET) == "play KH down"  # the weakest, and nobody sees it


def test_the_partner_s_winning_card_is_not_overtaken():
    state = run(deal(["5S 6C 4H", "3C 4S 6S", "4D 5D 6D", "7C 2H 6H"]), "keep")
    run(state, "play 5S", "play 3C", "play 4D")
    assert choose(state, QUIET) == "play 6H down"  # the partner's 3 holds the trick


def test_a_trick_of_the_call_is_played_with_the_strongest_card():
    state = run(deal(["4S 5S 6S", "4H 5H 6H", "AH 3C 5C", "4D 5D 6D"]), "keep")
    run(state, "truco", "accept", "play 4S", "play 6H")
    assert choose(state, QUIET) == "play 3C"  # only this trick counts now


def test_after_winning_the_first_trick_a_tie_is_enough():
    state = run(deal(["3S 4D KS", "4H 2H KC", "5C 5D QD", "6S 6H JH"]), "keep")
    run(state, "play 3S", "play 4H", "play 5C", "play 6S")  # ours
    run(state, "play 4D", "play 2H", "play 5D", "play 6H")  # theirs
    run(state, "play KC", "play QD", "play JH")
    assert choose(state, QUIET) == "play KS"  # face up: the tie wins the hand
    run(state, "play KS")
    assert state.scores() == [1, 0]


# -- packets --------------------------------------------------------------------------------


def test_packets_are_given_discarded_and_kept():
    weak = deal(["4H 5S 6D", "", "", ""])
    assert choose(weak) == "discard"
    great = deal(["4C 3H 5D", "4H 5S 6D", "4D 5H 6H", "4S 5C 6C"])
    assert choose(great) == "give"
    run(great, "give")  # the partner holds the packet; the next ones are weak
    assert choose(great) == "discard"
    run(great, "discard")
    assert choose(great) == "discard"
    run(great, "discard")
    assert choose(great) == "keep"  # the fourth must be kept


def test_a_good_packet_after_giving_is_kept():
    state = deal(["4C 3H 5D", "7H 3S AD", "", ""])
    run(state, "give")
    assert choose(state) == "keep"


# -- calls and answers -----------------------------------------------------------------------


def test_a_hopeless_hand_folds_and_a_great_one_raises():
    hopeless = run(deal(["4C 7H AS", "4S 5D 6H", "3S 3H 2D", "4D 5H 6C"]), "keep", "truco")
    folds = sum(choose(hopeless, seed=s) == "fold" for s in range(50))
    assert folds >= 45  # a rare bluff raise aside
    great = run(deal(["4S 5D 6H", "4C 7H AS", "4D 5H 6C", "3S 3H 2D"]), "keep", "truco")
    assert choose(great) == "retruco"


def test_facing_a_side_at_ten_a_weak_hand_accepts():
    """Folding would give the other side 11: near the end the match, not the points, sets
    the odds an answer needs."""
    hands = ["4C 7H AS", "4S 5D 6H", "3S 3H 2D", "4D 5H 6C"]
    assert choose(run(deal(hands), "keep", "truco")) == "fold"
    assert choose(run(deal(hands, (10, 3)), "keep", "truco")) == "accept"


def test_truco_calls_are_mixed():
    """With a weak hand the call is a draw of the rng: sometimes, not always."""
    state = run(deal(["4S 5D 6H", "KC QD JH", "7C 6C 5C", "KH QH JS"]), "keep")
    calls = [choose(state, seed=s) == "truco" for s in range(300)]
    assert 0 < sum(calls) < 300
    plan = ai.my_call_plan(ai.Reading(state, 0, ai.DEFAULT))
    assert plan.equity < ai.DEFAULT.weak
    assert sum(calls) / 300 == pytest.approx(plan.bluff, abs=0.08)


def test_a_near_certain_trick_is_called():
    state = run(deal(["4C 7H 5D", "KC QD JH", "7C 6C 5C", "KH QH JS"]), "keep")
    assert all(choose(state, seed=s) == "truco" for s in range(20))


def test_team_decisions_read_from_the_partner_s_view():
    """A person's hint for their team's answer comes from the person's own view."""
    state = run(deal(["4C 7H AS", "4S 5D 6H", "3S 3H 2D", "4D 5H 6C"]), "keep", "truco")
    for bot in (heuristic_bot("truco"), bot_for("truco", "easy")):
        decision = decide(bot, state, random.Random(1), viewer=3)
        assert decision.action in state.legal_actions()
        assert decision.why is None or decision.why.text("ja")


# -- the partner's sign -----------------------------------------------------------------------


def test_a_partner_bot_signs_its_strength_only():
    state = run(deal(["4C 7H AS", "4S 5D 6H", "3S 3H 2D", "2C 3C 7D"]), "keep", "truco")
    bot = heuristic_bot("truco")
    sign = bot.gesture(state.view(3))  # seat 1 answers; its partner 3 holds 2C 3C 7D
    assert sign is not None and sign.key == "truco_ai_sign_fair"
    assert sign.text("ja") and "♣" not in sign.text("en")
    weak = run(deal(["4C 7H AS", "3S 3H 2D", "KC QD JH", "4S 5D 6H"]), "keep", "truco")
    assert bot.gesture(weak.view(3)).key == "truco_ai_sign_weak"
    strong = run(deal(["4S 5D 6H", "3S 3H 2D", "KC QD JH", "4C 7H AS"]), "keep", "truco")
    assert bot.gesture(strong.view(3)).key == "truco_ai_sign_strong"
    assert bot.gesture(state.view(2)) is None  # the other side decides: no sign
    rng = random.Random(4)
    for _ in range(10):  # only the bot's own view counts
        world = state.sample_hidden(3, rng)
        assert bot.gesture(world.view(3)) == sign


# -- the hand of eleven ---------------------------------------------------------------------


def test_no_look_when_a_lost_look_would_lose_the_match():
    state = run(deal(["5S 6D 4H", "KC QD JH", "7C 6C 5C", "KH QH JS"], (11, 10)), "keep")
    assert state.phase == "look"
    assert choose(state) == "nolook"


def test_the_blind_hand_turns_up_the_next_card():
    state = run(deal(["5S 6D 4H", "KC QD JH", "7C 6C 5C", "KH QH JS"], (11, 11)), "keep")
    bot = heuristic_bot("truco")
    decision = bot.choose(state.view(0), state.legal(), random.Random(0))
    assert decision.action == state.legal_actions()[0]
    assert decision.why is not None and decision.why.key == "truco_ai_blind"


# -- the search levels ----------------------------------------------------------------------


def test_search_levels_play_whole_deals_quickly():
    bot = bot_for("truco", "strong")
    assert isinstance(bot, ai.TrucoSearch)
    bot.worlds, bot.seconds = 4, 1000.0
    for seed in range(3):
        state = GAME.new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            decision = decide(bot, state, rng)
            assert decision.action in state.legal_actions()
            assert decision.why is None or decision.why.text("ja")
            perform(state, decision)


@pytest.mark.slow
def test_strong_team_outscores_the_heuristic_team():
    """Duplicate deals (each played with the sides swapped): the strong team takes the
    larger share of the points.  The bench figure is over many more hands."""
    strong, heuristic = bot_for("truco", "strong"), heuristic_bot("truco")
    ours = theirs = 0
    for seed in range(40):
        for strong_side in (0, 1):
            state = GAME.new_deal(seed=seed, dealer=seed % 4)
            rng = random.Random(seed)
            while not state.is_terminal:
                mine = state.current_player % 2 == strong_side
                perform(state, decide(strong if mine else heuristic, state, rng))
            scores = state.scores()
            ours += scores[strong_side]
            theirs += scores[1 - strong_side]
    assert ours > theirs


# -- the reasons speak as the deciding seat and say true things -----------------------------

SEATS = ["You", "Bot 1", "Bot 2", "Bot 3"]


def decisions_of_a_hand(seed: int, bot=None, before: tuple[int, int] = (0, 0)):
    """Every decision of a hand played out by ``bot`` (default: the heuristic), with the
    state just before it."""
    state = GAME.new_deal(seed=seed, dealer=seed % 4, context={"scores_before": list(before)})
    yield from decisions_of(state, bot or heuristic_bot("truco"), seed)


def test_every_reason_of_whole_hands_reads_as_a_hint_and_as_the_bots_own_words():
    search = ai.TrucoSearch(ai.TrucoHeuristic(), worlds=2, seconds=1000.0)
    hands = [(seed, None, (0, 0)) for seed in range(30)]
    hands += [(seed, None, (11, 7)) for seed in range(30, 34)]  # hands of eleven
    hands += [(seed, search, (0, 0)) for seed in range(40, 43)]
    keys = set()
    for seed, bot, before in hands:
        for state, decision in decisions_of_a_hand(seed, bot, before):
            if decision.why is None:
                continue
            keys.add(decision.why.key)
            seat = state.current_player
            assert_reason_reads_right(decision, seat, "french", SEATS, "points|packets|tricks")
    assert len(keys) >= 20


def test_a_great_packet_is_given_never_discarded_as_weak():
    """A manilha with two 4s scores low as a packet but is great: first hand gives it to
    the partner while it may (it used to be discarded as "a weak packet")."""
    state = deal(["7D 4S 4H", "KC QD JH", "7C 6C 5C", "KH QH JS"])
    assert ai.great_packet(cards("7D 4S 4H")) and ai.packet_score(cards("7D 4S 4H")) < 1.0
    decision = heuristic_bot("truco").choose(state.view(0), state.legal(), random.Random(0))
    assert decision.action == "give"
    assert decision.why is not None and decision.why.key == "truco_ai_give_manilha"
    assert "includes a manilha" in decision.why.text("en")
    assert "weak" not in decision.why.text("en")


def test_a_packet_reason_says_how_often_a_fresh_packet_is_better():
    """A middling first packet is discarded, but it is not called weak when a fresh one is
    more often worse: the reason says how often a fresh one is better, counted here over
    every packet the unseen cards can make."""
    hand = cards("3C KH QD")
    assert not ai.great_packet(hand) and ai.packet_score(hand) < ai.DEFAULT.give
    state = deal(["3C KH QD", "KC 5D JH", "7C 6C 5C", "4H QH JS"])
    decision = heuristic_bot("truco").choose(state.view(0), state.legal(), random.Random(0))
    assert decision.action == "discard" and decision.why is not None
    assert "weak" not in decision.why.text("en") and "弱い" not in decision.why.text("ja")
    assert decision.why.key == "truco_ai_discard_hope"
    score = ai.packet_score(hand)
    pool = [c for c in PACK if c not in hand]
    better = [ai.packet_score(p) > score for p in itertools.combinations(pool, 3)]
    share = round(100 * sum(better) / len(better))
    assert share < 50 and decision.why.params["pct"] == share


def test_card_play_reasons_hold_in_the_hand():
    """Whole hands: a card said to win the trick (or tie it) does so; a middle lead said to
    be able to take the first trick is a king or better; a card said to be the last to play
    with nothing that can take the trick is, and no card of its hand would have taken it;
    a great packet is never discarded or kept as middling."""
    seen = set()
    for seed in range(60):
        for state, decision in decisions_of_a_hand(seed):
            assert decision.why is not None
            key = decision.why.key
            seen.add(key)
            seat, team = state.current_player, state.current_player % 2
            if key in ("truco_ai_discard", "truco_ai_discard_hope", "truco_ai_keep_third"):
                held = [c for c in PACK if state.hands[seat] >> c & 1]
                assert not ai.great_packet(held), (seed, key)
            if key == "truco_ai_lead_middle":
                assert STRENGTH[parse_card(decision.action.split()[1])] >= 7
            if key == "truco_ai_down_lost":
                assert len(state.trick) == 3
                for card in [c for c in PACK if state.hands[seat] >> c & 1]:
                    after = run(state.clone(), f"play {GAME.pieces.piece_text(card)}")
                    assert after.outcomes[-1] != team, (seed, card)
            if key in ("truco_ai_win_cheap", "truco_ai_tie_best", "truco_ai_tie_wins"):
                assert len(state.trick) == 3
                after = run(state.clone(), decision.action)
                wanted = team if key == "truco_ai_win_cheap" else ai.TIE
                assert after.outcomes[-1] == wanted, (seed, key)
    assert {"truco_ai_win_cheap", "truco_ai_down_lost", "truco_ai_lead_middle"} <= seen


def test_an_answer_to_a_call_says_its_odds_against_what_accepting_needs():
    """Accept, fold or raise: the chance the reason gives and the chance accepting needs
    stand as the words say (the search's answers too, which may go against the odds and
    then say so)."""
    search = ai.TrucoSearch(ai.TrucoHeuristic(), worlds=3, seconds=1000.0)
    answered = 0
    for seed, bot in [*((s, None) for s in range(50)), *((s, search) for s in range(4))]:
        for _, decision in decisions_of_a_hand(seed, bot):
            why = decision.why
            if why is None or "need" not in why.params:
                continue
            answered += 1
            pct, need = why.params["pct"], why.params["need"]
            if why.key in ("truco_ai_accept", "truco_ai_fold_searched"):
                assert pct >= need, why.text("en")
            if why.key in ("truco_ai_fold", "truco_ai_accept_searched"):
                assert pct < need, why.text("en")
            if why.key == "truco_ai_fold_close":
                assert pct == need, why.text("en")
    assert answered > 20
