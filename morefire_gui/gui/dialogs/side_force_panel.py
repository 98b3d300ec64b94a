"""One side's panel of Build Forces (Forces → Build Forces): the catalogue's counters it may buy (its nation's, what
it fielded, an allowed contingent's, in service in the battle's year) with their filters, its airstrikes and
artillery batteries, what it has bought, and the points it has spent. The dialog (force_builder.py) holds a panel per
side and asks the session about the whole purchase."""

from __future__ import annotations

import html
from dataclasses import replace
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.i18n import QT_TR_NOOP, tr, tr_kept
from morefire_gui.gui.said import entry_name, nation_name, said
from morefire_gui.gui.side_words import said_side, said_side_short
from morefire_gui.gui.style import in_colour, readable
from morefire_gui.model.actions.forces import AirstrikePick, BatteryPick, BuyForces, UnitPick
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.infantry.suicide_squads import Formation
from morefire_gui.rules.scenario.forces import bought_as
from morefire_gui.rules.scenario.terms import Special
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.session.aircraft import side_airstrikes
from morefire_gui.session.forces import (
    ForcePick,
    ForcesCheck,
    SideForce,
    available_aircraft,
    available_units,
    battery_guns,
    battery_points,
    side_contingents,
    side_formations,
)
from morefire_gui.session.hidden_deployment import fakes_offered, marker_special
from morefire_gui.session.names import bought_stem

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog


# The kinds a player looks for first, for the type filter.
KIND_FILTERS: tuple[tuple[str, str], ...] = (
    ("all", QT_TR_NOOP("Every type")),
    ("vehicle", QT_TR_NOOP("Vehicles")),
    ("gun", QT_TR_NOOP("Guns")),
    ("infantry", QT_TR_NOOP("Infantry and squad weapons")),
)
# The limits pane: at most this share of the height it shares with the sides' panels (at 1366 x 768 the unit lists
# keep the rest), and at least this many lines.
LIMITS_SHARE = 0.25
LIMITS_LEAST_LINES = 2
# The airstrikes and batteries tab's least height: its heading, the aircraft and Add Airstrike, a line of the list.
EXTRAS_LEAST_HEIGHT = 140
OK_COLOUR = "#1d6b2a"
PROBLEM_COLOUR = "#b0201c"


def _role_text(entry: CatalogueEntry) -> str:
    role = entry.role.value if isinstance(entry.role, Enum) else entry.role
    return said(str(role or entry.kind.value).replace("_", " "))


def said_stem(entry: CatalogueEntry) -> str | None:
    """What the counters of a type bought in the window are named by before their number, in the window's language
    ("Schützengruppe 3"): the name is the players' from then on, kept in the file as written. None where it reads as
    ``morefire forces`` names them (in English: the file it writes is the window's)."""
    stem = bought_stem(entry, entry_name(entry))
    return None if stem == bought_stem(entry) else stem


