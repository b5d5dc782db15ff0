"""Allmighty (working title, seed 002): 3–7 players, 16 plus and 6 minus cards that sum
to zero, four-card hands refilled from a face-up stock.

Spec: ``shared/rules/allmighty.md``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    QUEEN,
    SPADES,
    Card,
    CardSyntaxError,
    card_str,
    check_exact_pack,
    full_pack,
    make_card,
    parse_card,
    rank_of,
    suit_of,
)
from ..game import BadDeal, Event, Game, IllegalAction, OptionSpec, State
from ..messages import Msg
from ..registry import register
from ..trick import standard_strength, trick_winner
from ..trickgame import Play, TrickGameState, TrickResult, deal_with_constraints, won_zone

HAND = 4
ALMIGHTY = make_card(ACE, SPADES)
YOROMEKI = make_card(QUEEN, HEARTS)
# Neutral cards taken out so the pack divides evenly, in this fixed public order (ruling).
REMOVAL_ORDER = tuple(parse_card(t) for t in ("2C", "2D", "3C", "3D"))
REMOVED = {3: 1, 4: 0, 5: 2, 6: 4, 7: 3}
HIDDEN = -1  # a face-down card someone else played: its face is unknown

VALUES: dict[Card, int] = {
    **{parse_card(t): 10 for t in ("2H", "10H", "JH")},
    **{parse_card(t): 5 for t in ("QH", "KH", "AH")},
    **{make_card(r, s): 1 for s in (CLUBS, DIAMONDS) for r in range(10, 15)},
    **{parse_card(t): -5 for t in ("QS", "KS")},
    **{parse_card(t): -10 for t in ("2S", "10S", "JS")},
    ALMIGHTY: -15,
}
MINUS_CARDS = frozenset(c for c, v in VALUES.items() if v < 0)
PLAY, OVER = "play", "over"


def pack_for(players: int) -> list[Card]:
    removed = set(REMOVAL_ORDER[: REMOVED[players]])
    return [c for c in full_pack() if c not in removed]


def card_value(card: Card) -> int:
    return VALUES.get(card, 0)


def score_piles(piles: Sequence[Sequence[Card]]) -> tuple[list[int], bool]:
    """Each seat's total, and whether one seat took all six minus cards (reversal:
    every value on the table changes sign)."""
    reversal = any(set(pile) >= MINUS_CARDS for pile in piles)
    sign = -1 if reversal else 1
    return [sign * sum(card_value(c) for c in pile) for pile in piles], reversal


def winning_play(plays: Sequence[Play], trump: int, first_trick: bool) -> tuple[int, str]:
    """Index of the winning play and the rule that decided it."""
    shown = [p.card if not p.face_down else None for p in plays]
    face_up = [c for c in shown if c is not None]
    if ALMIGHTY in face_up:
        if YOROMEKI in face_up:
            return shown.index(YOROMEKI), "yoromeki"
        return shown.index(ALMIGHTY), "almighty"
    if not first_trick and len({suit_of(c) for c in face_up}) == 1:
        twos = [i for i, c in enumerate(shown) if c is not None and rank_of(c) == 2]
        if twos:
            return twos[0], "same_two"
    led = next(suit_of(c) for c in face_up)

    def strength(index: int) -> int:
        card = shown[index]
        return 0 if card is None else standard_strength(card, led, trump)

    best = trick_winner(list(range(len(plays))), strength)
    return best, "trump" if suit_of(plays[best].card) == trump and trump != led else "led"


@dataclass(frozen=True)
class AllmightyView:
    seat: int
    phase: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known_in_hands: tuple[tuple[Card, ...], ...]  # cards seen drawn, still held
    stock_top: Card | None
    stock_count: int
    trump: int
    trick: tuple[Play, ...]  # others' face-down cards show as HIDDEN
    tricks: tuple[TrickResult, ...]
    piles: tuple[tuple[Card, ...], ...]  # scoring cards each seat has taken
    to_act: int
    first_trick_lead_made: bool


class AllmightyState(TrickGameState):
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
        self.to_act = first_leader
        self.first_leader = first_leader
        self.piles: list[list[Card]] = [[] for _ in hands]
        self.drawn: list[set[Card]] = [set() for _ in hands]  # seen drawing, still held
        self.phase = PLAY
        self.redeal = False

    def clone_extra(self, twin: Any) -> None:
        twin.stock = list(self.stock)
        twin.piles = [list(p) for p in self.piles]
        twin.drawn = [set(d) for d in self.drawn]

    # -- rules ----------------------------------------------------------------------------

    @property
    def first_trick(self) -> bool:
        return not self.finished

    def lead_made(self) -> bool:
        return any(not p.face_down for p in self.trick)

    def must_give_up(self, seat: int) -> bool:
        """First trick, no lead card yet, and only hearts and spades in hand."""
        return (
            self.first_trick
            and not self.lead_made()
            and all(suit_of(c) in (HEARTS, SPADES) for c in self.hands[seat])
        )

    def playable_cards(self) -> list[Card]:
        hand = self.hands[self.to_act]
        if self.first_trick and not self.lead_made():  # making the lead: no heart or spade
            return [c for c in hand if suit_of(c) not in (HEARTS, SPADES)]
        led = self.led_suit()
        followers = [c for c in hand if suit_of(c) == led]
        return followers or list(hand)

    def legal_actions(self) -> list[str]:
        if self.over:
            return []
        if self.must_give_up(self.to_act):
            return ["down " + card_str(c) for c in self.hands[self.to_act]]
        return ["play " + card_str(c) for c in self.playable_cards()]

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        self.check_turn(player)
        seat = self.to_act
        verb, _, rest = action.partition(" ") if isinstance(action, str) else ("", "", "")
        if verb not in ("play", "down"):
            raise IllegalAction(
                Msg("unknown_action", {"action": action, "expected": "play CARD / down CARD"})
            )
        card = self.card_from_text(rest)
        self.require_in_hand(seat, card)
        if verb == "down":
            if not self.must_give_up(seat):
                raise IllegalAction(Msg("allmighty_down_only"))
            return self.add_play(Play(seat, card, face_down=True))
        if self.must_give_up(seat):
            raise IllegalAction(Msg("allmighty_must_give_up"))
        if card not in self.playable_cards():
            if self.first_trick and not self.lead_made():
                raise IllegalAction(Msg("allmighty_first_lead"))
            raise self.must_follow_error(card)
        return self.add_play(Play(seat, card))

    def add_play(self, play: Play) -> list[Event]:
        if play.face_down and len(self.trick) == self.num_players - 1 and not self.lead_made():
            # Everybody gave up the lead: the deal is void and is dealt again.
            self.hands[play.seat].remove(play.card)
            self.trick.append(play)
            self.redeal, self.over, self.phase = True, True, OVER
            return [
                Event("move", play.seat, (), f"hand:{play.seat}", "trick", {"face_down": True}),
                Event("end", info={"redeal": True}),
            ]
        return super().add_play(play)

    def trick_winner(self, plays: tuple[Play, ...]) -> tuple[int, Msg | None]:
        index, rule = winning_play(plays, self.trump, first_trick=self.first_trick)
        return index, Msg("allmighty_" + rule, {"card": plays[index].card})

    def after_trick(self, result: TrickResult) -> list[Event]:
        scoring = tuple(c for c in result.cards() if card_value(c))
        self.piles[result.winner].extend(scoring)
        events = [Event("move", result.winner, scoring, "trick", won_zone(result.winner))]
        neutral = tuple(c for c in result.cards() if not card_value(c))
        if neutral:
            events.append(Event("move", -1, neutral, "trick", "discard"))
        for seat in range(self.num_players):
            self.drawn[seat] -= set(result.cards())
        if self.stock:
            for step in range(self.num_players):
                seat = (result.winner + step) % self.num_players
                card = self.stock.pop()
                self.hands[seat].append(card)
                self.drawn[seat].add(card)
                events.append(
                    Event("move", seat, (card,), "stock", f"hand:{seat}", {"face_up": True})
                )
        if not any(self.hands):
            self.over, self.phase = True, OVER
            events.append(Event("end", info={"scores": self.scores()}))
        else:
            self.to_act = result.winner
        return events

    # -- results --------------------------------------------------------------------------

    def scores(self) -> list[int]:
        if self.redeal:
            return [0] * self.num_players
        return score_piles(self.piles)[0]

    def result(self) -> dict[str, Any]:
        if self.redeal:
            return {"redeal": True}
        return {"reversal": score_piles(self.piles)[1]}

    def explain_score(self) -> Msg | None:
        if self.redeal or not self.over:
            return None
        reversal = score_piles(self.piles)[1]
        return Msg("allmighty_reversal" if reversal else "allmighty_sum")

    def view(self, player: int) -> AllmightyView:
        def mask(play: Play) -> Play:
            if play.face_down and play.seat != player and not self.over:
                return Play(play.seat, HIDDEN, True)
            return play

        return AllmightyView(
            seat=player,
            phase=self.phase,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            known_in_hands=tuple(
                tuple(c for c in h if c in d) for h, d in zip(self.hands, self.drawn, strict=True)
            ),
            stock_top=self.stock[-1] if self.stock else None,
            stock_count=len(self.stock),
            trump=self.trump,
            trick=tuple(mask(p) for p in self.trick),
            tricks=tuple(
                TrickResult(r.number, tuple(mask(p) for p in r.plays), r.winner)
                for r in self.finished
            ),
            piles=tuple(tuple(p) for p in self.piles),
            to_act=self.current_player,
            first_trick_lead_made=not self.first_trick or self.lead_made(),
        )

    def sample_hidden(self, player: int, rng: random.Random) -> AllmightyState:
        """Reshuffle what ``player`` cannot see: others' undrawn cards, the stock under
        its top card, and others' face-down cards — respecting voids and that whoever
        gave up the lead held only hearts and spades from the deal."""
        twin = self.clone()
        assert isinstance(twin, AllmightyState)
        others = [s for s in range(self.num_players) if s != player]
        downers = {p.seat for p in self._all_plays() if p.face_down}
        pool: list[Card] = []
        sizes: dict[int, int] = {}
        fixed: dict[int, list[Card]] = {}
        for seat in others:
            hand = self.hands[seat]
            fixed[seat] = [c for c in hand if c in self.drawn[seat]]
            unknown = [c for c in hand if c not in self.drawn[seat]]
            pool.extend(unknown)
            sizes[seat] = len(unknown)
        stock_slot = self.num_players
        below_top = self.stock[:-1]
        pool.extend(below_top)
        sizes[stock_slot] = len(below_top)
        down_slots = {}
        for index, play in enumerate(self._all_plays()):
            if play.face_down and play.seat != player:
                slot = self.num_players + 1 + index
                down_slots[slot] = index
                pool.append(play.card)
                sizes[slot] = 1

        def allowed(slot: int, card: Card) -> bool:
            if slot in down_slots:
                return suit_of(card) in (HEARTS, SPADES)
            if slot < self.num_players:
                if suit_of(card) in self.shown_void[slot]:
                    return False
                return slot not in downers or suit_of(card) in (HEARTS, SPADES)
            return True

        dealt = deal_with_constraints(pool, sizes, allowed, rng)
        for seat in others:
            twin.hands[seat] = fixed[seat] + sorted(dealt[seat])
        twin.stock = dealt[stock_slot] + self.stock[-1:]
        plays = self._all_plays()
        for slot, index in down_slots.items():
            plays[index] = Play(plays[index].seat, dealt[slot][0], True)
        twin._set_all_plays(plays)
        return twin

    def _all_plays(self) -> list[Play]:
        return [p for r in self.finished for p in r.plays] + list(self.trick)

    def _set_all_plays(self, plays: list[Play]) -> None:
        i = 0
        finished = []
        for r in self.finished:
            finished.append(TrickResult(r.number, tuple(plays[i : i + len(r.plays)]), r.winner))
            i += len(r.plays)
        self.finished = finished
        self.trick = plays[i:]


class Allmighty(Game):
    id = "allmighty"
    titles = {"en": "Allmighty", "ja": "オールマイティ"}
    player_counts = (3, 4, 5, 6, 7)
    options = (
        OptionSpec("players", 4, (3, 4, 5, 6, 7), {"en": "Players", "ja": "人数"}),
        OptionSpec("games", 5, (3, 5, 7), {"en": "Games in a match", "ja": "1マッチのゲーム数"}),
    )

    def new_deal(
        self,
        *,
        players: int | None = None,
        variant: str | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        deal: Mapping[str, Any] | None = None,
        dealer: int = 0,
        context: Mapping[str, Any] | None = None,
    ) -> AllmightyState:
        if variant is not None:
            raise BadDeal(
                "Allmighty has no variants (set the player count with the players option)"
            )
        resolved = self.resolve_options(options)
        if deal is not None:
            hands, stock = self._parse_deal(deal)
            count = len(hands)
        else:
            count = players or int(resolved["players"])
            if count not in REMOVED:
                raise BadDeal("Allmighty is for 3 to 7 players")
            pack = pack_for(count)
            random.Random(seed).shuffle(pack)
            hands = [pack[i * HAND : (i + 1) * HAND] for i in range(count)]
            stock = pack[count * HAND :]
        if dealer not in range(count):
            raise BadDeal(f"the dealer must be a seat from 0 to {count - 1}")
        first = (context or {}).get("first_leader", (dealer + 1) % count)
        if not isinstance(first, int) or isinstance(first, bool) or first not in range(count):
            raise BadDeal(f"context.first_leader must be a seat from 0 to {count - 1}")
        return AllmightyState(self, hands, stock, dealer, first)

    def _parse_deal(self, deal: Mapping[str, Any]) -> tuple[list[list[Card]], list[Card]]:
        if not isinstance(deal, Mapping) or set(deal) != {"hands", "stock"}:
            raise BadDeal('the deal must be {"hands": [...], "stock": [top, …, bottom]}')
        hands, stock = deal["hands"], deal["stock"]
        if (
            not isinstance(hands, list)
            or not isinstance(stock, list)
            or not all(isinstance(h, list) for h in hands)
        ):
            raise BadDeal("deal.hands must be lists of cards and deal.stock a list of cards")
        if len(hands) not in REMOVED:
            raise BadDeal("Allmighty is for 3 to 7 players (one hand each)")
        try:
            parsed = [[parse_card(t) for t in h] for h in hands]
            parsed_stock = [parse_card(t) for t in stock]
        except CardSyntaxError as exc:
            raise BadDeal(f"deal: {exc}") from None
        if any(len(h) != HAND for h in parsed):
            raise BadDeal(f"every hand must hold {HAND} cards")
        if not parsed_stock:
            raise BadDeal("the stock must hold at least one card (its top card fixes trump)")
        problem = check_exact_pack(
            [c for h in parsed for c in h] + parsed_stock, pack_for(len(hands))
        )
        if problem:
            raise BadDeal(f"the deal is not this player count's pack: {problem}")
        return parsed, parsed_stock

    def explicit_deal(self, state: State) -> dict[str, Any]:
        assert isinstance(state, AllmightyState)
        return {
            "hands": [[card_str(c) for c in hand] for hand in state.dealt],
            "stock": [card_str(c) for c in state.dealt_stock],
        }

    def next_context(self, state: State) -> dict[str, Any]:
        """The winner of a game leads the first trick of the next (a void deal: the same)."""
        assert isinstance(state, AllmightyState)
        if state.redeal:
            return {"first_leader": state.first_leader}
        scores = state.scores()
        return {"first_leader": scores.index(max(scores))}

    def match_over(
        self, totals: Sequence[int], deals_played: int, options: Mapping[str, Any]
    ) -> bool:
        return deals_played >= int(self.resolve_options(options)["games"])


GAME = register(Allmighty())
