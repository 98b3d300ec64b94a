"""The board's terrain is painted into the view's cached background layer (docs/performance.md): a measure drag on
the viewport shows the ruler, its label and the highlighted blockers over it, a piece draws nothing of its own
unless highlighted or selected, and the layer follows a terrain edit and a zoom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QGraphicsItem

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.edits import ReplaceTerrain
from tests.gui.conftest import to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def shown(window: MainWindow) -> QImage:
    QApplication.processEvents()
    return window.view.viewport().grab().toImage()


def colour_at(window: MainWindow, image: QImage, x: float, y: float) -> QColor:
    """The colour a player sees at a table point: the mean of the 5 x 5 pixels round it, so that a wood's drawn
    trees read as the wood at any zoom, wherever a pixel of the point falls."""
    p = to_view(window, x, y)
    pixels = [image.pixelColor(p.x() + i, p.y() + j) for i in range(-2, 3) for j in range(-2, 3)]
    return QColor(*(round(sum(c.getRgb()[k] for c in pixels) / len(pixels)) for k in range(3)))


def centre(window: MainWindow, piece_id: str) -> tuple[float, float]:
    """A point inside the piece with no counter near it (a counter would hide the piece's colour)."""
    points = window.session.battle.piece(piece_id).polygon
    cx, cy = sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)
    for x, y in points:
        for f in (0.5, 0.35, 0.65):
            p = (cx + (x - cx) * f, cy + (y - cy) * f)
            if not window.session.geometry.units_within(p, 1.5):
                return p
    raise AssertionError(f"no open point inside {piece_id}")


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(u - v) <= tolerance for u, v in zip(a.getRgb()[:3], b.getRgb()[:3]))


def test_a_drag_shows_the_ruler_and_its_blockers_over_the_terrain(qtbot, window: MainWindow) -> None:
    window.set_tool("measure")
    vp = window.view.viewport()
    ge2, su3 = window.session.battle.unit("ge2"), window.session.battle.unit("su3")
    open_ground, woods = (2.0, 46.0), centre(window, "w4")
    before = shown(window)
    assert not close(colour_at(window, before, *woods), colour_at(window, before, *open_ground))
    a, b = to_view(window, *ge2.at), to_view(window, *su3.at)
    qtbot.mousePress(vp, LEFT, NONE, a)
    for i in range(1, 13):
        qtbot.mouseMove(vp, a + (b - a) * (i / 12))
        assert window.scene.measure.label.text()  # the label follows every move
    during = shown(window)
    qtbot.mouseRelease(vp, LEFT, NONE, b)
    assert "LOS blocked by Copse (woods)" in window.scene.measure.label.text()
    # The blockers draw their highlight; every other piece leaves its picture to the background layer.
    highlighted = window.scene.highlighted_terrain()
    assert highlighted == {"w4", "e1", "c1"}
    for piece_id, item in window.scene.terrain.items():
        assert bool(item.flags() & NO_CONTENTS) == (piece_id not in highlighted)
    # The ruler is drawn over the board between the two counters; far from it the board is as it was.
    mid = ((ge2.at[0] + su3.at[0]) / 2, (ge2.at[1] + su3.at[1]) / 2)
    assert colour_at(window, during, *mid) != colour_at(window, before, *mid)
    assert colour_at(window, during, *open_ground) == colour_at(window, before, *open_ground)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.highlighted_terrain() == set()
    assert all(item.flags() & NO_CONTENTS for item in window.scene.terrain.values())


def test_the_layer_follows_a_terrain_edit_and_a_zoom(qtbot, window: MainWindow) -> None:
    woods = window.session.battle.piece("w4")
    old_centre = centre(window, "w4")
    open_ground = (2.0, 46.0)
    table = colour_at(window, shown(window), *open_ground)
    inside = colour_at(window, shown(window), *old_centre)
    dx, dy = 60.0 - old_centre[0], 44.0 - old_centre[1]  # into the open south-east corner
    assert not window.session.geometry.units_within((60.0, 44.0), 1.5)
    moved = woods.model_copy(update={"polygon": tuple((x + dx, y + dy) for x, y in woods.polygon)})
    window.session.apply(ReplaceTerrain((woods,), (moved,)))
    after = shown(window)
    assert close(colour_at(window, after, *old_centre), table, 40)  # the open table shows where the wood was
    assert close(colour_at(window, after, 60.0, 44.0), inside, 40)  # and the wood where it went
    window.view.zoom_by(2.0, at=to_view(window, 60.0, 44.0).toPointF())
    zoomed = shown(window)
    assert close(colour_at(window, zoomed, 60.0, 44.0), inside, 40)
    window.view.fit_table()
    assert close(colour_at(window, shown(window), *old_centre), table, 40)


def test_a_drag_repaints_the_cursor_position_but_not_the_rest_of_the_status_bar(qtbot, window: MainWindow) -> None:
    """The status bar's cursor position changes on every move of a drag; the other labels and the bar itself are
    not laid out or painted again for it (docs/performance.md)."""
    from PySide6.QtCore import QEvent, QObject

    class Paints(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.painted: list[QObject] = []

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint:
                self.painted.append(obj)
            return False

    window.set_tool("measure")
    vp = window.view.viewport()
    ge2, su3 = window.session.battle.unit("ge2"), window.session.battle.unit("su3")
    a, b = to_view(window, *ge2.at), to_view(window, *su3.at)
    qtbot.mousePress(vp, LEFT, NONE, a)
    qtbot.mouseMove(vp, a + (b - a) * 0.1)
    QApplication.processEvents()
    watch = Paints()
    others = (window.zoom_label, window.scale_status)
    for w in (*others, window.cursor_label):
        w.installEventFilter(watch)
    texts = set()
    for i in range(2, 13):
        qtbot.mouseMove(vp, a + (b - a) * (i / 12))
        QApplication.processEvents()
        texts.add(window.cursor_label.text())
    qtbot.mouseRelease(vp, LEFT, NONE, b)
    assert len(texts) > 5 and all(t.startswith("x ") and t.endswith(" yd)") for t in texts)
    assert window.cursor_label in watch.painted
    assert not [w for w in watch.painted if w in others]
    assert window.cursor_label.width() >= window.cursor_label.fontMetrics().horizontalAdvance(max(texts, key=len))
