"""The table keeps faith: every line the table says to the person during a deal names no
piece the person's knowledge does not hold and says nothing of another seat's private
reasons — over every registered game and variant, with bots at every level and a hint
asked at every one of the person's turns."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable

import pytest
from helpers import game_cases

from rules_core.ai import heuristic_bot
from rules_core.ai import levels as ai_levels
from rules_core.ai.search import decide
from rules_core.events import shown_pieces
from rules_core.knowledge import Knowledge
from rules_core.messages import LANGUAGES, Msg
from rules_core.narration import Line, Narrator
from rules_core.registry import get_game

PERSON = 0
CASES = game_cases()
NAMES = ["You", *(f"Bot {n}" for n in range(1, 8))]


def keys_in(msg: Msg) -> set[str]:
    """Every catalogue key a message is made of."""
    found = {msg.key}
    for value in msg.params.values():
        items = value if isinstance(value, (list, tuple)) else (value,)
        for item in items:
            if isinstance(item, Msg):
                found |= keys_in(item)
    return found


def label_of(kind, face: int, lang: str) -> str:
    """The label of ``face``, "" for a number that is no face of the kind."""
    try:
        kind.text(face)
        return kind.label(face, lang)
    except (ValueError, IndexError, KeyError):
        return ""


def label_pattern(kind_name: str, faces: Iterable[int], lang: str) -> re.Pattern[str] | None:
    """A pattern finding the labels of ``faces`` in a text (for texts that are no message)."""
    from rules_core.piece_kinds import kind_named

    kind = kind_named(kind_name)
    labels = sorted({label for f in faces if (label := label_of(kind, f, lang))}, key=len)[::-1]
    if not labels or not kind.names_pieces:
        return None
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, labels)) + r")(?![\w-])")


class Witness:
    """Plays one deal with the person following hints, and checks every line said."""

    def __init__(self, game_id: str, variant: str | None, seed: int, level: str) -> None:
        self.state = get_game(game_id).new_deal(variant=variant, seed=seed)
        self.pieces = self.state.game.pieces.name
        self.narrator = Narrator(self.state, PERSON)
        self.level = level
        self.bot = heuristic_bot(game_id) if level == "hint" else ai_levels.bot_for(game_id, level)
        self.hinter = heuristic_bot(game_id)
        self.private: set[str] = set()  # the keys of the bots' reasons seen so far
        self.problems: list[str] = []
        self.rng = random.Random(seed)
        self.checked = 0

    def check(self, lines: Iterable[Line], knowledge: Knowledge) -> None:
        for line in lines:
            self.checked += 1
            unknown = knowledge.unknown(line.msg)
            text = line.text("en", NAMES)
            if unknown:
                self.problems.append(f"names unseen pieces {sorted(unknown)}: {text}")
            if line.kind != "hint" and keys_in(line.msg) & self.private:
                self.problems.append(f"tells a bot's private reason: {text}")
            for lang in LANGUAGES:
                words = line.text(lang, NAMES)
                if "{" in words or not words.strip():
                    self.problems.append(f"garbled ({lang}): {words!r}")

    def play(self) -> None:
        state, narrator = self.state, self.narrator
        self.check(narrator.lines, narrator.knowledge)
        index = 0
        while not state.is_terminal:
            seat = state.current_player
            if state.decides(PERSON):
                hint = decide(self.hinter, state, random.Random(index), PERSON)
                self.check([narrator.hint(hint)], narrator.knowledge)
                decision = hint
            else:
                decision = decide(self.bot, state, random.Random(index))
                if decision.why is not None:
                    self.private.add(decision.why.key)
            for words in decision.say:
                events = state.apply(words, seat)
                self.check(narrator.moved(state, seat, words, events, index), narrator.knowledge)
                index += 1
            events = state.apply(decision.action, seat)
            self.check(
                narrator.moved(state, seat, decision.action, events, index), narrator.knowledge
            )
            index += 1
            # W during the deal: the moves since the person's last one, as they were seen.
            self.check(narrator.since_person(), narrator.knowledge)
            self.check(self.status_lines(), narrator.knowledge)

    def status_lines(self) -> list[Line]:
        """The words beside the pieces: the centre line, every seat's line, the piles'."""
        status = self.state.status(PERSON)
        msgs = [status.centre, status.prompt, *status.aside.values()]
        msgs += [msg for seat in status.seats for msg in seat]
        return [Line("notice", msg) for msg in msgs if msg is not None]


@pytest.fixture
def small_budgets(monkeypatch):
    """The search levels on a budget a test can afford, still reading the others' play and
    solving small endings: their reasons take the same form."""
    for level, budget in list(ai_levels.BUDGETS.items()):
        small = dataclasses.replace(
            budget,
            worlds=2,
            seconds=0.01,
            inference=min(budget.inference, 2),
            endgame=min(budget.endgame, 50),
            share=False,
        )
        monkeypatch.setitem(ai_levels.BUDGETS, level, small)


@pytest.mark.parametrize(("game_id", "variant"), CASES)
@pytest.mark.parametrize("level", ai_levels.LEVELS)
def test_every_line_keeps_to_what_the_person_may_know(game_id, variant, level, small_budgets):
    seeds = range(1, 4) if level == "easy" else (7,)
    checked = 0
    for seed in seeds:
        witness = Witness(game_id, variant, seed, level)
        witness.play()
        assert not witness.problems, (seed, witness.problems[:5])
        checked += witness.checked
    assert checked > 10


def hidden_from(state, seat: int) -> set[int]:
    """The cards lying face down in this deal's tricks that ``seat`` cannot see (read from
    each card's owner's view, which shows it its own card)."""
    view = state.view(seat)
    owners = {}
    hidden = set()
    for number, result in enumerate(view.tricks):
        for index, play in enumerate(result.plays):
            if play.card < 0:
                owner = owners.setdefault(play.seat, state.view(play.seat))
                if number < len(owner.tricks):
                    hidden.add(owner.tricks[number].plays[index].card)
    for index, play in enumerate(view.trick):
        if play.card < 0:
            owner = owners.setdefault(play.seat, state.view(play.seat))
            hidden.add(owner.trick[index].card)
    return {card for card in hidden if card >= 0}


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_no_event_names_a_card_played_face_down(game_id, variant):
    """Events are what everyone at the table sees happen: a card played face down (Truco,
    Allmighty) is never in one — not in its play, its trick, or where the trick's cards go."""
    for seed in (1, 2, 3):
        state = get_game(game_id).new_deal(variant=variant, seed=seed)
        bot = heuristic_bot(game_id)
        step = 0
        while not state.is_terminal:
            seat = state.current_player
            decision = decide(bot, state, random.Random(step))
            for action in (*decision.say, decision.action):
                events = state.apply(action, seat)
                secret = set().union(*(hidden_from(state, s) for s in range(state.num_players)))
                shown = {card for event in events for card in shown_pieces(event)}
                assert not shown & secret, (seed, action, sorted(shown & secret))
            step += 1
