"""A finished deal told for the score sheet (``State.deal_story``): every game's story is
well formed, renders in English and Japanese with every parameter filled, agrees with the
deal's result, names no piece the person did not see, and comes back the same from the
deal's record; and the games' own examples say what happened (a marriage, a failed bid, a
hand raised to 6)."""

from __future__ import annotations

import random
import re
import string

import pytest
from helpers import game_cases, play_randomly

from rules_core.cards import parse_card
from rules_core.game import State
from rules_core.games.allmighty import MINUS_MASK, AllmightyState
from rules_core.games.crescendo import Bid, CrescendoState
from rules_core.match import Match
from rules_core.messages import LANGUAGES, Msg, catalogue_entry
from rules_core.pieces import PiecesWord, PieceWord
from rules_core.record import replay
from rules_core.registry import get_game
from rules_core.view import DealStory

NAMES = {
    "en": ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"],
    "ja": ["あなた", "ボット 1", "ボット 2", "ボット 3", "ボット 4", "ボット 5", "ボット 6"],
}
SEEDS = range(6)


def line(story: DealStory, lang: str = "en") -> str:
    words = story.line()
    assert words is not None
    return words.text(lang, NAMES[lang])


def messages(msg: Msg) -> list[Msg]:
    """``msg`` and every message among its parameters."""
    found = [msg]
    for value in msg.params.values():
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if isinstance(item, Msg):
                found += messages(item)
    return found


def pieces_named(msg: Msg) -> set[int]:
    named: set[int] = set()
    for part in messages(msg):
        for value in part.params.values():
            if isinstance(value, PieceWord):
                named.add(int(value))
            elif isinstance(value, PiecesWord):
                named.update(value.pieces)
    return named


def fields(template: str) -> set[str]:
    flat = re.sub(r"\{(\w+)\|[^{}|]*\|[^{}|]*\}", r"{\1}", template)
    return {f for _, f, _, _ in string.Formatter().parse(flat) if f}


def finished_deals(game_id: str, variant: str | None) -> list[tuple[State, list]]:
    deals = []
    for seed in SEEDS:
        state = get_game(game_id).new_deal(variant=variant, seed=seed)
        actions = play_randomly(state, random.Random(seed))
        deals.append((state, actions))
    return deals


@pytest.mark.parametrize("game_id,variant", game_cases())
def test_every_games_story_is_well_formed_and_reads_in_both_languages(game_id, variant):
    for state, _ in finished_deals(game_id, variant):
        story = state.deal_story()
        assert isinstance(story, DealStory)
        assert story.declarer is None or 0 <= story.declarer < state.num_players
        assert story.contract is None or isinstance(story.contract, Msg)
        assert story.made in (None, True, False)
        assert isinstance(story.notes, tuple) and all(isinstance(n, Msg) for n in story.notes)
        words = story.line()
        if words is None:
            assert story == DealStory()
            continue
        for msg in messages(words):
            templates = catalogue_entry(msg.key)
            assert templates is not None, msg.key
            for lang in LANGUAGES:
                assert lang in templates, (msg.key, lang)
                missing = fields(templates[lang]) - set(msg.params) - {"noun", "nouns"}
                assert not missing, (msg.key, lang, missing)
        for lang in LANGUAGES:
            text = words.text(lang, NAMES[lang])
            assert text and "{" not in text and "seat " not in text and "席" not in text, text
        assert "あなた " not in words.text("ja", NAMES["ja"])


@pytest.mark.parametrize("game_id,variant", game_cases())
def test_a_story_names_no_piece_the_person_was_not_shown(game_id, variant):
    """Every piece a story names, the person saw, or the end of the deal shows it (the
    co-op game's last cards, which decide the deal and its score)."""
    for state, _ in finished_deals(game_id, variant):
        words = state.deal_story().line()
        if words is None:
            continue
        summary = state.summary(0)
        shown = set(state.view(0).known_pieces())
        for msg in [*summary.lines, *(c for c, _ in state.conditions())]:
            shown |= pieces_named(msg)
        assert pieces_named(words) <= shown, (game_id, words.text("en"))


