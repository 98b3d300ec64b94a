"""The Phase dock's Act, in a battle kept to the sequence of play, starts what the step is for with the unit chosen
in the list of who may act: the fire dialog with it as the firer in direct fire steps 1 and 2, the Infantry Fire
tool with it as a firer in steps 3 and 4 (test_fire_dialogs_offer_what_may_be_done_now.py), the Move tool with it
selected in the movement steps, the barrage dialog with the battery in artillery step C. Each is opened as its own
menu entry or dock button opens it; the player still picks the rest (the target, the aim point)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.names import unit_name
from tests.gui.test_acting_in_step import choose
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_direct_fire_gui import dialogs  # noqa: F401 # the fire dialogs opened, kept
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def act(qtbot, window: MainWindow, actor: str) -> None:  # type: ignore[no-untyped-def]
    """Click ``actor`` in who may act, then Act (offered)."""
    choose(qtbot, window, actor)
    button = window.feature(TurnsFeature).dock.act_button
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, LEFT)


def name(window: MainWindow, unit_id: str) -> str:
    return said(unit_name(window.session, unit_id, window.view_filter))


@pytest.mark.parametrize(("step", "firer"), [("fire.at_vs_tank", "ge10"), ("fire.tank_vs_tank", "ge1")])
def test_act_opens_the_fire_dialog_with_the_unit_as_the_firer(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path, step: str, firer: str
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step=step))
    act(qtbot, window, firer)
    assert len(dialogs) == 1
    dialog = dialogs[0]
    assert isinstance(dialog, FireDialog) and dialog.firer.currentData() == firer
    assert dialog.firer.currentText().startswith(name(window, firer))
    # Only the firer is the Act's choice: no target chosen for the player, the enemy's offered for him to pick from.
    assert dialog.target.currentIndex() == -1 and dialog.target.placeholderText() == "choose the target"
    assert not dialog.fire_button.isEnabled() and "choose a target" in dialog.fire_button.toolTip()
    targets = [dialog.target.itemData(i) for i in range(dialog.target.count())]
    firing_side = window.session.battle.unit(firer).side
    assert targets and all(window.session.battle.unit(t).side != firing_side for t in targets)
    dialog.target.setCurrentIndex(0)
    assert dialog.target_id == targets[0] and dialog.plan is not None and dialog.plan.target.id == targets[0]
    assert window.scene.selected_unit_ids() == [firer]  # found on the board too


@pytest.mark.parametrize(("step", "mover"), [("movement.cross_country", "ge1"), ("movement.infantry", "ge10")])
def test_act_picks_the_move_tool_with_the_unit_selected(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path, step: str, mover: str
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step=step))
    window.set_tool("measure")  # another tool in hand: Act takes up Move
    act(qtbot, window, mover)
    assert window.view.tool.name == "move" and window.tool_actions["move"].isChecked()
    assert window.scene.selected_unit_ids() == [mover]
    assert window.statusBar().currentMessage() == f"{name(window, mover)} selected: drag it to move it"


def test_act_takes_up_infantry_fire_with_the_unit_as_a_firer(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire step 4: the Infantry Fire tool, as Infantry -> Infantry Fire arms it, the squad a firer already, and
    the status bar says to click the target area (the dialog opens on it)."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.infantry"))
    window.set_tool("measure")
    act(qtbot, window, "ge11")
    assert window.view.tool.name == "infantry_fire" and window.tools["infantry_fire"].firers() == ["ge11"]
    assert window.statusBar().currentMessage() == f"Firers: {name(window, 'ge11')} — now click the target area"


def test_act_opens_the_barrage_dialog_with_the_battery_in_artillery_step_c(  # type: ignore[no-untyped-def]
    qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    battery = window.session.battle.battery("bty2")
    assert battery is not None
    act(qtbot, window, "bty2")
    assert len(barrage_dialogs) == 1
    dialog = barrage_dialogs[0]
    assert dialog.battery.currentData() == "bty2" and said(battery.label) in dialog.battery.currentText()
    assert window.view.tool.name == "barrage"  # as the Artillery dock's Fire arms it


def test_act_stays_greyed_where_the_unit_may_not_act(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """The mortar's gun does not move in the infantry movement step (4.8): Act greyed; double-clicked, nothing
    opens and the Move tool is not taken up."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry"))
    window.set_tool("measure")
    choose(qtbot, window, "ge16")
    dock = window.feature(TurnsFeature).dock
    assert not dock.act_button.isEnabled()
    item = dock.actor_item("ge16")
    qtbot.mouseDClick(dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(item).center())
    assert window.view.tool.name == "measure" and window.scene.selected_unit_ids() == ["ge16"]
    assert "only a battery in transit moves (4.8)" in window.statusBar().currentMessage()


