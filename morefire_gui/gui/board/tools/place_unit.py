"""Place units from the catalogue: each click puts one counter of the chosen type for the chosen side,
facing the enemy's edge."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Edge
from morefire_gui.session.visibility import new_id

# A new counter faces away from its own base edge.
FACING_FROM_EDGE = {Edge.NORTH: 180.0, Edge.SOUTH: 0.0, Edge.EAST: 270.0, Edge.WEST: 90.0}


class PlaceUnitTool(BoardTool):
    name = "place"
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.unit_type: str | None = None
        self.side_id: str | None = None

    def choose(self, unit_type: str | None, side_id: str | None) -> None:
        self.unit_type, self.side_id = unit_type, side_id

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.model.actions.table import PlaceUnit

        if event.button() != Qt.MouseButton.LeftButton:
            return False
        battle = self.session.battle
        if self.unit_type is None or self.side_id is None:
            self.editor.message(tr("Choose a unit type and a side in the catalogue first"))
            return True
        if not battle.contains_point(pos.x(), pos.y()):
            self.editor.message(tr("Click on the table"))
            return True
        side = battle.side(self.side_id)
        assert side is not None
        unit = Unit(
            id=new_id(battle, "", side.id),  # counted among its side's own: the number tells nothing of another's
            side=side.id,
            type=self.unit_type,
            at=(pos.x(), pos.y()),
            facing=FACING_FROM_EDGE[side.edge],
        )
        self.editor.act(PlaceUnit(unit=unit))  # the session says it in the log: "Place Pz IV H"
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        return False
