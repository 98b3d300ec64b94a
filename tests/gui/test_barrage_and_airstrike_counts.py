"""The barrage and airstrike dialogs count and place as a wargamer writes: "1 gun", "4 guns" ("1 Geschütz",
"4 Geschütze", Qt's plural forms), a battery's guns row that never shows another battery's guns, and an airstrike's
entry point with one decimal in the locale's mark while it keeps what the player gave."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.table import RemoveUnits
from tests.gui.conftest import to_view
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the fixture
from tests.gui.test_barrage_dialog_rows import choose, open_barrage
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier

# (language, one gun under the battery's name, the plan's one gun, the plan's four guns)
COUNTS = [
    ("en", "on the table, 1 x 81mm mortar", "(spread, 1 gun, ", "(spread, 4 guns, "),
    ("de", "auf dem Tisch, 1 x 81mm-Mörser", "(gestreut, 1 Geschütz, ", "(gestreut, 4 Geschütze, "),
]


@pytest.mark.parametrize(("language", "words", "one", "four"), COUNTS)
def test_a_one_gun_battery_reads_one_gun(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, barrage_dialogs, request, language: str, words: str, one: str, four: str
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    dialog = open_barrage(qtbot, window, barrage_dialogs, 40.0, 30.0)
    choose(qtbot, dialog.side, "axis")
    choose(qtbot, dialog.battery, "bty2")  # the mortar section: one 81 mm mortar (ge16)
    assert dialog.battery_words.text() == words
    plan = dialog.plan_view.toPlainText()
    assert one in plan, plan
    assert "1 guns" not in plan and "1 Geschütze" not in plan
    choose(qtbot, dialog.battery, "bty1")  # four 10.5 cm howitzers
    assert four in dialog.plan_view.toPlainText()


def shown_row(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    """What the guns row shows the player, widget by widget."""
    widgets = (dialog.guns, dialog.guns_of, dialog.calibre, dialog.no_guns)
    return [w.text() for w in widgets if w.isVisible()]


def test_the_guns_row_shows_no_other_batterys_guns_when_the_chosen_has_none(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, barrage_dialogs
) -> None:
    dialog = open_barrage(qtbot, window, barrage_dialogs, 40.0, 30.0)
    choose(qtbot, dialog.side, "allies")
    choose(qtbot, dialog.battery, "bty4")  # one 82 mm mortar
    assert shown_row(dialog) == ["1", "guns of", "82.0 mm"]
    window.act(RemoveUnits(ids=("su19",)))  # the mortar taken off the table while the dialog is open
    assert shown_row(dialog) == ["no gun that can fire (see why below)"]
    assert "every one of its guns is destroyed" in dialog.error.text()
    choose(qtbot, dialog.battery, "bty3")  # four 122 mm howitzers
    assert shown_row(dialog) == ["4", "guns of", "122.0 mm"]
    choose(qtbot, dialog.battery, "bty4")  # back to the battery that has no gun left: not the 122s
    assert shown_row(dialog) == ["no gun that can fire (see why below)"]


@pytest.mark.parametrize(("language", "shown"), [("en", ("20.4", "48.0")), ("de", ("20,4", "48,0"))])
def test_the_airstrikes_entry_point_reads_with_one_decimal_and_keeps_what_is_given(  # type: ignore[no-untyped-def]
    qtbot, air_window: MainWindow, dialogs, request, language: str, shown: tuple[str, str]
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    w = air_window
    w.set_tool("airstrike")
    vp = w.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, 20.37, 47.7))  # at the south edge, dragged north
    qtbot.mouseMove(vp, to_view(w, 20.37, 40.0))
    qtbot.mouseMove(vp, to_view(w, 20.37, 30.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, 20.37, 30.0))
    dialog = dialogs[-1]
    dialog.show()  # as the player sees it: the boxes take and give up the keyboard
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    given = dialog.entry_x.value()
    assert (dialog.entry_x.text(), dialog.entry_y.text()) == shown
    assert round(given, 1) == 20.4 and given != 20.4  # the point dragged, not its rounding
    mark = shown[0][2]
    dialog.entry_x.setFocus()
    dialog.entry_x.selectAll()
    qtbot.keyClicks(dialog.entry_x, f"12{mark}34")
    qtbot.keyClick(dialog.entry_x, Qt.Key.Key_Tab)
    assert dialog.entry_x.text() == f"12{mark}3"
    assert dialog.entry_x.value() == pytest.approx(12.34)


@pytest.mark.parametrize(
    ("language", "battery"),
    [
        ("en", "straight behind the aim point: at 30.3, 68.0"),
        ("de", "gerade hinter dem Zielpunkt: bei 30,3 / 68,0"),
    ],
)
def test_the_barrages_steps_write_the_batterys_place_as_every_table_point(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, barrage_dialogs, request, language: str, battery: str
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    dialog = open_barrage(qtbot, window, barrage_dialogs, 30.0, 30.0)
    choose(qtbot, dialog.side, "allies")
    choose(qtbot, dialog.battery, "__off_board__")
    mark = dialog.aim_x.text()[2]
    dialog.aim_x.setFocus()
    dialog.aim_x.selectAll()
    qtbot.keyClicks(dialog.aim_x, f"30{mark}27")  # the aim typed to the hundredth: fired at as typed
    qtbot.keyClick(dialog.aim_x, Qt.Key.Key_Tab)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    steps = dialog.result_view.toPlainText()
    assert battery in steps, steps
    # Every point with one decimal: none with two ("30.27", "39.98, 68"), none without ("at 36, 24").
    assert not re.search(r"\d[.,]\d\d(, | / )|\d(, | / )\d+[.,]\d\d\b|(at|bei) \d+(, | / )", steps), steps
    undo = window.undo_stack.text(window.undo_stack.count() - 1)  # Edit → Undo's name for it
    assert re.fullmatch(r"(Barrage at|Sperrfeuer bei) \d+[.,]\d(, | / )\d+[.,]\d", undo), undo  # the impact
