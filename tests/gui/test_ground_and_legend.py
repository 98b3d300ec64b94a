"""The weather and the ground drawn: snow, mud, deep snow, jungle and desert each with their own look on the table
and in the legend, and the legend explaining every mark the board draws (symbols, status marks, registration points,
victory point flags)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from morefire_gui.gui.board.ground_look import DEEP_SNOW, DESERT, JUNGLE, MUD, PLAIN, SNOW
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.table import ChangeSettings, ChangeUnits
from morefire_gui.model.terms import Status
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Weather


def board_pixel(window: MainWindow, x: float, y: float) -> tuple[int, int, int]:
    """The colour the player sees at a table point."""
    window.view.viewport().repaint()
    image = window.view.viewport().grab().toImage()
    p: QPoint = window.view.mapFromScene(x, y)
    c = image.pixelColor(p)
    return c.red(), c.green(), c.blue()


@pytest.mark.parametrize(
    "weather, terrain, look",
    [
        (Weather.SNOW, None, SNOW),
        (Weather.MUD, None, MUD),
        (None, BattlefieldTerrain.DESERT, DESERT),
        (None, BattlefieldTerrain.JUNGLE, JUNGLE),
        (None, BattlefieldTerrain.TUNDRA, SNOW),
    ],
)
def test_the_weather_and_terrain_colour_the_ground_and_the_legend_says_so(
    qtbot, window: MainWindow, weather, terrain, look
) -> None:  # type: ignore[no-untyped-def]
    open_ground = (66.0, 20.0)  # no piece there on the demo table
    before = board_pixel(window, *open_ground)
    settings = window.session.battle.settings.model_copy(update={"weather": weather, "terrain_type": terrain})
    window.act(ChangeSettings(settings=settings, text="weather"))
    after = board_pixel(window, *open_ground)
    assert after != before
    assert window.scene.table_item.ground is look
    labels = window.legend.legend.labels()
    assert look.name in labels and PLAIN.name not in labels
    assert (DEEP_SNOW.name in labels) == (terrain is BattlefieldTerrain.TUNDRA)
    if terrain is BattlefieldTerrain.TUNDRA:
        assert window.scene.table_item.deep_snow is not None and not window.scene.table_item.deep_snow.isEmpty()


def test_the_legend_explains_every_mark_on_the_board(window: MainWindow) -> None:
    labels = window.legend.legend.labels()
    assert any(label.startswith("Registration point") for label in labels)  # the demo's crosshairs
    for symbol in ("Tank", "Infantry squad", "Machine gun", "Anti-tank gun", "Mortar"):
        assert any(label.startswith(symbol) for label in labels), (symbol, labels)
    unit = window.session.battle.unit("ge2")
    window.act(ChangeUnits(units=(unit.model_copy(update={"status": (Status.SUPPRESSED,)}),)))
    assert any(label.startswith("Suppressed") for label in window.legend.legend.labels())
