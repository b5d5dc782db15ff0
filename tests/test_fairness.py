"""Provably fair deals (rules_core.fairness, desktop.sitting.session): every deal the app plays is
committed to before its first move, every record it writes at the end verifies, and any
change to the deal, its seed, its settings or the salt is caught."""

from __future__ import annotations

import hashlib
import json
import random
import re

import pytest

from desktop.sitting.session import Session
from rules_core.ai import heuristic_bot
from rules_core.fairness import (
    MISMATCH,
    NO_FINGERPRINT,
    NO_SALT,
    SEED_MISMATCH,
    Fairness,
    commit,
    short_form,
    verify,
)
from rules_core.record import BadRecord, Record, loads
from rules_core.registry import all_games, get_game

CASES = [(g.id, v) for g in all_games() for v in (g.variants or (None,))]


def play_out(session: Session, seed: int = 1, moves: int | None = None) -> Session:
    """Play ``session`` with the heuristic bot in every seat (its talk too), to the end or
    for ``moves`` decisions."""
    bot = heuristic_bot(session.game_id)
    rng = random.Random(seed)
    done = 0
    while not session.state.is_terminal and (moves is None or done < moves):
        seat = session.state.current_player
        decision = bot.choose(session.state.view(seat), session.state.legal(), rng)
        for text in decision.say:
            session.say(text, seat)
        session.apply(decision.action)
        done += 1
    return session


def written(record: Record) -> Record:
    """The record as a file holds it: written out and read back."""
    return loads(record.dumps())


def edited(record: Record, change) -> Record:
    data = json.loads(record.dumps())
    change(data)
    return loads(json.dumps(data))


def finished(game_id: str = "hamlet", number: int = 7) -> Record:
    return written(play_out(Session(game_id, number)).record())


@pytest.mark.parametrize(("game_id", "variant"), CASES, ids=[f"{g}-{v}" for g, v in CASES])
def test_every_record_the_app_writes_at_the_end_of_a_deal_verifies(game_id, variant):
    session = Session(game_id, 4242, variant=variant)
    shown = session.fingerprint  # what the person is shown before the first move
    assert shown is not None and re.fullmatch(r"[0-9a-f]{64}", shown)
    play_out(session)
    assert session.state.is_terminal and session.fingerprint == shown
    record = written(session.record())
    assert record.fairness is not None and record.fairness.salt is not None
    answer = verify(record)
    assert answer["verified"] is True, answer
    assert answer["fingerprint"] == shown and answer["reason"] is None
    assert answer["short"] == session.short_fingerprint


def test_the_short_form_is_the_first_sixteen_digits_in_fours():
    assert short_form("3f9a0c1d77e251b0" + "0" * 48) == "3f9a 0c1d 77e2 51b0"
    session = Session("crescendo", 5)
    assert session.fingerprint is not None and session.short_fingerprint is not None
    assert re.fullmatch(r"[0-9a-f]{4}( [0-9a-f]{4}){3}", session.short_fingerprint)
    assert session.short_fingerprint.replace(" ", "") == session.fingerprint[:16]


def test_the_fingerprint_is_the_documented_hash_of_the_deal():
    """Anyone can check a record without Torite: SHA-256 of the canonical JSON of the
    deal's fields, its explicit deal and the salt (as the help and the module say)."""
    record = finished("hamlet", 11)
    assert record.fairness is not None and record.fairness.salt is not None
    payload = {
        "format": "torite-deal/1",
        "game": record.game,
        "variant": record.variant,
        "options": record.options,
        "dealer": record.dealer,
        "context": record.context,
        "seed": record.seed,
        "deal": record.deal,
        "salt": record.fairness.salt,
    }
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    assert hashlib.sha256(text.encode("ascii")).hexdigest() == record.fairness.fingerprint
    assert re.fullmatch(r"[0-9a-f]{32}", record.fairness.salt)


