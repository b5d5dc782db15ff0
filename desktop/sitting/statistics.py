"""Statistics that last: every finished deal, and every finished match, as a line of an
SQLite file (the standard library's ``sqlite3``) in the app's data folder.  Pure Python
(no Qt), so every failure can be tested without a window.

What a line says for the person (seat 0) comes from the rules (``State.outcome``,
``Match.outcome``); this module stores lines, reads them back and adds them up.

Safety:

- each booking (a deal's line, and the match's line when that deal ends the match) is
  one transaction in the rollback journal with ``synchronous=FULL``: a kill at any
  moment leaves either the whole booking or none of it, and a booking that returned is
  on the disk;
- the schema has a version (``PRAGMA user_version``) and :data:`MIGRATIONS`, a list of
  steps from each version to the next, run in one transaction when an older file opens;
- a file from a *newer* Torite is left exactly as it is (statistics are off);
- a damaged file (not a database, a failed ``quick_check``, tables that are not ours) is
  set aside the autosave's way — renamed to ``statistics.broken.sqlite3`` (``-2``, ``-3``,
  ... when taken: never overwriting a kept copy), or copied where a rename is refused —
  and a fresh file is started; one that cannot be moved is ignored by its fingerprint
  from then on (a journal left by a kill is SQLite's own: it rolls it back, or drops one
  that is not a journal, when the file is first read);
- a folder or file that cannot be written turns statistics off; nothing raises.

Reading never loads a game's every line: :meth:`Statistics.tally` adds a game up in SQL
(sums per opponent level, streaks by gaps and islands, the score chart as at most
:data:`CHART_POINTS` averages), :meth:`Statistics.deal_page` and
:meth:`Statistics.match_page` read a page of lines, newest first, and
:meth:`Statistics.write_csv` streams the export in chunks.  The indexes these use
(:data:`INDEXES`) are made when missing at open, in one transaction, without a new schema
version: an older Torite still reads and writes the file.  :meth:`Statistics.reader` opens
a second, read-only connection for a worker thread.

Each deal line keeps its record (the JSON text its key is the hash of, a few KB, in the
table's last column): the sums, the lists and the export never select it;
:meth:`Statistics.record` reads the one line the person replays.

Results are data (:class:`OpenKind`), so the desktop says them in the player's language.
"""

from __future__ import annotations

import contextlib
import csv
import enum
import hashlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple, TextIO

from rules_core.record import MAX_RECORD_BYTES

from .autosave import Autosave, _error_text, fingerprint

FILE_NAME = "statistics.sqlite3"
SCHEMA_VERSION = 3
NO_BOTS = ""  # the levels of a deal without computer players (the solitaire)
MIXED = "mixed"  # the level group of a deal whose bots had different levels

# MIGRATIONS[v] takes a file from version v to v + 1 (version 0: an empty file).
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE deals (
            id INTEGER PRIMARY KEY,
            played_at TEXT NOT NULL,
            game TEXT NOT NULL,
            variant TEXT NOT NULL,
            options TEXT NOT NULL,
            levels TEXT NOT NULL,
            number INTEGER NOT NULL,
            won INTEGER CHECK (won IN (0, 1)),
            place INTEGER NOT NULL,
            sides INTEGER NOT NULL,
            score INTEGER NOT NULL,
            scores TEXT NOT NULL,
            record_key TEXT NOT NULL
        )""",
        "CREATE INDEX deals_by_game ON deals (game, id)",
        "CREATE INDEX deals_by_key ON deals (record_key)",
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            finished_at TEXT NOT NULL,
            game TEXT NOT NULL,
            variant TEXT NOT NULL,
            options TEXT NOT NULL,
            levels TEXT NOT NULL,
            deals INTEGER NOT NULL,
            won INTEGER CHECK (won IN (0, 1)),
            place INTEGER NOT NULL,
            sides INTEGER NOT NULL,
            score INTEGER NOT NULL,
            totals TEXT NOT NULL,
            record_key TEXT NOT NULL
        )""",
        "CREATE INDEX matches_by_game ON matches (game, id)",
    ),
    # 2: each deal keeps the fingerprint shown before its first move ("" before then).
    ("ALTER TABLE deals ADD COLUMN fingerprint TEXT NOT NULL DEFAULT ''",),
    # 3: each deal keeps its record, the very text its record_key is the hash of ("" before
    # then); the last column, so the others of a line are read without it.
    ("ALTER TABLE deals ADD COLUMN record TEXT NOT NULL DEFAULT ''",),
)
assert len(MIGRATIONS) == SCHEMA_VERSION

# The indexes the reading needs, by name: made at open when missing (a file of any version
# up to SCHEMA_VERSION), with no new version, as an index changes no line.  deals_summed
# holds every column the sums read, in the order of play within a game, so they never
# touch the table itself; the two by_variant indexes find a variant's lines (in the order
# of play: SQLite ends an index with the row id) and the variants a game has.
INDEXES = {
    "deals_summed": "CREATE INDEX deals_summed ON deals"
    " (game, id, variant, levels, number, won, place, sides, score)",
    "deals_by_variant": "CREATE INDEX deals_by_variant ON deals (game, variant)",
    "matches_by_variant": "CREATE INDEX matches_by_variant ON matches (game, variant)",
}
RETIRED_INDEXES = ("deals_by_game",)  # deals_summed begins with its columns

