"""The scenario system as a service: generate a scenario (Tables I-VII and the specials), build the ready battle it
describes (a generated table, the sides on their edges, deployment zones, victory point locations, the briefing),
and score a finished battle against its mission's victory conditions.

This is the API the "New random battle" and victory dialogs and ``morefire scenario --create`` are built on::

    scenario = roll_scenario(ScenarioChoices(theatre=Theatre.RUSSIA), SeededDice(7), tables)
    battle = build_battle(scenario, TableOptions(), tables, seed=7)      # a strict battle (settings.sequence)
    session = BattleSession.from_scenario(RandomBattle(scenario, battle, 7), catalogue, tables)  # its rolls logged
    result = score_battle(battle, catalogue, tables)   # a VictoryResult, its steps explained

The scenario's steps of a battle are actions, performed by the handlers at the bottom: a table laid by hand declared
complete (:class:`~morefire_gui.model.actions.forces.CompletePlacement`), the raid's objective reached
(:class:`~morefire_gui.model.actions.forces.ObjectiveReached`) and the score written to the log
(:class:`~morefire_gui.model.actions.forces.RecordVictory`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from morefire_gui.errors import UsageError
from morefire_gui.geometry.deployment import (
    deployment_zone,
    placed_vp_candidates,
    vp_candidates,
    vp_locations,
    water_at_edge,
)
from morefire_gui.geometry.terrain_generation import (
    Feature,
    GeneratedLayout,
    LayoutRequest,
    generate_layout,
    proportion_problem,
)
from morefire_gui.geometry.vp_control import ControlCase, LocationControl, Nearest, control
from morefire_gui.model.actions.forces import BuildingDestroyed, CompletePlacement, ObjectiveReached, RecordVictory
from morefire_gui.model.battle import Battle, CustomScale, SequenceMode, Settings, Side
from morefire_gui.model.scale import ground_scale, table_unit
from morefire_gui.model.scenario import Briefing, DeploymentZone, MissionSpec, VpLocation
from morefire_gui.model.terms import Edge, Status
from morefire_gui.rules.aircraft.terms import AircraftState
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.dice import Dice, ScriptedDice, SeededDice
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import Scenario, ScenarioChoices, generate_scenario
from morefire_gui.rules.scenario.terms import BattleRole, Mission, ScenarioError, Special, Theatre, VpKind, VpSchedule
from morefire_gui.rules.scenario.victory import LocationFacts, Loss, VictoryResult, score_raid, score_victory
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.edits import Aspect, Change, Edit
from morefire_gui.session.names import HIDDEN_POSITION, location_name, names_its_side, short_side_name, unit_name
from morefire_gui.session.placing import edge_chooser_refusal
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.terrain_counts import RULE as TABLE_RULE
from morefire_gui.session.terrain_counts import battle_table_counts
from morefire_gui.session.visibility import MARKER_TYPE, everyones_view, not_landed_units

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing
    from morefire_gui.session.visibility import View

__all__ = [
    "RandomBattle",
    "ReplaceScenarioSetup",
    "ScenarioSetup",
    "TableOptions",
    "briefing_of",
    "build_battle",
    "complete_placement",
    "dice_layout_seed",
    "layout_for",
    "placement_notes",
    "proportion_problem",
    "random_battle",
    "roll_scenario",
    "score_battle",
    "score_in_view",
    "set_building_destroyed",
    "set_objective_reached",
    "side_id_of",
    "victory_summary",
]

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
    """Tables I-VII in order (:func:`morefire_gui.rules.scenario.system.generate_scenario`)."""
    return generate_scenario(choices, dice, tables.scenario, tables.nations)


def side_id_of(allegiance: Allegiance) -> str:
    """The battle's side ids are the scenario's roles: ``axis`` and ``allies``."""
    return allegiance.value


def layout_for(
    scenario: Scenario, options: TableOptions, tables: RuleTables, seed: int | str, yards_per_unit: float
) -> GeneratedLayout:
    """The generated table for a scenario."""
    jungle = tables.scenario.specials.tarawa.jungle_share_min / 100 if scenario.special is Special.TARAWA else None
    request = LayoutRequest(
        terrain=scenario.terrain,
        width=options.width,
        depth=options.depth,
        yards_per_unit=yards_per_unit,
        seed=seed,
        season=scenario.season,
        defender_edge=options.defender_edge,
        attacker_edge=_OPPOSITE[options.defender_edge],
        raid=scenario.mission is Mission.RAID,
        raid_river=scenario.theatre in (Theatre.RUSSIA, Theatre.FINLAND),
        jungle_share=jungle,
    )
    return generate_layout(request, tables.terrain_types)


def placement_notes(scenario: Scenario, tables: RuleTables) -> tuple[str, ...]:
    """The briefing's notes for a table laid by hand: "the players will alternate placing terrain pieces with the
    defender placing first. once placement is complete, then the defender selects which boardedge will be his
    baseline"."""
    defender = scenario.defender
    nation = scenario.nation_of(defender)
    who = QT_TRANSLATE_NOOP("Rules", "the defender ({side}, {nation})").format(
        side=defender.value.capitalize(), nation=tables.nations.name_of(nation)
    )
    return (
        QT_TRANSLATE_NOOP(
            "Rules",
            "Lay the table by hand: the players alternate placing terrain pieces, {who} placing first, then the "
            "attacker, and so on until both have placed what the {terrain} definition offers.",
        ).format(who=who, terrain=scenario.terrain.label),
        tables.scenario.texts.pieces[scenario.terrain],  # what that definition offers: the pieces the players place
        QT_TRANSLATE_NOOP(
            "Rules",
            "Once placement is complete, the defender selects which board edge will be his baseline; the deployment "
            "zones move to it and the victory point locations are marked on the pieces placed.",
        ),
    )


