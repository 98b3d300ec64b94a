"""Table VII and the weather: the airstrikes a side may fly, has bought and has flown, the runs left to fly, and why
a new airstrike is refused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.ids import SideId
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle, Side
from morefire_gui.rules.aircraft.flight import AirstrikeAvailability, airstrike_availability
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry, UnitKind
from morefire_gui.rules.scenario.forces import in_service
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.weather import Conditions, Weather
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, joined
from morefire_gui.session.aircraft.in_play import aircraft_in_play, flown_this_turn, taken_back_airstrike
from morefire_gui.session.unit_facts import allegiance_of, side_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


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
        "{aircraft} is not an airstrike the forces of {side} have: they have {have}, and a battle kept to the sequence of "
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
    name = tables.nations.name_of(nation)
    if year is not None:
        return QT_TRANSLATE_NOOP("Rules", "no aircraft of {nation} in service in {year}").format(nation=name, year=year)
    return QT_TRANSLATE_NOOP("Rules", "no aircraft of {nation} in the catalogue").format(nation=name)


def no_aircraft_text(session: BattleSession, side_id: SideId) -> str | None:
    """Why a side has nothing to fly in the battle's year (:func:`no_aircraft_of`), or None when it has aircraft."""
    return no_aircraft_of(
        session.catalogue, session.tables, side_of(session.battle, side_id).nation, session.battle.year
    )
