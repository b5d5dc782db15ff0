"""Brazilian Truco at the table, driven like a person: a call accepted and one folded by
the person for the team (the partner bot defers), the face-down switch and its key, the
hand of eleven's look, the blind hand's unseen cards, and a whole match to 12."""

from __future__ import annotations

import random

import pytest
from gui_helpers import act_by_hand, click_card, quiet_window, settle, thought
from PySide6.QtCore import Qt

from desktop.dialogs.end_of_deal import EndOfDealDialog
from desktop.games.playable import LEVELS_KEY
from desktop.sitting.session import Session
from rules_core.cards import FRENCH, parse_card
from rules_core.games.truco import PACK, TrucoView

GAME = "truco"
GAME_ACTIONS = {"keep", "give", "discard", "look", "nolook", "truco", "accept", "fold", "retruco"}


@pytest.fixture
def window(qtbot, tmp_path):
    win = quiet_window(qtbot, tmp_path)
    win.settings.set_game_options(GAME, {LEVELS_KEY: ["easy"] * 3})  # quick bots
    return win


def pack_of(*packets: str) -> list[str]:
    """A pack whose first packets are ``packets`` ("4C 7H AS" each), the rest in order."""
    head = [c for p in packets for c in p.split()]
    return head + [t for t in map(FRENCH.piece_text, PACK) if t not in head]


def start(window, session: Session) -> None:
    window.choose_game(GAME)
    window.start_session(session)


def person_to_act(window) -> bool:
    table = window.table
    return not table.busy() and table.turns.my_turn()


def play_out(qtbot, window, rng: random.Random) -> None:
    """The person's decisions by hand (random legal ones) until the hand is over."""
    table = window.table
    while True:
        qtbot.waitUntil(lambda: table.session.state.is_terminal or person_to_act(window))
        state = table.session.state
        if state.is_terminal:
            return
        legal = [a for a in state.legal_actions() if not a.endswith(" down")]
        action = rng.choice(legal)
        before = len(table.session.actions)
        if state.view(0).blind:
            qtbot.keyClick(table, Qt.Key.Key_Return)
        else:
            act_by_hand(qtbot, table, action)
        assert len(table.session.actions) == before + 1, (action, table.bar.message.text())


# Dealer 3: first hand is seat 0 (the person).  The person keeps 3S 2S KS; seat 1 gets
# 4C 7H 3D, seat 2 (partner) 5C 5D 6H, seat 3 AH 2D 3H.
PACKETS = ("3S 2S KS", "4C 7H 3D", "5C 5D 6H", "AH 2D 3H")


def session_with_bot_call() -> Session:
    """Seat 0 keeps and plays; seat 1 calls truco before playing: seat 2 (the person's
    partner) is the seat the record names to answer — the person answers."""
    session = Session(GAME, 1, deal={"pack": pack_of(*PACKETS)}, dealer=3)
    session.apply("keep")
    session.apply("play KS")
    session.apply("truco")
    assert session.state.current_player == 2 and session.state.team_decides()
    return session


def test_the_person_answers_a_call_for_the_team_and_accepts(qtbot, window):
    start(window, session_with_bot_call())
    table = window.table
    settle(qtbot, table)
    assert table.turns.my_turn(), "the person answers for the team"
    assert not table.turns.bots.thinking and not table.turns.timer.isActive()  # the partner defers
    assert set(table.buttons.texts) >= {"accept", "fold", "retruco"}
    assert "Bot 1 asks 3" in table.bar.message.text()
    act_by_hand(qtbot, table, "accept")
    assert table.session.actions[-1] == (2, "accept")
    assert table.session.state.view(0).stake == 3
    play_out(qtbot, window, random.Random(1))
    state = table.session.state
    assert sorted(state.scores()) in ([0, 0], [0, 3])  # trick 1 decides: 3 points (or a draw)
    table.undo()  # back to the person's last decision: possibly the accept itself
    assert table.turns.my_turn()


def test_the_person_folds_for_the_team(qtbot, window):
    start(window, session_with_bot_call())
    table = window.table
    settle(qtbot, table)
    act_by_hand(qtbot, table, "fold")
    qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
    state = table.session.state
    assert state.is_terminal and state.scores() == [0, 1]  # the callers score the stake before
    assert state.view(0).folded
    assert "+1" in window.deal_end.dialog.summary.text()


