"""Irokanmuri (色冠): the spec's examples and rulings (shared/rules/irokanmuri.md), the
shared example record, editions, the view, status and events a table reads, refusals in
words, records and the match, and random deals with invariants."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_core import IllegalAction, get_game
from rules_core.events import DealEnded, Moved, Said
from rules_core.games.irokanmuri import (
    ATTACK,
    KIND_MASK,
    OVER,
    RESPOND,
    IrokanmuriState,
    Turn,
    kind_of,
    receivers,
)
from rules_core.karuta import (
    BOZU,
    DEFAULT_EDITION,
    EDITIONS,
    HEADGEAR,
    HIME,
    JITO,
    KARUTA,
    KIND_WORDS,
    KINDS,
    KURO,
    REASSIGNED,
    TENJI,
    YAGO,
    edition_counts,
    edition_names,
    edition_pack,
    edition_poems,
    poem_for,
    poems,
)
from rules_core.match import Match
from rules_core.messages import Msg
from rules_core.pieces import mask_of, pieces_of
from rules_core.record import BadRecord, Record, loads, record_of, replay

GAME = get_game("irokanmuri")
EXAMPLE = Path(__file__).resolve().parents[2] / "shared" / "examples" / "irokanmuri.json"
EXAMPLE_DATA = json.loads(EXAMPLE.read_text()) if EXAMPLE.exists() else None
needs_example = pytest.mark.skipif(EXAMPLE_DATA is None, reason="shared/ is not beside the repo")


# -- helpers --------------------------------------------------------------------------------


def hands_with(*starts: list[str], edition: str = DEFAULT_EDITION) -> list[list[str]]:
    """Four hands of 25 that begin with ``starts`` (seat by seat); the rest of the edition's
    pack fills them seat by seat in kind order (so unplaced jokers end in seat 3's hand)."""
    left = Counter(KIND_WORDS[k] for k in edition_pack(edition))
    hands = [list(s) for s in starts] + [[] for _ in range(4 - len(starts))]
    for hand in hands:
        left.subtract(hand)
    assert all(n >= 0 for n in left.values()), left
    rest = [word for word in KIND_WORDS for _ in range(left[word])]
    for hand in hands:
        while len(hand) < 25:
            hand.append(rest.pop(0))
    return hands


def new(*starts: list[str], start: int = 0, edition: str = DEFAULT_EDITION) -> IrokanmuriState:
    state = GAME.new_deal(
        deal={"hands": hands_with(*starts, edition=edition), "start": start},
        options={"edition": edition},
    )
    assert isinstance(state, IrokanmuriState)
    return state


def endgame(hands: list[list[str]], start: int = 0) -> IrokanmuriState:
    """A deal cut short: each seat holds only ``hands[seat]`` (copies taken from a real
    deal), everything else counts as played face up, and ``start`` is to attack."""
    state = new(*hands, start=start)
    for seat, words in enumerate(hands):
        kept = Counter(KARUTA.parse(w) for w in words)
        mask = 0
        for piece in sorted(pieces_of(state.hand_mask(seat))):
            if kept[kind_of(piece)] > 0:
                kept[kind_of(piece)] -= 1
                mask |= 1 << piece
        state.set_hand(seat, pieces_of(mask))
        assert state.hand_sizes[seat] == len(words)
    held = Counter(kind_of(p) for h in hand_masks(state) for p in pieces_of(h))
    state.played_counts = [state.kind_totals[k] - held[k] for k in KINDS]
    return state


def go(state: IrokanmuriState, *steps: str) -> IrokanmuriState:
    for step in steps:
        state.apply(step)
    return state


def refused(state: IrokanmuriState, action: str) -> Msg:
    before = (state.view(0), state.view(1), list(state.legal_actions()))
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert (state.view(0), state.view(1), list(state.legal_actions())) == before
    msg = caught.value.msg
    assert msg.text("en") != msg.key and msg.text("ja") != msg.key
    return msg


def hand_masks(state: IrokanmuriState) -> list[int]:
    """Each seat's hand as one mask over pieces."""
    return [state.hand_mask(seat) for seat in range(4)]


def held(state: IrokanmuriState, seat: int) -> Counter[str]:
    return Counter(KIND_WORDS[kind_of(p)] for p in pieces_of(state.hand_mask(seat)))


# -- the spec's examples --------------------------------------------------------------------


def test_example_a_receives_bozu_then_attacks_c_passes_d_must_attack():
    state = new(["BOZU"], ["BOZU", "HIME"], [], ["KURO"])
    go(state, "attack BOZU")
    assert state.current_player == 1 and state.phase == RESPOND
    assert "receive BOZU" in state.legal_actions() and "pass" in state.legal_actions()
    go(state, "receive BOZU")
    assert state.current_player == 1 and state.phase == ATTACK  # the same seat attacks
    assert "pass" not in state.legal_actions()
    go(state, "attack HIME", "pass")
    assert state.current_player == 3 and state.phase == ATTACK
    assert all(a.startswith("attack ") for a in state.legal_actions())
    assert refused(state, "pass").key == "iro_no_pass_now"
    assert refused(state, "receive HIME").key == "iro_nothing_to_receive"


def test_example_tenji_attack_forces_a_pass_then_the_next_attacks():
    state = new(["TENJI"], ["BOZU", "JITO"])
    go(state, "attack TENJI")
    assert state.legal_actions() == ["pass"]
    assert refused(state, "receive JITO").key == "iro_tenji_must_pass"
    assert refused(state, "attack BOZU").key == "iro_tenji_must_pass"
    go(state, "pass")
    assert state.current_player == 2 and state.phase == ATTACK


def test_example_jito_receives_yago_then_attacks():
    state = new(["YAGO"], ["JITO"] + ["KURO"] * 24)
    go(state, "attack YAGO")
    assert state.legal_actions() == ["receive JITO", "pass"]
    go(state, "receive JITO")
    assert state.current_player == 1 and state.legal_actions() == ["attack KURO"]


def test_example_only_tenji_receives_jito():
    state = new(["JITO"], ["TENJI", "KURO"])
    go(state, "attack JITO")
    assert state.legal_actions() == ["receive TENJI", "pass"]
    refusal = refused(state, "receive KURO")
    assert refusal.key == "iro_only_tenji_receives_jito"
    assert "Tenji" in refusal.text("en") and "天智天皇" in refusal.text("ja")


def test_receivers_table():
    assert receivers(KURO) == (KURO, JITO, TENJI)
    assert receivers(JITO) == (JITO, TENJI)
    assert receivers(TENJI) == ()


@needs_example
def test_the_shared_example_replays_to_its_expected_output():
    record = loads(json.dumps(EXAMPLE_DATA["record"]))
    state, events = replay(record)
    assert state.is_terminal and state.scores() == EXAMPLE_DATA["expect"]["scores"]
    assert state.result() == EXAMPLE_DATA["expect"]["result"]
    # it ends on an attack with the last card: that empties the hand and wins at once
    assert record.actions[-1] == (1, "attack HIME") and state.hand_sizes[1] == 0
    assert events[-1][-1].kind == "end"


# -- rulings ----------------------------------------------------------------------------------


def test_receiving_with_the_last_card_wins_at_once():
    state = endgame([["KURO", "HIME"], ["KURO"], ["BOZU", "BOZU"], ["HIME", "HIME"]])
    events = state.apply("attack KURO")
    assert state.legal_actions() == ["receive KURO", "pass"]
    events = state.apply("receive KURO")
    assert state.is_terminal and state.phase == OVER and state.current_player == -1
    assert state.scores() == [0, 1] and state.result() == {"winner_seat": 1}
    assert [e.kind for e in events] == ["move", "end"]
    assert state.explain_score() is not None
    assert state.explain_score().key == "iro_out_receive"


def test_attacking_with_the_last_card_wins_at_once():
    state = endgame([["HIME"], ["KURO", "KURO"], ["BOZU"], ["BOZU"]])
    state.apply("attack HIME")
    assert state.is_terminal and state.scores() == [1, 0]
    assert state.result() == {"winner_seat": 0}
    assert state.explain_score().key == "iro_out_attack"
    assert state.legal_actions() == []
    assert refused_over(state)


def refused_over(state: IrokanmuriState) -> bool:
    with pytest.raises(IllegalAction) as caught:
        state.apply("pass")
    return caught.value.msg.key == "game_over"


def test_the_attack_after_a_receive_may_be_the_same_kind_or_a_joker():
    state = new(["KURO"], ["KURO", "KURO", "TENJI", "JITO"])
    go(state, "attack KURO", "receive KURO")
    legal = state.legal_actions()
    assert "attack KURO" in legal and "attack TENJI" in legal and "attack JITO" in legal
    go(state, "attack KURO")
    assert state.waiting is not None and kind_of(state.waiting) == KURO


def test_pass_is_allowed_even_when_able_to_receive():
    state = new(["BOZU"], ["BOZU"])
    go(state, "attack BOZU", "pass")
    assert state.current_player == 2 and state.waiting is None
    assert held(state, 1)["BOZU"] >= 1


def test_after_receiving_the_player_must_attack_not_pass():
    state = new(["BOZU"], ["BOZU"])
    go(state, "attack BOZU", "receive BOZU")
    assert refused(state, "pass").key == "iro_attack_after_receive"
    assert refused(state, "receive BOZU").key == "iro_attack_after_receive"


def test_an_action_plays_the_lowest_copy_of_its_kind():
    state = new(["KURO", "KURO"])
    copies = sorted(p for p in pieces_of(state.hand_mask(0)) if kind_of(p) == KURO)
    action = state.action_id("attack KURO")
    assert state.action_pieces(action) == (copies[0],)
    events = state.apply("attack KURO")
    assert events[0].cards == (copies[0],)
    assert state.action_pieces(state.action_id("pass")) == ()


def test_refusals_name_the_problem():
    state = new(["KURO"] * 25, ["KURO"])
    assert refused(state, "attack HIME").key == "iro_kind_not_held"
    go(state, "attack KURO")
    assert refused(state, "attack KURO").key == "iro_receive_or_pass"
    assert refused(state, "receive HIME").key == "iro_cannot_receive"
    assert refused(state, "receive TENJI").key == "iro_kind_not_held"
    assert refused(state, "receive kuro").key == "bad_piece_text"
    assert refused(state, "play KURO").key == "unknown_action"


# -- seats, starts and the match ------------------------------------------------------------


def test_play_runs_from_the_start_seat_counter_clockwise():
    state = new(["KURO"], ["HIME"], ["HIME"], ["HIME"], start=2)
    assert state.current_player == 2 and state.view(0).start == 2
    go(state, "attack " + KIND_WORDS[kind_of(min(pieces_of(state.hand_mask(2))))])
    assert state.current_player == 3
    assert GAME.direction == "counter-clockwise" and GAME.teams(4) == ((0, 2), (1, 3))


def test_a_seeded_first_deal_draws_its_start_and_the_context_moves_it_on():
    starts = {GAME.new_deal(seed=seed).current_player for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert GAME.new_deal(seed=5).current_player == GAME.new_deal(seed=5).current_player
    state = GAME.new_deal(seed=5, context={"start": 3})
    assert state.current_player == 3 and state.start == 3
    assert GAME.next_context(state) == {"start": 0}
    with pytest.raises(BadRecord, match="start"):
        Record("irokanmuri", seed=1, context={"start": 4}).new_state()


def test_a_match_is_won_by_the_first_pair_to_three_deals_and_the_start_moves_on():
    match = Match("irokanmuri")
    rng = random.Random(2)
    starts = []
    while not match.is_over:
        number, state = match.start_deal(rng=rng)
        starts.append(state.current_player)
        actions = []
        while not state.is_terminal:
            action = rng.choice(state.legal_actions())
            actions.append((state.current_player, action))
            state.apply(action)
        match.finish_deal(number, state, actions)
    assert max(match.totals) == 3 and min(match.totals) < 3
    assert len(match.deals) == sum(match.totals)
    assert all((b - a) % 4 == 1 for a, b in zip(starts, starts[1:], strict=False))
    assert not GAME.match_over([2, 2], 4, {}) and GAME.match_over([3, 1], 4, {})
    assert "3" in GAME.match_rule({}).text("en")


# -- records --------------------------------------------------------------------------------


def test_record_round_trip_replays_the_same_deal():
    state = GAME.new_deal(seed=77)
    start = state.clone()
    rng = random.Random(77)
    actions = []
    for _ in range(40):
        action = rng.choice(state.legal_actions())
        actions.append((state.current_player, action))
        state.apply(action)
    record = record_of(start, actions, seed=77)
    assert record.deal is not None and set(record.deal) == {"hands", "start"}
    assert record.deal["start"] == start.current_player
    again, _ = replay(loads(record.dumps()))
    for seat in range(4):
        assert again.view(seat) == state.view(seat)
    seed_only, _ = replay(Record("irokanmuri", seed=77, actions=actions))
    assert seed_only.view(2) == state.view(2)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.pop("start"), "exactly"),
        (lambda d: d.update(start=4), "start"),
        (lambda d: d.update(start="0"), "start"),
        (lambda d: d["hands"][0].pop(), "25"),
        (lambda d: d["hands"][0].__setitem__(0, "kuro"), "KURO"),
        (lambda d: d["hands"][0].__setitem__(0, "HAT"), "not a card kind"),
        (lambda d: d["hands"].pop(), "4 hands"),
        (lambda d: d["hands"][0].__setitem__(0, "TENJI"), "duplicate"),
    ],
)
def test_bad_deals_are_bad_records(change, words):
    deal = {"hands": hands_with(), "start": 0}
    change(deal)
    with pytest.raises(BadRecord, match=words):
        Record("irokanmuri", deal=deal).new_state()


