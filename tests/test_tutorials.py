"""Guided first deals: every game has one, it is true to the rules, every step is
explained in both languages, and a person who follows the table's prompts completes it."""

from __future__ import annotations

import json
import random

import pytest
from gui_helpers import quiet_window, settle
from PySide6.QtCore import Qt

from desktop.games import desk_ids
from desktop.sitting.tutorials import load_tutorial
from rules_core.ai import heuristic_bot
from rules_core.ai.search import decide
from rules_core.events import DealEnded, Moved, TrumpNamed
from rules_core.game import Event
from rules_core.record import replay
from rules_core.tutorial import BadTutorial, Coach, Tutorial, parse_tutorial

GAMES = desk_ids()


def events_of(tutorial: Tutorial) -> list[tuple[int, str, list[Event]]]:
    """Every action of every lesson with the events it caused."""
    out = []
    for lesson in tutorial.lessons:
        _, events = replay(lesson.record)
        out += [(p, a, e) for (p, a), e in zip(lesson.record.actions, events, strict=True)]
    return out


def acts(tutorial: Tutorial) -> list[str]:
    return [a for _, a, _ in events_of(tutorial)]


def kinds(tutorial: Tutorial) -> set[str]:
    return {e.kind for _, _, evs in events_of(tutorial) for e in evs}


def results(tutorial: Tutorial) -> list[dict[str, object]]:
    return [dict(replay(lesson.record)[0].result()) for lesson in tutorial.lessons]


