"""What a new player hit on the old table, each held by a test on the new one: the
joker's named suit, who won a trick and why, the next deal after the dialog is closed,
the solo co-op game by keyboard, words instead of raw actions, menus and dialogs that
fit what is on the screen."""

from __future__ import annotations

import json
import random

from gui_helpers import quiet_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from desktop.dialogs.options import OptionsDialog
from desktop.games import desk_ids, load_desk
from desktop.window.main_window import MIN_SIZE
from rules_core.cards import parse_card
from rules_core.games.ando_coop import DUMMY
from rules_core.registry import get_game


def ready(window) -> bool:
    table = window.table
    state = table.session.state
    return not table.busy() and (
        state.is_terminal or state.current_player in table.turns.controlled
    )


def test_every_playable_game_has_a_desk_and_nothing_else_names_it():
    """A game's id appears in desktop/ only in its own desk module (and in the GUI
    benchmark, which names the games it measures)."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "desktop"
    assert set(desk_ids()) == {
        "mustfollow_solitaire",
        "crescendo",
        "hamlet",
        "allmighty",
        "ando_coop",
        "finesse",
        "huutopussi",
        "truco",
        "irokanmuri",
        "shikagari",
        "reveille",
    }
    for game_id in desk_ids():
        assert load_desk(game_id).game_id == game_id
        for path in root.rglob("*.py"):
            if (path.parent.name == "games" and path.stem == game_id) or path.name == "bench.py":
                continue
            text = path.read_text(encoding="utf-8")
            assert f'"{game_id}"' not in text, f"{path.name} names {game_id}"
            assert f"games.{game_id}" not in text, f"{path.name} imports {game_id}"


def test_the_joker_lead_asks_for_its_suit_and_a_named_suit_is_shown(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("crescendo", {"_levels": ["easy", "easy"]})
    window.rng.seed(1)  # the same deals and (easy, seeded) bot moves every run
    window.choose_game("crescendo")
    table = window.table
    state = table.session.state
    # play the auction and tricks until the human may lead the joker (seeded search)
    rng = random.Random(1)
    for _ in range(400):
        qtbot.waitUntil(lambda: ready(window))
        state = table.session.state
        if state.is_terminal:
            window.next_deal()
            continue
        leads = [a for a in state.legal_actions() if a.startswith("play JK ")]
        if leads:
            break
        legal = state.legal_actions()
        choices = [a for a in legal if a != "play JK"] or legal  # keep the joker for a lead
        table.perform(rng.choice(choices))
    else:
        raise AssertionError("no joker lead came up")
    table.play_card(parse_card("JK"))
    menu = table.gestures.action_menu
    assert menu is not None
    assert [a.text() for a in menu.actions()] == [
        "Play Joker as ♣",
        "Play Joker as ♦",
        "Play Joker as ♥",
        "Play Joker as ♠",
    ]
    before = len(table.session.actions)
    next(a for a in menu.actions() if a.data() == "play JK H").trigger()
    assert table.session.actions[before] == (0, "play JK H")
    table.queue.fast_forward()
    if table.session.state.view(0).trick:
        assert table.labels["named:" + str(parse_card("JK"))].text() == "= ♥"


def test_every_trick_says_who_took_it_and_why(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "4p"})
    window.choose_game("ando_coop")
    table = window.table
    rng = random.Random(4)
    while not table.last_trick:
        qtbot.waitUntil(lambda: ready(window))
        table.perform(rng.choice(table.session.state.legal_actions()))
        qtbot.waitUntil(lambda: ready(window))
    assert "takes the trick" in table.last_trick
    assert table.last_trick.split(":")[0].removeprefix("Trick to ") in table.presenter.seat_names()


def test_the_next_deal_stays_reachable_after_the_dialog_is_closed(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.game_id = "mustfollow_solitaire"
    window.new_game(3)
    table = window.table
    while not table.session.state.is_terminal:
        table.perform(table.session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    window.deal_end.dialog.reject()
    assert table.bar.next_button.isVisible() and window.menus.act_next.isEnabled()
    number = table.session.number
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.session.number != number and not table.session.state.is_terminal
    assert not table.bar.next_button.isVisible()


def test_solo_coop_by_keyboard_reaches_the_dummy_and_hints_point_at_backs(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "1p"})
    window.choose_game("ando_coop")
    table = window.table
    assert table.panel.isHidden()  # no partner to talk to in the solo game
    rng = random.Random(2)
    seen_dummy_turn = False
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window))
        state = table.session.state
        if state.is_terminal:
            break
        if state.current_player == DUMMY:
            seen_dummy_turn = True
            keys = table.focus_keys()
            assert keys and all(k in table.seat_keys[DUMMY] for k in keys)
            before = len(table.session.actions)
            for _ in range(len(keys)):  # Enter on each dummy piece until one is legal
                qtbot.keyClick(table, Qt.Key.Key_Return)
                if len(table.session.actions) > before:
                    break
                qtbot.keyClick(table, Qt.Key.Key_Right)
            assert len(table.session.actions) == before + 1, table.bar.message.text()
            assert "not in your hand" not in table.bar.message.text()
        else:
            table.perform(rng.choice(state.legal_actions()))
    assert seen_dummy_turn


def test_hints_and_refusals_speak_words_not_actions(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.language = "ja"
    window.apply_language("ja")
    window.choose_game("hamlet")
    table = window.table
    qtbot.waitUntil(lambda: ready(window))
    table.hint()
    qtbot.waitUntil(lambda: "ヒント" in table.bar.message.text())
    text = table.bar.message.text()
    assert "(choose " not in text and "(play " not in text and "choose " not in text


def test_the_match_line_follows_the_game_and_skips_void_deals(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.choose_game("crescendo")
    table = window.table
    qtbot.waitUntil(lambda: ready(window))
    rng = random.Random(5)
    while True:  # the human passes (a void deal if the bots pass too)
        qtbot.waitUntil(lambda: ready(window))
        legal = table.session.state.legal_actions()
        if table.session.state.is_terminal:
            break
        table.perform("pass" if "pass" in legal else rng.choice(legal))
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    void = table.session.state.result().get("redeal")
    window.deal_end.dialog.reject()
    if void:
        assert "Match after 0 deals:" in window.session_label.text()
        assert "dealt again" in table.session.state.summary(0).lines[0].text("en")
    window.choose_game("hamlet")
    assert window.session_label.text() == ""  # no line carried over from Crescendo
    window.show_chooser()
    assert window.session_label.text() == ""


def test_menus_fit_what_is_on_the_screen(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    menus = window.menus
    for act in (menus.act_restart, menus.act_save, menus.act_copy, menus.act_next):
        assert not act.isEnabled()  # nothing to restart or save on the chooser
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions() if a.text()]
    mnemonics = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
    assert len(mnemonics) == len(set(mnemonics)), texts
    help_dialog = window.help.show_rules()  # F1 on the chooser: every game, then the glossary
    assert help_dialog.games.count() == len(desk_ids()) + 2  # the glossary, the keys
    help_dialog.games.setCurrentRow(2)
    assert help_dialog.game_shown == desk_ids()[2]
    help_dialog.close()
    assert window.minimumSize().width() >= MIN_SIZE[0]
    hamlet = get_game("hamlet")
    deal = hamlet.explicit_deal(hamlet.new_deal(seed=3))
    record = {"format": "torite-record/1", "game": "hamlet", "deal": deal, "actions": []}
    assert window.records.paste(json.dumps(record))  # a record with a deal and no number
    assert "deal 0" not in window.windowTitle() and "Hamlet" in window.windowTitle()
    assert window.menus.act_rules.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)


def test_options_list_only_the_seats_the_table_will_have(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    dialog = OptionsDialog("allmighty", {"players": 4}, "en", window)
    shown = [lab.text() for lab in dialog.level_labels if not lab.isHidden()]
    assert shown == ["Bot 1 (opponent)", "Bot 2 (opponent)", "Bot 3 (opponent)"]
    players = dialog.editors["players"]
    players.setCurrentIndex(players.findData(7))
    assert len([lab for lab in dialog.level_labels if not lab.isHidden()]) == 6
    dialog.close()
    coop = OptionsDialog("ando_coop", {"_variant": "1p"}, "en", window)
    assert [lab for lab in coop.level_labels if not lab.isHidden()] == []  # the dummy is yours
    variant = coop.editors["_variant"]
    variant.setCurrentIndex(variant.findData("3p"))
    shown = [lab.text() for lab in coop.level_labels if not lab.isHidden()]
    assert shown == ["Bot 1 (partner)", "Bot 2 (partner)"]
    assert get_game("ando_coop").variant_titles["1p"]["en"] in [
        variant.itemText(i) for i in range(variant.count())
    ]
    coop.close()


def test_qt_own_buttons_speak_japanese_too(qtbot, tmp_path):
    from PySide6.QtCore import QCoreApplication

    window = quiet_window(qtbot, tmp_path)
    window.apply_language("ja")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
    window.apply_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
