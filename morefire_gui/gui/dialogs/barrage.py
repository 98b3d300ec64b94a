"""The barrage dialog (rule 4): choose the battery, the aim (a point, or a registration point and a shift),
the pattern; see whether the fire is observed and by whom, the time lapse, the damage zone; Fire rolls the
error and every unit in or partly in the circle; Apply puts the result on the units as one undoable step.

Every roll is written to the battle log the moment it is made (undo never removes it)."""

from __future__ import annotations

import html

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.rules.artillery import HitResult, Pattern, Shift, damage_zone
from morefire_gui.rules.fire_missions import time_lapse
from morefire_gui.session.artillery import (
    BarrageOutcome,
    BarragePlan,
    BarrageRequest,
    OffBoardGuns,
    barrage_edit_with_reveals,
    fire_barrage,
    plan_barrage,
)
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.turn_state import BARRAGE_STEP, fired_note, mark_fired

XY = tuple[float, float]
OFF_BOARD, NAVAL = "__off_board__", "__naval__"
AUTO, OBSERVED, UNOBSERVED = "auto", "observed", "unobserved"
RESULT_COLOURS = {HitResult.DESTROYED: "#b3140a", HitResult.IMMOBILIZED: "#c46a00", HitResult.NO_EFFECT: "#2f6b2f"}


