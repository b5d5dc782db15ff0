"""A heuristic Finesse player: ten tricks counting the last, not all thirteen.

- Aim: the trick count the score table rewards most (10 in the standard table),
  the thirteenth trick among them.  So a side wins tricks while it has fewer than
  nine, then ducks the rest of the first twelve; at the thirteenth it weighs both
  outcomes exactly (the last trick's +4 against the table's step).
- Trump: the first card led fixes it, so the first lead comes from the suit the
  side holds best (own hand and the partner's face-up table cards); after a led
  ace it keeps the suit as trump when the side is long in it.
- Table cards: trumps (with no trump: K, Q, J) left on a side's own table cost 3
  each, and only the partner can lead them away — so it leads the partner's
  penalty cards when that does not spoil its plan, and refills its own table with
  low cards that cost nothing.
- Duplicates: of two identical cards the first played wins, so a card equal to the
  one winning the trick cannot beat it, and an unseen twin cannot beat a card led.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..cards import ACE, FRENCH, JACK, KING, NO_TRUMP, QUEEN, SUITS, Card
from ..games.finesse import (
    CHOOSE,
    FOLLOW,
    LEAD_BASE,
    NOTRUMP_ID,
    PACK,
    REFILL,
    REFILL_BASE,
    TABLES,
    TRUMP_ID,
    FinesseView,
    aim_of,
    faces_of,
    penalised_mask,
)
from ..messages import Msg, add_catalogue
from ..pieces import mask_of
from .base import Heuristic
from .tricks import best_so_far

ALL_PIECES = mask_of(FRENCH.identify(PACK))
HIGH_BONUS = {ACE: 1.5, KING: 1.0, QUEEN: 0.5, JACK: 0.25}


class FinesseSeen(Protocol):
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def chooser(self) -> int: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    @property
    def trick_counts(self) -> Sequence[int]: ...
    def hand_mask(self, seat: int) -> int: ...
    def table_mask(self, seat: int) -> int: ...
    def trick_cards(self) -> tuple[int, ...]: ...
    def trick_leader(self) -> int: ...
    def tricks_done(self) -> int: ...
    def played_mask(self) -> int: ...


def _rank(card: int) -> int:
    return card & 15


def _suit(card: int) -> int:
    return card >> 4 & 7


def wants_trick(seen: FinesseSeen, seat: int) -> bool:
    """Whether ``seat``'s side wants the trick in progress: below the aim less one before
    the thirteenth; at the thirteenth whichever outcome scores the side better."""
    counts = seen.trick_counts
    ours = counts[seat % 2] + counts[seat % 2 + 2]
    done = seen.tricks_done()
    points = seen.points
    if done < 12:
        return ours < aim_of(points) - 1
    theirs = done - ours
    win = points[ours + 1] + 4 - points[theirs]
    lose = points[ours] - points[theirs + 1] - 4
    return win > lose


def unseen_mask(seen: FinesseSeen, seat: int) -> int:
    """Pieces ``seat`` has not seen: not in its hand, on no table, never played."""
    known = seen.hand_mask(seat) | seen.played_mask()
    for other in range(4):
        known |= seen.table_mask(other)
    return ALL_PIECES & ~known


def _higher(face: int) -> int:
    suit, mask = _suit(face), 0
    for rank in range(_rank(face) + 1, 15):
        mask |= 1 << (suit * 16 + rank)
    return mask | mask << 128


HIGHER = [_higher(face) for face in range(128)]  # both copies of the higher cards of a suit


def is_boss(face: int, unseen: int) -> bool:
    """No unseen card of its suit ranks higher (an unseen twin cannot beat it led)."""
    return not unseen & HIGHER[face]


class FinesseHeuristic(Heuristic[FinesseSeen]):
    view_type = FinesseView

    def pick(
        self,
        seen: FinesseSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        phase = seen.phase
        if phase == CHOOSE:
            return self._choose(seen, seat, why)
        if phase == REFILL:
            return self._refill(seen, legal, why)
        if not seen.trick_cards():
            return self._lead(seen, seat, legal, why)
        return self._follow(seen, seat, legal, why)

    # -- decisions besides plays ------------------------------------------------------------

    def _choose(self, seen: FinesseSeen, seat: int, why: list[Msg] | None) -> int:
        suit = _suit(seen.trick_cards()[0])
        hand = seen.hand_mask(seat)
        ours = seen.table_mask(seat) | seen.table_mask((seat + 2) % 4)
        length = (hand & FOLLOW[suit]).bit_count()
        highs = sum(HIGH_BONUS.get(_rank(c), 0.0) for c in faces_of(hand & FOLLOW[suit]))
        trump_value = length + 0.5 * highs - (ours & FOLLOW[suit]).bit_count()
        nt_value = 3.0 - 0.7 * (ours & penalised_mask(NO_TRUMP)).bit_count()
        if trump_value >= nt_value:
            if why is not None:
                why.append(Msg("hint_finesse_keep_trump", {"n": length, "suit": suit}))
            return TRUMP_ID
        if why is not None:
            why.append(Msg("hint_finesse_no_trump", {"n": length, "suit": suit}))
        return NOTRUMP_ID

    def _refill(self, seen: FinesseSeen, legal: Sequence[int], why: list[Msg] | None) -> int:
        bad = penalised_mask(seen.trump)
        face = min(
            (a - REFILL_BASE for a in legal),
            key=lambda f: (bool(bad >> f & 1), _rank(f), _suit(f)),
        )
        if why is not None:
            key = "hint_finesse_refill_bad" if bad >> face & 1 else "hint_finesse_refill"
            why.append(Msg(key, {"card": face}))
        return REFILL_BASE + face

    # -- leading ----------------------------------------------------------------------------

    def _lead(
        self, seen: FinesseSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        trump = seen.trump
        if trump is None:
            return self._first_lead(seen, seat, legal, why)
        unseen = unseen_mask(seen, seat)
        bad = penalised_mask(trump)
        hand = [a for a in legal if a < LEAD_BASE]
        table = [a - LEAD_BASE for a in legal if a >= LEAD_BASE]
        if wants_trick(seen, seat):
            # A partner's penalty card that wins: a trick and three points saved.
            bosses = [f for f in table if bad >> f & 1 and is_boss(f, unseen)]
            if bosses:
                face = max(bosses, key=_rank)
                return self._say(why, "hint_finesse_lead_table_boss", face, LEAD_BASE + face)
            bosses = [f for f in hand if is_boss(f, unseen)]
            if bosses:
                face = max(bosses, key=lambda f: (_suit(f) == trump, _rank(f)))
                return self._say(why, "hint_finesse_lead_boss", face, face)
            bosses = [f for f in table if is_boss(f, unseen)]
            if bosses:
                face = max(bosses, key=_rank)
                return self._say(why, "hint_finesse_lead_table_boss", face, LEAD_BASE + face)
        else:
            # Give the lead away cheaply, shedding a partner's penalty card if it loses.
            cheap = [f for f in table if bad >> f & 1 and not is_boss(f, unseen) and _rank(f) < 9]
            if cheap:
                face = min(cheap, key=_rank)
                return self._say(why, "hint_finesse_lead_table_low", face, LEAD_BASE + face)
        options = [(f, f) for f in hand if _suit(f) != trump] or [(f, f) for f in hand]
        options += [(f, LEAD_BASE + f) for f in table if not bad >> f & 1]
        face, action = min(
            options or [(f, LEAD_BASE + f) for f in table], key=lambda o: _rank(o[0])
        )
        key = "hint_finesse_lead_table_low" if action >= LEAD_BASE else "hint_lead_low"
        return self._say(why, key, face, action)

    def _first_lead(
        self, seen: FinesseSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        """The first lead names trump: the suit the side holds best."""
        hand = seen.hand_mask(seat)
        partner_table = seen.table_mask((seat + 2) % 4)
        own_table = seen.table_mask(seat)

        def strength(suit: int) -> float:
            cards = hand & FOLLOW[suit]
            highs = sum(HIGH_BONUS.get(_rank(c), 0.0) for c in faces_of(cards))
            return (
                cards.bit_count()
                + highs
                + 0.5 * (partner_table & FOLLOW[suit]).bit_count()
                - (own_table & FOLLOW[suit]).bit_count()
            )

        suit = max(SUITS, key=lambda s: (strength(s), s))
        table = [a for a in legal if a >= LEAD_BASE and _suit(a - LEAD_BASE) == suit]
        if table:  # a partner's future penalty card, led away
            action = max(table)
            face = action - LEAD_BASE
        else:
            in_suit = [a for a in legal if a < LEAD_BASE and _suit(a) == suit]
            action = face = max(in_suit, key=_rank)
        if why is not None:
            why.append(Msg("hint_finesse_first_lead", {"card": face, "suit": suit}))
        return action

    # -- following --------------------------------------------------------------------------

    def _follow(
        self, seen: FinesseSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        trump = seen.trump
        assert trump is not None
        trick = seen.trick_cards()
        led = _suit(trick[0])
        strengths = TABLES[trump + 1][led]
        index, best = best_so_far(trick, strengths)
        winner = (seen.trick_leader() + index) % 4
        partner_winning = winner % 2 == seat % 2
        last_to_play = len(trick) == 3
        winners = [f for f in legal if strengths[f] > best]  # a twin of the best cannot
        losers = [f for f in legal if strengths[f] <= best]
        if wants_trick(seen, seat):
            if partner_winning and (
                last_to_play or is_boss(trick[index] & 127, unseen_mask(seen, seat))
            ):
                face = self._cheapest(losers or legal, trump)
                return self._say(why, "hint_finesse_partner_has_it", face, face)
            if winners:
                face = min(winners, key=lambda f: strengths[f])
                return self._say(why, "hint_finesse_win", face, face)
            face = self._cheapest(legal, trump)
            return self._say(why, "hint_throw_low", face, face)
        if losers:
            face = max(losers, key=lambda f: (strengths[f], _rank(f)))
            return self._say(why, "hint_finesse_duck", face, face)
        face = min(legal, key=lambda f: (strengths[f], _rank(f)))
        return self._say(why, "hint_finesse_cannot_duck", face, face)

    @staticmethod
    def _cheapest(faces: Sequence[int], trump: int) -> int:
        return min(faces, key=lambda f: (_suit(f) == trump, _rank(f)))

    @staticmethod
    def _say(why: list[Msg] | None, key: str, face: Card, action: int) -> int:
        if why is not None:
            why.append(Msg(key, {"card": face}))
        return action


HEURISTIC = FinesseHeuristic

add_catalogue(
    {
        "hint_finesse_keep_trump": {
            "en": "Keep {suit} as trump: your side holds it well ({n} in your hand).",
            "ja": "{suit}を切り札にしましょう。味方はこのマークに強いです（手札に {n} 枚）。",
        },
        "hint_finesse_no_trump": {
            "en": "Choose no trump: {suit} is short in your hand ({n}), and trumps on the table would cost points.",
            "ja": "切り札なしを選びましょう。手札の{suit}は {n} 枚と少なく、場札に切り札が残ると減点になります。",
        },
        "hint_finesse_refill": {
            "en": "Put {card} face up: a low card that costs nothing if it stays on your table.",
            "ja": "{card} を場札にしましょう。最後まで残っても減点にならない低いカードです。",
        },
        "hint_finesse_refill_bad": {
            "en": "Put {card} face up: every card left would cost points on the table, and this one least helps you.",
            "ja": "{card} を場札にしましょう。どれを置いても減点の対象ですが、これが一番手放しやすいカードです。",
        },
        "hint_finesse_first_lead": {
            "en": "Lead {card}: the first card led makes {suit} trump, the suit your side holds best.",
            "ja": "{card} をリードしましょう。最初のリードで{suit}が切り札になります。味方がいちばん強いマークです。",
        },
        "hint_finesse_lead_boss": {
            "en": "Lead {card}: no unseen card can beat it, and your side still wants tricks.",
            "ja": "{card} をリードしましょう。まだ見えていないカードでこれに勝つものはなく、味方はまだトリックが欲しいところです。",
        },
        "hint_finesse_lead_table_boss": {
            "en": "Lead {card} from your partner's table: it should win, and it leaves the table before it can cost points.",
            "ja": "パートナーの場札から {card} をリードしましょう。勝てるうえに、場札に残って減点になるのも防げます。",
        },
        "hint_finesse_lead_table_low": {
            "en": "Lead {card} from your partner's table: a cheap way to hand the lead over.",
            "ja": "パートナーの場札から {card} をリードしましょう。安くリードを渡せます。",
        },
        "hint_finesse_partner_has_it": {
            "en": "Play {card} low: your partner is already winning this trick.",
            "ja": "{card} を出しましょう。このトリックはパートナーが取れそうです。",
        },
        "hint_finesse_win": {
            "en": "Win with {card}, the cheapest card that takes the trick: your side still needs tricks.",
            "ja": "{card} で勝ちましょう。トリックを取れるなかでいちばん安いカードで、味方はまだトリックが必要です。",
        },
        "hint_finesse_duck": {
            "en": "Duck with {card}: your side has enough tricks for now (ten with the last is the aim).",
            "ja": "{card} で見送りましょう。味方のトリックはいまは十分です（目標は最終トリックを含めて 10）。",
        },
        "hint_finesse_cannot_duck": {
            "en": "Play {card}: every card you may play wins for now, and this one is the weakest.",
            "ja": "{card} を出しましょう。どれを出しても今は勝ってしまうので、いちばん弱いカードです。",
        },
    }
)

__all__ = ["HEURISTIC", "FinesseHeuristic", "is_boss", "unseen_mask", "wants_trick"]
