"""Units' counters on the table: the footprint of a vehicle's casting or an infantry or gun base, in table units."""

from __future__ import annotations

from shapely.geometry import Polygon

from morefire_gui.geometry.shapes import oriented_rectangle
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.scale import default_base
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.scales import GroundScale, TableUnit


def footprint_size(entry: CatalogueEntry | None, battle: Battle, scale: GroundScale) -> tuple[float, float]:
    """(length, width) of a unit's counter in table units: a vehicle's casting (catalogue footprint at
    1/285, scaled to the battle's castings), or the battle's base for infantry and guns."""
    unit = TableUnit(battle.table.unit)
    if entry is not None and entry.footprint is not None and entry.kind is UnitKind.VEHICLE:
        length, width = entry.footprint
        factor = scale.casting_factor * unit.per_inch
        return (length * factor, width * factor)
    base = battle.bases.gun if entry is not None and entry.kind is UnitKind.GUN else battle.bases.infantry
    if base is None:
        base = default_base(battle)
    return (base[1], base[0])


def unit_footprint(unit: Unit, entry: CatalogueEntry | None, battle: Battle, scale: GroundScale) -> Polygon:
    length, width = footprint_size(entry, battle, scale)
    return oriented_rectangle(unit.at, length, width, unit.facing)


# A hidden position as another side sees it: a square of one size, whatever it hides, square to the table (its
# footprint and facing would tell a tank from a fake marker).
MARKER_SIDE_INCHES = 0.5


def marker_side(battle: Battle) -> float:
    """The side of a hidden position's marker, in table units."""
    return MARKER_SIDE_INCHES * TableUnit(battle.table.unit).per_inch
