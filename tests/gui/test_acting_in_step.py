"""The last entries of a battle kept to the sequence of play that ask the session whether it takes them now: Direct
Fire -> Drop Spots Lost Behind Terrain, offered in the direct fire phase only, and the Phase dock's Act (and a
double-click on who may act), offered only for a unit the battle lets act in its step. Greyed, each says why in its
tooltip and status tip, in English and German; a battle played free offers them as before."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.phase_offers import kinds_of
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import Status
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_menus_as_played import point_at
from tests.gui.test_phase_bound_entries import next_to
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.battles import square

LEFT = Qt.MouseButton.LeftButton
KEEPS = " (the battle keeps to the sequence of play)"


def hidden_behind_woods(demo_path: Path, out: Path, strict: bool, step: str) -> Path:
    """An advanced game of the demo at ``step``: su7 stands behind a strip of woods that hides it from ge7, which
    had spotted it before the woods were there."""
    path = demo_battle(demo_path, out, strict=strict, step=step)
    session = BattleSession.open(path)
    b = session.battle
    b.settings = b.settings.model_copy(update={"advanced": True})
    b.terrain.append(TerrainPiece.model_validate({"id": "wall", "kind": "woods", "polygon": square(50, 24, 59, 26)}))
    i = b.unit_index("su7")
    b.units[i] = b.units[i].model_copy(update={"at": (56.0, 28.0), "spotted_by": ("ge7",)})
    session.save(path)
    return path


def lost_spots_entry(qtbot, window: MainWindow) -> tuple[QMenu, QAction]:  # type: ignore[no-untyped-def]
    """Drop Spots Lost Behind Terrain, in its menu dropped down by a click on the menu's title."""
    bar = window.menuBar()
    for title in bar.actions():
        menu = title.menu()
        if isinstance(menu, QMenu):
            found = [a for a in menu.actions() if PlayKind.LOST_SPOTS in kinds_of(a)]
            if found:
                qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(title).center())
                qtbot.waitUntil(menu.isVisible)
                return menu, found[0]
    raise AssertionError("no Drop Spots Lost entry")


def click_entry(qtbot, window: MainWindow, menu: QMenu, action: QAction) -> str:  # type: ignore[no-untyped-def]
    """Point at the entry (the status bar says its status tip), then click it; what the status bar said."""
    at = point_at(menu, action)
    said = window.statusBar().currentMessage()
    qtbot.mouseClick(menu, LEFT, pos=at)
    if menu.isVisible():
        qtbot.keyClick(menu, Qt.Key.Key_Escape)
    return said


