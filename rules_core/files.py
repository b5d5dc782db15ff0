"""Files read and written safely: reading only regular files (a named pipe would wait
for a writer for ever, a device could read for ever), and replacing a file atomically
and durably, as Qt's QSaveFile does (a failed, cancelled or killed write never leaves a
truncated file, and never touches the old one).  Pure Python; records, the autosave and
the statistics' CSV export all go through here."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time
from collections.abc import Iterator
from typing import BinaryIO

from mypy_extensions import mypyc_attr

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


@mypyc_attr(native_class=False)
class NotRegularFile(OSError):
    """The path names a folder, a named pipe, a socket or a device: never opened to read
    (a named pipe would wait for a writer, a device could read for ever)."""


def _refuse_unless_regular(mode: int, path: str | os.PathLike[str]) -> None:
    if stat.S_ISREG(mode):
        return
    kind = next((name for test, name in _KINDS if test(mode)), "not a plain file")
    raise NotRegularFile(errno.EINVAL, f"not a regular file ({kind})", os.fspath(path))


def open_regular(path: str | os.PathLike[str]) -> int:
    """A descriptor open for reading on the regular file at ``path`` (a symbolic link is
    followed).  Anything else raises NotRegularFile without waiting: the name is looked
    at first, then opened without blocking where the system can (so a named pipe put
    there meanwhile does not wait for a writer) and the open file looked at again.
    Other failures raise the system's OSError (a loop of links: ELOOP)."""
    _refuse_unless_regular(os.stat(path).st_mode, path)
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    flags = os.O_RDONLY | nonblocking | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        _refuse_unless_regular(os.fstat(fd).st_mode, path)
        if nonblocking:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


TEMP_PREFIX = ".torite-"
TEMP_SUFFIX = ".json"  # beside a record (the names tempfile.mkstemp gave before, too)
OTHER_TEMP_SUFFIX = ".part"  # beside any other file (a CSV export): never taken for a record
STALE_TEMP_SECONDS = 600  # a temp file this old is left over by a save that was killed
# ".torite-" + 8 characters of [a-z0-9_] + a suffix above: the names replacing() writes,
# so only our own leftovers ever match.
_TEMP_NAME = re.compile(r"\.torite-[a-z0-9_]{8}\.(json|part)")
_TEMP_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"


@mypyc_attr(native_class=False)
class SaveError(OSError):
    """A file could not be written: ``filename`` is the file asked for (never a temp
    file), ``errno`` / ``strerror`` say why."""


def _open_temp(folder: str, suffix: str = TEMP_SUFFIX) -> tuple[int, str]:
    """A new, empty temp file in ``folder``, created with mode 0o666 so the system applies
    the umask (and any default ACL) exactly as for any new file: no umask to read."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        name = "".join(secrets.choice(_TEMP_CHARS) for _ in range(8))
        tmp = os.path.join(folder, TEMP_PREFIX + name + suffix)
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", folder)


def _fsync_folder(folder: str) -> None:
    """Make the rename itself durable (where the system can sync a folder)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return  # a folder we may write but not read: the file itself is synced
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EBADF):
            raise
    finally:
        os.close(fd)


def _remove_stale_temps(folder: str, keep: str) -> None:
    """Remove our temp files that a killed save left in ``folder``: names save() writes,
    plain files (never links), ours (same owner), and older than STALE_TEMP_SECONDS so
    that a save in progress elsewhere is never disturbed.  Best effort, never raises."""
    limit = time.time() - STALE_TEMP_SECONDS
    owner = os.getuid() if hasattr(os, "getuid") else None
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not _TEMP_NAME.fullmatch(entry.name) or entry.path == keep:
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                    if not stat.S_ISREG(info.st_mode) or info.st_mtime > limit:
                        continue
                    if owner is not None and info.st_uid != owner:
                        continue
                    os.unlink(entry.path)
                except OSError:
                    continue
    except OSError:
        return


@contextlib.contextmanager
def replacing(
    path: str | os.PathLike[str], error: type[SaveError] = SaveError
) -> Iterator[BinaryIO]:
    """A binary handle whose bytes replace the file at ``path`` once the ``with`` block
    ends normally: written to a temp file in the same folder, synced, renamed over the
    target, the folder synced.  An exception in the block (a failure, a cancel) removes
    the temp file and leaves the old file as it was.

    A new file gets the mode any new file gets (0o666 less the umask); an existing file
    keeps its mode.  A symbolic link is followed: the file it points to is replaced and
    the link stays.  A target that is not a regular file (a named pipe, a folder, a
    device) is refused before anything is written.  Temp files older than ten minutes
    left by a killed write are removed.  Failures of the system raise ``error`` (an
    OSError) naming ``path``."""
    shown = os.fspath(path)
    try:
        target = os.path.realpath(shown)  # a link's target, so the link stays a link
    except ValueError as exc:  # e.g. a path with a NUL character
        raise error(errno.EINVAL, f"not a usable file name ({exc})", shown) from None
    folder = os.path.dirname(target)
    tmp = ""  # the temp file once made; "" again once it is renamed over the target
    try:
        try:
            info = os.stat(target)
        except FileNotFoundError:
            mode: int | None = None
        else:
            _refuse_unless_regular(info.st_mode, shown)
            mode = stat.S_IMODE(info.st_mode)
        suffix = TEMP_SUFFIX if target.endswith(TEMP_SUFFIX) else OTHER_TEMP_SUFFIX
        fd, tmp = _open_temp(folder, suffix)
        with os.fdopen(fd, "wb") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
        tmp = ""
        _fsync_folder(folder)
    except OSError as exc:
        raise error(exc.errno or errno.EIO, exc.strerror or str(exc), shown) from None
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _remove_stale_temps(folder, target)
