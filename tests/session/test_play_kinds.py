"""Whether a battle takes a kind of action now, asked before anyone is chosen to act (session/play_kinds.py): a strict
battle in the steps the rules give the kind, with the words the action itself is refused with elsewhere; a free
battle always."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.model.actions.aircraft import Airstrike
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.actions.infantry import Melee
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import SequenceMode
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import NotNow, PlayKind, not_now, window_of


def demo(demo_path: Path, strict: bool) -> BattleSession:
    session = BattleSession.open(demo_path)
    if strict:
        b = session.battle
        b.settings = b.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    return session


def test_a_free_battle_takes_every_kind_in_every_step(demo_path: Path) -> None:
    session = demo(demo_path, strict=False)
    for step in session.tables.sequence.step_ids():
        session.battle.step = step
        assert all(not_now(session, kind) is None for kind in PlayKind), step


def test_a_strict_battle_takes_a_kind_in_its_steps_only(demo_path: Path) -> None:
    session = demo(demo_path, strict=True)
    b = session.battle
    # Something to take the aircraft's kinds with: a Stuka in play, another bought with the forces.
    b.aircraft = [AircraftInPlay(id="air1", side="axis", type="ju87d", at=(0.0, 10.0), heading=90)]
    b.sides = [s.model_copy(update={"airstrikes_bought": ("ju87d",)}) if s.id == "axis" else s for s in b.sides]
    # And a Panzer IV on the northern road, to move in road movement.
    b.units = [u.model_copy(update={"at": (38.95, 9.0)}) if u.id == "ge3" else u for u in b.units]
    for step in session.tables.sequence.step_ids():
        session.battle.step = step
        for kind in PlayKind:
            assert (not_now(session, kind) is None) == (step in window_of(kind).steps), (step, kind)


def test_with_nothing_to_fly_a_strict_battle_takes_no_aircraft_action(demo_path: Path) -> None:
    """Neither side of the demo has an airstrike (none bought, none given with the battle) and no aircraft is in play:
    in movement steps 3 and 4 a run is not taken, nor an arrow turned in the air arrows step, each saying why; the
    airstrike itself is refused for the same reason (Table VII)."""
    session = demo(demo_path, strict=True)
    for step in ("movement.aircraft", "movement.air_fire"):
        session.battle.step = step
        why = not_now(session, PlayKind.AIRCRAFT_RUN)
        assert why == NotNow("no airstrike was bought to fly and no aircraft is in play", "Table VII"), why
    refused = session.perform(Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90))
    assert refused.refused and refused.rule == "Table VII", refused.reason
    assert refused.reason.startswith("Kampfgruppe Peiper has no airstrike to fly"), refused.reason
    session.battle.step = "aircraft.arrows"
    assert not_now(session, PlayKind.AIR_ARROW) == NotNow("no aircraft is in play", "Sequence of play")


@pytest.mark.parametrize(
    ("kind", "action", "step"),
    [
        (
            PlayKind.AIRCRAFT_RUN,
            Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90),
            "fire.infantry",
        ),
        (PlayKind.SPOTTING, Spot(spotter="ge7", target="su10"), "movement.road"),
        (PlayKind.MELEE, Melee(attacker="su13", defender="ge11"), "artillery.orders"),
    ],
)
def test_the_refusal_is_the_one_the_action_gets(
    demo_path: Path, kind: PlayKind, action: Airstrike | Spot | Melee, step: str
) -> None:
    session = demo(demo_path, strict=True)
    session.battle.step = step
    why = not_now(session, kind)
    assert why is not None
    resolution = session.preview(action)
    assert resolution.refused and (resolution.reason, resolution.rule) == (why.reason, why.rule)
    assert why.text == f"Sequence of play: {why.reason}"


@pytest.mark.parametrize("kind", [PlayKind.AIRCRAFT_RUN, PlayKind.NEW_AIRSTRIKE])
def test_a_run_out_of_its_steps_names_the_rule_the_airstrike_is_refused_with(demo_path: Path, kind: PlayKind) -> None:
    """The sequence of play decides when a run is flown (movement steps 3 and 4): the greyed entries and the status
    bar name the rule the airstrike itself is refused with, in every step out of those (rule 5.1 is the speed)."""
    session = demo(demo_path, strict=True)
    airstrike = Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90)
    for step in session.tables.sequence.step_ids():
        if step in window_of(kind).steps:
            continue
        session.battle.step = step
        why = not_now(session, kind)
        refused = session.preview(airstrike)
        assert why is not None and refused.refused and why.reason == refused.reason, step
        assert why.rule == refused.rule == "Sequence of play", step
        assert why.text == f"Sequence of play: {why.reason}"


def test_acting_with_a_unit_is_refused_as_its_action_would_be(demo_path: Path) -> None:
    """The Phase dock's Act: a strict battle refuses a unit that cannot act in the step (suppressed, 3.5) or has
    acted in it, with the sequence's words; it never refuses showing a landed mission again (artillery A and B); a
    free battle refuses nothing."""
    from morefire_gui.model.terms import Status
    from morefire_gui.session.play_kinds import not_now_acting

    for strict in (False, True):
        session = demo(demo_path, strict)
        b = session.battle
        b.units[b.unit_index("su13")] = b.unit("su13").model_copy(update={"status": (Status.SUPPRESSED,)})
        b.step = "fire.infantry"
        refusal = not_now_acting(session, "su13")
        if not strict:
            assert refusal is None
            continue
        assert refusal is not None and refusal.rule == "Sequence of play"
        assert refusal.reason.endswith(
            "cannot act in direct fire step 4 (infantry vs infantry): suppressed: cannot fire until it recovers (3.5)"
        )
        assert not_now_acting(session, "ge11") is None
        b.acted = {"fire.infantry": ["ge11"]}
        acted = not_now_acting(session, "ge11")
        assert acted is not None and acted.reason.endswith(
            "has already acted in direct fire step 4 (infantry vs infantry) this turn"
        )
        b.step = "artillery.impact"
        b.acted = {"artillery.impact": ["bty1"]}
        assert not_now_acting(session, "bty1") is None
