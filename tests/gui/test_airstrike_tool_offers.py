"""What the Airstrike tool and the Aircraft dock offer in a battle kept to the sequence of play where only an aircraft's
run is left: New Airstrike greyed with why, the tool armed for the run alone (its hint saying so, a press at a board
edge saying why no new airstrike flies rather than opening an empty dialog, a press on the aircraft's arrow tip opening
its run), and the dock saying briefly, in its own colour, that a side has none left to fly, the whole in the line's
tooltip, in English and in German. A run's dialog speaks of the aircraft's runs, not of Table VII."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.mnemonics import plain
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.conftest import to_view
from tests.gui.test_aircraft_steps import strict_window, toolbar_button  # noqa: F401 # the fixture
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# A Stuka of the Axis over the table, its arrow pointing south; it has not flown this turn, and nobody bought one.
STUKA_IN_PLAY = "aircraft:\n  - {id: air1, side: axis, type: ju87d, at: [40, 6], heading: 180}\n"
NONE_LEFT = "no airstrike left to fly: a battle kept to the sequence of play flies only those the forces have"


def new_airstrike_entry(window: MainWindow):  # type: ignore[no-untyped-def]
    """The Aircraft menu's New Airstrike."""
    return next(
        a
        for m in window.menuBar().actions()
        if m.menu() is not None
        for a in m.menu().actions()
        if plain(a.text()) in ("New Airstrike", "Neuer Luftangriff")
    )


def test_with_only_a_run_left_no_new_airstrike_is_offered_and_the_tool_flies_the_run(  # type: ignore[no-untyped-def]
    qtbot, strict_window, dialogs
) -> None:
    window = strict_window("movement.aircraft", extra=STUKA_IN_PLAY)
    feature = window.feature(AircraftFeature)
    dock = feature.dock
    # The dock's New Airstrike and the menu's are greyed, saying why; Fly Run… is offered (the Stuka's run is left).
    for entry in (dock.new_button, new_airstrike_entry(window)):
        assert not entry.isEnabled(), entry.text()
        assert "Table VII: no airstrike was bought to fly" in entry.toolTip(), entry.toolTip()
    assert dock.fly_button.isEnabled()
    # The toolbar's Airstrike is offered for the run, and its hint says only that.
    button = toolbar_button(window, "airstrike")
    assert button.isEnabled()
    qtbot.mouseClick(button, LEFT)
    assert window.view.tool is not None and window.view.tool.name == "airstrike"
    assert window.tool_hint.whole_text() == "Airstrike: press an aircraft's arrow tip to fly its run"
    # A press at the south edge opens no dialog with nothing to choose: the status bar says why.
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, 20.0, 47.8))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 20.0, 30.0))
    assert dialogs == []
    said = window.statusBar().currentMessage()
    assert said == "Table VII: no airstrike was bought to fly", said
    # A press on the Stuka's arrow tip opens its run.
    tip = feature.items["air1"].tip
    qtbot.mouseClick(viewport, LEFT, NONE, to_view(window, *tip))
    assert len(dialogs) == 1 and dialogs[0].aircraft_id == "air1"
    assert window.session.battle.aircraft[0].heading == 180  # the arrow was not turned
    # The run's dialog names the Stuka and where it flies from, along its arrow.
    run = dialogs[0]
    assert run.aircraft.currentText().startswith("Junkers Ju 87 D-5 Stuka"), run.aircraft_choices()
    assert (run.entry_x.value(), run.entry_y.value(), run.heading.value()) == (40.0, 6.0, 180.0)
    form = run.entry_box.parentWidget().layout()
    assert form.labelForField(run.entry_box).text() == "Flies from"
    assert run.fly_button.isEnabled() and not run.error.text(), run.error.text()
    plan = run.plan_view.toPlainText()
    assert "heading 180, low altitude; strafes; no unit under the run; 1 anti-aircraft weapon can fire." in plan, plan
    # Its path in table points as the window writes them everywhere: one decimal (i18n.table_number), not "40.00".
    assert "flies 1400 yards along its arrow (heading 180) from 40.0, 6.0 to 40.0, 34.0" in plan, plan


