"""The mission of a battle laid out by hand (File -> New, the demo, a file written without the scenario system): given
or taken away as one action, :class:`~morefire_gui.model.actions.forces.SetMission` (Battle -> Mission...,
``morefire mission``), so that the battle can be scored by the victory conditions (Table VI, VICTORY CONDITIONS,
TERRAIN VICTORY POINT SCHEDULE).

Readings (docs/rules-notes.md, "A mission given to a battle laid out by hand"):

* Only a battle the scenario system did not make (no ``briefing``): a generated battle's mission is its Table VI roll.
* The defender is the battle's other side; the ratio Table VI's first row of the mission (RAID's 3:2), as for a
  mission set in the scenario system; no number of turns (the text sets none: "Scenario system — the end of the
  battle").
* The victory point locations: those the players place by hand (a piece of one of the schedule's kinds, or a spot
  with its row), else those of a table laid by hand (geometry/deployment.py, :func:`placed_vp_candidates`). A raid
  has none: it is decided by the objective.
* Who holds each location at the start (the Retained / Captured columns): the side whose deployment zone holds it,
  where the battle has zones; else the side that controls it as the mission is given, by the control reading the
  score uses (its forces stand where the players laid them).
* In a battle kept to the sequence of play it is the set-up's, refused once play has begun: the locations' holders
  at the start are read from the table as it stands. A battle played free takes it at any time, on the players'
  word that the table stands as it began.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.deployment import VpCandidate, VpSpot, placed_vp_candidates, vp_locations
from morefire_gui.geometry.vp_control import control, flag_spot
from morefire_gui.model.actions.forces import SetMission, VpPick
from morefire_gui.model.battle import Battle
from morefire_gui.model.scale import ground_scale, table_unit
from morefire_gui.model.scenario import VP_KIND_NAMES, VP_PIECE_KINDS, VpLocation, VpValues
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.scenario.terms import Mission, VpKind
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.names import location_name, short_side_name
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.scenario import ReplaceScenarioSetup, ScenarioSetup, mission_spec
from morefire_gui.session.visibility import out_of_plain_sight

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing

__all__ = [
    "MISSION_RULE",
    "OfferedLocation",
    "default_picks",
    "location_kind",
    "mission_setup",
    "offered_locations",
    "offered_spot",
]

MISSION_RULE = "Table VI"
_VP_RULE = "VP schedule"


def location_kind(kind: str) -> VpKind | None:
    """The schedule's row a terrain piece of ``kind`` scores by (None: no row: a woods, a road)."""
    return next((k for k, kinds in VP_PIECE_KINDS.items() if kind in kinds), None)


def default_picks(battle: Battle) -> tuple[VpPick, ...]:
    """The locations of the pieces on the table by the reading of a table laid by hand: every hill mass, ford, bridge,
    crossroad and road exit, and one building in each village or standing alone, at most six."""
    return tuple(VpPick(piece=c.piece.id) for c in placed_vp_candidates(battle.terrain))


@dataclass(frozen=True)
class OfferedLocation:
    """A victory point location the players may tick (Battle -> Mission...): the pick it makes, its name (the
    location's, else its piece's, else its kind), where its flag stands, its schedule values, whether it is ticked
    at first (the battle's own locations where it has a mission, else the reading of a table laid by hand), and the
    side that would hold it at the start were the mission given now (None: nobody)."""

    pick: VpPick
    name: str
    kind: VpKind
    spot: tuple[float, float]
    values: tuple[int, int, int]
    ticked: bool
    held_by: str | None = None


