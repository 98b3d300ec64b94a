"""Placement complete: "once placement is complete, then the defender selects which boardedge will be his
baseline". The defender picks his edge; the deployment zones move to it and the victory point locations are marked
on the pieces placed."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import nation_name, said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_by_role
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Edge


class PlacementDialog(QDialog):
    def __init__(self, battle: Battle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Placement complete"))
        mission = battle.mission
        defender = battle.side(mission.defender) if mission is not None else None
        count = len(battle.terrain)
        pieces = (
            tr("No terrain piece is on the table.")
            if count == 0
            else tr("One terrain piece is on the table.")
            if count == 1
            else tr("{len} terrain pieces are on the table.").format(len=count)
        )
        if defender is not None:
            then = tr(
                "Once placement is complete, the defender ({who}) selects which board edge will be his baseline; the "
                "attacker takes the opposite edge. The deployment zones move to the edges and the victory point "
                "locations are marked on the hills, fords, bridges, crossroads, road exits and buildings placed."
            ).format(who=f"{said_side_by_role(battle, defender.id)}, {nation_name(defender.nation)}")
        else:
            then = tr(
                "Once placement is complete, the defender selects which board edge will be his baseline; the attacker "
                "takes the opposite edge. The deployment zones move to the edges and the victory point locations are "
                "marked on the hills, fords, bridges, crossroads, road exits and buildings placed."
            )
        text = f"{pieces} {then}"
        intro = QLabel(text)
        intro.setWordWrap(True)
        self.edge = QComboBox()
        for edge in Edge:
            name = said(edge.value)
            self.edge.addItem(name[:1].upper() + name[1:], edge.value)
        if defender is not None:
            self.edge.setCurrentIndex(self.edge.findData(defender.edge.value))
        form = QFormLayout(self)
        form.addRow(intro)
        form.addRow(tr("The defender's base edge"), self.edge)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        fit_to_screen(self, 460, 200)

    def chosen(self) -> Edge:
        return Edge(self.edge.currentData())

    @classmethod
    def ask(cls, battle: Battle, parent: QWidget | None = None) -> Edge | None:
        dialog = cls(battle, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()
