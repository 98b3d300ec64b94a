"""Rule 5.0, aircraft: how far an airstrike flies (5.1), its altitude before and during a run (5.2, 5.3), what it may
attack from there, the end-of-turn turn of its direction arrow (sequence of play), and whether a side may fly one at
all (Table VII and the weather). Strafing and bombing (5.4, 5.5) are in :mod:`morefire_gui.rules.aircraft.attacks`,
anti-aircraft fire (5.6) in :mod:`morefire_gui.rules.aircraft.anti_aircraft`.

Our copy of the rules prints only the headings of 5.1-5.6: the figures are the app's own defaults
(resources/rules/aircraft.yaml), every reading is in docs/rules-notes.md ("5. Aircraft").

A run's dice order (the command line's ``--dice`` lists faces in it):

1. anti-aircraft fire (5.6): for each gun able to fire, in the battle file's order, a d100; right after a hit the
   result d10, and the anti-aircraft fire ends;
2. if the aircraft is not hit, its attack: strafing (5.4), a d100 for each unit rolled for in the strip, in the
   battle file's order; or bombing (5.5), the error d10, the direction d10 (not when the error is 0 yards), then a
   d100 for each unit in or partly in the damage zone, in the battle file's order, and right after a hit in an
   advanced game the odd/even d10 (4.6).
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.rules.aircraft.tables import AircraftTables, SpeedBand
from morefire_gui.rules.aircraft.terms import AircraftError, Altitude, Attack, heading_difference, normalise_heading
from morefire_gui.rules.catalogue.entries import AircraftData
from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.scenario.system import airstrikes_allowed
from morefire_gui.rules.scenario.terms import Conditions
from morefire_gui.rules.scenario.weather import Weather
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined, whole_degrees

__all__ = [
    "AirstrikeAvailability",
    "FlightMove",
    "RunAltitudes",
    "airstrike_availability",
    "check_attack",
    "check_turn",
    "clamp_turn",
    "flight_move",
    "run_altitudes",
    "speed_band",
]


# -- 5.1 speeds ---------------------------------------------------------------------------------------------------


_OR = QT_TRANSLATE_NOOP("Rules", "{first} or {then}")


def speed_band(speed_mph: float, tables: AircraftTables) -> tuple[SpeedBand, TableStep]:
    """5.1: the speed band of an aircraft's top speed (whole mph, halves up)."""
    band = tables.speeds.band(speed_mph)
    bands = tables.speeds.bands
    i = bands.index(band)
    below = bands[i - 1].to_mph if i else None
    low = below + 1 if below is not None else 0
    row = (
        QT_TRANSLATE_NOOP("Rules", "{label} ({low:d}-{high:d} mph)").format(label=band.label, low=low, high=band.to_mph)
        if band.to_mph is not None
        else QT_TRANSLATE_NOOP("Rules", "{label} ({low:d}+ mph)").format(label=band.label, low=low)
    )
    return band, TableStep(
        QT_TRANSLATE_NOOP("Rules", "Aircraft speeds"),
        row,
        QT_TRANSLATE_NOOP("Rules", "{yards} yards a turn").format(yards=band.yards),
        "5.1",
        f"{speed_mph:g} mph",
    )


@dataclass(frozen=True)
class FlightMove:
    """How far the aircraft flies along its arrow this turn: its speed band's yards, a quarter more in a dive."""

    band: SpeedBand
    yards: float
    dive: bool
    steps: tuple[Step, ...]


def flight_move(speed_mph: float, tables: AircraftTables, *, dive: bool = False) -> FlightMove:
    """5.1 (and 5.3): the yards an aircraft of ``speed_mph`` flies along its direction arrow this turn."""
    band, step = speed_band(speed_mph, tables)
    steps: list[Step] = [step]
    yards = float(band.yards)
    if dive:
        factor = tables.dives.speed_factor
        yards *= factor
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "diving: {yards} x {factor:g} = {dived:g} yards").format(
                    yards=band.yards, factor=factor, dived=yards
                ),
                "5.3",
            )
        )
    return FlightMove(band, yards, dive, tuple(steps))


# -- 5.2 altitude, 5.3 dives --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunAltitudes:
    """The altitude of a run: where it starts (after the climb or descent before it), where the attack is made
    and the guns fire at it, and where the aircraft is after it (the bottom of a dive)."""

    start: Altitude
    attack: Altitude
    end: Altitude
    dive: bool
    steps: tuple[Step, ...]


