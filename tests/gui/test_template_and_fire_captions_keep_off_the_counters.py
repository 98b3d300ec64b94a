"""The barrage template's caption and the line of fire's are placed as the ruler's is (docs/architecture.md,
"Counters and labels"): whole on the viewport, off every counter and counter's name, and, where the board leaves
them room only away from what they name (a corner of the view), joined to it by a thin leader."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import covered, drag_line_of_fire, to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def aim_template(qtbot, window: MainWindow, centre: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    """A 200-yard template (4 x 105 mm) pressed on the board and dragged to ``centre``, the mouse kept down."""
    dock = window.feature(ArtilleryFeature).dock
    dock.t_guns.setValue(4)
    dock.t_calibre.setValue(105)
    window.set_tool("template")
    vp = window.view.viewport()
    start, end = to_view(window, centre[0] + 6.0, centre[1] + 6.0), to_view(window, *centre)
    qtbot.mousePress(vp, LEFT, NONE, start)
    for i in range(1, 6):
        qtbot.mouseMove(vp, start + (end - start) * (i / 5))
    qtbot.waitUntil(lambda: not window.scene.layout_pending)


def template_caption_checked(window: MainWindow) -> tuple[QRectF, QRectF]:
    """The template's caption, checked whole on the viewport and off every counter and name: its box on the viewport
    and in the layout's scene pixels."""
    caption = window.scene.barrage.caption_item
    assert caption.isVisible() and caption.text.startswith("4 x 105 mm spread, 200 yd: ")
    drawn = caption.deviceTransform(window.view.viewportTransform()).mapRect(caption.box())
    assert QRectF(window.view.viewport().rect()).contains(drawn), drawn
    box = caption.box().translated(caption.scenePos() * window.scene.layout.scale)
    assert not covered(window, box), (box, covered(window, box))
    return drawn, box


def test_a_template_at_the_views_edge_keeps_its_caption_whole_in_sight(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A template aimed near the table's west edge (10, 20), the whole table shown: its caption, which stood centred
    on the circle and ran off the left of the view, is whole on the view, off every counter and name, beside the
    circle with no leader."""
    window = laptop
    aim_template(qtbot, window, (10.0, 20.0))
    drawn, _ = template_caption_checked(window)
    caption = window.scene.barrage.caption_item
    assert caption.leader is None  # near the circle: read as its caption without one
    circle = QPointF(to_view(window, 10.0, 20.0))
    assert math.hypot(drawn.center().x() - circle.x(), drawn.center().y() - circle.y()) < 80


def test_a_templates_caption_with_no_room_beside_it_has_a_leader(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A template aimed beside Tiger 1 (10, 10): round the circle lie Tiger 1's, the MMG's and StuG 1's names, and
    above it the caption ran off the view. It stands whole on the view, off every counter and name, and a leader
    runs from its box to the circle's edge."""
    window = laptop
    aim_template(qtbot, window, (10.0, 10.0))
    drawn, _ = template_caption_checked(window)
    caption = window.scene.barrage.caption_item
    assert caption.leader is not None
    start, end = (caption.deviceTransform(window.view.viewportTransform()).map(p) for p in caption.leader)
    assert drawn.adjusted(-0.5, -0.5, 0.5, 0.5).contains(start)  # from the box's edge
    centre = QPointF(to_view(window, 10.0, 10.0))
    radius = window.scene.barrage.radius * window.view.transform().m11()
    assert math.hypot(end.x() - centre.x(), end.y() - centre.y()) == pytest.approx(radius, abs=1.5)  # to the circle
    assert caption.boundingRect().contains(caption.leader[1])  # repainted with the caption


def test_the_line_of_fires_caption_away_from_the_target_has_a_leader(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The player drags the Fire tool from Tiger 1 to the KV-1S: the board has no room for the caption beside the
    target (the T-34s' and the KV-1S's names), so it stands farther off, whole on the view and off every counter and
    name, joined to the target by a leader."""
    window = laptop
    item, drawn, box = drag_line_of_fire(qtbot, window, "ge1", "su6")
    b = to_view(window, *window.session.battle.unit("su6").at)
    assert item.caption == "Tiger 1 → KV-1S: release to fire"
    assert not covered(window, box), (box, covered(window, box))
    leader = getattr(item, "leader_drawn", None)
    assert leader is not None
    start, end = leader
    assert drawn.adjusted(-0.5, -0.5, 0.5, 0.5).contains(start)
    assert math.hypot(end.x() - b.x(), end.y() - b.y()) < 1.5  # to the target's point
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
