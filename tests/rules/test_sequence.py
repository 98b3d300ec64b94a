"""The SEQUENCE OF PLAY as data: the phases and steps in the printed order, with their labels; the step after the last
begins a new turn; the battle clock ("1 Turn = 30 seconds")."""

from __future__ import annotations

import pytest

from morefire_gui.rules.sequence import Actors, Marks, SequenceError, SequenceTables, battle_clock
from morefire_gui.rules.tables import RuleTables

# As printed in the main rules' SEQUENCE OF PLAY.
PRINTED = [
    ("movement", "1", "Road movement"),
    ("movement", "2", "Cross-country movement"),
    ("movement", "3", "Aircraft movement"),
    ("movement", "4", "Aircraft and AA fire resolutions"),
    ("movement", "5", "Mount / dismount vehicles"),
    ("movement", "6", "Infantry movement"),
    ("artillery", "A", "Determine the actual impact point of the barrage"),
    ("artillery", "B", "Resolve damage to units in the impact zone"),
    ("artillery", "C", "Adjust rounds for next turn and call for new fire"),
    ("fire", "1", "Anti-tank vs tank"),
    ("fire", "2", "Tank vs tank and vehicles"),
    ("fire", "3", "Tank vs infantry and AT systems"),
    ("fire", "4", "Infantry vs infantry"),
    ("melee", "A", "Infantry vs infantry melees"),
    ("melee", "B", "Infantry assaults vs tanks and bunkers"),
    ("aircraft", "", "Change aircraft direction arrows up to 90 degrees"),
]


@pytest.fixture(scope="module")
def sequence(tables: RuleTables) -> SequenceTables:
    return tables.sequence


def test_the_steps_are_in_the_printed_order(sequence: SequenceTables) -> None:
    assert [(p.phase.id, p.step.label, p.step.name) for p in sequence.places()] == PRINTED
    assert [p.name for p in sequence.phases] == [
        "Movement phase",
        "Artillery fire phase",
        "Direct fire phase",
        "Melee phase",
        "Change aircraft movement direction arrow",
    ]
    assert [p.index for p in sequence.places()] == list(range(16))


def test_step_ids_are_phase_dot_step(sequence: SequenceTables) -> None:
    assert sequence.step_ids() == (
        "movement.road",
        "movement.cross_country",
        "movement.aircraft",
        "movement.air_fire",
        "movement.mount",
        "movement.infantry",
        "artillery.impact",
        "artillery.damage",
        "artillery.orders",
        "fire.at_vs_tank",
        "fire.tank_vs_tank",
        "fire.tank_vs_infantry",
        "fire.infantry",
        "melee.infantry",
        "melee.assault",
        "aircraft.arrows",
    )
    assert sequence.place(None).id == "movement.road"  # no step: the first of the turn
    with pytest.raises(SequenceError, match=r"unknown step 'fire.tank'"):
        sequence.place("fire.tank")


def test_who_may_act_in_each_step(sequence: SequenceTables) -> None:
    actors = {p.id: p.step.actors for p in sequence.places()}
    assert actors["movement.road"] is Actors.VEHICLES_ON_ROAD
    assert actors["movement.cross_country"] is Actors.VEHICLES
    assert actors["movement.infantry"] is Actors.INFANTRY_MOVERS
    assert (
        actors["artillery.impact"] is Actors.MISSIONS_LANDING and actors["artillery.damage"] is Actors.MISSIONS_LANDING
    )
    assert actors["artillery.orders"] is Actors.BATTERIES
    assert actors["fire.at_vs_tank"] is Actors.AT_WEAPONS and actors["fire.tank_vs_tank"] is Actors.GUN_VEHICLES
    assert actors["fire.infantry"] is Actors.INFANTRY_FIRERS
    assert actors["melee.infantry"] is Actors.MELEE_CONTACT and actors["melee.assault"] is Actors.ASSAULT_CONTACT
    assert actors["aircraft.arrows"] is Actors.AIRCRAFT
    moved = [p.id for p in sequence.places() if p.step.marks is Marks.MOVED]
    assert moved == [
        "movement.road",
        "movement.cross_country",
        "movement.aircraft",
        "movement.mount",
        "movement.infantry",
    ]
    assert all(p.step.rule and p.step.text and p.step.do for p in sequence.places())


def test_after_the_last_step_comes_a_new_turn(sequence: SequenceTables) -> None:
    assert sequence.after("movement.infantry") == (sequence.place("artillery.impact"), False)
    assert sequence.after("aircraft.arrows") == (sequence.place("movement.road"), True)
    assert sequence.before("movement.road") == (sequence.place("aircraft.arrows"), True)
    assert sequence.before("artillery.impact") == (sequence.place("movement.infantry"), False)


def test_titles(sequence: SequenceTables) -> None:
    place = sequence.place("artillery.damage")
    assert place.title == "Artillery fire phase — B. Resolve damage to units in the impact zone"
    assert place.brief == "Artillery B"
    assert sequence.place("aircraft.arrows").brief == "Air arrows"


@pytest.mark.parametrize(("turn", "clock"), [(1, "0:00"), (2, "0:30"), (7, "3:00"), (10, "4:30"), (121, "60:00")])
def test_the_battle_clock_is_thirty_seconds_a_turn(sequence: SequenceTables, turn: int, clock: str) -> None:
    assert sequence.seconds_per_turn == 30
    assert battle_clock(turn, 30) == clock


def test_turns_count_from_one() -> None:
    with pytest.raises(SequenceError):
        battle_clock(0, 30)


def test_a_step_id_twice_is_refused(sequence: SequenceTables) -> None:
    data = sequence.model_dump(mode="json")
    data["phases"][0]["steps"].append(data["phases"][0]["steps"][0])
    with pytest.raises(ValueError, match="given twice"):
        SequenceTables.model_validate(data)
