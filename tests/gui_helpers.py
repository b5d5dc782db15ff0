"""Driving the table like a person: clicks on visible parts of cards, keys, drags."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from desktop.table.cards import CardItem


def visible_point(table, item: CardItem) -> QPoint:
    """A viewport point where ``item`` is the topmost card (cards overlap in the fan)."""
    rect = item.sceneBoundingRect()
    for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
        for fx in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.05):
            scene_point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            view_point = table.view.mapFromScene(scene_point)
            top = next((i for i in table.view.items(view_point) if isinstance(i, CardItem)), None)
            if top is item:
                return view_point
    raise AssertionError(f"card {item.key} is completely hidden")


def click_card(qtbot, table, card: int) -> None:
    point = visible_point(table, table.item_for(card))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def drag_card(qtbot, table, card: int, to_scene: QPointF) -> None:
    viewport = table.view.viewport()
    start = visible_point(table, table.item_for(card))
    end = table.view.mapFromScene(to_scene)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + (end - start) * (k / 5))
        QApplication.processEvents()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def settle(qtbot, table) -> None:
    """Wait until the table has shown its moves (at once when animations are off)."""
    qtbot.waitUntil(lambda: not table.queue.busy)


def quiet_window(qtbot, tmp_path, **kwargs):
    """A shown main window with its own settings file, animations and pauses off, English."""
    from PySide6.QtCore import QSettings

    from desktop.settings import Settings
    from desktop.window.main_window import MainWindow

    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = "off"
    settings.trick_pause = "off"
    settings.language = "en"
    win = MainWindow(settings, **kwargs)
    # Going back past cards already seen asks in a modal dialog, which nobody answers in a
    # test: agree (a test that checks the question sets its own answer on the table).
    win.ask_practice = lambda: True
    # Deals a test does not number come from a generator seeded by the test's name, so a
    # failure comes back on the next run instead of once in a hundred CI runs.
    win.rng = random.Random(tmp_path.name)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    return win


def act_by_hand(qtbot, table, action: str) -> None:
    """Take a legal ``action`` the way a person does: click its piece (in the zone the rules
    say it lies in), pick the pieces of a set and confirm, or set the number and press the
    button of a decision."""
    from desktop.table.buttons import number_of

    state = table.session.state
    space = state.game.actions
    action_id = state.action_id(action)
    if space.selects(action_id):
        for piece in state.action_pieces(action_id):
            click_card(qtbot, table, piece)
        assert table.bar.confirm_button.isEnabled(), table.bar.message.text()
        qtbot.mouseClick(table.bar.confirm_button, Qt.MouseButton.LeftButton)
        return
    face = space.piece_of(action_id)
    if face is not None:
        zone = state.action_zone(action_id)
        keys = table.model.lists.get(zone, []) if zone else table.focus_keys()
        key = next(k for k in keys if table.gestures.face(k) == face)
        click_card(qtbot, table, key)
        if table.gestures.action_menu is not None:  # several actions on one piece: a menu
            chosen = next(a for a in table.gestures.action_menu.actions() if a.data() == action)
            chosen.trigger()
        return
    claimed = getattr(table.panel, "buttons", {})
    if isinstance(claimed, dict) and action in claimed:  # a game panel's own button
        qtbot.mouseClick(claimed[action], Qt.MouseButton.LeftButton)
        return
    buttons = table.buttons
    numbered = number_of(action)
    if numbered is not None:
        buttons.number.setCurrentIndex(buttons.number.findData(numbered[1]))
    index = buttons.texts.index(action)
    qtbot.mouseClick(buttons.buttons[index], Qt.MouseButton.LeftButton)


def thought(qtbot) -> None:
    """Wait until the bots' and hints' work asked for so far is done or dropped (GUI tests
    think with an instant, count-bound thinker: see tests/conftest.py)."""
    from desktop.bots import InstantThinker, thinker

    current = thinker()
    if isinstance(current, InstantThinker):
        qtbot.waitUntil(lambda: current.idle)


def drained() -> None:
    """Let the event loop handle everything already posted (a zero-time timer, a queued
    signal), so a test can check that nothing more happens: no clock involved."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    for _ in range(3):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def session_at_trump_choice():
    """A Reveille deal where the person has won the bidding and names trump (the person
    bids as low as allowed, the bot plays its heuristic; the first such deal number)."""
    from desktop.sitting.session import Session
    from rules_core.ai import heuristic_bot

    bot = heuristic_bot("reveille")
    for number in range(1, 100):
        session = Session("reveille", number)
        rng = random.Random(number)
        while not session.state.is_terminal:
            state = session.state
            legal = state.legal_actions()
            if state.current_player == 0 and any(a.startswith("trump") for a in legal):
                return session
            bids = [a for a in legal if a.startswith("bid ")]
            if state.current_player == 0 and bids:
                action = min(bids, key=lambda a: int(a.split()[1]))
            else:
                action = bot.choose(state.view(state.current_player), state.legal(), rng).action
            session.apply(action)
    raise AssertionError("no deal reached the person's trump choice")
