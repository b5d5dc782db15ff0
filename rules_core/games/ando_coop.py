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
from typing import Any

from ..cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    SUIT_LETTERS,
    SUITS,
    Card,
    CardSyntaxError,
    card_str,
    check_exact_pack,
    full_pack,
    parse_card,
    rank_of,
    suit_of,
)
from ..game import BadDeal, Event, Game, IllegalAction, State
from ..messages import Msg
from ..registry import register
from ..trick import deal_round_robin, standard_strength, trick_winner
from ..trickgame import Play, TrickGameState, TrickResult, won_zone

TRUMP = SPADES
TRICKS = 12
HAND = 13
PLAYERS = {"4p": 4, "3p": 3, "2p": 2, "1p": 2}
PATTERN = {"4p": (0, 2, 4, 6), "3p": (0, 4, 8), "2p": (4, 8), "1p": (4, 8)}
TWO_C, FIVE_C, SIX_C = parse_card("2C"), parse_card("5C"), parse_card("6C")
DUMMY = 1  # in 1p, seat 1 is the dummy hand (the player decides for it)
REVEAL, PLAY, OVER = "reveal", "play", "over"


def pack_for(variant: str) -> list[Card]:
    ranks = range(5, 15) if variant == "3p" else range(2, 15)
    return full_pack(ranks=ranks)


def same_suit_counts(a: Sequence[Card], b: Sequence[Card]) -> bool:
    """The 2-player redeal check: both hands show exactly the same suit counts."""
    return Counter(map(suit_of, a)) == Counter(map(suit_of, b))


@dataclass(frozen=True)
class RoundResult:
    tricks: tuple[int, ...]
    kept: tuple[Card, ...]


def conditions(
    variant: str, rounds: Sequence[RoundResult], centre: Card | None
) -> list[tuple[Msg, bool]]:
    """Each win condition in words, and whether it holds."""

    def counts(tricks: Sequence[int]) -> str:
        return "-".join(map(str, tricks))

    if variant in ("4p", "3p"):
        (result,) = rounds
        kept = list(result.kept) + ([centre] if centre is not None else [])
        pattern = "-".join(map(str, sorted(PATTERN[variant], reverse=True)))
        return [
            (
                Msg("coop_cond_tricks", {"counts": counts(result.tricks), "pattern": pattern}),
                tuple(sorted(result.tricks)) == PATTERN[variant],
            ),
            (Msg("coop_cond_suits", {"cards": tuple(kept)}), len({suit_of(c) for c in kept}) == 4),
        ]
    first, second = rounds
    by_round = [{suit_of(c) for c in r.kept} for r in rounds]
    return [
        (
            Msg("coop_cond_swap", {"first": counts(first.tricks), "second": counts(second.tricks)}),
            sorted(first.tricks) == [4, 8] and list(second.tricks) == list(reversed(first.tricks)),
        ),
        (
            Msg("coop_cond_suits", {"cards": first.kept + second.kept}),
            len(by_round[0] | by_round[1]) == 4 and all(len(k) == 2 for k in by_round),
        ),
        (
            Msg("coop_cond_pairs"),
            any(k == {HEARTS, DIAMONDS} for k in by_round)
            and any(k == {SPADES, CLUBS} for k in by_round),
        ),
    ]


def win_score(high: Card, low: Card) -> int:
    """A win's score from the last cards of the players with the most and the fewest
    tricks (0..24)."""
    return rank_of(high) - rank_of(low) + 12


def evaluate(variant: str, rounds: Sequence[RoundResult], centre: Card | None) -> tuple[bool, int]:
    """Whether the team won, and its score (0 on a loss)."""
    if not all(ok for _, ok in conditions(variant, rounds, centre)):
        return False, 0
    last = rounds[-1]
    most = max(range(len(last.tricks)), key=lambda s: last.tricks[s])
    fewest = min(range(len(last.tricks)), key=lambda s: last.tricks[s])
    return True, win_score(last.kept[most], last.kept[fewest])


