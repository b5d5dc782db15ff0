"""The strong Must-Follow Solitaire player: orders of the unseen cards + the exact solver.

It sees only the view.  For each decision it deals the unseen cards (rest of the
stock and the burned ten) into orders of the stock, lets the solver play each one
perfectly after every choice, and plays for a win first, then for the score:

- *win*: the choice that wins in the most orders (the stock cards a win leaves over,
  summed, breaking ties) — while some choice wins in some order;
- *score*: once no choice wins in any order tried — or a win is out of reach whatever
  the order, which the counts prove — the choice with the best mean final score.

Where the cards still to come can fall in few enough ways (the last card or two of the
stock), every way is tried once, so the counts are exact; otherwise the orders are
random.  The orders depend on the position only, not on the caller's random numbers,
and a decision stops on a count of solver nodes rather than the clock, so the same
question always gets the same answer: a hint asked twice repeats itself, and the
review, which values the choices the same way, agrees with it.

Exchanges are chosen from a short list: for each trump, discard the k lowest cards
outside it.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ....cards import (
    JOKER,
    JOKER_BIT,
    NO_TRUMP,
    SUITS,
    Card,
    card_str,
    parse_card,
    rank_of,
    suit_of,
    trump_word,
)
from ....game import Legal
from ....games.mustfollow_solitaire import (
    BURN,
    EXCHANGE,
    PLAY,
    TRUMP,
    SolitaireView,
    spare_losses,
    spare_losses_after_exchange,
    wins_trick,
)
from ....messages import Msg, add_catalogue
from ....pieces import mask_of
from ....pieces import pieces_of as cards_of
from ....view import View
from ...base import Bot, Decision
from ...levels import LONGEST_DECISION
from ...search import Appraisal, SearchStats, WorldSampler
from ...solving import OutOfTime
from .solver import (
    TRUMPS,
    OutOfNodes,
    PlaySolver,
    losing_card,
)

# From 8 cards on, the hand outnumbers the dummy's tricks: such exchanges cannot win.
MAX_USEFUL_EXCHANGE = max(d for d in range(11) if spare_losses_after_exchange(d) >= 0)

NODE_LIMIT = 3000  # per solve in one world: a world that needs more is left unsettled
MIN_WORLDS = 4
# A decision's work is counted in solver nodes (a solve's setup counts as a few), so it
# stops at the same point on every machine: this many per second of the level's time
# (about that time on a middling machine).  The clock stops it only past HARD_FACTOR
# times its time (a very slow machine).
NODES_PER_SECOND = 150_000
SOLVE_COST = 40  # nodes a solve's setup is worth
HARD_FACTOR = 3

WIN, SCORE = "win", "score"

Option = Any  # a card (or None: lose the trick), a trump, or (discards, trump)
SolverFor = Callable[[Sequence[Card], int], PlaySolver]
# Where an option leads in one order of the unseen cards: the solver of that order's
# leads, the hand and the trick — or the final score, when the deal ends at once.
Where = tuple[PlaySolver, int, int] | int
Start = Callable[[Option, Sequence[Card], SolverFor], Where]


@dataclass
class Tally:
    """What each option did over the orders tried.

    ``mode`` is what the decision plays for (see the module's docstring).  In *win* mode
    ``wins`` counts the orders won (``open``: those too long to settle, which count as
    half a win), ``spare`` the stock cards those wins leave; in *score* mode ``score``
    sums the final scores (``open``: the orders whose score is a rule-of-thumb line's,
    a lower bound).  ``exact``: the orders were every way the cards to come can fall,
    each once (``ahead`` of them matter)."""

    options: list[Option]
    mode: str
    ahead: int
    orders: list[Sequence[Card]] = field(default_factory=list)
    exact: bool = False
    wins: dict[Option, int] = field(default_factory=dict)
    spare: dict[Option, int] = field(default_factory=dict)
    score: dict[Option, int] = field(default_factory=dict)
    open: dict[Option, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for table in (self.wins, self.spare, self.score, self.open):
            for option in self.options:
                table.setdefault(option, 0)

    @property
    def worlds(self) -> int:
        return len(self.orders)

    def won_somewhere(self) -> bool:
        return any(self.wins[o] or self.open[o] for o in self.options)

    def key(self, option: Option) -> tuple[float, int]:
        """What the choice is ranked by: wins first, then the score."""
        if self.mode == WIN:
            return (self.wins[option] + self.open[option] / 2, self.spare[option])
        return (self.score[option], 0)

    def value(self, option: Option) -> float:
        """In the review's units: the chance of winning, or the mean score (points)."""
        if not self.worlds:
            return 0.0
        return self.key(option)[0] / self.worlds

    @property
    def unit(self) -> str:
        return "win" if self.mode == WIN else "points"

    def best(self, prefer: Callable[[Option], Any]) -> Option:
        """The option with the best key; ``prefer`` breaks exact ties."""
        return max(self.options, key=lambda o: (self.key(o), prefer(o)))


class SolitaireSearch:
    """Orders of the unseen cards with the solver; ``worlds`` and ``seconds`` set its
    strength (exchange and trump decisions take three and two times the time, within
    :data:`~rules_core.ai.levels.LONGEST_DECISION`);
    ``fallback`` decides where the search has nothing to weigh (the game's heuristic)."""

    name = "search"

    def __init__(self, fallback: Bot, worlds: int = 24, seconds: float = 1.0) -> None:
        self.worlds = worlds
        self.seconds = seconds
        self.fallback = fallback
        self.last = SearchStats()  # the last decision's worlds (solves per option) and time

    def _longer(self, times: int) -> float:
        """The time of a decision that may take ``times`` a play's, within the longest any
        level's decision may take."""
        return min(self.seconds * times, LONGEST_DECISION)

    def choose(self, view: View, legal: Legal, rng: random.Random) -> Decision:
        """``rng`` is not used: the orders tried depend on the position alone."""
        assert isinstance(view, SolitaireView)
        if view.phase == PLAY:
            return self._play(view, legal, rng)
        if view.phase == TRUMP:
            return self._trump(view, legal, rng)
        if view.phase == EXCHANGE:
            return self._exchange(view, legal, rng)
        return self.fallback.choose(view, legal, rng)

    # -- the orders and the tally -----------------------------------------------------------

    def _orders(self, view: SolitaireView, ahead: int) -> tuple[Iterator[Sequence[Card]], int]:
        """Orders of the unseen cards, of which the first ``ahead`` matter: every way they
        can fall, in a random sequence, when there are no more ways than the world budget
        (and how many ways there are); else random orders (and 0)."""
        rng = position_rng(view)
        unseen = view.unseen()
        ways = math.perm(len(unseen), ahead)
        if ways <= self.worlds:
            every: list[Sequence[Card]] = list(itertools.permutations(unseen, ahead))
            rng.shuffle(every)  # any first part of them is a fair sample
            return iter(every), ways

        def shuffled() -> Iterator[Sequence[Card]]:
            while True:
                rng.shuffle(unseen)
                yield tuple(unseen)

        return shuffled(), 0

    def _tally(
        self,
        options: Sequence[Option],
        orders: Iterator[Sequence[Card]],
        ways: int,
        start: Start,
        mode: str,
        ahead: int,
        seconds: float,
        budget: bool = True,
    ) -> Tally:
        """Each option solved in one order after another, until the world budget or the
        work allowance is used up (at least :data:`MIN_WORLDS`); ``budget`` False: every
        order given."""
        began = time.perf_counter()
        hard = began + HARD_FACTOR * seconds
        allowance = NODES_PER_SECOND * seconds
        tally = Tally(list(options), mode, ahead)
        work = 0
        for order in orders:
            if budget and tally.worlds >= self.worlds:
                break
            if budget and tally.worlds >= MIN_WORLDS and work >= allowance:
                break
            if time.perf_counter() > hard:
                break
            solver_for = _WorldSolvers(hard)
            try:
                found = {o: _outcome(start(o, order, solver_for), mode) for o in options}
            except OutOfTime:
                break
            work += sum(nodes for _, _, nodes in found.values()) + SOLVE_COST * len(options)
            for option, (settled, value, _) in found.items():
                if not settled:
                    tally.open[option] += 1
                    tally.score[option] += value
                elif mode == SCORE:
                    tally.score[option] += value
                elif value >= 0:
                    tally.wins[option] += 1
                    tally.spare[option] += value
            tally.orders.append(order)
        tally.exact = bool(ways) and tally.worlds == ways
        self.last = SearchStats(
            tally.worlds, tally.worlds * len(options), time.perf_counter() - began
        )
        return tally

    def _decide(
        self,
        view: SolitaireView,
        options: Sequence[Option],
        start: Start,
        ahead: int,
        seconds: float,
        lost: bool,
    ) -> Tally:
        """The tally a decision rests on: for the win while some option wins somewhere,
        else for the score over the same orders (``lost``: a win is out of reach in every
        order, so only the score is asked)."""
        orders, ways = self._orders(view, ahead)
        if not lost:
            tally = self._tally(options, orders, ways, start, WIN, ahead, seconds)
            if tally.won_somewhere() or not tally.worlds:
                return tally
            tried = tally.orders
            orders, ways = iter(tried), (ways if tally.exact else 0)
        return self._tally(options, orders, ways, start, SCORE, ahead, seconds)

    def _extend(self, tally: Tally, extra: Sequence[Option], start: Start, seconds: float) -> None:
        """Add ``extra`` options to ``tally``, solved in the same orders."""
        more = self._tally(
            extra, iter(tally.orders), 0, start, tally.mode, tally.ahead, seconds, budget=False
        )
        tally.options += [o for o in extra if o not in tally.options]
        for table, extra_table in (
            (tally.wins, more.wins),
            (tally.spare, more.spare),
            (tally.score, more.score),
            (tally.open, more.open),
        ):
            table.update(extra_table)

    # -- play -----------------------------------------------------------------------------

    def _play(self, view: SolitaireView, legal: Legal, rng: random.Random) -> Decision:
        found = self._play_tally(view)
        if found is None:
            return self.fallback.choose(view, legal, rng)
        tally, lost = found
        best = tally.best(_play_preference)
        words = outcome_words(tally, best, lost)
        if best is None:
            return Decision(self._losing_play(view), Msg("hint_search_lose", {"result": words}))
        return Decision("play " + card_str(best), words)

    def _play_tally(
        self, view: SolitaireView, also: Card | None = None
    ) -> tuple[Tally, bool] | None:
        """The tally of this trick's choices (None: one choice, or no order tried), and
        whether a win is out of reach whatever the order (``also``: a winning card to weigh
        besides them, for the review)."""
        choices, start = self._play_options(view)
        if also is not None and also not in choices:
            choices.insert(-1 if None in choices else len(choices), also)
        if len(choices) == 1:
            return None
        spare = view.spare_losses()
        lost = spare is not None and spare < 0
        tally = self._decide(view, choices, start, view.stock_count, self.seconds, lost)
        return (tally, lost) if tally.worlds else None

    def _play_options(self, view: SolitaireView) -> tuple[list[Option], Start]:
        """The choices worth weighing — the lowest card that wins this trick (the joker
        when nothing else does), and None: lose it —, with where each leads in an order of
        the unseen cards.  A higher winner is never better than the lowest: the winners
        are of one suit (the led suit, or trumps), and a hand that keeps the higher card
        (or the joker, which wins any trick) can do all the other hand could.  Weighing
        them anyway only let the solves the node limit cuts short (a stronger hand has
        more lines to look at) tip the count the wrong way."""
        assert view.lead is not None and view.trump is not None
        lead, trump = view.lead, view.trump
        mask = mask_of(view.hand)
        winners, can_lose = PlaySolver([lead], trump).options(mask, 0)
        plain = winners & ~JOKER_BIT
        winners = plain & -plain if plain else winners  # the lowest plain winner
        choices: list[Option] = [*cards_of(winners), *([None] if can_lose else [])]

        def start(
            choice: Option, order: Sequence[Card], solver_for: SolverFor
        ) -> tuple[PlaySolver, int, int] | int:
            child = mask & ~(1 << choice) if choice is not None else mask | 1 << lead
            if child == 0:
                return view.stock_count  # the hand is empty: a win
            if not view.stock_count:
                return -child.bit_count()  # the stock is empty: the cards left
            return solver_for([lead, *order[: view.stock_count]], trump), child, 1

        return choices, start

    @staticmethod
    def _losing_play(view: SolitaireView) -> str:
        assert view.lead is not None and view.trump is not None
        return "play " + card_str(losing_card(set(view.hand), view.lead, view.trump))

    # -- trump ----------------------------------------------------------------------------

    def _trump(self, view: SolitaireView, legal: Legal, rng: random.Random) -> Decision:
        tally, lost = self._trump_tally(view)
        if not tally.worlds:  # no order settled in time
            return self.fallback.choose(view, legal, rng)
        best = tally.best(_trump_preference)
        words = outcome_words(tally, best, lost)
        return Decision(f"trump {trump_word(best)}", Msg("hint_search_trump", {"result": words}))

    def _trump_tally(self, view: SolitaireView) -> tuple[Tally, bool]:
        mask = mask_of(view.hand)
        stock = view.stock_count

        def start(
            trump: Option, order: Sequence[Card], solver_for: SolverFor
        ) -> tuple[PlaySolver, int, int]:
            return solver_for(order[:stock], trump), mask, 0

        lost = spare_losses(len(view.hand), stock) < 0
        return self._decide(view, TRUMPS, start, stock, self._longer(2), lost), lost

    # -- exchange -------------------------------------------------------------------------

    def _exchange(self, view: SolitaireView, legal: Legal, rng: random.Random) -> Decision:
        hand = list(view.hand)
        tally = self._exchange_tally(view)
        if not tally.worlds:
            return self.fallback.choose(view, legal, rng)
        best = tally.best(_exchange_preference)
        words = outcome_words(tally, best, False)
        discards = best[0]
        if not discards:
            return Decision("exchange", Msg("hint_search_keep", {"result": words}))
        return Decision(
            exchange_action(hand, discards), Msg("hint_search_exchange", {"result": words})
        )

    def _exchange_tally(self, view: SolitaireView) -> Tally:
        options = exchange_shortlist(list(view.hand))
        ahead = len(view.unseen())
        return self._decide(
            view, options, self._exchange_start(view), ahead, self._longer(3), False
        )

    @staticmethod
    def _exchange_start(view: SolitaireView) -> Start:
        hand = list(view.hand)

        def start(
            option: Option, order: Sequence[Card], solver_for: SolverFor
        ) -> tuple[PlaySolver, int, int]:
            discards, trump = option
            draws = order[: 2 * len(discards)]
            leads = order[2 * len(discards) + BURN :]
            kept = [c for c in hand if c not in discards] + list(draws)
            return solver_for(leads, trump), mask_of(kept), 0

        return start

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
        """Each choice's value as the hint weighs it — the same orders, the same
        measure: the chance to win, or the mean score (points) once no choice wins in any
        order tried —, with ``chosen`` among them, for the post-deal review.  The hint's
        own choice comes first, so where choices tie it is the one named best."""
        assert isinstance(view, SolitaireView)
        if view.phase == PLAY:
            return self._appraise_play(view, chosen)
        if view.phase == TRUMP:
            tally, _ = self._trump_tally(view)
            if not tally.worlds:
                return None
            first = tally.best(_trump_preference)
            ranked = [first, *(t for t in TRUMPS if t != first)]
            values = {f"trump {trump_word(t)}": tally.value(t) for t in ranked}
            return Appraisal(values, chosen, tally.unit, tally.worlds)
        if view.phase == EXCHANGE:
            return self._appraise_exchange(view, chosen)
        return None

    def _appraise_play(self, view: SolitaireView, chosen: str) -> Appraisal | None:
        played = parse_card(chosen.split(" ", 1)[1])
        assert view.lead is not None and view.trump is not None
        winners = [c for c in view.hand if wins_trick(view.lead, c, view.trump)]
        choices, _ = self._play_options(view)
        # The chosen card among the choices weighed; a choice weighed alone (the lowest
        # winner, no card losing) is weighed against the highest winner.
        also = None
        if played in winners and played not in choices:
            also = played
        elif len(choices) == 1 and len(winners) > 1:
            also = max((c for c in winners if c != choices[0]), key=rank_of)
        found = self._play_tally(view, also=also)
        if found is None:
            return None
        tally, _ = found

        def action(choice: Option) -> str:  # losing the trick: the chosen card, if it lost
            if choice is not None:
                return "play " + card_str(choice)
            return chosen if played not in tally.options else self._losing_play(view)

        # A higher winner is never better than the lowest (see _play_options): where the
        # solves cut short say otherwise, it is valued as the lowest at the most.
        lowest = choices[0] if choices[0] is not None else None
        weighed = [c for c in tally.options if c in choices]
        first = max(weighed, key=lambda o: (tally.key(o), _play_preference(o)))
        ranked = [first, *(c for c in tally.options if c != first)]
        values: dict[str, float] = {}
        for choice in ranked:
            value = tally.value(choice)
            if choice not in choices and lowest is not None:
                value = min(value, tally.value(lowest))
            values[action(choice)] = value
        return Appraisal(values, chosen, tally.unit, tally.worlds)

    def _appraise_exchange(self, view: SolitaireView, chosen: str) -> Appraisal | None:
        hand = list(view.hand)
        mine = tuple(sorted(parse_card(t) for t in chosen.split()[1:]))
        tally = self._exchange_tally(view)
        if not tally.worlds:
            return None
        extra = [(mine, t) for t in TRUMPS if (mine, t) not in tally.options]
        if extra:
            self._extend(tally, extra, self._exchange_start(view), self._longer(3))
        first = tally.best(_exchange_preference)
        ranked = [first, *(o for o in tally.options if o != first)]
        values: dict[str, float] = {}
        for discards, trump in ranked:  # a discard is worth its best trump
            action = exchange_action(hand, discards)
            values[action] = max(values.get(action, -math.inf), tally.value((discards, trump)))
        return Appraisal(values, exchange_action(hand, mine), tally.unit, tally.worlds)


class _WorldSolvers:
    """The solvers of one order of the unseen cards, one per leads and trump: the
    options that meet the same leads share one table."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.solvers: dict[tuple[int, int], PlaySolver] = {}

    def __call__(self, leads: Sequence[Card], trump: int) -> PlaySolver:
        key = (len(leads), trump)  # the leads are the end of one order: their count names them
        if key not in self.solvers:
            self.solvers[key] = PlaySolver(leads, trump, self.deadline, node_limit=NODE_LIMIT)
        return self.solvers[key]


def _outcome(where: Where, mode: str) -> tuple[bool, int, int]:
    """(settled, value, nodes searched) of one option in one order.  Win mode: the stock
    cards a win leaves (−1: no win); score mode: the best final score, or a rule-of-thumb
    line's score when the solve is too long (unsettled)."""
    if isinstance(where, int):
        return True, where if mode == SCORE or where >= 0 else -1, 0
    solver, mask, i = where
    solver.nodes = 0  # each solve has its own allowance
    if mode == WIN:
        try:
            value = solver.value(mask, i, -1)
        except OutOfNodes:
            return False, 0, solver.nodes
        return True, value if value >= 0 else -1, solver.nodes
    floor = greedy_score(solver, mask, i)
    try:
        value = solver.value(mask, i, floor - 1)  # best play can only do better than floor
    except OutOfNodes:
        return False, floor, solver.nodes
    return True, value, solver.nodes


def greedy_score(solver: PlaySolver, mask: int, i: int) -> int:
    """The final score of the rule of thumb (win with the cheapest winning card, the
    joker last; else lose) from ``mask`` before trick ``i``: a score best play reaches."""
    leads = solver.leads
    while i < len(leads):
        winners, _ = solver.options(mask, i)
        if winners:
            mask &= ~(winners & -winners)  # the lowest bit: the cheapest winner
            if not mask:
                return len(leads) - i - 1
        else:
            mask |= 1 << leads[i]
        i += 1
    return -mask.bit_count()


def _play_preference(choice: Option) -> tuple[bool, int]:
    """Among equal choices: lose the trick (keep every card), else the lowest card."""
    return choice is None, -(choice or 0)


def _trump_preference(trump: Option) -> bool:
    return bool(trump != NO_TRUMP)


def _exchange_preference(option: Option) -> int:
    return -len(option[0])  # fewer cards exchanged


def position_rng(view: SolitaireView) -> random.Random:
    """Random numbers fixed by the position (what is in hand, gone and to come), so the
    same position is always weighed over the same orders of the unseen cards."""
    parts = (
        view.phase,
        sorted(view.hand),
        sorted(view.discards),
        sorted(view.won),
        view.lead,
        view.stock_count,
        view.trump,
    )
    return random.Random(repr(parts))


def score_text(total: int, worlds: int) -> str:
    """A mean score as the game writes scores: signed, one decimal unless whole."""
    mean = total / worlds
    if mean == int(mean):
        return f"{int(mean):+d}"
    return f"{mean:+.1f}"


def outcome_words(tally: Tally, option: Option, lost: bool) -> Msg:
    """What ``option`` does over the orders tried, as a clause in the deciding seat's own
    voice: its wins, or (playing for the score) why and the score."""
    worlds, ahead = tally.worlds, tally.ahead
    params: dict[str, object] = {"worlds": worlds, "n": ahead}
    if tally.mode == WIN:
        params["wins"] = tally.wins[option]
        unsettled = tally.open[option]
        params["open"] = Msg("solo_open", {"n": unsettled, "worlds": worlds}) if unsettled else ""
        return Msg("hint_solo_exact" if tally.exact else "hint_search_play", params)
    score = score_text(tally.score[option], worlds)
    rough = tally.open[option]
    params["score"] = Msg("solo_about", {"score": score}) if rough else score
    if tally.exact and ahead == 0:  # the last trick: nothing is left to come
        return Msg("hint_solo_score_last", params)
    if lost:
        return Msg("hint_solo_score_exact" if tally.exact else "hint_solo_score", params)
    return Msg("hint_solo_none_exact" if tally.exact else "hint_solo_none", params)


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


__all__ = [
    "SolitaireSearch",
    "Tally",
    "exchange_action",
    "exchange_shortlist",
    "greedy_score",
    "outcome_words",
    "position_rng",
]

# The reasons are clauses in the deciding seat's voice (the table shows the action first).
# "orders of the unseen cards": random deals of what the player has not seen into the
# stock; "ways the dummy's last cards may come": every one of them, each once.
add_catalogue(
    {
        "hint_search_play": {
            "en": "with best play from here {I} win in {wins} of {worlds} random "
            "{worlds|order|orders} of the unseen cards{open}.",
            "ja": "見えていないカードの並びを無作為に {worlds} 通り試すと、この後を最善に進めて "
            "{wins} 通りで勝てます{open}。",
        },
        "hint_solo_exact": {
            "en": "with best play from here {I} win in {wins} of the {worlds} ways the dummy's "
            "last {n} cards may come{open}.",
            "en_one": "with best play from here {I} win with {wins} of the {worlds} cards "
            "the dummy's last card may be{open}.",
            "ja": "ダミーの残り {n} 枚の出方 {worlds} 通りのうち、この後を最善に進めて "
            "{wins} 通りで勝てます{open}。",
        },
        "solo_open": {
            "en": " ({n} of the {worlds} {n|was|were} too long to work out)",
            "ja": "（{worlds} 通りのうち {n} 通りは読み切れませんでした）",
        },
        "solo_about": {"en": "about {score}", "ja": "約 {score}"},
        "hint_search_lose": {
            "en": "losing this trick keeps {my} winning cards for later; {result}",
            "ja": "このトリックは負けて、勝てるカードを後に残します。{result}",
        },
        "hint_solo_score_last": {
            "en": "{I} can no longer win, and it leaves the best score there is: {score}.",
            "ja": "もう勝てません。これで得点がいちばん良くなります（{score}）。",
        },
        "hint_solo_score_exact": {
            "en": "{I} can no longer win; averaged over the {worlds} ways the dummy's last "
            "{n} cards may come, it gives the best score: {score}.",
            "en_one": "{I} can no longer win; averaged over the {worlds} cards the dummy's "
            "last card may be, it gives the best score: {score}.",
            "ja": "もう勝てません。ダミーの残り {n} 枚の出方 {worlds} 通りで平均すると、"
            "これで得点がいちばん良くなります（{score}）。",
        },
        "hint_solo_score": {
            "en": "{I} can no longer win; averaged over {worlds} random "
            "{worlds|order|orders} of the unseen cards, it gives the best score: {score}.",
            "ja": "もう勝てません。見えていないカードの並びを無作為に {worlds} 通り試して平均すると、"
            "これで得点がいちばん良くなります（{score}）。",
        },
        "hint_solo_none_exact": {
            "en": "none of the {worlds} ways the dummy's last {n} cards may come lets {me} "
            "win; averaged over them, it gives the best score: {score}.",
            "en_one": "none of the {worlds} cards the dummy's last card may be lets {me} "
            "win; averaged over them, it gives the best score: {score}.",
            "ja": "ダミーの残り {n} 枚の出方 {worlds} 通りのどれでも勝てません。平均すると、"
            "これで得点がいちばん良くなります（{score}）。",
        },
        "hint_solo_none": {
            "en": "none of {worlds} random {worlds|order|orders} of the unseen cards lets {me} "
            "win; averaged over them, it gives the best score: {score}.",
            "ja": "見えていないカードの並びを無作為に {worlds} 通り試しても勝てる並びはありません。"
            "平均すると、これで得点がいちばん良くなります（{score}）。",
        },
        "hint_search_trump": {
            "en": "no other choice of trump does better; {result}",
            "ja": "ほかの切り札を選んでもこれより良くはなりません。{result}",
        },
        "hint_search_exchange": {
            "en": "no other exchange tried does better; {result}",
            "ja": "試したほかの交換でこれより良くなるものはありません。{result}",
        },
        "hint_search_keep": {
            "en": "no exchange tried does better; {result}",
            "ja": "試したどの交換もこれより良くなりません。{result}",
        },
    }
)
