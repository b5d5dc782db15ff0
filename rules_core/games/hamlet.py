"""Hamlet (David Parlett): three players; the face-down cards fix trump and whether
the one "in the middle" — Hamlet — or the others earn ten a trick.

Spec: ``shared/rules/hamlet.md``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, PieceVerb
from ..cards import (
    FRENCH,
    JACK,
    JOKER,
    JOKER_BIT,
    KING,
    QUEEN,
    SUIT_LETTERS,
    SUIT_MASK,
    SUITS,
    Card,
    MarkWord,
    cards_of,
    full_pack,
    rank_of,
    suit_of,
    suit_table_cards,
)
from ..events import Chosen, Detail, Revealed, TrumpNamed, Zone
from ..game import Event, OptionSpec
from ..messages import Msg, Seat
from ..pieces import PiecesWord, PieceWord
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import TABLE_SIZE, TIER_TOP, standard_strength, strength_table, trick_winner
from ..trickgame import FixedTableGame, TrickGameState
from ..view import DealStory, Status, View

PLAYERS = 3
TRICKS = 11
PACK: tuple[Card, ...] = tuple(full_pack(ranks=range(7, 15), jokers=1))
CHOOSE, PLAY, OVER = "choose", "play", "over"
TO_BE, NOT_TO_BE = "to_be", "not_to_be"

ACTIONS = ActionSpace(PieceVerb("play", FRENCH), PieceVerb("choose", FRENCH))
CHOOSE_BASE = ACTIONS.verbs[1].base

# TABLES[trump][led]: strengths when a suit is led (a joker played then is worth 0);
# a led joker beats everything and leaves nothing to follow.
TABLES = [[strength_table(led, trump) for led in SUITS] for trump in SUITS]
for _by_led in TABLES:
    for _table in _by_led:
        _table[JOKER] = _table[JOKER + 128] = 0
JOKER_LED = [0] * TABLE_SIZE
JOKER_LED[JOKER] = TIER_TOP


def reveal(chosen: Sequence[Card]) -> tuple[int, str]:
    """Trump and game type from the three revealed cards.

    Trump: a suit shown two or three times, else the one suit nobody showed.
    To Be when any revealed card is a court card (K, Q, J).
    """
    suits = [suit_of(c) for c in chosen]
    shown_twice = [s for s in suits if suits.count(s) >= 2]  # one suit at most, of three
    trump = shown_twice[0] if shown_twice else next(s for s in SUITS if s not in suits)
    kind = TO_BE if any(rank_of(c) in (JACK, QUEEN, KING) for c in chosen) else NOT_TO_BE
    return trump, kind


def hamlet_of(tricks: Sequence[int]) -> int:
    """Two equal counts: the third player; all different: the one in the middle."""
    first, second, third = tricks
    if second == third:  # each seat's two others, seat by seat
        return 0
    if first == third:
        return 1
    if first == second:
        return 2
    return sorted(range(PLAYERS), key=lambda s: tricks[s])[1]


def deal_points(tricks: Sequence[int], hamlet: int, kind: str) -> list[int]:
    """To Be: Hamlet 10 a trick, the others 1; Not To Be the other way round."""
    rich, poor = (10, 1) if kind == TO_BE else (1, 10)
    return [n * (rich if seat == hamlet else poor) for seat, n in enumerate(tricks)]


def winning_index(cards: Sequence[Card], trump: int) -> int:
    """Who wins a (possibly unfinished) trick: a led joker wins, a joker played when void
    loses, else the highest trump or the highest card of the led suit."""
    led = None if cards[0] == JOKER else suit_of(cards[0])

    def strength(card: Card) -> int:
        if card == JOKER:
            return TIER_TOP if card == cards[0] else 0
        return standard_strength(card, led, trump)

    return trick_winner(cards, strength)


@dataclass(frozen=True, kw_only=True)
class HamletView(View):
    my_choice: Card | None
    chosen_count: int  # how many have chosen (their cards stay hidden until all have)
    chosen_seats: tuple[int, ...]  # who has chosen so far, in choosing order
    revealed: tuple[Card, ...] | None  # all three, in seat order, once revealed
    kind: str | None

    def describe_deal(self) -> list[Msg]:
        return (
            [self.msg("seen_revealed", cards=PiecesWord(FRENCH, self.revealed))]
            if self.revealed
            else []
        )

    def held_known(self, seat: int) -> tuple[int, ...]:
        """The card ``seat`` put down for trump, shown to all and taken back, until played."""
        if not self.revealed or seat == self.seat:
            return ()
        card = self.revealed[seat]
        played = {p.card for r in self.tricks for p in r.plays} | {p.card for p in self.trick}
        return () if card in played else (card,)


@dataclass(frozen=True, eq=False)
class HamletResult(DealResult):
    """The deal's type and trump once chosen, tricks per seat, and the Hamlet at the end."""

    kind: str | None = None  # written "type"
    trump: str = ""
    tricks: tuple[int, ...] = ()
    hamlet: int | None = None

    def as_json(self) -> dict[str, ResultValue]:
        if self.kind is None:
            return {}
        out: dict[str, ResultValue] = {
            "type": self.kind,
            "trump": self.trump,
            "tricks": list(self.tricks),
        }
        if self.hamlet is not None:
            out["hamlet"] = self.hamlet
        return out


