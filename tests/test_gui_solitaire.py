"""GUI flows driven with pytest-qt: a whole game by clicks, undo/redo, keys, drag, hint."""

from __future__ import annotations

import random

import pytest
from gui_helpers import click_card, drag_card, quiet_window, settle
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.dialogs.end_of_deal import EndOfDealDialog as EndDialog
from desktop.settings import Settings
from desktop.window.main_window import MainWindow
from rules_core.ai.games.mustfollow_solitaire.solver import solve_deal
from rules_core.ai.review import review_points
from rules_core.cards import card_str, parse_card
from rules_core.messages import render_action


@pytest.fixture
def window(qtbot, tmp_path):
    win = quiet_window(qtbot, tmp_path)
    win.game_id = "mustfollow_solitaire"
    win.new_game(12345)
    return win


def state_of(window):
    return window.table.session.state


def test_whole_game_by_clicks_reaches_the_end_dialog(qtbot, window):
    table = window.table
    hand = list(state_of(window).hand)
    click_card(qtbot, table, hand[0])
    click_card(qtbot, table, hand[1])
    click_card(qtbot, table, hand[1])  # second click deselects
    assert table.selected == [hand[0]]
    qtbot.mouseClick(table.bar.confirm_button, Qt.MouseButton.LeftButton)
    assert state_of(window).discards == [hand[0]]
    spade_button = table.buttons.buttons[0]  # the trump choices, in the core's order
    assert spade_button.isVisible() and table.buttons.texts[0] == "trump S"
    qtbot.mouseClick(spade_button, Qt.MouseButton.LeftButton)
    assert state_of(window).trump == 3
    rng = random.Random(4)
    clicks = 0
    while not state_of(window).is_terminal:
        legal = state_of(window).legal_actions()
        card = parse_card(rng.choice(legal).split()[1])
        before = len(state_of(window).tricks)
        click_card(qtbot, table, card)
        settle(qtbot, table)
        assert len(state_of(window).tricks) == before + 1
        clicks += 1
        assert clicks < 100
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    text = window.deal_end.dialog.summary.text()
    view = table.state_view()
    assert (
        f"dummy cards left {view.stock_count} − cards in hand {len(view.hand)} = {view.score:+d}"
        in text
    )
    # "Was it winnable?" solves the deal in the background and shows the answer.
    dialog = window.deal_end.dialog
    qtbot.mouseClick(dialog.winnable_button, Qt.MouseButton.LeftButton)
    assert not dialog.winnable_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.analysis.text().startswith(("Yes", "No", "Unknown")))
    solution = solve_deal(state_of(window).pack_order(), 30)
    expected = "Yes" if solution.winnable else "No"
    assert dialog.analysis.text().startswith(expected)
    assert "Best line: " + render_action(solution.actions[0], "en") in dialog.analysis.text()
    answer = dialog.analysis  # the wrapped answer shows whole (it was cut after one line)
    assert answer.height() >= answer.heightForWidth(answer.width())
    # "Review my play" lists every real choice made, to be weighed by the strong bot.
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    review = dialog.review
    assert review is not None and review.isVisible()
    assert review.table.rowCount() == len(review_points(table.session.record(), 0)) > 0
    assert review.table.item(0, 1).text().startswith("Exchange")
    review.reject()
    assert not review.runner.thinking  # closing stops the review
    window.deal_end.dialog.done(EndDialog.RESTART)
    assert state_of(window).phase == "exchange" and not window.table.session.actions


def test_clicking_an_illegal_card_says_why_and_changes_nothing(qtbot, window):
    table = window.table
    table.perform("exchange")
    table.perform("trump NT")
    state = state_of(window)
    legal = {parse_card(a.split()[1]) for a in state.legal_actions()}
    illegal = [c for c in state.hand if c not in legal]
    if not illegal:
        pytest.skip("this deal's first lead leaves every card legal")
    before = len(state.hand)
    click_card(qtbot, table, illegal[0])
    assert "must follow suit" in table.bar.message.text()
    assert len(state_of(window).hand) == before and not state_of(window).tricks


