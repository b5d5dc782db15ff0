"""Command line: ``python -m rules_core games | replay FILE | legal FILE | verify FILE``
(FILE ``-`` = stdin).

Output contract in DESIGN.md ("Replay CLI", and ``verify`` under the trust work).  Every
failure is a JSON error object and an exit status (1 illegal action, 2 bad record) — never
a traceback.  ``verify`` answers ``{"ok": true, "verified": …, "fingerprint": …, "short":
…, "problem": …, "reason": …}`` with status 0 whether or not the deal verifies; it checks
the deal against its fingerprint (rules_core.fairness), not the actions.

The answer is written as UTF-8 bytes whatever the console encoding is, and a closed
or broken standard stream ends the command quietly with the status it would have had.
An error's message is cut to MAX_MESSAGE characters (a record can make it megabytes
long by quoting its own text), and a FILE that is not a regular file (a named pipe, a
folder, a device) is refused at once: a pipe is given on standard input, as ``-``.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from .echo import bounded
from .fairness import verify
from .record import (
    MAX_RECORD_BYTES,
    BadRecord,
    IllegalRecordAction,
    Record,
    load,
    loads,
    replay,
)
from .registry import game_ids

USAGE = (
    "usage: python -m rules_core games | replay FILE | legal FILE | verify FILE"
    "   (FILE - reads stdin)"
)


def _read_record(path: str, stdin: TextIO | None) -> Record:
    if path != "-":
        return load(path)
    if stdin is None:
        raise BadRecord("cannot read standard input: it is closed")
    try:
        buffer = getattr(stdin, "buffer", None)
        raw: str | bytes = (
            buffer.read(MAX_RECORD_BYTES + 1)
            if buffer is not None
            else stdin.read(MAX_RECORD_BYTES + 1)
        )
    except UnicodeDecodeError:
        raise BadRecord("standard input is not UTF-8 text") from None
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "it is closed"
        raise BadRecord(f"cannot read standard input: {reason}") from None
    if not isinstance(raw, (str, bytes)):
        raise BadRecord("cannot read standard input")
    return loads(raw)


def _json_line(obj: dict[str, Any]) -> str:
    """One JSON line, readable (``ensure_ascii=False``) unless it holds text that UTF-8
    cannot carry (a lone surrogate from a file name or a ``\\udc80`` escape)."""
    text = json.dumps(obj, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(obj, ensure_ascii=True)
    return text + "\n"


def _error(kind: str, message: str, **fields: Any) -> str:
    """The JSON line of an error: ``kind`` ("bad-record", "illegal-action"), the message
    cut to MAX_MESSAGE characters whoever wrote it, and any ``fields`` (the index)."""
    return _json_line({"ok": False, "error": kind, **fields, "message": bounded(message)})


def _write(stream: TextIO | None, text: str) -> bool:
    """Write ``text`` to ``stream`` as UTF-8 bytes (to its binary buffer when it has one,
    so the console encoding never matters); False if the stream is closed or broken."""
    if stream is None:
        return False
    try:
        buffer = getattr(stream, "buffer", None)
        if buffer is None:
            stream.write(text)
            stream.flush()
        else:
            stream.flush()
            buffer.write(text.encode("utf-8", errors="backslashreplace"))
            buffer.flush()
    except (OSError, ValueError):
        _discard(stream)
        return False
    return True


def _discard(stream: TextIO) -> None:
    """Point a broken stream's descriptor at the null device, so that the flush at exit
    finds nowhere to fail and Python prints no "Exception ignored" (see the note on
    SIGPIPE in the documentation of the ``signal`` module)."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError):
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(devnull, fd)
    except OSError:
        pass
    finally:
        os.close(devnull)


def _answer(argv: Sequence[str], stdin: TextIO | None) -> tuple[int, str, str]:
    """The exit status, the text for standard output and the text for standard error."""
    if len(argv) == 1 and argv[0] == "games":
        return 0, "".join(game_id + "\n" for game_id in game_ids()), ""
    if len(argv) != 2 or argv[0] not in ("replay", "legal", "verify"):
        return 2, "", USAGE + "\n"
    command, path = argv
    if command == "verify":
        try:
            answer = verify(_read_record(path, stdin))
        except BadRecord as exc:
            return 2, _error("bad-record", str(exc)), ""
        return 0, _json_line({"ok": True, **answer}), ""
    try:
        record = _read_record(path, stdin)
        state, _ = replay(record)
    except BadRecord as exc:
        return 2, _error("bad-record", str(exc)), ""
    except IllegalRecordAction as exc:
        return 1, _error("illegal-action", exc.message, index=exc.index), ""
    if command == "legal":
        return 0, "".join(action + "\n" for action in state.legal_actions()), ""
    reply = {
        "ok": True,
        "terminal": state.is_terminal,
        "scores": state.scores(),
        "result": state.result().as_json(),
    }
    return 0, _json_line(reply), ""


def _describe(exc: Exception) -> str:
    try:
        return f"{type(exc).__name__}: {exc}"
    except Exception:  # noqa: BLE001 - an exception that cannot even say what it is
        return type(exc).__name__


def run(argv: Sequence[str], stdin: TextIO | None, out: TextIO | None, err: TextIO | None) -> int:
    """Run one command; returns the exit status.  A closed or broken ``out`` loses the
    answer but not the status."""
    try:
        code, text, problem = _answer(argv, stdin)
    except Exception as exc:  # noqa: BLE001 - the contract forbids tracebacks
        code, text, problem = 2, _error("bad-record", f"internal error: {_describe(exc)}"), ""
    if text:
        _write(out, text)
    if problem:
        _write(err, problem)
    return code


def main() -> None:
    sys.exit(run(sys.argv[1:], sys.stdin, sys.stdout, sys.stderr))


if __name__ == "__main__":
    main()
