"""The autosave file that keeps an unfinished game across restarts: never a crash, never
a lost file.  Pure Python (no Qt), so every failure can be tested without a window.

Writing goes through :func:`rules_core.record.save` (atomic, durable, keeps the file's
mode).  Reading loads *and replays* the record: any exception at all means the file is
damaged.  A damaged file is never deleted and never raised about; it is *set aside*:

1. renamed, in its own folder, to ``autosave.broken.json``, or ``autosave.broken-2.json``,
   ``-3``, ... when that name is taken: a second damaged autosave never overwrites the
   copy kept from the first (the rename refuses to replace an existing file).  A name
   that is taken by anything (a file, a folder, a link) is passed over; after
   ``-1000``, a name of the moment and a random tag
   (``autosave.broken-20250301-142233-k3x9qa.json``), so that "every name is taken"
   does not happen in practice;
2. if renaming is impossible (read-only folder, a file locked on Windows, ...), copied to
   that name and the original removed (a regular file only: a named pipe would wait
   for a writer, a folder has no bytes to copy);
3. if even that fails (or the copy is made but the original cannot be removed), the file
   stays where it is and is *ignored*, and it is never written over: ``write()`` refuses
   (autosave is off, and says so, until the file is moved or removed) and ``remove()``
   leaves it.

Whatever is at the autosave's name is looked at without being opened first: a named
pipe, a socket, a device or a folder is damaged ("not a regular file") and set aside
at once (opening a pipe would wait for a writer for ever), and so is a symbolic link
that leads nowhere — a loop of links ("Too many levels of symbolic links"), or a link
to a file that does not exist.  Ruling on the dangling link: it is not "no saved
game".  Someone pointed the autosave somewhere on purpose (a synchronised folder, a
drive that is not mounted now); writing through the link would scatter a new game
there, or fail at every move.  The *link itself* is renamed aside (a link is never
followed when it is set aside), so it still points where it did, and the player is
told; the next autosave is a plain file.  A link to a good saved game is read
through, as before.

Not trying the same broken file on every start: a file that could not be moved is
recognised by its fingerprint (size and modification time), given as ``Resumed.ignore``,
a short string.  The app keeps it in its settings and passes it back to the next
``Autosave(path, ignore=...)``; ``read()`` then answers ``IGNORED`` without opening the
file.  The settings and not a note beside the file: when the file cannot be moved, its
folder usually refuses a new file as well, while the settings are stored elsewhere.  Any
new autosave written later has another fingerprint, so it is read normally.  The
``Autosave`` object also remembers the fingerprint itself, for the rest of the session.

Results are data, not sentences, so the desktop can translate them (``Resumed.kind``
says what happened; ``describe()`` gives an English sentence for logs and tests).

Setting a damaged file aside never follows it: a link is renamed as a link, a folder as
a folder, a named pipe as a pipe.  A file that stays (NOT_MOVED) is remembered by its
fingerprint for the whole process too, so another ``Autosave`` of the same path (a
game kept aside is one) does not write over it either (it still reads it, as the next
start does).

Usage (in the main window)::

    autosave = Autosave(path, ignore=settings.value("autosave/ignore", ""))

    def resume_autosave(self) -> bool:
        result = autosave.read()
        settings.setValue("autosave/ignore", result.ignore or "")
        if result.kind is ResumeKind.RESUMED:
            try:
                session = Session.from_record(result.record)
            except Exception as exc:  # the same rules as read(): set aside, report
                result = autosave.set_aside(exc)
                settings.setValue("autosave/ignore", result.ignore or "")
            else:
                self.start_session(session)
                return True
        if result.kind is ResumeKind.SET_ASIDE:
            show(tr("The saved game could not be resumed ({error}); it was kept as {path}.")
                 .format(error=result.error, path=result.kept))
        elif result.kind is ResumeKind.NOT_MOVED:
            show(tr("The saved game could not be resumed ({error}) nor moved aside; "
                    "{path} will be ignored.").format(error=result.error, path=result.path))
        return False  # NO_FILE, IGNORED: the game chooser shows

    def write_autosave(self) -> None:
        error = autosave.remove() if finished else autosave.write(session.record())
        if error is not None:
            # autosave.blocked(): the damaged file that could not be moved is kept, and
            # autosave is off until it is moved (the text says so)
            show(tr("Could not autosave: {error}").format(error=error))
"""

