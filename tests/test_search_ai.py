"""Search bots, levels, fairness and the Must-Follow Solitaire solver."""

from __future__ import annotations

import random

import pytest
from helpers import advance, game_cases

from rules_core.ai import heuristic_bot
from rules_core.ai.games.mustfollow_solitaire.search import SolitaireSearch, exchange_shortlist
from rules_core.ai.games.mustfollow_solitaire.solver import solve_deal, solve_play
from rules_core.ai.levels import LEVELS, Forgetful, bot_for, forget_tricks
from rules_core.ai.search import DeterminizedSearch, decide, sampler_for
from rules_core.cards import JOKER, card_str, parse_card, suit_of
from rules_core.games.mustfollow_solitaire import PLAY
from rules_core.registry import game_ids, get_game

GAMES = game_cases()  # every registered game and variant


def viewer(state) -> int:
    return state.decider(state.current_player)


def twin_with_other_hidden_cards(state, player: int):
    """A state that looks the same to ``player`` but hides different cards (found by
    sampling until the hidden cards differ)."""
    rng = random.Random(99)
    for _ in range(50):
        twin = state.sample_hidden(player, rng)
        if twin.view(player) != state.view(player):
            raise AssertionError("a sampled world does not match the view")
        if _full_picture(twin) != _full_picture(state):
            return twin
    return None


def _full_picture(state):
    """Everything a deal holds, hidden or not."""
    hidden = [
        list(getattr(state, "hands", [])),  # hand masks
        getattr(state, "stock", None),
        sorted(getattr(state, "burned", [])),
        [sorted(h) for h in getattr(state, "round2_dealt", None) or []],
    ]
    return [state.view(seat) for seat in range(state.num_players)], hidden


@pytest.mark.parametrize(("game_id", "variant"), GAMES)
@pytest.mark.parametrize("steps", [0, 7, 19])
def test_sampled_worlds_depend_only_on_the_view(game_id, variant, steps):
    state = advance(game_id, variant, seed=steps + 3, steps=steps)
    if state.is_terminal:
        pytest.skip("deal already over")
    player = viewer(state)
    twin = twin_with_other_hidden_cards(state, player)
    if twin is None:
        pytest.skip("nothing hidden from this seat here")
    a = state.sample_hidden(player, random.Random(5))
    b = twin.sample_hidden(player, random.Random(5))
    assert a.view(player) == state.view(player)
    assert _full_picture(a) == _full_picture(b)


@pytest.mark.parametrize(("game_id", "variant"), GAMES)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_choose_the_same_whatever_the_hidden_cards(game_id, variant, level):
    """Fairness: equal views, different hidden cards, same seed → same decision."""
    checked = 0
    for seed in range(12):
        state = advance(game_id, variant, seed=seed, steps=seed * 3)
        if state.is_terminal:
            continue
        twin = twin_with_other_hidden_cards(state, viewer(state))
        if twin is None:
            continue
        bot = _deterministic(bot_for(game_id, level))
        first = decide(bot, state, random.Random(seed))
        second = decide(_deterministic(bot_for(game_id, level)), twin, random.Random(seed))
        assert _blind_key(state, first.action) == _blind_key(twin, second.action)
        checked += 1
    assert checked >= 3


def _blind_key(state, action: str) -> str:
    """An action as its chooser knows it: a face-down dummy card is known by its suit."""
    view = state.view(viewer(state))
    verb, _, card = action.partition(" ")
    if verb == "reveal":
        return f"reveal a face-down card of suit {suit_of(parse_card(card))}"
    if getattr(view, "variant", None) == "1p" and state.current_player == 1 and card:
        parsed = parse_card(card)
        if parsed not in view.open_cards:
            return f"{verb} a face-down card of suit {suit_of(parsed)}"
    return action


def _deterministic(bot):
    """Search bots stop on their world count, not the clock, so runs repeat exactly."""
    if isinstance(bot, DeterminizedSearch):
        bot.worlds, bot.seconds = 3, 1000.0
    if isinstance(bot, SolitaireSearch):
        bot.worlds, bot.seconds = 3, 1000.0
    return bot


