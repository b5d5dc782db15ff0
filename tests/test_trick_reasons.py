"""The trick games' bots (Hamlet, Crescendo, Allmighty, Finesse, Huutopussi) give reasons
that read right as a hint and as their own words, and that are true in the position: a
card said to win takes the trick, a card said to lose does not, a "highest"/"lowest" card
is one, a bot that says it does not want a trick does not want it."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from rules_core.ai import heuristic_bot
from rules_core.ai.base import Decision
from rules_core.ai.games.finesse import unseen_mask
from rules_core.ai.games.hamlet import wants_tricks
from rules_core.ai.search import DeterminizedSearch, decide
from rules_core.cards import JACK, JOKER, KING, NO_TRUMP, QUEEN, parse_card, rank_of
from rules_core.game import State
from rules_core.games.crescendo import RANK
from rules_core.games.finesse import FOLLOW
from rules_core.games.hamlet import CHOOSE, TO_BE
from rules_core.messages import LANGUAGES
from rules_core.registry import get_game

GAMES = ["hamlet", "crescendo", "allmighty", "finesse", "huutopussi"]
NAMES = ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
CARD = re.compile(r"(?:10|[2-9AKQJ])[♣♦♥♠]|Joker")


@dataclass
class Step:
    """One bot decision: who took it, from what view, and who won the trick it played to."""

    seat: int
    decision: Decision
    view: object
    legal: tuple[str, ...]
    hand: tuple[int, ...]
    winner: int = -1  # the seat that took the trick the decision played to (-1: none)

    def said(self) -> str:
        """The reason as the bot's own words (English), after its action."""
        assert self.decision.why is not None
        return self.decision.why.spoken_by_self().text("en", NAMES)


def court_first(state: State) -> str | None:
    """Hamlet: seat 0 shows a court card when it can, so the deal is To Be and a seat may
    not want a trick (three heuristic bots make every deal Not To Be)."""
    if state.game.id != "hamlet" or state.phase != CHOOSE or state.current_player != 0:
        return None
    courts = [
        a for a in state.legal_actions() if rank_of(parse_card(a.split()[1])) in (JACK, QUEEN, KING)
    ]
    return courts[0] if courts else None


def play(game_id: str, seed: int, bot: object = None) -> list[Step]:
    """A whole deal by the bot (default: the heuristic) in every seat; every decision with a
    reason, and for a card played, who took its trick."""
    state = get_game(game_id).new_deal(seed=seed)
    bot = bot or heuristic_bot(game_id)
    steps: list[Step] = []
    in_trick: list[Step] = []
    rng = random.Random(seed)
    while not state.is_terminal:
        seat = state.current_player
        forced = court_first(state)
        decision = Decision(forced) if forced else decide(bot, state, rng)
        view = state.view(seat)
        step = Step(seat, decision, view, tuple(state.legal_actions()), tuple(view.hand))
        for words in decision.say:
            state.apply(words, seat)
        events = state.apply(decision.action, seat)
        if decision.why is not None:
            steps.append(step)
            if decision.action.startswith(("play ", "lead ", "down ")):
                in_trick.append(step)
        for event in events:
            if event.kind == "trick":
                for done in in_trick:
                    done.winner = event.player
                in_trick = []
    return steps


def deals(game_id: str, count: int) -> Iterator[Step]:
    for seed in range(count):
        yield from play(game_id, seed)


def side(game_id: str, seat: int) -> int:
    return seat % 2 if game_id in ("finesse", "huutopussi") else seat


# -- every reason reads right ------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_renders_in_both_languages_and_both_voices(game_id):
    pieces = get_game(game_id).pieces.name
    keys = set()
    for step in deals(game_id, 8):
        why = step.decision.why
        assert why is not None
        keys.add(why.key)
        for lang in LANGUAGES:
            for line in (step.decision.hint_line(pieces), step.decision.reason_line(2, pieces)):
                text = line.text(lang, NAMES)
                assert "{" not in text and "}" not in text, text
            for voice in ("you", "self"):
                assert why.text(lang, NAMES, voice).strip(), (why.key, lang, voice)
        hint = why.text("en", NAMES)  # after "— ": lower case unless a card or a number
        assert hint[0].islower() or CARD.match(hint) or hint[0].isdigit(), hint
        own = step.said()
        assert own.endswith("."), own
        assert not re.search(r"\b(you|your|yours)\b", own, re.IGNORECASE), own
        assert not re.search(r"\b1 (points|tricks|cards)\b", own), own
        assert not re.search(r"\b(only|about|holds) (point|points|trick|tricks)\b", own), own
        assert why.text("ja", NAMES).endswith("。"), why.text("ja", NAMES)
        for voice in ("you", "self"):
            assert "ましょう" not in why.text("ja", NAMES, voice)
    assert len(keys) >= 5, keys  # the deals went through the bot's many reasons


