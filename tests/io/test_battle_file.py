"""The battle file, format version 1: what it accepts, and how it reports what it does not.

Every error test checks the whole location a player sees -- file name, line, key path -- and the words of
the message, because that line is the whole of the help a player gets when a hand-edited file will not open.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from morefire_gui import __version__
from morefire_gui.errors import BattleFileError, InputError, MoreFireError, Problem, SaveError
from morefire_gui.io import battle_file, file_read, yamldoc
from morefire_gui.io.battle_file import battle_to_yaml, check_battle, load_battle, parse_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Battle, CustomScale
from morefire_gui.model.terms import Cover, Edge, Moved, Status, TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables

REPO = Path(__file__).resolve().parents[2]

# The example of the format's contract, with two more units so that ``units[3]`` exists. Line numbers
# matter: the tables below name them.
DEMO = """\
format: morefire-battle
version: 1
title: Demo
table: {width: 72, depth: 48, unit: in}   # unit: in | cm
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}     # edge = the side's base edge
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: w1, kind: woods, polygon: [[10, 10], [20, 10], [20, 18], [10, 18]]}
  - {id: h1, kind: hill, polygon: [[30, 5], [40, 5], [38, 14]], level: 1}
  - {id: r1, kind: road, line: [[0, 24], [72, 24]], width: 0.5}
  - {id: e1, kind: hedge, line: [[50, 30], [60, 30]]}
  - {id: f1, kind: ford, at: [36, 24]}
units:
  - {id: t1, side: allies, type: t34_76_43, at: [30, 40], facing: 0}
  - {id: i1, side: axis, type: R, at: [40, 12], facing: 180, cover: open}
  - {id: g1, side: axis, type: pz4h, at: [44, 10], facing: 180, moved: C}
  - {id: i2, side: axis, type: SMG, at: [44, 10], riding_on: g1, status: [spotted]}
"""


def edit(line: int, old: str, new: str, text: str = DEMO) -> str:
    """``text`` with ``old`` replaced by ``new`` on one line (1-based), failing loudly if it is not there,
    so that a change to DEMO cannot quietly turn a test into one that checks nothing."""
    lines = text.split("\n")
    assert old in lines[line - 1], f"{old!r} is not on line {line}: {lines[line - 1]!r}"
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    return "\n".join(lines)


def insert(after_line: int, new_lines: str, text: str = DEMO) -> str:
    lines = text.split("\n")
    return "\n".join([*lines[:after_line], *new_lines.rstrip("\n").split("\n"), *lines[after_line:]])


def write(tmp_path: Path, text: str | bytes, name: str = "demo.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def load_error(tmp_path: Path, text: str | bytes, catalogue: Catalogue, tables: RuleTables) -> BattleFileError:
    path = write(tmp_path, text)
    with pytest.raises(BattleFileError) as info:
        load_battle(path, catalogue, tables)
    return info.value


@dataclass(frozen=True)
class Case:
    """A broken file and the one problem it must be reported with."""

    id: str
    text: str
    line: int | None
    key: str
    message: str  # a regular expression searched for in the problem's message


def located(problem: Problem, case: Case, path: Path) -> str:
    """Where the player reads the problem is: the file, the line, and the key path with the ids of the items on it
    (``units[1] (i1).facng``), which are the items' own ids and nothing else."""
    where = f"{path.name}:{case.line}" if case.line is not None else path.name
    shown = problem.named or case.key
    assert re.sub(r" \([^)]*\)", "", shown) == case.key, shown
    return f"{where}: {shown}: " if case.key else f"{where}: "


def check_one_problem(err: BattleFileError, case: Case, path: Path) -> None:
    assert len(err.problems) == 1, str(err)
    problem = err.problems[0]
    assert problem.source == str(path)
    assert (problem.line, problem.key) == (case.line, case.key), str(err)
    assert re.search(case.message, problem.message), f"{case.message!r} not in {problem.message!r}"
    # What the player reads: "…/demo.yaml:12: units[3].type: unknown unit type …"
    assert str(err).startswith(str(path.parent / located(problem, case, path)))
    assert problem.message in str(err)


# -- the file as a whole -----------------------------------------------------------------------------

FILE_CASES = [
    Case(
        "not a mapping",
        "- format: morefire-battle\n- version: 1\n",
        1,
        "",
        r"a battle file is a YAML mapping that starts with 'format: morefire-battle' \(this file holds a list\)",
    ),
    Case("just text", "hello\n", 1, "", r"YAML mapping .* holds just the text 'hello'"),
    Case("empty", "", None, "", r"the file is empty"),
    Case("only a comment", "# nothing yet\n", None, "", r"the file is empty"),
    Case(
        "format missing",
        DEMO.replace("format: morefire-battle\n", ""),
        1,
        "format",
        r"not a More Fire! battle file: it has no 'format: morefire-battle' line",
    ),
    Case(
        "format wrong",
        edit(1, "morefire-battle", "vassal-module"),
        1,
        "format",
        r"'format' must be 'morefire-battle' \(found 'vassal-module'\)",
    ),
    Case("version missing", DEMO.replace("version: 1\n", ""), 1, "version", r"required key is missing"),
    Case("version 0", edit(2, "1", "0"), 2, "version", r"must be a whole number 1 or more \(found 0\)"),
    Case("version x", edit(2, "1", "x"), 2, "version", r"must be a whole number 1 or more \(found 'x'\)"),
    Case("version 1.5", edit(2, "1", "1.5"), 2, "version", r"whole number 1 or more \(found 1.5\)"),
    Case("version true", edit(2, "1", "true"), 2, "version", r"whole number 1 or more \(found True\)"),
    Case(
        "version 2",
        edit(2, "1", "2"),
        2,
        "version",
        r"this file is version 2, written by a newer More Fire!; this app reads up to version 1\. "
        r"Upgrade the app to open it\.",
    ),
    Case("yaml syntax", edit(11, "[[30, 5],", "[[30, 5]"), 11, "", r"not valid YAML: .*flow sequence"),
    Case("yaml tab", insert(17, "\t- {id: x}"), 18, "", r"not valid YAML"),
    Case("two documents", DEMO + "---\nformat: morefire-battle\n", 20, "", r"not valid YAML: .*single document"),
    Case(
        "unsafe tag",
        edit(3, "Demo", "!!python/object/apply:os.system ['echo hi']"),
        3,
        "",
        r"not valid YAML: .*could not determine a constructor.*python/object/apply",
    ),
    Case("anchor", edit(3, "Demo", "&t Demo"), 3, "", r"anchors \(&t\) are not allowed in these files"),
    Case("alias", edit(3, "Demo", "*t"), 3, "", r"aliases \(\*t\) are not allowed"),
    Case("key twice", insert(3, "title: Again"), 4, "title", r"this key is given twice \(first on line 3\)"),
    Case(
        "key twice in a unit",
        edit(17, "facing: 180,", "facing: 180, facing: 90,"),
        17,
        "units[1].facing",
        r"given twice",
    ),
    Case(
        "number as a key",
        insert(3, "1: one"),
        4,
        "1",
        r"a key must be text, but YAML reads this one as the int 1; put it in quotes",
    ),
    Case("yes as a key", insert(3, "yes: please"), 4, "True", r"YAML reads this one as the bool True"),
]


