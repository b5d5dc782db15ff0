"""The registry of games by id (DESIGN.md "Game ids").

Every module of :mod:`rules_core.games` registers its game when imported; the
package imports them all, so a new game is found without editing a list here.
A game's messages join the catalogue when it registers; its AI module
(``rules_core.ai.<id>``, optional) is imported on demand.
"""

from __future__ import annotations

import importlib
import pkgutil

from . import messages
from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    if game.id in _GAMES:
        raise ValueError(f"game {game.id!r} is registered twice")
    messages.add_catalogue(game.messages)
    _GAMES[game.id] = game
    return game


def _load_builtin_games() -> None:
    # Importing the package registers every built-in game module.
    from . import games  # noqa: F401


def get_game(game_id: str) -> Game:
    _load_builtin_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


def game_ids() -> list[str]:
    _load_builtin_games()
    return sorted(_GAMES)


def all_games() -> list[Game]:
    return [get_game(game_id) for game_id in game_ids()]


def ai_module(game_id: str) -> object | None:
    """The game's AI module ``rules_core.ai.<id>`` (None if it has none)."""
    name = f"{__package__}.ai.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def _load_everything() -> None:
    """Every game and AI module (also the searches a game's bot loads only when it plays),
    so that any message key can be rendered — a hint's reason reaches the table from a
    worker process that imported modules the table never did."""
    for game_id in game_ids():
        ai_module(game_id)
    from . import ai

    for info in pkgutil.iter_modules(ai.__path__):
        importlib.import_module(f"{ai.__name__}.{info.name}")


messages.loader = _load_everything
