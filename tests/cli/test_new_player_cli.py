"""What a new player meets at the command line: a flag mistyped, a point off the table, a picture or report that
cannot be written, an action refused with ``--apply``, and the text of a refusal said once and for its own reason.
Each exits as docs/cli.md says and leaves every file as it was."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from morefire_gui.cli import main

BATTLE = """\
format: morefire-battle
version: 1
title: New player
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: ht, side: axis, type: sdkfz251, at: [20, 10]}
  - {id: rider, side: axis, type: R, at: [20, 10], riding_on: ht}
  - {id: r1, side: axis, type: R, at: [40, 10]}
  - {id: r2, side: allies, type: R, at: [40, 40]}
batteries:
  - {id: b1, side: axis, kind: off_board, guns: 4, calibre_mm: 105}
fire_missions:
  - {battery: b1, at: [40, 40], called_turn: 1, impact_turn: 4}
settings: {sequence: strict}
turn: 4
step: movement.infantry
"""


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    path = tmp_path / "battle.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    return path


def at_step(battle: Path, step: str) -> Path:
    battle.write_text(BATTLE.replace("step: movement.infantry", f"step: {step}"), encoding="utf-8")
    return battle


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


# -- a flag mistyped -------------------------------------------------------------------------------------------


def test_a_mistyped_flag_is_named_by_its_command_with_the_flag_meant(capsys, battle: Path) -> None:
    before = battle.read_bytes()
    code, out, err = run(capsys, "turn", battle, "--nxt", "--apply", battle)
    assert code == 2 and out == ""
    assert "usage: morefire turn [-h]" in err
    assert "morefire turn: unrecognized arguments: --nxt (did you mean --next?)" in err
    assert battle.read_bytes() == before


def test_a_word_given_as_a_flag_is_said_to_be_given_without_one(capsys, battle: Path) -> None:
    """``morefire los BATTLE --from 10,10 --to 60,40``: FROM and TO are the command's own words, given in their
    places; the message says so, and suggests no flag of another meaning (``--to`` is not ``--json``)."""
    code, out, err = run(capsys, "los", battle, "--from", "10,10", "--to", "60,40")
    assert (code, out) == (2, "")
    assert "usage: morefire los [-h] [--advanced] [--json] BATTLE FROM TO" in err
    assert (
        "morefire los: unrecognized arguments: --from (FROM is given without a flag, in its place) "
        "--to (TO is given without a flag, in its place)"
    ) in err
    assert "--json?" not in err


@pytest.mark.parametrize(("typed", "meant"), [("valdate", "validate"), ("infantry_fire", "infantry-fire")])
def test_a_mistyped_command_is_named_with_the_command_meant(capsys, battle: Path, typed: str, meant: str) -> None:
    code, out, err = run(capsys, typed, battle)
    assert (code, out) == (2, "")
    assert err.endswith(f"morefire: {typed}: no such command (did you mean {meant}? morefire --help lists them)\n")
    assert "usage: morefire [-h] [--version] COMMAND ...\n" in err


def test_a_word_too_many_is_named_by_its_command(capsys, battle: Path) -> None:
    code, _, err = run(capsys, "fire", battle, "ht", "r2", "extra")
    assert code == 2
    assert "usage: morefire fire [-h]" in err and "morefire fire: unrecognized arguments: extra" in err


# -- a point off the table -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, said",
    [
        (["move", "{battle}", "r1", "--to", "100,10"], "morefire: --to '100,10' is off the table (0-72 x 0-48 in)"),
        (
            ["move", "{battle}", "r1", "--to", "41,10", "--via", "-5,3"],
            "morefire: --via '-5,3' is off the table (0-72 x 0-48 in)",
        ),
        (
            ["dismount", "{battle}", "rider", "--at", "20,60"],
            "morefire: --at '20,60' is off the table (0-72 x 0-48 in)",
        ),
        (
            ["order", "{battle}", "--side", "axis", "--battery", "b1", "--at", "80,7"],
            "morefire: --at '80,7' is off the table (0-72 x 0-48 in)",
        ),
    ],
)
def test_a_point_off_the_table_is_named_by_its_flag(capsys, battle: Path, args: list[str], said: str) -> None:
    before = battle.read_bytes()
    out_file = battle.with_name("out.yaml")
    code, out, err = run(capsys, *[a.format(battle=battle) for a in args], "--apply", out_file)
    assert (code, out) == (2, "")
    assert said in err
    assert battle.read_bytes() == before and not out_file.exists()


# -- a refusal said once, for its own reason, and what --apply wrote -------------------------------------------


def test_a_refused_action_with_apply_says_nothing_was_applied_and_one_taken_says_it_was(capsys, battle: Path) -> None:
    out_file = battle.with_name("out.yaml")
    code, out, _ = run(capsys, "move", battle, "ht", "--to", "20,20", "--apply", out_file)
    assert code == 0
    assert "refused: " in out and "this is movement step 6 (infantry movement)" in out
    assert f"refused, so nothing applied: the battle is saved to {out_file} as it stands" in out
    assert "applied and saved" not in out
    assert out_file.exists()
    code, out, _ = run(capsys, "move", battle, "r1", "--to", "40,12", "--apply", out_file)
    assert code == 0 and f"applied and saved to {out_file}" in out and "nothing applied" not in out


def test_a_passengers_move_is_refused_once(capsys, battle: Path) -> None:
    code, out, _ = run(capsys, "move", battle, "rider", "--to", "20,12")
    assert code == 0
    assert out.splitlines()[0].endswith(": refused")
    assert out.count("it rides on") == 1, out


def test_infantry_fire_out_of_its_step_says_the_step_not_that_no_firer_can_fire(capsys, battle: Path) -> None:
    at_step(battle, "melee.infantry")
    # r1 is far out of range: no firer could fire, but the fire is refused first for the step it is taken in.
    code, out, _ = run(capsys, "infantry-fire", battle, "--area", "40,40", "--firers", "r1")
    assert code == 0
    refusal = next(line for line in out.splitlines() if line.startswith("Refused: "))
    assert "is direct fire step 4 (infantry vs infantry); this is melee step A" in refusal
    assert refusal.endswith("(Sequence of play)") and "no firer can fire" not in refusal
    # In its step, the same fire is refused for no firer can fire.
    at_step(battle, "fire.infantry")
    code, out, _ = run(capsys, "infantry-fire", battle, "--area", "40,40", "--firers", "r1")
    assert code == 0 and "Refused: no firer can fire into the area (3.5)" in out


def test_a_mission_landing_on_next_says_its_dice_once(capsys, battle: Path) -> None:
    code, out, err = run(capsys, "turn", battle, "--next", "--dice", "3,4,50")
    assert code == 0, err
    assert "a barrage lands" in out
    assert out.count("dice rolled") == 1, out


# -- a picture or a report that cannot be written --------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_render_into_a_missing_folder_is_refused_before_drawing(capsys, battle: Path, suffix: str) -> None:
    out_file = battle.parent / "no-such-folder" / f"board{suffix}"
    code, out, err = run(capsys, "render", battle, "-o", out_file)
    assert (code, out) == (2, "")
    assert err == f"morefire: cannot write {out_file}: there is no folder {out_file.parent}\n"


def test_render_onto_a_folder_is_refused(capsys, battle: Path) -> None:
    folder = battle.parent / "board.png"
    folder.mkdir()
    code, _, err = run(capsys, "render", battle, "-o", folder)
    assert code == 2 and err == f"morefire: cannot write {folder}: it is a folder, not a file\n"


def test_render_onto_a_file_that_may_not_be_written_is_refused_and_the_file_kept(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = battle.parent / "board.svg"
    old.write_text("<svg/>", encoding="utf-8")
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == old else real_access(p, mode))
    code, out, err = run(capsys, "render", battle, "-o", old)
    assert (code, out) == (2, "")
    assert err == f"morefire: cannot write {old}: Permission denied\n"
    assert old.read_text(encoding="utf-8") == "<svg/>"
    # Once it may be written, the new picture replaces it whole, and nothing is left beside it.
    monkeypatch.setattr(os, "access", real_access)
    code, out, err = run(capsys, "render", battle, "-o", old)
    assert code == 0, err
    assert out == f"{old}\n"
    assert old.read_text(encoding="utf-8").startswith("<?xml")
    assert sorted(p.name for p in battle.parent.iterdir()) == ["battle.yaml", "board.svg"]


def test_render_into_a_folder_that_may_not_be_written_is_refused(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = battle.parent / "locked"
    folder.mkdir()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == folder else real_access(p, mode))
    code, _, err = run(capsys, "render", battle, "-o", folder / "board.pdf")
    assert code == 2 and err == f"morefire: cannot write {folder / 'board.pdf'}: Permission denied\n"
    assert list(folder.iterdir()) == []


def test_a_report_with_its_board_into_a_missing_folder_is_refused_before_drawing(capsys, battle: Path) -> None:
    out_file = battle.parent / "no-such-folder" / "report.html"
    code, out, err = run(capsys, "log", battle, "-o", out_file, "--board")
    assert (code, out) == (2, "")
    assert err == f"morefire: cannot write {out_file}: there is no folder {out_file.parent}\n"


@pytest.mark.parametrize(
    ("command", "out"), [("render", "board.png"), ("log", "report.md")], ids=["render", "log --board"]
)
def test_a_board_drawn_without_its_missing_table_image_says_so(capsys, battle: Path, command: str, out: str) -> None:
    """docs/cli.md: a battle whose table image file is missing is drawn without it, with a warning on stderr (exit
    0); the board of a report (log --board) is drawn the same way and says so the same way."""
    battle.write_text(
        BATTLE.replace(
            "sides:\n",
            "table_image: {path: photos/t.jpg, calibration: {points: [[0, 0], [100, 0]], distance: 72}}\nsides:\n",
        ),
        encoding="utf-8",
    )
    args = ["-o", battle.parent / out] + (["--board"] if command == "log" else [])
    code, said, err = run(capsys, command, battle, *args)
    assert (code, said) == (0, f"{battle.parent / out}\n")
    looked = battle.parent / "photos" / "t.jpg"
    assert err == (
        f"morefire {command}: warning: table image 'photos/t.jpg' not found (looked for {looked}); "
        "the board is drawn without it\n"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
@pytest.mark.parametrize(
    "args",
    [
        ["render", "{battle}", "-o", "{out}.png"],
        ["log", "{battle}", "-o", "{out}.md"],
        ["log", "{battle}", "-o", "{out}.html", "--board"],
    ],
    ids=["render", "log", "log --board"],
)
@pytest.mark.parametrize("linked", [False, True], ids=["a pipe", "a link to a pipe"])
def test_a_picture_or_report_is_never_put_in_place_of_what_is_not_a_file(
    capsys, battle: Path, args: list[str], linked: bool
) -> None:
    """What -o names may be a device or a named pipe, or a link to one (``report.md -> /dev/null``): the atomic save
    renames a new file over its target, which would replace the device with a file. It is bad input said before
    anything is drawn, as a battle file's --apply says it, and what is there stays as it was."""
    pipe = battle.parent / "pipe"
    os.mkfifo(pipe)
    given = [a.format(battle=battle, out=battle.parent / "out") for a in args]
    out_file = Path(given[3])
    if linked:
        out_file.symlink_to(pipe)
    else:
        out_file = pipe.rename(out_file)
        pipe = out_file
    code, out, err = run(capsys, *given)
    assert (code, out) == (2, "")
    said = f"it links to {pipe}, " if linked else "it is "
    assert err == f"morefire: cannot write {out_file}: {said}a named pipe (FIFO), not a file\n"
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and out_file.is_symlink() is linked
    assert {p.name for p in battle.parent.iterdir()} == {"battle.yaml", pipe.name, out_file.name}