def test_a_deal_is_checked_against_its_editions_counts():
    deal = {"hands": hands_with(), "start": 1}
    Record("irokanmuri", deal=deal).new_state()
    with pytest.raises(BadRecord, match="edition eboshi"):
        Record("irokanmuri", deal=deal, options={"edition": "eboshi"}).new_state()
    other = {"hands": hands_with(edition="eboshi"), "start": 1}
    state = Record("irokanmuri", deal=other, options={"edition": "eboshi"}).new_state()
    assert state.view(0).edition == "eboshi"
    with pytest.raises(BadRecord, match="edition"):
        Record("irokanmuri", deal=deal, options={"edition": "nonesuch"}).new_state()


# -- editions -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", edition_names())
def test_every_edition_keeps_the_fixed_and_standard_kinds_and_shows_real_poems(name):
    counts = edition_counts(name)
    assert sum(counts.values()) == 100
    assert counts[BOZU] == 13 and counts[HIME] == 20 and counts[JITO] == counts[TENJI] == 1
    assert sum(counts[k] for k in HEADGEAR) == 65
    by_kind = edition_poems(name)
    for kind, group in zip(KINDS, by_kind, strict=True):
        assert all(p.kind == kind for p in group)
        assert [p.number for p in group] == sorted(p.number for p in group)
    pieces = KARUTA.identify(edition_pack(name))
    shown = [poem_for(p, name) for p in pieces]
    assert sorted(p.number for p in shown) == list(range(1, 101))
    assert all(p.kind == kind_of(piece) for p, piece in zip(shown, pieces, strict=True))


