"""Battle files, format version 1: read, validate (every problem with file, line and key), save atomically.

The format is documented in docs/battle-format.md; its keys are a contract with players and other tools.
"""

from __future__ import annotations

import difflib
import math
import operator
from collections.abc import Callable, Iterator
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from morefire_gui.bulk import collector_paused
from morefire_gui.errors import BattleFileError, InputError, Problem, SaveError, close_names
from morefire_gui.geometry.shapes import touches_table
from morefire_gui.io import yaml_events
from morefire_gui.io.aircraft_checks import aircraft_problems, aircraft_to_data, bought_airstrike_problems
from morefire_gui.io.artillery_checks import artillery_problems, registration_point_problems
from morefire_gui.io.atomic_write import not_a_file, save_target, write_bytes_atomic
from morefire_gui.io.direct_fire_checks import direct_fire_problems
from morefire_gui.io.history_text import HistoryTexts, Made
from morefire_gui.io.movement_checks import movement_problems
from morefire_gui.io.record_checks import record_problems
from morefire_gui.io.resources import is_bundled_battle
from morefire_gui.io.scenario_checks import scenario_part_problems, scenario_problems, scenario_to_data
from morefire_gui.io.turn_checks import actor_ids, turn_part_problems, turn_problems, turns_to_data
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.io.yamldoc import (
    MAX_FILE_BYTES,
    YamlDocument,
    format_path,
    listed,
    parse_yaml,
    read_yaml,
    validation_problems,
)
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord, RegistrationPoint
from morefire_gui.model.battle import (
    FILE_KEYS,
    FORMAT,
    FORMAT_VERSION,
    HISTORY_KEYS,
    MARKER_TYPE,
    Battle,
    BattleState,
    CustomScale,
    Settings,
    Side,
    TableSpec,
    TerrainPiece,
    Unit,
    unit_at,
)
from morefire_gui.model.log import LogEntry, told_landing
from morefire_gui.model.numbers import MAX_LINE_DIAGONALS, MAX_LINE_POINTS
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue, UnitKind
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

# version -> function turning that version's data into the next version's (none yet: version 1 is the first).
# Policy (docs/battle-format.md): files are read in every older version and saved in the newest.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

# A hostile or broken file must not take minutes to refuse: far beyond any table (the stress battle has 300 units
# and 1,028 pieces), and checked before each one is validated. Within the budget of values the parser counts
# (io/yaml_events.py): 10,000 pieces of four corners are 200,000 values.
MAX_UNITS = 5_000
MAX_PIECES = 10_000


@collector_paused()  # tens of thousands of objects made at once (io/bulk.py)
def parse_battle(text: str, source: str, catalogue: Catalogue, tables: RuleTables) -> Battle:
    try:
        doc = parse_yaml(text, source)
    except InputError as exc:
        raise BattleFileError(exc.problems) from None
    return battle_from_document(doc, catalogue, tables)


@collector_paused()  # tens of thousands of objects made at once (io/bulk.py)
def load_battle(path: Path, catalogue: Catalogue, tables: RuleTables, max_values: int | None = None) -> Battle:
    """The battle in the file at ``path``, read within the budget of values (``max_values``: the autosave's,
    autosave_values_limit, for the window's own autosave; the reader's own, MAX_NODES, for any other file)."""
    try:
        doc = read_yaml(Path(path), max_values=max_values)
    except InputError as exc:
        raise BattleFileError(exc.problems) from None
    return battle_from_document(doc, catalogue, tables)


def battle_from_document(doc: YamlDocument, catalogue: Catalogue, tables: RuleTables) -> Battle:
    """Validate a parsed file into a :class:`Battle`. Every problem found is reported at once: a file with
    a misspelt key, an unknown unit type and an unknown nation gets all three, each with its line."""
    data = doc.data
    if data is None:
        raise BattleFileError(
            [
                doc.problem(
                    (),
                    f"the file is empty; a battle file starts with 'format: {FORMAT}' and 'version: {FORMAT_VERSION}'",
                )
            ]
        )
    if not isinstance(data, dict):
        raise BattleFileError(
            [
                doc.problem(
                    (),
                    f"a battle file is a YAML mapping that starts with "
                    f"'format: {FORMAT}' (this file holds {_kind_of(data)})",
                )
            ]
        )
    if "format" not in data:
        raise BattleFileError(
            [doc.problem(("format",), f"this is not a More Fire! battle file: it has no 'format: {FORMAT}' line")]
        )
    if data["format"] != FORMAT:
        raise BattleFileError(
            [
                doc.problem(
                    ("format",),
                    f"this is not a More Fire! battle file: 'format' must be {FORMAT!r} (found {data['format']!r})",
                )
            ]
        )
    if "version" not in data:
        raise BattleFileError(
            [doc.problem(("version",), f"required key is missing: the format version, 'version: {FORMAT_VERSION}'")]
        )
    version = data["version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BattleFileError(
            [doc.problem(("version",), f"'version' must be a whole number 1 or more (found {version!r})")]
        )
    if version > FORMAT_VERSION:
        raise BattleFileError(
            [
                doc.problem(
                    ("version",),
                    f"this file is version {version}, written by a newer "
                    f"More Fire!; this app reads up to version "
                    f"{FORMAT_VERSION}. Upgrade the app to open it.",
                )
            ]
        )
    too_many = [
        doc.problem(
            (key,),
            f"{len(data[key])} {what}: a battle file holds at most {limit:,} (a table "
            f"of 6 by 4 feet holds a few hundred)",
        )
        for key, what, limit in (("units", "units", MAX_UNITS), ("terrain", "terrain pieces", MAX_PIECES))
        if isinstance(data.get(key), list) and len(data[key]) > limit
    ]
    if too_many:  # refused before the long work of checking each one
        raise BattleFileError(too_many)
    while data["version"] < FORMAT_VERSION:  # pragma: no cover - no older versions exist yet
        data = MIGRATIONS[data["version"]](data)
    doc.data = data  # validate what the migrations made; lines still point into the file as written

    problems = _scale_problems(doc, tables)
    try:
        battle: Battle | None = Battle.model_validate(data)
    except ValidationError as exc:
        battle = None
        # The scale is checked above, where the message can say more than "not a string".
        problems += [
            p for p in validation_problems(exc, doc, Battle) if not (p.key == "scale" or p.key.startswith("scale."))
        ]
    if battle is not None:
        problems += check_battle(battle, catalogue, tables, doc)
    else:
        problems += _check_valid_parts(doc, catalogue, tables)
    if problems or battle is None:  # a battle that fails validation has its problems
        raise BattleFileError(listed(_in_file_order(problems)))
    _read_as_today(battle)
    return battle


