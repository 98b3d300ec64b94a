"""Battle → Mission…: a battle laid out by hand given a mission from the scenario system, so that Battle → Score Battle
scores it by the victory conditions. The players choose the defender's mission (Table VI, or RAID's), the side that
attacks, the victory point schedule's column and the victory point locations: every hill, ford, bridge, crossroad,
road exit and building on the table is listed, those the scenario system marks on a table laid by hand ticked; the
players tick or untick any of them. OK hands the :class:`~morefire_gui.model.actions.forces.SetMission` action to the
window (through ``give``), which performs it as one undoable step; a refusal stays in the dialog to be read.

The dialog decides nothing: the locations ticked at first are the session's reading (session/mission.py), and the
values shown the schedule's."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.i18n import QT_TR_NOOP, coordinates, kept_texts, tr
from morefire_gui.gui.said import said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.model.actions.forces import SetMission, VpPick
from morefire_gui.model.battle import Battle
from morefire_gui.model.scenario import VP_KIND_NAMES
from morefire_gui.rules.scenario.terms import Mission, VpKind, VpSchedule
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.mission import OfferedLocation, default_picks, offered_locations, offered_spot

LOCATION_COLUMNS = [
    QT_TR_NOOP("Location"),
    QT_TR_NOOP("Where"),
    QT_TR_NOOP("Held at start"),
    QT_TR_NOOP("Standard"),
    QT_TR_NOOP("Retained"),
    QT_TR_NOOP("Captured"),
]
VALUES = 3  # the first of the columns of the schedule's values
NO_MISSION = ""  # the radio button's data for taking the mission away


class BattleMissionDialog(QDialog):
    """``give`` takes the action and says whether it was taken (False: refused, with why in ``refusal``)."""

    def __init__(
        self,
        battle: Battle,
        tables: RuleTables,
        give: Callable[[SetMission], str | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.battle, self.tables, self._give = battle, tables, give
        self.setWindowTitle(tr("Mission"))
        mission = battle.mission
        intro = QLabel(
            tr(
                "Give the battle a mission from the scenario system, so that it can be scored by the victory "
                "conditions (Battle → Score Battle). The victory point locations ticked are those the scenario system "
                "marks on a table laid by hand; tick or untick any hill, ford, bridge, crossroad, road exit or "
                "building on the table. Each is held at the start by the side that controls it now."
            )
        )
        intro.setWordWrap(True)

        # The defender's mission: one button each, with its point ratio.
        self.missions = QButtonGroup(self)
        self.mission_buttons: dict[str, QRadioButton] = {}
        missions_box = QGroupBox(tr("Defender's mission (Table VI)"))
        missions_row = QVBoxLayout(missions_box)
        kinds: list[Mission | None] = list(Mission)
        if mission is not None:
            kinds.append(None)
        for kind in kinds:
            if kind is None:
                text = tr("No mission (take it away)")
            else:
                ratio = self._ratio(kind)
                text = tr("{mission}, points {attacker}:{defender}").format(
                    mission=said(kind.label), attacker=ratio[0], defender=ratio[1]
                )
            button = QRadioButton(text)
            self.missions.addButton(button)
            missions_row.addWidget(button)
            self.mission_buttons[kind.value if kind is not None else NO_MISSION] = button
        chosen = mission.kind.value if mission is not None else Mission.HOLDING_ACTION.value
        self.mission_buttons[chosen].setChecked(True)

        # The side that attacks; the other defends.
        self.attackers = QButtonGroup(self)
        self.attacker_buttons: dict[str, QRadioButton] = {}
        attacker_box = QGroupBox(tr("Attacker"))
        attacker_row = QHBoxLayout(attacker_box)
        for side in battle.sides:
            button = QRadioButton(said_side_short(battle, side.id))
            self.attackers.addButton(button)
            attacker_row.addWidget(button)
            self.attacker_buttons[side.id] = button
        first = mission.attacker if mission is not None else battle.sides[0].id if battle.sides else None
        if first in self.attacker_buttons:
            self.attacker_buttons[first].setChecked(True)
        self.defender = QComboBox()  # only where the battle has more than two sides
        for side in battle.sides:
            self.defender.addItem(said_side_short(battle, side.id), side.id)
        self.defender_label = QLabel()
        self.defender_label.setWordWrap(True)

        self.schedule = QComboBox()
        self.schedule.addItem(tr("Standard"), VpSchedule.STANDARD.value)
        self.schedule.addItem(tr("Retained / Captured"), VpSchedule.RETAINED_CAPTURED.value)
        if mission is not None:
            self.schedule.setCurrentIndex(self.schedule.findData(mission.vp_schedule.value))

        # The locations: every piece of a schedule kind on the table, and any spot the battle has.
        self.locations = QTreeWidget()
        self.locations.setColumnCount(len(LOCATION_COLUMNS))
        self.locations.setHeaderLabels(kept_texts(LOCATION_COLUMNS))
        self.locations.setRootIsDecorated(False)
        self.locations.setUniformRowHeights(True)
        self._fill_locations()
        self.locations_note = QLabel()
        self.locations_note.setWordWrap(True)
        self.reset_button = QPushButton(tr("Mark the Scenario System's Locations"))
        self.reset_button.setToolTip(
            tr(
                "Every hill mass, ford, bridge, crossroad and road exit, and one building in each village or standing "
                "alone (at most six)"
            )
        )
        self.reset_button.clicked.connect(self._on_reset_clicked)
        # A location placed by hand at a spot of the table, where no piece stands for it (a crossing the roads make).
        self.spot_kind = QComboBox()
        for vp_kind in VpKind:
            self.spot_kind.addItem(said(VP_KIND_NAMES[vp_kind]), vp_kind.value)
        self.spot_kind.setCurrentIndex(self.spot_kind.findData(VpKind.CROSSROAD.value))
        self.spot_x, self.spot_y = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, most in ((self.spot_x, battle.table.width), (self.spot_y, battle.table.depth)):
            spin.setRange(0.0, most)
            spin.setDecimals(1)
            spin.setValue(most / 2)
            spin.setSuffix(" " + said(battle.table.unit))
        self.add_spot_button = QPushButton(tr("Add a Spot"))
        self.add_spot_button.setToolTip(
            tr("A victory point location at this point of the table, where no terrain piece stands for it")
        )
        self.add_spot_button.clicked.connect(self._on_add_spot_clicked)

        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #a3271b")
        self.refusal.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self._on_ok_clicked)
        buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(attacker_box)
        form.addRow(self.defender_label)
        if len(battle.sides) > 2:
            form.addRow(tr("Defender"), self.defender)
        form.addRow(tr("Victory point schedule"), self.schedule)
        left = QVBoxLayout()
        left.addWidget(missions_box)
        left.addLayout(form)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(QLabel(tr("Victory point locations")))
        right.addWidget(self.locations, 1)
        right.addWidget(self.locations_note)
        spot_row = QHBoxLayout()
        spot_row.addWidget(QLabel(tr("A spot:")))
        spot_row.addWidget(self.spot_kind)
        spot_row.addWidget(QLabel("x"))
        spot_row.addWidget(self.spot_x)
        spot_row.addWidget(QLabel("y"))
        spot_row.addWidget(self.spot_y)
        spot_row.addWidget(self.add_spot_button)
        spot_row.addStretch(1)
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.reset_button)
        buttons_row.addStretch(1)
        right.addLayout(buttons_row)
        right.addLayout(spot_row)
        columns = QHBoxLayout()
        columns.addLayout(left)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(columns, 1)
        layout.addWidget(self.refusal)
        layout.addWidget(buttons)

        self.missions.buttonToggled.connect(self._on_choice_toggled)
        self.attackers.buttonToggled.connect(self._on_choice_toggled)
        self.locations.itemChanged.connect(self._on_locations_item_changed)
        self._show_choice()
        # The names take the room the values leave them: each value column as wide as what it holds.
        header = self.locations.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(LOCATION_COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        fit_to_screen(self, 1060, 560)

    # -- what the players chose ----------------------------------------------------------------------------------------
    def _ratio(self, kind: Mission) -> tuple[int, int]:
        if kind is Mission.RAID:
            return self.tables.scenario.specials.raid.ratio
        found = self.tables.scenario.mission.first_row(kind)
        return found[1].ratio if found is not None else (1, 1)

    def chosen_mission(self) -> Mission | None:
        checked = next((k for k, b in self.mission_buttons.items() if b.isChecked()), NO_MISSION)
        return Mission(checked) if checked else None

    def chosen_attacker(self) -> str | None:
        return next((sid for sid, b in self.attacker_buttons.items() if b.isChecked()), None)

    def chosen_defender(self) -> str | None:
        attacker = self.chosen_attacker()
        others = [s.id for s in self.battle.sides if s.id != attacker]
        if len(others) == 1:
            return None  # the battle's other side: the session's reading
        data = self.defender.currentData()
        return str(data) if data is not None else None

    def ticked(self) -> list[VpPick]:
        picks = []
        for item in self._items():
            if item.checkState(0) == Qt.CheckState.Checked:
                picks.append(item.data(0, Qt.ItemDataRole.UserRole))
        return picks

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.locations.topLevelItem(row) for row in range(self.locations.topLevelItemCount()))
        return [item for item in items if item is not None]

    def action(self) -> SetMission:
        """The action the choices make."""
        mission = self.chosen_mission()
        if mission is None:
            return SetMission()
        return SetMission(
            mission=mission,
            attacker=self.chosen_attacker(),
            defender=self.chosen_defender(),
            vp_schedule=VpSchedule(self.schedule.currentData()),
            locations=None if mission is Mission.RAID else tuple(self.ticked()),
        )

    def location_rows(self) -> list[tuple[bool, str, str]]:
        """Each location offered as the players read it: ticked or not, its name, its values."""
        rows = []
        for item in self._items():
            rows.append(
                (
                    item.checkState(0) == Qt.CheckState.Checked,
                    item.text(0),
                    " / ".join(item.text(c) for c in range(VALUES, len(LOCATION_COLUMNS))),
                )
            )
        return rows

    def holders(self) -> dict[str, str]:
        """Who holds each location offered at the start, as the list says it (by the location's name)."""
        return {item.text(0): item.text(2) for item in self._items()}

    # -- the list of locations -------------------------------------------------------------------------------------------
    def _fill_locations(self) -> None:
        for offered in offered_locations(self.battle, self.tables):
            self._add_location(offered)

    def _add_location(self, offered: OfferedLocation) -> QTreeWidgetItem:
        kind_name = said(VP_KIND_NAMES[offered.kind])
        name = said(offered.name)
        shown = name if name.startswith(kind_name) else tr("{name} ({kind})").format(name=name, kind=kind_name)
        standard, retained, captured = offered.values
        held = said_side_short(self.battle, offered.held_by) if offered.held_by is not None else tr("nobody")
        item = QTreeWidgetItem([shown, coordinates(*offered.spot), held, str(standard), str(retained), str(captured)])
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(0, Qt.CheckState.Checked if offered.ticked else Qt.CheckState.Unchecked)
        item.setData(0, Qt.ItemDataRole.UserRole, offered.pick)
        for column in range(VALUES, len(LOCATION_COLUMNS)):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.locations.addTopLevelItem(item)
        return item

    def _show_choice(self) -> None:
        mission = self.chosen_mission()
        attacker = self.chosen_attacker()
        raid = mission is Mission.RAID
        has = mission is not None
        self.locations.setEnabled(has and not raid)
        self.reset_button.setEnabled(has and not raid)
        for widget in (self.spot_kind, self.spot_x, self.spot_y, self.add_spot_button):
            widget.setEnabled(has and not raid)
        self.schedule.setEnabled(has and not raid)
        for button in self.attacker_buttons.values():
            button.setEnabled(has)
        others = [s.id for s in self.battle.sides if s.id != attacker]
        if not has:
            self.defender_label.setText(tr("OK takes the mission and its victory point locations away."))
        elif len(others) == 1:
            self.defender_label.setText(tr("{side} defends.").format(side=said_side_short(self.battle, others[0])))
        else:
            self.defender_label.setText("")
            if self.defender.currentData() == attacker and others:
                self.defender.setCurrentIndex(self.defender.findData(others[0]))
        ticked = len(self.ticked())
        if raid:
            self.locations_note.setText(
                tr(
                    "A raid has no victory point locations: it is decided by whether the attacker reaches the objective."
                )
            )
        elif has and not self.battle.units:
            # Nothing holds a location yet: the Retained / Captured columns would count every one as captured.
            self.locations_note.setText(
                tr("%n location(s) ticked", None, ticked)
                + " "
                + tr(
                    "No counter is on the table, so nobody holds a location at the start; give the mission once the "
                    "forces are laid out for the Retained / Captured columns."
                )
            )
        elif has:
            self.locations_note.setText(tr("%n location(s) ticked", None, ticked))
        else:
            self.locations_note.setText("")
        self.ok.setEnabled(not has or (attacker is not None and (raid or ticked > 0)))

    # -- slots ---------------------------------------------------------------------------------------------------------
    def _on_choice_toggled(self, button: QRadioButton, checked: bool) -> None:
        if checked:
            self._show_choice()

    def _on_locations_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        self._show_choice()

    def _on_reset_clicked(self) -> None:
        wanted = {p.piece for p in default_picks(self.battle)}
        for item in self._items():
            pick: VpPick = item.data(0, Qt.ItemDataRole.UserRole)
            item.setCheckState(0, Qt.CheckState.Checked if pick.piece in wanted else Qt.CheckState.Unchecked)

    def _on_add_spot_clicked(self) -> None:
        kind = VpKind(self.spot_kind.currentData())
        at = (round(self.spot_x.value(), 1), round(self.spot_y.value(), 1))
        item = self._add_location(offered_spot(self.battle, self.tables, kind, at))
        self.locations.scrollToItem(item)
        self._show_choice()

    def _on_ok_clicked(self) -> None:
        if self._give is None:
            self.accept()
            return
        refusal = self._give(self.action())
        if refusal is None:
            self.accept()
            return
        self.refusal.setText(tr("Refused: {refusal}").format(refusal=said(refusal)))
        self.refusal.setVisible(True)

    @classmethod
    def run(
        cls,
        battle: Battle,
        tables: RuleTables,
        give: Callable[[SetMission], str | None] | None = None,
        parent: QWidget | None = None,
    ) -> BattleMissionDialog:
        dialog = cls(battle, tables, give, parent)
        dialog.exec()
        return dialog
