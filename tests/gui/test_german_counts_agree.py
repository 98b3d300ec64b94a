"""A count in German agrees with the word after it, by Qt's plural forms: "trägt 1 Infanteriespielstein", "1 von 1
Eintrag", "bis zu 1 Attrappe", never "1 Infanteriespielsteine" or "1 Attrappen" (and in English "1 infantry
counter", never "1 infantry counters")."""

from __future__ import annotations

from morefire_gui.gui.features.forces import ForcesFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_catalogue_browser import choose
from tests.gui.test_force_builder import buy, open_on
from tests.gui.test_said import german  # noqa: F401 # the fixture


def test_a_kubelwagen_carries_one_infantry_counter_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    feature = window.feature(ForcesFeature)
    feature.browse_catalogue()
    browser = feature.browser
    assert browser is not None
    choose(browser.nation, "germany")
    browser.search.setText("Kübelwagen")
    assert browser.shown_ids() == ["kubelwagen"]
    assert "\nTrägt\n1 Infanteriespielstein\n" in browser.sheet.toPlainText(), browser.sheet.toPlainText()
    assert browser.count.text().startswith("1 von "), browser.count.text()


def test_a_kubelwagen_carries_one_infantry_counter(window: MainWindow) -> None:
    feature = window.feature(ForcesFeature)
    feature.browse_catalogue()
    browser = feature.browser
    assert browser is not None
    browser.search.setText("Kübelwagen")
    assert "\nCarries\n1 infantry counter\n" in browser.sheet.toPlainText(), browser.sheet.toPlainText()


def test_jungle_allows_up_to_one_fake_marker_in_german(german, window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    open_on(window, settings={"terrain_type": "jungle"})
    window.feature(ForcesFeature).build_forces()
    dialog = builders[-1]
    russians = dialog.panels["allies"]
    buy(dialog, qtbot, "allies", "R", 2)
    russians.hidden.setChecked(True)
    assert russians.fakes.value() == 1
    assert russians.fakes_note.text().startswith("DSCHUNGEL erlaubt bis zu 1 Attrappe:"), russians.fakes_note.text()
