"""The sequence of play in a hot-seat game (session/turns.py with a side's View): who may act, what comes up and the
artillery orders show only what the viewing side may see; the umpire's view (no side) shows everything."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.model.actions.artillery import ArtilleryOrder
from morefire_gui.model.battle import TerrainPiece, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.coming_up import EffectKind, Moment, TimedEffect, coming_up, effect_seen, public_effects
from morefire_gui.session.fire_orders import counter_battery_targets, order_batteries
from morefire_gui.session.sequence_of_play import eligible_units
from morefire_gui.session.turn_advance import advance
from morefire_gui.session.visibility import view_of

UNIT_STEPS = (
    "movement.road",
    "movement.cross_country",
    "movement.mount",
    "movement.infantry",
    "fire.at_vs_tank",
    "fire.tank_vs_tank",
    "fire.tank_vs_infantry",
    "fire.infantry",
    "melee.infantry",
    "melee.assault",
)


@pytest.fixture
def session(demo_path: Path) -> BattleSession:
    """The demo battle with the 1st Squad (ge11) hidden, a fake marker, and the axis's bty1 ordered to FIRE at its
    registration point #1 (the ford) in turn 1."""
    s = BattleSession.open(demo_path)
    b = s.battle
    b.units[b.unit_index("ge11")] = b.unit("ge11").with_status(Status.HIDDEN)
    b.units.append(Unit(id="fake1", side="axis", type="R", at=(50.0, 20.0), status=(Status.HIDDEN,), decoy=True))
    b.step = "artillery.orders"
    s.commit(s.perform(ArtilleryOrder(side="axis", battery="bty1", registration_point=1)))
    return s


def listed(session: BattleSession, side: str | None) -> set[str]:
    view = view_of(session.battle, side)
    return {a.id for step in UNIT_STEPS for a in eligible_units(session, step, view)}


def test_who_may_act_leaves_out_the_other_sides_hidden_positions(session: BattleSession) -> None:
    assert {"ge11", "fake1"} <= listed(session, None)
    assert {"ge11", "fake1"} <= listed(session, "axis")  # the owner acts with them
    allies = listed(session, "allies")
    assert {"ge11", "fake1"}.isdisjoint(allies) and {"ge13", "su12"} <= allies


def test_who_may_act_leaves_out_a_wave_not_landed(session: BattleSession) -> None:
    b = session.battle
    b.settings = b.settings.model_copy(update={"terrain_type": "island"})
    b.units[b.unit_index("su12")] = b.unit("su12").model_copy(update={"wave": 2})  # lands on turn 7
    assert "su12" not in listed(session, "axis") and "su12" in listed(session, "allies")
    b.turn = 7
    assert "su12" in listed(session, "axis")


def test_a_hidden_position_in_contact_is_named_as_a_marker(session: BattleSession) -> None:
    b = session.battle
    b.units.append(Unit(id="su20", side="allies", type="R", at=(35.0, 20.6), facing=0))
    notes = {a.id: a.note for a in eligible_units(session, "melee.infantry", view_of(b, "allies"))}
    assert notes["su20"] == "in contact with a hidden position"
    umpire = {a.id: a.note for a in eligible_units(session, "melee.infantry")}
    assert "1st Squad" in umpire["su20"]  # the umpire's view names it


def test_the_other_sides_batteries_are_not_listed(session: BattleSession) -> None:
    b = session.battle
    ids = {a.id for a in eligible_units(session, "artillery.orders", view_of(b, "allies"))}
    assert ids == {"bty3", "bty4"}
    assert {a.id for a in eligible_units(session, "artillery.orders")} == {"bty1", "bty2", "bty3", "bty4"}
    assert [x.id for x in order_batteries(b, view_of(b, "allies"))] == ["bty3", "bty4"]
    assert [x.id for x in order_batteries(b, view_of(b, "axis"))] == ["bty1", "bty2"]
    assert [x.id for x in order_batteries(b, None)] == ["bty1", "bty2", "bty3", "bty4"]
    # The mortar's gun is on the table for both to see; the battery it belongs to, and whether it is deployed (so may
    # not move), are not told to the allies (4.1, 4.8): it is listed as any unit.
    listed = {a.id: a for a in eligible_units(session, "movement.infantry", view_of(b, "allies"))}
    assert listed["ge16"].note == "" and listed["ge16"].can_act
    assert "Mortar section" in {a.id: a.note for a in eligible_units(session, "movement.infantry")}["ge16"]


