"""Building the forces: each side buys units from the catalogue (of its nation, what it fielded, the allied
contingents a special allows, in service in the battle's year) and airstrikes, against a points budget that follows
the mission's point ratio (Table VI; "Airstrikes must be paid for in Army points", Table VII); the specials' force
limits are checked by :mod:`morefire_gui.rules.scenario.specials`; then the counters are laid out in rows in each
side's deployment zone, facing the enemy, as one undoable edit.

Buying is an action, a side at a time (:class:`~morefire_gui.model.actions.forces.BuyForces`, performed by the
handler at the bottom): Build Forces and ``morefire forces`` build it, the session checks every limit and lays the
counters out, and the commit writes them, the batteries and the airstrikes kept, with the purchase in the log::

    setup = force_setup(session)
    action = BuyForces(side="axis", units=(UnitPick(type="pz4h", count=3),), points=1000)
    check = check_forces(session, plan_of(session, action))   # every limit, met or not, with its reason
    resolution = session.perform(action)                      # refused with the broken limit and its rule
    session.commit(resolution)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.footprints import footprint_size
from morefire_gui.geometry.force_placement import (
    FACING_FROM_EDGE,
    INFANTRY,
    CounterSize,
    DeploymentGround,
    RowLayout,
    deployment_area,
    deployment_ground,
    deployment_reach,
    lay_out_on_ground,
    zone_land,
)
from morefire_gui.geometry.shapes import Shape, rectangle, touches_point
from morefire_gui.geometry.vp_control import flag_spot
from morefire_gui.ids import SideId
from morefire_gui.model.actions.forces import BatteryPick, BuyForces
from morefire_gui.model.artillery import BATTERY_GUN_ROLES, BatteryDefinition, BatteryKind, battery_gun
from morefire_gui.model.battle import Battle, Side, Unit
from morefire_gui.model.terms import Edge, Status
from morefire_gui.rules.aircraft.flight import airstrike_availability
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.catalogue.entries import CatalogueEntry, GunRole, UnitKind
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.suicide_squads import Formation, formation_nations, formations_of
from morefire_gui.rules.scales import TableUnit
from morefire_gui.rules.scenario.forces import (
    BatteryGun,
    PointsBudget,
    allied_contingents,
    bought_as,
    in_service,
    off_table_price,
    points_budget,
)
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.specials import ForceItem, check_force, check_waves
from morefire_gui.rules.scenario.terms import Mission, Special
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, joined
from morefire_gui.session.aircraft import battle_weather, nation_aircraft, side_airstrikes
from morefire_gui.session.artillery import ReplaceBatteries
from morefire_gui.session.edits import AddUnit, Compound, Edit, ReplaceSide
from morefire_gui.session.hidden_deployment import (
    FAKE_NAME,
    fake_types,
    marker_limits,
    marker_order,
    marker_rule,
    marker_special,
    markers_on_table,
)
from morefire_gui.session.island import island_waves
from morefire_gui.session.names import NamedBattle, public_unit_names, side_name, unit_names
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.unit_facts import allegiance_of, conditions_of, side_of
from morefire_gui.session.visibility import not_landed, out_of_plain_sight, view_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "DEFAULT_DEFENDER_POINTS",
    "AgreedTerms",
    "ForceOutcome",
    "ForcePick",
    "ForcePlacement",
    "ForcePlan",
    "ForceSetup",
    "ForcesCheck",
    "ForcesRefused",
    "LimitCheck",
    "SideForce",
    "SideSpending",
    "agreed_terms",
    "army_points",
    "available_aircraft",
    "available_units",
    "battery_guns",
    "battery_points",
    "battle_budget",
    "build_forces",
    "check_forces",
    "default_points",
    "flag_clearances",
    "force_setup",
    "formation_pitch",
    "landing_side",
    "new_battery_id",
    "place_forces",
    "plan_of",
    "purchase_year",
    "side_allegiance",
    "side_contingents",
    "side_formations",
    "side_ground",
    "zone_lands",
]

# What Build Forces starts from: the defender has 1000 points (more when the table holds more already).
DEFAULT_DEFENDER_POINTS = 1000

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
    """Where a side's counters are laid: its deployment zones' land, clear of buildings and minefields
    (geometry/force_placement.py), a landing side's beach first."""
    battle = session.battle
    side = side_of(battle, side_id)
    area = deployment_area(battle.table, side.id, side.edge, battle.deployment_zones)
    landing = side.id == landing_side(battle)
    enemy = _enemy_zones(battle, side.id) if landing else []
    return deployment_ground(area, battle.terrain, landing, battle.table, side.edge, enemy)


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


PLACEMENT_PENDING = QT_TRANSLATE_NOOP(
    "Rules",
    "the table is being laid by hand: the forces deploy once placement is complete and the defender has selected his "
    "base edge (Battle > Placement Complete, morefire placement)",
)


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
                "{units} would stand outside {side}'s deployment zone: before play a side's counters stand in its zone",
            ).format(units=", ".join(names[i] for i in ids), side=side_name(battle, sid))
            for sid, ids in outside.items()
        ),
        AND_THEN,
    )


class ForcesRefused(UsageError):
    """A force that breaks a limit (the budget, Table VII, a special's), or that has no room in its zone."""

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        super().__init__("; ".join(self.problems))


# -- what the battle says ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ForceSetup:
    """What the battle says about buying the forces: who attacks and defends, the point ratio (attacker to defender)
    and where it comes from, the year (the briefing's), the mission, the special and the battlefield terrain (JUNGLE:
    "Hidden markers can be used")."""

    attacker: str
    defender: str
    ratio: tuple[int, int]
    ratio_from: str
    year: int | None
    mission: Mission | None
    special: Special | None
    players_set_ratio: bool = False  # no ratio in the battle: the players set it
    terrain: BattlefieldTerrain | None = None

    def role(self, side: str) -> str:
        if side == self.attacker:
            return QT_TRANSLATE_NOOP("Rules", "attacker")
        return (
            QT_TRANSLATE_NOOP("Rules", "defender")
            if side == self.defender
            else QT_TRANSLATE_NOOP("Rules", "neither side")
        )

    def budget_of(self, budget: PointsBudget, side: str) -> int | None:
        return budget.attacker if side == self.attacker else budget.defender if side == self.defender else None


@dataclass(frozen=True)
class AgreedTerms:
    """What the battle's purchases so far have agreed on, each the latest purchase's that named it (Table VI: "the
    players agree" the size of the battle; without a mission they set the ratio and who attacks): the defender's
    ``points`` or the ``total`` of both sides (one of them, or neither), the ``ratio`` and the ``attacker``. A later
    purchase that names none of them buys under these, so that the side buying second, in the hot seat, has the
    budget the first one agreed to (docs/rules-notes.md, "Forces — the budget agreed")."""

    points: int | None = None
    total: int | None = None
    ratio: tuple[int, int] | None = None
    attacker: str | None = None


def agreed_terms(battle: Battle) -> AgreedTerms:
    """:class:`AgreedTerms` from the battle's record of actions (an undone purchase is not in it)."""
    budget: tuple[int | None, int | None] | None = None
    ratio: tuple[int, int] | None = None
    attacker: str | None = None
    for record in reversed(battle.actions):
        if record.action.get("kind") != "forces":
            continue
        bought = BuyForces.model_validate(record.action)
        if budget is None and (bought.points is not None or bought.total is not None):
            budget = (bought.points, bought.total)
        ratio = ratio or bought.ratio
        attacker = attacker or bought.attacker
        if budget is not None and ratio is not None and attacker is not None:
            break
    points, total = budget or (None, None)
    return AgreedTerms(points, total, ratio, attacker)


def force_setup(session: BattleSession, attacker: str | None = None) -> ForceSetup:
    """The battle's mission and briefing as the force builder needs them. A battle without a mission has no ratio:
    the players set it (1:1 until they do, else what an earlier purchase agreed), and ``attacker`` (else the one an
    earlier purchase named, else the first side) attacks."""
    battle = session.battle
    agreed = agreed_terms(battle)
    briefing = battle.briefing
    year = battle.year
    special = briefing.special if briefing is not None else None
    mission = battle.mission
    terrain = conditions_of(battle).terrain
    if mission is not None:
        ratio = mission.ratio or (briefing.ratio if briefing is not None else None)
        label = mission.kind.label
        if ratio is None:
            return ForceSetup(
                mission.attacker,
                mission.defender,
                agreed.ratio or (1, 1),
                QT_TRANSLATE_NOOP("Rules", "{mission}: the battle gives no point ratio; the players set it").format(
                    mission=label
                ),
                year,
                mission.kind,
                special,
                players_set_ratio=True,
                terrain=terrain,
            )
        source = "Table VI" if mission.kind is not Mission.RAID else "RAID"
        return ForceSetup(
            mission.attacker,
            mission.defender,
            (int(ratio[0]), int(ratio[1])),
            QT_TRANSLATE_NOOP("Rules", "{source}: {mission}, {attacker} attacker to {defender} defender").format(
                source=source, mission=label, attacker=ratio[0], defender=ratio[1]
            ),
            year,
            mission.kind,
            special,
            terrain=terrain,
        )
    if len(battle.sides) < 2:
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "forces are built for two sides; the battle has one"))
    ids = [s.id for s in battle.sides]
    first = attacker if attacker in ids else agreed.attacker if agreed.attacker in ids else ids[0]
    second = next(i for i in ids if i != first)
    return ForceSetup(
        first,
        second,
        agreed.ratio or (1, 1),
        QT_TRANSLATE_NOOP("Rules", "the battle has no mission: the players set the ratio and who attacks"),
        year,
        None,
        special,
        players_set_ratio=True,
        terrain=terrain,
    )


