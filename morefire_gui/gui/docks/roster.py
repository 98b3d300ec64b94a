"""The roster: every unit by side. Selecting a row selects (and shows) the counter on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QTreeWidget, QTreeWidgetItem, QWidget

from morefire_gui.gui.i18n import said, tr
from morefire_gui.session.battle_session import BattleSession


class RosterDock(QDockWidget):
    unit_activated = Signal(str)
    units_selected = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Roster"), parent)
        self.setObjectName("roster")
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Unit"), tr("Type"), tr("State")])
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.ExtendedSelection)
        self.tree.itemSelectionChanged.connect(self._on_tree_selection)
        self.tree.itemDoubleClicked.connect(self._on_tree_double_clicked)
        self.setWidget(self.tree)
        self._items: dict[str, QTreeWidgetItem] = {}
        self._syncing = False

    def refresh(self, session: BattleSession, hidden: frozenset[str] = frozenset()) -> None:
        """List the units by side; ``hidden`` units (the other side's hidden positions) are left out."""
        self._syncing = True
        selected = set(self.selected_ids())
        self.tree.clear()
        self._items.clear()
        battle = session.battle
        for side in battle.sides:
            units = [u for u in battle.units if u.side == side.id and u.id not in hidden]
            known = session.tables.nations.nations.get(side.nation)
            nation = said(known.name) if known is not None else side.nation
            heading = tr("{side} ({nation}, {edge} edge)").format(
                side=side.label, nation=nation, edge=said(side.edge.value)
            )
            count = tr("{n} units").format(n=len(units)) if len(units) != 1 else tr("1 unit")
            top = QTreeWidgetItem([heading, "", count])
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(top)
            for unit in units:
                entry = session.catalogue.get(unit.type)
                state = ", ".join(said(s.value) for s in unit.status)
                if unit.moved is not None:
                    state = ", ".join(filter(None, [state, tr("moved {code}").format(code=unit.moved.value)]))
                # An unnamed unit as its counter reads (the type's code), with its id to tell it from its fellows.
                label = unit.name or (f"{entry.code} ({unit.id})" if entry is not None else unit.id)
                row = QTreeWidgetItem([label, entry.name if entry else unit.type, state])
                row.setData(0, Qt.ItemDataRole.UserRole, unit.id)
                row.setToolTip(0, unit.id)
                top.addChild(row)
                self._items[unit.id] = row
                row.setSelected(unit.id in selected)
            top.setExpanded(True)
        for col in range(3):
            self.tree.resizeColumnToContents(col)
        self._syncing = False

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
