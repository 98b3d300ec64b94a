"""Launching an airstrike (rule 5): the aircraft a side may fly, from the board edge it enters at, along its arrow."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError, close_names
from morefire_gui.geometry.aircraft import entry_edges, nearest_edge_point, points_into_table
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AircraftError, Altitude, Attack
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.scenario.forces import in_service
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, joined, whole_degrees
from morefire_gui.session.aircraft.availability import SideAirstrikes, flown_by, side_airstrikes, unbought_text
from morefire_gui.session.aircraft.in_play import taken_back_airstrike
from morefire_gui.session.names import aircraft_name, point_words
from morefire_gui.session.unit_facts import side_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


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


def aircraft_entry(session: BattleSession, unit_type: str) -> CatalogueEntry:
    entry = session.catalogue.get(unit_type)
    if entry is None or entry.kind is not UnitKind.AIRCRAFT or entry.aircraft is None:
        aircraft = [e.id for e in session.catalogue if e.kind is UnitKind.AIRCRAFT]
        what = (
            QT_TRANSLATE_NOOP("Rules", "not in the catalogue")
            if entry is None
            else QT_TRANSLATE_NOOP("Rules", "a {kind}, not an aircraft").format(kind=entry.kind.value)
        )
        close = close_names(unit_type, aircraft)
        if close:  # the aircraft meant, not all of them
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "{type} is {what} (did you mean {close}?)").format(
                    type=repr(unit_type), what=what, close=", ".join(close)
                )
            )
        known = ", ".join(aircraft)
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "{type} is {what}; the aircraft are: {known}").format(
                type=repr(unit_type), what=what, known=known
            )
        )
    return entry


def _edge_tolerance(battle: Battle, tables: AircraftTables) -> float:
    return tables.entry.edge_inches * (2.54 if battle.table.unit == "cm" else 1.0)


def launch_aircraft(
    session: BattleSession, request: AirstrikeRequest, tables: AircraftTables
) -> tuple[AircraftInPlay, SideAirstrikes, bool, list[Step]]:
    """Check a new airstrike against the battle: the side may fly one (weather, Table VII), its nation flew the
    aircraft, it enters at a point of a board edge with its arrow pointing into the table. Also whether it is one
    the side bought with its forces."""
    battle = session.battle
    side = side_of(battle, request.side)
    entry = aircraft_entry(session, request.aircraft)
    if not flown_by(entry, side.nation):
        nations = session.tables.nations
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} was flown by {flew}, not by {side} ({nation})").format(
                aircraft=entry.name,
                flew=nations.names_of([entry.nation, *entry.users]),
                side=side.short_label,
                nation=nations.name_of(side.nation),
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
                "an airstrike enters from a board edge: {x:.1f}, {y:.1f} is not on an edge of the {width:g} x {depth:g} "
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
                heading=whole_degrees(request.heading),
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
                aircraft=aircraft_name(session, plane),
                edge=edge.value,
                at=point_words(at),
                heading=whole_degrees(plane.heading),
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
            "{aircraft}: the airstrike bought with the forces of {side}; its {points} points were paid then "
            '("Airstrikes must be paid for in Army points"), not again',
        ).format(aircraft=aircraft, side=side, points=points)
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{aircraft}: one of the {many} airstrikes of this aircraft bought with the forces of {side}; its {points} points "
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
    # The entry point as the player gave it ("enters from the south edge at 20.3718, 48"), before it read with one
    # decimal.
    QT_TRANSLATE_NOOP("Rules", "{x:g}, {y:g}"),
)
