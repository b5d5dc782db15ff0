"""Command line: ``python -m rules_core games | replay FILE | legal FILE`` (FILE ``-`` = stdin).

Output contract in DESIGN.md ("Replay CLI").  Every failure is a JSON error
object and an exit status (1 illegal action, 2 bad record) — never a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from .record import MAX_RECORD_BYTES, BadRecord, IllegalRecordAction, Record, load, loads, replay
from .registry import game_ids

USAGE = "usage: python -m rules_core games | replay FILE | legal FILE   (FILE - reads stdin)"


def _read_record(path: str, stdin: TextIO) -> Record:
    if path == "-":
        return loads(
            stdin.buffer.read(MAX_RECORD_BYTES + 1)
            if hasattr(stdin, "buffer")
            else stdin.read(MAX_RECORD_BYTES + 1)
        )
    return load(path)


def _emit(obj: dict[str, Any], out: TextIO) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")


def run(argv: Sequence[str], stdin: TextIO, out: TextIO, err: TextIO) -> int:
    if len(argv) == 1 and argv[0] == "games":
        for game_id in game_ids():
            out.write(game_id + "\n")
        return 0
    if len(argv) != 2 or argv[0] not in ("replay", "legal"):
        err.write(USAGE + "\n")
        return 2
    command, path = argv
    try:
        record = _read_record(path, stdin)
        state, _ = replay(record)
    except BadRecord as exc:
        _emit({"ok": False, "error": "bad-record", "message": str(exc)}, out)
        return 2
    except IllegalRecordAction as exc:
        _emit(
            {"ok": False, "error": "illegal-action", "index": exc.index, "message": str(exc.error)},
            out,
        )
        return 1
    if command == "legal":
        for action in state.legal_actions():
            out.write(action + "\n")
        return 0
    _emit(
        {
            "ok": True,
            "terminal": state.is_terminal,
            "scores": state.scores(),
            "result": state.result(),
        },
        out,
    )
    return 0


def main() -> None:
    try:
        code = run(sys.argv[1:], sys.stdin, sys.stdout, sys.stderr)
    except Exception as exc:  # noqa: BLE001 - the contract forbids tracebacks
        _emit({"ok": False, "error": "bad-record", "message": f"internal error: {exc}"}, sys.stdout)
        code = 2
    sys.exit(code)


if __name__ == "__main__":
    main()
