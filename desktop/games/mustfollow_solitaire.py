"""Must-Follow Solitaire: its own table (the dummy's stock, the trick, the won and
exchanged piles, the player's hand), the exchange and trump controls, and the solver
that answers "Was it winnable?" after a deal.

The table only shows ``state.view(0)`` and sends action strings; legality,
explanations and scores all come from :mod:`rules_core`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QPushButton,
    QWidget,
)

from rules_core.ai import Decision
from rules_core.ai.solitaire_solver import solve_deal
from rules_core.cards import card_str, display_sort_key, parse_card
from rules_core.game import Event, State
from rules_core.games.mustfollow_solitaire import (
    EXCHANGE,
    MAX_EXCHANGE,
    OVER,
    PLAY,
    TRUMP,
    SolitaireState,
    SolitaireView,
    exchange_preview,
)
from rules_core.messages import Msg, render_action
from rules_core.trick import NO_TRUMP

from ..bots import BotRunner
from ..card_render import FONT_FAMILY
from ..card_scene import (
    HIGHLIGHT_FOCUS,
    HIGHLIGHT_HINT,
    HIGHLIGHT_LEGAL,
    HIGHLIGHT_SELECTED,
    CardItem,
    Placement,
    Step,
    ZoneModel,
)
from ..desk import Analysis, GameDesk
from ..session import Session
from ..settings import Settings
from ..table_base import TableBase

FELT = QColor("#0f5132")
FELT_LINE = QColor(255, 255, 255, 70)
LABEL = QColor("#f1f8e9")
TRUMP_CHOICES = ("S", "H", "D", "C", "NT")  # in the order of the buttons and keys 1..5
HINT_LEVEL = "strong"  # hints come from the strong level (it plays the exchange well)
STOCK_LAYERS = 6  # backs drawn to give the stock some thickness


class SolitaireTable(TableBase):
    """The whole table widget: scene, control bar and the deal's controller."""

    def __init__(self, settings: Settings, desk: GameDesk, parent: QWidget | None = None) -> None:
        super().__init__(settings, desk.felt, parent)
        self.bots = BotRunner(self)
        self.bots.decided.connect(self._hint_ready)
        self.bots.failed.connect(lambda text: self._say(text, error=True))
        self.selected: list[int] = []
        self.last_trick: Msg | None = None
        self._shaking: tuple[CardItem, QPointF] | None = None
        self._shake_anim = QVariantAnimation(self)
        self._shake_anim.setDuration(260)
        self._shake_anim.setStartValue(0.0)
        self._shake_anim.setEndValue(1.0)
        self._shake_anim.valueChanged.connect(self._shake_step)
        self._build_scene_furniture()
        self._build_controls()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- construction ---------------------------------------------------------------------

    def _build_scene_furniture(self) -> None:
        self.slots: dict[str, QGraphicsPathItem] = {}
        for name in ("stock", "burned", "trick0", "trick1", "won"):
            slot = QGraphicsPathItem()
            slot.setPen(QPen(FELT_LINE, 2, Qt.PenStyle.DashLine))
            slot.setZValue(-10)
            self.scene.addItem(slot)
            self.slots[name] = slot
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        for name in ("stock", "burned", "won", "discard", "trump", "hand", "spare"):
            label = QGraphicsSimpleTextItem()
            label.setBrush(LABEL)
            label.setZValue(-5)
            self.scene.addItem(label)
            self.labels[name] = label

    def _build_controls(self) -> None:
        self.confirm_button = QPushButton()
        self.confirm_button.clicked.connect(self.confirm_exchange)
        self.trump_buttons: list[QPushButton] = []
        for index, word in enumerate(TRUMP_CHOICES):
            button = QPushButton()
            button.setProperty("trump", word)
            button.clicked.connect(lambda _=False, w=word: self.choose_trump(w))
            button.setToolTip(f"{index + 1}")
            self.trump_buttons.append(button)
        self.lay_out(self.confirm_button, *self.trump_buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.lang = self.settings.language
        names = [
            self.tr("♠ Spades"),
            self.tr("♥ Hearts"),
            self.tr("♦ Diamonds"),
            self.tr("♣ Clubs"),
            self.tr("No trump"),
        ]
        for index, (button, name) in enumerate(zip(self.trump_buttons, names, strict=True)):
            button.setText(f"{name} ({index + 1})")
        self.hint_button.setText(self.tr("Hint (H)"))
        self._update_controls()

    # -- the deal -------------------------------------------------------------------------

    @property
    def state_view(self) -> SolitaireView:
        assert self.session is not None
        view = self.session.state.view(0)
        assert isinstance(view, SolitaireView)
        return view

    def start(self, session: Session) -> None:
        """Show ``session``'s deal (new game, restart, loaded record)."""
        self.session = session
        self.focus = 0
        self._redraw_from_rules()

    def undo(self) -> None:
        if self.session is not None and self.session.can_undo:
            self.session.undo()
            self._redraw_from_rules()

    def redo(self) -> None:
        if self.session is not None and self.session.can_redo:
            self.session.redo()
            self._redraw_from_rules()

    def _redraw_from_rules(self) -> None:
        """Drop pending animations, hints and selections and show the state as it is."""
        self.queue.clear()
        self.bots.cancel()
        self.selected, self.hint_card, self.notice, self.last_trick = [], None, None, None
        self._reset_model()
        self.relayout_now()
        self._update_controls()
        self.changed.emit()
        if self.session is not None and self.session.state.is_terminal:
            self.finished.emit()

    # -- requests from the player ---------------------------------------------------------

    def can_drag(self, item: CardItem) -> bool:
        return (
            self.session is not None
            and self.state_view.phase == PLAY
            and item.card in self.model.lists["hand"]
        )

    def card_clicked(self, item: CardItem) -> None:
        if (
            self.session is None
            or item.card is None
            or item.card not in self.model.lists.get("hand", [])
        ):
            return
        if self.queue.busy:
            self.queue.fast_forward()
        phase = self.state_view.phase
        if item.card not in self.state_view.hand:
            return
        self.focus = self._hand_order().index(item.card)
        if phase == EXCHANGE:
            self.toggle_selected(item.card)
        elif phase == PLAY:
            self.play(item.card)
        elif phase == TRUMP:
            self._say(
                self.tr("Choose trump first, with the buttons below or keys 1–5."), error=True
            )

    def card_dropped(self, item: CardItem, where: QPointF) -> None:
        trick_area = (
            self.slots["trick0"]
            .sceneBoundingRect()
            .united(self.slots["trick1"].sceneBoundingRect())
        )
        on_trick = trick_area.adjusted(-30, -30, 30, 30).contains(where)
        if on_trick and item.card is not None and self.play(item.card):
            return
        self.relayout_now(animated=True)

    def play(self, card: int) -> bool:
        if self.perform("play " + card_str(card)):
            return True
        if card in self.items:
            self._shake(self.items[card])
        return False

    def _shake(self, item: CardItem) -> None:
        """A short sideways wobble: this card cannot be played (the message says why)."""
        if not self.settings.move_ms:
            return
        self._shake_anim.stop()
        self._shaking = (item, item.pos())
        self._shake_anim.start()

    def _shake_step(self, t: float) -> None:
        if self._shaking is not None:
            item, home = self._shaking
            offset = self.card_size[0] * 0.06 * math.sin(t * math.pi * 6) * (1 - t)
            item.setPos(home + QPointF(offset, 0))

    def toggle_selected(self, card: int) -> None:
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < MAX_EXCHANGE:
            self.selected.append(card)
        self.hint_card = None
        self.relayout_now(animated=True)
        self._update_controls()

    def confirm_exchange(self) -> None:
        if self.session is None or self.state_view.phase != EXCHANGE:
            return
        chosen = [c for c in self.state_view.hand if c in self.selected]
        self.selected = []
        self.perform(" ".join(["exchange", *map(card_str, chosen)]))

    def choose_trump(self, word: str) -> None:
        if self.session is not None and self.state_view.phase == TRUMP:
            self.perform(f"trump {word}")

    def hint(self) -> None:
        if self.session is None or self.session.state.is_terminal:
            return
        self._say(self.tr("Thinking…"))
        state = self.session.state
        self.bots.ask(
            self.session.game_id,
            HINT_LEVEL,
            state,
            seed=len(self.session.actions),
        )

    def _hint_ready(self, decision: Decision) -> None:
        if self.session is None:
            return
        verb, _, rest = decision.action.partition(" ")
        phase = self.state_view.phase
        if verb == "exchange" and phase == EXCHANGE:
            self.selected = [parse_card(t) for t in rest.split()] if rest else []
        elif verb == "trump" and phase == TRUMP:
            self.focus = TRUMP_CHOICES.index(rest)
            self.keyboard_used = True
        elif verb == "play" and phase == PLAY:
            self.hint_card = parse_card(rest)
            self.focus = self._hand_order().index(self.hint_card)
        words = render_action(decision.action, self.lang)
        why = decision.why.text(self.lang) if decision.why else ""
        text = self.tr("Hint: {action}").format(action=words) + (f" — {why}" if why else "")
        self.notice = (text, False)
        self.relayout_now(animated=True)
        self._update_controls()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.key_for_next(event.key()):
            return
        if self.session is None or self.session.state.is_terminal:
            super().keyPressEvent(event)
            return
        key = event.key()
        phase = self.state_view.phase
        if key == Qt.Key.Key_H:
            self.hint()
            return
        if phase == TRUMP and Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            self.choose_trump(TRUMP_CHOICES[key - Qt.Key.Key_1])
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.keyboard_used = True
            step = -1 if key == Qt.Key.Key_Left else 1
            size = len(TRUMP_CHOICES) if phase == TRUMP else len(self.model.lists["hand"])
            self.focus = (self.focus + step) % max(1, size)
            self.relayout_now(animated=False)
            self._update_controls()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._activate_focus(space=key == Qt.Key.Key_Space)
            return
        super().keyPressEvent(event)

    def _activate_focus(self, space: bool) -> None:
        phase = self.state_view.phase
        if phase == TRUMP:
            self.choose_trump(TRUMP_CHOICES[self.focus % len(TRUMP_CHOICES)])
            return
        order = self._hand_order()
        if not order:
            return
        card = order[self.focus % len(order)]
        if phase == EXCHANGE:
            if space:
                self.toggle_selected(card)
            else:
                self.confirm_exchange()
        elif phase == PLAY:
            self.play(card)

    # -- animation steps ------------------------------------------------------------------

    def _step_for(self, event: Event) -> Step:
        def step() -> tuple[QAbstractAnimation | None, int]:
            if event.kind == "move":
                self.model.apply_move(event)
                return self.relayout_now(animated=True), 0
            if event.kind == "trick":
                self.last_trick = event.why
                self._update_controls()
                return None, self.settings.pause_ms
            if event.kind == "trump":
                return self.relayout_now(animated=True), 0  # the hand re-sorts, trumps first
            return None, 0

        return step

    def _settle(self) -> None:
        """No animation pending: make sure the table shows exactly the rules' view."""
        if self.session is None:
            return
        self._reset_model()
        self.relayout_now()
        self._update_controls()
        if self.session.state.is_terminal:
            self.finished.emit()

    def _reset_model(self) -> None:
        view = self.state_view
        self.model = ZoneModel(
            lists={
                "hand": list(view.hand),
                "trick": [view.lead] if view.lead is not None else [],
                "won": list(view.won),
                "discard": list(view.discards),
            },
            counts={"stock": view.stock_count, "burned": view.burned_count},
        )

    # -- layout ---------------------------------------------------------------------------

    def _hand_order(self) -> list[int]:
        trump = self.state_view.trump if self.session else None
        key = display_sort_key(None if trump in (None, NO_TRUMP) else trump)
        return sorted(self.model.lists.get("hand", []), key=key)

    def _geometry(self) -> dict[str, float]:
        width = max(320, self.view.viewport().width())
        height = max(240, self.view.viewport().height())
        card_w = max(28.0, min(width / 10.5, height / 4.6 / 1.4))
        card_h = card_w * 1.4
        margin = card_w * 0.3
        return {
            "W": width,
            "H": height,
            "w": card_w,
            "h": card_h,
            "m": margin,
            "top": margin + card_w * 0.3,
        }

    def relayout_now(self, animated: bool = False) -> QParallelAnimationGroup | None:
        """Lay every card out for the current window size; animated, returns the moves."""
        if self.session is None:
            return None
        self._shake_anim.stop()  # the layout below decides every position
        self._shaking = None
        g = self._geometry()
        self.scene.setSceneRect(QRectF(0, 0, g["W"], g["H"]))
        self.card_size = (round(g["w"]), round(g["h"]))
        spawn = QPointF(g["m"], g["top"])  # everything new comes off the dummy's stock
        group = self.layer.apply(
            self._placements(g),
            lambda key: self.card_size,
            lambda key, place: spawn,
            self.view.devicePixelRatioF(),
            self.settings.move_ms if animated else 0,
        )
        self._decorate(g)
        self._outline_cards()
        return group

    def _placements(self, g: dict[str, float]) -> dict[Hashable, Placement]:
        w, h, m, top = g["w"], g["h"], g["m"], g["top"]
        places: dict[Hashable, Placement] = {}
        stock = self.model.counts.get("stock", 0)
        for i in range(min(stock, STOCK_LAYERS)):
            offset = (min(stock, STOCK_LAYERS) - 1 - i) * 1.5
            places[("stock", i)] = Placement(QPointF(m - offset, top - offset), False, i)
        for i in range(self.model.counts.get("burned", 0)):
            places[("burned", i)] = Placement(QPointF(m + w * 1.35 + i * 0.8, top), False, 10 + i)
        for i, card in enumerate(self.model.lists.get("trick", [])):
            places[card] = Placement(
                QPointF(g["W"] / 2 - w * 1.1 + i * w * 1.2, top), True, 100 + i
            )
        for i, card in enumerate(self.model.lists.get("won", [])):
            places[card] = Placement(
                QPointF(g["W"] - m - w - i * 0.4, top - i * 0.4), False, 200 + i
            )
        discards = self.model.lists.get("discard", [])
        for i, card in enumerate(discards):
            places[card] = Placement(QPointF(m + i * w * 0.32, top + h + m * 2.4), True, 300 + i)
        self._place_hand(g, places)
        return places

    def _place_hand(self, g: dict[str, float], places: dict[Hashable, Placement]) -> None:
        w, h, m = g["w"], g["h"], g["m"]
        order = self._hand_order()
        count = len(order)
        if not count:
            return
        step = min(w * 0.62, (g["W"] - 2 * m - w) / max(1, count - 1))
        left = (g["W"] - (w + step * (count - 1))) / 2
        base = g["H"] - h - m * 0.8
        mid = (count - 1) / 2
        legal = self._legal_cards()
        for i, card in enumerate(order):
            spread = (i - mid) / max(mid, 1)
            lift = 0.0
            if card in self.selected:
                lift = h * 0.22
            elif card in legal:
                lift = h * 0.08
            rotation = spread * min(8.0, count * 0.6)
            y = base + spread * spread * h * 0.07 - lift
            places[card] = Placement(QPointF(left + i * step, y), True, 400 + i, rotation)

    def _legal_cards(self) -> set[int]:
        if self.session is None or self.state_view.phase != PLAY or self.queue.busy:
            return set()
        actions = self.session.state.legal_actions()
        return {parse_card(a.split(" ", 1)[1]) for a in actions if a.startswith("play ")}

    def _outline_cards(self) -> None:
        legal = self._legal_cards()
        order = self._hand_order()
        focus_card = order[self.focus % len(order)] if order and self.keyboard_used else None
        phase = self.state_view.phase
        for key, item in self.items.items():
            colour = None
            if key == self.hint_card:
                colour = HIGHLIGHT_HINT
            elif key == focus_card and phase != TRUMP:
                colour = HIGHLIGHT_FOCUS
            elif key in self.selected:
                colour = HIGHLIGHT_SELECTED
            elif key in legal:
                colour = HIGHLIGHT_LEGAL
            item.set_outline(colour, 4.0 if colour in (HIGHLIGHT_FOCUS, HIGHLIGHT_HINT) else 3.0)
            clickable = key in legal or (phase == EXCHANGE and key in self.model.lists["hand"])
            cursor = Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
            item.setCursor(cursor)

    def _decorate(self, g: dict[str, float]) -> None:
        w, h, m, top = g["w"], g["h"], g["m"], g["top"]
        slot_rects = {
            "stock": QRectF(m, top, w, h),
            "burned": QRectF(m + w * 1.35, top, w, h),
            "trick0": QRectF(g["W"] / 2 - w * 1.1, top, w, h),
            "trick1": QRectF(g["W"] / 2 + w * 0.1, top, w, h),
            "won": QRectF(g["W"] - m - w, top, w, h),
        }
        for name, rect in slot_rects.items():
            path = self.slots[name].path()
            path.clear()
            path.addRoundedRect(rect, w * 0.07, w * 0.07)
            self.slots[name].setPath(path)
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(11, round(w * 0.17)))
        status = self.session.state.status(0) if self.session is not None else None
        aside = dict(status.aside) if status is not None else {}
        texts = {name: msg.text(self.lang) for name, msg in aside.items()}
        texts["trump"] = status.centre.text(self.lang) if status and status.centre else ""
        anchors = {
            "stock": QPointF(m, top + h + m * 0.3),
            "burned": QPointF(m + w * 1.35, top + h + m * 0.3),
            "won": QPointF(g["W"] - m - w, top + h + m * 0.3),
            "discard": QPointF(m, top + h + m * 1.4),
            "trump": QPointF(g["W"] / 2 - w * 1.1, top + h + m * 0.3),
            "hand": QPointF(m, g["H"] - h * 1.45 - m),
            "spare": QPointF(m + w * 1.2, g["H"] - h * 1.45 - m),
        }
        for name, label in self.labels.items():
            label.setFont(font)
            label.setText(texts.get(name, ""))
            label.setPos(anchors[name])

    # -- messages and controls ------------------------------------------------------------

    def _forget_hint(self) -> None:
        self.bots.cancel()

    def busy(self) -> bool:
        return self.queue.busy or self.bots.thinking

    def instructions(self) -> str:
        if self.session is None:
            return ""
        prompt = self.session.state.status(0).prompt
        text = prompt.text(self.lang) if prompt is not None else ""
        if self.state_view.phase == EXCHANGE:  # what the cards selected so far would give
            text += " " + exchange_preview(len(self.selected)).text(self.lang)
        return text

    def _update_controls(self) -> None:
        if self.session is None:
            self.message.setText("")
            self.show_next_button()
            return
        view = self.state_view
        trick = self.last_trick.text(self.lang) if self.last_trick is not None else ""
        self.show_message(trick, self.instructions())
        self.confirm_button.setVisible(view.phase == EXCHANGE)
        n = len(self.selected)
        self.confirm_button.setText(
            self.tr("Exchange {n} (Enter)").format(n=n) if n else self.tr("Keep hand (Enter)")
        )
        for index, button in enumerate(self.trump_buttons):
            button.setVisible(view.phase == TRUMP)
            focused = (
                view.phase == TRUMP
                and self.keyboard_used
                and index == self.focus % len(TRUMP_CHOICES)
            )
            button.setStyleSheet("border: 2px solid #00acc1;" if focused else "")
        self.hint_button.setEnabled(view.phase != OVER)
        self.show_next_button()

    def center_of(self, item: QGraphicsItem) -> QPointF:
        return item.sceneBoundingRect().center()


class SolitaireDesk(GameDesk):
    game_id = "mustfollow_solitaire"
    felt = FELT

    def make_table(self, settings: Settings) -> TableBase:
        return SolitaireTable(settings, self)

    def analysis(self, state: State) -> Analysis | None:
        """Once the deal is over the stock order is known: solve it."""
        if not isinstance(state, SolitaireState) or not state.is_terminal:
            return None
        return Analysis(solve_deal, (state.pack_order(),), solver_line)


def solver_line(solution: Any, lang: str) -> str:
    """A solver line, short: exchange, trump, then the cards played, in words."""
    return " · ".join(render_action(a, lang) for a in solution.actions)


DESK = SolitaireDesk()