@pytest.mark.parametrize("game_id,variant", game_cases())
def test_the_story_agrees_with_the_result_and_comes_back_from_the_record(game_id, variant):
    for state, actions in finished_deals(game_id, variant):
        story = state.deal_story()
        result = state.result().as_json()
        if "declarer" in result:
            assert story.declarer == result["declarer"]
            assert story.made == result["made"]
        if "soloist" in result:
            assert story.declarer == result["soloist"]
            assert story.made == (result["taken"] >= result["bid"])
        if "hamlet" in result:
            assert story.declarer == result["hamlet"]
        if "win" in result:
            assert story.made == result["win"]
        if "stake" in result:
            assert f"Stake {result['stake']}" in line(story)
        if result.get("redeal"):
            assert story.declarer is None and story.made is None and story.notes
        if game_id == "mustfollow_solitaire":
            continue  # its deals stand alone: no match books them
        match = Match(game_id, variant=variant)
        seed = state.state_before_actions()
        booked = match.finish_deal(0, state, actions)
        assert booked.story == story
        replayed, _ = replay(booked.record)
        assert replayed.deal_story() == story
        assert seed.deal_story().made is None  # no verdict before the deal is played


# -- each game's own words ----------------------------------------------------------------


def test_a_huutopussi_deal_names_its_bid_and_each_marriage_by_the_hand_that_held_it():
    from test_huutopussi import MARRIAGES, deal, finish_randomly, run, to_play

    state = to_play(deal(MARRIAGES), "10S JS 8H")
    run(state, "play AS", "play 8S", "play 10S", "play QS", "marry D")
    run(state, "play AC", "play 8C", "play 10C", "play JC", "marry H")
    run(state, "play AD", "play 6D", "play 9D", "play 10D", "ask", "marry C")
    finish_randomly(state, 3)
    story = state.deal_story()
    assert story.declarer == 0 and story.made is True
    taken = state.team_points()[0]
    assert line(story) == (
        f"You bid 50 · made · the declarers took {taken} · marriage ♦ +80 (You)"
        " · marriage ♥ +100 (You) · marriage ♣ +60 (Bot 2)"
    )
    assert line(story, "ja") == (
        f"あなたのビッド 50・成功・デクレアラー側 {taken} 点・♦のマリッジ +80（あなた）"
        "・♥のマリッジ +100（あなた）・♣のマリッジ +60（ボット 2）"
    )


def test_a_raised_huutopussi_contract_says_both_bids_and_never_the_exchanged_cards():
    from test_huutopussi import BEAT, deal, finish_randomly, run

    state = run(deal(BEAT), "bid 50", "pass", "pass", "pass")
    run(state, "give 6S 7S 8S", "return 6S 7S 8S", "raise 440")
    finish_randomly(state, 1)
    text = line(state.deal_story())
    assert text.startswith("You bid 50, raised to 440 · failed · the declarers took ")
    assert not {parse_card(c) for c in ("6S", "7S", "8S")} & pieces_named(state.deal_story().line())


def test_a_huutopussi_redeal_says_who_asked_for_it():
    from test_huutopussi import deal

    hands = [
        "6C 6D 6H 7C 7D 7H 8C 8D 8H",
        "9C 9D 9H 10C 10D 10H JC JD JH",
        "QC QD QH KC KD KH AC AD AH",
        "6S 7S 8S 9S 10S JS QS KS AS",
    ]
    state = deal(hands)
    state.apply("redeal")
    story = state.deal_story()
    assert (story.declarer, story.contract, story.made) == (None, None, None)
    assert line(story) == "You asked for a redeal"


def test_a_failed_crescendo_bid_says_failed_with_its_tricks():
    """The spec's example: bid 17, tricks 3, 6 and 7 (16) → failed."""
    from test_crescendo import _playing

    state = _playing(trump="S", soloist=0)
    assert isinstance(state, CrescendoState)
    state.finished = []
    for number in range(1, 8):
        winner = 0 if number in (3, 6, 7) else 1
        state.finished.append((winner, [parse_card("2C")], winner))
    state.bid = Bid(17, "S")
    state.is_terminal = True
    story = state.deal_story()
    assert story.declarer == 0 and story.made is False
    assert line(story) == "You bid 17 ♠ · failed · tricks 3+6+7 = 16"
    assert line(story, "ja") == "あなたの宣言 17 ♠・失敗・トリック 3+6+7 = 16"
    state.finished[0] = (0, [parse_card("2C")], 0)  # tricks 1, 3, 6, 7: exactly 17
    assert line(state.deal_story()) == "You bid 17 ♠ · made · tricks 1+3+6+7 = 17"


def test_a_crescendo_deal_everyone_passed_says_so():
    state = get_game("crescendo").new_deal(seed=1)
    for _ in range(3):
        state.apply("pass")
    assert line(state.deal_story()) == "Everyone passed: the deal is dealt again."