def side_allegiance(session: BattleSession, side_id: SideId) -> Allegiance | None:
    """The scenario system's sides are ``axis`` and ``allies``; any other side has its nation's allegiance."""
    return allegiance_of(side_of(session.battle, side_id), session.tables)


def side_formations(session: BattleSession, side_id: SideId) -> tuple[Formation, ...]:
    """The formations a side's counters may be bought in (3.3 reads them: the Russian Guard, the German Waffen SS):
    those of its nation's army, none for most nations."""
    nation = side_of(session.battle, side_id).nation
    return formations_of(nation, session.tables.infantry)


def side_contingents(session: BattleSession, setup: ForceSetup, side_id: SideId) -> tuple[str, ...]:
    """The nations a side may take allies from under the battle's special (PATTON, SYRIA), its own excluded."""
    nation = side_of(session.battle, side_id).nation
    return tuple(c for c in allied_contingents(setup.special, side_allegiance(session, side_id)) if c != nation)


def available_units(
    session: BattleSession, side_id: SideId, year: int | None, setup: ForceSetup, fielded: bool = True
) -> list[CatalogueEntry]:
    """The catalogue entries a side may buy as counters: of its nation and of every nation, those it fielded (with
    ``fielded``), those of its allied contingents; in service in ``year`` (None: any). Aircraft fly as airstrikes."""
    nation = side_of(session.battle, side_id).nation
    contingents = side_contingents(session, setup, side_id)
    return [
        e
        for e in session.catalogue
        if e.kind is not UnitKind.AIRCRAFT
        and in_service(e, year)
        and bought_as(e, nation, contingents, fielded) is not None
    ]


def battery_guns(
    session: BattleSession, side_id: SideId, year: int | None, setup: ForceSetup, fielded: bool = True
) -> list[CatalogueEntry]:
    """The catalogue guns a side may buy as a battery on the table (4.11: howitzers, field guns and mortars; 4.8:
    self-propelled guns, docs/rules-notes.md "4.11 Batteries on the board")."""
    return [e for e in available_units(session, side_id, year, setup, fielded) if _on_table_gun(e)]


def _battery_gun(entry: CatalogueEntry) -> bool:
    """A towed gun of a battery: a howitzer, field gun or mortar (what a battery off the table is priced by)."""
    return entry.kind is UnitKind.GUN and entry.gun is not None and entry.gun.role.value in BATTERY_GUN_ROLES


def _on_table_gun(entry: CatalogueEntry) -> bool:
    """A gun a battery on the table may be made of: a towed gun, or a self-propelled gun by its main gun (4.8)."""
    return battery_gun(entry) is not None


def _price_guns(session: BattleSession, side_id: SideId) -> list[BatteryGun]:
    """The guns an off-table battery of a side is priced by: the howitzers, field guns and mortars of its nation (or
    fielded by it) in service in the battle's year (any year without a briefing): the price does not follow the
    force builder's year filter, so that a battery costs the same when it is bought and on every purchase after."""
    nation = side_of(session.battle, side_id).nation
    year = session.battle.year
    guns = [
        e
        for e in session.catalogue
        if _battery_gun(e) and in_service(e, year) and bought_as(e, nation, (), True) is not None
    ]
    return [
        BatteryGun(e.id, e.name, gun.calibre_mm, e.points, gun.role is GunRole.MORTAR)
        for e in guns
        if (gun := e.gun) is not None
    ]


@dataclass(frozen=True)
class BatteryPrice:
    """What a battery bought costs: its points, each gun's, and the catalogue gun it is priced by (None: no gun of
    its kind to price it by; ``problem`` says why)."""

    points: int
    per_gun: int
    gun: BatteryGun | None
    problem: str = ""


def battery_points(session: BattleSession, side_id: SideId, pick: BatteryPick) -> BatteryPrice:
    """A battery's points (docs/rules-notes.md, "Forces — batteries"): on the table, its guns' catalogue points; off
    the table, each gun at the points of the side's catalogue gun of its kind nearest in calibre."""
    if pick.type is not None:
        entry = session.catalogue.get(pick.type)
        if entry is None:
            return BatteryPrice(0, 0, None, _NOT_IN_CATALOGUE.format(type=repr(pick.type)))
        rated = battery_gun(entry)  # a self-propelled gun's calibre is its main gun's (4.8)
        gun = BatteryGun(
            entry.id,
            entry.name,
            rated[0] if rated is not None else 0,
            entry.points,
            entry.gun is not None and entry.gun.role is GunRole.MORTAR,
        )
        return BatteryPrice(entry.points * pick.guns, entry.points, gun)
    assert pick.calibre_mm is not None
    priced = off_table_price(pick.calibre_mm, pick.mortar, _price_guns(session, side_id))
    if priced is None:
        nation = side_of(session.battle, side_id).nation
        kind = (
            QT_TRANSLATE_NOOP("Rules", "mortar") if pick.mortar else QT_TRANSLATE_NOOP("Rules", "howitzer or field gun")
        )
        return BatteryPrice(
            0,
            0,
            None,
            QT_TRANSLATE_NOOP(
                "Rules",
                "{side}: the catalogue has no {kind} of {nation} to price {guns} x {calibre:g}mm off the table by",
            ).format(
                side=side_name(session.battle, side_id),
                kind=kind,
                nation=nation,
                guns=pick.guns,
                calibre=pick.calibre_mm,
            ),
        )
    return BatteryPrice(priced.points * pick.guns, priced.points, priced)


def _off_table_before(session: BattleSession, side_id: SideId) -> int:
    """The points of the off-table batteries a side has already (bought before, or written in the file)."""
    total = 0
    for battery in session.battle.batteries:
        if battery.side != side_id or battery.kind is not BatteryKind.OFF_BOARD:
            continue
        assert battery.guns is not None and battery.calibre_mm is not None  # the file's validation
        total += battery_points(
            session, side_id, BatteryPick(guns=battery.guns, calibre_mm=battery.calibre_mm, mortar=battery.mortar)
        ).points
    return total


def army_points(session: BattleSession, side_id: SideId) -> int:
    """The points a side's forces in the battle cost: its counters (not fake markers), its airstrikes flown or bought,
    and its off-table batteries (a battery on the table is its guns' counters)."""
    counters = sum(
        entry.points
        for unit in session.battle.units
        if unit.side == side_id and not unit.decoy and (entry := session.catalogue.get(unit.type)) is not None
    )
    return counters + side_airstrikes(session, side_id).points + _off_table_before(session, side_id)


def default_points(session: BattleSession, setup: ForceSetup, ratio: tuple[int, int] | None = None) -> int:
    """The defender's points Build Forces (and a purchase that names none) starts from: the usual 1000, or, when the
    sides have forces already (counters on the table, off-table batteries, airstrikes bought or flown: they count
    against the budgets), enough for both at the ratio, to the next 50."""
    had = {sid: army_points(session, sid) for sid in (setup.attacker, setup.defender)}
    att, dfn = ratio or setup.ratio
    needed = max(had[setup.defender], math.ceil(had[setup.attacker] * dfn / att))
    return max(DEFAULT_DEFENDER_POINTS, math.ceil(needed / 50) * 50)


def battle_budget(
    session: BattleSession,
    setup: ForceSetup,
    ratio: tuple[int, int] | None = None,
    points: int | None = None,
    total: int | None = None,
) -> PointsBudget:
    """The budgets a purchase buys under at ``ratio`` (the setup's unless given): the defender's ``points`` or the
    ``total`` named; else what an earlier purchase agreed (:func:`agreed_terms`); else what Build Forces starts from
    (:func:`default_points`)."""
    ratio = ratio or setup.ratio
    if points is None and total is None:
        agreed = agreed_terms(session.battle)
        points, total = agreed.points, agreed.total
    if total is not None:
        return points_budget(ratio, total=total)
    return points_budget(ratio, defender=points if points is not None else default_points(session, setup, ratio))


def available_aircraft(session: BattleSession, side_id: SideId, year: int | None) -> list[CatalogueEntry]:
    """The aircraft a side may buy airstrikes of: those its nation flew in service in ``year`` (the airstrike
    dialog's own list, :func:`morefire_gui.session.aircraft.nation_aircraft`)."""
    return nation_aircraft(session.catalogue, side_of(session.battle, side_id).nation, year)