class SideForcePanel(QWidget):
    """One side's shopping: the catalogue it may buy from (filtered by type and name), what it has bought (counts,
    the nation each is bought as, the wave for an island's attacker) and its airstrikes."""

    def __init__(self, dialog: ForceBuilderDialog, side_id: str) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.side_id = side_id
        session = dialog.session
        side = session.battle.side(side_id)
        assert side is not None
        self.nation = side.nation
        self.picks: list[ForcePick] = []
        self.airstrikes: list[ForcePick] = []
        self.batteries: list[BatteryPick] = []

        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search by name or id"))
        self.search.setClearButtonEnabled(True)
        self.kind = QComboBox()
        for key, text in KIND_FILTERS:
            self.kind.addItem(tr_kept(text), key)
        self.available = QListWidget()
        self.available.setAccessibleName(tr("Units to buy: {label}").format(label=said_side(session.battle, side_id)))
        self.available.setToolTip(tr("Double-click to buy one"))
        self.count = QSpinBox(minimum=1, maximum=99, value=1)
        self.count.setToolTip(tr("How many to buy"))
        self.wave = QComboBox()
        self.wave.setToolTip(tr("ISLAND A: the invasion wave these land in"))
        # 3.3 reads a unit's formation (the Russian Guard, the German Waffen SS): offered where the side's army has one.
        self.formation = QComboBox()
        self.formation.setAccessibleName(tr("Formation of the units bought"))
        self.formation.setToolTip(
            tr("The formation these belong to: 3.3 lets only the Guard's and the Waffen SS's squads be suicide squads")
        )
        self.formation.addItem(tr("No formation"), None)
        for formation in side_formations(session, side_id):
            self.formation.addItem(said(formation.label), formation.value)
        self.formation.setVisible(self.formation.count() > 1)
        self.add_button = QPushButton(tr("Add →"))
        self.add_button.setToolTip(tr("Buy the chosen unit, as many as the count says"))
        left = QVBoxLayout()
        # The search and the kind one above the other: each read whole in German too ("Nach Name oder Kennung suchen").
        left.addWidget(self.search)
        left.addWidget(self.kind)
        left.addWidget(self.available, 1)
        adder = QHBoxLayout()
        adder.addWidget(QLabel(tr("Count")))
        adder.addWidget(self.count)
        adder.addWidget(self.wave)
        adder.addWidget(self.formation)
        adder.addStretch(1)
        adder.addWidget(self.add_button)
        left.addLayout(adder)
        left_box = QWidget()
        left_box.setLayout(left)

        self.bought = QTableWidget(0, 5)
        self.bought.setAccessibleName(tr("Units bought: {label}").format(label=said_side(session.battle, side_id)))
        self.bought.setHorizontalHeaderLabels([tr("Unit"), tr("Bought as"), tr("Count"), tr("Points"), tr("Wave")])
        self.bought.verticalHeader().setVisible(False)
        self.bought.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.bought.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.bought.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, 5):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.remove_button = QPushButton(tr("Remove"))
        self.remove_button.setToolTip(tr("Take the selected line off the force"))
        self.aircraft = QComboBox()
        self.aircraft.setToolTip(tr("Aircraft its nation flew in the year; an airstrike costs the aircraft's points"))
        self.add_air_button = QPushButton(tr("Add Airstrike"))
        self.air_list = QListWidget()
        self.air_list.setAccessibleName(
            tr("Airstrikes bought: {label}").format(label=said_side(session.battle, side_id))
        )
        self.air_list.setMaximumHeight(72)
        self.remove_air_button = QPushButton(tr("Remove Airstrike"))
        self.air_limit = QLabel()
        self.air_limit.setWordWrap(True)
        self.spent = QLabel()
        # Wrapped: with the points already spent on the table and in airstrikes, one line is wider than a laptop's
        # dialog, and the whole dialog would scroll sideways.
        self.spent.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.bought, 2)
        right.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        air_box = QWidget()
        air = QVBoxLayout(air_box)
        air.addWidget(QLabel(tr("Table VII: airstrikes are paid for in Army points")))
        air_row = QHBoxLayout()
        air_row.addWidget(self.aircraft, 1)
        air_row.addWidget(self.add_air_button)
        air.addLayout(air_row)
        air.addWidget(self.air_list)
        air_row2 = QHBoxLayout()
        air_row2.addWidget(self.air_limit, 1)
        air_row2.addWidget(self.remove_air_button)
        air.addLayout(air_row2)
        air.addStretch(1)  # a tall tab keeps its lines together at the top, not spread down it
        # Airstrikes and batteries share one place: the bought list keeps the room on a 768-pixel screen.
        self.extras = QTabWidget()
        self.extras.addTab(scrolling_page(air_box), tr("Airstrikes"))
        self.extras.addTab(scrolling_page(self._battery_box()), tr("Artillery batteries"))
        # The tab takes a share of the column's height (its pages scroll within it), not its pages' full height: on a
        # 768-pixel screen the bought list keeps most of the room.
        self.extras.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.extras.setMinimumHeight(EXTRAS_LEAST_HEIGHT)
        right.addWidget(self.extras, 3)
        right.addWidget(self._markers_box())
        right.addWidget(self.spent)
        right_box = QWidget()
        right_box.setLayout(right)

        splitter = QSplitter()
        splitter.addWidget(left_box)
        splitter.addWidget(right_box)
        splitter.setSizes([380, 520])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(splitter, 1)

        self.search.textChanged.connect(self._on_search_changed)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.available.itemDoubleClicked.connect(self._on_available_double_clicked)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.add_air_button.clicked.connect(self._on_add_air_clicked)
        self.remove_air_button.clicked.connect(self._on_remove_air_clicked)
        self.add_battery_button.clicked.connect(self._on_add_battery_clicked)
        self.add_off_battery_button.clicked.connect(self._on_add_off_battery_clicked)
        self.remove_battery_button.clicked.connect(self._on_remove_battery_clicked)

    def _markers_box(self) -> QGroupBox:
        """TARAWA's markers, "fake (1/3) and actual (2/3) positions" (ISLAND B: the defender's option), and JUNGLE's
        "Hidden markers can be used" (every side's option, at most a third fake): the counters placed hidden, and the
        fake markers the scenario gives the side with them; shown only to a side given markers."""
        setup = self.dialog.setup
        self.marker_special = marker_special(setup.special, setup.defender, self.side_id, setup.terrain)
        jungle = self.marker_special is BattlefieldTerrain.JUNGLE
        box = QGroupBox(tr("Hidden deployment (JUNGLE)") if jungle else tr("Hidden deployment (TARAWA)"))
        self.hidden = QCheckBox(tr("Place the counters as hidden positions"))
        self.hidden.setToolTip(
            tr(
                "Each counter is a marker of an actual position: the other side sees a marker only, revealed when it "
                "fires, is fired on, or moves"
            )
        )
        required = self.marker_special is Special.TARAWA
        self.hidden.setChecked(required)
        self.hidden.setEnabled(not required)  # TARAWA: "the Japanese player deploys markers"
        self.fakes = QSpinBox(minimum=0, maximum=999)
        self.fakes.setAccessibleName(tr("Fake markers"))
        self.fakes.setToolTip(
            tr("Markers of no unit, laid out among the actual positions: at most one third of the markers")
            if jungle
            else tr("Markers of no unit, laid out among the actual positions: one third of the markers")
        )
        self.fakes_note = QLabel()
        self.fakes_note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.hidden)
        row.addStretch(1)
        row.addWidget(QLabel(tr("Fake markers")))
        row.addWidget(self.fakes)
        rows = QVBoxLayout(box)
        rows.addLayout(row)
        rows.addWidget(self.fakes_note)
        box.setVisible(self.marker_special is not None)
        self.hidden.toggled.connect(self._on_hidden_toggled)
        self.fakes.valueChanged.connect(self._on_fakes_changed)
        return box

    def fakes_given(self) -> int:
        """The fake markers the scenario gives the side for what it places hidden now and has on the table (TARAWA's
        third, JUNGLE's most: session/hidden_deployment.py), less the fakes it has already."""
        hidden = self.hidden.isChecked()
        counters = self.force(fakes=0).counters
        return fakes_offered(self.dialog.session.battle, self.marker_special, self.side_id, counters, hidden)

    def _follow_fakes(self) -> None:
        """The fake markers follow what the side places (the player may change them: the limits say what they take)."""
        if self.marker_special is None:
            return
        given = self.fakes_given()
        self.fakes.blockSignals(True)
        self.fakes.setValue(given if self.hidden.isChecked() else 0)
        self.fakes.blockSignals(False)
        self.fakes.setEnabled(self.hidden.isChecked())
        if self.marker_special is BattlefieldTerrain.JUNGLE:
            self.fakes_note.setText(
                tr(
                    "JUNGLE allows up to %n fake marker(s): at most one third of the markers are fake, half as many "
                    "as the actual positions (rounded up); fewer, or none, will do",
                    None,
                    given,
                )
                if self.hidden.isChecked()
                else tr(
                    "JUNGLE: hidden markers can be used: any side may deploy hidden, with fake markers up to one third "
                    "of the markers"
                )
            )
            return
        self.fakes_note.setText(
            tr(
                "The scenario gives %n fake marker(s): one third of the markers are fake, half as many as the actual "
                "positions (rounded up)",
                None,
                given,
            )
            if self.hidden.isChecked()
            else tr("ISLAND B: the defender may deploy hidden, with fake markers, as in TARAWA")
        )

    def _changed(self) -> None:
        self._follow_fakes()
        self.dialog.refresh_checks()

    def _battery_box(self) -> QWidget:
        """Artillery batteries (4.11): a catalogue gun on the table, as many guns as the count, set up or in transit
        (4.8); or guns of a calibre off the table, mortars or not (4.42)."""
        self.battery_gun = QComboBox()
        self.battery_gun.setToolTip(
            tr(
                "Howitzers, field guns, mortars and self-propelled guns the side may buy: placed as counters and "
                "grouped as one battery"
            )
        )
        self.battery_count = QSpinBox(minimum=1, maximum=24, value=4, suffix=tr(" guns"))
        self.battery_transit = QCheckBox(tr("In transit"))
        self.battery_transit.setToolTip(tr("4.8: an on-board battery is designated set up or in transit"))
        self.add_battery_button = QPushButton(tr("Add Battery"))
        self.off_count = QSpinBox(minimum=1, maximum=24, value=4, suffix=tr(" guns"))
        self.off_calibre = QDoubleSpinBox(minimum=20, maximum=460, value=105, decimals=1, suffix=tr(" mm"))
        self.off_mortar = QCheckBox(tr("Mortars"))
        self.add_off_battery_button = QPushButton(tr("Add Off-Table Battery"))
        self.add_off_battery_button.setToolTip(
            tr(
                "Guns behind the side's base edge (4.42), always deployed; priced as "
                "the side's catalogue gun of their kind nearest in calibre"
            )
        )
        self.battery_list = QListWidget()
        self.battery_list.setAccessibleName(
            tr("Off-table batteries bought: {value}").format(value=said_side(self.dialog.session.battle, self.side_id))
        )
        self.battery_list.setMaximumHeight(72)
        self.remove_battery_button = QPushButton(tr("Remove Battery"))
        box = QWidget()
        rows = QVBoxLayout(box)
        # Each line within the panel's width in any language: the rule wraps, and "Off the table" heads its own row,
        # so that the dialog reads whole without scrolling sideways at 1366 x 768.
        rule = QLabel(tr("4.11: fire is conducted by battery; on the table, guns of one calibre"))
        rule.setWordWrap(True)
        rows.addWidget(rule)
        # The gun on a row of its own: its name and price ("Wespe (SdKfz 124) — 50 Pkt. je Geschütz") read whole.
        rows.addWidget(self.battery_gun)
        on_row = QHBoxLayout()
        on_row.addWidget(self.battery_count)
        on_row.addWidget(self.battery_transit)
        on_row.addStretch(1)
        on_row.addWidget(self.add_battery_button)
        off_row = QHBoxLayout()
        off_row.addWidget(self.off_count)
        off_row.addWidget(self.off_calibre)
        off_row.addWidget(self.off_mortar)
        off_row.addStretch(1)
        off_row.addWidget(self.add_off_battery_button)
        list_row = QHBoxLayout()
        list_row.addWidget(self.battery_list, 1)
        list_row.addWidget(self.remove_battery_button, 0, Qt.AlignmentFlag.AlignBottom)
        rows.addLayout(on_row)
        rows.addWidget(QLabel(tr("Off the table:")))
        rows.addLayout(off_row)
        rows.addLayout(list_row)
        rows.addStretch(1)  # a tall tab keeps its lines together at the top
        return box

    # -- what the side may buy ------------------------------------------------------------------------------------
    @property
    def waves(self) -> bool:
        """ISLAND A: the attacker assigns his units to waves."""
        setup = self.dialog.setup
        return setup.special is Special.ISLAND and self.side_id == setup.attacker

    def refill(self) -> None:
        """The lists again, for the year and the filters."""
        session = self.dialog.session
        setup = self.dialog.setup
        year = self.dialog.year()
        contingents = side_contingents(session, setup, self.side_id)
        role = setup.role(self.side_id)
        names = [nation_name(c) for c in contingents]
        allies = tr("; it may take allies: {nations}").format(nations=", ".join(names)) if contingents else ""
        label = said_side_short(session.battle, self.side_id)  # its role follows: "Axis (Germany), the attacker"
        self.heading.setText(
            tr("<b>{escape}</b> ({escape2}), the {role}{escape3}").format(
                escape=html.escape(label),
                escape2=html.escape(nation_name(self.nation)),
                role=said(role),
                escape3=html.escape(allies),
            )
        )
        current = self.available.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.available.clear()
        needle = self.search.text().strip().lower()
        kind = self.kind.currentData()
        for entry in available_units(session, self.side_id, year, setup, self.dialog.fielded.isChecked()):
            if kind != "all" and entry.kind.value != kind:
                continue
            label = f"{entry_name(entry)} ({entry.id})"
            if needle and needle not in f"{label} {entry.name}".lower():  # found by its name in either language
                continue
            nation = bought_as(entry, self.nation, contingents, self.dialog.fielded.isChecked())
            ally = f" [{nation_name(nation)}]" if nation not in (None, self.nation.lower()) else ""
            item = QListWidgetItem(
                tr("{name}{ally} — {points} pts").format(name=entry_name(entry), ally=ally, points=entry.points)
            )
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(
                tr("{id}: {role_text}, {nation}, {years}–{years2}, {points} points").format(
                    id=entry.id,
                    role_text=_role_text(entry),
                    nation=nation_name(entry.nation),
                    years=entry.years[0],
                    years2=entry.years[1],
                    points=entry.points,
                )
            )
            self.available.addItem(item)
            if entry.id == keep:
                self.available.setCurrentItem(item)
        self.wave.setVisible(self.waves)
        if self.waves and self.wave.count() == 0:
            turns = session.tables.scenario.specials.island.wave_turns
            for i, turn in enumerate(turns, start=1):
                self.wave.addItem(tr("Wave {i} (turn {turn})").format(i=i, turn=turn), i)
        self.bought.setColumnHidden(4, not self.waves)
        kept_air = self.aircraft.currentData()
        self.aircraft.clear()
        for entry in available_aircraft(session, self.side_id, year):
            self.aircraft.addItem(
                tr("{name} — {points} pts").format(name=entry_name(entry), points=entry.points), entry.id
            )
        if kept_air is not None and self.aircraft.findData(kept_air) >= 0:
            self.aircraft.setCurrentIndex(self.aircraft.findData(kept_air))
        self._show_air_limit()
        self._fill_air()
        kept_gun = self.battery_gun.currentData()
        self.battery_gun.clear()
        for entry in battery_guns(session, self.side_id, year, setup, self.dialog.fielded.isChecked()):
            self.battery_gun.addItem(
                tr("{name} — {points} pts a gun").format(name=entry_name(entry), points=entry.points), entry.id
            )
        if kept_gun is not None and self.battery_gun.findData(kept_gun) >= 0:
            self.battery_gun.setCurrentIndex(self.battery_gun.findData(kept_gun))
        self.add_battery_button.setEnabled(self.battery_gun.count() > 0)
        self._fill_batteries()
        self._follow_fakes()

    def _show_air_limit(self) -> None:
        """What Table VII and the weather allow this side; Add Airstrike only when it may buy one."""
        status = side_airstrikes(self.dialog.session, self.side_id)
        availability = status.availability
        limit = availability.limit
        weather_forbids = not availability.allowed and (limit is None or availability.taken < limit)
        before = (tr(", {n} bought before").format(n=availability.bought) if availability.bought else "") + (
            tr(", {n} flown").format(n=availability.used) if availability.used else ""
        )
        if weather_forbids:
            text, allowed = tr("No airstrikes: {why}").format(why=said(availability.reason)), False
        elif limit == 0:
            text, allowed = tr("Table VII gave no airstrikes"), False
        elif limit is not None:
            text = (tr("Table VII: {n} airstrikes") if limit != 1 else tr("Table VII: {n} airstrike")).format(n=limit)
            text += before
            allowed = availability.taken < limit
        else:
            text, allowed = tr("No Table VII result: the players agree on the airstrikes") + before, True
        if allowed and self.aircraft.count() == 0:
            none = tr("; no aircraft of {nation} in service").format(nation=nation_name(self.nation))
            text, allowed = text + none, False
        self.air_limit.setText(text)
        self.aircraft.setEnabled(allowed)
        self.add_air_button.setEnabled(allowed)

    # -- buying ----------------------------------------------------------------------------------------------------
    def restore(self, force: SideForce) -> None:
        """The purchase the side left unplaced when the dialog was last closed (gui/dialogs/force_draft.py): each line
        of a catalogue entry still in the catalogue, its airstrikes and batteries, and whether it deploys hidden."""
        catalogue = self.dialog.session.catalogue
        self.picks = [p for p in force.units if p.unit_type in catalogue]
        self.airstrikes = [p for p in force.airstrikes if p.unit_type in catalogue]
        self.batteries = list(force.batteries)
        if self.marker_special is not None and self.hidden.isEnabled():
            self.hidden.setChecked(force.hidden)
        self._fill_bought()

    def add(self, unit_type: str, count: int = 1, wave: int | None = None, formation: Formation | None = None) -> None:
        """Buy ``count`` more of ``unit_type`` (in ``wave``, of ``formation``); a line of the same unit, wave and
        formation grows."""
        wave = wave if self.waves else None
        for i, pick in enumerate(self.picks):
            if pick.unit_type == unit_type and pick.wave == wave and pick.formation is formation:
                self.picks[i] = replace(pick, count=pick.count + count)
                break
        else:
            self.picks.append(ForcePick(unit_type, count, wave, formation))
        self._fill_bought()
        self._changed()

    def set_count(self, row: int, count: int) -> None:
        self.picks[row] = replace(self.picks[row], count=count)
        self._fill_points()
        self._changed()

    def set_wave(self, row: int, wave: int) -> None:
        self.picks[row] = replace(self.picks[row], wave=wave)
        self._changed()

    def _chosen_formation(self) -> Formation | None:
        value = self.formation.currentData()
        return Formation(value) if value is not None else None

    def remove(self, row: int) -> None:
        del self.picks[row]
        self._fill_bought()
        self._changed()

    def add_airstrike(self, aircraft: str) -> None:
        for i, pick in enumerate(self.airstrikes):
            if pick.unit_type == aircraft:
                self.airstrikes[i] = ForcePick(aircraft, pick.count + 1)
                break
        else:
            self.airstrikes.append(ForcePick(aircraft, 1))
        self._fill_air()
        self._changed()

    def remove_airstrike(self, row: int) -> None:
        pick = self.airstrikes[row]
        if pick.count > 1:
            self.airstrikes[row] = ForcePick(pick.unit_type, pick.count - 1)
        else:
            del self.airstrikes[row]
        self._fill_air()
        self._changed()

    def add_battery(self, pick: BatteryPick) -> None:
        self.batteries.append(pick)
        self._fill_batteries()
        self._changed()

    def remove_battery(self, row: int) -> None:
        del self.batteries[row]
        self._fill_batteries()
        self._changed()

    def _fill_batteries(self) -> None:
        session = self.dialog.session
        self.battery_list.clear()
        for pick in self.batteries:
            price = battery_points(session, self.side_id, pick)
            if pick.type is not None:
                entry = session.catalogue[pick.type]
                state = tr("in transit") if pick.in_transit else tr("set up")
                text = (
                    tr("{guns} x {name} on the table, {state}").format(
                        guns=pick.guns, name=entry_name(entry), state=state
                    )
                    + (tr(", wave {wave}").format(wave=pick.wave) if pick.wave else "")
                    + tr(" — {points} pts").format(points=price.points)
                )
            else:
                by = (
                    tr(" (as the {gun})").format(gun=price.gun.name)
                    if price.gun is not None
                    else f" ({said(price.problem)})"
                )
                text = (
                    tr("{guns} x {calibre:g}mm mortars off the table — {points} pts")
                    if pick.mortar
                    else tr("{guns} x {calibre:g}mm guns off the table — {points} pts")
                ).format(guns=pick.guns, calibre=pick.calibre_mm, points=price.points) + by
            self.battery_list.addItem(text)
        self.remove_battery_button.setEnabled(bool(self.batteries))

    def battery_lines(self) -> list[str]:
        """The batteries bought as the player reads them (for tests)."""
        return [self.battery_list.item(i).text() for i in range(self.battery_list.count())]

    def force(self, fakes: int | None = None) -> SideForce:
        """What the side buys (``fakes``: with that many fake markers, not the spin box's)."""
        hidden = self.marker_special is not None and self.hidden.isChecked()
        return SideForce(
            self.side_id,
            tuple(p for p in self.picks if p.count > 0),
            tuple(self.airstrikes),
            tuple(self.batteries),
            hidden,
            (self.fakes.value() if fakes is None else fakes) if hidden else 0,
        )

    def action(self) -> BuyForces | None:
        """The side's purchase as the action Place Forces takes (None: it buys nothing). What the player left as
        the battle has it stays at the action's default (:meth:`ForceBuilderDialog.budget_fields`)."""
        force = self.force()
        if force.empty:
            return None
        return BuyForces(
            side=self.side_id,
            units=tuple(
                UnitPick(
                    type=p.unit_type,
                    count=p.count,
                    wave=p.wave,
                    formation=p.formation,
                    stem=said_stem(self.dialog.session.catalogue[p.unit_type]),
                )
                for p in force.units
            ),
            airstrikes=tuple(AirstrikePick(type=p.unit_type, count=p.count) for p in force.airstrikes),
            batteries=force.batteries,
            hidden=force.hidden,
            fakes=force.fakes,
            **self.dialog.budget_fields(),
        )

    def _fill_bought(self) -> None:
        session = self.dialog.session
        setup = self.dialog.setup
        contingents = side_contingents(session, setup, self.side_id)
        self.bought.setRowCount(len(self.picks))
        for row, pick in enumerate(self.picks):
            entry = session.catalogue[pick.unit_type]
            of = f" ({said(pick.formation.label)})" if pick.formation is not None else ""
            name = QTableWidgetItem(entry_name(entry) + of)
            name.setToolTip(f"{entry.id}: {_role_text(entry)}, {entry.years[0]}–{entry.years[1]}{of}")
            self.bought.setItem(row, 0, name)
            nation = bought_as(entry, self.nation, contingents, self.dialog.fielded.isChecked()) or entry.nation
            self.bought.setItem(row, 1, QTableWidgetItem(nation_name(nation)))
            spin = QSpinBox(minimum=0, maximum=999, value=pick.count)
            spin.valueChanged.connect(lambda value, r=row: self.set_count(r, value))
            self.bought.setCellWidget(row, 2, spin)
            self.bought.setItem(row, 3, QTableWidgetItem(str(entry.points * pick.count)))
            if self.waves:
                combo = QComboBox()
                for i in range(self.wave.count()):
                    combo.addItem(self.wave.itemText(i), self.wave.itemData(i))
                combo.setCurrentIndex(max(0, combo.findData(pick.wave)))
                combo.currentIndexChanged.connect(lambda index, r=row, c=combo: self.set_wave(r, c.itemData(index)))
                self.bought.setCellWidget(row, 4, combo)

    def _fill_points(self) -> None:
        for row, pick in enumerate(self.picks):
            entry = self.dialog.session.catalogue[pick.unit_type]
            self.bought.setItem(row, 3, QTableWidgetItem(str(entry.points * pick.count)))

    def _fill_air(self) -> None:
        """The airstrikes bought before (kept with the side until flown; greyed, they cannot be taken back here),
        then those bought now."""
        session = self.dialog.session
        self.air_list.clear()
        for aircraft, n in side_airstrikes(session, self.side_id).bought_counts().items():
            entry = session.catalogue.get(aircraft)
            name, points = (entry_name(entry), entry.points) if entry is not None else (aircraft, 0)
            item = QListWidgetItem(
                tr("bought before: {n} x {name} — {value} pts (until flown)").format(n=n, name=name, value=points * n)
            )
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setToolTip(
                tr(
                    "Bought with the forces placed before and not flown yet: the airstrike dialog offers it "
                    "first; its points are spent"
                )
            )
            self.air_list.addItem(item)
        for row, pick in enumerate(self.airstrikes):
            entry = session.catalogue[pick.unit_type]
            item = QListWidgetItem(
                tr("{count} x {name} — {value} pts").format(
                    count=pick.count, name=entry_name(entry), value=entry.points * pick.count
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, row)
            self.air_list.addItem(item)

    def air_lines(self) -> list[str]:
        """The airstrikes list as the player reads it (for tests)."""
        return [self.air_list.item(i).text() for i in range(self.air_list.count())]

    def show_spending(self, check: ForcesCheck) -> None:
        spent = check.of(self.side_id)
        if spent is None:
            self.spent.setText("")
            return
        over = spent.left < 0
        colour = readable(PROBLEM_COLOUR if over else OK_COLOUR)
        # What it has already, in the limits' words (what it buys now is listed beside the label).
        extra = spent.parts(bought_now=False)
        self.spent.setText(
            in_colour(
                "<b>"
                + tr("Spent {spent} of {budget} points").format(spent=spent.spent, budget=spent.budget)
                + "</b>: "
                + (
                    tr("{value} too many").format(value=-spent.left)
                    if over
                    else tr("{left} left").format(left=spent.left)
                ),
                colour,
            )
            + (f" ({said(extra)})" if extra else "")
        )

    # -- slots -----------------------------------------------------------------------------------------------------
    def _on_hidden_toggled(self, checked: bool) -> None:
        self._changed()

    def _on_fakes_changed(self, value: int) -> None:
        self.dialog.refresh_checks()

    def _on_search_changed(self, text: str) -> None:
        self.refill()

    def _on_kind_changed(self, index: int) -> None:
        self.refill()

    def _on_available_double_clicked(self, item: QListWidgetItem) -> None:
        self.add(item.data(Qt.ItemDataRole.UserRole), 1, self.wave.currentData(), self._chosen_formation())

    def _on_add_clicked(self) -> None:
        item = self.available.currentItem()
        if item is None:
            self.dialog.say(tr("Choose a unit in the list first"))
            return
        self.add(
            item.data(Qt.ItemDataRole.UserRole), self.count.value(), self.wave.currentData(), self._chosen_formation()
        )

    def _on_remove_clicked(self) -> None:
        row = self.bought.currentRow()
        if row >= 0:
            self.remove(row)

    def _on_add_air_clicked(self) -> None:
        aircraft = self.aircraft.currentData()
        if aircraft:
            self.add_airstrike(aircraft)

    def _on_remove_air_clicked(self) -> None:
        item = self.air_list.currentItem()
        row = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if row is None and self.airstrikes:
            row = len(self.airstrikes) - 1
        if row is not None:
            self.remove_airstrike(int(row))

    def _on_add_battery_clicked(self) -> None:
        gun = self.battery_gun.currentData()
        if gun:
            self.add_battery(
                BatteryPick(
                    type=gun,
                    guns=self.battery_count.value(),
                    in_transit=self.battery_transit.isChecked(),
                    wave=self.wave.currentData() if self.waves else None,
                )
            )

    def _on_add_off_battery_clicked(self) -> None:
        self.add_battery(
            BatteryPick(
                guns=self.off_count.value(), calibre_mm=self.off_calibre.value(), mortar=self.off_mortar.isChecked()
            )
        )

    def _on_remove_battery_clicked(self) -> None:
        row = self.battery_list.currentRow()
        if row < 0 and self.batteries:
            row = len(self.batteries) - 1
        if row >= 0:
            self.remove_battery(row)


def scrolling_page(page: QWidget) -> QScrollArea:
    """A page of the side's airstrikes or batteries that scrolls within its tab where the dialog is short: the tab
    takes no more height than the bought list leaves it, so that at 1366 x 768 the unit list's Add button, the points
    spent and the limits are in sight without scrolling the whole dialog."""
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # As wide as the page with its scroll bar beside it: it scrolls up and down, never cut at the side.
    scroll.setMinimumWidth(page.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width())
    scroll.setMinimumHeight(60)
    return scroll
