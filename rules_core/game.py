"""The game contract every game implements (DESIGN.md, "The game contract").

A :class:`Game` describes a game (metadata, options) and makes deals; a
:class:`State` is one deal in progress.  States are mutable for speed:
``apply`` changes the state in place and returns the :class:`Event` list the
GUI animates.  An illegal action raises :class:`IllegalAction` *before*
anything changes, so a refused action never leaves a half-applied state.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .messages import Msg


class IllegalAction(Exception):
    """An action the rules do not allow now.  ``msg`` says why, in words."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(str(msg))
        self.msg = msg


class BadDeal(ValueError):
    """An explicit deal or option set that the game cannot start from."""


@dataclass(frozen=True)
class Event:
    """Something that happened when an action was applied.

    ``kind`` is one of a small shared vocabulary so that one animation layer
    serves every game: ``move`` (cards from zone ``src`` to zone ``dst``),
    ``reveal`` (cards turned face up in ``dst``), ``trump``, ``trick`` (a trick
    was decided; ``player`` won it or -1 for the dummy), ``score``, ``end``.
    ``why`` explains the event in words where that helps a learner.
    """

    kind: str
    player: int = -1
    cards: tuple[int, ...] = ()
    src: str = ""
    dst: str = ""
    info: Mapping[str, Any] = field(default_factory=dict)
    why: Msg | None = None


@dataclass(frozen=True)
class OptionSpec:
    name: str
    default: Any
    choices: tuple[Any, ...]
    title: Mapping[str, str]


class State(ABC):
    """One deal in progress."""

    game: Game
    num_players: int

    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat whose decision it is, or -1 when the deal is over."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """Every legal action string now, in the spec's canonical vocabulary."""

    @abstractmethod
    def apply(self, action: str, player: int | None = None) -> list[Event]:
        """Apply ``action`` for ``player`` (default: the current player).

        Raises :class:`IllegalAction` with the reason and leaves the state untouched.
        """

    @property
    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Points per seat (or per team) this deal, so far."""

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """The game-specific result keys of the spec's "Replay output"."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """Exactly what ``player`` may see (a game-specific frozen dataclass)."""

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def sample_hidden(self, player: int, rng: random.Random) -> State:
        """A full state consistent with ``view(player)``, hidden cards resampled."""

    def decider(self, seat: int) -> int:
        """The seat whose view decisions for ``seat`` are made from (itself, except where
        one player decides for a dummy hand)."""
        return seat

    def explain_score(self) -> Msg | None:
        """How this deal's score is reached, in words (None where a game has nothing to add)."""
        return None

    def explain_illegal(self, action: str) -> Msg | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        try:
            self.clone().apply(action)
        except IllegalAction as exc:
            return exc.msg
        return None

    def check_turn(self, player: int | None) -> None:
        """Refuse actions when the deal is over or made by the wrong seat."""
        if self.is_terminal:
            raise IllegalAction(Msg("game_over"))
        if player is not None and player != self.current_player:
            raise IllegalAction(
                Msg("not_your_turn", {"seat": player, "expected": self.current_player})
            )


class Game(ABC):
    """Metadata and the deal factory of one game."""

    id: ClassVar[str]
    titles: ClassVar[Mapping[str, str]]
    player_counts: ClassVar[tuple[int, ...]]
    variants: ClassVar[tuple[str, ...]] = ()
    cooperative: ClassVar[bool] = False  # everyone wins or loses together
    options: ClassVar[tuple[OptionSpec, ...]] = ()

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults merged with ``options``; unknown names or values raise BadDeal."""
        resolved = {spec.name: spec.default for spec in self.options}
        known = {spec.name: spec for spec in self.options}
        for name, value in (options or {}).items():
            spec = known.get(name)
            if spec is None:
                raise BadDeal(f"unknown option {name!r} for {self.id}")
            if spec.choices and value not in spec.choices:
                raise BadDeal(f"option {name!r} must be one of {list(spec.choices)}, not {value!r}")
            resolved[name] = value
        return resolved

    @abstractmethod
    def new_deal(
        self,
        *,
        players: int | None = None,
        variant: str | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        deal: Mapping[str, Any] | None = None,
        dealer: int = 0,
        context: Mapping[str, Any] | None = None,
    ) -> State:
        """Start a deal: from ``deal`` (explicit layout) if given, else shuffled by ``seed``.

        Raises :class:`BadDeal` for an impossible deal or bad options.
        """

    @abstractmethod
    def explicit_deal(self, state: State) -> dict[str, Any]:
        """The explicit ``deal`` object of the record format for ``state``'s deal."""

    def next_dealer(self, dealer: int, state: State) -> int:
        """The dealer of the next deal of a match (default: rotate by one seat)."""
        return (dealer + 1) % state.num_players

    def next_context(self, state: State) -> dict[str, Any]:
        """Match state the next deal needs from this one (e.g. who leads first)."""
        return {}

    def match_over(
        self, totals: Sequence[int], deals_played: int, options: Mapping[str, Any]
    ) -> bool:
        """Whether a match with these running totals is over (default: never)."""
        return False
