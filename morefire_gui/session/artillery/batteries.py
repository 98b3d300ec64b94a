"""What fires a barrage (rule 4): a battery's guns on the table or off it, as the rules read them (their nation's
artillery, deployment and site), and whether its guns are destroyed."""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.errors import UsageError
from morefire_gui.geometry.barrage import BatterySite, guns_centre
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind, battery_gun
from morefire_gui.model.battle import Battle, Side, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.barrage import (
    ArtilleryError,
    Battery,
    Deployment,
    DeploymentState,
    check_battery,
    yards_behind_edge,
)
from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.artillery.terms import GunType
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message
from morefire_gui.session.names import side_name

# -- what fires ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OffBoardGuns:
    """A battery the battle file does not define: off-board guns of a calibre (4.42), or naval guns (4.7: four
    guns of 175 mm or more; ``guns`` and ``calibre_mm`` None take that rating). ``nation`` None is the firing
    side's."""

    guns: int | None = None
    calibre_mm: float | None = None
    nation: str | None = None
    mortar: bool = False
    naval: bool = False
    name: str = ""


def battery_guns(battle: Battle, definition: BatteryDefinition) -> tuple[Unit, ...]:
    """An on-board battery's guns still in action (listed units that are not destroyed), in its order."""
    units = (battle.unit(u) for u in definition.units or ())
    return tuple(u for u in units if u is not None and not u.has(Status.DESTROYED))


# A number of guns of a calibre, one or many (the words a bought battery is named by, session/forces/placement.py).
_GUNS_OF_A_CALIBRE: dict[tuple[bool, bool], Message] = {
    (False, False): QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm gun"),
    (False, True): QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm guns"),
    (True, False): QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm mortar"),
    (True, True): QT_TRANSLATE_NOOP("Rules", "{guns} x {calibre:g}mm mortars"),
}
# An on-board battery whose guns are not all in action: those that can still fire, or that none can.
_GUNS_LEFT = QT_TRANSLATE_NOOP("Rules", "{left} of its {guns} left")
_NO_GUN_LEFT = QT_TRANSLATE_NOOP("Rules", "none left of its {guns}")


def guns_of_a_calibre(guns: int, calibre: float | None, mortar: bool) -> str:
    """ "1 x 81mm mortar", "4 x 105mm guns"; "4 guns" where the calibre is not known."""
    if calibre is None:
        return count_of(guns, "gun")
    return _GUNS_OF_A_CALIBRE[(mortar, guns != 1)].format(guns=guns, calibre=calibre)


def battery_guns_said(battle: Battle, battery: BatteryDefinition, catalogue: Catalogue, tables: ArtilleryTables) -> str:
    """What a battery fires with, as its player reads it now: "4 x 105mm guns", "1 x 81mm mortar". An on-board
    battery's guns are its units, and only those still in action fire (4.11): "2 of its 4 x 81mm mortars left", or,
    every one destroyed or gone, "none left of its 1 x 81mm mortar" (it cannot fire or set up). Naval guns are
    rated as 4.7 says. The barrage dialog and the command line's barrage say a battery so."""
    if battery.kind is BatteryKind.NAVAL:
        rated = battery.guns or tables.naval.guns, battery.calibre_mm or tables.naval.calibre_mm
        return guns_of_a_calibre(*rated, False)
    if battery.kind is BatteryKind.OFF_BOARD:
        assert battery.guns is not None  # the file's validation
        return guns_of_a_calibre(battery.guns, battery.calibre_mm, battery.mortar)
    listed = [u for u in (battle.unit(i) for i in battery.units or ()) if u is not None]
    entry = catalogue.get(listed[0].type) if listed else None
    gun = battery_gun(entry) if entry is not None else None
    defined = len(battery.units or ())
    guns = guns_of_a_calibre(defined, gun[0] if gun is not None else None, gun is not None and gun[1] is GunType.MORTAR)
    left = len(battery_guns(battle, battery))
    if left == defined:
        return guns
    return _GUNS_LEFT.format(left=left, guns=guns) if left else _NO_GUN_LEFT.format(guns=guns)


def guns_destroyed(battle: Battle, battery: BatteryDefinition) -> str | None:
    """Why an on-board battery can neither fire nor set up or break down: every one of its guns is destroyed or gone
    (4.11: fire is conducted by battery; a battery with no guns left has nothing to fire or to set up). None when it
    has a gun left, or is off-board or naval. A refusal of the rules, not bad input."""
    if battery.kind is not BatteryKind.ON_BOARD or battery_guns(battle, battery):
        return None
    return QT_TRANSLATE_NOOP(
        "Rules", "{battery}: every one of its guns is destroyed, and a battery with no guns cannot fire or set up"
    ).format(battery=battery.label)


