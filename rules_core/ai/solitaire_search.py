"""The strong Must-Follow Solitaire player: sampled stock orders + the exact solver.

It sees only the view.  For each decision it deals the unseen cards (rest of the
stock and the burned ten) into many possible stock orders, lets the solver play
each one perfectly, and picks the choice that wins in the most of them (best
mean score breaking ties).  Exchanges are chosen from a short list: for each
trump, discard the k lowest cards outside it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import JOKER, NO_TRUMP, SUITS, Card, card_str, parse_card, rank_of, suit_of, trump_word
from ..game import Legal
from ..games.mustfollow_solitaire import (
    BURN,
    EXCHANGE,
    PLAY,
    TRUMP,
    SolitaireView,
    spare_losses_after_exchange,
)
from ..messages import Msg, add_catalogue
from ..pieces import mask_of
from ..pieces import pieces_of as cards_of
from ..view import View
from .base import Decision
from .mustfollow_solitaire import SolitaireHeuristic
from .search import Appraisal, SearchStats, WorldSampler
from .solitaire_solver import (
    TRUMPS,
    OutOfNodes,
    OutOfTime,
    PlaySolver,
    losing_card,
)

# From 8 cards on, the hand outnumbers the dummy's tricks: such exchanges cannot win.
MAX_USEFUL_EXCHANGE = max(d for d in range(11) if spare_losses_after_exchange(d) >= 0)


NODE_LIMIT = 3000  # per solve in one world: a world that needs more counts as a coin flip
MARGIN = 1e-4  # see won_with
MIN_WORLDS = 4


class SolitaireSearch:
    """Determinised search with the solver; ``worlds`` and ``seconds`` set its strength."""

    name = "search"

    def __init__(self, worlds: int = 24, seconds: float = 1.0) -> None:
        self.worlds = worlds
        self.seconds = seconds
        self.fallback = SolitaireHeuristic()
        self.last = SearchStats()  # the last decision's worlds (solves per option) and time

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        assert isinstance(view, SolitaireView)
        if view.phase == PLAY:
            return self._play(view, legal, rng)
        if view.phase == TRUMP:
            return self._trump(view, rng)
        if view.phase == EXCHANGE:
            return self._exchange(view, legal, rng)
        return self.fallback.choose(view, legal, rng)

    def _tally(
        self,
        options: Sequence[Option],
        unseen: list[Card],
        rng: random.Random,
        evaluate: Callable[[Option, list[Card], float], float],
        seconds: float,
    ) -> tuple[dict[Option, float], int]:
        """Wins of each option summed over sampled orders of the unseen cards; worlds are
        added until ``self.worlds`` or the time is up (at least :data:`MIN_WORLDS`, or as
        many as fit in twice the time)."""
        start = time.perf_counter()
        soft, hard = start + seconds, start + 2 * seconds
        wins = dict.fromkeys(options, 0.0)
        worlds = 0
        while worlds < self.worlds:
            now = time.perf_counter()
            if now > hard or (now > soft and worlds >= MIN_WORLDS):
                break
            rng.shuffle(unseen)
            try:
                found = {option: evaluate(option, unseen, hard) for option in options}
            except OutOfTime:
                break
            for option, value in found.items():
                wins[option] += value
            worlds += 1
        self.last = SearchStats(worlds, worlds * len(options), time.perf_counter() - start)
        return wins, worlds

    # -- play -----------------------------------------------------------------------------

    def _play(self, view: SolitaireView, legal: Legal, rng: random.Random) -> Decision:
        choices, evaluate = self._play_options(view)
        if len(choices) == 1:
            return self.fallback.choose(view, legal, rng)
        wins, worlds = self._tally(choices, view.unseen(), rng, evaluate, self.seconds)
        if not worlds:
            return self.fallback.choose(view, legal, rng)
        best = max(choices, key=lambda c: (wins[c], c is None, -(c or 0)))
        stats = {"wins": round(wins[best]), "worlds": worlds}
        if best is None:
            return Decision(self._losing_play(view), Msg("hint_search_lose", stats))
        return Decision("play " + card_str(best), Msg("hint_search_play", {"card": best, **stats}))

    def _play_options(self, view: SolitaireView) -> tuple[list[Option], Evaluator]:
        """The cards that can win this trick (and None: lose it), with how to value each
        in a world."""
        assert view.lead is not None and view.trump is not None
        lead, trump = view.lead, view.trump
        mask = mask_of(view.hand)
        winners, can_lose = PlaySolver([lead], trump).options(mask, 0)
        choices: list[Option] = [*cards_of(winners), *([None] if can_lose else [])]

        def evaluate(choice: Option, unseen: list[Card], deadline: float) -> float:
            assert not isinstance(choice, tuple)
            leads = [lead, *unseen[: view.stock_count]]
            child = mask & ~(1 << choice) if choice is not None else mask | 1 << lead
            if choice is not None and child == 0:
                return won_with(view.stock_count)
            if len(leads) == 1:
                return 0.0
            solver = PlaySolver(leads, trump, deadline, node_limit=NODE_LIMIT)
            return _wins(solver, child, 1)

        return choices, evaluate

    @staticmethod
    def _losing_play(view: SolitaireView) -> str:
        assert view.lead is not None and view.trump is not None
        return "play " + card_str(losing_card(set(view.hand), view.lead, view.trump))

    # -- trump ----------------------------------------------------------------------------

    def _trump(self, view: SolitaireView, rng: random.Random) -> Decision:
        wins, worlds = self._tally(
            TRUMPS, view.unseen(), rng, self._trump_evaluator(view), self.seconds * 2
        )
        best = max(TRUMPS, key=lambda t: (wins[t], t != NO_TRUMP))
        stats = {"wins": round(wins[best]), "worlds": worlds}
        return Decision(
            f"trump {trump_word(best)}", Msg("hint_search_trump", {"suit": best, **stats})
        )

    @staticmethod
    def _trump_evaluator(view: SolitaireView) -> Evaluator:
        mask = mask_of(view.hand)

        def evaluate(trump: Option, unseen: list[Card], deadline: float) -> float:
            assert isinstance(trump, int)
            leads = unseen[: view.stock_count]
            return _wins(PlaySolver(leads, trump, deadline, node_limit=NODE_LIMIT), mask, 0)

        return evaluate

    # -- exchange -------------------------------------------------------------------------

    def _exchange(self, view: SolitaireView, legal: Legal, rng: random.Random) -> Decision:
        hand = list(view.hand)
        options = exchange_shortlist(hand)
        evaluate = self._exchange_evaluator(view)
        wins, worlds = self._tally(options, view.unseen(), rng, evaluate, self.seconds * 3)
        if not worlds:
            return self.fallback.choose(view, legal, rng)
        discards, trump = max(options, key=lambda o: (wins[o], -len(o[0])))
        stats = {"wins": round(wins[(discards, trump)]), "worlds": worlds}
        if not discards:
            return Decision("exchange", Msg("hint_search_keep", stats))
        cards = tuple(c for c in hand if c in discards)
        return Decision(
            exchange_action(hand, discards), Msg("hint_search_exchange", {"cards": cards, **stats})
        )

    @staticmethod
    def _exchange_evaluator(view: SolitaireView) -> Evaluator:
        hand = list(view.hand)

        def evaluate(option: Option, unseen: list[Card], deadline: float) -> float:
            assert isinstance(option, tuple)
            discards, trump = option
            draws = unseen[: 2 * len(discards)]
            leads = unseen[2 * len(discards) + BURN :]
            kept = [c for c in hand if c not in discards] + draws
            solver = PlaySolver(leads, trump, deadline, node_limit=NODE_LIMIT)
            return _wins(solver, mask_of(kept), 0)

        return evaluate

    # -- review ---------------------------------------------------------------------------

    def appraise(
        self,
        view: View,
        legal: Legal,
        rng: random.Random,
        sample: WorldSampler,
        player: int,
        chosen: str,
        cooperative: bool,
    ) -> Appraisal | None:
        """Each choice's chance to win (perfect play afterwards, over sampled stock
        orders), with ``chosen`` among them — for the post-deal review."""
        assert isinstance(view, SolitaireView)
        if view.phase == PLAY:
            return self._appraise_play(view, rng, chosen)
        if view.phase == TRUMP:
            evaluate = self._trump_evaluator(view)
            wins, worlds = self._tally(TRUMPS, view.unseen(), rng, evaluate, self.seconds * 2)
            values = {f"trump {trump_word(t)}": wins[t] / max(worlds, 1) for t in TRUMPS}
            return Appraisal(values, chosen, "win", worlds) if worlds else None
        if view.phase == EXCHANGE:
            return self._appraise_exchange(view, rng, chosen)
        return None

    def _appraise_play(
        self, view: SolitaireView, rng: random.Random, chosen: str
    ) -> Appraisal | None:
        choices, evaluate = self._play_options(view)
        if len(choices) == 1:
            return None
        wins, worlds = self._tally(choices, view.unseen(), rng, evaluate, self.seconds)
        if not worlds:
            return None
        played = parse_card(chosen.split(" ", 1)[1])

        def action(choice: Option) -> str:  # losing the trick: the chosen card, if it lost
            if choice is not None:
                return "play " + card_str(choice)
            return chosen if played not in choices else self._losing_play(view)

        values = {action(c): wins[c] / worlds for c in choices}
        return Appraisal(values, chosen, "win", worlds)

    def _appraise_exchange(
        self, view: SolitaireView, rng: random.Random, chosen: str
    ) -> Appraisal | None:
        hand = list(view.hand)
        mine = tuple(sorted(parse_card(t) for t in chosen.split()[1:]))
        options = exchange_shortlist(hand)
        options += [(mine, t) for t in TRUMPS if (mine, t) not in options]
        evaluate = self._exchange_evaluator(view)
        wins, worlds = self._tally(options, view.unseen(), rng, evaluate, self.seconds * 3)
        if not worlds:
            return None
        values: dict[str, float] = {}
        for discards, trump in options:  # a discard is worth its best trump
            action = exchange_action(hand, discards)
            values[action] = max(values.get(action, 0.0), wins[(discards, trump)] / worlds)
        return Appraisal(values, exchange_action(hand, mine), "win", worlds)


Option = Any  # a card (or None: lose the trick), a trump, or (discards, trump)
Evaluator = Callable[[Option, list[Card], float], float]  # option, unseen order, deadline


def _wins(solver: PlaySolver, mask: int, i: int) -> float:
    """1 if perfect play wins from here in this world (plus a sliver for every stock card
    it would win with to spare, so that among choices winning equally often the one with
    more room for error is preferred), 0 if not, ½ if the world was too hard to settle
    within the node allowance."""
    try:
        value = solver.value(mask, i, -1)
    except OutOfNodes:
        return 0.5
    return won_with(value) if value >= 0 else 0.0


def won_with(spare: int) -> float:
    """The worth of a win with ``spare`` stock cards left: 1 and a sliver per card (even
    60 worlds of slivers stay below one half-settled world)."""
    return 1.0 + MARGIN * spare


def exchange_action(hand: Sequence[Card], discards: Sequence[Card]) -> str:
    """The record's action for discarding ``discards`` (in hand order)."""
    return " ".join(["exchange", *(card_str(c) for c in hand if c in discards)])


