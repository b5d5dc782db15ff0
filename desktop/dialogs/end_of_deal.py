"""The end of a deal, for every game: the verdict and its reasons in the rules' words,
the scores and the match so far, and what a player may do next — the next deal (or a
new match or game), the review of their play, what the bots knew, and the game's solver
where it has one.  Deleted when closed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rules_core.match import Match
from rules_core.record import Record

from ..games.desk import GameDesk
from ..sitting.session import Session
from .review import KnowledgeDialog, ReviewDialog
from .score_sheet import ScoreSheet, score_names
from .solver import SolverAnswer


class EndOfDealDialog(QDialog):
    NEW, RESTART, NEXT = 10, 11, 12  # done() codes: what the main window starts next
    replay_requested = Signal()  # the person asks to step through the deal again
    duplicate_requested = Signal()  # the same deal again, the strong bot in their seat

    def __init__(
        self,
        session: Session,
        match: Match,
        desk: GameDesk,
        seat_name: Callable[[int], str],
        lang: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        state = session.state
        game = state.game
        deal = game.deal_word(lang)
        self.setWindowTitle(self.tr("End of the {deal}").format(deal=deal))
        human = 0
        seats = [seat_name(s) for s in range(state.num_players)]
        summary = state.summary(human)
        # What is said scrolls inside the dialog when the table's area is shorter than
        # it (see place_within); the buttons always show.
        self.body = QWidget()
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.headline: QLabel | None = None
        if summary.headline is not None:
            self.headline = QLabel(summary.headline.text(lang, seats))
            font = QFont()
            font.setPointSize(18)
            font.setBold(True)
            self.headline.setFont(font)
            layout.addWidget(self.headline)
        lines = [m.text(lang, seats) for m in summary.lines]
        lines += [("✓ " if ok else "✗ ") + c.text(lang, seats) for c, ok in state.conditions()]
        names = score_names(game.id, state.num_players, seat_name)
        self.sheet: ScoreSheet | None = None
        if game.deals_form_match:
            scores = state.scores()
            lines.append(" · ".join(f"{n} {s:+d}" for n, s in zip(names, scores, strict=False)))
            points = state.match_points()
            if points != scores:
                lines.append(
                    self.tr("Match points: {points}").format(
                        points=" · ".join(
                            f"{n} {p:+d}" for n, p in zip(names, points, strict=False)
                        )
                    )
                )
            if match.is_over:
                best = max(match.totals)
                winners = [names[i] for i, t in enumerate(match.totals) if t == best]
                if len(winners) == 1:
                    verdict = self.tr("Match over, won by {names} with {total}.")
                else:
                    verdict = self.tr("Match over, shared by {names} with {total} each.")
                lines.append(verdict.format(names=", ".join(winners), total=best))
        self.summary = QLabel("\n".join(lines))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        buttons = QDialogButtonBox()
        # Ways to learn from the deal, in a row of their own above what comes next.
        tools = QDialogButtonBox()
        if game.deals_form_match:
            label = (
                self.tr("New match") if match.is_over else self.tr("Next {deal}").format(deal=deal)
            )
            code = self.NEW if match.is_over else self.NEXT
            go = buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
            go.clicked.connect(lambda: self.done(code))
        else:
            go = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
            go.clicked.connect(lambda: self.done(self.NEW))
            again = buttons.addButton(
                self.tr("Restart this deal"), QDialogButtonBox.ButtonRole.ActionRole
            )
            again.clicked.connect(lambda: self.done(self.RESTART))
        go.setDefault(True)
        self.go_button = go
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.reject)
        record: Record = session.record()
        self.review_button = tools.addButton(
            self.tr("Review my play"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review: ReviewDialog | None = None

        def review() -> None:
            self.review = ReviewDialog(
                record,
                human,
                seat_name,
                lang,
                self,
                session.number,
                level=desk.hint_level,
                hinted=dict(session.hints),
                kept=session.verdicts,
            )
            self.review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.review.open()

        self.review_button.clicked.connect(review)
        self.replay_button = tools.addButton(
            self.tr("Replay"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.setToolTip(
            self.tr("Step through this deal again, move by move, from any seat's view")
        )
        self.replay_button.clicked.connect(lambda: self.replay_requested.emit())
        self.duplicate_button = tools.addButton(
            self.tr("Bot in my seat"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.duplicate_button.setToolTip(
            self.tr(
                "The same deal played again with the strong computer player in your seat: "
                "both results, and where its choices parted from yours"
            )
        )
        self.duplicate_button.clicked.connect(lambda: self.duplicate_requested.emit())
        bots = [s for s in range(state.num_players) if state.decider(s) != human]
        self.knew_button: QPushButton | None = None
        self.knowledge: KnowledgeDialog | None = None
        if bots:
            self.knew_button = tools.addButton(
                self.tr("What the bots knew"), QDialogButtonBox.ButtonRole.ActionRole
            )

            def knowledge() -> None:
                self.knowledge = KnowledgeDialog(
                    record, bots, seat_name, lang, self, reasons=dict(session.reasons)
                )
                self.knowledge.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
                self.knowledge.open()

            self.knew_button.clicked.connect(knowledge)
        self.winnable_button: QPushButton | None = None
        self.analysis: SolverAnswer | None = None
        analysis = desk.analysis(state)
        if analysis is not None:
            self.winnable_button = tools.addButton(
                self.tr("Was it winnable?"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.analysis = SolverAnswer(self.winnable_button, analysis, lang, self)
            layout.addWidget(self.analysis)
        if game.deals_form_match:
            self.sheet = ScoreSheet(match, names, lang, seats)
            layout.addWidget(self.sheet.rule)
            layout.addWidget(self.sheet)
            layout.addWidget(self.sheet.graph)
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.outer = outer = QVBoxLayout(self)
        outer.addWidget(self.scroller, 1)
        outer.addWidget(tools)
        outer.addWidget(buttons)
        self.buttons, self.tools = buttons, tools
        for tool in tools.buttons():  # Enter goes on to the next deal, never to a tool
            if isinstance(tool, QPushButton):
                tool.setAutoDefault(False)
        go.setDefault(True)
        self.setMinimumWidth(560)
        self.resize(*self.natural_size())

    def natural_size(self) -> tuple[int, int]:
        """The dialog's size with everything it says in sight."""
        margins = self.outer.contentsMargins()
        spacing = max(0, self.outer.spacing())
        body = self.body.sizeHint()
        sides = margins.left() + margins.right()
        width = max(560, body.width() + sides + 20, self.tools.sizeHint().width() + sides)
        rows = self.buttons.sizeHint().height() + self.tools.sizeHint().height()
        height = body.height() + rows + 2 * spacing
        return width, height + margins.top() + margins.bottom()

    def place_within(self, area: QWidget) -> None:
        """Sit inside ``area`` (the table): never over the window's menu bar or beyond its
        status bar.  Taller than the area, the dialog shrinks and what it says scrolls.
        Before the window system has framed the dialog, its title bar is reckoned at the
        style's height for one."""
        room = QRect(area.mapToGlobal(QPoint(0, 0)), area.size())
        top = self.geometry().top() - self.frameGeometry().top()
        if top <= 0:
            top = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
        side = max(0, self.geometry().left() - self.frameGeometry().left())
        width, height = self.natural_size()
        width = min(width, room.width() - 2 * side)
        height = min(height, room.height() - top - side)
        self.resize(max(1, width), max(1, height))
        frame_width, frame_height = width + 2 * side, height + top + side
        left = room.left() + max(0, (room.width() - frame_width) // 2)
        upper = room.top() + max(0, (room.height() - frame_height) // 2)
        self.move(left, upper)  # where the frame's corner goes
