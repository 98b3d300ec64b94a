"""The battle file's ``aircraft`` key and ``settings.snowing`` (rule 5): validated with every problem located at its
line and key, written one aircraft to a line with defaults left out, and read back unchanged; and a player's own
aircraft figures merged over the app's."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import BattleFileError, DataFileError
from morefire_gui.io.aircraft_tables import load_aircraft_tables, merged
from morefire_gui.io.battle_file import battle_to_yaml, load_battle, parse_battle, save_battle
from morefire_gui.rules.aircraft.terms import AircraftState, Altitude, Attack
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.session.air_battle import AIR_BATTLE

AIRCRAFT = """\
aircraft:
  - {id: air1, side: allies, type: il2, at: [20, 20], heading: 300, flown_heading: 0, runs: 1}
  - {id: air2, side: axis, type: ju87d, at: [40, 0], heading: 180, altitude: medium, attack: bomb}
  - {id: air3, side: axis, type: fw190f8, at: [0, 10], heading: 270, state: exited, bombs_dropped: true, runs: 2}
settings: {weather: snow, snowing: false}
"""


def parse(text: str, catalogue: Catalogue, tables: RuleTables):  # type: ignore[no-untyped-def]
    return parse_battle(text, "air.yaml", catalogue, tables)


def test_aircraft_are_read_and_written_back(catalogue: Catalogue, tables: RuleTables, tmp_path: Path) -> None:
    battle = parse(AIR_BATTLE + AIRCRAFT, catalogue, tables)
    air1, air2, air3 = battle.aircraft
    assert (air1.heading, air1.flown_heading, air1.runs, air1.altitude, air1.attack) == (
        300,
        0,
        1,
        Altitude.LOW,
        Attack.STRAFE,
    )
    assert air2.altitude is Altitude.MEDIUM and air2.attack is Attack.BOMB and air2.in_play
    assert air3.state is AircraftState.EXITED and air3.bombs_dropped
    assert battle.settings.snowing is False
    text = battle_to_yaml(battle)
    assert "- {id: air2, side: axis, type: ju87d, at: [40, 0], heading: 180, altitude: medium, attack: bomb}" in text
    assert "state: in_play" not in text and "runs: 0" not in text  # defaults are left out
    path = tmp_path / "out.yaml"
    save_battle(battle, path)
    again = load_battle(path, catalogue, tables)
    assert again.aircraft == battle.aircraft and again.settings == battle.settings


def test_a_battle_without_aircraft_writes_no_key(catalogue: Catalogue, tables: RuleTables) -> None:
    assert "aircraft" not in battle_to_yaml(parse(AIR_BATTLE, catalogue, tables))


def _problems(text: str, catalogue: Catalogue, tables: RuleTables) -> list[str]:
    with pytest.raises(BattleFileError) as info:
        parse(text, catalogue, tables)
    return [str(p) for p in info.value.problems]


LINE = AIR_BATTLE.count("\n") + 2  # the first aircraft's line


@pytest.mark.parametrize(
    ("item", "expected"),
    [
        ("{id: air1, side: reds, type: il2, at: [20, 20], heading: 0}", "aircraft[0] (air1).side: unknown side 'reds'"),
        (
            "{id: air1, side: allies, type: il-2, at: [20, 20], heading: 0}",
            "aircraft[0] (air1).type: unknown aircraft type 'il-2' (did you mean il2",
        ),
        (
            "{id: air1, side: allies, type: t34_76_43, at: [20, 20], heading: 0}",
            "aircraft[0] (air1).type: 't34_76_43' is a vehicle, not an aircraft",
        ),
        (
            "{id: air1, side: allies, type: fr_d520, at: [20, 20], heading: 0, attack: bomb}",
            "aircraft[0] (air1).attack: 'fr_d520' carries no bombs",
        ),
        (
            "{id: air1, side: allies, type: il2, at: [20, 60], heading: 0}",
            "aircraft[0] (air1).at: aircraft 'air1' at 20.0, 60.0 is off the table (0-72 x 0-48 in)",
        ),
        (
            "{id: air1, side: allies, type: il2, at: [20, 20], heading: 120, flown_heading: 0}",
            "aircraft[0] (air1).heading: the direction arrow turned 120 degrees from the heading flown (0); at most 90",
        ),
        (
            "{id: inf1, side: allies, type: il2, at: [20, 20], heading: 0}",
            "aircraft[0] (inf1).id: id 'inf1' is already used by units[0]",
        ),
        (
            "{id: air1, side: allies, type: il2, at: [20, 20], heading: 0, altitude: ground}",
            "aircraft[0] (air1).altitude: ",
        ),
        ("{id: air1, side: allies, type: il2, at: [20, 20], heading: 0, state: landed}", "aircraft[0] (air1).state: "),
        (
            "{id: air1, side: allies, type: il2, at: [20, 20], heading: 0, spead: 3}",
            "aircraft[0] (air1).spead: unknown key",
        ),
    ],
)
def test_problems_are_located(item: str, expected: str, catalogue: Catalogue, tables: RuleTables) -> None:
    problems = _problems(AIR_BATTLE + f"aircraft:\n  - {item}\n", catalogue, tables)
    assert any(p.startswith(f"air.yaml:{LINE}: {expected}") for p in problems), problems


def test_two_aircraft_with_one_id(catalogue: Catalogue, tables: RuleTables) -> None:
    item = "{id: air1, side: allies, type: il2, at: [20, 20], heading: 0}"
    problems = _problems(AIR_BATTLE + f"aircraft:\n  - {item}\n  - {item}\n", catalogue, tables)
    assert f"air.yaml:{LINE + 1}: aircraft[1] (air1).id: duplicate aircraft id 'air1' (also aircraft[0])" in problems


def test_a_bad_aircraft_is_reported_beside_other_problems(catalogue: Catalogue, tables: RuleTables) -> None:
    text = (
        AIR_BATTLE.replace("title: Air test", "title: Air test\ntitel: typo")
        + "aircraft:\n  - {id: air1, side: reds, type: il2, at: [20, 20], heading: 0}\n"
    )
    problems = _problems(text, catalogue, tables)
    assert any("titel" in p for p in problems) and any("unknown side 'reds'" in p for p in problems)


# -- a player's own figures --------------------------------------------------------------------------------------


def test_the_merge() -> None:
    base = {"a": {"x": 1, "y": [1, 2]}, "b": 2}
    assert merged(base, {"a": {"y": [3]}}) == {"a": {"x": 1, "y": [3]}, "b": 2}
    assert base == {"a": {"x": 1, "y": [1, 2]}, "b": 2}


def test_a_players_figures_are_merged_over_the_defaults(tmp_path: Path, tables: RuleTables) -> None:
    mine = tmp_path / "my_aircraft.yaml"
    mine.write_text(
        "speeds:\n  bands:\n    - {label: slow, to_mph: 300, yards: 800}\n"
        "    - {label: medium, to_mph: 380, yards: 1200}\n    - {label: fast, yards: 1600}\n"
        "turning: {max_degrees: 60}\n",
        encoding="utf-8",
    )
    air = load_aircraft_tables(mine)
    assert [b.yards for b in air.speeds.bands] == [800, 1200, 1600] and air.turning.max_degrees == 60
    assert air.aa_fire == tables.aircraft.aa_fire  # the rest as the app's
    assert load_aircraft_tables(None) is tables.aircraft


@pytest.mark.parametrize(
    ("text", "line", "key", "message"),
    [
        ("turning: {max_degrees: 200}\n", 1, "turning.max_degrees", "must be a number 180 or less (found 200)"),
        ("speeds:\n  bands:\n    - {label: slow, to_mph: 300, yards: 800}\n", 1, "speeds", "the last is open"),
        (
            "speeds:\n  bands:\n    - {label: slow, yards: 800}\n",
            1,
            "",
            "aa_fire.speed: give a modifier for every speed band (slow)",
        ),
        (
            "aa_fire:\n  firer_moved: {label: moved, value: -20, extra: 1}\n",
            2,
            "aa_fire.firer_moved.extra",
            "unknown key 'extra'",
        ),
        ("dive: {}\n", 1, "dive", "unknown key 'dive'"),
    ],
)
def test_a_bad_players_file_names_its_line_and_key(
    text: str, line: int, key: str, message: str, tmp_path: Path
) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_aircraft_tables(mine)
    problem = info.value.problems[0]
    assert (problem.source, problem.line, problem.key) == (str(mine), line, key), str(info.value)
    assert message in problem.message