@pytest.mark.parametrize("game_id", GAMES)
def test_reasons_render_when_the_search_decides(game_id):
    """The normal level's search, on a tiny budget, keeps the heuristic's reasons (or gives
    its own), and they render."""
    bot = DeterminizedSearch(heuristic_bot(game_id), worlds=2, seconds=0.02)
    pieces = get_game(game_id).pieces.name
    for step in play(game_id, 5, bot):
        for lang in LANGUAGES:
            assert "{" not in step.decision.reason_line(1, pieces).text(lang, NAMES)
            assert "{" not in step.decision.hint_line(pieces).text(lang, NAMES)


# -- what a reason says is true -----------------------------------------------------------------

WINS = ("cheapest card that wins it", "takes the trick,", "the next lead are mine", "so it wins.")
LOSES = ("can lose it with", "may play can win", "always loses")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_card_said_to_win_wins_and_one_said_to_lose_loses(game_id):
    checked = 0
    for step in deals(game_id, 20):
        own = step.said()
        if any(words in own for words in WINS) or own.startswith("a led joker always wins"):
            assert step.winner == step.seat, own
            checked += 1
        if "no unseen card can beat" in own or "whatever comes" in own:
            assert side(game_id, step.winner) == side(game_id, step.seat), own
            checked += 1
        if any(words in own for words in LOSES):
            assert step.winner != step.seat, own
            checked += 1
    assert checked > 20


RANKS: dict[str, Callable[[int], int]] = {"crescendo": RANK}


@pytest.mark.parametrize("game_id", ["hamlet", "crescendo"])
def test_a_card_said_to_be_the_highest_or_lowest_is(game_id):
    rank = RANKS.get(game_id, rank_of)
    kind = get_game(game_id).pieces
    checked = 0
    for step in deals(game_id, 20):
        own = step.said()
        match = re.search(r"no card (of mine|I may play) ranks (above|below) (\S+?)[.,]", own)
        if match is None:
            continue
        if match[1] == "of mine":
            among = list(step.hand)
        else:  # the cards it may play
            among = [parse_card(a.split()[1]) for a in step.legal if a.startswith("play ")]
        named = [c for c in among if kind.piece_label(c, "en") == match[3]]
        assert named, own
        others = [rank(c) for c in among if c != JOKER]
        if match[2] == "above":
            assert max(others) <= rank(named[0]), own
        else:
            assert min(others) >= rank(named[0]), own
            if game_id == "crescendo":  # the joker ranks below every card: said when held
                assert (JOKER in among) == ("but the joker" in own), own
        checked += 1
    assert checked > 5


def test_a_hamlet_bot_that_says_it_wants_a_trick_or_not_means_it():
    checked = 0
    for step in deals("hamlet", 40):
        own = step.said()
        if re.search(r"want (this )?trick", own):
            assert wants_tricks(step.view, step.seat) == ("do not want" not in own), own
            checked += "do not want" in own
    assert checked > 10  # To Be deals (seat 0 shows a court card) give seats tricks to avoid


# -- the lies that were told --------------------------------------------------------------------


def test_a_high_lead_is_not_called_low():
    """Hamlet, To Be, a seat with the most tricks leads from K♥ K♠ A♠: it leads a king, and
    its reason must not call it a low card."""
    state = get_game("hamlet").new_deal(seed=1, dealer=2)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    state.kind = TO_BE
    state.counts = [3, 1, 0]
    seat = state.current_player
    state.hands[seat] = sum(1 << parse_card(c) for c in ("KH", "KS", "AS"))
    decision = heuristic_bot("hamlet").choose(state.view(seat), state.legal(), random.Random(0))
    assert decision.action == "play KH"
    assert decision.why is not None
    text = decision.why.spoken_by_self().text("en")
    assert "low card" not in text
    assert text == "I do not want trick 5, and no card of mine ranks below K♥."  # 4 tricks done


def test_one_point_is_one_point():
    """Allmighty: a trick worth 1 says "1 point", never "1 points"."""
    ones = 0
    for step in deals("allmighty", 40):
        why = step.decision.why
        assert why is not None
        if why.params.get("points") in (1, "+1"):
            for voice in ("you", "self"):
                text = why.text("en", NAMES, voice)
                assert "1 points" not in text, text
            ones += 1
    assert ones > 0


def test_the_finesse_first_lead_reads_naturally_in_japanese():
    texts = [s.decision.why.text("ja") for s in play("finesse", 6) if s.decision.why]
    assert texts and not any("味方がいちばん強いマークです" in t for t in texts)


def test_a_finesse_boss_that_could_be_trumped_is_not_called_unbeatable():
    """A lead that no unseen card of its suit outranks may still be trumped: the reason
    says "of its suit" while a trump is unseen, and "no unseen card can beat" only when none
    is (and then the side takes the trick: the test above)."""
    said = {"suit": 0, "sure": 0}
    for step in deals("finesse", 40):
        own = step.said()
        view = step.view
        if "no unseen card" not in own or view.trump == NO_TRUMP:
            continue
        card = parse_card(step.decision.action.split()[1])
        trumps_out = unseen_mask(view, step.seat) & FOLLOW[view.trump]
        if card >> 4 & 7 == view.trump:
            assert "no unseen card can beat" in own, own
        elif "no unseen card of" in own:
            assert trumps_out, own
            said["suit"] += 1
        else:
            assert not trumps_out, own
            said["sure"] += 1
    assert said["suit"] > 0
