"""Direct fire at a hidden position (TARAWA: markers "are revealed when it fires, is fired on, or moves"): the shot is
declared at the marker, seen and in range as any target; the declaration reveals it in the shot's one step. A real
unit is fired on at once by the normal procedure; a fake marker is taken off the table and the shot is spent."""

from __future__ import annotations

from morefire_gui.model.actions.direct_fire import DirectFire
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.direct_fire import FireRequest
from morefire_gui.session.direct_fire.markers import plan_marker_shot
from morefire_gui.session.visibility import MARKER_TYPE, view_of
from tests.session.test_direct_fire_session import session_of, unit

# A German tank 16 in (800 yards) north of a hidden Soviet tank (spotted) and of a fake marker (a tank's footprint).
MARKERS = [
    unit("ge", "axis", (36, 10), facing=180),
    unit("su", "allies", (36, 26), facing=0, status=["hidden", "spotted"]),
    unit("fk", "allies", (28, 24), facing=0, status=["hidden"], decoy=True),
]


def test_a_shot_at_a_real_marker_reveals_it_and_is_resolved_at_once_in_one_step() -> None:
    s = session_of(MARKERS)
    resolution = s.perform(DirectFire(firer="ge", target="su"), ScriptedDice([10, 1, 1]))
    assert resolution.accepted, resolution.reason
    outcome = resolution.result
    assert outcome.revealed is not None and not outcome.revealed.fake
    assert outcome.result.roll == 10 and outcome.result.hit and outcome.result.result is not None
    s.commit(resolution)
    su = s.battle.unit("su")
    assert not su.has(Status.HIDDEN)
    entry = s.battle.log[-1]
    assert entry.kind == "fire" and "a hidden position revealed" in entry.summary
    assert "hidden position" not in entry.title  # it names what was revealed
    assert "ge" in next(iter(s.battle.acted.values()))  # the firer has fired
    # One edit holds the shot and the reveal: taken back, the marker is hidden again and unharmed.
    resolution.edit.revert(s.battle)
    assert s.battle.unit("su").status == (Status.HIDDEN, Status.SPOTTED)


def test_a_shot_at_a_fake_marker_takes_it_off_and_spends_the_shot() -> None:
    s = session_of(MARKERS)
    resolution = s.perform(DirectFire(firer="ge", target="fk"), ScriptedDice([]))
    assert resolution.accepted, resolution.reason
    assert resolution.result.revealed.fake and resolution.result.result.roll is None
    s.commit(resolution)
    assert s.battle.unit("fk") is None
    entry = s.battle.log[-1]
    assert entry.title.endswith("fires at a hidden position") and "fake marker" in entry.summary
    assert any("ge" in ids for ids in s.battle.acted.values())  # the shot is spent
    seen = s.seen_by(view_of(s.battle, "axis")).battle
    assert [u.id for u in seen.units if u.type == MARKER_TYPE] == ["hidden1"]  # the real one's marker only
    assert entry in seen.log  # the Axis player reads what the shot found


def test_a_marker_out_of_sight_or_range_is_refused_and_stays_hidden() -> None:
    far = [MARKERS[0], unit("su", "allies", (36, 70), status=["hidden"])]  # 3000 yards: beyond the gun's bands
    s = session_of(far)
    plan = plan_marker_shot(s, FireRequest("ge", "su"))
    assert plan.refused is not None and "out of range" in plan.refused
    assert plan.chance is None and plan.spot is None and plan.shot is None  # nothing read from the unit
    resolution = s.perform(DirectFire(firer="ge", target="su"), ScriptedDice([]))
    assert resolution.refused and "out of range" in resolution.reason
    assert s.battle.unit("su").has(Status.HIDDEN)


def test_a_real_marker_not_spotted_is_revealed_and_the_shot_spent_unrolled() -> None:
    units = [MARKERS[0], unit("su", "allies", (36, 26), status=["hidden"])]
    s = session_of(units)
    resolution = s.perform(DirectFire(firer="ge", target="su"), ScriptedDice([]))
    assert resolution.accepted, resolution.reason
    assert resolution.result.result.refused is not None and "not spotted" in resolution.result.result.refused
    s.commit(resolution)
    assert not s.battle.unit("su").has(Status.HIDDEN)
    assert "the shot is spent" in s.battle.log[-1].summary


def test_the_step_of_a_shot_at_a_marker_does_not_tell_its_kind() -> None:
    from morefire_gui.session.sequence_of_play import matching_fire_step
    from morefire_gui.session.turn_state import TANK_VS_INFANTRY, TANK_VS_TANK

    s = session_of(MARKERS)
    assert matching_fire_step(s, "ge", "su") == matching_fire_step(s, "ge", "fk") == TANK_VS_TANK
    s.battle.step = TANK_VS_INFANTRY
    assert matching_fire_step(s, "ge", "su") == matching_fire_step(s, "ge", "fk") == TANK_VS_INFANTRY
    resolution = s.perform(DirectFire(firer="ge", target="fk"), ScriptedDice([]))
    s.commit(resolution)
    assert s.battle.acted == {TANK_VS_INFANTRY: ("ge",)}
