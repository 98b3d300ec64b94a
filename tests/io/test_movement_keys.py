"""The battle file's movement, infantry and minefield keys: read, checked (each problem at its key) and written back
(keys at their defaults left out)."""

from __future__ import annotations

import pytest

from morefire_gui.errors import BattleFileError
from morefire_gui.io.battle_file import battle_to_yaml, parse_battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Weather
from morefire_gui.rules.tables import RuleTables

HEAD = (
    'format: morefire-battle\nversion: 1\ntable: {width: 72, depth: 48, unit: in}\nscale: "1:50"\nsides:\n'
    "  - {id: axis, nation: germany, edge: north}\n  - {id: allies, nation: ussr, edge: south}\n"
)
GOOD = (
    HEAD
    + """terrain:
  - {id: m1, kind: minefield, mines: gp, polygon: [[10, 10], [12, 10], [12, 11], [10, 11]], owner: axis, deliberate: true, revealed: true, clearing: {i1: 2}}
  - {id: lk, kind: water, polygon: [[30, 30], [40, 30], [40, 40]], ice_holds: false}
units:
  - {id: i1, side: allies, type: SMG, at: [11, 10.5], status: [suppressed], status_until: {suppressed: 7}, suicide: true, ski: true}
  - {id: t1, side: allies, type: t34_76_43, at: [20, 20], mountain_checked: true}
settings:
  weather: snow
  terrain_type: tundra
"""
)


def load(text: str, catalogue: Catalogue, tables: RuleTables):
    return parse_battle(text, "b.yaml", catalogue, tables)


def test_the_keys_are_read_and_written_back(catalogue: Catalogue, tables: RuleTables) -> None:
    b = load(GOOD, catalogue, tables)
    m1 = b.piece("m1")
    assert (m1.owner, m1.deliberate, m1.revealed, m1.clearing) == ("axis", True, True, {"i1": 2})
    assert b.piece("lk").ice_holds is False
    i1 = b.unit("i1")
    assert i1.status_until == {Status.SUPPRESSED: 7} and i1.suicide and i1.ski
    assert b.unit("t1").mountain_checked
    assert (b.settings.weather, b.settings.terrain_type) == (Weather.SNOW, BattlefieldTerrain.TUNDRA)
    again = load(battle_to_yaml(b), catalogue, tables)
    assert again.model_dump(exclude={"app_version"}) == b.model_dump(exclude={"app_version"})


def test_defaults_are_left_out(catalogue: Catalogue, tables: RuleTables) -> None:
    text = HEAD + (
        "terrain:\n  - {id: m1, kind: minefield, mines: ap, polygon: [[10, 10], [12, 10], [12, 11]]}\n"
        "units:\n  - {id: i1, side: allies, type: R, at: [1, 1]}\n"
    )
    out = battle_to_yaml(load(text, catalogue, tables))
    for key in (
        "deliberate",
        "revealed",
        "clearing",
        "owner",
        "ice_holds",
        "status_until",
        "suicide",
        "ski",
        "mountain_checked",
        "weather",
        "terrain_type",
    ):
        assert key not in out


BAD = [
    (
        "  - {id: w, kind: woods, polygon: [[1, 1], [2, 1], [2, 2]], owner: axis}\n",
        "terrain[0].owner",
        "only minefields",
    ),
    (
        "  - {id: w, kind: woods, polygon: [[1, 1], [2, 1], [2, 2]], ice_holds: true}\n",
        "terrain[0].ice_holds",
        "only water",
    ),
    (
        "  - {id: m, kind: minefield, mines: ap, polygon: [[1, 1], [2, 1], [2, 2]], owner: nobody}\n",
        "terrain[0].owner",
        "unknown side",
    ),
    (
        "  - {id: m, kind: minefield, mines: ap, polygon: [[1, 1], [2, 1], [2, 2]], deliberate: true}\n",
        "terrain[0].deliberate",
        "owner",
    ),
    (
        "  - {id: m, kind: minefield, mines: ap, polygon: [[1, 1], [2, 1], [2, 2]], revealed: true}\n",
        "terrain[0].revealed",
        "only a deliberate",
    ),
    (
        "  - {id: m, kind: minefield, mines: ap, polygon: [[1, 1], [2, 1], [2, 2]], clearing: {zz: 1}}\n",
        "terrain[0].clearing.zz",
        "unknown unit",
    ),
]


@pytest.mark.parametrize("piece,key,message", BAD)
def test_terrain_key_problems(catalogue: Catalogue, tables: RuleTables, piece: str, key: str, message: str) -> None:
    with pytest.raises(BattleFileError) as exc:
        load(HEAD + "terrain:\n" + piece, catalogue, tables)
    problems = [p for p in exc.value.problems if p.key == key]
    assert problems and message in problems[0].message, str(exc.value)


UNIT_BAD = [
    ("{id: u, side: allies, type: LMG, at: [1, 1], suicide: true}", "units[0].suicide", "only R, RF, SMG"),
    ("{id: u, side: axis, type: R, at: [1, 1], suicide: true}", None, None),  # Waffen SS 1945: possible
    ("{id: u, side: allies, type: t34_76_43, at: [1, 1], ski: true}", "units[0].ski", "only infantry"),
    ("{id: u, side: allies, type: R, at: [1, 1], status_until: {suppressed: 3}}", "units[0]", "not in the unit"),
]


@pytest.mark.parametrize("unit,key,message", UNIT_BAD)
def test_unit_key_problems(
    catalogue: Catalogue, tables: RuleTables, unit: str, key: str | None, message: str | None
) -> None:
    text = HEAD + "units:\n  - " + unit + "\n"
    if key is None:
        load(text, catalogue, tables)
        return
    with pytest.raises(BattleFileError) as exc:
        load(text, catalogue, tables)
    assert any(p.key == key and message in p.message for p in exc.value.problems), str(exc.value)


def test_a_nation_without_suicide_squads(catalogue: Catalogue, tables: RuleTables) -> None:
    text = (
        HEAD.replace("nation: ussr", "nation: usa") + "units:\n  - {id: u, side: allies, type: R, at: [1, 1], "
        "suicide: true}\n"
    )
    with pytest.raises(BattleFileError) as exc:
        load(text, catalogue, tables)
    assert any("usa has no suicide squads" in p.message for p in exc.value.problems)


@pytest.mark.parametrize(
    "settings,ok",
    [
        ("{weather: mud, terrain_type: tundra}", False),
        ("{weather: snow, terrain_type: desert}", False),
        ("{weather: mud, terrain_type: mountains}", True),
        ("{weather: fog}", False),
    ],
)
def test_weather_for_the_terrain(catalogue: Catalogue, tables: RuleTables, settings: str, ok: bool) -> None:
    text = HEAD + f"settings: {settings}\n"
    if ok:
        load(text, catalogue, tables)
    else:
        with pytest.raises(BattleFileError) as exc:
            load(text, catalogue, tables)
        assert any(p.key.startswith("settings.") for p in exc.value.problems)


def test_the_documented_example_loads(catalogue: Catalogue, tables: RuleTables) -> None:
    from pathlib import Path

    docs = (Path(__file__).resolve().parents[2] / "docs" / "battle-format.md").read_text(encoding="utf-8")
    section = docs.split("## movement, infantry combat and minefields", 1)[1]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    b = load(HEAD + example, catalogue, tables)
    assert b.piece("m1").deliberate and b.unit("su2").status_until == {Status.SUPPRESSED: 7}
