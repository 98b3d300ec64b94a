"""The edge grid as the line-of-sight engine asks it: one class made of the questions it answers (early_exit.py,
crossings.py, points.py)."""

from __future__ import annotations

from morefire_gui.geometry.los_index.crossings import _Crossings
from morefire_gui.geometry.los_index.early_exit import _EarlyExit
from morefire_gui.geometry.los_index.points import _Points


class EdgeGrid(_EarlyExit, _Crossings, _Points):
    """The straight edges of pieces in a uniform grid: whether a line is clear, stopping at the first piece that
    blocks it (:meth:`settled`, :meth:`first_block`), every crossing of a line with them (:meth:`line_hits`,
    :meth:`crossings`), and the pieces the ends of a line stand in (:meth:`ends`).

    ``EdgeGrid.build`` returns None when a piece is not a simple polygon or a line (then every check is
    exact)."""


__all__ = ["EdgeGrid"]
