"""The games' own words (issue 27, "the table keeps faith"): every text a game's catalogue
holds reads right for the person and for a bot, in the singular and the plural, in English
and in Japanese; each line a player found false now says what is true in the position."""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path

import pytest

from rules_core.cards import MarkWord, SuitWord
from rules_core.messages import Msg, Seat
from rules_core.pieces import ActionWords, PiecesWord, PieceWord
from rules_core.registry import get_game

ROOT = Path(__file__).resolve().parents[1]
GAMES = (
    "crescendo",
    "hamlet",
    "allmighty",
    "finesse",
    "huutopussi",
    "truco",
    "reveille",
    "shikagari",
    "irokanmuri",
)
NAMES = {
    "en": ["You", "Bot 1", "Bot 2", "Bot 3"],
    "ja": ["あなた", "ボット 1", "ボット 2", "ボット 3"],
}
PERSON, BOT = 0, 1
# A piece of each kind, to fill a template's card fields.
SAMPLE_PIECES = {
    "french": ("QH", "7C"),
    "tiengow": ("6-5", "4-2"),
    "domino": ("6-3", "2-2"),
    "karuta": ("BOZU", "JITO"),
}
PRONOUNS = {"I", "me", "my", "My", "mine", "am", "noun", "nouns"}
# Keys whose seat is never the reader: an opponent who calls, passes or asks.
NEVER_THE_READER = {
    "truco_answer_first",  # the caller waits for the reader's team
    "truco_prompt_answer",
    "truco_prompt_answer_cap",
    "rv_must_bid",  # the other player passed
    "rv_prompt_must_bid",
    "rv_prompt_lead_nello_other",  # the other player declared Nello
    "iro_prompt_attack",  # the seat before the reader passed
    "iro_turn_passed",  # the reader's own and partner's attacks have their own words
}
PLURALS = re.compile(
    r"\b1 (tricks|points|pts|cards|card points|tiles|dominoes|players|pages|deals|games|"
    r"pips|red pips|hands|tiles aside)\b"
)
WRONG_PERSON = re.compile(
    r"\bYou(?:'s| is| has| was| takes| holds| wins| scores| asks| leads| bids| declares|"
    r" passes| keeps| gives| attacks| receives| names| plays| does)\b"
)
JA_SPACED = re.compile(r"あなた [のがはにをとへもで]")


def catalogue(game_id: str) -> dict[str, dict[str, str]]:
    return {k: dict(v) for k, v in get_game(game_id).messages.items()}


def fields(template: str) -> set[str]:
    """The parameters a template reads (an inline plural reads its count)."""
    flat = re.sub(r"\{(\w+)\|[^{}|]*\|[^{}|]*\}", r"{\1}", template)
    names = {f for _, f, _, _ in string.Formatter().parse(flat) if f}
    return {re.split(r"[.!\[]", f)[0] for f in names} - PRONOUNS


def sample(game_id: str, names: set[str], number: int, seat: int) -> dict[str, object]:
    """Parameters for ``names``: counts ``number``, seats ``seat``, real pieces."""
    kind = get_game(game_id).pieces
    pieces = [kind.parse(text) for text in SAMPLE_PIECES[kind.name]]
    params: dict[str, object] = {}
    for name in names:
        if name == "who" or name.endswith("_who"):
            params[name] = Seat(seat if name == "who" else 2)
        elif name.endswith("cards"):
            params[name] = PiecesWord(kind, tuple(pieces[:number]))
        elif name.endswith("card"):
            params[name] = PieceWord(kind, pieces[0])
        elif name == "suit":
            params[name] = SuitWord(2)
        elif name == "mark":
            params[name] = MarkWord(2)
        elif name == "action":
            params[name] = ActionWords(kind, "pass")
        else:
            params[name] = number
    return params


def renderings(game_id: str) -> list[tuple[str, str, str]]:
    """(key, language, text) for every template of ``game_id``, with counts of 1 and 2 and
    the person and a bot in the seat fields."""
    entries = catalogue(game_id)
    pieces = get_game(game_id).pieces.name
    out = []
    for key, templates in entries.items():
        if key.startswith("verb_"):  # action words: rendered through render_action
            continue
        names = set().union(*(fields(t) for t in templates.values()))
        # a key with a "_you" form is said to others about the reader; a "_you" form
        # itself names the other party (the reader attacked, say)
        about_others = key + "_you" in entries or key.endswith("_you")
        readers = [BOT] if about_others or key in NEVER_THE_READER else [PERSON, BOT]
        for number in (1, 2):
            for seat in readers:
                msg = Msg(key, sample(game_id, names, number, seat), pieces)
                for lang in ("en", "ja"):
                    out.append((key, lang, msg.text(lang, NAMES[lang])))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_template_reads_right_in_both_numbers_for_the_person_and_a_bot(game_id):
    problems = []
    for key, lang, text in renderings(game_id):
        found = [
            what
            for what, bad in (
                ("a (s) plural", "(s)" in text),
                ("a plural after 1", lang == "en" and PLURALS.search(text)),
                ("a verb or possessive wrong for You", WRONG_PERSON.search(text)),
                ("a space after あなた", JA_SPACED.search(text)),
                ("a seat by number", re.search(r"席 ?\d|\bseat \d", text)),
                ("an unfilled field", "{" in text or "}" in text),
            )
            if bad
        ]
        if found:
            problems.append(f"{key} [{lang}] {found}: {text}")
    assert problems == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_is_named_through_who_never_a_plain_number(game_id):
    """A seat in a number field renders as 「席 2」 where the table says 「ボット 2」."""
    seatish = re.compile(r"^(seat|seats|player|leader|partner|opponent|declarer|asker)$")
    wrong = [
        (key, name)
        for key, templates in catalogue(game_id).items()
        for text in templates.values()
        for name in fields(text)
        if seatish.match(name)
    ]
    assert wrong == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_template_speaks_both_languages(game_id):
    for key, templates in catalogue(game_id).items():
        assert templates.get("en") and templates.get("ja"), key