CHART_POINTS = 300  # the score chart's most points: beyond, each is an average of deals
PAGE = 200  # lines read at a time for a list, and rows per chunk of the CSV export
# A line the sums and lists count: its result fields are whole numbers (a line edited by
# hand into nonsense is left out, as :meth:`Statistics.deals` leaves it out).
_VALID_DEAL = (
    "typeof(number) = 'integer' AND typeof(place) = 'integer' AND typeof(sides) = 'integer'"
    " AND typeof(score) = 'integer' AND typeof(won) IN ('integer', 'null')"
    " AND typeof(levels) = 'text'"
)
_VALID_MATCH = _VALID_DEAL.replace("number", "deals")
_WON = "(won IS NOT NULL AND won IS NOT 0)"  # as _won(): any whole number but 0 is a win

DEAL_COLUMNS = (
    "played_at",
    "game",
    "variant",
    "options",
    "levels",
    "number",
    "won",
    "place",
    "sides",
    "score",
    "scores",
    "record_key",
    "fingerprint",
)
MATCH_COLUMNS = (
    "finished_at",
    "game",
    "variant",
    "options",
    "levels",
    "deals",
    "won",
    "place",
    "sides",
    "score",
    "totals",
    "record_key",
)
RECORD_COLUMN = "record"  # a deal's record: read only for the line the person replays
TABLES = {"deals": (*DEAL_COLUMNS, RECORD_COLUMN), "matches": MATCH_COLUMNS}
CSV_HEADER = (
    "played_at",
    "game",
    "game_title",
    "variant",
    "options",
    "levels",
    "deal_number",
    "result",
    "place",
    "sides",
    "score",
    "scores",
    "fingerprint",
)
# Errors that say the file is not (or no longer) a database of ours; any other SQLite
# error (cannot open, read-only, locked, disk full) says nothing about the file itself.
DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})


def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def record_key(text: str) -> str:
    """A line's mark of the deal it books (a hash of the deal's record): a finished deal
    resumed from the autosave is not booked a second time."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def result_word(won: bool | None) -> str:
    return "drawn" if won is None else "won" if won else "lost"


@dataclass(frozen=True)
class DealLine:
    """One finished deal for the person.  ``variant``: "" where the game has none;
    ``options``: the game's options as JSON text; ``levels``: the computer seats' levels
    joined by commas ("" without computer players); ``number``: the deal number;
    ``won``/``place``/``sides``/``score``: the rules' :class:`~rules_core.outcome.Outcome`;
    ``scores``: every score entry of the deal (per seat, or per team); ``fingerprint``:
    the deal's full fingerprint (rules_core.fairness), "" for a deal without one;
    ``record``: the deal's record as JSON text (``Record.dumps()``, the text ``key`` is
    the hash of), "" for a deal booked before records were kept.  The lists and sums
    never read it: :meth:`Statistics.record` reads one line's."""

    game: str
    variant: str
    levels: str
    number: int
    won: bool | None
    place: int
    sides: int
    score: int
    scores: tuple[int, ...] = ()
    options: str = "{}"
    played_at: datetime = field(default_factory=now)
    key: str = ""
    fingerprint: str = ""
    record: str = field(default="", repr=False)


@dataclass(frozen=True)
class MatchLine:
    """One finished match for the person: ``deals`` counted, ``totals`` at the end (per
    seat, or per team), ``won``/``place``/``sides``/``score`` from ``Match.outcome``."""

    game: str
    variant: str
    levels: str
    deals: int
    won: bool | None
    place: int
    sides: int
    score: int
    totals: tuple[int, ...] = ()
    options: str = "{}"
    finished_at: datetime = field(default_factory=now)
    key: str = ""


class OpenKind(enum.Enum):
    READY = "ready"  # the store works (a new file, or one read and migrated)
    SET_ASIDE = "set-aside"  # damaged (``error``), kept as ``kept``; a fresh file started
    NOT_MOVED = "not-moved"  # damaged, could not be moved: statistics off, file ignored
    IGNORED = "ignored"  # that damaged, unmovable file again: off, nothing to say
    NEWER = "newer"  # written by a newer Torite (``version``): off, the file untouched
    UNAVAILABLE = "unavailable"  # cannot be opened or written (``error``): off


@dataclass(frozen=True)
class Opened:
    """What :meth:`Statistics.open` found.  ``store`` is None when statistics are off.
    ``ignore``: the fingerprint of a damaged file that stays where it is; store it and
    pass it back to the next ``open`` (None: nothing to ignore)."""

    kind: OpenKind
    path: Path
    store: Statistics | None = None
    error: str | None = None
    kept: Path | None = None
    version: int | None = None
    ignore: str | None = None


class Damaged(Exception):
    """The file is not a statistics file this app can read."""


class _SetAside(Autosave):
    """The autosave's setting aside (rename without replacing, copy where a rename is
    refused), under the statistics file's own names."""

    def _kept_names(self) -> list[Path]:
        stem, suffix = self.path.stem, self.path.suffix
        names = [f"{stem}.broken{suffix}"]
        names += [f"{stem}.broken-{n}{suffix}" for n in range(2, 1001)]
        return [self.path.with_name(name) for name in names]


