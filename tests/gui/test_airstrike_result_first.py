"""After Fly, the airstrike dialog's "How it came out" pane opens with what came of the run, in the log's words: a
player at 1366 x 768 sees the guns' hit or the units strafed without scrolling past the flight's steps, which the
"Before the dice" pane beside it already shows; and the run drawn on the board names the aircraft as its counter does."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def flown(qtbot, window: MainWindow, dialogs, dice: list[int]) -> str:  # type: ignore[no-untyped-def]
    dialog = window.feature(AircraftFeature).open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    window.session.dice = ScriptedDice(dice)
    qtbot.mouseClick(dialog.fly_button, LEFT)
    return dialog.result_view.toPlainText().splitlines()[0]


def test_the_result_opens_with_the_guns_hit(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    first = flown(qtbot, air_window, dialogs, [10, 5])  # flak1 hits at 25%; the d10's 5 turns it back
    assert first.startswith("Airstrike: Ilyushin Il-2M Shturmovik of ")
    assert first.endswith(
        ": 75 points charged to Allies; aborted by 2cm Flak 38 anti-aircraft gun 1's anti-aircraft fire"
    )


def test_the_result_opens_with_the_units_strafed(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    first = flown(qtbot, air_window, dialogs, [90, 10, 50, 3])  # a miss; inf1 and ht1 suppressed, inf2 not
    assert first.endswith(": 75 points charged to Allies; strafed 3 units, 2 hit")


def test_the_result_opens_with_what_came_of_it_in_german(qtbot, german, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    first = flown(qtbot, air_window, dialogs, [90, 10, 50, 3])
    assert first.startswith("Luftangriff der Seite Alliierte: Ilyushin Il-2M Shturmovik: ")
    assert first.endswith("3 Einheiten mit Bordwaffen angegriffen, 2 getroffen")


def test_the_run_and_the_aircraft_on_the_board_name_it_alike(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The run's caption at its start and the aircraft's label at its end are the same words ("Il-2M low")."""
    flown(qtbot, air_window, dialogs, [90, 90, 90, 90])
    feature = air_window.feature(AircraftFeature)
    assert feature.items["air1"].label == "Il-2M low" and feature.run_item.caption == "Il-2M low"


def test_a_reason_cut_off_in_the_tables_is_whole_in_its_tooltip(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The units under the run and the guns: a long reason ("not strafed: of the aircraft's own side", "no line of
    sight to the aircraft's path") is cut off in the dialog's narrow right-hand pane at 1366 x 768; hovering shows it
    whole."""
    dialog = air_window.feature(AircraftFeature).open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    air_window.session.dice = ScriptedDice([90, 90, 90, 90])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    own = next(r for r in range(dialog.targets.rowCount()) if "own side" in dialog.targets.item(r, 5).text())
    assert dialog.targets.item(own, 5).toolTip() == "not strafed: of the aircraft's own side"
    hidden = dialog.aa_table.item(1, dialog.aa_table.columnCount() - 1)
    assert "no line of sight" in hidden.toolTip() and hidden.toolTip() == hidden.text()


def test_the_dock_counts_the_airstrikes_still_to_fly(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The Aircraft dock's first count is the airstrikes bought and not flown yet: once a side has flown its one
    airstrike it reads 0 there, so its head says "to fly", not "bought" (which read as if nothing had been bought)."""
    flown(qtbot, air_window, dialogs, [90, 90, 90, 90])
    dock = air_window.feature(AircraftFeature).dock
    assert dock.bought_head.text() == "to fly" and dock.flown_head.text() == "flown"
    assert "0 bought still to fly, 1 flown; 75 points" in dock.whole_text()
