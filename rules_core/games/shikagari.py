"""Shikagari (鹿狩り): four players in two partnerships with a 32-tile Tien Gow set.  No
suits and no duty to follow: the strongest tile takes the trick, the first of equal
tiles wins, and each team scores the red pips on the tiles it captured (64 in all).

Spec: ``shared/rules/shikagari.md``.  Play is counter-clockwise: seat i+1 sits to seat
i's right; teams are seats {0, 2} and {1, 3}.

Pieces: the second copy of a doubled tile is ``face + 64`` (``TIEN_GOW.stride``); copies
are numbered in the order the deal lists the hands (``TIEN_GOW.identify``).  An action
names a face (``play 6-5``); the state plays the lowest copy the player holds, so
either copy is the same play (as Finesse does with its doubled courts).  Faces compare
as ints in strength order (higher end, then lower end), so the engine's strict ``>``
lets the first of two equal tiles win.  Bots read faces only, never copy numbers.

The deal: each team receives one each of ``6-6 6-5 6-4 4-4`` (the set-aside group), two
to each partner, and six more tiles from the other 24.  So every seat knows exactly
which set-aside tiles its partner holds, and which the other team still holds (one of
each, less those it has played); :meth:`ShikagariState.sample_hidden` deals worlds that
keep this structure.

Red pips (points) live in one place, :func:`red_pips` and :func:`red_pips_per_end` (how
many pips of each end are red, for drawing a tile).

Rulings where the spec is silent (pinned by tests):

- who leads a deal started without ``context.first_leader``: the dealer's right (seat
  ``dealer + 1``), the seat that plays first in our other games; a match moves the first
  lead one seat counter-clockwise each game (:meth:`Shikagari.next_context`), as it
  turns the dealer, so the two agree;
- a recorded deal must give every seat 8 tiles, hold the 32 tiles exactly and give each
  team one each of ``6-6 6-5 6-4 4-4``; a team's four need not be split two and two (the
  spec asks no more), but a seat whose own share was not two then assumes only the team
  rule when it imagines the hidden hands;
- a match is a fixed number of games (option ``games``, default 8); the higher total
  wins and equal totals are a drawn match, shared by both teams (no extra game);
- a game in which both teams take 32 red pips is drawn;
- the replay ``result`` holds exactly the spec's key, ``tricks`` per team.

The view (:class:`ShikagariView`) shows finished tricks face up (every player saw them
played), but captured tiles lie face down by their team: ``zones()`` lays out nothing
face up and ``counts()`` gives each team's pile as ``side:TEAM``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, PieceVerb
from ..deal import DealReader, shuffle
from ..events import TRICK, Moved, TrickWon, Zone
from ..game import BadDeal, ContextValue, DealRequest, Event, Game, Options, OptionSpec, State
from ..messages import Msg, Seat
from ..pieces import Face, PiecesWord, PieceWord, mask_of, pieces_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..tiles import (
    TIEN_GOW,
    TIEN_GOW_FACES,
    TIEN_GOW_SET,
    faces_high_first,
    high,
    low,
    tile,
    tile_text,
)
from ..trick import deal_round_robin
from ..trickgame import TrickGameState, hands_record
from ..view import DealStory, Status, Summary, View

PLAYERS = 4
HAND = 8
SET_ASIDE_PER_SEAT = 2
TOTAL_PIPS = 64
PLAY = "play"
STRIDE = TIEN_GOW.stride  # 64: the second copy of a face is face + 64
FACE_BITS = (1 << STRIDE) - 1  # the first-copy bits of a mask of pieces
FACE_OF = STRIDE - 1  # piece & FACE_OF: its face

# The group each team receives before the deal, strongest first.
SET_ASIDE: tuple[Face, ...] = (tile(6, 6), tile(6, 5), tile(6, 4), tile(4, 4))
SET_ASIDE_MASK = mask_of(SET_ASIDE)  # over faces
OTHER_TILES: tuple[Face, ...] = tuple(
    f for f in TIEN_GOW_SET if f not in SET_ASIDE
)  # the 24 shuffled and dealt
RED_ENDS_OF_ALL = (1, 4)  # every pip of these ends is red
COPIES: dict[Face, int] = dict(Counter(TIEN_GOW_SET))
# Every piece of the set: the first copy of each face, then the second copies.
ALL_PIECES = mask_of(TIEN_GOW.identify(TIEN_GOW_SET))


def _red_on_end(face: Face) -> tuple[int, int]:
    if face == tile(6, 6):
        return (3, 3)  # half of each six is red
    top, bottom = high(face), low(face)
    return (top if top in RED_ENDS_OF_ALL else 0, bottom if bottom in RED_ENDS_OF_ALL else 0)


RED_ENDS: dict[Face, tuple[int, int]] = {f: _red_on_end(f) for f in TIEN_GOW_FACES}
RED_PIPS: dict[Face, int] = {f: sum(ends) for f, ends in RED_ENDS.items()}
# Red pips by piece (either copy), and strength by piece (0: no Tien Gow piece).
PIECE_PIPS: tuple[int, ...] = tuple(
    RED_PIPS.get(p & FACE_OF, 0) if p & FACE_OF in TIEN_GOW_FACES else 0 for p in range(2 * STRIDE)
)
STRENGTH: tuple[int, ...] = tuple(
    (p & FACE_OF) + 1 if p & FACE_OF in TIEN_GOW_FACES else 0 for p in range(2 * STRIDE)
)


def red_pips(face: Face) -> int:
    """The red pips (points) on a tile: every pip of a 1-end and a 4-end, half of 6-6's."""
    pips = RED_PIPS.get(face & FACE_OF)
    if pips is None:
        raise ValueError(f"{face!r} is not a Tien Gow tile")
    return pips


