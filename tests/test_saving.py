"""Saving records (rules_core.record.save) with the care of Qt's QSaveFile."""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules_core import record as record_module
from rules_core.record import Record, load, replay, save

POSIX = os.name != "nt"
ROOT = POSIX and os.geteuid() == 0
needs_posix = pytest.mark.skipif(not POSIX, reason="POSIX file modes and links")
not_as_root = pytest.mark.skipif(ROOT, reason="root may write in a read-only folder")


def unfinished(seed: int = 7, moves: int = 3) -> Record:
    """A seed-only Allmighty record with its first ``moves`` legal actions played."""
    record = Record(game="allmighty", seed=seed)
    state, _ = replay(record)
    for _ in range(moves):
        action, seat = state.legal_actions()[0], state.current_player
        state.apply(action, seat)
        record.actions.append((seat, action))
    return record


def temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".torite-"))


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask() -> Iterator[None]:
    """Restores the process umask that a test sets."""
    old = os.umask(0o022)
    os.umask(old)
    yield
    os.umask(old)


# -- file modes -----------------------------------------------------------------------------


@needs_posix
@pytest.mark.parametrize(
    ("mask", "expected"),
    [(0o022, 0o644), (0o002, 0o664), (0o027, 0o640)],
    ids=["umask-022", "umask-002", "umask-027"],
)
def test_a_new_file_gets_the_mode_of_any_new_file(
    tmp_path: Path, umask: None, mask: int, expected: int
) -> None:
    os.umask(mask)
    path = tmp_path / "game.json"
    save(unfinished(), path)
    assert mode(path) == expected
    assert load(path) == unfinished()


@needs_posix
@pytest.mark.parametrize("kept", [0o644, 0o640, 0o444], ids=["644", "640", "444"])
def test_an_existing_file_keeps_its_mode(tmp_path: Path, umask: None, kept: int) -> None:
    os.umask(0o077)
    path = tmp_path / "game.json"
    path.write_text("old")
    path.chmod(kept)
    save(unfinished(), path)
    assert mode(path) == kept
    assert load(path) == unfinished()


# -- symbolic links -------------------------------------------------------------------------


