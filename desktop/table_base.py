"""What every game table widget does the same way: send an action to the rules,
animate its events in order, or say in words why it was refused — and keep the table's
log: every line the table says to the person (from the rules core's narrator, which
words each move as the person saw it), which a screen reader hears in the same order."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QColor,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rules_core.game import Event, IllegalAction
from rules_core.messages import render_param
from rules_core.narration import Line
from rules_core.tutorial import Coach

from .card_scene import CardItem, CardLayer, Step, StepQueue
from .renderers import renderer_for
from .session import Session
from .settings import Settings
from .table.piles import ZoneModel
from .table.turns import TurnController
from .table.words import TableWords
from .table_view import TableView

COACH_STYLE = (
    "QLabel#coach { background: #fff8e1; color: #3e2723; border-top: 2px solid #ffca28;"
    " padding: 6px 10px; }"
)


class TableBase(QWidget):
    finished = Signal()  # the deal is over (after its last animation)
    changed = Signal()  # undo/redo availability, turn, counts …
    next_requested = Signal()  # the player asks for the next deal (button or Enter)
    logged = Signal()  # the table said something new (the log grew)

    def __init__(
        self, settings: Settings, felt: QColor, pieces: str, parent: QWidget | None = None
    ) -> None:
        """The scene, its view, the animation queue and the card layer every table uses."""
        super().__init__(parent)
        self.settings = settings
        self.lang = settings.language
        # Whose turn it is and who answers (bots, hints, undo's reach): no scene needed.
        self.turns = TurnController(lambda: self.queue.busy, lambda: settings.animation, self)
        # Everything the table says: seat lines, the prompt, the log, the lesson's panel.
        self.presenter = TableWords(self.turns, lambda words: self.announce(words), self.lang)
        self.presenter.logged.connect(self.logged.emit)
        self.renderer = renderer_for(pieces, settings.four_colour)
        self.renderer.set_labels(settings.kind_labels, self.lang)
        self.scene = QGraphicsScene(self)
        self.scene.setBackgroundBrush(felt)
        self.view = TableView(self)
        self.view.setScene(self.scene)
        self.queue = StepQueue(self)
        self.queue.idle.connect(self._settle)
        self.model = ZoneModel()
        self.layer = CardLayer(self.scene, self.renderer, self)
        self.items: dict[Hashable, CardItem] = self.layer.items
        self.card_size = (70, 98)
        self.hint_card: Hashable | None = None  # the item a hint points at
        self.focus = 0
        self.keyboard_used = False
        self.on_buttons = False  # Tab moved the keyboard from the pieces to the buttons
        self.notice: tuple[str, bool] | None = None
        self.message = QLabel()  # the bar's words: the last trick, a notice, the prompt
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.next_button = QPushButton()
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.clicked.connect(self.next_requested.emit)
        self.next_button.setVisible(False)
        self.hint_button = QPushButton()
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(lambda: self.hint())
        self.why_button = QPushButton()  # the bots' reasons for their last moves
        self.why_button.clicked.connect(lambda: self.explain_bots())
        self.coach_label = QLabel()  # a lesson's words, or the bots' reasons when asked
        self.coach_label.setObjectName("coach")
        self.coach_label.setWordWrap(True)
        self.coach_label.setTextFormat(Qt.TextFormat.PlainText)
        self.coach_label.setStyleSheet(COACH_STYLE)
        # In a box that scrolls once the words outgrow a quarter of the table, so the
        # scene keeps room for the hands at any window size (the newest words show).
        self.coach_box = QScrollArea()
        self.coach_box.setWidget(self.coach_label)
        self.coach_box.setWidgetResizable(True)
        self.coach_box.setFrameShape(QFrame.Shape.NoFrame)
        self.coach_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.coach_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.coach_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.coach_box.setVisible(False)
        self.announced = ""  # the last words handed to a screen reader
        # Whether the person agrees to go back past pieces they have seen (the deal becomes
        # practice); the main window asks in a dialog.
        self.ask_practice: Callable[[], bool] = lambda: True

    @property
    def session(self) -> Session | None:
        """The deal on the table (None before the first)."""
        return self.turns.session

    @property
    def coach(self) -> Coach | None:
        """The lesson being played (a tutorial), if any."""
        return self.turns.coach

    @coach.setter
    def coach(self, coach: Coach | None) -> None:
        self.turns.coach = coach

    def lay_out(self, *controls: QWidget) -> QHBoxLayout:
        """The table: the scene above the bar — a line of the message across the whole
        width, then the game's ``controls`` with Next deal and Hint at the right.  The bar
        keeps its height whatever is shown, so the table never jumps between phases.
        Returns the row of controls."""
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for control in controls:
            control.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(control)
        row.addStretch(1)
        for control in (self.next_button, self.why_button, self.hint_button):
            control.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(control)
        bar = QVBoxLayout()
        bar.setContentsMargins(8, 2, 8, 4)
        bar.setSpacing(2)
        bar.addWidget(self.message)
        bar.addLayout(row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.coach_box)
        layout.addLayout(bar)
        return row

    def show_message(self, trick_line: str, prompt: str) -> None:
        """The last two of: the last trick's line, a notice (red when an error), the prompt."""
        lines = [line for line in (trick_line, self.notice and self.notice[0]) if line]
        lines.append(prompt)
        self.message.setText("\n".join(lines[-2:]))
        error = self.notice is not None and self.notice[1]
        self.message.setStyleSheet("color: #b71c1c;" if error else "")

    def person_seat(self) -> int:
        """The seat the person plays."""
        return self.turns.human

    def seat_name(self, seat: int) -> str:
        return self.presenter.seat_name(seat)

    def log_lines(self) -> list[str]:
        """Everything the table said this deal, oldest first, in the language shown."""
        return self.presenter.log_lines()

    def show_coach(self, text: str) -> None:
        """The panel above the bar: a lesson's words, or the bots' reasons when asked for
        (hidden when there is nothing to say).  A screen reader hears what is new."""
        if text != self.coach_label.text():
            self.coach_label.setText(text)
            if text:
                self.announce(text.splitlines()[-1])
            self._fit_coach()
        self.coach_box.setVisible(bool(text))

    def _fit_coach(self) -> None:
        """The panel as tall as its words, at most a quarter of the table, scrolled to its
        newest line."""
        width = max(100, self.width() - 2)
        wanted = self.coach_label.heightForWidth(width)
        cap = max(self.fontMetrics().lineSpacing() * 3, self.height() // 4)
        self.coach_box.setFixedHeight(max(0, min(wanted, cap)))
        bar = self.coach_box.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.coach_label.text():
            self._fit_coach()

    # -- screen readers -------------------------------------------------------------------

    def announce(self, words: str) -> None:
        """Have a screen reader say ``words`` (a move, a trick won, a refusal and why, the
        prompt): the log's lines in order, as the table shows them."""
        if not words:
            return
        self.announced = words
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, words))

    def name_for_readers(self, focused: str) -> None:
        """What a screen reader says of the table: the game, and the piece the keyboard is
        on (``focused``, "" when none)."""
        game = self.session.state.game.titles[self.lang] if self.session is not None else ""
        table = self.tr("{game} table").format(game=game) if game else self.tr("Table")
        self.setAccessibleName(table)
        name = focused or table
        for widget in (self.view, self.view.viewport()):
            if widget.accessibleName() != name:
                widget.setAccessibleName(name)
                QAccessible.updateAccessibility(
                    QAccessibleEvent(widget, QAccessible.Event.NameChanged)
                )

    def show_next_button(self) -> None:
        """Offer the next deal once this one is over (also after its dialog is closed)."""
        over = self.session is not None and self.session.state.is_terminal
        self.next_button.setText(
            self.tr("Next {deal} (Enter)").format(deal=self.presenter.deal_word())
        )
        self.next_button.setVisible(over)

    def key_for_next(self, key: int) -> bool:
        """Enter on a finished deal asks for the next one."""
        over = self.session is not None and self.session.state.is_terminal
        if over and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next_requested.emit()
            return True
        return False

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        self.renderer.set_four_colour(on)
        self.layer.refresh()

    def set_kind_labels(self, on: bool) -> None:
        self.settings.kind_labels = on
        self.renderer.set_labels(on, self.lang)
        self.layer.refresh()

    def perform(self, action: str) -> bool:
        """Send ``action`` to the rules; animate its events or say why it was refused."""
        if self.session is None:
            return False
        if self.queue.busy:
            self.queue.fast_forward()
        state = self.session.state
        seat = state.current_player
        person = self.person_seat()
        for_partner = state.team_decides() and state.decides(person) and seat != person
        by = person if for_partner else None
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self._say(self.presenter.tell("refusal", exc.msg, seat), error=True, logged=True)
            return False
        self._forget_hint()
        self.hint_card, self.notice = None, None
        lines = self.presenter.narrate(seat, action, events, by)
        self.queue.push(*(self._step_for(event) for event in events), self._heard(lines))
        self.changed.emit()
        return True

    def _heard(self, lines: list[Line]) -> Step:
        """A step that has a screen reader say ``lines`` once the moves are shown."""

        def step() -> tuple[None, int]:
            self.presenter.announce_lines(lines)
            return None, 0

        return step

    def expected_step(self) -> tuple[int, str] | None:
        """The lesson's next entry, (seat, action), while a lesson is being played."""
        return self.turns.expected_step()

    def busy(self) -> bool:
        """Whether the table is still moving (animations, bots): a screenshot waits."""
        return self.queue.busy

    def level_of(self, seat: int) -> str:
        """The level a computer seat plays at (as the statistics book it)."""
        return self.turns.level_of(seat)

    def has_bots(self) -> bool:
        """Whether a computer player sits at the deal on the table."""
        return self.turns.has_bots()

    def _say(self, text: str, error: bool = False, logged: bool = False) -> None:
        """Show ``text`` in the bar (red when an error); a screen reader hears it, and the
        log keeps an error (``logged``: the log has it already)."""
        self.notice = (text, error)
        if not logged:
            if error:
                self.presenter.note(text)
            else:
                self.announce(text)
        self._update_controls()

    def card_text(self, card: int) -> str:
        return render_param("card", card, self.lang)

    def item_for(self, key: Hashable) -> CardItem:
        """The scene item showing ``key`` (tests use it to click like a person)."""
        return self.items[key]

    def hand_items(self) -> list[CardItem]:
        return [self.items[c] for c in self._hand_order()]

    def _hand_order(self) -> list[int]:
        """The player's hand as it is laid out, left to right."""
        raise NotImplementedError

    # -- for the tables to fill in --------------------------------------------------------

    def _forget_hint(self) -> None:
        """Drop a hint that is still being computed (the position changed)."""

    def _step_for(self, event: Event) -> Step:
        raise NotImplementedError

    def _update_controls(self) -> None:
        raise NotImplementedError

    def _settle(self) -> None:
        raise NotImplementedError

    # What the view asks of its table (see table_view.CardTable).
    def can_drag(self, item: CardItem) -> bool:
        raise NotImplementedError

    def card_clicked(self, item: CardItem) -> None:
        raise NotImplementedError

    def card_dropped(self, item: CardItem, where: QPointF) -> None:
        raise NotImplementedError

    def relayout_now(self, animated: bool = False) -> object:
        raise NotImplementedError

    # What the main window asks of every table.
    def start(self, session: Session) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        raise NotImplementedError

    def restart(self) -> None:
        raise NotImplementedError

    def hint(self) -> None:
        raise NotImplementedError

    def explain_bots(self) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError
