"""Brazilian Truco: four players in two partnerships, three cards each, the best of
three tricks, and the call "Truco!" that raises the stake.  First team to 12 wins.

Spec: ``shared/rules/truco.md``.  Play is counter-clockwise: seat i+1 sits to seat i's
right; teams are seats {0, 2} and {1, 3}.

The deal: the pack is dealt in packets of three from the top.  First hand (the dealer's
right) looks at a packet and keeps it, gives it to the partner (once) or discards it face
up; the fourth packet must be kept.  The others then get a packet each.  While first hand
decides, the packet lies in first hand's own hand, so the view needs nothing special.

Tricks have no duty to follow; a card may be played face down (it never wins and is never
shown).  Equal strongest cards from both teams tie a trick.  A truco call is answered by
the next seat (the other team): ``accept``, ``fold`` or ``retruco``; once accepted, the
trick of the call alone decides the hand.

Special hands (from ``context.scores_before``): one team at 11 plays the "hand of eleven"
(first packet kept, no truco, the team at 11 chooses ``look`` or ``nolook``); both at 11
play blind, every card in the order dealt and unseen until it is played.

Rulings where the spec is silent (also in the help):
- a forced keep (the fourth packet, the first packet in a hand of eleven or a blind hand)
  is still the recorded action ``keep``, the only legal one;
- a trick of only face-down cards under truco has no "strongest card already on the
  table": the tie falls to the second tie rule (one more trick if cards remain);
- raises come only as answers; a retruco is offered while the raised stake stays ≤ 12;
- the look / no-look choice belongs to the team at 11: a table lets its person take it for
  a bot partner, as with answers to a call (:meth:`TrucoState.team_decides`);
- partners may not tell their cards, but may show each other signs agreed in advance
  (strong, fair, weak: :data:`SIGNS`).  A sign is no action: it is never recorded, and
  it passes between partners only — the other side never sees it (at a real table they
  might catch one; here they do not).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, PieceVerb, Words
from ..cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    FRENCH,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    Card,
    full_pack,
    make_card,
)
from ..deal import DealReader, shuffled
from ..events import DISCARD as DISCARD_ZONE
from ..events import TRICK, Detail, Moved, Said, TrickWon, Zone
from ..game import DealRequest, Event, Game, State
from ..match_rules import target_or_deals_reached
from ..messages import Msg, Seat
from ..pieces import ActionWords, PiecesWord, PieceWord, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..trickgame import TrickGameState, hand_zone
from ..view import HIDDEN, DealStory, Play, Status, Summary, View

PLAYERS = 4
HAND = 3
PACKET = 3
MAX_PACKETS = 4  # first hand's fourth packet must be kept
TARGET = 12
ELEVEN = 11
MAX_STAKE = 12
RAISE = 3

DEAL, LOOK, PLAY, ANSWER = "deal", "look", "play", "answer"
NORMAL, ELEVEN_HAND, BLIND = "normal", "eleven", "blind"
TIE = -1  # a trick (or hand) no team won

# The 40-card pack: no 8, 9 or 10.
RANKS = (3, 2, ACE, KING, JACK, QUEEN, 7, 6, 5, 4)  # strongest first
PACK: tuple[Card, ...] = tuple(c for c in full_pack() if c & 15 not in (8, 9, 10))
MANILHAS: tuple[Card, ...] = (
    make_card(4, CLUBS),
    make_card(7, HEARTS),
    make_card(ACE, SPADES),
    make_card(7, DIAMONDS),
)


def _strengths() -> list[int]:
    table = [0] * 256
    for card in PACK:
        table[card] = len(RANKS) - RANKS.index(card & 15)  # 4 → 1 … 3 → 10
    for i, card in enumerate(MANILHAS):
        table[card] = 14 - i  # 4C 14, 7H 13, AS 12, 7D 11
    return table


STRENGTH: tuple[int, ...] = tuple(_strengths())  # 0: not in the pack (or face down)

PLAY_VERB = PieceVerb("play", FRENCH)
DOWN_VERB = PieceVerb("play", FRENCH, suffix="down")
PACKET_WORDS = Words(["keep", "give", "discard"], form="keep / give / discard")
LOOK_WORDS = Words(["look", "nolook"], form="look / nolook")
CALL_WORDS = Words(["truco", "accept", "fold", "retruco"], form="truco / accept / fold / retruco")
ACTIONS = ActionSpace(PLAY_VERB, DOWN_VERB, PACKET_WORDS, LOOK_WORDS, CALL_WORDS)
DOWN_BASE = DOWN_VERB.base
KEEP, GIVE, DISCARD = (PACKET_WORDS.base + i for i in range(3))
LOOK_ID, NOLOOK_ID = LOOK_WORDS.base, LOOK_WORDS.base + 1
TRUCO, ACCEPT, FOLD, RETRUCO = (CALL_WORDS.base + i for i in range(4))
ANSWERS = (ACCEPT, FOLD, RETRUCO)
# The signs partners agree in advance (the seed: no card may be told, signs may): what a
# seat's best card is worth, strongest first (rules_core.signs; the bots' meaning of each
# is in rules_core.ai.games.truco).
SIGNS = ("strong", "fair", "weak")

__all__ = [
    "ACCEPT",
    "ACTIONS",
    "DISCARD",
    "DOWN_BASE",
    "FOLD",
    "GIVE",
    "KEEP",
    "LOOK_ID",
    "MANILHAS",
    "NOLOOK_ID",
    "PACK",
    "RETRUCO",
    "SIGNS",
    "STRENGTH",
    "TIE",
    "TRUCO",
    "TrucoState",
    "TrucoView",
    "hand_result",
    "trick_outcome",
]


def team_of(seat: int) -> int:
    return seat % 2


def played_zone(seat: int) -> Zone:
    return Zone.of("played", seat)


def trick_outcome(leader: int, cards: Sequence[int], down: Sequence[bool]) -> tuple[int, int, int]:
    """A full trick's outcome: the winning team (``TIE`` for none), the index of the first
    strongest play (-1 when every card lies face down), and the seat that leads next."""
    values = [0 if d else STRENGTH[c] for c, d in zip(cards, down, strict=True)]
    top = max(values)
    if top == 0:
        return TIE, -1, leader  # only face-down cards: a tie, its leader leads again
    firsts = [i for i, v in enumerate(values) if v == top]
    teams = {team_of(leader + i) for i in firsts}
    first = firsts[0]
    return (teams.pop() if len(teams) == 1 else TIE), first, (leader + first) % PLAYERS


def hand_result(outcomes: Sequence[int]) -> int | None:
    """The team that wins a hand played without an accepted truco, from its tricks so far
    (``TIE`` for a drawn hand), or None while the result is not yet certain: two tricks
    won; with one or two ties, the earliest trick that was not a tie; three ties draw."""
    for team in (0, 1):
        if outcomes.count(team) >= 2:
            return team
    if len(outcomes) >= 2 and TIE in outcomes:
        decided = [o for o in outcomes if o != TIE]
        if decided:
            return decided[0]
        if len(outcomes) == 3:
            return TIE
    return None


@dataclass(frozen=True, kw_only=True)
class TrucoView(View):
    kind: str  # "normal", "eleven" (one team at 11) or "blind" (both at 11)
    eleven_team: int  # the team at 11 in a hand of eleven, else -1
    first_hand: int  # the dealer's right: receives first and leads first
    packets: int  # packets first hand has received so far
    gave: bool  # first hand gave a packet to the partner
    given: tuple[int, ...]  # that packet, to the giver (and the receiver, who holds it)
    discards: tuple[int, ...]  # discarded packets, face up for all
    pack_count: int  # cards not yet dealt
    stake: int  # what the hand is worth now
    proposed: int  # a call or raise waiting for an answer (0: none)
    asker: int  # the seat whose call or raise waits (-1: none)
    truco_by: int  # the seat that called truco this hand (-1: none)
    truco_trick: int  # the trick (1-based) in which truco was called (0: none)
    accepted: bool  # truco was accepted: the trick of the call decides
    deciding: int  # the trick (1-based) that now decides the hand (0: the usual rules)
    outcomes: tuple[int, ...]  # per finished trick: the winning team or TIE
    looked: bool | None  # the hand of eleven's choice (None: not made, or no such hand)
    shown: tuple[tuple[int, ...], ...]  # per seat, a hand shown to this seat (look)
    blind: bool  # cards stay unseen by their owners
    points: tuple[int, int]  # this hand's points per team (at the end)
    winner: int | None  # the hand's winning team, TIE for a draw, None while playing
    folded: bool  # the hand ended by a fold
    scores_before: tuple[int, int]

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Discarded packets lie face up (``discard``); each seat's face-up cards of the
        finished tricks stay before it (``played:SEAT``)."""
        zones = {"discard": self.discards}
        for seat in range(PLAYERS):
            zones[played_zone(seat)] = tuple(
                p.card for r in self.tricks for p in r.plays if p.seat == seat and not p.face_down
            )
        return zones

    def counts(self) -> dict[str, int]:
        return {"pack": self.pack_count} if self.pack_count else {}

    def held_known(self, seat: int) -> tuple[int, ...]:
        """A hand shown to this seat (the hand of eleven's look), or the cards of the packet
        it gave its partner that the partner still holds."""
        return self.shown[seat] if self.shown and seat != self.seat else ()

    def led_suit(self) -> int | None:
        return None  # no duty to follow: nothing is "led" in the French sense

    def describe_deal(self) -> list[Msg]:
        lines = [self.msg("truco_seen_stake", stake=self.stake)]
        if self.proposed:
            lines.append(self.msg("truco_seen_call", who=Seat(self.asker), stake=self.proposed))
        if self.discards:
            lines.append(
                self.msg("truco_seen_discards", cards=PiecesWord(FRENCH, tuple(self.discards)))
            )
        if self.outcomes:
            marks = _marks(self.outcomes, self.seat).params["marks"]
            lines.append(self.msg("truco_seen_outcomes", marks=marks))
        return lines

    def describe_hand(self, seat: int) -> Msg | None:
        shown = self.shown[seat] if self.shown else ()
        if shown:
            return self.msg("truco_seen_shown", cards=PiecesWord(FRENCH, tuple(shown)))
        return None


