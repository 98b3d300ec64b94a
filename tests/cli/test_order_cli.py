"""``morefire order`` (4.11, 4.12, 4.42), ``morefire battery`` (4.8) and the missions ``morefire turn --next`` lands at
artillery step A: run for real through morefire_gui.cli.main on a battle kept to the sequence of play, their JSON keys,
``--apply`` (the state, the log entry and the action record), the refusals (exit 0, with the rule) and bad arguments
(exit 2, nothing written).

The battle: a 72 x 48 inch table at 1:50. Germany (axis) fires from behind the north edge; a wood hides the aim point
36, 24 from the axis rifle squad, so the fire is unobserved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables

BATTLE = """\
format: morefire-battle
version: 1
title: Orders
table: {width: 72, depth: 48}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north, registration_points: [{n: 1, at: [36, 24], name: the ford}]}
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: w1, kind: woods, polygon: [[30, 12], [42, 12], [42, 16], [30, 16]]}
units:
  - {id: a1, side: axis, type: R, at: [36, 4]}
  - {id: mo1, side: axis, type: grw34, at: [40, 3]}
  - {id: i1, side: allies, type: R, at: [37, 24]}
batteries:
  - {id: bty1, side: axis, kind: off_board, guns: 4, calibre_mm: 105, name: II./AR 2}
  - {id: mortars, side: axis, kind: on_board, units: [mo1], deployment: in_transit}
  - {id: sov, side: allies, kind: off_board, guns: 4, calibre_mm: 122}
