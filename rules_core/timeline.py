"""A deal's record as positions to step through: the replay viewer's model (no Qt).

Position ``p`` is the deal after the record's first ``p`` actions (0: as it was dealt).
A :class:`Timeline` replays the record once and keeps every position, where each trick
ended, and the moves in words — as one seat saw them made (the narrator's lines: a card
played face down stays a card) or, with every hand open, as they were.  A viewer steps
by move and by trick from it, and lays a trick just taken on the table as it lay.
"""

from __future__ import annotations

from dataclasses import dataclass

from .clones import Sendable
from .events import TrickWon
from .game import Event, IllegalAction, State
from .messages import Msg, Seat
from .narration import Narrator
from .pieces import ActionWords
from .record import IllegalRecordAction, Record
from .view import TrickResult, View

OPEN = -1  # the viewer's seat when every hand is shown


@dataclass(frozen=True)
class Move(Sendable):
    """Action ``index`` of the record in words: who did what (``words``), what the rules
    said it led to (``then``: who took the trick, a marriage made …), and whether it
    ended a trick."""

    index: int
    seat: int
    words: Msg
    then: tuple[Msg, ...] = ()
    ends_trick: bool = False


class Timeline:
    """Every position of ``record``'s deal; ``person``: the seat whose view an open
    one widens (the person's).  Raises the record module's errors (``BadRecord``,
    ``IllegalRecordAction``) for a broken record, like ``replay``."""

    def __init__(self, record: Record, person: int = 0) -> None:
        self.record = record
        self.person = person
        state = record.new_state()
        self.game = state.game
        self.num_players = state.num_players
        self.states: list[State] = [state.clone()]
        self.events: list[list[Event]] = []  # what each action did
        self.trick_ends: list[int] = []  # positions just after an action that ended a trick
        for index, (seat, action) in enumerate(record.actions):
            try:
                events = state.apply(action, seat)
            except IllegalAction as exc:
                raise IllegalRecordAction(index, exc) from None
            if any(isinstance(e, TrickWon) for e in events):
                self.trick_ends.append(index + 1)
            self.events.append(events)
            self.states.append(state.clone())
        self._moves: dict[int, list[Move]] = {}
        self._narrators: dict[int, Narrator] = {}  # each seat's words, told once

    @property
    def end(self) -> int:
        """The last position (every action of the record done)."""
        return len(self.states) - 1

    def state_at(self, position: int) -> State:
        """A copy of the deal at ``position`` (clamped to the record)."""
        return self.states[self.clamp(position)].clone()

    def view_at(self, position: int, seat: int) -> View:
        """What ``seat`` saw at ``position`` (:data:`OPEN`: the person's view with every
        hand open)."""
        state = self.states[self.clamp(position)]
        return state.open_view(self.person) if seat == OPEN else state.view(seat)

    def clamp(self, position: int) -> int:
        return max(0, min(self.end, position))

    # -- stepping ------------------------------------------------------------------------

    def next_trick(self, position: int) -> int:
        """The position just after the next trick ends (the end when none does)."""
        return next((p for p in self.trick_ends if p > position), self.end)

    def previous_trick(self, position: int) -> int:
        """The position just after the trick before ends (the start when none did)."""
        return next((p for p in reversed(self.trick_ends) if p < position), 0)

    def trick_taken_at(self, position: int, seat: int) -> TrickResult | None:
        """The trick the move before ``position`` took, as ``seat`` may see it lie there
        (None: that move ended no trick, or the rules keep its faces from the seat)."""
        if position not in self.trick_ends:
            return None
        return self.view_at(position, seat).last_trick()

    # -- the moves in words --------------------------------------------------------------

    def moves(self, seat: int) -> list[Move]:
        """Every action of the record in words, as ``seat`` saw it made (:data:`OPEN`: as
        it was, every hand being open)."""
        if seat not in self._moves:
            self._moves[seat] = self._worded(seat)
        return self._moves[seat]

    def _worded(self, seat: int) -> list[Move]:
        """The moves as ``seat`` saw them made; what the rules said after each (who took
        the trick, how the deal scored) as the person was told it — public words, said
        to the person whichever seat is watched."""
        mine = self._narrated(self.person if seat == OPEN else seat)
        told = mine if seat in (OPEN, self.person) else self._narrated(self.person)
        kind = self.game.pieces
        out: list[Move] = []
        for index, (mover, action) in enumerate(self.record.actions):
            lines = [line for line in mine.lines if line.index == index]
            said = [line.msg for line in lines if line.kind in ("move", "talk")]
            lines = [line for line in told.lines if line.index == index]
            if seat == OPEN and self.states[index].is_decision(action):
                words = Msg("move_line", {"who": Seat(mover), "action": ActionWords(kind, action)})
            else:
                words = said[0] if said else Msg("said_text", {"text": action})
            then = tuple(line.msg for line in lines if line.kind in ("trick", "event", "result"))
            out.append(Move(index, mover, words, then, index + 1 in self.trick_ends))
        return out

    def _narrated(self, seat: int) -> Narrator:
        """The table's words to ``seat`` over the whole deal (and what it saw), once."""
        if seat not in self._narrators:
            narrator = Narrator(self.record.new_state(), seat)
            for index, (mover, action) in enumerate(self.record.actions):
                narrator.moved(self.states[index + 1], mover, action, self.events[index], index)
            self._narrators[seat] = narrator
        return self._narrators[seat]

    def knows(self, seat: int, msg: Msg) -> bool:
        """Whether ``seat`` had seen, by the deal's end, every piece ``msg`` names (a
        bot's reason may name its own hidden pieces)."""
        return self._narrated(seat).knowledge.allows(msg)


__all__ = ["OPEN", "Move", "Timeline"]