# -- the forces bought ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ForcePick:
    """``count`` of one catalogue entry. ``wave``: ISLAND A, the invasion wave the attacker assigns them to;
    ``formation``: the formation they belong to (3.3: the Russian Guard, the German Waffen SS), None for none."""

    unit_type: str
    count: int = 1
    wave: int | None = None
    formation: Formation | None = None


@dataclass(frozen=True)
class SideForce:
    """What one side buys: counters, and airstrikes (aircraft by catalogue id); ``hidden``: its counters placed as
    hidden positions, with ``fakes`` fake markers (TARAWA, ISLAND B, JUNGLE: session/hidden_deployment.py)."""

    side: str
    units: tuple[ForcePick, ...] = ()
    airstrikes: tuple[ForcePick, ...] = ()
    batteries: tuple[BatteryPick, ...] = ()
    hidden: bool = False
    fakes: int = 0

    @property
    def empty(self) -> bool:
        return (
            not any(p.count for p in self.units)
            and not any(p.count for p in self.airstrikes)
            and not self.batteries
            and not self.fakes
        )

    @property
    def counters(self) -> int:
        """The counters it places: its units' and its batteries' guns on the table (not the fake markers)."""
        return sum(max(0, p.count) for p in self.units) + sum(b.guns for b in self.batteries if b.type is not None)


@dataclass(frozen=True)
class ForcePlan:
    """The budgets, what each side buys, the year units must be in service in (None: any) and whether a side may
    buy what its nation fielded of other nations' (``users``)."""

    budget: PointsBudget
    forces: tuple[SideForce, ...]
    year: int | None = None
    fielded: bool = True
    attacker: str | None = None  # a battle without a mission: who attacks (force_setup)


# Table I sets the battle's year and the Allied force's nation (its Allied Force Adjustment): what a side buys is of
# its nation's army (or one the nation fielded) and in service in that year (docs/rules-notes.md, "Forces — in
# service in the battle's year", "Forces — a side's nation ...").
ARMY_RULE = "Table I"


@dataclass(frozen=True)
class LimitCheck:
    """One limit checked: the rule, what was found, and whether it is met."""

    # The rule or table ("Table VI", "RAID", ARMY_RULE for the catalogue's nations and service years); empty only for
    # an entry that is no purchase at all (a type the catalogue lacks, a negative count: docs/cli.md, "Forces").
    rule: str
    text: str
    ok: bool

    def __str__(self) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{rule}: {text}").format(rule=self.rule, text=self.text)
            if self.rule
            else self.text
        )


def names_its_role(name: str, role: str) -> bool:
    """Whether a side's name already says its role ("Attacker", as a generated battle names its sides, is the
    attacker): its role is then said once, not "Attacker (attacker)"."""
    return role.casefold() in name.casefold().split()


@dataclass(frozen=True)
class SideSpending:
    """A side's points: its budget, what it has already (counters placed before, airstrikes flown, airstrikes bought
    before and not flown yet) and what it buys now."""

    side: str
    role: str
    budget: int
    on_table: int
    flown: int
    units: int
    airstrikes: int
    air_bought: int = 0  # airstrikes bought before (Place Forces kept them with the side), not flown yet
    batteries: int = 0  # the batteries bought now (on the table: their guns; off it: priced by the catalogue)
    batteries_before: int = 0  # the off-table batteries the side has already

    @property
    def spent(self) -> int:
        return (
            self.on_table
            + self.flown
            + self.air_bought
            + self.units
            + self.airstrikes
            + self.batteries
            + self.batteries_before
        )

    @property
    def left(self) -> int:
        return self.budget - self.spent

    def parts(self, *, bought_now: bool = True) -> str:
        """What the points went on, each part the side has spent on: what it buys now (its counters, airstrikes and
        batteries; ``bought_now`` False leaves them out, for a reader who lists them beside it), then what it has
        already (counters on the table, off-table batteries, airstrikes bought before and flown). "120 in counters,
        40 on the table already"; "" for none."""
        now = (
            (QT_TRANSLATE_NOOP("Rules", "{points} in counters"), self.units),
            (QT_TRANSLATE_NOOP("Rules", "{points} in airstrikes"), self.airstrikes),
            (QT_TRANSLATE_NOOP("Rules", "{points} in batteries"), self.batteries),
        )
        before = (
            (QT_TRANSLATE_NOOP("Rules", "{points} on the table already"), self.on_table),
            (QT_TRANSLATE_NOOP("Rules", "{points} in off-table batteries already"), self.batteries_before),
            (QT_TRANSLATE_NOOP("Rules", "{points} in airstrikes bought before"), self.air_bought),
            (QT_TRANSLATE_NOOP("Rules", "{points} in airstrikes flown"), self.flown),
        )
        said = [words.format(points=points) for words, points in ((*now, *before) if bought_now else before) if points]
        return joined(said, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))


@dataclass(frozen=True)
class ForcesCheck:
    setup: ForceSetup
    spending: tuple[SideSpending, ...]
    checks: tuple[LimitCheck, ...]
    steps: tuple[Step, ...]

    @property
    def valid(self) -> bool:
        return all(c.ok for c in self.checks)

    @property
    def problems(self) -> tuple[str, ...]:
        return tuple(str(c) for c in self.checks if not c.ok)

    def of(self, side: str) -> SideSpending | None:
        return next((s for s in self.spending if s.side == side), None)


_NOT_IN_CATALOGUE = QT_TRANSLATE_NOOP("Rules", "{type} is not in the catalogue")


def _no_room(side: str, ground: str, short: int, bought: int) -> Message:
    """Why a side's new counters cannot be placed: its ground has no room for ``short`` of the ``bought``. "no room
    ... for its new counter", "for any of its 3 new counters", "for 1 of its 3 new counters"."""
    if bought == 1:
        template = QT_TRANSLATE_NOOP("Rules", "{side}: no room in {ground} for its new counter; make room for it")
    elif short == bought:
        template = QT_TRANSLATE_NOOP(
            "Rules", "{side}: no room in {ground} for any of its {all} new counters; buy fewer, or make room"
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Rules", "{side}: no room in {ground} for {n} of its {all} new counters; buy fewer, or make room"
        )
    return template.format(side=side, ground=ground, n=short, all=bought)


def _entry_items(
    side: Side, contingents: Sequence[str], fielded: bool, entry: CatalogueEntry, count: int
) -> list[ForceItem]:
    """``count`` of an entry as the specials' checks read them: the nation it is bought as, its points, whether it is
    a vehicle (infantry and guns are not)."""
    nation = bought_as(entry, side.nation, contingents, fielded) or entry.nation
    return [ForceItem(nation, entry.points, entry.kind is UnitKind.VEHICLE)] * count