def test_undo_and_redo_with_the_keyboard_shortcuts(qtbot, window):
    table = window.table
    table.perform("exchange")
    table.perform("trump H")
    first = state_of(window).legal_actions()[0]
    table.perform(first)
    settle(qtbot, table)
    snapshot = state_of(window).view(0)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(state_of(window).tricks) == 0 and state_of(window).phase == "play"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state_of(window).phase == "trump"
    assert window.menus.act_redo.isEnabled()
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert state_of(window).view(0) == snapshot
    assert not window.menus.act_redo.isEnabled()


def test_keyboard_play_with_arrows_and_enter(qtbot, window):
    table = window.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)  # select the focused card for the exchange
    assert len(table.selected) == 1
    qtbot.keyClick(table, Qt.Key.Key_Return)  # confirm the exchange
    assert len(state_of(window).discards) == 1
    qtbot.keyClick(table, Qt.Key.Key_4)  # clubs
    assert state_of(window).trump == 0
    legal = {parse_card(a.split()[1]) for a in state_of(window).legal_actions()}
    order = table.hand_order()
    target = order.index(next(c for c in order if c in legal))
    for _ in range((target - table.gestures.focus) % len(order)):
        qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    settle(qtbot, table)
    assert state_of(window).tricks[0].play == order[target]


def test_drag_a_card_onto_the_trick_plays_it(qtbot, window):
    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    card = parse_card(state_of(window).legal_actions()[0].split()[1])
    target = table.felt.slots["trick1"].sceneBoundingRect().center()
    drag_card(qtbot, table, card, target)
    settle(qtbot, table)
    assert state_of(window).tricks[0].play == card


def test_dropping_a_card_elsewhere_returns_it_to_the_hand(qtbot, window):
    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    card = parse_card(state_of(window).legal_actions()[0].split()[1])
    home = table.item_for(card).pos()
    drag_card(
        qtbot, table, card, table.felt.slots["won:0"].sceneBoundingRect().bottomLeft() + home * 0
    )
    settle(qtbot, table)
    assert not state_of(window).tricks
    assert table.item_for(card).pos() == home


def test_hint_runs_off_the_gui_thread_and_explains(qtbot, window):
    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hint_card is not None)
    assert table.bar.message.text().startswith("Hint: ")
    assert "play " + card_str(table.hint_card) in state_of(window).legal_actions()


def test_exchange_hint_selects_cards(qtbot, window):
    table = window.table
    table.hint()
    assert table.turns.hints.thinking  # the search runs in the background: the table stays live
    qtbot.waitUntil(lambda: "Hint: " in table.bar.message.text())
    assert all(c in state_of(window).hand for c in table.selected)


def test_the_hint_at_a_lost_last_trick_plays_for_the_score(qtbot, window):
    """Deal 172891174 at its last trick (hand 9♦ 7♥ 8♦ Q♣, trump ♥, Q♠ led): a win is
    out of reach and the hint takes the trick with 7♥ for −3, saying so as a fact."""
    from test_mustfollow_solitaire import DEAL_172891174_TO_LAST_TRICK

    window.new_game(172891174)
    table = window.table
    for action in DEAL_172891174_TO_LAST_TRICK:
        assert table.perform(action), action
        settle(qtbot, table)
    assert not state_of(window).stock and len(state_of(window).hand) == 4
    table.hint()
    qtbot.waitUntil(lambda: table.hint_card is not None)
    assert table.hint_card == parse_card("7H")
    hint = table.bar.message.text().splitlines()[0]  # the prompt follows on its own line
    assert (
        hint == "Hint: Play 7♥ — you can no longer win, and it leaves the best score there is: -3."
    )


def test_animated_moves_settle_on_the_rules_view(qtbot, window):
    window.settings.animation = "fast"
    window.settings.trick_pause = "short"
    table = window.table
    table.perform("exchange")
    table.perform("trump D")
    for _ in range(3):
        if state_of(window).is_terminal:
            break
        table.perform(state_of(window).legal_actions()[0])
        assert table.queue.busy
        settle(qtbot, table)
    view = state_of(window).view(0)
    assert sorted(table.model.lists["hand:0"]) == sorted(view.hand)
    for card in view.hand:
        item = table.item_for(card)
        assert item.face_up and item.scene() is table.scene


