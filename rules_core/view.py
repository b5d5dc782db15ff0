"""What a seat sees, typed: plays, finished tricks, the base view and status lines.

Every game's ``State.view(seat)`` returns a subclass of :class:`View` — frozen,
comparable, picklable — holding exactly what that seat may know.  The base
carries what every table shows (own pieces, the other hands' sizes, the trick in
progress with who played what, finished tricks, trump, scores, whose turn,
teams); a game adds its own fields (a contract, a stock, suit backs …).

:class:`Status` is the words a table shows beside the pieces — the prompt for
the seat to act, a centre line, a line per seat — written by the game module as
translatable messages, so the desktop never composes rules text itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .cards import JOKER, SuitWord
from .clones import Sendable
from .events import Zone
from .messages import Msg, Seat
from .piece_kinds import kind_named
from .pieces import PieceKind, PiecesWord, PieceWord
from .signs import Sign

HIDDEN = -1  # a piece whose face this seat cannot see (a face-down card, a forgotten one)


@dataclass(frozen=True)
class Play(Sendable):
    seat: int
    card: int  # a piece; HIDDEN (negative) when this seat cannot see its face
    face_down: bool = False
    named_suit: int | None = None  # the suit a led joker names (Crescendo)


@dataclass(frozen=True)
class TrickResult(Sendable):
    number: int  # 1-based
    plays: tuple[Play, ...]
    winner: int  # seat

    @property
    def leader(self) -> int:
        return self.plays[0].seat

    def cards(self) -> tuple[int, ...]:
        return tuple(p.card for p in self.plays)


@dataclass(frozen=True, kw_only=True)
class View(Sendable):
    """The part of a deal one seat may see."""

    seat: int
    phase: str
    to_act: int  # the seat to decide, -1 when the deal is over
    dealer: int
    hand: tuple[int, ...]  # own pieces
    hand_sizes: tuple[int, ...]
    trick: tuple[Play, ...] = ()  # the trick in progress
    tricks: tuple[TrickResult, ...] = ()  # finished tricks whose faces may be recalled
    trick_counts: tuple[int, ...] = ()  # tricks won per seat this deal
    trump: int | None = None  # a suit, NO_TRUMP (-1), or None before it is known
    scores: tuple[int, ...] = ()  # this deal's points so far (per seat or per team)
    teams: tuple[tuple[int, ...], ...] = ()
    stock_count: int = 0  # pieces in a stock (draw pile), if the game has one
    stock_top: int | None = None  # the stock's top piece when it lies face up
    # Every seat's hand, where the view is shown with all hands open (a replay that asks
    # for them); empty in every view a seat decides from.
    open_hands: tuple[tuple[int, ...], ...] = ()
    # Signs this seat's partners showed it (rules_core.signs): table information that no
    # state holds; whoever asks a bot adds them (rules_core.ai.search.decide).
    signs: tuple[Sign, ...] = ()

    @property
    def pieces(self) -> str:
        """The kind of the pieces (for messages): a view of another kind says its own."""
        return "french"

    def hand_mask(self, seat: int | None = None) -> int:
        """The mask of this seat's own pieces (a view knows no other hand)."""
        if seat is not None and seat != self.seat:
            raise ValueError(f"seat {self.seat} cannot see seat {seat}'s hand")
        mask = 0
        for piece in self.hand:
            mask |= 1 << piece
        return mask

    def hand_trump(self) -> int | None:
        """The trump a hand is laid out by (its pieces' kind reads the number): the base
        ``trump``; a game whose trump is not a French suit gives its own."""
        return self.trump

    def trick_leader(self) -> int:
        """The seat that led the trick in progress (the seat to act before a lead)."""
        return self.trick[0].seat if self.trick else self.to_act

    def tricks_done(self) -> int:
        """Tricks finished this deal (or round)."""
        return sum(self.trick_counts) if self.trick_counts else len(self.tricks)

    def led_suit(self) -> int | None:
        """The French suit to follow in the trick in progress (None: nothing to follow);
        games with other pieces read their own lead."""
        for play in self.trick:
            if play.face_down or play.card < 0:
                continue
            if play.card & 127 == JOKER:
                return play.named_suit
            return play.card >> 4 & 7
        return None

    def played_mask(self) -> int:
        """Every piece seen face up in a trick so far (this seat's memory of them)."""
        mask = 0
        for result in self.tricks:
            for play in result.plays:
                if play.card >= 0:
                    mask |= 1 << play.card
        for play in self.trick:
            if play.card >= 0:
                mask |= 1 << play.card
        return mask

    def trick_cards(self) -> tuple[int, ...]:
        return tuple(p.card for p in self.trick)

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Face-up pieces a table lays out besides the hands and the trick, by zone:
        ``won:SEAT`` for what each seat has taken (where finished tricks may be recalled),
        and any pile of the game's own (a discard pile)."""
        return {
            Zone.won(seat): tuple(
                c for r in self.tricks if r.winner == seat for c in r.cards() if c >= 0
            )
            for seat in range(len(self.hand_sizes))
        }

    def counts(self) -> dict[str, int]:
        """Face-down piles a table lays out by zone (a stock), with how many pieces each
        holds; the pieces of other hands are counted by ``hand_sizes``."""
        return {"stock": self.stock_count} if self.stock_count else {}

    def team_of(self, seat: int) -> tuple[int, ...]:
        return next((team for team in self.teams if seat in team), (seat,))

    # -- what this seat knows ---------------------------------------------------------------

    def held_known(self, seat: int) -> tuple[int, ...]:
        """Pieces this seat knows lie in another seat's hand — shown to it, drawn face up,
        revealed and taken back — which a table shows face up among that hand's backs
        (default: none)."""
        return ()

    def shown_in_hand(self, seat: int) -> tuple[int, ...]:
        """The pieces a table shows face up in another seat's hand: all of them in a view
        with every hand open, else those this seat knows it holds."""
        return self.open_hands[seat] if self.open_hands else self.held_known(seat)

    def last_trick(self) -> TrickResult | None:
        """The trick taken last, as this seat may look at it now (the last-trick key, a
        replay): None before the first, or where the rules keep taken tricks' faces from
        it (a game whose won tricks lie face down says so here)."""
        return self.tricks[-1] if self.tricks else None

    def why_no_last_trick(self) -> Msg:
        """Why :meth:`last_trick` has nothing to show (default: no trick taken yet)."""
        return self.msg("no_last_trick")

    def trick_words(self, trick: TrickResult) -> Msg:
        """A taken trick in words: its number, who led it and who took it."""
        return self.msg(
            "last_trick_line", n=trick.number, leader=Seat(trick.leader), who=Seat(trick.winner)
        )

    def hand_marks(self) -> dict[int, Msg]:
        """A word for some pieces of this seat's own hand that a table marks on them and
        says with them (a card received in an exchange); default: none."""
        return {}

    def known_pieces(self) -> frozenset[int]:
        """Every piece whose face this view shows its seat now: its hand, the plays it can
        see, the finished tricks it may recall, the face-up zones, the stock's face-up top
        and the pieces it knows in other hands.  A game whose view holds more (a face known
        from the deal's structure) adds it here."""
        seen = set(self.hand)
        seen.update(p.card for p in self.trick)
        seen.update(c for r in self.tricks for c in r.cards())
        for pieces in self.zones().values():
            seen.update(pieces)
        if self.stock_top is not None:
            seen.add(self.stock_top)
        for other in range(len(self.hand_sizes)):
            if other != self.seat:
                seen.update(self.shown_in_hand(other))
        seen.discard(HIDDEN)
        return frozenset(p for p in seen if p >= 0)

    # -- in words ("what the bots knew") ----------------------------------------------------

    def msg(self, key: str, **params: object) -> Msg:
        return Msg(key, dict(params), pieces=self.pieces)

    @property
    def piece_kind(self) -> PieceKind:
        """The kind of this view's pieces."""
        return kind_named(self.pieces)

    def describe(self) -> list[Msg]:
        """Everything this view holds, in words (seats as ``who`` parameters)."""
        lines = [self.msg("seen_hand", cards=PiecesWord(self.piece_kind, self.hand))]
        if self.trump is not None:
            if self.trump < 0:
                lines.append(self.msg("seen_no_trump"))
            else:
                lines.append(self.msg("seen_trump", suit=SuitWord(self.trump)))
        lines += self.describe_deal()
        for other, size in enumerate(self.hand_sizes):
            if other != self.seat:
                more = self.describe_hand(other)
                lines.append(self.msg("seen_other", who=Seat(other), n=size, more=more or ""))
        plays = tuple(
            self.msg("seen_play", who=Seat(p.seat), card=PieceWord(self.piece_kind, p.card))
            for p in self.trick
        )
        lines.append(self.msg("seen_table", plays=plays or Msg("nothing")))
        lines += self.describe_memory()
        return lines

    def describe_deal(self) -> list[Msg]:
        """What the deal has settled so far beyond the trump (a contract, calls …)."""
        return []

    def describe_hand(self, seat: int) -> Msg | None:
        """What this seat knows of another hand besides its size."""
        return None

    def describe_memory(self) -> list[Msg]:
        """What this seat may recall of finished tricks."""
        if self.tricks:
            cards = tuple(p.card for t in self.tricks for p in t.plays if p.card >= 0)
            return [
                self.msg(
                    "seen_tricks", n=len(self.tricks), cards=PiecesWord(self.piece_kind, cards)
                )
            ]
        if self.trick_counts:
            taken = tuple(
                self.msg("seen_count", who=Seat(s), n=n) for s, n in enumerate(self.trick_counts)
            )
            return [self.msg("seen_counts", taken=taken)]
        return []