@needs_posix
def test_saving_onto_a_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    elsewhere = tmp_path / "games"
    elsewhere.mkdir()
    real = elsewhere / "deal.json"
    real.write_text("old")
    link = tmp_path / "deal.json"
    link.symlink_to(real)
    save(unfinished(), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load(real) == unfinished()
    assert temp_files(tmp_path) == [] and temp_files(elsewhere) == []


@needs_posix
def test_a_relative_link_stays_relative(tmp_path: Path) -> None:
    (tmp_path / "real.json").write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to("real.json")
    save(unfinished(), link)
    assert os.readlink(link) == "real.json"
    assert load(tmp_path / "real.json") == unfinished()


# -- temp files left by a killed save --------------------------------------------------------


def aged(path: Path, seconds: float) -> Path:
    when = time.time() - seconds
    os.utime(path, (when, when), follow_symlinks=False)
    return path


def test_a_stale_temp_file_is_removed_by_the_next_save(tmp_path: Path) -> None:
    stale = tmp_path / ".torite-k1ll3d_x.json"
    stale.write_text('{"half": ')
    aged(stale, 20 * 60)
    fresh = tmp_path / ".torite-s4v1ng_x.json"  # another save may be writing it right now
    fresh.write_text('{"being written')
    aged(fresh, 60)
    other = [tmp_path / ".torite-notes.json", tmp_path / "torite-abcdefgh.json"]
    for path in other:  # not names save() writes: someone else's
        path.write_text("keep me")
        aged(path, 3600)
    save(unfinished(), tmp_path / "game.json")
    assert not stale.exists()
    assert fresh.exists() and all(path.exists() for path in other)


@needs_posix
def test_a_stale_temp_link_is_not_followed_nor_removed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    link = tmp_path / ".torite-l1nk3d_x.json"
    link.symlink_to(victim)
    aged(link, 3600)
    stale = tmp_path / ".torite-k1ll3d_x.json"
    stale.write_text("")
    aged(stale, 3600)
    save(unfinished(), tmp_path / "game.json")
    assert link.is_symlink() and victim.read_text() == "keep me"
    assert not stale.exists()


@pytest.mark.skipif(not ROOT, reason="needs root to give a file to another user")
def test_a_stale_temp_file_of_another_user_is_kept(tmp_path: Path) -> None:
    theirs = tmp_path / ".torite-th31rs_x.json"
    theirs.write_text("")
    os.chown(theirs, 65534, 65534)
    aged(theirs, 3600)
    ours = tmp_path / ".torite-0urs_xyz.json"
    ours.write_text("")
    aged(ours, 3600)
    save(unfinished(), tmp_path / "game.json")
    assert theirs.exists() and not ours.exists()


# -- errors name the file asked for -----------------------------------------------------------


def assert_names_the_target(error: OSError, target: Path) -> None:
    assert error.filename == str(target)
    assert ".torite-" not in str(error)
    assert str(target) in str(error)


@needs_posix
@not_as_root
def test_a_read_only_folder_is_an_error_naming_the_target(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    target = folder / "game.json"
    target.write_text("old")
    folder.chmod(0o500)
    try:
        with pytest.raises(OSError) as caught:
            save(unfinished(), target)
        assert_names_the_target(caught.value, target)
        assert caught.value.errno == errno.EACCES
        assert target.read_text() == "old" and temp_files(folder) == []
    finally:
        folder.chmod(0o700)


def test_a_missing_folder_is_an_error_naming_the_target(tmp_path: Path) -> None:
    target = tmp_path / "nowhere" / "game.json"
    with pytest.raises(record_module.RecordSaveError) as caught:
        save(unfinished(), target)
    assert_names_the_target(caught.value, target)
    assert caught.value.errno == errno.ENOENT


def test_a_folder_in_the_way_is_an_error_naming_the_target_and_leaves_no_temp_file(
    tmp_path: Path,
) -> None:
    target = tmp_path / "game.json"
    target.mkdir()
    with pytest.raises(OSError) as caught:
        save(unfinished(), target)
    assert_names_the_target(caught.value, target)
    assert temp_files(tmp_path) == []


def test_a_failed_write_leaves_no_temp_file_and_names_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    target.write_text("old")

    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError) as caught:
        save(unfinished(), target)
    assert_names_the_target(caught.value, target)
    assert caught.value.errno == errno.ENOSPC
    assert target.read_text() == "old" and temp_files(tmp_path) == []


# -- durability -------------------------------------------------------------------------------


def synced(monkeypatch: pytest.MonkeyPatch, folder_error: int | None = None) -> list[str]:
    """Watches os.fsync: the kinds of file synced ("file" / "folder")."""
    kinds: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        is_folder = stat.S_ISDIR(os.fstat(fd).st_mode)
        kinds.append("folder" if is_folder else "file")
        if is_folder and folder_error is not None:
            raise OSError(folder_error, os.strerror(folder_error))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return kinds


def test_the_file_then_its_folder_are_synced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kinds = synced(monkeypatch)
    save(unfinished(), tmp_path / "game.json")
    assert kinds == (["file", "folder"] if POSIX else ["file"])


@needs_posix
@pytest.mark.parametrize("code", [errno.EINVAL, errno.ENOTSUP], ids=["EINVAL", "ENOTSUP"])
def test_a_folder_that_cannot_be_synced_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    kinds = synced(monkeypatch, folder_error=code)
    save(unfinished(), tmp_path / "game.json")
    assert kinds == ["file", "folder"]
    assert load(tmp_path / "game.json") == unfinished()


# -- text UTF-8 cannot carry --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["a\udc80b", "\udcff", "\ud800", "end\udfff", "é\udc80😀"], ids=repr
)
def test_a_lone_surrogate_is_saved_as_an_escape_and_reads_back(tmp_path: Path, text: str) -> None:
    record = unfinished()
    record.context = {"note": text, text: [text], "plain": "Kärtchen ♠ 😀"}
    record.actions.append((0, "play " + text))
    path = tmp_path / "game.json"
    save(record, path)
    written = path.read_bytes().decode("utf-8")  # strict UTF-8
    json.loads(written)  # valid JSON
    assert load(path) == record
    assert "Kärtchen ♠ 😀" in written  # only what UTF-8 cannot carry is escaped
    assert temp_files(tmp_path) == []


# == the desktop's autosave (desktop/sitting/autosave.py) ===============================================

from desktop.sitting import autosave as autosave_module  # noqa: E402
from desktop.sitting.autosave import Autosave, Resumed, ResumeKind  # noqa: E402


def record_text(**changes: object) -> str:
    data = unfinished().to_json()
    data.update(changes)
    return json.dumps(data)


def written(folder: Path, content: str | bytes) -> Autosave:
    path = folder / "autosave.json"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return Autosave(path)


