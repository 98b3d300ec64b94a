"""The table image in the window: File → Table Image… opens the dialog that lays a photo or map of the players' own
table under the terrain (gui/dialogs/table_image.py); a battle whose image file is missing opens without it, and the
window says so."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from morefire_gui.gui.actions import make_action
from morefire_gui.gui.dialogs.table_image import TableImageDialog
from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.session.table_image import missing_image

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


class TableImageFeature(Feature):
    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.dialog: TableImageDialog | None = None
        self.action = make_action(
            self.widget,
            tr("Table &Image…"),
            self.open_dialog,
            None,
            tr("Lay a photo or map of your own table under the terrain, to trace it"),
        )

    def file_actions(self) -> list[QAction]:
        return [self.action]

    def open_dialog(self) -> TableImageDialog:
        self.dialog = TableImageDialog(self.window.session, self.window, self.widget)
        self.dialog.open()
        return self.dialog

    def session_attached(self, session: BattleSession) -> None:
        warning = self._missing_warning()
        if warning is not None:
            self.warn_on_opening(session, warning, tr("the table image is not found"))

    def battle_saved(self, path: Path) -> None:
        # Saved elsewhere, the image's path is read from the new folder.
        if self.window.scene.sync_table_image():
            self.window.scene.terrain_layer_changed()
        warning = self._missing_warning()
        if warning is not None:
            self.window.message(warning, log=True)

    def _missing_warning(self) -> str | None:
        problem = missing_image(self.window.session)
        if problem is None:
            return None
        return tr("Warning: {problem}. File → Table Image… sets it again.").format(problem=said(problem))
