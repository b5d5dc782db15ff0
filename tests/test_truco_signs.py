"""Signs between Truco partners (rules_core.signs): the bots read a partner's sign as
evidence about its hand — a strong sign makes an answer or a call bolder, a weak one
more careful — the other side never sees a sign, a bot's own sign means what a person's
means, and a sign is never an action of the record.  The session keeps a person's signs
beside the record and undo takes back those shown after the position it returns to."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from desktop.sitting.session import Session
from rules_core import get_game
from rules_core.ai import bot_signs, heuristic_bot
from rules_core.ai.base import Decision, perform
from rules_core.ai.games import truco as ai
from rules_core.ai.levels import bot_for
from rules_core.ai.search import decide
from rules_core.cards import parse_card
from rules_core.game import Legal
from rules_core.games.truco import PACK, SIGNS, TrucoState, TrucoView
from rules_core.record import replay
from rules_core.signs import Sign, signs_seen
from rules_core.view import View

GAME = get_game("truco")


def deal(packets: list[str], dealer: int, before: tuple[int, int] = (0, 0)) -> TrucoState:
    """A deal whose first packets are ``packets``: first hand (``dealer + 1``) keeps the
    first, then the others get theirs in playing order."""
    chosen = [parse_card(c) for p in packets for c in p.split()]
    pack = [*chosen, *(c for c in PACK if c not in chosen)]
    state = GAME.new_deal(
        deal={"pack": [GAME.pieces.piece_text(c) for c in pack]},
        dealer=dealer,
        context={"scores_before": list(before)},
    )
    assert isinstance(state, TrucoState)
    return state


def run(state: TrucoState, *actions: str) -> TrucoState:
    for action in actions:
        state.apply(action)
    return state


def shown(seat: int, word: str, held: int = 3) -> tuple[Sign, ...]:
    return (Sign(seat, word, held),)


def answer_position() -> TrucoState:
    """Dealer 0: seat 1 (first hand) keeps 4C 7H 3D and calls truco; seat 2 answers with
    2S KD 5C while its partner, seat 0 (QS JD 6C here), is still to play the trick."""
    return run(deal(["4C 7H 3D", "2S KD 5C", "6D 5H 4S", "QS JD 6C"], 0), "keep", "truco")


def call_position() -> TrucoState:
    """Dealer 1: seat 1 took the first trick with 2S and leads QS; seat 2 (KD AH left)
    may call truco before playing, its partner seat 0 (7H 3D) still to play."""
    state = deal(["KD 5C AH", "6D 5H 4S", "7H 3D KC", "2S QS JD"], 1)
    return run(state, "keep", "play 5C", "play 4S", "play KC", "play 2S", "play QS")


# -- the sign in the core --------------------------------------------------------------------


def test_truco_agrees_three_signs_and_when_a_seat_may_show_one():
    assert GAME.signs == SIGNS == ("strong", "fair", "weak")
    assert get_game("hamlet").signs == ()  # a game agrees none by default
    fresh = deal(["4C 7H 3D", "2S KD 5C", "6D 5H 4S", "QS JD 6C"], 0)
    assert fresh.signs_open(1) == ()  # the packets are not dealt yet
    with pytest.raises(ValueError, match="may not show"):
        fresh.sign(1, "strong")
    state = run(fresh, "keep")
    assert state.signs_open(0) == SIGNS
    assert state.sign(0, "weak") == Sign(0, "weak", 3)
    with pytest.raises(ValueError):
        state.sign(0, "card")
    given = run(deal(["4C 7H 3D", "2S KD 5C", "6D 5H 4S", "QS JD 6C", "KH QH JH"], 0), "give")
    run(given, "keep")  # seat 1 gave seat 3 its packet, and kept the next
    assert given.signs_open(1) == SIGNS and given.signs_open(3) == ()  # seat 1 saw it
    assert given.current_player == 1 and given.phase == "play"
    assert heuristic_bot("truco").sign(given.view(3)) is None  # its partner knows its cards
    assert heuristic_bot("truco").sign(given.view(1)) is None  # its own turn
    blind = run(deal(["4C 7H 3D", "2S KD 5C", "6D 5H 4S", "QS JD 6C"], 0, (11, 11)), "keep")
    assert blind.signs_open(0) == ()  # nobody sees their own cards
    eleven = run(deal(["4C 7H 3D", "2S KD 5C", "6D 5H 4S", "QS JD 6C"], 0, (11, 4)), "keep")
    assert eleven.signs_open(1) == SIGNS
    run(eleven, "look")
    assert eleven.signs_open(1) == ()  # the partners saw each other's hands


def test_a_sign_passes_between_partners_only():
    signs = (Sign(0, "strong", 3), Sign(1, "weak", 3), Sign(0, "fair", 2))
    teams = ((0, 2), (1, 3))
    assert signs_seen(signs, 2, teams) == (Sign(0, "fair", 2),)  # the last of each
    assert signs_seen(signs, 3, teams) == (Sign(1, "weak", 3),)
    assert signs_seen(signs, 0, teams) == ()  # its own sign is nothing it is shown
    assert signs_seen(signs, 1, teams) == ()


class Witness:
    """A bot that keeps the views it was given and answers the first legal action."""

    name = "witness"

    def __init__(self) -> None:
        self.views: list[View] = []

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        self.views.append(view)
        return Decision(legal.texts[0])


def test_the_other_side_never_sees_the_person_s_sign():
    """The view handed to a bot holds its partners' signs only: the opponents decide as
    if no sign had been shown, at every level."""
    rng = random.Random(3)
    for n in range(30):
        state = GAME.new_deal(seed=900 + n, dealer=n % 4)
        while not state.is_terminal:
            seat = state.current_player
            if state.signs_open(0):
                signs = (state.sign(0, ("strong", "weak")[n % 2]),)
                witness = Witness()
                decide(witness, state, rng, signs=signs)
                seen = witness.views[-1]
                assert seen.signs == (signs if seat == 2 else ())
                if seat % 2 == 1:  # an opponent: its view and its choice are as without
                    assert seen == state.view(seat)
                    bot = heuristic_bot("truco")
                    with_sign = decide(bot, state, random.Random(n), signs=signs)
                    assert with_sign == decide(bot, state, random.Random(n))
            perform(state, decide(heuristic_bot("truco"), state, rng))


def test_the_opponents_search_does_not_change_with_the_sign():
    state = call_position()
    run(state, "truco")  # seat 2 calls: seat 3, an opponent, answers
    assert state.current_player == 3
    bot = bot_for("truco", "normal")
    bot.seconds = math.inf
    plain = decide(bot, state, random.Random(5))
    for word in SIGNS:
        assert decide(bot, state, random.Random(5), signs=shown(0, word, 2)) == plain


def test_without_a_sign_the_bots_play_as_before():
    """No sign, an empty tuple, or only the other side's signs: the same decisions."""
    heuristic = heuristic_bot("truco")
    for n in range(16):
        state = GAME.new_deal(seed=1200 + n, dealer=n % 4, context={"scores_before": [n % 12, 3]})
        rng = random.Random(n)
        while not state.is_terminal:
            seat = state.current_player
            others = tuple(
                state.sign(s, "strong")
                for s in range(4)
                if s % 2 != seat % 2 and state.signs_open(s)
            )
            plain = decide(heuristic, state, random.Random(n + seat))
            assert decide(heuristic, state, random.Random(n + seat), signs=()) == plain
            assert decide(heuristic, state, random.Random(n + seat), signs=others) == plain
            perform(state, decide(heuristic, state, rng))


