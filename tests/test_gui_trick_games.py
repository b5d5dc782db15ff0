"""Whole deals of Crescendo, Hamlet and Allmighty played through the table, the human
seat driven by clicks like a person, the bots on their worker threads."""

from __future__ import annotations

import random

import pytest
from gui_helpers import act_by_hand, click_card, quiet_window
from PySide6.QtCore import Qt

from desktop.dialogs.end_of_deal import EndOfDealDialog as DealSummaryDialog
from desktop.dialogs.score_sheet import ScoreSheet
from rules_core.cards import card_str
from rules_core.messages import render_action
from rules_core.registry import get_game


@pytest.fixture
def window(qtbot, tmp_path):
    win = quiet_window(qtbot, tmp_path)
    return win


def human_turn_or_end(window) -> bool:
    table = window.table
    state = table.session.state
    return not table.busy() and (state.is_terminal or state.current_player == 0)


def play_deal_by_hand(qtbot, window, rng):
    table = window.table
    moves = 0
    while True:
        qtbot.waitUntil(lambda: human_turn_or_end(window))
        state = table.session.state
        if state.is_terminal:
            return moves
        legal = state.legal_actions()
        action = rng.choice(legal)
        before = len(table.session.actions)
        act_by_hand(qtbot, table, action)
        assert len(table.session.actions) == before + 1, (action, table.bar.message.text())
        moves += 1


@pytest.mark.parametrize("game_id", ["crescendo", "hamlet", "allmighty"])
def test_a_whole_deal_through_the_table(qtbot, window, game_id):
    window.choose_game(game_id)
    assert window.table is window.table
    rng = random.Random(3)
    for _ in range(3):  # a void Crescendo deal ends early; play on until one is played out
        moves = play_deal_by_hand(qtbot, window, rng)
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        dialog = window.deal_end.dialog
        assert isinstance(dialog, DealSummaryDialog)
        assert dialog.sheet.rowCount() == len(window.sitting.matches[game_id].deals) + 1
        if not window.table.session.state.result().get("redeal"):
            break
        dialog.done(DealSummaryDialog.NEXT)
    assert moves > 0
    state = window.table.session.state
    scores = state.scores()
    assert all(f"{score:+d}" in dialog.summary.text() for score in scores)
    why = state.explain_score()
    if why is not None:
        assert why.text("en", window.table.presenter.seat_names()) in dialog.summary.text()
    dialog.done(DealSummaryDialog.NEXT)  # the match goes on with its next deal
    assert window.table.session.state.is_terminal is False
    assert window.table.session.dealer == window.sitting.matches[game_id].dealer


def test_an_illegal_card_is_refused_with_the_reason(qtbot, window):
    window.choose_game("hamlet")
    table = window.table
    rng = random.Random(1)
    while True:  # play on until the human must follow suit and holds another suit too
        qtbot.waitUntil(lambda: human_turn_or_end(window))
        state = table.session.state
        legal = state.legal_actions()
        if legal[0].startswith("play") and state.trick:
            refused = [c for c in state.hand_cards(0) if f"play {card_str(c)}" not in legal]
            if refused:
                break
        table.perform(rng.choice(legal))
    before = len(table.session.actions)
    click_card(qtbot, table, refused[0])
    assert len(table.session.actions) == before
    assert "must follow suit" in table.bar.message.text() or "joker" in table.bar.message.text()


def test_undo_goes_back_to_the_humans_last_decision(qtbot, window):
    window.choose_game("allmighty")
    table = window.table
    qtbot.waitUntil(lambda: human_turn_or_end(window))
    first_view = table.session.state.view(0)
    table.perform(table.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: human_turn_or_end(window))
    table.undo()
    assert table.session.state.view(0) == first_view
    assert table.session.state.current_player == 0


def test_hint_suggests_a_legal_move_for_the_human(qtbot, window):
    window.choose_game("crescendo")
    table = window.table
    qtbot.waitUntil(lambda: human_turn_or_end(window))
    table.hint()
    qtbot.waitUntil(lambda: "Hint: " in table.bar.message.text())
    words = [render_action(a, "en") for a in table.session.state.legal_actions()]
    assert any(f"Hint: {w}" in table.bar.message.text() for w in words)  # in words, never raw


def test_every_playable_game_has_rules_help_in_both_languages():
    from desktop.games.playable import PLAYABLE_GAMES
    from desktop.paths import asset

    for game_id in PLAYABLE_GAMES:
        for lang in ("en", "ja"):
            text = asset("help", f"{game_id}.{lang}.html").read_text(encoding="utf-8")
            assert len(text) > 600 and text.startswith("<h2>"), (game_id, lang)
            assert ("Scor" in text) if lang == "en" else ("得点" in text), (game_id, lang)


