"""The table every multi-seat trick game is played on: the human at the bottom, the
other seats round an ellipse (clockwise or counter-clockwise as the game plays), the
trick in the middle, piles and stock where the rules core's view puts pieces, and a
bar with the game's messages, its special panel (from its desk) and buttons for the
decisions that are not pieces.

Bots think on a worker and their moves are paced so a person can follow; a finished
trick stays on the table for the "pause after a trick" setting.  Legality, words and
scores come from rules_core; a game's own drawing comes from its desk
(``desktop/games/<id>.py``).
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QWidget,
)

from rules_core.ai import Decision
from rules_core.ai.levels import DEFAULT_LEVEL
from rules_core.cards import NO_TRUMP, SUIT_SYMBOLS, display_sort_key
from rules_core.game import Event, IllegalAction
from rules_core.messages import Msg, render_action
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
from .desk import GameDesk, Places, Sizes
from .session import Session
from .settings import Settings
from .table_base import TableBase
from .tables import HINT_LEVEL

LABEL = QColor("#f1f8e9")
ACCENT = QColor("#ffd54f")
BOT_DELAY_MS = {"off": 0, "fast": 250, "normal": 500, "slow": 900}
DEFAULT_PIECE_VERB = "play"  # what a click on a piece with no legal action is checked as

Geometry = dict[str, float]


class ActionButtons(QWidget):
    """A button for every legal decision that is not a piece (and that the game's own
    panel does not show): its words come from the rules core, keys 1–9 press them."""

    def __init__(self, table: TrickTable) -> None:
        super().__init__()
        self.table = table
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        self.texts: list[str] = []

    def show_actions(self, actions: list[str], lang: str, pieces: str) -> None:
        if actions == self.texts and all(b.property("lang") == lang for b in self.buttons):
            return
        for button in self.buttons:
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons, self.texts = [], list(actions)
        for index, action in enumerate(actions):
            text = render_action(action, lang, pieces)
            button = QPushButton(f"{text} ({index + 1})" if index < 9 else text)
            button.setProperty("lang", lang)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, a=action: self.table.human_action(a))
            self.row.addWidget(button)
            self.buttons.append(button)
        self.setVisible(bool(actions))

    def press(self, index: int) -> bool:
        if 0 <= index < len(self.texts) and self.isVisible():
            self.table.human_action(self.texts[index])
            return True
        return False


class TrickTable(TableBase):
    """Multi-seat trick games.  Seat 0 is the human, who also decides for any seat the
    rules let it decide for (a dummy hand); the other seats are bots."""

    def __init__(self, settings: Settings, desk: GameDesk, parent: QWidget | None = None) -> None:
        super().__init__(settings, desk.felt, parent)
        self.desk = desk
        self.layer.suit_backs = desk.suit_backs
        self.human = 0
        self.controlled: set[int] = {0}
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
        self.last_trick: str | None = None
        self.revealed: list[int] = []
        self.trick_owner: dict[Hashable, int] = {}  # trick card (or hidden key) -> seat
        self.seat_keys: dict[int, list[Hashable]] = {}  # items of each seat's hand, left first
        self.trick_spots: dict[Hashable, QPointF] = {}  # where each trick piece lies
        self.action_menu: QMenu | None = None
        self._build_controls()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- construction ---------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.panel = self.desk.panel(self)
        self.buttons = ActionButtons(self)
        controls = [self.buttons] if self.panel is None else [self.panel, self.buttons]
        self.bar = self.lay_out(*controls)
        self.retranslate()

    def retranslate(self) -> None:
        self.lang = self.settings.language
        self.hint_button.setText(self.tr("Hint (H)"))
        retranslate = getattr(self.panel, "retranslate", None)
        if callable(retranslate):
            retranslate()
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
        state = session.state
        self.controlled = {s for s in range(state.num_players) if state.decider(s) == self.human}
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

    def busy(self) -> bool:
        return self.bot_timer.isActive() or self.bots.thinking or self.queue.busy

    # -- requests from the player ---------------------------------------------------------

    def _my_turn(self) -> bool:
        return (
            self.session is not None
            and not self.session.state.is_terminal
            and self.session.state.current_player in self.controlled
        )

    def piece_actions(self) -> dict[int, list[str]]:
        """The legal actions now on each piece (several where the rules offer a choice on
        one piece, e.g. the joker's four leads), for the seat the person decides for."""
        if not self._my_turn():
            return {}
        assert self.session is not None
        state = self.session.state
        space = state.game.actions
        out: dict[int, list[str]] = {}
        for action in state.legal_action_ids():
            piece = space.piece_of(action)
            if piece is not None:
                out.setdefault(piece, []).append(state.action_text(action))
        return out

    def other_actions(self) -> list[str]:
        """Legal decisions that name no piece (bids, passes, calls)."""
        if not self._my_turn():
            return []
        assert self.session is not None
        state = self.session.state
        space = state.game.actions
        return [state.action_text(a) for a in state.legal_action_ids() if space.piece_of(a) is None]

    def can_drag(self, item: CardItem) -> bool:
        return item.card in self.piece_actions()

    def card_clicked(self, item: CardItem) -> None:
        if self.session is None or item.card is None:
            return
        keys = self._focus_keys()
        if item.key not in keys:
            return
        if self.queue.busy:
            self.queue.fast_forward()
        self.focus = keys.index(item.key)
        self.play_card(item.card)

    def card_dropped(self, item: CardItem, where: QPointF) -> None:
        centre = self.anchors.get("centre", QPointF())
        near = (where - centre).manhattanLength() < self.card_size[1] * 2.2
        if near and item.card is not None and self.play_card(item.card):
            return
        self.relayout_now(animated=True)

    def play_card(self, card: int) -> bool:
        """Act on ``card``: its one legal action, a menu of them when there are several,
        or the rules' reason why it cannot be used now."""
        if self.session is None:
            return False
        if not self._my_turn():
            self._say(self.tr("Wait for your turn."), error=True)
            return False
        actions = self.piece_actions().get(card, [])
        if len(actions) == 1:
            return self.perform(actions[0])
        if actions:
            self.choose_among(card, actions)
            return False
        if not self.piece_actions() and self.other_actions():
            self._say(self.tr("Decide with the buttons below first."), error=True)
            return False
        verbs = [a.split(" ")[0] for acts in self.piece_actions().values() for a in acts]
        verb = verbs[0] if verbs else DEFAULT_PIECE_VERB
        return self.perform(f"{verb} {self.session.state.game.pieces.text(card)}")

    def choose_among(self, card: int, actions: list[str]) -> None:
        """A menu of the actions on one piece, at the piece (keyboard: arrows and Enter)."""
        assert self.session is not None
        pieces = self.session.state.game.pieces.name
        if self.action_menu is not None:
            self.action_menu.close()
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for action in actions:
            act = menu.addAction(render_action(action, self.lang, pieces))
            act.setData(action)
            act.triggered.connect(lambda _=False, a=action: self._menu_chose(a))
        menu.setActiveAction(menu.actions()[0])
        item = self.items.get(card)
        centre = item.sceneBoundingRect().center() if item is not None else QPointF()
        at = self.view.viewport().mapToGlobal(self.view.mapFromScene(centre))
        self.action_menu = menu
        menu.destroyed.connect(lambda: setattr(self, "action_menu", None))
        menu.popup(QPoint(at.x(), at.y()))
        self._say(self.tr("Choose how to play {card}.").format(card=self.card_text(card)))

    def _menu_chose(self, action: str) -> None:
        if self.action_menu is not None:
            self.action_menu.close()
            self.action_menu = None
        self.human_action(action)

    def hint(self) -> None:
        if not self._my_turn():
            return
        assert self.session is not None
        self._say(self.tr("Thinking…"))
        state = self.session.state
        self.hints.ask(self.game_id, HINT_LEVEL, state, seed=len(self.session.actions))

    def _hint_ready(self, decision: Decision) -> None:
        if not self._my_turn() or self.session is None:
            return
        state = self.session.state
        try:
            piece = state.game.actions.piece_of(state.action_id(decision.action))
        except IllegalAction:  # a hint outside the vocabulary just points at no piece
            piece = None
        self.hint_card = piece
        keys = self._focus_keys()
        if piece in keys:
            self.focus = keys.index(piece)
        self._show_hint(decision)

    def _show_hint(self, decision: Decision) -> None:
        assert self.session is not None
        pieces = self.session.state.game.pieces.name
        words = render_action(decision.action, self.lang, pieces)
        why = decision.why.text(self.lang, self.seat_names()) if decision.why else ""
        text = self.tr("Hint: {action}").format(action=words) + (f" — {why}" if why else "")
        self.notice = (text, False)
        self.relayout_now(animated=True)
        self._update_controls()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.key_for_next(key):
            return
        if key == Qt.Key.Key_H:
            self.hint()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.buttons.press(key - Qt.Key.Key_1):
            return
        keys = self._focus_keys()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and keys:
            self.keyboard_used = True
            self.focus = (self.focus + (1 if key == Qt.Key.Key_Right else -1)) % len(keys)
            self.relayout_now()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and keys:
            item = self.items.get(keys[self.focus % len(keys)])
            if item is not None:
                self.card_clicked(item)
            return
        super().keyPressEvent(event)

    def _focus_keys(self) -> list[Hashable]:
        """The items the person may act on now, left to right: the hand of the seat to act
        when the person decides for it, else the person's own hand."""
        if self.session is None:
            return []
        seat = self.session.state.current_player
        if seat in self.controlled and seat != self.human:
            return list(self.seat_keys.get(seat, []))
        return list(self._hand_order())

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
                self.last_trick = self.trick_line(event)
                self._update_controls()
                return None, self.settings.pause_ms
            if event.kind == "reveal":
                self.revealed = list(event.cards)
                group = self.relayout_now(animated=True)
                self._update_controls()
                return group, 2 * self.settings.pause_ms
            if event.kind in ("trump", "bid", "choose", "say"):
                self._update_controls()
                return self.relayout_now(animated=True), 0
            return None, 0

        return step

    def trick_line(self, event: Event) -> str:
        """Who took the trick and why, in the rules' words."""
        who = self.seat_name(event.player) if event.player >= 0 else ""
        why = event.why.text(self.lang, self.seat_names()) if event.why is not None else ""
        if who and why:
            return f"{who}: {why}"
        return who and self.tr("{who} takes the trick.").format(who=who) or why

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
        lists: dict[str, list[int]] = {self._hand_zone(): list(view.hand), "trick": []}
        self.trick_owner = {}
        for play in view.trick:
            key = play.card if play.card >= 0 else -1 - play.seat
            lists["trick"].append(key)
            self.trick_owner[key] = play.seat
        for zone, pieces in view.zones().items():
            lists[zone] = list(pieces)
        counts = {f"hand:{s}": n for s, n in enumerate(view.hand_sizes) if s != self.human}
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

    def seat_point(self, seat: int, n: int, g: Geometry) -> QPointF:
        """Where a seat sits: the human at the bottom, the next seat in the direction of
        play to the left (clockwise) or to the right (counter-clockwise), partners facing."""
        relative = (seat - self.human) % n
        clockwise = self.session is None or self.session.state.game.direction == "clockwise"
        phi = 2 * math.pi * relative / n * (1 if clockwise else -1)
        return QPointF(g["cx"] - g["rx"] * math.sin(phi), g["cy"] + g["ry"] * math.cos(phi))

    def _geometry(self) -> Geometry:
        width = max(480, self.view.viewport().width())
        height = max(360, self.view.viewport().height())
        seats = len(self.state_view().hand_sizes) if self.session is not None else 4
        w = max(28.0, min(width / (12.5 + max(0, seats - 5) * 0.8), height / 5.2 / 1.4))
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

    def _placements(self, g: Geometry) -> tuple[Places, Sizes]:
        w, h = g["w"], g["h"]
        view = self.state_view()
        n = len(view.hand_sizes)
        places: Places = {}
        sizes: Sizes = {}
        centre = QPointF(g["cx"], g["cy"])
        self.anchors = {"centre": centre}
        self.seat_keys = {}
        self.trick_spots = {}
        small = 0.55
        for seat in range(n):
            point = self.seat_point(seat, n, g)
            self.anchors[f"hand:{seat}"] = point - QPointF(w * small / 2, h * small / 2)
            if seat == self.human:
                continue
            drawn = self.desk.other_hand(self, view, seat, point, g)
            hand_places, hand_sizes = drawn if drawn else self._backs_fan(seat, point, g)
            places.update(hand_places)
            sizes.update(hand_sizes)
            self.seat_keys[seat] = sorted(hand_places, key=lambda k: hand_places[k].pos.x())
            won = self.model.lists.get(f"won:{seat}", [])
            side = -1.55 if point.x() > g["cx"] + 1 else 0.9  # the pile sits toward the middle
            for i, card in enumerate(won):
                places[card] = Placement(
                    point + QPointF(w * side + i * 0.6, -h * small / 2 - i * 0.6), False, 20 + i
                )
                sizes[card] = small * 0.8
        # The trick: each card pushed from the centre toward its player.
        trick = self.model.lists.get("trick", [])
        push = 0.36 if n <= 5 else 0.46
        for index, played in enumerate(trick):
            point = self.seat_point(self.trick_owner.get(played, self.human), n, g)
            pos = centre + (point - centre) * push - QPointF(w * 0.85 / 2, h * 0.85 / 2)
            places[played] = Placement(pos, played >= 0, 300 + index)
            sizes[played] = 0.85 if n <= 5 else 0.72
            self.trick_spots[played] = pos
        # Pieces revealed together (Hamlet's choices): shown in the middle for a moment.
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
        self.desk.place_extra(self, view, g, places, sizes)
        return places, sizes

    def hand_scale(self, seat: int) -> float:
        """How large another seat's cards are drawn, relative to the human's."""
        assert self.session is not None
        return self.desk.hand_scale(self.session.state, seat)

    def _backs_fan(self, seat: int, point: QPointF, g: Geometry) -> tuple[Places, Sizes]:
        """Another seat's hand: a small fan of backs."""
        w, h, small = g["w"], g["h"], self.hand_scale(seat)
        count = self.model.counts.get(f"hand:{seat}", 0)
        places: Places = {}
        sizes: Sizes = {}
        for i in range(count):
            offset = (i - (count - 1) / 2) * w * small * 0.28
            back = ("back", seat, i)
            places[back] = Placement(
                point + QPointF(offset - w * small / 2, -h * small / 2), False, 50 + i
            )
            sizes[back] = small
        return places, sizes

    def _place_stock(self, g: Geometry, places: Places, sizes: Sizes) -> None:
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

    def _place_human(self, g: Geometry, places: Places) -> None:
        w, h, m = g["w"], g["h"], g["m"]
        order = self._hand_order()
        count = len(order)
        if not count:
            return
        step = min(w * 0.7, (g["W"] - 2 * m - w * 3) / max(1, count - 1))
        left = (g["W"] - (w + step * (count - 1))) / 2
        base = g["H"] - h - m * 0.8
        mid = (count - 1) / 2
        legal = set(self.piece_actions())
        for i, card in enumerate(order):
            spread = (i - mid) / max(mid, 1)
            lift = h * 0.08 if card in legal else 0.0
            y = base + spread * spread * h * 0.06 - lift
            places[card] = Placement(
                QPointF(left + i * step, y), True, 400 + i, spread * min(7.0, count * 0.6)
            )

    def _outline_cards(self) -> None:
        legal = set(self.piece_actions())
        keys = self._focus_keys()
        focus_key = keys[self.focus % len(keys)] if keys and self.keyboard_used else None
        for key, item in self.items.items():
            colour = None
            actable = key in legal or self.blind_actable(key)
            if key == self.hint_card:
                colour = HIGHLIGHT_HINT
            elif key == focus_key:
                colour = HIGHLIGHT_FOCUS
            elif actable:
                colour = HIGHLIGHT_LEGAL
            item.set_outline(colour, 4.0 if colour in (HIGHLIGHT_FOCUS, HIGHLIGHT_HINT) else 3.0)
            item.setCursor(
                Qt.CursorShape.PointingHandCursor if actable else Qt.CursorShape.ArrowCursor
            )

    def blind_actable(self, key: Hashable) -> bool:
        """Whether an item that shows no face may be acted on (a dummy's face-down card)."""
        return False

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
        if seat == self.human:
            return self.tr("You")
        role = self.session.state.seat_role(seat) if self.session is not None else None
        return role.text(self.lang) if role is not None else self.tr("Bot {n}").format(n=seat)

    def _decorate(self, g: Geometry) -> None:
        view = self.state_view()
        n = len(view.hand_sizes)
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(11, round(g["w"] * (0.16 if n <= 5 else 0.14))))
        bold = QFont(font)
        bold.setBold(True)
        for seat in range(n):
            label = self._label(f"seat:{seat}", ACCENT if seat == view.to_act else LABEL)
            label.setFont(bold if seat == view.to_act else font)
            label.setText(self.seat_line(seat))
            point = self.seat_point(seat, n, g)
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
        below = g["h"] * (1.1 if n == 2 else 0.75)  # clear of the trick
        centre_label.setPos(QPointF(g["cx"] - rect.width() / 2, g["cy"] + below))
        self._name_led_suits(view, g, bold)
        stock = self._label("stock")
        stock.setFont(font)
        stock.setText(self.stock_line())
        stock.setPos(QPointF(g["m"], g["m"] + g["h"] * 0.85))

    def _name_led_suits(self, view: View, g: Geometry, font: QFont) -> None:
        """A joker led as a suit shows the suit it names beside it."""
        named = {p.card: p.named_suit for p in view.trick if p.named_suit is not None}
        for key in [k for k in self.labels if k.startswith("named:")]:
            if int(key.split(":")[1]) not in named:
                self.scene.removeItem(self.labels.pop(key))
        for card, suit in named.items():
            spot = self.trick_spots.get(card)
            if spot is None:
                continue
            label = self._label(f"named:{card}", ACCENT)
            label.setFont(font)
            label.setText("= " + SUIT_SYMBOLS[suit])
            label.setZValue(950)
            label.setPos(spot + QPointF(g["w"] * 0.9, g["h"] * 0.3))

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
        if state.is_terminal:
            return Msg("deal_over").text(self.lang)
        return self.tr("{who} is thinking…").format(who=self.seat_name(state.current_player))

    def _update_controls(self) -> None:
        refresh = getattr(self.panel, "refresh", None)
        if callable(refresh):
            refresh()
        if self.session is None:
            self.message.setText("")
            self.buttons.show_actions([], self.lang, "french")
            self.show_next_button()
            return
        self.show_message(self.last_trick or "", self.instructions())
        claimed: frozenset[str] = getattr(self.panel, "verbs", frozenset())
        shown = [a for a in self.other_actions() if a.split(" ")[0] not in claimed]
        self.buttons.show_actions(shown, self.lang, self.session.state.game.pieces.name)
        self.hint_button.setEnabled(self._my_turn())
        self.show_next_button()
