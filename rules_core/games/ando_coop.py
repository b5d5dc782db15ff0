"""Co-op Must-Follow by S. Ando (first-edition rules, 2016): everyone wins or loses
together by splitting the tricks into an exact pattern and keeping one card of each
suit.  Played with the must-follow practice deck, whose backs show each card's suit.

Spec: ``shared/rules/ando_coop.md``.  Variants ``4p`` and ``3p`` are one round;
``2p`` and ``1p`` (a player and a dummy hand, the player deciding for both) two.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import permutations, product
from typing import Any

from ..actions import ActionSpace, IllegalAction, PieceVerb
from ..cards import (
    CLUBS,
    DIAMONDS,
    FRENCH,
    HEARTS,
    SPADES,
    SUIT_LETTERS,
    SUIT_MASK,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    MarkWord,
    SuitWord,
    cards_of,
    full_pack,
    parse_card,
    rank_of,
    suit_of,
    suit_table_cards,
)
from ..clones import Sendable
from ..deal import BadDeal, DealReader, shuffle
from ..events import Dealt, Revealed, RoundEnded, Said, Zone
from ..game import DealRequest, Event, Game, Options, State
from ..messages import Msg, Seat
from ..pieces import PiecesWord, PieceWord, lowest, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import deal_round_robin, strength_table
from ..trickgame import OVER, TrickGameState
from ..view import DealStory, Status, View

TRUMP = SPADES
TRICKS = 12
HAND = 13
PLAYERS = {"4p": 4, "3p": 3, "2p": 2, "1p": 2}
PATTERN = {"4p": (0, 2, 4, 6), "3p": (0, 4, 8), "2p": (4, 8), "1p": (4, 8)}
TWO_C, FIVE_C, SIX_C = parse_card("2C"), parse_card("5C"), parse_card("6C")
DUMMY = 1  # in 1p, seat 1 is the dummy hand (the player decides for it)
PAIRS = ((HEARTS, DIAMONDS), (SPADES, CLUBS))  # 2p/1p: suits kept together in one round
REVEAL, PLAY = "reveal", "play"

ACTIONS = ActionSpace(PieceVerb("play", FRENCH), PieceVerb("reveal", FRENCH))
REVEAL_BASE = ACTIONS.verbs[1].base
TABLES = [strength_table(led, TRUMP) for led in SUITS]  # by led suit; spades are trump
CLUB_MASK, DIAMOND_MASK, HEART_MASK, SPADE_MASK = SUIT_MASK


_PACKS = {"3p": tuple(full_pack(ranks=range(5, 15))), "4p": tuple(full_pack())}


def pack_for(variant: str) -> list[Card]:
    return list(_PACKS["3p" if variant == "3p" else "4p"])


def same_suit_counts(a: Sequence[Card], b: Sequence[Card]) -> bool:
    """The 2-player redeal check: both hands show exactly the same suit counts."""
    return Counter(map(suit_of, a)) == Counter(map(suit_of, b))


@dataclass(frozen=True)
class RoundResult(Sendable):
    tricks: tuple[int, ...]
    kept: tuple[Card, ...]


def _holds(variant: str, rounds: Sequence[RoundResult], centre: Card | None) -> list[bool]:
    """Whether each win condition holds (in the order :func:`conditions` words them)."""
    if variant in ("4p", "3p"):
        (result,) = rounds
        suits = {c >> 4 for c in result.kept} | ({centre >> 4} if centre is not None else set())
        return [tuple(sorted(result.tricks)) == PATTERN[variant], len(suits) == 4]
    first, second = rounds
    by_round = [{c >> 4 for c in r.kept} for r in rounds]
    return [
        sorted(first.tricks) == [4, 8] and list(second.tricks) == list(reversed(first.tricks)),
        len(by_round[0] | by_round[1]) == 4 and all(len(k) == 2 for k in by_round),
        any(k == {HEARTS, DIAMONDS} for k in by_round)
        and any(k == {SPADES, CLUBS} for k in by_round),
    ]


def conditions(
    variant: str, rounds: Sequence[RoundResult], centre: Card | None
) -> list[tuple[Msg, bool]]:
    """Each win condition in words, and whether it holds."""

    def counts(tricks: Sequence[int]) -> str:
        return "-".join(map(str, tricks))

    holds = _holds(variant, rounds, centre)
    if variant in ("4p", "3p"):
        (result,) = rounds
        kept = tuple(result.kept) + ((centre,) if centre is not None else ())
        pattern = "-".join(map(str, sorted(PATTERN[variant], reverse=True)))
        words = [
            Msg("coop_cond_tricks", {"counts": counts(result.tricks), "pattern": pattern}),
            Msg("coop_cond_suits", {"cards": PiecesWord(FRENCH, kept)}),
        ]
    else:
        first, second = rounds
        words = [
            Msg("coop_cond_swap", {"first": counts(first.tricks), "second": counts(second.tricks)}),
            Msg("coop_cond_suits", {"cards": PiecesWord(FRENCH, first.kept + second.kept)}),
            Msg("coop_cond_pairs"),
        ]
    return list(zip(words, holds, strict=True))


def win_score(high: Card, low: Card) -> int:
    """A win's score from the last cards of the players with the most and the fewest
    tricks (0..24)."""
    return rank_of(high) - rank_of(low) + 12


def evaluate(variant: str, rounds: Sequence[RoundResult], centre: Card | None) -> tuple[bool, int]:
    """Whether the team won, and its score (0 on a loss)."""
    if not all(_holds(variant, rounds, centre)):
        return False, 0
    last = rounds[-1]
    most = max(range(len(last.tricks)), key=lambda s: last.tricks[s])
    fewest = min(range(len(last.tricks)), key=lambda s: last.tricks[s])
    return True, win_score(last.kept[most], last.kept[fewest])


# -- table talk (public; it never changes the deal) --------------------------------------------


def talk_ok(words: Sequence[str], variant: str, players: int) -> bool:
    """``plan T0 T1 …`` (a permutation of the variant's pattern), ``keep SUIT``,
    ``want win`` or ``want lose`` — the grammar has no way to state a rank."""
    if words[:1] == ["plan"]:
        counts = words[1:]
        return (
            len(counts) == players
            and all(c in _COUNTS for c in counts)
            and sorted(_COUNTS[c] for c in counts) == sorted(PATTERN[variant])
        )
    if len(words) == 2 and words[0] == "keep":
        return len(words[1]) == 1 and words[1] in SUIT_LETTERS
    return list(words) in (["want", "win"], ["want", "lose"])


_COUNTS = {str(n): n for n in range(TRICKS + 1)}  # explicit: "²" is no trick count


def spoken_plan(talk: Sequence[tuple[int, str]]) -> tuple[int, ...] | None:
    """The last plan said in ``talk`` (None before any).  Pass a round's talk
    (``round_talk``): a plan said in round 1 is not round 2's."""
    for _, text in reversed(talk):
        if text.startswith("plan "):  # table talk is checked: a plan always has counts
            return tuple(_COUNTS[w] for w in text.split(" ")[1:])
    return None


def spoken_keep(talk: Sequence[tuple[int, str]], seat: int) -> int | None:
    """The suit ``seat`` last said it means to keep."""
    for who, text in reversed(talk):
        if who == seat and text.startswith("keep "):
            return SUIT_LETTERS.index(text[5:])
    return None


def talk_words(text: str) -> Msg:
    """One utterance of table talk, in words."""
    words = text.split(" ")
    if words[0] == "plan":
        return Msg("coop_said_plan", {"plan": "-".join(words[1:])})
    if words[0] == "keep":
        return Msg("coop_said_keep", {"mark": MarkWord(SUIT_LETTERS.index(words[1]))})
    return Msg("coop_said_" + "_".join(words))


# -- what the rules ask of a round, and when the deal is already lost (public facts) ------------


def dealt_suits(hands: Sequence[Sequence[Card]]) -> tuple[tuple[int, ...], ...]:
    """Each hand's suit counts (clubs, diamonds, hearts, spades) as it was dealt: the
    whole table saw them on the backs."""
    return tuple(suit_shape(mask_of(hand)) for hand in hands)  # a pack holds each card once


def suit_shape(hand: int) -> tuple[int, ...]:
    """A hand mask's cards per suit (clubs, diamonds, hearts, spades)."""
    return (
        (hand & CLUB_MASK).bit_count(),
        (hand & DIAMOND_MASK).bit_count(),
        (hand & HEART_MASK).bit_count(),
        (hand & SPADE_MASK).bit_count(),
    )


def round1_made(tricks_round1: Sequence[int] | None) -> bool:
    """2p/1p: whether round 1 split the tricks 8-4 (so round 2 has targets to mirror)."""
    return tricks_round1 is not None and sorted(tricks_round1) == [4, 8]


def mirrored(tricks_round1: Sequence[int]) -> tuple[int, ...]:
    """Round 2's targets: who took 8 in round 1 takes 4, and the other way round."""
    return tuple(TRICKS - t for t in tricks_round1)


def rule_targets(
    variant: str, round_no: int, tricks_round1: Sequence[int] | None
) -> tuple[int, ...] | None:
    """Targets the rules themselves fix: round 2 of 2p/1p mirrors a round 1 that split
    8-4 (None elsewhere: the pattern may fall to the seats in any order)."""
    if variant in ("2p", "1p") and round_no == 2 and round1_made(tricks_round1):
        assert tricks_round1 is not None
        return mirrored(tricks_round1)
    return None


def round_targets(
    variant: str,
    round_no: int,
    tricks_round1: Sequence[int] | None,
    round_talk: Sequence[tuple[int, str]],
) -> tuple[int, ...] | None:
    """The targets the table plays to this round: the plan said this round, else the
    ones the rules fix (round 2 of 2p/1p), else None."""
    return spoken_plan(round_talk) or rule_targets(variant, round_no, tricks_round1)


def kept_pair(kept: Sequence[Card]) -> bool:
    """2p/1p: whether a round's two kept cards are hearts with diamonds or spades with clubs."""
    return {suit_of(c) for c in kept} in [set(pair) for pair in PAIRS]


def other_pair(kept: Sequence[Card]) -> tuple[int, int]:
    """The pair of suits round 2 must keep, after round 1 kept ``kept`` (a pair)."""
    suits = {suit_of(c) for c in kept}
    return next(pair for pair in PAIRS if not suits & set(pair))


def out_of_reach(
    variant: str,
    round_no: int,
    counts: Sequence[int],
    suits: Sequence[Sequence[int]],
    tricks_round1: Sequence[int] | None,
    kept_round1: Sequence[Card] | None,
    centre: Card | None,
) -> Msg | None:
    """Why the deal can no longer be won, from what the whole table sees (the trick
    counts, the suits on the backs, round 1's kept cards, the centre card); None while
    a win is still possible as far as these show.  ``suits``: per seat, the suits it
    holds now."""
    two = variant in ("2p", "1p")
    if two and round_no == 2 and tricks_round1 is not None and kept_round1 is not None:
        if not round1_made(tricks_round1):
            return Msg("coop_lost_split", {"counts": "-".join(map(str, tricks_round1))})
        if not kept_pair(kept_round1):
            return Msg("coop_lost_pair", {"cards": PiecesWord(FRENCH, tuple(kept_round1))})
    fixed = rule_targets(variant, round_no, tricks_round1)
    targets = [fixed] if fixed is not None else list(set(permutations(PATTERN[variant])))
    if not any(all(c <= t for c, t in zip(counts, plan, strict=True)) for plan in targets):
        taken = "-".join(map(str, counts))
        if fixed is not None:
            return Msg("coop_lost_targets", {"counts": taken, "targets": "-".join(map(str, fixed))})
        pattern = "-".join(map(str, sorted(PATTERN[variant], reverse=True)))
        return Msg("coop_lost_tricks", {"counts": taken, "pattern": pattern})
    held = [set(s) for s in suits]
    if two:
        if round_no == 2 and kept_round1 is not None:
            allowed = [other_pair(kept_round1)]
        else:
            allowed = list(PAIRS)
        ok = any(
            (a in held[0] and b in held[1]) or (b in held[0] and a in held[1]) for a, b in allowed
        )
    else:
        taken_suits = {suit_of(centre)} if centre is not None else set()
        ok = any(
            len(set(choice)) == len(choice) and not taken_suits & set(choice)
            for choice in product(*held)
        )
    return None if ok else Msg("coop_lost_suits")


@dataclass(frozen=True, kw_only=True)
class CoopView(View):
    """Won tricks are only counted (``tricks`` stays empty); every hand's suits show."""

    variant: str
    round: int
    hand_suits: tuple[tuple[int, ...], ...]  # every hand's suits, visible on the backs
    open_cards: tuple[Card, ...]  # 1p: the dummy's face-up cards
    centre: Card | None
    tricks_round1: tuple[int, ...] | None
    kept_round1: tuple[Card, ...] | None
    win: bool | None
    talk: tuple[tuple[int, str], ...] = ()
    talk_from: int = 0  # where this round's talk begins in ``talk``
    round_suits: tuple[tuple[int, ...], ...] = ()  # each hand's suit counts as dealt this round

    @property
    def round_talk(self) -> tuple[tuple[int, str], ...]:
        """The talk of this round (round 1's plan is not round 2's)."""
        return self.talk[self.talk_from :]

    def known_pieces(self) -> frozenset[int]:
        """Also the dummy's face-up cards, the centre card and round 1's kept cards."""
        extra = {*self.open_cards, *(self.kept_round1 or ())}
        if self.centre is not None:
            extra.add(self.centre)
        return super().known_pieces() | extra

    def why_no_last_trick(self) -> Msg:
        """Taken tricks lie face down in this game: nobody looks at one again."""
        if not any(self.trick_counts):
            return super().why_no_last_trick()
        return Msg("coop_tricks_face_down")

    def suit_counts(self, seat: int) -> tuple[int, ...]:
        counts = Counter(self.hand_suits[seat])
        return tuple(counts[s] for s in SUITS)

    def out_of_reach(self) -> Msg | None:
        """Why the deal can no longer be won, as the whole table sees (None: it still can)."""
        return out_of_reach(
            self.variant,
            self.round,
            self.trick_counts,
            [sorted(set(h)) for h in self.hand_suits],
            self.tricks_round1,
            self.kept_round1,
            self.centre,
        )

    def all_suit_counts(self) -> list[tuple[int, ...]]:
        return [self.suit_counts(seat) for seat in range(len(self.hand_suits))]

    def open_mask(self) -> int:
        return mask_of(self.open_cards)

    def describe_deal(self) -> list[Msg]:
        return (
            [self.msg("seen_open", cards=PiecesWord(FRENCH, self.open_cards))]
            if self.open_cards
            else []
        )

    def describe_hand(self, seat: int) -> Msg:
        counts = self.suit_counts(seat)
        shape = " ".join(f"{SUIT_SYMBOLS[s]}{counts[s]}" for s in SUITS if counts[s])
        return self.msg("seen_backs", shape=shape)

    def describe_memory(self) -> list[Msg]:
        lines = super().describe_memory()
        if self.talk:
            said = tuple(
                self.msg("seen_said", who=Seat(s), what=talk_words(t)) for s, t in self.talk
            )
            lines.append(self.msg("seen_talk", talk=said))
        return lines


@dataclass(frozen=True, eq=False)
class CoopResult(DealResult):
    """Whether the table won (None: not yet), tricks per seat, and in the two-round
    variants the first round's tricks."""

    win: bool | None
    tricks: tuple[int, ...]
    tricks_round1: tuple[int, ...] | None = None

    def as_json(self) -> dict[str, ResultValue]:
        out: dict[str, ResultValue] = {"win": self.win, "tricks": list(self.tricks)}
        if self.tricks_round1 is not None:
            out["tricks_round1"] = list(self.tricks_round1)
        return out


class CoopState(TrickGameState):
    def __init__(
        self,
        game: AndoCoop,
        variant: str,
        hands: Sequence[Sequence[Card]],
        round2: Sequence[Sequence[Card]] | None,
        centre: Card | None,
    ) -> None:
        super().__init__(game, hands, dealer=0)
        self.variant = variant
        self.round = 1
        self.round2_dealt = tuple(tuple(h) for h in round2) if round2 is not None else None
        self.centre = centre
        self.rounds: list[RoundResult] = []
        self.revealed = 0  # the dummy's open cards (a mask), this round
        self.win: bool | None = None
        self.score = 0
        self.round2_leader = 0
        self.talk: list[tuple[int, str]] = []  # public table talk; never changes the rules
        self.talk_tricks: list[int] = []  # per word said: the tricks finished by then
        self.talk_from = 0  # where this round's talk begins
        # Every hand's suits as dealt (seen by all): dealt_suits of the hands.
        self.round_suits = tuple(suit_shape(hand) for hand in self.hands)
        self.forced = self.forced_lead_card()  # -1 once the first lead is made
        if variant == "1p":
            self.phase, self.current_player = REVEAL, 0
        else:
            self.phase, self.current_player = PLAY, self.holder(self.forced)

    def forced_lead_card(self) -> Card:
        if self.variant == "3p":
            return SIX_C if self.centre == FIVE_C else FIVE_C
        return TWO_C

    def holder(self, card: Card) -> int:
        return next(s for s, h in enumerate(self.hands) if h >> card & 1)

    def clone_extra(self, twin: Any) -> None:
        twin.rounds = self.rounds[:]
        twin.talk = self.talk[:]
        twin.talk_tricks = self.talk_tricks[:]

    # -- the engine -------------------------------------------------------------------------

    def opening_ids(self) -> Sequence[int]:
        if self.phase == REVEAL:
            shown = self.shown_suits()
            return [
                REVEAL_BASE + c for c in cards_of(self.hands[DUMMY]) if not shown >> (c >> 4) & 1
            ]
        if self.forced >= 0:
            return [self.forced]
        return cards_of(self.hands[self.current_player])

    def legal_action_ids(self) -> Sequence[int]:
        """Must-follow (the engine's) written out: the cards of the led suit if held, else
        any card; or the opening ids."""
        if self.lead_card >= 0:
            hand = self.hands[self.current_player]
            if hand & self.led_mask:  # the suit's cards, a shared tuple of the suit table
                return suit_table_cards(self.led, hand >> (16 * self.led + 2) & 0x1FFF)
            return cards_of(hand)
        if self.is_terminal:
            return ()
        return self.opening_ids()

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        """A card played through the fast door takes this game's short path: the trick
        engine's play and end of a trick written out (every play face up, the strongest
        taking the trick, nothing to collect or draw).  Reveals, and plays with the
        table's events, take the engine's path."""
        if action >= REVEAL_BASE or events is not None:
            super().apply_id(action, events)
            return
        seat = self.current_player
        bit = 1 << action
        self.hands[seat] ^= bit
        trick = self.trick
        if self.lead_card < 0:  # every play is face up: the trick is empty
            self.leader = seat
            self.lead_card = action
            self.led, self.led_mask, strengths = self.lead_rule(action)
            self.strengths = strengths
            self.best = strengths[action]
            self.best_at = 0
        else:
            value = self.strengths[action]
            if value > self.best:
                self.best = value
                self.best_at = len(trick)
            if not bit & self.led_mask:  # a suit is always led
                self.voids[seat] |= 1 << self.led
        trick.append(action)
        if len(trick) < self.trick_size:
            self.current_player = self.next_seat[seat]
            return
        leader = self.leader
        winner = (leader + self.best_at) % self.num_players
        self.finished.append((leader, trick, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1
        self.current_player = self.leader = winner
        if self.deal_done():
            self.end_of_play(winner, None)

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        self._reveal(action - REVEAL_BASE, events)

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        self.forced = -1
        led = card >> 4 & 7
        return led, SUIT_MASK[led], TABLES[led]

    def trump_suit(self) -> int | None:
        return TRUMP

    def why_illegal(self, action: int) -> Msg:
        if action >= REVEAL_BASE:
            card = action - REVEAL_BASE
            if self.phase != REVEAL:
                return super().why_illegal(action)
            if not self.hands[DUMMY] >> card & 1:
                return self.msg("coop_reveal_dummy", card=PieceWord(FRENCH, card))
            return self.msg("coop_reveal_twice", suit=SuitWord(suit_of(card)))
        if self.phase == REVEAL:
            return super().why_illegal(action)
        if self.forced >= 0 and self.hands[self.current_player] >> action & 1:
            return self.msg("coop_first_lead", card=PieceWord(FRENCH, self.forced))
        return self.refusal(action)

    def shown_suits(self) -> int:
        return sum(1 << s for s in {c >> 4 for c in cards_of(self.revealed)})

    # -- talk -------------------------------------------------------------------------------

    def is_decision(self, action: str) -> bool:
        return not action.startswith("say ")

    def talk_words(self, text: str) -> Msg:
        return talk_words(text.removeprefix("say "))

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        if isinstance(action, str) and action.startswith("say "):
            return self._say(action, player)
        return super().apply(action, player)

    def _say(self, action: str, player: int | None) -> list[Event]:
        words = action.split(" ")[1:]
        if not talk_ok(words, self.variant, self.num_players):
            raise IllegalAction(Msg("coop_bad_talk", {"text": action}))
        if player is not None and not 0 <= player < self.num_players:
            raise IllegalAction(Msg("coop_bad_talk", {"text": action}))
        seat = self.current_player if player is None else player
        text = " ".join(words)
        self.talk.append((seat, text))
        self.talk_tricks.append(len(self.finished))
        return [Said(seat, text=text)]

    # -- rounds -----------------------------------------------------------------------------

    def _reveal(self, card: Card, events: list[Event] | None) -> None:
        self.revealed |= 1 << card
        if events is not None:
            events.append(Revealed(DUMMY, (card,), Zone.hand(DUMMY)))
        dummy_suits = {c >> 4 for c in cards_of(self.hands[DUMMY])}
        if self.shown_suits() == sum(1 << s for s in dummy_suits):
            self.phase = PLAY
            if self.round == 1:
                self.current_player = self.holder(self.forced)
            else:
                self.current_player = self.round2_leader

    def deal_done(self) -> bool:
        return len(self.finished) == TRICKS

    def end_of_play(self, winner: int, events: list[Event] | None) -> None:
        """A round is over: each hand keeps its last card; round 2 or the result."""
        kept = tuple(lowest(h) for h in self.hands)
        self.rounds.append(RoundResult(tuple(self.counts), kept))
        if events is not None:
            events.append(RoundEnded(self.round, kept))
        if self.round == 1 and self.round2_dealt is not None:
            self._start_round2(winner, events)
            return
        self.win, self.score = evaluate(self.variant, self.rounds, self.centre)
        self.finish(events)

    def _start_round2(self, leader: int, events: list[Event] | None) -> None:
        assert self.round2_dealt is not None
        self.round = 2
        self.hands = [mask_of(h) for h in self.round2_dealt]
        self.finished = []
        self.counts = [0] * self.num_players
        self.voids = [0] * self.num_players
        self.revealed = 0
        self.round2_leader = leader
        self.talk_from = len(self.talk)  # a new round: plans are agreed afresh
        self.round_suits = dealt_suits(self.round2_dealt)
        if self.variant == "1p":
            self.phase, self.current_player = REVEAL, 0
        else:
            self.current_player = leader
        if events is not None:  # round 2 is dealt once round 1 is told (the table log says it)
            events.append(Dealt(2, why=self.round1_summary()))

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return [self.score] * self.num_players

    def result(self) -> CoopResult:
        tricks = list(self.rounds[-1].tricks) if self.is_terminal else self.tricks_won()
        first = None
        if self.variant in ("2p", "1p") and self.rounds:
            first = tuple(self.rounds[0].tricks)
        return CoopResult(self.win, tuple(tricks), first)

    def explain_score(self) -> Msg | None:
        if not self.is_terminal:
            return None
        if not self.win:
            return Msg("coop_lost")
        last = self.rounds[-1]
        most = max(range(len(last.tricks)), key=lambda s: last.tricks[s])
        fewest = min(range(len(last.tricks)), key=lambda s: last.tricks[s])
        high, low = last.kept[most], last.kept[fewest]
        return Msg(
            "coop_won",
            {
                "score": self.score,
                "high_card": PieceWord(FRENCH, high),
                "low_card": PieceWord(FRENCH, low),
                "high": rank_of(high),
                "low": rank_of(low),
            },
        )

    def conditions(self) -> list[tuple[Msg, bool]]:
        """The win conditions with ✓/✗, once every round is played (empty before)."""
        if not self.is_terminal:
            return []
        return conditions(self.variant, self.rounds, self.centre)

    def deal_story(self) -> DealStory:
        """The team's goal, won or lost together (no declarer), the plan said at the table
        in each round, the tricks each seat took, and the last cards kept (with 3p's
        centre card)."""
        if not self.is_terminal or self.win is None:
            return DealStory()
        two = self.variant in ("2p", "1p")
        pattern = "-".join(map(str, sorted(PATTERN[self.variant], reverse=True)))
        goal = Msg("coop_story_goal_rounds" if two else "coop_story_goal", {"pattern": pattern})
        notes: list[Msg] = []
        talks = (self.talk[: self.talk_from], self.talk[self.talk_from :]) if two else (self.talk,)
        for talk in talks:
            plan = spoken_plan(talk)
            if plan is not None:
                notes.append(Msg("coop_said_plan", {"plan": "-".join(map(str, plan))}))
        tricks = ["-".join(map(str, r.tricks)) for r in self.rounds]
        if two:
            notes.append(Msg("coop_story_tricks_rounds", {"first": tricks[0], "second": tricks[1]}))
        else:
            notes.append(Msg("coop_story_tricks", {"counts": tricks[0]}))
        kept = tuple(c for r in self.rounds for c in r.kept)
        if self.centre is not None:
            kept += (self.centre,)
        notes.append(Msg("coop_story_kept", {"cards": PiecesWord(FRENCH, kept)}))
        return DealStory(None, goal, self.win, tuple(notes))

    def decider(self, seat: int) -> int:
        return 0 if self.variant == "1p" else seat  # the solo player decides for the dummy

    def seat_role(self, seat: int) -> Msg | None:
        return Msg("coop_dummy_seat") if self.variant == "1p" and seat == DUMMY else None

    # -- what a seat sees -------------------------------------------------------------------

    def suit_counts(self, seat: int) -> tuple[int, ...]:
        return suit_shape(self.hands[seat])

    def all_suit_counts(self) -> list[tuple[int, ...]]:
        return [
            (
                (hand & CLUB_MASK).bit_count(),
                (hand & DIAMOND_MASK).bit_count(),
                (hand & HEART_MASK).bit_count(),
                (hand & SPADE_MASK).bit_count(),
            )
            for hand in self.hands
        ]

    def open_mask(self) -> int:
        return self.revealed & self.hands[DUMMY] if self.variant == "1p" else 0

    @property
    def round_talk(self) -> list[tuple[int, str]]:
        """The talk of this round (round 1's plan is not round 2's)."""
        return self.talk[self.talk_from :]

    def out_of_reach(self) -> Msg | None:
        """Why the deal can no longer be won, as the whole table sees (None: it still can)."""
        suits = [sorted({c >> 4 for c in cards_of(h)}) for h in self.hands]
        return out_of_reach(
            self.variant,
            self.round,
            self.counts,
            suits,
            self.tricks_round1,
            self.kept_round1,
            self.centre,
        )

    def targets(self) -> tuple[int, ...] | None:
        """The trick targets this round: the plan said this round, else the ones the rules
        fix (round 2 of 2p/1p mirrors round 1), else None."""
        return round_targets(self.variant, self.round, self.tricks_round1, self.round_talk)

    def round1_summary(self) -> Msg | None:
        """2p/1p, once round 1 is over: how it went (tricks per hand against the plan
        said, the kept cards) and what round 2 asks (the mirrored targets, the other pair
        of suits) — or why the deal can no longer be won."""
        if self.variant not in ("2p", "1p") or not self.rounds:
            return None
        first = self.rounds[0]
        plan = spoken_plan(self.talk[: self.talk_from])
        tricks = tuple(
            Msg("coop_seat_of", {"who": Seat(s), "n": n, "target": plan[s]})
            if plan
            else Msg("coop_seat_n", {"who": Seat(s), "n": n})
            for s, n in enumerate(first.tricks)
        )
        if round1_made(first.tricks) and kept_pair(first.kept):
            targets = tuple(
                Msg("coop_seat_n", {"who": Seat(s), "n": n})
                for s, n in enumerate(mirrored(first.tricks))
            )
            marks = " ".join(SUIT_SYMBOLS[s] for s in other_pair(first.kept))
            params = {
                "tricks": tricks,
                "cards": PiecesWord(FRENCH, first.kept),
                "targets": targets,
                "marks": marks,
            }
            return Msg("coop_round1_made", params)
        why = out_of_reach(self.variant, 2, (0, 0), [SUITS, SUITS], first.tricks, first.kept, None)
        return Msg("coop_round1_lost", {"tricks": tricks, "why": why})

    @property
    def tricks_round1(self) -> tuple[int, ...] | None:
        return self.rounds[0].tricks if self.rounds and self.variant in ("2p", "1p") else None

    @property
    def kept_round1(self) -> tuple[Card, ...] | None:
        return self.rounds[0].kept if self.rounds and self.variant in ("2p", "1p") else None

    def view(self, player: int) -> CoopView:
        solo = self.variant == "1p"
        own = self.hands[player] if not solo or player == 0 else self.open_mask()
        return CoopView(
            seat=player,
            phase=self.phase,
            to_act=self.current_player,
            dealer=0,
            hand=tuple(cards_of(own)),
            hand_sizes=self.hand_sizes,
            trick=self.current_trick(player),
            trick_counts=tuple(self.counts),
            trump=TRUMP,
            scores=tuple(self.scores()),
            teams=self.teams,
            variant=self.variant,
            round=self.round,
            hand_suits=tuple(tuple(sorted(c >> 4 for c in cards_of(h))) for h in self.hands),
            open_cards=tuple(cards_of(self.open_mask())),
            centre=self.centre,
            tricks_round1=self.tricks_round1,
            kept_round1=self.kept_round1,
            win=self.win,
            talk=tuple(self.talk),
            talk_from=self.talk_from,
            round_suits=self.round_suits,
        )

    def status(self, seat: int) -> Status:
        talk = self.round_talk
        plan = self.targets()
        lines = []
        for s in range(self.num_players):
            parts = [
                Msg("coop_tricks_target", {"n": self.counts[s], "target": plan[s]})
                if plan
                else Msg("tricks_n", {"n": self.counts[s]})
            ]
            keep = spoken_keep(talk, s)
            if keep is not None:
                parts.append(Msg("coop_keeps", {"mark": MarkWord(keep)}))
            # A plan or a kept suit holds for the round; a wish only for the trick it was
            # said in (the next trick asks afresh).
            now = len(self.finished)
            said = [
                text
                for (who, text), when in zip(talk, self.talk_tricks[self.talk_from :], strict=True)
                if who == s and (not text.startswith("want ") or when == now)
            ]
            if said:
                parts.append(Msg("coop_quote", {"what": talk_words(said[-1])}))
            lines.append(tuple(parts))
        return Status(prompt=self._prompt(seat), centre=self._centre(), seats=tuple(lines))

    def _centre(self) -> Msg:
        """The goal; in round 2 of 2p/1p round 1's outcome first (until round 2's first
        trick is taken), then round 2's own targets; and why a lost deal is lost."""
        pattern = "-".join(map(str, sorted(PATTERN[self.variant], reverse=True)))
        centre = Msg("coop_goal", {"pattern": pattern})
        if self.variant in ("2p", "1p"):
            centre = Msg("coop_goal_round", {"goal": centre, "n": self.round})
            fixed = rule_targets(self.variant, self.round, self.tricks_round1)
            if fixed is not None and self.kept_round1 is not None and kept_pair(self.kept_round1):
                targets = tuple(
                    Msg("coop_seat_n", {"who": Seat(s), "n": n}) for s, n in enumerate(fixed)
                )
                marks = " ".join(SUIT_SYMBOLS[s] for s in other_pair(self.kept_round1))
                centre = Msg("coop_goal_round2", {"targets": targets, "marks": marks})
            if self.round == 2 and not self.finished and not self.is_terminal:
                centre = self.round1_summary() or centre
                if centre.key == "coop_round1_lost":  # it says why already
                    return centre
        why = None if self.is_terminal else self.out_of_reach()
        return Msg("coop_goal_lost", {"goal": centre, "why": why}) if why is not None else centre

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.decider(self.current_player) != seat:
            return None
        if self.phase == REVEAL:
            return Msg("coop_prompt_reveal")
        if self.variant == "1p" and self.current_player == DUMMY:
            return Msg("coop_prompt_dummy")
        return Msg("your_turn_play")

    def sample_hidden(self, player: int, rng: random.Random) -> CoopState:
        """Ranks are hidden, suits are not: within each suit, the unseen cards of the
        other hands are dealt afresh, keeping every hand's suit counts."""
        twin = self.clone()
        assert isinstance(twin, CoopState)
        own = {0} if self.variant == "1p" else {player}  # in 1p the player is seat 0
        hidden: dict[int, list[Card]] = {
            seat: cards_of(hand & ~self.revealed)
            for seat, hand in enumerate(self.hands)
            if seat not in own
        }
        for suit in SUITS:
            cards = sorted(
                c for seat_cards in hidden.values() for c in seat_cards if suit_of(c) == suit
            )
            shuffle(rng, cards)  # sorted first: the sample depends on the view only
            for seat_cards in hidden.values():
                for i, card in enumerate(seat_cards):
                    if suit_of(card) == suit:
                        seat_cards[i] = cards.pop()
        for seat, seat_cards in hidden.items():
            twin.hands[seat] = (self.hands[seat] & self.revealed) | mask_of(seat_cards)
        if self.round == 1 and self.round2_dealt is not None:
            twin.round2_dealt = _shuffled_round2(self.round2_dealt, rng)
        return twin


def _shuffled_round2(
    hands: Sequence[Sequence[Card]], rng: random.Random
) -> tuple[tuple[Card, ...], ...]:
    """Round-2 hands as another deal of the same 26 cards could have given them."""
    cards = sorted(c for h in hands for c in h)
    while True:
        shuffle(rng, cards)
        a, b = cards[0::2], cards[1::2]
        if not same_suit_counts(a, b):
            return tuple(a), tuple(b)


MESSAGES = {
    "coop_tricks_face_down": {
        "en": "In this game taken tricks lie face down: nobody may look at one again.",
        "ja": "このゲームでは取ったトリックは伏せて置き、あとから見ることはできません。",
    },
    "coop_first_lead": {
        "en": "The first lead must be {card}.",
        "ja": "最初のリードは {card} でなければなりません。",
    },
    "coop_cond_tricks": {
        "en": "Tricks {counts} make the pattern {pattern} in some order",
        "ja": "獲得トリック数 {counts} が {pattern} の組み合わせになっている",
    },
    "coop_cond_suits": {
        "en": "The last cards {cards} are of four different suits",
        "ja": "最後に残った札 {cards} のマークがすべて異なる",
    },
    "coop_cond_swap": {
        "en": "Round 1 split 8-4 ({first}) and round 2 the other way round ({second})",
        "ja": "第1ラウンドが 8-4（{first}）、第2ラウンドがその逆（{second}）",
    },
    "coop_cond_pairs": {
        "en": "Hearts and diamonds were kept in one round, spades and clubs in the other",
        "ja": "ハートとダイヤを同じラウンドで、スペードとクラブをもう一方のラウンドで残した",
    },
    # the deal in one line (the score sheet)
    "coop_story_goal": {
        "en": "Team goal: tricks {pattern}, last cards of four suits",
        "ja": "チームの勝利条件：トリック {pattern}、最後の札は4種のマーク",
    },
    "coop_story_goal_rounds": {
        "en": "Team goal: tricks {pattern}, then the other way round; last cards of four suits",
        "ja": "チームの勝利条件：トリック {pattern}、次のラウンドはその逆、最後の札は4種のマーク",
    },
    "coop_story_tricks": {"en": "tricks {counts}", "ja": "トリック {counts}"},
    "coop_story_tricks_rounds": {
        "en": "tricks {first}, then {second}",
        "ja": "トリック {first}、次に {second}",
    },
    "coop_story_kept": {"en": "last cards {cards}", "ja": "最後の札 {cards}"},
    "coop_won": {
        "en": "Every condition holds: the team wins. Score: {high_card} ({high}) of the player with the most tricks − {low_card} ({low}) of the player with the fewest + 12 = {score}.",
        "ja": "すべての条件を満たしました。チームの勝ちです。得点：最多トリックの人の {high_card}（{high}）− 最少トリックの人の {low_card}（{low}）+ 12 = {score}",
    },
    "coop_lost": {
        "en": "Not every condition holds: the team loses together.",
        "ja": "条件を満たせませんでした。全員の負けです。",
    },
    "coop_bad_talk": {
        "en": "{text!r} is not table talk here (plan with this game's counts, keep SUIT, want win, want lose).",
        "ja": "「{text}」はここで使える相談ではありません（plan・keep・want win・want lose）。",
    },
    "coop_dummy_seat": {"en": "Dummy", "ja": "ダミー"},
    "coop_reveal_dummy": {
        "en": "{card} is not in the dummy's hand.",
        "ja": "{card} はダミーの手札にありません。",
    },
    "coop_reveal_twice": {
        "en": "One card of {suit} is already face up this round.",
        "ja": "このラウンドでは{suit}はすでに1枚表になっています。",
    },
    "coop_tricks_target": {"en": "tricks {n} / {target}", "ja": "トリック {n} / {target}"},
    "coop_keeps": {"en": "keeps {mark}", "ja": "残す {mark}"},
    "coop_quote": {"en": "“{what}”", "ja": "「{what}」"},
    "coop_said_plan": {"en": "plan {plan}", "ja": "目標 {plan}"},
    "coop_said_keep": {"en": "I keep {mark}", "ja": "{mark}を残します"},
    "coop_said_want_win": {"en": "I want this trick", "ja": "このトリックがほしい"},
    "coop_said_want_lose": {"en": "I don't want it", "ja": "このトリックはいらない"},
    "coop_goal": {
        "en": "Goal: tricks {pattern}, last cards of four suits · ♠ trump",
        "ja": "目標：トリック {pattern}、最後の札は4種のマーク ・ ♠が切り札",
    },
    "coop_goal_round": {"en": "{goal} · round {n}", "ja": "{goal} ・ 第 {n} ラウンド"},
    "coop_prompt_reveal": {
        "en": "Turn up one of the dummy's cards of each suit: click a back.",
        "ja": "ダミーの各マークから1枚ずつ表にします。裏面をクリックしてください。",
    },
    "coop_prompt_dummy": {
        "en": "The dummy's turn: click one of its open cards, or a back to play a hidden card of that suit.",
        "ja": "ダミーの番です。表のカードか、裏面（そのマークの伏せ札）をクリックしてください。",
    },
    "verb_reveal": {"en": "Turn up {0}", "ja": "{0} を表にする"},
    "coop_goal_round2": {
        "en": "Round 2 of 2: tricks {targets}, last cards {marks} · ♠ trump",
        "ja": "第 2 ラウンド（最終）：トリック {targets}、最後の札 {marks} ・ ♠が切り札",
    },
    "coop_goal_lost": {
        "en": "{goal}\nThe deal can no longer be won: {why}.",
        "ja": "{goal}\nこのディールはもう勝てません：{why}。",
    },
    "coop_seat_n": {"en": "{who} {n}", "ja": "{who} {n}"},
    "coop_seat_of": {"en": "{who} {n} / {target}", "ja": "{who} {n} / {target}"},
    "coop_round1_made": {
        "en": "Round 1 is over — tricks: {tricks} (8-4 ✓); last cards {cards} ✓.\n"
        "Round 2 the other way round — tricks: {targets}; last cards {marks}.",
        "ja": "第 1 ラウンド終了 ― トリック：{tricks}（8-4 ✓）、最後の札 {cards} ✓。\n"
        "第 2 ラウンドはその逆 ― トリック：{targets}、最後の札 {marks}。",
    },
    "coop_round1_lost": {
        "en": "Round 1 is over — tricks: {tricks}.\nThe deal can no longer be won: {why}.",
        "ja": "第 1 ラウンド終了 ― トリック：{tricks}。\nこのディールはもう勝てません：{why}。",
    },
    "coop_lost_split": {
        "en": "round 1 split {counts}, not 8-4",
        "ja": "第 1 ラウンドが {counts} で、8-4 になっていません",
    },
    "coop_lost_pair": {
        "en": "round 1 kept {cards}, neither hearts with diamonds nor spades with clubs",
        "ja": "第 1 ラウンドに残した {cards} が、ハートとダイヤの組でもスペードとクラブの組でもありません",
    },
    "coop_lost_tricks": {
        "en": "the tricks taken ({counts}) no longer fit {pattern}",
        "ja": "取ったトリック数（{counts}）では、もう {pattern} になりません",
    },
    "coop_lost_targets": {
        "en": "the tricks taken ({counts}) already pass round 2's targets ({targets})",
        "ja": "取ったトリック数（{counts}）が、第 2 ラウンドの目標（{targets}）をすでに超えています",
    },
    "coop_lost_suits": {
        "en": "the suits left in the hands can no longer give the last cards the win needs",
        "ja": "手札に残るマークでは、勝つのに必要な最後の札をもう残せません",
    },
    "coop_centre_caption": {
        "en": "Centre card:\nit counts with the last cards",
        "ja": "中央の札：\n最後の札といっしょに数えます",
    },
    "coop_kept_caption": {
        "en": "Round 1's last cards",
        "ja": "第 1 ラウンドの最後の札",
    },
    "coop_backs_legend": {
        "en": "Practice deck: a back shows its card's suit, never its rank",
        "ja": "練習用トランプ：裏面でマークは分かりますが、ランクは分かりません",
    },
}


class AndoCoop(Game):
    id = "ando_coop"
    titles = {"en": "Co-op Must-Follow (by S. Ando)", "ja": "協力マストフォロー（S. Ando 作）"}
    player_counts = (1, 2, 3, 4)
    variants = ("4p", "3p", "2p", "1p")
    variant_titles = {
        "4p": {"en": "4 players", "ja": "4人"},
        "3p": {"en": "3 players", "ja": "3人"},
        "2p": {"en": "2 players", "ja": "2人"},
        "1p": {"en": "1 player with a dummy hand", "ja": "1人（ダミーハンドと）"},
    }
    cooperative = True
    actions = ACTIONS
    messages = MESSAGES

    def variant_for(self, players: int | None, variant: str | None) -> str | None:
        if variant is None:
            return {None: "4p", 4: "4p", 3: "3p", 2: "2p", 1: "1p"}.get(players, "")
        return variant

    def seat_count(
        self,
        players: int | None,
        variant: str | None,
        options: Options,
        deal: Mapping[str, Any] | None,
    ) -> int:
        if variant not in PLAYERS:
            raise BadDeal("the variant must be one of 4p, 3p, 2p, 1p")
        if players not in (None, PLAYERS[variant], 1 if variant == "1p" else None):
            raise BadDeal(f"variant {variant} is for {PLAYERS[variant]} seats")
        return PLAYERS[variant]

    def start(self, request: DealRequest) -> CoopState:
        variant = request.variant or "4p"
        if request.dealer != 0:
            raise BadDeal("records of this game use seat 0 as the dealer")
        if variant in ("4p", "3p"):
            hands, centre = self._table_deal(variant, request.deal, request.seed)
            return CoopState(self, variant, hands, None, centre)
        round1, round2 = self._two_round_deal(request.deal, request.seed)
        return CoopState(self, variant, round1, round2, None)

    def _table_deal(
        self, variant: str, deal: Mapping[str, Any] | None, seed: int | None
    ) -> tuple[list[list[Card]], Card | None]:
        n = PLAYERS[variant]
        if deal is None:
            pack = pack_for(variant)
            shuffle(random.Random(seed), pack)
            hands, rest = deal_round_robin(pack, n, HAND, first=1 % n)
            return hands, (rest[0] if rest else None)
        reader = DealReader(deal, {"hands", "centre"} if variant == "3p" else {"hands"})
        hands = reader.hands("hands", n, HAND)
        centre = reader.piece("centre") if variant == "3p" else None
        cards = [c for h in hands for c in h] + ([centre] if centre is not None else [])
        reader.exact(cards, pack_for(variant), "the deal")
        return hands, centre

    def _two_round_deal(
        self, deal: Mapping[str, Any] | None, seed: int | None
    ) -> tuple[list[list[Card]], list[list[Card]]]:
        if deal is None:
            rng = random.Random(seed)
            rest = [c for c in pack_for("2p") if c != TWO_C]
            while True:
                shuffle(rng, rest)
                stack = [TWO_C] + rest
                first, second = stack[0:26:2], stack[1:26:2]
                if not same_suit_counts(first, second):
                    break
            later = _shuffled_round2([stack[26:]], rng)  # the stock, dealt alternately
            return [first, second], [list(h) for h in later]
        reader = DealReader(deal, {"round1", "round2"})
        round1 = reader.hands("round1", 2, HAND)
        round2 = reader.hands("round2", 2, HAND)
        reader.exact([c for h in round1 + round2 for c in h], pack_for("2p"), "the deal")
        if TWO_C not in round1[0]:
            raise BadDeal("the dealer (seat 0) must hold 2C in round 1")
        for name, hands in (("round1", round1), ("round2", round2)):
            if same_suit_counts(*hands):
                raise BadDeal(f"{name}: both hands have the same suit counts, which is redealt")
        return round1, round2

    def next_dealer(self, dealer: int, state: State) -> int:
        # Records of this game always have seat 0 deal (2p/1p: the dealer gets 2♣).
        return 0

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, CoopState)
        text = FRENCH.piece_text
        if state.round2_dealt is not None:
            return {
                "round1": [[text(c) for c in h] for h in state.dealt],
                "round2": [[text(c) for c in h] for h in state.round2_dealt],
            }
        out: dict[str, Any] = {"hands": [[text(c) for c in h] for h in state.dealt]}
        if state.centre is not None:
            out["centre"] = text(state.centre)
        return out


GAME = register(AndoCoop())
__all__ = ["OVER", "CoopState", "CoopView", "AndoCoop", "RoundResult", "evaluate", "conditions"]
