"""Persistent user settings (QSettings), with defaults in one place.

A setting that cannot be read reads as its default, silently, whatever is stored:
the settings file may be hand-edited, written by another version, or damaged, and
a game must still start.
"""

from __future__ import annotations

import json
import math
from typing import Any

from PySide6.QtCore import QLocale, QSettings

ANIMATION_SPEEDS = {"off": 0, "fast": 140, "normal": 280, "slow": 560}  # ms per move
TRICK_PAUSES = {"off": 0, "short": 450, "long": 1100}  # ms to look at a finished trick
TEXT_SIZES = {"normal": 1.0, "large": 1.2, "larger": 1.45}  # the interface's text, scaled
MAX_OPTIONS_TEXT = 100_000  # characters of stored options JSON worth parsing; longer is junk


def throwaway_store() -> QSettings:
    """A settings store that reads nothing and keeps nothing past the process: a file in a
    folder of its own, removed at exit (screenshots, the self-test, the bench never touch
    the player's settings).  Not ``os.devnull``: Qt saves a settings file by writing a new
    file and renaming it over the old one, which for a privileged process replaces the
    device ``/dev/null`` itself with a plain file."""
    import atexit
    import shutil
    import tempfile

    folder = tempfile.mkdtemp(prefix="torite-settings-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat)


class Settings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings("Torite", "Torite")

    def _value(self, key: str) -> object:
        """The stored value for ``key`` as Qt reads it (None when absent): any type at
        all when the file was edited by hand (a list, a byte array, a rectangle...)."""
        try:
            return self.store.value(key)
        except Exception:  # noqa: BLE001 - a value Qt cannot convert reads as absent
            return None

    def _text(self, key: str) -> str | None:
        value = self._value(key)
        return value if isinstance(value, str) else None

    def _get(self, key: str, default: str, allowed: dict[str, int] | tuple[str, ...]) -> str:
        value = self._text(key)
        return value if value is not None and value in allowed else default

    def _flag(self, key: str, default: bool = False) -> bool:
        value = self._value(key)
        if isinstance(value, bool):  # a native store may hand back a real flag
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    @property
    def animation(self) -> str:
        return self._get("animation", "normal", ANIMATION_SPEEDS)

    @animation.setter
    def animation(self, value: str) -> None:
        self.store.setValue("animation", value)

    @property
    def move_ms(self) -> int:
        """How long a piece takes to move: none at all with reduced motion."""
        return 0 if self.reduce_motion else ANIMATION_SPEEDS[self.animation]

    @property
    def reduce_motion(self) -> bool:
        """Pieces jump to their places: no sliding, flipping or shaking (the pauses to read
        a trick stay)."""
        return self._flag("reduce_motion")

    @reduce_motion.setter
    def reduce_motion(self, on: bool) -> None:
        self.store.setValue("reduce_motion", "true" if on else "false")

    @property
    def text_size(self) -> str:
        return self._get("text_size", "normal", tuple(TEXT_SIZES))

    @text_size.setter
    def text_size(self, value: str) -> None:
        self.store.setValue("text_size", value)

    def show_legal(self, game_id: str) -> bool:
        """The practice switch of a game: outline the pieces that may be played now (on
        until the player turns it off for that game)."""
        return self._flag(f"practice/{game_id}/legal", default=True)

    def set_show_legal(self, game_id: str, on: bool) -> None:
        self.store.setValue(f"practice/{game_id}/legal", "true" if on else "false")

    def check_play(self, game_id: str) -> bool:
        """The live play checker of a game: each of the person's decisions weighed as it
        is made (a practice switch, off until the player turns it on for that game)."""
        return self._flag(f"practice/{game_id}/check", default=False)

    def set_check_play(self, game_id: str, on: bool) -> None:
        self.store.setValue(f"practice/{game_id}/check", "true" if on else "false")

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
        return self._flag("four_colour")

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self.store.setValue("four_colour", "true" if on else "false")

    @property
    def memory_aid(self) -> bool:
        return self._flag("memory_aid")

    @memory_aid.setter
    def memory_aid(self, on: bool) -> None:
        self.store.setValue("memory_aid", "true" if on else "false")

    @property
    def kind_labels(self) -> bool:
        """Pieces with kinds (reading cards) show their kind's name and colour."""
        return self._flag("kind_labels", default=True)

    @kind_labels.setter
    def kind_labels(self, on: bool) -> None:
        self.store.setValue("kind_labels", "true" if on else "false")

    @property
    def language(self) -> str:
        system = "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"
        return self._get("language", system, ("en", "ja"))

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("language", value)

    def game_options(self, game_id: str) -> dict[str, Any]:
        """The options the player chose for ``game_id`` (validated by the game on use).

        Stored options that cannot be read (not JSON, too long or too deep, not an
        object, a value that is not a plain number, text, flag or null) read as none
        chosen, ``{}``; a bots' levels entry that is not a list of texts is dropped,
        and an unknown level in it reads as the default level."""
        from .games.playable import LEVELS_KEY

        raw = self._text(f"options/{game_id}")
        if raw is None or len(raw) > MAX_OPTIONS_TEXT:
            return {}
        try:
            value = json.loads(raw, parse_constant=_reject_constant)
        except (ValueError, RecursionError):
            return {}
        if not isinstance(value, dict):
            return {}
        options: dict[str, Any] = {}
        for name, option in value.items():
            if name == LEVELS_KEY:
                levels = _levels(option)
                if levels is not None:
                    options[name] = levels
            elif _is_plain(option):
                options[name] = option
            else:
                return {}
        return options

    def bot_levels(self, game_id: str) -> list[str]:
        """The level of each bot seat (seat 1 first); unknown values read as the default."""
        from .games.playable import LEVELS_KEY

        levels: list[str] = self.game_options(game_id).get(LEVELS_KEY, [])
        return levels

    def set_game_options(self, game_id: str, options: dict[str, Any]) -> None:
        self.store.setValue(f"options/{game_id}", json.dumps(options))


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not an option value")


def _is_plain(value: object) -> bool:
    """A JSON scalar a game option can take (no nesting, no infinite number)."""
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, str | int)  # bool is an int


def _levels(value: object) -> list[str] | None:
    """The bots' levels as stored, or None when they are not a list of texts."""
    from rules_core.ai.levels import DEFAULT_LEVEL, LEVELS

    if not isinstance(value, list) or not all(isinstance(level, str) for level in value):
        return None
    return [level if level in LEVELS else DEFAULT_LEVEL for level in value]