def test_resizing_scales_the_cards(qtbot, window):
    before = window.table.card_size
    window.resize(1600, 1100)
    qtbot.waitUntil(lambda: window.table.card_size[0] > before[0])
    item = window.table.hand_items()[0]
    assert item.pixmap().width() == round(
        window.table.card_size[0] * item.pixmap().devicePixelRatio()
    )


def test_deal_numbers_reproduce_deals(qtbot, window):
    window.new_game(777)
    first = list(state_of(window).hand)
    window.new_game(778)
    window.new_game(777)
    assert list(state_of(window).hand) == first


def test_language_switch_translates_the_interface(qtbot, window):
    window.apply_language("ja")
    assert window.menuBar().actions()[0].text() == "ゲーム(&G)"
    assert "交換" in window.table.bar.message.text()
    window.apply_language("en")
    assert window.menuBar().actions()[0].text() == "&Game"


def test_hostile_record_gives_an_error_dialog_and_keeps_the_game(
    qtbot, window, tmp_path, monkeypatch
):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"format": "torite-record/1", "game": "mustfollow_solitaire", "seed": 1, '
        '"actions": [{"p": 0, "a": "play ZZ"}]}'
    )
    before = list(state_of(window).hand)
    assert window.records.open(str(bad)) is False
    assert warnings and "action 0" in warnings[0]
    assert list(state_of(window).hand) == before
    assert window.records.paste("not json at all") is False
    assert "invalid JSON" in warnings[1]


