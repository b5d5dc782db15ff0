"""rules_core must never import Qt (DESIGN.md): checked in a fresh interpreter."""

import subprocess
import sys
from pathlib import Path

import rules_core


def test_rules_core_imports_no_qt():
    package = Path(rules_core.__file__).parent
    modules = sorted(
        "rules_core." + ".".join(p.relative_to(package).with_suffix("").parts)
        for p in package.rglob("*.py")
        if p.name != "__main__.py"
    )
    modules = [m.removesuffix(".__init__") for m in modules]
    code = (
        "import sys, importlib\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_qt_text_in_rules_core_sources():
    package = Path(rules_core.__file__).parent
    offenders = [
        p.name for p in package.rglob("*.py") if "PySide6" in p.read_text(encoding="utf-8")
    ]
    assert offenders == []
