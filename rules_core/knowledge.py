"""What one seat may know of a deal, and whether a text keeps to it.

The table keeps faith: the person is told everything the rules let them know and
nothing more.  A seat's knowledge is what it has been shown — every view it was given
(its hand, the plays it saw, face-up piles, the pieces it knows in other hands:
:meth:`View.known_pieces`) and every public event (a piece moved face up in front of
everyone).  :class:`Knowledge` gathers it face by face as a deal goes on, and answers
whether a message names a piece the seat does not know (:meth:`Knowledge.unknown`).

A move is public only as far as the others saw it: :func:`public_action` words an
action as a viewer saw it — ``play 7S down`` made by another seat is "Play a card face
down" — so a line about a move never names what was hidden from the reader.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .events import shown_pieces
from .game import Event, State
from .messages import Msg
from .pieces import ActionWords, Face, PieceKind, PiecesWord, PieceWord
from .view import View

HIDDEN_WORD = "?"  # an action word standing for pieces the reader did not see (``give ?3``)


def action_faces(action: str, kind: PieceKind) -> frozenset[Face]:
    """The faces an action string names (``give 4C AD AS`` → 4♣, A♦, A♠; a bid or a call:
    none).  Words after the verb that are no piece of ``kind`` (a number, a suit letter, a
    fixed last word) name nothing."""
    faces = set()
    for word in action.split(" ")[1:]:
        try:
            faces.add(kind.parse(word))
        except ValueError:
            continue
    return frozenset(faces)


def pieces_named(msg: Msg) -> frozenset[Face]:
    """Every face a message names, however deep: ``card`` and ``*_card`` parameters,
    ``cards`` and ``*_cards``, action strings, and the messages it holds.  A kind whose
    faces are classes every seat knows of (the reading cards' kinds) names none."""
    found: set[Face] = set()
    _collect(msg, found)
    return frozenset(found)


def _collect(msg: Msg, found: set[Face]) -> None:
    for value in msg.params.values():
        if isinstance(value, Msg):
            _collect(value, found)
        elif isinstance(value, (list, tuple)) and value and isinstance(value[0], Msg):
            for item in value:
                if isinstance(item, Msg):
                    _collect(item, found)
        elif isinstance(value, PieceWord):
            if value.kind.names_pieces and value.piece >= 0:
                found.add(value.kind.face(value.piece))
        elif isinstance(value, PiecesWord):
            if value.kind.names_pieces:
                found.update(value.kind.face(p) for p in value.pieces if p >= 0)
        elif isinstance(value, ActionWords) and value.kind.names_pieces:
            found.update(action_faces(value.action, value.kind))


class Knowledge:
    """The faces one seat has seen this deal (``faces``), gathered view by view and
    event by event."""

    def __init__(self, seat: int, kind: PieceKind) -> None:
        self.seat = seat
        self.kind = kind
        self.faces: set[Face] = set()

    def observe(self, view: View) -> None:
        """Add what ``view`` (this seat's) shows."""
        self.faces.update(self.kind.face(p) for p in view.known_pieces())

    def observe_events(self, events: Iterable[Event]) -> None:
        """Add the pieces public events showed everyone."""
        for event in events:
            self.faces.update(self.kind.face(p) for p in shown_pieces(event))

    def unknown(self, msg: Msg) -> frozenset[Face]:
        """The faces ``msg`` names that this seat has not seen (empty: it keeps faith)."""
        return pieces_named(msg) - self.faces

    def allows(self, msg: Msg) -> bool:
        return not self.unknown(msg)

    def copy(self) -> Knowledge:
        twin = Knowledge(self.seat, self.kind)
        twin.faces = set(self.faces)
        return twin

    def __le__(self, other: Knowledge) -> bool:
        return self.faces <= other.faces


def public_action(
    action: str,
    kind: PieceKind,
    events: Sequence[Event],
    before: View,
    after: View,
) -> str:
    """``action`` as the seat of ``before``/``after`` saw it made: its words when the seat
    saw every piece it names move (in the events, in its own hand before, or in its view
    after), else the same verb with the pieces counted, never named (``give ?3``)."""
    named = action_faces(action, kind)
    if not named:
        return action
    seen = {kind.face(p) for e in events for p in shown_pieces(e)}
    seen.update(kind.face(p) for p in before.hand)
    seen.update(kind.face(p) for p in after.known_pieces())
    if named <= seen:
        return action
    words = action.split(" ")
    pieces = [i for i, w in enumerate(words) if i and _parses(w, kind)]
    kept = [w for i, w in enumerate(words) if i not in pieces]
    kept.insert(pieces[0], f"{HIDDEN_WORD}{len(pieces)}")
    return " ".join(kept)


def _parses(word: str, kind: PieceKind) -> bool:
    try:
        kind.parse(word)
    except ValueError:
        return False
    return True


def knowledge_at(state: State, actions: Sequence[tuple[int, str]], seat: int) -> Knowledge:
    """What ``seat`` had seen after ``actions`` were played from ``state`` (a deal's first
    state; it is not changed)."""
    game_state = state.clone()
    known = Knowledge(seat, game_state.game.pieces)
    known.observe(game_state.view(seat))
    for player, text in actions:
        known.observe_events(game_state.apply(text, player))
        known.observe(game_state.view(seat))
    return known


__all__ = [
    "HIDDEN_WORD",
    "Knowledge",
    "action_faces",
    "knowledge_at",
    "pieces_named",
    "public_action",
]
