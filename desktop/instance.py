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

    @property
    def handover(self) -> Path:
        return self.folder / HANDOVER

    def acquire(self) -> bool:
        """Claim the folder: True if this process is now its one Torite."""
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
        return bool(self.lock.tryLock(0))

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
        """Take the requests of later starts from now on (those left already, too)."""
        with contextlib.suppress(OSError):
            self.handover.mkdir(parents=True, exist_ok=True)
        self.watcher = QFileSystemWatcher([str(self.handover)], self)
        self.watcher.directoryChanged.connect(lambda _path: self.take_requests())
        QTimer.singleShot(0, self, self.take_requests)

    def take_requests(self) -> list[Request]:
        """Read, remove and announce every request waiting in ``handover/``."""
        taken: list[Request] = []
        try:
            names = sorted(os.listdir(self.handover))
        except OSError:
            return taken
        for name in names:
            if not name.endswith(REQUEST_SUFFIX):
                continue
            path = self.handover / name
            raw = _read_small_file(path)
            with contextlib.suppress(OSError):
                path.unlink()
            request = Request.loads(raw) if raw is not None else None
            if request is not None:
                taken.append(request)
                self.requested.emit(request)
        return taken

    # -- a later start ----------------------------------------------------------------------

    def hand_over(self, request: Request, wait: float = WAIT_SECONDS) -> bool:
        """Leave ``request`` for the first Torite and wait until it is taken (True), or
        withdraw it after ``wait`` seconds (False)."""
        try:
            self.handover.mkdir(parents=True, exist_ok=True)
            name = f"{os.getpid()}-{secrets.token_hex(4)}{REQUEST_SUFFIX}"
            temp = self.handover / f".{name}.part"
            temp.write_text(request.dumps(), encoding="utf-8")
            path = self.handover / name
            os.replace(temp, path)  # whole or not at all: the reader never sees half
        except OSError:
            return False
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if not path.exists():
                return True
            QCoreApplication.processEvents()  # (in tests, the first Torite is this process)
            time.sleep(0.02)
        with contextlib.suppress(OSError):
            path.unlink()
            return False  # withdrawn: it was never taken
        return True  # taken just now


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
