"""Record round trips and the replay CLI, including hostile input."""

import io
import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from rules_core.__main__ import run
from rules_core.record import BadRecord, Record, load, loads, record_of, replay, save
from rules_core.registry import game_ids, get_game

# The repository is checked out with shared/ beside it (developers and CI alike).
EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "examples"


def cli(args, stdin_text=""):
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(stdin_text.encode()), encoding="utf-8")
    code = run(args, stdin, out, err)
    return code, out.getvalue(), err.getvalue()


def played_record(seed=3):
    game = get_game("mustfollow_solitaire")
    state = game.new_deal(seed=seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append((0, action))
    return state, record_of(state, actions, seed=seed)


def test_save_load_replay_gives_the_same_state(tmp_path):
    state, record = played_record()
    path = tmp_path / "game.json"
    save(record, path)
    again, _ = replay(load(path))
    assert again.view(0) == state.view(0)
    assert again.scores() == state.scores() and again.result() == state.result()


def test_seed_only_record_replays_like_the_explicit_one():
    state, record = played_record(9)
    seed_only = Record(game=record.game, seed=9, actions=record.actions)
    again, _ = replay(seed_only)
    assert again.view(0) == state.view(0)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_shared_examples_replay_to_their_expected_output(path):
    example = json.loads(path.read_text())
    if example["record"]["game"] not in game_ids():
        pytest.skip(f"{example['record']['game']} is not built yet")
    code, out, _ = cli(["replay", "-"], json.dumps(example["record"]))
    reply = json.loads(out)
    assert code == 0 and reply["ok"] is True and reply["terminal"] is True
    assert reply["scores"] == example["expect"]["scores"]
    for key, value in example["expect"]["result"].items():
        assert reply["result"][key] == value


def test_partial_record_is_not_terminal_and_legal_lists_the_decisions():
    _, record = played_record()
    record.actions = record.actions[:2]
    code, out, _ = cli(["replay", "-"], record.dumps())
    reply = json.loads(out)
    assert code == 0 and reply["terminal"] is False and reply["result"] == {"win": None}
    code, out, _ = cli(["legal", "-"], record.dumps())
    lines = out.splitlines()
    assert code == 0 and lines and all(line.startswith("play ") for line in lines)


def test_legal_prints_nothing_when_the_deal_is_over():
    _, record = played_record()
    code, out, _ = cli(["legal", "-"], record.dumps())
    assert code == 0 and out == ""


def test_illegal_action_reports_its_index():
    _, record = played_record()
    record.actions[1] = (0, "trump Q")
    code, out, _ = cli(["replay", "-"], record.dumps())
    reply = json.loads(out)
    assert code == 1
    assert reply == {
        "ok": False,
        "error": "illegal-action",
        "index": 1,
        "message": reply["message"],
    }
    assert "trump" in reply["message"]


def test_wrong_seat_is_an_illegal_action():
    _, record = played_record()
    record.actions[0] = (1, record.actions[0][1])
    code, out, _ = cli(["replay", "-"], record.dumps())
    assert code == 1 and json.loads(out)["index"] == 0


GOOD = json.loads(played_record()[1].dumps())


def mutate(**changes):
    data = json.loads(json.dumps(GOOD))
    for key, value in changes.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


HOSTILE = {
    "not json": "{not json",
    "empty": "",
    "array": "[]",
    "number": "42",
    "deep nesting": "[" * 100000 + "]" * 100000,
    "wrong format": mutate(format="torite-record/2"),
    "unknown game": mutate(game="chess"),
    "game not a string": mutate(game=7),
    "actions not a list": mutate(actions="play AS"),
    "action not an object": mutate(actions=[1]),
    "action seat a bool": mutate(actions=[{"p": True, "a": "exchange"}]),
    "action text a number": mutate(actions=[{"p": 0, "a": 5}]),
    "deal not an object": mutate(deal=[1, 2]),
    "stock not a list": mutate(deal={"stock": "AS KS"}),
    "stock too short": mutate(deal={"stock": GOOD["deal"]["stock"][:52]}),
    "duplicate card": mutate(
        deal={"stock": GOOD["deal"]["stock"][:52] + [GOOD["deal"]["stock"][0]]}
    ),
    "bad card text": mutate(deal={"stock": GOOD["deal"]["stock"][:52] + ["ZZ"]}),
    "card not text": mutate(deal={"stock": GOOD["deal"]["stock"][:52] + [None]}),
    "no deal nor seed": mutate(deal=KeyError, seed=KeyError),
    "seed a string": mutate(seed="42", deal=KeyError),
    "options not an object": mutate(options=[]),
    "unknown option": mutate(options={"speed": 3}),
    "variant for a game without": mutate(variant="4p"),
    "dealer negative": mutate(dealer=-1),
    "huge seed": mutate(seed=10**400, deal=KeyError),
}


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_hostile_records_give_a_json_error_never_a_traceback(text):
    code, out, err = cli(["replay", "-"], text)
    reply = json.loads(out)
    assert code == 2, reply
    assert reply["ok"] is False and reply["error"] == "bad-record" and reply["message"]
    assert "Traceback" not in out + err


def test_loads_refuses_giant_input():
    with pytest.raises(BadRecord, match="too large"):
        loads(" " * 6_000_000)


def test_missing_file_is_a_bad_record(tmp_path):
    code, out, _ = cli(["replay", str(tmp_path / "nope.json")])
    assert code == 2 and "cannot read" in json.loads(out)["message"]


def test_usage_errors_exit_2():
    assert cli([])[0] == 2
    assert cli(["replay"])[0] == 2


def test_games_lists_the_ids():
    code, out, _ = cli(["games"])
    assert code == 0 and "mustfollow_solitaire" in out.split()


def test_the_real_command_line_works_end_to_end(tmp_path):
    _, record = played_record()
    path = tmp_path / "r.json"
    save(record, path)
    done = subprocess.run(
        [sys.executable, "-m", "rules_core", "replay", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and json.loads(done.stdout)["ok"] is True
    done = subprocess.run(
        [sys.executable, "-m", "rules_core", "replay", "-"],
        input="{broken",
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and json.loads(done.stdout)["error"] == "bad-record"
    assert done.stderr == ""


@pytest.mark.python_engine  # patches (or subclasses in Python) the engine's insides
def test_failed_save_leaves_the_old_file_untouched(tmp_path, monkeypatch):
    _, record = played_record()
    path = tmp_path / "keep.json"
    path.write_text("precious")

    def explode(self):
        raise RuntimeError("disk full")

    monkeypatch.setattr(Record, "dumps", explode)
    with pytest.raises(RuntimeError):
        save(record, path)
    assert path.read_text() == "precious"
    assert list(tmp_path.iterdir()) == [path]


# -- verify: the deal against the fingerprint shown before its first move -----------------


def finished_app_record(number=5):
    """A record as the app writes it at the end of a deal: with its fingerprint and salt."""
    from desktop.sitting.session import Session

    session = Session("mustfollow_solitaire", number)
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    return session.record()


def test_verify_says_a_good_record_is_verified(tmp_path):
    record = finished_app_record()
    path = tmp_path / "deal.json"
    save(record, path)
    for args, stdin in ((["verify", "-"], record.dumps()), (["verify", str(path)], "")):
        code, out, err = cli(args, stdin)
        reply = json.loads(out)
        assert code == 0 and err == ""
        assert reply == {
            "ok": True,
            "verified": True,
            "fingerprint": record.fairness.fingerprint,
            "short": record.fairness.short,
            "problem": None,
            "reason": None,
        }


def test_verify_says_a_tampered_record_is_not():
    data = json.loads(finished_app_record().dumps())
    data["deal"]["stock"][0], data["deal"]["stock"][1] = (
        data["deal"]["stock"][1],
        data["deal"]["stock"][0],
    )
    del data["seed"]
    code, out, _ = cli(["verify", "-"], json.dumps(data))
    reply = json.loads(out)
    assert code == 0 and reply["ok"] is True and reply["verified"] is False
    assert reply["problem"] == "mismatch" and "fingerprint" in reply["reason"]
    assert reply["fingerprint"] == data["fairness"]["fingerprint"]


def test_verify_says_a_record_without_a_fingerprint_has_none():
    code, out, _ = cli(["verify", "-"], json.dumps(GOOD))
    reply = json.loads(out)
    assert code == 0 and reply["ok"] is True and reply["verified"] is False
    assert reply["fingerprint"] is None and reply["problem"] == "no-fingerprint"
    assert "no fingerprint" in reply["reason"]


BAD_FAIRNESS = {
    "fairness not an object": mutate(fairness="3f9a"),
    "fingerprint too short": mutate(fairness={"fingerprint": "ab" * 8}),
    "salt not hex": mutate(fairness={"fingerprint": "ab" * 32, "salt": "salt"}),
}


@pytest.mark.parametrize("command", ["replay", "verify"])
@pytest.mark.parametrize(
    "text", [*HOSTILE.values(), *BAD_FAIRNESS.values()], ids=[*HOSTILE, *BAD_FAIRNESS]
)
def test_verify_gives_broken_records_the_replay_s_json_error(command, text):
    code, out, err = cli([command, "-"], text)
    reply = json.loads(out)
    assert code == 2, reply
    assert reply["ok"] is False and reply["error"] == "bad-record" and reply["message"]
    assert "Traceback" not in out + err


def test_verify_refuses_giant_input_and_missing_files(tmp_path):
    code, out, _ = cli(["verify", "-"], " " * 6_000_000)
    assert code == 2 and "too large" in json.loads(out)["message"]
    code, out, _ = cli(["verify", str(tmp_path / "nope.json")])
    assert code == 2 and "cannot read" in json.loads(out)["message"]
    assert cli(["verify"])[0] == 2


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_verify_refuses_a_named_pipe_at_once_and_reads_one_on_stdin(tmp_path):
    """A named pipe given by name is refused without waiting for a writer (it used to
    block in open() for ever when none came); a pipe's text is given as ``-``."""
    record = finished_app_record(8)
    pipe = tmp_path / "record.fifo"
    os.mkfifo(pipe)
    answers = []
    reader = threading.Thread(target=lambda: answers.append(cli(["verify", str(pipe)])))
    reader.daemon = True
    reader.start()
    reader.join(timeout=5)
    if reader.is_alive():  # let the blocked reader go before failing
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("verify waited on a named pipe")
    code, out, _ = answers[0]
    reply = json.loads(out)
    assert code == 2 and reply["error"] == "bad-record"
    assert "not a regular file" in reply["message"]
    code, out, _ = cli(["verify", "-"], record.dumps())
    assert code == 0 and json.loads(out)["verified"] is True


def test_verify_on_the_real_command_line(tmp_path):
    path = tmp_path / "r.json"
    save(finished_app_record(), path)
    done = subprocess.run(
        [sys.executable, "-m", "rules_core", "verify", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout)["verified"] is True
