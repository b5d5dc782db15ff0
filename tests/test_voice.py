"""Bots speak as themselves and hints speak to the person: every reason a bot can give is a
clause in the deciding seat's own voice, shown after its action (never the action again),
and reads right both as a hint ("you") and as the bot's own words ("I")."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest
from helpers import game_cases
from test_why import play_out

import rules_core.ai as ai_package
from rules_core.ai.base import Decision
from rules_core.messages import CATALOGUE, LANGUAGES, Msg
from rules_core.registry import get_game

AI_FOLDER = Path(ai_package.__file__).parent
KEY = re.compile(r'^\s*"([a-z0-9_]+)": \{', re.MULTILINE)
# What the AI modules add that is not a reason: a partner's agreed sign shown on its seat
# line, and the judge's words to the person on their own move (the review's grades and
# losses, the live checker's line).
NOT_REASONS = re.compile(r"_sign_|^check_|^grade_|^loss_")
# The action's own verb, which the table shows before the reason.
VERBS = re.compile(
    r"^(Play|Lead|Throw|Take|Duck|Win|Bid|Pass|Keep|Give|Discard|Call|Accept|Fold|Raise|"
    r"Attack|Receive|Choose|Exchange|Put|Answer|Show|Ask|Declare|Open|Turn|Look|Don't|"
    r"Sacrifice|Try|Trump|No trump|Let|Go)\b"
)
SECOND_PERSON = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)


def reason_keys() -> list[str]:
    """Every message key the AI modules define as a bot's reason."""
    for module in pkgutil.iter_modules(ai_package.__path__):
        importlib.import_module(f"rules_core.ai.{module.name}")
    keys = []
    for path in sorted(AI_FOLDER.glob("*.py")):
        keys += [k for k in KEY.findall(path.read_text(encoding="utf-8")) if k in CATALOGUE]
    return [k for k in keys if not NOT_REASONS.search(k)]


@pytest.mark.parametrize("key", reason_keys())
def test_a_reason_is_a_clause_in_the_seats_own_voice(key):
    templates = CATALOGUE[key]
    for lang in LANGUAGES:
        assert lang in templates, (key, lang)
    for form, text in templates.items():
        assert not SECOND_PERSON.search(text), (key, form, "a reason says {I}/{my}, not you")
        assert "あなた" not in text, (key, form, "a reason says {my}, not あなた")
        assert "ましょう" not in text, (key, form, "a reason states, it does not advise")
        assert not VERBS.match(text), (key, form, "the table shows the action before the reason")


def reasons_in_play(game_id: str, variant: str | None, seed: int) -> list[Decision]:
    decisions: list[Decision] = []
    play_out(game_id, variant, seed, decisions)
    return decisions


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_reasons_read_right_as_a_hint_and_as_the_bots_own_words(game_id, variant):
    pieces = get_game(game_id).pieces.name
    seats = ["You", "Bot 1", "Bot 2", "Bot 3"]
    for decision in reasons_in_play(game_id, variant, 3):
        if decision.why is None:
            continue
        for lang in LANGUAGES:
            hint = decision.hint_line(pieces).text(lang, seats)
            own = decision.reason_line(2, pieces).text(lang, seats)
            assert "{" not in hint and "{" not in own, (hint, own)
        own = decision.reason_line(2, pieces).text("en", seats)
        assert not SECOND_PERSON.search(own.split(" — ", 1)[1]), own
        plural = re.search(r"\b1 (tricks|points|cards|tiles|players|pips)\b", own)
        assert plural is None, own


def test_the_pronoun_fields_follow_the_voice():
    from rules_core.messages import add_catalogue

    add_catalogue({"test_voice_probe": {"en": "{I} keep {my} {n|card|cards}.", "ja": "{my}札"}})
    msg = Msg("test_voice_probe", {"n": 1})
    assert msg.text("en") == "you keep your card."
    assert msg.text("en", voice="self") == "I keep my card."
    assert Msg("test_voice_probe", {"n": 2}).spoken_by_self().text("ja") == "自分の札"
    line = Decision("play 3C", msg).reason_line(1, "french").text("en", ["You", "Bot 1"])
    assert line == "Bot 1: Play 3♣ — I keep my card."
