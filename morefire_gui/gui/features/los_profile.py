"""The line-of-sight profile in the window: with Rules → Advanced Line of Sight on, each line the Measure tool
measures (its last leg) is shown from the side in the Line of Sight Profile dock, which opens the first time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from morefire_gui.geometry.los import LosResult
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.tools.measure import MeasureTool
from morefire_gui.gui.docks.los_profile import LosProfileDock
from morefire_gui.gui.features import DockSpec, Feature, FeatureHost
from morefire_gui.gui.said import said
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.names import piece_name

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


class LosProfileFeature(Feature):
    shows = frozenset({Aspect.BATTLE})  # Rules → Advanced Line of Sight

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.dock = LosProfileDock(self.widget)
        self.dock.hide()
        self._opened = False  # opened once for the player; closed by the player, it stays closed
        measure = window.tools["measure"]
        assert isinstance(measure, MeasureTool)  # the window's own
        measure.watchers.append(self._on_measured)

    def docks(self) -> list[DockSpec]:
        # A tab beside the log, under the board: the whole width for a side view of a long line.
        return [DockSpec(self.dock, Qt.DockWidgetArea.BottomDockWidgetArea, tab_with="log")]

    def session_attached(self, session: BattleSession) -> None:
        self.dock.show_hint(self._advanced())

    def clear_for_next_player(self) -> None:
        self.dock.show_hint(self._advanced())  # the last player's line, from the side

    def changed(self, changes: Sequence[Change]) -> None:
        if self.dock.profile is None or not self._advanced():
            self.dock.show_hint(self._advanced())

    def _advanced(self) -> bool:
        return self.window.session.battle.settings.los.advanced

    def _on_measured(self, leg: tuple[XY, XY] | None, result: LosResult | None) -> None:
        if leg is None or not self._advanced():
            self.dock.show_hint(self._advanced())
            return
        if not self._opened:
            self._opened = True
            self.dock.show()
            self.dock.raise_()
        if not self.dock.isVisible():
            return  # nothing to draw for: the profile is worked out only while it is shown
        session = self.window.session
        profile = session.geometry.los_profile(leg[0], leg[1], result)

        view = self.window.scene.view_of_board()

        def name_of(piece_id: str) -> str:
            return said(piece_name(session.battle, piece_id, view))

        self.dock.show_profile(profile, name_of)
