"""Message parameters that say what they are (issue 29, "a typed contract"): every game's
messages hand the renderer a piece, pieces, a suit, its mark, a seat or an action as a
typed value that renders itself by its piece kind, never a plain number or string the
renderer would have to read by the parameter's name."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator

import pytest
from helpers import game_cases

from rules_core.ai import heuristic_bot
from rules_core.cards import MarkWord, RankWord, SuitWord
from rules_core.game import State
from rules_core.messages import VOICES, Msg, Param, Seat, catalogue_entry
from rules_core.narration import Narrator
from rules_core.pieces import ActionWords, PieceKind, PiecesWord, PieceWord
from rules_core.registry import all_games, get_game

NAMES = {
    "en": ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4"],
    "ja": ["あなた", "ボット 1", "ボット 2", "ボット 3", "ボット 4"],
}
# Two pieces of each kind, to fill a template's piece fields.
SAMPLE_PIECES = {
    "french": ("QH", "7C"),
    "tiengow": ("6-5", "4-2"),
    "domino": ("6-3", "2-2"),
    "karuta": ("BOZU", "JITO"),
}
PRONOUNS = {"I", "me", "my", "My", "mine", "am", "noun", "nouns"}
GAMES = sorted(game.id for game in all_games())
# Made by the shared game base (rules_core/game.py, State.why_illegal and check_turn), which
# still passes a plain action string and plain seats: to go once it passes ActionWords and
# Seat, and with them the renderer's reading by name.
NOT_YET_TYPED: set[str] = set()  # every message of the core says what its parameters are


def piece_like(name: str) -> bool:
    """Whether a parameter named ``name`` holds pieces, a suit, a seat or an action: the
    names the renderer once read by name."""
    return name in ("card", "cards", "suit", "mark", "rank", "who", "action") or name.endswith(
        ("_card", "_cards", "_who", "_action")
    )


def fields(template: str) -> set[str]:
    """The parameters a template reads (an inline plural reads its count)."""
    flat = re.sub(r"\{(\w+)\|[^{}|]*\|[^{}|]*\}", r"{\1}", template)
    names = {f for _, f, _, _ in string.Formatter().parse(flat) if f}
    return {re.split(r"[.!\[]", f)[0] for f in names} - PRONOUNS


def typed_sample(kind: PieceKind, name: str, number: int) -> object:
    """A typed value for a field called ``name`` (a count: ``number``)."""
    pieces = [kind.parse(text) for text in SAMPLE_PIECES[kind.name]]
    if name == "who" or name.endswith("_who"):
        return Seat(1 if name == "who" else 2)
    if name.endswith("cards"):
        return PiecesWord(kind, tuple(pieces[:number]))
    if name.endswith("card"):
        return PieceWord(kind, pieces[0])
    if name == "suit":
        return SuitWord(2)
    if name == "mark":
        return MarkWord(2)
    if name == "rank":
        return RankWord(12)
    if name == "action":
        return ActionWords(kind, "pass")
    return number


@pytest.mark.parametrize("game_id", GAMES)
def test_every_template_of_a_game_renders_its_typed_parameters_by_their_kind(game_id: str) -> None:
    """Each template of the game, with typed values in its piece, suit, seat and action
    fields, in both languages, both voices, with and without seat names: every typed value
    is said in the text as it says itself, and nothing is left unfilled."""
    game = get_game(game_id)
    kind = game.pieces
    problems = []
    checked = 0
    for key, templates in game.messages.items():
        if key.startswith("verb_"):  # action words: said through ActionWords
            continue
        names = set().union(*(fields(t) for t in templates.values()))
        for number in (1, 2):
            params = {name: typed_sample(kind, name, number) for name in names}
            msg = Msg(key, params, kind.name)
            for lang in ("en", "ja"):
                template = templates.get(lang) or templates["en"]
                if number == 1 and "n" in params:
                    template = templates.get(f"{lang}_one", template)
                for voice in VOICES:
                    for seats in (None, NAMES[lang]):
                        text = msg.text(lang, seats, voice)
                        checked += 1
                        if "{" in text or "}" in text or "None" in text:
                            problems.append(f"{key} [{lang}] unfilled: {text}")
                        for name in fields(template) & params.keys():
                            value = params[name]
                            if not isinstance(value, Param):
                                continue
                            said = value.render(lang, seats, voice)
                            if said not in text:
                                problems.append(f"{key} [{lang}] {name}={said!r} not in {text!r}")
    assert checked and problems == []


def messages_of(value: object) -> Iterator[Msg]:
    """Every message in ``value`` (a message, a status, a summary, a sequence of them),
    and the messages they hold, however deep."""
    if isinstance(value, Msg):
        yield value
        for param in value.params.values():
            yield from messages_of(param)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from messages_of(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from messages_of(item)


def said_in_a_deal(game_id: str, variant: str | None, seed: int) -> Iterator[Msg]:
    """Everything a deal says, played to its end at random: each seat's status and view in
    words, the refusals of every action not allowed, the events' reasons, the narrator's
    lines, the bots' reasons and hints, and the end-of-deal summary."""
    game = get_game(game_id)
    state = game.new_deal(variant=variant, seed=seed)
    rng = random.Random(seed)
    narrator = Narrator(state.clone(), 0)
    bot = heuristic_bot(game_id)
    yield from messages_of(game.match_rule(game.resolve_options(None)))
    step = 0
    while True:
        yield from said_now(state, step)
        if state.is_terminal:
            return
        seat = state.current_player
        view = state.view(seat)
        decision = bot.choose(view, state.legal(), random.Random(seed + step))
        yield from messages_of(
            [decision.hint_line(game.pieces.name), decision.reason_line(seat, game.pieces.name)]
        )
        action = rng.choice(state.legal_actions())
        events = state.apply(action, seat)
        yield from messages_of([event.why for event in events if event.why is not None])
        yield from messages_of(
            [line.msg for line in narrator.moved(state, seat, action, events, step)]
        )
        step += 1


