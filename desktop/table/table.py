"""The table every game is played on: the scene with the pieces where the rules core's
view puts them (the person at the bottom, the other seats round an ellipse, the trick in
the middle, piles and stock), labels with the rules' words, and the bar under it.

The table puts its rooms together and answers the main window: the turn controller
(:mod:`.turns`) says whose turn it is and asks the bots, the presenter (:mod:`.words`)
words everything, the arrangement (:mod:`.piles`) says where each piece lies, the input
model (:mod:`.input`) turns gestures into actions, and a game's fittings
(:mod:`.fittings`, from its desk) add what is the game's own.  The table sends actions to
the rules and animates their events in order, or says why an action was refused.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QColor,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai import Decision
from rules_core.ai.review import Check
from rules_core.events import (
    TRICK,
    BidMade,
    Chosen,
    Event,
    Moved,
    Revealed,
    Said,
    TrickWon,
    TrumpNamed,
    Zone,
)
from rules_core.game import IllegalAction
from rules_core.knowledge import knowledge_at
from rules_core.messages import Msg, render_action
from rules_core.narration import Line
from rules_core.piece_kinds import kind_named
from rules_core.pieces import ActionWords, PieceWord
from rules_core.tutorial import Coach
from rules_core.view import TrickResult, View

from ..dialogs.grades import GRADE_COLOURS
from ..games.desk import GameDesk
from ..pieces.renderers import renderer_for
from ..settings import Settings
from ..sitting.session import Session
from .bar import TableBar
from .cards import (
    HIGHLIGHT_HINT,
    HIGHLIGHT_LEGAL,
    HIGHLIGHT_SELECTED,
    CardItem,
    CardLayer,
    Step,
    StepQueue,
)
from .checker import Asked, PlayChecker
from .claims import TableClaims
from .geometry import Geometry, Placement, Point, Rect, table_geometry
from .input import TableInput
from .labels import FeltLabels
from .piles import (
    HIDDEN_TRICK_PLAY,
    Arrangement,
    Seating,
    TableFacts,
    ZoneModel,
    arrange,
    laid_again,
    shown_of,
    trick_area,
)
from .style import TEAM_COLOURS
from .turns import TurnController
from .view import TableView
from .words import TableWords


class Table(QWidget):
    """One game's table.  Seat 0 is the person, who also decides for any seat the rules
    let them decide for (a dummy hand); the other seats are bots."""

    finished = Signal()  # the deal is over (after its last animation)
    changed = Signal()  # undo/redo availability, turn, counts …
    next_requested = Signal()  # the player asks for the next deal (button or Enter)
    logged = Signal()  # the table said something new (the log grew)

    def __init__(
        self,
        settings: Settings,
        desk: GameDesk,
        parent: QWidget | None = None,
        watching: bool = False,
    ) -> None:
        """``watching``: a table that shows a replay — nobody decides at it and no bot
        moves; the replay viewer sets its positions."""
        super().__init__(parent)
        self.settings = settings
        self.desk = desk
        self._lang = settings.language
        # Whose turn it is and who answers (bots, hints, undo's reach): no scene needed.
        self.turns = TurnController(lambda: self.queue.busy, lambda: settings.animation, self)
        self.turns.watching = watching
        self.turns.bot_decided.connect(self._bot_decided)
        self.turns.bot_failed.connect(self._bot_failed)
        self.turns.hint_ready.connect(self._hint_ready)
        self.turns.hint_failed.connect(self._hint_failed)
        # Everything the table says: seat lines, the prompt, the log, the lesson's panel.
        self.presenter = TableWords(self.turns, lambda words: self.announce(words), self._lang)
        self.presenter.logged.connect(self.logged.emit)
        # The live play checker (a practice switch): the person's decisions weighed.
        self.checker = PlayChecker(self)
        self.checker.checked.connect(self._checked)
        self.checker.failed.connect(self._check_failed)
        self.claims = TableClaims(self)  # the rest of the deal proved, and played at once
        self.checked: tuple[str, str] | None = None  # its last word, and that word's colour
        self.renderer = renderer_for(desk.pieces, settings.four_colour)
        self.renderer.set_labels(settings.kind_labels, self._lang)
        self.scene = QGraphicsScene(self)
        self.scene.setBackgroundBrush(desk.felt)
        self.view = TableView(self)
        self.view.setScene(self.scene)
        self.queue = StepQueue(self)
        self.queue.idle.connect(self._settle)
        self.layer = CardLayer(self.scene, self.renderer, self)
        self.layer.suit_backs = desk.suit_backs
        self.items: dict[Hashable, CardItem] = self.layer.items
        self.card_size = (70, 98)
        # What the scene shows, zone by zone, and where things lie (from the arrangement).
        self.model = ZoneModel()
        self.trick_owner: dict[Hashable, int] = {}  # trick card (or hidden key) -> seat
        self.zone_of: dict[Hashable, str] = {}  # a piece lying in one of the view's zones
        self.spawn: dict[Hashable, Point] = {}  # where a moving piece comes from
        self.anchors: dict[str, Point] = {}
        self.seat_keys: dict[int, list[Hashable]] = {}  # items of each seat's hand, left first
        self.trick_spots: dict[Hashable, Point] = {}  # where each trick piece lies
        self.pile_spots: dict[str, Rect] = {}  # where each pile (and trick place) lies
        self.felt = FeltLabels(self, self.scene)  # the seats' lines and other words
        self.trick_event: TrickWon | None = None  # the last trick, worded when shown
        # A trick taken earlier, laid in the middle again as it lay (the L key, a replay).
        self.trick_on_show: TrickResult | None = None
        # In a view with every hand open (a replay asked for them all).
        self.open_hands = False
        self.revealed: list[int] = []  # pieces revealed together, shown a moment
        self.hint_card: Hashable | None = None  # the item a hint points at
        self.notice: tuple[str, bool] | None = None  # words in the bar (an error?)
        self.announced = ""  # the last words handed to a screen reader
        # Whether the person agrees to go back past pieces they have seen (the deal becomes
        # practice); the main window asks in a dialog.
        self.ask_practice: Callable[[], bool] = lambda: True
        self.gestures = TableInput(self)
        self.fittings = desk.fit(self)
        self.presenter.pile_extra = self.fittings.pile_line
        self.panel = self.fittings.panel()
        if watching and self.panel is not None:  # a replay: the game's controls stay away
            stowed = QWidget(self)
            stowed.hide()
            self.panel.setParent(stowed)
        self.bar = TableBar(self.human_action, None if watching else self.panel)
        self.bar.confirm_button.clicked.connect(lambda: self.gestures.confirm_selection())
        self.bar.next_button.clicked.connect(self.next_requested.emit)
        self.bar.hint_button.clicked.connect(lambda: self.hint())
        self.bar.claim_button.clicked.connect(lambda: self.claims.claim())
        self.bar.why_button.clicked.connect(lambda: self.explain_bots())
        self.buttons = self.bar.buttons
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    # -- what the table is of ---------------------------------------------------------------

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

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def human(self) -> int:
        return self.turns.human

    @property
    def game_id(self) -> str:
        return self.turns.game_id

    def state_view(self) -> View:
        """What the table shows: the person's view (in a replay asked to, with every
        hand open)."""
        assert self.session is not None
        state = self.session.state
        return state.open_view(self.human) if self.open_hands else state.view(self.human)

    def person_seat(self) -> int:
        """The seat the person plays."""
        return self.turns.human

    def seat_name(self, seat: int) -> str:
        return self.presenter.seat_name(seat)

    def log_lines(self) -> list[str]:
        """Everything the table said this deal, oldest first, in the language shown."""
        return self.presenter.log_lines()

    def level_of(self, seat: int) -> str:
        """The level a computer seat plays at (as the statistics book it)."""
        return self.turns.level_of(seat)

    def has_bots(self) -> bool:
        """Whether a computer player sits at the deal on the table."""
        return self.turns.has_bots()

    def expected_step(self) -> tuple[int, str] | None:
        """The lesson's next entry, (seat, action), while a lesson is being played."""
        return self.turns.expected_step()

    def busy(self) -> bool:
        """Whether the table is still moving (animations, bots): a screenshot waits."""
        return self.turns.busy or self.queue.busy

    @property
    def selected(self) -> list[int]:
        """The pieces being chosen together (an exchange)."""
        return self.gestures.selected

    @selected.setter
    def selected(self, pieces: list[int]) -> None:
        self.gestures.selected = pieces

    def card_text(self, card: int) -> str:
        assert self.session is not None
        return PieceWord(self.session.state.game.pieces, card).render(self._lang)

    def item_for(self, key: Hashable) -> CardItem:
        """The scene item showing ``key`` (tests use it to click like a person)."""
        return self.items[key]

    def hand_items(self) -> list[CardItem]:
        return [self.items[c] for c in self.hand_order()]

    def hand_order(self) -> list[int]:
        """The person's hand as it is laid out, left to right."""
        if self.session is None:
            return []
        key = kind_named(self.desk.pieces).display_key(self.state_view().hand_trump())
        return sorted(self.model.lists.get(Zone.hand(self.human), []), key=key)

    def focus_keys(self) -> list[Hashable]:
        """The items the keyboard walks now, left to right."""
        return self.gestures.focus_keys()

    # -- the language, the look -------------------------------------------------------------

    def retranslate(self) -> None:
        self._lang = self.presenter.lang = self.settings.language
        self.renderer.set_labels(self.settings.kind_labels, self._lang)
        self.layer.refresh()
        self.bar.hint_button.setText(self.tr("Hint (H)"))
        self.bar.why_button.setText(self.tr("Why? (W)"))
        self.bar.claim_button.setText(self.tr("Claim (C)"))
        self.bar.claim_button.setToolTip(
            self.tr(
                "Claim the rest of the deal: the rules check that it is certain from what "
                "you know, then it is played at once"
            )
        )
        self.bar.why_button.setToolTip(
            self.tr(
                "The computer players' moves since yours, as you saw them; once the deal is "
                "over, why they made them"
            )
        )
        self.buttons.retranslate()
        if self.panel is not None:
            self.panel.retranslate()
        self.update_controls()
        if self.session is not None:
            self.relayout_now()

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        self.renderer.set_four_colour(on)
        self.layer.refresh()

    def set_kind_labels(self, on: bool) -> None:
        self.settings.kind_labels = on
        self.renderer.set_labels(on, self._lang)
        self.layer.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.bar.fit_message(self.height())
        self.bar.fit_panel()
        if self.bar.coach_label.text():
            self.bar.fit_coach(self.height())

    # -- the deal ---------------------------------------------------------------------------

    def start(self, session: Session) -> None:
        """Show ``session``'s deal from its position now (a new deal, a restart, a resumed
        or pasted record, a lesson)."""
        self.fittings.starting(session)
        self.turns.start(session, self.settings.bot_levels(session.game_id))
        self.gestures.reset()
        self.felt.clear()
        self.presenter.begin_log()
        self._redraw_from_rules()
        self.fittings.started(session)

    def undo(self) -> None:
        """Back to the person's previous decision (the bots' replies go with it).  Going
        back past pieces the person has seen since makes the deal practice (asked first)."""
        if self.session is None or not self.turns.human_actions():
            return
        target = self.turns.undo_target()
        if not self._may_go_back_to(target):
            return
        undone = self.turns.rewind(target)
        pieces = self.session.state.game.pieces
        self.presenter.resync(Msg("log_undone", {"action": ActionWords(pieces, undone)}))
        self._redraw_from_rules()
        chosen = self.turns.selection_of(undone)
        if chosen is not None:  # a choice of several: shown chosen again, to adjust
            self.selected = chosen
            self.relayout_now()
            self.update_controls()

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
        agrees (``ask_practice``)."""
        session, narrator = self.session, self.presenter.narrator
        if session is None or narrator is None or session.practice or self.coach is not None:
            return True  # a lesson is counted nowhere: going back in it is free
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
        seat, action = self.session.redo_stack[-1][0], self.session.redo_stack[-1][1]
        self.presenter.narrate(seat, action, self.session.redo())

    def _redraw_from_rules(self) -> None:
        self.queue.clear()
        self.turns.stop()
        self.presenter.explaining = False  # the moves it showed may be undone
        self.hint_card, self.notice, self.trick_event, self.revealed = None, None, None, []
        self.trick_on_show = None
        self.checker.forget()  # decisions set back or left: their checks are dropped
        self.claims.cancel()
        self.checked = None
        self.selected = []
        self._settle()
        self.changed.emit()

    def _settle(self) -> None:
        """No move is being shown: the scene from the rules, then the next turn."""
        if self.session is None:
            return
        self.revealed = []
        shown = shown_of(self.state_view(), self.human)
        self.fittings.shown(shown, self.state_view())
        self.model, self.trick_owner, self.zone_of = shown.model, shown.trick_owner, shown.zone_of
        self.gestures.focus_on_actable()
        self.relayout_now()
        self.update_controls()
        if self.session.state.is_terminal:
            self.finished.emit()
        else:
            self.turns.schedule_bot()
            self._coach_points()

    # -- actions ------------------------------------------------------------------------------

    def human_action(self, action: str) -> None:
        if self.turns.my_turn():
            self.perform(action)

    def play_card(self, card: int) -> bool:
        """Act on ``card`` as a click does."""
        return self.gestures.play_card(card)

    def perform(self, action: str) -> bool:
        """Send the person's (or a bot's) ``action`` to the rules: animate its events, or
        say why it was refused.  One the person takes for a partner seat is remembered as
        the person's (undo goes back to it)."""
        session = self.session
        if session is None:
            return False
        state = session.state
        seat = state.current_player
        person = self.turns.person_decides()
        refusal = self.presenter.off_lesson(action) if person else ""
        if refusal:
            self.say(refusal, error=True)
            return False
        if self.queue.busy:
            self.queue.fast_forward()
        self.trick_on_show = None  # a move puts a trick laid again back where it was taken
        by = self.human if state.team_decides() and person and seat != self.human else None
        starts_trick = not self.model.lists.get("trick")
        last_trick = self.trick_event
        chosen, self.selected = self.selected, []  # a choice sent (by any door) is gone;
        index = len(session.actions)
        before = (
            state.clone()
            if person and self.checking() and state.decider(seat) == self.human
            else None
        )
        try:  # the next step may choose again (a lesson's set)
            events = session.apply(action)
        except IllegalAction as exc:
            self.selected = chosen
            self.say(self.presenter.tell("refusal", exc.msg, seat), error=True, logged=True)
            return False
        self.turns.hints.cancel()
        self.hint_card, self.notice = None, None
        lines = self.presenter.narrate(seat, action, events, by)
        steps = [self.fittings.step(event, self._step_for(event)) for event in events]
        self.queue.push(*steps, self._heard(lines))
        self.changed.emit()
        if starts_trick and self.trick_event is last_trick:
            self.trick_event = None  # a new trick begins: the last one's line has had its say
            self.update_controls()
        if person:
            self.presenter.explaining = False
        if seat not in self.turns.controlled and person:
            session.for_partner.add(len(session.actions) - 1)
        if before is not None:
            hinted = session.hints.get(index)
            self.checker.check(Asked(session, before, action, index, self.desk.hint_level, hinted))
        return True

    # -- the live play checker ------------------------------------------------------------

    def checking(self) -> bool:
        """Whether the person's decisions are weighed as they are made (the game's
        practice switch; never in a lesson or a replay)."""
        return (
            self.settings.check_play(self.game_id)
            and self.coach is None
            and not self.turns.watching
        )

    def _check_failed(self, error: str) -> None:
        text = self.tr("Your move could not be weighed ({error}).").format(error=error[:200])
        self.checked = (text, "")
        self.update_controls()

    def _checked(self, session: object, index: int, check: Check | None) -> None:
        """A decision weighed: its mark and the better choice (with why) in the bar and
        the log, and the verdict kept for the review and the replay viewer."""
        if session is not self.session or self.session is None:
            return
        if index >= len(self.session.actions):
            return  # undone meanwhile
        if check is None:
            return  # nothing to weigh (one sensible choice)
        self.session.verdicts[index] = check.verdict
        words = self.presenter.tell("check", check.line(self.session.state.game.pieces.name))
        self.checked = (words, GRADE_COLOURS[check.verdict.grade])
        self.update_controls()

    def replay_move(self, seat: int, action: str) -> bool:
        """A replay's next move, shown as it was made: table talk said, a decision sent
        to the rules and animated."""
        session = self.session
        if session is None:
            return False
        if session.state.is_decision(action):
            return self.perform(action)
        self._say_aloud(seat, action)
        self.update_controls()
        return True

    def play_claimed(self, moves: Sequence[tuple[int, str]]) -> None:
        """A claim held: the rest of the deal played at once, each move told as usual."""
        session = self.session
        if session is None:
            return
        for seat, action in moves:
            self.presenter.narrate(seat, action, session.apply(action))
        self._redraw_from_rules()

    def _say_aloud(self, seat: int, text: str) -> None:
        """Table talk by ``seat`` (it changes no piece): recorded, logged and heard."""
        assert self.session is not None
        self.session.say(text, seat)
        self.presenter.announce_lines(self.presenter.narrate(seat, text, []))

    def _heard(self, lines: list[Line]) -> Step:
        """A step that has a screen reader say ``lines`` once the moves are shown."""

        def step() -> tuple[None, int]:
            self.presenter.announce_lines(lines)
            return None, 0

        return step

    def other_actions(self) -> list[str]:
        """Legal decisions that name no piece (bids, passes, calls)."""
        return list(self.turns.legal_now().others)

    def talk(self, text: str) -> bool:
        """The person's table talk (the co-op game): said, unless a lesson is on, whose
        words are written in advance."""
        if self.session is None or self.session.state.is_terminal:
            return False
        if self.coach is not None:
            self.say(self.tr("In this lesson your partners do the talking."), error=True)
            return False
        self._say_aloud(self.human, text)
        return True

    # -- bots and hints -----------------------------------------------------------------------

    def _bot_decided(self, seat: int, decision: Decision) -> None:
        """A bot's move: its table talk first (it changes no cards), then the move."""
        assert self.session is not None
        for text in decision.say:
            self._say_aloud(seat, text)
        if decision.why is not None:
            self.session.reasons[len(self.session.actions)] = decision.why
        self.perform(decision.action)

    def _bot_failed(self, error: str) -> None:
        """A bot's search failed (its process died): said in words (it thinks again)."""
        self.say(
            self.tr(
                "A computer player could not finish thinking ({error}); it thinks again."
            ).format(error=error[:200]),
            error=True,
        )

    def _hint_failed(self, error: str) -> None:
        self.say(
            self.tr("The hint could not be worked out ({error}). Press H to try again.").format(
                error=error[:200]
            ),
            error=True,
        )

    def hint(self) -> None:
        if not self.turns.my_turn():
            return
        if self.coach is not None:  # a lesson's hint is its next step
            self._coach_points()
            return
        self.say(self.tr("Thinking…"))
        self.turns.ask_hint(self.desk.hint_level)

    def _hint_ready(self, decision: Decision) -> None:
        """Point at the hint's piece or button, and say it (the game may word it)."""
        if not self.turns.my_turn() or self.session is None:
            return
        if self.fittings.hinted(decision):
            return
        state = self.session.state
        try:
            action: int | None = state.action_id(decision.action)
        except IllegalAction:  # a hint outside the vocabulary just points at no piece
            action = None
        piece = None
        if action is not None and state.game.actions.selects(action):
            self.selected = list(state.action_pieces(action))
        elif action is not None:
            piece = self._item_of_action(action)
        self.hint_card = piece
        keys = self.focus_keys()
        if piece in keys:
            self.gestures.focus = keys.index(piece)
        elif not (self.panel is not None and self.panel.point_at(decision.action)):
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
        for key in self.focus_keys():
            if self.gestures.face(key) == face and self.zone_of.get(key) == state.action_zone(
                action
            ):
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
        text = line.text(self._lang, self.presenter.seat_names())
        self.announce(text)
        self.notice = (text, False)
        self.session.hints[len(self.session.actions)] = decision.action
        self.relayout_now(animated=True)
        self.update_controls()

    def explain_bots(self) -> None:
        """Show the moves the bots made since the person's last one (the W key), and, once
        the deal is over, why."""
        self.presenter.explaining = True
        if not self.presenter.bot_lines():
            self.say(self.tr("No computer move to explain yet."))
            return
        self.update_controls()

    def _coach_points(self) -> None:
        """On the person's step of a lesson, point at the piece or button it uses."""
        step = self.turns.lesson_step()
        if step is None:
            return
        notice = self.notice
        self._hint_ready(step)
        self.notice = notice  # the lesson's panel says what to do, not the hint line
        self.update_controls()

    # -- keys and the view's gestures ---------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self.gestures.key(event):
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        return self.gestures.tab() or super().focusNextPrevChild(next)

    def key_for_next(self, key: int) -> bool:
        """Enter on a finished deal asks for the next one."""
        over = self.session is not None and self.session.state.is_terminal
        if over and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next_requested.emit()
            return True
        return False

    # What the view asks of its table (see table_view.CardTable).
    def can_drag(self, item: CardItem) -> bool:
        return self.gestures.can_drag(item)

    def card_clicked(self, item: CardItem) -> None:
        self.gestures.clicked(item)

    def card_dropped(self, item: CardItem, where: QPointF) -> None:
        self.gestures.dropped(item, where)

    # -- animation steps ----------------------------------------------------------------------

    def _step_for(self, event: Event) -> Step:
        def step() -> tuple[QAbstractAnimation | None, int]:
            if isinstance(event, Moved):
                return self._moved(event), 0
            if isinstance(event, TrickWon):
                self.trick_event = event
                self.update_controls()
                return None, self.settings.pause_ms
            if isinstance(event, Revealed):
                self.revealed = list(event.cards)
                group = self.relayout_now(animated=True)
                self.update_controls()
                return group, 2 * self.settings.pause_ms
            if isinstance(event, Said) and event.call is not None:
                said = self.presenter.call_line()
                if said is not None:
                    self.say(said, logged=True)
                return self.relayout_now(animated=True), self.settings.pause_ms // 2
            if isinstance(event, TrumpNamed | BidMade | Chosen | Said):
                self.update_controls()
                return self.relayout_now(animated=True), 0
            return None, 0

        return step

    def _moved(self, event: Moved) -> QParallelAnimationGroup | None:
        """Pieces moved: the zones as they are now, the pieces sliding to their places."""
        self._remember_source(event)
        if event.dst == TRICK and event.face_down and not event.cards:
            hidden = HIDDEN_TRICK_PLAY - event.player  # someone else's face-down card
            self.model.lists[TRICK].append(hidden)
            self.model.counts[event.src] = self.model.counts.get(event.src, 0) - 1
            self.trick_owner[hidden] = event.player
        else:
            self.model.apply_move(event)
            if event.dst == TRICK:
                for card in event.cards:
                    self.trick_owner[card] = event.player
        if event.src == TRICK:  # hidden cards leave with the rest
            self.model.lists[TRICK] = [k for k in self.model.lists[TRICK] if k >= 0]
        return self.relayout_now(animated=True)

    def _remember_source(self, event: Moved) -> None:
        anchor = self.anchors.get(event.src)
        if anchor is not None:
            for card in event.cards:
                self.spawn[card] = anchor

    def show_last_trick(self) -> None:
        """The L key, or a click on a pile of taken tricks: the trick taken last, laid in
        the middle again as it lay, with who led it and who took it — or why it cannot
        be (none yet; a game whose taken tricks lie face down).  L again, or any move,
        puts it back."""
        if self.session is None:
            return
        if self.trick_on_show is not None:
            self.lay_trick(None)
            return
        view = self.state_view()
        trick = view.last_trick()
        if trick is None:
            self.say(self.presenter.words(view.why_no_last_trick()))
            return
        self.lay_trick(trick)

    def lay_trick(self, trick: TrickResult | None) -> None:
        """Lay ``trick`` in the middle as it lay (None: put it back), and say it."""
        if trick == self.trick_on_show:
            return
        if self.queue.busy:
            self.queue.fast_forward()
        self.trick_on_show = trick
        if trick is not None:
            self.announce(self.presenter.words(self.state_view().trick_words(trick)))
        self.relayout_now(animated=True)
        self.update_controls()

    @property
    def last_trick(self) -> str | None:
        """Who took the last trick and why, in the language shown now."""
        event = self.trick_event
        return self.presenter.trick_line(event) if event is not None else None

    # -- layout ---------------------------------------------------------------------------------

    def seating(self) -> Seating:
        """Who sits where at this table (the person at the bottom)."""
        seats = len(self.state_view().hand_sizes) if self.session is not None else 4
        clockwise = self.session is None or self.session.state.game.direction == "clockwise"
        return Seating(self.human, seats, clockwise)

    def seat_point(self, seat: int, g: Geometry) -> Point:
        """Where a seat sits: the person at the bottom, the next seat in the direction of
        play to the left (clockwise) or to the right (counter-clockwise), partners facing."""
        return self.seating().point(g, seat)

    def geometry_now(self) -> Geometry:
        """The table's measures at the view's size now."""
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

    def trick_area(self, g: Geometry) -> Rect:
        """Where a ring's trick may lie (every seat's play), for a game's own marks to keep
        clear of."""
        seating = self.seating()
        scales = [self.hand_scale(seat) for seat in range(seating.seats)]
        return trick_area(g, self.desk.layout, seating, scales)

    def hand_scale(self, seat: int) -> float:
        """How large another seat's pieces are drawn, relative to the person's."""
        assert self.session is not None
        return self.desk.hand_scale(self.session.state, seat)

    def relayout_now(self, animated: bool = False) -> QParallelAnimationGroup | None:
        """Every piece to its place (sliding there when ``animated``), labels and outlines."""
        if self.session is None:
            return None
        self.gestures.stop_shaking()  # the layout below decides every position
        g = self.geometry_now()
        self.scene.setSceneRect(QRectF(0, 0, g.width, g.height))
        w, h = round(g.w), round(g.h)
        self.card_size = (w, h)
        arranged = self._arrange(g)
        sizes = arranged.sizes

        def size_of(key: Hashable) -> tuple[int, int]:
            scale = sizes.get(key, 1.0)
            return round(w * scale), round(h * scale)

        def spawn_of(key: Hashable, place: Placement) -> Point:
            # A piece comes from where its move started (a hand, the stock); others appear
            # in place.
            return self.spawn.pop(key, place.pos) if isinstance(key, int) else place.pos

        group = self.layer.apply(
            arranged.places,
            size_of,
            spawn_of,
            self.view.devicePixelRatioF(),
            self.settings.move_ms if animated else 0,
        )
        self.felt.decorate(g)
        self._outline_cards()
        return group

    def table_facts(self) -> TableFacts:
        """What the arrangement is of, now."""
        view = self.state_view()
        model, owner = self.model, self.trick_owner
        if self.trick_on_show is not None:
            model, owner = laid_again(self.model, self.trick_on_show)
        return TableFacts(
            view=view,
            model=model,
            trick_owner=owner,
            hand_order=self.hand_order(),
            hand_scales=[self.hand_scale(seat) for seat in range(len(view.hand_sizes))],
            selected=frozenset(self.selected),
            actable=self.gestures.usable,
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
        self.fittings.place(facts.view, g, seating, facts, arranged)
        return arranged

    def _outline_cards(self) -> None:
        """Tags, outlines (a hint, a piece chosen, a piece that may be used), the keyboard's
        ring and the cursor on every item; a screen reader hears the piece under the
        keyboard."""
        marks = self.state_view().hand_marks() if self.session is not None else {}
        hand = set(self.model.lists.get(Zone.hand(self.human), []))
        for key, item in self.items.items():
            mark = marks.get(key) if isinstance(key, int) and key in hand else None
            item.set_tag(self.presenter.words(mark) if mark is not None else "")
        focus_key = self.gestures.focus_key()
        show_legal = self.settings.show_legal(self.game_id)  # the practice switch
        for key, item in self.items.items():
            colour = None
            usable = self.gestures.usable(key)
            if key == self.hint_card:
                colour = HIGHLIGHT_HINT
            elif key in self.selected:
                colour = HIGHLIGHT_SELECTED
            elif usable and show_legal:
                colour = HIGHLIGHT_LEGAL
            item.set_outline(colour, 4.0 if colour == HIGHLIGHT_HINT else 3.0)
            item.set_focus_mark(key == focus_key)  # beside the outline, never instead of it
            item.setCursor(
                Qt.CursorShape.PointingHandCursor if usable else Qt.CursorShape.ArrowCursor
            )
        if self.gestures.keys_on_buttons() and self.buttons.show_focus:
            self.name_for_readers(self.buttons.focused_words())
        else:
            self.name_for_readers(self.gestures.piece_in_words(focus_key))

    # -- labels on the felt -------------------------------------------------------------------

    @property
    def labels(self) -> dict[str, QGraphicsSimpleTextItem]:
        return self.felt.labels

    def label(self, name: str, colour: QColor | None = None) -> QGraphicsSimpleTextItem:
        """The label ``name`` on the felt (made the first time), in ``colour``."""
        return self.felt.label(name, colour)

    def team_colour(self, seat: int) -> QColor | None:
        """The colour of a seat's side in a partnership game: the person's side first."""
        side = self.presenter.side_of(seat)
        return TEAM_COLOURS[side % len(TEAM_COLOURS)] if side is not None else None

    # -- the bar and screen readers -------------------------------------------------------------

    def say(self, text: str, error: bool = False, logged: bool = False) -> None:
        """Show ``text`` in the bar (red when an error); a screen reader hears it, and the
        log keeps an error (``logged``: the log has it already)."""
        self.notice = (text, error)
        if not logged:
            if error:
                self.presenter.note(text)
            else:
                self.announce(text)
        self.update_controls()

    def update_controls(self) -> None:
        """The bar and the game's panel as the position now asks."""
        if self.panel is not None:
            self.panel.refresh()
        bar = self.bar
        if self.session is None:
            bar.message.setText("")
            self.buttons.show_actions([], self._lang, "french")
            self.show_next_button()
            return
        trick = self.last_trick or ""
        if self.trick_on_show is not None:
            trick = self.presenter.words(self.state_view().trick_words(self.trick_on_show))
        lines = [line for line in (trick, self.notice and self.notice[0]) if line]
        lines.append(self.presenter.instructions(self.selected))
        bar.show_message(lines, self.notice is not None and self.notice[1])
        bar.show_check(self.checking(), *(self.checked or ("", "")))
        coach = self.presenter.coach_words()
        if bar.show_coach(coach, self.height(), steady=self.coach is not None):
            self.announce(coach.splitlines()[-1])
        claimed = self.panel.verbs if self.panel is not None else frozenset()
        shown = [a for a in self.other_actions() if a.split(" ")[0] not in claimed]
        pieces = self.session.state.game.pieces.name
        self.buttons.show_actions(shown, self._lang, pieces)
        self.gestures.on_buttons = self.gestures.on_buttons and self.buttons.show_focus
        self.buttons.mark_focus()
        sets = self.turns.legal_now().sets
        bar.confirm_button.setVisible(bool(sets))
        if sets:
            action = sets.get(frozenset(self.selected))
            bar.confirm_button.setEnabled(action is not None)
            words = render_action(action, self._lang, pieces) if action else self.tr("Choose")
            bar.confirm_button.setText(f"{words} (Enter)")
        bar.hint_button.setEnabled(self.turns.my_turn())
        bar.hint_button.setVisible(not self.turns.watching)
        bar.claim_button.setVisible(self.claims.open())
        # A lesson explains every move; a table with no computer player has none to explain.
        watched = self.turns.watching
        bar.why_button.setVisible(self.coach is None and self.turns.has_bots() and not watched)
        self.show_next_button()
        bar.fit_panel()

    def show_next_button(self) -> None:
        """Offer the next deal once this one is over (also after its dialog is closed); a
        lesson's end offers the next lesson, or a real game after the last."""
        over = self.session is not None and self.session.state.is_terminal
        button = self.bar.next_button
        button.setText(self.tr("Next {deal} (Enter)").format(deal=self.presenter.deal_word()))
        if self.coach is not None:
            button.setText(
                self.tr("Next lesson (Enter)")
                if not self.coach.last
                else self.tr("Play a real game (Enter)")
            )
        button.setVisible(over and not self.turns.watching)

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
        game = self.session.state.game.titles[self._lang] if self.session is not None else ""
        table = self.tr("{game} table").format(game=game) if game else self.tr("Table")
        self.setAccessibleName(table)
        name = focused or table
        for widget in (self.view, self.view.viewport()):
            if widget.accessibleName() != name:
                widget.setAccessibleName(name)
                QAccessible.updateAccessibility(
                    QAccessibleEvent(widget, QAccessible.Event.NameChanged)
                )


__all__ = ["Table"]