def test_saved_record_reopens_at_the_same_point(qtbot, window, tmp_path, monkeypatch):
    table = window.table
    table.perform("exchange")
    table.perform("trump C")
    table.perform(state_of(window).legal_actions()[-1])
    settle(qtbot, table)
    snapshot = state_of(window).view(0)
    path = tmp_path / "game.json"
    monkeypatch.setattr(
        "desktop.window.records.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    window.records.save()
    window.new_game(5)
    assert window.records.open(str(path))
    assert state_of(window).view(0) == snapshot
    window.undo = None  # undo after loading still works on the loaded history
    table.undo()
    assert len(state_of(window).tricks) == 0


def test_chooser_lists_registered_games_in_both_languages(qtbot, window):
    from desktop.games.playable import PLAYABLE_GAMES

    window.show_chooser()
    assert set(window.chooser.buttons) == set(PLAYABLE_GAMES)  # rules without a table stay out
    button = window.chooser.buttons["mustfollow_solitaire"]
    assert "Must-Follow Solitaire" in button.text() and "マストフォローソリティア" in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.game_options.dialog is not None  # the new-game dialog comes first
    window.game_options.dialog.accept()
    assert window.pages.currentWidget() is window.table


def test_pyside_does_not_leak_references_to_none():
    # PySide6 6.12.0 on Python 3.11 drops a reference to None on every void call and
    # the interpreter aborts; the pin to 6.11.3 keeps this from happening.
    import sys

    from PySide6.QtWidgets import QLabel

    app = QApplication.instance() or QApplication([])
    assert app is not None
    label = QLabel()
    before = sys.getrefcount(None)
    for i in range(1000):
        label.setText(str(i))
    assert sys.getrefcount(None) >= before - 10


def test_rules_help_exists_in_both_languages(qtbot, window):
    from desktop.dialogs.help import HelpDialog

    for lang, phrase in (("en", "can never win"), ("ja", "決して勝てません")):
        dialog = HelpDialog("mustfollow_solitaire", lang, window)
        qtbot.addWidget(dialog)
        assert phrase in dialog.browser.toPlainText()


def test_options_dialog_turns_the_score_off_for_the_next_game(qtbot, window):
    from desktop.dialogs.options import OptionsDialog

    dialog = OptionsDialog("mustfollow_solitaire", {}, "en", window)
    qtbot.addWidget(dialog)
    box = dialog.editors["scored"]
    assert box.isChecked()
    box.setChecked(False)
    window.settings.set_game_options("mustfollow_solitaire", dialog.values())
    window.new_game(99)
    assert window.table.session.options == {"scored": False}
    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    rng = random.Random(1)
    while not state_of(window).is_terminal:
        table.perform(rng.choice(state_of(window).legal_actions()))
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    assert "Score" not in window.deal_end.dialog.summary.text()
    window.deal_end.dialog.reject()


def test_broken_option_settings_fall_back_to_defaults(qtbot, window):
    window.settings.store.setValue("options/mustfollow_solitaire", '{"scored": "maybe"}')
    window.new_game(3)
    assert window.table.session.options == {}


def test_double_click_plays_exactly_one_card(qtbot, window):
    from gui_helpers import visible_point

    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    card = parse_card(state_of(window).legal_actions()[0].split()[1])
    point = visible_point(table, table.item_for(card))
    qtbot.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    settle(qtbot, table)
    assert len(state_of(window).tricks) == 1 and state_of(window).tricks[0].play == card


def test_real_double_click_sequence_plays_one_card(qtbot, window):
    """press, release, double-click, release: only the first click plays."""
    from gui_helpers import visible_point
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent

    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    card = parse_card(state_of(window).legal_actions()[0].split()[1])
    point = QPointF(visible_point(table, table.item_for(card)))
    viewport = table.view.viewport()
    for kind in (
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.MouseButtonRelease,
    ):
        buttons = (
            Qt.MouseButton.NoButton
            if kind == QEvent.Type.MouseButtonRelease
            else Qt.MouseButton.LeftButton
        )
        event = QMouseEvent(
            kind,
            point,
            viewport.mapToGlobal(point),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)
    settle(qtbot, table)
    assert len(state_of(window).tricks) == 1 and state_of(window).tricks[0].play == card


@pytest.fixture
def saving_window(qtbot, tmp_path):
    def make():
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation = "off"
        settings.language = "en"
        win = MainWindow(settings, autosave=tmp_path / "autosave.json")
        win.ask_practice = lambda: True  # going back past seen cards asks in a modal dialog
        qtbot.addWidget(win)
        return win

    return make


def test_unfinished_game_is_resumed_after_a_restart(qtbot, saving_window, tmp_path):
    first = saving_window()
    first.game_id = "mustfollow_solitaire"
    first.new_game(4242)
    first.table.perform("exchange")
    first.table.perform("trump H")
    first.table.perform(first.table.session.state.legal_actions()[0])
    snapshot = first.table.session.state.view(0)
    first.close()
    second = saving_window()
    assert second.saving.resume_autosave()
    assert second.table.session.state.view(0) == snapshot
    assert second.table.session.number == 4242
    second.table.undo()  # the resumed game keeps its history
    assert len(second.table.session.state.tricks) == 0


def test_damaged_autosave_is_set_aside_not_lost(qtbot, saving_window, tmp_path):
    (tmp_path / "autosave.json").write_text("{half a rec")
    window = saving_window()
    assert not window.saving.resume_autosave()
    assert (tmp_path / "autosave.broken.json").read_text() == "{half a rec"
    assert "could not be resumed" in window.saving.resume_message.text()
    assert "autosave.broken.json" in window.saving.resume_message.text()


def test_finished_game_is_counted_once_and_kept_for_the_next_start(qtbot, saving_window, tmp_path):
    window = saving_window()
    window.game_id = "mustfollow_solitaire"
    window.new_game(8)
    table = window.table
    table.perform("exchange")
    table.perform("trump S")
    assert (tmp_path / "autosave.json").exists()
    while not table.session.state.is_terminal:
        table.perform(table.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    window.deal_end.dialog.reject()
    assert (tmp_path / "autosave.json").exists()  # the finished deal, until the next one
    assert not table.bar.next_button.isHidden()
    table.undo()
    table.redo()  # finishing the same deal again does not count twice
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    window.deal_end.dialog.reject()
    match = window.sitting.matches["mustfollow_solitaire"]
    assert match.statistics()["deals"] == 1
    assert "This session: played 1, won" in window.session_label.text()


def test_revealed_lead_flips_face_up_and_undo_mid_flip_leaves_no_trace(qtbot, window):
    window.settings.animation = "slow"
    table = window.table
    table.perform("exchange")
    table.perform("trump C")
    lead = state_of(window).lead  # the hand re-sorts first, then the lead comes off the stock
    qtbot.waitUntil(
        lambda: lead in table.items and not table.item_for(lead).transform().isIdentity(),
    )  # mid-flip
    table.undo()
    assert state_of(window).phase == "trump"
    settle(qtbot, table)
    assert all(i.transform().isIdentity() for i in table.items.values())
    table.redo()
    settle(qtbot, table)
    assert table.item_for(lead).face_up and table.item_for(lead).transform().isIdentity()


def test_refused_card_wobbles_and_returns_home(qtbot, window):
    window.settings.animation = "normal"
    table = window.table
    table.perform("exchange")
    table.perform("trump NT")
    settle(qtbot, table)
    state = state_of(window)
    legal = {parse_card(a.split()[1]) for a in state.legal_actions()}
    illegal = [c for c in state.hand if c not in legal]
    if not illegal:
        pytest.skip("every card is legal on this lead")
    home = table.item_for(illegal[0]).pos()
    click_card(qtbot, table, illegal[0])
    qtbot.waitUntil(lambda: table.item_for(illegal[0]).pos() != home)
    qtbot.waitUntil(lambda: table.item_for(illegal[0]).pos() == home)
    assert "must follow suit" in table.bar.message.text()


def test_copy_and_paste_a_game_record_through_the_clipboard(qtbot, window, monkeypatch):
    asked = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a: asked.append(a[1]) or answer[0])
    )
    table = window.table
    table.perform("exchange")
    table.perform("trump D")
    snapshot = state_of(window).view(0)
    window.menus.act_copy.trigger()
    window.new_game(31)
    table.perform("exchange")
    moved = state_of(window).view(0)
    window.menus.act_paste.trigger()  # a deal under way: the player is asked, and says no
    assert asked and state_of(window).view(0) == moved
    answer[0] = QMessageBox.StandardButton.Yes
    window.menus.act_paste.trigger()
    assert state_of(window).view(0) == snapshot
    QApplication.clipboard().setText("{ not a record")
    warnings = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda *args: warnings.append(args[2]))
    )
    window.menus.act_paste.trigger()
    assert warnings and state_of(window).view(0) == snapshot


