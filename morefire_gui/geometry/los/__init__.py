"""Line of sight by rule 2.1: the engine's names, as the rest of the app and the tests import them."""

from __future__ import annotations

# The tests count GEOS's calls through the engine's shapely (``los.shapely.intersection``).
import shapely as shapely

from morefire_gui.geometry.los.results import (
    _BIG_PIECE,
    _GEOS_EDGES,
    _MANY,
    Blocker,
    BlockReason,
    Ignored,
    LosResult,
    PassReason,
    Sight,
    TerrainIndex,
    _basic,
    _blocker_reason,
    _limits,
    _spans,
    _spans_near,
    clear_matrix,
    line_of_sight,
    piece_height,
    reference_line_of_sight,
    settled_clear,
    settled_first_block,
    sight,
    sight_range,
)

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
    "_spans_near",
    "clear_matrix",
    "line_of_sight",
    "piece_height",
    "reference_line_of_sight",
    "settled_clear",
    "settled_first_block",
    "sight",
    "sight_range",
]
