"""Allmighty (working title, seed 002): 3–7 players, 16 plus and 6 minus cards that sum
to zero, four-card hands refilled from a face-up stock.

Spec: ``shared/rules/allmighty.md``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, PieceVerb
from ..cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    FRENCH,
    HEARTS,
    QUEEN,
    SPADES,
    SUIT_MASK,
    SUITS,
    Card,
    MarkWord,
    cards_of,
    full_pack,
    make_card,
    parse_card,
    suit_of,
    suit_table_cards,
)
from ..deal import BadDeal, DealReader, shuffle
from ..events import DISCARD, STOCK, TRICK, Detail, Moved, Zone
from ..game import ContextValue, DealRequest, Event, Game, Options, OptionSpec, State
from ..messages import Msg, Seat
from ..pieces import PiecesWord, PieceWord, mask_of
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import TABLE_SIZE, strength_table, trick_winner
from ..trickgame import TrickGameState, split_hidden, won_zone
from ..view import HIDDEN, DealStory, Play, Status, View

HAND = 4
ALMIGHTY = make_card(ACE, SPADES)
YOROMEKI = make_card(QUEEN, HEARTS)
# Neutral cards taken out so the pack divides evenly, in this fixed public order (ruling).
REMOVAL_ORDER = tuple(parse_card(t) for t in ("2C", "2D", "3C", "3D"))
REMOVED = {3: 1, 4: 0, 5: 2, 6: 4, 7: 3}
PLAY, OVER = "play", "over"
RED_BLACK = SUIT_MASK[HEARTS] | SUIT_MASK[SPADES]  # no first lead from these

VALUES: dict[Card, int] = {
    **{parse_card(t): 10 for t in ("2H", "10H", "JH")},
    **{parse_card(t): 5 for t in ("QH", "KH", "AH")},
    **{make_card(r, s): 1 for s in (CLUBS, DIAMONDS) for r in range(10, 15)},
    **{parse_card(t): -5 for t in ("QS", "KS")},
    **{parse_card(t): -10 for t in ("2S", "10S", "JS")},
    ALMIGHTY: -15,
}
VALUE = [VALUES.get(c & 127, 0) for c in range(TABLE_SIZE)]  # by card, for the engine
MINUS_CARDS = frozenset(c for c, v in VALUES.items() if v < 0)
MINUS_MASK = mask_of(MINUS_CARDS)
SCORING_MASK = mask_of(VALUES)
ALL_FRENCH = mask_of(full_pack())

ALMIGHTY_BIT, YOROMEKI_BIT = 1 << ALMIGHTY, 1 << YOROMEKI
TWOS = mask_of(make_card(2, s) for s in SUITS)
SPECIAL_BITS = ALMIGHTY_BIT | TWOS  # face up in a trick: winner_of's special rules may apply
FACE_UP = (False,) * 8  # no card of the trick is face down

ACTIONS = ActionSpace(PieceVerb("play", FRENCH), PieceVerb("down", FRENCH))
DOWN_BASE = ACTIONS.verbs[1].base
TABLES = [[strength_table(led, trump) for led in SUITS] for trump in SUITS]


def pack_for(players: int) -> list[Card]:
    """The pack for ``players`` (a new list: callers shuffle it)."""
    return list(PACKS[players])


PACKS = {
    players: tuple(c for c in full_pack() if c not in REMOVAL_ORDER[:removed])
    for players, removed in REMOVED.items()
}


def voids_mask(voids: int) -> int:
    """The cards of the suits in the ``voids`` bits."""
    return sum(SUIT_MASK[s] for s in SUITS if voids >> s & 1)


def card_value(card: Card) -> int:
    return VALUES.get(card, 0)


def score_piles(piles: Sequence[Sequence[Card]]) -> tuple[list[int], bool]:
    """Each seat's total, and whether one seat took all six minus cards (reversal:
    every value on the table changes sign)."""
    return score_masks([mask_of(pile) for pile in piles])


def score_masks(piles: Sequence[int]) -> tuple[list[int], bool]:
    """:func:`score_piles` for piles as masks."""
    reversal = any(pile & MINUS_MASK == MINUS_MASK for pile in piles)
    sign = -1 if reversal else 1
    return [sign * sum(VALUE[c] for c in cards_of(pile)) for pile in piles], reversal


def winner_of(
    cards: Sequence[Card], down: Sequence[bool], trump: int, first_trick: bool
) -> tuple[int, str]:
    """Index of the winning play and the rule that decided it (face-down cards never win)."""
    up = 0
    led = -1
    for index, card in enumerate(cards):
        if not down[index]:
            up |= 1 << card
            if led < 0:
                led = card >> 4
    if up & ALMIGHTY_BIT:
        if up & YOROMEKI_BIT:
            return cards.index(YOROMEKI), "yoromeki"
        return cards.index(ALMIGHTY), "almighty"
    if not first_trick and up & TWOS and not up & ~SUIT_MASK[led]:
        return next(i for i, c in enumerate(cards) if c & 15 == 2 and not down[i]), "same_two"
    table = TABLES[trump][led]
    best = trick_winner(range(len(cards)), lambda i: 0 if down[i] else table[cards[i]])
    return best, "trump" if cards[best] >> 4 == trump != led else "led"


def winners_over(
    up: int, led: int, trump: int, first_trick: bool, options: list[Card]
) -> list[Card]:
    """Which of ``options`` would win the trick if played face up next (:func:`winner_of`
    of the trick with it added), the trick's face-up cards being ``up`` (a mask, not
    empty) led in suit ``led``."""
    table = TABLES[trump][led]
    best = max([table[c] for c in cards_of(up)])
    same_two = not first_trick and not up & ~SUIT_MASK[led]  # the rule may still apply
    winners = []
    for card in options:
        now = up | 1 << card
        if now & ALMIGHTY_BIT:  # the Yoromeki beats it, and it beats everything else
            wins = card == (YOROMEKI if now & YOROMEKI_BIT else ALMIGHTY)
        elif same_two and now & TWOS and not now & ~SUIT_MASK[led]:
            wins = not up & TWOS  # the two wins: this one, unless played before
        else:
            wins = table[card] > best  # the led card's strength is above 0
        if wins:
            winners.append(card)
    return winners


def winning_play(plays: Sequence[Play], trump: int, first_trick: bool) -> tuple[int, str]:
    """:func:`winner_of` for plays."""
    return winner_of([p.card for p in plays], [p.face_down for p in plays], trump, first_trick)


@dataclass(frozen=True, kw_only=True)
class AllmightyView(View):
    known_in_hands: tuple[tuple[Card, ...], ...]  # cards seen drawn, still held
    piles: tuple[tuple[Card, ...], ...]  # scoring cards each seat has taken
    first_trick_lead_made: bool

    def trick_down(self) -> tuple[bool, ...]:
        return tuple(p.face_down for p in self.trick)

    def pile_scores(self) -> list[int]:
        return score_piles(self.piles)[0]

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Each seat's scoring pile; the neutral cards of finished tricks go to a discard."""
        kept = {card for pile in self.piles for card in pile}
        zones: dict[str, tuple[int, ...]] = {
            Zone.won(seat): tuple(pile) for seat, pile in enumerate(self.piles)
        }
        zones["discard"] = tuple(
            c for r in self.tricks for c in r.cards() if c >= 0 and c not in kept
        )
        return zones

    def held_known(self, seat: int) -> tuple[int, ...]:
        return self.known_in_hands[seat]

    def describe_hand(self, seat: int) -> Msg | None:
        known = self.known_in_hands[seat]
        return self.msg("seen_drawn", cards=PiecesWord(FRENCH, known)) if known else None


