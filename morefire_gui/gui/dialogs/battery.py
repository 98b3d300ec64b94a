"""Define a battery (4.11): guns off the table of a calibre, naval guns (4.7), or on-board guns grouped from the
counters selected on the board. OK asks the session whether it would take the battery (``DefineBattery``, checked as
the battle file checks its batteries) and says why not; the feature then takes the action."""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from morefire_gui.gui.dialogs.resolution import sides_offered
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side_nation
from morefire_gui.gui.style import readable
from morefire_gui.io.validation_words import sentence
from morefire_gui.model.actions.artillery import DefineBattery
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.forces import new_battery_id


class BatteryDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        side_id: str | None = None,
        selected_units: list[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.selected_units = list(selected_units or [])
        self.setWindowTitle(tr("New battery"))
        battle = session.battle
        form = QFormLayout(self)
        self.side = QComboBox()
        for s in sides_offered(parent, battle):  # hot seat: only the side at the table defines its batteries
            self.side.addItem(said_side_nation(battle, s.id), s.id)
        if side_id is not None and self.side.findData(side_id) >= 0:
            self.side.setCurrentIndex(self.side.findData(side_id))
        self.kind = QComboBox()
        self.kind.addItem(tr("Guns off the table (1000 yd behind the base edge, 4.42)"), BatteryKind.OFF_BOARD.value)
        self.kind.addItem(tr("Naval guns (four guns, 175 mm+, 5000 yd out, 4.7)"), BatteryKind.NAVAL.value)
        self.kind.addItem(tr("Guns on the table: the guns selected on the board"), BatteryKind.ON_BOARD.value)
        self.name = QLineEdit()
        self.guns = QSpinBox(minimum=1, maximum=24, value=4)
        self.calibre = QDoubleSpinBox(decimals=1, minimum=20, maximum=460, value=105, suffix=tr(" mm"))
        self.mortar = QCheckBox(tr("Mortars (no error roll, limited range: 4.41)"))
        self.deployment = QComboBox()
        for state in DeploymentState:
            self.deployment.addItem(said(state.words), state.value)
        self.units = QLabel(", ".join(self.selected_units) or tr("none selected"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {readable('#b00020')}")
        form.addRow(tr("Side"), self.side)
        form.addRow(tr("Kind"), self.kind)
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Guns"), self.guns)
        form.addRow(tr("Calibre"), self.calibre)
        form.addRow("", self.mortar)
        form.addRow(tr("Selected guns"), self.units)
        form.addRow(tr("Set-up state (4.8)"), self.deployment)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._on_ok)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self._on_kind_changed()
        self.result_battery: BatteryDefinition | None = None

    def _on_kind_changed(self) -> None:
        kind = BatteryKind(self.kind.currentData())
        self.guns.setEnabled(kind is BatteryKind.OFF_BOARD)
        self.calibre.setEnabled(kind is BatteryKind.OFF_BOARD)
        self.mortar.setEnabled(kind is BatteryKind.OFF_BOARD)
        self.deployment.setEnabled(kind is BatteryKind.ON_BOARD)

    def battery(self) -> BatteryDefinition:
        battle = self.session.battle
        kind = BatteryKind(self.kind.currentData())
        data: dict[str, object] = {"side": self.side.currentData(), "kind": kind.value}
        # Another side's batteries may be secret: the id is counted among the side's own (the session's naming).
        side = str(self.side.currentData())
        data["id"] = new_battery_id(side, {b.id for b in battle.batteries if b.side == side} | battle.ids())
        if self.name.text().strip():
            data["name"] = self.name.text().strip()
        if kind is BatteryKind.OFF_BOARD:
            data.update(guns=self.guns.value(), calibre_mm=self.calibre.value(), mortar=self.mortar.isChecked())
        elif kind is BatteryKind.ON_BOARD:
            data["units"] = self.selected_units
            data["deployment"] = self.deployment.currentData()
            if self.deployment.currentData() in ("setting_up", "breaking_down"):
                data["turns_remaining"] = 1
        return BatteryDefinition.model_validate(data)

    def _on_ok(self) -> None:
        try:
            battery = self.battery()
        except ValidationError as exc:
            self.error.setText("; ".join(sentence(e) for e in exc.errors()))
            return
        # The session decides, with the file's own checks (guns of one calibre, units that are guns of the side, ...).
        check = self.session.preview(DefineBattery(battery=battery))
        if check.refused:
            self.error.setText(said(check.refusal))
            return
        self.result_battery = battery
        self.accept()

    @classmethod
    def ask(
        cls,
        session: BattleSession,
        side_id: str | None = None,
        selected_units: list[str] | None = None,
        parent: QWidget | None = None,
    ) -> BatteryDefinition | None:
        dialog = cls(session, side_id, selected_units, parent)
        return dialog.result_battery if dialog.exec() == QDialog.DialogCode.Accepted else None
