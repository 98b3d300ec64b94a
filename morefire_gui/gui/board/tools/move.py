"""The Move tool: a move by the rules (1.2-1.5, 3.6), where the Select tool only places counters. Press on a
counter and drag; the path is drawn green as far as the unit may go this turn and red beyond, with the counter's
outline where it would stop, the known minefield sections on the way highlighted, and a label that says the
length in table units and yards, the allowance and why the unit stops. Releasing with Shift held keeps a waypoint;
a release (or a click) without Shift takes the move (a ``Move`` action): the session rolls what must be rolled, and
the move is one undoable step. A counter dropped back on the pixels it was picked up from is put back where it
stands, a move of no length, which the session refuses (no action). Esc (or a right click) abandons the path.

While dragging the tool only plans (no dice): ``plan_move`` is fast enough to run on every mouse move. In a battle
kept to the sequence of play the session is also asked (a preview, nothing rolled) whether it would take the move
now, so that a move out of its step, or by a unit that may not move, is said in red before the release. Its answer
hangs on the unit and the step the move belongs to (``move_step``: the road, cross-country, on foot), not on where
the path ends, so it is asked again only when that step changes during a drag (a preview costs some 10 ms, a plan
half a millisecond: docs/performance.md)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QColor, QKeyEvent, QMouseEvent

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.board_shapes import outline_corners
from morefire_gui.geometry.footprints import unit_footprint
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.move_item import ALLOWED, BEYOND, MovePathItem
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said, said_error
from morefire_gui.gui.widgets.menu_tips import popup_menu
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.catalogue.entries import UnitKind

if TYPE_CHECKING:
    from morefire_gui.geometry.minefields import MinefieldCrossing
    from morefire_gui.geometry.paths import MovePath
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.model.actions.movement import Move
    from morefire_gui.session.movement import MovePlan
    from morefire_gui.session.resolution import Resolution

DRAG_PIXELS = 3
NOTE = QColor("#5b4a1c")
TEXT = QColor("#111111")
WRAP = 78


def _wrap(text: str, width: int = WRAP) -> list[str]:
    """Split a long reason over several label lines, at spaces."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def path_beyond(path: MovePath, distance: float) -> list[XY]:
    """The part of the path after ``distance`` along it: the point there, then the later points."""
    out = [path.point_at(distance)]
    done = 0.0
    for a, b in zip(path.points, path.points[1:]):
        done += math.dist(a, b)
        if done > distance + 1e-9:
            out.append(b)
    return out