def briefing_of(scenario: Scenario, seed: int | str, notes: Sequence[str] = (), laid_by_hand: bool = False) -> Briefing:
    """The briefing the battle file keeps for a scenario (docs/battle-format.md, "briefing")."""
    data = scenario.to_dict()
    return Briefing.model_validate(
        {
            **{
                k: data[k]
                for k in (
                    "year",
                    "theatre",
                    "nations",
                    "attacker",
                    "season",
                    "conditions",
                    "snowing",
                    "terrain",
                    "mission",
                    "ratio",
                    "airstrikes",
                    "special",
                    "location",
                    "rolls",
                    "set",
                    "special_rules",
                    "victory",
                )
            },
            "deployment": scenario.deployment_text,
            "seed": seed,
            "notes": list(notes),
            "laid_by_hand": laid_by_hand,
        }
    )


def mission_spec(
    tables: RuleTables,
    kind: Mission,
    attacker: str,
    defender: str,
    ratio: tuple[int, int] | None,
    vp_schedule: VpSchedule,
    objective: str | None = None,
) -> MissionSpec:
    """A battle's mission as the file keeps it, with Table VI's distances of control and of an enemy near (the victory
    point schedule's): for a battle the scenario system makes, and for one laid out by hand and given a mission."""
    schedule = tables.scenario.vp_schedule
    return MissionSpec(
        kind=kind,
        attacker=attacker,
        defender=defender,
        ratio=ratio,
        vp_schedule=vp_schedule,
        control_yards=schedule.control_yards,
        enemy_near_yards=schedule.enemy_near_yards,
        objective=objective,
    )


def _ice_notes(layout: GeneratedLayout) -> list[str]:
    """What the briefing says of the table laid out: under TUNDRA, the bodies of water whose ice is rolled for."""
    water = layout.frozen_water
    if not water:
        return []
    return [
        QT_TRANSLATE_NOOP(
            "Rules",
            "TUNDRA: a d6 for each of the {n} bodies of water (1-2: vehicles can cross the ice): {water}; rolled as a "
            "vehicle first reaches it, or all at once with Movement > Roll the Ice{command}",
        ).format(n=len(water), water=", ".join(water), command=" (morefire ice)")
    ]


