"""Torite's desktop application (PySide6).  It shows views and sends actions; the
rules live in :mod:`rules_core` only."""
