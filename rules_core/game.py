"""The game contract every game implements (DESIGN.md, "The game contract").

A :class:`Game` describes a game — metadata the rest of the code reads instead of
knowing games (teams, direction of play, piece kind, per-team scores, action
space, messages) — and makes deals.  A :class:`State` is one deal in progress,
with one engine and two doors:

- the fast door: :meth:`State.legal_action_ids` and :meth:`State.apply_id` on
  small ints, no validation and no events (rollouts, solvers, playouts);
- the string door: :meth:`State.legal_actions` and :meth:`State.apply` in the
  spec's vocabulary, which parse, refuse an illegal action with the reason
  *before* anything changes, and return the :class:`Event` list the GUI animates.

Both doors run the same ``apply_id``: a game writes each rule once.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar, Literal, NamedTuple, cast

from .actions import ActionId, ActionSpace, IllegalAction
from .cards import FRENCH
from .clones import Cloneable, Sendable
from .deal import BadDeal
from .echo import bounded, echo
from .events import Event
from .messages import Catalogue, DealWord, Msg, Seat
from .outcome import Outcome, outcome_of
from .pieces import ActionWords, PieceKind
from .result import DealResult
from .signs import Sign
from .view import DealStory, Status, Summary, View

if TYPE_CHECKING:
    from .claims import Claim

Direction = Literal["clockwise", "counter-clockwise"]
MAX_SCORE = 10**9  # |score| in a context beyond this is not a real match


# What a deal's context holds once checked: a seat or a count, or scores.
ContextValue = int | list[int]
Context = Mapping[str, ContextValue]

# The value of a game option (a flag, a number, a word), and a deal's options by name.
OptionValue = bool | int | str
Options = Mapping[str, OptionValue]


@dataclass(frozen=True)
class OptionSpec(Sendable):
    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    title: Mapping[str, str]
    # A choice in words, by language, where its value is no word for a player (an edition).
    choice_titles: Mapping[OptionValue, Mapping[str, str]] = field(default_factory=dict)

    def choice_title(self, choice: OptionValue, lang: str) -> str:
        """How ``choice`` is shown in ``lang`` (its value when it has no title)."""
        return self.choice_titles.get(choice, {}).get(lang, str(choice))


@dataclass(frozen=True)
class Legal(Sendable):
    """The legal actions now, as ids and as the spec's strings (same order)."""

    ids: tuple[ActionId, ...]
    texts: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.ids)

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def text(self, action: ActionId) -> str:
        return self.texts[self.ids.index(action)]

    def id(self, text: str) -> ActionId:
        return self.ids[self.texts.index(text)]


ContextKind = Literal["seat", "count", "scores"]


class DealRequest(NamedTuple):
    """Everything a deal starts from (the record's header), checked by the base class:
    options resolved, ``players`` the seat count, ``context`` of known keys and types."""

    players: int
    variant: str | None
    options: Options
    seed: int | None
    deal: Mapping[str, object] | None
    dealer: int
    context: Context

    def context_number(self, key: str, default: int) -> int:
        """A number of the context (a seat, a count), ``default`` where it has none."""
        value = self.context.get(key, default)
        assert isinstance(value, int), key
        return value

    def context_numbers(self, key: str, default: Sequence[int]) -> list[int]:
        """Numbers of the context (scores before the deal), ``default`` where it has none."""
        value = self.context.get(key, default)
        assert not isinstance(value, int), key
        return list(value)