def build_battle(
    scenario: Scenario, options: TableOptions, tables: RuleTables, seed: int | str, by_hand: bool = False
) -> Battle:
    """A ready battle for the scenario: the generated table, both sides on their edges (the defender's chosen), the
    deployment zones of the mission's guideline, the victory point locations and the briefing. No units: the players
    buy their forces at the scenario's point ratio. A new battle keeps to the sequence of play
    (``settings.sequence: strict``).

    ``by_hand``: "or instead place pieces alternately with the defender first": no terrain is generated, the zones
    stand on ``options.defender_edge`` until the defender chooses his edge (:func:`complete_placement`, which also
    marks the victory point locations on the pieces placed), and the briefing says the placing order."""
    scale: str | CustomScale = CustomScale(**options.scale) if isinstance(options.scale, dict) else options.scale
    try:
        shell = Battle.model_validate(
            {
                "table": {"width": options.width, "depth": options.depth, "unit": options.unit},
                "scale": scale,
                "sides": [{"id": "axis", "nation": "germany", "edge": "north"}],
            }
        )
    except ValueError as exc:
        raise UsageError(f"the table or scale is not valid: {exc}") from None
    if isinstance(shell.scale, str) and shell.scale not in tables.scales.presets:
        raise UsageError(
            f"unknown scale {shell.scale!r}; use one of {', '.join(tables.scales.presets)} or {{yards_per_inch: N}}"
        )
    yards_per_unit = ground_scale(shell, tables).yards_per_unit(table_unit(shell))
    layout = (
        GeneratedLayout((), {}, 0.0, placement_notes(scenario, tables))
        if by_hand
        else layout_for(scenario, options, tables, seed, yards_per_unit)
    )

    attacker, defender = side_id_of(scenario.attacker), side_id_of(scenario.defender)
    edges = {defender: options.defender_edge, attacker: _OPPOSITE[options.defender_edge]}
    sides = []
    for allegiance in (Allegiance.AXIS, Allegiance.ALLIES):
        sid = side_id_of(allegiance)
        nation = scenario.nation_of(allegiance)
        # A key of ROLE_NAMES: the side reads by its allegiance and this role, "Axis (attacker)" (Side.label).
        name = "Attacker" if sid == attacker else "Defender"
        sides.append({"id": sid, "nation": nation, "edge": edges[sid].value, "name": name})
    strip = tables.scenario.deployment.edge_strip_yards / yards_per_unit
    # ISLAND, TARAWA, RAID: the attacker lands from the water along its edge; its zone reaches across that water.
    lands = scenario.special is not None and scenario.special.lands
    beyond = water_at_edge(shell.table, edges[attacker], layout.pieces) if lands else 0.0
    zones = [
        deployment_zone(
            shell.table,
            attacker,
            edges[attacker],
            scenario.attacker_deployment,
            strip,
            name=QT_TRANSLATE_NOOP("Rules", "Attacker's deployment"),
            beyond=beyond,
        ),
        deployment_zone(
            shell.table,
            defender,
            edges[defender],
            scenario.defender_deployment,
            strip,
            name=QT_TRANSLATE_NOOP("Rules", "Defender's deployment"),
        ),
    ]
    taken = {p.id for p in layout.pieces}
    locations = (
        []
        if scenario.mission is Mission.RAID
        else vp_locations(vp_candidates(layout), tables.scenario.vp_schedule, zones, defender, taken)
    )
    objective = next(iter(layout.ids(Feature.OBJECTIVE)), None)
    mission = mission_spec(
        tables, scenario.mission, attacker, defender, scenario.ratio, options.vp_schedule, objective=objective
    )
    briefing = briefing_of(scenario, seed, [*layout.notes, *_ice_notes(layout)], laid_by_hand=by_hand)
    settings: dict[str, Any] = {"sequence": SequenceMode.STRICT.value}
    # The battle's conditions for the movement rules, where the battle file has them.
    if "weather" in Settings.model_fields:
        settings["weather"] = scenario.conditions.value
    if "terrain_type" in Settings.model_fields:
        settings["terrain_type"] = scenario.terrain.value
    # ISLAND C: "Naval Bombardment of 2 salvoes per turn is available": the attacker's naval guns (4.7) come with the
    # scenario. Deleting them plays D instead, a raid with the defender's activation roll (session/island.py).
    batteries = (
        [{"id": _free_id("naval", taken), "side": attacker, "kind": "naval", "name": NAVAL_BOMBARDMENT}]
        if scenario.special is Special.ISLAND
        else []
    )
    battle = Battle.model_validate(
        {
            "title": options.title or scenario.title,
            "table": shell.table,
            "scale": shell.scale,
            "sides": sides,
            "terrain": list(layout.pieces),
            "mission": mission,
            "briefing": briefing,
            "deployment_zones": zones,
            "vp_locations": locations,
            "batteries": batteries,
            "settings": settings,
        }
    )
    return battle


NAVAL_BOMBARDMENT = QT_TRANSLATE_NOOP("Rules", "Naval bombardment")


def _free_id(wanted: str, taken: set[str]) -> str:
    """``wanted``, or with the first number that makes it unique among ``taken``."""
    if wanted not in taken:
        return wanted
    return next(f"{wanted}{n}" for n in range(2, len(taken) + 3) if f"{wanted}{n}" not in taken)


@dataclass(frozen=True)
class RandomBattle:
    """A scenario and the battle built from it, with the seed that lays the same table out again."""

    scenario: Scenario
    battle: Battle
    seed: int | str


def dice_layout_seed(faces: Sequence[int]) -> str:
    """The layout's seed when the scenario was rolled on physical dice: the faces, so they lay the same table out."""
    return "dice:" + ",".join(str(f) for f in faces)


