"""The statistics store (desktop/sitting/statistics.py, no Qt): lines round-trip, sums and streaks
add up, the schema is made and migrated, a newer file is left alone, a damaged file is
set aside and never lost, and a file that cannot be written turns statistics off."""

from __future__ import annotations

import csv
import dataclasses
import json
import os
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

import desktop.sitting.statistics as stats
from desktop.sitting.statistics import (
    MIGRATIONS,
    SCHEMA_VERSION,
    DealLine,
    MatchLine,
    OpenKind,
    Statistics,
    by_level,
    level_group,
    running_average,
    streaks,
    summarize,
)
from rules_core.record import MAX_RECORD_BYTES

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def deal(n: int = 1, **changes: object) -> DealLine:
    values: dict[str, object] = {
        "game": "hamlet",
        "variant": "",
        "levels": "normal,normal",
        "number": n,
        "won": True,
        "place": 1,
        "sides": 3,
        "score": 10 * n,
        "scores": (10 * n, 2, 1),
        "options": "{}",
        "played_at": T0 + timedelta(minutes=n),
        "key": f"key-{n}",
    }
    values.update(changes)
    return DealLine(**values)  # type: ignore[arg-type]


def opened(path) -> Statistics:
    result = Statistics.open(path)
    assert result.kind is OpenKind.READY, result
    assert result.store is not None
    return result.store


def test_lines_round_trip(tmp_path):
    path = tmp_path / "data" / "statistics.sqlite3"  # the folder is made
    store = opened(path)
    lines = [
        deal(1),
        deal(2, won=False, place=3, score=-4, scores=(-4, 9, 3)),
        deal(3, won=None, variant="3p", levels="", game="ando_coop", sides=1, scores=(0,)),
        deal(4, fingerprint="ab" * 32),
    ]
    match = MatchLine(
        game="hamlet",
        variant="",
        levels="easy,strong",
        deals=2,
        won=False,
        place=2,
        sides=3,
        score=6,
        totals=(6, 11, 4),
        options='{"x": 1}',
        finished_at=T0,
        key="key-2",
    )
    assert store.book(lines[0]) is None
    assert store.book(lines[1], match) is None
    assert store.book(lines[2]) is None
    assert store.book(lines[3]) is None
    store.close()
    again = opened(path)  # read back by a new connection, as at the next start
    assert again.deals() == lines
    assert again.deals("hamlet") == [lines[0], lines[1], lines[3]]
    assert again.matches() == [match]
    assert again.matches("ando_coop") == []
    assert again.games() == ["ando_coop", "hamlet"]
    assert again.deals()[0].played_at.tzinfo is not None