class State(Cloneable, ABC):
    """One deal in progress.  ``current_player`` is -1 and ``is_terminal`` true once the
    deal is over; both are plain attributes every transition keeps up to date."""

    game: Game
    num_players: int
    current_player: int
    is_terminal: bool
    # What was done through the string door, and the state before the first of it (the
    # deal's start): :meth:`actions_taken` reads them.  Rollouts use the fast door and leave them.
    trail: tuple[tuple[int, str], ...]
    origin: State

    # -- the engine (fast door) -----------------------------------------------------------

    @abstractmethod
    def legal_action_ids(self) -> Sequence[ActionId]:
        """Every legal action id now (empty when the deal is over); the sequence may be
        shared, never change it."""

    @abstractmethod
    def apply_id(self, action: ActionId, events: list[Event] | None = None) -> None:
        """Apply a legal ``action`` for the current player, unchecked; with ``events``
        given, append what happened to it."""

    def why_illegal(self, action: ActionId) -> Msg:
        """Why the parsed ``action`` is not legal now (called only when it is not)."""
        return self.msg("not_now", action=ActionWords(self.game.pieces, self.action_text(action)))

    def action_text(self, action: ActionId) -> str:
        return self.game.actions.text(action)

    def action_id(self, text: str) -> ActionId:
        """The id of ``text``; IllegalAction when it is not in the game's vocabulary."""
        return self.game.actions.parse(text)

    def action_pieces(self, action: ActionId) -> tuple[int, ...]:
        """The pieces ``action`` names: one for a piece verb, the chosen set for a
        :class:`~rules_core.actions.PieceSet` (games with one override this), else none."""
        piece = self.game.actions.piece_of(action)
        return () if piece is None else (piece,)

    def action_zone(self, action: ActionId) -> str | None:
        """Where the piece ``action`` acts on lies when it is not in the hand of the seat
        deciding (Finesse's lead of a partner's table card: ``table:2``); None: that hand."""
        return None

    def selection_note(self, pieces: Sequence[int]) -> Msg | None:
        """What choosing ``pieces`` together (a PieceSet action) would lead to, in words,
        while the player is still choosing; None where the game has nothing to say."""
        return None

    # -- the string door ------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        """Every legal action string now, in the spec's canonical vocabulary."""
        text = self.action_text
        return [text(a) for a in self.legal_action_ids()]

    def legal(self) -> Legal:
        ids = tuple(self.legal_action_ids())
        return Legal(ids, tuple(self.action_text(a) for a in ids))

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        """Apply ``action`` for ``player`` (default: the current player).

        Raises :class:`IllegalAction` with the reason and leaves the state untouched.
        """
        self.check_turn(player)
        action_id = self.checked_id(action)
        trail = self.actions_taken()
        if not trail:
            self.origin = self.clone()
        seat = self.current_player if player is None else player
        events: list[Event] = []
        self.apply_id(action_id, events)
        self.trail = (*trail, (seat, self.action_text(action_id)))
        return events

    def actions_taken(self) -> tuple[tuple[int, str], ...]:
        """Every action applied through the string door, as a record lists them (seat,
        text); replayed on :meth:`state_before_actions` they give this state again."""
        return getattr(self, "trail", ())

    def state_before_actions(self) -> State:
        """A copy of the state before the first action of :meth:`actions_taken` (this state's own
        copy when there is none yet)."""
        start: State = getattr(self, "origin", self)
        return start.clone()

    def checked_id(self, action: str) -> ActionId:
        """The id of a legal ``action``, or IllegalAction with the reason."""
        action_id = self.action_id(action)
        if action_id not in self.legal_action_ids():
            raise IllegalAction(self.why_illegal(action_id))
        return action_id

    def is_decision(self, action: str) -> bool:
        """Whether ``action`` is a decision of the game (table talk is not)."""
        return True

    def talk_words(self, text: str) -> Msg:
        """Table talk ``text`` (an action that is no decision) in words."""
        return Msg("said_text", {"text": text})

    def explain_illegal(self, action: str) -> Msg | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        try:
            self.check_turn(None)
            self.checked_id(action)
        except IllegalAction as exc:
            return exc.msg
        return None

    def check_turn(self, player: int | None) -> None:
        """Refuse actions when the deal is over or made by the wrong seat."""
        if self.is_terminal:
            raise IllegalAction(Msg("game_over"))
        if player is not None and player != self.current_player:
            raise IllegalAction(
                Msg(
                    "not_your_turn",
                    {"who": Seat(player), "expected_who": Seat(self.current_player)},
                )
            )

    def msg(self, key: str, **params: object) -> Msg:
        """A message whose pieces are this game's."""
        return Msg(key, params, pieces=self.game.pieces.name)

    # -- the rest of the contract ---------------------------------------------------------

    @abstractmethod
    def scores(self) -> list[int]:
        """Points per seat (or per team, see ``Game.team_scores``) this deal, so far."""

    def match_points(self) -> list[int]:
        """What this deal adds to the match's running totals (default: its ``scores``); a
        game won on game points, not on the points taken, says so here."""
        return self.scores()

    @abstractmethod
    def result(self) -> DealResult:
        """The game's typed result: the keys of the spec's "Replay output"
        (:meth:`DealResult.as_json`)."""

    @abstractmethod
    def view(self, player: int) -> View:
        """Exactly what ``player`` may see."""

    def open_view(self, seat: int) -> View:
        """``seat``'s view with every hand open (a replay asked to show them all): never
        a view to decide from."""
        hands = tuple(self.view(other).hand for other in range(self.num_players))
        return replace(self.view(seat), open_hands=hands)

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def sample_hidden(self, player: int, rng: random.Random) -> State:
        """A full state consistent with ``view(player)``, hidden pieces resampled; it must
        depend on the view only (never on where the hidden pieces really are)."""

    def status(self, seat: int) -> Status:
        """The words a table shows to ``seat`` (the prompt, a centre line, seat lines)."""
        return Status(prompt=self.deal_over() if self.is_terminal else None)

    def deal_over(self) -> Msg:
        """The line a finished deal says: "The hand is over." in the game's own word."""
        words = tuple((lang, pair[0]) for lang, pair in self.game.deal_words.items())
        return Msg("deal_over", {"deal": DealWord(words)})

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self.game.teams(self.num_players)

    def outcome(self, seat: int) -> Outcome | None:
        """What the finished deal is for ``seat`` (see :mod:`rules_core.outcome`): the
        result's ``win`` where the game has one, else its side placed by the deal's match
        points; None for a void deal (it is dealt again and counts for nothing)."""
        if not self.is_terminal:
            raise ValueError("only a finished deal has an outcome")
        result = self.result()
        if result.get("redeal"):
            return None
        win = result.get("win")
        return outcome_of(
            self.teams,
            self.game.team_scores,
            seat,
            self.match_points(),
            self.scores(),
            win if isinstance(win, bool) else None,
        )

    def team_decides(self) -> bool:
        """Whether the decision now belongs to the current player's whole team (Truco's
        answer to a call): a table lets its person take it for a bot partner, and the
        record names the current seat (default: no, each seat decides alone)."""
        return False

    def decides(self, person: int) -> bool:
        """Whether ``person`` takes the decision now: the current seat's, when it plays
        that seat or decides for it (a dummy hand), or its team's (an answer to a call,
        taken for a partner)."""
        seat = self.current_player
        if seat < 0:
            return False
        if self.decider(seat) == person:
            return True
        return self.team_decides() and any(seat in t and person in t for t in self.teams)

    def decider(self, seat: int) -> int:
        """The seat whose view decisions for ``seat`` are made from (itself, except where
        one player decides for a dummy hand)."""
        return seat

    def signs_open(self, seat: int) -> tuple[str, ...]:
        """The signs agreed in advance (:attr:`Game.signs`) that ``seat`` may show its
        partners now, where one can tell them something (default: none)."""
        return ()

    def sign(self, seat: int, word: str) -> Sign:
        """``seat``'s sign ``word`` shown now (it speaks of the pieces ``seat`` holds
        now); ValueError where ``seat`` may not show it."""
        if word not in self.signs_open(seat):
            raise ValueError(f"seat {seat} may not show the sign {word!r} now")
        return Sign(seat, word, len(self.view(seat).hand))

    def explain_score(self) -> Msg | None:
        """How this deal's score is reached, in words (None where a game has nothing to add)."""
        return None

    def summary(self, seat: int) -> Summary:
        """A finished deal in words for ``seat``: by default how the score was reached (a
        void deal says it is dealt again)."""
        if self.result().get("redeal"):
            return Summary(lines=(Msg("deal_void"),))
        why = self.explain_score()
        return Summary(lines=(why,) if why is not None else ())

    def deal_story(self) -> DealStory:
        """A finished deal told for the match's score sheet (see :class:`DealStory`): its
        declarer, contract, whether it was made, and its marriages, calls or trump, all
        public once the deal is over.  By default nothing (a game without such things)."""
        return DealStory()

    def seat_role(self, seat: int) -> Msg | None:
        """What a seat is when it is not a player of its own (a dummy hand), else None."""
        return None

    def claim_open(self, seat: int) -> bool:
        """Whether ``seat`` may claim the rest of the deal now (:mod:`rules_core.claims`):
        by default on its turn to play a piece, once it knows where every piece still
        in play lies."""
        from .claims import trick_claim_open

        return trick_claim_open(self, seat)

    def claim(self, seat: int, others: Callable[[State], str] | None = None) -> Claim:
        """``seat``'s claim checked (by default: every trick left to its side, whatever
        the others play) and, when it holds, the deal played out — ``others``: how the
        seats outside its side play (their action), by default their first legal one."""
        from .claims import check_trick_claim, first_legal

        return check_trick_claim(self, seat, others or first_legal)

    def conditions(self) -> list[tuple[Msg, bool]]:
        """A finished deal's win conditions with whether each holds (where a game has
        them, as the co-op game does; empty otherwise)."""
        return []


