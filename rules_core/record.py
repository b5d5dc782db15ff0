"""The ``torite-record/1`` game record: load, validate, save and replay (DESIGN.md)."""

from __future__ import annotations

import errno
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from .echo import bounded, echo
from .fairness import Fairness, parse_fairness
from .files import SaveError, open_regular, replacing
from .game import BadDeal, Event, IllegalAction, State
from .record_errors import BadRecord as BadRecord  # raised here too: its home for callers
from .registry import get_game

FORMAT = "torite-record/1"
MAX_RECORD_BYTES = 5_000_000  # far above any real deal; refuses hostile giants early
MAX_ACTIONS = 100_000
MAX_SEED = 2**63  # deal numbers are non-negative 64-bit integers


class IllegalRecordAction(Exception):
    """Action number ``index`` of a record is not legal where it stands.  ``error`` is the
    game's own refusal (which may quote the whole action); ``message`` is its text cut to
    MAX_MESSAGE characters, and ``str()`` of this exception is cut likewise."""

    def __init__(self, index: int, error: IllegalAction) -> None:
        self.message = bounded(str(error))
        super().__init__(bounded(f"action {index}: {self.message}"))
        self.index = index
        self.error = error


@dataclass
class Record:
    game: str
    deal: dict[str, Any] | None = None
    seed: int | None = None
    variant: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    dealer: int = 0
    context: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple[int, str]] = field(default_factory=list)
    # The deal's commitment (rules_core.fairness): its fingerprint, and its salt once
    # revealed.  None in records made before a fingerprint was shown.
    fairness: Fairness | None = None
    # Undo went back past pieces the player had already seen: the deal is practice, and
    # counts in no statistics (a player's record of wins stays honest).
    practice: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "variant": self.variant,
            "options": self.options,
            "dealer": self.dealer,
            "context": self.context,
        }
        if self.seed is not None:
            data["seed"] = self.seed
        if self.deal is not None:
            data["deal"] = self.deal
        if self.fairness is not None:
            data["fairness"] = self.fairness.to_json()
        if self.practice:
            data["practice"] = True
        data["actions"] = [{"p": p, "a": a} for p, a in self.actions]
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def new_state(self) -> State:
        """The deal's initial state (BadRecord if the deal or options are impossible)."""
        game = get_game(self.game)
        try:
            return game.new_deal(
                variant=self.variant,
                options=self.options,
                seed=self.seed,
                deal=self.deal,
                dealer=self.dealer,
                context=self.context,
            )
        except BadDeal as exc:
            raise BadRecord(str(exc)) from None


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise BadRecord(message)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_record(data: Any) -> Record:
    """Validate the structure of a decoded record (the deal itself is checked on replay)."""
    _expect(isinstance(data, Mapping), "a record must be a JSON object")
    _expect(data.get("format") == FORMAT, f'"format" must be "{FORMAT}"')
    game_id = data.get("game")
    _expect(isinstance(game_id, str), '"game" must be a string')
    try:
        get_game(game_id)
    except KeyError:
        raise BadRecord(f"unknown game {echo(game_id)}") from None
    variant = data.get("variant")
    _expect(variant is None or isinstance(variant, str), '"variant" must be a string or null')
    options = data.get("options", {})
    _expect(isinstance(options, Mapping), '"options" must be an object')
    dealer = data.get("dealer", 0)
    _expect(_is_int(dealer) and dealer >= 0, '"dealer" must be a seat number')
    context = data.get("context", {})
    _expect(isinstance(context, Mapping), '"context" must be an object')
    seed = data.get("seed")
    _expect(
        seed is None or (_is_int(seed) and 0 <= seed < MAX_SEED),
        f'"seed" must be an integer from 0 to {MAX_SEED - 1}',
    )
    deal = data.get("deal")
    _expect(deal is None or isinstance(deal, Mapping), '"deal" must be an object')
    _expect(deal is not None or seed is not None, 'a record needs "deal" or "seed"')
    fairness: Fairness | None = None
    if data.get("fairness") is not None:
        try:
            fairness = parse_fairness(data["fairness"])
        except ValueError as exc:
            raise BadRecord(str(exc)) from None
    practice = data.get("practice", False)
    _expect(isinstance(practice, bool), '"practice" must be true or false')
    actions = data.get("actions", [])
    _expect(isinstance(actions, list), '"actions" must be a list')
    _expect(len(actions) <= MAX_ACTIONS, "too many actions")
    parsed: list[tuple[int, str]] = []
    for index, entry in enumerate(actions):
        where = f"actions[{index}]"
        _expect(isinstance(entry, Mapping), f"{where} must be an object")
        seat, text = entry.get("p"), entry.get("a")
        _expect(_is_int(seat) and seat >= 0, f"{where}.p must be a seat number")
        _expect(isinstance(text, str), f"{where}.a must be an action string")
        parsed.append((seat, text))
    return Record(
        game=game_id,
        deal=dict(deal) if deal is not None else None,
        seed=seed,
        variant=variant,
        options=dict(options),
        dealer=dealer,
        context=dict(context),
        actions=parsed,
        fairness=fairness,
        practice=practice,
    )