def assert_set_aside(
    result: Resumed, content: str | bytes, name: str = "autosave.broken.json"
) -> None:
    assert result.kind is ResumeKind.SET_ASIDE, result.describe()
    assert result.record is None and result.error and result.ignore is None
    assert result.kept == result.path.with_name(name)
    assert not result.path.exists()
    kept = result.kept.read_bytes()
    assert kept == (content.encode() if isinstance(content, str) else content)


def test_no_autosave_is_nothing_to_resume(tmp_path: Path) -> None:
    result = Autosave(tmp_path / "autosave.json").read()
    assert result.kind is ResumeKind.NO_FILE and result.record is None and result.ignore is None


def test_a_valid_autosave_is_read_back(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "app" / "data" / "autosave.json")
    assert autosave.write(unfinished()) is None  # the folder is made
    result = autosave.read()
    assert result.kind is ResumeKind.RESUMED and result.record == unfinished()
    assert result.error is None and result.kept is None and result.ignore is None
    assert autosave.remove() is None and autosave.remove() is None
    assert autosave.read().kind is ResumeKind.NO_FILE


DAMAGED: dict[str, str | bytes] = {
    "a context the rules refuse": record_text(context={"scores_before": ["x", 0, 0]}),
    "an action that is no action": record_text(actions=[{"p": 1, "a": "²S"}]),
    "garbage bytes": b"\xff\xfe\x00\x9c garbage \x00\x81",
    "deeply nested lists": "[" * 100_000 + "]" * 100_000,
    "deeply nested objects": '{"a": ' * 100_000 + "1" + "}" * 100_000,
    "a deep context": record_text(context={"x": json.loads("[" * 500 + "]" * 500)}),
    "half a record": record_text()[:40],
    "an empty file": "",
    "an unknown game": record_text(game="no such game"),
    "a number too long": record_text()[:-1] + ', "x": ' + "9" * 5000 + "}",
}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_autosave_is_set_aside_and_reported(tmp_path: Path, content: str | bytes) -> None:
    autosave = written(tmp_path, content)
    result = autosave.read()
    assert_set_aside(result, content)
    assert autosave.read().kind is ResumeKind.NO_FILE  # the next start shows the chooser


def test_the_report_says_what_is_wrong(tmp_path: Path) -> None:
    result = written(tmp_path, DAMAGED["a context the rules refuse"]).read()
    assert result.error is not None and "scores_before" in result.error
    result = written(tmp_path, DAMAGED["an action that is no action"]).read()
    assert result.error is not None and "²S" in result.error
    assert result.kept is not None and str(result.kept) in result.describe()


@pytest.mark.parametrize(
    "error",
    [
        KeyError("seat"),
        TypeError("unhashable"),
        ValueError("bad"),
        RecursionError("maximum recursion depth exceeded"),
        MemoryError(),
        UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
        OSError(errno.EIO, "Input/output error"),
        IndexError(),
    ],
    ids=lambda e: type(e).__name__,
)
def test_any_exception_while_replaying_sets_the_file_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    def broken_replay(record: Record) -> None:
        raise error

    monkeypatch.setattr(autosave_module, "replay", broken_replay)
    content = record_text()
    result = written(tmp_path, content).read()
    assert_set_aside(result, content)


def test_two_damaged_autosaves_are_both_kept_numbered(tmp_path: Path) -> None:
    first = written(tmp_path, "{first").read()
    second = written(tmp_path, "{second").read()
    third = written(tmp_path, b"\xffthird").read()
    assert_set_aside(first, "{first")
    assert_set_aside(second, "{second", "autosave.broken-2.json")
    assert_set_aside(third, b"\xffthird", "autosave.broken-3.json")
    assert (tmp_path / "autosave.broken.json").read_text() == "{first"


def test_a_gap_in_the_numbers_is_never_a_reason_to_overwrite(tmp_path: Path) -> None:
    (tmp_path / "autosave.broken.json").write_text("one")
    (tmp_path / "autosave.broken-3.json").write_text("three")
    assert_set_aside(written(tmp_path, "{two").read(), "{two", "autosave.broken-2.json")
    assert_set_aside(written(tmp_path, "{four").read(), "{four", "autosave.broken-4.json")
    assert (tmp_path / "autosave.broken-3.json").read_text() == "three"


