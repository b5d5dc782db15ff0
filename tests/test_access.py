"""Screen readers: every place the keyboard can reach has a name, the piece the keyboard is
on is named in words, and what the bar says is announced."""

from __future__ import annotations

import pytest
from gui_helpers import quiet_window, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from desktop.games import desk_ids
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
    assert table.announced and table.announced in table.message.text().replace("\n", " ")
    before = name
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert spoken_name(table.view) != before  # the next piece
