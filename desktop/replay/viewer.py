"""The replay viewer: any record stepped through on the game's own table — by move and by
trick, from a list of the moves, as one seat saw the deal (the person's, unless another
is chosen) or with every hand open — with the review's grades in the margin where the
deal was reviewed, and the bots' reasons once the deal is over.

Keys: ← → a move, Page Up / Page Down a trick, Home / End the deal's start and end, L the
last trick; the seat box and the list are reached with Tab.  The table is a watching
:class:`~desktop.table.table.Table`: nobody decides at it and no bot moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.base import Decision
from rules_core.ai.review import GRADE_MARKS, Verdict
from rules_core.messages import Msg, render_action
from rules_core.record import Record
from rules_core.timeline import OPEN, Timeline

from ..dialogs.grades import GRADE_COLOURS, grade_text, loss_text
from ..games import load_desk
from ..settings import Settings
from ..sitting.session import Session
from ..table.table import Table

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
MIN_SIZE = (640, 480)
POSITION = Qt.ItemDataRole.UserRole  # a list row's position (the move it shows done)
THEN_COLOUR = "#5f6b66"  # the rules' words after a move: who took the trick …


class ReplayViewer(QDialog):
    """``record`` stepped through.  ``person``: the seat the person played ("You");
    ``verdicts``: the review's, by the decision's index; ``reasons``: the bots' own, by
    index (shown only for a finished deal: a reason comes from a bot's hand)."""

    def __init__(
        self,
        record: Record,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        person: int = 0,
        verdicts: Mapping[int, Verdict] | None = None,
        reasons: Mapping[int, Msg] | None = None,
        private: bool = False,
        position: int = 0,
        person_name: str | None = None,
    ) -> None:
        """``private``: a deal still being played — only the person's view is offered;
        ``person_name``: what the person's seat is called when a bot played it.
        Raises the record module's errors for a broken record (before any widget)."""
        self.timeline = Timeline(record, person)
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record = record
        self.person = person
        self.verdicts = dict(verdicts or {})
        over = self.timeline.states[-1].is_terminal
        self.reasons = dict(reasons or {}) if over else {}
        self.private = private or not over  # a deal not yet over: only the person's view
        self.position = -1
        self.seat = person
        game = self.timeline.game
        self.pieces = game.pieces.name
        self.table = Table(settings, load_desk(game.id), self, watching=True)
        self.table.presenter.person = person
        self.table.presenter.person_name = person_name
        self.table.turns.human = person
        self.lang = settings.language

        self.seat_box = QComboBox()
        self.seat_label = QLabel()
        self.seat_label.setBuddy(self.seat_box)
        self.where = QLabel()
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.currentRowChanged.connect(self._row_chosen)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.moves, 1)
        side_layout.addWidget(self.detail)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([720, 280])

        self.nav: dict[str, QPushButton] = {}
        self.keys: dict[Qt.Key, str] = {}  # a key and the step it takes
        steps = (  # symbols every bundled font draws
            ("start", "|◀", Qt.Key.Key_Home),
            ("trick_back", "◀◀", Qt.Key.Key_PageUp),
            ("back", "◀", Qt.Key.Key_Left),
            ("forward", "▶", Qt.Key.Key_Right),
            ("trick_forward", "▶▶", Qt.Key.Key_PageDown),
            ("end", "▶|", Qt.Key.Key_End),
        )
        bar = QHBoxLayout()
        bar.addWidget(self.seat_label)
        bar.addWidget(self.seat_box)
        bar.addStretch(1)
        for name, symbol, key in steps:
            button = QPushButton(symbol)
            button.setAutoDefault(False)
            button.setMinimumWidth(36)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, n=name: self.step(n))
            self.keys[key] = name
            self.nav[name] = button
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.where)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for closing in buttons.buttons():  # Enter never closes the viewer
            if isinstance(closing, QPushButton):
                closing.setAutoDefault(False)
                closing.setDefault(False)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        # The stepping keys (and L) work wherever the keyboard is: the list keeps ↑ ↓.
        self.moves.installEventFilter(self)
        self.seat_box.installEventFilter(self)
        self.resize(*fitting_size(parent))
        self._lay_out(self.timeline.clamp(position))  # the seats' names need the deal
        self.retranslate()
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(person)))
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self._fill_moves()
        self._show_where()
        self.table.setFocus()

    # -- words ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        game = self.timeline.game
        self.setWindowTitle(self.tr("Replay: {game}").format(game=game.titles[self.lang]))
        self.seat_label.setText(self.tr("&Show:"))
        names = self.table.presenter.seat_names()
        self.seat_box.blockSignals(True)
        current = self.seat_box.currentIndex()
        self.seat_box.clear()
        for seat, name in enumerate(names):
            if seat == self.person and self.table.presenter.person_name is None:
                self.seat_box.addItem(self.tr("Your view"), seat)
            elif seat == self.person or not self.private:
                self.seat_box.addItem(self.tr("View of {who}").format(who=name), seat)
        if not self.private:
            self.seat_box.addItem(self.tr("Every hand open"), OPEN)
        self.seat_box.setCurrentIndex(max(0, current))
        self.seat_box.blockSignals(False)
        self.seat_box.setAccessibleName(self.tr("Whose view the replay shows"))
        self.moves.setAccessibleName(self.tr("Moves of the deal"))
        tips = {
            "start": self.tr("The deal as dealt (Home)"),
            "trick_back": self.tr("The trick before (Page Up)"),
            "back": self.tr("One move back (←)"),
            "forward": self.tr("One move on (→)"),
            "trick_forward": self.tr("The next trick (Page Down)"),
            "end": self.tr("The last move (End)"),
        }
        for name, button in self.nav.items():
            button.setToolTip(tips[name])
            button.setAccessibleName(tips[name])

    def _names(self) -> list[str]:
        return self.table.presenter.seat_names()

    def _move_text(self, index: int) -> str:
        move = self.timeline.moves(self.seat)[index]
        return move.words.text(self.lang, self._names())

    # -- the list of moves ---------------------------------------------------------------

    def _fill_moves(self) -> None:
        """A row for the deal as dealt, one per move (numbered, the review's mark in its
        margin), and the rules' words after a move (who took the trick …) under it."""
        self.moves.blockSignals(True)
        self.moves.clear()
        names = self._names()
        first = QListWidgetItem(self.tr("Dealt"))
        first.setData(POSITION, 0)
        self.moves.addItem(first)
        for move in self.timeline.moves(self.seat):
            verdict = self.verdicts.get(move.index)
            mark = GRADE_MARKS[verdict.grade] if verdict is not None else ""
            text = f"{move.index + 1:>3}. {mark:<2} {move.words.text(self.lang, names)}"
            item = QListWidgetItem(text)
            item.setData(POSITION, move.index + 1)
            if verdict is not None:
                item.setForeground(QBrush(QColor(GRADE_COLOURS[verdict.grade])))
                item.setToolTip(self._verdict_words(verdict))
            self.moves.addItem(item)
            for then in move.then:
                said = QListWidgetItem("        " + then.text(self.lang, names))
                said.setData(POSITION, move.index + 1)
                said.setForeground(QBrush(QColor(THEN_COLOUR)))
                self.moves.addItem(said)
        self.moves.blockSignals(False)

    def _row_chosen(self, row: int) -> None:
        item = self.moves.item(row)
        if item is not None:
            position = item.data(POSITION)
            if isinstance(position, int) and position != self.position:
                self.go(position)

    def _verdict_words(self, verdict: Verdict) -> str:
        grade = grade_text(verdict, self.lang)
        if verdict.grade == "best":
            return grade
        best = render_action(verdict.best, self.lang, self.pieces)
        return self.tr("{grade}: the review's best was {best} ({loss}).").format(
            grade=grade, best=best, loss=loss_text(verdict, self.lang)
        )

    # -- stepping ------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """The stepping keys, wherever the keyboard is (the table passes them on); Enter
        does nothing (a table's Enter plays: here it must not close the viewer)."""
        if not self._stepping_key(event) and event.key() not in ENTER:
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._stepping_key(event)
        return super().eventFilter(watched, event)

    def _stepping_key(self, event: QKeyEvent) -> bool:
        """A step's key, or L (the last trick, as at the table): whether it was one."""
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_L:
            self.table.show_last_trick()
            return True
        name = self.keys.get(key)
        if name is None:
            return False
        self.step(name)
        return True

    def step(self, name: str) -> None:
        timeline, here = self.timeline, self.position
        target = {
            "start": 0,
            "trick_back": timeline.previous_trick(here),
            "back": here - 1,
            "forward": here + 1,
            "trick_forward": timeline.next_trick(here),
            "end": timeline.end,
        }[name]
        self.go(timeline.clamp(target))

    def go(self, position: int) -> None:
        """Show the deal at ``position``: one move on is shown as it was made; any other
        step lays the position out at once.  A position just after a trick was taken
        shows that trick as it lay."""
        timeline = self.timeline
        position = timeline.clamp(position)
        forward = position == self.position + 1 and position not in timeline.trick_ends
        if forward and self.table.session is not None:
            seat, action = self.record.actions[position - 1]
            self.table.replay_move(seat, action)
            self.position = position
        else:
            self._lay_out(position)
        self._show_where()

    def _lay_out(self, position: int) -> None:
        """The table at ``position`` at once (a trick just taken laid as it lay)."""
        cut = replace(self.record, actions=list(self.record.actions[:position]), fairness=None)
        self.table.start(Session.from_record(cut))
        trick = self.timeline.trick_taken_at(position, self.seat)
        if trick is not None:
            self.table.lay_trick(trick)
        self.position = position

    def _show_where(self) -> None:
        position, timeline = self.position, self.timeline
        self.where.setText(
            self.tr("Move {n} of {total}").format(n=position, total=timeline.end)
            if position
            else self.tr("As dealt ({total} moves)").format(total=timeline.end)
        )
        for name in ("start", "trick_back", "back"):
            self.nav[name].setEnabled(position > 0)
        for name in ("forward", "trick_forward", "end"):
            self.nav[name].setEnabled(position < timeline.end)
        row = self._row_of(position)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(row)
        self.moves.blockSignals(False)
        item = self.moves.item(row)
        if item is not None:
            self.moves.scrollToItem(item)
        self.detail.setText(self._detail(position))
        if position:
            self.table.announce(self._move_text(position - 1))

    def _row_of(self, position: int) -> int:
        for row in range(self.moves.count()):
            if self.moves.item(row).data(POSITION) == position:
                return row
        return 0

    def _detail(self, position: int) -> str:
        """Under the list: the review's verdict on the move just made, or the bot's reason
        for it (a finished deal's)."""
        if not position:
            return ""
        index = position - 1
        verdict = self.verdicts.get(index)
        if verdict is not None:
            return self._verdict_words(verdict)
        why = self.reasons.get(index)
        if why is None:
            return ""
        seat, action = self.record.actions[index]
        said = Decision(action, why).reason_line(seat, self.pieces)
        if self.seat != OPEN and not self.timeline.knows(self.seat, said):
            return ""  # it names a piece this view never showed (a face-down card)
        return said.text(self.lang, self._names())

    def _seat_chosen(self, index: int) -> None:
        seat = self.seat_box.itemData(index)
        if not isinstance(seat, int):
            return
        self.seat = seat
        self.table.open_hands = seat == OPEN
        self.table.turns.human = self.person if seat == OPEN else seat
        self._fill_moves()
        self._lay_out(self.position)
        self._show_where()


def fitting_size(parent: QWidget | None) -> tuple[int, int]:
    """The viewer's first size: 1100×720, or less to fit the window it opens over (or
    the screen)."""
    width, height = 1100, 720
    window = parent.window() if parent is not None else None
    screen = window.screen() if window is not None else QGuiApplication.primaryScreen()
    if window is not None and window.isVisible():
        width, height = min(width, window.width()), min(height, window.height())
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height())
    return max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)


__all__ = ["ReplayViewer"]
