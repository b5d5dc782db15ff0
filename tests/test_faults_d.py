"""Player-found faults of issue 29 in the tiles, the trump buttons and the charts: one
drawing of a 3-end on every Shikagari tile, Reveille's trump buttons pressed by the
key each shows (the n-th button, as in every game), and score charts that read with one
deal and show lines that coincide."""

from __future__ import annotations

from PySide6.QtGui import QImage

from desktop.tile_render import TienGowRenderer
from rules_core.tiles import TIEN_GOW_FACES, high, low

W, H = 40, 92  # a Tien Gow tile's pixels (its aspect)


def half(image: QImage, lower: bool) -> bytes:
    """The pixels of one end of an upright tile (the top or the bottom half)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return image.copy(0, H // 2 if lower else 0, W, H // 2).bits().tobytes()


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
