"""Must-Follow Solitaire: every rule and ruling of shared/rules/mustfollow_solitaire.md."""

import pytest
from helpers import hand_text, solitaire, solitaire_pack

from rules_core import IllegalAction
from rules_core.cards import parse_card, parse_cards
from rules_core.clones import fields_of
from rules_core.games.mustfollow_solitaire import EXCHANGE, OVER, PLAY, TRUMP, resolve_trick
from rules_core.trick import NO_TRUMP

HAND = ["AS", "KS", "2S", "AH", "3H", "QD", "4D", "9C", "5C", "JK"]
NEXT = ["2H", "3S", "4S", "5S", "6S", "7S"]  # exchange draws come from here


def test_setup_deals_ten_then_draws_twice_the_exchange_then_burns_ten():
    state = solitaire(*HAND, *NEXT)
    assert hand_text(state) == HAND and state.phase == EXCHANGE
    state.apply("exchange 4D 3H")
    assert hand_text(state) == [
        "AS",
        "KS",
        "2S",
        "AH",
        "QD",
        "9C",
        "5C",
        "JK",
        "2H",
        "3S",
        "4S",
        "5S",
    ]
    assert sorted(state.discards) == sorted(parse_cards(["4D", "3H"]))  # listed in hand order
    assert len(state.burned) == 10
    assert state.burned[0] == parse_card("6S")  # burned cards come straight after the draws
    assert state.phase == TRUMP


@pytest.mark.parametrize("exchanged", range(0, 11))
def test_hand_holds_ten_plus_d_and_stock_thirty_three_minus_two_d(exchanged):
    state = solitaire(*HAND)
    action = " ".join(["exchange", *HAND[:exchanged]])
    state.apply(action)
    assert len(state.hand) == 10 + exchanged
    assert len(state.stock) == 33 - 2 * exchanged


def test_keeping_the_hand_is_the_bare_exchange_action():
    state = solitaire(*HAND)
    assert "exchange" in state.legal_actions()
    assert len(state.legal_actions()) == 2**10
    state.apply("exchange")
    assert hand_text(state) == HAND


@pytest.mark.parametrize(
    "action,reason",
    [
        ("exchange 7H", "not in your hand"),
        ("exchange AS AS", "named twice"),
        ("exchange XX", "not a card"),
        ("trump S", "not an action of this game now"),
        ("play AS", "not an action of this game now"),
        ("exchange  AS", "not a card"),
    ],
)
def test_bad_exchanges_are_refused_with_a_reason_and_change_nothing(action, reason):
    state = solitaire(*HAND)
    before = fields_of(state.clone())
    with pytest.raises(IllegalAction, match=reason):
        state.apply(action)
    assert fields_of(state) == before


def test_trump_choices_include_no_trump():
    state = solitaire(*HAND)
    state.apply("exchange")
    assert state.legal_actions() == ["trump S", "trump H", "trump D", "trump C", "trump NT"]
    with pytest.raises(IllegalAction, match="not a trump choice"):
        state.apply("trump X")
    state.apply("trump NT")
    assert state.trump == NO_TRUMP and state.phase == PLAY


def test_the_dummy_leads_the_top_stock_card_after_the_burn():
    # hand 10, burn 10, then 9S is the first lead.
    burn = ["2C", "3C", "4C", "6C", "7C", "8C", "10C", "JC", "QC", "KC"]
    state = solitaire(*HAND, *burn, "9S")
    state.apply("exchange")
    events = state.apply("trump C")
    assert state.lead == parse_card("9S")
    assert events[-1].kind == "move" and events[-1].dst == "trick"


def _at_first_lead(lead, hand=HAND, trump="C"):
    burn = [
        c
        for c in ["2C", "3C", "4C", "6C", "7C", "8C", "10C", "JC", "QC", "KC", "AC", "6D"]
        if c not in hand and c != lead
    ][:10]
    state = solitaire(*hand, *burn, lead)
    state.apply("exchange")
    state.apply(f"trump {trump}")
    assert state.lead == parse_card(lead)
    return state


def test_must_follow_the_led_suit_but_the_joker_is_always_allowed():
    state = _at_first_lead("9S")
    assert state.legal_actions() == ["play AS", "play KS", "play 2S", "play JK"]
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply("play AH")