def run_altitudes(
    current: Altitude | None, chosen: Altitude, tables: AircraftTables, *, dive: bool = False
) -> RunAltitudes:
    """5.2: an aircraft climbs or descends up to ``change_per_turn`` bands before its run (one entering the table
    comes in at any altitude: ``current`` None); 5.3: a dive starts at medium or high and ends the run low, where it
    attacks. Raises :class:`AircraftError` for a change the defaults do not allow."""
    steps: list[Step] = []
    band = tables.altitude(chosen)
    if current is None:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "enters the table at {altitude} altitude ({yards} yards)").format(
                    altitude=band.label.lower(), yards=band.yards
                ),
                "5.2",
            )
        )
    elif current is not chosen:
        change = abs(chosen.rank - current.rank)
        most = tables.altitudes.change_per_turn
        if change > most:
            raise AircraftError(
                (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "an aircraft climbs or descends at most {most} altitude bands a turn (5.2): {start} to {end} is {change}",
                    )
                    if most != 1
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "an aircraft climbs or descends at most {most} altitude band a turn (5.2): {start} to {end} is {change}",
                    )
                ).format(most=most, start=current.value, end=chosen.value, change=change)
            )
        word = (
            QT_TRANSLATE_NOOP("Rules", "climbs from {start} to {end} ({yards} yards)")
            if chosen.rank > current.rank
            else QT_TRANSLATE_NOOP("Rules", "descends from {start} to {end} ({yards} yards)")
        )
        steps.append(NoteStep(word.format(start=current.value, end=chosen.value, yards=band.yards), "5.2"))
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "flies at {altitude} altitude ({yards} yards)").format(
                    altitude=band.label.lower(), yards=band.yards
                ),
                "5.2",
            )
        )
    if not dive:
        return RunAltitudes(chosen, chosen, chosen, False, tuple(steps))
    dives = tables.dives
    if chosen not in dives.start:
        starts = joined((a.value for a in dives.start), _OR)
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "a dive starts at {starts} altitude (5.3), not {altitude}").format(
                starts=starts, altitude=chosen.value
            )
        )
    end = tables.altitude(dives.end)
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules",
                "dives from {start} to {end} ({yards} yards): it attacks from there and the guns fire at it there",
            ).format(start=chosen.value, end=dives.end.value, yards=end.yards),
            "5.3",
        )
    )
    return RunAltitudes(chosen, dives.end, dives.end, True, tuple(steps))


def check_attack(
    attack: Attack,
    altitude: Altitude,
    aircraft: AircraftData,
    tables: AircraftTables,
    *,
    bombs_dropped: bool = False,
    name: str = QT_TRANSLATE_NOOP("Rules", "the aircraft"),
) -> tuple[Step, ...]:
    """5.2, 5.4, 5.5: whether the attack can be made from ``altitude`` (strafing only low, by default) with what
    the aircraft carries. Raises :class:`AircraftError` otherwise."""
    band = tables.altitude(altitude)
    if attack not in band.attacks:
        allowed = [a.value for a in Altitude if attack in tables.altitude(a).attacks]
        raise AircraftError(
            QT_TRANSLATE_NOOP(
                "Rules", "{aircraft} cannot {attack} from {altitude} altitude (5.2): {attack} from {allowed}"
            ).format(
                aircraft=name,
                attack=attack.value,
                altitude=altitude.value,
                allowed=joined(allowed, _OR) or QT_TRANSLATE_NOOP("Rules", "no altitude"),
            )
        )
    if attack is Attack.STRAFE and not aircraft.guns:
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} has no forward guns to strafe with (5.4)").format(aircraft=name)
        )
    if attack is Attack.BOMB:
        if aircraft.bombs is None:
            raise AircraftError(QT_TRANSLATE_NOOP("Rules", "{aircraft} carries no bombs (5.5)").format(aircraft=name))
        if bombs_dropped:
            raise AircraftError(
                QT_TRANSLATE_NOOP("Rules", "{aircraft} has dropped its bombs already (5.5)").format(aircraft=name)
            )
    what = {
        Attack.STRAFE: QT_TRANSLATE_NOOP("Rules", "{aircraft} strafes along its path from {altitude} altitude"),
        Attack.BOMB: QT_TRANSLATE_NOOP("Rules", "{aircraft} drops its bombs from {altitude} altitude"),
    }[attack]
    return (NoteStep(what.format(aircraft=name, altitude=altitude.value), "5.4" if attack is Attack.STRAFE else "5.5"),)


# -- the direction arrow (sequence of play) -----------------------------------------------------------------------


