"""The match's score graph reads after one deal (a bar per score at deal 1, not a
diagonal with the names along the x-axis) and equal totals never hide one another."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtGui import QColor, QImage

from desktop.dialogs.score_sheet import GRAPH_COLOURS, score_graph

NAMES = ["You", "Bot 1", "Bot 2"]


def graph(*deals: list[int]) -> QImage:
    match = SimpleNamespace(
        deals=[SimpleNamespace(points=p) for p in deals], totals_before=[], deals_before=0
    )
    image = score_graph(match, NAMES).toImage()  # type: ignore[arg-type]
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def pixels_of(image: QImage, colour: str, rows: int) -> int:
    target = QColor(colour)
    return sum(
        1
        for y in range(rows)
        for x in range(image.width())
        if sum(
            abs(a - b)
            for a, b in zip(image.pixelColor(x, y).getRgb()[:3], target.getRgb()[:3], strict=True)
        )
        <= 40
    )


def test_one_deal_is_a_bar_per_score_and_equal_totals_both_show(qapp):
    image = graph([10, 10, -20])
    rows = image.height() - 20  # above the legend
    you, bot = (pixels_of(image, GRAPH_COLOURS[i], rows) for i in (0, 1))
    assert you > 300 and bot > 300  # two bars of the same height, side by side


def test_equal_lines_lie_side_by_side(qapp):
    image = graph([10, 10, -20], [5, 5, -10], [3, 3, -6])
    rows = image.height() - 20
    you, bot = (pixels_of(image, GRAPH_COLOURS[i], rows) for i in (0, 1))
    assert you > 200 and bot > 200
