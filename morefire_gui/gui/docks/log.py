"""The log dock. "Battle log": every resolution of the battle log, grouped by turn, newest last; select one to
see every roll, table row and modifier that decided it. "Messages": what was measured, moved and changed in
this window, each side's own in the hot seat (the umpire reads every one). One search box filters both."""

from __future__ import annotations

import datetime
import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QDateTime, QEvent, QLocale, QObject, Qt, QTime
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.widgets.side_drafts import SideDrafts
from morefire_gui.gui.widgets.steps_view import steps_html, steps_text
from morefire_gui.model.log import LogEntry
from morefire_gui.rules.sequence import SequenceTables
from morefire_gui.session.log_headings import SET_UP, entry_step, heading_order, in_set_up, log_heading

if TYPE_CHECKING:
    from morefire_gui.session.visibility import View

SIDE_EMS = 7  # the side column's widest on a narrow log, in the width of an "M" ...
SIDE_SHARE = 0.18  # ... or this share of the list's width, where that is more (a wide screen shows a side whole)


# Said when shown, not when this module is imported: the words follow the language the interface has then.
def _free_play() -> str:
    return tr("free play")


def _free_play_tip() -> str:
    return tr("taken in a battle played free of the sequence of play")


def _when(at: str) -> str:
    """When an entry was recorded, as the player's locale writes a date and time ("05/12/2026 09:17"), in the
    player's time zone; the file's text as it is where it is no ISO 8601 time."""
    try:
        stamp = datetime.datetime.fromisoformat(at)
    except ValueError:
        return at
    local = stamp.astimezone() if stamp.tzinfo is not None else stamp
    return QLocale().toString(
        QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute)),
        QLocale.FormatType.ShortFormat,
    )


