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
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QMenu,
    QPushButton,
    QWidget,
)

from rules_core.ai import Decision
from rules_core.cards import SUIT_SYMBOLS
from rules_core.game import Event, IllegalAction
from rules_core.knowledge import knowledge_at
from rules_core.messages import Msg, render_action
from rules_core.narration import Line
from rules_core.pieces import kind_named
from rules_core.view import View

from .action_panel import ActionButtons
from .card_render import FONT_FAMILY
from .card_scene import (
    HIGHLIGHT_HINT,
    HIGHLIGHT_LEGAL,
    HIGHLIGHT_SELECTED,
    CardItem,
    Step,
    qrect,
)
from .desk import GameDesk
from .session import Session
from .settings import Settings
from .table.geometry import Geometry, Placement, Point, Rect, table_geometry
from .table.piles import Arrangement, Seating, TableFacts, arrange, shown_of, trick_area
from .table_base import TableBase

LABEL = QColor("#f1f8e9")
ACCENT = QColor("#ffd54f")
SLOT_LINE = QColor(255, 255, 255, 70)
SENTENCE_GAP = {"en": " ", "ja": ""}  # Japanese sentences follow 。 without a space
TEAM_COLOURS = (QColor("#80deea"), QColor("#ffab91"), QColor("#c5e1a5"))  # the person's side first
DEFAULT_PIECE_VERB = "play"  # what a click on a piece with no legal action is checked as


