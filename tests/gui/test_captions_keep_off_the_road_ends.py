"""The circled E where a road leaves the table is read as the grid numbers are: the ruler's caption keeps off it at
every step of a drag to the table's edge (docs/architecture.md, "Counters and labels")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import road_ends_drawn, to_view
from tests.gui.test_captions_keep_off_the_grid_numbers import whole_table_at
from tests.gui.test_long_rulers_caption_keeps_off_the_counters import drawn_caption

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.mark.parametrize(
    ("size", "start", "end"),
    [
        ((1366, 768), (0.5, 30.0), (0.3, 20.0)),  # up the west edge to the Prokhorovka road's end
        ((1366, 768), (8.0, 36.5), (0.3, 21.0)),  # from the 45mm AT gun to the same road's end
        ((1366, 768), (5.0, 27.0), (1.0, 20.0)),  # from Rifle squad 1, just past it
        ((1366, 768), (40.0, 46.0), (42.4, 47.7)),  # beside the south road's end
        ((1920, 1080), (0.5, 10.0), (0.3, 20.0)),  # down the west edge to the Prokhorovka road's end
        ((1920, 1080), (14.0, 8.0), (71.5, 21.0)),  # from Tiger 1 to the east edge, by that road's other end
        ((1920, 1080), (39.0, 2.0), (39.5, 1.0)),  # beside the north road's end
    ],
)
def test_a_rulers_caption_keeps_off_the_road_ends(qtbot, laptop: MainWindow, size, start, end) -> None:  # type: ignore[no-untyped-def]
    """A ruler dragged to the table's edge beside a road's end: at every step its caption covers no road's end
    (it covered the west road's circled E, standing beside the ruler's end), and stays whole on the view."""
    window = laptop
    whole_table_at(qtbot, window, size)
    window.set_tool("measure")
    vp = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(vp, LEFT, NONE, a)
    wrong = []
    for i in range(1, 13):
        qtbot.mouseMove(vp, a + (b - a) * (i / 12))
        drawn = drawn_caption(window)
        hit = [key for key, box in road_ends_drawn(window).items() if box.intersects(drawn)]
        if hit:
            wrong.append(f"move {i}: covers {hit}")
        if not QRectF(vp.rect()).contains(drawn):
            wrong.append(f"move {i}: off the view")
    qtbot.mouseRelease(vp, LEFT, NONE, b)
    assert not wrong, wrong
