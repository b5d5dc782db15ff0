"""The replay CLI under hostile input: every failure is one JSON object and an exit status.

Records are built here from seeded deals (no example files needed).  Most cases run
in-process through ``rules_core.__main__.run``; real processes only where the console
encoding or a closed or broken standard stream is what is tested.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import rules_core.__main__ as cli_module
from rules_core.__main__ import run
from rules_core.record import FORMAT
from rules_core.registry import game_ids, get_game

ROOT = Path(__file__).resolve().parents[1]
BIG = "1" + "0" * 5000  # beyond Python's 4300-digit limit for reading an int
Record = dict[str, Any]


# -- building records ---------------------------------------------------------------------


def dealt(
    game_id: str, variant: str | None = None, until: str | None = None, seed: int = 7
) -> tuple[Record, int]:
    """A seed-only record of ``game_id``, played by first legal actions (passing last) until a legal
    action starts with ``until`` (or to the end when ``until`` is "END"); with the seat
    that acts next."""
    state = get_game(game_id).new_deal(seed=seed, variant=variant)
    actions: list[dict[str, Any]] = []

    def reached() -> bool:
        if until == "END":
            return state.is_terminal
        return until is None or any(a.startswith(until) for a in state.legal_actions())

    while not reached():
        legal = state.legal_actions()
        seat, action = state.current_player, next((a for a in legal if a != "pass"), legal[0])
        state.apply(action)
        actions.append({"p": seat, "a": action})
    record: Record = {"format": FORMAT, "game": game_id, "variant": variant, "seed": seed}
    record["actions"] = actions
    return record, state.current_player


def explicit(game_id: str, seed: int = 7) -> Record:
    """A record with the explicit deal of seed ``seed`` and no actions."""
    game = get_game(game_id)
    deal = game.explicit_deal(game.new_deal(seed=seed))
    return {"format": FORMAT, "game": game_id, "deal": deal, "actions": []}


def with_action(record: Record, seat: int, text: str) -> Record:
    return {**record, "actions": [*record["actions"], {"p": seat, "a": text}]}


def cli(args: list[str], stdin: str | bytes = b"") -> tuple[int, str, str]:
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    out, err = io.StringIO(), io.StringIO()
    code = run(args, io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"), out, err)
    return code, out.getvalue(), err.getvalue()


def replay(record: Record | str | bytes) -> tuple[int, dict[str, Any]]:
    text = record if isinstance(record, (str, bytes)) else json.dumps(record)
    code, out, err = cli(["replay", "-"], text)
    assert err == ""
    assert out.endswith("\n") and out.count("\n") == 1, out[:200]
    return code, json.loads(out)


def assert_bad_record(code: int, reply: dict[str, Any]) -> None:
    assert code == 2, reply
    assert reply["ok"] is False and reply["error"] == "bad-record", reply
    assert set(reply) == {"ok", "error", "message"}
    assert reply["message"] and "internal error" not in reply["message"], reply


def assert_illegal(code: int, reply: dict[str, Any], index: int) -> None:
    assert code == 1, reply
    assert reply["ok"] is False and reply["error"] == "illegal-action", reply
    assert set(reply) == {"ok", "error", "index", "message"}
    assert reply["index"] == index, reply
    assert reply["message"] and "internal error" not in reply["message"], reply


# -- digits that str.isdigit() takes and int() refuses ------------------------------------

ODD_ACTIONS = [
    ("mustfollow_solitaire", None, "play ", "play ²S"),
    ("mustfollow_solitaire", None, "play ", "play ١٠S"),
    ("mustfollow_solitaire", None, "exchange ", "exchange ²S"),
    ("mustfollow_solitaire", None, "exchange ", "exchange ³D ²S"),
    ("crescendo", None, "bid ", "bid ² S"),
    ("crescendo", None, "bid ", "bid ٣ S"),
    ("crescendo", None, "bid ", "bid ١٥ NT"),
    ("crescendo", None, "play ", "play ²S"),
    ("hamlet", None, "choose ", "choose ²S"),
    ("allmighty", None, "play ", "play ١٠S"),
    ("ando_coop", "4p", None, "say plan ٦ 4 2 0"),
    ("ando_coop", "4p", None, "say plan ⁶ 4 2 0"),
    ("ando_coop", "2p", None, "say plan ٤ 8"),
    ("ando_coop", "4p", "play ", "play ²C"),
]


@pytest.mark.parametrize(
    ("game_id", "variant", "phase", "text"), ODD_ACTIONS, ids=[c[3] for c in ODD_ACTIONS]
)
def test_unicode_digits_in_an_action_are_an_illegal_action(
    game_id: str, variant: str | None, phase: str | None, text: str
) -> None:
    record, seat = dealt(game_id, variant, phase)
    code, reply = replay(with_action(record, seat, text))
    assert_illegal(code, reply, len(record["actions"]))
    odd = [ch for ch in text if not ch.isascii()]
    assert any(ch in reply["message"] for ch in odd), reply["message"]


@pytest.mark.parametrize(
    ("variant", "text"),
    [("4p", "say plan 6 4 2 0"), ("2p", "say plan 4 8")],
)
def test_the_same_talk_in_ascii_digits_is_accepted(variant: str, text: str) -> None:
    record, seat = dealt("ando_coop", variant)
    code, reply = replay(with_action(record, seat, text))
    assert code == 0 and reply["ok"] is True, reply


ODD_DEALS = [
    ("mustfollow_solitaire", "stock", None, "²S"),
    ("mustfollow_solitaire", "stock", None, "١٠S"),
    ("crescendo", "hands", 0, "²S"),
    ("hamlet", "hands", 1, "١٠H"),
    ("allmighty", "hands", 2, "⁹C"),
]


@pytest.mark.parametrize(
    ("game_id", "key", "hand", "card"), ODD_DEALS, ids=[f"{c[0]}-{c[3]}" for c in ODD_DEALS]
)
def test_unicode_digits_in_a_deal_are_a_bad_record(
    game_id: str, key: str, hand: int | None, card: str
) -> None:
    record = explicit(game_id)
    cards = record["deal"][key] if hand is None else record["deal"][key][hand]
    cards[0] = card
    code, reply = replay(record)
    assert_bad_record(code, reply)
    assert card in reply["message"] and "deal" in reply["message"]


# -- the context ----------------------------------------------------------------------------

BAD_CONTEXTS: dict[str, dict[str, Any]] = {
    "scores_before a string": {"scores_before": ["x", 0, 0, 0]},
    "scores_before too short": {"scores_before": [0, 0, 0]},
    "scores_before too long": {"scores_before": [0, 0, 0, 0, 0]},
    "scores_before a float": {"scores_before": [0.5, 0, 0, 0]},
    "scores_before a whole float": {"scores_before": [1.0, 0, 0, 0]},
    "scores_before a bool": {"scores_before": [True, 0, 0, 0]},
    "scores_before 10**12": {"scores_before": [10**12, 0, 0, 0]},
    "scores_before not a list": {"scores_before": "0 0 0 0"},
    "deals_before negative": {"deals_before": -1},
    "deals_before a string": {"deals_before": "3"},
    "deals_before a bool": {"deals_before": True},
    "first_leader out of range": {"first_leader": 4},
    "first_leader negative": {"first_leader": -1},
    "first_leader a string": {"first_leader": "1"},
    "first_leader null": {"first_leader": None},
    "unknown key": {"leader": 1},
}


@pytest.mark.parametrize("context", BAD_CONTEXTS.values(), ids=BAD_CONTEXTS.keys())
def test_a_bad_context_is_a_bad_record(context: dict[str, Any]) -> None:
    record, _ = dealt("allmighty")
    code, reply = replay({**record, "context": context})
    assert_bad_record(code, reply)
    assert "context" in reply["message"]


def test_a_good_context_replays() -> None:
    record, _ = dealt("allmighty")
    context = {"scores_before": [10, -5, 0, 3], "deals_before": 2, "first_leader": 3}
    code, reply = replay({**record, "context": context})
    assert code == 0 and reply["ok"] is True, reply


def test_a_context_key_of_another_game_is_a_bad_record() -> None:
    record, _ = dealt("mustfollow_solitaire")
    code, reply = replay({**record, "context": {"first_leader": 0}})
    assert_bad_record(code, reply)


# -- the shape of a record ------------------------------------------------------------------


def solitaire(**changes: Any) -> Record:
    record, _ = dealt("mustfollow_solitaire", until="play ")
    return {**record, **changes}


def with_big_number(where: str) -> str:
    record = solitaire(context={}, dealer=0)
    if where == "deal":
        record = explicit("mustfollow_solitaire")
    text = json.dumps(record)
    marks = {
        "seed": '"seed": 7',
        "dealer": '"dealer": 0',
        "p": '"p": 0',
        "context": '"context": {}',
        "deal": '"stock": [',
    }
    big = {
        "seed": f'"seed": {BIG}',
        "dealer": f'"dealer": {BIG}',
        "p": f'"p": {BIG}',
        "context": f'"context": {{"deals_before": {BIG}}}',
        "deal": f'"stock": [{BIG}, ',
    }
    assert marks[where] in text
    return text.replace(marks[where], big[where], 1)


BAD_RECORDS: dict[str, Callable[[], Record | str | bytes]] = {
    "option scored 1": lambda: solitaire(options={"scored": 1}),
    "option scored 0": lambda: solitaire(options={"scored": 0}),
    "option scored a string": lambda: solitaire(options={"scored": "true"}),
    "option scored null": lambda: solitaire(options={"scored": None}),
    "variant a number": lambda: solitaire(variant=5),
    "variant unknown": lambda: solitaire(variant="4p"),
    "seat a bool": lambda: solitaire(actions=[{"p": True, "a": "pass"}]),
    "seat a string": lambda: solitaire(actions=[{"p": "0", "a": "exchange"}]),
    "seat a float": lambda: solitaire(actions=[{"p": 0.0, "a": "exchange"}]),
    "seat negative": lambda: solitaire(actions=[{"p": -1, "a": "exchange"}]),
    "action text null": lambda: solitaire(actions=[{"p": 0, "a": None}]),
    "dealer a bool": lambda: solitaire(dealer=False),
    "dealer out of range": lambda: solitaire(dealer=1),
    "seed negative": lambda: solitaire(seed=-1),
    "seed a float": lambda: solitaire(seed=7.0),
    "big seed": lambda: with_big_number("seed"),
    "big dealer": lambda: with_big_number("dealer"),
    "big seat": lambda: with_big_number("p"),
    "big number in the context": lambda: with_big_number("context"),
    "big number in the deal": lambda: with_big_number("deal"),
    "big number inside a list": lambda: f"[{BIG}]",
    "a JSON array": lambda: json.dumps([solitaire()]),
    "a bare string": lambda: json.dumps("torite-record/1"),
    "a number": lambda: "7",
    "null": lambda: "null",
    "nothing": lambda: "",
    "deep lists": lambda: "[" * 100_000 + "]" * 100_000,
    "deep lists unclosed": lambda: "[" * 100_000,
    "deep objects": lambda: '{"a": ' * 100_000 + "1" + "}" * 100_000,
    "deep inside a record": lambda: json.dumps(solitaire())[:-1] + ', "x": ' + "[" * 100_000,
    "not UTF-8": lambda: b'{"format": "torite-record/1", "game": "\xff\xfe\xfa"}',
    "truncated UTF-8": lambda: json.dumps(solitaire(), ensure_ascii=False).encode()[:-1] + b"\xe2",
    "over 5 MB": lambda: json.dumps(solitaire()) + " " * 6_000_000,
}


@pytest.mark.parametrize("make", BAD_RECORDS.values(), ids=BAD_RECORDS.keys())
def test_malformed_records_are_bad_records(make: Callable[[], Record | str | bytes]) -> None:
    assert_bad_record(*replay(make()))


def test_every_hostile_record_also_gives_json_to_legal() -> None:
    for make in (BAD_RECORDS["big seed"], BAD_RECORDS["deep lists"], BAD_RECORDS["not UTF-8"]):
        text = make()
        assert isinstance(text, (str, bytes))
        code, out, err = cli(["legal", "-"], text)
        assert code == 2 and json.loads(out)["error"] == "bad-record" and err == ""


def test_a_lone_surrogate_in_an_action_still_gives_valid_json() -> None:
    record, seat = dealt("mustfollow_solitaire", until="play ")
    text = json.dumps(with_action(record, seat, "play \udc80S"))  # written \udc80 in JSON
    code, out, _ = cli(["replay", "-"], text)
    reply = json.loads(out)
    assert_illegal(code, reply, len(record["actions"]))
    out.encode("utf-8")  # the answer is text UTF-8 can carry


@pytest.mark.parametrize("game_id", game_ids())
def test_legal_prints_nothing_once_the_deal_is_over(game_id: str) -> None:
    record, _ = dealt(game_id, until="END")
    code, out, err = cli(["legal", "-"], json.dumps(record))
    assert (code, out, err) == (0, "", "")
    code, reply = replay(record)
    assert code == 0 and reply["ok"] is True and reply["terminal"] is True


# -- files ----------------------------------------------------------------------------------


def _big_file(path: Path) -> Path:
    path.write_text(json.dumps(solitaire()) + " " * 6_000_000)
    return path


def _latin1_file(path: Path) -> Path:
    path.write_bytes(json.dumps(solitaire(variant="é"), ensure_ascii=False).encode("latin-1"))
    return path


def _directory(path: Path) -> Path:
    path.mkdir()
    return path


FILES: dict[str, tuple[Callable[[Path], Path], str]] = {
    "6 MB file": (_big_file, "too large"),
    "not UTF-8": (_latin1_file, "UTF-8"),
    "a directory": (_directory, "cannot read"),
    "missing": (lambda path: path, "cannot read"),
}


@pytest.mark.parametrize(("make", "words"), FILES.values(), ids=FILES.keys())
def test_unusable_files_are_bad_records(
    tmp_path: Path, make: Callable[[Path], Path], words: str
) -> None:
    path = make(tmp_path / "record.json")
    code, out, err = cli(["replay", str(path)])
    reply = json.loads(out)
    assert_bad_record(code, reply)
    assert words in reply["message"] and err == ""


def test_a_file_name_with_a_nul_is_a_bad_record() -> None:
    code, out, _ = cli(["replay", "a\0b.json"])
    assert_bad_record(code, json.loads(out))


def test_closed_stdin_in_process_is_a_bad_record() -> None:
    out = io.StringIO()
    code = run(["replay", "-"], None, out, io.StringIO())
    reply = json.loads(out.getvalue())
    assert_bad_record(code, reply)
    assert "standard input" in reply["message"]


def test_a_closed_output_keeps_the_exit_status() -> None:
    record, seat = dealt("mustfollow_solitaire", until="play ")
    stdin = io.TextIOWrapper(io.BytesIO(json.dumps(with_action(record, seat, "play ²S")).encode()))
    closed = io.StringIO()
    closed.close()
    assert run(["replay", "-"], stdin, closed, None) == 1
    assert run(["games"], None, None, None) == 0
    assert run([], None, None, closed) == 2


def test_an_unexpected_exception_is_still_a_json_bad_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def explode(record: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(cli_module, "replay", explode)
    code, out, err = cli(["replay", "-"], json.dumps(solitaire()))
    reply = json.loads(out)
    assert code == 2 and reply["error"] == "bad-record" and err == ""
    assert reply["message"].startswith("internal error") and "boom" in reply["message"]


# -- real processes: console encodings, closed and broken streams -------------------------

needs_sh = pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")


def clubs_record() -> Record:
    """A solitaire record whose last action is illegal with a message that holds ♣."""
    record, seat = dealt("mustfollow_solitaire", until="play ")
    state = get_game("mustfollow_solitaire").new_deal(seed=record["seed"])
    for action in record["actions"]:
        state.apply(action["a"], action["p"])
    for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"):
        why = state.explain_illegal(f"play {rank}C")
        if why is not None and "♣" in str(why):
            return with_action(record, seat, f"play {rank}C")
    raise AssertionError("no club outside the hand")


def python(
    args: list[str],
    shell: str = "",
    env: dict[str, str] | None = None,
    stdout: int = subprocess.PIPE,
) -> subprocess.CompletedProcess[bytes]:
    """``python -m rules_core ARGS``; ``shell`` redirections (``<&-``) run it through sh.
    The timeout catches a hang."""
    command = [sys.executable, "-m", "rules_core", *args]
    if shell:
        command = ["sh", "-c", f'exec "$@" {shell}', "sh", *command]
    return subprocess.run(
        command,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        stdin=subprocess.DEVNULL if not shell else None,
        stdout=stdout,
        stderr=subprocess.PIPE,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
def test_the_answer_is_utf8_whatever_the_console_encoding(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "clubs.json"
    path.write_text(json.dumps(clubs_record(), ensure_ascii=False), encoding="utf-8")
    done = python(["replay", str(path)], env={"PYTHONIOENCODING": encoding})
    assert done.stderr == b""
    assert done.returncode == 1, done.stdout
    assert "♣".encode() in done.stdout  # readable, not \u2663
    reply = json.loads(done.stdout.decode("utf-8"))
    assert reply["error"] == "illegal-action" and "♣" in reply["message"]


@needs_sh
def test_closed_stdin_is_a_bad_record() -> None:
    done = python(["replay", "-"], shell="<&-")
    assert done.stderr == b"" and done.returncode == 2
    reply = json.loads(done.stdout)
    assert reply["error"] == "bad-record" and "standard input" in reply["message"]


@needs_sh
@pytest.mark.parametrize(
    ("make", "status"),
    [(solitaire, 0), (clubs_record, 1), (lambda: solitaire(variant=5), 2)],
    ids=["ok", "illegal", "bad"],
)
def test_closed_stdout_exits_quietly_with_the_status(
    tmp_path: Path, make: Callable[[], Record], status: int
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(make()))
    done = python(["replay", str(path)], shell=">&-")
    assert (done.returncode, done.stderr) == (status, b"")


@pytest.mark.parametrize("command", ["replay", "games"])
def test_a_broken_pipe_exits_quietly_with_the_status(tmp_path: Path, command: str) -> None:
    path = tmp_path / "clubs.json"
    path.write_text(json.dumps(clubs_record()))
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will ever read: every write fails with EPIPE
    try:
        args = ["replay", str(path)] if command == "replay" else ["games"]
        done = python(args, stdout=write_end)
    finally:
        os.close(write_end)
    assert done.stderr == b""
    assert done.returncode == (1 if command == "replay" else 0)