def _read_as_today(battle: Battle) -> None:
    """What a file an earlier version saved says in the form it had then, read as today's, in memory: a barrage's
    public log entry from before its ``landing`` key gets the landing its steps tell (the board draws its mark;
    docs/battle-format.md, log). The file is not touched: the app writes the key when the battle is next saved."""
    for i, entry in enumerate(battle.log):
        if entry.landing is None and entry.kind == "barrage":
            landing = told_landing(entry)
            if landing is not None:
                battle.log[i] = entry.model_copy(update={"landing": landing})


def _kind_of(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"just the text {value!r}" if len(value) < 40 else "just some text"
    return f"just the value {value!r}"


def _in_file_order(problems: list[Problem]) -> list[Problem]:
    """Problems sorted by line (stable, so those on one line keep the order they were found in)."""
    return sorted(problems, key=lambda p: p.line if p.line is not None else 0)


def _scale_problems(doc: YamlDocument, tables: RuleTables) -> list[Problem]:
    """The scale, checked on the raw text: an unquoted ``scale: 1:50`` is the YAML 1.1 base-60 number 110."""
    if "scale" not in doc.data:
        return []
    scale = doc.data["scale"]
    raw = doc.raw.get(("scale",), "")
    if isinstance(scale, bool) or scale is None:
        return [
            doc.problem(("scale",), f"a scale is one of {_presets(tables)} or {{yards_per_inch: N}} (found {scale!r})")
        ]
    if isinstance(scale, (int, float)):
        if ":" in raw:
            return [
                doc.problem(
                    ("scale",),
                    f"YAML read the unquoted {raw} as the number {scale} (a base-60 "
                    f'number); put quotes around it: scale: "{raw}"',
                )
            ]
        return [
            doc.problem(
                ("scale",), f"a scale is one of {_presets(tables)} or {{yards_per_inch: N}} (found the number {scale})"
            )
        ]
    if isinstance(scale, str):
        if scale in tables.scales.presets:
            return []
        close = difflib.get_close_matches(scale, list(tables.scales.presets), n=1)
        hint = f' (did you mean "{close[0]}"?)' if close else ""
        return [
            doc.problem(
                ("scale",), f"unknown scale {scale!r}{hint}; use one of {_presets(tables)} or {{yards_per_inch: N}}"
            )
        ]
    if isinstance(scale, dict):
        return _part_problems(CustomScale, doc, ("scale",))[1]
    return [doc.problem(("scale",), f"a scale is one of {_presets(tables)} or {{yards_per_inch: N}} (found a list)")]


def _presets(tables: RuleTables) -> str:
    return ", ".join(f'"{p}"' for p in tables.scales.presets)


def _part_problems(model: type[BaseModel], doc: YamlDocument, prefix: KeyPath) -> tuple[Any, list[Problem]]:
    """Validate one part of the file on its own: the object, or None and its problems."""
    try:
        return model.model_validate(_at(doc.data, prefix)), []
    except ValidationError as exc:
        return None, validation_problems(exc, doc, model, prefix)


def _valid_part(model: type[BaseModel], doc: YamlDocument, prefix: KeyPath) -> Any:
    """One part of the file as ``model``, or None when it does not validate (its problems are reported already)."""
    try:
        return model.model_validate(_at(doc.data, prefix))
    except ValidationError:
        return None


def _raw_terrain_type(data: dict[str, Any]) -> BattlefieldTerrain | None:
    """The settings' terrain type as written, when the settings do not validate as a whole (Settings' defaults when
    there are none): what makes an island invasion of a battle without a briefing."""
    settings = data.get("settings")
    raw = settings.get("terrain_type") if isinstance(settings, dict) else None
    try:
        return BattlefieldTerrain(raw) if isinstance(raw, str) else None
    except ValueError:
        return None


def _at(data: Any, path: KeyPath) -> Any:
    for part in path:
        data = data[part]
    return data


def _check_valid_parts(doc: YamlDocument, catalogue: Catalogue, tables: RuleTables) -> list[Problem]:
    """When the battle as a whole does not validate, still run the checks across keys on the parts that do,
    so that one misspelt key does not hide an unknown unit type further down. Ids of parts that do not
    validate are still counted as known, so they cause no second, misleading "unknown side" report."""
    data = doc.data

    def valid_items(key: str, model: type[BaseModel]) -> tuple[list[tuple[int, Any]], set[str]]:
        items = data.get(key)
        if not isinstance(items, list):
            return [], set()
        good, raw_ids = [], set()
        for i, item in enumerate(items):
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                raw_ids.add(item["id"])
            obj = _valid_part(model, doc, (key, i))
            if obj is not None:
                good.append((i, obj))
        return good, raw_ids

    sides, side_ids = valid_items("sides", Side)
    terrain, _ = valid_items("terrain", TerrainPiece)
    units, unit_ids = valid_items("units", Unit)
    table = _valid_part(TableSpec, doc, ("table",)) if isinstance(data.get("table"), dict) else None
    settings = _valid_part(Settings, doc, ("settings",)) if isinstance(data.get("settings"), dict) else None
    problems = _cross_check(
        table,
        sides,
        terrain,
        units,
        settings,
        catalogue,
        tables,
        _doc_locator(doc),
        known_side_ids=side_ids,
        known_unit_ids=unit_ids,
    )
    # The artillery keys (4.1-4.12): batteries and missions that validate, and the registration points of sides
    # that do not (a side that validates has its points checked with it).
    batteries, battery_ids = valid_items("batteries", BatteryDefinition)
    missions, _ = valid_items("fire_missions", FireMissionRecord)
    valid_sides = {i for i, _ in sides}
    for i, item in enumerate(data.get("sides") if isinstance(data.get("sides"), list) else []):
        bought = item.get("airstrikes_bought") if isinstance(item, dict) else None
        if i not in valid_sides and isinstance(bought, list):
            # Table VII's airstrikes bought, of a side with another problem: still checked as written.
            problems += bought_airstrike_problems(
                i, [(j, b) for j, b in enumerate(bought) if isinstance(b, str)], catalogue, _doc_locator(doc)
            )
        points = item.get("registration_points") if isinstance(item, dict) else None
        if i in valid_sides or not isinstance(points, list):
            continue
        good = [
            (j, point)
            for j in range(len(points))
            if (point := _valid_part(RegistrationPoint, doc, ("sides", i, "registration_points", j))) is not None
        ]
        problems += registration_point_problems(i, good, table, tables, _doc_locator(doc))
    problems += artillery_problems(
        table,
        sides,
        units,
        batteries,
        missions,
        settings,
        catalogue,
        tables,
        _doc_locator(doc),
        other_ids=_other_ids(terrain, units),
        known_side_ids=side_ids,
        known_unit_ids=unit_ids,
        known_battery_ids=battery_ids,
    )
    problems += movement_problems(
        sides,
        terrain,
        units,
        settings,
        catalogue,
        tables,
        _doc_locator(doc),
        known_side_ids=side_ids,
        known_unit_ids=unit_ids,
    )
    problems += direct_fire_problems(sides, units, catalogue, _doc_locator(doc), known_unit_ids=unit_ids)
    problems += scenario_part_problems(
        doc,
        table,
        sides,
        terrain,
        units,
        tables,
        _doc_locator(doc),
        terrain_type=settings.terrain_type if settings is not None else _raw_terrain_type(data),
        known_side_ids=side_ids,
        known_unit_ids=unit_ids,
    )
    problems += turn_part_problems(
        doc,
        batteries,
        {u.id for _, u in units} | unit_ids,
        tables,
        _doc_locator(doc),
        known_battery_ids=battery_ids,
        sides=[s for _, s in sides],
    )
    planes, _ = valid_items("aircraft", AircraftInPlay)  # rule 5: airstrikes in play
    problems += aircraft_problems(
        table,
        sides,
        planes,
        catalogue,
        tables,
        _doc_locator(doc),
        other_ids={**_other_ids(terrain, units), **{b.id: f"batteries[{i}]" for i, b in batteries}},
        known_side_ids=side_ids,
    )
    # A unit with a misspelt key is not a Unit, but its type and side can still be checked as written.
    valid_units = {i for i, _ in units}
    all_side_ids = {s.id for _, s in sides} | side_ids
    for i, item in enumerate(data.get("units") if isinstance(data.get("units"), list) else []):
        if i in valid_units or not isinstance(item, dict):
            continue
        if (
            isinstance(item.get("type"), str)
            and item["type"]
            and item["type"] not in catalogue
            and not (item["type"] == MARKER_TYPE and data.get("seen_by"))
        ):
            problems.append(doc.problem(("units", i, "type"), _unknown_type(item["type"], catalogue)))
        if isinstance(item.get("side"), str) and all_side_ids and item["side"] not in all_side_ids:
            problems.append(doc.problem(("units", i, "side"), _unknown_side(item["side"], all_side_ids)))
    return problems


def _unknown_type(unit_type: str, catalogue: Catalogue) -> str:
    close = close_names(unit_type, catalogue.ids())
    hint = f" (did you mean {', '.join(close)}?)" if close else " (it is not in the unit catalogue)"
    return f"unknown unit type {unit_type!r}{hint}"


def _unknown_side(side: str, side_ids: set[str]) -> str:
    return f"unknown side {side!r}; the sides are {', '.join(sorted(side_ids))}"


Locator = Callable[[KeyPath, str], Problem]


def _doc_locator(doc: YamlDocument | None) -> Locator:
    if doc is not None:
        return doc.problem
    return lambda path, message: Problem("battle", None, format_path(path), message)


def check_battle(
    battle: Battle, catalogue: Catalogue, tables: RuleTables, doc: YamlDocument | None = None
) -> list[Problem]:
    """Checks across keys: ids, references, catalogue types, nations, pieces and units on the table, and the
    artillery keys (registration points, batteries, fire missions)."""
    sides, terrain = list(enumerate(battle.sides)), list(enumerate(battle.terrain))
    units = list(enumerate(battle.units))
    problems = _marker_problems(battle, _doc_locator(doc)) + _cross_check(
        battle.table, sides, terrain, units, battle.settings, catalogue, tables, _doc_locator(doc)
    )
    problems += artillery_problems(
        battle.table,
        sides,
        units,
        list(enumerate(battle.batteries)),
        list(enumerate(battle.fire_missions)),
        battle.settings,
        catalogue,
        tables,
        _doc_locator(doc),
        other_ids=_other_ids(terrain, units),
    )
    problems += movement_problems(sides, terrain, units, battle.settings, catalogue, tables, _doc_locator(doc))
    problems += direct_fire_problems(sides, units, catalogue, _doc_locator(doc))
    problems += scenario_problems(
        battle.table,
        sides,
        terrain,
        units,
        battle.mission,
        list(enumerate(battle.deployment_zones)),
        list(enumerate(battle.vp_locations)),
        battle.briefing,
        tables,
        _doc_locator(doc),
        terrain_type=battle.settings.terrain_type,
    )
    problems += aircraft_problems(
        battle.table,
        sides,
        list(enumerate(battle.aircraft)),
        catalogue,
        tables,
        _doc_locator(doc),
        other_ids={**_other_ids(terrain, units), **{b.id: f"batteries[{i}]" for i, b in enumerate(battle.batteries)}},
    )
    problems += turn_problems(
        battle.step,
        battle.acted,
        list(enumerate(battle.counter_battery)),
        list(enumerate(battle.batteries)),
        actor_ids(battle),
        tables,
        _doc_locator(doc),
        sides=battle.sides,
    )
    group = battle.close_combat
    if group is not None:
        known = {u.id for u in battle.units}
        for j, ident in enumerate(group.order):
            if ident not in known:
                problems.append(_doc_locator(doc)(("close_combat", "order", j), f"unknown unit {ident!r}"))
    problems += record_problems(battle.actions, doc, _doc_locator(doc))
    if battle.at_table is not None and battle.side(battle.at_table) is None:
        problems.append(_doc_locator(doc)(("at_table",), _unknown_side(battle.at_table, {s.id for s in battle.sides})))
    return problems


def _marker_problems(battle: Battle, problem: Locator) -> list[Problem]:
    """A unit of type "hidden position" is a marker of another side's hidden position in a side's seen battle
    (``seen_by``, docs/hidden-information.md): nowhere else, never of the side it was seen by, and hidden."""
    problems: list[Problem] = []
    if battle.seen_by is not None and battle.side(battle.seen_by) is None:
        problems.append(problem(("seen_by",), _unknown_side(battle.seen_by, {s.id for s in battle.sides})))
    for i, unit in enumerate(battle.units):
        if unit.type != MARKER_TYPE:
            continue
        if battle.seen_by is None:
            problems.append(
                problem(
                    ("units", i, "type"),
                    f"{MARKER_TYPE!r} is a marker of a side's seen battle: a battle with 'seen_by:' alone has them",
                )
            )
        elif unit.side == battle.seen_by:
            problems.append(
                problem(("units", i, "side"), f"a side's own units are never markers in its seen battle ({unit.side})")
            )
        elif Status.HIDDEN not in unit.status:
            problems.append(problem(("units", i, "status"), "a marker is a hidden position: give it status [hidden]"))
    return problems


def _other_ids(terrain: list[tuple[int, TerrainPiece]], units: list[tuple[int, Unit]]) -> dict[str, str]:
    """Where each terrain and unit id is first given: batteries share their set of ids."""
    where: dict[str, str] = {}
    for i, piece in terrain:
        where.setdefault(piece.id, f"terrain[{i}]")
    for i, unit in units:
        where.setdefault(unit.id, f"units[{i}]")
    return where


def _cross_check(
    table: TableSpec | None,
    sides: list[tuple[int, Side]],
    terrain: list[tuple[int, TerrainPiece]],
    units: list[tuple[int, Unit]],
    settings: Settings | None,
    catalogue: Catalogue,
    tables: RuleTables,
    problem: Locator,
    known_side_ids: AbstractSet[str] = frozenset(),
    known_unit_ids: AbstractSet[str] = frozenset(),
) -> list[Problem]:
    problems: list[Problem] = []
    side_ids: dict[str, int] = {}
    for i, side in sides:
        if side.id in side_ids:
            problems.append(
                problem(("sides", i, "id"), f"duplicate side id {side.id!r} (also sides[{side_ids[side.id]}])")
            )
        side_ids.setdefault(side.id, i)
        if side.nation not in tables.nations.nations:
            close = difflib.get_close_matches(side.nation, list(tables.nations.nations), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            problems.append(
                problem(
                    ("sides", i, "nation"),
                    f"unknown nation {side.nation!r}{hint}; known: {', '.join(tables.nations.nations)}",
                )
            )
    # Terrain and units share one set of ids: a log line or a tool names "h1" and must mean one thing.
    seen: dict[str, str] = {}
    for i, piece in terrain:
        if piece.id in seen:
            problems.append(problem(("terrain", i, "id"), f"duplicate id {piece.id!r} (also {seen[piece.id]})"))
        seen.setdefault(piece.id, f"terrain[{i}]")
        too_long = _too_long(piece, table)
        if too_long:
            problems.append(problem(("terrain", i, "line"), too_long))
        elif table is not None and not _touches_table(piece, table):
            problems.append(
                problem(
                    ("terrain", i),
                    f"{piece.kind.value} {piece.id!r} lies wholly off the "
                    f"{table.width:g} x {table.depth:g} {table.unit} table",
                )
            )
    line_points = sum(len(piece.line) for _, piece in terrain if piece.line is not None)
    if line_points > MAX_LINE_POINTS:
        problems.append(
            problem(
                ("terrain",),
                f"the terrain's lines hold {line_points:,} points together; a battle's "
                f"lines hold at most {MAX_LINE_POINTS:,} (the stress battle's, 1,300)",
            )
        )
    all_side_ids = set(side_ids) | set(known_side_ids)
    all_unit_ids = {u.id for _, u in units} | set(known_unit_ids)
    for i, unit in units:
        if unit.id in seen:
            problems.append(problem(("units", i, "id"), f"duplicate id {unit.id!r} (also {seen[unit.id]})"))
        seen.setdefault(unit.id, f"units[{i}]")
        # With no sides at all, the sides' own problem says so; naming every unit's side would be noise.
        if all_side_ids and unit.side not in all_side_ids:
            problems.append(problem(("units", i, "side"), _unknown_side(unit.side, all_side_ids)))
        if unit.type == MARKER_TYPE:
            pass  # another side's hidden position in a side's seen battle (_marker_problems)
        elif unit.type not in catalogue:
            problems.append(problem(("units", i, "type"), _unknown_type(unit.type, catalogue)))
        elif catalogue[unit.type].kind is UnitKind.AIRCRAFT:
            problems.append(
                problem(
                    ("units", i, "type"),
                    f"{unit.type!r} is an aircraft: aircraft are not counters "
                    f"on the table but airstrikes, listed under 'aircraft'",
                )
            )
        x, y = unit.at
        if table is not None and not table.holds(x, y):
            problems.append(problem(("units", i, "at"), table.off_it(x, y, unit_at(unit.id))))
        if unit.riding_on is not None:
            if unit.riding_on == unit.id:
                problems.append(problem(("units", i, "riding_on"), "a unit cannot ride on itself"))
            elif unit.riding_on not in all_unit_ids:
                problems.append(problem(("units", i, "riding_on"), f"unknown unit {unit.riding_on!r}"))
    # A unit riding on itself is reported above; here only longer circles (a on b, b on a).
    riding = {u.id: u.riding_on for _, u in units if u.riding_on and u.riding_on != u.id}
    for i, unit in units:
        chain, current = [unit.id], riding.get(unit.id)
        while current is not None:
            if current in chain:
                if current == unit.id:
                    circle = " -> ".join([*chain, unit.id])
                    problems.append(problem(("units", i, "riding_on"), f"riding_on goes round in a circle: {circle}"))
                break  # a circle further along is reported at its own units
            chain.append(current)
            current = riding.get(current)
    if settings is not None:
        row = settings.movement_row
        if row is not None and row not in tables.movement.row_names():
            problems.append(
                problem(
                    ("settings", "movement_row"),
                    f"unknown movement row {row!r}; use one of {', '.join(tables.movement.row_names())}",
                )
            )
    return problems


def _too_long(piece: TerrainPiece, table: TableSpec | None) -> str | None:
    """Why a line is too long to be a road, stream, river or hedge (each at most MAX_LINE_DIAGONALS times the
    table's diagonal), or None. Counted point to point, before any shape is built from it."""
    if piece.line is None or table is None:
        return None
    length = sum(math.dist(a, b) for a, b in zip(piece.line, piece.line[1:]))
    limit = MAX_LINE_DIAGONALS * math.hypot(table.width, table.depth)
    if length <= limit:
        return None
    return (
        f"the line is {length:,.0f} {table.unit} long, more than {MAX_LINE_DIAGONALS} times the table's diagonal "
        f"({limit:,.0f} {table.unit}): a road, stream, river or hedge runs across the table a few times at most"
    )


def _touches_table(piece: TerrainPiece, table: TableSpec) -> bool:
    """A piece that touches the table at all belongs to the battle (roads run off edges)."""
    # A corner or point on or inside the table is a point of the piece on it: most pieces, without a shape.
    if any(table.holds(x, y) for x, y in piece.points()):
        return True
    return touches_table(piece, table.width, table.depth)


# -- saving ---------------------------------------------------------------------------------------------

# libyaml's emitter when PyYAML has it (four times faster on a large battle); the representers below are the same.
_SafeDumper: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class _Dumper(_SafeDumper):  # type: ignore[misc]  # the C dumper where libyaml has one, typed Any
    def ignore_aliases(self, data: Any) -> bool:
        return True


def _flow_list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(not isinstance(v, (dict, list)) for v in data) or all(
        isinstance(v, list) and all(not isinstance(w, (dict, list)) for w in v) for v in data
    )
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


class _Flow(dict[str, Any]):
    """A mapping written on one line (a unit, a side, a small terrain piece)."""


def _flow_dict(dumper: yaml.SafeDumper, data: _Flow) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=True)


def _number(dumper: yaml.SafeDumper, data: float) -> yaml.Node:
    """Whole numbers are written without ".0" (72 rather than 72.0); others exactly, as repr gives them."""
    if data.is_integer() and abs(data) < 1e15:
        return dumper.represent_int(int(data))
    return dumper.represent_float(data)


# Characters YAML reads as line breaks. With allow_unicode (so that "Kharkov, février" stays readable) the
# emitter writes them raw inside quotes, and the reader folds them into spaces: a title would not come back
# as it was. Double quotes escape them (\N, \L, \P).
_LINE_BREAKS = ("\x85", "\u2028", "\u2029")


def _text(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    style = '"' if any(c in data for c in _LINE_BREAKS) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(str, _text)
_Dumper.add_representer(float, _number)
_Dumper.add_representer(list, _flow_list)
_Dumper.add_representer(_Flow, _flow_dict)


def battle_to_data(battle: Battle) -> dict[str, Any]:
    """The battle as plain data in the file's key order, without keys left at their defaults: its position, then its
    history (the log, the actions committed, and the position they start from)."""
    out = _position_data(battle)
    if battle.log:
        out["log"] = [_log_entry_data(e) for e in battle.log]
    if battle.actions:
        out["actions"] = [_action_record_data(r) for r in battle.actions]
    if battle.start is not None:
        out["start"] = _state_to_data(battle.start, {})
    return out


def _position_data(battle: Battle) -> dict[str, Any]:
    """The file's keys before the battle's history: its own keys and its position."""
    from morefire_gui import __version__  # read from the package metadata only when a file is written

    head: dict[str, Any] = {"format": battle.format, "version": battle.version, "app_version": __version__}
    if battle.seen_by is not None:
        head["seen_by"] = battle.seen_by  # a side's seen battle: whose view it holds
    return _state_to_data(battle, head)


def _log_entry_data(entry: LogEntry) -> dict[str, Any]:
    return _strip_defaults(entry.model_dump(mode="json", exclude_none=True), {"actors": [], "targets": []})


def _action_record_data(record: ActionRecord) -> dict[str, Any]:
    """One committed action: its number, turn and step on one line with the action; its dice one to a line."""
    data = record.model_dump(mode="json", exclude_none=True)
    data["action"] = _Flow(data["action"])
    dice = [_Flow(_strip_defaults(d, {"by_hand": False, "purpose": ""})) for d in data.pop("dice")]
    log = data.pop("log")
    out = _strip_defaults(data, {"at": ""})
    if log:
        out["log"] = log
    if dice:
        out["dice"] = dice
    return out


def _state_to_data(battle: BattleState, head: dict[str, Any]) -> dict[str, Any]:
    """A battle's position as plain data in the file's order (after ``head``, the file's own keys)."""
    data = battle.model_dump(mode="json", exclude_none=True, exclude={"extensions", *HISTORY_KEYS, *FILE_KEYS})
    out: dict[str, Any] = dict(head)
    for key in ("title", "table", "scale", "sides", "terrain", "units"):
        out[key] = data.pop(key)
    out["table"] = _Flow(out["table"])
    out["sides"] = [
        _Flow(_strip_defaults(s, {"registration_points": [], "airstrikes_bought": []})) for s in out["sides"]
    ]
    out["terrain"] = [
        _Flow(_strip_defaults(t, {"cleared": False, "deliberate": False, "revealed": False, "clearing": {}}))
        for t in out["terrain"]
    ]
    out["units"] = [
        _Flow(
            _strip_defaults(
                u,
                {
                    "facing": 0.0,
                    "status": [],
                    "status_until": {},
                    "suicide": False,
                    "ski": False,
                    "mountain_checked": False,
                    "spotted_by": [],
                    "damage": [],
                    "decoy": False,
                },
            )
        )
        for u in out["units"]
    ]
    # The artillery keys, after the units, one battery and one mission to a line; left out when empty.
    for key, defaults in (
        ("batteries", {"mortar": False, "deployment": "deployed"}),
        ("fire_missions", {"order": "fire", "shifts": [], "pattern": "spread"}),
    ):
        items = data.pop(key)
        if items:
            out[key] = [_Flow(_strip_defaults(item, defaults)) for item in items]
    aircraft = data.pop("aircraft")  # rule 5: the airstrikes, one to a line; left out when empty
    if aircraft:
        out["aircraft"] = aircraft_to_data(aircraft, _Flow)
    out.update(scenario_to_data(data, _Flow))  # the scenario keys (mission, zones, locations, briefing)
    out.update(turns_to_data(data, _Flow))  # the sequence of play (turn, step, marks, counter-battery fire)
    for key, value in data.items():
        default = BattleState.model_fields[key].get_default(call_default_factory=True)
        default_dump = default.model_dump(mode="json", exclude_none=True) if hasattr(default, "model_dump") else default
        if value != default_dump:
            out[key] = value
    if battle.extensions:
        # As loaded, not in JSON mode: a date another tool wrote must come back a date, not a string.
        out["extensions"] = battle.extensions
    return out


def _strip_defaults(item: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if not (k in defaults and v == defaults[k])}


def _dump(data: Any) -> str:
    return str(yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120))


# Each log entry, committed action and starting position written once (io/history_text.py): the file is the text of
# yaml.dump(battle_to_data(battle)), the same to the byte, with the history's text made only for what is new. With each
# text is kept the number of values it holds, so that a save knows the file's size against the reader's budget.
_HISTORY = HistoryTexts()

# The share of the values a battle file may hold (file_values_limit) past which a battle is said to be near the
# size the app can open: some 700 shots before it, time to go on in a new file (docs/reliability.md).
WARN_SHARE = 0.8
# The window's own autosave is written and recovered within twice the budget: the history's latest actions are kept
# past the budget of a battle's file, until the player goes on in a new file (docs/reliability.md, "A long game").
AUTOSAVE_TIMES = 2


def file_values_limit() -> int:
    """The values a battle file may hold: the reader's budget (io/yaml_events.py, MAX_NODES), which a save keeps to."""
    return yaml_events.MAX_NODES


def autosave_values_limit() -> int:
    """The values the window's own autosave may hold, written and recovered within them."""
    return AUTOSAVE_TIMES * yaml_events.MAX_NODES


def values_in(data: Any) -> int:
    """How many values the reader counts in ``data`` written as YAML (io/yaml_events.py): each mapping and list, each
    key and each scalar."""
    if isinstance(data, dict):
        return 1 + sum(1 + values_in(v) for v in data.values())
    if isinstance(data, (list, tuple)):
        return 1 + sum(map(values_in, data))
    return 1


class _Joined:
    """The text of a list of the history (the log, the record) as the file writes it, and its values, kept from one
    save to the next: a save after an action adds the text of what the action added, and an undo cuts off what it
    took back, rather than joining every entry's text anew (a game of 3,000 shots has 6,000). The items are compared
    by identity: a list that is not the one joined, up to where they part, is joined again from there."""

    def __init__(self, made: Callable[[Any], Made]) -> None:
        self.made = made
        self.items: list[object] = []
        self.ends: list[int] = []  # the length of the text up to and with each item
        self.counted: list[int] = []  # the values up to and with each item
        self.text = ""

    def of(self, items: list[Any]) -> Made:
        held = self.items
        same = min(len(items), len(held))
        if not all(map(operator.is_, items[:same], held[:same])):
            same = next(i for i, (a, b) in enumerate(zip(items, held)) if a is not b)
        if same < len(held):  # taken back, or another list: cut to where they part
            self.text = self.text[: self.ends[same - 1]] if same else ""
            del held[same:], self.ends[same:], self.counted[same:]
        if len(items) > same:
            new = [self.made(item) for item in items[same:]]
            end, count = (self.ends[-1], self.counted[-1]) if held else (0, 0)
            for item, made in zip(items[same:], new):
                end += len(made.text)
                count += made.values
                held.append(item)
                self.ends.append(end)
                self.counted.append(count)
            self.text += "".join(made.text for made in new)
        return Made(self.text, self.counted[-1] if held else 0)


@collector_paused()  # tens of thousands of objects made at once (io/bulk.py)
def battle_text(battle: Battle) -> Made:
    """The battle's file as text, and the values the reader will count in it."""
    position = _position_data(battle)
    parts, values = [_dump(position)], values_in(position)
    for key, items, joined in (("log", battle.log, _LOG), ("actions", battle.actions, _ACTIONS)):
        if items:
            text, counted = joined.of(items)
            parts += [f"{key}:\n", text]
            values += 2 + counted  # the key and its list, and what they hold
    if battle.start is not None:
        start = _start_text(battle.start)
        parts.append(start.text)
        values += start.values
    return Made("".join(parts), values)


def battle_to_yaml(battle: Battle) -> str:
    return battle_text(battle).text


def battle_values(battle: Battle) -> int:
    """The values the battle's file holds, as the reader counts them: its history's counted once, as it is written."""
    return battle_text(battle).values


def history_made_ahead(battle: Battle) -> Iterator[None]:
    """Make the text of the battle's history ahead of its first save, an entry at a time: the window runs it while it
    is idle after a battle is opened, so that the autosave after the first action in a long game writes only what
    the action added, as after any other."""
    for entry in battle.log:
        _log_entry_text(entry)
        yield
    for record in battle.actions:
        _action_record_text(record)
        yield
    if battle.start is not None:
        _start_text(battle.start)
        yield


def _counted(data: Any) -> Made:
    return Made(_dump(data), values_in(data) - 1)  # a list of one, or a mapping of one key: the one is what counts


def _log_entry_text(entry: LogEntry) -> Made:
    return _HISTORY.made(entry, lambda e: _counted([_log_entry_data(e)]))


def _action_record_text(record: ActionRecord) -> Made:
    return _HISTORY.made(record, lambda r: _counted([_action_record_data(r)]))


# The log and the record joined, as the last battle saved had them.
_LOG, _ACTIONS = _Joined(_log_entry_text), _Joined(_action_record_text)


def _start_text(start: BattleState) -> Made:
    return _HISTORY.made(start, lambda s: _counted({"start": _state_to_data(s, {})}))


def size_warning(values: int) -> str | None:
    """What the player is told of a battle near (or past) the size the app can open: None below WARN_SHARE of it."""
    limit = file_values_limit()
    if values < WARN_SHARE * limit:
        return None
    if values > limit:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "The battle holds {values:,} values, more than the {limit:,} a battle file may hold: it can no longer be "
            "saved as it is (the autosave keeps every action). Use File → Continue in a New Battle… to go on from "
            "this position in a new file",
        ).format(values=values, limit=limit)
    return QT_TRANSLATE_NOOP(
        "Rules",
        "The battle holds {values:,} of the {limit:,} values a battle file may hold ({share:.0f} %): near the size the app "
        "can open. Before it is reached, best at the start of a turn, use File → Continue in a New Battle… to go on "
        "from this position in a new file",
    ).format(values=values, limit=limit, share=100 * values / limit)


