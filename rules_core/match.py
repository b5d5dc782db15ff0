"""The match layer: deals in sequence, dealer rotation, running totals, end of match.

A :class:`Match` is game-agnostic: the game decides who deals next
(``Game.next_dealer``) and when the match is over (``Game.match_over``).  Each
finished deal is kept as a record, so a whole match can be saved and replayed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .game import State
from .outcome import Outcome, outcome_of
from .record import Record, record_of
from .registry import get_game
from .result import DealResult
from .view import DealStory


@dataclass
class DealSummary:
    number: int  # the deal number (seed) a player can type in to play it again
    dealer: int
    scores: list[int]
    result: DealResult
    record: Record
    points: list[int] = field(default_factory=list)  # what it added to the match totals
    # The deal told for the score sheet (declarer, contract, calls), in the game's words.
    story: DealStory = field(default_factory=DealStory)


@dataclass
class Match:
    game_id: str
    variant: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    dealer: int = 0
    deals: list[DealSummary] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    carry: dict[str, Any] = field(default_factory=dict)  # the game's next_context
    deals_before: int = 0  # completed deals of a match resumed from a saved deal
    # Their totals: a saved deal carries the match's totals so far, not its earlier deals.
    totals_before: list[int] = field(default_factory=list)
    players: int = 0  # seats at the table (known once a deal is booked)

    @classmethod
    def resumed(
        cls,
        game_id: str,
        options: dict[str, Any],
        dealer: int,
        context: Mapping[str, Any],
        variant: str | None = None,
    ) -> Match:
        """The match a saved deal belongs to, rebuilt from that deal's context (totals so
        far, completed deals, what the game carries between deals)."""
        carry = {k: v for k, v in context.items() if k not in ("scores_before", "deals_before")}
        totals = context.get("scores_before", [])
        before = context.get("deals_before", 0)
        so_far = [int(t) for t in totals] if isinstance(totals, list) else []
        return cls(
            game_id,
            variant=variant,
            options=dict(options),
            dealer=dealer,
            totals=so_far,
            carry=carry,
            deals_before=before if isinstance(before, int) and before >= 0 else 0,
            totals_before=list(so_far),
        )

    def start_deal(
        self, number: int | None = None, rng: random.Random | None = None
    ) -> tuple[int, State]:
        """Start the next deal; ``number`` reproduces a deal, None draws a fresh one."""
        if number is None:
            number = (rng or random.Random()).randrange(1, 1_000_000_000)
        game = get_game(self.game_id)
        state = game.new_deal(
            variant=self.variant,
            options=self.options,
            seed=number,
            dealer=self.dealer,
            context=self.context(),
        )
        return number, state

    def context(self) -> dict[str, Any]:
        context = dict(self.carry)
        if self.totals:
            context["scores_before"] = list(self.totals)
        if self.deals_completed:
            context["deals_before"] = self.deals_completed
        return context

    def finish_deal(self, number: int, state: State, actions: list[tuple[int, str]]) -> DealSummary:
        """Book a finished deal: totals, the record, and the next dealer."""
        if not state.is_terminal:
            raise ValueError("only a finished deal can be booked")
        context = self.context()  # as the deal was started
        scores, points = state.scores(), state.match_points()
        if not self.totals:
            self.totals = [0] * len(points)
        self.totals = [t + s for t, s in zip(self.totals, points, strict=True)]
        record = record_of(
            state,
            actions,
            seed=number,
            variant=self.variant,
            options=dict(self.options),
            dealer=self.dealer,
            context=context,
        )
        summary = DealSummary(
            number, self.dealer, scores, state.result(), record, points, state.deal_story()
        )
        self.deals.append(summary)
        self.players = state.num_players
        game = get_game(self.game_id)
        self.dealer = game.next_dealer(self.dealer, state)
        self.carry = game.next_context(state)
        return summary

    def withdraw_last_deal(self) -> DealSummary | None:
        """Take back the last booked deal (it was undone after it ended): the totals, the
        dealer and what the game carries go back to how they stood before it."""
        if not self.deals:
            return None
        summary = self.deals.pop()
        before = dict(summary.record.context)
        self.totals = list(before.pop("scores_before", []))
        before.pop("deals_before", None)
        self.carry = before
        self.dealer = summary.dealer
        return summary

    @property
    def is_over(self) -> bool:
        game = get_game(self.game_id)
        return game.match_over(self.totals, self.deals_completed, self.options)

    @property
    def deals_completed(self) -> int:
        """Deals that count toward the match: a void deal (result ``redeal``) does not."""
        return self.deals_before + sum(1 for deal in self.deals if not deal.result.get("redeal"))

    def outcome(self, seat: int) -> Outcome | None:
        """What the match is for ``seat`` by its running totals (None before any deal
        counted): its side's place, won when ahead (see :mod:`rules_core.outcome`)."""
        if not self.totals:
            return None
        game = get_game(self.game_id)
        players = self.players or (
            game.new_deal(variant=self.variant, options=self.options, seed=0).num_players
        )
        return outcome_of(game.teams(players), game.team_scores, seat, self.totals, self.totals)

    def statistics(self) -> Mapping[str, Any]:
        """Deals played, wins (for games with a ``win`` result) and totals."""
        wins = sum(1 for d in self.deals if d.result.get("win") is True)
        return {"deals": len(self.deals), "wins": wins, "totals": list(self.totals)}
