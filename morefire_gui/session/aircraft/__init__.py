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

The parts: :mod:`.in_play` (the steps, the figures, the aircraft in play), :mod:`.availability` (Table VII and the
weather), :mod:`.launch`, :mod:`.run_plan` (before the dice), :mod:`.run` (the dice), :mod:`.runs` (an aircraft's
runs, flown and to fly), :mod:`.arrows` (the end of the turn) and :mod:`.actions` (the handlers).
"""

from morefire_gui.session.aircraft.actions import ARROW_WORDS, RUN_WORDS
from morefire_gui.session.aircraft.arrows import turn_aircraft
from morefire_gui.session.aircraft.availability import (
    NO_AIRCRAFT,
    NONE_LEFT,
    SideAirstrikes,
    battle_weather,
    flown_by,
    nation_aircraft,
    new_airstrike_refusal,
    no_aircraft_of,
    no_aircraft_text,
    no_new_airstrike,
    nothing_to_fly,
    runs_left,
    side_aircraft,
    side_airstrikes,
    unbought_text,
    use_bought,
)
from morefire_gui.session.aircraft.in_play import (
    AIR_FIRE,
    AIRCRAFT_MOVEMENT,
    ARROWS,
    RUN_STEPS,
    ReplaceAircraft,
    aircraft_in_play,
    aircraft_of,
    aircraft_tables_of,
    flown_this_turn,
    taken_back_airstrike,
    use_aircraft_figures,
)
from morefire_gui.session.aircraft.launch import AirstrikeRequest, aa_count_text, bought_text, new_aircraft_id
from morefire_gui.session.aircraft.run import RunOutcome, bombs_text, fly_run, run_log, strafed_text
from morefire_gui.session.aircraft.run_plan import AaPlan, RunPlan, RunRequest, plan_run
from morefire_gui.session.aircraft.runs import AircraftRuns, aircraft_runs

__all__ = [
    "AIRCRAFT_MOVEMENT",
    "AIR_FIRE",
    "ARROWS",
    "ARROW_WORDS",
    "NONE_LEFT",
    "NO_AIRCRAFT",
    "RUN_STEPS",
    "RUN_WORDS",
    "AaPlan",
    "AircraftRuns",
    "AirstrikeRequest",
    "ReplaceAircraft",
    "RunOutcome",
    "RunPlan",
    "RunRequest",
    "SideAirstrikes",
    "aa_count_text",
    "aircraft_in_play",
    "aircraft_of",
    "aircraft_runs",
    "aircraft_tables_of",
    "battle_weather",
    "bombs_text",
    "bought_text",
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
    "strafed_text",
    "taken_back_airstrike",
    "turn_aircraft",
    "unbought_text",
    "use_aircraft_figures",
    "use_bought",
]
