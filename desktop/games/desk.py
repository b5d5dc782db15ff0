"""What a game's desktop module declares: its felt and layout, how its pieces lie beyond
the shared arrangement, its fittings on a table (a panel, its own marks and gestures), and
what the end-of-deal panel may offer (a solver's "Was it winnable?").

A :class:`GameDesk` is found by :func:`desktop.games.load_desk`; everything in
``desktop/`` outside ``desktop/games`` reads games through it and through the rules
core (views, status, events, summaries), never by comparing game ids.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from PySide6.QtGui import QColor

from rules_core.game import State
from rules_core.view import View

from ..table.fittings import Fittings, TableAccess
from ..table.geometry import Geometry, Point
from ..table.layout import TRICK_GAME, Layout
from ..table.piles import Arrangement, Places, Seating, Sizes, TableFacts
from .playable import HINT_LEVEL


class Solution(Protocol):
    """What a solver answers: winnable (None: unknown), the best score, whether the search
    finished."""

    @property
    def winnable(self) -> bool | None: ...

    @property
    def score(self) -> int | None: ...

    @property
    def complete(self) -> bool: ...


@dataclass(frozen=True)
class Analysis:
    """ "Was it winnable?" after a deal: ``solve(*args, seconds)`` runs in the search
    process; ``line`` writes the best line of its solution in words."""

    solve: Callable[..., Solution]
    args: tuple[Any, ...]
    line: Callable[[Any, str], str]


class GameDesk:
    """The desktop side of one game.  The defaults fit a trick game on the shared table:
    the human at the bottom, the others round an ellipse, the trick in the middle."""

    game_id: ClassVar[str]
    felt: ClassVar[QColor] = QColor("#0f4c3a")
    suit_backs: ClassVar[bool] = False  # every back shows its suit (a practice deck)
    layout: ClassVar[Layout] = TRICK_GAME  # where the zones lie (desktop.table.layout)
    hint_level: ClassVar[str] = HINT_LEVEL  # the bot level the Hint key asks

    @property
    def pieces(self) -> str:
        """The kind of pieces the game is played with (its renderer draws them)."""
        from rules_core.registry import get_game

        return get_game(self.game_id).pieces.name

    def fit(self, table: TableAccess) -> Fittings:
        """The game's own parts of ``table`` (a panel, marks, gestures): default none."""
        return Fittings(table, self)

    def place_extra(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        """Pieces of the game's own beyond hands, trick, piles and stock (into ``out``)."""

    def trick_turn(self, view: View, piece: int) -> float:
        """How far (degrees) a piece played to the trick is turned (default: the layout's
        ``trick_turn``); a domino may turn the end that counts to the left."""
        return self.layout.trick_turn

    def other_hand(
        self, view: View, seat: int, point: Point, g: Geometry, scale: float
    ) -> tuple[Places, Sizes] | None:
        """How another seat's hand is drawn at ``scale`` (None: a small fan of plain backs)."""
        return None

    def hand_scale(self, state: State, seat: int) -> float:
        """The size of another seat's hand relative to the player's own."""
        return 0.55

    def analysis(self, state: State) -> Analysis | None:
        """The solver offered after ``state``'s deal, if the game has one."""
        return None
