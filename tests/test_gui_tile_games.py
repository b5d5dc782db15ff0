"""Shikagari, Reveille and Irokanmuri at the table, driven like a person: a deal of each
played by hand against bots, what each table shows (tiles strongest first and the teams'
face-down piles; dominoes across when played, the stock's face-up tile, the counting tiles
aside and the bidding box; the waiting reading card in the middle, only the cards that may
receive it lifted, the kind labels), and whole matches."""

from __future__ import annotations

import random

import pytest
from gui_helpers import act_by_hand, quiet_window, session_at_trump_choice, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.dialogs.end_of_deal import EndOfDealDialog
from desktop.games.playable import LEVELS_KEY
from desktop.pieces.karuta import KarutaRenderer
from desktop.sitting.session import Session
from rules_core.karuta import KARUTA, TENJI
from rules_core.registry import get_game
from rules_core.tiles import DOMINO, TIEN_GOW, high, low, tien_gow_strength


@pytest.fixture
def window(qtbot, tmp_path):
    return quiet_window(qtbot, tmp_path)


def choose(window, game_id: str) -> None:
    players = get_game(game_id).player_counts[0]
    window.settings.set_game_options(game_id, {LEVELS_KEY: ["easy"] * (players - 1)})
    window.choose_game(game_id)


def person_to_act(window) -> bool:
    table = window.table
    return not table.busy() and table.turns.my_turn()


def play_out(qtbot, window, rng: random.Random, check=None) -> None:
    """The person's decisions by hand (random legal ones) until the deal is over;
    ``check(table)`` looks at the table before each of them."""
    table = window.table
    while True:
        qtbot.waitUntil(lambda: table.session.state.is_terminal or person_to_act(window))
        state = table.session.state
        if state.is_terminal:
            return
        if check is not None:
            check(table)
        action = rng.choice(state.legal_actions())
        before = len(table.session.actions)
        act_by_hand(qtbot, table, action)
        assert len(table.session.actions) == before + 1, (action, table.bar.message.text())


def play_match(qtbot, window, game_id: str, deals: int, seed: int) -> None:
    choose(window, game_id)
    rng = random.Random(seed)
    for _ in range(deals):
        play_out(qtbot, window, rng)
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        match = window.sitting.matches[game_id]
        if match.is_over:
            return
        window.deal_end.dialog.done(EndOfDealDialog.NEXT)
    pytest.fail(f"{game_id}: the match did not end in {deals} deals")


# -- Shikagari --------------------------------------------------------------------------------


def test_shikagari_deal_by_hand(qtbot, window):
    def check(table) -> None:
        hand = [k for k in table.hand_order()]
        xs = [table.items[k].pos().x() for k in hand]
        assert xs == sorted(xs)
        strengths = [tien_gow_strength(TIEN_GOW.face(k)) for k in hand]
        assert strengths == sorted(strengths, reverse=True)  # strongest at the left
        view = table.state_view()
        captured = sum(table.model.counts.get(f"side:{t}", 0) for t in (0, 1))
        assert captured == 4 * sum(view.trick_counts)  # captured tiles lie face down
        assert str(view.trick_pips) in table.presenter.centre_line(
            table.presenter.status()
        )  # the trick's red pips

    choose(window, "shikagari")
    play_out(qtbot, window, random.Random(1), check)
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    state = window.table.session.state
    assert sum(state.scores()) == 64


@pytest.mark.slow  # a deal of each game is in the default suite; whole matches on request
def test_shikagari_whole_match_of_eight_games(qtbot, window):
    play_match(qtbot, window, "shikagari", 8, seed=2)
    match = window.sitting.matches["shikagari"]
    assert match.deals_completed == 8 and sum(match.totals) == 8 * 64


# -- Reveille ---------------------------------------------------------------------------------


def test_reveille_deal_by_hand(qtbot, window):
    seen = {"turned": False, "top": False, "bid_box": False, "counted": False, "trump_first": False}

    def check(table) -> None:
        view = table.state_view()
        for play in view.trick:  # a played domino lies across
            assert abs(table.items[play.card].rotation()) == pytest.approx(90.0)
            seen["turned"] = True
        if view.stock_top is not None:
            item = table.items[view.stock_top]
            assert item.face_up and item.isVisible()
            seen["top"] = True
        for tile in view.counted:
            assert table.items[tile].face_up
            seen["counted"] = True
        trump = view.trump_number
        if trump is not None and trump >= 0:  # the trump number's tiles at the left
            has = [trump in (high(DOMINO.face(k)), low(DOMINO.face(k))) for k in table.hand_order()]
            assert has == sorted(has, reverse=True)
            seen["trump_first"] = True
        if any(a.startswith("bid ") for a in table.session.state.legal_actions()):
            assert table.buttons.number.isVisible()
            numbers = [
                table.buttons.number.itemData(i) for i in range(table.buttons.number.count())
            ]
            assert max(numbers) == view.max_bid and min(numbers) == view.min_bid
            seen["bid_box"] = True

    choose(window, "reveille")
    for seed in range(1, 6):
        play_out(qtbot, window, random.Random(seed), check)
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        if all(seen.values()):
            break
        window.deal_end.dialog.done(EndOfDealDialog.NEXT)
    assert seen["turned"] and seen["top"] and seen["bid_box"] and seen["trump_first"]
    dialog = window.deal_end.dialog
    assert "Match points" in dialog.summary.text()  # second-half points and the game point
    state = window.table.session.state
    assert sorted(state.match_points()) == [0, 1]


