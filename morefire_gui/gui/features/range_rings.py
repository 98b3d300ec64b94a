"""View → Range Rings (Shift+R), or a counter's menu: the selected unit's range bands on the board
(session/range_rings.py), following the selection and the unit as it moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.range_rings_item import RangeRingsItem
from morefire_gui.gui.features import Feature
from morefire_gui.session.range_rings import range_rings

if TYPE_CHECKING:
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["RangeRingsFeature"]


class RangeRingsFeature(Feature):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.item = RangeRingsItem()
        self.unit_id: str | None = None  # whose rings are shown (None: the selected unit's)
        self.action = QAction("&Range Rings", window)
        self.action.setCheckable(True)
        # R is the Registration Points tool's: the rings take Shift+R.
        self.action.setShortcut(QKeySequence("Shift+R"))
        self.action.setStatusTip("The selected unit's range bands: direct fire's hit % and penetration, infantry "
                                 "fire's maximum range, a mortar's maximum range")
        self.action.toggled.connect(self._on_toggled)
        self._scene: object = None

    def view_actions(self) -> list[QAction]:
        return [self.action]

    def session_attached(self, session: BattleSession) -> None:
        scene = self.window.scene
        if scene is not self._scene:
            self.item = RangeRingsItem()
            scene.addItem(self.item)
            scene.selectionChanged.connect(self.refresh)
            self._scene = scene
        self.unit_id = None
        self.refresh()

    def battle_changed(self) -> None:
        self.refresh()

    def context_actions(self, unit_ids: list[str], at: tuple[float, float]) -> list[QAction]:
        if len(unit_ids) != 1:
            return []
        action = QAction("Show Range Rings")
        action.setStatusTip(self.action.statusTip())
        action.triggered.connect(lambda: self.show_for(unit_ids[0]))
        return [action]

    def show_for(self, unit_id: str) -> None:
        self.unit_id = unit_id
        if self.action.isChecked():
            self.refresh()
        else:
            self.action.setChecked(True)

    def _on_toggled(self, on: bool) -> None:
        if not on:
            self.unit_id = None
        self.refresh()

    def refresh(self) -> None:
        """Show the rings of the chosen unit, else of the one selected counter; none when off."""
        if not self.action.isChecked():
            self.item.show_rings(None, ())
            return
        selected = self.window.scene.selected_unit_ids()
        if len(selected) == 1 and selected[0] != self.unit_id:
            self.unit_id = None  # a new selection: its rings
        unit_id = self.unit_id or (selected[0] if len(selected) == 1 else None)
        unit = self.window.session.battle.unit(unit_id) if unit_id is not None else None
        if unit is None or unit_id in self.window.view_filter.masked_units | self.window.view_filter.unseen_units:
            self.item.show_rings(None, ())
            if unit_id is None:
                self.window.statusBar().showMessage("Range rings: select one counter", 4000)
            return
        try:
            rings = range_rings(self.window.session, unit.id)
        except MoreFireError as exc:
            self.item.show_rings(None, ())
            self.window.statusBar().showMessage(str(exc), 6000)
            return
        self.item.show_rings(unit.at, rings)