def offered_locations(battle: Battle, tables: RuleTables) -> list[OfferedLocation]:
    """Every piece of one of the schedule's kinds on the table, in the file's order, then each spot the battle's
    locations hold."""
    rows = tables.scenario.vp_schedule.rows
    if battle.mission is not None:
        ticked = {v.piece for v in battle.vp_locations if v.piece is not None}
    else:
        ticked = {p.piece for p in default_picks(battle) if p.piece is not None}
    named = {v.piece: v.name for v in battle.vp_locations if v.piece is not None and v.name}
    out = []
    for piece in battle.terrain:
        kind = location_kind(piece.kind.value)
        if kind is None:
            continue
        row = rows[kind]
        spot = flag_spot(battle, VpLocation(id="offered", kind=kind, piece=piece.id, values=_NO_VALUES)) or (0.0, 0.0)
        out.append(
            OfferedLocation(
                VpPick(piece=piece.id),
                named.get(piece.id) or piece.name or VP_KIND_NAMES[kind],
                kind,
                spot,
                (row.standard, row.retained, row.captured),
                piece.id in ticked,
            )
        )
    for vp in battle.vp_locations:
        if vp.at is not None:
            # A name the scenario system gave by the kind ("Crossroad 2") is given again as the locations are numbered.
            own = vp.name if vp.name and not vp.name.startswith(VP_KIND_NAMES[vp.kind]) else None
            offered = offered_spot(battle, tables, vp.kind, (vp.at[0], vp.at[1]), own)
            out.append(replace(offered, name=vp.name or offered.name))
    held = _holders(battle, tables, [o.pick for o in out])
    return [replace(o, held_by=h) for o, h in zip(out, held, strict=True)]


def offered_spot(
    battle: Battle, tables: RuleTables, kind: VpKind, at: tuple[float, float], name: str | None = None
) -> OfferedLocation:
    """A location the players put at a spot of the table, no piece standing for it, ticked."""
    row = tables.scenario.vp_schedule.rows[kind]
    pick = VpPick(kind=kind, at=at, name=name)
    return OfferedLocation(
        pick,
        name or VP_KIND_NAMES[kind],
        kind,
        at,
        (row.standard, row.retained, row.captured),
        True,
        _holders(battle, tables, [pick])[0],
    )


def _holders(battle: Battle, tables: RuleTables, picks: list[VpPick]) -> list[str | None]:
    """Who would hold each location at the start were the mission given now, between the sides of the battle's mission
    (else all its sides): the reading :func:`mission_setup` gives each location."""
    mission = battle.mission
    sides = [mission.attacker, mission.defender] if mission is not None else [s.id for s in battle.sides]
    schedule = tables.scenario.vp_schedule
    taken = {p.id for p in battle.terrain} | {u.id for u in battle.units}
    zones = [z for z in battle.deployment_zones if z.side in sides]
    defender = mission.defender if mission is not None else ""
    try:
        locations = vp_locations(_candidates(battle, tuple(picks)), schedule, zones, defender, taken)
    except UsageError:
        return [None] * len(picks)  # a spot off the table: nobody (the action refuses it, naming it)
    held = _held_at_start(battle, tables, sides, locations, schedule.control_yards, schedule.enemy_near_yards)
    return [vp.held_by for vp in held]


_NO_VALUES = VpValues(standard=0, retained=0, captured=0)


def _defender(battle: Battle, attacker: str, defender: str | None) -> str:
    sides = [s.id for s in battle.sides]
    for sid in (attacker, defender):
        if sid is not None and sid not in sides:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                    side=repr(sid), sides=", ".join(sides)
                )
            )
    if defender is None:
        others = [s for s in sides if s != attacker]
        if len(others) != 1:
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules", "the battle has {n} sides besides the attacker ({sides}): say which defends"
                ).format(n=len(others), sides=", ".join(others) or "none")
            )
        return others[0]
    if defender == attacker:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "the attacker and the defender are both {side}").format(side=repr(attacker))
        )
    return defender


