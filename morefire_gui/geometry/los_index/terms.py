"""The edge grid's terms: the margins of its tests, how big its cells and chunks are, when a walk is tested in
Python and when with numpy, and the shapes of what it answers (:data:`Hits`, :data:`Crossings`)."""

from __future__ import annotations

import numpy as np

# Relative margin of the "may touch" tests: an edge end within about this fraction of the table's size (times the
# lengths involved) of the line, or the line's end that close to an edge, makes the piece suspect. Rounding of
# the products below is some 1e-15 of the same quantities, so a clean verdict is never a rounding artefact.
_MARGIN = 1e-10
# Two crossings closer than this fraction of the line's length (of different edges) make their pieces suspect:
# GEOS may round them to one point, and their order decides which blocker is listed first.
_TIE = 1e-8
# Registration margin, in cells: an edge is filed in every cell its bounding box reaches, widened by this much,
# so that the rounding of a cell index computed along the line never loses an edge on a cell boundary.
_PAD = 1e-6

# One sight line's cells are this many times the side of the cells the lines of who sees whom are worked out in,
# along the line and across it: walking them is Python, a step per column, and testing their edges numpy, nearly
# free per edge (a few calls); the cells a line passes are a band as wide as a cell is across, and as far again as
# the line's slope takes it in a cell's length.
_LINE_ALONG = 4.0
_LINE_ACROSS = 2.0
# A line that gathers at most this many slots has them tested in Python, one by one (a chunk of a piece's edges at a
# time, most passed at a distance); more, with numpy (whose calls cost about as much as some 150 slots). The chunk and
# orientation tests are written out in each of the three walks that test slots in Python (line_hits, settled,
# first_block), not called: a call per chunk or edge would cost more than the test, the few microseconds these walks
# exist to save. Property tests hold all three to the reference engine.
_FEW_SLOTS = 150
# EdgeGrid.settled tests at most this many slots in Python; a line that gathers more is left to the full check.
_SETTLE_SLOTS = 600
# A point is told in or out of a polygon of more edges than this by the grid (EdgeGrid._in_or_on), not by GEOS.
_ASK_EDGES = 256
# GEOS tells a point in a polygon by walking the edges level with it (some 5 ns each), a ray cast through the grid
# costs some 0.1 ms however short: a point is told by the grid only where more edges than this are filed level with it
# (the tips of a comb's teeth: 37,500), else by GEOS.
_LEVEL_EDGES = 20_000

Crossings = tuple[list[tuple[float, int, bool]], set[int]]
"""The clean crossings of one sight line, in order along it, each as its distance from the start (table units), the
index of the piece whose edge is crossed there and whether the line goes into that polygon there (meaningless for
a line); and the suspect pieces, whose crossings are left out."""
Hits = tuple[list[float], list[int], list[bool], set[int]]
"""The same as four lists: the distances, the pieces and the goings in of the clean crossings, and the suspect
pieces."""
_NO_HITS: Hits = ([], [], [], set())
ManyHits = tuple[np.ndarray, np.ndarray, np.ndarray, set[int]]
"""Hits as numpy arrays (a line with many crossings)."""
# An edge as a grid cell files it: its two ends, its number and the piece it belongs to.
_EdgeRow = tuple[float, float, float, float, int, int]
# A run of a piece's edges filed in one cell, as a circle round them and the slots they fill: centre x, centre y,
# radius, first slot, one past the last.
_Chunk = tuple[float, float, float, int, int]
# At most this many edges to a chunk: a line that passes a chunk's circle at a distance has none of its edges tested.
_CHUNK = 8

# The line cells of one axis (_LineCells.along_x, along_y): the grid's origin along that axis and across it, the cells
# across, the cells' side along and across, and the slots by cell (the first chunk of each cell, the first slot of
# each chunk, the slots as an array and as tuples, the chunks).
_Axis = tuple[float, float, int, float, float, list[int], list[int], np.ndarray, list[_EdgeRow], list[_Chunk]]
# How a line is walked through them (EdgeGrid._frame), and a line off the edges' box: no cells.
_Frame = tuple[float, float, float, float, float, float, _Axis]
_NO_FRAME: _Frame = (0.0, 0.0, 0.0, 0.0, 1.0, 0.0, (0.0, 0.0, 0, 1.0, 1.0, [], [], np.empty((0, 8)), [], []))

_NO_T = np.empty(0)
_NO_OWNER = np.empty(0, dtype=np.intp)
_NO_CLEAN = np.empty(0, dtype=bool)


def as_lists(hits: Hits | ManyHits) -> Hits:
    """Hits as lists, whether given as lists or as arrays."""
    if isinstance(hits[0], list):
        return hits
    t, k, going_in, suspect = hits
    return t.tolist(), k.tolist(), going_in.tolist(), suspect
