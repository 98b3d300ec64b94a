"""A seeded stress battle: a crowded 72 x 48 in table at 1:50, far busier than any real game.

    .venv/bin/python benchmarks/stress.py OUT.yaml [--seed N]

What it holds (the same every time for a given seed):

* hills: several hill masses, each a stack of nested levels (1 to 3);
* villages: each a ``village`` area with its small houses (``building``) on a loose grid, 600 houses in all;
* woods and patches of rough ground, clear of the villages;
* bocage: 300 hedge lines along the edges of a jittered field grid, with gaps at the corners (gates), some of
  the fields sown with crops;
* a few roads between the villages and a stream, drawn but not blocking;
* 300 units, 150 a side: German infantry, vehicles and guns deployed along the north edge, Soviet along the
  south, none standing inside a house, none on top of another.

Everything is built as plain data and validated once into a :class:`morefire_gui.model.battle.Battle`.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import unary_union
from shapely.strtree import STRtree

from morefire_gui.io.battle_file import save_battle
from morefire_gui.model.battle import Battle

WIDTH, DEPTH = 72.0, 48.0
SCALE = "1:50"
DEFAULT_SEED = 1943

BUILDINGS = 600
HEDGES = 300
UNITS_PER_SIDE = 150
HOUSE_SPACING = 1.1  # in: one house per cell of the village grid

XY = tuple[float, float]

# Catalogue ids (resources/catalogue/*.yaml) and how often each appears in a side's force.
INFANTRY_MIX = {"R": 30, "RF": 12, "SMG": 14, "LMG": 14, "MMG": 9, "HMG": 6, "FT": 5}
GERMAN_HEAVY = {"pz6e": 5, "pz4h": 12, "stug3g": 8, "sdkfz251": 8, "opel_blitz": 4, "pak40": 6, "grw34": 5, "lefh18": 2}
SOVIET_HEAVY = {
    "t34_76_43": 16,
    "kv1s": 4,
    "su76m": 7,
    "t70": 5,
    "gaz_aa": 4,
    "zis3": 6,
    "m42_45mm": 5,
    "pm38": 4,
    "bm37": 3,
}
HEAVY_SHARE = 0.33  # a third of each side is vehicles and guns


@dataclass(frozen=True)
class StressSpec:
    """How big the stress battle is; the defaults are the benchmark's."""

    seed: int = DEFAULT_SEED
    buildings: int = BUILDINGS
    hedges: int = HEDGES
    units_per_side: int = UNITS_PER_SIDE


def _r(v: float) -> float:
    return round(v, 2)


def _pts(points: Sequence[XY]) -> list[list[float]]:
    return [[_r(x), _r(y)] for x, y in points]


def _blob(rng: random.Random, centre: XY, radius: float, vertices: int = 18, wobble: float = 0.22) -> list[XY]:
    """An irregular round outline, star-shaped about ``centre`` (so always a simple polygon, and scaling it
    about the centre nests it inside itself)."""
    cx, cy = centre
    phases = [rng.uniform(0, 2 * math.pi) for _ in range(3)]
    amps = [rng.uniform(0, wobble) for _ in range(3)]
    out = []
    for k in range(vertices):
        a = 2 * math.pi * k / vertices
        r = radius * (1 + sum(amp * math.sin((i + 2) * a + ph) for i, (amp, ph) in enumerate(zip(amps, phases))))
        r = max(r, radius * 0.45)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a) * rng.uniform(0.92, 1.0)))
    return out


def _scaled(points: Sequence[XY], centre: XY, factor: float, shift: XY = (0.0, 0.0)) -> list[XY]:
    cx, cy = centre
    return [(cx + (x - cx) * factor + shift[0], cy + (y - cy) * factor + shift[1]) for x, y in points]


def _rect(centre: XY, length: float, width: float, degrees: float) -> list[XY]:
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    cx, cy = centre
    corners = [(-length / 2, -width / 2), (length / 2, -width / 2), (length / 2, width / 2), (-length / 2, width / 2)]
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in corners]


def _inside_table(poly: Polygon, margin: float = 0.3) -> bool:
    return box(margin, margin, WIDTH - margin, DEPTH - margin).contains(poly)