def require_own_battery(battle: Battle, battery: BatteryDefinition, side_id: str) -> None:
    """Bad input: a barrage or an order given to a battery of another side ("battery 'bty1' fires for Kampfgruppe
    Peiper, not 181st Tank Brigade"), each side named as its players read it."""
    if battery.side != side_id:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "battery {battery} fires for {side}, not {other}").format(
                battery=repr(battery.id), side=side_name(battle, battery.side), other=side_name(battle, side_id)
            )
        )


def _nation(nation: str | None, side: Side, tables: RuleTables) -> str:
    chosen = nation or side.nation
    if chosen not in tables.nations.nations:
        raise UsageError(f"unknown nation {chosen!r}; known: {', '.join(tables.nations.nations)}")
    return chosen


def rules_battery(
    battle: Battle, battery: BatteryDefinition | OffBoardGuns, side: Side, catalogue: Catalogue, tables: RuleTables
) -> Battery:
    """The facts the rules read of a battery. An on-board battery has as many guns as it has units still in
    action, of their catalogue calibre; mortars if they are. Raises :class:`ArtilleryError` for a battery
    that has no guns left or is not rated as the rules say (naval guns, 4.7)."""
    art = tables.artillery
    if isinstance(battery, OffBoardGuns):
        nation = _nation(battery.nation, side, tables)
        if battery.naval:
            made = Battery(
                battery.guns or art.naval.guns,
                battery.calibre_mm or art.naval.calibre_mm,
                nation,
                is_mortar=battery.mortar,
                is_naval=True,
                off_board=True,
                name=battery.name,
            )
        else:
            if battery.guns is None or battery.calibre_mm is None:
                raise UsageError(
                    QT_TRANSLATE_NOOP("Rules", "an off-board battery needs its number of guns and its calibre")
                )
            made = Battery(
                battery.guns, battery.calibre_mm, nation, is_mortar=battery.mortar, off_board=True, name=battery.name
            )
        check_battery(made, art)
        return made
    nation = _nation(battery.nation, side, tables)
    if battery.kind is BatteryKind.NAVAL:
        made = Battery(
            battery.guns or art.naval.guns,
            battery.calibre_mm or art.naval.calibre_mm,
            nation,
            is_naval=True,
            off_board=True,
            name=battery.label,
        )
    elif battery.kind is BatteryKind.OFF_BOARD:
        assert battery.guns is not None and battery.calibre_mm is not None  # the file's validation
        made = Battery(
            battery.guns, battery.calibre_mm, nation, is_mortar=battery.mortar, off_board=True, name=battery.label
        )
    else:
        guns = battery_guns(battle, battery)
        if not guns:
            raise ArtilleryError(f"battery {battery.label}: every one of its guns is destroyed")
        entry = catalogue.get(guns[0].type)
        gun = battery_gun(entry) if entry is not None else None
        if gun is None:
            raise ArtilleryError(f"battery {battery.label}: unit {guns[0].id!r} is not a gun")
        made = Battery(len(guns), gun[0], nation, is_mortar=gun[1] is GunType.MORTAR, name=battery.label)
    check_battery(made, art)
    return made


def battery_site(
    battle: Battle, battery: BatteryDefinition | OffBoardGuns, side: Side, rules: Battery, tables: ArtilleryTables
) -> BatterySite:
    """Where the battery fires from: the centre of its guns on the board, or behind the side's base edge
    (1000 yards off-board, 4.42; 5000 naval, 4.7), straight behind its aim point."""
    if isinstance(battery, BatteryDefinition) and battery.kind is BatteryKind.ON_BOARD:
        return BatterySite.on_board(guns_centre(battery_guns(battle, battery)), side.edge)
    return BatterySite.behind_edge(side.edge, yards_behind_edge(rules, tables))


def battery_deployment(battery: BatteryDefinition | OffBoardGuns) -> Deployment:
    """4.8: the battery's set-up state; off-board and naval guns are always deployed."""
    if isinstance(battery, OffBoardGuns):
        return Deployment(DeploymentState.DEPLOYED)
    return Deployment(battery.deployment, battery.turns_remaining or 0)
