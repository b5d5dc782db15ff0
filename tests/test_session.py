"""Undo/redo by record truncation: any mix of moves, undos and redos matches a plain replay."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.sitting.session import Session
from rules_core.record import replay


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(1, 10**9), script=st.lists(st.sampled_from("mmmmuur"), max_size=60))
def test_any_mix_of_moves_undos_and_redos_matches_a_replay(seed, script):
    session = Session("mustfollow_solitaire", seed)
    rng = random.Random(seed)
    history: list[str] = []  # the reference: actions currently in effect
    undone: list[str] = []
    for step in script:
        if step == "m" and not session.state.is_terminal:
            action = rng.choice(session.state.legal_actions())
            session.apply(action)
            history.append(action)
            undone.clear()
        elif step == "u" and history:
            session.undo()
            undone.append(history.pop())
        elif step == "r" and undone:
            session.redo()
            history.append(undone.pop())
        assert [a for _, a in session.actions] == history
        assert session.can_undo == bool(history) and session.can_redo == bool(undone)
        expected, _ = replay(session.record())
        assert expected.view(0) == session.state.view(0)