@pytest.mark.parametrize("name", edition_names())
def test_an_edition_moves_as_few_poems_as_its_counts_need(name):
    default = {p.number: p.kind for p in poems()}
    chosen = {p.number: p for group in edition_poems(name) for p in group}
    moved = [n for n, p in chosen.items() if p.kind != default[n]]
    counts, base = edition_counts(name), edition_counts()
    assert len(moved) == sum(max(0, base[k] - counts[k]) for k in KINDS)
    assert all(chosen[n].basis == REASSIGNED for n in moved)
    assert all(default[n] in HEADGEAR and chosen[n].kind in HEADGEAR for n in moved)


def test_editions_are_data_with_titles_and_the_option_offers_them():
    assert EDITIONS[0].name == DEFAULT_EDITION and EDITIONS[0].headgear is None
    assert len(EDITIONS) >= 2
    for e in EDITIONS:
        assert e.titles["en"] and e.titles["ja"]
    (spec,) = GAME.options
    assert spec.name == "edition" and spec.default == DEFAULT_EDITION
    assert spec.choices == edition_names()
    state = GAME.new_deal(seed=3, options={"edition": "yagoro"})
    assert Counter(kind_of(p) for h in hand_masks(state) for p in pieces_of(h))[YAGO] == 14
    assert state.view(1).kind_totals[YAGO] == 14


