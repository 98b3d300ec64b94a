"""A mount taken back by Edit -> Undo leaves its log entry (undo never takes one back), but nothing the window says of
the squad reads it: the Phase dock's notes, the roster's State column, the counter's tooltip and the Selected dock say
what the battle holds after the Undo (and after the Redo, the mount again). Right after the mount the Phase dock says
the squad mounted, not that it "moved on foot"; and the Selected dock's row of the squad's move says "moved" once."""

from __future__ import annotations

from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Moved
from morefire_gui.session.turn_state import current_step
from tests.gui.test_counters_named_as_players_read_them import details_rows, roster_row
from tests.gui.test_movement_gui import drag
from tests.gui.test_phase_dock import halftrack_beside, press_next

HALFTRACK = "SdKfz 251/1 halftrack 1"


def to_step(qtbot, window: MainWindow, step: str) -> TurnsFeature:  # type: ignore[no-untyped-def]
    feature = window.feature(TurnsFeature)
    while current_step(window.session).id != step:
        press_next(qtbot, feature)
    return feature


def mount_2nd_squad(qtbot, window: MainWindow) -> TurnsFeature:  # type: ignore[no-untyped-def]
    """The demo in the sequence of play: the halftrack beside 2nd Squad, movement step 5, both selected, the Movement
    dock's Mount pressed."""
    halftrack_beside(window, "ge8", "ge13")
    window.sequence_action.trigger()
    feature = to_step(qtbot, window, "movement.mount")
    window.scene.clearSelection()
    window.scene.units["ge13"].setSelected(True)
    window.scene.units["ge8"].setSelected(True)
    window.feature(MovementFeature).dock.mount_button.click()
    assert window.session.battle.unit("ge13").riding_on == "ge8"
    return feature


def said_of_the_squad(window: MainWindow, feature: TurnsFeature) -> dict[str, str]:
    """What the window says of 2nd Squad: its line in the Phase dock, its State cell, its counter's tooltip, and the
    Selected dock's rows with it selected."""
    item = feature.dock.actor_item("ge13")
    window.scene.clearSelection()
    window.scene.units["ge13"].setSelected(True)
    rows = details_rows(window)
    return {
        "phase": item.text(0) if item is not None else "",
        "state": roster_row(window, "ge13")[2],
        "tip": window.scene.units["ge13"].toolTip(),
        "details": "\n".join(f"{k}: {v}" for k, v in rows.items()),
    }


def test_a_squad_that_mounted_is_said_to_have_mounted_right_away_and_after_undo_and_redo(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    feature = mount_2nd_squad(qtbot, window)
    now = said_of_the_squad(window, feature)
    assert f"mounted {HALFTRACK}" in now["phase"] and "moved on foot" not in now["phase"], now
    assert now["state"] == f"mounted {HALFTRACK}"
    assert now["tip"].endswith(f", mounted {HALFTRACK}"), now
    assert f"This turn: mounted {HALFTRACK}" in now["details"], now
    window.undo_action.trigger()
    assert window.session.battle.unit("ge13").riding_on is None
    assert window.session.battle.log[-1].kind == "mount"  # the entry stays
    now = said_of_the_squad(window, feature)
    assert f"may mount {HALFTRACK}" in now["phase"] and "mounted" not in now["phase"], now
    assert now["state"] == ""
    assert "mounted" not in now["tip"] and "mounted" not in now["details"], now
    window.redo_action.trigger()
    now = said_of_the_squad(window, feature)
    assert f"mounted {HALFTRACK}" in now["phase"] and "moved on foot" not in now["phase"], now
    assert now["state"] == f"mounted {HALFTRACK}"
    assert now["tip"].endswith(f", mounted {HALFTRACK}"), now
    assert f"This turn: mounted {HALFTRACK}" in now["details"], now


def test_a_squad_whose_mount_was_undone_and_then_walked_is_said_to_have_moved_on_foot(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    feature = mount_2nd_squad(qtbot, window)
    window.undo_action.trigger()
    feature = to_step(qtbot, window, "movement.infantry")
    squad = window.session.battle.unit("ge13")
    assert squad is not None and squad.riding_on is None and squad.moved is None
    window.set_tool("move")
    start = squad.at
    drag(qtbot, window, start, (start[0] + 1.0, start[1]))
    squad = window.session.battle.unit("ge13")
    assert squad is not None and squad.moved is Moved.INFANTRY and squad.riding_on is None
    now = said_of_the_squad(window, feature)
    assert "moved on foot" in now["phase"] and "mounted" not in now["phase"], now
    assert now["state"] == "moved on foot"
    assert now["tip"].endswith(", moved on foot"), now
    assert "This turn: moved on foot" in now["details"] and "mounted" not in now["details"], now


def test_the_selected_dock_says_moved_once_for_a_vehicles_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("move")
    tank = window.session.battle.unit("ge8")
    assert tank is not None
    drag(qtbot, window, tank.at, (tank.at[0], tank.at[1] + 2.0))
    tank = window.session.battle.unit("ge8")
    assert tank is not None and tank.moved is not None
    window.scene.clearSelection()
    window.scene.units["ge8"].setSelected(True)
    rows = details_rows(window)
    assert rows.get("This turn", "").startswith("moved at "), rows
    assert "Moved" not in rows, rows