def random_battle(
    choices: ScenarioChoices,
    options: TableOptions,
    tables: RuleTables,
    *,
    seed: int | None = None,
    faces: Sequence[int] | None = None,
    by_hand: bool = False,
) -> RandomBattle:
    """Roll a scenario and build its battle in one step: with the app's seeded dice (``seed``, or a fresh one), or
    with the faces of physical dice in the dice order (``faces``; all of them must be used). The "New random
    battle" dialog calls this. ``by_hand``: the players lay the table (:func:`build_battle`)."""
    if faces is not None:
        dice: Dice = ScriptedDice(faces)
        layout_seed: int | str = dice_layout_seed(faces)
    else:
        dice = SeededDice(seed)
        layout_seed = dice.seed
    scenario = roll_scenario(choices, dice, tables)
    if isinstance(dice, ScriptedDice) and dice.remaining:
        raise UsageError(
            f"{len(faces or [])} faces were given but the scenario rolled "
            f"{len(faces or []) - dice.remaining}: {dice.remaining} left over"
        )
    return RandomBattle(scenario, build_battle(scenario, options, tables, layout_seed, by_hand=by_hand), layout_seed)


def _role_of(battle: Battle, side: str, mission: MissionSpec) -> BattleRole | None:
    if side == mission.attacker:
        return BattleRole.ATTACKER
    if side == mission.defender:
        return BattleRole.DEFENDER
    return None


def score_battle(
    battle: Battle,
    catalogue: Catalogue,
    tables: RuleTables,
    name: Callable[[str], str] | None = None,
    unknown: Sequence[str] = (),
) -> VictoryResult:
    """Score a finished battle by its mission's victory conditions: control of the victory point locations (from the
    units' positions), the points destroyed on each side (the catalogue points of destroyed units), the schedule's
    column and halvings. ``name`` words a unit for the person reading (:func:`score_in_view`); without it units are
    named by id (the command line). ``unknown``: hidden positions whose truth the reader may not know (markers, real
    or fake): a location whose control would differ with and without them is not known to that reader, and counts for
    nobody (docs/rules-notes.md, "Scoring with hidden positions"). Raises :class:`UsageError` for a battle without a
    mission."""
    name = name or str
    mission = battle.mission
    if mission is None:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the battle has no mission: victory is scored for battles made by the scenario system (File > New "
                "Random Battle{command}), or with a 'mission:' key (docs/battle-format.md)",
            ).format(command=", morefire scenario --create")
        )
    # Each unit destroyed, but a fake marker (TARAWA's fake positions: it was not bought, so it loses no points); and
    # "Airstrikes must be paid for in Army points" (Table VII): an aircraft shot down (5.6) is points lost too.
    lost = [(u.id, u.side, u.type) for u in battle.units if Status.DESTROYED in u.status and not u.decoy]
    lost += [(p.id, p.side, p.type) for p in battle.aircraft if p.state is AircraftState.DESTROYED]
    losses: list[Loss] = []
    for counter_id, side, kind in lost:
        role = _role_of(battle, side, mission)
        if role is None:
            continue
        entry = catalogue.get(kind)
        losses.append(Loss(name(counter_id), role, entry.points if entry is not None else 0))
    if mission.kind is Mission.RAID:
        return score_raid(mission.objective_reached, losses)
    at_sea = not_landed_units(battle)  # ISLAND A: a wave not landed holds nothing, as every side's score reads it
    if at_sea:
        battle = _without_units(battle, at_sea)
    facts = _location_facts(battle, tables, mission, name)
    if unknown:
        facts = [
            f if (f.controller, f.enemy_near) == (g.controller, g.enemy_near) else _not_known(f)
            for f, g in zip(facts, _location_facts(_without_units(battle, set(unknown)), tables, mission, name))
        ]
    if not facts:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "Rules", "the battle has no victory point locations ('vp_locations:'), so condition A cannot be judged"
            )
        )
    return score_victory(mission.kind, facts, losses, mission.vp_schedule, tables.scenario)


def _without_units(battle: Battle, gone: Collection[str]) -> Battle:
    """The battle as it stands without the units ``gone``: a copy to score on, the battle itself left as it is."""
    return Battle.model_construct(
        **{
            **{k: getattr(battle, k) for k in Battle.model_fields},
            "units": [u for u in battle.units if u.id not in gone],
        }
    )


NOT_KNOWN = QT_TRANSLATE_NOOP(
    "Rules", "not known: a hidden position is near (the score counts it once the hidden positions are revealed)"
)


def _not_known(facts: LocationFacts) -> LocationFacts:
    """A location whose control depends on a hidden position the reader may not see through: it counts for nobody."""
    return LocationFacts(
        id=facts.id,
        kind=facts.kind,
        standard=facts.standard,
        retained=facts.retained,
        captured=facts.captured,
        controller=None,
        held_at_start=facts.held_at_start,
        enemy_near=False,
        destroyed=facts.destroyed,
        reason=NOT_KNOWN,
        name=facts.name,
    )