class HamletState(TrickGameState):
    special_base = CHOOSE_BASE

    def __init__(self, game: Hamlet, hands: Sequence[Sequence[Card]], dealer: int) -> None:
        super().__init__(game, hands, dealer)
        self.phase = CHOOSE
        self.choices: list[Card | None] = [None] * PLAYERS
        self.trump: int | None = None
        self.kind: str | None = None

    def clone_extra(self, twin: Any) -> None:
        twin.choices = self.choices[:]

    # -- the engine -------------------------------------------------------------------------

    def opening_ids(self) -> Sequence[int]:
        hand = self.hands[self.current_player]
        if self.phase == CHOOSE:
            return [CHOOSE_BASE + c for c in cards_of(hand & ~JOKER_BIT)]
        return cards_of(hand)

    def legal_action_ids(self) -> Sequence[int]:
        """Must-follow (the engine's) written out: the cards of the led suit if held, else
        any card; no suit to follow after a led joker."""
        if self.lead_card >= 0:
            hand = self.hands[self.current_player]
            if hand & self.led_mask:  # the suit's cards, a shared tuple of the suit table
                return suit_table_cards(self.led, hand >> (16 * self.led + 2) & 0x1FFF)
            return cards_of(hand)
        if self.phase == PLAY:  # a lead: any card
            return cards_of(self.hands[self.current_player])
        if self.is_terminal:
            return ()
        return self.opening_ids()

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        """A card played through the fast door takes this game's short path: the trick
        engine's play and end of a trick written out for three plays a trick, all face
        up, the strongest taking it, nothing to collect or draw.  Choices, and plays
        with the table's events, take the engine's path."""
        if action >= CHOOSE_BASE or events is not None:
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
            if not bit & self.led_mask and self.led >= 0:
                self.voids[seat] |= 1 << self.led
        trick.append(action)
        if len(trick) < PLAYERS:
            self.current_player = self.next_seat[seat]
            return
        leader = self.leader
        winner = (leader + self.best_at) % PLAYERS
        self.finished.append((leader, trick, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1
        self.current_player = self.leader = winner
        if not any(self.hands):
            self.finish(None)

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        seat = self.current_player
        self.choices[seat] = action - CHOOSE_BASE
        if events is not None:
            events.append(Chosen(seat))
        if None in self.choices:
            self.current_player = self.next_seat[seat]
            return
        chosen = [c for c in self.choices if c is not None]
        self.trump, self.kind = reveal(chosen)
        self.phase = PLAY
        self.current_player = (self.dealer + 1) % PLAYERS
        if events is not None:
            kind = Msg("hamlet_" + self.kind)
            why = Msg(
                "hamlet_revealed",
                {
                    "cards": PiecesWord(FRENCH, tuple(chosen)),
                    "mark": MarkWord(self.trump),
                    "kind": kind,
                },
            )
            events.append(Revealed(-1, tuple(chosen), Zone("choices"), why=why))
            info: dict[str, Detail] = {"trump": SUIT_LETTERS[self.trump], "type": self.kind}
            events.append(TrumpNamed(-1, info))

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        if card == JOKER:
            return -1, 0, JOKER_LED  # nothing to follow
        assert self.trump is not None
        led = card >> 4
        return led, SUIT_MASK[led], TABLES[self.trump][led]

    def trump_suit(self) -> int | None:
        return self.trump

    def why_illegal(self, action: int) -> Msg:
        hand = self.hands[self.current_player]
        if action >= CHOOSE_BASE:
            if self.phase != CHOOSE:
                return super().why_illegal(action)
            if action - CHOOSE_BASE == JOKER and hand & JOKER_BIT:
                return self.msg("hamlet_no_joker_choice")
            return self.msg("card_not_in_hand", card=PieceWord(FRENCH, action - CHOOSE_BASE))
        if self.phase != PLAY:
            return super().why_illegal(action)
        if action == JOKER and hand & JOKER_BIT:
            return self.msg("joker_only_when_void")
        return self.refusal(action)

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        if not self.is_terminal or self.kind is None:
            return [0] * PLAYERS
        return deal_points(self.counts, hamlet_of(self.counts), self.kind)

    def result(self) -> HamletResult:
        if self.trump is None or self.kind is None:
            return HamletResult()
        return HamletResult(
            self.kind,
            SUIT_LETTERS[self.trump],
            tuple(self.tricks_won()),
            hamlet_of(self.counts) if self.is_terminal else None,
        )

    def explain_score(self) -> Msg | None:
        if not self.is_terminal or self.kind is None:
            return None
        tricks = self.counts
        hamlet = hamlet_of(tricks)
        key = "hamlet_pair" if len(set(tricks)) < PLAYERS else "hamlet_middle"
        return Msg(
            key,
            {
                "counts": "-".join(map(str, tricks)),
                "who": Seat(hamlet),
                "n": tricks[hamlet],
                "rule": Msg("hamlet_rule_" + self.kind),
            },
        )

    def deal_story(self) -> DealStory:
        """Who became Hamlet, in which game (To Be, Not To Be) and trump; no contract to
        make or fail."""
        if not self.is_terminal or self.kind is None or self.trump is None:
            return DealStory()
        hamlet = hamlet_of(self.counts)
        words = Msg(
            "hamlet_story",
            {"who": Seat(hamlet), "kind": Msg("hamlet_" + self.kind), "mark": MarkWord(self.trump)},
        )
        return DealStory(hamlet, words)

    # -- what a seat sees -------------------------------------------------------------------

    def view(self, player: int) -> HamletView:
        everyone_chose = all(c is not None for c in self.choices)
        return HamletView(
            **self.view_base(player),
            trump=self.trump,
            my_choice=self.choices[player],
            chosen_count=sum(c is not None for c in self.choices),
            chosen_seats=tuple(
                seat
                for seat in ((self.dealer + k) % PLAYERS for k in range(1, PLAYERS + 1))
                if self.choices[seat] is not None
            ),
            revealed=tuple(c for c in self.choices if c is not None) if everyone_chose else None,
            kind=self.kind,
        )

    def status(self, seat: int) -> Status:
        """Each seat's tricks, and once revealed the card it put down (it fixed trump and
        the game, and a player tracks it all deal)."""
        seats = tuple(
            (Msg("tricks_n", {"n": n}),)
            if self.phase == CHOOSE or choice is None
            else (
                Msg("tricks_n", {"n": n}),
                self.msg("hamlet_seat_shown", card=PieceWord(FRENCH, choice)),
            )
            for n, choice in zip(self.counts, self.choices, strict=True)
        )
        if self.phase == CHOOSE:
            centre = Msg("hamlet_choosing", {"n": sum(c is not None for c in self.choices)})
        else:
            assert self.kind is not None and self.trump is not None
            params: dict[str, object] = {
                "mark": MarkWord(self.trump),
                "kind": Msg("hamlet_" + self.kind),
            }
            if len(set(self.counts)) == 1:  # three equal counts name no Hamlet yet
                centre = Msg("hamlet_none_yet", params)
            else:
                centre = Msg("hamlet_now", {**params, "who": Seat(hamlet_of(self.counts))})
        return Status(prompt=self._prompt(seat), centre=centre, seats=seats)

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            return None
        return Msg("hamlet_prompt_choose") if self.phase == CHOOSE else Msg("your_turn_play")

    def sample_hidden(self, player: int, rng: random.Random) -> HamletState:
        twin = self.clone()
        assert isinstance(twin, HamletState)
        # Revealed choices went back to their owners' hands: those cards are public.
        known = [0 if c is None or self.phase == CHOOSE else 1 << c for c in self.choices]
        twin.resample_hands(player, rng, known)
        if self.phase == CHOOSE:  # an unrevealed choice is any non-joker card of the new hand
            for seat, choice in enumerate(self.choices):
                if seat != player and choice is not None:
                    twin.choices[seat] = rng.choice(cards_of(twin.hands[seat] & ~JOKER_BIT))
        return twin


MESSAGES = {
    "joker_only_when_void": {
        "en": "The joker may be led, or played when you cannot follow suit — not while you can.",
        "ja": "ジョーカーはリードするか、マストフォローできないときにだけ出せます。",
    },
    "hamlet_no_joker_choice": {
        "en": "The joker cannot be the face-down card; choose another.",
        "ja": "ジョーカーは伏せるカードにできません。別のカードを選んでください。",
    },
    "hamlet_pair": {
        "en": "Tricks {counts}: two counts are equal, so Hamlet is the odd one out, {who} "
        "({n} {n|trick|tricks}). {rule}",
        "ja": "トリック数 {counts}：2人が同数なので、残る1人の{who}（{n} トリック）がハムレットです。{rule}",
    },
    "hamlet_middle": {
        "en": "Tricks {counts}: all three differ, so Hamlet is the one in the middle, {who} "
        "({n} {n|trick|tricks}). {rule}",
        "ja": "トリック数 {counts}：3人とも異なるので、真ん中の{who}（{n} トリック）がハムレットです。{rule}",
    },
    "hamlet_rule_to_be": {
        "en": "To Be: Hamlet scores 10 a trick, the others 1 a trick.",
        "ja": "To Be（生きるべきか）：ハムレットは1トリック10点、ほかの2人は1トリック1点です。",
    },
    "hamlet_rule_not_to_be": {
        "en": "Not To Be: Hamlet scores 1 a trick, the others 10 a trick.",
        "ja": "Not To Be（死ぬべきか）：ハムレットは1トリック1点、ほかの2人は1トリック10点です。",
    },
    "hamlet_to_be": {"en": "To Be", "ja": "To Be（生きるべきか）"},
    "hamlet_not_to_be": {"en": "Not To Be", "ja": "Not To Be（死ぬべきか）"},
    "hamlet_choosing": {
        "en": "Choose a card to lay face down ({n}/3 chosen)",
        "ja": "伏せるカードを選んでください（{n}/3 人が選択済み）",
    },
    "hamlet_now": {
        "en": "Trump {mark} · {kind} · Hamlet now: {who}",
        "ja": "切り札 {mark} ・ {kind} ・ 現在のハムレット：{who}",
    },
    "hamlet_revealed": {
        "en": "The cards put down are {cards}: trump {mark}, {kind}.",
        "ja": "伏せたカードは {cards}：切り札は {mark}、{kind}です。",
    },
    "hamlet_story": {
        "en": "Hamlet: {who} ({kind}, trump {mark})",
        "ja": "ハムレット：{who}、{kind}、切り札 {mark}",
    },
    "hamlet_seat_shown": {"en": "put down {card}", "ja": "伏せたカード {card}"},
    "hamlet_none_yet": {
        "en": "Trump {mark} · {kind} · no Hamlet yet (the counts are level)",
        "ja": "切り札 {mark} ・ {kind} ・ まだハムレットはいません（トリック数が同じ）",
    },
    "hamlet_prompt_choose": {
        "en": "Choose a card to lay face down (not the joker).",
        "ja": "伏せるカードを1枚選んでください（ジョーカー以外）。",
    },
    "verb_choose": {"en": "Choose {0}", "ja": "{0} を選ぶ"},
}


class Hamlet(FixedTableGame):
    id = "hamlet"
    titles = {"en": "Hamlet", "ja": "ハムレット"}
    player_counts = (3,)
    actions = ACTIONS
    messages = MESSAGES
    options = (
        OptionSpec(
            "target",
            250,
            (0, 100, 150, 200, 250, 300),
            {
                "en": "Play to this score (0: a fixed number of deals)",
                "ja": "目標点（0：ディール数で終了）",
            },
        ),
        OptionSpec(
            "deals",
            6,
            (3, 6, 9, 12),
            {"en": "Deals, when there is no target", "ja": "ディール数（目標点なしのとき）"},
        ),
    )

    hand_size = TRICKS
    pack = PACK

    def make_state(self, hands: list[list[Card]], dealer: int) -> HamletState:
        return HamletState(self, hands, dealer)


GAME = register(Hamlet())
