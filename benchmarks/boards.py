"""The boards the benchmarks run on, beside the crowded stress battle (benchmarks/stress.py):

* the *realistic* board: a table the scenario system lays out for a real game (``morefire scenario --create``,
  farmland in France, seeded), with 100 units a side scattered over each side's half, none inside a building;
  between a third and two thirds of the lines from one side to the other are clear, as in a game;
* the *dense* board: 1,000 pieces, 950 of them blocking (houses in villages, woods, hills, hedges), with 200 units
  a side, an independently seeded layout of the kind the stress battle holds, where nearly every line is blocked;
* tables with one wood of 50,000 vertices, for the cost of a line of sight across a piece that large: a wavy
  outline, a star of 25,000 spikes, a comb of 12,500 teeth and a spiral of 40 turns.
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
from morefire_gui.model.terms import BLOCKING_KINDS, TerrainKind

REALISTIC_SEED = 12
UNITS_PER_SIDE = 100
DENSE_UNITS_PER_SIDE = 200
DENSE_NOT_BLOCKING = 50
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
    """1,000 pieces (950 blocking) and 200 units a side: the stress battle's kind of table, seeded apart. Of its
    houses, one in thirteen is a pond (water, which does not block), 45 in all, beside its four roads and stream."""
    from benchmarks.stress import StressSpec, build_stress_battle

    battle = build_stress_battle(spec=StressSpec(seed=seed, buildings=573, hedges=300, units_per_side=1))
    houses = [i for i, p in enumerate(battle.terrain) if p.kind is TerrainKind.BUILDING]
    ponds = set(houses[::13][: DENSE_NOT_BLOCKING - (len(battle.terrain) - _blocking(battle))])
    terrain = [
        p.model_copy(update={"kind": TerrainKind.WATER}) if i in ponds else p for i, p in enumerate(battle.terrain)
    ]
    battle = battle.model_copy(update={"terrain": terrain})
    d = battle.table.depth
    return _with_units(battle, DENSE_UNITS_PER_SIDE, seed, ((1.0, d * 0.4), (d * 0.6, d - 1.0)))


def _blocking(battle: Battle) -> int:
    return sum(1 for p in battle.terrain if p.kind in BLOCKING_KINDS)


def big_piece_board(vertices: int = 50_000) -> Battle:
    """A 72 x 48 in table with one wood of ``vertices`` vertices (a wavy outline), and nothing else."""
    pts = []
    for k in range(vertices):
        a = 2 * math.pi * k / vertices
        r = 1 + 0.04 * math.sin(37 * a) + 0.02 * math.sin(211 * a)
        pts.append((36 + 20 * r * math.cos(a), 24 + 15 * r * math.sin(a)))
    return one_wood(pts, f"One wood of {vertices} vertices")


def star_board(vertices: int = 50_000) -> Battle:
    """One wood of ``vertices`` vertices: a star of ``vertices / 2`` spikes, 20 in from its centre to a tip, 16 to the
    notches between them (a spike is 0.005 in wide at its foot)."""
    pts = []
    for k in range(vertices):
        a = 2 * math.pi * k / vertices
        r = 20.0 if k % 2 == 0 else 16.0
        pts.append((36 + r * math.cos(a), 24 + r * math.sin(a)))
    return one_wood(pts, f"A star of {vertices // 2} spikes")


def comb_board(vertices: int = 50_000) -> Battle:
    """One wood of ``vertices`` vertices: a comb, a back 2 in deep along the south of a 60 x 28 in field with
    ``(vertices - 4) / 4`` teeth rising from it, each 0.0024 in wide: a line across it crosses thousands of edges."""
    teeth = (vertices - 4) // 4
    x0, x1, y0, y1 = 6.0, 66.0, 38.0, 10.0  # y grows south: the back at y 38-40, the teeth up to y 10
    w = (x1 - x0) / teeth
    pts = [(x0, y0)]
    for i in range(teeth):
        left = x0 + i * w
        pts += [(left + w * 0.25, y0), (left + w * 0.25, y1), (left + w * 0.75, y1), (left + w * 0.75, y0)]
    pts += [(x1, y0), (x1, y0 + 2.0), (x0, y0 + 2.0)]
    return one_wood(pts[::-1], f"A comb of {teeth} teeth")


def spiral_board(vertices: int = 50_000, turns: int = 40) -> Battle:
    """One wood of ``vertices`` vertices: a band wound ``turns`` times round the table's centre (a line across it
    goes in and out of it at every turn)."""
    m = vertices // 2
    gap = 21.5 / turns
    outer, inner = [], []
    for k in range(m):
        f = k / (m - 1)
        a = 2 * math.pi * turns * f
        r = 0.5 + 21.5 * f
        outer.append((36 + r * math.cos(a), 24 + r * math.sin(a) * 0.7))
        inner.append((36 + (r - gap * 0.5) * math.cos(a), 24 + (r - gap * 0.5) * math.sin(a) * 0.7))
    return one_wood(outer + inner[::-1], f"A spiral of {turns} turns")


def one_wood(points: list[tuple[float, float]], title: str) -> Battle:
    """A 72 x 48 in table at 1:50 with one wood of outline ``points`` (rounded to 1e-6 in), and nothing else."""
    return Battle.model_validate(
        {
            "title": title,
            "table": {"width": 72, "depth": 48, "unit": "in"},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "terrain": [{"id": "w1", "kind": "woods", "polygon": [[round(x, 6), round(y, 6)] for x, y in points]}],
        }
    )


def summary(battle: Battle) -> str:
    return f"{len(battle.terrain)} pieces ({_blocking(battle)} blocking), {len(battle.units)} units"
