"""Everything the table says to the person during a deal, in order, as messages.

One stream serves the bar under the table, the table log (Game ▸ Log, ``torite --log``),
what a screen reader hears and the test that the table keeps faith.  A
:class:`Narrator` follows one deal for one person: after each action it says the move as
the person saw it (:func:`rules_core.knowledge.public_action`: a face-down card stays a
card), what the rules say happened (who took the trick and why), whose decision it now is
when it is the person's, and how a finished deal scored — and it keeps the person's
:class:`~rules_core.knowledge.Knowledge` up to date, so every word can be checked
against it.

Words the table adds itself (a hint asked for, a refusal, a lesson's note, the bots'
moves since the person's last one) join the same stream through :meth:`Narrator.add`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .ai.base import Decision
from .clones import Sendable
from .events import TRICK, DealEnded, Moved, Revealed, TrickWon, Zone
from .game import Event, State
from .knowledge import Knowledge, public_action
from .messages import Msg, Seat
from .pieces import ActionWords, PiecesWord
from .view import View

LineKind = Literal[
    "move",  # a seat's decision, as the person saw it made
    "talk",  # table talk said aloud (the co-op game's plans)
    "trick",  # who took a trick, and why
    "event",  # what the rules say happened besides (a marriage makes trump …)
    "prompt",  # the person's decision now
    "result",  # how a finished deal scored
    "hint",  # a hint the person asked for
    "refusal",  # an action the rules refused, and why
    "reason",  # a bot's reason, once the deal is over
    "note",  # a lesson's words
    "check",  # the live play checker's word on a decision of the person's
    "notice",  # anything else the table tells the person
]


@dataclass(frozen=True)
class Line(Sendable):
    """One thing the table said.  ``seat``: the seat it is about (a mover, a trick's
    winner; -1 none); ``index``: the deal's action it follows from (-1: none)."""

    kind: LineKind
    msg: Msg
    seat: int = -1
    index: int = -1

    def text(self, lang: str, seats: Sequence[str] | None = None) -> str:
        return self.msg.text(lang, seats)


def trick_words(event: TrickWon) -> Msg:
    """Who took a trick and why, in the rules' words."""
    if event.why is None:
        return Msg("trick_taken", {"who": Seat(event.player)})
    if event.player < 0:  # a dummy's trick: the reason alone
        return event.why
    return Msg("trick_line", {"who": Seat(event.player), "words": event.why})


