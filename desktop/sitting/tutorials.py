"""The guided first deals shipped with the app (Qt-free): ``assets/tutorials/<id>.json``,
read and checked against the rules when first asked for."""

from __future__ import annotations

from functools import cache

from rules_core.tutorial import BadTutorial, Tutorial, parse_tutorial

from ..paths import asset


@cache
def load_tutorial(game_id: str) -> Tutorial:
    """The tutorial of ``game_id`` (BadTutorial when it is missing or broken)."""
    try:
        text = asset("tutorials", f"{game_id}.json").read_bytes()
    except OSError as exc:
        raise BadTutorial(f"no tutorial for {game_id}: {exc.strerror}") from exc
    tutorial = parse_tutorial(text)
    if tutorial.game != game_id:
        raise BadTutorial(f"the tutorial file of {game_id} is for {tutorial.game}")
    return tutorial
