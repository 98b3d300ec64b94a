"""TARAWA, JUNGLE: a hidden position is revealed when it fires or is fired on, by every procedure that fires: a unit
in the area infantry fire goes into, or in the strip an aircraft strafes, is fired on even where the fire cannot
reach it (an enclosed vehicle), and an anti-aircraft gun that fires at an aircraft fires. Otherwise the run's or the
fire's steps, which every side reads, would tell what a marker is (its armour, or that a fake is rolled for as a
rifle squad) while the other side still sees only a marker."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.model.actions.aircraft import Airstrike
from morefire_gui.model.actions.infantry import InfantryFire
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import Die, HandDice, ScriptedDice
from morefire_gui.session.visibility import MARKER_TYPE, view_of
from tests.session.air_battle import AIR_BATTLE, air_session
from tests.session.test_infantry_session import fire_battle

# The Axis rifle squad in the strip is a hidden Panzer IV (an enclosed vehicle its guns cannot reach), a fake marker
# stands in the strip beside it, and the Flak 38 that sees the path is hidden too.
HIDDEN_AIR_BATTLE = AIR_BATTLE.replace(
    "- {id: inf1, side: axis, type: R, at: [20, 40]}",
    "- {id: inf1, side: axis, type: pz4h, at: [20, 40], status: [hidden]}\n"
    "  - {id: fake1, side: axis, type: R, at: [20, 36], status: [hidden], decoy: true}",
).replace(
    "- {id: flak1, side: axis, type: flak38, at: [26, 30], facing: 180}",
    "- {id: flak1, side: axis, type: flak38, at: [26, 30], facing: 180, status: [hidden]}",
)


def test_a_strafing_run_reveals_the_markers_it_fires_on_and_the_gun_that_fires_at_it(tmp_path: Path) -> None:
    session = air_session(tmp_path, HIDDEN_AIR_BATTLE)
    strike = Airstrike(side="allies", aircraft="il2", entry=(20, 48), heading=0)
    resolution = session.perform(strike, ScriptedDice([90] + [99] * 10))
    assert resolution.accepted, resolution.reason
    steps = [s.text() for s in resolution.steps]
    # What the Allied player reads: each marker the run fired on named as it turned out to be, the fake not strafed
    # as the rifle squad it was placed as.
    assert "Panzer IV Ausf. H 2 is not rolled for: an enclosed vehicle with AC 6" in " ".join(steps)
    assert [s for s in steps if "infantry fire at" in s] == [
        "d100 for infantry fire at Rifle squad 1 (Axis): 99",
        "d100 for infantry fire at SdKfz 251/1 halftrack: 99",
    ]
    assert steps[-4:-1] == [
        "a hidden position revealed: 2cm Flak 38 anti-aircraft gun 2 (rule TARAWA)",
        "a hidden position revealed: Panzer IV Ausf. H 2 (rule TARAWA)",
        "a hidden position revealed: a fake marker, taken off the table (rule TARAWA)",
    ]
    session.commit(resolution)
    battle = session.battle
    assert not battle.unit("inf1").has(Status.HIDDEN) and not battle.unit("flak1").has(Status.HIDDEN)
    assert battle.unit("fake1") is None  # a fake marker revealed is taken off the table
    seen = session.seen_by(view_of(battle, "allies")).battle
    assert [u.id for u in seen.units if u.type == MARKER_TYPE] == []  # no marker left that the steps spoke of
    # The flying side's own run is in its log (kept to the Axis while a marker it names stayed hidden).
    assert [e.kind for e in seen.log] == ["airstrike"]


def test_infantry_fire_reveals_a_marker_in_its_area_it_cannot_reach() -> None:
    session = fire_battle()
    tank = session.battle.units.index(session.battle.unit("e3"))
    session.battle.units[tank] = session.battle.units[tank].with_status(Status.HIDDEN, on=True)
    resolution = session.perform(InfantryFire(area=(30, 20), firers=("r1",), turn=3), ScriptedDice([99] * 3))
    assert resolution.accepted, resolution.reason
    session.commit(resolution)
    assert not session.battle.unit("e3").has(Status.HIDDEN)
    seen = session.seen_by(view_of(session.battle, "axis")).battle
    assert [u.id for u in seen.units if u.type == MARKER_TYPE] == []
    assert [e.kind for e in seen.log] == ["infantry_fire"]
    # The firing side reads what the marker turned out to be, never "a hidden position" that is no longer one.
    steps = [s.text for s in seen.log[0].steps]
    assert "tank (Allies) is not rolled for: an enclosed vehicle with AC 6" in " ".join(steps)
    assert steps[-1] == "a hidden position revealed: tank (Allies) (rule TARAWA)"
    assert not [s for s in steps if "a hidden position" in s and "revealed" not in s]


def test_a_gun_revealed_by_its_fire_is_named_from_its_shot_on_and_its_dice_are_asked_for_once(tmp_path: Path) -> None:
    """The hidden Flak 38 fires at the Il-2 and turns it back. The player rolling physical dice is asked for each die
    once, as the fire stands when it is asked; the rolls kept, the steps and the log's heading name the gun as its
    fire revealed it, in every side's log. The markers in the strip, never strafed, stay markers."""
    session = air_session(tmp_path, HIDDEN_AIR_BATTLE)
    asked: list[str] = []

    def ask(die: Die, purpose: str) -> int:
        asked.append(f"{die.label} for {purpose}")
        return [1, 10][len(asked) - 1]

    dice = HandDice(ask)
    resolution = session.perform(Airstrike(side="allies", aircraft="il2", entry=(20, 48), heading=0), dice)
    assert resolution.accepted, resolution.reason
    gun = "2cm Flak 38 anti-aircraft gun 2"
    assert asked == [
        "d100 for anti-aircraft fire by a hidden position at Ilyushin Il-2M Shturmovik",
        "d10 for anti-aircraft hit on Ilyushin Il-2M Shturmovik (aborted or destroyed)",
    ]
    assert [(r.purpose, r.face, r.by_hand) for r in dice.history] == [
        (f"anti-aircraft fire by {gun} at Ilyushin Il-2M Shturmovik", 1, True),
        ("anti-aircraft hit on Ilyushin Il-2M Shturmovik (aborted or destroyed)", 10, True),
    ]
    session.commit(resolution)
    for side in ("allies", "axis"):
        (entry,) = session.seen_by(view_of(session.battle, side)).battle.log
        assert entry.summary == f"75 points charged to Allies; aborted by {gun}'s anti-aircraft fire; revealed: {gun}"
        steps = [s.text for s in entry.steps]
        assert f"{gun}: slant range 304 yards (300 on the ground, 50 up) (rule 5.6)" in steps
        assert f"d100 for anti-aircraft fire by {gun} at Ilyushin Il-2M Shturmovik: 1, by hand" in steps
        assert not [s for s in steps if "a hidden position" in s and "revealed" not in s]
    assert session.battle.unit("inf1").has(Status.HIDDEN) and session.battle.unit("fake1") is not None
