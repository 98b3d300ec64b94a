"""Where a label that follows the pointer stands (the ruler's, the move's): beside its point, and always whole on the
viewport; and, where the board is asked (:data:`CaptionPlacer`), off the counters, labels and marks it shows."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF

__all__ = ["LEADER_PX", "CaptionPlacer", "FormPlacer", "label_offset", "leader", "pointer_places"]

# The board's placer of a caption drawn over it (gui/board/board_layout.py, BoardLayout.clear_caption): given the
# caption's anchor (a point of the table), its places, the viewport and what of the tool's own it keeps off (boxes
# in pixels from the anchor), the first place nothing covers, or None.
CaptionPlacer = Callable[[QPointF, Sequence[QRectF], QRectF | None, Sequence[QRectF]], QRectF | None]
# The same for a caption with shorter forms and a line (BoardLayout.caption_form): given the anchor, each form's
# places, the viewport, what it keeps off and the tool's line (points in pixels from the anchor), the form and the
# place chosen, or None.
FormPlacer = Callable[
    [QPointF, Sequence[Sequence[QRectF]], QRectF | None, Sequence[QRectF], Sequence[QPointF]],
    tuple[int, QRectF] | None,
]


LEADER_PX = 20.0  # a caption farther than this from what it names is drawn with a thin leader to it


def leader(
    box: QRectF, point: QPointF, radius: float = 0.0, reach: float = LEADER_PX
) -> tuple[QPointF, QPointF] | None:
    """The thin leader a caption placed away from what it names is drawn with (all in the same pixels): from the
    point of its ``box`` nearest ``point`` to ``point`` (to the edge of the circle of ``radius`` round it, a zone's),
    when the box stands farther than ``reach`` off; None: near enough to read as its caption, or over the circle."""
    nx = min(max(point.x(), box.left()), box.right())
    ny = min(max(point.y(), box.top()), box.bottom())
    dx, dy = point.x() - nx, point.y() - ny
    d = math.hypot(dx, dy)
    if d - radius <= reach:
        return None
    return QPointF(nx, ny), QPointF(nx + dx * (d - radius) / d, ny + dy * (d - radius) / d)


def label_offset(
    point: QPointF, width: float, height: float, size: tuple[float, float], gap: float, margin: float = 6.0
) -> QPointF:
    """The offset from ``point`` (in viewport pixels) of a label of ``size`` on a viewport of ``width`` x ``height``:
    ``gap`` below and to the right of the point when it fits, otherwise moved left, or above the point, and never
    nearer an edge than ``margin``."""
    w, h = size
    x, y = gap, gap
    if point.x() + x + w > width - margin:
        x = width - margin - w - point.x()
    if point.x() + x < margin:
        x = margin - point.x()
    if point.y() + y + h > height - margin:
        y = -gap - h
    if point.y() + y < margin:
        y = margin - point.y()
    return QPointF(x, y)


def pointer_places(
    point: QPointF, width: float, height: float, size: tuple[float, float], gap: float, margin: float = 6.0
) -> tuple[list[QRectF], QRectF, QRectF]:
    """A label's places beside ``point`` (as :func:`label_offset`), the first preferred: :func:`label_offset`'s, then
    below left, above right and above left of the point; the viewport less its ``margin``; and the point itself with
    the pointer on it, which the label keeps off. All in pixels from the point."""
    w, h = size
    first = label_offset(point, width, height, size, gap, margin)
    places = [
        QRectF(first.x(), first.y(), w, h),
        QRectF(-gap - w, gap, w, h),
        QRectF(gap, -gap - h, w, h),
        QRectF(-gap - w, -gap - h, w, h),
    ]
    within = QRectF(margin - point.x(), margin - point.y(), width - 2 * margin, height - 2 * margin)
    return places, within, QRectF(-gap / 2, -gap / 2, gap, gap)