# -- the catalogue's columns -----------------------------------------------------------------------------------


def test_the_catalogue_lines_up_and_gives_no_melee_factor_as_a_dash(capsys) -> None:
    code, out, _ = run(capsys, "catalog", "--nation", "germany")
    assert code == 0
    lines = out.splitlines()
    assert "None" not in out
    pzb = next(line for line in lines if line.startswith("pzb39 "))
    assert "FIR 0, MF -, range 500 yd" in pzb
    # Every line's name starts in the same column, the long ids' included.
    starts = {line.index(name) for line, name in ((ln, ln.split()[1]) for ln in lines)}
    assert len(starts) == 1, starts


def test_dismounting_says_where_each_rider_stands(capsys, battle: Path) -> None:
    at_step(battle, "movement.mount")
    code, out, err = run(capsys, "dismount", battle, "rider", "--at", "21,10.5")
    assert code == 0, err
    assert out.splitlines()[0] == "Dismount Rifle squad 1 (Axis): done"
    assert "  Rifle squad 1 (Axis) at 21.0, 10.5" in out.splitlines()


def test_an_airstrike_says_whose_dice_rolled_as_every_command_does(capsys, battle: Path) -> None:
    at_step(battle, "movement.aircraft")
    # The Axis bought a Stuka with its forces: a battle kept to the sequence of play flies only those (Table VII).
    battle.write_text(
        battle.read_text(encoding="utf-8").replace("edge: north}", "edge: north, airstrikes_bought: [ju87b]}"),
        encoding="utf-8",
    )
    code, out, err = run(
        capsys, "airstrike", battle, "--side", "axis", "--aircraft", "ju87b", "--from", "40,0", "--heading", "180"
    )
    assert code == 0, err
    assert "  dice rolled (the battle's dice): " in out


