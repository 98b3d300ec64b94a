"""The battle file's scenario keys (``mission``, ``briefing``, ``deployment_zones``, ``vp_locations``) checked against
the rest of the battle, every problem located at its key; and how they are written back. io/battle_file.py calls
:func:`scenario_problems` for a battle that validated, :func:`scenario_part_problems` for the valid parts of one that
did not, and :func:`scenario_to_data` when saving. The keys are documented in docs/battle-format.md ("Scenario")."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from morefire_gui.errors import Problem
from morefire_gui.geometry.shapes import within_table
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.io.yamldoc import YamlDocument
from morefire_gui.model.battle import Side, TableSpec, TerrainPiece, Unit
from morefire_gui.model.scenario import VP_PIECE_KINDS, Briefing, DeploymentZone, MissionSpec, VpLocation, wave_refusal
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.tables import RuleTables

Locator = Callable[[KeyPath, str], Problem]
SCENARIO_KEYS = ("mission", "briefing", "deployment_zones", "vp_locations")


def scenario_problems(
    table: TableSpec | None,
    sides: Sequence[tuple[int, Side]],
    terrain: Sequence[tuple[int, TerrainPiece]],
    units: Sequence[tuple[int, Unit]],
    mission: MissionSpec | None,
    zones: Sequence[tuple[int, DeploymentZone]],
    vps: Sequence[tuple[int, VpLocation]],
    briefing: Briefing | None,
    tables: RuleTables,
    problem: Locator,
    *,
    terrain_type: BattlefieldTerrain | None,
    known_side_ids: Collection[str] = (),
    known_piece_ids: Collection[str] = (),
    known_unit_ids: Collection[str] = (),
) -> list[Problem]:
    """Sides, pieces and ids the scenario keys name exist; zones and spots are on the table; a location is a piece
    of its kind; ids are unique; a unit is in a wave only as the attacker of an island invasion (``terrain_type``:
    the settings' Table V terrain, which makes one of a battle with no briefing)."""
    out: list[Problem] = []
    for i, unit in units:
        if unit.wave is not None and (why := wave_refusal(unit.side, mission, briefing, terrain_type)) is not None:
            out.append(problem(("units", i, "wave"), why))
    side_ids = {s.id for _, s in sides} | set(known_side_ids)
    pieces = {p.id: p for _, p in terrain}
    piece_ids = set(pieces) | set(known_piece_ids)
    other_ids = piece_ids | {u.id for _, u in units} | set(known_unit_ids)

    def unknown_side(path: KeyPath, side: str) -> None:
        if side_ids and side not in side_ids:
            out.append(problem(path, f"unknown side {side!r}; the sides are {', '.join(sorted(side_ids))}"))

    def unknown_piece(path: KeyPath, piece: str) -> bool:
        if piece not in piece_ids:
            close = difflib.get_close_matches(piece, sorted(piece_ids), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            out.append(problem(path, f"unknown terrain piece {piece!r}{hint}"))
            return True
        return False

    if mission is not None:
        unknown_side(("mission", "attacker"), mission.attacker)
        unknown_side(("mission", "defender"), mission.defender)
        if mission.objective is not None and not unknown_piece(("mission", "objective"), mission.objective):
            obj = pieces.get(mission.objective)
            if obj is not None and obj.kind.value not in ("building", "village", "bridge", "crossroad"):
                out.append(
                    problem(
                        ("mission", "objective"),
                        f"the raid's objective is a key installation: a building (this is a {obj.kind.value})",
                    )
                )
    for i, zone in zones:
        unknown_side(("deployment_zones", i, "side"), zone.side)
        if table is not None and not within_table(zone.polygon, table.width, table.depth):
            out.append(
                problem(
                    ("deployment_zones", i, "polygon"),
                    f"the zone runs off the {table.width:g} x {table.depth:g} {table.unit} table",
                )
            )
    seen: dict[str, int] = {}
    for i, vp in vps:
        where: KeyPath = ("vp_locations", i)
        if vp.id in seen:
            out.append(
                problem(
                    (*where, "id"), f"duplicate victory point location id {vp.id!r} (also vp_locations[{seen[vp.id]}])"
                )
            )
        elif vp.id in other_ids:
            out.append(
                problem(
                    (*where, "id"),
                    f"id {vp.id!r} is already a terrain piece or unit; a victory point location needs its own id",
                )
            )
        seen.setdefault(vp.id, i)
        if vp.piece is not None and not unknown_piece((*where, "piece"), vp.piece):
            piece = pieces.get(vp.piece)
            if piece is not None and piece.kind.value not in VP_PIECE_KINDS[vp.kind]:
                out.append(
                    problem(
                        (*where, "piece"),
                        f"a {vp.kind.value.replace('_', ' ')} location must be a "
                        f"{' or '.join(VP_PIECE_KINDS[vp.kind])} piece ({vp.piece!r} is "
                        f"a {piece.kind.value})",
                    )
                )
        if vp.at is not None and table is not None:
            x, y = vp.at
            if not table.holds(x, y):
                out.append(problem((*where, "at"), table.off_it(x, y)))
        if vp.held_by is not None:
            unknown_side((*where, "held_by"), vp.held_by)
    if briefing is not None:
        known = tables.nations.nations
        for role in ("axis", "allies"):
            nation = getattr(briefing.nations, role)
            if nation not in known:
                out.append(problem(("briefing", "nations", role), f"unknown nation {nation!r}"))
    return out


def _valid(model: type[BaseModel], value: Any) -> Any:
    try:
        return model.model_validate(value)
    except ValidationError:
        return None


def scenario_part_problems(
    doc: YamlDocument,
    table: TableSpec | None,
    sides: Sequence[tuple[int, Side]],
    terrain: Sequence[tuple[int, TerrainPiece]],
    units: Sequence[tuple[int, Unit]],
    tables: RuleTables,
    problem: Locator,
    *,
    terrain_type: BattlefieldTerrain | None,
    known_side_ids: Collection[str] = (),
    known_unit_ids: Collection[str] = (),
) -> list[Problem]:
    """The checks above on the scenario parts that validate, when the battle as a whole does not (their own
    problems are reported by the battle's validation)."""
    data = doc.data if isinstance(doc.data, dict) else {}

    def items(key: str, model: type[BaseModel]) -> list[tuple[int, Any]]:
        raw = data.get(key)
        if not isinstance(raw, list):
            return []
        return [(i, obj) for i, item in enumerate(raw) if (obj := _valid(model, item)) is not None]

    # The ids as written, of pieces that do not validate too (an id that is a list or a mapping is no id at all).
    raw_piece_ids = (
        {t["id"] for t in data["terrain"] if isinstance(t, dict) and isinstance(t.get("id"), str)}
        if isinstance(data.get("terrain"), list)
        else set()
    )
    mission = _valid(MissionSpec, data["mission"]) if isinstance(data.get("mission"), dict) else None
    briefing = _valid(Briefing, data["briefing"]) if isinstance(data.get("briefing"), dict) else None
    return scenario_problems(
        table,
        sides,
        terrain,
        units,
        mission,
        items("deployment_zones", DeploymentZone),
        items("vp_locations", VpLocation),
        briefing,
        tables,
        problem,
        terrain_type=terrain_type,
        known_side_ids=known_side_ids,
        known_piece_ids=raw_piece_ids,
        known_unit_ids=known_unit_ids,
    )


def scenario_to_data(data: dict[str, Any], flow: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    """Take the scenario keys out of a battle's dumped data, in the file's order: the mission and each zone and
    location on one line, the briefing in blocks with one roll to a line. Keys left out are absent or empty."""
    out: dict[str, Any] = {}
    mission = data.pop("mission", None)
    if mission is not None:
        defaults = {
            "vp_schedule": "standard",
            "control_yards": 100,
            "enemy_near_yards": 1000,
            "objective_reached": False,
        }
        out["mission"] = flow({k: v for k, v in mission.items() if not (k in defaults and v == defaults[k])})
    zones = data.pop("deployment_zones", [])
    if zones:
        out["deployment_zones"] = [
            flow({k: v for k, v in z.items() if not (k == "moves_on" and v is False)}) for z in zones
        ]
    vps = data.pop("vp_locations", [])
    if vps:
        rows = []
        for vp in vps:
            vp = {k: v for k, v in vp.items() if not (k == "destroyed" and v is False)}
            vp["values"] = flow(vp["values"])
            rows.append(flow(vp))
        out["vp_locations"] = rows
    briefing = data.pop("briefing", None)
    if briefing is not None:
        briefing = dict(briefing)
        for key in ("nations", "airstrikes"):
            if key in briefing:
                briefing[key] = flow(briefing[key])
        briefing["rolls"] = [flow(r) for r in briefing.get("rolls", [])]
        out["briefing"] = {
            k: v for k, v in briefing.items() if v not in ([], ()) and not (k == "laid_by_hand" and v is False)
        }
    return out
