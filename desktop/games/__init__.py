"""The desktop side of each game: ``desktop/games/<game id>.py``, one module per game.

A module defines ``DESK``, a :class:`desktop.games.desk.GameDesk` (its table, layout and any
special panel).  The app finds the modules by name, so a new game needs its module here
and nothing else in ``desktop/``.  This package's ``__init__`` stays free of Qt: the
command line checks ``--game`` before Qt starts.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.games.desk import GameDesk


def desk_ids() -> tuple[str, ...]:
    """The ids of the games with a desktop module, in the rules core's registry order
    (from its catalogue: the games themselves are not imported)."""
    from rules_core.catalogue import catalogue

    present = {info.name for info in pkgutil.iter_modules(__path__) if not info.ispkg}
    return tuple(game.id for game in catalogue() if game.id in present)


def load_desk(game_id: str) -> GameDesk:
    """The desk of ``game_id`` (KeyError when the game has no desktop module)."""
    if game_id not in desk_ids():
        raise KeyError(game_id)
    module = importlib.import_module(f"{__name__}.{game_id}")
    desk: GameDesk = module.DESK
    return desk
