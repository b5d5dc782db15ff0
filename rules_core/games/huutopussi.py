"""Huutopussi: four players in two partnerships, 36 cards, an open auction, an exchange
between partners, duties to beat, and marriages (K+Q) that score and set the trump.

Spec: ``shared/rules/huutopussi.md``.  The exchange is two sets of three cards chosen
together (``give`` by the declarer's partner, ``return`` by the declarer); each set is
one id of a fixed table of every three cards of the pack, so its text may name the
cards in any order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, cast, overload

from ..actions import ActionSpace, IllegalAction, PieceSet, PieceVerb, Words
from ..bidding import PASS, Auction, Ladder
from ..cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    FRENCH,
    HEARTS,
    KING,
    NO_TRUMP,
    QUEEN,
    SPADES,
    SUIT_LETTERS,
    SUIT_MASK,
    SUITS,
    Card,
    CardSyntaxError,
    MarkWord,
    SuitWord,
    cards_of,
    full_pack,
    make_card,
    parse_card,
)
from ..events import BidMade, Detail, Moved, Revealed, Said, TrickWon, TrumpNamed
from ..game import DealRequest, Event, OptionSpec, State
from ..messages import Msg, Seat
from ..pieces import ActionWords, PiecesWord, PieceWord, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import TIER_TRUMP, rank_order, strength_table
from ..trickgame import FixedTableGame, TrickGameState, dealt_hands, hand_zone
from ..view import DealStory, Status, Summary, View

PLAYERS = 4
HAND_SIZE = 9
TRICKS = 9
RANKS = (6, 7, 8, 9, 10, 11, 12, 13, 14)
PACK: tuple[Card, ...] = tuple(full_pack(ranks=RANKS))
PACK_MASK = mask_of(PACK)
MIN_BID, MAX_BID, STEP = 50, 440, 5
BID_VALUES: tuple[int, ...] = tuple(range(MIN_BID, MAX_BID + 1, STEP))
LAST_TRICK = 20
RANK_POINTS = {ACE: 10, 10: 10, KING: 5, QUEEN: 5, 11: 5}
POINTS: tuple[int, ...] = tuple(RANK_POINTS.get(c & 15, 0) if c < 64 else 0 for c in range(256))
MARRIAGE = {HEARTS: 100, DIAMONDS: 80, CLUBS: 60, SPADES: 40}
MARRIAGE_ORDER = (HEARTS, DIAMONDS, CLUBS, SPADES)  # highest value first
KING_OF = tuple(make_card(KING, s) for s in SUITS)
QUEEN_OF = tuple(make_card(QUEEN, s) for s in SUITS)
PAIR_MASK = tuple((1 << KING_OF[s]) | (1 << QUEEN_OF[s]) for s in SUITS)
SIXES = mask_of(make_card(6, s) for s in SUITS)
HONOURS = mask_of(make_card(r, s) for s in SUITS for r in (QUEEN, KING, ACE))

# Rank orders within a suit: the seed's natural one, or the traditional A 10 K Q J 9 …
PLAIN_RANKS = (14, 13, 12, 11, 10, 9, 8, 7, 6)
TRADITIONAL_RANKS = (14, 10, 13, 12, 11, 9, 8, 7, 6)
RANK_ORDERS = (rank_order(PLAIN_RANKS), rank_order(TRADITIONAL_RANKS))
# TABLES[traditional][trump + 1][led]: the strength of every card in a trick.
TABLES = tuple(
    tuple(tuple(tuple(strength_table(led, t, order)) for led in SUITS) for t in (-1, *SUITS))
    for order in RANK_ORDERS
)


def _stronger(table: Sequence[int]) -> tuple[int, ...]:
    """Per card (below 64), the cards of the pack stronger than it by ``table``."""
    return tuple(
        mask_of(c for c in PACK if table[c] > table[card]) if PACK_MASK >> card & 1 else 0
        for card in range(64)
    )


# STRONGER[traditional][trump + 1][led][card]: the cards that beat ``card`` in such a trick
# (a duty to beat or over-trump is then a mask, not a loop over the hand).
STRONGER = tuple(
    tuple(tuple(_stronger(table) for table in by_led) for by_led in by_trump) for by_trump in TABLES
)

AUCTION, GIVE, RETURN, RAISE, PLAY, ANSWER, OVER = (
    "auction",
    "give",
    "return",
    "raise",
    "play",
    "answer",
    "over",
)
# Declaration kinds, in the order a player may use them.
MARRY_KIND, ASK_KIND, ASK_SUIT_KIND = 1, 2, 3
ANY_SUIT = -1  # what a plain ``ask`` asks for

# Every set of three cards of the pack, as a mask; an exchange id is its index here.
TRIPLES: tuple[int, ...] = tuple(
    (1 << a) | (1 << b) | (1 << c) for a, b, c in combinations(PACK, 3)
)
TRIPLE_ID: dict[int, int] = {mask: i for i, mask in enumerate(TRIPLES)}
POSITION: dict[Card, int] = {card: i for i, card in enumerate(PACK)}  # a card's place in PACK


def _triple_first() -> tuple[tuple[int, ...], ...]:
    first = [[0] * len(PACK) for _ in PACK]
    for i, (a, b, c) in enumerate(combinations(range(len(PACK)), 3)):
        if c == b + 1:
            first[a][b] = i - c
    return tuple(tuple(row) for row in first)


# TRIPLE_FIRST[a][b] + c: the index in TRIPLES of the cards at places a < b < c of PACK
# (TRIPLES lists every three in that lexical order).
TRIPLE_FIRST = _triple_first()
# THREES[n]: every three of n things (indexes), in the order of ``combinations``.
THREES: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(combinations(range(n), 3)) for n in range(len(PACK) + 1)
)


class ExchangeIds:
    """The give (or return) ids of a hand: one for every three of its cards, in the order
    of TRIPLES.  Each is worked out when read: a hand of 12 has 220 of them, and a random
    playout or the heuristic reads one or none.  A ``Sequence`` (registered, not derived:
    the compiled core keeps it a native class)."""

    def __init__(self, base: int, hand: int) -> None:
        self.base = base
        self.hand = hand
        self.places = [POSITION[card] for card in cards_of(hand)]

    def __len__(self) -> int:
        return len(THREES[len(self.places)])

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...
    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        if isinstance(index, slice):
            return self.ids()[index]
        a, b, c = THREES[len(self.places)][index]
        places = self.places
        return self.base + TRIPLE_FIRST[places[a]][places[b]] + places[c]

    def ids(self) -> list[int]:
        """All of them, as a list."""
        base, table = self.base, TRIPLE_FIRST
        return [base + table[a][b] + c for a, b, c in combinations(self.places, 3)]

    def __iter__(self) -> Iterator[int]:
        return iter(self.ids())

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, int):
            return False
        index = action - self.base
        return 0 <= index < len(TRIPLES) and not TRIPLES[index] & ~self.hand

    def __eq__(self, other: object) -> bool:  # equal to the same ids as a list
        if isinstance(other, ExchangeIds):
            return self.base == other.base and self.hand == other.hand
        return isinstance(other, list) and self.ids() == other

    def __repr__(self) -> str:
        return repr(self.ids())


Sequence.register(ExchangeIds)


def _explain_number(word: str) -> Callable[[str], Msg | None]:
    def explain(text: str) -> Msg | None:
        number = text.partition(" ")[2]
        if number.isascii() and number.isdigit():
            return Msg(f"hp_{word}_range", {"low": MIN_BID, "high": MAX_BID})
        return None

    return explain


LADDER = Ladder([f"bid {v}" for v in BID_VALUES], "bid N", _explain_number("bid"))
RAISES = Words([f"raise {v}" for v in BID_VALUES], form="raise N", explain=_explain_number("raise"))
PASS_WORD = Words(["pass"])
REDEAL_WORD = Words(["redeal"])
NORAISE_WORD = Words(["noraise"])
ASK_WORD = Words(["ask"])
SHOW_WORD = Words(["show"])
NONE_WORD = Words(["none"])
MARRY_WORDS = Words([f"marry {s}" for s in SUIT_LETTERS], form="marry X")
ASK_SUIT_WORDS = Words([f"ask {s}" for s in SUIT_LETTERS], form="ask X")
GIVES = PieceSet("give", len(TRIPLES), "give C1 C2 C3")
RETURNS = PieceSet("return", len(TRIPLES), "return C1 C2 C3")
ACTIONS = ActionSpace(
    PieceVerb("play", FRENCH),
    LADDER.words,
    RAISES,
    PASS_WORD,
    REDEAL_WORD,
    NORAISE_WORD,
    ASK_WORD,
    SHOW_WORD,
    NONE_WORD,
    MARRY_WORDS,
    ASK_SUIT_WORDS,
    GIVES,
    RETURNS,
)
BID_BASE = LADDER.words.base
RAISE_BASE = RAISES.base  # raise BID_VALUES[i] ("raise 50" is never legal: no contract is lower)
PASS_ID = PASS_WORD.base
REDEAL_ID = REDEAL_WORD.base
NORAISE_ID = NORAISE_WORD.base
ASK_ID = ASK_WORD.base
SHOW_ID = SHOW_WORD.base
NONE_ID = NONE_WORD.base
MARRY_BASE = MARRY_WORDS.base  # + suit
ASK_SUIT_BASE = ASK_SUIT_WORDS.base  # + suit
GIVE_BASE = GIVES.base
RETURN_BASE = RETURNS.base
# OPEN_BIDS[i]: the ids of the bids from BID_VALUES[i] up; OPEN_RAISES[i]: of the raises.
OPEN_BIDS = tuple(
    tuple(range(BID_BASE + i, BID_BASE + len(BID_VALUES))) for i in range(len(BID_VALUES) + 1)
)
OPEN_RAISES = tuple(
    tuple(range(RAISE_BASE + i, RAISE_BASE + len(BID_VALUES))) for i in range(len(BID_VALUES) + 1)
)


def bid_value(action: int) -> int:
    """The number of a bid id."""
    return BID_VALUES[action - BID_BASE]


def raise_id(value: int) -> int:
    return RAISE_BASE + BID_VALUES.index(value)


def exchange_id(base: int, cards: Sequence[Card]) -> int:
    """The give/return id of three cards."""
    return base + TRIPLE_ID[mask_of(cards)]


def text_order(card: Card) -> tuple[int, int]:
    """Cards of an exchange as its text lists them: suits S H D C, each high to low."""
    return (-(card >> 4), -(card & 15))


def card_points(cards: Sequence[Card]) -> int:
    return sum(POINTS[c] for c in cards)


def mask_points(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def may_demand_redeal(hand: int) -> bool:
    """Three or more 6s, or no card above the J."""
    return (hand & SIXES).bit_count() >= 3 or not hand & HONOURS


def partner_of(seat: int) -> int:
    return (seat + 2) % PLAYERS


def team_of(seat: int) -> int:
    return seat % 2


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(FRENCH.pieces_of(mask))


@dataclass(frozen=True, kw_only=True)
class HuutopussiView(View):
    calls: tuple[tuple[int, str], ...]  # (seat, "pass" | "bid N" | "redeal")
    high_bid: int  # the highest bid of the auction so far (0: none)
    declarer: int | None
    first_bid: int | None  # the bid that won the auction
    contract: int | None  # after any raise
    traditional: bool  # the rank order A 10 K Q J …
    scored: int  # a bit per suit whose marriage has scored
    marriages: tuple[tuple[int, int], ...]  # (seat whose hand held it, suit), in order
    declarations: tuple[tuple[int, str, int, str], ...]  # (seat, text, answering seat, answer)
    kinds: tuple[int, ...]  # per seat, the latest declaration kind used (0: none)
    may_declare: bool  # the seat to lead may declare before leading
    asking: tuple[int, int] | None  # (asker, suit or -1) awaiting the partner's answer
    shown: tuple[tuple[int, ...], ...]  # per seat, cards shown in public still in that hand
    lacks: tuple[int, ...]  # per seat, a mask of cards its plays show it does not hold
    gave: tuple[int, ...]  # the cards this seat gave in the exchange
    received: tuple[int, ...]  # the cards this seat received in the exchange
    known: tuple[tuple[int, ...], ...]  # per seat, cards this seat knows lie in that hand
    points: tuple[int, ...]  # per team: card points, last trick and marriages so far

    def describe_deal(self) -> list[Msg]:
        lines = []
        if self.contract is not None and self.declarer is not None:
            lines.append(
                self.msg("hp_seen_contract", who=Seat(self.declarer), contract=self.contract)
            )
        if self.calls:
            calls = tuple(
                self.msg("seen_call", who=Seat(s), action=ActionWords(FRENCH, c))
                for s, c in self.calls
            )
            lines.append(self.msg("seen_calls", calls=calls))
        for seat, suit in self.marriages:
            lines.append(self.msg("hp_seen_marriage", who=Seat(seat), mark=MarkWord(suit)))
        if self.gave:
            lines.append(self.msg("hp_seen_gave", cards=PiecesWord(FRENCH, self.gave)))
        if self.received:
            lines.append(self.msg("hp_seen_received", cards=PiecesWord(FRENCH, self.received)))
        return lines

    def hand_marks(self) -> dict[int, Msg]:
        """The cards received in the exchange, while still held: from whom."""
        partner = (self.seat + 2) % len(self.hand_sizes)
        mark = self.msg("hp_mark_received", who=Seat(partner))
        return {card: mark for card in self.received if card in self.hand}

    def held_known(self, seat: int) -> tuple[int, ...]:
        return self.known[seat] if seat != self.seat else ()

    def describe_hand(self, seat: int) -> Msg | None:
        known = self.known[seat]
        return self.msg("hp_seen_known", cards=PiecesWord(FRENCH, known)) if known else None

    def trump_suit(self) -> int:
        return self.trump if self.trump is not None else NO_TRUMP


@dataclass(frozen=True, eq=False)
class HuutopussiResult(DealResult):
    """A void deal, or the declarer, the contract, whether it was made (None: not yet)
    and the teams' card points (nothing before the auction ends)."""

    redeal: bool = False
    declarer: int | None = None
    contract: int = 0
    made: bool | None = None
    points: tuple[int, ...] = ()

    def as_json(self) -> dict[str, ResultValue]:
        if self.redeal:
            return {"redeal": True}
        if self.declarer is None:
            return {}
        return {
            "declarer": self.declarer,
            "contract": self.contract,
            "made": self.made,
            "points": list(self.points),
        }


