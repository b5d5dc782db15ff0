"""Finesse (Miles Edward Allen): four players in two partnerships, a 64-card pack with
doubled courts, three face-up table cards each that only the partner may lead, and an
aim of ten tricks and the last — not of every trick.

Spec: ``shared/rules/finesse.md``.

Pieces: the second K, Q or J of a suit is ``face + 128`` (``FRENCH.stride``).  Action ids
name faces; the state plays the lowest copy of a face that lies where the action takes
it from (the hand, or the partner's table), so ``play QH`` works whichever copy is held.
Of two identical cards in one trick the first played wins: the engine's strict ``>``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, PieceVerb, Words
from ..cards import (
    ACE,
    FRENCH,
    JACK,
    KING,
    NO_TRUMP,
    QUEEN,
    SUIT_MASK,
    SUITS,
    Card,
    MarkWord,
    SuitWord,
    cards_of,
    full_pack,
    make_card,
    suit_table_cards,
    trump_word,
)
from ..clones import Sendable
from ..deal import DealReader, shuffled
from ..events import TRICK, Moved, TrickWon, TrumpNamed, Zone
from ..game import DealRequest, Event, Game, Options, OptionSpec, State
from ..messages import Msg, Seat
from ..pieces import PiecesWord, PieceWord, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import deal_round_robin, strength_table
from ..trickgame import TrickGameState, hand_zone
from ..view import DealStory, Status, Summary, View

PLAYERS = 4
HAND = 13
TABLE = 3
TRICKS = 13
LAST_TRICK_BONUS = 4
PENALTY = 3  # for each trump (no trump: each K, Q, J) left on a team's own table cards
MATCH_TARGET, MATCH_LEAD, MATCH_CAP = 42, 5, 60
PLAY, CHOOSE, REFILL = "play", "choose", "refill"

COURTS = (KING, QUEEN, JACK)
# The 64-card pack as faces: 52 cards and a second K, Q and J of every suit.
PACK: tuple[Card, ...] = (
    *full_pack(),
    *(make_card(rank, suit) for suit in SUITS for rank in COURTS),
)
STRIDE = FRENCH.stride  # 128: the second copy of a face is face + 128
FIRST_COPIES = (1 << STRIDE) - 1
ALL_PIECES = mask_of(FRENCH.identify(PACK))

# Trick points by the number of tricks a team took (index 0..13).  "standard" is the
# table of the spec (a careful secondary source: the seed's own table is lost); the others
# are house tables a table may choose with the ``score_table`` option.
SCORE_TABLES: dict[str, tuple[int, ...]] = {
    "standard": (0, 0, 0, 0, 0, 0, 0, 2, 5, 10, 20, 10, 5, 2),
    "gentle": (0, 0, 0, 0, 0, 0, 1, 3, 6, 10, 15, 10, 6, 3),
}

# Both copies of a suit: what follows a lead of that suit.
FOLLOW: tuple[int, ...] = tuple(SUIT_MASK[s] | SUIT_MASK[s] << STRIDE for s in SUITS)
COURT_MASK = mask_of(make_card(r, s) for s in SUITS for r in COURTS)
COURT_MASK |= COURT_MASK << STRIDE
# TABLES[trump + 1][led]: every piece's strength in a trick (trump -1 = no trump).
TABLES = [[strength_table(led, trump) for led in SUITS] for trump in (NO_TRUMP, *SUITS)]

PLAY_VERB = PieceVerb("play", FRENCH)
LEAD_VERB = PieceVerb("lead", FRENCH, suffix="table")
CHOICE = Words(["trump", "notrump"], form="trump / notrump")
REFILL_VERB = PieceVerb("refill", FRENCH)
ACTIONS = ActionSpace(PLAY_VERB, LEAD_VERB, CHOICE, REFILL_VERB)
LEAD_BASE = LEAD_VERB.base  # + a face of the partner's table
TRUMP_ID = CHOICE.base
NOTRUMP_ID = CHOICE.base + 1
REFILL_BASE = REFILL_VERB.base  # + a face of the own hand

__all__ = [
    "ACTIONS",
    "CHOOSE",
    "FOLLOW",
    "LEAD_BASE",
    "NOTRUMP_ID",
    "PACK",
    "PLAY",
    "REFILL",
    "REFILL_BASE",
    "SCORE_TABLES",
    "TABLES",
    "TRUMP_ID",
    "FinesseState",
    "FinesseView",
    "aim_of",
    "faces_of",
    "penalised_mask",
    "team_points",
]


def faces_of(mask: int) -> list[Card]:
    """The faces of a mask of pieces, each once, low to high."""
    return cards_of((mask & FIRST_COPIES) | mask >> STRIDE)


def suit_faces(suit: int, mask: int) -> Sequence[Card]:
    """The faces of a mask of pieces of one suit, each once, low to high (a shared tuple)."""
    return suit_table_cards(suit, ((mask | mask >> STRIDE) >> (16 * suit + 2)) & 0x1FFF)


def copies(groups: Sequence[Sequence[Card]]) -> list[list[int]]:
    """The pieces of faces dealt in groups (the hands, then the table cards): the first
    time a face turns up it is the first copy, the second time the second (face + 128),
    as ``FRENCH.identify`` numbers them."""
    seen: set[Card] = set()
    out: list[list[int]] = []
    for faces in groups:
        pieces: list[int] = []
        for face in faces:
            if face in seen:
                pieces.append(face + STRIDE)
            else:
                seen.add(face)
                pieces.append(face)
        out.append(pieces)
    return out


def held(mask: int, face: int) -> int:
    """The piece of ``face`` a mask holds: the first copy if it is there, else the second."""
    return face if mask >> face & 1 else face + STRIDE


def penalised_mask(trump: int | None) -> int:
    """The table cards that cost points at the end: trumps (no trump: the courts)."""
    if trump is None:
        return 0
    return COURT_MASK if trump == NO_TRUMP else FOLLOW[trump]


def aim_of(points: Sequence[int]) -> int:
    """The trick count a score table rewards most (10 in the standard table)."""
    return max(range(len(points)), key=lambda n: (points[n], -n))


@dataclass(frozen=True)
class TeamScore(Sendable):
    tricks: int
    trick_points: int
    penalised: int  # penalised cards left on the team's own table cards
    after_penalty: int  # never below 0
    last: bool  # the team took the last trick
    total: int


def team_points(
    tricks: int, penalised: int, last: bool, points: Sequence[int] = SCORE_TABLES["standard"]
) -> TeamScore:
    """One team's score: trick points, minus 3 per penalised table card (never below 0),
    plus 4 for the last trick."""
    base = points[tricks]
    after = max(0, base - PENALTY * penalised)
    total = after + (LAST_TRICK_BONUS if last else 0)
    return TeamScore(tricks, base, penalised, after, last, total)


@dataclass(frozen=True, kw_only=True)
class FinesseView(View):
    tables: tuple[tuple[int, ...], ...]  # every seat's face-up table cards (public)
    chooser: int  # who chose the lead of the trick in progress (-1: not led yet)
    table_leads: tuple[int, ...]  # numbers of the tricks led from a partner's table
    points: tuple[int, ...]  # the trick score table in use

    def table_mask(self, seat: int) -> int:
        return mask_of(self.tables[seat])

    def hidden_mask(self, seat: int) -> int:
        """The pieces ``seat`` (this view's seat) has not seen: in no hand of its own, on
        no table and never played."""
        known = self.hand_mask(seat) | self.played_mask()
        for cards in self.tables:
            known |= mask_of(cards)
        return ALL_PIECES & ~known

    def zones(self) -> dict[str, tuple[int, ...]]:
        """The tricks each side has won, in order (``side:TEAM``: partners count them
        together), and every seat's table cards (``table:SEAT``)."""
        zones: dict[str, tuple[int, ...]] = {
            side_zone(team): tuple(
                c for r in self.tricks if r.winner % 2 == team for c in r.cards() if c >= 0
            )
            for team in range(2)
        }
        for seat, cards in enumerate(self.tables):
            zones[table_zone(seat)] = cards
        return zones

    def describe_deal(self) -> list[Msg]:
        tables = tuple(
            self.msg("finesse_seen_table", who=Seat(s), cards=PiecesWord(FRENCH, t))
            for s, t in enumerate(self.tables)
        )
        lines = [self.msg("finesse_seen_tables", tables=tables)]
        if self.trick and self.chooser >= 0 and self.chooser != self.trick[0].seat:
            lines.append(self.msg("finesse_seen_table_lead", who=Seat(self.chooser)))
        return lines


@dataclass(frozen=True, eq=False)
class FinesseResult(DealResult):
    """Tricks per team, the trump once named, and the team of the last trick at the end."""

    tricks: tuple[int, ...]
    trump: str | None = None
    last: int | None = None

    def as_json(self) -> dict[str, ResultValue]:
        out: dict[str, ResultValue] = {"tricks": list(self.tricks)}
        if self.trump is not None:
            out["trump"] = self.trump
        if self.last is not None:
            out["last"] = self.last
        return out


class FinesseState(TrickGameState):
    special_base = 2 * STRIDE  # ids below are plays of pieces (apply_id maps faces first)

    def __init__(
        self,
        game: Finesse,
        hands: Sequence[Sequence[int]],
        tables: Sequence[Sequence[int]],
        dealer: int,
        points: Sequence[int],
    ) -> None:
        super().__init__(game, hands, dealer)
        self.dealt_tables: tuple[tuple[int, ...], ...] = tuple(tuple(t) for t in tables)
        self.tables: list[int] = [mask_of(t) for t in tables]
        self.points = tuple(points)
        self.trump: int | None = None
        self.phase = PLAY
        self.chooser = -1  # who chose the lead of the trick in progress
        self.table_lead = False  # the trick in progress was led from a table
        self.table_leads: list[int] = []  # tricks (1-based) led from a table
        self.resume = -1  # who plays after a pending decision (trump choice, refill)
        self.auto_refill = -1  # the piece the last refill put out by itself

    def clone_extra(self, twin: Any) -> None:
        twin.tables = self.tables[:]
        twin.table_leads = self.table_leads[:]

    # -- reading ----------------------------------------------------------------------------

    def table_mask(self, seat: int) -> int:
        return self.tables[seat]

    def played_mask(self) -> int:
        """Every piece played so far this deal: the whole pack is dealt, so what is in no
        hand and on no table (the finished tricks and the trick in progress)."""
        hands, tables = self.hands, self.tables
        in_hands = hands[0] | hands[1] | hands[2] | hands[3]
        return ALL_PIECES ^ (in_hands | tables[0] | tables[1] | tables[2] | tables[3])

    def hidden_mask(self, seat: int) -> int:
        """The pieces ``seat`` has not seen (as ``FinesseView.hidden_mask``): the other
        hands, as everything else is face up or played."""
        hands = self.hands
        return (hands[0] | hands[1] | hands[2] | hands[3]) ^ hands[seat]

    def partner(self, seat: int) -> int:
        return (seat + 2) % PLAYERS

    def team_tricks(self) -> list[int]:
        return [self.counts[0] + self.counts[2], self.counts[1] + self.counts[3]]

    def trump_suit(self) -> int | None:
        return self.trump

    # -- the engine -------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        if self.is_terminal:
            return ()
        phase = self.phase
        if phase == CHOOSE:
            return (TRUMP_ID, NOTRUMP_ID)
        seat = self.current_player
        hand = self.hands[seat]
        if phase == REFILL:
            return [REFILL_BASE + f for f in faces_of(hand)]
        if self.lead_card >= 0:  # must follow suit when able
            follow = hand & self.led_mask
            if follow:
                return suit_faces(self.led, follow)
            return faces_of(hand)
        ids = faces_of(hand)
        table = faces_mask(self.tables[(seat + 2) % PLAYERS])
        while table:  # then the partner's table cards, low to high
            low = table & -table
            ids.append(LEAD_BASE - 1 + low.bit_length())
            table ^= low
        return ids

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        if action >= LEAD_BASE:
            if action < TRUMP_ID:
                self._lead_from_table(action - LEAD_BASE, events)
            elif action < REFILL_BASE:
                self._choose(action == TRUMP_ID, events)
            else:
                self._refill(action - REFILL_BASE, events)
            return
        # The current player plays the copy of the face they hold: the trick engine's play
        # (``TrickGameState.apply_id``) written out for four plays a trick, every one face
        # up and none free of must-follow.
        seat = self.current_player
        hand = self.hands[seat]
        piece = action if hand >> action & 1 else action + STRIDE
        bit = 1 << piece
        self.hands[seat] = hand ^ bit
        trick = self.trick
        leading = self.lead_card < 0
        if leading:  # from hand: the trick is empty
            self.chooser, self.table_lead = seat, False
            self.leader = seat
            self.lead_card = piece
            self.led, self.led_mask, strengths = self.lead_rule(piece)
            self.strengths = strengths
            self.best, self.best_at = strengths[piece], 0
        else:
            value = self.strengths[piece]
            if value > self.best:
                self.best, self.best_at = value, len(trick)
            if not bit & self.led_mask:
                self.voids[seat] |= 1 << self.led
        trick.append(piece)
        if events is not None:
            events.append(self.play_event(seat, piece, False))
        if len(trick) < PLAYERS:
            self.current_player = self.next_seat[seat]
            if leading and self.trump is None:
                self._first_lead(events)
        else:
            self._end_trick(events)

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        led = card >> 4 & 7
        trump = led if self.trump is None else self.trump  # the first lead: its own suit
        return led, FOLLOW[led], TABLES[trump + 1][led]

    def _lead_from_table(self, face: int, events: list[Event] | None) -> None:
        """The current player leads a partner's table card: the partner leads the trick
        and plays nothing else to it; play goes on at the partner's left."""
        chooser = self.current_player
        owner = (chooser + 2) % PLAYERS
        piece = held(self.tables[owner], face)
        self.tables[owner] ^= 1 << piece
        self.chooser, self.table_lead = chooser, True
        self.table_leads.append(len(self.finished) + 1)
        self.leader = owner
        self.lead_card = piece
        self.led, self.led_mask, self.strengths = self.lead_rule(piece)
        self.best, self.best_at = self.strengths[piece], 0
        self.trick.append(piece)
        if events is not None:
            info = {"chosen_by": chooser}
            events.append(Moved(owner, (piece,), table_zone(owner), TRICK, details=info))
        self.current_player = self.next_seat[owner]
        if self.trump is None:
            self._first_lead(events)

    def _first_lead(self, events: list[Event] | None) -> None:
        """The deal's first led card fixes trump; an ace lets its chooser decide."""
        card = self.lead_card
        if card & 15 == ACE:
            self.phase = CHOOSE
            self.resume = self.current_player
            self.current_player = self.chooser
            return
        self._set_trump(card >> 4 & 7, events)

    def _choose(self, trump: bool, events: list[Event] | None) -> None:
        self.phase = PLAY
        self.current_player = self.resume
        self._set_trump(self.lead_card >> 4 & 7 if trump else NO_TRUMP, events)

    def _set_trump(self, trump: int, events: list[Event] | None) -> None:
        self.trump = trump
        self.strengths = TABLES[trump + 1][self.led]
        self.best = self.strengths[self.lead_card]
        if events is not None:
            events.append(TrumpNamed(self.chooser, {"trump": trump_word(trump)}))

    def _refill(self, face: int, events: list[Event] | None) -> None:
        seat = self.current_player
        self._put_out(seat, held(self.hands[seat], face), events, automatic=False)
        self.phase = PLAY
        self.current_player = self.resume

    def _put_out(self, seat: int, piece: int, events: list[Event] | None, automatic: bool) -> None:
        bit = 1 << piece
        self.hands[seat] ^= bit
        self.tables[seat] |= bit
        if events is not None:
            info = {"refill": True, "automatic": automatic}
            moved = Moved(seat, (piece,), hand_zone(seat), table_zone(seat), details=info)
            events.append(moved)

    def _end_trick(self, events: list[Event] | None) -> None:
        """The full trick goes to its winner's side and the winner leads next (the trick
        engine's ``end_trick`` and ``after_trick`` written out); then the owner of a table
        card used in it refills, and after the thirteenth trick the deal is over."""
        self.chooser = -1
        cards = self.trick
        index = self.best_at
        leader = self.leader
        winner = (leader + index) % PLAYERS
        finished = self.finished
        finished.append((leader, cards, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1  # led, led_mask and strengths are set again by the next lead
        self.current_player = self.leader = winner
        number = len(finished)
        if events is not None:
            why = self.trick_why(cards, index)
            events.append(TrickWon(winner, tuple(cards), number, why=why))
            self.collect(winner, cards, events)
        if self.table_lead:
            self._refill_after(leader, winner, number, events)
        if number == TRICKS:
            self.finish(events)

    def _refill_after(
        self, owner: int, winner: int, number: int, events: list[Event] | None
    ) -> None:
        """The owner of the table card that led trick ``number`` puts a card from hand face
        up; after the last trick that is the owner's last card, put out by itself."""
        self.table_lead = False
        if number == TRICKS:
            piece = self.hands[owner].bit_length() - 1  # the only card left
            self.auto_refill = piece
            self._put_out(owner, piece, events, automatic=True)
            return
        self.phase = REFILL
        self.resume = winner
        self.current_player = owner

    def pile_zone(self, winner: int) -> Zone:
        """A trick goes to its winner's side: partners keep their tricks together."""
        return side_zone(winner)

    def action_pieces(self, action: int) -> tuple[int, ...]:
        """The piece an action moves: the copy of its face held where it is taken from."""
        seat = self.current_player
        if action < LEAD_BASE:
            return (held(self.hands[seat], action),) if seat >= 0 else (action,)
        if action < TRUMP_ID:
            face = action - LEAD_BASE
            return (held(self.tables[(seat + 2) % PLAYERS], face),) if seat >= 0 else (face,)
        if action < REFILL_BASE:
            return ()
        face = action - REFILL_BASE
        return (held(self.hands[seat], face),) if seat >= 0 else (face,)

    def action_zone(self, action: int) -> str | None:
        if LEAD_BASE <= action < TRUMP_ID and self.current_player >= 0:
            return table_zone((self.current_player + 2) % PLAYERS)
        return None

    # -- refusals ---------------------------------------------------------------------------

    def why_illegal(self, action: int) -> Msg:
        seat = self.current_player
        if self.phase == CHOOSE:
            if action in (TRUMP_ID, NOTRUMP_ID):
                return self.msg("finesse_not_chooser", who=Seat(self.chooser))
            return self.msg("finesse_choose_first", card=PieceWord(FRENCH, self.lead_card))
        if action in (TRUMP_ID, NOTRUMP_ID):
            return self.msg("finesse_no_choice_now")
        if self.phase == REFILL:
            if action >= REFILL_BASE:
                face = action - REFILL_BASE
                if faces_mask(self.tables[seat]) >> face & 1:
                    return self.msg("finesse_refill_from_hand", card=PieceWord(FRENCH, face))
                return self.msg("card_not_in_hand", card=PieceWord(FRENCH, face))
            return self.msg("finesse_refill_first")
        if action >= REFILL_BASE:
            return self.msg("finesse_no_refill_now")
        if action >= LEAD_BASE:
            face = action - LEAD_BASE
            if self.lead_card >= 0:
                return self.msg("finesse_table_never_follows")
            return self._not_on_partner_table(seat, face)
        if self.hands[seat] & (1 << action | 1 << (action + STRIDE)):
            return self.msg(
                "must_follow", lead_card=PieceWord(FRENCH, self.lead_card), suit=SuitWord(self.led)
            )
        if faces_mask(self.tables[seat]) >> action & 1:
            return self.msg("finesse_own_table", card=PieceWord(FRENCH, action))
        partner_table = faces_mask(self.tables[(seat + 2) % PLAYERS])
        if partner_table >> action & 1:
            if self.lead_card >= 0:
                return self.msg("finesse_table_never_follows")
            return self.msg("finesse_say_table", card=PieceWord(FRENCH, action))
        return self.msg("card_not_in_hand", card=PieceWord(FRENCH, action))

    def _not_on_partner_table(self, seat: int, face: int) -> Msg:
        if faces_mask(self.tables[seat]) >> face & 1:
            return self.msg("finesse_own_table", card=PieceWord(FRENCH, face))
        for other in (seat + 1) % PLAYERS, (seat + 3) % PLAYERS:
            if faces_mask(self.tables[other]) >> face & 1:
                return self.msg(
                    "finesse_opponent_table", card=PieceWord(FRENCH, face), who=Seat(other)
                )
        return self.msg("finesse_not_on_partner_table", card=PieceWord(FRENCH, face))

    # -- results ----------------------------------------------------------------------------

    def team_scores(self) -> list[TeamScore]:
        bad = penalised_mask(self.trump)
        tricks = self.team_tricks()
        last = self.finished[-1][2] % 2 if self.is_terminal and self.finished else -1
        return [
            team_points(
                tricks[team],
                ((self.tables[team] | self.tables[team + 2]) & bad).bit_count(),
                last == team,
                self.points,
            )
            for team in (0, 1)
        ]

    def scores(self) -> list[int]:
        return [score.total for score in self.team_scores()]

    def result(self) -> FinesseResult:
        return FinesseResult(
            tuple(self.team_tricks()),
            trump_word(self.trump) if self.trump is not None else None,
            self.finished[-1][2] % 2 if self.is_terminal else None,
        )

    def explain_team(self, team: int) -> Msg:
        """One team's arithmetic: 10 tricks → 20, 1 trump left on its table −3 → 17, last
        trick +4 → 21."""
        score = self.team_scores()[team]
        parts: list[Msg] = [
            self.msg("finesse_arith_tricks", n=score.tricks, points=score.trick_points)
        ]
        if score.penalised:
            key = "finesse_arith_courts" if self.trump == NO_TRUMP else "finesse_arith_trumps"
            floored = score.trick_points - PENALTY * score.penalised < 0
            parts.append(
                self.msg(
                    key + ("_floor" if floored else ""),
                    n=score.penalised,
                    minus=PENALTY * score.penalised,
                    after=score.after_penalty,
                )
            )
        if score.last:
            parts.append(self.msg("finesse_arith_last", bonus=LAST_TRICK_BONUS, total=score.total))
        return self.msg("finesse_arith", side=_side(team), steps=tuple(parts))

    def explain_score(self) -> Msg | None:
        if not self.is_terminal:
            return None
        return self.explain_team(0)

    def summary(self, seat: int) -> Summary:
        mine = seat % 2
        scores = self.scores()
        headline = self.msg("finesse_headline", ours=scores[mine], theirs=scores[1 - mine])
        return Summary(headline, (self.explain_team(mine), self.explain_team(1 - mine)))

    def deal_story(self) -> DealStory:
        """No contract: the first card led and who chose it (it named trump, or the ace's
        chooser chose trump or no trump), and the sides' tricks with the last trick's."""
        first = self.finished[0] if self.finished else None
        if first is None or self.trump is None:
            return DealStory()
        leader, cards, _ = first
        chooser = (leader + 2) % PLAYERS if 1 in self.table_leads else leader
        card = cards[0]
        params: dict[str, object] = {"who": Seat(chooser), "card": PieceWord(FRENCH, card)}
        if card & 15 != ACE:
            trump = self.msg("finesse_story_led", **params, mark=MarkWord(self.trump))
        elif self.trump == NO_TRUMP:
            trump = self.msg("finesse_story_chose_nt", **params)
        else:
            trump = self.msg("finesse_story_chose", **params, mark=MarkWord(self.trump))
        notes = [trump]
        if self.is_terminal:
            tricks = self.team_tricks()
            last = self.finished[-1][2] % 2
            notes.append(
                Msg("finesse_story_tricks", {"a": tricks[0], "b": tricks[1], "side": _side(last)})
            )
        return DealStory(notes=tuple(notes))

    def trick_why(self, cards: list[int], index: int) -> Msg | None:
        card = cards[index]
        if any(c & 127 == card & 127 for c in cards[index + 1 :]):
            return self.msg("finesse_trick_first_copy", card=PieceWord(FRENCH, card))
        return super().trick_why(cards, index)

    # -- what a seat sees -------------------------------------------------------------------

    def view(self, player: int) -> FinesseView:
        pieces_of = self.pieces_of
        return FinesseView(
            **self.view_base(player),
            trump=self.trump,
            tables=tuple(tuple(pieces_of(t)) for t in self.tables),
            chooser=self.chooser if self.trick else -1,
            table_leads=tuple(self.table_leads),
            points=self.points,
        )

    def status(self, seat: int) -> Status:
        lines = []
        for s in range(PLAYERS):
            parts = [Msg("tricks_n", {"n": self.counts[s]})]
            if self.trick and s == self.leader and self.chooser not in (-1, s):
                parts.append(self._led_for(s, seat))
            if self.phase == REFILL and self.current_player == s:
                parts.append(Msg("finesse_seat_refilling"))
            lines.append(tuple(parts))
        tricks = self.team_tricks()
        aside: dict[str, Msg] = {
            side_zone(team): Msg("finesse_side_pile", {"side": _side(team), "n": tricks[team]})
            for team in range(2)
        }
        return Status(self._prompt(seat), self._centre(seat), tuple(lines), aside)

    def _led_for(self, owner: int, viewer: int) -> Msg:
        """On ``owner``'s line, said to ``viewer``: its table card leads this trick, and
        who chose it (the owner's partner)."""
        if owner == viewer:
            return Msg("finesse_seat_led_mine", {"who": Seat(self.chooser)})
        if self.chooser == viewer:
            return Msg("finesse_seat_led_by_me")
        return Msg("finesse_seat_led_for", {"who": Seat(self.chooser)})

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            return None
        if self.phase == CHOOSE:
            return self.msg("finesse_prompt_trump", card=PieceWord(FRENCH, self.lead_card))
        if self.phase == REFILL:
            return Msg("finesse_prompt_refill")
        if self.lead_card >= 0:
            return self.msg("finesse_prompt_follow", card=PieceWord(FRENCH, self.lead_card))
        return Msg("finesse_prompt_lead")

    def _centre(self, seat: int) -> Msg:
        tricks = self.team_tricks()
        mine = seat % 2
        aim = aim_of(self.points)
        ours, theirs = tricks[mine], tricks[1 - mine]
        if self.trump is None:
            return Msg("finesse_centre_open", {"ours": ours, "theirs": theirs, "aim": aim})
        if self.trump == NO_TRUMP:
            return Msg("finesse_centre_nt", {"ours": ours, "theirs": theirs, "aim": aim})
        return Msg(
            "finesse_centre",
            {"mark": MarkWord(self.trump), "ours": ours, "theirs": theirs, "aim": aim},
        )

    def sample_hidden(self, player: int, rng: random.Random) -> FinesseState:
        """Other hands dealt afresh from what ``player`` cannot see (table cards are face
        up; shown voids hold)."""
        twin = self.clone()
        twin.resample_hands(player, rng)
        return twin


def table_zone(seat: int) -> Zone:
    """A seat's three face-up table cards."""
    return Zone.of("table", seat)


def side_zone(seat_or_team: int) -> Zone:
    """The zone of a side's won tricks (seats 0 and 2 are side 0, seats 1 and 3 side 1)."""
    return Zone.of("side", seat_or_team % 2)


def faces_mask(mask: int) -> int:
    """A mask of pieces folded onto faces (either copy sets the face's bit)."""
    return (mask & FIRST_COPIES) | mask >> STRIDE


def _side(team: int) -> Msg:
    return Msg(
        "finesse_side",
        {
            "a": Msg("finesse_who", {"who": Seat(team)}),
            "b": Msg("finesse_who", {"who": Seat(team + 2)}),
        },
    )


MESSAGES = {
    # refusals
    "finesse_choose_first": {
        "en": "First decide about {card}, the first card led: trump or notrump.",
        "ja": "まず、最初にリードされた {card} のマークを切り札にするか（trump）、切り札なしにするか（notrump）を決めてください。",
    },
    "finesse_not_chooser": {
        "en": "Only {who}, who chose the led ace, decides trump or no trump.",
        "ja": "切り札にするかどうかは、エースをリードした {who} だけが決められます。",
    },
    "finesse_no_choice_now": {
        "en": "Trump or no trump is decided only right after an ace is led as the deal's first card.",
        "ja": "切り札の有無を選べるのは、ディール最初のリードがエースだったときのその直後だけです。",
    },
    "finesse_refill_first": {
        "en": "Refill first: one of your table cards was used, so put a card from your hand face up on your table.",
        "ja": "先に場札を補充してください。場札が使われたので、手札から1枚を表向きに場札として置きます。",
    },
    "finesse_refill_from_hand": {
        "en": "{card} is already on your table: the new table card comes from your hand.",
        "ja": "{card} はすでにあなたの場札です。補充する場札は手札から選びます。",
    },
    "finesse_no_refill_now": {
        "en": "You refill only after one of your table cards has been used in a trick.",
        "ja": "場札を補充するのは、自分の場札がトリックに使われた後だけです。",
    },
    "finesse_table_never_follows": {
        "en": "Table cards never follow: a partner's table card may only lead a trick.",
        "ja": "場札でフォローすることはできません。パートナーの場札はトリックのリードにだけ使えます。",
    },
    "finesse_own_table": {
        "en": "{card} is one of your own table cards: only your partner may lead it.",
        "ja": "{card} はあなた自身の場札です。リードできるのはパートナーだけです。",
    },
    "finesse_opponent_table": {
        "en": "{card} lies on the table of {who}, an opponent: you may lead only from your partner's table.",
        "ja": "{card} は相手（{who}）の場札です。リードに使えるのはパートナーの場札だけです。",
    },
    "finesse_not_on_partner_table": {
        "en": "{card} is not on your partner's table.",
        "ja": "{card} はパートナーの場札にありません。",
    },
    "finesse_say_table": {
        "en": "{card} is on your partner's table, not in your hand: lead it from the table.",
        "ja": "{card} はパートナーの場札で、手札にはありません。場札からリードしてください。",
    },
    # the table's words
    "finesse_prompt_lead": {
        "en": "Your lead: play a card from your hand, or lead one of your partner's table cards.",
        "ja": "あなたのリードです。手札から出すか、パートナーの場札を1枚リードしてください。",
    },
    "finesse_prompt_follow": {
        "en": "Your turn: follow {card}'s suit from your hand if you can.",
        "ja": "あなたの番です。できれば手札から {card} と同じマークを出してください。",
    },
    "finesse_prompt_refill": {
        "en": "Refill: choose a card from your hand to put face up on your table.",
        "ja": "場札の補充：手札から1枚選んで、表向きに自分の場札に置いてください。",
    },
    "finesse_prompt_trump": {
        "en": "You led {card} first: make its suit trump, or play with no trump.",
        "ja": "最初のリードが {card} でした。そのマークを切り札にするか、切り札なしにするかを選んでください。",
    },
    "finesse_centre": {
        "en": "Trump {mark} · tricks {ours}–{theirs} (aim: {aim} and the last)",
        "ja": "切り札 {mark} ・ トリック {ours}–{theirs}（目標：{aim} トリックと最終トリック）",
    },
    "finesse_centre_nt": {
        "en": "No trump · tricks {ours}–{theirs} (aim: {aim} and the last)",
        "ja": "切り札なし ・ トリック {ours}–{theirs}（目標：{aim} トリックと最終トリック）",
    },
    "finesse_centre_open": {
        "en": "The first card led fixes trump · tricks {ours}–{theirs} (aim: {aim} and the last)",
        "ja": "最初にリードされたカードで切り札が決まります ・ トリック {ours}–{theirs}（目標：{aim} トリックと最終トリック）",
    },
    "finesse_seat_refilling": {"en": "refilling table cards", "ja": "場札を補充中"},
    # scores
    "finesse_who": {"en": "{who}", "ja": "{who}"},
    "finesse_side": {"en": "{a} & {b}", "ja": "{a}・{b}"},
    "finesse_side_pile": {
        "en": "{side}: {n} tricks",
        "en_one": "{side}: 1 trick",
        "ja": "{side}：{n} トリック",
    },
    # On the line of the seat whose table card leads the trick (led by its partner).
    "finesse_seat_led_for": {
        "en": "its table card, led by {who}",
        "ja": "この席の場札を{who}がリード",
    },
    "finesse_seat_led_mine": {
        "en": "your table card, led by {who}",
        "ja": "あなたの場札を{who}がリード",
    },
    "finesse_seat_led_by_me": {
        "en": "its table card, led by you",
        "ja": "この席の場札をあなたがリード",
    },
    "finesse_arith": {"en": "{side}: {steps}", "ja": "{side}：{steps}"},
    "finesse_arith_tricks": {
        "en": "{n} {n|trick|tricks} → {points}",
        "ja": "{n} トリック → {points}",
    },
    "finesse_arith_trumps": {
        "en": "trumps left on the team's table: {n}, −{minus} → {after}",
        "ja": "チームの場札に切り札 {n} 枚 −{minus} → {after}",
    },
    "finesse_arith_trumps_floor": {
        "en": "trumps left on the team's table: {n}, −{minus}, but never below 0 → {after}",
        "ja": "チームの場札に切り札 {n} 枚 −{minus}、ただし 0 未満にはならない → {after}",
    },
    "finesse_arith_courts": {
        "en": "no trump, court cards left on the team's table: {n}, −{minus} → {after}",
        "ja": "切り札なしでチームの場札に絵札 {n} 枚 −{minus} → {after}",
    },
    "finesse_arith_courts_floor": {
        "en": "no trump, court cards left on the team's table: {n}, −{minus}, but never below 0 → {after}",
        "ja": "切り札なしでチームの場札に絵札 {n} 枚 −{minus}、ただし 0 未満にはならない → {after}",
    },
    "finesse_arith_last": {
        "en": "last trick +{bonus} → {total}",
        "ja": "最終トリック +{bonus} → {total}",
    },
    # the deal in one line (the score sheet)
    "finesse_story_led": {
        "en": "{who} led {card} first: trump {mark}",
        "ja": "{who}が最初に {card} をリード：切り札 {mark}",
    },
    "finesse_story_chose": {
        "en": "{who} led {card} first and made it trump",
        "ja": "{who}が最初に {card} をリードし、切り札に指定",
    },
    "finesse_story_chose_nt": {
        "en": "{who} led {card} first and chose no trump",
        "ja": "{who}が最初に {card} をリードし、切り札なしを選択",
    },
    "finesse_story_tricks": {
        "en": "tricks {a}–{b}, the last to {side}",
        "ja": "トリック {a}–{b}、最終トリックは{side}",
    },
    "finesse_headline": {
        "en": "Your side {ours} – the other side {theirs}",
        "ja": "味方 {ours} ― 相手 {theirs}",
    },
    "finesse_trick_first_copy": {
        "en": "{card} takes the trick: of identical cards, the first played wins.",
        "ja": "{card} がトリックを取ります（同じカードは先に出た方が勝ち）。",
    },
    "finesse_match_rule": {
        "en": "The match ends when a side with {target} or more leads by {lead} or more, or when a side reaches {cap}.",
        "ja": "{target} 点以上のチームが {lead} 点以上リードするか、どちらかのチームが {cap} 点に達するとマッチ終了です。",
    },
    # a view in words
    "finesse_seen_tables": {"en": "Table cards: {tables}", "ja": "場札：{tables}"},
    "finesse_seen_table": {"en": "{who} {cards}", "ja": "{who} {cards}"},
    "finesse_seen_table_lead": {
        "en": "{who} led this trick from the partner's table",
        "ja": "このトリックは{who}がパートナーの場札からリードしました",
    },
    # action words
    "verb_lead": {"en": "Lead {0}", "ja": "{0} をリード"},
    "verb_lead_table": {
        "en": "Lead {0} from partner's table",
        "ja": "パートナーの場札から {0} をリード",
    },
    "verb_refill": {"en": "Put {0} face up as a table card", "ja": "{0} を場札として表向きに置く"},
    "verb_trump_": {"en": "Make it trump", "ja": "切り札にする"},
    "verb_notrump": {"en": "No trump", "ja": "切り札なし"},
}


class Finesse(Game):
    id = "finesse"
    titles = {"en": "Finesse", "ja": "フィネス"}
    player_counts = (PLAYERS,)
    actions = ACTIONS
    messages = MESSAGES
    partnerships = True
    team_scores = True
    options = (
        OptionSpec(
            "score_table",
            "standard",
            tuple(SCORE_TABLES),
            {"en": "Points for tricks", "ja": "トリック数の得点表"},
            {
                "standard": {
                    "en": "Standard (10 tricks score 20)",
                    "ja": "標準（10 トリックで 20 点）",
                },
                "gentle": {
                    "en": "Gentle, a house table (10 tricks score 15)",
                    "ja": "ゆるやか（ハウスルール、10 トリックで 15 点）",
                },
            },
        ),
    )

    def start(self, request: DealRequest) -> FinesseState:
        first = (request.dealer + 1) % PLAYERS
        if request.deal is not None:
            reader = DealReader(request.deal, {"hands", "table"})
            hands = reader.hands("hands", PLAYERS, HAND)
            tables = reader.hands("table", PLAYERS, TABLE)
            faces = [c for h in hands for c in h] + [c for t in tables for c in t]
            reader.exact(faces, PACK, "the deal")
        else:
            cards = shuffled(PACK, request.seed)
            aside, rest = cards[: PLAYERS * TABLE], cards[PLAYERS * TABLE :]
            hands, _ = deal_round_robin(rest, PLAYERS, HAND, first=first)
            tables, _ = deal_round_robin(aside, PLAYERS, TABLE, first=first)
        pieces = copies([*hands, *tables])
        points = SCORE_TABLES[str(request.options["score_table"])]
        return FinesseState(self, pieces[:PLAYERS], pieces[PLAYERS:], request.dealer, points)

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, FinesseState)
        text = FRENCH.piece_text
        return {
            "hands": [[text(c) for c in hand] for hand in state.dealt],
            "table": [[text(c) for c in table] for table in state.dealt_tables],
        }

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        """Over when a team with 42 or more leads by 5 or more, or a team reaches 60."""
        return match_decided(totals)

    def match_rule(self, options: Options) -> Msg | None:
        return Msg(
            "finesse_match_rule", {"target": MATCH_TARGET, "lead": MATCH_LEAD, "cap": MATCH_CAP}
        )


def match_decided(totals: Sequence[int]) -> bool:
    if len(totals) < 2:
        return False
    high, low = max(totals), min(totals)
    return high >= MATCH_CAP or (high >= MATCH_TARGET and high - low >= MATCH_LEAD)


GAME = register(Finesse())
