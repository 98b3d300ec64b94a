"""The barrage dialog reads as the rest of the window: the greyed guns row shows the chosen battery's own guns and
calibre (rule 4.11: fire is by battery, of its guns), and the aim point is written with one decimal, in the locale's
mark, as a point of the table is written everywhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.barrage import NAVAL, OFF_BOARD
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def open_barrage(qtbot, window: MainWindow, dialogs, x: float, y: float):  # type: ignore[no-untyped-def]
    """The Barrage tool, a click on the board: the dialog it opens."""
    from tests.gui.conftest import to_view

    window.set_tool("barrage")
    qtbot.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, x, y))
    dialog = dialogs[-1]
    dialog.show()  # as the player sees it: the boxes take and give up the keyboard
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def choose(qtbot, box, data: object) -> None:  # type: ignore[no-untyped-def]
    """Choose an entry of a box as a player does: with the keyboard, from the one shown, to the one wanted."""
    box.setFocus()
    target = box.findData(data)
    assert target >= 0, data
    while box.currentIndex() != target:
        key = Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up
        qtbot.keyClick(box, key)


def row(dialog) -> tuple[str, str, bool, bool]:  # type: ignore[no-untyped-def]
    """The guns row as the player reads it: the guns, the calibre, mortars ticked, and whether it can be set."""
    return dialog.guns.text(), dialog.calibre.text(), dialog.mortar.isChecked(), dialog.guns_box.isEnabled()


@pytest.mark.parametrize(
    ("language", "decimal"),
    [("en", "."), ("de", ",")],
)
def test_the_guns_row_shows_the_chosen_batterys_own_guns(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, barrage_dialogs, request, language: str, decimal: str
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    dialog = open_barrage(qtbot, window, barrage_dialogs, 40.0, 30.0)
    choose(qtbot, dialog.side, "allies")
    mm = dialog.calibre.suffix()
    choose(qtbot, dialog.battery, "bty3")  # off the table, 4 x 122 mm
    assert row(dialog) == ("4", f"122{decimal}0{mm}", False, False)
    choose(qtbot, dialog.battery, "bty4")  # on the table: one 82 mm mortar (su19), as the catalogue has it
    assert row(dialog) == ("1", f"82{decimal}0{mm}", True, False)
    choose(qtbot, dialog.battery, NAVAL)  # 4.7: four guns of 175 mm or more
    assert row(dialog) == ("4", f"175{decimal}0{mm}", False, False)
    choose(qtbot, dialog.battery, OFF_BOARD)  # the guns set by hand: the defaults, and they can be set
    assert row(dialog) == ("4", f"105{decimal}0{mm}", False, True)
    dialog.guns.setValue(6)
    dialog.calibre.setValue(150)
    choose(qtbot, dialog.battery, "bty3")
    assert row(dialog) == ("4", f"122{decimal}0{mm}", False, False)
    choose(qtbot, dialog.battery, OFF_BOARD)  # what the player set is kept for them
    assert row(dialog) == ("6", f"150{decimal}0{mm}", False, True)
    choose(qtbot, dialog.side, "axis")
    choose(qtbot, dialog.battery, "bty2")  # the other side's batteries follow the side chosen
    assert row(dialog)[1:] == (f"81{decimal}0{mm}", True, False)
    assert "4 x 122" not in dialog.plan_view.toPlainText()


@pytest.mark.parametrize(("language", "shown"), [("en", ("21.5", "29.5")), ("de", ("21,5", "29,5"))])
def test_the_aim_point_reads_with_one_decimal_and_keeps_what_is_typed(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, barrage_dialogs, request, language: str, shown: tuple[str, str]
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    dialog = open_barrage(qtbot, window, barrage_dialogs, 21.5, 29.5)
    assert (dialog.aim_x.text(), dialog.aim_y.text()) == shown
    mark = shown[0][2]
    dialog.aim_x.setFocus()
    dialog.aim_x.selectAll()
    qtbot.keyClicks(dialog.aim_x, f"30{mark}27")
    qtbot.keyClick(dialog.aim_x, Qt.Key.Key_Tab)  # on to y: the box writes its value as the window does
    assert dialog.aim_x.text() == f"30{mark}3"
    assert dialog.aim_x.value() == pytest.approx(30.27)  # the aim fired at is the one typed
    dialog.aim_y.clearFocus()
    dialog.aim_x.setFocus()
    dialog.aim_y.setFocus()  # leaving the box again does not round what it holds
    assert dialog.aim_x.value() == pytest.approx(30.27)
    qtbot.keyClick(dialog.aim_y, Qt.Key.Key_Up)
    assert dialog.aim_y.text() == f"30{mark}5"
