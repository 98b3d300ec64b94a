"""Aircraft in play (rule 5 and Table VII): launch an airstrike from a board edge, plan its run (where it flies, the
strip it strafes or where it releases its bombs, which anti-aircraft weapons see and reach it), fly the run with
injected dice, and turn the result into one undoable edit; turn the direction arrow at the end of the turn.

The Airstrike tool and dialog, the Aircraft dock and ``morefire airstrike`` all go through here::

    plan = plan_run(session, AirstrikeRequest("axis", "ju87d", (36, 0), 180), RunRequest(attack=Attack.BOMB))
    resolution = session.perform(Airstrike(side="axis", aircraft="ju87d", entry=(36, 0), heading=180,
                                           attack=Attack.BOMB))   # the anti-aircraft fire, then the attack
    session.commit(resolution)                     # the aircraft, the units hit, the marks and the log: ONE step
    session.commit(session.perform(TurnArrow(aircraft="air1", heading=225)))   # end of turn: at most 90 degrees

A run is the aircraft's act in the sequence of play's aircraft movement and aircraft and AA fire steps of the turn
(movement phase, 3 and 4): one a turn. It marks it as having acted in both (and the guns that fired at it in step
4), it is logged as it commits, under the step the battle is in (as every action), and a second run in the same
turn is refused (its roll stands, though undone);
turning the arrow marks the direction-arrow step. In a strict battle a run is taken in step 3 or 4, the arrow turned
in the arrows step, and whether it is snowing is set before play begins (docs/rules-notes.md, "Sequence of play —
aircraft").

Nothing here decides a rule: rules/aircraft/flight.py, air_attacks.py and anti_aircraft.py read the tables and roll; the
geometry (geometry/aircraft.py, geometry/barrage.py) says where things are. Which battle the figures come from:
the session's tables, or a player's merged aircraft figures passed as ``tables``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.aircraft import (
    AaSighting,
    FlightPath,
    StripFacts,
    aa_sighting,
    bomb_impact,
    entry_edges,
    flight_path,
    heading_of,
    nearest_edge_point,
    points_into_table,
    strip_facts,
)
from morefire_gui.geometry.barrage import ZoneFacts, zone_facts
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import AircraftId, SideId, UnitId
from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike, SetSnowing, TurnArrow
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle, Side
from morefire_gui.model.terms import Status
from morefire_gui.rules.aircraft.anti_aircraft import (
    AaFireResult,
    AaGun,
    AaTarget,
    aa_chance,
    aa_refusal,
    resolve_aa_fire,
)
from morefire_gui.rules.aircraft.attacks import (
    BombingResult,
    StrafingResult,
    bomb_battery,
    bomb_pattern,
    resolve_bombing,
    resolve_strafing,
    strafing_fir,
)
from morefire_gui.rules.aircraft.flight import (
    AirstrikeAvailability,
    FlightMove,
    RunAltitudes,
    airstrike_availability,
    check_attack,
    check_turn,
    flight_move,
    run_altitudes,
)
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AaResult, AircraftError, AircraftState, Altitude, Attack
from morefire_gui.rules.artillery.barrage import HitResult, Pattern, damage_zone
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry, UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.fire import ExcludedTarget, FireTarget
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.scenario.forces import in_service
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.weather import Conditions, Weather
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, joined, said_error
from morefire_gui.session import claims
from morefire_gui.session.counts import in_zone_text
from morefire_gui.session.edits import Aspect, Change, Compound, Edit, ReplaceSettings, ReplaceSide, Staged
from morefire_gui.session.infantry import results_edit, target_facts
from morefire_gui.session.names import aircraft_name, names, public_unit_name, public_unit_names, unit_name
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.turn_state import mark_fired
from morefire_gui.session.unit_facts import alive, allegiance_of, is_weapon_system, side_of
from morefire_gui.session.visibility import with_reveals

if TYPE_CHECKING:
    from collections.abc import Sequence

    from morefire_gui.rules.artillery.error import FireError
    from morefire_gui.rules.artillery.hits import BarrageTarget
    from morefire_gui.rules.artillery.zone import DamageZone
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing
    from morefire_gui.session.visibility import View

__all__ = [
    "AIRCRAFT_MOVEMENT",
    "AIR_FIRE",
    "ARROWS",
    "NONE_LEFT",
    "NO_AIRCRAFT",
    "RUN_STEPS",
    "AaPlan",
    "AirstrikeRequest",
    "ReplaceAircraft",
    "RunOutcome",
    "RunPlan",
    "RunRequest",
    "SideAirstrikes",
    "aircraft_in_play",
    "aircraft_of",
    "aircraft_tables_of",
    "battle_weather",
    "flown_by",
    "flown_this_turn",
    "fly_run",
    "nation_aircraft",
    "new_aircraft_id",
    "new_airstrike_refusal",
    "no_aircraft_of",
    "no_aircraft_text",
    "no_new_airstrike",
    "nothing_to_fly",
    "plan_run",
    "run_log",
    "runs_left",
    "side_aircraft",
    "side_airstrikes",
    "taken_back_airstrike",
    "turn_aircraft",
    "unbought_text",
    "use_aircraft_figures",
    "use_bought",
]

# The steps of the sequence of play an aircraft acts in (resources/rules/sequence.yaml; the ids are a contract): a run
# is its movement along the arrow (movement phase, step 3) and the anti-aircraft fire and its attack (step 4),
# resolved together; at the end of the turn its arrow turns.
AIRCRAFT_MOVEMENT = "movement.aircraft"
AIR_FIRE = "movement.air_fire"
ARROWS = "aircraft.arrows"
RUN_STEPS = (AIRCRAFT_MOVEMENT, AIR_FIRE)


def aircraft_tables_of(session: BattleSession, tables: AircraftTables | None = None) -> AircraftTables:
    """The aircraft figures to play with: ``tables`` when given, else the session's (a player's own, merged, once
    :func:`use_aircraft_figures` has set them)."""
    return tables if tables is not None else session.tables.aircraft


def use_aircraft_figures(session: BattleSession, tables: AircraftTables) -> None:
    """Play the session's aircraft with these figures (a player's own, merged over the app's by
    :mod:`morefire_gui.io.aircraft_tables`): every run it performs reads them, and the record of each aircraft's action
    keeps the keys they change (``aircraft_figures``), so that a replay flies it with them."""
    if session.tables.aircraft is not tables:
        session.tables = session.tables.replaced(aircraft=tables)


def aircraft_in_play(battle: Battle) -> list[AircraftInPlay]:
    """The airstrikes still over the table, in the battle file's order: the actors of the sequence of play's
    aircraft steps (movement, aircraft and AA fire, the direction arrows)."""
    return [a for a in battle.aircraft if a.in_play]


def flown_this_turn(battle: Battle, aircraft_id: AircraftId) -> tuple[str, ...]:
    """The run steps (:data:`RUN_STEPS`) the aircraft has acted in this turn: marked in them, or the log's run of
    this turn (a roll stands, though its effects were undone). Not empty: it has flown its run of the turn (the
    marks are cleared at the start of the next)."""
    marked = tuple(step for step in RUN_STEPS if aircraft_id in battle.acted.get(step, ()))
    if marked:
        return marked
    logged = any(
        e.kind == "airstrike" and e.turn == battle.turn and aircraft_id in e.actors and e.rolls() for e in battle.log
    )
    return RUN_STEPS if logged else ()


def taken_back_airstrike(battle: Battle, side_id: SideId) -> str | None:
    """The aircraft of ``side_id``'s airstrike of this turn whose entry was undone after its dice were rolled (its
    roll stands in the log, but it is not among the battle's aircraft, where it stays whatever becomes of it), or
    None. Such a side flies no new airstrike this turn: the dice undone are not rolled again (docs/rules-notes.md,
    "Sequence of play — a roll stands")."""
    flying = {a.id for a in battle.aircraft}
    return next(
        (
            e.actors[0]
            for e in battle.log
            if e.kind == "airstrike"
            and e.turn == battle.turn
            and e.side == side_id
            and e.actors
            and e.actors[0] not in flying
            and e.rolls()
        ),
        None,
    )


# -- the edit ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReplaceAircraft(Edit):
    """The battle's aircraft, before and after (an airstrike launched, flown, turned)."""

    before: tuple[AircraftInPlay, ...]
    after: tuple[AircraftInPlay, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change aircraft")

    def apply(self, battle: Battle) -> list[Change]:
        battle.aircraft = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.aircraft = list(self.before)
        return [Change(Aspect.BATTLE)]


def _replaced(battle: Battle, plane: AircraftInPlay) -> tuple[AircraftInPlay, ...]:
    out = [plane if a.id == plane.id else a for a in battle.aircraft]
    if all(a.id != plane.id for a in battle.aircraft):
        out.append(plane)
    return tuple(out)


# -- Table VII and the weather ----------------------------------------------------------------------------------


def battle_weather(battle: Battle) -> tuple[Weather, bool | None]:
    """The battle's weather as the rules read it (TUNDRA is snow, DESERT clear), and whether it is snowing: the
    battle's ``settings.snowing``, else the briefing's snow d6, else not known (snow lying: airstrikes fly)."""
    weather = Conditions.of(battle.settings.weather, battle.settings.terrain_type).weather
    snowing = battle.settings.snowing
    if snowing is None and battle.briefing is not None:
        snowing = battle.briefing.snowing
    return weather, snowing


@dataclass(frozen=True)
class SideAirstrikes:
    """A side's airstrikes: whether it may fly another (weather, Table VII), the aircraft it has flown, the airstrikes
    it bought with its forces and has not flown yet (aircraft catalogue ids), and the points they cost ("Airstrikes
    must be paid for in Army points"): each once, from the purchase (``bought_points``) or, for one not bought
    before, from its flight (``flown_points`` counts every aircraft flown, bought before or not)."""

    side: str
    allegiance: Allegiance | None
    availability: AirstrikeAvailability  # another airstrike, beyond those bought: Table VII counts bought + flown
    flown: tuple[str, ...]
    points: int  # bought (not flown yet) + flown
    bought: tuple[str, ...] = ()
    bought_points: int = 0
    flown_points: int = 0
    # Flying one of those bought: the weather, and Table VII counting it once (None: none bought).
    bought_availability: AirstrikeAvailability | None = None

    def bought_counts(self) -> dict[str, int]:
        """How many of each aircraft were bought and not flown yet, in the order they were bought."""
        out: dict[str, int] = {}
        for aircraft in self.bought:
            out[aircraft] = out.get(aircraft, 0) + 1
        return out


def side_airstrikes(session: BattleSession, side_id: SideId) -> SideAirstrikes:
    battle = session.battle
    side = side_of(battle, side_id)
    allegiance = allegiance_of(side, session.tables)
    limit = None
    if battle.briefing is not None and allegiance is not None:
        strikes = battle.briefing.airstrikes
        limit = strikes.axis if allegiance is Allegiance.AXIS else strikes.allies
    flown = tuple(a.id for a in battle.aircraft if a.side == side.id)
    flown_points = sum(
        e.points for a in battle.aircraft if a.side == side.id and (e := session.catalogue.get(a.type)) is not None
    )
    bought = tuple(side.airstrikes_bought)
    bought_points = sum(e.points for t in bought if (e := session.catalogue.get(t)) is not None)
    weather, snowing = battle_weather(battle)
    availability = airstrike_availability(weather, snowing, limit, len(flown), len(bought))
    # A bought airstrike is one of Table VII's already: flying it takes up no more of them.
    bought_availability = (
        airstrike_availability(weather, snowing, limit, len(flown), len(bought) - 1) if bought else None
    )
    return SideAirstrikes(
        side.id,
        allegiance,
        availability,
        flown,
        flown_points + bought_points,
        bought,
        bought_points,
        flown_points,
        bought_availability,
    )


def unbought_text(session: BattleSession, side_id: SideId, aircraft: str, status: SideAirstrikes) -> Message:
    """Table VII, in a battle kept to the sequence of play: why ``side_id`` may not fly an airstrike of ``aircraft``
    (as a person reads it), one its forces do not have, naming those they have (none: ``aircraft`` is not said)."""
    side = side_of(session.battle, side_id)
    if not status.bought:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{side} has no airstrike to fly: its forces have none left (airstrikes are bought in Build Forces, "
            "or given with the battle), and a battle kept to the sequence of play flies no other",
        ).format(side=side.label)
    have = ", ".join(
        QT_TRANSLATE_NOOP("Rules", "{aircraft} ×{n}").format(
            aircraft=e.name if (e := session.catalogue.get(ident)) is not None else ident, n=n
        )
        for ident, n in status.bought_counts().items()
    )
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{aircraft} is not an airstrike {side}'s forces have: they have {have}, and a battle kept to the sequence of "
        "play flies no other",
    ).format(aircraft=aircraft, side=side.label, have=have)


