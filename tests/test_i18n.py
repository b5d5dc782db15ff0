"""Every interface string has a Japanese translation, and the compiled .qm is current."""

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "assets" / "i18n" / "torite_ja.ts"
sys.path.insert(0, str(ROOT / "packaging"))
import i18n  # noqa: E402


def test_every_string_is_translated():
    unfinished = [
        m.findtext("source")
        for m in ET.parse(TS).iter("message")
        if m.find("translation").get("type") == "unfinished" or not m.findtext("translation")
    ]
    assert unfinished == []


def test_ts_file_covers_every_tr_call(tmp_path):
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    done = subprocess.run(
        [i18n.tool("pyside6-lupdate"), *sources, "-ts", str(copy)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "0 new" in done.stdout, done.stdout


def test_compiled_translations_are_current(tmp_path):
    fresh = tmp_path / "fresh.qm"
    i18n.release(fresh)
    assert fresh.read_bytes() == (ROOT / "assets" / "i18n" / "torite_ja.qm").read_bytes()
