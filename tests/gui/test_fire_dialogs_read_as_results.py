"""The fire dialogs read as results, not errors, in English and German at 1366 x 768: a unit chosen only to spot
reads the step it fires in as information beside Roll to Spot, not as an error in red; every cell of Infantry Fire's
firers reads whole, its long vehicle names and reasons wrapped at their words; the fire dialog keeps the size it
asks for in German, the advanced rules' words wrapped beside their box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QDialog, QStyle, QTableWidget

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.infantry_fire import TYPE_COLUMN, InfantryFireDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton
ROOM = (1350, 720)  # a 1366 x 768 screen less the desktop's title bar (gui/screen_fit.py)


@pytest.fixture(params=["en", "de"])
def language(request) -> str:  # type: ignore[no-untyped-def]
    if request.param == "de":
        request.getfixturevalue("german")
    return str(request.param)


def shown_at(dialog: QDialog, width: int, height: int) -> None:
    """The dialog as a 1366 x 768 screen shows it: the size it asks for, within the screen less the title bar (a
    dialog whose contents need more is as wide as they need)."""
    dialog.resize(min(width, ROOM[0]), min(height, ROOM[1]))
    dialog.show()
    for _ in range(3):
        QApplication.processEvents()


# -- 1. a unit chosen only to spot ------------------------------------------------------------------------------------

STEP_2 = {
    "en": "direct fire step 2 (tank vs tank and vehicles)",
    "de": "Schritt 2 der Phase „direktes Feuer“ (Panzer gegen Panzer und Fahrzeuge)",
}
MAY_SPOT = {
    "en": "StuG 2 fires at SU-76 #1 in {step}; Roll to Spot may be taken now (2.1).",
    "de": "StuG 2 feuert in {step} auf SU-76 #1; „Sichtung würfeln“ ist jetzt möglich (2.1).",
}
SPOTTED = {"en": "StuG 2 fires at SU-76 #1 in {step}.", "de": "StuG 2 feuert in {step} auf SU-76 #1."}


def test_a_unit_chosen_to_spot_reads_the_step_it_fires_in_as_information(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire step 1 (anti-tank vs tank): the StuG, which fires in step 2, is chosen to spot an SU-76. Fire is
    greyed with the session's refusal in its tooltip; under the plan the dialog says when the StuG fires and that it
    may roll to spot now, in the plan's own colour, and nothing in red. After the roll (a result) the step is still
    said as information. The other StuG, with no line of sight to the SU-76, has nothing to roll for here: the refusal
    stays red."""
    window: MainWindow = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.at_vs_tank")
    )
    dialog = FireDialog(window.session, window, None, None, None, window)
    shown_at(dialog, 1040, 700)
    dialog.firer.setCurrentIndex(dialog.firer.findData("ge7"))
    dialog.target.setCurrentIndex(dialog.target.findData("su7"))
    assert (dialog.firer_id, dialog.target_id) == ("ge7", "su7")
    assert dialog.spot_button.isEnabled(), dialog.spot_button.toolTip()
    assert not dialog.fire_button.isEnabled()
    assert STEP_2[language] in dialog.fire_button.toolTip()  # the session's refusal, whole, where Fire says why
    assert dialog.error.text() == "" and not dialog.error.isVisible()
    assert dialog.prompt.isVisible() and dialog.prompt.text() == MAY_SPOT[language].format(step=STEP_2[language])

    window.session.dice = ScriptedDice([1])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert not dialog.spot_button.isEnabled()  # spotted: nothing more to roll for
    assert dialog.error.text() == "" and not dialog.error.isVisible()
    assert dialog.prompt.isVisible() and dialog.prompt.text() == SPOTTED[language].format(step=STEP_2[language])

    dialog.firer.setCurrentIndex(dialog.firer.findData("ge6"))  # StuG 1: no line of sight to the SU-76
    dialog.target.setCurrentIndex(dialog.target.findData("su7"))
    assert not dialog.spot_button.isEnabled() and not dialog.fire_button.isEnabled()
    assert dialog.error.isVisible() and STEP_2[language] in dialog.error.text()
    assert not dialog.prompt.isVisible()
    dialog.close()