def new_airstrike_refusal(session: BattleSession, side_id: SideId) -> str | None:
    """Why ``side_id`` flies no new airstrike now, whichever aircraft it chose, or None when it may fly one: the
    weather and Table VII; in a battle kept to the sequence of play, no airstrike its forces have left to fly; in a free
    battle, no aircraft of its nation in the battle's year; a run of this turn taken back after its dice."""
    battle = session.battle
    side = side_of(battle, side_id)
    if taken_back_airstrike(battle, side.id) is not None:
        return QT_TRANSLATE_NOOP(
            "Rules", "the airstrike {side} flew this turn was taken back after its dice were rolled"
        ).format(side=side.label)
    status = side_airstrikes(session, side.id)
    if status.bought and status.bought_availability is not None:
        if status.bought_availability.allowed:
            return None
        return QT_TRANSLATE_NOOP("Rules", "{side} cannot fly an airstrike: {why}").format(
            side=side.label, why=status.bought_availability.reason
        )
    if battle.strict:
        return NONE_LEFT
    if not status.availability.allowed:
        return QT_TRANSLATE_NOOP("Rules", "{side} cannot fly an airstrike: {why}").format(
            side=side.label, why=status.availability.reason
        )
    return no_aircraft_text(session, side.id)


NONE_LEFT = QT_TRANSLATE_NOOP(
    "Rules", "no airstrike left to fly: a battle kept to the sequence of play flies only those the forces have"
)
NO_AIRCRAFT = QT_TRANSLATE_NOOP("Rules", "no aircraft is in play")
NO_BOUGHT = QT_TRANSLATE_NOOP("Rules", "no airstrike was bought to fly")
NO_AIRSTRIKE = QT_TRANSLATE_NOOP("Rules", "no airstrike was bought to fly and no aircraft is in play")
FLOWN = QT_TRANSLATE_NOOP("Rules", "every aircraft in play has flown its run this turn")
ALL_FLOWN = QT_TRANSLATE_NOOP(
    "Rules", "every aircraft in play has flown its run this turn, and no airstrike bought is left to fly"
)


def runs_left(session: BattleSession, side_id: SideId | None = None) -> list[AircraftInPlay]:
    """The aircraft in play (of ``side_id``, or of either side) that have not flown their run this turn: the runs
    left to fly, whether or not a new airstrike may be flown (:func:`no_new_airstrike`)."""
    battle = session.battle
    return [
        a
        for a in aircraft_in_play(battle)
        if (side_id is None or a.side == side_id) and not flown_this_turn(battle, a.id)
    ]


