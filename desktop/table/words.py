"""Everything a table says, in the language shown: the seats' names and lines, the centre
line and the lines under piles, the prompt in the bar, the table's log (each move as the
person saw it, which a screen reader hears in the same order), the bots' moves and
reasons (the W key) and a lesson's panel.

The words come from the rules core (status, narrator, reasons); this presenter only
chooses which to say and puts them together.  It needs no scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from rules_core.ai import Decision, heuristic_bot
from rules_core.events import Event, TrickWon
from rules_core.fairness import announced
from rules_core.messages import Msg, render_action
from rules_core.narration import Line, LineKind, Narrator, trick_words
from rules_core.view import Status

from .turns import TurnController

SENTENCE_GAP = {"en": " ", "ja": ""}  # Japanese sentences follow 。 without a space

PileLine = Callable[[str, Status], "str | None"]
"""A game's own line under a pile (None: the rules' words for it)."""


class TableWords(QObject):
    """The words of one table.  ``announce`` has a screen reader say a line."""

    logged = Signal()  # the log grew

    def __init__(self, turns: TurnController, announce: Callable[[str], None], lang: str) -> None:
        super().__init__(turns)
        self.turns = turns
        self.announce = announce
        self.lang = lang
        self.narrator: Narrator | None = None  # the table's words this deal (its log)
        self.explaining = False  # the bots' moves and reasons are shown (the W key)
        self.pile_extra: PileLine | None = None  # a game's own line under a pile
        # The seat called "You" when it is not the one the table shows (a replay seen
        # from another seat); None: the table's own.
        self.person: int | None = None
        self.person_name: str | None = None  # the person's seat's name, when not "You"

    # -- names ------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        if seat == (self.turns.human if self.person is None else self.person):
            return self.person_name or self.tr("You")
        session = self.turns.session
        role = session.state.seat_role(seat) if session is not None else None
        return role.text(self.lang) if role is not None else self.tr("Bot {n}").format(n=seat)

    def seat_names(self) -> list[str]:
        session = self.turns.session
        count = session.state.num_players if session is not None else 0
        return [self.seat_name(seat) for seat in range(count)]

    def words(self, msg: Msg) -> str:
        return msg.text(self.lang, self.seat_names())

    def deal_word(self, count: int = 1) -> str:
        """What the game on the table calls a deal (a game, a hand)."""
        session = self.turns.session
        if session is None:
            return self.tr("deal")
        return session.state.game.deal_word(self.lang, count)

    def action_words(self, action: str) -> str:
        session = self.turns.session
        assert session is not None
        return render_action(action, self.lang, session.state.game.pieces.name)

    def partnerships(self) -> tuple[tuple[int, ...], ...]:
        """The sides when partners play together (empty when everyone plays alone, or all
        together as in a co-op game)."""
        session = self.turns.session
        if session is None:
            return ()
        teams = session.state.teams
        return teams if len(teams) > 1 and any(len(team) > 1 for team in teams) else ()

    def side_of(self, seat: int) -> int | None:
        """Which side a seat is on in a partnership game, the person's side first (0)."""
        human = self.turns.human
        teams = self.partnerships()
        mine = next((t for t in teams if human in t), None)
        order = sorted(teams, key=lambda team: team != mine)
        return next((index for index, team in enumerate(order) if seat in team), None)

    def teammate(self, seat: int) -> bool:
        human = self.turns.human
        return any(seat in team and human in team for team in self.partnerships())

    # -- the lines on the table -------------------------------------------------------------

    def status(self) -> Status:
        """The rules' words for this table: the prompt, the centre line, seat lines."""
        session = self.turns.session
        assert session is not None
        return session.state.status(self.turns.human)

    def seat_line(self, seat: int, status: Status | None = None) -> str:
        """A seat's name and the rules' words for it (``status``: the rules' words now,
        when the caller has them already)."""
        parts = [self.seat_name(seat)]
        partner = seat != self.turns.human and self.teammate(seat)
        if partner:
            parts.append(self.tr("partner"))
        lines = (status or self.status()).seats
        if seat < len(lines):
            parts += [self.words(m) for m in lines[seat]]
        gesture = self.gesture_of(seat) if partner and seat not in self.turns.controlled else None
        if gesture is not None:
            parts.append(self.words(gesture))
        return " · ".join(parts)

    def gesture_of(self, seat: int) -> Msg | None:
        """What a partner bot shows the person while the person decides (a sign agreed in
        advance, from the bot's own view: the same sign it shows a computer partner),
        else None."""
        session = self.turns.session
        if session is None or not self.turns.my_turn():
            return None
        state = session.state
        if not state.game.signs:
            return None
        try:
            bot = heuristic_bot(self.turns.game_id)
        except KeyError:
            return None
        return bot.gesture(state.view(seat))

    def centre_line(self, status: Status | None = None) -> str:
        centre = (status or self.status()).centre
        return self.words(centre) if centre is not None else ""

    def pile_line(self, key: str, status: Status | None = None) -> str:
        """The line under a pile: a game's own (the co-op game's memory aid), else the
        rules' ``aside`` words for it."""
        status = status or self.status()
        if self.pile_extra is not None:
            extra = self.pile_extra(key, status)
            if extra is not None:
                return extra
        line = status.aside.get(key)
        return self.words(line) if line is not None else ""

    def trick_line(self, event: TrickWon) -> str:
        """Who took the trick and why, in the rules' words (as the log says it)."""
        return self.words(trick_words(event))

    def instructions(self, selected: Sequence[int] = ()) -> str:
        """The prompt in the bar: the verdict once the deal is over, else what to do now
        (with a note on the pieces chosen so far), or who is thinking."""
        session = self.turns.session
        if session is None:
            return ""
        state = session.state
        prompt = self.status().prompt
        if state.is_terminal:  # the verdict first (the end panel may have been closed)
            headline = state.summary(self.turns.human).headline
            rest = self.words(prompt or Msg("deal_over"))
            if headline is None or self.words(headline) == rest:
                return rest
            return two_sentences(self.words(headline), rest, self.lang)
        if self.turns.watching:  # a replay: whose decision comes next, nobody asked
            seat = state.current_player
            mine = seat == (self.turns.human if self.person is None else self.person)
            if mine and self.person_name is None:
                return self.tr("Your decision next.")
            return self.tr("{who} decides next.").format(who=self.seat_name(seat))
        if prompt is not None:
            sentences = [prompt]
            sets = self.turns.legal_now().sets
            note = state.selection_note(list(selected)) if sets else None
            sentences += [note] if note is not None else []
            return SENTENCE_GAP.get(self.lang, " ").join(self.words(m) for m in sentences)
        return self.tr("{who} is thinking…").format(who=self.seat_name(state.current_player))

    # -- the log ----------------------------------------------------------------------------

    def begin_log(self) -> None:
        """A new log for the deal on the table: its narrator follows the deal from its
        first state (a resumed deal's moves so far are told again, as they were seen)."""
        session = self.turns.session
        if session is None:
            self.narrator = None
            return
        state = session.record().new_state()
        person = self.turns.human
        narrator = Narrator(state, person)
        if session.fairness is not None and self.turns.coach is None:
            narrator.lines.insert(0, Line("notice", announced(session.fairness)))
        for index, (seat, action) in enumerate(session.actions):
            by = person if index in session.for_partner else None
            narrator.moved(state, seat, action, state.apply(action, seat), index, by)
        self.narrator = narrator
        self.announce_lines(narrator.lines[-1:])
        self.logged.emit()

    def narrate(
        self, seat: int, action: str, events: list[Event], by: int | None = None
    ) -> list[Line]:
        """Tell the log what ``seat``'s ``action`` did, as the person saw it (``by``: the
        person, deciding for a partner); the lines, for a screen reader to hear once the
        moves are shown."""
        session = self.turns.session
        if self.narrator is None or session is None:
            return []
        index = len(session.actions) - 1
        lines = self.narrator.moved(session.state, seat, action, events, index, by)
        self.logged.emit()
        return lines

    def resync(self, why: Msg | None) -> None:
        """The deal was set back: the log says so, and whose turn it is now."""
        session = self.turns.session
        if self.narrator is not None and session is not None:
            self.announce_lines(self.narrator.resync(session.state, why))
            self.logged.emit()

    def tell(self, kind: LineKind, msg: Msg, seat: int = -1) -> str:
        """A line of the table's own (a hint, a refusal) into the log; its words now."""
        if self.narrator is None:
            return msg.text(self.lang, self.seat_names())
        line = self.narrator.add(kind, msg, seat)
        self.logged.emit()
        words = line.text(self.lang, self.seat_names())
        self.announce(words)
        return words

    def note(self, words: str) -> None:
        """Words of the table's own that name no piece ("Wait for your turn") into the log."""
        if self.narrator is not None:
            self.narrator.add("notice", Msg("said_text", {"text": words}))
            self.logged.emit()
        self.announce(words)

    def log_lines(self) -> list[str]:
        """Everything the table said this deal, oldest first, in the language shown."""
        if self.narrator is None:
            return []
        names = self.seat_names()
        return [line.text(self.lang, names) for line in self.narrator.lines]

    def announce_lines(self, lines: list[Line]) -> None:
        names = self.seat_names()
        for line in lines:
            self.announce(line.text(self.lang, names))

    def call_line(self) -> str | None:
        """A call just said aloud (an ask, a truco, an answer) as the log has it: "Bot 1:
        Truco!", "You (for Bot 2): Accept"."""
        session = self.turns.session
        if session is None or self.narrator is None:
            return None
        index = len(session.actions) - 1
        said = [line for line in self.narrator.lines if line.index == index and line.kind == "move"]
        return self.words(said[-1].msg) if said else None

    # -- why: the bots' reasons, and the lessons --------------------------------------------

    def bot_lines(self) -> list[str]:
        """The moves made since the person's last one, oldest first (a lesson's note where
        it has one).  During a deal each is said as the person saw it, with the tricks it
        settled: a bot's reasons come from its own hand and stay its own.  Once the deal is
        over, each bot move comes with the bot's reason in its own words."""
        session, coach = self.turns.session, self.turns.coach
        if session is None or self.narrator is None:
            return []
        over = session.state.is_terminal
        pieces = session.state.game.pieces.name
        lines: list[str] = []
        for line in self.narrator.since_person(("move", "talk", "trick")):
            note = coach.note(line.index, self.lang) if coach is not None else ""
            if note and line.kind == "move":
                lines.append(note)
                continue
            why = session.reasons.get(line.index) if over and line.kind == "move" else None
            if why is not None:
                action = session.actions[line.index][1]
                lines.append(self.words(Decision(action, why).reason_line(line.seat, pieces)))
            else:
                lines.append(self.words(line.msg))
        return lines

    def coach_words(self) -> str:
        """The panel above the bar: a lesson's introduction until the person's first step,
        what the bots did and why, then the lesson's note and the step to take (or its last
        words); outside a lesson, the bots' moves when asked for (W)."""
        coach, session = self.turns.coach, self.turns.session
        if session is None or (coach is None and not self.explaining):
            return ""
        lines = self.bot_lines()
        if coach is None:
            if not session.state.is_terminal and self.turns.has_bots():
                lines.append(
                    self.tr("(Each computer player's reasons are its own until the deal is over.)")
                )
            return "\n".join(lines)
        lines = lines[-4:]
        done = len(session.actions)
        state = session.state
        if not any(i < done for i in self.turns.person_steps):
            lines.insert(0, coach.text(coach.lesson.intro, self.lang))
        if state.is_terminal:
            lines.append(coach.text(coach.lesson.outro, self.lang))
        elif self.turns.my_turn():
            turn = coach.turn(done, state)
            if turn is not None:
                notes = [coach.note(i, self.lang) for i in range(done, turn.index + 1)]
                lines += [note for note in notes if note]
                pieces = state.game.pieces.name
                step = Decision(turn.action, self.turns.lesson_reason(done)).step_line(pieces)
                lines.append(self.words(step))
        return "\n".join(lines)

    def off_lesson(self, action: str) -> str:
        """Why the lesson refuses the person's ``action`` ("" when it is the step, or when
        the rules refuse it anyway: their reason is the one to read)."""
        expected = self.turns.off_lesson(action)
        if expected is None:
            return ""
        return self.tr("This lesson goes another way: {action}. The highlight shows it.").format(
            action=self.action_words(expected)
        )


def two_sentences(first: str, then: str, lang: str) -> str:
    """Two sentences one after the other: the first closed with a full stop if it has
    none ("Your team 6 – the other team 0. The hand is over.")."""
    stop = "。" if lang == "ja" else "."
    closed = first if first.endswith((".", "!", "?", "。", "！", "？")) else first + stop
    return closed + SENTENCE_GAP.get(lang, " ") + then


__all__ = ["SENTENCE_GAP", "TableWords", "two_sentences"]