# What each game's tutorial must show at least once: its special rules (issue 16).
SHOWS = {
    "crescendo": lambda t: any(a.startswith("play JK ") for a in acts(t)),  # the joker lead
    # the team's talk (a plan, the suits to keep), the 6-4-2-0 win with four suits kept
    "ando_coop": lambda t: (
        any(a.startswith("say plan ") for a in acts(t))
        and any(a.startswith("say keep ") for a in acts(t))
        and any(r["win"] and sorted(r["tricks"]) == [0, 2, 4, 6] for r in results(t))
        and any(
            e.kind == "round" and len({c >> 4 for c in e.cards}) == 4
            for _, _, evs in events_of(t)
            for e in evs
        )
    ),
    # the exchange, the burn, the trump, the joker, a lost trick coming back to the hand
    "mustfollow_solitaire": lambda t: (
        any(a.startswith("exchange ") for a in acts(t))
        and any(a.startswith("trump ") for a in acts(t))
        and "play JK" in acts(t)
        and any(e.kind == "move" and e.dst == "burned" for _, _, evs in events_of(t) for e in evs)
        and any(e.kind == "trick" and e.player == -1 for _, _, evs in events_of(t) for e in evs)
        and all(r["win"] for r in results(t))
    ),
    # leading the partner's table card, its refill, the ace's trump choice, ten tricks
    # and the last, and a penalty for trumps left on the table
    "finesse": lambda t: (
        any(p == 0 and a.startswith("lead ") and a.endswith(" table") for p, a, _ in events_of(t))
        and any(a.startswith("refill ") for a in acts(t))
        and "trump" in acts(t)
        and "trump" in kinds(t)
        and any(r["tricks"][0] == 10 and r["last"] == 0 for r in results(t))
        and any(s.penalised for lesson in t.lessons for s in replay(lesson.record)[0].team_scores())
    ),
    # the auction won by the person's side, the exchange, a marriage setting trump, the
    # obligation to beat (a card of the led suit held but not allowed)
    "huutopussi": lambda t: (
        {"bid", "give", "return", "marry"} <= {a.split()[0] for a in acts(t)}
        and any(
            isinstance(e, TrumpNamed) and e.details.get("marriage")
            for _, _, evs in events_of(t)
            for e in evs
        )
        and any(r["declarer"] % 2 == 0 and r["made"] is not None for r in results(t))
        and any(
            beat
            for lesson in t.lessons
            for st in [lesson.record.new_state()]
            for p, a in lesson.record.actions
            for beat in [st.lead_card >= 0 and 0 != (st.hands[p] & st.led_mask) != st.follow_mask()]
            if st.apply(a, p) is not None
        )
    ),
    # the first of two equal tiles wins (the person's 6-6), the red pips add up to 64
    "shikagari": lambda t: (
        any(
            e.kind == "trick"
            and e.player == 0
            and e.why is not None
            and e.why.key == "shika_trick_first_of_equals"
            for _, _, evs in events_of(t)
            for e in evs
        )
        and any(
            isinstance(e, DealEnded) and sum(e.details["scores"]) == 64
            for _, _, evs in events_of(t)
            for e in evs
        )
    ),
    # receive then attack, a pass, 持統天皇 receiving, 天智天皇 forcing a pass, the pair
    # of the player who goes out wins
    "irokanmuri": lambda t: (
        any(a == "attack TENJI" and b == "pass" for a, b in zip(acts(t), acts(t)[1:], strict=False))
        and {"receive JITO", "pass"} <= set(acts(t))
        and any(a.startswith("receive ") and a.split()[1] not in ("JITO", "TENJI") for a in acts(t))
        and all(r["winner_seat"] in (0, 2) for r in results(t))
    ),
    # the face-down choice and its reveal, the joker, a To Be deal's Hamlet
    "hamlet": lambda t: (
        {"choose", "reveal"} <= kinds(t)
        and "play JK" in acts(t)
        and any("hamlet" in r and r["type"] == "to_be" for r in results(t))
    ),
    # the reversal, Yoromeki and Same Two winning tricks, the face-up stock's refills
    "allmighty": lambda t: (
        any(r.get("reversal") for r in results(t))
        and {"allmighty_yoromeki", "allmighty_same_two"}
        <= {e.why.key for _, _, evs in events_of(t) for e in evs if e.kind == "trick" and e.why}
        and any(
            isinstance(e, Moved) and e.src == "stock" for _, _, evs in events_of(t) for e in evs
        )
    ),
    # the packets kept, given and discarded, a face-down play, a truco call answered by
    # the person's side, and the hand of eleven's look or no-look
    "truco": lambda t: (
        {"give", "discard", "keep", "truco"} <= set(acts(t))
        and bool({"look", "nolook"} & set(acts(t)))
        and any(p == 0 and a.endswith(" down") for p, a, _ in events_of(t))
        and any(p % 2 == 0 and a in ("truco", "accept", "retruco") for p, a, _ in events_of(t))
    ),
    # both halves: the stock's face-up tile, the bid, a trump number, must-follow where a
    # tile carrying the trump number belongs to trump only (4-4 led: 4-2, not 6-4)
    "reveille": lambda t: (
        {"reveal", "move"} <= kinds(t)
        and any(isinstance(e, Moved) and e.face_up for _, _, evs in events_of(t) for e in evs)
        and any(a.startswith("bid ") for a in acts(t))
        and any(a.startswith("trump ") and a != "trump NT" for a in acts(t))
        and any(r.get("made") is not None for r in results(t))
        and acts(t)[acts(t).index("play 4-4") + 1] == "play 4-2"
    ),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_tutorial_true_to_its_rules(game_id):
    tutorial = load_tutorial(game_id)  # parsing replays every lesson to its end
    assert tutorial.game == game_id
    for number, lesson in enumerate(tutorial.lessons):
        coach = Coach(tutorial, number)
        assert coach.person_steps(0), "a lesson where the person does nothing"
        assert lesson.record.actions[0][0] >= 0
    shows = SHOWS.get(game_id)
    assert shows is not None and shows(tutorial), "the tutorial misses the game's special rules"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_of_a_tutorial_is_explained(game_id):
    """Each of the person's steps has the lesson's own note, or the heuristic bot (from the
    person's view) chooses that very step and gives its reason.  A bot's step is said as
    the person saw it: its reasons are its own (from its hand) while the deal goes on."""
    tutorial = load_tutorial(game_id)
    for number, lesson in enumerate(tutorial.lessons):
        coach = Coach(tutorial, number)
        person = set(coach.person_steps(0))
        state = coach.fresh_state()
        done = 0
        while done < lesson.steps:
            turn = coach.turn(done, state)
            assert turn is not None
            noted = any(coach.note(i, "en") for i in range(done, turn.index + 1))
            if not noted and turn.index in person:
                assert coach.reason(state, done) is not None, (number, turn)
            for index in range(done, turn.index + 1):
                seat, action = lesson.record.actions[index]
                state.apply(action, seat)
            done = turn.index + 1


def test_the_heuristic_reason_is_the_bots_own_from_its_view():
    tutorial = load_tutorial("crescendo")
    coach = Coach(tutorial)
    state = coach.fresh_state()
    reason = coach.reason(state, 0)
    expected = decide(heuristic_bot("crescendo"), state, random.Random(0))
    assert reason == expected.why and reason is not None


def test_a_broken_tutorial_file_is_refused_with_the_reason():
    good = json.loads(json.dumps(_raw("crescendo")))
    cases = {
        "not JSON": b"{",
        "not a torite-tutorial/1": json.dumps({"format": "x"}),
        "unknown game": json.dumps({**good, "game": "chess"}),
        "at least one lesson": json.dumps({**good, "lessons": []}),
    }
    lesson = good["lessons"][0]
    short = {**lesson, "record": {**lesson["record"], "actions": lesson["record"]["actions"][:3]}}
    cases["stops before the end"] = json.dumps({**good, "lessons": [short]})
    wrong = [dict(a) for a in lesson["record"]["actions"]]
    wrong[0] = {**wrong[0], "a": "bid 99 C"}
    bad_play = {**lesson, "record": {**lesson["record"], "actions": wrong}}
    cases["does not replay"] = json.dumps({**good, "lessons": [bad_play]})
    no_ja = {**lesson, "intro": {"en": "Hello"}}
    cases["exactly en, ja"] = json.dumps({**good, "lessons": [no_ja]})
    late = {**lesson, "notes": {"999": {"en": "x", "ja": "x"}}}
    cases["past the last step"] = json.dumps({**good, "lessons": [late]})
    for words, text in cases.items():
        with pytest.raises(BadTutorial, match=words):
            parse_tutorial(text)


def _raw(game_id: str) -> dict[str, object]:
    from desktop.paths import asset

    data: dict[str, object] = json.loads(asset("tutorials", f"{game_id}.json").read_text())
    return data


# -- at the table ------------------------------------------------------------------------------


def follow_prompt(qtbot, table) -> str:
    """Do what the table points at, the way a person would: the highlighted piece (and the
    matching line of its menu), the chosen pieces' confirm button, or the marked button."""
    step = table.expected_step()
    assert step is not None
    action = step[1]
    if table.selected and table.turns.legal_now().sets:
        qtbot.mouseClick(table.bar.confirm_button, Qt.MouseButton.LeftButton)
        return "set"
    if table.hint_card is not None and table.hint_card in table.items:
        table.card_clicked(table.item_for(table.hint_card))
        if table.gestures.action_menu is not None:
            chosen = next(a for a in table.gestures.action_menu.actions() if a.data() == action)
            chosen.trigger()
        return "piece"
    panel_buttons = getattr(table.panel, "buttons", {})
    if isinstance(panel_buttons, dict) and action in panel_buttons:
        qtbot.mouseClick(panel_buttons[action], Qt.MouseButton.LeftButton)
        return "panel"
    buttons = table.buttons
    assert buttons.show_focus and buttons.texts[buttons.focus] == action, (action, buttons.texts)
    qtbot.mouseClick(buttons.buttons[buttons.focus], Qt.MouseButton.LeftButton)
    return "button"


def play_lesson(qtbot, window) -> list[str]:
    """Follow one lesson's prompts to its end; returns how each step was taken."""
    table = window.table
    taken: list[str] = []
    for _ in range(400):
        qtbot.waitUntil(lambda: not table.busy())
        if table.session.state.is_terminal:
            break
        assert table.turns.my_turn(), table.bar.message.text()
        assert table.bar.coach_label.isVisible()
        assert "→" in table.bar.coach_label.text()
        before = len(table.session.actions)
        taken.append(follow_prompt(qtbot, table))
        assert len(table.session.actions) > before, table.bar.message.text()
    assert table.session.state.is_terminal
    assert table.session.actions == table.coach.lesson.record.actions
    return taken


@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_following_the_prompts_completes_the_tutorial(qtbot, tmp_path, game_id):
    window = quiet_window(qtbot, tmp_path)
    assert window.start_tutorial(game_id)
    lessons = len(window.table.coach.tutorial.lessons)
    for number in range(lessons):
        assert window.table.coach.number == number
        play_lesson(qtbot, window)
        table = window.table
        outro = table.coach.lesson.outro["en"]
        assert outro in table.bar.coach_label.text()
        assert window.deal_end.dialog is None  # a lesson ends in its own words
        last = number == lessons - 1
        assert table.bar.next_button.isVisible()
        assert ("real game" in table.bar.next_button.text()) == last
        if not last:
            qtbot.keyClick(table, Qt.Key.Key_Return)
    window.table.next_requested.emit()  # after the last lesson: a real game is offered
    dialog = window.game_options.dialog
    if dialog is not None:
        dialog.accept()
    qtbot.waitUntil(lambda: window.table.coach is None and window.table.session is not None)


def test_the_lesson_refuses_another_move_and_says_which(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.start_tutorial("crescendo")
    table = window.table
    qtbot.waitUntil(lambda: not table.busy())
    assert table.expected_step() == (0, "bid 15 C")
    assert not table.perform("pass")  # legal, but not this lesson's way
    assert "Bid 15 ♣" in table.bar.message.text() and table.session.actions == []
    assert not table.perform("bid 15 C extra")  # not even legal: the rules say why
    assert table.session.actions == []
    assert table.perform("bid 15 C")


def test_a_lesson_is_explained_in_japanese(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.apply_language("ja")
    try:
        window.start_tutorial("crescendo")
        table = window.table
        settle(qtbot, table)
        text = table.bar.coach_label.text()
    finally:
        window.apply_language("en")  # the translator is the app's: leave it as found
    assert load_tutorial("crescendo").lessons[0].intro["ja"] in text
    assert "→" in text and "宣言" in text


def test_tutorial_from_the_command_line_and_the_chooser(qtbot, tmp_path):
    from desktop.app import parse_args

    assert parse_args(["--tutorial", "crescendo"]).tutorial == "crescendo"
    window = quiet_window(qtbot, tmp_path)
    qtbot.mouseClick(window.chooser.learn_buttons["hamlet"], Qt.MouseButton.LeftButton)
    assert window.table.coach is not None and window.table.session.game_id == "hamlet"
    assert not window.saving.in_progress()  # leaving a lesson loses nothing


# Cards the rules themselves name, which a lesson may name as rules (not as anyone's card):
# Truco's manilhas, Allmighty's almighty A♠.
RULE_NAMED = {"truco": ("4C", "7H", "AS", "7D"), "allmighty": ("AS",)}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lessons_words_name_no_piece_the_person_has_not_seen(game_id):
    """A note on the person's step is read before it, a note on a bot's step once the move
    is on the table: either may name only pieces the person has seen by then (its own
    hand, the table, what was shown to all), never a bot's hidden cards."""
    from test_keeps_faith import label_pattern

    from rules_core.knowledge import knowledge_at

    tutorial = load_tutorial(game_id)
    for number, lesson in enumerate(tutorial.lessons):
        coach = Coach(tutorial, number)
        start = coach.fresh_state()
        kind = start.game.pieces
        everything = set(range(kind.stride)) - set(kind.parse_all(RULE_NAMED.get(game_id, ())))
        person = set(coach.person_steps(0))
        for index in sorted(lesson.notes):
            shown = index if index in person else index + 1  # a bot's note follows its move
            known = knowledge_at(start, lesson.record.actions[:shown], 0)
            for lang in ("en", "ja"):
                pattern = label_pattern(kind.name, everything - known.faces, lang)
                words = coach.note(index, lang)
                found = pattern.search(words) if pattern is not None else None
                assert found is None, (number, index, lang, found and found.group(0), words)