# -- the view, status and events ------------------------------------------------------------


def test_the_view_tells_the_waiting_card_turns_and_counts():
    state = new(["BOZU", "HIME"], ["BOZU", "HIME"], ["KURO"], ["KURO"])
    view = state.view(2)
    assert view.waiting is None and view.attacker is None and view.phase == ATTACK
    assert view.last_turns == (None, None, None, None) and view.history == ()
    go(state, "attack BOZU")
    view = state.view(2)
    assert view.waiting is not None and kind_of(view.waiting) == BOZU and view.attacker == 0
    assert view.last_turns[0] == Turn(attacked=view.waiting)
    assert view.played_counts[BOZU] == 1 and view.out_counts[BOZU] == 12
    mine = view.kind_counts(2)
    assert view.unseen_counts[BOZU] == 12 - mine[BOZU]
    go(state, "receive BOZU")
    view = state.view(3)
    assert view.waiting is None and view.last_turns[1].received is not None
    assert view.last_turns[1].attacked is None
    go(state, "attack HIME", "pass")
    view = state.view(0)
    assert view.last_turns[1].received is not None and view.last_turns[1].attacked is not None
    assert view.last_turns[2] == Turn(passed=True)
    assert view.passed_kinds(2) == (HIME,) and view.passed_on[2] == 1 << HIME
    assert [(m.seat, m.verb) for m in view.history] == [
        (0, "attack"),
        (1, "receive"),
        (1, "attack"),
        (2, "pass"),
    ]
    assert view.hand_sizes == (24, 23, 25, 25) and view.nearest_team == 1
    zones = view.zones()
    assert set(zones) == {f"played:{s}" for s in range(4)}
    assert len(zones["played:0"]) == 1 and len(zones["played:1"]) == 2 and not zones["played:2"]
    assert view.counts() == {} and view.trick == ()
    assert [kind_of(p) for p in view.hand] == sorted(kind_of(p) for p in view.hand)