def loads(text: str | bytes) -> Record:
    """The record in ``text`` (JSON; bytes in UTF-8, or UTF-16/32 as JSON allows)."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise BadRecord("a record must be JSON text")
    if len(text) > MAX_RECORD_BYTES:
        raise BadRecord(f"the record is too large (more than {MAX_RECORD_BYTES} bytes)")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadRecord(
            f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except UnicodeDecodeError as exc:
        raise BadRecord(
            f"the record is not UTF-8 text (byte {exc.object[exc.start]:#04x}"
            f" at offset {exc.start})"
        ) from None
    except RecursionError:
        raise BadRecord("invalid JSON: lists or objects nested too deeply") from None
    except ValueError:
        # Python refuses to read integers of more than sys.get_int_max_str_digits() digits.
        raise BadRecord("the record holds a number with too many digits") from None
    return parse_record(data)


def load(path: str | os.PathLike[str]) -> Record:
    """The record in the file at ``path``.  BadRecord when it cannot be read, is not a
    regular file (a folder, a named pipe, a device: refused at once, never waited on),
    or is not a valid record."""
    try:
        with open(open_regular(path), "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise BadRecord(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError:  # a path with a NUL character
        raise BadRecord(f"cannot read {echo(os.fspath(path))}: not a usable file name") from None
    return loads(raw)


_SURROGATE = re.compile(f"[{chr(0xD800)}-{chr(0xDFFF)}]")  # lone surrogates


@mypyc_attr(native_class=False)
class RecordSaveError(SaveError):
    """A record could not be saved: ``filename`` is the file asked for (never a temp
    file), ``errno`` / ``strerror`` say why.  ``str()`` reads e.g.
    ``[Errno 13] Permission denied: 'games/deal.json'``."""


@mypyc_attr(native_class=False)
class UnsavableRecord(RecordSaveError, BadRecord):
    """A record that :func:`load` would refuse (a seed out of range, a value JSON cannot
    write, ...): :func:`save` writes nothing at all.  Both a RecordSaveError (an OSError,
    so whoever reports a failed save reports this one) and a BadRecord (a ValueError).
    ``errno`` is EINVAL, ``strerror`` says why, ``filename`` is the file asked for."""

    def __new__(cls, why: str, filename: str) -> UnsavableRecord:
        return OSError.__new__(cls, errno.EINVAL, why, filename)

    def __init__(self, why: str, filename: str) -> None:
        OSError.__init__(self, errno.EINVAL, why, filename)  # not BadRecord's


def _saved_bytes(record: Record, shown: str) -> bytes:
    """The bytes :func:`save` writes for ``record``, once read back as :func:`load` reads
    them (the JSON and the fields, not a replay): never a file we cannot read again."""
    try:
        data = _utf8_json(record.dumps() + "\n")
    except (TypeError, ValueError, RecursionError) as exc:
        why = f"the record cannot be written as JSON ({bounded(str(exc))})"
        raise UnsavableRecord(why, shown) from None
    try:
        loads(data)
    except BadRecord as exc:
        raise UnsavableRecord(f"the record would not read back: {exc}", shown) from None
    return data


def _utf8_json(text: str) -> bytes:
    """``text`` (JSON written with ``ensure_ascii=False``) as UTF-8.  A lone surrogate
    (from a file name read with surrogateescape, or a ``\\udc80`` escape in a loaded
    record) cannot be encoded; it is written as its ``\\uXXXX`` escape instead.  Such
    characters only occur inside JSON strings, so the JSON stays valid and ``loads``
    gives back the same string (except a high surrogate followed by a low one, which
    JSON itself reads as one astral character)."""
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text).encode("utf-8")


def save(record: Record, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to ``path`` atomically and durably, as Qt's QSaveFile would: the
    JSON goes to a temp file in the same folder, is synced, then renamed over the target
    (and the folder synced), so a failed or killed save never leaves a truncated file.

    A new file gets the mode any new file gets (0o666 less the umask); an existing file
    keeps its mode.  A symbolic link is followed: the file it points to is replaced and
    the link stays.  Temp files older than ten minutes left by a killed save are removed.
    Failures raise RecordSaveError (an OSError) naming ``path``; the temp file is removed.
    A record that could not be read back (see :func:`loads`) raises UnsavableRecord (a
    RecordSaveError) before anything is written.
    """
    shown = os.fspath(path)
    data = _saved_bytes(record, shown)
    with replacing(shown, RecordSaveError) as handle:
        handle.write(data)


def replay(record: Record) -> tuple[State, list[list[Event]]]:
    """Apply every action of ``record``; returns the final state and each action's events."""
    state = record.new_state()
    all_events: list[list[Event]] = []
    for index, (seat, action) in enumerate(record.actions):
        try:
            all_events.append(state.apply(action, seat))
        except IllegalAction as exc:
            raise IllegalRecordAction(index, exc) from None
    return state, all_events


def record_of(state: State, actions: list[tuple[int, str]], **fields: Any) -> Record:
    """A record of ``state``'s deal (explicit layout) with ``actions``."""
    return Record(
        game=state.game.id,
        deal=state.game.explicit_deal(state),
        actions=list(actions),
        **fields,
    )
