"""Co-op Must-Follow at the table: a 4-player game and a solo game with the dummy,
both played to the end screen by clicks."""

from __future__ import annotations

import random

from gui_helpers import click_card, quiet_window, visible_point
from PySide6.QtCore import Qt

from desktop.dialogs.end_of_deal import EndOfDealDialog as DealSummaryDialog
from rules_core.ai.games.ando_coop.solver import solve_state
from rules_core.cards import card_label, parse_card, suit_of
from rules_core.games.ando_coop import DUMMY, spoken_plan


def ready(window) -> bool:
    table = window.table
    state = table.session.state
    return not table.busy() and (
        state.is_terminal or state.current_player in table.turns.controlled
    )


def click_item(qtbot, table, item) -> None:
    qtbot.mouseClick(
        table.view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, item)
    )


def play_to_the_end(qtbot, window, variant: str) -> None:
    window.settings.set_game_options("ando_coop", {"_variant": variant})
    window.choose_game("ando_coop")
    table = window.table
    assert table is window.table
    rng = random.Random(6)
    while True:
        qtbot.waitUntil(lambda: ready(window))
        state = table.session.state
        if state.is_terminal:
            break
        action = rng.choice(state.legal_actions())
        card = parse_card(action.split(" ")[1])
        before = len(table.session.actions)
        if state.current_player == 0 and action.startswith("play"):
            click_card(qtbot, table, card)
        else:  # the dummy: an open card by its face, a hidden one by a back of its suit
            view = table.fittings.coop_view()
            if card in view.open_cards:
                click_item(qtbot, table, table.item_for(card))
            else:
                back = next(
                    item
                    for key, item in table.items.items()
                    if isinstance(key, tuple)
                    and key[0] == "sback"
                    and key[1] == 1
                    and key[2] == suit_of(card)
                )
                click_item(qtbot, table, back)
        assert len(table.session.actions) == before + 1, (action, table.bar.message.text())
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    text = window.deal_end.dialog.summary.text()
    assert isinstance(window.deal_end.dialog, DealSummaryDialog)
    assert text.count("✓") + text.count("✗") == (2 if variant in ("4p", "3p") else 3)


def test_four_players_to_the_end_screen(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    play_to_the_end(qtbot, window, "4p")
    assert window.table.session.variant == "4p"
    assert window.deal_end.dialog.winnable_button is None  # only the solo game is solved
    assert window.deal_end.dialog.knew_button.isEnabled()  # three bot partners


def test_solo_with_the_dummy_to_the_end_screen(qtbot, tmp_path, monkeypatch):
    window = quiet_window(qtbot, tmp_path)
    monkeypatch.setattr(window.rng, "randrange", lambda *_: 6)  # deal 6: solved in a second
    play_to_the_end(qtbot, window, "1p")
    state = window.table.session.state
    assert len(state.rounds) == 2
    # With every rank known after the deal, "Was it winnable?" asks the solver.
    dialog = window.deal_end.dialog
    assert dialog.winnable_button is not None and dialog.analysis is not None
    assert dialog.knew_button is None  # no bot sat at this table
    qtbot.mouseClick(dialog.winnable_button, Qt.MouseButton.LeftButton)
    assert not dialog.winnable_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.analysis.text().startswith(("Yes", "No", "Unknown")))
    solution = solve_state(state, 30)
    if solution.winnable:
        assert dialog.analysis.text().startswith(
            f"Yes. Perfect play wins with a score of {solution.score:+d}"
        )
        assert "Best line: 2♣" in dialog.analysis.text()


def test_backs_show_suits_and_talk_reaches_the_table(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "4p"})
    window.choose_game("ando_coop")
    table = window.table
    qtbot.waitUntil(lambda: ready(window))
    backs = [
        item for key, item in table.items.items() if isinstance(key, tuple) and key[0] == "sback"
    ]
    assert len(backs) == sum(table.session.state.view(0).hand_sizes[1:])
    assert all(item.back_suit == item.key[2] for item in backs)
    qtbot.mouseClick(table.panel.keep_buttons[2], Qt.MouseButton.LeftButton)
    assert table.session.state.talk[-1] == (0, "keep H")
    assert (0, "say keep H") in table.session.actions  # recorded with the deal


