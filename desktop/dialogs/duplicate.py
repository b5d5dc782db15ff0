"""After a deal: the same deal played again with the strong bot in the person's seat
(:mod:`rules_core.ai.duplicate`), one decision at a time in the search process so the
dialog never waits; then both results, whether the bot did better, the same or worse for
the person's side, and the first decision where the two deals parted with the bot's
reason.  The bot's deal opens in the replay viewer.  Deleted when closed."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.base import Decision
from rules_core.ai.duplicate import Compared, Duplicate
from rules_core.game import State
from rules_core.messages import render_action
from rules_core.record import Record

from ..bots import BotRunner
from ..settings import Settings

SeatName = Callable[[int], str]
BOT_LEVEL = "strong"  # the bot put in the person's seat
RETRIES = 2  # a search that fails (its process died) is asked again this many times


class DuplicateDialog(QDialog):
    """``record``'s deal again with the strong bot in seat ``person``; ``levels``: the
    other seats' levels as they played."""

    def __init__(
        self,
        record: Record,
        person: int,
        levels: Mapping[int, str],
        seat_name: SeatName,
        settings: Settings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("The same deal, the strong bot in your seat"))
        self.duplicate = Duplicate(record, person, levels, BOT_LEVEL)
        self.seat_name, self.settings = seat_name, settings
        self.lang = settings.language
        self.pieces = self.duplicate.state.game.pieces.name
        self.compared: Compared | None = None
        self.failures = 0
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.told = QLabel()
        self.told.setWordWrap(True)
        self.told.setTextFormat(Qt.TextFormat.PlainText)
        self.told.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.told.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.replay_button = QPushButton(self.tr("Replay the bot's deal"))
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(self.replay_bots_deal)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.told, 1)
        layout.addWidget(buttons)
        self.resize(620, 360)
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._decided)
        self.runner.failed.connect(self._failed)
        self.finished.connect(lambda _code: self.runner.cancel())
        self._next()

    @property
    def played_out(self) -> bool:
        return self.compared is not None

    def _next(self) -> None:
        """Ask for the next decision, or show the outcome once the deal is over."""
        duplicate = self.duplicate
        turn = duplicate.turn()
        if turn is None:
            self.compared = duplicate.compared()
            self._show_outcome()
            return
        moves = len(duplicate.actions)
        if duplicate.alike:
            text = self.tr("The strong bot plays your seat; move {n}, the deals still alike…")
        else:
            text = self.tr("The strong bot plays your seat; move {n}, the deals have parted…")
        self.status.setText(text.format(n=moves + 1))
        state = duplicate.state
        self.runner.ask(state.game.id, turn.level, state, turn.seed, turn.viewer, turn.signs)

    def _decided(self, decision: Decision) -> None:
        self.failures = 0
        self.duplicate.take(decision)
        self._next()

    def _failed(self, error: str) -> None:
        self.failures += 1
        if self.failures <= RETRIES:
            self._next()
            return
        text = self.tr("The bot could not finish the deal: {error}")
        self.status.setText(text.format(error=error[:200]))

    # -- the outcome ---------------------------------------------------------------------

    def _names(self, bot: bool) -> list[str]:
        """The seats' names; in the bot's deal, the person's seat is the bot's."""
        count = self.duplicate.state.num_players
        names = [self.seat_name(s) for s in range(count)]
        if bot:
            names[self.duplicate.person] = self.tr("The strong bot")
        return names

    def _scores(self, state: State, bot: bool) -> str:
        names = self._names(bot)
        game = state.game
        scores = state.match_points()
        if game.team_scores:
            heads = [" & ".join(names[s] for s in team) for team in game.teams(state.num_players)]
        else:
            heads = names
        return " · ".join(f"{n} {s:+d}" for n, s in zip(heads, scores, strict=False))

    def _show_outcome(self) -> None:
        duplicate, compared = self.duplicate, self.compared
        assert compared is not None
        self.status.setText(self.tr("The strong bot has played the deal in your seat."))
        verdicts = {
            "better": self.tr("The bot did better in your seat."),
            "same": self.tr("The bot did just as well in your seat."),
            "worse": self.tr("You did better than the bot in your seat."),
        }
        teams = duplicate.state.teams
        if len(teams) > 1 and all(len(team) == 1 for team in teams):
            measure = self.tr(
                "Your points less the best other player's: {played} in your deal, "
                "{bot} in the bot's."
            )
        elif len(teams) > 1:
            measure = self.tr(
                "Your side's points less the best other side's: {played} in your deal, "
                "{bot} in the bot's."
            )
        else:
            measure = self.tr("Points: {played} in your deal, {bot} in the bot's.")
        lines = [
            verdicts[compared.verdict],
            measure.format(played=f"{compared.played:+d}", bot=f"{compared.bot:+d}"),
            "",
            self.tr("Your deal: {scores}").format(scores=self._scores(duplicate.played, False)),
            self.tr("The bot's deal: {scores}").format(scores=self._scores(duplicate.state, True)),
            "",
        ]
        parting = duplicate.parting
        if parting is None:
            lines.append(self.tr("The bot chose as you did at every decision."))
        else:
            played = render_action(parting.played, self.lang, self.pieces)
            lines.append(self.tr("The deals parted at move {n}.").format(n=parting.index + 1))
            lines.append(self.tr("You: {action}").format(action=played))
            said = Decision(parting.bot, parting.why).reason_line(parting.seat, self.pieces)
            lines.append(said.text(self.lang, self._names(True)))
        self.told.setText("\n".join(lines))
        self.replay_button.setEnabled(True)

    def replay_bots_deal(self) -> QDialog | None:
        """The bot's deal in the replay viewer, at the decision where the deals parted."""
        from ..replay.viewer import ReplayViewer

        parting = self.duplicate.parting
        viewer = ReplayViewer(
            self.duplicate.bot_record(),
            self.settings,
            self,
            person=self.duplicate.person,
            person_name=self.tr("The strong bot"),
            reasons=self.duplicate.reasons,
            position=parting.position if parting is not None else 0,
        )
        viewer.open()
        return viewer


__all__ = ["DuplicateDialog"]
