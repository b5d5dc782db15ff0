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

from ...cards import ACE, FRENCH, JACK, KING, NO_TRUMP, QUEEN, SUITS, SuitWord
from ...games.finesse import (
    CHOOSE,
    FOLLOW,
    LEAD_BASE,
    NOTRUMP_ID,
    REFILL,
    REFILL_BASE,
    SCORE_TABLES,
    TABLES,
    TRUMP_ID,
    FinesseView,
    aim_of,
    faces_of,
    penalised_mask,
)
from ...messages import Msg, add_catalogue
from ...pieces import PieceWord
from ..base import Heuristic
from ..tricks import best_so_far, win_cheaply

HIGH_BONUS = {ACE: 1.5, KING: 1.0, QUEEN: 0.5, JACK: 0.25}
# The rank of a face, and of a partner's table card's lead id (LEAD_BASE is 128).
RANK = tuple(card & 15 for card in range(256))
# The aim of each score table the game offers (aim_of weighs the whole table).
AIMS = {points: aim_of(points) for points in SCORE_TABLES.values()}


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
    def hidden_mask(self, seat: int) -> int: ...
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
        aim = AIMS.get(points)
        return ours < (aim_of(points) if aim is None else aim) - 1
    theirs = done - ours
    win = points[ours + 1] + 4 - points[theirs]
    lose = points[ours] - points[theirs + 1] - 4
    return win > lose


def unseen_mask(seen: FinesseSeen, seat: int) -> int:
    """Pieces ``seat`` has not seen: not in its hand, on no table, never played (a state
    knows them at once: the other hands)."""
    return seen.hidden_mask(seat)


def _higher(face: int) -> int:
    suit, mask = _suit(face), 0
    for rank in range(_rank(face) + 1, 15):
        mask |= 1 << (suit * 16 + rank)
    return mask | mask << 128


HIGHER = [_higher(face) for face in range(128)]  # both copies of the higher cards of a suit


# Sort keys as one number a face, so that min and max need no key function of their own.
# CHEAP[trump + 1][face]: how dear a card is to give up: (a trump?, rank).
CHEAP = [
    [(16 if _suit(face) == trump else 0) + _rank(face) for face in range(128)]
    for trump in (NO_TRUMP, *SUITS)
]
# SPARE[trump + 1][face]: how dear a card is to put on the own table: (costs points
# there?, rank, suit).
SPARE = [
    [
        (penalised_mask(trump) >> face & 1) << 7 | _rank(face) << 3 | _suit(face)
        for face in range(128)
    ]
    for trump in (NO_TRUMP, *SUITS)
]
# STRONG[trump + 1][led][face]: (strength in the trick, rank).
STRONG = [
    [[strength * 16 + _rank(face) for face, strength in enumerate(table[:128])] for table in row]
    for row in TABLES
]


def is_boss(face: int, unseen: int) -> bool:
    """No unseen card of its suit ranks higher (an unseen twin cannot beat it led)."""
    return not unseen & HIGHER[face]


