import pytest

from rules_core.cards import (
    JOKER,
    CardSyntaxError,
    card_str,
    check_exact_pack,
    full_pack,
    parse_card,
    rank_of,
    suit_of,
)


@pytest.mark.parametrize("text", ["AS", "10H", "QC", "2D", "JK", "KH", "9S", "JD"])
def test_notation_round_trip(text):
    assert card_str(parse_card(text)) == text


@pytest.mark.parametrize(
    "text", ["", "A", "1S", "11H", "ZS", "AX", "10", "as", "010H", "JKK", 5, None]
)
def test_bad_card_text_is_refused(text):
    with pytest.raises(CardSyntaxError):
        parse_card(text)


def test_ranks_and_suits():
    assert rank_of(parse_card("AS")) == 14 and suit_of(parse_card("AS")) == 3
    assert rank_of(parse_card("2C")) == 2 and suit_of(parse_card("2C")) == 0
    assert suit_of(JOKER) not in range(4)


def test_pack_check_names_each_problem():
    pack = full_pack()
    assert check_exact_pack(pack, pack) is None
    # Replace KS and AS by a second 2C and a joker, which this pack does not have.
    broken = [c for c in pack if c not in (parse_card("KS"), parse_card("AS"))] + [
        parse_card("2C"),
        JOKER,
    ]
    problem = check_exact_pack(broken, pack)
    assert "duplicate cards: 2C" in problem
    assert "missing cards: KS AS" in problem
    assert "not in this game's pack: JK" in problem