@dataclass(frozen=True, eq=False)
class AllmightyResult(DealResult):
    """A void deal (``redeal``) or whether the scores were reversed."""

    redeal: bool = False
    reversal: bool = False

    def as_json(self) -> dict[str, ResultValue]:
        return {"redeal": True} if self.redeal else {"reversal": self.reversal}


class AllmightyState(TrickGameState):
    special_base = DOWN_BASE
    plain_winner = False

    def __init__(
        self,
        game: Allmighty,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        dealer: int,
        first_leader: int,
    ) -> None:
        super().__init__(game, hands, dealer)
        self.stock: list[Card] = list(stock)[::-1]  # top card last
        self.dealt_stock = tuple(stock)
        self.trump = suit_of(stock[0])
        self.current_player = self.leader = first_leader
        self.first_leader = first_leader
        self.piles: list[int] = [0] * self.num_players  # scoring cards taken (masks)
        self.drawn: list[int] = [0] * self.num_players  # seen drawing, still held (masks)
        self.phase = PLAY
        self.redeal = False

    def clone_extra(self, twin: Any) -> None:
        twin.stock = self.stock[:]
        twin.piles = self.piles[:]
        twin.drawn = self.drawn[:]

    # -- rules ------------------------------------------------------------------------------

    def making_first_lead(self) -> bool:
        """First trick of the game and no face-up card yet: the lead is being made."""
        return not self.finished and self.lead_card < 0

    def must_give_up(self, seat: int) -> bool:
        """Making the first lead with only hearts and spades in hand."""
        return self.making_first_lead() and not self.hands[seat] & ~RED_BLACK

    def opening_ids(self) -> Sequence[int]:
        hand = self.hands[self.current_player]
        if self.finished:
            return cards_of(hand)
        if hand & ~RED_BLACK:  # making the first lead: no heart or spade
            return cards_of(hand & ~RED_BLACK)
        return [DOWN_BASE + c for c in cards_of(hand)]

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
        """A card played face up through the fast door takes this game's short path: the
        trick engine's play and end of a trick written out (its hooks called directly).
        Face-down cards, and plays with the table's events, take the engine's path."""
        if action >= DOWN_BASE or events is not None:
            super().apply_id(action, events)
            return
        seat = self.current_player
        bit = 1 << action
        self.hands[seat] ^= bit
        trick = self.trick
        if self.lead_card < 0:
            if not trick:
                self.leader = seat
            self.lead_card = action
            self.led, self.led_mask, strengths = self.lead_rule(action)
            self.strengths = strengths
            self.best = strengths[action]
            self.best_at = len(trick)
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
        winner = (leader + self.winning_index(trick)) % self.num_players
        self.finished.append((leader, trick, winner))
        self.counts[winner] += 1
        self.trick = []
        self.lead_card = -1
        self.current_player = self.leader = winner
        self.collect(winner, trick, None)
        self.refill(winner, None)
        if not any(self.hands):
            self.finish(None)

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        card = action - DOWN_BASE
        if len(self.trick) == self.num_players - 1:
            # Everybody gave up the lead: the deal is void and is dealt again.
            seat = self.current_player
            self.hands[seat] ^= 1 << card
            self.down |= 1 << card
            self.trick.append(card)
            self.redeal = True
            if events is not None:
                events.append(self.play_event(seat, card, True))
            self.finish(events)
            return
        self.play_face_down(card, events)

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        led = card >> 4
        return led, SUIT_MASK[led], TABLES[self.trump][led]

    def winning_index(self, cards: list[int]) -> int:
        """:func:`winner_of` for the trick just played: the Almighty (or the Yoromeki with
        it), else after the first trick a two of the only suit face up, else the engine's
        strongest play (trump, then the led suit)."""
        up = 0
        for card in cards:
            up |= 1 << card
        up &= ~self.down
        if up & ALMIGHTY_BIT:
            return cards.index(YOROMEKI if up & YOROMEKI_BIT else ALMIGHTY)
        if self.finished and up & TWOS and not up & ~SUIT_MASK[self.led]:
            return next(i for i, c in enumerate(cards) if c & 15 == 2 and up >> c & 1)
        return self.best_at

    def trick_why(self, cards: list[int], index: int) -> Msg | None:
        down = [bool(self.down >> c & 1) for c in cards]
        rule = winner_of(cards, down, self.trump, first_trick=len(self.finished) == 1)[1]
        return self.msg("allmighty_" + rule, card=PieceWord(FRENCH, cards[index]))

    def why_illegal(self, action: int) -> Msg:
        seat = self.current_player
        card = action - DOWN_BASE if action >= DOWN_BASE else action
        if not self.hands[seat] >> card & 1:
            return self.msg("card_not_in_hand", card=PieceWord(FRENCH, card))
        if action >= DOWN_BASE:
            return self.msg("allmighty_down_only")
        if self.must_give_up(seat):
            return self.msg("allmighty_must_give_up")
        if self.making_first_lead():
            return self.msg("allmighty_first_lead")
        return self.refusal(card)

    def collect(self, winner: int, cards: list[int], events: list[Event] | None) -> None:
        """Scoring cards to the winner's pile, neutral ones out of the game."""
        taken = 0
        for card in cards:
            taken |= 1 << card
        self.piles[winner] |= taken & SCORING_MASK
        self.drawn = [seen & ~taken for seen in self.drawn]
        if events is not None:
            scoring = tuple(c for c in cards if VALUE[c])
            events.append(Moved(winner, scoring, TRICK, won_zone(winner)))
            neutral = tuple(c for c in cards if not VALUE[c] and not self.down >> c & 1)
            if neutral:
                events.append(Moved(-1, neutral, TRICK, DISCARD))

    def refill(self, winner: int, events: list[Event] | None) -> None:
        """While the stock lasts, everyone draws its (face-up) top card, the winner first."""
        stock, hands, drawn = self.stock, self.hands, self.drawn
        if not stock:
            return
        seat, after = winner, self.next_seat
        for _ in range(self.num_players):
            card = stock.pop()
            hands[seat] |= 1 << card
            drawn[seat] |= 1 << card
            if events is not None:
                events.append(Moved(seat, (card,), STOCK, Zone.hand(seat), face_up=True))
            seat = after[seat]

    def end_info(self) -> dict[str, Detail]:
        return {"redeal": True} if self.redeal else {"scores": self.scores()}

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        if self.redeal:
            return [0] * self.num_players
        return score_masks(self.piles)[0]

    def result(self) -> AllmightyResult:
        if self.redeal:
            return AllmightyResult(redeal=True)
        return AllmightyResult(reversal=score_masks(self.piles)[1])

    def explain_score(self) -> Msg | None:
        if self.redeal or not self.is_terminal:
            return None
        return Msg("allmighty_reversal" if score_masks(self.piles)[1] else "allmighty_sum")

    def deal_story(self) -> DealStory:
        """No contract: the trump the stock turned up, and a reversal by the player who took
        every minus card (a void deal: nobody could make the first lead)."""
        if self.redeal:
            return DealStory(notes=(Msg("deal_void"),))
        notes = [Msg("trump_is", {"mark": MarkWord(self.trump)})]
        if self.is_terminal:
            for seat, pile in enumerate(self.piles):
                if pile & MINUS_MASK == MINUS_MASK:
                    notes.append(Msg("allmighty_story_reversal", {"who": Seat(seat)}))
        return DealStory(notes=tuple(notes))

    # -- what a seat sees -------------------------------------------------------------------

    def trick_down(self) -> Sequence[bool]:
        """Which plays of the trick in progress lie face down."""
        if not self.down:
            return FACE_UP
        return tuple(bool(self.down >> c & 1) for c in self.trick)

    def make_play(self, seat: int, card: int, number: int, index: int, viewer: int) -> Play:
        if self.down >> card & 1:
            hidden = seat != viewer and not self.is_terminal
            return Play(seat, HIDDEN if hidden else card, True)
        return Play(seat, card)

    def secret_from(self, viewer: int) -> int:
        """The cards played face down by other seats, which ``viewer`` never saw: they lie
        in their winner's pile and count only once the deal is over (0 then)."""
        if self.is_terminal or not self.down:
            return 0
        return mask_of(c for seat, c in self._all_plays() if seat != viewer and self.down >> c & 1)

    def won_face_down(self, seat: int, secret: int) -> int:
        """How many of the ``secret`` face-down cards ``seat`` has won (it takes them all,
        scoring or not: they are sorted only at the end)."""
        return sum(
            1
            for _, cards, winner in self.finished
            if winner == seat
            for c in cards
            if secret >> c & 1
        )

    def view(self, player: int) -> AllmightyView:
        secret = self.secret_from(player)
        base = self.view_base(player)
        if secret:  # the points so far as this seat can count them
            base["scores"] = tuple(score_masks([p & ~secret for p in self.piles])[0])
        return AllmightyView(
            **base,
            trump=self.trump,
            known_in_hands=tuple(
                tuple(cards_of(h & d)) for h, d in zip(self.hands, self.drawn, strict=True)
            ),
            stock_top=self.stock[-1] if self.stock else None,
            stock_count=len(self.stock),
            piles=tuple(tuple(cards_of(p & ~secret)) for p in self.piles),
            first_trick_lead_made=not self.making_first_lead(),
        )

    def status(self, seat: int) -> Status:
        """Each seat's pile as ``seat`` sees it: a card another seat played face down lies
        in its winner's pile unseen, and counts only at the end."""
        secret = self.secret_from(seat)
        values = score_masks([p & ~secret for p in self.piles])[0]
        lines = []
        for s in range(self.num_players):
            parts = [Msg("allmighty_pile", {"value": f"{values[s]:+d}"})]
            unseen = self.won_face_down(s, secret)
            if unseen:
                parts.append(Msg("allmighty_pile_unseen", {"n": unseen}))
            known = self.hands[s] & self.drawn[s] if s != seat else 0
            if known:
                parts.append(
                    Msg("allmighty_holds", {"cards": PiecesWord(FRENCH, tuple(cards_of(known)))})
                )
            lines.append(tuple(parts))
        centre = Msg(
            "allmighty_centre", {"mark": MarkWord(self.trump), "n": len(self.finished) + 1}
        )
        aside = {"stock": Msg("allmighty_stock", {"n": len(self.stock)})} if self.stock else {}
        return Status(self._prompt(seat), centre, tuple(lines), aside)

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            return None
        return Msg("allmighty_prompt_down") if self.must_give_up(seat) else Msg("your_turn_play")

    def sample_hidden(self, player: int, rng: random.Random) -> AllmightyState:
        """Reshuffle what ``player`` cannot see: others' undrawn cards, the stock under
        its top card, and others' face-down cards — respecting voids and that whoever
        gave up the lead held only hearts and spades from the deal."""
        twin = self.clone()
        assert isinstance(twin, AllmightyState)
        others = [s for s in range(self.num_players) if s != player]
        plays = self._all_plays()
        downers = {seat for seat, card in plays if self.down >> card & 1}
        pool: list[Card] = []
        sizes: dict[int, int] = {}
        for seat in others:
            unknown = cards_of(self.hands[seat] & ~self.drawn[seat])
            pool.extend(unknown)
            sizes[seat] = len(unknown)
        stock_slot = self.num_players
        below_top = self.stock[:-1]
        pool.extend(below_top)
        sizes[stock_slot] = len(below_top)
        down_slots: dict[int, int] = {}
        for index, (seat, card) in enumerate(plays):  # the deal over, all were turned up
            if self.down >> card & 1 and seat != player and not self.is_terminal:
                slot = self.num_players + 1 + index
                down_slots[slot] = index
                pool.append(card)
                sizes[slot] = 1

        # The cards each slot may take, as a mask: a face-down card or the hand of a seat
        # that gave up the lead only hearts and spades, a seat none of its voids.
        fits = dict.fromkeys(sizes, ALL_FRENCH)
        for slot in down_slots:
            fits[slot] = RED_BLACK
        for seat in others:
            fits[seat] = ALL_FRENCH & ~voids_mask(self.voids[seat])
            if seat in downers:
                fits[seat] &= RED_BLACK

        def allowed(slot: int, card: Card) -> bool:
            return bool(fits[slot] >> card & 1)

        dealt = split_hidden(pool, sizes, allowed, rng)
        for seat in others:
            twin.hands[seat] = (self.hands[seat] & self.drawn[seat]) | mask_of(dealt[seat])
        twin.stock = dealt[stock_slot] + self.stock[-1:]
        cards = [card for _, card in plays]
        for slot, index in down_slots.items():
            cards[index] = dealt[slot][0]
        reshuffled = mask_of(plays[i][1] for i in down_slots.values())
        twin.down = (self.down & ~reshuffled) | mask_of(cards[i] for i in down_slots.values())
        winners = [w for _, trick, w in self.finished for _ in trick]  # per play, if finished
        taken = [i for i in down_slots.values() if i < len(winners)]  # went to their winner
        for index in taken:  # every card drawn out first: two may have changed places
            twin.piles[winners[index]] &= ~(1 << plays[index][1])
        for index in taken:
            if VALUE[cards[index]]:
                twin.piles[winners[index]] |= 1 << cards[index]
        twin._set_all_cards(cards)
        return twin

    def _all_plays(self) -> list[tuple[int, Card]]:
        """(seat, card) of every play this game, finished tricks first."""
        n = self.num_players
        out = [
            ((leader + i) % n, c) for leader, cards, _ in self.finished for i, c in enumerate(cards)
        ]
        return out + [((self.leader + i) % n, c) for i, c in enumerate(self.trick)]

    def _set_all_cards(self, cards: list[Card]) -> None:
        i = 0
        finished = []
        for leader, old, winner in self.finished:
            finished.append((leader, cards[i : i + len(old)], winner))
            i += len(old)
        self.finished = finished
        self.trick = cards[i:]