class _Builder:
    def __init__(self, spec: StressSpec) -> None:
        self.spec = spec
        self.rng = random.Random(spec.seed)
        self.terrain: list[dict[str, Any]] = []
        self.units: list[dict[str, Any]] = []
        self.villages: list[Polygon] = []
        self.woods: list[Polygon] = []
        self.houses: list[Polygon] = []
        self.village_centres: list[XY] = []

    def add(self, prefix: str, count: int, **piece: Any) -> None:
        self.terrain.append({"id": f"{prefix}{count}", **piece})

    # -- terrain --------------------------------------------------------------------------------------------
    def hills(self) -> None:
        rng = self.rng
        masses: list[Polygon] = []
        n = 0
        tries = 0
        while len(masses) < 8 and tries < 500:
            tries += 1
            radius = rng.uniform(3.5, 6.5)
            centre = (rng.uniform(radius * 1.4, WIDTH - radius * 1.4), rng.uniform(radius * 1.4, DEPTH - radius * 1.4))
            base = _blob(rng, centre, radius)
            poly = Polygon(base)
            if not _inside_table(poly) or any(poly.buffer(1.0).intersects(m) for m in masses):
                continue
            masses.append(poly)
            levels = rng.choice((2, 2, 3, 3, 3)) if len(masses) > 1 else 3
            for level in range(1, levels + 1):
                n += 1
                factor = 1.0 - 0.3 * (level - 1)
                shift = (rng.uniform(-0.3, 0.3) * (level - 1), rng.uniform(-0.3, 0.3) * (level - 1))
                outline = _scaled(base, centre, factor, shift) if level > 1 else base
                piece: dict[str, Any] = {"kind": "hill", "level": level, "polygon": _pts(outline)}
                if level == levels:
                    piece["name"] = f"Hill {100 + 10 * len(masses) + level}"
                self.add("h", n, **piece)

    def villages_and_houses(self) -> None:
        rng = self.rng
        left = self.spec.buildings
        v = 0
        house = 0
        tries = 0
        while left > 0 and tries < 5000:
            tries += 1
            count = min(left, rng.randint(35, 60))
            if left - count < 30 and left - count > 0:
                count = left
            cols = max(4, round(math.sqrt(count * 1.35) * rng.uniform(0.9, 1.25)))
            rows = math.ceil(count * 1.12 / cols)
            angle = rng.uniform(-25, 25)
            length, depth = cols * HOUSE_SPACING + 0.6, rows * HOUSE_SPACING + 0.6
            centre = (rng.uniform(4, WIDTH - 4), rng.uniform(4, DEPTH - 4))
            area = Polygon(_rect(centre, length, depth, angle))
            if not _inside_table(area, 0.5) or any(area.buffer(1.5).intersects(o) for o in self.villages):
                continue
            v += 1
            self.villages.append(area)
            self.village_centres.append(centre)
            self.add("v", v, kind="village", name=f"Village {v}", polygon=_pts(area.exterior.coords[:-1]))
            cells = [(c, r) for c in range(cols) for r in range(rows)]
            rng.shuffle(cells)
            c_rad, s_rad = math.cos(math.radians(angle)), math.sin(math.radians(angle))
            for c, r in sorted(cells[:count]):
                # The cell's centre in the village's own frame, then turned with the village.
                lx = (c + 0.5) * HOUSE_SPACING - cols * HOUSE_SPACING / 2 + rng.uniform(-0.06, 0.06)
                ly = (r + 0.5) * HOUSE_SPACING - rows * HOUSE_SPACING / 2 + rng.uniform(-0.06, 0.06)
                at = (centre[0] + lx * c_rad - ly * s_rad, centre[1] + lx * s_rad + ly * c_rad)
                outline = _rect(at, rng.uniform(0.5, 0.85), rng.uniform(0.4, 0.62), angle + rng.uniform(-10, 10))
                house += 1
                self.houses.append(Polygon(outline))
                self.add("b", house, kind="building", polygon=_pts(outline))
            left -= count

    def _clear_of(self, poly: Polygon, others: Sequence[Polygon], gap: float) -> bool:
        grown = poly.buffer(gap)
        return not any(grown.intersects(o) for o in others)

    def woods_and_rough(self) -> None:
        rng = self.rng
        n = 0
        tries = 0
        while n < 30 and tries < 3000:
            tries += 1
            radius = rng.uniform(1.2, 3.6)
            poly = Polygon(_blob(rng, (rng.uniform(2, WIDTH - 2), rng.uniform(2, DEPTH - 2)), radius, 14, 0.28))
            if not _inside_table(poly) or not self._clear_of(poly, self.villages + self.woods, 0.6):
                continue
            n += 1
            self.woods.append(poly)
            self.add("w", n, kind="woods", polygon=_pts(poly.exterior.coords[:-1]))
        n = 0
        tries = 0
        while n < 20 and tries < 3000:
            tries += 1
            poly = Polygon(
                _blob(rng, (rng.uniform(2, WIDTH - 2), rng.uniform(2, DEPTH - 2)), rng.uniform(0.7, 1.8), 10, 0.3)
            )
            if not _inside_table(poly) or not self._clear_of(poly, self.villages + self.woods, 0.4):
                continue
            n += 1
            self.woods.append(poly)  # nothing else goes over rough ground either
            self.add("r", n, kind="rough", polygon=_pts(poly.exterior.coords[:-1]))

    def bocage(self) -> None:
        """Hedges along the edges of a jittered field grid (gaps at the corners are the gates); some of the
        fields are crops."""
        rng = self.rng
        spacing = 4.6
        blocked = unary_union([p.buffer(0.35) for p in self.villages + self.woods])
        while True:
            nx, ny = round(WIDTH / spacing), round(DEPTH / (spacing * 0.8))
            sx, sy = WIDTH / nx, DEPTH / ny
            nodes = {
                (i, j): (
                    i * sx + (rng.uniform(-0.2, 0.2) * sx if 0 < i < nx else 0),
                    j * sy + (rng.uniform(-0.2, 0.2) * sy if 0 < j < ny else 0),
                )
                for i in range(nx + 1)
                for j in range(ny + 1)
            }
            edges = []
            for (i, j), a in nodes.items():
                for di, dj in ((1, 0), (0, 1)):
                    if (i + di, j + dj) not in nodes:
                        continue
                    if (dj == 0 and j in (0, ny)) or (di == 0 and i in (0, nx)):
                        continue  # no hedge along the table's own edge
                    edges.append((a, nodes[(i + di, j + dj)]))
            lines = []
            for a, b in edges:
                line = self._hedge(a, b)
                if not line.intersects(blocked):
                    lines.append(line)
            if len(lines) >= self.spec.hedges:
                break
            spacing *= 0.9
        rng.shuffle(lines)
        for n, line in enumerate(
            sorted(lines[: self.spec.hedges], key=lambda g: (g.coords[0][1], g.coords[0][0])), start=1
        ):
            self.add("e", n, kind="hedge", line=_pts(line.coords))
        # Crops: a field (a grid cell) drawn a little inside its hedges.
        n = 0
        cells = [(i, j) for i in range(nx) for j in range(ny)]
        rng.shuffle(cells)
        for i, j in cells:
            if n >= 40:
                break
            quad = Polygon([nodes[(i, j)], nodes[(i + 1, j)], nodes[(i + 1, j + 1)], nodes[(i, j + 1)]])
            field = quad.buffer(-0.45, join_style="mitre")
            if field.is_empty or field.geom_type != "Polygon" or field.intersects(blocked):
                continue
            n += 1
            self.add("c", n, kind="crops", polygon=_pts(field.exterior.coords[:-1]))

    def _hedge(self, a: XY, b: XY) -> LineString:
        rng = self.rng
        length = math.dist(a, b)
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        gap = min(0.45, length * 0.1)
        start = (a[0] + ux * gap, a[1] + uy * gap)
        end = (b[0] - ux * gap, b[1] - uy * gap)
        bend = rng.uniform(-0.25, 0.25)
        mid = ((start[0] + end[0]) / 2 - uy * bend, (start[1] + end[1]) / 2 + ux * bend)
        return LineString([start, mid, end])

    def roads_and_stream(self) -> None:
        rng = self.rng
        centres = sorted(self.village_centres)
        n = 0
        # A road through the villages from west to east, and one north to south through two of them.
        west_east = [(0.0, _r(rng.uniform(18, 30))), *centres, (WIDTH, _r(rng.uniform(18, 30)))]
        n += 1
        self.add("rd", n, kind="road", width=0.5, name="Main road", line=_pts(west_east))
        for _k in range(3):
            x0 = rng.uniform(8, WIDTH - 8)
            via = min(centres, key=lambda c: abs(c[0] - x0))
            n += 1
            self.add("rd", n, kind="road", width=0.4, line=_pts([(x0, 0.0), via, (x0 + rng.uniform(-6, 6), DEPTH)]))
        y = rng.uniform(20, 28)
        points = [(x, y + 2.5 * math.sin(x / 9 + rng.uniform(0, 0.3))) for x in range(0, int(WIDTH) + 1, 6)]
        self.add("st", 1, kind="stream", width=0.3, name="The brook", line=_pts(points))

    # -- units ----------------------------------------------------------------------------------------------
    def forces(self) -> None:
        rng = self.rng
        houses = STRtree(self.houses)
        taken: list[XY] = []
        for side, heavy_mix, band, facing in (
            ("axis", GERMAN_HEAVY, (1.0, 19.0), 180.0),
            ("allies", SOVIET_HEAVY, (29.0, 47.0), 0.0),
        ):
            heavy = round(self.spec.units_per_side * HEAVY_SHARE)
            types = rng.choices(list(heavy_mix), weights=list(heavy_mix.values()), k=heavy) + rng.choices(
                list(INFANTRY_MIX), weights=list(INFANTRY_MIX.values()), k=self.spec.units_per_side - heavy
            )
            rng.shuffle(types)
            for k, unit_type in enumerate(types, start=1):
                for _ in range(10000):
                    at = (_r(rng.uniform(1.0, WIDTH - 1.0)), _r(rng.uniform(*band)))
                    if len(houses.query(Point(at).buffer(0.45), predicate="intersects")):
                        continue
                    if any(abs(at[0] - x) < 0.95 and abs(at[1] - y) < 0.95 for x, y in taken):
                        continue
                    break
                else:  # pragma: no cover - the bands have room for many more
                    raise RuntimeError(f"no room for unit {k} of {side}")
                taken.append(at)
                self.units.append(
                    {
                        "id": f"{side[:2]}{k}",
                        "side": side,
                        "type": unit_type,
                        "at": list(at),
                        "facing": _r((facing + rng.uniform(-35, 35)) % 360),
                    }
                )

    def battle(self) -> Battle:
        self.hills()
        self.villages_and_houses()
        self.woods_and_rough()
        self.bocage()
        self.roads_and_stream()
        self.forces()
        return Battle.model_validate(
            {
                "title": f"Stress battle (seed {self.spec.seed}): {len(self.terrain)} terrain pieces, "
                f"{len(self.units)} units",
                "table": {"width": WIDTH, "depth": DEPTH, "unit": "in"},
                "scale": SCALE,
                "sides": [
                    {"id": "axis", "nation": "germany", "edge": "north", "name": "Panzergrenadiers"},
                    {"id": "allies", "nation": "ussr", "edge": "south", "name": "Guards Rifle Corps"},
                ],
                "terrain": self.terrain,
                "units": self.units,
            }
        )


