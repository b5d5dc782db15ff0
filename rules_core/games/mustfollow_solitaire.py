"""Must-Follow Solitaire (りかち, 2019): one player against the stock as a dummy hand.

Spec: ``shared/rules/mustfollow_solitaire.md``.  The dummy's stock is kept with
its top card at the *end* of a list so that drawing is ``pop()``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import (
    JOKER,
    SUIT_LETTERS,
    Card,
    CardSyntaxError,
    card_str,
    check_exact_pack,
    full_pack,
    parse_card,
    suit_of,
)
from ..game import BadDeal, Event, Game, IllegalAction, OptionSpec, State
from ..messages import Msg
from ..registry import register
from ..trick import NO_TRUMP, TIER_TOP, follow_options, standard_strength, trick_winner

HAND_SIZE = 10
MAX_EXCHANGE = 10
BURN = 10
PACK: tuple[Card, ...] = tuple(full_pack(jokers=1))

EXCHANGE, TRUMP, PLAY, OVER = "exchange", "trump", "play", "over"
PLAYER = 0
DUMMY = -1  # the dummy is not a seat of the record: it never decides anything

TRUMP_WORDS = {**{letter: suit for suit, letter in enumerate(SUIT_LETTERS)}, "NT": NO_TRUMP}


def trump_word(trump: int) -> str:
    return "NT" if trump == NO_TRUMP else SUIT_LETTERS[trump]


@dataclass(frozen=True)
class TrickRecord:
    """One finished trick, public to the player."""

    lead: Card
    play: Card
    won: bool


@dataclass(frozen=True)
class SolitaireView:
    """What the player sees: everything except the stock's order and the burned cards."""

    phase: str
    hand: tuple[Card, ...]
    stock_count: int
    lead: Card | None
    trump: int | None
    discards: tuple[Card, ...]
    burned_count: int
    won: tuple[Card, ...]
    tricks: tuple[TrickRecord, ...]
    win: bool | None
    score: int

    def spare_losses(self) -> int | None:
        """How many more tricks the player can lose and still win (negative: a win is out
        of reach; None before play).  Each win shrinks the hand by one, each loss grows it
        by one, and every trick uses one dummy card, counting the lead on the table."""
        if self.phase != PLAY:
            return None
        tricks_left = self.stock_count + (1 if self.lead is not None else 0)
        return spare_losses(len(self.hand), tricks_left)

    def unseen(self) -> list[Card]:
        """Cards the player has not seen: the rest of the stock and the burned cards."""
        seen = set(self.hand) | set(self.discards) | set(self.won)
        if self.lead is not None:
            seen.add(self.lead)
        return [c for c in PACK if c not in seen]


def spare_losses(hand: int, tricks_left: int) -> int:
    """Losses a player with ``hand`` cards can afford in ``tricks_left`` tricks.

    Emptying the hand needs wins − losses = hand and wins + losses ≤ tricks_left.
    """
    return (tricks_left - hand) // 2


def sizes_after_exchange(exchanged: int) -> tuple[int, int]:
    """Hand and dummy sizes at the start of play after exchanging ``exchanged`` cards."""
    return HAND_SIZE + exchanged, len(PACK) - HAND_SIZE - BURN - 2 * exchanged


def spare_losses_after_exchange(exchanged: int) -> int:
    """The spare losses at the start of play after an exchange: negative from 8 cards on."""
    return spare_losses(*sizes_after_exchange(exchanged))


def resolve_trick(lead: Card, play: Card, trump: int) -> tuple[bool, Msg]:
    """Whether the player's ``play`` beats the dummy's ``lead``, and why."""
    led_suit = None if lead == JOKER else suit_of(lead)

    def strength(card: Card) -> int:
        return TIER_TOP if card == JOKER else standard_strength(card, led_suit, trump)

    won = trick_winner((lead, play), strength) == 1
    params = {"lead_card": lead, "play_card": play}
    if play == JOKER:
        return won, Msg("trick_won_joker", params)
    if lead == JOKER:
        return won, Msg("trick_lost_joker_lead", params)
    if won:
        key = "trick_won_follow" if suit_of(play) == led_suit else "trick_won_trump"
        return won, Msg(key, params)
    key = "trick_lost_lower" if suit_of(play) == led_suit else "trick_lost_offsuit"
    return won, Msg(key, params)


