"""VICTORY CONDITIONS for the Defender and the TERRAIN VICTORY POINT SCHEDULE, from facts: every mission, every
combination of its conditions, the schedule's columns and halvings."""

from __future__ import annotations

import pytest

from morefire_gui.rules.scenario.terms import BattleRole, Mission, Outcome, VpKind, VpSchedule
from morefire_gui.rules.scenario.victory import LocationFacts, Loss, score_location, score_raid, score_victory

ATT, DEF = BattleRole.ATTACKER, BattleRole.DEFENDER

# TERRAIN VICTORY POINT SCHEDULE: Standard, Retained, Captured; * half if enemy within 1000 yards; + half if
# destroyed.
SCHEDULE = {
    VpKind.HILL: (70, 50, 70, False, False),
    VpKind.FORD: (60, 30, 40, True, False),
    VpKind.BRIDGE: (50, 30, 45, True, False),
    VpKind.CROSSROAD: (50, 25, 35, True, False),
    VpKind.ROAD_EXIT: (30, 20, 50, False, False),
    VpKind.BUILDING: (6, 6, 10, True, True),
}


def loc(
    kind: VpKind,
    controller: BattleRole | None,
    held: BattleRole | None = None,
    *,
    near: bool = False,
    destroyed: bool = False,
    id: str = "vp",
) -> LocationFacts:
    st, re, ca, _, _ = SCHEDULE[kind]
    return LocationFacts(id, kind, st, re, ca, controller, held, near, destroyed)


def test_the_schedule_is_transcribed_exactly(tables) -> None:
    rows = tables.scenario.vp_schedule.rows
    for kind, (st, re, ca, star, plus) in SCHEDULE.items():
        row = rows[kind]
        assert (row.standard, row.retained, row.captured, row.half_if_enemy_near, row.half_if_destroyed) == (
            st,
            re,
            ca,
            star,
            plus,
        )
    assert tables.scenario.vp_schedule.enemy_near_yards == 1000


@pytest.mark.parametrize("kind", list(VpKind))
def test_every_row_every_column_and_halving(tables, kind: VpKind) -> None:
    table = tables.scenario.vp_schedule
    st, re, ca, star, _plus = SCHEDULE[kind]
    assert score_location(loc(kind, DEF), VpSchedule.STANDARD, table).points == st
    assert score_location(loc(kind, DEF, DEF), VpSchedule.RETAINED_CAPTURED, table).points == re
    assert score_location(loc(kind, ATT, DEF), VpSchedule.RETAINED_CAPTURED, table).points == ca
    assert score_location(loc(kind, ATT, None), VpSchedule.RETAINED_CAPTURED, table).column == "captured"
    near = score_location(loc(kind, DEF, near=True), VpSchedule.STANDARD, table)
    assert near.points == (st / 2 if star else st) and near.halved is star
    if kind is VpKind.BUILDING:
        assert score_location(loc(kind, DEF, destroyed=True), VpSchedule.STANDARD, table).points == 3
        both = score_location(loc(kind, DEF, destroyed=True, near=True), VpSchedule.STANDARD, table)
        assert both.points == 3  # "only 1/2" either way, not a quarter
    nobody = score_location(loc(kind, None), VpSchedule.STANDARD, table)
    assert (nobody.points, nobody.column) == (0, None)


def losses(attacker: int, defender: int) -> list[Loss]:
    out = []
    if attacker:
        out.append(Loss("a1", ATT, attacker))
    if defender:
        out.append(Loss("d1", DEF, defender))
    return out


# (defender holds the majority, attacker points lost, defender points lost) -> outcome, for each mission.
MAJORITY = [loc(VpKind.HILL, DEF, id="h"), loc(VpKind.ROAD_EXIT, ATT, id="e")]  # 70 against 30
MINORITY = [loc(VpKind.HILL, ATT, id="h"), loc(VpKind.ROAD_EXIT, DEF, id="e")]  # 30 against 70
CASES = {
    # ADVANCE TO CONTACT: A majority; B more than you lose. DECISIVE A+B, MARGINAL only B, DRAW only A.
    Mission.ADVANCE_TO_CONTACT: [
        (True, 100, 50, Outcome.DECISIVE),
        (False, 100, 50, Outcome.MARGINAL),
        (True, 50, 50, Outcome.DRAW),
        (False, 50, 100, Outcome.ATTACKER_VICTORY),
    ],
    # HOLDING ACTION: A majority; B 2 for 1; C more than you lose. DECISIVE A+B, MARGINAL A+C, DRAW A only.
    Mission.HOLDING_ACTION: [
        (True, 100, 50, Outcome.DECISIVE),
        (True, 99, 50, Outcome.MARGINAL),
        (True, 50, 50, Outcome.DRAW),
        (False, 100, 10, Outcome.ATTACKER_VICTORY),
        (False, 0, 0, Outcome.ATTACKER_VICTORY),
    ],
    # DELAY: A majority; B more than you lose. DECISIVE A+B, MARGINAL only A, DRAW only B.
    Mission.DELAY: [
        (True, 100, 50, Outcome.DECISIVE),
        (True, 50, 60, Outcome.MARGINAL),
        (False, 60, 50, Outcome.DRAW),
        (False, 0, 10, Outcome.ATTACKER_VICTORY),
    ],
    # COUNTERATTACK: as the Holding Action.
    Mission.COUNTERATTACK: [
        (True, 40, 20, Outcome.DECISIVE),
        (True, 30, 20, Outcome.MARGINAL),
        (True, 20, 20, Outcome.DRAW),
        (False, 40, 20, Outcome.ATTACKER_VICTORY),
    ],
}


