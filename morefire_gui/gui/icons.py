"""Icons from resources/icons/: the tools' toolbar icons and the app's own, drawn from SVG at every size a
screen asks for (sharp on high-DPI displays), with their ink lightened on a dark palette."""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from morefire_gui.gui.style import is_dark
from morefire_gui.io.resources import resource_path

INK = "#1f2a1f"  # the outline colour every tool icon is drawn with
INK_ON_DARK = "#e4e8dc"
# Toolbar icons are 16-32 logical pixels; with device pixel ratios up to 3 that asks for up to 96.
SIZES = (16, 20, 24, 32, 40, 48, 64, 96, 128)
APP_ICON = "morefire"


def icon_path(name: str) -> Path:
    return resource_path("icons", f"{name}.svg")


def has_icon(name: str) -> bool:
    return icon_path(name).is_file()


def _render(svg: bytes, size: int) -> QPixmap:
    renderer = QSvgRenderer(QByteArray(svg))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return QPixmap.fromImage(image)


@functools.cache
def _icon(name: str, dark: bool) -> QIcon:
    path = icon_path(name)
    if not path.is_file():
        return QIcon()
    svg = path.read_text(encoding="utf-8")
    if dark:
        svg = svg.replace(INK, INK_ON_DARK)
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(_render(svg.encode("utf-8"), size))
    return icon


def tool_icon(name: str) -> QIcon:
    """The icon of board tool ``name`` (a null icon when there is none: the button shows its text)."""
    return _icon(name, is_dark())


def app_icon() -> QIcon:
    return _icon(APP_ICON, False)
