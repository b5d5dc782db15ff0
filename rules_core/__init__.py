"""Torite's rules core: pure Python, no Qt.

Play, replay, analyse and benchmark every game from Python or the command line.

The names below are loaded when first used (``rules_core.get_game`` imports the
registry then): importing one submodule, such as ``rules_core.version``, does not import
the whole core, so the app's first window does not wait for it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import IllegalAction
    from .deal import BadDeal
    from .game import DealRequest, Event, Game, Legal, State
    from .messages import Msg
    from .registry import all_games, game_ids, get_game
    from .view import Play, Status, TrickResult, View

_HOME = {
    "IllegalAction": "actions",
    "BadDeal": "deal",
    "DealRequest": "game",
    "Event": "game",
    "Game": "game",
    "Legal": "game",
    "State": "game",
    "Msg": "messages",
    "all_games": "registry",
    "game_ids": "registry",
    "get_game": "registry",
    "Play": "view",
    "Status": "view",
    "TrickResult": "view",
    "View": "view",
}

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


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def _warn_if_stale() -> None:
    """A compiled build beside the sources (packaging/compile_core.py) is imported in place
    of them: say so when a source is newer than it, as its code is then not the source's."""
    from pathlib import Path

    here = Path(__file__).parent
    built = [path.stat().st_mtime for path in here.glob("engine__mypyc.*")]
    if not built:
        return
    newer = [path for path in here.rglob("*.py") if path.stat().st_mtime > min(built)]
    if newer:
        import warnings

        warnings.warn(
            f"the compiled rules core is older than {newer[0].relative_to(here.parent)}: "
            "build it again (python packaging/compile_core.py) or remove it (--clean)",
            stacklevel=2,
        )


_warn_if_stale()
