"""The edits that keep a side's registration points, its batteries and its fire missions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from morefire_gui.errors import UsageError
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import BatteryId, SideId
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord, RegistrationPoint, registration_point
from morefire_gui.model.battle import Battle, Side
from morefire_gui.rules.artillery.barrage import check_order, check_registration_points
from morefire_gui.rules.artillery.fire_missions import FireAtRegistrationPoint, check_registration_point, check_shift
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Aspect, Change, Edit, ReplaceSide
from morefire_gui.session.unit_facts import side_of

# -- keeping registration points, batteries and fire missions ----------------------------------------------------


@dataclass(frozen=True)
class ReplaceBatteries(Edit):
    """The battle's batteries, before and after."""

    before: tuple[BatteryDefinition, ...]
    after: tuple[BatteryDefinition, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change batteries")

    def apply(self, battle: Battle) -> list[Change]:
        battle.batteries = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.batteries = list(self.before)
        return [Change(Aspect.BATTLE)]


@dataclass(frozen=True)
class ReplaceFireMissions(Edit):
    """The battle's fire missions in flight, before and after."""

    before: tuple[FireMissionRecord, ...]
    after: tuple[FireMissionRecord, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change fire missions")

    def apply(self, battle: Battle) -> list[Change]:
        battle.fire_missions = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.fire_missions = list(self.before)
        return [Change(Aspect.BATTLE)]


def plot_registration_point(
    battle: Battle, side_id: SideId, n: int, at: XY, tables: RuleTables, name: str | None = None
) -> ReplaceSide:
    """4.2: plot (or move) registration point #``n`` of a side, on the table. At most 10 per side, numbered 1-10."""
    side = side_of(battle, side_id)
    check_registration_point(n, tables.artillery)
    battle.require_on_table(*at, registration_point(n))
    others = [p for p in side.registration_points if p.n != n]
    check_registration_points(len(others) + 1, tables.artillery)
    point = RegistrationPoint(n=n, at=(float(at[0]), float(at[1])), name=name)
    points = tuple(sorted([*others, point], key=lambda p: p.n))
    return ReplaceSide(
        side,
        side.model_copy(update={"registration_points": points}),
        QT_TRANSLATE_NOOP("Rules", "Plot registration point #{n}").format(n=n),
    )


def no_registration_point(side: Side, n: int) -> UsageError:
    """Bad input: a side's registration point #``n`` that it has not plotted, said with those it has (4.2)."""
    plotted = ", ".join(f"#{p.n}" for p in sorted(side.registration_points, key=lambda p: p.n))
    return UsageError(
        (
            QT_TRANSLATE_NOOP("Rules", "{side} has no registration point #{n} (it has {plotted})")
            if plotted
            else QT_TRANSLATE_NOOP("Rules", "{side} has no registration point #{n} (it has plotted none)")
        ).format(side=side.label, n=n, plotted=plotted)
    )


def remove_registration_point(battle: Battle, side_id: SideId, n: int) -> ReplaceSide:
    side = side_of(battle, side_id)
    if side.registration_point(n) is None:
        raise no_registration_point(side, n)
    points = tuple(p for p in side.registration_points if p.n != n)
    return ReplaceSide(
        side,
        side.model_copy(update={"registration_points": points}),
        QT_TRANSLATE_NOOP("Rules", "Remove registration point #{n}").format(n=n),
    )


def set_batteries(battle: Battle, batteries: Sequence[BatteryDefinition]) -> ReplaceBatteries:
    """Replace the battle's batteries (the battery dock edits the list and checks it with the file's checks)."""
    return ReplaceBatteries(tuple(battle.batteries), tuple(batteries))


def set_fire_mission(battle: Battle, mission: FireMissionRecord, tables: RuleTables) -> ReplaceFireMissions:
    """Give a battery its fire mission (replacing the one it had): the written order's result (4.12)."""
    battery = battle.battery(mission.battery)
    if battery is None:
        raise UsageError(f"unknown battery {mission.battery!r}")
    if mission.registration_point is not None:
        check_order(FireAtRegistrationPoint(mission.registration_point), tables.artillery)
    for shift in mission.rules_shifts():
        check_shift(shift, tables.artillery)
    missions = [m for m in battle.fire_missions if m.battery != mission.battery]
    index = next((i for i, m in enumerate(battle.fire_missions) if m.battery == mission.battery), len(missions))
    missions.insert(index, mission)
    return ReplaceFireMissions(
        tuple(battle.fire_missions),
        tuple(missions),
        QT_TRANSLATE_NOOP("Rules", "Fire mission of {battery}").format(battery=battery.label),
    )


def end_fire_mission(battle: Battle, battery_id: BatteryId) -> ReplaceFireMissions:
    """4.12 D, CEASE FIRE: the battery's mission ends."""
    if battle.fire_mission(battery_id) is None:
        raise UsageError(f"battery {battery_id!r} has no fire mission")
    battery = battle.battery(battery_id)
    return ReplaceFireMissions(
        tuple(battle.fire_missions),
        tuple(m for m in battle.fire_missions if m.battery != battery_id),
        QT_TRANSLATE_NOOP("Rules", "Cease fire: {battery}").format(
            battery=battery.label if battery is not None else battery_id
        ),
    )