def check_forces(session: BattleSession, plan: ForcePlan) -> ForcesCheck:
    """Every limit on the forces, met or not, with its reason: each counter and airstrike of the side's nation (or
    fielded by it, or of an allowed contingent) and in service in the year; Table VII's airstrikes and the weather;
    each side's points within its budget (what it has on the table counts); the special's limits (RAID, TARAWA,
    SYRIA, PATTON SPECIAL, ISLAND's waves)."""
    battle = session.battle
    setup = force_setup(session, plan.attacker)
    checks: list[LimitCheck] = []
    steps: list[Step] = list(plan.budget.steps)
    spending: list[SideSpending] = []
    items: dict[str, list[ForceItem]] = {}
    waves: dict[int, int] = {}
    unwaved: list[str] = []
    by_side = {f.side: f for f in plan.forces}
    for sid in by_side:
        if sid not in (setup.attacker, setup.defender):
            checks.append(
                LimitCheck(
                    "Table II",
                    QT_TRANSLATE_NOOP(
                        "Rules", "{side} is neither the attacker nor the defender ({attacker}, {defender})"
                    ).format(
                        side=side_name(battle, sid),
                        attacker=side_name(battle, setup.attacker),
                        defender=side_name(battle, setup.defender),
                    ),
                    False,
                )
            )
    for sid in (setup.attacker, setup.defender):
        side = side_of(battle, sid)
        force = by_side.get(sid, SideForce(sid))
        contingents = side_contingents(session, setup, sid)
        side_items: list[ForceItem] = []
        on_table = 0
        # What the side has on the table was bought before: it counts against the budget and the limits.
        for unit in battle.units:
            if unit.side != sid or unit.decoy:
                continue
            entry = session.catalogue.get(unit.type)
            if entry is None:
                continue
            on_table += entry.points
            side_items += _entry_items(side, contingents, plan.fielded, entry, 1)
            if sid == setup.attacker and setup.special is Special.ISLAND:
                if unit.wave is None:
                    unwaved.append(unit.id)
                else:
                    waves[unit.wave] = waves.get(unit.wave, 0) + entry.points
        airstrikes_status = side_airstrikes(session, sid)
        # The airstrikes bought before and not flown yet were paid for then: they count like the counters on the
        # table (paid for like a vehicle, as below).
        for aircraft in airstrikes_status.bought:
            entry = session.catalogue.get(aircraft)
            if entry is not None:
                side_items.append(ForceItem(side.nation, entry.points, True))
        units_points = 0
        battery_points_now = 0
        # A battery on the table is bought as its guns' counters (4.11: howitzers, field guns or mortars; 4.8: SPGs).
        counters = [(pick, False) for pick in force.units]
        counters += [(ForcePick(b.type, b.guns, b.wave), True) for b in force.batteries if b.type is not None]
        for pick, in_battery in counters:
            if pick.count < 0:
                checks.append(
                    LimitCheck(
                        "",
                        QT_TRANSLATE_NOOP("Rules", "{side}: a count cannot be negative ({type})").format(
                            side=side.label, type=pick.unit_type
                        ),
                        False,
                    )
                )
                continue
            entry = session.catalogue.get(pick.unit_type)
            if entry is None:
                checks.append(LimitCheck("", _NOT_IN_CATALOGUE.format(type=repr(pick.unit_type)), False))
                continue
            if entry.kind is UnitKind.AIRCRAFT:
                checks.append(
                    LimitCheck(
                        "5.0",
                        QT_TRANSLATE_NOOP(
                            "Rules", "{unit} is an aircraft: it is bought as an airstrike, not a counter"
                        ).format(unit=entry.name),
                        False,
                    )
                )
                continue
            if in_battery and not _on_table_gun(entry):
                checks.append(
                    LimitCheck(
                        "4.11",
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "{unit} is not a howitzer, field gun, mortar or self-propelled gun: a battery's guns are",
                        ).format(unit=entry.name),
                        False,
                    )
                )
                continue
            if bought_as(entry, side.nation, contingents, plan.fielded) is None:
                whose = (
                    QT_TRANSLATE_NOOP("Rules", "{nation} or its allies ({allies})").format(
                        nation=side.nation, allies=", ".join(contingents)
                    )
                    if contingents
                    else f"{side.nation}"
                )
                checks.append(
                    LimitCheck(
                        ARMY_RULE,
                        QT_TRANSLATE_NOOP("Rules", "{unit} is {nation}'s; {side} cannot buy it as {whose}").format(
                            unit=entry.name, nation=entry.nation, side=side.label, whose=whose
                        ),
                        False,
                    )
                )
            if not in_service(entry, plan.year):
                checks.append(
                    LimitCheck(
                        ARMY_RULE,
                        QT_TRANSLATE_NOOP("Rules", "{unit} was in service {first}-{last}, not in {year}").format(
                            unit=entry.name, first=entry.years[0], last=entry.years[1], year=plan.year
                        ),
                        False,
                    )
                )
            if pick.formation is not None and pick.count:
                nations = formation_nations(pick.formation, session.tables.infantry)
                if not {side.nation, *contingents} & set(nations):
                    checks.append(
                        LimitCheck(
                            "3.3",
                            QT_TRANSLATE_NOOP(
                                "Rules",
                                "{unit}: the {formation} is a formation of {nations}'s army; {side} ({nation}) "
                                "has none",
                            ).format(
                                unit=entry.name,
                                formation=pick.formation.label,
                                nations=", ".join(nations),
                                side=side.label,
                                nation=side.nation,
                            ),
                            False,
                        )
                    )
            turns = session.tables.scenario.specials.island.wave_turns
            if pick.wave is not None and pick.count and not (sid == setup.attacker and setup.special is Special.ISLAND):
                # A wave lands later, unseen until then: only an island invasion's attacker assigns one.
                checks.append(
                    LimitCheck(
                        "ISLAND A",
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "{unit}: wave {wave}: only the attacker of an island invasion (ISLAND) lands its units in "
                            "waves; {side} buys them without one",
                        ).format(unit=entry.name, wave=pick.wave, side=side.label),
                        False,
                    )
                )
            no_wave = pick.wave is not None and not 1 <= pick.wave <= len(turns)
            if no_wave and pick.count:
                checks.append(
                    LimitCheck(
                        "ISLAND A",
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "{unit}: there is no wave {wave}; the waves are 1 to {waves} (landing on turns {turns})",
                        ).format(
                            unit=entry.name, wave=pick.wave, waves=len(turns), turns=", ".join(str(t) for t in turns)
                        ),
                        False,
                    )
                )
            if in_battery:
                battery_points_now += entry.points * pick.count
            else:
                units_points += entry.points * pick.count
            side_items += _entry_items(side, contingents, plan.fielded, entry, pick.count)
            if sid == setup.attacker and setup.special is Special.ISLAND and pick.count:
                if pick.wave is None:
                    unwaved.append(entry.name)
                elif not no_wave:
                    waves[pick.wave] = waves.get(pick.wave, 0) + entry.points * pick.count
        # A battery off the table is priced by the catalogue's gun nearest in calibre; its guns are not vehicles.
        for battery in force.batteries:
            if battery.type is not None:
                continue
            price = battery_points(session, sid, battery)
            if price.gun is None:
                checks.append(LimitCheck("4.42", price.problem, False))
                continue
            battery_points_now += price.points
            side_items += [ForceItem(side.nation, price.per_gun, False)] * battery.guns
        batteries_before = _off_table_before(session, sid)
        if batteries_before:
            side_items.append(ForceItem(side.nation, batteries_before, False))
        bought = 0
        air_points = 0
        for pick in force.airstrikes:
            entry = session.catalogue.get(pick.unit_type)
            if entry is None or entry.kind is not UnitKind.AIRCRAFT:
                what = (
                    QT_TRANSLATE_NOOP("Rules", "not in the catalogue")
                    if entry is None
                    else QT_TRANSLATE_NOOP("Rules", "a {kind}, not an aircraft").format(kind=entry.kind.value)
                )
                checks.append(
                    LimitCheck(
                        "Table VII",
                        QT_TRANSLATE_NOOP("Rules", "airstrike {type} is {what}").format(
                            type=repr(pick.unit_type), what=what
                        ),
                        False,
                    )
                )
                continue
            if entry.nation != side.nation and side.nation not in entry.users:
                checks.append(
                    LimitCheck(
                        "Table VII",
                        QT_TRANSLATE_NOOP("Rules", "{unit} was flown by {flew}, not by {nation}").format(
                            unit=entry.name, flew=", ".join([entry.nation, *entry.users]), nation=side.nation
                        ),
                        False,
                    )
                )
            if not in_service(entry, plan.year):
                checks.append(
                    LimitCheck(
                        ARMY_RULE,
                        QT_TRANSLATE_NOOP("Rules", "{unit} flew {first}-{last}, not in {year}").format(
                            unit=entry.name, first=entry.years[0], last=entry.years[1], year=plan.year
                        ),
                        False,
                    )
                )
            bought += pick.count
            air_points += entry.points * pick.count
            # An airstrike is paid for like a vehicle: it is not one of the RAID's or TARAWA's non-vehicle items.
            side_items += [ForceItem(side.nation, entry.points, True)] * pick.count
        if bought:
            weather, snowing = battle_weather(battle)
            weather_ok = airstrike_availability(weather, snowing, None, 0)
            limit = airstrikes_status.availability.limit
            flown = len(airstrikes_status.flown)
            before = len(airstrikes_status.bought)
            if not weather_ok.allowed:
                checks.append(
                    LimitCheck(
                        "Table VII",
                        QT_TRANSLATE_NOOP("Rules", "{side} buys {airstrikes}: {why}").format(
                            side=side.label, airstrikes=count_of(bought, "airstrike"), why=weather_ok.reason
                        ),
                        False,
                    )
                )
            elif limit is not None and bought + before + flown > limit:
                checks.append(
                    LimitCheck(
                        "Table VII",
                        QT_TRANSLATE_NOOP(
                            "Rules", "Table VII gave {side} {airstrikes}; {bought} bought{before}{flown}"
                        ).format(
                            side=side.label,
                            airstrikes=count_of(limit, "airstrike"),
                            bought=bought,
                            before=QT_TRANSLATE_NOOP("Rules", ", {n} bought before").format(n=before) if before else "",
                            flown=QT_TRANSLATE_NOOP("Rules", " and {n} flown").format(n=flown) if flown else "",
                        ),
                        False,
                    )
                )
            else:
                gave = (
                    QT_TRANSLATE_NOOP("Rules", "no Table VII result: the players agree")
                    if limit is None
                    else QT_TRANSLATE_NOOP("Rules", "Table VII gave {airstrikes}").format(
                        airstrikes=count_of(limit, "airstrike")
                    )
                )
                checks.append(
                    LimitCheck(
                        "Table VII",
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "{side}: {airstrikes} bought, {points} points ({gave}); airstrikes must be paid for in Army points",
                        ).format(
                            side=side.label, airstrikes=count_of(bought, "airstrike"), points=air_points, gave=gave
                        ),
                        True,
                    )
                )
        budget = setup.budget_of(plan.budget, sid)
        assert budget is not None
        spent = SideSpending(
            sid,
            setup.role(sid),
            budget,
            on_table,
            airstrikes_status.flown_points,
            units_points,
            air_points,
            airstrikes_status.bought_points,
            battery_points_now,
            batteries_before,
        )
        spending.append(spent)
        parts = spent.parts()
        ok = spent.spent <= budget
        if names_its_role(side.label, spent.role):  # "Attacker spends ...", not "Attacker (attacker) spends ..."
            template = (
                QT_TRANSLATE_NOOP("Rules", "{side} spends {spent} of {budget} points ({parts}): {over} too many")
                if not ok
                else QT_TRANSLATE_NOOP("Rules", "{side} spends {spent} of {budget} points ({parts}); {left} left")
            )
        else:
            template = (
                QT_TRANSLATE_NOOP(
                    "Rules", "{side} ({role}) spends {spent} of {budget} points ({parts}): {over} too many"
                )
                if not ok
                else QT_TRANSLATE_NOOP(
                    "Rules", "{side} ({role}) spends {spent} of {budget} points ({parts}); {left} left"
                )
            )
        text = template.format(
            side=side.label,
            role=spent.role,
            spent=spent.spent,
            budget=budget,
            # What the points went on; a side that has spent none has bought nothing yet (not "0 in counters").
            parts=parts if parts else QT_TRANSLATE_NOOP("Rules", "nothing bought yet"),
            over=spent.spent - budget,
            left=spent.left,
        )
        if sid in by_side:
            # The buyer's own spending and markers: another side's (the points under its markers, what it bought
            # before) are its secret, and not this purchase's limit.
            checks.append(LimitCheck("Table VI", text, ok))
            checks += [
                LimitCheck(m.rule, m.text, m.ok)
                for m in marker_limits(
                    battle,
                    setup.special,
                    setup.defender,
                    sid,
                    side.label,
                    force.counters,
                    force.hidden,
                    force.fakes,
                    setup.terrain,
                )
            ]
        items[sid] = side_items
    # The special's limits and ISLAND A's waves are those of the sides that buy: another side's items (its markers'
    # types, its waves, which the attacker assigns in secret) are not read for them.
    checks += _special_checks(session, setup, {sid: i for sid, i in items.items() if sid in by_side})
    if setup.special is Special.ISLAND and (waves or unwaved) and setup.attacker in by_side:
        checks += _wave_checks(session, setup, waves, unwaved)
    defender = by_side.get(setup.defender)
    if (
        defender is not None
        and defender.counters
        and battle.mission is not None
        and island_waves(battle, session.tables)
    ):
        attacker = by_side.get(setup.attacker)
        first = attacker is not None and attacker.counters > 0  # Place Forces places the attacker's first
        checks.append(_island_order_check(session, setup.defender, first))
    return ForcesCheck(setup, tuple(spending), tuple(checks), tuple(steps))


