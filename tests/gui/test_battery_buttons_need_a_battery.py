"""The Artillery dock's Delete, Set Up and Break Down act on the selected battery: with none selected (nothing, or a
side's row) they are greyed, not buttons that do nothing when pressed; a battery chosen, they are offered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from morefire_gui.gui.features.artillery import ArtilleryFeature
from tests.gui.test_artillery_gui import demo_battle, open_window, select_battery  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton


def test_delete_set_up_and_break_down_wait_for_a_battery(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    dock.raise_()
    buttons = (dock.delete_button, dock.set_up_button, dock.breakdown_button)
    assert dock.selected_battery() is None
    assert [b.isEnabled() for b in buttons] == [False, False, False]
    qtbot.mouseClick(dock.delete_button, LEFT)
    assert len(window.session.battle.batteries) == 4 and window.undo_stack.count() == 0
    # A side's row is not a battery.
    side = dock.tree.topLevelItem(0)
    rect = dock.tree.visualItemRect(side)
    qtbot.mouseClick(dock.tree.viewport(), LEFT, pos=rect.topLeft() + QPoint(30, rect.height() // 2))
    assert dock.selected_battery() is None and not dock.delete_button.isEnabled()
    # The mortars chosen: each is offered (artillery step C is where a battery sets up or breaks down, 4.8).
    select_battery(qtbot, dock, "bty2")
    assert [b.isEnabled() for b in buttons] == [True, True, True]
    # The dock filled anew (Next, Undo) keeps the choice, and the buttons with it.
    window.feature(ArtilleryFeature).dock.refresh(window.session)
    assert dock.selected_battery() == "bty2" and dock.delete_button.isEnabled()