@dataclass(frozen=True, eq=False)
class TrucoResult(DealResult):
    """The team that won the hand (None: a drawn hand, or not yet) and the stake."""

    winner: int | None
    stake: int

    def as_json(self) -> dict[str, ResultValue]:
        return {"winner": self.winner, "stake": self.stake}


class TrucoState(TrickGameState):
    special_base = DOWN_BASE  # plays below; face-down plays and words from here

    def __init__(self, game: Truco, pack: Sequence[int], dealer: int, before: Sequence[int]):
        super().__init__(game, [[] for _ in range(PLAYERS)], dealer)
        self.pack = tuple(pack)
        self.pos = 0  # the next undealt card of the pack
        self.first = (dealer + 1) % PLAYERS
        self.scores_before = (int(before[0]), int(before[1]))
        at_eleven = [t for t in (0, 1) if self.scores_before[t] == ELEVEN]
        self.kind = BLIND if len(at_eleven) == 2 else ELEVEN_HAND if at_eleven else NORMAL
        self.eleven_team = at_eleven[0] if self.kind == ELEVEN_HAND else -1
        self.order: list[list[int]] = [[] for _ in range(PLAYERS)]  # cards as dealt
        self.packets = 0
        self.gave = False
        self.given: tuple[int, ...] = ()
        self.discards: list[int] = []
        self.phase = DEAL
        self.stake = 1
        self.proposed = 0
        self.asker = -1
        self.resume = -1  # whose turn a call interrupted
        self.truco_by = -1
        self.truco_trick = 0
        self.on_table = 0  # plays of the trick already made when truco was called
        self.accepted = False
        self.deciding = 0
        self.outcomes: list[int] = []
        self.looked: bool | None = None
        self.winner: int | None = None
        self.folded = False
        # The calls and their answers in order, (seat, word): a tuple, shared by clones.
        self.calls: tuple[tuple[int, str], ...] = ()
        self.current_player = self.first
        self._offer(None)

    def clone_extra(self, twin: Any) -> None:
        twin.order = [o[:] for o in self.order]
        twin.discards = self.discards[:]
        twin.outcomes = self.outcomes[:]

    # -- reading ----------------------------------------------------------------------------

    def partner(self, seat: int) -> int:
        return (seat + 2) % PLAYERS

    @property
    def stock(self) -> list[int]:
        """The pack not yet dealt (face down, top first)."""
        return list(self.pack[self.pos :])

    @property
    def dealt_stock(self) -> list[int]:
        """What is dealt so far: the hands as dealt, and the pack still undealt."""
        return self.stock

    def known_mask(self, player: int) -> int:
        """Every card ``player`` has seen: its hand (not in a blind hand), its own plays, the
        face-up plays, the discards, a given packet and a hand shown by ``look``."""
        seen = self.hands[player] if self.kind != BLIND else 0
        plays = [(ld, cards) for ld, cards, _ in self.finished] + [(self.leader, self.trick)]
        for leader, cards in plays:
            for i, card in enumerate(cards):
                if not self.down >> card & 1 or (leader + i) % PLAYERS == player:
                    seen |= 1 << card
        seen |= mask_of(self.discards)
        if player in (self.first, self.partner(self.first)):
            seen |= mask_of(self.given)
        for shown in self.shown_to(player):
            seen |= mask_of(shown)
        return seen

    def trick_down(self) -> list[bool]:
        return [bool(self.down >> c & 1) for c in self.trick]

    def can_call(self) -> bool:
        """Whether the seat to play may call truco now (before playing)."""
        return self.phase == PLAY and self.kind == NORMAL and self.truco_by < 0

    def team_decides(self) -> bool:
        """An answer to a call, and the look / no-look choice, belong to the team: a table
        lets its person take them for a bot partner (the record names the seat here)."""
        return self.phase in (ANSWER, LOOK)

    def signs_open(self, seat: int) -> tuple[str, ...]:
        """A seat may show its partner a sign (strong, fair, weak: what its cards are
        worth, never a card) once the packets are dealt, while it holds cards it can see
        and its partner has not seen them (no sign in the blind hand, none after
        ``look``, none from the partner first hand gave its packet to)."""
        if self.is_terminal or self.phase == DEAL or self.kind == BLIND or self.looked:
            return ()
        if self.gave and seat == self.partner(self.first):
            return ()
        return SIGNS if self.hands[seat] else ()

    def looker(self) -> int:
        """Who chooses look / no-look: the team at 11's member who plays first."""
        return self.first if team_of(self.first) == self.eleven_team else (self.first + 1) % 4

    # -- the engine -------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        if self.is_terminal:
            return ()
        phase = self.phase
        if phase == PLAY:
            seat = self.current_player
            if self.kind == BLIND:
                return (self.order[seat][HAND - self.hands[seat].bit_count()],)
            cards = self.pieces_of(self.hands[seat])
            plays = [*cards, *(DOWN_BASE + c for c in cards)]
            if self.can_call():
                plays.append(TRUCO)
            return plays
        if phase == ANSWER:
            return (ACCEPT, FOLD, RETRUCO) if self.proposed + RAISE <= MAX_STAKE else (ACCEPT, FOLD)
        if phase == LOOK:
            return (LOOK_ID, NOLOOK_ID)
        if self.kind != NORMAL or self.packets == MAX_PACKETS:
            return (KEEP,)
        return (KEEP, DISCARD) if self.gave else (KEEP, GIVE, DISCARD)

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        if action < DOWN_BASE:
            self._play(action, False, events)
        elif action < KEEP:
            self._play(action - DOWN_BASE, True, events)
        elif action < LOOK_ID:
            self._packet(action, events)
        elif action < TRUCO:
            self._look(action == LOOK_ID, events)
        elif action == TRUCO:
            self._call(events)
        else:
            self._answer(action, events)

    # -- the deal ---------------------------------------------------------------------------

    def _note_dealt(self) -> None:
        """The hands as dealt so far (packets move while first hand decides)."""
        self.dealt = tuple(tuple(o) for o in self.order)

    def _take_packet(self) -> list[int]:
        cards = list(self.pack[self.pos : self.pos + PACKET])
        self.pos += PACKET
        return cards

    def _offer(self, events: list[Event] | None) -> None:
        """First hand receives the next packet (into the hand while deciding)."""
        cards = self._take_packet()
        self.packets += 1
        self.hands[self.first] = mask_of(cards)
        self.order[self.first] = cards
        self._note_dealt()
        if events is not None:
            events.append(_deal_event(self.first, cards))

    def _packet(self, action: int, events: list[Event] | None) -> None:
        seat = self.first
        cards = self.order[seat]
        if action == KEEP:
            self._deal_rest(events)
            return
        self.hands[seat] = 0
        self.order[seat] = []
        self._note_dealt()
        if action == GIVE:
            self.gave = True
            self.given = tuple(cards)
            mate = self.partner(seat)
            self.hands[mate] = mask_of(cards)
            self.order[mate] = list(cards)
            self._note_dealt()
            if events is not None:
                src, dst = hand_zone(seat), hand_zone(mate)
                given = Moved(seat, (), src, dst, PACKET, face_down=True, details={"given": True})
                events.append(given)
        else:
            self.discards.extend(cards)
            if events is not None:
                events.append(Moved(seat, tuple(cards), hand_zone(seat), DISCARD_ZONE))
        self._offer(events)

    def _deal_rest(self, events: list[Event] | None) -> None:
        """A packet each for the seats still without a hand, in playing order."""
        for step in (1, 2, 3):
            seat = (self.first + step) % PLAYERS
            if not self.order[seat]:
                cards = self._take_packet()
                self.hands[seat] = mask_of(cards)
                self.order[seat] = cards
                if events is not None:
                    events.append(_deal_event(seat, cards))
        self._note_dealt()
        if self.kind == ELEVEN_HAND:
            self.phase = LOOK
            self.current_player = self.looker()
        else:
            self.phase = PLAY
            self.current_player = self.first
        self.leader = self.first

    def _look(self, look: bool, events: list[Event] | None) -> None:
        self.looked = look
        self.stake = RAISE if look else 1
        self.phase = PLAY
        self.current_player = self.first
        if events is not None:
            call = "look" if look else "nolook"
            events.append(Said(self.looker(), call=call, details={"stake": self.stake}))

    # -- calls ------------------------------------------------------------------------------

    def _call(self, events: list[Event] | None) -> None:
        seat = self.current_player
        self.truco_by = self.asker = self.resume = seat
        self.truco_trick = len(self.finished) + 1
        self.on_table = len(self.trick)
        self.proposed = RAISE
        self.phase = ANSWER
        self.calls = (*self.calls, (seat, "truco"))
        self.current_player = self.next_seat[seat]
        if events is not None:
            events.append(Said(seat, call="truco", details={"stake": RAISE}))

    def _answer(self, action: int, events: list[Event] | None) -> None:
        seat = self.current_player
        word = "accept" if action == ACCEPT else "fold" if action == FOLD else "retruco"
        self.calls = (*self.calls, (seat, word))
        if events is not None:
            events.append(Said(seat, call=word, details={"stake": self.proposed}))
        if action == FOLD:
            self.folded = True
            self._end_hand(team_of(self.asker), events)
            return
        self.stake = self.proposed
        if action == ACCEPT:
            self.proposed = 0
            self.asker = -1
            self.accepted = True
            self.deciding = self.truco_trick
            self.phase = PLAY
            self.current_player = self.resume
            return
        self.proposed += RAISE
        self.asker = seat
        self.current_player = self.next_seat[seat]

    # -- tricks -----------------------------------------------------------------------------

    def _play(self, card: int, face_down: bool, events: list[Event] | None) -> None:
        seat = self.current_player
        if not self.trick:
            self.leader = seat
        self.hands[seat] ^= 1 << card
        if face_down:
            self.down |= 1 << card
        self.trick.append(card)
        if events is not None:
            events.append(self.play_event(seat, card, face_down))
        if len(self.trick) < PLAYERS:
            self.current_player = self.next_seat[seat]
        else:
            self._end_trick(events)

    def _end_trick(self, events: list[Event] | None) -> None:
        cards = self.trick
        leader = self.leader
        outcome, first, next_leader = trick_outcome(leader, cards, self.trick_down())
        self.finished.append((leader, cards, next_leader))
        self.outcomes.append(outcome)
        if outcome != TIE:
            self.counts[next_leader] += 1
        number = len(self.finished)
        called_in = self.deciding == number and self.truco_trick == number
        self.trick = []
        self.current_player = self.leader = next_leader
        if events is not None:
            why = self._trick_why(cards, outcome, first)
            shown = tuple(c for c in cards if not self.down >> c & 1)  # face down stays so
            details: dict[str, Detail] = {"team": outcome}
            events.append(TrickWon(next_leader, shown, number, details, why=why))
            for i, card in enumerate(cards):  # each card stays before its player
                seat = (leader + i) % PLAYERS
                shown = () if self.down >> card & 1 else (card,)
                stays = {"trick_number": number}
                before = Moved(seat, shown, TRICK, played_zone(seat), 1, details=stays)
                events.append(before)
        if self.accepted and self.deciding == number:
            if outcome != TIE:
                self._end_hand(outcome, events)
            elif called_in and 0 <= first < self.on_table:
                self._end_hand(1 - team_of(self.truco_by), events)  # tie rule 1
            elif called_in and number < HAND:
                self.deciding = number + 1  # tie rule 2: one more trick decides
            else:
                self._end_hand(TIE, events)
            return
        if not self.accepted:
            result = hand_result(self.outcomes)
            if result is not None:
                self._end_hand(result, events)

    def _end_hand(self, winner: int, events: list[Event] | None) -> None:
        self.winner = winner
        self.proposed = 0
        self.finish(events)  # a fold may leave a trick unfinished: it is not played out

    def scores(self) -> list[int]:
        if self.winner is None or self.winner == TIE:
            return [0, 0]
        points = [0, 0]
        points[self.winner] = self.stake
        return points

    def result(self) -> TrucoResult:
        """The spec's replay keys: the winning team (None: a drawn hand) and the stake.
        How the hand went (trick outcomes, a fold, a special hand) is in the view."""
        return TrucoResult(self.winner if self.winner != TIE else None, self.stake)

    # -- refusals ---------------------------------------------------------------------------

    def why_illegal(self, action: int) -> Msg:
        phase = self.phase
        if phase == DEAL:
            if action == GIVE and self.gave:
                return self.msg("truco_give_once")
            if action in (GIVE, DISCARD):
                if self.kind != NORMAL:
                    return self.msg("truco_keep_eleven")
                return self.msg("truco_keep_fourth")
            return self.msg("truco_packet_first")
        if phase == LOOK:
            return self.msg("truco_look_first")
        if phase == ANSWER:
            if action == RETRUCO:
                return self.msg("truco_stake_cap", stake=MAX_STAKE)
            return self.msg("truco_answer_first", who=Seat(self.asker), stake=self.proposed)
        if action in ANSWERS or action == RETRUCO:
            return self.msg("truco_nothing_to_answer")
        if action == TRUCO:
            if self.kind != NORMAL:
                return self.msg("truco_no_call_special")
            return self.msg("truco_called_once", who=Seat(self.truco_by))
        if action in (KEEP, GIVE, DISCARD):
            return self.msg("truco_deal_done")
        if action in (LOOK_ID, NOLOOK_ID):
            return self.msg("truco_no_look_now")
        card = action if action < DOWN_BASE else action - DOWN_BASE
        seat = self.current_player
        if not STRENGTH[card]:
            return self.msg("truco_not_in_pack", card=PieceWord(FRENCH, card))
        if self.kind == BLIND:
            if action >= DOWN_BASE:
                return self.msg("truco_blind_no_down")
            return self.msg("truco_blind_order")
        if not self.hands[seat] >> card & 1:
            return self.msg("card_not_in_hand", card=PieceWord(FRENCH, card))
        return self.msg("not_now", action=ActionWords(FRENCH, self.action_text(action)))

    # -- what a seat sees -------------------------------------------------------------------

    def make_play(self, seat: int, card: int, number: int, index: int, viewer: int) -> Play:
        if self.down >> card & 1:
            return Play(seat, card if viewer == seat else HIDDEN, True)
        return Play(seat, card)

    def hand_cards(self, seat: int) -> tuple[int, ...]:
        if self.kind == BLIND:
            return ()
        return tuple(self.pieces_of(self.hands[seat]))

    def shown_to(self, seat: int) -> tuple[tuple[int, ...], ...]:
        """The hands ``seat`` sees besides its own: the partner's after ``look``, the given
        packet (to the giver, while the partner holds it)."""
        shown: list[tuple[int, ...]] = [() for _ in range(PLAYERS)]
        mate = self.partner(seat)
        if self.looked and team_of(seat) == self.eleven_team:
            shown[mate] = tuple(self.pieces_of(self.hands[mate]))
        elif self.gave and seat == self.first:
            shown[mate] = tuple(c for c in self.given if self.hands[mate] >> c & 1)
        return tuple(shown)

    def view(self, player: int) -> TrucoView:
        base = self.view_base(player)
        base["trick_counts"] = ()
        points = self.scores()
        return TrucoView(
            **base,
            kind=self.kind,
            eleven_team=self.eleven_team,
            first_hand=self.first,
            packets=self.packets,
            gave=self.gave,
            given=self.given if player in (self.first, self.partner(self.first)) else (),
            discards=tuple(self.discards),
            pack_count=len(self.pack) - self.pos,
            stake=self.stake,
            proposed=self.proposed,
            asker=self.asker,
            truco_by=self.truco_by,
            truco_trick=self.truco_trick,
            accepted=self.accepted,
            deciding=self.deciding,
            outcomes=tuple(self.outcomes),
            looked=self.looked,
            shown=self.shown_to(player),
            blind=self.kind == BLIND,
            points=(points[0], points[1]),
            winner=self.winner,
            folded=self.folded,
            scores_before=self.scores_before,
        )

    def status(self, seat: int) -> Status:
        lines = []
        for s in range(PLAYERS):
            parts: list[Msg] = []
            if s == self.first:
                parts.append(Msg("truco_seat_first_hand"))
            if s == self.asker and self.proposed:
                parts.append(Msg("truco_seat_asks", {"stake": self.proposed}))
            lines.append(tuple(parts))
        aside = {}
        if self.discards:
            aside["discard"] = Msg("truco_discard_pile", {"n": len(self.discards)})
        return Status(self._prompt(seat), self._centre(seat), tuple(lines), aside)

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            if self.team_decides() and team_of(seat) == team_of(self.current_player):
                return self._team_prompt()
            return None
        if self.phase == DEAL:
            if len(self.legal_action_ids()) == 1:
                return Msg("truco_prompt_keep_forced")
            return Msg("truco_prompt_packet" if not self.gave else "truco_prompt_packet_gave")
        if self.phase in (LOOK, ANSWER):
            return self._team_prompt()
        if self.kind == BLIND:
            return Msg("truco_prompt_blind")
        if self.can_call():
            return Msg("truco_prompt_play_call")
        return Msg("truco_prompt_play")

    def _team_prompt(self) -> Msg:
        if self.phase == LOOK:
            return Msg("truco_prompt_look")
        if self.proposed + RAISE <= MAX_STAKE:
            return Msg(
                "truco_prompt_answer",
                {"who": Seat(self.asker), "stake": self.proposed, "now": self.stake},
            )
        return Msg("truco_prompt_answer_cap", {"who": Seat(self.asker), "stake": self.proposed})

    def _centre(self, seat: int) -> Msg:
        marks = _marks(self.outcomes, seat)
        if self.kind == BLIND:
            return Msg("truco_centre_blind", {"stake": self.stake, "marks": marks})
        if self.kind == ELEVEN_HAND:
            side = Msg("truco_us" if team_of(seat) == self.eleven_team else "truco_them")
            return Msg("truco_centre_eleven", {"side": side, "stake": self.stake, "marks": marks})
        if self.deciding and self.deciding != self.truco_trick:
            return Msg("truco_centre_tiebreak", {"stake": self.stake, "n": self.deciding})
        if self.accepted:
            return Msg(
                "truco_centre_accepted", {"stake": self.stake, "n": self.deciding, "marks": marks}
            )
        return Msg("truco_centre", {"stake": self.stake, "marks": marks})

    def explain_score(self) -> Msg | None:
        if not self.is_terminal:
            return None
        return self._verdict(0)

    def _verdict(self, seat: int) -> Msg:
        us = team_of(seat)
        if self.winner == TIE or self.winner is None:
            return Msg("truco_hand_drawn", {"stake": self.stake})
        side = Msg("truco_us" if self.winner == us else "truco_them")
        if self.folded:
            return Msg("truco_hand_folded", {"side": side, "stake": self.stake})
        if self.accepted:
            return Msg(
                "truco_hand_won_call", {"side": side, "stake": self.stake, "n": self.deciding}
            )
        return Msg("truco_hand_won", {"side": side, "stake": self.stake})

    def summary(self, seat: int) -> Summary:
        us = team_of(seat)
        ours, theirs = self.scores()[us], self.scores()[1 - us]
        headline = Msg("truco_headline", {"ours": ours, "theirs": theirs})
        lines = [self._verdict(seat)]
        if self.outcomes:
            lines.append(Msg("truco_summary_tricks", {"marks": _marks(self.outcomes, seat)}))
        return Summary(headline, tuple(lines))

    def deal_story(self) -> DealStory:
        """The stake the hand was played for, the calls that set it (the seat of the last
        call or raise is the declarer; no contract to make or fail: the points go to the
        side that took the hand), a hand of eleven's choice or a blind hand, and a draw."""
        raises = [seat for seat, word in self.calls if word in ("truco", "retruco")]
        declarer = raises[-1] if raises else None
        notes = [
            self.msg("seen_call", who=Seat(seat), action=ActionWords(FRENCH, word))
            for seat, word in self.calls
        ]
        if self.kind == BLIND:
            notes.insert(0, Msg("truco_story_blind"))
        elif self.kind == ELEVEN_HAND and self.looked is not None:
            side = Msg(
                "truco_story_side",
                {"a": Seat(self.eleven_team), "b": Seat(self.eleven_team + 2)},
            )
            key = "truco_story_looked" if self.looked else "truco_story_unseen"
            notes.insert(0, Msg(key, {"side": side}))
        if self.is_terminal and self.winner == TIE:
            notes.append(Msg("truco_story_drawn"))
        stake = Msg("truco_story_stake", {"stake": self.stake})
        return DealStory(declarer, stake, None, tuple(notes))

    def _trick_why(self, cards: list[int], outcome: int, first: int) -> Msg:
        if first < 0:
            return Msg("truco_trick_all_down")
        card = cards[first]
        if outcome == TIE:
            return self.msg("truco_trick_tie", card=PieceWord(FRENCH, card))
        if card in MANILHAS:
            return self.msg("truco_trick_manilha", card=PieceWord(FRENCH, card))
        return self.msg("truco_trick_high", card=PieceWord(FRENCH, card))

    # -- hidden information -----------------------------------------------------------------

    def sample_hidden(self, player: int, rng: random.Random) -> TrucoState:
        """Every card ``player`` has not seen dealt afresh (:meth:`known_mask`): in the other
        hands, in the others' face-down plays and in the undealt pack (in a blind hand, the
        player's own cards too).  The draw depends only on which cards are unseen."""
        twin = self.clone()
        seen = self.known_mask(player)
        pool = [c for c in PACK if not seen >> c & 1]
        rng.shuffle(pool)
        mapping: dict[int, int] = {}
        cursor = 0
        for seat in range(PLAYERS):
            unknown = self.hands[seat] & ~seen
            fresh = pool[cursor : cursor + unknown.bit_count()]
            cursor += len(fresh)
            mapping.update(zip(self.pieces_of(unknown), fresh, strict=True))
            twin.hands[seat] = (self.hands[seat] & seen) | mask_of(fresh)
        plays = [c for _, cards, _ in self.finished for c in cards] + self.trick
        for card in plays:
            if not seen >> card & 1:  # another seat's face-down card
                mapping[card] = pool[cursor]
                cursor += 1
        twin.pack = tuple(mapping.get(c, c) for c in self.pack[: self.pos]) + tuple(pool[cursor:])
        if mapping:
            twin._rename(mapping)
        return twin

    def _rename(self, mapping: dict[int, int]) -> None:
        """Replace resampled cards in the play history and the dealt order."""
        ren = mapping.get
        self.finished = [(ld, [ren(c, c) for c in cards], w) for ld, cards, w in self.finished]
        self.trick = [ren(c, c) for c in self.trick]
        down = 0
        for c in range(len(STRENGTH)):
            if self.down >> c & 1:
                down |= 1 << ren(c, c)
        self.down = down
        self.order = [[ren(c, c) for c in o] for o in self.order]
        self.dealt = tuple(tuple(ren(c, c) for c in d) for d in self.dealt)
        self.given = tuple(ren(c, c) for c in self.given)


