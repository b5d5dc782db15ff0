"""Co-op Must-Follow (S. Ando) on the shared trick table: the practice deck's backs show
every card's suit, won tricks are only counted, and the team talks without ranks.

The human is seat 0; in 4p/3p/2p the other seats are cooperative bots; in 1p the
human also decides for the dummy hand, whose face-down cards can be chosen only by
suit.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsPixmapItem, QHBoxLayout, QPushButton

from rules_core.ai import Decision
from rules_core.ai.games.ando_coop.bot import the_plan
from rules_core.ai.games.ando_coop.solver import solve_state
from rules_core.cards import (
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    SuitWord,
    card_label,
    cards_of,
    parse_card,
    rank_of,
    suit_of,
)
from rules_core.events import Event, RoundEnded
from rules_core.game import State
from rules_core.games.ando_coop import DUMMY, CoopState, CoopView, talk_words
from rules_core.messages import Msg
from rules_core.view import Status, View

from ..pieces.cards import FONT_FAMILY
from ..table.cards import CardItem, Step
from ..table.fittings import Fittings, TableAccess
from ..table.geometry import Geometry, Placement, Point
from ..table.panel import GamePanel
from ..table.piles import Arrangement, Places, Seating, Sizes, TableFacts
from .desk import Analysis, GameDesk

SOLO_DUMMY_SCALE = 0.8  # in 1p the dummy's hand is the person's too: drawn larger
CORNER_SCALE = 0.8  # the centre card (3p) and round 1's kept cards (2p/1p), in the corners
LEGEND_SCALE = 0.3  # the small backs of the legend
LEGEND_SUITS = (3, 2, 1, 0)  # ♠ ♥ ♦ ♣, as the hands are sorted
OPEN_STEP = 0.8  # the dummy's open card (1p): this much of its width shows beside the next
HAND_SUITS = (3, 2, 0, 1)  # another seat's backs: ♠ ♥ ♣ ♦, black and red in turn
ROUND_PAUSES = 3  # round 1's outcome stays this many trick pauses before round 2 is dealt


class TalkPanel(GamePanel):
    """Rank-free table talk: agree the plan, name the suit to keep, wish for a trick."""

    def __init__(self, table: TableAccess) -> None:
        super().__init__()
        self.table = table
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plan_button = QPushButton()
        self.plan_button.clicked.connect(self._say_plan)
        layout.addWidget(self.plan_button)
        self.keep_buttons = []
        for suit in range(4):
            button = QPushButton(SUIT_SYMBOLS[suit])
            button.setMaximumWidth(36)
            button.clicked.connect(lambda _=False, s=suit: self.say(f"say keep {SUIT_LETTERS[s]}"))
            self.keep_buttons.append(button)
            layout.addWidget(button)
        self.win_button = QPushButton()
        self.win_button.clicked.connect(lambda: self.say("say want win"))
        self.lose_button = QPushButton()
        self.lose_button.clicked.connect(lambda: self.say("say want lose"))
        layout.addWidget(self.win_button)
        layout.addWidget(self.lose_button)

    def retranslate(self) -> None:
        self.plan_button.setText(self.tr("Agree the plan"))
        for suit, button in enumerate(self.keep_buttons):
            button.setToolTip(
                self.tr("Say that you mean to keep {suit}").format(suit=SUIT_SYMBOLS[suit])
            )
        self.win_button.setText(self.tr("I want this trick"))
        self.lose_button.setText(self.tr("I don't want it"))

    def refresh(self) -> None:
        """Talk is for partners: hidden in the solo game, off once the deal is over."""
        session = self.table.session
        solo = session is None or all(
            session.state.decider(s) == 0 for s in range(session.state.num_players)
        )
        self.setVisible(not solo)
        self.setEnabled(session is not None and not session.state.is_terminal)

    def say(self, text: str) -> None:
        table = self.table
        if not table.talk(text):
            return
        what = talk_words(text.removeprefix("say ")).text(table.lang)
        table.say(self.tr("You said: {text}").format(text=what))
        table.relayout_now()

    def _say_plan(self) -> None:
        """Propose the plan the bots read from the suits (or agree to the one on the table)."""
        table = self.table
        if table.session is None:
            return
        view = table.session.state.view(table.human)
        assert isinstance(view, CoopView)
        self.say("say plan " + " ".join(map(str, the_plan(view))))


class CoopFittings(Fittings):
    """The co-op game's parts of the table: table talk, the dummy's face-down cards chosen
    by suit (1p), round 1's outcome told before round 2, the backs' legend and the memory
    aid."""

    def __init__(self, table: TableAccess, desk: GameDesk) -> None:
        super().__init__(table, desk)
        self.rng = random.Random()
        self.legend: list[QGraphicsPixmapItem] = []  # the small backs, one per suit

    def panel(self) -> GamePanel:
        return TalkPanel(self.table)

    def step(self, event: Event, step: Step) -> Step:
        """Round 1's end (2p/1p): the table says how it went and what round 2 asks before
        round 2's cards are dealt (the centre line keeps it until round 2's first trick)."""
        if not isinstance(event, RoundEnded) or event.round != 1:
            return step

        def told() -> tuple[QAbstractAnimation | None, int]:
            step()
            table = self.table
            summary = self._round1_summary()
            if summary is not None:
                table.say(summary)
            return table.relayout_now(animated=True), ROUND_PAUSES * table.settings.pause_ms

        return told

    def _round1_summary(self) -> str | None:
        if self.table.session is None:
            return None
        state = self.table.session.state
        assert isinstance(state, CoopState)
        summary = state.round1_summary()
        return (
            self.table.presenter.words(summary).replace("\n", " ") if summary is not None else None
        )

    def caption(self, name: str, text: str, point: QPointF, g: Geometry, right: bool) -> None:
        """A small caption at ``point`` (its top left, or its top right when ``right``)."""
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(10, round(g.w * 0.13)))
        label = self.table.label(name)
        label.setFont(font)
        label.setText(text)
        width = label.boundingRect().width()
        label.setPos(point - QPointF(width, 0) if right else point)

    def draw_legend(self, g: Geometry) -> None:
        """What the backs' colours say: a small back of each suit, with the words, on the
        right above the person's hand."""
        w, h, m = g.w, g.h, g.m
        small_w, small_h = round(w * LEGEND_SCALE), round(h * LEGEND_SCALE)
        ratio = self.table.devicePixelRatioF()
        if not self.legend:
            for suit in LEGEND_SUITS:
                item = QGraphicsPixmapItem()
                item.setZValue(900)
                item.setData(0, suit)
                self.table.scene.addItem(item)
                self.legend.append(item)
        top = g.height - h * 1.55 - m - small_h - m * 0.2
        right = g.width - m
        for i, item in enumerate(reversed(self.legend)):
            suit = int(item.data(0))
            item.setPixmap(self.table.renderer.back(small_w, small_h, ratio, suit))
            item.setPos(QPointF(right - (i + 1) * (small_w + 3), top))
        self.caption(
            "coop:legend",
            self.table.presenter.words(Msg("coop_backs_legend")),
            QPointF(right, top + small_h + m * 0.2),
            g,
            right=True,
        )

    def decorate(self, view: View, g: Geometry) -> None:
        """Captions for the corner cards (the centre card, round 1's kept cards) and the
        legend of the backs' colours."""
        assert isinstance(view, CoopView)
        m, words = g.m, self.table.presenter.words
        centre = words(Msg("coop_centre_caption")) if view.centre is not None else ""
        beside = QPointF(m * 1.3 + g.w * CORNER_SCALE, m + g.h * CORNER_SCALE * 0.3)
        self.caption("coop:centre", centre, beside, g, right=False)  # right of the card
        kept = words(Msg("coop_kept_caption")) if view.kept_round1 else ""
        under = m * 1.15 + g.h * CORNER_SCALE
        self.caption("coop:kept", kept, QPointF(g.width - m, under), g, right=True)
        self.draw_legend(g)

    def coop_view(self) -> CoopView:
        view = self.table.state_view()
        assert isinstance(view, CoopView)
        return view

    def hinted(self, decision: Decision) -> bool:
        """A hint for a face-down dummy card names only its suit and points at one of
        that suit's backs: the rank the search happened to realise is one nobody may see.
        Its reason follows (the core's reasons for such a card name only its suit)."""
        suit = self._blind_suit(decision.action)
        if suit is None:
            return False
        table = self.table
        table.hint_card = ("sback", DUMMY, suit, 0)
        keys = table.focus_keys()
        if table.hint_card in keys:
            table.gestures.focus = keys.index(table.hint_card)
        name = SuitWord(suit).render(table.lang)
        if decision.action.startswith("reveal "):
            text = self.tr("Hint: turn up one of the dummy's face-down {suit}.")
        else:
            text = self.tr("Hint: play one of the dummy's face-down {suit}.")
        words = text.format(suit=name)
        if decision.why is not None:  # its reason names no face-down rank either
            why = table.presenter.words(decision.why)
            words = f"{words.rstrip('.。')} — {why}"
        table.notice = (words, False)
        table.relayout_now(animated=True)
        table.update_controls()
        return True

    def _blind_suit(self, action: str) -> int | None:
        """The suit of a face-down dummy card the action names (None: not blind)."""
        if self.table.session is None or DUMMY not in self.table.turns.controlled:
            return None
        verb, _, text = action.partition(" ")
        if verb not in ("play", "reveal"):
            return None
        card = parse_card(text)
        dummy_to_play = self.table.session.state.current_player == DUMMY
        if (verb == "reveal" or dummy_to_play) and card not in self.coop_view().open_cards:
            return suit_of(card)
        return None

    def clicked(self, item: CardItem) -> bool:
        key = item.key
        if self._blind_key(key):
            assert isinstance(key, tuple)
            self._blind_pick(key[2])
            return True
        if item.card is not None and item.card in self.coop_view().open_cards:
            self.table.play_card(item.card)
            return True
        return False

    def focus_keys(self, keys: list[Hashable]) -> list[Hashable]:
        """While the person turns up the dummy's cards (1p), the keyboard walks the
        dummy's hand, not the person's own."""
        table = self.table
        legal = table.turns.legal_now()
        reveals = legal.pieces and all(
            a.startswith("reveal ") for acts in legal.pieces.values() for a in acts
        )
        if reveals and DUMMY in table.turns.controlled:
            return list(table.seat_keys.get(DUMMY, []))
        return keys

    def _blind_key(self, key: Hashable) -> bool:
        return (
            isinstance(key, tuple)
            and len(key) == 4
            and key[0] == "sback"
            and key[1] == DUMMY
            and DUMMY in self.table.turns.controlled
        )

    def blind_actable(self, key: Hashable) -> bool:
        if not self._blind_key(key) or not self.table.turns.my_turn():
            return False
        assert isinstance(key, tuple)
        return bool(self._blind_actions(key[2]))

    def _blind_actions(self, suit: int) -> list[str]:
        """The actions on the dummy's face-down cards of ``suit``: turning one up, or
        playing one on the dummy's turn (never the person's own card of that suit)."""
        state = self.table.session.state if self.table.session is not None else None
        if state is None:
            return []
        open_cards = set(self.coop_view().open_cards)
        dummy_to_play = state.current_player == DUMMY
        return [
            a
            for a in state.legal_actions()
            if (a.startswith("reveal ") or (dummy_to_play and a.startswith("play ")))
            and suit_of(_card(a)) == suit
            and _card(a) not in open_cards
        ]

    def _blind_pick(self, suit: int) -> None:
        """A face-down dummy card: any hidden card of that suit (nobody sees which)."""
        if not self.table.turns.my_turn() or self.table.session is None:
            return
        actions = self._blind_actions(suit)
        if not actions:
            self.table.say(self.tr("That card cannot be played now."), error=True)
            return
        self.table.perform(self.rng.choice(actions))

    def pile_line(self, key: str, status: Status) -> str | None:
        """Under the stock's place, with the memory aid on (a practice aid: the rules forbid
        looking back), the cards played so far this round, by suit; otherwise nothing."""
        if key != "stock":
            return None
        if not self.table.settings.memory_aid or self.table.session is None:
            return ""
        state = self.table.session.state
        assert isinstance(state, CoopState)
        played = cards_of(state.played_mask())
        rows = []
        for suit in (3, 2, 1, 0):
            cards = sorted((c for c in played if suit_of(c) == suit), reverse=True)
            if cards:
                rows.append(
                    SUIT_SYMBOLS[suit] + " " + " ".join(self.table.card_text(c)[:-1] for c in cards)
                )
        return self.tr("Memory aid (practice) — played:") + "\n" + "\n".join(rows)


