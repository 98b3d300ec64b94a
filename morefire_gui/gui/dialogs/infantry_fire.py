"""The infantry fire dialog (3.5): the 100-yard target area, every unit of the firing side that fires into an area
(infantry, a vehicle's machine guns and main gun; in a battle kept to the sequence of play, those of the current step)
with its range, line of sight and FIR (or why it cannot fire), the combined total with its chance and effect, and every unit in the area
with its own modifiers. Fire is the action: the session rolls a d100 for each unit in the area, the results go on
the units with the firers' marks as one undoable step, and the rolls go to the battle log (undo never takes them
back). In a battle kept to the sequence of play the session refuses fire out of its step, and the dialog says why
before Fire is pressed.

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): before Fire it asks
the session again whenever the battle changes (Undo, Redo, a step), so that it never offers an action on a position
that is gone; it closes, saying so in the status bar, when Undo takes back what it took (the result it shows is no
longer the battle's), when a unit it was opened for is gone, or when the table is handed over (what it shows is the
last player's)."""

from __future__ import annotations

import html

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.geometry.infantry import TargetArea, target_area
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.resolution import (
    ResolutionButtons,
    error_label,
    fit_columns,
    previewed,
    prompt,
    prompt_label,
    read_only_table,
    result_item,
    shows_here,
    sides_offered,
    table_rows,
    taken,
    type_beside,
)
from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, kept_texts, percent, tr
from morefire_gui.gui.said import entry_name, said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_nation
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.pane_heading import pane_heading
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.actions.infantry import Firer, InfantryFire
from morefire_gui.rules.counted import counted, times
from morefire_gui.rules.explain import ModifierStep
from morefire_gui.rules.infantry.fire import VEHICLE_WEAPONS
from morefire_gui.rules.infantry.terms import FireEffect
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import InfantryFireOutcome, fire_candidates
from morefire_gui.session.names import HIDDEN_POSITION, unit_name
from morefire_gui.session.play_kinds import NotNow, PlayKind, acting_now, in_its_step, not_now_acting
from morefire_gui.session.resolution import Resolution
from morefire_gui.session.sequence_of_play import step_words
from morefire_gui.session.turn_state import fired_note
from morefire_gui.session.unit_facts import fire_type_of

ALL_WEAPONS = "__all__"


FIRER_COLUMNS = (
    QT_TR_NOOP("Fire"),
    QT_TR_NOOP("Unit"),
    QT_TR_NOOP("Type"),
    QT_TR_NOOP("Weapon"),
    QT_TR_NOOP("Range"),
    QT_TR_NOOP("LOS"),
    QT_TR_NOOP("FIR, or why it cannot fire"),
)
TARGET_COLUMNS = (
    QT_TR_NOOP("Unit"),
    QT_TR_NOOP("Type"),
    QT_TR_NOOP("In area"),
    QT_TR_NOOP("Modifiers"),
    QT_TR_NOOP("FIR"),
    QT_TR_NOOP("Chance"),
    QT_TR_NOOP("Roll"),
    QT_TR_NOOP("Result"),
)
EFFECT_SHORT = KeptWords({FireEffect.SUPPRESSED: QT_TR_NOOP("Sup"), FireEffect.ELIMINATED: QT_TR_NOOP("Elim")})
UNIT_COLUMN, TYPE_COLUMN, WHY_COLUMN = 1, 2, len(FIRER_COLUMNS) - 1
# A firer's name wraps at its words in a column this many average characters wide (wider for a longer word), its type
# in one this wide at most (a longer word cut at its end), and the last column, why a firer cannot fire, is kept at
# least this many: two or three lines for the longest reason. Together they leave the units in the area their
# headings whole at 1366 x 768.
UNIT_ROOM, TYPE_ROOM, WHY_ROOM = 18, 17, 48
# The units in the area: the column that says whether a unit is in the area or partly, its heading broken at its words
# ("Im / Bereich") where its cells are narrower, so that the modifiers' column keeps its heading whole beside the firers.
IN_AREA_COLUMN, MODIFIERS_COLUMN = 2, 3


