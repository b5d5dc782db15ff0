"""Helpers the trick-game heuristics share: cheap and dear cards, suit counts, the
current winner of a trick, and the hints several games give."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..cards import FRENCH, JOKER, SUIT_MASK, SUITS, Card, rank_of
from ..game import State
from ..messages import Msg, add_catalogue
from ..pieces import PieceWord
from ..trickgame import TrickGameState

# The order (rank, suit) of every card of a doubled pack as one int, for the natural rank.
_NATURAL_ORDER = [(c & 15) << 3 | (c >> 4 & 7) for c in range(256)]


def cheapest(cards: Iterable[Card], rank: Callable[[Card], int] = rank_of) -> Card:
    """The lowest card (by rank, then suit); the joker counts as lowest only where ``rank``
    says so."""
    if rank is rank_of:
        return min(cards, key=_NATURAL_ORDER.__getitem__)
    return min(cards, key=lambda c: (rank(c), c >> 4 & 7))


def dearest(cards: Iterable[Card], rank: Callable[[Card], int] = rank_of) -> Card:
    """The highest card (by rank, then suit)."""
    if rank is rank_of:
        return max(cards, key=_NATURAL_ORDER.__getitem__)
    return max(cards, key=lambda c: (rank(c), c >> 4 & 7))


def suit_counts(hand: int) -> dict[int, int]:
    """Cards per suit of a hand mask (suits the hand lacks are left out)."""
    counts = {s: (hand & SUIT_MASK[s]).bit_count() for s in SUITS}
    return {s: n for s, n in counts.items() if n}


def best_so_far(trick: Sequence[Card], table: Sequence[int]) -> tuple[int, int]:
    """(index, strength) of the play winning ``trick`` so far by ``table`` (first of equals)."""
    best_index, best = 0, table[trick[0]]
    for index in range(1, len(trick)):
        if table[trick[index]] > best:
            best_index, best = index, table[trick[index]]
    return best_index, best


def card_of(action: int) -> Card:
    """The card of a play-like action id of a game whose card ids come first."""
    return action & 127


def trick_facets(world: State, end: State, player: int) -> dict[str, float]:
    """``trick``: 1 when the side of ``player`` took the trick in progress in ``world``
    (a trick being followed, or led by a card play) by the ``end`` of the play-out, else 0;
    nothing for a game without tricks or a decision that plays no card."""
    if not isinstance(world, TrickGameState) or not isinstance(end, TrickGameState):
        return {}
    number = len(world.finished)
    if number >= len(end.finished):
        return {}
    if not world.trick and any(a >= world.special_base for a in world.legal_action_ids()):
        return {}  # not a card play: a bid, a call, an exchange
    side = next(team for team in world.teams if player in team)
    return {"trick": 1.0 if end.finished[number][2] in side else 0.0}


def win_cheaply(card: Card, number: int, last: bool) -> Msg:
    """Why ``card`` is played to win trick ``number``: the cheapest card that beats the
    trick so far (``last``: nobody plays after, so it takes the trick)."""
    key = "hint_win_cheaply" if last else "hint_tricks_win_so_far"
    return Msg(key, {"card": PieceWord(FRENCH, card), "n": number})


__all__ = [
    "JOKER",
    "best_so_far",
    "card_of",
    "cheapest",
    "dearest",
    "suit_counts",
    "trick_facets",
    "win_cheaply",
]

# The reasons several trick games give: clauses in the deciding seat's own voice (see
# rules_core.messages), each true wherever its game uses it.
add_catalogue(
    {
        "hint_tricks_only_card": {
            "en": "{card} is the only card {I} may play.",
            "ja": "出せるカードは {card} だけです。",
        },
        "hint_win_cheaply": {
            "en": "{I} want trick {n}, and {card} is {my} cheapest card that wins it.",
            "ja": "第 {n} トリックは取りたいところで、{card} はこのトリックを取れるカードのうちいちばん安いものです。",
        },
        "hint_tricks_win_so_far": {
            "en": "{I} want trick {n}, and {card} is {my} cheapest card that beats the cards "
            "played to it so far.",
            "ja": "第 {n} トリックは取りたいところで、{card} はここまでに出たカードに勝てるうちでいちばん安いカードです。",
        },
        "hint_tricks_cannot_win": {
            "en": "nothing {I} may play can win trick {n}, and {card} is the one {I} can best "
            "spare.",
            "ja": "出せるカードでは第 {n} トリックに勝てず、{card} がいちばん手放しやすいカードです。",
        },
        "hint_tricks_lead_high": {
            "en": "{I} want trick {n}, and no card of {mine} ranks above {card}.",
            "ja": "第 {n} トリックは取りたいところで、{my}手札に {card} より高いカードはありません。",
        },
        "hint_lead_low": {
            "en": "{I} do not want trick {n}, and no card of {mine} ranks below {card}.",
            "ja": "第 {n} トリックは取りたくなく、{my}手札に {card} より低いカードはありません。",
        },
        "hint_duck": {
            "en": "{I} do not want trick {n}, and {card} is the highest card {I} can lose it with.",
            "ja": "第 {n} トリックは取りたくなく、{card} は負けるカードのなかでいちばん高いものです。",
        },
        "hint_tricks_all_win": {
            "en": "{I} do not want trick {n}, but every card {I} may play beats the cards played "
            "to it so far, and {card} is the weakest of them.",
            "ja": "第 {n} トリックは取りたくありませんが、出せるカードはどれもここまでのカードに勝ってしまい、{card} がそのなかでいちばん弱いカードです。",
        },
    }
)