def red_pips_per_end(face: Face) -> tuple[int, int]:
    """How many pips of each end are red: (higher end, lower end).  ``6-6`` → (3, 3),
    ``4-1`` → (4, 1), ``6-1`` → (0, 1), ``5-5`` → (0, 0)."""
    ends = RED_ENDS.get(face & FACE_OF)
    if ends is None:
        raise ValueError(f"{face!r} is not a Tien Gow tile")
    return ends


def faces_strongest_first(mask: int) -> list[Face]:
    """The faces of a mask of pieces, each once, strongest first."""
    return faces_high_first((mask | mask >> STRIDE) & FACE_BITS)


def pieces_strongest_first(mask: int) -> list[int]:
    """The pieces of a mask, strongest first (of two copies, the first copy first): the
    order a hand is laid out in."""
    out = []
    for face in faces_strongest_first(mask):
        if mask >> face & 1:
            out.append(face)
        if mask >> (face + STRIDE) & 1:
            out.append(face + STRIDE)
    return out


def held_piece(mask: int, face: Face) -> int:
    """The piece of ``face`` a mask holds: the first copy if it is there, else the second."""
    return face if mask >> face & 1 else face + STRIDE


def pips_words(n: int) -> Msg:
    """A count of red pips in words: "1 red pip", "5 red pips" (赤い目 5)."""
    return Msg("shika_red_pips", {"n": n})


def side_zone(team: int) -> Zone:
    """A team's pile of captured tiles (face down): ``side:0`` for seats 0 and 2."""
    return Zone.of("side", team)


PLAY_VERB = PieceVerb("play", TIEN_GOW, noun="TILE")
ACTIONS = ActionSpace(PLAY_VERB)

__all__ = [
    "ACTIONS",
    "ALL_PIECES",
    "HAND",
    "PIECE_PIPS",
    "PLAYERS",
    "RED_PIPS",
    "SET_ASIDE",
    "SET_ASIDE_MASK",
    "STRENGTH",
    "STRIDE",
    "TOTAL_PIPS",
    "Shikagari",
    "ShikagariState",
    "ShikagariView",
    "faces_strongest_first",
    "held_piece",
    "pieces_strongest_first",
    "pips_words",
    "red_pips",
    "red_pips_per_end",
    "side_zone",
]


