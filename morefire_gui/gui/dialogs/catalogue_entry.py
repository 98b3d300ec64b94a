"""Forces → Catalogue → Edit… / New from this…: a catalogue entry corrected, or a new one made from it, in the app.

A form for what players correct (id, name, label, nation, years, points, footprint; a vehicle's speed codes, armour
classes, silhouette and build; every gun's range bands), and a YAML tab with the entry as the player's file will hold
it, which can be edited too (it is the only place for the keys the form does not show: role, users, machine guns,
notes...). Both are one set of plain data, checked with :class:`CatalogueEntry` on every change: Save stays off
while the entry is not valid, and a line names the key and what is wrong with it. Saving is the caller's (the Forces
feature writes the player's file and reads the catalogue again), so the dialog only says what the entry is.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import InputError
from morefire_gui.gui.i18n import QT_TR_NOOP, kept_texts, tr, tr_kept
from morefire_gui.gui.said import entry_name, nation_name, said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable_colours
from morefire_gui.io.catalogue_build import entry_data
from morefire_gui.io.resources import unknown_nations
from morefire_gui.io.user_catalogue import entry_yaml, item_yaml
from morefire_gui.io.yamldoc import YamlDocument, format_path, parse_yaml, validation_problems
from morefire_gui.rules.catalogue.entries import CatalogueEntry, Silhouette
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.scenario.nations import NationTables
from morefire_gui.session.battle_session import BattleSession

__all__ = ["CatalogueEntryDialog", "entry_problem", "new_id"]

YEARS = (1918, 1950)
BAND_COLUMNS = (QT_TR_NOOP("Out to (yards)"), QT_TR_NOOP("Hit %"), QT_TR_NOOP("Penetrates AC"))
BAND_KEYS = ("max_yards", "hit", "pen")
BAND_TIPS = (
    QT_TR_NOOP("Rule 2.2: the band reaches this range in yards (bands from the shortest to the longest)"),
    QT_TR_NOOP("Rule 2.2: the basic chance to hit at this range, before the modifiers"),
    QT_TR_NOOP("Rule 2.2: the armour class (1-11) the gun penetrates at this range"),
)
# The entry's own checks name no key: say which one they are about.
_ROOT_KEYS = ("years", "footprint", "vehicle", "infantry", "gun", "aircraft", "aa")


def new_id(entry_id: str, taken: Callable[[str], bool]) -> str:
    """A free id for a vehicle made from ``entry_id``: ``pz4h_2``, ``pz4h_3``..."""
    n = 2
    while taken(f"{entry_id}_{n}"):
        n += 1
    return f"{entry_id}_{n}"


def entry_problem(data: Any, nations: NationTables | None = None) -> tuple[CatalogueEntry | None, str]:
    """``data`` as an entry, or None and what is wrong, key first: ``years: must be [first, last]``; with
    ``nations``, a ``nation`` or ``users`` the table does not know is wrong too."""
    if not isinstance(data, dict):
        return None, tr("the entry should be a mapping of keys and values ('id: ...', 'name: ...')")
    try:
        entry = CatalogueEntry.model_validate(copy.deepcopy(data))
        unknown = unknown_nations(entry, nations) if nations is not None else []
        if unknown:
            return None, "; ".join(f"{format_path(key)}: {message}" for key, message in unknown)
        return entry, ""
    except ValidationError as exc:
        said = []
        for p in validation_problems(exc, YamlDocument("", data), CatalogueEntry):
            key, message = p.key, p.message
            if not key:
                key = next((k for k in _ROOT_KEYS if message.startswith(k + " ")), "")
                message = message[len(key) + 1 :] if key and message.startswith(key + " ") else message
                if not key:
                    key = next((k for k in _ROOT_KEYS if f"'{k}'" in message or f" {k} " in message), "entry")
            said.append(f"{key}: {message}")
        return None, "; ".join(said)


def _row(*parts: QWidget | int) -> QHBoxLayout:
    """Widgets side by side, a number a gap, the rest of the line empty."""
    row = QHBoxLayout()
    for part in parts:
        if isinstance(part, int):
            row.addSpacing(part)
        else:
            row.addWidget(part)
    row.addStretch(1)
    return row


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _float(value: Any, default: float) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default


def _number(text: str) -> Any:
    """A table cell: a whole number when it is one, else the text as typed (validation then names it)."""
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        return text


class CatalogueEntryDialog(QDialog):
    """One catalogue entry, edited. ``save`` is called with the valid entry when the player presses Save, and says
    whether it was saved (the dialog then closes); ``saved`` is emitted with its id."""

    saved = Signal(str)

    def __init__(
        self,
        entry: CatalogueEntry,
        session: BattleSession,
        save: Callable[[CatalogueEntry], bool],
        new: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.new = new
        self.original_id = entry.id
        self._save = save
        self._filling = False
        self.footprint_shown = False
        data = entry_data(entry)
        if new:
            data["id"] = new_id(entry.id, lambda i: i in session.catalogue)
            data["name"] = tr("{name} (variant)").format(name=entry.name)
            data.pop("source", None)  # the figures are the player's now
        self.data: dict[str, Any] = data
        self.entry: CatalogueEntry | None = None
        self.problem = ""
        self.setWindowTitle(
            tr("New vehicle from {name}").format(name=entry_name(entry))
            if new
            else tr("Edit {name}").format(name=entry_name(entry))
        )
        self.setModal(True)

        layout = QVBoxLayout(self)
        intro = QLabel(
            (
                tr("A new entry for your own catalogue, made from this one: give it its own id.")
                if new
                else tr("Your correction is saved in your own catalogue file, merged over the app's catalogue by id.")
            )
            + tr(" Every field says the rule it feeds.")
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.tabs.addTab(self._entry_tab(entry), tr("Entry"))
        self.guns_tab = self._guns_tab()
        self.tabs.addTab(self.guns_tab, tr("Guns"))
        self.yaml = QPlainTextEdit()
        self.yaml.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.yaml.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.yaml.setToolTip(
            tr(
                "The entry as your catalogue file will hold it. You may edit it here too: it is the "
                "place for the keys the form does not show (role, users, mgs, notes...)"
            )
        )
        self.tabs.addTab(self.yaml, tr("YAML"))

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setToolTip(
            tr(
                "Save the entry in your own catalogue file (an entry with this id there is "
                "replaced; the rest of the file is kept), then read the catalogue again"
            )
        )
        self.buttons.accepted.connect(self._on_save_clicked)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self._fill()
        self._connect()
        self._check()
        self._show_yaml()
        fit_to_screen(self, 680, 560)

    # -- the form --------------------------------------------------------------------------------------------------
    def _entry_tab(self, entry: CatalogueEntry) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        form = QFormLayout()
        self.id = QLineEdit()
        self.id.setReadOnly(not self.new)
        self.id.setToolTip(
            tr("The entry's id, which battle files use for its counters: letters, digits and _ . - ")
            + (
                tr("(a new id: one the catalogue does not have)")
                if self.new
                else tr("(use New from this… for a vehicle of your own with a new id)")
            )
        )
        form.addRow(tr("Id"), self.id)
        self.name = QLineEdit()
        self.name.setToolTip(tr("The name shown in the catalogue and on the unit's sheet"))
        form.addRow(tr("Name"), self.name)
        self.short = QLineEdit()
        self.short.setPlaceholderText(tr("from the name"))
        self.short.setToolTip(tr("The counter's label, at most 12 characters (empty: the name's first word)"))
        form.addRow(tr("Counter label"), self.short)
        self.nation = QComboBox()
        self.nation.setToolTip(tr("Whose unit it is: the force builder and the catalogue list it for this nation"))
        # In the order the player reads their names: "Deutschland" among the D's.
        for n in sorted(self.session.tables.nations.nations, key=lambda k: nation_name(k).casefold()):
            self.nation.addItem(nation_name(n), n)
        self.nation.addItem(tr("Every nation"), "all")
        if self.nation.findData(entry.nation) < 0:
            self.nation.addItem(entry.nation, entry.nation)
        form.addRow(tr("Nation"), self.nation)
        years = QHBoxLayout()
        self.first_year = QSpinBox(minimum=YEARS[0], maximum=YEARS[1])
        self.last_year = QSpinBox(minimum=YEARS[0], maximum=YEARS[1])
        self.first_year.setToolTip(
            tr(
                "The first year in service: a battle's year lists only what served then (the force builder and the "
                "Catalogue dock)"
            )
        )
        self.last_year.setToolTip(
            tr(
                "The last year in service: a battle's year lists only what served then (the force builder and the "
                "Catalogue dock)"
            )
        )
        years.addWidget(self.first_year)
        years.addWidget(QLabel(tr("to")))
        years.addWidget(self.last_year)
        years.addStretch(1)
        form.addRow(tr("In service"), years)
        self.points = QSpinBox(minimum=0, maximum=9999)
        self.points.setToolTip(tr("Points cost, paid against the mission's point ratio (Table VI) in Build Forces"))
        form.addRow(tr("Points"), _row(self.points))
        footprint = QHBoxLayout()
        self.length = QDoubleSpinBox(minimum=0.0, maximum=9.99, decimals=2, singleStep=0.05, suffix=tr(" in"))
        self.footprint_width = QDoubleSpinBox(minimum=0.0, maximum=9.99, decimals=2, singleStep=0.05, suffix=tr(" in"))
        self.length.setToolTip(
            tr(
                "The casting's length in inches at 1/285: the counter's size on the table, which "
                "ranges and arcs are measured from (rule 2.3: the angle of fire)"
            )
        )
        self.footprint_width.setToolTip(tr("The casting's width in inches at 1/285"))
        footprint.addWidget(self.length)
        self.footprint_by = QLabel("×")
        footprint.addWidget(self.footprint_by)
        footprint.addWidget(self.footprint_width)
        footprint.addStretch(1)
        self.footprint_label = QLabel(tr("Footprint (length × width)"))
        form.addRow(self.footprint_label, footprint)
        outer.addLayout(form)
        self.vehicle_box = self._vehicle_box()
        outer.addWidget(self.vehicle_box)
        outer.addStretch(1)
        return page

    def _vehicle_box(self) -> QGroupBox:
        box = QGroupBox(tr("Vehicle"))
        form = QFormLayout(box)
        self.cross_country = QComboBox()
        self.road = QComboBox()
        for combo in (self.cross_country, self.road):
            for code in MoveCode:
                combo.addItem(code.value, code.value)
        self.cross_country.setToolTip(
            tr("Rule 1.2 movement code off road (A slowest … G fastest), reduced by the terrain (rule 1.4)")
        )
        self.road.setToolTip(tr("Rule 1.2 movement code on a road (rule 1.3)"))
        form.addRow(
            tr("Speed code"), _row(self.cross_country, QLabel(tr("cross-country")), 12, self.road, QLabel(tr("road")))
        )

        self.turret_front = QSpinBox(minimum=0, maximum=11)
        self.turret_front.setSpecialValueText("–")
        self.turret_side = QSpinBox(minimum=0, maximum=11)
        self.turret_side.setSpecialValueText("–")
        self.hull_front = QSpinBox(minimum=1, maximum=11)
        self.hull_side = QSpinBox(minimum=1, maximum=11)
        armour = QGridLayout()
        armour.addWidget(QLabel(tr("front")), 0, 1)
        armour.addWidget(QLabel(tr("side")), 0, 2)
        armour.addWidget(QLabel(tr("Turret")), 1, 0)
        armour.addWidget(self.turret_front, 1, 1)
        armour.addWidget(self.turret_side, 1, 2)
        armour.addWidget(QLabel(tr("Hull")), 2, 0)
        armour.addWidget(self.hull_front, 2, 1)
        armour.addWidget(self.hull_side, 2, 2)
        armour.setColumnStretch(3, 1)
        tips = {
            self.turret_front: (tr("turret, front"), True),
            self.turret_side: (tr("turret, side"), True),
            self.hull_front: (tr("hull, front"), False),
            self.hull_side: (tr("hull, side"), False),
        }
        for spin, (where, turret) in tips.items():
            spin.setMinimumWidth(64)
            spin.setToolTip(
                tr(
                    "Armour class 1-11 of the {where} (rule 2.4 turret or hull, rule 2.3 front or side): a "
                    "hit penetrates when the gun's AC at that range is at least this (rule 2.2)"
                ).format(where=where)
                + (tr("; – for none (turretless)") if turret else "")
            )
        form.addRow(tr("Armour class"), armour)

        self.silhouette = QComboBox()
        for s in Silhouette:
            self.silhouette.addItem(said(s.value), s.value)
        self.silhouette.setToolTip(
            tr(
                "Rule 2.2 target silhouette: high +10, average 0, low -5, small -10, none -15 "
                "to be hit; rule 2.1 spotting"
            )
        )
        self.transport = QSpinBox(minimum=0, maximum=20)
        self.transport.setToolTip(tr("Infantry counters it carries (mount and dismount, Sequence of Play 5)"))
        form.addRow(
            tr("Silhouette"),
            _row(self.silhouette, 24, QLabel(tr("carries")), self.transport, QLabel(tr("infantry counters"))),
        )

        self.tracked = QCheckBox(tr("Tracked"))
        self.tracked.setToolTip(
            tr("Tracks, not wheels: rule 1.4 terrain and rule 2.5 suspension hits treat them apart")
        )
        self.wheels = QSpinBox(minimum=0, maximum=12)
        self.wheels.setSpecialValueText("–")
        self.wheels.setToolTip(tr("A wheeled vehicle's wheels (2-12; rule 2.5 suspension hits); – for a tracked one"))
        self.turret = QCheckBox(tr("Turret"))
        self.turret.setToolTip(
            tr("Has a turret: rule 2.4 hit location rolls turret or hull (a turretless vehicle is hit in the hull)")
        )
        self.open_top = QCheckBox(tr("Open top"))
        self.open_top.setToolTip(tr("Open-topped: artillery and infantry fire reach the crew (rules 4.6, 3.2)"))
        self.skirts = QCheckBox(tr("Skirts"))
        self.skirts.setToolTip(tr("Armour skirts (Schürzen) against the infantry's anti-tank weapons (rule 3.4)"))
        form.addRow(
            tr("Build"),
            _row(self.tracked, 12, QLabel(tr("wheels")), self.wheels, 12, self.turret, self.open_top, self.skirts),
        )
        return box

    def _guns_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        top = QHBoxLayout()
        self.gun = QComboBox()
        self.gun.setToolTip(tr("The gun whose bands are shown"))
        self.add_gun = QPushButton(tr("Add gun"))
        self.add_gun.setToolTip(tr("A gun of its own, with one band to fill in"))
        self.remove_gun = QPushButton(tr("Remove gun"))
        top.addWidget(QLabel(tr("Gun")))
        top.addWidget(self.gun, 1)
        top.addWidget(self.add_gun)
        top.addWidget(self.remove_gun)
        layout.addLayout(top)
        form = QFormLayout()
        self.gun_name = QLineEdit()
        self.gun_name.setToolTip(tr("The gun's name, as the sheet and the fire dialogs show it"))
        self.calibre = QDoubleSpinBox(minimum=0.0, maximum=500.0, decimals=1, suffix=tr(" mm"))
        self.calibre.setToolTip(tr("Calibre in mm: rule 3.2 (infantry's HE against it) and the sheet"))
        form.addRow(tr("Name"), self.gun_name)
        form.addRow(tr("Calibre"), _row(self.calibre))
        layout.addLayout(form)
        self.bands = QTableWidget(0, len(BAND_COLUMNS))
        self.bands.setHorizontalHeaderLabels(kept_texts(BAND_COLUMNS))
        for column, tip in enumerate(BAND_TIPS):
            header = self.bands.horizontalHeaderItem(column)
            if header is not None:  # always: the labels above made one for each column
                header.setToolTip(tr_kept(tip))
        self.bands.setToolTip(
            tr(
                "Rule 2.2: each band, out to its range, the chance to hit and the armour class the "
                "gun penetrates; from the shortest range to the longest"
            )
        )
        self.bands.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.bands.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        layout.addWidget(self.bands, 1)
        rows = QHBoxLayout()
        self.add_band = QPushButton(tr("Add band"))
        self.add_band.setToolTip(tr("A band after the selected one (or at the end)"))
        self.remove_band = QPushButton(tr("Remove band"))
        rows.addWidget(self.add_band)
        rows.addWidget(self.remove_band)
        rows.addStretch(1)
        layout.addLayout(rows)
        return page

    def _connect(self) -> None:
        for line in (self.id, self.name, self.short, self.gun_name):
            line.textEdited.connect(self._on_form_changed)
        for combo in (self.nation, self.cross_country, self.road, self.silhouette):
            combo.currentIndexChanged.connect(self._on_form_changed)
        for spin in (
            self.first_year,
            self.last_year,
            self.points,
            self.length,
            self.footprint_width,
            self.turret_front,
            self.turret_side,
            self.hull_front,
            self.hull_side,
            self.transport,
            self.wheels,
            self.calibre,
        ):
            spin.valueChanged.connect(self._on_form_changed)
        for check in (self.tracked, self.turret, self.open_top, self.skirts):
            check.toggled.connect(self._on_form_changed)
        self.bands.itemChanged.connect(self._on_form_changed)
        self.gun.currentIndexChanged.connect(self._on_gun_changed)
        self.add_gun.clicked.connect(self._on_add_gun_clicked)
        self.remove_gun.clicked.connect(self._on_remove_gun_clicked)
        self.add_band.clicked.connect(self._on_add_band_clicked)
        self.remove_band.clicked.connect(self._on_remove_band_clicked)
        self.yaml.textChanged.connect(self._on_yaml_changed)

    # -- data <-> widgets ------------------------------------------------------------------------------------------
    def _guns(self) -> list[dict[str, Any]]:
        guns = self.data.get("guns")
        return [g for g in guns if isinstance(g, dict)] if isinstance(guns, list) else []

    def _fill(self, gun_index: int | None = None) -> None:
        """Show ``self.data`` in the form; a value the widgets cannot show (typed in the YAML) leaves them as they
        are, and the check below names it."""
        self._filling = True
        try:
            d = self.data
            self.id.setText(str(d.get("id", "")))
            self.name.setText(str(d.get("name", "")))
            self.short.setText(str(d.get("short") or ""))
            index = self.nation.findData(d.get("nation"))
            if index >= 0:
                self.nation.setCurrentIndex(index)
            years = d.get("years", [1939, 1945])
            if isinstance(years, list) and len(years) == 2:
                self.first_year.setValue(_int(years[0], self.first_year.value()))
                self.last_year.setValue(_int(years[1], self.last_year.value()))
            self.points.setValue(_int(d.get("points", 0), self.points.value()))
            footprint = d.get("footprint")
            has_footprint = isinstance(footprint, list) and len(footprint) == 2
            if isinstance(footprint, list) and has_footprint:
                self.length.setValue(_float(footprint[0], self.length.value()))
                self.footprint_width.setValue(_float(footprint[1], self.footprint_width.value()))
            # Infantry and guns stand on the battle's base: a footprint only where the entry has one.
            self.footprint_shown = has_footprint or "vehicle" in d
            for widget in (self.length, self.footprint_width, self.footprint_label, self.footprint_by):
                widget.setVisible(self.footprint_shown)
            v = d.get("vehicle")
            self.vehicle_box.setVisible(isinstance(v, dict))
            if isinstance(v, dict):
                speed = s if isinstance(s := v.get("speed"), dict) else {}
                for combo, key in ((self.cross_country, "cross_country"), (self.road, "road")):
                    if combo.findData(speed.get(key)) >= 0:
                        combo.setCurrentIndex(combo.findData(speed.get(key)))
                armor = a if isinstance(a := v.get("armor"), dict) else {}
                for spin, key in (
                    (self.turret_front, "turret_front"),
                    (self.turret_side, "turret_side"),
                    (self.hull_front, "hull_front"),
                    (self.hull_side, "hull_side"),
                ):
                    spin.setValue(_int(armor.get(key), spin.minimum()))
                if self.silhouette.findData(v.get("silhouette", "average")) >= 0:
                    self.silhouette.setCurrentIndex(self.silhouette.findData(v.get("silhouette", "average")))
                self.transport.setValue(_int(v.get("transport", 0), 0))
                self.tracked.setChecked(v.get("tracked") is True)
                self.wheels.setValue(_int(v.get("wheels"), 0))
                self.turret.setChecked(v.get("turret", True) is True)
                self.open_top.setChecked(v.get("open_top") is True)
                self.skirts.setChecked(v.get("skirts") is True)
            guns = self._guns()
            keep = gun_index if gun_index is not None else self.gun.currentIndex()
            self.gun.clear()
            for i, g in enumerate(guns):
                self.gun.addItem(f"{i + 1}. {g.get('name', '?')}")
            self.gun.setCurrentIndex(min(max(keep, 0), len(guns) - 1) if guns else -1)
            self.tabs.setTabText(1, tr("Guns ({len})").format(len=len(guns)))
            self._fill_gun()
        finally:
            self._filling = False

    def _fill_gun(self) -> None:
        guns = self._guns()
        i = self.gun.currentIndex()
        gun = guns[i] if 0 <= i < len(guns) else None
        for widget in (self.gun_name, self.calibre, self.bands, self.add_band, self.remove_band, self.remove_gun):
            widget.setEnabled(gun is not None)
        was = self._filling
        self._filling = True
        try:
            self.gun_name.setText(str(gun.get("name", "")) if gun else "")
            self.calibre.setValue(_float(gun.get("calibre_mm"), 0.0) if gun else 0.0)
            bands = b if gun and isinstance(b := gun.get("bands"), list) else []
            self.bands.setRowCount(len(bands))
            for row, band in enumerate(bands):
                for column, key in enumerate(BAND_KEYS):
                    value = band.get(key, "") if isinstance(band, dict) else ""
                    item = QTableWidgetItem(str(value))
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    item.setToolTip(tr_kept(BAND_TIPS[column]))
                    self.bands.setItem(row, column, item)
        finally:
            self._filling = was

    def _collect(self) -> dict[str, Any]:
        """``self.data`` with the form's values: the keys the form shows, the rest as they were."""
        d = copy.deepcopy(self.data)
        if self.new:
            d["id"] = self.id.text().strip()
        d["name"] = self.name.text()
        short = self.short.text().strip()
        if short:
            d["short"] = short
        else:
            d.pop("short", None)
        d["nation"] = self.nation.currentData()
        d["years"] = [self.first_year.value(), self.last_year.value()]
        d["points"] = self.points.value()
        if self.footprint_shown:
            d["footprint"] = [round(self.length.value(), 2), round(self.footprint_width.value(), 2)]
        v = d.get("vehicle")
        if isinstance(v, dict):
            v["tracked"] = self.tracked.isChecked()
            if self.wheels.value():
                v["wheels"] = self.wheels.value()
            else:
                v.pop("wheels", None)
            v["open_top"] = self.open_top.isChecked()
            v["skirts"] = self.skirts.isChecked()
            v["turret"] = self.turret.isChecked()
            armor = v["armor"] if isinstance(v.get("armor"), dict) else {}
            for spin, key in ((self.turret_front, "turret_front"), (self.turret_side, "turret_side")):
                if spin.value():
                    armor[key] = spin.value()
                else:
                    armor.pop(key, None)
            armor["hull_front"] = self.hull_front.value()
            armor["hull_side"] = self.hull_side.value()
            v["armor"] = {
                k: armor[k] for k in ("turret_front", "turret_side", "hull_front", "hull_side") if k in armor
            } | {k: x for k, x in armor.items() if k not in ("turret_front", "turret_side", "hull_front", "hull_side")}
            v["silhouette"] = self.silhouette.currentData()
            v["speed"] = {"cross_country": self.cross_country.currentData(), "road": self.road.currentData()}
            v["transport"] = self.transport.value()
        guns = self._guns()
        i = self.gun.currentIndex()
        if 0 <= i < len(guns):
            gun = copy.deepcopy(guns[i])
            gun["name"] = self.gun_name.text()
            gun["calibre_mm"] = round(self.calibre.value(), 1)
            gun["bands"] = [
                {
                    key: _number(item.text() if (item := self.bands.item(row, column)) is not None else "")
                    for column, key in enumerate(BAND_KEYS)
                }
                for row in range(self.bands.rowCount())
            ]
            guns[i] = gun
        if guns:
            d["guns"] = guns
        else:
            d.pop("guns", None)
        return d

    def _check(self) -> None:
        entry, problem = entry_problem(self.data, self.session.tables.nations)
        if entry is not None and self.new and entry.id in self.session.catalogue:
            problem = tr(
                "id: the catalogue has {id} already: a new vehicle needs an id of its own (Edit… corrects that entry)"
            ).format(id=repr(entry.id))
            entry = None
        if entry is not None and not self.new and entry.id != self.original_id:
            entry, problem = (
                None,
                tr("id: this edits {id}; New from this… makes an entry with another id").format(
                    id=repr(self.original_id)
                ),
            )
        self.entry, self.problem = entry, problem
        self.save_button.setEnabled(entry is not None)
        if entry is None:
            self.status.setStyleSheet(readable_colours("color: #b00020;"))
            self.status.setText(tr("Not valid yet — {problem}").format(problem=problem))
        else:
            self.status.setStyleSheet("")
            self.status.setText(
                tr("{name}: valid; Save puts it in your catalogue file.").format(name=entry_name(entry))
            )

    def _show_yaml(self) -> None:
        self._filling = True
        try:
            self.yaml.setPlainText(entry_yaml(self.entry) if self.entry is not None else item_yaml(self.data))
        finally:
            self._filling = False

    # -- slots -----------------------------------------------------------------------------------------------------
    def _on_form_changed(self, *args: object) -> None:
        if self._filling:
            return
        self.data = self._collect()
        self._check()
        self._show_yaml()
        if self.gun.currentIndex() >= 0:
            self.gun.setItemText(self.gun.currentIndex(), f"{self.gun.currentIndex() + 1}. {self.gun_name.text()}")

    def _on_yaml_changed(self) -> None:
        if self._filling:
            return
        try:
            doc = parse_yaml("units:\n" + self.yaml.toPlainText(), "YAML")
        except InputError as exc:
            p = exc.problems[0]
            where = tr("line {line}: ").format(line=p.line - 1) if p.line and p.line > 1 else ""
            self.entry, self.problem = None, f"YAML: {where}{p.message}"
            self.save_button.setEnabled(False)
            self.status.setStyleSheet(readable_colours("color: #b00020;"))
            self.status.setText(tr("Not valid yet — {problem}").format(problem=self.problem))
            return
        units = doc.data.get("units") if isinstance(doc.data, dict) else None
        if not isinstance(units, list) or len(units) != 1 or not isinstance(units[0], dict):
            self.entry, self.problem = None, tr("YAML: one entry, as a '- id: ...' item")
            self.save_button.setEnabled(False)
            self.status.setStyleSheet(readable_colours("color: #b00020;"))
            self.status.setText(tr("Not valid yet — {problem}").format(problem=self.problem))
            return
        self.data = units[0]
        self._check()
        self._fill()

    def _on_gun_changed(self, index: int) -> None:
        if not self._filling:
            self._fill_gun()

    def _on_add_gun_clicked(self) -> None:
        self.data["guns"] = [
            *self._guns(),
            {"name": tr("new gun"), "calibre_mm": 75, "bands": [{"max_yards": 500, "hit": 50, "pen": 5}]},
        ]
        self._fill(gun_index=len(self.data["guns"]) - 1)
        self._after_data_changed()

    def _on_remove_gun_clicked(self) -> None:
        guns = self._guns()
        if 0 <= self.gun.currentIndex() < len(guns):
            del guns[self.gun.currentIndex()]
            self.data["guns"] = guns
            self._fill(gun_index=self.gun.currentIndex() - 1)
            self._after_data_changed()

    def _on_add_band_clicked(self) -> None:
        row = self.bands.currentRow() + 1 if self.bands.currentRow() >= 0 else self.bands.rowCount()
        self._filling = True
        self.bands.insertRow(row)
        for column in range(len(BAND_KEYS)):
            self.bands.setItem(row, column, QTableWidgetItem(""))
        self._filling = False
        self._on_form_changed()
        self.bands.setCurrentCell(row, 0)

    def _on_remove_band_clicked(self) -> None:
        if self.bands.currentRow() >= 0:
            self.bands.removeRow(self.bands.currentRow())
            self._on_form_changed()

    def _after_data_changed(self) -> None:
        self.data = self._collect()
        self._check()
        self._show_yaml()

    def _on_save_clicked(self) -> None:
        if self.entry is None:
            return
        if self._save(self.entry):
            self.saved.emit(self.entry.id)
            self.accept()

    @classmethod
    def run(
        cls,
        entry: CatalogueEntry,
        session: BattleSession,
        save: Callable[[CatalogueEntry], bool],
        new: bool = False,
        parent: QWidget | None = None,
    ) -> CatalogueEntryDialog:
        """Open the dialog, modal to its parent but without a loop of its own (``open``), and return it."""
        dialog = cls(entry, session, save, new, parent)
        dialog.open()
        return dialog
