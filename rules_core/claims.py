"""Claims: a player who can prove the rest of the deal says so, and it is played at once.

A claim is made from what the claimer may know, never from the true deal behind it: it is
open only where the claimer's knowledge settles every piece still in play (every other
hand known, no stock to draw from — Reveille's second half, a hand played open), so the
rules core may check it on the deal itself without telling the claimer anything new.  By
default a claim says that the claimer's side takes every trick still to play, whatever
the others do; it holds when the claimer's side has a line that does (an exact search,
cut off at :data:`CLAIM_NODES` positions).  A game whose deal ends otherwise (the
solitaire, won against an unknown stock) checks its own claims
(:meth:`~rules_core.game.State.claim`).

When a claim holds its :class:`Claim` carries the moves that play the deal out: the
claimer's side along the proven line, the others as their rule of thumb would play
(the claim holds against any of their moves).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .clones import Sendable
from .events import TrickWon
from .messages import Msg, add_catalogue

if TYPE_CHECKING:  # the game contract calls this module: no import back at run time
    from .game import Event, State

CLAIM_NODES = 60_000  # positions a claim's proof may visit before the table gives up


@dataclass(frozen=True)
class Claim(Sendable):
    """A claim checked: whether it holds, in words (what was claimed, and why it holds or
    not — naming no piece the claimer has not seen), and the moves that end the deal
    when it holds."""

    holds: bool
    words: Msg
    moves: tuple[tuple[int, str], ...] = ()


Other = Callable[["State"], str]  # how a seat outside the claimer's side plays (its action)


def knows_every_piece(state: State, seat: int) -> bool:
    """Whether ``seat``'s view settles every piece still in play: each other hand's
    pieces are known to it, and no stock is left to draw from."""
    view = state.view(seat)
    if view.stock_count:
        return False
    return all(
        len(view.held_known(other)) >= size
        for other, size in enumerate(view.hand_sizes)
        if other != seat and size
    )


def plays_pieces(state: State) -> bool:
    """Whether the decision now is a piece to play (not a bid, a call or a choice)."""
    actions = state.game.actions
    legal = state.legal_action_ids()
    return bool(legal) and all(actions.piece_of(a) is not None for a in legal)


def trick_claim_open(state: State, seat: int) -> bool:
    """The default: the claimer is to play a piece, has more than its last one (a last
    card plays itself), and knows where every piece lies."""
    return (
        not state.is_terminal
        and state.decides(seat)
        and len(state.view(state.decider(state.current_player)).hand) > 1
        and plays_pieces(state)
        and knows_every_piece(state, seat)
    )


def check_trick_claim(state: State, seat: int, other: Other) -> Claim:
    """Whether ``seat``'s side can take every trick still to play, whatever the others
    do; when it can, the moves that play the deal out."""
    if not state.claim_open(seat):  # the game's own word on when a claim is open
        return Claim(False, Msg("claim_not_open"))
    side = next((team for team in state.teams if seat in team), (seat,))
    search = _AllTricks(frozenset(side))
    proof = search.forced(state.clone(), CLAIM_NODES)
    if proof is None:
        return Claim(False, Msg("claim_too_long"))
    alone = len(side) == 1
    if not proof:
        return Claim(False, Msg("claim_fails" if alone else "claim_fails_side"))
    moves = search.play_out(state, other)
    return Claim(True, Msg("claim_holds" if alone else "claim_holds_side"), moves)


class _AllTricks:
    """An exact search: can ``side`` force taking every trick to the end of the deal?"""

    def __init__(self, side: frozenset[int]) -> None:
        self.side = side
        self.nodes = 0

    def ours(self, state: State) -> bool:
        return state.decider(state.current_player) in self.side

    def step(self, state: State, action: int) -> State | None:
        """The position after ``action``, or None when it hands a trick to the others."""
        child = state.clone()
        events: list[Event] = []
        child.apply_id(action, events)
        for event in events:
            if isinstance(event, TrickWon) and event.player not in self.side:
                return None
        return child

    def forced(self, state: State, cap: int | None = None) -> bool | None:
        """True when the side takes every trick whatever the others do; None when the
        proof grew beyond ``cap`` positions (None: no cap)."""
        self.nodes += 1
        if cap is not None and self.nodes > cap:
            return None
        if state.is_terminal:
            return True
        ours = self.ours(state)
        for action in list(state.legal_action_ids()):
            child = self.step(state, action)
            found = False if child is None else self.forced(child, cap)
            if found is None:
                return None
            if ours and found:
                return True
            if not ours and not found:
                return False
        return not ours

    def play_out(self, state: State, other: Other) -> tuple[tuple[int, str], ...]:
        """The deal played to its end: the side's moves along a winning line, the others'
        as ``other`` plays them."""
        state = state.clone()
        moves: list[tuple[int, str]] = []
        while not state.is_terminal:
            seat = state.current_player
            text = self._winning(state) if self.ours(state) else other(state)
            state.apply(text, seat)
            moves.append((seat, text))
        return tuple(moves)

    def _winning(self, state: State) -> str:
        for action in state.legal_action_ids():
            child = self.step(state, action)
            if child is not None and self.forced(child):
                return state.action_text(action)
        raise AssertionError("a proven claim lost its line")  # the proof said one exists


def first_legal(state: State) -> str:
    """A stand-in for the others' play where no rule of thumb is at hand."""
    return state.legal_actions()[0]


add_catalogue(
    {
        "claim_not_open": {
            "en": "A claim is open only on your turn to play, once you know where every "
            "piece still in play lies.",
            "ja": "クレームできるのは、自分が札を出す番で、まだ場に残るすべての札の"
            "ありかが分かっているときだけです。",
        },
        "claim_too_long": {
            "en": "The rest is too long to prove at once: play on a little.",
            "ja": "残りが長すぎて、いますぐには確かめられません。もう少し続けてください。",
        },
        "claim_fails": {
            "en": "Claim refused: you cannot be sure of every trick left; someone else can "
            "still take one.",
            "ja": "クレームは認められません：残りのトリックをすべて取れるとは限りません。"
            "ほかの人がまだ1つ取れます。",
        },
        "claim_fails_side": {
            "en": "Claim refused: your side cannot be sure of every trick left; the other "
            "side can still take one.",
            "ja": "クレームは認められません：味方が残りのトリックをすべて取れるとは限りません。"
            "相手側がまだ1つ取れます。",
        },
        "claim_holds": {
            "en": "Claim accepted: every trick left is yours, whatever the others play.",
            "ja": "クレーム成立：ほかの人がどう出しても、残りのトリックはすべてあなたが取ります。",
        },
        "claim_holds_side": {
            "en": "Claim accepted: every trick left goes to your side, whatever the other side "
            "plays.",
            "ja": "クレーム成立：相手側がどう出しても、残りのトリックはすべて味方が取ります。",
        },
    }
)


__all__ = [
    "CLAIM_NODES",
    "Claim",
    "check_trick_claim",
    "first_legal",
    "knows_every_piece",
    "plays_pieces",
    "trick_claim_open",
]