def test_void_player_may_play_any_card():
    hand = ["AH", "3H", "QD", "4D", "9C", "5C", "JK", "2H", "5H", "6H"]
    state = _at_first_lead("9S", hand=hand)
    assert len(state.legal_actions()) == 10


def test_higher_card_of_led_suit_wins_and_both_cards_leave():
    state = _at_first_lead("9S")
    state.apply("play AS")
    assert state.tricks[-1].won
    assert len(state.hand) == 9
    assert set(state.won) == set(parse_cards(["9S", "AS"]))


def test_lower_card_loses_and_both_cards_join_the_hand():
    state = _at_first_lead("9S")
    events = state.apply("play 2S")
    assert not state.tricks[-1].won
    assert len(state.hand) == 11
    assert parse_card("9S") in state.hand and parse_card("2S") in state.hand
    trick = next(e for e in events if e.kind == "trick")
    assert "lower" in str(trick.why)


def test_trump_wins_when_void_in_the_led_suit():
    won, why = resolve_trick(parse_card("AS"), parse_card("2C"), trump=parse_card("2C") >> 4)
    assert won and "trump" in str(why)


def test_off_suit_card_never_wins_even_if_higher():
    won, why = resolve_trick(parse_card("2S"), parse_card("AH"), trump=NO_TRUMP)
    assert not won and "neither" in str(why)


def test_joker_beats_every_card_including_trumps():
    won, _ = resolve_trick(parse_card("AC"), parse_card("JK"), trump=0)
    assert won


def test_joker_lead_lets_the_player_play_anything_and_always_loses():
    state = _at_first_lead("JK", hand=["AS", "KS", "2S", "AH", "3H", "QD", "4D", "9C", "5C", "8S"])
    assert len(state.legal_actions()) == 10
    state.apply("play AS")
    assert not state.tricks[-1].won
    assert parse_card("JK") in state.hand


def _endgame(hand, lead, stock, trump="C"):
    """A state in play with exactly this hand, lead and remaining stock (top first)."""
    state = solitaire(*HAND)
    state.apply("exchange")
    state.apply(f"trump {trump}")
    state.hand = parse_cards(hand)
    state.lead = parse_card(lead)
    state.stock = parse_cards(stock)[::-1]
    return state


def test_emptying_the_hand_wins():
    state = _endgame(["AS"], "2S", ["3D", "4D"])
    events = state.apply("play AS")
    assert state.phase == OVER and state.win is True
    assert state.scores() == [2 - 0]
    assert events[-1].kind == "end"


def test_running_out_of_stock_loses():
    state = _endgame(["2S", "3S"], "AS", [])
    state.apply("play 2S")
    assert state.phase == OVER and state.win is False
    assert state.scores() == [0 - 3]


def test_ruling_last_trick_emptying_hand_and_stock_wins():
    state = _endgame(["AS"], "2S", [])
    state.apply("play AS")
    assert state.win is True and state.scores() == [0]


def test_nothing_is_legal_after_the_end():
    state = _endgame(["AS"], "2S", [])
    state.apply("play AS")
    assert state.legal_actions() == [] and state.current_player == -1
    with pytest.raises(IllegalAction, match="over"):
        state.apply("play AS")


def test_wrong_seat_is_refused():
    state = solitaire(*HAND)
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        state.apply("exchange", 1)


def test_view_hides_the_stock_order_and_burned_cards():
    state = _at_first_lead("9S")
    view = state.view(0)
    assert view.stock_count == len(state.stock)
    assert view.burned_count == 10
    assert not hasattr(view, "stock") and not hasattr(view, "burned")
    assert set(view.unseen()) == set(state.stock) | set(state.burned)


def test_explicit_deal_is_reproduced_at_every_step():
    pack = solitaire_pack(*HAND)
    state = solitaire(*HAND)
    game = state.game
    assert game.explicit_deal(state)["stock"] == pack
    state.apply("exchange 4D 3H")
    state.apply("trump S")
    while not state.is_terminal:
        assert game.explicit_deal(state)["stock"] == pack
        state.apply(state.legal_actions()[0])
    assert game.explicit_deal(state)["stock"] == pack


def test_seeded_deals_are_reproducible_and_differ_by_seed():
    from rules_core import get_game

    game = get_game("mustfollow_solitaire")
    a, b, c = (game.new_deal(seed=s) for s in (5, 5, 6))
    assert a.hand == b.hand and a.stock == b.stock
    assert a.stock != c.stock