def test_a_seat_that_plays_a_kind_it_passed_on_loses_that_hint():
    state = new(["HIME", "KURO"], ["KURO"], ["KURO"], ["HIME"])
    go(state, "attack HIME", "pass")  # seat 1 passes on HIME
    assert state.passed_on[1] == 1 << HIME
    go(state, "attack KURO", "pass")  # seat 3 passes on KURO
    assert state.passed_on[3] == 1 << KURO and state.passed_on[1] == 1 << HIME
    # a pass forced by Tenji shows nothing
    tenji = new(["TENJI"])
    go(tenji, "attack TENJI", "pass")
    assert tenji.passed_on[1] == 0
    # playing the kind clears it
    again = new(["HIME", "HIME"], ["HIME"], ["KURO"], ["KURO"])
    go(again, "attack HIME", "pass", "attack KURO", "pass", "attack HIME")
    assert again.passed_on[1] == 1 << HIME
    go(again, "receive HIME")
    assert again.passed_on[1] == 0


def test_status_prompts_centre_and_seat_lines():
    state = new(["BOZU"], ["BOZU", "JITO", "TENJI"])
    prompt = state.status(0).prompt
    assert prompt is not None and prompt.key == "iro_prompt_first"
    assert state.status(1).prompt is None
    go(state, "attack BOZU")
    status = state.status(1)
    assert status.prompt.key == "iro_prompt_respond"
    assert status.prompt.text("en") == (
        "Monk waits for you: receive it with Monk, Empress Jitō or Emperor Tenji, or pass."
    )
    assert status.prompt.text("ja") == (
        "坊主で攻められています。坊主、持統天皇か天智天皇で受けるか、パスしてください。"
    )
    assert status.centre.key == "iro_centre_attack_you"
    assert state.status(2).centre.text("en", ["North", "East", "South", "West"]) == (
        "North attacks East with Monk"
    )
    assert [m.key for m in status.seats[0]] == ["iro_cards_left", "iro_turn_attacked"]
    assert status.seats[1][0].text("en") == "25 cards"
    go(state, "receive JITO")
    assert state.status(1).prompt.key == "iro_prompt_attack_after_receive"
    assert [m.key for m in state.status(1).seats[1]] == ["iro_cards_left", "iro_turn_received"]
    go(state, "attack TENJI")
    assert state.status(2).prompt.key == "iro_prompt_tenji"
    assert state.status(2).centre.key == "iro_centre_tenji_you"
    assert state.status(0).centre.key == "iro_centre_tenji"
    go(state, "pass")
    assert state.status(3).centre.key == "iro_centre_free_you"
    assert state.status(0).centre.key == "iro_centre_free"


def test_a_player_who_cannot_receive_is_told_to_pass():
    state = new(["YAGO"], ["KURO"] * 25)
    go(state, "attack YAGO")
    assert state.legal_actions() == ["pass"]
    assert state.status(1).prompt.key == "iro_prompt_cannot"


def test_events_moves_calls_and_the_end():
    state = endgame([["BOZU", "KURO"], ["BOZU", "HIME", "KURO"], ["KURO"], ["KURO"]])
    (attack,) = state.apply("attack BOZU")
    assert attack.kind == "move" and attack.src == "hand:0" and attack.dst == "played:0"
    assert isinstance(attack, Moved)
    assert attack.details["verb"] == "attack" and len(attack.cards) == 1
    (receive,) = state.apply("receive BOZU")
    assert isinstance(receive, Moved)
    assert receive.dst == "played:1" and receive.details["received"] == attack.cards[0]
    state.apply("attack HIME")
    (said,) = state.apply("pass")
    assert isinstance(said, Said) and said.call == "pass" and said.player == 2
    events = state.apply("attack KURO")
    assert [e.kind for e in events] == ["move", "end"]
    end = events[-1]
    assert isinstance(end, DealEnded)
    assert end.details["winner_seat"] == 3 and end.details["scores"] == [0, 1]
    summary = state.summary(1)
    assert summary.headline.key == "iro_headline_won"
    assert state.summary(0).headline.key == "iro_headline_lost"
    assert state.status(0).prompt.key == "iro_over"
    assert state.status(3).prompt.key == "iro_over_you"
    assert all(m.text("ja") != m.key for m in summary.lines)


