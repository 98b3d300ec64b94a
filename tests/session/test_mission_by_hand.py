"""A battle laid out by hand given a mission (Battle → Mission…, ``morefire mission``, the ``mission`` action): the
mission, the attacker, the victory point locations of the pieces on the table or placed by hand, who holds each at
the start; one undoable step with its log entry; the refusals; the file keeps the ``mission:`` key as the scenario
system writes it, and a replay reaches the same battle."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.io.battle_file import battle_to_yaml, check_battle, parse_battle, save_battle
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.model.actions.forces import SetMission, VpPick
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.battle import SequenceMode
from morefire_gui.model.scenario import DeploymentZone
from morefire_gui.model.terms import Status
from morefire_gui.rules.scenario.terms import Mission, Outcome, VpKind, VpSchedule
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.replay import replay
from morefire_gui.session.scenario import TableOptions, build_battle, score_battle
from tests.session.test_deployment_zones import scenario_of


def _demo() -> BattleSession:
    return BattleSession.open(demo_battle_path())


def _given(session: BattleSession, action: SetMission) -> None:
    resolution = session.perform(action)
    assert resolution.accepted, resolution.refusal
    session.commit(resolution)


def test_the_demo_given_a_holding_action_marks_the_pieces_the_scenario_system_would() -> None:
    session = _demo()
    assert session.battle.mission is None and session.battle.vp_locations == []
    resolution = session.perform(SetMission(mission=Mission.HOLDING_ACTION, attacker="allies"))
    assert resolution.accepted, resolution.refusal
    session.commit(resolution)
    battle = session.battle
    mission = battle.mission
    assert mission is not None
    assert (mission.kind, mission.attacker, mission.defender, mission.ratio) == (
        Mission.HOLDING_ACTION,
        "allies",
        "axis",
        (3, 2),  # Table VI's first Holding Action row
    )
    # Every hill mass (not the crest standing on Hill 252.2, not the knoll top), the ford, the bridge, the crossroad,
    # the four road exits, and one building of the village (its largest).
    assert [v.piece for v in battle.vp_locations] == [
        "h1",
        "h3",
        "h5",
        "x1",
        "br1",
        "f1",
        "ex1",
        "ex2",
        "ex3",
        "ex4",
        "b5",
    ]
    held = {v.piece: v.held_by for v in battle.vp_locations}
    # Held at the start by the side that controls it as the mission is given: Tiger 1 stands on Hill 252.2, the ZiS-3
    # on the knoll, the SU-76 beside the hill in the south-west; nobody within 100 yards of the crossroad.
    assert held["h1"] == "axis" and held["h3"] == "allies" and held["h5"] == "allies" and held["x1"] is None
    entry = battle.log[-1]
    assert entry.kind == "scenario"
    assert entry.title == "Mission: Holding Action; 181st Tank Brigade attacks, Kampfgruppe Peiper defends"
    assert entry.summary.endswith("; 11 victory point locations marked")
    texts = [s.message for s in entry.steps]
    assert "point ratio 3:2 (attacker:defender)" in texts
    assert "Hill 252.2 (hill): 70 standard, 50 retained, 70 captured; held at the start by Kampfgruppe Peiper" in texts
    assert battle.actions[-1].action == {"kind": "mission", "mission": "holding_action", "attacker": "allies"}
    assert check_battle(battle, session.catalogue, session.tables) == []
    # Now it is scored.
    result = score_battle(battle, session.catalogue, session.tables)
    assert result.mission is Mission.HOLDING_ACTION and len(result.locations) == 11


def test_undo_brings_the_battle_back_without_a_mission_and_redo_gives_it_again() -> None:
    session = _demo()
    before = session.battle.state()
    committed = session.commit(session.perform(SetMission(mission=Mission.DELAY, attacker="axis")))
    assert committed is not None
    after = session.battle.state()
    session.revert(committed.edit)
    assert session.battle.mission is None and session.battle.vp_locations == []
    assert session.battle.state() == before and session.battle.actions == []
    session.apply(committed.edit)
    assert session.battle.state() == after and session.battle.mission is not None


def test_taken_away_and_undone() -> None:
    session = _demo()
    _given(session, SetMission(mission=Mission.COUNTERATTACK, attacker="axis"))
    given = session.battle.state()
    committed = session.commit(session.perform(SetMission()))
    assert committed is not None
    assert session.battle.mission is None and session.battle.vp_locations == []
    assert session.battle.log[-1].title == "The mission is taken away"
    session.revert(committed.edit)
    assert session.battle.state() == given


def test_locations_placed_by_hand_pieces_and_spots() -> None:
    session = _demo()
    _given(
        session,
        SetMission(
            mission=Mission.ADVANCE_TO_CONTACT,
            attacker="axis",
            vp_schedule=VpSchedule.RETAINED_CAPTURED,
            locations=(
                VpPick(piece="h4", name="Knoll top"),  # a hill's upper level, placed by hand
                VpPick(piece="b7"),
                VpPick(kind=VpKind.CROSSROAD, at=(52, 21)),
                VpPick(kind=VpKind.CROSSROAD, at=(14, 20.5), name="West junction"),
            ),
        ),
    )
    battle = session.battle
    assert battle.mission is not None and battle.mission.vp_schedule is VpSchedule.RETAINED_CAPTURED
    assert battle.mission.ratio == (1, 1)
    locations = [(v.kind, v.piece, v.at, v.name) for v in battle.vp_locations]
    assert locations == [
        (VpKind.HILL, "h4", None, "Knoll top"),
        (VpKind.BUILDING, "b7", None, "Building"),
        (VpKind.CROSSROAD, None, (52, 21), "Crossroad"),
        (VpKind.CROSSROAD, None, (14, 20.5), "West junction"),
    ]
    assert [v.values.standard for v in battle.vp_locations] == [70, 6, 50, 50]
    assert check_battle(battle, session.catalogue, session.tables) == []


@pytest.mark.parametrize(
    ("action", "invalid", "reason"),
    [
        (
            SetMission(mission=Mission.HOLDING_ACTION, attacker="reds"),
            True,
            "unknown side 'reds'; the sides are axis, allies",
        ),
        (SetMission(mission=Mission.HOLDING_ACTION), True, "say which side attacks"),
        (
            SetMission(mission=Mission.HOLDING_ACTION, attacker="axis", defender="axis"),
            True,
            "the attacker and the defender are both 'axis'",
        ),
        (
            SetMission(mission=Mission.DELAY, attacker="axis", locations=(VpPick(kind=VpKind.FORD, at=(80, 3)),)),
            True,
            "the victory point location at 80.0, 3.0 is off the table (0-72 x 0-48 in)",
        ),
        (
            SetMission(mission=Mission.DELAY, attacker="axis", locations=(VpPick(piece="w1"),)),
            True,
            "'w1' is a woods: a victory point location is a hill, ford, bridge, crossroad, road exit or building",
        ),
        (
            SetMission(mission=Mission.DELAY, attacker="axis", locations=(VpPick(piece="zz"),)),
            True,
            "the battle has no terrain piece 'zz'",
        ),
        (
            SetMission(mission=Mission.DELAY, attacker="axis", locations=(VpPick(piece="f1"), VpPick(piece="f1"))),
            True,
            "'f1' is given twice as a victory point location",
        ),
        (
            SetMission(mission=Mission.DELAY, attacker="axis", locations=(VpPick(piece="f1", kind=VpKind.BRIDGE),)),
            True,
            "'f1' is a ford piece, not a bridge",
        ),
        (
            SetMission(mission=Mission.RAID, attacker="axis", locations=(VpPick(piece="f1"),)),
            False,
            "a raid has no victory point locations: it is decided by the objective (RAID)",
        ),
        (SetMission(), False, "the battle has no mission to take away"),
        (
            SetMission(mission=Mission.DELAY, attacker="axis", locations=()),
            False,
            "the mission needs victory point locations to score",
        ),
    ],
)
def test_what_cannot_be_is_refused_and_changes_nothing(action: SetMission, invalid: bool, reason: str) -> None:
    session = _demo()
    before = session.battle.state()
    resolution = session.perform(action)
    assert resolution.refused and resolution.invalid is invalid
    assert resolution.reason.startswith(reason) or reason in resolution.reason, resolution.reason
    assert session.battle.state() == before


def test_the_same_mission_again_is_refused() -> None:
    session = _demo()
    action = SetMission(mission=Mission.DELAY, attacker="axis")
    _given(session, action)
    again = session.perform(action)
    assert again.refused and again.reason == "the battle has this mission and these locations already"


def test_a_battle_of_the_scenario_system_keeps_its_own_mission(tables, catalogue) -> None:
    battle = build_battle(scenario_of(tables, Mission.DELAY), TableOptions(), tables, seed=3)
    session = BattleSession(battle, None, catalogue, tables)
    refused = session.perform(SetMission(mission=Mission.COUNTERATTACK, attacker="axis"))
    assert refused.refused and refused.rule == "Table VI"
    assert refused.reason.startswith("the scenario system made this battle: its mission is the briefing's")
    assert session.perform(SetMission()).refused


def test_a_strict_battle_takes_it_in_the_set_up_only() -> None:
    session = _demo()
    session.battle.settings = session.battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    _given(session, SetMission(mission=Mission.DELAY, attacker="axis"))  # in the set-up
    session.commit(session.perform(NextStep()))
    late = session.perform(SetMission(mission=Mission.HOLDING_ACTION, attacker="axis"))
    assert late.refused and late.rule == "Sequence of play"
    assert "giving the battle its mission is part of the set-up, and play has begun" in late.reason


def test_a_free_battle_takes_it_in_play() -> None:
    session = _demo()
    session.commit(session.perform(NextStep()))
    _given(session, SetMission(mission=Mission.DELAY, attacker="axis"))
    assert session.battle.mission is not None


def test_deployment_zones_say_who_holds_a_location_where_the_battle_has_them() -> None:
    session = _demo()
    zones = [
        DeploymentZone(side="axis", polygon=((0, 0), (72, 0), (72, 12), (0, 12))),
        DeploymentZone(side="allies", polygon=((0, 36), (72, 36), (72, 48), (0, 48))),
    ]
    session.battle.deployment_zones = zones
    _given(session, SetMission(mission=Mission.DELAY, attacker="allies"))
    held = {v.piece: v.held_by for v in session.battle.vp_locations}
    # The zones, not the counters: the knoll, where the ZiS-3 stands, is in neither zone; the south-west hill and the
    # southern road exit lie in the Allies' zone, the northern exit in the Axis'.
    assert held["h3"] is None and held["h5"] == "allies" and held["ex4"] == "allies" and held["ex3"] == "axis"


def test_a_raid_has_no_locations_and_is_decided_by_the_objective() -> None:
    from morefire_gui.model.actions.forces import ObjectiveReached

    session = _demo()
    _given(session, SetMission(mission=Mission.RAID, attacker="allies"))
    battle = session.battle
    assert battle.mission is not None and battle.mission.ratio == (3, 2) and battle.vp_locations == []
    assert battle.log[-1].summary.endswith("; the raid is decided by the objective")
    reached = session.perform(ObjectiveReached())
    assert reached.accepted, reached.refusal
    session.commit(reached)
    assert score_battle(session.battle, session.catalogue, session.tables).outcome is Outcome.ATTACKER_VICTORY


def test_a_hidden_position_holds_nothing_every_side_is_told_of() -> None:
    session = _demo()
    # Tiger 1 on Hill 252.2, and the MMG beside it, hidden: the hill is said to be nobody's at the start, on the
    # board and in the log every side reads, as the score in a side's view leaves such a location unknown.
    near = ("ge1", "ge14", "ge6")
    session.battle.units = [u.with_status(Status.HIDDEN) if u.id in near else u for u in session.battle.units]
    _given(session, SetMission(mission=Mission.DELAY, attacker="allies"))
    held = {v.piece: v.held_by for v in session.battle.vp_locations}
    assert held["h1"] is None and held["h3"] == "allies"


def test_the_file_keeps_the_mission_key_and_a_replay_reaches_the_same_battle(tmp_path: Path) -> None:
    session = _demo()
    _given(session, SetMission(mission=Mission.HOLDING_ACTION, attacker="axis"))
    text = battle_to_yaml(session.battle)
    assert "mission: {kind: holding_action, attacker: axis, defender: allies, ratio: [3, 2]}" in text
    again = parse_battle(text, "m.yaml", session.catalogue, session.tables)
    assert again.mission == session.battle.mission and again.vp_locations == session.battle.vp_locations
    path = tmp_path / "m.yaml"
    save_battle(session.battle, path)
    opened = BattleSession.open(path)
    saved = {k: v for k, v in session.battle.state().model_dump().items() if k != "app_version"}
    assert {k: v for k, v in opened.battle.state().model_dump().items() if k != "app_version"} == saved
    report = replay(opened)
    assert report.same and report.actions == 1, report.reason
    scored = score_battle(opened.battle, opened.catalogue, opened.tables)
    assert scored.outcome in set(Outcome)
