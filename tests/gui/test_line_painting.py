"""Roads, rivers and streams are painted as a pen of their width would stroke them: a line a pixel or so wide at the
zoom drawn is stroked (Qt draws it as a hairline), a wider one is filled from its strip (geometry's outline of the
ground within half the width). A player sees the same road either way; a dense line that turns back on itself,
which Qt's wide pen took a minute and gigabytes to stroke, is filled in a moment."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from morefire_gui.gui.board import terrain_item
from morefire_gui.gui.board.terrain_item import TerrainItem
from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind

SIZE = 900


def painted(item: TerrainItem, scale: float, origin: QPointF) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-origin)
    item.paint_piece(painter)
    painter.end()
    return image


def differing(a: QImage, b: QImage) -> tuple[int, int]:
    """Pixels that differ by more than a quarter of a channel's range, and pixels painted at all (in either)."""
    differ = inked = 0
    for y in range(0, SIZE, 3):
        for x in range(0, SIZE, 3):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            white = QColor("white")
            if ca != white or cb != white:
                inked += 1
                if max(abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue())) > 64:
                    differ += 1
    return differ, inked


@pytest.mark.parametrize("piece_id", ["rd1", "rd2", "st1"])
@pytest.mark.parametrize("scale", [12.0, 60.0])
def test_a_road_filled_from_its_strip_looks_as_the_pen_strokes_it(
    qapp, monkeypatch: pytest.MonkeyPatch, piece_id: str, scale: float
) -> None:
    battle = load_battle(demo_battle_path(), bundled_catalogue(), rule_tables())
    piece = battle.piece(piece_id)
    assert piece.line is not None
    x, y = piece.line[1]
    origin = QPointF(x - SIZE / scale / 2, y - SIZE / scale / 2)
    item = TerrainItem(piece, 0.4)
    filled = painted(item, scale, origin)  # the demo's roads are 4 px wide and more at these zooms
    monkeypatch.setattr(terrain_item, "STROKED_PIXELS", 1e9)
    stroked = painted(item, scale, origin)
    differ, inked = differing(filled, stroked)
    assert inked > 200
    assert differ <= 0.01 * inked, (differ, inked)  # at most an edge pixel here and there


def test_a_line_a_pixel_wide_is_stroked_and_a_wide_one_filled(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    battle = load_battle(demo_battle_path(), bundled_catalogue(), rule_tables())
    item = TerrainItem(battle.piece("rd2"), 0.4)
    built: list[float] = []
    real = terrain_item.strip_rings
    monkeypatch.setattr(terrain_item, "strip_rings", lambda line, half: built.append(half) or real(line, half))
    painted(item, 2.0, QPointF(0, 0))  # 0.5 in at 2 px to the inch: one pixel
    assert built == []
    painted(item, 20.0, QPointF(30, 0))
    assert built == [0.25, 0.2]  # the edge and the surface, each built once and kept
    painted(item, 40.0, QPointF(30, 0))
    assert built == [0.25, 0.2]


def test_a_dense_zigzag_road_is_painted_in_a_moment(qapp) -> None:
    """20,000 points 0.08 in up and down every 0.0035 in, 5 in wide: Qt's pen took 11 s to stroke it twice."""
    line = tuple((1 + k * 0.0035, 23.96 if k % 2 == 0 else 24.04) for k in range(20_000))
    item = TerrainItem(TerrainPiece(id="rd", kind=TerrainKind.ROAD, width=5, line=line), 0.4)
    start = time.process_time()
    image = painted(item, 12.0, QPointF(0, 0))
    assert time.process_time() - start < 3.0
    assert image.pixelColor(30 * 12, 24 * 12) != QColor("white")
    assert image.pixelColor(30 * 12, 22 * 12) != QColor("white")  # 2 in from the centre line, of 2.5
    assert image.pixelColor(30 * 12, 27 * 12) == QColor("white")
