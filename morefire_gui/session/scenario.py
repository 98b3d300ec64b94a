"""The scenario system as a service: generate a scenario (Tables I-VII and the specials), build the ready battle it
describes (a generated table, the sides on their edges, deployment zones, victory point locations, the briefing),
and score a finished battle against its mission's victory conditions.

This is the API the "New random battle" and victory dialogs are built on::

    scenario = roll_scenario(ScenarioChoices(theatre=Theatre.RUSSIA), SeededDice(7), tables)
    battle = build_battle(scenario, TableOptions(), tables, seed=7)
    result = score_battle(battle, catalogue, tables)   # a VictoryResult, its steps explained
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from morefire_gui.errors import UsageError
from morefire_gui.geometry.deployment import deployment_zone, vp_candidates, vp_locations
from morefire_gui.geometry.terrain_generation import Feature, GeneratedLayout, LayoutRequest, generate_layout
from morefire_gui.geometry.vp_control import control
from morefire_gui.model.battle import Battle, CustomScale, Settings
from morefire_gui.model.scale import ground_scale, table_unit
from morefire_gui.model.scenario import Briefing, MissionSpec
from morefire_gui.model.terms import Edge, Status
from morefire_gui.rules.catalogue import Catalogue
from morefire_gui.rules.dice import Dice, ScriptedDice, SeededDice
from morefire_gui.rules.nations import Allegiance
from morefire_gui.rules.scenario import Scenario, ScenarioChoices, generate_scenario
from morefire_gui.rules.scenario_terms import (
    BattleRole,
    Mission,
    ScenarioError,
    Special,
    Theatre,
    VpSchedule,
)
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.victory import LocationFacts, Loss, VictoryResult, score_raid, score_victory

__all__ = ["RandomBattle", "TableOptions", "build_battle", "layout_for", "random_battle", "roll_scenario",
           "score_battle", "side_id_of"]

_OPPOSITE = {Edge.NORTH: Edge.SOUTH, Edge.SOUTH: Edge.NORTH, Edge.EAST: Edge.WEST, Edge.WEST: Edge.EAST}


@dataclass(frozen=True)
class TableOptions:
    """The table a scenario is built on. "Once placement is complete, then the defender selects which boardedge will
    be his baseline": ``defender_edge`` (the attacker takes the opposite edge)."""

    width: float = 72
    depth: float = 48
    unit: str = "in"
    scale: str | dict[str, float] = "1:50"
    defender_edge: Edge = Edge.NORTH
    vp_schedule: VpSchedule = VpSchedule.STANDARD
    title: str | None = None


def roll_scenario(choices: ScenarioChoices, dice: Dice, tables: RuleTables) -> Scenario:
    """Tables I-VII in order (:func:`morefire_gui.rules.scenario.generate_scenario`)."""
    return generate_scenario(choices, dice, tables.scenario, tables.nations)


def side_id_of(allegiance: Allegiance) -> str:
    """The battle's side ids are the scenario's roles: ``axis`` and ``allies``."""
    return allegiance.value


def layout_for(scenario: Scenario, options: TableOptions, tables: RuleTables, seed: int | str,
               yards_per_unit: float) -> GeneratedLayout:
    """The generated table for a scenario."""
    jungle = tables.scenario.specials.tarawa.jungle_share_min / 100 if scenario.special is Special.TARAWA else None
    request = LayoutRequest(
        terrain=scenario.terrain, width=options.width, depth=options.depth, yards_per_unit=yards_per_unit,
        seed=seed, season=scenario.season, defender_edge=options.defender_edge,
        attacker_edge=_OPPOSITE[options.defender_edge], raid=scenario.mission is Mission.RAID,
        raid_river=scenario.theatre in (Theatre.RUSSIA, Theatre.FINLAND), jungle_share=jungle)
    return generate_layout(request, tables.terrain_types)


