"""The table image drawn in the board's background layer, between the table's surface and the terrain: the file
read once, laid on the table by its calibration (a scale and an origin, or the perspective that takes the table's
four corners in the photo to the table's corners: ``QTransform.quadToQuad``), at its opacity, within the table."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPolygonF, QTransform

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.targets import said_what_it_is
from morefire_gui.io.file_read import what_it_is
from morefire_gui.model.table_image import FourCorners, TableImage, TwoPoints

MAX_IMAGE_PIXELS = 200_000_000  # a larger file is refused unread (a hostile PNG can say it is 100,000 px square)
MAX_IMAGE_BYTES = 500 * 1024 * 1024  # a photograph of a table is a few MB; a 200-megapixel PNG can be 500


def image_transform(image: TableImage, table: QRectF) -> QTransform:
    """Image pixels to table units, by the image's calibration."""
    calibration = image.calibration
    if isinstance(calibration, TwoPoints):
        s = calibration.scale()
        return QTransform().translate(*calibration.origin).scale(s, s)
    assert isinstance(calibration, FourCorners)
    out = QTransform()
    corners = QPolygonF([QPointF(*c) for c in calibration.corners])
    table_corners = QPolygonF([table.topLeft(), table.topRight(), table.bottomRight(), table.bottomLeft()])
    if not QTransform.quadToQuad(corners, table_corners, out):  # pragma: no cover - the model refuses such corners
        raise ValueError("no perspective takes these corners to the table's")
    return out


def read_image(path: Path) -> tuple[QImage | None, str | None]:
    """The picture in a PNG or JPEG file, or why it cannot be read. Only a regular file of at most
    :data:`MAX_IMAGE_BYTES` is read (io/file_read.py says what anything else is), and only a picture of at most
    :data:`MAX_IMAGE_PIXELS`."""
    try:
        info = os.stat(path)
    except OSError:
        return None, tr("{path}: no such file").format(path=path)
    if not stat.S_ISREG(info.st_mode):
        return None, tr("{path}: this is {what}, not a file: only regular files are read").format(
            path=path, what=said_what_it_is(what_it_is(info.st_mode))
        )
    if info.st_size > MAX_IMAGE_BYTES:
        return None, tr("{path}: the file is {size:,} bytes; a table image may have {most:,}").format(
            path=path, size=info.st_size, most=MAX_IMAGE_BYTES
        )
    reader = QImageReader(str(path))
    size = reader.size()
    if size.isValid() and size.width() * size.height() > MAX_IMAGE_PIXELS:
        return None, tr("{path}: {width} × {height} pixels is more than a table image may have").format(
            path=path, width=size.width(), height=size.height()
        )
    image = reader.read()
    if image.isNull():
        return None, f"{path}: {reader.errorString()}"
    return image, None


class TableImageLayer:
    """What the background paints of the table image: nothing until a battle has one whose file can be read."""

    def __init__(self) -> None:
        self.spec: TableImage | None = None
        self.file: Path | None = None
        self.image: QImage | None = None
        self.problem: str | None = None
        self.transform = QTransform()

    def sync(self, spec: TableImage | None, file: Path | None, table: QRectF) -> bool:
        """Take the battle's image (``spec``, its ``file``); True when what is drawn changed."""
        if spec == self.spec and file == self.file:
            return False
        if file != self.file or self.image is None:
            self.image, self.problem = read_image(file) if file is not None else (None, None)
        self.spec, self.file = spec, file
        if spec is not None:
            self.transform = image_transform(spec, table)
        return True

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        """Where an image pixel lies on the table."""
        p = self.transform.map(QPointF(x, y))
        return p.x(), p.y()

    def paint(self, painter: QPainter, table: QRectF) -> None:
        if self.spec is None or self.image is None:
            return
        painter.save()
        painter.setClipRect(table, Qt.ClipOperation.IntersectClip)  # a photo shows the floor around the table too
        painter.setOpacity(self.spec.opacity)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setTransform(self.transform, True)
        painter.drawImage(QPointF(0, 0), self.image)
        painter.restore()