# -- the bot partner reads the sign ----------------------------------------------------------


def test_a_strong_sign_accepts_a_call_that_a_weak_one_folds():
    state = answer_position()
    assert state.current_player == 2 and state.legal_actions() == ["accept", "fold", "retruco"]
    bot = heuristic_bot("truco")

    def answers(signs: tuple[Sign, ...]) -> set[str]:
        return {decide(bot, state, random.Random(s), signs=signs).action for s in range(20)}

    assert answers(()) == {"fold"}  # on its own cards: fold
    assert answers(shown(0, "strong")) == {"accept"}
    assert answers(shown(0, "weak")) <= {"fold", "retruco"}  # (a rare bluff raise)
    assert "fold" in answers(shown(0, "weak"))


def test_a_reason_says_when_a_partner_s_sign_was_counted_in():
    state = answer_position()
    for bot in (heuristic_bot("truco"), ai.TrucoSearch(ai.TrucoHeuristic(), 6, math.inf)):
        signed = decide(bot, state, random.Random(0), signs=shown(0, "strong"))
        assert signed.why is not None and signed.why.key == "truco_ai_with_sign"
        assert "partner's sign (strong)" in signed.why.text("en")
        assert "パートナーの合図（強い）" in signed.why.spoken_by_self().text("ja")
        plain = decide(bot, state, random.Random(0))
        assert plain.why is not None and plain.why.key != "truco_ai_with_sign"
    card = decide(
        heuristic_bot("truco"), call_position(), random.Random(0), signs=shown(0, "weak", 2)
    )
    assert card.action.startswith("play") and card.why.key != "truco_ai_with_sign"


