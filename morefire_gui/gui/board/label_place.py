"""Where a label that follows the pointer stands (the ruler's, the move's): beside its point, and always whole on the
viewport."""

from __future__ import annotations

from PySide6.QtCore import QPointF

__all__ = ["label_offset"]


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