def said_now(state: State, step: int) -> Iterator[Msg]:
    for seat in range(state.num_players):
        status = state.status(seat)
        yield from messages_of([status.prompt, status.centre, status.seats, dict(status.aside)])
        view = state.view(seat)
        yield from messages_of(view.describe())
        yield from messages_of(list(view.hand_marks().values()))
        yield from messages_of(state.seat_role(seat))
    if state.is_terminal:
        for seat in range(state.num_players):
            summary = state.summary(seat)
            yield from messages_of([summary.headline, summary.lines])
        yield from messages_of(state.explain_score())
        yield from messages_of([msg for msg, _ in state.conditions()])
        return
    legal = set(state.legal_action_ids())
    for action in range(step % 3, state.game.actions.size, 3):  # a third of them each step
        if action in legal:
            continue
        try:
            refusal = state.why_illegal(action)
        except ValueError:  # an id no action has (a face the pack lacks)
            continue
        yield from messages_of(refusal)
    hand = state.view(state.current_player).hand
    yield from messages_of(state.selection_note(hand[:3]))


def untyped(msg: Msg, kind: PieceKind) -> list[str]:
    """The parameters of ``msg`` (not those it holds) that would be read by their name: a
    plain value under a piece-like name, or a typed piece of another kind than the
    game's."""
    found: list[str] = []
    if msg.key in NOT_YET_TYPED:
        return found
    for name, value in msg.params.items():
        if piece_like(name) and not isinstance(value, (Param, Msg)):
            found.append(f"{msg.key}: {name}={value!r} ({type(value).__name__})")
        if isinstance(value, (PieceWord, PiecesWord, ActionWords)) and value.kind is not kind:
            found.append(f"{msg.key}: {name} is a {value.kind.name} piece in a {kind.name} game")
    return found


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_a_game_never_passes_a_piece_a_seat_or_an_action_as_a_plain_value(
    game_id: str, variant: str | None
) -> None:
    kind = get_game(game_id).pieces
    problems: set[str] = set()
    seen: set[str] = set()
    for seed in range(2):
        for msg in said_in_a_deal(game_id, variant, seed):
            seen.add(msg.key)
            problems.update(untyped(msg, kind))
    assert len(seen) > 10 and sorted(problems) == []


def test_the_check_finds_a_plain_piece_a_plain_seat_and_a_foreign_piece() -> None:
    """The check above is no empty net: a piece or a seat as a plain int, an action as a
    plain string and a piece of the wrong kind are each caught, however deep they lie."""
    from rules_core.cards import FRENCH
    from rules_core.tiles import DOMINO

    queen = FRENCH.parse("QH")
    outer = Msg(
        "trick_line",
        {"who": Seat(1), "words": Msg("trick_led", {"card": queen})},
    )
    assert [problem for m in messages_of(outer) for problem in untyped(m, FRENCH)] == [
        f"trick_led: card={queen!r} (int)"
    ]
    assert untyped(Msg("seen_call", {"who": 2, "action": "pass"}), FRENCH) == [
        "seen_call: who=2 (int)",
        "seen_call: action='pass' (str)",
    ]
    foreign = Msg("card_not_in_hand", {"card": PieceWord(DOMINO, DOMINO.parse("6-3"))})
    assert untyped(foreign, FRENCH) == ["card_not_in_hand: card is a domino piece in a french game"]
    assert untyped(Msg("card_not_in_hand", {"card": PieceWord(FRENCH, queen)}), FRENCH) == []


def test_a_typed_seat_or_piece_is_still_its_number() -> None:
    """Code that reads a parameter as a seat or a piece (a test, a table) still may."""
    from rules_core.cards import FRENCH

    queen = FRENCH.parse("QH")
    word = PieceWord(FRENCH, queen)
    assert word == queen and word & 15 == 12 and word >> 4 == 2 and str(word) == str(queen)
    assert Seat(2) == 2 and Seat(2) + 2 == 4 and Seat(2) in range(3) and f"{Seat(2)}" == "2"
    assert catalogue_entry("seat") is not None
    assert Msg("seen_play", {"who": Seat(2), "card": word}).text("en") == "seat 2 Q♥"
