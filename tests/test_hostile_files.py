"""Hostile files: named pipes, devices, folders and loops of links where a record is
expected, records that quote megabytes of their own text, records we could not read
back, and autosaves of every such kind.  Nothing hangs, nothing is echoed whole, nothing
is lost.  Each test is bound in time well below a second where the old code waited."""

from __future__ import annotations

import errno
import functools
import io
import json
import os
import re
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop.sitting import autosave as autosave_module
from desktop.sitting.autosave import Autosave, Resumed, ResumeKind
from rules_core.__main__ import run
from rules_core.echo import ECHO_LIMIT, MAX_MESSAGE, echo
from rules_core.record import (
    MAX_RECORD_BYTES,
    BadRecord,
    IllegalRecordAction,
    Record,
    RecordSaveError,
    UnsavableRecord,
    load,
    loads,
    replay,
    save,
)

POSIX = os.name != "nt"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
needs_links = pytest.mark.skipif(not POSIX, reason="symbolic links as on POSIX")
BIG = 4_000_000  # characters: under MAX_RECORD_BYTES, megabytes to lay out if echoed
LOOP = "too many levels of symbolic links"


def within(seconds: float, call: Callable[[], Any], release: Path | None = None) -> Any:
    """``call()``'s result, failing the test if it takes ``seconds`` or more.  A call
    blocked opening the named pipe ``release`` is let go (a writer opens it) first."""
    box: list[Any] = []

    def target() -> None:
        try:
            box.append(("value", call()))
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            box.append(("raised", exc))

    worker = threading.Thread(target=target, daemon=True)
    start = time.perf_counter()
    worker.start()
    worker.join(timeout=seconds)
    if worker.is_alive():
        if release is not None:
            os.close(os.open(release, os.O_WRONLY | os.O_NONBLOCK))
            worker.join(timeout=5)
        pytest.fail(f"still waiting after {seconds} s")
    assert time.perf_counter() - start < seconds
    kind, value = box[0]
    if kind == "raised":
        raise value
    return value


def cli(args: list[str], stdin: str = "") -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(args, io.StringIO(stdin), out, err)
    assert err.getvalue() == ""
    return code, out.getvalue()


def started(game: str = "allmighty", seed: int = 7) -> Record:
    return Record(game=game, seed=seed)


def good_file(folder: Path) -> Path:
    path = folder / "good.json"
    save(started(), path)
    return path


# -- named pipes, devices, folders, links where a record is expected --------------------


@needs_fifo
def test_load_refuses_a_named_pipe_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    with pytest.raises(BadRecord, match="not a regular file") as caught:
        within(1.0, lambda: load(pipe), release=pipe)
    assert "named pipe" in str(caught.value)


