"""The public Python API (morefire_gui/api.py, docs/api.md): what a player's script gets is what the window and
the command line get, bad input is refused with the package's errors, and Qt is never imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from morefire_gui.api import Battle, InputError, LineOfSight, UsageError, open_battle
from morefire_gui.cli import main
from morefire_gui.errors import BattleFileError
from morefire_gui.geometry.los import settled_clear, settled_first_block
from morefire_gui.session.battle_session import BattleSession


@pytest.fixture()
def demo(demo_path: Path) -> Battle:
    return open_battle(demo_path)


def test_line_of_sight_between_units_and_points_is_the_engines(demo: Battle, demo_path: Path) -> None:
    session = BattleSession.open(demo_path)
    ids = demo.unit_ids
    for a, b in [(ids[0], ids[-1]), (ids[3], ids[20]), (ids[1], (40.0, 20.0)), ((5.0, 5.0), (60.0, 40.0))]:
        for advanced in (False, True):
            sight = demo.los(a, b, advanced=advanced)
            start = session.battle.unit(a).at if isinstance(a, str) else a
            end = session.battle.unit(b).at if isinstance(b, str) else b
            expected = session.geometry.los(start, end, advanced=advanced)
            assert isinstance(sight, LineOfSight)
            assert sight.clear == expected.clear and sight.advanced == advanced
            assert sight.blockers == tuple(b.piece for b in expected.blockers)
            assert sight.first_block == expected.first_block
            assert sight.range_yards == pytest.approx(expected.range_yards)
            assert sight.explain() == expected.explain()
            assert (sight.first_block is None) == sight.clear == (sight.blockers == ())


def test_each_answer_of_a_line_is_the_full_checks_whichever_is_read_first(demo: Battle) -> None:
    """clear and first_block are worked out alone when read first (they stop at the first piece that blocks),
    blockers by the full check: on every pair of the demo, whichever is read first, each says what the engine says."""
    session = demo._session
    ids = demo.unit_ids
    settled = walks = 0
    for a in ids:
        for b in ids:
            expected = session.geometry.los(demo.unit_position(a), demo.unit_position(b), advanced=False)
            alone = demo.los(a, b)
            assert alone.clear == expected.clear
            settled += settled_clear(*alone._ask) is not None
            assert alone.blockers == tuple(x.piece for x in expected.blockers)
            assert alone.first_block == expected.first_block and alone.explain() == expected.explain()
            full = demo.los(a, b)
            assert (full.blockers, full.first_block, full.clear) == (alone.blockers, alone.first_block, alone.clear)
            assert full == alone and hash(full) == hash(alone) and repr(full) == repr(alone)
            walked = demo.los(a, b)
            if expected.first_block is None:
                assert walked.first_block is None
            else:  # the full check's point, to its rounding
                assert walked.first_block == pytest.approx(expected.first_block, rel=1e-12, abs=1e-12)
            assert (walked.clear, walked.blockers) == (alone.clear, alone.blockers)
            walks += settled_first_block(*walked._ask) is not None
    assert settled > len(ids) ** 2 // 2  # most lines are settled without their blockers worked out
    assert walks > len(ids) ** 2 // 2
    with pytest.raises(AttributeError):
        alone.clear = True  # type: ignore[misc]


def test_the_matrix_says_what_each_line_says(demo: Battle) -> None:
    ids = demo.unit_ids
    a, b = ids[:12], ids[12:]
    for advanced in (False, True):
        matrix = demo.los_matrix(a, b, advanced=advanced)
        assert isinstance(matrix, np.ndarray) and matrix.dtype == bool and matrix.shape == (len(a), len(b))
        expected = [[demo.los(x, y, advanced=advanced).clear for y in b] for x in a]
        assert matrix.tolist() == expected
    assert matrix.any() and not matrix.all()
    assert demo.los_matrix([], b).shape == (0, len(b))


@pytest.mark.parametrize("given", ["ge1", (10.0, 20.0), 5], ids=["an id", "a point", "a number"])
def test_the_matrix_refuses_one_end_given_for_a_list(demo: Battle, given: object) -> None:
    """docs/api.md: ids_a and ids_b are lists of unit ids or (x, y) points; one of them given alone is a
    UsageError naming the argument, not an id read letter by letter ('g' is not a unit)."""
    with pytest.raises(UsageError) as refused:
        demo.los_matrix(given, ["su1"])  # type: ignore[arg-type]
    assert str(refused.value) == f"ids_a {given!r}: give a list of unit ids or (x, y) points, not one of them"
    with pytest.raises(UsageError, match=r"^ids_b 'su1': give a list of unit ids or"):
        demo.los_matrix(["ge1"], "su1")


def test_units_in_a_circle_follow_a_move_and_the_file_keeps_it(demo: Battle, tmp_path: Path) -> None:
    unit = demo.unit_ids[0]
    assert unit in demo.units_in_circle(unit, 50)
    demo.move_unit(unit, (70.0, 46.0), facing=-90)
    assert demo.unit_position(unit) == (70.0, 46.0) and demo.unit_facing(unit) == 270.0
    assert demo.units_in_circle((70.0, 46.0), 10) == [unit]
    assert unit not in demo.units_in_circle(demo.unit_position(demo.unit_ids[1]), 10)
    saved = demo.save(tmp_path / "moved.yaml")
    again = open_battle(saved)
    assert again.unit_position(unit) == (70.0, 46.0) and again.unit_facing(unit) == 270.0
    assert again.units_in_circle((70.0, 46.0), 10) == [unit]
    actions = len(again._session.battle.actions)
    again.move_unit(unit, (70.0, 46.0), facing=270)  # where it stands, as it is: left alone, no action
    assert again.unit_position(unit) == (70.0, 46.0) and len(again._session.battle.actions) == actions


def test_bad_input_is_refused_with_the_packages_errors(demo: Battle, tmp_path: Path) -> None:
    with pytest.raises(BattleFileError) as missing:
        open_battle(tmp_path / "none.yaml")
    assert "none.yaml" in str(missing.value)
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        "format: morefire-battle\nversion: 1\ntitle: demo\ntable: {width: 72, depth: -4}\nscale: '1:50'\nsides: []\n"
    )
    with pytest.raises(InputError) as bad:
        open_battle(broken)
    assert any(p.line == 4 and "table" in p.key for p in bad.value.problems), bad.value.problems
    with pytest.raises(UsageError, match="not a unit"):
        demo.los("nobody", (1.0, 1.0))
    with pytest.raises(UsageError, match="coordinates"):
        demo.los((1.0, float("nan")), (2.0, 2.0))
    with pytest.raises(UsageError, match="off the table"):
        demo.move_unit(demo.unit_ids[0], (-5.0, 3.0))
    with pytest.raises(UsageError, match="yards"):
        demo.units_in_circle((3.0, 3.0), -1)
    before = demo.unit_position(demo.unit_ids[0])
    with pytest.raises(UsageError):
        demo.move_unit(demo.unit_ids[0], (3.0, 3.0), facing=float("inf"))
    assert demo.unit_position(demo.unit_ids[0]) == before


@pytest.mark.parametrize("given", ["fire", None, {"kind": "next_step"}], ids=["a word", "None", "a mapping"])
def test_act_refuses_what_is_not_an_action_with_a_usage_error(demo: Battle, given: object) -> None:
    """docs/api.md: everything the API raises on purpose is a MoreFireError; act takes an action of
    morefire_gui.model.actions, and anything else is a UsageError, nothing changed."""
    before = len(demo._session.battle.actions)
    with pytest.raises(UsageError, match=r"^action .*: give an action of morefire_gui\.model\.actions"):
        demo.act(given)  # type: ignore[arg-type]
    assert len(demo._session.battle.actions) == before


@pytest.mark.parametrize("point", [(80.0, 10.0), (-0.5, 3), (10, 48.5), (72.01, 48.0)])
def test_a_point_off_the_table_is_refused_by_every_question_as_the_command_refuses_it(
    demo: Battle, demo_path: Path, capsys: pytest.CaptureFixture[str], point: tuple[float, float]
) -> None:
    """docs/api.md: a point off the table (0-72 x 0-48 in the demo) is a UsageError naming the argument, the point
    and the table's size, for a line, a row or column of the matrix, a circle's centre and a move alike; the corners
    and edges are on it. ``morefire los`` refuses it in the same words (one check)."""
    size = "is off the table (0-72 x 0-48 in)"
    for call, named in (
        (lambda: demo.los(point, "su1"), f"a {point!r}"),
        (lambda: demo.los("ge1", point, advanced=True), f"b {point!r}"),
        (lambda: demo.los_matrix(["ge1", point], ["su1"]), f"ids_a {point!r}"),
        (lambda: demo.los_matrix(["ge1"], [(1.0, 1.0), point]), f"ids_b {point!r}"),
        (lambda: demo.units_in_circle(point, 100), f"center {point!r}"),
        (lambda: demo.move_unit("ge1", point), f"to {point!r}"),
    ):
        with pytest.raises(UsageError) as refused:
            call()
        assert str(refused.value) == f"{named} {size}"
    assert demo.unit_position("ge1") == (14.0, 8.0)
    for corner in ((0.0, 0.0), (72.0, 48.0), (72, 0), (0, 48.0)):
        assert demo.los(corner, "su1").range_yards > 0 and demo.los_matrix([corner], ["su1"]).shape == (1, 1)
        assert isinstance(demo.units_in_circle(corner, 10), list)
    text = f"{point[0]:g},{point[1]:g}"
    assert main(["los", str(demo_path), text, "su1"]) == 2
    assert capsys.readouterr().err.strip() == f"morefire: FROM {text!r} {size}"


def test_text_is_never_read_as_a_point(demo: Battle) -> None:
    """docs/api.md: a point is (x, y). A text of two digits is not one (it was read as its two characters, and
    move_unit("ge1", "12") put the tank at 1, 2); move_unit takes a point only, and says so."""
    for to in ("12", b"12", "su1"):
        with pytest.raises(UsageError) as refused:
            demo.move_unit("ge1", to)  # type: ignore[arg-type]
        assert str(refused.value) == f"to {to!r}: give (x, y) table coordinates, where the unit's centre goes"
    assert demo.unit_position("ge1") == (14.0, 8.0)
    with pytest.raises(UsageError, match=r"^a b'12': give a unit id or \(x, y\) table coordinates$"):
        demo.los(b"12", "su1")  # type: ignore[arg-type]
    with pytest.raises(UsageError, match=r"^ids_b b'12': give a unit id or"):
        demo.los_matrix(["ge1"], [b"12"])  # type: ignore[list-item]


def test_numbers_too_large_for_a_float_and_paths_that_are_not_are_usage_errors(demo: Battle) -> None:
    """docs/api.md: everything raised on purpose is a MoreFireError; a whole number too large for a float (which
    float() and math.isfinite refuse with an OverflowError) is a value that makes no sense, as nan is."""
    huge = 10**400
    for call in (
        lambda: demo.los((huge, 1), "su1"),
        lambda: demo.los_matrix([(1.0, huge)], ["su1"]),
        lambda: demo.units_in_circle((huge, 1), 100),
        lambda: demo.units_in_circle((10.0, 10.0), huge),
        lambda: demo.move_unit("ge1", (huge, 1)),
        lambda: demo.move_unit("ge1", (11.0, 11.0), facing=huge),
        lambda: open_battle(5),  # type: ignore[arg-type]
        lambda: open_battle(None),  # type: ignore[arg-type]
    ):
        with pytest.raises(UsageError):
            call()
    assert demo.unit_position("ge1") == (14.0, 8.0)


def test_save_refuses_a_path_that_is_not_one(demo: Battle, tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"^path 5: give the file to save to"):
        demo.save(5)  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_the_api_never_imports_qt(demo_path: Path) -> None:
    script = (
        "import sys; from morefire_gui.api import open_battle; b = open_battle(sys.argv[1]); "
        "ids = b.unit_ids; b.los(ids[0], ids[-1]); b.los_matrix(ids[:2], ids[-2:]); "
        "b.units_in_circle(ids[0], 100); "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'morefire_gui.gui'))))"
    )
    out = subprocess.run([sys.executable, "-c", script, str(demo_path)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_api_is_typed_for_a_players_type_checker() -> None:
    """PEP 561: the package says it is typed, and the API's annotations resolve at run time (an IDE or a
    framework reading them with typing.get_type_hints gets the numpy array's element type, not a NameError)."""
    import typing

    import numpy.typing as npt

    import morefire_gui
    from morefire_gui import api

    assert (Path(morefire_gui.__file__).parent / "py.typed").is_file()
    assert typing.get_type_hints(api.Battle.los_matrix)["return"] == npt.NDArray[np.bool_]
    assert typing.get_type_hints(api.Battle.los)["return"] is LineOfSight
    for member in (api.Battle.units_in_circle, api.Battle.move_unit, api.Battle.save, api.Battle._unit, open_battle):
        typing.get_type_hints(member)
    hints = typing.get_type_hints(LineOfSight)
    assert hints["blockers"] == tuple[str, ...] and hints["clear"] is bool