@dataclass(frozen=True)
class Summary(Sendable):
    """A finished deal in words, for the end-of-deal panel: a headline (the verdict, where
    the game has one) and the lines that explain it."""

    headline: Msg | None = None
    lines: tuple[Msg, ...] = ()


@dataclass(frozen=True)
class DealStory(Sendable):
    """A finished deal told in one line, for the match's score sheet: who declared (a
    seat, or the seat whose call set the stake), the contract in the game's own words
    (naming its declarer as the game says it), whether it was made, and what else the
    deal settled in public (marriages, calls, the trump named, a void deal).

    ``made`` qualifies the contract ("made" / "failed"); a deal without a contract that
    its side still wins or loses (the solitaire against its stock) gives ``made`` with no
    ``contract``, and reads "won" / "lost".  A game without any of this tells nothing."""

    declarer: int | None = None
    contract: Msg | None = None
    made: bool | None = None
    notes: tuple[Msg, ...] = ()

    def line(self) -> Msg | None:
        """The story in words, its parts joined ("Bot 2 bid 17 ♠ · failed · tricks 3+6+7 =
        16"); None for a deal with nothing to tell."""
        parts: list[Msg] = []
        if self.contract is not None:
            parts.append(self.contract)
        if self.made is not None:
            if self.contract is not None:
                parts.append(Msg("story_made" if self.made else "story_failed"))
            else:
                parts.append(Msg("story_won" if self.made else "story_lost"))
        parts.extend(self.notes)
        if not parts:
            return None
        line = parts[-1]
        for part in reversed(parts[:-1]):
            line = Msg("story_then", {"first": part, "rest": line})
        return line


@dataclass(frozen=True)
class Status(Sendable):
    """The words a table shows for one seat's view of the deal."""

    prompt: Msg | None = None  # what the seat to act is asked to do (None: not its turn)
    centre: Msg | None = None  # the state of the deal: contract, trump, trick value …
    seats: tuple[tuple[Msg, ...], ...] = ()  # per seat, shown after its name: tricks, bids …
    aside: Mapping[str, Msg] = field(default_factory=dict)  # by zone: "stock" → its line


__all__ = ["HIDDEN", "DealStory", "Play", "Status", "Summary", "TrickResult", "View"]