class HuutopussiState(TrickGameState):
    special_base = BID_BASE

    def __init__(
        self,
        game: Huutopussi,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        traditional: bool = False,
        fail_final: bool = False,
    ) -> None:
        super().__init__(game, hands, dealer)
        self.traditional = traditional
        self.fail_final = fail_final
        self.strength_tables = TABLES[int(traditional)]
        self.stronger_tables = STRONGER[int(traditional)]
        self.beating: Sequence[int] = ()  # the trick's STRONGER table (set by its lead)
        self.stronger = 0  # the cards that would beat the trick's best card so far
        self.auction = Auction([(dealer + i) % PLAYERS for i in (1, 2, 3, 4)], one_round=False)
        self.phase = AUCTION
        self.current_player = self.auction.speaker()
        self.declarer: int | None = None
        self.first_bid: int | None = None
        self.contract: int | None = None
        self.trump: int = NO_TRUMP
        self.redeal = False
        self.redealer = -1
        self.given = 0  # the three cards the declarer's partner gave (a mask)
        self.returned = 0  # the three cards the declarer gave back
        self.scored = 0  # a bit per suit whose marriage has scored
        self.marriages: list[tuple[int, int]] = []
        self.declarations: list[tuple[int, str, int, str]] = []
        self.kinds = [0] * PLAYERS
        self.may_declare = False
        self.asker = -1  # the seat whose ask awaits an answer
        self.asked = ANY_SUIT  # the suit it asked for (-1: any marriage)
        self.shown = [0] * PLAYERS  # cards shown from each hand in a marriage or an answer
        self.lacks = [0] * PLAYERS  # cards each seat's plays show it lacks
        self.marriage_points = [0, 0]
        self.card_points = [0, 0]
        self.last_team = -1

    def clone_extra(self, twin: Any) -> None:
        twin.auction = self.auction.clone()
        twin.marriages = self.marriages[:]
        twin.declarations = self.declarations[:]
        twin.kinds = self.kinds[:]
        twin.shown = self.shown[:]
        twin.lacks = self.lacks[:]
        twin.marriage_points = self.marriage_points[:]
        twin.card_points = self.card_points[:]

    # -- reading the deal (names the heuristic shares with the view) ----------------------

    @property
    def high_bid(self) -> int:
        high = self.auction.high
        return 0 if high == PASS else BID_VALUES[high]

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        return tuple(
            (s, "pass" if b == PASS else LADDER.text(b)) for s, b in self.auction.calls
        ) + (((self.redealer, "redeal"),) if self.redeal else ())

    def trump_suit(self) -> int:
        return self.trump

    def team_points(self) -> list[int]:
        """Per team so far: card points, the last trick and marriages."""
        points = [self.card_points[t] + self.marriage_points[t] for t in (0, 1)]
        if self.last_team >= 0:
            points[self.last_team] += LAST_TRICK
        return points

    # -- legality ---------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        if self.lead_card >= 0:
            return cards_of(self.follow_mask())
        if self.is_terminal:
            return ()
        return self.opening_ids()

    def follow_mask(self) -> int:
        """The cards the seat to play may play to a trick already led: follow and beat,
        else trump and over-trump, else anything."""
        hand = self.hands[self.current_player]
        followers = hand & self.led_mask
        if followers:
            if self.best >= TIER_TRUMP and self.led != self.trump:
                return followers  # the trick is trumped: any card of the led suit
            return followers & self.stronger or followers
        trump = self.trump
        if trump >= 0:
            trumps = hand & SUIT_MASK[trump]
            if trumps:
                return trumps & self.stronger or trumps
        return hand

    def opening_ids(self) -> Sequence[int]:
        seat = self.current_player
        hand = self.hands[seat]
        phase = self.phase
        if phase == PLAY:
            cards = cards_of(hand)
            if self.may_declare:
                cards += self.declaration_ids(seat)
            return cards
        if phase == AUCTION:
            ids = [PASS_ID] if self.auction.calls else []
            if self.may_redeal(seat):
                ids.append(REDEAL_ID)
            ids += OPEN_BIDS[self.auction.high + 1]
            return ids
        if phase == ANSWER:
            return self.answer_ids(seat)
        if phase in (GIVE, RETURN):
            return cast(
                Sequence[int], ExchangeIds(GIVE_BASE if phase == GIVE else RETURN_BASE, hand)
            )
        if phase == RAISE:
            assert self.contract is not None
            first = BID_VALUES.index(self.contract) + 1
            return [NORAISE_ID, *OPEN_RAISES[first]]
        return ()

    def may_redeal(self, seat: int) -> bool:
        """A redeal on the seat's first call, with three 6s or no A, K or Q."""
        # Every seat speaks once in the first round, in order from the dealer's left.
        if len(self.auction.calls) > (seat - self.dealer - 1) % PLAYERS:
            return False
        return may_demand_redeal(self.hands[seat])

    def declaration_ids(self, seat: int) -> list[int]:
        """The declarations ``seat`` may make before its lead (when it may declare)."""
        hand, scored = self.hands[seat], self.scored
        marry: list[int] = []
        halves: list[int] = []
        for suit in SUITS:
            if not scored >> suit & 1:
                held = hand & PAIR_MASK[suit]
                if held == PAIR_MASK[suit]:
                    marry.append(MARRY_BASE + suit)
                elif held:
                    halves.append(ASK_SUIT_BASE + suit)
        kind = self.kinds[seat]
        ids = marry if kind <= MARRY_KIND else []
        if kind <= ASK_KIND and scored != 15:
            ids.append(ASK_ID)
        ids += halves
        return ids

    def answer_ids(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.asked == ANY_SUIT:
            marriages = [
                MARRY_BASE + s
                for s in SUITS
                if not self.scored >> s & 1 and hand & PAIR_MASK[s] == PAIR_MASK[s]
            ]
            return marriages or [NONE_ID]
        return [SHOW_ID] if hand & self._wanted() else [NONE_ID]

    def _wanted(self) -> int:
        """The card an ``ask X`` asks for: the half of X the asker lacks."""
        suit = self.asked
        return PAIR_MASK[suit] & ~self.hands[self.asker] & ~self.played_mask()

    # -- the engine -------------------------------------------------------------------------

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        if action < BID_BASE:
            self._play(action, events)
        else:
            self.apply_special(action, events)

    def _play(self, card: int, events: list[Event] | None) -> None:
        """The seat to act plays ``card`` face up to the trick (the trick game's play, with
        the strongest card so far kept as a mask of what beats it)."""
        seat = self.current_player
        bit = 1 << card
        self.hands[seat] ^= bit
        trick = self.trick
        if self.lead_card < 0:
            self.may_declare = False
            self.leader = seat
            self.lead_card = card
            led = self.led = card >> 4
            self.led_mask = SUIT_MASK[led]
            strengths = self.strengths = self.strength_tables[self.trump + 1][led]
            self.best = strengths[card]
            self.best_at = 0
            beating = self.beating = self.stronger_tables[self.trump + 1][led]
            self.stronger = beating[card]
        else:
            self._infer(seat, card)
            value = self.strengths[card]
            if value > self.best:
                self.best = value
                self.best_at = len(trick)
                self.stronger = self.beating[card]
            if not bit & self.led_mask:
                self.voids[seat] |= 1 << self.led
        trick.append(card)
        if events is not None:
            events.append(self.play_event(seat, card, False))
        if len(trick) < PLAYERS:
            self.current_player = self.next_seat[seat]
        else:
            self.end_trick(events)

    def _infer(self, seat: int, card: int) -> None:
        """What playing ``card`` to this trick shows ``seat`` lacks: a card of the led suit
        that beats the trick, a trump, or a trump that over-trumps."""
        led_mask, trump = self.led_mask, self.trump
        if 1 << card & led_mask:
            best = self.best
            if (best < TIER_TRUMP or self.led == trump) and self.strengths[card] <= best:
                self.lacks[seat] |= led_mask & self.stronger
        elif trump >= 0:
            trumps = SUIT_MASK[trump]
            if not 1 << card & trumps:
                self.lacks[seat] |= trumps & PACK_MASK
            elif self.strengths[card] <= self.best:
                self.lacks[seat] |= trumps & self.stronger

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        seat = self.current_player
        if action < RAISE_BASE or action == PASS_ID:
            self._call(seat, PASS if action == PASS_ID else action - BID_BASE, events)
        elif action == REDEAL_ID:
            self.redeal = True
            self.redealer = seat
            if events is not None:
                events.append(BidMade(seat, "redeal"))
            self.finish(events)
        elif action >= RETURN_BASE:
            self._return(seat, TRIPLES[action - RETURN_BASE], events)
        elif action >= GIVE_BASE:
            self._give(seat, TRIPLES[action - GIVE_BASE], events)
        elif action < PASS_ID or action == NORAISE_ID:
            self._raise(seat, action, events)
        elif self.phase == ANSWER:
            self._answer(seat, action, events)
        else:
            self._declare(seat, action, events)

    def _call(self, seat: int, bid: int, events: list[Event] | None) -> None:
        self.auction.call(seat, bid)
        if events is not None:
            call = "pass" if bid == PASS else LADDER.text(bid)
            events.append(BidMade(seat, call))
        if not self.auction.is_over and bid != len(BID_VALUES) - 1:  # the top bid ends it
            self.current_player = self.auction.speaker()
            return
        declarer = self.declarer = self.auction.high_seat
        self.first_bid = self.contract = BID_VALUES[self.auction.high]
        self.phase = GIVE
        self.current_player = partner_of(declarer)
        if events is not None:
            info: dict[str, Detail] = {"declarer": declarer, "contract": self.contract}
            events.append(BidMade(declarer, "contract", info))

    def _give(self, seat: int, cards: int, events: list[Event] | None) -> None:
        assert self.declarer is not None
        self.given = cards
        self.hands[seat] ^= cards
        self.hands[self.declarer] |= cards
        self.phase = RETURN
        self.current_player = self.declarer
        if events is not None:
            src, dst = hand_zone(seat), hand_zone(self.declarer)
            events.append(Moved(seat, (), src, dst, count=3, details={"exchange": "give"}))

    def _return(self, seat: int, cards: int, events: list[Event] | None) -> None:
        partner = partner_of(seat)
        self.returned = cards
        self.hands[seat] ^= cards
        self.hands[partner] |= cards
        self.phase = RAISE
        if events is not None:
            src, dst = hand_zone(seat), hand_zone(partner)
            events.append(Moved(seat, (), src, dst, count=3, details={"exchange": "return"}))

    def _raise(self, seat: int, action: int, events: list[Event] | None) -> None:
        if action != NORAISE_ID:
            self.contract = BID_VALUES[action - RAISE_BASE]
        if events is not None:
            call = "noraise" if action == NORAISE_ID else f"raise {self.contract}"
            events.append(BidMade(seat, call, {"contract": self.contract}))
        self.phase = PLAY
        self.current_player = self.leader = seat  # the declarer leads the first trick

    def _declare(self, seat: int, action: int, events: list[Event] | None) -> None:
        self.may_declare = False
        text = self.action_text(action)
        if action == ASK_ID or action >= ASK_SUIT_BASE:
            self.kinds[seat] = max(self.kinds[seat], ASK_KIND if action == ASK_ID else 3)
            self.asker = seat
            self.asked = ANY_SUIT if action == ASK_ID else action - ASK_SUIT_BASE
            self.declarations.append((seat, text, partner_of(seat), ""))
            self.phase = ANSWER
            self.current_player = partner_of(seat)
            if events is not None:
                events.append(Said(seat, call=text, text=text))
            return
        self.kinds[seat] = MARRY_KIND
        suit = action - MARRY_BASE
        self.declarations.append((seat, text, -1, ""))
        self._marriage(seat, seat, suit, PAIR_MASK[suit], events)

    def _answer(self, seat: int, action: int, events: list[Event] | None) -> None:
        asker = self.asker
        text = self.action_text(action)
        last = self.declarations[-1]
        self.declarations[-1] = (last[0], last[1], seat, text)
        self.phase = PLAY
        self.current_player = asker
        if events is not None:
            events.append(Said(seat, call=text, text=text))
        if action == NONE_ID:
            return
        if action == SHOW_ID:
            wanted = self._wanted()
            own = PAIR_MASK[self.asked] & ~wanted
            self.shown[asker] |= own  # the asker's half is known now too
            self._marriage(asker, seat, self.asked, wanted, events, holder=asker)
            return
        suit = action - MARRY_BASE
        self._marriage(asker, seat, suit, PAIR_MASK[suit], events)

    def _marriage(
        self,
        declarer: int,
        shower: int,
        suit: int,
        shown: int,
        events: list[Event] | None,
        holder: int | None = None,
    ) -> None:
        """A marriage of ``suit`` scores for ``declarer``'s team; ``shower`` shows
        ``shown``; the suit becomes trump."""
        self.shown[shower] |= shown
        self.scored |= 1 << suit
        value = MARRIAGE[suit]
        self.marriage_points[team_of(declarer)] += value
        self.marriages.append((shower if holder is None else holder, suit))
        self.trump = suit
        if events is not None:
            why = Msg("hp_marriage_event", {"mark": MarkWord(suit), "n": value})
            events.append(Revealed(shower, _cards(shown), hand_zone(shower)))
            named: dict[str, Detail] = {"trump": SUIT_LETTERS[suit], "marriage": value}
            events.append(TrumpNamed(declarer, named, why=why))

    def end_trick(self, events: list[Event] | None) -> None:
        """The trick game's end of a trick, without its hooks for other games: the strongest
        card takes the trick, its points go to the team, and the winner leads next."""
        cards = self.trick
        leader = self.leader
        winner = (leader + self.best_at) % PLAYERS
        self.finished.append((leader, cards, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1  # led, led_mask and strengths are set again by the next lead
        self.current_player = self.leader = winner
        if events is not None:
            why = self.trick_why(cards, self.best_at)
            events.append(TrickWon(winner, tuple(cards), len(self.finished), why=why))
        self.collect(winner, cards, events)
        if len(self.finished) == TRICKS:
            self.end_of_play(winner, events)

    def collect(self, winner: int, cards: list[int], events: list[Event] | None) -> None:
        if events is not None:
            super().collect(winner, cards, events)
        points = 0
        for card in cards:
            points += POINTS[card]
        self.card_points[team_of(winner)] += points
        self.may_declare = self.finished[-1][0] == winner  # its leader won it

    def played_mask(self) -> int:
        """Every card played so far: the cards of the pack in no hand (all are dealt)."""
        hands = self.hands
        return PACK_MASK & ~(hands[0] | hands[1] | hands[2] | hands[3])

    def end_of_play(self, last_winner: int, events: list[Event] | None) -> None:
        self.last_team = team_of(last_winner)
        self.may_declare = False
        self.finish(events)

    def end_info(self) -> dict[str, Detail]:
        return {"redeal": True} if self.redeal else {"scores": self.scores()}

    # -- refusals ---------------------------------------------------------------------------

    def why_illegal(self, action: int) -> Msg:
        seat = self.current_player
        phase = self.phase
        if action < BID_BASE:
            return self._why_card(seat, action)
        if action < RAISE_BASE:
            if phase != AUCTION:
                return self.msg("hp_not_auction")
            return self.msg("bid_too_low", bid=bid_value(action), high=self.high_bid)
        if action < PASS_ID or action == NORAISE_ID:
            if phase != RAISE:
                return self.msg("hp_not_raise")
            return self.msg("hp_raise_low", contract=self.contract)
        if action == PASS_ID:
            if phase == AUCTION:
                return self.msg("hp_first_must_bid", low=MIN_BID)
            return self.msg("hp_not_auction")
        if action == REDEAL_ID:
            if phase != AUCTION:
                return self.msg("hp_not_auction")
            if any(s == seat for s, _ in self.auction.calls):
                return self.msg("hp_redeal_first_call")
            return self.msg("hp_redeal_hand")
        if action >= GIVE_BASE:
            return self._why_exchange(seat, action)
        if phase == ANSWER:
            return self._why_answer(seat, action)
        if action in (SHOW_ID, NONE_ID):
            return self.msg("hp_nothing_to_answer")
        return self._why_declare(seat, action)

    def _why_card(self, seat: int, card: int) -> Msg:
        if self.phase == ANSWER:
            return self.msg("hp_answer_first", who=Seat(self.asker))
        if self.phase != PLAY:
            return self.msg("hp_not_play")
        if not self.hands[seat] >> card & 1 or not self.trick:
            return self.msg("card_not_in_hand", card=PieceWord(FRENCH, card))
        led, best_card = self.led, self.trick[self.best_at]
        hand = self.hands[seat]
        if hand & SUIT_MASK[led]:
            if card >> 4 != led:
                return self.msg("hp_must_follow", suit=SuitWord(led))
            return self.msg("hp_must_beat", card=PieceWord(FRENCH, best_card), suit=SuitWord(led))
        if self.best >= TIER_TRUMP:
            if card >> 4 != self.trump:
                return self.msg("hp_must_trump", suit=SuitWord(led), mark=MarkWord(self.trump))
            return self.msg("hp_must_overtrump", card=PieceWord(FRENCH, best_card))
        return self.msg("hp_must_trump", suit=SuitWord(led), mark=MarkWord(self.trump))

    def _why_exchange(self, seat: int, action: int) -> Msg:
        giving = action < RETURN_BASE
        if self.phase != (GIVE if giving else RETURN):
            return self.msg("hp_not_give" if giving else "hp_not_return")
        cards = TRIPLES[action - (GIVE_BASE if giving else RETURN_BASE)]
        missing = cards & ~self.hands[seat]
        return self.msg("card_not_in_hand", card=PieceWord(FRENCH, _cards(missing)[0]))

    def _why_answer(self, seat: int, action: int) -> Msg:
        hand = self.hands[seat]
        if self.asked == ANY_SUIT:
            if action == NONE_ID:
                return self.msg("hp_must_marry")
            if MARRY_BASE <= action < MARRY_BASE + 4:
                suit = action - MARRY_BASE
                if self.scored >> suit & 1:
                    return self.msg("hp_suit_scored", suit=SuitWord(suit))
                return self.msg("hp_no_marriage", suit=SuitWord(suit))
            return self.msg("hp_answer_marry_or_none")
        if action == NONE_ID:
            return self.msg("hp_must_show", cards=PiecesWord(FRENCH, _cards(hand & self._wanted())))
        if action == SHOW_ID:
            return self.msg("hp_cannot_show", suit=SuitWord(self.asked))
        return self.msg("hp_answer_show_or_none", suit=SuitWord(self.asked))

    def _why_declare(self, seat: int, action: int) -> Msg:
        if self.phase != PLAY or self.trick:
            return self.msg("hp_declare_before_lead")
        if not self.may_declare:
            return self.msg("hp_declare_who")
        kind = self.kinds[seat]
        if action == ASK_ID:
            wanted = ASK_KIND
        else:
            wanted = MARRY_KIND if action < ASK_SUIT_BASE else ASK_SUIT_KIND
        if kind > wanted:
            used = Msg(f"hp_kind_{kind}")
            return self.msg("hp_kind_order", used=used)
        if action == ASK_ID:
            return self.msg("hp_all_scored")
        suit = (action - MARRY_BASE) % 4
        if self.scored >> suit & 1:
            return self.msg("hp_suit_scored", suit=SuitWord(suit))
        if wanted == MARRY_KIND:
            return self.msg("hp_need_pair", suit=SuitWord(suit))
        return self.msg("hp_need_half", suit=SuitWord(suit))

    # -- exchange texts ---------------------------------------------------------------------

    def action_text(self, action: int) -> str:
        if action >= GIVE_BASE:
            giving = action < RETURN_BASE
            mask = TRIPLES[action - (GIVE_BASE if giving else RETURN_BASE)]
            cards = sorted(_cards(mask), key=text_order)
            return " ".join(["give" if giving else "return", *(FRENCH.text(c) for c in cards)])
        return super().action_text(action)

    def action_id(self, text: str) -> int:
        if isinstance(text, str):
            word, _, rest = text.partition(" ")
            if word in ("give", "return"):
                base = GIVE_BASE if word == "give" else RETURN_BASE
                return base + TRIPLE_ID[self._parse_three(rest)]
        return super().action_id(text)

    @staticmethod
    def _parse_three(rest: str) -> int:
        words = rest.split(" ")
        mask = 0
        for word in words:
            try:
                card = parse_card(word)
            except CardSyntaxError:
                noun = Msg("noun_french")
                raise IllegalAction(Msg("bad_piece_text", {"text": word, "noun": noun})) from None
            if not PACK_MASK >> card & 1:
                raise IllegalAction(Msg("hp_not_in_pack", {"card": PieceWord(FRENCH, card)}))
            if mask >> card & 1:
                raise IllegalAction(Msg("hp_exchange_twice", {"card": PieceWord(FRENCH, card)}))
            mask |= 1 << card
        if len(words) != 3:
            raise IllegalAction(Msg("hp_exchange_three", {"n": len(words)}))
        return mask

    def action_pieces(self, action: int) -> tuple[int, ...]:
        if action >= GIVE_BASE:
            giving = action < RETURN_BASE
            mask = TRIPLES[action - (GIVE_BASE if giving else RETURN_BASE)]
            return tuple(sorted(_cards(mask), key=text_order))
        return super().action_pieces(action)

    def selection_note(self, pieces: Sequence[int]) -> Msg | None:
        if self.phase not in (GIVE, RETURN):
            return None
        if len(pieces) != 3:
            return Msg("hp_note_count", {"n": len(pieces)})
        chosen = mask_of(pieces)
        kept = self.hands[self.current_player] & ~chosen
        return Msg("hp_note_points", {"given": mask_points(chosen), "kept": mask_points(kept)})

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        if self.redeal or self.declarer is None or self.contract is None:
            return [0, 0]
        points = self.team_points()
        if not self.is_terminal:
            return points
        ours = team_of(self.declarer)
        scores = [0, 0]
        if points[ours] >= self.contract:
            scores[ours] = self.contract
        else:
            scores[ours] = -self.penalty()
            scores[1 - ours] = points[1 - ours]
        return scores

    def penalty(self) -> int:
        """What a failed contract costs: the winning bid, or the raised one (option)."""
        assert self.contract is not None and self.first_bid is not None
        return self.contract if self.fail_final else self.first_bid

    def result(self) -> HuutopussiResult:
        if self.redeal:
            return HuutopussiResult(redeal=True)
        if self.declarer is None or self.contract is None:
            return HuutopussiResult()
        points = self.team_points()
        made = points[team_of(self.declarer)] >= self.contract if self.is_terminal else None
        return HuutopussiResult(False, self.declarer, self.contract, made, tuple(points))

    def explain_score(self) -> Msg | None:
        return self._verdict(-1)

    def _verdict(self, viewer: int) -> Msg | None:
        """How the deal scored, said to ``viewer`` (-1: to nobody in particular): a player
        of the declaring side hears "your side", anyone else the side's two seats."""
        if self.declarer is None or self.contract is None or not self.is_terminal:
            return None
        ours = team_of(self.declarer)
        params: dict[str, Any] = {
            "detail": self._detail(ours),
            "taken": self.team_points()[ours],
            "contract": self.contract,
        }
        key = "hp_made" if params["taken"] >= self.contract else "hp_failed"
        if key == "hp_failed":
            params["penalty"] = self.penalty()
            params["rule"] = Msg("hp_rule_final" if self.fail_final else "hp_rule_first")
            params["theirs"] = self.team_points()[1 - ours]
            params["their_detail"] = self._detail(1 - ours)
        if viewer >= 0 and team_of(viewer) == ours:
            return Msg(key + "_us", params)
        return Msg(
            key,
            {
                **params,
                "who": Seat(self.declarer),
                "partner_who": Seat(partner_of(self.declarer)),
            },
        )

    def _detail(self, team: int) -> Msg:
        last = LAST_TRICK if self.last_team == team else 0
        return Msg(
            "hp_detail",
            {
                "card_points": self.card_points[team],
                "last": last,
                "marriages": self.marriage_points[team],
            },
        )

    def summary(self, seat: int) -> Summary:
        if self.redeal:
            return Summary(lines=(Msg("hp_redeal_summary", {"who": Seat(self.redealer)}),))
        why = self._verdict(seat)
        if why is None or self.declarer is None:
            return Summary()
        made = why.key.startswith("hp_made")
        headline = Msg("hp_headline_made" if made else "hp_headline_failed")
        return Summary(headline, (why, *self._marriage_lines()))

    def deal_story(self) -> DealStory:
        """The declarer's bid (and its raise after the exchange), made or failed, what the
        declaring side took, and each marriage scored (by the seat whose hand held it).
        The exchanged cards went face down and are never named."""
        if self.redeal:
            return DealStory(notes=(Msg("hp_story_redeal", {"who": Seat(self.redealer)}),))
        declarer, contract, first = self.declarer, self.contract, self.first_bid
        if declarer is None or contract is None or first is None:
            return DealStory()
        who = Seat(declarer)
        if contract != first:
            words = Msg("hp_story_raised", {"who": who, "bid": first, "n": contract})
        else:
            words = Msg("hp_story_bid", {"who": who, "n": contract})
        notes: list[Msg] = []
        made: bool | None = None
        if self.is_terminal:
            taken = self.team_points()[team_of(declarer)]
            made = taken >= contract
            notes.append(Msg("hp_story_took", {"n": taken}))
        for holder, suit in self.marriages:
            notes.append(
                Msg(
                    "hp_story_marriage",
                    {"mark": MarkWord(suit), "n": MARRIAGE[suit], "who": Seat(holder)},
                )
            )
        return DealStory(declarer, words, made, tuple(notes))

    def _marriage_lines(self) -> list[Msg]:
        """Each marriage scored, and how: from one hand, or by asking the partner (and then
        whose cards made it)."""
        lines = []
        for asker, text, answerer, answer in self.declarations:
            if text.startswith("marry"):
                suit = SUIT_LETTERS.index(text[-1])
                lines.append(
                    Msg(
                        "hp_marriage_own",
                        {"who": Seat(asker), "mark": MarkWord(suit), "n": MARRIAGE[suit]},
                    )
                )
            elif text == "ask" and answer.startswith("marry"):
                suit = SUIT_LETTERS.index(answer[-1])
                params = {
                    "asker_who": Seat(asker),
                    "who": Seat(answerer),
                    "mark": MarkWord(suit),
                    "n": MARRIAGE[suit],
                }
                lines.append(Msg("hp_marriage_asked_any", params))
            elif answer == "show":
                suit = SUIT_LETTERS.index(text[-1])
                held = _cards(self.shown[asker] & PAIR_MASK[suit])
                shown = _cards(self.shown[answerer] & PAIR_MASK[suit])
                params = {
                    "asker_who": Seat(asker),
                    "who": Seat(answerer),
                    "mark": MarkWord(suit),
                    "n": MARRIAGE[suit],
                }
                if len(held) == 1 and len(shown) == 1:
                    params |= {
                        "asker_card": PieceWord(FRENCH, held[0]),
                        "card": PieceWord(FRENCH, shown[0]),
                    }
                    lines.append(Msg("hp_marriage_asked_half", params))
                else:  # cannot happen: an ask X is made holding exactly one of K and Q
                    lines.append(Msg("hp_marriage_asked_any", params))
        return lines

    # -- what a seat sees -------------------------------------------------------------------

    def known_masks(self, seat: int) -> list[int]:
        """Per seat, the cards ``seat`` knows lie in that hand (its own excluded): shown
        cards not yet played, and what it knows from an exchange it took part in."""
        played = self.played_mask()
        known = [m & ~played for m in self.shown]
        declarer = self.declarer
        if declarer is not None and self.phase not in (AUCTION, GIVE):
            partner = partner_of(declarer)
            if seat == declarer and self.phase != RETURN:
                known[partner] |= self.returned & ~played
            elif seat == partner:
                known[declarer] |= self.given & ~self.returned & ~played
        known[seat] = 0
        return known

    def view(self, player: int) -> HuutopussiView:
        declarer = self.declarer
        gave: tuple[int, ...] = ()
        received: tuple[int, ...] = ()
        if declarer is not None:
            if player == partner_of(declarer):
                gave, received = _cards(self.given), _cards(self.returned)
            elif player == declarer:
                gave, received = _cards(self.returned), _cards(self.given)
        played = self.played_mask()
        playing = self.phase in (PLAY, ANSWER, OVER) and declarer is not None
        return HuutopussiView(
            **self.view_base(player),
            trump=self.trump if playing else None,
            calls=self.calls,
            high_bid=self.high_bid,
            declarer=declarer,
            first_bid=self.first_bid,
            contract=self.contract,
            traditional=self.traditional,
            scored=self.scored,
            marriages=tuple(self.marriages),
            declarations=tuple(self.declarations),
            kinds=tuple(self.kinds),
            may_declare=self.may_declare,
            asking=(self.asker, self.asked) if self.phase == ANSWER else None,
            shown=tuple(_cards(m & ~played) for m in self.shown),
            lacks=tuple(self.lacks),
            gave=gave,
            received=received,
            known=tuple(_cards(m) for m in self.known_masks(player)),
            points=tuple(self.team_points()),
        )

    def sample_hidden(self, player: int, rng: random.Random) -> HuutopussiState:
        twin = self.clone()
        known = self.known_masks(player)
        lacks = self.lacks
        twin.resample_hands(player, rng, known, lambda seat, card: not lacks[seat] >> card & 1)
        if self.declarer is None or player not in (self.declarer, partner_of(self.declarer)):
            twin.given = twin.returned = 0  # faces this seat never saw
        return twin

    # -- words ------------------------------------------------------------------------------

    def status(self, seat: int) -> Status:
        lines = []
        for s in range(PLAYERS):
            parts: list[Msg] = []
            said = [call for who, call in self.calls if who == s]
            if self.phase == AUCTION and said:
                parts.append(Msg("hp_said", {"action": ActionWords(FRENCH, said[-1])}))
            if s == self.declarer and self.contract is not None:
                if self.contract != self.first_bid:
                    parts.append(
                        Msg("hp_declarer_raised", {"bid": self.first_bid, "n": self.contract})
                    )
                else:
                    parts.append(Msg("hp_declarer", {"n": self.contract}))
            if self.counts[s]:
                taken = sum(card_points(c) for _, c, w in self.finished if w == s)
                parts.append(Msg("hp_tricks", {"n": self.counts[s], "points": taken}))
            for holder, suit in self.marriages:
                if holder == s:
                    parts.append(
                        Msg("hp_seat_marriage", {"mark": MarkWord(suit), "n": MARRIAGE[suit]})
                    )
            said_last = self._last_declaration(s)
            if said_last is not None:
                parts.append(said_last)
            lines.append(tuple(parts))
        return Status(prompt=self._prompt(seat), centre=self._centre(), seats=tuple(lines))

    def _last_declaration(self, seat: int) -> Msg | None:
        """The latest ask by ``seat`` or answer it gave (marriages have their own line)."""
        for asker, text, answerer, answer in reversed(self.declarations):
            if asker == seat and text.startswith("ask"):
                if text == "ask":
                    return Msg("hp_seat_asked_any")
                return Msg("hp_seat_asked_suit", {"mark": MarkWord(SUIT_LETTERS.index(text[-1]))})
            if answerer == seat and answer == "none":
                return Msg("hp_seat_none")
            if answerer == seat and answer == "show":
                return Msg("hp_seat_showed")
        return None

    def _centre(self) -> Msg:
        if self.phase == AUCTION:
            if self.auction.high == PASS:
                return Msg("hp_centre_open", {"low": MIN_BID})
            return Msg(
                "hp_centre_auction", {"n": self.high_bid, "who": Seat(self.auction.high_seat)}
            )
        if self.redeal:
            return Msg("hp_centre_redeal")
        assert self.declarer is not None
        if self.phase in (GIVE, RETURN, RAISE):
            return Msg("hp_centre_exchange", {"n": self.contract, "who": Seat(self.declarer)})
        ours = team_of(self.declarer)
        points = self.team_points()
        trump = (
            Msg("hp_trump", {"mark": MarkWord(self.trump)})
            if self.trump >= 0
            else Msg("hp_no_trump_yet")
        )
        return Msg(
            "hp_centre_play",
            {
                "n": self.contract,
                "who": Seat(self.declarer),
                "trump": trump,
                "ours": points[ours],
                "theirs": points[1 - ours],
            },
        )

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            return None
        phase = self.phase
        if phase == AUCTION:
            redeal = self.may_redeal(seat)
            if not self.auction.calls:
                return Msg(
                    "hp_prompt_open_redeal" if redeal else "hp_prompt_open", {"low": MIN_BID}
                )
            key = "hp_prompt_bid_redeal" if redeal else "hp_prompt_bid"
            return Msg(key, {"high": self.high_bid})
        if phase == GIVE:
            assert self.declarer is not None
            return Msg("hp_prompt_give", {"who": Seat(self.declarer)})
        if phase == RETURN:
            return Msg("hp_prompt_return", {"who": Seat(partner_of(seat))})
        if phase == RAISE:
            key = "hp_prompt_raise" if (self.contract or 0) < MAX_BID else "hp_prompt_raise_max"
            return Msg(key, {"n": self.contract})
        if phase == ANSWER:
            if self.asked == ANY_SUIT:
                return Msg("hp_prompt_answer_any")
            return Msg("hp_prompt_answer_suit", {"suit": SuitWord(self.asked)})
        if not self.trick:
            declare = self.may_declare and self.declaration_ids(seat)
            return Msg("hp_prompt_declare" if declare else "hp_prompt_lead")
        return self._duty(seat)

    def _duty(self, seat: int) -> Msg:
        hand, led = self.hands[seat], self.led
        best_word = PieceWord(FRENCH, self.trick[self.best_at])
        followers = hand & SUIT_MASK[led]
        if followers:
            if self.best >= TIER_TRUMP and led != self.trump:
                return self.msg("hp_prompt_trumped", suit=SuitWord(led))
            if followers & self.stronger:
                return self.msg("hp_prompt_beat", card=best_word, suit=SuitWord(led))
            return self.msg("hp_prompt_follow_low", card=best_word, suit=SuitWord(led))
        if self.trump >= 0 and hand & SUIT_MASK[self.trump]:
            if self.best >= TIER_TRUMP:
                if hand & SUIT_MASK[self.trump] & self.stronger:
                    return self.msg("hp_prompt_overtrump", card=best_word, suit=SuitWord(led))
                return self.msg("hp_prompt_undertrump", card=best_word)
            return self.msg("hp_prompt_trump", suit=SuitWord(led), mark=MarkWord(self.trump))
        return self.msg("hp_prompt_any", suit=SuitWord(led))


MESSAGES = {
    # refusals
    "hp_bid_range": {
        "en": "A bid is a multiple of 5 from {low} to {high}.",
        "ja": "ビッドは {low} から {high} までの 5 の倍数です。",
    },
    "hp_raise_range": {
        "en": "A raise names the new contract: a multiple of 5 up to {high}.",
        "ja": "引き上げでは新しい契約を指定します（{high} までの 5 の倍数）。",
    },
    "hp_not_auction": {
        "en": "The bidding is over.",
        "ja": "ビッドはもう終わっています。",
    },
    "hp_first_must_bid": {
        "en": "The first to speak may not pass: bid {low} or more.",
        "ja": "最初にビッドする人はパスできません。{low} 以上をビッドしてください。",
    },
    "hp_redeal_first_call": {
        "en": "A redeal may only be asked for on your first call.",
        "ja": "配り直しを求められるのは最初の発言のときだけです。",
    },
    "hp_redeal_hand": {
        "en": "A redeal needs three or more 6s, or a hand without A, K or Q.",
        "ja": "配り直しを求められるのは、6 が3枚以上あるか、A・K・Q が1枚もないときだけです。",
    },
    "hp_not_raise": {
        "en": "The contract may only be raised right after the exchange, by the declarer.",
        "ja": "契約を上げられるのは、カード交換の直後のデクレアラーだけです。",
    },
    "hp_raise_low": {
        "en": "A raise must go above the contract of {contract}.",
        "ja": "契約 {contract} より上の点数でなければ上げられません。",
    },
    "hp_not_give": {
        "en": "Only the declarer's partner gives cards, right after the bidding.",
        "ja": "カードを渡すのはデクレアラーのパートナーで、ビッドの直後だけです。",
    },
    "hp_not_return": {
        "en": "Only the declarer gives cards back, after receiving three.",
        "ja": "カードを返すのは、3枚受け取った後のデクレアラーだけです。",
    },
    "hp_not_play": {
        "en": "Cards are played once the bidding and the exchange are over.",
        "ja": "カードを出すのはビッドと交換が終わってからです。",
    },
    "hp_not_in_pack": {
        "en": "{card} is not in this game's pack (6 to A).",
        "ja": "{card} はこのゲームでは使いません（6〜A の36枚）。",
    },
    "hp_exchange_twice": {
        "en": "{card} is named twice.",
        "ja": "{card} が二度指定されています。",
    },
    "hp_exchange_three": {
        "en": "Exactly three cards change hands, not {n}.",
        "ja": "渡すカードはちょうど3枚です（{n} 枚ではありません）。",
    },
    "hp_must_follow": {
        "en": "You hold {suit}: you must follow suit.",
        "ja": "{suit}を持っているので、そのマークを出さなければなりません。",
    },
    "hp_must_beat": {
        "en": "You hold {suit} higher than the {card}: you must play one that beats it.",
        "ja": "{card} より強い{suit}を持っているので、それに勝つカードを出さなければなりません。",
    },
    "hp_must_trump": {
        "en": "You have no {suit}, so you must play a trump ({mark}).",
        "ja": "{suit}がないので、切り札（{mark}）を出さなければなりません。",
    },
    "hp_must_overtrump": {
        "en": "You can beat the trump {card}: you must over-trump.",
        "ja": "切り札の {card} に勝てるカードがあるので、それを出さなければなりません。",
    },
    "hp_answer_first": {
        "en": "The ask of {who} must be answered first.",
        "ja": "先に{who}の質問への返事が必要です。",
    },
    "hp_must_marry": {
        "en": "You hold a marriage: you must declare it (your choice of suit).",
        "ja": "マリッジを持っているので、宣言しなければなりません（どのマークかは自由）。",
    },
    "hp_no_marriage": {
        "en": "You do not hold both K and Q of {suit}.",
        "ja": "{suit}の K と Q の両方は持っていません。",
    },
    "hp_answer_marry_or_none": {
        "en": "Answer your partner: declare a marriage you hold, or say none.",
        "ja": "パートナーに答えてください。持っているマリッジを宣言するか、「持っていない」と答えます。",
    },
    "hp_must_show": {
        "en": "You hold {cards}: you must show it.",
        "ja": "{cards} を持っているので、見せなければなりません。",
    },
    "hp_cannot_show": {
        "en": "You do not hold the card of {suit} that was asked for: answer none.",
        "ja": "求められた{suit}のカードを持っていないので、「持っていない」と答えます。",
    },
    "hp_answer_show_or_none": {
        "en": "Answer your partner's ask for the other {suit} card: show or none.",
        "ja": "{suit}のもう1枚を尋ねるパートナーに、show か none で答えてください。",
    },
    "hp_nothing_to_answer": {
        "en": "Nobody has asked you anything.",
        "ja": "誰からも尋ねられていません。",
    },
    "hp_declare_before_lead": {
        "en": "Marriages and asks are declared before leading a trick, not during one.",
        "ja": "マリッジの宣言やパートナーへの質問はリードの前に行います。トリックの途中ではできません。",
    },
    "hp_declare_who": {
        "en": "Only a player who led the last trick and won it may declare, once, before "
        "leading again.",
        "ja": "宣言できるのは、直前のトリックをリードして勝った人が次にリードする前に1回だけです。",
    },
    "hp_kind_order": {
        "en": "You have already {used}: from now on you may only do that or what comes later "
        "(your own marriage → ask for any marriage → ask for one suit).",
        "ja": "すでに{used}ので、以後はそれと同じか後の種類しか使えません（自分のマリッジ → マリッジを尋ねる → マークを指定して尋ねる）。",
    },
    "hp_kind_1": {"en": "declared your own marriage", "ja": "自分のマリッジを宣言した"},
    "hp_kind_2": {
        "en": "asked your partner for any marriage",
        "ja": "パートナーにマリッジを尋ねた",
    },
    "hp_kind_3": {
        "en": "asked your partner for a suit",
        "ja": "マークを指定してパートナーに尋ねた",
    },
    "hp_all_scored": {
        "en": "Every suit's marriage has been scored already.",
        "ja": "すべてのマークのマリッジがもう得点済みです。",
    },
    "hp_suit_scored": {
        "en": "The marriage in {suit} has been scored already this deal.",
        "ja": "{suit}のマリッジはこのディールでもう得点済みです。",
    },
    "hp_need_pair": {
        "en": "To declare the {suit} marriage you need its K and Q in your hand.",
        "ja": "{suit}のマリッジを宣言するには、手札にその K と Q が必要です。",
    },
    "hp_need_half": {
        "en": "To ask for {suit}, hold exactly one of its K and Q.",
        "ja": "{suit}を指定して尋ねるには、その K か Q のどちらか1枚だけを持っている必要があります。",
    },
    # events and results
    "hp_marriage_event": {
        "en": "Marriage in {mark}: +{n}, and {mark} is trump now.",
        "ja": "{mark}のマリッジ：+{n}。{mark}が切り札になります。",
    },
    "hp_detail": {
        "en": "cards {card_points} + last trick {last} + marriages {marriages}",
        "ja": "カード {card_points} + ラストトリック {last} + マリッジ {marriages}",
    },
    # "_us": said to a player of the declaring side; otherwise the side is named.
    "hp_made": {
        "en": "{who} and {partner_who} took {taken} ({detail}) ≥ contract {contract}: the "
        "declarers score {contract}, the defenders 0.",
        "ja": "{who}・{partner_who}のチームは {taken} 点（{detail}）≥ 契約 {contract}：デクレアラー側が {contract} 点を獲得し、相手チームは 0 点です。",
    },
    "hp_made_us": {
        "en": "Your side took {taken} ({detail}) ≥ contract {contract}: your side scores "
        "{contract}, the defenders 0.",
        "ja": "味方チームは {taken} 点（{detail}）≥ 契約 {contract}：味方チームが {contract} 点を獲得し、相手チームは 0 点です。",
    },
    "hp_failed": {
        "en": "{who} and {partner_who} took {taken} ({detail}) < contract {contract}: the "
        "declarers lose {penalty} ({rule}); the defenders score what they took, {theirs} "
        "({their_detail}).",
        "ja": "{who}・{partner_who}のチームは {taken} 点（{detail}）< 契約 {contract}：デクレアラー側は {penalty} 点を失います（{rule}）。相手チームは取った {theirs} 点（{their_detail}）を得ます。",
    },
    "hp_failed_us": {
        "en": "Your side took {taken} ({detail}) < contract {contract}: your side loses "
        "{penalty} ({rule}); the defenders score what they took, {theirs} ({their_detail}).",
        "ja": "味方チームは {taken} 点（{detail}）< 契約 {contract}：味方チームは {penalty} 点を失います（{rule}）。相手チームは取った {theirs} 点（{their_detail}）を得ます。",
    },
    "hp_rule_first": {"en": "the bid that won the auction", "ja": "オークションで勝ったビッド"},
    "hp_rule_final": {"en": "the final contract", "ja": "最終的な契約"},
    "hp_headline_made": {"en": "Contract made", "ja": "契約成功"},
    "hp_headline_failed": {"en": "Contract failed", "ja": "契約失敗"},
    # How each marriage was made: declared from one hand, or by asking the partner.
    "hp_marriage_own": {
        "en": "Marriage {mark} (+{n}): {who} held its K and Q.",
        "ja": "{mark}のマリッジ（+{n}）：{who}が K と Q を持っていました。",
    },
    "hp_marriage_asked_any": {
        "en": "Marriage {mark} (+{n}): {asker_who} asked for a marriage, and {who} held its "
        "K and Q.",
        "ja": "{mark}のマリッジ（+{n}）：{asker_who}がマリッジを尋ね、{who}が K と Q を持っていました。",
    },
    "hp_marriage_asked_half": {
        "en": "Marriage {mark} (+{n}): {asker_who} held {asker_card} and asked for the other; "
        "{who} showed {card}.",
        "ja": "{mark}のマリッジ（+{n}）：{asker_who}が {asker_card} を持って残りの1枚を尋ね、{who}が {card} を見せました。",
    },
    # the deal in one line (the score sheet)
    "hp_story_bid": {"en": "{who} bid {n}", "ja": "{who}のビッド {n}"},
    "hp_story_raised": {
        "en": "{who} bid {bid}, raised to {n}",
        "ja": "{who}のビッド {bid}（{n} に引き上げ）",
    },
    "hp_story_took": {
        "en": "the declarers took {n}",
        "ja": "デクレアラー側 {n} 点",
    },
    "hp_story_marriage": {
        "en": "marriage {mark} +{n} ({who})",
        "ja": "{mark}のマリッジ +{n}（{who}）",
    },
    "hp_story_redeal": {
        "en": "{who} asked for a redeal",
        "ja": "{who}が配り直しを要求",
    },
    "hp_redeal_summary": {
        "en": "{who} asked for a redeal: the same dealer deals again.",
        "ja": "{who}が配り直しを求めたので、同じディーラーが配り直します。",
    },
    # status
    "hp_said": {"en": "said: {action}", "ja": "発言：{action}"},
    "hp_declarer": {"en": "declarer {n}", "ja": "デクレアラー {n}"},
    "hp_declarer_raised": {"en": "declarer {bid} → {n}", "ja": "デクレアラー {bid} → {n}"},
    "hp_tricks": {
        "en": "{n} tricks · {points} {points|pt|pts}",
        "en_one": "1 trick · {points} {points|pt|pts}",
        "ja": "{n} トリック・{points} 点",
    },
    "hp_seat_marriage": {"en": "marriage {mark} +{n}", "ja": "マリッジ {mark} +{n}"},
    "hp_seat_asked_any": {"en": "asked for a marriage", "ja": "マリッジを尋ねた"},
    "hp_seat_asked_suit": {"en": "asked for the other {mark}", "ja": "{mark}のもう1枚を尋ねた"},
    "hp_seat_none": {"en": "answered: none held", "ja": "返事：持っていない"},
    "hp_seat_showed": {"en": "answered: showed it", "ja": "返事：見せた"},
    "hp_centre_open": {
        "en": "Bidding: the first to speak bids {low} or more",
        "ja": "ビッド：最初の人は {low} 以上をビッドします",
    },
    "hp_centre_auction": {
        "en": "Bidding: {n} by {who}",
        "ja": "ビッド：{n}（{who}）",
    },
    "hp_centre_redeal": {"en": "Redeal", "ja": "配り直し"},
    "hp_centre_exchange": {
        "en": "Contract {n} by {who} · exchange",
        "ja": "契約 {n}（{who}）・カード交換",
    },
    "hp_centre_play": {
        "en": "Contract {n} by {who} · {trump} · declarers {ours} / {n}, defenders {theirs}",
        "ja": "契約 {n}（{who}）・{trump}・デクレアラー側 {ours} / {n}、相手側 {theirs}",
    },
    "hp_trump": {"en": "trump {mark}", "ja": "切り札 {mark}"},
    "hp_no_trump_yet": {"en": "no trump yet", "ja": "切り札はまだなし"},
    "hp_prompt_open": {
        "en": "You speak first: bid {low} or more (you may not pass).",
        "ja": "最初の発言です。{low} 以上をビッドしてください（パスはできません）。",
    },
    "hp_prompt_open_redeal": {
        "en": "You speak first: bid {low} or more, or ask for a redeal (your hand allows it).",
        "ja": "最初の発言です。{low} 以上をビッドしてください。この手札なら配り直しも求められます。",
    },
    "hp_prompt_bid": {
        "en": "Your call: bid above {high} in steps of 5 (up to 440), or pass for good.",
        "ja": "あなたの番です。{high} より上を 5 点刻み（440 まで）でビッドするか、パスしてください（パスしたら戻れません）。",
    },
    "hp_prompt_bid_redeal": {
        "en": "Your call: bid above {high}, pass for good, or ask for a redeal (your hand "
        "allows it).",
        "ja": "あなたの番です。{high} より上をビッドするか、パスしてください（パスしたら戻れません）。この手札なら配り直しも求められます。",
    },
    "hp_prompt_give": {
        "en": "Choose 3 cards to give your partner {who}, the declarer, then confirm.",
        "ja": "パートナーでデクレアラーの{who}に渡すカードを3枚選んで、確定してください。",
    },
    "hp_prompt_return": {
        "en": "Choose 3 cards to give back to {who} (the ones you received are allowed), "
        "then confirm.",
        "ja": "{who}に返すカードを3枚選んで、確定してください（受け取ったカードをそのまま返してもかまいません）。",
    },
    "hp_prompt_raise": {
        "en": "Raise the contract of {n} (steps of 5, up to 440), or keep it.",
        "ja": "契約 {n} を上げるか（5 点刻み、440 まで）、そのままにするかを選んでください。",
    },
    "hp_prompt_answer_any": {
        "en": "Your partner asks you for a marriage: declare one you hold, or answer none.",
        "ja": "パートナーがマリッジを尋ねています。持っていれば宣言し、なければ 「持っていない」と答えてください。",
    },
    "hp_prompt_answer_suit": {
        "en": "Your partner asks you for the other half of the {suit} marriage: show it, or "
        "answer none.",
        "ja": "パートナーが{suit}のマリッジのもう1枚を尋ねています。持っていれば見せ、なければ 「持っていない」と答えてください。",
    },
    "hp_prompt_declare": {
        "en": "You led and won: declare a marriage or ask your partner before you lead, or "
        "just lead.",
        "ja": "リードして勝ちました。リードの前に、マリッジを宣言するかパートナーに尋ねられます。そのままリードしてもかまいません。",
    },
    "hp_prompt_lead": {
        "en": "Your lead: play a card.",
        "ja": "あなたのリードです。カードを出してください。",
    },
    "hp_prompt_raise_max": {
        "en": "The contract is {n}, the most there is: keep it.",
        "ja": "契約 {n} はこれ以上上げられません。そのままにしてください。",
    },
    "hp_prompt_beat": {
        "en": "Beat the {card} with one of your {suit}: you can, so you must.",
        "ja": "{suit}を出し、{card} に勝ってください（勝てるカードがあります）。",
    },
    "hp_prompt_follow_low": {
        "en": "Follow with {suit}: none of yours beats the {card}.",
        "ja": "{suit}を出してください（{card} に勝てるカードはありません）。",
    },
    "hp_prompt_trumped": {
        "en": "The trick is trumped: play any of your {suit}.",
        "ja": "このトリックには切り札が出ています。{suit}ならどれでもかまいません。",
    },
    "hp_prompt_trump": {
        "en": "You have no {suit}: play a trump ({mark}).",
        "ja": "{suit}がないので、切り札（{mark}）を出してください。",
    },
    "hp_prompt_overtrump": {
        "en": "You have no {suit}: play a trump that beats the {card}.",
        "ja": "{suit}がないので、{card} に勝つ切り札を出してください。",
    },
    "hp_prompt_undertrump": {
        "en": "Play a trump: none of yours beats the {card}.",
        "ja": "切り札を出してください（{card} に勝てる切り札はありません）。",
    },
    "hp_prompt_any": {
        "en": "You have neither {suit} nor trump: play any card.",
        "ja": "{suit}も切り札もないので、どのカードを出してもかまいません。",
    },
    "hp_note_count": {
        "en": "{n} of 3 cards chosen.",
        "ja": "3枚中 {n} 枚を選択中。",
    },
    "hp_note_points": {
        "en": "These 3 carry {given} card {given|point|points}; you keep {kept}.",
        "ja": "この3枚のカード点は {given}、手元に残るのは {kept} 点です。",
    },
    # a view in words
    "hp_seen_contract": {"en": "Contract: {contract} by {who}", "ja": "契約：{contract}（{who}）"},
    "hp_seen_marriage": {"en": "Marriage {mark} ({who})", "ja": "{mark}のマリッジ（{who}）"},
    "hp_seen_gave": {"en": "Gave in the exchange: {cards}", "ja": "交換で渡したカード：{cards}"},
    "hp_mark_received": {"en": "from {who}", "ja": "{who}から"},
    "hp_seen_received": {
        "en": "Received in the exchange: {cards}",
        "ja": "交換で受け取ったカード：{cards}",
    },
    "hp_seen_known": {
        "en": " (known to hold {cards})",
        "ja": "（{cards} を持っているとわかっている）",
    },
    # action words
    "verb_redeal": {"en": "Ask for a redeal", "ja": "配り直しを求める"},
    "verb_give": {"en": "Give {0}", "ja": "{0} を渡す"},
    "verb_return": {"en": "Give back {0}", "ja": "{0} を返す"},
    "verb_raise": {"en": "Raise to {0}", "ja": "{0} に上げる"},
    "verb_noraise": {"en": "Keep the contract", "ja": "契約を上げない"},
    "verb_marry": {"en": "Marriage {0}", "ja": "{0}のマリッジ"},
    "verb_ask": {"en": "Ask partner for the other {0}", "ja": "パートナーに{0}のもう1枚を尋ねる"},
    "verb_ask_": {"en": "Ask partner for a marriage", "ja": "パートナーにマリッジを尋ねる"},
    "verb_show": {"en": "Show the card", "ja": "カードを見せる"},
    "verb_none": {"en": "None held", "ja": "持っていない"},
}


class Huutopussi(FixedTableGame):
    id = "huutopussi"
    titles = {"en": "Huutopussi", "ja": "フートプッシ"}
    player_counts = (PLAYERS,)
    partnerships = True
    team_scores = True
    actions = ACTIONS
    messages = MESSAGES
    options = (
        OptionSpec(
            "traditional_rank",
            False,
            (False, True),
            {
                "en": "Traditional rank order (A 10 K Q J 9 …)",
                "ja": "伝統的な強さの順（A 10 K Q J 9 …）",
            },
        ),
        OptionSpec(
            "fail_penalty",
            "first",
            ("first", "final"),
            {"en": "A failed contract loses", "ja": "契約失敗で失う点"},
            {
                "first": {
                    "en": "the bid that won the auction",
                    "ja": "オークションで勝ったビッド",
                },
                "final": {
                    "en": "the final contract, raise included",
                    "ja": "最終的な契約（引き上げ分も含む）",
                },
            },
        ),
        OptionSpec(
            "target",
            500,
            (300, 500, 1000),
            {"en": "Play to this score", "ja": "目標点"},
        ),
    )
    hand_size = HAND_SIZE
    pack = PACK

    def start(self, request: DealRequest) -> HuutopussiState:
        options = request.options
        return HuutopussiState(
            self,
            dealt_hands(request, HAND_SIZE, PACK),
            request.dealer,
            traditional=bool(options["traditional_rank"]),
            fail_final=options["fail_penalty"] == "final",
        )

    def next_dealer(self, dealer: int, state: State) -> int:
        # A demanded redeal is dealt again by the same dealer.
        return dealer if state.result().get("redeal") else (dealer + 1) % PLAYERS


GAME = register(Huutopussi())

__all__ = [
    "ANSWER",
    "AUCTION",
    "GIVE",
    "MARRIAGE",
    "OVER",
    "PACK",
    "PLAY",
    "POINTS",
    "RAISE",
    "RETURN",
    "HuutopussiState",
    "HuutopussiView",
]
