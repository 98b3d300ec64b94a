"""Rule 2.3 on the table: the target's aspect from firers at every 15 degrees around it, in basic and advanced games
and for several facings; the sectors' boundary lines; and the ground under a unit (2.1, 2.2)."""

from __future__ import annotations

import math

import pytest

from morefire_gui.geometry.direct_fire import (
    angle_of_fire,
    footprint_corners,
    ground_under,
    off_facing,
    rear_in_view,
    relative_bearing,
    sector_of,
    sector_shapes,
)
from morefire_gui.geometry.shapes import heading_vector
from morefire_gui.io.resources import rule_tables
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry
from morefire_gui.rules.direct_fire.hit_location import hull_aspect
from morefire_gui.rules.direct_fire.terms import Aspect, Sector
from morefire_gui.session.battle_session import BattleSession
from tests.session.battles import ROAD, make_battle, square, test_catalogue

CENTRE = (36.0, 24.0)
# The test tank's footprint is 0.8 x 0.4 in (1:50): the lines from each rear corner through the opposite front corner
# are atan(0.4 / 0.8) = 26.57 degrees either side of its facing.
HALF = math.degrees(math.atan(0.4 / 0.8))


def session_with(facing: float, unit_type: str = "tank", catalogue: Catalogue | None = None) -> BattleSession:
    battle = make_battle(units=[{"id": "t", "side": "allies", "type": unit_type, "at": list(CENTRE), "facing": facing}])
    return BattleSession(battle, catalogue=catalogue or test_catalogue(), tables=rule_tables())


def firer_at(facing: float, relative: float, distance: float = 10.0) -> tuple[float, float]:
    hx, hy = heading_vector(facing + relative)
    return (CENTRE[0] + hx * distance, CENTRE[1] + hy * distance)


def expected_sector(relative: float) -> Sector:
    r = relative % 360
    if r <= HALF or r >= 360 - HALF:
        return Sector.FRONT
    if abs(r - 180) <= HALF:
        return Sector.REAR
    return Sector.RIGHT if r < 180 else Sector.LEFT


@pytest.mark.parametrize("facing", [0, 70, 200, 315])
@pytest.mark.parametrize("relative", range(0, 360, 15))
def test_aspect_at_every_15_degrees_in_both_modes(facing, relative) -> None:  # type: ignore[no-untyped-def]
    session = session_with(facing)
    target = session.battle.unit("t")
    point = firer_at(facing, relative)
    angle = angle_of_fire(session.geometry, target, point)
    # Advanced: the sectors bounded by the lines from each rear corner through the opposite front corner.
    assert angle.sector is expected_sector(relative)
    advanced = hull_aspect(advanced=True, sector=angle.sector, rear_in_view=angle.rear_in_view)
    assert advanced is {Sector.FRONT: Aspect.FRONT, Sector.REAR: Aspect.REAR}.get(angle.sector, Aspect.SIDE)
    # Basic: hull side when the firer is beyond the rear face's line (it sees the rear), else front.
    assert angle.rear_in_view is (90 < relative < 270)
    basic = hull_aspect(advanced=False, sector=angle.sector, rear_in_view=angle.rear_in_view)
    assert basic is (Aspect.SIDE if 90 < relative < 270 else Aspect.FRONT)
    assert angle.bearing == pytest.approx(relative % 360, abs=1e-6) or relative == 0


@pytest.mark.parametrize(
    "relative", [HALF - 0.01, HALF + 0.01, 180 - HALF - 0.01, 180 - HALF + 0.01, 360 - HALF + 0.01, 360 - HALF - 0.01]
)
def test_either_side_of_the_lines_through_the_corners(relative) -> None:  # type: ignore[no-untyped-def]
    session = session_with(0)
    corners = footprint_corners(session.geometry, session.battle.unit("t"))
    assert sector_of(corners, firer_at(0, relative)) is expected_sector(relative)