class BarrageDialog(QDialog):
    def __init__(self, session: BattleSession, editor: Editor, board: BoardScene, aim: XY | None = None,
                 side: str | None = None, battery: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.editor, self.board = session, editor, board
        self.plan: BarragePlan | None = None
        self.outcome: BarrageOutcome | None = None
        self.applied = False
        self.setWindowTitle("Barrage")
        self.resize(980, 720)
        battle = session.battle

        self.side = QComboBox()
        for s in battle.sides:
            self.side.addItem(f"{s.label} ({s.nation})", s.id)
        if side is not None:
            self.side.setCurrentIndex(self.side.findData(side))
        self.battery = QComboBox()
        self.guns = QSpinBox(minimum=1, maximum=24, value=4)
        self.calibre = QDoubleSpinBox(decimals=1, minimum=20, maximum=460, value=105, suffix=" mm")
        self.mortar = QCheckBox("Mortars")
        self.aim_kind = QComboBox()
        self.aim_kind.addItem("A point on the table", "point")
        self.aim_kind.addItem("A registration point", "rp")
        self.aim_x = QDoubleSpinBox(decimals=2, minimum=0, maximum=battle.table.width)
        self.aim_y = QDoubleSpinBox(decimals=2, minimum=0, maximum=battle.table.depth)
        if aim is not None:
            self.aim_x.setValue(aim[0])
            self.aim_y.setValue(aim[1])
        self.rp = QComboBox()
        self.add_drop = QSpinBox(minimum=-800, maximum=800, singleStep=50, suffix=" yd")
        self.add_drop.setToolTip("Add (+, further along the line of fire) or drop (−), at most 800 yards (4.12)")
        self.right_left = QSpinBox(minimum=-800, maximum=800, singleStep=50, suffix=" yd")
        self.right_left.setToolTip("Right (+) or left (−) as the battery sees it, at most 800 yards (4.12)")
        self.pattern = QComboBox()
        self.pattern.addItem("Spread", Pattern.SPREAD.value)
        self.pattern.addItem("Converged (advanced)", Pattern.CONVERGED.value)
        self.observed = QComboBox()
        self.observed.addItem("Decided by line of sight", AUTO)
        self.observed.addItem("Observed", OBSERVED)
        self.observed.addItem("Unobserved", UNOBSERVED)
        self.advanced = QCheckBox("Advanced rules (error modifiers, odd/even damage die)")
        self.advanced.setChecked(battle.settings.advanced)

        form = QFormLayout()
        form.addRow("Firing side", self.side)
        form.addRow("Battery", self.battery)
        guns_row = QHBoxLayout()
        guns_row.addWidget(self.guns)
        guns_row.addWidget(QLabel("guns of"))
        guns_row.addWidget(self.calibre)
        guns_row.addWidget(self.mortar)
        self.guns_box = QWidget()
        self.guns_box.setLayout(guns_row)
        guns_row.setContentsMargins(0, 0, 0, 0)
        form.addRow("Off-board guns", self.guns_box)
        form.addRow("Aim at", self.aim_kind)
        aim_row = QHBoxLayout()
        aim_row.setContentsMargins(0, 0, 0, 0)
        aim_row.addWidget(QLabel("x"))
        aim_row.addWidget(self.aim_x)
        aim_row.addWidget(QLabel("y"))
        aim_row.addWidget(self.aim_y)
        self.point_box = QWidget()
        self.point_box.setLayout(aim_row)
        form.addRow("Point", self.point_box)
        form.addRow("Registration point", self.rp)
        shift_row = QHBoxLayout()
        shift_row.setContentsMargins(0, 0, 0, 0)
        shift_row.addWidget(QLabel("add/drop"))
        shift_row.addWidget(self.add_drop)
        shift_row.addWidget(QLabel("right/left"))
        shift_row.addWidget(self.right_left)
        shift_box = QWidget()
        shift_box.setLayout(shift_row)
        form.addRow("Shift", shift_box)
        form.addRow("Pattern", self.pattern)
        form.addRow("Observation", self.observed)
        form.addRow("", self.advanced)
        request_box = QGroupBox("Call for fire")
        request_box.setLayout(form)

        self.plan_view = QTextBrowser()
        self.plan_view.setMinimumHeight(150)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {readable('#b00020')}")
        self.fire_button = QPushButton("Fire")
        self.fire_button.setToolTip("Roll the error and every unit in the damage zone")
        self.apply_button = QPushButton("Apply to the units")
        self.apply_button.setToolTip("Destroy and immobilize the units hit, clear minefields: one undoable step")
        self.apply_button.setEnabled(False)
        self.close_button = QPushButton("Close")
        buttons = QHBoxLayout()
        buttons.addWidget(self.fire_button)
        buttons.addWidget(self.apply_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        self.targets = QTableWidget(0, 7)
        self.targets.setHorizontalHeaderLabels(["Unit", "Name", "In zone", "Class", "Chance", "Roll", "Result"])
        self.targets.verticalHeader().setVisible(False)
        self.targets.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.targets.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.result_view = QTextBrowser()

        left = QVBoxLayout()
        left.addWidget(request_box)
        left.addWidget(QLabel("<b>Before firing</b>"))
        left.addWidget(self.plan_view)
        left.addWidget(self.error)
        left.addLayout(buttons)
        right = QVBoxLayout()
        right.addWidget(QLabel("<b>Every unit in or partly in the damage zone</b> (friend or foe)"))
        right.addWidget(self.targets, 2)
        right.addWidget(QLabel("<b>How it came out</b>: every roll, table row and modifier"))
        right.addWidget(self.result_view, 3)
        body = QHBoxLayout(self)
        body.addLayout(left, 2)
        body.addLayout(right, 3)

        if battery:
            found = battle.battery(battery)
            if found is not None:
                self.side.setCurrentIndex(self.side.findData(found.side))
        self._fill_batteries()
        if battery and self.battery.findData(battery) >= 0:
            self.battery.setCurrentIndex(self.battery.findData(battery))
        self._fill_registration_points()
        for w in (self.side,):
            w.currentIndexChanged.connect(self._on_side_changed)
        for w in (self.battery, self.aim_kind, self.rp, self.pattern, self.observed):
            w.currentIndexChanged.connect(self._refresh_plan)
        for w in (self.guns, self.add_drop, self.right_left):
            w.valueChanged.connect(self._refresh_plan)
        for w in (self.calibre, self.aim_x, self.aim_y):
            w.valueChanged.connect(self._refresh_plan)
        self.mortar.toggled.connect(self._refresh_plan)
        self.advanced.toggled.connect(self._refresh_plan)
        self.fire_button.clicked.connect(self.fire)
        self.apply_button.clicked.connect(self.apply)
        self.close_button.clicked.connect(self.accept)
        self._refresh_plan()

    # -- filling the choices --------------------------------------------------------------------------------------
    @property
    def side_id(self) -> str:
        return str(self.side.currentData())

    def _fill_batteries(self) -> None:
        self.battery.blockSignals(True)
        self.battery.clear()
        for b in self.session.battle.batteries:
            if b.side != self.side_id:
                continue
            what = f"{b.guns or len(b.units or ())} x {b.calibre_mm:g} mm" if b.calibre_mm else \
                f"{len(b.units or ())} guns"
            self.battery.addItem(f"{b.name or b.id} ({b.kind.value.replace('_', '-')}, {what})", b.id)
        self.battery.addItem("Off-board guns (as set below)", OFF_BOARD)
        self.battery.addItem("Naval guns (four guns, 175 mm+, 4.7)", NAVAL)
        self.battery.blockSignals(False)

    def _fill_registration_points(self) -> None:
        self.rp.blockSignals(True)
        self.rp.clear()
        side = self.session.battle.side(self.side_id)
        for p in sorted(side.registration_points if side else (), key=lambda p: p.n):
            self.rp.addItem(f"#{p.n}" + (f" {p.name}" if p.name else "") + f" at {p.at[0]:.1f}, {p.at[1]:.1f}", p.n)
        self.rp.blockSignals(False)
        if self.rp.count() == 0 and self.aim_kind.currentData() == "rp":
            self.aim_kind.setCurrentIndex(0)

    def _on_side_changed(self) -> None:
        self._fill_batteries()
        self._fill_registration_points()
        self._refresh_plan()

    # -- the request and the plan -----------------------------------------------------------------------------------------
    def request(self) -> BarrageRequest:
        choice = self.battery.currentData()
        if choice == OFF_BOARD:
            battery: str | OffBoardGuns = OffBoardGuns(self.guns.value(), self.calibre.value(),
                                                       mortar=self.mortar.isChecked())
        elif choice == NAVAL:
            battery = OffBoardGuns(None, None, naval=True)  # type: ignore[arg-type]
        else:
            battery = str(choice)
        shifts = ()
        if self.add_drop.value() or self.right_left.value():
            shifts = (Shift(self.add_drop.value(), self.right_left.value()),)
        observed = {AUTO: None, OBSERVED: True, UNOBSERVED: False}[self.observed.currentData()]
        common = dict(shifts=shifts, pattern=Pattern(self.pattern.currentData()), observed=observed,
                      advanced=self.advanced.isChecked())
        if self.aim_kind.currentData() == "rp":
            if self.rp.count() == 0:
                raise MoreFireError(f"{self.side_id} has no registration points: plot them with the "
                                    f"registration point tool, or aim at a point")
            return BarrageRequest(self.side_id, battery, registration_point=int(self.rp.currentData()), **common)
        return BarrageRequest(self.side_id, battery, aim=(self.aim_x.value(), self.aim_y.value()), **common)

    def _refresh_plan(self, *args: object) -> None:
        off_board = self.battery.currentData() == OFF_BOARD
        self.guns_box.setEnabled(off_board)
        self.point_box.setEnabled(self.aim_kind.currentData() == "point")
        self.rp.setEnabled(self.aim_kind.currentData() == "rp")
        if self.outcome is not None:
            return  # the barrage has been fired; its result stays on show
        try:
            self.plan = plan_barrage(self.session, self.request())
        except MoreFireError as exc:
            self.plan = None
            self.error.setText(str(exc))
            self.plan_view.setHtml("")
            self.fire_button.setEnabled(False)
            self.board.barrage.clear()
            return
        plan = self.plan
        zone = damage_zone(plan.battery, plan.pattern, self.session.tables.artillery, advanced=plan.advanced)
        lapse = time_lapse(plan.battery.nation, self.session.tables.artillery)
        self.error.setText("" if plan.can_fire else f"Cannot fire: {plan.why_not}")
        self.fire_button.setEnabled(plan.can_fire)
        e = html.escape
        seen = "<b>observed</b>" + (f" (seen by {e(', '.join(plan.observers))})" if plan.observers else "") \
            if plan.observed else "<b>unobserved</b>"
        fired = fired_note(self.session.battle, plan.battery_id, self.session.tables) if plan.battery_id else None
        self.plan_view.setHtml(
            (f"<p style='color:{readable('#c46a00')}'><b>{e(fired)}</b></p>" if fired else "") +
            f"<p>Aim {plan.aim[0]:.2f}, {plan.aim[1]:.2f}; battery at {plan.battery_at[0]:.1f}, "
            f"{plan.battery_at[1]:.1f}, {plan.range_yards:.0f} yd away. Fire is {seen} (4.3).</p>"
            f"<p>Damage zone: {zone.diameter_yards} yd across ({zone.pattern.value}, {zone.guns} guns, "
            f"{zone.column}) (4.5). A new fire mission (order A) from {e(lapse.row)} lands {lapse.turns} "
            f"turn{'s' if lapse.turns != 1 else ''} after it is called (4.2).</p>"
            + steps_html(plan.steps))
        radius = self.session.geometry.to_table(zone.diameter_yards / 2)
        self.board.barrage.show_barrage(plan.aim, None, radius, plan.battery_at, template=True,
                                        caption=f"aim: {zone.diameter_yards} yd zone")
        self.board.set_zone_marks({})

    # -- firing and applying --------------------------------------------------------------------------------------------------
    def fire(self) -> None:
        if self.plan is None or not self.plan.can_fire or self.outcome is not None:
            return
        try:
            outcome = fire_barrage(self.session, self.plan, self.session.dice)
        except MoreFireError as exc:
            self.error.setText(str(exc))
            return
        self.outcome = outcome
        result = outcome.result
        hits = [t for t in result.targets if t.hit]
        summary = (f"impact {outcome.impact[0]:.1f}, {outcome.impact[1]:.1f}; {len(result.targets)} unit(s) in the "
                   f"zone, {len(hits)} hit" if outcome.impact is not None else "did not fire")
        self.session.record("barrage", f"Barrage by {self.plan.battery.name or self.side_id}", summary,
                            outcome.steps(), side=self.side_id)
        self._show_outcome(outcome)
        self.fire_button.setEnabled(False)
        self.apply_button.setEnabled(_changes_anything(barrage_edit_with_reveals(self.session.battle, outcome)))
        self._mark_fired(outcome)
        for w in (self.side, self.battery, self.aim_kind, self.rp, self.pattern, self.observed, self.guns,
                  self.calibre, self.mortar, self.aim_x, self.aim_y, self.add_drop, self.right_left, self.advanced):
            w.setEnabled(False)

    def _mark_fired(self, outcome: BarrageOutcome) -> None:
        """A battery of the battle has fired once the dice are rolled, applied or not: marked in artillery step A,
        its own undoable step (off-board guns set by hand are no battery of the battle: nothing to mark)."""
        battery = outcome.plan.battery_id
        if not battery or not outcome.fired:
            return
        mark = mark_fired(self.session.battle, {BARRAGE_STEP: [battery]}, f"{battery} fired a barrage",
                          self.session.tables)
        if mark is not None:
            self.editor.push(mark)

    def _show_outcome(self, outcome: BarrageOutcome) -> None:
        result = outcome.result
        zone = outcome.zone
        self.targets.setRowCount(len(result.targets))
        for row, target in enumerate(result.targets):
            unit = self.session.battle.unit(target.unit_id)
            where = zone.unit(target.unit_id) if zone is not None else None
            cells = [target.unit_id, (unit.name or "") if unit else "",
                     ("partly" if where is not None and where.partly_in else "in"),
                     target.target_class.value, f"{target.chance}%", str(target.roll),
                     target.result.value.replace("_", " ")]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 6:
                    item.setForeground(QColor(readable(RESULT_COLOURS.get(target.result, "#111111"))))
                item.setToolTip(steps_html(target.steps, target.unit_id))
                self.targets.setItem(row, col, item)
        self.targets.resizeColumnsToContents()
        parts = [steps_html(steps, title) for title, steps in outcome.sections()]
        if not result.targets:
            parts.insert(0, "<p><b>No unit is in the damage zone.</b></p>")
        self.result_view.setHtml("".join(parts))
        if outcome.impact is not None and result.zone is not None:
            radius = self.session.geometry.to_table(result.zone.diameter_yards / 2)
            e = result.error
            drift = "on target" if e is None or not e.yards else f"{e.yards} yd {e.direction.value}"
            self.board.barrage.show_barrage(outcome.plan.aim, outcome.impact, radius, outcome.plan.battery_at,
                                            caption=f"{drift}; {result.zone.diameter_yards} yd zone")
            self.board.set_zone_marks({u.unit_id: "partly" if u.partly_in else "in" for u in zone.units}
                                      if zone is not None else {})

    def apply(self) -> None:
        if self.outcome is None or self.applied:
            return
        edit = barrage_edit_with_reveals(self.session.battle, self.outcome)
        if _changes_anything(edit):
            self.editor.push(edit)
        self.applied = True
        self.apply_button.setEnabled(False)

    def target_rows(self) -> list[list[str]]:
        """What the target list shows, row by row (for tests and for copying)."""
        return [[self.targets.item(r, c).text() for c in range(self.targets.columnCount())]
                for r in range(self.targets.rowCount())]

    @classmethod
    def run(cls, session: BattleSession, editor: Editor, board: BoardScene, aim: XY | None = None,
            side: str | None = None, battery: str | None = None, parent: QWidget | None = None) -> "BarrageDialog":
        dialog = cls(session, editor, board, aim, side, battery, parent)
        dialog.exec()
        return dialog


def _changes_anything(edit: object) -> bool:
    return bool(getattr(edit, "edits", True))