def swap_hidden_cards(data: dict) -> None:
    """Give seat 1 a card of seat 2's and seat 2 one of seat 1's: cards seat 0 never saw
    in their hands, and still a possible deal."""
    hands = data["deal"]["hands"]
    one, two = hands[1], hands[2]
    i = next(i for i, card in enumerate(one) if card not in two)
    j = next(j for j, card in enumerate(two) if card not in one)
    one[i], two[j] = two[j], one[i]


def test_a_changed_hidden_card_does_not_verify():
    record = finished()
    swapped = edited(record, swap_hidden_cards)
    swapped.new_state()  # still a possible deal (verify looks at the deal, not the moves)
    answer = verify(swapped)
    assert answer["verified"] is False and answer["problem"] == SEED_MISMATCH
    assert "seed" in answer["reason"]
    # Without the seed to compare with, the fingerprint itself catches it.
    no_seed = edited(record, lambda d: (swap_hidden_cards(d), d.pop("seed")))
    answer = verify(no_seed)
    assert answer["verified"] is False and answer["problem"] == MISMATCH
    assert "fingerprint does not match" in answer["reason"]


def test_a_changed_stock_order_does_not_verify():
    record = written(play_out(Session("mustfollow_solitaire", 3)).record())

    def swap(data: dict) -> None:
        stock = data["deal"]["stock"]
        stock[-1], stock[-2] = stock[-2], stock[-1]  # the bottom of the stock: hidden
        del data["seed"]

    answer = verify(edited(record, swap))
    assert answer["verified"] is False and answer["problem"] == MISMATCH


def test_a_changed_salt_does_not_verify():
    record = finished()

    def other_salt(data: dict) -> None:
        salt = data["fairness"]["salt"]
        data["fairness"]["salt"] = ("0" if salt[0] != "0" else "1") + salt[1:]

    answer = verify(edited(record, other_salt))
    assert answer["verified"] is False and answer["problem"] == MISMATCH and answer["reason"]


def test_a_changed_seed_does_not_verify():
    record = finished()
    assert record.seed is not None
    answer = verify(edited(record, lambda d: d.update(seed=d["seed"] + 1)))
    assert answer["verified"] is False and answer["problem"] == SEED_MISMATCH
    # A record by its seed alone: the other seed deals other cards, another fingerprint.
    seed_only = edited(record, lambda d: (d.pop("deal"), d.update(seed=d["seed"] + 1)))
    answer = verify(seed_only)
    assert answer["verified"] is False and answer["problem"] == MISMATCH
    assert verify(edited(record, lambda d: d.pop("deal")))["verified"] is True


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(dealer=1),
        lambda d: d.update(options={"deals": 3}),
        lambda d: d.update(context={"scores_before": [1, 0, 0]}),
    ],
    ids=["dealer", "options", "context"],
)
def test_changed_settings_do_not_verify(change):
    def without_seed(data: dict) -> None:
        del data["seed"]  # the explicit deal alone: only the fingerprint can tell
        change(data)

    answer = verify(edited(finished(), without_seed))
    assert answer["verified"] is False and answer["problem"] == MISMATCH


def test_a_record_without_a_fingerprint_says_so():
    record = finished()
    old = edited(record, lambda d: d.pop("fairness"))
    assert old.fairness is None and "fairness" not in json.loads(old.dumps())
    answer = verify(old)
    assert answer == {
        "verified": False,
        "fingerprint": None,
        "short": None,
        "problem": NO_FINGERPRINT,
        "reason": answer["reason"],
    }
    assert "no fingerprint" in answer["reason"]


def test_during_the_deal_the_record_keeps_the_salt_back_but_the_autosave_keeps_it():
    session = play_out(Session("crescendo", 21), moves=5)
    assert not session.state.is_terminal
    shared = written(session.record())
    assert shared.fairness == Fairness(session.fingerprint or "")  # no salt
    answer = verify(shared)
    assert answer["verified"] is False and answer["problem"] == NO_SALT
    saved = written(session.record(autosave=True))
    assert saved.fairness is not None and saved.fairness.salt is not None
    assert verify(saved)["verified"] is True


