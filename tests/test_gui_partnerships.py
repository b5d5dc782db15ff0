"""The partnership games at the table, driven like a person: Finesse's leads from the
partner's table and refills, Huutopussi's auction, exchange and marriages — partners
opposite, in their side's colour."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from gui_helpers import act_by_hand, click_card, quiet_window

from desktop.dialogs.end_of_deal import EndOfDealDialog
from desktop.games.playable import LEVELS_KEY
from rules_core.registry import get_game

GAMES = ("finesse", "huutopussi")


@pytest.fixture
def window(qtbot, tmp_path):
    win = quiet_window(qtbot, tmp_path)
    for game_id in GAMES:  # quick bots: these tests are about the table, not the search
        win.settings.set_game_options(game_id, {LEVELS_KEY: ["easy"] * 3})
    return win


def human_turn_or_end(window) -> bool:
    table = window.table
    state = table.session.state
    return not table.busy() and (state.is_terminal or state.current_player == 0)


def drive(qtbot, window, choose: Callable, until: Callable | None = None) -> bool:
    """Take the person's decisions by hand (``choose(state)`` picks one) until ``until``
    holds at the person's turn (True) or the deal ends (False)."""
    table = window.table
    while True:
        qtbot.waitUntil(lambda: human_turn_or_end(window))
        state = table.session.state
        if state.is_terminal:
            return False
        if until is not None and until(state):
            return True
        action = choose(state)
        before = len(table.session.actions)
        act_by_hand(qtbot, table, action)
        assert len(table.session.actions) == before + 1, (action, table.bar.message.text())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_deal_by_clicks(qtbot, window, game_id):
    window.choose_game(game_id)
    rng = random.Random(7)
    for _ in range(5):  # a demanded redeal ends a deal at once: play on until one is played
        drive(qtbot, window, lambda state: rng.choice(state.legal_actions()))
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        dialog = window.deal_end.dialog
        assert isinstance(dialog, EndOfDealDialog)
        if not window.table.session.state.result().get("redeal"):
            break
        dialog.done(EndOfDealDialog.NEXT)
    state = window.table.session.state
    assert state.is_terminal and not state.result().get("redeal")
    for score in state.scores():  # one score per side
        assert f"{score:+d}" in dialog.summary.text()
    rule = get_game(game_id).match_rule({})
    assert rule is not None and dialog.sheet.rule.text() == rule.text("en")
    assert dialog.sheet.columnCount() == 3  # the two sides, then how each deal went
    assert dialog.sheet.story(dialog.sheet.rowCount() - 2)  # the deal just played is told


def test_partners_sit_opposite_in_their_sides_colour(qtbot, window):
    window.choose_game("finesse")
    table = window.table
    assert table.presenter.partnerships() == ((0, 2), (1, 3))
    assert table.team_colour(2) == table.team_colour(0) != table.team_colour(1)
    assert "partner" in table.presenter.seat_line(2)
    centre = table.anchors["centre"]
    assert table.seat_point(2, table.geometry_now()).y < centre.y  # across the table


def test_finesse_lead_from_the_partners_table(qtbot, window):
    """Leading, the person may click a card of the partner's table: the partner leads it,
    and the trick goes on from the partner's left."""
    window.choose_game("finesse")
    table = window.table

    def may_lead_from_table(state) -> bool:
        return any(a.startswith("lead ") for a in state.legal_actions())

    for _ in range(4):
        found = drive(qtbot, window, lambda s: s.legal_actions()[0], may_lead_from_table)
        if found:
            break
        window.deal_end.dialog.done(EndOfDealDialog.NEXT)
    assert found
    state = table.session.state
    zone = "table:2"
    partner_cards = table.model.lists[zone]
    assert len(partner_cards) == 3
    keys = table.focus_keys()
    assert all(card in keys for card in partner_cards)  # reachable by keyboard too
    lead = next(a for a in state.legal_actions() if a.startswith("lead "))
    card = next(k for k in partner_cards if state.game.pieces.piece_text(k) == lead.split()[1])
    assert table.gestures.actable(card)
    click_card(qtbot, table, card)
    assert (0, lead) in table.session.actions
    after = table.session.actions.index((0, lead)) + 1
    view = table.session.state.view(0)
    played = [p.seat for p in view.trick] or [p.seat for p in view.tricks[-1].plays]
    assert played[0] == 2  # the partner is the trick's leader
    if len(table.session.actions) > after:
        assert table.session.actions[after][0] == 3  # then the partner's left


def test_finesse_refill_by_clicking_a_hand_card(qtbot, window):
    """When a bot led one of the person's table cards, the person puts a card of the hand
    face up in its place by clicking it."""
    window.choose_game("finesse")
    table = window.table

    def must_refill(state) -> bool:
        return state.legal_actions()[0].startswith("refill ")

    def choose(state) -> str:  # never lead from the partner's table: let the bots do it
        return next(a for a in state.legal_actions() if not a.startswith("lead "))

    for _ in range(6):
        found = drive(qtbot, window, choose, must_refill)
        if found:
            break
        window.deal_end.dialog.done(EndOfDealDialog.NEXT)
    assert found
    before = len(table.model.lists["table:0"])
    refill = table.session.state.legal_actions()[0]
    act_by_hand(qtbot, table, refill)
    assert (0, refill) in table.session.actions
    qtbot.waitUntil(lambda: not table.queue.busy)
    assert len(table.model.lists["table:0"]) == before + 1 == 3


def test_huutopussi_auction_by_the_number_box(qtbot, window):
    """The bid is chosen in the number box (↑ ↓) and sent with its button; P passes."""
    from PySide6.QtCore import Qt

    window.choose_game("huutopussi")
    table = window.table

    def bidding(state) -> bool:
        return any(a.startswith("bid ") for a in state.legal_actions())

    for _ in range(4):
        if drive(qtbot, window, lambda s: s.legal_actions()[0], bidding):
            break
        window.deal_end.dialog.done(EndOfDealDialog.NEXT)
    legal = table.session.state.legal_actions()
    bids = [int(a.split()[1]) for a in legal if a.startswith("bid ")]
    assert bids == list(range(bids[0], 441, 5)) and bids[0] >= 50
    buttons = table.buttons
    assert buttons.number.isVisible() and buttons.number.currentData() == bids[0]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    qtbot.keyClick(table, Qt.Key.Key_PageUp)  # by ten points, as the tooltip and help say
    assert buttons.number.currentData() == bids[0] + 15
    qtbot.keyClick(table, Qt.Key.Key_PageDown)
    assert buttons.number.currentData() == bids[0] + 5
    qtbot.keyClick(table, Qt.Key.Key_PageDown)  # not ten below the first: the first
    assert buttons.number.currentData() == bids[0]
    qtbot.keyClick(table, Qt.Key.Key_PageUp)
    qtbot.keyClick(table, Qt.Key.Key_1)
    assert (0, f"bid {bids[0] + 10}") in table.session.actions
