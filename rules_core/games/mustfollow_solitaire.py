"""Must-Follow Solitaire (りかち, 2019): one player against the stock as a dummy hand.

Spec: ``shared/rules/mustfollow_solitaire.md``.  The dummy's stock is kept with
its top card at the *end* of a list so that drawing is ``pop()``.  An exchange is
one action whose id names positions of the ten-card hand (a bit each), so the
whole action space stays fixed: plays, five trumps, 1024 exchanges.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from ..actions import ActionSpace, IllegalAction, PieceSet, PieceVerb, Words
from ..cards import (
    FRENCH,
    JOKER,
    NO_TRUMP,
    SUIT_MASK,
    SUITS,
    Card,
    CardSyntaxError,
    MarkWord,
    SuitWord,
    full_pack,
    parse_card,
    suit_of,
    trump_of,
    trump_word,
)
from ..claims import CLAIM_NODES, Claim
from ..clones import Sendable
from ..deal import BadDeal, DealReader, shuffle
from ..events import DISCARD, STOCK, TRICK, DealEnded, Moved, TrickWon, TrumpNamed, Zone
from ..game import DealRequest, Event, Game, OptionSpec, State
from ..messages import Msg
from ..pieces import PieceWord
from ..registry import register
from ..result import DealResult, ResultValue
from ..trick import TABLE_SIZE, TIER_TOP, strength_table
from ..view import DealStory, Play, Status, Summary, TrickResult, View

HAND_SIZE = 10
MAX_EXCHANGE = 10
BURN = 10
PACK: tuple[Card, ...] = tuple(full_pack(jokers=1))

EXCHANGE, TRUMP, PLAY, OVER = "exchange", "trump", "play", "over"
PLAYER = 0
DUMMY = -1  # the dummy is not a seat of the record: it never decides anything
HAND, WON = Zone.hand(PLAYER), Zone.won(PLAYER)  # the zones of the player's cards

TRUMP_CHOICES = Words([f"trump {w}" for w in ("S", "H", "D", "C", "NT")], form="trump X")
EXCHANGES = PieceSet("exchange", 2**HAND_SIZE, "exchange CARD …")
ACTIONS = ActionSpace(PieceVerb("play", FRENCH), TRUMP_CHOICES, EXCHANGES)
TRUMP_BASE = TRUMP_CHOICES.base
EXCHANGE_BASE = EXCHANGES.base


def _joker_top(card: Card) -> int | None:
    return TIER_TOP if card == JOKER else None


# STRENGTH[trump + 1][led]: the player's card against a lead of suit ``led`` (4: the joker).
STRENGTH = [
    [strength_table(led, trump, special=_joker_top) for led in SUITS] + [[0] * TABLE_SIZE]
    for trump in (NO_TRUMP, *SUITS)
]


# FOLLOWS[lead >> 4][card]: whether ``card`` follows a lead of that suit (the joker always
# does; after the joker's own lead, suit 4, nothing else does).
FOLLOWS = [
    [bool((SUIT_MASK[led] if led < 4 else 0) >> c & 1) or c == JOKER for c in range(TABLE_SIZE)]
    for led in range(5)
]


@dataclass(frozen=True)
class TrickRecord(Sendable):
    """One finished trick, public to the player."""

    lead: Card
    play: Card
    won: bool


@dataclass(frozen=True, kw_only=True)
class SolitaireView(View):
    """What the player sees: everything except the stock's order and the burned cards."""

    lead: Card | None
    discards: tuple[Card, ...]
    burned_count: int
    won: tuple[Card, ...]
    history: tuple[TrickRecord, ...]
    win: bool | None
    score: int

    def zones(self) -> dict[str, tuple[int, ...]]:
        return {WON: self.won, "discard": self.discards}

    def counts(self) -> dict[str, int]:
        return {"stock": self.stock_count, "burned": self.burned_count}

    def trick_words(self, trick: TrickResult) -> Msg:
        """The stock turned one card, the player answered: won, or both back in the hand."""
        lead, play = trick.plays[0].card, trick.plays[-1].card
        key = "solitaire_trick_won" if trick.winner == PLAYER else "solitaire_trick_lost"
        return self.msg(
            key, n=trick.number, lead=PieceWord(FRENCH, lead), card=PieceWord(FRENCH, play)
        )

    def spare_losses(self) -> int | None:
        """How many more tricks the player can lose and still win (negative: a win is out
        of reach; None before play).  Each win shrinks the hand by one, each loss grows it
        by one, and every trick uses one dummy card, counting the lead on the table."""
        if self.phase != PLAY:
            return None
        tricks_left = self.stock_count + (1 if self.lead is not None else 0)
        return spare_losses(len(self.hand), tricks_left)

    def unseen(self) -> list[Card]:
        """Cards the player has not seen: the rest of the stock and the burned cards."""
        seen = set(self.hand) | set(self.discards) | set(self.won)
        if self.lead is not None:
            seen.add(self.lead)
        return [c for c in PACK if c not in seen]


