"""The shared table's layers: pieces keyed by occurrence, layouts as data that keep every
piece inside the window for every game, partnerships drawn as sides, the decision
buttons reachable by keyboard, and several pieces chosen together."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window, settle, thought
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene

from desktop.games import desk_ids, load_desk
from desktop.pieces.renderers import renderer_for
from desktop.table.cards import CardLayer
from desktop.table.geometry import Placement, Point
from desktop.table.layout import Layout, Pile
from desktop.window.main_window import MIN_SIZE
from rules_core.cards import FRENCH, parse_card
from rules_core.registry import get_game


def test_two_copies_of_a_card_are_two_items_with_the_same_face(qtbot):
    """Finesse's doubled court cards: the second QH is a piece of its own (QH + stride),
    so both copies can lie (and move) on the table at once, each drawn as QH."""
    scene = QGraphicsScene()
    renderer = renderer_for("french")
    layer = CardLayer(scene, renderer, scene)
    first = parse_card("QH")
    second = first + FRENCH.stride
    places = {
        first: Placement(Point(0, 0), True, 1),
        second: Placement(Point(90, 0), True, 2),
    }
    layer.apply(places, lambda key: (70, 98), lambda key, place: place.pos, 1.0, 0)
    assert set(layer.items) == {first, second}
    a, b = layer.items[first], layer.items[second]
    assert a is not b and a.pos() != b.pos()
    assert a.pixmap().cacheKey() == b.pixmap().cacheKey()  # one cached face for both
    assert a.pixmap().cacheKey() != renderer.face(parse_card("QS"), 70, 98).cacheKey()


def test_a_renderer_is_found_by_piece_kind_and_unknown_kinds_are_named():
    assert renderer_for("french").aspect == pytest.approx(1.4)
    assert renderer_for("domino").aspect == pytest.approx(2.0)
    with pytest.raises(KeyError, match="mahjong"):
        renderer_for("mahjong")


def _start(qtbot, tmp_path, game_id: str, size: tuple[int, int], plays: int, options=None):
    window = quiet_window(qtbot, tmp_path)
    window.resize(*size)
    if options:
        window.settings.set_game_options(game_id, options)
    window.choose_game(game_id)
    table = window.table
    rng = random.Random(3)
    for _ in range(plays):
        settle(qtbot, table)
        state = table.session.state
        if state.is_terminal:
            break
        if state.current_player in table.turns.controlled:
            table.perform(rng.choice(state.legal_actions()))
    settle(qtbot, table)
    return window, table


LAYOUT_CASES = [(game_id, None) for game_id in desk_ids()] + [("allmighty", {"players": 7})]


@pytest.mark.parametrize(("game_id", "options"), LAYOUT_CASES)
def test_every_piece_and_label_lies_inside_the_smallest_window(qtbot, tmp_path, game_id, options):
    window, table = _start(qtbot, tmp_path, game_id, MIN_SIZE, 4, options)
    area = QRectF(table.scene.sceneRect()).adjusted(-2, -2, 2, 2)
    assert table.items
    for item in table.items.values():
        assert area.contains(item.sceneBoundingRect()), (game_id, item.key)
    for name, label in table.labels.items():
        if label.text():
            assert area.contains(label.sceneBoundingRect()), (game_id, name, label.text())


def test_every_desk_layout_names_zones_the_table_knows():
    for game_id in desk_ids():
        layout = load_desk(game_id).layout
        assert isinstance(layout, Layout)
        assert layout.trick in ("ring", "row")
        for pile in layout.piles:
            assert isinstance(pile, Pile) and pile.zone and pile.corner in ("top_left", "top_right")


def test_partners_sit_opposite_in_one_colour_and_are_named(qtbot, tmp_path, monkeypatch):
    """A partnership game (seats 0 and 2 against 1 and 3): the partner faces the person,
    both sides' labels take their side's colour, and the partner is called so."""
    game = get_game("allmighty")
    monkeypatch.setattr(type(game), "partnerships", True)
    window, table = _start(qtbot, tmp_path, "allmighty", (1100, 760), 0, {"players": 4})
    assert table.presenter.partnerships() == ((0, 2), (1, 3))
    colours = [table.team_colour(seat) for seat in range(4)]
    assert colours[0] == colours[2] and colours[1] == colours[3] and colours[0] != colours[1]
    assert "partner" in table.presenter.seat_line(2) and "partner" not in table.presenter.seat_line(
        1
    )
    g = table.geometry_now()
    me, partner = table.seat_point(0, g), table.seat_point(2, g)
    assert partner.y < g.cy < me.y and abs(partner.x - me.x) < 1
    to_act = table.session.state.current_player
    for seat in range(4):
        if seat != to_act:
            assert table.labels[f"seat:{seat}"].brush().color() == colours[seat]


def test_without_partners_no_side_colours(qtbot, tmp_path):
    window, table = _start(qtbot, tmp_path, "hamlet", (1100, 760), plays=0)
    assert table.presenter.partnerships() == ()
    assert table.team_colour(1) is None


def test_arrow_keys_walk_the_decision_buttons(qtbot, tmp_path):
    """The solitaire's trump choice has no card to pick: arrows move over the buttons
    (shown with a border) and Enter presses the one pointed at."""
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(12345)
    table = window.table
    table.perform("exchange")
    table.setFocus()
    assert table.buttons.texts[:2] == ["trump S", "trump H"]
    qtbot.keyClick(table, Qt.Key.Key_Return)  # no button shown as chosen: Enter picks none
    assert table.session.state.phase == "trump"
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the first arrow shows the focus where it is
    assert "border" in table.buttons.buttons[0].styleSheet()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert "border" in table.buttons.buttons[1].styleSheet()
    assert not table.buttons.buttons[0].styleSheet()
    assert not any(item.has_focus_mark() for item in table.items.values())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.session.actions[-1] == (0, "trump H")


def test_pieces_chosen_together_by_keyboard_and_refused_past_the_limit(qtbot, tmp_path):
    """Space picks the focused card, Enter sends the choice; the confirm button names
    the choice in the core's words and the prompt adds what it would lead to."""
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(12345)
    table = window.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    chosen = list(table.selected)
    assert len(chosen) == 2
    assert table.bar.confirm_button.text().startswith("Exchange ")
    assert "hand 12, dummy 29" in table.bar.message.text()  # the core's selection note
    qtbot.keyClick(table, Qt.Key.Key_Return)
    state = table.session.state
    assert sorted(state.discards) == sorted(chosen) and not table.selected
    assert state.phase == "trump"


