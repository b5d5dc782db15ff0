"""What the first window waits for (``packaging/startup.py`` times it): in a built app,
no game module, no table or bot code, and not Qt's ``Qt`` namespace, whose Python enums
PySide takes 25 ms to make.  A change that brings one of them back before the first
paint fails here rather than only in a benchmark."""

import os
import subprocess
import sys
from pathlib import Path

from rules_core import catalogue

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import os, pathlib, sys
import rules_core.catalogue as c
c.catalogue = lambda: c.loads(pathlib.Path({path!r}).read_text("utf-8"))  # as a built app
sys.argv = ["torite", "--quit-after-paint"]
import desktop.app as app

def report(qapp):
    import PySide6.QtCore as core
    loaded = [m for m in sys.modules if m.startswith(("rules_core.games.", "rules_core.ai"))]
    loaded += [m for m in ("desktop.table.table", "desktop.table.cards", "desktop.bots") if m in sys.modules]
    print("Qt namespace made:", "Qt" in core.__dict__)
    print("loaded:", sorted(loaded))
    qapp.quit()

app.print_paint_time_and_quit = report
app.main()
"""


def test_the_first_window_paints_before_the_games_the_tables_and_qt_s_namespace(tmp_path):
    path = tmp_path / catalogue.FILE
    catalogue.write(path)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(path=str(path))],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Qt namespace made: False" in done.stdout, done.stdout
    assert "loaded: []" in done.stdout, done.stdout
