"""Hamlet (David Parlett): three players; the face-down cards fix trump and whether
the one "in the middle" — Hamlet — or the others earn ten a trick.

Spec: ``shared/rules/hamlet.md``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import (
    JACK,
    JOKER,
    KING,
    QUEEN,
    SUIT_LETTERS,
    SUITS,
    Card,
    card_str,
    full_pack,
    rank_of,
    suit_of,
)
from ..game import Event, IllegalAction, OptionSpec
from ..messages import Msg
from ..registry import register
from ..trick import TIER_TOP, standard_strength, trick_winner
from ..trickgame import (
    FixedTableGame,
    Play,
    TrickGameState,
    TrickResult,
    won_zone,
)

PLAYERS = 3
TRICKS = 11
PACK: tuple[Card, ...] = tuple(full_pack(ranks=range(7, 15), jokers=1))
CHOOSE, PLAY, OVER = "choose", "play", "over"
TO_BE, NOT_TO_BE = "to_be", "not_to_be"


def reveal(chosen: Sequence[Card]) -> tuple[int, str]:
    """Trump and game type from the three revealed cards.

    Trump: a suit shown two or three times, else the one suit nobody showed.
    To Be when any revealed card is a court card (K, Q, J).
    """
    counts = Counter(suit_of(c) for c in chosen)
    suit, times = counts.most_common(1)[0]
    trump = suit if times >= 2 else next(s for s in SUITS if s not in counts)
    kind = TO_BE if any(rank_of(c) in (JACK, QUEEN, KING) for c in chosen) else NOT_TO_BE
    return trump, kind


def hamlet_of(tricks: Sequence[int]) -> int:
    """Two equal counts: the third player; all different: the one in the middle."""
    for seat in range(PLAYERS):
        others = [tricks[s] for s in range(PLAYERS) if s != seat]
        if others[0] == others[1]:
            return seat
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


@dataclass(frozen=True)
class HamletView:
    seat: int
    phase: str
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    my_choice: Card | None
    chosen_count: int  # how many have chosen (their cards stay hidden until all have)
    revealed: tuple[Card, ...] | None  # all three, in seat order, once revealed
    trump: int | None
    kind: str | None
    trick: tuple[Play, ...]
    tricks: tuple[TrickResult, ...]
    to_act: int


class HamletState(TrickGameState):
    def __init__(self, game: Hamlet, hands: Sequence[Sequence[Card]], dealer: int) -> None:
        super().__init__(game, hands, dealer)
        self.phase = CHOOSE
        self.choices: list[Card | None] = [None] * PLAYERS
        self.trump: int | None = None
        self.kind: str | None = None

    def clone_extra(self, twin: Any) -> None:
        twin.choices = list(self.choices)

    # -- contract -------------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        if self.over:
            return []
        hand = self.hands[self.to_act]
        if self.phase == CHOOSE:
            return ["choose " + card_str(c) for c in hand if c != JOKER]
        return ["play " + card_str(c) for c in self.playable_cards()]

    def playable_cards(self) -> list[Card]:
        hand = self.hands[self.to_act]
        led = self.led_suit()
        if self.trick and led is None:  # a led joker: nothing to follow
            return list(hand)
        if led is not None and any(c != JOKER and suit_of(c) == led for c in hand):
            return [c for c in hand if c != JOKER and suit_of(c) == led]  # no joker when able
        return list(hand)

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        self.check_turn(player)
        seat = self.to_act
        verb, _, rest = action.partition(" ") if isinstance(action, str) else ("", "", "")
        if self.phase == CHOOSE and verb == "choose":
            return self._choose(seat, self.card_from_text(rest))
        if self.phase == PLAY and verb == "play":
            card = self.card_from_text(rest)
            self.require_in_hand(seat, card)
            if card not in self.playable_cards():
                if card == JOKER:
                    raise IllegalAction(Msg("joker_only_when_void"))
                raise self.must_follow_error(card)
            return self.add_play(Play(seat, card))
        expected = "choose CARD" if self.phase == CHOOSE else "play CARD"
        raise IllegalAction(Msg("unknown_action", {"action": action, "expected": expected}))

    def scores(self) -> list[int]:
        if not self.over or self.kind is None:
            return [0] * PLAYERS
        tricks = self.tricks_won()
        return deal_points(tricks, hamlet_of(tricks), self.kind)

    def result(self) -> dict[str, Any]:
        if self.trump is None or self.kind is None:
            return {}
        tricks = self.tricks_won()
        out: dict[str, Any] = {
            "type": self.kind,
            "trump": SUIT_LETTERS[self.trump],
            "tricks": tricks,
        }
        if self.over:
            out["hamlet"] = hamlet_of(tricks)
        return out

    def explain_score(self) -> Msg | None:
        if not self.over or self.kind is None:
            return None
        tricks = self.tricks_won()
        hamlet = hamlet_of(tricks)
        counts = "-".join(map(str, tricks))
        key = "hamlet_pair" if len(set(tricks)) < PLAYERS else "hamlet_middle"
        return Msg(
            key,
            {
                "counts": counts,
                "seat": hamlet,
                "n": tricks[hamlet],
                "kind": self.kind,
            },
        )

    def view(self, player: int) -> HamletView:
        everyone_chose = all(c is not None for c in self.choices)
        return HamletView(
            seat=player,
            phase=self.phase,
            dealer=self.dealer,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            my_choice=self.choices[player],
            chosen_count=sum(c is not None for c in self.choices),
            revealed=tuple(c for c in self.choices if c is not None) if everyone_chose else None,
            trump=self.trump,
            kind=self.kind,
            trick=tuple(self.trick),
            tricks=tuple(self.finished),
            to_act=self.current_player,
        )

    def sample_hidden(self, player: int, rng: random.Random) -> HamletState:
        twin = self.clone()
        assert isinstance(twin, HamletState)
        # Revealed choices went back to their owners' hands: those cards are public.
        known = [set() if c is None or self.phase == CHOOSE else {c} for c in self.choices]
        hidden_choices = self.phase == CHOOSE
        twin.resample_hands(player, rng, known)
        if hidden_choices:  # an unrevealed choice is any non-joker card of the new hand
            for seat, choice in enumerate(self.choices):
                if seat != player and choice is not None:
                    twin.choices[seat] = rng.choice([c for c in twin.hands[seat] if c != JOKER])
        return twin

    # -- phases ---------------------------------------------------------------------------

    def _choose(self, seat: int, card: Card) -> list[Event]:
        self.require_in_hand(seat, card)
        if card == JOKER:
            raise IllegalAction(Msg("hamlet_no_joker_choice"))
        self.choices[seat] = card
        events = [Event("choose", seat)]
        if any(c is None for c in self.choices):
            self.to_act = (seat + 1) % PLAYERS
            return events
        chosen = [c for c in self.choices if c is not None]
        self.trump, self.kind = reveal(chosen)
        self.phase = PLAY
        self.to_act = (self.dealer + 1) % PLAYERS
        return events + [
            Event("reveal", -1, tuple(chosen), dst="choices"),
            Event("trump", -1, info={"trump": SUIT_LETTERS[self.trump], "type": self.kind}),
        ]

    def trick_winner(self, plays: tuple[Play, ...]) -> tuple[int, Msg | None]:
        assert self.trump is not None
        return winning_index([p.card for p in plays], self.trump), None

    def after_trick(self, result: TrickResult) -> list[Event]:
        events = [Event("move", result.winner, result.cards(), "trick", won_zone(result.winner))]
        if len(self.finished) == TRICKS:
            self.over, self.phase = True, OVER
            events.append(Event("end", info={"scores": self.scores()}))
        else:
            self.to_act = result.winner
        return events


class Hamlet(FixedTableGame):
    id = "hamlet"
    titles = {"en": "Hamlet", "ja": "ハムレット"}
    player_counts = (3,)
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

    seats = PLAYERS
    hand_size = TRICKS
    pack = PACK

    def make_state(self, hands: list[list[Card]], dealer: int) -> HamletState:
        return HamletState(self, hands, dealer)


GAME = register(Hamlet())
