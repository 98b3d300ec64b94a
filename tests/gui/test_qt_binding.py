"""The Qt binding must keep Python's reference counts straight: PySide6 6.12.0 dropped a reference to None
on every void call, which crashes the app on Python 3.11 after a few thousand paint calls."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter


def test_void_calls_do_not_drop_references_to_none(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    image = QImage(50, 50, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        font.setPointSizeF(3.0)
        painter.setPen(QColor(1, 2, 3))
        painter.drawText(QRectF(0, 0, 20, 10), Qt.AlignmentFlag.AlignCenter, "x")
    painter.end()
    assert abs(sys.getrefcount(None) - before) < 100