def test_a_mission_in_flight_is_its_sides_secret(session: BattleSession) -> None:
    b = session.battle

    def missions(side: str | None) -> list[str]:
        return [e.text for e in coming_up(session, view=view_of(b, side)) if e.kind is EffectKind.FIRE_MISSION]

    assert missions(None) == missions("axis") and "RP #1 (the ford)" in missions("axis")[0]
    assert missions("allies") == []


def test_coming_up_keeps_what_is_public_and_drops_the_secrets(session: BattleSession) -> None:
    b = session.battle
    b.units[b.unit_index("su1")] = b.unit("su1").model_copy(
        update={"status": (Status.IMMOBILIZED,), "status_until": {Status.IMMOBILIZED: 5}}
    )
    b.units[b.unit_index("ge11")] = b.unit("ge11").model_copy(
        update={"status": (Status.HIDDEN, Status.SUPPRESSED), "status_until": {Status.SUPPRESSED: 3}}
    )
    b.batteries[0] = b.batteries[0].model_copy(update={"deployment": DeploymentState.SETTING_UP, "turns_remaining": 2})
    b.terrain.append(
        TerrainPiece.model_validate(
            {
                "id": "m9",
                "kind": "minefield",
                "mines": "ap",
                "owner": "axis",
                "deliberate": True,
                "polygon": [[30, 30], [32, 30], [32, 31], [30, 31]],
                "clearing": {"ge13": 1},
            }
        )
    )
    allies = coming_up(session, view=view_of(b, "allies"))
    texts = " | ".join(e.text for e in allies)
    assert "T-34 #1 is no longer immobilized" in texts  # a public counter, by its name
    for secret in ("ge11", "1st Squad", "bty1", "II./AR 2", "m9", "Minefield"):
        assert secret not in texts
    everything = " | ".join(e.text for e in coming_up(session))
    for shown in ("1st Squad", "II./AR 2", "Minefield", "T-34 #1"):
        assert shown in everything
    for ident in ("ge11", "bty1", "m9", "su1"):
        assert ident not in everything


def test_effect_seen_reads_the_battery_and_the_units_it_names(session: BattleSession) -> None:
    b = session.battle
    allies, axis = view_of(b, "allies"), view_of(b, "axis")
    cb = TimedEffect(2, Moment.ARTILLERY, EffectKind.COUNTER_BATTERY, "bty3 at bty1", "4.42", ("bty3", "bty1"))
    assert effect_seen(b, cb, allies) and not effect_seen(b, cb, axis)  # the firer's order, not its target's
    wave = TimedEffect(7, Moment.START, EffectKind.ISLAND_WAVE, "the attacker's second wave lands", "ISLAND A")
    assert effect_seen(b, wave, allies) and effect_seen(b, wave, axis)
    assert public_effects(b, [cb, wave]) == [wave]


def test_the_turn_s_events_for_every_side_leave_out_the_batteries(session: BattleSession) -> None:
    b = session.battle
    b.batteries[0] = b.batteries[0].model_copy(update={"deployment": DeploymentState.SETTING_UP, "turns_remaining": 1})
    b.step = "aircraft.arrows"
    events = advance(session).events
    assert any(e.kind is EffectKind.SET_UP for e in events)
    assert not any(e.kind is EffectKind.SET_UP for e in public_effects(b, events))


def test_a_counter_battery_target_is_one_whose_fire_has_been_seen(session: BattleSession) -> None:
    b = session.battle
    allies = view_of(b, "allies")
    assert [x.id for x in counter_battery_targets(b, "bty3")] == ["bty1"]  # the umpire: every off-board battery
    assert counter_battery_targets(b, "bty3", allies) == []  # bty1 has not fired yet: the allies know nothing of it
    b.turn, b.step = 4, "artillery.impact"
    assert counter_battery_targets(b, "bty3", allies) == []  # it lands this turn, not yet fired
    b.acted = {"artillery.impact": ("bty1",)}
    assert [x.id for x in counter_battery_targets(b, "bty3", allies)] == ["bty1"]
    b.acted, b.turn = {}, 5
    assert [x.id for x in counter_battery_targets(b, "bty3", allies)] == ["bty1"]
