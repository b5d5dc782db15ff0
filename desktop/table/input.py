"""How a person's gestures at the table become actions: a click or a drag on a piece, the
keys (← → walk the pieces, Enter or Space uses one, Tab moves to the buttons and back,
digits press buttons, H asks a hint, W shows the bots' moves), pieces chosen together
for an exchange, and a menu where one piece offers several actions.  A piece that may not
be used now is refused with the rules' reason and a short shake.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu

from rules_core.messages import render_action

from .cards import CardItem
from .geometry import Point

if TYPE_CHECKING:
    from .table import Table

DEFAULT_PIECE_VERB = "play"  # what a click on a piece with no legal action is checked as
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right)
DROP_REACH = 2.2  # a piece dropped within this many card heights of the middle is played


class TableInput(QObject):
    """The person's gestures at one table, and the keyboard's place on it."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.table = table
        self._focus = 0  # the keyboard's piece, an index into focus_keys()
        self.focused: Hashable | None = None  # that piece, kept across a new layout
        self.keyboard_used = False  # the ring shows once the keyboard was used
        self.on_buttons = False  # Tab moved the keyboard from the pieces to the buttons
        self.selected: list[int] = []  # pieces being chosen together (an exchange)
        self.action_menu: QMenu | None = None
        self._shaking: tuple[CardItem, QPointF] | None = None
        self._shake = QVariantAnimation(self)
        self._shake.setDuration(260)
        self._shake.setStartValue(0.0)
        self._shake.setEndValue(1.0)
        self._shake.valueChanged.connect(self._shake_step)

    @property
    def focus(self) -> int:
        """The keyboard's place among :meth:`focus_keys` (set: the piece there is the
        keyboard's from now on)."""
        return self._focus

    @focus.setter
    def focus(self, index: int) -> None:
        self._focus = index
        self.focused = None  # the piece at ``index``, once the keys are next looked at

    def reset(self) -> None:
        """A new deal: the keyboard back on the first piece."""
        self.focus, self.on_buttons = 0, False
        self.selected = []

    # -- what may be used ------------------------------------------------------------------

    def face(self, key: Hashable) -> int | None:
        """What the rules call the piece an item shows (the second QH of a doubled pack
        is played as ``QH``); None for an item that is no known piece (a back)."""
        session = self.table.session
        if isinstance(key, int) and key >= 0 and session is not None:
            return session.state.game.pieces.face(key)
        return None

    def actions_on(self, key: Hashable) -> list[str]:
        """The legal actions on the piece an item shows: for a piece lying in one of the
        view's zones (a partner's table card), the actions the rules place there; for any
        other (the hand deciding), the actions on its face.  A piece already in the trick
        has none."""
        table = self.table
        face = self.face(key)
        if face is None or key in table.trick_spots:
            return []
        legal = table.turns.legal_now()
        zone = table.zone_of.get(key)
        if zone is not None:
            return legal.zoned.get(zone, {}).get(face, [])
        return legal.pieces.get(face, [])

    def actable(self, key: Hashable) -> bool:
        """Whether the person may use this item now (alone, or as one of a set)."""
        if self.actions_on(key):
            return True
        table = self.table
        face = self.face(key)
        selectable = table.turns.legal_now().selectable
        return face in selectable and key not in table.zone_of and key not in table.trick_spots

    def usable(self, key: Hashable) -> bool:
        """Whether the person may use this item now, a face-down one included."""
        return self.actable(key) or self.table.fittings.blind_actable(key)

    def focus_keys(self) -> list[Hashable]:
        """The items the keyboard walks now, left to right: the hand of the seat to act
        when the person decides for it, else the person's own hand; then the pieces the
        rules offer elsewhere (a partner's table cards)."""
        table = self.table
        session = table.session
        if session is None:
            return []
        seat = session.state.current_player
        if seat in table.turns.controlled and seat != table.human:
            keys = list(table.seat_keys.get(seat, []))
        else:
            keys = list(table.hand_order())
        for zone in table.turns.legal_now().zoned:
            keys += table.model.lists.get(zone, [])
        return table.fittings.focus_keys(keys)

    def focus_key(self) -> Hashable | None:
        """The item the keyboard is on (None before the keyboard was used)."""
        keys = [] if self.keys_on_buttons() else self.focus_keys()
        self.keep_focus(keys)
        return keys[self.focus % len(keys)] if keys and self.keyboard_used else None

    def keep_focus(self, keys: list[Hashable]) -> None:
        """The pieces were laid out again (a move, a sort): the keyboard stays on the piece
        it was on while that piece is still there."""
        if self.focused is not None and self.focused in keys:
            self._focus = keys.index(self.focused)
        elif keys:  # new, or it left (played): the keyboard stays at its place in the hand
            self.focused = keys[self._focus % len(keys)]

    def focus_on_actable(self) -> None:
        """Move the keyboard to a piece that may be used now, if it is not on one."""
        keys = self.focus_keys()
        self.keep_focus(keys)
        if not keys or self.usable(keys[self.focus % len(keys)]):
            return
        first = next((i for i, k in enumerate(keys) if self.usable(k)), None)
        if first is not None:
            self.focus = first

    def piece_in_words(self, key: Hashable) -> str:
        """The piece the keyboard is on, as a screen reader says it: "queen of hearts,
        playable" ("" for none)."""
        table = self.table
        session = table.session
        if session is None or key is None:
            return ""
        words = ""
        if isinstance(key, int):
            kind = session.state.game.pieces
            words = kind.spoken(kind.face(key), table.lang)
            mark = table.state_view().hand_marks().get(key)
            if mark is not None:
                words = f"{words}, {table.presenter.words(mark)}"
            if key in self.selected:
                words = self.tr("{piece}, chosen").format(piece=words)
        words = table.fittings.piece_words(key, words)
        if words and self.usable(key):
            return self.tr("{piece}, playable").format(piece=words)
        return words

    # -- the mouse ----------------------------------------------------------------------------

    def can_drag(self, item: CardItem) -> bool:
        return bool(self.actions_on(item.key))

    def clicked(self, item: CardItem) -> None:
        """A click (or Enter) on an item: the game's own handling first, then the piece's
        action, or its place among the pieces being chosen."""
        table = self.table
        if table.queue.busy:  # the moves on their way land first: the hand is as it will be
            table.queue.fast_forward()
        if table.session is None or table.fittings.clicked(item):
            return
        if taken_pile(item.key, table.zone_of) and not self.actions_on(item.key):
            table.show_last_trick()  # a click on a pile of taken tricks
            return
        if item.card is None:
            return
        keys = self.focus_keys()
        if item.key not in keys:
            return
        self.focus = keys.index(item.key)
        if table.turns.legal_now().sets:
            self.toggle_selected(item.card)
        else:
            self.play_card(item.card)

    def dropped(self, item: CardItem, where: QPointF) -> None:
        table = self.table
        centre = table.anchors.get("centre", Point())
        reach = table.card_size[1] * DROP_REACH
        near = (Point(where.x(), where.y()) - centre).manhattan() < reach
        if near and item.card is not None and self.play_card(item.card):
            return
        table.relayout_now(animated=True)

    def play_card(self, card: int) -> bool:
        """Act on ``card``: its one legal action, a menu of them when there are several,
        or the rules' reason why it cannot be used now."""
        table = self.table
        session = table.session
        if session is None:
            return False
        if session.state.is_terminal:
            deal = table.presenter.deal_word()
            table.say(self.tr("This {deal} is over: Enter starts the next one.").format(deal=deal))
            return False
        if not table.turns.my_turn():
            table.say(self.tr("Wait for your turn."), error=True)
            return False
        legal = table.turns.legal_now()
        actions = self.actions_on(card)
        if len(actions) > 1 and table.panel is not None:  # a switch of the game's panel
            chosen = table.panel.pick_action(actions)
            actions = [chosen] if chosen is not None else actions
        if len(actions) == 1:
            return table.perform(actions[0])
        if actions:
            self.choose_among(card, actions)
            return False
        if not legal.pieces and not legal.zoned and (legal.others or legal.sets):
            table.say(self.tr("Decide with the buttons below first."), error=True)
            self.shake(card)
            return False
        if card in table.zone_of:  # a piece on the table the rules offer nothing for now
            table.say(self.tr("That card cannot be used now."), error=True)
            self.shake(card)
            return False
        verbs = [a.split(" ")[0] for acts in legal.pieces.values() for a in acts]
        verb = verbs[0] if verbs else DEFAULT_PIECE_VERB
        done = table.perform(f"{verb} {session.state.game.pieces.piece_text(card)}")
        if not done:
            self.shake(card)
        return done

    def shake(self, card: Hashable) -> None:
        """A short sideways wobble: this piece cannot be used (the message says why)."""
        item = self.table.items.get(card)
        if item is None or not self.table.settings.move_ms:
            return
        self._shake.stop()
        self._shaking = (item, item.pos())
        self._shake.start()

    def _shake_step(self, t: float) -> None:
        if self._shaking is not None:
            item, home = self._shaking
            offset = self.table.card_size[0] * 0.06 * math.sin(t * math.pi * 6) * (1 - t)
            item.setPos(home + QPointF(offset, 0))

    def stop_shaking(self) -> None:
        self._shake.stop()
        if self._shaking is not None:
            item, home = self._shaking
            item.setPos(home)
            self._shaking = None

    # -- several pieces chosen together (an exchange) -----------------------------------------

    def toggle_selected(self, card: int) -> None:
        """Add ``card`` to the pieces being chosen, or take it out again; a piece that no
        legal choice could include is refused with the reason."""
        table = self.table
        legal = table.turns.legal_now()
        table.turns.hints.cancel()  # the person chose: a hint still on its way must not undo it
        if card in self.selected:
            self.selected.remove(card)
        elif legal.can_extend(frozenset(self.selected), card):
            self.selected.append(card)
        else:
            table.say(self.tr("No more pieces can be chosen."), error=True)
            self.shake(card)
            return
        table.hint_card, table.notice = None, None
        table.relayout_now(animated=True)
        table.update_controls()

    def confirm_selection(self) -> bool:
        """Send the choice of the selected pieces."""
        table = self.table
        action = table.turns.legal_now().sets.get(frozenset(self.selected))
        if action is None:
            table.say(self.tr("This choice is not allowed."), error=True)
            return False
        self.selected = []
        return table.perform(action)

    def choose_among(self, card: int, actions: list[str]) -> None:
        """A menu of the actions on one piece, at the piece (keyboard: arrows and Enter)."""
        table = self.table
        assert table.session is not None
        pieces = table.session.state.game.pieces.name
        if self.action_menu is not None:
            self.action_menu.close()
        menu = QMenu(table)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for action in actions:
            act = menu.addAction(render_action(action, table.lang, pieces))
            act.setData(action)
            act.triggered.connect(lambda _=False, a=action: self._menu_chose(a))
        menu.setActiveAction(menu.actions()[0])
        item = table.items.get(card)
        centre = item.sceneBoundingRect().center() if item is not None else QPointF()
        at = table.view.viewport().mapToGlobal(table.view.mapFromScene(centre))
        self.action_menu = menu
        menu.destroyed.connect(lambda: setattr(self, "action_menu", None))
        menu.popup(QPoint(at.x(), at.y()))
        table.say(self.tr("Choose how to play {card}.").format(card=table.card_text(card)))

    def _menu_chose(self, action: str) -> None:
        if self.action_menu is not None:
            self.action_menu.close()
            self.action_menu = None
        self.table.human_action(action)

    # -- the keyboard -------------------------------------------------------------------------

    def buttons_decide(self) -> bool:
        """Whether the person's decision now is only on the buttons (a trump choice)."""
        table = self.table
        legal = table.turns.legal_now()
        shown = bool(table.buttons.texts)
        return shown and not legal.pieces and not legal.zoned and not legal.sets

    def keys_on_buttons(self) -> bool:
        """Whether ← → and Enter work the buttons: nothing to pick on the table, or Tab
        has moved the keyboard from the pieces to the buttons."""
        return self.buttons_decide() or (self.on_buttons and bool(self.table.buttons.texts))

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed at the table: whether it was used."""
        table = self.table
        key = event.key()
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if key == Qt.Key.Key_L and plain:
            table.show_last_trick()
            return True
        if table.turns.watching:  # a replay: its viewer steps through it
            return False
        if table.key_for_next(key):
            return True
        if key == Qt.Key.Key_H:
            table.hint()
            return True
        if key == Qt.Key.Key_W:
            table.explain_bots()
            return True
        if key == Qt.Key.Key_C and plain and table.claims.open():
            table.claims.claim()
            return True
        if table.fittings.key(key, plain):
            return True
        if table.panel is not None and table.panel.handle_key(key):  # a game's panel first
            return True
        if table.buttons.handle_key(key):  # an auction's number, P for pass
            return True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and table.buttons.press(key - Qt.Key.Key_1):
            return True
        if key in (*ARROWS, *ENTER, Qt.Key.Key_Space) and table.queue.busy:
            table.queue.fast_forward()  # keys act on the hand as it will be, never mid-move
        if self.keys_on_buttons():  # keys walk the buttons
            return self._button_key(key)
        keys = self.focus_keys()
        self.keep_focus(keys)
        if key in ARROWS and keys:
            if self.keyboard_used:  # the first press shows the ring where it is
                self.focus = (self.focus + (1 if key == Qt.Key.Key_Right else -1)) % len(keys)
            self.keyboard_used = True
            table.relayout_now()
            return True
        if table.turns.legal_now().sets and key in (*ENTER, Qt.Key.Key_Space):
            if key == Qt.Key.Key_Space and keys:  # Space picks, Enter confirms
                focused = keys[self.focus % len(keys)]
                if isinstance(focused, int):
                    self.keyboard_used = True
                    self.toggle_selected(focused)
            elif key != Qt.Key.Key_Space:
                self.confirm_selection()
            return True
        if key in (*ENTER, Qt.Key.Key_Space) and keys:
            item = table.items.get(keys[self.focus % len(keys)])
            if item is not None:
                self.clicked(item)
            return True
        return False

    def _button_key(self, key: int) -> bool:
        table = self.table
        buttons = table.buttons
        if key in ARROWS:
            self.keyboard_used = True
            buttons.move_focus(1 if key == Qt.Key.Key_Right else -1)
            return True
        if key in (*ENTER, Qt.Key.Key_Space):
            if buttons.show_focus:  # Enter presses only a button shown as chosen
                buttons.press(buttons.focus)
            else:
                table.say(self.tr("Choose with ← → and Enter, or the number keys."))
            return True
        return False

    def tab(self) -> bool:
        """Tab and Shift+Tab: when the person may act on both pieces and buttons (play a
        card or call truco), the keyboard moves between the two before it leaves the table
        for the game's panel; whether it stayed on the table."""
        table = self.table
        if table.buttons.texts and not self.buttons_decide() and self.focus_keys():
            self.keyboard_used = True
            self.on_buttons = not self.on_buttons
            table.buttons.show_focus = self.on_buttons
            table.buttons.mark_focus()
            table.relayout_now()
            return self.on_buttons
        return False


def taken_pile(key: Hashable, zone_of: dict[Hashable, str]) -> bool:
    """Whether an item lies in a seat's pile of taken tricks (a face, or a back of a
    counted pile: its key is ``(zone, i)``)."""
    if isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str):
        zone = key[0]
    else:
        zone = zone_of.get(key, "")
    return zone.startswith("won:")


__all__ = ["TableInput", "taken_pile"]
