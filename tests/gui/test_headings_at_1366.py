"""The tables' column headings read whole at 1366 x 768, in English and German: a heading wider than its column is
broken at its words onto more lines (the header as high as they need), never cut in the middle of a word."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QTableWidget

from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.widgets.wrapped_headings import heading_room
from tests.gui.test_said import german  # noqa: F401 # the fixture


def shown_at(dialog: QDialog, width: int, height: int) -> None:
    """The dialog as a 1366 x 768 screen shows it: the size it asks for, within the screen less the title bar."""
    dialog.resize(min(width, 1350), min(height, 720))
    dialog.show()
    QApplication.processEvents()
    QApplication.processEvents()


def cut_headings(table: QTableWidget) -> list[str]:
    """The headings a player cannot read whole: a line wider than its section, or more lines than the header's
    height shows."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    cut = []
    for column in range(table.columnCount()):
        if header.isSectionHidden(column):
            continue
        lines = table.horizontalHeaderItem(column).text().split("\n")
        too_wide = any(metrics.horizontalAdvance(line) > heading_room(header, column) for line in lines)
        too_low = len(lines) * metrics.lineSpacing() > header.height()
        if too_wide or too_low:
            cut.append(" ".join(lines))
    return cut


@pytest.fixture(params=["en", "de"])
def language(request) -> str:  # type: ignore[no-untyped-def]
    if request.param == "de":
        request.getfixturevalue("german")
    return str(request.param)


def test_the_infantry_fire_firers_headings_read_whole(language: str, window: MainWindow) -> None:
    dialog = InfantryFireDialog(window.session, window, (20.0, 31.0), ["ge11", "ge13"], window)
    shown_at(dialog, 1350, 720)  # the size it asks for
    last = dialog.firer_table.horizontalHeaderItem(dialog.firer_table.columnCount() - 1)
    heading = {"en": "FIR, or why it cannot fire", "de": "FIR, oder warum sie nicht feuern kann"}[language]
    assert last.text().replace("\n", " ") == heading  # every word of it, on as many lines as the column needs
    assert cut_headings(dialog.firer_table) == []
    assert cut_headings(dialog.targets) == []
    dialog.close()


def test_the_victory_dialogs_headings_read_whole_before_and_after_a_score(language: str, window: MainWindow) -> None:
    """The demo has no mission: its tables are empty, their headings whole all the same; a generated battle's score
    fills them, and they stay whole."""
    from tests.gui.test_german_words import _generated

    dialog = VictoryDialog(window.session, window, window)
    shown_at(dialog, 1100, 780)
    assert dialog.locations.rowCount() == 0
    assert cut_headings(dialog.locations) == [] and cut_headings(dialog.conditions) == []
    dialog.close()
    _generated(window)
    dialog = VictoryDialog(window.session, window, window)
    shown_at(dialog, 1100, 780)
    assert dialog.locations.rowCount() > 0
    assert cut_headings(dialog.locations) == [] and cut_headings(dialog.conditions) == []
    dialog.close()