def _location_facts(
    battle: Battle, tables: RuleTables, mission: MissionSpec, name: Callable[[str], str]
) -> list[LocationFacts]:
    yards_per_unit = ground_scale(battle, tables).yards_per_unit(table_unit(battle))
    schedule = tables.scenario.vp_schedule
    facts: list[LocationFacts] = []
    by_id = {vp.id: vp for vp in battle.vp_locations}
    for c in control(
        battle,
        yards_per_unit,
        mission.control_yards,
        mission.enemy_near_yards,
        sides=[mission.attacker, mission.defender],
    ):
        vp = by_id[c.location]
        held = _role_of(battle, vp.held_by, mission) if vp.held_by else None
        if not schedule.rows[vp.kind].half_if_enemy_near:
            # "*" marks the kinds an enemy within 1000 yards halves; for the others (a hill, a road exit) the enemy
            # changes nothing, and naming him would read as a reason to halve.
            c = replace(c, enemy=None)
        facts.append(
            LocationFacts(
                id=vp.id,
                kind=vp.kind,
                standard=vp.values.standard,
                retained=vp.values.retained,
                captured=vp.values.captured,
                controller=_role_of(battle, c.controller, mission) if c.controller else None,
                held_at_start=held,
                enemy_near=c.enemy_near,
                destroyed=vp.destroyed,
                reason=control_reason(
                    c, mission.control_yards, mission.enemy_near_yards, name, lambda sid: short_side_name(battle, sid)
                ),
                name=location_name(battle, vp.id),
            )
        )
    return facts


def score_in_view(session: BattleSession, view: View | None = None) -> VictoryResult:
    """The score as ``view``'s side reads it (None: the umpire's, the true score): worked out on the side's seen
    battle, where another side's hidden position is only a marker, real or fake alike. A location whose control
    depends on such a marker (it would differ without it) is not known to the side and counts for nobody; the rest
    are scored as they stand, units named as the side may read them ("a hidden position", with no distance that
    would tell which marker it is). The true score, where a real hidden position counts and a fake does not, is the
    umpire's; every side reads it once the hidden positions are revealed (docs/rules-notes.md, "Scoring with hidden
    positions")."""
    if view is None or view.side is None:
        return score_battle(session.battle, session.catalogue, session.tables, name=lambda uid: unit_name(session, uid))
    seen = session.seen_by(view)
    markers = [u.id for u in seen.battle.units if u.type == MARKER_TYPE]
    return score_battle(
        seen.battle, seen.catalogue, seen.tables, name=lambda uid: unit_name(seen, uid), unknown=markers
    )


def control_reason(
    c: LocationControl,
    control_yards: float,
    enemy_near_yards: float,
    name: Callable[[str], str],
    side: Callable[[str], str] | None = None,
) -> str:
    """Why a location is controlled, or not, in words: each unit as ``name`` words it, with its side as ``side`` words
    it (its id where not given). A unit worded as a hidden position is given no distance: the distance would tell
    which of the markers on the table it is."""

    def unit(n: Nearest) -> str:
        named = name(n.unit)
        if names_its_side(named):
            return named  # already "Rifle squad 1 (Axis)": another side's unit reads the same
        return QT_TRANSLATE_NOOP("Rules", "{unit} ({side})").format(
            unit=named, side=side(n.side) if side is not None else n.side
        )

    def yards(n: Nearest) -> float | None:
        return None if name(n.unit) == HIDDEN_POSITION else n.yards

    if c.case is ControlCase.NO_UNITS or not c.nearest:
        reason = QT_TRANSLATE_NOOP("Rules", "no undestroyed unit on the table")
    elif c.case is ControlCase.BEYOND:
        first = c.nearest[0]
        far = yards(first)
        reason = (
            QT_TRANSLATE_NOOP(
                "Rules", "no unit within {most:g} yards: the nearest, {unit}, is {yards:.0f} yards away"
            ).format(unit=unit(first), yards=far, most=control_yards)
            if far is not None
            else QT_TRANSLATE_NOOP("Rules", "no unit within {most:g} yards (the nearest is {unit})").format(
                unit=unit(first), most=control_yards
            )
        )
    elif c.case is ControlCase.CONTESTED:
        first, second = c.nearest[:2]
        near_first = yards(first)
        both = (
            QT_TRANSLATE_NOOP("Rules", "{yards:.0f} yards away").format(yards=near_first)
            if near_first is not None and yards(second) is not None
            else QT_TRANSLATE_NOOP("Rules", "as near")
        )
        reason = QT_TRANSLATE_NOOP("Rules", "contested: {unit} and {other} are both {both}").format(
            unit=unit(first), other=unit(second), both=both
        )
    else:
        first = c.nearest[0]
        near = yards(first)
        reason = (
            QT_TRANSLATE_NOOP("Rules", "{unit} is nearest, {yards:.0f} yards away").format(unit=unit(first), yards=near)
            if near is not None
            else QT_TRANSLATE_NOOP("Rules", "{unit} is nearest, within {most:g} yards").format(
                unit=unit(first), most=control_yards
            )
        )
    if c.enemy is not None:
        near = yards(c.enemy)
        enemy = (
            QT_TRANSLATE_NOOP("Rules", "enemy {unit} is within {most:g} yards ({yards:.0f})").format(
                unit=name(c.enemy.unit), most=enemy_near_yards, yards=near
            )
            if near is not None
            else QT_TRANSLATE_NOOP("Rules", "enemy {unit} is within {most:g} yards").format(
                unit=name(c.enemy.unit), most=enemy_near_yards
            )
        )
        reason = AND_THEN.format(first=reason, then=enemy)
    return reason