def _new_refusals(session: BattleSession, side_id: SideId | None) -> list[str] | None:
    """Each side's (or ``side_id``'s) :func:`new_airstrike_refusal`, or None when one of them may fly a new airstrike;
    a side with nothing bought in a battle kept to the sequence of play is left out (said once for all)."""
    battle = session.battle
    refusals: list[str] = []
    for side in battle.sides:
        if side_id is not None and side.id != side_id:
            continue
        refusal = new_airstrike_refusal(session, side.id)
        if refusal is None:
            return None
        if side_airstrikes(session, side.id).bought or not battle.strict:
            refusals.append(refusal)
    return refusals


def no_new_airstrike(session: BattleSession, side_id: SideId | None = None) -> str | None:
    """Why nobody (or ``side_id``) flies a new airstrike now, or None when a side may (:func:`new_airstrike_refusal`
    of each): what New Airstrike and a press at a board edge with the Airstrike tool are refused with, whatever runs
    of aircraft in play are left (:func:`runs_left`)."""
    refusals = _new_refusals(session, side_id)
    if refusals is None:
        return None
    if refusals:
        return joined(refusals, QT_TRANSLATE_NOOP("Rules", "{first}; {then}"))
    return NO_BOUGHT


def nothing_to_fly(session: BattleSession, side_id: SideId | None = None) -> str | None:
    """Why nobody (or ``side_id``) flies anything in the aircraft steps now, or None when someone may: an aircraft
    in play that has not flown its run this turn (:func:`runs_left`), or a new airstrike a side may fly
    (:func:`no_new_airstrike`). What the Phase dock says of movement steps 3 and 4, and why the Airstrike tool is not
    offered there."""
    if runs_left(session, side_id):
        return None
    refusals = _new_refusals(session, side_id)
    if refusals is None:
        return None
    planes = [a for a in aircraft_in_play(session.battle) if side_id is None or a.side == side_id]
    if refusals:
        return joined([FLOWN, *refusals] if planes else refusals, QT_TRANSLATE_NOOP("Rules", "{first}; {then}"))
    return ALL_FLOWN if planes else NO_AIRSTRIKE


def use_bought(side: Side, aircraft: str) -> Side:
    """The side with one airstrike of ``aircraft`` taken off those it bought (it flies now)."""
    left = list(side.airstrikes_bought)
    left.remove(aircraft)
    return side.model_copy(update={"airstrikes_bought": tuple(left)})


# -- launching ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AirstrikeRequest:
    """A new airstrike: the ``side`` flying it, its catalogue ``aircraft``, the ``entry`` point on a board edge and
    the ``heading`` of its direction arrow (into the table), its altitude and attack."""

    side: str
    aircraft: str
    entry: XY
    heading: float
    altitude: Altitude = Altitude.LOW
    attack: Attack = Attack.STRAFE
    id: str | None = None
    name: str | None = None


def new_aircraft_id(battle: Battle, prefix: str = "air") -> str:
    """An id for a new aircraft, unused by the battle's aircraft, units, terrain pieces and batteries."""
    used = {a.id for a in battle.aircraft} | battle.ids() | {b.id for b in battle.batteries}
    n = 1
    while f"{prefix}{n}" in used:
        n += 1
    return f"{prefix}{n}"


def _point(at: XY, spec: str) -> str:
    """A point of the table as the explanations write it: "12.5, 30" (``g``) or "12.50, 30.00" (``.2f``)."""
    if spec == "g":
        return QT_TRANSLATE_NOOP("Rules", "{x:g}, {y:g}").format(x=at[0], y=at[1])
    return QT_TRANSLATE_NOOP("Rules", "{x:.2f}, {y:.2f}").format(x=at[0], y=at[1])


def aircraft_entry(session: BattleSession, unit_type: str) -> CatalogueEntry:
    entry = session.catalogue.get(unit_type)
    if entry is None or entry.kind is not UnitKind.AIRCRAFT or entry.aircraft is None:
        known = ", ".join(e.id for e in session.catalogue if e.kind is UnitKind.AIRCRAFT)
        what = (
            QT_TRANSLATE_NOOP("Rules", "not in the catalogue")
            if entry is None
            else QT_TRANSLATE_NOOP("Rules", "a {kind}, not an aircraft").format(kind=entry.kind.value)
        )
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "{type} is {what}; the aircraft are: {known}").format(
                type=repr(unit_type), what=what, known=known
            )
        )
    return entry


def flown_by(entry: CatalogueEntry, nation: str) -> bool:
    """Whether a side of ``nation`` flew the aircraft: its own (of its nation, of every nation, or of a nation whose
    equipment it fields as its own), or one it is a user of."""
    n = nation.lower()
    return entry.own_of(n) or n in entry.users


def nation_aircraft(catalogue: Catalogue, nation: str, year: int | None) -> list[CatalogueEntry]:
    """The aircraft a nation flew (:func:`flown_by`) in service in ``year`` (None: any year;
    :func:`morefire_gui.rules.scenario.forces.in_service`), in the catalogue's order."""
    return [
        e
        for e in catalogue
        if e.kind is UnitKind.AIRCRAFT and e.aircraft is not None and flown_by(e, nation) and in_service(e, year)
    ]


def side_aircraft(session: BattleSession, side_id: SideId) -> list[CatalogueEntry]:
    """The aircraft a side may fly an airstrike of: its nation's (:func:`nation_aircraft`) in the battle's year. The
    airstrike dialog offers these and :func:`plan_run` refuses any other."""
    return nation_aircraft(session.catalogue, side_of(session.battle, side_id).nation, session.battle.year)


def no_aircraft_of(catalogue: Catalogue, tables: RuleTables, nation: str, year: int | None) -> str | None:
    """Why a nation has nothing to fly ("no aircraft of Finland in service in 1940"), or None when it has aircraft."""
    if nation_aircraft(catalogue, nation, year):
        return None
    known = tables.nations.nations.get(nation)
    name = known.name if known is not None else nation
    if year is not None:
        return QT_TRANSLATE_NOOP("Rules", "no aircraft of {nation} in service in {year}").format(nation=name, year=year)
    return QT_TRANSLATE_NOOP("Rules", "no aircraft of {nation} in the catalogue").format(nation=name)


def no_aircraft_text(session: BattleSession, side_id: SideId) -> str | None:
    """Why a side has nothing to fly in the battle's year (:func:`no_aircraft_of`), or None when it has aircraft."""
    return no_aircraft_of(
        session.catalogue, session.tables, side_of(session.battle, side_id).nation, session.battle.year
    )


def _edge_tolerance(battle: Battle, tables: AircraftTables) -> float:
    return tables.entry.edge_inches * (2.54 if battle.table.unit == "cm" else 1.0)


