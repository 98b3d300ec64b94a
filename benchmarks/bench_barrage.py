"""Barrages (rule 4): finding the units in or partly in a damage zone among 1,000 units with the units' STRtree
(geometry/battle_geometry.py ``units_within``), against a full scan of every footprint; the zone's facts for the
rules (4.6 classes, cover, minefields); and a whole barrage, from the plan to the last d100, as the battle stands
and after a unit changed.

The battle: the stress battle's table and terrain with 1,000 units (500 a side) spread over the whole table, so
that a zone anywhere has units in it.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from shapely.geometry import Point

from benchmarks.common import Context, Measurement, median_over, micro, milli, p95
from morefire_gui.geometry.barrage import zone_facts
from morefire_gui.model.battle import Battle
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.artillery import BarrageRequest, OffBoardGuns, fire_barrage
from morefire_gui.session.battle_session import BattleSession

UNITS = 1000
ZONE_TARGET_MS = 1.0
TYPES = ("R", "SMG", "LMG", "MMG", "pz4h", "t34_76_43", "sdkfz251", "lefh18", "opel_blitz", "zis3")
# Damage zones of 4.5, yards across: one gun, a four-gun battery of field guns, a six-gun heavy battery.
DIAMETERS = (50, 200, 450)


def thousand_units(ctx: Context) -> Battle:
    """The stress battle's table and terrain with UNITS units scattered over it (seeded)."""
    base = ctx.stress_battle
    rng = random.Random(ctx.seed)
    w, d = base.table.width, base.table.depth
    units: list[dict[str, Any]] = []
    for k in range(UNITS):
        side = base.sides[k % 2].id
        units.append(
            {
                "id": f"z{k}",
                "side": side,
                "type": TYPES[k % len(TYPES)],
                "at": (round(rng.uniform(0.5, w - 0.5), 2), round(rng.uniform(0.5, d - 0.5), 2)),
                "facing": round(rng.uniform(0, 360), 1),
            }
        )
    data = base.model_dump(mode="json", exclude_none=True)
    data["units"] = units
    return Battle.model_validate(data)


def run(ctx: Context) -> list[Measurement]:
    session = ctx.session
    battle = thousand_units(ctx)
    crowd = BattleSession(battle, None, session.catalogue, session.tables)
    geometry = crowd.geometry
    rng = random.Random(ctx.seed + 1)
    w, d = battle.table.width, battle.table.depth
    n_cases = ctx.repeats(200, 40)
    centres = [(rng.uniform(0, w), rng.uniform(0, d)) for _ in range(n_cases)]
    geometry.units_within(centres[0], 1.0)  # build the tree once, as the first query in the app does
    out: list[Measurement] = []

    for yards in DIAMETERS:
        radius = geometry.to_table(yards / 2)
        cases = [(c, radius) for c in centres]
        found = [len(geometry.units_within(c, r)) for c, r in cases]
        us = micro(median_over(cases, lambda case: geometry.units_within(case[0], case[1]), number=5))
        out.append(
            Measurement(
                f"units in a {yards}-yard zone among {UNITS} units, STRtree",
                us,
                "µs",
                f"≤ {ZONE_TARGET_MS * 1000:g} µs (1 ms)",
                us <= ZONE_TARGET_MS * 1000,
                f"median over {len(cases)} random centres, each timed alone (5 calls); "
                f"{sorted(found)[len(found) // 2]} units found (median), up to {max(found)}",
            )
        )

    # The first question after a unit moves (the index files the unit again in place): move a unit through the
    # session, then ask, cold, about the circle it moved into.
    from morefire_gui.session.edits import ReplaceUnits

    after_move = []
    radius_200 = geometry.to_table(100)
    for n, c in enumerate(centres):
        unit = battle.units[(n * 37) % len(battle.units)]
        crowd.apply(ReplaceUnits((unit,), (unit.model_copy(update={"at": c}),)))
        t0 = time.perf_counter()
        found_ids = geometry.units_within(c, radius_200)
        after_move.append(time.perf_counter() - t0)
        if unit.id not in found_ids:
            raise AssertionError(f"{unit.id} moved to {c} is not found there")
    worst = milli(p95(after_move))
    out.append(
        Measurement(
            "units in a 200-yard zone, first question after a unit moves, p95",
            worst,
            "ms",
            f"≤ {ZONE_TARGET_MS:g} ms",
            worst <= ZONE_TARGET_MS,
            f"{len(after_move)} moves through the session among {UNITS} units, each followed by one "
            f"question (cold); median {milli(statistics.median(after_move)):.3f} ms",
        )
    )

    # The same question by testing every footprint, for comparison (and to check the answers agree).
    footprints = [geometry.footprint(u) for u in battle.units]
    radius = geometry.to_table(DIAMETERS[1] / 2)

    def full_scan(centre: tuple[float, float]) -> list[str]:
        p = Point(centre)
        return [u.id for u, f in zip(battle.units, footprints) if f.distance(p) <= radius]

    for c in centres[:20]:
        if full_scan(c) != geometry.units_within(c, radius):
            raise AssertionError(f"the STRtree and the full scan disagree at {c}")
    scan_us = micro(median_over(centres[: max(10, n_cases // 10)], full_scan, number=1))
    out.append(
        Measurement(
            f"units in a 200-yard zone among {UNITS} units, full scan",
            scan_us,
            "µs",
            "",
            None,
            "every footprint's distance to the centre, for comparison; same ids as the STRtree",
        )
    )

    us = micro(median_over(centres, lambda c: zone_facts(geometry, c, 200), number=3))
    out.append(
        Measurement(
            "damage zone facts, 200 yards (units, 4.6 facts, minefields)",
            us,
            "µs",
            "",
            None,
            f"median over {len(centres)} centres: the units in the zone, each unit's target class "
            f"facts (catalogue, cover, building or village under it) and the minefields touched",
        )
    )

    dice = SeededDice(ctx.seed)
    requests = [BarrageRequest(battle.sides[0].id, OffBoardGuns(4, 105), aim=c, observed=True) for c in centres]
    ms = milli(median_over(requests, lambda r: fire_barrage(crowd, r, dice), number=1))
    out.append(
        Measurement(
            "a whole barrage, plan to last roll (4 x 105 mm, observed)",
            ms,
            "ms",
            "",
            None,
            f"median over {len(requests)} aims: plan, error, zone and every d100",
        )
    )

    # The same, a unit turned through the session before each barrage: what every side reads of the battle (the
    # public view, the counters' numbers) is worked out again for its new state, as after an action that changed it.
    after_change = []
    for n, request in enumerate(requests):
        unit = battle.units[(n * 37) % len(battle.units)]
        crowd.apply(ReplaceUnits((unit,), (unit.model_copy(update={"facing": (unit.facing + 90) % 360}),)))
        t0 = time.perf_counter()
        fire_barrage(crowd, request, dice)
        after_change.append(time.perf_counter() - t0)
    ms = milli(statistics.median(after_change))
    out.append(
        Measurement(
            "a whole barrage after a unit changed",
            ms,
            "ms",
            "",
            None,
            f"median over {len(requests)} aims, each after a unit turned through the session: what every side "
            f"reads of {UNITS} units worked out again; p95 {milli(p95(after_change)):.2f} ms",
        )
    )
    return out
