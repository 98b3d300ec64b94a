"""``morefire log``: the after-action report."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.cli import main
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import RollStep, TableStep
from morefire_gui.session.battle_session import BattleSession


def _played(demo_path: Path, tmp_path: Path) -> Path:
    session = BattleSession.open(demo_path)
    dice = ScriptedDice([37, 8])
    a, b = dice.d100("to hit"), dice.d10("hit location")
    session.record(
        "fire",
        "Tiger 1 fires at T-34 #1",
        "hit, turret",
        side="axis",
        turn=2,
        phase="direct fire",
        steps=[RollStep(a, 37, "2.2"), RollStep(b, 8, "2.4"), TableStep("Hit location", "8,9,0", "suspension", "2.4")],
    )
    unit = session.battle.unit("su1")
    session.battle.units[session.battle.unit_index("su1")] = unit.with_status(
        __import__("morefire_gui.model.terms", fromlist=["Status"]).Status.DESTROYED
    )
    path = tmp_path / "played.yaml"
    session.save(path)
    return path


def test_markdown_report_to_stdout(capsys, demo_path: Path, tmp_path: Path) -> None:
    battle = _played(demo_path, tmp_path)
    assert main(["log", str(battle)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# After-action report: Demo: Prokhorovka road")
    # The demo is played free of the sequence of play: its entries say so.
    assert "## Turn 2" in out and (
        "Tiger 1 fires at T-34 #1 — hit, turret (direct fire · Kampfgruppe Peiper · free play)" in out
    )
    assert "1 resolutions in the battle log; all of them taken in free play" in out
    assert "  - d100 for to hit: 37" in out
    assert "| 181st Tank Brigade | T-34 #1 |" in out  # losses
    assert "| Kampfgruppe Peiper | d10 | 1 | 8.00 | 5.5 |" in out


def test_html_report_with_the_board(capsys, demo_path: Path, tmp_path: Path) -> None:
    battle = _played(demo_path, tmp_path)
    out_file = tmp_path / "report.html"
    assert main(["log", str(battle), "-o", str(out_file), "--board"]) == 0
    text = out_file.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and "<h2>Turn 2</h2>" in text
    assert "src='report_board.png'" in text and (tmp_path / "report_board.png").stat().st_size > 1000


def test_bad_arguments_exit_2(capsys, demo_path: Path, tmp_path: Path) -> None:
    assert main(["log", str(demo_path), "--board"]) == 2
    assert "--board needs -o" in capsys.readouterr().err
    assert main(["log", str(tmp_path / "missing.yaml")]) == 2


def test_the_report_marks_what_was_taken_in_free_play(capsys, demo_path: Path, tmp_path: Path) -> None:
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.model.actions.table import SetSequence

    session = BattleSession.open(demo_path)
    session.commit(session.perform(Spot(spotter="ge7", target="su10"), ScriptedDice([95])))  # free
    session.commit(session.perform(SetSequence(mode="strict")))  # its entry is the strict battle's
    path = tmp_path / "mixed.yaml"
    session.save(path)
    for fmt, file in (("md", None), ("html", tmp_path / "report.html")):
        argv = ["log", str(path), "--format", fmt] + (["-o", str(file)] if file else [])
        assert main(argv) == 0
        out = capsys.readouterr().out if file is None else file.read_text(encoding="utf-8")
        lines = [line for line in out.splitlines() if " spots " in line or "Keep to the sequence" in line]
        free = [line for line in lines if "free play" in line]
        assert len(lines) == 2 and len(free) == 1 and " spots " in free[0], lines
        assert "; 1 of them taken in free play" in out


def test_the_losses_count_an_aircraft_shot_down(capsys, demo_path: Path, tmp_path: Path) -> None:
    # Table VII: "Airstrikes must be paid for in Army points": an Il-2 shot down (5.6) is 75 Allied points lost, as
    # the victory conditions count it; one turned back is not lost.
    from morefire_gui.model.aircraft import AircraftInPlay
    from morefire_gui.rules.aircraft.terms import AircraftState

    session = BattleSession.open(demo_path)
    session.battle.aircraft = [
        AircraftInPlay(id="air1", side="allies", type="il2", at=(20, 20), heading=0, state=AircraftState.DESTROYED),
        AircraftInPlay(id="air2", side="allies", type="il2", at=(30, 20), heading=0, state=AircraftState.ABORTED),
    ]
    path = tmp_path / "shot_down.yaml"
    session.save(path)
    assert main(["log", str(path)]) == 0
    out = capsys.readouterr().out
    losses = out.split("## Losses", 1)[1].split("##", 1)[0]
    allied = next(line for line in losses.splitlines() if line.startswith("| 181st Tank Brigade"))
    assert allied.split(" | ")[1:3] == ["Ilyushin Il-2M Shturmovik 1", "75"]


def test_a_format_that_contradicts_the_ending_of_out_is_refused_and_nothing_written(
    capsys, demo_path: Path, tmp_path: Path
) -> None:
    # docs/cli.md: -o OUT is Markdown or HTML by its ending; --format that says otherwise is bad input, not HTML
    # written under .md.
    for fmt, name, meant in (("html", "r.md", "r.html"), ("md", "r.html", "r.md"), ("md", "r.HTM", "r.md")):
        out = tmp_path / name
        assert main(["log", str(demo_path), "--format", fmt, "-o", str(out)]) == 2
        err = capsys.readouterr().err
        assert f"--format {fmt}: -o {out} ends in {out.suffix}" in err and f"name the file {meant}" in err, err
        assert not out.exists()
    # Agreeing, or an ending that names no format: --format says it; without --format the ending does.
    for argv, name, html in (
        (["--format", "html"], "r.html", True),
        (["--format", "html"], "report", True),
        (["--format", "md"], "r.markdown", False),
        ([], "r.htm", True),
        ([], "r.txt", False),
    ):
        out = tmp_path / name
        assert main(["log", str(demo_path), *argv, "-o", str(out)]) == 0, capsys.readouterr().err
        assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>") is html, name


def _forces_points(out: str, side: str) -> int:
    forces = out.split("## Forces", 1)[1].split("##", 1)[0]
    row = next(line for line in forces.splitlines() if line.startswith(f"| {side}"))
    return int(row.strip(" |").split(" | ")[2])


def test_the_forces_points_count_off_table_batteries_and_airstrikes(capsys, demo_path: Path, tmp_path: Path) -> None:
    # What a side's army cost is what it bought: its counters, and also its guns off the table and its airstrikes
    # (Table VII: "Airstrikes must be paid for in Army points"), as Build Forces counts them against its budget.
    from morefire_gui.model.actions.forces import BatteryPick
    from morefire_gui.model.artillery import BatteryDefinition, BatteryKind
    from morefire_gui.session.forces import battery_points

    session = BattleSession.open(demo_path)
    assert main(["log", str(demo_path)]) == 0
    counters = _forces_points(capsys.readouterr().out, "181st Tank Brigade")
    battery = BatteryPick(guns=4, calibre_mm=122, mortar=False)
    price = battery_points(session, "allies", battery).points
    assert price > 0
    session.battle.batteries = [
        *session.battle.batteries,
        BatteryDefinition(id="ussr_guns", side="allies", kind=BatteryKind.OFF_BOARD, guns=4, calibre_mm=122),
    ]
    allies = session.battle.sides.index(next(s for s in session.battle.sides if s.id == "allies"))
    session.battle.sides[allies] = session.battle.sides[allies].model_copy(update={"airstrikes_bought": ("il2",)})
    path = tmp_path / "bought.yaml"
    session.save(path)
    assert main(["log", str(path)]) == 0
    assert _forces_points(capsys.readouterr().out, "181st Tank Brigade") == counters + price + 75


def test_what_was_done_before_play_is_reported_under_the_set_up_before_turn_1(
    capsys, demo_path: Path, tmp_path: Path
) -> None:
    battle = tmp_path / "b.yaml"
    assert main(["forces", str(demo_path), "--side", "axis", "--buy", "R:2", "--place", "--apply", str(battle)]) == 0
    assert main(["move", str(battle), "ge1", "--to", "14,12", "--apply", str(battle)]) == 0
    capsys.readouterr()
    assert main(["log", str(battle)]) == 0
    out = capsys.readouterr().out
    set_up, turn_1 = out.index("\n## Set-up\n"), out.index("\n## Turn 1\n")
    assert set_up < turn_1 < out.index("\n## Dice")
    # The purchase is the set-up's, with no step of turn 1 beside it; the move is turn 1's, in its step.
    bought = out[set_up:turn_1]
    assert "Forces: 2 counters placed" in bought and "(Kampfgruppe Peiper · free play)" in bought
    assert "Movement 1" not in bought and "Move Tiger 1" not in bought
    assert "Move Tiger 1" in out[turn_1:] and "(Movement 1: road movement · Kampfgruppe Peiper · free play)" in out
    report = tmp_path / "report.html"
    assert main(["log", str(battle), "-o", str(report)]) == 0
    text = report.read_text(encoding="utf-8")
    assert text.index("<h2>Set-up</h2>") < text.index("<h2>Turn 1</h2>")


def test_the_report_names_the_briefings_nations_by_their_names(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "syria.yaml"
    assert main(["scenario", "--seed", "3", "--special", "syria", "--create", str(battle)]) == 0
    capsys.readouterr()
    assert main(["log", str(battle)]) == 0
    out = capsys.readouterr().out
    assert "| Forces | Vichy France (Axis) against Britain (Allies) |" in out
    assert "vichy_france" not in out