class SolitaireState(State):
    num_players = 1

    def __init__(self, game: MustFollowSolitaire, pack: list[Card], scored: bool) -> None:
        self.game = game
        self.scored = scored
        self.initial_hand: list[Card] = pack[:HAND_SIZE]
        self.hand: list[Card] = list(self.initial_hand)
        self.stock: list[Card] = pack[HAND_SIZE:][::-1]  # top card last
        self.draws: list[Card] = []
        self.discards: list[Card] = []
        self.burned: list[Card] = []
        self.won: list[Card] = []
        self.tricks: list[TrickRecord] = []
        self.lead: Card | None = None
        self.trump: int | None = None
        self.phase = EXCHANGE
        self.win: bool | None = None

    # -- contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return -1 if self.phase == OVER else PLAYER

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return [len(self.stock) - len(self.hand)]

    def result(self) -> dict[str, Any]:
        return {"win": self.win}

    def explain_score(self) -> Msg:
        """How the score is reached: stock left minus hand left."""
        stock, hand = len(self.stock), len(self.hand)
        return Msg("score_solitaire", {"stock": stock, "hand": hand, "score": f"{stock - hand:+d}"})

    def legal_actions(self) -> list[str]:
        if self.phase == EXCHANGE:
            texts = [card_str(c) for c in self.hand]
            return [
                " ".join(("exchange", *combo))
                for size in range(MAX_EXCHANGE + 1)
                for combo in itertools.combinations(texts, size)
            ]
        if self.phase == TRUMP:
            return [f"trump {word}" for word in ("S", "H", "D", "C", "NT")]
        if self.phase == PLAY:
            return ["play " + card_str(c) for c in self.playable_cards()]
        return []

    def playable_cards(self) -> list[Card]:
        """The cards the player may play to the current trick (empty outside play)."""
        if self.phase != PLAY or self.lead is None:
            return []
        led_suit = None if self.lead == JOKER else suit_of(self.lead)
        return follow_options(self.hand, led_suit, always_allowed=lambda c: c == JOKER)

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        self.check_turn(player)
        if not isinstance(action, str):
            raise IllegalAction(Msg("unknown_action", {"action": action, "expected": self.phase}))
        verb, _, rest = action.partition(" ")
        if self.phase == EXCHANGE and verb == "exchange":
            return self._exchange(self._parse_exchange(rest))
        if self.phase == TRUMP and verb == "trump":
            return self._choose_trump(self._parse_trump(rest))
        if self.phase == PLAY and verb == "play":
            return self._play(self._parse_play(rest))
        expected = {EXCHANGE: "exchange …", TRUMP: "trump X", PLAY: "play CARD"}[self.phase]
        raise IllegalAction(Msg("unknown_action", {"action": action, "expected": expected}))

    def view(self, player: int = PLAYER) -> SolitaireView:
        return SolitaireView(
            phase=self.phase,
            hand=tuple(self.hand),
            stock_count=len(self.stock),
            lead=self.lead,
            trump=self.trump,
            discards=tuple(self.discards),
            burned_count=len(self.burned),
            won=tuple(self.won),
            tricks=tuple(self.tricks),
            win=self.win,
            score=self.scores()[0],
        )

    def clone(self) -> SolitaireState:
        twin = object.__new__(SolitaireState)
        twin.__dict__.update(self.__dict__)
        for name in (
            "initial_hand",
            "hand",
            "stock",
            "draws",
            "discards",
            "burned",
            "won",
            "tricks",
        ):
            setattr(twin, name, list(getattr(self, name)))
        return twin

    def sample_hidden(self, player: int, rng: random.Random) -> SolitaireState:
        """Reshuffle what the player cannot know: the stock order and the burned cards."""
        twin = self.clone()
        hidden = sorted(twin.stock + twin.burned)  # sorted: the sample depends on the view only
        rng.shuffle(hidden)
        twin.stock = hidden[: len(twin.stock)]
        twin.burned = hidden[len(twin.stock) :]
        return twin

    def pack_order(self) -> list[Card]:
        """The full stock order of this deal, top first, as the record's ``deal`` holds it."""
        dummy_so_far = [t.lead for t in self.tricks] + (
            [self.lead] if self.lead is not None else []
        )
        return self.initial_hand + self.draws + self.burned + dummy_so_far + self.stock[::-1]

    # -- parsing --------------------------------------------------------------------------

    def _card(self, text: str) -> Card:
        try:
            return parse_card(text)
        except CardSyntaxError:
            raise IllegalAction(Msg("bad_card_text", {"text": text})) from None

    def _parse_exchange(self, rest: str) -> list[Card]:
        cards = [self._card(t) for t in rest.split(" ")] if rest else []
        if len(cards) > MAX_EXCHANGE:
            raise IllegalAction(Msg("exchange_too_many", {"limit": MAX_EXCHANGE}))
        for i, card in enumerate(cards):
            if card in cards[:i]:
                raise IllegalAction(Msg("exchange_duplicate", {"card": card}))
            if card not in self.hand:
                raise IllegalAction(Msg("card_not_in_hand", {"card": card}))
        return cards

    def _parse_trump(self, rest: str) -> int:
        if rest not in TRUMP_WORDS:
            raise IllegalAction(Msg("bad_trump", {"text": rest}))
        return TRUMP_WORDS[rest]

    def _parse_play(self, rest: str) -> Card:
        card = self._card(rest)
        if card not in self.hand:
            raise IllegalAction(Msg("card_not_in_hand", {"card": card}))
        if card not in self.playable_cards():
            assert self.lead is not None
            led = suit_of(self.lead)
            raise IllegalAction(Msg("must_follow", {"lead_card": self.lead, "suit": led}))
        return card

    # -- transitions ----------------------------------------------------------------------

    def _exchange(self, cards: list[Card]) -> list[Event]:
        events: list[Event] = []
        if cards:
            for card in cards:
                self.hand.remove(card)
            self.discards.extend(cards)
            events.append(Event("move", PLAYER, tuple(cards), "hand", "discard"))
            self.draws = [self.stock.pop() for _ in range(2 * len(cards))]
            self.hand.extend(self.draws)
            events.append(Event("move", PLAYER, tuple(self.draws), "stock", "hand"))
        self.burned = [self.stock.pop() for _ in range(BURN)]
        events.append(Event("move", DUMMY, (), "stock", "burned", {"count": BURN}))
        self.phase = TRUMP
        return events

    def _choose_trump(self, trump: int) -> list[Event]:
        self.trump = trump
        self.phase = PLAY
        return [Event("trump", PLAYER, info={"trump": trump_word(trump)}), self._reveal_lead()]

    def _reveal_lead(self) -> Event:
        self.lead = self.stock.pop()
        return Event("move", DUMMY, (self.lead,), "stock", "trick", {"face_up": True})

    def _play(self, card: Card) -> list[Event]:
        assert self.lead is not None and self.trump is not None
        lead = self.lead
        self.hand.remove(card)
        events = [Event("move", PLAYER, (card,), "hand", "trick")]
        won, why = resolve_trick(lead, card, self.trump)
        self.tricks.append(TrickRecord(lead, card, won))
        self.lead = None
        events.append(Event("trick", PLAYER if won else DUMMY, (lead, card), why=why))
        if won:
            self.won.extend((lead, card))
            events.append(Event("move", PLAYER, (lead, card), "trick", "won"))
        else:
            self.hand.extend((lead, card))
            events.append(Event("move", PLAYER, (lead, card), "trick", "hand"))
        if not self.hand:
            return events + self._finish(True)
        if not self.stock:
            return events + self._finish(False)
        events.append(self._reveal_lead())
        return events

    def _finish(self, win: bool) -> list[Event]:
        self.win = win
        self.phase = OVER
        return [Event("end", PLAYER, info={"win": win, "score": self.scores()[0]})]


