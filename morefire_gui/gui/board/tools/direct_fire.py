"""The Fire tool (rules 2.1-2.6): press on the firer and drag to the target, or click the firer and then the target;
the fire dialog opens with the two. While aiming, the line of fire follows the mouse, and over an enemy vehicle its
angle-of-fire areas (2.3) are drawn round it, the firer's area strongest."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.geometry.board_shapes import disc_less
from morefire_gui.geometry.footprints import footprint_size
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.direct_fire_items import FireLineItem
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, tr
from morefire_gui.gui.said import said, said_label
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.direct_fire.terms import Sector
from morefire_gui.session.at_table import refused_actor
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import unit_label

SECTOR_LABELS = KeptWords(
    {
        Sector.FRONT: QT_TR_NOOP("FRONT"),
        Sector.LEFT: QT_TR_NOOP("SIDE"),
        Sector.RIGHT: QT_TR_NOOP("SIDE"),
        Sector.REAR: QT_TR_NOOP("REAR"),
    }
)


AREA_PIXELS = 110.0  # the areas reach at least this far on screen, so that their names fit


def area_radius(session: BattleSession, target_id: str, item: FireLineItem | None = None) -> float:
    """How far round the target its areas are drawn: four lengths of its counter, at least 100 yards, and at least
    :data:`AREA_PIXELS` at the board's zoom."""
    unit = session.battle.unit(target_id)
    assert unit is not None
    length, _ = footprint_size(session.catalogue.get(unit.type), session.battle, session.geometry.scale)
    radius = max(4.0 * length, session.geometry.to_table(100.0))
    views = item.scene().views() if item is not None and item.scene() is not None else []
    if views and views[0].transform().m11() > 0:
        radius = max(radius, AREA_PIXELS / views[0].transform().m11())
    return radius


def show_shot(
    item: FireLineItem,
    session: BattleSession,
    firer_id: str,
    target_id: str | None,
    advanced: bool,
    end: XY | None = None,
    caption: str = "",
    areas: bool = True,
    short_caption: str = "",
) -> None:
    """Draw the line of fire from the firer to the target (or to ``end``) and, round a vehicle target, its 2.3 areas:
    advanced, the four sectors; basic, the ground from which its rear is in the line of sight (side armour) and the
    rest (front). ``areas`` False: none (another side's hidden position: they would tell a vehicle, and its facing)."""
    from morefire_gui.geometry.direct_fire import (
        footprint_corners,
        rear_in_view,
        rear_view_shape,
        sector_of,
        sector_shapes,
    )

    battle, geo = session.battle, session.geometry
    firer = battle.unit(firer_id)
    target = battle.unit(target_id) if target_id else None
    if firer is None:
        item.clear_shot()
        return
    if target is None:
        item.show_shot(firer.at, end, True, [], caption)
        return
    entry = session.catalogue.get(target.type) if areas else None
    drawn = []
    # The sector the firer is in, marked with its counter's label as the board shows it ("FRONT ◂ T-34 3").
    who = f" ◂ {said_label(unit_label(session, firer.id))}"
    if entry is not None and entry.kind is UnitKind.VEHICLE:
        radius = area_radius(session, target.id, item)
        if advanced:
            mine = sector_of(footprint_corners(geo, target), firer.at)
            for sector, shape in sector_shapes(geo, target, radius).items():
                label = SECTOR_LABELS[sector] + (who if sector is mine else "")
                drawn.append((label, sector.value, shape, sector is mine))
        else:
            behind = rear_view_shape(geo, target, radius)
            rest = disc_less(target.at, radius, behind)
            seen = rear_in_view(footprint_corners(geo, target), firer.at)
            mark = who
            drawn.append((tr("FRONT") + ("" if seen else mark), "front", rest, not seen))
            drawn.append((tr("HULL SIDE") + (mark if seen else ""), "side", behind, seen))
    clear = geo.unit_los(firer, target).clear
    item.show_shot(firer.at, target.at, clear, drawn, caption, target.id, short_caption)


