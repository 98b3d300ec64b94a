"""The overview map: the whole table small in a corner of the board while the board shows only part of it (zoomed in),
as a map's inset, in the corner where it covers the fewest counters and names (the bottom right first, the corner it
stands in kept over an equal one); where every corner has a counter, the board shows through it but while the mouse is
on it. It shows the terrain and the counters the board shows (one side's view in hot seat: nothing the board hides),
and the part of the table in view as a frame; a click or a drag on it brings that part of the table into view.

It paints from the board's own drawing (BoardScene.draw_terrain, without the grid; the counters' items), so it can show nothing the
board does not. The terrain is painted once into a picture, again only after the terrain changed; the counters and
the frame at each paint. It stands aside while a ruler's or a barrage's caption is on the board: those are placed
anywhere on the board's view, and none may be hidden under it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QEnterEvent, QImage, QMouseEvent, QPainter, QPaintEvent, QPen
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
SEE_THROUGH = 0.45  # the map's opacity where it stands over a counter


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
        self.over_counters = False  # standing over a counter (no corner free of them): the board shows through
        self.corner = 0  # the corner it stands in: bottom right, bottom left, top right, top left
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
        at, over = self._corner(size)
        if self.size() != size:
            self._terrain = None
        if over != self.over_counters:
            # A counter none of the corners keeps clear of is seen through the map.
            self.over_counters = over
            self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, not over)
        self.setGeometry(at.x(), at.y(), size.width(), size.height())
        if not self.isVisible():
            self.show()
            self.raise_()
        self.update()

    def _corner(self, size: QSize) -> tuple[QPoint, bool]:
        """Where the map stands (its top left corner, in the view's pixels): at the corner of the view where it covers
        the fewest counters, then the fewest names, captions and flags the board lays out, the bottom right first of
        equals; and whether it covers a counter even there (the map is then drawn so that the board shows through)."""
        vp = self.view.viewport().geometry()
        w, h = size.width() + MARGIN - 1, size.height() + MARGIN - 1
        corners = [
            vp.bottomRight() - QPoint(w, h),
            QPoint(vp.left() + MARGIN, vp.bottom() - h),
            QPoint(vp.right() - w, vp.top() + MARGIN),
            QPoint(vp.left() + MARGIN, vp.top() + MARGIN),
        ]
        marks = self._marks()
        best: tuple[tuple[int, int, bool, int], QPoint] | None = None
        for n, at in enumerate(corners):
            # In the viewport's pixels, with a margin: a name just at the map's edge reads as under it.
            box = QRectF(at.x() - vp.left(), at.y() - vp.top(), size.width(), size.height()).adjusted(-2, -2, 2, 2)
            counters = sum(1 for key, r in marks if key.startswith("unit:") and r.intersects(box))
            others = sum(1 for key, r in marks if not key.startswith("unit:") and r.intersects(box))
            score = (counters, others, n != self.corner, n)
            if best is None or score < best[0]:
                best = (score, at)
        assert best is not None
        self.corner = best[0][3]
        return best[1], best[0][0] > 0

    def _marks(self) -> list[tuple[str, QRectF]]:
        """The counters, names, captions and flags the board's layout placed, in the viewport's pixels."""
        layout = self.view.board.layout
        ppu = layout.scale
        if ppu <= 0:
            return []
        out = []
        for key, rect in layout.rects().items():
            if key.startswith(("number:", "road end:", "rp:", "ground:")):
                continue  # beside the table, or drawn on the ground: the map may stand over them as over the ground
            top_left = self.view.mapFromScene(rect.topLeft() / ppu)
            bottom_right = self.view.mapFromScene(rect.bottomRight() / ppu)
            out.append((key, QRectF(QPointF(top_left), QPointF(bottom_right))))
        return out

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
        if self.over_counters and not self.underMouse():
            # The counters under it show through its ground; its dots and frame are drawn whole. With the mouse on
            # it, it reads whole.
            painter.setOpacity(SEE_THROUGH)
        painter.fillRect(self.rect(), QColor(40, 40, 40))
        painter.drawImage(QPointF(FRAME, FRAME), self._painted_terrain())
        painter.setOpacity(1.0)
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
    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self.update()  # whole while the mouse is on it

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.update()

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