def test_scored_option_is_validated():
    from rules_core import BadDeal, get_game

    game = get_game("mustfollow_solitaire")
    assert game.new_deal(seed=1, options={"scored": False}).scored is False
    with pytest.raises(BadDeal):
        game.new_deal(seed=1, options={"scored": "yes"})
    with pytest.raises(BadDeal):
        game.new_deal(seed=1, options={"colour": 1})


def test_score_is_explained_in_both_languages():
    state = _endgame(["2S", "3S"], "AS", [])
    state.apply("play 2S")
    assert str(state.explain_score()) == "Score: dummy cards left 0 − cards in hand 3 = -3"
    assert state.explain_score().text("ja") == "得点：山札の残り 0 − 手札 3 = -3"


def test_dealer_other_than_seat_zero_is_refused():
    from rules_core import BadDeal, get_game

    with pytest.raises(BadDeal, match="dealer"):
        get_game("mustfollow_solitaire").new_deal(seed=1, dealer=1)


@pytest.mark.parametrize("d,spare", [(0, 11), (3, 7), (7, 1), (8, -1), (10, -4)])
def test_spare_losses_after_an_exchange_follow_the_arithmetic(d, spare):
    from rules_core.games.mustfollow_solitaire import spare_losses_after_exchange

    assert spare_losses_after_exchange(d) == spare


def test_spare_losses_counts_the_lead_on_the_table():
    state = _endgame(["AS", "KS", "QS"], "2S", ["3D", "4D", "5D", "6D"])
    assert state.view(0).spare_losses() == 1  # 5 tricks left for 3 cards: one loss to spare
    state.apply("play AS")
    assert state.view(0).spare_losses() == 1  # 4 tricks, 2 cards
    state = _endgame(["AS", "KS", "QS"], "2S", ["3D"])
    assert state.view(0).spare_losses() < 0  # 2 tricks cannot empty 3 cards


# -- the hint plays for the best score once a win is out of reach ---------------------------

# Deal 172891174, played to its last trick: hand 9♦ 7♥ 8♦ Q♣, trump ♥, the dummy leads Q♠.
# fmt: off
DEAL_172891174_TO_LAST_TRICK = (
    "exchange", "trump H",
    "play AD", "play 6H", "play 5C", "play 10H", "play 4S", "play JH", "play 5C", "play 6C",
    "play QD", "play 6C", "play JK", "play 5H", "play 10C", "play 6S", "play 5H", "play 6S",
    "play 6C", "play KH", "play 8D", "play 6S", "play 6C", "play 8D", "play 6S", "play JD",
    "play AC", "play 6C", "play 6C", "play 8S", "play KS", "play 6C", "play JC", "play AS",
)
# fmt: on


@pytest.fixture
def small_budgets(monkeypatch):
    """Search levels capped by a few worlds (the solver is exact on small positions)."""
    from rules_core.ai import levels
    from rules_core.ai.games.mustfollow_solitaire import bot as solitaire_ai

    monkeypatch.setitem(levels.BUDGETS, "normal", levels.Budget(worlds=8, seconds=60.0))
    monkeypatch.setitem(levels.BUDGETS, "strong", levels.Budget(worlds=12, seconds=60.0))
    monkeypatch.setattr(solitaire_ai, "STRONG_FACTOR", 1)


def _last_trick_of_deal_172891174():
    from rules_core.record import Record, replay

    actions = [(0, a) for a in DEAL_172891174_TO_LAST_TRICK]
    state, _ = replay(Record("mustfollow_solitaire", seed=172891174, actions=actions))
    return state


