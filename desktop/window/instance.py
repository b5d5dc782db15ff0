"""One Torite per data folder: a second start hands its request to the first.

The first Torite to start on a data folder holds ``torite.lock`` there (a ``QLockFile``:
it names its process, and a lock whose process is gone — a crash, ``kill -9`` — is taken
over at once), so no two processes ever write the same autosave.  A later start on that
folder opens no window of its own: it leaves its request (what its command line asked
for: a record to open, a game, a lesson) as a small JSON file in ``handover/`` and waits.
The first one, watching that folder, takes the request, brings its window to the front
and does what was asked — through the same paths as its own menus, so a game under way
is kept aside or asked about, never dropped — and the later start ends.  If nobody takes
the request within a few seconds (the first process stopped in a debugger, or frozen),
the later start withdraws it, says so and ends: still nothing is written twice.

The handover is made of files in the data folder itself, not a socket: it needs no
network module in the bundle, and the folder is exactly what the lock is about.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import secrets
import stat
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

LOCK_NAME = "torite.lock"
HANDOVER = "handover"
REQUEST_SUFFIX = ".request.json"
MAX_REQUEST_BYTES = 16_384  # a request names a file, a game, a lesson: never more
WAIT_SECONDS = 5.0  # how long a later start waits for the first to take its request


class Claim(enum.Enum):
    """What :meth:`Instance.acquire` found."""

    OURS = "ours"  # this process is the folder's one Torite
    HELD = "held"  # another live Torite holds it: hand the request over
    UNUSABLE = "unusable"  # no lock can be made there (``Instance.problem`` says why)


@dataclass(frozen=True)
class Request:
    """What a later start asked for (all None: just show the window)."""

    open: str | None = None  # a record to open (an absolute path)
    game: str | None = None  # a game to play (``--game``)
    seed: int | None = None  # with ``game``: that deal number
    tutorial: str | None = None  # a game whose lesson to play (``--tutorial``)

    def dumps(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def loads(cls, raw: bytes) -> Request | None:
        """The request in ``raw``, or None for anything else (a stray or hostile file)."""
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            return None
        if not isinstance(data, dict):
            return None
        texts = {key: data.get(key) for key in ("open", "game", "tutorial")}
        seed = data.get("seed")
        if not all(value is None or isinstance(value, str) for value in texts.values()):
            return None
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            return None
        return cls(open=texts["open"], game=texts["game"], seed=seed, tutorial=texts["tutorial"])


class Instance(QObject):
    """This process's claim on the data folder ``folder``; ``requested`` brings the
    requests of later starts (once :meth:`listen` is called)."""

    requested = Signal(object)  # a Request

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.watcher: QFileSystemWatcher | None = None
        self.problem: str | None = None  # why no lock could be made (Claim.UNUSABLE)
        self._taking = False
        self._seen: set[str] = set()  # request files read already

    @property
    def handover(self) -> Path:
        return self.folder / HANDOVER

    @property
    def lock_path(self) -> Path:
        return self.folder / LOCK_NAME

    def acquire(self) -> Claim:
        """Claim the folder.  A lock file that is not a plain file (a pipe would block
        the lock's own read, a folder or a link is nobody's lock) and a folder where no
        file can be made are UNUSABLE, said in ``problem``, and never touched."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            info = os.lstat(self.lock_path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            return self._unusable(exc.strerror or str(exc))
        else:
            if not stat.S_ISREG(info.st_mode):
                return self._unusable("it is not a plain file")
        if self.lock.tryLock(0):
            return Claim.OURS
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            owner = self.owner()
            if owner is not None and not _alive(owner):  # stale, yet it could not go
                return self._unusable(
                    f"it was left by process {owner}, which has ended, and cannot be removed"
                )
            return Claim.HELD
        if self.lock.error() == QLockFile.LockError.PermissionError:
            return self._unusable("no file can be made in its folder")
        return self._unusable("it cannot be read or made")

    def _unusable(self, reason: str) -> Claim:
        self.problem = f"{self.lock_path}: {reason}"
        return Claim.UNUSABLE

    def owner(self) -> int | None:
        """The process id of the Torite holding the folder, if it can be read."""
        info = self.lock.getLockInfo()
        if isinstance(info, tuple) and info and isinstance(info[0], int) and info[0] > 0:
            return info[0]
        return None

    def release(self) -> None:
        if self.lock.isLocked():
            self.lock.unlock()

    # -- the first Torite -------------------------------------------------------------------

    def listen(self) -> None:
        """Take the requests of later starts from now on (those left already, too).  A
        ``handover`` that is not a folder is renamed out of the way (the folder's owner
        may: no other Torite uses it) and made anew."""
        with contextlib.suppress(OSError):
            if self.handover.is_symlink() or (
                self.handover.exists() and not self.handover.is_dir()
            ):
                aside = f"{HANDOVER}.not-a-folder-{secrets.token_hex(4)}"
                self.handover.rename(self.folder / aside)
        with contextlib.suppress(OSError):
            self.handover.mkdir(parents=True, exist_ok=True)
        self.watcher = QFileSystemWatcher([str(self.handover)], self)
        self.watcher.directoryChanged.connect(lambda _path: self.take_requests())
        QTimer.singleShot(0, self, self.take_requests)

    def take_requests(self) -> list[Request]:
        """Read, remove and announce every request waiting in ``handover/``, also those
        that arrive while one is carried out (which never re-enters: no request is
        taken twice, and a flood of them is no recursion)."""
        if self._taking:
            return []
        taken: list[Request] = []
        self._taking = True
        try:
            while True:
                try:
                    names = sorted(os.listdir(self.handover))
                except OSError:
                    break
                fresh = [n for n in names if n.endswith(REQUEST_SUFFIX) and n not in self._seen]
                if not fresh:
                    break
                for name in fresh:
                    self._seen.add(name)  # a file that cannot be removed is read once
                    request = self._take(self.handover / name)
                    if request is not None:
                        taken.append(request)
                        self.requested.emit(request)
        finally:
            self._taking = False
        return taken

    @staticmethod
    def _take(path: Path) -> Request | None:
        raw = _read_small_file(path)
        with contextlib.suppress(OSError):
            path.unlink()
        return Request.loads(raw) if raw is not None else None

    # -- a later start ----------------------------------------------------------------------

    def hand_over(self, request: Request, wait: float = WAIT_SECONDS) -> str | None:
        """Leave ``request`` for the first Torite and wait until it is taken (None), or
        say why it was not: it could not be left, or it was not taken within ``wait``
        seconds (then it is withdrawn)."""
        text = request.dumps()
        if len(text.encode("utf-8")) > MAX_REQUEST_BYTES:
            return "what the command line asks for is too long to hand over"
        try:
            self.handover.mkdir(parents=True, exist_ok=True)
            name = f"{os.getpid()}-{secrets.token_hex(4)}{REQUEST_SUFFIX}"
            temp = self.handover / f".{name}.part"
            temp.write_text(text, encoding="utf-8")
            path = self.handover / name
            os.replace(temp, path)  # whole or not at all: the reader never sees half
        except OSError as exc:
            return f"the request could not be left in {self.handover}: {exc.strerror or exc}"
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if not path.exists():
                return None
            QCoreApplication.processEvents()  # (in tests, the first Torite is this process)
            time.sleep(0.02)
        with contextlib.suppress(OSError):
            path.unlink()
            return f"it did not answer within {wait:g} seconds"  # withdrawn: never taken
        return None  # taken just now


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (True when the system cannot tell: on Windows,
    ``os.kill`` would end the process, so it is never asked there)."""
    if os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, and is somebody else's
        return True
    return True


def _read_small_file(path: Path) -> bytes | None:
    """The bytes of a regular file of at most MAX_REQUEST_BYTES (never blocks on a FIFO,
    never follows a link); None for anything else."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        handle = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_REQUEST_BYTES:
            return None
        return os.read(handle, MAX_REQUEST_BYTES)
    except OSError:
        return None
    finally:
        os.close(handle)