def test_search_bot_never_sees_the_state():
    state = advance("crescendo", None, seed=4, steps=10)
    sample = sampler_for(state, state.current_player)
    hands_before = list(state.hands)
    for seed in range(5):
        world = sample(random.Random(seed))
        world.apply(world.legal_actions()[0])
    assert list(state.hands) == hands_before  # worlds are private copies


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("level", LEVELS)
def test_every_game_has_three_levels_that_play_legally(game_id, level):
    game = get_game(game_id)
    variant = game.variants[0] if game.variants else None
    state = game.new_deal(variant=variant, seed=11)
    bot = _fast(bot_for(game_id, level))
    rng = random.Random(1)
    while not state.is_terminal:
        decision = decide(bot, state, rng)
        assert decision.action in state.legal_actions()
        state.apply(decision.action)


def _fast(bot):
    if isinstance(bot, (DeterminizedSearch, SolitaireSearch)):
        bot.worlds, bot.seconds = 2, 0.05
    if isinstance(bot, DeterminizedSearch):  # still reading and solving, on a small budget
        bot.inference, bot.endgame = min(bot.inference, 2), min(bot.endgame, 50)
    return bot


def test_search_explains_a_choice_that_differs_from_the_heuristic():
    found = False
    bot = DeterminizedSearch(heuristic_bot("hamlet"), worlds=6, seconds=1000.0)
    for seed in range(30):
        state = advance("hamlet", None, seed=seed, steps=4 + seed % 5)
        if state.is_terminal:
            continue
        decision = decide(bot, state, random.Random(seed))
        if decision.why is not None and decision.why.key.startswith("hint_search"):
            assert "possible deals" in decision.why.text("en")
            assert "通り" in decision.why.text("ja")
            found = True
            break
    assert found


def test_easy_level_forgets_finished_tricks():
    state = advance("crescendo", None, seed=2, steps=30)
    view = state.view(state.current_player)
    assert view.tricks, "needs finished tricks"
    forgotten = forget_tricks(view)
    assert all(p.card < 0 for r in forgotten.tricks for p in r.plays)
    assert [r.winner for r in forgotten.tricks] == [r.winner for r in view.tricks]
    assert forgotten.hand == view.hand


def test_easy_level_slips_sometimes_and_is_otherwise_the_heuristic():
    state = advance("hamlet", None, seed=3, steps=6)
    view, legal = state.view(state.current_player), state.legal()
    never = Forgetful(heuristic_bot("hamlet"), slip_rate=0.0)
    always = Forgetful(heuristic_bot("hamlet"), slip_rate=1.0)
    expected = heuristic_bot("hamlet").choose(forget_tricks(view), legal, random.Random(0))
    assert never.choose(view, legal, random.Random(0)).action == expected.action
    slips = {always.choose(view, legal, random.Random(s)).action for s in range(40)}
    assert len(legal) == 1 or len(slips) > 1


# -- Must-Follow Solitaire solver -------------------------------------------------------------


def brute_force_best(state) -> int:
    """The best final score by trying every legal play (no pruning, no table)."""
    if state.is_terminal:
        return state.scores()[0]
    return max(brute_force_best(_after(state, a)) for a in state.legal_actions())


def _after(state, action):
    twin = state.clone()
    twin.apply(action)
    return twin


def _late_play_position(seed: int, stock_left: int):
    game = get_game("mustfollow_solitaire")
    state = game.new_deal(seed=seed)
    rng = random.Random(seed)
    state.apply(rng.choice(["exchange", "exchange " + state.legal_actions()[1][9:]]))
    state.apply(rng.choice(state.legal_actions()))
    while not state.is_terminal and len(state.stock) > stock_left:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_play_solver_agrees_with_brute_force():
    checked = 0
    for seed in range(300):
        state = _late_play_position(seed, stock_left=6)
        if state.is_terminal or state.phase != PLAY or len(state.hand) > 7:
            continue  # ended early, or too big to brute-force quickly
        score, card = solve_play(state)
        assert score == brute_force_best(state), seed
        assert card is not None  # ...and the card it names reaches that score
        assert brute_force_best(_after(state, "play " + _text(card))) == score, seed
        checked += 1
        if checked == 10:
            break
    assert checked == 10


