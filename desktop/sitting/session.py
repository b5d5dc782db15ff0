"""One deal being played in the app: the state, its action history and undo/redo.

Undo is record truncation: the deal is replayed from its start without the
last action.  Replays are cheap (a deal is at most a few hundred actions) and
this can never disagree with the rules, unlike hand-written inverse moves.

Signs a person shows a partner (:mod:`rules_core.signs`) are no actions and stay out of
the record: the session keeps them beside it, each with the number of actions played
when it was shown.  A sign holds from there on until it is changed; undo takes back the
signs shown after the position it returns to (redo brings them back with their moves),
a new move after an undo drops them for good, and a restarted or resumed deal starts
with none.

A new deal is committed to before its first move (rules_core.fairness): a secret salt
and the deal's fingerprint.  Restarting the deal or undoing keeps both (the deal is the
same).  A record carries the fingerprint; the salt only once the deal is over, or in the
app's own autosave (``record(autosave=True)``), so the deal can still be verified after
a restart of the app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules_core.fairness import Fairness, commit, verify
from rules_core.game import BadDeal, Event, State
from rules_core.match import Match
from rules_core.messages import Msg
from rules_core.record import MAX_SEED, Record, record_of, replay
from rules_core.registry import get_game
from rules_core.signs import Sign

if TYPE_CHECKING:  # the bots' code loads after the first paint
    from rules_core.ai.review import Verdict


class Session:
    def __init__(
        self,
        game_id: str,
        number: int,
        options: dict[str, Any] | None = None,
        deal: dict[str, Any] | None = None,
        *,
        dealer: int = 0,
        context: dict[str, Any] | None = None,
        variant: str | None = None,
        commit_deal: bool = True,
    ) -> None:
        """A new deal: dealt by ``number`` (the deal number, its seed) or laid out by
        ``deal``, and committed to (``commit_deal``; ``from_record`` takes the record's
        commitment instead)."""
        if not 0 <= number < MAX_SEED:  # a record could not carry it: never deal it
            raise BadDeal(f"a deal number must be from 0 to {MAX_SEED - 1}")
        self.game_id = game_id
        self.number = number
        # The seed the record names: the deal number, none for an explicit layout (a
        # seed written beside a layout it does not deal would never verify).
        self.seed: int | None = number if deal is None else None
        self.options = dict(options or {})
        self.dealer = dealer
        self.context = dict(context or {})
        self.variant = variant
        self._deal = deal
        self.actions: list[tuple[int, str]] = []
        self.redo_stack: list[tuple[int, str]] = []
        self.for_partner: set[int] = set()  # actions the person took for a partner seat
        # Signs shown (see the module): (actions played then, seat, sign; None: withdrawn).
        self.sign_log: list[tuple[int, int, Sign | None]] = []
        self.state = self._fresh_state()
        self.booked = False  # counted in the session's match statistics already
        # Undo went back past pieces the person had seen: practice, counted nowhere.
        self.practice = False
        self.booked_key: str | None = None  # the statistics' key of its booked line
        # Each bot move (by index): the bot's own reason, from its own view — shown only
        # once the deal is over (W, "What the bots knew").
        self.reasons: dict[int, Msg] = {}
        # The hints the person was given (by the index of the decision they were for):
        # the review never grades a hint's own move below the hint's level's best.
        self.hints: dict[int, str] = {}
        # The review's verdicts on the person's decisions, by index, once it was asked for.
        self.verdicts: dict[int, Verdict] = {}
        self.fairness: Fairness | None = None
        if commit_deal:
            self.fairness = commit(
                self.state,
                seed=self.seed,
                options=self.options,
                variant=self.variant,
                dealer=self.dealer,
                context=self.context,
            )

    @classmethod
    def from_record(cls, record: Record) -> Session:
        """Resume a saved game (raises BadRecord / IllegalRecordAction on a broken file).
        The record's commitment comes along: with its salt only if it verifies (a
        fingerprint that is not this deal's is dropped), without one as it stands (it
        cannot be checked yet).  A record without one gets none: it was not shown
        before the deal's first move."""
        state, _ = replay(record)
        session = cls(
            record.game,
            record.seed or 0,
            record.options,
            deal=record.deal,
            dealer=record.dealer,
            context=record.context,
            variant=record.variant,
            commit_deal=False,
        )
        session.seed = record.seed
        session.actions = list(record.actions)
        session.state = state
        session.practice = record.practice
        fairness = record.fairness
        if fairness is not None and fairness.salt is not None and not verify(record)["verified"]:
            fairness = None
        session.fairness = fairness
        return session

    @property
    def fingerprint(self) -> str | None:
        """The deal's full fingerprint (64 hex digits), None for a deal without one."""
        return self.fairness.fingerprint if self.fairness is not None else None

    @property
    def short_fingerprint(self) -> str | None:
        """The fingerprint as shown to people: "3f9a 0c1d 77e2 51b0"."""
        return self.fairness.short if self.fairness is not None else None

    def match(self) -> Match:
        """The match this deal belongs to, rebuilt from its context (totals so far,
        completed deals, what the game carries between deals)."""
        return Match.resumed(self.game_id, self.options, self.dealer, self.context, self.variant)

    def _fresh_state(self) -> State:
        return get_game(self.game_id).new_deal(
            variant=self.variant,
            options=self.options,
            seed=self.number,
            deal=self._deal,
            dealer=self.dealer,
            context=self.context,
        )

    def apply(self, action: str) -> list[Event]:
        """Apply the current player's action (IllegalAction leaves everything as it was)."""
        player = self.state.current_player
        events = self.state.apply(action, player)
        self._branch()
        self.actions.append((player, action))
        self.redo_stack.clear()
        return events

    def _branch(self) -> None:
        """The deal goes on from here another way: the signs of the moves undone go."""
        done = len(self.actions)
        self.sign_log = [entry for entry in self.sign_log if entry[0] <= done]

    def show_sign(self, seat: int, word: str | None) -> Sign | None:
        """``seat`` shows its partners the sign ``word`` now (None: withdraws its sign);
        ValueError where it may not show it.  The sign, as it holds from now on."""
        sign = self.state.sign(seat, word) if word is not None else None
        self._branch()
        done = len(self.actions)
        self.sign_log = [e for e in self.sign_log if not (e[0] == done and e[1] == seat)]
        self.sign_log.append((done, seat, sign))
        return sign

    def signs_now(self) -> tuple[Sign, ...]:
        """The signs that hold at this point of the deal, one a seat at most."""
        done = len(self.actions)
        last: dict[int, Sign | None] = {}
        for at, seat, sign in self.sign_log:
            if at <= done:
                last[seat] = sign
        return tuple(sign for _, sign in sorted(last.items()) if sign is not None)

    def say(self, text: str, seat: int) -> None:
        """Table talk by ``seat`` (the co-op game): recorded, never changing the deal."""
        self.state.apply(text, seat)
        self._branch()
        self.actions.append((seat, text))
        self.redo_stack.clear()

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> None:
        if not self.actions:
            return
        self.redo_stack.append(self.actions.pop())
        self.for_partner.discard(len(self.actions))
        done = len(self.actions)  # reasons of the moves undone, hints for positions gone
        self.reasons = {i: why for i, why in self.reasons.items() if i < done}
        self.hints = {i: hint for i, hint in self.hints.items() if i <= done}
        self.verdicts = {i: v for i, v in self.verdicts.items() if i < done}
        self._rebuild()

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            return []
        player, action = self.redo_stack.pop()
        events = self.state.apply(action, player)
        self.actions.append((player, action))
        return events

    def restart(self) -> None:
        self.actions.clear()
        self.for_partner.clear()
        self.sign_log.clear()
        self.reasons.clear()
        self.hints.clear()
        self.verdicts.clear()
        self.redo_stack.clear()
        self.state = self._fresh_state()

    def _rebuild(self) -> None:
        state = self._fresh_state()
        for player, action in self.actions:
            state.apply(action, player)
        self.state = state

    def record(self, *, autosave: bool = False) -> Record:
        """The deal's record with its fingerprint; the salt too once the deal is over,
        or for the app's own ``autosave`` (to verify the deal after a restart)."""
        fairness = self.fairness
        if fairness is not None and not (autosave or self.state.is_terminal):
            fairness = fairness.without_salt()
        return record_of(
            self.state,
            self.actions,
            seed=self.seed,
            options=dict(self.options),
            dealer=self.dealer,
            context=dict(self.context),
            variant=self.variant,
            fairness=fairness,
            practice=self.practice,
        )