@pytest.mark.slow
def test_reveille_whole_match_to_seven(qtbot, window):
    play_match(qtbot, window, "reveille", 13, seed=3)
    assert max(window.sitting.matches["reveille"].totals) == 7


# -- Irokanmuri -------------------------------------------------------------------------------


def test_irokanmuri_deal_by_hand(qtbot, window):
    seen = {"waiting": 0, "attack": 0}

    def check(table) -> None:
        state = table.session.state
        view = table.state_view()
        legal = state.legal_actions()
        lifted = {KARUTA.piece_text(k) for k in view.hand if table.gestures.actable(k)}
        if view.waiting is not None:
            seen["waiting"] += 1
            # the waiting card lies alone in the middle
            spot = table.items[view.waiting].sceneBoundingRect().center()
            centre = table.anchors["centre"]
            assert abs(spot.x() - centre.x) < table.card_size[0]
            receivers = {a.split()[1] for a in legal if a.startswith("receive ")}
            assert lifted == receivers  # only the cards that may receive it
            assert ("pass" in table.buttons.texts) == ("pass" in legal)
            if KARUTA.face(view.waiting) == TENJI:
                assert legal == ["pass"]
        else:
            seen["attack"] += 1
            assert lifted == {KARUTA.piece_text(k) for k in view.hand}  # any card attacks

    choose(window, "irokanmuri")
    play_out(qtbot, window, random.Random(4), check)
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    state = window.table.session.state
    assert sorted(state.scores()) == [0, 1]
    assert seen["waiting"] and seen["attack"]


def test_kind_labels_can_be_turned_off(qtbot, window):
    choose(window, "irokanmuri")
    table = window.table
    settle(qtbot, table)
    renderer = table.renderer
    assert isinstance(renderer, KarutaRenderer) and renderer.labels
    card = table.state_view().hand[0]
    before = table.items[card].pixmap().toImage()
    window.menus.act_kind_labels.setChecked(False)
    assert not renderer.labels and not window.settings.kind_labels
    assert table.items[card].pixmap().toImage() != before  # redrawn without the label


@pytest.mark.slow
def test_irokanmuri_whole_match_to_three(qtbot, window):
    play_match(qtbot, window, "irokanmuri", 5, seed=5)
    assert max(window.sitting.matches["irokanmuri"].totals) == 3


def test_the_card_edition_is_chosen_by_its_title(qtbot, window):
    """The options list each edition in words (its counts), in the player's language, and
    the chosen edition deals its own counts and draws its own poets."""
    from desktop.dialogs.options import OptionsDialog

    dialog = OptionsDialog("irokanmuri", {}, "ja", window)
    qtbot.addWidget(dialog)
    combo = dialog.editors["edition"]
    titles = [combo.itemText(i) for i in range(combo.count())]
    assert all("黒冠" in t for t in titles) and len(titles) >= 2
    combo.setCurrentIndex(1)
    edition = combo.currentData()
    window.settings.set_game_options("irokanmuri", dialog.values())
    window.choose_game("irokanmuri")
    table = window.table
    settle(qtbot, table)
    assert table.state_view().edition == edition
    assert table.renderer.edition == edition


def test_the_declarer_names_trump_on_the_pip_buttons(qtbot, window):
    session = session_at_trump_choice()
    choose(window, "reveille")
    window.start_session(session)
    table = window.table
    settle(qtbot, table)
    picker = table.panel
    assert picker.isVisible()
    assert not any(a.startswith("trump") or a == "nello" for a in table.buttons.texts)
    hand = table.state_view().hand
    for n in range(7):  # each number's button counts the person's tiles that carry it
        carrying = sum(1 for k in hand if n in (high(DOMINO.face(k)), low(DOMINO.face(k))))
        # and shows its key: a digit presses the n-th button, as on every button bar
        assert picker.buttons[f"trump {n}"].text() == f"×{carrying} ({n + 1})"
    qtbot.keyClick(table, Qt.Key.Key_5)  # the fifth button: trump 4
    assert table.session.actions[-1] == (0, "trump 4")
    settle(qtbot, table)
    assert not picker.isVisible()
    assert table.state_view().trump_number == 4


