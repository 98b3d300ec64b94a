"""``morefire mission``: a battle laid out by hand given a mission through the same action as Battle → Mission…, the
file keeping the ``mission:`` key the scenario system writes, ``morefire victory`` scoring it, ``--clear`` taking it
away; bad input exits 2 naming its flag, a refusal of the rules is a result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.model.actions.forces import SetMission
from morefire_gui.rules.scenario.terms import Mission
from morefire_gui.session.battle_session import BattleSession

DEMO = str(demo_battle_path())


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_mission_given_on_the_command_line_is_scored_and_taken_away(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out_file = tmp_path / "m.yaml"
    code, out, err = run(
        capsys, "mission", DEMO, "--mission", "holding_action", "--attacker", "allies", "--apply", str(out_file)
    )
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == (
        "Mission: Holding Action; 181st Tank Brigade attacks, Kampfgruppe Peiper defends; 11 victory point "
        "locations marked"
    )
    assert "  Hill 252.2 (hill): 70 standard, 50 retained, 70 captured; held at the start by Kampfgruppe Peiper" in out
    assert lines[-1] == f"  applied and saved to {out_file}"
    saved = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    # The key as the scenario system writes it (docs/battle-format.md, "mission").
    assert saved["mission"] == {"kind": "holding_action", "attacker": "allies", "defender": "axis", "ratio": [3, 2]}
    assert len(saved["vp_locations"]) == 11 and saved["vp_locations"][0]["held_by"] == "axis"
    assert saved["actions"][-1]["action"] == {"kind": "mission", "mission": "holding_action", "attacker": "allies"}
    # The window's action leaves the same battle.
    session = BattleSession.open(demo_battle_path())
    session.commit(session.perform(SetMission(mission=Mission.HOLDING_ACTION, attacker="allies")))
    opened = BattleSession.open(out_file)
    assert opened.battle.mission == session.battle.mission and opened.battle.vp_locations == session.battle.vp_locations
    # morefire victory scores it.
    code, out, err = run(capsys, "victory", str(out_file), "--json")
    assert code == 0, err
    scored = json.loads(out)
    assert scored["mission"] == "holding_action" and len(scored["locations"]) == 11
    # --clear takes it away.
    code, out, err = run(capsys, "mission", str(out_file), "--clear", "--apply", str(out_file))
    assert code == 0, err
    assert out.splitlines()[0] == "The mission is taken away"
    cleared = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert "mission" not in cleared and "vp_locations" not in cleared


def test_locations_placed_by_hand_and_the_json(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(
        capsys,
        "mission",
        DEMO,
        "--mission",
        "delay",
        "--attacker",
        "axis",
        "--vp-schedule",
        "retained_captured",
        "--vp",
        "f1",
        "--vp",
        "crossroad@14,20.5",
        "--json",
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["refused"] is None and data["applied_to"] is None
    assert data["mission"] == {
        "kind": "delay",
        "attacker": "axis",
        "defender": "allies",
        "ratio": [3, 1],
        "vp_schedule": "retained_captured",
    }
    assert [(v["kind"], v["piece"], v["at"]) for v in data["vp_locations"]] == [
        ("ford", "f1", None),
        ("crossroad", None, [14.0, 20.5]),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--mission", "delay", "--attacker", "reds"],
            "--attacker 'reds': {demo} has no such side; its sides are axis, allies",
        ),
        (["--mission", "delay"], "--attacker: missing: say which side attacks (the other defends)"),
        (
            ["--mission", "delay", "--attacker", "axis", "--vp", "ford@80,3"],
            "--vp: the victory point location at 80.0, 3.0 is off the table (0-72 x 0-48 in)",
        ),
        (
            ["--mission", "delay", "--attacker", "axis", "--vp", "w1"],
            "--vp: 'w1' is a woods: a victory point location is a hill, ford, bridge, crossroad, road exit or building",
        ),
        (
            ["--mission", "delay", "--attacker", "axis", "--vp", "swamp@3,3"],
            "--vp 'swamp@3,3': 'swamp' is no row of the victory point schedule",
        ),
        (["--clear", "--attacker", "axis"], "--attacker: for a mission given with --mission, not with --clear"),
    ],
)
def test_bad_input_exits_2_naming_the_flag(capsys, args: list[str], message: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out_file = tmp_path / "never.yaml"
    code, _out, err = run(capsys, "mission", DEMO, *args, "--apply", str(out_file))
    assert code == 2
    assert err.startswith("morefire: ") and message.format(demo=DEMO) in err, err
    assert not out_file.exists()


def test_a_refusal_is_a_result(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, "mission", DEMO, "--clear", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["refused"] == "the battle has no mission to take away" and data["rule"] == "Table VI"
    # A battle of the scenario system keeps its own.
    created = tmp_path / "s.yaml"
    assert run(capsys, "scenario", "--seed", "3", "--create", str(created))[0] == 0
    code, out, err = run(capsys, "mission", str(created), "--mission", "delay", "--attacker", "axis")
    assert code == 0 and out.startswith("Refused: the scenario system made this battle"), out + err
