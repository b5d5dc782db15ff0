"""What the core tells a table so the desktop never decides a rule: the piece an action
acts on, the face-up zones of a view, a finished deal in words, seat roles."""

from __future__ import annotations

import random

import pytest
from helpers import game_cases, play_randomly, solitaire

from rules_core.actions import PieceVerb
from rules_core.cards import JOKER
from rules_core.games.allmighty import card_value, score_piles
from rules_core.messages import render_action
from rules_core.registry import get_game


@pytest.mark.parametrize(("game_id", "variant"), game_cases())
def test_every_piece_action_names_its_piece(game_id: str, variant: str | None) -> None:
    state = get_game(game_id).new_deal(variant=variant, seed=3)
    rng = random.Random(3)
    space = state.game.actions
    while not state.is_terminal:
        for action in state.legal_action_ids():
            text = state.action_text(action)
            piece = space.piece_of(action)
            verb, _, rest = text.partition(" ")
            if verb in ("play", "down", "choose", "reveal") or isinstance(
                space.verb_of(action), PieceVerb
            ):
                assert piece is not None, text
                assert state.game.pieces.text(piece) == rest.split(" ")[0]
            else:
                assert piece is None, text
        state.apply(rng.choice(state.legal_actions()))


def test_crescendo_joker_leads_are_four_actions_on_one_piece() -> None:
    space = get_game("crescendo").actions
    leads = [space.parse(f"play JK {s}") for s in "CDHS"]
    assert {space.piece_of(a) for a in leads} == {JOKER}
    assert render_action("play JK H", "en") == "Play Joker as ♥"
    assert render_action("bid 15 S", "en") == "Bid 15 ♠"


def test_allmighty_zones_split_scoring_piles_from_the_discard() -> None:
    state = get_game("allmighty").new_deal(seed=8, players=5)
    play_randomly(state, random.Random(8))
    view = state.view(0)
    zones = view.zones()
    for seat in range(5):
        assert all(card_value(c) for c in zones[f"won:{seat}"])
    assert all(not card_value(c) for c in zones["discard"])
    taken = sum(len(zones[f"won:{s}"]) for s in range(5)) + len(zones["discard"])
    assert taken == sum(1 for r in view.tricks for c in r.cards() if c >= 0)
    # the pile values a table would show are the core's, reversal included
    assert score_piles([zones[f"won:{s}"] for s in range(5)])[0] == state.scores()


def test_solitaire_summary_says_why_and_counts_tricks() -> None:
    state = solitaire("2C", "3C", "4C")
    play_randomly(state, random.Random(1))
    summary = state.summary(0)
    assert summary.headline is not None
    texts = [m.text("en") for m in summary.lines]
    assert texts[0].startswith("Your last card" if state.win else "The dummy ran out")
    assert any(t.startswith("Score:") for t in texts)
    assert texts[-1].startswith("Tricks:")
    assert all(m.text("ja") != m.key for m in summary.lines)
    quiet = get_game("mustfollow_solitaire").new_deal(seed=4, options={"scored": False})
    play_randomly(quiet, random.Random(4))
    assert not any(m.key == "score_solitaire" for m in quiet.summary(0).lines)


def test_void_deal_summary_and_roles() -> None:
    crescendo = get_game("crescendo").new_deal(seed=1)
    for _ in range(3):
        crescendo.apply("pass")
    assert crescendo.is_terminal and crescendo.result().get("redeal")
    assert [m.key for m in crescendo.summary(0).lines] == ["deal_void"]
    solo = get_game("ando_coop").new_deal(seed=1, variant="1p")
    role = solo.seat_role(1)
    assert role is not None and role.text("en") == "Dummy" and role.text("ja") == "ダミー"
    assert solo.seat_role(0) is None
    assert get_game("ando_coop").new_deal(seed=1, variant="2p").seat_role(1) is None


def test_crescendo_seat_lines_give_bids_in_symbols() -> None:
    state = get_game("crescendo").new_deal(seed=1)
    bid = next(a for a in state.legal_actions() if a.startswith("bid ") and a.endswith(" S"))
    bidder = state.current_player
    state.apply(bid)
    line = [m.text("en") for m in state.status(0).seats[bidder]]
    assert f"said: {bid.split()[1]} ♠" in line


def test_an_exchange_is_a_set_of_pieces_the_table_can_pick() -> None:
    """The solitaire's exchange ids each name a set of hand cards (a PieceSet): the table
    lets the player pick them and confirm; other actions name one piece or none."""
    state = solitaire()
    space = state.game.actions
    ids = list(state.legal_action_ids())
    assert all(space.selects(a) for a in ids) and len(ids) == 2 ** len(state.hand)
    sets = {frozenset(state.action_pieces(a)): state.action_text(a) for a in ids}
    assert frozenset() in sets and sets[frozenset()] == "exchange"
    two = frozenset(state.hand[:2])
    assert sets[two].split()[1:] == [state.game.pieces.text(c) for c in state.hand[:2]]
    assert state.selection_note(list(two)).params["hand"] == 12
    state.apply(sets[two])
    trump = state.legal_action_ids()[0]
    assert not space.selects(trump) and state.action_pieces(trump) == ()
    assert state.selection_note([]) is None
    state.apply("trump S")
    play = state.legal_action_ids()[0]
    assert state.action_pieces(play) == (space.piece_of(play),)


def test_a_hint_reason_from_the_search_process_renders_in_the_gui_process() -> None:
    """The solitaire's hint reasons live in a search module only the worker imports;
    the table's process must still find their words (it showed the raw key)."""
    import subprocess
    import sys

    code = (
        "from rules_core.messages import catalogue_entry\n"
        "import sys\n"
        "assert 'rules_core.ai.games.mustfollow_solitaire.search' not in sys.modules\n"
        "for key in ('hint_search_keep', 'hint_search_trump', 'hint_search_play'):\n"
        "    entry = catalogue_entry(key)\n"
        "    assert entry is not None and entry['en'] and entry['ja'], key\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
