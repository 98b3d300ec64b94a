"""The measure tool: press and drag from any point or counter (which snaps to its centre); the label says
the distance in table units and yards and whether the line of sight is clear, and which pieces block it.
Releasing with Shift held keeps that point as a waypoint and goes on measuring a path (a movement ruler);
a click without Shift ends the path. The last measurement stays until Escape, or a click that measures nothing."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.geometry.los import LosResult
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.session.names import sight_words

CLICK_PIXELS = 3.0  # a press and release this close is a click, not a drag


def _within(offset: QPointF, pixels: float) -> bool:
    return math.hypot(offset.x(), offset.y()) <= pixels


class MeasureTool(BoardTool):
    name = "measure"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.points: list[XY] = []
        self.end: XY | None = None
        self.snapped: list[str | None] = []
        self.end_unit: str | None = None
        self.state = "idle"  # idle, dragging, following (path with waypoints), done
        self.result: LosResult | None = None
        self._shown: list[XY] = []  # the path the ruler shows now
        self._press_pixels = QPointF()  # where the drag began, in the view's pixels (a click is no measurement)
        # Told of the last leg measured and its line of sight, or None when the ruler is cleared (the profile dock).
        self.watchers: list[Callable[[tuple[XY, XY] | None, LosResult | None], None]] = []

    # -- gestures ------------------------------------------------------------------------------------------
    def _snap(self, pos: QPointF) -> tuple[XY, str | None]:
        # Snaps to what the view shows: another side's hidden position as its marker's square, to its centre.
        unit_id = self.pick_unit(pos, markers=True)
        unit = self.session.battle.unit(unit_id) if unit_id is not None else None
        if unit is not None:  # a counter whose unit the battle no longer has snaps to nothing
            return unit.at, unit.id
        return (pos.x(), pos.y()), None

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        point, unit_id = self._snap(pos)
        if self.state == "following":
            self.end, self.end_unit = point, unit_id
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.points.append(point)
                self.snapped.append(unit_id)
                self._update()
            else:
                self.state = "done"
                self._update()
                self._report()
            return True
        self.points, self.snapped = [point], [unit_id]
        self.end, self.end_unit = point, unit_id
        self.state = "dragging"
        self._press_pixels = event.position()
        self._update()
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.state not in ("dragging", "following"):
            return False
        self.end, self.end_unit = self._snap(pos)
        self._update()
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.state != "dragging":
            return self.state == "following"
        if len(self.points) == 1 and _within((event.position() - self._press_pixels), CLICK_PIXELS):
            # A click, not a drag: nothing measured (no "0.0 in · 0 yd" ruler); it clears the last measurement.
            self.clear()
            return True
        self.end, self.end_unit = self._snap(pos)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.points.append(self.end)
            self.snapped.append(self.end_unit)
            self.state = "following"
            self._update()
        else:
            self.state = "done"
            self._update()
            self._report()
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return False

    def deactivate(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.points, self.snapped, self.end, self.end_unit = [], [], None, None
        self.state = "idle"
        self.result = None
        self._shown = []
        if self.view is not None:
            self.view.board.measure.set_path([], False, None)
            self.view.board.measure.label.set_lines([], False)
            self.view.board.measure.label.place_again = None
            self.view.board.set_highlighted_terrain(set())
        for watch in self.watchers:
            watch(None, None)

    # -- what is shown ----------------------------------------------------------------------------------------
    def path(self) -> list[XY]:
        pts = list(self.points)
        if self.end is not None and (not pts or self.end != pts[-1] or self.state == "dragging"):
            pts.append(self.end)
        if len(pts) == 1:
            pts.append(pts[0])
        return pts

    def label_lines(self) -> list[str]:
        assert self.view is not None
        geometry = self.session.geometry
        pts = self.path()
        legs = list(itertools.pairwise(pts))
        length = sum(math.dist(a, b) for a, b in legs)
        unit = said(self.session.battle.table.unit)
        lines = []
        if len(legs) > 1:
            lines.append(
                tr("Path, {legs} legs: {length:.1f} {unit} · {yards:.0f} yd").format(
                    legs=len(legs), length=length, unit=unit, yards=geometry.to_yards(length)
                )
            )
        else:
            lines.append(
                tr("{length:.1f} {unit} · {yards:.0f} yd").format(
                    length=length, unit=unit, yards=geometry.to_yards(length)
                )
            )
        r = self.result
        if r is not None:
            if r.clear:
                lines.append(tr("LOS clear (last leg)") if len(legs) > 1 else tr("LOS clear"))
            else:
                lines.append(
                    tr("LOS blocked by {pieces}").format(
                        pieces=said(self.names([piece for piece, _ in r.blocker_kinds]))
                    )
                )
        start_unit = self.snapped[-1] if self.snapped else None
        if start_unit or self.end_unit:
            start = self.said_name(start_unit) if start_unit else tr("point")
            end = self.said_name(self.end_unit) if self.end_unit else tr("point")
            lines.append(f"{start} → {end}")
        return lines

    def label_text(self) -> str:
        return self.view.board.measure.label.text() if self.view is not None else ""

    def _update(self) -> None:
        assert self.view is not None
        pts = self.path()
        if self.result is not None and pts == self._shown:
            return  # the cursor moved within the counter the ruler snaps to: nothing to work out or repaint
        self._shown = pts
        self.result = self.session.geometry.los(pts[-2], pts[-1])
        board = self.view.board
        board.set_highlighted_terrain(set(self.result.blocker_ids))
        board.measure.set_path(pts, not self.result.clear, self.result.first_block)
        short = None if self.result.clear else tr("LOS blocked")  # the pieces left out where room is short
        board.measure.label.set_lines(self.label_lines(), not self.result.clear, short)
        self._place_label()
        for watch in self.watchers:
            watch((pts[-2], pts[-1]), self.result)

    def _place_label(self) -> None:
        """The label off the counters, their names and the marks the board shows (its layout's), beside the ruler
        and whole on the viewport, shortened or docked to a corner where the board has no room for it: as the ruler
        moves, and when the board is laid out again (a zoom settles, a counter moves)."""
        if self.view is None or not self._shown:
            return
        board, viewport = self.view.board, self.view.viewport()
        board.measure.label.place_again = self._place_label
        line = [QPointF(self.view.mapFromScene(QPointF(*p))) for p in self._shown]
        board.measure.label.place_within(
            line[-1], viewport.width(), viewport.height(), clear=board.layout.caption_form, line=line
        )

    def _report(self) -> None:
        r = self.result
        if r is None:
            return
        summary = " · ".join(self.label_lines())
        detail = "; ".join(
            said(line) for line in sight_words(self.session, r, self.seen)[2:]
        )  # pieces by name, and why
        self.editor.message(
            tr("Measured: {summary}").format(summary=summary) + (f" ({detail})" if detail else ""), log=True
        )
