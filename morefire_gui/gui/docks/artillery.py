"""The artillery dock: the sides' batteries with their state and missions in flight (4.8, 4.12), a battery's set-up
and breakdown (4.8), their registration points (4.12), and the damage-circle template for planning (4.5). It shows
and asks; the artillery feature takes the actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.actions import arms_tool
from morefire_gui.gui.battery_kinds import fires_from
from morefire_gui.gui.i18n import coordinates, tr
from morefire_gui.gui.phase_offers import set_own_offered, starts
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side_nation
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.side_drafts import SideDrafts
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.session.visibility import View


class ArtilleryDock(QDockWidget):
    fire_requested = Signal(str)  # battery id ("" for guns off the table)
    new_battery_requested = Signal(str)  # side id
    delete_battery_requested = Signal(str)
    set_up_requested = Signal(str)  # battery id (4.8)
    breakdown_requested = Signal(str)
    plot_requested = Signal(str)  # side id
    template_requested = Signal(float, str)  # diameter in yards, caption

    def __init__(self, parent: QWidget | None = None) -> None:
        from morefire_gui.rules.artillery.barrage import Pattern

        super().__init__(tr("Artillery"), parent)
        self.setObjectName("artillery")
        self.session: BattleSession | None = None
        tabs = QTabWidget()
        self.setWidget(tabs)

        # Batteries
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(2, 2, 2, 2)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Battery"), tr("State")])
        # Within a laptop's dock: the battery's name over its guns takes the room the state leaves, and its mission is
        # a line of its own under it, the dock's whole width, so that no name is cut to a few letters.
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        # Each line of a row as it is written, cut at its end where the dock is too narrow (whole in its tooltip): a
        # wrapped line would need a taller row than its lines ask for, and its last line would be lost.
        self.tree.setWordWrap(False)
        self.tree.setUniformRowHeights(False)
        layout.addWidget(self.tree)
        row = QHBoxLayout()
        self.fire_button = QPushButton(tr("Fire…"))
        self.fire_button.setToolTip(tr("Call a barrage from the selected battery (or guns off the table)"))
        self.new_button = QPushButton(tr("New…"))
        self.delete_button = QPushButton(tr("Delete"))
        self.delete_button.setToolTip(tr("Delete the selected battery"))
        for b in (self.fire_button, self.new_button, self.delete_button):
            row.addWidget(b)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.set_up_button = QPushButton(tr("Set Up"))
        self.set_up_button.setToolTip(tr("The selected battery, in transit, begins its set-up (4.8; artillery step C)"))
        self.breakdown_button = QPushButton(tr("Break Down"))
        self.breakdown_button.setToolTip(
            tr("The selected battery, deployed, begins its breakdown (4.8; artillery step C)")
        )
        for b in (self.set_up_button, self.breakdown_button):
            row.addWidget(b)
        layout.addLayout(row)
        self.battery_note = QLabel()
        self.battery_note.setWordWrap(True)
        layout.addWidget(self.battery_note)
        tabs.addTab(page, tr("Batteries"))

        # Registration points
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(2, 2, 2, 2)
        self.rp_side = QComboBox()
        self.rp_list = QListWidget()
        self.plot_button = QPushButton(tr("Plot on the board"))
        self.plot_button.setToolTip(
            tr("Click the table to plot the next point (1-10); drag one to move it; Delete removes the selected one")
        )
        layout.addWidget(self.rp_side)
        layout.addWidget(self.rp_list)
        layout.addWidget(self.plot_button)
        tabs.addTab(page, tr("Registration points"))

        # Template
        page = QWidget()
        form = QFormLayout(page)
        self.t_guns = QSpinBox(minimum=1, maximum=24, value=4)
        self.t_calibre = QDoubleSpinBox(decimals=1, minimum=20, maximum=460, value=105, suffix=tr(" mm"))
        self.t_pattern = QComboBox()
        self.t_pattern.addItem(tr("Spread"), Pattern.SPREAD.value)
        self.t_pattern.addItem(tr("Converged"), Pattern.CONVERGED.value)
        self.t_diameter = QPushButton(tr("Place template"))
        self.t_units = QListWidget()
        form.addRow(tr("Guns"), self.t_guns)
        form.addRow(tr("Calibre"), self.t_calibre)
        form.addRow(tr("Pattern"), self.t_pattern)
        form.addRow(self.t_diameter)
        form.addRow(tr("Units inside"), self.t_units)
        tabs.addTab(page, tr("Template"))
        self.tabs = tabs
        self.drafts = SideDrafts((self.t_guns, self.t_calibre, self.t_pattern))  # each side's template, kept for it

        self.fire_button.clicked.connect(self._on_fire_clicked)
        self.new_button.clicked.connect(lambda: self.new_battery_requested.emit(self._side_for_new()))
        self.delete_button.clicked.connect(self._on_delete_clicked)
        self.set_up_button.clicked.connect(lambda: self._emit_for_selected(self.set_up_requested))
        self.breakdown_button.clicked.connect(lambda: self._emit_for_selected(self.breakdown_requested))
        self.plot_button.clicked.connect(lambda: self.plot_requested.emit(str(self.rp_side.currentData())))
        arms_tool(self.plot_button, "registration")  # offered where the tool's toolbar button is
        starts(self.fire_button, PlayKind.BARRAGE)  # offered where the battle takes a barrage now
        starts(self.set_up_button, PlayKind.BATTERY_SET_UP)
        starts(self.breakdown_button, PlayKind.BATTERY_SET_UP)
        self.tree.itemSelectionChanged.connect(self._offer_for_selection)
        self._offer_for_selection()
        self.rp_side.currentIndexChanged.connect(self._fill_points)
        self.t_diameter.clicked.connect(self._on_template_clicked)
        for w in (self.t_guns, self.t_calibre):
            w.valueChanged.connect(self._on_template_changed)
        self.t_pattern.currentIndexChanged.connect(self._on_template_changed)

    # -- filling ---------------------------------------------------------------------------------------------------------
    def refresh(self, session: BattleSession, secret_sides: frozenset[str] = frozenset()) -> None:
        """The batteries, missions and registration points of every side but those in ``secret_sides`` (another
        side's written requests are its secret, 4.1)."""
        from morefire_gui.session.artillery import battery_deployment, battery_guns_said
        from morefire_gui.session.fire_orders import mission_text
        from morefire_gui.session.island import naval_salvoes, salvoes_fired

        self.session = session
        self.secret_sides = secret_sides
        battle = session.battle
        selected = self.selected_battery()
        self.tree.clear()
        for side in (s for s in battle.sides if s.id not in secret_sides):
            top = QTreeWidgetItem([said_side_nation(battle, side.id), ""])
            top.setData(0, Qt.ItemDataRole.UserRole, f"side:{side.id}")
            self.tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)
            for b in (b for b in battle.batteries if b.side == side.id):
                deployment = battery_deployment(b)
                state = said(deployment.state.words)
                if deployment.turns_remaining:
                    state = tr("{state} (%n turn(s))", None, deployment.turns_remaining).format(state=state)
                if b.kind.value == "naval":
                    what = tr("naval, 4 x 175 mm+")
                    salvoes = naval_salvoes(battle, session.tables, b)
                    if salvoes is not None:  # ISLAND C: its salvoes a turn
                        what += "\n" + tr("{left} of {n} salvoes left this turn").format(
                            left=max(0, salvoes - salvoes_fired(battle, b.id)), n=salvoes
                        )
                else:
                    # The guns it has left, as the Barrage dialog and the command line say them (4.11: only those
                    # in action fire).
                    guns_left = said(battery_guns_said(battle, b, session.catalogue, session.tables.artillery))
                    what = f"{fires_from(b.kind)}, {guns_left}"
                mission = battle.fire_mission(b.id)
                name = said(b.name) if b.name else b.id
                item = QTreeWidgetItem([f"{name}\n{what}", state])
                item.setToolTip(0, f"{name}\n{what}")
                item.setData(0, Qt.ItemDataRole.UserRole, b.id)
                top.addChild(item)
                if mission:
                    text = tr("Mission: {mission}").format(
                        mission=said(mission_text(battle, mission, battle.turn, named=False))
                    )
                    # The order, then when it lands, each on its own line: a laptop's dock holds each whole.
                    line = QTreeWidgetItem(["\n".join(text.split(" — ")), ""])
                    line.setToolTip(0, text)
                    line.setData(0, Qt.ItemDataRole.UserRole, b.id)  # selecting its mission selects the battery
                    item.addChild(line)
                    line.setFirstColumnSpanned(True)
                    item.setExpanded(True)
                if b.id == selected:
                    item.setSelected(True)
            top.setExpanded(True)
        current = self.rp_side.currentData()
        self.rp_side.blockSignals(True)
        self.rp_side.clear()
        for s in battle.sides:
            if s.id not in secret_sides:
                self.rp_side.addItem(said_side_nation(battle, s.id), s.id)
        if current is not None and self.rp_side.findData(current) >= 0:
            self.rp_side.setCurrentIndex(self.rp_side.findData(current))
        self.rp_side.blockSignals(False)
        self._fill_points()
        self._offer_for_selection()

    def _offer_for_selection(self) -> None:
        """Delete, Set Up and Break Down act on the selected battery: greyed while none is selected (a side's row or
        nothing), not a button that does nothing when pressed."""
        chosen = self.selected_battery() is not None
        for button in (self.delete_button, self.set_up_button, self.breakdown_button):
            set_own_offered(button, chosen)

    def _fill_points(self) -> None:
        self.rp_list.clear()
        if self.session is None:
            return
        side = self.session.battle.side(str(self.rp_side.currentData()))
        for p in sorted(side.registration_points if side else (), key=lambda p: p.n):
            self.rp_list.addItem(
                f"#{p.n}" + (f" {p.name}" if p.name else "") + "  " + tr("at {point}").format(point=coordinates(*p.at))
            )

    def selected_battery(self) -> str | None:
        items = self.tree.selectedItems()
        if not items:
            return None
        data = items[0].data(0, Qt.ItemDataRole.UserRole)
        return None if data is None or str(data).startswith("side:") else str(data)

    def _side_for_new(self) -> str:
        items = self.tree.selectedItems()
        if items:
            data = str(items[0].data(0, Qt.ItemDataRole.UserRole))
            if data.startswith("side:"):
                return data[5:]
            if self.session is not None and (b := self.session.battle.battery(data)) is not None:
                return b.side
        return self.session.battle.sides[0].id if self.session else ""

    def _on_fire_clicked(self) -> None:
        self.fire_requested.emit(self.selected_battery() or "")

    def _emit_for_selected(self, signal: SignalInstance) -> None:
        battery = self.selected_battery()
        if battery:
            signal.emit(battery)
        else:
            self.show_battery_note(tr("Select a battery first"), True)

    def show_battery_note(self, text: str, error: bool = False) -> None:
        """What became of the last set-up or breakdown (a refusal with its step and rule)."""
        self.battery_note.setStyleSheet(f"color: {readable('#b00020')}" if error else "")
        self.battery_note.setText(text)

    def _on_delete_clicked(self) -> None:
        battery = self.selected_battery()
        if battery:
            self.delete_battery_requested.emit(battery)

    # -- template ------------------------------------------------------------------------------------------------------------
    def template_zone(self) -> tuple[float, str]:
        """The template's zone, as the session reads 4.5 for the guns, calibre and pattern chosen."""
        from morefire_gui.rules.artillery.barrage import Pattern
        from morefire_gui.session.artillery import template_zone

        assert self.session is not None
        pattern = Pattern(self.t_pattern.currentData())
        zone = template_zone(self.session, self.t_guns.value(), self.t_calibre.value(), pattern)
        caption = tr("{guns} x {calibre:g} mm {pattern}, {yards} yd").format(
            guns=self.t_guns.value(),
            calibre=self.t_calibre.value(),
            pattern=said(pattern.value),
            yards=zone.diameter_yards,
        )
        return float(zone.diameter_yards), caption

    def _on_template_clicked(self) -> None:
        diameter, caption = self.template_zone()
        self.template_requested.emit(diameter, caption)

    def _on_template_changed(self) -> None:
        if self.session is not None:
            diameter, caption = self.template_zone()
            self.template_requested.emit(diameter, caption)

    def show_template_units(self, inside: list[tuple[str, bool]], view: View | None = None) -> None:
        """The units the template catches, named as ``view``'s side may read them (session/names.py), in the
        interface's language."""
        from morefire_gui.session.names import unit_name

        self.t_units.clear()
        for uid, partly in inside:
            name = said(unit_name(self.session, uid, view)) if self.session else uid
            self.t_units.addItem(name + (tr(" (partly in)") if partly else ""))
