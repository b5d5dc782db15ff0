"""What every multi-seat trick game shares: hands, the trick in progress, finished
tricks, turn order, voids shown in public, and hidden-card sampling.

A game subclasses :class:`TrickGameState` and supplies who wins a trick
(:meth:`~TrickGameState.trick_winner`) and what happens after one
(:meth:`~TrickGameState.after_trick`); playing a card, noting a shown void,
resolving and recording the trick live here once.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import JOKER, Card, CardSyntaxError, card_str, check_exact_pack, parse_card, suit_of
from .game import BadDeal, Event, Game, IllegalAction, State
from .match_rules import target_or_deals_reached
from .messages import Msg
from .trick import deal_round_robin


@dataclass(frozen=True)
class Play:
    seat: int
    card: Card
    face_down: bool = False
    named_suit: int | None = None  # the suit a led joker names (Crescendo)


@dataclass(frozen=True)
class TrickResult:
    number: int  # 1-based
    plays: tuple[Play, ...]
    winner: int  # seat

    @property
    def leader(self) -> int:
        return self.plays[0].seat

    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.plays)


def hand_zone(seat: int) -> str:
    return f"hand:{seat}"


def won_zone(seat: int) -> str:
    return f"won:{seat}"


class TrickGameState(State):
    """Shared state of a trick game.  ``to_act`` is the seat to decide; ``over`` ends it."""

    def __init__(self, game: Any, hands: Sequence[Sequence[Card]], dealer: int) -> None:
        self.game = game
        self.num_players = len(hands)
        self.hands: list[list[Card]] = [list(h) for h in hands]
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in hands)  # for records
        self.dealer = dealer
        self.trick: list[Play] = []
        self.finished: list[TrickResult] = []
        self.to_act = (dealer + 1) % self.num_players
        self.over = False
        # Suits a seat has shown it lacks by not following: public knowledge.
        self.shown_void: list[set[int]] = [set() for _ in hands]

    # -- contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return -1 if self.over else self.to_act

    @property
    def is_terminal(self) -> bool:
        return self.over

    def clone(self) -> TrickGameState:
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.hands = [list(h) for h in self.hands]
        twin.trick = list(self.trick)
        twin.finished = list(self.finished)
        twin.shown_void = [set(s) for s in self.shown_void]
        self.clone_extra(twin)
        return twin

    def clone_extra(self, twin: Any) -> None:
        """Copy game-specific mutable fields into ``twin`` (lists, dicts)."""

    # -- tricks ---------------------------------------------------------------------------

    def tricks_won(self) -> list[int]:
        counts = [0] * self.num_players
        for result in self.finished:
            counts[result.winner] += 1
        return counts

    def led_suit(self, plays: Sequence[Play] | None = None) -> int | None:
        """The suit to follow in ``plays`` (default: the current trick); None: nothing to
        follow (no card yet, or a led joker that names no suit)."""
        for play in self.trick if plays is None else plays:
            if play.face_down:
                continue
            if play.card == JOKER:
                return play.named_suit
            return suit_of(play.card)
        return None

    def trick_size(self) -> int:
        return self.num_players

    def add_play(self, play: Play) -> list[Event]:
        """Move ``play`` from its seat's hand to the trick; resolve the trick when full."""
        led = self.led_suit()
        hand = self.hands[play.seat]
        hand.remove(play.card)
        if (
            led is not None
            and not play.face_down
            and play.card != JOKER
            and suit_of(play.card) != led
        ):
            self.shown_void[play.seat].add(led)
        self.trick.append(play)
        shown = () if play.face_down else (play.card,)
        info: dict[str, Any] = {"face_down": play.face_down}
        if play.named_suit is not None:
            info["named_suit"] = play.named_suit
        events = [Event("move", play.seat, shown, hand_zone(play.seat), "trick", info)]
        if len(self.trick) < self.trick_size():
            self.to_act = (play.seat + 1) % self.num_players
            return events
        plays = tuple(self.trick)
        winner_index, why = self.trick_winner(plays)
        result = TrickResult(len(self.finished) + 1, plays, plays[winner_index].seat)
        self.finished.append(result)
        self.trick = []
        events.append(
            Event("trick", result.winner, result.cards(), why=why, info={"number": result.number})
        )
        events.extend(self.after_trick(result))
        return events

    @abstractmethod
    def trick_winner(self, plays: tuple[Play, ...]) -> tuple[int, Msg | None]:
        """Index of the winning play in ``plays`` and, where useful, why it won."""

    @abstractmethod
    def after_trick(self, result: TrickResult) -> list[Event]:
        """Take the trick, set ``to_act`` (usually the winner) or end the deal."""

    # -- parsing helpers ------------------------------------------------------------------

    def card_from_text(self, text: str) -> Card:
        try:
            return parse_card(text)
        except CardSyntaxError:
            raise IllegalAction(Msg("bad_card_text", {"text": text})) from None

    def require_in_hand(self, seat: int, card: Card) -> None:
        if card not in self.hands[seat]:
            raise IllegalAction(Msg("card_not_in_hand", {"card": card}))

    def must_follow_error(self, card: Card) -> IllegalAction:
        lead = next(p.card for p in self.trick if not p.face_down)
        led = self.led_suit()
        return IllegalAction(Msg("must_follow", {"lead_card": lead, "suit": led}))

    # -- hidden information ---------------------------------------------------------------

    def resample_hands(
        self,
        player: int,
        rng: random.Random,
        known: Sequence[set[Card]] | None = None,
    ) -> None:
        """Deal the other seats' unknown cards afresh, keeping hand sizes, publicly known
        cards (``known[seat]``) and shown voids."""
        known = known or [set() for _ in self.hands]
        seats = [s for s in range(self.num_players) if s != player]
        pool: list[Card] = []
        sizes: dict[int, int] = {}
        fixed: dict[int, list[Card]] = {}
        for seat in seats:
            hand = self.hands[seat]
            keep = [c for c in hand if c in known[seat]]
            fixed[seat] = keep
            pool.extend(c for c in hand if c not in known[seat])
            sizes[seat] = len(hand) - len(keep)

        def allowed(seat: int, card: Card) -> bool:
            return card == JOKER or suit_of(card) not in self.shown_void[seat]

        dealt = deal_with_constraints(pool, sizes, allowed, rng)
        for seat in seats:
            self.hands[seat] = fixed[seat] + sorted(dealt[seat])