@pytest.mark.parametrize("case", FILE_CASES, ids=[c.id for c in FILE_CASES])
def test_file_problems_are_located(case: Case, tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    err = load_error(tmp_path, case.text, catalogue, tables)
    check_one_problem(err, case, tmp_path / "demo.yaml")


def test_anchors_and_aliases_are_all_reported_before_anything_is_built(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # A "billion laughs": nine levels of ten aliases each. Built, it would be 10**9 strings.
    lines = ["format: morefire-battle", "version: 1", 'a0: &a0 "lol"']
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
    err = load_error(tmp_path, "\n".join(lines) + "\n", catalogue, tables)
    assert err.problems[0] == Problem(
        str(tmp_path / "demo.yaml"), 3, "", "anchors (&a0) are not allowed in these files; remove the &a0"
    )
    # Every anchor, and each anchor's aliases once, at the first, with how many there are: not a page of them.
    assert len(err.problems) == 10 + 9
    assert {p.line for p in err.problems} == set(range(3, 13))
    assert err.problems[2] == Problem(
        str(tmp_path / "demo.yaml"),
        4,
        "",
        "aliases (*a0) are not allowed in these files; write the value out in full (used 10 times; this is the first)",
    )


@pytest.mark.parametrize(
    "key, what, limit",
    [("units", "units", battle_file.MAX_UNITS), ("terrain", "terrain pieces", battle_file.MAX_PIECES)],
)
def test_a_file_with_far_too_many_units_or_pieces_is_refused_at_once(
    tmp_path: Path,
    catalogue: Catalogue,
    tables: RuleTables,
    monkeypatch: pytest.MonkeyPatch,
    key: str,
    what: str,
    limit: int,
) -> None:
    """A broken or hostile file must not take minutes and gigabytes to refuse: the count is checked first."""
    monkeypatch.setattr(battle_file, "MAX_UNITS" if key == "units" else "MAX_PIECES", 3)
    items = "\n".join(f"  - {{id: x{i}}}" for i in range(4))  # not even valid items: the count comes first
    text = DEMO.split(f"\n{key}:")[0] + f"\n{key}:\n{items}\n"
    err = load_error(tmp_path, text, catalogue, tables)
    assert len(err.problems) == 1 and err.problems[0].key == key
    assert err.problems[0].message.startswith(f"4 {what}: a battle file holds at most 3")
    assert limit >= 5_000  # the real limits are far beyond any table


# -- reading the file from disk ------------------------------------------------------------------------


def test_a_missing_file(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    with pytest.raises(BattleFileError) as info:
        load_battle(tmp_path / "nowhere.yaml", catalogue, tables)
    assert str(info.value) == f"{tmp_path / 'nowhere.yaml'}: no such file"


def test_a_folder(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    (tmp_path / "battles.yaml").mkdir()
    with pytest.raises(BattleFileError) as info:
        load_battle(tmp_path / "battles.yaml", catalogue, tables)
    assert str(info.value) == f"{tmp_path / 'battles.yaml'}: this is a folder, not a file"


def test_a_file_that_is_not_utf8_names_the_line(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    latin1 = edit(3, "Demo", "Bataille de Kharkov, février 1943").encode("latin-1")
    err = load_error(tmp_path, latin1, catalogue, tables)
    (problem,) = err.problems
    assert (problem.source, problem.line, problem.key) == (str(tmp_path / "demo.yaml"), 3, "")
    assert re.fullmatch(r"not a UTF-8 text file \(byte \d+ is 0xe9\); save it as UTF-8", problem.message)
    assert str(err).startswith(f"{tmp_path / 'demo.yaml'}:3: not a UTF-8 text file")


def test_an_unreadable_file(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, DEMO)

    def refuse(where: Path) -> int:
        raise PermissionError(13, "Permission denied", str(where))

    monkeypatch.setattr(file_read, "open_regular", refuse)  # chmod 0 would not stop root, who runs CI
    with pytest.raises(BattleFileError) as info:
        load_battle(path, catalogue, tables)
    assert str(info.value) == f"{path}: permission denied"


def test_an_oversized_file_is_refused_before_it_is_read(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(yamldoc, "MAX_FILE_BYTES", 100)
    err = load_error(tmp_path, DEMO, catalogue, tables)
    assert str(err) == (
        f"{tmp_path / 'demo.yaml'}: the file is {file_read.size_words(len(DEMO.encode()))}; files of this kind are read up to "
        "100 bytes: is it the right file?"
    )


def test_a_byte_order_mark_and_windows_line_ends_are_fine(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # What Notepad writes.
    path = write(tmp_path, ("\ufeff" + DEMO.replace("\n", "\r\n")).encode("utf-8"))
    assert load_battle(path, catalogue, tables) == parse_battle(DEMO, "demo.yaml", catalogue, tables)


# -- keys and values -------------------------------------------------------------------------------------

KEY_CASES = [
    # unknown and missing keys
    Case(
        "misspelt unit key",
        edit(17, "facing", "facng"),
        17,
        "units[1].facng",
        r"^unknown key 'facng' \(did you mean 'facing'\?\)$",
    ),
    Case("misspelt top-level key", edit(3, "title", "titel"), 3, "titel", r"did you mean 'title'\?"),
    Case("misspelt table key", edit(4, "depth", "dept"), 4, "table.dept", r"did you mean 'depth'\?"),
    Case("misspelt terrain key", edit(11, "level", "levle"), 11, "terrain[1].levle", r"did you mean 'level'\?"),
    Case(
        "key with no likely meaning",
        edit(7, "edge: north", "edge: north, colour: grey"),
        7,
        "sides[0].colour",
        r"unknown key 'colour'; allowed keys: airstrikes_bought, edge, id, name, nation",
    ),
    Case(
        "table missing",
        DEMO.replace("table: {width: 72, depth: 48, unit: in}   # unit: in | cm\n", ""),
        1,
        "table",
        r"^required key 'table' is missing$",
    ),
    Case("sides missing", re.sub(r"sides:\n(  - .*\n)+", "", DEMO), 1, "sides", r"^required key 'sides' is missing$"),
    Case("table width missing", edit(4, "width: 72, ", ""), 4, "table.width", r"^required key 'width' is missing$"),
    Case("unit type missing", edit(19, "type: SMG, ", ""), 19, "units[3].type", r"^required key 'type' is missing$"),
    Case("unit position missing", edit(18, "at: [44, 10], ", ""), 18, "units[2].at", r"^required key 'at' is missing$"),
    Case(
        "terrain kind missing",
        edit(10, "kind: woods, ", ""),
        10,
        "terrain[0].kind",
        r"^required key 'kind' is missing$",
    ),
    # the table and the scale
    Case(
        "table unit mm",
        edit(4, "unit: in", "unit: mm"),
        4,
        "table.unit",
        r"^'mm' is not one of the choices here: 'in' or 'cm'$",
    ),
    Case(
        "table width zero",
        edit(4, "width: 72", "width: 0"),
        4,
        "table.width",
        r"^must be a number more than 0 \(found 0\)$",
    ),
    Case(
        "table width text",
        edit(4, "width: 72", "width: wide"),
        4,
        "table.width",
        r"^must be a number \(found 'wide'\)$",
    ),
    Case(
        "table depth nan",
        edit(4, "depth: 48", "depth: .nan"),
        4,
        "table.depth",
        r"^must be a number of ordinary size, not infinite or 'nan' \(found nan\)$",
    ),
    Case(
        "scale unquoted",
        edit(5, '"1:50"', "1:50"),
        5,
        "scale",
        r"^YAML read the unquoted 1:50 as the number 110 \(a base-60 number\); put quotes around it: "
        r'scale: "1:50"$',
    ),
    Case("scale unquoted 1:25", edit(5, '"1:50"', "1:25"), 5, "scale", r"unquoted 1:25 as the number 85"),
    Case(
        "scale a bare number",
        edit(5, '"1:50"', "50"),
        5,
        "scale",
        r'a scale is one of "15mm", "1:25", "1:50", "1:100", "1cm=10m", "1cm=20m" or \{yards_per_inch: N\} '
        r"\(found the number 50\)",
    ),
    Case(
        "scale unknown", edit(5, '"1:50"', '"1:60"'), 5, "scale", r"""unknown scale '1:60' \(did you mean "1:50"\?\)"""
    ),
    Case("scale empty", edit(5, '"1:50"', ""), 5, "scale", r"a scale is one of .* \(found None\)"),
    Case("scale a list", edit(5, '"1:50"', "[1, 50]"), 5, "scale", r"a scale is one of .* \(found a list\)"),
    Case(
        "custom scale negative",
        edit(5, '"1:50"', "{yards_per_inch: -40}"),
        5,
        "scale.yards_per_inch",
        r"^must be a number 1 or more \(found -40\)$",
    ),
    Case(
        "custom scale misspelt",
        edit(5, '"1:50"', "{yards_per_inh: 40}"),
        5,
        "scale.yards_per_inh",
        r"did you mean 'yards_per_inch'",
    ),
    # sides
    Case(
        "unknown nation",
        edit(8, "ussr", "narnia"),
        8,
        "sides[1].nation",
        r"^unknown nation 'narnia' .*; known: germany, .*ussr",
    ),
    Case("nation misspelt", edit(8, "ussr", "usrr"), 8, "sides[1].nation", r"did you mean 'ussr'\?"),
    Case(
        "unknown edge",
        edit(8, "south", "up"),
        8,
        "sides[1].edge",
        r"^'up' is not one of the choices here: 'north', 'south', 'east' or 'west'$",
    ),
    Case(
        "duplicate side",
        edit(16, "side: allies", "side: axis", edit(8, "id: allies", "id: axis")),
        8,
        "sides[1].id",
        r"duplicate side id 'axis' \(also sides\[0\]\)",
    ),
    Case(
        "no sides",
        re.sub(r"sides:\n(  - .*\n)+", "sides: []\n", DEMO),
        6,
        "sides",
        r"^must not be empty$",
    ),
    # ids
    Case(
        "id that YAML reads as a number",
        edit(17, "id: i1", "id: 12"),
        17,
        "units[1].id",
        r'^must be text \(found 12\); YAML reads 12 as a number: put it in quotes, "12"$',
    ),
    Case(
        "name that YAML reads as no",
        edit(7, "edge: north", "edge: north, name: no"),
        7,
        "sides[0].name",
        r'YAML reads no as a yes/no value: put it in quotes, "no"$',
    ),
    Case(
        "id with a space",
        edit(17, "id: i1", "id: 'i 1'"),
        17,
        "units[1].id",
        r"an id may hold only letters, digits and _ \. - \(no spaces\) \(found 'i 1'\)",
    ),
    Case(
        "duplicate terrain id",
        edit(14, "id: f1", "id: w1"),
        14,
        "terrain[4].id",
        r"duplicate id 'w1' \(also terrain\[0\]\)",
    ),
    Case(
        "unit id same as terrain id",
        edit(17, "id: i1", "id: h1"),
        17,
        "units[1].id",
        r"duplicate id 'h1' \(also terrain\[1\]\)",
    ),
    Case(
        "duplicate unit id", edit(17, "id: i1", "id: t1"), 17, "units[1].id", r"duplicate id 't1' \(also units\[0\]\)"
    ),
    # units
    Case(
        "unknown unit type",
        edit(19, "type: SMG", "type: Rifle"),
        19,
        "units[3].type",
        r"^unknown unit type 'Rifle' \(it is not in the unit catalogue\)$",
    ),
    Case(
        "unit type misspelt",
        edit(18, "pz4h", "pz4"),
        18,
        "units[2].type",
        r"unknown unit type 'pz4' \(did you mean pz4h",
    ),
    Case(
        "unknown side of a unit",
        edit(17, "side: axis", "side: axes"),
        17,
        "units[1].side",
        r"^unknown side 'axes'; the sides are allies, axis$",
    ),
    Case(
        "unit off the table",
        edit(17, "at: [40, 12]", "at: [80, 12]"),
        17,
        "units[1].at",
        r"^unit 'i1' at 80.0, 12.0 is off the table \(0-72 x 0-48 in\)$",
    ),
    Case(
        "unit off the north edge",
        edit(16, "at: [30, 40]", "at: [30, -0.5]"),
        16,
        "units[0].at",
        r"unit 't1' at 30.0, -0.5 is off the table \(0-72 x 0-48 in\)",
    ),
    Case(
        "nan coordinate",
        edit(17, "at: [40, 12]", "at: [.nan, 12]"),
        17,
        "units[1].at[0]",
        r"^must be a number of ordinary size, not infinite or 'nan' \(found nan\)$",
    ),
    Case(
        "inf coordinate",
        edit(17, "at: [40, 12]", "at: [40, .inf]"),
        17,
        "units[1].at[1]",
        r"^must be a number of ordinary size, not infinite or 'nan' \(found inf\)$",
    ),
    Case(
        "-inf coordinate",
        edit(14, "at: [36, 24]", "at: [-.inf, 24]"),
        14,
        "terrain[4].at[0]",
        r"^must be a number of ordinary size, not infinite or 'nan' \(found -inf\)$",
    ),
    Case("inf facing", edit(17, "facing: 180", "facing: .inf"), 17, "units[1].facing", r"not infinite.*\(found inf\)$"),
    Case(
        "three coordinates",
        edit(17, "at: [40, 12]", "at: [40, 12, 3]"),
        17,
        "units[1].at",
        r"^has too many items: at most 2 \(it has 3\)$",
    ),
    Case(
        "facing as a word",
        edit(17, "facing: 180", "facing: south"),
        17,
        "units[1].facing",
        r"^must be a number \(found 'south'\)$",
    ),
    Case(
        "unknown cover",
        edit(17, "cover: open", "cover: ditch"),
        17,
        "units[1].cover",
        r"^'ditch' is not one of the choices here: 'open', 'foxhole', 'trench', 'building' or 'bunker'$",
    ),
    Case(
        "unknown movement code",
        edit(18, "moved: C", "moved: H"),
        18,
        "units[2].moved",
        r"^'H' is not one of the choices here: 'A', 'B', 'C', 'D', 'E', 'F', 'G' or 'infantry'$",
    ),
    Case(
        "unknown status",
        edit(19, "[spotted]", "[spotted, supressed]"),
        19,
        "units[3].status[1]",
        r"^'supressed' is not one of the choices here; did you mean 'suppressed'\?$",
    ),
    Case(
        "status twice", edit(19, "[spotted]", "[spotted, spotted]"), 19, "units[3].status", r"a status is listed twice"
    ),
    Case(
        "a unit that is not a mapping",
        edit(17, "{id: i1, side: axis, type: R, at: [40, 12], facing: 180, cover: open}", "i1"),
        17,
        "units[1]",
        r"^must be a mapping of keys and values, written \{key: value, \.\.\.\} \(found 'i1'\)$",
    ),
    Case(
        "units not a list",
        re.sub(r"units:\n(  - .*\n)+", "units: 4\n", DEMO),
        15,
        "units",
        r"^must be a list, written \[a, b, \.\.\.\] \(found 4\)$",
    ),
    Case(
        "riding on an unknown unit",
        edit(19, "riding_on: g1", "riding_on: g9"),
        19,
        "units[3].riding_on",
        r"^unknown unit 'g9'$",
    ),
    Case(
        "riding on itself",
        edit(19, "riding_on: g1", "riding_on: i2"),
        19,
        "units[3].riding_on",
        r"^a unit cannot ride on itself$",
    ),
    # terrain
    Case(
        "polygon of 2 points",
        edit(11, "[[30, 5], [40, 5], [38, 14]]", "[[30, 5], [40, 5]]"),
        11,
        "terrain[1].polygon",
        r"^a polygon needs at least 3 points \(it has 2\)$",
    ),
    Case(
        "polygon crossing itself",
        edit(10, "[[10, 10], [20, 10], [20, 18], [10, 18]]", "[[10, 10], [20, 18], [20, 10], [10, 18]]"),
        10,
        "terrain[0].polygon",
        r"^the polygon crosses itself \(self-intersection near 15, 14\)$",
    ),
    Case(
        "polygon on one line",
        edit(11, "[38, 14]", "[50, 5]"),
        11,
        "terrain[1].polygon",
        r"the polygon has no area \(its points lie on one line\)",
    ),
    Case(
        "line of 1 point",
        edit(13, "[[50, 30], [60, 30]]", "[[50, 30]]"),
        13,
        "terrain[3].line",
        r"^a line needs at least 2 points \(it has 1\)$",
    ),
    Case(
        "line of one point twice",
        edit(13, "[[50, 30], [60, 30]]", "[[0, 0], [0, 0]]"),
        13,
        "terrain[3].line",
        r"^a line needs at least 2 different points",
    ),
    Case(
        "terrain wholly off the table",
        edit(10, "[[10, 10], [20, 10], [20, 18], [10, 18]]", "[[80, 10], [90, 10], [90, 18], [80, 18]]"),
        10,
        "terrain[0]",
        r"^woods 'w1' lies wholly off the 72 x 48 in table$",
    ),
    Case(
        "line that passes by a corner",
        edit(13, "[[50, 30], [60, 30]]", "[[-10, 5], [5, -10]]"),
        13,
        "terrain[3]",
        r"^hedge 'e1' lies wholly off the 72 x 48 in table$",
    ),
    Case("point off the table", edit(14, "[36, 24]", "[36, 49]"), 14, "terrain[4]", r"ford 'f1' lies wholly off"),
    Case(
        "hill without level",
        edit(11, ", level: 1", ""),
        11,
        "terrain[1].level",
        r"^a hill needs its 'level' \(1 or more\)$",
    ),
    Case(
        "hill at level 0",
        edit(11, "level: 1", "level: 0"),
        11,
        "terrain[1].level",
        r"^must be a whole number 1 or more \(found 0\)$",
    ),
    Case(
        "level on woods",
        edit(10, "]]}", "]], level: 2}"),
        10,
        "terrain[0].level",
        r"^only hills have a 'level' \(this is woods\) \(found 2\)$",
    ),
    Case(
        "minefield without mines",
        edit(14, "{id: f1, kind: ford, at: [36, 24]}", "{id: m1, kind: minefield, polygon: [[1, 1], [5, 1], [5, 5]]}"),
        14,
        "terrain[4].mines",
        r"^a minefield needs 'mines': ap, at or gp$",
    ),
    Case(
        "unknown mines",
        edit(
            14,
            "{id: f1, kind: ford, at: [36, 24]}",
            "{id: m1, kind: minefield, polygon: [[1, 1], [5, 1], [5, 5]], mines: ied}",
        ),
        14,
        "terrain[4].mines",
        r"^'ied' is not one of the choices here: 'ap', 'at' or 'gp'$",
    ),
    Case(
        "mines on a road",
        edit(12, "width: 0.5", "width: 0.5, mines: at"),
        12,
        "terrain[2].mines",
        r"only minefields have 'mines' \(this is road\)",
    ),
    Case(
        "unknown terrain kind",
        edit(10, "kind: woods", "kind: wood"),
        10,
        "terrain[0].kind",
        r"^'wood' is not one of the choices here; did you mean 'woods'\?$",
    ),
    Case(
        "hedge as a polygon",
        edit(13, "line: [[50, 30], [60, 30]]", "polygon: [[50, 30], [60, 30], [60, 31]]"),
        13,
        "terrain[3]",
        r"^a hedge is drawn as a 'line'$",
    ),
    Case(
        "woods as a line",
        edit(10, "polygon: [[10, 10], [20, 10], [20, 18], [10, 18]]", "line: [[10, 10], [20, 10]]"),
        10,
        "terrain[0]",
        r"^a woods piece is an area: give it a 'polygon'$",
    ),
    Case(
        "ford as a line",
        edit(14, "at: [36, 24]", "line: [[36, 24], [37, 24]]"),
        14,
        "terrain[4]",
        r"^a ford is a point \('at'\) or a small 'polygon', not a line$",
    ),
    Case(
        "piece with no shape",
        edit(14, ", at: [36, 24]", ""),
        14,
        "terrain[4]",
        r"^a terrain piece has exactly one of 'polygon', 'line' or 'at'$",
    ),
    Case(
        "piece with two shapes",
        edit(14, "at: [36, 24]", "at: [36, 24], polygon: [[35, 23], [37, 23], [36, 25]]"),
        14,
        "terrain[4]",
        r"exactly one of 'polygon', 'line' or 'at' \(this one has polygon, at\)",
    ),
    Case("width on an area", edit(10, "]]}", "]], width: 2}"), 10, "terrain[0].width", r"'width' is for line pieces"),
    Case(
        "negative width",
        edit(12, "width: 0.5", "width: -1"),
        12,
        "terrain[2].width",
        r"^must be a number more than 0 \(found -1\)$",
    ),
    # settings, bases, extensions
    Case(
        "misspelt los setting",
        insert(19, "settings: {los: {hedge_yard: 30}}"),
        20,
        "settings.los.hedge_yard",
        r"did you mean 'hedge_yards'\?",
    ),
    Case(
        "negative los setting",
        insert(19, "settings: {los: {edge_depth_yards: -5}}"),
        20,
        "settings.los.edge_depth_yards",
        r"^must be a number 0 or more \(found -5\)$",
    ),
    Case(
        "nan terrain height",
        insert(19, "settings: {los: {heights: {woods: .nan}}}"),
        20,
        "settings.los.heights.woods",
        r"^must be a number of ordinary size, not infinite or 'nan' \(found nan\)$",
    ),
    Case(
        "height for an unknown kind",
        insert(19, "settings: {los: {heights: {forest: 10}}}"),
        20,
        "settings.los.heights.forest",
        r"^'forest' is not one of the choices here: 'hill', 'woods', .* or 'beach'$",
    ),
    Case(
        "unknown movement row",
        insert(19, "settings: {movement_row: '1:75'}"),
        20,
        "settings.movement_row",
        r"^unknown movement row '1:75'; use one of 1:25, 1:50",
    ),
    Case(
        "advanced not a yes/no",
        insert(19, "settings: {advanced: maybe}"),
        20,
        "settings.advanced",
        r"^must be yes or no \(true or false\) \(found 'maybe'\)$",
    ),
    Case(
        "misspelt base",
        insert(19, "bases: {infantery: [0.5, 0.5]}"),
        20,
        "bases.infantery",
        r"did you mean 'infantry'\?",
    ),
    Case(
        "base of size 0",
        insert(19, "bases: {gun: [0, 0.5]}"),
        20,
        "bases.gun[0]",
        r"^must be a number more than 0 \(found 0\)$",
    ),
    Case(
        "extensions not a mapping",
        insert(19, "extensions: [a, b]"),
        20,
        "extensions",
        r"^must be a mapping of keys and values, written \{key: value, \.\.\.\} \(found a list\)$",
    ),
]


@pytest.mark.parametrize("case", KEY_CASES, ids=[c.id for c in KEY_CASES])
def test_key_problems_are_located(case: Case, tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    err = load_error(tmp_path, case.text, catalogue, tables)
    check_one_problem(err, case, tmp_path / "demo.yaml")


def test_the_message_a_player_reads(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    err = load_error(tmp_path, edit(19, "type: SMG", "type: Rifle"), catalogue, tables)
    # The unit's id beside its place in the list, so that the player can find it on the board.
    assert str(err) == (
        f"{tmp_path / 'demo.yaml'}:19: units[3] (i2).type: unknown unit type 'Rifle' (it is not in the unit catalogue)"
    )
    assert err.problems[0].key == "units[3].type"  # the key path itself stays plain, for tools
    assert isinstance(err, InputError) and isinstance(err, MoreFireError)


def test_a_riding_circle_is_reported_at_every_unit_in_it(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    text = edit(18, "moved: C}", "moved: C, riding_on: i2}")
    err = load_error(tmp_path, text, catalogue, tables)
    assert [(p.line, p.key, p.message) for p in err.problems] == [
        (18, "units[2].riding_on", "riding_on goes round in a circle: g1 -> i2 -> g1"),
        (19, "units[3].riding_on", "riding_on goes round in a circle: i2 -> g1 -> i2"),
    ]


def test_several_problems_are_all_reported_in_file_order(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    text = edit(17, "facing", "facng")  # a key no unit has: the unit does not validate...
    text = edit(17, "type: R,", "type: Rifle,", text)  # ...but its type is still checked
    text = edit(8, "ussr", "narnia", text)
    text = edit(5, '"1:50"', "1:50", text)
    text = edit(19, "riding_on: g1", "riding_on: g9", text)
    text = edit(11, ", level: 1", "", text)
    err = load_error(tmp_path, text, catalogue, tables)
    assert [(p.line, p.key) for p in err.problems] == [
        (5, "scale"),
        (8, "sides[1].nation"),
        (11, "terrain[1].level"),
        (17, "units[1].facng"),
        (17, "units[1].type"),
        (19, "units[3].riding_on"),
    ]
    assert len(str(err).splitlines()) == 6
    assert all(line.startswith(f"{tmp_path / 'demo.yaml'}:") for line in str(err).splitlines())


def test_a_unit_that_does_not_validate_hides_no_other_unit(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # units[1] is broken; units[3] rides on g1 and is on side axis. Neither may be called unknown just
    # because a neighbour failed; and a broken unit's own id still counts as a known unit.
    text = edit(17, "facing: 180", "facing: north")
    text = edit(19, "riding_on: g1", "riding_on: i1", text)
    err = load_error(tmp_path, text, catalogue, tables)
    assert [(p.line, p.key) for p in err.problems] == [(17, "units[1].facing")]


# ISLAND A: "the attacker assigns his units to waves". A unit of a wave is unseen until its wave lands, so a wave
# anywhere else would hide it with no word: the file is refused, naming the unit and the key.
ISLAND = "settings: {terrain_type: island}\nmission: {kind: holding_action, attacker: allies, defender: axis}"


@pytest.mark.parametrize(
    "text, problem",
    [
        (
            edit(18, "moved: C}", "moved: C, wave: 2}"),
            (
                18,
                "units[2].wave",
                "this battle is not one (no ISLAND special in its briefing, nor settings.terrain_type",
            ),
        ),
        (
            insert(19, ISLAND, edit(18, "moved: C}", "moved: C, wave: 2}")),
            (18, "units[2].wave", "island invasion (ISLAND A), 'allies', and this unit is 'axis''s: the defender"),
        ),
        (  # a problem elsewhere does not hide it
            edit(17, "facing", "facng", edit(18, "moved: C}", "moved: C, wave: 1}")),
            (18, "units[2].wave", "this battle is not one"),
        ),
    ],
    ids=["no island", "the defender's", "with another problem"],
)
def test_a_wave_outside_an_island_invasions_attacker_is_refused_naming_the_unit(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables, text: str, problem: tuple[int, str, str]
) -> None:
    err = load_error(tmp_path, text, catalogue, tables)
    line, key, words = problem
    waves = [p for p in err.problems if p.key.endswith(".wave")]
    assert [(p.line, p.key) for p in waves] == [(line, key)] and words in waves[0].message, err.problems
    assert f"demo.yaml:{line}: units[2] (g1).wave: a wave is for the attacker of an island invasion" in str(err)


def test_a_wave_of_an_island_invasions_attacker_loads_and_is_unseen_until_it_lands(
    catalogue: Catalogue, tables: RuleTables
) -> None:
    from morefire_gui.session.visibility import not_landed

    text = insert(19, ISLAND, edit(16, "facing: 0}", "facing: 0, wave: 2}"))
    battle = parse_battle(text, "demo.yaml", catalogue, tables)
    assert battle.unit("t1").wave == 2 and not_landed(battle, battle.unit("t1"))
    # Without a mission the battle does not say who attacks: an island battle lets either side's units land.
    either = insert(19, "settings: {terrain_type: island}", edit(18, "moved: C}", "moved: C, wave: 3}"))
    assert parse_battle(either, "demo.yaml", catalogue, tables).unit("g1").wave == 3


# -- files that load ------------------------------------------------------------------------------------


def test_the_contract_example_loads_into_typed_objects(catalogue: Catalogue, tables: RuleTables) -> None:
    battle = parse_battle(DEMO, "demo.yaml", catalogue, tables)
    assert (battle.title, battle.table.width, battle.table.depth, battle.table.unit) == ("Demo", 72, 48, "in")
    assert battle.scale == "1:50"
    assert [(s.id, s.nation, s.edge) for s in battle.sides] == [
        ("axis", "germany", Edge.NORTH),
        ("allies", "ussr", Edge.SOUTH),
    ]
    hill = battle.piece("h1")
    assert hill is not None and hill.kind is TerrainKind.HILL and hill.level == 1
    assert hill.polygon == ((30, 5), (40, 5), (38, 14))
    road = battle.piece("r1")
    assert road is not None and road.line == ((0, 24), (72, 24)) and road.width == 0.5
    ford = battle.piece("f1")
    assert ford is not None and ford.at == (36, 24)
    infantry = battle.unit("i1")
    assert infantry is not None and (infantry.facing, infantry.cover) == (180, Cover.OPEN)
    rider = battle.unit("i2")
    assert rider is not None and (rider.riding_on, rider.status) == ("g1", (Status.SPOTTED,))
    tank = battle.unit("g1")
    assert tank is not None and tank.moved is Moved.C


@pytest.mark.parametrize(
    "scale, expected",
    [
        ('"15mm"', "15mm"),
        ('"1:25"', "1:25"),
        ('"1:100"', "1:100"),
        ('"1cm=10m"', "1cm=10m"),
        ('"1cm=20m"', "1cm=20m"),
        ("{yards_per_inch: 40}", CustomScale(yards_per_inch=40)),
    ],
)
def test_every_scale_of_rule_1_1(scale: str, expected: object, catalogue: Catalogue, tables: RuleTables) -> None:
    battle = parse_battle(edit(5, '"1:50"', scale), "demo.yaml", catalogue, tables)
    assert battle.scale == expected


def test_a_centimetre_table(catalogue: Catalogue, tables: RuleTables) -> None:
    text = edit(4, "width: 72, depth: 48, unit: in", "width: 180, depth: 120, unit: cm")
    battle = parse_battle(edit(5, '"1:50"', '"1cm=20m"', text), "demo.yaml", catalogue, tables)
    assert battle.table.unit == "cm" and battle.contains_point(150, 100)


def test_optional_keys_take_their_defaults(catalogue: Catalogue, tables: RuleTables) -> None:
    minimal = (
        "format: morefire-battle\nversion: 1\ntable: {width: 48, depth: 48}\n"
        "sides: [{id: a, nation: usa, edge: west}]\n"
    )
    battle = parse_battle(minimal, "minimal.yaml", catalogue, tables)
    assert (battle.title, battle.table.unit, battle.scale, battle.terrain, battle.units) == (
        "Untitled battle",
        "in",
        "1:50",
        [],
        [],
    )
    assert battle.settings.los.edge_depth_yards == 50 and battle.settings.movement_row is None
    assert battle.extensions == {} and battle.app_version is None


def test_facing_is_kept_within_a_turn(catalogue: Catalogue, tables: RuleTables) -> None:
    battle = parse_battle(edit(17, "facing: 180", "facing: -90"), "demo.yaml", catalogue, tables)
    unit = battle.unit("i1")
    assert unit is not None and unit.facing == 270


def test_terrain_may_run_off_the_table(catalogue: Catalogue, tables: RuleTables) -> None:
    text = edit(12, "[[0, 24], [72, 24]]", "[[-10, 24], [82, 24]]")
    text = edit(10, "[[10, 10], [20, 10], [20, 18], [10, 18]]", "[[-5, -5], [5, -5], [5, 5], [-5, 5]]", text)
    battle = parse_battle(text, "demo.yaml", catalogue, tables)
    assert battle.piece("r1") is not None and battle.piece("w1") is not None


def test_a_unit_exactly_on_the_edge_is_on_the_table(catalogue: Catalogue, tables: RuleTables) -> None:
    battle = parse_battle(edit(16, "at: [30, 40]", "at: [72, 48]"), "demo.yaml", catalogue, tables)
    assert battle.unit("t1") is not None


def test_every_terrain_kind_in_a_shape_it_may_take(catalogue: Catalogue, tables: RuleTables) -> None:
    area = "polygon: [[1, 1], [6, 1], [6, 6], [1, 6]]"
    shapes = {
        **{k: [area] for k in ("woods", "rough", "building", "village", "crops", "jungle", "swamp", "water", "beach")},
        "hill": [area + ", level: 2"],
        "minefield": [area + ", mines: gp"],
        "hedge": ["line: [[1, 1], [9, 1]]"],
        **{k: ["line: [[1, 1], [9, 1]], width: 1", area] for k in ("road", "stream", "river")},
        **{k: ["at: [3, 3]", area] for k in ("ford", "bridge", "crossroad", "road_exit")},
    }
    assert set(shapes) == {k.value for k in TerrainKind}
    pieces = [
        f"  - {{id: p{i}_{j}, kind: {kind}, {shape}}}"
        for i, (kind, options) in enumerate(shapes.items())
        for j, shape in enumerate(options)
    ]
    text = DEMO.replace("terrain:\n", "terrain:\n" + "\n".join(pieces) + "\n")
    battle = parse_battle(text, "demo.yaml", catalogue, tables)
    assert {p.kind.value for p in battle.terrain} == set(shapes)


def test_extensions_are_kept_as_they_are(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    text = insert(19, "extensions:\n  campaign: {turn: 3, started: 2024-05-01, notes: null, tags: [a, b]}")
    battle = parse_battle(text, "demo.yaml", catalogue, tables)
    save_battle(battle, tmp_path / "demo.yaml")
    again = load_battle(tmp_path / "demo.yaml", catalogue, tables)
    assert again.extensions == battle.extensions
    assert again.extensions["campaign"]["started"].isoformat() == "2024-05-01"  # still a date, not text
    assert again.extensions["campaign"]["notes"] is None


def test_a_saved_file_keeps_the_contract_keys(catalogue: Catalogue, tables: RuleTables) -> None:
    battle = parse_battle(DEMO, "demo.yaml", catalogue, tables)
    data = yaml.safe_load(battle_to_yaml(battle))
    assert list(data)[:9] == [
        "format",
        "version",
        "app_version",
        "title",
        "table",
        "scale",
        "sides",
        "terrain",
        "units",
    ]
    assert (data["format"], data["version"], data["app_version"]) == ("morefire-battle", 1, __version__)
    assert data["table"] == {"width": 72, "depth": 48, "unit": "in"}
    assert data["scale"] == "1:50"  # quoted in the file, so it stays text
    assert data["sides"][0] == {"id": "axis", "nation": "germany", "edge": "north"}
    assert data["terrain"][1] == {"id": "h1", "kind": "hill", "polygon": [[30, 5], [40, 5], [38, 14]], "level": 1}
    assert data["terrain"][2] == {"id": "r1", "kind": "road", "line": [[0, 24], [72, 24]], "width": 0.5}
    assert data["terrain"][4] == {"id": "f1", "kind": "ford", "at": [36, 24]}
    assert data["units"][1] == {"id": "i1", "side": "axis", "type": "R", "at": [40, 12], "facing": 180, "cover": "open"}
    assert data["units"][3] == {
        "id": "i2",
        "side": "axis",
        "type": "SMG",
        "at": [44, 10],
        "status": ["spotted"],
        "riding_on": "g1",
    }
    assert "settings" not in data and "bases" not in data and "extensions" not in data  # left at defaults


def test_a_saved_file_is_readable_yaml_one_line_per_thing(catalogue: Catalogue, tables: RuleTables) -> None:
    text = battle_to_yaml(parse_battle(DEMO, "demo.yaml", catalogue, tables))
    assert "- {id: i1, side: axis, type: R, at: [40, 12], facing: 180, cover: open}\n" in text
    assert "scale: '1:50'\n" in text


def test_the_complete_example_in_the_documentation_loads(catalogue: Catalogue, tables: RuleTables) -> None:
    doc = (REPO / "docs" / "battle-format.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(format: morefire-battle\n.*?)```", doc, flags=re.S)
    assert blocks, "docs/battle-format.md has no complete example"
    for block in blocks:
        battle = parse_battle(block, "docs/battle-format.md", catalogue, tables)
        assert isinstance(battle, Battle) and battle.units


def test_battle_file_error_is_raised_for_text_too(catalogue: Catalogue, tables: RuleTables) -> None:
    with pytest.raises(BattleFileError) as info:
        parse_battle("title: a: b\n", "typed.yaml", catalogue, tables)
    assert str(info.value).startswith("typed.yaml:1: not valid YAML: mapping values are not allowed")


# -- round trips ----------------------------------------------------------------------------------------
# Battles are drawn from the bundled tables and catalogue (read here, not through fixtures, because
# hypothesis builds its strategies before any fixture exists).

_TABLES = rule_tables()
_UNIT_TYPES = sorted(e.id for e in bundled_catalogue() if e.kind.value != "aircraft")  # aircraft fly, not stand
ids = st.from_regex(r"[A-Za-z0-9_.\-]{1,10}", fullmatch=True)
# Any text a player might type, control characters and all: the writer must quote and escape it.
texts = st.text(max_size=30)
finite = st.floats(allow_nan=False, allow_infinity=False, width=64)
json_like = st.recursive(
    st.none() | st.booleans() | st.integers() | finite | texts,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=8,
)
HEIGHT_KINDS = sorted(k.value for k in TerrainKind)
SHAPES: dict[str, tuple[str, ...]] = {
    **{
        k: ("polygon",)
        for k in (
            "hill",
            "woods",
            "rough",
            "building",
            "village",
            "crops",
            "jungle",
            "swamp",
            "water",
            "beach",
            "minefield",
        )
    },
    "hedge": ("line",),
    **{k: ("line", "polygon") for k in ("road", "stream", "river")},
    **{k: ("at", "polygon") for k in ("ford", "bridge", "crossroad", "road_exit")},
}


@st.composite
def points_on(draw: st.DrawFn, width: float, depth: float) -> tuple[float, float]:
    return (draw(st.floats(0, width)), draw(st.floats(0, depth)))


@st.composite
def terrain_pieces(draw: st.DrawFn, piece_id: str, width: float, depth: float) -> dict[str, Any]:
    kind = draw(st.sampled_from(sorted(SHAPES)))
    shape = draw(st.sampled_from(SHAPES[kind]))
    piece: dict[str, Any] = {"id": piece_id, "kind": kind}
    cx, cy = draw(points_on(width, depth))  # on the table, so the piece touches it
    if shape == "polygon":
        # Corners on a circle, in order of angle, at least 30 degrees apart: convex, so never crossing.
        steps = draw(st.lists(st.integers(0, 11), min_size=3, max_size=8, unique=True))
        radius = draw(st.floats(0.25, 20))
        corners = [
            (radius * math.cos(math.radians(30 * s)), radius * math.sin(math.radians(30 * s))) for s in sorted(steps)
        ]
        # Moved so that its first corner is the point on the table.
        piece["polygon"] = [(cx + x - corners[0][0], cy + y - corners[0][1]) for x, y in corners]
    elif shape == "line":
        # A line may run far off the table (its first point is on it), within the length a line may have.
        reach = max(width, depth)
        anywhere = st.floats(-2 * reach, 3 * reach)
        rest = draw(
            st.lists(st.tuples(anywhere, anywhere), min_size=1, max_size=4).filter(
                lambda pts: any(p != (cx, cy) for p in pts)
            )
        )  # a line of one point is refused
        piece["line"] = [(cx, cy), *rest]
        if draw(st.booleans()):
            piece["width"] = draw(st.floats(0.01, 10))
    else:
        piece["at"] = (cx, cy)
    if kind == "hill":
        piece["level"] = draw(st.integers(1, 20))
        if draw(st.booleans()):
            piece["height"] = draw(st.floats(0, 500))
    if kind == "minefield":
        piece["mines"] = draw(st.sampled_from(["ap", "at", "gp"]))
    if draw(st.booleans()):
        piece["name"] = draw(texts)
    return piece


@st.composite
def battles(draw: st.DrawFn) -> Battle:
    unit_of_table = draw(st.sampled_from(["in", "cm"]))
    width, depth = draw(st.floats(6, 400)), draw(st.floats(6, 400))
    scale = draw(
        st.sampled_from(sorted(_TABLES.scales.presets)) | st.builds(lambda y: {"yards_per_inch": y}, st.floats(1, 1000))
    )
    side_ids = draw(st.lists(ids, min_size=1, max_size=3, unique=True))
    sides = [
        {
            "id": s,
            "nation": draw(st.sampled_from(sorted(_TABLES.nations.nations))),
            "edge": draw(st.sampled_from([e.value for e in Edge])),
            **({"name": draw(texts)} if draw(st.booleans()) else {}),
        }
        for s in side_ids
    ]
    # One pool of ids: terrain and units must not share one.
    n_terrain, n_units = draw(st.integers(0, 6)), draw(st.integers(0, 6))
    piece_ids = draw(st.lists(ids, min_size=n_terrain + n_units, max_size=n_terrain + n_units, unique=True))
    terrain = [draw(terrain_pieces(i, width, depth)) for i in piece_ids[:n_terrain]]
    units = []
    for n, unit_id in enumerate(piece_ids[n_terrain:]):
        unit: dict[str, Any] = {
            "id": unit_id,
            "side": draw(st.sampled_from(side_ids)),
            "type": draw(st.sampled_from(_UNIT_TYPES)),
            "at": draw(points_on(width, depth)),
            "facing": draw(st.floats(-720, 720)),
        }
        if draw(st.booleans()):
            unit["moved"] = draw(st.sampled_from([m.value for m in Moved]))
        if draw(st.booleans()):
            unit["cover"] = draw(st.sampled_from([c.value for c in Cover]))
        unit["status"] = draw(st.lists(st.sampled_from([s.value for s in Status]), unique=True, max_size=3))
        if n and draw(st.booleans()):  # only on a unit listed earlier, so never in a circle
            unit["riding_on"] = units[draw(st.integers(0, n - 1))]["id"]
        if draw(st.booleans()):
            unit["name"] = draw(texts)
        units.append(unit)
    data: dict[str, Any] = {
        "title": draw(texts),
        "table": {"width": width, "depth": depth, "unit": unit_of_table},
        "scale": scale,
        "sides": sides,
        "terrain": terrain,
        "units": units,
    }
    if draw(st.booleans()):
        data["settings"] = {
            "advanced": draw(st.booleans()),
            "movement_row": draw(st.none() | st.sampled_from(_TABLES.movement.row_names())),
            "los": {
                "edge_depth_yards": draw(st.floats(0, 200)),
                "hedge_yards": draw(st.floats(0, 100)),
                "jungle_yards": draw(st.floats(0, 300)),
                "advanced": draw(st.booleans()),
                "level_yards": draw(st.floats(0.1, 50)),
                "eye_yards": draw(st.floats(0, 5)),
                "heights": draw(st.dictionaries(st.sampled_from(HEIGHT_KINDS), st.floats(0, 100), max_size=4)),
            },
        }
    if draw(st.booleans()):
        data["bases"] = {"infantry": (draw(st.floats(0.1, 3)), draw(st.floats(0.1, 3)))}
    if draw(st.booleans()):
        data["extensions"] = draw(st.dictionaries(texts, json_like, min_size=1, max_size=3))
    return Battle.model_validate(data)


# Cases found by this test once, kept so that they are always tried.
EDGE_CASES = Battle.model_validate(
    {
        "title": "\x85 NEL \u2028 LS",
        "table": {"width": 10, "depth": 10},
        "scale": {"yards_per_inch": 33.3},
        "sides": [{"id": "1", "nation": "usa", "edge": "west", "name": "no"}],
        "units": [{"id": "-", "side": "1", "type": "R", "at": [10, 10], "facing": -1e-20}],  # -1e-20 % 360 == 360.0
        "terrain": [{"id": "...", "kind": "road", "line": [[0, 0], [-200, 5e-324]]}],
    }
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(battle=battles())
@example(battle=EDGE_CASES)
def test_a_saved_battle_loads_back_equal(battle: Battle, tmp_path: Path) -> None:
    catalogue, tables = bundled_catalogue(), _TABLES
    assert check_battle(battle, catalogue, tables) == []  # the strategy draws only valid battles
    path = tmp_path / "battle.yaml"
    save_battle(battle, path)
    loaded = load_battle(path, catalogue, tables)
    # Saving stamps the file with the app that wrote it; nothing else may change.
    assert loaded.model_dump() == battle.model_copy(update={"app_version": __version__}).model_dump()


# -- saving ------------------------------------------------------------------------------------------------


@pytest.fixture
def demo_battle(catalogue: Catalogue, tables: RuleTables) -> Battle:
    return parse_battle(DEMO, "demo.yaml", catalogue, tables)


def temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in ("demo.yaml", "demo.yaml.bak"))


def test_the_first_save_makes_no_backup(tmp_path: Path, demo_battle: Battle) -> None:
    save_battle(demo_battle, tmp_path / "demo.yaml")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo.yaml"]


def test_the_backup_holds_the_previous_file(
    tmp_path: Path, demo_battle: Battle, catalogue: Catalogue, tables: RuleTables
) -> None:
    path = tmp_path / "demo.yaml"
    save_battle(demo_battle, path)
    first = path.read_bytes()
    demo_battle.title = "Demo, turn 2"
    save_battle(demo_battle, path)
    assert (tmp_path / "demo.yaml.bak").read_bytes() == first
    assert load_battle(path, catalogue, tables).title == "Demo, turn 2"
    demo_battle.title = "Demo, turn 3"
    save_battle(demo_battle, path)
    assert load_battle(tmp_path / "demo.yaml.bak", catalogue, tables).title == "Demo, turn 2"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo.yaml", "demo.yaml.bak"]


def test_a_hand_written_file_is_kept_as_the_backup_byte_for_byte(tmp_path: Path, demo_battle: Battle) -> None:
    path = write(tmp_path, DEMO)  # comments and all
    save_battle(demo_battle, path)
    assert (tmp_path / "demo.yaml.bak").read_text(encoding="utf-8") == DEMO


def test_no_backup_when_asked_for_none(tmp_path: Path, demo_battle: Battle) -> None:
    path = write(tmp_path, DEMO)
    save_battle(demo_battle, path, keep_backup=False)
    assert not (tmp_path / "demo.yaml.bak").exists()


def test_a_failed_rename_leaves_the_file_as_it_was(
    tmp_path: Path, demo_battle: Battle, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, DEMO)
    before = path.read_bytes()

    def disk_full(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    demo_battle.title = "Lost"
    with pytest.raises(SaveError) as info:
        save_battle(demo_battle, path)
    assert path.read_bytes() == before
    assert temp_files(tmp_path) == []
    assert str(info.value) == (f"{path}: cannot save: No space left on device; the previous file, if any, is unchanged")
    (problem,) = info.value.problems
    assert problem.source == str(path)


def test_a_failed_write_leaves_the_file_as_it_was(
    tmp_path: Path, demo_battle: Battle, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, DEMO)
    before = path.read_bytes()

    def broken_disk(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_disk)
    with pytest.raises(SaveError, match=r"demo.yaml: cannot save: Input/output error"):
        save_battle(demo_battle, path)
    assert path.read_bytes() == before
    assert temp_files(tmp_path) == []


def test_a_failed_first_save_leaves_nothing(
    tmp_path: Path, demo_battle: Battle, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError, match="cannot save: Permission denied"):
        save_battle(demo_battle, tmp_path / "demo.yaml")
    assert list(tmp_path.iterdir()) == []


def test_saving_into_a_folder_that_does_not_exist(tmp_path: Path, demo_battle: Battle) -> None:
    path = tmp_path / "no such folder" / "demo.yaml"
    with pytest.raises(SaveError) as info:
        save_battle(demo_battle, path)
    assert str(info.value) == (
        f"{path}: cannot save: the folder {str(path.parent)!r} does not exist; the previous file, if any, is unchanged"
    )
    assert not path.parent.exists()


def test_saving_over_a_folder(tmp_path: Path, demo_battle: Battle) -> None:
    (tmp_path / "demo.yaml").mkdir()
    with pytest.raises(SaveError, match=r"demo.yaml: cannot save: that is a folder, not a file"):
        save_battle(demo_battle, tmp_path / "demo.yaml")


def test_a_value_that_cannot_be_written_is_a_save_error(tmp_path: Path, demo_battle: Battle) -> None:
    demo_battle.extensions = {"tool": object()}  # only possible from code, never from a file
    with pytest.raises(SaveError, match="cannot save: the battle holds a value that cannot be written"):
        save_battle(demo_battle, tmp_path / "demo.yaml")
    assert list(tmp_path.iterdir()) == []


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path, demo_battle: Battle) -> None:
    old = os.umask(0o022)
    try:
        save_battle(demo_battle, tmp_path / "demo.yaml")
    finally:
        os.umask(old)
    assert (tmp_path / "demo.yaml").stat().st_mode & 0o777 == 0o644  # not the 0600 of a temporary file


def test_saving_keeps_the_file_permissions(tmp_path: Path, demo_battle: Battle) -> None:
    path = write(tmp_path, DEMO)
    path.chmod(0o640)
    save_battle(demo_battle, path)
    assert path.stat().st_mode & 0o777 == 0o640