def test_the_search_weighs_its_worlds_by_the_sign():
    """The search draws its worlds to fit the partner's sign: after a strong one it raises
    or accepts more often than after a weak one, which folds more."""
    state = answer_position()
    bot = ai.TrucoSearch(ai.TrucoHeuristic(), worlds=24, seconds=math.inf)
    read = ai.Reading(dataclasses.replace(state.view(2), signs=shown(0, "strong")), 2, ai.DEFAULT)
    assert read.mate_sign is not None
    sampler = ai.signed_sampler(lambda rng: state.sample_hidden(2, rng), read.mate_sign, 0.1)
    rng = random.Random(2)
    kept = [ai.sign_likelihood(sampler(rng), read.mate_sign, 0.1) for _ in range(200)]
    dealt = [
        ai.sign_likelihood(state.sample_hidden(2, rng), read.mate_sign, 0.1) for _ in range(200)
    ]
    # A manilha in the partner's hand in about one world dealt in five; the sign keeps
    # such worlds ten times likelier than the others: three in four of the worlds played.
    assert dealt.count(1.0) < 70 and kept.count(1.0) > 130

    def folds(word: str) -> int:
        return sum(
            decide(bot, state, random.Random(s), signs=shown(0, word)).action == "fold"
            for s in range(8)
        )

    assert folds("strong") < folds("weak")


def test_a_strong_sign_calls_where_a_weak_one_does_not():
    state = call_position()
    assert state.current_player == 2 and "truco" in state.legal_actions()
    bot = heuristic_bot("truco")

    def calls(signs: tuple[Sign, ...]) -> int:
        return sum(
            decide(bot, state, random.Random(s), signs=signs).action == "truco" for s in range(40)
        )

    assert calls(shown(0, "strong", 2)) == 40
    assert calls(shown(0, "weak", 2)) == 0
    strong = ai.Reading(
        dataclasses.replace(state.view(2), signs=shown(0, "strong", 2)), 2, ai.DEFAULT
    )
    weak = ai.Reading(dataclasses.replace(state.view(2), signs=shown(0, "weak", 2)), 2, ai.DEFAULT)
    plain = ai.Reading(state.view(2), 2, ai.DEFAULT)
    assert (
        ai.my_call_plan(weak).equity
        < ai.my_call_plan(plain).equity
        < ai.my_call_plan(strong).equity
    )


def test_a_sign_is_read_as_the_partner_s_best_card_then():
    state = call_position()
    view = state.view(2)
    read = ai.Reading(dataclasses.replace(view, signs=shown(0, "strong", 2)), 2, ai.DEFAULT)
    sign = read.mate_sign
    assert sign is not None and sign.seat == 0 and sign.high == ai.TOP
    assert sign.steps[-1] == (ai.TOP, 1.0) and sign.steps[0][1] == pytest.approx(0.1)
    # Shown with three cards, one of them played since (KC, face up, below the range):
    # its best card is still in hand, and the range holds.
    before = ai.Reading(dataclasses.replace(view, signs=shown(0, "strong", 3)), 2, ai.DEFAULT)
    assert before.mate_sign is not None and before.mate_sign.steps == sign.steps
    # A weak sign belied by a card played since: not read.
    belied = run(
        deal(["KD 5C AH", "6D 5H 4S", "7H 3D KC", "2S QS JD"], 1),
        "keep",
        "play 5C",
        "play 4S",
        "play 3D",
        "play 2S",
    )
    weak = dataclasses.replace(belied.view(2), signs=shown(0, "weak", 3))
    assert ai.Reading(weak, 2, ai.DEFAULT).mate_sign is None
    # A strong sign whose card may have gone (played face down since): only its top holds.
    down = run(
        deal(["KD 5C AH", "6D 5H 4S", "7H 3D KC", "2S QS JD"], 1),
        "keep",
        "play 5C",
        "play 4S",
        "play KC down",
        "play 2S",
        "play QS",
    )
    loose = dataclasses.replace(down.view(2), signs=shown(0, "strong", 3))
    assert ai.Reading(loose, 2, ai.DEFAULT).mate_sign is None  # every card fits now


