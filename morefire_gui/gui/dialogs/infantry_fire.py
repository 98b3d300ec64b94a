"""The infantry fire dialog (3.5): the 100-yard target area, every unit of the firing side with its range, line of
sight and FIR (or why it cannot fire), the combined total with its chance and effect, and every unit in the area
with its own modifiers. Fire rolls a d100 for each of them (written to the battle log at once); Apply puts the
results on the units as one undoable step."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.board.tools.infantry_fire import units_in_square
from morefire_gui.gui.dialogs.resolution import (
    PreviewDice,
    ResolutionButtons,
    error_label,
    read_only_table,
    result_item,
    table_rows,
)
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.rules.catalogue import UnitKind
from morefire_gui.rules.explain import ModifierStep
from morefire_gui.rules.infantry_fire import (
    TANK_HE,
    TANK_MG,
    InfantryFireResult,
    rating,
    refusal,
    resolve_infantry_fire,
)
from morefire_gui.rules.infantry_terms import FireEffect
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import (
    FirePlan,
    FirerChoice,
    InfantryFireOutcome,
    fire,
    plan_infantry_fire,
    weapons_of,
)
from morefire_gui.session.sequence_of_play import fire_step_for
from morefire_gui.session.turn_state import fired_note, mark_fired
from morefire_gui.session.unit_facts import alive

XY = tuple[float, float]
ALL_WEAPONS = "__all__"
FIRER_COLUMNS = ["Fire", "Unit", "Type", "Weapon", "Range", "LOS", "FIR, or why it cannot fire"]
TARGET_COLUMNS = ["Unit", "Name", "In area", "Modifiers", "FIR", "Chance", "Roll", "Result"]
MODIFIERS_WIDTH = 230
EFFECT_SHORT = {FireEffect.SUPPRESSED: "Sup", FireEffect.ELIMINATED: "Elim"}


def _chance(chance: int, effect: FireEffect | None) -> str:
    return f"{chance}% {EFFECT_SHORT[effect]}" if effect is not None else f"{chance}%"


class InfantryFireDialog(QDialog):
    def __init__(self, session: BattleSession, editor: Editor, centre: XY, firers: list[str],
                 turn: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.editor, self.centre, self.turn = session, editor, centre, turn
        self.plan: FirePlan | None = None
        self.preview: InfantryFireResult | None = None
        self.outcome: InfantryFireOutcome | None = None
        self.applied = False
        self.inside = units_in_square(session, centre)
        self.setWindowTitle("Infantry fire")
        self.resize(1240, 720)
        battle = session.battle

        self.side = QComboBox()
        for s in battle.sides:
            self.side.addItem(f"{s.label} ({s.nation})", s.id)
        chosen = [battle.unit(f) for f in firers]
        sides = {u.side for u in chosen if u is not None}
        if len(sides) == 1:
            self.side.setCurrentIndex(self.side.findData(sides.pop()))
        else:
            # No firers yet: the side that has no unit in the area is the one firing into it.
            in_area = {u.side for uid in self.inside if (u := battle.unit(uid)) is not None}
            others = [s.id for s in battle.sides if s.id not in in_area]
            if others:
                self.side.setCurrentIndex(self.side.findData(others[0]))
        geo = session.geometry
        side_table = geo.to_table(100.0)
        self.area_label = QLabel(f"A 100-yard square ({side_table:.1f} {battle.table.unit} across) centred on "
                                 f"{centre[0]:.1f}, {centre[1]:.1f}; every unit in or partly in it is rolled for.")
        self.area_label.setWordWrap(True)
        self.firer_table = QTableWidget(0, len(FIRER_COLUMNS))
        self.firer_table.setHorizontalHeaderLabels(FIRER_COLUMNS)
        self.firer_table.verticalHeader().setVisible(False)
        self.firer_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.plan_view = QTextBrowser()
        self.plan_view.setMinimumHeight(120)
        self.error = error_label()
        self.buttons = ResolutionButtons("Fire", "Roll a d100 for every unit in the target area",
                                         "Suppress and eliminate the units hit: one undoable step")
        self.fire_button, self.apply_button = self.buttons.roll, self.buttons.apply
        self.targets = read_only_table(TARGET_COLUMNS)
        self.result_view = QTextBrowser()

        form = QFormLayout()
        form.addRow("Firing side", self.side)
        left = QVBoxLayout()
        left.addWidget(self.area_label)
        left.addLayout(form)
        left.addWidget(QLabel("<b>Firers</b>: tick the units that fire (their range and line of sight are to the "
                              "area's centre)"))
        left.addWidget(self.firer_table, 3)
        left.addWidget(QLabel("<b>Before firing</b>: all fire into the area combined into one total"))
        left.addWidget(self.plan_view, 2)
        left.addWidget(self.error)
        left.addWidget(self.buttons)
        right = QVBoxLayout()
        right.addWidget(QLabel("<b>Every unit in or partly in the target area</b>, with its own modifiers"))
        right.addWidget(self.targets, 2)
        right.addWidget(QLabel("<b>How it came out</b>: every roll, table row and modifier"))
        right.addWidget(self.result_view, 3)
        body = QHBoxLayout(self)
        body.addLayout(left, 1)
        body.addLayout(right, 1)

        self._initial = set(firers)
        self._fill_firers()
        self.side.currentIndexChanged.connect(self._on_side_changed)
        self.firer_table.itemChanged.connect(self._on_firer_table_item_changed)
        self.fire_button.clicked.connect(self.fire)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.close.clicked.connect(self.accept)
        self._refresh()

    # -- the firers ------------------------------------------------------------------------------------------------
    @property
    def side_id(self) -> str:
        return str(self.side.currentData())

    def _fill_firers(self) -> None:
        session = self.session
        battle, tables = session.battle, session.tables
        units = [u for u in battle.units if u.side == self.side_id and alive(u)]
        units.sort(key=lambda u: (u.id not in self._initial, session.geometry.range_yards(u.at, self.centre)))
        self.firer_table.blockSignals(True)
        self.firer_table.setRowCount(len(units))
        for row, unit in enumerate(units):
            entry = session.catalogue.get(unit.type)
            try:
                weapons, no_weapon = weapons_of(session, unit, self.centre)
            except MoreFireError as exc:
                weapons, no_weapon = [], []
                why = str(exc)
            else:
                why = "; ".join(r.reason for r in no_weapon)
            check = QTableWidgetItem()
            check.setData(Qt.ItemDataRole.UserRole, unit.id)
            check.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            check.setCheckState(Qt.CheckState.Checked if unit.id in self._initial and weapons
                                else Qt.CheckState.Unchecked)
            if not weapons:
                check.setFlags(Qt.ItemFlag.NoItemFlags)
            self.firer_table.setItem(row, 0, check)
            name = unit.id + (f" ({unit.name})" if unit.name else "") + (f", on {unit.riding_on}"
                                                                          if unit.riding_on else "")
            self.firer_table.setItem(row, 1, QTableWidgetItem(name))
            self.firer_table.setItem(row, 2, QTableWidgetItem(entry.code if entry is not None else unit.type))
            if entry is not None and entry.kind is UnitKind.VEHICLE and weapons:
                combo = QComboBox()
                combo.addItem("All", ALL_WEAPONS)
                kinds = list(dict.fromkeys(w.fire_type for w in weapons))
                for k in (TANK_MG, TANK_HE):
                    if k in kinds:
                        combo.addItem(k, k)
                combo.currentIndexChanged.connect(self._refresh)
                self.firer_table.setCellWidget(row, 3, combo)
            else:
                self.firer_table.setItem(row, 3, QTableWidgetItem(""))
            rng = session.geometry.range_yards(unit.at, self.centre)
            self.firer_table.setItem(row, 4, QTableWidgetItem(f"{rng:.0f} yd"))
            los = weapons[0].los if weapons else session.geometry.los(unit.at, self.centre).clear
            self.firer_table.setItem(row, 5, QTableWidgetItem("clear" if los else "blocked"))
            parts = []
            for w in weapons:
                r = refusal(w, tables.infantry)
                parts.append(f"{w.fire_type}: {r}" if r else f"{w.fire_type} FIR {rating(w, tables.infantry).fir}")
            text = "; ".join(parts) if parts else (why or "no fire intensity rating")
            cell = QTableWidgetItem(text)
            cell.setToolTip(text)
            if weapons and all(refusal(w, tables.infantry) for w in weapons) or not weapons:
                cell.setForeground(Qt.GlobalColor.darkRed)
            self.firer_table.setItem(row, 6, cell)
        self.firer_table.blockSignals(False)
        self.firer_table.resizeColumnsToContents()

    def _row_of(self, unit_id: str) -> int:
        for r in range(self.firer_table.rowCount()):
            if self.firer_table.item(r, 0).data(Qt.ItemDataRole.UserRole) == unit_id:
                return r
        raise KeyError(unit_id)

    def set_firer(self, unit_id: str, on: bool = True, weapon: str | None = None) -> None:
        """Tick (or untick) a firer, and for a vehicle choose one weapon (TMG or T-HE)."""
        row = self._row_of(unit_id)
        if weapon is not None:
            combo = self.firer_table.cellWidget(row, 3)
            if isinstance(combo, QComboBox):
                combo.setCurrentIndex(combo.findData(weapon))
        self.firer_table.item(row, 0).setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def choices(self) -> list[FirerChoice]:
        out = []
        for r in range(self.firer_table.rowCount()):
            item = self.firer_table.item(r, 0)
            if item.checkState() != Qt.CheckState.Checked:
                continue
            combo = self.firer_table.cellWidget(r, 3)
            weapon = combo.currentData() if isinstance(combo, QComboBox) else ALL_WEAPONS
            out.append(FirerChoice(str(item.data(Qt.ItemDataRole.UserRole)),
                                   None if weapon == ALL_WEAPONS else str(weapon)))
        return out

    def _on_side_changed(self) -> None:
        self._initial = set()
        self._fill_firers()
        self._refresh()

    def _on_firer_table_item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == 0:
            self._refresh()

    # -- the plan ----------------------------------------------------------------------------------------------------
    def _refresh(self, *args: object) -> None:
        if self.outcome is not None:
            return  # fired: the result stays on show
        choices = self.choices()
        self.plan, self.preview = None, None
        if not choices:
            self.error.setText("Tick at least one firer.")
            self.fire_button.setEnabled(False)
            self.plan_view.setHtml("")
            self._show_targets(None)
            return
        try:
            self.plan = plan_infantry_fire(self.session, self.centre, choices)
            # What the rules decide before the dice: each firer's part, the total, each target's modifiers.
            self.preview = resolve_infantry_fire(self.plan.weapons, self.plan.targets, PreviewDice(),
                                                 self.session.tables.infantry)
        except MoreFireError as exc:
            self.error.setText(str(exc))
            self.fire_button.setEnabled(False)
            self._show_targets(None)
            return
        can_fire = bool(self.preview.contributions)
        self.error.setText("" if can_fire else "No firer can fire: nothing to roll for.")
        self.fire_button.setEnabled(can_fire)
        self.plan_view.setHtml(self._plan_html(self.plan, self.preview))
        self._show_targets(self.preview)

    def _plan_html(self, plan: FirePlan, preview: InfantryFireResult) -> str:
        e = html.escape
        rows = []
        for c in preview.contributions:
            mods = "".join(f", {e(s.label)} {s.value:+d}" for s in c.steps if isinstance(s, ModifierStep))
            net = f" → {c.net}" if c.net != c.fir else ""
            only = "" if c.vs_vehicles else " <i>(not against vehicles)</i>"
            rows.append(f"<tr><td>{e(c.firer_id)} ({e(c.fire_type)})</td><td>FIR {c.fir}{mods}{net}{only}</td></tr>")
        for r in (*plan.no_weapon, *preview.refused):
            rows.append(f"<tr><td style='color:#b3140a'>{e(r.firer_id)} ({e(r.fire_type)})</td>"
                        f"<td style='color:#b3140a'>does not fire: {e(r.reason)}</td></tr>")
        effect = EFFECT_SHORT.get(preview.effect, "no effect") if preview.effect is not None else "no effect"
        notes = [fired_note(self.session.battle, uid, self.session.tables)
                 for uid in dict.fromkeys(c.unit_id for c in self.choices())]
        fired = "".join(f"<p style='color:#c46a00'><b>{e(n)}</b></p>" for n in notes if n)
        return (f"{fired}<table cellspacing='2'>{''.join(rows)}</table>"
                f"<p><b>Combined FIR {preview.total_fir}</b> → <b>{preview.chance}%</b>, {effect} "
                "(3.5, the FIR chart); each unit in the area adds its own modifiers.</p>")

    def _show_targets(self, result: InfantryFireResult | None) -> None:
        plan = self.plan
        battle = self.session.battle
        rows: list[list[object]] = []
        if plan is not None and result is not None:
            for t in result.targets:
                mods = ", ".join(f"{m.label} {m.value:+d}" for m in t.modifiers) or "none"
                rolled = self.outcome is not None
                rows.append([t.unit_id, mods, str(t.fir), _chance(t.chance, t.effect),
                             str(t.roll) if rolled else "", t.outcome.value if rolled else ""])
            for x in (*result.excluded, *plan.not_targets):
                rows.append([x.unit_id, f"not rolled for: {x.reason}", "—", "—", "", ""])
        else:
            rows = [[uid, "", "", "", "", ""] for uid in self.inside]
        self.targets.setRowCount(len(rows))
        for r, (uid, mods, fir, chance, roll, res) in enumerate(rows):
            unit = battle.unit(str(uid))
            cells = [str(uid), (unit.name or "") if unit else "", "partly" if self.inside.get(str(uid)) else "in",
                     str(mods), str(fir), str(chance), str(roll)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.targets.setItem(r, c, item)
            self.targets.setItem(r, 7, result_item(str(res)) if res else QTableWidgetItem(""))
        self.targets.resizeColumnsToContents()
        # A long reason (why a unit is not rolled for) is in the cell's tooltip; the rolls stay in sight.
        self.targets.setColumnWidth(3, min(self.targets.columnWidth(3), MODIFIERS_WIDTH))

    # -- firing and applying -----------------------------------------------------------------------------------------
    def fire(self) -> None:
        if self.plan is None or self.outcome is not None:
            return
        try:
            outcome = fire(self.session, self.plan, self.session.dice, self.turn)
        except MoreFireError as exc:
            self.error.setText(str(exc))
            return
        self.outcome = outcome
        r = outcome.result
        hits = [t for t in r.targets if t.hit]
        firers = ", ".join(dict.fromkeys(c.firer_id for c in r.contributions)) or "no firer"
        summary = (f"{firers}: FIR {r.total_fir}, {r.chance}%; {len(r.targets)} unit(s) rolled for, "
                   f"{len(hits)} hit" + "".join(f"; {t.unit_id} {t.outcome.value.replace('_', ' ')}" for t in hits))
        self.session.record("infantry_fire", f"Infantry fire into {self.centre[0]:.1f}, {self.centre[1]:.1f}",
                            summary, outcome.steps, side=self.plan.side, turn=self.turn, phase="direct fire")
        self._mark_fired(outcome)
        self._show_targets(r)
        self.result_view.setHtml(steps_html(outcome.steps))
        self.fire_button.setEnabled(False)
        self.apply_button.setEnabled(bool(getattr(outcome.edit, "edits", ())))
        self.side.setEnabled(False)
        self.firer_table.setEnabled(False)

    def _mark_fired(self, outcome: InfantryFireOutcome) -> None:
        """The units that fired have fired this turn once the dice are rolled, applied or not: each marked in its step
        of the direct fire phase (infantry 4, a vehicle's TMG and T-HE 3), one undoable step for them all."""
        marks: dict[str, list[str]] = {}
        try:
            for unit_id in dict.fromkeys(c.firer_id for c in outcome.result.contributions):
                marks.setdefault(fire_step_for(self.session, unit_id), []).append(unit_id)
            mark = mark_fired(self.session.battle, marks, f"{', '.join(sum(marks.values(), []))} fired",
                              self.session.tables) if marks else None
        except MoreFireError as exc:
            self.error.setText(str(exc))
            return
        if mark is not None:
            self.editor.push(mark)

    def apply(self) -> None:
        if self.outcome is None or self.applied:
            return
        self.editor.push(self.outcome.edit)
        self.applied = True
        self.apply_button.setEnabled(False)

    # -- reading what is shown ----------------------------------------------------------------------------------------
    def firer_rows(self) -> list[list[str]]:
        rows = table_rows(self.firer_table)
        for r, row in enumerate(rows):
            row[0] = "x" if self.firer_table.item(r, 0).checkState() == Qt.CheckState.Checked else ""
            combo = self.firer_table.cellWidget(r, 3)
            if isinstance(combo, QComboBox):
                row[3] = combo.currentText()
        return rows

    def target_rows(self) -> list[list[str]]:
        return table_rows(self.targets)

    @classmethod
    def run(cls, session: BattleSession, editor: Editor, centre: XY, firers: list[str], turn: int | None = None,
            parent: QWidget | None = None) -> "InfantryFireDialog":
        dialog = cls(session, editor, centre, firers, turn, parent)
        dialog.exec()
        return dialog
