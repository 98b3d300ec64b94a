"""A text the window shows is translated when the widget showing it is built, not when its module is imported: the
GUI's modules imported before the German catalogue is installed (as the tests, a plug-in or a language changed in a
running app import them) still show German headers, menus, legends and choices."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTableWidget

from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.every_dialog import every_dialog
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.window_texts import widget_texts, window_texts


def left_in_english(found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The texts, with where they are, that are an English text the German catalogue translates (shown as the
    source, not as its translation)."""
    return sorted({(where, text) for where, text in found if text and QCoreApplication.translate("", text) != text})


def test_the_infantry_fire_tables_read_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    dialog = InfantryFireDialog(window.session, window, (20.0, 31.0), ["ge11", "ge13"], window)
    firers, targets = dialog.firer_table, dialog.targets
    assert isinstance(targets, QTableWidget)
    heads = [firers.horizontalHeaderItem(c).text() for c in range(firers.columnCount())]
    assert heads[:4] == ["Feuern", "Einheit", "Typ", "Waffe"], heads
    # A heading broken at its words where its column is narrower ("Im\nBereich") reads as its words.
    heads = [targets.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(targets.columnCount())]
    assert heads[:3] == ["Einheit", "Typ", "Im Bereich"], heads
    dialog.reject()


def test_every_dialog_reads_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Every dialog's headers, choices, tooltips and texts: the catalogue browser's, the victory table's, the force
    builder's type filter, the Preferences' choices and terrain names, the random battle's dice order..."""
    found = []
    for name, dialog in every_dialog(window).items():
        found += list(widget_texts(dialog, name))
        dialog.reject()
    assert left_in_english(found) == []


def test_the_window_reads_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The menus of the features, the terrain palette, the legend's names, the docks' tooltips, the Phase dock's
    artillery orders."""
    assert left_in_english(window_texts(window)) == []
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Infanterie" in titles, titles