@dataclass(frozen=True)
class CoopView:
    seat: int
    variant: str
    phase: str
    round: int
    hand: tuple[Card, ...]
    hand_suits: tuple[tuple[int, ...], ...]  # every hand's suits, visible on the backs
    open_cards: tuple[Card, ...]  # 1p: the dummy's face-up cards
    centre: Card | None
    trick: tuple[Play, ...]
    trick_counts: tuple[int, ...]  # this round's tricks per seat (faces may not be viewed)
    tricks_round1: tuple[int, ...] | None
    kept_round1: tuple[Card, ...] | None
    to_act: int
    win: bool | None
    talk: tuple[tuple[int, str], ...] = ()

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(s) for s in self.hand_suits)


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
        self.revealed: set[Card] = set()
        self.win: bool | None = None
        self.score = 0
        self._round2_leader = 0
        self.talk: list[tuple[int, str]] = []  # public table talk; never changes the rules
        self.forced_lead = self._first_lead_card()
        self.to_act = next(s for s, h in enumerate(self.hands) if self.forced_lead in h)
        self.phase = REVEAL if variant == "1p" else PLAY
        if self.phase == REVEAL:
            self.to_act = 0

    def _first_lead_card(self) -> Card:
        if self.variant == "3p":
            return SIX_C if self.centre == FIVE_C else FIVE_C
        return TWO_C

    def clone_extra(self, twin: Any) -> None:
        twin.rounds = list(self.rounds)
        twin.revealed = set(self.revealed)
        twin.talk = list(self.talk)

    # -- contract -------------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        if self.over:
            return []
        if self.phase == REVEAL:
            shown = {suit_of(c) for c in self.revealed}
            return ["reveal " + card_str(c) for c in self.hands[DUMMY] if suit_of(c) not in shown]
        return ["play " + card_str(c) for c in self.playable_cards()]

    def playable_cards(self) -> list[Card]:
        hand = self.hands[self.to_act]
        if self.round == 1 and not self.finished and not self.trick:
            return [self.forced_lead]
        led = self.led_suit()
        followers = [c for c in hand if suit_of(c) == led]
        return followers or list(hand)

    def apply(self, action: str, player: int | None = None) -> list[Event]:
        if isinstance(action, str) and action.startswith("say "):
            return self._say(action, player)
        self.check_turn(player)
        verb, _, rest = action.partition(" ") if isinstance(action, str) else ("", "", "")
        if self.phase == REVEAL and verb == "reveal":
            return self._reveal(self.card_from_text(rest))
        if self.phase == PLAY and verb == "play":
            seat = self.to_act
            card = self.card_from_text(rest)
            self.require_in_hand(seat, card)
            if card not in self.playable_cards():
                if self.round == 1 and not self.finished and not self.trick:
                    raise IllegalAction(Msg("coop_first_lead", {"card": self.forced_lead}))
                raise self.must_follow_error(card)
            return self.add_play(Play(seat, card))
        expected = "reveal CARD" if self.phase == REVEAL else "play CARD"
        raise IllegalAction(Msg("unknown_action", {"action": action, "expected": expected}))

    def scores(self) -> list[int]:
        return [self.score] * self.num_players

    def result(self) -> dict[str, Any]:
        tricks = list(self.rounds[-1].tricks) if self.over else self.tricks_won()
        out: dict[str, Any] = {"win": self.win, "tricks": tricks}
        if self.variant in ("2p", "1p") and self.rounds:
            out["tricks_round1"] = list(self.rounds[0].tricks)
        return out

    def explain_score(self) -> Msg | None:
        if not self.over:
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
                "high_card": high,
                "low_card": low,
                "high": rank_of(high),
                "low": rank_of(low),
            },
        )

    def conditions(self) -> list[tuple[Msg, bool]]:
        """The win conditions with ✓/✗, once every round is played (empty before)."""
        if not self.over:
            return []
        return conditions(self.variant, self.rounds, self.centre)

    def decider(self, seat: int) -> int:
        return 0 if self.variant == "1p" else seat  # the solo player decides for the dummy

    def view(self, player: int) -> CoopView:
        return CoopView(
            seat=player,
            variant=self.variant,
            phase=self.phase,
            round=self.round,
            hand=tuple(self.hands[player])
            if self.variant != "1p" or player == 0
            else tuple(c for c in self.hands[player] if c in self.revealed),
            hand_suits=tuple(tuple(sorted(suit_of(c) for c in h)) for h in self.hands),
            open_cards=tuple(c for c in self.hands[DUMMY] if c in self.revealed)
            if self.variant == "1p"
            else (),
            centre=self.centre,
            trick=tuple(self.trick),
            trick_counts=tuple(self.tricks_won()),
            tricks_round1=self.rounds[0].tricks
            if self.rounds and self.variant in ("2p", "1p")
            else None,
            kept_round1=self.rounds[0].kept
            if self.rounds and self.variant in ("2p", "1p")
            else None,
            to_act=self.current_player,
            win=self.win,
            talk=tuple(self.talk),
        )

    def sample_hidden(self, player: int, rng: random.Random) -> CoopState:
        """Ranks are hidden, suits are not: within each suit, the unseen cards of the
        other hands are dealt afresh, keeping every hand's suit counts."""
        twin = self.clone()
        assert isinstance(twin, CoopState)
        own = {0} if self.variant == "1p" else {player}  # in 1p the player is seat 0
        hidden: dict[int, list[Card]] = {
            seat: [c for c in hand if c not in self.revealed]
            for seat, hand in enumerate(self.hands)
            if seat not in own
        }
        for suit in SUITS:
            cards = sorted(
                c for seat_cards in hidden.values() for c in seat_cards if suit_of(c) == suit
            )
            rng.shuffle(cards)  # sorted first: the sample depends on the view only
            for seat_cards in hidden.values():
                for i, card in enumerate(seat_cards):
                    if suit_of(card) == suit:
                        seat_cards[i] = cards.pop()
        for seat, seat_cards in hidden.items():
            twin.hands[seat] = [c for c in self.hands[seat] if c in self.revealed] + sorted(
                seat_cards
            )
        if self.round == 1 and self.round2_dealt is not None:
            twin.round2_dealt = _shuffled_round2(self.round2_dealt, rng)
        return twin

    # -- talk -----------------------------------------------------------------------------

    def _say(self, action: str, player: int | None) -> list[Event]:
        """Table talk: ``say plan …``, ``say keep SUIT``, ``say want win|lose``.  It never
        changes the deal; the grammar has no way to state a rank."""
        words = action.split(" ")[1:]
        ok = (
            (
                words[:1] == ["plan"]
                and sorted(_ints(words[1:])) == sorted(PATTERN[self.variant])
                and len(words) - 1 == self.num_players
            )
            or (len(words) == 2 and words[0] == "keep" and words[1] in SUIT_LETTERS)
            or words in (["want", "win"], ["want", "lose"])
        )
        if not ok:
            raise IllegalAction(Msg("coop_bad_talk", {"text": action}))
        seat = self.current_player if player is None else player
        self.talk.append((seat, " ".join(words)))
        return [Event("say", seat, info={"text": " ".join(words)})]

    # -- phases ---------------------------------------------------------------------------

    def _reveal(self, card: Card) -> list[Event]:
        if card not in self.hands[DUMMY]:
            raise IllegalAction(Msg("coop_reveal_dummy", {"card": card}))
        if suit_of(card) in {suit_of(c) for c in self.revealed}:
            raise IllegalAction(Msg("coop_reveal_twice", {"suit": suit_of(card)}))
        self.revealed.add(card)
        events = [Event("reveal", DUMMY, (card,), dst=f"hand:{DUMMY}")]
        if {suit_of(c) for c in self.revealed} == {suit_of(c) for c in self.hands[DUMMY]}:
            self.phase = PLAY
            if self.round == 1:
                self.to_act = next(s for s, h in enumerate(self.hands) if self.forced_lead in h)
            else:
                self.to_act = self._round2_leader
        return events

    def trick_winner(self, plays: tuple[Play, ...]) -> tuple[int, Msg | None]:
        led = suit_of(plays[0].card)
        return trick_winner(
            [p.card for p in plays], lambda c: standard_strength(c, led, TRUMP)
        ), None

    def after_trick(self, result: TrickResult) -> list[Event]:
        events = [Event("move", result.winner, result.cards(), "trick", won_zone(result.winner))]
        if len(self.finished) < TRICKS:
            self.to_act = result.winner
            return events
        kept = tuple(h[0] for h in self.hands)
        self.rounds.append(RoundResult(tuple(self.tricks_won()), kept))
        events.append(Event("round", -1, kept, info={"round": self.round}))
        if self.round == 1 and self.round2_dealt is not None:
            return events + self._start_round2(result.winner)
        self.win, self.score = evaluate(self.variant, self.rounds, self.centre)
        self.over, self.phase = True, OVER
        return events + [Event("end", info={"win": self.win, "score": self.score})]

    def _start_round2(self, leader: int) -> list[Event]:
        assert self.round2_dealt is not None
        self.round = 2
        self.hands = [list(h) for h in self.round2_dealt]
        self.finished = []
        self.shown_void = [set() for _ in self.hands]
        self.revealed = set()
        self._round2_leader = leader
        if self.variant == "1p":
            self.phase, self.to_act = REVEAL, 0
        else:
            self.to_act = leader
        return [Event("deal", -1, info={"round": 2})]


