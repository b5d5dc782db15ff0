"""Why, everywhere: every trick says why it was won, every finished deal how its score
is reached, every bot move can be explained from the bot's own reason, and a screen
reader hears the tricks and the result."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window
from helpers import game_cases
from PySide6.QtCore import Qt

from rules_core.ai import heuristic_bot
from rules_core.ai.search import decide
from rules_core.messages import LANGUAGES, catalogue_entry
from rules_core.registry import get_game

CASES = game_cases()


def play_out(game_id: str, variant: str | None, seed: int, decisions: list | None = None):
    """A whole deal by the heuristic for every seat; the state and every event (and, with
    ``decisions``, each decision appended to it)."""
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    bot = heuristic_bot(game_id)
    events = []
    while not state.is_terminal:
        decision = decide(bot, state, random.Random(seed))
        seat = state.current_player
        for words in decision.say:
            state.apply(words, seat)
        events += state.apply(decision.action, seat)
        if decisions is not None:
            decisions.append(decision)
    return state, events


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_every_trick_says_why_and_every_score_its_arithmetic(game_id, variant):
    for seed in (1, 2):
        state, events = play_out(game_id, variant, seed)
        for event in events:
            if event.kind == "trick":
                assert event.why is not None, (seed, event)
                assert catalogue_entry(event.why.key) is not None, event.why.key
        lines = state.summary(0).lines
        assert lines, (seed, "a finished deal must say how its score is reached")
        for lang in LANGUAGES:
            for line in lines:
                text = line.text(lang)
                assert text and text != line.key, (lang, line.key)


def easy_bots(window, game_id: str, seats: int = 3) -> None:
    """Bots of the easy level: they answer at once, so a test never waits on a search."""
    from desktop.games.playable import LEVELS_KEY

    window.settings.set_game_options(game_id, {LEVELS_KEY: ["easy"] * seats})


def play_until(qtbot, table, stop, bot_seed: int = 1) -> None:
    """The person follows the heuristic until ``stop()`` holds or the deal ends."""
    for step in range(200):
        qtbot.waitUntil(
            lambda: not table.busy() and (table.turns.my_turn() or table.session.state.is_terminal)
        )
        if stop() or table.session.state.is_terminal:
            return
        state = table.session.state
        bot = heuristic_bot(table.game_id)
        viewer = None if state.current_player == 0 else 0
        table.perform(decide(bot, state, random.Random(bot_seed + step), viewer).action)


def test_w_during_a_deal_names_each_bot_move_as_it_was_seen_and_no_reason(qtbot, tmp_path):
    """Truco: a face-down card stays a card, a bluff is never called one, and the moves
    since the person's last are all there, each bot's by name."""
    window = quiet_window(qtbot, tmp_path)
    easy_bots(window, "truco")
    window.game_id = "truco"
    seen_down = False
    table = window.table

    def face_down_by_a_bot() -> bool:
        actions = table.session.actions
        person = max((i for i, (s, _) in enumerate(actions) if s == 0), default=-1)
        return any(a.endswith(" down") and s != 0 for s, a in actions[person + 1 :])

    for seed in range(1, 40):
        window.new_game(seed)

        play_until(qtbot, table, face_down_by_a_bot)
        if face_down_by_a_bot() and not table.session.state.is_terminal:
            seen_down = True
            break
    assert seen_down
    lines = table.presenter.bot_lines()
    qtbot.keyClick(table, Qt.Key.Key_W)
    shown = table.bar.coach_label.text()
    assert table.bar.coach_label.isVisible() and lines and all(line in shown for line in lines)
    assert any("a card face down" in line for line in lines), lines
    hidden = {a.split(" ")[1] for s, a in table.session.actions if a.endswith(" down") and s != 0}
    for text in hidden:  # the card itself is never named, in any words
        label = table.card_text(table.session.state.game.pieces.parse(text))
        assert label not in shown, (label, shown)
    private = [why.text("en") for why in table.session.reasons.values() if why is not None]
    assert private and not any(words in shown for words in private)


def test_w_after_the_deal_gives_each_bot_move_with_its_own_reason(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    easy_bots(window, "hamlet", 2)
    window.game_id = "hamlet"
    for seed in range(4, 30):
        window.new_game(seed)
        table = window.table
        play_until(qtbot, table, lambda: False)
        assert table.session.state.is_terminal
        reasons = {i: why for i, why in table.session.reasons.items() if why is not None}
        last = max(i for i, (s, _) in enumerate(table.session.actions) if s == 0)
        after = [i for i in reasons if i > last]
        if after:  # a bot played after the person's last card
            break
    assert after
    qtbot.keyClick(table, Qt.Key.Key_W)
    shown = table.bar.coach_label.text()
    for index in after:
        words = reasons[index].spoken_by_self().text("en")
        assert words in shown, (words, shown)
    assert "reasons are its own" not in shown


def test_a_screen_reader_hears_who_took_the_trick_and_the_result(qtbot, tmp_path, monkeypatch):
    window = quiet_window(qtbot, tmp_path)
    heard: list[str] = []
    window.game_id = "crescendo"
    window.new_game(22)
    table = window.table
    original = table.announce
    monkeypatch.setattr(table, "announce", lambda words: (heard.append(words), original(words)))
    bot = heuristic_bot("crescendo")
    for _ in range(40):
        qtbot.waitUntil(lambda: not table.busy())
        state = table.session.state
        if state.is_terminal:
            break
        table.perform(bot.choose(state.view(0), state.legal(), random.Random(0)).action)
    assert state.is_terminal
    assert any("takes the trick" in words for words in heard)
    headline = state.summary(0).headline
    if headline is not None:
        assert any(headline.text("en") in words for words in heard)


def test_what_the_bots_knew_gives_each_decision_its_reason_after_the_deal(qtbot, tmp_path):
    from desktop.dialogs.review import KnowledgeDialog

    window = quiet_window(qtbot, tmp_path)
    easy_bots(window, "crescendo")
    window.game_id = "crescendo"
    window.new_game(22)
    table = window.table
    play_until(qtbot, table, lambda: False)
    session = table.session
    assert session.state.is_terminal and session.reasons
    bots = [1, 2]
    dialog = KnowledgeDialog(session.record(), bots, table.seat_name, "en", reasons=session.reasons)
    qtbot.addWidget(dialog)
    row = next(i for i, k in enumerate(dialog.known) if k.index in session.reasons)
    dialog.list.setCurrentRow(row)
    known = dialog.known[row]
    words = session.reasons[known.index].spoken_by_self().text("en", table.presenter.seat_names())
    assert dialog.detail.toPlainText().startswith(f"{table.seat_name(known.seat)}: ")
    assert words in dialog.detail.toPlainText()


def test_the_last_tricks_line_goes_once_the_next_trick_is_led(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    easy_bots(window, "hamlet", 2)
    window.game_id = "hamlet"
    window.new_game(6)
    table = window.table
    # The person's turn in a trick a bot led after an earlier trick was taken.
    play_until(
        qtbot,
        table,
        lambda: table.session.state.view(0).trick != () and table.session.state.view(0).tricks,
    )
    assert table.session.state.view(0).trick  # the next trick is under way
    assert table.last_trick is None
    assert "takes the trick" not in table.bar.message.text()
