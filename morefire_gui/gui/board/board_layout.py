"""The board's counters, flags and labels laid out at the view's zoom (gui/board/label_layout.py does the layout):
what the scene's items cover is turned into marks in scene pixels, and the places the layout finds are given back to
the items.

The fixed marks are the table's grid numbers (beside it: only a tool's caption could cover them) and the circled E
where a road leaves it (read as the numbers are: counters and names may stand over it, a tool's caption not), the
registration points' crosshairs, the words written on the ground (a hill's level, the ice), the victory point flags
(flags that would cover each other are gathered into one, which opens on hover) and the counters whose footprint is
large enough on screen to hold their square. The other counters, drawn larger than their footprint, are moved off
each other. Then the labels: the counters' names, the flags' values and the zones' captions, by the layout's
priority; what has no room is hidden and shows on hover.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from morefire_gui.gui.board.artillery_items import CAPTION_GAP, CAPTION_H
from morefire_gui.gui.board.counter_marks import POINTER_PX
from morefire_gui.gui.board.label_layout import (
    Box,
    BoxIndex,
    CounterMark,
    FixedMark,
    LabelMark,
    Layout,
    Leader,
    caption_leader,
    caption_place,
    label_rank,
    lay_out,
)
from morefire_gui.gui.board.label_place import LEADER_PX
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.session.visibility import marker_ids

if TYPE_CHECKING:
    from morefire_gui.gui.board.artillery_items import BarrageItem
    from morefire_gui.gui.board.scene import BoardScene

__all__ = ["BoardLayout", "box_of"]

REGISTRATION_REACH_PX = 14.0  # a registration point's crosshair, from its centre
REGISTRATION_RING_PX = 11.0  # its ring, with the white edge drawn under it (artillery_items.paint_registration_mark)
REGISTRATION_TICK_PX = 1.5  # half the width of its ticks
FLAG_LABEL_REACH_PX = 16.0  # how far off its flag a flag's values may stand where none of its places is free


def box_of(rect: QRectF) -> Box:
    return Box(rect.left(), rect.top(), rect.right(), rect.bottom())


class BoardLayout:
    """The layout of one scene at one zoom (``pixels_per_unit``; until a view says, the table fits 800 pixels)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.pixels_per_unit = 0.0
        self.layout = Layout()
        self.fixed: list[FixedMark] = []
        self._squares = BoxIndex()  # the squares drawn larger than their footprint, as clicks find them
        self.arranged = False
        self._laid_at = 0.0  # the pixels per unit the layout was made at (a zoom lays it out again a little later)

    @property
    def scale(self) -> float:
        if self.pixels_per_unit > 0:
            return self.pixels_per_unit
        views = self.scene.views()
        if views and views[0].transform().m11() > 0:
            return views[0].transform().m11()
        t = self.scene.session.battle.table
        return 800.0 / max(t.width, t.depth, 1e-9)

    def marks(self) -> tuple[list[FixedMark], list[CounterMark], list[LabelMark]]:
        """What the layout takes, at the current zoom."""
        scene, ppu = self.scene, self.scale
        fixed: list[FixedMark] = []
        counters: list[CounterMark] = []
        labels: list[LabelMark] = []
        for (side, n), point_item in scene.registration_points.items():
            if point_item.isVisible():
                # Its ring and the ticks across it, as drawn: a hill's level may stand in a corner between the ticks.
                x, y = (point_item.pos() * ppu).toTuple()
                r, ring, tick = REGISTRATION_REACH_PX, REGISTRATION_RING_PX, REGISTRATION_TICK_PX
                fixed.append(FixedMark(f"rp:{side}:{n}", Box(x - ring, y - ring, x + ring, y + ring)))
                fixed.append(FixedMark(f"rp:{side}:{n}:across", Box(x - r, y - tick, x + r, y + tick)))
                fixed.append(FixedMark(f"rp:{side}:{n}:down", Box(x - tick, y - r, x + tick, y + r)))
        table = scene.table_item
        if table is not None and table.isVisible():
            # The grid numbers along the table's edges: read as the counters' names are, kept off by a tool's caption.
            for i, number in enumerate(table.number_boxes()):
                fixed.append(
                    FixedMark(f"number:{i}", box_of(QRectF(number.topLeft() * ppu, number.size() * ppu)), True)
                )
        for overlay in scene.overlays:
            # Labels of drawings over the board (the range rings'): laid out first of all the labels, at the first of
            # their places nothing covers; the counters' names keep clear of them.
            if overlay.scene() is not scene or not overlay.isVisible():
                continue
            for n, label in enumerate(getattr(overlay, "labels", ())):
                places = tuple(box_of(b) for b in label.boxes(ppu))
                labels.append(
                    LabelMark(
                        f"overlay:{id(overlay)}:{n}",
                        places[0].w,
                        places[0].h,
                        (0, False, 0.0 if getattr(label, "named", True) else 1.0, n),
                        places,
                    )
                )
        for piece_id, piece in scene.terrain.items():
            if not piece.isVisible():
                continue
            end = piece.point_mark() if piece.piece.kind is TerrainKind.ROAD_EXIT else None
            if end is not None:
                # Where a road leaves the table (its circled E): read as the grid numbers are, kept off by a tool's
                # caption and its leader (the counters and their names on the table are laid out without it).
                fixed.append(
                    FixedMark(f"road end:{piece_id}", box_of(QRectF(end.topLeft() * ppu, end.size() * ppu)), True)
                )
            level = piece.level_places()
            if level and level[0][1].width() * ppu >= 4:
                # A hill's level: written at the first of its places nothing covers (after the flags' values and
                # before the counters' names), else not at all (the hill's shade and tooltip say it).
                places = tuple(
                    Box(r.left() * ppu, r.top() * ppu, r.right() * ppu, r.bottom() * ppu) for _, r, _, _ in level
                )
                labels.append(
                    LabelMark(f"level:{piece_id}", places[0].w, places[0].h, label_rank(2, -1.0, piece_id), places)
                )
            for i, (_, rect, _, _) in enumerate(piece.ground_texts()):
                if level and i == 0 and piece.level_choice is not None:
                    continue  # the level, laid out above
                if rect.width() * ppu >= 4:  # too small to read is too small to cover
                    fixed.append(
                        FixedMark(
                            f"ground:{piece_id}:{i}",
                            Box(rect.left() * ppu, rect.top() * ppu, rect.right() * ppu, rect.bottom() * ppu),
                        )
                    )
        layer = scene.scenario
        groups = layer.gather(ppu) if layer.markers_visible else []
        layer.show_gatherings(groups, ppu)
        gatherings = {tuple(g.location_ids): g for g in layer.gatherings}
        for group in groups:
            head = group[0]
            origin = head.pos() * ppu
            if len(group) > 1:
                gathering = gatherings[tuple(m.location_id for m in group)]
                key = f"flags:{head.location_id}"
                flag = box_of(gathering.flag_rect().translated(origin))
            else:
                key = f"flag:{head.location_id}"
                flag = box_of(head.flag_rect().translated(origin))
            fixed.append(FixedMark(key, flag))
            pref = head.prefers_left
            places = tuple(
                box_of(head.label_rect(left, below).translated(origin))
                for left, below in ((pref, False), (not pref, False), (pref, True), (not pref, True))
            )
            labels.append(
                LabelMark(
                    f"label:{key}",
                    places[0].w,
                    places[0].h,
                    label_rank(2, head.value, key),
                    places=places,
                    anchor=flag,
                    reach=FLAG_LABEL_REACH_PX,
                )
            )
        selected = set(scene.selected_unit_ids())
        # Another side's hidden positions are ranked by the ids its seen battle gives them (by where they stand), not
        # by their own: the layout is the seen battle's, and which marker is real does not change where labels go.
        view = scene.view_filter
        tokens = marker_ids(scene.session.battle, view) if view.masked_units else {}
        for uid, item in scene.units.items():
            if not item.isVisible():
                continue
            at = item.pos() * ppu
            value = float(item.entry.points) if item.entry is not None and not item.masked else 0.0
            ranked = tokens.get(uid, uid)
            if item.fits_footprint(ppu):
                counters.append(
                    CounterMark(uid, (at.x(), at.y()), 0, 0, (0, -value, ranked), fixed=box_of(item.footprint_box(ppu)))
                )
            else:
                size = item.square_side(ppu) + 2 * POINTER_PX
                counters.append(CounterMark(uid, (at.x(), at.y()), size, size, (1, -value, ranked)))
            w, h = item.label.size()
            if w > 0:
                later = item.unit.has(Status.DESTROYED) and not item.masked
                labels.append(
                    LabelMark(
                        f"label:{uid}", w, h, label_rank(1 if uid in selected else 3, value, ranked, later), owner=uid
                    )
                )
        for i, zone in enumerate(layer.zones):
            if not zone.isVisible() or not zone.spots:
                continue
            w, h = zone.label.size()
            places = tuple(Box.centred(x * ppu, y * ppu, w + 4, h + 4) for x, y in zone.spots)
            labels.append(LabelMark(f"zone:{i}", w + 4, h + 4, label_rank(4, 0.0, f"zone:{i}"), places=places))
        for i, landed in enumerate(scene.landed):
            # A landed barrage's caption: after the counters' names (they keep their places), before the zones'.
            # Its whole caption's places, then its shorter caption's (a crowded spot).
            boxes = (
                tuple(box_of(b) for short in (0, 1, 2) for b in landed.caption_boxes(ppu, short))
                if landed.isVisible()
                else ()
            )
            if boxes:
                key = f"landed:{i}"
                centre, r = landed.impact or landed.aim, landed.radius * ppu
                assert centre is not None
                circle = Box.centred(centre[0] * ppu, centre[1] * ppu, 2 * r, 2 * r)
                labels.append(
                    LabelMark(
                        key,
                        boxes[0].w,
                        boxes[0].h,
                        label_rank(4, 1.0, key),
                        places=boxes,
                        under=True,
                        anchor=circle,
                        reach=CAPTION_GAP + CAPTION_H,
                    )
                )
        return fixed, counters, labels

    def arrange(self) -> None:
        self.arranged = True
        fixed, counters, labels = self.marks()
        self.fixed = fixed
        t, ppu = self.scene.session.battle.table, self.scale
        self._laid_at = ppu
        self.layout = lay_out(fixed, counters, labels, Box(0.0, 0.0, t.width * ppu, t.depth * ppu))
        self.apply()

    def apply(self) -> None:
        scene, ppu, layout = self.scene, self.scale, self.layout
        self._squares = BoxIndex()
        for uid, square in layout.counters.items():
            item = scene.units.get(uid)
            if item is not None and item.isVisible() and not item.fits_footprint(ppu):
                # A counter on its footprint is found by the session's geometry; the square without its pointer.
                self._squares.add(
                    Box.centred(*square.centre, square.w - 2 * POINTER_PX, square.h - 2 * POINTER_PX), uid
                )
        for uid, item in scene.units.items():
            if not item.isVisible():
                continue
            box = layout.counters.get(uid)
            at = item.pos() * ppu
            if box is None:
                item.set_layout(ppu, None, None, stacked_on=layout.stacked_on.get(uid))
                item.set_gathered([])
                continue
            cx, cy = box.centre
            if item.fits_footprint(ppu):
                cx, cy = at.x(), at.y()  # on its footprint, where the unit stands
            label = layout.labels.get(f"label:{uid}")
            offset = QPointF(label.x0 - cx, label.y0 - cy) if label is not None else None
            under = layout.stack_of(uid)
            item.set_layout(ppu, QPointF(cx - at.x(), cy - at.y()), offset, stacked=len(under))
            item.set_gathered([scene.units[k].label.text() or k for k in under if k in scene.units])
        for overlay in scene.overlays:
            for n, label in enumerate(getattr(overlay, "labels", ())):
                chosen = layout.labels.get(f"overlay:{id(overlay)}:{n}")
                boxes = [box_of(b) for b in label.boxes(ppu)]
                label.setVisible(chosen is not None)
                if chosen is not None and chosen in boxes:
                    label.place(boxes.index(chosen))
        for piece_id, piece in scene.terrain.items():
            if not piece.isVisible() or f"level:{piece_id}" not in layout.labels:
                continue
            chosen = layout.labels[f"level:{piece_id}"]
            places = [
                Box(r.left() * ppu, r.top() * ppu, r.right() * ppu, r.bottom() * ppu)
                for _, r, _, _ in piece.level_places()
            ]
            choice = places.index(chosen) if chosen is not None and chosen in places else None
            before = piece.layer_bounds()
            if piece.set_level_choice(choice):
                scene.terrain_layer_changed(before)
        layer = scene.scenario
        gathered = {g.head.location_id: g for g in layer.gatherings}
        for marker in layer.markers:
            if marker.gathered and marker.location_id not in gathered:
                continue
            key = f"flags:{marker.location_id}" if marker.location_id in gathered else f"flag:{marker.location_id}"
            box = layout.labels.get(f"label:{key}")
            origin = marker.pos() * ppu
            pref = marker.prefers_left
            for left, below in ((pref, False), (not pref, False), (pref, True), (not pref, True)):
                if box is not None and box_of(marker.label_rect(left, below).translated(origin)) == box:
                    marker.set_label_place(left, below)
                    break
            else:
                if box is not None:  # room found near the flag, at none of its four places
                    marker.set_label_place(pref, False, QRectF(box.x0 - origin.x(), box.y0 - origin.y(), box.w, box.h))
            marker.label_shown = box is not None
            marker.update()
        for g in layer.gatherings:
            g.update()
        for i, zone in enumerate(layer.zones):
            box = layout.labels.get(f"zone:{i}")
            if box is not None:
                cx, cy = box.centre
                zone.place_label((cx / ppu, cy / ppu))
            zone.label.setVisible(box is not None)
        for i, landed in enumerate(scene.landed):
            if landed.isVisible():
                chosen = layout.labels.get(f"landed:{i}")
                forms = [[box_of(b) for b in landed.caption_boxes(ppu, short)] for short in (0, 1, 2)]
                if chosen is None:
                    landed.place_caption(None)
                    continue
                # The form of its text the layout chose: the one as wide as the box.
                short = next((n for n, boxes in enumerate(forms) if boxes and abs(boxes[0].w - chosen.w) <= 0.5), 0)
                if chosen in forms[short]:
                    landed.place_caption(forms[short].index(chosen), short=short)
                else:  # slid onto the table, or found room near the zone: that box, from the first place's point
                    at = landed.caption_places(short)[0][0] * ppu
                    rect = QRectF(chosen.x0 - at.x(), chosen.y0 - at.y(), chosen.w, chosen.h)
                    landed.place_caption(0, rect, short=short)

    def clear_caption(
        self,
        anchor: QPointF,
        places: Sequence[QRectF],
        within: QRectF | None = None,
        keep_off: Sequence[QRectF] = (),
        radius: float = 0.0,
        reach: float = LEADER_PX,
    ) -> QRectF | None:
        """Where a caption a tool draws over the board while it is used goes (the ruler's, the line of fire's, a
        template's), so that it covers no counter, label or mark the board shows: :meth:`caption_form` with its one
        form."""
        found = self.caption_form(anchor, [places], within, keep_off, radius=radius, reach=reach, routed=True)
        return found[1] if found is not None else None

    def caption_form(
        self,
        anchor: QPointF,
        forms: Sequence[Sequence[QRectF]],
        within: QRectF | None = None,
        keep_off: Sequence[QRectF] = (),
        line: Sequence[QPointF] = (),
        radius: float = 0.0,
        reach: float = LEADER_PX,
        routed: bool = False,
    ) -> tuple[int, QRectF] | None:
        """Where a caption a tool draws over the board goes and in which of its ``forms`` (each its places, the whole
        caption first, then shorter ones), so that it covers no counter, label or mark the board shows: the first
        free place beside ``anchor``, else nearest it or beside the tool's ``line`` (its points, ``anchor`` the last),
        else at a free corner of the viewport; on a board too crowded for that, keeping off the labels
        alone (label_layout.caption_place); None: no places. Every box is in pixels from ``anchor`` (a point of the
        table) as the caption is drawn, at its fixed size: ``within``, where it must stay (the viewport);
        ``keep_off``, what of the tool's own it must not cover (the points the ruler starts and ends at);
        ``line`` likewise. Placed away from ``anchor`` (farther than ``reach``; from the edge of the circle of
        ``radius`` pixels round it, a zone's), it is drawn with a leader to it (label_place.leader), which keeps a
        margin off every counter, name and mark but the one it ends on; ``routed``, drawn by :meth:`leader_route` (the
        line of fire's, a zone's), it keeps off every name first on a board too crowded for that."""
        ppu = self._laid_at or self.scale
        ax, ay = anchor.x() * ppu, anchor.y() * ppu

        def box(rect: QRectF) -> Box:
            return Box(ax + rect.left(), ay + rect.top(), ax + rect.right(), ay + rect.bottom())

        if not forms or not forms[0]:
            return None
        form, chosen = caption_place(
            [[box(r) for r in places] for places in forms],
            self.layout,
            box(within) if within is not None else None,
            [box(r) for r in keep_off],
            [(ax + p.x(), ay + p.y()) for p in line],
            Leader((ax, ay), reach, radius, self._names_at(ax, ay), routed),
        )
        return form, QRectF(chosen.x0 - ax, chosen.y0 - ay, chosen.w, chosen.h)

    def leader_route(
        self, anchor: QPointF, box: QRectF, radius: float = 0.0, reach: float = LEADER_PX
    ) -> tuple[QPointF, QPointF] | None:
        """The leader a caption placed by :meth:`caption_form` at ``box`` (pixels from ``anchor``, a point of the
        table) is drawn with, in the same pixels: None near enough ``anchor`` to be read without one; else from the
        point of the box nearest ``anchor``, or, where the placing found that line would cross a name and another
        would not, from that other point of the box (label_layout.caption_leader)."""
        ppu = self._laid_at or self.scale
        ax, ay = anchor.x() * ppu, anchor.y() * ppu
        line = caption_leader(
            self.layout,
            Leader((ax, ay), reach, radius),
            Box(ax + box.left(), ay + box.top(), ax + box.right(), ay + box.bottom()),
        )
        if line is None:
            return None
        (x0, y0), (x1, y1) = line
        return QPointF(x0 - ax, y0 - ay), QPointF(x1 - ax, y1 - ay)

    def _names_at(self, x: float, y: float) -> tuple[Box, ...]:
        """The names shown of the counters drawn at a point (scene pixels): what a caption ending there names, whose
        names neither it nor its leader crosses."""
        layout = self.layout
        at = layout.taken.covering(Box(x, y, x, y), 0.0)
        names = (layout.labels.get(f"label:{key}") for _, key in at if key in layout.counters)
        return tuple(name for name in names if name is not None)

    def place_zone_caption(self, zone: BarrageItem) -> None:
        """A barrage's caption while it is aimed or a template is dragged (not one laid out with the board, a landing's):
        whole on the view, at the first of its places round the zone that no counter, label or mark the board shows
        covers, else the free place nearest it, else at a free corner of the view with a leader to the zone, as
        :meth:`clear_caption` finds it (the ruler's placement); else where it stands by default, above the zone."""
        places = zone.caption_places()
        if not places:
            return
        ppu = self._laid_at or self.scale
        centre = zone.impact or zone.aim
        assert centre is not None
        cx, cy = centre
        # Every place as a box in pixels from the zone's centre (each stands at its own point on the circle).
        boxes = [box.translated((at.x() - cx) * ppu, (at.y() - cy) * ppu) for at, box in places]
        radius, reach = zone.radius * ppu, CAPTION_GAP + 2 * CAPTION_H
        chosen = self.clear_caption(QPointF(cx, cy), boxes, self._view_from(QPointF(cx, cy)), (), radius, reach)
        if chosen is None:
            zone.place_caption(0)
            return
        at = places[0][0]  # the caption stands at the first place's point, its box where it was found room
        line = self.leader_route(QPointF(cx, cy), chosen, radius, reach)
        shift = QPointF(-(at.x() - cx) * ppu, -(at.y() - cy) * ppu)
        zone.place_caption(
            0, chosen.translated(shift), (line[0] + shift, line[1] + shift) if line is not None else None
        )

    def _view_from(self, anchor: QPointF, margin: float = 6.0) -> QRectF | None:
        """The board's viewport less ``margin``, in pixels from ``anchor`` (a point of the table), as a caption drawn
        there keeps to it; None: the board is on no view."""
        views = self.scene.views()
        if not views:
            return None
        view = views[0]
        at = QPointF(view.mapFromScene(anchor))
        vp = view.viewport()
        return QRectF(margin - at.x(), margin - at.y(), vp.width() - 2 * margin, vp.height() - 2 * margin)

    def unit_at(self, pos: QPointF) -> str | None:
        """The unit whose square drawn off or over its footprint (larger than it) is under a scene point: from an
        index of the squares made with the layout, so that a mouse move asks a few boxes, not every counter."""
        ppu = self.scale
        x, y = pos.x() * ppu, pos.y() * ppu
        hits = self._squares.covering(Box(x, y, x, y), 0.0)
        return min(hits, key=lambda hit: hit[1])[1] if hits else None

    def rects(self) -> dict[str, QRectF]:
        """Every mark the board shows now (fixed marks, counters' squares, labels shown), in viewport-independent
        scene pixels: what the tests check for overlaps."""
        out = {m.key: QRectF(m.box.x0, m.box.y0, m.box.w, m.box.h) for m in self.fixed}
        for key, box in self.layout.counters.items():
            out[f"unit:{key}"] = QRectF(box.x0, box.y0, box.w, box.h)
        for key, label_box in self.layout.labels.items():
            if label_box is not None:
                out[key] = QRectF(label_box.x0, label_box.y0, label_box.w, label_box.h)
        return out
