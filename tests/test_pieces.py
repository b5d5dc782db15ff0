"""Tile and reading-card kinds: notation, sets, orders and the poem data."""

import csv
from collections import Counter
from pathlib import Path

import pytest

import rules_core
from rules_core.karuta import (
    BOZU,
    HIME,
    JITO,
    KARUTA,
    KIND_WORDS,
    KINDS,
    KURO,
    TATE,
    TENJI,
    YAGO,
    YOKO,
    Poem,
    default_pack,
    edition_counts,
    parse_poems,
    poem_for,
    poems,
)
from rules_core.piece_kinds import kind_named
from rules_core.pieces import PieceSyntaxError
from rules_core.tiles import (
    DOMINO,
    DOUBLE_SIX_SET,
    TIEN_GOW,
    TIEN_GOW_SET,
    domino_rank_in_suit,
    domino_suits,
    has_end,
    high,
    is_double,
    low,
    parse_tile,
    pips,
    tien_gow_strength,
    tile,
    tile_sort_key,
    tile_text,
)

DATA = Path(rules_core.__file__).parent / "data" / "hyakunin_isshu.csv"


def faces(*texts: str) -> list[int]:
    return [parse_tile(t) for t in texts]


# -- tiles ----------------------------------------------------------------------------------


def test_tile_helpers():
    f = tile(1, 5)
    assert f == tile(5, 1) == parse_tile("5-1")
    assert (high(f), low(f), pips(f), is_double(f)) == (5, 1, 6, False)
    assert has_end(f, 1) and has_end(f, 5) and not has_end(f, 3)
    assert is_double(tile(4, 4)) and tile_text(tile(0, 3)) == "3-0"
    with pytest.raises(ValueError):
        tile(7, 1)
    with pytest.raises(ValueError):
        tile_text(7)  # 0-7: the lower end can never exceed the higher


def test_double_six_set_holds_each_tile_once():
    assert len(DOUBLE_SIX_SET) == len(set(DOUBLE_SIX_SET)) == 28
    assert {tile_text(f) for f in DOUBLE_SIX_SET} == {
        f"{h}-{lo}" for h in range(7) for lo in range(h + 1)
    }


@pytest.mark.parametrize("kind", [TIEN_GOW, DOMINO], ids=lambda k: k.name)
def test_every_face_round_trips(kind):
    for face in set(TIEN_GOW_SET if kind is TIEN_GOW else DOUBLE_SIX_SET):
        text = kind.text(face)
        assert kind.parse(text) == face
        assert kind.label(face, "en") == kind.label(face, "ja") == text
        assert face < kind.stride


@pytest.mark.parametrize("kind", [TIEN_GOW, DOMINO], ids=lambda k: k.name)
@pytest.mark.parametrize(
    "text", ["6-7", "7-6", "1-3", "3 -1", "²-1", "3-²", "6–5", "65", "6-5 ", "-", "", "a-b"]
)
def test_bad_tile_text_is_refused(kind, text):
    with pytest.raises(PieceSyntaxError) as refused:
        kind.parse(text)
    assert str(refused.value)


@pytest.mark.parametrize("kind", [TIEN_GOW, DOMINO], ids=lambda k: k.name)
@pytest.mark.parametrize("value", [None, 65, b"6-5", ("6", "5")])
def test_tile_must_be_text(kind, value):
    with pytest.raises(PieceSyntaxError, match="text"):
        kind.parse(value)


def test_low_first_tile_says_how_to_write_it():
    with pytest.raises(PieceSyntaxError, match="3-1"):
        parse_tile("1-3")


@pytest.mark.parametrize("text", ["6-0", "5-0", "0-0", "1-0"])
def test_blank_ends_are_dominoes_not_tien_gow(text):
    assert DOMINO.text(DOMINO.parse(text)) == text
    with pytest.raises(PieceSyntaxError, match="Tien Gow"):
        TIEN_GOW.parse(text)


def test_tien_gow_set():
    assert len(TIEN_GOW_SET) == 32
    counts = Counter(TIEN_GOW_SET)
    doubled = sorted(tile_text(f) for f, n in counts.items() if n == 2)
    single = sorted(tile_text(f) for f, n in counts.items() if n == 1)
    assert set(counts.values()) == {1, 2}
    assert doubled == sorted(
        ["6-6", "6-5", "6-4", "6-1", "5-5", "5-1", "4-4", "3-3", "3-1", "2-2", "1-1"]
    )
    assert single == sorted(["6-3", "6-2", "5-4", "5-3", "5-2", "4-3", "4-2", "4-1", "3-2", "2-1"])
    assert all(low(f) >= 1 for f in TIEN_GOW_SET)


