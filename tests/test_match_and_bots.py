import random

import pytest

from rules_core import get_game
from rules_core.ai import RandomBot, heuristic_bot
from rules_core.cards import FRENCH
from rules_core.match import Match
from rules_core.messages import CATALOGUE, Msg, Seat
from rules_core.pieces import PieceWord
from rules_core.record import replay


def play(state, bot, rng):
    actions = []
    while not state.is_terminal:
        decision = bot.choose(state.view(0), state.legal(), rng)
        state.apply(decision.action)
        actions.append((0, decision.action))
    return actions


def test_match_books_deals_totals_and_records():
    match = Match("mustfollow_solitaire")
    rng = random.Random(1)
    bot = heuristic_bot("mustfollow_solitaire")
    expected_total = 0
    for _ in range(3):
        number, state = match.start_deal(rng=rng)
        actions = play(state, bot, rng)
        summary = match.finish_deal(number, state, actions)
        expected_total += state.scores()[0]
        again, _ = replay(summary.record)
        assert again.scores() == state.scores()
    assert match.totals == [expected_total]
    assert match.statistics()["deals"] == 3
    assert match.dealer == 0  # one seat: the dealer stays
    assert not match.is_over


@pytest.mark.python_engine  # patches (or subclasses in Python) the engine's insides
def test_match_totals_add_match_points_not_the_points_taken(monkeypatch):
    """A game won on game points (Reveille) books its match points; the deal keeps both."""
    match = Match("mustfollow_solitaire")
    rng = random.Random(2)
    number, state = match.start_deal(rng=rng)
    actions = play(state, heuristic_bot("mustfollow_solitaire"), rng)
    monkeypatch.setattr(state, "match_points", lambda: [7])
    summary = match.finish_deal(number, state, actions)
    assert summary.points == [7] and summary.scores == state.scores() != [7]
    assert match.totals == [7]


def test_match_refuses_an_unfinished_deal():
    match = Match("mustfollow_solitaire")
    number, state = match.start_deal(5)
    with pytest.raises(ValueError):
        match.finish_deal(number, state, [])


def test_deal_number_reproduces_the_deal():
    match = Match("mustfollow_solitaire")
    _, a = match.start_deal(77)
    _, b = match.start_deal(77)
    assert a.view(0) == b.view(0) and a.stock == b.stock


def test_heuristic_bot_is_legal_explains_itself_and_beats_random():
    game = get_game("mustfollow_solitaire")
    rng = random.Random(3)
    heuristic, baseline = heuristic_bot(game.id), RandomBot()
    wins = {"heuristic": 0, "random": 0}
    for seed in range(150):
        for bot in (heuristic, baseline):
            state = game.new_deal(seed=seed)
            while not state.is_terminal:
                legal = state.legal()
                decision = bot.choose(state.view(0), legal, rng)
                assert decision.action in legal.texts
                if bot is heuristic:
                    assert decision.why is not None and decision.why.text("ja")
                state.apply(decision.action)
            wins[bot.name] += state.win
    assert wins["heuristic"] >= 20 > wins["random"]


def test_hint_never_wastes_the_joker_when_a_plain_card_wins():
    from helpers import solitaire

    state = solitaire(
        "AS",
        "KS",
        "2S",
        "AH",
        "3H",
        "QD",
        "4D",
        "9C",
        "5C",
        "JK",
        "2C",
        "3C",
        "4C",
        "6C",
        "7C",
        "8C",
        "10C",
        "JC",
        "QC",
        "KC",
        "9S",
    )
    state.apply("exchange")
    state.apply("trump C")
    decision = heuristic_bot(state.game.id).choose(state.view(0), state.legal(), random.Random())
    assert decision.action == "play KS"  # lowest spade above the 9S lead
    assert "lowest" in str(decision.why)


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_message_has_both_languages(key):
    """English and Japanese, and at most a singular form per language (a sentence about
    one thing may read differently in Japanese too: それ for そのどれか)."""
    assert {"en", "ja"} <= set(CATALOGUE[key]) <= {"en", "ja", "en_one", "ja_one"}


def test_message_renders_cards_with_suit_symbols():
    ace = PieceWord(FRENCH, 0x3E)
    assert Msg("card_not_in_hand", {"card": ace}).text("en") == "A♠ is not in your hand."


