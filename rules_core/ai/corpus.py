"""The reference corpus: positions where a good player's choice is clear, with the reason
in words, for every game (``rules_core/data/corpus/<game>.json``).

Each position is a record prefix — a deal and the actions taken so far, in the
``torite-record/1`` format — and the choices a good player would make there (any of
them is right).  The search levels must choose right in nearly all of them; a
position the bot gets wrong names itself, with the bot's choice and its reason.

A file holds ``{"positions": [...]}``; a position is::

    {"name": "keep-the-ace",            # unique within the game, kebab-case
     "source": "rules" | "players",     # from the rules, or from what players reported
     "why": {"en": "...", "ja": "..."}, # why the good choice is good, in our own words
     "good": ["play A♠", ...],          # the right choices (action strings, legal there)
     "record": {...}}                   # a torite-record/1 object, its actions the prefix

The position's seat is the one to decide after the prefix (its ``decider``).  This
module stays Python in the compiled build (it runs as a command), so its classes inherit
nothing of the compiled core.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..game import State
from ..record import Record, parse_record, replay
from .base import Decision
from .levels import bot_for
from .protocols import Budgeted
from .search import decide

SOURCES = ("rules", "players")
PASS_MARK = 0.9  # the share of positions the search levels must get right


class BadPosition(ValueError):
    """A corpus entry that cannot be a position (named in the message)."""


@dataclass(frozen=True)
class Position:
    game: str
    name: str
    source: str
    why_en: str
    why_ja: str
    good: tuple[str, ...]
    record: Record

    def state(self) -> State:
        """The position: the record's deal with its actions applied."""
        return replay(self.record)[0]


@dataclass(frozen=True)
class Verdict:
    """One level's choice at one position."""

    position: str
    right: bool
    decision: Decision

    def line(self) -> str:
        """The verdict as a test failure or the bench names it."""
        mark = "right" if self.right else "WRONG"
        why = self.decision.why.text("en") if self.decision.why is not None else "-"
        return f"{self.position}: {mark}, chose {self.decision.action!r} ({why})"


def _parse(game_id: str, entry: object, index: int) -> Position:
    if not isinstance(entry, dict):
        raise BadPosition(f"{game_id} position {index} is not an object")
    name = entry.get("name")
    if not isinstance(name, str) or not name:
        raise BadPosition(f"{game_id} position {index} has no name")
    where = f"{game_id} position {name!r}"
    source, why, good = entry.get("source"), entry.get("why"), entry.get("good")
    if source not in SOURCES:
        raise BadPosition(f"{where}: source must be one of {SOURCES}")
    if not isinstance(why, dict) or not all(isinstance(why.get(k), str) for k in ("en", "ja")):
        raise BadPosition(f"{where}: why needs en and ja texts")
    if not isinstance(good, list) or not good or not all(isinstance(g, str) for g in good):
        raise BadPosition(f"{where}: good must list the right choices")
    record = parse_record(entry.get("record"))
    if record.game != game_id:
        raise BadPosition(f"{where}: the record is of {record.game}")
    return Position(game_id, name, str(source), why["en"], why["ja"], tuple(good), record)


@cache
def positions(game_id: str) -> tuple[Position, ...]:
    """The corpus of ``game_id`` (empty when it has none yet)."""
    files = resources.files("rules_core") / "data" / "corpus"
    path = files / f"{game_id}.json"
    if not path.is_file():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    entries = data.get("positions") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise BadPosition(f"{game_id}: the corpus file needs a positions list")
    found = tuple(_parse(game_id, entry, i) for i, entry in enumerate(entries))
    names = [p.name for p in found]
    if len(set(names)) != len(names):
        raise BadPosition(f"{game_id}: position names repeat")
    return found


def judge(position: Position, level: str, seed: int = 0) -> Verdict:
    """``level``'s choice at ``position``.  The search is bounded by its worlds only, not by
    the clock, so the verdict is the same on a busy machine."""
    bot = bot_for(position.game, level)
    if isinstance(bot, Budgeted):
        bot.seconds = math.inf
    state = position.state()
    decision = decide(bot, state, random.Random(seed))
    return Verdict(position.name, decision.action in position.good, decision)


def score(game_id: str, level: str, names: Sequence[str] | None = None) -> list[Verdict]:
    """``level``'s verdicts on ``game_id``'s corpus (or the positions ``names``)."""
    chosen = [p for p in positions(game_id) if names is None or p.name in names]
    return [judge(p, level) for p in chosen]


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m rules_core.ai.corpus [GAME ...] [--level L ...]``: each level's verdicts."""
    import argparse

    from ..registry import game_ids
    from .levels import LEVELS

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--level", action="append", choices=LEVELS[1:], help="default: strong")
    parser.add_argument("--only", action="append", help="just these positions")
    args = parser.parse_args(argv)
    for game_id in args.games or game_ids():
        for level in args.level or ["strong"]:
            verdicts = score(game_id, level, args.only)
            right = sum(v.right for v in verdicts)
            print(f"{game_id} {level}: {right}/{len(verdicts)}")
            for verdict in verdicts:
                print("  " + verdict.line())
    return 0


__all__ = [
    "PASS_MARK",
    "SOURCES",
    "BadPosition",
    "Position",
    "Verdict",
    "judge",
    "positions",
    "score",
]

if __name__ == "__main__":
    raise SystemExit(main())