class _TypeDelegate(QStyledItemDelegate):
    """A firer's type wrapped at its words in its column; a word wider than the column (a vehicle's
    "(Schützenpanzerwagen)") cut at its end with "…", never broken in the middle; the whole type in the cell's
    tooltip."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideRight


def _chance(chance: int, effect: FireEffect | None) -> str:
    return f"{percent(chance)} {EFFECT_SHORT[effect]}" if effect is not None else percent(chance)


class InfantryFireDialog(QDialog):
    def __init__(
        self, session: BattleSession, editor: Editor, centre: XY, firers: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session, self.editor, self.centre = session, editor, centre
        self.preview: Resolution | None = None
        self.outcome: InfantryFireOutcome | None = None
        self.area: TargetArea = target_area(session.geometry, centre)
        self.setWindowTitle(tr("Infantry fire"))
        # As wide as a laptop's screen (1366 x 768): the firers' reasons and the units in the area both readable.
        fit_to_screen(self, 1350, 720)
        battle = session.battle

        self.side = QComboBox()
        for s in sides_offered(editor, battle):  # hot seat: only the side at the table fires
            self.side.addItem(said_side_nation(battle, s.id), s.id)
        chosen = [battle.unit(f) for f in firers]
        sides = {u.side for u in chosen if u is not None}
        if len(sides) == 1:
            self.side.setCurrentIndex(self.side.findData(sides.pop()))
        else:
            # No firers yet: the side that has no unit in the area is the one firing into it.
            in_area = {u.side for uid in self.area.units if (u := battle.unit(uid)) is not None}
            others = [s.id for s in battle.sides if s.id not in in_area]
            if others:
                self.side.setCurrentIndex(self.side.findData(others[0]))
        self.area_label = QLabel(
            tr(
                "A {side_yards:g}-yard square ({side:.1f} {unit} across) centred on {centre:.1f}, "
                "{centre2:.1f}; every unit in or partly in it is rolled for."
            ).format(
                side_yards=self.area.side_yards,
                side=self.area.side,
                unit=said(battle.table.unit),
                centre=centre[0],
                centre2=centre[1],
            )
        )
        self.area_label.setWordWrap(True)
        self.firer_table = QTableWidget(0, len(FIRER_COLUMNS))
        self.firer_table.setHorizontalHeaderLabels(kept_texts(FIRER_COLUMNS))
        self.firer_table.verticalHeader().setVisible(False)
        self.firer_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.firer_table.setTextElideMode(Qt.TextElideMode.ElideNone)  # wrapped whole, never cut off with "…"
        self.firer_table.setItemDelegateForColumn(TYPE_COLUMN, _TypeDelegate(self.firer_table))
        self.plan_view = QTextBrowser()
        self.plan_view.setMinimumHeight(120)
        self.prompt = prompt_label()
        self.error = error_label()
        self.buttons = ResolutionButtons(
            tr("Fire"),
            tr("Roll a d100 for every unit in the target area; the results go on the units as one undoable step"),
        )
        self.fire_button = self.buttons.roll
        self.targets = read_only_table(kept_texts(TARGET_COLUMNS))
        for table in (self.firer_table, self.targets):
            # A wrapped column's rows follow its width as the dialog is laid out or resized: each cell whole.
            table.horizontalHeader().sectionResized.connect(lambda *_, t=table: t.resizeRowsToContents())
        self.result_view = QTextBrowser()

        form = QFormLayout()
        form.addRow(tr("Firing side"), self.side)
        left = QVBoxLayout()
        left.addWidget(self.area_label)
        left.addLayout(form)
        left.addWidget(
            pane_heading(
                tr("<b>Firers</b>: tick the units that fire (their range and line of sight are to the area's centre)")
            )
        )
        left.addWidget(self.firer_table, 3)
        left.addWidget(pane_heading(tr("<b>Before firing</b>: all fire into the area combined into one total")))
        left.addWidget(self.plan_view, 2)
        left.addWidget(self.prompt)
        left.addWidget(self.error)
        left.addWidget(self.buttons)
        right = QVBoxLayout()
        right.addWidget(pane_heading(tr("<b>Every unit in or partly in the target area</b>, with its own modifiers")))
        right.addWidget(self.targets, 2)
        right.addWidget(pane_heading(tr("<b>How it came out</b>: every roll, table row and modifier")))
        right.addWidget(self.result_view, 3)
        body = QHBoxLayout(self)
        body.addLayout(left, 1)
        body.addLayout(right, 1)

        self._initial = set(firers)
        self._not_now: dict[str, NotNow | None] = {}  # each firer listed, and why the step refuses it now
        self._fill_firers()
        self.side.currentIndexChanged.connect(self._on_side_changed)
        self.firer_table.itemChanged.connect(self._on_firer_table_item_changed)
        self.fire_button.clicked.connect(self.fire)
        self.buttons.close_button.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self._refresh)
        self._refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        for table in (self.firer_table, self.targets):
            table.resizeRowsToContents()  # the stretched columns have their widths only now

    # -- the firers ------------------------------------------------------------------------------------------------
    @property
    def side_id(self) -> str:
        return str(self.side.currentData())

    def _fill_firers(self) -> None:
        """The units of the firing side that may fire into the area now: each with a weapon of 3.5, and in a battle
        kept to the sequence those of the current step (a tank in step 3, infantry in step 4), one that has acted in
        it or cannot act greyed with why. The firers chosen on the board are listed whatever they are, with why not,
        so that the player sees what became of his choice and may untick it."""
        session = self.session
        candidates = fire_candidates(session, self.centre, self.side_id, self._initial)
        offered = acting_now(session, PlayKind.INFANTRY_FIRE, [c.unit_id for c in candidates])
        self._not_now = {
            c.unit_id: offered[c.unit_id] if c.unit_id in offered else not_now_acting(session, c.unit_id)
            for c in candidates
            if c.unit_id in offered or c.unit_id in self._initial
        }
        candidates = [c for c in candidates if c.unit_id in self._not_now]
        # The firers chosen on the board first (in the battle file's order), then the rest nearest first.
        candidates.sort(
            key=lambda c: (c.unit_id not in self._initial, 0 if c.unit_id in self._initial else c.range_yards)
        )
        self.firer_table.blockSignals(True)
        self.firer_table.setRowCount(len(candidates))
        for row, c in enumerate(candidates):
            unit = session.battle.unit(c.unit_id)
            entry = session.catalogue.get(unit.type) if unit is not None else None
            why_not = self._not_now[c.unit_id]
            check = QTableWidgetItem()
            check.setData(Qt.ItemDataRole.UserRole, c.unit_id)
            # A unit the step refuses is ticked only as chosen on the board, and may be unticked.
            may_tick = bool(c.weapons) and (why_not is None or c.unit_id in self._initial)
            check.setFlags(
                Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled if may_tick else Qt.ItemFlag.NoItemFlags
            )
            check.setCheckState(
                Qt.CheckState.Checked if c.unit_id in self._initial and c.weapons else Qt.CheckState.Unchecked
            )
            self.firer_table.setItem(row, 0, check)
            view = seen_by(self.editor)
            # Every firer and its vehicle are of the firing side, chosen above: named without it.
            name = said(unit_name(session, c.unit_id, view, sides=False))
            if unit is not None and unit.riding_on:
                name = tr("{unit}, on {vehicle}").format(
                    unit=name, vehicle=said(unit_name(session, unit.riding_on, view, sides=False))
                )
            named = QTableWidgetItem(name)
            named.setToolTip(name)  # whole where its column wraps it
            self.firer_table.setItem(row, UNIT_COLUMN, named)
            # The type as the rest of the window names it ("Pioniergruppe"), not the counter's short label ("ENG"); left
            # out where the name says it ("Light machine gun | Light machine gun" read as a mistake).
            kind = entry_name(entry) if entry is not None else (unit.type if unit is not None else c.unit_id)
            typed = QTableWidgetItem(type_beside(name, kind))
            typed.setToolTip(kind)
            self.firer_table.setItem(row, TYPE_COLUMN, typed)
            if c.vehicle and c.weapons:
                combo = QComboBox()
                combo.addItem(tr("All"), ALL_WEAPONS)
                for k in VEHICLE_WEAPONS:
                    if k in c.fire_types:
                        combo.addItem(k, k)
                combo.currentIndexChanged.connect(self._refresh)
                combo.setEnabled(may_tick)  # a weapon is chosen only for a firer that may be ticked
                self.firer_table.setCellWidget(row, 3, combo)
            else:
                self.firer_table.setItem(row, 3, QTableWidgetItem(""))
            self.firer_table.setItem(row, 4, QTableWidgetItem(tr("{yards:.0f} yd").format(yards=c.range_yards)))
            self.firer_table.setItem(row, 5, QTableWidgetItem(tr("clear") if c.los else tr("blocked")))
            # A firer's identical weapons are one line with their count ("2 × TMG FIR 4"); each of them fires.
            parts = [
                f"{self._fires_as(c.unit_id, w.fire_type, n)}: {said(w.refused)}"
                if w.refused
                else f"{self._fires_as(c.unit_id, w.fire_type, n)} FIR {w.fir}"
                for w, n in counted(c.weapons)
            ]
            text = "; ".join(parts) if parts else (said(c.no_weapon) if c.no_weapon else tr("no fire intensity rating"))
            if why_not is not None and c.weapons:
                text = said(why_not.text)  # the step's answer: it has fired, it cannot act, it fires in another step
            cell = QTableWidgetItem(text)
            cell.setToolTip(text)
            if not c.weapons or all(w.refused for w in c.weapons) or why_not is not None:
                cell.setForeground(Qt.GlobalColor.darkRed)
            self.firer_table.setItem(row, WHY_COLUMN, cell)
        self.firer_table.blockSignals(False)
        self._fit_firer_columns()

    def _fit_firer_columns(self) -> None:
        """The firers' columns within the table: the unit's name wrapped at its words (a long vehicle name, "SdKfz
        251/1 (Schützenpanzerwagen) 1", on two or three lines), its type too, in a narrower column (its longest word
        cut at its end where wider), the last column, why a firer cannot fire, never narrower than :data:`WHY_ROOM`
        characters: the table asks the dialog for the width they need together."""
        table = self.firer_table
        fit_columns(table, stretch=WHY_COLUMN)
        header, metrics = table.horizontalHeader(), table.fontMetrics()
        for column, chars, widened in ((UNIT_COLUMN, UNIT_ROOM, True), (TYPE_COLUMN, TYPE_ROOM, False)):
            names = [item.text() for r in range(table.rowCount()) if (item := table.item(r, column)) is not None]
            margins = table.sizeHintForColumn(column) - max((metrics.horizontalAdvance(n) for n in names), default=0)
            longest_word = max((metrics.horizontalAdvance(w) for n in names for w in n.split()), default=0)
            room = max(longest_word if widened else 0, chars * metrics.averageCharWidth()) + max(margins, 0)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(
                column, max(header.sectionSizeHint(column), min(table.sizeHintForColumn(column), room))
            )
        others = sum(header.sectionSize(c) for c in range(header.count()) if c != WHY_COLUMN)
        scroll_bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)
        table.setMinimumWidth(others + WHY_ROOM * metrics.averageCharWidth() + scroll_bar + 2 * table.frameWidth())
        table.resizeRowsToContents()

    def _row_of(self, unit_id: str) -> int:
        for r in range(self.firer_table.rowCount()):
            item = self.firer_table.item(r, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == unit_id:
                return r
        raise KeyError(unit_id)

    def set_firer(self, unit_id: str, on: bool = True, weapon: str | None = None) -> None:
        """Tick (or untick) a firer, and for a vehicle choose one weapon (TMG, HMG or T-HE)."""
        row = self._row_of(unit_id)
        if weapon is not None:
            combo = self.firer_table.cellWidget(row, 3)
            if isinstance(combo, QComboBox):
                combo.setCurrentIndex(combo.findData(weapon))
        tick = self.firer_table.item(row, 0)
        if tick is not None:  # always: _row_of found the row by it
            tick.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def choices(self) -> list[Firer]:
        out = []
        for r in range(self.firer_table.rowCount()):
            item = self.firer_table.item(r, 0)
            if item is None or item.checkState() != Qt.CheckState.Checked:
                continue
            combo = self.firer_table.cellWidget(r, 3)
            weapon = combo.currentData() if isinstance(combo, QComboBox) else ALL_WEAPONS
            out.append(
                Firer(
                    unit=str(item.data(Qt.ItemDataRole.UserRole)), weapon=None if weapon == ALL_WEAPONS else str(weapon)
                )
            )
        return out

    def action(self) -> InfantryFire | None:
        """The fire as the command line writes it (``--area X,Y --firers ...``, the firers in the battle file's
        order); None before a firer is ticked."""
        order = {u.id: i for i, u in enumerate(self.session.battle.units)}
        choices = sorted(self.choices(), key=lambda f: order.get(f.unit, len(order)))
        return InfantryFire(area=self.centre, firers=tuple(choices)) if choices else None

    def _on_side_changed(self) -> None:
        self._initial = set()
        self._fill_firers()
        self._refresh()

    def _on_firer_table_item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == 0:
            self._refresh()

    # -- before firing: what the session would decide ----------------------------------------------------------------
    def _refresh(self, *args: object) -> None:
        if self.outcome is not None:
            return  # fired: the result stays on show
        action = self.action()
        self.preview = None
        if action is None:
            self.error.setText("")
            prompt(self.prompt, tr("Tick at least one firer.") if self.firer_table.rowCount() else self._no_firer())
            self.fire_button.setEnabled(False)
            shows_here(
                self.plan_view,
                tr(
                    "Once a firer is ticked: each firer's fire intensity rating and modifiers, the combined FIR, its "
                    "chance to hit and its effect."
                ),
            )
            self._show_targets(None)
            return
        prompt(self.prompt, "")
        self.preview = previewed(self.session, action, self.error, self.fire_button)
        outcome: InfantryFireOutcome | None = self.preview.result
        self.plan_view.setHtml(readable_colours(self._plan_html(outcome)) if outcome is not None else "")
        self._show_targets(outcome)

    def _no_firer(self) -> str:
        """Why no firer is listed: none of the side's units fires into an area in this step, or has a weapon of 3.5."""
        side = self.side.currentText()
        if in_its_step(self.session, PlayKind.INFANTRY_FIRE):
            here = self.session.tables.sequence.place(self.session.battle.step)
            return tr("No unit of {side} fires into a target area in {step}.").format(
                side=side, step=said(step_words(here))
            )
        return tr(
            "No unit of {side} can fire into a target area: 3.5 gives fire to infantry, to a vehicle's machine guns "
            "and to its main gun."
        ).format(side=side)

    def _firer_said(self, firer_id: str, fire_type: str, n: int, rated: bool = True) -> str:
        """A firer's row: its name as the roster gives it, and what it fires as in brackets where that is not the
        unit itself ("Tiger 1 (2 × TMG)"). A firer no row of 3.5 names (``rated`` False) and one firing as its own type
        (a rifle squad's R) fire as themselves: "1st Squad", "Light machine gun (Kampfgruppe Peiper)", not "1st Squad
        (R)" (the rules' code beside a name the roster shows alone)."""
        who = said(unit_name(self.session, firer_id, seen_by(self.editor)))
        unit = self.session.battle.unit(firer_id)
        entry = self.session.catalogue.get(unit.type) if unit is not None else None
        own_type = entry is not None and (
            fire_type_of(entry, self.session.tables) == fire_type
            or fire_type not in self.session.tables.infantry.fire_types
        )
        if n == 1 and (not rated or own_type):
            return who
        return f"{who} ({self._fires_as(firer_id, fire_type, n)})"

    def _fires_as(self, firer_id: str, fire_type: str, n: int) -> str:
        """What a firer fires as, as the player reads it: its row of 3.5 ("LMG", "2 × TMG"); where no row of 3.5
        rates it (a gun, an infantry type rated by its catalogue entry, a vehicle with no machine gun), the unit's
        type by its catalogue name in the window's language ("7.5 cm PaK 40"), never the catalogue's id ("pak40")."""
        unit = self.session.battle.unit(firer_id)
        entry = self.session.catalogue.get(unit.type) if unit is not None else None
        if fire_type in self.session.tables.infantry.fire_types or entry is None:
            return said(times(n, fire_type))
        return entry_name(entry) if n == 1 else said(times(n, entry.name))

    def _plan_html(self, outcome: InfantryFireOutcome) -> str:
        e = html.escape
        plan, preview = outcome.plan, outcome.result
        rows = []
        # A firer's identical weapons (a Tiger's two TMGs) on one row with their count; each fires and adds its FIR.
        for c, n in counted(preview.contributions):
            mods = "".join(f", {e(said(s.label))} {s.value:+d}" for s in c.steps if isinstance(s, ModifierStep))
            net = f" → {c.net}" if c.net != c.fir else ""
            each = " " + e(tr("each")) if n > 1 else ""
            only = "" if c.vs_vehicles else " <i>" + e(tr("(not against vehicles)")) + "</i>"
            who = self._firer_said(c.firer_id, c.fire_type, n, c.fire_type in self.session.tables.infantry.fire_types)
            rows.append(f"<tr><td>{e(who)}</td><td>FIR {c.fir}{mods}{net}{each}{only}</td></tr>")
        for r, n in counted((*plan.no_weapon, *preview.refused)):
            why = tr("does not fire: {why}").format(why=said(r.reason))
            rows.append(
                f"<tr><td style='color:#b3140a'>{e(self._firer_said(r.firer_id, r.fire_type, n))}</td>"
                f"<td style='color:#b3140a'>{e(why)}</td></tr>"
            )
        effect = EFFECT_SHORT.get(preview.effect, tr("no effect")) if preview.effect is not None else tr("no effect")
        notes = [
            fired_note(self.session.battle, c.unit, self.session.tables, unit_name(self.session, c.unit))
            for c in {c.unit: c for c in self.choices()}.values()
        ]
        fired = "".join(f"<p style='color:#c46a00'><b>{e(said(n))}</b></p>" for n in notes if n)
        return (
            f"{fired}<table cellspacing='2'>{''.join(rows)}</table><p>"
            + tr(
                "{combined} → {chance}, {effect} (3.5, the FIR chart); each unit in the area adds its own modifiers."
            ).format(
                combined="<b>" + e(tr("Combined FIR {fir}").format(fir=preview.total_fir)) + "</b>",
                chance=f"<b>{percent(preview.chance)}</b>",
                effect=e(effect),
            )
            + "</p>"
        )

    def _show_targets(self, outcome: InfantryFireOutcome | None) -> None:
        battle = self.session.battle
        rolled = self.outcome is not None
        view = seen_by(self.editor)
        rows: list[list[object]] = []
        if outcome is not None:
            for t in outcome.result.targets:
                modifiers = ", ".join(f"{said(m.label)} {m.value:+d}" for m in t.modifiers) or tr("none")
                rows.append(
                    [
                        t.unit_id,
                        modifiers,
                        str(t.fir),
                        _chance(t.chance, t.effect),
                        str(t.roll) if rolled else "",
                        said(t.outcome.value.replace("_", " ")) if rolled else "",
                    ]
                )
            for x in (*outcome.result.excluded, *outcome.plan.not_targets):
                rows.append([x.unit_id, tr("not rolled for: {why}").format(why=said(x.reason)), "—", "—", "", ""])
        else:
            rows = [[uid, "", "", "", "", ""] for uid in self.area.units]
        # Hot seat: a wave not landed is not there; another side's hidden position is only a hidden position, with
        # nothing of what its modifiers and chance would tell (revealed when fired on, by the fire itself).
        rows = [row for row in rows if view.shows_unit(str(row[0]))]
        rows = [row if view.shows_unit_details(str(row[0])) else [row[0], "", "", "", "", ""] for row in rows]
        self.targets.clearSpans()
        self.targets.setRowCount(len(rows))
        if not rows:  # said, not an empty table
            self.targets.setRowCount(1)
            empty = QTableWidgetItem(tr("No unit is in or partly in the target area: there is nothing to roll for."))
            empty.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.targets.setItem(0, 0, empty)
            self.targets.setSpan(0, 0, 1, self.targets.columnCount())
        for r, (uid, mods, fir, chance, roll, res) in enumerate(rows):
            unit = battle.unit(str(uid))
            shown = view.shows_unit_details(str(uid))
            # (whether a marker is only partly in the area would tell its footprint)
            entry = self.session.catalogue.get(unit.type) if unit is not None else None
            cells = [
                said(unit_name(self.session, str(uid), view) if shown else HIDDEN_POSITION),
                (entry_name(entry) if entry is not None else "") if shown else "",
                (tr("partly") if self.area.only_partly(str(uid)) else tr("in", "in the zone")) if shown else "",
                str(mods),
                str(fir),
                str(chance),
                str(roll),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.targets.setItem(r, c, item)
            self.targets.setItem(r, 7, result_item(str(res)) if res else QTableWidgetItem(""))
        # A long reason (why a unit is not rolled for) wraps in its column; the rolls stay in sight.
        fit_columns(self.targets, stretch=MODIFIERS_COLUMN)
        header = self.targets.horizontalHeader()
        heading = self.targets.horizontalHeaderItem(IN_AREA_COLUMN)
        words = heading.text().split() if heading is not None else []
        margins = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2
        widest_word = max((header.fontMetrics().horizontalAdvance(w) for w in words), default=0) + margins
        header.setSectionResizeMode(IN_AREA_COLUMN, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(IN_AREA_COLUMN, max(self.targets.sizeHintForColumn(IN_AREA_COLUMN), widest_word))

    # -- firing -----------------------------------------------------------------------------------------------------
    def fire(self) -> None:
        """Fire: the session rolls and the window commits the results, the marks and the log entry as one step."""
        action = self.action()
        if action is None or self.outcome is not None:
            return
        resolution = self.follower.act(lambda: taken(self.editor, action, self.error))
        if resolution is None:
            return
        self.outcome = resolution.result
        self._show_targets(self.outcome)
        self.result_view.setHtml(steps_html(self.outcome.steps))
        self.fire_button.setEnabled(False)
        self.side.setEnabled(False)
        self.firer_table.setEnabled(False)

    # -- reading what is shown ----------------------------------------------------------------------------------------
    def firer_rows(self) -> list[list[str]]:
        rows = table_rows(self.firer_table)
        for r, row in enumerate(rows):
            tick = self.firer_table.item(r, 0)
            row[0] = "x" if tick is not None and tick.checkState() == Qt.CheckState.Checked else ""
            combo = self.firer_table.cellWidget(r, 3)
            if isinstance(combo, QComboBox):
                row[3] = combo.currentText()
        return rows

    def target_rows(self) -> list[list[str]]:
        return table_rows(self.targets)

    @classmethod
    def run(
        cls, session: BattleSession, editor: Editor, centre: XY, firers: list[str], parent: QWidget | None = None
    ) -> InfantryFireDialog:
        dialog = cls(session, editor, centre, firers, parent)
        dialog.exec()
        return dialog
