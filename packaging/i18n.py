"""Refresh the translation files: ``python packaging/i18n.py``.

1. ``pyside6-lupdate`` collects every ``tr()`` string of ``desktop/`` into
   ``assets/i18n/torite_ja.ts`` (existing translations are kept);
2. translate new entries (Qt Linguist: ``pyside6-linguist assets/i18n/torite_ja.ts``);
3. ``pyside6-lrelease`` compiles the ``.qm`` file the app loads.
A test fails while any entry is untranslated or the ``.qm`` is stale.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "assets" / "i18n" / "torite_ja.ts"
QM = TS.with_suffix(".qm")


def tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def translations(ts: Path = TS) -> dict[str, str]:
    """Every finished translation of the file, by its source text (any class)."""
    found: dict[str, str] = {}
    if not ts.is_file():
        return found
    for message in ElementTree.parse(ts).getroot().iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is None or translation is None or translation.get("type"):
            continue
        if source.text and translation.text:
            found.setdefault(source.text, translation.text)
    return found


def carry_over(known: dict[str, str], ts: Path = TS) -> int:
    """Finish each unfinished entry whose source text had a translation before (a string
    that moved to another class keeps its words; lupdate's same-text guess of it is
    taken); the number finished."""
    tree = ElementTree.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is None or translation is None or translation.get("type") != "unfinished":
            continue
        if source.text in known and translation.text in (None, "", known[source.text]):
            translation.text = known[source.text]
            del translation.attrib["type"]
            filled += 1
    if filled:
        text = ElementTree.tostring(tree.getroot(), encoding="unicode")
        header = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        ts.write_text(header + text + "\n", encoding="utf-8")
    return filled


def update() -> None:
    """Collect the strings again; a string that moved to another class keeps its
    translation (lupdate would drop it with the old class)."""
    known = translations()
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            *sources,
            "-ts",
            str(TS),
            "-target-language",
            "ja_JP",
            "-no-obsolete",
        ],
        check=True,
    )
    carry_over(known)


def release(target: Path = QM) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), str(TS), "-qm", str(target)], check=True, capture_output=True
    )


if __name__ == "__main__":
    update()
    release()