@pytest.mark.parametrize(
    "mission,majority,a_lost,d_lost,outcome", [(m, *case) for m, cases in CASES.items() for case in cases]
)
def test_each_missions_victory_conditions(tables, mission, majority, a_lost, d_lost, outcome) -> None:
    result = score_victory(
        mission, MAJORITY if majority else MINORITY, losses(a_lost, d_lost), VpSchedule.STANDARD, tables.scenario
    )
    assert result.outcome is outcome
    assert (result.attacker_points_lost, result.defender_points_lost) == (a_lost, d_lost)
    assert result.conditions[0].achieved is majority
    assert result.steps[-1].text().startswith(outcome.label)
    assert (result.defender_vp, result.attacker_vp) == ((70, 30) if majority else (30, 70))


def test_two_for_one_needs_some_attacker_losses_and_counts_exactly(tables) -> None:
    r = score_victory(Mission.HOLDING_ACTION, MAJORITY, losses(0, 0), VpSchedule.STANDARD, tables.scenario)
    b = next(c for c in r.conditions if c.letter == "B")
    assert not b.achieved and r.outcome is Outcome.DRAW
    r = score_victory(Mission.HOLDING_ACTION, MAJORITY, losses(40, 0), VpSchedule.STANDARD, tables.scenario)
    assert r.outcome is Outcome.DECISIVE


def test_nobody_holding_anything_is_no_majority(tables) -> None:
    r = score_victory(Mission.DELAY, [loc(VpKind.HILL, None)], losses(10, 0), VpSchedule.STANDARD, tables.scenario)
    assert r.outcome is Outcome.DRAW and not r.conditions[0].achieved


def test_the_retained_captured_columns_decide_the_majority(tables) -> None:
    # the defender keeps a ford it held (30) and the attacker captures a crossroad (35): the attacker's majority
    facts = [loc(VpKind.FORD, DEF, DEF, id="f"), loc(VpKind.CROSSROAD, ATT, DEF, id="x")]
    r = score_victory(Mission.DELAY, facts, losses(0, 0), VpSchedule.RETAINED_CAPTURED, tables.scenario)
    assert (r.defender_vp, r.attacker_vp) == (30, 35) and r.outcome is Outcome.ATTACKER_VICTORY
    # standard: 60 against 50
    r = score_victory(Mission.DELAY, facts, losses(0, 0), VpSchedule.STANDARD, tables.scenario)
    assert (r.defender_vp, r.attacker_vp) == (60, 50) and r.outcome is Outcome.MARGINAL


def test_raid(tables) -> None:
    assert score_raid(True).outcome is Outcome.ATTACKER_VICTORY
    r = score_raid(False, losses(10, 20))
    assert r.outcome is Outcome.DEFENDER_VICTORY and r.winner is DEF and r.defender_points_lost == 20
    with pytest.raises(ValueError):
        score_victory(Mission.RAID, [], [], VpSchedule.STANDARD, tables.scenario)


def test_the_result_explains_itself(tables) -> None:
    r = score_victory(
        Mission.ADVANCE_TO_CONTACT,
        [*MAJORITY, loc(VpKind.BRIDGE, DEF, near=True, id="b")],
        losses(30, 10),
        VpSchedule.STANDARD,
        tables.scenario,
    )
    text = "\n".join(s.text() for s in r.all_steps())
    assert "1/2" in text and "Bridge" in text and "DECISIVE" in text
    d = r.to_dict()
    assert d["outcome"] == "decisive" and d["vp"] == {"attacker": 30, "defender": 95.0}
    assert d["winner"] == "defender"


def test_a_location_is_named_with_its_kind_once(tables) -> None:
    """A generated battle numbers its locations by kind ("Road exit 2", "Building 1"): the score names each so, not
    "Road exit 2 (road exit)"; a name that does not say the kind has it beside it."""
    from dataclasses import replace

    standard = tables.scenario.vp_schedule

    def said(kind: VpKind, name: str) -> str:
        score = score_location(replace(loc(kind, None), name=name), VpSchedule.STANDARD, standard)
        return str(score.steps[0].message)

    assert said(VpKind.ROAD_EXIT, "Road exit 2") == "Road exit 2: controlled by nobody"
    assert said(VpKind.BUILDING, "Building 1") == "Building 1: controlled by nobody"
    assert said(VpKind.HILL, "Hill 101 (hill)") == "Hill 101 (hill): controlled by nobody"
    assert said(VpKind.HILL, "Knoll top") == "Knoll top (hill): controlled by nobody"