def parse_hands(
    deal: Mapping[str, Any], players: int, size: int, pack: Sequence[Card]
) -> list[list[Card]]:
    """``deal["hands"]`` as card lists: ``players`` hands of ``size`` cards, one exact pack."""
    hands = deal.get("hands") if isinstance(deal, Mapping) else None
    if (
        not isinstance(hands, list)
        or len(hands) != players
        or not all(isinstance(h, list) for h in hands)
    ):
        raise BadDeal(f'the deal must hold "hands": {players} lists of {size} cards')
    try:
        parsed = [[parse_card(t) for t in hand] for hand in hands]
    except CardSyntaxError as exc:
        raise BadDeal(f"deal.hands: {exc}") from None
    if any(len(h) != size for h in parsed):
        raise BadDeal(f"every hand must hold {size} cards")
    problem = check_exact_pack([c for h in parsed for c in h], pack)
    if problem:
        raise BadDeal(f"deal.hands is not the game's pack: {problem}")
    return parsed


def check_fixed_table(
    name: str, players: int, requested: int | None, variant: str | None, dealer: int
) -> None:
    """Refuse a player count, variant or dealer that a fixed-size game cannot have."""
    if requested not in (None, players) or variant is not None:
        raise BadDeal(f"{name} is for exactly {players} players and has no variants")
    if dealer not in range(players):
        raise BadDeal(f"the dealer must be a seat from 0 to {players - 1}")


def dealt_hands(
    deal: Mapping[str, Any] | None,
    seed: int | None,
    players: int,
    size: int,
    pack: Sequence[Card],
    dealer: int,
) -> list[list[Card]]:
    """The explicit ``deal["hands"]`` if given, else a shuffle by ``seed`` dealt one card
    at a time from the dealer's left."""
    if deal is not None:
        return parse_hands(deal, players, size, pack)
    cards = list(pack)
    random.Random(seed).shuffle(cards)
    hands, _ = deal_round_robin(cards, players, size, first=(dealer + 1) % players)
    return hands


def hands_record(state: TrickGameState) -> dict[str, Any]:
    """The record's ``deal`` for games whose whole deal is the hands."""
    return {"hands": [[card_str(c) for c in hand] for hand in state.dealt]}


class FixedTableGame(Game):
    """A game for a fixed number of seats whose whole deal is the hands (Crescendo,
    Hamlet): seeded or explicit deals, the record's deal, and matches that end at a
    target score (option ``target``, 0 = off) or after option ``deals`` deals."""

    seats: ClassVar[int]
    hand_size: ClassVar[int]
    pack: ClassVar[tuple[Card, ...]]

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
    ) -> TrickGameState:
        check_fixed_table(self.titles["en"], self.seats, players, variant, dealer)
        self.resolve_options(options)
        hands = dealt_hands(deal, seed, self.seats, self.hand_size, self.pack, dealer)
        return self.make_state(hands, dealer)

    @abstractmethod
    def make_state(self, hands: list[list[Card]], dealer: int) -> TrickGameState:
        """The deal's first state from its hands."""

    def explicit_deal(self, state: State) -> dict[str, Any]:
        assert isinstance(state, TrickGameState)
        return hands_record(state)

    def match_over(
        self, totals: Sequence[int], deals_played: int, options: Mapping[str, Any]
    ) -> bool:
        resolved = self.resolve_options(options)
        return target_or_deals_reached(totals, deals_played, resolved["target"], resolved["deals"])


def deal_with_constraints(
    pool: Sequence[Card],
    sizes: dict[int, int],
    allowed: Callable[[int, Card], bool],
    rng: random.Random,
    attempts: int = 200,
) -> dict[int, list[Card]]:
    """Randomly split ``pool`` into hands of ``sizes`` where ``allowed(seat, card)``.

    Most-constrained cards are placed first, so a consistent split is found at once
    in practice; the true deal is always one consistent split, so one exists.  The
    pool is sorted before shuffling so the split depends only on *which* cards are
    hidden (what the player knows), never on where they really lie: bots that sample
    worlds this way are provably fair.
    """
    for _ in range(attempts):
        cards = sorted(pool)
        rng.shuffle(cards)
        cards.sort(key=lambda c: sum(1 for s in sizes if allowed(s, c)))
        room = dict(sizes)
        hands: dict[int, list[Card]] = {s: [] for s in sizes}
        for card in cards:
            seats = [s for s in sizes if room[s] > 0 and allowed(s, card)]
            if not seats:
                break
            seat = rng.choice(seats)
            hands[seat].append(card)
            room[seat] -= 1
        else:
            return hands
    raise ValueError("no deal satisfies the constraints")
