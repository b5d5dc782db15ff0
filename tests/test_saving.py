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
