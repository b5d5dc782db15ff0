"""The table for multi-seat trick games (Crescendo, Hamlet, Allmighty): the human at
the bottom, bots around an ellipse, the trick in the middle, and a panel for the
game's decisions that are not cards (Crescendo's auction).

Bots think on worker threads and their moves are paced so a person can follow;
a finished trick stays on the table for the "pause after a trick" setting.  As
everywhere in the app, legality, explanations and scores come from rules_core.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai import Decision
from rules_core.ai.levels import DEFAULT_LEVEL
from rules_core.cards import NO_TRUMP, card_str, display_sort_key, parse_card
from rules_core.game import Event
from rules_core.games.allmighty import card_value
from rules_core.games.hamlet import HamletView
from rules_core.messages import Msg
from rules_core.view import Status, View

from .bots import BotRunner
from .card_render import FONT_FAMILY
from .card_scene import (
    HIGHLIGHT_FOCUS,
    HIGHLIGHT_HINT,
    HIGHLIGHT_LEGAL,
    CardItem,
    Placement,
    Step,
    ZoneModel,
)
from .session import Session
from .settings import Settings
from .table_base import TableBase
from .tables import HINT_LEVEL

FELT = QColor("#0f4c3a")
LABEL = QColor("#f1f8e9")
ACCENT = QColor("#ffd54f")
BOT_DELAY_MS = {"off": 0, "fast": 250, "normal": 500, "slow": 900}


class AuctionPanel(QWidget):
    """Crescendo's one-round auction: a number, a trump button (only legal bids are
    enabled), and Pass."""

    chosen = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.number = QComboBox()
        self.number.currentIndexChanged.connect(self._refresh_buttons)
        self.trump_buttons: dict[str, QPushButton] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.number)
        for word, label in (("C", "♣"), ("D", "♦"), ("H", "♥"), ("S", "♠"), ("NT", "NT")):
            button = QPushButton(label)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, w=word: self._bid(w))
            self.trump_buttons[word] = button
            layout.addWidget(button)
        self.pass_button = QPushButton()
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pass_button.clicked.connect(lambda: self.chosen.emit("pass"))
        layout.addWidget(self.pass_button)
        self.legal: set[str] = set()

    def retranslate(self) -> None:
        self.pass_button.setText(self.tr("Pass"))

    def show_legal(self, legal: list[str]) -> None:
        self.legal = set(legal)
        numbers = sorted({int(a.split()[1]) for a in legal if a.startswith("bid ")})
        keep = self.number.currentData()
        self.number.blockSignals(True)
        self.number.clear()
        for n in numbers:
            self.number.addItem(str(n), n)
        if keep in numbers:
            self.number.setCurrentIndex(numbers.index(keep))
        self.number.blockSignals(False)
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        n = self.number.currentData()
        for word, button in self.trump_buttons.items():
            button.setEnabled(f"bid {n} {word}" in self.legal)

    def _bid(self, word: str) -> None:
        self.chosen.emit(f"bid {self.number.currentData()} {word}")


class TrickTable(TableBase):
    """Multi-seat trick games.  Seat 0 is the human; the other seats are bots."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(settings, FELT, parent)
        self.human = 0
        self.controlled: set[int] = {0}  # seats the person decides for (1p: the dummy too)
        self.bots = BotRunner(self)
        self.bots.decided.connect(self._bot_decided)
        self.bots.failed.connect(lambda text: self._say(text, error=True))
        self.hints = BotRunner(self)
        self.hints.decided.connect(self._hint_ready)
        self.bot_timer = QTimer(self)
        self.bot_timer.setSingleShot(True)
        self.bot_timer.timeout.connect(self._ask_bot)
        self.levels: list[str] = []  # per computer seat, from the new-game dialog
        self._bot_turn: tuple[int, int] | None = None  # (seat, actions so far) asked about
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.spawn: dict[Hashable, QPointF] = {}
        self.anchors: dict[str, QPointF] = {}
        self.last_trick: Msg | None = None
        self.revealed: list[int] = []
        self.trick_owner: dict[Hashable, int] = {}  # trick card (or hidden key) -> seat
        self._build_controls()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- construction ---------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.message.setMinimumHeight(48)
        self.auction = AuctionPanel()
        self.auction.chosen.connect(self.human_action)
        self.hint_button = QPushButton()
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.hint)
        bar = self.bar = QHBoxLayout()
        bar.setContentsMargins(8, 4, 8, 6)
        bar.addWidget(self.message, 1)
        bar.addWidget(self.auction)
        bar.addWidget(self.hint_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)
        self.retranslate()

    def retranslate(self) -> None:
        self.lang = self.settings.language
        self.hint_button.setText(self.tr("Hint (H)"))
        self.auction.retranslate()
        self._update_controls()
        if self.session is not None:
            self.relayout_now()

    # -- the deal -------------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.session.game_id if self.session else ""

    def state_view(self) -> View:
        assert self.session is not None
        return self.session.state.view(self.human)

    def status(self) -> Status:
        """The rules' words for this table: the prompt, the centre line, seat lines."""
        assert self.session is not None
        return self.session.state.status(self.human)

    def start(self, session: Session) -> None:
        self.session = session
        self.levels = self.settings.bot_levels(session.game_id)
        self.focus = 0
        for label in self.labels.values():
            self.scene.removeItem(label)
        self.labels = {}
        self._redraw_from_rules()

    def undo(self) -> None:
        """Back to the human's previous decision (the bots' replies go with it)."""
        if self.session is None or not self._human_actions():
            return
        while self.session.actions:
            seat, _ = self.session.actions[-1]
            self.session.undo()
            if seat in self.controlled:
                break
        self._redraw_from_rules()

    def redo(self) -> None:
        if self.session is not None and self.session.can_redo:
            self.session.redo()
            while (
                self.session.can_redo and self.session.state.current_player not in self.controlled
            ):
                self.session.redo()
            self._redraw_from_rules()

    def _human_actions(self) -> int:
        return (
            sum(1 for seat, _ in self.session.actions if seat in self.controlled)
            if self.session
            else 0
        )

    def _redraw_from_rules(self) -> None:
        self.queue.clear()
        self.bots.cancel()
        self.hints.cancel()
        self.bot_timer.stop()
        self.hint_card, self.notice, self.last_trick, self.revealed = None, None, None, []
        self._reset_model()
        self.relayout_now()
        self._update_controls()
        self.changed.emit()
        if self.session is not None and self.session.state.is_terminal:
            self.finished.emit()
        else:
            self._schedule_bot()

    def human_action(self, action: str) -> None:
        if self._my_turn():
            self.perform(action)

    # -- bots -----------------------------------------------------------------------------

    def _schedule_bot(self) -> None:
        if self.session is None or self.session.state.is_terminal or self.queue.busy:
            return
        seat = self.session.state.current_player
        if seat in self.controlled:
            return
        turn = (seat, len(self.session.actions))
        if turn == self._bot_turn and (self.bot_timer.isActive() or self.bots.thinking):
            return  # already asked: a redraw must not queue the same search again
        self._bot_turn = turn
        self.bot_timer.start(BOT_DELAY_MS.get(self.settings.animation, 500))

    def _ask_bot(self) -> None:
        if self.session is None or self._bot_turn is None:
            return
        seat, count = self._bot_turn
        state = self.session.state
        if state.current_player != seat or len(self.session.actions) != count:
            return
        self.bots.ask(self.game_id, self.level_of(seat), state, seed=count * 7919 + seat)

    def _bot_decided(self, decision: Decision) -> None:
        if self.session is None or self._bot_turn is None:
            return
        seat, count = self._bot_turn
        if self.session.state.current_player != seat or len(self.session.actions) != count:
            return  # the table moved on (undo, new game) while the bot thought
        self._bot_turn = None
        for text in decision.say:  # table talk first (it changes no cards)
            self.session.say(text, seat)
        self.perform(decision.action)

    def level_of(self, seat: int) -> str:
        """The level chosen for a computer seat in the new-game dialog."""
        levels = self.levels
        return levels[seat - 1] if 0 < seat <= len(levels) else DEFAULT_LEVEL

    def bots_busy(self) -> bool:
        return self.bot_timer.isActive() or self.bots.thinking or self.queue.busy

    # -- requests from the player ---------------------------------------------------------

    def _my_turn(self) -> bool:
        return (
            self.session is not None
            and not self.session.state.is_terminal
            and self.session.state.current_player in self.controlled
        )

    def card_actions(self) -> dict[int, str]:
        """The human's legal card actions now, by card (``play``, ``down`` or ``choose``)."""
        if not self._my_turn():
            return {}
        assert self.session is not None
        out: dict[int, str] = {}
        for action in self.session.state.legal_actions():
            verb, _, rest = action.partition(" ")
            if verb in ("play", "down", "choose"):
                out.setdefault(parse_card(rest.split(" ")[0]), action)
        return out

    def can_drag(self, item: CardItem) -> bool:
        return item.card in self.card_actions()

    def card_clicked(self, item: CardItem) -> None:
        if (
            self.session is None
            or item.card is None
            or item.card not in self.model.lists.get(self._hand_zone(), [])
        ):
            return
        if self.queue.busy:
            self.queue.fast_forward()
        order = self._hand_order()
        if item.card in order:
            self.focus = order.index(item.card)
        self.play_card(item.card)

    def card_dropped(self, item: CardItem, where: QPointF) -> None:
        centre = self.anchors.get("centre", QPointF())
        near = (where - centre).manhattanLength() < self.card_size[1] * 2.2
        if near and item.card is not None and self.play_card(item.card):
            return
        self.relayout_now(animated=True)

    def play_card(self, card: int) -> bool:
        """Play (or lay down, or choose) ``card``; if that is not allowed, say why."""
        if self.session is None:
            return False
        if not self._my_turn():
            self._say(self.tr("Wait for your turn."), error=True)
            return False
        action = self.card_actions().get(card)
        if action is None:
            state = self.session.state
            verbs = {a.split(" ")[0] for a in state.legal_actions()}
            verb = "down" if "down" in verbs else "choose" if "choose" in verbs else "play"
            if verbs <= {"pass", "bid"}:
                self._say(self.tr("Bid or pass first, with the buttons below."), error=True)
                return False
            return self.perform(f"{verb} {card_str(card)}")  # refused with the reason
        return self.perform(action)

    def hint(self) -> None:
        if not self._my_turn():
            return
        assert self.session is not None
        self._say(self.tr("Thinking…"))
        state = self.session.state
        self.hints.ask(
            self.game_id,
            HINT_LEVEL,
            state,
            seed=len(self.session.actions),
        )

    def _hint_ready(self, decision: Decision) -> None:
        if not self._my_turn():
            return
        words = decision.action.split(" ")
        if words[0] in ("play", "down", "choose"):
            self.hint_card = parse_card(words[1])
            order = self._hand_order()
            if self.hint_card in order:
                self.focus = order.index(self.hint_card)
        why = decision.why.text(self.lang) if decision.why else decision.action
        self.notice = (self.tr("Hint: ") + why + f"  ({decision.action})", False)
        self.relayout_now(animated=True)
        self._update_controls()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key == Qt.Key.Key_H:
            self.hint()
            return
        order = self._hand_order()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and order:
            self.keyboard_used = True
            self.focus = (self.focus + (1 if key == Qt.Key.Key_Right else -1)) % len(order)
            self.relayout_now()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and order:
            self.play_card(order[self.focus % len(order)])
            return
        super().keyPressEvent(event)

    # -- animation steps ------------------------------------------------------------------

    def _step_for(self, event: Event) -> Step:
        def step() -> tuple[QAbstractAnimation | None, int]:
            if event.kind == "move":
                self._remember_source(event)
                if event.info.get("face_down") and not event.cards:
                    hidden = -1 - event.player  # someone else's face-down card
                    self.model.lists["trick"].append(hidden)
                    self.model.counts[event.src] = self.model.counts.get(event.src, 0) - 1
                    self.trick_owner[hidden] = event.player
                else:
                    self.model.apply_move(event)
                    if event.dst == "trick":
                        for card in event.cards:
                            self.trick_owner[card] = event.player
                if event.src == "trick":  # hidden cards leave with the rest
                    self.model.lists["trick"] = [k for k in self.model.lists["trick"] if k >= 0]
                return self.relayout_now(animated=True), 0
            if event.kind == "trick":
                self.last_trick = event.why
                self._update_controls()
                return None, self.settings.pause_ms if self.settings.move_ms else 0
            if event.kind == "reveal":
                self.revealed = list(event.cards)
                group = self.relayout_now(animated=True)
                self._update_controls()
                return group, 2 * self.settings.pause_ms if self.settings.move_ms else 0
            if event.kind in ("trump", "bid", "choose"):
                self._update_controls()
                return self.relayout_now(animated=True), 0
            return None, 0

        return step

    def _remember_source(self, event: Event) -> None:
        anchor = self.anchors.get(event.src)
        if anchor is not None:
            for card in event.cards:
                self.spawn[card] = anchor

    def _settle(self) -> None:
        if self.session is None:
            return
        self.revealed = []
        self._reset_model()
        self.relayout_now()
        self._update_controls()
        if self.session.state.is_terminal:
            self.finished.emit()
        else:
            self._schedule_bot()

    def _hand_zone(self) -> str:
        return f"hand:{self.human}"

    def _reset_model(self) -> None:
        view = self.state_view()
        lists: dict[str, list[int]] = {
            self._hand_zone(): list(view.hand),
            "trick": [],
            "discard": [],
        }
        self.trick_owner = {}
        for play in view.trick:
            key = play.card if play.card >= 0 else -1 - play.seat
            lists["trick"].append(key)
            self.trick_owner[key] = play.seat
        counts = {f"hand:{s}": n for s, n in enumerate(view.hand_sizes) if s != self.human}
        scoring_only = self.game_id == "allmighty"  # neutral cards are discarded there
        tricks = view.tricks  # empty where won tricks stay face down (the co-op game)
        for seat in range(len(view.hand_sizes)):
            lists[f"won:{seat}"] = [
                c
                for r in tricks
                if r.winner == seat
                for c in r.cards()
                if c >= 0 and (not scoring_only or card_value(c))
            ]
        if scoring_only:
            lists["discard"] = [
                c for r in tricks for c in r.cards() if c >= 0 and not card_value(c)
            ]
        if view.stock_count:
            counts["stock"] = view.stock_count
        self.model = ZoneModel(lists=lists, counts=counts)

    # -- layout ---------------------------------------------------------------------------

    def _hand_order(self) -> list[int]:
        if self.session is None:
            return []
        trump = self.state_view().trump
        key = display_sort_key(None if trump in (None, NO_TRUMP) else trump)
        return sorted(self.model.lists.get(self._hand_zone(), []), key=key)

    def _seat_point(self, seat: int, n: int, g: dict[str, float]) -> QPointF:
        relative = (seat - self.human) % n
        phi = 2 * math.pi * relative / n
        return QPointF(g["cx"] - g["rx"] * math.sin(phi), g["cy"] + g["ry"] * math.cos(phi))

    def _geometry(self) -> dict[str, float]:
        width = max(480, self.view.viewport().width())
        height = max(360, self.view.viewport().height())
        w = max(28.0, min(width / 12.5, height / 5.2 / 1.4))
        h = w * 1.4
        cx, cy = width / 2, (height - h * 1.2) / 2 + h * 0.1
        return {
            "W": width,
            "H": height,
            "w": w,
            "h": h,
            "m": w * 0.25,
            "cx": cx,
            "cy": cy,
            "rx": width / 2 - w * 1.3,
            "ry": cy - h * 0.55,
        }

    def relayout_now(self, animated: bool = False) -> QParallelAnimationGroup | None:
        if self.session is None:
            return None
        g = self._geometry()
        self.scene.setSceneRect(QRectF(0, 0, g["W"], g["H"]))
        w, h = round(g["w"]), round(g["h"])
        self.card_size = (w, h)
        placements, sizes = self._placements(g)

        def size_of(key: Hashable) -> tuple[int, int]:
            scale = sizes.get(key, 1.0)
            return round(w * scale), round(h * scale)

        def spawn_of(key: Hashable, place: Placement) -> QPointF:
            # A card comes from where its move started (a hand, the stock); others appear in place.
            return self.spawn.pop(key, place.pos) if isinstance(key, int) else place.pos

        group = self.layer.apply(
            placements,
            size_of,
            spawn_of,
            self.view.devicePixelRatioF(),
            self.settings.move_ms if animated else 0,
        )
        self._decorate(g)
        self._outline_cards()
        return group

    def _placements(
        self, g: dict[str, float]
    ) -> tuple[dict[Hashable, Placement], dict[Hashable, float]]:
        w, h = g["w"], g["h"]
        view = self.state_view()
        n = len(view.hand_sizes)
        places: dict[Hashable, Placement] = {}
        sizes: dict[Hashable, float] = {}
        centre = QPointF(g["cx"], g["cy"])
        self.anchors = {"centre": centre}
        small = 0.55
        for seat in range(n):
            point = self._seat_point(seat, n, g)
            self.anchors[f"hand:{seat}"] = point - QPointF(w * small / 2, h * small / 2)
            if seat == self.human:
                continue
            self._place_other_hand(seat, point, g, places, sizes)
            won = self.model.lists.get(f"won:{seat}", [])
            side = -1.55 if point.x() > g["cx"] + 1 else 0.9  # the pile sits toward the middle
            for i, card in enumerate(won):
                places[card] = Placement(
                    point + QPointF(w * side + i * 0.6, -h * small / 2 - i * 0.6), False, 20 + i
                )
                sizes[card] = small * 0.8
        # The trick: each card pushed from the centre toward its player.
        for index, played in enumerate(self.model.lists.get("trick", [])):
            point = self._seat_point(self.trick_owner.get(played, self.human), n, g)
            pos = centre + (point - centre) * 0.36 - QPointF(w * 0.85 / 2, h * 0.85 / 2)
            places[played] = Placement(pos, played >= 0, 300 + index)
            sizes[played] = 0.85
        # Hamlet: a face-down card in front of everyone who has chosen (in choosing order).
        if isinstance(view, HamletView) and view.phase == "choose":
            order = [(view.dealer + k) % n for k in (1, 2, 3)]
            for seat in order[: view.chosen_count]:
                point = self._seat_point(seat, n, g)
                spot = centre + (point - centre) * 0.62 - QPointF(w * small / 2, h * small / 2)
                places[("chosen", seat)] = Placement(spot, False, 150)
                sizes[("chosen", seat)] = small
        # Revealed Hamlet choices: shown in the middle for a moment.
        for index, card in enumerate(self.revealed):
            shown = ("reveal", card)
            places[shown] = Placement(
                centre + QPointF((index - 1) * w * 0.95 - w * 0.4, -h * 0.4), True, 500 + index
            )
            sizes[shown] = 0.8
        self._place_stock(g, places, sizes)
        for i, card in enumerate(self.model.lists.get("discard", [])):
            places[card] = Placement(
                QPointF(g["W"] - g["m"] - w * 0.6 - i * 0.4, g["m"] - i * 0.4), False, 30 + i
            )
            sizes[card] = small * 0.8
        self.anchors["discard"] = QPointF(g["W"] - g["m"] - w * 0.6, g["m"])
        self._place_human(g, places)
        human_won = self.model.lists.get(f"won:{self.human}", [])
        for i, card in enumerate(human_won):
            places[card] = Placement(
                QPointF(g["m"] + i * 0.6, g["H"] - h * small - g["m"] - i * 0.6), False, 20 + i
            )
            sizes[card] = small * 0.8
        return places, sizes

    def hand_scale(self, seat: int) -> float:
        """How large another seat's cards are drawn, relative to the human's."""
        return 0.55

    def _place_other_hand(
        self,
        seat: int,
        point: QPointF,
        g: dict[str, float],
        places: dict[Hashable, Placement],
        sizes: dict[Hashable, float],
    ) -> None:
        """Another seat's hand: a small fan of backs (the co-op table shows their suits)."""
        w, h, small = g["w"], g["h"], 0.55
        count = self.model.counts.get(f"hand:{seat}", 0)
        for i in range(count):
            offset = (i - (count - 1) / 2) * w * small * 0.28
            back = ("back", seat, i)
            places[back] = Placement(
                point + QPointF(offset - w * small / 2, -h * small / 2), False, 50 + i
            )
            sizes[back] = small

    def _place_stock(
        self, g: dict[str, float], places: dict[Hashable, Placement], sizes: dict[Hashable, float]
    ) -> None:
        view = self.state_view()
        if not view.stock_count:
            return
        w, h, m = g["w"], g["h"], g["m"]
        anchor = QPointF(m, m)
        self.anchors["stock"] = anchor
        count = self.model.counts.get("stock", 0)
        for i in range(min(count - 1, 4)):
            places[("stock", i)] = Placement(anchor + QPointF(-i * 1.5, -i * 1.5), False, 5 + i)
            sizes[("stock", i)] = 0.8
        if count and view.stock_top is not None and count == view.stock_count:
            places[view.stock_top] = Placement(anchor + QPointF(w * 0.3, h * 0.05), True, 10)
            sizes[view.stock_top] = 0.8

    def _place_human(self, g: dict[str, float], places: dict[Hashable, Placement]) -> None:
        w, h, m = g["w"], g["h"], g["m"]
        order = self._hand_order()
        count = len(order)
        if not count:
            return
        step = min(w * 0.7, (g["W"] - 2 * m - w * 3) / max(1, count - 1))
        left = (g["W"] - (w + step * (count - 1))) / 2
        base = g["H"] - h - m * 0.8
        mid = (count - 1) / 2
        legal = set(self.card_actions())
        for i, card in enumerate(order):
            spread = (i - mid) / max(mid, 1)
            lift = h * 0.08 if card in legal else 0.0
            y = base + spread * spread * h * 0.06 - lift
            places[card] = Placement(
                QPointF(left + i * step, y), True, 400 + i, spread * min(7.0, count * 0.6)
            )

    def _outline_cards(self) -> None:
        legal = set(self.card_actions())
        order = self._hand_order()
        focus_card = order[self.focus % len(order)] if order and self.keyboard_used else None
        for key, item in self.items.items():
            colour = None
            if key == self.hint_card:
                colour = HIGHLIGHT_HINT
            elif key == focus_card:
                colour = HIGHLIGHT_FOCUS
            elif key in legal:
                colour = HIGHLIGHT_LEGAL
            item.set_outline(colour, 4.0 if colour in (HIGHLIGHT_FOCUS, HIGHLIGHT_HINT) else 3.0)
            item.setCursor(
                Qt.CursorShape.PointingHandCursor if key in legal else Qt.CursorShape.ArrowCursor
            )

    # -- labels ---------------------------------------------------------------------------

    def _label(self, name: str, colour: QColor = LABEL) -> QGraphicsSimpleTextItem:
        label = self.labels.get(name)
        if label is None:
            label = QGraphicsSimpleTextItem()
            label.setZValue(900)
            self.scene.addItem(label)
            self.labels[name] = label
        label.setBrush(colour)
        return label

    def seat_name(self, seat: int) -> str:
        return self.tr("You") if seat == self.human else self.tr("Bot {n}").format(n=seat)

    def _decorate(self, g: dict[str, float]) -> None:
        view = self.state_view()
        n = len(view.hand_sizes)
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(11, round(g["w"] * 0.16)))
        bold = QFont(font)
        bold.setBold(True)
        for seat in range(n):
            label = self._label(f"seat:{seat}", ACCENT if seat == view.to_act else LABEL)
            label.setFont(bold if seat == view.to_act else font)
            label.setText(self.seat_line(seat))
            point = self._seat_point(seat, n, g)
            if seat == self.human:
                label.setPos(QPointF(g["m"], g["H"] - g["h"] * 1.55 - g["m"]))
            else:
                width = label.boundingRect().width()
                x = min(max(point.x() - width / 2, g["m"]), g["W"] - width - g["m"])
                label.setPos(QPointF(x, point.y() + g["h"] * self.hand_scale(seat) / 2 + 4))
        centre_label = self._label("centre", ACCENT)
        centre_label.setFont(bold)
        centre_label.setText(self.centre_line())
        rect = centre_label.boundingRect()
        below = g["h"] * (1.1 if len(view.hand_sizes) == 2 else 0.75)  # clear of the trick
        centre_label.setPos(QPointF(g["cx"] - rect.width() / 2, g["cy"] + below))
        stock = self._label("stock")
        stock.setFont(font)
        stock.setText(self.stock_line())
        stock.setPos(QPointF(g["m"], g["m"] + g["h"] * 0.85))

    def seat_names(self) -> list[str]:
        assert self.session is not None
        return [self.seat_name(seat) for seat in range(self.session.state.num_players)]

    def words(self, msg: Msg) -> str:
        return msg.text(self.lang, self.seat_names())

    def seat_line(self, seat: int) -> str:
        parts = [self.seat_name(seat)]
        lines = self.status().seats
        if seat < len(lines):
            parts += [self.words(m) for m in lines[seat]]
        return " · ".join(parts)

    def centre_line(self) -> str:
        centre = self.status().centre
        return self.words(centre) if centre is not None else ""

    def stock_line(self) -> str:
        line = self.status().aside.get("stock")
        return self.words(line) if line is not None else ""

    # -- messages -------------------------------------------------------------------------

    def _forget_hint(self) -> None:
        self.hints.cancel()

    def instructions(self) -> str:
        if self.session is None:
            return ""
        state = self.session.state
        prompt = self.status().prompt
        if prompt is not None:
            return self.words(prompt)
        return self.tr("{who} is thinking…").format(who=self.seat_name(state.current_player))

    def _update_controls(self) -> None:
        if self.session is None:
            self.message.setText("")
            self.auction.setVisible(False)
            return
        lines = []
        if self.last_trick is not None:
            lines.append(self.last_trick.text(self.lang))
        if self.notice is not None:
            lines.append(self.notice[0])
        lines.append(self.instructions())
        self.message.setText("\n".join(lines[-2:]))
        error = self.notice is not None and self.notice[1]
        self.message.setStyleSheet("color: #b71c1c;" if error else "")
        legal = self.session.state.legal_actions() if self._my_turn() else []
        bidding = any(a.startswith("bid ") or a == "pass" for a in legal)
        self.auction.setVisible(bidding)
        if bidding:
            self.auction.show_legal(legal)
        self.hint_button.setEnabled(self._my_turn())

    def hand_items(self) -> list[CardItem]:
        return [self.items[c] for c in self._hand_order()]

    def item_for(self, card: int) -> CardItem:
        return self.items[card]
