"""Torite's rules core: pure Python, no Qt.

Play, replay, analyse and benchmark every game from Python or the command line.
"""

from .game import BadDeal, Event, Game, IllegalAction, State
from .messages import Msg
from .registry import all_games, game_ids, get_game

__all__ = [
    "BadDeal",
    "Event",
    "Game",
    "IllegalAction",
    "Msg",
    "State",
    "all_games",
    "game_ids",
    "get_game",
]
