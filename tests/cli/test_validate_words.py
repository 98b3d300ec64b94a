"""``morefire validate`` on broken battles says what is wrong in the app's words: where (the file, the line, the key
path with the ids on it) and what (the value found, what the key takes), for every kind of error the file's checks
raise, never pydantic's "Input should be ..."."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import EXIT_BAD_INPUT, main
from morefire_gui.io.validation_words import OTHER, sentence

GE1 = '  - {id: ge1, side: axis, type: pz6e, at: [14, 8], facing: 160, name: "Tiger 1"}'
GE3 = '  - {id: ge3, side: axis, type: pz4h, at: [36, 9], facing: 180, name: "Pz IV 1"}'
H1 = '  - {id: h1, kind: hill, level: 1, name: "Hill 252.2", polygon: '
W2 = "  - {id: w2, kind: woods, polygon: "
EDGE = "{id: axis, nation: germany, edge: north,"
STEPS = (
    "log:\n  - {seq: 1, at: '2024-05-01T10:00:00+00:00', kind: fire, title: t, steps: ["
    "{kind: note, message: seen, rule: '2.1', text: seen}, {%s, die: d10, face: 8, printed: '8', reading: 8, "
    "purpose: hit, rule: '2.4', text: x}]}\n"
)

# (id, old text of the demo battle, new text, the line and key path said, what is said): each kind of error. An
# unknown key, a list too long, an id with a space and the app's own checks were said in the app's words before
# (tests/io/test_battle_file.py, test_battle_file_artillery.py).
CASES = [
    ("missing", GE3, GE3.replace("side: axis, ", ""), "55: units[2] (ge3).side", "required key 'side' is missing"),
    (
        "missing item",
        GE3,
        GE3.replace("[36, 9]", "[36]"),
        "55: units[2] (ge3).at[1]",
        "is missing: the list has too few items",
    ),
    (
        "greater_than_equal",
        "version: 1\n",
        "version: 1\nturn: -2\n",
        "3: turn",
        "must be a whole number 1 or more (found -2)",
    ),
    (
        "less_than_equal",
        "facing: 160",
        "facing: 36001",
        "53: units[0] (ge1).facing",
        "must be a number 36000 or less (found 36001)",
    ),
    ("greater_than", "width: 72", "width: 0", "4: table.width", "must be a number more than 0 (found 0)"),
    ("int_parsing", "version: 1\n", "version: 1\nturn: seven\n", "3: turn", "must be a whole number (found 'seven')"),
    ("int_type", "version: 1\n", "version: 1\nturn: [7]\n", "3: turn", "must be a whole number (found a list)"),
    (
        "int_from_float",
        H1,
        H1.replace("level: 1", "level: 1.5"),
        "11: terrain[0] (h1).level",
        "must be a whole number, without a fraction (found 1.5)",
    ),
    ("float_parsing", "facing: 160", "facing: south", "53: units[0] (ge1).facing", "must be a number (found 'south')"),
    ("float_type", "facing: 160", "facing: [1]", "53: units[0] (ge1).facing", "must be a number (found a list)"),
    (
        "finite_number",
        "width: 72",
        "width: 1e999",
        "4: table.width",
        "must be a number of ordinary size, not infinite or 'nan' (found '1e999')",
    ),
    (
        "bool_parsing",
        "version: 1\n",
        "version: 1\nsettings: {advanced: maybe}\n",
        "3: settings.advanced",
        "must be yes or no (true or false) (found 'maybe')",
    ),
    (
        "bool_type",
        "version: 1\n",
        "version: 1\nsettings: {advanced: [yes]}\n",
        "3: settings.advanced",
        "must be yes or no (true or false) (found a list)",
    ),
    (
        "string_type",
        '"Tiger 1"',
        "[1, 2]",
        "53: units[0] (ge1).name",
        "must be text (found a list)",
    ),
    (
        "string_type, YAML's number",
        "{id: ge1,",
        "{id: 12,",
        "53: units[0].id",
        'must be text (found 12); YAML reads 12 as a number: put it in quotes, "12"',
    ),
    ("string_too_short", "{id: ge1,", "{id: '',", "53: units[0].id", "must not be empty"),
    (
        "string_too_long",
        'title: "Demo: Prokhorovka road, July 1943"',
        "title: " + "t" * 501,
        "3: title",
        "is too long: at most 500 characters (it has 501)",
    ),
    (
        "enum, none close",
        W2,
        W2.replace("woods", "forrest"),
        "18: terrain[6] (w2).kind",
        "'forrest' is not one of the choices here: 'hill', 'woods', 'rough', 'building', 'village', 'crops', "
        "'jungle', 'swamp', 'water', 'stream', 'river', 'road', 'hedge', 'ford', 'bridge', 'crossroad', 'road_exit', "
        "'minefield' or 'beach'",
    ),
    (
        "enum, close",
        W2,
        W2.replace("woods", "wood"),
        "18: terrain[6] (w2).kind",
        "'wood' is not one of the choices here; did you mean 'woods'?",
    ),
    (
        "enum, not text",
        "edge: north",
        "edge: {n: 1}",
        "7: sides[0] (axis).edge",
        "must be one of 'north', 'south', 'east' or 'west' (found a mapping)",
    ),
    (
        "enum in a list",
        "status: [defilade]",
        "status: [defilade, dug_in]",
        "59: units[6] (ge7).status[1]",
        "'dug_in' is not one of the choices here: 'suppressed', 'immobilized', 'destroyed', 'defilade', 'spotted' "
        "or 'hidden'",
    ),
    ("list_type", "[36, 9]", "36", "55: units[2] (ge3).at", "must be a list, written [a, b, ...] (found 36)"),
    (
        "model_type",
        GE1,
        "  - ge1",
        "53: units[0]",
        "must be a mapping of keys and values, written {key: value, ...} (found 'ge1')",
    ),
    (
        "dict_type",
        "version: 1\n",
        "version: 1\nextensions: [1]\n",
        "3: extensions",
        "must be a mapping of keys and values, written {key: value, ...} (found a list)",
    ),
]


def validate(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert out == ""
    return code, err


def broken(tmp_path: Path, demo_path: Path, old: str, new: str) -> Path:
    text = demo_path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    path = tmp_path / "broken.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "where", "what"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_kind_of_error_is_said_in_the_apps_words(
    old: str, new: str, where: str, what: str, tmp_path: Path, demo_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = broken(tmp_path, demo_path, old, new)
    code, err = validate(capsys, path)
    assert code == EXIT_BAD_INPUT
    assert err == f"morefire: {path}:{where}: {what}\n"
    assert "Input should" not in err and "Field required" not in err and "Value error" not in err


def test_a_sort_of_step_that_is_not_one_is_told_the_sorts(
    tmp_path: Path, demo_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = demo_path.read_text(encoding="utf-8")
    for tag, what in [
        ("kind: rol", "kind 'rol' is not one of the choices here; did you mean 'roll'?"),  # union_tag_invalid
        ("sort: roll", "required key 'kind' is missing"),  # union_tag_not_found
    ]:
        path = tmp_path / "log.yaml"
        path.write_text(text + STEPS % tag, encoding="utf-8")
        code, err = validate(capsys, path)
        assert code == EXIT_BAD_INPUT and err == f"morefire: {path}:95: log[0].steps[1]: {what}\n"


def test_a_calibration_is_told_what_is_wrong_with_the_shape_it_has(
    tmp_path: Path, demo_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two points and a distance are a calibration by two points: not four corners missing, nor 'points' unknown."""
    image = "table_image:\n  path: t.png\n  calibration: {points: [[5, 5], [50, 5]], distance: -1}\n"
    path = tmp_path / "image.yaml"
    path.write_text(demo_path.read_text(encoding="utf-8") + image, encoding="utf-8")
    code, err = validate(capsys, path)
    assert code == EXIT_BAD_INPUT
    assert err == f"morefire: {path}:96: table_image.calibration.distance: must be a number more than 0 (found -1)\n"


