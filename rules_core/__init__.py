"""Torite's rules core: pure Python, no Qt.

Play, replay, analyse and benchmark every game from Python or the command line.
"""

from .actions import IllegalAction
from .deal import BadDeal
from .game import DealRequest, Event, Game, Legal, State
from .messages import Msg
from .registry import all_games, game_ids, get_game
from .view import Play, Status, TrickResult, View

__all__ = [
    "BadDeal",
    "DealRequest",
    "Event",
    "Game",
    "IllegalAction",
    "Legal",
    "Msg",
    "Play",
    "State",
    "Status",
    "TrickResult",
    "View",
    "all_games",
    "game_ids",
    "get_game",
]
