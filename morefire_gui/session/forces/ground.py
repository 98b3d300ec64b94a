"""Where a side's forces deploy: its deployment zone's ground, the pitch of a formation, the flags' clearances, and
whether the table is ready for the forces (Mission Deployment Guidelines; Terrain and Weather Definitions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from morefire_gui.geometry.force_placement import (
    DeploymentGround,
    deployment_area,
    deployment_ground,
    deployment_reach,
    zone_land,
)
from morefire_gui.geometry.shapes import Shape, rectangle, touches_point
from morefire_gui.geometry.vp_control import flag_spot
from morefire_gui.ids import SideId
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Edge
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.names import public_unit_names, side_name
from morefire_gui.session.unit_facts import side_of
from morefire_gui.session.visibility import view_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# Counters are laid a quarter of an inch apart (and from the zone's boundary): apart enough to pick one up.
GAP_INCHES = 0.25
# In formation, counters stand this many pixels apart on the screen where the whole table is shown in a window 1366
# pixels wide: a counter drawn at its least size (20 pixels, its facing pointer 4 beyond each side) and room to tell
# it from the next (docs/architecture.md, "Place Forces"). The board at 1366 x 768, the app's docks open, shows the
# table in BOARD_PIXELS_1366; the pitch in table units follows the table's size.
READ_PIXELS = 30.0
BOARD_PIXELS_1366 = (660.0, 456.0)  # the table drawn in it, its fit margins aside (gui/board/view.py)


def formation_pitch(battle: Battle) -> float:
    """How far apart counters stand in formation (table units): :data:`READ_PIXELS` at the zoom that shows the whole
    table in :data:`BOARD_PIXELS_1366`, so that at that zoom every counter is drawn on its footprint."""
    t = battle.table
    pixels_per_unit = min(BOARD_PIXELS_1366[0] / t.width, BOARD_PIXELS_1366[1] / t.depth)
    return READ_PIXELS / pixels_per_unit


def flag_clearances(battle: Battle, pitch: float) -> list[Shape]:
    """The ground round each victory point location's flag that new counters keep clear of: the flag stands above
    and left of its spot, a counter drawn at its least size half a pitch round its own; so that at the zoom the
    pitch is chosen for, the flag and the counters are drawn where they stand (docs/rules-notes.md, "Place Forces —
    in formation")."""
    out: list[Shape] = []
    for vp in battle.vp_locations:
        spot = flag_spot(battle, vp)
        if spot is not None:
            x, y = spot
            out.append(rectangle(x - 0.95 * pitch, y - 1.15 * pitch, x + 0.6 * pitch, y + 0.65 * pitch))
    return out


def landing_side(battle: Battle) -> str | None:
    """The side that lands from the water (ISLAND, TARAWA, RAID: the mission's attacker), if any."""
    special = battle.briefing.special if battle.briefing is not None else None
    return battle.mission.attacker if battle.mission is not None and special is not None and special.lands else None


def side_ground(session: BattleSession, side_id: SideId) -> DeploymentGround:
    """Where a side's counters are laid: its deployment zones' land, clear of buildings and the minefields the side
    knows of (geometry/force_placement.py), a landing side's beach first. Another side's deliberate minefield not found
    (3.6) is not kept clear of, nor named: the side's player lays the counters knowing nothing of it, and a gap in the
    rows would tell where it is (docs/hidden-information.md)."""
    battle = session.battle
    side = side_of(battle, side_id)
    area = deployment_area(battle.table, side.id, side.edge, battle.deployment_zones)
    landing = side.id == landing_side(battle)
    enemy = _enemy_zones(battle, side.id) if landing else []
    view = view_of(battle, side.id)
    known = [p for p in battle.terrain if view.shows_piece(p.id)]
    return deployment_ground(area, known, landing, battle.table, side.edge, enemy)


def _enemy_zones(battle: Battle, side_id: SideId) -> list[Shape]:
    return [
        deployment_area(battle.table, o.id, o.edge, battle.deployment_zones).shape
        for o in battle.sides
        if o.id != side_id
    ]


def zone_lands(session: BattleSession) -> list[Shape]:
    """Each of the battle's deployment zones (in its order) where the land is, as the board draws it: the zone less
    the sea, lakes and rivers (a landing side's zone that is water: the shore beyond it), where Place Forces lays the
    counters."""
    battle = session.battle
    lander = landing_side(battle)
    out: list[Shape] = []
    for zone in battle.deployment_zones:
        side = battle.side(zone.side)
        area = deployment_area(battle.table, zone.side, side.edge if side else Edge.NORTH, [zone])
        landing = side is not None and side.id == lander
        enemy = _enemy_zones(battle, zone.side) if landing else []
        edge = side.edge if side is not None else None
        out.append(zone_land(area.shape, battle.terrain, battle.table, edge, landing, enemy))
    return out


DEPLOYMENT_RULE = "Mission Deployment Guidelines"
PLACEMENT_RULE = "Terrain and Weather Definitions"


def placement_pending(battle: Battle) -> bool:
    """A table laid by hand whose placement is not complete yet: "If the board is not pre-determined, then the players
    will alternate placing terrain pieces ... once placement is complete, then the defender selects which boardedge
    will be his baseline". Complete once the record holds the placement completed (Battle → Placement Complete,
    ``morefire placement``), or the battle has its victory point locations marked."""
    briefing = battle.briefing
    if briefing is None or not briefing.laid_by_hand or battle.vp_locations:
        return False
    return not any(record.kind == "placement_complete" for record in battle.actions)


def forces_pending(battle: Battle) -> list[SideId]:
    """The sides of a battle set up with the scenario system that have bought no forces yet: no counter on the table
    and no purchase in the record (docs/rules-notes.md, "Sequence of play — set-up": play begins once each side has
    its forces)."""
    if battle.briefing is None:
        return []
    bought = {record.action.get("side") for record in battle.actions if record.kind == "forces"}
    held = {unit.side for unit in battle.units}
    return [side.id for side in battle.sides if side.id not in bought and side.id not in held]


BUILD_FORCES_COMMAND = ", morefire forces --place"  # the command line's after the window's menu path
FORCES_PENDING = QT_TRANSLATE_NOOP(  # .format(side=..., command=BUILD_FORCES_COMMAND)
    "Rules",
    "{side} has bought no forces yet: each side buys and places its forces in the set-up, before play begins "
    "(Forces > Build Forces{command})",
)
NO_FORCES_YET = QT_TRANSLATE_NOOP(
    "Rules",
    "no side has bought its forces yet: each side buys and places its forces in the set-up, before play begins "
    "(Forces > Build Forces{command})",
).format(command=BUILD_FORCES_COMMAND)


PLACEMENT_PENDING = QT_TRANSLATE_NOOP(
    "Rules",
    "the table is being laid by hand: the forces deploy once placement is complete and the defender has selected his "
    "base edge (Battle > Placement Complete{command})",
).format(command=", morefire placement")


def outside_deployment(session: BattleSession, units: Sequence[Unit]) -> str | None:
    """Mission Deployment Guidelines: before play, a side's counters stand in its deployment zone ("Players can deploy
    forces up to 1/4 of the board size from their base boardedge", "Defenders deploy up to the midpoint"). The
    refusal naming the counters of ``units`` whose centre stands outside their side's zones, as the board draws them
    (a landing side's zone with the shore beyond its water); None when all stand in them, or their side has no zone
    (a battle laid out without the scenario system's guidelines). docs/rules-notes.md, "Mission Deployment
    Guidelines — counters placed and moved in the set-up"."""
    battle = session.battle
    if not battle.deployment_zones:
        return None
    zones = list(zip(battle.deployment_zones, zone_lands(session)))
    allowed: dict[str, Shape | None] = {}
    outside: dict[str, list[str]] = {}
    for unit in units:
        if unit.side not in allowed:
            own = [(z, land) for z, land in zones if z.side == unit.side]
            allowed[unit.side] = deployment_reach([z for z, _ in own], [land for _, land in own]) if own else None
        area = allowed[unit.side]
        if area is not None and not touches_point(area, unit.at):
            outside.setdefault(unit.side, []).append(unit.id)
    if not outside:
        return None
    names = public_unit_names(session, [i for ids in outside.values() for i in ids if battle.unit(i) is not None])
    for unit in units:  # a counter being placed is not on the table yet: its own name
        names.setdefault(unit.id, unit.name or unit.type)
    return joined(
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "{units} would stand outside the deployment zone of {side}: before play a side's counters stand in its zone",
            ).format(units=", ".join(names[i] for i in ids), side=side_name(battle, sid))
            for sid, ids in outside.items()
        ),
        AND_THEN,
    )
