"""Player-found faults of issue 29 in the tiles, the trump buttons and the charts: one
drawing of a 3-end on every Shikagari tile, Reveille's trump buttons pressed by the
key each shows (the n-th button, as in every game), and score charts that read with one
deal and show lines that coincide."""

from __future__ import annotations

from gui_helpers import quiet_window, session_at_trump_choice, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from desktop.dialogs.statistics import AVERAGE_COLOUR, SCORE_COLOUR, ScoreChart
from desktop.games.playable import LEVELS_KEY
from desktop.pieces.tiles import TienGowRenderer
from desktop.sitting.statistics import ScoreSeries
from rules_core.tiles import TIEN_GOW_FACES, high, low

W, H = 40, 92  # a Tien Gow tile's pixels (its aspect)


def half(image: QImage, lower: bool) -> bytes:
    """The pixels of one end of an upright tile (the top or the bottom half)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    end = image.copy(0, H // 2 if lower else 0, W, H // 2)
    return bytes(end.constBits())  # while ``end`` lives: its pixels, not freed memory


def test_every_three_end_of_shikagari_is_drawn_one_way(qapp):
    """A 3-end looks the same whatever the other end is: 3-3 is no triangle among
    diagonals (the tile's top end on 3-1, 3-2, 3-3; its bottom end on 3-3, 4-3, 5-3, 6-3)."""
    renderer = TienGowRenderer()
    threes = [f for f in TIEN_GOW_FACES if 3 in (high(f), low(f))]
    tops = {half(renderer.face(f, W, H).toImage(), False) for f in threes if high(f) == 3}
    bottoms = {half(renderer.face(f, W, H).toImage(), True) for f in threes if low(f) == 3}
    assert len([f for f in threes if high(f) == 3]) == 3
    assert len([f for f in threes if low(f) == 3]) == 4
    assert len(tops) == 1 and len(bottoms) == 1


def test_the_trump_buttons_show_their_keys_and_seven_presses_the_seventh(qtbot, tmp_path):
    """Digits count buttons in every game: the n-th trump button says (n) and key n
    presses it, so 7 names trump 6, the seventh button (not the pip 7, which has none)."""
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("reveille", {LEVELS_KEY: ["easy"]})
    window.choose_game("reveille")
    session = session_at_trump_choice()
    window.start_session(session)
    table = window.table
    settle(qtbot, table)
    picker = table.panel
    legal = [
        a for a in table.session.state.legal_actions() if a.startswith("trump") or a == "nello"
    ]
    shown = [a for a, button in picker.buttons.items() if button.isVisible()]
    assert shown == legal[:9] and shown[:7] == [f"trump {n}" for n in range(7)]
    for index, action in enumerate(shown):
        text = picker.buttons[action].text()
        assert text.endswith(f"({index + 1})"), (action, text)
        assert f"{index + 1}" in picker.buttons[action].toolTip()
    qtbot.keyClick(table, Qt.Key.Key_7)
    assert table.session.actions[-1] == (0, "trump 6")
    settle(qtbot, table)
    assert not picker.isVisible()
    assert table.state_view().trump_number == 6


def test_the_no_trump_button_is_pressed_by_the_key_it_shows(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    window.settings.set_game_options("reveille", {LEVELS_KEY: ["easy"]})
    window.choose_game("reveille")
    window.start_session(session_at_trump_choice())
    table = window.table
    settle(qtbot, table)
    assert table.panel.buttons["trump NT"].text() == "No trump (8)"
    qtbot.keyClick(table, Qt.Key.Key_8)
    assert table.session.actions[-1] == (0, "trump NT")


def chart_image(series: ScoreSeries) -> QImage:
    chart = ScoreChart()
    chart.title = "Score over time"
    chart.resize(480, 260)
    chart.set_series(series)
    return chart.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def close_to(colour: QColor, target: QColor, tolerance: int = 90) -> bool:
    return (
        abs(colour.red() - target.red())
        + abs(colour.green() - target.green())
        + abs(colour.blue() - target.blue())
        <= tolerance
    )


def blue(colour: QColor) -> bool:
    """The score line's blue, also where it lies over the average's orange."""
    return colour.blue() - colour.red() > 60 and colour.blue() > 150


def test_a_one_deal_chart_is_a_bar_at_deal_one(qapp):
    """One deal reads as its score, a bar from zero, over "Deal 1" on the x-axis (it was a
    lone dot in the middle of an unnumbered axis)."""
    image = chart_image(ScoreSeries((12.0,), (12.0,), 1, 1))
    blue = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if close_to(image.pixelColor(x, y), SCORE_COLOUR, 30)
    )
    assert blue > 1500  # a bar, not a dot (and the legend's swatch)
    chart = ScoreChart()
    chart.set_series(ScoreSeries((12.0,), (12.0,), 1, 1))
    assert chart.deal_marks() == [(0.5, "Deal 1")]
    chart.set_series(ScoreSeries((3.0, 5.0, 1.0), (3.0, 4.0, 3.0), 3, 1))
    assert chart.deal_marks() == [(0.0, "1"), (1.0, "3")]


def test_equal_lines_both_show(qapp):
    """Where every score equals the running average, the score line still shows along its
    whole length and the average beside it (the dashed average used to cover it)."""
    image = chart_image(ScoreSeries((5.0,) * 4, (5.0,) * 4, 4, 1))
    rows = range(image.height() * 2 // 3)  # above the axis labels and the legend
    columns = [
        x
        for x in range(image.width())
        if any(close_to(image.pixelColor(x, y), AVERAGE_COLOUR) for y in rows)
    ]
    assert len(columns) > 200  # the average's dashes show
    start, end = min(columns) + 4, max(columns) - 4
    hidden = [x for x in range(start, end) if not any(blue(image.pixelColor(x, y)) for y in rows)]
    assert not hidden