def test_allmighty_match_hands_the_first_lead_to_the_last_winner():
    match = Match("allmighty", options={"players": 3, "games": 3})
    rng = random.Random(2)
    while not match.is_over:
        number, state = match.start_deal(rng=rng)
        expected = match.carry.get("first_leader", (match.dealer + 1) % 3)
        assert state.current_player == expected
        actions = []
        while not state.is_terminal:
            action = rng.choice(state.legal_actions())
            actions.append((state.current_player, action))
            state.apply(action)
        summary = match.finish_deal(number, state, actions)
        assert replay(summary.record)[0].scores() == state.scores()
        if not state.result().get("redeal"):
            assert match.carry["first_leader"] == state.scores().index(max(state.scores()))
    assert len(match.deals) >= 3 and sum(match.totals) == 0


def test_crescendo_match_keeps_the_dealer_after_a_void_deal():
    match = Match("crescendo")
    number, state = match.start_deal(1)
    actions = []
    for seat in (1, 2, 0):
        state.apply("pass", seat)
        actions.append((seat, "pass"))
    match.finish_deal(number, state, actions)
    assert match.dealer == 0


def test_bench_reports_json_for_a_game(capsys):
    import json

    from rules_core.bench import main

    assert main(["--quick", "--json", "--no-gui", "--game", "hamlet", "--game", "ando_coop"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["playouts_per_s"]["hamlet"] > 0 and report["playouts_per_s"]["ando_coop"] > 0
    assert report["playouts_per_s_strings"]["hamlet"] > 0
    assert report["rollouts_per_s"]["ando_coop"] > 0
    assert report["strong_worlds"]["hamlet"]["median_worlds"] >= 1
    assert "heuristic_vs_random" in report["bots"]["hamlet"]
    assert set(report["success_rate"]) >= {"ando_coop_4p", "ando_coop_1p"}  # team success
    assert set(report["level_share"]["hamlet"]) >= {
        "normal_vs_heuristic",
        "strong_vs_normal",
        "expert_vs_strong",
    }
    assert set(report["decision_ms"]["hamlet"]) == {"easy", "normal", "strong", "expert"}
    assert set(report["corpus"]["hamlet"]) == {"strong", "expert"}
    assert report["gui"] == {} and report["gui_frame_gap_p99_ms"] is None  # --no-gui


@pytest.mark.slow
def test_bench_probes_the_gui(capsys):
    """The full bench's GUI probe (a subprocess with the app offscreen) reports its figures."""
    import json

    from rules_core.bench import main

    assert main(["--quick", "--json", "--no-ai", "--game", "hamlet"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["gui_frame_gap_p99_ms"] is not None and report["gui"]["games"] >= 1


def test_a_count_of_one_reads_in_the_singular():
    from rules_core.messages import Msg

    assert Msg("tricks_n", {"n": 1}).text("en") == "1 trick"
    assert Msg("tricks_n", {"n": 2}).text("en") == "2 tricks"
    assert Msg("tricks_n", {"n": 1}).text("ja") == "1 トリック"


def test_words_about_pieces_name_the_game_s_pieces():
    """A shared line about pieces says cards, tiles, dominoes or reading cards as the
    game's pieces are (and the singular for one)."""
    assert Msg("seen_other", {"who": Seat(1), "n": 3, "more": ""}, pieces="tiengow").text("en") == (
        "seat 1: 3 tiles, faces unseen"
    )
    assert "1 domino, face unseen" in Msg(
        "seen_other", {"who": Seat(1), "n": 1, "more": ""}, pieces="domino"
    ).text("en")
    assert "見えていない読み札" in Msg("search_played", {"worlds": 3}, pieces="karuta").text("ja")
    assert "unseen cards" in Msg("search_played", {"worlds": 3}).text("en")


def test_a_game_played_for_stakes_shares_by_the_points_taken():
    """Truco: a side's share of a hand is the points it took of those the hand gave (a
    hand won at the raised stake weighs more than a fold at one); elsewhere pairwise."""
    from rules_core import game_ids
    from rules_core.ai.base import perform
    from rules_core.ai.search import decide
    from rules_core.bench_ai import side_pairs

    assert get_game("truco").plays_for_stakes
    assert not any(get_game(g).plays_for_stakes for g in game_ids() if g != "truco")
    state = get_game("truco").new_deal(seed=3)
    rng = random.Random(3)
    while not state.is_terminal:
        perform(state, decide(heuristic_bot("truco"), state, rng))
    stake = max(state.scores())
    assert stake > 0  # this hand is not drawn
    assert side_pairs(state, state.teams, 0) == (float(state.scores()[0]), float(stake))
    hamlet = get_game("hamlet").new_deal(seed=3)
    while not hamlet.is_terminal:
        perform(hamlet, decide(heuristic_bot("hamlet"), hamlet, rng))
    assert side_pairs(hamlet, hamlet.teams, 0)[1] == len(hamlet.teams) - 1