def test_restart_and_undo_keep_the_deal_s_commitment_and_a_new_deal_gets_a_new_one():
    session = play_out(Session("hamlet", 9), moves=6)
    fairness = session.fairness
    session.undo()
    session.undo()
    assert session.fairness == fairness
    session.restart()
    assert session.fairness == fairness and session.actions == []
    again = Session("hamlet", 9)  # the same deal number dealt again: a new salt
    assert again.fairness is not None and fairness is not None
    assert again.fairness.salt != fairness.salt
    assert again.fingerprint != session.fingerprint  # so the number cannot be guessed back


def test_a_resumed_autosave_keeps_its_commitment_and_verifies_at_the_end():
    session = play_out(Session("finesse", 17), moves=9)
    resumed = Session.from_record(written(session.record(autosave=True)))
    assert resumed.fairness == session.fairness
    play_out(resumed, seed=2)
    assert resumed.state.is_terminal
    assert verify(written(resumed.record()))["verified"] is True


def test_a_resumed_record_with_a_salt_that_does_not_match_loses_its_fingerprint():
    record = written(play_out(Session("hamlet", 13), moves=4).record(autosave=True))
    forged = edited(record, lambda d: d["fairness"].update(salt="0" * 32))
    assert Session.from_record(forged).fairness is None
    # Without its salt it cannot be checked yet: it is carried as it stands.
    shared = edited(record, lambda d: d["fairness"].pop("salt"))
    assert Session.from_record(shared).fingerprint == record.fairness.fingerprint


def test_records_without_a_fingerprint_resume_without_one():
    session = play_out(Session("hamlet", 13), moves=4)
    old = edited(session.record(), lambda d: d.pop("fairness"))
    resumed = Session.from_record(old)
    assert resumed.fairness is None and resumed.fingerprint is None
    assert "fairness" not in json.loads(resumed.record().dumps())
    assert resumed.record().dumps() == old.dumps()  # written back exactly as it came


def test_a_session_laid_out_by_an_explicit_deal_verifies():
    """A deal from a layout (a lesson, a test): no seed is written beside it."""
    game = get_game("hamlet")
    layout = game.explicit_deal(game.new_deal(seed=99))
    session = play_out(Session("hamlet", 1, deal=layout))
    record = written(session.record())
    assert record.seed is None and record.deal == layout
    assert verify(record)["verified"] is True


def test_commit_fixes_the_deal_not_the_moves():
    state = get_game("crescendo").new_deal(seed=4)
    fields = {"seed": 4, "options": {}, "variant": None, "dealer": 0, "context": {}}
    one = commit(state, salt="ab" * 16, **fields)
    assert commit(state, salt="ab" * 16, **fields) == one
    assert commit(state, salt="cd" * 16, **fields) != one


@pytest.mark.parametrize(
    ("fairness", "words"),
    [
        ([], '"fairness" must be an object'),
        ({}, "fairness.fingerprint"),
        ({"fingerprint": "ab" * 31}, "fairness.fingerprint"),
        ({"fingerprint": "AB" * 32}, "fairness.fingerprint"),
        ({"fingerprint": "ab" * 32, "salt": 5}, "fairness.salt"),
        ({"fingerprint": "ab" * 32, "salt": "xyz"}, "fairness.salt"),
    ],
)
def test_a_malformed_fairness_is_a_bad_record(fairness, words):
    data = json.loads(finished().dumps())
    data["fairness"] = fairness
    with pytest.raises(BadRecord, match=re.escape(words)):
        loads(json.dumps(data))


def test_a_null_fairness_is_none():
    data = json.loads(finished().dumps())
    data["fairness"] = None
    assert loads(json.dumps(data)).fairness is None