def _launch(
    session: BattleSession, request: AirstrikeRequest, tables: AircraftTables
) -> tuple[AircraftInPlay, SideAirstrikes, bool, list[Step]]:
    """Check a new airstrike against the battle: the side may fly one (weather, Table VII), its nation flew the
    aircraft, it enters at a point of a board edge with its arrow pointing into the table. Also whether it is one
    the side bought with its forces."""
    battle = session.battle
    side = side_of(battle, request.side)
    entry = aircraft_entry(session, request.aircraft)
    if not flown_by(entry, side.nation):
        flew = ", ".join([entry.nation, *entry.users])
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} was flown by {flew}, not by {side}'s {nation}").format(
                aircraft=entry.name, flew=flew, side=side.label, nation=side.nation
            ),
            "5",
        )
    year = battle.year
    if not in_service(entry, year):
        # Table I's year: an aircraft flies in the years of its catalogue entry (as the force builder buys it).
        raise AircraftError(
            QT_TRANSLATE_NOOP(
                "Rules", "{aircraft} was in service {first}-{last}, not in {year}, the battle's year"
            ).format(aircraft=entry.name, first=entry.years[0], last=entry.years[1], year=year),
            "Table I",
        )
    if taken_back_airstrike(battle, side.id) is not None:
        raise AircraftError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the airstrike that {side} flew in turn {turn} was taken back after its dice were rolled: a roll stands, "
                "and {side} flies no new airstrike before turn {next}",
            ).format(side=side.label, turn=battle.turn, next=battle.turn + 1),
            "Sequence of play",
        )
    status = side_airstrikes(session, side.id)
    # An airstrike of an aircraft the side bought with its forces is that one: it was paid for then, and flying it
    # takes it off the side's bought airstrikes (Table VII counts it once).
    from_bought = entry.id in status.bought
    if battle.strict and not from_bought:
        # A battle kept to the sequence of play flies the airstrikes the forces have, no other (docs/rules-notes.md,
        # "Table VII — in a battle kept to the sequence of play, the airstrikes the forces have").
        raise AircraftError(unbought_text(session, side.id, entry.name, status), "Table VII")
    availability = status.bought_availability if from_bought else status.availability
    assert availability is not None
    if not availability.allowed:
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{side} cannot fly an airstrike: {why}").format(
                side=side.label, why=availability.reason
            ),
            getattr(availability.steps[-1], "rule", "") if availability.steps else "Table VII",
        )
    x, y = float(request.entry[0]), float(request.entry[1])
    if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(request.heading)):
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "the entry point and heading are numbers"))
    tolerance = _edge_tolerance(battle, tables)
    edges = entry_edges(battle.table, (x, y), tolerance)
    t = battle.table
    if not edges:
        raise AircraftError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "an airstrike enters from a board edge: {x:g},{y:g} is not on an edge of the {width:g} x {depth:g} "
                "{unit} table (within {tolerance:g} {unit})",
            ).format(x=x, y=y, width=t.width, depth=t.depth, unit=t.unit, tolerance=tolerance),
            "5.1",
        )
    if not points_into_table(edges, request.heading):
        raise AircraftError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "heading {heading:g} from the {edges} edge points off the table: the direction arrow points into it",
            ).format(
                heading=request.heading,
                edges=joined((e.value for e in edges), QT_TRANSLATE_NOOP("Rules", "{first} and {then}")),
            ),
            "5.1",
        )
    at, edge = nearest_edge_point(t, (x, y))
    plane = AircraftInPlay(
        id=request.id or new_aircraft_id(battle),
        side=side.id,
        type=entry.id,
        at=at,
        heading=request.heading,
        altitude=request.altitude,
        attack=request.attack,
        name=request.name,
    )
    if plane.id in {a.id for a in battle.aircraft} | battle.ids() | {b.id for b in battle.batteries}:
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "id {id} is already used in the battle").format(id=repr(plane.id)))
    steps: list[Step] = list(availability.steps)
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} enters from the {edge} edge at {at}, heading {heading:g}").format(
                aircraft=aircraft_name(session, plane), edge=edge.value, at=_point(at, "g"), heading=plane.heading
            ),
            "5.1",
        )
    )
    if from_bought:
        steps.append(
            NoteStep(bought_text(entry.name, status.bought_counts()[entry.id], side.label, entry.points), "Table VII")
        )
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    '{aircraft}: {points} points, charged to {side} ("Airstrikes must be paid for in Army points")',
                ).format(aircraft=entry.name, points=entry.points, side=side.label),
                "Table VII",
            )
        )
    return plane, status, from_bought, steps


def bought_text(aircraft: str, many: int, side: str, points: int) -> Message:
    """Table VII: the step that says an airstrike is one the side bought with its forces, by how many of that
    aircraft it bought ("the airstrike", "one of the 2 airstrikes")."""
    if many == 1:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{aircraft}: the airstrike bought with {side}'s forces; its {points} points were paid then "
            '("Airstrikes must be paid for in Army points"), not again',
        ).format(aircraft=aircraft, side=side, points=points)
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{aircraft}: one of the {many} airstrikes of this aircraft bought with {side}'s forces; its {points} points "
        'were paid then ("Airstrikes must be paid for in Army points"), not again',
    ).format(aircraft=aircraft, many=many, side=side, points=points)


def aa_count_text(firing: int, weapons: int) -> Message:
    """5.6: how many of the other side's anti-aircraft weapons (``weapons``) can fire at the aircraft (``firing``),
    said for every count: none, one, some or all of them."""
    if weapons == 0:
        return QT_TRANSLATE_NOOP("Rules", "the other side has no anti-aircraft weapon that can fire at it")
    if weapons == 1:
        return (
            QT_TRANSLATE_NOOP("Rules", "the other side's one anti-aircraft weapon can fire at it")
            if firing
            else QT_TRANSLATE_NOOP("Rules", "the other side's one anti-aircraft weapon cannot fire at it")
        )
    if firing == 0:
        return QT_TRANSLATE_NOOP("Rules", "none of the other side's {all} anti-aircraft weapons can fire at it").format(
            all=weapons
        )
    if firing == weapons:
        return QT_TRANSLATE_NOOP("Rules", "all {all} of the other side's anti-aircraft weapons can fire at it").format(
            all=weapons
        )
    return QT_TRANSLATE_NOOP("Rules", "{firing} of the other side's {all} anti-aircraft weapons can fire at it").format(
        firing=firing, all=weapons
    )


# What the log of a battle saved before says of these steps: kept so that the window reads it back in its language.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP(
        "Rules",
        "{aircraft}: one of the {many} {side} bought with its forces; its {points} points were paid then "
        '("Airstrikes must be paid for in Army points"), not again',
    ),
    QT_TRANSLATE_NOOP("Rules", "{firing} anti-aircraft weapons of the other side can fire at it, of {all}"),
    QT_TRANSLATE_NOOP("Rules", "{firing} anti-aircraft weapon of the other side can fire at it, of {all}"),
    QT_TRANSLATE_NOOP("Rules", "strafed {n} unit(s), {hits} hit"),
    QT_TRANSLATE_NOOP("Rules", "bombs at {x:.1f}, {y:.1f}; {n} unit(s) in the zone, {hits} hit"),
)


# -- the plan of a run --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunRequest:
    """How the aircraft flies this run: its altitude (None: as it is; a new airstrike: as launched), its attack
    (None: the aircraft's), whether it dives (5.3), where it releases its bombs (yards along the path; None: at the
    end of the part of the path over the table), and ``advanced`` None to follow the battle's settings."""

    altitude: Altitude | None = None
    attack: Attack | None = None
    dive: bool = False
    release_yards: float | None = None
    advanced: bool | None = None


@dataclass(frozen=True)
class AaPlan:
    """An anti-aircraft weapon of the other side, before the dice: the point of the path it fires at, its facts,
    why it cannot fire (None: it can), and its chance when it can."""

    unit_id: UnitId
    sighting: AaSighting
    gun: AaGun
    refusal: str | None
    chance: int | None
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class RunPlan:
    """Everything about a run known before a die is rolled."""

    aircraft: AircraftInPlay
    launched: bool
    entry: CatalogueEntry
    side: Side
    status: SideAirstrikes
    altitudes: RunAltitudes
    attack: Attack
    move: FlightMove
    path: FlightPath
    strip: StripFacts | None
    release: XY | None
    release_yards: float | None
    pattern: Pattern | None
    bomb_diameter_yards: int | None
    aim_zone: ZoneFacts | None
    aa: tuple[AaPlan, ...]
    target: AaTarget
    advanced: bool
    steps: tuple[Step, ...]
    from_bought: bool = False  # a new airstrike that is one the side bought with its forces (paid for then)

    @property
    def aa_can_fire(self) -> tuple[AaPlan, ...]:
        return tuple(a for a in self.aa if a.refusal is None)


