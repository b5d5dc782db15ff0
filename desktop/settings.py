"""Persistent user settings (QSettings), with defaults in one place."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QLocale, QSettings

ANIMATION_SPEEDS = {"off": 0, "fast": 140, "normal": 280, "slow": 560}  # ms per move
TRICK_PAUSES = {"off": 0, "short": 450, "long": 1100}  # ms to look at a finished trick


class Settings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings("Torite", "Torite")

    def _get(self, key: str, default: str, allowed: dict[str, int] | tuple[str, ...]) -> str:
        value = str(self.store.value(key, default))
        return value if value in allowed else default

    @property
    def animation(self) -> str:
        return self._get("animation", "normal", ANIMATION_SPEEDS)

    @animation.setter
    def animation(self, value: str) -> None:
        self.store.setValue("animation", value)

    @property
    def move_ms(self) -> int:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def trick_pause(self) -> str:
        return self._get("trick_pause", "short", TRICK_PAUSES)

    @trick_pause.setter
    def trick_pause(self, value: str) -> None:
        self.store.setValue("trick_pause", value)

    @property
    def pause_ms(self) -> int:
        return TRICK_PAUSES[self.trick_pause]

    @property
    def four_colour(self) -> bool:
        return str(self.store.value("four_colour", "false")).lower() == "true"

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self.store.setValue("four_colour", "true" if on else "false")

    @property
    def memory_aid(self) -> bool:
        return str(self.store.value("memory_aid", "false")).lower() == "true"

    @memory_aid.setter
    def memory_aid(self, on: bool) -> None:
        self.store.setValue("memory_aid", "true" if on else "false")

    @property
    def language(self) -> str:
        system = "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"
        return self._get("language", system, ("en", "ja"))

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("language", value)

    def game_options(self, game_id: str) -> dict[str, Any]:
        """The options the player chose for ``game_id`` (validated by the game on use)."""
        raw = self.store.value(f"options/{game_id}", "{}")
        try:
            value = json.loads(str(raw))
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def bot_levels(self, game_id: str) -> list[str]:
        """The level of each bot seat (seat 1 first); unknown values read as the default."""
        from rules_core.ai.levels import DEFAULT_LEVEL, LEVELS

        from .tables import LEVELS_KEY

        raw = self.game_options(game_id).get(LEVELS_KEY)
        if not isinstance(raw, list):
            return []
        return [level if level in LEVELS else DEFAULT_LEVEL for level in raw]

    def set_game_options(self, game_id: str, options: dict[str, Any]) -> None:
        self.store.setValue(f"options/{game_id}", json.dumps(options))
