"""The roster: every unit by side. Selecting a row selects (and shows) the counter on the board."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from morefire_gui.gui.i18n import said, tr
from morefire_gui.gui.said import entry_name, nation_name, said_label
from morefire_gui.gui.side_words import said_side
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.gun_deployment import deployment_words, lone_gun_state
from morefire_gui.session.names import unit_labels, unit_names
from morefire_gui.session.sequence_of_play import move_of_the_turn
from morefire_gui.session.visibility import View


def _text_margins(tree: QTreeWidget) -> int:
    """The room a cell's text leaves at its two sides (the style's focus frame margin and one, each side)."""
    return 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)


def _cut_to(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` whole where it is no wider than ``room``, else cut at its end with "…" to a width within it (Qt's own
    cut may come out a pixel or two wider than the room it was given)."""
    room = max(room, 0)
    given = room
    while metrics.horizontalAdvance(shown := metrics.elidedText(text, Qt.TextElideMode.ElideRight, given)) > room:
        given -= metrics.horizontalAdvance(shown) - room
    return shown


class _OneLineDelegate(QStyledItemDelegate):
    """A type or a state on one line: whole where its column holds it, else cut at its end with "…" (its designation,
    which comes first, read; the whole text in the cell's tooltip), so that every unit is a row of one line."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.column() != 0 and option.text:
            room = self._tree.header().sectionSize(index.column()) - _text_margins(self._tree)
            option.text = _cut_to(option.text, option.fontMetrics, room)

    def shown_text(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """The cell's text as the roster draws it (cut at its end with "…" where its column is narrower than it)."""
        option = QStyleOptionViewItem()
        option.initFrom(self._tree)
        self.initStyleOption(option, index)
        return str(option.text)


class _RosterTree(QTreeWidget):
    """The roster's table, its columns fitted to the dock's width whenever it changes or the units do: the unit's label
    whole; the type and the state sharing the rest, each whole where it takes no more than half of it, else cut at its
    end (where no unit has a state and the three columns do not fit, the State column is left
    out and the type has its room). Every unit a row of one line; nothing scrolls sideways, with units or without."""

    def fit_columns(self) -> None:
        header = self.header()
        room = self.viewport().width()
        units = self._units()
        if room <= 0:
            return
        if not units:  # the headings alone, the state's taking what is left
            header.setSectionHidden(2, False)
            first, second = header.sectionSizeFromContents(0).width(), header.sectionSizeFromContents(1).width()
            for column, width in enumerate([first, second, max(room - first - second, 0)]):
                header.resizeSection(column, width)
            return
        gap = _text_margins(self) + 2  # its margins
        metrics = self.fontMetrics()

        def heading(column: int) -> int:
            return header.sectionSizeFromContents(column).width()

        def longest_word(column: int) -> int:
            return max((metrics.horizontalAdvance(w) for unit in units for w in unit.text(column).split()), default=0)

        unit, kind, state = self._whole_columns(units)
        stateless = not any(u.text(2) for u in units)
        # No unit has a state, and the three columns do not fit: the State column is left out, the type has its room.
        header.setSectionHidden(2, stateless and unit + kind + state > room)
        if header.isSectionHidden(2):
            widths = [unit, max(room - unit, heading(1))]
        elif unit + kind + state <= room:  # all whole: the state takes what is left
            widths = [unit, kind, room - unit - kind]
        else:
            # The type and the state share the room the label leaves, each whole where it takes no more than half of
            # it ("in Deckung" read whole, the type cut at its end: "SdKfz 251/1 (Schü…"), the other taking the rest;
            # both longer, half each, the state at least as wide as its heading or its longest word. What is cut is
            # whole in its cell's tooltip.
            shared = room - unit
            half = shared // 2
            least = max(heading(2), longest_word(2) + gap)
            if state <= half:
                kind = shared - state
            elif kind > half:
                kind = shared - max(half, least)
            kind = max(min(kind, shared - least), heading(1))
            widths = [unit, kind, max(shared - kind, heading(2))]
        for column, width in enumerate(widths):
            header.resizeSection(column, width)
        self.viewport().update()  # the cells cut anew at these widths

    def _whole_columns(self, units: list[QTreeWidgetItem]) -> tuple[int, int, int]:
        """Each column's width with every unit's text in it on one line, and its heading whole."""
        gap = _text_margins(self) + 2  # its margins
        metrics = self.fontMetrics()
        header = self.header()

        def whole(column: int, step: int = 0) -> int:
            widest = max(metrics.horizontalAdvance(unit.text(column)) for unit in units) + gap + step
            return max(widest, header.sectionSizeFromContents(column).width())

        return whole(0, self.indentation()), whole(1), whole(2)  # a side's units a step in

    def whole_width(self) -> int:
        """How wide the table is with every unit's label, type and state on one line, its scroll bar shown."""
        units = self._units()
        if not units:
            return 0
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return sum(self._whole_columns(units)) + 2 * self.frameWidth() + scroll_bar

    def _units(self) -> list[QTreeWidgetItem]:
        return [row for top in self._tops() for j in range(top.childCount()) if (row := top.child(j)) is not None]

    def _tops(self) -> list[QTreeWidgetItem]:
        return [top for i in range(self.topLevelItemCount()) if (top := self.topLevelItem(i)) is not None]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()


