"""Signs agreed in advance between partners: table information, never a decision.

Some games let partners agree on signs before play (Truco: a gesture that says "my hand
is strong" without naming a card).  A sign is no action of the game: it changes nothing
in the deal, is never recorded (a record holds decisions only, DESIGN.md) and no rule
reads it.  It passes from a seat to its partners and to nobody else: a bot that decides
for a seat sees the signs that seat's partners showed it in its view
(:attr:`rules_core.view.View.signs`), put there by whoever asks the bot
(:func:`rules_core.ai.search.decide` keeps only the partners' signs, so the other side
never reads one).

A game names its signs in :attr:`rules_core.game.Game.signs` (none by default) and says
when a seat may show one in :meth:`rules_core.game.State.signs_open`; its bots say what
they show (:meth:`rules_core.ai.base.Heuristic.sign`) and how they read a partner's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .clones import Sendable


@dataclass(frozen=True)
class Sign(Sendable):
    """A sign ``seat`` shows its partners: ``word`` is one of its game's
    :attr:`~rules_core.game.Game.signs`; ``held`` is how many pieces ``seat`` held when
    it showed it — a sign speaks of the pieces in hand at that moment (the pieces played
    since are known to have been among them)."""

    seat: int
    word: str
    held: int


def signs_seen(
    signs: Iterable[Sign], player: int, teams: Sequence[Sequence[int]]
) -> tuple[Sign, ...]:
    """The signs ``player`` sees: its partners' (a seat on its side other than itself),
    the last one of each; the other side's seats never see a sign."""
    partners = {s for team in teams if player in team for s in team if s != player}
    last: dict[int, Sign] = {}
    for sign in signs:
        if sign.seat in partners:
            last[sign.seat] = sign
    return tuple(last[seat] for seat in sorted(last))


__all__ = ["Sign", "signs_seen"]