from __future__ import annotations

import contextlib
import enum
import errno
import os
import secrets
import shutil
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rules_core.echo import bounded
from rules_core.files import open_regular
from rules_core.record import Record, load, replay, save

MAX_KEPT = 1000  # autosave.broken.json ... autosave.broken-1000.json, then unique names
UNIQUE_TRIES = 20  # names of the moment with a random tag, after the numbered ones
_TAG_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"
# Errors of a rename that say the *name* is unusable (taken by a folder, ...): the next
# name may do.  Any other error is the folder's or the file's: no name will do.
_NAME_TAKEN = {errno.EEXIST, errno.ENOTEMPTY, errno.EISDIR, errno.ENOTDIR}
# The damaged files that stay where they are, found in this process: path -> fingerprint.
_KEPT_IN_PLACE: dict[str, str] = {}
# What write() answers instead of writing over the damaged file that stays at ``path``.
BLOCKED = (
    "the damaged saved game in {path} could not be moved out of the way and is kept"
    " as it is; autosave is off until that file is moved or removed"
)


class ResumeKind(enum.Enum):
    RESUMED = "resumed"  # ``record`` is the game to continue
    NO_FILE = "no-file"  # no autosave: nothing to resume
    SET_ASIDE = "set-aside"  # damaged (``error``); kept as ``kept``
    NOT_MOVED = "not-moved"  # damaged (``error``); could not be moved; ignored from now on
    IGNORED = "ignored"  # the damaged file that could not be moved before: not read again


@dataclass(frozen=True)
class Resumed:
    """What :meth:`Autosave.read` (or :meth:`Autosave.set_aside`) found.

    ``kind``: see :class:`ResumeKind`.
    ``path``: the autosave file.
    ``record``: the record to resume (RESUMED only, else None).
    ``error``: why the file is unusable, in the rules core's or the system's own words
        (SET_ASIDE and NOT_MOVED; IGNORED: None).
    ``move_error``: why the damaged file could not be moved aside (NOT_MOVED only).
    ``kept``: where the damaged file (or a copy of it) is now (SET_ASIDE only).
    ``ignore``: the damaged file's fingerprint when it is still at ``path`` (NOT_MOVED,
        IGNORED, and SET_ASIDE when only a copy could be made), else None.  Store it and
        pass it back as ``Autosave(path, ignore=...)`` (None: store "", nothing ignored).
    """

    kind: ResumeKind
    path: Path
    record: Record | None = None
    error: str | None = None
    move_error: str | None = None
    kept: Path | None = None
    ignore: str | None = None

    def describe(self) -> str:
        """An English sentence for logs and tests (the desktop translates ``kind``)."""
        if self.kind is ResumeKind.RESUMED:
            return f"resumed the game saved in {self.path}"
        if self.kind is ResumeKind.NO_FILE:
            return f"no saved game in {self.path}"
        if self.kind is ResumeKind.IGNORED:
            return f"ignored {self.path}: it could not be resumed nor moved before"
        if self.kind is ResumeKind.SET_ASIDE:
            text = f"the saved game could not be resumed ({self.error}); it was kept as {self.kept}"
            if self.ignore is not None:
                text += f"; {self.path} could not be removed and will be ignored (kept as it is)"
            return text
        return (
            f"the saved game could not be resumed ({self.error}) nor moved aside"
            f" ({self.move_error}); {self.path} will be ignored and kept as it is"
        )


