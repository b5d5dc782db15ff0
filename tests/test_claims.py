"""Claims: open only where the claimer knows where every piece still in play lies (or, in
the solitaire, whenever a turned card waits), checked by the rules core, the rest played
at once when they hold — sound against any play of the others — and refused with a
reason that names no hidden piece."""

from __future__ import annotations

import random

import pytest
from gui_helpers import quiet_window, settle
from helpers import game_cases, solitaire
from PySide6.QtCore import Qt

from rules_core.cards import JOKER, parse_card
from rules_core.claims import check_trick_claim, knows_every_piece
from rules_core.events import TrickWon
from rules_core.games.mustfollow_solitaire import PLAY
from rules_core.knowledge import knowledge_at
from rules_core.record import record_of
from rules_core.registry import get_game


def positions(game_id: str, variant: str | None, seed: int):
    """Every position of a random deal, with the actions that led to it."""
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    start = state.clone()
    rng = random.Random(seed)
    actions: list[tuple[int, str]] = []
    while not state.is_terminal:
        yield start, list(actions), state.clone()
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_a_claim_is_open_only_from_knowledge_and_its_words_keep_faith(game_id, variant):
    for start, actions, state in positions(game_id, variant, 4):
        if game_id == "mustfollow_solitaire" and len(state.stock) > 6:
            continue  # early in the solitaire a proof is long: the end is what matters
        if not state.claim_open(0):
            continue
        if game_id != "mustfollow_solitaire":
            assert knows_every_piece(state, 0) and state.decides(0)
        claim = state.claim(0)
        known = knowledge_at(start, actions, 0)
        assert known.allows(claim.words), claim.words
        for lang in ("en", "ja"):
            assert "{" not in claim.words.text(lang)
        if claim.holds:
            after = state.clone()
            for seat, action in claim.moves:
                after.apply(action, seat)
            assert after.is_terminal


def test_reveilles_second_half_claims_hold_against_any_play_and_fail_when_a_trick_is_lost():
    held = failed = 0
    rng = random.Random(5)
    for seed in range(12):
        for _, _, state in positions("reveille", None, seed):
            if not state.claim_open(state.current_player):
                continue
            seat = state.current_player
            claim = check_trick_claim(state, seat, lambda s: rng.choice(s.legal_actions()))
            if claim.holds:
                held += 1
                after = state.clone()
                for mover, action in claim.moves:
                    for event in after.apply(action, mover):
                        if isinstance(event, TrickWon):
                            assert event.player == seat
                assert after.is_terminal
            elif claim.words.key == "claim_fails":
                failed += 1
    assert held and failed


def test_a_claim_before_every_piece_is_known_is_not_open():
    state = get_game("hamlet").new_deal(seed=2)
    assert not state.claim_open(0)
    claim = state.claim(0)
    assert not claim.holds and claim.words.key == "claim_not_open"


def test_the_solitaire_claims_a_win_that_no_order_of_the_stock_can_stop():
    state = solitaire()
    state.apply("exchange")
    state.apply("trump S")
    assert state.phase == PLAY
    state.hand = [JOKER]  # the joker beats every turned card: the last card wins for sure
    claim = state.claim(0)
    assert claim.holds and claim.words.key == "solitaire_claim_holds"
    after = state.clone()
    for seat, action in claim.moves:
        after.apply(action, seat)
    assert after.is_terminal and after.win
    state.hand = [parse_card("2C"), parse_card("3C")]  # a low club loses to most leads
    refused = state.claim(0)
    assert not refused.holds and refused.words.key == "solitaire_claim_fails"


def reveille_claimable(qtbot, tmp_path, holds: bool):
    """A Reveille table at a position where the person may claim (and it holds or not)."""
    for seed in range(1, 40):
        for start, actions, state in positions("reveille", None, seed):
            mine = state.current_player == 0 and state.claim_open(0)
            if mine and state.claim(0).holds == holds:
                win = quiet_window(qtbot, tmp_path)
                win.records.play(record_of(start, actions, seed=seed))
                settle(qtbot, win.table)
                return win.table
    pytest.skip("no such position in these deals")


def test_the_claim_button_plays_the_rest_when_it_holds(qtbot, tmp_path):
    table = reveille_claimable(qtbot, tmp_path, holds=True)
    table.update_controls()
    assert table.bar.claim_button.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: table.session.state.is_terminal, timeout=20_000)
    assert any("Claim accepted" in line for line in table.log_lines())


def test_a_claim_that_fails_is_refused_with_the_reason(qtbot, tmp_path):
    table = reveille_claimable(qtbot, tmp_path, holds=False)
    done = len(table.session.actions)
    table.claims.claim()
    qtbot.waitUntil(lambda: "Claim refused" in table.bar.message.text(), timeout=20_000)
    assert len(table.session.actions) == done and not table.session.state.is_terminal


def test_the_nello_declarer_never_claims_every_trick():
    for seed in range(80):
        for _, _, state in positions("reveille", None, seed):
            if getattr(state, "nello", False) and state.current_player == state.declarer:
                seat = state.declarer
                assert not state.claim_open(seat)
                assert state.claim(seat).words.key == "claim_not_open"
                return
    pytest.skip("no Nello in these deals")


def test_a_last_card_is_no_claim():
    for _, _, state in positions("hamlet", None, 3):
        view = state.view(state.current_player)
        if len(view.hand) == 1 and not state.is_terminal:
            assert not state.claim_open(state.current_player)
            return