ISLAND_ORDER_RULE = "ISLAND B"


def deploys_before_the_waves(session: BattleSession, side_id: str) -> bool:
    """ISLAND: "A. Secretly the attacker assigns his units to waves ... B. The defender then deploys his forces": whether
    ``side_id`` is an island invasion's defender deploying while the attacker has no counter on the table yet."""
    battle = session.battle
    mission = battle.mission
    if mission is None or side_id != mission.defender or not island_waves(battle, session.tables):
        return False
    return not any(u.side == mission.attacker and not u.decoy for u in battle.units)


def _island_order_check(session: BattleSession, defender: str, attacker_first: bool) -> LimitCheck:
    battle = session.battle
    attacker = battle.mission.attacker if battle.mission is not None else ""
    if not attacker_first and deploys_before_the_waves(session, defender):
        return LimitCheck(ISLAND_ORDER_RULE, island_order_refusal(session, defender), False)
    return LimitCheck(
        ISLAND_ORDER_RULE,
        QT_TRANSLATE_NOOP(
            "Rules", "{defender} (defender) deploys after {attacker} (attacker) has assigned its units to waves"
        ).format(defender=side_name(battle, defender), attacker=side_name(battle, attacker)),
        True,
    )


def island_order_refusal(session: BattleSession, defender: str) -> str:
    """The words of ISLAND B's order broken: the defender deploying before the attacker's waves are assigned."""
    battle = session.battle
    attacker = battle.mission.attacker if battle.mission is not None else ""
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{defender} (defender) deploys only after {attacker} (attacker) has secretly assigned its units to waves "
        "(ISLAND A): place the attacker's forces first",
    ).format(defender=side_name(battle, defender), attacker=side_name(battle, attacker))


def _said(step: Step) -> str:
    """A step's words without its rule (the check names the rule once)."""
    return step.message if isinstance(step, NoteStep) else step.text()


def _special_checks(session: BattleSession, setup: ForceSetup, items: dict[str, list[ForceItem]]) -> list[LimitCheck]:
    """The special's force limits, by the existing checks of rules/scenario/specials.py, on the items of the sides
    they name. Every limit is shown from the start: a side that has bought nothing yet has its limit stated, met."""
    special = setup.special
    if special not in (Special.RAID, Special.TARAWA, Special.SYRIA, Special.PATTON):
        return []
    allegiance = {sid: side_allegiance(session, sid) for sid in items}
    axis = next((items[s] for s, a in allegiance.items() if a is Allegiance.AXIS), [])
    allies = next((items[s] for s, a in allegiance.items() if a is Allegiance.ALLIES), [])
    nations = {a.value: side_of(session.battle, s).nation for s, a in allegiance.items() if a is not None}
    label = special.label.upper()
    specials = session.tables.scenario.specials
    if special is Special.RAID:
        # "A majority of the defender's points": only the defender's items are given.
        if setup.defender not in items:
            return []  # the defender does not buy now: its limit is not this purchase's
        defender = items.get(setup.defender, [])
        if not defender:
            return [
                LimitCheck(
                    label,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side} (defender): a majority, over 50%, of its points on non-vehicle items — nothing bought yet",
                    ).format(side=side_name(session.battle, setup.defender)),
                    True,
                )
            ]
        is_axis = allegiance.get(setup.defender) is Allegiance.AXIS
        axis, allies = (defender, []) if is_axis else ([], defender)
    elif special is Special.TARAWA and Allegiance.AXIS not in allegiance.values():
        return []  # the Japanese do not buy now: their limit is not this purchase's
    elif special is Special.TARAWA and not axis:
        return [
            LimitCheck(
                label,
                QT_TRANSLATE_NOOP(
                    "Rules", "over {share}% of the Japanese points non-vehicle — nothing bought yet"
                ).format(share=specials.tarawa.non_vehicle_share_over),
                True,
            )
        ]
    result = check_force(special, allies, axis, session.tables.scenario, nations)
    if result.valid:
        return [LimitCheck(label, _said(s), True) for s in result.steps]
    return [LimitCheck(label, p, False) for p in result.problems]


def _wave_checks(
    session: BattleSession, setup: ForceSetup, waves: dict[int, int], unwaved: list[str]
) -> list[LimitCheck]:
    """ISLAND A: the attacker's three waves, each with at least 20% of the army points (the counters' points:
    airstrikes do not land in a wave)."""
    out: list[LimitCheck] = []
    if unwaved:
        shown = ", ".join(dict.fromkeys(unwaved))
        out.append(
            LimitCheck(
                "ISLAND A",
                QT_TRANSLATE_NOOP("Rules", "the attacker assigns every unit to a wave: {units} has none").format(
                    units=shown
                ),
                False,
            )
        )
    turns = session.tables.scenario.specials.island.wave_turns
    plan = check_waves([waves.get(i + 1, 0) for i in range(len(turns))], session.tables.scenario)
    text = joined((_said(s) for s in plan.steps), AND_THEN)
    out.append(LimitCheck("ISLAND A", text, plan.valid))
    return out


# -- placing them --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ForcePlacement:
    """The counters laid out and the airstrikes kept with their sides, as one undoable edit, and where each side's
    counters went."""

    edit: Compound
    units: tuple[Unit, ...]
    steps: tuple[Step, ...]
    airstrikes: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (side, the aircraft ids it bought now)
    batteries: tuple[BatteryDefinition, ...] = ()  # the batteries bought now
    pitches: tuple[tuple[str, float], ...] = ()  # (side, how far apart its new counters stand in formation; 0: close)


def _new_ids(battle: Battle, prefix: str, n: int, taken: set[str]) -> list[str]:
    out: list[str] = []
    k = 1
    while len(out) < n:
        ident = f"{prefix}{k}"
        if ident not in taken:
            out.append(ident)
            taken.add(ident)
        k += 1
    return out