def _aa_plans(
    session: BattleSession,
    plane: AircraftInPlay,
    path: FlightPath,
    target: AaTarget,
    tables: AircraftTables,
    view: View | None = None,
) -> tuple[AaPlan, ...]:
    battle, geometry = session.battle, session.geometry
    hidden = tables.altitude(target.altitude).hidden_by_terrain
    out: list[AaPlan] = []
    for unit in battle.units:
        if unit.side == plane.side or not alive(unit):
            continue
        if view is not None and not (view.shows_unit(unit.id) and view.shows_unit_details(unit.id)):
            continue  # a hidden position's guns are not known until they fire; a wave not landed is not there
        entry = session.catalogue.get(unit.type)
        if entry is None or entry.aa is None:
            continue
        sight = aa_sighting(geometry, unit, path, hidden_by_terrain=hidden)
        slant = math.hypot(sight.ground_yards, target.altitude_yards)
        carrier = battle.unit(unit.riding_on) if unit.riding_on is not None else None
        moved = (carrier.moved if carrier is not None else unit.moved) is not None
        gun = AaGun(
            unit.id,
            entry.aa.weapon,
            entry.aa.barrels,
            entry.aa.ceiling_yards,
            slant,
            sight.ground_yards,
            los=sight.los,
            moved=moved,
            weapon_system=is_weapon_system(entry, session.tables),
            suppressed=unit.has(Status.SUPPRESSED),
            destroyed=unit.has(Status.DESTROYED),
            # as the side's view names it (the airstrike dialog), else as every side reads it (the log)
            name=unit_name(session, unit.id, view) if view is not None else public_unit_name(session, unit.id),
        )
        refusal = aa_refusal(gun, target, tables)
        if refusal is None and unit.riding_on is not None:
            refusal = QT_TRANSLATE_NOOP("Rules", "rides on {carrier}").format(
                carrier=unit_name(session, unit.riding_on, view)
                if view is not None
                else public_unit_name(session, unit.riding_on)
            )
        steps: tuple[Step, ...]
        chance: int | None = None
        if refusal is None:
            chance, steps = aa_chance(gun, target, tables)
            steps = (
                *steps,
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} can fire: {chance}%").format(unit=gun.said, chance=chance),
                    "5.6",
                ),
            )
        else:
            why = (
                QT_TRANSLATE_NOOP("Rules", "{why} (blocked by {blockers})").format(
                    why=refusal, blockers=names(session, sight.blockers, view)
                )
                if sight.blockers and not sight.los
                else refusal
            )
            steps = (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} cannot fire: {why}").format(unit=gun.said, why=why),
                    "5.6",
                ),
            )
        out.append(AaPlan(unit.id, sight, gun, refusal, chance, steps))
    return tuple(out)


def plan_run(
    session: BattleSession,
    aircraft: AircraftInPlay | AirstrikeRequest | str,
    run: RunRequest = RunRequest(),
    tables: AircraftTables | None = None,
    view: View | None = None,
) -> RunPlan:
    """Check a run against the battle and lay it out on the table, before any die: a new airstrike (an
    :class:`AirstrikeRequest`: it enters and flies its first run) or one in play (by id). Raises
    :class:`UsageError` (or its :class:`AircraftError`) for a run the rules or the app's defaults do not allow.
    ``view``: the plan as that side's player may read it (the airstrike dialog): the units under the strip counted
    as the view shows them (another side's hidden position by its marker's square), the anti-aircraft weapons only
    of the units it sees in detail, each named as it may name them."""
    tables = aircraft_tables_of(session, tables)
    battle, geometry = session.battle, session.geometry
    steps: list[Step] = []
    if isinstance(aircraft, AirstrikeRequest):
        plane, status, from_bought, launch_steps = _launch(session, aircraft, tables)
        steps += launch_steps
        launched = True
        current: Altitude | None = None
    else:
        ident = aircraft if isinstance(aircraft, str) else aircraft.id
        found = next((a for a in battle.aircraft if a.id == ident), None)
        if found is None:
            known = ", ".join(a.id for a in battle.aircraft) or "none"
            raise UsageError(_UNKNOWN.format(id=repr(ident), known=known))
        if not found.in_play:
            raise AircraftError(
                QT_TRANSLATE_NOOP("Rules", "{aircraft} is {state}: it flies no more").format(
                    aircraft=aircraft_name(session, found), state=found.state.value.replace("_", " ")
                )
            )
        if flown_this_turn(battle, found.id):
            # Sequence of play: aircraft move in step 3 of the movement phase and attack in step 4, once a turn.
            raise AircraftError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{aircraft} has flown its run of turn {turn}: an aircraft flies one run a turn (aircraft movement, "
                    "then aircraft and AA fire); it flies again next turn",
                ).format(aircraft=aircraft_name(session, found), turn=battle.turn),
                "Sequence of play",
            )
        plane, launched, current, from_bought = found, False, found.altitude, False
        status = side_airstrikes(session, plane.side)
    entry = aircraft_entry(session, plane.type)
    data = entry.aircraft
    assert data is not None
    side = side_of(battle, plane.side)
    flier = aircraft_name(session, plane)
    altitudes = run_altitudes(current, run.altitude or plane.altitude, tables, dive=run.dive)
    steps += altitudes.steps
    attack = run.attack or plane.attack
    steps += check_attack(attack, altitudes.attack, data, tables, bombs_dropped=plane.bombs_dropped, name=flier)
    move = flight_move(data.speed_mph, tables, dive=altitudes.dive)
    steps += move.steps
    path = flight_path(geometry, plane.at, plane.heading, move.yards)
    exit_text = (
        QT_TRANSLATE_NOOP("Rules", "; it leaves the table at {at}").format(at=_point(path.exit_at, ".2f"))
        if path.exit_at
        else ""
    )
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules", "flies {yards:g} yards along its arrow (heading {heading:g}) from {start} to {end}{exit}"
            ).format(
                yards=move.yards,
                heading=plane.heading,
                start=_point(plane.at, ".2f"),
                end=_point(path.end, ".2f"),
                exit=exit_text,
            ),
            "5.1",
        )
    )
    advanced = battle.settings.advanced if run.advanced is None else run.advanced
    strip = None
    release = None
    release_yards = None
    pattern = None
    diameter = None
    aim_zone = None
    if attack is Attack.STRAFE:
        strip = strip_facts(geometry, path, tables.strafing.strip_yards)
        fir = strafing_fir(data, tables)
        under = geometry.shown_in_outline([(u.unit_id, u.partly_in) for u in strip.units], strip.outline, view)
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "the strafing strip: {yards:g} yards wide along the path over the table; its guns' FIR {fir}; "
                        "{n} units in or partly in it",
                    )
                    if len(under) > 1
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "the strafing strip: {yards:g} yards wide along the path over the table; its guns' FIR {fir}; "
                        "{n} unit in or partly in it",
                    )
                    if under
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "the strafing strip: {yards:g} yards wide along the path over the table; its guns' FIR {fir}; "
                        "no unit is in or partly in it",
                    )
                ).format(yards=tables.strafing.strip_yards, fir=fir, n=len(under)),
                "5.4",
            )
        )
    else:
        if path.on_table is None:
            raise AircraftError(
                QT_TRANSLATE_NOOP(
                    "Rules", "{aircraft}'s path does not cross the table: it has nowhere to drop its bombs"
                ).format(aircraft=flier),
                "5.5",
            )
        over = math.dist(path.on_table[0], path.start) * geometry.yards_per_unit
        over_end = math.dist(path.on_table[1], path.start) * geometry.yards_per_unit
        release_yards = over_end if run.release_yards is None else float(run.release_yards)
        if not (over - 1e-6 <= release_yards <= over_end + 1e-6):
            raise AircraftError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "the bombs are released over the table: between {first:.0f} and {last:.0f} yards along the path "
                    "(not {release:g})",
                ).format(first=over, last=over_end, release=release_yards),
                "5.5",
            )
        release = path.point_at(release_yards, geometry.yards_per_unit)
        assert data.bombs is not None
        battery, _ = bomb_battery(flier, data.bombs, side.nation, tables)
        pattern, _ = bomb_pattern(dive=altitudes.dive, dive_bomber=data.dive_bomber, advanced=advanced, tables=tables)
        diameter = damage_zone(battery, pattern, session.tables.artillery, advanced=advanced).diameter_yards
        aim_zone = zone_facts(geometry, release, diameter)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "the bombs are released {release:.0f} yards along the path, at {at}: a {diameter}-yard {pattern} "
                    "zone before the error",
                ).format(release=release_yards, at=_point(release, ".2f"), diameter=diameter, pattern=pattern.value),
                "5.5",
            )
        )
    band = tables.altitude(altitudes.attack)
    target = AaTarget(plane.id, altitudes.attack, band.yards, move.band.label, altitudes.dive, flier)
    aa = _aa_plans(session, plane, path, target, tables, view)
    firing = sum(1 for a in aa if a.refusal is None)
    steps.append(NoteStep(aa_count_text(firing, len(aa)), "5.6"))
    return RunPlan(
        plane,
        launched,
        entry,
        side,
        status,
        altitudes,
        attack,
        move,
        path,
        strip,
        release,
        release_yards,
        pattern,
        diameter,
        aim_zone,
        aa,
        target,
        advanced,
        tuple(steps),
        from_bought,
    )