@pytest.mark.parametrize(
    ("old", "new", "where", "what"),
    [
        (  # a number of 38 digits (40 are refused as the file is read)
            "version: 1\n",
            "version: 1\nturn: " + "9" * 38 + "\n",
            "3: turn",
            f"must be a whole number 10000 or less (found {'9' * 38})",
        ),
        (  # a value of 100,000 characters that is none of the choices: quoted cut short, no suggestion searched long
            "kind: woods, polygon: [[1, 23]",
            "kind: " + "w" * 100_000 + ", polygon: [[1, 23]",
            "18: terrain[6] (w2).kind",
            "'" + "w" * 44 + "... (100,000 characters) is not one of the choices here: "
            "'hill', 'woods', 'rough', 'building', 'village', 'crops', 'jungle', 'swamp', 'water', 'stream', 'river', "
            "'road', 'hedge', 'ford', 'bridge', 'crossroad', 'road_exit', 'minefield' or 'beach'",
        ),
        (  # a right-to-left mark hidden in a choice is shown, not obeyed
            "kind: woods, polygon: [[1, 23]",
            'kind: "wo\\u202eods", polygon: [[1, 23]',
            "18: terrain[6] (w2).kind",
            "'wo\\u202eods' is not one of the choices here; did you mean 'woods'?",
        ),
    ],
    ids=["huge number", "huge choice", "hidden mark"],
)
def test_a_hostile_value_still_gets_a_clear_message(
    old: str, new: str, where: str, what: str, tmp_path: Path, demo_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = broken(tmp_path, demo_path, old, new)
    code, err = validate(capsys, path)
    assert code == EXIT_BAD_INPUT and err == f"morefire: {path}:{where}: {what}\n"
    assert len(err) < 600


def test_an_error_of_a_kind_not_in_the_table_is_said_in_general_words() -> None:
    """A kind of error the models do not raise today, or one that lacks a figure its sentence needs, is said in the
    app's general words, never in pydantic's and never as a crash."""
    unknown = {
        "type": "date_from_datetime_parsing",
        "loc": ("at",),
        "msg": "Input should be a valid date",
        "input": "x",
    }
    assert sentence(unknown) == OTHER.format(found="'x'") == "is not a value this key takes (found 'x')"  # type: ignore[arg-type]
    lacking = {"type": "greater_than_equal", "loc": ("turn",), "msg": "Input should be ...", "input": 0, "ctx": {}}
    assert sentence(lacking) == "is not a value this key takes (found 0)"  # type: ignore[arg-type]
    own = {
        "type": "value_error",
        "loc": ("cleared",),
        "msg": "Value error, only minefields can be 'cleared'",
        "input": 1,
    }
    assert sentence(own) == "only minefields can be 'cleared' (found 1)"  # type: ignore[arg-type]  # as written


def test_a_side_is_named_by_its_id_and_by_its_name(
    tmp_path: Path, demo_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A check that names a side says where the file names it (its id) and what it is for the players (its name),
    as the rest of the app names it: a spotter of the unit's own side, counter-battery fire at a battery of the firing
    battery's own side, a gun of the other side in a battery."""
    path = broken(tmp_path, demo_path, GE3, GE3.replace("facing: 180,", "facing: 180, spotted_by: [ge1],"))
    text = path.read_text(encoding="utf-8").replace("units: [su19]", "units: [ge15]")
    path.write_text(text + "counter_battery:\n  - {battery: bty1, target: bty2, called_turn: 1}\n", encoding="utf-8")
    code, err = validate(capsys, path)
    assert code == EXIT_BAD_INPUT
    lines = err.splitlines()
    assert (
        f"morefire: {path}:55: units[2] (ge3).spotted_by[0]: 'ge1' fights for side 'axis' (Kampfgruppe Peiper), as "
        "ge3 does: only the enemy spots a unit (2.1)" in lines
    )
    assert (
        f"morefire: {path}:93: batteries[3] (bty4).units[0]: unit 'ge15' fights for side 'axis' (Kampfgruppe "
        "Peiper), not for the battery's side 'allies' (181st Tank Brigade)" in lines
    )
    assert any(
        line.endswith(
            "counter_battery[0].target: 'bty2' fires for side 'axis' (Kampfgruppe Peiper), as 'bty1' does: "
            "counter-battery fire is at the enemy's batteries"
        )
        for line in lines
    ), err
    # A side the scenario system named by its role reads as everywhere else: "Axis (attacker)".
    path.write_text(path.read_text(encoding="utf-8").replace('name: "Kampfgruppe Peiper"', "name: Attacker"), "utf-8")
    code, err = validate(capsys, path)
    assert "'ge1' fights for side 'axis' (Axis (attacker)), as ge3 does" in err, err