def _ints(words: Sequence[str]) -> list[int]:
    return [int(w) for w in words if w.isdigit()]


def _shuffled_round2(
    hands: Sequence[Sequence[Card]], rng: random.Random
) -> tuple[tuple[Card, ...], ...]:
    """Round-2 hands as another deal of the same 26 cards could have given them."""
    cards = sorted(c for h in hands for c in h)
    while True:
        rng.shuffle(cards)
        a, b = cards[0::2], cards[1::2]
        if not same_suit_counts(a, b):
            return tuple(a), tuple(b)


class AndoCoop(Game):
    id = "ando_coop"
    titles = {"en": "Co-op Must-Follow (by S. Ando)", "ja": "協力マストフォロー（S. Ando 作）"}
    player_counts = (1, 2, 3, 4)
    variants = ("4p", "3p", "2p", "1p")
    cooperative = True

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
    ) -> CoopState:
        variant = variant or {None: "4p", 4: "4p", 3: "3p", 2: "2p", 1: "1p"}.get(players, "")
        if variant not in PLAYERS:
            raise BadDeal("the variant must be one of 4p, 3p, 2p, 1p")
        if dealer != 0:
            raise BadDeal("records of this game use seat 0 as the dealer")
        self.resolve_options(options)
        if variant in ("4p", "3p"):
            hands, centre = self._table_deal(variant, deal, seed)
            return CoopState(self, variant, hands, None, centre)
        round1, round2 = self._two_round_deal(deal, seed)
        return CoopState(self, variant, round1, round2, None)

    def _table_deal(
        self, variant: str, deal: Mapping[str, Any] | None, seed: int | None
    ) -> tuple[list[list[Card]], Card | None]:
        n = PLAYERS[variant]
        if deal is None:
            pack = pack_for(variant)
            random.Random(seed).shuffle(pack)
            hands, rest = deal_round_robin(pack, n, HAND, first=1 % n)
            return hands, (rest[0] if rest else None)
        keys = {"hands", "centre"} if variant == "3p" else {"hands"}
        if not isinstance(deal, Mapping) or set(deal) != keys:
            raise BadDeal(f"the deal must hold exactly {sorted(keys)}")
        hands = _parse_hand_lists(deal["hands"], n)
        centre = None
        if variant == "3p":
            try:
                centre = parse_card(deal["centre"]) if isinstance(deal["centre"], str) else None
            except CardSyntaxError:
                centre = None
            if centre is None:
                raise BadDeal("deal.centre must be one card")
        cards = [c for h in hands for c in h] + ([centre] if centre is not None else [])
        problem = check_exact_pack(cards, pack_for(variant))
        if problem:
            raise BadDeal(f"the deal is not this variant's pack: {problem}")
        return hands, centre

    def _two_round_deal(
        self, deal: Mapping[str, Any] | None, seed: int | None
    ) -> tuple[list[list[Card]], list[list[Card]]]:
        if deal is None:
            rng = random.Random(seed)
            rest = [c for c in pack_for("2p") if c != TWO_C]
            while True:
                rng.shuffle(rest)
                stack = [TWO_C] + rest
                first, second = stack[0:26:2], stack[1:26:2]
                if not same_suit_counts(first, second):
                    break
            later = _shuffled_round2([stack[26:]], rng)  # the stock, dealt alternately
            return [first, second], [list(h) for h in later]
        if not isinstance(deal, Mapping) or set(deal) != {"round1", "round2"}:
            raise BadDeal('the deal must be {"round1": [h0, h1], "round2": [h0, h1]}')
        round1 = _parse_hand_lists(deal["round1"], 2)
        round2 = _parse_hand_lists(deal["round2"], 2)
        problem = check_exact_pack([c for h in round1 + round2 for c in h], pack_for("2p"))
        if problem:
            raise BadDeal(f"the deal is not one 52-card pack: {problem}")
        if TWO_C not in round1[0]:
            raise BadDeal("the dealer (seat 0) must hold 2C in round 1")
        for name, hands in (("round1", round1), ("round2", round2)):
            if same_suit_counts(*hands):
                raise BadDeal(f"{name}: both hands have the same suit counts, which is redealt")
        return round1, round2

    def next_dealer(self, dealer: int, state: State) -> int:
        # Records of this game always have seat 0 deal (2p/1p: the dealer gets 2♣).
        return 0

    def explicit_deal(self, state: State) -> dict[str, Any]:
        assert isinstance(state, CoopState)
        if state.round2_dealt is not None:
            return {
                "round1": [[card_str(c) for c in h] for h in state.dealt],
                "round2": [[card_str(c) for c in h] for h in state.round2_dealt],
            }
        out: dict[str, Any] = {"hands": [[card_str(c) for c in h] for h in state.dealt]}
        if state.centre is not None:
            out["centre"] = card_str(state.centre)
        return out


def _parse_hand_lists(raw: Any, n: int) -> list[list[Card]]:
    if not isinstance(raw, list) or len(raw) != n or not all(isinstance(h, list) for h in raw):
        raise BadDeal(f"expected {n} hands of {HAND} cards")
    try:
        hands = [[parse_card(t) for t in h] for h in raw]
    except CardSyntaxError as exc:
        raise BadDeal(str(exc)) from None
    if any(len(h) != HAND for h in hands):
        raise BadDeal(f"every hand must hold {HAND} cards")
    return hands


GAME = register(AndoCoop())