def test_a_partner_bot_shows_a_sign_while_the_person_answers(qtbot, window):
    start(window, session_with_bot_call())
    table = window.table
    settle(qtbot, table)
    gesture = table.presenter.gesture_of(2)
    assert gesture is not None
    assert gesture.text("en") in table.presenter.seat_line(2)
    for card in ("5C", "5D", "6H"):  # a sign, never a card
        assert card not in table.presenter.seat_line(2)


def test_the_face_down_switch_and_its_key(qtbot, window):
    session = Session(GAME, 1, deal={"pack": pack_of(*PACKETS)}, dealer=3)
    start(window, session)
    table = window.table
    qtbot.waitUntil(lambda: person_to_act(window))
    act_by_hand(qtbot, table, "keep")
    qtbot.waitUntil(lambda: person_to_act(window))
    switch = table.panel.face_down
    assert switch.button.isVisible() and not switch.button.isChecked()
    qtbot.keyClick(table, Qt.Key.Key_D)
    assert switch.button.isChecked()
    click_card(qtbot, table, parse_card("KS"))
    assert table.session.actions[-1] == (0, "play KS down")
    assert not switch.button.isChecked()  # one card only
    settle(qtbot, table)
    view = table.session.state.view(1)
    assert all(p.card < 0 for p in view.trick if p.seat == 0)  # the others never see it


def test_a_hand_of_eleven_with_look(qtbot, window):
    session = Session(
        GAME, 1, deal={"pack": pack_of(*PACKETS)}, dealer=3, context={"scores_before": [11, 4]}
    )
    start(window, session)
    table = window.table
    qtbot.waitUntil(lambda: person_to_act(window))
    assert table.buttons.texts == ["keep"]  # forced, and no give or discard
    act_by_hand(qtbot, table, "keep")
    qtbot.waitUntil(lambda: person_to_act(window))
    assert set(table.buttons.texts) == {"look", "nolook"}
    act_by_hand(qtbot, table, "look")
    settle(qtbot, table)
    view = table.session.state.view(0)
    assert isinstance(view, TrucoView) and view.stake == 3
    partner = [parse_card(c) for c in ("5C", "5D", "6H")]
    for card in partner:  # the partner's cards lie face up by the partner
        assert table.items[card].face_up
    assert "truco" not in table.buttons.texts  # no call in a hand of eleven
    play_out(qtbot, window, random.Random(2))
    state = table.session.state
    assert state.view(0).kind == "eleven"
    assert sorted(state.scores()) in ([0, 0], [0, 3])


def test_the_blind_hand_turns_up_the_next_card(qtbot, window):
    session = Session(
        GAME, 1, deal={"pack": pack_of(*PACKETS)}, dealer=3, context={"scores_before": [11, 11]}
    )
    start(window, session)
    table = window.table
    qtbot.waitUntil(lambda: person_to_act(window))
    act_by_hand(qtbot, table, "keep")
    qtbot.waitUntil(lambda: person_to_act(window))
    backs = [k for k in table.items if k == ("back", 0, 0)]
    assert backs, "the person's unseen cards are drawn as backs"
    assert not any(
        table.items[parse_card(c)].isVisible()
        for c in ("3S", "2S", "KS")
        if parse_card(c) in table.items
    )
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.session.actions[-1] == (0, "play 3S")  # the first card as dealt
    play_out(qtbot, window, random.Random(3))
    assert table.session.state.view(0).kind == "blind"


def test_a_whole_match_to_twelve(qtbot, window):
    window.choose_game(GAME)
    rng = random.Random(5)
    for _ in range(60):
        play_out(qtbot, window, rng)
        qtbot.waitUntil(lambda: window.deal_end.dialog is not None)
        match = window.sitting.matches[GAME]
        if match.is_over:
            break
        window.deal_end.dialog.done(EndOfDealDialog.NEXT)
    else:
        pytest.fail("no team reached 12 in 60 hands")
    assert max(match.totals) >= 12