@dataclass(frozen=True, kw_only=True)
class ShikagariView(View):
    """What one seat sees.  Besides the base fields (``hand`` strongest first, ``trick``
    in progress, finished ``tricks`` face up as every player saw them, ``trick_counts``
    per seat, ``scores`` = red pips per team so far, ``teams``):

    - ``first_leader``: the seat that leads (or led) the first trick;
    - ``team_tricks``: tricks per team;
    - ``trick_pips``: red pips on the tiles of the trick in progress;
    - ``pile_sizes``: captured tiles per team, lying face down (``side:TEAM``);
    - ``partner_set_aside``: the set-aside tiles (of ``6-6 6-5 6-4 4-4``) the partner
      still holds — known to every seat from the deal's structure;
    - ``others_set_aside``: the set-aside tiles the other team still holds (one each,
      less those it has played);
    - ``winning``: the seat winning the trick in progress (-1 before the lead).
    """

    first_leader: int
    team_tricks: tuple[int, int]
    trick_pips: int
    pile_sizes: tuple[int, int]
    partner_set_aside: tuple[Face, ...]
    others_set_aside: tuple[Face, ...]
    winning: int

    @property
    def pieces(self) -> str:
        return "tiengow"

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Nothing lies face up besides the hands and the trick: captured tiles are kept
        face down (see :meth:`counts`)."""
        return {}

    def counts(self) -> dict[str, int]:
        """Each team's face-down pile of captured tiles: ``side:0`` (seats 0 and 2) and
        ``side:1`` (seats 1 and 3)."""
        return {side_zone(team): n for team, n in enumerate(self.pile_sizes)}

    def led_suit(self) -> int | None:
        return None  # tiles have no suits: nothing is ever followed

    def seat_plays(self, seat: int) -> int:
        """The pieces ``seat`` has played face up this deal (that this view recalls)."""
        mask = 0
        for result in self.tricks:
            for play in result.plays:
                if play.seat == seat and play.card >= 0:
                    mask |= 1 << play.card
        for play in self.trick:
            if play.seat == seat and play.card >= 0:
                mask |= 1 << play.card
        return mask

    def describe_deal(self) -> list[Msg]:
        lines = [
            self.msg(
                "shika_seen_pips",
                ours=self.scores[self.seat & 1],
                theirs=self.scores[1 - (self.seat & 1)],
            )
        ]
        lines.append(
            self.msg(
                "shika_seen_others_set_aside",
                cards=(
                    PiecesWord(TIEN_GOW, tuple(self.others_set_aside))
                    if self.others_set_aside
                    else Msg("nothing")
                ),
            )
        )
        return lines

    def known_pieces(self) -> frozenset[int]:
        """Also the set-aside tiles still held, known to all from the deal's structure."""
        return super().known_pieces() | set(self.partner_set_aside) | set(self.others_set_aside)

    def describe_hand(self, seat: int) -> Msg | None:
        if seat == (self.seat + 2) % PLAYERS and self.partner_set_aside:
            return self.msg(
                "shika_seen_partner_holds",
                cards=PiecesWord(TIEN_GOW, tuple(self.partner_set_aside)),
            )
        return None


@dataclass(frozen=True, eq=False)
class ShikagariResult(DealResult):
    """Tricks per team."""

    tricks: tuple[int, ...]

    def as_json(self) -> dict[str, ResultValue]:
        return {"tricks": list(self.tricks)}


