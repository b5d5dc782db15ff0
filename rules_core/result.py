"""A deal's game-specific result, typed (DESIGN.md "Replay CLI": the keys each spec's
"Replay output" names).

Each game returns a frozen dataclass of its own from ``State.result()``, built on
:class:`DealResult`: its fields say what the result holds, and :meth:`DealResult.as_json`
writes exactly the keys the replay output and the records have always written, in their
order.  A result also reads as a mapping of those keys (``result.get("redeal")``,
``result == {"win": True}``), so code that asks a key of any game needs no game.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView

from .clones import Sendable

# What a result key holds: a flag, a seat, a number, a suit letter, counts per team/seat
# or nothing yet (a contract whose fate is not known before the end).
ResultValue = bool | int | str | None | list[int]


class DealResult(Sendable):
    """The base of every game's result: a mapping of its JSON keys (registered as a
    ``Mapping``; written out rather than inherited so the compiled core keeps the games'
    results native classes)."""

    __slots__ = ()

    def as_json(self) -> dict[str, ResultValue]:
        """The keys and values the replay output writes."""
        raise NotImplementedError

    def __getitem__(self, key: str) -> ResultValue:
        return self.as_json()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.as_json())

    def __len__(self) -> int:
        return len(self.as_json())

    def __contains__(self, key: object) -> bool:
        return key in self.as_json()

    def get(self, key: str, default: ResultValue = None) -> ResultValue:
        return self.as_json().get(key, default)

    def keys(self) -> KeysView[str]:
        return self.as_json().keys()

    def items(self) -> ItemsView[str, ResultValue]:
        return self.as_json().items()

    def values(self) -> ValuesView[ResultValue]:
        return self.as_json().values()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DealResult):
            return self.as_json() == other.as_json()
        return isinstance(other, Mapping) and self.as_json() == dict(other)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.as_json()!r})"


Mapping.register(DealResult)


__all__ = ["DealResult", "ResultValue"]