MESSAGES = {
    "allmighty_down_only": {
        "en": "A card goes face down only to give up the first lead, holding nothing but hearts and spades.",
        "ja": "裏向きに出せるのは、ハートとスペードしかなく第1トリックの台札を放棄するときだけです。",
    },
    "allmighty_must_give_up": {
        "en": "The first lead may not be a heart or a spade, and you hold only those: play one face down to pass the lead on.",
        "ja": "第1トリックの台札にハートとスペードは出せません。それしかないので、1枚を裏向きに出して台札を次の人に渡します。",
    },
    "allmighty_first_lead": {
        "en": "The first lead of the game may not be a heart or a spade.",
        "ja": "ゲーム最初の台札にハートとスペードは出せません。",
    },
    "allmighty_yoromeki": {
        "en": "Yoromeki: {card} wins because the A♠ is in the same trick.",
        "ja": "よろめき：同じトリックに A♠ があるので {card} の勝ちです。",
    },
    "allmighty_almighty": {
        "en": "Almighty: the A♠ beats every card.",
        "ja": "オールマイティ：A♠ はどのカードにも勝ちます。",
    },
    "allmighty_same_two": {
        "en": "Same Two: every card is one suit, so {card} wins.",
        "ja": "セイム・ツー：全部同じマークなので {card} の勝ちです。",
    },
    "allmighty_trump": {
        "en": "{card} is the highest trump.",
        "ja": "{card} がいちばん強い切り札です。",
    },
    "allmighty_led": {
        "en": "{card} is the highest card of the led suit.",
        "ja": "{card} が台札のマークでいちばん強いカードです。",
    },
    "allmighty_reversal": {
        "en": "Reversal: one player took all six minus cards, so every value changes sign.",
        "ja": "得失点の逆転：失点札6枚をすべて1人が取ったので、すべての点数の符号が逆になります。",
    },
    "allmighty_sum": {
        "en": "Each score is the sum of the plus and minus cards taken.",
        "ja": "得点は取った得点札と失点札の合計です。",
    },
    "allmighty_story_reversal": {
        "en": "{who} took all six minus cards: every value reversed",
        "ja": "{who}が失点札6枚をすべて取り、得失点が逆転",
    },
    "allmighty_pile": {"en": "pile {value}", "ja": "得点 {value}"},
    "allmighty_pile_unseen": {
        "en": "and {n} face-down {n|card|cards} counted at the end",
        "ja": "ほかに伏せたカード {n} 枚（最後に数えます）",
    },
    "allmighty_holds": {"en": "holds {cards}", "ja": "手札に {cards}"},
    "allmighty_centre": {
        "en": "Trump {mark} · trick {n}",
        "ja": "切り札 {mark} ・ 第 {n} トリック",
    },
    "allmighty_stock": {"en": "Stock {n} (face up)", "ja": "山札 {n}（表向き）"},
    "allmighty_prompt_down": {
        "en": "You hold only hearts and spades: lay one face down to pass the first lead on.",
        "ja": "ハートとスペードしかないので、1枚を裏向きに出して、最初の台札を出す番を次の人に渡してください。",
    },
    "verb_down": {"en": "Give up with {0} face down", "ja": "{0} を伏せて降りる"},
}


