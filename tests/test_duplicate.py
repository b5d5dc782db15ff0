"""Duplicate: a finished deal played again with a bot in the person's seat — the other
seats play as they did while the deals are alike, the first different choice is where
they part, and the verdict compares the person's side in both (every game and variant,
and the dialog that runs it in the app)."""

from __future__ import annotations

import random

import pytest
from helpers import game_cases
from PySide6.QtCore import QSettings

from desktop.dialogs.duplicate import DuplicateDialog
from desktop.replay.viewer import ReplayViewer
from desktop.settings import Settings
from rules_core.ai import heuristic_bot
from rules_core.ai.base import Decision
from rules_core.ai.duplicate import Duplicate, Turn, margin_of, play_duplicate, turn_seed
from rules_core.ai.search import decide
from rules_core.game import State
from rules_core.record import record_of
from rules_core.registry import get_game


def heuristic_deal(game_id: str, variant: str | None, seed: int):
    """A deal played by the heuristic at every seat, each turn asked with a table's seed
    (its talk recorded as a table records it)."""
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    start = state.clone()
    bot = heuristic_bot(game_id)
    actions: list[tuple[int, str]] = []
    while not state.is_terminal:
        seat = state.current_player
        decision = decide(bot, state, random.Random(turn_seed(len(actions), seat)))
        for text in decision.say:
            state.apply(text, seat)
            actions.append((seat, text))
        state.apply(decision.action, seat)
        actions.append((seat, decision.action))
    return record_of(start, actions, variant=variant, seed=seed), state


def heuristic_answer(state: State, turn: Turn) -> Decision:
    return decide(heuristic_bot(state.game.id), state, random.Random(turn.seed), turn.viewer)


def last_choice(state: State, turn: Turn) -> Decision:
    """The person's seat picks its last legal choice (unlike the heuristic, often); the
    others answer as the heuristic."""
    if turn.seat == 0 or state.decides(0):
        return Decision(state.legal_actions()[-1])
    return heuristic_answer(state, turn)


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_the_same_choices_never_part_and_come_out_the_same(game_id, variant):
    record, final = heuristic_deal(game_id, variant, 21)
    duplicate = Duplicate(record, 0, {})
    compared = play_duplicate(duplicate, heuristic_answer)
    assert duplicate.parting is None
    assert compared.verdict == "same" and compared.bot == compared.played
    assert compared.played == margin_of(final, 0)
    assert duplicate.state.scores() == final.scores()


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_another_bot_in_the_seat_plays_the_same_deal_and_parts_where_it_chose_otherwise(
    game_id, variant
):
    record, final = heuristic_deal(game_id, variant, 33)
    duplicate = Duplicate(record, 0, {s: "easy" for s in range(1, final.num_players)})
    compared = play_duplicate(duplicate, last_choice)
    bots = duplicate.bot_record()
    assert bots.deal == record.deal and bots.dealer == record.dealer
    again = bots.new_state()
    for seat, action in bots.actions:
        again.apply(action, seat)
    assert again.is_terminal and again.scores() == duplicate.state.scores()
    parting = duplicate.parting
    if parting is None:  # the last choice was the heuristic's every time
        assert bots.actions == record.actions
        return
    # Alike up to the parting; there the person's choice and the bot's differ.
    assert bots.actions[: parting.position] == record.actions[: parting.index]
    talk = [a for _, a in record.actions[parting.index :] if not final.is_decision(a)]
    decisions = [a for _, a in record.actions[parting.index :] if final.is_decision(a)]
    assert decisions[0] == parting.played
    assert parting.played != parting.bot or talk  # a choice, or the talk before it, differs
    assert (parting.seat, parting.bot) in bots.actions[parting.position :]
    expected = (
        "better"
        if compared.bot > compared.played
        else "worse"
        if compared.bot < compared.played
        else "same"
    )
    assert compared.verdict == expected
    assert compared.bot == margin_of(duplicate.state, 0)


def test_a_team_decision_the_person_took_for_a_partner_is_the_bots_to_take():
    """Truco: an answer to a call belongs to the team; the person took it for the bot
    partner, so in the duplicate the bot in the person's seat takes it."""
    asked: list[Turn] = []

    def answer(state: State, turn: Turn) -> Decision:
        asked.append(turn)
        return heuristic_answer(state, turn)

    for seed in range(40):
        record, _ = heuristic_deal("truco", None, seed)
        state = record.new_state()
        for seat, action in record.actions:
            if seat == 2 and state.decides(0):
                break
            state.apply(action, seat)
        else:
            continue
        play_duplicate(Duplicate(record, 0, {}), answer)
        assert any(t.seat == 2 and t.level == "strong" and t.viewer == 0 for t in asked)
        return
    pytest.skip("no deal of these seeds had a partner's team decision")


def quiet_settings(tmp_path) -> Settings:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = "off"
    settings.language = "en"
    return settings


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_the_dialog_plays_the_deal_again_and_tells_both_results(qtbot, tmp_path, game_id, variant):
    record, final = heuristic_deal(game_id, variant, 12)
    names = ["You", *(f"Bot {s}" for s in range(1, final.num_players))]
    levels = {s: "normal" for s in range(1, final.num_players)}
    dialog = DuplicateDialog(record, 0, levels, names.__getitem__, quiet_settings(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.compared is not None, timeout=60_000)
    text = dialog.told.text()
    assert "Your deal:" in text and "The bot's deal:" in text
    assert ("parted at move" in text) == (dialog.duplicate.parting is not None)
    assert "The strong bot" in text or dialog.duplicate.parting is None
    viewer = dialog.replay_bots_deal()
    assert isinstance(viewer, ReplayViewer)
    parting = dialog.duplicate.parting
    assert viewer.position == (parting.position if parting is not None else 0)
    assert viewer.table.seat_name(0) == "The strong bot"
    viewer.close()
