"""The reference corpus (rules_core.ai.corpus): every position is sound, and the search
levels choose right in nearly all of them; a position chosen wrong names itself."""

from __future__ import annotations

import re

import pytest

from rules_core.ai.corpus import PASS_MARK, Position, positions, score
from rules_core.registry import game_ids

ALL = [p for game_id in game_ids() for p in positions(game_id)]
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@pytest.mark.parametrize("position", ALL, ids=lambda p: f"{p.game}:{p.name}")
def test_position_is_sound(position: Position) -> None:
    assert NAME.match(position.name), "names are kebab-case"
    state = position.state()
    assert not state.is_terminal
    legal = state.legal_actions()
    assert len(legal) > 1, "a position offers a choice"
    wrong = [g for g in position.good if g not in legal]
    assert not wrong, f"not legal here: {wrong}"
    assert len(position.good) < len(legal), "some choice must be wrong"
    assert position.why_en.strip() and position.why_ja.strip()


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_ten_positions(game_id: str) -> None:
    assert len(positions(game_id)) >= 10


@pytest.mark.parametrize("game_id", [g for g in game_ids() if positions(g)])
def test_strong_level_chooses_right(game_id: str) -> None:
    verdicts = score(game_id, "strong")
    right = sum(v.right for v in verdicts)
    wrong = "\n".join(v.line() for v in verdicts if not v.right)
    assert right >= PASS_MARK * len(verdicts), f"{right}/{len(verdicts)} right; wrong:\n{wrong}"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [g for g in game_ids() if positions(g)])
def test_expert_level_chooses_right(game_id: str) -> None:
    verdicts = score(game_id, "expert")
    right = sum(v.right for v in verdicts)
    wrong = "\n".join(v.line() for v in verdicts if not v.right)
    assert right >= PASS_MARK * len(verdicts), f"{right}/{len(verdicts)} right; wrong:\n{wrong}"