def test_memory_aid_lists_played_cards_only_when_switched_on(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "4p"})
    window.choose_game("ando_coop")
    table = window.table
    rng = random.Random(1)
    for _ in range(3):  # a few of the human's moves, the bots replying
        qtbot.waitUntil(lambda: ready(window))
        table.perform(rng.choice(table.session.state.legal_actions()))
    qtbot.waitUntil(lambda: ready(window))
    assert table.labels["stock"].text() == ""  # off by default: the rules forbid looking back
    window.menus.act_memory_aid.trigger()
    text = table.labels["stock"].text()
    assert "practice" in text and "2" in text  # 2♣ opened the game
    window.menus.act_memory_aid.trigger()
    assert table.labels["stock"].text() == ""


def test_bots_announce_the_plan_and_their_wishes(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "4p"})
    window.choose_game("ando_coop")
    table = window.table
    rng = random.Random(2)
    for _ in range(6):
        qtbot.waitUntil(lambda: ready(window))
        state = table.session.state
        if state.is_terminal:
            break
        table.perform(rng.choice(state.legal_actions()))
    talk = table.session.state.talk
    assert any(text.startswith("plan ") and seat != 0 for seat, text in talk)
    assert all(text.split()[0] in ("plan", "keep", "want") for _, text in talk)  # never a rank


def test_bots_accept_the_humans_plan(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "4p"})
    window.choose_game("ando_coop")
    table = window.table
    qtbot.waitUntil(lambda: ready(window))
    table.panel.say("say plan 0 2 4 6")
    rng = random.Random(3)
    for _ in range(3):
        qtbot.waitUntil(lambda: ready(window))
        table.perform(rng.choice(table.session.state.legal_actions()))
    qtbot.waitUntil(lambda: ready(window))
    talk = table.session.state.talk
    after = talk[[t for _, t in talk].index("plan 0 2 4 6") :]
    assert any(seat != 0 and text == "plan 0 2 4 6" for seat, text in after)  # repeated: accepted
    assert spoken_plan(talk) == (0, 2, 4, 6)
    assert table.presenter.seat_line(3).endswith("/ 6") or "/ 6 ·" in table.presenter.seat_line(3)


def test_solo_hints_cover_both_hands_without_naming_hidden_ranks(qtbot, tmp_path):
    """Hints work for the player's hand and the dummy's; a face-down card is named by
    its suit only."""
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "1p"})
    window.choose_game("ando_coop")
    table = window.table
    state = table.session.state
    seen = {"reveal": False, "dummy": False, "player": False}
    rng = random.Random(2)
    for _ in range(40):
        if all(seen.values()) or state.is_terminal:
            break
        table.notice = None
        table.hint()
        qtbot.waitUntil(lambda: table.notice is not None and "Hint" in table.notice[0])
        text = table.notice[0]
        hidden = [
            c for c in state.hand_cards(DUMMY) if c not in table.fittings.coop_view().open_cards
        ]
        if state.phase == "reveal":
            seen["reveal"] = True
            assert "face-down" in text
            assert "— any of the dummy's" in text  # its reason follows, naming no rank
            assert text.endswith("their backs cannot be told apart.")
        elif state.current_player == DUMMY:
            seen["dummy"] = True
        else:
            seen["player"] = True
        assert not any(card_label(c) in text for c in hidden), text
        table.perform(rng.choice(state.legal_actions()))
    assert all(seen.values()), seen


def visible_cards(table):
    return [item for item in table.items.values() if item.isVisible()]


def clear_of_cards_and_lines(table, rect) -> bool:
    """``rect`` overlaps no card on the table and no seat's line."""
    lines = [label for name, label in table.labels.items() if name.startswith("seat:")]
    return not any(rect.intersects(item.sceneBoundingRect()) for item in visible_cards(table)) and (
        not any(rect.intersects(label.sceneBoundingRect()) for label in lines if label.text())
    )