def _code(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", -1)) & 0xFF


class Statistics:
    """An open statistics file.  Make one with :meth:`open`."""

    def __init__(self, path: Path, db: sqlite3.Connection) -> None:
        self.path = path
        self.db = db

    # -- opening ----------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str], ignore: str | None = None) -> Opened:
        """Open (creating or migrating) the file at ``path``; never raises."""
        path = Path(path)
        aside = _SetAside(path, ignore=ignore)
        try:
            if aside.ignore is not None and fingerprint(path) == aside.ignore:
                return Opened(OpenKind.IGNORED, path, ignore=aside.ignore)
            path.parent.mkdir(parents=True, exist_ok=True)
            store = cls._connect(path)
        except _Newer as newer:
            return Opened(OpenKind.NEWER, path, version=newer.version)
        except Damaged as exc:
            return cls._set_aside(aside, str(exc))
        except sqlite3.Error as exc:
            if _code(exc) in DAMAGE_CODES:
                return cls._set_aside(aside, _error_text(exc))
            return Opened(OpenKind.UNAVAILABLE, path, error=_error_text(exc))
        except Exception as exc:  # noqa: BLE001 - a folder that cannot be made, ...: off
            return Opened(OpenKind.UNAVAILABLE, path, error=_error_text(exc))
        return Opened(OpenKind.READY, path, store=store)

    @classmethod
    def _set_aside(cls, aside: _SetAside, error: str) -> Opened:
        path = aside.path
        moved = aside.set_aside(error)
        if moved.kept is None or moved.ignore is not None:  # the damaged file is still there
            return Opened(OpenKind.NOT_MOVED, path, error=error, ignore=moved.ignore)
        try:
            store = cls._connect(path)
        except Exception as exc:  # noqa: BLE001 - even a fresh file fails: off
            return Opened(OpenKind.UNAVAILABLE, path, error=_error_text(exc))
        return Opened(OpenKind.SET_ASIDE, path, store=store, error=error, kept=moved.kept)

    @classmethod
    def _connect(cls, path: Path) -> Statistics:
        """Open, check, migrate and probe a write; raises on any problem."""
        db = sqlite3.connect(path, timeout=2.0, isolation_level=None)
        try:
            db.execute("PRAGMA synchronous = FULL")
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise _Newer(version)
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise Damaged(f"the file failed its check: {check[0] if check else '?'}")
            if version < SCHEMA_VERSION:
                cls._migrate(db, version)
            cls._check_tables(db)
            cls._index(db)
            db.execute("BEGIN IMMEDIATE")  # can we write here?  Try, and take it back.
            try:
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            finally:
                db.execute("ROLLBACK")
        except BaseException:
            db.close()
            raise
        return cls(path, db)

    @staticmethod
    def _migrate(db: sqlite3.Connection, version: int) -> None:
        if version == 0 and db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
            raise Damaged("the file holds tables that are not Torite's statistics")
        db.execute("BEGIN IMMEDIATE")
        try:
            for step in MIGRATIONS[version:]:
                for statement in step:
                    try:
                        db.execute(statement)
                    except sqlite3.OperationalError as exc:
                        if _code(exc) != sqlite3.SQLITE_ERROR:  # full, locked, ...: not damage
                            raise
                        # No such table, a column there already: not a file of ours.
                        raise Damaged(f"the file cannot be brought up to date: {exc}") from None
            Statistics._check_tables(db)  # before the commit: a file not ours stays as it was
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    @staticmethod
    def _index(db: sqlite3.Connection) -> None:
        """Make the missing :data:`INDEXES` (and drop the retired ones) in one transaction.
        One that cannot be made (a table of that name, put there by hand) is done
        without: reading is slower, nothing else changes.  A file that cannot be written
        raises, as the write probe would."""
        names = {str(row[0]) for row in db.execute("SELECT name FROM sqlite_master")}
        steps = [sql for name, sql in INDEXES.items() if name not in names]
        steps += [f"DROP INDEX {name}" for name in RETIRED_INDEXES if name in names]
        if not steps:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            for step in steps:
                try:
                    db.execute(step)
                except sqlite3.OperationalError as exc:
                    if _code(exc) != sqlite3.SQLITE_ERROR:  # full, locked, read-only, ...
                        raise
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    @staticmethod
    def _check_tables(db: sqlite3.Connection) -> None:
        for table, columns in TABLES.items():
            found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            missing = [c for c in columns if c not in found]
            if missing:
                raise Damaged(f"the table {table} lacks {', '.join(missing)}")

    def close(self) -> None:
        self.db.close()

    # -- writing ----------------------------------------------------------------------------

    def book(
        self, deal: DealLine | None, match: MatchLine | None = None, *, once: bool = False
    ) -> str | None:
        """Book a finished deal and, when it ended its match, the match, in one
        transaction.  ``once``: not when a line with the deal's key is there already (a
        finished deal resumed).  None, or why it failed (never raises)."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                key = deal.key if deal is not None else match.key if match is not None else ""
                if once and key and self._has_key(key):
                    self.db.execute("ROLLBACK")
                    return None
                if deal is not None:
                    self.db.execute(
                        f"INSERT INTO deals ({', '.join(TABLES['deals'])})"
                        f" VALUES ({', '.join('?' * len(TABLES['deals']))})",
                        (
                            deal.played_at.isoformat(),
                            deal.game,
                            deal.variant,
                            deal.options,
                            deal.levels,
                            deal.number,
                            None if deal.won is None else int(deal.won),
                            deal.place,
                            deal.sides,
                            deal.score,
                            json.dumps(list(deal.scores)),
                            deal.key,
                            deal.fingerprint,
                            deal.record,
                        ),
                    )
                if match is not None:
                    self.db.execute(
                        f"INSERT INTO matches ({', '.join(MATCH_COLUMNS)})"
                        f" VALUES ({', '.join('?' * len(MATCH_COLUMNS))})",
                        (
                            match.finished_at.isoformat(),
                            match.game,
                            match.variant,
                            match.options,
                            match.levels,
                            match.deals,
                            None if match.won is None else int(match.won),
                            match.place,
                            match.sides,
                            match.score,
                            json.dumps(list(match.totals)),
                            match.key,
                        ),
                    )
                self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise
        except Exception as exc:  # noqa: BLE001 - a booking that fails is a message
            return _error_text(exc)
        return None

    def _has_key(self, key: str) -> bool:
        found = self.db.execute("SELECT 1 FROM deals WHERE record_key = ? LIMIT 1", (key,))
        if found.fetchone() is not None:
            return True
        found = self.db.execute("SELECT 1 FROM matches WHERE record_key = ? LIMIT 1", (key,))
        return found.fetchone() is not None

    def withdraw(self, key: str) -> str | None:
        """Take back the deal (and match) lines booked under ``key``: a finished deal
        undone is practice from then on, and counts nowhere.  None, or why it failed."""
        return self._forget("record_key", key)

    def reset(self, game: str) -> str | None:
        """Forget every deal and match of ``game``; None, or why it failed."""
        return self._forget("game", game)

    def _forget(self, column: str, value: str) -> str | None:
        """Delete the deal and match lines whose ``column`` is ``value``, in one
        transaction; None, or why it failed."""
        assert column in ("game", "record_key")  # a column name, never a player's text
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.execute(f"DELETE FROM deals WHERE {column} = ?", (value,))
                self.db.execute(f"DELETE FROM matches WHERE {column} = ?", (value,))
                self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise
        except Exception as exc:  # noqa: BLE001
            return _error_text(exc)
        return None

    # -- reading ----------------------------------------------------------------------------

    def games(self) -> list[str]:
        """The games with any line, by id."""
        try:
            rows = self.db.execute(
                "SELECT game FROM deals UNION SELECT game FROM matches ORDER BY game"
            ).fetchall()
        except sqlite3.Error:
            return []
        return [str(row[0]) for row in rows]

    def deals(self, game: str | None = None) -> list[DealLine]:
        """The deals of ``game`` (None: of every game), oldest first, whole (their records
        too: for tests and tools, never the window's lists); a line that cannot be read
        (edited by hand) is left out."""
        rows = self._rows("deals", TABLES["deals"], game)
        return [line for line in (_deal_line(row) for row in rows) if line is not None]

    def matches(self, game: str | None = None) -> list[MatchLine]:
        """The finished matches of ``game`` (None: of every game), oldest first."""
        rows = self._rows("matches", MATCH_COLUMNS, game)
        return [line for line in (_match_line(row) for row in rows) if line is not None]

    def _rows(
        self, table: str, columns: Sequence[str], game: str | None
    ) -> list[tuple[object, ...]]:
        query = f"SELECT {', '.join(columns)} FROM {table}"
        try:
            if game is None:
                return self.db.execute(query + " ORDER BY id").fetchall()
            return self.db.execute(query + " WHERE game = ? ORDER BY id", (game,)).fetchall()
        except sqlite3.Error:
            return []

    def has_record(self, deal: int) -> bool:
        """Whether the deal line of id ``deal`` keeps a record to replay (not one booked
        before records were kept, nor one gone since); False when the file cannot be read
        now."""
        try:
            found = self.db.execute(
                f"SELECT 1 FROM deals WHERE id = ? AND typeof({RECORD_COLUMN}) = 'text'"
                f" AND {RECORD_COLUMN} != ''",
                (deal,),
            ).fetchone()
        except sqlite3.Error:
            return False
        return found is not None

    def record(self, deal: int) -> str:
        """The record (JSON text, as booked: it may have been edited by hand since) of the
        deal line of id ``deal``; "" when it has none.  The one place a record is read.
        A giant put there by hand comes cut just past the most a record may hold, which
        reading it refuses.  Raises sqlite3.Error when the file cannot be read now."""
        row = self.db.execute(
            f"SELECT substr({RECORD_COLUMN}, 1, ?) FROM deals WHERE id = ?",
            (MAX_RECORD_BYTES + 1, deal),
        ).fetchone()
        return _record_text(row[0]) if row is not None else ""

    def reader(self) -> Statistics:
        """A second connection to the file, read-only, for a worker thread (any thread
        may use it; one at a time).  Raises sqlite3.Error when the file cannot be opened."""
        try:
            uri = f"{self.path.resolve().as_uri()}?mode=ro"
            db = sqlite3.connect(
                uri, uri=True, timeout=2.0, isolation_level=None, check_same_thread=False
            )
        except (sqlite3.Error, ValueError):  # a name no URI can say (a network share)
            db = sqlite3.connect(
                self.path, timeout=2.0, isolation_level=None, check_same_thread=False
            )
            db.execute("PRAGMA query_only = ON")
        return Statistics(self.path, db)

    def variants(self, game: str) -> list[str]:
        """The variants the lines of ``game`` have ("" among them when some have none), by
        name; an index skip per variant, never a scan of the game's lines."""
        found: set[str] = set()
        for table in ("deals", "matches"):
            query = (
                "WITH RECURSIVE v(name) AS ("
                f" SELECT (SELECT min(variant) FROM {table} WHERE game = ?1)"
                f" UNION ALL SELECT (SELECT min(variant) FROM {table}"
                "  WHERE game = ?1 AND variant > v.name) FROM v WHERE v.name IS NOT NULL)"
                " SELECT name FROM v WHERE name IS NOT NULL"
            )
            with contextlib.suppress(sqlite3.Error):
                found.update(str(row[0]) for row in self.db.execute(query, (game,)))
        return sorted(found)

    def tally(
        self,
        game: str,
        variant: str | None = None,
        order: Sequence[str] = (),
        points: int = CHART_POINTS,
    ) -> Tally:
        """The deals and matches of ``game`` (in ``variant``; None: every variant) added
        up by SQLite: what :func:`summarize` and :func:`by_level` (level groups in
        ``order`` first) say of the same lines, the score chart as at most ``points``
        points, and which columns the lists need.  Raises sqlite3.Error (a worker's
        connection interrupted, a file gone)."""
        db = self.db
        # "+variant": a variant's lines are read through deals_summed too (in the order
        # of play, without the table), never through deals_by_variant and the table.
        where = "game = ?" + (" AND +variant = ?" if variant is not None else "")
        where += f" AND {_VALID_DEAL}"
        params: tuple[object, ...] = (game,) if variant is None else (game, variant)
        sums = db.execute(
            f"SELECT levels, count(*), sum({_WON}), sum(won IS 0), sum(won IS NULL),"
            " max(score), total(score), sum(sides > 2),"
            " total(CASE WHEN sides > 2 THEN place ELSE 0 END), max(variant != '')"
            f" FROM deals WHERE {where} GROUP BY levels",
            params,
        ).fetchall()
        groups: dict[str, list[str]] = {}
        parts: dict[str, list[_Sums]] = {}
        for levels, *numbers in sums:
            group = level_group(str(levels))
            groups.setdefault(group, []).append(str(levels))
            parts.setdefault(group, []).append(_Sums.of(numbers))
        everything = _Sums.merge([p for ps in parts.values() for p in ps])
        summary = everything.summary(*self._streaks(where, params))
        levels_by_group: dict[str, Summary] = {}
        if len(groups) == 1:  # one group: its lines are all the lines
            levels_by_group[next(iter(groups))] = summary
        else:
            for group, group_parts in parts.items():
                member, names = self._members(groups[group])
                runs = self._streaks(where + member, (*params, *names))
                levels_by_group[group] = _Sums.merge(group_parts).summary(*runs)
        chart = self._chart(where, params, everything.played, points)
        fingerprints = db.execute(
            f"SELECT EXISTS (SELECT 1 FROM deals WHERE {where} AND fingerprint != '')", params
        ).fetchone()[0]
        match_where = "game = ?" + (" AND variant = ?" if variant is not None else "")
        matches = db.execute(
            f"SELECT count(*), ifnull(sum({_WON}), 0), ifnull(max(variant != ''), 0),"
            " ifnull(max(levels != ''), 0)"
            f" FROM matches WHERE {match_where} AND {_VALID_MATCH}",
            params,
        ).fetchone()
        return Tally(
            summary=summary,
            by_level=_in_order(levels_by_group, order),
            chart=chart,
            matches_played=int(matches[0]),
            matches_won=int(matches[1]),
            deals_with_variant=everything.with_variant,
            deals_with_levels=any(levels for names in groups.values() for levels in names),
            deals_with_fingerprint=bool(fingerprints),
            matches_with_variant=bool(matches[2]),
            matches_with_levels=bool(matches[3]),
        )

    def _members(self, names: list[str]) -> tuple[str, tuple[str, ...]]:
        """A condition that a deal's levels are one of ``names`` (the levels of a group),
        and its parameters: a list of them, or with more than SQLite takes (6 bots of 4
        levels make 4,096 mixed ones; a file edited by hand), a temporary table."""
        if len(names) <= 900:  # SQLite takes 999 parameters at least
            return f" AND levels IN ({', '.join('?' * len(names))})", tuple(names)
        self.db.execute("CREATE TEMP TABLE IF NOT EXISTS level_names (name TEXT PRIMARY KEY)")
        self.db.execute("DELETE FROM temp.level_names")
        self.db.executemany(
            "INSERT OR IGNORE INTO temp.level_names VALUES (?)", ((n,) for n in names)
        )
        return " AND levels IN (SELECT name FROM temp.level_names)", ()

    def _streaks(self, where: str, params: tuple[object, ...]) -> tuple[int, int]:
        """The current and the best run of wins among the deals ``where`` says, in the
        order of play: gaps and islands (each deal not won starts an island; the wins of
        an island are a run), and the wins after the last deal not won."""
        best = self.db.execute(
            "SELECT ifnull(max(n), 0) FROM (SELECT count(*) AS n FROM ("
            f"  SELECT {_WON} AS won_it, sum(NOT {_WON}) OVER (ORDER BY id) AS island"
            f"  FROM deals WHERE {where}) WHERE won_it GROUP BY island)",
            params,
        ).fetchone()[0]
        last = self.db.execute(
            f"SELECT max(id) FROM deals WHERE {where} AND NOT {_WON}", params
        ).fetchone()[0]
        after = "" if last is None else " AND id > ?"
        current = self.db.execute(
            f"SELECT count(*) FROM deals WHERE {where}{after}",
            params if last is None else (*params, last),
        ).fetchone()[0]
        return int(current), int(best)

    def _chart(
        self, where: str, params: tuple[object, ...], played: int, points: int
    ) -> ScoreSeries:
        """The score of each deal, or when there are more than ``points`` deals, the
        average of each run of ``per`` deals (the last run may be shorter); the running
        average at each point is exact (the sum so far over the deals so far)."""
        per = max(1, -(-played // max(1, points)))
        rows = self.db.execute(
            "SELECT bucket, total(score), count(*) FROM ("
            "  SELECT (row_number() OVER (ORDER BY id) - 1) / ? AS bucket, score"
            f"  FROM deals WHERE {where}) GROUP BY bucket ORDER BY bucket",
            (per, *params),
        ).fetchall()
        values: list[float] = []
        averages: list[float] = []
        total = 0.0
        count = 0
        for _, bucket_total, bucket_count in rows:
            values.append(bucket_total / bucket_count)
            total += bucket_total
            count += bucket_count
            averages.append(total / count)
        return ScoreSeries(tuple(values), tuple(averages), count, per)

    def deal_page(
        self, game: str, variant: str | None, before: int | None = None, limit: int = PAGE
    ) -> list[ListedDeal]:
        """Up to ``limit`` deals of ``game`` (in ``variant``; None: every variant), newest
        first, from the one before the line ``before`` (None: the newest)."""
        where, params = self._page_where(game, variant, before)
        rows = self.db.execute(
            "SELECT id, played_at, game, variant, levels, number, won, place, sides, score,"
            f" fingerprint FROM deals WHERE {where} AND {_VALID_DEAL}"
            " ORDER BY id DESC LIMIT ?",
            (*params, limit),
        ).fetchall()
        return [ListedDeal(*_listed(row)) for row in rows]

    def match_page(
        self, game: str, variant: str | None, before: int | None = None, limit: int = PAGE
    ) -> list[ListedMatch]:
        """Up to ``limit`` finished matches, as :meth:`deal_page` reads deals."""
        where, params = self._page_where(game, variant, before)
        rows = self.db.execute(
            "SELECT id, finished_at, game, variant, levels, deals, won, place, sides, score,"
            f" totals FROM matches WHERE {where} AND {_VALID_MATCH}"
            " ORDER BY id DESC LIMIT ?",
            (*params, limit),
        ).fetchall()
        return [ListedMatch(*_listed(row)) for row in rows]

    @staticmethod
    def _page_where(
        game: str, variant: str | None, before: int | None
    ) -> tuple[str, tuple[object, ...]]:
        where = "game = ?"
        params: list[object] = [game]
        if variant is not None:
            where += " AND variant = ?"
            params.append(variant)
        if before is not None:
            where += " AND id < ?"
            params.append(before)
        return where, tuple(params)

    def write_csv(
        self,
        out: TextIO,
        title: Callable[[str], str],
        progress: Callable[[int, int], bool] | None = None,
    ) -> bool:
        """Every deal of every game as CSV into ``out``: a header row, then one row per
        deal in the order of play, dates in ISO 8601; a line that cannot be read is left
        out.  Read :data:`PAGE` lines at a time (memory stays small, and a booking waits
        for one chunk at most); ``progress(lines read, lines in all)`` after each chunk
        may say False to stop.  True when every line was written."""
        writer = csv.writer(out)
        writer.writerow(CSV_HEADER)
        total = int(self.db.execute("SELECT count(*) FROM deals").fetchone()[0])
        columns = ", ".join(DEAL_COLUMNS)
        query = f"SELECT id, {columns} FROM deals WHERE id > ? ORDER BY id LIMIT ?"
        last = -(2**63)  # the least row id SQLite has
        done = 0
        while True:
            rows = self.db.execute(query, (last, PAGE)).fetchall()
            for row in rows:
                deal = _deal_line(row[1:])
                if deal is not None:
                    writer.writerow(_csv_row(deal, title))
            done += len(rows)
            if len(rows) < PAGE:
                return True
            last = rows[-1][0]
            if progress is not None and not progress(done, total):
                return False

    def export_csv(self, path: str | os.PathLike[str], title: Callable[[str], str]) -> None:
        """Every deal of every game as CSV (:meth:`write_csv`), in UTF-8 with a byte order
        mark, which spreadsheets read as UTF-8.  ``title`` names a game id.  Raises
        OSError when the file cannot be written."""
        with open(path, "w", newline="", encoding="utf-8-sig") as out:
            self.write_csv(out, title)


def _csv_row(deal: DealLine, title: Callable[[str], str]) -> tuple[object, ...]:
    return (
        deal.played_at.isoformat(),
        deal.game,
        title(deal.game),
        deal.variant,
        deal.options,
        deal.levels,
        deal.number,
        result_word(deal.won),
        deal.place,
        deal.sides,
        deal.score,
        " ".join(str(s) for s in deal.scores),
        deal.fingerprint,
    )


class _Newer(Exception):
    def __init__(self, version: int) -> None:
        super().__init__(f"schema version {version}")
        self.version = version


# -- reading lines back -------------------------------------------------------------------


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _won(value: object) -> bool | None:
    return None if value is None else bool(_int(value))


def _ints(text: object) -> tuple[int, ...]:
    values = json.loads(str(text))
    if not isinstance(values, list):
        raise ValueError("not a list")
    return tuple(_int(v) for v in values)


def _when(text: object) -> datetime:
    when = datetime.fromisoformat(str(text))
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _record_text(value: object) -> str:
    """A stored record: its text, or "" for none (a value not text, put there by hand)."""
    return value if isinstance(value, str) else ""


def _deal_line(row: Sequence[object]) -> DealLine | None:
    """A line from its :data:`DEAL_COLUMNS`, and its record when the row has it too."""
    try:
        (played, game, variant, options, levels, number, won) = row[:7]
        (place, sides, score, scores, key, fingerprint) = row[7:13]
        return DealLine(
            game=str(game),
            variant=str(variant),
            levels=str(levels),
            number=_int(number),
            won=_won(won),
            place=_int(place),
            sides=_int(sides),
            score=_int(score),
            scores=_ints(scores),
            options=str(options),
            played_at=_when(played),
            key=str(key),
            fingerprint=str(fingerprint),
            record=_record_text(row[13]) if len(row) > 13 else "",
        )
    except (ValueError, TypeError):
        return None


def _match_line(row: Sequence[object]) -> MatchLine | None:
    try:
        finished, game, variant, options, levels, deals, won, place, sides, score, totals, key = row
        return MatchLine(
            game=str(game),
            variant=str(variant),
            levels=str(levels),
            deals=_int(deals),
            won=_won(won),
            place=_int(place),
            sides=_int(sides),
            score=_int(score),
            totals=_ints(totals),
            options=str(options),
            finished_at=_when(finished),
            key=str(key),
        )
    except (ValueError, TypeError):
        return None


# -- adding up ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    """Deals added up: ``played`` (won + lost + drawn), streaks of wins (the current one
    and the best), the best and the average score, and the average place where a deal
    had more than two sides (None otherwise)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_score: int | None = None
    average_score: float | None = None
    average_place: float | None = None

    @property
    def win_rate(self) -> float | None:
        """Won out of played (None before any deal)."""
        return self.won / self.played if self.played else None


def streaks(results: Iterable[bool | None]) -> tuple[int, int]:
    """The current run of wins (up to the last result) and the longest one; a loss or a
    drawn deal ends a run."""
    current = best = 0
    for won in results:
        current = current + 1 if won else 0
        best = max(best, current)
    return current, best


def summarize(deals: Sequence[DealLine]) -> Summary:
    if not deals:
        return Summary()
    current, best = streaks(d.won for d in deals)
    scores = [d.score for d in deals]
    placed = [d.place for d in deals if d.sides > 2]
    return Summary(
        played=len(deals),
        won=sum(1 for d in deals if d.won is True),
        lost=sum(1 for d in deals if d.won is False),
        drawn=sum(1 for d in deals if d.won is None),
        current_streak=current,
        best_streak=best,
        best_score=max(scores),
        average_score=sum(scores) / len(scores),
        average_place=sum(placed) / len(placed) if placed else None,
    )


def level_group(levels: str) -> str:
    """The opponent level a deal counts under: the bots' one level, ``mixed`` when they
    had different levels, :data:`NO_BOTS` without computer players."""
    found = {level for level in levels.split(",") if level}
    if not found:
        return NO_BOTS
    return found.pop() if len(found) == 1 else MIXED


def by_level(deals: Sequence[DealLine], order: Sequence[str]) -> dict[str, Summary]:
    """A summary per level group that has deals, groups in ``order`` first (then any
    other level a newer app stored, then mixed, then no bots)."""
    groups: dict[str, list[DealLine]] = {}
    for deal in deals:
        groups.setdefault(level_group(deal.levels), []).append(deal)
    return _in_order({g: summarize(lines) for g, lines in groups.items()}, order)


def _in_order(groups: Mapping[str, Summary], order: Sequence[str]) -> dict[str, Summary]:
    known = [g for g in order if g in groups]
    others = sorted(g for g in groups if g not in order and g not in (MIXED, NO_BOTS))
    tail = [g for g in (MIXED, NO_BOTS) if g in groups and g not in order]
    return {g: groups[g] for g in [*known, *others, *tail]}


class _Sums(NamedTuple):
    """What SQL adds up of some deals, before their streaks are known."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best_score: int | None = None
    score_total: float = 0.0
    placed: int = 0  # deals with more than two sides
    place_total: float = 0.0
    with_variant: bool = False

    @classmethod
    def of(cls, numbers: Sequence[object]) -> _Sums:
        played, won, lost, drawn, best, scores, placed, places, variant = numbers
        return cls(
            _int(played),
            _int(won),
            _int(lost),
            _int(drawn),
            None if best is None else _int(best),
            float(scores),  # type: ignore[arg-type]
            _int(placed),
            float(places),  # type: ignore[arg-type]
            bool(variant),
        )

    @classmethod
    def merge(cls, parts: Sequence[_Sums]) -> _Sums:
        bests = [p.best_score for p in parts if p.best_score is not None]
        return cls(
            sum(p.played for p in parts),
            sum(p.won for p in parts),
            sum(p.lost for p in parts),
            sum(p.drawn for p in parts),
            max(bests) if bests else None,
            sum(p.score_total for p in parts),
            sum(p.placed for p in parts),
            sum(p.place_total for p in parts),
            any(p.with_variant for p in parts),
        )

    def summary(self, current: int, best: int) -> Summary:
        if not self.played:
            return Summary()
        return Summary(
            played=self.played,
            won=self.won,
            lost=self.lost,
            drawn=self.drawn,
            current_streak=current,
            best_streak=best,
            best_score=self.best_score,
            average_score=self.score_total / self.played,
            average_place=self.place_total / self.placed if self.placed else None,
        )


@dataclass(frozen=True)
class ScoreSeries:
    """The score chart: ``values`` (each deal's score, oldest first, or with more deals
    than the chart has points, the average of each run of ``per`` deals, the last run
    perhaps shorter), the running average of every deal up to each value, and the
    number of ``deals`` they stand for."""

    values: tuple[float, ...] = ()
    averages: tuple[float, ...] = ()
    deals: int = 0
    per: int = 1


@dataclass(frozen=True)
class Tally:
    """A game's lines (in a variant, or all) as :meth:`Statistics.tally` adds them up:
    the summary of every deal and per level group, the score chart, the matches
    finished and won, and whether any deal or match has a variant, bot levels or (deals)
    a fingerprint, so a list shows only the columns that say something."""

    summary: Summary = field(default_factory=Summary)
    by_level: dict[str, Summary] = field(default_factory=dict)
    chart: ScoreSeries = field(default_factory=ScoreSeries)
    matches_played: int = 0
    matches_won: int = 0
    deals_with_variant: bool = False
    deals_with_levels: bool = False
    deals_with_fingerprint: bool = False
    matches_with_variant: bool = False
    matches_with_levels: bool = False


Listed = tuple[int, str, str, str, str, int, bool | None, int, int, int, str]


def _listed(row: Sequence[Any]) -> Listed:
    """A listed deal's or match's columns as their lines hold them (the two lists read
    the same shape: id, time, game, variant, levels, a count, result, place, sides,
    score, and a text)."""
    return (
        int(row[0]),
        str(row[1]),
        str(row[2]),
        str(row[3]),
        str(row[4]),
        int(row[5]),
        _won(row[6]),
        int(row[7]),
        int(row[8]),
        int(row[9]),
        str(row[10]),
    )


class ListedDeal(NamedTuple):
    """A deal as a list shows it: ``id`` orders the lines (the newest has the highest);
    ``played_at`` is the stored text (ISO 8601, see :func:`when`)."""

    id: int
    played_at: str
    game: str
    variant: str
    levels: str
    number: int
    won: bool | None
    place: int
    sides: int
    score: int
    fingerprint: str


class ListedMatch(NamedTuple):
    """A finished match as a list shows it; ``totals`` is the stored JSON text."""

    id: int
    finished_at: str
    game: str
    variant: str
    levels: str
    deals: int
    won: bool | None
    place: int
    sides: int
    score: int
    totals: str


def when(text: str) -> datetime | None:
    """A stored date (ISO 8601, UTC when it names no zone), or None when it is not one."""
    try:
        return _when(text)
    except ValueError:
        return None


def totals_of(text: str) -> tuple[int, ...] | None:
    """A match's stored totals, or None when they are not a list of whole numbers."""
    try:
        return _ints(text)
    except (ValueError, TypeError):
        return None


def running_average(values: Sequence[int]) -> list[float]:
    """The average of the first 1, 2, ... values."""
    out: list[float] = []
    total = 0
    for count, value in enumerate(values, 1):
        total += value
        out.append(total / count)
    return out


__all__ = [
    "CHART_POINTS",
    "FILE_NAME",
    "INDEXES",
    "MIGRATIONS",
    "RECORD_COLUMN",
    "SCHEMA_VERSION",
    "DealLine",
    "ListedDeal",
    "ListedMatch",
    "MatchLine",
    "OpenKind",
    "Opened",
    "ScoreSeries",
    "Statistics",
    "Summary",
    "Tally",
    "by_level",
    "level_group",
    "record_key",
    "running_average",
    "streaks",
    "summarize",
    "totals_of",
    "when",
]
