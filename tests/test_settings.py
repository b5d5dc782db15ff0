"""A setting that cannot be read reads as its default, and reading never raises,
whatever the settings file holds (hand-edited, another version's, damaged)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSettings

from desktop.games.playable import LEVELS_KEY
from desktop.settings import Settings

GAME = "hamlet"
MAX_OPTIONS_TEXT = 100_000  # the longest stored options text worth parsing


def _settings(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return _settings(tmp_path / "settings.ini")


def _assert_defaults(settings: Settings, game_id: str = GAME) -> None:
    assert settings.animation == "normal"
    assert settings.move_ms == 280
    assert settings.trick_pause == "short"
    assert settings.pause_ms == 450
    assert settings.four_colour is False
    assert settings.memory_aid is False
    assert settings.language in ("en", "ja")
    assert settings.game_options(game_id) == {}
    assert settings.bot_levels(game_id) == []


UNREADABLE_OPTIONS = {
    "deeply nested": "[" * 100_000,
    "deeply nested, closed": "[" * 5_000 + "]" * 5_000,
    "deeply nested object": '{"a": ' * 20_000 + "1" + "}" * 20_000,
    "nested option value": '{"deals": ' + "[" * 900 + "]" * 900 + "}",
    "not JSON": "deals = 3",
    "empty": "",
    "truncated": '{"deals": 3',
    "null": "null",
    "a list": "[1, 2]",
    "a number": "3",
    "a text": '"deals"',
    "NaN": '{"deals": NaN}',
    "Infinity": '{"deals": Infinity}',
    "-Infinity": '{"deals": -Infinity}',
    "overflowing number": '{"deals": 1e999}',
    "too many digits": '{"deals": ' + "9" * 5_000 + "}",
    "too long": '{"note": "' + "x" * MAX_OPTIONS_TEXT + '"}',
    "a list option": '{"deals": [3]}',
    "an object option": '{"deals": {"n": 3}}',
    "bad escape": '{"deals": "\\x"}',
}


@pytest.mark.parametrize("text", UNREADABLE_OPTIONS.values(), ids=UNREADABLE_OPTIONS.keys())
def test_unreadable_options_read_as_none_chosen(settings, text):
    settings.store.setValue(f"options/{GAME}", text)
    assert settings.game_options(GAME) == {}
    assert settings.bot_levels(GAME) == []


def test_deeply_nested_options_do_not_crash_the_game(settings):
    """Once a RecursionError out of json.loads, which crashed a new game."""
    settings.store.setValue(f"options/{GAME}", "[" * 100_000)
    assert settings.game_options(GAME) == {}


NOT_TEXT = {
    "int": 5,
    "float": 1.5,
    "bool": True,
    "list": ["fast", "slow"],
    "nested list": [1, [2, 3]],
    "dict": {"deals": 3},
    "byte array": QByteArray(b'{"deals": 3}'),
    "binary byte array": QByteArray(b"\x00\xff\xfe"),
    "rect": QRect(1, 2, 3, 4),
}


@pytest.mark.parametrize("value", NOT_TEXT.values(), ids=NOT_TEXT.keys())
def test_values_that_are_not_text_read_as_defaults(settings, value):
    for key in ("animation", "trick_pause", "language", f"options/{GAME}"):
        settings.store.setValue(key, value)
    for key in ("four_colour", "memory_aid"):  # a real flag reads as itself: wrap it
        settings.store.setValue(key, [value])
    _assert_defaults(settings)
    settings.store.sync()
    _assert_defaults(_settings(Path(settings.store.fileName())))  # as read back from the file


@pytest.mark.parametrize(
    "value", ["", "fastest", "FAST", " fast", "None", "0", "\x00", "é" * 10_000]
)
def test_unknown_texts_read_as_defaults(settings, value):
    for key in ("animation", "trick_pause", "four_colour", "memory_aid", "language"):
        settings.store.setValue(key, value)
    _assert_defaults(settings)


LEVELS_ENTRIES = {
    "a text": ("strong", []),
    "a number": (2, []),
    "null": (None, []),
    "an object": ({"1": "strong"}, []),
    "numbers": ([1, 2], []),
    "nested": ([["strong"]], []),
    "mixed": (["strong", 2], []),
    "unknown names": (["master", "strong", ""], ["normal", "strong", "normal"]),
    "known names": (["strong", "easy"], ["strong", "easy"]),
}


@pytest.mark.parametrize(("stored", "levels"), LEVELS_ENTRIES.values(), ids=LEVELS_ENTRIES.keys())
def test_bot_levels_that_are_not_level_names_read_as_the_default(settings, stored, levels):
    """A levels entry that is not a list of texts is dropped (every seat at the default
    level); an unknown name reads as the default level for its seat.  The game's own
    options stored with it are kept."""
    settings.store.setValue(f"options/{GAME}", json.dumps({"deals": 3, LEVELS_KEY: stored}))
    assert settings.bot_levels(GAME) == levels
    expected: dict[str, object] = {"deals": 3}
    if levels:
        expected[LEVELS_KEY] = levels
    assert settings.game_options(GAME) == expected


def test_readable_settings_still_read_back(tmp_path):
    settings = _settings(tmp_path / "settings.ini")
    settings.animation = "fast"
    settings.trick_pause = "long"
    settings.four_colour = True
    settings.memory_aid = True
    settings.language = "ja"
    options = {"deals": 3, "_variant": "3p", "ratio": 0.5, "on": False, "none": None}
    settings.set_game_options(GAME, {**options, LEVELS_KEY: ["strong", "easy"]})
    settings.store.sync()
    for reader in (settings, _settings(tmp_path / "settings.ini")):
        assert (reader.animation, reader.move_ms) == ("fast", 140)
        assert (reader.trick_pause, reader.pause_ms) == ("long", 1100)
        assert reader.four_colour is True and reader.memory_aid is True
        assert reader.language == "ja"
        assert reader.game_options(GAME) == {**options, LEVELS_KEY: ["strong", "easy"]}
        assert reader.bot_levels(GAME) == ["strong", "easy"]


def test_a_native_flag_reads_as_itself(settings):
    settings.store.setValue("four_colour", True)
    settings.store.setValue("memory_aid", False)
    assert settings.four_colour is True
    assert settings.memory_aid is False


def test_a_hand_edited_settings_file_reads_as_defaults(tmp_path):
    """Every kind of junk an ini file can hold: Qt's own typed values, lists made by
    commas, broken escapes, very long and very deep values."""
    path = tmp_path / "settings.ini"
    lines = [
        "[General]",
        "animation=fast, slow",
        "trick_pause=@ByteArray(short)",
        "four_colour=@Invalid()",
        "memory_aid=@Rect(1 2 3 4)",
        "language=@Size(1 2)",
        "",
        "[options]",
        "hamlet=" + "[" * 100_000,
        'crescendo={"deals": 3, "target": 0}',  # unquoted: the comma makes a list
        "allmighty=@ByteArray({})",
        "mustfollow_solitaire=@Variant(garbage",
        "ando_coop=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x5f)",
        "long=" + "{" * (3 * MAX_OPTIONS_TEXT),
        'nan={\\"deals\\": NaN}',
        "deep=" + '{\\"a\\": ' * 3_000 + "1" + "}" * 3_000,
        'levels={\\"_levels\\": \\"strong\\"}',
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    settings = _settings(path)
    assert settings.store.status() == QSettings.Status.NoError
    for game_id in (
        "hamlet",
        "crescendo",
        "allmighty",
        "mustfollow_solitaire",
        "ando_coop",
        "long",
        "nan",
        "deep",
        "levels",
        "absent",
    ):
        _assert_defaults(settings, game_id)


def test_a_settings_file_of_binary_junk_reads_as_defaults(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_bytes(bytes(range(256)) * 64 + b"\n[options]\nhamlet=\xff\xfe[[[[\n")
    _assert_defaults(_settings(path))
