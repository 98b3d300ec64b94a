"""New random battle: the scenario system's Tables I-VII, each rolled or set by the players, with the app's seeded
dice or physical dice typed in; every roll shown with the row it hit and why; the briefing that results; and the
battle built from it (a generated table, or one the players lay by hand) with its deployment zones and victory
point locations.

The dialog only gathers choices and shows what the session's scenario service returns; "Create" hands the battle
to the window (through ``create``), which asks to save unsaved changes and opens it."""

from __future__ import annotations

from collections.abc import Callable
from weakref import WeakKeyDictionary

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import DiceError, MoreFireError
from morefire_gui.gui.docks.briefing import briefing_html
from morefire_gui.gui.i18n import QT_TR_NOOP, tr, tr_kept
from morefire_gui.gui.said import nation_name, said, said_error
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.numbers import MAX_PROPORTION
from morefire_gui.model.terms import Edge
from morefire_gui.rules.dice import Dice, Die, HandDice, SeededDice, parse_dice_list
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import SPECIAL_THEATRES, Airstrikes, Scenario, ScenarioChoices, theatre_name
from morefire_gui.rules.scenario.terms import Conditions, Season, Special, TerrainType, Theatre, VpSchedule
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.scenario import (
    RandomBattle,
    TableOptions,
    briefing_of,
    build_battle,
    dice_layout_seed,
    placement_notes,
    proportion_problem,
    roll_scenario,
)

ROLL = "roll"
NOT_USED = "not_used"
SET = "set"
USUAL = ""
SEED_MAX = 2**31 - 1  # what a spin box holds
TEXT_ROOM = 16  # a line edit's frame and margins about its text
TITLE_MOST = 460  # the widest the title field asks to be for its hint: the choices pane's width
DICE_ORDER = QT_TR_NOOP(
    "Dice order: year d100, attacker d100, season d6, conditions d100 (then the snow d6 when it snows), "
    "terrain d6 (then the bocage d6 for France with Farmland, then the snow d6 if TUNDRA made the weather snow), "
    "mission d6, aircraft d100 (then a d6 for a "
    "variable result). A table that is set, or fixed by the rules, is not rolled."
)
INCH_TABLE, CM_TABLE = (72.0, 48.0), (180.0, 120.0)


class _NeedFace(Exception):
    """The typed faces ran out: the roll that needs the next one."""

    def __init__(self, n: int, die: Die, purpose: str) -> None:
        super().__init__(tr("roll {n}: a {label} for {purpose}").format(n=n, label=die.label, purpose=said(purpose)))
        self.n, self.die, self.purpose = n, die, purpose


def _typed_dice(faces: list[int]) -> HandDice:
    """Physical dice: the faces the players typed, in the dice order, each recorded as rolled by hand."""
    queue = list(faces)
    asked = [0]

    def ask(die: Die, purpose: str) -> int:
        asked[0] += 1
        if not queue:
            raise _NeedFace(asked[0], die, purpose)
        return queue.pop(0)

    return HandDice(ask)


