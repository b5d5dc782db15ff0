"""Time Torite's start against a minimal PySide6 window, both frozen the same way.

``python packaging/startup.py [--bundle dist/torite] [--runs 15]``

Builds the yardstick (``startup_minimal.py``, a one-folder PyInstaller build with the
same excludes) once, then runs the two in alternating pairs: each run is timed from
just before its process starts until the first paint of its window, which it prints
(``--quit-after-paint``),
offscreen, with a fresh home folder so Torite starts on its game chooser as on a first
start.  Prints the medians and the ratio of the medians, and the ratio's spread over
the pairs; the machine's noise hits both sides of a pair alike.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build_minimal(work: Path) -> Path:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--onedir",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            "--specpath",
            str(work),
            "--name",
            "minimal",
            str(ROOT / "packaging" / "startup_minimal.py"),
        ],
        check=True,
    )
    return work / "dist" / "minimal" / "minimal"


def timed(command: list[str], home: Path) -> float:
    """Seconds from just before the process is started to its first paint (it prints
    the wall-clock time of that paint; its exit is not counted)."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    env.pop("DISPLAY", None)
    started = time.time()
    done = subprocess.run(command, env=env, check=True, capture_output=True, timeout=60, text=True)
    match = re.search(r"first paint at ([0-9.]+)", done.stdout)
    if match is None:
        raise SystemExit(f"{command[0]} printed no paint time: {done.stdout!r} {done.stderr!r}")
    return float(match.group(1)) - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "torite")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)
    torite = args.bundle / ("torite.exe" if sys.platform == "win32" else "torite")
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        minimal = build_minimal(work / "minimal")
        pairs: list[tuple[float, float]] = []
        for run in range(args.runs + 1):
            home = work / f"home{run}"
            home.mkdir()
            a = timed([str(minimal)], home)
            b = timed([str(torite), "--quit-after-paint"], home)
            if run:  # the first pair warms the disk cache
                pairs.append((a, b))
    base = statistics.median(a for a, _ in pairs)
    app = statistics.median(b for _, b in pairs)
    ratios = sorted(b / a for a, b in pairs)
    print(f"minimal PySide6 window: median {base * 1000:.0f} ms ({len(pairs)} runs)")
    print(f"Torite to its chooser:  median {app * 1000:.0f} ms")
    print(
        f"ratio of medians {app / base:.2f} (pairs: median {statistics.median(ratios):.2f}, "
        f"{ratios[0]:.2f}-{ratios[-1]:.2f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