def build_battle(scenario: Scenario, options: TableOptions, tables: RuleTables, seed: int | str) -> Battle:
    """A ready battle for the scenario: the generated table, both sides on their edges (the defender's chosen), the
    deployment zones of the mission's guideline, the victory point locations and the briefing. No units: the players
    buy their forces at the scenario's point ratio."""
    scale: str | CustomScale = CustomScale(**options.scale) if isinstance(options.scale, dict) else options.scale
    try:
        shell = Battle.model_validate({"table": {"width": options.width, "depth": options.depth,
                                                 "unit": options.unit},
                                       "scale": scale, "sides": [{"id": "axis", "nation": "germany",
                                                                  "edge": "north"}]})
    except ValueError as exc:
        raise UsageError(f"the table or scale is not valid: {exc}") from None
    if isinstance(shell.scale, str) and shell.scale not in tables.scales.presets:
        raise UsageError(f"unknown scale {shell.scale!r}; use one of {', '.join(tables.scales.presets)} or "
                         f"{{yards_per_inch: N}}")
    yards_per_unit = ground_scale(shell, tables).yards_per_unit(table_unit(shell))
    layout = layout_for(scenario, options, tables, seed, yards_per_unit)

    attacker, defender = side_id_of(scenario.attacker), side_id_of(scenario.defender)
    edges = {defender: options.defender_edge, attacker: _OPPOSITE[options.defender_edge]}
    sides = []
    for allegiance in (Allegiance.AXIS, Allegiance.ALLIES):
        sid = side_id_of(allegiance)
        nation = scenario.nation_of(allegiance)
        role = "attacker" if sid == attacker else "defender"
        sides.append({"id": sid, "nation": nation, "edge": edges[sid].value,
                      "name": role.capitalize()})
    strip = tables.scenario.deployment.edge_strip_yards / yards_per_unit
    zones = [deployment_zone(shell.table, attacker, edges[attacker], scenario.attacker_deployment, strip,
                             name="Attacker's deployment"),
             deployment_zone(shell.table, defender, edges[defender], scenario.defender_deployment, strip,
                             name="Defender's deployment")]
    taken = {p.id for p in layout.pieces}
    locations = [] if scenario.mission is Mission.RAID else \
        vp_locations(vp_candidates(layout), tables.scenario.vp_schedule, zones, defender, taken)
    objective = next(iter(layout.ids(Feature.OBJECTIVE)), None)
    mission = MissionSpec(kind=scenario.mission, attacker=attacker, defender=defender, ratio=scenario.ratio,
                          vp_schedule=options.vp_schedule, control_yards=tables.scenario.vp_schedule.control_yards,
                          enemy_near_yards=tables.scenario.vp_schedule.enemy_near_yards, objective=objective)
    data = scenario.to_dict()
    briefing = Briefing.model_validate({
        **{k: data[k] for k in ("year", "theatre", "nations", "attacker", "season", "conditions", "snowing",
                                "terrain", "mission", "ratio", "airstrikes", "special", "location", "rolls",
                                "set", "special_rules", "victory")},
        "deployment": scenario.deployment_text, "seed": seed, "notes": list(layout.notes)})
    settings: dict[str, Any] = {}
    # The battle's conditions for the movement rules, where the battle file has them.
    if "weather" in Settings.model_fields:
        settings["weather"] = scenario.conditions.value
    if "terrain_type" in Settings.model_fields:
        settings["terrain_type"] = scenario.terrain.value
    battle = Battle.model_validate({
        "title": options.title or scenario.title, "table": shell.table, "scale": shell.scale, "sides": sides,
        "terrain": list(layout.pieces), "mission": mission, "briefing": briefing, "deployment_zones": zones,
        "vp_locations": locations, **({"settings": settings} if settings else {})})
    return battle


@dataclass(frozen=True)
class RandomBattle:
    """A scenario and the battle built from it, with the seed that lays the same table out again."""

    scenario: Scenario
    battle: Battle
    seed: int | str


def random_battle(choices: ScenarioChoices, options: TableOptions, tables: RuleTables, *, seed: int | None = None,
                  faces: Sequence[int] | None = None) -> RandomBattle:
    """Roll a scenario and build its battle in one step: with the app's seeded dice (``seed``, or a fresh one), or
    with the faces of physical dice in the dice order (``faces``; all of them must be used). The "New random
    battle" dialog calls this."""
    if faces is not None:
        dice: Dice = ScriptedDice(faces)
        layout_seed: int | str = "dice:" + ",".join(str(f) for f in faces)
    else:
        dice = SeededDice(seed)
        layout_seed = dice.seed  # type: ignore[attr-defined]
    scenario = roll_scenario(choices, dice, tables)
    if isinstance(dice, ScriptedDice) and dice.remaining:
        raise UsageError(f"{len(faces or [])} faces were given but the scenario rolled "
                         f"{len(faces or []) - dice.remaining}: {dice.remaining} left over")
    return RandomBattle(scenario, build_battle(scenario, options, tables, layout_seed), layout_seed)


def _role_of(battle: Battle, side: str, mission: MissionSpec) -> BattleRole | None:
    if side == mission.attacker:
        return BattleRole.ATTACKER
    if side == mission.defender:
        return BattleRole.DEFENDER
    return None


def score_battle(battle: Battle, catalogue: Catalogue, tables: RuleTables) -> VictoryResult:
    """Score a finished battle by its mission's victory conditions: control of the victory point locations (from the
    units' positions), the points destroyed on each side (the catalogue points of destroyed units), the schedule's
    column and halvings. Raises :class:`UsageError` for a battle without a mission."""
    mission = battle.mission
    if mission is None:
        raise UsageError("the battle has no mission: victory is scored for battles made by the scenario system "
                         "(morefire scenario --create), or with a 'mission:' key (docs/battle-format.md)")
    losses: list[Loss] = []
    for unit in battle.units:
        if Status.DESTROYED not in unit.status:
            continue
        role = _role_of(battle, unit.side, mission)
        if role is None:
            continue
        entry = catalogue.get(unit.type)
        losses.append(Loss(unit.id, role, entry.points if entry is not None else 0))
    if mission.kind is Mission.RAID:
        return score_raid(mission.objective_reached, losses)
    yards_per_unit = ground_scale(battle, tables).yards_per_unit(table_unit(battle))
    facts: list[LocationFacts] = []
    by_id = {vp.id: vp for vp in battle.vp_locations}
    for c in control(battle, yards_per_unit, mission.control_yards, mission.enemy_near_yards,
                     sides=[mission.attacker, mission.defender]):
        vp = by_id[c.location]
        held = _role_of(battle, vp.held_by, mission) if vp.held_by else None
        facts.append(LocationFacts(
            id=vp.id, kind=vp.kind, standard=vp.values.standard, retained=vp.values.retained,
            captured=vp.values.captured,
            controller=_role_of(battle, c.controller, mission) if c.controller else None,
            held_at_start=held, enemy_near=c.enemy_near, destroyed=vp.destroyed, reason=c.reason))
    if not facts:
        raise ScenarioError("the battle has no victory point locations ('vp_locations:'), so condition A cannot "
                            "be judged")
    return score_victory(mission.kind, facts, losses, mission.vp_schedule, tables.scenario)
