"""Guided first deals: a tutorial is one fixed deal (or a few) of a game, played at the
real table, with words for the steps that teach something.

A tutorial file (``torite-tutorial/1``, JSON) holds, per lesson, a ``torite-record/1``
record of the whole deal and words in English and Japanese: an introduction, notes keyed
by the index of the action they come before, and a closing line.  Every action the
record holds is a step: the person's steps must be taken as written (the table points at
the piece or button), the bots' are played as written.  A step without a note is
explained by the game's own heuristic bot when it would choose the same action there,
from the deciding seat's view only (the fairness rule holds for explanations too).

This module is Qt-free: it checks a tutorial against the rules (every record replays to
the end of its deal) and answers what the next step is and why.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .clones import Sendable
from .game import State
from .messages import Msg
from .record import BadRecord, IllegalRecordAction, Record, parse_record, replay
from .registry import get_game

FORMAT = "torite-tutorial/1"
LANGUAGES = ("en", "ja")

Text = Mapping[str, str]  # the same words in each of LANGUAGES


class BadTutorial(ValueError):
    """A tutorial file that cannot be used (the message says what is wrong)."""


@dataclass(frozen=True)
class Lesson(Sendable):
    """One deal of a tutorial: its record, and what is said before, during and after."""

    record: Record
    intro: Text
    notes: Mapping[int, Text]  # by the index of the action the note comes before
    outro: Text

    @property
    def steps(self) -> int:
        return len(self.record.actions)


@dataclass(frozen=True)
class Tutorial(Sendable):
    game: str
    lessons: tuple[Lesson, ...]


def _text(data: Any, where: str) -> Text:
    if not isinstance(data, dict) or set(data) != set(LANGUAGES):
        raise BadTutorial(f"{where}: words in exactly {', '.join(LANGUAGES)} are needed")
    for lang, words in data.items():
        if not isinstance(words, str) or not words.strip():
            raise BadTutorial(f"{where}: the {lang} words are empty")
    return {lang: str(data[lang]) for lang in LANGUAGES}


def _lesson(data: Any, game: str, where: str) -> Lesson:
    if not isinstance(data, dict):
        raise BadTutorial(f"{where}: a lesson is an object")
    try:
        record = parse_record(data.get("record"))
    except BadRecord as exc:
        raise BadTutorial(f"{where}: {exc}") from exc
    if record.game != game:
        raise BadTutorial(f"{where}: the record is of {record.game}, not {game}")
    try:
        state, _ = replay(record)
    except (BadRecord, IllegalRecordAction) as refused:  # (a name of its own: compiled,
        # a name is one type, and the handler above gives ``exc`` BadRecord's)
        raise BadTutorial(f"{where}: the record does not replay: {refused}") from refused
    if not state.is_terminal:
        raise BadTutorial(f"{where}: the record stops before the end of its deal")
    raw_notes = data.get("notes", {})
    if not isinstance(raw_notes, dict):
        raise BadTutorial(f"{where}: notes are an object keyed by step")
    notes: dict[int, Text] = {}
    for key, words in raw_notes.items():
        if not (isinstance(key, str) and key.isascii() and key.isdecimal()):
            raise BadTutorial(f"{where}: note key {key!r} is not a step number")
        index = int(key)
        if index >= len(record.actions):
            raise BadTutorial(f"{where}: note {index} is past the last step")
        notes[index] = _text(words, f"{where}, note {index}")
    return Lesson(
        record,
        _text(data.get("intro"), f"{where}, intro"),
        notes,
        _text(data.get("outro"), f"{where}, outro"),
    )


def parse_tutorial(text: str | bytes) -> Tutorial:
    """Read and check a tutorial file's text (BadTutorial says what is wrong)."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadTutorial(f"not JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadTutorial(f"not a {FORMAT} file")
    game = data.get("game")
    try:
        get_game(str(game))
    except KeyError as exc:
        raise BadTutorial(f"unknown game {game!r}") from exc
    lessons = data.get("lessons")
    if not isinstance(lessons, list) or not lessons:
        raise BadTutorial("a tutorial needs at least one lesson")
    return Tutorial(
        str(game),
        tuple(_lesson(lesson, str(game), f"lesson {n + 1}") for n, lesson in enumerate(lessons)),
    )


@dataclass(frozen=True)
class Turn(Sendable):
    """The next step of a lesson: the seat to act, the talk it says first (a co-op bot's
    words) and the action itself, with its index in the record."""

    index: int
    seat: int
    talk: tuple[str, ...]
    action: str


class Coach:
    """Reads one lesson along a deal being played from its start: what comes next, and
    the words for it."""

    def __init__(self, tutorial: Tutorial, lesson: int = 0) -> None:
        self.tutorial = tutorial
        self.number = lesson
        self.lesson = tutorial.lessons[lesson]

    @property
    def last(self) -> bool:
        """Whether this is the tutorial's last lesson."""
        return self.number == len(self.tutorial.lessons) - 1

    def turn(self, done: int, state: State) -> Turn | None:
        """The step after ``done`` actions, ``state`` being the deal after them (None: the
        lesson's record is played out).  Talk the same seat says before its action comes
        with it."""
        actions = self.lesson.record.actions
        if done >= len(actions):
            return None
        seat = actions[done][0]
        talk: list[str] = []
        for index in range(done, len(actions)):
            who, text = actions[index]
            if who != seat:
                break
            if state.is_decision(text):
                return Turn(index, seat, tuple(talk), text)
            talk.append(text)
        return None

    def fresh_state(self) -> State:
        """The lesson's deal before its first action."""
        return self.lesson.record.new_state()

    def person_steps(self, person: int) -> tuple[int, ...]:
        """The indices of the record's entries that are the person's to take: the seat
        ``person`` plays, any seat it decides for (a dummy hand), and its team's decisions
        (an answer to a call, which the person takes for a partner)."""
        state = self.fresh_state()
        mine: list[int] = []
        for index, (seat, text) in enumerate(self.lesson.record.actions):
            decision = state.is_decision(text)  # talk is its speaker's own
            if state.decides(person) if decision else state.decider(seat) == person:
                mine.append(index)
            state.apply(text, seat)
        return tuple(mine)

    def note(self, index: int, lang: str) -> str:
        """The lesson's own words before step ``index`` ("" where it has none)."""
        words = self.lesson.notes.get(index)
        return words.get(lang, words["en"]) if words else ""

    def reason(self, state: State, done: int) -> Msg | None:
        """Why the step after ``done`` actions is a good one, in the game's heuristic bot's
        own words, asked from the deciding seat's view; None when that bot would not
        choose the step here (the lesson's note must then say why)."""
        from .ai import heuristic_bot
        from .ai.search import decide

        turn = self.turn(done, state)
        if turn is None or state.is_terminal:
            return None
        decision = decide(heuristic_bot(state.game.id), state, random.Random(done))
        return decision.why if decision.action == turn.action else None

    @staticmethod
    def text(words: Text, lang: str) -> str:
        return words.get(lang, words["en"])


__all__ = [
    "FORMAT",
    "LANGUAGES",
    "BadTutorial",
    "Coach",
    "Lesson",
    "Text",
    "Turn",
    "Tutorial",
    "parse_tutorial",
]