def check_turn(turn_from: float, heading: float, tables: AircraftTables) -> NoteStep:
    """Sequence of play: "CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES", measured from the heading the
    aircraft flew this turn, either way. Raises :class:`AircraftError` for more."""
    most = tables.turning.max_degrees
    turned = heading_difference(turn_from, heading)
    if turned > most + 1e-9:
        raise AircraftError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the direction arrow turns at most {most:g} degrees at the end of a turn: from "
                "{start:g} to {end:g} is {turned:g} degrees",
            ).format(most=most, start=whole_degrees(turn_from), end=whole_degrees(heading), turned=_over(turned, most)),
            QT_TRANSLATE_NOOP("Rules", "Sequence of play"),  # cited once, as the refusal's rule
        )
    return NoteStep(
        QT_TRANSLATE_NOOP(
            "Rules", "direction arrow from {start:g} to {end:g} degrees: turned {turned:g} of at most {most:g}"
        ).format(start=whole_degrees(turn_from), end=whole_degrees(heading), turned=round(turned), most=most),
        QT_TRANSLATE_NOOP("Rules", "Sequence of play"),
    )


def _over(turned: float, most: float) -> float:
    """A turn refused for being over ``most`` degrees, in whole degrees as headings are written, unless that would
    read as within the limit ("from 0 to 90 is 90 degrees"): then to the decimal that shows it is over."""
    for places in (0, 1, 2, 3):
        shown = round(turned, places)
        if shown > most:
            return int(shown) if places == 0 else shown
    return turned


def clamp_turn(turn_from: float, wanted: float, tables: AircraftTables) -> float:
    """The heading nearest to ``wanted`` that the arrow may take: within ``max_degrees`` of ``turn_from`` (the board
    stops the arrow at the limit)."""
    most = tables.turning.max_degrees
    delta = (normalise_heading(wanted) - normalise_heading(turn_from) + 180.0) % 360.0 - 180.0
    delta = max(-most, min(most, delta))
    return normalise_heading(turn_from + delta)


# -- Table VII and the weather ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AirstrikeAvailability:
    """Whether a side may fly an airstrike: the weather allows it, and Table VII's airstrikes for the side
    (``limit``; None when the battle has no Table VII result: the players agree) are not all flown (``used``) or
    bought with the forces and not flown yet (``bought``)."""

    allowed: bool
    reason: str
    limit: int | None
    used: int
    steps: tuple[Step, ...]
    bought: int = 0

    @property
    def taken(self) -> int:
        """Table VII's airstrikes taken up: flown, and bought but not flown yet."""
        return self.used + self.bought

    @property
    def left(self) -> int | None:
        return None if self.limit is None else max(0, self.limit - self.taken)


def airstrike_availability(
    weather: Weather, snowing: bool | None, limit: int | None, used: int, bought: int = 0
) -> AirstrikeAvailability:
    """CLEAR: "Airstrikes can be used"; MUD: "No airstrikes are allowed"; SNOW: "Roll a d6 with an ODD result
    indicating that it is snowing with no airstrikes allowed". Table VII: "Airstrikes must be paid for in Army
    points"; a side flies at most the airstrikes the table gave it: those flown (``used``) and those bought with the
    forces and not flown yet (``bought``) count alike."""
    steps: list[Step] = []
    if not airstrikes_allowed(Conditions(weather.value), snowing):
        why = (
            QT_TRANSLATE_NOOP("Rules", "MUD: No airstrikes are allowed")
            if weather is Weather.MUD
            else QT_TRANSLATE_NOOP("Rules", "SNOW: it is snowing, with no airstrikes allowed")
        )
        steps.append(NoteStep(why, weather.value.upper()))
        return AirstrikeAvailability(False, why, limit, used, tuple(steps), bought)
    if weather is Weather.SNOW:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "SNOW: it is not snowing: airstrikes can be used"), "SNOW"))
    else:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "CLEAR: Airstrikes can be used"), "CLEAR"))
    if limit is None:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "no Table VII result in the battle: the players agree on the airstrikes"),
                "Table VII",
            )
        )
        return AirstrikeAvailability(True, "", None, used, tuple(steps), bought)
    if used + bought >= limit:
        gave = (
            QT_TRANSLATE_NOOP("Rules", "Table VII gave {limit} airstrikes")
            if limit != 1
            else QT_TRANSLATE_NOOP("Rules", "Table VII gave {limit} airstrike")
        ).format(limit=limit)
        flown = (
            QT_TRANSLATE_NOOP("Rules", "{used} have been flown")
            if used != 1
            else QT_TRANSLATE_NOOP("Rules", "{used} has been flown")
        ).format(used=used)
        why = QT_TRANSLATE_NOOP("Rules", "{gave}, and {flown}{bought}").format(
            gave=gave,
            flown=flown,
            bought=QT_TRANSLATE_NOOP("Rules", " and {bought} bought with the forces").format(bought=bought)
            if bought
            else "",
        )
        steps.append(NoteStep(why, "Table VII"))
        return AirstrikeAvailability(False, why, limit, used, tuple(steps), bought)
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "Table VII: airstrike {n} of {limit}").format(n=used + bought + 1, limit=limit),
            "Table VII",
        )
    )
    return AirstrikeAvailability(True, "", limit, used, tuple(steps), bought)
