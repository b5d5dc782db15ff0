"""Reveille: two players, a double-six domino set; a first half of may-follow tricks that
builds the hands from a stock, then a bid, a trump and seven must-follow tricks for points.

Spec: ``shared/rules/reveille.md``.  Tiles are :mod:`rules_core.tiles` faces ``H*8+L``;
a trick's strengths come from one table per (trump, led suit), built once.

Rulings where the spec is silent (each pinned by a test):

- The stock is a list, top first in the record; the dealer turns the top tile up at the
  deal, and after each first-half trick the next one (nothing to turn after the seventh).
- First-half tiles leave the play: the counting ones lie face up aside (zone
  ``counted``), the others face down (zone ``aside``).  Both players saw every one of
  them played, so the view keeps all finished tricks, faces included, as memory.
- Nello: the declarer leads (the spec's "the declarer leads" has no exception); there is
  no trump and the led suit is the higher end; must follow as usual.  The hand ends as
  soon as the declarer takes a trick (nothing can save it then), else after seven tricks.
  ``scores`` are then the points each player took in the tricks played; tiles never
  played count for nobody.
- Once the first half is over both players know both hands (every other tile has been
  seen), so the bidding and the second half are games of perfect information; the seat
  lines of :meth:`ReveilleState.status` say the other hand from then on (before, only the
  face-up tiles it took).
- The auction is the shared :class:`~rules_core.bidding.Auction` with the deal's maximum
  as its ``top`` (bidding it ends the auction) and ``last_must_bid`` (the spec's ruling:
  after the first speaker's pass the other must bid, which ends it).  A bid above the
  maximum is refused with the maximum and why it is that low; one outside the ladder
  (``bid 50``, ``bid 2``) with this deal's range, not the ladder's 4–42.
- Events: plays and tricks as every trick game; a first-half trick goes ``trick`` →
  ``counted`` / ``aside``; the winner's face-up draw is a ``move`` with the tile, the
  loser's hidden draw a ``move`` with no tile (``count`` 1, ``hidden``), the next tile
  turned up a ``reveal`` (``turned_up``); bids, passes, trump and Nello are ``say``
  events with ``info["call"]`` (the action text).
- ``scores`` (the replay's) are the second-half points; the match is on game points:
  :meth:`ReveilleState.match_points` is ``[1, 0]`` or ``[0, 1]``.
- ``result`` before the bidding ends is empty; ``made`` is ``None`` until the deal ends.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, IllegalAction, PieceVerb, Words
from ..bidding import PASS, Auction, Ladder
from ..deal import DealReader, shuffled
from ..events import STOCK as STOCK_ZONE
from ..events import TRICK, Detail, Moved, Revealed, Said, TrickWon, Zone
from ..game import DealRequest, Event, Game, Options, State
from ..match_rules import target_or_deals_reached
from ..messages import Msg, Seat
from ..pieces import ActionWords, PiecesWord, PieceWord, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..tiles import (
    DOMINO,
    DOUBLE_SIX_SET,
    MAX_END,
    domino_rank_in_suit,
    faces_of,
    has_end,
    high,
    is_double,
    pips,
)
from ..trick import TIER_LED, TIER_TRUMP, deal_round_robin
from ..trickgame import TrickGameState, hand_zone, split_hidden, won_zone
from ..view import HIDDEN, DealStory, Status, Summary, View

PLAYERS = 2
HAND = 7
TRICKS = 7  # in each half
STOCK = 14
MIN_BID = 4
TOTAL = 42  # every point of a deal: 35 in counting tiles, 7 for tricks
TARGET = 7  # game points that win the match
SUITS = tuple(range(MAX_END + 1))
NONE = MAX_END + 1  # the table key of a deal without trump (first half, NT, Nello)
SET_MASK = mask_of(DOUBLE_SIX_SET)
NO_TRUMP = -1  # ``trump_number`` of a no-trump or Nello second half

FIRST, BIDDING, TRUMP, SECOND, OVER = "first_half", "bidding", "trump", "second_half", "over"
PLAYING = frozenset((FIRST, SECOND))  # the phases in which tiles are played


def tile_points(face: int) -> int:
    """What a tile is worth in the second half: 10 pips → 10, 5 pips → 5, else 0."""
    if face not in DOUBLE_SIX_SET:
        return 0
    return {5: 5, 10: 10}.get(pips(face), 0)


POINTS: tuple[int, ...] = tuple(tile_points(f) for f in range(64))
COUNTING_MASK = mask_of(f for f in DOUBLE_SIX_SET if POINTS[f])


def mask_points(mask: int) -> int:
    return sum(POINTS[face] for face in faces_of(mask))


def _suit_mask(key: int, suit: int) -> int:
    """The tiles of ``suit`` when ``key`` is trump (NONE: no trump): a tile carrying the
    trump number belongs to trump only."""
    if key != NONE and suit != key:
        return mask_of(f for f in DOUBLE_SIX_SET if has_end(f, suit) and not has_end(f, key))
    return mask_of(f for f in DOUBLE_SIX_SET if has_end(f, suit))


# FOLLOW[key][suit]: the tiles that follow ``suit`` (key: trump 0..6 or NONE).
FOLLOW: tuple[tuple[int, ...], ...] = tuple(
    tuple(_suit_mask(key, s) for s in SUITS) for key in range(NONE + 1)
)


def led_suit_of(key: int, face: int) -> int:
    """The suit a led tile sets: trump when it carries the trump number, else its higher
    end."""
    return key if key != NONE and has_end(face, key) else high(face)


def _strengths(key: int, led: int) -> tuple[int, ...]:
    table = [0] * 64
    for face in DOUBLE_SIX_SET:
        if key != NONE and has_end(face, key):
            table[face] = TIER_TRUMP + domino_rank_in_suit(face, key)
        elif FOLLOW[key][led] >> face & 1:
            table[face] = TIER_LED + domino_rank_in_suit(face, led)
    return tuple(table)


# TABLES[key][led]: every tile's strength in a trick (0: it cannot win).
TABLES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_strengths(key, led) for led in SUITS) for key in range(NONE + 1)
)
LED: tuple[tuple[int, ...], ...] = tuple(
    tuple(led_suit_of(key, f) if f in DOUBLE_SIX_SET else 0 for f in range(64))
    for key in range(NONE + 1)
)

# -- actions ----------------------------------------------------------------------------------

BID_VALUES: tuple[int, ...] = tuple(range(MIN_BID, TOTAL + 1))


def _explain_bid(text: str) -> Msg | None:
    number = text.partition(" ")[2]
    if number.isascii() and number.isdigit():
        return Msg("bid_range", {"low": MIN_BID, "high": TOTAL})
    return None


def _explain_trump(text: str) -> Msg | None:
    word = text.partition(" ")[2]
    return Msg("rv_trump_words") if word.isascii() and word else None


LADDER = Ladder([f"bid {v}" for v in BID_VALUES], "bid N", _explain_bid)
PASS_WORD = Words(["pass"])
TRUMP_WORDS = Words(
    [f"trump {n}" for n in SUITS] + ["trump NT"], form="trump N", explain=_explain_trump
)
NELLO_WORD = Words(["nello"])
ACTIONS = ActionSpace(
    PieceVerb("play", DOMINO, noun="TILE"), LADDER.words, PASS_WORD, TRUMP_WORDS, NELLO_WORD
)
BID_BASE = LADDER.words.base
PASS_ID = PASS_WORD.base
TRUMP_BASE = TRUMP_WORDS.base  # + 0..6; + 7 is no trump
NT_ID = TRUMP_BASE + NONE
NELLO_ID = NELLO_WORD.base


def bid_id(value: int) -> int:
    return BID_BASE + value - MIN_BID


def bid_value(action: int) -> int:
    return BID_VALUES[action - BID_BASE]


def _tiles(mask: int) -> tuple[int, ...]:
    return tuple(DOMINO.pieces_of(mask))


def _tile_word(tile: int | None) -> PieceWord:
    """A tile as a message parameter (None: one nobody sees)."""
    return PieceWord(DOMINO, HIDDEN if tile is None else tile)


# -- the view ---------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ReveilleView(View):
    """What one seat sees.  Besides the base view (``hand``, ``hand_sizes``, ``trick``,
    ``stock_count`` and ``stock_top`` — the face-up tile or None —, ``scores``: the points
    each seat has taken in the second half, ``trick_counts``: tricks of the half in play):

    - ``phase``: ``first_half``, ``bidding``, ``trump``, ``second_half`` or ``over``;
    - ``tricks``: every finished trick of the deal, first half (1–7) then second (8–14);
      ``zones()`` gives ``counted`` (the counting tiles played in the first half, face up
      aside) and ``won:SEAT`` (second-half tricks); ``counts()`` gives ``stock`` and
      ``aside`` (the other first-half tiles, face down);
    - ``known``: per seat, the tiles this seat knows lie in that hand (face-up stock tiles
      it took and still holds; empty for the seat itself);
    - ``led``: the led suit of the trick in progress as a number (trump when a trump was
      led), None before the lead — :meth:`led_suit`;
    - ``calls``: the bids and passes so far, ``(seat, "bid N" | "pass")``; ``high_bid``
      (0: none yet) and ``high_bidder`` (-1); ``max_bid``: the highest bid this deal
      allows (42 less the counting tiles played in the first half); ``min_bid``: the
      lowest bid the seat to act may make now (0 outside the bidding); ``must_bid``: the
      seat to act may not pass;
    - ``declarer`` (-1 before), ``bid`` (the contract, 0 before), ``trump_number`` (0–6,
      -1 for no trump or Nello, None before it is named), ``nello``.

    The base ``trump`` stays None: French suit names do not fit dominoes.
    """

    @property
    def pieces(self) -> str:
        return "domino"

    known: tuple[tuple[int, ...], ...] = ()
    counted: tuple[int, ...] = ()
    aside_count: int = 0
    led: int | None = None
    calls: tuple[tuple[int, str], ...] = ()
    high_bid: int = 0
    high_bidder: int = -1
    max_bid: int = TOTAL
    min_bid: int = 0
    must_bid: bool = False
    declarer: int = -1
    bid: int = 0
    trump_number: int | None = None
    nello: bool = False

    def led_suit(self) -> int | None:
        return self.led

    def hand_trump(self) -> int | None:
        """A hand is laid out with the trump number's tiles first, once it is named."""
        return self.trump_number

    def known_mask(self, seat: int) -> int:
        return mask_of(self.known[seat]) if self.known else 0

    def taken(self, seat: int) -> int:
        """The points ``seat`` has taken in the second half."""
        return self.scores[seat] if self.scores else 0

    def zones(self) -> dict[str, tuple[int, ...]]:
        zones: dict[str, tuple[int, ...]] = {"counted": self.counted}
        for seat in range(len(self.hand_sizes)):
            zones[won_zone(seat)] = tuple(
                c
                for r in self.tricks
                if r.number > TRICKS and r.winner == seat
                for c in r.cards()
                if c >= 0
            )
        return zones

    def counts(self) -> dict[str, int]:
        counts = {"stock": self.stock_count} if self.stock_count else {}
        if self.aside_count:
            counts["aside"] = self.aside_count
        return counts

    def describe_deal(self) -> list[Msg]:
        lines = []
        if self.stock_count:
            lines.append(
                self.msg("rv_seen_stock", n=self.stock_count, card=_tile_word(self.stock_top))
            )
        if self.counted:
            lines.append(self.msg("rv_seen_counted", cards=PiecesWord(DOMINO, self.counted)))
        if self.calls:
            calls = tuple(
                self.msg("seen_call", who=Seat(s), action=ActionWords(DOMINO, c))
                for s, c in self.calls
            )
            lines.append(self.msg("seen_calls", calls=calls))
        if self.declarer >= 0 and self.trump_number is not None:
            terms = terms_words(self.trump_number, self.nello)
            lines.append(
                Msg(
                    "rv_seen_contract",
                    {"who": Seat(self.declarer), "bid": self.bid, "terms": terms},
                )
            )
        return lines

    def held_known(self, seat: int) -> tuple[int, ...]:
        return self.known[seat] if self.known and seat != self.seat else ()

    def describe_hand(self, seat: int) -> Msg | None:
        known = self.known[seat] if self.known else ()
        return self.msg("seen_drawn", cards=PiecesWord(DOMINO, known)) if known else None


