"""The roster: every unit by side. Selecting a row selects (and shows) the counter on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from morefire_gui.gui.i18n import said, tr
from morefire_gui.gui.said import entry_name
from morefire_gui.gui.side_words import said_side
from morefire_gui.rules.artillery.batteries import DeploymentState
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.gun_deployment import deployment_words, lone_gun_state
from morefire_gui.session.names import unit_labels, unit_names
from morefire_gui.session.visibility import View


class RosterDock(QDockWidget):
    unit_activated = Signal(str)
    units_selected = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Roster"), parent)
        self.setObjectName("roster")
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Unit"), tr("Type"), tr("State")])
        # No sideways scrolling: the unit's label whole, its type elided where the dock is narrow (whole in its
        # tooltip), the side's line wrapped across the dock's width.
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # the type and the state share
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.ExtendedSelection)
        self.tree.itemSelectionChanged.connect(self._on_tree_selection)
        self.tree.itemDoubleClicked.connect(self._on_tree_double_clicked)
        self.setWidget(self.tree)
        self._items: dict[str, QTreeWidgetItem] = {}
        self._syncing = False

    def refresh(self, session: BattleSession, hidden: frozenset[str] = frozenset(), view: View | None = None) -> None:
        """List the units by side; ``hidden`` units (the other side's hidden positions) are left out, and what a
        side's ``view`` keeps from it (another side's guns' set-up state, 4.8)."""
        self._syncing = True
        selected = set(self.selected_ids())
        self.tree.clear()
        self._items.clear()
        battle = session.battle
        # Each counter by its label on the board ("SdKfz 251 1"): the roster and the board name it alike.
        listed = [u.id for u in battle.units if u.id not in hidden]
        labels, whole_names = unit_labels(session, listed), unit_names(session, listed)
        for side in battle.sides:
            units = [u for u in battle.units if u.side == side.id and u.id not in hidden]
            known = session.tables.nations.nations.get(side.nation)
            nation = said(known.name) if known is not None else side.nation
            # Two lines, so that the dock's width holds them: who, then its nation, edge and strength.
            count = tr("{n} units").format(n=len(units)) if len(units) != 1 else tr("1 unit")
            top = QTreeWidgetItem(
                [
                    tr("{side}\n{nation}, {edge} edge, {count}").format(
                        side=said_side(session.battle, side.id), nation=nation, edge=said(side.edge.value), count=count
                    )
                ]
            )
            top.setToolTip(0, top.text(0))
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)  # the side's line across the whole width, not cut to the first column
            for unit in units:
                entry = session.catalogue.get(unit.type)
                state = ", ".join(said(s.value) for s in unit.status)
                if unit.moved is not None:
                    state = ", ".join(filter(None, [state, tr("moved {code}").format(code=unit.moved.value)]))
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
