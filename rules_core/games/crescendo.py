"""Crescendo: three players, 21 cards, a one-round auction, trick n worth n points.

Spec: ``shared/rules/crescendo.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import ActionSpace, PieceVerb, Words
from ..bidding import PASS, Auction, Ladder
from ..cards import (
    FRENCH,
    JOKER,
    JOKER_BIT,
    SUIT_LETTERS,
    SUIT_MASK,
    SUITS,
    TRUMP_WORDS,
    Card,
    MarkWord,
    cards_of,
    full_pack,
    trump_of,
)
from ..clones import Sendable
from ..events import BidMade, Detail, TrumpNamed
from ..game import Event, OptionSpec, State
from ..messages import Msg, Seat
from ..pieces import ActionWords
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import TIER_LED, rank_order, standard_strength, strength_table, trick_winner
from ..trickgame import FixedTableGame, TrickGameState
from ..view import DealStory, Play, Status, View

PLAYERS = 3
TRICKS = 7
MIN_BID, MAX_BID = 15, 28  # 28 = 1 + 2 + … + 7
PACK: tuple[Card, ...] = tuple(full_pack(ranks=(2, 3, 4, 5, 14), jokers=1))
RANK = rank_order([14, 5, 4, 3, 2])  # A > 5 > 4 > 3 > 2; the joker ranks 0, below the 2
TRUMP_ORDER = TRUMP_WORDS  # weakest first: equal numbers NT > S > H > D > C
AUCTION, PLAY, OVER = "auction", "play", "over"
TRICK_NAMES = ("pp", "p", "mp", "mf", "f", "ff", "fff")  # trick k is worth k

__all__ = ["AUCTION", "PLAY", "OVER", "Bid", "CrescendoState", "CrescendoView", "trump_of"]


@dataclass(frozen=True)
class Bid(Sendable):
    number: int
    trump: str  # C D H S NT

    def text(self) -> str:
        return f"bid {self.number} {self.trump}"


# Every bid from weakest to strongest: a bid is its place in this ladder.
BIDS: tuple[Bid, ...] = tuple(Bid(n, t) for n in range(MIN_BID, MAX_BID + 1) for t in TRUMP_ORDER)


def _explain_bid(text: str) -> Msg | None:
    words = text.split(" ")
    if len(words) == 3 and words[2] in TRUMP_ORDER and words[1].isascii() and words[1].isdigit():
        return Msg("bid_range", {"low": MIN_BID, "high": MAX_BID})
    return None


LADDER = Ladder([b.text() for b in BIDS], "bid N X", _explain_bid)


def bid_words(action: str) -> Msg:
    """A bid in words: ``bid 15 S`` → "15 ♠" (no trump in the reader's language)."""
    _, number, trump = action.split(" ")
    return Msg("crescendo_bid", {"n": int(number), "mark": MarkWord(trump_of(trump))})


JOKER_LEADS = Words([f"play JK {s}" for s in SUIT_LETTERS], form="play JK SUIT", piece=JOKER)
PASS_WORD = Words(["pass"])
ACTIONS = ActionSpace(PieceVerb("play", FRENCH), JOKER_LEADS, PASS_WORD, LADDER.words)
JOKER_LEAD = JOKER_LEADS.base  # + the named suit
PASS_ID = PASS_WORD.base
BID_BASE = LADDER.words.base


def score_soloist(taken: int, bid: int) -> int:
    """Over the bid: what was taken; exactly the bid: double; under: minus the bid."""
    if taken > bid:
        return taken
    if taken == bid:
        return 2 * bid
    return -bid


def card_strength(card: Card, led_suit: int | None, trump: int) -> int:
    """The joker is never a trump: it counts as the lowest card of the led suit."""
    if card == JOKER:
        return TIER_LED
    return standard_strength(card, led_suit, trump, RANK)


def _joker(card: Card) -> int | None:
    return TIER_LED if card == JOKER else None


# TABLES[trump + 1][led]: the strength of every card in a trick.
TABLES = [[strength_table(led, trump, RANK, _joker) for led in SUITS] for trump in (-1, *SUITS)]


def winning_index(plays: Sequence[Play], trump: int) -> int:
    """Who wins a (possibly unfinished) trick; a led joker's named suit is the led suit."""
    first = plays[0]
    led = first.named_suit if first.card == JOKER else first.card >> 4
    return trick_winner([p.card for p in plays], lambda c: card_strength(c, led, trump))


@dataclass(frozen=True, kw_only=True)
class CrescendoView(View):
    calls: tuple[tuple[int, str], ...]  # (seat, "pass" | "bid N X")
    soloist: int | None
    bid: Bid | None

    def describe_deal(self) -> list[Msg]:
        lines = []
        if self.bid is not None:
            lines.append(self.msg("seen_contract", action=ActionWords(FRENCH, self.bid.text())))
        if self.calls:
            calls = tuple(
                self.msg("seen_call", who=Seat(s), action=ActionWords(FRENCH, c))
                for s, c in self.calls
            )
            lines.append(self.msg("seen_calls", calls=calls))
        return lines


@dataclass(frozen=True, eq=False)
class CrescendoResult(DealResult):
    """A void deal, or the soloist's bid, trump and trick points (nothing before the
    auction ends)."""

    redeal: bool = False
    soloist: int | None = None
    bid: int = 0
    trump: str = ""
    taken: int = 0

    def as_json(self) -> dict[str, ResultValue]:
        if self.redeal:
            return {"redeal": True}
        if self.soloist is None:
            return {}
        return {"soloist": self.soloist, "bid": self.bid, "trump": self.trump, "taken": self.taken}


class CrescendoState(TrickGameState):
    free_mask = JOKER_BIT  # the joker may be played even when holding the led suit
    special_base = JOKER_LEAD

    def __init__(self, game: Crescendo, hands: Sequence[Sequence[Card]], dealer: int) -> None:
        super().__init__(game, hands, dealer)
        self.auction = Auction([(dealer + i) % PLAYERS for i in (1, 2, 3)])
        self.phase = AUCTION
        self.soloist: int | None = None
        self.bid: Bid | None = None
        self.trump: int | None = None
        self.redeal = False
        self.naming = -1  # the suit a joker being led names
        self.named: dict[int, int] = {}  # trick number -> the suit its led joker named
        self.current_player = self.auction.speaker()

    def clone_extra(self, twin: Any) -> None:
        twin.auction = self.auction.clone()
        twin.named = dict(self.named)

    # -- the engine -------------------------------------------------------------------------

    def opening_ids(self) -> Sequence[int]:
        hand = self.hands[self.current_player]
        if self.phase == AUCTION:
            return [PASS_ID, *range(BID_BASE + self.auction.high + 1, BID_BASE + len(LADDER))]
        cards = cards_of(hand)
        if hand & JOKER_BIT:  # a led joker names its suit
            cards.remove(JOKER)
            cards.extend(range(JOKER_LEAD, JOKER_LEAD + 4))
        return cards

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        """A card played through the fast door takes this game's short path: the trick
        engine's play and end of a trick written out for three face-up plays, the
        strongest taking the trick, nothing to collect.  Calls, a joker's lead (which
        names its suit, then plays the joker here), and plays with the table's events
        take the engine's path."""
        if action >= JOKER_LEAD or events is not None:
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
            if not bit & (self.led_mask | JOKER_BIT):  # a suit is always led (or named)
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
        if len(self.finished) == TRICKS:
            self.finish(None)

    def apply_special(self, action: int, events: list[Event] | None) -> None:
        if action < PASS_ID:
            self.naming = action - JOKER_LEAD
            self.named[len(self.finished) + 1] = self.naming
            self.apply_id(JOKER, events)
            return
        self._call(action - BID_BASE if action >= BID_BASE else PASS, events)

    def lead_rule(self, card: int) -> tuple[int, int, Sequence[int]]:
        led = self.naming if card == JOKER else card >> 4
        assert self.trump is not None
        return led, SUIT_MASK[led], TABLES[self.trump + 1][led]

    def trump_suit(self) -> int | None:
        return self.trump

    def why_illegal(self, action: int) -> Msg:
        if self.phase == AUCTION and action >= BID_BASE:
            high = self.auction.high
            return self.msg(
                "bid_too_low",
                bid=bid_words(LADDER.text(action - BID_BASE)),
                high=bid_words(LADDER.text(high)),
            )
        if self.phase != PLAY or action >= PASS_ID:
            return super().why_illegal(action)
        if action == JOKER and self.hands[self.current_player] & JOKER_BIT and not self.trick:
            return self.msg("joker_name_suit")
        if action >= JOKER_LEAD:
            return super().why_illegal(action)
        return self.refusal(action)

    def _call(self, bid: int, events: list[Event] | None) -> None:
        seat = self.current_player
        self.auction.call(seat, bid)
        if events is not None:
            call = "pass" if bid == PASS else LADDER.text(bid)
            events.append(BidMade(seat, call))
        if not self.auction.is_over:
            self.current_player = self.auction.speaker()
            return
        if self.auction.high == PASS:  # everyone passed: a void deal, redealt by the dealer
            self.redeal = True
            self.finish(events)
            return
        self.soloist, self.bid = self.auction.high_seat, BIDS[self.auction.high]
        self.trump = trump_of(self.bid.trump)
        self.phase = PLAY
        self.current_player = (self.dealer + 1) % PLAYERS  # forehand leads
        if events is not None:
            info: dict[str, Detail] = {"trump": self.bid.trump, "bid": self.bid.number}
            events.append(TrumpNamed(self.soloist, info))

    def deal_done(self) -> bool:
        return len(self.finished) == TRICKS

    def end_info(self) -> dict[str, Detail]:
        return {"redeal": True} if self.redeal else {"scores": self.scores()}

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        scores = [0] * PLAYERS
        if self.soloist is not None and self.bid is not None and self.is_terminal:
            scores[self.soloist] = score_soloist(self.taken(), self.bid.number)
        return scores

    def taken(self) -> int:
        """Points of the tricks the soloist has won: trick k is worth k."""
        return sum(n for n, t in enumerate(self.finished, 1) if t[2] == self.soloist)

    def result(self) -> CrescendoResult:
        if self.redeal:
            return CrescendoResult(redeal=True)
        if self.soloist is None or self.bid is None:
            return CrescendoResult()
        return CrescendoResult(
            soloist=self.soloist, bid=self.bid.number, trump=self.bid.trump, taken=self.taken()
        )

    def explain_score(self) -> Msg | None:
        if self.soloist is None or self.bid is None:
            return None
        won = [n for n, t in enumerate(self.finished, 1) if t[2] == self.soloist]
        taken, bid = sum(won), self.bid.number
        key = (
            "crescendo_over"
            if taken > bid
            else "crescendo_exact"
            if taken == bid
            else "crescendo_under"
        )
        tricks = "+".join(map(str, won)) or "0"
        return Msg(
            key, {"tricks": tricks, "taken": taken, "bid": bid, "score": score_soloist(taken, bid)}
        )

    def deal_story(self) -> DealStory:
        """The soloist's bid, made or failed, and the tricks it took (a void deal: everyone
        passed)."""
        if self.redeal:
            return DealStory(notes=(Msg("crescendo_all_passed"),))
        if self.soloist is None or self.bid is None:
            return DealStory()
        won = [n for n, t in enumerate(self.finished, 1) if t[2] == self.soloist]
        bid = Msg(
            "crescendo_story_bid", {"who": Seat(self.soloist), "bid": bid_words(self.bid.text())}
        )
        tricks = Msg("crescendo_tricks", {"list": "+".join(map(str, won)) or "0", "sum": sum(won)})
        made = sum(won) >= self.bid.number if self.is_terminal else None
        return DealStory(self.soloist, bid, made, (tricks,))

    # -- what a seat sees -------------------------------------------------------------------

    def make_play(self, seat: int, card: int, number: int, index: int, viewer: int) -> Play:
        if card == JOKER and index == 0 and number in self.named:
            return Play(seat, card, named_suit=self.named[number])
        return Play(seat, card)

    def calls(self) -> tuple[tuple[int, str], ...]:
        return tuple((s, "pass" if b == PASS else LADDER.text(b)) for s, b in self.auction.calls)

    def view(self, player: int) -> CrescendoView:
        return CrescendoView(
            **self.view_base(player),
            trump=self.trump,
            calls=self.calls(),
            soloist=self.soloist,
            bid=self.bid,
        )

    def status(self, seat: int) -> Status:
        lines = []
        for s in range(PLAYERS):
            parts: list[Msg] = []
            said = [call for who, call in self.calls() if who == s]
            if self.phase == AUCTION and said:
                word = Msg("verb_pass") if said[-1] == "pass" else bid_words(said[-1])
                parts.append(Msg("crescendo_said", {"call": word}))
            if self.soloist == s and self.bid is not None:
                parts.append(Msg("crescendo_soloist", {"bid": bid_words(self.bid.text())}))
            won = [n for n, t in enumerate(self.finished, 1) if t[2] == s]
            if won:
                parts.append(
                    Msg("crescendo_tricks", {"list": "+".join(map(str, won)), "sum": sum(won)})
                )
            lines.append(tuple(parts))
        return Status(prompt=self._prompt(seat), centre=self._centre(), seats=tuple(lines))

    def _prompt(self, seat: int) -> Msg | None:
        if self.is_terminal:
            return self.deal_over()
        if self.current_player != seat:
            return None
        return Msg("crescendo_prompt_bid") if self.phase == AUCTION else Msg("your_turn_play")

    def _centre(self) -> Msg:
        if self.phase == AUCTION:
            return Msg("crescendo_auction")
        if self.trump is None:
            return Msg("crescendo_all_passed")
        number = len(self.finished) + 1
        if self.phase == PLAY:
            name = TRICK_NAMES[number - 1]
            key = "crescendo_trick_worth" if self.trump >= 0 else "crescendo_trick_worth_nt"
            return Msg(key, {"n": number, "name": name, "mark": MarkWord(self.trump)})
        return (
            Msg("trump_is", {"mark": MarkWord(self.trump)})
            if self.trump >= 0
            else Msg("crescendo_nt")
        )

    def sample_hidden(self, player: int, rng: Any) -> CrescendoState:
        twin = self.clone()
        assert isinstance(twin, CrescendoState)
        twin.resample_hands(player, rng)
        return twin


MESSAGES = {
    # The joker led as a suit (``play JK C``), and a bid in no trump, in words.
    **{
        f"verb_play_{letter}": {"en": f"Play {{0}} as {mark}", "ja": f"{{0}}を{mark}として出す"}
        for letter, mark in zip("CDHS", "♣♦♥♠", strict=True)
    },
    "verb_bid_NT": {"en": "Bid {0} no trump", "ja": "切り札なしで {0} をビッド"},
    "joker_name_suit": {
        "en": "Leading the joker, name its suit: clubs, diamonds, hearts or spades.",
        "ja": "ジョーカーをリードするときは、マーク（クラブ・ダイヤ・ハート・スペード）を指定します。",
    },
    "crescendo_over": {
        "en": "Tricks {tricks} = {taken} > bid {bid} → +{taken}.",
        "ja": "トリック {tricks} = {taken} > 宣言 {bid} → +{taken}",
    },
    "crescendo_exact": {
        "en": "Tricks {tricks} = {taken}, exactly the bid {bid} → +{score}.",
        "ja": "トリック {tricks} = {taken}、宣言 {bid} ちょうど → +{score}",
    },
    "crescendo_under": {
        "en": "Tricks {tricks} = {taken} < bid {bid} → {score}.",
        "ja": "トリック {tricks} = {taken} < 宣言 {bid} → {score}",
    },
    "crescendo_said": {"en": "said: {call}", "ja": "宣言：{call}"},
    "crescendo_story_bid": {"en": "{who} bid {bid}", "ja": "{who}の宣言 {bid}"},
    "crescendo_bid": {"en": "{n} {mark}", "ja": "{n} {mark}"},
    "crescendo_soloist": {"en": "soloist {bid}", "ja": "ソリスト {bid}"},
    "crescendo_tricks": {"en": "tricks {list} = {sum}", "ja": "トリック {list} = {sum}"},
    "crescendo_auction": {"en": "Auction", "ja": "オークション"},
    "crescendo_all_passed": {
        "en": "Everyone passed: the deal is dealt again.",
        "ja": "全員パス：配り直しです。",
    },
    "crescendo_trick_worth": {
        "en": "Trick {n} ({name}), worth {n} {n|point|points} · trump {mark}",
        "ja": "第 {n} トリック（{name}）{n} 点 ・ 切り札 {mark}",
    },
    "crescendo_trick_worth_nt": {
        "en": "Trick {n} ({name}), worth {n} {n|point|points} · no trump",
        "ja": "第 {n} トリック（{name}）{n} 点 ・ 切り札なし",
    },
    "crescendo_nt": {"en": "No trump", "ja": "切り札なし"},
    "crescendo_prompt_bid": {
        "en": "Your bid: choose a number and a trump, or pass.",
        "ja": "あなたの宣言です。数と切り札を選ぶか、パスしてください。",
    },
}


class Crescendo(FixedTableGame):
    id = "crescendo"
    titles = {"en": "Crescendo", "ja": "クレッシェンド"}
    player_counts = (3,)
    actions = ACTIONS
    messages = MESSAGES
    options = (
        OptionSpec(
            "deals", 6, (3, 6, 9, 12), {"en": "Deals in a match", "ja": "1マッチのディール数"}
        ),
        OptionSpec(
            "target",
            0,
            (0, 50, 100, 150),
            {"en": "Or play to this score (0: off)", "ja": "目標点（0：なし）"},
        ),
    )

    hand_size = TRICKS
    pack = PACK

    def make_state(self, hands: list[list[Card]], dealer: int) -> CrescendoState:
        return CrescendoState(self, hands, dealer)

    def next_dealer(self, dealer: int, state: State) -> int:
        # A void deal (everyone passed) is redealt by the same dealer.
        return dealer if state.result().get("redeal") else (dealer + 1) % PLAYERS


GAME = register(Crescendo())
