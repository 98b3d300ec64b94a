"""Artillery tools: plot and move registration points (4.2, as actions the session takes), call a barrage on a point
(4.3-4.6; the barrage dialog), and drag a damage-circle template around to see which units it would catch, without
rolling."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import coordinates, tr

PICK_PIXELS = 12.0
CLICK_PIXELS = 3.0  # a press and release closer than this on screen is a click (it selects), not a move


class RegistrationTool(BoardTool):
    """Click to plot the side's next registration point (the session gives it the first free number, 1-10), drag one
    to move it, Delete removes it."""

    name = "registration"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.side_id: str | None = None
        self.selected: int | None = None
        self._dragging: int | None = None
        self._pressed_at: QPointF | None = None

    def _point_at(self, pos: QPointF) -> int | None:
        assert self.view is not None
        side = self.session.battle.side(self.side_id) if self.side_id else None
        if side is None or not self.seen.shows_side_secrets(side.id):
            return None  # another side's registration points are its secret (4.1)
        here = self.view.mapFromScene(pos)
        for p in side.registration_points:
            there = self.view.mapFromScene(QPointF(*p.at))
            if math.hypot(here.x() - there.x(), here.y() - there.y()) <= PICK_PIXELS:
                return p.n
        return None

    def _select(self, n: int | None) -> None:
        assert self.view is not None
        self.selected = n
        for (side, number), item in self.view.board.registration_points.items():
            item.setSelected(side == self.side_id and number == n)

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.model.actions.artillery import PlotRegistrationPoint

        if event.button() != Qt.MouseButton.LeftButton or self.view is None:
            return False
        battle = self.session.battle
        side = battle.side(self.side_id) if self.side_id else None
        if side is None or not self.seen.shows_side_secrets(side.id):
            self.editor.message(tr("Choose the side whose registration points to plot (Artillery dock)"))
            return True
        hit = self._point_at(pos)
        if hit is not None:
            self._select(hit)
            self._dragging = hit
            self._pressed_at = QPointF(self.view.mapFromScene(pos))
            return True
        resolution = self.editor.act(PlotRegistrationPoint(side=side.id, at=(pos.x(), pos.y())))
        if resolution.accepted:
            self._select(int(resolution.result))
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._dragging is None or self.view is None:
            return False
        item = self.view.board.registration_points.get((self.side_id or "", self._dragging))
        if item is not None:
            item.setPos(pos)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.model.actions.artillery import PlotRegistrationPoint

        if self._dragging is None:
            return False
        n, self._dragging = self._dragging, None
        assert self.view is not None and self._pressed_at is not None
        here = self.view.mapFromScene(pos)
        moved = math.hypot(here.x() - self._pressed_at.x(), here.y() - self._pressed_at.y()) >= CLICK_PIXELS
        side = self.session.battle.side(self.side_id) if self.side_id else None
        point = side.registration_point(n) if side is not None else None  # the side gone: the drag is undone
        resolution = (
            self.editor.act(PlotRegistrationPoint(side=str(self.side_id), n=n, at=(pos.x(), pos.y())))
            if moved and point is not None
            else None
        )
        if resolution is None or resolution.refused:
            self.view.board.sync_registration_points()  # a click, or a move refused: the point stays where it was
        self._select(n)
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        from morefire_gui.model.actions.artillery import RemoveRegistrationPoint

        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.selected is not None:
            self.editor.act(RemoveRegistrationPoint(side=str(self.side_id), n=self.selected))
            self.selected = None
            return True
        return False


class BarrageTool(BoardTool):
    """Click where the barrage should fall: the barrage dialog opens with that aim point."""

    name = "barrage"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, editor: Editor, open_dialog: Callable[[XY], None]) -> None:
        super().__init__(editor)
        self.open_dialog = open_dialog

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if not self.session.battle.contains_point(pos.x(), pos.y()):
            self.editor.message(tr("Aim at a point on the table"))
            return True
        self.open_dialog((pos.x(), pos.y()))
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.view is not None:
            self.view.board.barrage.clear()
            self.view.board.set_zone_marks({})
            return True
        return False

    def deactivate(self) -> None:
        if self.view is not None:
            self.view.board.barrage.clear()
            self.view.board.set_zone_marks({})


class TemplateTool(BoardTool):
    """A damage circle to plan with: press and drag it anywhere; the units it would catch are marked (solid:
    wholly inside, dashed: partly) and listed. Nothing is rolled or changed."""

    name = "template"
    cursor = Qt.CursorShape.SizeAllCursor

    def __init__(self, editor: Editor, on_units: Callable[[list[tuple[str, bool]]], None] | None = None) -> None:
        super().__init__(editor)
        self.diameter_yards = 200.0
        self.caption = ""
        self.centre: XY | None = None
        self.inside: list[tuple[str, bool]] = []
        self.on_units = on_units
        self._pressed = False

    def set_zone(self, diameter_yards: float, caption: str) -> None:
        self.diameter_yards = diameter_yards
        self.caption = caption
        if self.centre is not None:
            self._show(self.centre)

    def _show(self, centre: XY) -> None:
        from morefire_gui.geometry.barrage import zone_facts

        assert self.view is not None
        self.centre = centre
        geometry = self.session.geometry
        facts = zone_facts(geometry, centre, self.diameter_yards)
        # As the view shows them: another side's hidden position by its marker, a unit it does not see not at all.
        self.inside = geometry.shown_in_circle(
            [(u.unit_id, u.partly_in) for u in facts.units], centre, facts.radius_table, self.seen
        )
        partly = sum(1 for _, p in self.inside if p)
        count = len(self.inside)
        text = tr("{caption}: %n unit(s)", None, count).format(caption=self.caption) + (
            tr(" ({n} partly)").format(n=partly) if partly else ""
        )
        self.view.board.barrage.show_barrage(
            centre, None, geometry.to_table(self.diameter_yards / 2), template=True, caption=text
        )
        self.view.board.set_zone_marks({uid: "partly" if p else "in" for uid, p in self.inside})
        if self.on_units is not None:
            self.on_units(self.inside)

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._pressed = True
        self._show((pos.x(), pos.y()))
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self._pressed:
            return False
        self._show((pos.x(), pos.y()))
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if not self._pressed:
            return False
        self._pressed = False
        self._show((pos.x(), pos.y()))
        names = ", ".join(
            tr("{unit} (partly)").format(unit=self.said_name(uid)) if p else self.said_name(uid)
            for uid, p in self.inside
        ) or tr("no units")
        self.editor.message(
            tr("Template {caption} at {point}: {names}").format(
                caption=self.caption, point=coordinates(pos.x(), pos.y()), names=names
            )
        )
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return False

    def clear(self) -> None:
        self.centre = None
        self.inside = []
        if self.view is not None:
            self.view.board.barrage.clear()
            self.view.board.set_zone_marks({})
        if self.on_units is not None:
            self.on_units([])

    def deactivate(self) -> None:
        self.clear()