class Game(ABC):
    """Metadata and the deal factory of one game."""

    id: ClassVar[str]
    titles: ClassVar[Mapping[str, str]]
    player_counts: ClassVar[tuple[int, ...]]
    variants: ClassVar[tuple[str, ...]] = ()
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    actions: ClassVar[ActionSpace]
    messages: ClassVar[Catalogue] = {}
    pieces: ClassVar[PieceKind] = FRENCH
    direction: ClassVar[Direction] = "clockwise"  # which way seat i+1 sits from seat i
    cooperative: ClassVar[bool] = False  # everyone wins or loses together
    partnerships: ClassVar[bool] = False  # seats {0, 2} against {1, 3}
    team_scores: ClassVar[bool] = False  # scores() holds one entry per team
    # What scores() counts, for words about scores: "points"; "red_pips" (Shikagari); or
    # "deal" for a game whose every deal a side simply wins (1) or loses (0).
    score_unit: ClassVar[str] = "points"
    # Every deal's points go to one side, a stake raised in the play (Truco): two ways of
    # playing compare by the points they take, a deal won at twelve not weighing as one at one.
    plays_for_stakes: ClassVar[bool] = False
    # Signs partners may agree in advance and show each other (rules_core.signs): table
    # information, never an action or a record's; none by default.
    signs: ClassVar[tuple[str, ...]] = ()
    # Context keys this game reads (besides scores_before and deals_before) and their kind.
    context_keys: ClassVar[Mapping[str, ContextKind]] = {}
    # Deals form a match (running totals, a next deal by the next dealer); False for a game
    # whose every deal stands alone (a solitaire: a new game is a new deal).
    deals_form_match: ClassVar[bool] = True
    # The variants in words, for the new-game dialog: variant → language → title.
    variant_titles: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    # What the game calls one deal of a match, by language: (one, several).  A table's
    # "Next deal" reads "Next game" in a game that speaks of games (Shikagari).
    deal_words: ClassVar[Mapping[str, tuple[str, str]]] = {
        "en": ("deal", "deals"),
        "ja": ("ディール", "ディール"),
    }

    def deal_word(self, lang: str, count: int = 1) -> str:
        """The game's word for ``count`` deals in ``lang`` (English when it has none)."""
        one, many = self.deal_words.get(lang) or self.deal_words["en"]
        return one if count == 1 else many

    def teams(self, players: int) -> tuple[tuple[int, ...], ...]:
        """The sides: partners together, everyone together in a co-op game, else each
        seat alone."""
        if self.cooperative:
            return (tuple(range(players)),)
        if self.partnerships:
            return tuple(tuple(range(t, players, 2)) for t in range(2))
        return tuple((seat,) for seat in range(players))

    def score_count(self, players: int) -> int:
        return len(self.teams(players)) if self.team_scores else players

    def resolve_options(self, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Defaults merged with ``options`` (as a record or a caller gives them: checked
        here); unknown names or values raise BadDeal."""
        if options is not None and not isinstance(options, Mapping):
            raise BadDeal("options must be an object")
        resolved: dict[str, OptionValue] = {spec.name: spec.default for spec in self.options}
        known = {spec.name: spec for spec in self.options}
        for name, value in (options or {}).items():
            spec = known.get(name)
            if spec is None:
                raise BadDeal(f"unknown option {echo(name)} for {self.id}")
            if not isinstance(value, (bool, int, str)) or (
                spec.choices
                and (value not in spec.choices or type(value) is not type(spec.default))
            ):
                choices = json.dumps(list(spec.choices))
                shown = bounded(json.dumps(value, default=str), 40)
                raise BadDeal(f"option {echo(name)} must be one of {choices}, not {shown}")
            resolved[name] = value
        return resolved

    def variant_for(self, players: int | None, variant: str | None) -> str | None:
        """The variant a deal is played in, when a game reads it from the player count."""
        return variant

    def seat_count(
        self,
        players: int | None,
        variant: str | None,
        options: Options,
        deal: Mapping[str, object] | None,
    ) -> int:
        """How many seats a deal has (BadDeal for a count or variant the game lacks).
        The default serves games with a fixed count and no variants."""
        if variant is not None and variant not in self.variants:
            raise BadDeal(
                f"{self.titles['en']} has no variant {variant!r}"
                + (f" (variants: {', '.join(self.variants)})" if self.variants else "")
            )
        if len(self.player_counts) == 1:
            count = self.player_counts[0]
            if players not in (None, count):
                raise BadDeal(f"{self.titles['en']} is for exactly {count} players")
            return count
        if players not in self.player_counts:
            raise BadDeal(f"{self.titles['en']} is for {self.player_counts} players")
        assert players is not None
        return players

    def new_deal(
        self,
        *,
        players: int | None = None,
        variant: str | None = None,
        options: Mapping[str, object] | None = None,
        seed: int | None = None,
        deal: Mapping[str, object] | None = None,
        dealer: int = 0,
        context: Mapping[str, object] | None = None,
    ) -> State:
        """Start a deal: from ``deal`` (explicit layout) if given, else shuffled by ``seed``.

        Raises :class:`BadDeal` for an impossible deal, bad options or a bad context.
        """
        resolved = self.resolve_options(options)
        variant = self.variant_for(players, variant)
        if deal is not None and not isinstance(deal, Mapping):
            raise BadDeal("the deal must be an object")
        count = self.seat_count(players, variant, resolved, deal)
        if not _is_int(dealer) or not 0 <= dealer < count:
            raise BadDeal(f"the dealer must be a seat from 0 to {count - 1}")
        if seed is not None and not _is_int(seed):
            raise BadDeal("the seed must be an integer")
        checked = self.check_context(context, count) if context else {}
        return self.start(DealRequest(count, variant, resolved, seed, deal, dealer, checked))

    def check_context(
        self, context: Mapping[str, object] | None, players: int
    ) -> dict[str, ContextValue]:
        """The context, its keys known and their values of the right kind (BadDeal if not)."""
        if context is None:
            return {}
        if not isinstance(context, Mapping):
            raise BadDeal("the context must be an object")
        kinds: dict[str, ContextKind] = {
            "scores_before": "scores",
            "deals_before": "count",
            **self.context_keys,
        }
        for key, value in context.items():
            kind = kinds.get(key)
            if kind is None:
                known = ", ".join(sorted(kinds))
                raise BadDeal(f"unknown context key {key!r} for {self.id} (known: {known})")
            problem = _context_problem(kind, value, players, self.score_count(players))
            if problem:
                raise BadDeal(f"context.{key} must be {problem}")
        # checked above: a whole number, or a list of them
        return {key: cast(ContextValue, value) for key, value in context.items()}

    @abstractmethod
    def start(self, request: DealRequest) -> State:
        """The deal's first state (BadDeal for an impossible explicit deal)."""

    @abstractmethod
    def explicit_deal(self, state: State) -> dict[str, object]:
        """The explicit ``deal`` object of the record format for ``state``'s deal."""

    def next_dealer(self, dealer: int, state: State) -> int:
        """The dealer of the next deal of a match (default: the next seat)."""
        return (dealer + 1) % state.num_players

    def next_context(self, state: State) -> dict[str, ContextValue]:
        """Match state the next deal needs from this one (e.g. who leads first)."""
        return {}

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        """Whether a match with these running totals is over (default: never)."""
        return False

    def match_rule(self, options: Options) -> Msg | None:
        """When the match ends, in words, for the score sheet (None: the game says nothing)."""
        return None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _context_problem(kind: ContextKind, value: object, players: int, scores: int) -> str | None:
    if kind == "seat":
        ok = _is_int(value) and 0 <= value < players  # type: ignore[operator]
        return None if ok else f"a seat from 0 to {players - 1}"
    if kind == "count":
        ok = _is_int(value) and 0 <= value <= MAX_SCORE  # type: ignore[operator]
        return None if ok else "a whole number of deals, 0 or more"
    ok = (
        isinstance(value, list)
        and len(value) == scores
        and all(_is_int(v) and abs(v) <= MAX_SCORE for v in value)
    )
    return None if ok else f"a list of {scores} whole-number scores"


__all__ = [
    "BadDeal",
    "DealRequest",
    "Direction",
    "Event",
    "Game",
    "IllegalAction",
    "Legal",
    "OptionSpec",
    "Outcome",
    "State",
]