def test_a_joker_receive_says_why():
    state = new(["KURO"], ["JITO"] + ["HIME"] * 20 + ["BOZU"] * 4)
    state.apply("attack KURO")
    (event,) = state.apply("receive JITO")
    assert event.why is not None and event.why.key == "iro_why_jito"
    assert event.why.text("en") == (
        "Empress Jitō can receive any card except Emperor Tenji (here: Black cap)."
    )
    assert (
        event.why.text("ja") == "持統天皇は天智天皇以外のどの札でも受けられます（ここでは黒冠）。"
    )


def test_the_view_in_words_names_the_edition_waiting_card_and_counts():
    state = new(["HIME"], ["KURO"])
    go(state, "attack HIME", "pass")
    lines = [m.text("en", ["N", "E", "S", "W"]) for m in state.view(3).describe()]
    assert any("Card edition" in line for line in lines)
    assert any("passed on Lady" in line for line in lines)
    assert any(line.startswith("Played so far") and "Lady 1" in line for line in lines)


# -- hidden information -----------------------------------------------------------------------


def test_sampled_worlds_keep_sizes_and_keep_passed_kinds_out_where_they_can():
    state = new(["HIME"], [], ["KURO"], ["KURO"])
    go(state, "attack HIME", "pass")  # seat 1 passes on HIME
    for seed in range(20):
        world = state.sample_hidden(0, random.Random(seed))
        assert world.view(0) == state.view(0)
        assert world.hand_mask(0) == state.hand_mask(0)
        assert [h.bit_count() for h in hand_masks(world)] == state.hand_sizes
        assert not world.hand_mask(1) & KIND_MASK[HIME]
        everyone = [p for h in hand_masks(world) for p in pieces_of(h)]
        assert sorted(everyone) == sorted(p for h in hand_masks(state) for p in pieces_of(h))


def test_sampling_drops_the_pass_hint_when_the_counts_contradict_it():
    state = new(["HIME"], [], ["KURO"], ["KURO"])
    go(state, "attack HIME", "pass")
    state.passed_on = [0, sum(1 << k for k in KINDS), sum(1 << k for k in KINDS), 0]
    world = state.sample_hidden(0, random.Random(1))
    assert [h.bit_count() for h in hand_masks(world)] == state.hand_sizes


# -- random deals ---------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), edition=st.sampled_from(edition_names()))
def test_random_deals_keep_the_rules_invariants(seed, edition):
    state = GAME.new_deal(seed=seed, options={"edition": edition})
    totals = edition_counts(edition)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal:
        seat = state.current_player
        legal = state.legal_actions()
        waiting = state.waiting
        hand = state.hand_mask(seat)
        if waiting is None:
            assert legal == [f"attack {KIND_WORDS[k]}" for k in KINDS if hand & KIND_MASK[k]]
        else:
            kind = kind_of(waiting)
            assert legal[-1] == "pass" and state.attacker == (seat - 1) % 4
            for text in legal[:-1]:
                verb, word = text.split()
                assert verb == "receive" and KARUTA.parse(word) in receivers(kind)
            if kind == TENJI:
                assert legal == ["pass"]
        action = rng.choice(legal)
        state.apply(action)
        played = sum(state.played_counts)
        assert played + sum(state.hand_sizes) == 100
        masks = hand_masks(state)
        assert all(h.bit_count() == n for h, n in zip(masks, state.hand_sizes, strict=True))
        assert state.held_kinds == sum(1 << i for i, copies in enumerate(state.hands) if copies)
        steps += 1
        assert steps < 400
    winner = state.result()["winner_seat"]
    assert state.hand_sizes[winner] == 0 and sum(1 for n in state.hand_sizes if n == 0) == 1
    assert state.scores() == ([1, 0] if winner % 2 == 0 else [0, 1])
    assert dict(enumerate(state.kind_totals)) == totals
    assert mask_of(p for h in state.dealt for p in h).bit_count() == 100


@pytest.mark.parametrize("edition", edition_names())
def test_a_deal_holds_the_pieces_it_was_dealt(edition):
    """The n-th card of a kind in the deal (seat 0's hand first) is its copy n: each hand
    at the start is the dealt pieces, and those are the pack's kinds numbered in order."""
    for seed in range(10):
        state = GAME.new_deal(seed=seed, options={"edition": edition})
        kinds = [kind for cards in state.dealt_kinds for kind in cards]
        pieces = KARUTA.identify(kinds)
        assert [p for hand in state.dealt for p in hand] == pieces
        assert sorted(kinds) == sorted(edition_pack(edition))
        for seat, hand in enumerate(state.dealt):
            assert state.hand_mask(seat) == mask_of(hand)
            assert state.hand_sizes[seat] == len(hand) == 25