def _text(card):
    return card_str(card)


@pytest.mark.parametrize("seed", [1, 4, 5, 19])
def test_whole_deal_solution_replays_to_its_score(seed):
    game = get_game("mustfollow_solitaire")
    pack = game.new_deal(seed=seed).pack_order()
    solution = solve_deal(pack, seconds=30)
    assert solution.complete and solution.winnable is True
    state = game.new_deal(deal={"stock": [_text(c) for c in pack]})
    for action in solution.actions:
        state.apply(action)
    assert state.is_terminal and state.win is True
    assert state.scores()[0] == solution.score


def test_unwinnable_deal_is_proved_so():
    """Deal 101 cannot be won whatever the exchange and trump: the solver proves it and
    still reports the best losing score."""
    game = get_game("mustfollow_solitaire")
    pack = game.new_deal(seed=101).pack_order()
    solution = solve_deal(pack, seconds=60)
    assert solution.winnable is False and solution.complete
    assert solution.score is not None and solution.score < 0


def test_solver_stops_at_its_time_limit_with_unknown():
    game = get_game("mustfollow_solitaire")
    pack = game.new_deal(seed=17).pack_order()
    solution = solve_deal(pack, seconds=0.01)
    assert not solution.complete
    assert solution.seconds < 1.0


def test_exchange_shortlist_never_discards_the_joker_and_includes_keeping():
    state = get_game("mustfollow_solitaire").new_deal(seed=8)
    options = exchange_shortlist(state.hand)
    assert ((), 0) in options
    assert all(JOKER not in discards for discards, _ in options)


def test_what_the_bots_knew_is_each_decisions_view():
    from rules_core.ai.knowledge import decision_views
    from rules_core.record import record_of

    game = get_game("crescendo")
    state = game.new_deal(seed=21)
    start = state.clone()
    rng = random.Random(3)
    actions = []
    expected = []
    while not state.is_terminal:
        seat = state.current_player
        if seat == 2:
            expected.append(state.view(2))
        action = decide(heuristic_bot("crescendo"), state, rng).action
        actions.append((seat, action))
        state.apply(action, seat)
    record = record_of(start, actions)
    known = decision_views(record, seats=[2])
    assert [k.view for k in known] == expected
    assert all(k.seat == 2 and record.actions[k.index] == (2, k.action) for k in known)


def test_a_search_with_nothing_left_unseen_says_it_played_to_the_end():
    """Reveille's second half with the stock gone: every tile is known by elimination, so
    every world the search deals is the same deal.  Its reason says so ("with nothing
    left unseen, played out to the end"), not "over 4 possible deals of the unseen
    dominoes"; earlier, with tiles unseen, it counts its deals with the right number."""
    from rules_core.ai.search import same_world

    game = get_game("reveille")
    state = game.new_deal(seed=2)
    rng = random.Random(2)
    bot = DeterminizedSearch(heuristic_bot("reveille"), worlds=4, seconds=1000.0)
    while not (state.phase == "second_half" and state.stock_count == 0):
        state.apply(rng.choice(state.legal_actions()))
    player = state.current_player
    worlds = [state.sample_hidden(player, random.Random(s)) for s in (1, 2)]
    assert same_world(*worlds)
    for _ in range(6):  # the first decision where the search overrules the heuristic
        decision = decide(bot, state, random.Random(2))
        if decision.why is not None and decision.why.key.startswith("hint_search"):
            break
        state.apply(rng.choice(state.legal_actions()))
    assert bot.last.same_world and decision.why is not None
    assert decision.why.key in ("hint_search", "hint_search_facet"), decision.why.text("en")
    assert decision.why.params["played"].key == "search_played_known"
    text = decision.why.text("en")
    assert text.startswith("with nothing left unseen, played out to the end, ")
    assert "does better than the rule-of-thumb choice" in text
    assert "possible" not in text and "見えていないドミノ牌はもうなく" in decision.why.text("ja")
    early = game.new_deal(seed=2)
    player = early.current_player
    worlds = [early.sample_hidden(player, random.Random(s)) for s in (1, 2)]
    assert not same_world(*worlds)  # the other hand and the stock are unseen
