"""The bot interface every AI implements, the heuristic base, and the random baseline.

A bot sees only ``view(player)`` and the legal actions (which are public: they
follow from the view), never the state itself — that is what makes bots fair.

A game's :class:`Heuristic` is one decision procedure with two doors:
:meth:`Heuristic.choose` answers from a view with an action string and the reason
in words (hints, the easy level, the table's bots); :meth:`Heuristic.act` answers
from a state with an action id and no words (the search's rollouts, in sampled
worlds).  Both call the game's :meth:`Heuristic.pick`, which reads only what the
deciding seat may know through names the game's view and state share.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

from ..clones import Sendable
from ..game import Legal, State
from ..messages import Msg, Seat, add_catalogue
from ..piece_kinds import kind_named
from ..pieces import ActionWords
from ..signs import Sign
from ..view import View


@dataclass(frozen=True)
class Decision(Sendable):
    """A bot's choice.  ``why`` is its reason *without* the action: a clause written in
    the deciding seat's first person (``{I}``, ``{my}`` … see :mod:`rules_core.messages`),
    so the same words read as a hint to the person ("Hint: Play 3♣ — this trick is not
    worth winning for you") and, once the deal is over, as the bot's own reason ("Bot 2:
    Play 3♣ — this trick is not worth winning for me").  ``why`` comes from the deciding
    seat's private view: during a deal only its owner may read it."""

    action: str
    why: Msg | None = None
    say: tuple[str, ...] = ()  # table talk said before the action (co-op), never a rule

    def hint_line(self, pieces: str) -> Msg:
        """The decision offered to the person as a hint, with its reason (``pieces``: the
        game's piece kind, which the action names)."""
        action = ActionWords(kind_named(pieces), self.action)
        if self.why is None:
            return Msg("hint_line_bare", {"action": action}, pieces)
        return Msg("hint_line", {"action": action, "why": self.why}, pieces)

    def step_line(self, pieces: str) -> Msg:
        """The decision a lesson asks the person to take next, with its reason."""
        action = ActionWords(kind_named(pieces), self.action)
        if self.why is None:
            return Msg("step_line_bare", {"action": action}, pieces)
        return Msg("step_line", {"action": action, "why": self.why}, pieces)

    def reason_line(self, seat: int, pieces: str) -> Msg:
        """The decision as ``seat``'s own words, once its reasons may be read."""
        action = ActionWords(kind_named(pieces), self.action)
        if self.why is None:
            return Msg("move_line", {"who": Seat(seat), "action": action}, pieces)
        why = self.why.spoken_by_self()
        return Msg("reason_line", {"who": Seat(seat), "action": action, "why": why}, pieces)


class Bot(Protocol):
    name: str

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        """Pick one of ``legal`` given the deciding player's ``view``."""
        ...


class Policy(Protocol):
    """The fast door: an action id for the current player of ``state`` (a sampled world)."""

    def act(self, state: State, rng: random.Random) -> int: ...


Seen = TypeVar("Seen")


class Heuristic(ABC, Generic[Seen]):
    """A game's fast heuristic.  ``Seen`` is the game's reading protocol, which both its
    state and its view satisfy; :attr:`view_type` checks the view at the door."""

    name = "heuristic"
    view_type: type[View] = View
    pieces = "french"  # the piece kind of the game's messages

    @abstractmethod
    def pick(
        self, seen: Seen, seat: int, legal: Sequence[int], rng: random.Random, why: list[Msg] | None
    ) -> int:
        """The action id ``seat`` plays; when ``why`` is a list, the reason is appended."""

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        if not isinstance(view, self.view_type):
            raise TypeError(f"{type(self).__name__} reads a {self.view_type.__name__}")
        why: list[Msg] = []
        action = self.pick(cast(Seen, view), view.to_act, list(legal.ids), rng, why)
        return Decision(legal.text(action), why[0] if why else None, self.talk(view))

    def act(self, state: State, rng: random.Random) -> int:
        """The fast door's choice (the search's :func:`~rules_core.ai.search.rollout` asks
        :meth:`pick` the same way, without this call)."""
        seen: Any = state  # a state reads as Seen (typed without a cast: no call per action)
        return self.pick(seen, state.current_player, state.legal_action_ids(), rng, None)

    # -- for the easy level: what it forgets, and where it may slip ----------------------

    def forget(self, view: View) -> View:
        """``view`` as the easy level remembers it, beyond the finished tricks it always
        forgets (a game whose memory lies elsewhere — counts of played kinds — blanks it
        here; default: nothing more)."""
        return view

    def slips(self, legal: Legal) -> list[str]:
        """The actions the easy level may now and then pick without thought: default, the
        card plays when every legal action is one."""
        plays = [a for a in legal.texts if a.startswith("play ")]
        return plays if len(plays) == len(legal) else []

    def talk(self, view: View) -> tuple[str, ...]:
        """What the bot says at the table before it acts (default: nothing)."""
        return ()

    # -- signs agreed in advance (rules_core.signs) -------------------------------------

    sign_messages = ""  # a sign in words: the catalogue key of this prefix and its word

    def sign(self, view: View) -> Sign | None:
        """The sign this bot shows its partners now, from its own ``view`` alone (one of
        the game's :attr:`~rules_core.game.Game.signs`, never a piece named); None:
        nothing (default: the game agrees none)."""
        return None

    def gesture(self, view: View) -> Msg | None:
        """This bot's :meth:`sign` in words, for a person who is its partner."""
        sign = self.sign(view)
        if sign is None or not self.sign_messages:
            return None
        return Msg(self.sign_messages + sign.word)

    # -- for the search's reasons: what a play-out led to, besides its value ------------

    has_facets: bool = True  # False: the search gathers no facets (none would be said)
    facet_order: tuple[str, ...] = ("contract", "trick")  # the first that differs is said
    contract_facet: bool = False  # the game's result says whether a contract was ``made``

    def facets(self, world: State, end: State, player: int) -> dict[str, float]:
        """What the play-out from ``world`` to ``end`` gave ``player``, by name: each a
        number the search averages per candidate and a reason may quote (a share in 0..1
        said in percent).  Default: ``trick``, whether the player's side took the trick
        being played (see :func:`~rules_core.ai.tricks.trick_facets`); a game adds its own
        with its ``search_facet_<name>`` message; ``contract``, whether the contract was
        made, where :attr:`contract_facet` says the result has it."""
        from .tricks import trick_facets

        found = trick_facets(world, end, player)
        if self.contract_facet:
            made = end.result().get("made")
            if isinstance(made, bool):
                found["contract"] = 1.0 if made else 0.0
        return found

    # -- for the search: blind choices (default: every action is its own choice) --------

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """The actions worth searching (a game may stand one for each kind of blind pick)."""
        return list(legal)

    def realise(
        self, view: View, action: int, world_legal: Sequence[int], rng: random.Random
    ) -> int:
        """The action a candidate stands for in a sampled world (a blind pick there)."""
        return action

    def same_choice(self, view: View, a: int, b: int) -> bool:
        """Whether the deciding player could not tell actions ``a`` and ``b`` apart."""
        return a == b


class RandomBot:
    """Uniformly random legal play: the baseline every benchmark compares against."""

    name = "random"

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        return Decision(rng.choice(legal.texts))

    def act(self, state: State, rng: random.Random) -> int:
        return rng.choice(state.legal_action_ids())


def perform(state: State, decision: Decision) -> None:
    """Apply a bot's decision for the current player: its table talk, then its action."""
    seat = state.current_player
    for text in decision.say:
        state.apply(text, seat)
    state.apply(decision.action, seat)


add_catalogue(
    {
        "hint_line": {"en": "Hint: {action} — {why}", "ja": "ヒント：{action} ― {why}"},
        "hint_line_bare": {"en": "Hint: {action}", "ja": "ヒント：{action}"},
        "reason_line": {"en": "{who}: {action} — {why}", "ja": "{who}：{action} ― {why}"},
        "step_line": {"en": "→ {action} — {why}", "ja": "→ {action} ― {why}"},
        "step_line_bare": {"en": "→ {action}", "ja": "→ {action}"},
    }
)

__all__ = ["Bot", "Decision", "Heuristic", "Policy", "RandomBot", "perform"]
