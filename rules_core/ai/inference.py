"""Inference: dealing the unseen pieces as the others' play suggests, not just as it allows.

A plain sampled world is any deal that fits what the deciding player has seen.  But the
others did not play at random: a seat that ducked a trick it could have won cheaply
probably had nothing cheap to win it with; a seat that bid high probably holds the
pieces that make bids high.  Here every earlier decision another seat took in the
player's sight is read against a model of play (the game's heuristic):

1. the position before that decision is rebuilt (the deal's first state and the actions
   taken since, which the state keeps: :meth:`State.actions_taken`);
2. worlds are dealt *from the player's view then* (``sample_hidden``, so still fair)
   and in each the model decides for the seat; a world where it took the action the
   seat really took scores 1, another scores ``MISS`` (players are not the model);
3. for every piece the seat held in those worlds, the mean score of the worlds holding
   it, over the mean of all, is how much more likely the action was with it in hand.

A world dealt now is then weighted by the product of those factors over the pieces it
gives each seat (tempered: the decisions are not independent evidence), and the search
keeps one of ``CHOICES`` dealt worlds in proportion to its weight.

Only what the player saw is read: a decision whose pieces the player did not see (a card
played face down, a packet given) is skipped, and the model decides from each world's
own view of that seat.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..clones import Sendable
from ..game import State
from ..knowledge import public_action
from .base import Policy

MISS = 0.05  # the score of a world where the model would have done otherwise
TEMPER = 1.0  # the power the factors are taken to (below 1: decisions as weaker evidence)
CHOICES = 8  # worlds dealt for each world the search keeps
LIMIT = 3.0  # no single decision moves a piece's log factor further than this


@dataclass(frozen=True)
class Beliefs(Sendable):
    """What the others' decisions say of the pieces they may hold: a log factor per seat
    and piece (0: nothing learnt), from ``decisions`` decisions read."""

    player: int
    logs: dict[int, dict[int, float]]
    decisions: int

    def log_weight(self, world: State) -> float:
        """How much likelier the others' decisions were in ``world`` than in a typical
        world, as a logarithm (tempered)."""
        total = 0.0
        for seat, table in self.logs.items():
            if table:
                hand = world.view(seat).hand
                total += sum(table.get(piece, 0.0) for piece in hand)
        return TEMPER * total


def read_beliefs(
    state: State, player: int, model: Policy, rng: random.Random, samples: int
) -> Beliefs:
    """The beliefs of ``player`` after the decisions taken so far in ``state``'s deal,
    each read in ``samples`` worlds dealt from the player's view at that moment."""
    logs: dict[int, dict[int, float]] = {}
    decisions = 0
    position = state.state_before_actions()
    kind = state.game.pieces
    for seat, text in state.actions_taken():
        legal = position.legal_action_ids()
        readable = (
            seat != player
            and position.decider(seat) != player
            and len(legal) > 1
            and position.is_decision(text)
        )
        if not readable:
            position.apply(text, seat)
            continue
        before, snapshot = position.view(player), position.clone()
        events = position.apply(text, seat)
        if public_action(text, kind, events, before, position.view(player)) != text:
            continue  # the player did not see what was done
        action = snapshot.action_id(text)
        if action in legal:
            decisions += _read(logs, snapshot, player, seat, action, model, rng, samples)
    return Beliefs(player, logs, decisions)


def _read(
    logs: dict[int, dict[int, float]],
    position: State,
    player: int,
    seat: int,
    action: int,
    model: Policy,
    rng: random.Random,
    samples: int,
) -> int:
    """Fold one decision of ``seat`` (``action`` at ``position``) into ``logs``, as
    ``player`` may read it; 1 if it told something, else 0."""
    held: dict[int, float] = {}
    count: dict[int, int] = {}
    total = 0.0
    for _ in range(samples):
        world = position.sample_hidden(player, rng)
        hand = world.view(seat).hand
        score = 1.0 if model.act(world, random.Random(rng.getrandbits(32))) == action else MISS
        total += score
        for piece in hand:
            held[piece] = held.get(piece, 0.0) + score
            count[piece] = count.get(piece, 0) + 1
    mean = total / samples
    if mean >= 1.0:
        return 0  # every world agrees with what was done: nothing to learn
    table = logs.setdefault(seat, {})
    for piece, amount in held.items():
        # One pseudo-world at the mean keeps a piece seen in few worlds near 1.
        factor = (amount + mean) / (count[piece] + 1) / mean
        step = max(-LIMIT, min(LIMIT, math.log(factor)))
        table[piece] = table.get(piece, 0.0) + step
    return 1


@dataclass(frozen=True)
class Dealer(Sendable):
    """Deals worlds for ``player`` from a private ``snapshot`` of the deal: as the view
    allows, or with ``beliefs`` the likeliest-weighted of :data:`CHOICES` (a plain value,
    so a helper process can deal a share of a search's worlds)."""

    snapshot: State
    player: int
    beliefs: Beliefs | None = None

    def __call__(self, rng: random.Random) -> State:
        if self.beliefs is None or not self.beliefs.decisions:
            return self.snapshot.sample_hidden(self.player, rng)
        worlds = [self.snapshot.sample_hidden(self.player, rng) for _ in range(CHOICES)]
        return weighted_choice(worlds, self.beliefs, rng)


def weighted_choice(worlds: list[State], beliefs: Beliefs, rng: random.Random) -> State:
    """One of ``worlds``, chosen in proportion to its weight under ``beliefs``."""
    logs = [beliefs.log_weight(world) for world in worlds]
    top = max(logs)
    weights = [math.exp(value - top) for value in logs]
    return rng.choices(worlds, weights)[0]


__all__ = ["CHOICES", "Beliefs", "Dealer", "read_beliefs", "weighted_choice"]