def test_the_person_signs_to_the_partner_bot_which_reads_it(qtbot, window, monkeypatch):
    """The signs show once the packets are dealt; a click or S gives one (a screen reader
    hears what it tells); the partner bot is asked with it, the record never holds it,
    and undo keeps it at the position where it was given, not before."""
    from desktop.bots import thinker
    from rules_core.signs import Sign

    asked: list[tuple[int, tuple[Sign, ...]]] = []
    instant = thinker()
    real = instant.decide

    def spy(game_id, level, state, seed, viewer, signs=()):
        asked.append((state.current_player, signs))
        return real(game_id, level, state, seed, viewer, signs)

    monkeypatch.setattr(instant, "decide", spy)
    quiet = ("3S 2S KS", "4S 5D 6H", "5C 6C 7C", "4D 5H 6D")  # nobody calls truco
    start(window, Session(GAME, 1, deal={"pack": pack_of(*quiet)}, dealer=3))
    table = window.table
    signs = table.panel.signs
    qtbot.waitUntil(lambda: person_to_act(window))
    assert not signs.isVisible()  # the packets are not dealt yet
    act_by_hand(qtbot, table, "keep")
    qtbot.waitUntil(lambda: person_to_act(window))
    assert signs.isVisible() and not any(b.isChecked() for b in signs.buttons.values())
    strong = signs.buttons["strong"]
    assert strong.accessibleName() == "Sign to your partner: Strong"
    assert "trick" in strong.accessibleDescription()
    qtbot.mouseClick(strong, Qt.MouseButton.LeftButton)
    assert strong.isChecked() and table.turns.sign_now() == Sign(0, "strong", 3)
    assert "You sign to your partner: Strong." in table.bar.message.text()
    for word in ("fair", "weak", None, "strong"):  # S steps through them, then none
        qtbot.keyClick(table, Qt.Key.Key_S)
        now = table.turns.sign_now()
        assert (now.word if now else None) == word
        assert all(b.isChecked() == (w == word) for w, b in signs.buttons.items())
    act_by_hand(qtbot, table, "play KS")
    qtbot.waitUntil(lambda: person_to_act(window) or table.session.state.is_terminal)
    thought(qtbot)
    partner = [given for seat, given in asked if seat == 2]
    assert partner and Sign(0, "strong", 3) in partner[0]
    assert all(
        text in GAME_ACTIONS or text.startswith("play ") for _, text in table.session.actions
    )
    table.undo()  # back to the person's card: the sign given before it holds
    settle(qtbot, table)
    assert len(table.session.actions) == 1 and strong.isChecked()
    table.undo()  # back before the sign
    settle(qtbot, table)
    assert table.session.actions == [] and table.turns.sign_now() is None


def test_a_sign_given_while_the_partner_bot_waits_reaches_it(qtbot, window, monkeypatch):
    """A sign changed while the partner bot is about to decide: it is asked again, with it."""
    from desktop.bots import thinker
    from rules_core.signs import Sign

    asked: list[tuple[int, tuple[Sign, ...]]] = []
    instant = thinker()
    real = instant.decide

    def spy(game_id, level, state, seed, viewer, signs=()):
        asked.append((state.current_player, signs))
        return real(game_id, level, state, seed, viewer, signs)

    monkeypatch.setattr(instant, "decide", spy)
    session = Session(GAME, 1, deal={"pack": pack_of(*PACKETS)}, dealer=3)
    session.apply("keep")
    session.apply("play KS")
    session.apply("play 4C")  # seat 1: now seat 2, the person's partner, decides
    start(window, session)
    table = window.table
    turns = table.turns
    turns.hold()  # nothing asked yet: ask the partner bot now, its answer still to come
    turns.bot_turn = (2, 3)
    turns._ask_bot()
    assert turns.busy and asked == [(2, ())]
    qtbot.mouseClick(table.panel.signs.buttons["weak"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.session.actions) >= 4)
    assert asked[:2] == [(2, ()), (2, (Sign(0, "weak", 2),))]  # asked again, with the sign
    assert table.session.actions[3][0] == 2 and [seat for seat, _ in asked].count(2) == 2
