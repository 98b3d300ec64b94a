"""Airstrikes bought in Build Forces, as players use them: buy two Stukas with the builder's widgets and Place Forces;
the Airstrike tool's dialog offers them first, flying one uses it up, the Aircraft dock says bought, flown and left;
the builder, opened again, lists the one still bought and counts both Stukas' points as spent."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.conftest import to_view
from tests.gui.test_force_builder import CAT, buy, open_builder, open_on

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
STUKA = CAT["ju87d"]


def drag_in_from_the_north(window: MainWindow, qtbot, x: float) -> None:  # type: ignore[no-untyped-def]
    """The Airstrike tool: press just inside the north edge (the Axis' base edge) and drag the arrow south."""
    window.set_tool("airstrike")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, x, 0.3))
    qtbot.mouseMove(vp, to_view(window, x, 8.0))
    qtbot.mouseMove(vp, to_view(window, x, 16.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, x, 16.0))


def test_bought_stukas_are_kept_offered_flown_and_listed_again(window: MainWindow, qtbot, builders, dialogs) -> None:
    open_on(window, airstrikes={"axis": 2, "allies": 0}, year=1943)
    window.view.fit_table()
    # Build Forces: two rifle squads and two Ju 87 D airstrikes for the Axis, a rifle squad for the Allies.
    dialog = open_builder(window, builders)
    dialog.points.setValue(1000)
    buy(dialog, qtbot, "axis", "R", 2)
    buy(dialog, qtbot, "allies", "R", 1)
    panel = dialog.panels["axis"]
    dialog.tabs.setCurrentWidget(panel)
    panel.aircraft.setCurrentIndex(panel.aircraft.findData("ju87d"))
    qtbot.mouseClick(panel.add_air_button, LEFT)
    qtbot.mouseClick(panel.add_air_button, LEFT)
    assert panel.air_lines() == [f"2 x {STUKA.name} — {2 * STUKA.points} pts"]
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    battle = window.session.battle
    assert battle.side("axis").airstrikes_bought == ("ju87d", "ju87d")
    # One purchase a side, the attacker's first, each one undoable step.
    assert window.undo_stack.count() == 2
    assert window.undo_stack.text(0) == "Place forces (Axis: 2 counters, Axis: 2 airstrikes)"
    feature = window.feature(AircraftFeature)
    summary = feature.dock.whole_text()
    assert (
        "Table VII: 2 — 2 bought still to fly, 0 flown, 0 left; 160 points; may fly the airstrikes it bought" in summary
    )
    assert feature.dock.tally_lines()[0] == "✔ | Axis | 2 | 0", feature.dock.tally_lines()

    # The Airstrike tool: the dialog offers the Stukas bought first, chosen already; Table VII leaves them to fly.
    drag_in_from_the_north(window, qtbot, 36.0)
    strike = dialogs[-1]
    assert strike.side_id == "axis"
    assert strike.aircraft_choices()[0] == f"bought: {STUKA.name} ×2 (paid with the forces)"
    assert strike.aircraft.currentData() == "ju87d"
    assert "2 bought with the forces waiting to fly" in strike.status.text()
    assert strike.status.text().startswith("<b>Axis</b>: airstrikes")  # the side by its name, not the file's id
    assert f"{2 * STUKA.points} points spent on airstrikes" in strike.status.text()
    assert strike.error.text() == "" and strike.fly_button.isEnabled()
    assert "paid then" in strike.plan_view.toPlainText() and "not again" in strike.plan_view.toPlainText()
    # Another aircraft would be a third airstrike: refused, with Table VII's reason.
    strike.aircraft.setCurrentIndex(strike.aircraft.findData("fw190f8"))
    assert "Table VII gave 2 airstrikes" in strike.error.text() and not strike.fly_button.isEnabled()
    strike.aircraft.setCurrentIndex(0)
    window.session.dice = ScriptedDice([])  # nothing under the strip, no guns: no dice
    qtbot.mouseClick(strike.fly_button, LEFT)
    assert battle.log[-1].summary.startswith(f"bought with the forces of Axis ({STUKA.points} points paid then)")
    assert battle.side("axis").airstrikes_bought == ("ju87d",) and [a.type for a in battle.aircraft] == ["ju87d"]
    summary = feature.dock.whole_text()
    assert "Table VII: 2 — 1 bought still to fly, 1 flown, 0 left; 160 points" in summary  # the points once
    assert feature.dock.tally_lines()[0] == "✔ | Axis | 1 | 1", feature.dock.tally_lines()
    strike.close()

    # The builder again: the Stuka still bought is listed, both Stukas' points are spent, Table VII is full.
    again = open_builder(window, builders)
    axis = again.panels["axis"]
    assert axis.air_lines() == [f"bought before: 1 x {STUKA.name} — {STUKA.points} pts (until flown)"]
    assert not axis.air_list.item(0).flags() & Qt.ItemFlag.ItemIsSelectable  # it cannot be taken back here
    assert f"{STUKA.points} in airstrikes bought before" in axis.spent.text()
    assert f"{STUKA.points} in airstrikes flown" in axis.spent.text()
    assert f"Spent {20 + 2 * STUKA.points} of" in axis.spent.text()
    assert axis.air_limit.text() == "Table VII: 2 airstrikes, 1 bought before, 1 flown"
    assert not axis.add_air_button.isEnabled()
    again.close()

    # Undo the run: the Stuka is bought again, and offered again from the Aircraft menu's New Airstrike.
    window.undo_action.trigger()
    assert battle.side("axis").airstrikes_bought == ("ju87d", "ju87d") and battle.aircraft == []
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == AircraftFeature.menu_title)
    next(a for a in menu.actions() if a.text() == "New &Airstrike").trigger()
    drag_in_from_the_north(window, qtbot, 30.0)
    assert dialogs[-1].aircraft_choices()[0] == f"bought: {STUKA.name} ×2 (paid with the forces)"
    dialogs[-1].close()


def test_the_other_side_sees_only_what_was_flown(window: MainWindow, qtbot, builders) -> None:
    """Hot seat: airstrikes bought with the forces are the buyer's own until they fly; the other side's view of
    the Aircraft dock shows what it has flown, not what it holds."""
    from morefire_gui.gui.features.hot_seat import HotSeatFeature

    open_on(window, airstrikes={"axis": 2, "allies": 0}, year=1943)
    dialog = open_builder(window, builders)
    dialog.points.setValue(1000)
    panel = dialog.panels["axis"]
    dialog.tabs.setCurrentWidget(panel)
    panel.aircraft.setCurrentIndex(panel.aircraft.findData("ju87d"))
    qtbot.mouseClick(panel.add_air_button, LEFT)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert window.session.battle.side("axis").airstrikes_bought == ("ju87d",)
    dock = window.feature(AircraftFeature).dock
    hot = window.feature(HotSeatFeature)
    hot.set_viewer("allies")
    label = window.session.battle.side("axis").label
    axis_line = next(line for line in dock.whole_text().split("<br>") if label in line)
    assert "bought" not in axis_line and "0 flown; 0 points flown" in axis_line
    # Its line shows neither what it bought nor whether it may fly another: only what it has flown.
    assert dock.tally_lines()[0] == f" | {label} | ? | 0", dock.tally_lines()
    hot.set_viewer("axis")
    assert "1 bought still to fly, 0 flown" in dock.whole_text()
    assert dock.tally_lines()[0] == f"✔ | {label} | 1 | 0", dock.tally_lines()