def place_forces(session: BattleSession, forces: Sequence[SideForce], gap: float | None = None) -> ForcePlacement:
    """Lay each side's new counters out in its deployment zone (the battle's ``deployment_zones`` for the side; a
    side without one has the quarter of the table at its base edge): in rows from the zone's rear, facing the enemy,
    apart from each other and from the counters already on the table, in the order they were bought; in formation
    (vehicles in lines, infantry in groups, :func:`formation_pitch` apart; a landing side's waves one behind the
    other) when the zone has room for it. All of them,
    or none: a side whose zone has no room for every counter is refused (:class:`ForcesRefused`). The airstrikes a
    side buys are kept with it (the battle file's ``airstrikes_bought``), in the same edit: the airstrike dialog
    offers them, and they fly from a board edge with the Airstrike tool. A battery on the table is laid out as its
    guns' counters, after the units, and grouped as one battery; a battery off the table is only defined."""
    battle = session.battle
    gap = gap if gap is not None else GAP_INCHES * TableUnit(battle.table.unit).per_inch
    taken = battle.ids() | {a.id for a in battle.aircraft} | {b.id for b in battle.batteries}
    occupied: list[Shape] = [session.geometry.footprint(u) for u in battle.units]
    flags = flag_clearances(battle, formation_pitch(battle))
    units: list[Unit] = []
    steps: list[Step] = []
    problems: list[str] = []
    kept: list[tuple[Side, Side]] = []
    batteries: list[BatteryDefinition] = []
    pitches: list[tuple[str, float]] = []
    special = battle.briefing.special if battle.briefing is not None else None
    lander = landing_side(battle)
    for force in forces:
        side = side_of(battle, force.side)
        strikes: list[str] = []
        for pick in force.airstrikes:
            entry = session.catalogue.get(pick.unit_type)
            if entry is None or entry.kind is not UnitKind.AIRCRAFT:
                raise UsageError(
                    QT_TRANSLATE_NOOP("Rules", "{type} is not an aircraft of the catalogue").format(
                        type=repr(pick.unit_type)
                    )
                )
            strikes += [entry.id] * max(0, pick.count)
        if strikes:
            kept.append((side, side.model_copy(update={"airstrikes_bought": (*side.airstrikes_bought, *strikes)})))
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "{side}: {airstrikes} kept with the side until flown ({aircraft})"
                    ).format(
                        side=side.label,
                        airstrikes=count_of(len(strikes), "airstrike"),
                        aircraft=", ".join(_counted(strikes, session)),
                    ),
                    "Table VII",
                )
            )
        batteries += _off_table_batteries(session, force, taken, steps)
        # Each counter with the pick it comes from and, for a battery's gun, the battery's place in the force.
        picks: list[tuple[ForcePick, int | None]] = [(p, None) for p in force.units if p.count > 0]
        picks += [(ForcePick(b.type, b.guns, b.wave), i) for i, b in enumerate(force.batteries) if b.type is not None]
        if not picks and not force.fakes:
            continue
        # Each counter: its entry, its pick, its battery's place in the force, and whether it is a fake marker.
        entries: list[tuple[CatalogueEntry, ForcePick, int | None, bool]] = []
        for pick, battery in picks:
            entry = session.catalogue.get(pick.unit_type)
            if entry is None or entry.kind is UnitKind.AIRCRAFT:
                raise UsageError(
                    QT_TRANSLATE_NOOP("Rules", "{type} is not a counter of the catalogue").format(
                        type=repr(pick.unit_type)
                    )
                )
            entries += [(entry, pick, battery, False)] * pick.count
        if force.fakes:
            entries += _fake_entries(session, force, entries, problems)
            # Real and fake markers together, in an order the other side cannot tell them apart by.
            key = f"{battle.dice_seed}:{side.id}:{len(battle.units)}"
            entries = [entries[i] for i in marker_order(len(entries), key)]
        landing = side.id == lander
        if landing:
            # ISLAND A: the first wave nearest the water's edge, the later ones behind it (each stands where it lands).
            entries.sort(key=lambda e: e[1].wave or 0)
        ids = _new_ids(battle, side.id[:2], len(entries), taken)
        sizes = []
        for ident, (entry, pick, _battery, _fake) in zip(ids, entries):
            length, width = footprint_size(entry, battle, session.geometry.scale)
            kind = INFANTRY if entry.kind is UnitKind.INFANTRY else entry.kind.value
            sizes.append(CounterSize(ident, length, width, kind, (pick.wave or 0) if landing else 0))
        ground = side_ground(session, side.id)
        facing = FACING_FROM_EDGE[side.edge]
        # One line per kind, the kinds in the order they were bought (a landing side's waves kept in their order).
        first: dict[tuple[int, str], int] = {}
        for size in sizes:
            first.setdefault((size.wave, size.kind), len(first))
        sizes.sort(key=lambda c: (c.wave, first[(c.wave, c.kind)]))
        layout = lay_out_on_ground(
            ground, sizes, facing, gap, occupied, formation_pitch(battle), battle.table, clear_of=flags
        )
        if layout.no_room:
            problems.append(_no_room(side.label, ground.described, len(layout.no_room), len(entries)))
            continue
        pitches.append((side.id, layout.pitch))
        # Counters in plain sight are numbered on from those of their type the side has in plain sight, and a counter
        # out of it (a hidden position, a wave not landed) takes no number of its own: session/names.py numbers it
        # after those in plain sight. A number counted over hidden ones ("R 4" with no R 1 to 3 on the table, or a
        # marker revealed as "R 6") would tell the other side how many of its type the markers and waves hold.
        out_of_sight = out_of_plain_sight(battle)
        numbered: dict[str, int] = {}
        for unit in battle.units:
            if unit.side == side.id and not unit.decoy and unit.id not in out_of_sight:
                numbered[unit.type] = numbered.get(unit.type, 0) + 1
        where = {laid.key: laid for laid in layout.laid}
        guns: dict[int, list[str]] = {}
        fakes_named = markers_on_table(battle, side.id)[1]
        for ident, (entry, pick, battery, fake) in zip(ids, entries):
            name: str | None
            if fake:
                fakes_named += 1
                name = FAKE_NAME.format(n=fakes_named)
            elif force.hidden:
                name = None
            else:
                numbered[entry.id] = numbered.get(entry.id, 0) + 1
                name = f"{entry.code} {numbered[entry.id]}"
            laid = where[ident]
            unit = Unit(
                id=ident,
                side=side.id,
                type=entry.id,
                at=(round(laid.at[0], 4), round(laid.at[1], 4)),
                facing=laid.facing,
                name=name,
                wave=pick.wave,
                formation=pick.formation,
                status=(Status.HIDDEN,) if force.hidden or fake else (),
                decoy=fake,
            )
            if name is not None and not fake and not_landed(battle, unit):
                unit = unit.model_copy(update={"name": None})  # a wave not landed: out of plain sight too
            units.append(unit)
            occupied.append(session.geometry.footprint(unit))
            if battery is not None:
                guns.setdefault(battery, []).append(ident)
        # The guns named as the side's roster will name them, the hidden ones and those of a wave not landed too
        # (numbered after those in plain sight), never by their ids: the entry is the side's own (secret).
        placed = NamedBattle(battle.model_copy(update={"units": [*battle.units, *units]}), session.catalogue)
        named = unit_names(placed, [u.id for u in units], view_of(placed.battle, side.id))
        batteries += _on_table_batteries(session, force, guns, taken, steps, named)
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side}: {counters} in {ground}, {rows}, facing {facing:g}° (towards the enemy), in formation "
                        "{pitch:.1f} {table_unit} apart",
                    )
                    if layout.pitch > 0
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side}: {counters} in {ground}, {rows}, facing {facing:g}° (towards the enemy), close together "
                        "(no room for the formation)",
                    )
                ).format(
                    side=side.label,
                    counters=count_of(len(entries), "counter"),
                    ground=ground.described,
                    rows=count_of(layout.rows, "row"),
                    facing=facing,
                    pitch=layout.pitch,
                    table_unit=battle.table.unit,
                ),
                "Mission Deployment Guidelines",
            )
        )
        if force.hidden or force.fakes:
            real = sum(1 for e in entries if not e[3])
            defender = battle.mission.defender if battle.mission is not None else None
            given = marker_special(special, defender, side.id, conditions_of(battle).terrain)
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side} deploys markers: {real} actual positions (its counters, hidden) and {fakes} fake "
                        "markers among them, each shown to the other side only as a marker",
                    ).format(side=side.label, real=real if force.hidden else 0, fakes=force.fakes),
                    marker_rule(given) if given is not None else "TARAWA",
                )
            )
        waves = sorted({c.wave for c in sizes if c.wave})
        if landing and (waves or not ground.landing.is_empty):
            steps.append(
                NoteStep(
                    landing_note(side.label, len(entries), waves, ground, layout),
                    special.label.upper() if special is not None else "",
                )
            )
    if problems:
        raise ForcesRefused(problems)
    per_side: list[str] = [
        QT_TRANSLATE_NOOP("Rules", "{side}: {counters}").format(
            side=side_name(battle, sid), counters=count_of(n, "counter")
        )
        for sid, n in _per_side(units).items()
    ]
    per_side += [
        QT_TRANSLATE_NOOP("Rules", "{side}: {airstrikes}").format(
            side=after.label,
            airstrikes=count_of(len(after.airstrikes_bought) - len(before.airstrikes_bought), "airstrike"),
        )
        for before, after in kept
    ]
    per_side += [_batteries(len(batteries))] if batteries else []
    edits: list[Edit] = [AddUnit(u) for u in units]
    edits += [
        ReplaceSide(before, after, QT_TRANSLATE_NOOP("Rules", "{side}: airstrikes bought").format(side=after.label))
        for before, after in kept
    ]
    if batteries:
        edits.append(
            ReplaceBatteries(
                tuple(battle.batteries), (*battle.batteries, *batteries), QT_TRANSLATE_NOOP("Rules", "Batteries bought")
            )
        )
    text = (
        QT_TRANSLATE_NOOP("Rules", "Place forces ({sides})").format(
            sides=joined(per_side, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))
        )
        if per_side
        else QT_TRANSLATE_NOOP("Rules", "Place forces")
    )
    bought = tuple((after.id, after.airstrikes_bought[len(before.airstrikes_bought) :]) for before, after in kept)
    return ForcePlacement(
        Compound(tuple(edits), text=text), tuple(units), tuple(steps), bought, tuple(batteries), tuple(pitches)
    )


