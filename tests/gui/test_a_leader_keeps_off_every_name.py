"""The line of fire dragged on the demo seen whole at 1366 x 768, its caption with no room near the target: the
dashed leader from the caption to the target crosses no counter's name (it leaves the caption from whichever point of
it has a clear line to the target; where none has one clear of every counter, one clear of the names), as it crossed
"T-34 #2" on the way to T-34 #1 before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import crosses, drag_line_of_fire


@pytest.mark.parametrize(
    ("firer", "target"),
    [
        ("ge1", "su1"),  # Tiger 1 to T-34 #1: the leader ran through "T-34 #2"
        ("ge12", "su5"),  # the LMG in the village to T-34 #5: it ran through "SdKfz 251 2" and two more
        ("ge12", "su2"),  # and to T-34 #2, through "SMG squad 2"
        ("ge8", "su17"),  # SdKfz 251 1 to the MMG by the forest: through "ZiS-3"
    ],
)
def test_the_line_of_fires_leader_crosses_no_name(qtbot, laptop: MainWindow, firer: str, target: str) -> None:
    window = laptop
    item, _, _ = drag_line_of_fire(qtbot, window, firer, target)
    assert item.leader_drawn is not None  # drawn away from the target, with a leader
    crossed = []
    for unit in window.scene.units.values():
        name = unit.label
        if unit.isVisible() and name.isVisible() and name.text():
            drawn = name.deviceTransform(window.view.viewportTransform()).mapRect(name.boundingRect())
            if crosses(*item.leader_drawn, drawn.adjusted(1, 1, -1, -1)):
                crossed.append(name.text())
    assert crossed == []
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
