"""The benchmarks' stress battle is what docs/performance.md says it is, and the benchmarks' shortcuts give the
app's own answers. No timing here: speed is measured by ``make bench``, never asserted in a test."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.stress import DEFAULT_SEED, build_stress_battle  # noqa: E402
from morefire_gui.geometry.los import clear_matrix, line_of_sight  # noqa: E402
from morefire_gui.io.battle_file import check_battle, load_battle, save_battle  # noqa: E402
from morefire_gui.model.battle import Battle  # noqa: E402
from morefire_gui.model.terms import TerrainKind  # noqa: E402
from morefire_gui.session.battle_session import BattleSession  # noqa: E402

INFANTRY = {"R", "RF", "SMG", "LMG", "MMG", "HMG", "FT"}


@pytest.fixture(scope="module")
def stress() -> Battle:
    return build_stress_battle(DEFAULT_SEED)


def count(battle: Battle, kind: TerrainKind) -> int:
    return sum(1 for p in battle.terrain if p.kind is kind)


def test_stress_battle_has_the_terrain_the_benchmarks_promise(stress: Battle) -> None:
    assert (stress.table.width, stress.table.depth, stress.table.unit) == (72, 48, "in")
    assert len(stress.terrain) >= 1000
    assert count(stress, TerrainKind.BUILDING) >= 600
    assert count(stress, TerrainKind.HEDGE) >= 300
    assert count(stress, TerrainKind.WOODS) >= 10
    assert count(stress, TerrainKind.VILLAGE) >= 5
    assert count(stress, TerrainKind.CROPS) >= 1 and count(stress, TerrainKind.ROUGH) >= 1
    levels = {p.level for p in stress.terrain if p.kind is TerrainKind.HILL}
    assert levels >= {1, 2, 3}


def test_stress_battle_has_300_units_on_the_table_from_the_catalogue(  # type: ignore[no-untyped-def]
    stress: Battle, catalogue
) -> None:
    assert len(stress.units) >= 300
    per_side = {s.id: [u for u in stress.units if u.side == s.id] for s in stress.sides}
    assert len(per_side) == 2 and all(len(units) >= 150 for units in per_side.values())
    assert all(stress.contains_point(*u.at) for u in stress.units)
    types = {u.type for u in stress.units}
    assert types >= INFANTRY
    assert all(t in catalogue for t in types)
    assert any(catalogue.get(t).kind.value == "vehicle" for t in types)


def test_stress_battle_validates_and_survives_a_round_trip(  # type: ignore[no-untyped-def]
    stress: Battle, catalogue, tables, tmp_path: Path
) -> None:
    assert check_battle(stress, catalogue, tables) == []
    path = tmp_path / "stress.yaml"
    save_battle(stress, path)
    loaded = load_battle(path, catalogue, tables)
    assert loaded.terrain == stress.terrain and loaded.units == stress.units


def test_stress_battle_is_the_same_for_the_same_seed(stress: Battle) -> None:
    again = build_stress_battle(DEFAULT_SEED)
    assert again.terrain == stress.terrain and again.units == stress.units
    assert build_stress_battle(DEFAULT_SEED + 1).units != stress.units


def test_every_benchmark_module_has_a_run_function() -> None:
    from benchmarks.run import benchmark_modules

    names = benchmark_modules()
    assert {"benchmarks.bench_los", "benchmarks.bench_files", "benchmarks.bench_board"} <= set(names)
    for name in names:
        assert callable(importlib.import_module(name).run), name


@pytest.mark.parametrize("which", ["demo", "stress"])
def test_clear_matrix_agrees_with_line_of_sight_and_the_baseline_is_never_stricter(  # type: ignore[no-untyped-def]
    which: str, stress: Battle, catalogue, tables, demo_path: Path
) -> None:
    from benchmarks.bench_los import early_exit_loop
    from morefire_gui.api import Battle as ApiBattle

    if which == "demo":
        session = BattleSession.open(demo_path, catalogue, tables)
        points = [u.at for u in session.battle.units]
    else:
        session = BattleSession(stress, None, catalogue, tables)
        # Units of both sides, near and far: clear lines, lines blocked by hedges only, lines from inside woods.
        points = [u.at for u in stress.units[::10]] + [(10.0, 10.0), (60.0, 40.0)]
    geometry = session.geometry
    settings = session.battle.settings.los
    index = geometry.terrain_index
    expected = [
        [line_of_sight(index, a, b, geometry.yards_per_unit, settings, False).clear for b in points] for a in points
    ]
    assert clear_matrix(index, points, points, geometry.yards_per_unit, settings, advanced=False) == expected
    # The plain loop knows no exception: a line it finds clear touches no blocking piece, and is clear.
    loop = early_exit_loop(ApiBattle(session))
    assert all(row[j] for a, row in zip(points, expected) for j, b in enumerate(points) if a != b and loop(a, b))
    assert any(any(row) for row in expected) and not all(all(row) for row in expected)


def test_the_benchmark_boards_are_what_they_say(tmp_path: Path) -> None:
    from benchmarks.boards import big_piece_board, dense_board, realistic_board
    from morefire_gui.api import Battle as ApiBattle
    from morefire_gui.model.terms import BLOCKING_KINDS

    dense = dense_board(DEFAULT_SEED)
    blocking = [p for p in dense.terrain if p.kind in BLOCKING_KINDS]
    assert len(dense.terrain) == 1000 and len(blocking) == 950 and len(dense.units) == 400
    real = ApiBattle(BattleSession(realistic_board(tmp_path)))
    ids = real.unit_ids
    first = [i for i in ids if i.startswith(ids[0][:2])]
    share = real.los_matrix(first, [i for i in ids if i not in first]).mean()
    assert 0.3 <= share <= 0.7
    from benchmarks.boards import comb_board, spiral_board, star_board

    for make in (big_piece_board, star_board, comb_board, spiral_board):
        wood = make().terrain[0]  # valid: the battle's own checks passed
        assert wood.polygon is not None and len(wood.polygon) == 50_000


@pytest.mark.parametrize("board", ["big_piece_board", "star_board", "comb_board", "spiral_board"])
def test_the_hard_lines_across_a_big_wood_lie_on_the_table_and_are_answered(board: str) -> None:
    """The API refuses a point off the table (docs/api.md): every line the bounded benchmark times is on it, and each
    is answered (a small wood of the same outline: no timing here)."""
    import random

    from benchmarks import boards
    from benchmarks.bench_los import _blockers, hard_lines
    from morefire_gui.api import Battle as ApiBattle

    model = getattr(boards, board)(2_000)
    lines = hard_lines(model, random.Random(5), 40)
    assert len(lines) >= 80
    width, depth = model.table.width, model.table.depth
    assert all(0 <= x <= width and 0 <= y <= depth for line in lines for x, y in line)
    battle = ApiBattle(BattleSession(model))
    for a, b in lines:
        _blockers(battle, a, b, advanced=False)
