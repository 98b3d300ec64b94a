"""A side's ``airstrikes_bought`` (Table VII: bought with the forces, not flown yet): read and written back on the
side's line, left out when empty, and an aircraft type that is not one refused at its file, line and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import BattleFileError
from morefire_gui.io.battle_file import battle_to_yaml, load_battle, parse_battle, save_battle
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.session.air_battle import AIR_BATTLE

AXIS = "  - {id: axis, nation: germany, edge: north}\n"
# The axis side written as a block, one bought airstrike to a line: lines 7 to 12 of the file.
BLOCK = """\
  - id: axis
    nation: germany
    edge: north
    airstrikes_bought:
      - ju87b
      - {bought}
"""


def with_axis(side: str) -> str:
    assert AXIS in AIR_BATTLE
    return AIR_BATTLE.replace(AXIS, side)


def problems(text: str, catalogue: Catalogue, tables: RuleTables) -> list[str]:
    with pytest.raises(BattleFileError) as info:
        parse_battle(text, "bought.yaml", catalogue, tables)
    return [str(p) for p in info.value.problems]


def test_the_bought_airstrikes_are_read_and_written_back(
    catalogue: Catalogue, tables: RuleTables, tmp_path: Path
) -> None:
    text = with_axis("  - {id: axis, nation: germany, edge: north, airstrikes_bought: [ju87b, ju87b, bf109e4b]}\n")
    battle = parse_battle(text, "bought.yaml", catalogue, tables)
    assert battle.side("axis").airstrikes_bought == ("ju87b", "ju87b", "bf109e4b")
    assert battle.side("allies").airstrikes_bought == ()
    out = battle_to_yaml(battle)
    assert "- {id: axis, nation: germany, edge: north, airstrikes_bought: [ju87b, ju87b, bf109e4b]}" in out
    assert "- {id: allies, nation: ussr, edge: south}" in out  # none bought: no key
    path = tmp_path / "bought.yaml"
    save_battle(battle, path)
    assert load_battle(path, catalogue, tables).sides == battle.sides


@pytest.mark.parametrize(
    ("bought", "expected"),
    [
        ("ju87x", "bought.yaml:12: sides[0] (axis).airstrikes_bought[1]: unknown aircraft type 'ju87x' (did you mean "),
        ("pz4h", "bought.yaml:12: sides[0] (axis).airstrikes_bought[1]: 'pz4h' is a vehicle, not an aircraft"),
        (
            "zeppelin",
            "bought.yaml:12: sides[0] (axis).airstrikes_bought[1]: unknown aircraft type 'zeppelin' (it is not in "
            "the catalogue)",
        ),
    ],
)
def test_a_bought_airstrike_that_is_no_aircraft_is_refused_at_its_line(
    bought: str, expected: str, catalogue: Catalogue, tables: RuleTables
) -> None:
    found = problems(with_axis(BLOCK.format(bought=bought)), catalogue, tables)
    assert any(p.startswith(expected) for p in found), found
    assert not any("airstrikes_bought[0]" in p for p in found)


def test_a_side_with_another_problem_still_has_its_airstrikes_checked(catalogue: Catalogue, tables: RuleTables) -> None:
    text = with_axis("  - {id: axis, nation: germany, edge: nort, airstrikes_bought: [ju87x]}\n")
    found = problems(text, catalogue, tables)
    assert any(p.startswith("bought.yaml:7: sides[0] (axis).edge:") for p in found), found
    assert any(
        p.startswith("bought.yaml:7: sides[0] (axis).airstrikes_bought[0]: unknown aircraft type 'ju87x'")
        for p in found
    ), found


def test_an_empty_name_is_refused(catalogue: Catalogue, tables: RuleTables) -> None:
    found = problems(
        with_axis('  - {id: axis, nation: germany, edge: north, airstrikes_bought: [""]}\n'), catalogue, tables
    )
    assert any(p.startswith("bought.yaml:7: sides[0] (axis).airstrikes_bought[0]:") for p in found), found
