"""Difficulty levels, the same four for every game.

- easy: the heuristic with a short memory — it forgets which cards have been
  played (finished tricks look face down to it, and whatever else the game's
  heuristic blanks in ``Heuristic.forget``) and now and then plays a card without
  thinking (``Heuristic.slips``: by default any card play, when all choices are plays);
- normal: the determinising search on a small budget;
- strong: the same search with a larger budget;
- expert: the largest budget a decision may take (about two seconds).  A game's AI
  module may offer its own ``search_bot`` for the search levels (the solitaire uses its
  exact solver on sampled stock orders).

A game added later gets all four from its heuristic alone.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from ..clones import Sendable
from ..game import Legal, State
from ..messages import Msg, add_catalogue
from ..signs import Sign
from ..view import HIDDEN, Play, TrickResult, View
from . import ai_module, heuristic_bot
from .base import Bot, Decision, Heuristic
from .search import DeterminizedSearch, Tally, Weighing

LEVELS: tuple[str, ...] = ("easy", "normal", "strong", "expert")
DEFAULT_LEVEL = "normal"
SLIP_RATE = 0.2  # easy: how often a card is played without thought


@dataclasses.dataclass(frozen=True)
class Budget(Sendable):
    """What a search level may spend on a decision: ``worlds`` dealt in at most ``seconds``;
    ``inference``: worlds that read each earlier decision of the others (0: the worlds
    are dealt as the view allows, unweighted); ``endgame``: a world is solved exactly
    when its tree has at most this many lines (0: never); ``share``: the app's search
    worker shares the worlds out among helper processes, one per spare core."""

    worlds: int
    seconds: float
    inference: int = 0
    endgame: int = 0
    share: bool = False  # share the worlds out among the machine's cores (see .parallel)
    margin: float = 0.0  # standard errors a searched choice must gain by (see .search)


# The strong level weighs 80 worlds: twice what it did (40) before the engine was made about
# twice as fast, in about the time those took; its time cap stays.
# Every search level keeps the rule of thumb's choice unless its worlds clearly beat it (by
# one standard error): normal against the heuristic, 100 duplicate deals each, went from
# 0.487 to 0.530 in Huutopussi, 0.610 to 0.649 in Allmighty, 0.578 to 0.640 in Finesse.
# No decision of any level takes longer than the expert's (a search that gives some
# decisions a multiple of its time caps the multiple here).
LONGEST_DECISION = 2.0
BUDGETS: dict[str, Budget] = {
    "normal": Budget(worlds=8, seconds=0.35, margin=1.0),
    "strong": Budget(worlds=80, seconds=1.0, inference=12, endgame=200, margin=1.0),
    "expert": Budget(
        worlds=240, seconds=LONGEST_DECISION, inference=24, endgame=500, share=True, margin=1.0
    ),
}


class Forgetful:
    """The easy level: the heuristic without memory of finished tricks, and careless."""

    name = "easy"

    def __init__(self, policy: Heuristic[Any], slip_rate: float = SLIP_RATE) -> None:
        self.policy = policy
        self.slip_rate = slip_rate

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        plays = self.policy.slips(legal)
        if len(plays) > 1 and rng.random() < self.slip_rate:
            return Decision(rng.choice(plays), Msg("easy_slip"), self.policy.talk(view))
        remembered = self.policy.forget(forget_tricks(view))
        decision = self.policy.choose(remembered, legal, rng)
        if decision.why is None or remembered == view or len(legal) == 1:
            return decision  # nothing forgotten yet, or nothing to choose
        # Reasoned from a memory without the finished tricks: true as it remembers them.
        return dataclasses.replace(decision, why=Msg("easy_recall", {"why": decision.why}))


def forget_tricks(view: View) -> View:
    """``view`` with the cards of finished tricks turned face down (who led, who won
    and how many tricks each took stay known)."""
    if not view.tricks:
        return view
    blank = tuple(
        TrickResult(r.number, tuple(Play(p.seat, HIDDEN, p.face_down) for p in r.plays), r.winner)
        for r in view.tricks
    )
    return dataclasses.replace(view, tricks=blank)


def bot_for(game_id: str, level: str) -> Bot:
    """The bot for ``game_id`` at ``level`` (one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise KeyError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    heuristic = heuristic_bot(game_id)
    if level == "easy":
        return Forgetful(heuristic)
    budget = level_budget(game_id, level)
    own = getattr(ai_module(game_id), "search_bot", None)
    bot: Bot = (
        own(level, budget)
        if own is not None
        else DeterminizedSearch(heuristic, worlds=budget.worlds, seconds=budget.seconds)
    )
    if isinstance(bot, DeterminizedSearch):  # the level's reading and endgames, every game
        bot.inference = 0 if bot.own_inference else budget.inference
        bot.endgame = budget.endgame
        bot.margin = budget.margin
        bot.spec = (game_id, level)
    return bot


def level_budget(game_id: str, level: str) -> Budget:
    """What ``level`` may spend in ``game_id``: the shared budget, with the worlds the
    game's AI module sets for it in ``LEVEL_WORLDS`` (level -> worlds), if any — a game
    whose play-outs are cheap, or whose heuristic a few worlds already beat, sets its own
    so that each level stays clearly above the one below."""
    worlds: dict[str, int] = getattr(ai_module(game_id), "LEVEL_WORLDS", {})
    budget = BUDGETS[level]
    return dataclasses.replace(budget, worlds=worlds[level]) if level in worlds else budget


def decide_at_level(
    game_id: str,
    level: str,
    state: State,
    seed: int,
    viewer: int | None = None,
    helpers: int | None = None,
    signs: tuple[Sign, ...] = (),
) -> Decision:
    """One decision for ``state``'s player at ``level`` — a plain function of picklable
    arguments, so a worker process can run it.  The bot still sees only a view (the
    ``viewer``'s for a team decision a person asks a hint for).  ``helpers``: processes
    of this one's own that take a share of the search's worlds (see :mod:`.parallel`);
    default: one per spare core for a level that shares, else none.  ``signs``: the
    signs shown at the table now (the deciding player reads its partners')."""
    from .parallel import helper_pool, spare_cores
    from .search import decide

    bot = bot_for(game_id, level)
    if helpers is None:
        helpers = spare_cores() if level in BUDGETS and BUDGETS[level].share else 0
    pool = helper_pool(helpers) if helpers else None
    if pool is not None and isinstance(bot, DeterminizedSearch):
        bot.helpers, bot.sharers, bot.share_task = pool, helpers, tally_share
    return decide(bot, state, random.Random(seed), viewer, signs)


def tally_share(spec: tuple[str, str], seconds: float, weighing: Weighing, share: range) -> Tally:
    """One helper's share of a search: the bot of ``spec`` (game, level) rebuilt in the
    helper, the worlds ``share`` of ``weighing`` tallied within ``seconds``."""
    bot = bot_for(*spec)
    assert isinstance(bot, DeterminizedSearch), "only a determinising search shares out"
    bot.seconds = seconds
    return bot.tally(weighing, share)


add_catalogue(
    {
        "easy_recall": {
            "en": "as far as {I} remember the cards played, {why}",
            "ja": "これまでに出たものをうろ覚えのまま考えると、{why}",
        },
        "easy_slip": {
            "en": "played without much thought.",
            "ja": "深く考えずに選びました。",
        },
    }
)

__all__ = [
    "BUDGETS",
    "DEFAULT_LEVEL",
    "LEVELS",
    "Budget",
    "Forgetful",
    "bot_for",
    "decide_at_level",
    "forget_tricks",
    "level_budget",
    "tally_share",
]
