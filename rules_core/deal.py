"""Reading an explicit ``deal`` object of a record, and shuffling a seeded one.

Every game's explicit deal is some named lists of pieces (hands, a stock, table
cards, a centre card, a seat).  :class:`DealReader` checks the keys, the shapes
and the notation once for all games and reports problems as :class:`BadDeal`
with the path of the bad part (``deal.hands[2]``).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any, TypeVar

from .cards import FRENCH
from .pieces import PieceKind, PieceSyntaxError

T = TypeVar("T")


class BadDeal(ValueError):
    """An explicit deal, option set or context that the game cannot start from."""


_BITS = [n.bit_length() for n in range(257)]


def shuffle(rng: random.Random, items: list[T]) -> None:
    """``rng.shuffle(items)``, the same permutation from the same generator state, written
    out so that deals cost less and never depend on the Python version's own shuffle."""
    getrandbits = rng.getrandbits
    bits = _BITS if len(items) <= len(_BITS) else [n.bit_length() for n in range(len(items) + 1)]
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        items[i], items[r] = items[r], items[i]


def shuffled(pack: Sequence[T], seed: int | None) -> list[T]:
    """``pack`` shuffled by ``seed`` (the deal number reproduces it exactly)."""
    cards = list(pack)
    shuffle(random.Random(seed), cards)
    return cards


class DealReader:
    """Checked access to the parts of an explicit deal."""

    def __init__(
        self, deal: Mapping[str, Any], keys: Collection[str], kind: PieceKind = FRENCH
    ) -> None:
        if not isinstance(deal, Mapping) or set(deal) != set(keys):
            raise BadDeal(f"the deal must hold exactly {sorted(keys)}")
        self.deal = deal
        self.kind = kind

    def pieces(self, key: str, size: int | None = None) -> list[int]:
        """``deal[key]``: a list of piece texts (of ``size`` pieces if given), as faces."""
        return self._parse(self.deal[key], size, f"deal.{key}")

    def _parse(self, raw: object, size: int | None, where: str) -> list[int]:
        if not isinstance(raw, list) or not all(isinstance(t, str) for t in raw):
            raise BadDeal(f"{where} must be a list of {self._noun()} texts")
        if size is not None and len(raw) != size:
            raise BadDeal(f"{where} must hold {size} {self._noun()}s, not {len(raw)}")
        try:
            return [self.kind.parse(text) for text in raw]
        except PieceSyntaxError as exc:
            raise BadDeal(f"{where}: {exc}") from None

    def hands(self, key: str, count: int | Collection[int], size: int | None) -> list[list[int]]:
        """``deal[key]``: ``count`` lists (or one of the counts given) of ``size`` pieces."""
        raw = self.deal[key]
        counts = (count,) if isinstance(count, int) else tuple(count)
        if not isinstance(raw, list) or len(raw) not in counts:
            wanted = " or ".join(map(str, counts))
            raise BadDeal(f"deal.{key} must be a list of {wanted} hands")
        return [self._parse(hand, size, f"deal.{key}[{i}]") for i, hand in enumerate(raw)]

    def piece(self, key: str) -> int:
        """``deal[key]``: one piece text."""
        raw = self.deal[key]
        if not isinstance(raw, str):
            raise BadDeal(f"deal.{key} must be one {self._noun()}")
        return self._parse([raw], 1, f"deal.{key}")[0]

    def seat(self, key: str, players: int) -> int:
        raw = self.deal[key]
        if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw < players:
            raise BadDeal(f"deal.{key} must be a seat from 0 to {players - 1}")
        return raw

    def exact(self, faces: Sequence[int], pack: Sequence[int], what: str = "the deal") -> None:
        """Refuse unless ``faces`` is exactly ``pack`` as a multiset."""
        problem = self.kind.check_exact(faces, pack)
        if problem:
            raise BadDeal(f"{what} is not this game's pack: {problem}")

    def _noun(self) -> str:
        return "card" if self.kind is FRENCH else "piece"


__all__ = ["BadDeal", "DealReader", "shuffle", "shuffled"]
