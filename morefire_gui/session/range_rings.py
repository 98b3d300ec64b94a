"""A unit's range rings: how far each of its weapons reaches by the rules, as the board draws them around it.

* Direct fire (2.2): each range band of the unit's own guns (a vehicle's main gun first, a gun counter's, a squad
  anti-tank counter's), out to the band's range, with the band's chance to hit and the armour class it penetrates.
* Infantry fire (3.5): the maximum range of each of the unit's 3.5 weapons (an infantry counter's type; a vehicle's
  TMG and its main gun's T-HE), as :func:`session.infantry.weapons_of` reads them.
* A mortar (4.41): the maximum range of its calibre.

The figures come from the rules tables and the catalogue; only the conversion to table units is the battle's (its
scale). Nothing here rolls, marks or changes the battle.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from morefire_gui.ids import UnitId
from morefire_gui.rules.catalogue.entries import GunRole, UnitKind
from morefire_gui.rules.infantry.fire import rating
from morefire_gui.session.direct_fire import weapons_of as direct_fire_weapons
from morefire_gui.session.infantry import weapons_of as infantry_fire_weapons
from morefire_gui.session.unit_facts import entry_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


class RingKind(str, Enum):
    DIRECT_FIRE = "direct_fire"
    INFANTRY_FIRE = "infantry_fire"
    MORTAR = "mortar"


@dataclass(frozen=True)
class RangeRing:
    """One ring: the weapon, how far it reaches (yards, and table units at the battle's scale), the rule, and for
    a direct-fire band its chance to hit and penetration; ``inner_yards`` is where the band starts (the previous
    band's range, 0 for the first)."""

    kind: RingKind
    weapon: str
    yards: int
    radius: float
    rule: str
    hit: int | None = None
    pen: int | None = None
    inner_yards: int = 0


def range_rings(session: BattleSession, unit_id: UnitId) -> tuple[RangeRing, ...]:
    """The rings of a unit, direct-fire bands first (shortest out), then its infantry-fire and mortar ranges.
    A unit with no weapon of these rules (a transport without a machine gun) has none."""
    unit = unit_of(session.battle, unit_id)
    entry = entry_of(session.catalogue, unit)
    to_table = session.geometry.to_table
    rings: list[RangeRing] = []
    for choice in direct_fire_weapons(session, unit):
        if choice.organic:
            continue  # a squad's carried anti-tank weapons depend on the year and the force: not the squad's own
        inner = 0
        for band in choice.weapon.bands:
            rings.append(
                RangeRing(
                    RingKind.DIRECT_FIRE,
                    choice.name,
                    band.max_yards,
                    to_table(band.max_yards),
                    "2.2",
                    hit=band.hit,
                    pen=band.pen,
                    inner_yards=inner,
                )
            )
            inner = band.max_yards
    weapons, _refused = infantry_fire_weapons(session, unit, unit.at)
    seen: set[str] = set()
    for weapon in weapons:
        if weapon.fire_type in seen:
            continue  # a vehicle's two TMGs reach alike
        seen.add(weapon.fire_type)
        reach = rating(weapon, session.tables.infantry).max_range
        rings.append(RangeRing(RingKind.INFANTRY_FIRE, weapon.fire_type, reach, to_table(reach), "3.5"))
    if entry.kind is UnitKind.GUN and entry.gun is not None and entry.gun.role is GunRole.MORTAR:
        row = session.tables.artillery.mortar_range(entry.gun.calibre_mm)
        rings.append(
            RangeRing(RingKind.MORTAR, entry.short or entry.name, row.max_yards, to_table(row.max_yards), "4.41")
        )
    return tuple(rings)
