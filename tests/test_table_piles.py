"""Where the shared table lays every piece, worked out without a scene: for every game and
variant, at the smallest window and at large ones, every piece lies inside the table,
and the seats sit where a player expects them."""

from __future__ import annotations

import math
import random

import pytest

from desktop.games import desk_ids, load_desk
from desktop.pieces.renderers import renderer_for
from desktop.table.geometry import Geometry, Point, Rect, table_geometry
from desktop.table.piles import Arrangement, Seating, TableFacts, arrange, shown_of
from rules_core.game import State
from rules_core.piece_kinds import kind_named
from rules_core.registry import get_game
from tests.helpers import game_cases

SIZES = ((800, 600), (1100, 760), (1400, 900))
TABLE_BAR = 120  # the bar under the scene: the view is this much shorter than the window


def arranged(state: State, width: int, height: int) -> tuple[Geometry, Arrangement]:
    """The arrangement the table makes of ``state`` for the person at seat 0."""
    desk = load_desk(state.game.id)
    view = state.view(0)
    seats = len(view.hand_sizes)
    kind = kind_named(desk.pieces)
    aspect = renderer_for(desk.pieces).aspect
    g = table_geometry(
        width, height - TABLE_BAR, seats, aspect, desk.layout.across, desk.layout.down
    )
    shown = shown_of(view, 0)
    facts = TableFacts(
        view=view,
        model=shown.model,
        trick_owner=shown.trick_owner,
        hand_order=sorted(view.hand, key=kind.display_key(view.hand_trump())),
        hand_scales=[desk.hand_scale(state, seat) for seat in range(seats)],
    )
    seating = Seating(0, seats, state.game.direction == "clockwise")
    out = arrange(g, desk.layout, seating, facts, desk)
    desk.place_extra(view, g, seating, facts, out)
    return g, out


def footprint(g: Geometry, out: Arrangement, key: object) -> Rect:
    """The rectangle a placed piece covers (turned about its centre)."""
    place = out.places[key]
    scale = out.sizes.get(key, 1.0)
    width, height = g.w * scale, g.h * scale
    turn = math.radians(place.rotation)
    covered_w = abs(width * math.cos(turn)) + abs(height * math.sin(turn))
    covered_h = abs(width * math.sin(turn)) + abs(height * math.cos(turn))
    centre = place.pos + Point(width / 2, height / 2)
    return Rect(centre.x - covered_w / 2, centre.y - covered_h / 2, covered_w, covered_h)


def positions(game_id: str, variant: str | None) -> list[tuple[int, State]]:
    """A deal at its start, with a trick lying all but complete early, in the middle and
    late (random legal play), and at its end; each with the number of actions taken."""
    states = []
    state = get_game(game_id).new_deal(variant=variant, seed=3)
    states.append((0, state.clone()))
    rng = random.Random(7)
    taken = 0
    full_tricks = []
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
        taken += 1
        view = state.view(0)
        if len(view.trick) >= max(1, len(view.hand_sizes) - 1):
            full_tricks.append((taken, state.clone()))
    if full_tricks:
        picks = {0, len(full_tricks) // 2, len(full_tricks) - 1}
        states += [full_tricks[i] for i in sorted(picks)]
    states.append((taken, state))
    return states


@pytest.mark.parametrize(("game_id", "variant"), [c for c in game_cases() if c[0] in desk_ids()])
def test_every_piece_lies_inside_the_table(game_id: str, variant: str | None) -> None:
    for taken, state in positions(game_id, variant):
        for width, height in SIZES:
            g, out = arranged(state, width, height)
            inside = Rect(-1, -1, g.width + 2, g.height + 2)
            outside = {
                key: footprint(g, out, key)
                for key in out.places
                if not inside.contains(footprint(g, out, key))
            }
            assert not outside, (width, height, taken, outside)


def test_the_person_sits_at_the_bottom_and_a_partner_across() -> None:
    g = table_geometry(1100, 640, 4, 1.4, 12.5, 5.2)
    seating = Seating(0, 4)
    me, left, across, right = (seating.point(g, seat) for seat in range(4))
    assert me.y > g.cy > across.y and abs(me.x - across.x) < 1e-6
    assert left.x < g.cx < right.x  # clockwise: the next seat to the person's left
    counter = Seating(0, 4, clockwise=False)
    assert counter.point(g, 1).x > g.cx  # counter-clockwise: to the right


def test_a_face_down_play_is_a_back_even_for_its_owner() -> None:
    state = get_game("truco").new_deal(seed=5)
    rng = random.Random(1)
    for _ in range(200):
        down = [a for a in state.legal_actions() if a.endswith(" down")]
        if down:
            seat = state.current_player
            state.apply(down[0])
            shown = shown_of(state.view(seat), seat)
            assert -1 - seat in shown.model.lists["trick"]
            assert shown.trick_owner[-1 - seat] == seat
            return
        state.apply(rng.choice(state.legal_actions()))
    pytest.skip("no face-down play came up")


@pytest.mark.parametrize("size", SIZES)
def test_a_right_seats_won_tricks_stay_on_the_table_and_off_its_hand(size) -> None:
    """Huutopussi's won tricks lie crosswise beside each seat: the right seat's eight
    tricks ran off the window at 800×600 and 1100×760; now they end clear of its hand."""
    state = get_game("huutopussi").new_deal(seed=2)
    desk = load_desk("huutopussi")
    view = state.view(0)
    width, height = size
    g = table_geometry(width, height - TABLE_BAR, 4, 1.4, desk.layout.across, desk.layout.down)
    shown = shown_of(view, 0)
    right = 3 if state.game.direction == "clockwise" else 1
    tricks = list(range(1000, 1032))  # eight tricks of four
    shown.model.lists[f"won:{right}"] = tricks
    facts = TableFacts(
        view=view,
        model=shown.model,
        trick_owner={},
        hand_order=list(view.hand),
        hand_scales=[desk.hand_scale(state, seat) for seat in range(4)],
    )
    seating = Seating(0, 4, state.game.direction == "clockwise")
    out = arrange(g, desk.layout, seating, facts, desk)
    inside = Rect(-1, -1, g.width + 2, g.height + 2)
    assert all(inside.contains(footprint(g, out, key)) for key in tricks)
    hand_left = min(out.places[k].pos.x for k in out.seat_keys[right])
    assert max(footprint(g, out, key).right for key in tricks) <= hand_left + 1


@pytest.mark.parametrize(("game_id", "variant"), [c for c in game_cases() if c[0] in desk_ids()])
def test_the_trick_lies_clear_of_the_hands_and_the_piles_by_the_seats(game_id, variant) -> None:
    """A piece played to the trick never lies over another seat's hand or the pieces
    lying by a seat (Finesse's table cards, won tricks): both must be read."""
    seat_zones = {pile.zone.split("{")[0] for pile in load_desk(game_id).layout.seat_piles}
    for taken, state in positions(game_id, variant):
        model = shown_of(state.view(0), 0).model
        by_seats = [
            key
            for zone, keys in model.lists.items()
            if zone.startswith(tuple(seat_zones))
            for key in keys
        ]
        for width, height in SIZES:
            g, out = arranged(state, width, height)
            beside = [key for keys in out.seat_keys.values() for key in keys]
            beside += [key for key in by_seats if key in out.places]
            for key in out.trick_spots:
                spot = footprint(g, out, key)
                hits = [other for other in beside if footprint(g, out, other).intersects(spot)]
                assert not hits, (width, height, taken, key, hits)
