"""Must-Follow Solitaire on the shared table: the dummy's stock and the burned cards top
left, the two-card trick in dashed places at the top, the won pile top right, the
exchanged cards in a row below the stock; the solver answers "Was it winnable?" after a
deal.

Everything else is the shared table's: the exchange is chosen by picking cards and
confirming (the core's ``exchange`` is a set of pieces), the trump choice is a row of
buttons from the core's words, and the "what would this exchange give" line is the
core's ``selection_note``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from rules_core.ai.games.mustfollow_solitaire.solver import solve_deal
from rules_core.game import State
from rules_core.games.mustfollow_solitaire import SolitaireState
from rules_core.messages import render_action

from ..table.layout import Layout, Pile
from .desk import Analysis, GameDesk

LAYOUT = Layout(
    piles=(
        Pile("stock", at=(0.0, 0.1), scale=1.0, slot=True, layers=6),
        Pile("burned", at=(1.35, 0.1), scale=1.0, slot=True, layers=10),
        Pile("won:0", corner="top_right", at=(0.0, 0.1), scale=1.0, slot=True, layers=60),
        Pile("discard", at=(0.0, 1.42), style="row", face_up=True, scale=0.8),
    ),
    seat_piles=(),
    trick="row",
    trick_slots=2,
    across=10.5,
    down=4.6,
    hand_step=0.62,
)


class SolitaireDesk(GameDesk):
    game_id = "mustfollow_solitaire"
    felt = QColor("#0f5132")
    layout = LAYOUT
    hint_level = "strong"  # it plays the exchange well

    def analysis(self, state: State) -> Analysis | None:
        """Once the deal is over the stock order is known: solve it."""
        if not isinstance(state, SolitaireState) or not state.is_terminal:
            return None
        return Analysis(solve_deal, (state.pack_order(),), solver_line)


def solver_line(solution: Any, lang: str) -> str:
    """A solver line, short: exchange, trump, then the cards played, in words."""
    return " · ".join(render_action(a, lang) for a in solution.actions)


DESK = SolitaireDesk()
