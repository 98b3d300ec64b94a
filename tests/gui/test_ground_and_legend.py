"""The weather and the ground drawn: snow, mud, deep snow, jungle and desert each with their own look on the table
and in the legend, and the legend explaining every mark the board draws (symbols, the hidden position's "?", status
marks, counters beside their footprints and gathered, deployment zones, registration points, victory point flags by
holder, their values and their gatherings), whole on an exported picture."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from morefire_gui.gui.board.ground_look import DEEP_SNOW, DESERT, JUNGLE, MUD, PLAIN, SNOW
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.table import ChangeSettings, ChangeUnits
from morefire_gui.model.terms import Status
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Weather
from tests.gui.test_said import german  # noqa: F401 # the German fixture


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


def test_an_area_is_painted_with_its_holes_left_empty() -> None:
    """The deep snow round the houses, a zone's land round a lake: the path the board fills from geometry's rings
    covers the area and not its holes, and every polygon of an area that falls apart."""
    from PySide6.QtCore import QPointF
    from shapely.geometry import MultiPolygon, Polygon

    from morefire_gui.gui.board.shape_path import area_path

    snow = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)], [[(4, 4), (6, 4), (6, 6), (4, 6)]])
    far_field = Polygon([(20, 0), (24, 0), (24, 3), (20, 3)])
    path = area_path(MultiPolygon([snow, far_field]))
    assert path.contains(QPointF(2, 2)) and path.contains(QPointF(22, 1))
    assert not path.contains(QPointF(5, 5))  # the house
    assert not path.contains(QPointF(15, 1))  # between the two
    assert path.boundingRect().getCoords() == (0.0, 0.0, 24.0, 10.0)


def test_the_legend_explains_every_mark_on_the_board(window: MainWindow) -> None:
    labels = window.legend.legend.labels()
    assert any(label.startswith("Registration point") for label in labels)  # the demo's crosshairs
    for symbol in ("Tank", "Infantry squad", "Machine gun", "Anti-tank gun", "Mortar"):
        assert any(label.startswith(symbol) for label in labels), (symbol, labels)
    unit = window.session.battle.unit("ge2")
    window.act(ChangeUnits(units=(unit.model_copy(update={"status": (Status.SUPPRESSED,)}),)))
    assert any(label.startswith("Suppressed") for label in window.legend.legend.labels())


def test_the_legend_explains_the_zones_the_flags_and_the_gatherings_of_a_generated_battle(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """An ISLAND battle after Place Forces: each side's deployment zone (the one that moves on hatched), the flags in
    the colour of the side holding each at the start and their values, counters and flags gathered, a counter drawn
    beside its footprint, the invasion wave; and, in a side's view, another side's hidden position ("?")."""
    from morefire_gui.cli import main as cli_main
    from morefire_gui.gui.board.legend import legend_entries
    from morefire_gui.session.battle_session import BattleSession

    start, done = tmp_path / "island.yaml", tmp_path / "placed.yaml"
    assert cli_main(["scenario", "--special", "island", "--seed", "3", "--create", str(start)]) == 0
    session = BattleSession.open(start)
    attacker = session.battle.mission.attacker
    args = ["forces", str(start), "--side", attacker, "--buy", "R:4@1,R:4@2,R:4@3", "--place", "--apply", str(done)]
    assert cli_main(args) == 0
    session = BattleSession.open(done)
    labels = [e.label for e in legend_entries(session.battle, session.catalogue)]
    sides = {s.id: s.label for s in session.battle.sides}
    for side in sides.values():
        assert f"Deployment zone of {side}, on its land" in labels
    holders = {vp.held_by for vp in session.battle.vp_locations}
    for holder in holders:
        who = sides[holder] if holder is not None else "nobody"
        assert f"Victory point location, held at the start by {who}" in labels
    for line in (
        "Values: Standard / Retained–Captured (scored: bold)",
        "Flags gathered (how many): point to open them",
        "Counters gathered, too close to draw apart (how many)",
        "Counter beside its footprint (pale): a line to it",
        "Invasion wave (its number at its foot)",
    ):
        assert line in labels, line
    assert not any(label.startswith("? Hidden position") for label in labels)
    from morefire_gui.model.terms import Status
    from morefire_gui.session.visibility import view_of

    battle = session.battle
    i, unit = next((i, u) for i, u in enumerate(battle.units) if u.side == attacker and u.wave in (None, 1))
    battle.units[i] = unit.with_status(Status.HIDDEN, on=True)
    defender = next(s.id for s in battle.sides if s.id != attacker)
    masked = [e.label for e in legend_entries(battle, session.catalogue, view=view_of(battle, defender))]
    assert "? Hidden position: a unit or a fake" in masked
    umpire = [e.label for e in legend_entries(battle, session.catalogue)]
    assert not any(label.startswith("? Hidden position") for label in umpire)


def test_a_tall_legend_is_never_cut_from_the_picture(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``morefire render`` of a wide table with many marks: the picture is as tall as its legend."""
    from morefire_gui.gui.board.legend import LegendEntry, legend_entries, legend_size
    from morefire_gui.gui.render import RenderOptions, layout_picture, pixel_font
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession

    session = BattleSession.open(demo_battle_path())
    battle = session.battle
    battle.table = battle.table.model_copy(update={"width": 144.0, "depth": 24.0})  # a long, narrow table
    battle.units = [u.model_copy(update={"status": tuple(Status)}) if i == 0 else u for i, u in enumerate(battle.units)]
    entries = [LegendEntry("Scale"), *legend_entries(battle, session.catalogue, fired=True)]
    layout = layout_picture(session, 1200, RenderOptions(), entries, battle.title)
    _, legend_height = legend_size(entries, battle.title, pixel_font(layout.font_pixels))
    assert layout.board.height() < legend_height  # the board alone would cut the legend
    assert layout.legend_at is not None and layout.height >= layout.legend_at.y() + legend_height


