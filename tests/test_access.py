"""Screen readers: every place the keyboard can reach has a name, the piece the keyboard is
on is named in words, and what the bar says is announced."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from desktop.games import desk_ids
from desktop.window.main_window import MIN_SIZE
from rules_core.ai import heuristic_bot
from rules_core.cards import ALL_CARDS, FRENCH, parse_card
from rules_core.registry import get_game
from rules_core.tiles import TIEN_GOW_FACES


def test_every_card_and_tile_has_words_a_screen_reader_can_say():
    for lang in ("en", "ja"):
        words = {FRENCH.spoken(card, lang) for card in ALL_CARDS}
        assert len(words) == len(ALL_CARDS)  # no two cards sound alike
    assert FRENCH.spoken(parse_card("QH"), "en") == "queen of hearts"
    assert FRENCH.spoken(parse_card("10S"), "ja") == "スペードの10"
    tiles = get_game("shikagari").pieces
    assert {tiles.spoken(face, "en") for face in TIEN_GOW_FACES} >= {"6 and 5 tile", "1 and 1 tile"}
    assert get_game("reveille").pieces.spoken(0, "ja") == "ドミノ 0と0"


def focus_chain(window) -> list[QWidget]:
    chain, widget = [], window.nextInFocusChain()
    while widget is not window and len(chain) < 500:
        if (
            widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        ):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def spoken_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


@pytest.mark.parametrize("game_id", desk_ids())
def test_everything_the_keyboard_reaches_has_a_name(qtbot, tmp_path, game_id):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = game_id
    window.new_game(5)
    settle(qtbot, window.table)
    chain = focus_chain(window)
    assert chain
    unnamed = [type(w).__name__ for w in chain if not spoken_name(w)]
    assert not unnamed, unnamed
    assert get_game(game_id).titles["en"] in window.table.accessibleName()


def test_the_piece_under_the_keyboard_is_named_and_the_bar_is_announced(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(3)
    table = window.table
    settle(qtbot, table)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    name = spoken_name(table.view)
    kind = table.session.state.game.pieces
    spoken = {kind.spoken(card, "en") for card in ALL_CARDS}
    assert any(name.startswith(words) for words in spoken), name
    assert table.announced and table.announced in table.bar.message.text().replace("\n", " ")
    before = name
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert spoken_name(table.view) != before  # the next piece


def test_the_keyboard_focus_never_hides_whether_a_card_may_be_played(qtbot, tmp_path):
    """The focus is a dashed ring of its own: under it the outline still says playable
    (or not); the practice switch turns the outlines off for that game only."""
    from desktop.table.cards import HIGHLIGHT_LEGAL

    window = quiet_window(qtbot, tmp_path)
    window.game_id = "crescendo"
    window.new_game(22)
    table = window.table
    bot = heuristic_bot("crescendo")
    for _ in range(30):  # play on until some cards in hand may not be played
        qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
        keys = table.focus_keys()
        legal = [k for k in keys if table.gestures.actable(k)]
        if 0 < len(legal) < len(keys):
            break
        state = table.session.state
        table.perform(bot.choose(state.view(0), state.legal(), random.Random(0)).action)
    assert 0 < len(legal) < len(keys)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    focused = [k for k in keys if table.item_for(k).has_focus_mark()]
    assert len(focused) == 1
    for key in keys:
        colour = table.item_for(key).outline_colour()
        if key != table.hint_card:
            assert (colour == HIGHLIGHT_LEGAL) == (key in legal), key
    window.set_show_legal(False)
    assert all(table.item_for(k).outline_colour() is None for k in keys)
    assert table.item_for(focused[0]).has_focus_mark()
    assert not window.settings.show_legal("crescendo") and window.settings.show_legal("hamlet")


def test_reduced_motion_and_text_size(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    window = quiet_window(qtbot, tmp_path)
    window.settings.animation = "normal"
    assert window.settings.move_ms > 0
    window.menus.act_reduce_motion.trigger()
    assert window.settings.reduce_motion and window.settings.move_ms == 0
    base = QApplication.font().pointSizeF()
    window.show_chooser()
    chooser = window.chooser
    assert chooser.columns == 3
    window.resize(*MIN_SIZE)
    window.menus.text_size_actions["larger"].trigger()
    try:
        assert QApplication.font().pointSizeF() == pytest.approx(base * 1.45)
        assert window.settings.text_size == "larger"
        qtbot.waitUntil(lambda: chooser.columns == 2)  # the games reflow, then scroll
        for button in [*chooser.buttons.values(), *chooser.learn_buttons.values()]:
            assert button.height() >= button.sizeHint().height(), button.text()
        assert chooser.pane.verticalScrollBar().maximum() > 0
    finally:
        window.menus.text_size_actions["normal"].trigger()
    assert QApplication.font().pointSizeF() == pytest.approx(base)


def test_tab_takes_the_keyboard_from_the_cards_to_the_buttons_and_back(qtbot, tmp_path):
    """Where the person may play a card or call (Truco), Tab moves the keyboard to the
    buttons: ← → walk them, a screen reader hears the button, Enter presses it."""
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "truco"
    window.new_game(2)  # the tests' bots call no truco before the person's first card
    table = window.table
    qtbot.waitUntil(lambda: not table.busy() and table.turns.my_turn())
    assert table.focus_keys() and table.buttons.texts  # a card to play, a call to make
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    on_card = spoken_name(table.view)
    assert "playable" in on_card
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert table.hasFocus() and table.gestures.on_buttons
    assert spoken_name(table.view).endswith(", button")
    assert not any(table.item_for(k).has_focus_mark() for k in table.focus_keys())
    qtbot.keyClick(table, Qt.Key.Key_Backtab)  # and back to the card it was on
    assert not table.gestures.on_buttons and spoken_name(table.view) == on_card
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    chosen = table.buttons.texts[table.buttons.focus]
    before = len(table.session.actions)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.session.actions[before] == (0, chosen)
    assert not table.gestures.on_buttons  # the next choice starts on the pieces again
