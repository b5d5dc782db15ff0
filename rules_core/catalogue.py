"""What a first window needs to know of every game without importing the games: each
game's id, titles and player counts.

The registry lists the games by importing every game module (about 50 ms, most of the
app's start beyond Qt's own); the game chooser shows only these few facts.  A built app
carries them in ``data/catalogue.json``, written at build time from the registry itself
(``python -m rules_core.catalogue PATH``); without that file, as in a source checkout,
:func:`catalogue` asks the registry.  So the file can only say what the registry said
when the app was built, and ``torite --self-test`` checks the two still agree.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

FILE = "catalogue.json"  # in the package folder rules_core/data, in a built app only


@dataclass(frozen=True)
class GameInfo:
    """One game as a list of games shows it, before the game itself is loaded."""

    id: str
    titles: Mapping[str, str]  # language → title
    player_counts: tuple[int, ...]


def info_of(game: Game) -> GameInfo:
    return GameInfo(game.id, dict(game.titles), tuple(game.player_counts))


def from_registry() -> tuple[GameInfo, ...]:
    """Every registered game, in the registry's order (this imports them all)."""
    from .registry import all_games

    return tuple(info_of(game) for game in all_games())


def dumps(infos: Sequence[GameInfo]) -> str:
    games = [
        {"id": i.id, "titles": dict(i.titles), "player_counts": list(i.player_counts)}
        for i in infos
    ]
    return json.dumps({"games": games}, ensure_ascii=False, indent=1) + "\n"


def loads(text: str) -> tuple[GameInfo, ...]:
    """The games of a catalogue file (ValueError naming what is wrong with it)."""
    data = json.loads(text)
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, list) or not games:
        raise ValueError("a catalogue holds a non-empty list of games")
    infos: list[GameInfo] = []
    for entry in games:
        game_id = entry.get("id") if isinstance(entry, dict) else None
        titles = entry.get("titles") if isinstance(entry, dict) else None
        counts = entry.get("player_counts") if isinstance(entry, dict) else None
        if (
            not isinstance(game_id, str)
            or not isinstance(titles, dict)
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in titles.items())
            or not isinstance(counts, list)
            or not counts
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in counts)
        ):
            raise ValueError(f"a catalogue entry needs an id, titles and player counts: {entry!r}")
        infos.append(GameInfo(game_id, titles, tuple(counts)))
    return tuple(infos)


def packed_file() -> Path:
    """Where a built app keeps its catalogue (absent in a source checkout)."""
    return Path(__file__).resolve().parent / "data" / FILE


@cache
def catalogue() -> tuple[GameInfo, ...]:
    """Every game's id, titles and player counts: from the built app's file when it has
    one (a file it cannot read is ignored), else from the registry."""
    try:
        return loads(packed_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return from_registry()


def write(path: Path) -> None:
    """Write the registry's catalogue to ``path`` (the build does, for the bundle)."""
    path.write_text(dumps(from_registry()), encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python -m rules_core.catalogue PATH")
    write(Path(sys.argv[1]))