def landing_note(
    side: str, counters: int, waves: Sequence[int], ground: DeploymentGround, layout: RowLayout
) -> Message:
    """How a side landing from the water (ISLAND A, TARAWA, RAID) is laid at its invasion location: its ``counters``
    new counters in ``waves`` (the waves they were bought in; none for a special without waves), how many stand on
    the beach of its ``ground`` (when it has one), its waves one behind the other or together. Each case reads whole:
    "Axis lands wave 1 from the water at its invasion location: its 3 new counters" for one wave and no beach."""
    parts: list[Message] = []
    if not ground.landing.is_empty:
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "{n} on the beach").format(n=layout.landed)
            if layout.landed
            else QT_TRANSLATE_NOOP("Rules", "none on the beach")
        )
    if len(waves) > 1:
        order = joined(
            (QT_TRANSLATE_NOOP("Rules", "wave {n}").format(n=w) for w in waves),
            QT_TRANSLATE_NOOP("Rules", "{first}, {then}"),
        )
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "its waves one behind the other from the water's edge ({order})").format(
                order=order
            )
            if layout.waves_apart
            else QT_TRANSLATE_NOOP(
                "Rules", "its waves ({order}) together, the zone having no room to keep them apart"
            ).format(order=order)
        )
    said = {
        "side": side,
        "counters": count_of(counters, "new counter"),
        "parts": joined(parts, QT_TRANSLATE_NOOP("Rules", "{first}, {then}")),
    }
    if len(waves) != 1:
        return QT_TRANSLATE_NOOP(
            "Rules", "{side} lands from the water at its invasion location: of its {counters}, {parts}"
        ).format(**said)
    if parts:  # one wave: named with the side, its counters on the beach
        return QT_TRANSLATE_NOOP(
            "Rules", "{side} lands wave {wave} from the water at its invasion location: of its {counters}, {parts}"
        ).format(wave=waves[0], **said)
    return QT_TRANSLATE_NOOP(
        "Rules", "{side} lands wave {wave} from the water at its invasion location: its {counters}"
    ).format(wave=waves[0], **said)


def _fake_entries(
    session: BattleSession,
    force: SideForce,
    entries: Sequence[tuple[CatalogueEntry, ForcePick, int | None, bool]],
    problems: list[str],
) -> list[tuple[CatalogueEntry, ForcePick, int | None, bool]]:
    """The side's fake markers, each as a counter of the kind of one of its actual positions (its footprint and its
    line), so that it stands as a real one would; a problem when the side has no actual position to take one from."""
    battle = session.battle
    placed = [u.type for u in battle.units if u.side == force.side and u.has(Status.HIDDEN) and not u.decoy]
    types = fake_types([e[0].id for e in entries] if force.hidden else [], placed, force.fakes)
    if not types:
        problems.append(
            QT_TRANSLATE_NOOP(
                "Rules", "{side}: fake markers stand among the actual positions, and it places none hidden"
            ).format(side=side_name(battle, force.side))
        )
    return [(session.catalogue[t], ForcePick(t), None, True) for t in types]


def new_battery_id(side_id: SideId, taken: set[str]) -> str:
    """An id for a new battery of ``side_id``, named after its side (``albty1`` for allies), unused in ``taken``, which
    it joins. Named by the side so that its number says nothing of another side's batteries, which its player may
    not know of."""
    k = 1
    while f"{side_id[:2]}bty{k}" in taken:
        k += 1
    taken.add(f"{side_id[:2]}bty{k}")
    return f"{side_id[:2]}bty{k}"


def _off_table_batteries(
    session: BattleSession, force: SideForce, taken: set[str], steps: list[Step]
) -> list[BatteryDefinition]:
    """The off-table batteries a side buys (4.42): defined with their guns and calibre, deployed from the start
    (4.8: "Off-board batteries will start the battle deployed")."""
    out: list[BatteryDefinition] = []
    for pick in force.batteries:
        if pick.type is not None:
            continue
        assert pick.calibre_mm is not None
        what = f"{pick.guns} x {pick.calibre_mm:g}mm {'mortar' if pick.mortar else 'gun'}{'s' if pick.guns > 1 else ''}"
        said = (
            (
                QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm mortars")
                if pick.guns > 1
                else QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm mortar")
            )
            if pick.mortar
            else (
                QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm guns")
                if pick.guns > 1
                else QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm gun")
            )
        ).format(guns=pick.guns, calibre=pick.calibre_mm)
        battery = BatteryDefinition(
            id=new_battery_id(force.side, taken),
            side=force.side,
            kind=BatteryKind.OFF_BOARD,
            name=pick.name or QT_TRANSLATE_NOOP("Rules", "{what} off the table").format(what=what),
            guns=pick.guns,
            calibre_mm=pick.calibre_mm,
            mortar=pick.mortar,
        )
        out.append(battery)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{side}: battery {battery}, {guns}, off the table and deployed").format(
                    side=side_name(session.battle, force.side), battery=battery.label, guns=said
                ),
                "4.8",
            )
        )
    return out


def _on_table_batteries(
    session: BattleSession,
    force: SideForce,
    guns: dict[int, list[str]],
    taken: set[str],
    steps: list[Step],
    names: Mapping[str, str],
) -> list[BatteryDefinition]:
    """The batteries on the table a side buys: its guns' counters (laid out already, ``names`` their names) grouped
    as one battery, set up or in transit as the player designates (4.8)."""
    out: list[BatteryDefinition] = []
    for index, ids in guns.items():
        pick = force.batteries[index]
        assert pick.type is not None  # a battery on the table names its catalogue gun (BatteryPick)
        entry = session.catalogue[pick.type]
        state = DeploymentState.IN_TRANSIT if pick.in_transit else DeploymentState.DEPLOYED
        battery = BatteryDefinition(
            id=new_battery_id(force.side, taken),
            side=force.side,
            kind=BatteryKind.ON_BOARD,
            name=pick.name or f"{entry.code} battery",
            units=tuple(ids),
            deployment=state,
        )
        out.append(battery)
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "{side}: battery {battery}, {guns} ({type}: {units}), in transit")
                    if pick.in_transit
                    else QT_TRANSLATE_NOOP("Rules", "{side}: battery {battery}, {guns} ({type}: {units}), set up")
                ).format(
                    side=side_name(session.battle, force.side),
                    battery=battery.label,
                    guns=count_of(len(ids), "gun"),
                    type=entry.name,
                    units=", ".join(names.get(i, i) for i in ids),
                ),
                "4.8",
            )
        )
    return out


def _batteries(n: int) -> str:
    return count_of(n, "battery")


def _counted(aircraft: Sequence[str], session: BattleSession) -> list[str]:
    """Each aircraft once, with how many ("2 x Junkers Ju 87 B-2 Stuka")."""
    counts: dict[str, int] = {}
    for a in aircraft:
        counts[a] = counts.get(a, 0) + 1
    return [f"{n} x {session.catalogue[a].name}" for a, n in counts.items()]


def _per_side(units: Sequence[Unit]) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in units:
        out[u.side] = out.get(u.side, 0) + 1
    return out


@dataclass(frozen=True)
class ForceOutcome:
    """The forces checked and placed: the edit to push, and the log entry's title, summary and steps."""

    check: ForcesCheck
    placement: ForcePlacement
    title: str
    summary: str
    steps: tuple[Step, ...]


