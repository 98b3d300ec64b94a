"""The board scene: one item per terrain piece and unit, mirroring the session's battle.

Scene coordinates are table units (x east, y south), so the scene and the model agree everywhere. The table and
the terrain are painted in the background layer (:meth:`BoardScene.drawBackground`), which the view keeps as a
pixmap: a mouse move repaints small bands of it from that pixmap, and the pieces are painted again only where the
terrain changes and after a zoom (docs/performance.md). Counters, rulers and every other item are drawn over it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from morefire_gui.geometry.board_shapes import area_rings
from morefire_gui.geometry.footprints import marker_side
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.artillery_items import BarrageItem, RegistrationPointItem
from morefire_gui.gui.board.board_layout import BoardLayout
from morefire_gui.gui.board.ground_look import ground_look
from morefire_gui.gui.board.measure_item import MeasureItem
from morefire_gui.gui.board.scenario_items import ScenarioLayer
from morefire_gui.gui.board.shape_path import rings_path
from morefire_gui.gui.board.table_image import TableImageLayer
from morefire_gui.gui.board.table_item import TableItem
from morefire_gui.gui.board.terrain_item import SMALL_LEVEL, TerrainItem
from morefire_gui.gui.board.unit_item import UnitItem
from morefire_gui.gui.said import said, said_label
from morefire_gui.gui.side_words import said_side
from morefire_gui.gui.style import side_colour
from morefire_gui.model.battle import TerrainPiece, Unit
from morefire_gui.model.terms import TerrainKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.movement import deep_snow
from morefire_gui.session.names import unit_label, unit_labels
from morefire_gui.session.sequence_of_play import MOUNT_KINDS, move_of_the_turn
from morefire_gui.session.turn_state import has_fired
from morefire_gui.session.visibility import UMPIRE, View

POINT_RADIUS_INCHES = 0.45
ZOOM_SETTLE_MS = 120  # the counters and labels are laid out again this long after the last step of a zoom
REGISTRATION_POINT_Z = 9.5  # over the terrain and the zones, under the counters: a unit may stand on one
# The barrages landed this turn: over the terrain, the zones and the range rings, under the registration points and
# the counters, so that a zone never tints a counter or its label (a barrage being aimed or landing is drawn over all).
LANDED_Z = 9.2


class BoardScene(QGraphicsScene):
    # The battle changed and the scene has mirrored it: the changes (tuple[Change, ...]), every one the session
    # notified, log entries and the record too, for the window to publish by aspect.
    battle_changed = Signal(object)
    # The counters and labels were laid out again: a caption drawn over them while a tool is used finds its place anew.
    layout_done = Signal()
    # The table or its terrain as drawn changed (the overview map paints its picture of them again).
    terrain_drawn_changed = Signal()

    def __init__(self, session: BattleSession, parent: QObject | None = None) -> None:
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
        self.landed: list[BarrageItem] = []  # the barrages landed this turn, as every side sees them (show_landed)
        self._landed_marks: tuple[tuple[XY, float, str, str, str], ...] = ()  # what they were drawn from
        self.barrage.on_shown = self._on_barrage_shown
        self.registration_points: dict[tuple[str, int], RegistrationPointItem] = {}
        self._signature: tuple[object, ...] = ()
        self._ordered: list[TerrainItem] | None = None  # the pieces in the order the background paints them
        self.scenario = ScenarioLayer(self, self.side_colour)
        self.table_image = TableImageLayer()  # the players' photo of their table, under the terrain
        # Where counters and labels go at the view's zoom, so that none covers another (gui/board/board_layout.py).
        self._ground_key: object = None  # what the open ground was last drawn for (_sync_ground)
        self._hills_spotted: tuple[TerrainPiece, ...] | None = None  # the hills their levels' places are for
        self.overlays: list[QGraphicsItem] = []  # drawings whose labels the layout keeps counters' labels off
        self.layout = BoardLayout(self)
        # Laid out once the events in hand are done (a change, a selection), or once a zoom has settled: the items
        # keep their places in pixels while the wheel turns (docs/performance.md).
        self._layout_dirty = True
        self._arrange_soon = QTimer(self)
        self._arrange_soon.setSingleShot(True)
        self._arrange_soon.setInterval(0)
        self._arrange_soon.timeout.connect(self.arrange)
        self._arrange_after_zoom = QTimer(self)
        self._arrange_after_zoom.setSingleShot(True)
        self._arrange_after_zoom.setInterval(ZOOM_SETTLE_MS)
        self._arrange_after_zoom.timeout.connect(self.arrange)
        self.selectionChanged.connect(self.arrange_soon)  # a selected counter's label comes first
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
            if item.parentItem() is None and isinstance(
                item, (TableItem, TerrainItem, UnitItem, RegistrationPointItem)
            ):
                self.removeItem(item)
        self.units.clear()
        self.terrain.clear()
        self._hills_spotted = None
        self.registration_points.clear()
        battle = self.session.battle
        self.table_item = TableItem(battle.table.width, battle.table.depth, battle.table.unit)
        self.table_item.set_grid(grid)
        self._sync_ground()
        # Painted in the background layer, under the terrain: an item with no contents of its own.
        self.table_item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.table_item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.addItem(self.table_item)
        # Each item from the piece or unit in hand: looking each one up by id again made a table of 10,000 pieces
        # take a quarter of a minute to lay out.
        for piece in battle.terrain:
            self._add_piece(piece.id, piece)
        labels = self._labels([u.id for u in battle.units])
        for unit in battle.units:
            self._add_unit(unit.id, unit, labels[unit.id])
        if self.measure.scene() is None:
            self.addItem(self.measure)
            self.addItem(self.measure.label)
        margin = max(battle.table.width, battle.table.depth) * 0.06
        self.setSceneRect(self.table_rect().adjusted(-margin, -margin, margin, margin))
        self._signature = self._battle_signature()
        self.sync_registration_points()
        self.sync_scenario()
        self.sync_table_image()
        self._sync_level_spots()
        self.terrain_layer_changed()
        self._sync_fired()
        self.arrange_soon()

    # -- the counters' and labels' layout ----------------------------------------------------------------------------
    def set_layout_scale(self, pixels_per_unit: float) -> None:
        """The view shows the board at ``pixels_per_unit``: lay the counters and labels out for it, at once the first
        time, else when the zoom has settled (a view lays out before its first paint: ensure_layout)."""
        if pixels_per_unit > 0 and abs(pixels_per_unit - self.layout.pixels_per_unit) > 1e-9:
            first = self.layout.pixels_per_unit <= 0
            self.layout.pixels_per_unit = pixels_per_unit
            self._layout_dirty = True
            if first:
                self._arrange_soon.start()
            else:
                self._arrange_after_zoom.start()

    def arrange_soon(self) -> None:
        """Lay the counters and labels out again once the events in hand are done (after a change, another side's
        view, a selection): several changes in a row are laid out once."""
        self._layout_dirty = True
        self._arrange_soon.start()

    def arrange(self) -> None:
        """Lay the counters and labels out now."""
        self._arrange_soon.stop()
        self._arrange_after_zoom.stop()
        self._layout_dirty = False
        self.layout.arrange()
        self.place_live_captions()
        self.layout_done.emit()

    def place_live_captions(self) -> None:
        """The ruler's caption and a barrage's being aimed, placed again off the counters and labels as laid out now, and
        whole on the viewport as it shows the table now (after a pan, too)."""
        label = self.measure.label
        if label.isVisible() and label.place_again is not None:
            label.place_again()
        if self.barrage.isVisible():
            self.layout.place_zone_caption(self.barrage)

    def caption_live(self) -> bool:
        """Whether a ruler's or a barrage's caption is on the board now: placed anywhere on the view, over its corners
        too."""
        label = self.measure.label
        return (label.isVisible() and bool(label.lines)) or self.barrage.isVisible()

    def ensure_layout(self) -> None:
        """The layout, up to date now (before a click is read against it, or a picture is painted)."""
        if self._layout_dirty:
            self.arrange()

    @property
    def laid_out(self) -> bool:
        """Whether the counters and labels have been laid out at all."""
        return self.layout.arranged

    @property
    def layout_pending(self) -> bool:
        return self._layout_dirty

    def unit_drawn_at(self, pos: QPointF) -> str | None:
        """The unit whose counter is drawn under a scene point (its square, where the layout put it), if any: what
        the player clicks is what the board shows."""
        self.ensure_layout()
        return self.layout.unit_at(pos)

    def view_of_board(self) -> View:
        """What the board shows (apply_view): the view its labels are named in."""
        return self.view_filter

    # -- the background layer: the table and its terrain ------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # Qt passes a QRectF; the stubs add the QRect Python may pass
        """The table, its grid and every piece not hidden, in their stacking order, as far as ``rect`` reaches.
        The view caches what this paints; exports and printing call it directly, so they get vector shapes."""
        self.draw_terrain(painter, rect, grid=True)

    def draw_terrain(self, painter: QPainter, rect: QRectF, grid: bool) -> None:
        """:meth:`drawBackground`, with the grid where ``grid`` and the player shows it (the overview map: none)."""
        if self.table_item is not None:
            self.table_item.draw(painter, grid and self.table_item.show_grid)
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
        self.terrain_drawn_changed.emit()

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
                item = RegistrationPointItem(
                    side.id,
                    point.n,
                    point.at,
                    self.side_colour(side.id),
                    point.name,
                    said_side(self.session.battle, side.id),
                )
                item.setZValue(REGISTRATION_POINT_Z)
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
        self._rename_units()
        self.arrange_soon()

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
        from morefire_gui.session.forces import zone_lands

        self.scenario.sync(self.session.battle, lambda: zone_lands(self.session))

    def sync_table_image(self) -> bool:
        """The battle's table image, read from its file (session/table_image.py); True when what is drawn changed."""
        from morefire_gui.session.table_image import image_file

        battle = self.session.battle
        return self.table_image.sync(battle.table_image, image_file(battle, self.session.path), self.table_rect())

    def show_landed(self, marks: Sequence[tuple[XY, float, str, str, str]]) -> None:
        """The barrages landed this turn, each as every side sees it: its impact point and its damage zone of the
        radius given (table units), captioned; never an aim, a drift arrow or a line of fire (4.1). Drawn under the
        counters, the captions where the layout finds them room off the counters and their labels."""
        wanted = tuple(marks)
        if wanted == self._landed_marks:
            self._landed_under_the_barrage()
            return
        self._landed_marks = wanted
        for item in self.landed:
            self.removeItem(item)
        self.landed = []
        for impact, radius, caption, short, shortest in wanted:
            item = BarrageItem()
            item.setZValue(LANDED_Z)
            item.setToolTip(caption)  # read on the zone, wherever the layout put the caption or found it no room
            self.addItem(item)
            item.show_barrage(None, impact, radius, caption=caption, short_caption=short, shortest_caption=shortest)
            self.landed.append(item)
        self._landed_under_the_barrage()
        self.arrange_soon()

    def _on_barrage_shown(self) -> None:
        """A barrage being aimed, or a template dragged: its caption where it covers no counter and no name."""
        self._landed_under_the_barrage()
        if self.barrage.isVisible():
            self.layout.place_zone_caption(self.barrage)

    def _landed_under_the_barrage(self) -> None:
        """A landing the barrage dialog shows whole (its aim, drift and zone, to the side that fired it) is not drawn
        a second time under it as every side sees it: one circle, one caption."""
        shown = self.barrage.impact if self.barrage.isVisible() and not self.barrage.template else None
        changed = False
        for item in self.landed:
            visible = shown is None or item.impact is None or math.dist(shown, item.impact) > 1e-3
            changed |= visible != item.isVisible()
            item.setVisible(visible)
        if changed:
            self.arrange_soon()  # its caption's room is given back, or taken

    def clear_previews(self) -> None:
        """Take away what tools and dialogs drew over the battle (a barrage's template or aim, the ruler, the marks
        of the units in a zone, the highlighted terrain): the hand-over leaves none of the last player's."""
        self.barrage.clear()
        self.measure.set_path([], False, None)
        self.measure.label.set_lines([], False)
        self.set_zone_marks({})
        self.set_highlighted_terrain(set())

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

    def _add_unit(self, unit_id: str, unit: Unit | None = None, label: str | None = None) -> None:
        unit = unit or self.session.battle.unit(unit_id)
        assert unit is not None
        if label is None:
            label = said_label(unit_label(self.session, unit_id, self.view_of_board()))
        item = UnitItem(
            unit,
            self.session.catalogue.get(unit.type),
            self.session.geometry.footprint(unit),
            self.side_colour(unit.side),
            label,
            said_side(self.session.battle, unit.side),
            said(move_of_the_turn(self.session, unit, self.view_of_board())),
        )
        self._show_unit(unit_id, item)
        self.units[unit_id] = item
        self.addItem(item)

    # -- mirroring the session ---------------------------------------------------------------------------
    def _on_session_changed(self, changes: list[Change]) -> None:
        moved = False
        for change in changes:
            if change.aspect is Aspect.LOG:
                self._sync_mounted(change.ids)
            if change.aspect in (Aspect.LOG, Aspect.RECORD):
                continue
            if change.aspect is Aspect.TURN:
                self._sync_fired()
                if self._rename_units():  # a wave that lands is in plain sight now: the counters are numbered anew
                    self.arrange_soon()
                continue
            moved = True
            if change.aspect is Aspect.BATTLE:
                if self._battle_signature() != self._signature:
                    self.rebuild()
                else:
                    self.sync_registration_points()
                    self._sync_fired()
                    if self.sync_table_image() | self._sync_ground():
                        self.terrain_layer_changed()
                continue
            for ident in change.ids:
                if change.aspect is Aspect.UNITS:
                    self._sync_unit(ident)
                else:
                    self._sync_piece(ident)
        if any(c.aspect is Aspect.TERRAIN for c in changes):
            if self._sync_ground():
                self.terrain_layer_changed()  # TUNDRA: the deep snow follows the roads and buildings
            self._sync_level_spots()
        self.sync_scenario()
        if moved:
            if any(c.aspect is Aspect.UNITS for c in changes):
                self._rename_units()
            self.arrange_soon()
        self.battle_changed.emit(tuple(changes))

    def _sync_ground(self) -> bool:
        """The open ground drawn as the weather and terrain make it (snow, mud, sand, jungle; TUNDRA's deep snow);
        whether it changed."""
        if self.table_item is None:
            return False
        battle = self.session.battle
        look = ground_look(battle)
        deep = deep_snow(self.session)
        rings = area_rings(deep) if deep is not None else None
        key = (look.name, rings)
        if key == self._ground_key:
            return False
        self._ground_key = key
        self.table_item.ground = look
        self.table_item.deep_snow = rings_path(rings) if rings is not None else None
        return True

    def _sync_level_spots(self) -> None:
        """Where each hill's level may be written (geometry/label_spots.py): on the part of it no higher hill stands
        on, in a few places for the layout to choose from."""
        from morefire_gui.geometry.label_spots import hill_level_regions, text_spots

        hills = tuple(p for p in self.session.battle.terrain if p.kind is TerrainKind.HILL)
        if hills == self._hills_spotted:
            return
        self._hills_spotted = hills
        regions = hill_level_regions(hills)
        for piece_id, region in regions.items():
            item = self.terrain.get(piece_id)
            places = item.level_places() if item is not None else []
            if item is None or not places:
                continue
            box = places[0][1]
            # The smaller form's spots closer together, and more of them: the gaps between counters on a hill.
            small = text_spots(region, box.width() * SMALL_LEVEL, box.height() * SMALL_LEVEL, count=24)
            if item.set_level_spots(text_spots(region, box.width(), box.height()), small):
                # A hill drawn on this one moves its level off the ground it covers: written again where it now goes.
                self.terrain_layer_changed(item.layer_bounds())

    def any_fired(self) -> bool:
        """Whether a counter shows it has fired this turn (the legend then explains the mark)."""
        return any(item.fired for item in self.units.values())

    def _sync_fired(self) -> None:
        """Mark the counters that have fired this turn (the session's marks of the direct fire phase)."""
        battle, tables = self.session.battle, self.session.tables
        acted = {uid for ids in battle.acted.values() for uid in ids}
        for uid, item in self.units.items():
            item.set_fired(uid in acted and has_fired(battle, uid, tables))

    def _labels(self, unit_ids: list[str]) -> dict[str, str]:
        """The counters' labels as the board shows them: as names.unit_labels gives them, in the window's language."""
        return {
            uid: said_label(label) for uid, label in unit_labels(self.session, unit_ids, self.view_of_board()).items()
        }

    def _rename_units(self) -> bool:
        """Each counter's label as names.unit_label gives it (a type's number changes as counters come and go, and as
        waves land); whether any changed."""
        labels = self._labels(list(self.units))
        renamed = False
        for uid, item in self.units.items():
            name = labels[uid]
            if name != item.short_name:
                item.set_unit(item.unit, item.entry, self.session.geometry.footprint(item.unit), item.colour, name)
                renamed = True
        return renamed

    def _sync_mounted(self, seqs: Iterable[str]) -> None:
        """The squads a mount or dismount entry of the log names: their tooltips say what they did for their move
        ("mounted T-34 #2"), which the entry, written after they moved, tells."""
        log = self.session.battle.log
        for seq in seqs:
            entry = log[int(seq) - 1] if 0 < int(seq) <= len(log) else None
            if entry is not None and entry.kind in MOUNT_KINDS:
                for uid in entry.actors:
                    if uid in self.units:
                        self._sync_unit(uid)

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
            item.set_unit(
                unit,
                self.session.catalogue.get(unit.type),
                self.session.geometry.footprint(unit),
                self.side_colour(unit.side),
                said_label(unit_label(self.session, unit_id, self.view_of_board())),
                said_side(self.session.battle, unit.side),
                said(move_of_the_turn(self.session, unit, self.view_of_board())),
            )

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
        if changed:
            self.arrange_soon()

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
            self.arrange_soon()  # its numbers, which a tool's caption keeps off, come or go