def test_a_purchase_refused_with_apply_says_that_nothing_is_written(capsys, battle: Path) -> None:
    out_file = battle.with_name("out.yaml")
    # Play has begun in this strict battle (turn 4): a purchase is refused, and no file is written.
    code, out, err = run(capsys, "forces", battle, "--side", "axis", "--buy", "R:1", "--place", "--apply", out_file)
    assert code == 0, err
    assert out.splitlines()[-2].startswith("Refused: ")
    assert out.splitlines()[-1] == f"nothing is written to {out_file}"
    assert not out_file.exists()


@pytest.mark.parametrize(
    "args",
    [
        ["spot", "r1", "r2"],
        ["fire", "ht", "r2"],
        ["infantry-fire", "--area", "40,40", "--firers", "r1"],
        ["melee", "r1", "r2"],
        ["mount", "ht", "r1"],
        ["order", "--side", "axis", "--battery", "b1", "--repeat"],
        ["barrage", "--at", "40,40", "--side", "axis", "--battery", "b1"],
        ["airstrike", "--side", "axis", "--aircraft", "ju87b", "--from", "40,0", "--heading", "180"],
    ],
    ids=lambda args: args[0],
)
def test_every_action_refused_with_apply_says_nothing_was_applied(capsys, battle: Path, args: list[str]) -> None:
    out_file = battle.with_name("out.yaml")
    code, out, err = run(capsys, args[0], battle, *args[1:], "--apply", out_file)
    assert code == 0, err
    assert f"refused, so nothing applied: the battle is saved to {out_file} as it stands" in out, out
    assert "applied and saved" not in out
    assert out_file.exists()


