"""Where a straight sight line crosses the outlines of the blocking pieces, and which pieces a point stands in:
every piece is cut into its straight edges (a polygon's exterior ring, a hedge's segments), the edges are filed
in a uniform grid, and a line is tested, with numpy, against the edges filed in the cells it passes through
(docs/performance.md).

Only clean crossings are answered here. Where the line may touch an edge at a vertex, run along it, or end on
it, or where two crossings fall at the same point, the owning piece is reported *suspect*, and the caller
measures it exactly with shapely instead (geometry/los/exact.py). Suspect is decided with a margin far wider than
the rounding of the arithmetic, so a crossing that is not reported suspect is a clean crossing for GEOS too.

The package: terms.py (margins, sizes, what it answers), filing.py (the cells an edge is filed in), grid.py (the grid
and a line's walk through it), early_exit.py (clear or not, stopping at the first block), crossings.py (every
crossing of one line), points.py (the pieces an end stands in), many.py (many lines at once), edge_grid.py (the class
made of them).
"""

from morefire_gui.geometry.los_index.edge_grid import EdgeGrid
from morefire_gui.geometry.los_index.filing import _clip
from morefire_gui.geometry.los_index.many import LineCrossings, many_crossings
from morefire_gui.geometry.los_index.terms import Crossings, Hits, ManyHits, as_lists

__all__ = ["Crossings", "EdgeGrid", "Hits", "LineCrossings", "ManyHits", "_clip", "as_lists", "many_crossings"]