# -- changing a battle's scenario part ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScenarioSetup:
    """The parts of a battle the scenario system sets up: the sides (their base edges), the mission, the deployment
    zones, the victory point locations and the briefing."""

    sides: tuple[Side, ...]
    mission: MissionSpec | None
    deployment_zones: tuple[DeploymentZone, ...]
    vp_locations: tuple[VpLocation, ...]
    briefing: Briefing | None

    @classmethod
    def of(cls, battle: Battle) -> ScenarioSetup:
        return cls(
            tuple(battle.sides),
            battle.mission,
            tuple(battle.deployment_zones),
            tuple(battle.vp_locations),
            battle.briefing,
        )

    def put(self, battle: Battle) -> list[Change]:
        battle.sides = list(self.sides)
        battle.mission = self.mission
        battle.deployment_zones = list(self.deployment_zones)
        battle.vp_locations = list(self.vp_locations)
        battle.briefing = self.briefing
        return [Change(Aspect.BATTLE)]


@dataclass(frozen=True)
class ReplaceScenarioSetup(Edit):
    """The scenario part of a battle before and after (one undo step)."""

    before: ScenarioSetup
    after: ScenarioSetup
    text: str = QT_TRANSLATE_NOOP("Rules", "Change the scenario")

    def apply(self, battle: Battle) -> list[Change]:
        return self.after.put(battle)

    def revert(self, battle: Battle) -> list[Change]:
        return self.before.put(battle)


def complete_placement(battle: Battle, defender_edge: Edge, tables: RuleTables) -> ReplaceScenarioSetup:
    """ "Once placement is complete, then the defender selects which boardedge will be his baseline": the defender's
    side on ``defender_edge`` and the attacker's on the opposite one, the mission's deployment zones on them, and the
    victory point locations of the pieces placed (none for a raid), each held at the start by the side whose zone
    holds it. Raises :class:`UsageError` for a battle without a mission."""
    mission = battle.mission
    if mission is None:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the battle has no mission: make one with File > New Random Battle{command}, or give it a 'mission:' "
                "key (docs/battle-format.md)",
            ).format(command=" or 'morefire scenario --create FILE' (add --by-hand to lay the table yourself)")
        )
    edges = {mission.defender: defender_edge, mission.attacker: _OPPOSITE[defender_edge]}
    sides = tuple(s.model_copy(update={"edge": edges[s.id]}) if s.id in edges else s for s in battle.sides)
    yards_per_unit = ground_scale(battle, tables).yards_per_unit(table_unit(battle))
    guideline = tables.scenario.deployment.for_mission(mission.kind)
    strip = tables.scenario.deployment.edge_strip_yards / yards_per_unit
    # ISLAND, TARAWA, RAID: the attacker's zone reaches across the water the players laid along its edge.
    special = battle.briefing.special if battle.briefing is not None else None
    beyond = (
        water_at_edge(battle.table, edges[mission.attacker], battle.terrain)
        if special is not None and special.lands
        else 0.0
    )
    zones = (
        deployment_zone(
            battle.table,
            mission.attacker,
            edges[mission.attacker],
            guideline.attacker,
            strip,
            name=QT_TRANSLATE_NOOP("Rules", "Attacker's deployment"),
            beyond=beyond,
        ),
        deployment_zone(
            battle.table,
            mission.defender,
            edges[mission.defender],
            guideline.defender,
            strip,
            name=QT_TRANSLATE_NOOP("Rules", "Defender's deployment"),
        ),
    )
    taken = {p.id for p in battle.terrain} | {u.id for u in battle.units}
    locations = (
        ()
        if mission.kind is Mission.RAID
        else tuple(
            vp_locations(
                placed_vp_candidates(battle.terrain), tables.scenario.vp_schedule, zones, mission.defender, taken
            )
        )
    )
    before = ScenarioSetup.of(battle)
    after = ScenarioSetup(sides, mission, zones, locations, battle.briefing)
    return ReplaceScenarioSetup(
        before,
        after,
        QT_TRANSLATE_NOOP("Rules", "Placement complete: the defender's base edge is {edge}").format(
            edge=defender_edge.value
        ),
    )