def test_once_a_new_airstrike_is_bought_the_tool_offers_both(qtbot, strict_window, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The Allies have an Il-2 to fly as well as the Stuka's run: New Airstrike is offered, and the tool's hint says
    both; a press at the south edge opens the airstrike dialog."""
    window = strict_window("movement.aircraft", allies_have="il2", extra=STUKA_IN_PLAY)
    dock = window.feature(AircraftFeature).dock
    assert dock.new_button.isEnabled()
    qtbot.mouseClick(toolbar_button(window, "airstrike"), LEFT)
    assert window.tool_hint.whole_text() == (
        "Airstrike: press at a board edge and drag the direction arrow into the table; press an aircraft's arrow tip "
        "to fly its run"
    )
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, 20.0, 47.8))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 20.0, 30.0))
    assert len(dialogs) == 1 and dialogs[0].side_id == "allies"


def side_line(window: MainWindow, side: str) -> tuple[QLabel, ...]:
    """The cells of a side's line in the Aircraft dock's tally (its mark, name, bought, flown), in the battle's order
    of sides."""
    dock = window.feature(AircraftFeature).dock
    index = [s.id for s in window.session.battle.sides].index(side)
    return dock.tally_rows[index]


def test_a_side_with_none_left_to_fly_is_said_briefly_not_as_an_error(qtbot, strict_window) -> None:  # type: ignore[no-untyped-def]
    """A strict battle where the Allies have an Il-2 and the Axis nothing: the Axis's line is marked "–" (none left),
    in the dock's own colour, not the red cross of a side barred from flying; each of its cells has the whole line in
    its tooltip, the reason last. The Allies' is marked "✔", its tooltip saying it may fly the one it bought."""
    window = strict_window("movement.aircraft", allies_have="il2")
    line = side_line(window, "axis")
    assert [cell.text() for cell in line] == ["–", "Axis", "0", "0"]
    assert line[0].styleSheet() == ""
    whole = "<b>Axis</b>: Table VII: not rolled — 0 bought still to fly, 0 flown; 0 points; " + NONE_LEFT
    assert [cell.toolTip() for cell in line] == [whole] * 4
    allies = side_line(window, "allies")
    assert [cell.text() for cell in allies] == ["✔", "Allies", "1", "0"]
    assert allies[1].toolTip().endswith("; may fly the airstrikes it bought"), allies[1].toolTip()


def test_none_left_to_fly_in_german(qtbot, german, strict_window) -> None:  # type: ignore[no-untyped-def]
    window = strict_window("movement.aircraft", allies_have="il2")
    line = side_line(window, "axis")
    assert [cell.text() for cell in line] == ["–", "Achse", "0", "0"]
    assert line[0].styleSheet() == "" and "color" not in line[1].toolTip()
    assert "; kein Luftangriff bleibt zu fliegen" in line[1].toolTip(), line[1].toolTip()


# The Stuka over the table, two runs flown, and an Il-2 bought for the Allies: a new airstrike has Table VII's say, a
# run has none.
STUKA_TWICE_FLOWN = "aircraft:\n  - {id: air1, side: axis, type: ju87d, at: [40, 6], heading: 180, runs: 2}\n"


def fly_run_from_the_dock(window: MainWindow, dialogs):  # type: ignore[no-untyped-def]
    """The Aircraft dock: select the Stuka, press Fly Run…; its run's dialog."""
    dock = window.feature(AircraftFeature).dock
    dock.tree.setCurrentItem(dock.tree.topLevelItem(0))
    dock.fly_button.click()
    run = dialogs[-1]
    assert run.aircraft_id == "air1"
    return run


def test_a_runs_dialog_says_the_aircraft_and_its_runs_not_table_vii(qtbot, strict_window, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The run of a Stuka in play, opened from the Aircraft dock in movement step 3: its status says the Stuka, its
    side, that its run of this turn is still to fly and the runs it has flown, not the Axis' airstrikes under Table
    VII nor their points (a run buys nothing). Flown, its next run's dialog says it has flown this turn's and flies
    again next turn. A new airstrike's dialog still speaks of Table VII."""
    window = strict_window("movement.aircraft", allies_have="il2", extra=STUKA_TWICE_FLOWN)
    run = fly_run_from_the_dock(window, dialogs)
    said = run.status.text()
    assert said == (
        "<b>Junkers Ju 87 D-5 Stuka</b> (Axis): its run of turn 1 is still to fly; 2 runs flown before it."
    ), said
    assert "Table VII" not in said and "points" not in said
    window.session.dice = ScriptedDice([99] * 8)  # the M16 misses; nothing under the strip
    qtbot.mouseClick(run.fly_button, LEFT)
    assert window.session.battle.aircraft[0].runs == 3
    run.close()
    again = fly_run_from_the_dock(window, dialogs)
    said = again.status.text()
    assert said == (
        "<b>Junkers Ju 87 D-5 Stuka</b> (Axis): it has flown its run of this turn, the next in turn 2; 3 runs flown."
    ), said
    assert not again.fly_button.isEnabled()
    again.close()
    # A new airstrike: the Allies' Il-2, Table VII's words.
    window.feature(AircraftFeature).open_airstrike((20, 48), 0, "allies")
    assert "airstrikes not limited (no Table VII result)" in dialogs[-1].status.text(), dialogs[-1].status.text()


def test_a_runs_dialog_says_its_runs_in_german(qtbot, german, strict_window, dialogs) -> None:  # type: ignore[no-untyped-def]
    window = strict_window("movement.aircraft", extra=STUKA_TWICE_FLOWN)
    run = fly_run_from_the_dock(window, dialogs)
    said = run.status.text()
    assert said == (
        "<b>Junkers Ju 87 D-5 Stuka</b> (Achse): sein Anflug der Runde 1 steht noch aus; zuvor 2 Anflüge geflogen."
    ), said
