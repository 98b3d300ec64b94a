"""On a laptop the Phase dock scrolls: a new step, and the next player at the table after a hand-over, read it from its
top (the turn, Next, the step and what to do now), not from where the last step or the other player left it scrolled
(down at the list of who may act in artillery step C)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from morefire_gui.gui.docks.phase import PhaseDock
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import close_quietly
from tests.gui.test_action_equivalence_artillery import write_fire_order
from tests.gui.test_artillery_gui import demo_battle
from tests.gui.test_docks_at_1366 import laptop

LEFT = Qt.MouseButton.LeftButton


def reads_from_its_top(dock: PhaseDock) -> bool:
    """The dock scrolled to its top: the step's heading whole in sight."""
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    QApplication.processEvents()
    top = dock.step_label.mapTo(scroll.viewport(), QPoint(0, 0)).y()
    return (
        scroll.verticalScrollBar().value() == 0
        and top >= 0
        and top + dock.step_label.height() <= scroll.viewport().height()
    )


def test_the_next_player_and_the_next_step_read_the_dock_from_its_top(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = laptop(
        qtbot, demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders")
    )
    try:
        hot_seat = window.feature(HotSeatFeature)
        hot_seat.choose_view("axis")
        qtbot.mouseClick(hot_seat.cover.button, LEFT)
        dock = window.feature(TurnsFeature).dock
        assert reads_from_its_top(dock)
        write_fire_order(qtbot, window, "bty1", 1)  # II./AR 2's order: the form stays in sight
        scroll = dock.widget()
        assert isinstance(scroll, QScrollArea) and scroll.verticalScrollBar().value() == 0
        scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())  # down at the list of who may act
        assert scroll.verticalScrollBar().value() > 0
        hot_seat.hand_over.trigger()  # Players → Hand Over: the Allies' player lifts the cover
        qtbot.mouseClick(hot_seat.cover.button, LEFT)
        assert hot_seat.viewer == "allies" and reads_from_its_top(dock)
        scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())  # the player reads down the dock
        window.feature(TurnsFeature).next_action.trigger()  # Turn -> Next Step
        assert window.session.battle.step == "fire.at_vs_tank" and reads_from_its_top(dock)
    finally:
        close_quietly(window)