def _candidates(battle: Battle, picks: tuple[VpPick, ...]) -> list[VpCandidate | VpSpot]:
    """The locations the players placed, checked: a piece of the battle of one of the schedule's kinds, each once, or
    a spot on the table. Raises :class:`UsageError` naming the location that cannot be."""
    out: list[VpCandidate | VpSpot] = []
    seen: set[str] = set()
    for pick in picks:
        if pick.at is not None:
            assert pick.kind is not None  # VpPick's check
            battle.require_on_table(pick.at[0], pick.at[1], QT_TRANSLATE_NOOP("Rules", "the victory point location at"))
            out.append(VpSpot(pick.kind, (pick.at[0], pick.at[1]), pick.name))
            continue
        assert pick.piece is not None
        piece = battle.piece(pick.piece)
        if piece is None:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "the battle has no terrain piece {id}").format(id=repr(pick.piece))
            )
        kind = location_kind(piece.kind.value)
        if kind is None:
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{piece} is a {kind}: a victory point location is a hill, ford, bridge, crossroad, road exit or "
                    "building (TERRAIN VICTORY POINT SCHEDULE)",
                ).format(piece=repr(pick.piece), kind=piece.kind.value.replace("_", " "))
            )
        if pick.kind is not None and pick.kind is not kind:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "{piece} is a {kind} piece, not a {wanted}").format(
                    piece=repr(pick.piece), kind=kind.value.replace("_", " "), wanted=pick.kind.value.replace("_", " ")
                )
            )
        if pick.piece in seen:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "{piece} is given twice as a victory point location").format(
                    piece=repr(pick.piece)
                )
            )
        seen.add(pick.piece)
        out.append(VpCandidate(kind, piece, pick.name))
    return out


def _held_at_start(
    battle: Battle,
    tables: RuleTables,
    sides: list[str],
    locations: list[VpLocation],
    control_yards: float,
    enemy_near_yards: float,
) -> list[VpLocation]:
    """Without deployment zones, each location held at the start by the side controlling it now (the score's
    reading of control), by the counters in plain sight; with them, as the zones say (set already)."""
    if any(z.side in sides for z in battle.deployment_zones):
        return locations
    yards_per_unit = ground_scale(battle, tables).yards_per_unit(table_unit(battle))
    # Who holds a location is said on the board and in the log, to every side: read from the counters every side sees
    # as what they are, not from a hidden position or a wave still at sea (session/visibility.py).
    unseen = out_of_plain_sight(battle)
    on_table = Battle.model_construct(
        **{
            **{k: getattr(battle, k) for k in Battle.model_fields},
            "vp_locations": locations,
            "units": [u for u in battle.units if u.id not in unseen],
        }
    )
    held = {c.location: c.controller for c in control(on_table, yards_per_unit, control_yards, enemy_near_yards, sides)}
    return [vp.model_copy(update={"held_by": held.get(vp.id)}) for vp in locations]


def mission_setup(battle: Battle, tables: RuleTables, action: SetMission) -> ReplaceScenarioSetup:
    """The battle's scenario part with the mission the action gives (or without one). Raises :class:`UsageError` for
    what the action names that the battle does not have, or a location that cannot be."""
    before = ScenarioSetup.of(battle)
    if action.mission is None:
        after = ScenarioSetup(before.sides, None, before.deployment_zones, (), before.briefing)
        return ReplaceScenarioSetup(before, after, QT_TRANSLATE_NOOP("Rules", "The mission is taken away"))
    if action.attacker is None:
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "say which side attacks"))
    defender = _defender(battle, action.attacker, action.defender)
    if action.ratio is not None:
        ratio = action.ratio
    elif action.mission is Mission.RAID:
        ratio = tables.scenario.specials.raid.ratio
    else:
        found = tables.scenario.mission.first_row(action.mission)
        assert found is not None  # Table VI has a row of every mission but the raid
        ratio = found[1].ratio
    mission = mission_spec(tables, action.mission, action.attacker, defender, ratio, action.vp_schedule)
    if action.mission is Mission.RAID:
        locations: list[VpLocation] = []
    else:
        picks = action.locations if action.locations is not None else default_picks(battle)
        taken = {p.id for p in battle.terrain} | {u.id for u in battle.units}
        zones = [z for z in battle.deployment_zones if z.side in (action.attacker, defender)]
        locations = vp_locations(_candidates(battle, picks), tables.scenario.vp_schedule, zones, defender, taken)
        locations = _held_at_start(
            battle,
            tables,
            [mission.attacker, mission.defender],
            locations,
            mission.control_yards,
            mission.enemy_near_yards,
        )
    after = ScenarioSetup(before.sides, mission, before.deployment_zones, tuple(locations), before.briefing)
    text = QT_TRANSLATE_NOOP("Rules", "Mission: {mission}; {attacker} attacks, {defender} defends").format(
        mission=action.mission.label,
        attacker=short_side_name(battle, action.attacker),
        defender=short_side_name(battle, defender),
    )
    return ReplaceScenarioSetup(before, after, text)