def terms_words(trump: int, nello: bool) -> Msg:
    """What the declarer named: "trump 4", "no trump" or "Nello"."""
    if nello:
        return Msg("rv_terms_nello")
    if trump < 0:
        return Msg("rv_terms_nt")
    return Msg("rv_terms_trump", {"trump": trump})


def about(key: str, seat: int, viewer: int, **params: Any) -> Msg:
    """Message ``key`` about ``seat`` said to ``viewer``: ``key + "_you"`` (no seat name:
    "You score …", 「あなたのビッド …」) when that seat is the viewer's own."""
    if seat == viewer:
        return Msg(f"{key}_you", params)
    return Msg(key, {"who": Seat(seat), **params})


# -- the state --------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class ReveilleResult(DealResult):
    """The declarer, the bid and whether it was made (None: not yet); nothing before a
    bid stands."""

    declarer: int | None = None
    bid: int = 0
    made: bool | None = None

    def as_json(self) -> dict[str, ResultValue]:
        if self.declarer is None:
            return {}
        return {"declarer": self.declarer, "bid": self.bid, "made": self.made}


class ReveilleState(TrickGameState):
    special_base = BID_BASE

    def __init__(
        self, game: Reveille, hands: Sequence[Sequence[int]], stock: Sequence[int], dealer: int
    ) -> None:
        super().__init__(game, hands, dealer)
        self.dealt_stock = tuple(stock)
        self.stock: list[int] = list(self.dealt_stock[::-1])  # the top tile last
        self.phase = FIRST
        self.taken_up = [0, 0]  # face-up stock tiles each seat took (masks)
        self.aside = 0  # tiles played in the first half (a mask)
        self.played = 0  # tiles of the finished tricks, both halves (a mask)
        self.led_end = -1  # the led suit of the trick in progress
        self.key = NONE  # the table key: trump 0..6, or NONE
        self.auction = Auction((), one_round=False)
        self.max_bid = TOTAL
        self.declarer = -1
        self.bid = 0
        self.trump_number: int | None = None
        self.nello = False
        self.points = [0, 0]

    def clone_extra(self, twin: Any) -> None:
        twin.stock = self.stock[:]
        twin.taken_up = self.taken_up[:]
        twin.auction = self.auction.clone()
        twin.points = self.points[:]

    # -- reading the deal (names the heuristic shares with the view) ------------------------

    @property
    def stock_top(self) -> int | None:
        return self.stock[-1] if self.stock else None

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def high_bid(self) -> int:
        high = self.auction.high
        return 0 if high == PASS else BID_VALUES[high]

    @property
    def high_bidder(self) -> int:
        return self.auction.high_seat

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        return tuple((s, "pass" if b == PASS else LADDER.text(b)) for s, b in self.auction.calls)

    @property
    def min_bid(self) -> int:
        if self.phase != BIDDING:
            return 0
        return max(self.high_bid + 1, MIN_BID)

    @property
    def must_bid(self) -> bool:
        return self.phase == BIDDING and not self.auction.may_pass(self.current_player)

    def known_mask(self, seat: int) -> int:
        """What the other seat knows lies in ``seat``'s hand: the face-up tiles it took, and
        once the first half is over the whole hand (every other tile has been seen)."""
        if self.phase != FIRST:
            return self.hands[seat]
        return self.taken_up[seat] & self.hands[seat]

    def led_suit(self) -> int | None:
        return self.led_end if self.lead_card >= 0 else None

    def taken(self, seat: int) -> int:
        return self.points[seat]

    def tricks_done(self) -> int:
        return sum(self.counts)

    def played_mask(self) -> int:
        """Every tile played so far (nothing is ever played face down)."""
        mask = self.played
        for tile in self.trick:
            mask |= 1 << tile
        return mask

    def made(self) -> bool:
        """Whether the declarer has its contract (so far)."""
        if self.nello:
            return self.counts[self.declarer] == 0
        return self.points[self.declarer] >= self.bid

    # -- the engine -------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        if self.phase in PLAYING:
            hand = self.hands[self.current_player]
            if self.lead_card >= 0:  # must follow (the first half has nothing to follow)
                return faces_of(hand & self.led_mask or hand)
            return faces_of(hand)
        if self.is_terminal:
            return ()
        return self.opening_ids()

    def opening_ids(self) -> Sequence[int]:
        phase = self.phase
        if phase == BIDDING:
            auction = self.auction
            # Auction.may_pass for two seats: the seat to speak passes unless the other
            # has passed without a bid (the last must bid)
            other_passed = auction.passed >> (1 - self.current_player) & 1
            ids = [PASS_ID] if auction.high != PASS or not other_passed else []
            # every bid above the high one, up to this deal's maximum (Auction.bids)
            ids.extend(range(BID_BASE + auction.high + 1, BID_BASE + self.max_bid - MIN_BID + 1))
            return ids
        if phase == TRUMP:
            ids = list(range(TRUMP_BASE, NT_ID + 1))
            if self.bid == self.max_bid:
                ids.append(NELLO_ID)
            return ids
        return faces_of(self.hands[self.current_player])

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        """The trick engine's play (``TrickGameState.apply_id`` with its ``lead_rule``)
        written out for two plays a trick, every one face up; bids, trump and Nello go to
        :meth:`apply_special`."""
        if action >= BID_BASE:
            self.apply_special(action, events)
            return
        seat = self.current_player
        bit = 1 << action
        self.hands[seat] ^= bit
        if self.lead_card < 0:
            self.leader = seat
            self.lead_card = action
            if self.phase == FIRST:  # may follow: nothing to follow, no void shown
                led = self.led_end = action >> 3  # the higher end
                self.led, self.led_mask = -1, 0
                strengths = TABLES[NONE][led]
            else:
                key = self.key
                led = self.led = self.led_end = LED[key][action]
                self.led_mask = FOLLOW[key][led]
                strengths = TABLES[key][led]
            self.strengths = strengths
            self.best, self.best_at = strengths[action], 0
            self.trick.append(action)
            if events is not None:
                events.append(self.play_event(seat, action, False))
            self.current_player = 1 - seat
            return
        if self.strengths[action] > self.best:
            self.best, self.best_at = self.strengths[action], 1
        if not bit & self.led_mask and self.led >= 0:
            self.voids[seat] |= 1 << self.led
        self.trick.append(action)
        if events is not None:
            events.append(self.play_event(seat, action, False))
        self._end_trick(events)

    def _end_trick(self, events: list[Event] | None) -> None:
        """``TrickGameState.end_trick`` and ``after_trick`` written out for two plays, both
        face up: a first-half trick goes aside and both hands draw from the stock (the
        bidding follows the seventh); a second-half trick scores for its winner."""
        cards = self.trick
        leader = self.leader
        winner = leader ^ self.best_at  # two seats: the leader, or the other
        self.finished.append((leader, cards, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1  # led, led_mask and strengths are set again by the next lead
        self.current_player = self.leader = winner
        if events is not None:
            why = self.trick_why(cards, self.best_at)
            events.append(TrickWon(winner, tuple(cards), len(self.finished), why=why))
        first, second = cards
        taken = 1 << first | 1 << second
        self.played |= taken
        if self.phase == FIRST:
            self.aside |= taken
            if events is not None:
                self._set_aside(winner, cards, events)
            self._draw(winner, events)
            if not self.stock:
                self._to_bidding(winner)
            return
        self.points[winner] += 1 + POINTS[first] + POINTS[second]
        if events is not None:
            self.collect(winner, cards, events)  # to the winner's pile
        if self.nello and self.counts[self.declarer]:
            self.finish(events)  # the Nello is lost: nothing left to play for
        elif not self.hands[0] | self.hands[1]:
            self.finish(events)

    def void_suit(self, piece: int, voids: int) -> bool:
        follow = FOLLOW[self.key]
        return any(voids >> s & 1 and follow[s] >> piece & 1 for s in SUITS)

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        seat = self.current_player
        if action < TRUMP_BASE:
            self._call(seat, PASS if action == PASS_ID else action - BID_BASE, events)
        else:
            self._declare(seat, action, events)

    def _call(self, seat: int, bid: int, events: list[Event] | None) -> None:
        auction = self.auction
        auction.call(seat, bid)
        if events is not None:
            call = "pass" if bid == PASS else LADDER.text(bid)
            events.append(Said(seat, call=call))
        if not auction.is_over:
            self.current_player = 1 - seat  # the auction's speaker: two seats take turns
            return
        self.declarer = auction.high_seat
        self.bid = BID_VALUES[auction.high]
        self.phase = TRUMP
        self.current_player = self.declarer

    def _declare(self, seat: int, action: int, events: list[Event] | None) -> None:
        if action == NELLO_ID:
            self.nello = True
            self.trump_number = NO_TRUMP
        else:
            self.trump_number = NO_TRUMP if action == NT_ID else action - TRUMP_BASE
        self.key = NONE if self.trump_number < 0 else self.trump_number
        self.phase = SECOND
        self.current_player = self.leader = seat  # the declarer leads
        if events is not None:
            call = self.action_text(action)
            events.append(Said(seat, call=call, details={"trump": self.trump_number}))

    def _set_aside(self, winner: int, cards: list[int], events: list[Event]) -> None:
        """A first-half trick leaves the play: the counting tiles face up, the others face
        down."""
        info: dict[str, Detail] = {"trick_number": len(self.finished)}
        counted = tuple(c for c in cards if POINTS[c])
        rest = tuple(c for c in cards if not POINTS[c])
        if counted:
            events.append(Moved(winner, counted, TRICK, Zone("counted"), details=info))
        if rest:
            down = {**info, "face_down_aside": True}
            events.append(Moved(winner, rest, TRICK, Zone("aside"), details=down))

    def _draw(self, winner: int, events: list[Event] | None) -> None:
        """First half: the winner takes the face-up tile, the loser the next (unseen by the
        winner), and the next one after that is turned up."""
        stock = self.stock
        loser = 1 - winner
        top = stock.pop()
        self.hands[winner] |= 1 << top
        self.taken_up[winner] |= 1 << top
        hidden = stock.pop()
        self.hands[loser] |= 1 << hidden
        if events is not None:
            events.append(Moved(winner, (top,), STOCK_ZONE, hand_zone(winner), face_up=True))
            events.append(
                Moved(loser, (), STOCK_ZONE, hand_zone(loser), count=1, details={"hidden": True})
            )
            if stock:
                events.append(
                    Revealed(-1, (stock[-1],), STOCK_ZONE, STOCK_ZONE, {"turned_up": True})
                )

    def _to_bidding(self, last_winner: int) -> None:
        """The first half is over: the second counts its own tricks, after the bidding."""
        self.counts = [0, 0]  # the second half counts its own tricks
        self.max_bid = TOTAL - mask_points(self.aside & COUNTING_MASK)
        top = self.max_bid - MIN_BID
        self.auction = Auction(
            (last_winner, 1 - last_winner), one_round=False, top=top, last_must_bid=True
        )
        self.phase = BIDDING
        self.current_player = last_winner

    def end_info(self) -> dict[str, Detail]:
        return {"scores": self.scores(), "match_points": self.match_points()}

    def trick_why(self, cards: list[int], index: int) -> Msg | None:
        """Why ``cards[index]`` takes the trick (index 0: the lead held, 1: the answer
        beat it): by trumping, by ranking higher in the led suit, or because the other
        tile could not win."""
        card, other, led, key = cards[index], cards[1 - index], self.led_end, self.key
        trump_led = key != NONE and led == key
        if key != NONE and not trump_led and has_end(card, key):
            return self.msg("rv_trick_trump", card=PieceWord(DOMINO, card), led=led)
        follows = FOLLOW[key][led] >> other & 1
        if index == 1:
            name = "rv_trick_higher"
        elif follows:
            name = "rv_trick_held"
        elif key != NONE and not trump_led:
            return self.msg(
                "rv_trick_neither",
                card=PieceWord(DOMINO, card),
                other_card=PieceWord(DOMINO, other),
                led=led,
            )
        else:
            name = "rv_trick_off"
        if trump_led:
            return self.msg(
                f"{name}_trump", card=PieceWord(DOMINO, card), other_card=PieceWord(DOMINO, other)
            )
        return self.msg(
            name, card=PieceWord(DOMINO, card), other_card=PieceWord(DOMINO, other), led=led
        )

    # -- refusals ---------------------------------------------------------------------------

    def action_id(self, text: str) -> int:
        """A bid outside the ladder is refused with this deal's range, not the ladder's."""
        try:
            return super().action_id(text)
        except IllegalAction as refusal:
            if refusal.msg.key != "bid_range":
                raise
            number = int(text.partition(" ")[2])
            if self.phase != BIDDING:
                raise IllegalAction(self.msg("rv_not_bidding")) from None
            if number > self.max_bid:
                raise IllegalAction(self._over_max(number)) from None
            raise IllegalAction(self._bid_range()) from None

    def _bid_range(self) -> Msg:
        return Msg("rv_bid_range", {"low": self.min_bid, "high": self.max_bid})

    def _over_max(self, bid: int) -> Msg:
        out = TOTAL - self.max_bid
        if not out:
            return Msg("rv_bid_over_all", {"bid": bid})
        return Msg("rv_bid_over_max", {"bid": bid, "high": self.max_bid, "out": out})

    def why_illegal(self, action: int) -> Msg:
        phase = self.phase
        if action < BID_BASE:
            if phase == BIDDING:
                return self.msg("rv_bidding_now")
            if phase == TRUMP:
                return self.msg("rv_trump_now")
            if not self.hands[self.current_player] >> action & 1:
                return self.msg("card_not_in_hand", card=PieceWord(DOMINO, action))
            followers = _tiles(self.hands[self.current_player] & self.led_mask)
            n = len(followers)
            lead, held = PieceWord(DOMINO, self.lead_card), PiecesWord(DOMINO, followers)
            if self.key != NONE and self.led == self.key:
                return self.msg("rv_must_follow_trump", lead_card=lead, cards=held, n=n)
            return self.msg("rv_must_follow", lead_card=lead, led=self.led, cards=held, n=n)
        if action < TRUMP_BASE:
            if phase != BIDDING:
                return self.msg("rv_not_bidding")
            if action == PASS_ID:
                return Msg(
                    "rv_must_bid",
                    {
                        "who": Seat(1 - self.current_player),
                        "low": self.min_bid,
                        "high": self.max_bid,
                    },
                )
            value = bid_value(action)
            if value > self.max_bid:
                return self._over_max(value)
            return self.msg("bid_too_low", bid=value, high=self.high_bid)
        if phase != TRUMP:
            return self.msg("rv_not_trump")
        return self.msg("rv_nello_max", high=self.max_bid, bid=self.bid)

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return list(self.points)

    def match_points(self) -> list[int]:
        if not self.is_terminal or self.declarer < 0:
            return [0, 0]
        winner = self.declarer if self.made() else 1 - self.declarer
        return [1 if seat == winner else 0 for seat in range(PLAYERS)]

    def claim_open(self, seat: int) -> bool:
        """A claim is every trick left: the declarer of Nello, who wants none, never
        claims them (its opponent may)."""
        if self.nello and seat == self.declarer:
            return False
        return super().claim_open(seat)

    def result(self) -> ReveilleResult:
        if self.declarer < 0:
            return ReveilleResult()
        made = self.made() if self.is_terminal else None
        return ReveilleResult(self.declarer, self.bid, made)

    def explain_score(self) -> Msg | None:
        return self._score_words(-1) if self.is_terminal else None

    def _score_words(self, viewer: int) -> Msg:
        """How the contract went, said to ``viewer`` (-1: to nobody in particular)."""
        declarer = self.declarer
        if self.nello:
            if self.made():
                return about("rv_nello_made", declarer, viewer)
            return about("rv_nello_lost", declarer, viewer, n=len(self.finished) - TRICKS)
        tricks = self.counts[declarer]
        taken = self.points[declarer]
        key = "rv_made" if self.made() else "rv_failed"
        return about(
            key, declarer, viewer, bid=self.bid, n=taken, tiles=taken - tricks, tricks=tricks
        )

    def deal_story(self) -> DealStory:
        """The declarer's bid and what it named (a trump, no trump, Nello), made or failed,
        and the points it took in the second half."""
        if self.declarer < 0 or self.trump_number is None:
            return DealStory()
        terms = terms_words(self.trump_number, self.nello)
        words = Msg(
            "rv_story_contract", {"who": Seat(self.declarer), "bid": self.bid, "terms": terms}
        )
        if not self.is_terminal:
            return DealStory(self.declarer, words)
        notes = () if self.nello else (Msg("rv_story_took", {"n": self.points[self.declarer]}),)
        return DealStory(self.declarer, words, self.made(), notes)

    def summary(self, seat: int) -> Summary:
        if not self.is_terminal:
            return Summary()
        winner = self.match_points().index(1)
        headline = Msg("rv_headline_made" if self.made() else "rv_headline_failed")
        lines = (self._score_words(seat), about("rv_game_point", winner, seat))
        return Summary(headline, lines)

    # -- what a seat sees -------------------------------------------------------------------

    def view(self, player: int) -> ReveilleView:
        return ReveilleView(
            **self.view_base(player),
            stock_count=len(self.stock),
            stock_top=self.stock_top,
            known=tuple(() if s == player else _tiles(self.known_mask(s)) for s in range(PLAYERS)),
            counted=_tiles(self.aside & COUNTING_MASK),
            aside_count=(self.aside & ~COUNTING_MASK).bit_count(),
            led=self.led_suit(),
            calls=self.calls,
            high_bid=self.high_bid,
            high_bidder=self.high_bidder,
            max_bid=self.max_bid,
            min_bid=self.min_bid,
            must_bid=self.must_bid,
            declarer=self.declarer,
            bid=self.bid,
            trump_number=self.trump_number,
            nello=self.nello,
        )

    def sample_hidden(self, player: int, rng: random.Random) -> ReveilleState:
        """Deal afresh what ``player`` cannot see: the other hand's tiles it did not see
        taken face up, and the stock below its face-up top (in a new order)."""
        twin = self.clone()
        other = 1 - player
        known = self.known_mask(other)
        pool = _tiles(self.hands[other] & ~known) + tuple(self.stock[:-1])
        sizes = {other: (self.hands[other] & ~known).bit_count(), PLAYERS: len(self.stock[:-1])}
        dealt = split_hidden(pool, sizes, lambda slot, piece: True, rng)
        twin.hands[other] = known | mask_of(dealt[other])
        twin.stock = dealt[PLAYERS] + self.stock[-1:]
        return twin

    # -- words ------------------------------------------------------------------------------

    def status(self, seat: int) -> Status:
        lines = tuple(tuple(self._seat_line(s, seat)) for s in range(PLAYERS))
        aside: dict[str, Msg] = {}
        if self.stock:
            aside["stock"] = self.msg(
                "rv_aside_stock", n=len(self.stock), card=PieceWord(DOMINO, self.stock[-1])
            )
        counted = self.aside & COUNTING_MASK
        if counted:
            aside["counted"] = Msg("rv_aside_counted", {"points": mask_points(counted)})
        rest = (self.aside & ~COUNTING_MASK).bit_count()
        if rest:
            aside["aside"] = Msg("rv_aside_down", {"n": rest})
        return Status(self._prompt(seat), self._centre(seat), lines, aside)

    def _seat_line(self, s: int, viewer: int) -> list[Msg]:
        """What is said after seat ``s``'s name: its last call, declarer, its tricks and
        points, and the other hand's tiles as ``viewer`` knows them — the face-up tiles it
        took in the first half, the whole hand after it (every other tile has been seen)."""
        parts: list[Msg] = []
        phase = self.phase
        said = [bid for who, bid in self.auction.calls if who == s]
        if phase == BIDDING and said:
            last = said[-1]
            parts.append(
                Msg("rv_said_pass")
                if last == PASS
                else Msg("rv_said_bid", {"bid": BID_VALUES[last]})
            )
        if s == self.declarer:
            parts.append(Msg("rv_declarer"))
        if phase in (SECOND, OVER):
            parts.append(Msg("tricks_n", {"n": self.counts[s]}))
            if not self.nello:  # a Nello is about tricks only
                parts.append(Msg("rv_points", {"n": self.points[s]}))
        if s != viewer:
            if phase == FIRST:
                known = self.known_mask(s)
                if known:
                    parts.append(
                        self.msg("rv_took_up", cards=PiecesWord(DOMINO, self._laid_out(known)))
                    )
            elif self.hands[s]:
                parts.append(
                    self.msg("rv_holds", cards=PiecesWord(DOMINO, self._laid_out(self.hands[s])))
                )
        return parts

    def _laid_out(self, mask: int) -> tuple[int, ...]:
        """Tiles in the order a hand shows them (the trump number's first, once named)."""
        return tuple(sorted(_tiles(mask), key=DOMINO.display_key(self.trump_number)))

    def _centre(self, viewer: int) -> Msg:
        phase = self.phase
        if phase == FIRST:
            return Msg("rv_centre_first", {"n": len(self.finished) + 1})
        if phase == BIDDING:
            if self.auction.high == PASS:
                return Msg("rv_centre_open", {"low": MIN_BID, "high": self.max_bid})
            return about(
                "rv_centre_bidding", self.high_bidder, viewer, bid=self.high_bid, high=self.max_bid
            )
        if phase == TRUMP:
            return about("rv_centre_trump", self.declarer, viewer, bid=self.bid)
        assert self.trump_number is not None
        terms = terms_words(self.trump_number, self.nello)
        if phase == OVER:
            outcome = Msg("rv_headline_made" if self.made() else "rv_headline_failed")
            return about(
                "rv_centre_over", self.declarer, viewer, terms=terms, bid=self.bid, outcome=outcome
            )
        n = min(len(self.finished) - TRICKS + 1, TRICKS)
        return about("rv_centre_second", self.declarer, viewer, terms=terms, bid=self.bid, n=n)

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            return None
        phase = self.phase
        if phase == BIDDING:
            low, high = self.min_bid, self.max_bid
            if self.must_bid:
                return Msg("rv_prompt_must_bid", {"who": Seat(1 - seat), "low": low, "high": high})
            if low == high:
                return Msg("rv_prompt_bid_max", {"high": high})
            return Msg("rv_prompt_bid", {"low": low, "high": high})
        if phase == TRUMP:
            key = "rv_prompt_trump_nello" if self.bid == self.max_bid else "rv_prompt_trump"
            return Msg(key, {"bid": self.bid})
        if phase == FIRST:
            top = self.stock[-1]
            if self.lead_card < 0:
                return self.msg("rv_prompt_lead_first", card=PieceWord(DOMINO, top))
            key = "rv_prompt_follow_first"
            if is_double(self.lead_card):  # the highest tile of its suit: nothing beats it
                key = "rv_prompt_follow_first_double"
            return self.msg(
                key,
                lead_card=PieceWord(DOMINO, self.lead_card),
                led=self.led_end,
                card=PieceWord(DOMINO, top),
            )
        if self.lead_card < 0:
            if self.nello:
                if seat == self.declarer:
                    return Msg("rv_prompt_lead_nello")
                return Msg("rv_prompt_lead_nello_other", {"who": Seat(self.declarer)})
            if self.key == NONE:
                return Msg("rv_prompt_lead_nt")
            return Msg("rv_prompt_lead_trump", {"trump": self.key})
        follows = "rv_prompt_follow" if self.hands[seat] & self.led_mask else "rv_prompt_free"
        if self.key != NONE and self.led == self.key:
            return self.msg(f"{follows}_trump", lead_card=PieceWord(DOMINO, self.lead_card))
        return self.msg(follows, lead_card=PieceWord(DOMINO, self.lead_card), led=self.led)


MESSAGES = {
    # refusals
    "rv_trump_words": {
        "en": "Trump is named with a number from 0 to 6 (trump 4), or NT for no trump (trump NT).",
        "ja": "切り札は 0〜6 の数（trump 4）か、切り札なしの NT（trump NT）で指定します。",
    },
    "rv_bidding_now": {
        "en": "The first half is over: bid or pass before any tile is played again.",
        "ja": "前半戦は終わりました。次の牌を出す前に、ビッドかパスをしてください。",
    },
    "rv_trump_now": {
        "en": "The declarer names trump (or Nello) before the second half's first lead.",
        "ja": "後半戦の最初のリードの前に、デクレアラーが切り札（またはネロ）を決めます。",
    },
    "rv_must_follow": {
        "en": "{lead_card} leads the {led}s and you hold {cards}: you must play one of them.",
        "en_one": "{lead_card} leads the {led}s and you hold {cards}: you must play it.",
        "ja": "{lead_card} のリードで、台札は {led} のスートです。{cards} を持っているので、そのどれかを出さなければなりません。",
        "ja_one": "{lead_card} のリードで、台札は {led} のスートです。{cards} を持っているので、それを出さなければなりません。",
    },
    "rv_must_follow_trump": {
        "en": "{lead_card} leads trump and you hold {cards}: you must play one of them.",
        "en_one": "{lead_card} leads trump and you hold {cards}: you must play it.",
        "ja": "{lead_card} で切り札がリードされました。{cards} を持っているので、そのどれかを出さなければなりません。",
        "ja_one": "{lead_card} で切り札がリードされました。{cards} を持っているので、それを出さなければなりません。",
    },
    "rv_not_bidding": {
        "en": "Bids and passes are made between the two halves, not now.",
        "ja": "ビッドとパスは前半戦と後半戦の間に行います。いまはできません。",
    },
    "rv_must_bid": {
        "en": "{who} passed, so you must bid: from {low} to {high}.",
        "ja": "{who}がパスしたので、ビッドしなければなりません（{low}〜{high}）。",
    },
    "rv_bid_range": {
        "en": "You may bid from {low} to {high} now.",
        "ja": "いまビッドできるのは {low}〜{high} です。",
    },
    "rv_bid_over_max": {
        "en": "A bid of {bid} is too high: the most anyone may bid this deal is {high} (42 less the {out} {out|point|points} of counting tiles played in the first half).",
        "ja": "{bid} は高すぎます。このディールの最高ビッドは {high} です（42 から、前半戦に出た得点牌の {out} 点を引いた数）。",
    },
    "rv_bid_over_all": {
        "en": "A bid of {bid} is too high: the most anyone may bid is 42, every point of the deal.",
        "ja": "{bid} は高すぎます。ビッドは最高でも 42（このディールの全得点）です。",
    },
    "rv_not_trump": {
        "en": "Only the declarer names trump or Nello, once the bidding is over.",
        "ja": "切り札やネロを宣言できるのは、ビッドが終わった後のデクレアラーだけです。",
    },
    "rv_nello_max": {
        "en": "Nello may be declared only after bidding the maximum ({high}); your bid is {bid}.",
        "ja": "ネロを宣言できるのは最高ビッド（{high}）をしたときだけです。あなたのビッドは {bid} です。",
    },
    # tricks
    "rv_trick_trump": {
        "en": "{card} takes the trick: a trump beats any {led}.",
        "ja": "{card} がトリックを取ります（切り札は {led} のスートのどの牌にも勝ちます）。",
    },
    "rv_trick_higher": {
        "en": "{card} takes the trick: a higher {led}.",
        "ja": "{card} がトリックを取ります（{led} のスートでより強い牌）。",
    },
    "rv_trick_held": {
        "en": "{card} takes the trick: {other_card} is a lower {led}.",
        "ja": "{card} がトリックを取ります（{other_card} は {led} のスートでより弱い牌）。",
    },
    "rv_trick_off": {
        "en": "{card} takes the trick: {other_card} is not a {led}, and only a {led} can win.",
        "ja": "{card} がトリックを取ります。{other_card} は {led} のスートではなく、勝てるのは {led} のスートの牌だけです。",
    },
    "rv_trick_neither": {
        "en": "{card} takes the trick: {other_card} is neither a {led} nor a trump.",
        "ja": "{card} がトリックを取ります。{other_card} は {led} のスートでも切り札でもありません。",
    },
    "rv_trick_higher_trump": {
        "en": "{card} takes the trick: a higher trump.",
        "ja": "{card} がトリックを取ります（より強い切り札）。",
    },
    "rv_trick_held_trump": {
        "en": "{card} takes the trick: {other_card} is a lower trump.",
        "ja": "{card} がトリックを取ります（{other_card} はより弱い切り札）。",
    },
    "rv_trick_off_trump": {
        "en": "{card} takes the trick: {other_card} is not a trump.",
        "ja": "{card} がトリックを取ります。{other_card} は切り札ではありません。",
    },
    # results ("_you": said to the declarer, or the seat scoring, itself)
    "rv_made": {
        "en": "{who} bid {bid} and took {n} {n|point|points} ({tiles} in counting tiles + {tricks} for tricks): the contract is made.",
        "ja": "{who}は {bid} をビッドし、{n} 点（得点牌 {tiles} 点＋トリック {tricks} 点）を取りました。契約成功です。",
    },
    "rv_made_you": {
        "en": "You bid {bid} and took {n} {n|point|points} ({tiles} in counting tiles + {tricks} for tricks): the contract is made.",
        "ja": "あなたは {bid} をビッドし、{n} 点（得点牌 {tiles} 点＋トリック {tricks} 点）を取りました。契約成功です。",
    },
    "rv_failed": {
        "en": "{who} bid {bid} but took only {n} points ({tiles} in counting tiles + {tricks} for tricks): the contract fails.",
        "en_one": "{who} bid {bid} but took only 1 point (for 1 trick): the contract fails.",
        "ja": "{who}は {bid} をビッドしましたが、{n} 点（得点牌 {tiles} 点＋トリック {tricks} 点）しか取れませんでした。契約失敗です。",
    },
    "rv_failed_you": {
        "en": "You bid {bid} but took only {n} points ({tiles} in counting tiles + {tricks} for tricks): the contract fails.",
        "en_one": "You bid {bid} but took only 1 point (for 1 trick): the contract fails.",
        "ja": "あなたは {bid} をビッドしましたが、{n} 点（得点牌 {tiles} 点＋トリック {tricks} 点）しか取れませんでした。契約失敗です。",
    },
    "rv_nello_made": {
        "en": "{who} declared Nello and took no trick: the contract is made.",
        "ja": "{who}はネロを宣言し、1トリックも取りませんでした。契約成功です。",
    },
    "rv_nello_made_you": {
        "en": "You declared Nello and took no trick: the contract is made.",
        "ja": "あなたはネロを宣言し、1トリックも取りませんでした。契約成功です。",
    },
    "rv_nello_lost": {
        "en": "{who} declared Nello but took trick {n}: the contract fails, and the deal stops there.",
        "ja": "{who}はネロを宣言しましたが、第 {n} トリックを取りました。契約失敗で、ディールはそこで終わります。",
    },
    "rv_nello_lost_you": {
        "en": "You declared Nello but took trick {n}: the contract fails, and the deal stops there.",
        "ja": "あなたはネロを宣言しましたが、第 {n} トリックを取りました。契約失敗で、ディールはそこで終わります。",
    },
    "rv_game_point": {
        "en": "{who} scores a game point (the first to 7 wins the match).",
        "ja": "{who}が1ゲームポイントを得ます（7ゲームポイント先取でマッチの勝ち）。",
    },
    "rv_game_point_you": {
        "en": "You score a game point (the first to 7 wins the match).",
        "ja": "あなたが1ゲームポイントを得ます（7ゲームポイント先取でマッチの勝ち）。",
    },
    "rv_headline_made": {"en": "Contract made", "ja": "契約成功"},
    "rv_headline_failed": {"en": "Contract failed", "ja": "契約失敗"},
    "rv_match_rule": {
        "en": "The first player to win 7 game points wins the match.",
        "ja": "先に7ゲームポイントを取ったプレイヤーがマッチの勝者です。",
    },
    # the deal in one line (the score sheet)
    "rv_story_contract": {"en": "{who} bid {bid}, {terms}", "ja": "{who}のビッド {bid}、{terms}"},
    "rv_story_took": {"en": "took {n} {n|point|points}", "ja": "{n} 点獲得"},
    # what the declarer named
    "rv_terms_trump": {"en": "trump {trump}", "ja": "切り札 {trump}"},
    "rv_terms_nt": {"en": "no trump", "ja": "切り札なし"},
    "rv_terms_nello": {"en": "Nello", "ja": "ネロ"},
    # the seat lines
    "rv_said_bid": {"en": "bid {bid}", "ja": "ビッド {bid}"},
    "rv_said_pass": {"en": "passed", "ja": "パス"},
    "rv_declarer": {"en": "declarer", "ja": "デクレアラー"},
    "rv_points": {"en": "{n} points", "en_one": "1 point", "ja": "{n} 点"},
    "rv_took_up": {"en": "took {cards} face up", "ja": "表向きで取った牌：{cards}"},
    "rv_holds": {"en": "holds {cards}", "ja": "手札：{cards}"},
    # under the piles
    "rv_aside_stock": {"en": "Stock {n} · face up {card}", "ja": "山札 {n} 枚・表向き {card}"},
    "rv_aside_counted": {
        "en": "Counting tiles out of play: {points} {points|point|points}",
        "ja": "前半戦に出た得点牌：{points} 点",
    },
    "rv_aside_down": {
        "en": "{n} tiles aside face down",
        "en_one": "1 tile aside face down",
        "ja": "伏せて脇に置いた牌：{n} 枚",
    },
    # the centre ("_you": the person is the bidder or declarer)
    "rv_centre_first": {
        "en": "First half · trick {n} of 7 · no points, no trump, no need to follow",
        "ja": "前半戦・第 {n} トリック（全7）・得点なし、切り札なし、フォロー不要",
    },
    "rv_centre_open": {"en": "Bidding · {low} to {high}", "ja": "ビッド・{low}〜{high}"},
    "rv_centre_bidding": {
        "en": "Bidding · {who} bid {bid} · maximum {high}",
        "ja": "ビッド・{who}が {bid}・最高 {high}",
    },
    "rv_centre_bidding_you": {
        "en": "Bidding · You bid {bid} · maximum {high}",
        "ja": "ビッド・あなたが {bid}・最高 {high}",
    },
    "rv_centre_trump": {
        "en": "{who} bid {bid} · naming trump",
        "ja": "{who}のビッド {bid}・切り札を選んでいます",
    },
    "rv_centre_trump_you": {
        "en": "You bid {bid} · name trump",
        "ja": "あなたのビッド {bid}・切り札を選んでください",
    },
    "rv_centre_second": {
        "en": "Second half · {terms} · {who} bid {bid} · trick {n} of 7",
        "ja": "後半戦・{terms}・{who}のビッド {bid}・第 {n} トリック（全7）",
    },
    "rv_centre_second_you": {
        "en": "Second half · {terms} · You bid {bid} · trick {n} of 7",
        "ja": "後半戦・{terms}・あなたのビッド {bid}・第 {n} トリック（全7）",
    },
    "rv_centre_over": {
        "en": "Deal over · {terms} · {who} bid {bid} · {outcome}",
        "ja": "ディール終了・{terms}・{who}のビッド {bid}・{outcome}",
    },
    "rv_centre_over_you": {
        "en": "Deal over · {terms} · You bid {bid} · {outcome}",
        "ja": "ディール終了・{terms}・あなたのビッド {bid}・{outcome}",
    },
    # prompts
    "rv_prompt_bid": {
        "en": "Your call: bid from {low} to {high}, or pass.",
        "ja": "あなたの番です。{low}〜{high} でビッドするか、パスしてください。",
    },
    "rv_prompt_bid_max": {
        "en": "Your call: bid {high}, the maximum, or pass.",
        "ja": "あなたの番です。最高の {high} をビッドするか、パスしてください。",
    },
    "rv_prompt_must_bid": {
        "en": "{who} passed, so you must bid ({low} to {high}); your bid ends the bidding.",
        "ja": "{who}がパスしたので、ビッドしなければなりません（{low}〜{high}）。あなたのビッドで決まります。",
    },
    "rv_prompt_trump": {
        "en": "You won the bidding at {bid}: name trump (a number 0–6) or no trump.",
        "ja": "{bid} でデクレアラーになりました。切り札（0〜6 の数）か、切り札なしを選んでください。",
    },
    "rv_prompt_trump_nello": {
        "en": "You bid the maximum, {bid}: name trump (a number 0–6), no trump, or Nello (take no trick at all).",
        "ja": "最高の {bid} でデクレアラーになりました。切り札（0〜6 の数）、切り札なし、ネロ（1トリックも取らない）から選んでください。",
    },
    "rv_prompt_lead_first": {
        "en": "Lead any tile; its higher end is the suit. The winner takes the face-up {card}, the loser the hidden tile under it.",
        "ja": "好きな牌をリードしてください（大きいほうの目がスート）。勝った人は表向きの {card} を、負けた人はその下の伏せた牌を取ります。",
    },
    "rv_prompt_follow_first": {
        "en": "Play any tile: only a {led} that beats {lead_card} wins the face-up {card}.",
        "ja": "どの牌を出してもかまいません。表向きの {card} を取れるのは、{lead_card} より強い {led} のスートの牌を出したときだけです。",
    },
    "rv_prompt_follow_first_double": {
        "en": "Play any tile: {lead_card} is the highest {led} and no tile can beat it, so the "
        "face-up {card} goes to the leader.",
        "ja": "どの牌を出してもかまいません。{lead_card} は {led} のスートでいちばん強い牌で、勝てる牌はないので、表向きの {card} はリードした人が取ります。",
    },
    "rv_prompt_lead_trump": {
        "en": "Your lead: a tile's higher end is its suit, but a tile carrying {trump} leads trump.",
        "ja": "あなたのリードです。大きいほうの目がスートですが、{trump} の目がある牌は切り札のリードになります。",
    },
    "rv_prompt_lead_nt": {
        "en": "Your lead: a tile's higher end is its suit (no trump).",
        "ja": "あなたのリードです。大きいほうの目がスートです（切り札なし）。",
    },
    "rv_prompt_lead_nello": {
        "en": "Your lead: its higher end is the suit. Nello: you must not take a single trick.",
        "ja": "あなたのリードです（大きいほうの目がスート）。ネロなので、1トリックも取ってはいけません。",
    },
    "rv_prompt_lead_nello_other": {
        "en": "Your lead: its higher end is the suit. {who} declared Nello: make them take a trick.",
        "ja": "あなたのリードです（大きいほうの目がスート）。{who}がネロを宣言しているので、トリックを1つでも取らせればあなたの勝ちです。",
    },
    "rv_prompt_follow": {
        "en": "{lead_card} leads the {led}s: you hold a {led}, so play one.",
        "ja": "{lead_card} のリードで、台札は {led} のスートです。{led} のスートの牌があるので、その中から出してください。",
    },
    "rv_prompt_follow_trump": {
        "en": "{lead_card} leads trump: you hold a trump, so play one.",
        "ja": "{lead_card} で切り札がリードされました。切り札があるので、その中から出してください。",
    },
    "rv_prompt_free": {
        "en": "{lead_card} leads the {led}s: you hold none, so play any tile.",
        "ja": "{lead_card} のリードで、台札は {led} のスートです。持っていないので、どの牌を出してもかまいません。",
    },
    "rv_prompt_free_trump": {
        "en": "{lead_card} leads trump: you hold no trump, so play any tile.",
        "ja": "{lead_card} で切り札がリードされました。切り札がないので、どの牌を出してもかまいません。",
    },
    # a view in words
    "rv_seen_stock": {
        "en": "Stock: {n} {n|tile|tiles}, face up {card}",
        "ja": "山札：{n} 枚（表向きは {card}）",
    },
    "rv_seen_counted": {
        "en": "Counting tiles played in the first half: {cards}",
        "ja": "前半戦に出た得点牌：{cards}",
    },
    "rv_seen_contract": {
        "en": "Contract: {who}, bid {bid}, {terms}",
        "ja": "契約：{who}・ビッド {bid}・{terms}",
    },
    # action words
    "verb_nello": {"en": "Nello", "ja": "ネロ"},
}


class Reveille(Game):
    id = "reveille"
    titles = {"en": "Reveille", "ja": "レバリ"}
    player_counts = (PLAYERS,)
    actions = ACTIONS
    messages = MESSAGES
    pieces = DOMINO

    def start(self, request: DealRequest) -> ReveilleState:
        if request.deal is not None:
            reader = DealReader(request.deal, {"hands", "stock"}, DOMINO)
            hands = reader.hands("hands", PLAYERS, HAND)
            stock = reader.pieces("stock", STOCK)
            reader.exact([t for h in hands for t in h] + stock, DOUBLE_SIX_SET, "the deal")
        else:
            tiles = shuffled(DOUBLE_SIX_SET, request.seed)
            first = (request.dealer + 1) % PLAYERS
            hands, stock = deal_round_robin(tiles, PLAYERS, HAND, first=first)
        return ReveilleState(self, hands, stock, request.dealer)

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, ReveilleState)
        text = DOMINO.piece_text
        return {
            "hands": [[text(t) for t in hand] for hand in state.dealt],
            "stock": [text(t) for t in state.dealt_stock],
        }

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        return target_or_deals_reached(totals, deals_played, TARGET, 0)

    def match_rule(self, options: Options) -> Msg | None:
        return Msg("rv_match_rule")


GAME = register(Reveille())

__all__ = [
    "BIDDING",
    "BID_BASE",
    "FIRST",
    "FOLLOW",
    "LED",
    "NELLO_ID",
    "NONE",
    "NT_ID",
    "OVER",
    "PASS_ID",
    "POINTS",
    "SECOND",
    "TABLES",
    "TRUMP",
    "TRUMP_BASE",
    "ReveilleState",
    "ReveilleView",
]