def test_tien_gow_strength_order():
    order = [f"{h}-{lo}" for h in range(6, 0, -1) for lo in range(h, 0, -1)]
    assert order[:7] == ["6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "5-5"]
    assert order[-3:] == ["2-2", "2-1", "1-1"]
    strengths = [tien_gow_strength(parse_tile(t)) for t in order]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 21  # a strict total order over the faces
    first, second = TIEN_GOW.identify(faces("6-6", "6-6"))
    assert tien_gow_strength(TIEN_GOW.face(first)) == tien_gow_strength(TIEN_GOW.face(second))
    with pytest.raises(ValueError):
        tien_gow_strength(parse_tile("6-0"))


def test_display_order_is_strongest_first():
    shuffled = faces("2-1", "6-6", "5-5", "6-1", "1-1", "5-4")
    ordered = sorted(shuffled, key=tile_sort_key)
    assert [tile_text(f) for f in ordered] == ["6-6", "6-1", "5-5", "5-4", "2-1", "1-1"]


def test_domino_suits():
    assert domino_suits(parse_tile("4-1")) == (4, 1)
    assert domino_suits(parse_tile("3-3")) == (3,)
    assert domino_suits(parse_tile("5-0")) == (5, 0)


def test_domino_ranks_within_a_suit():
    suit_four = faces("4-4", "6-4", "5-4", "4-3", "4-2", "4-1", "4-0")
    ranks = [domino_rank_in_suit(f, 4) for f in suit_four]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 7
    # Suit 0: the blank double first, then by the other end.
    suit_zero = faces("0-0", "6-0", "5-0", "4-0", "3-0", "2-0", "1-0")
    ranks = [domino_rank_in_suit(f, 0) for f in suit_zero]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 7
    # 6-4 ranks by its 4 in suit 6 and by its 6 in suit 4.
    assert domino_rank_in_suit(parse_tile("6-4"), 6) < domino_rank_in_suit(parse_tile("6-5"), 6)
    assert domino_rank_in_suit(parse_tile("6-4"), 4) > domino_rank_in_suit(parse_tile("5-4"), 4)
    with pytest.raises(ValueError):
        domino_rank_in_suit(parse_tile("4-1"), 3)


def test_duplicate_tiles_are_distinct_pieces():
    first, second = TIEN_GOW.identify(faces("6-6", "6-6"))
    assert first != second
    assert TIEN_GOW.face(first) == TIEN_GOW.face(second) == parse_tile("6-6")
    assert (TIEN_GOW.copy(first), TIEN_GOW.copy(second)) == (0, 1)
    assert TIEN_GOW.texts([first, second]) == ["6-6", "6-6"]


def test_check_exact_names_missing_and_extra_tiles():
    pack = list(TIEN_GOW_SET)
    assert TIEN_GOW.check_exact(pack, pack) is None
    hand = list(pack)
    hand.remove(parse_tile("5-4"))
    hand.append(parse_tile("6-3"))  # a second 6-3, which the set has only once
    problem = TIEN_GOW.check_exact(hand, pack)
    assert problem is not None
    assert "missing tiles: 5-4" in problem and "duplicate tiles: 6-3" in problem
    foreign = TIEN_GOW.check_exact(pack + [parse_tile("6-0")], pack)
    assert foreign is not None and "6-0" in foreign
    assert DOMINO.check_exact(list(DOUBLE_SIX_SET), DOUBLE_SIX_SET) is None


# -- reading cards --------------------------------------------------------------------------


def test_karuta_words_round_trip():
    assert KIND_WORDS == ("KURO", "BOZU", "HIME", "YAGO", "TATE", "YOKO", "JITO", "TENJI")
    assert tuple(range(8)) == KINDS and KARUTA.stride == 8
    for face in KINDS:
        assert KARUTA.parse(KARUTA.text(face)) == face
        assert KARUTA.label(face, "ja") and KARUTA.label(face, "en")
    assert KARUTA.label(KURO, "ja") == "黒冠"
    assert KARUTA.label(TENJI, "ja") == "天智天皇"
    assert KARUTA.label(YAGO, "ja") == "矢五郎"
    assert len({KARUTA.label(f, "en") for f in KINDS}) == 8


@pytest.mark.parametrize("text", ["kuro", "KURO ", " KURO", "Kuro", "", "KUR", "黒冠", "KURO\n"])
def test_bad_kind_text_is_refused(text):
    with pytest.raises(PieceSyntaxError) as refused:
        KARUTA.parse(text)
    assert str(refused.value)


@pytest.mark.parametrize("value", [None, 0, b"KURO"])
def test_kind_must_be_text(value):
    with pytest.raises(PieceSyntaxError, match="text"):
        KARUTA.parse(value)


def test_edition_counts_follow_the_data_file():
    with DATA.open(encoding="utf-8") as f:
        from_file = Counter(row["kind"] for row in csv.DictReader(f))
    counts = edition_counts()
    assert counts == {KARUTA.parse(word): n for word, n in from_file.items()}
    assert counts == {KURO: 36, BOZU: 13, HIME: 20, YAGO: 8, TATE: 13, YOKO: 8, JITO: 1, TENJI: 1}
    assert sum(counts.values()) == 100


def test_poems_and_default_pack():
    all_poems = poems()
    assert [p.number for p in all_poems] == list(range(1, 101))
    assert all(isinstance(p, Poem) for p in all_poems)
    pack = default_pack()
    assert len(pack) == 100 and Counter(pack) == Counter(edition_counts())
    assert pack[:2] == (TENJI, JITO)
    assert KARUTA.check_exact(list(pack), pack) is None


def test_poem_for_each_occurrence():
    assert poem_for(KARUTA.identify([TENJI])[0]).number == 1
    assert poem_for(KARUTA.identify([JITO])[0]).number == 2
    monks = KARUTA.identify([BOZU] * 13)
    shown = [poem_for(p) for p in monks]
    assert [p.kind for p in shown] == [BOZU] * 13
    numbers = [p.number for p in shown]
    assert numbers == sorted(numbers) and len(set(numbers)) == 13
    assert shown[0].poet == "喜撰法師"  # poem 8, the first monk
    with pytest.raises(ValueError):
        poem_for(KARUTA.identify([TENJI, TENJI])[1])  # only one TENJI card exists


def test_every_poem_is_shown_once_for_the_default_pack():
    pieces = KARUTA.identify(default_pack())
    assert sorted(poem_for(p).number for p in pieces) == list(range(1, 101))


def _csv(rows):
    return "no,poet,reading,kind,basis\n" + "".join(f"{r}\n" for r in rows)


def _good_rows():
    return [f"{p.number},{p.poet},{p.reading},{KIND_WORDS[p.kind]},{p.basis}" for p in poems()]


def test_poem_data_validation():
    assert parse_poems(_csv(_good_rows())) == poems()
    rows = _good_rows()
    with pytest.raises(ValueError, match="99 poems"):
        parse_poems(_csv(rows[:-1]))
    with pytest.raises(ValueError, match="unknown kind"):
        parse_poems(_csv(rows[:5] + [rows[5].replace("YAGO", "HAT")] + rows[6:]))
    with pytest.raises(ValueError, match="poem number"):
        parse_poems(_csv(["²" + rows[1][1:]] + rows[2:] + [rows[0]]))
    with pytest.raises(ValueError, match="twice"):
        parse_poems(_csv(rows + [rows[9]]))
    with pytest.raises(ValueError, match="columns"):
        parse_poems("number,poet\n")


def test_kinds_are_registered_by_name():
    assert kind_named("tiengow") is TIEN_GOW
    assert kind_named("domino") is DOMINO
    assert kind_named("karuta") is KARUTA


def test_each_kind_lays_out_a_hand_in_its_own_order():
    from rules_core.cards import FRENCH, parse_card
    from rules_core.karuta import KARUTA, parse_kind
    from rules_core.tiles import DOMINO, TIEN_GOW, tile

    tiles = [tile(2, 1), tile(6, 6), tile(5, 5), tile(6, 1) + 64, tile(6, 1)]
    assert sorted(tiles, key=TIEN_GOW.display_key(None)) == [
        tile(6, 6),
        tile(6, 1),
        tile(6, 1) + 64,
        tile(5, 5),
        tile(2, 1),
    ]
    dominoes = [tile(4, 1), tile(6, 6), tile(1, 1), tile(5, 0), tile(6, 1)]
    assert sorted(dominoes, key=DOMINO.display_key(1)) == [
        tile(1, 1),  # the trump number's tiles first, its double on top
        tile(6, 1),
        tile(4, 1),
        tile(6, 6),
        tile(5, 0),
    ]
    assert sorted(dominoes, key=DOMINO.display_key(-1))[0] == tile(6, 6)  # no trump
    cards = [parse_card(c) for c in ("2C", "AS", "KH")]
    assert sorted(cards, key=FRENCH.display_key(None)) == [
        parse_card(c) for c in ("AS", "KH", "2C")
    ]
    kinds = KARUTA.identify([parse_kind(k) for k in ("TENJI", "HIME", "KURO", "HIME")])
    assert [KARUTA.piece_text(p) for p in sorted(kinds, key=KARUTA.display_key(None))] == [
        "KURO",
        "HIME",
        "HIME",
        "TENJI",
    ]