@pytest.mark.parametrize("name", ["report.pdf", "report.PNG", "report.docx"])
def test_a_report_named_as_another_format_is_refused(capsys, battle: Path, name: str) -> None:
    out_file = battle.parent / name
    code, out, err = run(capsys, "log", battle, "-o", out_file)
    assert (code, out) == (2, "")
    assert f"-o {out_file}: the report is Markdown (.md) or HTML (.html), not {out_file.suffix}" in err
    assert not out_file.exists()


@pytest.mark.parametrize("name", ["other.yaml", "game.mfb.yaml", "old.YML"])
def test_a_report_is_never_written_over_a_battle_file(capsys, battle: Path, name: str) -> None:
    """A report named as a battle file would put Markdown where a game was: refused, and the game kept."""
    other = battle.parent / name
    other.write_text(BATTLE, encoding="utf-8")
    code, out, err = run(capsys, "log", battle, "-o", other, "--format", "html")
    assert (code, out) == (2, "")
    assert err == (
        f"morefire: -o {other}: the report is Markdown (.md) or HTML (.html), not {other.suffix}: name the file so "
        "(a battle file ends in .yaml: the report is never written over one)\n"
    )
    assert other.read_text(encoding="utf-8") == BATTLE


@pytest.mark.parametrize(
    "args",
    [
        ["turn", "{battle}", "--next", "--apply", "{battle}"],
        ["move", "{battle}", "r1", "--to", "40,12", "--apply", "{battle}"],
        ["spot", "{battle}", "r1", "r2", "--apply", "{battle}"],
        ["scenario", "--seed", "7", "--create", "{battle}"],
    ],
    ids=lambda args: args[0],
)
def test_a_battle_file_that_may_not_be_written_is_not_saved_over(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    before = battle.read_bytes()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == battle else real_access(p, mode))
    code, _, err = run(capsys, *[a.format(battle=battle) for a in args])
    assert code == 2
    assert f"{battle}: cannot save: Permission denied; the previous file, if any, is unchanged" in err
    assert battle.read_bytes() == before
    assert not battle.with_name("battle.yaml.bak").exists()


