"""The ``morefire`` command's table subcommands, run as a player or a script would run them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from morefire_gui.cli import main

DEMO_UNITS = 35


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_summarises_a_good_battle(capsys, demo_path: Path) -> None:
    code, out, err = run(capsys, "validate", str(demo_path))
    assert code == 0 and err == ""
    assert out.count("\n") == 1
    assert "valid" in out and f"{DEMO_UNITS} units" in out and "1:50" in out


def test_validate_counts_in_words(capsys, tmp_path: Path) -> None:
    one = tmp_path / "one.yaml"
    one.write_text(
        "format: morefire-battle\nversion: 1\ntitle: One\ntable: {width: 72, depth: 48, unit: in}\n"
        'scale: "1:50"\nsides:\n  - {id: axis, nation: germany, edge: north}\n'
        "terrain:\n  - {id: w1, kind: woods, polygon: [[10, 10], [20, 10], [20, 18]]}\n"
        "units:\n  - {id: a, side: axis, type: R, at: [1, 1]}\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "validate", str(one))
    assert code == 0 and "1 terrain piece, 1 unit: 1 of Axis" in out, out


def test_validate_keeps_its_summary_on_one_short_line(capsys, tmp_path: Path, demo_path: Path) -> None:
    long = tmp_path / "long.yaml"  # a title near its longest (500 characters)
    long.write_text(
        demo_path.read_text(encoding="utf-8").replace('title: "', 'title: "' + "Kursk " * 70, 1), encoding="utf-8"
    )
    code, out, _ = run(capsys, "validate", str(long))
    assert code == 0 and out.count("\n") == 1 and len(out) < 300 and "Kursk Kursk" in out and "…" in out


def test_validate_lists_every_problem_with_file_line_and_key(capsys, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "format: morefire-battle\nversion: 1\ntitle: Bad\ntable: {width: 72, depth: 48, unit: in}\n"
        "scale: 1:50\nsides:\n  - {id: axis, nation: germany, edge: north}\n",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "validate", str(bad))
    assert code == 2 and out == ""
    assert f"{bad}:5: scale:" in err
    assert "110" in err and 'scale: "1:50"' in err


def test_validate_reports_several_problems_at_once(capsys, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "format: morefire-battle\nversion: 1\ntitle: Bad\ntable: {width: 72, depth: 48, unit: in}\n"
        'scale: "1:50"\nsides:\n  - {id: axis, nation: germany, edge: north}\n'
        "units:\n  - {id: a, side: axis, type: Tiger, at: [1, 1]}\n  - {id: a, side: axis, type: R, at: [100, 1]}\n",
        encoding="utf-8",
    )
    code, _, err = run(capsys, "validate", str(bad))
    assert code == 2
    lines = err.strip().splitlines()
    assert any(":9: units[0] (a).type: unknown unit type 'Tiger'" in line for line in lines)
    assert any(":10: units[1] (a).id: duplicate id 'a'" in line for line in lines)
    assert any(":10: units[1] (a).at:" in line and "off the" in line for line in lines)


def test_validate_missing_file_exits_2(capsys, tmp_path: Path) -> None:
    code, _, err = run(capsys, "validate", str(tmp_path / "nope.yaml"))
    assert code == 2 and "no such file" in err


def test_los_json_between_units(capsys, demo_path: Path) -> None:
    code, out, _ = run(capsys, "los", str(demo_path), "ge2", "su3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["clear"] is False
    assert data["range_table"] == pytest.approx(35.0)
    assert data["range_yards"] == pytest.approx(1750.0)
    assert data["blockers"] == ["w4", "e1", "c1"]
    assert data["first_block"] == pytest.approx([30.0, 14.0])


def test_los_json_between_points_clear(capsys, demo_path: Path) -> None:
    code, out, _ = run(capsys, "los", str(demo_path), "2,2", "2,14", "--json")
    assert code == 0
    data = json.loads(out)
    assert data == {**data, "clear": True, "blockers": [], "first_block": None}
    assert data["range_yards"] == pytest.approx(600.0)


def test_los_text_explains(capsys, demo_path: Path) -> None:
    code, out, _ = run(capsys, "los", str(demo_path), "ge2", "su3")
    assert code == 0
    assert "LOS blocked" in out and "first blocked at 30.0, 14.0" in out
    # Each piece by its name, as a person reads it: the copse is "Copse (woods)", not its id.
    assert "blocked by Copse (woods): " in out and "w4" not in out


def test_los_text_names_its_units_as_its_pieces_and_the_json_keeps_their_ids(capsys, demo_path: Path) -> None:
    # Given by id or by name, a unit is named in the text as every command names it: by its name, or, of no name of
    # its own, by its type (and its side where the other side has one alike).
    for given in (("ge13", "su16"), ("2nd Squad", "su16")):
        code, out, _ = run(capsys, "los", str(demo_path), *given)
        assert code == 0
        first = out.splitlines()[0]
        assert first == "2nd Squad -> Light machine gun (181st Tank Brigade): 922 yd (18.4 in); LOS blocked", out
        assert "ge13" not in out and "su16" not in out
    code, out, _ = run(capsys, "los", str(demo_path), "2nd Squad", "su16", "--json")
    data = json.loads(out)
    assert (data["from"], data["to"]) == ("ge13", "su16")


def test_los_text_names_the_hill_a_unit_stands_on(capsys, demo_path: Path) -> None:
    code, out, _ = run(capsys, "los", str(demo_path), "ge1", "su1")
    assert code == 0
    assert "not blocked by Hill 252.2 (hill): the start stands on this hill" in out
    assert "h1" not in out and "h2" not in out and "r1" not in out


def test_los_advanced_flag_sees_over_lower_ground(capsys, demo_path: Path) -> None:
    # From the crest of Hill 252.2 (level 2, 20 yd) far across the copse, a hedge and a field on low ground.
    _code, out, _ = run(capsys, "los", str(demo_path), "12,8", "60,16", "--json")
    basic = json.loads(out)
    _code, out, _ = run(capsys, "los", str(demo_path), "12,8", "60,16", "--json", "--advanced")
    advanced = json.loads(out)
    assert basic["advanced"] is False and advanced["advanced"] is True
    assert basic["blockers"] == ["w4", "e4", "c2"]
    assert advanced["clear"] is True
    assert {"w4", "e4", "c2"} <= {i["piece"] for i in advanced["ignored"]}


@pytest.mark.parametrize(
    "args, message",
    [
        (["nosuch", "su3"], "FROM 'nosuch' is neither a unit id"),
        # An id mistyped is named with the id meant, as every command that takes a unit names it.
        (["ge2", "su3O"], "TO 'su3O' is neither a unit id or name in {demo} nor X,Y coordinates (did you mean su3?)\n"),
        (["ge2", "1,x"], "TO '1,x': coordinates are two numbers"),
        (["ge2", "100,10"], "TO '100,10' is off the table"),
        (["ge2", "1,2,3"], "TO '1,2,3': coordinates are two numbers"),
        (
            ["ge2", "nan,3"],
            "argument TO: must be X,Y: two numbers from -100,000 to 100,000 table units (found 'nan,3')",
        ),
    ],
)
def test_los_bad_endpoints_exit_2(capsys, demo_path: Path, args: list[str], message: str) -> None:
    code, out, err = run(capsys, "los", str(demo_path), *args)
    assert code == 2 and out == ""
    assert message.format(demo=demo_path) in err


def test_catalog_json_has_the_pinned_keys(capsys) -> None:
    code, out, _ = run(capsys, "catalog", "--json")
    assert code == 0
    entries = json.loads(out)
    by_id = {e["id"]: e for e in entries}
    for code_ in ("R", "RF", "SMG", "LMG", "MMG", "HMG", "FT"):
        assert by_id[code_]["kind"] == "infantry"
    for e in entries:
        assert {"id", "name", "nation", "kind", "footprint"} <= set(e)
        if e["kind"] == "aircraft":  # an airstrike is not a counter on the table
            assert e["footprint"] is None
        else:  # a vehicle's casting, or the default base of infantry and guns
            assert len(e["footprint"]) == 2 and all(v > 0 for v in e["footprint"]), e["id"]
            assert e["base"] is (e["kind"] != "vehicle"), e["id"]
        if e["kind"] == "vehicle":
            armor = e["armor"]
            assert set(armor) == {"turret_front", "turret_side", "hull_front", "hull_side"}
            assert all(1 <= armor[k] <= 11 for k in ("hull_front", "hull_side")), e["id"]
            # A turretless vehicle (a StuG, an Archer) has no turret armour: null, as its "turret" says.
            turret = (armor["turret_front"], armor["turret_side"])
            assert all(1 <= v <= 11 for v in turret) if e["turret"] else turret == (None, None), e["id"]
    tiger = by_id["pz6e"]
    assert tiger["kind"] == "vehicle" and len(tiger["footprint"]) == 2
    assert all(1 <= v <= 11 for v in tiger["armor"].values())
    assert tiger["open_top"] is False and tiger["tracked"] is True
    assert by_id["R"]["footprint"] == [0.5, 0.5] and by_id["R"]["base"] is True
    assert by_id["stug3g"]["armor"]["turret_front"] is None and by_id["stug3g"]["turret"] is False


def test_catalog_by_nation(capsys) -> None:
    code, out, _ = run(capsys, "catalog", "--nation", "ussr", "--json")
    nations = {e["nation"] for e in json.loads(out)}
    assert code == 0 and nations <= {"ussr", "all"} and "ussr" in nations
    code, _, err = run(capsys, "catalog", "--nation", "atlantis")
    assert code == 2 and "unknown nation 'atlantis'" in err


def test_unknown_subcommand_and_missing_arguments_exit_2(capsys) -> None:
    code, _, err = run(capsys, "bogus")
    assert code == 2 and "morefire: bogus: no such command" in err
    code, _, err = run(capsys, "los")
    assert code == 2 and "required" in err


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_render_writes_the_board(capsys, demo_path: Path, tmp_path: Path, suffix: str) -> None:
    out_file = tmp_path / f"board{suffix}"
    code, _out, err = run(capsys, "render", str(demo_path), "-o", str(out_file), "--width", "900")
    assert code == 0, err
    assert out_file.stat().st_size > 1000
    if suffix == ".png":
        from PySide6.QtGui import QImage

        image = QImage(str(out_file))
        assert image.width() == 900 and image.height() > 300
        colours = {image.pixel(x, y) for x in range(0, 900, 25) for y in range(0, image.height(), 25)}
        assert len(colours) > 10  # a real picture, not a blank
    elif suffix == ".svg":
        root = ET.parse(out_file).getroot()
        assert root.tag.endswith("svg")
    else:
        assert out_file.read_bytes().startswith(b"%PDF")


def test_render_refuses_an_unknown_format(capsys, demo_path: Path, tmp_path: Path) -> None:
    code, _, err = run(capsys, "render", str(demo_path), "-o", str(tmp_path / "board.bmp"))
    assert code == 2 and ".png, .svg or .pdf" in err
    assert not (tmp_path / "board.bmp").exists()


def _console_script(name: str) -> str:
    found = Path(sys.executable).with_name(name)
    return str(found) if found.exists() else shutil.which(name) or name


@pytest.mark.slow
def test_the_installed_command_runs(demo_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [_console_script("morefire"), "los", str(demo_path), "ge2", "su3", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["blockers"] == ["w4", "e1", "c1"]
    done = subprocess.run(
        [_console_script("morefire"), "validate", "/nonexistent/x.yaml"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2 and "no such file" in done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("command", [["morefire", "gui"], ["morefire-gui"], [sys.executable, "-m", "morefire_gui"]])
def test_every_way_of_starting_the_gui_shows_the_window(demo_path: Path, command: list[str]) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    exe = command[0] if command[0] == sys.executable else _console_script(command[0])
    done = subprocess.run(
        [exe, *command[1:], str(demo_path), "--exit-after-show"], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "window shown: Demo: Prokhorovka road" in done.stdout


@pytest.mark.parametrize("command, words", [("validate", "FILE:LINE: KEY"), ("los", "points on the table")])
def test_the_table_commands_say_what_they_do_in_their_help(capsys, command: str, words: str) -> None:
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0 and words in " ".join(out.split()), out


# A copse laid 3 in past the west edge, and a road run 8 in past the east edge.
OFF_THE_TABLE = (
    "format: morefire-battle\nversion: 1\ntitle: Off the edge\ntable: {width: 72, depth: 48, unit: in}\n"
    'scale: "1:50"\nsides:\n  - {id: axis, nation: germany, edge: north}\n  - {id: allies, nation: ussr, edge: south}\n'
    "terrain:\n"
    "  - {id: w1, kind: woods, name: Copse, polygon: [[-3, 20], [5, 20], [5, 25], [-3, 25]]}\n"
    "  - {id: h1, kind: hill, level: 1, polygon: [[30, 30], [40, 30], [40, 40]]}\n"
    "  - {id: rd1, kind: road, width: 0.5, line: [[10, 10], [80, 10]]}\n"
)
MAY = "it may be moved, turned or reshaped onto the table or nearer to it, never farther off"


def test_validate_warns_of_terrain_laid_off_the_table_at_its_line(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "off.yaml"
    battle.write_text(OFF_THE_TABLE, encoding="utf-8")
    code, out, err = run(capsys, "validate", str(battle))
    assert code == 0 and out.startswith(f"{battle}: valid")  # it opens as it is
    assert err.splitlines() == [
        f"morefire validate: warning: {battle}:10: terrain[0] (w1): Copse (woods, w1) reaches 3.0 in off the 72 x 48 "
        f"in table, to -3.0, 20.0: {MAY}",
        f"morefire validate: warning: {battle}:12: terrain[2] (rd1): Road (rd1) reaches 8.0 in off the 72 x 48 in "
        f"table, to 80.0, 10.0: {MAY}",
    ]


def test_act_brings_a_piece_laid_off_the_table_onto_it_and_refuses_it_farther_off(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "off.yaml"
    battle.write_text(OFF_THE_TABLE, encoding="utf-8")
    farther = tmp_path / "farther.yaml"
    farther.write_text(
        "kind: change_terrain\npieces:\n  - {id: w1, kind: woods, name: Copse, "
        "polygon: [[-5, 20], [3, 20], [3, 25], [-5, 25]]}\n",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "act", str(battle), str(farther), "--json")
    # As a piece laid past an edge: a mistake in the input, by name and how far (exit 2).
    assert code == 2 and out == ""
    assert err == (
        f"morefire: {farther}: Copse (woods, w1) would reach 5.0 in off the 72 x 48 in table, to -5.0, 20.0, farther "
        "than the 3.0 in it reaches now: move it onto the table or nearer to it\n"
    )
    onto = tmp_path / "onto.yaml"
    onto.write_text(
        "kind: change_terrain\npieces:\n  - {id: w1, kind: woods, name: Copse, "
        "polygon: [[0, 20], [8, 20], [8, 25], [0, 25]]}\n",
        encoding="utf-8",
    )
    moved = tmp_path / "moved.yaml"
    code, out, _ = run(capsys, "act", str(battle), str(onto), "--apply", str(moved))
    assert code == 0 and "applied and saved" in out
    code, _, err = run(capsys, "validate", str(moved))
    assert code == 0 and "(w1)" not in err and "(rd1)" in err  # the copse on the table; the road as it was


@pytest.mark.parametrize("command", [["morefire", "gui"], ["morefire-gui"]])
def test_an_unattended_start_on_a_missing_battle_says_why_and_leaves(tmp_path: Path, command: list[str]) -> None:
    # --exit-after-show waits for no one: the file it cannot open is said on stderr, not in a dialog waiting for a
    # click, and the start fails.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    missing = tmp_path / "nope.yaml"
    done = subprocess.run(
        [_console_script(command[0]), *command[1:], str(missing), "--exit-after-show"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    # Said by the name the player typed: `morefire gui` is a morefire command, `morefire-gui` the app's own.
    said_by = "morefire" if command[0] == "morefire" else "morefire-gui"
    assert done.stderr == f"{said_by}: Cannot open {missing}\n  {missing}: no such file\n", done.stderr
    assert "window shown" not in done.stdout
