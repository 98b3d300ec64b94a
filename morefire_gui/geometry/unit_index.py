"""Which units are where: every unit's footprint filed in a uniform grid of square cells (a spatial hash).

A static tree (shapely's STRtree) must be built again whenever one counter moves, which costs tens of
milliseconds on a crowded table; the grid files a moved unit again in the few cells its footprint covers and
leaves the others alone, so the first question after a move costs what any other does (docs/performance.md).
Each question gathers the units filed in the cells it reaches and asks shapely the exact predicate of those.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from typing import Protocol

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.ids import UnitId

Cell = tuple[int, int]

# The cell's side, in footprints: a cell about this many times the typical counter's size holds a few counters,
# and a counter covers one to four cells.
_CELL_PER_FOOTPRINT = 3.0
# A question reaching more cells than this asks every unit instead (a zone as big as the table).
_MAX_CELLS = 4096


class Identified(Protocol):
    """Anything filed by its id (a unit)."""

    @property
    def id(self) -> str: ...


class UnitIndex:
    """Unit footprints by grid cell. ``put`` files a unit again (moved, turned, added), ``remove`` drops one;
    the questions answer with ids in the order given by :meth:`set_order` (the battle file's)."""

    def __init__(self, cell: float) -> None:
        self.cell = cell
        self._inv = 1.0 / cell
        self._cells: dict[Cell, set[str]] = {}
        self._filed: dict[str, tuple[Polygon, tuple[int, int, int, int]]] = {}
        self._order: dict[str, int] = {}

    @classmethod
    def build(cls, footprints: Sequence[tuple[str, Polygon]]) -> UnitIndex:
        sizes = [max(b[2] - b[0], b[3] - b[1]) for b in (f.bounds for _, f in footprints) if math.isfinite(b[0])]
        typical = statistics.median(sizes) if sizes else 1.0  # (np.median imports numpy.ma: slow to start)
        index = cls(max(typical * _CELL_PER_FOOTPRINT, 1e-6))
        for unit_id, footprint in footprints:
            index.put(unit_id, footprint)
        index.set_order([unit_id for unit_id, _ in footprints])
        return index

    # -- keeping in step ----------------------------------------------------------------------------------
    def set_order(self, ids: Iterable[str]) -> None:
        self._order = {unit_id: n for n, unit_id in enumerate(ids)}

    def order_changed(self, units: Sequence[Identified]) -> bool:
        """Whether the units (objects with an ``id``) are no longer those filed, in the same order."""
        if len(units) != len(self._order) or len(units) != len(self._filed):
            return True
        order = self._order
        return any(order.get(u.id) != n for n, u in enumerate(units))

    def _span(self, bounds: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        inv = self._inv
        x0, y0, x1, y1 = bounds
        return math.floor(x0 * inv), math.floor(y0 * inv), math.floor(x1 * inv), math.floor(y1 * inv)

    def put(self, unit_id: UnitId, footprint: Polygon) -> None:
        """File (or file again) one unit's footprint: only the cells it leaves and enters change."""
        old = self._filed.get(unit_id)
        span = self._span(footprint.bounds)
        if old is not None:
            if old[1] == span:
                self._filed[unit_id] = (footprint, span)
                return
            self._unfile(unit_id, old[1])
        self._filed[unit_id] = (footprint, span)
        c0, r0, c1, r1 = span
        cells = self._cells
        for c in range(c0, c1 + 1):
            for r in range(r0, r1 + 1):
                cells.setdefault((c, r), set()).add(unit_id)
        if unit_id not in self._order:
            self._order[unit_id] = len(self._order)

    def remove(self, unit_id: UnitId) -> None:
        old = self._filed.pop(unit_id, None)
        if old is not None:
            self._unfile(unit_id, old[1])
        self._order.pop(unit_id, None)

    def _unfile(self, unit_id: UnitId, span: tuple[int, int, int, int]) -> None:
        c0, r0, c1, r1 = span
        for c in range(c0, c1 + 1):
            for r in range(r0, r1 + 1):
                held = self._cells.get((c, r))
                if held is not None:
                    held.discard(unit_id)
                    if not held:
                        del self._cells[(c, r)]

    def __len__(self) -> int:
        return len(self._filed)

    # -- questions -----------------------------------------------------------------------------------------
    def _near(self, bounds: tuple[float, float, float, float]) -> list[str]:
        """The units filed in the cells a box reaches, in order."""
        c0, r0, c1, r1 = self._span(bounds)
        if (c1 - c0 + 1) * (r1 - r0 + 1) > _MAX_CELLS:
            found: Iterable[str] = self._filed
        else:
            near: set[str] = set()
            cells = self._cells
            for c in range(c0, c1 + 1):
                for r in range(r0, r1 + 1):
                    held = cells.get((c, r))
                    if held:
                        near |= held
            found = near
        order = self._order
        return sorted(found, key=order.__getitem__)

    def _footprints(self, ids: Sequence[str]) -> np.ndarray:
        filed = self._filed
        return np.array([filed[i][0] for i in ids], dtype=object)

    def intersecting(self, geom: BaseGeometry) -> list[str]:
        """Ids of the units whose footprint intersects ``geom``, in order."""
        if geom.is_empty:
            return []
        ids = self._near(geom.bounds)
        if not ids:
            return []
        hit = shapely.intersects(self._footprints(ids), geom)
        return [i for i, h in zip(ids, hit.tolist()) if h]

    def within(self, point: Point, distance: float) -> list[str]:
        """Ids of the units whose footprint comes within ``distance`` of ``point`` (touching included), in
        order."""
        x, y = point.x, point.y
        ids = self._near((x - distance, y - distance, x + distance, y + distance))
        if not ids:
            return []
        hit = shapely.dwithin(self._footprints(ids), point, distance)
        return [i for i, h in zip(ids, hit.tolist()) if h]
