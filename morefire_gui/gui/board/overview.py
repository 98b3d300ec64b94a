"""The overview map: the whole table small in a corner of the board while the board shows only part of it (zoomed in),
as a map's inset. It shows the terrain and the counters the board shows (one side's view in hot seat: nothing the board
hides), and the part of the table in view as a frame; a click or a drag on it brings that part of the table into view.

It paints from the board's own drawing (BoardScene.draw_terrain, without the grid; the counters' items), so it can show nothing the
board does not. The terrain is painted once into a picture, again only after the terrain changed; the counters and
the frame at each paint. It stands aside while a ruler's or a barrage's caption is on the board: those are placed
anywhere on the board's view, and none may be hidden under it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from morefire_gui.gui.i18n import tr

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.session.visibility import View

WIDTH_SHARE = 0.25  # of the board's view, the map's width at most
MOST_WIDTH = 240  # pixels
LEAST_VIEW = 420  # a view narrower or lower than this (pixels) has no room for the map
MARGIN = 8  # pixels from the view's edges
FRAME = 2  # the map's own border, pixels
REDRAW_AFTER = 150  # ms after the last change of the terrain, the map's terrain is painted again
IN_VIEW = QColor(255, 215, 0)  # the frame of what the board shows: gold on every ground and season
DOT = 4.0  # a counter's dot, pixels across at the least


class OverviewMap(QWidget):
    """The whole table, small, over the bottom right corner of the board's view while the view shows only part of
    it. Shown or not as the player chose (View > Overview Map) and as the view allows (:meth:`place`)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.wanted = True  # the player's choice
        self._terrain: QImage | None = None  # None: to be painted at the next paint
        self._painted_in: View | None = None  # the view the picture was painted in
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_AFTER)
        self._redraw.timeout.connect(self._terrain_changed_now)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tr("The whole table: click or drag to bring that part into view"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.hide()

    # -- when and where it shows ------------------------------------------------------------------------------
    def set_wanted(self, on: bool) -> None:
        self.wanted = on
        self.place()

    def terrain_changed(self) -> None:
        """The table or its terrain changed (an edit, a hand-over to another side's view): painted again soon; in
        another view at once (:meth:`_painted_terrain`)."""
        if self.isVisible() and self._terrain is not None:
            self._redraw.start()  # a run of changes (a drag of a piece) is painted once, after the last
        else:
            self._terrain = None

    def _terrain_changed_now(self) -> None:
        self._terrain = None
        self.update()

    def place(self) -> None:
        """Show it, sized and in the corner, where the player wants it, the view has room and shows only part of the
        table and no caption is live; else hide it."""
        vp = self.view.viewport()
        table = self.view.board.table_rect()
        shown = self.view.mapToScene(vp.rect()).boundingRect()
        room = vp.width() >= LEAST_VIEW and vp.height() >= LEAST_VIEW * 0.6
        whole = shown.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(table)
        if not (self.wanted and room and not whole and not self.view.board.caption_live() and table.width() > 0):
            self.hide()
            return
        size = self.size_for(QSize(vp.width(), vp.height()), table)
        at = vp.geometry().bottomRight() - QPointF(size.width() + MARGIN - 1, size.height() + MARGIN - 1).toPoint()
        if self.size() != size:
            self._terrain = None
        self.setGeometry(at.x(), at.y(), size.width(), size.height())
        if not self.isVisible():
            self.show()
            self.raise_()
        self.update()

    @staticmethod
    def size_for(viewport: QSize, table: QRectF) -> QSize:
        """The map's size: a share of the view's width, the table's shape, within the view's height."""
        width = min(MOST_WIDTH, viewport.width() * WIDTH_SHARE)
        height = width * table.height() / table.width()
        most_height = viewport.height() * 0.4
        if height > most_height:
            width, height = width * most_height / height, most_height
        return QSize(round(width) + 2 * FRAME, round(height) + 2 * FRAME)

    # -- between the map and the table -------------------------------------------------------------------------
    def _scale(self) -> float:
        table = self.view.board.table_rect()
        return (self.width() - 2 * FRAME) / table.width()

    def to_table(self, pos: QPointF) -> QPointF:
        """The point of the table under ``pos`` (the map's pixels), held to the table."""
        table = self.view.board.table_rect()
        k = self._scale()
        x = min(max((pos.x() - FRAME) / k, 0.0), table.width())
        y = min(max((pos.y() - FRAME) / k, 0.0), table.height())
        return QPointF(table.x() + x, table.y() + y)

    def to_map(self, point: QPointF) -> QPointF:
        table = self.view.board.table_rect()
        k = self._scale()
        return QPointF(FRAME + (point.x() - table.x()) * k, FRAME + (point.y() - table.y()) * k)

    def in_view(self) -> QRectF:
        """The part of the table the board shows, in the map's pixels."""
        shown = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        return QRectF(self.to_map(shown.topLeft()), self.to_map(shown.bottomRight()))

    # -- painting -----------------------------------------------------------------------------------------------
    def _painted_terrain(self) -> QImage:
        # A picture painted in another view is never shown, not even until the next is due: the last player's (its
        # minefields not found by the next) would flash on the next player's board as the cover lifts.
        shown = self.view.board.view_filter
        if self._terrain is None or self._painted_in != shown:
            ratio = self.devicePixelRatioF()
            image = QImage(
                round((self.width() - 2 * FRAME) * ratio),
                round((self.height() - 2 * FRAME) * ratio),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.setDevicePixelRatio(ratio)
            image.fill(Qt.GlobalColor.darkGray)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            table = self.view.board.table_rect()
            k = self._scale()
            painter.scale(k, k)
            painter.translate(-table.x(), -table.y())
            self.view.board.draw_terrain(painter, table, grid=False)
            painter.end()
            self._terrain = image
            self._painted_in = shown
        return self._terrain

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(40, 40, 40))
        painter.drawImage(QPointF(FRAME, FRAME), self._painted_terrain())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(QRectF(FRAME, FRAME, self.width() - 2 * FRAME, self.height() - 2 * FRAME))
        k = self._scale()
        for item in self.view.board.units.values():
            if not item.isVisible() or item.colour is None:
                continue
            at = self.to_map(item.pos())
            size = max(DOT, item.rect().width() * k)
            painter.setPen(QPen(QColor(20, 20, 20), 0.8))
            painter.setBrush(item.colour)
            if item.masked:  # another side's hidden position: its anonymous square, as the board draws it
                painter.drawRect(QRectF(at.x() - size / 2, at.y() - size / 2, size, size))
            else:
                painter.drawEllipse(at, size / 2, size / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shown = self.in_view()
        painter.setPen(QPen(QColor(0, 0, 0, 160), 3.0))
        painter.drawRect(shown)
        painter.setPen(QPen(IN_VIEW, 1.5))
        painter.drawRect(shown)
        painter.end()

    # -- the player's clicks and drags ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.view.centre_on(self.to_table(event.position()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.view.centre_on(self.to_table(event.position()))
            event.accept()
            return
        super().mouseMoveEvent(event)