# -- 2. Infantry Fire's firers read whole ---------------------------------------------------------------------------------


def cell_room(table: QTableWidget, column: int) -> int:
    """The width a cell's text has: its column less the item view's text margins on both sides."""
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    return table.columnWidth(column) - 2 * margin


def unreadable_cells(table: QTableWidget, most_lines: int, cut_at_end: tuple[int, ...] = ()) -> list[str]:
    """The cells a player cannot read whole: a word wider than its column (cut off with "…"), a text on more lines
    than its row shows, or on more than ``most_lines``. In a column of ``cut_at_end`` a word wider than the column is
    cut at its end, the whole text in the cell's tooltip."""
    metrics = table.fontMetrics()
    cut = []
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            room = cell_room(table, column)
            wrapped = metrics.boundingRect(QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, item.text())
            lines = round(wrapped.height() / metrics.lineSpacing())
            too_wide = any(metrics.horizontalAdvance(word) > room for word in item.text().split())
            if column in cut_at_end:
                too_wide = item.toolTip() != item.text()
            if too_wide or wrapped.height() > table.rowHeight(row) or lines > most_lines:
                cut.append(f"{item.text()!r}: {lines} lines in {room} px, row {table.rowHeight(row)} px")
    return cut


def test_every_infantry_fire_firer_reads_whole(language: str, window: MainWindow) -> None:
    """The demo battle's Axis fire into the SMG squad's area: each firer's name (a long one, "SdKfz 251/1
    (Schützenpanzerwagen) 1", wrapped at its words, whole in its tooltip), its type (a word wider than its column cut
    at its end, "(Schützenpa…", whole in its tooltip), and why it cannot fire on three lines at most, every row as high
    as its cells need; the dialog within a 1366 x 768 screen."""
    dialog = InfantryFireDialog(window.session, window, (20.0, 31.0), ["ge11", "ge13"], window)
    shown_at(dialog, 1350, 720)  # the size it asks for
    assert (dialog.width(), dialog.height()) == ROOM  # its contents need no more
    table = dialog.firer_table
    assert unreadable_cells(table, most_lines=3, cut_at_end=(TYPE_COLUMN,)) == []
    assert unreadable_cells(dialog.targets, most_lines=3) == []
    names = [table.item(r, 1).text() for r in range(table.rowCount())]
    halftrack = {"en": "SdKfz 251/1 halftrack 1", "de": "SdKfz 251/1 (Schützenpanzerwagen) 1"}[language]
    assert table.item(names.index(halftrack), 1).toolTip() == halftrack
    dialog.close()


# -- 3. the fire dialog keeps the size it asks for --------------------------------------------------------------------


ADVANCED_WORDS = {
    "en": "(angle of fire by sectors, suspension damage table, a spot per firer)",
    "de": "(Feuerwinkel nach Sektoren, Fahrwerksschadenstabelle, eine Sichtung je Schütze)",
}


def test_the_fire_dialog_keeps_its_size_in_german(qtbot, language: str, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The fire dialog asks for 1040 x 700, and gets it in German too: the advanced rules' words wrap beside their box
    (a box's own text never wraps), whole, and a click on them ticks the box."""
    dialog = FireDialog(window.session, window, None, "ge1", "su1", window)
    shown_at(dialog, 1040, 700)
    assert dialog.width() == 1040
    words = dialog.advanced_words
    assert words.height() >= words.heightForWidth(words.width())  # every word of it in sight
    assert words.text() == ADVANCED_WORDS[language]
    before = dialog.advanced.isChecked()
    qtbot.mouseClick(words, LEFT)
    assert dialog.advanced.isChecked() is not before
    dialog.close()