def spare_losses(hand: int, tricks_left: int) -> int:
    """Losses a player with ``hand`` cards can afford in ``tricks_left`` tricks.

    Emptying the hand needs wins − losses = hand and wins + losses ≤ tricks_left.
    """
    return (tricks_left - hand) // 2


def sizes_after_exchange(exchanged: int) -> tuple[int, int]:
    """Hand and dummy sizes at the start of play after exchanging ``exchanged`` cards."""
    return HAND_SIZE + exchanged, len(PACK) - HAND_SIZE - BURN - 2 * exchanged


def spare_losses_after_exchange(exchanged: int) -> int:
    """The spare losses at the start of play after an exchange: negative from 8 cards on."""
    return spare_losses(*sizes_after_exchange(exchanged))


def spare_words(spare: int) -> Msg:
    """The spare losses in words (a win out of reach below zero)."""
    if spare < 0:
        return Msg("solitaire_out_of_reach")
    if spare == 0:
        return Msg("solitaire_spare_none")
    return Msg("solitaire_spare_one" if spare == 1 else "solitaire_spare", {"n": spare})


def exchange_preview(count: int) -> Msg:
    """What exchanging ``count`` cards leads to: hand and dummy after the burn, and the
    losses a win can afford then."""
    hand, stock = sizes_after_exchange(count)
    after = spare_words(spare_losses_after_exchange(count))
    return Msg("solitaire_exchange_preview", {"hand": hand, "stock": stock, "spare": after})


def playable(hand: Sequence[Card], lead: Card) -> list[Card]:
    """The cards of ``hand`` that may answer ``lead``, in hand order: must-follow on the
    led suit (the joker always allowed, and alone it does not oblige); else any card."""
    following = list(filter(FOLLOWS[lead >> 4].__getitem__, hand))
    if not following or (len(following) == 1 and following[0] == JOKER):
        return list(hand)
    return following


class SureWin:
    """Whether the player wins whatever order the cards still unseen come up in (a
    claim): the stock turns any unseen card next, the player answers it seeing it.
    ``cap``: positions the proof may visit (beyond them: None, unknown)."""

    def __init__(self, trump: int, cap: int | None) -> None:
        self.trump = trump
        self.cap = cap
        self.nodes = 0
        self.known: dict[tuple[frozenset[Card], Card, frozenset[Card], int], bool] = {}

    def answers(
        self, hand: frozenset[Card], lead: Card, unseen: frozenset[Card], stock: int
    ) -> bool | None:
        """Whether some answer to ``lead`` wins for sure (``stock``: cards left to turn)."""
        key = (hand, lead, unseen, stock)
        if key in self.known:
            return self.known[key]
        self.nodes += 1
        if self.cap is not None and self.nodes > self.cap:
            return None
        found: bool | None = False
        for card in playable(sorted(hand), lead):
            after = self.after(hand, lead, card, unseen, stock)
            if after is None:
                return None
            if after:
                found = True
                break
        self.known[key] = bool(found)
        return found

    def after(
        self, hand: frozenset[Card], lead: Card, card: Card, unseen: frozenset[Card], stock: int
    ) -> bool | None:
        """Whether answering ``lead`` with ``card`` still wins for sure."""
        won = wins_trick(lead, card, self.trump)
        rest = hand - {card} if won else hand | {lead}  # lost: both cards back in the hand
        if not rest:
            return True
        if not stock:
            return False
        for turned in unseen:
            sure = self.answers(rest, turned, unseen - {turned}, stock - 1)
            if sure is None or not sure:
                return sure
        return True


