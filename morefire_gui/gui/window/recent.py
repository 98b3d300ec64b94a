"""Battles opened lately and battles dropped: the File menu's Open Recent, and a battle file dropped anywhere on the
window, each opened after asking to save the battle open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent

from morefire_gui.gui.settings import recent_files, remember_file
from morefire_gui.gui.window.part import WindowPart


class RecentFilesPart(WindowPart):
    """Open Recent, kept first-opened-first, and the battle files the window takes by a drop."""

    def remember_opened(self, path: Path) -> None:
        """Put ``path`` first in Open Recent (every kind of open: the menu, a drop, the command line)."""
        remember_file(path)
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = recent_files()
        for n, f in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{n} {Path(f).name.replace('&', '&&')}" if n < 10 else Path(f).name)
            action.setToolTip(f)
            action.setStatusTip(f)
            action.triggered.connect(lambda checked=False, p=f: self._open_recent(p))
        self.recent_menu.setEnabled(bool(files))

    def _open_recent(self, path: str) -> None:
        if self.confirm_discard():
            self.open_path(Path(path))

    def _accept_battle_drops(self) -> None:
        """A battle file dropped anywhere on the window opens: the board takes no drops of its own, so a drag over
        it reaches the window."""
        self.setAcceptDrops(True)
        self.view.setAcceptDrops(False)
        self.view.viewport().setAcceptDrops(False)

    @staticmethod
    def dropped_battle(event: QDragEnterEvent | QDropEvent) -> Path | None:
        """The battle file a drag carries: one local file with a battle's ending."""
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        if len(urls) != 1 or not urls[0].isLocalFile():
            return None
        path = Path(urls[0].toLocalFile())
        return path if path.name.lower().endswith((".yaml", ".yml")) else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.dropped_battle(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """A battle file dropped anywhere on the window opens in it (after asking to save the open one)."""
        path = self.dropped_battle(event)
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        # Opened once the drop has finished: a message box inside a drop handler blocks the file manager's drag.
        QTimer.singleShot(0, self, lambda: self._open_recent(str(path)))  # dropped if the window goes first