def exchange_shortlist(hand: Sequence[Card]) -> list[tuple[tuple[Card, ...], int]]:
    """(discards, trump) pairs worth testing: for each trump, the k lowest cards outside
    the trump suit (never the joker), k = 0…7."""
    options: list[tuple[tuple[Card, ...], int]] = []
    for trump in (*SUITS, NO_TRUMP):
        spare = sorted(
            (c for c in hand if c != JOKER and suit_of(c) != trump), key=lambda c: (rank_of(c), c)
        )
        for count in range(min(len(spare), MAX_USEFUL_EXCHANGE) + 1):
            option = (tuple(sorted(spare[:count])), trump)
            if option not in options:
                options.append(option)
    return options


__all__ = ["SolitaireSearch", "exchange_action", "exchange_shortlist"]

add_catalogue(
    {
        "hint_search_play": {
            "en": "Play {card}: with perfect play afterwards it wins in {wins} of {worlds} possible orders of the unseen cards.",
            "ja": "{card} を出しましょう。見えていないカードの並びを {worlds} 通り試すと、その後を最善に進めて {wins} 通りで勝てます。",
        },
        "hint_search_lose": {
            "en": "Let this trick go: keeping your winners wins in {wins} of {worlds} possible orders of the unseen cards.",
            "ja": "このトリックは負けておきましょう。勝てるカードを残すと、見えていないカードの並び {worlds} 通り中 {wins} 通りで勝てます。",
        },
        "hint_search_trump": {
            "en": "Choose {suit} as trump: it wins in {wins} of {worlds} possible orders of the stock.",
            "ja": "{suit}を切り札にしましょう。山札の並びを {worlds} 通り試すと {wins} 通りで勝てます。",
        },
        "hint_search_exchange": {
            "en": "Exchange {cards}: of the exchanges tried, this one wins in the most possible orders of the stock ({wins} of {worlds}).",
            "ja": "{cards} を交換しましょう。試した交換のうち、山札の並び {worlds} 通り中 {wins} 通りで勝てる最善の交換です。",
        },
        "hint_search_keep": {
            "en": "Keep your hand: no exchange tried does better ({wins} wins in {worlds} possible orders of the stock).",
            "ja": "交換しないでおきましょう。試したどの交換もこれ以上にはなりません（山札の並び {worlds} 通り中 {wins} 通りで勝ち）。",
        },
    }
)
