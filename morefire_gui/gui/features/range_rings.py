"""Range rings in the window: View → Range Rings (R), or Show Range Rings on a counter's menu, draws the selected
counters' range bands around them (gui/board/range_rings.py) and keeps them with the selection and the counters'
moves until it is turned off."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from morefire_gui.gui.actions import make_action
from morefire_gui.gui.board.range_rings import RangeRingsItem
from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import tr
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.range_rings import range_rings

if TYPE_CHECKING:
    from morefire_gui.gui.board.scene import BoardScene
    from morefire_gui.session.battle_session import BattleSession


class RangeRingsFeature(Feature):
    # A counter moved, turned or changed type, the ground scale and settings, or the side whose view is shown.
    shows = frozenset({Aspect.UNITS, Aspect.BATTLE, Aspect.VIEW})

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.items: dict[str, RangeRingsItem] = {}
        self._scene: BoardScene | None = None
        self.action = make_action(
            self.widget,
            tr("Range &Rings"),
            self.set_shown,
            "R",
            tr(
                "Show the selected counters' range bands: direct-fire hit % and penetration (2.2), the maximum range "
                "of infantry fire (3.5) and of a mortar (4.41) (R)"
            ),
            checkable=True,
        )

    def view_actions(self) -> list[QAction]:
        return [self.action]

    def context_actions(self, unit_ids: list[str], at: tuple[float, float]) -> list[QAction]:
        if not unit_ids:
            return []
        shown = self.action.isChecked()
        action = QAction(tr("Hide Range Rings") if shown else tr("Show Range Rings"))
        action.triggered.connect(lambda checked=False: self.toggle(not shown))
        return [action]

    def toggle(self, on: bool) -> None:
        self.action.setChecked(on)
        self.set_shown(on)

    def session_attached(self, session: BattleSession) -> None:
        scene = self.window.scene
        if scene is not self._scene:
            self.items.clear()  # the old scene took its items with it
            self._scene = scene
            scene.selectionChanged.connect(self.sync)
        self.sync()

    def window_closing(self) -> None:
        # The scene clears its selection as the window is deleted, after this feature's action is gone.
        if self._scene is not None:
            self._scene.selectionChanged.disconnect(self.sync)
            self._scene = None

    def changed(self, changes: Sequence[Change]) -> None:
        # The rings are drawn afresh.
        for item in self.items.values():
            self._forget(item)
        self.items.clear()
        self.sync()

    def _forget(self, item: RangeRingsItem) -> None:
        scene = item.scene()
        if scene is not None:
            item.remove_from(scene)
        board = self.window.scene
        if item in board.overlays:
            board.overlays.remove(item)

    def set_shown(self, on: bool) -> None:
        self.sync()
        if on and not self.items:
            self.window.message(tr("Range rings: select a counter to see its range bands"))

    def sync(self) -> None:
        """The rings of the selected counters that the board shows as they are (not another side's hidden ones)."""
        scene = self.window.scene
        wanted: list[str] = []
        if self.action.isChecked():
            wanted = [
                uid
                for uid in scene.selected_unit_ids()
                if uid in scene.units and scene.units[uid].isVisible() and not scene.units[uid].masked
            ]
        session = self.window.session
        for uid in list(self.items):
            item = self.items[uid]
            if uid not in wanted:
                self._forget(item)
                del self.items[uid]
        for uid in wanted:
            if uid in self.items:
                continue
            unit = session.battle.unit(uid)
            assert unit is not None
            southward = unit.at[1] < session.battle.table.depth / 2  # the labels toward the middle of the table
            item = RangeRingsItem(uid, unit.at, range_rings(session, uid), scene.side_colour(unit.side), southward)
            item.add_to(scene)
            scene.overlays.append(item)  # the counters' names are laid out clear of the rings' labels
            self.items[uid] = item
        scene.arrange_soon()
