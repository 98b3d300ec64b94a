"""A tool's caption standing away from what it names on a crowded board (the demo seen whole at 1366 x 768): where
no place has a leader clear of every counter and name, neither the caption nor its leader crosses the name of the
counter it points at, nor a grid number (docs/architecture.md, "Counters and labels")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import covered, crosses, drag_line_of_fire, name_drawn, to_view
from tests.gui.test_long_rulers_caption_keeps_off_the_counters import drag_checking, drawn_caption

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.mark.parametrize(
    ("firer", "target"),
    [
        ("ge1", "su5"),  # Tiger 1 to T-34 #5: the leader ran up through "T-34 #5" to the tank
        ("ge1", "su1"),  # to T-34 #1, beside SU-76 #2's name
        ("ge5", "su11"),  # Pz IV 3 to the 45mm AT gun
        ("ge7", "su1"),  # StuG 2 to T-34 #1
    ],
)
def test_the_line_of_fires_leader_never_crosses_its_targets_name(qtbot, laptop: MainWindow, firer, target) -> None:  # type: ignore[no-untyped-def]
    """The line of fire dragged to a target whose name lies under it, its caption with no room near: the caption
    and its leader keep off the target's name, and the caption off every grid number."""
    window = laptop
    item, drawn, box = drag_line_of_fire(qtbot, window, firer, target)
    name = name_drawn(window, target)
    assert not drawn.intersects(name), (drawn, name)
    assert item.leader_drawn is None or not crosses(*item.leader_drawn, name), (item.leader_drawn, name)
    assert not covered(window, box, ("number:",))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)


@pytest.mark.parametrize(
    ("start", "end"),
    [
        ("su11", "ge3"),  # the 45mm AT gun to Pz IV 1
        ("ge1", "ge4"),  # Tiger 1 to Pz IV 2
        ("ge7", "su1"),  # StuG 2 to T-34 #1
        ("su12", "su11"),  # Rifle squad 1 to the 45mm AT gun
    ],
)
def test_a_rulers_leader_never_crosses_its_ends_name(qtbot, laptop: MainWindow, start: str, end: str) -> None:  # type: ignore[no-untyped-def]
    """A ruler dragged to a counter whose name lies beside the caption's only room: the caption and its leader
    keep off that counter's name at the end of the drag."""
    window, battle = laptop, laptop.session.battle
    drag_checking(qtbot, window, battle.unit(start).at, battle.unit(end).at)
    name, drawn = name_drawn(window, end), drawn_caption(window)
    assert not drawn.intersects(name), (drawn, name)
    label = window.scene.measure.label
    if label.leader is not None:
        to_viewport = label.deviceTransform(window.view.viewportTransform())
        leader = (to_viewport.map(label.leader), to_viewport.map(QPointF(0, 0)))
        assert not crosses(*leader, name), (leader, name)
    assert QRectF(window.view.viewport().rect()).contains(drawn)
    qtbot.mouseRelease(window.view.viewport(), LEFT, NONE, to_view(window, *battle.unit(end).at))
