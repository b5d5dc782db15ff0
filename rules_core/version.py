"""Torite's version: the one place it is written.  The package metadata (pyproject's
dynamic version), the app's About box, the bundles' version info and the installers all
read it from here."""

__version__ = "0.1.0"