# -- the words at the table -------------------------------------------------------------------

NAMES = {
    "en": ["You", "Bot 1", "Bot 2", "Bot 3"],
    "ja": ["あなた", "ボット 1", "ボット 2", "ボット 3"],
}


def said(msg: Msg | None, lang: str = "en") -> str:
    """A message as the person at seat 0 reads it."""
    assert msg is not None
    return msg.text(lang, NAMES[lang])


def test_the_persons_own_seat_is_spoken_to_not_named():
    """Seat 0 is "you": never "You attacks" or 「あなた が」."""
    state = new(["BOZU", "KURO", "HIME"], ["BOZU"], [], ["HIME"], start=0)
    status = state.status(0)
    assert said(status.prompt) == "You attack first: play any card."
    assert said(status.prompt, "ja") == "あなたが最初に攻めます。好きな札を1枚出してください。"
    assert said(status.centre) == "You attack first"
    assert said(status.centre, "ja") == "あなたが最初に攻めます"
    go(state, "attack KURO")
    assert said(state.status(0).centre) == "You attack Bot 1 with Black cap"
    assert said(state.status(0).centre, "ja") == "あなたが黒冠でボット 1を攻めています"
    go(state, "receive KURO", "attack BOZU", "pass")  # Bot 2 passes: Bot 3 attacks
    assert said(state.status(0).centre) == "No card waits · Bot 3 attacks"
    assert said(state.status(0).centre, "ja") == "ボット 3の攻めです（受ける札はありません）"
    go(state, "attack HIME")
    assert said(state.status(0).centre) == "Bot 3 attacks you with Lady"
    assert said(state.status(0).centre, "ja") == "ボット 3が姫であなたを攻めています"
    go(state, "receive HIME")
    status = state.status(0)
    assert said(status.centre) == "You received: now attack"
    assert said(status.centre, "ja") == "受けました。続けて攻めてください"
    assert said(status.prompt) == "Received. Now attack Bot 1 with any card."
    assert said(status.prompt, "ja") == "受けました。続けて、好きな札でボット 1を攻めてください。"
    later = new(start=0)
    for _ in range(2):  # an attack and a pass, twice: Bot 3 passed on Bot 2's attack
        go(later, later.legal_actions()[0], "pass")
    assert later.current_player == 0
    status = later.status(0)
    # whose attack was passed on, from the reader's side (the reader's partner, Bot 2)
    assert said(status.prompt) == "Bot 3 passed on your partner's attack: attack with any card."
    assert said(status.prompt, "ja") == (
        "ボット 3はあなたのパートナー（ボット 2）の攻めを受けずにパスしました。好きな札で攻めてください。"
    )
    assert said(status.seats[3][-1]) == "passed on your partner's attack"
    assert said(status.seats[3][-1], "ja") == "あなたのパートナーの攻めにパス"
    assert said(status.seats[1][-1]) == "passed on your attack"
    assert said(later.status(2).seats[3][-1]) == "passed on your attack"
    assert said(later.status(1).seats[3][-1], "ja") == "ボット 2の攻めにパス"
    assert said(status.centre) == "Your attack: play any card"
    assert said(status.centre, "ja") == "あなたの攻めです。好きな札を出してください"
    other = new(start=1)
    assert said(other.status(0).centre) == "Bot 1 attacks first"
    assert said(other.status(0).centre, "ja") == "ボット 1が最初に攻めます"


def test_the_receivers_are_listed_with_or():
    state = new(["TATE"], ["TATE", "TENJI"])
    go(state, "attack TATE")
    prompt = state.status(1).prompt
    assert said(prompt) == (
        "Upright eboshi waits for you: receive it with Upright eboshi or Emperor Tenji, or pass."
    )
    assert said(prompt, "ja") == (
        "立烏帽子で攻められています。立烏帽子か天智天皇で受けるか、パスしてください。"
    )
    lone = new(["TATE"], ["JITO"] + ["KURO"] * 24)
    go(lone, "attack TATE")
    assert said(lone.status(1).prompt) == (
        "Upright eboshi waits for you: receive it with Empress Jitō, or pass."
    )
    assert said(lone.status(1).prompt, "ja") == (
        "立烏帽子で攻められています。持統天皇で受けるか、パスしてください。"
    )