class ShikagariState(TrickGameState):
    """One game (deal) of Shikagari.  Beyond the shared trick engine: ``first_leader``,
    ``pips`` (red pips per team so far), ``played_by`` (the pieces each seat has played,
    a mask per seat) and ``pile`` (tiles captured per team)."""

    def __init__(
        self, game: Shikagari, hands: Sequence[Sequence[int]], dealer: int, first_leader: int
    ) -> None:
        super().__init__(game, hands, dealer)
        self.pieces_of = pieces_strongest_first
        self.phase = PLAY
        self.first_leader = first_leader
        self.current_player = self.leader = first_leader
        self.pips = [0, 0]
        self.pile = [0, 0]
        self.played_by = [0] * PLAYERS

    def clone_extra(self, twin: Any) -> None:
        twin.pips = self.pips[:]
        twin.pile = self.pile[:]
        twin.played_by = self.played_by[:]

    # -- the engine -------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        """Any tile held, each face once, strongest first (no duty of any kind)."""
        if self.is_terminal:
            return ()
        hand = self.hands[self.current_player]
        return faces_high_first((hand | hand >> STRIDE) & FACE_BITS)  # faces_strongest_first

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        """The current player plays the copy of the face it holds: the trick engine's play
        (``TrickGameState.apply_id`` with :meth:`lead_rule`) written out for four plays a
        trick, every one face up, nothing to follow."""
        seat = self.current_player
        hand = self.hands[seat]
        piece = action if hand >> action & 1 else action + STRIDE  # held_piece
        bit = 1 << piece
        self.hands[seat] = hand ^ bit
        self.played_by[seat] |= bit
        trick = self.trick
        if not trick:
            self.leader = seat
            self.lead_card = piece
            self.led, self.led_mask, self.strengths = -1, 0, STRENGTH
            self.best, self.best_at = STRENGTH[piece], 0
        elif STRENGTH[piece] > self.best:  # the first of equal tiles keeps the trick
            self.best, self.best_at = STRENGTH[piece], len(trick)
        trick.append(piece)
        if events is not None:
            events.append(self.play_event(seat, piece, False))
        if len(trick) < PLAYERS:
            self.current_player = self.next_seat[seat]
        else:
            self._end_trick(events)

    def _end_trick(self, events: list[Event] | None) -> None:
        """``TrickGameState.end_trick`` and ``after_trick`` written out: the winner's team
        takes the trick (:meth:`collect`), and the deal ends with the hands."""
        cards = self.trick
        leader = self.leader
        winner = (leader + self.best_at) % PLAYERS
        self.finished.append((leader, cards, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1
        self.current_player = self.leader = winner
        if events is not None:
            why = self.trick_why(cards, self.best_at)
            events.append(TrickWon(winner, tuple(cards), len(self.finished), why=why))
        self.collect(winner, cards, events)
        hands = self.hands
        if not hands[0] | hands[1] | hands[2] | hands[3]:
            self.finish(events)

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        return -1, 0, STRENGTH  # nothing to follow; every tile by its own strength

    def collect(self, winner: int, cards: list[int], events: list[Event] | None) -> None:
        """The winner's team takes the tiles face down, and their red pips."""
        team = winner & 1
        self.pips[team] += (
            PIECE_PIPS[cards[0]]
            + PIECE_PIPS[cards[1]]
            + PIECE_PIPS[cards[2]]
            + PIECE_PIPS[cards[3]]
        )
        self.pile[team] += len(cards)
        if events is not None:
            info = {"trick_number": len(self.finished)}
            moved = Moved(
                winner, tuple(cards), TRICK, side_zone(team), face_down=True, details=info
            )
            events.append(moved)

    def action_pieces(self, action: int) -> tuple[int, ...]:
        """The piece ``play FACE`` moves: the copy of the face the player holds."""
        seat = self.current_player
        if seat < 0:
            return (action,)
        return (held_piece(self.hands[seat], action),)

    # -- refusals ---------------------------------------------------------------------------

    def why_illegal(self, action: int) -> Msg:
        face = action
        if face not in TIEN_GOW_FACES:
            return self.msg("shika_not_a_tile", text=tile_text(face))
        copies = COPIES[face]
        played = self.played_mask()
        gone = sum(1 for piece in (face, face + STRIDE) if played >> piece & 1)
        if gone == copies:
            key = "shika_all_played" if copies == 2 else "shika_played"
            return self.msg(key, card=PieceWord(TIEN_GOW, face))
        return self.msg("shika_not_in_hand", card=PieceWord(TIEN_GOW, face))

    # -- results ----------------------------------------------------------------------------

    def team_tricks(self) -> list[int]:
        return [self.counts[0] + self.counts[2], self.counts[1] + self.counts[3]]

    def scores(self) -> list[int]:
        return list(self.pips)

    def result(self) -> ShikagariResult:
        return ShikagariResult(tuple(self.team_tricks()))

    def trick_pips(self) -> int:
        return sum(PIECE_PIPS[c] for c in self.trick)

    def winning_seat(self) -> int:
        """The seat winning the trick in progress (-1 before the lead)."""
        if not self.trick:
            return -1
        return (self.leader + self.best_at) % PLAYERS

    def trick_why(self, cards: list[int], index: int) -> Msg | None:
        card = cards[index]
        pips = sum(PIECE_PIPS[c] for c in cards)
        twin = any(c & FACE_OF == card & FACE_OF for i, c in enumerate(cards) if i != index)
        key = "shika_trick_first_of_equals" if twin else "shika_trick_strongest"
        return self.msg(key, card=PieceWord(TIEN_GOW, card), pips=pips_words(pips))

    def explain_score(self) -> Msg | None:
        if not self.is_terminal:
            return None
        tricks = self.team_tricks()
        return Msg(
            "shika_explain",
            {
                "a": Msg("shika_who", {"who": Seat(0)}),
                "b": Msg("shika_who", {"who": Seat(2)}),
                "c": Msg("shika_who", {"who": Seat(1)}),
                "d": Msg("shika_who", {"who": Seat(3)}),
                "pips0": pips_words(self.pips[0]),
                "tricks0": Msg("tricks_n", {"n": tricks[0]}),
                "pips1": pips_words(self.pips[1]),
                "tricks1": Msg("tricks_n", {"n": tricks[1]}),
            },
        )

    def deal_story(self) -> DealStory:
        """No contract, no calls: the tricks each side took (the score counts red pips)."""
        if not self.is_terminal:
            return DealStory()
        tricks = self.team_tricks()
        return DealStory(notes=(Msg("shika_story_tricks", {"a": tricks[0], "b": tricks[1]}),))

    def summary(self, seat: int) -> Summary:
        us = seat & 1
        ours, theirs = self.pips[us], self.pips[1 - us]
        tricks = self.team_tricks()
        headline = Msg("shika_headline", {"ours": ours, "theirs": theirs})
        lines = [
            Msg("shika_summary_us", {"pips": pips_words(ours), "n": tricks[us]}),
            Msg("shika_summary_them", {"pips": pips_words(theirs), "n": tricks[1 - us]}),
        ]
        if ours > theirs:
            lines.append(Msg("shika_game_won"))
        elif theirs > ours:
            lines.append(Msg("shika_game_lost"))
        else:
            lines.append(Msg("shika_game_drawn", {"pips": ours}))
        return Summary(headline, tuple(lines))

    # -- what a seat sees -------------------------------------------------------------------

    def set_aside_knowledge(self, seat: int) -> tuple[tuple[Face, ...], tuple[Face, ...]]:
        """The set-aside faces ``seat``'s partner still holds, and those the other team still
        holds — both follow from the deal's structure and the plays seen."""
        return set_aside_known(
            self.hands[seat],
            self.played_by[(seat + 2) % PLAYERS] | self.played_by[seat],
            self.played_by[(seat + 1) % PLAYERS] | self.played_by[(seat + 3) % PLAYERS],
        )

    def seat_plays(self, seat: int) -> int:
        """The pieces ``seat`` has played this deal."""
        return self.played_by[seat]

    def played_mask(self) -> int:
        by = self.played_by
        return by[0] | by[1] | by[2] | by[3]

    def view(self, player: int) -> ShikagariView:
        partner, others = self.set_aside_knowledge(player)
        return ShikagariView(
            **self.view_base(player),
            first_leader=self.first_leader,
            team_tricks=(self.counts[0] + self.counts[2], self.counts[1] + self.counts[3]),
            trick_pips=self.trick_pips(),
            pile_sizes=(self.pile[0], self.pile[1]),
            partner_set_aside=partner,
            others_set_aside=others,
            winning=self.winning_seat(),
        )

    def status(self, seat: int) -> Status:
        tricks = self.team_tricks()
        partner = (seat + 2) % PLAYERS
        partner_holds = self.set_aside_knowledge(seat)[0] if 0 <= seat < PLAYERS else ()
        lines = []
        for s in range(PLAYERS):
            parts = [  # the seat's own tricks, then its team's red pips: two counts, two owners
                Msg("shika_seat_tricks", {"n": self.counts[s]}),
                Msg("shika_seat_pips", {"pips": pips_words(self.pips[s & 1])}),
            ]
            if s == partner and partner_holds:  # known from the deal: the team's set-aside
                parts.append(
                    self.msg("shika_seat_holds", cards=PiecesWord(TIEN_GOW, tuple(partner_holds)))
                )
            if not self.finished and not self.trick and s == self.first_leader:
                parts.append(Msg("shika_seat_leads_first"))
            elif self.trick and s == self.winning_seat() and len(self.trick) < PLAYERS:
                parts.append(Msg("shika_seat_winning"))
            lines.append(tuple(parts))
        aside: dict[str, Msg] = {
            side_zone(team): Msg(
                "shika_side_pile",
                {"side": _side(team, seat), "n": tricks[team], "pips": pips_words(self.pips[team])},
            )
            for team in range(2)
        }
        return Status(self._prompt(seat), self._centre(seat), tuple(lines), aside)

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return Msg("shika_over")
        if self.current_player != seat:
            return None
        if not self.trick:
            return Msg("shika_prompt_lead")
        best = PieceWord(TIEN_GOW, self.trick[self.best_at])
        winner = self.winning_seat()
        pips = pips_words(self.trick_pips())
        if winner & 1 == seat & 1:
            return self.msg("shika_prompt_partner", card=best, pips=pips)
        return self.msg("shika_prompt_follow", who=Seat(winner), card=best, pips=pips)

    def _centre(self, seat: int) -> Msg:
        us = seat & 1
        if self.is_terminal:
            return Msg("shika_centre_over", {"ours": self.pips[us], "theirs": self.pips[1 - us]})
        return Msg(
            "shika_centre",
            {
                "n": len(self.finished) + 1,
                "pips": pips_words(self.trick_pips()),
                "ours": self.pips[us],
                "theirs": self.pips[1 - us],
            },
        )

    # -- hidden information -----------------------------------------------------------------

    def sample_hidden(self, player: int, rng: random.Random) -> ShikagariState:
        """The other hands dealt afresh from the tiles ``player`` has not seen, keeping hand
        sizes and the deal's structure: the partner holds exactly the team's set-aside tiles
        ``player`` does not account for; the other team's remaining set-aside tiles are with
        the opponents, two originally to each (unless ``player``'s own share shows the deal
        was not split two and two: then only the team rule holds).  The draw depends only
        on what ``player`` has seen."""
        twin = self.clone()
        hands = deal_hidden(
            player,
            self.hands[player],
            self.played_by,
            [h.bit_count() for h in self.hands],
            rng,
        )
        twin.hands = hands
        twin.dealt = tuple(
            tuple(pieces_strongest_first(hands[s] | self.played_by[s])) for s in range(PLAYERS)
        )
        return twin


def _faces(mask: int) -> int:
    """A mask of pieces folded onto faces."""
    return (mask | mask >> STRIDE) & FACE_BITS


def set_aside_known(
    own_hand: int, team_played: int, others_played: int
) -> tuple[tuple[Face, ...], tuple[Face, ...]]:
    """From one seat's hand and the plays of its team and of the other team: the set-aside
    faces its partner still holds and those the other team still holds (strongest first)."""
    ours = _faces(own_hand | team_played)
    theirs = _faces(others_played)
    partner = tuple(f for f in SET_ASIDE if not ours >> f & 1)
    others = tuple(f for f in SET_ASIDE if not theirs >> f & 1)
    return partner, others


def deal_hidden(
    player: int,
    own_hand: int,
    played_by: Sequence[int],
    sizes: Sequence[int],
    rng: random.Random,
) -> list[int]:
    """Hand masks for every seat: ``player``'s own, the others dealt at random from the
    pieces ``player`` has not seen, consistent with the set-aside structure."""
    partner = (player + 2) % PLAYERS
    opponents = ((player + 1) % PLAYERS, (player + 3) % PLAYERS)
    played = 0
    for mask in played_by:
        played |= mask
    hidden = ALL_PIECES & ~own_hand & ~played
    team_played = played_by[player] | played_by[partner]
    others_played = played_by[opponents[0]] | played_by[opponents[1]]
    partner_faces, others_faces = set_aside_known(own_hand, team_played, others_played)
    # The hidden copies of the set-aside faces: one to the partner where it still holds
    # the team's, the rest to the opponents.
    to_partner: list[int] = []
    to_others: list[int] = []
    for face in SET_ASIDE:
        copies = [p for p in (face, face + STRIDE) if hidden >> p & 1]
        rng.shuffle(copies)
        if face in partner_faces and copies:
            to_partner.append(copies.pop())
        to_others.extend(copies)
    rest = [p for p in pieces_of(hidden) if not (SET_ASIDE_MASK >> (p & FACE_OF)) & 1]
    shuffle(rng, rest)
    hands = [0] * PLAYERS
    hands[player] = own_hand
    room = sizes[partner] - len(to_partner)
    hands[partner] = mask_of(to_partner) | mask_of(rest[:room])
    rest = rest[room:]
    a, b = opponents
    shares = _opponent_shares(own_hand, played_by, opponents, len(to_others), sizes)
    if shares is not None:
        shuffle(rng, to_others)
        k = shares[0]
        a_room = sizes[a] - k
        hands[a] = mask_of(to_others[:k]) | mask_of(rest[:a_room])
        hands[b] = mask_of(to_others[k:]) | mask_of(rest[a_room:])
    else:  # only the team rule: the other team's tiles anywhere in its two hands
        pool = to_others + rest
        shuffle(rng, pool)
        hands[a] = mask_of(pool[: sizes[a]])
        hands[b] = mask_of(pool[sizes[a] :])
    return hands


def _opponent_shares(
    own_hand: int,
    played_by: Sequence[int],
    opponents: tuple[int, int],
    out: int,
    sizes: Sequence[int],
) -> tuple[int, int] | None:
    """How many set-aside tiles each opponent still holds if the deal gave two to each seat
    (None when the seat's own share shows it did not, or the plays contradict it)."""
    player = (opponents[0] + 3) % PLAYERS
    own_share = (_faces(own_hand | played_by[player]) & SET_ASIDE_MASK).bit_count()
    if own_share != SET_ASIDE_PER_SEAT:
        return None
    shares = tuple(
        SET_ASIDE_PER_SEAT - (_faces(played_by[o]) & SET_ASIDE_MASK).bit_count() for o in opponents
    )
    a, b = shares
    if a < 0 or b < 0 or a + b != out or a > sizes[opponents[0]] or b > sizes[opponents[1]]:
        return None
    return a, b


def _side(team: int, seat: int) -> Msg:
    return Msg("shika_us" if team == seat & 1 else "shika_them")


MESSAGES: dict[str, dict[str, str]] = {
    "shika_story_tricks": {"en": "Tricks {a}–{b}", "ja": "トリック {a}–{b}"},
    "shika_red_pips": {"en": "{n} red pips", "en_one": "1 red pip", "ja": "赤い目 {n}"},
    # refusals
    "shika_not_in_hand": {
        "en": "You do not hold {card}. You may play any tile in your hand: nothing has to be followed.",
        "ja": "{card} は手牌にありません。手牌の牌ならどれを出してもかまいません。",
    },
    "shika_played": {
        "en": "{card} has already been played this game (there is only one).",
        "ja": "{card} はこのゲームですでに出ています（1枚しかない牌です）。",
    },
    "shika_all_played": {
        "en": "Both {card} tiles have already been played this game.",
        "ja": "{card} は2枚ともこのゲームですでに出ています。",
    },
    "shika_not_a_tile": {
        "en": "{text} is not a Tien Gow tile: Tien Gow tiles have no blank ends.",
        "ja": "{text} は天九牌にありません（天九牌に 0 の目はありません）。",
    },
    # the table's words ({pips}: shika_red_pips)
    "shika_prompt_lead": {
        "en": "Your lead: play any tile. The strongest tile takes the trick.",
        "ja": "あなたのリードです。好きな牌を出してください。いちばん強い牌がトリックを取ります。",
    },
    "shika_prompt_follow": {
        "en": "Your turn: play any tile. {card}, played by {who}, is winning ({pips} on the table).",
        "ja": "あなたの番です。好きな牌を出してください。いまは{who}の {card} が勝っています（場の{pips}）。",
    },
    "shika_prompt_partner": {
        "en": "Your turn: play any tile. Your partner's {card} is winning ({pips} on the table).",
        "ja": "あなたの番です。好きな牌を出してください。いまはパートナーの {card} が勝っています（場の{pips}）。",
    },
    "shika_centre": {
        "en": "Trick {n} of 8 · {pips} on the table · your team {ours}, the other team {theirs}",
        "ja": "第 {n} トリック（全8）・場の{pips}・味方チーム {ours}、相手チーム {theirs}",
    },
    "shika_over": {"en": "This game is over.", "ja": "このゲームは終わりました。"},
    "shika_centre_over": {
        "en": "Red pips: your team {ours}, the other team {theirs}",
        "ja": "赤い目：味方チーム {ours}、相手チーム {theirs}",
    },
    "shika_seat_tricks": {
        "en": "took {n} tricks",
        "en_one": "took 1 trick",
        "ja": "取ったトリック {n}",
    },
    "shika_seat_pips": {"en": "team total: {pips}", "ja": "チーム合計：{pips}"},
    "shika_seat_holds": {"en": "holds {cards}", "ja": "{cards} を持っている"},
    "shika_seat_leads_first": {"en": "leads first", "ja": "最初にリードする"},
    "shika_seat_winning": {"en": "winning the trick", "ja": "いまトリックに勝っている"},
    "shika_side_pile": {
        "en": "{side}: {n} tricks, {pips}",
        "en_one": "{side}: 1 trick, {pips}",
        "ja": "{side}：{n} トリック、{pips}",
    },
    "shika_us": {"en": "Your team", "ja": "味方チーム"},
    "shika_them": {"en": "The other team", "ja": "相手チーム"},
    "shika_trick_strongest": {
        "en": "{card} takes the trick ({pips}): the strongest tile played.",
        "ja": "{card} がトリックを取ります（{pips}）。場でいちばん強い牌です。",
    },
    "shika_trick_first_of_equals": {
        "en": "{card} takes the trick ({pips}): of two equal tiles, the first played wins.",
        "ja": "{card} がトリックを取ります（{pips}）。同じ牌が2枚出たので、先に出したほうの勝ちです。",
    },
    # the end of a game
    "shika_headline": {
        "en": "Your team {ours} – the other team {theirs}",
        "ja": "味方チーム {ours} ― 相手チーム {theirs}",
    },
    "shika_summary_us": {
        "en": "Your team: {pips} in {n} tricks",
        "en_one": "Your team: {pips} in 1 trick",
        "ja": "味方チーム：{n} トリックで{pips}",
    },
    "shika_summary_them": {
        "en": "The other team: {pips} in {n} tricks",
        "en_one": "The other team: {pips} in 1 trick",
        "ja": "相手チーム：{n} トリックで{pips}",
    },
    "shika_game_won": {
        "en": "Your team wins this game.",
        "ja": "このゲームは味方チームの勝ちです。",
    },
    "shika_game_lost": {
        "en": "The other team wins this game.",
        "ja": "このゲームは相手チームの勝ちです。",
    },
    "shika_game_drawn": {
        "en": "A drawn game: {pips} red {pips|pip|pips} each.",
        "ja": "引き分けです（両チームとも赤い目 {pips}）。",
    },
    "shika_explain": {
        "en": "{a} & {b}: {pips0} in {tricks0}; {c} & {d}: {pips1} in {tricks1}.",
        "ja": "{a}・{b}：{tricks0}で{pips0}。{c}・{d}：{tricks1}で{pips1}。",
    },
    "shika_match_rule": {
        "en": "The match is {n} games; the team with more red pips in total wins (equal totals: a drawn match).",
        "en_one": "The match is a single game; the team with more red pips wins (equal totals: a draw).",
        "ja": "マッチは {n} ゲームです。赤い目の合計が多いチームの勝ちで、同点なら引き分けです。",
    },
    "shika_who": {"en": "{who}", "ja": "{who}"},
    # a view in words
    "shika_seen_pips": {
        "en": "Red pips so far: your team {ours}, the other team {theirs}",
        "ja": "ここまでの赤い目：味方チーム {ours}、相手チーム {theirs}",
    },
    "shika_seen_others_set_aside": {
        "en": "Set-aside tiles the other team still holds: {cards}",
        "ja": "相手チームがまだ持っている取り分けた牌：{cards}",
    },
    "shika_seen_partner_holds": {
        "en": " (holds the team's {cards})",
        "ja": "（取り分けた {cards} を持っている）",
    },
}


class Shikagari(Game):
    id = "shikagari"
    titles = {"en": "Shikagari", "ja": "鹿狩り"}
    player_counts = (PLAYERS,)
    actions = ACTIONS
    messages = MESSAGES
    pieces = TIEN_GOW
    score_unit = "red_pips"
    deal_words = {"en": ("game", "games"), "ja": ("ゲーム", "ゲーム")}
    direction = "counter-clockwise"
    partnerships = True
    team_scores = True
    context_keys = {"first_leader": "seat"}
    options = (
        OptionSpec(
            "games",
            8,
            (1, 2, 4, 6, 8, 10, 12, 16),
            {"en": "Games in a match", "ja": "1マッチのゲーム数"},
        ),
    )

    def start(self, request: DealRequest) -> ShikagariState:
        if request.deal is not None:
            faces = read_deal(request.deal)
        else:
            faces = deal_faces(random.Random(request.seed), request.dealer)
        pieces = TIEN_GOW.identify([f for hand in faces for f in hand])
        hands = [pieces[s * HAND : (s + 1) * HAND] for s in range(PLAYERS)]
        first = request.context_number("first_leader", (request.dealer + 1) % PLAYERS)
        return ShikagariState(self, hands, request.dealer, int(first))

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, ShikagariState)
        return hands_record(state)

    def next_context(self, state: State) -> dict[str, ContextValue]:
        """The first lead moves one seat counter-clockwise (to the right) each game."""
        assert isinstance(state, ShikagariState)
        return {"first_leader": (state.first_leader + 1) % PLAYERS}

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        return deals_played >= int(self.resolve_options(options)["games"])

    def match_rule(self, options: Options) -> Msg | None:
        return Msg("shika_match_rule", {"n": int(self.resolve_options(options)["games"])})


def deal_faces(rng: random.Random, dealer: int) -> list[list[Face]]:
    """A shuffled deal: each team's set-aside group shuffled and split two and two between
    the partners, then the other 24 tiles shuffled and dealt six each from the dealer's
    right."""
    hands: list[list[Face]] = [[] for _ in range(PLAYERS)]
    for team in range(2):
        group = list(SET_ASIDE)
        shuffle(rng, group)
        hands[team] += group[:SET_ASIDE_PER_SEAT]
        hands[team + 2] += group[SET_ASIDE_PER_SEAT:]
    rest = list(OTHER_TILES)
    shuffle(rng, rest)
    dealt, _ = deal_round_robin(rest, PLAYERS, HAND - SET_ASIDE_PER_SEAT, (dealer + 1) % PLAYERS)
    return [hands[s] + dealt[s] for s in range(PLAYERS)]


def read_deal(deal: Mapping[str, Any]) -> list[list[Face]]:
    """An explicit deal's hands, checked: 8 tiles each, the 32 tiles exactly, and each team
    one each of 6-6 6-5 6-4 4-4 (BadDeal otherwise)."""
    reader = DealReader(deal, {"hands"}, TIEN_GOW)
    hands = reader.hands("hands", PLAYERS, HAND)
    reader.exact([f for hand in hands for f in hand], TIEN_GOW_SET, "deal.hands")
    problems = []
    for team in range(2):
        held = Counter(hands[team] + hands[team + 2])
        wrong = [f"{held[f]} {tile_text(f)}" for f in SET_ASIDE if held[f] != 1]
        if wrong:
            problems.append(f"seats {team} and {team + 2} hold " + ", ".join(wrong))
    if problems:
        raise BadDeal(
            "deal.hands: each team must hold exactly one each of 6-6 6-5 6-4 4-4 ("
            + "; ".join(problems)
            + ")"
        )
    return hands


GAME = register(Shikagari())
