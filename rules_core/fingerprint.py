"""A fingerprint of every game's behaviour, to show that two builds of the core (pure
Python and compiled) or two versions of a hot path play exactly alike.

    python -m rules_core.fingerprint [--game ID] [--deals N] [--json]

For each game (and variant) it plays ``deals`` seeded deals and hashes what they showed:
the legal actions at every step through both doors (ids and texts), the events' kinds and
pieces, every seat's view at the end, the scores, the result and the record; the heuristic
bot's and the search's decisions for a fixed seed and a fixed count of worlds (no clock);
and sampled worlds.  Equal digests mean equal behaviour on all of it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys

from .ai import heuristic_bot
from .ai.search import DeterminizedSearch, decide
from .game import Game
from .record import Record
from .registry import game_ids, get_game


class Digest:
    """A running hash of lines of text."""

    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def add(self, *parts: object) -> None:
        self._hash.update(repr(parts).encode("utf-8", "surrogatepass"))
        self._hash.update(b"\n")

    def hexdigest(self) -> str:
        return self._hash.hexdigest()[:16]


def _random_deal(game: Game, variant: str | None, seed: int, digest: Digest) -> None:
    """A random deal through the string door and, step by step beside it, the fast door."""
    state = game.new_deal(seed=seed, variant=variant)
    twin = state.clone()
    rng = random.Random(seed)
    record = Record(game.id, seed=seed, variant=variant)
    while not state.is_terminal:
        texts = state.legal_actions()
        ids = list(twin.legal_action_ids())
        digest.add(state.current_player, texts, ids)
        action = rng.choice(texts)
        record.actions.append((state.current_player, action))
        events = state.apply(action)
        twin.apply_id(twin.action_id(action))
        digest.add(action, [(type(e).__name__, getattr(e, "cards", None)) for e in events])
    digest.add(state.scores(), twin.scores(), state.result().as_json())
    digest.add(record.dumps())
    for seat in range(state.num_players):
        digest.add(repr(state.view(seat)))


def _bot_deal(game: Game, variant: str | None, seed: int, digest: Digest) -> None:
    """A deal of the heuristic bot at every seat; at every third real choice, the generic
    search's choice and values over 3 worlds, and a sampled world's hands."""
    state = game.new_deal(seed=seed, variant=variant)
    bot = heuristic_bot(game.id)
    search = DeterminizedSearch(bot, worlds=3, seconds=1e9)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        if len(legal) > 1 and step % 3 == 0:
            found = decide(search, state, random.Random(step))
            digest.add("search", found.action, search.last.worlds, search.last.rollouts)
            world = state.sample_hidden(state.decider(state.current_player), random.Random(step))
            digest.add("world", [world.view(s).hand for s in range(world.num_players)])
        decision = decide(bot, state, rng)
        digest.add(step, decision.action)
        state.apply(decision.action)
        step += 1
    digest.add(state.scores(), state.result().as_json())


def fingerprint(game_id: str, deals: int) -> dict[str, str]:
    """Digests of ``game_id``'s random deals and bot deals, per variant."""
    game = get_game(game_id)
    found: dict[str, str] = {}
    for variant in game.variants or (None,):
        name = f"{game_id}/{variant}" if variant else game_id
        random_digest, bot_digest = Digest(), Digest()
        for seed in range(deals):
            _random_deal(game, variant, seed, random_digest)
        for seed in range(max(1, deals // 4)):
            _bot_deal(game, variant, 1000 + seed, bot_digest)
        found[f"{name} random"] = random_digest.hexdigest()
        found[f"{name} bots"] = bot_digest.hexdigest()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_core.fingerprint", description=__doc__)
    parser.add_argument("--game", action="append", choices=game_ids(), help="game id (repeatable)")
    parser.add_argument("--deals", type=int, default=20, help="random deals a game (default 20)")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    args = parser.parse_args(argv)
    found: dict[str, str] = {}
    for game_id in args.game or game_ids():
        found.update(fingerprint(game_id, args.deals))
    if args.json:
        json.dump(found, sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    else:
        for key, value in found.items():
            print(f"{value}  {key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