class MustFollowSolitaire(Game):
    id = "mustfollow_solitaire"
    titles = {"en": "Must-Follow Solitaire", "ja": "マストフォローソリティア"}
    player_counts = (1,)
    options = (
        OptionSpec(
            "scored",
            True,
            (True, False),
            {"en": "Show the score (stock − hand)", "ja": "得点を表示（山札 − 手札）"},
        ),
    )

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
    ) -> SolitaireState:
        if players not in (None, 1):
            raise BadDeal("Must-Follow Solitaire has exactly one player")
        if variant is not None:
            raise BadDeal("Must-Follow Solitaire has no variants")
        if dealer != 0:
            raise BadDeal("Must-Follow Solitaire has one seat: the dealer is seat 0")
        resolved = self.resolve_options(options)
        if deal is not None:
            pack = self._pack_from_deal(deal)
        else:
            pack = list(PACK)
            random.Random(seed).shuffle(pack)
        return SolitaireState(self, pack, bool(resolved["scored"]))

    def _pack_from_deal(self, deal: Mapping[str, Any]) -> list[Card]:
        if not isinstance(deal, Mapping) or set(deal) != {"stock"}:
            raise BadDeal('the deal must be {"stock": [53 cards, top first]}')
        stock = deal["stock"]
        if not isinstance(stock, list):
            raise BadDeal("deal.stock must be a list of cards")
        try:
            pack = [parse_card(text) for text in stock]
        except CardSyntaxError as exc:
            raise BadDeal(f"deal.stock: {exc}") from None
        problem = check_exact_pack(pack, PACK)
        if problem:
            raise BadDeal(f"deal.stock is not one 53-card pack: {problem}")
        return pack

    def explicit_deal(self, state: State) -> dict[str, Any]:
        assert isinstance(state, SolitaireState)
        return {"stock": [card_str(c) for c in state.pack_order()]}


GAME = register(MustFollowSolitaire())