def test_new_game_dialog_sets_the_allmighty_player_count(qtbot, window):
    window.show_chooser()
    qtbot.mouseClick(window.chooser.buttons["allmighty"], Qt.MouseButton.LeftButton)
    dialog = window.game_options.dialog
    combo = dialog.editors["players"]
    combo.setCurrentIndex(combo.findData(6))
    dialog.accept()
    assert window.table.session.state.num_players == 6
    assert len(window.table.state_view().hand_sizes) == 6
    qtbot.waitUntil(lambda: human_turn_or_end(window))
    labels = [window.table.labels[f"seat:{s}"] for s in range(6)]
    scene = window.table.scene.sceneRect()
    assert all(scene.contains(label.sceneBoundingRect()) for label in labels)  # nothing clipped


def test_a_short_crescendo_match_plays_to_its_end(qtbot, window):
    from rules_core.ai import heuristic_bot

    window.settings.set_game_options("crescendo", {"deals": 3, "target": 0})
    window.choose_game("crescendo")
    bot = heuristic_bot("crescendo")
    rng = random.Random(9)
    for _ in range(40):  # void deals do not count, so allow a few more than three
        while True:
            qtbot.waitUntil(lambda: human_turn_or_end(window))
            state = window.table.session.state
            if state.is_terminal:
                break
            window.table.perform(bot.choose(state.view(0), state.legal(), rng).action)
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        match = window.sitting.matches["crescendo"]
        if match.is_over:
            break
        window.deal_end.dialog.done(DealSummaryDialog.NEXT)
    assert match.is_over
    played = [d for d in match.deals if not d.result.get("redeal")]
    assert len(played) == 3
    assert "Match over" in window.deal_end.dialog.summary.text()
    assert window.deal_end.dialog.sheet.rowCount() == len(match.deals) + 1


def test_score_sheet_is_available_during_the_match(qtbot, window):
    window.choose_game("hamlet")
    dialog = window.deal_end.show_score_sheet()
    assert dialog is not None
    sheet = dialog.findChild(ScoreSheet)
    assert sheet.columnCount() == 4 and sheet.rowCount() == 1  # only the totals row so far
    assert sheet.horizontalHeaderItem(3).text() == "How the deal went"  # the deals' stories
    rule = get_game("hamlet").match_rule(window.sitting.matches["hamlet"].options)
    assert rule is not None and sheet.rule.text() == rule.text("en")  # when the match ends
    dialog.close()


def test_a_resumed_bot_game_keeps_its_match(qtbot, tmp_path):
    first = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    first.settings.set_game_options("crescendo", {"deals": 3, "target": 0})
    first.choose_game("crescendo")
    rng = random.Random(2)
    while True:  # finish one deal that counts, then start the next
        play_deal_by_hand(qtbot, first, rng)
        qtbot.waitUntil(lambda: first.deal_end.dialog is not None)
        first.deal_end.dialog.done(DealSummaryDialog.NEXT)
        if first.sitting.matches["crescendo"].deals_completed >= 1:
            break
    totals = list(first.sitting.matches["crescendo"].totals)
    qtbot.waitUntil(lambda: human_turn_or_end(first))
    first.close()
    second = quiet_window(qtbot, tmp_path, autosave=tmp_path / "autosave.json")
    assert second.saving.resume_autosave()
    match = second.sitting.matches["crescendo"]
    assert match.totals == totals and match.deals_completed >= 1


def test_auction_panel_speaks_japanese(qtbot, window):
    window.apply_language("ja")
    window.choose_game("crescendo")
    table = window.table
    qtbot.waitUntil(lambda: human_turn_or_end(window))
    assert "pass" in table.session.state.legal_actions()
    assert "パス (P)" in [b.text() for b in table.buttons.buttons]


def test_the_auction_by_keyboard(qtbot, window):
    """↑ ↓ choose the number, 1–5 the trump as the buttons show it, P passes."""
    from rules_core.cards import TRUMP_WORDS

    window.game_id = "crescendo"
    window.new_game(1)  # a fixed deal: a random one may leave only the top number to bid
    table = window.table
    qtbot.waitUntil(lambda: human_turn_or_end(window))
    assert "pass" in table.session.state.legal_actions()
    number = table.buttons.number
    assert number.isVisible() and len(table.buttons.buttons) == 6  # five trumps and Pass
    assert number.currentIndex() < number.count() - 1
    table.setFocus()
    first = number.currentData()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert number.currentData() > first
    qtbot.keyClick(table, Qt.Key.Key_Down)
    chosen = number.currentData()
    legal = table.session.state.legal_actions()
    index = next(i for i, w in enumerate(TRUMP_WORDS) if f"bid {chosen} {w}" in legal)
    qtbot.keyClick(table, Qt.Key(Qt.Key.Key_1 + index))
    mine = [a for seat, a in table.session.actions if seat == 0]
    assert mine[-1] == f"bid {chosen} {TRUMP_WORDS[index]}"