@needs_fifo
def test_a_pipe_put_in_place_after_the_look_is_still_refused_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The name may be swapped between the look and the open: the open file is looked
    at again, and the open itself does not wait for a writer."""
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    regular = good_file(tmp_path)
    real_stat = os.stat
    monkeypatch.setattr(
        os, "stat", lambda path, *a, **k: real_stat(regular if path == pipe else path, *a, **k)
    )
    with pytest.raises(BadRecord, match="not a regular file"):
        within(1.0, lambda: load(pipe), release=pipe)


@pytest.mark.skipif(not POSIX, reason="POSIX devices and sockets")
@pytest.mark.parametrize("kind", ["folder", "device", "socket"])
def test_load_refuses_other_files_that_are_not_regular(tmp_path: Path, kind: str) -> None:
    if kind == "folder":
        path = tmp_path / "record.json"
        path.mkdir()
    elif kind == "device":
        path = Path(os.devnull)  # reads as empty: "invalid JSON" said nothing of why
    else:
        path = tmp_path / "s.json"
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(str(path))
    try:
        with pytest.raises(BadRecord, match="not a regular file") as caught:
            within(1.0, lambda: load(path))
    finally:
        if kind == "socket":
            server.close()
    assert "cannot read" in str(caught.value)
    assert f"a {kind}" in str(caught.value)


@needs_links
def test_a_link_to_a_record_is_read_and_a_loop_of_links_is_said(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(good_file(tmp_path))
    assert load(link) == started()
    (tmp_path / "a.json").symlink_to(tmp_path / "b.json")
    (tmp_path / "b.json").symlink_to(tmp_path / "a.json")
    with pytest.raises(BadRecord) as caught:
        within(1.0, lambda: load(tmp_path / "a.json"))
    assert LOOP in str(caught.value).lower()


@needs_fifo
@pytest.mark.parametrize("command", ["replay", "legal", "verify"])
def test_the_command_line_answers_a_named_pipe_at_once(tmp_path: Path, command: str) -> None:
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    code, out = within(1.0, lambda: cli([command, str(pipe)]), release=pipe)
    reply = json.loads(out)
    assert code == 2 and reply["ok"] is False and reply["error"] == "bad-record"
    assert "not a regular file" in reply["message"]
    try:  # the real program too (it used to block in open() for ever)
        done = subprocess.run(
            [sys.executable, "-m", "rules_core", command, str(pipe)],
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
    except subprocess.TimeoutExpired:
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"python -m rules_core {command} waited on a named pipe")
    assert done.returncode == 2 and done.stderr == ""
    assert "not a regular file" in json.loads(done.stdout)["message"]


# -- records that quote megabytes of their own text -----------------------------------------


def hostile(where: str) -> str:
    """A record (JSON text) with a 4 MB string at ``where``."""
    big = "x" * BIG
    record = started()
    state, _ = replay(record)
    data = record.to_json()
    if where == "action":
        data["actions"] = [{"p": state.current_player, "a": big}]
    elif where == "action argument":
        data["actions"] = [{"p": state.current_player, "a": "play " + big}]
    elif where == "game":
        data["game"] = big
    elif where == "variant":
        data["game"], data["variant"] = "ando_coop", big
    elif where == "option key":
        data["options"] = {big: 1}
    elif where == "option value":
        data["game"], data["options"] = "hamlet", {"target": big}
    elif where == "context key":
        data["context"] = {big: 1}
    elif where == "deal key":
        data["deal"] = {big: []}
    else:
        raise AssertionError(where)
    text = json.dumps(data)
    assert len(text.encode()) < MAX_RECORD_BYTES
    return text


PLACES = [
    "action",
    "action argument",
    "game",
    "variant",
    "option key",
    "option value",
    "context key",
    "deal key",
]


@pytest.mark.parametrize("where", PLACES)
def test_a_giant_string_is_never_echoed_whole_by_the_command_line(where: str) -> None:
    text = hostile(where)
    for command in ("replay", "legal", "verify"):
        code, out = within(1.0, functools.partial(cli, [command, "-"], text))
        reply = json.loads(out)
        assert len(out.encode()) < 2000
        if command != "verify" or where not in ("action", "action argument"):
            assert code in (1, 2) and reply["ok"] is False  # verify reads no actions
            assert len(reply["message"]) <= MAX_MESSAGE


@pytest.mark.parametrize("where", PLACES)
def test_a_giant_string_is_never_echoed_whole_by_loads_and_replay(where: str) -> None:
    text = hostile(where)

    def refusal() -> str:
        try:
            replay(loads(text))
        except (BadRecord, IllegalRecordAction) as exc:
            return str(exc)
        raise AssertionError("accepted")

    message = within(1.0, refusal)
    assert len(message) <= MAX_MESSAGE and "x" * 300 not in message


def test_a_cut_message_keeps_what_was_refused_and_why() -> None:
    record = started()
    state, _ = replay(record)
    record.actions = [(state.current_player, "play " + "Q" * BIG)]
    with pytest.raises(IllegalRecordAction) as caught:
        replay(record)
    text = str(caught.value)
    assert text.startswith("action 0: 'QQQ") and text.endswith("' is not a card.")
    assert len(caught.value.message) <= MAX_MESSAGE
    with pytest.raises(BadRecord, match=r"^unknown game 'ggg+…g+'$"):
        loads(json.dumps({**started().to_json(), "game": "g" * BIG}))


def test_echo_quotes_short_values_whole_and_cuts_long_ones() -> None:
    assert echo("allmighty") == "'allmighty'"
    assert echo(12) == "12"
    cut = echo("a" * 40 + "z" * 1000, limit=30)
    assert len(cut) == 30 and cut.startswith("'aaa") and cut.endswith("zz'") and "…" in cut
    assert len(echo("é" * BIG)) == ECHO_LIMIT


# -- never write what cannot be read back --------------------------------------------------


@pytest.mark.parametrize("seed", [2**63, -1, 10**30], ids=["2**63", "-1", "10**30"])
def test_save_refuses_a_record_that_would_not_read_back(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "autosave.json"
    save(started(), path)
    before = path.read_bytes()
    with pytest.raises(UnsavableRecord, match="seed") as caught:
        save(started(seed=seed), path)
    assert isinstance(caught.value, RecordSaveError) and isinstance(caught.value, BadRecord)
    assert path.read_bytes() == before  # the old file as it was, and no temp file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]
    with pytest.raises(UnsavableRecord):
        save(started(seed=seed), tmp_path / "new.json")
    assert not (tmp_path / "new.json").exists()


def test_save_refuses_what_json_cannot_write(tmp_path: Path) -> None:
    record = started()
    record.options = {"players": object()}
    with pytest.raises(UnsavableRecord, match="JSON"):
        save(record, tmp_path / "r.json")
    assert list(tmp_path.iterdir()) == []


def test_save_still_writes_every_record_it_can_read_back(tmp_path: Path) -> None:
    record = started(seed=2**63 - 1)
    save(record, tmp_path / "r.json")
    assert load(tmp_path / "r.json") == record
    assert stat.S_ISREG((tmp_path / "r.json").stat().st_mode)


# -- autosaves of every kind ----------------------------------------------------------------


@pytest.fixture
def autosave(tmp_path: Path) -> Autosave:
    return Autosave(tmp_path / "autosave.json")


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def played(autosave: Autosave) -> None:
    """After setting aside, the autosave works again: a plain file, read back."""
    assert autosave.write(started(seed=11)) is None
    assert stat.S_ISREG(os.lstat(autosave.path).st_mode)
    assert load(autosave.path) == started(seed=11)


@needs_fifo
def test_an_autosave_that_is_a_named_pipe_is_set_aside_at_once(autosave: Autosave) -> None:
    os.mkfifo(autosave.path)
    result = within(1.0, autosave.read, release=autosave.path)
    assert result.kind is ResumeKind.SET_ASIDE and result.kept is not None
    assert "not a regular file (a named pipe)" in (result.error or "")
    assert stat.S_ISFIFO(os.lstat(result.kept).st_mode)  # the pipe itself, renamed
    assert names(autosave.path.parent) == ["autosave.broken.json"]
    played(autosave)


@needs_links
def test_an_autosave_that_is_a_loop_of_links_is_set_aside_and_said(autosave: Autosave) -> None:
    other = autosave.path.with_name("other.json")
    autosave.path.symlink_to(other)
    other.symlink_to(autosave.path)
    result = within(1.0, autosave.read)
    assert result.kind is ResumeKind.SET_ASIDE and result.kept is not None
    assert LOOP in (result.error or "").lower()
    assert result.kept.is_symlink() and os.readlink(result.kept) == str(other)
    played(autosave)  # it used to fail at every move: "Too many levels of symbolic links"


@needs_links
def test_an_autosave_that_is_a_link_to_nothing_is_set_aside_not_written_through(
    autosave: Autosave, tmp_path: Path
) -> None:
    target = tmp_path / "unmounted" / "autosave.json"
    autosave.path.symlink_to(target)
    result = within(1.0, autosave.read)
    assert result.kind is ResumeKind.SET_ASIDE and result.kept is not None
    assert "symbolic link to a file that does not exist" in (result.error or "")
    assert str(target) in (result.error or "")
    assert os.readlink(result.kept) == str(target)  # still points where the player said
    played(autosave)
    assert not target.exists()


@needs_links
def test_a_link_to_a_good_autosave_is_resumed_and_a_link_to_a_pipe_is_moved_itself(
    autosave: Autosave, tmp_path: Path
) -> None:
    good = good_file(tmp_path)
    autosave.path.symlink_to(good)
    result = autosave.read()
    assert result.kind is ResumeKind.RESUMED and result.record == started()
    if not hasattr(os, "mkfifo"):
        return
    autosave.path.unlink()
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    autosave.path.symlink_to(pipe)
    result = within(1.0, autosave.read, release=pipe)
    assert result.kind is ResumeKind.SET_ASIDE and result.kept is not None
    assert result.kept.is_symlink() and stat.S_ISFIFO(os.lstat(pipe).st_mode)


def test_an_autosave_that_is_a_folder_is_set_aside_with_what_it_holds(
    autosave: Autosave,
) -> None:
    autosave.path.mkdir()
    (autosave.path / "note.txt").write_text("mine")
    result = within(1.0, autosave.read)
    assert result.kind is ResumeKind.SET_ASIDE and result.kept is not None
    assert "not a regular file (a folder)" in (result.error or "")
    assert (result.kept / "note.txt").read_text() == "mine"
    played(autosave)


def test_names_taken_by_folders_files_and_links_are_passed_over_then_a_unique_name(
    autosave: Autosave, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave_module, "MAX_KEPT", 3)
    folder = autosave.path.parent
    (folder / "autosave.broken.json").mkdir()
    (folder / "autosave.broken-2.json").write_text("an older damaged game")
    if POSIX:
        (folder / "autosave.broken-3.json").symlink_to(folder / "nowhere")
    else:
        (folder / "autosave.broken-3.json").write_text("another")
    autosave.path.write_text("damaged")
    result = autosave.read()
    assert result.kind is ResumeKind.SET_ASIDE and result.kept is not None
    assert re.fullmatch(r"autosave\.broken-\d{8}-\d{6}-[a-z0-9]{6}\.json", result.kept.name)
    assert result.kept.read_text() == "damaged"
    assert (folder / "autosave.broken-2.json").read_text() == "an older damaged game"
    played(autosave)


def unmovable(autosave: Autosave, monkeypatch: pytest.MonkeyPatch) -> Resumed:
    """A damaged autosave for which every name to keep it under is taken."""
    monkeypatch.setattr(autosave_module, "MAX_KEPT", 2)
    monkeypatch.setattr(autosave_module, "UNIQUE_TRIES", 0)
    folder = autosave.path.parent
    (folder / "autosave.broken.json").mkdir()
    (folder / "autosave.broken-2.json").write_text("kept before")
    autosave.path.write_bytes(b"damaged bytes")
    result = autosave.read()
    assert result.kind is ResumeKind.NOT_MOVED and result.ignore is not None
    return result


def test_a_damaged_autosave_that_cannot_be_moved_is_never_written_over(
    autosave: Autosave, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = unmovable(autosave, monkeypatch)
    error = autosave.write(started())
    assert autosave.blocked()
    assert error == autosave_module.BLOCKED.format(path=autosave.path)
    assert "autosave is off" in error
    assert autosave.remove() is None
    assert autosave.path.read_bytes() == b"damaged bytes"
    # The next start, given the stored fingerprint, and any other Autosave of that file
    # in this process (a game kept aside) refuse too.
    assert Autosave(autosave.path, ignore=result.ignore).write(started()) is not None
    assert Autosave(autosave.path).write(started()) is not None
    assert autosave.path.read_bytes() == b"damaged bytes"
    # Once the player moves it, autosave works again.
    autosave.path.rename(autosave.path.with_name("mine.json"))
    assert not autosave.blocked()
    played(autosave)


@needs_fifo
def test_a_pipe_that_cannot_be_renamed_is_not_copied(
    autosave: Autosave, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where renames are refused the file is copied, but a named pipe never: opening it
    would wait for a writer."""

    def refused(source: Path, target: Path) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(source))

    monkeypatch.setattr(autosave_module, "_rename_no_replace", refused)
    os.mkfifo(autosave.path)
    result = within(1.0, autosave.read, release=autosave.path)
    assert result.kind is ResumeKind.NOT_MOVED and result.ignore is not None
    assert "Permission denied" in (result.move_error or "")
    assert names(autosave.path.parent) == ["autosave.json"]
    assert autosave.write(started()) is not None  # kept as it is
    assert stat.S_ISFIFO(os.lstat(autosave.path).st_mode)


def test_a_reason_of_megabytes_is_cut(autosave: Autosave) -> None:
    autosave.path.write_text("damaged")
    result = autosave.set_aside(ValueError("unknown key " + "k" * BIG))
    assert result.kind is ResumeKind.SET_ASIDE
    assert len(result.error or "") <= MAX_MESSAGE


def test_a_temp_file_beside_another_kind_of_file_is_never_named_like_a_record(
    tmp_path: Path,
) -> None:
    """An export killed mid-way leaves a ``.part`` file, never a ``.json`` one that could
    pass for a record in the person's documents; a record's own temp keeps ``.json``."""
    from rules_core.files import replacing

    for name, suffix in (("stats.csv", ".part"), ("deal.json", ".json")):
        with replacing(tmp_path / name) as handle:
            handle.write(b"x")
            temps = [p.name for p in tmp_path.glob(".torite-*")]
            assert len(temps) == 1 and temps[0].endswith(suffix)
        assert (tmp_path / name).read_bytes() == b"x"
        assert not list(tmp_path.glob(".torite-*"))