class TrickTable(TableBase):
    """Multi-seat trick games.  Seat 0 is the human, who also decides for any seat the
    rules let it decide for (a dummy hand); the other seats are bots."""

    def __init__(self, settings: Settings, desk: GameDesk, parent: QWidget | None = None) -> None:
        super().__init__(settings, desk.felt, desk.pieces, parent)
        self.desk = desk
        self.layer.suit_backs = desk.suit_backs
        self.human = self.turns.human
        self.turns.bot_decided.connect(self._bot_decided)
        self.turns.bot_failed.connect(self._bot_failed)
        self.turns.hint_ready.connect(self._hint_ready)
        self.turns.hint_failed.connect(self._hint_failed)
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.spawn: dict[Hashable, Point] = {}  # where a moving piece comes from
        self.anchors: dict[str, Point] = {}
        self.trick_event: Event | None = None  # the last trick, worded when shown
        self.revealed: list[int] = []
        self.trick_owner: dict[Hashable, int] = {}  # trick card (or hidden key) -> seat
        self.zone_of: dict[Hashable, str] = {}  # a piece lying in one of the view's zones
        self.seat_keys: dict[int, list[Hashable]] = {}  # items of each seat's hand, left first
        self.trick_spots: dict[Hashable, Point] = {}  # where each trick piece lies
        self.action_menu: QMenu | None = None
        self.pile_spots: dict[str, Rect] = {}  # where each pile (and trick place) lies
        self.slots: dict[str, QGraphicsPathItem] = {}  # their dashed outlines, where drawn
        self.selected: list[int] = []  # pieces being chosen together (an exchange)
        self._shaking: tuple[CardItem, QPointF] | None = None
        self._shake_anim = QVariantAnimation(self)
        self._shake_anim.setDuration(260)
        self._shake_anim.setStartValue(0.0)
        self._shake_anim.setEndValue(1.0)
        self._shake_anim.valueChanged.connect(self._shake_step)
        self._build_controls()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- construction ---------------------------------------------------------------------

    def _build_controls(self) -> None:
        self.panel = self.desk.panel(self)
        self.buttons = ActionButtons(self.human_action)
        self.confirm_button = QPushButton()  # sends the pieces chosen together
        self.confirm_button.clicked.connect(lambda: self.confirm_selection())
        self.confirm_button.setVisible(False)
        controls = [self.confirm_button, self.buttons]
        if self.panel is not None:
            controls.insert(0, self.panel)
        self.bar = self.lay_out(*controls)
        self.retranslate()

    def retranslate(self) -> None:
        self.lang = self.presenter.lang = self.settings.language
        self.renderer.set_labels(self.settings.kind_labels, self.lang)
        self.layer.refresh()
        self.hint_button.setText(self.tr("Hint (H)"))
        self.why_button.setText(self.tr("Why? (W)"))
        self.why_button.setToolTip(
            self.tr(
                "The computer players' moves since yours, as you saw them; once the deal is "
                "over, why they made them"
            )
        )
        self.buttons.retranslate()
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

    def start(self, session: Session) -> None:
        self.turns.start(session, self.settings.bot_levels(session.game_id))
        self.focus, self.on_buttons = 0, False
        for label in self.labels.values():
            self.scene.removeItem(label)
        self.labels = {}
        self.presenter.begin_log()
        self._redraw_from_rules()

    def undo(self) -> None:
        """Back to the human's previous decision (the bots' replies go with it).  Going
        back past pieces the person has seen since makes the deal practice (asked first)."""
        if self.session is None or not self.turns.human_actions():
            return
        target = self.turns.undo_target()
        if not self._may_go_back_to(target):
            return
        undone = self.turns.rewind(target)
        self.presenter.resync(Msg("log_undone", {"action": undone}))
        self._redraw_from_rules()
        chosen = self.turns.selection_of(undone)
        if chosen is not None:  # a choice of several: shown chosen again, to adjust
            self.selected = chosen
            self.relayout_now()
            self._update_controls()

    def restart(self) -> None:
        """The deal again from its first move (practice, once pieces were seen)."""
        if self.session is None or not self._may_go_back_to(0):
            return
        self.session.restart()
        self.presenter.resync(Msg("log_restarted"))
        self._redraw_from_rules()

    def _may_go_back_to(self, target: int) -> bool:
        """Whether the deal may be set back to its first ``target`` actions: freely where
        the person saw nothing new since; else the deal becomes practice, once the person
        agrees (``confirm_practice``)."""
        session, narrator = self.session, self.presenter.narrator
        if session is None or narrator is None or session.practice:
            return True
        start = session.record().new_state()
        then = knowledge_at(start, session.actions[:target], self.human)
        if narrator.knowledge <= then:
            return True
        if not self.ask_practice():
            return False
        session.practice = True
        self.presenter.tell("notice", Msg("log_practice"))
        return True

    def redo(self) -> None:
        if self.session is not None and self.session.can_redo:
            self._redo_one()
            while self.session.can_redo and not self.turns.person_decides():
                self._redo_one()
            self.presenter.resync(None)
            self._redraw_from_rules()

    def _redo_one(self) -> None:
        """Play the next undone action again, and tell the log as it was first told."""
        assert self.session is not None
        seat = self.session.redo_stack[-1][0]
        action = self.session.redo_stack[-1][1]
        self.presenter.narrate(seat, action, self.session.redo())

    def _redraw_from_rules(self) -> None:
        self.queue.clear()
        self.turns.stop()
        self.hint_card, self.notice, self.trick_event, self.revealed = None, None, None, []
        self.selected = []
        self._reset_model()
        self._focus_on_actable()
        self.relayout_now()
        self._update_controls()
        self.changed.emit()
        if self.session is not None and self.session.state.is_terminal:
            self.finished.emit()
        else:
            self.turns.schedule_bot()
            self._coach_points()

    def human_action(self, action: str) -> None:
        if self.turns.my_turn():
            self.perform(action)

    # -- bots -----------------------------------------------------------------------------

    def _bot_decided(self, seat: int, decision: Decision) -> None:
        """A bot's move: its table talk first (it changes no cards), then the move."""
        assert self.session is not None
        for text in decision.say:
            self.session.say(text, seat)
            self.presenter.announce_lines(self.presenter.narrate(seat, text, []))
        if decision.why is not None:
            self.session.reasons[len(self.session.actions)] = decision.why
        self.perform(decision.action)

    def person_seat(self) -> int:
        return self.human

    @property
    def reasons(self) -> dict[int, Msg]:
        """Each bot move of the deal (by index): its own reason, from its own view."""
        return self.session.reasons if self.session is not None else {}

    def _bot_failed(self, error: str) -> None:
        """A bot's search failed (its process died): said in words (it thinks again)."""
        self._say(
            self.tr(
                "A computer player could not finish thinking ({error}); it thinks again."
            ).format(error=error[:200]),
            error=True,
        )

    def _hint_failed(self, error: str) -> None:
        self._say(
            self.tr("The hint could not be worked out ({error}). Press H to try again.").format(
                error=error[:200]
            ),
            error=True,
        )

    def busy(self) -> bool:
        return self.turns.busy or self.queue.busy

    # -- requests from the player ---------------------------------------------------------

    def perform(self, action: str) -> bool:
        """The person's (or a bot's) action; one the person takes for a partner seat is
        remembered as the person's (undo goes back to it)."""
        if self.session is None:
            return False
        seat = self.session.state.current_player
        person = self.turns.person_decides()
        refusal = self.coach_refusal(action) if person else ""
        if refusal:
            self._say(refusal, error=True)
            return False
        for_partner = seat not in self.turns.controlled and person
        if self.queue.busy:
            self.queue.fast_forward()
        starts_trick = not self.model.lists.get("trick")
        last_trick = self.trick_event
        chosen, self.selected = self.selected, []  # a choice sent (by any door) is gone;
        done = super().perform(action)  # the next step may choose again (a lesson's set)
        if not done:
            self.selected = chosen
        if done and starts_trick and self.trick_event is last_trick:
            self.trick_event = None  # a new trick begins: the last one's line has had its say
            self._update_controls()
        if done and person:
            self.presenter.explaining = False
        if done and for_partner:
            self.session.for_partner.add(len(self.session.actions) - 1)
        return done

    def piece_actions(self) -> dict[int, list[str]]:
        """The legal actions now on each piece (several where the rules offer a choice on
        one piece, e.g. the joker's four leads), for the seat the person decides for."""
        return self.turns.legal_now().pieces

    def other_actions(self) -> list[str]:
        """Legal decisions that name no piece (bids, passes, calls)."""
        return list(self.turns.legal_now().others)

    def _face(self, key: Hashable) -> int | None:
        """What the rules call the piece an item shows (the second QH of a doubled pack
        is played as ``QH``); None for an item that is no known piece (a back)."""
        if isinstance(key, int) and key >= 0 and self.session is not None:
            return self.session.state.game.pieces.face(key)
        return None

    def actions_on(self, key: Hashable) -> list[str]:
        """The legal actions on the piece an item shows: for a piece lying in one of the
        view's zones (a partner's table card), the actions the rules place there; for any
        other (the hand deciding), the actions on its face.  A piece already in the trick
        has none."""
        face = self._face(key)
        if face is None or key in self.trick_spots:
            return []
        legal = self.turns.legal_now()
        zone = self.zone_of.get(key)
        if zone is not None:
            return legal.zoned.get(zone, {}).get(face, [])
        return legal.pieces.get(face, [])

    def _actable(self, key: Hashable) -> bool:
        """Whether the person may use this item now (alone, or as one of a set)."""
        if self.actions_on(key):
            return True
        face = self._face(key)
        selectable = self.turns.legal_now().selectable
        return face in selectable and key not in self.zone_of and key not in self.trick_spots

    def can_drag(self, item: CardItem) -> bool:
        return bool(self.actions_on(item.key))

    def card_clicked(self, item: CardItem) -> None:
        if self.session is None or item.card is None:
            return
        keys = self._focus_keys()
        if item.key not in keys:
            return
        if self.queue.busy:
            self.queue.fast_forward()
        self.focus = keys.index(item.key)
        if self.turns.legal_now().sets:
            self.toggle_selected(item.card)
        else:
            self.play_card(item.card)

    def card_dropped(self, item: CardItem, where: QPointF) -> None:
        centre = self.anchors.get("centre", Point())
        near = (Point(where.x(), where.y()) - centre).manhattan() < self.card_size[1] * 2.2
        if near and item.card is not None and self.play_card(item.card):
            return
        self.relayout_now(animated=True)

    def play_card(self, card: int) -> bool:
        """Act on ``card``: its one legal action, a menu of them when there are several,
        or the rules' reason why it cannot be used now."""
        if self.session is None:
            return False
        if self.session.state.is_terminal:
            self._say(
                self.tr("This {deal} is over: Enter starts the next one.").format(
                    deal=self.presenter.deal_word()
                )
            )
            return False
        if not self.turns.my_turn():
            self._say(self.tr("Wait for your turn."), error=True)
            return False
        legal = self.turns.legal_now()
        actions = self.actions_on(card)
        pick = getattr(self.panel, "pick_action", None)  # a switch of the game's panel
        if len(actions) > 1 and callable(pick):
            chosen = pick(actions)
            actions = [chosen] if isinstance(chosen, str) else actions
        if len(actions) == 1:
            return self.perform(actions[0])
        if actions:
            self.choose_among(card, actions)
            return False
        if not legal.pieces and not legal.zoned and (legal.others or legal.sets):
            self._say(self.tr("Decide with the buttons below first."), error=True)
            self._shake(card)
            return False
        if card in self.zone_of:  # a piece on the table the rules offer nothing for now
            self._say(self.tr("That card cannot be used now."), error=True)
            self._shake(card)
            return False
        verbs = [a.split(" ")[0] for acts in legal.pieces.values() for a in acts]
        verb = verbs[0] if verbs else DEFAULT_PIECE_VERB
        done = self.perform(f"{verb} {self.session.state.game.pieces.piece_text(card)}")
        if not done:
            self._shake(card)
        return done

    def _shake(self, card: Hashable) -> None:
        """A short sideways wobble: this piece cannot be used (the message says why)."""
        item = self.items.get(card)
        if item is None or not self.settings.move_ms:
            return
        self._shake_anim.stop()
        self._shaking = (item, item.pos())
        self._shake_anim.start()

    def _shake_step(self, t: float) -> None:
        if self._shaking is not None:
            item, home = self._shaking
            offset = self.card_size[0] * 0.06 * math.sin(t * math.pi * 6) * (1 - t)
            item.setPos(home + QPointF(offset, 0))

    def _stop_shaking(self) -> None:
        self._shake_anim.stop()
        if self._shaking is not None:
            item, home = self._shaking
            item.setPos(home)
            self._shaking = None

    # -- several pieces chosen together (an exchange) ---------------------------------------

    def toggle_selected(self, card: int) -> None:
        """Add ``card`` to the pieces being chosen, or take it out again; a piece that no
        legal choice could include is refused with the reason."""
        legal = self.turns.legal_now()
        self.turns.hints.cancel()  # the person chose: a hint still on its way must not undo it
        if card in self.selected:
            self.selected.remove(card)
        elif legal.can_extend(frozenset(self.selected), card):
            self.selected.append(card)
        else:
            self._say(self.tr("No more pieces can be chosen."), error=True)
            self._shake(card)
            return
        self.hint_card, self.notice = None, None
        self.relayout_now(animated=True)
        self._update_controls()

    def confirm_selection(self) -> bool:
        """Send the choice of the selected pieces."""
        action = self.turns.legal_now().sets.get(frozenset(self.selected))
        if action is None:
            self._say(self.tr("This choice is not allowed."), error=True)
            return False
        self.selected = []
        return self.perform(action)

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
        if not self.turns.my_turn():
            return
        if self.coach is not None:  # a lesson's hint is its next step
            self._coach_points()
            return
        self._say(self.tr("Thinking…"))
        self.turns.ask_hint(self.desk.hint_level)

    def _hint_ready(self, decision: Decision) -> None:
        if not self.turns.my_turn() or self.session is None:
            return
        state = self.session.state
        try:
            action = state.action_id(decision.action)
        except IllegalAction:  # a hint outside the vocabulary just points at no piece
            action = None
        piece = None
        if action is not None and state.game.actions.selects(action):
            self.selected = list(state.action_pieces(action))
        elif action is not None:
            piece = self._item_of_action(action)
        self.hint_card = piece
        keys = self._focus_keys()
        point_at = getattr(self.panel, "point_at", None)  # a decision the game's panel shows
        if piece in keys:
            self.focus = keys.index(piece)
        elif not (callable(point_at) and point_at(decision.action)):
            self.buttons.point_at(decision.action)
        self._show_hint(decision)

    def _item_of_action(self, action: int) -> Hashable | None:
        """The item a hint's piece is (the first copy in the person's reach, in the zone
        the action's piece lies in)."""
        assert self.session is not None
        state = self.session.state
        face = state.game.actions.piece_of(action)
        if face is None:
            return None
        for key in self._focus_keys():
            if self._face(key) == face and self.zone_of.get(key) == state.action_zone(action):
                return key
        return face

    def _show_hint(self, decision: Decision) -> None:
        """The hint in the bar and the log: the move as the person knows it, and why."""
        assert self.session is not None
        pieces = self.session.state.game.pieces.name
        if self.presenter.narrator is not None:
            line = self.presenter.narrator.hint(decision)
            self.logged.emit()
        else:
            line = Line("hint", decision.hint_line(pieces))
        text = line.text(self.lang, self.presenter.seat_names())
        self.announce(text)
        self.notice = (text, False)
        self.session.hints[len(self.session.actions)] = decision.action
        self.relayout_now(animated=True)
        self._update_controls()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.key_for_next(key):
            return
        if key == Qt.Key.Key_H:
            self.hint()
            return
        if key == Qt.Key.Key_W:
            self.explain_bots()
            return
        handle_key = getattr(self.panel, "handle_key", None)  # a game's panel keys first
        if callable(handle_key) and handle_key(key):
            return
        if self.buttons.handle_key(key):  # an auction's number, P for pass
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.buttons.press(key - Qt.Key.Key_1):
            return
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right)
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if self._keys_on_buttons():  # keys walk the buttons
            if key in arrows:
                self.keyboard_used = True
                self.buttons.move_focus(1 if key == Qt.Key.Key_Right else -1)
                return
            if key in (*enter, Qt.Key.Key_Space):
                if self.buttons.show_focus:  # Enter presses only a button shown as chosen
                    self.buttons.press(self.buttons.focus)
                else:
                    self._say(self.tr("Choose with ← → and Enter, or the number keys."))
                return
        keys = self._focus_keys()
        if key in arrows and keys:
            self.keyboard_used = True
            self.focus = (self.focus + (1 if key == Qt.Key.Key_Right else -1)) % len(keys)
            self.relayout_now()
            return
        if self.turns.legal_now().sets and key in (*enter, Qt.Key.Key_Space):
            if key == Qt.Key.Key_Space and keys:  # Space picks, Enter confirms
                focused = keys[self.focus % len(keys)]
                if isinstance(focused, int):
                    self.keyboard_used = True
                    self.toggle_selected(focused)
            elif key != Qt.Key.Key_Space:
                self.confirm_selection()
            return
        if key in (*enter, Qt.Key.Key_Space) and keys:
            item = self.items.get(keys[self.focus % len(keys)])
            if item is not None:
                self.card_clicked(item)
            return
        super().keyPressEvent(event)

    def _buttons_decide(self) -> bool:
        """Whether the person's decision now is only on the buttons (a trump choice)."""
        legal = self.turns.legal_now()
        return bool(self.buttons.texts) and not legal.pieces and not legal.zoned and not legal.sets

    def _keys_on_buttons(self) -> bool:
        """Whether ← → and Enter work the buttons: nothing to pick on the table, or Tab
        has moved the keyboard from the pieces to the buttons."""
        return self._buttons_decide() or (self.on_buttons and bool(self.buttons.texts))

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        """Tab and Shift+Tab: when the person may act on both pieces and buttons (play a
        card or call truco), the keyboard moves between the two before it leaves the table
        for the game's panel."""
        if self.buttons.texts and not self._buttons_decide() and self._focus_keys():
            self.keyboard_used = True
            self.on_buttons = not self.on_buttons
            self.buttons.show_focus = self.on_buttons
            self.buttons.mark_focus()
            self.relayout_now()
            if self.on_buttons:
                return True
        return super().focusNextPrevChild(next)

    def _focus_keys(self) -> list[Hashable]:
        """The items the person may act on now, left to right: the hand of the seat to act
        when the person decides for it, else the person's own hand."""
        if self.session is None:
            return []
        seat = self.session.state.current_player
        if seat in self.turns.controlled and seat != self.human:
            keys = list(self.seat_keys.get(seat, []))
        else:
            keys = list(self._hand_order())
        for zone in self.turns.legal_now().zoned:  # then the pieces the rules offer elsewhere
            keys += self.model.lists.get(zone, [])
        return keys

    # -- why: the bots' reasons, and the lessons -------------------------------------------

    def explain_bots(self) -> None:
        """Show the moves the bots made since the person's last one (the W key), and, once
        the deal is over, why."""
        self.presenter.explaining = True
        if not self.presenter.bot_lines():
            self._say(self.tr("No computer move to explain yet."))
            return
        self._update_controls()

    def coach_refusal(self, action: str) -> str:
        """Why the lesson refuses the person's ``action`` ("" when it is not refused)."""
        return self.presenter.off_lesson(action)

    def talk(self, text: str) -> bool:
        """The person's table talk (the co-op game): said, unless a lesson is on, whose
        words are written in advance."""
        if self.session is None or self.session.state.is_terminal:
            return False
        if self.coach is not None:
            self._say(self.tr("In this lesson your partners do the talking."), error=True)
            return False
        self.session.say(text, self.human)
        self.presenter.announce_lines(self.presenter.narrate(self.human, text, []))
        return True

    def _coach_points(self) -> None:
        """On the person's step of a lesson, point at the piece or button it uses."""
        step = self.turns.lesson_step()
        if step is None:
            return
        notice = self.notice
        self._hint_ready(step)
        self.notice = notice  # the lesson's panel says what to do, not the hint line
        self._update_controls()

    # -- animation steps ------------------------------------------------------------------

    def _step_for(self, event: Event) -> Step:
        def step() -> tuple[QAbstractAnimation | None, int]:
            if event.kind == "move":
                self._remember_source(event)
                if event.dst == "trick" and event.info.get("face_down") and not event.cards:
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
                self.trick_event = event
                self._update_controls()
                return None, self.settings.pause_ms
            if event.kind == "reveal":
                self.revealed = list(event.cards)
                group = self.relayout_now(animated=True)
                self._update_controls()
                return group, 2 * self.settings.pause_ms
            if event.kind == "say" and isinstance(event.info.get("call"), str):
                said = self.presenter.call_line()
                if said is not None:
                    self._say(said, logged=True)
                return self.relayout_now(animated=True), self.settings.pause_ms // 2
            if event.kind in ("trump", "bid", "choose", "say"):
                self._update_controls()
                return self.relayout_now(animated=True), 0
            return None, 0

        return step

    @property
    def last_trick(self) -> str | None:
        """Who took the last trick and why, in the language shown now."""
        event = self.trick_event
        return self.presenter.trick_line(event) if event is not None else None

    def _remember_source(self, event: Event) -> None:
        anchor = self.anchors.get(event.src)
        if anchor is not None:
            for card in event.cards:
                self.spawn[card] = anchor

    def _focus_on_actable(self) -> None:
        """Move the keyboard focus to a piece that may be used now, if it is not on one."""
        keys = self._focus_keys()
        if not keys:
            return
        if self._actable(keys[self.focus % len(keys)]):
            return
        first = next((i for i, k in enumerate(keys) if self._actable(k)), None)
        if first is not None:
            self.focus = first

    def _settle(self) -> None:
        if self.session is None:
            return
        self.revealed = []
        self._reset_model()
        self._focus_on_actable()
        self.relayout_now()
        self._update_controls()
        if self.session.state.is_terminal:
            self.finished.emit()
        else:
            self.turns.schedule_bot()
            self._coach_points()

    def _hand_zone(self) -> str:
        return f"hand:{self.human}"

    def _reset_model(self) -> None:
        shown = shown_of(self.state_view(), self.human)
        self.model, self.trick_owner, self.zone_of = shown.model, shown.trick_owner, shown.zone_of

    # -- layout ---------------------------------------------------------------------------

    def _hand_order(self) -> list[int]:
        if self.session is None:
            return []
        key = kind_named(self.desk.pieces).display_key(self.state_view().hand_trump())
        return sorted(self.model.lists.get(self._hand_zone(), []), key=key)

    def seating(self) -> Seating:
        """Who sits where at this table (the person at the bottom)."""
        seats = len(self.state_view().hand_sizes) if self.session is not None else 4
        clockwise = self.session is None or self.session.state.game.direction == "clockwise"
        return Seating(self.human, seats, clockwise)

    def seat_point(self, seat: int, g: Geometry) -> Point:
        """Where a seat sits: the human at the bottom, the next seat in the direction of
        play to the left (clockwise) or to the right (counter-clockwise), partners facing."""
        return self.seating().point(g, seat)

    def _geometry(self) -> Geometry:
        layout = self.desk.layout
        seats = len(self.state_view().hand_sizes) if self.session is not None else 4
        viewport = self.view.viewport()
        return table_geometry(
            viewport.width(),
            viewport.height(),
            seats,
            self.renderer.aspect,
            layout.across,
            layout.down,
        )

    def relayout_now(self, animated: bool = False) -> QParallelAnimationGroup | None:
        if self.session is None:
            return None
        self._stop_shaking()  # the layout below decides every position
        g = self._geometry()
        self.scene.setSceneRect(QRectF(0, 0, g.width, g.height))
        w, h = round(g.w), round(g.h)
        self.card_size = (w, h)
        arranged = self._arrange(g)
        sizes = arranged.sizes

        def size_of(key: Hashable) -> tuple[int, int]:
            scale = sizes.get(key, 1.0)
            return round(w * scale), round(h * scale)

        def spawn_of(key: Hashable, place: Placement) -> Point:
            # A card comes from where its move started (a hand, the stock); others appear in place.
            return self.spawn.pop(key, place.pos) if isinstance(key, int) else place.pos

        group = self.layer.apply(
            arranged.places,
            size_of,
            spawn_of,
            self.view.devicePixelRatioF(),
            self.settings.move_ms if animated else 0,
        )
        self._decorate(g)
        self._outline_cards()
        return group

    def table_facts(self) -> TableFacts:
        """What the arrangement is of, now."""
        view = self.state_view()
        seats = len(view.hand_sizes)
        return TableFacts(
            view=view,
            model=self.model,
            trick_owner=self.trick_owner,
            hand_order=self._hand_order(),
            hand_scales=[self.hand_scale(seat) for seat in range(seats)],
            selected=frozenset(self.selected),
            actable=lambda key: self._actable(key) or self.blind_actable(key),
            revealed=tuple(self.revealed),
        )

    def _arrange(self, g: Geometry) -> Arrangement:
        facts = self.table_facts()
        seating = self.seating()
        arranged = arrange(g, self.desk.layout, seating, facts, self.desk)
        self.anchors = arranged.anchors
        self.pile_spots = arranged.pile_spots
        self.seat_keys = arranged.seat_keys
        self.trick_spots = arranged.trick_spots
        self.desk.place_extra(facts.view, g, seating, facts, arranged)
        return arranged

    def trick_area(self, g: Geometry) -> Rect:
        """Where a ring's trick may lie (every seat's play), for a game's own marks to keep
        clear of."""
        return trick_area(g, self.desk.layout, self.seating())

    def hand_scale(self, seat: int) -> float:
        """How large another seat's cards are drawn, relative to the human's."""
        assert self.session is not None
        return self.desk.hand_scale(self.session.state, seat)

    def _outline_cards(self) -> None:
        marks = self.state_view().hand_marks() if self.session is not None else {}
        hand = set(self.model.lists.get(self._hand_zone(), []))
        for key, item in self.items.items():
            mark = marks.get(key) if isinstance(key, int) and key in hand else None
            item.set_tag(self.presenter.words(mark) if mark is not None else "")
        keys = [] if self._keys_on_buttons() else self._focus_keys()
        focus_key = keys[self.focus % len(keys)] if keys and self.keyboard_used else None
        show_legal = self.settings.show_legal(self.game_id)  # the practice switch
        for key, item in self.items.items():
            colour = None
            actable = self._actable(key) or self.blind_actable(key)
            if key == self.hint_card:
                colour = HIGHLIGHT_HINT
            elif key in self.selected:
                colour = HIGHLIGHT_SELECTED
            elif actable and show_legal:
                colour = HIGHLIGHT_LEGAL
            item.set_outline(colour, 4.0 if colour == HIGHLIGHT_HINT else 3.0)
            item.set_focus_mark(key == focus_key)  # beside the outline, never instead of it
            item.setCursor(
                Qt.CursorShape.PointingHandCursor if actable else Qt.CursorShape.ArrowCursor
            )
        if self._keys_on_buttons() and self.buttons.show_focus:
            self.name_for_readers(self.buttons.focused_words())
        else:
            self.name_for_readers(self._piece_in_words(focus_key))

    def _piece_in_words(self, key: Hashable) -> str:
        """The piece the keyboard is on, as a screen reader says it: "queen of hearts,
        playable" ("" for none)."""
        if not isinstance(key, int) or self.session is None:
            return ""
        kind = self.session.state.game.pieces
        words = kind.spoken(kind.face(key), self.lang)
        mark = self.state_view().hand_marks().get(key)
        if mark is not None:
            words = f"{words}, {self.presenter.words(mark)}"
        if key in self.selected:
            words = self.tr("{piece}, chosen").format(piece=words)
        if self._actable(key) or self.blind_actable(key):
            return self.tr("{piece}, playable").format(piece=words)
        return words

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

    def _decorate(self, g: Geometry) -> None:
        view = self.state_view()
        status = self.presenter.status()  # the rules' words, once for every label
        n = len(view.hand_sizes)
        font = QFont(FONT_FAMILY)
        font.setPixelSize(max(11, round(g.w * (0.16 if n <= 5 else 0.14))))
        bold = QFont(font)
        bold.setBold(True)
        ring = self.trick_area(g) if self.desk.layout.trick == "ring" else None
        for seat in range(n):
            colour = ACCENT if seat == view.to_act else self.team_colour(seat) or LABEL
            label = self._label(f"seat:{seat}", colour)
            label.setFont(bold if seat == view.to_act else font)
            label.setText(self.presenter.seat_line(seat, status))
            point = self.seat_point(seat, g)
            size = label.boundingRect().size()
            if seat == self.human:  # over the hand, from the left
                spot = QRectF(QPointF(g.m, g.height - g.h * 1.55 - g.m), size)
            else:  # under the seat's hand
                x = min(max(point.x - size.width() / 2, g.m), g.width - size.width() - g.m)
                y = point.y + g.h * self.hand_scale(seat) / 2 + 4
                spot = QRectF(QPointF(x, y), size)
            side = seat == self.human or abs(point.x - g.cx) > g.w
            if side and ring is not None and spot.intersects(qrect(ring)):
                # a long line wraps within its side of the trick (the person's grows up)
                gap = g.m * 0.5
                if seat == self.human or point.x < g.cx:
                    left, right = g.m, ring.left - gap
                else:
                    left, right = ring.right + gap, g.width - g.m
                self._wrap_label(label, right - left)
                wrapped = label.boundingRect().size()
                x = g.m if seat == self.human else point.x - wrapped.width() / 2
                top = spot.bottom() - wrapped.height() if seat == self.human else spot.top()
                spot = QRectF(QPointF(max(left, min(x, right - wrapped.width())), top), wrapped)
            label.setPos(spot.topLeft())
        centre_label = self._label("centre", ACCENT)
        centre_label.setFont(bold)
        centre_label.setText(self.presenter.centre_line(status))
        under = self.anchors.get("centre_label", g.centre)
        centre_label.setPos(under.x - centre_label.boundingRect().width() / 2, under.y)
        self._name_led_suits(view, g, bold)
        self.desk.decorate(self, view, g)
        for pile in self.desk.layout.piles:
            label = self._label(pile.aside_key)
            label.setFont(font)
            label.setText(self.presenter.pile_line(pile.aside_key, status))
            pile_spot = self.pile_spots.get(pile.zone)
            if pile_spot is not None:
                x, y = pile_spot.left, pile_spot.bottom + g.m * 0.3
                if pile.corner == "top_right":  # kept on the table: ends under its pile
                    x = g.width - g.m - label.boundingRect().width()
                label.setPos(x, y)
        self._draw_slots(g)

    @staticmethod
    def _wrap_label(label: QGraphicsSimpleTextItem, width: float) -> None:
        """Break a label's " · "-joined parts onto lines no wider than ``width`` (a part
        wider than that keeps a line of its own)."""
        metrics = QFontMetricsF(label.font())
        lines: list[str] = []
        for part in label.text().replace("\n", " · ").split(" · "):
            joined = f"{lines[-1]} · {part}" if lines else part
            if lines and metrics.horizontalAdvance(joined) <= width:
                lines[-1] = joined
            else:
                lines.append(part)
        label.setText("\n".join(lines))

    def _draw_slots(self, g: Geometry) -> None:
        """Dashed places where a pile or a trick card will lie (a solitaire's table)."""
        layout = self.desk.layout
        wanted = {p.zone for p in layout.piles if p.slot}
        wanted |= {f"trick{i}" for i in range(layout.trick_slots)}
        for name in [n for n in self.slots if n not in wanted]:
            self.scene.removeItem(self.slots.pop(name))
        for name in wanted:
            rect = self.pile_spots.get(name)
            if rect is None:
                continue
            slot = self.slots.get(name)
            if slot is None:
                slot = QGraphicsPathItem()
                slot.setPen(QPen(SLOT_LINE, 2, Qt.PenStyle.DashLine))
                slot.setZValue(-10)
                self.scene.addItem(slot)
                self.slots[name] = slot
            path = QPainterPath()
            path.addRoundedRect(qrect(rect), g.w * 0.07, g.w * 0.07)
            slot.setPath(path)

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
            label.setPos(spot.x + g.w * 0.9, spot.y + g.h * 0.3)

    def team_colour(self, seat: int) -> QColor | None:
        """The colour of a seat's side in a partnership game: the person's side first."""
        side = self.presenter.side_of(seat)
        return TEAM_COLOURS[side % len(TEAM_COLOURS)] if side is not None else None

    # -- messages -------------------------------------------------------------------------

    def _forget_hint(self) -> None:
        self.turns.hints.cancel()

    def _update_controls(self) -> None:
        refresh = getattr(self.panel, "refresh", None)
        if callable(refresh):
            refresh()
        if self.session is None:
            self.message.setText("")
            self.buttons.show_actions([], self.lang, "french")
            self.show_next_button()
            return
        self.show_message(self.last_trick or "", self.presenter.instructions(self.selected))
        self.show_coach(self.presenter.coach_words())
        claimed: frozenset[str] = getattr(self.panel, "verbs", frozenset())
        shown = [a for a in self.other_actions() if a.split(" ")[0] not in claimed]
        pieces = self.session.state.game.pieces.name
        self.buttons.show_actions(shown, self.lang, pieces)
        self.on_buttons = self.on_buttons and self.buttons.show_focus  # new choices: pieces
        self.buttons.mark_focus()
        sets = self.turns.legal_now().sets
        self.confirm_button.setVisible(bool(sets))
        if sets:
            action = sets.get(frozenset(self.selected))
            self.confirm_button.setEnabled(action is not None)
            words = render_action(action, self.lang, pieces) if action else self.tr("Choose")
            self.confirm_button.setText(f"{words} (Enter)")
        self.hint_button.setEnabled(self.turns.my_turn())
        # A lesson explains every move; a table with no computer player has none to explain.
        self.why_button.setVisible(self.coach is None and self.turns.has_bots())
        self.show_next_button()

    def show_next_button(self) -> None:
        """A lesson's end offers the next lesson, or a real game after the last."""
        super().show_next_button()
        if self.coach is not None:
            self.next_button.setText(
                self.tr("Next lesson (Enter)")
                if not self.coach.last
                else self.tr("Play a real game (Enter)")
            )