def build_forces(session: BattleSession, plan: ForcePlan) -> ForceOutcome:
    """Check the forces and lay them out: refused (:class:`ForcesRefused`, with every reason) unless every limit is
    met and every counter has room. Nothing is changed: push ``outcome.placement.edit``."""
    if all(f.empty for f in plan.forces):
        raise ForcesRefused([QT_TRANSLATE_NOOP("Rules", "nothing is bought: pick units or airstrikes first")])
    check = check_forces(session, plan)
    if not check.valid:
        raise ForcesRefused(check.problems)
    placement = place_forces(session, plan.forces)
    catalogue = session.catalogue
    steps: list[Step] = list(check.steps)
    steps += [NoteStep(c.text, c.rule) for c in check.checks]
    for force in plan.forces:
        comma = QT_TRANSLATE_NOOP("Rules", "{first}, {then}")
        bought = [
            QT_TRANSLATE_NOOP("Rules", "{n} x {type}").format(n=p.count, type=catalogue[p.unit_type].code)
            + (QT_TRANSLATE_NOOP("Rules", " ({formation})").format(formation=p.formation.label) if p.formation else "")
            + (QT_TRANSLATE_NOOP("Rules", " (wave {wave})").format(wave=p.wave) if p.wave else "")
            for p in force.units
            if p.count
        ]
        if bought:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{side} buys {units}").format(
                        side=side_name(session.battle, force.side), units=joined(bought, comma)
                    )
                )
            )
        strikes = [
            QT_TRANSLATE_NOOP("Rules", "{n} x {type} ({points} points each)").format(
                n=p.count, type=catalogue[p.unit_type].code, points=catalogue[p.unit_type].points
            )
            for p in force.airstrikes
            if p.count
        ]
        if strikes:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side} buys airstrikes: {airstrikes}; they are kept with the side and fly from the Airstrike tool, "
                        "offered first in the airstrike dialog",
                    ).format(side=side_name(session.battle, force.side), airstrikes=joined(strikes, comma)),
                    "Table VII",
                )
            )
        for battery in force.batteries:
            price = battery_points(session, force.side, battery)
            if battery.type is not None:
                said = QT_TRANSLATE_NOOP("Rules", "{guns} x {type} on the table, {points} points").format(
                    guns=battery.guns, type=catalogue[battery.type].code, points=price.points
                )
            else:
                by = price.gun.name if price.gun is not None else "?"
                said = (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{guns} x {calibre:g}mm mortars off the table, {points} points ({per_gun} a gun, as the {by})",
                    )
                    if battery.mortar
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "{guns} x {calibre:g}mm guns off the table, {points} points ({per_gun} a gun, as the {by})",
                    )
                ).format(
                    guns=battery.guns, calibre=battery.calibre_mm, points=price.points, per_gun=price.per_gun, by=by
                )
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{side} buys a battery: {said}").format(
                        side=side_name(session.battle, force.side), said=said
                    ),
                    "4.11",
                )
            )
    steps += placement.steps
    setup = check.setup
    buyers = {f.side for f in plan.forces}
    summary = joined(
        (
            (
                QT_TRANSLATE_NOOP("Rules", "{side} {spent} of {budget} points")
                if names_its_role(side_name(session.battle, s.side), s.role)
                else QT_TRANSLATE_NOOP("Rules", "{side} ({role}) {spent} of {budget} points")
            ).format(side=side_name(session.battle, s.side), role=s.role, spent=s.spent, budget=s.budget)
            for s in check.spending
            if s.side in buyers  # another side's points (under its markers) are its own
        ),
        AND_THEN,
    )
    strikes_bought = sum(len(a) for _, a in placement.airstrikes)
    title = QT_TRANSLATE_NOOP("Rules", "Forces: {counters} placed{airstrikes}{batteries}{ratio}").format(
        counters=count_of(len(placement.units), "counter"),
        airstrikes=QT_TRANSLATE_NOOP("Rules", ", {airstrikes} bought").format(
            airstrikes=count_of(strikes_bought, "airstrike")
        )
        if strikes_bought
        else "",
        batteries=QT_TRANSLATE_NOOP("Rules", ", {batteries}").format(batteries=_batteries(len(placement.batteries)))
        if placement.batteries
        else "",
        ratio=f" ({setup.ratio[0]}:{setup.ratio[1]})" if setup.ratio else "",
    )
    return ForceOutcome(check, placement, title, summary, tuple(steps))


# -- the action ------------------------------------------------------------------------------------------------------


def first_refusal(session: BattleSession, actions: Sequence[BuyForces]) -> Resolution | None:
    """The first of ``actions`` refused when they are taken in their order, each on the battle the ones before it
    leave (Place Forces takes the attacker's first: ISLAND B's defender deploys after it); None when every one is
    taken. Nothing is applied to ``session``'s battle."""
    trial: BattleSession | None = None
    for i, action in enumerate(actions):
        resolution = (trial or session).preview(action)
        if resolution.refused and i and trial is None:
            # Judged alone it is refused: judge it again after the ones before it, taken on a copy of the battle.
            trial = type(session)(session.battle.model_copy(deep=True), None, session.catalogue, session.tables)
            for before in actions[:i]:
                trial.commit(trial.preview(before))
            resolution = trial.preview(action)
        if resolution.refused:
            return resolution
        if trial is not None:
            trial.commit(resolution)
    return None


def plan_of(session: BattleSession, action: BuyForces) -> ForcePlan:
    """The purchase an action makes, with the battle's defaults where it names none: the points Build Forces starts
    from (:func:`default_points`), the mission's ratio, the briefing's year. Raises :class:`UsageError` for a side or
    catalogue entry the battle does not have."""
    battle = session.battle
    for sid in (action.side, action.attacker):
        if sid is not None and battle.side(sid) is None:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                    side=repr(sid), sides=", ".join(s.id for s in battle.sides)
                )
            )
    named = (
        [p.type for p in action.units]
        + [p.type for p in action.airstrikes]
        + [b.type for b in action.batteries if b.type]
    )
    missing = [t for t in dict.fromkeys(named) if t not in session.catalogue]
    if missing:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown unit type {types} (not in the unit catalogue)").format(
                types=", ".join(repr(t) for t in missing)
            )
        )
    setup = force_setup(session, action.attacker)
    ratio = action.ratio or setup.ratio
    budget = battle_budget(session, setup, ratio, action.points, action.total)
    year = purchase_year(session, action.year, action.any_year)
    force = SideForce(
        action.side,
        tuple(ForcePick(p.type, p.count, p.wave, p.formation) for p in action.units),
        tuple(ForcePick(p.type, p.count) for p in action.airstrikes),
        action.batteries,
        action.hidden,
        action.fakes,
    )
    return ForcePlan(budget, (force,), year, action.fielded, setup.attacker)


def purchase_year(session: BattleSession, year: int | None = None, any_year: bool = False) -> int | None:
    """The year a purchase's units must be in service in: the one named, else the briefing's (None: any year)."""
    return None if any_year else year if year is not None else session.battle.year


def limit_steps(check: ForcesCheck) -> tuple[Step, ...]:
    """Every limit as a step, met or broken, with its rule (what a refusal shows)."""
    return (
        *check.steps,
        *(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "met: {limit}")
                    if c.ok
                    else QT_TRANSLATE_NOOP("Rules", "broken: {limit}")
                ).format(limit=c.text),
                c.rule,
            )
            for c in check.checks
        ),
    )


@handles(BuyForces)
def _buy_forces(ctx: Performing, action: BuyForces) -> Resolution:
    """Buying is part of the set-up (docs/rules-notes.md, "Forces — the action"): every limit Build Forces checks must
    be met (the first broken one's rule is the refusal's), and every counter must have room in its zone."""
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "buying forces"))) is not None:
        return refused
    session = ctx.session
    if ctx.strict and placement_pending(session.battle):
        return ctx.refuse(PLACEMENT_PENDING, PLACEMENT_RULE)
    plan = plan_of(session, action)
    setup = force_setup(session, action.attacker)
    if action.ratio is not None and not setup.players_set_ratio and tuple(action.ratio) != setup.ratio:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{ratio}: the players do not set this battle's ratio").format(
                ratio=setup.ratio_from
            ),
            "Table VI",
        )
    if action.attacker is not None and session.battle.mission is not None and action.attacker != setup.attacker:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the battle's mission has {attacker} attack, not {side}").format(
                attacker=side_name(session.battle, setup.attacker), side=side_name(session.battle, action.attacker)
            ),
            "Table II",
        )
    if plan.forces[0].empty:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{side} buys nothing: name units, airstrikes or batteries").format(
                side=side_name(session.battle, action.side)
            ),
            "Table VI",
        )
    check = check_forces(session, plan)
    if not check.valid:
        broken = [c for c in check.checks if not c.ok]
        return ctx.refuse(
            joined((str(c) for c in broken), AND_THEN),
            broken[0].rule or "the unit catalogue",
            result=check,
            steps=limit_steps(check),
        )
    try:
        outcome = build_forces(session, plan)
    except ForcesRefused as exc:
        return ctx.refuse(
            joined(exc.problems, AND_THEN), "Mission Deployment Guidelines", result=check, steps=limit_steps(check)
        )
    # What a side bought is its own (its hidden positions' types, its airstrikes, its batteries: hot seat); the other
    # side sees the counters that are not hidden on the table.
    log = LogDraft("forces", outcome.title, outcome.summary, outcome.steps, side=action.side, secret=True)
    return ctx.done(outcome, outcome.steps, outcome.placement.edit, log=[log], text=outcome.placement.edit.text)
