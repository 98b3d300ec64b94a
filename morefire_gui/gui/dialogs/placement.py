"""Placement complete: "once placement is complete, then the defender selects which boardedge will be his
baseline". The defender picks his edge; the deployment zones move to it and the victory point locations are marked
on the pieces placed. A table that does not hold what its terrain type asks for (Terrain and Weather Definitions) is
listed count by count, and completed only when the players choose to keep it as laid."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import nation_name, said, said_rule
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Edge
from morefire_gui.session.terrain_counts import RULE, TableCounts


class Placed(NamedTuple):
    """What the players chose: the defender's base edge, and whether the table is kept as laid."""

    edge: Edge
    as_laid: bool = False


class PlacementDialog(QDialog):
    """``counted``: the table counted against its terrain type (the session's count); None: not counted."""

    def __init__(self, battle: Battle, parent: QWidget | None = None, counted: TableCounts | None = None) -> None:
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
            ).format(who=f"{said_side_short(battle, defender.id)}, {nation_name(defender.nation)}")
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
        # What the terrain type asks for that the table lacks (or holds too many of), in sight before OK.
        self.shortfalls = QLabel()
        self.shortfalls.setWordWrap(True)
        self.shortfalls.setToolTip(said_rule(RULE))
        self.keep = QCheckBox(tr("Keep the table as laid"))
        self.keep.setToolTip(
            tr("The players agree to play on this table although it does not hold what its terrain type asks for.")
        )
        if counted is not None and not counted.counts:
            counted = None  # a terrain type whose text prints no counts (the players agree on the pieces)
        unmet = counted is not None and not counted.met
        if counted is not None:
            if unmet:
                heading = tr("The table does not hold what {terrain} asks for ({rule}):").format(
                    terrain=said(counted.terrain.label), rule=said_rule(RULE)
                )
                listed = "".join(f"<li>{said(line)}</li>" for line in counted.problems())  # each said in words
                shown = f"{heading}<ul style='margin-left: -20px'>{listed}</ul>"  # markup around translated words
                self.shortfalls.setText(shown)
            else:
                self.shortfalls.setText(
                    tr("The table holds what {terrain} asks for.").format(terrain=said(counted.terrain.label))
                )
            form.addRow(self.shortfalls)
        if unmet:
            form.addRow(self.keep)
        else:
            self.shortfalls.setVisible(counted is not None)
            self.keep.setVisible(False)
        form.addRow(tr("The defender's base edge"), self.edge)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if unmet:
            self.ok.setEnabled(False)
            self.ok.setToolTip(tr("Lay the pieces the list names, or tick Keep the table as laid."))
            self.keep.toggled.connect(self.ok.setEnabled)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._unmet = unmet
        # Tall enough for the wrapped text and the list at its width (a label that wraps asks for no height of its own).
        width = 520 if counted is not None else 460
        fit_to_screen(self, width, max(200, form.totalHeightForWidth(width)))

    def chosen(self) -> Placed:
        return Placed(Edge(self.edge.currentData()), self._unmet and self.keep.isChecked())

    @classmethod
    def ask(cls, battle: Battle, parent: QWidget | None = None, counted: TableCounts | None = None) -> Placed | None:
        dialog = cls(battle, parent, counted)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()