def test_a_firer_on_a_boundary_line_is_in_the_front_or_rear_sector() -> None:
    """A square footprint's lines run at exactly 45 degrees: on them, the narrow sector keeps its edges."""
    entries = {e.id: e for e in test_catalogue()}
    square_tank = CatalogueEntry.model_validate(
        {**entries["tank"].model_dump(mode="json"), "id": "box", "footprint": [0.5, 0.5]}
    )
    session = session_with(0, "box", Catalogue({**entries, "box": square_tank}))
    corners = footprint_corners(session.geometry, session.battle.unit("t"))
    for relative, sector in (
        (45, Sector.FRONT),
        (315, Sector.FRONT),
        (135, Sector.REAR),
        (225, Sector.REAR),
        (44, Sector.FRONT),
        (46, Sector.RIGHT),
        (134, Sector.RIGHT),
        (226, Sector.LEFT),
    ):
        assert sector_of(corners, firer_at(0, relative)) is sector, relative


def test_close_to_the_rear_face() -> None:
    session = session_with(0)  # facing north: the rear face is 0.4 in south of the centre
    corners = footprint_corners(session.geometry, session.battle.unit("t"))
    assert not rear_in_view(corners, (CENTRE[0] + 3, CENTRE[1] + 0.39))
    assert not rear_in_view(corners, (CENTRE[0] + 3, CENTRE[1] + 0.4))  # on the line: the rear face is not seen
    assert rear_in_view(corners, (CENTRE[0] + 3, CENTRE[1] + 0.41))


def test_the_sectors_drawn_cover_the_circle_without_overlap() -> None:
    session = session_with(30)
    shapes = sector_shapes(session.geometry, session.battle.unit("t"), 3.0)
    total = sum(s.area for s in shapes.values())
    assert total == pytest.approx(math.pi * 9, rel=0.01)
    front, rear = shapes[Sector.FRONT], shapes[Sector.REAR]
    assert front.area == pytest.approx(rear.area, rel=1e-6)
    assert front.area == pytest.approx(math.pi * 9 * 2 * HALF / 360, rel=0.01)


def test_bearings_and_the_firers_facing() -> None:
    assert relative_bearing((0, 0), 0, (0, -1)) == 0
    assert relative_bearing((0, 0), 0, (1, 0)) == pytest.approx(90)
    assert relative_bearing((0, 0), 90, (0, 1)) == pytest.approx(90)
    session = session_with(90)
    unit = session.battle.unit("t")
    assert off_facing(unit, (CENTRE[0] + 5, CENTRE[1])) == pytest.approx(0)
    assert off_facing(unit, (CENTRE[0], CENTRE[1] - 5)) == pytest.approx(90)
    assert off_facing(unit, (CENTRE[0] - 5, CENTRE[1] + 0.001)) == pytest.approx(180, abs=0.1)


def test_the_ground_under_a_unit() -> None:
    terrain = [
        ROAD,  # y = 10, 0.5 wide
        {"id": "w1", "kind": "woods", "polygon": square(20, 20, 30, 30)},
        {"id": "b1", "kind": "building", "polygon": square(40, 20, 42, 22)},
        {"id": "v1", "kind": "village", "polygon": square(38, 18, 46, 26)},
        {"id": "h1", "kind": "hill", "level": 1, "polygon": square(50, 30, 60, 40)},
        {"id": "r1", "kind": "rough", "polygon": square(62, 30, 66, 34)},
    ]
    units = [
        {"id": u, "side": "allies", "type": "tank", "at": at}
        for u, at in (
            ("on_road", [5, 10.2]),
            ("near_road", [5, 10.45]),
            ("off_road", [5, 11]),
            ("woods", [25, 25]),
            ("house", [41, 21]),
            ("village", [39, 25]),
            ("hill", [55, 35]),
            ("rough", [64, 32]),
            ("edge", [30, 25]),
        )
    ]
    session = BattleSession(make_battle(terrain, units), catalogue=test_catalogue(), tables=rule_tables())
    geo, b = session.geometry, session.battle

    def ground(uid):  # type: ignore[no-untyped-def]
        return ground_under(geo, b.unit(uid))

    assert ground("on_road").on_road and ground("near_road").on_road  # road width plus the 1.3 tolerance
    assert not ground("off_road").on_road
    assert ground("woods").in_woods and ground("woods").ids_of(TerrainKind.WOODS) == ("w1",)
    assert ground("edge").in_woods  # on the edge is in (as for 3.5 and 4.6)
    assert ground("house").in_house and ground("house").ids_of(TerrainKind.BUILDING, TerrainKind.VILLAGE) == (
        "b1",
        "v1",
    )
    assert ground("village").in_house
    assert ground("hill").on_hill and not ground("hill").in_woods
    assert ground("rough").in_rough