def test_act_opens_the_fire_dialog_in_german(  # type: ignore[no-untyped-def]
    qtbot, open_window, german, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_tank"))
    act(qtbot, window, "ge1")
    assert dialogs[0].firer.currentData() == "ge1" and dialogs[0].windowTitle() == "Direktes Feuer"


# -- the fire dialog's Fire, greyed, says why -------------------------------------------------------------------------

FIRE_TIP = "Roll to hit, then the hit location and the damage"


def test_fire_says_why_the_battle_would_not_take_the_shot(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Greyed out of the shot's direct fire step, the session's refusal (rule first) in its tooltip and status tip, as
    Roll to Spot says it; in its step, why the session still refuses it (the target not spotted); offered once it is
    spotted, with its own tip."""
    from tests.gui.test_phase_bound_entries import next_to

    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road"))
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    fire = dialog.fire_button
    why = fire.statusTip()
    assert not fire.isEnabled()
    assert why.startswith("Sequence of play: ") and why.endswith("this is movement step 1 (road movement)"), why
    assert fire.toolTip() == f"{FIRE_TIP}\n{why}"
    next_to(qtbot, window, "fire.at_vs_tank")  # an anti-tank gun is a target of direct fire step 3, not 1
    assert not fire.isEnabled() and "is direct fire step 3 (tank vs infantry and AT systems)" in fire.toolTip()
    next_to(qtbot, window, "fire.tank_vs_infantry")
    assert not fire.isEnabled()
    assert fire.statusTip().startswith("Rule 2.1: ZiS-3 is not spotted"), fire.statusTip()
    window.session.dice = ScriptedDice([1])  # the spotting chart's roll succeeds
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert fire.isEnabled() and fire.toolTip() == FIRE_TIP and fire.statusTip() == FIRE_TIP, fire.toolTip()
    dialog.accept()


def test_fire_says_why_the_weapon_cannot_fire(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su1")
    fire = dialog.fire_button
    assert not fire.isEnabled()
    assert "no line of sight from StuG 2 to T-34 #1" in fire.statusTip(), fire.statusTip()
    assert fire.toolTip() == f"{FIRE_TIP}\n{fire.statusTip()}"
    dialog.target.setCurrentIndex(dialog.target.findData("su10"))  # a target in sight: no longer said
    assert "T-34" not in fire.toolTip()
    dialog.accept()


def test_fire_says_why_not_in_german(qtbot, window: MainWindow, german, dialogs) -> None:  # type: ignore[no-untyped-def]
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su1")
    tip = dialog.fire_button.toolTip()
    assert not dialog.fire_button.isEnabled() and "\n" in tip
    assert "line of sight" not in tip and "Roll to hit" not in tip, tip
    dialog.accept()


def test_act_says_drag_the_unit_in_german(qtbot, open_window, german, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.cross_country"))
    act(qtbot, window, "ge1")
    assert window.view.tool.name == "move"
    assert window.statusBar().currentMessage() == f"{name(window, 'ge1')} gewählt: zum Bewegen ziehen"