def cannot_save(path: Path, reason: str) -> SaveError:
    """Why the file at ``path`` cannot be written, marked for the window to say in its language (its problems box);
    the command line writes the English. Nothing was written: the previous file, if any, is as it was."""
    return SaveError(
        [
            Problem(
                str(path),
                None,
                "",
                QT_TRANSLATE_NOOP("Rules", "cannot save: {reason}; the previous file, if any, is unchanged").format(
                    reason=reason
                ),
            )
        ]
    )


def save_battle(battle: Battle, path: Path, keep_backup: bool = True, max_values: int | None = None) -> int:
    """Write atomically (io/atomic_write.py): a temporary file in the same folder, flushed to disk, then renamed over
    the target; through a link, the file it points to. The previous file is kept as ``NAME.bak``
    (``demo.yaml.bak``). If anything fails, the old file is untouched and a :class:`SaveError` names the file and
    the reason. A battle of more values than the reader opens (``max_values``: file_values_limit, its budget) is
    refused the same way.
    The values the file holds are returned (``size_warning`` says what they mean to the player)."""
    path = Path(path)

    def failed(reason: str) -> SaveError:
        return cannot_save(path, reason)

    try:
        text, values = battle_text(battle)
        data = text.encode("utf-8")
    except (yaml.YAMLError, ValueError, TypeError) as exc:  # an extension value YAML cannot hold, say
        raise failed(
            QT_TRANSLATE_NOOP("Rules", "the battle holds a value that cannot be written ({error})").format(
                error=str(exc)
            )
        ) from None
    if len(data) > MAX_FILE_BYTES:
        # A file the app would refuse to open again must not replace one it opens: the player keeps the last save.
        raise failed(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the battle would take {size} MB, over the {limit} MB a battle file may hold (the app would not open "
                "it again)",
            ).format(size=f"{len(data) / 2**20:.1f}", limit=f"{MAX_FILE_BYTES / 2**20:.0f}")
        )
    max_values = file_values_limit() if max_values is None else max_values
    if values > max_values:
        # The same for the values the reader counts: a battle written past them would be refused when opened again.
        raise failed(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the battle holds {values:,} values, over the {limit:,} a battle file may hold (the app would not open it "
                "again); File → Continue in a New Battle… goes on from this position in a new file, and the autosave "
                "keeps every action",
            ).format(values=values, limit=max_values)
        )
    target = save_target(path)
    if is_bundled_battle(target):
        raise failed(
            QT_TRANSLATE_NOOP(
                "Rules", "{name} is a battle that comes with the app, a template: save the game under another name"
            ).format(name=target.name)
        )
    folder = target.parent
    if not folder.is_dir():
        raise failed(
            QT_TRANSLATE_NOOP("Rules", "the folder {folder} does not exist").format(folder=repr(str(folder)))
            if not folder.exists()
            else QT_TRANSLATE_NOOP("Rules", "{folder} is not a folder").format(folder=repr(str(folder)))
        )
    if target.is_dir():
        raise failed(QT_TRANSLATE_NOOP("Rules", "that is a folder, not a file"))
    try:
        why = not_a_file(path)  # a link to /dev/null must not replace the device
    except OSError as exc:
        raise failed(exc.strerror or str(exc)) from None
    if why is not None:
        raise failed(why)
    try:
        write_bytes_atomic(target, data, keep_backup)
    except OSError as exc:
        raise failed(exc.strerror or str(exc) or type(exc).__name__) from None
    return values