def test_a_truco_hand_raised_to_6_says_its_stake_and_every_call():
    from test_truco import THREE, dealt_to_play, go

    state = dealt_to_play(*THREE)
    go(state, "0 play 3S", "1 truco", "2 retruco", "3 accept")
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    story = state.deal_story()
    assert story.declarer == 2 and story.made is None  # the points go to the hand's winner
    assert line(story) == "Stake 6 · Bot 1: Truco! · Bot 2: Retruco! · Bot 3: Accept"
    assert (
        line(story, "ja")
        == "賭け点 6・ボット 1：トルッコ！・ボット 2：レトルッコ！・ボット 3：受ける"
    )


def test_a_folded_truco_hand_is_worth_what_it_was_before_the_call():
    from test_truco import THREE, dealt_to_play, go

    state = dealt_to_play(*THREE)
    go(state, "0 truco", "1 retruco", "2 fold")
    assert line(state.deal_story()) == "Stake 3 · You: Truco! · Bot 1: Retruco! · Bot 2: Fold"
    assert state.deal_story().declarer == 1


def test_a_truco_hand_without_a_call_and_a_hand_of_eleven():
    from test_truco import THREE, dealt_to_play, hands_of, play_tricks, table

    state = play_tricks(dealt_to_play(*THREE), *THREE)
    assert line(state.deal_story()) == "Stake 1"
    assert state.deal_story().declarer is None
    state = table(hands_of(*THREE), before=(5, 11))
    state.apply("look", state.current_player)
    play_tricks(state, *THREE)
    assert line(state.deal_story()) == (
        "Stake 3 · hand of eleven: Bot 1 & Bot 3 looked at each other's hands"
    )


def test_a_hamlet_story_names_hamlet_the_game_and_trump():
    state = get_game("hamlet").new_deal(seed=4)
    play_randomly(state, random.Random(4))
    story = state.deal_story()
    result = state.result().as_json()
    kind = {"to_be": "To Be", "not_to_be": "Not To Be"}[result["type"]]
    mark = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[result["trump"]]
    who = NAMES["en"][result["hamlet"]]
    assert line(story) == f"Hamlet: {who} ({kind}, trump {mark})"
    assert story.made is None


def test_an_allmighty_reversal_names_the_player_who_took_every_minus_card():
    state = get_game("allmighty").new_deal(seed=2)
    play_randomly(state, random.Random(2))
    assert isinstance(state, AllmightyState)
    state.piles = [0, MINUS_MASK, 0, 0]
    assert line(state.deal_story()).endswith(
        " · Bot 1 took all six minus cards: every value reversed"
    )


@pytest.mark.parametrize(
    "seed,told",
    [
        # Bot 1 led its partner's table card: the card is Bot 3's, the choice Bot 1's.
        (9, "Bot 1 led 2♥ first: trump ♥ · tricks 5–8, the last to Bot 1 & Bot 3"),
        (67, "Bot 1 led A♣ first and made it trump · tricks 4–9, the last to You & Bot 2"),
        (74, "Bot 1 led A♦ first and chose no trump · tricks 5–8, the last to Bot 1 & Bot 3"),
    ],
)
def test_a_finesse_story_names_the_first_lead_that_fixed_trump(seed, told):
    state = get_game("finesse").new_deal(seed=seed)
    play_randomly(state, random.Random(seed))
    assert line(state.deal_story()) == told
    tricks = state.result().as_json()["tricks"]
    assert f"tricks {tricks[0]}–{tricks[1]}," in told


def test_a_co_op_story_says_the_goal_the_plan_and_won_or_lost():
    state = get_game("ando_coop").new_deal(variant="4p", seed=5)
    state.apply("say plan 6 4 2 0", 0)
    play_randomly(state, random.Random(5))
    story = state.deal_story()
    assert story.declarer is None and story.made is state.result()["win"]
    verdict = "made" if story.made else "failed"
    text = line(story)
    assert text.startswith(
        f"Team goal: tricks 6-4-2-0, last cards of four suits · {verdict} · plan 6-4-2-0 · tricks "
    )


def test_the_solitaire_says_won_or_lost_with_its_trump():
    state = get_game("mustfollow_solitaire").new_deal(seed=7)
    play_randomly(state, random.Random(7))
    story = state.deal_story()
    assert story.contract is None and story.made is state.result()["win"]
    assert line(story).startswith(("Won · Trump: ", "Lost · Trump: "))