def test_the_german_legend_says_hull_down_in_german(german) -> None:  # type: ignore[no-untyped-def]
    """A counter hull down (the demo's StuG 2): the legend's entry for its mark in German words, as the catalogue says
    the hull (Wanne) and defilade (in Deckung) elsewhere; no English left in it, though the legend's module was
    imported before the German catalogue was installed (its names are read when the legend is drawn)."""
    from morefire_gui.gui.board.counter_marks import STATUS_MARK_NAMES

    assert STATUS_MARK_NAMES.sources["defilade"] == "Defilade, hull down (lower part shaded)"
    assert STATUS_MARK_NAMES["defilade"] == "In Deckung, Wanne gedeckt (unterer Teil schattiert)"


def test_the_legend_dock_explains_an_aircrafts_arrow(qtbot, tmp_path, german) -> None:  # type: ignore[no-untyped-def]
    """A battle with an Il-2 in play: the Legend dock lists the aircraft's arrow with its symbol drawn beside it, in
    German too; the same battle with no aircraft in play does not."""
    from morefire_gui.gui.board.legend import legend_entries
    from morefire_gui.gui.i18n import tr
    from morefire_gui.session.battle_session import BattleSession
    from tests.cli.test_render_aircraft import IN_PLAY
    from tests.gui.conftest import close_quietly
    from tests.session.air_battle import AIR_BATTLE

    flying, parked = tmp_path / "flying.yaml", tmp_path / "parked.yaml"
    flying.write_text(AIR_BATTLE + IN_PLAY, encoding="utf-8")
    parked.write_text(AIR_BATTLE, encoding="utf-8")
    window = MainWindow(BattleSession.open(flying))
    try:
        labels = window.legend.legend.labels()
        assert "Flugzeug im Spiel (Pfeil: sein Kurs, eine Runde Flug)" in labels, labels
        entry = next(e for e in window.legend.legend.entries if e.label.startswith("Flugzeug im Spiel"))
        assert entry.draw is not None  # its own swatch: the aircraft and its arrow
    finally:
        close_quietly(window)
    session = BattleSession.open(parked)
    english = "Aircraft in play (arrow: its heading, a turn's flight)"
    assert not any(e.label in (english, tr(english)) for e in legend_entries(session.battle, session.catalogue))