@pytest.mark.parametrize("name", ["board.png", "report.md", "board.PDF", "answer.json"])
def test_a_battle_is_not_applied_over_a_picture_or_a_report(capsys, battle: Path, name: str) -> None:
    other = battle.with_name(name)
    other.write_bytes(b"not a battle")
    code, _, err = run(capsys, "move", battle, "r1", "--to", "40,12", "--apply", other)
    assert code == 2
    assert f"{other}: not written: a battle is saved as YAML" in err and "name the battle file .yaml" in err
    assert other.read_bytes() == b"not a battle"
    assert not other.with_name(name + ".bak").exists()


@pytest.mark.parametrize(
    "command, usage",
    [
        ("log", "usage: morefire log [-h] [--format {md,html}] [-o OUT] [--board] [--view SIDE] BATTLE"),
        ("render", "usage: morefire render [-h] -o OUT [--width PX]"),
        ("validate", "usage: morefire validate [-h] BATTLE"),
        ("victory", "usage: morefire victory [-h]"),
        (
            "placement",
            "usage: morefire placement [-h] --defender-edge {north,south,east,west} [--as-laid] [--json] [--apply OUT] BATTLE",
        ),
    ],
)
def test_the_usage_names_the_battle_and_the_output_as_the_reference_does(capsys, command: str, usage: str) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert text.startswith(usage), text[:200]
    assert text.split(" positional arguments: ")[1].startswith("BATTLE the battle file")
    from morefire_gui.cli import _command_parser, build_parser

    parser = _command_parser(build_parser(), command)
    assert parser is not None and " ".join(parser.format_usage().split()).endswith("BATTLE")


def test_act_says_what_apply_wrote_as_every_command_does(capsys, battle: Path) -> None:
    out_file = battle.with_name("out.yaml")
    refused = battle.with_name("spot.yaml")
    refused.write_text("{kind: spot, spotter: r1, target: r2}\n", encoding="utf-8")
    code, out, _ = run(capsys, "act", battle, refused, "--apply", out_file)
    assert code == 0 and f"  refused, so nothing applied: the battle is saved to {out_file} as it stands" in out
    taken = battle.with_name("move.yaml")
    taken.write_text("{kind: move, unit: r1, path: [[40, 12]]}\n", encoding="utf-8")
    code, out, _ = run(capsys, "act", battle, taken, "--apply", out_file)
    assert code == 0 and f"  applied and saved to {out_file}" in out


@pytest.mark.parametrize(
    "args, said",
    [
        (
            ["move", "{battle}", "ridr", "--to", "20,12"],
            "unit 'ridr' is not a unit of the battle in {battle} (did you mean rider?)",
        ),
        (["fire", "{battle}", "ht", "zzz"], "target 'zzz' is not a unit of the battle in {battle}\n"),
        (
            ["melee", "{battle}", "r1", "r2x"],
            "defender 'r2x' is not a unit of the battle in {battle} (did you mean r2?)",
        ),
    ],
)
def test_an_unknown_unit_is_named_with_the_battle_and_the_unit_meant(
    capsys, battle: Path, args: list[str], said: str
) -> None:
    before = battle.read_bytes()
    code, out, err = run(capsys, *[a.format(battle=battle) for a in args], "--apply", battle)
    assert (code, out) == (2, "")
    assert said.format(battle=battle) in err
    assert battle.read_bytes() == before


