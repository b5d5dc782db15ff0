"""Shared test helpers: building explicit deals and driving states."""

from __future__ import annotations

import random

from rules_core.cards import card_str, full_pack, parse_card
from rules_core.game import State
from rules_core.games.mustfollow_solitaire import SolitaireState
from rules_core.registry import get_game


def solitaire_pack(*top: str) -> list[str]:
    """A 53-card stock that starts with ``top`` (top first), the rest in pack order."""
    chosen = [parse_card(t) for t in top]
    rest = [c for c in full_pack(jokers=1) if c not in chosen]
    return [card_str(c) for c in chosen + rest]


def solitaire(*top: str, **options: object) -> SolitaireState:
    state = get_game("mustfollow_solitaire").new_deal(
        deal={"stock": solitaire_pack(*top)}, options=options
    )
    assert isinstance(state, SolitaireState)
    return state


def hand_text(state: SolitaireState) -> list[str]:
    return [card_str(c) for c in state.hand]


def game_cases() -> list[tuple[str, str | None]]:
    """Every registered game with each of its variants (None: a game without variants) —
    a game added later is covered by every test that iterates these."""
    from rules_core.registry import all_games

    return [(g.id, v) for g in all_games() for v in (g.variants or (None,))]


def multi_seat_cases() -> list[tuple[str, str | None]]:
    """Each game whose default deal has more than one seat, in its default variant."""
    from rules_core.registry import all_games

    return [(g.id, None) for g in all_games() if g.new_deal(seed=0).num_players > 1]


def advance(game_id: str, variant: str | None, seed: int, steps: int) -> State:
    """A deal after ``steps`` random actions by the string door (fewer if it ends first)."""
    state = get_game(game_id).new_deal(variant=variant, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def play_randomly(state: State, rng: random.Random) -> list[tuple[int, str]]:
    """Play ``state`` to its end with random legal actions; the (seat, action) pairs."""
    actions: list[tuple[int, str]] = []
    while not state.is_terminal:
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        state.apply(action, seat)
        actions.append((seat, action))
    return actions


def assert_reason_reads_right(
    decision, seat: int, pieces: str, seats: list[str], nouns: str = "points|tricks"
) -> None:
    """A bot's reason, as a hint and as the bot's own words, in English and Japanese: every
    field filled, the bot never "you" in its own words nor あなた, one of ``nouns`` never
    after a lone 1 ("1 points"), and every percentage from 0 to 100."""
    import re

    hint = decision.hint_line(pieces)
    own = decision.reason_line(seat, pieces)
    for lang in ("en", "ja"):
        for line in (hint.text(lang, seats), own.text(lang, seats)):
            assert "{" not in line, line
    words = own.text("en", seats).split(" — ", 1)[1]
    assert not re.search(r"\b(you|your|yours)\b", words, re.IGNORECASE), words
    assert "あなた" not in own.text("ja", seats)
    assert not re.search(rf"(?<![\d.])1 ({nouns})\b", words), words
    for number in re.findall(r"(\d+)%", words):
        assert 0 <= int(number) <= 100, words


def decisions_of(state: State, bot, seed: int):
    """Every decision of ``state``'s deal played out by ``bot``, each with the state just
    before it (the state is played on as the decisions are taken)."""
    from rules_core.ai.base import perform
    from rules_core.ai.search import decide

    rng = random.Random(seed)
    while not state.is_terminal:
        decision = decide(bot, state, rng)
        yield state, decision
        perform(state, decision)
