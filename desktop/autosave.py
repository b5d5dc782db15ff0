"""The autosave file that keeps an unfinished game across restarts: never a crash, never
a lost file.  Pure Python (no Qt), so every failure can be tested without a window.

Writing goes through :func:`rules_core.record.save` (atomic, durable, keeps the file's
mode).  Reading loads *and replays* the record: any exception at all means the file is
damaged.  A damaged file is never deleted and never raised about; it is *set aside*:

1. renamed, in its own folder, to ``autosave.broken.json``, or ``autosave.broken-2.json``,
   ``-3``, ... when that name is taken: a second damaged autosave never overwrites the
   copy kept from the first (the rename refuses to replace an existing file);
2. if renaming is impossible (read-only folder, a file locked on Windows, ...), copied to
   that name and the original removed;
3. if even that fails (or the copy is made but the original cannot be removed), the file
   stays where it is and is *ignored*.

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
            show(tr("Could not autosave: {error}").format(error=error))
"""

from __future__ import annotations

import contextlib
import enum
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from rules_core.record import Record, load, replay, save

MAX_KEPT = 1000  # autosave.broken.json ... autosave.broken-1000.json, then give up


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
                text += f"; {self.path} could not be removed and will be ignored"
            return text
        return (
            f"the saved game could not be resumed ({self.error}) nor moved aside"
            f" ({self.move_error}); {self.path} will be ignored"
        )


def fingerprint(path: Path) -> str | None:
    """``size:mtime_ns`` of the file at ``path`` (None if it cannot be looked at)."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return None
    return f"{info.st_size}:{info.st_mtime_ns}"


def _error_text(exc: BaseException | str) -> str:
    """What went wrong, in the words of whoever raised it."""
    if isinstance(exc, str):
        return exc
    try:
        if isinstance(exc, OSError) and exc.strerror:
            return f"{exc.strerror}: {exc.filename}" if exc.filename else exc.strerror
        text = str(exc)
    except Exception:  # an exception that cannot even describe itself
        text = ""
    if isinstance(exc, RecursionError | MemoryError) or not text:
        return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return text


class Autosave:
    """The autosave file at ``path``.  ``ignore``: a fingerprint from an earlier
    ``Resumed.ignore`` (a damaged file that could not be moved); "" or None: none."""

    def __init__(self, path: str | os.PathLike[str], ignore: str | None = None) -> None:
        self.path = Path(path)
        self.ignore = ignore or None

    def write(self, record: Record) -> str | None:
        """Save ``record`` (creating the folder); None, or why it failed (never raises)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            save(record, self.path)
        except Exception as exc:
            return _error_text(exc)
        return None

    def remove(self) -> str | None:
        """Delete the autosave (a finished game needs no keeping); None, or why it failed."""
        try:
            self.path.unlink(missing_ok=True)
        except Exception as exc:
            return _error_text(exc)
        return None

    def read(self) -> Resumed:
        """The game to resume, or no file, or a damaged file set aside (never raises)."""
        try:
            if not self.path.exists():
                return Resumed(ResumeKind.NO_FILE, self.path)
        except Exception:  # cannot even look: load() below says why
            pass
        mark = fingerprint(self.path)
        if mark is not None and mark == self.ignore:
            return Resumed(ResumeKind.IGNORED, self.path, ignore=mark)
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
            if mark is None and fingerprint(self.path) is None:  # gone, or out of reach
                return Resumed(
                    ResumeKind.NOT_MOVED, self.path, error=error, move_error=_error_text(exc)
                )
            self.ignore = mark
            return Resumed(
                ResumeKind.NOT_MOVED,
                self.path,
                error=error,
                move_error=_error_text(exc),
                ignore=mark,
            )
        if not removed:
            self.ignore = mark
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

    def _move_aside(self) -> tuple[Path, bool]:
        """The file's new place, and whether the original is gone (False: only a copy
        could be made).  Raises OSError when neither a rename nor a copy works."""
        last: OSError = FileExistsError(f"{MAX_KEPT} damaged autosaves are kept already")
        for kept in self._kept_names():
            if kept.exists() or kept.is_symlink():
                continue
            try:
                _rename_no_replace(self.path, kept)
                return kept, True
            except FileExistsError:
                continue  # taken meanwhile: the next number
            except OSError as exc:
                last = exc
                break
        for kept in self._kept_names():  # renaming is refused: a copy, then remove
            with open(self.path, "rb") as source:
                try:
                    copy = open(kept, "xb")  # noqa: SIM115 (closed below, removed on failure)
                except FileExistsError:
                    continue
                try:
                    with copy:
                        shutil.copyfileobj(source, copy)
                        copy.flush()
                        os.fsync(copy.fileno())
                except OSError:
                    with contextlib.suppress(OSError):
                        kept.unlink()  # never a half copy: the original stays the whole file
                    raise
            try:
                self.path.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                return kept, False
            return kept, True
        raise last


def _rename_no_replace(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; FileExistsError if ``target`` exists (never
    replaced).  Windows' rename refuses by itself; elsewhere a hard link does, where
    the file system has links, and a plain rename follows the check otherwise."""
    if os.name == "nt":
        os.rename(source, target)
        return
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (FAT, some network shares)
        if target.exists() or target.is_symlink():
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    try:
        source.unlink()
    except OSError:
        with contextlib.suppress(OSError):
            target.unlink()  # one file, not two names for it
        raise