def boss_words(face: int, trump: int, unseen: int) -> Msg:
    """Why a boss (``is_boss``) should win, said no stronger than it is: nothing unseen
    beats it where no unseen trump can ruff it, else nothing unseen of its suit."""
    suit = _suit(face)
    if trump in (suit, NO_TRUMP) or not unseen & FOLLOW[trump]:
        return Msg("fin_boss_sure", {"card": PieceWord(FRENCH, face)})
    return Msg("fin_boss_suit", {"card": PieceWord(FRENCH, face), "suit": SuitWord(suit)})


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
        if len(legal) == 1 and seen.trump is not None:
            action = legal[0]
            if why is not None:
                face = action if action < LEAD_BASE else action - LEAD_BASE
                why.append(Msg("hint_tricks_only_card", {"card": PieceWord(FRENCH, face)}))
            return action
        trick = seen.trick_cards()
        if not trick:
            return self._lead(seen, seat, legal, why)
        return self._follow(seen, seat, legal, trick, why)

    # -- decisions besides plays ------------------------------------------------------------

    def _choose(self, seen: FinesseSeen, seat: int, why: list[Msg] | None) -> int:
        suit = _suit(seen.trick_cards()[0])
        hand = seen.hand_mask(seat)
        ours = seen.table_mask(seat) | seen.table_mask((seat + 2) % 4)
        length = (hand & FOLLOW[suit]).bit_count()
        highs = sum(HIGH_BONUS.get(_rank(c), 0.0) for c in faces_of(hand & FOLLOW[suit]))
        on_tables = (ours & FOLLOW[suit]).bit_count()
        courts = (ours & penalised_mask(NO_TRUMP)).bit_count()
        trump_value = length + 0.5 * highs - on_tables
        nt_value = 3.0 - 0.7 * courts
        if trump_value >= nt_value:
            if why is not None:
                key = "hint_finesse_keep_trump_courts" if courts else "hint_finesse_keep_trump"
                why.append(Msg(key, {"n": length, "suit": SuitWord(suit), "t": courts}))
            return TRUMP_ID
        if why is not None:
            key = "hint_finesse_no_trump_table" if on_tables else "hint_finesse_no_trump"
            if not on_tables and not length:
                key = "hint_finesse_no_trump_void"
            why.append(Msg(key, {"n": length, "suit": SuitWord(suit), "t": on_tables}))
        return NOTRUMP_ID

    def _refill(self, seen: FinesseSeen, legal: Sequence[int], why: list[Msg] | None) -> int:
        trump = seen.trump
        assert trump is not None  # named by the first lead, before any trick ends
        face = min((a - REFILL_BASE for a in legal), key=SPARE[trump + 1].__getitem__)
        if why is not None:
            if penalised_mask(trump) >> face & 1:  # every card would cost: the lowest
                key = (
                    "hint_finesse_refill_bad_nt" if trump == NO_TRUMP else "hint_finesse_refill_bad"
                )
            else:
                key = "hint_finesse_refill"
            why.append(Msg(key, {"card": PieceWord(FRENCH, face)}))
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
        want = wants_trick(seen, seat)
        if want:
            # A partner's penalty card that wins: a trick and three points saved.  (A boss:
            # ``is_boss``, written out.)
            bosses = [f for f in table if bad >> f & 1 and not unseen & HIGHER[f]]
            if bosses:
                face = max(bosses, key=RANK.__getitem__)
                if why is not None:
                    self._lead_words(why, "hint_finesse_lead_table_boss", seen, face, trump, unseen)
                return LEAD_BASE + face
            bosses = [f for f in hand if not unseen & HIGHER[f]]
            if bosses:
                face = max(bosses, key=CHEAP[trump + 1].__getitem__)  # trumps first, then rank
                if why is not None:
                    self._lead_words(why, "hint_finesse_lead_boss", seen, face, trump, unseen)
                return face
            bosses = [f for f in table if not unseen & HIGHER[f]]
            if bosses:
                face = max(bosses, key=RANK.__getitem__)
                if why is not None:
                    self._lead_words(why, "hint_finesse_lead_boss", seen, face, trump, unseen)
                return LEAD_BASE + face
        else:
            # Give the lead away cheaply, shedding a partner's penalty card if it loses
            # (a low trump: no court card is below 9).
            cheap = [f for f in table if bad >> f & 1 and unseen & HIGHER[f] and _rank(f) < 9]
            if cheap:
                face = min(cheap, key=RANK.__getitem__)
                if why is not None:
                    card = PieceWord(FRENCH, face)
                    number = seen.tricks_done() + 1
                    why.append(Msg("hint_finesse_lead_table_low", {"card": card, "n": number}))
                return LEAD_BASE + face
        # The lowest card: from hand, a trump only when all are; from the partner's table,
        # one that costs nothing there (or any when nothing else is left).
        plain = [f for f in hand if _suit(f) != trump] or hand
        spare = [LEAD_BASE + f for f in table if not bad >> f & 1]
        action = min(plain + spare or [LEAD_BASE + f for f in table], key=RANK.__getitem__)
        if why is not None:
            face = action if action < LEAD_BASE else action - LEAD_BASE
            key = "hint_finesse_lead_no_boss" if want else "hint_finesse_lead_low"
            number = seen.tricks_done() + 1
            why.append(Msg(key, {"card": PieceWord(FRENCH, face), "n": number}))
        return action

    @staticmethod
    def _lead_words(
        why: list[Msg], key: str, seen: FinesseSeen, face: int, trump: int, unseen: int
    ) -> None:
        boss = boss_words(face, trump, unseen)
        why.append(Msg(key, {"n": seen.tricks_done() + 1, "boss": boss}))

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
            key = "hint_finesse_first_lead_ace" if _rank(face) == ACE else "hint_finesse_first_lead"
            why.append(Msg(key, {"card": PieceWord(FRENCH, face), "suit": SuitWord(suit)}))
        return action

    # -- following --------------------------------------------------------------------------

    def _follow(
        self,
        seen: FinesseSeen,
        seat: int,
        legal: Sequence[int],
        trick: Sequence[int],
        why: list[Msg] | None,
    ) -> int:
        trump = seen.trump
        assert trump is not None
        led = _suit(trick[0])
        strengths = TABLES[trump + 1][led]
        index, best = best_so_far(trick, strengths)
        losers = [f for f in legal if strengths[f] <= best]  # a twin of the best cannot win
        if wants_trick(seen, seat):
            partner_winning = (seen.trick_leader() + index) % 2 == seat % 2  # the winner's side
            last_to_play = len(trick) == 3
            if partner_winning and (
                last_to_play or is_boss(trick[index] & 127, unseen_mask(seen, seat))
            ):
                face = min(losers or legal, key=CHEAP[trump + 1].__getitem__)
                if why is not None:
                    why.append(self._card_words("hint_finesse_partner_has_it", seen, face))
                return face
            winners = [f for f in legal if strengths[f] > best]
            if winners:
                face = min(winners, key=strengths.__getitem__)
                if why is not None:
                    why.append(win_cheaply(face, seen.tricks_done() + 1, last_to_play))
                return face
            face = min(legal, key=CHEAP[trump + 1].__getitem__)
            if why is not None:
                why.append(self._card_words("hint_tricks_cannot_win", seen, face))
            return face
        strong = STRONG[trump + 1][led]
        if losers:
            face = max(losers, key=strong.__getitem__)
            if why is not None:
                why.append(self._card_words("hint_finesse_duck", seen, face))
            return face
        face = min(legal, key=strong.__getitem__)
        if why is not None:
            why.append(self._card_words("hint_tricks_all_win", seen, face))
        return face

    @staticmethod
    def _card_words(key: str, seen: FinesseSeen, face: int) -> Msg:
        return Msg(key, {"card": PieceWord(FRENCH, face), "n": seen.tricks_done() + 1})