def test_window_size_is_remembered(qtbot, tmp_path):
    store = QSettings(str(tmp_path / "geometry.ini"), QSettings.Format.IniFormat)
    first = MainWindow(Settings(store))
    qtbot.addWidget(first)
    first.resize(720, 540)  # within the offscreen screen, which restoreGeometry clamps to
    first.show()
    size = (first.width(), first.height())  # the minimum width may win over 720
    assert size != (1100, 760)
    first.close()
    second = MainWindow(Settings(store))
    qtbot.addWidget(second)
    second.restore_geometry()
    assert (second.width(), second.height()) == size


def test_four_colour_suits_repaint_the_cards_and_persist(qtbot, window):
    from rules_core.cards import parse_card as card

    table = window.table
    table.perform("exchange")
    item = next(i for i in table.hand_items() if i.card is not None and i.card >> 4 in (0, 1))
    before = item.pixmap().toImage()
    window.menus.act_four_colour.trigger()
    assert window.settings.four_colour
    assert item.pixmap().toImage() != before
    hearts = table.renderer.face(card("5H"), 70, 98)
    window.menus.act_four_colour.trigger()
    assert table.renderer.face(card("5H"), 70, 98).toImage() == hearts.toImage()  # hearts stay red
    assert item.pixmap().toImage() == before


def test_suit_backs_differ_by_suit_and_from_the_plain_back(qtbot):
    from desktop.pieces.cards import CardRenderer

    renderer = CardRenderer()
    images = [renderer.suit_back(suit, 70, 98).toImage() for suit in range(4)]
    plain = renderer.back(70, 98).toImage()
    assert all(a != b for i, a in enumerate(images) for b in images[i + 1 :])
    assert all(image != plain for image in images)
    centre = [image.pixelColor(8, 49) for image in images]  # the coloured field
    assert len({(c.red(), c.green(), c.blue()) for c in centre}) == 4
