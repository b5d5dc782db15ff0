"""The registry of games by id (DESIGN.md "Game ids").

Every module of :mod:`rules_core.games` registers its game when imported; the
package imports them all, so a new game is found without editing a list here.
A game's messages join the catalogue when it registers; its AI module is found by
:func:`rules_core.ai.ai_module` on demand.
"""

from __future__ import annotations

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