def test_new_game_dialog_sets_a_level_per_computer_seat(qtbot, window):
    from desktop.dialogs.options import OptionsDialog
    from desktop.games.playable import LEVELS_KEY

    dialog = OptionsDialog("allmighty", {}, "en", window)
    qtbot.addWidget(dialog)
    assert len(dialog.level_boxes) == 6  # Allmighty seats up to seven players
    assert all(box.currentData() == "normal" for box in dialog.level_boxes)
    dialog.level_boxes[0].setCurrentIndex(2)
    dialog.level_boxes[1].setCurrentIndex(0)
    values = dialog.values()
    assert values[LEVELS_KEY][:3] == ["strong", "easy", "normal"]
    window.settings.set_game_options("hamlet", {LEVELS_KEY: ["strong", "easy"]})
    window.game_id = "hamlet"
    window.new_game(5)
    assert window.table.level_of(1) == "strong"
    assert window.table.level_of(2) == "easy"


@pytest.mark.real_bots
def test_a_searching_bot_thinks_in_the_background(qtbot, window):
    """A normal-level bot searches in the worker process; the table says so meanwhile
    and plays its move when the answer comes."""
    from desktop.games.playable import LEVELS_KEY

    window.settings.set_game_options("hamlet", {LEVELS_KEY: ["normal", "normal"]})
    window.game_id = "hamlet"
    window.new_game(12)
    table = window.table
    state = table.session.state
    while state.current_player == 0:
        table.perform(state.legal_actions()[0])
    qtbot.waitUntil(lambda: table.turns.bots.thinking)
    assert "thinking" in table.presenter.instructions(table.selected)
    before = len(table.session.actions)
    # The real worker process: it may still be starting (importing the rules core).
    qtbot.waitUntil(lambda: len(table.session.actions) > before, timeout=20_000)


def _finish_a_hamlet_deal(qtbot, window):
    window.game_id = "hamlet"
    window.new_game(31)
    play_deal_by_hand(qtbot, window, random.Random(8))
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    return window.deal_end.dialog


def test_review_rates_each_decision_of_the_human(qtbot, window):
    from desktop.dialogs.review import ReviewDialog
    from rules_core.ai.review import review_points

    summary = _finish_a_hamlet_deal(qtbot, window)
    record = window.table.session.record()
    # The dialog's button opens the review by the bot that gives the hints (so the two
    # agree), with the hints the person was given.
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = summary.review
    hint_level = window.desk("hamlet").hint_level
    assert isinstance(review, ReviewDialog) and review.level == hint_level
    review.reject()
    dialog = ReviewDialog(record, 0, window.table.seat_name, "en", summary, level="normal")
    qtbot.addWidget(dialog)
    points = review_points(record, 0)
    assert dialog.table.rowCount() == len(points) > 0
    qtbot.waitUntil(lambda: dialog.complete)
    graded = [v for v in dialog.verdicts if v is not None]
    assert graded and dialog.status.text().startswith(f"Decisions weighed: {len(graded)} ")
    for row, verdict in enumerate(dialog.verdicts):
        if verdict is not None and verdict.grade == "mistake":
            assert dialog.table.item(row, 4).text() == "Mistake"
            assert dialog.table.item(row, 3).text().endswith("points")


def test_what_the_bots_knew_shows_each_bot_decisions_view(qtbot, window):
    from desktop.dialogs.review import KnowledgeDialog
    from rules_core.ai.knowledge import decision_views
    from rules_core.cards import card_label

    summary = _finish_a_hamlet_deal(qtbot, window)
    qtbot.mouseClick(summary.knew_button, Qt.MouseButton.LeftButton)
    dialog = summary.knowledge
    assert isinstance(dialog, KnowledgeDialog)
    known = decision_views(window.table.session.record(), [1, 2])
    assert dialog.list.count() == len(known) > 0
    dialog.list.setCurrentRow(len(known) - 1)
    last = known[-1]
    text = dialog.detail.toPlainText()
    assert "Its hand: " + " ".join(card_label(c) for c in last.view.hand) in text
    assert "You: " in text and "faces unseen" in text  # the human's cards stay hidden
    dialog.reject()


def test_rules_window_explains_levels_review_and_solvers(qtbot, window):
    from desktop.dialogs.help import HelpDialog

    for game_id, lang, words in (
        ("hamlet", "en", ("Easy", "Normal", "Strong", "Review my play", "What the bots knew")),
        (
            "ando_coop",
            "ja",
            ("やさしい", "ふつう", "強い", "自分の手を振り返る", "勝てる配りだった？"),
        ),
    ):
        dialog = HelpDialog(game_id, lang, window)
        text = dialog.browser.toPlainText()
        assert all(word in text for word in words), (game_id, lang)
        assert text.index(words[0]) > 300  # after the game's own rules