def test_a_battle_file_named_alone_opens_the_app_with_it(battle: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import morefire_gui.gui.app as app

    opened: list[object] = []
    monkeypatch.setattr(app, "run", lambda path, exit_after_show=False, program="": opened.append(path) or 0)
    assert main([str(battle)]) == 0
    assert [Path(str(p)) for p in opened] == [battle]


def test_a_battle_file_of_another_ending_named_alone_opens_the_app_with_it(
    battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The copy a save keeps (``battle.yaml.bak``) is a battle too: ``morefire battle.yaml.bak`` opens it, as
    ``morefire battle.yaml`` does, rather than calling it a command mistyped."""
    import morefire_gui.gui.app as app

    kept = battle.with_name("battle.yaml.bak")
    kept.write_bytes(battle.read_bytes())
    opened: list[object] = []
    monkeypatch.setattr(app, "run", lambda path, exit_after_show=False, program="": opened.append(path) or 0)
    assert main([str(kept)]) == 0
    assert [Path(str(p)) for p in opened] == [kept]


def test_a_folder_named_alone_is_said_to_be_a_folder(capsys, battle: Path) -> None:
    code, out, err = run(capsys, battle.parent)
    assert (code, out) == (2, "")
    assert err == (
        f"morefire: {battle.parent} is a folder, not a battle file: name a battle in it (morefire "
        f"{battle.parent / 'BATTLE.yaml'}) or a command (morefire --help lists them)\n"
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["infantry-fire", "{battle}", "--area", "40,40", "--firers", "r1,:1"],
            "--firers ':1': unit: must not be empty",
        ),
        (
            ["infantry-fire", "{battle}", "--area", "40,40", "--firers", "ht:"],
            "--firers 'ht:': weapon: must not be empty",
        ),
        (
            ["assault", "{battle}", "r1", "ht", "--support", "r2,x y"],
            "--support 'x y' is neither a unit id nor a unit's name in",
        ),
        (["forces", "{battle}", "--side", "axis", "--battery", ":4"], "--battery ':4': type: must not be empty"),
        (["victory", "{battle}", "--destroyed", "x y"], "--destroyed 'x y': location: an id may hold only letters"),
        (["victory", "{battle}", "--standing", "é"], "--standing 'é': location: an id may hold only letters"),
    ],
)
def test_an_id_that_cannot_be_one_is_named_by_its_flag(capsys, battle: Path, args: list[str], said: str) -> None:
    """An id the action's model refuses (empty, or with a character an id may not hold) is bad input naming the flag
    that gave it and the value given, not only the action's own key (``unit: must not be empty``)."""
    before = battle.read_bytes()
    code, out, err = run(capsys, *[a.format(battle=battle) for a in args])
    assert (code, out) == (2, "")
    assert err.startswith(f"morefire: {said}"), err
    assert battle.read_bytes() == before


def test_a_command_interrupted_says_so_in_a_line_and_keeps_the_file(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+C while a battle is saved: one line and exit 130, as a shell reports it, not a traceback; the save is
    atomic, so the file is as it was."""
    import morefire_gui.io.battle_file as battle_file

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    before = battle.read_bytes()
    monkeypatch.setattr(battle_file, "save_battle", interrupted)
    code, out, err = run(capsys, "turn", battle, "--next", "--apply", battle)
    assert (code, out, err) == (130, "", "morefire: interrupted\n")
    assert battle.read_bytes() == before


def test_every_command_that_rolls_says_the_seed_s_range_and_how_a_face_is_written() -> None:
    """``morefire COMMAND --help``: every ``--seed`` says the range it takes, and every ``--dice`` of an action how a
    d10's 0 and a d100's 100 are written, in the same words (the scenario's faces are its tables' dice)."""
    import argparse

    from morefire_gui.cli import build_parser

    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    seen = 0
    for name, command in commands.items():
        flags = {o: a for a in command._actions for o in a.option_strings}
        if "--seed" not in flags:
            continue
        seen += 1
        assert flags["--seed"].metavar == "N" and "(0 to 2**64-1)" in str(flags["--seed"].help), name
        if name != "scenario":
            assert "for a d10, 0 or 10 is the face printed 0; for a d100, 00 or 100" in str(flags["--dice"].help), name
    assert seen >= 14  # fire, spot, move, mount, dismount, ice, barrage, infantry-fire, melee, assault, airstrike, ...


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["move", "{battle}", "q 9", "--to", "40,12"],
            "morefire: UNIT 'q 9' is neither a unit id nor a unit's name in",
        ),
        (["fire", "{battle}", "r:1", "ht"], "morefire: FIRER 'r:1' is neither a unit id nor a unit's name in"),
        (["aircraft-turn", "{battle}", "a 1", "--heading", "5"], "morefire aircraft-turn: ID: an id may hold only"),
        (["forces", "{battle}", "--side", "a x", "--buy", "R:1"], "morefire: --side 'a x': an id may hold only"),
    ],
)
def test_a_word_or_flag_value_the_action_refuses_is_named_as_it_was_given(
    capsys, battle: Path, args: list[str], said: str
) -> None:
    """A value the flags' own checks let through and the action's model refuses is named by the flag or the word
    of the command that gave it (``--side``, ``UNIT``), not by the model's key."""
    code, out, err = run(capsys, *[a.format(battle=battle) for a in args])
    assert (code, out) == (2, "")
    assert err.startswith(said), err


def test_placement_on_a_battle_without_a_mission_says_how_to_make_one(capsys) -> None:
    """A player at the command line is told the command that makes a battle with a mission, beside the menu."""
    demo = Path(__file__).resolve().parents[2] / "resources" / "battles" / "demo.yaml"
    code, out, err = run(capsys, "placement", demo, "--defender-edge", "north")
    assert (code, out) == (2, "")
    assert "the battle has no mission" in err and "'morefire scenario --create FILE' (add --by-hand" in err, err


class _ReadOnlyMount:
    """What ``os.statvfs`` says of a file system mounted read-only."""

    f_flag = os.ST_RDONLY


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="a read-only mount is told by statvfs (POSIX)")
def test_a_battle_on_a_read_only_file_system_is_said_to_be_on_one(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The file's permissions allow writing; the mount does not: the cause is the read-only file system, not a
    # permission the player could change.
    before = battle.read_bytes()
    real_access, real_statvfs = os.access, os.statvfs
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == battle else real_access(p, mode))
    monkeypatch.setattr(os, "statvfs", lambda p: _ReadOnlyMount() if Path(p) == battle else real_statvfs(p))
    code, _, err = run(capsys, "move", battle, "r1", "--to", "40,12", "--apply", battle)
    assert code == 2
    assert err == (
        f"morefire: {battle}: cannot save: Read-only file system; the previous file, if any, is unchanged\n"
    ), err
    assert battle.read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="a read-only mount is told by statvfs (POSIX)")
def test_a_picture_into_a_folder_on_a_read_only_file_system_is_said_to_be_on_one(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = battle.parent / "cd"
    folder.mkdir()
    real_access, real_statvfs = os.access, os.statvfs
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == folder else real_access(p, mode))
    monkeypatch.setattr(os, "statvfs", lambda p: _ReadOnlyMount() if Path(p) == folder else real_statvfs(p))
    code, _, err = run(capsys, "render", battle, "-o", folder / "board.svg")
    assert code == 2 and err == f"morefire: cannot write {folder / 'board.svg'}: Read-only file system\n", err


@pytest.mark.parametrize(
    "args",
    [
        ["scenario", "--seed", "7", "--create", "{folder}/new.yaml"],
        ["move", "{battle}", "r1", "--to", "40,12", "--apply", "{folder}/new.yaml"],
    ],
    ids=lambda args: args[0],
)
def test_a_battle_that_cannot_be_saved_into_its_folder_is_said_as_every_file_error_is(
    capsys, battle: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    # The save itself fails (the folder refuses a new file): the message reads as check_saveable's do, with the
    # prefix, the path and the cause, and exits 2.
    import tempfile

    folder = battle.parent / "locked"
    folder.mkdir()

    def refuse(*a: object, dir: object = None, **k: object) -> object:
        raise PermissionError(13, "Permission denied", str(dir))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    code, _, err = run(capsys, *[a.format(battle=battle, folder=folder) for a in args])
    assert code == 2
    assert err.splitlines()[-1] == (
        f"morefire: {folder / 'new.yaml'}: cannot save: Permission denied; the previous file, if any, is unchanged"
    ), err
    assert list(folder.iterdir()) == []


def test_a_battle_saved_into_a_missing_folder_is_said_with_the_prefix(capsys, battle: Path) -> None:
    out = battle.parent / "no-such-folder" / "new.yaml"
    code, _, err = run(capsys, "scenario", "--seed", "7", "--create", out)
    assert code == 2
    assert err.splitlines()[-1].startswith(f"morefire: {out}: cannot save: the folder "), err


def test_every_word_a_command_takes_in_its_place_has_a_help_line() -> None:
    import argparse

    from morefire_gui.cli import COMMANDS, _command_parser, build_parser

    parser = build_parser()
    bare = [
        f"{name} {action.metavar or action.dest.upper()}"
        for name in COMMANDS
        if (command := _command_parser(parser, name)) is not None
        for action in command._actions
        if not action.option_strings and not action.help and not isinstance(action, argparse._SubParsersAction)
    ]
    assert bare == []


@pytest.mark.parametrize(
    "command, lines",
    [
        (
            "spot",
            ["SPOTTER the spotting unit: its id or its name", "TARGET the enemy unit to spot: its id or its name"],
        ),
        (
            "melee",
            [
                "ATTACKER the attacking infantry unit: its id or its name",
                "DEFENDER the defending unit: its id or its name",
            ],
        ),
        ("aircraft-turn", ["ID the id of the aircraft in play"]),
        ("fire", ["BATTLE the battle file (YAML)"]),
    ],
)
def test_the_help_says_what_each_word_in_its_place_is(capsys, command: str, lines: list[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for line in lines:
        assert line in out, out


def test_a_move_longer_than_the_allowance_is_said_to_stop_short_not_to_be_refused(capsys, battle: Path) -> None:
    # r1 (infantry, movement step 6) asked to walk 30 in: it goes as far as its allowance and stops there (1.2).
    code, out, _ = run(capsys, "move", battle, "r1", "--to", "40,40", "--seed", "1")
    header = out.splitlines()[0]
    assert code == 0 and "not allowed" not in header, header
    assert "stops short after " in header and "longer than the allowance" in header, header
    assert "\nResult:\n" in out and "refused" not in out


def test_validate_says_a_missing_table_image_at_its_line(capsys, battle: Path) -> None:
    """The file is valid (exit 0, the summary on stdout): its table image's file is missing, said on stderr with the
    battle file, the line and the key, as the window and render say it."""
    battle.write_text(
        BATTLE.replace(
            "sides:\n",
            "table_image: {path: photos/t.jpg, calibration: {points: [[0, 0], [100, 0]], distance: 72}}\nsides:\n",
        ),
        encoding="utf-8",
    )
    line = (
        battle.read_text(encoding="utf-8")
        .splitlines()
        .index(next(t for t in battle.read_text(encoding="utf-8").splitlines() if t.startswith("table_image:")))
        + 1
    )
    code, said, err = run(capsys, "validate", battle)
    assert code == 0 and said.startswith(f"{battle}: valid")
    looked = battle.parent / "photos" / "t.jpg"
    assert err == (
        f"morefire validate: warning: {battle}:{line}: table_image.path: table image 'photos/t.jpg' not found "
        f"(looked for {looked}); the board is drawn without it\n"
    )
