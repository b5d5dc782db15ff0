"""A heuristic Irokanmuri player (and the search levels built on it).

Reading the table: a card of a kind whose every copy is either played or in one's own
hand cannot be received by anyone except with a joker; a seat that passed on a kind (and
has not played it since) most likely holds none.  From these the bot estimates how
likely the next player (always an opponent) can receive each kind.

Attacking: the kind the next player is least likely to receive (if they pass, the
partner attacks and sheds a card); a kind held twice or more before a single one, so the
hand keeps covering many kinds for later receives; the jokers are kept — a joker among
one's last cards nearly wins the deal — except that Tenji (nothing receives it) is thrown
when the partner or the next player is down to one card: the next player must pass.

Receiving: always with a card of the same kind (two cards leave the hand); with a joker
only when it wins (two cards left), when passing would let the next player attack with
their last card, when the partner is down to one card, or near the end of one's hand.

Measured (``python -m rules_core.bench --game irokanmuri``): a heuristic pair wins 97.5 %
of 400 deals against a random pair; a strong pair wins 76 of 100 deals against a heuristic
pair (both seatings); decisions take p50/p95 0.11/0.19 ms (easy), 26/60 ms (normal) and
260/750 ms (strong); about 1000 search rollouts a second.

The easy level forgets the played kinds and the passes (:meth:`IrokanmuriHeuristic.forget`)
and now and then throws a free attack without thought.  The normal and strong levels are the shared determinising search over these rollouts;
its worlds keep every seat's hand size and, where the counts allow, keep kinds a seat
has passed on out of its hand (``IrokanmuriState.sample_hidden``).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Sequence
from typing import Final, Protocol

from ...game import Legal
from ...games.irokanmuri import (
    ATTACK,
    ATTACK_BASE,
    PASS,
    RECEIVE_BASE,
    RESPOND,
    IrokanmuriState,
    IrokanmuriView,
    kinds_words,
)
from ...karuta import JITO, KARUTA, KINDS, TENJI
from ...messages import Msg, add_catalogue
from ...pieces import PieceWord
from ...view import View
from ..base import Heuristic

# Final: the compiled core reads these as constants.
PLAYERS: Final = 4
JOKER_LATE: Final = 3  # receive with a joker once one's hand is this small
COVERAGE: Final = 0.12  # cost of giving up the last card of a kind (fewer kinds to receive with)
JOKER_RESERVE: Final = 1.0  # cost of attacking with a joker while it is better kept
EAGER_JOKER: Final = 3  # a player this close to out is taken to receive with a joker too
# The strong and expert levels weigh twice the shared worlds in the same time (a rollout here
# costs about 1.6 ms, so a strong decision stays well under a second, measured p95 0.38 s):
# against a heuristic pair, 40 worlds won 87 of 130 deals, 80 worlds 76 of 100
# (python -m rules_core.bench's score share).
LEVEL_WORLDS: Final = {"strong": 160, "expert": 480}


class IrokanmuriSeen(Protocol):
    """What the heuristic reads; the state and the view both provide it."""

    @property
    def phase(self) -> str: ...
    @property
    def waiting(self) -> int | None: ...
    @property
    def hand_sizes(self) -> Sequence[int]: ...
    @property
    def kind_totals(self) -> Sequence[int]: ...
    @property
    def played_counts(self) -> Sequence[int]: ...
    @property
    def passed_on(self) -> Sequence[int]: ...
    def kind_counts(self, seat: int) -> list[int]: ...


# The seats other than each seat.
OTHERS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(PLAYERS) if s != seat) for seat in range(PLAYERS)
)


class Reading:
    """What ``seat`` can tell of the hidden hands: per kind, the copies it cannot see,
    and per seat the chance of holding one.  Each kind is worked out when asked (an
    attack asks of the kinds held and the jokers only)."""

    def __init__(self, seen: IrokanmuriSeen, seat: int) -> None:
        self.seat = seat
        # Lists, which the compiled build indexes directly: a state's own (read at every
        # step of a rollout, its fields and kind_counts reached directly when compiled), or
        # a view's tuples copied.
        if isinstance(seen, IrokanmuriState):
            self.mine = seen.kind_counts(seat)
            self.sizes = sizes = seen.hand_sizes
            self.passed = passed = seen.passed_on
            self.played = seen.played_counts
            self.totals = seen.kind_totals
        else:
            self.mine = seen.kind_counts(seat)
            self.sizes = sizes = list(seen.hand_sizes)
            self.passed = passed = list(seen.passed_on)
            self.played = list(seen.played_counts)
            self.totals = tuple(seen.kind_totals)
        others = 0  # the cards this seat cannot see
        passes = 0  # the kinds some other seat has passed on
        for s in OTHERS[seat]:
            others += sizes[s]
            passes |= passed[s]
        self.others = others
        self.passes = passes
        # The chances that seat jokers_of does not receive with Jito, with Tenji (-1: none
        # worked out yet; receives asks of one seat at a time).
        self.jokers_of = -1
        self.no_jito = self.no_tenji = 1.0

    @property
    def unseen(self) -> list[int]:
        """Per kind, the copies this seat cannot see (in the other hands)."""
        return [self.totals[kind] - self.played[kind] - self.mine[kind] for kind in KINDS]

    def room(self, kind: int) -> int:
        """The cards of the other seats that did not pass on ``kind`` (where its unseen
        copies lie)."""
        room = self.others
        for s in OTHERS[self.seat]:
            if self.passed[s] >> kind & 1:
                room -= self.sizes[s]
        return room

    def holds(self, other: int, kind: int) -> float:
        """The chance that ``other`` holds at least one card of ``kind`` (kinds it passed on
        and never played since count as absent)."""
        copies = self.totals[kind] - self.played[kind] - self.mine[kind]  # unseen
        if copies <= 0 or self.passed[other] >> kind & 1:
            return 0.0
        room = self.room(kind) if self.passes >> kind & 1 else self.others
        share = self.sizes[other] / room if room > 0 else 1.0
        if share >= 1.0:
            return 1.0
        # math.pow of two floats: the C pow that ``**`` calls, called directly when compiled
        return 1.0 - math.pow(1.0 - share, float(copies))

    def receives(self, other: int, kind: int) -> float:
        """The chance that ``other`` can and will receive a card of ``kind``: with a card of
        the kind, or with a joker (counted in full only near the end of its hand)."""
        if kind == TENJI:
            return 0.0
        if other != self.jokers_of:
            eager = 1.0 if self.sizes[other] <= EAGER_JOKER else 0.25
            self.no_jito = 1.0 - eager * self.holds(other, JITO)
            self.no_tenji = 1.0 - eager * self.holds(other, TENJI)
            self.jokers_of = other
        miss = (1.0 - self.holds(other, kind)) * self.no_tenji
        return 1.0 - (miss if kind == JITO else miss * self.no_jito)


class IrokanmuriHeuristic(Heuristic[IrokanmuriSeen]):
    view_type = IrokanmuriView
    pieces = "karuta"

    def forget(self, view: View) -> View:
        """The easy level forgets which kinds were played and who passed on what: every
        card not in its own hand seems still out, and no seat seems to lack a kind."""
        if not isinstance(view, IrokanmuriView):
            return view
        mine = view.kind_counts(view.seat)
        out = tuple(view.kind_totals)
        return dataclasses.replace(
            view,
            played_counts=(0,) * len(out),
            out_counts=out,
            unseen_counts=tuple(t - m for t, m in zip(out, mine, strict=True)),
            passed_on=(0,) * len(view.passed_on),
        )

    def slips(self, legal: Legal) -> list[str]:
        """A free attack may be thrown without thought (any kind held, a joker too)."""
        attacks = [a for a in legal.texts if a.startswith("attack ")]
        return attacks if len(attacks) == len(legal) else []

    def pick(
        self,
        seen: IrokanmuriSeen,
        seat: int,
        legal: Sequence[int],
        rng: random.Random,
        why: list[Msg] | None,
    ) -> int:
        if seen.phase == ATTACK:
            return self._attack(seen, seat, legal, why)
        return self._respond(seen, seat, legal, why)

    # -- for the search: the jokers are kept for the end -----------------------------------

    def search_candidates(self, view: View, legal: Sequence[int], rng: random.Random) -> list[int]:
        """The actions worth searching: while this heuristic keeps its jokers (its hand
        larger than :data:`JOKER_LATE`, nobody down to one card), not Tenji, neither to
        receive nor to attack.  Rollouts that spend Tenji early look good to the search
        (two cards leave at once), but its worth is at the end of the hand, where it
        receives what nothing else can or forces a pass: players reported a strong partner
        spending it on an ordinary card with 13 cards in hand.  Measured over 300
        duplicate deals against the heuristic (the 8-world search deciding only where this
        rule now holds it back), the search's early Tenji won no more than keeping it
        (share 0.50), while its early Jito did (0.54 with Jito too): Jito stays searched."""
        assert isinstance(view, IrokanmuriView)
        if not keeps_jokers(view, view.seat):
            return list(legal)
        base = RECEIVE_BASE if view.phase == RESPOND else ATTACK_BASE
        kept = [a for a in legal if a == PASS or a - base != TENJI]
        return kept or list(legal)

    # -- attacking --------------------------------------------------------------------------

    def _attack(
        self, seen: IrokanmuriSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        sizes = seen.hand_sizes
        if sizes[seat] == 1:
            if why is not None:
                _say(why, "hint_iro_last_card", card=PieceWord(KARUTA, legal[0] - ATTACK_BASE))
            return legal[0]
        if len(legal) == 1 and why is None:  # one kind held: nothing to weigh
            return legal[0]
        reading = Reading(seen, seat)
        nxt, partner = (seat + 1) % PLAYERS, (seat + 2) % PLAYERS
        urgent = reading.sizes[partner] == 1 or reading.sizes[nxt] == 1
        mine = reading.mine
        best, best_score, best_risk = legal[0], math.inf, 1.0
        for action in legal:
            kind = action - ATTACK_BASE
            risk = reading.receives(nxt, kind)
            score = risk - 0.01 * mine[kind]
            if kind in (JITO, TENJI):
                if not urgent:
                    score += JOKER_RESERVE
            elif mine[kind] == 1:
                score += COVERAGE
            if score < best_score:
                best, best_score, best_risk = action, score, risk
        if why is not None:
            why.append(_attack_words(reading, best - ATTACK_BASE, best_risk, sizes, seat))
        return best

    # -- receiving or passing ---------------------------------------------------------------

    def _respond(
        self, seen: IrokanmuriSeen, seat: int, legal: Sequence[int], why: list[Msg] | None
    ) -> int:
        waiting = seen.waiting
        kind = -1 if waiting is None else waiting % 8
        receives = [a - RECEIVE_BASE for a in legal if a != PASS]
        if not receives:
            if why is not None:
                key = "hint_iro_tenji_pass" if kind == TENJI else "hint_iro_cannot"
                _say(why, key, card=PieceWord(KARUTA, kind))
            return PASS
        # A card of the waiting kind if held, else a joker, Jito before Tenji.
        if kind in receives:
            choice = kind
        elif JITO in receives:
            choice = JITO
        else:
            choice = receives[0]
        plain = choice == kind
        sizes = seen.hand_sizes
        left = sizes[seat]
        if left == 1:
            key = "hint_iro_receive_last"
        elif left == 2:
            key = "hint_iro_receive_wins"
        elif plain:
            key = "hint_iro_receive"
        elif sizes[(seat + 1) % PLAYERS] == 1:
            key = "hint_iro_joker_stop"
        elif sizes[(seat + 2) % PLAYERS] == 1:
            key = "hint_iro_joker_partner"
        elif left <= JOKER_LATE:
            key = "hint_iro_joker_late"
        else:
            key = "hint_iro_keep_joker"
        if why is not None:
            if key == "hint_iro_joker_late":
                _say(why, key, card=PieceWord(KARUTA, choice), n=left)
            else:
                _say(why, key, card=PieceWord(KARUTA, choice))
        return PASS if key == "hint_iro_keep_joker" else RECEIVE_BASE + choice


def keeps_jokers(seen: IrokanmuriSeen, seat: int) -> bool:
    """Whether ``seat`` keeps its jokers for now: its hand is larger than
    :data:`JOKER_LATE` and no seat is down to one card (when the partner or an opponent
    is, a joker's receive or attack may decide the deal at once)."""
    sizes = seen.hand_sizes
    return sizes[seat] > JOKER_LATE and min(sizes) > 1


def _attack_words(reading: Reading, kind: int, risk: float, sizes: Sequence[int], seat: int) -> Msg:
    """Why the attack with ``kind``: Tenji (nothing receives it) for the partner or against
    a next player about to go out, a kind nobody else holds, the kind (jokers aside) the next
    player is least likely to receive (worded by how likely that still is), or a kind held
    more than once before a single one less likely received."""
    nxt, partner = (seat + 1) % PLAYERS, (seat + 2) % PLAYERS
    if kind == TENJI:
        if sizes[partner] == 1:
            return Msg("hint_iro_tenji_partner", {"card": PieceWord(KARUTA, kind)}, pieces="karuta")
        key = "hint_iro_tenji_block" if sizes[nxt] == 1 else "hint_iro_tenji"
        return Msg(key, {"card": PieceWord(KARUTA, kind)}, pieces="karuta")
    if reading.unseen[kind] == 0:  # every other card of the kind is played or held here
        jokers = [j for j in (JITO, TENJI) if j != kind and reading.unseen[j] > 0]
        if not jokers:
            return Msg("hint_iro_unreceivable", {"card": PieceWord(KARUTA, kind)}, pieces="karuta")
        key = "hint_iro_only_tenji" if kind == JITO else "hint_iro_exhausted"
        return Msg(
            key, {"card": PieceWord(KARUTA, kind), "jokers": kinds_words(jokers)}, pieces="karuta"
        )
    chance = round(100 * risk)
    held = [k for k, n in enumerate(reading.mine) if n and k not in (JITO, TENJI)]
    chances = [round(100 * reading.receives(nxt, k)) for k in held]
    spare = reading.mine[kind] > 1
    if min(chances, default=chance) >= 100:  # any kind held is almost surely received
        key = "hint_iro_attack_sure_spare" if spare else "hint_iro_attack_sure"
    elif all(risk <= reading.receives(nxt, k) + 1e-9 for k in held):
        key = "hint_iro_attack" if chance < 50 else "hint_iro_attack_likely"
    else:  # a kind held more than once before a single one the next player receives less
        odds = Msg("hint_iro_odds_sure" if chance >= 100 else "hint_iro_odds", {"chance": chance})
        if not spare:
            return odds
        return Msg(
            "hint_iro_attack_spare",
            {"card": PieceWord(KARUTA, kind), "odds": odds},
            pieces="karuta",
        )
    return Msg(key, {"card": PieceWord(KARUTA, kind), "chance": chance}, pieces="karuta")


def _say(why: list[Msg] | None, key: str, **params: object) -> None:
    if why is not None:
        why.append(Msg(key, dict(params), pieces="karuta"))


HEURISTIC = IrokanmuriHeuristic


add_catalogue(
    {
        "hint_iro_last_card": {
            "en": "it is {my} last card, and an empty hand wins the deal.",
            "ja": "最後の1枚です。手札がなくなれば勝ちです。",
        },
        "hint_iro_attack": {
            "en": "of the kinds {I} hold, jokers aside, this is the one the next player is least likely to receive (about {chance}%).",
            "ja": "ジョーカーを除く手持ちの種類の中で、次の人がいちばん受けにくい種類です（受けられる見込みは約 {chance}%）。",
        },
        "hint_iro_attack_likely": {
            "en": "the next player can probably receive any kind {I} hold, jokers aside; even this one, the least likely, is received about {chance}% of the time.",
            "ja": "ジョーカーを除けば、次の人はどの種類も受けられそうです。その中でいちばん受けにくい種類です（受けられる見込みは約 {chance}%）。",
        },
        "hint_iro_attack_sure": {
            "en": "the next player can almost surely receive any kind {I} hold, jokers aside, so no other kind does better.",
            "ja": "ジョーカーを除けば、次の人はどの種類もほぼ確実に受けられるので、ほかの種類で攻めても変わりません。",
        },
        "hint_iro_attack_sure_spare": {
            "en": "the next player can almost surely receive any kind {I} hold, jokers aside, and with more than one {card} every kind {I} hold is still there after this attack.",
            "ja": "ジョーカーを除けば、次の人はどの種類もほぼ確実に受けられます。{card}は2枚以上あるので、攻めても手持ちの種類は減りません。",
        },
        "hint_iro_attack_spare": {
            "en": "{I} hold more than one {card}, so after this attack every kind {I} hold is still there to receive with, and {odds}",
            "ja": "{card}は2枚以上あるので、攻めても手持ちの種類は減らず、あとで受けるのに使えます。{odds}",
        },
        "hint_iro_odds": {
            "en": "the next player can receive it about {chance}% of the time.",
            "ja": "次の人が受けられる見込みは約 {chance}% です。",
        },
        "hint_iro_odds_sure": {
            "en": "the next player can almost surely receive it.",
            "ja": "次の人はほぼ確実に受けられます。",
        },
        "hint_iro_exhausted": {
            "en": "every other {card} is played or in {my} hand, so only {jokers} can receive it.",
            "ja": "ほかの{card}はもう出たか{my}手札にあるので、受けられるのは{jokers}だけです。",
        },
        "hint_iro_only_tenji": {
            "en": "only {jokers} can receive it.",
            "ja": "受けられるのは{jokers}だけです。",
        },
        "hint_iro_unreceivable": {
            "en": "no card left in the other hands can receive it.",
            "ja": "ほかの人の手札には、受けられる札が残っていません。",
        },
        "hint_iro_tenji_partner": {
            "en": "nothing can receive it, so the next player must pass and {my} partner goes out with their last card.",
            "ja": "受けられる札はないので次の人はパスし、パートナーが最後の1枚で攻めて上がれます。",
        },
        "hint_iro_tenji_block": {
            "en": "nothing can receive it, so the next player, down to one card, must pass.",
            "ja": "受けられる札はないので、残り1枚の次の人はパスするしかありません。",
        },
        "hint_iro_tenji": {
            "en": "nothing can receive it, so the next player must pass.",
            "ja": "受けられる札はないので、次の人はパスするしかありません。",
        },
        "hint_iro_tenji_pass": {
            "en": "nothing can receive {card}.",
            "ja": "{card}はどの札でも受けられません。",
        },
        "hint_iro_cannot": {
            "en": "nothing in {my} hand can receive {card}.",
            "ja": "手札に{card}を受けられる札がありません。",
        },
        "hint_iro_receive_last": {
            "en": "it is {my} last card, and an empty hand wins the deal.",
            "ja": "最後の1枚です。手札がなくなれば勝ちです。",
        },
        "hint_iro_receive_wins": {
            "en": "then {I} attack with {my} last card, and the empty hand wins the deal for {my} pair.",
            "ja": "受けたあと最後の1枚で攻めれば、手札がなくなって勝ちです。",
        },
        "hint_iro_receive": {
            "en": "two cards leave {my} hand this turn.",
            "ja": "この番で手札が2枚減ります。",
        },
        "hint_iro_joker_stop": {
            "en": "a pass would let the next player attack with their last card and go out.",
            "ja": "パスすると、次の人が最後の1枚で攻めて上がってしまいます。",
        },
        "hint_iro_joker_partner": {
            "en": "{my} partner has one card left: if the next player does not receive the attack that follows, {my} partner goes out.",
            "ja": "パートナーは残り1枚なので、続く攻めを次の人が受けなければ、パートナーが上がれます。",
        },
        "hint_iro_joker_late": {
            "en": "only {n} {n|card is|cards are} left in {my} hand, so now is the time to use a joker.",
            "ja": "手札が残り{n}枚なので、いまがジョーカーの使いどきです。",
        },
        "hint_iro_keep_joker": {
            "en": "{I} keep {card} for later: a joker does the most among {my} last few cards.",
            "ja": "{card}は後に残します。ジョーカーは最後の数枚の中にあってこそ役に立ちます。",
        },
    }
)

__all__ = [
    "HEURISTIC",
    "IrokanmuriHeuristic",
    "IrokanmuriSeen",
    "Reading",
    "keeps_jokers",
    "LEVEL_WORLDS",
]