settings: {sequence: strict}
step: artillery.orders
"""


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    path = tmp_path / "battle.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def as_json(capsys: pytest.CaptureFixture[str], *args: str | Path) -> dict[str, Any]:
    code, out, err = run(capsys, *args, "--json")
    assert code == 0, err
    return json.loads(out)


ORDER = ["--side", "axis", "--battery", "bty1"]
# The JSON of a battery's (``battery``) or a gun's (``gun``) set-up or breakdown, besides who changes.
DEPLOYMENT_KEYS = (
    "change",
    "deployment",
    "turns_remaining",
    "ready_turn",
    "acted_in",
    "refused",
    "rule",
    "applied_to",
    "steps",
)


def test_order_a_at_a_registration_point_with_a_shift(
    capsys, battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    data = as_json(capsys, "order", battle, *ORDER, "--rp", "axis:1", "--shift=-100,200", "--apply", out)
    assert set(data) == {
        "side",
        "battery",
        "order",
        "registration_point",
        "at",
        "shift",
        "pattern",
        "target",
        "salvoes",
        "mission",
        "lands_in_turn",
        "time_lapse",
        "aim",
        "counter_battery",
        "acted_in",
        "refused",
        "rule",
        "applied_to",
        "steps",
    }
    assert (data["order"], data["registration_point"], data["shift"]) == (
        "fire",
        {"side": "axis", "n": 1},
        {"add_drop": -100, "right_left": 200},
    )
    assert data["mission"] == {
        "order": "fire",
        "registration_point": 1,
        "at": None,
        "shifts": [{"add_drop": -100, "right_left": 200}],
        "pattern": "spread",
        "called_turn": 1,
        "impact_turn": 4,
        "salvoes": None,
    }
    assert data["lands_in_turn"] == 4 and data["time_lapse"] == {
        "nation": "germany",
        "row": "Germany, France",
        "turns": 3,
    }
    assert data["aim"] == [32, 22]  # drop 100 (2 in north), right 200 (4 in west, as the battery looks south)
    assert (data["acted_in"], data["refused"], data["rule"], data["applied_to"]) == (
        "artillery.orders",
        None,
        None,
        str(out),
    )
    after = load_battle(out, catalogue, tables)
    assert after.fire_mission("bty1").impact_turn == 4 and after.acted == {"artillery.orders": ("bty1",)}
    (entry,) = after.log
    assert (entry.kind, entry.side, entry.secret) == ("order", "axis", True)
    assert after.actions[0].action == {
        "kind": "order",
        "side": "axis",
        "battery": "bty1",
        "registration_point": 1,
        "shift": {"add_drop": -100, "right_left": 200},
    }


def test_order_a_at_a_point_and_its_landing_with_turn_next(capsys, battle: Path, tmp_path: Path) -> None:
    data = as_json(capsys, "order", battle, *ORDER, "--at", "37,24")
    assert data["mission"]["at"] == [37, 24] and data["mission"]["registration_point"] is None
    assert data["lands_in_turn"] == 4 and data["aim"] == [37, 24]
    # The mission in the file, due in turn 4: Next into artillery step A lands it.
    due = tmp_path / "due.yaml"
    due.write_text(
        BATTLE.replace("step: artillery.orders", "step: movement.infantry\nturn: 4")
        + "fire_missions:\n  - {battery: bty1, at: [37, 24], called_turn: 1, impact_turn: 4}\n",
        encoding="utf-8",
    )
    data = as_json(capsys, "turn", due, "--next", "--dice", "3,6,30")
    (landed,) = data["landed"]
    assert (landed["battery"], landed["side"], landed["fired"], landed["reason"]) == ("bty1", "axis", True, None)
    barrage = landed["barrage"]
    # Unobserved (the wood), 3: 100 yards; 6: LEFT, east for a battery looking south: impact 39, 24; i1 rolls 30.
    assert (barrage["observed"], barrage["impact"], barrage["error"]) == (
        False,
        [39, 24],
        {"yards": 100, "direction": "left"},
    )
    assert [(t["unit"], t["result"]) for t in barrage["targets"]] == [("i1", "destroyed")]
    assert [(d["die"], d["face"]) for d in barrage["dice"]] == [("d10", 3), ("d10", 6), ("d100", 30)]
    assert data["turn"] == 4 and data["step"]["id"] == "artillery.impact"
    assert [e["kind"] for e in data["advanced"]["events"]] == ["barrage"]
    code, text, _ = run(capsys, "turn", due, "--next", "--dice", "3,6,30")
    assert code == 0 and "  Barrage by Axis: II./AR 2 (off the board), 4 x 105mm guns (Germany)" in text
    # A mission whose battery is not deployed when it is due does not fire: said, and nothing rolled.
    idle = tmp_path / "idle.yaml"
    idle.write_text(
        due.read_text(encoding="utf-8").replace("{battery: bty1, at", "{battery: mortars, at"), encoding="utf-8"
    )
    (landed,) = as_json(capsys, "turn", idle, "--next", "--dice", "")["landed"]
    assert not landed["fired"] and "in transit" in landed["reason"] and landed["rule"] == "4.11"
    assert landed["barrage"] is None


def test_repeat_shift_cease_and_counter_battery(capsys, battle: Path, tmp_path: Path) -> None:
    data = as_json(capsys, "order", battle, *ORDER, "--repeat")
    assert data["refused"] == "REPEAT needs a fire mission: give II./AR 2 a FIRE order first (4.12 A)"
    assert data["rule"] == "4.12" and data["mission"] is None and data["acted_in"] is None
    data = as_json(capsys, "order", battle, *ORDER, "--cease")
    assert data["refused"].startswith("II./AR 2 has no fire mission")
    data = as_json(capsys, "order", battle, "--side", "allies", "--battery", "sov", "--counter-battery", "bty1")
    assert data["counter_battery"] == {"target": "bty1", "called_turn": 1} and data["refused"] is None
    data = as_json(capsys, "order", battle, *ORDER, "--shift-only=0,-200")
    assert data["order"] == "shift" and data["shift"] == {"add_drop": 0, "right_left": -200}
    assert data["rule"] == "4.12"  # no mission to shift


def test_the_strict_battles_refusals(capsys, battle: Path, tmp_path: Path) -> None:
    data = as_json(capsys, "order", battle, "--side", "axis", "--battery", "mortars", "--at", "36,30")
    assert "in transit" in data["refused"] and data["rule"] == "4.11"
    moving = tmp_path / "moving.yaml"
    moving.write_text(BATTLE.replace("step: artillery.orders", "step: movement.road"), encoding="utf-8")
    data = as_json(capsys, "order", moving, *ORDER, "--rp", "axis:1")
    assert data["refused"] == (
        "writing an artillery order is artillery step C (adjust rounds for next turn and call "
        "for new fire); this is movement step 1 (road movement)"
    )
    assert data["rule"] == "Sequence of play"
    code, text, _ = run(capsys, "order", moving, *ORDER, "--rp", "axis:1")
    assert code == 0 and "Refused: writing an artillery order is artillery step C" in text


def test_battery_set_up_and_breakdown(
    capsys, battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    data = as_json(capsys, "battery", battle, "mortars", "--setup", "--apply", out)
    assert set(data) == {"battery", *DEPLOYMENT_KEYS}
    assert (data["change"], data["deployment"], data["turns_remaining"], data["ready_turn"], data["acted_in"]) == (
        "set_up",
        "setting_up",
        2,
        3,
        "artillery.orders",
    )
    after = load_battle(out, catalogue, tables)
    assert after.battery("mortars").deployment.value == "setting_up" and after.log[-1].kind == "battery"
    data = as_json(capsys, "battery", battle, "bty1", "--breakdown")
    assert data["rule"] == "4.8" and "off-board" in data["refused"] and data["deployment"] is None
    assert data["refused"].startswith("II./AR 2 is an off-board battery: off-board batteries start the battle deployed")
    data = as_json(capsys, "battery", battle, "mortars", "--breakdown")
    assert data["refused"] == "only a battery deployed can break down: mortars is in transit"
    code, text, _ = run(capsys, "battery", battle, "mortars", "--setup")
    assert code == 0 and text.splitlines()[0] == "Battery: mortars sets up" and "Result: mortars sets up" in text


BAD = [
    (
        "unknown battery",
        ["order", "--side", "axis", "--battery", "guns", "--repeat"],
        "has no such battery; its batteries are bty1, mortars, sov",
    ),
    (
        "another side's battery",
        ["order", "--side", "allies", "--battery", "bty1", "--repeat"],
        "morefire: battery 'bty1' fires for Axis, not Allies",
    ),
    (
        "no such registration point",
        ["order", *ORDER, "--rp", "axis:4"],
        "morefire: --rp 'axis:4': Axis has no registration point #4 (it has #1)",
    ),
    (
        "registration point of an unknown side",
        ["order", *ORDER, "--rp", "reds:1"],
        "morefire: --rp 'reds:1': {battle} has no such side; its sides are axis, allies",
    ),
    (
        "the other side's point",
        ["order", *ORDER, "--rp", "allies:1"],
        "fires only at its own registration points (rule 4.1)",
    ),
    ("shift over 800 yards", ["order", *ORDER, "--rp", "axis:1", "--shift=900,0"], "800 yards per direction"),
    ("shift with --at", ["order", *ORDER, "--at", "36,24", "--shift=100,0"], "--shift is for --rp"),
    (
        "pattern with repeat",
        ["order", *ORDER, "--repeat", "--pattern", "spread"],
        "morefire: --pattern: a REPEAT order has no pattern",
    ),
    (
        "converged in a basic game",
        ["order", *ORDER, "--rp", "axis:1", "--pattern", "converged"],
        "the converged pattern is not used in basic games",
    ),
    ("off the table", ["order", *ORDER, "--at", "80,24"], "off the table"),
    ("a bad shift", ["order", *ORDER, "--shift-only", "200"], "--shift-only '200': a shift is two whole numbers"),
    (
        "no order",
        ["order", *ORDER],
        "one of the arguments --rp --at --repeat --shift-only --cease --counter-battery is required",
    ),
    ("two orders", ["order", *ORDER, "--repeat", "--cease"], "not allowed with argument"),
    ("unknown battery to set up", ["battery", "guns", "--setup"], "has no such battery; its batteries are bty1"),
    ("set up and breakdown", ["battery", "bty1", "--setup", "--breakdown"], "not allowed with argument"),
]


@pytest.mark.parametrize("args, message", [(a, m) for _, a, m in BAD], ids=[i for i, _, _ in BAD])
def test_bad_arguments_exit_2_with_a_message(
    capsys, battle: Path, tmp_path: Path, args: list[str], message: str
) -> None:
    out_file = tmp_path / "out.yaml"
    original = battle.read_bytes()
    code, out, err = run(capsys, args[0], battle, *args[1:], "--apply", out_file)
    assert code == 2 and message.replace("{battle}", str(battle)) in err, err
    assert out == "" and not out_file.exists() and battle.read_bytes() == original


def test_a_barrage_landing_on_a_unit_reveals_nothing_of_the_request(
    capsys, battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    due = tmp_path / "due.yaml"
    due.write_text(
        BATTLE.replace("step: artillery.orders", "step: movement.infantry\nturn: 4")
        + "fire_missions:\n  - {battery: bty1, registration_point: 1, called_turn: 1, impact_turn: 4}\n",
        encoding="utf-8",
    )
    out = tmp_path / "out.yaml"
    as_json(capsys, "turn", due, "--next", "--dice", "1,30", "--apply", out)
    after = load_battle(out, catalogue, tables)
    assert after.unit("i1").status == (Status.DESTROYED,)
    entry = after.log[-1]
    assert (entry.kind, entry.secret, entry.phase, entry.turn) == ("barrage", None, "artillery.impact", 4)
    assert after.actions[-1].action == {"kind": "next_step"}
    assert [d.face for d in after.actions[-1].dice] == [1, 30]


def test_a_refused_order_and_battery_change_say_their_refusal_once(capsys, battle: Path, tmp_path: Path) -> None:
    moving = tmp_path / "moving.yaml"
    moving.write_text(BATTLE.replace("step: artillery.orders", "step: movement.road"), encoding="utf-8")
    code, text, _ = run(capsys, "order", moving, *ORDER, "--rp", "axis:1")
    assert code == 0 and text.count("writing an artillery order is artillery step C") == 1
    code, text, _ = run(capsys, "battery", moving, "mortars", "--setup")
    assert code == 0 and text.startswith("Battery: ") and text.count("Refused: ") == 1
    assert text.count("movement step 1 (road movement)") == 1


def test_an_orders_log_entry_says_each_step_as_its_own_clause(capsys, battle: Path, tmp_path: Path) -> None:
    out = tmp_path / "after.yaml"
    assert as_json(capsys, "order", battle, *ORDER, "--at", "36,30", "--apply", out)["refused"] is None
    code, text, _ = run(capsys, "log", out)
    assert code == 0
    entry = next(line for line in text.splitlines() if line.startswith("- **Order: "))
    assert "row Germany, France -> 3 turns; FIRE at a point of the table (spread): lands in turn 4" in entry


def test_mortars_fire_counter_battery_fire_only_within_their_range(
    capsys, battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # 4.41: 8 cm mortars reach 3000 yards; the Soviet battery stands 1000 yards behind the south edge (4.42), at
    # least 45 inches (2250 yards) + 1000 from mortars at y 3, and 18 inches (900 yards) + 1000 from mortars at y 30.
    far = tmp_path / "far.yaml"
    far.write_text(BATTLE.replace("deployment: in_transit", "deployment: deployed"), encoding="utf-8")
    args = ["--side", "axis", "--battery", "mortars", "--counter-battery", "sov"]
    data = as_json(capsys, "order", far, *args, "--apply", tmp_path / "out.yaml")
    assert data["rule"] == "4.41" and data["refused"] == (
        "sov stands at least 3250 yards from mortars, beyond the mortars' maximum range of 3000 yards (4.41)"
    )
    # Nothing is written but the battle as it stood.
    assert not load_battle(tmp_path / "out.yaml", catalogue, tables).counter_battery
    near = tmp_path / "near.yaml"
    near.write_text(far.read_text(encoding="utf-8").replace("at: [40, 3]", "at: [40, 30]"), encoding="utf-8")
    data = as_json(capsys, "order", near, *args)
    assert data["refused"] is None and data["counter_battery"]["target"] == "sov"


def test_counter_battery_fire_of_mortars_out_of_range_does_not_count(capsys, battle: Path, tmp_path: Path) -> None:
    # Fire written before (or mortars set up again out of reach): at step B the mortars do not fire (4.41).
    path = tmp_path / "counting.yaml"
    text = BATTLE.replace("deployment: in_transit", "deployment: deployed").replace("step: artillery.orders\n", "")
    path.write_text(
        text + "turn: 3\nstep: artillery.impact\ncounter_battery:\n"
        "  - {battery: mortars, target: sov, called_turn: 1, turns_fired: 1, fired_turn: 2}\n",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "turn", path, "--next")
    assert code == 0, err
    assert "sov stands at least 3250 yards from mortars, beyond the mortars' maximum range of 3000 yards (4.41)" in out
    assert "not fired, the count starts again" in out


def test_a_mission_that_has_landed_this_turn_is_no_longer_coming_up(capsys, tmp_path: Path) -> None:
    mission = "fire_missions:\n  - {battery: bty1, at: [37, 24], called_turn: 1, impact_turn: 4}\n"
    due = tmp_path / "due.yaml"
    due.write_text(BATTLE.replace("step: artillery.orders", "step: movement.infantry\nturn: 4") + mission, "utf-8")
    data = as_json(capsys, "turn", due)  # before step A: it lands this turn
    assert [(e["kind"], e["in_turns"]) for e in data["coming_up"]] == [("fire_mission", 0)]
    landed = tmp_path / "landed.yaml"
    landed.write_text(BATTLE.replace("step: artillery.orders", "step: artillery.orders\nturn: 4") + mission, "utf-8")
    data = as_json(capsys, "turn", landed)  # step C: it landed at step A
    assert [e["kind"] for e in data["coming_up"]] == []
    code, text, _ = run(capsys, "turn", landed)
    assert code == 0 and "Coming up: nothing lasts across turns" in text


def test_a_battery_whose_guns_are_all_destroyed_is_refused_not_an_error(capsys, tmp_path: Path) -> None:
    # 4.11, 4.8: a battery with no guns left neither fires nor sets up or breaks down; a refusal, nothing rolled.
    gone = tmp_path / "gone.yaml"
    gone.write_text(
        BATTLE.replace("type: grw34, at: [40, 3]}", "type: grw34, at: [40, 3], status: [destroyed]}")
        .replace("deployment: in_transit}", "deployment: deployed}")
        .replace("settings: {sequence: strict}\n", ""),
        encoding="utf-8",
    )
    original = gone.read_bytes()
    out = tmp_path / "out.yaml"
    said = "mortars: every one of its guns is destroyed, and a battery with no guns cannot fire or set up"
    data = as_json(capsys, "order", gone, "--side", "axis", "--battery", "mortars", "--at", "36,30", "--apply", out)
    assert (data["refused"], data["rule"]) == (said, "4.11")
    data = as_json(capsys, "battery", gone, "mortars", "--breakdown", "--apply", out)
    assert (data["refused"], data["rule"], data["deployment"]) == (said, "4.8", None)
    code, text, err = run(capsys, "order", gone, "--side", "axis", "--battery", "mortars", "--at", "36,30")
    assert code == 0 and err == "" and text.count(said) == 1 and f"Refused: {said} (4.11)" in text
    code, text, err = run(capsys, "battery", gone, "mortars", "--breakdown")
    assert code == 0 and err == "" and text.count(said) == 1
    code, text, err = run(capsys, "barrage", gone, "--side", "axis", "--battery", "mortars", "--at", "36,30")
    assert code == 0 and err == "" and f"Refused: {said} (4.11)" in text
    assert gone.read_bytes() == original


def _island_at_orders(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    """An island invasion kept to the sequence of play, at artillery step C of turn 1 (the attacker's naval
    bombardment, ISLAND C, ready to be given its order)."""
    battle = tmp_path / "island.yaml"
    assert run(capsys, "scenario", "--special", "island", "--seed", "5", "--create", battle)[0] == 0
    with battle.open("a", encoding="utf-8") as f:
        f.write("step: artillery.orders\nturn: 1\n")
    return battle


def test_the_naval_bombardment_is_ordered_to_fire_one_salvo_or_two(capsys, tmp_path: Path) -> None:
    # ISLAND C: "Naval Bombardment of 2 salvoes per turn": up to 2; the order says how many the mission fires.
    battle = _island_at_orders(capsys, tmp_path)
    out = tmp_path / "out.yaml"
    data = as_json(
        capsys,
        "order",
        battle,
        "--side",
        "allies",
        "--battery",
        "naval",
        "--at",
        "36,24",
        "--salvoes",
        "1",
        "--apply",
        out,
    )
    assert data["refused"] is None and data["salvoes"] == 1 and data["mission"]["salvoes"] == 1
    assert any(
        s["rule"] == "ISLAND C" and "fires 1 salvo in the turn the mission lands" in s["text"] for s in data["steps"]
    )
    saved = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert saved["fire_missions"][0]["salvoes"] == 1
    assert saved["actions"][-1]["action"]["salvoes"] == 1
    # Without the flag the mission fires every salvo it may: the file and the JSON as before.
    data = as_json(capsys, "order", battle, "--side", "allies", "--battery", "naval", "--at", "36,24")
    assert data["salvoes"] is None and data["mission"]["salvoes"] is None
    # Three are more than ISLAND C allows: refused with the rule, nothing written.
    code, text, err = run(
        capsys, "order", battle, "--side", "allies", "--battery", "naval", "--at", "36,24", "--salvoes", "3"
    )
    said = (
        "Naval bombardment fires at most 2 salvoes a turn: the naval bombardment of an island invasion is 2 "
        "salvoes per turn"
    )
    assert code == 0 and err == "" and text.count(said) == 1 and f"Refused: {said} (ISLAND C)" in text
    # CEASE FIRE fires nothing: it takes no salvoes (bad input, exit 2).
    code, _, err = run(capsys, "order", battle, "--side", "allies", "--battery", "naval", "--cease", "--salvoes", "1")
    assert code == 2 and err == "morefire: --salvoes: a CEASE FIRE order has no salvoes\n", err


def test_a_battery_of_the_other_side_is_said_with_the_sides_names(
    capsys: pytest.CaptureFixture[str], demo_path: Path
) -> None:
    """A barrage or an order given to the other side's battery names both sides as their players named them; a side's
    registration point it has not plotted, the same."""
    from morefire_gui.model.actions.artillery import RemoveRegistrationPoint
    from morefire_gui.session.battle_session import BattleSession

    for command in (["order", "--repeat"], ["barrage", "--at", "30,30"]):
        code, _out, err = run(capsys, command[0], demo_path, "--side", "allies", "--battery", "bty1", *command[1:])
        assert code == 2 and err == "morefire: battery 'bty1' fires for Kampfgruppe Peiper, not 181st Tank Brigade\n"
    removed = BattleSession.open(demo_path).perform(RemoveRegistrationPoint(side="allies", n=7))
    assert removed.invalid and removed.reason == "181st Tank Brigade has no registration point #7 (it has #1, #2)"