def set_objective_reached(battle: Battle, reached: bool) -> ReplaceScenarioSetup:
    """RAID: record whether the attacker reached the objective (what decides the raid)."""
    mission = battle.mission
    if mission is None or mission.kind is not Mission.RAID:
        raise UsageError(_ONLY_A_RAID)
    before = ScenarioSetup.of(battle)
    after = ScenarioSetup(
        before.sides,
        mission.model_copy(update={"objective_reached": reached}),
        before.deployment_zones,
        before.vp_locations,
        before.briefing,
    )
    return ReplaceScenarioSetup(
        before,
        after,
        QT_TRANSLATE_NOOP("Rules", "The attacker reached the objective")
        if reached
        else QT_TRANSLATE_NOOP("Rules", "The attacker has not reached the objective"),
    )


_ONLY_A_RAID = QT_TRANSLATE_NOOP("Rules", "only a raid has an objective to reach")
VP_SCHEDULE_RULE = "VP schedule"


def set_building_destroyed(battle: Battle, location_id: str, destroyed: bool) -> ReplaceScenarioSetup:
    """TERRAIN VICTORY POINT SCHEDULE, "+ Receive only 1/2 points if destroyed": record whether a building location is
    destroyed. Raises :class:`UsageError` for a location the battle does not have, or one that is not a building."""
    vp = next((v for v in battle.vp_locations if v.id == location_id), None)
    if vp is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "the battle has no victory point location {id}; it has {ids}").format(
                id=repr(location_id), ids=", ".join(v.id for v in battle.vp_locations) or "none"
            )
        )
    if vp.kind is not VpKind.BUILDING:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "{location} is a {kind}: only a building is destroyed (+ Receive only 1/2 points if destroyed)"
            ).format(location=location_name(battle, location_id), kind=vp.kind.value.replace("_", " "))
        )
    before = ScenarioSetup.of(battle)
    locations = tuple(
        v.model_copy(update={"destroyed": destroyed}) if v.id == location_id else v for v in battle.vp_locations
    )
    after = ScenarioSetup(before.sides, before.mission, before.deployment_zones, locations, before.briefing)
    said = location_name(battle, location_id)
    return ReplaceScenarioSetup(
        before,
        after,
        (
            QT_TRANSLATE_NOOP("Rules", "{location} is destroyed")
            if destroyed
            else QT_TRANSLATE_NOOP("Rules", "{location} is not destroyed")
        ).format(location=said),
    )


def victory_summary(result: VictoryResult) -> str:
    """The score in one line, as the log keeps it: the victory points held (not for a raid), the points destroyed
    and each condition met or not."""
    lost = QT_TRANSLATE_NOOP(
        "Rules", "points destroyed: attacker {attacker}, defender {defender}; {conditions}"
    ).format(
        attacker=result.attacker_points_lost,
        defender=result.defender_points_lost,
        conditions=joined(
            (
                (
                    QT_TRANSLATE_NOOP("Rules", "{letter} met")
                    if c.achieved
                    else QT_TRANSLATE_NOOP("Rules", "{letter} not met")
                ).format(letter=c.printed_letter)
                if c.printed_letter
                # RAID's one condition has no letter: "objective reached", "objective not reached"
                else QT_TRANSLATE_NOOP("Rules", "objective {detail}").format(detail=c.detail)
                for c in result.conditions
            ),
            QT_TRANSLATE_NOOP("Rules", "{first}, {then}"),
        ),
    )
    if result.mission is Mission.RAID:
        return lost
    return QT_TRANSLATE_NOOP("Rules", "defender {defender:g} VP, attacker {attacker:g} VP; {lost}").format(
        defender=result.defender_vp, attacker=result.attacker_vp, lost=lost
    )


# -- the actions -----------------------------------------------------------------------------------------------------


# What the log of a battle saved before says of a placement completed: kept so that the window reads it back.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "{what}; {n} victory point location(s) marked"),)


