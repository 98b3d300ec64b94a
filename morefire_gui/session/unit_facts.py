"""What the movement, infantry and minefield rules read of a battle's units: their catalogue entries, how they move,
their 3.5 type, whether they are weapon systems, tanks or bunkers, and the battle's conditions.

Readings (docs/rules-notes.md): a gun counter, the crew-served types (MMG, HMG) and squad anti-tank counters (3.4)
are weapon systems (1.5); a "tank" for assaults and suicide squads is any armoured vehicle, that is every vehicle
but an unarmoured (wheeled) transport (3.2, 3.3); a bunker is a unit whose cover is ``bunker``.
"""

from __future__ import annotations

from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.ids import SideId, UnitId
from morefire_gui.model.battle import Battle, Side, Unit
from morefire_gui.model.terms import Cover, Moved, Status
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry, UnitKind, VehicleRole
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.movement_allowance import Mover, MoverKind
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.weather import Conditions
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


def unit_of(battle: Battle, unit_id: UnitId, what: str = QT_TRANSLATE_NOOP("Rules", "unit")) -> Unit:
    unit = battle.unit(unit_id)
    if unit is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "{what} {id} is not a unit of the battle").format(what=what, id=repr(unit_id))
        )
    return unit


def side_of(battle: Battle, side_id: SideId) -> Side:
    side = battle.side(side_id)
    if side is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                side=repr(side_id), sides=", ".join(s.id for s in battle.sides)
            )
        )
    return side


def allegiance_of(side: Side, tables: RuleTables) -> Allegiance | None:
    """The scenario system names the Axis and the Allies (Tables II, VII): a side whose id is one of them is it;
    any other side has its nation's allegiance (None for a nation the tables do not know)."""
    if side.id in (a.value for a in Allegiance):
        return Allegiance(side.id)
    nation = tables.nations.nations.get(side.nation)
    return nation.allegiance if nation is not None else None


def entry_of(catalogue: Catalogue, unit: Unit) -> CatalogueEntry:
    entry = catalogue.get(unit.type)
    if entry is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unit {id}: unknown unit type {type}").format(
                id=repr(unit.id), type=repr(unit.type)
            )
        )
    return entry


def conditions_of(battle: Battle) -> Conditions:
    return Conditions.of(battle.settings.weather, battle.settings.terrain_type)


def fire_type_of(entry: CatalogueEntry, tables: RuleTables) -> str | None:
    """The 3.5 row of an infantry catalogue type: its id or its short label, if the table has such a row."""
    for name in (entry.id, entry.short):
        if name and name in tables.infantry.fire_types:
            return name
    return None


AT_WEAPON_ROLE = "at_weapon"  # 3.4: the catalogue role of squad anti-tank systems
# 3.4: a squad anti-tank system "deployed as a separate unit (counter)" is a weapon system (its catalogue role).
WEAPON_SYSTEM_ROLES = (AT_WEAPON_ROLE,)


def role_of(entry: CatalogueEntry) -> str | None:
    """The entry's catalogue role as text (a role may be read as one of the role enums or as plain text)."""
    return entry.role.value if isinstance(entry.role, Enum) else entry.role


def is_weapon_system(entry: CatalogueEntry, tables: RuleTables) -> bool:
    """1.5's weapon systems: guns, the crew-served infantry types (MMG, HMG) and squad anti-tank counters (3.4)."""
    if entry.kind is UnitKind.GUN:
        return True
    if entry.kind is not UnitKind.INFANTRY:
        return False
    return role_of(entry) in WEAPON_SYSTEM_ROLES or fire_type_of(entry, tables) in tables.infantry.crew_served


def may_carry_at_weapons(entry: CatalogueEntry, tables: RuleTables) -> bool:
    """Whether a unit may carry a squad anti-tank weapon organically (3.4: "These may [be] organic to an infantry
    unit"): an infantry squad with no direct-fire gun of its own that is not a weapon system."""
    if entry.kind is not UnitKind.INFANTRY or any(g.bands for g in entry.guns):
        return False
    return not is_weapon_system(entry, tables)


