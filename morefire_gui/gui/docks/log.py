"""The log: what was measured, moved and changed, newest last, with a search box."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLineEdit, QListWidget, QVBoxLayout, QWidget

from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.log import LogEntry


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Log", parent)
        self.setObjectName("log")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the log")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        self.setWidget(body)

    def append(self, text: str) -> None:
        stamp = datetime.datetime.now().strftime("%H:%M:%S")
        self.list.addItem(f"{stamp}  {text}")
        item = self.list.item(self.list.count() - 1)
        needle = self.search.text().strip().lower()
        item.setHidden(bool(needle) and needle not in item.text().lower())
        self.list.scrollToBottom()

    def append_entry(self, entry: LogEntry) -> None:
        """A resolution from the battle log: its title and summary, every step in the tooltip."""
        turn = f"T{entry.turn} " if entry.turn else ""
        text = f"{turn}{entry.title}" + (f" — {entry.summary}" if entry.summary else "")
        self.append(text)
        item = self.list.item(self.list.count() - 1)
        item.setToolTip(steps_html(entry.steps, entry.title))
        item.setData(Qt.ItemDataRole.UserRole, entry.seq)

    def show_log(self, entries: list[LogEntry]) -> None:
        self.list.clear()
        for entry in entries:
            self.append_entry(entry)

    def entries(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(needle) and needle not in item.text().lower())
