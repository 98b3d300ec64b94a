"""Who controls each victory point location at the end of a battle: facts for the victory rules.

Reading (docs/rules-notes.md, "Scenario system"): a location is controlled by the side whose nearest undestroyed unit
is nearest to it, if that unit is within the mission's ``control_yards`` (100 yards, one infantry move) and no
enemy unit is as near; otherwise by nobody. Distances run from a unit's centre to the location: to a hill's or
building's outline (0 on or inside it), to the spot of a ford, bridge, crossroad or road exit. An enemy "within
1000 yards" is an undestroyed enemy unit whose centre is within that distance of the location.

The facts are ids and yards; the session words them for the person reading (session/scenario.py, with the reader's
view: another side's hidden position is named only as its marker).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.shapes import XY, piece_outline
from morefire_gui.model.battle import Battle
from morefire_gui.model.scenario import VpLocation
from morefire_gui.model.terms import Status


@dataclass(frozen=True)
class Nearest:
    """A side's nearest undestroyed unit to a location, and its distance in yards."""

    side: str
    unit: str
    yards: float


class ControlCase(Enum):
    """Why a location is controlled, or why it is not."""

    NO_UNITS = "no undestroyed unit on the table"
    BEYOND = "the nearest unit is beyond the control distance"
    CONTESTED = "the nearest units of two sides are as near"
    NEAREST = "the controller's unit is nearest, within the control distance"


@dataclass(frozen=True)
class LocationControl:
    """The facts of one location: the side controlling it (or None), each side's nearest unit (nearest first), why,
    and the controller's nearest enemy within the "*" distance (None: no enemy as near)."""

    location: str
    controller: str | None
    nearest: tuple[Nearest, ...]
    case: ControlCase
    enemy: Nearest | None = None

    @property
    def enemy_near(self) -> bool:
        return self.enemy is not None


def location_shape(battle: Battle, vp: VpLocation) -> BaseGeometry:
    if vp.piece is not None:
        piece = battle.piece(vp.piece)
        if piece is None:
            raise KeyError(vp.piece)
        return piece_outline(piece)
    assert vp.at is not None
    return Point(vp.at)


def flag_spot(battle: Battle, vp: VpLocation) -> XY | None:
    """Where a location's flag stands on the board: its spot, or a point inside its piece (the piece's centre when
    that is inside it); None for a location naming a missing piece (the file's checks report it)."""
    try:
        shape = location_shape(battle, vp)
    except KeyError:
        return None
    if isinstance(shape, Point):
        return (shape.x, shape.y)
    centre = shape.centroid
    point = centre if shape.covers(centre) else shape.representative_point()
    return (point.x, point.y)


def control(
    battle: Battle,
    yards_per_unit: float,
    control_yards: float,
    enemy_near_yards: float,
    sides: Sequence[str] | None = None,
) -> list[LocationControl]:
    """Control of every victory point location of the battle, in file order."""
    side_ids = list(sides) if sides is not None else [s.id for s in battle.sides]
    # A fake marker is nothing (TARAWA: fake positions): it controls no location and contests none.
    alive = [u for u in battle.units if Status.DESTROYED not in u.status and u.side in side_ids and not u.decoy]
    out: list[LocationControl] = []
    for vp in battle.vp_locations:
        shape = location_shape(battle, vp)
        nearest: list[Nearest] = []
        for side in side_ids:
            best: Nearest | None = None
            for unit in alive:
                if unit.side != side:
                    continue
                yards = shape.distance(Point(unit.at)) * yards_per_unit
                if best is None or yards < best.yards - 1e-9:
                    best = Nearest(side, unit.id, yards)
            if best is not None:
                nearest.append(best)
        nearest.sort(key=lambda n: (n.yards, side_ids.index(n.side)))
        controller: str | None = None
        if not nearest:
            case = ControlCase.NO_UNITS
        elif nearest[0].yards > control_yards + 1e-9:
            case = ControlCase.BEYOND
        elif len(nearest) > 1 and nearest[1].yards <= nearest[0].yards + 1e-9:
            case = ControlCase.CONTESTED
        else:
            case, controller = ControlCase.NEAREST, nearest[0].side
        enemy: Nearest | None = None
        if controller is not None:
            enemies = [n for n in nearest if n.side != controller and n.yards <= enemy_near_yards + 1e-9]
            enemy = min(enemies, key=lambda n: n.yards) if enemies else None
        out.append(LocationControl(vp.id, controller, tuple(nearest), case, enemy))
    return out
