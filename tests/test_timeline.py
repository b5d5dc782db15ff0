"""The replay viewer's model (rules_core.timeline), a view with every hand open, and the
last trick as a seat may look at it — over a full random deal of every game and variant."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from helpers import game_cases, play_randomly

from rules_core.events import TrickWon
from rules_core.knowledge import knowledge_at
from rules_core.record import IllegalRecordAction, parse_record, record_of, replay
from rules_core.registry import get_game
from rules_core.timeline import OPEN, Timeline

EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "examples"
needs_examples = pytest.mark.skipif(
    not EXAMPLES.is_dir(), reason="shared/examples is not beside the repo"
)


def random_record(game_id: str, variant: str | None, seed: int):
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    start = state.clone()
    actions = play_randomly(state, random.Random(seed))
    return record_of(start, actions, variant=variant), state


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_every_position_and_trick_of_a_deal(game_id: str, variant: str | None) -> None:
    record, final = random_record(game_id, variant, 11)
    timeline = Timeline(record)
    assert timeline.end == len(record.actions)
    assert timeline.states[-1].scores() == final.scores()
    assert timeline.states[-1].is_terminal
    # The positions after a trick was taken are exactly those whose action took one.
    _, events = replay(record)
    taken = [i + 1 for i, evs in enumerate(events) if any(isinstance(e, TrickWon) for e in evs)]
    assert timeline.trick_ends == taken
    # Stepping by trick visits each trick's end in order, both ways, and stops at the ends.
    here, seen = 0, []
    while here < timeline.end:
        here = timeline.next_trick(here)
        seen.append(here)
    assert seen == [*taken, timeline.end] if taken[-1:] != [timeline.end] else taken
    back = [timeline.previous_trick(p) for p in seen]
    assert back == [0, *seen[:-1]]
    # A position's view is the deal's, replayed that far.
    middle = timeline.end // 2
    again = record.new_state()
    for seat, action in record.actions[:middle]:
        again.apply(action, seat)
    assert timeline.view_at(middle, 0) == again.view(0)


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_moves_name_only_what_the_seat_had_seen(game_id: str, variant: str | None) -> None:
    """Each seat's list of the moves keeps faith: a move names no piece that seat had not
    seen once it was made; with every hand open, the moves are the record's own."""
    record, _ = random_record(game_id, variant, 5)
    timeline = Timeline(record)
    start = record.new_state()
    for seat in range(timeline.num_players):
        moves = timeline.moves(seat)
        assert [m.index for m in moves] == list(range(timeline.end))
        for move in moves[:: max(1, len(moves) // 12)]:
            known = knowledge_at(start, record.actions[: move.index + 1], seat)
            for msg in (move.words, *move.then):
                assert known.allows(msg), (seat, move.index, msg)
    for move, (seat, action) in zip(timeline.moves(OPEN), record.actions, strict=True):
        assert move.seat == seat
        if timeline.states[move.index].is_decision(action):
            assert move.words.params["action"].action == action


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_open_view_shows_every_hand_and_nothing_else_changes(
    game_id: str, variant: str | None
) -> None:
    record, _ = random_record(game_id, variant, 3)
    timeline = Timeline(record)
    state = timeline.state_at(timeline.end // 3)
    opened = state.open_view(0)
    for seat in range(state.num_players):
        assert opened.open_hands[seat] == state.view(seat).hand
        if seat:
            assert set(opened.shown_in_hand(seat)) == set(state.view(seat).hand)
    plain = state.view(0)
    assert plain.open_hands == ()
    assert plain.shown_in_hand(1 % state.num_players) == plain.held_known(1 % state.num_players)
    assert opened == dataclasses.replace(plain, open_hands=opened.open_hands)


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_last_trick_is_the_trick_just_taken_or_a_reason(game_id: str, variant: str | None) -> None:
    """After a trick is taken, a seat looks at it as it lay (its number, leader and
    winner as the rules say), or is told why it may not (won tricks lie face down)."""
    record, _ = random_record(game_id, variant, 8)
    timeline = Timeline(record)
    names = [f"P{s}" for s in range(timeline.num_players)]
    _, events = replay(record)
    for position in timeline.trick_ends[:3]:
        won = next(e for e in events[position - 1] if isinstance(e, TrickWon))
        view = timeline.view_at(position, 0)
        trick = timeline.trick_taken_at(position, 0)
        if trick is None:
            assert view.why_no_last_trick().text("en", names)
            continue
        assert trick.winner == won.player
        assert trick == view.tricks[-1]
        shown = [p.card for p in trick.plays if p.card >= 0 and not p.face_down]
        assert sorted(shown) == sorted(c for c in won.cards if c >= 0)
        for lang in ("en", "ja"):
            words = view.trick_words(trick).text(lang, names)
            assert str(trick.number) in words and "{" not in words
    assert timeline.trick_taken_at(0, 0) is None


def test_the_co_op_game_keeps_taken_tricks_face_down() -> None:
    record, _ = random_record("ando_coop", "4p", 2)
    timeline = Timeline(record)
    view = timeline.view_at(timeline.trick_ends[0], 0)
    assert view.last_trick() is None
    assert "face down" in view.why_no_last_trick().text("en")
    assert "まだ" in timeline.view_at(0, 0).why_no_last_trick().text("ja")


@needs_examples
def test_a_broken_record_is_refused_with_the_action_that_breaks_it() -> None:
    data = json.loads((EXAMPLES / "hamlet.json").read_text(encoding="utf-8"))["record"]
    data["actions"][4]["a"] = "play JK"
    with pytest.raises(IllegalRecordAction) as refused:
        Timeline(parse_record(data))
    assert refused.value.index == 4


@needs_examples
def test_a_face_down_truco_card_stays_a_card_to_the_others() -> None:
    data = json.loads((EXAMPLES / "truco.json").read_text(encoding="utf-8"))["record"]
    timeline = Timeline(parse_record(data))
    index = next(i for i, (_, a) in enumerate(timeline.record.actions) if a.endswith(" down"))
    seat = timeline.record.actions[index][0]
    other = (seat + 1) % 4
    assert "face down" in timeline.moves(other)[index].words.text("en")
    card = timeline.record.actions[index][1].split(" ")[1]
    assert card not in timeline.moves(other)[index].words.params["action"].action
    assert card in timeline.moves(OPEN)[index].words.params["action"].action
