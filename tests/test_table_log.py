"""The table log, a contract: ``torite --screenshot OUT --game ID --seed N --play K
[--level L] [--lang ja] --log OUT.txt`` writes, UTF-8, one line per thing the table said
to the person during the K moves, in the person's language — exactly the lines of the
table's log (Game ▸ Table log), which name no piece the person has not seen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_app_cli import run_app

from desktop.app import main, parse_args
from desktop.games.playable import PLAYABLE_GAMES


@pytest.mark.parametrize("game_id", PLAYABLE_GAMES)
def test_log_writes_what_the_table_said_for_every_game(tmp_path, monkeypatch, game_id):
    """In-process (the app's own main), so every game costs a deal, not a process."""
    import desktop.window.main_window as main_window

    seen: list[main_window.MainWindow] = []
    real_show = main_window.MainWindow.show
    monkeypatch.setattr(
        main_window.MainWindow, "show", lambda self: (seen.append(self), real_show(self))
    )
    log = tmp_path / "log.txt"
    code = main(
        [
            "--screenshot", str(tmp_path / "t.png"), "--game", game_id, "--seed", "3",
            "--play", "4", "--level", "easy", "--lang", "en", "--log", str(log),
        ]
    )  # fmt: skip
    assert code == 0
    lines = log.read_text(encoding="utf-8").splitlines()
    table = seen[-1].table
    assert lines and lines == [line.replace("\n", " ") for line in table.log_lines()]
    assert lines[0].startswith("Deal fingerprint: ")  # said before the first move
    for window in seen:
        window.close()
        window.deleteLater()
    QApplication.processEvents()


def test_log_in_japanese_from_the_command_line(tmp_path):
    log = tmp_path / "ja.txt"
    done = run_app(
        "--screenshot", str(tmp_path / "t.png"), "--game", "truco", "--seed", "3",
        "--play", "3", "--level", "easy", "--lang", "ja", "--log", str(log),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = log.read_bytes().decode("utf-8")
    assert text.endswith("\n") and "フィンガープリント" in text.splitlines()[0]
    assert any(line.startswith("ボット 1：") for line in text.splitlines())


def test_log_and_level_need_a_screenshot_and_a_known_level(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--log", "x.txt"])
    with pytest.raises(SystemExit):
        parse_args(["--screenshot", "x.png", "--level", "master"])
    assert "--level must be one of easy, normal, strong, expert" in capsys.readouterr().err