class CoopDesk(GameDesk):
    game_id = "ando_coop"
    suit_backs = True

    def fit(self, table: TableAccess) -> Fittings:
        return CoopFittings(table, self)

    def hand_scale(self, state: State, seat: int) -> float:
        solo = state.decider(seat) == 0 and seat != 0
        return SOLO_DUMMY_SCALE if solo else 0.55

    def other_hand(
        self, view: View, seat: int, point: Point, g: Geometry, scale: float
    ) -> tuple[Places, Sizes]:
        """Suit backs for the unseen cards (grouped by suit); the dummy's open cards face
        up (every card, in a view with every hand open)."""
        assert isinstance(view, CoopView)
        w, h = g.w, g.h
        dummy = seat == DUMMY and view.variant == "1p"
        shown = list(view.open_hands[seat] if view.open_hands else view.open_cards if dummy else [])
        unseen = Counter(view.hand_suits[seat]) - Counter(suit_of(c) for c in shown)
        keys: list[Hashable] = []
        wide: set[int] = set()  # the places an open card shows its face in
        for suit in HAND_SUITS:  # suit by suit, so a card turned up stays where it lay
            opened = sorted((card for card in shown if suit_of(card) == suit), key=rank_of)
            if view.open_hands:
                wide.update(range(len(keys), len(keys) + len(opened)))
            elif dummy and (opened or unseen[suit]):
                wide.add(len(keys))  # each suit's first place is kept for its open card
            keys += reversed(opened)
            keys.extend(("sback", seat, suit, j) for j in range(unseen[suit]))
        back_step = w * scale * (0.42 if scale > 0.55 else 0.2)
        open_step = w * scale * OPEN_STEP
        steps = [open_step if i in wide else back_step for i in range(len(keys) - 1)]
        width = sum(steps) + w * scale
        left = min(max(point.x - width / 2, g.m), g.width - g.m - width)
        places: Places = {}
        sizes: Sizes = {}
        x = left
        for i, key in enumerate(keys):
            pos = Point(x, point.y - h * scale / 2)
            places[key] = Placement(pos, isinstance(key, int), 50 + i)
            sizes[key] = scale
            x += steps[i] if i < len(steps) else 0.0
        return places, sizes

    def place_extra(
        self, view: View, g: Geometry, seating: Seating, facts: TableFacts, out: Arrangement
    ) -> None:
        assert isinstance(view, CoopView)
        w, m = g.w, g.m
        if view.centre is not None:  # 3p: the face-up centre card
            out.put(view.centre, Placement(Point(m, m), True, 5), CORNER_SCALE)
        for seat, tricks in enumerate(view.trick_counts):  # won tricks: counted, never shown
            if seat == seating.human:
                corner = Point(m, g.height - g.h * 0.55 - m)
            else:
                point = seating.point(g, seat)
                side = -1.7 if point.x > g.cx + 1 else 1.1
                corner = point + Point(w * side, -g.h * 0.3)
            for i in range(tricks):
                key = ("won", seat, i)  # a face-down trick (only the count matters)
                out.put(key, Placement(corner + Point(i * 2.0, -i * 2.0), False, 20 + i), 0.45)
        for i, card in enumerate(view.kept_round1 or ()):  # 2p/1p: round 1's kept cards
            spot = Point(g.width - m - w * CORNER_SCALE * (i + 1.1), m)
            out.put(card, Placement(spot, True, 5 + i), CORNER_SCALE)

    def analysis(self, state: State) -> Analysis | None:
        """Solo deals: with every rank known afterwards, could it have been won?"""
        if not state.is_terminal or any(state.decider(s) != 0 for s in range(state.num_players)):
            return None
        return Analysis(solve_state, (state.clone(),), solo_line)


def solo_line(solution: Any, lang: str) -> str:
    """A solo solver line, short: each round's tricks as pairs of cards."""
    rounds: list[list[str]] = []
    plays: list[str] = []
    for _seat, action in solution.actions:
        verb, _, card = action.partition(" ")
        if verb == "reveal":
            if plays:
                rounds.append(plays)
                plays = []
            continue
        plays.append(card_label(parse_card(card)))
    rounds.append(plays)
    tricks = [
        " · ".join(f"{r[i]} {r[i + 1]}" for i in range(0, len(r) - 1, 2)) for r in rounds if r
    ]
    return " / ".join(tricks)


def _card(action: str) -> int:
    return parse_card(action.split(" ")[1])


DESK = CoopDesk()
