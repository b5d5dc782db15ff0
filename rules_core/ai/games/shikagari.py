"""A heuristic Shikagari player: count the red pips and the strong tiles still out.

What a seat knows besides its hand (:class:`Knowledge`): the tiles played, and from the
deal's structure the set-aside tiles (``6-6 6-5 6-4 4-4``) its partner still holds and
those the other team still holds — each team had one of each, two to each seat, so once
an opponent has played two of them the other opponent holds the rest.  From that it
rates, for every tile it may play, the chance ``p`` that its team takes the trick
(:func:`team_chance`): an opponent still to play beats the best tile so far if it holds
a stronger one (certain for a set-aside tile known to be there, else the odds of a
random share of the unseen tiles); a partner still to play takes it back on like odds.

Each tile is then worth ``(2 p - 1) × (red pips on the table + its own) - keep``: the
red pips the trick moves to one team or the other, less what the tile is still worth
in hand (``keep``: a tile the other team can no longer beat will take a later trick,
its own red pips with it; a strong tile may).  So it sacrifices cheap tiles to the
other team's big ones, takes a trick with the cheapest tile that holds, never spends a
strong tile to beat a partner's safe winner, and feeds red pips (a 4-4 above all) to a
partner who is winning the trick.

The normal and strong levels are the shared determinised search
(:class:`~rules_core.ai.search.DeterminizedSearch`) with this heuristic at every seat,
over worlds that keep the deal's structure
(:meth:`~rules_core.games.shikagari.ShikagariState.sample_hidden`): it needs no search
of its own.  Measured with ``python -m rules_core.bench --game shikagari``: the strong
pair takes a 78 % score share against the heuristic pair (100 deals, both seatings),
the heuristic pair 94.6 % against random players (400 deals); the strong level finishes
its 40 worlds in about 0.3 s at the first decision of a deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

from ...games.shikagari import (
    ALL_PIECES,
    FACE_BITS,
    OTHER_TILES,
    PIECE_PIPS,
    PLAYERS,
    RED_PIPS,
    SET_ASIDE_MASK,
    STRIDE,
    ShikagariView,
    pips_words,
)
from ...messages import Msg, add_catalogue
from ...pieces import PieceWord
from ...tiles import TIEN_GOW
from ..base import Heuristic

TOP = 54.0  # the face of 6-6, the strongest tile
SURE = 0.97  # a chance of taking the trick the hints call sure
TRICK_WORTH = 10.0  # what taking a later trick with a tile is worth (its lead, a partner's feed)
PARTNER_RAISE = 0.8  # a partner must beat a tile stronger than the best seen: a rough discount


class ShikagariSeen(Protocol):
    """What the heuristic reads; both the state and the view provide it."""

    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    def hand_mask(self, seat: int) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def trick_leader(self) -> int: ...
    def played_mask(self) -> int: ...
    def seat_plays(self, seat: int) -> int: ...


def _stronger(face: int) -> int:
    mask = ~((2 << face) - 1) & FACE_BITS  # the faces above
    return mask | mask << STRIDE  # and their second copies


STRONGER: tuple[int, ...] = tuple(_stronger(face) for face in range(STRIDE))


# The pieces dealt at random, not set aside (either copy).
FREE_PIECES = ALL_PIECES & ~(SET_ASIDE_MASK | SET_ASIDE_MASK << STRIDE)


def none_among(pool: int, wanted: int, drawn: int) -> float:
    """The chance that ``drawn`` tiles taken at random from ``pool`` include none of
    ``wanted`` particular ones."""
    if wanted <= 0 or drawn <= 0:
        return 1.0
    if wanted + drawn > pool:
        return 0.0
    chance = 1.0
    for i in range(drawn):
        chance *= (pool - wanted - i) / (pool - i)
    return chance


UNSEEN = len(OTHER_TILES)  # the most tiles a seat can have not seen: 24, none set aside
# NONE_AMONG[pool][wanted][drawn]: none_among for every count a deal can give.
NONE_AMONG: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(tuple(none_among(p, w, d) for d in range(UNSEEN + 1)) for w in range(UNSEEN + 1))
    for p in range(UNSEEN + 1)
)


class Knowledge:
    """One seat's reading of the deal: the unseen tiles, the set-aside tiles its partner
    and the other team still hold, and the odds that a seat holds a tile stronger than a
    given face."""

    __slots__ = (
        "seat",
        "partner",
        "sizes",
        "partner_faces",
        "others_faces",
        "shares",
        "pool",
        "free",
        "free_shares",
        "odds",
        "opponents_free",
        "others_count",
    )

    def __init__(self, seen: ShikagariSeen, seat: int) -> None:
        self.seat = seat
        self.partner = partner = (seat + 2) % PLAYERS
        left, right = (seat + 1) % PLAYERS, (seat + 3) % PLAYERS
        hand = seen.hand_mask(seat)
        self.sizes = sizes = seen.hand_sizes
        by_me, by_partner = seen.seat_plays(seat), seen.seat_plays(partner)
        by_left, by_right = seen.seat_plays(left), seen.seat_plays(right)
        played = by_me | by_partner | by_left | by_right  # the played mask
        mine = hand | by_me
        # The set-aside faces (either copy) this seat holds or saw each seat play.
        own = (mine | mine >> STRIDE) & SET_ASIDE_MASK
        partners = (by_partner | by_partner >> STRIDE) & SET_ASIDE_MASK
        lefts = (by_left | by_left >> STRIDE) & SET_ASIDE_MASK
        rights = (by_right | by_right >> STRIDE) & SET_ASIDE_MASK
        self.partner_faces = SET_ASIDE_MASK & ~(own | partners)  # the team's, not yet seen
        self.others_faces = others = SET_ASIDE_MASK & ~(lefts | rights)
        # How many of the other team's set-aside tiles each opponent still holds, when the
        # deal split them two and two (as this seat's own share shows); else None.
        shares: dict[int, int] | None = None
        if own.bit_count() == 2:
            a = 2 - lefts.bit_count()
            b = 2 - rights.bit_count()
            if a >= 0 and b >= 0 and a + b == others.bit_count():
                shares = {left: a, right: b}
        self.shares = shares
        # The unseen tiles that are not set-aside ones: shared at random among the others.
        free = FREE_PIECES & ~hand & ~played
        self.free = free
        self.pool = free.bit_count()
        self.odds = NONE_AMONG[self.pool]  # none_among(pool, …) by wanted and drawn
        # How many of them each other seat holds: its hand less its set-aside tiles.
        free_shares = [0] * PLAYERS
        free_shares[partner] = max(0, sizes[partner] - self.partner_faces.bit_count())
        free_shares[left] = max(0, sizes[left] - (shares[left] if shares is not None else 0))
        free_shares[right] = max(0, sizes[right] - (shares[right] if shares is not None else 0))
        self.free_shares = free_shares
        self.opponents_free = self.pool - free_shares[partner]
        self.others_count = others.bit_count()

    def above(self, face: int) -> int:
        """How many unseen free tiles are stronger than ``face``."""
        return (self.free & STRONGER[face]).bit_count()

    def free_share(self, seat: int) -> int:
        """How many unseen free tiles ``seat`` (not this one) holds."""
        return self.free_shares[seat]

    def beats(self, seat: int, face: int) -> float:
        """The chance that ``seat`` (not this one) holds a tile stronger than ``face``."""
        if not self.sizes[seat]:
            return 0.0
        if seat == self.partner:
            if self.partner_faces >> face + 1:  # a set-aside tile above ``face``
                return 1.0
            miss = 1.0
        else:
            out = (self.others_faces >> face + 1).bit_count()  # set-aside tiles above it
            if not out:
                miss = 1.0
            elif self.shares is None:
                miss = 0.5**out
            else:
                miss = NONE_AMONG[self.others_count][out][self.shares[seat]]
                if miss == 0.0:
                    return 1.0
        above = (self.free & STRONGER[face]).bit_count()
        return 1.0 - miss * self.odds[above][self.free_shares[seat]]

    def sure(self, face: int) -> float:
        """The chance that the other team holds no tile stronger than ``face``."""
        if self.others_faces >> face + 1:  # a set-aside tile above ``face``
            return 0.0
        # None of the stronger free tiles with the opponents: all of them with the partner.
        return self.odds[(self.free & STRONGER[face]).bit_count()][self.opponents_free]


def trick_best(seen: ShikagariSeen) -> tuple[int, int]:
    """The face winning the trick in progress and its seat ((-1, -1) before the lead)."""
    trick = seen.trick_cards()
    if not trick:
        return -1, -1
    return _best_of(trick, seen.trick_leader())


def _best_of(trick: Sequence[int], leader: int) -> tuple[int, int]:
    """:func:`trick_best` of a trick led by ``leader``."""
    best, index = -1, 0
    for i, piece in enumerate(trick):
        face = piece & (STRIDE - 1)
        if face > best:
            best, index = face, i
    return best, (leader + index) % PLAYERS


# STILL[leader][played]: the seats still to play after play number ``played`` (0: the
# lead) of a trick led by ``leader``, in playing order.
STILL: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple((leader + k) % PLAYERS for k in range(played + 1, PLAYERS))
        for played in range(PLAYERS)
    )
    for leader in range(PLAYERS)
)


def team_chance(
    know: Knowledge,
    seen: ShikagariSeen,
    seat: int,
    face: int,
    raise_odds: float = PARTNER_RAISE,
    so_far: tuple[int, int] | None = None,
) -> float:
    """The chance that ``seat``'s team takes the trick in progress if it plays ``face``
    (``so_far``: :func:`trick_best`, when the caller has it)."""
    played = len(seen.trick_cards())
    leader = seen.trick_leader() if played else seat
    best, best_seat = so_far if so_far is not None else trick_best(seen)
    if face > best:
        best, best_seat = face, seat
    return _chance_after(know, seat, STILL[leader][played], best, best_seat, raise_odds)


def _chance_after(
    know: Knowledge,
    seat: int,
    still: tuple[int, ...],
    best: int,
    best_seat: int,
    raise_odds: float,
) -> float:
    """:func:`team_chance` once ``seat`` has played and ``still`` are to play: ``best`` is
    winning the trick, for ``best_seat``."""
    side = seat & 1
    beats = know.beats
    ours = 1.0 if best_seat & 1 == side else 0.0
    raised = False
    for other in still:
        if other & 1 == side:  # the partner takes it back if it can
            ours += (1.0 - ours) * beats(other, best) * (raise_odds if raised else 1.0)
        else:
            beat = beats(other, best)
            if ours > 0.0 and beat > 0.0:
                raised = True  # the tile to beat is now stronger than ``best``
            ours *= 1.0 - beat
    return ours


@lru_cache(maxsize=8)
def _powers(power: float) -> tuple[float, ...]:
    """``(face / TOP) ** power`` for every face: how much stronger tiles keep their worth."""
    return tuple((face / TOP) ** power for face in range(STRIDE))


class ShikagariHeuristic(Heuristic[ShikagariSeen]):
    """Each legal tile valued as ``(2 p - 1) × (pips on the table + its pips) - keep``
    (see the module docstring); the best value is played, the weaker tile on a tie.

    ``keep`` is what holding the tile is still worth: a tile the other team cannot beat
    takes a later trick (``trick_worth``, less towards the end of the deal: ``horizon``)
    with its own red pips (``keep_pips`` each), and any strong tile may win a trick
    (``strength_worth``, steeply rising with strength: ``strength_power``).  The numbers
    were tuned in heuristic-against-heuristic duels of 2000-3000 deals."""

    view_type = ShikagariView
    pieces = "tiengow"
    trick_worth = TRICK_WORTH
    keep_pips = 1.5
    horizon = 4.0  # tricks still to come at which a sure winner is worth trick_worth
    strength_worth = 4.0
    strength_power = 8.0
    partner_raise = PARTNER_RAISE

    def pick(
        self,
        seen: ShikagariSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if len(legal) == 1:
            if why is not None:  # one tile left, or every tile left has the same face
                key = "hint_shika_last" if seen.hand_sizes[seat] == 1 else "hint_shika_same"
                why.append(Msg(key, {"card": PieceWord(TIEN_GOW, legal[0])}, pieces="tiengow"))
            return legal[0]
        know = Knowledge(seen, seat)
        trick = seen.trick_cards()
        played = len(trick)
        table = 0
        for piece in trick:
            table += PIECE_PIPS[piece]
        leader = seen.trick_leader() if played else seat
        so_far, so_far_seat = _best_of(trick, leader) if played else (-1, -1)
        still = STILL[leader][played]
        # A tile that does not head the trick leaves the same chance whichever it is.
        under: float | None = None
        # What a tile kept may still take shrinks as the tricks run out.
        after = seen.hand_mask(seat).bit_count() - 1
        worth = self.trick_worth * min(1.0, after / self.horizon)
        strong = self.strength_worth * worth / self.trick_worth
        powers = _powers(self.strength_power)
        raise_odds = self.partner_raise
        keep_pips = self.keep_pips
        sure = know.sure
        best_value = -1e9
        best_face = legal[0]
        best_chance = 0.0
        for face in legal:
            pips = RED_PIPS[face]
            if face > so_far:
                chance = _chance_after(know, seat, still, face, seat, raise_odds)
            else:
                if under is None:
                    under = _chance_after(know, seat, still, so_far, so_far_seat, raise_odds)
                chance = under
            keep = sure(face) * (worth + keep_pips * pips) + strong * powers[face]
            value = (2.0 * chance - 1.0) * (table + pips) - keep
            if value >= best_value - 1e-9:  # a tie: the weaker tile (legal is strongest first)
                best_value, best_face, best_chance = value, face, chance
        if why is not None:
            why.append(self._reason(seen, seat, best_face, best_chance, table, legal))
        return best_face

    @staticmethod
    def _reason(
        seen: ShikagariSeen, seat: int, face: int, chance: float, table: int, top: Sequence[int]
    ) -> Msg:
        """Why ``face``, whose team takes the trick with ``chance``: each wording says only
        what that chance and the table show (a trick the team should take, or should not);
        ``top``: the faces the seat may play (a trick it gives up while one of them would
        take it is said so)."""
        trick = seen.trick_cards()
        pips = RED_PIPS[face]

        def say(key: str, **params: object) -> Msg:
            return Msg(key, {"card": PieceWord(TIEN_GOW, face), **params}, pieces="tiengow")

        likely = chance >= 0.5
        if not trick:
            if chance >= SURE:
                return say("hint_shika_lead_sure")
            if likely:
                return say("hint_shika_lead_likely")
            if pips == 0:
                return say("hint_shika_lead_cheap")
            return say("hint_shika_lead_few", pips=pips_words(pips))
        best, best_seat = trick_best(seen)  # the tile winning so far and its seat
        partner_best = best_seat & 1 == seat & 1
        pct = round(100 * chance)
        if face > best:
            so_far = pips_words(table + pips)
            if chance >= SURE:
                return say("hint_shika_take_sure", pips=so_far)
            if likely:
                return say("hint_shika_take", pips=so_far, pct=pct)
            return say("hint_shika_top_anyway", pct=pct)
        if partner_best and likely:
            if pips:
                return say(
                    "hint_shika_feed", pips=pips_words(pips), best_card=PieceWord(TIEN_GOW, best)
                )
            return say("hint_shika_behind_partner", best_card=PieceWord(TIEN_GOW, best))
        if partner_best:
            if pips:
                return say("hint_shika_partner_beaten", best_card=PieceWord(TIEN_GOW, best))
            return say("hint_shika_hope_partner", best_card=PieceWord(TIEN_GOW, best))
        if likely:  # the partner, still to play, should beat it
            if pips:
                return say(
                    "hint_shika_feed_ahead",
                    pips=pips_words(pips),
                    best_card=PieceWord(TIEN_GOW, best),
                )
            return say("hint_shika_leave_to_partner", best_card=PieceWord(TIEN_GOW, best))
        over = max(top, default=-1)  # the strongest tile the seat may play
        if over > best:  # the trick could be taken over, but that tile is kept for later
            return say(
                "hint_shika_keep_over",
                best_card=PieceWord(TIEN_GOW, best),
                over_card=PieceWord(TIEN_GOW, over),
            )
        if chance <= 1.0 - SURE:  # nothing to come can take it back
            return say("hint_shika_sacrifice_sure", best_card=PieceWord(TIEN_GOW, best))
        return say("hint_shika_sacrifice", best_card=PieceWord(TIEN_GOW, best))


HEURISTIC = ShikagariHeuristic

# The normal level weighs 3 worlds here, not the shared 8: with 8 it beat the heuristic by far
# (.80 of duplicate pairs) and stood too near the strong level (.608); with 3 it still takes
# .633 from the heuristic.
LEVEL_WORLDS = {"normal": 3}


add_catalogue(
    {
        "hint_shika_last": {
            "en": "it is {my} last tile.",
            "ja": "最後の1枚です。",
        },
        "hint_shika_same": {
            "en": "every tile left in {my} hand is a {card}.",
            "ja": "残りの手牌はどれも {card} です。",
        },
        "hint_shika_lead_sure": {
            "en": "{my} team is all but sure to take this trick, so {my} partner can add red pips.",
            "ja": "このトリックはほぼ確実に味方チームが取れるので、パートナーが赤い目を足せます。",
        },
        "hint_shika_lead_likely": {
            "en": "{my} team will probably take this trick.",
            "ja": "このトリックはたぶん味方チームが取れます。",
        },
        "hint_shika_lead_cheap": {
            "en": "it carries no red pips, so little is lost if the other team takes it.",
            "ja": "赤い目のない牌なので、相手チームに取られても損は少なくて済みます。",
        },
        "hint_shika_lead_few": {
            "en": "it risks {pips}, and {my} other tiles are worth more to {me} in hand.",
            "ja": "取られても失うのは{pips} で、ほかの手牌のほうが大事です。",
        },
        "hint_shika_take_sure": {
            "en": "{my} team is all but sure to take this trick, with {pips} in it so far.",
            "ja": "このトリックはほぼ確実に味方チームが取れます。いまのところ{pips} です。",
        },
        "hint_shika_take": {
            "en": "it heads the trick, and {my} team should take it (about {pct}%), with {pips} in it so far.",
            "ja": "いまはこの牌がいちばん強く、味方チームがこのトリックを取れそうです（約 {pct}%、いまのところ{pips}）。",
        },
        "hint_shika_top_anyway": {
            "en": "it heads the trick for now, but the other team will probably still take it ({my} team about {pct}%); of {my} tiles, this one costs {me} least.",
            "ja": "いまはこの牌がいちばん強いものの、このトリックはたぶん相手チームが取ります（味方チームは約 {pct}%）。手牌の中ではこれがいちばん損の少ない牌です。",
        },
        "hint_shika_feed": {
            "en": "{my} partner's {best_card} should take the trick, and {card} adds {pips} to it.",
            "ja": "パートナーの {best_card} がトリックを取れそうなので、{card} で{pips} を足します。",
        },
        "hint_shika_behind_partner": {
            "en": "{my} partner's {best_card} should take the trick, so {I} need not spend a strong tile.",
            "ja": "パートナーの {best_card} がトリックを取れそうなので、強い牌を使う必要はありません。",
        },
        "hint_shika_hope_partner": {
            "en": "{my} partner's {best_card} will probably be beaten, and {card} carries no red pips to lose.",
            "ja": "パートナーの {best_card} はたぶん負けますが、{card} には取られて困る赤い目がありません。",
        },
        "hint_shika_partner_beaten": {
            "en": "{my} partner's {best_card} will probably be beaten, and of {my} tiles {card} costs {me} least.",
            "ja": "パートナーの {best_card} はたぶん負けるので、手牌の中では {card} がいちばん損の少ない牌です。",
        },
        "hint_shika_leave_to_partner": {
            "en": "{my} partner, still to play, should beat the other team's {best_card}.",
            "ja": "まだ出していないパートナーが相手チームの {best_card} に勝てそうです。",
        },
        "hint_shika_feed_ahead": {
            "en": "{my} partner, still to play, should beat the other team's {best_card}, and {card} adds {pips} for {my} team.",
            "ja": "まだ出していないパートナーが相手チームの {best_card} に勝てそうなので、{card} で{pips} を足します。",
        },
        "hint_shika_keep_over": {
            "en": "{my} {over_card} would beat the other team's {best_card}, but it is worth more kept for later, and of the rest {card} costs {me} least.",
            "ja": "{over_card} なら相手チームの {best_card} に勝てますが、後のために残すほうが得です。残りの牌の中では {card} がいちばん損の少ない牌です。",
        },
        "hint_shika_sacrifice_sure": {
            "en": "the other team's {best_card} takes this trick whatever {I} play, and of {my} tiles {card} costs {me} least.",
            "ja": "相手チームの {best_card} は何を出しても取られないので、このトリックは相手チームのものです。手牌の中では {card} がいちばん損の少ない牌です。",
        },
        "hint_shika_sacrifice": {
            "en": "the other team will probably take this trick with its {best_card} or better, and of {my} tiles {card} costs {me} least.",
            "ja": "相手チームが {best_card} かそれより強い牌で、たぶんこのトリックを取ります。手牌の中では {card} がいちばん損の少ない牌です。",
        },
    }
)

__all__ = [
    "HEURISTIC",
    "LEVEL_WORLDS",
    "Knowledge",
    "ShikagariHeuristic",
    "team_chance",
    "trick_best",
]