class FireTool(BoardTool):
    """Press on the firer, drag to the target, release: the fire dialog. Or click the firer, then the target."""

    name = "fire"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(
        self,
        editor: Editor,
        item: Callable[[], FireLineItem],
        open_dialog: Callable[[str, str], None],
        advanced: Callable[[], bool],
    ) -> None:
        super().__init__(editor)
        self.item = item
        self.open_dialog = open_dialog
        self.advanced = advanced
        self.firer: str | None = None
        self.hovered: str | None = None
        self.state = "idle"  # idle, dragging (button held from the firer), aiming (firer clicked), done

    def _enemy_at(self, pos: QPointF) -> str | None:
        # Another side's hidden position too, as its marker: fire declared at it reveals it (docs/rules-notes.md,
        # "When a hidden position is revealed").
        unit_id = self.pick_unit(pos, markers=True)
        if unit_id is None or self.firer is None or unit_id == self.firer:
            return None
        battle = self.session.battle
        firer, unit = battle.unit(self.firer), battle.unit(unit_id)
        return unit_id if firer is not None and unit is not None and unit.side != firer.side else None

    def _preview(self, pos: QPointF) -> None:
        assert self.firer is not None
        target = self._enemy_at(pos)
        if target is None:
            self.hovered = None
            firer = self.session.battle.unit(self.firer)
            self.item().show_shot(firer.at if firer else None, (pos.x(), pos.y()))
            return
        if target == self.hovered:
            return  # the areas of this target are already drawn
        self.hovered = target
        caption = (
            tr("{unit_name} → {unit_name2}: release to fire")
            if self.state == "dragging"
            else tr("{unit_name} → {unit_name2}: click to fire")
        )
        show_shot(
            self.item(),
            self.session,
            self.firer,
            target,
            self.advanced(),
            caption=caption.format(unit_name=self.said_name(self.firer), unit_name2=self.said_name(target)),
            areas=target not in self.seen.masked_units,
            # The counters as their labels name them, where the whole caption finds no room near the target.
            short_caption=caption.format(unit_name=self.said_label(self.firer), unit_name2=self.said_label(target)),
        )

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.state == "aiming" and self.firer is not None:
            target = self._enemy_at(pos)
            if target is not None:
                self._fire(target)
                return True
        unit_id = self.pick_unit(pos)
        if unit_id is None:
            self.clear()
            self.editor.message(tr("Fire: press on the firing unit and drag to the target"))
            return True
        if (theirs := refused_actor(self.session, unit_id)) is not None:
            # A side fires with its own units alone: another side's counter is no firer (session/at_table.py).
            self.clear()
            self.editor.message(tr("Refused: {refusal}").format(refusal=said(theirs)))
            return True
        self.firer, self.hovered, self.state = unit_id, None, "dragging"
        show_shot(self.item(), self.session, unit_id, None, self.advanced(), (pos.x(), pos.y()))
        self.editor.message(
            tr("Fire: {unit_name} fires — drag to the target, or click it").format(unit_name=self.said_name(unit_id))
        )
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.state not in ("dragging", "aiming") or self.firer is None:
            return False
        self._preview(pos)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.state != "dragging" or self.firer is None:
            return self.state == "aiming"
        target = self._enemy_at(pos)
        if target is not None:
            self._fire(target)
        else:
            self.state = "aiming"
            self.editor.message(
                tr("Fire: {unit_name} is aiming — click an enemy unit (Esc to stop)").format(
                    unit_name=self.said_name(self.firer)
                )
            )
        return True

    def _fire(self, target: str) -> None:
        assert self.firer is not None
        firer = self.firer
        self.state = "done"
        show_shot(self.item(), self.session, firer, target, self.advanced(), areas=target not in self.seen.masked_units)
        self.open_dialog(firer, target)

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return False

    def deactivate(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.firer, self.hovered, self.state = None, None, "idle"
        if self.view is not None:
            self.item().clear_shot()
