"""Rule 5 on the table: entering at a board edge, the path along the arrow, who is in, partly in and out of the
strafing strip and the bomb circle, and which anti-aircraft weapons see the path (line of sight) and reach it."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from morefire_gui.geometry.aircraft import (
    aa_sighting,
    bomb_impact,
    entry_edges,
    flight_path,
    heading_of,
    heading_vector,
    nearest_edge_point,
    points_into_table,
    strip_facts,
)
from morefire_gui.geometry.barrage import zone_facts
from morefire_gui.model.battle import TableSpec
from morefire_gui.model.terms import Edge
from morefire_gui.rules.artillery.barrage import ErrorDirection, FireError
from morefire_gui.session.battle_session import BattleSession
from tests.session.air_battle import air_session

TABLE = TableSpec(width=72, depth=48)


@pytest.fixture
def session(tmp_path: Path) -> BattleSession:
    return air_session(tmp_path)


def test_headings_on_the_table() -> None:
    assert heading_vector(0) == pytest.approx((0, -1))  # north is up: y falls
    assert heading_vector(90) == pytest.approx((1, 0))
    assert heading_of((10, 10), (10, 0)) == 0 and heading_of((10, 10), (0, 10)) == 270
    assert heading_of((0, 0), (1, 1)) == pytest.approx(135)


@pytest.mark.parametrize(
    ("point", "edges"),
    [
        ((20, 48), (Edge.SOUTH,)),
        ((0, 10), (Edge.WEST,)),
        ((72, 0), (Edge.NORTH, Edge.EAST)),
        ((20, 47.6), (Edge.SOUTH,)),
        ((20, 47.4), ()),
        ((36, 24), ()),
        ((-1, 10), ()),
    ],
)
def test_an_airstrike_enters_at_a_board_edge(point: tuple[float, float], edges: tuple[Edge, ...]) -> None:
    assert entry_edges(TABLE, point, 0.5) == edges


def test_its_arrow_points_into_the_table() -> None:
    assert points_into_table((Edge.SOUTH,), 0) and points_into_table((Edge.SOUTH,), 300)
    assert not points_into_table((Edge.SOUTH,), 180) and not points_into_table((Edge.SOUTH,), 90)
    assert points_into_table((Edge.NORTH, Edge.EAST), 225) and not points_into_table((Edge.NORTH, Edge.EAST), 45)


def test_the_nearest_edge_point() -> None:
    assert nearest_edge_point(TABLE, (20, 46)) == ((20, 48), Edge.SOUTH)
    assert nearest_edge_point(TABLE, (1, 20)) == ((0, 20), Edge.WEST)
    assert nearest_edge_point(TABLE, (80, 20)) == ((72, 20), Edge.EAST)


def test_the_path_and_where_it_leaves_the_table(session: BattleSession) -> None:
    g = session.geometry
    path = flight_path(g, (20, 48), 0, 1400)  # 1400 yards = 28 inches at 1:50
    assert path.end == pytest.approx((20, 20)) and path.exit_at is None and not path.exits
    assert path.on_table == ((20, 48), (20, 20))
    out = flight_path(g, (20, 48), 0, 3000)
    assert out.exit_at == pytest.approx((20, 0)) and out.on_table == ((20, 48), (20, 0))
    assert out.point_at(1000, g.yards_per_unit) == pytest.approx((20, 28))


def test_units_in_partly_in_and_out_of_the_strip(session: BattleSession) -> None:
    g = session.geometry
    strip = strip_facts(g, flight_path(g, (20, 48), 0, 1400), 100)
    found = {u.unit_id: (u.fully_inside, u.centre_inside) for u in strip.units}
    assert found == {
        "inf1": (True, True),
        "inf2": (False, False),
        "tank1": (True, True),
        "ht1": (True, True),
        "su1": (True, True),
    }
    assert [u.unit_id for u in strip.units] == ["inf1", "inf2", "tank1", "ht1", "su1"]  # the battle file's order
    assert "inf3" not in found and "inf4" not in found  # out: 1 inch and more beyond the strip's edge
    assert strip.unit("inf2").partly_in
    xs = sorted({round(x, 6) for x, _ in strip.outline})
    assert xs == [19, 21]  # 100 yards wide: an inch each side


def test_the_strip_is_only_over_the_table(session: BattleSession) -> None:
    g = session.geometry
    strip = strip_facts(g, flight_path(g, (20, 48), 0, 3000), 100)
    assert max(y for _, y in strip.outline) == pytest.approx(48) and min(y for _, y in strip.outline) == pytest.approx(
        0
    )


def test_units_in_partly_in_and_out_of_the_bomb_circle(session: BattleSession) -> None:
    zone = zone_facts(session.geometry, (20, 40), 200)  # four 100 kg bombs: 4 x 50 yards (4.5)
    found = {u.unit_id: (u.fully_inside, u.centre_inside) for u in zone.units}
    assert found == {"inf1": (True, True), "inf4": (False, False)}  # su1 is 4 inches away: out


@pytest.mark.parametrize(
    ("direction", "expected"),
    [
        (ErrorDirection.LONG, (20, 39)),
        (ErrorDirection.SHORT, (20, 41)),
        (ErrorDirection.LEFT, (19, 40)),
        (ErrorDirection.RIGHT, (21, 40)),
    ],
)
def test_the_bombing_error_moves_along_the_heading(direction: ErrorDirection, expected: tuple[float, float]) -> None:
    assert bomb_impact((20, 40), 0, FireError(50, direction, ()), 50) == pytest.approx(expected)
    assert bomb_impact((20, 40), 0, FireError(0, None, ()), 50) == (20, 40)


def test_aa_sees_a_low_aircraft_only_past_the_terrain(session: BattleSession) -> None:
    g, battle = session.geometry, session.battle
    path = flight_path(g, (20, 48), 0, 1400)
    flak1 = aa_sighting(g, battle.unit("flak1"), path, hidden_by_terrain=True)
    assert flak1.los and flak1.at == pytest.approx((20, 30)) and flak1.ground_yards == pytest.approx(300)
    flak2 = aa_sighting(g, battle.unit("flak2"), path, hidden_by_terrain=True)
    assert not flak2.los and flak2.blockers == ("h1",)  # the hill hides the low aircraft
    high = aa_sighting(g, battle.unit("flak2"), path, hidden_by_terrain=False)
    assert high.los and high.ground_yards == pytest.approx(700)  # above the terrain: the nearest point


def test_aa_fires_at_the_nearest_point_it_sees(session: BattleSession) -> None:
    g, battle = session.geometry, session.battle
    path = flight_path(g, (20, 0), 180, 1400)  # from the north edge down to (20, 28)
    seen = aa_sighting(g, battle.unit("aa4"), path, hidden_by_terrain=True)
    assert seen.los
    assert seen.at[1] < 10  # the hill (y 10-47) hides the nearer part of the path
    assert math.dist(seen.at, (60, 20)) > 40