def _reason_texts(decision):
    texts = []
    for lang in ("en", "ja"):
        texts.append(decision.hint_line("french").text(lang))
        texts.append(decision.reason_line(0, "french").text(lang))
    return texts


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_the_hint_plays_for_the_best_score_when_the_last_trick_cannot_win_the_deal(
    small_budgets, level
):
    """Found by a player: with nothing left to come the hint threw 8♦ (−5) where the
    trump 7♥ takes the trick (−3), saying "wins in 0 of 200 possible orders"."""
    from rules_core.ai.games.mustfollow_solitaire.solver import solve_play
    from rules_core.ai.levels import decide_at_level

    state = _last_trick_of_deal_172891174()
    assert hand_text(state) == ["9D", "7H", "8D", "QC"] and state.lead == parse_card("QS")
    assert not state.stock and state.view(0).spare_losses() < 0
    best_score, _ = solve_play(state)
    assert best_score == -3
    decision = decide_at_level(state.game.id, level, state, seed=0)
    assert decision.action == "play 7H"
    after = state.clone()
    after.apply(decision.action)
    assert after.scores() == [best_score]
    hint, own, hint_ja, own_ja = _reason_texts(decision)
    assert (
        hint == "Hint: Play 7♥ — you can no longer win, and it leaves the best score there is: -3."
    )
    assert own.endswith("— I can no longer win, and it leaves the best score there is: -3.")
    assert "-3" in hint_ja and "勝てません" in hint_ja and "あなた" not in own_ja
    for text in (hint, own, hint_ja, own_ja):
        assert "orders" not in text and "通り" not in text and "{" not in text


def test_the_rule_of_thumb_at_the_last_trick_speaks_of_no_later_trick():
    import random

    from rules_core.ai import heuristic_bot
    from rules_core.ai.search import decide

    state = _last_trick_of_deal_172891174()
    decision = decide(heuristic_bot(state.game.id), state, random.Random(1))
    assert decision.action == "play 7H"
    assert decision.hint_line("french").text("en") == (
        "Hint: Play 7♥ — 7♥ wins the last trick, which leaves the fewest cards in your hand."
    )
    assert (
        decision.reason_line(0, "french")
        .text("ja")
        .endswith("最後のトリックです。7♥ で勝つと、最後に残る手札がいちばん少なくなります。")
    )


def _positions_out_of_reach(seeds, stock_counts):
    """Play positions where a win is out of reach, with a real choice (two cards that win
    the trick, or one that wins and one that loses it) and one of the given stock sizes
    left: the deals played on by the rule of thumb."""
    import random

    from rules_core import get_game
    from rules_core.ai import heuristic_bot
    from rules_core.ai.search import decide
    from rules_core.games.mustfollow_solitaire import wins_trick

    bot = heuristic_bot("mustfollow_solitaire")
    for seed in seeds:
        state = get_game("mustfollow_solitaire").new_deal(seed=seed)
        while not state.is_terminal:
            if state.phase == PLAY and len(state.stock) in stock_counts:
                cards = [parse_card(a.split()[1]) for a in state.legal_actions()]
                won = [wins_trick(state.lead, c, state.trump) for c in cards]
                if state.view(0).spare_losses() < 0 and (sum(won) > 1 or 0 < sum(won) < len(won)):
                    yield state.clone()
            state.apply(decide(bot, state, random.Random(seed)).action)


def _mean_best_score(state, action):
    """The exact mean, over every order the rest of the stock can come in, of the best
    score after ``action`` (the solver on each order)."""
    import itertools

    from rules_core.ai.games.mustfollow_solitaire.solver import solve_play

    unseen = state.view(0).unseen()
    total = count = 0
    for order in itertools.permutations(unseen, len(state.stock)):
        world = state.clone()
        world.stock = list(order)[::-1]  # top card last
        world.burned = [c for c in unseen if c not in order]
        world.apply(action)
        if world.is_terminal:
            total += world.scores()[0]
        else:
            total += solve_play(world)[0]
        count += 1
    return total / count


def test_out_of_reach_the_hint_takes_the_solvers_best_mean_score(small_budgets, monkeypatch):
    """Once no order can be won, the hint's choice has the best mean score the solver
    finds over every order of the cards still to come, and it says that score."""
    from rules_core.ai import levels
    from rules_core.ai.levels import decide_at_level

    monkeypatch.setitem(levels.BUDGETS, "strong", levels.Budget(worlds=200, seconds=60.0))
    checked = 0
    for state in _positions_out_of_reach(range(40), (0, 1)):
        decision = decide_at_level(state.game.id, "strong", state, seed=0)
        means = {a: _mean_best_score(state, a) for a in state.legal_actions()}
        assert means[decision.action] == max(means.values()), (decision.action, means)
        text = decision.hint_line("french").text("en")
        mean = means[decision.action]
        shown = f"{int(mean):+d}" if mean == int(mean) else f"{mean:+.1f}"
        assert f"best score: {shown}." in text or f"best score there is: {shown}." in text
        if state.stock:
            assert "over the 11 cards the dummy's last card may be" in text, text
        checked += 1
        if checked == 6:
            break
    assert checked == 6