class RosterDock(QDockWidget):
    unit_activated = Signal(str)
    units_selected = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Roster"), parent)
        self.setObjectName("roster")
        self.tree = _RosterTree()
        self.tree.setHeaderLabels([tr("Unit"), tr("Type"), tr("State")])
        # No sideways scrolling: the unit's label whole, its type whole (cut at its end where the dock is narrow), the
        # state in what is left, each unit a row of one line; the side's two lines across the dock's width
        # (_RosterTree.fit_columns).
        self.tree.setWordWrap(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.setItemDelegate(_OneLineDelegate(self.tree))
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Each side a heading in bold (double-click folds it), its units a small step in (4 pixels): the room goes to
        # their type, "T-34/76 model 1943" whole on a laptop.
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(4)
        self.tree.header().setStretchLastSection(False)
        for column in range(3):  # fitted by the tree to its width, not by hand
            self.tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.ExtendedSelection)
        self.tree.itemSelectionChanged.connect(self._on_tree_selection)
        self.tree.itemDoubleClicked.connect(self._on_tree_double_clicked)
        self.setWidget(self.tree)
        self._items: dict[str, QTreeWidgetItem] = {}
        self._syncing = False

    def refresh(self, session: BattleSession, hidden: frozenset[str] = frozenset(), view: View | None = None) -> None:
        """List the units by side, the viewing side's first; ``hidden`` units (the other side's hidden positions) are
        left out, and what a side's ``view`` keeps from it (another side's guns' set-up state, 4.8)."""
        self._syncing = True
        selected = set(self.selected_ids())
        self.tree.clear()
        self._items.clear()
        battle = session.battle
        # Each counter by its label on the board ("SdKfz 251 1"): the roster and the board name it alike.
        listed = [u.id for u in battle.units if u.id not in hidden]
        labels = {uid: said_label(label) for uid, label in unit_labels(session, listed).items()}  # as the board says
        whole_names = unit_names(session, listed)
        # A side's view lists the side at the table first, its own units where the eye starts; the umpire's view the
        # file's order.
        at_table = view.side if view is not None else None
        for side in sorted(battle.sides, key=lambda s: s.id != at_table):
            units = [u for u in battle.units if u.side == side.id and u.id not in hidden]
            # Two lines, so that the dock's width holds them: who, then its nation, edge and strength (German, of longer
            # words, gives the nation a line of its own: "Großbritannien & Commonwealth").
            count = tr("%n unit(s)", None, len(units))
            top = QTreeWidgetItem(
                [
                    tr("{side}\n{nation}, {edge} edge, {count}").format(
                        side=said_side(session.battle, side.id),
                        nation=nation_name(side.nation),
                        edge=said(side.edge.value),
                        count=count,
                    )
                ]
            )
            top.setToolTip(0, top.text(0))
            heading = top.font(0)
            heading.setBold(True)
            top.setFont(0, heading)
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)  # the side's line across the whole width, not cut to the first column
            for unit in units:
                entry = session.catalogue.get(unit.type)
                state = ", ".join(said(s.value) for s in unit.status)
                if unit.moved is not None:  # in words, as the Phase dock notes it: "mounted T-34 #2", "moved at B"
                    state = ", ".join(filter(None, [state, said(move_of_the_turn(session, unit, view))]))
                gun = lone_gun_state(session, unit) if view is None or view.shows_side_secrets(unit.side) else None
                if gun is not None and gun.deployment.state is not DeploymentState.DEPLOYED:
                    state = ", ".join(filter(None, [state, said(deployment_words(gun.deployment))]))
                row = QTreeWidgetItem([labels[unit.id], entry_name(entry) if entry else unit.type, state])
                row.setData(0, Qt.ItemDataRole.UserRole, unit.id)
                row.setToolTip(0, said(whole_names[unit.id]))
                row.setToolTip(1, row.text(1))
                row.setToolTip(2, state)
                top.addChild(row)
                self._items[unit.id] = row
                row.setSelected(unit.id in selected)
            top.setExpanded(True)
        self.tree.fit_columns()
        self._syncing = False

    def whole_width(self) -> int:
        """How wide the dock is for its units to read whole, each on one line (a first start on a large screen)."""
        return self.tree.whole_width() + self.width() - self.tree.width()

    def selected_ids(self) -> list[str]:
        return [
            i.data(0, Qt.ItemDataRole.UserRole)
            for i in self.tree.selectedItems()
            if i.data(0, Qt.ItemDataRole.UserRole)
        ]

    def show_selection(self, ids: list[str]) -> None:
        self._syncing = True
        for uid, item in self._items.items():
            item.setSelected(uid in ids)
        self._syncing = False

    def _on_tree_selection(self) -> None:
        if not self._syncing:
            self.units_selected.emit(self.selected_ids())

    def _on_tree_double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        uid = item.data(0, Qt.ItemDataRole.UserRole)
        if uid:
            self.unit_activated.emit(uid)