def test_drop_spots_lost_is_offered_in_the_direct_fire_phase_only(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(hidden_behind_woods(demo_path, tmp_path / "strict.yaml", True, "movement.road"))
    menu, lost = lost_spots_entry(qtbot, window)
    why = (
        "Sequence of play: dropping the spots lost behind terrain is in the direct fire phase (steps 1-4); "
        "this is movement step 1 (road movement)"
    )
    assert not lost.isEnabled()
    assert lost.statusTip() == why + KEEPS
    assert lost.toolTip() == (
        "Advanced spotting (2.1): forget every spot whose spotter no longer sees its target\n" + why + KEEPS
    )
    # Pointed at, it says why in the status bar; clicked, it drops nothing.
    assert click_entry(qtbot, window, menu, lost) == why + KEEPS
    assert window.session.battle.unit("su7").spotted_by == ("ge7",) and window.undo_stack.count() == 0
    # Next, through the phase dock, to direct fire step 1: offered; clicked, the spot lost behind the woods goes.
    next_to(qtbot, window, "fire.at_vs_tank")
    menu, lost = lost_spots_entry(qtbot, window)
    assert lost.isEnabled() and "sequence of play" not in lost.toolTip()
    click_entry(qtbot, window, menu, lost)
    assert window.session.battle.unit("su7").spotted_by == ()
    assert window.session.battle.log[-1].title == "Spots lost behind terrain"
    # The melee phase is not the direct fire phase: greyed again.
    next_to(qtbot, window, "melee.infantry")
    assert not lost.isEnabled() and "; this is melee step A (infantry vs infantry melees)" in lost.statusTip()


def test_drop_spots_lost_says_why_not_in_german(qtbot, open_window, german, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(hidden_behind_woods(demo_path, tmp_path / "strict.yaml", True, "movement.road"))
    menu, lost = lost_spots_entry(qtbot, window)
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    tip = lost.statusTip()
    assert not lost.isEnabled()
    assert tip.startswith("Spielablauf: ") and "Phase des direkten Feuers (Schritte 1-4)" in tip, tip
    assert "dropping" not in tip and "sequence of play" not in tip and "movement step" not in tip, tip


def test_a_free_battle_drops_spots_lost_in_any_step(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:
    window = open_window(hidden_behind_woods(demo_path, tmp_path / "free.yaml", False, "movement.road"))
    menu, lost = lost_spots_entry(qtbot, window)
    assert lost.isEnabled()
    click_entry(qtbot, window, menu, lost)
    assert window.session.battle.unit("su7").spotted_by == ()


# -- the Phase dock's Act ---------------------------------------------------------------------------------------------


def suppressed_in_fire_step_4(demo_path: Path, out: Path, strict: bool) -> Path:
    """The demo at direct fire step 4 (infantry vs infantry), with the Soviet squad su13 suppressed (3.5)."""
    path = demo_battle(demo_path, out, strict=strict, step="fire.infantry")
    session = BattleSession.open(path)
    b = session.battle
    i = b.unit_index("su13")
    b.units[i] = b.units[i].model_copy(update={"status": (*b.units[i].status, Status.SUPPRESSED)})
    session.save(path)
    return path


def choose(qtbot, window: MainWindow, actor: str) -> None:  # type: ignore[no-untyped-def]
    """Click a unit in the Phase dock's list of who may act."""
    dock = window.feature(TurnsFeature).dock
    item = dock.actor_item(actor)
    assert item is not None, f"{actor} is not listed"
    dock.actors.scrollToItem(item)
    qtbot.mouseClick(dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(item).center())
    assert dock.actors.currentItem() is item


def test_act_is_offered_only_for_a_unit_that_may_act_in_the_step(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(suppressed_in_fire_step_4(demo_path, tmp_path / "strict.yaml", strict=True))
    dock = window.feature(TurnsFeature).dock
    name = window.session.battle.unit("su13")
    assert name is not None
    # The suppressed squad: Act greyed, saying why; clicked, nothing opens.
    choose(qtbot, window, "su13")
    act = dock.act_button
    assert not act.isEnabled()
    why = act.statusTip()
    assert why.startswith("Sequence of play: ") and why.endswith(
        "cannot act in direct fire step 4 (infantry vs infantry): suppressed: cannot fire until it recovers (3.5)"
        + KEEPS
    ), why
    assert act.toolTip() == (
        "Open the dialog or tool the selected unit or battery acts with in this step (or double-click it)\n" + why
    )
    armed = window.view.tool.name
    qtbot.mouseClick(act, LEFT)
    assert window.view.tool.name == armed
    # Double-clicked, the squad is found on the board and the status bar says why it does not act.
    item = dock.actor_item("su13")
    qtbot.mouseDClick(dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(item).center())
    assert window.view.tool.name == armed and window.scene.selected_unit_ids() == ["su13"]
    assert window.statusBar().currentMessage() == why.removesuffix(KEEPS)
    # A squad that may fire: Act offered with its own tip; clicked, the infantry fire tool has it as a firer.
    choose(qtbot, window, "ge11")
    assert act.isEnabled() and act.toolTip().startswith("Open the dialog or tool") and "\n" not in act.toolTip()
    qtbot.mouseClick(act, LEFT)
    assert window.view.tool.name == "infantry_fire" and window.scene.selected_unit_ids() == ["ge11"]


def test_act_is_greyed_for_a_unit_ticked_as_having_acted(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:
    window = open_window(suppressed_in_fire_step_4(demo_path, tmp_path / "strict.yaml", strict=True))
    dock = window.feature(TurnsFeature).dock
    dock.actor_item("ge11").setCheckState(0, Qt.CheckState.Checked)  # the player ticks the squad as having fired
    qtbot.waitUntil(lambda: "ge11" in window.session.battle.acted.get("fire.infantry", ()))
    choose(qtbot, window, "ge11")
    assert not dock.act_button.isEnabled()
    assert "has already acted in direct fire step 4 (infantry vs infantry) this turn" in dock.act_button.statusTip()
    window.undo_action.trigger()  # the tick taken back: it may fire again
    choose(qtbot, window, "ge11")
    assert dock.act_button.isEnabled()


def test_act_says_why_not_in_german(qtbot, open_window, german, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(suppressed_in_fire_step_4(demo_path, tmp_path / "strict.yaml", strict=True))
    choose(qtbot, window, "su13")
    act = window.feature(TurnsFeature).dock.act_button
    tip = act.statusTip()
    assert not act.isEnabled()
    assert tip.startswith("Spielablauf: ") and "niedergehalten" in tip, tip
    assert "suppressed" not in tip and "sequence of play" not in tip, tip


def test_a_free_battle_acts_with_any_unit_listed(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:
    window = open_window(suppressed_in_fire_step_4(demo_path, tmp_path / "free.yaml", strict=False))
    choose(qtbot, window, "su13")
    act = window.feature(TurnsFeature).dock.act_button
    assert act.isEnabled() and "\n" not in act.toolTip()
    qtbot.mouseClick(act, LEFT)
    assert window.view.tool.name == "infantry_fire" and window.scene.selected_unit_ids() == ["su13"]


def test_act_shows_a_landed_mission_again_though_its_battery_is_marked(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Artillery step A: the mission landed by itself as the battle entered the step, marking its battery; Act shows
    the landing again, which does nothing, so it is offered."""
    window = open_window(
        demo_battle(
            demo_path,
            tmp_path / "strict.yaml",
            strict=True,
            step="movement.infantry",
            missions=[{"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}],
        )
    )
    next_to(qtbot, window, "artillery.impact")
    assert "bty1" in window.session.battle.acted.get("artillery.impact", ())
    choose(qtbot, window, "bty1")
    assert window.feature(TurnsFeature).dock.act_button.isEnabled()
