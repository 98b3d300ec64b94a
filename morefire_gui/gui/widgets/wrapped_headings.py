"""Column headings that stay readable in a narrow column: a heading wider than its column is broken at its words onto
as many lines as the column's width needs (the header grows to show them), and is whole in its tooltip. A German
heading ("FIR, oder warum sie nicht feuert", "Zu Beginn gehalten") is often twice its English width: cut off at
1366 pixels, it would read as half a word."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QStyle, QTableWidget

__all__ = ["heading_room", "wrap_headings"]

_TITLE = Qt.ItemDataRole.UserRole + 41  # a heading's own words, before they are broken onto lines


def heading_room(header: QHeaderView, column: int) -> int:
    """The width a heading's text has in its section: the section less the style's margins on both sides."""
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return header.sectionSize(column) - 2 * margin - 2


def _lines(words: list[str], room: int, measure: Callable[[str], int]) -> list[str]:
    """The words on as few lines as ``room`` takes, each line as long as it may be (a word wider than it alone)."""
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and measure(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines


def _wrap(table: QTableWidget, column: int) -> None:
    header = table.horizontalHeader()
    item = table.horizontalHeaderItem(column)
    if item is None or header.sectionResizeMode(column) is QHeaderView.ResizeMode.ResizeToContents:
        return  # a section as wide as its contents always has room for its heading
    title = item.data(_TITLE)
    if not isinstance(title, str):
        title = item.text()
        item.setData(_TITLE, title)
    room = heading_room(header, column)
    metrics = header.fontMetrics()
    fits = metrics.horizontalAdvance(title) <= room
    text = title if fits or room <= 0 else "\n".join(_lines(title.split(), room, metrics.horizontalAdvance))
    if item.text() != text:
        item.setText(text)
    item.setToolTip("" if fits else title)


class _Follower(QObject):
    """Wraps a table's headings again whenever its header is shown or resized: a stretched section takes its new width
    then, not always saying so by ``sectionResized``."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table.horizontalHeader())
        self.table = table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.wrap()
            QTimer.singleShot(0, self, self.wrap)  # the stretched section is laid out after the resize
        return False

    def wrap(self) -> None:
        for column in range(self.table.columnCount()):
            _wrap(self.table, column)


def wrap_headings(table: QTableWidget) -> None:
    """Keep each heading of ``table`` readable whatever its column's width: broken at its words onto more lines when the
    column is narrower than it, whole again when the column is wide enough (a section as wide as its contents is left
    as it is). Follows the columns as they are resized."""
    header = table.horizontalHeader()
    if header.findChild(_Follower) is not None:
        return
    header.installEventFilter(_Follower(table))
    header.sectionResized.connect(lambda column, _old, _new: _wrap(table, column))
    for column in range(table.columnCount()):
        _wrap(table, column)