# -- the options ----------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_value_in_words_has_words_in_both_languages(game_id):
    """ "standard", "gentle", "first", "final" showed untranslated in the Japanese dialog."""
    for spec in get_game(game_id).options:
        for choice in spec.choices:
            if isinstance(choice, str):
                for lang in ("en", "ja"):
                    assert spec.choice_title(choice, lang) != choice, (spec.name, choice, lang)
                assert any(ord(ch) > 0x3000 for ch in spec.choice_title(choice, "ja"))
        assert "standard" not in spec.title["ja"] and "final" not in spec.title["ja"]


# -- found by players -----------------------------------------------------------------------


def finished(game_id: str, seed: int, prefer: tuple[str, ...] = ()):
    """A deal played to its end by random legal moves (``prefer``: actions taken whenever
    legal, in that order)."""
    state = get_game(game_id).new_deal(seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        legal = state.legal_actions()
        chosen = next((a for a in prefer if a in legal), None)
        state.apply(chosen or rng.choice(legal))
    return state


def test_huutopussi_says_your_side_to_the_declaring_side_and_names_the_other():
    """'You's side took 30': the person's side is "your side", another side its seats."""
    seen = set()
    for seed in range(40):
        state = finished("huutopussi", seed)
        if state.result().get("redeal"):
            continue
        ours = state.declarer % 2 == 0
        for lang in ("en", "ja"):
            line = state.summary(0).lines[0].text(lang, NAMES[lang])
            assert "You's" not in line and "あなた の" not in line, line
            if ours:
                assert line.startswith("Your side" if lang == "en" else "味方チーム"), line
            else:
                partner = NAMES[lang][(state.declarer + 2) % 4]
                assert NAMES[lang][state.declarer] in line and partner in line, line
        seen.add(ours)
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_huutopussi_says_how_each_marriage_was_made():
    """'Marriage ♦ … from Bot 3's hand' for a marriage made by asking: each line says who
    asked and whose cards made it."""
    kinds: dict[str, str] = {}
    for seed in range(300):
        state = finished("huutopussi", seed, prefer=("show", "ask D", "ask H", "ask C", "ask"))
        if state.result().get("redeal"):
            continue
        lines = state.summary(0).lines[1:]
        for line in lines:
            kinds.setdefault(line.key, line.text("en", NAMES["en"]))
            if line.key == "hp_marriage_asked_half":
                asker, shower = line.params["asker_who"], line.params["who"]
                assert shower == (asker + 2) % 4  # the partner showed the other card
                pair = {line.params["asker_card"], line.params["card"]}
                assert {c & 15 for c in pair} == {12, 13} and len({c >> 4 for c in pair}) == 1
            if line.key == "hp_marriage_asked_any":
                assert line.params["who"] == (line.params["asker_who"] + 2) % 4
        if {"hp_marriage_asked_any", "hp_marriage_asked_half"} <= kinds.keys():
            break
    assert "asked for a marriage" in kinds["hp_marriage_asked_any"]
    assert "showed" in kinds["hp_marriage_asked_half"]
    assert all("hand" not in text or "K and Q" in text for text in kinds.values())


def test_huutopussi_never_offers_a_raise_above_the_top():
    """'Raise the contract of 440 (… up to 440)': at 440 the declarer can only keep it."""
    from rules_core.games.huutopussi import RAISE

    seen = set()
    for seed in range(60):
        state = get_game("huutopussi").new_deal(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal and state.phase != RAISE:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal:
            continue
        prompt = state.status(state.current_player).prompt
        top = state.contract == 440
        assert prompt.key == ("hp_prompt_raise_max" if top else "hp_prompt_raise")
        assert (state.legal_actions() == ["noraise"]) == top
        seen.add(top)
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_crescendo_shows_the_trump_as_its_mark_and_says_no_trump_once():
    """'Soloist 19 H' beside ♥ everywhere else, and 'trump no trump'."""
    state = get_game("crescendo").new_deal(seed=5)
    state.apply("bid 19 H")
    state.apply("pass")
    state.apply("pass")
    soloist = next(
        m for line in state.status(0).seats for m in line if m.key == "crescendo_soloist"
    )
    assert soloist.text("en") == "soloist 19 ♥" and soloist.text("ja") == "ソリスト 19 ♥"
    assert "trump ♥" in state.status(0).centre.text("en")
    nt = get_game("crescendo").new_deal(seed=5)
    for action in ("bid 17 NT", "pass", "pass"):
        nt.apply(action)
    assert nt.status(0).centre.text("en") == "Trick 1 (pp), worth 1 point · no trump"
    assert "切り札 切り札なし" not in nt.status(0).centre.text("ja")
    low = get_game("crescendo").new_deal(seed=5)
    low.apply("bid 19 H")
    why = low.explain_illegal("bid 18 S")
    assert why is not None and why.text("en") == (
        "A bid of 18 ♠ does not beat the highest bid so far (19 ♥)."
    )


def test_hamlet_names_the_person_as_hamlet_in_words_that_agree():
    """'so You (with 3) is Hamlet': the verdict names Hamlet without a verb after the seat."""
    from rules_core.games.hamlet import hamlet_of

    for seed in range(60):
        state = finished("hamlet", seed)
        if hamlet_of(state.counts) == PERSON:
            break
    line = state.summary(0).lines[0]
    en = line.text("en", NAMES["en"])
    assert re.search(r"Hamlet is the [a-z ]+, You \(\d+ tricks?\)\.", en), en
    assert not re.search(r"\bYou\b[^.]*\bis Hamlet", en)
    assert "Hamlet scores" in en and "ハムレットは1トリック" in line.text("ja", NAMES["ja"])


def test_finesse_says_no_trump_once():
    for seed in range(200):
        state = get_game("finesse").new_deal(seed=seed)
        aces = [a for a in state.legal_actions() if a.startswith("play A")]
        if aces:
            break
    state.apply(aces[0])
    state.apply("notrump")
    centre = state.status(0).centre
    assert centre.text("en").startswith("No trump · tricks 0–0")
    assert centre.text("ja").startswith("切り札なし ・ ")


def test_reveille_never_says_a_tile_could_beat_a_double():
    """'only a 0 that beats 0-0 wins the face-up …': nothing beats a double."""
    for seed in range(100):
        state = get_game("reveille").new_deal(seed=seed)
        doubles = [a for a in state.legal_actions() if a[5] == a[7]]  # "play H-L"
        if doubles:
            break
    state.apply(doubles[0])
    prompt = state.status(state.current_player).prompt
    assert prompt is not None and prompt.key == "rv_prompt_follow_first_double"
    lead = doubles[0][5:]
    assert f"{lead} is the highest" in prompt.text("en") and "beats" not in prompt.text("en")
    assert "勝てる牌はない" in prompt.text("ja")


def test_truco_calls_first_hand_sente_everywhere_never_oya():
    """親 reads as the dealer; the first hand is 先手 in the messages and on the rules page."""
    words = json.dumps(catalogue("truco"), ensure_ascii=False)
    page = (ROOT / "assets" / "help" / "truco.ja.html").read_text(encoding="utf-8")
    assert "親" not in words and "親" not in page
    assert catalogue("truco")["truco_seat_first_hand"]["ja"] == "先手" and "<b>先手</b>" in page


def test_huutopussi_japanese_asks_in_plain_words():
    words = json.dumps(catalogue("huutopussi"), ensure_ascii=False)
    page = (ROOT / "assets" / "help" / "huutopussi.ja.html").read_text(encoding="utf-8")
    for archaic in ("問う", "問うた", "相方", "問いかけ"):
        assert archaic not in words and archaic not in page, archaic


def test_the_joker_in_the_glossary_covers_every_game_that_has_one():
    terms = json.loads((ROOT / "assets" / "help" / "glossary.json").read_text(encoding="utf-8"))
    joker = next(t for t in terms["terms"] if t["id"] == "joker")
    for lang, names in (
        ("en", ("Crescendo", "Hamlet", "Must-Follow Solitaire", "Irokanmuri", "Tenji", "Jitō")),
        (
            "ja",
            (
                "クレッシェンド",
                "ハムレット",
                "マストフォローソリティア",
                "色冠",
                "天智天皇",
                "持統天皇",
            ),
        ),
    ):
        for name in names:
            assert name in joker[lang]["text"], (lang, name)
    assert "four suits" not in joker["en"]["text"]


# -- the options dialog ---------------------------------------------------------------------


def test_the_new_game_dialog_does_not_say_the_options_wait_for_the_next_game(qtbot):
    from desktop.dialogs.options import OptionsDialog

    during = OptionsDialog("finesse", {}, "ja")
    qtbot.addWidget(during)
    assert during.note is not None and during.note.text()
    starting = OptionsDialog("finesse", {}, "ja", new_game=True)
    qtbot.addWidget(starting)
    assert starting.note is None
    combo = starting.editors["score_table"]
    shown = [combo.itemText(i) for i in range(combo.count())]
    assert shown == ["標準（10 トリックで 20 点）", "ゆるやか（ハウスルール、10 トリックで 15 点）"]
    assert combo.currentData() == "standard"