def squad_at_weapons(catalogue: Catalogue, nation: str) -> list[CatalogueEntry]:
    """The squad anti-tank weapons (3.4) a nation fielded, which its squads may carry organically."""
    return [e for e in catalogue.for_nation(nation, fielded=True) if role_of(e) == AT_WEAPON_ROLE]


def is_tank(entry: CatalogueEntry) -> bool:
    """3.2 and 3.3's "tank": any armoured vehicle (every vehicle but an unarmoured, wheeled transport)."""
    if entry.kind is not UnitKind.VEHICLE or entry.vehicle is None:
        return False
    return not (role_of(entry) == VehicleRole.TRANSPORT.value and not entry.vehicle.tracked)


def is_bunker(unit: Unit) -> bool:
    return unit.cover is Cover.BUNKER


def is_minesweeper(entry: CatalogueEntry) -> bool:
    return role_of(entry) == VehicleRole.MINESWEEPER.value


def is_recovery(entry: CatalogueEntry) -> bool:
    return role_of(entry) == VehicleRole.RECOVERY.value


# 3.1's "Administrative section": a catalogue entry whose role says so.
ADMINISTRATIVE_ROLES = ("administrative", "admin")


def is_administrative(entry: CatalogueEntry) -> bool:
    return role_of(entry) in ADMINISTRATIVE_ROLES


def specialities(entry: CatalogueEntry) -> list[str]:
    """What the rules let this catalogue type do that others may not, in words for a player (the unit's sheet)."""
    out: list[str] = []
    if entry.infantry is not None and entry.infantry.engineer:
        out.append(QT_TRANSLATE_NOOP("Rules", "Engineers: +15 to an assault on a tank or bunker (3.2)"))
    if is_administrative(entry):
        out.append(QT_TRANSLATE_NOOP("Rules", "Administrative section: MF 1 in a melee (3.1)"))
    if is_minesweeper(entry):
        out.append(
            QT_TRANSLATE_NOOP(
                "Rules", "Minesweeper tank: clears a minefield section by moving onto it, without a roll (3.61 b)"
            )
        )
    if is_recovery(entry):
        out.append(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Recovery vehicle: a broken-down vehicle of its side that it ends a move beside (within 25 yards) is "
                "freed at the start of the next turn (MUD, MOUNTAINS)",
            )
        )
    return out


def mover_of(entry: CatalogueEntry, unit: Unit, tables: RuleTables) -> Mover:
    if entry.kind is UnitKind.VEHICLE:
        assert entry.vehicle is not None
        return Mover(unit.id, MoverKind.VEHICLE, entry.vehicle.speed)
    if entry.kind is UnitKind.AIRCRAFT:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "unit {id} is an aircraft: aircraft move by rule 5, not by rules 1.2-1.5"
            ).format(id=repr(unit.id))
        )
    kind = MoverKind.WEAPON_SYSTEM if is_weapon_system(entry, tables) else MoverKind.INFANTRY
    return Mover(unit.id, kind, ski=unit.ski)


def moved_code(unit: Unit) -> MoveCode | None:
    """The vehicle code a unit moved at this turn (None: it did not move, or moved on foot)."""
    if unit.moved is None or unit.moved is Moved.INFANTRY:
        return None
    return MoveCode(unit.moved.value)


def nation_of(battle: Battle, unit: Unit) -> str:
    side = battle.side(unit.side)
    return side.nation if side is not None else ""


def passengers_of(battle: Battle, vehicle_id: str) -> list[Unit]:
    """The units riding on a vehicle, in the battle file's order."""
    return [u for u in battle.units if u.riding_on == vehicle_id]


def alive(unit: Unit) -> bool:
    return not unit.has(Status.DESTROYED)
