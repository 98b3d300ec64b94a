"""A unit's range bands as rings on the table: what it can reach and how well, from the rules' own figures.

* Direct fire (2.2): each gun's bands, out to each band's maximum range, with its chance to hit and the armour class
  it penetrates (an infantry squad's organic anti-tank weapon, 3.4, as direct fire reads it).
* Infantry fire (3.5): the type's maximum range.
* A mortar (4.41): its calibre's maximum range.

Each ring's ``radius`` is in table units (the battle's scale), its ``yards`` as the rules give them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.rules.catalogue import GunRole, UnitKind
from morefire_gui.session.direct_fire import weapons_of
from morefire_gui.session.names import unit_name
from morefire_gui.session.unit_facts import entry_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["RangeRing", "RingKind", "range_rings"]


class RingKind(str, Enum):
    DIRECT_FIRE = "direct_fire"
    INFANTRY_FIRE = "infantry_fire"
    MORTAR = "mortar"


@dataclass(frozen=True)
class RangeRing:
    kind: RingKind
    yards: int
    radius: float
    label: str
    rule: str
    short: str = ""  # what the board writes on the ring (the label says it whole)


def range_rings(session: BattleSession, unit_id: str) -> tuple[RangeRing, ...]:
    """The unit's rings, nearest first within each kind (direct fire, infantry fire, mortar)."""
    battle = session.battle
    unit = unit_of(battle, unit_id)
    entry = entry_of(session.catalogue, unit)
    geo = session.geometry
    out: list[RangeRing] = []
    for choice in weapons_of(session, unit):
        if choice.organic:
            continue  # a squad's organic anti-tank weapons are chosen when it fires; its own range is 3.5's
        weapon = choice.weapon
        for band in weapon.bands:
            out.append(RangeRing(RingKind.DIRECT_FIRE, band.max_yards, geo.to_table(band.max_yards),
                                 f"{weapon.name}: to {band.max_yards} yd, {band.hit}% to hit, pen {band.pen}", "2.2",
                                 f"{band.max_yards} yd: {band.hit}%, pen {band.pen}"))
    if entry.kind is UnitKind.INFANTRY and entry.infantry is not None:
        yards = entry.infantry.max_range
        out.append(RangeRing(RingKind.INFANTRY_FIRE, yards, geo.to_table(yards),
                             f"FIR {entry.infantry.fir}: maximum range {yards} yd", "3.5", f"FIR {yards} yd"))
    gun = entry.gun
    if gun is not None and gun.role is GunRole.MORTAR:
        row = session.tables.artillery.mortar_range(gun.calibre_mm)
        out.append(RangeRing(RingKind.MORTAR, row.max_yards, geo.to_table(row.max_yards),
                             f"{row.label} mortar: maximum range {row.max_yards} yd", "4.41",
                             f"mortar {row.max_yards} yd"))
    if not out:
        raise UsageError(f"{unit_name(session, unit_id)} has no range to show: no gun, no fire rating")
    return tuple(out)