@pytest.mark.slow
def test_the_wheel_carries_the_typed_marker_and_runs_as_a_module(tmp_path: Path) -> None:
    import zipfile

    repo = Path(__file__).resolve().parents[1]
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", str(tmp_path), str(repo)], check=True, capture_output=True)
    (wheel,) = tmp_path.glob("morefire_gui-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {"morefire_gui/py.typed", "morefire_gui/cli/__main__.py"} <= names
    out = subprocess.run(
        [sys.executable, "-m", "morefire_gui.cli", "--help"], capture_output=True, text=True, check=True
    )
    assert "los" in out.stdout


def test_a_line_explains_itself_when_asked(demo: Battle) -> None:
    """The answer comes at once; the reasons are worked out when explain() is first asked, and say the same."""
    for a in demo.unit_ids[:4]:
        for b in demo.unit_ids[-4:]:
            sight = demo.los(a, b)
            words = sight.explain()
            assert words[1] == ("line of sight clear" if sight.clear else "line of sight blocked")
            named = [line.split()[3].rstrip(":") for line in words if line.startswith("blocked by ")]
            assert tuple(named) == sight.blockers
            assert sight.explain() == words
            # the range as the window and the command line write it: table units to one decimal
            assert f"({sight.range_yards / 50:.1f} table units, centre to centre)" in words[0], words[0]


def test_a_piece_a_file_lays_off_the_table_is_brought_onto_it_as_the_command_brings_it(tmp_path: Path) -> None:
    """docs/api.md: act takes a table edit as the window and morefire act take it: a piece the file lays past an edge
    may be moved onto the table or nearer to it, never farther off."""
    from morefire_gui.model.actions.table import ChangeTerrain
    from tests.cli.test_table_cli import OFF_THE_TABLE

    path = tmp_path / "off.yaml"
    path.write_text(OFF_THE_TABLE, encoding="utf-8")
    battle = open_battle(path)
    copse = battle._session.battle.piece("w1")
    farther = battle.act(ChangeTerrain(pieces=(copse.moved_by(-2, 0),)))
    assert farther.refused and "farther than the 3.0 in it reaches now" in farther.reason
    assert battle._session.battle.piece("w1") == copse
    resolution = battle.act(ChangeTerrain(pieces=(copse.moved_by(3, 0),)))
    assert resolution.accepted and battle._session.battle.piece("w1").polygon[0] == (0, 20)


def test_the_settings_are_the_files_and_a_whole_change_settings_is_made_from_them(
    demo_path: Path, tmp_path: Path
) -> None:
    from pydantic import ValidationError

    from morefire_gui.model.actions.table import ChangeSettings
    from morefire_gui.model.battle import Settings

    path = tmp_path / "mud.yaml"
    path.write_text(
        demo_path.read_text(encoding="utf-8")
        + "settings:\n  weather: mud\n  campaign: true\n  los: {hedge_yards: 30}\n",
        encoding="utf-8",
    )
    battle = open_battle(path)
    settings = battle.settings
    assert isinstance(settings, Settings)
    assert (settings.weather, settings.campaign, settings.los.hedge_yards) == ("mud", True, 30)
    assert settings.model_dump(mode="json", exclude_none=True, exclude_defaults=True) == {
        "los": {"hedge_yards": 30.0},
        "weather": "mud",
        "campaign": True,
    }
    # Read-only: a setting is not assigned, and what is done to the copy leaves the battle's as it was.
    with pytest.raises(ValidationError):
        settings.campaign = False  # type: ignore[misc]
    settings.los.heights.clear()
    assert battle.settings.los.heights
    # The one setting changed, every other kept: the whole settings a ChangeSettings takes.
    resolution = battle.act(ChangeSettings(settings=battle.settings.model_copy(update={"campaign": False})))
    assert not resolution.refused, resolution.refusal
    after = battle.settings
    assert (after.weather, after.campaign, after.los.hedge_yards) == ("mud", False, 30)
    assert open_battle(battle.save()).settings == after


def test_a_unit_moved_is_logged_by_its_name_and_distance_as_the_window_logs_a_drag(
    demo: Battle, tmp_path: Path
) -> None:
    import yaml

    demo.move_unit("ge1", (17.0, 12.0))  # Tiger 1, from (14, 8)
    demo.move_unit("ge2", (30.0, 6.0), facing=90)  # Tiger 2 turned where it stands
    saved = yaml.safe_load(demo.save(tmp_path / "moved.yaml").read_text(encoding="utf-8"))
    assert [a["action"]["text"] for a in saved["actions"]] == ["Move Tiger 1 5.0 in", "Turn Tiger 2 to 90°"]


def test_a_unit_is_found_by_its_id_after_units_are_removed_put_back_and_placed_before_it(demo: Battle) -> None:
    from morefire_gui.session.edits import AddUnit, RemoveUnit

    session = demo._session
    first, last = session.battle.units[0], session.battle.units[-1]
    assert demo.unit_position(last.id) == last.at  # looked up once: the places are taken
    removed = RemoveUnit(first, 0)
    session.apply(removed)  # every unit after it stands one place earlier now
    assert demo.unit_position(last.id) == last.at
    with pytest.raises(UsageError, match=repr(first.id)):
        demo.unit_position(first.id)
    with pytest.raises(UsageError, match=repr(first.id)):
        demo.los(first.id, last.id)
    session.revert(removed)
    assert demo.unit_position(first.id) == first.at and demo.unit_position(last.id) == last.at
    newcomer = first.model_copy(update={"id": "newcomer", "at": (10.0, 10.0)})
    session.apply(AddUnit(newcomer, 0))  # placed before every other unit
    assert demo.unit_position("newcomer") == (10.0, 10.0)
    assert demo.unit_position(first.id) == first.at and demo.unit_position(last.id) == last.at
    demo.move_unit(last.id, (20.0, 30.0))
    assert demo.unit_position(last.id) == (20.0, 30.0)  # the unit replaced in its place is the one found
    assert demo.los(last.id, (20.0, 31.0)).range_yards == demo.los((20.0, 30.0), (20.0, 31.0)).range_yards