def _top_items(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    """The tree's top-level items, in order (Qt gives None only for an index past the last)."""
    return [group for i in range(tree.topLevelItemCount()) if (group := tree.topLevelItem(i)) is not None]


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """The item's children, in order (Qt gives None only for an index past the last)."""
    return [child for i in range(item.childCount()) if (child := item.child(i)) is not None]


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Log"), parent)
        self.setObjectName("log")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search the log"))
        self.search.setToolTip(tr("Search the log (a unit, a die, a rule number, a word)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.search_drafts = SideDrafts((self.search,))  # each side's search, kept for its player (set_view)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Resolution"), tr("Side"), tr("Phase")])
        # The resolution takes the room the side and the step leave, elided at its end (the whole of it, and every
        # roll, in its tooltip and beside the list): no line is cut to a few letters.
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)  # _fit_side: a long side name elided
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(2, 140)  # the step in words, elided (whole in its tooltip)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.currentItemChanged.connect(self._on_tree_current_changed)
        self.tree.viewport().installEventFilter(self)
        self.detail = QTextBrowser()
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tree)
        split.addWidget(self.detail)
        split.setSizes([700, 300])
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.tabs = QTabWidget()
        self.tabs.addTab(split, tr("Battle log"))
        self.tabs.addTab(self.list, tr("Messages"))
        # The search box beside the tabs, so that the log's height goes to its lines.
        self.search.setMinimumWidth(220)
        self.tabs.setCornerWidget(self.search, Qt.Corner.TopRightCorner)
        layout.addWidget(self.tabs)
        self.setWidget(body)
        # The headings: the set-up (0), then each turn (session/log_headings.py decides an entry's).
        self._turns: dict[int, QTreeWidgetItem] = {}
        self._entries: dict[int, LogEntry] = {}
        self.view: View | None = None  # whose view (hot seat): the other side's secret entries are not listed
        # Every message said, with the side whose view it was said in (None: the umpire's): each side reads its own.
        self._messages: list[tuple[str | None, str]] = []
        self.sequence: SequenceTables | None = None  # the battle's steps, to name an entry's step in words
        # A side as the player reads it ("Kampfgruppe Peiper"), never its id; the id where no battle says otherwise.
        self.side_words: Callable[[str], str] = lambda side: side
        # The same without its role ("Axis" for "Axis (attacker)"), for the narrow side column: it reads whole there,
        # the side's whole name in the cell's tooltip.
        self.short_side_words: Callable[[str], str] = lambda side: self.side_words(side)

    # -- messages (this window's own trail; not saved) -------------------------------------------------------------------
    def append(self, text: str) -> None:
        """A message said in this window, kept as said in the view shown (a side's, or the umpire's): a side reads its
        own messages alone; the umpire reads every one (_show_messages)."""
        stamp = datetime.datetime.now().strftime("%H:%M:%S")
        self._messages.append((self._whose(), f"{stamp}  {text}"))
        self._add_message(self._messages[-1][1])
        self.list.scrollToBottom()

    def _whose(self) -> str | None:
        return self.view.side if self.view is not None else None

    def _add_message(self, text: str) -> None:
        self.list.addItem(text)
        item = self.list.item(self.list.count() - 1)
        item.setHidden(not self._matches(item.text()))

    def _show_messages(self) -> None:
        """List the messages the view shown may read: a side's own, said while the table was its (another side's may
        hold its secrets: what it measured, its orders, its hidden positions' names); in the umpire's view, every
        one. The others are not in the list at all, hidden or not: nothing of them is read, copied or searched."""
        side = self._whose()
        self.list.clear()
        for whose, text in self._messages:
            if side is None or whose == side:
                self._add_message(text)
        self.list.scrollToBottom()

    def entries(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def clear_messages(self) -> None:
        """A hand-over: the last player's messages leave the list, kept for that side, and the next player's own
        messages show again (the battle log stays, listed as the next player's view may read it; the search is the
        next player's own, set_view)."""
        self._show_messages()

    # -- the battle log ----------------------------------------------------------------------------------------------------------
    def show_log(self, entries: list[LogEntry]) -> None:
        self.tree.clear()
        self._turns.clear()
        self._entries.clear()
        self.detail.clear()
        # Listed in one go, then scrolled and sized once: each step per entry made opening a long game's log (4,000
        # entries) take half a minute.
        items = [item for entry in entries if (item := self._add_entry(entry)) is not None]
        for group in self._turns.values():
            group.setHidden(all(child.isHidden() for child in _children(group)))
        if items:
            self.tree.scrollToItem(items[-1])
        self._fit_side()

    def set_view(self, view: View | None, entries: list[LogEntry]) -> None:
        """List ``entries`` as ``view``'s side may read them: another side's secret entries are left out. The search
        is the side's own: what the last player searched for (a secret of theirs) is kept for them, and found again
        when the table comes back."""
        self.view = view
        self.search_drafts.fill_for(view.side if view is not None else None, lambda: self.show_log(entries))
        self._show_messages()  # the side's own messages, found again when the table comes back

    def append_entry(self, entry: LogEntry) -> None:
        """A resolution from the battle log, under its turn; its steps show when it is selected. Another side's
        secret entry (its batteries, its written requests) is not listed in a side's view."""
        item = self._add_entry(entry)
        if item is None:
            return
        group = item.parent()
        if group is not None:  # always: every entry is listed under its turn
            group.setHidden(all(child.isHidden() for child in _children(group)))
        self.tree.scrollToItem(item)
        self._fit_side()

    def _fit_side(self) -> None:
        """The side column as wide as its names, up to a limit: a long side name ("181st Tank Brigade") is elided
        on a laptop's log (whole in its tooltip), and the resolution keeps the room; a wide log shows it whole."""
        self.tree.resizeColumnToContents(1)
        limit = max(
            self.tree.fontMetrics().horizontalAdvance("M") * SIDE_EMS, int(self.tree.viewport().width() * SIDE_SHARE)
        )
        if self.tree.header().sectionSize(1) > limit:
            self.tree.header().resizeSection(1, limit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_side()  # the window made wider or narrower: the side column's limit follows
        return super().eventFilter(watched, event)

    def _add_entry(self, entry: LogEntry) -> QTreeWidgetItem | None:
        from morefire_gui.session.visibility import entry_seen

        if not entry_seen(entry, self.view):
            return None
        order = heading_order(entry)
        group = self._turns.get(order)
        if group is None:
            group = QTreeWidgetItem([said(log_heading(entry)), "", ""])
            self._turns[order] = group
            # In the order of the headings: the set-up's first, though an entry of it comes after turn 1's (the
            # file's, or one written after an action of play was undone).
            later = [n for n in self._turns if n > order]
            if later:
                self.tree.insertTopLevelItem(self.tree.indexOfTopLevelItem(self._turns[min(later)]), group)
            else:
                self.tree.addTopLevelItem(group)
            group.setExpanded(True)
        title, summary = said(entry.title), said(entry.summary)
        text = tr("{title} — {summary}").format(title=title, summary=summary) if summary else title
        phase = self._step_words(entry)
        if entry.free:  # taken in a battle played free of the sequence of play: said beside its step
            phase = f"{phase} · {_free_play()}" if phase else _free_play()
        side = self.side_words(entry.side) if entry.side else ""
        item = QTreeWidgetItem([text, self.short_side_words(entry.side) if entry.side else "", phase])
        item.setToolTip(2, phase + (f"\n{_free_play_tip()}" if entry.free else ""))
        item.setToolTip(1, side)
        item.setData(0, Qt.ItemDataRole.UserRole, entry.seq)
        item.setToolTip(0, steps_html(entry.steps, entry.title))
        group.addChild(item)
        self._entries[entry.seq] = entry
        item.setHidden(not self._entry_matches(entry))
        return item

    def _step_words(self, entry: LogEntry) -> str:
        """The entry's step in words (none for the set-up's), said in the interface's language."""
        if self.sequence is None:
            return "" if in_set_up(entry) else entry.phase or ""
        return said(entry_step(self.sequence, entry))

    def battle_entries(self) -> list[str]:
        """The resolutions as the tree shows them, oldest first."""
        out = []
        for group in _top_items(self.tree):
            out += [f"{group.text(0)}: {child.text(0)}" for child in _children(group)]
        return out

    def select_entry(self, seq: int) -> None:
        for group in _top_items(self.tree):
            for child in _children(group):
                if child.data(0, Qt.ItemDataRole.UserRole) == seq:
                    self.tree.setCurrentItem(child)
                    return

    def _on_tree_current_changed(self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        seq = current.data(0, Qt.ItemDataRole.UserRole) if current is not None else None
        entry = self._entries.get(seq) if seq is not None else None
        if entry is None:
            self.detail.clear()
            return
        when = " · ".join(
            filter(
                None,
                [
                    said(SET_UP) if in_set_up(entry) else tr("turn {turn}").format(turn=entry.turn),
                    self._step_words(entry),
                    self.side_words(entry.side) if entry.side else "",
                    _when(entry.at),
                    _free_play_tip() if entry.free else "",
                ],
            )
        )
        self.detail.setHtml(
            f"<p><b>{html.escape(said(entry.title))}</b><br>{html.escape(said(entry.summary))}<br><small>"
            f"{html.escape(when)}</small></p>" + steps_html(entry.steps)
        )

    # -- search --------------------------------------------------------------------------------------------------------------------
    def _needle(self) -> str:
        return self.search.text().strip().lower()

    def _matches(self, text: str) -> bool:
        needle = self._needle()
        return not needle or needle in text.lower()

    def _entry_matches(self, entry: LogEntry) -> bool:
        haystack = " ".join(
            [
                entry.title,
                entry.summary,
                said(entry.title),
                said(entry.summary),
                entry.side or "",
                self.side_words(entry.side) if entry.side else "",
                entry.phase or "",
                entry.kind,
                _free_play() if entry.free else "",
                *(s.text for s in entry.steps),
                *steps_text(entry.steps),
            ]
        )
        return self._matches(haystack)

    def _filter(self, text: str) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(not self._matches(item.text()))
        for group in _top_items(self.tree):
            for child in _children(group):
                entry = self._entries.get(child.data(0, Qt.ItemDataRole.UserRole))
                child.setHidden(entry is None or not self._entry_matches(entry))
            group.setHidden(all(child.isHidden() for child in _children(group)))
