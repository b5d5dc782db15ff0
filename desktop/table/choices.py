"""The person's legal actions sorted by what a table shows them on (Qt-free): one piece,
several pieces chosen together, or a button."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_core.game import State


@dataclass(frozen=True)
class Choices:
    """The person's legal actions now, sorted by what they act on: one piece of the hand
    deciding (``play QH``, by the piece's face), one piece lying in another zone (a
    partner's table card: ``zoned[zone][face]``), a set of pieces chosen together (an
    exchange), or nothing on the table (bids, passes, a trump choice)."""

    pieces: dict[int, list[str]] = field(default_factory=dict)
    zoned: dict[str, dict[int, list[str]]] = field(default_factory=dict)
    others: tuple[str, ...] = ()
    sets: dict[frozenset[int], str] = field(default_factory=dict)
    selectable: frozenset[int] = frozenset()

    def can_extend(self, chosen: frozenset[int], piece: int) -> bool:
        """Whether some legal choice holds ``chosen`` and ``piece`` together."""
        wanted = chosen | {piece}
        return any(wanted <= option for option in self.sets)


NO_CHOICES = Choices()


def choices_of(state: State) -> Choices:
    space = state.game.actions
    pieces: dict[int, list[str]] = {}
    zoned: dict[str, dict[int, list[str]]] = {}
    others: list[str] = []
    sets: dict[frozenset[int], str] = {}
    for action in state.legal_action_ids():
        if space.selects(action):
            sets[frozenset(state.action_pieces(action))] = state.action_text(action)
            continue
        piece = space.piece_of(action)
        if piece is None:
            others.append(state.action_text(action))
        else:
            zone = state.action_zone(action)
            where = pieces if zone is None else zoned.setdefault(zone, {})
            where.setdefault(piece, []).append(state.action_text(action))
    selectable = frozenset().union(*sets) if sets else frozenset()
    return Choices(pieces, zoned, tuple(others), sets, selectable)


__all__ = ["NO_CHOICES", "Choices", "choices_of"]