def test_review_dialogs_name_reading_cards_by_kind(qtbot, window):
    """What the bots knew and the review name an Irokanmuri card as its kind ("Black
    cap"), as the table does, never by its record word (KURO)."""
    from desktop.dialogs.review import KnowledgeDialog, ReviewDialog
    from rules_core.ai import heuristic_bot

    bot, rng = heuristic_bot("irokanmuri"), random.Random(6)
    session = Session("irokanmuri", 6)
    while not session.state.is_terminal:
        state = session.state
        session.apply(bot.choose(state.view(state.current_player), state.legal(), rng).action)
    choose(window, "irokanmuri")
    record = session.record()
    knew = KnowledgeDialog(record, [1, 2, 3], window.table.seat_name, "en", window)
    qtbot.addWidget(knew)
    lines = [knew.list.item(i).text() for i in range(knew.list.count())]
    assert lines and not any(word in line for line in lines for word in ("KURO", "BOZU", "HIME"))
    review = ReviewDialog(record, 0, window.table.seat_name, "en", window)
    qtbot.addWidget(review)
    chosen = [review.table.item(r, 1).text() for r in range(review.table.rowCount())]
    assert chosen and not any("KURO" in c or "TENJI" in c for c in chosen)
    review.runner.cancel()
    review.reject()


def test_a_bot_going_on_with_its_own_turn_waits_less(qtbot, window):
    """A bot that has just received attacks after a third of the usual pause: a turn of
    two moves should not feel like two turns."""
    from desktop.table.turns import BOT_DELAY_MS
    from rules_core.ai import heuristic_bot

    bot = heuristic_bot("irokanmuri")
    session = Session("irokanmuri", 3)
    rng = random.Random(3)
    while True:
        state = session.state
        actions = session.actions
        if actions and actions[-1][0] == state.current_player != 0:
            break
        session.apply(bot.choose(state.view(state.current_player), state.legal(), rng).action)
    assert actions[-1][1].startswith("receive")
    window.settings.animation = "normal"
    choose(window, "irokanmuri")
    window.start_session(session)
    table = window.table
    qtbot.waitUntil(lambda: table.turns.timer.isActive())
    assert table.turns.timer.interval() == BOT_DELAY_MS["normal"] // 3


def test_the_chooser_says_what_each_game_is(qtbot, window):
    """Hovering a game in the chooser shows its rules page's opening line (Irokanmuri is
    no trick game: the line says so), in the player's language."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication

    def hover(game_id):
        button = window.chooser.buttons[game_id]
        at = QPoint(5, 5)
        QApplication.sendEvent(button, QHelpEvent(QEvent.Type.ToolTip, at, button.mapToGlobal(at)))
        return button.toolTip()

    window.show_chooser()
    assert window.chooser.buttons["reveille"].toolTip() == ""  # read when first asked for
    for game_id, words in (("irokanmuri", "shedding game"), ("reveille", "domino")):
        tip = hover(game_id)
        assert words in tip and "<" not in tip
    window.settings.language = "ja"
    window.chooser.retranslate()
    assert "読み札" in hover("irokanmuri")


def test_a_game_s_own_word_for_a_deal(qtbot, window):
    """Shikagari plays games, not deals: the table's next button, the end dialog and the
    match line say so (and Japanese says ゲーム)."""
    choose(window, "shikagari")
    play_out(qtbot, window, random.Random(7))
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    dialog = window.deal_end.dialog
    assert dialog.windowTitle() == "End of the game"
    assert "Next game" in [b.text() for b in dialog.findChildren(QPushButton)]
    assert "Match after 1 game:" in window.session_label.text()
    dialog.reject()
    assert window.table.bar.next_button.text() == "Next game (Enter)"


def test_the_memory_aid_counts_each_kind_still_out(qtbot, window):
    """With the memory aid on, a strip counts each kind still out in the other hands (and
    changes as cards are played); off, it is hidden."""
    choose(window, "irokanmuri")
    table = window.table
    settle(qtbot, table)
    assert not table.fittings.kinds_out.isVisible()
    window.menus.act_memory_aid.setChecked(True)
    assert table.fittings.kinds_out.isVisible()
    assert sum(table.state_view().unseen_counts) == 75  # the other three hands
    first = table.fittings.kinds_out.pixmap().toImage()
    rng = random.Random(8)
    qtbot.waitUntil(lambda: person_to_act(window))
    act_by_hand(qtbot, table, rng.choice(table.session.state.legal_actions()))
    qtbot.waitUntil(lambda: person_to_act(window) or table.session.state.is_terminal)
    assert sum(table.state_view().unseen_counts) < 75
    assert table.fittings.kinds_out.pixmap().toImage() != first
    window.menus.act_memory_aid.setChecked(False)
    assert not table.fittings.kinds_out.isVisible()
