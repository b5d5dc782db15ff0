"""Reveille's bots, issue 31: the search keeps a Nello the heuristic proved safe, and keeps
the tile that beats the declarer's last counting tile."""

from __future__ import annotations

from rules_core.ai.corpus import Position, judge, positions


def _position(name: str) -> Position:
    return next(p for p in positions("reveille") if p.name == name)


def test_search_keeps_a_proved_nello() -> None:
    verdict = judge(_position("nello-when-it-cannot-fail"), "normal")
    assert verdict.decision.action == "nello", verdict.line()
    assert verdict.decision.why is not None
    assert "lose every trick" in verdict.decision.why.text("en")


def test_search_keeps_six_six_for_six_four() -> None:
    verdict = judge(_position("keep-six-six-for-six-four"), "strong")
    assert verdict.decision.action == "play 5-5", verdict.line()