def test_a_session_that_fails_later_is_set_aside_the_same_way(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.json")
    autosave.write(unfinished())
    content = (tmp_path / "autosave.json").read_bytes()
    assert autosave.read().kind is ResumeKind.RESUMED
    result = autosave.set_aside(ValueError("the table refused it"))  # Session.from_record failed
    assert_set_aside(result, content)
    assert result.error == "the table refused it"


def test_a_file_that_vanished_is_reported_not_raised(tmp_path: Path) -> None:
    result = Autosave(tmp_path / "autosave.json").set_aside("gone")
    assert result.kind is ResumeKind.NOT_MOVED and result.ignore is None and result.error == "gone"


def assert_ignored_from_now_on(
    autosave: Autosave, result: Resumed, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The damaged file that could not be moved is never read again: not by the same
    Autosave, not by the next start's (given the stored ``ignore``)."""
    assert result.ignore is not None

    def must_not_load(path: object) -> None:
        raise AssertionError("the ignored file was read again")

    monkeypatch.setattr(autosave_module, "load", must_not_load)
    before = sorted(autosave.path.parent.iterdir())
    assert autosave.read().kind is ResumeKind.IGNORED
    again = Autosave(autosave.path, ignore=result.ignore).read()
    assert again.kind is ResumeKind.IGNORED and again.ignore == result.ignore
    assert sorted(autosave.path.parent.iterdir()) == before  # no copy on every start
    monkeypatch.undo()
    assert Autosave(autosave.path).read().kind is not ResumeKind.IGNORED  # nothing stored


@needs_posix
@not_as_root
def test_a_damaged_autosave_in_a_read_only_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    autosave = written(folder, "{damaged")
    folder.chmod(0o500)
    try:
        result = autosave.read()
        assert result.kind is ResumeKind.NOT_MOVED, result.describe()
        assert result.error and result.move_error and "Permission denied" in result.move_error
        assert autosave.path.read_text() == "{damaged"  # left as it was, nothing beside it
        assert sorted(p.name for p in folder.iterdir()) == ["autosave.json"]
        error = autosave.write(unfinished())
        assert error is not None and str(autosave.path) in error
        assert_ignored_from_now_on(autosave, result, monkeypatch)
    finally:
        folder.chmod(0o700)
    assert autosave.write(unfinished()) is None  # a new autosave is not the ignored file
    assert Autosave(autosave.path, ignore=result.ignore).read().kind is ResumeKind.RESUMED


def refuse(*args: object, **kwargs: object) -> None:
    raise PermissionError(errno.EACCES, "Permission denied")


def test_a_file_that_can_be_neither_renamed_nor_copied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave_module, "_rename_no_replace", refuse)
    monkeypatch.setattr(autosave_module.shutil, "copyfileobj", refuse)
    autosave = written(tmp_path, "{damaged")
    result = autosave.read()
    assert result.kind is ResumeKind.NOT_MOVED and result.move_error == "Permission denied"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]  # no half copy
    monkeypatch.undo()
    assert_ignored_from_now_on(autosave, result, monkeypatch)


def test_a_file_that_cannot_be_renamed_is_copied_then_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave_module, "_rename_no_replace", refuse)
    (tmp_path / "autosave.broken.json").write_text("first")
    result = written(tmp_path, "{damaged").read()
    assert_set_aside(result, "{damaged", "autosave.broken-2.json")


def test_a_copy_whose_original_cannot_be_removed_is_not_copied_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A locked file on Windows: it can be copied, not renamed nor deleted."""
    autosave = written(tmp_path, "{damaged")
    monkeypatch.setattr(autosave_module, "_rename_no_replace", refuse)
    real_unlink = Path.unlink

    def unlink(path: Path, missing_ok: bool = False) -> None:
        if path == autosave.path:
            refuse()
        real_unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)
    result = autosave.read()
    assert result.kind is ResumeKind.SET_ASIDE and result.ignore is not None
    assert result.kept == tmp_path / "autosave.broken.json"
    assert result.kept.read_text() == autosave.path.read_text() == "{damaged"
    assert "will be ignored" in result.describe()
    monkeypatch.undo()
    assert_ignored_from_now_on(autosave, result, monkeypatch)


def test_writing_never_raises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    error = Autosave(blocker / "autosave.json").write(unfinished())
    assert error is not None and "file" in error
    record = unfinished()
    record.context = {"not json": {1, 2}}
    error = Autosave(tmp_path / "autosave.json").write(record)
    assert error is not None and "set" in error
    assert temp_files(tmp_path) == []


def test_autosave_imports_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, desktop.sitting.autosave\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