# -- flying the run -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunOutcome:
    """A run flown: the anti-aircraft fire, the attack (None when the aircraft was hit first), where the bombs fell
    and the zone round it, the aircraft after the run, and the one edit for all of it (not applied)."""

    plan: RunPlan
    aa: AaFireResult
    strafing: StrafingResult | None
    excluded: tuple[ExcludedTarget, ...]
    bombing: BombingResult | None
    impact: XY | None
    zone: ZoneFacts | None
    after: AircraftInPlay
    outcomes: dict[str, Outcome]
    edit: Edit
    # each unit the run names as every side may read it, and the aircraft's own name (session/names.py)
    names: tuple[tuple[str, str], ...] = ()

    def said(self, ident: str) -> str:
        return dict(self.names).get(ident, ident)

    @property
    def attacked(self) -> bool:
        return self.strafing is not None or self.bombing is not None

    def sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """The steps in the order things happened, in titled sections (dialog, command line, log)."""
        plan = self.plan
        out: list[tuple[str, tuple[Step, ...]]] = [
            (QT_TRANSLATE_NOOP("Rules", "Airstrike and path (5.1-5.3)"), plan.steps)
        ]
        out.append((QT_TRANSLATE_NOOP("Rules", "Anti-aircraft fire (5.6)"), self.aa.steps))
        if self.strafing is not None:
            found = tuple(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} is in the strip but not strafed: {why}").format(
                        unit=self.said(t.unit_id), why=t.reason
                    ),
                    "5.4",
                )
                for t in self.excluded
            )
            out.append((QT_TRANSLATE_NOOP("Rules", "Strafing (5.4)"), (*found, *(s for s in self.strafing.steps))))
        if self.bombing is not None:
            b = self.bombing
            where: list[Step] = list(b.error.steps)
            if self.impact is not None:
                where.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP("Rules", "the bombs land at {at}").format(at=_point(self.impact, ".2f")),
                        "5.5",
                    )
                )
            out.append((QT_TRANSLATE_NOOP("Rules", "Bombs (5.5)"), tuple(b.steps)))
            out.append((QT_TRANSLATE_NOOP("Rules", "Bombing error (5.5)"), tuple(where)))
            zone_steps: list[Step] = list(b.zone.steps)
            if self.zone is not None:
                if not self.zone.units:
                    zone_steps.append(
                        NoteStep(QT_TRANSLATE_NOOP("Rules", "no unit is in or partly in the damage zone"), "5.5")
                    )
                for u in self.zone.units:
                    w = (
                        QT_TRANSLATE_NOOP("Rules", "{unit} is in the damage zone")
                        if u.fully_inside
                        else QT_TRANSLATE_NOOP("Rules", "{unit} is partly in the damage zone")
                    ).format(unit=self.said(u.unit_id))
                    zone_steps.append(
                        NoteStep(
                            QT_TRANSLATE_NOOP("Rules", "{where}: {note}").format(where=w, note=u.note) if u.note else w,
                            "4.6",
                        )
                    )
            out.append((QT_TRANSLATE_NOOP("Rules", "Damage zone (4.5)"), tuple(zone_steps)))
            for t in b.targets:
                out.append(
                    (
                        (
                            QT_TRANSLATE_NOOP("Rules", "{unit}, partly in the zone (4.6)")
                            if self.zone is not None and self.zone.unit(t.unit_id).partly_in
                            else QT_TRANSLATE_NOOP("Rules", "{unit} (4.6)")
                        ).format(unit=self.said(t.unit_id)),
                        t.steps,
                    )
                )
        end = self.after
        out.append(
            (QT_TRANSLATE_NOOP("Rules", "After the run"), (NoteStep(_after_text(end, self.said(end.id)), "5.1"),))
        )
        return tuple((title, steps) for title, steps in out if steps)

    def steps(self) -> tuple[Step, ...]:
        return tuple(step for _, steps in self.sections() for step in steps)


def _after_text(plane: AircraftInPlay, name: str) -> str:
    where = _point(plane.at, ".2f")
    if plane.state is AircraftState.DESTROYED:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} is shot down at {at}").format(aircraft=name, at=where)
    if plane.state is AircraftState.ABORTED:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} aborts its attack and turns for home from {at}").format(
            aircraft=name, at=where
        )
    if plane.state is AircraftState.EXITED:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} leaves the table at {at}").format(aircraft=name, at=where)
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{aircraft} is at {at}, {altitude} altitude, heading {heading:g}; at the end of the turn its arrow may turn up "
        "to 90 degrees",
    ).format(aircraft=name, at=where, altitude=plane.altitude.value, heading=plane.heading)


_HIT_OUTCOME = {
    HitResult.DESTROYED: Outcome.DESTROYED,
    HitResult.IMMOBILIZED: Outcome.IMMOBILIZED,
    HitResult.NO_EFFECT: Outcome.NO_EFFECT,
}


def _on_table(battle: Battle, point: XY) -> XY:
    t = battle.table
    return (min(max(point[0], 0.0), t.width), min(max(point[1], 0.0), t.depth))