def test_a_card_no_choice_can_hold_is_refused(qtbot, tmp_path, monkeypatch):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(12345)
    table = window.table
    hand = list(table.session.state.hand)
    legal = table.turns.legal_now()
    # pretend the rules allow at most one card: a second one is refused with a reason
    only_one = {k: v for k, v in legal.sets.items() if len(k) <= 1}
    monkeypatch.setattr(type(legal), "can_extend", lambda self, chosen, piece: not chosen)
    assert only_one
    table.gestures.toggle_selected(hand[0])
    table.gestures.toggle_selected(hand[1])
    assert table.selected == [hand[0]]
    assert "No more" in table.bar.message.text()


def _solitaire(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(12345)
    return window, window.table


def test_undo_shows_the_undone_exchange_chosen_again(qtbot, tmp_path):
    window, table = _solitaire(qtbot, tmp_path)
    hand = list(table.session.state.hand)
    for card in hand[:2]:
        table.gestures.toggle_selected(card)
    table.gestures.confirm_selection()
    assert table.session.state.phase == "trump"
    table.undo()
    assert sorted(table.selected) == sorted(hand[:2])  # ready to adjust, not forgotten
    assert table.bar.confirm_button.text().startswith("Exchange ")


def test_a_late_hint_does_not_undo_the_persons_picks(qtbot, tmp_path):
    window, table = _solitaire(qtbot, tmp_path)
    table.hint()
    assert table.turns.hints.thinking
    card = table.session.state.hand[3]
    table.gestures.toggle_selected(card)
    assert not table.turns.hints.thinking  # the pick cancelled the hint on its way
    thought(qtbot)  # the hint's work is dropped, not shown late
    assert table.selected == [card]


def test_the_last_trick_line_follows_a_language_switch(qtbot, tmp_path):
    window, table = _solitaire(qtbot, tmp_path)
    table.perform("exchange")
    table.perform("trump S")
    table.perform(table.session.state.legal_actions()[0])
    settle(qtbot, table)
    english = table.last_trick
    assert english and ("beats" in english or "lead" in english or "take" in english)
    window.apply_language("ja")
    try:
        assert table.last_trick != english
        assert table.last_trick in table.bar.message.text()
    finally:
        window.apply_language("en")  # Qt's translator is the application's, not the window's


def test_a_finished_deal_says_its_verdict_and_refuses_cards_kindly(qtbot, tmp_path):
    window, table = _solitaire(qtbot, tmp_path)
    table.perform("exchange")
    table.perform("trump S")
    while not table.session.state.is_terminal:
        table.perform(table.session.state.legal_actions()[0])
    settle(qtbot, table)
    if window.deal_end.dialog is not None:
        window.deal_end.dialog.reject()
    headline = table.session.state.summary(0).headline
    assert headline is not None and headline.text("en") in table.bar.message.text()
    hand = table.session.state.hand
    if hand:
        table.play_card(hand[0])
        assert "Enter starts the next" in table.bar.message.text()
        assert "Wait for your turn" not in table.bar.message.text()


def test_keyboard_focus_starts_on_a_card_that_may_be_played(qtbot, tmp_path):
    window, table = _solitaire(qtbot, tmp_path)
    table.perform("exchange")
    table.perform("trump S")
    settle(qtbot, table)
    keys = table.focus_keys()
    legal = table.turns.legal_now().pieces
    assert table.gestures.face(keys[table.gestures.focus % len(keys)]) in legal


def test_action_buttons_send_the_actions_they_show_after_a_change(qtbot):
    """A new set of decisions replaces the old one: each button sends its own action."""
    from desktop.table.buttons import ActionButtons

    sent: list[str] = []
    buttons = ActionButtons(sent.append)
    qtbot.addWidget(buttons)
    buttons.show_actions(["keep"], "en", "french")
    buttons.show_actions(["look", "nolook"], "en", "french")
    assert buttons.texts == ["look", "nolook"]
    buttons.press(1)
    assert sent == ["nolook"]


@pytest.mark.parametrize(
    ("game_id", "deal", "size"),
    [("huutopussi", 1, (800, 600)), ("truco", 3, (800, 600)), ("truco", 1, (1100, 760))],
)
def test_no_seat_line_or_stake_lies_over_a_trick_card(qtbot, tmp_path, game_id, deal, size):
    """Long Japanese seat lines (Huutopussi's answers), the line under the trick and
    Truco's stake column keep clear of the trick (in a small window too), at every redraw of a
    whole deal: a seat line that would reach the trick wraps on its own side of it, and
    the stake column stays off the left seat's line."""
    from rules_core.ai import heuristic_bot

    window = quiet_window(qtbot, tmp_path)
    window.apply_language("ja")
    try:
        window.resize(*size)
        window.game_id = game_id
        window.new_game(deal)
        table = window.table
        crossed: list[str] = []
        relayout = table.relayout_now

        def check(*args, **kwargs):
            relayout(*args, **kwargs)
            trick = [table.items[k] for k in table.model.lists.get("trick", []) if k in table.items]
            cards = [item.sceneBoundingRect().adjusted(3, 3, -3, -3) for item in trick]
            lines = [
                (name, label)
                for name, label in table.labels.items()
                if name.startswith(("seat:", "truco:", "centre")) and label.text()
            ]
            seats = [label.sceneBoundingRect() for name, label in lines if name.startswith("seat:")]
            for name, label in lines:
                if any(label.sceneBoundingRect().intersects(card) for card in cards):
                    crossed.append(f"{name}: {label.text()}")
                if name.startswith("truco:") and any(
                    label.sceneBoundingRect().intersects(seat) for seat in seats
                ):
                    crossed.append(f"{name} over a seat line: {label.text()}")

        table.relayout_now = check
        bot = heuristic_bot(game_id)
        while not table.session.state.is_terminal:
            qtbot.waitUntil(
                lambda: (
                    table.session.state.is_terminal or (not table.busy() and table.turns.my_turn())
                ),
            )
            state = table.session.state
            if not state.is_terminal:
                view = state.view(state.current_player)
                table.perform(bot.choose(view, state.legal(), random.Random(0)).action)
        assert not crossed, crossed[:3]
    finally:
        window.apply_language("en")
