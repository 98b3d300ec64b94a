"""The facts of a unit that spotting and direct fire read (2.1-2.3): the turn, its kind as a target, defilade, the
woods or building it stands in, whether it moved, and whether it is spotted already."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.direct_fire import GroundUnder
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Cover, Status, TerrainKind
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.direct_fire.spotting import SpotTarget
from morefire_gui.rules.direct_fire.terms import TargetKind
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.claims import target_fired_this_turn
from morefire_gui.session.names import public_piece_name, public_unit_name, public_unit_names, side_name

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- the facts of a unit ---------------------------------------------------------------------------------------


def current_turn(battle: Battle, given: int | None = None) -> tuple[int, bool]:
    """The turn a result is dated by: ``given``, else the battle's turn; (1, False) when the battle keeps none."""
    if given is not None:
        if given < 1:
            raise UsageError(f"turns are counted from 1 (not {given})")
        return given, True
    turn = getattr(battle, "turn", None)
    if isinstance(turn, int) and not isinstance(turn, bool) and turn >= 1:
        return turn, True
    return 1, False


def target_kind_of(entry: CatalogueEntry) -> TargetKind | None:
    if entry.kind is UnitKind.VEHICLE and entry.vehicle is not None:
        return TargetKind.VEHICLE
    if entry.kind is UnitKind.GUN:
        return TargetKind.GUN
    return None


def in_defilade(battle: Battle, unit: Unit, vehicle: bool, ground: GroundUnder) -> tuple[bool, str]:
    """Defilade: the unit's status; for a vehicle also standing on a hill (HILLS: "provide defilade cover to vehicles
    located on it") or in rough ground (ROUGH TERRAIN: "Vehicles are considered defiladed"), each piece by its name."""
    if unit.has(Status.DEFILADE):
        return True, QT_TRANSLATE_NOOP("Rules", "status defilade")
    if vehicle and ground.on_hill:
        return True, QT_TRANSLATE_NOOP("Rules", "a vehicle on {pieces}").format(
            pieces=_pieces(battle, ground.ids_of(*_HILL))
        )
    if vehicle and ground.in_rough:
        return True, QT_TRANSLATE_NOOP("Rules", "a vehicle in {pieces}").format(
            pieces=_pieces(battle, ground.ids_of(*_ROUGH))
        )
    return False, ""


_HILL = (TerrainKind.HILL,)
_ROUGH = (TerrainKind.ROUGH,)
_WOODS = (TerrainKind.WOODS, TerrainKind.JUNGLE)
_HOUSES = (TerrainKind.BUILDING, TerrainKind.VILLAGE)


_IN = QT_TRANSLATE_NOOP("Rules", "in {pieces}")


def _pieces(battle: Battle, ids: Collection[str]) -> str:
    """Terrain pieces as every side reads them, in a modifier's label ("Storozhevoe knoll (hill), Knoll top (hill)"):
    joined as a message, so that each piece's kind is said in the window's language, however many there are."""
    return joined((public_piece_name(battle, i) for i in ids), QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))


def woods_or_building(battle: Battle, unit: Unit, ground: GroundUnder) -> tuple[bool, str]:
    woods, houses = ground.ids_of(*_WOODS), ground.ids_of(*_HOUSES)
    if woods:
        return True, _IN.format(pieces=_pieces(battle, woods))
    if houses:
        return True, _IN.format(pieces=_pieces(battle, houses))
    if unit.cover is Cover.BUILDING:
        return True, QT_TRANSLATE_NOOP("Rules", "cover: building")
    return False, ""


def in_desert(battle: Battle) -> bool:
    return battle.settings.terrain_type is BattlefieldTerrain.DESERT


def spot_target(
    session: BattleSession, unit: Unit, entry: CatalogueEntry, ground: GroundUnder, fired: bool | None
) -> SpotTarget:
    vehicle = entry.kind is UnitKind.VEHICLE and entry.vehicle is not None
    defilade, why = in_defilade(session.battle, unit, vehicle, ground)
    return SpotTarget(
        unit.id,
        name=public_unit_name(session, unit.id),
        vehicle=vehicle,
        infantry=entry.kind in (UnitKind.INFANTRY, UnitKind.GUN),
        silhouette=entry.vehicle.silhouette if vehicle and entry.vehicle is not None else None,
        moved=unit_moved(session.battle, unit),
        fired=target_fired_this_turn(session.battle, unit.id) if fired is None else fired,
        on_road=ground.on_road,
        in_woods=ground.in_woods,
        in_house=ground.in_house or unit.cover is Cover.BUILDING,
        defilade=defilade,
        defilade_why=why,
    )


def unit_moved(battle: Battle, unit: Unit) -> bool:
    """The unit moved this turn (a passenger moves with its carrier)."""
    if unit.riding_on is not None:
        carrier = battle.unit(unit.riding_on)
        return carrier is not None and carrier.moved is not None
    return unit.moved is not None


def already_spotted(session: BattleSession, spotter: Unit, target: Unit, advanced: bool) -> str | None:
    who, whom = public_unit_name(session, spotter.id), public_unit_name(session, target.id)
    if advanced:
        if spotter.id in target.spotted_by:
            return QT_TRANSLATE_NOOP(
                "Rules", "{spotter} has spotted {target} and kept it in sight (advanced: each firer spots for itself)"
            ).format(spotter=who, target=whom)
        return None
    if target.has(Status.SPOTTED):
        return QT_TRANSLATE_NOOP(
            "Rules", "{target} has been spotted (basic: once spotted, it remains spotted for the entire battle)"
        ).format(target=whom)
    return None


def refuse_own_side(session: BattleSession, spotter: Unit, target: Unit, what: str) -> None:
    if spotter.id != target.id and spotter.side != target.side:
        return
    said = public_unit_names(session, [spotter.id, target.id])
    if spotter.id == target.id:
        raise UsageError(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} cannot spot itself")
                if what == "spot"
                else QT_TRANSLATE_NOOP("Rules", "{unit} cannot fire at itself")
            ).format(unit=said[spotter.id])
        )
    if spotter.side == target.side:
        raise UsageError(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} and {target} are both of {side}: spot the enemy")
                if what == "spot"
                else QT_TRANSLATE_NOOP("Rules", "{unit} and {target} are both of {side}: fire at the enemy")
            ).format(unit=said[spotter.id], target=said[target.id], side=side_name(session.battle, spotter.side))
        )