def fly_run(
    session: BattleSession, plan: RunPlan, dice: Dice, tables: AircraftTables | None = None, turn: int | None = None
) -> RunOutcome:
    """The run's rolls in the pinned dice order (rules/aircraft/flight.py): the anti-aircraft fire, then, if the aircraft
    was not hit, its strafing or its bombs; and the one edit for everything it did: the aircraft added (a new
    airstrike) or moved on, its state and altitude, a bought airstrike used, and the statuses of the units hit
    (suppressed ones recover by ``turn``, by default the battle's). The marks of the steps it acted in are the
    action's (:func:`run_marks`)."""
    tables = aircraft_tables_of(session, tables)
    battle, geometry = session.battle, session.geometry
    turn = turn if turn is not None else getattr(battle, "turn", None)
    plane = plan.aircraft
    data = plan.entry.aircraft
    assert data is not None
    flier = plan.target.said
    # Every unit the run may name, as every side may read it: its log entry is every side's.
    under_strip = [u.unit_id for u in plan.strip.units] if plan.strip is not None else []
    said = public_unit_names(session, [*(a.unit_id for a in plan.aa), *under_strip])
    aa = resolve_aa_fire([a.gun for a in plan.aa], plan.target, dice, tables)
    strafing: StrafingResult | None = None
    excluded: list[ExcludedTarget] = []
    bombing: BombingResult | None = None
    impact: XY | None = None
    zone: ZoneFacts | None = None
    outcomes: dict[str, Outcome] = {}
    fired_on: list[UnitId] = []  # the units the run fired on: in its strip or its bombs' zone
    if aa.result is None:
        if plan.attack is Attack.STRAFE:
            assert plan.strip is not None
            targets: list[FireTarget] = []
            for under in plan.strip.units:
                unit = battle.unit(under.unit_id)
                assert unit is not None
                if unit.side == plane.side:
                    excluded.append(ExcludedTarget(unit.id, QT_TRANSLATE_NOOP("Rules", "of the aircraft's own side")))
                elif not alive(unit):
                    excluded.append(ExcludedTarget(unit.id, QT_TRANSLATE_NOOP("Rules", "destroyed")))
                else:
                    targets.append(target_facts(session, unit))
                    fired_on.append(unit.id)  # fired into, whether or not its fire can reach the unit
            strafing = resolve_strafing(
                plane.id,
                data,
                targets,
                dice,
                tables,
                session.tables.infantry,
                altitude_yards=plan.target.altitude_yards,
                name=flier,
            )
            excluded += strafing.fire.excluded
            outcomes = {t.unit_id: t.outcome for t in strafing.fire.targets}
        else:
            assert plan.release is not None
            landed: list[tuple[XY, ZoneFacts]] = []
            release = plan.release

            def under_bombs(error: FireError, zone_rule: DamageZone) -> Sequence[BarrageTarget]:
                point = bomb_impact(release, plane.heading, error, geometry.yards_per_unit)
                facts = zone_facts(geometry, point, zone_rule.diameter_yards)
                landed.append((point, facts))
                said.update(public_unit_names(session, [u.unit_id for u in facts.units]))
                return tuple(replace(t, name=said[t.unit_id]) for t in facts.targets)

            bombing = resolve_bombing(
                under_bombs,
                flier,
                data,
                plan.side.nation,
                dice,
                tables,
                session.tables.artillery,
                error_row=_error_row(plan, tables),
                dive=plan.altitudes.dive,
                advanced=plan.advanced,
            )
            impact, zone = landed[0]
            outcomes = {t.unit_id: _HIT_OUTCOME[t.result] for t in bombing.targets}
            fired_on += [t.unit_id for t in bombing.targets]
    after = _after(battle, plan, aa)
    text = QT_TRANSLATE_NOOP("Rules", "Airstrike {aircraft} ({code})").format(aircraft=flier, code=plan.entry.code)
    edits: list[Edit] = [ReplaceAircraft(tuple(battle.aircraft), _replaced(battle, after), text)]
    if plan.launched and plan.from_bought:
        # One of the side's bought airstrikes flies: it is no longer waiting (undoing the run puts it back).
        side = side_of(battle, plane.side)
        edits.append(
            ReplaceSide(
                side,
                use_bought(side, plane.type),
                QT_TRANSLATE_NOOP("Rules", "{airstrike}: one bought airstrike flown").format(airstrike=text),
            )
        )
    units = results_edit(
        battle, outcomes, turn, QT_TRANSLATE_NOOP("Rules", "{airstrike}: damage").format(airstrike=text)
    )
    if isinstance(units, Compound) and units.edits:
        edits.append(units)
    # TARAWA, JUNGLE: a hidden position is revealed when it fires (its anti-aircraft fire) or is fired on (in the
    # strip strafed, in the bombs' damage zone), as under infantry fire or a barrage: its log entry is then every
    # side's, and what the run's steps say of it (an enclosed vehicle, a fake rolled for) tells nothing hidden.
    fired = [s.unit_id for s in aa.shots if s.roll is not None]
    edit = with_reveals(
        battle,
        Compound(tuple(edits), text),
        [*fired, *fired_on],
        QT_TRANSLATE_NOOP("Rules", "it fired or was fired on"),
    )
    return RunOutcome(
        plan,
        aa,
        strafing,
        tuple(excluded),
        bombing,
        impact,
        zone,
        after,
        outcomes,
        edit,
        (*said.items(), (plane.id, flier)),
    )


def _error_row(plan: RunPlan, tables: AircraftTables) -> str:
    if plan.altitudes.dive:
        return tables.dives.bomb_error
    return tables.altitude(plan.altitudes.attack).bomb_error


def _after(battle: Battle, plan: RunPlan, aa: AaFireResult) -> AircraftInPlay:
    plane, path = plan.aircraft, plan.path
    update: dict[str, object] = {
        "runs": plane.runs + 1,
        "flown_heading": plane.heading,
        "altitude": plan.altitudes.end,
        "attack": plan.attack,
    }
    if aa.result is not None:
        hit_at = next((a.sighting.at for a in plan.aa if a.unit_id == aa.hit_by), path.end)
        update["at"] = _on_table(battle, hit_at)
        update["state"] = AircraftState.DESTROYED if aa.result is AaResult.DESTROYED else AircraftState.ABORTED
        return plane.model_copy(update=update)
    if plan.attack is Attack.BOMB:
        update["bombs_dropped"] = True
    if path.exit_at is not None or path.on_table is None:
        update["at"] = path.exit_at if path.exit_at is not None else _on_table(battle, path.end)
        update["state"] = AircraftState.EXITED
    else:
        update["at"] = path.end
    return plane.model_copy(update=update)


def run_marks(outcome: RunOutcome) -> dict[str, list[str]]:
    """The run is the aircraft's act in both run steps of this turn; the guns that fired at it acted in step 4."""
    fired = [s.unit_id for s in outcome.aa.shots if s.roll is not None]
    plane = outcome.plan.aircraft.id
    return {AIRCRAFT_MOVEMENT: [plane], AIR_FIRE: [plane, *fired]}


def strafed_text(units: int, hits: int) -> Message:
    """5.4: the log's summary of a strafing run, by how many units were strafed and how many of them were hit."""
    if units == 0:
        return QT_TRANSLATE_NOOP("Rules", "strafed no unit")
    if units == 1:
        return (
            QT_TRANSLATE_NOOP("Rules", "strafed one unit: hit")
            if hits
            else QT_TRANSLATE_NOOP("Rules", "strafed one unit: not hit")
        )
    if hits == 0:
        return QT_TRANSLATE_NOOP("Rules", "strafed {n} units, none hit").format(n=units)
    return QT_TRANSLATE_NOOP("Rules", "strafed {n} units, {hits} hit").format(n=units, hits=hits)


def bombs_text(impact: tuple[float, float], units: int, hits: int) -> Message:
    """5.5: the log's summary of a bombing run: where the bombs landed, how many units were in the damage zone and
    how many of them were hit."""
    x, y = impact
    return QT_TRANSLATE_NOOP("Rules", "bombs at {x:.1f}, {y:.1f}; {units}").format(
        x=x, y=y, units=in_zone_text(units, hits)
    )


