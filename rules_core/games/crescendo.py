"""Crescendo: three players, 21 cards, a one-round auction, trick n worth n points.

Spec: ``shared/rules/crescendo.md``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..bidding import Auction
from ..cards import JOKER, SUIT_LETTERS, Card, card_str, full_pack, suit_of
from ..game import Event, IllegalAction, OptionSpec, State
from ..messages import Msg
from ..registry import register
from ..trick import (
    NO_TRUMP,
    TIER_LED,
    rank_order,
    standard_strength,
    trick_winner,
)
from ..trickgame import (
    FixedTableGame,
    Play,
    TrickGameState,
    TrickResult,
    won_zone,
)

PLAYERS = 3
TRICKS = 7
MIN_BID, MAX_BID = 15, 28  # 28 = 1 + 2 + … + 7
PACK: tuple[Card, ...] = tuple(full_pack(ranks=(2, 3, 4, 5, 14), jokers=1))
RANK = rank_order([14, 5, 4, 3, 2])  # A > 5 > 4 > 3 > 2; the joker ranks 0, below the 2
TRUMP_ORDER = ("C", "D", "H", "S", "NT")  # weakest first: equal numbers NT > S > H > D > C
AUCTION, PLAY, OVER = "auction", "play", "over"


def trump_of(word: str) -> int:
    return NO_TRUMP if word == "NT" else SUIT_LETTERS.index(word)


def trump_word(trump: int) -> str:
    return "NT" if trump == NO_TRUMP else SUIT_LETTERS[trump]


@dataclass(frozen=True)
class Bid:
    number: int
    trump: str  # C D H S NT

    def strength(self) -> tuple[int, int]:
        return (self.number, TRUMP_ORDER.index(self.trump))

    def text(self) -> str:
        return f"bid {self.number} {self.trump}"


def bid_strength(bid: Bid) -> tuple[int, ...]:
    return bid.strength()


def score_soloist(taken: int, bid: int) -> int:
    """Over the bid: what was taken; exactly the bid: double; under: minus the bid."""
    if taken > bid:
        return taken
    if taken == bid:
        return 2 * bid
    return -bid


def card_strength(card: Card, led_suit: int | None, trump: int) -> int:
    """The joker is never a trump: it counts as the lowest card of the led suit."""
    if card == JOKER:
        return TIER_LED
    return standard_strength(card, led_suit, trump, RANK)


def winning_index(plays: Sequence[Play], trump: int) -> int:
    """Who wins a (possibly unfinished) trick; a led joker's named suit is the led suit."""
    first = plays[0]
    led = first.named_suit if first.card == JOKER else suit_of(first.card)
    return trick_winner([p.card for p in plays], lambda c: card_strength(c, led, trump))


@dataclass(frozen=True)
class CrescendoView:
    seat: int
    phase: str
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    calls: tuple[tuple[int, str], ...]  # (seat, "pass" | "bid N X")
    soloist: int | None
    bid: Bid | None
    trump: int | None
    trick: tuple[Play, ...]
    tricks: tuple[TrickResult, ...]
    to_act: int
    scores: tuple[int, ...]


