"""What a purchase stands on: the battle's set-up (attacker, defender, special, year), what each side may buy, and the
prices of batteries and the points budget (Table VI)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import SideId
from morefire_gui.model.actions.forces import BatteryPick, BuyForces
from morefire_gui.model.artillery import BATTERY_GUN_ROLES, BatteryKind, battery_gun
from morefire_gui.model.battle import Battle
from morefire_gui.rules.catalogue.entries import CatalogueEntry, GunRole, UnitKind
from morefire_gui.rules.infantry.suicide_squads import Formation, formations_of
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
from morefire_gui.rules.scenario.terms import Mission, Special
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.aircraft import nation_aircraft, side_airstrikes
from morefire_gui.session.names import side_name
from morefire_gui.session.unit_facts import allegiance_of, conditions_of, side_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# What Build Forces starts from: the defender has 1000 points (more when the table holds more already).
DEFAULT_DEFENDER_POINTS = 1000


NOT_IN_CATALOGUE = QT_TRANSLATE_NOOP("Rules", "{type} is not in the catalogue")


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
    return [e for e in available_units(session, side_id, year, setup, fielded) if on_table_gun(e)]


def _battery_gun(entry: CatalogueEntry) -> bool:
    """A towed gun of a battery: a howitzer, field gun or mortar (what a battery off the table is priced by)."""
    return entry.kind is UnitKind.GUN and entry.gun is not None and entry.gun.role.value in BATTERY_GUN_ROLES


def on_table_gun(entry: CatalogueEntry) -> bool:
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
            return BatteryPrice(0, 0, None, NOT_IN_CATALOGUE.format(type=repr(pick.type)))
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
                nation=session.tables.nations.name_of(nation),
                guns=pick.guns,
                calibre=pick.calibre_mm,
            ),
        )
    return BatteryPrice(priced.points * pick.guns, priced.points, priced)


def off_table_before(session: BattleSession, side_id: SideId) -> int:
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
    return counters + side_airstrikes(session, side_id).points + off_table_before(session, side_id)


def default_points(session: BattleSession, setup: ForceSetup, ratio: tuple[int, int] | None = None) -> int:
    """The defender's points Build Forces (and a purchase that names none) starts from: the usual 1000, or, when the
    sides have forces already (counters on the table, off-table batteries, airstrikes bought or flown: they count
    against the budgets), enough for both at the ratio, to the next 50. The forces as the side at the table knows them
    (its seen battle, session/visibility.py; everything when no side has the table): another side's hidden positions,
    waves not landed, batteries and airstrikes bought are that side's secret, and a budget grown by their points would
    tell the side at the table what the other hides (docs/hidden-information.md)."""
    from morefire_gui.session.visibility import view_of

    known = session.seen_by(view_of(session.battle, session.battle.at_table))
    had = {sid: army_points(known, sid) for sid in (setup.attacker, setup.defender)}
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
