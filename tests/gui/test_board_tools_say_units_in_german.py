"""What a German player reads in the status bar while using the board's tools: the unit pressed on (Move, Fire), the
one being turned (Select & Move) and those under a template, each by its German name and side ("Schützengruppe 1
(Achse)"), as the dialogs and the log name them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_sides_and_units_in_german import ENGLISH

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_move_and_fire_name_the_unit_pressed_on_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow
) -> None:
    w = air_window
    viewport = w.view.viewport()
    w.set_tool("move")
    qtbot.mouseClick(viewport, LEFT, NONE, to_view(w, 20, 40))  # the Axis rifle squad 1
    assert _status(w) == "Schützengruppe 1 (Achse) gewählt: zum Bewegen ziehen"
    w.set_tool("fire")
    qtbot.mousePress(viewport, LEFT, NONE, to_view(w, 20, 26))  # the Panzer IV
    assert _status(w).startswith("Feuer: Panzer IV")
    assert ENGLISH.search(_status(w)) is None
    qtbot.mouseMove(viewport, to_view(w, 20, 35))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(w, 20, 35))  # dropped on no one: it aims
    assert ENGLISH.search(_status(w)) is None and "Panzer IV" in _status(w)


def test_the_template_names_the_units_under_it_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow
) -> None:
    w = air_window
    viewport = w.view.viewport()
    w.set_tool("template")
    qtbot.mousePress(viewport, LEFT, NONE, to_view(w, 20, 40))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(w, 20, 40))
    assert "Schützengruppe 1 (Achse)" in _status(w)
    assert ENGLISH.search(_status(w)) is None