def _marks(outcomes: Sequence[int], seat: int) -> Msg:
    us = team_of(seat)
    words = tuple(
        Msg("truco_mark_tie" if o == TIE else "truco_mark_won" if o == us else "truco_mark_lost")
        for o in outcomes
    )
    return Msg("truco_marks", {"marks": words or Msg("truco_mark_none")})


def _deal_event(seat: int, cards: Sequence[int]) -> Event:
    dealt = {"dealt": True}
    return Moved(seat, (), Zone("pack"), hand_zone(seat), len(cards), face_down=True, details=dealt)


MESSAGES: dict[str, dict[str, str]] = {
    # refusals
    "truco_give_once": {
        "en": "A packet may be given to the partner only once a hand: keep or discard this one.",
        "ja": "パートナーに渡せるのは1ディールに1回だけです。この3枚は手札にするか捨ててください。",
    },
    "truco_keep_fourth": {
        "en": "This is the fourth packet: it must be kept.",
        "ja": "4回目の3枚は、手札にするしかありません。",
    },
    "truco_keep_eleven": {
        "en": "With a team at 11, first hand must keep the first packet.",
        "ja": "11点のチームがあるときは、先手は最初の3枚を必ず手札にします。",
    },
    "truco_packet_first": {
        "en": "The deal is not finished: first keep, give or discard this packet.",
        "ja": "まだ配り終わっていません。先にこの3枚を手札にするか、渡すか、捨てるかを決めてください。",
    },
    "truco_look_first": {
        "en": "First the team at 11 decides whether its partners look at each other's hands.",
        "ja": "まず11点のチームが、パートナー同士で手札を見せ合うかどうかを決めます。",
    },
    "truco_stake_cap": {
        "en": "The stake cannot go above {stake}: accept or fold.",
        "ja": "賭け点は {stake} 点が上限です。受けるか降りるかを選んでください。",
    },
    "truco_answer_first": {
        "en": "{who} asks {stake} for the hand: answer that first.",
        "ja": "{who}がこのディールを {stake} 点にしようとしています。先にその宣言に答えてください。",
    },
    "truco_nothing_to_answer": {
        "en": "Nobody is waiting for an answer: accept, fold and retruco answer a call.",
        "ja": "答えを待っている宣言はありません。受ける・降りる・レトルッコは、宣言に答えるときだけ選べます。",
    },
    "truco_no_call_special": {
        "en": "No truco in this hand: it is played at a fixed value because a team is at 11.",
        "ja": "11点のチームがあるディールでは、トルッコを宣言できません（点数は決まっています）。",
    },
    "truco_called_once": {
        "en": "Truco was already called this hand (by {who}): it can be called only once.",
        "ja": "このディールでは、すでに{who}がトルッコを宣言しています。トルッコは1ディールに1回だけです。",
    },
    "truco_deal_done": {
        "en": "The packets are dealt: keep, give and discard are over for this hand.",
        "ja": "もう配り終わっています。手札にする・パートナーに渡す・捨てるは選べません。",
    },
    "truco_no_look_now": {
        "en": "Look and no-look are chosen only in a hand of eleven, before the first card.",
        "ja": "見せ合うかどうかを選べるのは、11点のディールで最初のカードを出す前だけです。",
    },
    "truco_not_in_pack": {
        "en": "{card} is not in the Truco pack (it has no 8, 9 or 10).",
        "ja": "{card} はトルッコでは使いません（8・9・10 は抜いてあります）。",
    },
    "truco_blind_no_down": {
        "en": "In the blind hand every card is turned face up as it is played.",
        "ja": "目隠しのディールでは裏向きに出せません。カードは出したときに表になります。",
    },
    "truco_blind_order": {
        "en": "In the blind hand the cards are played in the order they were dealt.",
        "ja": "目隠しのディールでは、配られた順にカードを出します。",
    },
    # the table's words
    "truco_seat_first_hand": {"en": "first hand", "ja": "先手"},
    "truco_seat_asks": {"en": "asks {stake}", "ja": "{stake} 点を要求"},
    "truco_discard_pile": {
        "en": "{n} discarded",
        "ja": "捨て札 {n} 枚",
    },
    "truco_prompt_packet": {
        "en": "Your packet: keep it, give it to your partner, or discard it face up for a new one.",
        "ja": "配られた3枚を手札にするか、パートナーに渡すか、表向きに捨てて次の3枚をもらうかを選んでください。",
    },
    "truco_prompt_packet_gave": {
        "en": "Your next packet: keep it, or discard it face up for a new one.",
        "ja": "次の3枚です。手札にするか、表向きに捨てて次の3枚をもらうかを選んでください。",
    },
    "truco_prompt_keep_forced": {
        "en": "This packet is yours to keep.",
        "ja": "この3枚は手札にするしかありません。",
    },
    "truco_prompt_play": {
        "en": "Your turn: play a card, face up or face down.",
        "ja": "あなたの番です。カードを表向きか裏向きで出してください。",
    },
    "truco_prompt_play_call": {
        "en": "Your turn: play a card (face up or face down), or call Truco! first.",
        "ja": "あなたの番です。カードを出してください（表向きでも裏向きでも可）。先に「トルッコ！」を宣言することもできます。",
    },
    "truco_prompt_blind": {
        "en": "Blind hand: turn up your next card (click it or press Enter).",
        "ja": "目隠しのディールです。次のカードをめくって出してください（クリックまたは Enter）。",
    },
    "truco_prompt_look": {
        "en": "Your team is at 11: look at each other's hands (the hand is worth 3) or play unseen (worth 1)?",
        "ja": "あなたのチームは11点です。パートナーと手札を見せ合う（3点）か、見せ合わない（1点）かを選んでください。",
    },
    "truco_prompt_answer": {
        "en": "{who} asks {stake}: accept, fold (they score {now}) or raise with retruco.",
        "ja": "{who}が {stake} 点を要求しています。受ける・降りる（相手に {now} 点）・レトルッコ（さらに上げる）から選んでください。",
    },
    "truco_prompt_answer_cap": {
        "en": "{who} asks {stake}, the most a hand can be worth: accept or fold.",
        "ja": "{who}が上限の {stake} 点を要求しています。受けるか降りるかを選んでください。",
    },
    "truco_us": {"en": "your team", "ja": "味方"},
    "truco_them": {"en": "the other team", "ja": "相手チーム"},
    "truco_centre": {
        "en": "Hand worth {stake} {stake|point|points} · {marks}",
        "ja": "このディール {stake} 点 ・ {marks}",
    },
    "truco_centre_accepted": {
        "en": "Call accepted: worth {stake}, trick {n} decides · {marks}",
        "ja": "宣言成立：{stake} 点、第 {n} トリックで決まります ・ {marks}",
    },
    "truco_centre_tiebreak": {
        "en": "Worth {stake}: the tied call goes to trick {n}",
        "ja": "{stake} 点：引き分けのため第 {n} トリックで決めます",
    },
    "truco_centre_eleven": {
        "en": "Hand of eleven ({side} at 11) · worth {stake} · {marks}",
        "ja": "11点のディール（{side}が11点） ・ {stake} 点 ・ {marks}",
    },
    "truco_centre_blind": {
        "en": "Blind hand: both teams at 11 · worth {stake} · {marks}",
        "ja": "目隠しのディール（両チーム11点） ・ {stake} 点 ・ {marks}",
    },
    "truco_marks": {"en": "tricks: {marks}", "ja": "トリック：{marks}"},
    "truco_mark_won": {"en": "won", "ja": "勝ち"},
    "truco_mark_lost": {"en": "lost", "ja": "負け"},
    "truco_mark_tie": {"en": "tied", "ja": "引き分け"},
    "truco_mark_none": {"en": "none yet", "ja": "まだなし"},
    # the end of a hand
    "truco_headline": {
        "en": "Your team {ours} – the other team {theirs}",
        "ja": "味方 {ours} ― 相手 {theirs}",
    },
    "truco_hand_won": {
        "en": "The hand goes to {side}: {stake} {stake|point|points}",
        "ja": "{side}がこのディールに勝ちました：{stake} 点",
    },
    "truco_hand_won_call": {
        "en": "Trick {n}, which decided the accepted call, went to {side}: {stake} "
        "{stake|point|points}",
        "ja": "{side}が、勝負を決める第 {n} トリックを取りました：{stake} 点",
    },
    "truco_hand_folded": {
        "en": "The call was refused: {side} scores {stake} {stake|point|points}, what the hand "
        "was worth before the call",
        "ja": "宣言に降りたため、{side}に宣言前の {stake} 点が入ります",
    },
    "truco_hand_drawn": {
        "en": "A drawn hand: nobody scores",
        "ja": "引き分けのディールです。得点はありません",
    },
    # the hand in one line (the score sheet)
    "truco_story_stake": {"en": "Stake {stake}", "ja": "賭け点 {stake}"},
    "truco_story_side": {"en": "{a} & {b}", "ja": "{a}・{b}"},
    "truco_story_looked": {
        "en": "hand of eleven: {side} looked at each other's hands",
        "ja": "11点のディール：{side}が手札を見せ合った",
    },
    "truco_story_unseen": {
        "en": "hand of eleven: {side} played without looking",
        "ja": "11点のディール：{side}は見せ合わずにプレイ",
    },
    "truco_story_blind": {
        "en": "blind hand: both teams at 11",
        "ja": "目隠しのディール（両チーム11点）",
    },
    "truco_story_drawn": {"en": "drawn: nobody scores", "ja": "引き分け：得点なし"},
    "truco_summary_tricks": {"en": "Your {marks}", "ja": "味方の{marks}"},
    "truco_trick_high": {
        "en": "{card} is the strongest card.",
        "ja": "{card} が最も強いカードです。",
    },
    "truco_trick_manilha": {
        "en": "{card}, a manilha, is the strongest card.",
        "ja": "マニリャ {card} が最も強いカードです。",
    },
    "truco_trick_tie": {
        "en": "Tied: both teams played the strongest rank, and {card} came first: its player "
        "leads next.",
        "ja": "引き分け：両チームが同じ強さの最強カードを出しました。先に {card} を出した人が次をリードします。",
    },
    "truco_trick_all_down": {
        "en": "Tied: every card lies face down; the same player leads again.",
        "ja": "引き分け：すべて裏向きなので、同じ人がもう一度リードします。",
    },
    # a view in words
    "truco_seen_stake": {
        "en": "The hand is worth {stake} {stake|point|points}",
        "ja": "このディールは {stake} 点",
    },
    "truco_seen_call": {
        "en": "A call waits for its answer: {stake}, asked by {who}",
        "ja": "答えを待つ宣言：{stake} 点（{who}が要求）",
    },
    "truco_seen_discards": {"en": "Discarded: {cards}", "ja": "捨て札：{cards}"},
    "truco_seen_outcomes": {"en": "Trick results: {marks}", "ja": "トリック結果：{marks}"},
    "truco_seen_shown": {"en": " (known: {cards})", "ja": "（既知：{cards}）"},
    # action words
    "verb_keep": {"en": "Keep", "ja": "手札にする"},
    "verb_give_": {"en": "Give to partner", "ja": "パートナーに渡す"},
    "verb_discard": {"en": "Discard", "ja": "捨てる"},
    "verb_look": {"en": "Look (worth 3)", "ja": "見せ合う（3点）"},
    "verb_nolook": {"en": "Don't look (worth 1)", "ja": "見せ合わない（1点）"},
    "verb_truco": {"en": "Truco!", "ja": "トルッコ！"},
    "verb_accept": {"en": "Accept", "ja": "受ける"},
    "verb_fold": {"en": "Fold", "ja": "降りる"},
    "verb_retruco": {"en": "Retruco!", "ja": "レトルッコ！"},
    "verb_play_down": {"en": "Play {0} face down", "ja": "{0} を裏向きに出す"},
}


class Truco(Game):
    id = "truco"
    deal_words = {"en": ("hand", "hands"), "ja": ("ディール", "ディール")}
    titles = {"en": "Brazilian Truco", "ja": "ブラジリアン・トルッコ"}
    player_counts = (PLAYERS,)
    actions = ACTIONS
    messages = MESSAGES
    direction = "counter-clockwise"
    partnerships = True
    team_scores = True
    plays_for_stakes = True
    signs = SIGNS

    def start(self, request: DealRequest) -> TrucoState:
        before = request.context_numbers("scores_before", [0, 0])
        if request.deal is not None:
            reader = DealReader(request.deal, {"pack"})
            pack = reader.pieces("pack", len(PACK))
            reader.exact(pack, PACK, "deal.pack")
        else:
            pack = shuffled(PACK, request.seed)
        return TrucoState(self, pack, request.dealer, before)

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, TrucoState)
        return {"pack": [FRENCH.piece_text(c) for c in state.pack]}

    def match_over(self, totals: Sequence[int], deals_played: int, options: Any) -> bool:
        return target_or_deals_reached(totals, deals_played, TARGET, 0)

    def match_rule(self, options: Any) -> Msg | None:
        return Msg("match_to_target", {"target": TARGET})


GAME = register(Truco())
