"""Where a line meets the outline of a piece of many edges, near the line (exact.py's :func:`_met_near`): the points
and the runs along an edge (:class:`_Met`), from GEOS or from the orientation tests, the edges it runs by within the
margin of those tests (:class:`_Close`), and the stretches along the line as arrays (:class:`_Spans`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import shapely
from shapely.geometry import LineString

from morefire_gui.geometry.los.facts import Span, _Line, _Spans
from morefire_gui.geometry.shapes import XY

_NONE = np.zeros(0)
_NO_ROWS = np.zeros(0, dtype=np.intp)


@dataclass(frozen=True)
class _Met:
    """Where a line meets a piece's outline (:func:`_met_near`), gathered a batch at a time: the points (their
    distances along the line, and the way each crossing goes: in 1, out -1, or unsaid 0) and the stretches run along
    an edge (from, to)."""

    t: list[np.ndarray]
    way: list[np.ndarray]
    on_lo: list[np.ndarray]
    on_hi: list[np.ndarray]
    run: list[np.ndarray]  # per point: whether a stretch along an edge starts (1) or ends (-1) there

    def add(self, t: np.ndarray, way: int = 0, run: int = 0) -> None:
        self.t.append(np.asarray(t, dtype=float))
        self.way.append(np.full(len(self.t[-1]), way, dtype=np.int8))
        self.run.append(np.full(len(self.t[-1]), run, dtype=np.int8))

    def run_along(self, lo: np.ndarray, hi: np.ndarray) -> None:
        self.on_lo.append(np.asarray(lo, dtype=float))
        self.on_hi.append(np.asarray(hi, dtype=float))
        self.add(lo, run=1)
        self.add(hi, run=-1)

    def arrays(self) -> _MetArrays:
        """The points, their ways, the stretches' starts and ends, and where the stretches start and end among the
        points, each as one array."""
        return _MetArrays(
            np.concatenate(self.t),
            np.concatenate(self.way),
            np.concatenate(self.on_lo) if self.on_lo else _NONE,
            np.concatenate(self.on_hi) if self.on_hi else _NONE,
            np.concatenate(self.run),
        )


class _MetArrays(NamedTuple):
    """:class:`_Met` as arrays."""

    t: np.ndarray
    way: np.ndarray
    on_lo: np.ndarray
    on_hi: np.ndarray
    run: np.ndarray


class _Close:
    """Where a line runs within the margin of a piece's outline without being seen to meet it (:func:`_met_near`):
    the edges it may meet that it does not cross cleanly (``edges``, numbered ``ids``), which ends of each lie by the
    line and where along it (``near``, ``t_end``: start, end), and which have an end of the line by them. What is
    asked of them is worked out when first asked, as most lines need none of it: the corners by the line
    (:meth:`corners`), and the stretches by one of the edges (:meth:`stretches`)."""

    __slots__ = ("_corners", "_stretches", "by_a", "by_b", "edges", "ids", "length", "near", "ring", "t_end")

    def __init__(
        self,
        edges: np.ndarray,
        ids: np.ndarray,
        near: list[np.ndarray],
        t_end: list[np.ndarray],
        by_a: np.ndarray,
        by_b: np.ndarray,
        length: float,
        ring: tuple[int, int],
    ) -> None:
        self.edges, self.ids, self.near, self.t_end = edges, ids, near, t_end
        self.by_a, self.by_b, self.length, self.ring = by_a, by_b, length, ring
        self._corners: tuple[np.ndarray, np.ndarray] | None = None
        self._stretches: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None

    def corners(self) -> tuple[np.ndarray, np.ndarray]:
        """The corners within the margin of the line, in order along it: where, and the edge each ends (a corner is
        the end of one edge and the start of the next), each once."""
        if self._corners is None:
            ids, (n0, n1), (t0, t1) = self.ids, self.near, self.t_end
            first, stop = self.ring
            before = np.where(ids > first, ids - 1, stop - 1)
            # The start of an edge whose edge before is here with its end by the line: that corner is named already.
            # The edges come in order of their numbers.
            named = np.zeros(len(ids), dtype=bool)
            named[1:] = (ids[1:] == ids[:-1] + 1) & n1[:-1]
            if len(ids) > 1 and ids[0] == first and ids[-1] == stop - 1:
                named[0] = n1[-1]
            starts = n0 & ~named
            corner_t = np.concatenate([t1.compress(n1), t0.compress(starts)])
            corner_e = np.concatenate([ids.compress(n1), before.compress(starts)])
            order = np.argsort(corner_t, kind="stable")
            self._corners = corner_t.take(order), corner_e.take(order)
        return self._corners

    def stretches(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For each stretch of the line by one of the edges, its extent along the line and which edge: an edge run
        along, from one end to the other; an edge with one end by the line, that end; an end of the line by an edge,
        that end."""
        if self._stretches is None:
            (n0, n1), (t0, t1) = self.near, self.t_end
            some = np.flatnonzero(n0 | n1)
            e0, e1, by0, by1 = t0[some], t1[some], n0[some], n1[some]
            whole = by0 & by1
            lo = np.where(whole, np.minimum(e0, e1), np.where(by0, e0, e1))
            at_a, at_b = np.flatnonzero(self.by_a), np.flatnonzero(self.by_b)
            ends = np.concatenate([np.zeros(len(at_a)), np.full(len(at_b), self.length)])
            self._stretches = (
                np.concatenate([lo, ends]),
                np.concatenate([np.where(whole, np.maximum(e0, e1), lo), ends]),
                np.concatenate([some, at_a, at_b]),
            )
        return self._stretches