def wins_trick(lead: Card, play: Card, trump: int) -> bool:
    """Whether the player's ``play`` beats the dummy's ``lead``."""
    led = 4 if lead == JOKER else lead >> 4
    table = STRENGTH[trump + 1][led]
    return table[play] > (table[lead] if lead != JOKER else TIER_TOP * 2)


def winning_plays(lead: Card, trump: int, cards: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` that beat ``lead`` (:func:`wins_trick`), in their order."""
    led = 4 if lead == JOKER else lead >> 4
    table = STRENGTH[trump + 1][led]
    beat = table[lead] if lead != JOKER else TIER_TOP * 2
    return [c for c in cards if table[c] > beat]


# A finished trick is one of a few thousand immutable records: each is made once.
@cache
def trick_record(lead: Card, play: Card, won: bool) -> TrickRecord:
    return TrickRecord(lead, play, won)


def resolve_trick(lead: Card, play: Card, trump: int) -> tuple[bool, Msg]:
    """Whether the player's ``play`` beats the dummy's ``lead``, and why."""
    won = wins_trick(lead, play, trump)
    params = {"lead_card": PieceWord(FRENCH, lead), "play_card": PieceWord(FRENCH, play)}
    if play == JOKER:
        return won, Msg("trick_won_joker", params)
    if lead == JOKER:
        return won, Msg("trick_lost_joker_lead", params)
    if won:
        key = "trick_won_follow" if suit_of(play) == suit_of(lead) else "trick_won_trump"
        return won, Msg(key, params)
    key = "trick_lost_lower" if suit_of(play) == suit_of(lead) else "trick_lost_offsuit"
    return won, Msg(key, params)


@dataclass(frozen=True, eq=False)
class SolitaireResult(DealResult):
    """Whether the hand beat the stock (None: not yet)."""

    win: bool | None

    def as_json(self) -> dict[str, ResultValue]:
        return {"win": self.win}


class SolitaireState(State):
    num_players = 1

    def __init__(self, game: MustFollowSolitaire, pack: list[Card], scored: bool) -> None:
        self.game = game
        self.scored = scored
        self.initial_hand: list[Card] = pack[:HAND_SIZE]
        self.hand: list[Card] = list(self.initial_hand)
        self.stock: list[Card] = pack[HAND_SIZE:][::-1]  # top card last
        self.draws: list[Card] = []
        self.discards: list[Card] = []
        self.burned: list[Card] = []
        self.won: list[Card] = []
        self.tricks: list[TrickRecord] = []
        self.lead: Card | None = None
        self.trump: int | None = None
        self.phase = EXCHANGE
        self.win: bool | None = None
        self.current_player = PLAYER
        self.is_terminal = False

    @property
    def stock_count(self) -> int:
        """Cards left in the dummy's stock (the view's name for it, which the bots read)."""
        return len(self.stock)

    # -- the engine -------------------------------------------------------------------------

    def legal_action_ids(self) -> Sequence[int]:
        if self.phase == PLAY:
            return self.playable_cards()
        if self.phase == TRUMP:
            return range(TRUMP_BASE, TRUMP_BASE + 5)
        if self.phase == EXCHANGE:
            return range(EXCHANGE_BASE, EXCHANGE_BASE + 2 ** len(self.hand))
        return []

    def playable_cards(self) -> list[Card]:
        """The cards the player may play to the current trick, in hand order (empty
        outside play); the joker is always allowed."""
        lead = self.lead
        if self.phase != PLAY or lead is None:
            return []
        return playable(self.hand, lead)

    def apply_id(self, action: int, events: list[Event] | None = None) -> None:
        if action < TRUMP_BASE:
            self._play(action, events)
        elif action < EXCHANGE_BASE:
            self._choose_trump(trump_of(TRUMP_CHOICES.texts[action - TRUMP_BASE][6:]), events)
        else:
            bits = action - EXCHANGE_BASE
            cards = [c for i, c in enumerate(self.hand) if bits >> i & 1]
            self._exchange(cards, events)

    def action_text(self, action: int) -> str:
        if action >= EXCHANGE_BASE:
            bits = action - EXCHANGE_BASE
            hand = self.initial_hand
            return " ".join(
                ["exchange", *(FRENCH.text(c) for i, c in enumerate(hand) if bits >> i & 1)]
            )
        return super().action_text(action)

    def action_pieces(self, action: int) -> tuple[int, ...]:
        if action >= EXCHANGE_BASE:
            bits = action - EXCHANGE_BASE
            return tuple(c for i, c in enumerate(self.initial_hand) if bits >> i & 1)
        return super().action_pieces(action)

    def selection_note(self, pieces: Sequence[int]) -> Msg | None:
        return exchange_preview(len(pieces)) if self.phase == EXCHANGE else None

    def action_id(self, text: str) -> int:
        if not isinstance(text, str) or text.split(" ", 1)[0] != "exchange":
            return super().action_id(text)
        cards = self._parse_exchange(text.partition(" ")[2])
        return EXCHANGE_BASE + sum(1 << self.initial_hand.index(c) for c in cards)

    def why_illegal(self, action: int) -> Msg:
        if self.phase == PLAY and action < TRUMP_BASE:
            if action not in self.hand:
                return self.msg("card_not_in_hand", card=PieceWord(FRENCH, action))
            assert self.lead is not None
            return self.msg(
                "must_follow",
                lead_card=PieceWord(FRENCH, self.lead),
                suit=SuitWord(suit_of(self.lead)),
            )
        return super().why_illegal(action)

    # -- parsing ----------------------------------------------------------------------------

    def _parse_exchange(self, rest: str) -> list[Card]:
        try:
            cards = [parse_card(t) for t in rest.split(" ")] if rest else []
        except CardSyntaxError:
            bad = next(t for t in rest.split(" ") if t not in FRENCH_TEXTS)
            noun = Msg("noun_french")
            raise IllegalAction(Msg("bad_piece_text", {"text": bad, "noun": noun})) from None
        if len(cards) > MAX_EXCHANGE:
            raise IllegalAction(Msg("exchange_too_many", {"limit": MAX_EXCHANGE}))
        for i, card in enumerate(cards):
            if card in cards[:i]:
                raise IllegalAction(Msg("exchange_duplicate", {"card": PieceWord(FRENCH, card)}))
            if card not in self.initial_hand:
                raise IllegalAction(Msg("card_not_in_hand", {"card": PieceWord(FRENCH, card)}))
        return cards

    # -- transitions ------------------------------------------------------------------------

    def _exchange(self, cards: list[Card], events: list[Event] | None) -> None:
        if cards:
            for card in cards:
                self.hand.remove(card)
            self.discards.extend(cards)
            self.draws = [self.stock.pop() for _ in range(2 * len(cards))]
            self.hand.extend(self.draws)
            if events is not None:
                events.append(Moved(PLAYER, tuple(cards), HAND, DISCARD))
                events.append(Moved(PLAYER, tuple(self.draws), STOCK, HAND))
        self.burned = [self.stock.pop() for _ in range(BURN)]
        if events is not None:
            events.append(Moved(DUMMY, (), STOCK, Zone("burned"), count=BURN))
        self.phase = TRUMP

    def _choose_trump(self, trump: int, events: list[Event] | None) -> None:
        self.trump = trump
        self.phase = PLAY
        if events is not None:
            events.append(TrumpNamed(PLAYER, {"trump": trump_word(trump)}))
        self._reveal_lead(events)

    def _reveal_lead(self, events: list[Event] | None) -> None:
        self.lead = self.stock.pop()
        if events is not None:
            events.append(Moved(DUMMY, (self.lead,), STOCK, TRICK, face_up=True))

    def _play(self, card: Card, events: list[Event] | None) -> None:
        lead = self.lead
        assert lead is not None and self.trump is not None
        self.hand.remove(card)
        won = wins_trick(lead, card, self.trump)
        self.tricks.append(trick_record(lead, card, won))
        self.lead = None
        if won:
            self.won += (lead, card)
        else:
            self.hand += (lead, card)
        if events is not None:
            why = resolve_trick(lead, card, self.trump)[1]
            events.append(Moved(PLAYER, (card,), HAND, TRICK))
            events.append(TrickWon(PLAYER if won else DUMMY, (lead, card), why=why))
            events.append(Moved(PLAYER, (lead, card), TRICK, WON if won else HAND))
        if not self.hand:
            self._finish(True, events)
        elif not self.stock:
            self._finish(False, events)
        elif events is None:  # the dummy's next card leads (_reveal_lead, no event to tell)
            self.lead = self.stock.pop()
        else:
            self._reveal_lead(events)

    def _finish(self, win: bool, events: list[Event] | None) -> None:
        self.win = win
        self.phase = OVER
        self.is_terminal = True
        self.current_player = -1
        if events is not None:
            events.append(DealEnded(PLAYER, {"win": win, "score": self.scores()[0]}))

    # -- results ----------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return [len(self.stock) - len(self.hand)]

    # -- claims -----------------------------------------------------------------------------

    def claim_open(self, seat: int) -> bool:
        """A claim here is the win, and it may be made whenever a turned card waits for an
        answer: it must hold whatever order the cards still unseen come up in."""
        return self.phase == PLAY and self.lead is not None and not self.is_terminal

    def claim(self, seat: int, others: Callable[[State], str] | None = None) -> Claim:
        """Whether the player wins for sure from here, answering each card as it is turned
        (the stock may turn any card still unseen, in any order); when it does, the deal
        played out along such answers."""
        if not self.claim_open(seat) or self.lead is None or self.trump is None:
            return Claim(False, Msg("claim_not_open"))
        unseen = frozenset(self.view().unseen())
        sure = SureWin(self.trump, CLAIM_NODES)
        holds = sure.answers(frozenset(self.hand), self.lead, unseen, len(self.stock))
        if holds is None:
            return Claim(False, Msg("claim_too_long"))
        if not holds:
            return Claim(False, Msg("solitaire_claim_fails"))
        state = self.clone()
        moves: list[tuple[int, str]] = []
        sure = SureWin(self.trump, None)
        while not state.is_terminal and state.lead is not None:
            hidden = frozenset(state.view().unseen())
            hand, lead, stock = frozenset(state.hand), state.lead, len(state.stock)
            card = next(
                c for c in state.playable_cards() if sure.after(hand, lead, c, hidden, stock)
            )
            text = self.game.actions.text(card)
            state.apply(text, PLAYER)
            moves.append((PLAYER, text))
        return Claim(True, Msg("solitaire_claim_holds"), tuple(moves))

    def result(self) -> SolitaireResult:
        return SolitaireResult(self.win)

    def explain_score(self) -> Msg:
        """How the score is reached: stock left minus hand left."""
        stock, hand = len(self.stock), len(self.hand)
        return Msg("score_solitaire", {"stock": stock, "hand": hand, "score": f"{stock - hand:+d}"})

    def deal_story(self) -> DealStory:
        """Won or lost against the stock (no contract), the trump chosen, and the tricks
        won and lost with the cards exchanged (the burned cards are never named)."""
        if not self.is_terminal or self.trump is None:
            return DealStory()
        if self.trump < 0:
            trump = Msg("solitaire_no_trump")
        else:
            trump = Msg("solitaire_trump", {"mark": MarkWord(self.trump)})
        return DealStory(made=self.win, notes=(trump, self._tally()))

    def _tally(self) -> Msg:
        """Tricks won and lost, and the cards exchanged."""
        won = sum(1 for t in self.tricks if t.won)
        return Msg(
            "solitaire_tally",
            {"won": won, "lost": len(self.tricks) - won, "d": len(self.discards)},
        )

    def summary(self, seat: int) -> Summary:
        """Won or lost and why, the score's arithmetic (when scored) and the tricks."""
        lines = [
            Msg("solitaire_why_won" if self.win else "solitaire_why_lost", {"n": len(self.hand)})
        ]
        if self.scored:
            lines.append(self.explain_score())
        lines.append(self._tally())
        return Summary(
            Msg("solitaire_won_game" if self.win else "solitaire_lost_game"), tuple(lines)
        )

    # -- what the player sees ---------------------------------------------------------------

    def view(self, player: int = PLAYER) -> SolitaireView:
        trick = (Play(DUMMY, self.lead),) if self.lead is not None else ()
        finished = tuple(
            TrickResult(n, (Play(DUMMY, t.lead), Play(PLAYER, t.play)), PLAYER if t.won else DUMMY)
            for n, t in enumerate(self.tricks, 1)
        )
        return SolitaireView(
            seat=PLAYER,
            phase=self.phase,
            to_act=self.current_player,
            dealer=PLAYER,
            hand=tuple(self.hand),
            hand_sizes=(len(self.hand),),
            trick=trick,
            tricks=finished,
            trick_counts=(sum(t.won for t in self.tricks),),
            trump=self.trump,
            scores=tuple(self.scores()),
            teams=((PLAYER,),),
            stock_count=len(self.stock),
            lead=self.lead,
            discards=tuple(self.discards),
            burned_count=len(self.burned),
            won=tuple(self.won),
            history=tuple(self.tricks),
            win=self.win,
            score=self.scores()[0],
        )

    def status(self, seat: int) -> Status:
        view = self.view(seat)
        aside = {
            "stock": Msg("solitaire_dummy", {"n": len(self.stock)}),
            WON: Msg("solitaire_won", {"n": len(self.won) // 2}),
        }
        aside["burned"] = Msg("solitaire_burned", {"n": len(self.burned)})  # its place shows
        if self.discards:
            aside["discard"] = Msg("solitaire_exchanged", {"n": len(self.discards)})
        mine = [Msg("solitaire_hand", {"n": len(self.hand)})]
        spare = view.spare_losses()
        if spare is not None:
            mine.append(spare_words(spare))
        centre = None
        if self.trump == NO_TRUMP:
            centre = Msg("solitaire_no_trump")
        elif self.trump is not None:
            centre = Msg("solitaire_trump", {"mark": MarkWord(self.trump)})
        return Status(self._prompt(), centre, (tuple(mine),), aside)

    def _prompt(self) -> Msg:
        if self.phase == EXCHANGE:
            return Msg("solitaire_prompt_exchange")
        if self.phase == TRUMP:
            return Msg("solitaire_prompt_trump")
        if self.phase == PLAY and self.lead is not None:
            if self.lead == JOKER:
                return Msg("solitaire_prompt_joker_lead")
            return Msg("solitaire_prompt_lead", {"card": PieceWord(FRENCH, self.lead)})
        return Msg("solitaire_won_game" if self.win else "solitaire_stock_out")

    def clone(self) -> SolitaireState:
        twin = self.shallow_copy()
        for name in (
            "initial_hand",
            "hand",
            "stock",
            "draws",
            "discards",
            "burned",
            "won",
            "tricks",
        ):
            setattr(twin, name, list(getattr(self, name)))
        return twin

    def sample_hidden(self, player: int, rng: random.Random) -> SolitaireState:
        """Reshuffle what the player cannot know: the stock order and the burned cards."""
        twin = self.clone()
        hidden = sorted(twin.stock + twin.burned)  # sorted: the sample depends on the view only
        shuffle(rng, hidden)
        twin.stock = hidden[: len(twin.stock)]
        twin.burned = hidden[len(twin.stock) :]
        return twin

    def pack_order(self) -> list[Card]:
        """The full stock order of this deal, top first, as the record's ``deal`` holds it."""
        dummy_so_far = [t.lead for t in self.tricks] + (
            [self.lead] if self.lead is not None else []
        )
        return self.initial_hand + self.draws + self.burned + dummy_so_far + self.stock[::-1]


FRENCH_TEXTS = frozenset(FRENCH.text(c) for c in PACK)

MESSAGES = {
    "exchange_too_many": {
        "en": "You may exchange at most {limit} cards.",
        "ja": "交換できるのは {limit} 枚までです。",
    },
    "exchange_duplicate": {
        "en": "{card} is named twice in the exchange.",
        "ja": "{card} が交換に二度指定されています。",
    },
    "bad_trump": {
        "en": "{text!r} is not a trump choice (use S, H, D, C or NT).",
        "ja": "「{text}」は切り札に指定できません（S, H, D, C, NT のいずれか）。",
    },
    "trick_won_follow": {
        "en": "{play_card} beats {lead_card}: same suit, higher rank.",
        "ja": "{play_card} が {lead_card} に勝ちました（同じマークでより強い）。",
    },
    "trick_won_trump": {
        "en": "{play_card} is a trump and beats the {lead_card} lead.",
        "ja": "{play_card} は切り札なので {lead_card} のリードに勝ちます。",
    },
    "trick_won_joker": {
        "en": "The joker beats every card.",
        "ja": "ジョーカーはどのカードにも勝ちます。",
    },
    "trick_lost_lower": {
        "en": "{play_card} is lower than {lead_card}: both cards go to your hand.",
        "ja": "{play_card} は {lead_card} より弱いので、2枚とも手札に入ります。",
    },
    "trick_lost_offsuit": {
        "en": "{play_card} is neither the led suit nor trump, so it cannot win: both cards go to your hand.",
        "ja": "{play_card} はリードのマークでも切り札でもないので勝てません。2枚とも手札に入ります。",
    },
    "trick_lost_joker_lead": {
        "en": "The dummy led the joker; nothing can beat it. Both cards go to your hand.",
        "ja": "ダミーがジョーカーをリードしたので勝てません。2枚とも手札に入ります。",
    },
    "score_solitaire": {
        "en": "Score: dummy cards left {stock} − cards in hand {hand} = {score}",
        "ja": "得点：山札の残り {stock} − 手札 {hand} = {score}",
    },
    "solitaire_dummy": {"en": "Dummy: {n}", "ja": "ダミー：{n}"},
    "solitaire_claim_holds": {
        "en": "Claim accepted: you win whatever the stock turns up next.",
        "ja": "クレーム成立：山札から次に何がめくれても、あなたの勝ちです。",
    },
    "solitaire_claim_fails": {
        "en": "Claim refused: some order of the cards you have not seen would still beat you.",
        "ja": "クレームは認められません：まだ見ていない札の出方によっては負けることがあります。",
    },
    "solitaire_trick_won": {
        "en": "Trick {n}, as it lay: the stock turned {lead}, your {card} won it.",
        "ja": "第{n}トリック（出されたとおり）：山札から {lead}、あなたの {card} が勝ちました。",
    },
    "solitaire_trick_lost": {
        "en": "Trick {n}, as it lay: the stock turned {lead}, your {card} lost it and both came back to your hand.",
        "ja": "第{n}トリック（出されたとおり）：山札から {lead}、あなたの {card} が負け、2枚とも手札に戻りました。",
    },
    "solitaire_burned": {"en": "Burned: {n}", "ja": "伏せ札：{n}"},
    "solitaire_won": {"en": "Tricks won: {n}", "ja": "勝ったトリック：{n}"},
    "solitaire_exchanged": {"en": "Exchanged: {n}", "ja": "交換：{n}"},
    "solitaire_hand": {"en": "Hand: {n}", "ja": "手札：{n}"},
    "solitaire_trump": {"en": "Trump: {mark}", "ja": "切り札：{mark}"},
    "solitaire_no_trump": {"en": "Trump: none", "ja": "切り札：なし"},
    "solitaire_out_of_reach": {
        "en": "A win is out of reach: play for the best score.",
        "ja": "もう勝つことはできません。できるだけ良い得点をめざしましょう。",
    },
    "solitaire_spare": {
        "en": "You can lose {n} more tricks and still win.",
        "ja": "あと {n} トリック負けても勝てます。",
    },
    "solitaire_spare_one": {
        "en": "You can lose one more trick and still win.",
        "ja": "あと 1 トリック負けても勝てます。",
    },
    "solitaire_spare_none": {
        "en": "You cannot lose another trick and still win.",
        "ja": "もう1トリックも負けられません。",
    },
    "solitaire_prompt_exchange": {
        "en": "Exchange: click the cards to throw away (0–10), then confirm.",
        "ja": "交換：捨てるカード（0〜10枚）をクリックして確定します。",
    },
    "solitaire_exchange_preview": {
        "en": "Each one draws two from the dummy: hand {hand}, dummy {stock} after the burn. {spare}",
        "ja": "1枚ごとに山札から2枚引きます：伏せ札のあと手札 {hand} 枚、ダミー {stock} 枚。{spare}",
    },
    "solitaire_prompt_trump": {
        "en": "Choose trump: a suit, or no trump (a trump suit never hurts you).",
        "ja": "切り札を決めます：マークか切り札なし（切り札があって損をすることはありません）。",
    },
    "solitaire_prompt_joker_lead": {
        "en": "The dummy leads the joker: play any card; the trick is lost.",
        "ja": "ダミーがジョーカーをリードしました。どのカードを出しても負けです。",
    },
    "solitaire_prompt_lead": {
        "en": "The dummy leads {card}. Play a card (click, drag, or arrows + Enter).",
        "ja": "ダミーのリードは {card}。カードを出してください（クリック、ドラッグ、矢印キー＋Enter）。",
    },
    "solitaire_won_game": {"en": "You won!", "ja": "あなたの勝ちです！"},
    "solitaire_lost_game": {"en": "You lost", "ja": "あなたの負けです"},
    "solitaire_why_won": {
        "en": "Your last card won the last trick: your hand is empty.",
        "ja": "最後のカードで最後のトリックに勝ち、手札がなくなりました。",
    },
    "solitaire_why_lost": {
        "en": "The dummy ran out of cards with {n} still in your hand.",
        "ja": "ダミーのカードが尽きたとき、手札が {n} 枚残っていました。",
    },
    "solitaire_tally": {
        "en": "Tricks: {won} won, {lost} lost · exchanged {d}",
        "ja": "トリック：勝ち {won}、負け {lost} · 交換 {d} 枚",
    },
    "solitaire_stock_out": {
        "en": "The dummy's stock ran out.",
        "ja": "ダミーの山札がなくなりました。",
    },
    "verb_exchange": {"en": "Exchange {0}", "ja": "{0} を交換"},
    "verb_exchange_": {"en": "Keep the hand (no exchange)", "ja": "交換しない"},
}


def _explain_trump(text: str) -> Msg | None:
    return Msg("bad_trump", {"text": text.partition(" ")[2]})


TRUMP_CHOICES.explain = _explain_trump


class MustFollowSolitaire(Game):
    id = "mustfollow_solitaire"
    titles = {"en": "Must-Follow Solitaire", "ja": "マストフォローソリティア"}
    player_counts = (1,)
    deals_form_match = False  # every deal stands alone: a new game is a new deal
    actions = ACTIONS
    messages = MESSAGES
    options = (
        OptionSpec(
            "scored",
            True,
            (True, False),
            {"en": "Show the score (stock − hand)", "ja": "得点を表示（山札 − 手札）"},
        ),
    )

    def start(self, request: DealRequest) -> SolitaireState:
        if request.dealer != 0:
            raise BadDeal("Must-Follow Solitaire has one seat: the dealer is seat 0")
        if request.deal is not None:
            reader = DealReader(request.deal, {"stock"})
            pack = reader.pieces("stock", len(PACK))
            reader.exact(pack, PACK, "deal.stock")
        else:
            pack = list(PACK)
            shuffle(random.Random(request.seed), pack)
        return SolitaireState(self, pack, bool(request.options["scored"]))

    def explicit_deal(self, state: State) -> dict[str, object]:
        assert isinstance(state, SolitaireState)
        return {"stock": [FRENCH.text(c) for c in state.pack_order()]}


GAME = register(MustFollowSolitaire())
