"""Irokanmuri (色冠): four players in two partnerships shed the 100 reading cards of a
Hyakunin Isshu set by "receiving" the card that waits with one of its kind and
"attacking" the next player.  The first player out of cards wins the deal for the pair;
the first pair to win 3 deals wins the match.

Spec: ``shared/rules/irokanmuri.md`` (seed post of 2017-01-22).  Play is
counter-clockwise: seat i+1 sits to seat i's right; teams are seats {0, 2} and {1, 3}.
The rules see a card as its kind (:mod:`rules_core.karuta`); the table shows the poem of
each copy (:func:`~rules_core.karuta.poem_for` for the deal's edition).

This is not a trick game: :class:`IrokanmuriState` is a plain :class:`~rules_core.game.State`.
A turn is one or two actions of the same seat:

- ``attack KIND`` — a card laid face up that now waits for the next seat (the start of the
  deal, after a pass, and after one's own receive);
- ``receive KIND`` — a card of the waiting card's kind (``JITO`` receives anything but
  ``TENJI``; ``TENJI`` receives anything) laid on it; the same seat then attacks;
- ``pass`` — let the waiting card go (allowed even when able to receive); the next seat then
  attacks.  After a ``TENJI`` attack, pass is the only action.

An action names a kind; the state moves the lowest copy of that kind the seat holds.

Rulings where the spec is silent (also pinned by tests):
- the attack after a receive may be any card, a second card of the kind just received with
  included, and a joker too;
- a player who plays their last card — by receiving *or* by attacking — has emptied their
  hand and wins the deal at once (the seed ends the game as soon as any hand is empty;
  the shared example record ends on an attack with a last card);
- a pass reveals nothing for certain (passing is always allowed), but the view lists the
  kinds each seat has passed on and not played since, as a public hint;
- the start of a match's first deal is drawn from the deal number (seed); each next deal
  starts one seat further on (context ``start``); an explicit deal names its ``start``;
- the match is played to 3 deals won; each deal scores ``[1, 0]`` or ``[0, 1]`` by pair.

Editions (option ``edition``): the sizes of the headgear kinds vary by printed set; the
pack, the check of an explicit deal and the poem shown for each card follow the edition
(:data:`~rules_core.karuta.EDITIONS`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import ActionSpace, PieceVerb, Words
from ..clones import Sendable
from ..deal import DealReader, shuffle
from ..events import DealEnded, Detail, Moved, Said, Zone
from ..game import ContextValue, DealRequest, Event, Game, Options, OptionSpec, State
from ..karuta import (
    DEFAULT_EDITION,
    JITO,
    KARUTA,
    KIND_WORDS,
    KINDS,
    STRIDE,
    TENJI,
    edition,
    edition_names,
    edition_pack,
)
from ..messages import Msg, Seat
from ..pieces import PiecesWord, PieceWord, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..trickgame import hand_zone, split_hidden
from ..view import DealStory, Status, Summary, View

# Final: the compiled core reads these as constants (STRIDE, from karuta: piece = copy * 8
# + kind).
PLAYERS: Final = 4
HAND: Final = 25
TARGET: Final = 3  # deals a pair must win to take the match
KIND_COUNT: Final = 8  # len(KINDS)
MAX_COPIES = 100

ATTACK: Final = "attack"
RESPOND: Final = "respond"
OVER: Final = "over"

ATTACK_VERB = PieceVerb("attack", KARUTA, noun="KIND")
RECEIVE_VERB = PieceVerb("receive", KARUTA, noun="KIND")
PASS_WORDS = Words(["pass"])
ACTIONS = ActionSpace(ATTACK_VERB, RECEIVE_VERB, PASS_WORDS)
ATTACK_BASE: Final = ATTACK_VERB.base  # attack KIND = ATTACK_BASE + kind
RECEIVE_BASE: Final = RECEIVE_VERB.base  # receive KIND = RECEIVE_BASE + kind
PASS: Final = PASS_WORDS.base

# Every copy of a kind, as a mask over pieces.
KIND_MASK: tuple[int, ...] = tuple(
    mask_of(kind + STRIDE * copy for copy in range(MAX_COPIES)) for kind in KINDS
)
JOKERS = (JITO, TENJI)


def team_of(seat: int) -> int:
    return seat % 2


def played_zone(seat: int) -> Zone:
    """The face-up pile before ``seat``: every card it has received or attacked with."""
    return Zone.of("played", seat)


def _receivers(waiting_kind: int) -> tuple[int, ...]:
    if waiting_kind == TENJI:
        return ()
    return tuple(dict.fromkeys((waiting_kind, JITO, TENJI)))


# The kinds that may receive each kind, worked out once (see receivers).
RECEIVERS: tuple[tuple[int, ...], ...] = tuple(_receivers(kind) for kind in KINDS)
ALL_KINDS: Final = 0xFF  # a set of kinds is a byte: bit ``1 << kind``
# The legal attacks of a hand holding the set of kinds ``held``: ATTACKS_OF[held].
ATTACKS_OF: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(ATTACK_BASE + kind for kind in KINDS if held >> kind & 1) for held in range(ALL_KINDS + 1)
)
# The legal answers to a waiting kind of a hand holding the set of kinds ``held``:
# ANSWERS_OF[waiting_kind][held], its receives in the order of RECEIVERS, then the pass.
ANSWERS_OF: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(
        (*(RECEIVE_BASE + kind for kind in kinds if held >> kind & 1), PASS)
        for held in range(ALL_KINDS + 1)
    )
    for kinds in RECEIVERS
)


def receivers(waiting_kind: int) -> tuple[int, ...]:
    """The kinds that may receive a card of ``waiting_kind``: its own kind, ``JITO`` (not
    for ``TENJI``) and ``TENJI``; nothing receives a ``TENJI`` attack."""
    return RECEIVERS[waiting_kind]


def may_receive(kind: int, waiting_kind: int) -> bool:
    return kind in receivers(waiting_kind)


def kind_of(piece: int) -> int:
    return piece & (STRIDE - 1)


def count_kinds(mask: int) -> list[int]:
    """How many copies of each kind ``mask`` holds."""
    return [(mask & copies).bit_count() for copies in KIND_MASK]


@dataclass(frozen=True)
class Move(Sendable):
    """One public action of the deal: ``verb`` is ``attack``, ``receive`` or ``pass``;
    ``piece`` the card played (for a pass, the card passed on)."""

    seat: int
    verb: str
    piece: int


@dataclass(frozen=True)
class Turn(Sendable):
    """What a seat did on its latest turn: the card it received with (None: it did not
    receive), the card it attacked with (None: not yet, or it passed or won on a receive),
    and whether it passed."""

    received: int | None = None
    attacked: int | None = None
    passed: bool = False


@dataclass(frozen=True, kw_only=True)
class IrokanmuriView(View):
    """What one seat sees.  Besides the base fields (``hand``, ``hand_sizes``, ``to_act``,
    ``teams``, ``scores`` — one per pair — and ``phase``: ``attack``, ``respond`` or
    ``over``; ``trick`` and ``tricks`` stay empty):

    - ``edition``: the name of the card edition (:data:`rules_core.karuta.EDITIONS`);
    - ``start``: the seat that attacked first this deal;
    - ``waiting``: the card that waits to be received (None: nothing waits — at the start,
      after a pass, after a receive), ``attacker`` the seat that played it (None likewise);
    - ``last_turns``: per seat, its latest :class:`Turn` (None before its first turn);
    - ``history``: every :class:`Move` of the deal in order (public);
    - ``kind_totals``: the edition's size of each kind (by kind, 8 entries);
      ``played_counts``: cards of each kind played face up so far; ``out_counts``: cards of
      each kind still in some hand (totals less played); ``unseen_counts``: of those, the
      ones not in this seat's hand;
    - ``passed_on``: per seat, a bit per kind (``1 << kind``) it has passed on and not
      played since — a hint, not a proof, that it holds none;
    - ``nearest_team``: the pair whose member is closest to an empty hand (-1: level);
    - ``winner_seat``: the seat that emptied its hand (-1 while the deal goes on).

    Zones (:meth:`zones`): ``played:SEAT``, the cards each seat has played face up, in
    order; the waiting card is the last of its attacker's pile.
    """

    @property
    def pieces(self) -> str:
        return "karuta"

    edition: str
    start: int
    waiting: int | None
    attacker: int | None
    last_turns: tuple[Turn | None, ...]
    history: tuple[Move, ...]
    kind_totals: tuple[int, ...]
    played_counts: tuple[int, ...]
    out_counts: tuple[int, ...]
    unseen_counts: tuple[int, ...]
    passed_on: tuple[int, ...]
    nearest_team: int
    winner_seat: int

    def zones(self) -> dict[str, tuple[int, ...]]:
        piles: dict[str, list[int]] = {played_zone(s): [] for s in range(len(self.hand_sizes))}
        for move in self.history:
            if move.verb != "pass":
                piles[played_zone(move.seat)].append(move.piece)
        return {zone: tuple(cards) for zone, cards in piles.items()}

    def counts(self) -> dict[str, int]:
        return {}

    def led_suit(self) -> int | None:
        return None

    def kind_counts(self, seat: int) -> list[int]:
        """How many cards of each kind this seat holds (its own hand only)."""
        if seat != self.seat:
            raise ValueError(f"seat {self.seat} cannot see seat {seat}'s hand")
        counts = [0] * KIND_COUNT
        for piece in self.hand:
            counts[piece & (STRIDE - 1)] += 1
        return counts

    def passed_kinds(self, seat: int) -> tuple[int, ...]:
        """The kinds ``seat`` has passed on and not played since."""
        return tuple(k for k in KINDS if self.passed_on[seat] >> k & 1)

    def describe(self) -> list[Msg]:
        """Everything this view holds, in words (there is no trick: the waiting card and
        the counts of played kinds say what lies on the table)."""
        lines = [
            self.msg("seen_hand", cards=PiecesWord(KARUTA, tuple(self.hand))),
            *self.describe_deal(),
        ]
        for other, size in enumerate(self.hand_sizes):
            if other != self.seat:
                more = self.describe_hand(other)
                lines.append(self.msg("seen_other", who=Seat(other), n=size, more=more or ""))
        return lines + self.describe_memory()

    def describe_deal(self) -> list[Msg]:
        lines = [self.msg("iro_seen_edition", edition=Msg(f"iro_edition_{self.edition}"))]
        if self.waiting is not None and self.attacker is not None:
            lines.append(
                self.msg(
                    "iro_seen_waiting",
                    who=Seat(self.attacker),
                    card=PieceWord(KARUTA, self.waiting),
                )
            )
        else:
            lines.append(self.msg("iro_seen_nothing_waits"))
        return lines

    def describe_hand(self, seat: int) -> Msg | None:
        kinds = self.passed_kinds(seat)
        return self.msg("iro_seen_passed", cards=PiecesWord(KARUTA, kinds)) if kinds else None

    def describe_memory(self) -> list[Msg]:
        played = tuple(
            self.msg("iro_seen_kind_count", card=PieceWord(KARUTA, k), n=n)
            for k, n in enumerate(self.played_counts)
            if n
        )
        unseen = tuple(
            self.msg("iro_seen_kind_count", card=PieceWord(KARUTA, k), n=n)
            for k, n in enumerate(self.unseen_counts)
            if n
        )
        return [
            self.msg("iro_seen_played", kinds=played or Msg("nothing")),
            self.msg("iro_seen_unseen", kinds=unseen or Msg("nothing")),
        ]


@dataclass(frozen=True, eq=False)
class IrokanmuriResult(DealResult):
    """The seat that won the deal (None: not yet)."""

    winner_seat: int | None = None

    def as_json(self) -> dict[str, ResultValue]:
        return {"winner_seat": self.winner_seat} if self.winner_seat is not None else {}


class IrokanmuriState(State):
    """One deal, dealt as each seat's kinds in deal order (``dealt_kinds``): the n-th card
    of a kind in the deal is its copy n (:meth:`KarutaCards.identify`; :attr:`dealt` gives
    the pieces).  Engine fields: ``hands`` (per seat and kind, at ``seat * 8 + kind``, the
    copies held as a mask over copy numbers: bit ``copy`` for piece ``copy * 8 + kind`` —
    small ints where one mask of the whole hand would need 800 bits; :meth:`hand_mask`
    gives that mask and :meth:`set_hand` sets a hand), ``held_kinds`` (bit ``seat * 8 +
    kind`` while the seat holds a card of the kind), ``hand_sizes``, ``waiting`` (the
    waiting piece or None) and ``attacker``, ``phase`` (``attack`` / ``respond`` /
    ``over``), ``played_counts`` (per kind), ``passed_on`` (per seat, kinds passed on and
    not played since, a bit each), ``moves`` (the public history as ``(seat, action id,
    piece)``) and ``winner_seat``."""

    def __init__(
        self,
        game: Irokanmuri,
        kinds: Sequence[Sequence[int]],
        start: int,
        dealer: int,
        edition_name: str,
    ) -> None:
        self.game = game
        self.num_players = PLAYERS
        self.edition = edition_name
        self.dealt_kinds: tuple[tuple[int, ...], ...] = tuple(tuple(h) for h in kinds)
        # Each seat holds a run of each kind's copies: those after the seats before it.
        self.hands: list[int] = [0] * (PLAYERS * KIND_COUNT)
        self.hand_sizes: list[int] = [0] * PLAYERS
        # (A list item is updated as x[i] = x[i] + 1 here and in apply_id: compiled, x[i] += 1
        # goes through Python's generic number operations.)
        held = 0
        following = [0] * KIND_COUNT  # the next copy of each kind
        for seat, cards in enumerate(self.dealt_kinds):
            counts = [0] * KIND_COUNT
            for kind in cards:
                counts[kind] = counts[kind] + 1
            for kind in KINDS:
                count = counts[kind]
                if count:
                    index = seat * KIND_COUNT + kind
                    self.hands[index] = ((1 << count) - 1) << following[kind]
                    held |= 1 << index
                    following[kind] = following[kind] + count
            self.hand_sizes[seat] = len(cards)
        self.held_kinds = held
        self.kind_totals = tuple(following)  # the cards of each kind in the deal
        self.start = start
        self.dealer = dealer
        self.current_player = start
        self.is_terminal = False
        self.phase = ATTACK
        self.waiting: int | None = None
        self.attacker: int | None = None
        self.played_counts: list[int] = [0] * KIND_COUNT
        self.passed_on: list[int] = [0] * PLAYERS
        self.moves: list[tuple[int, int, int]] = []
        self.winner_seat = -1

    def clone(self) -> IrokanmuriState:
        twin = self.shallow_copy()
        twin.hands = self.hands[:]
        twin.hand_sizes = self.hand_sizes[:]
        twin.played_counts = self.played_counts[:]
        twin.passed_on = self.passed_on[:]
        twin.moves = self.moves[:]
        return twin

    # -- reading ----------------------------------------------------------------------------

    @property
    def dealt(self) -> tuple[tuple[int, ...], ...]:
        """The pieces dealt to each seat, in deal order."""
        pieces = KARUTA.identify(kind for cards in self.dealt_kinds for kind in cards)
        hands: list[tuple[int, ...]] = []
        at = 0
        for cards in self.dealt_kinds:
            hands.append(tuple(pieces[at : at + len(cards)]))
            at += len(cards)
        return tuple(hands)

    def hand_cards(self, seat: int) -> tuple[int, ...]:
        """The pieces of ``seat``'s hand, kind by kind (each kind's copies lowest first)."""
        cards: list[int] = []
        base = seat * KIND_COUNT
        for kind in KINDS:
            copies = self.hands[base + kind]
            while copies:
                low = copies & -copies
                cards.append((low.bit_length() - 1) * STRIDE + kind)
                copies ^= low
        return tuple(cards)

    def hand_mask(self, seat: int) -> int:
        """``seat``'s hand as one mask over pieces (800 bits: for views and checks only)."""
        return mask_of(self.hand_cards(seat))

    def set_hand(self, seat: int, pieces: Iterable[int]) -> None:
        """Give ``seat`` exactly ``pieces`` (its hand size follows)."""
        copies = [0] * KIND_COUNT
        size = 0
        for piece in pieces:
            kind = piece & (STRIDE - 1)
            copies[kind] = copies[kind] | 1 << (piece // STRIDE)
            size += 1
        held = 0
        for kind in KINDS:
            if copies[kind]:
                held |= 1 << kind
        base = seat * KIND_COUNT
        self.hands[base : base + KIND_COUNT] = copies
        self.held_kinds = self.held_kinds & ~(ALL_KINDS << base) | held << base
        self.hand_sizes[seat] = size

    def kind_counts(self, seat: int) -> list[int]:
        base = seat * KIND_COUNT  # (no count asked of a kind not held: a hand lacks most)
        return [
            copies.bit_count() if copies else 0 for copies in self.hands[base : base + KIND_COUNT]
        ]

    def partner(self, seat: int) -> int:
        return (seat + 2) % PLAYERS

    def received_this_turn(self) -> bool:
        """Whether the seat to act has just received (and now must attack)."""
        return bool(self.moves) and self.moves[-1][1] >= RECEIVE_BASE and self.moves[-1][1] < PASS

    # -- the engine -------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        if self.is_terminal:
            return ()
        held = self.held_kinds >> (self.current_player * KIND_COUNT) & ALL_KINDS
        if self.phase == ATTACK:
            return ATTACKS_OF[held]
        assert self.waiting is not None
        return ANSWERS_OF[self.waiting & (STRIDE - 1)][held]

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        seat = self.current_player
        if action == PASS:
            passed = self.waiting
            assert passed is not None
            kind = passed & (STRIDE - 1)
            if kind != TENJI:  # a forced pass shows nothing
                self.passed_on[seat] = self.passed_on[seat] | 1 << kind
            self.moves.append((seat, PASS, passed))
            self.waiting = self.attacker = None
            self.phase = ATTACK
            self.current_player = (seat + 1) % PLAYERS
            if events is not None:
                events.append(Said(seat, call="pass", details={"passed": passed}))
            return
        receive = action >= RECEIVE_BASE
        kind = action - (RECEIVE_BASE if receive else ATTACK_BASE)
        index = seat * KIND_COUNT + kind
        copies = self.hands[index]
        lowest = copies & -copies  # the first card of the kind: its lowest copy
        copies ^= lowest
        self.hands[index] = copies
        if not copies:
            self.held_kinds ^= 1 << index
        piece = (lowest.bit_length() - 1) * STRIDE + kind
        left = self.hand_sizes[seat] - 1
        self.hand_sizes[seat] = left
        self.played_counts[kind] = self.played_counts[kind] + 1
        passed = self.passed_on[seat]
        if passed:
            self.passed_on[seat] = passed & ~(1 << kind)
        self.moves.append((seat, action, piece))
        if events is not None:
            info: dict[str, Detail] = {"verb": "receive" if receive else "attack"}
            if receive:
                info["received"] = self.waiting
            why = self._receive_why(kind) if receive else None
            src, dst = hand_zone(seat), played_zone(seat)
            events.append(Moved(seat, (piece,), src, dst, details=info, why=why))
        if not left:
            self._win(seat, events)
        elif receive:
            self.waiting = self.attacker = None
            self.phase = ATTACK  # the same seat now attacks
        else:
            self.waiting = piece
            self.attacker = seat
            self.phase = RESPOND
            self.current_player = (seat + 1) % PLAYERS

    def _receive_why(self, kind: int) -> Msg | None:
        if self.waiting is None:
            return None
        if kind == JITO:
            return self.msg("iro_why_jito", card=PieceWord(KARUTA, self.waiting))
        if kind == TENJI:
            return self.msg("iro_why_tenji", card=PieceWord(KARUTA, self.waiting))
        return None

    def _win(self, seat: int, events: list[Event] | None) -> None:
        self.winner_seat = seat
        self.is_terminal = True
        self.current_player = -1
        self.phase = OVER
        self.waiting = self.attacker = None
        if events is not None:
            info: dict[str, Detail] = {"scores": self.scores(), "winner_seat": seat}
            events.append(DealEnded(seat, info, why=self.explain_score()))

    # -- refusals ---------------------------------------------------------------------------

    def action_pieces(self, action: int) -> tuple[int, ...]:
        """The piece an attack or receive moves: the lowest copy of its kind held by the
        seat to act (the kind's first copy when it holds none); a pass moves none."""
        if action == PASS:
            return ()
        kind = action % STRIDE
        seat = self.current_player
        copies = self.hands[seat * KIND_COUNT + kind] if seat >= 0 else 0
        return (((copies & -copies).bit_length() - 1) * STRIDE + kind if copies else kind,)

    def why_illegal(self, action: int) -> Msg:
        seat = self.current_player
        if action == PASS:
            if self.received_this_turn():
                return self.msg("iro_attack_after_receive")
            return self.msg("iro_no_pass_now")
        receive = action >= RECEIVE_BASE
        kind = action - (RECEIVE_BASE if receive else ATTACK_BASE)
        if receive:
            if self.waiting is None:
                if self.received_this_turn():
                    return self.msg("iro_attack_after_receive")
                return self.msg("iro_nothing_to_receive")
            waiting = self.waiting & (STRIDE - 1)
            if waiting == TENJI:
                return self.msg("iro_tenji_must_pass")
            if waiting == JITO and kind not in (JITO, TENJI):
                return self.msg(
                    "iro_only_tenji_receives_jito",
                    with_card=PieceWord(KARUTA, kind),
                    card=PieceWord(KARUTA, waiting),
                )
            if not may_receive(kind, waiting):
                return self.msg(
                    "iro_cannot_receive",
                    with_card=PieceWord(KARUTA, kind),
                    card=PieceWord(KARUTA, waiting),
                )
            return self.msg("iro_kind_not_held", card=PieceWord(KARUTA, kind))
        if self.waiting is not None:
            waiting = self.waiting & (STRIDE - 1)
            if waiting == TENJI:
                return self.msg("iro_tenji_must_pass")
            return self.msg("iro_receive_or_pass", card=PieceWord(KARUTA, waiting))
        if not self.hands[seat * KIND_COUNT + kind]:
            return self.msg("iro_kind_not_held", card=PieceWord(KARUTA, kind))
        return super().why_illegal(action)

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        if self.winner_seat < 0:
            return [0, 0]
        return [1, 0] if team_of(self.winner_seat) == 0 else [0, 1]

    def result(self) -> IrokanmuriResult:
        return IrokanmuriResult(self.winner_seat if self.winner_seat >= 0 else None)

    def explain_score(self) -> Msg | None:
        """How the deal was won, the winner named as a seat (the end panel says it to the
        winner in the second person: :meth:`summary`)."""
        return self._went_out(-1)

    def _went_out(self, viewer: int) -> Msg | None:
        """Who emptied their hand and whether on a receive or an attack, said to
        ``viewer``."""
        if self.winner_seat < 0:
            return None
        key = "iro_out_receive" if self._out_receiving() else "iro_out_attack"
        return _to(viewer, key, self.winner_seat)

    def _out_receiving(self) -> bool:
        """Whether the last card went out on a receive (not an attack)."""
        last = self.moves[-1][1] if self.moves else PASS
        return RECEIVE_BASE <= last < PASS

    def deal_story(self) -> DealStory:
        """No contract: who went out, on a receive or an attack, and the cards the others
        still held."""
        if self.winner_seat < 0:
            return DealStory()
        key = "iro_story_out_receive" if self._out_receiving() else "iro_story_out_attack"
        out = Msg(key, {"who": Seat(self.winner_seat)})
        return DealStory(notes=(out, self._cards_left()))

    def _cards_left(self) -> Msg:
        """The cards every seat but the winner still held ("Bot 1: 2")."""
        left = tuple(
            Msg("iro_summary_left", {"who": Seat(s), "n": self.hand_sizes[s]})
            for s in range(PLAYERS)
            if s != self.winner_seat
        )
        return Msg("iro_summary_cards", {"left": left})

    def summary(self, seat: int) -> Summary:
        """The pair that won as the headline; then who went out and how, and the cards
        every other seat still held ("Bot 1: 2")."""
        why = self._went_out(seat)
        if why is None:
            return Summary()
        ours = team_of(self.winner_seat) == team_of(seat)
        headline = Msg("iro_headline_won" if ours else "iro_headline_lost")
        return Summary(headline, (why, self._cards_left()))

    # -- what a seat sees -------------------------------------------------------------------

    def nearest_team(self) -> int:
        best = [min(self.hand_sizes[s] for s in range(t, PLAYERS, 2)) for t in (0, 1)]
        return -1 if best[0] == best[1] else (0 if best[0] < best[1] else 1)

    def history(self) -> tuple[Move, ...]:
        return tuple(Move(seat, _verb(action), piece) for seat, action, piece in self.moves)

    def last_turns(self) -> tuple[Turn | None, ...]:
        """Each seat's latest turn: its receive and the attack that followed, its lone
        attack, or its pass."""
        turns: list[Turn | None] = [None] * PLAYERS
        found = 0
        moves = self.moves
        for index in range(len(moves) - 1, -1, -1):  # from the latest, until every seat is met
            seat, action, piece = moves[index]
            if turns[seat] is not None:
                continue
            if action == PASS:
                turns[seat] = Turn(passed=True)
            elif action >= RECEIVE_BASE:
                turns[seat] = Turn(received=piece)
            else:
                received = None
                if index > 0:
                    by, verb, card = moves[index - 1]
                    if by == seat and verb >= RECEIVE_BASE:
                        received = card
                turns[seat] = Turn(received=received, attacked=piece)
            found += 1
            if found == PLAYERS:
                break
        return tuple(turns)

    def view(self, player: int) -> IrokanmuriView:
        hand = self.hand_cards(player)
        mine = self.kind_counts(player)
        out = tuple(t - p for t, p in zip(self.kind_totals, self.played_counts, strict=True))
        return IrokanmuriView(
            seat=player,
            phase=self.phase,
            to_act=self.current_player,
            dealer=self.dealer,
            hand=hand,
            hand_sizes=tuple(self.hand_sizes),
            scores=tuple(self.scores()),
            teams=self.teams,
            edition=self.edition,
            start=self.start,
            waiting=self.waiting,
            attacker=self.attacker,
            last_turns=self.last_turns(),
            history=self.history(),
            kind_totals=self.kind_totals,
            played_counts=tuple(self.played_counts),
            out_counts=out,
            unseen_counts=tuple(o - m for o, m in zip(out, mine, strict=True)),
            passed_on=tuple(self.passed_on),
            nearest_team=self.nearest_team(),
            winner_seat=self.winner_seat,
        )

    def status(self, seat: int) -> Status:
        """The words for ``seat``: its own seat is "you" (separate texts where the grammar
        differs: "You attack first", 「あなたの攻めです」), the others by name."""
        return Status(
            prompt=self._prompt(seat),
            centre=self._centre(seat),
            seats=tuple(self._seat_line(s, seat) for s in range(PLAYERS)),
        )

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:  # the table puts the pair that won before it
            return _to(seat, "iro_over", self.winner_seat)
        if self.current_player != seat:
            return None
        if self.phase == ATTACK:
            if self.received_this_turn():
                target = _seat_words((seat + 1) % PLAYERS)
                return self.msg("iro_prompt_attack_after_receive", target=target)
            if not self.moves:
                return self.msg("iro_prompt_first")
            # the seat that passed, on the attack of the reader's partner
            passer = self.moves[-1][0]
            return self.msg(
                "iro_prompt_attack", who=Seat(passer), partner_who=Seat((seat + 2) % PLAYERS)
            )
        assert self.waiting is not None
        waiting = self.waiting & (STRIDE - 1)
        if waiting == TENJI:
            return self.msg("iro_prompt_tenji", card=PieceWord(KARUTA, waiting))
        base = seat * KIND_COUNT
        able = [k for k in receivers(waiting) if self.hands[base + k]]
        if not able:
            return self.msg("iro_prompt_cannot", card=PieceWord(KARUTA, waiting))
        return self.msg(
            "iro_prompt_respond", card=PieceWord(KARUTA, waiting), kinds=kinds_words(able)
        )

    def _centre(self, seat: int) -> Msg:
        if self.is_terminal:
            return _to(seat, "iro_centre_over", self.winner_seat)
        if self.waiting is not None and self.attacker is not None:
            base = "iro_centre_tenji" if kind_of(self.waiting) == TENJI else "iro_centre_attack"
            target = (self.attacker + 1) % PLAYERS
            card = PieceWord(KARUTA, self.waiting)
            if self.attacker == seat:
                return self.msg(f"{base}_by_you", target=_seat_words(target), card=card)
            if target == seat:
                return self.msg(f"{base}_you", who=Seat(self.attacker), card=card)
            return self.msg(base, who=Seat(self.attacker), target=_seat_words(target), card=card)
        if self.received_this_turn():
            key = "iro_centre_received"
        elif not self.moves:
            key = "iro_centre_first"
        else:
            key = "iro_centre_free"
        return _to(seat, key, self.current_player)

    def _seat_line(self, seat: int, viewer: int) -> tuple[Msg, ...]:
        line = [Msg("iro_cards_left", {"n": self.hand_sizes[seat]})]
        turn = self.last_turns()[seat]
        if turn is not None:
            line.append(_turn_words(turn, seat, viewer))
        return tuple(line)

    # -- hidden information -----------------------------------------------------------------

    def sample_hidden(self, player: int, rng: random.Random) -> IrokanmuriState:
        """The other seats' cards dealt afresh from the cards ``player`` cannot see, keeping
        hand sizes and, where the counts allow it, no seat getting a kind it has passed on
        (and not played since).  The split depends only on which cards are unseen."""
        twin = self.clone()
        seats = [s for s in range(PLAYERS) if s != player]
        pool: list[int] = []  # (its order does not matter: split_hidden sorts it)
        for seat in seats:
            pool.extend(self.hand_cards(seat))
        sizes = {seat: self.hand_sizes[seat] for seat in seats}
        passed = self.passed_on

        def lacks(seat: int, piece: int) -> bool:
            return not passed[seat] >> (piece & (STRIDE - 1)) & 1

        try:
            dealt = split_hidden(pool, sizes, lacks, rng, attempts=20)
        except ValueError:  # a pass by a seat that could receive: the hint does not hold
            dealt = split_hidden(pool, sizes, lambda seat, piece: True, rng)
        for seat in seats:
            twin.set_hand(seat, dealt[seat])
        return twin


def _to(viewer: int, key: str, seat: int) -> Msg:
    """Message ``key`` about ``seat``, said to ``viewer``: ``key + "_you"`` (no seat name:
    "You are out of cards", 「あなたの手札が…」) when that seat is the viewer's own."""
    if seat == viewer:
        return Msg(f"{key}_you", pieces="karuta")
    return Msg(key, {"who": Seat(seat)}, pieces="karuta")


def _seat_words(seat: int) -> Msg:
    """A seat's name as a parameter of another message (only ``who`` names a seat)."""
    return Msg("iro_who", {"who": Seat(seat)})


def kinds_words(kinds: Sequence[int]) -> Msg:
    """A few kinds as a list with "or": "Monk", "Monk or Emperor Tenji", 「坊主、持統天皇か
    天智天皇」."""
    if len(kinds) == 1:
        return Msg("iro_kind", {"card": PieceWord(KARUTA, kinds[0])}, pieces="karuta")
    names = ("a_card", "b_card", "c_card")[: len(kinds)]
    if len(kinds) > len(names):
        raise ValueError(f"at most {len(names)} kinds: {kinds!r}")
    words = [PieceWord(KARUTA, kind) for kind in kinds]
    return Msg(f"iro_or_{len(kinds)}", dict(zip(names, words, strict=True)), pieces="karuta")


def _verb(action: int) -> str:
    if action == PASS:
        return "pass"
    return "receive" if action >= RECEIVE_BASE else "attack"


def _turn_words(turn: Turn, seat: int, viewer: int) -> Msg:
    """``seat``'s last turn, said to ``viewer``: a pass is on the attack of the seat
    before, named as the reader knows it ("your attack", "your partner's attack")."""
    if turn.passed:
        attacker = (seat - 1) % PLAYERS
        if attacker == viewer:
            return Msg("iro_turn_passed_on_me")
        if attacker == (viewer + 2) % PLAYERS:
            return Msg("iro_turn_passed_on_partner")
        return Msg("iro_turn_passed", {"who": Seat(attacker)})
    if turn.received is not None and turn.attacked is not None:
        return Msg(
            "iro_turn_both",
            {
                "received_card": PieceWord(KARUTA, turn.received),
                "attacked_card": PieceWord(KARUTA, turn.attacked),
            },
            pieces="karuta",
        )
    if turn.received is not None:
        return Msg("iro_turn_received", {"card": PieceWord(KARUTA, turn.received)}, pieces="karuta")
    assert turn.attacked is not None
    return Msg("iro_turn_attacked", {"card": PieceWord(KARUTA, turn.attacked)}, pieces="karuta")


MESSAGES: dict[str, dict[str, str]] = {
    # refusals
    "iro_no_pass_now": {
        "en": "No card waits for you, so there is nothing to pass: attack with any card.",
        "ja": "受ける札がないので、パスはできません。好きな札で攻めてください。",
    },
    "iro_attack_after_receive": {
        "en": "You have received: now attack with one more card, of any kind.",
        "ja": "受けたので、続けてもう1枚、好きな札で攻めてください。",
    },
    "iro_nothing_to_receive": {
        "en": "No card waits for you to receive: attack with any card.",
        "ja": "受ける札がありません。好きな札で攻めてください。",
    },
    "iro_tenji_must_pass": {
        "en": "Nothing can receive Emperor Tenji: you must pass.",
        "ja": "天智天皇はどの札でも受けられません。パスするしかありません。",
    },
    "iro_cannot_receive": {
        "en": "{with_card} cannot receive {card}: only another {card}, Empress Jitō or Emperor Tenji can.",
        "ja": "{with_card}では{card}を受けられません。受けられるのは{card}、持統天皇、天智天皇だけです。",
    },
    "iro_only_tenji_receives_jito": {
        "en": "{with_card} cannot receive {card}: only Emperor Tenji can.",
        "ja": "{with_card}では{card}を受けられません。受けられるのは天智天皇だけです。",
    },
    "iro_kind_not_held": {
        "en": "You have no {card} in your hand.",
        "ja": "手札に{card}がありません。",
    },
    "iro_receive_or_pass": {
        "en": "{card} waits for you: receive it or pass (after a receive you attack).",
        "ja": "{card}で攻められています。受けるかパスしてください（受けたら続けて攻めます）。",
    },
    # prompts (always to the seat to act)
    "iro_prompt_first": {
        "en": "You attack first: play any card.",
        "ja": "あなたが最初に攻めます。好きな札を1枚出してください。",
    },
    "iro_prompt_attack": {  # the seat before the reader passed on the reader's partner
        "en": "{who} passed on your partner's attack: attack with any card.",
        "ja": "{who}はあなたのパートナー（{partner_who}）の攻めを受けずにパスしました。好きな札で攻めてください。",
    },
    "iro_prompt_attack_after_receive": {
        "en": "Received. Now attack {target} with any card.",
        "ja": "受けました。続けて、好きな札で{target}を攻めてください。",
    },
    "iro_prompt_respond": {
        "en": "{card} waits for you: receive it with {kinds}, or pass.",
        "ja": "{card}で攻められています。{kinds}で受けるか、パスしてください。",
    },
    "iro_prompt_cannot": {
        "en": "{card} waits for you, and nothing in your hand can receive it: pass.",
        "ja": "{card}で攻められていますが、受けられる札がありません。パスしてください。",
    },
    "iro_prompt_tenji": {
        "en": "{card} cannot be received by any card: your only move is to pass (the Pass button, or P).",
        "ja": "{card}はどの札でも受けられません。パスするしかないので、「パス」ボタン（P キー）を押してください。",
    },
    "iro_kind": {"en": "{card}", "ja": "{card}"},
    "iro_or_2": {"en": "{a_card} or {b_card}", "ja": "{a_card}か{b_card}"},
    "iro_or_3": {"en": "{a_card}, {b_card} or {c_card}", "ja": "{a_card}、{b_card}か{c_card}"},
    "iro_who": {"en": "{who}", "ja": "{who}"},
    "iro_over": {
        "en": "{who} is out of cards.",
        "ja": "{who}の手札がなくなりました。",
    },
    "iro_over_you": {
        "en": "You are out of cards.",
        "ja": "あなたの手札がなくなりました。",
    },
    # the centre: who attacks whom ("_you": at the viewer, "_by_you": by the viewer)
    "iro_centre_attack": {
        "en": "{who} attacks {target} with {card}",
        "ja": "{who}が{card}で{target}を攻めています",
    },
    "iro_centre_attack_you": {
        "en": "{who} attacks you with {card}",
        "ja": "{who}が{card}であなたを攻めています",
    },
    "iro_centre_attack_by_you": {
        "en": "You attack {target} with {card}",
        "ja": "あなたが{card}で{target}を攻めています",
    },
    "iro_centre_tenji": {
        "en": "{who} attacks {target} with {card}: nothing can receive it",
        "ja": "{who}が{card}で{target}を攻めています（受けられる札はありません）",
    },
    "iro_centre_tenji_you": {
        "en": "{who} attacks you with {card}: nothing can receive it",
        "ja": "{who}が{card}であなたを攻めています（受けられる札はありません）",
    },
    "iro_centre_tenji_by_you": {
        "en": "You attack {target} with {card}: nothing can receive it",
        "ja": "あなたが{card}で{target}を攻めています（受けられる札はありません）",
    },
    "iro_centre_first": {"en": "{who} attacks first", "ja": "{who}が最初に攻めます"},
    "iro_centre_first_you": {"en": "You attack first", "ja": "あなたが最初に攻めます"},
    "iro_centre_free": {
        "en": "No card waits · {who} attacks",
        "ja": "{who}の攻めです（受ける札はありません）",
    },
    "iro_centre_free_you": {
        "en": "Your attack: play any card",
        "ja": "あなたの攻めです。好きな札を出してください",
    },
    "iro_centre_received": {
        "en": "{who} received and now attacks",
        "ja": "{who}が受けました。続けて攻めます",
    },
    "iro_centre_received_you": {
        "en": "You received: now attack",
        "ja": "受けました。続けて攻めてください",
    },
    "iro_centre_over": {"en": "{who} is out of cards", "ja": "{who}の手札がなくなりました"},
    "iro_centre_over_you": {"en": "You are out of cards", "ja": "あなたの手札がなくなりました"},
    # the seats
    "iro_cards_left": {"en": "{n} cards", "en_one": "1 card", "ja": "{n} 枚"},
    # A pass is always on the attack of the seat before: named from the reader's side.
    "iro_turn_passed": {"en": "passed on an attack by {who}", "ja": "{who}の攻めにパス"},
    "iro_turn_passed_on_me": {"en": "passed on your attack", "ja": "あなたの攻めにパス"},
    "iro_turn_passed_on_partner": {
        "en": "passed on your partner's attack",
        "ja": "あなたのパートナーの攻めにパス",
    },
    "iro_turn_both": {
        "en": "received with {received_card}, attacked with {attacked_card}",
        "ja": "{received_card}で受け、{attacked_card}で攻め",
    },
    "iro_turn_received": {"en": "received with {card}", "ja": "{card}で受け"},
    "iro_turn_attacked": {"en": "attacked with {card}", "ja": "{card}で攻め"},
    # events
    "iro_why_jito": {
        "en": "Empress Jitō can receive any card except Emperor Tenji (here: {card}).",
        "ja": "持統天皇は天智天皇以外のどの札でも受けられます（ここでは{card}）。",
    },
    "iro_why_tenji": {
        "en": "Emperor Tenji can receive any card (here: {card}).",
        "ja": "天智天皇はどの札でも受けられます（ここでは{card}）。",
    },
    # the end of a deal
    "iro_out_receive": {
        "en": "{who} went out by receiving with the last card.",
        "ja": "{who}が最後の1枚で受けて上がりました。",
    },
    "iro_out_receive_you": {
        "en": "You went out by receiving with your last card.",
        "ja": "あなたが最後の1枚で受けて上がりました。",
    },
    "iro_out_attack": {
        "en": "{who} went out by attacking with the last card.",
        "ja": "{who}が最後の1枚で攻めて上がりました。",
    },
    "iro_out_attack_you": {
        "en": "You went out by attacking with your last card.",
        "ja": "あなたが最後の1枚で攻めて上がりました。",
    },
    "iro_headline_won": {"en": "Your pair wins the deal", "ja": "あなたのペアの勝ち"},
    "iro_headline_lost": {"en": "The other pair wins the deal", "ja": "相手ペアの勝ち"},
    "iro_story_out_receive": {
        "en": "{who} went out, receiving",
        "ja": "{who}が受けて上がり",
    },
    "iro_story_out_attack": {
        "en": "{who} went out, attacking",
        "ja": "{who}が攻めて上がり",
    },
    "iro_summary_left": {"en": "{who}: {n}", "ja": "{who}：{n} 枚"},
    "iro_summary_cards": {"en": "Cards left — {left}", "ja": "残りの札 ― {left}"},
    "iro_match": {
        "en": "The first pair to win {target} {target|deal|deals} wins the match.",
        "ja": "先に {target} ディール勝ったペアがマッチの勝ちです。",
    },
    # a view in words
    "iro_seen_edition": {"en": "Card edition: {edition}", "ja": "札の版：{edition}"},
    "iro_seen_waiting": {  # the seat first: the same words fit "You" and "Bot 1"
        "en": "{who}: attacking with {card}",
        "ja": "{who}：{card}で攻めています",
    },
    "iro_seen_nothing_waits": {"en": "No card waits", "ja": "受ける札はありません"},
    "iro_seen_passed": {
        "en": " (passed on {cards})",
        "ja": "（パスした種類：{cards}）",
    },
    "iro_seen_kind_count": {"en": "{card} {n}", "ja": "{card} {n} 枚"},
    "iro_seen_played": {"en": "Played so far: {kinds}", "ja": "出た札：{kinds}"},
    "iro_seen_unseen": {
        "en": "Still in the other hands: {kinds}",
        "ja": "ほかの人の手札に残る札：{kinds}",
    },
    # action words
    "verb_attack": {"en": "Attack with {0}", "ja": "{0}で攻める"},
    "verb_receive": {"en": "Receive with {0}", "ja": "{0}で受ける"},
    **{
        f"iro_edition_{e.name}": {"en": e.titles["en"], "ja": e.titles["ja"]}
        for e in (edition(name) for name in edition_names())
    },
}


class Irokanmuri(Game):
    id = "irokanmuri"
    titles = {"en": "Irokanmuri", "ja": "色冠"}
    player_counts = (PLAYERS,)
    actions = ACTIONS
    messages = MESSAGES
    pieces = KARUTA
    score_unit = "deal"  # a pair wins the deal or loses it
    direction = "counter-clockwise"
    partnerships = True
    team_scores = True
    context_keys = {"start": "seat"}
    options = (
        OptionSpec(
            "edition",
            DEFAULT_EDITION,
            edition_names(),
            {"en": "Card edition", "ja": "札の版"},
            {name: edition(name).titles for name in edition_names()},
        ),
    )

    def start(self, request: DealRequest) -> IrokanmuriState:
        name = str(request.options["edition"])
        pack = edition_pack(name)
        if request.deal is not None:
            reader = DealReader(request.deal, {"hands", "start"}, KARUTA)
            faces = reader.hands("hands", PLAYERS, HAND)
            start = reader.seat("start", PLAYERS)
            flat = [face for hand in faces for face in hand]
            reader.exact(flat, pack, f"deal.hands (edition {name})")
        else:  # the shuffle, then the first deal's start, both from the deal number
            rng = random.Random(request.seed)
            flat = list(pack)
            shuffle(rng, flat)
            drawn = rng.randrange(PLAYERS)
            start = request.context_number("start", drawn)
        kinds = [flat[i * HAND : (i + 1) * HAND] for i in range(PLAYERS)]
        return IrokanmuriState(self, kinds, start, request.dealer, name)

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, IrokanmuriState)
        return {
            "hands": [[KIND_WORDS[kind] for kind in cards] for cards in state.dealt_kinds],
            "start": state.start,
        }

    def next_context(self, state: State) -> dict[str, ContextValue]:
        """Each deal starts one seat further on (counter-clockwise) than the last."""
        assert isinstance(state, IrokanmuriState)
        return {"start": (state.start + 1) % PLAYERS}

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        return max(totals, default=0) >= TARGET

    def match_rule(self, options: Options) -> Msg | None:
        return Msg("iro_match", {"target": TARGET})


GAME = register(Irokanmuri())

__all__ = [
    "ACTIONS",
    "ATTACK",
    "ATTACK_BASE",
    "GAME",
    "KIND_MASK",
    "OVER",
    "PASS",
    "RECEIVE_BASE",
    "RESPOND",
    "IrokanmuriState",
    "IrokanmuriView",
    "Move",
    "Turn",
    "count_kinds",
    "kind_of",
    "kinds_words",
    "may_receive",
    "played_zone",
    "receivers",
    "team_of",
]
