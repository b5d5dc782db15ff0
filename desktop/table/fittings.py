"""A game's own parts of one table: what a desk adds to the shared table beyond its layout
(Truco's blind hand and tally, the co-op game's face-down dummy cards chosen by suit,
Irokanmuri's poems).  The table asks its fittings at fixed points; each answer has a
default that takes no part, so a game overrides only what it does.

Fittings see the table through :class:`TableAccess` — the parts a game may use — never
the table's class, so no desk depends on the table's insides.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QAbstractAnimation, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from rules_core.ai import Decision
from rules_core.game import Event
from rules_core.view import Status, View

from ..pieces.renderers import PieceRenderer
from ..settings import Settings
from ..sitting.session import Session
from .cards import CardItem, CardLayer, Step, StepQueue
from .geometry import Geometry, Point, Rect
from .panel import GamePanel
from .piles import Arrangement, Seating, Shown, TableFacts, ZoneModel
from .turns import TurnController
from .words import TableWords

if TYPE_CHECKING:
    from ..games.desk import GameDesk
    from .input import TableInput


class TableAccess(Protocol):
    """What a game's fittings may use of the table they are fitted to."""

    @property
    def settings(self) -> Settings: ...

    @property
    def turns(self) -> TurnController: ...

    @property
    def presenter(self) -> TableWords: ...

    @property
    def scene(self) -> QGraphicsScene: ...

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def renderer(self) -> PieceRenderer: ...

    @property
    def layer(self) -> CardLayer: ...

    @property
    def items(self) -> dict[Hashable, CardItem]: ...

    @property
    def model(self) -> ZoneModel: ...

    @property
    def queue(self) -> StepQueue: ...

    @property
    def spawn(self) -> dict[Hashable, Point]: ...

    @property
    def seat_keys(self) -> dict[int, list[Hashable]]: ...

    @property
    def labels(self) -> dict[str, QGraphicsSimpleTextItem]: ...

    hint_card: Hashable | None
    notice: tuple[str, bool] | None

    @property
    def gestures(self) -> TableInput: ...

    @property
    def session(self) -> Session | None: ...

    @property
    def lang(self) -> str: ...

    @property
    def human(self) -> int: ...

    def state_view(self) -> View: ...

    def perform(self, action: str) -> bool: ...

    def play_card(self, card: int) -> bool: ...

    def talk(self, text: str) -> bool: ...

    def say(self, text: str, error: bool = False) -> None: ...

    def relayout_now(self, animated: bool = False) -> QAbstractAnimation | None: ...

    def update_controls(self) -> None: ...

    def label(self, name: str, colour: QColor | None = None) -> QGraphicsSimpleTextItem: ...

    def focus_keys(self) -> list[Hashable]: ...

    def seat_point(self, seat: int, g: Geometry) -> Point: ...

    def trick_area(self, g: Geometry) -> Rect: ...

    def hand_scale(self, seat: int) -> float: ...

    def card_text(self, card: int) -> str: ...

    def devicePixelRatioF(self) -> float: ...  # noqa: N802 - Qt's name


class Fittings(QObject):
    """The parts one game adds to one table (default: none)."""

    def __init__(self, table: TableAccess, desk: GameDesk) -> None:
        super().__init__()
        self.table = table
        self.desk = desk

    def panel(self) -> GamePanel | None:
        """A control of the game's own for the table's bar."""
        return None

    def starting(self, session: Session) -> None:
        """A deal comes to the table, before anything of it is drawn."""

    def started(self, session: Session) -> None:
        """A deal came to the table and was drawn (a game may show something first)."""

    def shown(self, shown: Shown, view: View) -> None:
        """Adjust what the table shows of ``view`` (a blind hand shows only backs)."""

    def place(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        """Pieces of the game's own beyond the shared arrangement (the desk's)."""
        self.desk.place_extra(view, g, seating, facts, out)

    def decorate(self, view: View, g: Geometry) -> None:
        """Words and marks of the game's own drawn over the table, after the shared
        labels."""

    def focus_keys(self, keys: list[Hashable]) -> list[Hashable]:
        """The items the keyboard walks, left to right (default: the table's)."""
        return keys

    def blind_actable(self, key: Hashable) -> bool:
        """Whether an item that shows no face may be acted on (a dummy's face-down card,
        the next card of a blind hand)."""
        return False

    def clicked(self, item: CardItem) -> bool:
        """A click (or Enter) on an item the game handles itself: whether it did."""
        return False

    def hinted(self, decision: Decision) -> bool:
        """Show a hint the game words itself (a face-down card named by suit only):
        whether it did."""
        return False

    def step(self, event: Event, step: Step) -> Step:
        """The animation step of ``event`` (default: the table's ``step``)."""
        return step

    def pile_line(self, key: str, status: Status) -> str | None:
        """A line of the game's own under pile ``key`` (None: the rules' words)."""
        return None

    def piece_words(self, key: Hashable, words: str) -> str:
        """What a screen reader says of the item the keyboard is on (``words``: the
        table's own)."""
        return words

    def key(self, key: int, plain: bool) -> bool:
        """A key of the game's own (``plain``: no modifier held): whether it used it."""
        return False


__all__ = ["Fittings", "TableAccess"]
