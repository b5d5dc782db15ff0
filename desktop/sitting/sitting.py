"""The sitting: the match flow the main window drives, in plain Python (no Qt).

Every game has its own match (``matches``).  A finished deal is counted once in its
match and booked once in the statistics (never a lesson's, never a practice deal's).
The deal on show is autosaved at every move; a game left for another one is *kept
aside*: in memory (``kept``) and on disk as ``kept/<game>.json`` beside the autosave.
Choosing that game again resumes it, also after a restart; a new match, deal number or
record of the same game gives it up, and only after asking.

The sitting decides; the window asks the person and shows the answers.  What the
sitting cannot see (which table is on show, whether a lesson is played there) it is
told: a deal is passed with ``lesson`` True when it is a lesson's.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules_core.game import BadDeal
from rules_core.match import Match
from rules_core.record import Record
from rules_core.registry import get_game

from ..games.playable import LEVELS_KEY, PLAYABLE_GAMES, VARIANT_KEY
from .autosave import Autosave, Resumed
from .booking import statistics_lines
from .session import Session
from .statistics import Opened, Statistics

MAX_DEAL_NUMBER = 999_999_999


class Problem(enum.Enum):
    """What went wrong in writing a saved game (the window words it)."""

    BLOCKED = "blocked"  # a damaged saved game that could not be moved stays in the way
    FAILED = "failed"  # the file could not be written (``error`` says why)


@dataclass(frozen=True)
class SaveProblem:
    kind: Problem
    path: Path
    error: str


@dataclass(frozen=True)
class Counted:
    """A finished deal counted now: ``stats_problem``, a new failure to book it."""

    stats_problem: str | None


@dataclass(frozen=True)
class Room:
    """What making room for a new deal or match of a game takes: ``ask`` whether to give
    up that game's deal or match under way; ``keep_shown``: keep the game on show (of
    another kind) aside first."""

    ask: bool
    keep_shown: bool


def record_name(session: Session) -> str:
    """A record's file name from its game and deal: ``truco-deal-123456.json``."""
    number = f"-deal-{session.seed}" if session.seed is not None else ""
    return f"{session.game_id}{number}.json"


