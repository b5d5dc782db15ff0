"""Build the one-folder app: ``python packaging/build.py`` → ``dist/torite/``.

Needs the ``package`` extra (``pip install -e '.[package]'``).  Prints the
bundle's size so releases can watch it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path = ROOT / "dist", work: Path = ROOT / "build") -> Path:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "packaging" / "torite.spec"),
        ],
        check=True,
    )
    return dist / "torite"


if __name__ == "__main__":
    bundle = build()
    print(f"built {bundle} ({folder_size(bundle) / 2**20:.1f} MiB)")