def fingerprint(path: Path) -> str | None:
    """``size:mtime_ns`` of the file at ``path`` (a link is followed; a link that leads
    nowhere, dangling or in a loop, is looked at itself); None if it cannot be looked at."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        try:
            info = path.lstat()
        except (OSError, ValueError):
            return None
    return f"{info.st_size}:{info.st_mtime_ns}"


def _dead_link(path: Path, info: os.stat_result | None) -> str | None:
    """Why ``path`` (looked at as ``info``) is a link to nothing, or None: a link that
    points at a missing file (a loop of links is said by load() in the system's words)."""
    if info is None or not stat.S_ISLNK(info.st_mode):
        return None
    try:
        path.stat()
    except FileNotFoundError:
        try:
            target = os.readlink(path)
        except OSError:
            target = "?"
        return f"it is a symbolic link to a file that does not exist ({bounded(target)})"
    except (OSError, ValueError):
        return None
    return None


def _error_text(exc: BaseException | str) -> str:
    """What went wrong, in the words of whoever raised it."""
    if isinstance(exc, str):
        return bounded(exc)
    try:
        if isinstance(exc, OSError) and exc.strerror:
            return f"{exc.strerror}: {exc.filename}" if exc.filename else exc.strerror
        text = str(exc)
    except Exception:  # an exception that cannot even describe itself
        text = ""
    if isinstance(exc, RecursionError | MemoryError) or not text:
        return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return bounded(text)  # a message may quote a record's text, megabytes of it


class Autosave:
    """The autosave file at ``path``.  ``ignore``: a fingerprint from an earlier
    ``Resumed.ignore`` (a damaged file that could not be moved); "" or None: none."""

    def __init__(self, path: str | os.PathLike[str], ignore: str | None = None) -> None:
        self.path = Path(path)
        self.ignore = ignore or None

    def blocked(self) -> bool:
        """Whether the file at ``path`` is the damaged one that could not be moved aside
        (``ignore``, or found so earlier in this process): it is never written over."""
        mark = fingerprint(self.path)
        if mark is None:
            return False
        return mark in (self.ignore, _KEPT_IN_PLACE.get(self._key()))

    def _key(self) -> str:
        return os.path.abspath(self.path)

    def _keep_in_place(self, mark: str) -> None:
        """The damaged file with fingerprint ``mark`` stays at ``path``: ignore it."""
        self.ignore = mark
        _KEPT_IN_PLACE[self._key()] = mark

    def write(self, record: Record) -> str | None:
        """Save ``record`` (creating the folder); None, or why it failed (never raises).
        The damaged file that could not be moved aside is never replaced: the answer is
        then BLOCKED (see :meth:`blocked`), until that file is moved or removed."""
        if self.blocked():
            return BLOCKED.format(path=self.path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            save(record, self.path)
        except Exception as exc:
            return _error_text(exc)
        return None

    def remove(self) -> str | None:
        """Delete the autosave (a finished game needs no keeping); None, or why it failed.
        The damaged file that could not be moved aside is left as it is (None)."""
        if self.blocked():
            return None
        try:
            self.path.unlink(missing_ok=True)
        except Exception as exc:
            return _error_text(exc)
        return None

    def read(self) -> Resumed:
        """The game to resume, or no file, or a damaged file set aside (never raises).
        Never waits: whatever is not a regular file is damaged (see the module's
        docstring), a link that leads nowhere too."""
        info: os.stat_result | None = None
        try:
            info = self.path.lstat()  # the name itself: a link is not followed yet
        except (FileNotFoundError, NotADirectoryError):
            return Resumed(ResumeKind.NO_FILE, self.path)
        except Exception:  # cannot even look: load() below says why
            pass
        mark = fingerprint(self.path)
        if mark is not None and mark == self.ignore:
            return Resumed(ResumeKind.IGNORED, self.path, ignore=mark)
        dead = _dead_link(self.path, info)
        if dead is not None:
            return self.set_aside(dead)
        try:
            record = load(self.path)
            replay(record)
        except Exception as exc:
            return self.set_aside(exc)
        return Resumed(ResumeKind.RESUMED, self.path, record=record)

    def set_aside(self, reason: BaseException | str) -> Resumed:
        """Move the damaged autosave out of the way, keeping it (see the module's
        docstring); ``reason`` is why it is unusable.  Never raises."""
        error = _error_text(reason)
        mark = fingerprint(self.path)
        try:
            kept, removed = self._move_aside()
        except Exception as exc:
            mark = mark or fingerprint(self.path)
            if mark is None:  # gone, or out of reach
                return Resumed(
                    ResumeKind.NOT_MOVED, self.path, error=error, move_error=_error_text(exc)
                )
            self._keep_in_place(mark)
            return Resumed(
                ResumeKind.NOT_MOVED,
                self.path,
                error=error,
                move_error=_error_text(exc),
                ignore=mark,
            )
        if not removed and mark is not None:
            self._keep_in_place(mark)
        return Resumed(
            ResumeKind.SET_ASIDE,
            self.path,
            error=error,
            kept=kept,
            ignore=None if removed else mark,
        )

    def _kept_names(self) -> list[Path]:
        stem = self.path.stem
        names = [f"{stem}.broken.json"]
        names += [f"{stem}.broken-{n}.json" for n in range(2, MAX_KEPT + 1)]
        return [self.path.with_name(name) for name in names]

    def _aside_names(self) -> Iterator[Path]:
        """The names to keep a damaged file under: the numbered ones, then a few unique
        names (the moment and a random tag), with the numbered names' suffix."""
        yield from self._kept_names()
        suffix = self.path.suffix or ".json"
        for _ in range(UNIQUE_TRIES):
            moment = time.strftime("%Y%m%d-%H%M%S")
            tag = "".join(secrets.choice(_TAG_CHARS) for _ in range(6))
            yield self.path.with_name(f"{self.path.stem}.broken-{moment}-{tag}{suffix}")

    def _move_aside(self) -> tuple[Path, bool]:
        """The file's new place, and whether the original is gone (False: only a copy
        could be made).  Raises OSError when neither a rename nor a copy works."""
        refused: OSError | None = None
        for kept in self._aside_names():
            if os.path.lexists(kept):
                continue  # taken, by a file, a folder or a link
            try:
                _rename_no_replace(self.path, kept)
                return kept, True
            except OSError as exc:
                if exc.errno in _NAME_TAKEN:
                    continue  # taken meanwhile, or unusable: the next name
                refused = exc
                break
        if refused is None:
            raise FileExistsError(
                errno.EEXIST, "every name to keep a damaged file under is taken", str(self.path)
            )
        # Renaming is refused: a copy, then remove.  Only a regular file, opened without
        # waiting (a named pipe put there would wait for a writer).
        try:
            source = os.fdopen(open_regular(self.path), "rb")
        except OSError:
            raise refused from None
        with source:
            for kept in self._aside_names():
                try:
                    copy = open(kept, "xb")  # noqa: SIM115 (closed below, removed on failure)
                except FileExistsError:
                    continue  # taken (a dangling link too: the open never follows it)
                try:
                    with copy:
                        shutil.copyfileobj(source, copy)
                        copy.flush()
                        os.fsync(copy.fileno())
                except OSError:
                    with contextlib.suppress(OSError):
                        kept.unlink()  # never a half copy: the original stays the whole file
                    raise
                break
            else:
                raise refused
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            return kept, False
        return kept, True


def _rename_no_replace(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; FileExistsError if ``target`` exists (never
    replaced).  Windows' rename refuses by itself; elsewhere a hard link does, where
    the file system has links, and a plain rename follows the check otherwise.  A
    symbolic link is renamed itself, never the file it points to."""
    if os.name == "nt":
        os.rename(source, target)
        return
    try:
        if os.link in os.supports_follow_symlinks:
            os.link(source, target, follow_symlinks=False)
        elif source.is_symlink():  # a hard link here would be to the link's target
            raise OSError(errno.EPERM, "no hard link to a symbolic link here")
        else:
            os.link(source, target)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (FAT, some network shares), a folder, a link
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "the name is taken", str(target)) from None
        os.rename(source, target)
        return
    try:
        source.unlink()
    except OSError:
        with contextlib.suppress(OSError):
            target.unlink()  # one file, not two names for it
        raise