def _location_steps(battle: Battle, setup: ScenarioSetup) -> list[NoteStep]:
    """Each location marked, in words: its name, its kind, its values and who holds it at the start."""
    steps = []
    # Each named as the battle will name it ("Road exit 2"), a name the window says in its language.
    marked = Battle.model_construct(
        **{**{k: getattr(battle, k) for k in Battle.model_fields}, "vp_locations": list(setup.vp_locations)}
    )
    for vp in setup.vp_locations:
        held = (
            QT_TRANSLATE_NOOP("Rules", "held at the start by {side}").format(side=short_side_name(battle, vp.held_by))
            if vp.held_by is not None
            else QT_TRANSLATE_NOOP("Rules", "held by nobody at the start")
        )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{location} ({kind}): {standard} standard, {retained} retained, {captured} captured; {held}",
                ).format(
                    location=location_name(marked, vp.id),
                    kind=vp.kind.value.replace("_", " "),
                    standard=vp.values.standard,
                    retained=vp.values.retained,
                    captured=vp.values.captured,
                    held=held,
                ),
                _VP_RULE,
            )
        )
    return steps


@handles(SetMission)
def _set_mission(ctx: Performing, action: SetMission) -> Resolution:
    """Part of the set-up in a strict battle (the holders at the start are read from the table); any time in a free
    one."""
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "giving the battle its mission"))) is not None:
        return refused
    battle = ctx.session.battle
    if battle.briefing is not None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the scenario system made this battle: its mission is the briefing's ({mission}), rolled or set with "
                "the rest of the scenario, and stays so",
            ).format(mission=battle.briefing.mission.label),
            MISSION_RULE,
        )
    if action.mission is None and battle.mission is None:
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "the battle has no mission to take away"), MISSION_RULE)
    if action.mission is Mission.RAID and action.locations:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules", "a raid has no victory point locations: it is decided by the objective (RAID); leave them out"
            ),
            "RAID",
        )
    edit = mission_setup(battle, ctx.session.tables, action)
    if edit.after == edit.before:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the battle has this mission and these locations already"), MISSION_RULE
        )
    after = edit.after
    if after.mission is not None and after.mission.kind is not Mission.RAID and not after.vp_locations:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the mission needs victory point locations to score (A. Control a Majority of VP locations), and none "
                "is given: the table has no hill, ford, bridge, crossroad, road exit or building; place one, or give "
                "a spot",
            ),
            _VP_RULE,
        )
    steps: list[NoteStep] = [NoteStep(edit.text, MISSION_RULE)]
    if after.mission is None:
        summary = edit.text
    else:
        mission = after.mission
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "point ratio {attacker}:{defender} (attacker:defender)").format(
                    attacker=mission.ratio[0] if mission.ratio else 1, defender=mission.ratio[1] if mission.ratio else 1
                ),
                MISSION_RULE,
            )
        )
        steps += _location_steps(battle, after)
        if mission.kind is Mission.RAID:
            summary = QT_TRANSLATE_NOOP("Rules", "{what}; the raid is decided by the objective").format(what=edit.text)
        else:
            summary = (
                QT_TRANSLATE_NOOP("Rules", "{what}; one victory point location marked")
                if len(after.vp_locations) == 1
                else QT_TRANSLATE_NOOP("Rules", "{what}; {n} victory point locations marked")
            ).format(what=edit.text, n=len(after.vp_locations))
    return ctx.done(after, steps, edit, log=[LogDraft("scenario", edit.text, summary, tuple(steps))], text=edit.text)