class RandomBattleDialog(QDialog):
    def __init__(
        self, tables: RuleTables, create: Callable[[RandomBattle], bool] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.tables = tables
        self._create = create
        self.scenario: Scenario | None = None
        self.layout_seed: int | str | None = None
        self.made: RandomBattle | None = None
        self._restoring = False
        self._opened_from = parent
        self.setWindowTitle(tr("New random battle"))
        fit_to_screen(self, 1280, 860)

        # -- forces and theatre
        self.theatre = QComboBox()
        for theatre in Theatre:
            self.theatre.addItem(
                tr("Pacific") if theatre is Theatre.PACIFIC else said(theatre_name(theatre)), theatre.value
            )
        self.special = QComboBox()
        self.special.addItem(tr("None"), USUAL)
        for special in Special:
            self.special.addItem(said(special.label), special.value)
        self.axis = QComboBox()
        self.allied = QComboBox()
        for combo, allegiance in ((self.axis, Allegiance.AXIS), (self.allied, Allegiance.ALLIES)):
            combo.addItem(tr("The theatre's usual"), USUAL)
            for nid, nation in tables.nations.nations.items():
                if nation.allegiance is allegiance:
                    combo.addItem(nation_name(nid), nid)
        self.allied.setToolTip(tr("Table I adds the Allied force adjustment to the year's roll"))
        forces = QFormLayout()
        forces.addRow(tr("Theatre"), self.theatre)
        forces.addRow(tr("Special"), self.special)
        forces.addRow(tr("Axis force"), self.axis)
        forces.addRow(tr("Allied force"), self.allied)
        forces_box = QGroupBox(tr("Forces"))
        forces_box.setLayout(forces)

        # -- the tables: each row rolled, or set to a value
        self.rows: dict[str, QComboBox] = {}
        tables_form = QFormLayout()

        def row(name: str, label: str, values: list[tuple[str, object]], roll: str | None = None) -> QComboBox:
            combo = QComboBox()
            combo.addItem(roll or tr("Roll", "roll the dice"), ROLL)
            for text, value in values:
                combo.addItem(text, value)
            self.rows[name] = combo
            tables_form.addRow(label, combo)
            return combo

        def set_to(value: str) -> str:
            return tr("Set to {value}").format(value=value[:1].upper() + value[1:])

        row("year", tr("Table I — year"), [(set_to(str(y)), y) for y in range(1939, 1948)])
        row(
            "attacker",
            tr("Table II — attacker"),
            [(set_to(tr("Axis")), Allegiance.AXIS.value), (set_to(tr("Allies")), Allegiance.ALLIES.value)],
        )
        row("season", tr("Table III — season"), [(set_to(said(s.value)), s.value) for s in Season])
        row("conditions", tr("Table IV — conditions"), [(set_to(said(c.value)), c.value) for c in Conditions])
        row(
            "snowing",
            tr("Snow d6 — is it snowing"),
            [(tr("Set to snowing"), True), (tr("Set to not snowing"), False)],
            roll=tr("Roll (when it snows)"),
        )
        row("terrain", tr("Table V — terrain"), [(set_to(said(t.label)), t.value) for t in TerrainType])
        row(
            "mission",
            tr("Table VI — mission"),
            [
                (set_to(f"{said(r.mission.label)}, {r.ratio[0]}:{r.ratio[1]}"), face)
                for face, r in sorted(tables.scenario.mission.faces.items())
            ],
        )
        aircraft = row(
            "aircraft", tr("Table VII — aircraft"), [(tr("Not used (optional table)"), NOT_USED), (tr("Set to…"), SET)]
        )
        self.axis_strikes = QSpinBox(minimum=0, maximum=6)
        self.allied_strikes = QSpinBox(minimum=0, maximum=6)
        strikes = QHBoxLayout()
        strikes.setContentsMargins(0, 0, 0, 0)
        strikes.addWidget(QLabel(tr("Axis")))
        strikes.addWidget(self.axis_strikes)
        strikes.addWidget(QLabel(tr("Allies")))
        strikes.addWidget(self.allied_strikes)
        strikes.addStretch(1)
        self.strikes_box = QWidget()
        self.strikes_box.setLayout(strikes)
        tables_form.addRow(tr("Airstrikes set"), self.strikes_box)
        aircraft.setToolTip(tr("Airstrikes must be paid for in Army points"))
        tables_box = QGroupBox(tr("Tables (each rolled, or set by the players)"))
        tables_box.setLayout(tables_form)

        # -- the dice
        self.app_dice = QRadioButton(tr("The app's dice, seed"))
        self.app_dice.setChecked(True)
        self.physical_dice = QRadioButton(tr("Physical dice: the faces in order"))
        group = QButtonGroup(self)
        group.addButton(self.app_dice)
        group.addButton(self.physical_dice)
        self.seed = QSpinBox(minimum=0, maximum=SEED_MAX)
        self.seed.setValue(self._fresh_seed())
        self.seed.setToolTip(tr("The same seed rolls the same scenario and lays out the same table"))
        self.faces = QLineEdit()
        self.faces.setPlaceholderText(tr("e.g. 45, 80, 3, 27, 5, 2, 61"))
        self.faces.setToolTip(tr_kept(DICE_ORDER))
        self.faces_hint = QLabel()
        self.faces_hint.setWordWrap(True)
        self.faces_hint.setStyleSheet(readable_colours("color: #1c4f9c"))
        dice = QFormLayout()
        dice.addRow(self.app_dice, self.seed)
        dice.addRow(self.physical_dice, self.faces)
        dice.addRow(self.faces_hint)
        order = QLabel(tr_kept(DICE_ORDER))
        order.setWordWrap(True)
        order.setStyleSheet(readable_colours("color: #555"))
        dice.addRow(order)
        dice_box = QGroupBox(tr("Dice"))
        dice_box.setLayout(dice)

        # -- the table
        self.table_width = QDoubleSpinBox(decimals=1, minimum=12, maximum=1000, value=INCH_TABLE[0])
        self.table_depth = QDoubleSpinBox(decimals=1, minimum=12, maximum=1000, value=INCH_TABLE[1])
        self.unit = QComboBox()
        self.unit.addItem(tr("inches"), "in")
        self.unit.addItem(tr("centimetres"), "cm")
        self.scale = QComboBox()
        for name, preset in tables.scales.presets.items():
            self.scale.addItem(f"{name} — {said(preset.text)}", name)
        self.scale.setCurrentIndex(max(0, self.scale.findData("1:50")))
        self.defender_edge = QComboBox()
        for edge in Edge:
            edge_name = said(edge.value)
            self.defender_edge.addItem(edge_name[:1].upper() + edge_name[1:], edge.value)
        self.defender_edge.setToolTip(
            tr('"The defender selects which boardedge will be his baseline"; the attacker has the opposite edge')
        )
        self.vp_schedule = QComboBox()
        self.vp_schedule.addItem(tr("Standard"), VpSchedule.STANDARD.value)
        self.vp_schedule.addItem(tr("Retained / Captured"), VpSchedule.RETAINED_CAPTURED.value)
        self.vp_schedule.setToolTip(tr('"Use either Standard OR Retained / Captured Columns"'))
        self.title = QLineEdit()
        self.by_hand = QCheckBox(tr("Lay the table by hand"))
        self.by_hand.setToolTip(
            tr(
                "No terrain is generated: the players alternate placing terrain pieces, the "
                "defender "
                "first; once placement is complete, the defender selects his base edge and the "
                "victory point locations are marked (Battle → Placement Complete…)"
            )
        )
        size = QHBoxLayout()
        size.setContentsMargins(0, 0, 0, 0)
        size.addWidget(self.table_width)
        size.addWidget(QLabel("×"))
        size.addWidget(self.table_depth)
        size.addWidget(self.unit)
        size_box = QWidget()
        size_box.setLayout(size)
        table = QFormLayout()
        # A row too long for the pane puts its field under its label: the pane never cuts a field off.
        table.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        table.addRow(tr("Table (east–west × north–south)"), size_box)
        table.addRow(tr("Ground scale (rule 1.1)"), self.scale)
        table.addRow(tr("Defender's base edge"), self.defender_edge)
        table.addRow(tr("Victory point columns"), self.vp_schedule)
        table.addRow(tr("Title"), self.title)
        table.addRow(self.by_hand)
        table_box = QGroupBox(tr("The table"))
        table_box.setLayout(table)

        # -- what came out
        self.steps_view = QTextBrowser()
        self.briefing_view = QTextBrowser()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(readable_colours("color: #b00020"))
        self.roll_again_button = QPushButton(tr("Roll Again"))
        self.roll_again_button.setToolTip(tr("Roll every table that is not set again, with a new seed"))
        self.create_button = QPushButton(tr("Create"))
        self.create_button.setToolTip(
            tr("Build the battle: the table, the deployment zones, the victory point locations and the briefing")
        )
        self.create_button.setDefault(True)
        self.cancel_button = QPushButton(tr("Cancel"))

        choices = QVBoxLayout()
        for box in (forces_box, tables_box, dice_box, table_box):
            choices.addWidget(box)
        choices.addStretch(1)
        choices_widget = QWidget()
        choices_widget.setLayout(choices)
        scroll = QScrollArea()
        scroll.setWidget(choices_widget)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(520)
        results = QSplitter(Qt.Orientation.Vertical)
        for title, view in (
            (tr("<b>The rolls</b>: each die, the row it hit and why"), self.steps_view),
            (tr("<b>The briefing</b>"), self.briefing_view),
        ):
            pane = QWidget()
            pane_layout = QVBoxLayout(pane)
            pane_layout.setContentsMargins(0, 0, 0, 0)
            pane_layout.addWidget(QLabel(title))
            pane_layout.addWidget(view)
            results.addWidget(pane)
        buttons = QHBoxLayout()
        buttons.addWidget(self.roll_again_button)
        buttons.addStretch(1)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.cancel_button)
        right = QVBoxLayout()
        right.addWidget(results, 1)
        right.addWidget(self.error)
        right.addLayout(buttons)
        body = QHBoxLayout(self)
        body.addWidget(scroll, 2)
        body.addLayout(right, 3)

        for combo in (
            self.theatre,
            self.special,
            self.axis,
            self.allied,
            *self.rows.values(),
            self.scale,
            self.defender_edge,
            self.vp_schedule,
            self.unit,
        ):
            # Long entries ("1:50 — 1/285 castings: …") must not widen the form beyond its pane.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        for combo in (
            self.theatre,
            self.special,
            self.axis,
            self.allied,
            *self.rows.values(),
            self.scale,
            self.defender_edge,
            self.vp_schedule,
        ):
            combo.currentIndexChanged.connect(self._on_choices_changed)
        for spin in (self.axis_strikes, self.allied_strikes, self.seed, self.table_width, self.table_depth):
            spin.valueChanged.connect(self._on_choices_changed)
        self.app_dice.toggled.connect(self._on_choices_changed)
        self.faces.textChanged.connect(self._on_choices_changed)
        self.by_hand.toggled.connect(self._on_choices_changed)
        self.unit.currentIndexChanged.connect(self._on_unit_changed)
        self.special.currentIndexChanged.connect(self._on_special_changed)
        self.allied.currentIndexChanged.connect(self._on_allied_changed)
        self.title.textChanged.connect(self._on_choices_changed)
        self.roll_again_button.clicked.connect(self.roll_again)
        self.create_button.clicked.connect(self.create_battle)
        self.cancel_button.clicked.connect(self.reject)
        self._restore_choices()
        self.roll()

    # -- what the players entered, kept when they close the dialog without creating ------------------------------------
    def _fields(self) -> dict[str, QComboBox | QSpinBox | QDoubleSpinBox | QLineEdit | QCheckBox | QRadioButton]:
        """Every field the players set, by a name of its own; the table's unit before its size (a new unit sets the
        usual size in it)."""
        return {
            "theatre": self.theatre,
            "special": self.special,
            "axis": self.axis,
            "allied": self.allied,
            **{f"table {name}": combo for name, combo in self.rows.items()},
            "axis strikes": self.axis_strikes,
            "allied strikes": self.allied_strikes,
            "physical dice": self.physical_dice,
            "seed": self.seed,
            "faces": self.faces,
            "unit": self.unit,
            "width": self.table_width,
            "depth": self.table_depth,
            "scale": self.scale,
            "defender edge": self.defender_edge,
            "vp schedule": self.vp_schedule,
            "title": self.title,
            "by hand": self.by_hand,
        }

    def entered(self) -> dict[str, object]:
        """What the players have set in the dialog, field by field."""
        values: dict[str, object] = {}
        for name, field in self._fields().items():
            if isinstance(field, QComboBox):
                values[name] = field.currentData()
            elif isinstance(field, (QSpinBox, QDoubleSpinBox)):
                values[name] = field.value()
            elif isinstance(field, QLineEdit):
                values[name] = field.text()
            else:
                values[name] = field.isChecked()
        return values

    def _restore_choices(self) -> None:
        """The choices left when the dialog was last closed without a battle created (Cancel, Esc), each field as the
        players set it: the tables set, the seed or the typed faces, the table's size and title."""
        left = _LEFT.get(self._opened_from) if self._opened_from is not None else None
        if not left:
            return
        self._restoring = True
        for name, value in left.items():
            field = self._fields().get(name)
            if isinstance(field, QComboBox):
                field.setCurrentIndex(max(0, field.findData(value)))
            elif isinstance(field, (QSpinBox, QDoubleSpinBox)) and isinstance(value, (int, float)):
                field.setValue(value)  # type: ignore[arg-type]
            elif isinstance(field, QLineEdit):
                field.setText(str(value))
            elif isinstance(field, (QCheckBox, QRadioButton)):
                field.setChecked(bool(value))
        if not self.physical_dice.isChecked():
            self.app_dice.setChecked(True)
        self._restoring = False

    def done(self, result: int) -> None:
        """Closed: with a battle created, the next opening starts afresh; without, it opens on what was entered."""
        if self._opened_from is not None:
            if result == QDialog.DialogCode.Accepted:
                _LEFT.pop(self._opened_from, None)
            else:
                _LEFT[self._opened_from] = self.entered()
        super().done(result)

    # -- the request --------------------------------------------------------------------------------------------------
    @staticmethod
    def _fresh_seed() -> int:
        return SeededDice().seed % (SEED_MAX + 1)

    def choices(self) -> ScenarioChoices:
        def value(name: str) -> object:
            data = self.rows[name].currentData()
            return None if data == ROLL else data

        mission_face = value("mission")  # a row of Table VI sets the mission and its point ratio together
        row = self.tables.scenario.mission.faces[int(str(mission_face))] if mission_face is not None else None
        aircraft = self.rows["aircraft"].currentData()
        special = self.special.currentData()
        year, attacker, season = value("year"), value("attacker"), value("season")
        conditions, terrain, snowing = value("conditions"), value("terrain"), value("snowing")
        return ScenarioChoices(
            theatre=Theatre(self.theatre.currentData()),
            special=Special(special) if special else None,
            axis=self.axis.currentData() or None,
            allied=self.allied.currentData() or None,
            year=int(str(year)) if year is not None else None,
            attacker=Allegiance(attacker) if attacker is not None else None,
            season=Season(season) if season is not None else None,
            conditions=Conditions(conditions) if conditions is not None else None,
            snowing=bool(snowing) if snowing is not None else None,
            terrain=TerrainType(terrain) if terrain is not None else None,
            mission=row.mission if row is not None else None,
            ratio=(row.ratio[0], row.ratio[1]) if row is not None else None,
            airstrikes=Airstrikes(self.axis_strikes.value(), self.allied_strikes.value()) if aircraft == SET else None,
            aircraft=aircraft != NOT_USED,
        )

    def options(self) -> TableOptions:
        return TableOptions(
            width=self.table_width.value(),
            depth=self.table_depth.value(),
            unit=str(self.unit.currentData()),
            scale=str(self.scale.currentData()),
            defender_edge=Edge(self.defender_edge.currentData()),
            vp_schedule=VpSchedule(self.vp_schedule.currentData()),
            title=self.title.text().strip() or None,
        )

    def _dice(self) -> tuple[Dice, int | str, list[int] | None]:
        """The dice to roll with, the seed that lays the table out, and the typed faces (physical dice)."""
        if self.app_dice.isChecked():
            dice = SeededDice(self.seed.value())
            return dice, dice.seed, None
        faces = parse_dice_list(self.faces.text())
        return _typed_dice(faces), dice_layout_seed(faces), faces

    # -- rolling ------------------------------------------------------------------------------------------------------
    def _on_choices_changed(self, *args: object) -> None:
        if not self._restoring:  # restored field by field: rolled once, when all are in
            self.roll()

    def _on_special_changed(self) -> None:
        # A special is fought in its own theatres: move to the first of them if the one chosen is not one.
        special = self.special.currentData()
        if special:
            allowed = SPECIAL_THEATRES[Special(special)]
            if Theatre(self.theatre.currentData()) not in allowed:
                self.theatre.setCurrentIndex(self.theatre.findData(allowed[0].value))

    def _on_allied_changed(self) -> None:
        # Table I, "CHINA only 70": a nation that fights only one enemy, in one theatre, takes them with it.
        only = self.tables.scenario.year.fights_only.get(self.allied.currentData() or "")
        if only is not None:
            if self.axis.currentData() not in (USUAL, only.axis):
                self.axis.setCurrentIndex(self.axis.findData(only.axis))
            if self.theatre.currentData() != only.theatre.value:
                self.theatre.setCurrentIndex(self.theatre.findData(only.theatre.value))

    def _on_unit_changed(self) -> None:
        # The usual table in the new unit, unless the player has typed a size of his own.
        old, new = (INCH_TABLE, CM_TABLE) if self.unit.currentData() == "cm" else (CM_TABLE, INCH_TABLE)
        if (self.table_width.value(), self.table_depth.value()) == old:
            self.table_width.setValue(new[0])
            self.table_depth.setValue(new[1])
        self.roll()

    def roll_again(self) -> None:
        """Every table that is not set, rolled again with a new seed."""
        self.app_dice.setChecked(True)
        seed = self._fresh_seed()
        while seed == self.seed.value():
            seed = self._fresh_seed()
        self.seed.setValue(seed)  # rolls

    def roll(self) -> Scenario | None:
        """Roll the scenario for the current choices and dice, and show it (or what is wrong)."""
        physical = self.physical_dice.isChecked()
        self.seed.setEnabled(not physical)
        self.faces.setEnabled(physical)
        self.strikes_box.setEnabled(self.rows["aircraft"].currentData() == SET)
        self.scenario, self.layout_seed = None, None
        self.faces_hint.setText("")
        try:
            dice, layout_seed, faces = self._dice()
            scenario = roll_scenario(self.choices(), dice, self.tables)
            if faces is not None and len(faces) > len(dice.history):
                raise DiceError(
                    tr("%n face(s) typed, but the scenario rolled {rolled}: {left} left over", None, len(faces)).format(
                        rolled=len(dice.history), left=len(faces) - len(dice.history)
                    )
                )
        except _NeedFace as need:
            self.faces_hint.setText(
                tr("Roll {n}: a {label} for {purpose}. Type its face.").format(
                    n=need.n, label=need.die.label, purpose=said(need.purpose)
                )
            )
            self._show_problem(tr("Type the faces of your dice in order; the next roll is shown above."))
            return None
        except MoreFireError as exc:
            self._show_problem(said_error(exc))
            return None
        self.scenario, self.layout_seed = scenario, layout_seed
        if faces is not None:
            self.faces_hint.setText(
                tr("The one face used.") if len(faces) == 1 else tr("All {len} faces used.").format(len=len(faces))
            )
        # A generated table keeps to its proportions (geometry/terrain_generation/generate.py); one laid by hand
        # may have any.
        problem = (
            None if self.by_hand.isChecked() else proportion_problem(self.table_width.value(), self.table_depth.value())
        )
        self.error.setText(_proportion_words(self.table_width.value(), self.table_depth.value()) if problem else "")
        self.create_button.setEnabled(problem is None)
        self.title.setPlaceholderText(said(scenario.title))
        # The title the battle takes if none is typed, whole: a long one ("Vorstoß bis Feindberührung, Russland,
        # Frühling 1944") puts the field under its label, the group's whole width (the form wraps long rows).
        hint = self.title.fontMetrics().horizontalAdvance(self.title.placeholderText()) + TEXT_ROOM
        self.title.setMinimumWidth(min(hint, TITLE_MOST))
        self.steps_view.setHtml(steps_html(scenario.steps, scenario.title))
        defender = scenario.defender.value
        edge = Edge(self.defender_edge.currentData())
        edges = {defender: edge, scenario.attacker.value: _OPPOSITE[edge]}
        by_hand = self.by_hand.isChecked()
        # A table laid by hand: the placing order and the pieces its terrain type puts on the table, as Create writes.
        notes = placement_notes(scenario, self.tables) if by_hand else ()
        briefing = briefing_of(scenario, layout_seed, notes, laid_by_hand=by_hand)
        self.briefing_view.setHtml(
            briefing_html(briefing, self.tables, self.title.text().strip() or said(scenario.title), edges)
        )
        return scenario

    def _show_problem(self, text: str) -> None:
        self.error.setText(text)
        self.create_button.setEnabled(False)
        self.steps_view.setHtml("")
        self.briefing_view.setHtml("")

    # -- creating -----------------------------------------------------------------------------------------------------
    def create_battle(self) -> RandomBattle | None:
        """Build the battle for the scenario shown and hand it to the window; the dialog closes once it is open."""
        if self.scenario is None or self.layout_seed is None:
            return None
        try:
            battle = build_battle(
                self.scenario, self.options(), self.tables, self.layout_seed, by_hand=self.by_hand.isChecked()
            )
        except MoreFireError as exc:
            self.error.setText(said_error(exc))
            return None
        self.made = RandomBattle(self.scenario, battle, self.layout_seed)
        if self._create is None or self._create(self.made):
            self.accept()
        return self.made

    def steps_text(self) -> str:
        return self.steps_view.toPlainText()

    def briefing_text(self) -> str:
        return self.briefing_view.toPlainText()

    @classmethod
    def run(
        cls, tables: RuleTables, create: Callable[[RandomBattle], bool] | None = None, parent: QWidget | None = None
    ) -> RandomBattleDialog:
        dialog = cls(tables, create, parent)
        dialog.exec()
        return dialog


# What the players entered in the dialog they last closed without creating a battle (RandomBattleDialog.done), by
# the window it was opened from.
_LEFT: WeakKeyDictionary[QWidget, dict[str, object]] = WeakKeyDictionary()

_OPPOSITE = {Edge.NORTH: Edge.SOUTH, Edge.SOUTH: Edge.NORTH, Edge.EAST: Edge.WEST, Edge.WEST: Edge.EAST}


def _proportion_words(width: float, depth: float) -> str:
    """Why a table of this shape is not generated (geometry/terrain_generation's proportion_problem), in the interface's
    language."""
    long, short = max(width, depth), min(width, depth)
    if short <= 0:
        return tr(
            "a generated table is at most {most:g} times as long as it is deep, and this one, {width:g} x {depth:g}, "
            "is with no depth; lay such a table by hand"
        ).format(most=MAX_PROPORTION, width=width, depth=depth)
    return tr(
        "a generated table is at most {most:g} times as long as it is deep, and this one, {width:g} x {depth:g}, is "
        "{times:,.4g} times; lay such a table by hand"
    ).format(most=MAX_PROPORTION, width=width, depth=depth, times=long / short)