@handles(CompletePlacement)
def _complete_placement(ctx: Performing, action: CompletePlacement) -> Resolution:
    """Part of the set-up: the table is laid, the defender chooses his base edge."""
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "completing the table's placement"))) is not None:
        return refused
    battle = ctx.session.battle
    briefing = battle.briefing
    if battle.mission is not None and (briefing is None or not briefing.laid_by_hand):
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules", "the battle's table was generated, not laid by hand: its placement needs no completing"
            ),
            "Terrain and Weather Definitions",
        )
    if ctx.strict and (not_defender := edge_chooser_refusal(battle)) is not None:
        return ctx.refuse(not_defender, "Terrain and Weather Definitions")
    counted = battle_table_counts(battle, ctx.session.tables)
    if counted is not None and not counted.met and not action.as_laid:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the table does not hold what {terrain} asks for ({counts}); lay the pieces, or keep the table as laid",
            ).format(terrain=counted.terrain.label, counts=counted.said()),
            TABLE_RULE,
        )
    edit = complete_placement(battle, action.defender_edge, ctx.session.tables)
    text = (
        (
            QT_TRANSLATE_NOOP("Rules", "{what}; one victory point location marked")
            if len(edit.after.vp_locations) == 1
            else QT_TRANSLATE_NOOP("Rules", "{what}; {n} victory point locations marked")
        ).format(what=edit.text, n=len(edit.after.vp_locations))
        if battle.mission is not None and battle.mission.kind is not Mission.RAID
        else edit.text
    )
    steps: tuple[NoteStep, ...] = (NoteStep(text, "Terrain and Weather Definitions"),)
    if counted is not None and not counted.met:
        steps += (
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "The table is kept as laid, short of what {terrain} asks for: {counts}"
                ).format(terrain=counted.terrain.label, counts=counted.said()),
                TABLE_RULE,
            ),
        )
    return ctx.done(edit.after, steps, edit, log=[LogDraft("scenario", edit.text, text, steps)], text=edit.text)


@handles(ObjectiveReached)
def _objective_reached(ctx: Performing, action: ObjectiveReached) -> Resolution:
    """RAID: a fact of play, recorded at any time (docs/rules-notes.md, "Scenario system — actions")."""
    battle = ctx.session.battle
    if battle.mission is None or battle.mission.kind is not Mission.RAID:
        return ctx.refuse(_ONLY_A_RAID, "RAID")
    if battle.mission.objective_reached is action.reached:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the attacker is already recorded as having reached the objective")
            if action.reached
            else QT_TRANSLATE_NOOP("Rules", "the attacker is already recorded as not having reached the objective"),
            "RAID",
        )
    edit = set_objective_reached(battle, action.reached)
    step = NoteStep(edit.text, "RAID")
    return ctx.done(action.reached, (step,), edit, log=[LogDraft("scenario", edit.text, steps=(step,))], text=edit.text)


@handles(BuildingDestroyed)
def _building_destroyed(ctx: Performing, action: BuildingDestroyed) -> Resolution:
    """A fact of play, recorded at any time (docs/rules-notes.md, "Victory conditions"): the building's points halve."""
    battle = ctx.session.battle
    vp = next((v for v in battle.vp_locations if v.id == action.location), None)
    if vp is not None and vp.destroyed is action.destroyed:
        location = location_name(battle, action.location)
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "{location} is already recorded as destroyed")
                if action.destroyed
                else QT_TRANSLATE_NOOP("Rules", "{location} is already standing: it is not recorded as destroyed")
            ).format(location=location),
            VP_SCHEDULE_RULE,
        )
    try:
        edit = set_building_destroyed(battle, action.location, action.destroyed)
    except UsageError as exc:
        # A location the battle does not have is bad input (an unknown id, docs/cli.md); one that is not a
        # building is the schedule's refusal.
        return ctx.refuse(str(exc), VP_SCHEDULE_RULE, invalid=vp is None)
    step = NoteStep(
        edit.text
        + (
            QT_TRANSLATE_NOOP("Rules", ": + Receive only 1/2 points if destroyed")
            if action.destroyed
            else QT_TRANSLATE_NOOP("Rules", ": it scores its whole value again")
        ),
        VP_SCHEDULE_RULE,
    )
    return ctx.done(
        action.destroyed, (step,), edit, log=[LogDraft("scenario", edit.text, steps=(step,))], text=edit.text
    )


@handles(RecordVictory)
def _record_victory(ctx: Performing, action: RecordVictory) -> Resolution:
    """The score written to the log; nothing else changes (docs/rules-notes.md, "Scenario system — actions")."""
    session = ctx.session
    try:
        # Written where every side reads it: as every side may read it alike, each side's hidden positions markers.
        result = score_in_view(session, everyones_view(session.battle))
    except ScenarioError as exc:
        return ctx.refuse(str(exc), "VICTORY CONDITIONS")
    title = f"{result.outcome.label} ({result.mission.label})"
    steps = tuple(result.all_steps())
    return ctx.done(result, steps, log=[LogDraft("victory", title, victory_summary(result), steps)], text=title)