def run_log(outcome: RunOutcome) -> LogDraft:
    """The log entry of a run: every roll, table row and modifier. Written as the run commits, under the step the
    battle is in then (step 3 or 4 in a strict battle), as every action's."""
    plan = outcome.plan
    hits = [u for u, o in outcome.outcomes.items() if o is not Outcome.NO_EFFECT]
    if outcome.aa.result is not None:
        summary = QT_TRANSLATE_NOOP("Rules", "{result} by {unit}'s anti-aircraft fire").format(
            result=outcome.aa.result.value, unit=outcome.said(outcome.aa.hit_by or "")
        )
    elif outcome.strafing is not None:
        summary = strafed_text(len(outcome.strafing.fire.targets), len(hits))
    elif outcome.bombing is not None and outcome.impact is not None:
        summary = bombs_text(outcome.impact, len(outcome.bombing.targets), len(hits))
    else:
        summary = QT_TRANSLATE_NOOP("Rules", "no attack")
    if plan.launched and plan.from_bought:
        summary = QT_TRANSLATE_NOOP(
            "Rules", "bought with {side}'s forces ({points} points paid then); {summary}"
        ).format(side=plan.side.label, points=plan.entry.points, summary=summary)
    elif plan.launched:
        summary = QT_TRANSLATE_NOOP("Rules", "{points} points charged to {side}; {summary}").format(
            points=plan.entry.points, side=plan.side.label, summary=summary
        )
    fired = tuple(s.unit_id for s in outcome.aa.shots if s.roll is not None)
    return LogDraft(
        "airstrike",
        QT_TRANSLATE_NOOP("Rules", "Airstrike: {aircraft} of {side}").format(
            aircraft=plan.target.said, side=plan.side.label
        ),
        summary,
        outcome.steps(),
        side=plan.side.id,
        actors=(plan.aircraft.id, *fired),
        targets=tuple(outcome.outcomes),
    )


# -- the end of the turn ------------------------------------------------------------------------------------------


def turn_aircraft(
    battle: Battle, aircraft_id: AircraftId, heading: float, tables: AircraftTables, name: str = ""
) -> ReplaceAircraft:
    """Sequence of play: "CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES", from the heading it flew this
    turn. Raises :class:`AircraftError` for more, or for an aircraft no longer in play. ``name``: the aircraft as a
    person reads it (session/names.py, ``aircraft_name``); its id where none is given."""
    plane = next((a for a in battle.aircraft if a.id == aircraft_id), None)
    if plane is None:
        known = ", ".join(a.id for a in battle.aircraft) or "none"
        raise UsageError(_UNKNOWN.format(id=repr(aircraft_id), known=known))
    if not plane.in_play:
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} is {state}: it has no arrow to turn").format(
                aircraft=name or plane.id, state=plane.state.value.replace("_", " ")
            )
        )
    if not math.isfinite(heading):
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "a heading is a number of degrees"))
    check_turn(plane.turn_from, heading, tables)
    after = plane.model_copy(update={"heading": heading % 360.0})
    after = AircraftInPlay.model_validate(after.model_dump())
    return ReplaceAircraft(
        tuple(battle.aircraft),
        _replaced(battle, after),
        QT_TRANSLATE_NOOP("Rules", "Turn {aircraft}'s arrow to {heading:g}").format(
            aircraft=name or plane.id, heading=after.heading
        ),
    )


def heading_towards(plane: AircraftInPlay, point: XY) -> float:
    """The heading from the aircraft to a point (the turn handle's drag)."""
    return heading_of(plane.at, point)


# -- the actions ------------------------------------------------------------------------------------------------

RUN_WORDS = QT_TRANSLATE_NOOP("Rules", "an aircraft's run")
_UNKNOWN = QT_TRANSLATE_NOOP("Rules", "unknown aircraft {id}; the aircraft are: {known}")


def _run_request(action: Airstrike | AircraftRun) -> RunRequest:
    return RunRequest(
        altitude=action.altitude,
        attack=action.attack,
        dive=action.dive,
        release_yards=action.release_yards,
        advanced=action.advanced,
    )


def _fly(ctx: Performing, aircraft: AirstrikeRequest | str, run: RunRequest) -> Resolution:
    """Plan the run (the rules' refusals before any die), fly it, and mark the aircraft in both run steps (and the
    guns that fired at it in step 4), worked out on the battle as the run leaves it (a new airstrike is not in the
    battle before it)."""
    session = ctx.session
    try:
        plan = plan_run(session, aircraft, run)
    except AircraftError as exc:
        return ctx.refuse(said_error(exc), exc.rule)
    outcome = fly_run(session, plan, ctx.dice)
    staged = Staged(session.battle)
    try:
        staged.add(outcome.edit)
        marks = mark_fired(
            session.battle,
            run_marks(outcome),
            QT_TRANSLATE_NOOP("Rules", "{aircraft}: flew its run").format(aircraft=plan.target.said),
            session.tables,
        )
    finally:
        staged.unwind()
    return ctx.done(
        outcome,
        outcome.steps(),
        [outcome.edit, *([marks] if marks is not None else [])],
        log=[run_log(outcome)],
        text=outcome.edit.text,
    )


@handles(Airstrike)
def _airstrike(ctx: Performing, action: Airstrike) -> Resolution:
    side_of(ctx.session.battle, action.side)
    if (refused := ctx.in_step(RUN_STEPS, what=RUN_WORDS)) is not None:
        return refused
    if (refused := ctx.claims(claims.advanced(ctx.session.battle, action.advanced))) is not None:
        return refused
    request = AirstrikeRequest(
        action.side,
        action.aircraft,
        action.entry,
        action.heading,
        action.altitude,
        action.attack,
        action.id,
        action.name,
    )
    return _fly(ctx, request, _run_request(action))


@handles(AircraftRun)
def _aircraft_run(ctx: Performing, action: AircraftRun) -> Resolution:
    aircraft_of(ctx.session.battle, action.aircraft)
    if (refused := ctx.in_step(RUN_STEPS, [action.aircraft], RUN_WORDS)) is not None:
        return refused
    if (refused := ctx.claims(claims.advanced(ctx.session.battle, action.advanced))) is not None:
        return refused
    return _fly(ctx, action.aircraft, _run_request(action))


def aircraft_of(battle: Battle, aircraft_id: AircraftId) -> AircraftInPlay:
    """The battle's aircraft ``aircraft_id``, in play or not; an id it does not know is refused naming those it has."""
    plane = next((a for a in battle.aircraft if a.id == aircraft_id), None)
    if plane is None:
        known = ", ".join(a.id for a in battle.aircraft) or "none"
        raise UsageError(_UNKNOWN.format(id=repr(aircraft_id), known=known))
    return plane


@handles(TurnArrow)
def _turn_arrow(ctx: Performing, action: TurnArrow) -> Resolution:
    session = ctx.session
    plane = aircraft_of(session.battle, action.aircraft)
    if (
        refused := ctx.in_step(ARROWS, [plane.id], QT_TRANSLATE_NOOP("Rules", "turning the direction arrow"))
    ) is not None:
        return refused
    try:
        edit = turn_aircraft(
            session.battle, plane.id, action.heading, aircraft_tables_of(session), aircraft_name(session, plane)
        )
    except AircraftError as exc:
        return ctx.refuse(said_error(exc), exc.rule)
    return ctx.done(edit, effects=edit, marks={ARROWS: [plane.id]}, text=edit.text)


@handles(SetSnowing)
def _snowing(ctx: Performing, action: SetSnowing) -> Resolution:
    battle = ctx.session.battle
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "the SNOW d6"))) is not None:
        return refused
    weather, _ = battle_weather(battle)
    if action.snowing and weather is not Weather.SNOW:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "it snows in a battle of snow (Table IV), not of {weather}").format(
                weather=weather.value
            ),
            "SNOW",
        )
    rolled = battle.briefing.snowing if battle.briefing is not None else None
    if rolled is not None and rolled != action.snowing:
        # The scenario rolled the d6 (and its briefing keeps it): one roll, not to be made again or set otherwise.
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "the SNOW d6 was rolled with the scenario: it is snowing")
                if rolled
                else QT_TRANSLATE_NOOP("Rules", "the SNOW d6 was rolled with the scenario: it is not snowing")
            ),
            "SNOW",
        )
    before = battle.settings
    after = before.model_copy(update={"snowing": action.snowing})
    if after == before:
        return ctx.refuse(f"{action.title().lower().replace('it is', 'it is already', 1)}", "SNOW")
    return ctx.done(action.snowing, effects=ReplaceSettings(before, after, action.title()))
