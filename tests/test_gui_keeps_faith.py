"""The table keeps faith, as the person sees it: over a whole deal of every game, every
word on the table (the bar, the panel above it, every line drawn on the felt, the log)
names no piece the person has not seen, and every piece the rules showed to all that is
still in a hand stays in sight, face up."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window
from helpers import game_cases
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from test_keeps_faith import label_pattern

from desktop.games.playable import LEVELS_KEY, VARIANT_KEY
from rules_core.ai import heuristic_bot
from rules_core.ai.search import decide


def words_on_the_table(table) -> list[str]:
    """Every text the table shows now: the bar, the panel, the felt's lines, the log."""
    texts = [table.bar.message.text(), table.bar.coach_label.text()]
    texts += [i.text() for i in table.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    texts += [i.toolTip() for i in table.scene.items() if i.toolTip()]
    return texts + table.log_lines()


def start(qtbot, tmp_path, game_id: str, variant: str | None, seed: int, lang: str = "en"):
    window = quiet_window(qtbot, tmp_path)
    window.settings.language = lang
    window.apply_language(lang)
    options: dict[str, object] = {LEVELS_KEY: ["easy"] * 7}  # bots that answer at once
    if variant is not None:
        options[VARIANT_KEY] = variant
    window.settings.set_game_options(game_id, options)
    window.game_id = game_id
    window.new_game(seed)
    return window, window.table


def person_turns(qtbot, table, limit: int = 400):
    """Yield at each of the person's turns (after the bots' moves are shown); the person
    then follows the hint bot."""
    bot = heuristic_bot(table.game_id)
    for step in range(limit):
        qtbot.waitUntil(
            lambda: not table.busy() and (table.turns.my_turn() or table.session.state.is_terminal)
        )
        state = table.session.state
        if state.is_terminal:
            return
        yield state
        if table.session.state is state and table.turns.my_turn():
            table.perform(decide(bot, state, random.Random(step), 0).action)


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_the_table_names_no_unseen_piece_and_keeps_known_ones_in_sight(
    qtbot, tmp_path, game_id, variant
):
    window, table = start(qtbot, tmp_path, game_id, variant, 5)
    pieces = table.session.state.game.pieces
    every_face = set(range(pieces.stride))
    for state in person_turns(qtbot, table, limit=16):  # the first part of a deal
        pattern = label_pattern(
            pieces.name, every_face - table.presenter.narrator.knowledge.faces, "en"
        )
        for words in words_on_the_table(table) if pattern is not None else ():
            found = pattern.search(words)
            assert found is None, (found and found.group(0), words)
        view = state.view(0)
        for seat in range(state.num_players):
            for piece in view.held_known(seat):
                item = table.items.get(piece)
                assert item is not None and item.isVisible() and item.face_up, (seat, piece)


def test_hamlets_revealed_cards_stay_in_sight_after_the_reveal(qtbot, tmp_path):
    """Each other seat's card put down for trump lies face up in its hand until played,
    and every seat's line names the card it put down, the person's too — also after a
    redo, which shows no reveal."""
    window, table = start(qtbot, tmp_path, "hamlet", None, 8)
    turns = person_turns(qtbot, table)
    state = next(turns)
    while state.view(0).revealed is None:
        state = next(turns)
    revealed = state.view(0).revealed
    lines = [table.presenter.seat_line(seat) for seat in range(3)]
    for seat, card in enumerate(revealed):
        assert table.card_text(card) in lines[seat], (seat, lines)
        if seat != 0:
            assert table.items[card].isVisible() and table.items[card].face_up
    table.undo()
    table.redo()
    qtbot.waitUntil(lambda: not table.busy())
    view = table.session.state.view(0)
    held = [card for seat in (1, 2) for card in view.held_known(seat)]
    assert held and set(held) <= set(revealed)
    for card in held:
        assert table.items[card].isVisible() and table.items[card].face_up