class CrescendoState(TrickGameState):
    def __init__(self, game: Crescendo, hands: Sequence[Sequence[Card]], dealer: int) -> None:
        super().__init__(game, hands, dealer)
        self.auction: Auction[Bid] = Auction(
            [(dealer + i) % PLAYERS for i in (1, 2, 3)], bid_strength
        )
        self.phase = AUCTION
        self.soloist: int | None = None
        self.bid: Bid | None = None
        self.trump: int | None = None
        self.redeal = False
        self.to_act = self.auction.speaker()

    def clone_extra(self, twin: Any) -> None:
        twin.auction = self.auction.clone()

    # -- contract -------------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        if self.over:
            return []
        if self.phase == AUCTION:
            bids = [
                Bid(n, t)
                for n in range(MIN_BID, MAX_BID + 1)
                for t in TRUMP_ORDER
                if self.auction.beats_high(Bid(n, t))
            ]
            return ["pass"] + [b.text() for b in bids]
        return [text for card in self.playable_cards() for text in self._play_texts(card)]

    def _play_texts(self, card: Card) -> list[str]:
        if card == JOKER and not self.trick:
            return [f"play JK {s}" for s in "CDHS"]
        return ["play " + card_str(card)]

    def playable_cards(self) -> list[Card]:
        hand = self.hands[self.to_act]
        led = self.led_suit()
        if led is None or not any(c != JOKER and suit_of(c) == led for c in hand):
            return list(hand)
        return [c for c in hand if c == JOKER or suit_of(c) == led]

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        self.check_turn(player)
        seat = self.to_act
        words = action.split(" ") if isinstance(action, str) else []
        if self.phase == AUCTION:
            return self._auction_call(seat, words, action)
        if words and words[0] == "play" and len(words) in (2, 3):
            return self._play(seat, words, action)
        raise IllegalAction(Msg("unknown_action", {"action": action, "expected": "play CARD"}))

    def scores(self) -> list[int]:
        scores = [0] * PLAYERS
        if self.soloist is not None and self.bid is not None and self.over:
            scores[self.soloist] = score_soloist(self.taken(), self.bid.number)
        return scores

    def taken(self) -> int:
        """Points of the tricks the soloist has won: trick k is worth k."""
        return sum(r.number for r in self.finished if r.winner == self.soloist)

    def result(self) -> dict[str, Any]:
        if self.redeal:
            return {"redeal": True}
        if self.soloist is None or self.bid is None:
            return {}
        return {
            "soloist": self.soloist,
            "bid": self.bid.number,
            "trump": self.bid.trump,
            "taken": self.taken(),
        }

    def explain_score(self) -> Msg | None:
        if self.soloist is None or self.bid is None:
            return None
        won = [r.number for r in self.finished if r.winner == self.soloist]
        taken, bid = sum(won), self.bid.number
        key = (
            "crescendo_over"
            if taken > bid
            else "crescendo_exact"
            if taken == bid
            else "crescendo_under"
        )
        tricks = "+".join(map(str, won)) or "0"
        return Msg(
            key, {"tricks": tricks, "taken": taken, "bid": bid, "score": score_soloist(taken, bid)}
        )

    def view(self, player: int) -> CrescendoView:
        return CrescendoView(
            seat=player,
            phase=self.phase,
            dealer=self.dealer,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            calls=tuple((s, "pass" if b is None else b.text()) for s, b in self.auction.calls),
            soloist=self.soloist,
            bid=self.bid,
            trump=self.trump,
            trick=tuple(self.trick),
            tricks=tuple(self.finished),
            to_act=self.current_player,
            scores=tuple(self.scores()),
        )

    def sample_hidden(self, player: int, rng: random.Random) -> CrescendoState:
        twin = self.clone()
        assert isinstance(twin, CrescendoState)
        twin.resample_hands(player, rng)
        return twin

    # -- auction --------------------------------------------------------------------------

    def _auction_call(self, seat: int, words: list[str], action: str) -> list[Event]:
        if words == ["pass"]:
            self.auction.call(seat, None)
            events = [Event("bid", seat, info={"call": "pass"})]
        else:
            bid = self._parse_bid(words, action)
            if not self.auction.beats_high(bid):
                high = self.auction.high()
                assert high is not None
                raise IllegalAction(
                    Msg("bid_too_low", {"bid": bid.text()[4:], "high": high[1].text()[4:]})
                )
            self.auction.call(seat, bid)
            events = [Event("bid", seat, info={"call": bid.text()})]
        if not self.auction.is_over:
            self.to_act = self.auction.speaker()
            return events
        high = self.auction.high()
        if high is None:  # everyone passed: a void deal, redealt by the same dealer
            self.redeal, self.over, self.phase = True, True, OVER
            return events + [Event("end", info={"redeal": True})]
        self.soloist, self.bid = high
        self.trump = trump_of(self.bid.trump)
        self.phase = PLAY
        self.to_act = (self.dealer + 1) % PLAYERS  # forehand leads
        return events + [
            Event("trump", self.soloist, info={"trump": self.bid.trump, "bid": self.bid.number})
        ]

    def _parse_bid(self, words: list[str], action: str) -> Bid:
        if (
            len(words) != 3
            or words[0] != "bid"
            or words[2] not in TRUMP_ORDER
            or not words[1].isdigit()
        ):
            raise IllegalAction(
                Msg("unknown_action", {"action": action, "expected": "bid N X / pass"})
            )
        number = int(words[1])
        if str(number) != words[1] or not MIN_BID <= number <= MAX_BID:
            raise IllegalAction(Msg("bid_range", {"low": MIN_BID, "high": MAX_BID}))
        return Bid(number, words[2])

    # -- play -----------------------------------------------------------------------------

    def _play(self, seat: int, words: list[str], action: str) -> list[Event]:
        card = self.card_from_text(words[1])
        self.require_in_hand(seat, card)
        named: int | None = None
        if card == JOKER and not self.trick:
            if len(words) != 3 or words[2] not in ("C", "D", "H", "S"):
                raise IllegalAction(Msg("joker_name_suit"))
            named = SUIT_LETTERS.index(words[2])
        elif len(words) != 2:
            raise IllegalAction(Msg("unknown_action", {"action": action, "expected": "play CARD"}))
        if card not in self.playable_cards():
            raise self.must_follow_error(card)
        return self.add_play(Play(seat, card, named_suit=named))

    def trick_winner(self, plays: tuple[Play, ...]) -> tuple[int, Msg | None]:
        assert self.trump is not None
        return winning_index(plays, self.trump), None

    def after_trick(self, result: TrickResult) -> list[Event]:
        events = [
            Event(
                "move",
                result.winner,
                result.cards(),
                "trick",
                won_zone(result.winner),
                {"trick_number": result.number},
            )
        ]
        if len(self.finished) == TRICKS:
            self.over, self.phase = True, OVER
            events.append(Event("end", info={"scores": self.scores()}))
        else:
            self.to_act = result.winner
        return events


class Crescendo(FixedTableGame):
    id = "crescendo"
    titles = {"en": "Crescendo", "ja": "クレッシェンド"}
    player_counts = (3,)
    options = (
        OptionSpec(
            "deals", 6, (3, 6, 9, 12), {"en": "Deals in a match", "ja": "1マッチのディール数"}
        ),
        OptionSpec(
            "target",
            0,
            (0, 50, 100, 150),
            {"en": "Or play to this score (0: off)", "ja": "目標点（0：なし）"},
        ),
    )

    seats = PLAYERS
    hand_size = TRICKS
    pack = PACK

    def make_state(self, hands: list[list[Card]], dealer: int) -> CrescendoState:
        return CrescendoState(self, hands, dealer)

    def next_dealer(self, dealer: int, state: State) -> int:
        # A void deal (everyone passed) is redealt by the same dealer.
        return dealer if state.result().get("redeal") else (dealer + 1) % PLAYERS


GAME = register(Crescendo())
