"""The table of Co-op Must-Follow (S. Ando): the practice deck's backs show every
card's suit, won tricks are only counted, and the team talks without ranks.

The human is seat 0; in 4p/3p/2p the other seats are cooperative bots, in 1p the
human also decides for the dummy hand (seat 1), whose face-down cards can be
chosen only by suit.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from rules_core.ai import Decision
from rules_core.ai.ando_coop import the_plan
from rules_core.cards import SUIT_LETTERS, SUIT_SYMBOLS, cards_of, parse_card, suit_of
from rules_core.games.ando_coop import DUMMY, CoopState, CoopView
from rules_core.messages import render_param

from .card_scene import CardItem, Placement
from .session import Session
from .settings import Settings
from .trick_table import TrickTable


class TalkPanel(QWidget):
    """Rank-free table talk: agree the plan, name the suit to keep, wish for a trick."""

    def __init__(self, table: CoopTable) -> None:
        super().__init__()
        self.table = table
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plan_button = QPushButton()
        self.plan_button.clicked.connect(self.table.say_plan)
        layout.addWidget(self.plan_button)
        self.keep_buttons = []
        for suit in range(4):
            button = QPushButton(SUIT_SYMBOLS[suit])
            button.setMaximumWidth(36)
            button.clicked.connect(
                lambda _=False, s=suit: self.table.say(f"say keep {SUIT_LETTERS[s]}")
            )
            self.keep_buttons.append(button)
            layout.addWidget(button)
        self.win_button = QPushButton()
        self.win_button.clicked.connect(lambda: self.table.say("say want win"))
        self.lose_button = QPushButton()
        self.lose_button.clicked.connect(lambda: self.table.say("say want lose"))
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


class CoopTable(TrickTable):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.layer.suit_backs = True
        self.rng = random.Random()
        self.talk_panel = TalkPanel(self)
        self.bar.insertWidget(1, self.talk_panel)
        self.talk_panel.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "talk_panel"):
            self.talk_panel.retranslate()

    def start(self, session: Session) -> None:
        self.controlled = {0, DUMMY} if session.variant == "1p" else {0}
        super().start(session)

    def coop_view(self) -> CoopView:
        view = self.state_view()
        assert isinstance(view, CoopView)
        return view

    # -- talk -----------------------------------------------------------------------------

    def say(self, text: str) -> None:
        if self.session is None or self.session.state.is_terminal:
            return
        self.session.say(text, self.human)
        self._say(self.tr("You said: {text}").format(text=text.removeprefix("say ")))
        self.relayout_now()

    def say_plan(self) -> None:
        """Propose the plan the bots read from the suits (or agree to the one on the table)."""
        self.say("say plan " + " ".join(map(str, the_plan(self.coop_view()))))

    def _hint_ready(self, decision: Decision) -> None:
        """A hint for a face-down dummy card names only its suit: the rank the search
        happened to realise is one nobody may see."""
        suit = self._blind_suit(decision.action)
        if suit is None:
            super()._hint_ready(decision)
            return
        if not self._my_turn():
            return
        name = render_param("suit", suit, self.lang)
        if decision.action.startswith("reveal "):
            text = self.tr("Hint: turn up one of the dummy's face-down {suit}.")
        else:
            text = self.tr("Hint: play one of the dummy's face-down {suit}.")
        self.notice = (text.format(suit=name), False)
        self.relayout_now(animated=True)
        self._update_controls()

    def _blind_suit(self, action: str) -> int | None:
        """The suit of a face-down dummy card the action names (None: not blind)."""
        if self.session is None or self.session.variant != "1p":
            return None
        verb, _, text = action.partition(" ")
        if verb not in ("play", "reveal"):
            return None
        card = parse_card(text)
        dummy_to_play = self.session.state.current_player == DUMMY
        if (verb == "reveal" or dummy_to_play) and card not in self.coop_view().open_cards:
            return suit_of(card)
        return None

    # -- clicks ---------------------------------------------------------------------------

    def card_clicked(self, item: CardItem) -> None:
        key = item.key
        if (
            isinstance(key, tuple)
            and key[0] == "sback"
            and key[1] == DUMMY
            and DUMMY in self.controlled
        ):
            self._blind_pick(key[2])
            return
        if item.card is not None and item.card in self.coop_view().open_cards:
            self.play_card(item.card)
            return
        super().card_clicked(item)

    def _blind_pick(self, suit: int) -> None:
        """A face-down dummy card: any hidden card of that suit (nobody sees which)."""
        if not self._my_turn() or self.session is None:
            return
        open_cards = set(self.coop_view().open_cards)
        actions = [
            a
            for a in self.session.state.legal_actions()
            if a.split(" ")[0] in ("play", "reveal")
            and suit_of(_card(a)) == suit
            and _card(a) not in open_cards
        ]
        if not actions:
            self._say(self.tr("That card cannot be played now."), error=True)
            return
        self.perform(self.rng.choice(actions))

    # -- layout ---------------------------------------------------------------------------

    def _place_other_hand(
        self,
        seat: int,
        point: QPointF,
        g: dict[str, float],
        places: dict[Hashable, Placement],
        sizes: dict[Hashable, float],
    ) -> None:
        """Suit backs for the unseen cards (grouped by suit); the dummy's open cards face up."""
        view = self.coop_view()
        w, h, small = g["w"], g["h"], 0.55
        shown = list(view.open_cards) if seat == DUMMY and view.variant == "1p" else []
        unseen = Counter(view.hand_suits[seat]) - Counter(suit_of(c) for c in shown)
        keys: list[Hashable] = [c for c in sorted(shown, key=lambda c: (-(c >> 4), -(c & 15)))]
        for suit in (3, 2, 0, 1):
            keys.extend(("sback", seat, suit, j) for j in range(unseen[suit]))
        scale = self.hand_scale(seat)
        count = len(keys)
        step = w * scale * (0.42 if scale > small else 0.2)
        left = point.x() - (count - 1) / 2 * step - w * scale / 2
        left = min(
            max(left, g["m"]), g["W"] - g["m"] - w * scale - (count - 1) * step
        )  # stay in view
        for i, key in enumerate(keys):
            offset = left + i * step + w * scale / 2 - point.x()
            places[key] = Placement(
                point + QPointF(offset - w * scale / 2, -h * scale / 2),
                isinstance(key, int),
                50 + i,
            )
            sizes[key] = scale

    def hand_scale(self, seat: int) -> float:
        # In the solo game the dummy's hand is the person's too: drawn larger, easy to click.
        solo = self.session is not None and self.session.variant == "1p"
        return 0.8 if solo and seat == DUMMY else 0.55

    def _placements(
        self, g: dict[str, float]
    ) -> tuple[dict[Hashable, Placement], dict[Hashable, float]]:
        places, sizes = super()._placements(g)
        view = self.coop_view()
        w, m = g["w"], g["m"]
        if view.centre is not None:  # 3p: the face-up centre card
            places[view.centre] = Placement(QPointF(m, m), True, 5)
            sizes[view.centre] = 0.8
        n = len(view.hand_suits)
        for seat, tricks in enumerate(view.trick_counts):  # won tricks: counted, never shown
            if seat == self.human:
                corner = QPointF(m, g["H"] - g["h"] * 0.55 - m)
            else:
                point = self._seat_point(seat, n, g)
                side = -1.7 if point.x() > g["cx"] + 1 else 1.1
                corner = point + QPointF(w * side, -g["h"] * 0.3)
            for i in range(tricks):
                key = ("won", seat, i)  # a face-down trick (only the count matters)
                places[key] = Placement(corner + QPointF(i * 2.0, -i * 2.0), False, 20 + i)
                sizes[key] = 0.45
        for i, card in enumerate(view.kept_round1 or ()):  # 2p/1p: round 1's kept cards
            places[card] = Placement(QPointF(g["W"] - m - w * 0.8 * (i + 1.1), m), True, 5 + i)
            sizes[card] = 0.8
        return places, sizes

    # -- words ----------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        session = self.session
        if session is not None and session.variant == "1p" and seat == DUMMY:
            return self.tr("Dummy")
        return super().seat_name(seat)

    def stock_line(self) -> str:
        """With the memory aid on (a practice aid: the rules forbid looking back), the
        cards played so far this round, by suit; otherwise nothing."""
        if not self.settings.memory_aid or self.session is None:
            return ""
        state = self.session.state
        assert isinstance(state, CoopState)
        played = cards_of(state.played_mask())
        rows = []
        for suit in (3, 2, 1, 0):
            cards = sorted((c for c in played if suit_of(c) == suit), reverse=True)
            if cards:
                rows.append(
                    SUIT_SYMBOLS[suit] + " " + " ".join(self.card_text(c)[:-1] for c in cards)
                )
        return self.tr("Memory aid (practice) — played:") + "\n" + "\n".join(rows)


def _card(action: str) -> int:
    return parse_card(action.split(" ")[1])
