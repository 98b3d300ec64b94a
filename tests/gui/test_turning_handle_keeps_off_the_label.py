"""A selected counter's turning handle stands out along its facing clear of its own square and label, so that its name
stays readable while it is selected: with the whole table shown at 1366 x 768 and at 1920 x 1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from morefire_gui.gui.board.tools.handles import HANDLE_PIXELS
from morefire_gui.gui.main_window import MainWindow

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def on_screen(window: MainWindow, unit_id: str) -> tuple[QRectF, QRectF, QRectF]:
    """The handle's ring, the counter's square and its label on the board's viewport (pixels)."""
    item = window.scene.units[unit_id]
    transform = window.view.viewportTransform()
    c = transform.map(window.view.tool.handle.pos())
    r = HANDLE_PIXELS + 1
    ring = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
    square = item.square.deviceTransform(transform).mapRect(item.square.square())
    label = item.label.deviceTransform(transform).mapRect(item.label.boundingRect())
    return ring, square, label


@pytest.mark.parametrize(
    ("size", "unit_id"), [((1366, 768), "ge12"), ((1366, 768), "ge3"), ((1920, 1080), "ge3"), ((1920, 1080), "ge11")]
)
def test_a_selected_counters_handle_keeps_off_its_name(qtbot, window: MainWindow, size, unit_id) -> None:  # type: ignore[no-untyped-def]
    """LMG, Pz IV 1 and 1st Squad face south, their labels under their squares: the handle stands beyond the label, and
    clear of a neighbour's name there too (2nd Squad's, under Pz IV 1 at 1366 x 768)."""
    window.resize(*size)
    qtbot.wait(50)
    window.view.fit_table()
    window.scene.arrange()
    window.set_tool("select")
    square = window.scene.units[unit_id].square
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, window.view.mapFromScene(square.scenePos()))
    assert window.scene.selected_unit_ids() == [unit_id]
    qtbot.waitUntil(lambda: not window.scene._layout_dirty)
    assert window.view.tool.handle.isVisible() and window.scene.units[unit_id].label.isVisible()
    ring, square_box, label = on_screen(window, unit_id)
    assert not ring.intersects(label), (ring, label)
    assert not ring.intersects(square_box), (ring, square_box)
    assert ring.center().y() > label.bottom()  # out along its facing (south), past the name
    assert abs(ring.center().y() - label.bottom()) < 5 * HANDLE_PIXELS  # and near it still, for the hand
    transform = window.view.viewportTransform()
    names = {
        other.label.text(): other.label.deviceTransform(transform).mapRect(other.label.boundingRect())
        for uid, other in window.scene.units.items()
        if uid != unit_id and other.label.isVisible()
    }
    assert [name for name, box in names.items() if box.intersects(ring)] == []
