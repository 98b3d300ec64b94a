"""Line of sight by rule 2.1's string method, with the readings of docs/rules-notes.md:

* The sight line runs centre to centre (or between any two points); range is centre to centre. Both ends
  are treated alike, whether a unit stands there or not.
* Only hills, woods, rough, buildings, villages, crops, jungle and hedges block; a string that merely
  touches one of them blocks ("if the string does not touch any terrain, then it is a valid LOS").
* A unit standing on a hill is not blocked by that hill.
* From inside woods, rough, a building, a village or crops a unit sees out (and is seen) only if the part of
  the sight line inside that piece, from the unit, is at most the edge depth (50 yards).
* A hedge crossed within 25 yards of either end does not block (Normandy bocage: "the Hedge that a vehicle
  is next to does not block LOS"). Hedges are lines.
* Jungle reduces visibility to 100 yards: the line may run through at most that much jungle in all.
* Advanced (elevation): a piece blocks only where its top is at or above the sight line. The line runs
  between the eyes (``eye_yards`` above the ground) of the two ends; hills are compared level with level,
  i.e. with the line between the ground under the two ends, so an equal-level hill between blocks.

Two engines give the same answers (docs/performance.md):

* :func:`reference_line_of_sight` asks the STRtree of the blocking pieces which ones the line touches and has
  shapely (GEOS) cut the line with each of them: the exact reading of the string method, and the reference the
  other is tested against.
* :func:`line_of_sight`, the one the app uses, finds where the line crosses the pieces' straight edges
  (geometry/los_index/) and decides the common cases from those crossings; a piece the line meets in a
  degenerate way (through a vertex, along an edge, ending on its outline, two crossings at one point) and
  jungle are measured as the reference measures them.

A result carries the answer (clear, range, the blockers' ids in order along the line, the first blocked point)
and explains itself only when asked: the :class:`Blocker` and :class:`Ignored` entries and their reasons are
written on first access. When only the answer is wanted for many lines (who sees whom), :func:`clear_matrix`
gives it without working out every blocker.

The package keeps it in modules, each importing only those listed before it: facts.py (what a check finds, the sight
line and its settings, the tolerances), reasons.py (the sentences), results.py (:class:`LosResult`, :class:`Sight`),
terrain_index.py (:class:`TerrainIndex`), judge.py (rule 2.1 for one piece, in both engines), reference.py (the
reference engine), meetings.py and inside.py (where a line meets the outline of a piece of many edges, and which
stretches between those points lie inside it), exact.py (a piece measured as the reference measures it),
fast_check.py (the fast engine's full check of a line), basic.py (a basic check settled from its crossings alone),
settled.py (basic line of sight's verdict alone), deep_end.py (a basic check from a piece of many edges the start
stands in, from the stretches near the start), check.py (:func:`line_of_sight`, :func:`sight`) and matrix.py
(:func:`clear_matrix`). This module names what the rest of the app and the tests import.
"""

from __future__ import annotations

# The tests count GEOS's calls through the engine's shapely (``los.shapely.intersection``).
import shapely as shapely

from morefire_gui.geometry.los.basic import _basic
from morefire_gui.geometry.los.check import _MANY, line_of_sight, sight, sight_range
from morefire_gui.geometry.los.exact import _BIG_PIECE, _GEOS_EDGES
from morefire_gui.geometry.los.facts import BlockReason, PassReason
from morefire_gui.geometry.los.matrix import clear_matrix
from morefire_gui.geometry.los.reasons import _blocker_reason
from morefire_gui.geometry.los.reference import _spans, reference_line_of_sight
from morefire_gui.geometry.los.results import Blocker, Ignored, LosResult, Sight
from morefire_gui.geometry.los.settled import _limits, settled_clear, settled_first_block
from morefire_gui.geometry.los.terrain_index import TerrainIndex, piece_height

__all__ = [
    "_BIG_PIECE",
    "_GEOS_EDGES",
    "_MANY",
    "BlockReason",
    "Blocker",
    "Ignored",
    "LosResult",
    "PassReason",
    "Sight",
    "TerrainIndex",
    "_basic",
    "_blocker_reason",
    "_limits",
    "_spans",
    "clear_matrix",
    "line_of_sight",
    "piece_height",
    "reference_line_of_sight",
    "settled_clear",
    "settled_first_block",
    "sight",
    "sight_range",
]
