"""Shikagari's bots, issue 31: the players' report — a partner holding 6-5 threw 1-1 onto
the other team's winning 6-4 instead of taking the trick's red pips."""

from __future__ import annotations

from rules_core.ai.corpus import judge, positions


def test_the_levels_take_the_red_pips_with_six_five() -> None:
    position = next(
        p for p in positions("shikagari") if p.name == "take-the-red-pips-with-six-five"
    )
    for level in ("normal", "strong"):
        verdict = judge(position, level)
        assert verdict.right, verdict.line()
        assert verdict.decision.action == "play 6-5"