def test_a_pass_forced_by_tenji_says_so_plainly():
    state = new(["KURO"], [], [], ["TENJI"], start=3)
    go(state, "attack TENJI")
    assert state.legal_actions() == ["pass"]
    status = state.status(0)
    assert said(status.prompt) == (
        "Emperor Tenji cannot be received by any card: your only move is to pass (the Pass button, or P)."
    )
    assert said(status.prompt, "ja") == (
        "天智天皇はどの札でも受けられません。パスするしかないので、「パス」ボタン（P キー）を押してください。"
    )
    assert said(status.centre) == "Bot 3 attacks you with Emperor Tenji: nothing can receive it"
    assert refused(state, "receive KURO").text("en") == (
        "Nothing can receive Emperor Tenji: you must pass."
    )


def test_only_tenji_receives_jito_and_the_refusal_says_so():
    state = new(["JITO"], ["KURO"])
    go(state, "attack JITO")
    msg = refused(state, "receive KURO")
    assert msg.text("en") == "Black cap cannot receive Empress Jitō: only Emperor Tenji can."
    assert msg.text("ja") == "黒冠では持統天皇を受けられません。受けられるのは天智天皇だけです。"
    assert refused(state, "receive TENJI").text("en") == "You have no Emperor Tenji in your hand."


def test_the_end_of_a_deal_says_who_went_out_once_and_counts_the_cards_left():
    state = endgame([["KURO", "KURO"], ["HIME"], ["BOZU"], ["HIME"] * 6], start=2)
    go(state, "attack BOZU")
    assert state.is_terminal and state.winner_seat == 2
    status, summary = state.status(0), state.summary(0)
    assert said(summary.headline) == "Your pair wins the deal"
    assert said(status.prompt) == "Bot 2 is out of cards."
    assert said(status.prompt, "ja") == "ボット 2の手札がなくなりました。"
    assert said(status.centre) == "Bot 2 is out of cards"
    assert [said(m) for m in summary.lines] == [
        "Bot 2 went out by attacking with the last card.",
        "Cards left — You: 2, Bot 1: 1, Bot 3: 6",
    ]
    assert [said(m, "ja") for m in summary.lines] == [
        "ボット 2が最後の1枚で攻めて上がりました。",
        "残りの札 ― あなた：2 枚、ボット 1：1 枚、ボット 3：6 枚",
    ]
    assert said(state.summary(1).headline) == "The other pair wins the deal"
    mine = endgame([["KURO"], ["KURO", "HIME"], ["BOZU"] * 3, ["KURO", "BOZU"]], start=3)
    go(mine, "attack KURO", "receive KURO")
    assert mine.winner_seat == 0
    assert said(mine.status(0).prompt) == "You are out of cards."
    assert said(mine.status(0).prompt, "ja") == "あなたの手札がなくなりました。"
    assert said(mine.summary(0).lines[0]) == "You went out by receiving with your last card."
    assert said(mine.summary(0).lines[0], "ja") == "あなたが最後の1枚で受けて上がりました。"


BAD_EN = re.compile(r"\bYou (attacks|receives|passes|is|has)\b")
BAD_JA = re.compile(r"あなた [がのをにはも]|あなた・| ・ ")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_line_a_random_deal_shows_reads_well_to_the_person(seed):
    state = GAME.new_deal(seed=seed)
    rng = random.Random(seed)
    while True:
        status = state.status(0)
        msgs = [status.prompt, status.centre, *(m for line in status.seats for m in line)]
        if state.is_terminal:
            summary = state.summary(0)
            msgs += [summary.headline, *summary.lines]
        for msg in msgs:
            if msg is None:
                continue
            english, japanese = said(msg), said(msg, "ja")
            assert not BAD_EN.search(english), english
            assert not BAD_JA.search(japanese), japanese
            assert not re.search(r"[:;!?()]", japanese.replace("ボット", "")), japanese
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef、。]")


@pytest.mark.parametrize("prefix", ["iro_", "hint_iro_"])
def test_the_japanese_texts_keep_to_one_style(prefix):
    """Full-width punctuation, no space between Japanese words, 札 (not カード) for these
    cards, and no space before %."""
    import rules_core.ai.games.irokanmuri  # noqa: F401  (its hints)
    from rules_core.messages import CATALOGUE

    texts = {k: v["ja"] for k, v in CATALOGUE.items() if k.startswith(prefix)}
    assert len(texts) > 12
    for key, text in texts.items():
        bare = re.sub(r"\{[a-z_0-9]+\}", "", text)
        assert not re.search(r"[:;!?()]", bare), key
        assert "カード" not in text, key
        assert " %" not in text and " ・" not in text, key
        for i, ch in enumerate(text[1:-1], 1):
            if ch == " ":
                assert not (JAPANESE.match(text[i - 1]) and JAPANESE.match(text[i + 1])), key