def rule_options(game_id: str, stored: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """The variant and rule options of a new match from a game's ``stored`` options (the
    settings': the variant chosen last, the bots' levels, the rule options); stale or
    hand-edited options fall back to the game's defaults."""
    game = get_game(game_id)
    options = dict(stored)
    variant = options.pop(VARIANT_KEY, None)
    options.pop(LEVELS_KEY, None)  # read by the table, not a rule option
    if not isinstance(variant, str) or variant not in game.variants:
        variant = game.variants[0] if game.variants else None
    try:
        game.resolve_options(options)
    except (ValueError, BadDeal):
        options = {}
    return variant, options


class Sitting:
    """``autosave``: the file of the game on show (None: no saving, nor games kept on
    disk).  ``statistics``: the statistics store (None: off)."""

    def __init__(self, autosave: Autosave | None = None, statistics: Statistics | None = None):
        self.autosave = autosave
        self.stats = statistics
        self.matches: dict[str, Match] = {}
        self.kept: dict[str, Session] = {}  # games kept aside in memory
        # A deal already finished when it was loaded, and whether from the autosave.
        self.loaded_finished: tuple[Session, bool] | None = None
        self.save_error: str | None = None  # the last failure to save (told once)
        self.stats_error: str | None = None  # the last failure to book (told once)

    # -- matches and deals ---------------------------------------------------------------

    def new_match(self, game_id: str, stored: dict[str, Any]) -> Match:
        """A new match of ``game_id`` from its ``stored`` options; where deals form no
        match, the running one goes on while its variant and options stay the same."""
        variant, options = rule_options(game_id, stored)
        match = self.matches.get(game_id)
        same = match is not None and match.variant == variant and match.options == options
        if match is None or get_game(game_id).deals_form_match or not same:
            match = Match(game_id, variant=variant, options=dict(options))
            self.matches[game_id] = match
        return match

    def needs_new_match(self, game_id: str) -> bool:
        match = self.matches.get(game_id)
        return match is None or match.is_over

    def deal(self, game_id: str, number: int) -> Session:
        """The next deal of ``game_id``'s match, dealt by its dealer with its context
        (raises BadDeal, e.g. for options edited by hand)."""
        match = self.matches[game_id]
        return Session(
            game_id,
            int(number),
            dict(match.options),
            dealer=match.dealer,
            context=match.context(),
            variant=match.variant,
        )

    def session_of(self, record: Record) -> Session:
        """A deal to play on from ``record`` (raises on a broken record; KeyError for a
        game the app has no table for)."""
        session = Session.from_record(record)
        if session.game_id not in PLAYABLE_GAMES:
            raise KeyError(session.game_id)
        return session

    def adopt(self, session: Session, from_autosave: bool = False) -> None:
        """``session`` (read from a record) takes its game's place: its match is rebuilt
        from the record's context."""
        self.matches[session.game_id] = session.match()
        finished = session.state.is_terminal
        self.loaded_finished = (session, from_autosave) if finished else None

    # -- counting a finished deal ------------------------------------------------------

    def count(self, session: Session, lesson: bool, levels: Callable[[], str]) -> Counted | None:
        """Count the finished ``session`` once in its match and book it in the statistics
        (undo and replay don't recount; a lesson counts nowhere, a practice deal is
        counted in its match but in no statistics).  None when it was not counted now."""
        if lesson or session.booked or not session.state.is_terminal:
            return None
        match = self.matches.setdefault(session.game_id, session.match())
        match.finish_deal(session.number, session.state, list(session.actions))
        session.booked = True
        return Counted(self.book(session, match, levels))

    def book(self, session: Session, match: Match, levels: Callable[[], str]) -> str | None:
        """The statistics' lines of the deal just counted in ``match``; a new failure to
        tell (one told already is not told again).  A deal already finished when its
        record was opened or pasted was not played here: no line.  One resumed finished
        from the autosave gets its line only if it lacks one (a kill between the autosave
        and the booking)."""
        if self.stats is None or session.practice:
            return None
        once = False
        if self.loaded_finished is not None and self.loaded_finished[0] is session:
            if not self.loaded_finished[1]:
                return None
            once = True
        deal, line, key = statistics_lines(session, match, levels())
        session.booked_key = key
        if deal is None and line is None:
            return None
        error = self.stats.book(deal, line, once=once)
        new = error if error is not None and error != self.stats_error else None
        self.stats_error = error
        return new

    def reopened(self, session: Session) -> bool:
        """A counted deal undone: taken back out of its match and the statistics (from
        now on it is practice), so replaying it books the new result.  True if it was."""
        if not session.booked or session.state.is_terminal:
            return False
        match = self.matches.get(session.game_id)
        if match is not None:
            match.withdraw_last_deal()
        if self.stats is not None and session.booked_key:
            self.stats.withdraw(session.booked_key)
        session.booked, session.booked_key = False, None
        return True

    def open_statistics(self, path: Path, ignore: str | None) -> Opened:
        opened = Statistics.open(path, ignore=ignore)
        self.stats = opened.store
        return opened

    # -- under way, and making room -------------------------------------------------------

    def under_way(self, session: Session | None, lesson: bool = False) -> bool:
        """Whether ``session`` is a real deal under way or of a match not over (a lesson
        loses nothing when left; a game whose deals each stand on their own, the co-op
        game, loses nothing between two deals)."""
        if session is None or lesson:
            return False
        match = self.matches.get(session.game_id)
        game = get_game(session.game_id)
        match_open = (
            match is not None
            and game.deals_form_match
            and game.match_rule(match.options) is not None
            and match.deals_completed > 0
            and not match.is_over
        )
        return (not session.state.is_terminal and bool(session.actions)) or match_open

    def room_for(self, game_id: str, shown: Session | None, lesson: bool) -> Room:
        """Before a new deal or match of ``game_id`` takes the table (``shown``: the deal
        on show, a lesson's if ``lesson``): the game of ``game_id`` under way, on show or
        kept aside, is given up only if the person says so; a game of another kind on
        show is kept aside, nothing asked."""
        same = shown is not None and shown.game_id == game_id
        ask = (same and self.under_way(shown, lesson)) or game_id in self.kept_games()
        keep = shown is not None and not lesson and not same
        return Room(ask=ask, keep_shown=keep)

    # -- saving ---------------------------------------------------------------------------

    def save(self, file: Autosave, session: Session) -> SaveProblem | None:
        """Write ``session`` to ``file``: a new failure to tell (None when it worked, or
        failed as it did the last time: a failure is told once, until saving works)."""
        error = file.write(session.record(autosave=True))
        told = error is None or error == self.save_error
        self.save_error = error
        if told or error is None:
            return None
        kind = Problem.BLOCKED if file.blocked() else Problem.FAILED
        return SaveProblem(kind, file.path, error)

    def write_autosave(self, session: Session | None, lesson: bool) -> SaveProblem | None:
        """Keep the deal on show on disk, finished or not (a finished deal's record
        carries the match so far); a lesson is started again, not resumed."""
        if self.autosave is None or session is None or lesson:
            return None
        return self.save(self.autosave, session)

    def read_autosave(self) -> Resumed | None:
        return self.autosave.read() if self.autosave is not None else None

    # -- games kept aside -----------------------------------------------------------------

    def kept_file(self, game_id: str) -> Autosave | None:
        if self.autosave is None:
            return None
        return Autosave(self.autosave.path.parent / "kept" / f"{game_id}.json")

    def kept_games(self) -> set[str]:
        """The games kept aside, in memory or on disk."""
        games = set(self.kept)
        if self.autosave is not None:
            folder = self.autosave.path.parent / "kept"
            games.update(g for g in PLAYABLE_GAMES if (folder / f"{g}.json").is_file())
        return games

    def keep_aside(self, session: Session | None, lesson: bool) -> tuple[bool, SaveProblem | None]:
        """Keep ``session`` to come back to: whether it was under way (a game with nothing
        under way needs no keeping: its kept copy, if any, is removed), and a problem in
        writing its copy."""
        if session is None or lesson:
            return False, None
        if not self.under_way(session):
            self.forget_kept(session.game_id)
            return False, None
        self.kept[session.game_id] = session
        file = self.kept_file(session.game_id)
        return True, (self.save(file, session) if file is not None else None)

    def forget_kept(self, game_id: str) -> None:
        """The game of ``game_id`` kept aside is given up (or is on show again)."""
        self.kept.pop(game_id, None)
        file = self.kept_file(game_id)
        if file is not None:
            file.remove()

    def read_kept(self, game_id: str) -> Resumed | None:
        """The file of ``game_id`` kept aside, read (None: no folder to keep games in)."""
        file = self.kept_file(game_id)
        return file.read() if file is not None else None