HEURISTIC = FinesseHeuristic

add_catalogue(
    {
        "hint_finesse_keep_trump": {
            "en": "{my} hand holds {n} {n|card|cards} of {suit}, which makes {suit} a better "
            "trump for {my} side than no trump.",
            "ja": "{my}手札に{suit}が {n} 枚あり、切り札なしより{suit}を切り札にするほうが味方に有利です。",
        },
        "hint_finesse_keep_trump_courts": {
            "en": "{my} hand holds {n} {n|card|cards} of {suit}, and with no trump the {t} "
            "court {t|card|cards} on {my} side's tables would cost 3 points each.",
            "ja": "{my}手札に{suit}が {n} 枚あり、切り札なしにすると味方の場札の絵札 {t} 枚が 1 枚 3 点の減点になります。",
        },
        "hint_finesse_no_trump": {
            "en": "{my} hand holds only {n} {n|card|cards} of {suit}, too few to make it a good "
            "trump for {my} side.",
            "ja": "{my}手札の{suit}は {n} 枚だけで、味方の切り札にするには少なすぎます。",
        },
        "hint_finesse_no_trump_void": {
            "en": "{my} hand holds no card of {suit}, so it would make a poor trump for {my} side.",
            "ja": "{my}手札に{suit}は 1 枚もなく、味方の切り札には向きません。",
        },
        "hint_finesse_no_trump_table": {
            "en": "{my} hand holds {n} {n|card|cards} of {suit}, and as trumps the {t} on {my} "
            "side's tables would cost 3 points each if they stayed there.",
            "ja": "{my}手札の{suit}は {n} 枚で、{suit}が切り札になると、味方の場札にある{suit} {t} 枚は、残れば 1 枚 3 点の減点になります。",
        },
        "hint_finesse_refill": {
            "en": "{card} costs nothing if it stays on {my} table, and no such card of {mine} "
            "ranks lower.",
            "ja": "{card} は{my}場札に残っても減点にならず、そういうカードのなかでいちばん低いものです。",
        },
        "hint_finesse_refill_bad": {
            "en": "every card {I} hold is a trump that would cost 3 points if it stayed on {my} "
            "table, and {card} is the lowest of them.",
            "ja": "{my}手札はどれも切り札で、場札に残れば 3 点の減点になります。{card} はそのなかでいちばん低いカードです。",
        },
        "hint_finesse_refill_bad_nt": {
            "en": "every card {I} hold is a court card that would cost 3 points if it stayed on "
            "{my} table, and {card} is the lowest of them.",
            "ja": "{my}手札はどれも絵札で、場札に残れば 3 点の減点になります。{card} はそのなかでいちばん低いカードです。",
        },
        "hint_finesse_first_lead": {
            "en": "the first card led makes its suit trump, and {suit} is the suit {my} side is "
            "strongest in.",
            "ja": "最初にリードしたカードのマークが切り札になり、{suit}は味方にいちばん有利なマークです。",
        },
        "hint_finesse_first_lead_ace": {
            "en": "{suit} is the suit {my} side is strongest in, and an ace led first lets {me} "
            "choose between {suit} and no trump.",
            "ja": "{suit}は味方にいちばん有利なマークで、最初に A をリードすれば{suit}か切り札なしかを選べます。",
        },
        "fin_boss_sure": {
            "en": "no unseen card can beat {card}",
            "ja": "まだ見えていないカードに {card} より強いものはありません",
        },
        "fin_boss_suit": {
            "en": "no unseen card of {suit} ranks above {card}",
            "ja": "まだ見えていない{suit}に {card} より高いカードはありません",
        },
        "hint_finesse_lead_boss": {
            "en": "{my} side wants trick {n}, and {boss}.",
            "ja": "味方は第 {n} トリックが欲しく、{boss}。",
        },
        "hint_finesse_lead_table_boss": {
            "en": "{my} side wants trick {n}, {boss}, and once led it can no longer cost {my} "
            "side 3 points on the table.",
            "ja": "味方は第 {n} トリックが欲しく、{boss}。しかもリードしてしまえば、場札に残って 3 点の減点になることもありません。",
        },
        "hint_finesse_lead_table_low": {
            "en": "{my} side does not want trick {n}, and {card} is a low trump that would cost "
            "{my} side 3 points if it stayed on the table.",
            "ja": "味方は第 {n} トリックを取りたくなく、{card} は場札に残れば 3 点の減点になる低い切り札です。",
        },
        "hint_finesse_lead_no_boss": {
            "en": "{my} side wants trick {n}, but an unseen card could beat anything {I} may "
            "lead, and {card} risks the least.",
            "ja": "味方は第 {n} トリックが欲しいものの、リードできるどのカードもまだ見えていないカードに負けるおそれがあり、{card} がいちばん損の少ないカードです。",
        },
        "hint_finesse_lead_low": {
            "en": "{my} side does not want trick {n}, and {card} is the lowest card {I} would "
            "lead.",
            "ja": "味方は第 {n} トリックを取りたくなく、{card} はリードしてよいカードのなかでいちばん低いものです。",
        },
        "hint_finesse_partner_has_it": {
            "en": "{my} partner is winning trick {n}, so {I} keep {my} better cards.",
            "ja": "第 {n} トリックはいまパートナーが勝っているので、強いカードは取っておきます。",
        },
        "hint_finesse_duck": {
            "en": "{I} do not want trick {n}, and {card} is the strongest card {I} can lose it "
            "with.",
            "ja": "第 {n} トリックは取りたくなく、{card} は負けるカードのなかでいちばん強いものです。",
        },
    }
)

__all__ = ["HEURISTIC", "FinesseHeuristic", "boss_words", "is_boss", "unseen_mask", "wants_trick"]