class MoveTool(BoardTool):
    name = "move"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(
        self,
        editor: Editor,
        show_move: Callable[[Resolution], object],
        context_actions: Callable[[list[str], XY], list[QAction]] | None = None,
    ) -> None:
        super().__init__(editor)
        self.show_move = show_move  # what came of a move taken (its rolls, or why it was refused)
        self.context_actions = context_actions
        self.item = MovePathItem()
        self.clearing = False  # 3.61: the owning player states a clearing mission as he moves the unit
        self.unit_id: str | None = None
        self.waypoints: list[XY] = []
        self.end: XY | None = None
        self.state = "idle"  # idle, pressed (on a counter, not yet dragged), dragging, following (waypoints)
        self.plan: MovePlan | None = None
        self.refusal: str = ""  # the session's refusal of the move under the mouse (a strict battle), or ""
        self._asked: tuple[str, str] | None = None  # the unit and step the refusal was asked for, in this drag
        self.crossings: list[MinefieldCrossing] = []
        self._press_at: QPoint | None = None

    # -- the tool's life ---------------------------------------------------------------------------------------------
    def activate(self, view: BoardView) -> None:
        super().activate(view)
        if self.item.scene() is not view.board:
            if self.item.scene() is not None:
                self.item.scene().removeItem(self.item)
                self.item.scene().removeItem(self.item.label)
            view.board.addItem(self.item)
            view.board.addItem(self.item.label)

    def hint(self) -> str:
        return tr("Move: press on a counter and drag (Shift-release adds a waypoint; Esc abandons)")

    def deactivate(self) -> None:
        self.cancel()
        if self.view is not None:
            board = self.view.board
            for item in (self.item, self.item.label):
                if item.scene() is board:
                    board.removeItem(item)

    def cancel(self) -> None:
        self.unit_id, self.waypoints, self.end, self.plan, self.crossings = None, [], None, None, []
        self.refusal, self._asked = "", None
        self.state = "idle"
        self._press_at = None
        self.item.clear()
        if self.view is not None:
            self.view.board.set_highlighted_terrain(set())

    # -- picking -----------------------------------------------------------------------------------------------------
    def pick_mover(self, pos: QPointF) -> str | None:
        """The counter pressed on; a passenger stands for its vehicle (passengers move with their vehicle)."""
        unit_id = self.pick_unit(pos)
        if unit_id is None:
            return None
        unit = self.session.battle.unit(unit_id)
        if unit is not None and unit.riding_on is not None and self.session.battle.unit(unit.riding_on) is not None:
            return unit.riding_on
        return unit_id

    def _clamped(self, pos: QPointF) -> XY:
        t = self.session.battle.table
        return (min(max(pos.x(), 0.0), t.width), min(max(pos.y(), 0.0), t.depth))

    def _dropped_at(self, pos: QPointF) -> XY:
        """Where a drag ends. A counter dropped back on the pixels it was picked up from (no waypoint on the way) is
        put back where it stands, wherever on it it was gripped: a move of no length, which the session refuses."""
        unit = self.session.battle.unit(self.unit_id) if self.unit_id is not None else None
        if (
            unit is not None
            and not self.waypoints
            and self.view is not None
            and self._press_at is not None
            and (self.view.mapFromScene(pos) - self._press_at).manhattanLength() < DRAG_PIXELS
        ):
            return unit.at
        return self._clamped(pos)

    def _select(self, unit_id: str, additive: bool) -> None:
        assert self.view is not None
        board = self.view.board
        item = board.units.get(unit_id)
        if item is None:
            return
        if additive:
            item.setSelected(not item.isSelected())
        elif not item.isSelected():
            board.clearSelection()
            item.setSelected(True)

    # -- gestures ----------------------------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.view is None:
            return False
        if event.button() == Qt.MouseButton.RightButton:
            if self.state != "idle":
                self.cancel()
                return True
            return self._context_menu(pos)
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.state == "following":
            self.end = self._clamped(pos)
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.waypoints.append(self.end)
                self.update()
            else:
                self.finish()
            return True
        unit_id = self.pick_mover(pos)
        if unit_id is None:
            return False  # empty ground: the view's rubber band selects
        additive = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        self._select(unit_id, additive)
        if additive:
            return True
        self.unit_id = unit_id
        self.waypoints, self.end, self.plan = [], None, None
        self.state = "pressed"
        self._press_at = self.view.mapFromScene(pos)
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.view is None or self.state == "idle":
            return False
        if self.state == "pressed":
            here = self.view.mapFromScene(pos)
            if self._press_at is not None and (here - self._press_at).manhattanLength() < DRAG_PIXELS:
                return True
            self.state = "dragging"
        self.end = self._dropped_at(pos)
        self.update()
        return True

    def chosen_words(self, unit_id: str) -> str:
        """What the status bar says of a counter chosen to move (clicked, or acted with from the Phase dock)."""
        return tr("{unit_name} selected: drag it to move it").format(unit_name=self.said_name(unit_id))

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return event.button() == Qt.MouseButton.RightButton
        if self.state == "pressed":
            unit_id = self.unit_id
            self.cancel()  # a click on a counter selects it; no move
            if unit_id is not None:
                self.editor.message(self.chosen_words(unit_id))
            return True
        if self.state == "following":
            return True
        if self.state != "dragging":
            return False
        self.end = self._dropped_at(pos)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.waypoints.append(self.end)
            self.state = "following"
            self.update()
        else:
            self.finish()
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.state != "idle":
            self.cancel()
            self.editor.message(tr("Move abandoned"))
            return True
        return False

    def _context_menu(self, pos: QPointF) -> bool:
        if self.context_actions is None or self.view is None:
            return False
        unit_id = self.pick_unit(pos)
        board = self.view.board
        if unit_id is not None and unit_id not in board.selected_unit_ids():
            self._select(unit_id, False)
        actions = self.context_actions(board.selected_unit_ids(), (pos.x(), pos.y()))
        if not actions:
            return True
        popup_menu(self.view, actions)
        return True

    # -- the plan under the mouse --------------------------------------------------------------------------------------
    def path_points(self) -> tuple[XY, ...]:
        return tuple(self.waypoints) + ((self.end,) if self.end is not None else ())

    def action(self) -> Move | None:
        """The move along the path drawn so far, as the session takes it (None: no path yet)."""
        from morefire_gui.model.actions.movement import Move

        points = self.path_points()
        if self.unit_id is None or not points:
            return None
        return Move(unit=self.unit_id, path=points, clearing=self.clearing)

    def update(self) -> None:
        """Plan the move along the path drawn so far and show it (no dice)."""
        from morefire_gui.session.movement import MoveRequest, move_step, plan_move
        from morefire_gui.session.movement.close_combat import in_close_combat

        assert self.view is not None
        action = self.action()
        if action is None:
            return
        try:
            plan = plan_move(self.session, MoveRequest(action.unit, action.path, clearing=action.clearing))
        except MoreFireError as exc:
            self.plan = None
            self.item.label.set_lines([(said_error(exc), BEYOND)], BEYOND)
            return
        self.plan = plan
        asked = (action.unit, move_step(plan))
        if plan.path.goes_nowhere:
            # Back where it stands: what the session says of a move of no length, before the release.
            self.refusal, self._asked = self.session.preview(action).refusal, None
        elif in_close_combat(self.session, action.unit):
            # A close-combat segment (sequence of play, movement 6): its length and whose turn it is, as the session
            # says them, on every move of the mouse (the quarter is crossed as the path grows).
            check = self.session.preview(action)
            self.refusal, self._asked = (check.refusal if check.refused else ""), None
        elif not self.session.battle.strict:
            self.refusal = ""
        elif asked != self._asked:
            # The sequence of play (its step, who may act): what the session would say, before the release.
            check = self.session.preview(action)
            self.refusal, self._asked = (check.refusal if check.refused else ""), asked
        self._show(plan)

    def _show(self, plan: MovePlan) -> None:
        from morefire_gui.geometry.minefields import minefield_crossings
        from morefire_gui.session.visibility import minefield_known_to

        assert self.view is not None
        session = self.session
        battle = session.battle
        unit = plan.unit
        reach = plan.reachable
        executed = plan.path.truncated(reach)
        refused = plan.refused is not None
        allowed_pts = list(executed.points) if reach > 0 else [plan.path.start]
        beyond_pts = path_beyond(plan.path, reach) if not plan.allowed else []
        # 3.6: the sections the moving side knows of (hasty, its own, or revealed) and that it will roll in; a
        # hidden section is found only when the move is made.
        sections = [
            p
            for p in battle.terrain
            if p.kind is TerrainKind.MINEFIELD and not p.cleared and minefield_known_to(p, unit.side)
        ]
        self.crossings = minefield_crossings(executed, sections) if not refused and sections else []
        self.view.board.set_highlighted_terrain({c.minefield for c in self.crossings})
        ghost: list[XY] = []
        entry = session.catalogue.get(unit.type)
        if reach > 0 or refused:
            facing = executed.facing()
            stand_in = unit.model_copy(
                update={"at": plan.stop_point, **({"facing": facing} if facing is not None else {})}
            )
            shape = unit_footprint(stand_in, entry, battle, session.geometry.scale)
            ghost = list(outline_corners(shape))
        self.item.show_path(
            allowed_pts,
            beyond_pts,
            list(self.waypoints),
            ghost,
            [c.point for c in self.crossings],
            refused or bool(self.refusal),
        )
        label = self.item.label
        label.set_lines(self.label_lines(plan), ALLOWED if plan.allowed and not self.refusal else BEYOND)
        viewport = self.view.viewport()
        label.place_within(QPointF(self.view.mapFromScene(label.pos())), viewport.width(), viewport.height())

    def label_lines(self, plan: MovePlan) -> list[tuple[str, QColor]]:
        from morefire_gui.rules.minefields import Crossing
        from morefire_gui.session.names import piece_name

        unit = plan.unit
        geo = self.session.geometry
        u = said(self.session.battle.table.unit)
        a = plan.allowance
        who = self.said_name(unit.id)
        if plan.refused is not None:
            # A strict battle's refusal names the step and the rule; a free battle's is the plan's.
            why = said(self.refusal or plan.refused)
            return [(tr("{unit} cannot move").format(unit=who), BEYOND), *((line, BEYOND) for line in _wrap(why))]
        length = plan.path.length
        code = a.code_used.value if a.code_used is not None else "?"
        if plan.entry.kind is not UnitKind.VEHICLE:
            rate = (
                tr("{code} on skis").format(code=code)
                if a.code_used is not None
                else tr("{yards:.0f} yd on foot").format(yards=a.allowance_yards)
            )
        elif a.road_rate:
            rate = tr("{code} road").format(code=code)
        else:
            rate = tr("{code} cross-country").format(code=code)
            reduced = self._reduced_by(plan)
            if reduced:
                rate = tr("{rate}, {reduced}").format(rate=rate, reduced=reduced)
        first = tr("Move {unit}: {length:.1f} {table_unit} / {yards:.0f} yd").format(
            unit=who, length=length, table_unit=u, yards=geo.to_yards(length)
        )
        if plan.reachable > a.allowance + 1e-6:
            # 1.3 and 1.4: it has already gone further than the lower rate where the road or the ground changes;
            # it stops there, at the rate it was moving (the reason says which).
            first += tr(" — stops at {reachable:.1f} {table_unit} ({rate})").format(
                reachable=plan.reachable, table_unit=u, rate=rate
            )
        else:
            first += tr(" of {allowance:.1f} {table_unit} ({rate})").format(
                allowance=a.allowance, table_unit=u, rate=rate
            )
            if not plan.allowed:
                first += tr(" — stops at {reachable:.1f} {table_unit}").format(reachable=plan.reachable, table_unit=u)
        lines: list[tuple[str, QColor]] = [(first, TEXT)]
        if self.refusal:
            lines += [(line, BEYOND) for line in _wrap(tr("Refused: {refusal}").format(refusal=said(self.refusal)))]
        elif plan.allowed:
            lines.append(
                (
                    tr("Within the allowance: release to move")
                    if self.state == "dragging"
                    else tr("Within the allowance: click to move (Shift-click: another waypoint)"),
                    ALLOWED,
                )
            )
        else:
            lines += [(line, BEYOND) for line in _wrap(said(plan.reason))]
        for c in self.crossings:
            piece = self.session.battle.piece(c.minefield)
            mines = piece.mines.value.upper() if piece is not None and piece.mines is not None else "?"
            name = said(piece_name(self.session.battle, c.minefield, self.seen))
            lines.append(
                (
                    (
                        tr("{piece} ({mines}): enters at {at:.1f} {table_unit} — a roll (3.6)")
                        if c.event is Crossing.ENTER
                        else tr("{piece} ({mines}): exits at {at:.1f} {table_unit} — a roll (3.6)")
                    ).format(piece=f"{name[0].upper()}{name[1:]}", mines=mines, at=c.at, table_unit=u),
                    BEYOND,
                )
            )
        if not a.may_fire:
            lines.append((tr("A weapon system that moves cannot fire this turn (1.5)"), NOTE))
        if unit.moved is not None:
            lines.append(
                (tr("{unit} has already moved this turn ({code})").format(unit=who, code=said(unit.moved.value)), NOTE)
            )
        riders = [u_.id for u_ in self.session.battle.units if u_.riding_on == unit.id]
        if riders:
            lines.append((tr("Carries {units}: they move with it").format(units=said(self.names(riders))), NOTE))
        if self.clearing:
            lines.append((tr("On a stated minefield-clearing mission (3.61)"), NOTE))
        return lines

    def _reduced_by(self, plan: MovePlan) -> str:
        """Why a vehicle's cross-country code is not its own: the weather and the ground met before it stops
        (1.4), named as the plan's facts name them."""
        vehicle = plan.entry.vehicle
        code = plan.allowance.code_used
        if vehicle is None or code is None or code == vehicle.speed.cross_country:
            return ""
        causes = [
            tr("the battle's {weather}").format(weather=said(w))
            for w, on in (("snow", plan.conditions.snow), ("mud", plan.conditions.mud))
            if on
        ]
        causes += list(dict.fromkeys(said(e.name) for e in plan.facts.terrain if e.at <= plan.reachable + 1e-9))
        if plan.conditions.jungle:
            causes.append("JUNGLE")
        return (
            tr("{code} reduced by {causes}").format(code=vehicle.speed.cross_country.value, causes=", ".join(causes))
            if causes
            else tr("reduced from {code}").format(code=vehicle.speed.cross_country.value)
        )

    def label_text(self) -> str:
        return self.item.label.text()

    # -- the move ------------------------------------------------------------------------------------------------------
    def finish(self) -> None:
        """Take the move: the session performs it (its dice, its one undoable step) or says why not."""
        if self.unit_id is not None and self.end is not None:
            self.update()
        plan, action = self.plan, self.action()
        self.cancel()
        if plan is None or action is None:
            return
        self.show_move(self.editor.act(action))