def _merged(lo: np.ndarray, hi: np.ndarray, tol: float) -> Sequence[Span]:
    """The stretches (``lo``, ``hi``) sorted, those that overlap or touch end to end (within ``tol``) made one."""
    if not len(lo):
        return []
    order = np.argsort(lo, kind="stable")
    lo, hi = lo.take(order), hi.take(order)
    reach = np.maximum.accumulate(hi)
    fresh = np.ones(len(lo), dtype=bool)
    fresh[1:] = lo[1:] > reach[:-1] + tol
    starts = np.flatnonzero(fresh)
    ends = np.append(starts[1:], len(lo)) - 1
    return _Spans(lo[starts], reach[ends])


def _by_edge(
    x1: np.ndarray, y1: np.ndarray, ex: np.ndarray, ey: np.ndarray, reach: np.ndarray, px: float, py: float
) -> np.ndarray:
    """Whether the point lies within ``reach`` (a distance times the edge's length) of each edge (from (``x1``,
    ``y1``) by (``ex``, ``ey``)): of its line, and between its ends (or as close to them)."""
    rx, ry = px - x1, py - y1
    along = rx * ex + ry * ey
    span = ex * ex + ey * ey
    slack = reach * np.sqrt(span)
    found: np.ndarray = (np.abs(ex * ry - ey * rx) <= reach) & (along >= -slack) & (along <= span + slack)
    return found


def _by_end(
    edges: np.ndarray, lo: np.ndarray, hi: np.ndarray, at: float, far: float, margin: float, end: XY
) -> np.ndarray:
    """Whether an end of the line (``end``, ``at`` along it) lies within the margin of each of ``edges`` (within
    ``margin`` times the edge's length, :func:`_by_edge`), asked only of the edges whose ends' places along the line
    (from ``lo`` to ``hi``) come within ``far`` of it (EdgeGrid.end_reach): no other edge comes that close."""
    found = np.zeros(len(lo), dtype=bool)
    rows = np.flatnonzero((lo <= at + far) & (hi >= at - far))
    if len(rows):
        x1, y1, x2, y2 = edges.take(rows, axis=1)
        ex, ey = x2 - x1, y2 - y1
        found[rows] = _by_edge(x1, y1, ex, ey, np.hypot(ex, ey) * margin, end[0], end[1])
    return found


def _met_by_geos(line: LineString, edges: np.ndarray, start: XY, sight: _Line, met: _Met) -> None:
    """Where the line meets each of ``edges``, as GEOS cuts it with that edge: points, and stretches along an edge
    (added to ``met``)."""
    ax, ay = start
    length = sight.length
    found = np.asarray(shapely.intersection(line, shapely.linestrings(edges.T.reshape(-1, 2, 2))))
    parts = shapely.get_parts(found[~shapely.is_empty(found)])
    if not len(parts):
        return
    coords, which = shapely.get_coordinates(parts, return_index=True)
    along = np.clip((coords[:, 0] - ax) * sight.ux + (coords[:, 1] - ay) * sight.uy, 0.0, length).tolist()
    kinds = shapely.get_type_id(parts).tolist()
    lo: dict[int, float] = {}
    hi: dict[int, float] = {}
    for w, at in zip(which.tolist(), along):
        lo[w] = min(lo.get(w, at), at)
        hi[w] = max(hi.get(w, at), at)
    points = [lo[w] for w, kind in enumerate(kinds) if w in lo and kind == 0]
    runs = [w for w, kind in enumerate(kinds) if w in lo and kind != 0]  # stretches along an edge
    met.add(np.asarray(points, dtype=float))
    if runs:
        met.run_along(np.asarray([lo[w] for w in runs]), np.asarray([hi[w] for w in runs]))


def _met_within_margin(
    edges: np.ndarray,
    start: XY,
    sight: _Line,
    near: list[np.ndarray],
    t_end: list[np.ndarray],
    by_a: np.ndarray,
    by_b: np.ndarray,
    nowhere: np.ndarray,
    met: _Met,
) -> None:
    """Where the line meets each of ``edges``, from the orientation tests alone: an edge both of whose ends lie within
    the margin of the line (``near``: start, end) is run along from one to the other, an end within it is a point met,
    an end of the line within the margin of an edge meets it there, and any other edge (but those the line meets
    ``nowhere``) is crossed where the two lines cross."""
    length = sight.length
    (n0, n1), (t0, t1) = near, t_end
    both = n0 & n1
    lo, hi = t0.compress(both), t1.compress(both)
    met.run_along(np.minimum(lo, hi), np.maximum(lo, hi))
    one = n0 ^ n1
    met.add(np.where(n0, t0, t1).compress(one))  # the end by the line, edge by edge
    met.add(np.concatenate([np.zeros(int(by_a.sum())), np.full(int(by_b.sum()), length)]))
    others = ~(n0 | n1 | by_a | by_b)
    others[nowhere] = False
    rest = np.flatnonzero(others)
    if len(rest):
        ax, ay = start
        x1, y1, x2, y2 = edges.take(rest, axis=1)
        ex, ey = x2 - x1, y2 - y1
        o3 = ex * (ay - y1) - ey * (ax - x1)
        o4 = ex * (sight.by - y1) - ey * (sight.bx - x1)
        crossing = (o3 < 0) != (o4 < 0)
        met.add(np.clip(length * o3[crossing] / (o3[crossing] - o4[crossing]), 0.0, length))
