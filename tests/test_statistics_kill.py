"""A kill never loses a booked deal nor damages the statistics file: a process books
deals (every fourth with its match, in the same transaction) as fast as it can and is
killed with SIGKILL at random moments, again and again; after each kill the file passes
SQLite's integrity check, every booked line is there and whole, and it opens again."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.sitting.statistics import OpenKind, Statistics

ROOT = Path(__file__).resolve().parents[1]

BOOKER = """
import json, sys
from desktop.sitting.statistics import DealLine, MatchLine, OpenKind, Statistics

opened = Statistics.open(sys.argv[1])
if opened.kind is not OpenKind.READY:
    print("not ready", opened, flush=True)
    sys.exit(1)
store = opened.store
n = int(sys.argv[2])
while True:
    deal = DealLine("kill", "", "easy,strong", n, n % 3 == 0, 1 + n % 2, 2, 7 * n, (7 * n, -n),
                    options=json.dumps({"n": n, "padding": "x" * (n % 500)}), key=f"k{n}")
    match = None
    if n % 4 == 0:
        match = MatchLine("kill", "", "easy,strong", n, True, 1, 2, n, (n, -n), key=f"k{n}")
    error = store.book(deal, match)
    if error is not None:
        print("error", error, flush=True)
        sys.exit(1)
    print(n, flush=True)
    n += 1
"""


def check_file(path: Path) -> int:
    """The file is sound and every line whole; the number of deals booked."""
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        numbers = []
        for number, won, place, score, scores, options, key in db.execute(
            "SELECT number, won, place, score, scores, options, record_key FROM deals ORDER BY id"
        ):
            numbers.append(number)
            assert (won, place, score) == (int(number % 3 == 0), 1 + number % 2, 7 * number)
            assert json.loads(scores) == [7 * number, -number]
            assert json.loads(options) == {"n": number, "padding": "x" * (number % 500)}
            assert key == f"k{number}"
        assert numbers == list(range(len(numbers)))  # none lost in between, none twice
        matches = [
            (deals, totals, key)
            for deals, totals, key in db.execute(
                "SELECT deals, totals, record_key FROM matches ORDER BY id"
            )
        ]
        # A match's line is booked with its deal's, in one transaction: both or neither.
        assert matches == [(n, json.dumps([n, -n]), f"k{n}") for n in range(0, len(numbers), 4)]
        return len(numbers)
    finally:
        db.close()


def test_killing_the_booking_process_never_loses_nor_damages_a_line(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    rng = random.Random(15)
    booked = 0
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for round_ in range(5):
        process = subprocess.Popen(
            [sys.executable, "-c", BOOKER, str(path), str(booked)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert process.stdout is not None
        last = booked - 1
        if round_ == 0:  # killed anywhere at all, even while the schema is being made
            time.sleep(rng.uniform(0.05, 0.25))
        else:
            wanted = booked + rng.randrange(5, 60)
            while last < wanted:
                line = process.stdout.readline()
                assert line.strip().isdigit(), line
                last = int(line)
            time.sleep(rng.uniform(0, 0.01))
        process.send_signal(signal.SIGKILL)
        rest = process.communicate()[0]
        numbers = [int(t) for t in rest.split() if t.isdigit()]
        last = max([last, *numbers])
        assert process.returncode == -signal.SIGKILL
        if not path.exists():
            continue  # killed before the file was made
        booked = check_file(path)
        assert booked >= last + 1  # each booking that returned is in the file
        opened = Statistics.open(path)  # and the app opens it as it is
        assert opened.kind is OpenKind.READY, opened
        assert opened.store is not None
        assert len(opened.store.deals()) == booked
        opened.store.close()
    assert booked > 20


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_the_kill_test_can_tell_a_lost_line(tmp_path):
    """The check above fails on a file missing a line in the middle."""
    path = tmp_path / "statistics.sqlite3"
    subprocess.run(
        [sys.executable, "-c", BOOKER.replace("while True:", "while n < 9:"), str(path), "0"],
        check=True,
        capture_output=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
    )
    assert check_file(path) == 9
    db = sqlite3.connect(path)
    db.execute("DELETE FROM deals WHERE number = 4")
    db.commit()
    db.close()
    with pytest.raises(AssertionError):
        check_file(path)
