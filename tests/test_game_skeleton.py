"""The skeleton in rules_core/games/README.md is a working game: a new game needs only
its own module, and the shared engine, records and generic checks take it as it is."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path

import pytest
from helpers import play_randomly

import rules_core.games
from rules_core import registry
from rules_core.record import record_of, replay

README = Path(rules_core.games.__file__).with_name("README.md")


@pytest.mark.python_engine  # patches (or subclasses in Python) the engine's insides
def test_the_readme_skeleton_plays_and_replays(tmp_path):
    code = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert code is not None
    path = tmp_path / "plain.py"
    path.write_text(code.group(1), encoding="utf-8")
    name = "rules_core.games.plain_skeleton"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
        game = registry.get_game("plain")
        state = game.new_deal(seed=3)
        actions = play_randomly(state, random.Random(3))
        assert sum(state.scores()) == 13 and len(actions) == 52
        again, _ = replay(record_of(state, actions, seed=3))
        assert again.result() == state.result()
        assert state.status(0).seats[0][0].text("ja")
    finally:
        sys.modules.pop(name, None)
        registry._GAMES.pop("plain", None)
