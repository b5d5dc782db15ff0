"""Torite's version: the one place it is written.  The package metadata (pyproject's
dynamic version), the app's About box, the bundles' version info and the installers all
read it from here."""

__version__ = "0.1.0"


def engine() -> str:
    """Which build of the rules core runs: "compiled" (C extensions made by
    packaging/compile_core.py) or "python" (the reference, the sources themselves)."""
    from . import game

    return "python" if (game.__file__ or "").endswith(".py") else "compiled"
