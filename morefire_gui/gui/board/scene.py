"""The board scene: one item per terrain piece and unit, mirroring the session's battle.

Scene coordinates are table units (x east, y south), so the scene and the model agree everywhere. The table and
the terrain are painted in the background layer (:meth:`BoardScene.drawBackground`), which the view keeps as a
pixmap: a mouse move repaints small bands of it from that pixmap, and the pieces are painted again only where the
terrain changes and after a zoom (docs/performance.md). Counters, rulers and every other item are drawn over it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from morefire_gui.geometry.footprints import marker_side
from morefire_gui.gui.board.artillery_items import BarrageItem, RegistrationPointItem
from morefire_gui.gui.board.measure_item import MeasureItem
from morefire_gui.gui.board.scenario_items import ScenarioLayer
from morefire_gui.gui.board.table_image import TableImageLayer
from morefire_gui.gui.board.table_item import TableItem
from morefire_gui.gui.board.terrain_item import TerrainItem
from morefire_gui.gui.board.unit_item import UnitItem
from morefire_gui.gui.style import side_colour
from morefire_gui.model.battle import TerrainPiece, Unit
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.visibility import UMPIRE, View

POINT_RADIUS_INCHES = 0.45


class BoardScene(QGraphicsScene):
    battle_changed = Signal()

    def __init__(self, session: BattleSession, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.session = session
        self.units: dict[str, UnitItem] = {}
        self.terrain: dict[str, TerrainItem] = {}
        self._highlighted: set[str] = set()
        self._hidden: set[str] = set()  # pieces not drawn: the view's, and a side's minefields (set_hidden_pieces)
        # Whose view the board shows (hot seat; session/visibility.py decides what it holds): the tools pick, show
        # and name only what it shows.
        self.view_filter: View = UMPIRE
        self.table_item: TableItem | None = None
        self.measure = MeasureItem()
        self.barrage = BarrageItem()
        self.barrage.setVisible(False)
        self.addItem(self.barrage)
        self.registration_points: dict[tuple[str, int], RegistrationPointItem] = {}
        self._signature: tuple[object, ...] = ()
        self._ordered: list[TerrainItem] | None = None  # the pieces in the order the background paints them
        self.scenario = ScenarioLayer(self, self.side_colour)
        self.table_image = TableImageLayer()  # the players' photo of their table, under the terrain
        self.rebuild()
        session.subscribe(self._on_session_changed)

    def detach(self) -> None:
        self.session.unsubscribe(self._on_session_changed)

    # -- building ----------------------------------------------------------------------------------------
    @property
    def point_radius(self) -> float:
        return POINT_RADIUS_INCHES * (2.54 if self.session.battle.table.unit == "cm" else 1.0)

    def table_rect(self) -> QRectF:
        t = self.session.battle.table
        return QRectF(0, 0, t.width, t.depth)

    def rebuild(self) -> None:
        grid = self.table_item.show_grid if self.table_item is not None else True
        for item in list(self.items()):
            # Only what mirrors the battle is rebuilt; tools' handles and previews stay.
            if item.parentItem() is None and isinstance(item, (TableItem, TerrainItem, UnitItem,
                                                                RegistrationPointItem)):
                self.removeItem(item)
        self.units.clear()
        self.terrain.clear()
        self.registration_points.clear()
        battle = self.session.battle
        self.table_item = TableItem(battle.table.width, battle.table.depth, battle.table.unit)
        self.table_item.set_grid(grid)
        # Painted in the background layer, under the terrain: an item with no contents of its own.
        self.table_item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.table_item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.addItem(self.table_item)
        # Each item from the piece or unit in hand: looking each one up by id again made a table of 10,000 pieces
        # take a quarter of a minute to lay out.
        for piece in battle.terrain:
            self._add_piece(piece.id, piece)
        for unit in battle.units:
            self._add_unit(unit.id, unit)
        if self.measure.scene() is None:
            self.addItem(self.measure)
            self.addItem(self.measure.label)
        margin = max(battle.table.width, battle.table.depth) * 0.06
        self.setSceneRect(self.table_rect().adjusted(-margin, -margin, margin, margin))
        self._signature = self._battle_signature()
        self.sync_registration_points()
        self.sync_scenario()
        self.sync_table_image()
        self.terrain_layer_changed()

    # -- the background layer: the table and its terrain ------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The table, its grid and every piece not hidden, in their stacking order, as far as ``rect`` reaches.
        The view caches what this paints; exports and printing call it directly, so they get vector shapes."""
        if self.table_item is not None:
            self.table_item.paint(painter, QStyleOptionGraphicsItem(), None)
        self.table_image.paint(painter, self.table_rect())
        for item in self._layer_order():
            if item.isVisible() and item.layer_bounds().intersects(rect):
                painter.save()
                item.paint_piece(painter)
                painter.restore()

    def _layer_order(self) -> list[TerrainItem]:
        if self._ordered is None:
            self._ordered = sorted(self.terrain.values(), key=lambda i: i.zValue())
        return self._ordered

    def terrain_layer_changed(self, rect: QRectF | None = None) -> None:
        """The terrain drawn in ``rect`` (everywhere by default) changed: paint that part of the layer again."""
        self._ordered = None
        self.invalidate(rect if rect is not None else self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _battle_signature(self) -> tuple[object, ...]:
        """What, when it changes, means every item must be rebuilt (the table, the scale, bases, sides)."""
        b = self.session.battle
        return (b.table, b.scale, b.bases, tuple((s.id, s.nation) for s in b.sides), b.settings.movement_row)

    def sync_registration_points(self) -> None:
        """Registration points of every side (4.12), drawn in the side's colour."""
        wanted = {(side.id, p.n): (side, p) for side in self.session.battle.sides for p in side.registration_points}
        for key in list(self.registration_points):
            item = self.registration_points[key]
            if key not in wanted or wanted[key][1].at != (item.pos().x(), item.pos().y()):
                self.removeItem(item)
                del self.registration_points[key]
        for key, (side, point) in wanted.items():
            if key not in self.registration_points:
                item = RegistrationPointItem(side.id, point.n, point.at, self.side_colour(side.id), point.name)
                self.registration_points[key] = item
                self.addItem(item)
        for (side_id, _), item in self.registration_points.items():
            # another side's FRPs are its secret (4.1)
            item.setVisible(self.view_filter.shows_side_secrets(side_id))

    def apply_view(self, view: View) -> None:
        """Show the board as one side may see it: the other side's hidden positions as anonymous markers that its
        tools cannot select, its units not yet landed, its unfound minefields and its registration points not at all
        (session/visibility.py decides which)."""
        self.view_filter = view
        for uid, item in self.units.items():
            self._show_unit(uid, item)
        self.set_hidden_pieces(set())  # the view's own; the Movement dock may add a side's in the umpire's view
        self.sync_registration_points()

    def _show_unit(self, unit_id: str, item: UnitItem) -> None:
        view = self.view_filter
        masked = unit_id in view.masked_units
        if item.masked != masked:
            item.set_masked(masked, self.marker_side)
        item.setVisible(view.shows_unit(unit_id))
        # Another side's marker is not the player's to select, move, turn or delete (nor by the rubber band).
        if not view.may_handle(unit_id):
            item.setSelected(False)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, view.may_handle(unit_id))

    @property
    def marker_side(self) -> float:
        """A hidden position's marker: a half-inch square, whatever it hides."""
        return marker_side(self.session.battle)

    def sync_scenario(self) -> None:
        """Deployment zones and victory point locations (the scenario system), in the sides' colours."""
        self.scenario.sync(self.session.battle, self.session.tables)

    def sync_table_image(self) -> bool:
        """The battle's table image, read from its file (session/table_image.py); True when what is drawn changed."""
        from morefire_gui.session.table_image import image_file

        battle = self.session.battle
        return self.table_image.sync(battle.table_image, image_file(battle, self.session.path), self.table_rect())

    def set_zone_marks(self, marks: dict[str, str]) -> None:
        """Mark units in a damage zone: ``in`` (wholly) or ``partly``; others unmarked."""
        for uid, item in self.units.items():
            mark = marks.get(uid)
            if item.zone_mark != mark:
                item.zone_mark = mark
                item.update()

    def side_colour(self, side_id: str) -> QColor:
        sides = self.session.battle.sides
        for i, side in enumerate(sides):
            if side.id == side_id:
                return side_colour(side.nation, i)
        return QColor("grey")

    def _add_piece(self, piece_id: str, piece: TerrainPiece | None = None) -> None:
        piece = piece or self.session.battle.piece(piece_id)
        assert piece is not None
        item = TerrainItem(piece, self.point_radius)
        item.highlighted = piece_id in self._highlighted
        item.setVisible(piece_id not in self._hidden)
        self.terrain[piece_id] = item
        self.addItem(item)
        self.terrain_layer_changed(item.layer_bounds())

    def _add_unit(self, unit_id: str, unit: Unit | None = None) -> None:
        unit = unit or self.session.battle.unit(unit_id)
        assert unit is not None
        item = UnitItem(unit, self.session.catalogue.get(unit.type), self.session.geometry.footprint(unit),
                        self.side_colour(unit.side))
        self._show_unit(unit_id, item)
        self.units[unit_id] = item
        self.addItem(item)

    # -- mirroring the session ---------------------------------------------------------------------------
    def _on_session_changed(self, changes: list[Change]) -> None:
        for change in changes:
            if change.aspect is Aspect.LOG:
                continue
            if change.aspect is Aspect.BATTLE:
                if self._battle_signature() != self._signature:
                    self.rebuild()
                else:
                    self.sync_registration_points()
                    if self.sync_table_image():
                        self.terrain_layer_changed()
                continue
            for ident in change.ids:
                if change.aspect is Aspect.UNITS:
                    self._sync_unit(ident)
                else:
                    self._sync_piece(ident)
        self.sync_scenario()
        self.battle_changed.emit()

    def _sync_unit(self, unit_id: str) -> None:
        unit = self.session.battle.unit(unit_id)
        item = self.units.get(unit_id)
        if unit is None:
            if item is not None:
                self.removeItem(item)
                del self.units[unit_id]
            return
        if item is None:
            self._add_unit(unit_id)
        else:
            item.set_unit(unit, self.session.catalogue.get(unit.type), self.session.geometry.footprint(unit),
                          self.side_colour(unit.side))

    def _sync_piece(self, piece_id: str) -> None:
        piece = self.session.battle.piece(piece_id)
        item = self.terrain.get(piece_id)
        if piece is None:
            if item is not None:
                self.removeItem(item)
                del self.terrain[piece_id]
                self.terrain_layer_changed(item.layer_bounds())
            return
        if item is None:
            self._add_piece(piece_id)
        else:
            before = item.layer_bounds()
            item.set_piece(piece)
            self.terrain_layer_changed(before.united(item.layer_bounds()))

    # -- queries for tools (drawing only; game questions go to the session's geometry) ----------------------
    def unit_item_at(self, pos: QPointF) -> UnitItem | None:
        for item in self.items(pos):
            if isinstance(item, UnitItem):
                return item
        return None

    def terrain_item_at(self, pos: QPointF) -> TerrainItem | None:
        for item in self.items(pos):
            if isinstance(item, TerrainItem):
                return item
        return None

    def set_highlighted_terrain(self, ids: set[str]) -> None:
        for ident in self._highlighted - ids:
            if ident in self.terrain:
                self.terrain[ident].highlighted = False
                self.terrain[ident].update()
        for ident in ids - self._highlighted:
            if ident in self.terrain:
                self.terrain[ident].highlighted = True
                self.terrain[ident].update()
        self._highlighted = set(ids)

    def highlighted_terrain(self) -> set[str]:
        return set(self._highlighted)

    def set_hidden_pieces(self, ids: set[str]) -> None:
        """Pieces not drawn: what the side whose view the board shows may not see (3.6 deliberate minefields), and in
        the umpire's view the minefields a side does not know of, to see the board as it does. Never fewer than the
        view hides."""
        wanted = set(ids) | set(self.view_filter.hidden_pieces)
        changed = wanted ^ self._hidden
        self._hidden = wanted
        for piece_id, item in self.terrain.items():
            item.setVisible(piece_id not in self._hidden)
        for piece_id in changed:
            if piece_id in self.terrain:
                self.terrain_layer_changed(self.terrain[piece_id].layer_bounds())

    def hidden_pieces(self) -> set[str]:
        return set(self._hidden)

    def selected_unit_ids(self) -> list[str]:
        return [i.unit_id for i in self.selectedItems() if isinstance(i, UnitItem)]

    def selected_piece_ids(self) -> list[str]:
        return [i.piece_id for i in self.selectedItems() if isinstance(i, TerrainItem)]

    def set_grid(self, on: bool) -> None:
        if self.table_item is not None:
            self.table_item.set_grid(on)
            self.terrain_layer_changed()
