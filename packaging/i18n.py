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

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "assets" / "i18n" / "torite_ja.ts"
QM = TS.with_suffix(".qm")


def tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def update() -> None:
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


def release(target: Path = QM) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), str(TS), "-qm", str(target)], check=True, capture_output=True
    )


if __name__ == "__main__":
    update()
    release()
