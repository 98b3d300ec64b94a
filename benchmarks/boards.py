"""The boards the benchmarks run on, beside the crowded stress battle (benchmarks/stress.py):

* the *realistic* board: a table the scenario system lays out for a real game (``morefire scenario --create``,
  farmland in France, seeded), with 100 units a side scattered over each side's half, none inside a building;
  between a third and two thirds of the lines from one side to the other are clear, as in a game;
* the *dense* board: 1,000 pieces, 950 of them blocking (houses in villages, woods, hills, hedges), with 200 units
  a side, an independently seeded layout of the kind the stress battle holds, where nearly every line is blocked;
* a table with one wood of 50,000 vertices, for the cost of a line of sight across a piece that large.
"""

from __future__ import annotations

import contextlib
import io
import math
import random
from pathlib import Path
from typing import Any

from shapely.geometry import Point, Polygon
from shapely.strtree import STRtree

from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import TerrainKind

REALISTIC_SEED = 12
UNITS_PER_SIDE = 100
DENSE_UNITS_PER_SIDE = 200
TYPES = ("R", "SMG", "LMG", "MMG", "pz4h", "t34_76_43", "sdkfz251", "zis3", "pak40", "HMG")


def _with_units(
    battle: Battle, per_side: int, seed: int, bands: tuple[tuple[float, float], tuple[float, float]]
) -> Battle:
    """``battle`` with ``per_side`` units for each of its first two sides, scattered over each side's band of the
    table (y from, y to), none inside a building, none on top of another."""
    rng = random.Random(seed)
    houses = [p for p in battle.terrain if p.kind is TerrainKind.BUILDING and p.polygon is not None]
    tree = STRtree([Polygon(p.polygon) for p in houses]) if houses else None
    w = battle.table.width
    taken: list[tuple[float, float]] = []
    units: list[dict[str, Any]] = []
    for side, band in zip(battle.sides[:2], bands):
        for k in range(per_side):
            for _ in range(10000):
                at = (round(rng.uniform(1.0, w - 1.0), 2), round(rng.uniform(*band), 2))
                if tree is not None and len(tree.query(Point(at).buffer(0.45), predicate="intersects")):
                    continue
                if any(abs(at[0] - x) < 0.9 and abs(at[1] - y) < 0.9 for x, y in taken):
                    continue
                break
            taken.append(at)
            units.append(
                {
                    "id": f"{side.id[:2]}{k + 1}",
                    "side": side.id,
                    "type": TYPES[k % len(TYPES)],
                    "at": list(at),
                    "facing": round(rng.uniform(0, 360), 1),
                }
            )
    data = battle.model_dump(mode="json", exclude_none=True)
    data["units"] = units
    return Battle.model_validate(data)


def realistic_board(workdir: Path, seed: int = REALISTIC_SEED) -> Battle:
    """A farmland table in France laid out by the scenario system, with 100 units a side over each half."""
    from morefire_gui.cli import main as morefire
    from morefire_gui.io.battle_file import load_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables

    path = workdir / f"realistic-{seed}-table.yaml"
    if not path.exists():
        with contextlib.redirect_stdout(io.StringIO()):  # the briefing it prints is not the benchmark's report
            code = morefire(
                ["scenario", "--theatre", "france", "--terrain", "farmland", "--seed", str(seed), "--create", str(path)]
            )
        if code != 0:
            raise RuntimeError(f"morefire scenario --seed {seed} failed ({code})")
    table = load_battle(path, bundled_catalogue(), rule_tables())
    d = table.table.depth
    return _with_units(table, UNITS_PER_SIDE, seed, ((1.0, d * 0.45), (d * 0.55, d - 1.0)))


def dense_board(seed: int) -> Battle:
    """1,000 pieces (950 blocking) and 200 units a side: the stress battle's kind of table, seeded apart."""
    from benchmarks.stress import StressSpec, build_stress_battle

    battle = build_stress_battle(spec=StressSpec(seed=seed, buildings=573, hedges=300, units_per_side=1))
    d = battle.table.depth
    return _with_units(battle, DENSE_UNITS_PER_SIDE, seed, ((1.0, d * 0.4), (d * 0.6, d - 1.0)))


def big_piece_board(vertices: int = 50_000) -> Battle:
    """A 72 x 48 in table with one wood of ``vertices`` vertices (a wavy outline), and nothing else."""
    pts = []
    for k in range(vertices):
        a = 2 * math.pi * k / vertices
        r = 1 + 0.04 * math.sin(37 * a) + 0.02 * math.sin(211 * a)
        pts.append([round(36 + 20 * r * math.cos(a), 5), round(24 + 15 * r * math.sin(a), 5)])
    return Battle.model_validate(
        {
            "title": f"One wood of {vertices} vertices",
            "table": {"width": 72, "depth": 48, "unit": "in"},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "terrain": [{"id": "w1", "kind": "woods", "polygon": pts}],
        }
    )


def summary(battle: Battle) -> str:
    blocking = sum(
        1
        for p in battle.terrain
        if p.kind.value in {"hill", "woods", "rough", "building", "village", "crops", "jungle", "hedge"}
    )
    return f"{len(battle.terrain)} pieces ({blocking} blocking), {len(battle.units)} units"