def test_three_players_centre_card_says_what_it_is(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("ando_coop", {"_variant": "3p"})
    window.choose_game("ando_coop")
    table = window.table
    qtbot.waitUntil(lambda: ready(window))
    card = table.item_for(table.session.state.centre).sceneBoundingRect()
    caption = table.labels["coop:centre"]
    assert caption.text() == "Centre card:\nit counts with the last cards"
    rect = caption.sceneBoundingRect()
    assert rect.left() >= card.right() and card.top() <= rect.center().y() <= card.bottom()
    assert clear_of_cards_and_lines(table, rect)
    window.apply_language("ja")
    try:
        assert table.labels["coop:centre"].text() == "中央の札：\n最後の札といっしょに数えます"
    finally:
        window.apply_language("en")


def test_a_legend_tells_what_the_colours_of_the_backs_say(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    for variant in ("4p", "1p"):
        window.settings.set_game_options("ando_coop", {"_variant": variant})
        window.choose_game("ando_coop")
        table = window.table
        qtbot.waitUntil(lambda: ready(window))
        assert [item.data(0) for item in table.fittings.legend] == [3, 2, 1, 0]  # ♠ ♥ ♦ ♣
        for item in table.fittings.legend:  # the very back a card of that suit shows
            pixmap = item.pixmap()
            ratio = pixmap.devicePixelRatio()
            size = (round(pixmap.width() / ratio), round(pixmap.height() / ratio))
            back = table.renderer.back(*size, ratio, int(item.data(0)))
            assert pixmap.cacheKey() == back.cacheKey()
            assert clear_of_cards_and_lines(table, item.sceneBoundingRect())
        words = table.labels["coop:legend"]
        assert words.text() == "Practice deck: a back shows its card's suit, never its rank"
        assert clear_of_cards_and_lines(table, words.sceneBoundingRect())
        assert table.labels["coop:centre"].text() == ""  # no centre card in these games


def test_round_one_ends_with_how_it_went_and_what_round_two_asks(qtbot, tmp_path):
    """Solo deal 6 along the solver's winning line to round 1's last card: playing it,
    the table says round 1's tricks and kept cards and round 2's mirrored targets before
    round 2 starts, and the seat lines take the mirrored targets."""
    from rules_core.games.ando_coop import GAME
    from rules_core.record import record_of

    line = [
        "reveal 10C",
        "reveal 3D",
        "reveal 5H",
        "reveal 2S",
        "play 2C",
        "play 10C",
        "play QS",
        "play 10S",
        "play 7S",
        "play 9S",
        "play 8S",
        "play 5S",
        "play 9H",
        "play QH",
        "play 4S",
        "play 6H",
        "play 4D",
        "play 9D",
        "play 5D",
        "play 3D",
        "play AC",
        "play 10H",
        "play KC",
        "play 5H",
        "play 4H",
        "play AD",
        "play 7C",
    ]  # fmt: skip  (the solver's winning line; "play JD" by the dummy ends round 1)
    state = GAME.new_deal(variant="1p", seed=6)
    played = []
    for action in line:
        played.append((state.current_player, action))
        state.apply(action)
    window = quiet_window(qtbot, tmp_path)
    window.records.paste(record_of(state, played, seed=6, variant="1p").dumps())
    table = window.table
    qtbot.waitUntil(lambda: ready(window))
    assert table.session.state.current_player == DUMMY and table.bar.message.text()
    assert table.perform("play JD")
    qtbot.waitUntil(lambda: ready(window))
    state = table.session.state
    assert state.round == 2 and state.rounds[0].tricks == (8, 4)
    told = (
        "Round 1 is over — tricks: You 8, Dummy 4 (8-4 ✓); last cards 6♣, 2♠ ✓. "
        "Round 2 the other way round — tricks: You 4, Dummy 8; last cards ♥ ♦."
    )
    assert told in table.bar.message.text()
    assert table.labels["centre"].text() == told.replace("✓. Round 2", "✓.\nRound 2")
    assert "tricks 0 / 4" in table.presenter.seat_line(
        0
    ) and "tricks 0 / 8" in table.presenter.seat_line(1)
    assert table.labels["coop:kept"].text() == "Round 1's last cards"
