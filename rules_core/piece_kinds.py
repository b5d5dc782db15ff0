"""Every kind of piece by its name: an explicit table, so nothing registers by being
imported.  A message names its kind ("french", "tiengow", "domino", "karuta") and
renders through it (see :mod:`rules_core.messages`)."""

from __future__ import annotations

from . import messages
from .cards import FRENCH
from .karuta import KARUTA
from .pieces import PieceKind
from .tiles import DOMINO, TIEN_GOW

KINDS: dict[str, PieceKind] = {kind.name: kind for kind in (FRENCH, TIEN_GOW, DOMINO, KARUTA)}

for _kind in KINDS.values():
    if _kind.stride & (_kind.stride - 1):
        raise ValueError(f"{_kind.name}: the stride must be a power of two")


def kind_named(name: str) -> PieceKind:
    """The kind ``name``; KeyError for a name no kind has."""
    return KINDS[name]


messages.kinds = kind_named

__all__ = ["KINDS", "kind_named"]
