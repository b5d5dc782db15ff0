"""The ``torite`` command line: screenshots, bad arguments, and the display check."""

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from desktop import platform_check
from desktop.app import parse_args


def run_app(*args, **env):
    full_env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run(
        [sys.executable, "-m", "desktop.app", *args],
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_screenshot_renders_the_table_and_exits(tmp_path, lang):
    shot = tmp_path / "table.png"
    done = run_app(
        "--screenshot",
        str(shot),
        "--game",
        "mustfollow_solitaire",
        "--seed",
        "1",
        "--lang",
        lang,
        "--size",
        "900x640",
        "--play",
        "5",
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (900, 640)
    felt = image.pixelColor(450, 300)
    assert felt.green() > felt.red() and felt.green() > felt.blue()  # the table is drawn


def test_bad_size_is_a_clear_usage_error():
    with pytest.raises(SystemExit):
        parse_args(["--size", "big"])


def test_missing_xcb_libraries_are_named_with_their_packages(monkeypatch):
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)

    def fake_cdll(name):
        if name in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1"):
            raise OSError(name)

    monkeypatch.setattr(platform_check.ctypes, "CDLL", fake_cdll)
    message = platform_check.check_display()
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1" in message


def test_no_display_message_suggests_a_screenshot(monkeypatch):
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert "--screenshot" in platform_check.check_display()


def test_offscreen_platform_needs_no_display(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert platform_check.check_display() is None


def test_app_prints_the_display_message_instead_of_a_qt_crash():
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = subprocess.run(
        [sys.executable, "-m", "desktop.app"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1
    assert "needs a graphical display" in done.stderr and "Traceback" not in done.stderr


def test_self_test_checks_the_installation_and_says_so(tmp_path):
    done = run_app("--self-test", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    assert [line.split(":")[0] for line in lines[:-1]] == [
        "ok games and bots",
        "ok search process",
        "ok bundled files",
        "ok guided deals",
        "ok statistics storage",
        "ok tables drawn",
    ]
    assert not list(tmp_path.rglob("*.json"))  # no autosave, settings untouched


def test_quit_after_paint_starts_on_the_chooser_and_ends_at_its_first_paint(tmp_path):
    env = {
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "c"),
        "XDG_DATA_HOME": str(tmp_path / "d"),
    }
    done = run_app("--quit-after-paint", **env)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_a_screenshot_keeps_no_setting_and_leaves_dev_null_alone(tmp_path):
    """Screenshots use settings of their own, thrown away at exit: one in Japanese leaves
    the next in the machine's language, and the settings file never replaced /dev/null (a
    privileged process saving settings "to" it renamed a plain file over the device)."""
    import stat

    for lang in ("ja", None):
        log = tmp_path / f"{lang}.txt"
        args = ["--screenshot", str(tmp_path / "t.png"), "--game", "hamlet", "--seed", "2"]
        args += ["--log", str(log), *(["--lang", lang] if lang else [])]
        done = run_app(*args, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        assert done.returncode == 0, done.stderr
    assert log.read_text(encoding="utf-8").startswith("Deal fingerprint")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
