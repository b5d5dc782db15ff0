"""A game's own control in the table's bar (Truco's face-down switch, Reveille's trump
choice, the co-op game's table talk): what the table may ask of it, with the answers of
a panel that takes no part (each panel overrides what it does)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class GamePanel(QWidget):
    """The base of every game panel."""

    verbs: frozenset[str] = frozenset()
    """The action verbs this panel shows: the shared buttons leave them to it."""

    def refresh(self) -> None:
        """Show the position now (the table changed)."""

    def retranslate(self) -> None:
        """Words in the language shown now."""

    def handle_key(self, key: int) -> bool:
        """A key for the panel (before the table's own keys): whether it used it."""
        return False

    def point_at(self, action: str) -> bool:
        """Mark a hint's (or a lesson's) choice if this panel shows it: whether it did."""
        return False

    def pick_action(self, actions: list[str]) -> str | None:
        """Of several actions on one piece, the one this panel stands for (None: ask)."""
        return None


__all__ = ["GamePanel"]
