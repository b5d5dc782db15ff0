"""Duplicate: a finished deal played again with a bot in the person's seat.

The same cards (the record's deal), the same dealer and match context; the other seats
play as they did — their recorded moves while the two deals stay alike, then their own
bots at their levels, asked with the same seed a table asks with at that turn
(:func:`turn_seed`).  The person's seat, and any decision the person took for their team,
is the bot's at ``level`` throughout.  The first decision where the bot and the person
chose differently is where the paths parted, with the bot's reason (its view is the
person's own, so nothing is revealed by it).

A :class:`Duplicate` is stepped by whoever asks the bots — the app's search process one
decision at a time, or :func:`play_duplicate` in one go — so the table never waits.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal

from ..clones import Sendable
from ..game import State
from ..messages import Msg
from ..outcome import side_margin
from ..record import Record, record_of
from ..signs import Sign
from . import bot_signs
from .base import Decision

Verdict = Literal["better", "same", "worse"]


def turn_seed(actions_so_far: int, seat: int) -> int:
    """The seed a table's bot decides with at a turn: the same turn of the same deal is
    asked alike, so a deal played again meets the same answers."""
    return actions_so_far * 7919 + seat


@dataclass(frozen=True)
class Turn(Sendable):
    """The next decision to ask a bot for: the seat deciding, at ``level``, with ``seed``,
    from ``viewer``'s view (the person's, for a decision of their team), with the signs
    the bots at the table show now (every seat is a bot's in the duplicate)."""

    seat: int
    level: str
    seed: int
    viewer: int | None = None
    signs: tuple[Sign, ...] = ()


@dataclass(frozen=True)
class Parting(Sendable):
    """Where the two deals parted: the record's entry ``index`` (where the person's turn
    began: their table talk, then their decision) and ``position``, the bot's deal's
    moves before it (the deals are alike up to both); what the person chose and what
    the bot chose instead, and why."""

    index: int
    position: int
    seat: int
    played: str
    bot: str
    why: Msg | None = None


@dataclass(frozen=True)
class Compared(Sendable):
    """Both deals' results for the person's side: its margin (its points less the best
    other side's; a deal of one side: its points) in each, and the bot's verdict."""

    played: int
    bot: int
    verdict: Verdict


class Duplicate:
    """``record``'s deal played again with the bot at ``level`` in seat ``person``;
    ``levels``: each other seat's level as it played."""

    def __init__(
        self, record: Record, person: int, levels: Mapping[int, str], level: str = "strong"
    ) -> None:
        self.record = record
        self.person = person
        self.levels = dict(levels)
        self.level = level
        self.state: State = record.new_state()
        self.start = self.state.clone()
        self.actions: list[tuple[int, str]] = []
        self.cursor = 0  # the record's next entry, while the deals are alike
        self.parting: Parting | None = None
        self.reasons: dict[int, Msg] = {}  # the bots' reasons, by action index
        self.played = record.new_state()
        for seat, action in record.actions:
            self.played.apply(action, seat)

    @property
    def alike(self) -> bool:
        return self.parting is None

    def turn(self) -> Turn | None:
        """The next decision a bot must take, once every move already known is played
        (the record's, while the deals are alike); None when the deal is over."""
        state, person = self.state, self.person
        while not state.is_terminal:
            if state.decides(person):
                viewer = None if state.decider(state.current_player) == person else person
                seed = turn_seed(len(self.actions), state.current_player)
                return Turn(state.current_player, self.level, seed, viewer, self._signs())
            entry = self._recorded()
            if entry is not None:
                self._apply(*entry)
                self.cursor += 1
                continue
            seat = state.current_player
            level = self.levels.get(seat, "normal")
            return Turn(seat, level, turn_seed(len(self.actions), seat), None, self._signs())
        return None

    def _signs(self) -> tuple[Sign, ...]:
        return bot_signs(self.state, range(self.state.num_players))

    def _recorded(self) -> tuple[int, str] | None:
        """The record's next entry for a seat other than the person's, while the deals
        are alike (the person's own table talk is the bot's to say, so it is passed)."""
        if not self.alike:
            return None
        actions = self.record.actions
        while self.cursor < len(actions) and self._persons_talk(*actions[self.cursor]):
            self.cursor += 1
        return actions[self.cursor] if self.cursor < len(actions) else None

    def _persons_talk(self, seat: int, action: str) -> bool:
        return seat == self.person and not self.state.is_decision(action)

    def take(self, decision: Decision) -> None:
        """The bot asked by :meth:`turn` decided: its table talk, then its move.  A
        decision of the person's seat unlike the person's own parts the deals."""
        state = self.state
        seat = state.current_player
        if self.alike and state.decides(self.person):
            self._compare(seat, decision)
        for text in decision.say:
            self._apply(seat, text)
        if decision.why is not None:
            self.reasons[len(self.actions)] = decision.why
        self._apply(seat, decision.action)
        if self.alike:
            self.cursor += 1

    def _compare(self, seat: int, decision: Decision) -> None:
        """Whether the bot chose as the person did here (its talk included)."""
        actions = self.record.actions
        said: list[str] = []
        index = self.cursor
        while index < len(actions) and self._persons_talk(*actions[index]):
            said.append(actions[index][1])
            index += 1
        played = actions[index][1] if index < len(actions) else ""
        if played == decision.action and tuple(said) == decision.say:
            self.cursor = index
            return
        self.parting = Parting(
            self.cursor, len(self.actions), seat, played, decision.action, decision.why
        )

    def _apply(self, seat: int, action: str) -> None:
        self.state.apply(action, seat)
        self.actions.append((seat, action))

    # -- the outcome ---------------------------------------------------------------------

    def bot_record(self) -> Record:
        """The deal as the bot played it (a record the replay viewer opens)."""
        record = self.record
        return record_of(
            self.start,
            list(self.actions),
            seed=record.seed,
            variant=record.variant,
            options=dict(record.options),
            dealer=record.dealer,
            context=dict(record.context),
        )

    def compared(self) -> Compared:
        """Both results for the person's side (the bot's deal must be over)."""
        if not self.state.is_terminal:
            raise ValueError("the bot's deal is not over yet")
        played = margin_of(self.played, self.person)
        bot = margin_of(self.state, self.person)
        verdict: Verdict = "better" if bot > played else "worse" if bot < played else "same"
        return Compared(played, bot, verdict)


def margin_of(state: State, seat: int) -> int:
    """What a finished deal gave ``seat``'s side, by its match points against the best
    other side's (its own points where it is the only side)."""
    game = state.game
    return side_margin(state.teams, game.team_scores, seat, state.match_points())


def play_duplicate(duplicate: Duplicate, decide: Callable[[State, Turn], Decision]) -> Compared:
    """Play ``duplicate`` to its end in one go, ``decide`` answering each turn."""
    while (turn := duplicate.turn()) is not None:
        duplicate.take(decide(duplicate.state, turn))
    return duplicate.compared()


__all__ = [
    "Compared",
    "Duplicate",
    "Parting",
    "Turn",
    "Verdict",
    "margin_of",
    "play_duplicate",
    "turn_seed",
]
