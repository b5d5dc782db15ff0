"""The engine every multi-seat trick game shares: hand masks, the trick in
progress, finished tricks, turn order, voids shown in public, the end of a trick,
views of all that, and hidden-piece sampling.

A game subclasses :class:`TrickGameState`; ``apply_id`` of a card id moves the
card from the hand to the trick, keeps the winning play up to date from the
game's strength table (set by :meth:`~TrickGameState.lead_rule` when the trick is
led), and when the trick is full hands it to :meth:`~TrickGameState.after_trick`
(collect it, then end the deal or let the winner lead).  Games override the
hooks they need; nothing here builds an object per card, so rollouts run on the
same code as the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Self

from .cards import ALL_CARDS, JOKER, Card, SuitWord
from .deal import DealReader, shuffled
from .events import TRICK, DealEnded, Detail, Moved, TrickWon, Zone
from .game import BadDeal, DealRequest, Event, Game, Options, State
from .match_rules import target_or_deals_reached
from .messages import Msg
from .pieces import PieceWord, mask_of, pieces_of
from .trick import deal_round_robin
from .view import HIDDEN, Play, TrickResult

OVER = "over"

# One finished trick: the seat that led it, its pieces in playing order (never changed
# again), the winning seat.
Trick = tuple[int, list[int], int]


def hand_zone(seat: int) -> Zone:
    return Zone.hand(seat)


def won_zone(seat: int) -> Zone:
    return Zone.won(seat)


class TrickGameState(State):
    """Shared state of a trick game.

    Engine fields: ``hands`` (a piece mask per seat), ``trick`` (the pieces of the
    trick in progress), ``lead_card`` (its first face-up piece, -1 before the lead),
    ``led_mask`` (what must be followed), ``strengths`` (the trick's strength table),
    ``best``/``best_at`` (the winning play so far), ``finished`` (:data:`Trick` s),
    ``counts`` (tricks per seat) and ``voids`` (suits each seat has shown it lacks,
    a bit per suit).  The seats of a trick follow each other from ``leader``, the
    seat that played its first piece.
    """

    trick_size_: ClassVar[int] = 0  # plays per trick (0: one per seat)
    special_base: ClassVar[int] = 128  # ids from here on are the game's own (not plays)
    plain_winner: ClassVar[bool] = True  # False: the game's winning_index decides tricks
    free_mask: ClassVar[int] = 0  # pieces playable whatever was led (they show no void)
    phase: str

    def __init__(self, game: Game, hands: Sequence[Sequence[int]], dealer: int) -> None:
        self.game = game
        self.pieces_of = game.pieces.pieces_of  # the pieces of a mask, in the kind's order
        n = self.num_players = len(hands)
        self.dealt: tuple[tuple[int, ...], ...] = tuple(tuple(h) for h in hands)
        self.hands: list[int] = [mask_of(h) for h in hands]
        self.dealer = dealer
        self.current_player = (dealer + 1) % n
        self.is_terminal = False
        self.trick: list[int] = []
        self.leader = self.current_player  # the first seat of the trick in progress
        self.next_seat = tuple((seat + 1) % n for seat in range(n))
        self.trick_size = self.trick_size_ or n
        self.down = 0  # pieces played face down (their faces are private)
        self.lead_card = -1
        self.led = -1  # the led suit (-1: none to follow)
        self.led_mask = 0
        self.strengths: Sequence[int] = ()
        self.best = -1
        self.best_at = 0
        self.finished: list[Trick] = []
        self.counts = [0] * n
        self.voids = [0] * n

    # -- contract -------------------------------------------------------------------------

    def clone(self) -> Self:
        twin = self.shallow_copy()
        twin.hands = self.hands[:]
        twin.trick = self.trick[:]
        twin.finished = self.finished[:]
        twin.counts = self.counts[:]
        twin.voids = self.voids[:]
        self.clone_extra(twin)
        return twin

    def clone_extra(self, twin: Any) -> None:
        """Copy game-specific mutable fields into ``twin`` (lists, dicts)."""

    # -- reading the deal -------------------------------------------------------------------

    def hand_mask(self, seat: int) -> int:
        return self.hands[seat]

    def hand_cards(self, seat: int) -> tuple[int, ...]:
        return tuple(self.pieces_of(self.hands[seat]))

    def played_mask(self) -> int:
        """Every piece played face up so far this deal (or round)."""
        mask = 0
        for _, cards, _ in self.finished:
            for card in cards:
                mask |= 1 << card
        for card in self.trick:
            mask |= 1 << card
        return mask & ~self.down

    def trick_cards(self) -> tuple[int, ...]:
        return tuple(self.trick)

    def trick_leader(self) -> int:
        return self.leader if self.trick else self.current_player

    def tricks_done(self) -> int:
        return len(self.finished)

    def led_suit(self) -> int | None:
        return self.led if self.lead_card >= 0 else None

    def tricks_won(self) -> list[int]:
        return list(self.counts)

    @property
    def trick_counts(self) -> Sequence[int]:
        return self.counts

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(map(int.bit_count, self.hands))

    # -- playing a card ---------------------------------------------------------------------

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        """For a trick led with ``card``: the led suit (-1 for none), the mask of pieces
        that follow it, and the strength of every piece in this trick (a list by piece)."""
        raise NotImplementedError

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        """Ids below ``special_base`` play that card face up to the trick (legal,
        unchecked); the game's own ids go to :meth:`apply_special`."""
        if action >= self.special_base:
            self.apply_special(action, events)
            return
        card = action
        seat = self.current_player
        bit = 1 << card
        self.hands[seat] ^= bit
        trick = self.trick
        if self.lead_card < 0:
            if not trick:
                self.leader = seat
            self.lead_card = card
            self.led, self.led_mask, strengths = self.lead_rule(card)
            self.strengths = strengths
            self.best = strengths[card]
            self.best_at = len(trick)
        else:
            value = self.strengths[card]
            if value > self.best:
                self.best = value
                self.best_at = len(trick)
            if not bit & (self.led_mask | self.free_mask) and self.led >= 0:
                self.voids[seat] |= 1 << self.led
        trick.append(card)
        if events is not None:
            events.append(self.play_event(seat, card, False))
        if len(trick) < self.trick_size:
            self.current_player = self.next_seat[seat]
        else:
            self.end_trick(events)

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        """Apply one of the game's own action ids (bids, choices, reveals …)."""
        raise NotImplementedError

    def play_face_down(self, card: int, events: list[Event] | None) -> None:
        """The current player lays ``card`` face down in the trick (it cannot win, sets no
        suit and shows no void)."""
        seat = self.current_player
        self.hands[seat] ^= 1 << card
        self.down |= 1 << card
        if not self.trick:
            self.leader = seat
        self.trick.append(card)
        if events is not None:
            events.append(self.play_event(seat, card, True))
        if len(self.trick) < self.trick_size:
            self.current_player = (seat + 1) % self.num_players
        else:
            self.end_trick(events)

    def end_trick(self, events: list[Event] | None) -> None:
        cards = self.trick
        index = self.best_at if self.plain_winner else self.winning_index(cards)
        leader = self.leader
        winner = (leader + index) % self.num_players
        self.finished.append((leader, cards, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1  # led, led_mask and strengths are set again by the next lead
        self.current_player = self.leader = winner
        if events is not None:
            shown = tuple(c for c in cards if not self.down >> c & 1)  # face down stays so
            why = self.trick_why(cards, index)
            number = len(self.finished)
            events.append(TrickWon(winner, shown, number, why=why))
        self.after_trick(winner, cards, events)

    def play_event(self, seat: int, card: int, face_down: bool) -> Event:
        shown = () if face_down else (card,)
        return Moved(seat, shown, hand_zone(seat), TRICK, face_down=face_down)

    def winning_index(self, cards: list[int]) -> int:
        """Which play of a full trick wins (default: the strongest, first among equals)."""
        return self.best_at

    def trick_why(self, cards: list[int], index: int) -> Msg | None:
        """Why the winning play won.  The default fits French cards: the joker, the highest
        trump, or the highest card of the led suit (games with other rules override)."""
        if self.game.pieces.name != "french":
            return None
        card = cards[index]
        if card & 127 == JOKER:
            return self.msg("trick_joker", card=PieceWord(self.game.pieces, card))
        trump = self.trump_suit()
        if trump is not None and trump >= 0 and card >> 4 & 7 == trump and self.led != trump:
            return self.msg("trick_trump", card=PieceWord(self.game.pieces, card))
        return self.msg("trick_led", card=PieceWord(self.game.pieces, card))

    def trump_suit(self) -> int | None:
        """The trump suit of the deal (None or NO_TRUMP: none), for explanations."""
        return None

    def after_trick(self, winner: int, cards: list[int], events: list[Event] | None) -> None:
        """After every trick: collect it, refill hands, and end the play when it is over
        (the winner leads next).  Games change the steps, not this order."""
        self.collect(winner, cards, events)
        self.refill(winner, events)
        if self.deal_done():
            self.end_of_play(winner, events)

    def collect(self, winner: int, cards: list[int], events: list[Event] | None) -> None:
        """Where a finished trick goes (default: the winner's pile, :meth:`pile_zone`, which
        only the events show: the engine keeps the trick in ``finished``)."""
        if events is not None:
            info = {"trick_number": len(self.finished)}
            events.append(Moved(winner, tuple(cards), TRICK, self.pile_zone(winner), details=info))

    def pile_zone(self, winner: int) -> Zone:
        """The zone a trick won by ``winner`` goes to (default: the winner's own pile)."""
        return won_zone(winner)

    def refill(self, winner: int, events: list[Event] | None) -> None:
        """Draws after a trick (default: none)."""

    def deal_done(self) -> bool:
        """Whether the play ends after the trick just taken (default: hands are empty)."""
        return not any(self.hands)

    def end_of_play(self, last_winner: int, events: list[Event] | None) -> None:
        """The play is over (default: so is the deal)."""
        self.finish(events)

    def finish(self, events: list[Event] | None) -> None:
        """The deal is over: the end event says what :meth:`end_info` gives."""
        self.is_terminal = True
        self.current_player = -1
        self.phase = OVER
        if events is not None:
            events.append(DealEnded(details=self.end_info()))

    def end_info(self) -> dict[str, Detail]:
        """The end-of-deal hook: what the end event says (default: the deal's scores).  A
        game whose deal can be void, or that scores the match apart, says so here instead
        of overriding :meth:`finish`."""
        return {"scores": self.scores()}

    # -- legality helpers -------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        """In a trick already led: must-follow (:func:`~rules_core.trick.follow_mask`) with
        the game's ``free_mask``; otherwise the game's :meth:`opening_ids`."""
        if self.lead_card >= 0:  # follow_mask, written out
            hand = self.hands[self.current_player]
            followers = hand & self.led_mask
            return self.pieces_of(followers | (hand & self.free_mask) if followers else hand)
        if self.is_terminal:
            return ()
        return self.opening_ids()

    def opening_ids(self) -> Sequence[int]:
        """The legal ids when no trick is being followed — leads, and the game's own
        decisions (bids, choices …); default: any piece held."""
        return self.pieces_of(self.hands[self.current_player])

    def refusal(self, card: int) -> Msg:
        """Why playing ``card`` now is refused: not held, or must follow suit."""
        if not self.hands[self.current_player] >> card & 1:
            return self.msg("card_not_in_hand", card=PieceWord(self.game.pieces, card))
        lead = PieceWord(self.game.pieces, self.lead_card)
        return self.msg("must_follow", lead_card=lead, suit=SuitWord(self.led))

    # -- views ------------------------------------------------------------------------------

    def plays_of(
        self, leader: int, cards: Sequence[int], number: int, viewer: int
    ) -> tuple[Play, ...]:
        """The plays of trick ``number`` (1-based), led by ``leader``, as ``viewer`` sees
        them."""
        n = self.num_players
        return tuple(
            self.make_play((leader + i) % n, card, number, i, viewer)
            for i, card in enumerate(cards)
        )

    def make_play(self, seat: int, card: int, number: int, index: int, viewer: int) -> Play:
        return Play(seat, card)

    def trick_results(self, viewer: int) -> tuple[TrickResult, ...]:
        return tuple(
            TrickResult(n, self.plays_of(leader, cards, n, viewer), winner)
            for n, (leader, cards, winner) in enumerate(self.finished, 1)
        )

    def current_trick(self, viewer: int) -> tuple[Play, ...]:
        return self.plays_of(self.leader, self.trick, len(self.finished) + 1, viewer)

    def view_base(self, seat: int) -> dict[str, Any]:
        """The base view's fields for ``seat`` (a game adds its own and builds its view)."""
        return {
            "seat": seat,
            "phase": self.phase,
            "to_act": self.current_player,
            "dealer": self.dealer,
            "hand": self.hand_cards(seat),
            "hand_sizes": self.hand_sizes,
            "trick": self.current_trick(seat),
            "tricks": self.trick_results(seat),
            "trick_counts": tuple(self.counts),
            "scores": tuple(self.scores()),
            "teams": self.teams,
        }

    # -- hidden information -----------------------------------------------------------------

    def resample_hands(
        self,
        player: int,
        rng: random.Random,
        known: Sequence[int] | None = None,
        extra: Callable[[int, int], bool] | None = None,
    ) -> None:
        """Deal the other seats' unknown pieces afresh, keeping hand sizes, publicly known
        pieces (``known[seat]``, a mask) and shown voids; ``extra(seat, piece)`` may
        forbid more."""
        seats = [s for s in range(self.num_players) if s != player]
        pool: list[int] = []
        sizes: dict[int, int] = {}
        for seat in seats:
            unknown = self.hands[seat] & ~(known[seat] if known else 0)
            pool.extend(pieces_of(unknown))
            sizes[seat] = unknown.bit_count()
        voids = self.voids
        void_suit = self.void_suit

        def allowed(seat: int, piece: int) -> bool:
            if voids[seat] and void_suit(piece, voids[seat]):
                return False
            return extra is None or extra(seat, piece)

        dealt = split_hidden(pool, sizes, allowed, rng)
        for seat in seats:
            self.hands[seat] = (self.hands[seat] & (known[seat] if known else 0)) | mask_of(
                dealt[seat]
            )

    def void_suit(self, piece: int, voids: int) -> bool:
        """Whether ``piece`` belongs to a suit in the ``voids`` bits (French suits here: a
        game with other suits says which pieces belong to the led suit it records)."""
        return piece in _SUITED and bool(voids >> (piece >> 4 & 7) & 1)


_SUITED = frozenset(c for c in ALL_CARDS if c >> 4 < 4) | frozenset(
    c + 128 for c in ALL_CARDS if c >> 4 < 4
)


def split_hidden(
    pool: Sequence[int],
    sizes: Mapping[int, int],
    allowed: Callable[[int, int], bool],
    rng: random.Random,
    attempts: int = 200,
) -> dict[int, list[int]]:
    """Randomly split ``pool`` into hands of ``sizes`` where ``allowed(slot, piece)``.

    Most-constrained pieces are placed first, so a consistent split is found at once
    in practice; the true deal is always one consistent split, so one exists.  The
    pool is sorted before shuffling so the split depends only on *which* pieces are
    hidden (what the player knows), never on where they really lie: bots that sample
    worlds this way are provably fair.
    """
    slots = list(sizes)
    # The slots each piece may go to, in slot order (``allowed`` asked once per pair).
    options = {p: [s for s in slots if allowed(s, p)] for p in pool}
    choices = {p: len(found) for p, found in options.items()}
    for _ in range(attempts):
        pieces = sorted(pool)
        rng.shuffle(pieces)
        pieces.sort(key=choices.__getitem__)
        room = dict(sizes)
        hands: dict[int, list[int]] = {s: [] for s in slots}
        for piece in pieces:
            fits = [s for s in options[piece] if room[s] > 0]
            if not fits:
                break
            slot = rng.choice(fits)
            hands[slot].append(piece)
            room[slot] -= 1
        else:
            return hands
    raise ValueError("no deal satisfies the constraints")


# -- deals of games whose whole deal is the hands -----------------------------------------------


def dealt_hands(request: DealRequest, size: int, pack: Sequence[Card]) -> list[list[Card]]:
    """The explicit ``deal["hands"]`` if given, else a shuffle by the seed dealt one card
    at a time from the dealer's left."""
    players = request.players
    if request.deal is not None:
        reader = DealReader(request.deal, {"hands"})
        hands = reader.hands("hands", players, size)
        reader.exact([c for h in hands for c in h], pack, "deal.hands")
        return hands
    cards = shuffled(pack, request.seed)
    hands, _ = deal_round_robin(cards, players, size, first=(request.dealer + 1) % players)
    return hands


def hands_record(state: TrickGameState) -> dict[str, Any]:
    """The record's ``deal`` for games whose whole deal is the hands."""
    text = state.game.pieces.piece_text
    return {"hands": [[text(c) for c in hand] for hand in state.dealt]}


class FixedTableGame(Game):
    """A game for a fixed number of seats whose whole deal is the hands (Crescendo,
    Hamlet): seeded or explicit deals, the record's deal, and matches that end at a
    target score (option ``target``, 0 = off) or after option ``deals`` deals (one
    deal when the game has neither option)."""

    hand_size: ClassVar[int]
    pack: ClassVar[tuple[Card, ...]]

    def start(self, request: DealRequest) -> TrickGameState:
        return self.make_state(dealt_hands(request, self.hand_size, self.pack), request.dealer)

    def make_state(self, hands: list[list[Card]], dealer: int) -> TrickGameState:
        """The deal's first state from its hands."""
        raise NotImplementedError

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, TrickGameState)
        return hands_record(state)

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        resolved = self.resolve_options(options)
        target, deals = int(resolved.get("target", 0)), int(resolved.get("deals", 1))
        return target_or_deals_reached(totals, deals_played, target, deals)

    def match_rule(self, options: Options) -> Msg | None:
        resolved = self.resolve_options(options)
        target, deals = int(resolved.get("target", 0)), int(resolved.get("deals", 1))
        if target:
            return Msg("match_to_target", {"target": target})
        return Msg("match_of_deals", {"deals": deals}) if deals > 1 else None


__all__ = [
    "HIDDEN",
    "OVER",
    "BadDeal",
    "FixedTableGame",
    "Trick",
    "TrickGameState",
    "dealt_hands",
    "hand_zone",
    "hands_record",
    "split_hidden",
    "won_zone",
]
