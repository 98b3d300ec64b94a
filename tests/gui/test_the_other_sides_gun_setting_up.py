"""4.8 in hot seat: a gun of no battery that begins its set-up does it as its side's secret (its crew's work is its own
entry). The other side's player, handed the table, reads nothing of it: not in the Phase dock's ticks (a tick beside a
gun that has not moved would tell that it began one), nor the side's seen battle, nor ``morefire turn --view``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.cli import main
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import save_battle
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import seen_battle, view_of
from tests.gui.conftest import to_view
from tests.gui.test_hidden_information import hand_over
from tests.hidden_battle import hidden_session

GUN = "ge10"  # the Axis PaK 40, a gun of no battery, in plain sight


def in_transit(demo_path: Path) -> BattleSession:
    """The hot-seat battle in an advanced game (4.8 is one of its rules), in movement step 6, the PaK 40 in transit."""
    session = hidden_session(demo_path)
    b = session.battle
    b.settings = b.settings.model_copy(update={"advanced": True})
    i = b.unit_index(GUN)
    b.units[i] = b.units[i].model_copy(update={"deployment": DeploymentState.IN_TRANSIT})
    b.step = "movement.infantry"
    return session


def the_gun_in_the_phase_dock(w: MainWindow) -> tuple[str, bool, str]:
    return next(row for row in w.feature(TurnsFeature).dock.actor_rows() if row[0] == GUN)


@pytest.fixture
def set_up_by_its_owner(qtbot, window: MainWindow, demo_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The Axis player at the table selects the PaK 40 and chooses Movement -> Set Up or Break Down Gun."""
    window.replace_session(in_transit(demo_path))
    window.view.fit_table()
    hand_over(qtbot, window, "axis")
    window.set_tool("select")
    at = window.session.battle.unit(GUN).at
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, *at)
    )
    assert window.scene.selected_unit_ids() == [GUN]
    window.feature(MovementFeature).gun_action.trigger()
    gun = window.session.battle.unit(GUN)
    assert gun is not None and gun.deployment is DeploymentState.SETTING_UP
    assert the_gun_in_the_phase_dock(window)[1]  # its owner sees it ticked: it has acted in the step
    return window


def test_the_other_sides_phase_dock_does_not_tick_a_gun_that_began_its_set_up(
    qtbot, set_up_by_its_owner: MainWindow, demo_path: Path
) -> None:
    """Handed the table, the Allied player finds the PaK 40 as it would be had nothing been done with it: not ticked,
    its row read the same."""
    w = set_up_by_its_owner
    hand_over(qtbot, w, "allies")
    told = the_gun_in_the_phase_dock(w)
    w.replace_session(in_transit(demo_path))  # the same battle, the gun left alone
    hand_over(qtbot, w, "allies")
    assert told == the_gun_in_the_phase_dock(w)
    assert not told[1]


def test_the_seen_battle_and_turn_view_do_not_mark_the_gun(
    set_up_by_its_owner: MainWindow, tmp_path: Path, capsys
) -> None:  # type: ignore[no-untyped-def]
    """A remote Allied client's battle holds no mark of the gun, and neither does ``morefire turn --view allies``;
    the owner's still does (its player set it up)."""
    battle = set_up_by_its_owner.session.battle
    assert GUN in battle.acted["movement.infantry"]
    assert GUN not in seen_battle(battle, view_of(battle, "allies")).acted.get("movement.infantry", ())
    assert GUN in seen_battle(battle, view_of(battle, "axis")).acted["movement.infantry"]
    path = tmp_path / "b.yaml"
    save_battle(battle, path, keep_backup=False)
    for side, ticked in (("allies", False), ("axis", True)):
        assert main(["turn", str(path), "--view", side, "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert next(a["acted"] for a in out["eligible"] if a["id"] == GUN) is ticked
        assert (GUN in out["acted"].get("movement.infantry", ())) is ticked
        assert main(["turn", str(path), "--view", side]) == 0
        text = capsys.readouterr().out
        assert ("[x] Kampfgruppe Peiper: PaK 40" in text) is ticked
        assert ("completes its set-up" in text) is ticked