def build_stress_battle(seed: int = DEFAULT_SEED, spec: StressSpec | None = None) -> Battle:
    """The stress battle for ``seed``: the same battle every time for the same seed."""
    return _Builder(spec if spec is not None else StressSpec(seed=seed)).battle()


def write_stress_battle(path: Path, seed: int = DEFAULT_SEED) -> Path:
    """Build the stress battle and save it as a battle file (atomically, as the app saves)."""
    path = Path(path)
    save_battle(build_stress_battle(seed), path, keep_backup=False)
    return path


def summary(battle: Battle) -> str:
    kinds: dict[str, int] = {}
    for piece in battle.terrain:
        kinds[piece.kind.value] = kinds.get(piece.kind.value, 0) + 1
    per_side = {s.id: sum(1 for u in battle.units if u.side == s.id) for s in battle.sides}
    return (
        f"{len(battle.terrain)} terrain pieces ({', '.join(f'{v} {k}' for k, v in sorted(kinds.items()))}); "
        f"{len(battle.units)} units ({', '.join(f'{k} {v}' for k, v in per_side.items())})"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the seeded stress battle used by the benchmarks.")
    parser.add_argument("out", type=Path, help="the battle file to write (OUT.yaml)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = parser.parse_args(argv)
    battle = build_stress_battle(args.seed)
    save_battle(battle, args.out, keep_backup=False)
    print(f"{args.out}: {summary(battle)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