def test_a_resumed_finished_deal_is_booked_once(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    assert store.book(deal(1)) is None
    assert store.book(deal(1), once=True) is None  # already there: nothing
    assert store.book(deal(2), once=True) is None
    assert store.book(deal(2)) is None  # played again on purpose: counted again
    assert [d.number for d in store.deals()] == [1, 2, 2]


def test_reset_forgets_one_game_only(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    store.book(deal(1), MatchLine("hamlet", "", "", 1, True, 1, 3, 10, (10, 0, 0)))
    store.book(deal(2, game="crescendo"))
    assert store.reset("hamlet") is None
    assert [d.game for d in store.deals()] == ["crescendo"]
    assert store.matches() == []


def test_streaks_and_sums():
    assert streaks([]) == (0, 0)
    assert streaks([True, True, False, True, True, True, None, True]) == (1, 3)
    assert streaks([False, True, True]) == (2, 2)
    lines = [
        deal(1, won=True, place=1, score=30),
        deal(2, won=False, place=3, score=-6),
        deal(3, won=None, place=1, score=0, sides=2),
        deal(4, won=True, place=1, score=12),
        deal(5, won=True, place=2, score=9),
    ]
    summary = summarize(lines)
    assert (summary.played, summary.won, summary.lost, summary.drawn) == (5, 3, 1, 1)
    assert summary.win_rate == pytest.approx(0.6)
    assert (summary.current_streak, summary.best_streak) == (2, 2)
    assert summary.best_score == 30
    assert summary.average_score == pytest.approx(45 / 5)
    assert summary.average_place == pytest.approx((1 + 3 + 1 + 2) / 4)  # three sides or more
    assert summarize([]).win_rate is None
    assert summarize([deal(1, sides=2)]).average_place is None
    assert running_average([4, 0, 2, 10]) == [4.0, 2.0, 2.0, 4.0]


def test_deals_are_grouped_by_the_bots_level():
    assert level_group("normal") == "normal"
    assert level_group("strong,strong,strong") == "strong"
    assert level_group("easy,strong") == "mixed"
    assert level_group("") == ""
    lines = [
        deal(1, levels="strong,strong"),
        deal(2, levels="easy,easy", won=False),
        deal(3, levels="easy,normal"),
        deal(4, levels=""),
        deal(5, levels="easy,easy"),
    ]
    groups = by_level(lines, ("easy", "normal", "strong"))
    assert list(groups) == ["easy", "strong", "mixed", ""]
    assert groups["easy"].played == 2 and groups["easy"].won == 1
    assert groups["mixed"].played == 1


def test_an_empty_file_gets_the_current_schema(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"")
    store = opened(path)
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"deals", "matches"}
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def version_1_file(path) -> None:
    """A statistics file as the first version wrote it, with one deal and one match."""
    db = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        db.execute(statement)
    db.execute(
        "INSERT INTO deals (played_at, game, variant, options, levels, number, won, place,"
        " sides, score, scores, record_key) VALUES"
        " ('2024-05-01T12:00:00+00:00', 'hamlet', '', '{}', 'normal', 7, 1, 1, 3, 12,"
        " '[12, 1, 1]', 'k')"
    )
    db.execute(
        "INSERT INTO matches (finished_at, game, variant, options, levels, deals, won, place,"
        " sides, score, totals, record_key) VALUES"
        " ('2024-05-01T12:00:00+00:00', 'hamlet', '', '{}', 'normal', 1, 1, 1, 3, 12,"
        " '[12, 1, 1]', 'k')"
    )
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def test_a_version_1_file_keeps_its_lines_and_new_deals_keep_their_fingerprint(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    version_1_file(path)
    store = opened(path)
    [old] = store.deals()
    assert (old.number, old.score, old.key, old.fingerprint) == (7, 12, "k", "")
    assert [(m.deals, m.score) for m in store.matches()] == [(1, 12)]
    fingerprint = "3f9a0c1d77e251b0" * 4
    assert store.book(deal(2, fingerprint=fingerprint)) is None
    store.close()
    again = opened(path)  # read back as at the next start: nothing migrated twice
    assert [(d.number, d.fingerprint) for d in again.deals()] == [(7, ""), (2, fingerprint)]
    again.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_migrations_run_in_order_from_the_file_s_version(tmp_path, monkeypatch):
    """A version-1 file is taken through every later step (here a test-only version 3
    too), its lines kept; the steps run in one transaction with the new version number."""
    path = tmp_path / "statistics.sqlite3"
    version_1_file(path)
    step = ("ALTER TABLE deals ADD COLUMN note TEXT NOT NULL DEFAULT ''",)
    monkeypatch.setattr(stats, "MIGRATIONS", (*MIGRATIONS, step))
    monkeypatch.setattr(stats, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    store = opened(path)
    assert [(d.number, d.score) for d in store.deals()] == [(7, 12)]
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    columns = {r[1] for r in db.execute("PRAGMA table_info(deals)")}
    assert {"note", "fingerprint"} <= columns


def test_a_migration_that_fails_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    """A step that cannot apply (a column there already: not a file of ours) rolls every
    step back: the file is set aside exactly as it was, never half migrated."""
    path = tmp_path / "statistics.sqlite3"
    version_1_file(path)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE matches ADD COLUMN note TEXT")
    db.commit()
    db.close()
    step = ("ALTER TABLE matches ADD COLUMN note TEXT",)
    monkeypatch.setattr(stats, "MIGRATIONS", (*MIGRATIONS, step))
    monkeypatch.setattr(stats, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    original = path.read_bytes()
    result = Statistics.open(path)
    assert result.kind is OpenKind.SET_ASIDE, result
    assert result.kept is not None and result.kept.read_bytes() == original
    assert "brought up to date" in (result.error or "")


def test_a_file_from_a_newer_app_is_left_as_it_is(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = path.read_bytes(), os.stat(path).st_mtime_ns
    result = Statistics.open(path)
    assert result.kind is OpenKind.NEWER and result.store is None
    assert result.version == SCHEMA_VERSION + 1
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite3"]


def good_file_with_lines(path, count: int = 200) -> bytes:
    store = opened(path)
    for n in range(count):
        store.book(deal(n, options=json.dumps({"padding": "x" * 200})))
    store.close()
    return path.read_bytes()


def damage_pages(path) -> bytes:
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page, len(data), page):  # every page but the first: its header
        data[offset : offset + 16] = b"\xff" * 16  # page-type bytes that mean nothing
    path.write_bytes(bytes(data))
    return bytes(data)


@pytest.mark.parametrize(
    "damage",
    ["garbage", "pages", "foreign", "missing-column"],
)
def test_a_damaged_file_is_set_aside_and_a_fresh_one_started(tmp_path, damage):
    path = tmp_path / "statistics.sqlite3"
    if damage == "garbage":
        path.write_bytes(b"this is not a database\n" * 100)
    elif damage == "pages":
        good_file_with_lines(path)
        damage_pages(path)
    else:
        db = sqlite3.connect(path)
        if damage == "foreign":
            db.execute("CREATE TABLE notes (text)")
        else:
            db.execute("CREATE TABLE deals (id INTEGER PRIMARY KEY, game TEXT)")
            db.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY)")
            db.execute("PRAGMA user_version = 1")
        db.commit()
        db.close()
    original = path.read_bytes()
    result = Statistics.open(path)
    assert result.kind is OpenKind.SET_ASIDE, result
    assert result.kept == tmp_path / "statistics.broken.sqlite3"
    assert result.kept.read_bytes() == original  # kept whole, never deleted
    assert result.error
    store = result.store
    assert store is not None and store.deals() == []
    assert store.book(deal(1)) is None
    store.close()
    assert [d.number for d in opened(path).deals()] == [1]


def test_a_second_damaged_file_never_overwrites_the_first_copy(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    for text in (b"first damaged file", b"second damaged file"):
        path.write_bytes(text)
        result = Statistics.open(path)
        assert result.kind is OpenKind.SET_ASIDE
        assert result.store is not None
        result.store.close()
    assert (tmp_path / "statistics.broken.sqlite3").read_bytes() == b"first damaged file"
    assert (tmp_path / "statistics.broken-2.sqlite3").read_bytes() == b"second damaged file"


def test_a_damaged_file_that_cannot_move_is_ignored_from_then_on(tmp_path, monkeypatch):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"damaged")

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("desktop.sitting.autosave._rename_no_replace", refuse)
    monkeypatch.setattr("builtins.open", lambda *a, **k: refuse())
    result = Statistics.open(path)
    monkeypatch.undo()
    assert result.kind is OpenKind.NOT_MOVED and result.store is None
    assert result.ignore is not None
    assert path.read_bytes() == b"damaged"
    again = Statistics.open(path, ignore=result.ignore)
    assert again.kind is OpenKind.IGNORED and again.store is None
    assert path.read_bytes() == b"damaged"
    assert Statistics.open(path, ignore="another file").kind is OpenKind.SET_ASIDE


def test_a_folder_that_cannot_be_made_turns_statistics_off(tmp_path):
    (tmp_path / "data").write_text("a file where the folder should be")
    result = Statistics.open(tmp_path / "data" / "statistics.sqlite3")
    assert result.kind is OpenKind.UNAVAILABLE and result.store is None
    assert result.error


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes read-only folders"
)
def test_a_read_only_folder_turns_statistics_off(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = Statistics.open(folder / "statistics.sqlite3")
    finally:
        folder.chmod(0o755)
    assert result.kind is OpenKind.UNAVAILABLE and result.store is None


def test_a_file_that_cannot_be_written_turns_statistics_off_untouched(tmp_path, monkeypatch):
    """A good file opened read-only (a read-only folder or file, also for root here): the
    write probe fails, statistics are off, the file stays as it was."""
    path = tmp_path / "statistics.sqlite3"
    good = good_file_with_lines(path, 3)
    connect = sqlite3.connect

    def read_only(target: object, **kwargs: object) -> sqlite3.Connection:
        return connect(f"file:{target}?mode=ro", uri=True, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", read_only)
    result = Statistics.open(path)
    assert result.kind is OpenKind.UNAVAILABLE, result
    assert "readonly" in (result.error or "")
    assert path.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite3"]


def test_a_failed_booking_is_an_error_text_not_an_exception(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    store.db.execute("DROP TABLE matches")
    error = store.book(deal(1), MatchLine("hamlet", "", "", 1, True, 1, 3, 10))
    assert error is not None and "matches" in error
    assert store.deals() == []  # the deal's line went back with the match's
    assert store.book(deal(2)) is None  # and the store goes on


def test_lines_edited_by_hand_into_nonsense_are_skipped(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    store.book(deal(1))
    store.book(deal(2))
    store.db.execute("UPDATE deals SET scores = 'nonsense' WHERE number = 1")
    assert [d.number for d in store.deals()] == [2]


def test_csv_export_has_a_header_and_a_row_per_deal(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    store.book(deal(1, record='{"kept": "ONLY-IN-THE-FILE"}'))
    store.book(
        deal(
            2,
            won=False,
            place=2,
            score=-3,
            scores=(-3, 5, 0),
            game="crescendo",
            fingerprint="cd" * 32,
        )
    )
    store.book(deal(3, won=None))
    out = tmp_path / "stats.csv"
    store.export_csv(out, lambda game: game.upper())
    rows = list(csv.reader(out.open(encoding="utf-8-sig", newline="")))
    assert rows[0] == list(stats.CSV_HEADER)
    assert rows[0] == [  # the columns a spreadsheet knows: records are the app's own
        *("played_at", "game", "game_title", "variant", "options", "levels"),
        *("deal_number", "result", "place", "sides", "score", "scores", "fingerprint"),
    ]
    assert "ONLY-IN-THE-FILE" not in out.read_text(encoding="utf-8-sig")
    assert len(rows) == 4
    first = dict(zip(rows[0], rows[1], strict=True))
    assert first["played_at"] == "2024-05-01T12:01:00+00:00"
    assert datetime.fromisoformat(first["played_at"]) == T0 + timedelta(minutes=1)
    assert (first["game"], first["game_title"], first["result"]) == ("hamlet", "HAMLET", "won")
    assert first["scores"] == "10 2 1" and first["levels"] == "normal,normal"
    assert first["fingerprint"] == "" and rows[2][-1] == "cd" * 32
    assert [r[7] for r in rows[1:]] == ["won", "lost", "drawn"]
    with pytest.raises(OSError):
        store.export_csv(tmp_path, str)  # a folder: not writable as a file


def test_the_store_imports_no_qt():
    import subprocess
    import sys

    code = (
        "import sys, desktop.sitting.statistics\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


# -- sums in SQL ---------------------------------------------------------------------------

LEVELS = ("easy", "normal", "strong")


def put(store: Statistics, lines: list[DealLine], matches: list[MatchLine] = ()) -> None:
    """Lines written at once (one transaction), as many years of booking would leave them."""
    with store.db:
        store.db.execute("BEGIN")
        store.db.executemany(
            f"INSERT INTO deals ({', '.join(stats.DEAL_COLUMNS)})"
            f" VALUES ({', '.join('?' * len(stats.DEAL_COLUMNS))})",
            [
                (
                    d.played_at.isoformat(),
                    d.game,
                    d.variant,
                    d.options,
                    d.levels,
                    d.number,
                    None if d.won is None else int(d.won),
                    d.place,
                    d.sides,
                    d.score,
                    json.dumps(list(d.scores)),
                    d.key,
                    d.fingerprint,
                )
                for d in lines
            ],
        )
        for m in matches:
            store.db.execute(
                f"INSERT INTO matches ({', '.join(stats.MATCH_COLUMNS)})"
                f" VALUES ({', '.join('?' * len(stats.MATCH_COLUMNS))})",
                (
                    m.finished_at.isoformat(),
                    m.game,
                    m.variant,
                    m.options,
                    m.levels,
                    m.deals,
                    None if m.won is None else int(m.won),
                    m.place,
                    m.sides,
                    m.score,
                    json.dumps(list(m.totals)),
                    m.key,
                ),
            )


def random_deals(rng, count: int, game: str = "hamlet") -> list[DealLine]:
    levels = ["easy,easy", "easy,easy,easy", "strong,strong", "easy,strong", "", "normal", "x,x"]
    return [
        deal(
            n,
            game=rng.choice([game, game, game, "crescendo"]),
            variant=rng.choice(["", "", "3p", "4p"]),
            levels=rng.choice(levels),
            won=rng.choice([True, True, False, None]),
            place=rng.randint(1, 4),
            sides=rng.choice([1, 2, 3, 4]),
            score=rng.randint(-40, 90),
            fingerprint=rng.choice(["", "ab" * 32]),
        )
        for n in range(count)
    ]


def test_the_sums_of_sql_are_the_sums_of_python(tmp_path):
    """On random lines (several games, variants, level groups, wins, draws, places,
    lines withdrawn), the tally equals summarize/by_level over the same lines, per
    variant and over every variant: counts, streaks, best and average score and place."""
    import random

    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=60, deadline=None)
    @given(seed=st.integers(0, 2**32), count=st.integers(0, 160), withdrawn=st.integers(0, 6))
    def check(seed: int, count: int, withdrawn: int) -> None:
        rng = random.Random(seed)
        path = tmp_path / f"s{seed}-{count}-{withdrawn}.sqlite3"
        store = opened(path)
        try:
            put(store, random_deals(rng, count))
            for n in rng.sample(range(count), min(withdrawn, count)):
                assert store.withdraw(f"key-{n}") is None
            lines = store.deals("hamlet")
            for variant in (None, "", "3p", "nonesuch"):
                shown = [d for d in lines if variant is None or d.variant == variant]
                tally = store.tally("hamlet", variant, LEVELS)
                assert tally.summary == summarize(shown)
                assert tally.by_level == by_level(shown, LEVELS)
                assert list(tally.by_level) == list(by_level(shown, LEVELS))  # in order
                assert tally.chart.values == tuple(d.score for d in shown)
                assert list(tally.chart.averages) == running_average([d.score for d in shown])
                assert tally.chart.deals == len(shown) and tally.chart.per == 1
                assert tally.deals_with_variant == any(d.variant for d in shown)
                assert tally.deals_with_levels == any(d.levels for d in shown)
                assert tally.deals_with_fingerprint == any(d.fingerprint for d in shown)
        finally:
            store.close()
            path.unlink()

    check()


def test_the_score_chart_has_at_most_its_points_and_exact_running_averages(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    scores = [(n * 37) % 101 - 30 for n in range(1, 24)]
    put(store, [deal(n, score=s) for n, s in enumerate(scores)])
    chart = store.tally("hamlet", None, LEVELS, points=5).chart
    assert chart.per == 5 and chart.deals == 23  # 23 deals in 5 runs of 5 (the last of 3)
    runs = [scores[i : i + 5] for i in range(0, 23, 5)]
    assert list(chart.values) == pytest.approx([sum(r) / len(r) for r in runs])
    ends = [5, 10, 15, 20, 23]
    assert list(chart.averages) == pytest.approx([sum(scores[:e]) / e for e in ends])
    assert store.tally("hamlet", points=23).chart.per == 1


def test_matches_are_counted_per_variant(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    match = MatchLine("hamlet", "", "easy,easy", 3, True, 1, 3, 40, (40, 10, 5))
    put(
        store,
        [deal(1)],
        [
            match,
            dataclasses.replace(match, won=False),
            dataclasses.replace(match, variant="3p", levels=""),
            dataclasses.replace(match, game="crescendo"),
        ],
    )
    every = store.tally("hamlet")
    assert (every.matches_played, every.matches_won) == (3, 2)
    assert every.matches_with_variant and every.matches_with_levels
    plain = store.tally("hamlet", "")
    assert (plain.matches_played, plain.matches_won) == (2, 1)
    assert not plain.matches_with_variant
    three = store.tally("hamlet", "3p")
    assert (three.matches_played, three.matches_won) == (1, 1)
    assert not three.matches_with_levels
    assert store.variants("hamlet") == ["", "3p"]
    assert store.variants("nothing") == []


def test_lines_edited_into_nonsense_count_nowhere(tmp_path):
    """A line whose result is not whole numbers is left out of the sums and the lists
    alike (as deals() leaves it out)."""
    store = opened(tmp_path / "s.sqlite3")
    put(store, [deal(n, won=n % 2 == 0) for n in range(1, 6)])
    store.db.execute("UPDATE deals SET score = 'lots' WHERE number = 2")
    store.db.execute("PRAGMA ignore_check_constraints = ON")  # as a hand might
    store.db.execute("UPDATE deals SET won = 7 WHERE number = 5")  # a win, as _won() reads it
    store.db.execute("UPDATE deals SET won = 'yes' WHERE number = 3")
    store.db.execute("PRAGMA ignore_check_constraints = OFF")
    lines = store.deals()
    assert [d.number for d in lines] == [1, 4, 5]
    assert store.tally("hamlet").summary == summarize(lines)
    assert [d.number for d in store.deal_page("hamlet", None)] == [5, 4, 1]


def test_pages_of_lines_newest_first(tmp_path):
    store = opened(tmp_path / "s.sqlite3")
    put(
        store,
        [deal(n, variant="3p" if n % 3 == 0 else "") for n in range(1, 12)]
        + [deal(99, game="crescendo")],
        [MatchLine("hamlet", "", "", n, True, 1, 3, n, (n, 0, 0), key=f"m{n}") for n in range(5)],
    )
    first = store.deal_page("hamlet", None, limit=4)
    assert [d.number for d in first] == [11, 10, 9, 8]
    after = store.deal_page("hamlet", None, first[-1].id, limit=4)
    assert [d.number for d in after] == [7, 6, 5, 4]
    assert [d.number for d in store.deal_page("hamlet", "3p")] == [9, 6, 3]
    assert [d.number for d in store.deal_page("hamlet", "", limit=3)] == [11, 10, 8]
    line = first[0]
    assert (line.game, line.won, line.score, line.played_at) == (
        "hamlet",
        True,
        110,
        (T0 + timedelta(minutes=11)).isoformat(),
    )
    assert stats.when(line.played_at) == T0 + timedelta(minutes=11)
    assert stats.when("yesterday") is None
    matches = store.match_page("hamlet", None, limit=2)
    assert [m.deals for m in matches] == [4, 3]
    assert [m.deals for m in store.match_page("hamlet", None, matches[-1].id)] == [2, 1, 0]
    assert stats.totals_of(matches[0].totals) == (4, 0, 0)
    assert stats.totals_of("[1, 'x']") is None


def older_file(path, lines: int = 30, version: int = 2) -> None:
    """A statistics file of schema ``version`` as the app before the window's indexes
    wrote it."""
    db = sqlite3.connect(path)
    for step in MIGRATIONS[:version]:
        for statement in step:
            db.execute(statement)
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()
    store = Statistics(path, sqlite3.connect(path, isolation_level=None))
    put(store, [deal(n) for n in range(lines)])
    store.close()


def indexes(path) -> set[str]:
    db = sqlite3.connect(path)
    try:
        return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    finally:
        db.close()


def test_an_older_file_gets_the_indexes_and_keeps_its_version_and_lines(tmp_path):
    """The indexes are made at open, the version stays (an index needs none: an older
    Torite still reads the file) and every line is kept; the sums read only the index,
    never the table."""
    path = tmp_path / "statistics.sqlite3"
    older_file(path, version=SCHEMA_VERSION)
    assert "deals_summed" not in indexes(path) and "deals_by_game" in indexes(path)
    store = opened(path)
    assert len(store.deals()) == 30
    assert set(stats.INDEXES) <= indexes(path)
    assert "deals_by_game" not in indexes(path)  # deals_summed does its work
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    plans: list[str] = []  # of the queries that read no fingerprint (the table alone has it)
    original = store.db
    store.db = type(  # every query the tally runs, as SQLite plans it
        "Planned",
        (),
        {
            "execute": lambda self, sql, params=(): (
                plans.extend(
                    str(row[-1]) for row in original.execute("EXPLAIN QUERY PLAN " + sql, params)
                )
                if sql.lstrip().startswith(("SELECT", "WITH")) and "fingerprint" not in sql
                else None,
                original.execute(sql, params),
            )[1],
            "executemany": lambda self, *a: original.executemany(*a),
        },
    )()
    store.tally("hamlet", None, LEVELS)
    store.tally("hamlet", "", LEVELS)
    store.db = original
    reads = [p for p in plans if p.startswith(("SCAN", "SEARCH")) and "deals" in p]
    assert reads and all("COVERING INDEX deals_summed" in p for p in reads), reads
    store.close()
    again = opened(path)  # nothing to do the second time
    assert len(again.deals()) == 30
    again.close()


def test_a_version_2_file_keeps_its_lines_without_records_and_new_deals_keep_theirs(tmp_path):
    """The migration to version 3 adds each deal's record: "" for every line booked
    before, which has none to replay; a deal booked since keeps its own."""
    path = tmp_path / "statistics.sqlite3"
    older_file(path, lines=4, version=2)
    store = opened(path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    ids = [row[0] for row in store.db.execute("SELECT id FROM deals ORDER BY id")]
    assert [(d.number, d.record) for d in store.deals()] == [(n, "") for n in range(4)]
    assert [store.record(i) for i in ids] == [""] * 4
    assert not any(store.has_record(i) for i in ids)
    text = '{"format": "torite-record/1", "game": "hamlet"}'
    assert store.book(deal(9, record=text)) is None
    store.close()
    again = opened(path)  # nothing migrated twice
    [new] = [row[0] for row in again.db.execute("SELECT id FROM deals WHERE number = 9")]
    assert again.has_record(new) and again.record(new) == text
    assert [d.record for d in again.deals()] == ["", "", "", "", text]
    assert not again.has_record(new + 1) and again.record(new + 1) == ""  # no such line
    again.close()


def test_a_record_edited_by_hand_into_a_blob_is_no_record(tmp_path):
    """A value that is not text is no record (text that is no record is the replay's to
    refuse, with a message)."""
    store = opened(tmp_path / "s.sqlite3")
    store.book(deal(1, record="{}"))
    store.db.execute("UPDATE deals SET record = x'7b7d'")
    assert [d.record for d in store.deals()] == [""]
    [line] = store.deal_page("hamlet", None)
    assert not store.has_record(line.id) and store.record(line.id) == ""


def test_a_giant_record_put_there_by_hand_is_read_cut_short(tmp_path):
    """Never more than reading a record refuses (its most, and one character)."""
    store = opened(tmp_path / "s.sqlite3")
    store.book(deal(1, record="{}"))
    store.db.execute("UPDATE deals SET record = '[' || hex(zeroblob(4000000))")
    [line] = store.deal_page("hamlet", None)
    assert store.has_record(line.id)
    assert len(store.record(line.id)) == MAX_RECORD_BYTES + 1


def test_the_sums_lists_and_export_never_read_a_record(tmp_path):
    """Only :meth:`Statistics.record` selects the record column: adding up, listing and
    exporting cost what they did before records were kept."""
    import io
    import re

    store = opened(tmp_path / "s.sqlite3")
    for n in range(5):
        assert store.book(deal(n, record="{}" + " " * 3000)) is None
    seen: list[str] = []
    original = store.db
    store.db = type(
        "Watched",
        (),
        {
            "execute": lambda self, sql, params=(): (
                seen.append(sql),
                original.execute(sql, params),
            )[1],
            "executemany": lambda self, *a: original.executemany(*a),
        },
    )()
    store.tally("hamlet", None, LEVELS)
    store.deal_page("hamlet", None)
    store.write_csv(io.StringIO(), str)
    store.db = original
    assert seen and not [sql for sql in seen if re.search(r"\brecord\b", sql)]


def test_an_index_that_cannot_be_made_is_done_without(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    older_file(path, lines=3)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE deals_summed (x)")  # a name taken, by hand
    db.commit()
    db.close()
    store = opened(path)
    assert store.tally("hamlet").summary.played == 3
    assert {"deals_by_variant", "matches_by_variant"} <= indexes(path)


@pytest.mark.parametrize("how", ["uri", "no-uri"])
def test_the_reader_reads_and_never_writes(tmp_path, monkeypatch, how):
    """Read-only by its URI, or where a path has none (a network share on Windows), by
    SQLite's query_only."""
    store = opened(tmp_path / "s.sqlite3")
    put(store, [deal(1)])
    if how == "no-uri":

        def no_uri(self: object) -> str:
            raise ValueError("no URI for this path")

        monkeypatch.setattr(type(store.path), "as_uri", no_uri)
    reader = store.reader()
    assert reader.tally("hamlet").summary.played == 1
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        reader.db.execute("DELETE FROM deals")
    reader.close()
    assert len(store.deals()) == 1


def test_the_csv_export_streams_in_chunks(tmp_path):
    """The export reads a page of lines at a time: its memory stays that of a page,
    whatever the number of deals, and a progress callback can stop it."""
    import io
    import tracemalloc

    store = opened(tmp_path / "s.sqlite3")
    count = 6000
    put(store, [deal(n, options=json.dumps({"padding": "x" * 300})) for n in range(count)])
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return True

    out = tmp_path / "all.csv"
    tracemalloc.start()
    try:
        with open(out, "w", newline="", encoding="utf-8-sig") as handle:
            assert store.write_csv(handle, str, progress)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000, peak  # every line as an object at once: ~8 MB
    rows = list(csv.reader(out.open(encoding="utf-8-sig", newline="")))
    assert len(rows) == count + 1 and [int(r[6]) for r in rows[1:]] == list(range(count))
    assert seen[0] == (stats.PAGE, count) and seen[-1][0] == count - count % stats.PAGE
    stop_after_two = io.StringIO()
    assert not store.write_csv(stop_after_two, str, lambda done, total: done < 2 * stats.PAGE)
    assert stop_after_two.getvalue().count("\n") == 1 + 2 * stats.PAGE