class Allmighty(Game):
    id = "allmighty"
    titles = {"en": "Allmighty", "ja": "オールマイティ"}
    player_counts = (3, 4, 5, 6, 7)
    actions = ACTIONS
    messages = MESSAGES
    context_keys = {"first_leader": "seat"}
    options = (
        OptionSpec("players", 4, (3, 4, 5, 6, 7), {"en": "Players", "ja": "人数"}),
        OptionSpec("games", 5, (3, 5, 7), {"en": "Games in a match", "ja": "1マッチのゲーム数"}),
    )

    def seat_count(
        self,
        players: int | None,
        variant: str | None,
        options: Options,
        deal: Mapping[str, Any] | None,
    ) -> int:
        if variant is not None:
            raise BadDeal(
                "Allmighty has no variants (set the player count with the players option)"
            )
        if deal is not None:
            hands = deal.get("hands")
            count = len(hands) if isinstance(hands, list) else 0
            if count not in REMOVED:
                raise BadDeal("Allmighty is for 3 to 7 players (one hand each)")
            return count
        count = players or int(options["players"])
        if count not in REMOVED:
            raise BadDeal("Allmighty is for 3 to 7 players")
        return count

    def start(self, request: DealRequest) -> AllmightyState:
        count = request.players
        if request.deal is not None:
            hands, stock = self._parse_deal(request.deal, count)
        else:
            pack = pack_for(count)
            shuffle(random.Random(request.seed), pack)
            hands = [pack[i * HAND : (i + 1) * HAND] for i in range(count)]
            stock = pack[count * HAND :]
        first = request.context_number("first_leader", (request.dealer + 1) % count)
        return AllmightyState(self, hands, stock, request.dealer, first)

    def _parse_deal(
        self, deal: Mapping[str, Any], count: int
    ) -> tuple[list[list[Card]], list[Card]]:
        reader = DealReader(deal, {"hands", "stock"})
        hands = reader.hands("hands", count, HAND)
        stock = reader.pieces("stock")
        if not stock:
            raise BadDeal("the stock must hold at least one card (its top card fixes trump)")
        reader.exact([c for h in hands for c in h] + stock, pack_for(count), "the deal")
        return hands, stock

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, AllmightyState)
        text = FRENCH.piece_text
        return {
            "hands": [[text(c) for c in hand] for hand in state.dealt],
            "stock": [text(c) for c in state.dealt_stock],
        }

    def next_context(self, state: State) -> dict[str, ContextValue]:
        """The winner of a game leads the first trick of the next (a void deal: the same)."""
        assert isinstance(state, AllmightyState)
        if state.redeal:
            return {"first_leader": state.first_leader}
        scores = state.scores()
        return {"first_leader": scores.index(max(scores))}

    def match_over(self, totals: Sequence[int], deals_played: int, options: Options) -> bool:
        return deals_played >= int(self.resolve_options(options)["games"])


GAME = register(Allmighty())
