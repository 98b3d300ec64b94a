"""New battle: the table's size and unit, the ground scale of rule 1.1, and the two sides."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import nation_name, said
from morefire_gui.gui.style import readable
from morefire_gui.model.battle import Side
from morefire_gui.model.terms import Edge
from morefire_gui.rules.scales import preset_scale
from morefire_gui.rules.tables import RuleTables

OPPOSITE = {Edge.NORTH: Edge.SOUTH, Edge.SOUTH: Edge.NORTH, Edge.EAST: Edge.WEST, Edge.WEST: Edge.EAST}
CUSTOM = "custom"


@dataclass(frozen=True)
class NewBattleSpec:
    title: str
    width: float
    depth: float
    unit: str
    scale: str | dict[str, float]
    sides: list[Side]


class NewBattleDialog(QDialog):
    def __init__(self, tables: RuleTables, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New battle"))
        form = QFormLayout(self)
        self.title = QLineEdit(tr("New battle"))
        self.table_width = QDoubleSpinBox(decimals=1, minimum=6, maximum=1000, value=72)
        self.table_depth = QDoubleSpinBox(decimals=1, minimum=6, maximum=1000, value=48)
        self.unit = QComboBox()
        self.unit.addItem(tr("inches"), "in")
        self.unit.addItem(tr("centimetres"), "cm")
        self.scale = QComboBox()
        for name, preset in tables.scales.presets.items():
            self.scale.addItem(f"{name} — {said(preset.text)}", name)
        self.scale.addItem(tr("Custom: yards per inch"), CUSTOM)
        self.scale.setCurrentIndex(self.scale.findData("1:50"))
        self.yards_per_inch = QDoubleSpinBox(decimals=1, minimum=1, maximum=1000)
        self._scales = tables.scales
        self.scale.currentIndexChanged.connect(self._on_scale_changed)
        self._on_scale_changed()
        self.axis_nation = QComboBox()
        self.allied_nation = QComboBox()
        for combo in (self.axis_nation, self.allied_nation):
            for n in tables.nations.nations:
                combo.addItem(nation_name(n), n)
        self.axis_nation.setCurrentIndex(self.axis_nation.findData("germany"))
        self.allied_nation.setCurrentIndex(self.allied_nation.findData("ussr"))
        self.axis_edge = QComboBox()
        # The edges as a player names them in a list ("North"), the file's ids ("north") kept as the items' data.
        edge_names = {Edge.NORTH: tr("North"), Edge.SOUTH: tr("South"), Edge.EAST: tr("East"), Edge.WEST: tr("West")}
        for e in Edge:
            self.axis_edge.addItem(edge_names[e], e.value)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {readable('#b00020')}")
        form.addRow(tr("Title"), self.title)
        form.addRow(tr("Table width (east–west)"), self.table_width)
        form.addRow(tr("Table depth (north–south)"), self.table_depth)
        form.addRow(tr("Measured in"), self.unit)
        form.addRow(tr("Ground scale (rule 1.1)"), self.scale)
        form.addRow(tr("Yards per inch"), self.yards_per_inch)
        form.addRow(tr("Axis nation"), self.axis_nation)
        form.addRow(tr("Axis base edge"), self.axis_edge)
        form.addRow(tr("Allied nation"), self.allied_nation)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._on_ok)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _on_scale_changed(self) -> None:
        # A preset's yards per inch are shown as it gives them (rule 1.1: 1:50 is 50 yards); a custom scale starts from
        # the preset chosen before it, for the player to change.
        custom = self.scale.currentData() == CUSTOM
        if not custom:
            self.yards_per_inch.setValue(preset_scale(self.scale.currentData(), self._scales).yards_per_inch)
        self.yards_per_inch.setEnabled(custom)

    def spec(self) -> NewBattleSpec:
        axis_edge = Edge(self.axis_edge.currentData())
        scale: str | dict[str, float] = self.scale.currentData()
        if scale == CUSTOM:
            scale = {"yards_per_inch": self.yards_per_inch.value()}
        return NewBattleSpec(
            title=self.title.text().strip(),
            width=self.table_width.value(),
            depth=self.table_depth.value(),
            unit=self.unit.currentData(),
            scale=scale,
            sides=[
                Side(id="axis", nation=self.axis_nation.currentData(), edge=axis_edge),
                Side(id="allies", nation=self.allied_nation.currentData(), edge=OPPOSITE[axis_edge]),
            ],
        )

    def _on_ok(self) -> None:
        if not self.title.text().strip():
            self.error.setText(tr("Give the battle a title."))
            return
        self.accept()

    @classmethod
    def ask(cls, tables: RuleTables, parent: QWidget | None = None) -> NewBattleSpec | None:
        dialog = cls(tables, parent)
        return dialog.spec() if dialog.exec() == QDialog.DialogCode.Accepted else None
