"""The unit index (geometry/unit_index.py): moving, turning, adding and removing units through the session keeps
it in step without building it again, and every question gives what a scan of every footprint gives, in the
battle file's order."""

from __future__ import annotations

import shapely
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely.geometry import Point

from morefire_gui.model.battle import Battle, Unit
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import AddUnit, RemoveUnit, ReplaceUnits

TYPES = ("R", "pz4h", "t34_76_43", "zis3", "HMG")


def session_with(units: list[dict[str, object]], catalogue: Catalogue, tables: RuleTables) -> BattleSession:
    battle = Battle.model_validate(
        {
            "table": {"width": 72, "depth": 48},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "units": units,
        }
    )
    return BattleSession(battle, None, catalogue, tables)


def scan_within(session: BattleSession, point: tuple[float, float], distance: float) -> list[str]:
    g = session.geometry
    return [u.id for u in session.battle.units if shapely.distance(g.footprint(u), Point(point)) <= distance]


xy = st.tuples(st.floats(0.5, 71.5), st.floats(0.5, 47.5))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    start=st.lists(xy, min_size=1, max_size=30),
    moves=st.lists(st.tuples(st.integers(0, 29), xy, st.floats(0, 359)), max_size=20),
    centre=xy,
    radius=st.floats(0.0, 12.0),
)
def test_a_moved_unit_is_found_where_it_now_stands(
    catalogue: Catalogue, tables: RuleTables, start, moves, centre, radius
) -> None:  # type: ignore[no-untyped-def]
    session = session_with(
        [{"id": f"u{i}", "side": "axis", "type": TYPES[i % len(TYPES)], "at": list(p)} for i, p in enumerate(start)],
        catalogue,
        tables,
    )
    geometry = session.geometry
    assert geometry.units_within(centre, radius) == scan_within(session, centre, radius)
    index = geometry.unit_index
    for n, to, facing in moves:
        unit = session.battle.units[n % len(start)]
        session.apply(ReplaceUnits((unit,), (unit.model_copy(update={"at": to, "facing": facing}),)))
        assert geometry.unit_index is index  # filed again in place, not built again
        assert geometry.units_within(centre, radius) == scan_within(session, centre, radius)
        assert geometry.units_within(to, 0.0)[-1:] != [] and unit.id in geometry.units_within(to, 0.0)
    square = Point(centre).buffer(radius, quad_segs=1)
    assert geometry.units_intersecting(square) == [
        u.id for u in session.battle.units if geometry.footprint(u).intersects(square)
    ]


def test_units_added_and_removed_keep_the_file_order(catalogue: Catalogue, tables: RuleTables) -> None:
    session = session_with(
        [{"id": f"u{i}", "side": "axis", "type": "R", "at": [10 + i, 10]} for i in range(5)], catalogue, tables
    )
    geometry = session.geometry
    assert geometry.units_within((12, 10), 3.0) == ["u0", "u1", "u2", "u3", "u4"]
    index = geometry.unit_index
    session.apply(RemoveUnit(session.battle.unit("u2"), 2))
    session.apply(AddUnit(Unit(id="new", side="allies", type="zis3", at=(12.0, 10.5))))
    assert geometry.unit_index is index
    assert geometry.units_within((12, 10), 3.0) == ["u0", "u1", "u3", "u4", "new"]
    assert geometry.unit_at((12.0, 10.5)) == "new"
    session.apply(
        ReplaceUnits((session.battle.unit("u0"),), (session.battle.unit("u0").model_copy(update={"at": (60.0, 40.0)}),))
    )
    assert geometry.units_within((12, 10), 3.0) == ["u1", "u3", "u4", "new"]
    assert geometry.units_within((60, 40), 0.1) == ["u0"]