class Narrator:
    """The table's words for ``person`` over one deal, from ``state`` (the deal's state
    before the actions :meth:`moved` reports)."""

    def __init__(self, state: State, person: int) -> None:
        self.person = person
        self.kind = state.game.pieces
        self.knowledge = Knowledge(person, self.kind)
        self._view: View = state.view(person)
        self.knowledge.observe(self._view)
        self.lines: list[Line] = []
        self._prompt: Msg | None = None
        self._said(self._turn_lines(state, -1))

    @property
    def pieces(self) -> str:
        return self.kind.name

    def moved(
        self,
        state: State,
        seat: int,
        action: str,
        events: Sequence[Event],
        index: int,
        by: int | None = None,
    ) -> list[Line]:
        """``seat`` took ``action`` (the deal's action number ``index``) and ``state`` is
        the deal after it: the lines this adds, also kept in :attr:`lines`.  ``by``: the
        seat that took the decision for ``seat`` (the person answering for its team)."""
        after = state.view(self.person)
        self.knowledge.observe_events(events)
        self.knowledge.observe(after)
        lines: list[Line] = []
        if state.is_decision(action):
            seen = public_action(action, self.kind, events, self._view, after)
            params: dict[str, object] = {"who": Seat(seat), "action": ActionWords(self.kind, seen)}
            key = "move_line"
            if by is not None and by != seat:
                params, key = {**params, "who": Seat(by), "for_who": Seat(seat)}, "move_line_for"
            shown = self._face_up(events, seat, set(action.split(" ")[1:]))
            if shown:
                params["cards"], key = PiecesWord(self.kind, shown), key + "_shown"
            lines.append(Line("move", Msg(key, params, self.pieces), seat, index))
        else:
            words = state.talk_words(action)
            said = Msg("said_line", {"who": Seat(seat), "words": words}, self.pieces)
            lines.append(Line("talk", said, seat, index))
        for event in events:
            line = self._event_line(event, index, seat)
            if line is not None:
                lines.append(line)
        self._view = after
        lines += self._turn_lines(state, index)
        return self._said(lines)

    def resync(self, state: State, why: Msg | None = None) -> list[Line]:
        """The deal was set back (undo, redo, a restart) to ``state``: say ``why`` and whose
        decision it is now.  What the person saw stays known."""
        self._view = state.view(self.person)
        self.knowledge.observe(self._view)
        self._prompt = None
        lines = [Line("notice", why)] if why is not None else []
        return self._said(lines + self._turn_lines(state, -1))

    def seen(self, action: str) -> str:
        """``action`` as the person knows it now: a blind pick among pieces they cannot see
        (the dummy's face-down cards) is a piece, never its face."""
        return public_action(action, self.kind, (), self._view, self._view)

    def hint(self, decision: Decision) -> Line:
        """The hint ``decision`` (made from the person's own view) as the table says it."""
        seen = Decision(self.seen(decision.action), decision.why)
        return self.add("hint", seen.hint_line(self.pieces), self.person)

    def add(self, kind: LineKind, msg: Msg, seat: int = -1, index: int = -1) -> Line:
        """A line the table says of its own accord (a hint, a refusal, a note …)."""
        line = Line(kind, msg, seat, index)
        self.lines.append(line)
        return line

    def since_person(self, kinds: Sequence[LineKind] = ("move", "talk")) -> list[Line]:
        """The lines of ``kinds`` since the person's own last decision, oldest first."""
        found: list[Line] = []
        for line in reversed(self.lines):
            if line.kind == "move" and line.seat == self.person:
                break
            if line.kind in kinds:
                found.append(line)
        return found[::-1]

    def _said(self, lines: list[Line]) -> list[Line]:
        self.lines += lines
        return lines

    def _face_up(self, events: Sequence[Event], seat: int, named: set[str]) -> tuple[int, ...]:
        """The pieces a move of ``seat`` laid face up from its own hand besides those its
        words name (a packet discarded face up, a card shown); not plays to the trick."""
        shown: list[int] = []
        for event in events:
            if isinstance(event, Moved | Revealed) and self._from_own_hand(event, seat):
                shown += [p for p in event.cards if self.kind.piece_text(p) not in named]
        return tuple(shown)

    @staticmethod
    def _from_own_hand(event: Moved | Revealed, seat: int) -> bool:
        """Whether ``event`` is ``seat``'s own pieces leaving its hand (not to the trick)."""
        if event.player != seat or TRICK in (event.src, event.dst):
            return False
        return isinstance(event, Revealed) or event.src == Zone.hand(seat)

    def _event_line(self, event: Event, index: int, mover: int = -1) -> Line | None:
        if isinstance(event, Moved) and event.cards and TRICK not in (event.src, event.dst):
            if self._from_own_hand(event, mover):
                return None  # said with the move itself
            params = {"who": Seat(event.player), "cards": PiecesWord(self.kind, tuple(event.cards))}
            if event.dst == Zone.hand(event.player):  # taken face up (a stock's top)
                return Line("event", Msg("took_line", params, self.pieces), event.player, index)
            if event.src == Zone.hand(event.player):  # laid face up from a hand
                return Line("event", Msg("laid_line", params, self.pieces), event.player, index)
            return None
        if isinstance(event, TrickWon):
            return Line("trick", trick_words(event), event.player, index)
        if event.why is not None and not isinstance(event, DealEnded):  # the result says how
            return Line("event", event.why, event.player, index)
        return None

    def _turn_lines(self, state: State, index: int) -> list[Line]:
        """The result of a finished deal, or the person's decision when it is theirs."""
        if state.is_terminal:
            summary = state.summary(self.person)
            found = [summary.headline] if summary.headline is not None else []
            return [Line("result", msg, -1, index) for msg in (*found, *summary.lines)]
        if not state.decides(self.person):
            self._prompt = None
            return []
        prompt = state.status(self.person).prompt
        if prompt is None or prompt == self._prompt:
            return []
        self._prompt = prompt
        return [Line("prompt", prompt, self.person, index)]


__all__ = ["Line", "LineKind", "Narrator", "trick_words"]
