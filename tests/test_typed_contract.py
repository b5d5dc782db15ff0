"""The rules core's typed contract (issue 29): results, the end-of-deal hook, message
parameters that say what they are, piece kinds found without import side effects."""

from __future__ import annotations

import ast
import json
import pickle
import random
from pathlib import Path

import pytest

from rules_core.cards import FRENCH, MarkWord, SuitWord, parse_card
from rules_core.events import DealEnded
from rules_core.game import Event
from rules_core.messages import Msg, Seat
from rules_core.piece_kinds import KINDS, kind_named
from rules_core.pieces import ActionWords, PiecesWord, PieceWord
from rules_core.registry import game_ids, get_game
from rules_core.result import DealResult
from rules_core.tiles import DOMINO

ROOT = Path(__file__).resolve().parents[1]


def played(game_id: str, seed: int, stop: int | None = None):
    state = get_game(game_id).new_deal(seed=seed)
    rng = random.Random(seed)
    events: list[Event] = []
    moves = 0
    while not state.is_terminal and (stop is None or moves < stop):
        events = state.apply(rng.choice(state.legal_actions()))
        moves += 1
    return state, events


@pytest.mark.parametrize("game_id", game_ids())
def test_a_result_is_typed_and_reads_as_its_replay_keys(game_id):
    for seed in range(4):
        for stop in (3, None):
            state, _ = played(game_id, seed, stop)
            result = state.result()
            assert isinstance(result, DealResult)
            keys = result.as_json()
            assert dict(result) == keys and result == keys
            assert json.loads(json.dumps(keys)) == keys
            assert result.get("redeal") == keys.get("redeal")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_end_event_says_what_the_end_of_deal_hook_gives(game_id):
    state, events = played(game_id, 7)
    (end,) = [e for e in events if isinstance(e, DealEnded)]
    hook = getattr(state, "end_info", None)
    if hook is not None:
        assert dict(end.details) == hook()


def test_parameters_that_say_what_they_are_render_by_their_kind():
    queen = parse_card("QH")
    assert Msg("card_not_in_hand", {"card": PieceWord(FRENCH, queen)}).text("en") == (
        "Q♥ is not in your hand."
    )
    six_three = DOMINO.parse("6-3")
    assert PieceWord(DOMINO, six_three).render("en") == DOMINO.label(six_three, "en")
    assert PiecesWord(FRENCH, (queen, parse_card("7C"))).render("ja") == "Q♥、7♣"
    assert PieceWord(FRENCH, -1).render("en") == "(face down)"
    assert SuitWord(2).render("ja") == "ハート" and SuitWord(-1).render("en") == "no trump"
    assert MarkWord(3).render("en") == "♠"
    assert ActionWords(FRENCH, "play 10H").render("en") == "Play 10♥"
    assert Seat(2).render("en", ["You", "Bot 1", "Bot 2"]) == "Bot 2"
    assert Seat(2).render("en") == "seat 2"
    # a plain value says only itself: the renderer reads no parameter by its name
    assert Msg("card_not_in_hand", {"card": queen}).text("en") == f"{queen} is not in your hand."


def test_a_message_sent_to_another_process_keeps_its_kind():
    msg = Msg("seen_hand", {"cards": PiecesWord(DOMINO, (DOMINO.parse("6-6"),))}, "domino")
    again = pickle.loads(pickle.dumps(msg))
    assert again == msg and again.params["cards"].kind is DOMINO
    assert again.text("en") == msg.text("en")


def test_kinds_are_a_table_and_the_shared_renderer_knows_no_card():
    assert {name: kind_named(name).name for name in KINDS} == {
        "french": "french",
        "tiengow": "tiengow",
        "domino": "domino",
        "karuta": "karuta",
    }
    tree = ast.parse((ROOT / "rules_core" / "messages.py").read_text(encoding="utf-8"))
    imported = {
        node.module or ""
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level
    }
    # Nothing of the core but how a frozen value crosses to the search process (clones.py,
    # which knows no piece either).
    assert imported <= {"clones"}, imported
    text = (ROOT / "rules_core" / "messages.py").read_text(encoding="utf-8")
    assert "♠" not in text and "SUIT" not in text and "クラブ" not in text


def test_a_piece_in_a_typed_parameter_counts_as_named_for_the_faith_checks():
    """What a message reveals is found in typed parameters as in plain ones."""
    from rules_core.knowledge import pieces_named

    queen, seven = parse_card("QH"), parse_card("7C")
    msg = Msg(
        "seen_hand",
        {
            "cards": PiecesWord(FRENCH, (queen,)),
            "more": Msg("x", {"what": PieceWord(FRENCH, seven)}),
            "action": ActionWords(FRENCH, "play AS"),
        },
    )
    assert pieces_named(msg) == {queen, seven, parse_card("AS")}
    assert pieces_named(Msg("x", {"card": PieceWord(FRENCH, -1)})) == frozenset()
