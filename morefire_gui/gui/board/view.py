"""The board view: wheel zoom at the cursor, middle-drag and space-drag pan, fit to table, the legend
overlay, the overview map while zoomed in, the active tool, which receives the mouse and keys first, and the right
click's menu where the tool leaves it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCursor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from morefire_gui.gui.board.legend import legend_entries, legend_size, paint_legend
from morefire_gui.gui.board.overview import OverviewMap
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.widgets.menu_tips import popup_menu

if TYPE_CHECKING:
    from morefire_gui.gui.board.tools.base import BoardTool

MIN_PIXELS_PER_UNIT = 0.5
MAX_PIXELS_PER_UNIT = 2000.0


_NOBODY_YET = object()  # the board has been shown for no side yet


class BoardView(QGraphicsView):
    cursor_moved = Signal(QPointF)
    zoom_changed = Signal(float)
    tool_changed = Signal(str)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(Qt.GlobalColor.darkGray)
        # The table and its terrain are the background layer (BoardScene.drawBackground), kept by the view as a
        # pixmap: a drag repaints small bands from it; the pieces are painted again after a zoom or where the
        # terrain changes (docs/performance.md).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # Panning is by middle-drag or space-drag, as on a map; the (hidden) scroll bars still hold the
        # position, and a fit to the table does not change the viewport by showing or hiding them.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A pan moves the table under the captions a tool draws over it: they are placed again, whole on the viewport
        # and off what it shows (a zoom places them again once the board is laid out for it).
        self.horizontalScrollBar().valueChanged.connect(self._view_moved)
        self.verticalScrollBar().valueChanged.connect(self._view_moved)
        self.show_legend = True
        self.tool: BoardTool | None = None
        # The entries of a right click the armed tool does not take (the window's: a counter's Properties, Delete...),
        # for a point of the table; none: no menu.
        self.context_menu: Callable[[QPointF], Sequence[QAction]] | None = None
        self._pan_from: QPointF | None = None
        self._space_down = False
        self._fit_scale = 1.0
        # Whether the whole table is in view as fit_table() left it (no zoom or pan since): a window made larger
        # or smaller then fits the table again, so that "Zoom 100%" is still the whole table.
        self._fitted = False
        # Hot seat: where each side's player left the board (its zoom and centre, or fitted), by the side whose view
        # it shows (None: the umpire's); ``_places_side`` is the side shown now (_NOBODY_YET: none yet).
        self._places: dict[str | None, tuple[QTransform, QPointF] | None] = {}
        self._places_side: object = _NOBODY_YET
        # The whole table small in a corner while the view shows part of it (View > Overview Map).
        self.overview = OverviewMap(self)
        self._caption_live = False
        self._watch(scene)
        self.zoom_changed.connect(lambda _: self.overview.place())

    def setScene(self, scene: QGraphicsScene | None) -> None:
        super().setScene(scene)
        if isinstance(scene, BoardScene):  # another battle's board
            self._watch(scene)
            self.overview.terrain_changed()

    def _watch(self, scene: BoardScene) -> None:
        # Not the scene's ``changed``: a receiver of it makes the scene send every repaint through it, not straight to
        # the view (a drag's repaints would wait for it).
        scene.terrain_drawn_changed.connect(self.overview.terrain_changed)
        scene.battle_changed.connect(self._scene_changed)
        scene.layout_done.connect(self._scene_changed)

    def show_for(self, side: str | None) -> None:
        """The board turns to ``side``'s view (a hand-over): the last side's zoom and centre are kept for it, and
        ``side``'s player finds the board where they left it, or the whole table, never where the last player was
        looking (which would point at what they cared for, a hidden position of their own)."""
        if side == self._places_side:
            return
        if self._places_side is not _NOBODY_YET:
            centre = self.mapToScene(self.viewport().rect().center())
            self._places[self._places_side] = None if self._fitted else (self.transform(), centre)  # type: ignore[index]
        place = self._places.pop(side, None)
        self._places_side = side
        if place is None:
            self.fit_table()
            return
        transform, centre = place
        self.setTransform(transform)
        self.centerOn(centre)
        self._fitted = False
        self.resetCachedContent()
        self.zoom_changed.emit(self.zoom_percent())

    def forget_places(self) -> None:
        """Another battle: no side's place on the board is kept."""
        self._places.clear()
        self._places_side = _NOBODY_YET

    @property
    def board(self) -> BoardScene:
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        return scene

    # -- tools ---------------------------------------------------------------------------------------------
    def set_tool(self, tool: BoardTool | None) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate(self)
            self.viewport().setCursor(tool.cursor)
            self.tool_changed.emit(tool.name)

    # -- zoom and pan ----------------------------------------------------------------------------------------
    @property
    def pixels_per_unit(self) -> float:
        return self.transform().m11()

    def _scene_at(self, pos: QPointF) -> QPointF:
        return self.viewportTransform().inverted()[0].map(pos)

    def zoom_by(self, factor: float, anchor_under_mouse: bool = True, at: QPointF | None = None) -> None:
        """Zoom by ``factor``, keeping the table point under ``at`` (viewport pixels; by default the
        cursor, or the centre) where it is on screen."""
        current = self.pixels_per_unit
        target = min(max(current * factor, MIN_PIXELS_PER_UNIT), MAX_PIXELS_PER_UNIT)
        if abs(target - current) < 1e-12:
            return
        self._fitted = False
        if at is None:
            cursor = self.viewport().mapFromGlobal(QCursor.pos())
            inside = anchor_under_mouse and self.viewport().rect().contains(cursor)
            at = QPointF(cursor) if inside else QPointF(self.viewport().rect().center())
        anchor = self._scene_at(at)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(target / current, target / current)
        moved = self._scene_at(at)
        self.translate(moved.x() - anchor.x(), moved.y() - anchor.y())
        # The view scrolls rather than translates when the scene is larger than the viewport.
        drift = self.mapFromScene(anchor) - at.toPoint()
        if drift.manhattanLength() > 0:
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.resetCachedContent()  # the background layer is painted again at the new zoom
        self.zoom_changed.emit(self.zoom_percent())

    def zoom_in(self) -> None:
        self.zoom_by(1.25, anchor_under_mouse=False)

    def zoom_out(self) -> None:
        self.zoom_by(0.8, anchor_under_mouse=False)

    def fit_table(self) -> None:
        rect = self.board.table_rect()
        m = max(rect.width(), rect.height()) * 0.02
        self.fitInView(rect.adjusted(-m, -m, m, m), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()
        self._fit_scale = self.pixels_per_unit or 1.0
        self._fitted = True
        self.zoom_changed.emit(self.zoom_percent())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit_table()
        self.overview.place()

    def zoom_percent(self) -> float:
        return 100.0 * self.pixels_per_unit / (self._fit_scale or 1.0)

    def pixels_to_units(self, pixels: float) -> float:
        return pixels / (self.pixels_per_unit or 1.0)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps, at=event.position())
        event.accept()

    def _view_moved(self) -> None:
        scene = self.scene()
        if isinstance(scene, BoardScene):  # not while a window closing lets its board go
            scene.place_live_captions()
            self.overview.place()

    def _scene_changed(self) -> None:
        """A counter moved, came or went, or was shown or hidden: the overview map shows it."""
        self.overview.place()

    def centre_on(self, point: QPointF) -> None:
        """Bring ``point`` of the table to the middle of the view, at the zoom it has (the overview map's click)."""
        self._fitted = False
        self.centerOn(point)

    def _start_pan(self, event: QMouseEvent) -> None:
        self._fitted = False
        self._pan_from = event.position()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def _pan(self, event: QMouseEvent) -> None:
        assert self._pan_from is not None
        delta = event.position() - self._pan_from
        self._pan_from = event.position()
        self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() - delta.x()))
        self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() - delta.y()))

    # -- events ------------------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or (
            event.button() == Qt.MouseButton.LeftButton and self._space_down
        ):
            self._start_pan(event)
            event.accept()
            return
        if self.tool is not None and self.tool.mouse_press(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton and self.context_menu is not None:
            # A right click the tool leaves (Move and Infantry Fire have menus of their own): the board's menu.
            actions = self.context_menu(self.mapToScene(event.position().toPoint()))
            if actions:
                popup_menu(self, list(actions))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        self.cursor_moved.emit(pos)
        if self._pan_from is not None:
            self._pan(event)
            event.accept()
            return
        if self.tool is not None and self.tool.mouse_move(event, pos):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            self._pan_from = None
            self.viewport().setCursor(self.tool.cursor if self.tool else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        if self.tool is not None and self.tool.mouse_release(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None and self.tool.mouse_double_click(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if self.tool is not None and self.tool.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            self.viewport().setCursor(self.tool.cursor if self.tool else Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    # -- the background layer and the legend overlay ---------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # Qt passes a QRectF; the stubs add the QRect Python may pass
        painter.fillRect(rect, self.backgroundBrush())
        self.board.drawBackground(painter, rect)

    def set_legend_visible(self, on: bool) -> None:
        self.show_legend = on
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        # Counters and labels are laid out for the zoom they are shown at, whatever changed it (a fit, a wheel, a
        # test's fitInView): before the paint, so that no item moves while the scene paints.
        board = self.board
        board.set_layout_scale(self.pixels_per_unit)
        if not board.laid_out:
            board.ensure_layout()  # the first paint shows the counters where they go; later ones follow soon after
        live = board.caption_live()
        if live != self._caption_live:  # a ruler's caption came or went: the overview map stands aside, or is back
            self._caption_live = live
            QTimer.singleShot(0, self.overview.place)
        super().paintEvent(event)

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # likewise
        if not self.show_legend:
            return
        painter.save()
        painter.resetTransform()
        battle = self.board.session.battle
        from morefire_gui.gui.i18n import scale_words

        title = scale_words(battle, self.board.session.tables)
        font = QFont()
        font.setPointSizeF(7.5)
        entries = legend_entries(
            battle, self.board.session.catalogue, self.board.any_fired(), self.board.view_filter
        )  # of what the view shows
        _, height = legend_size(entries, title, font)
        paint_legend(painter, QPointF(8, self.viewport().height() - height - 8), entries, title, font)
        painter.restore()
