"""Artillery step C as a player takes it from the Phase dock: the battery clicked in who may act is the one the order
form writes for (not the form's last battery), and Act opens the barrage dialog on that battery aimed at its side's
first registration point (4.1), not at the table's corner, which nobody chose."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.features.turns import TurnsFeature
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton


def click_actor(qtbot, dock, actor: str) -> None:  # type: ignore[no-untyped-def]
    item = dock.actor_item(actor)
    dock.actors.scrollToItem(item)
    qtbot.mouseClick(dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(item).center())


def test_the_order_form_writes_for_the_battery_chosen_in_who_may_act(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    dock = window.feature(TurnsFeature).dock
    assert dock.order_battery.currentData() == "bty1"
    click_actor(qtbot, dock, "bty4")  # the Soviet 82 mm mortars
    assert dock.order_battery.currentData() == "bty4" and dock.order_battery.currentText() == "82 mm mortars"
    assert dock.write_button.isEnabled(), dock.write_button.toolTip()
    qtbot.mouseClick(dock.write_button, LEFT)
    battle = window.session.battle
    assert battle.fire_mission("bty1") is None
    mission = battle.fire_mission("bty4")
    assert mission is not None and mission.registration_point == 1
    assert dock.actor_item("bty4").checkState(0) == Qt.CheckState.Checked


def test_act_aims_the_barrage_dialog_at_a_registration_point(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    opened: list[BarrageDialog] = []

    def run(cls, session, editor, board, aim=None, side=None, battery=None, parent=None):  # type: ignore[no-untyped-def]
        opened.append(cls(session, editor, board, aim, side, battery, parent))
        return opened[-1]

    monkeypatch.setattr(BarrageDialog, "run", classmethod(run))
    dock = window.feature(TurnsFeature).dock
    click_actor(qtbot, dock, "bty3")  # the Soviet 122 mm howitzers, off the board
    qtbot.mouseClick(dock.act_button, LEFT)
    (dialog,) = opened
    assert dialog.battery.currentData() == "bty3"
    assert dialog.aim_kind.currentData() == "rp" and dialog.rp.currentText().startswith("#1 the crossroad")
    assert dialog.request_button.isEnabled()
    qtbot.mouseClick(dialog.request_button, LEFT)
    mission = window.session.battle.fire_mission("bty3")
    assert mission is not None and mission.registration_point == 1 and mission.at is None
    dialog.close()