def test_a_bot_s_sign_means_what_its_partner_reads():
    """One meaning for a sign, whoever shows it: the range the partner reads holds the
    giver's true best card nearly always (the reader cannot tell the giver's own cards
    from the rest of what it has not seen), and a world fits the sign it was read from."""
    heuristic = heuristic_bot("truco")
    fits = total = 0
    for n in range(60):
        state = GAME.new_deal(seed=3000 + n, dealer=n % 4)
        rng = random.Random(n)
        while not state.is_terminal:
            seat = state.current_player
            for sign in bot_signs(state, range(4)):
                view = state.view(seat)
                signed = dataclasses.replace(view, signs=signs_seen([sign], seat, state.teams))
                if not signed.signs or state.phase == "deal":
                    continue
                read = ai.Reading(signed, view.seat, ai.DEFAULT).mate_sign
                if read is None:
                    continue
                best = max(ai.STRENGTH[c] for c in GAME.pieces.pieces_of(state.hands[sign.seat]))
                total += 1
                fits += read.low <= best <= read.high
                assert ai.sign_likelihood(state, read, 0.1) == (
                    1.0 if read.low <= best <= read.high else 0.1
                )
            perform(state, decide(heuristic, state, rng))
    assert total > 100 and fits / total > 0.9


def test_the_bots_sign_to_each_other_when_their_partner_decides():
    state = call_position()  # seat 2 to play: its partner seat 0 shows a sign
    signs = bot_signs(state, range(4))
    assert [s.seat for s in signs] == [0]
    assert signs[0].word == "strong" and signs[0].held == 2  # 7H 3D
    view = state.view(0)
    assert isinstance(view, TrucoView)
    assert heuristic_bot("truco").gesture(view).key == "truco_ai_sign_strong"


def test_a_sign_changes_the_look_only_through_the_hand_s_chance():
    state = run(deal(["5S 6D 4H", "KC QD JH", "7C 6C 5C", "KH QH JS"], 3, (11, 4)), "keep")
    assert state.phase == "look"
    seat = state.current_player
    heuristic = ai.TrucoHeuristic()
    chances = {}
    for word in (None, *SIGNS):
        signs = () if word is None else (Sign((seat + 2) % 4, word, 3),)
        view = dataclasses.replace(state.view(seat), signs=signs)
        chances[word] = heuristic.hand_chance(ai.Reading(view, seat, ai.DEFAULT))
    assert chances["weak"] < chances[None] < chances["strong"]


# -- where a sign lives: beside the record, never in it ----------------------------------------


def test_a_session_keeps_signs_beside_the_record_and_undo_takes_them_back():
    session = Session("truco", 7, dealer=3)
    session.apply("keep")  # seat 0 (first hand) keeps: the packets are dealt
    session.show_sign(0, "strong")
    assert session.signs_now() == (Sign(0, "strong", 3),)
    at_one = session.record().actions
    session.apply(session.state.legal_actions()[0])  # a card of seat 0's
    session.show_sign(0, "weak")
    assert session.signs_now() == (Sign(0, "weak", 2),)
    assert session.record().actions == [*at_one, session.actions[-1]]  # no sign in it
    assert replay(session.record())[0].scores() == session.state.scores()
    session.undo()  # back to the position where "strong" was shown: it holds again
    assert session.signs_now() == (Sign(0, "strong", 3),)
    session.undo()  # back before it: no sign
    assert session.signs_now() == ()
    session.redo()
    session.redo()  # the moves come back, and the signs shown with them
    assert session.signs_now() == (Sign(0, "weak", 2),)
    session.undo()
    session.apply(session.state.legal_actions()[-1])  # another move: the later sign is gone
    assert session.signs_now() == (Sign(0, "strong", 3),)
    session.show_sign(0, None)  # withdrawn
    assert session.signs_now() == ()
    session.show_sign(0, "fair")
    session.restart()
    assert session.signs_now() == ()
    with pytest.raises(ValueError):
        session.show_sign(0, "strong")  # the packets are not dealt again yet
