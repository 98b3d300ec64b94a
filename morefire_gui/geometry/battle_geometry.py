"""The geometry of one battle: scale, unit footprints (in an index that a move updates in place), the terrain
index and line of sight, kept in step with the battle by its session (which says what changed)."""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from typing import Protocol

from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.footprints import marker_side, unit_footprint
from morefire_gui.geometry.los import LosResult, TerrainIndex, line_of_sight
from morefire_gui.geometry.los_profile import LosProfile, los_profile
from morefire_gui.geometry.paths import TerrainContext
from morefire_gui.geometry.shapes import XY, marker_square
from morefire_gui.geometry.unit_index import UnitIndex
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.scale import ground_scale, table_unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scales import GroundScale, TableUnit
from morefire_gui.rules.tables import RuleTables


class ShownUnits(Protocol):
    """What a side's view shows of the units (session/visibility.py's ``View``): another side's hidden positions as
    markers, and units it does not see at all."""

    @property
    def masked_units(self) -> Collection[str]: ...

    @property
    def unseen_units(self) -> Collection[str]: ...


class BattleGeometry:
    def __init__(
        self,
        battle: Battle,
        catalogue: Catalogue,
        tables: RuleTables,
        off_table: Callable[[Battle], Collection[str]] | None = None,
    ) -> None:
        """``off_table``: the units of the battle not on the table yet (the session's: ISLAND A's waves not landed,
        session/visibility.py), which the rules' questions of what stands where (:meth:`units_within`,
        :meth:`units_intersecting`) leave out; a player's pointing (:meth:`pick`) leaves them to the view. Those
        questions read a hidden position by its marker's square (:meth:`table_shape`), which is what stands on the
        table for it."""
        self.battle = battle
        self.catalogue = catalogue
        self.tables = tables
        self.off_table = off_table
        self._terrain: TerrainIndex | None = None
        self._footprints: dict[str, tuple[tuple[object, ...], Polygon]] = {}
        self._unit_index: UnitIndex | None = None
        self._in_waves: set[str] = set()  # the units in a wave (ISLAND A), kept with the unit index
        self._hidden: set[str] = set()  # the hidden positions (their markers on the table), kept with it too
        self._context: tuple[tuple[object, ...], TerrainContext] | None = None
        self.scale_changed()

    # -- keeping in step ------------------------------------------------------------------------------
    def scale_changed(self) -> None:
        self.scale: GroundScale = ground_scale(self.battle, self.tables)
        self.unit: TableUnit = table_unit(self.battle)
        self.yards_per_unit: float = self.scale.yards_per_unit(self.unit)
        self.terrain_changed()
        self.units_changed()

    def terrain_changed(self) -> None:
        self._terrain = None
        self._context = None

    def terrain_context(self) -> TerrainContext:
        """The terrain as moves read it (the road ground, fords, every piece's area in an STRtree): built once, and
        again when a piece is not the one it was built from (an edit applied, or one staged inside a resolution, such
        as ice rolled on the way of a move) or the scale changed."""
        pieces = tuple(self.battle.terrain)
        cached = self._context
        if cached is None or len(cached[0]) != len(pieces) or any(a is not b for a, b in zip(cached[0], pieces)):
            cached = self._context = (pieces, TerrainContext.of(self.battle))
        return cached[1]

    def units_changed(self, ids: list[str] | None = None) -> None:
        """Units changed: all of them (``None``), or those named. A unit moved, turned or changed is filed again
        in the unit index in place; a unit added or removed changes the file order the queries answer in."""
        if ids is None:
            self._footprints.clear()
            self._unit_index = None
            return
        for i in ids:
            self._footprints.pop(i, None)
        index = self._unit_index
        if index is None:
            return
        for i in ids:
            unit = self.battle.unit(i)
            self._in_waves.discard(i)
            self._hidden.discard(i)
            if unit is None:
                index.remove(i)
            else:
                index.put(i, self.footprint(unit))
                if unit.wave is not None:
                    self._in_waves.add(i)
                if Status.HIDDEN in unit.status:
                    self._hidden.add(i)
        if index.order_changed(self.battle.units):
            index.set_order([u.id for u in self.battle.units])

    @property
    def terrain_index(self) -> TerrainIndex:
        if self._terrain is None:
            self._terrain = TerrainIndex.build(self.battle.terrain, self.battle.settings.los)
        return self._terrain

    # -- distances ------------------------------------------------------------------------------------
    def to_yards(self, distance: float) -> float:
        return distance * self.yards_per_unit

    def to_table(self, yards: float) -> float:
        return yards / self.yards_per_unit

    def range_yards(self, a: XY, b: XY) -> float:
        return self.to_yards(math.dist(a, b))

    # -- units ----------------------------------------------------------------------------------------
    def footprint(self, unit: Unit | str) -> Polygon:
        u = self.battle.unit(unit) if isinstance(unit, str) else unit
        if u is None:
            raise KeyError(unit)
        key = (u.at, u.facing, u.type)
        cached = self._footprints.get(u.id)
        if cached is not None and cached[0] == key:
            return cached[1]
        shape = unit_footprint(u, self.catalogue.get(u.type), self.battle, self.scale)
        self._footprints[u.id] = (key, shape)
        return shape

    @property
    def unit_index(self) -> UnitIndex:
        """Every unit's footprint in a grid of cells, built on first use and kept in step move by move."""
        if self._unit_index is None:
            units = self.battle.units
            self._unit_index = UnitIndex.build([(u.id, self.footprint(u)) for u in units])
            self._in_waves = {u.id for u in units if u.wave is not None}
            self._hidden = {u.id for u in units if Status.HIDDEN in u.status}
        return self._unit_index

    def on_table(self, ids: list[str]) -> list[str]:
        """Of ``ids``, the units on the table: not a unit of a wave not landed (ISLAND A), which is at sea, where no
        barrage, fire, airstrike or melee reaches it; its being reached would tell the other side that it is there."""
        in_waves = self._in_waves if self._unit_index is not None else {u.id for u in self.battle.units if u.wave}
        if not in_waves or self.off_table is None or in_waves.isdisjoint(ids):
            return ids
        off = self.off_table(self.battle)
        return [i for i in ids if i not in off] if off else ids

    def table_shape(self, unit: Unit | str) -> Polygon:
        """What stands on the table for the unit, as the rules read what a zone, an area or a strip holds: its
        footprint, or for a hidden position its marker's square, whatever it hides (a tank's footprint reaching into a
        barrage's zone where its marker does not would reveal it, and what it is; a squad's, or a fake's, would not)."""
        u = self.battle.unit(unit) if isinstance(unit, str) else unit
        if u is None:
            raise KeyError(unit)
        if Status.HIDDEN in u.status:
            return marker_square(u.at, marker_side(self.battle))
        return self.footprint(u)

    def _as_on_table(self, found: list[str], meets: Callable[[Polygon], bool]) -> list[str]:
        """The index's answer by the units' footprints, ``found``, read as the table stands: each hidden position in it
        where its marker's square ``meets`` the question, not where its footprint does; then :meth:`on_table`."""
        hidden = self._hidden if self._unit_index is not None else set()
        if hidden:
            markers = [uid for uid in hidden if meets(self.table_shape(uid))]
            found = [uid for uid in found if uid not in hidden]
            if markers:
                order = {u.id: n for n, u in enumerate(self.battle.units)}
                found = sorted(found + markers, key=order.__getitem__)
        return self.on_table(found)

    def units_intersecting(self, geom: BaseGeometry) -> list[str]:
        """Ids of the units on the table (:meth:`on_table`) whose shape there (:meth:`table_shape`) intersects
        ``geom``, in the battle file's order."""
        return self._as_on_table(self.unit_index.intersecting(geom), geom.intersects)

    def units_within(self, point: XY, distance: float) -> list[str]:
        """Ids of the units on the table (:meth:`on_table`) whose shape there (:meth:`table_shape`) comes within
        ``distance`` (table units) of ``point``, touching included, in the battle file's order: the units in or partly
        in a circle of that radius. Exact (no polygon stands in for the circle), and answered by the unit index."""
        here = Point(point)
        return self._as_on_table(self.unit_index.within(here, distance), lambda shape: shape.dwithin(here, distance))

    def unit_at(self, point: XY) -> str | None:
        """The topmost unit whose footprint contains the point (last in file order)."""
        found = self.units_intersecting(Point(point))
        return found[-1] if found else None

    def shown_shape(self, unit_id: str, view: ShownUnits | None = None) -> Polygon:
        """The unit's shape as ``view`` shows it: its footprint, or for another side's hidden position the marker's
        square (which is all that side may know of it)."""
        unit = self.battle.unit(unit_id)
        if unit is None:
            raise KeyError(unit_id)
        if view is not None and unit_id in view.masked_units:
            return marker_square(unit.at, marker_side(self.battle))
        return self.footprint(unit)

    def pick(
        self, point: XY, slack: float = 0.0, view: ShownUnits | None = None, *, markers: bool = True
    ) -> str | None:
        """The unit a player points at, as ``view`` shows the board: the topmost (last in file order) whose shape
        (:meth:`shown_shape`) holds the point, else the nearest within ``slack`` table units. A unit the view does
        not show is never picked; another side's hidden position only as its marker's square, and not at all when
        ``markers`` is False (a tool that selects, moves, turns or deletes)."""
        masked = view.masked_units if view is not None else ()
        unseen = view.unseen_units if view is not None else ()
        here = Point(point)
        # (distance, id), in file order: units_within answers in it, and the markers are put in it below.
        found = [
            (self.footprint(uid).distance(here), uid)
            for uid in self.unit_index.within(here, slack)  # a unit not landed too: its owner places it
            if uid not in masked and uid not in unseen
        ]
        if markers and masked:
            side = marker_side(self.battle)
            near = [
                (d, uid)
                for uid in masked
                if uid not in unseen
                and (unit := self.battle.unit(uid)) is not None
                and (d := marker_square(unit.at, side).distance(here)) <= slack
            ]
            if near:
                order = {u.id: i for i, u in enumerate(self.battle.units)}
                found = sorted(found + near, key=lambda f: order[f[1]])
        if not found:
            return None
        inside = [uid for d, uid in found if d <= 0.0]
        if inside:
            return inside[-1]
        return min(found, key=lambda f: f[0])[1]

    def shown_in(
        self, inside: list[tuple[str, bool]], shape: BaseGeometry, view: ShownUnits | None = None
    ) -> list[tuple[str, bool]]:
        """The units in (or partly in: True) ``shape``, as ``view`` shows them. ``inside`` is the rules' answer, by
        the units' shapes on the table (:meth:`table_shape`); of it, the units the view does not show are left out, and another side's hidden
        positions are in or partly in by their markers' squares (their footprints would tell what they are). In
        file order."""
        if view is None or not (view.masked_units or view.unseen_units):
            return inside
        out = [(uid, partly) for uid, partly in inside if uid not in view.masked_units and uid not in view.unseen_units]
        side = marker_side(self.battle)
        for uid in view.masked_units:
            unit = self.battle.unit(uid)
            if unit is None or uid in view.unseen_units:
                continue
            square = marker_square(unit.at, side)
            if shape.intersects(square):
                out.append((uid, not shape.contains(square)))
        order = {u.id: i for i, u in enumerate(self.battle.units)}
        return sorted(out, key=lambda f: order[f[0]])

    def shown_in_outline(
        self, inside: list[tuple[str, bool]], outline: Collection[XY], view: ShownUnits | None = None
    ) -> list[tuple[str, bool]]:
        """:meth:`shown_in` for the polygon whose corners are ``outline`` (an airstrike's strafing strip)."""
        return self.shown_in(inside, Polygon(list(outline)), view) if view is not None else inside

    def shown_in_circle(
        self, inside: list[tuple[str, bool]], centre: XY, radius: float, view: ShownUnits | None = None
    ) -> list[tuple[str, bool]]:
        """:meth:`shown_in` for the circle of ``radius`` table units about ``centre`` (a damage zone)."""
        return self.shown_in(inside, Point(centre).buffer(radius, 64), view) if view is not None else inside

    # -- line of sight --------------------------------------------------------------------------------
    def los(self, a: XY, b: XY, advanced: bool | None = None) -> LosResult:
        """Line of sight between two points of the table (rule 2.1; readings in docs/rules-notes.md)."""
        return line_of_sight(self.terrain_index, a, b, self.yards_per_unit, self.battle.settings.los, advanced)

    def los_profile(self, a: XY, b: XY, result: LosResult | None = None) -> LosProfile:
        """The side view of the sight line from ``a`` to ``b`` in advanced line of sight (geometry/los_profile.py)."""
        return los_profile(self.terrain_index, a, b, self.yards_per_unit, self.battle.settings.los, result)

    def unit_los(self, firer: Unit | str, target: Unit | str, advanced: bool | None = None) -> LosResult:
        """Line of sight from one unit to another: the string runs centre to centre (rule 2.1 reading)."""
        a = self.battle.unit(firer) if isinstance(firer, str) else firer
        b = self.battle.unit(target) if isinstance(target, str) else target
        if a is None or b is None:
            raise KeyError(firer if a is None else target)
        return self.los(a.at, b.at, advanced)
