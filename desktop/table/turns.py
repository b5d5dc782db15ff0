"""Whose turn it is at a table, and who answers: the turn controller.

It holds the deal being played (a :class:`~desktop.sitting.session.Session`) and knows which
seats the person decides for; it asks the bots (in the search worker) when a computer
seat is to act, paced so a person can follow, and the hint bot when the person asks; it
works out how far an undo goes back, and plays a lesson's bot steps as written.  It
needs no scene: the table listens to its signals and shows what they say.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from rules_core.ai import Decision, bot_signs
from rules_core.ai.duplicate import turn_seed
from rules_core.ai.levels import DEFAULT_LEVEL
from rules_core.game import IllegalAction
from rules_core.messages import Msg
from rules_core.signs import Sign
from rules_core.tutorial import Coach

from ..bots import BotRunner
from ..sitting.session import Session
from .choices import NO_CHOICES, Choices, choices_of

BOT_DELAY_MS = {"off": 0, "fast": 250, "normal": 500, "slow": 900}
FAILS_BEFORE_EASY = 2  # failed searches at one turn before the easy level answers


class TurnController(QObject):
    """The turns of one table.  Seat ``human`` is the person, who also decides for any
    seat the rules let them decide for (a dummy hand); the other seats are bots."""

    bot_decided = Signal(int, object)  # seat, Decision: the table plays it
    hint_ready = Signal(object)  # Decision: the hint for the person's decision now
    bot_failed = Signal(str)  # a bot's search failed (it is asked again)
    hint_failed = Signal(str)

    def __init__(
        self,
        animating: Callable[[], bool],
        pace: Callable[[], str],
        parent: QObject | None = None,
    ) -> None:
        """``animating``: whether the table is still showing moves (a bot waits for
        them); ``pace``: the animation setting, which paces the bots."""
        super().__init__(parent)
        self.animating = animating
        self.pace = pace
        self.session: Session | None = None
        self.coach: Coach | None = None  # the lesson being played, if any
        self.human = 0
        # A replay is watched, not played: nobody is asked to decide and no bot moves.
        self.watching = False
        self.controlled: set[int] = {0}
        self.levels: list[str] = []  # per computer seat, from the new-game dialog
        self.person_steps: frozenset[int] = frozenset()  # a lesson's steps for the person
        self.coach_reasons: dict[int, Msg | None] = {}  # the lesson's, once worked out
        self.bots = BotRunner(self)
        self.bots.decided.connect(self._bot_answered)
        self.bots.failed.connect(self._bot_search_failed)
        self.hints = BotRunner(self)
        self.hints.decided.connect(self._hint_answered)
        self.hints.failed.connect(self.hint_failed.emit)
        self.retries = 0  # failed tries at the current bot turn
        self.bot_turn: tuple[int, int] | None = None  # (seat, actions so far) asked about
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._ask_bot)
        self._legal_cache: tuple[tuple[tuple[int, str], ...], Choices] | None = None

    # -- the deal ---------------------------------------------------------------------------

    def start(self, session: Session, levels: list[str]) -> None:
        self.session = session
        self._legal_cache = None
        state = session.state
        self.controlled = {s for s in range(state.num_players) if state.decider(s) == self.human}
        self.levels = levels
        coach = self.coach
        self.person_steps = frozenset(coach.person_steps(self.human) if coach else ())
        self.coach_reasons = {}

    @property
    def game_id(self) -> str:
        return self.session.game_id if self.session else ""

    def stop(self) -> None:
        """Forget every bot and hint on its way (the position changed under them)."""
        self.bots.cancel()
        self.hints.cancel()
        self.timer.stop()

    @property
    def busy(self) -> bool:
        """Whether a bot is about to move or thinking."""
        return self.timer.isActive() or self.bots.thinking

    def person_decides(self) -> bool:
        """Whether the decision now is the person's: a seat they play, or a decision that
        belongs to the person's whole team (Truco's answer to a call), which a partner bot
        leaves to the person."""
        if self.watching:
            return False
        return self.session is not None and self.session.state.decides(self.human)

    def my_turn(self) -> bool:
        """Whether the person is to act now in a deal still going on."""
        return (
            self.session is not None
            and not self.session.state.is_terminal
            and self.person_decides()
        )

    def legal_now(self) -> Choices:
        """The legal actions the person may take now, by what they act on (computed once
        per position)."""
        if not self.my_turn():
            return NO_CHOICES
        assert self.session is not None
        turn = tuple(self.session.actions)  # the position (a new deal drops the cache)
        if self._legal_cache is not None and self._legal_cache[0] == turn:
            return self._legal_cache[1]
        legal = choices_of(self.session.state)
        self._legal_cache = (turn, legal)
        return legal

    def has_bots(self) -> bool:
        """Whether a computer player sits at this deal (a solitaire has none)."""
        if self.session is None:
            return False
        return any(s not in self.controlled for s in range(self.session.state.num_players))

    def level_of(self, seat: int) -> str:
        """The level chosen for a computer seat in the new-game dialog (the easy level,
        which needs no search process, after the search failed twice at this turn)."""
        if self.retries >= FAILS_BEFORE_EASY:
            return "easy"
        levels = self.levels
        return levels[seat - 1] if 0 < seat <= len(levels) else DEFAULT_LEVEL

    def human_actions(self) -> int:
        """The person's decisions so far: those of the seats they play, and the team
        decisions taken for a partner (:meth:`Session.apply` marks them)."""
        if self.session is None:
            return 0
        own = sum(1 for seat, _ in self.session.actions if seat in self.controlled)
        return own + len(self.session.for_partner)

    def is_person_step(self, index: int) -> bool:
        """Whether the deal's action ``index`` was (or, in a lesson, is) the person's."""
        if self.coach is not None:
            return index in self.person_steps
        assert self.session is not None
        seat = self.session.actions[index][0]
        return seat in self.controlled or index in self.session.for_partner

    # -- bots -------------------------------------------------------------------------------

    def schedule_bot(self) -> None:
        """Ask the bot whose turn it is, after a pause the person can follow (a redraw
        never asks the same turn twice)."""
        if self.session is None or self.session.state.is_terminal or self.animating():
            return
        if self.watching:
            return
        if self.person_decides():
            return  # the person's own decision, or its team's (a partner bot defers)
        seat = self.session.state.current_player
        turn = (seat, len(self.session.actions))
        if turn == self.bot_turn and self.busy:
            return
        self.bot_turn = turn
        delay = BOT_DELAY_MS.get(self.pace(), 500)
        actions = self.session.actions
        if actions and actions[-1][0] == seat:  # the same bot goes on (receives, then attacks)
            delay //= 3
        self.timer.start(delay)

    def hold(self) -> None:
        """No bot moves until the next :meth:`schedule_bot` (the table shows something
        first: Truco's cut)."""
        self.timer.stop()
        self.bot_turn = None

    def _ask_bot(self) -> None:
        if self.session is None or self.bot_turn is None:
            return
        seat, count = self.bot_turn
        state = self.session.state
        if state.current_player != seat or len(self.session.actions) != count:
            return
        turn = self.coach.turn(count, state) if self.coach is not None else None
        if turn is not None and turn.seat == seat:  # a lesson's bot plays as written
            self._bot_answered(Decision(turn.action, self.coach_reason(count), turn.talk))
            return
        signs = self.table_signs()
        self.bots.ask(self.game_id, self.level_of(seat), state, turn_seed(count, seat), None, signs)

    # -- signs between partners -------------------------------------------------------------

    def table_signs(self) -> tuple[Sign, ...]:
        """The signs shown at the table now: the person's (as the session keeps them) and
        each computer seat's own, from its view.  Whoever asks a bot hands it all of
        them: the bot reads only its partners' (the rules core keeps the other side's
        from it)."""
        if self.session is None:
            return ()
        state = self.session.state
        computers = [s for s in range(state.num_players) if s not in self.controlled]
        return self.session.signs_now() + bot_signs(state, computers)

    def signs_open(self) -> tuple[str, ...]:
        """The signs the person may show a computer partner now (none without one)."""
        session = self.session
        if session is None or session.state.is_terminal or self.watching:
            return ()
        state = session.state
        partners = [
            s
            for team in state.teams
            if self.human in team
            for s in team
            if s != self.human and s not in self.controlled
        ]
        return state.signs_open(self.human) if partners else ()

    def show_sign(self, word: str | None) -> Sign | None:
        """The person shows their partners the sign ``word`` (None: withdraws it).  A
        partner bot already asked about its decision is asked again, so that it reads the
        sign."""
        assert self.session is not None
        sign = self.session.show_sign(self.human, word)
        turn = self.bot_turn
        if turn is not None and self.busy and self._partner(turn[0]):
            self.bots.cancel()
            self.timer.stop()
            self.bot_turn = None
            self.schedule_bot()
        return sign

    def sign_now(self) -> Sign | None:
        """The person's sign that holds now."""
        if self.session is None:
            return None
        return next((s for s in self.session.signs_now() if s.seat == self.human), None)

    def _partner(self, seat: int) -> bool:
        if self.session is None or seat == self.human:
            return False
        return any(seat in team and self.human in team for team in self.session.state.teams)

    def _bot_answered(self, decision: Decision) -> None:
        if self.session is None or self.bot_turn is None:
            return
        seat, count = self.bot_turn
        if self.session.state.current_player != seat or len(self.session.actions) != count:
            return  # the table moved on (undo, new game) while the bot thought
        self.bot_turn = None
        self.retries = 0
        self.bot_decided.emit(seat, decision)

    def _bot_search_failed(self, error: str) -> None:
        """A bot's search failed (its process died): said, and asked again."""
        self.retries += 1
        self.bot_turn = None
        self.bot_failed.emit(error)
        self.schedule_bot()

    # -- hints and the lesson ---------------------------------------------------------------

    def ask_hint(self, level: str) -> None:
        """Ask the hint bot of ``level`` for the person's decision now (from the
        person's view, also when the decision is their team's)."""
        if not self.my_turn():
            return
        assert self.session is not None
        state = self.session.state
        viewer = None if state.current_player in self.controlled else self.human
        seed = len(self.session.actions)
        signs = self.table_signs()
        self.hints.ask(self.game_id, level, state, seed, viewer, signs)

    def _hint_answered(self, decision: Decision) -> None:
        if self.my_turn():
            self.hint_ready.emit(decision)

    def coach_reason(self, done: int) -> Msg | None:
        """Why the lesson's next step is played, in the heuristic bot's own words."""
        if self.coach is None or self.session is None:
            return None
        return self.coach.reason(self.session.state, done)

    def lesson_reason(self, done: int) -> Msg | None:
        """The lesson's reason for step ``done``, worked out once."""
        if done not in self.coach_reasons:
            self.coach_reasons[done] = self.coach_reason(done)
        return self.coach_reasons[done]

    def lesson_step(self) -> Decision | None:
        """On the person's step of a lesson, that step (to point at)."""
        if self.coach is None or self.session is None or not self.my_turn():
            return None
        turn = self.coach.turn(len(self.session.actions), self.session.state)
        return Decision(turn.action) if turn is not None else None

    def expected_step(self) -> tuple[int, str] | None:
        """The lesson's next entry, (seat, action), while a lesson is being played."""
        if self.coach is None or self.session is None:
            return None
        actions = self.coach.lesson.record.actions
        done = len(self.session.actions)
        return actions[done] if done < len(actions) else None

    def off_lesson(self, action: str) -> str | None:
        """The lesson's step when the person's ``action`` is not it (None when it is, and
        when the rules refuse ``action`` anyway: their reason is the one to read)."""
        expected = self.expected_step()
        if expected is None or expected[1] == action or self.session is None:
            return None
        if self.session.state.explain_illegal(action) is not None:
            return None
        return expected[1]

    # -- undo -------------------------------------------------------------------------------

    def undo_target(self) -> int:
        """How many actions remain after an undo: back to the person's last decision."""
        assert self.session is not None
        state = self.session.record().new_state()
        decisions = [0]  # the person's decisions so far, by the number of actions before them
        for index, (seat, action) in enumerate(self.session.actions):
            if state.decides(self.human) and index > 0:
                decisions.append(index)
            state.apply(action, seat)
        return decisions[-1]

    def rewind(self, target: int) -> str:
        """Set the deal back to its first ``target`` actions; the first action undone."""
        assert self.session is not None
        undone = self.session.actions[target][1]
        while len(self.session.actions) > target:
            self.session.undo()
        return undone

    def selection_of(self, action: str) -> list[int] | None:
        """The pieces of a choice of several (to show chosen again after an undo)."""
        if self.session is None or not self.legal_now().sets:
            return None
        state = self.session.state
        try:
            action_id = state.action_id(action)
        except IllegalAction:
            return None
        if state.game.actions.selects(action_id):
            return list(state.action_pieces(action_id))
        return None


__all__ = ["BOT_DELAY_MS", "TurnController"]
