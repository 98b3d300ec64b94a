"""The battle file's artillery keys checked against the rest of the battle: fire registration points (4.2),
batteries (4.11, 4.41, 4.7, 4.8) and fire missions (4.12). Every problem is located at its key, like the
rest of the file's checks (io/battle_file.py calls :func:`artillery_problems` from both of its paths: a battle
that validated, and the valid parts of one that did not)."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection, Sequence

from morefire_gui.errors import Problem
from morefire_gui.io.side_words import side_in_file
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.model.artillery import (
    AIM_POINT,
    BatteryDefinition,
    BatteryKind,
    FireMissionRecord,
    RegistrationPoint,
    battery_gun,
    lone_gun,
    registration_point,
)
from morefire_gui.model.battle import Settings, Side, TableSpec, Unit
from morefire_gui.rules.artillery.fire_missions import check_registration_point, check_shift
from morefire_gui.rules.artillery.terms import ArtilleryError, GunType, Pattern
from morefire_gui.rules.catalogue.entries import Catalogue, UnitKind
from morefire_gui.rules.tables import RuleTables

Locator = Callable[[KeyPath, str], Problem]


def _rule_message(exc: ArtilleryError) -> str:
    return str(exc)


def registration_point_problems(
    side_index: int,
    points: Sequence[tuple[int, RegistrationPoint]],
    table: TableSpec | None,
    tables: RuleTables,
    problem: Locator,
) -> list[Problem]:
    """4.2: each side plots up to 10 FRPs, numbered 1-10, each number once, each on the table."""
    out: list[Problem] = []
    seen: dict[int, int] = {}
    for j, point in points:
        where: KeyPath = ("sides", side_index, "registration_points", j)
        try:
            check_registration_point(point.n, tables.artillery)
        except ArtilleryError as exc:
            out.append(problem((*where, "n"), _rule_message(exc)))
        if point.n in seen:
            out.append(
                problem(
                    (*where, "n"),
                    f"registration point #{point.n} is plotted twice (also registration_points[{seen[point.n]}])",
                )
            )
        seen.setdefault(point.n, j)
        x, y = point.at
        if table is not None and not table.holds(x, y):
            out.append(problem((*where, "at"), table.off_it(x, y, registration_point(point.n))))
    return out


def artillery_problems(
    table: TableSpec | None,
    sides: Sequence[tuple[int, Side]],
    units: Sequence[tuple[int, Unit]],
    batteries: Sequence[tuple[int, BatteryDefinition]],
    missions: Sequence[tuple[int, FireMissionRecord]],
    settings: Settings | None,
    catalogue: Catalogue,
    tables: RuleTables,
    problem: Locator,
    *,
    other_ids: dict[str, str],
    known_side_ids: Collection[str] = (),
    known_unit_ids: Collection[str] = (),
    known_battery_ids: Collection[str] = (),
) -> list[Problem]:
    """Checks across keys for the artillery keys. ``other_ids`` maps the ids of terrain pieces and units to
    where they are (``terrain[2]``): batteries share that one set of ids. The ``known_*`` ids are those of parts
    that did not validate, so that they cause no second, misleading "unknown" report."""
    out: list[Problem] = []
    for i, side in sides:
        out += registration_point_problems(i, list(enumerate(side.registration_points)), table, tables, problem)

    side_by_id = {s.id: s for _, s in sides}
    all_side_ids = set(side_by_id) | set(known_side_ids)
    unit_by_id = {u.id: u for _, u in units}
    all_unit_ids = set(unit_by_id) | set(known_unit_ids)
    nations = tables.nations.nations
    naval = tables.artillery.naval
    in_battery: dict[str, str] = {}
    battery_by_id: dict[str, BatteryDefinition] = {}
    for i, battery in batteries:
        where: KeyPath = ("batteries", i)
        if battery.id in battery_by_id:
            out.append(
                problem(
                    (*where, "id"),
                    f"duplicate battery id {battery.id!r} (also batteries[{_index_of(batteries, battery.id)}])",
                )
            )
        elif battery.id in other_ids:
            out.append(
                problem(
                    (*where, "id"),
                    f"duplicate id {battery.id!r} (also {other_ids[battery.id]}): "
                    f"batteries, terrain pieces and units share one set of ids",
                )
            )
        battery_by_id.setdefault(battery.id, battery)
        if all_side_ids and battery.side not in all_side_ids:
            out.append(
                problem(
                    (*where, "side"), f"unknown side {battery.side!r}; the sides are {', '.join(sorted(all_side_ids))}"
                )
            )
        if battery.nation is not None and battery.nation not in nations:
            close = difflib.get_close_matches(battery.nation, list(nations), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            out.append(
                problem((*where, "nation"), f"unknown nation {battery.nation!r}{hint}; known: {', '.join(nations)}")
            )
        if battery.kind is BatteryKind.NAVAL:
            # 4.7: "Naval guns are rated as a Four gun battery of 175mm+ guns."
            if battery.guns is not None and battery.guns != naval.guns:
                out.append(
                    problem(
                        (*where, "guns"),
                        f"naval guns are rated as a {naval.guns}-gun battery (4.7), not {battery.guns} guns",
                    )
                )
            if battery.calibre_mm is not None and battery.calibre_mm < naval.calibre_mm:
                out.append(
                    problem(
                        (*where, "calibre_mm"),
                        f"naval guns are rated as {naval.calibre_mm:g}mm+ guns (4.7), not {battery.calibre_mm:g} mm",
                    )
                )
        if battery.units:
            out += _battery_unit_problems(
                i, battery, unit_by_id, all_unit_ids, in_battery, catalogue, problem, list(side_by_id.values())
            )

    all_battery_ids = set(battery_by_id) | set(known_battery_ids)
    mission_of: dict[str, int] = {}
    advanced = settings.advanced if settings is not None else False
    for i, mission in missions:
        where = ("fire_missions", i)
        mission_battery = battery_by_id.get(mission.battery)
        if mission_battery is None and mission.battery not in all_battery_ids:
            known = ", ".join(sorted(all_battery_ids)) or "none"
            out.append(problem((*where, "battery"), f"unknown battery {mission.battery!r}; the batteries are: {known}"))
        if mission.battery in mission_of:
            out.append(
                problem(
                    (*where, "battery"),
                    f"battery {mission.battery!r} already has a fire mission "
                    f"(fire_missions[{mission_of[mission.battery]}]); a battery "
                    f"fires one mission at a time",
                )
            )
        mission_of.setdefault(mission.battery, i)
        mission_side = side_by_id.get(mission_battery.side) if mission_battery is not None else None
        if mission.registration_point is not None:
            try:
                check_registration_point(mission.registration_point, tables.artillery)
            except ArtilleryError as exc:
                out.append(problem((*where, "registration_point"), _rule_message(exc)))
            else:
                if mission_side is not None and mission_side.registration_point(mission.registration_point) is None:
                    plotted = ", ".join(f"#{p.n}" for p in sorted(mission_side.registration_points, key=lambda p: p.n))
                    out.append(
                        problem(
                            (*where, "registration_point"),
                            f"{side_in_file(mission_side.id, [mission_side])} has not plotted registration point "
                            f"#{mission.registration_point} ("
                            + (f"it has {plotted}" if plotted else "it has none")
                            + ")",
                        )
                    )
        if mission.at is not None and table is not None:
            x, y = mission.at
            if not table.holds(x, y):
                out.append(problem((*where, "at"), table.off_it(x, y, AIM_POINT)))
        for j, shift in enumerate(mission.shifts):
            try:
                check_shift(shift.to_rules(), tables.artillery)
            except ArtilleryError as exc:
                key = "add_drop" if abs(shift.add_drop) > tables.artillery.orders.max_shift_yards else "right_left"
                out.append(problem((*where, "shifts", j, key), _rule_message(exc)))
        if mission.pattern is Pattern.CONVERGED:
            if mission_battery is not None and mission_battery.kind is BatteryKind.NAVAL:
                out.append(problem((*where, "pattern"), "naval guns can only fire a spread pattern (4.7)"))
            elif not advanced:
                out.append(
                    problem(
                        (*where, "pattern"),
                        "the converged pattern is not used in basic games: spread "
                        "is the only pattern (4.5); set settings.advanced: true",
                    )
                )
    out += _gun_deployment_problems(units, in_battery, catalogue, problem)
    return out


def _gun_deployment_problems(
    units: Sequence[tuple[int, Unit]], in_battery: dict[str, str], catalogue: Catalogue, problem: Locator
) -> list[Problem]:
    """4.8: a unit's own ``deployment`` is a gun's that is none of a battery's guns (a battery's guns follow it)."""
    out: list[Problem] = []
    for i, unit in units:
        if unit.deployment is None:
            continue
        where: KeyPath = ("units", i, "deployment")
        entry = catalogue.get(unit.type)
        if unit.id in in_battery:
            out.append(
                problem(
                    where,
                    f"unit {unit.id!r} is a gun of battery {in_battery[unit.id]!r}: the battery's 'deployment' is its "
                    "guns' (4.8)",
                )
            )
        elif entry is not None and lone_gun(entry) is None:
            out.append(problem(where, f"only a gun sets up and breaks down (4.8): {unit.type!r} is not a gun"))
    return out


def _index_of(batteries: Sequence[tuple[int, BatteryDefinition]], battery_id: str) -> int:
    return next(i for i, b in batteries if b.id == battery_id)


_GUN_WORDS = {"anti_tank": "an anti-tank gun", "infantry": "an infantry gun", "aa": "an AA gun"}


def _battery_unit_problems(
    i: int,
    battery: BatteryDefinition,
    unit_by_id: dict[str, Unit],
    all_unit_ids: set[str],
    in_battery: dict[str, str],
    catalogue: Catalogue,
    problem: Locator,
    sides: Sequence[Side],
) -> list[Problem]:
    """An on-board battery's guns: existing units of its side, howitzers, field guns, mortars or self-propelled guns
    of the catalogue, each in one battery only, all of one calibre, all mortars or none, all self-propelled or none
    (4.11: fire is conducted by battery; 4.8 reads one row for it)."""
    out: list[Problem] = []
    first: tuple[str, float, bool, bool] | None = None  # the first gun: id, calibre, mortar, self-propelled
    assert battery.units is not None
    for j, unit_id in enumerate(battery.units):
        where: KeyPath = ("batteries", i, "units", j)
        unit = unit_by_id.get(unit_id)
        if unit is None:
            if unit_id not in all_unit_ids:
                out.append(problem(where, f"unknown unit {unit_id!r}"))
            continue
        if unit_id in in_battery:
            out.append(
                problem(
                    where,
                    f"unit {unit_id!r} is already a gun of battery {in_battery[unit_id]!r}; a "
                    f"gun belongs to one battery",
                )
            )
        in_battery.setdefault(unit_id, battery.id)
        if unit.side != battery.side:
            out.append(
                problem(
                    where,
                    f"unit {unit_id!r} fights for {side_in_file(unit.side, sides)}, not for the battery's "
                    f"{side_in_file(battery.side, sides)}",
                )
            )
        entry = catalogue.get(unit.type)
        if entry is None:
            continue  # the unit's own unknown type is reported at the unit
        gun = battery_gun(entry)
        if gun is None:
            role = entry.gun.role.value if entry.gun is not None else None
            what = (
                _GUN_WORDS.get(role or "", f"a {role} gun") if entry.kind is UnitKind.GUN else f"a {entry.kind.value}"
            )
            out.append(
                problem(
                    where,
                    f"unit {unit_id!r} ({unit.type}) is {what}: the guns of a battery are "
                    f"howitzers, field guns, mortars or self-propelled guns",
                )
            )
            continue
        calibre, mortar, self_propelled = gun[0], gun[1] is GunType.MORTAR, gun[1] is GunType.SELF_PROPELLED
        if first is None:
            first = (unit_id, calibre, mortar, self_propelled)
        elif calibre != first[1]:
            out.append(
                problem(
                    where,
                    f"unit {unit_id!r} is a {calibre:g} mm gun, but {first[0]!r} is "
                    f"{first[1]:g} mm: a battery's guns share one calibre",
                )
            )
        elif mortar != first[2]:
            out.append(
                problem(
                    where,
                    f"unit {unit_id!r} {'is' if mortar else 'is not'} a mortar, but "
                    f"{first[0]!r} {'is not' if mortar else 'is'}: a battery is all mortars or "
                    f"none (4.41)",
                )
            )
        elif self_propelled != first[3]:
            out.append(
                problem(
                    where,
                    f"unit {unit_id!r} {'is' if self_propelled else 'is not'} a self-propelled gun, but "
                    f"{first[0]!r} {'is not' if self_propelled else 'is'}: a battery is all self-propelled guns or "
                    f"none (4.8)",
                )
            )
    return out
