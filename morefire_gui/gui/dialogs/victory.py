"""Scoring a battle: the mission's victory conditions (A, B, C) met or not and why, who controls each victory point
location and why, the points destroyed on each side, the victory point schedule's column and every halving, and the
result named — decisive, marginal, draw, or the attacker's victory. Every step is shown; "Record in Log" takes the
:class:`~morefire_gui.model.actions.forces.RecordVictory` action (the score and its steps written to the battle
log), the raid's checkbox the :class:`~morefire_gui.model.actions.forces.ObjectiveReached` action, and each building
location's checkbox the :class:`~morefire_gui.model.actions.forces.BuildingDestroyed` action.

The dialog shows what :func:`morefire_gui.session.scenario.score_in_view` returns in its view; it decides nothing
itself. Left open, it follows the session (:class:`SessionFollower`): when the battle changes under it (Undo, Redo,
Next step) it scores the battle again as it stands, its checkboxes as the battle holds them; when the table is handed
over it closes, saying so in the status bar (the score is read in the last player's view)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.dialogs.following import SessionFollower, last_record, still_stands
from morefire_gui.gui.i18n import QT_TR_NOOP, kept_texts, tr
from morefire_gui.gui.said import battle_title, said, said_error
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_nation
from morefire_gui.gui.style import in_colour, readable, readable_colours
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.gui.widgets.wrapped_headings import wrap_headings
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.actions.forces import BuildingDestroyed, ObjectiveReached, RecordVictory
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.scenario.terms import BattleRole, Mission, Outcome, VpKind, VpSchedule
from morefire_gui.rules.scenario.victory import VictoryResult
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import location_name
from morefire_gui.session.scenario import NOT_KNOWN, score_in_view
from morefire_gui.session.visibility import View

OUTCOME_COLOURS = {
    Outcome.DECISIVE: "#1f5f1f",
    Outcome.MARGINAL: "#3d7a2a",
    Outcome.DRAW: "#6b5a1c",
    Outcome.ATTACKER_VICTORY: "#8f1d12",
    Outcome.DEFENDER_VICTORY: "#1f5f1f",
}
MET, NOT_MET = QColor("#1f6b1f"), QColor("#a3271b")
CONDITION_COLUMNS = ["", QT_TR_NOOP("Condition"), QT_TR_NOOP("Met"), QT_TR_NOOP("Detail")]
LOCATION_COLUMNS = [
    QT_TR_NOOP("Location"),
    QT_TR_NOOP("Held at start"),
    QT_TR_NOOP("Controlled by"),
    QT_TR_NOOP("Column"),
    QT_TR_NOOP("Value"),
    QT_TR_NOOP("Points"),
    QT_TR_NOOP("Halved"),
    QT_TR_NOOP("Why"),
]
WIDE_COLUMN = 220  # pixels: long texts wrap rather than push the points out of sight


class VictoryDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        editor: Editor | None = None,
        parent: QWidget | None = None,
        view: View | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.editor = session, editor
        self.view = view  # whose view the score is read in: units named as it may read them (hot seat)
        self.scored: VictoryResult | None = None
        self.recorded_as: ActionRecord | None = None  # this dialog's Record in Log, while the battle keeps it
        self.setWindowTitle(tr("Score the battle"))
        fit_to_screen(self, 1100, 780)

        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.outcome_label = QLabel()
        self.outcome_label.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.objective = QCheckBox(tr("The attacker reached the objective"))
        self.objective.setToolTip(tr('RAID: "The attacker wins if he reaches the objective"'))
        # The building locations destroyed in play ("+ Receive only 1/2 points if destroyed"): one box each.
        self.buildings_box = QWidget()
        self.buildings_row = QHBoxLayout(self.buildings_box)
        self.buildings_row.setContentsMargins(0, 0, 0, 0)
        self.destroyed_boxes: dict[str, QCheckBox] = {}
        self.conditions = QTableWidget(0, len(CONDITION_COLUMNS))
        self.conditions.setHorizontalHeaderLabels(kept_texts(CONDITION_COLUMNS))
        self.locations = QTableWidget(0, len(LOCATION_COLUMNS))
        self.locations.setHorizontalHeaderLabels(kept_texts(LOCATION_COLUMNS))
        for table in (self.conditions, self.locations):
            table.setWordWrap(True)
            table.setTextElideMode(Qt.TextElideMode.ElideNone)
            # The last column stretches with the dialog: its rows grow to show the whole text.
            table.horizontalHeader().sectionResized.connect(lambda *args, t=table: t.resizeRowsToContents())
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
            table.horizontalHeader().setStretchLastSection(True)
            table.resizeColumnsToContents()  # before a score too, each heading whole (German's "Zu Beginn gehalten")
            wrap_headings(table)
        self.steps_view = QTextBrowser()
        self.rescore_button = QPushButton(tr("Score Again"))
        self.rescore_button.setToolTip(tr("Score the battle as it stands now"))
        self.record_button = QPushButton(tr("Record in Log"))
        self.close_button = QPushButton(tr("Close"))

        upper = QWidget()
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        upper_layout.addWidget(QLabel(tr("<b>The defender's victory conditions</b>")))
        upper_layout.addWidget(self.conditions)
        self.locations_heading = QLabel(tr("<b>Victory point locations</b>: who controls each, and why"))
        upper_layout.addWidget(self.locations_heading)
        upper_layout.addWidget(self.locations, 2)
        upper_layout.addStretch(0)  # takes the room the locations leave in a raid (see _show)
        self._upper_layout = upper_layout
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(QLabel(tr("<b>Every step</b>")))
        lower_layout.addWidget(self.steps_view)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(upper)
        split.addWidget(lower)
        buttons = QHBoxLayout()
        buttons.addWidget(self.rescore_button)
        buttons.addStretch(1)
        buttons.addWidget(self.record_button)
        buttons.addWidget(self.close_button)
        body = QVBoxLayout(self)
        body.addWidget(self.heading)
        body.addWidget(self.outcome_label)
        body.addWidget(self.summary)
        body.addWidget(self.objective)
        body.addWidget(self.buildings_box)
        body.addWidget(split, 1)
        body.addLayout(buttons)

        self.objective.toggled.connect(self._on_objective_toggled)
        self.rescore_button.clicked.connect(self.score)
        self.record_button.clicked.connect(self.record)
        self.close_button.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self.score)
        self.score()

    # -- naming --------------------------------------------------------------------------------------------------------
    def role_text(self, role: BattleRole | None) -> str:
        """ "Axis (defender, Germany)": the side playing the role, with the role and its nation beside it, as the
        side reads everywhere."""
        battle = self.session.battle
        if role is None:
            return tr("nobody")
        if battle.mission is None:
            name = said(role.value)
            return name[:1].upper() + name[1:]
        side_id = battle.mission.attacker if role is BattleRole.ATTACKER else battle.mission.defender
        return said_side_nation(battle, side_id, role.value)

    # -- scoring -------------------------------------------------------------------------------------------------------
    def score(self) -> VictoryResult | None:
        battle = self.session.battle
        mission = battle.mission
        raid = mission is not None and mission.kind is Mission.RAID
        self.objective.setVisible(raid)
        if raid and mission is not None:
            self.objective.blockSignals(True)
            self.objective.setChecked(mission.objective_reached)
            self.objective.blockSignals(False)
            self.objective.setEnabled(self.editor is not None)
        self._show_buildings()
        try:
            result = score_in_view(self.session, self.view)
        except MoreFireError as exc:
            self.scored = None
            self.heading.setText(tr("<b>{escape}</b>").format(escape=html.escape(battle_title(battle.title))))
            # A battle with no mission is said in the window's words (the menu that makes one), not the command line's.
            why = (
                tr(
                    "it has no mission, so no victory conditions to score it by (Table VI). Give it one with Battle → "
                    "Mission…; a battle made with File → New Random Battle… has its mission and its victory point "
                    "locations."
                )
                if mission is None
                else said_error(exc)
            )
            self.outcome_label.setText(
                readable_colours(
                    in_colour(tr("Cannot score this battle: {escape}").format(escape=html.escape(why)), "#b00020")
                )
            )
            self.summary.setText("")
            self.conditions.setRowCount(0)
            self.locations.setRowCount(0)
            self.steps_view.setHtml("")
            self.record_button.setEnabled(False)
            return None
        self.scored = result
        self._show(result)
        self._offer_record()
        return result

    @property
    def recorded(self) -> bool:
        """Whether the score this dialog recorded is still the battle's (Undo takes it off the record, Redo puts it
        back): once a dialog."""
        return still_stands(self.session.battle, self.recorded_as)

    def _offer_record(self) -> None:
        """Record in Log enabled when the session would take the record now, and this dialog's is not on it; its
        tooltip says why not."""
        tip = tr("Write the result and every step to the battle log")
        if self.editor is None:
            self.record_button.setEnabled(False)
            self.record_button.setToolTip(tip)
            return
        if self.recorded:
            why = tr("This score is recorded in the battle log")
        else:
            why = said(self.session.preview(RecordVictory()).refusal)
        self.record_button.setEnabled(not why)
        self.record_button.setToolTip(tr("{tip}\n{why}").format(tip=tip, why=why) if why else tip)

    def _show(self, result: VictoryResult) -> None:
        e = html.escape
        mission = self.session.battle.mission
        assert mission is not None
        column = tr("Standard") if mission.vp_schedule is VpSchedule.STANDARD else tr("Retained / Captured")
        self.heading.setText(
            tr("<b>{e}</b> — defender's mission: <b>{e2}</b>").format(
                e=e(battle_title(self.session.battle.title)), e2=e(said(result.mission.label))
            )
            + (tr("; victory points on the <b>{column}</b> column").format(column=column) if result.locations else "")
        )
        colour = OUTCOME_COLOURS.get(result.outcome, "#111111")
        winner = tr(" — {side} wins").format(side=self.role_text(result.winner)) if result.winner is not None else ""
        style = f"font-size:20px; font-weight:bold; color:{readable(colour)}"
        outcome = f"<span style='{style}'>{e(said(result.outcome.label))}</span>"  # the words said, the style kept out
        self.outcome_label.setText(outcome + e(winner))
        vp = (
            tr("Victory points held: defender {defender:g}, attacker {attacker:g}. ").format(
                defender=result.defender_vp, attacker=result.attacker_vp
            )
            if result.mission is not Mission.RAID
            else ""
        )
        self.summary.setText(
            tr(
                "{vp}Points destroyed: the attacker lost <b>{attacker_points_lost}</b>, the defender lost "
                "<b>{defender_points_lost}</b>."
            ).format(
                vp=vp,
                attacker_points_lost=result.attacker_points_lost,
                defender_points_lost=result.defender_points_lost,
            )
        )
        self.conditions.setRowCount(len(result.conditions))
        for r, c in enumerate(result.conditions):
            met = tr("met") if c.achieved else tr("not met")
            for col, text in enumerate((c.printed_letter, said(c.text), met, said(c.detail))):
                item = QTableWidgetItem(text)
                if col == 2:
                    item.setForeground(MET if c.achieved else NOT_MET)
                self.conditions.setItem(r, col, item)
        self._fit(self.conditions)
        rows = sum(self.conditions.rowHeight(r) for r in range(self.conditions.rowCount()))
        self.conditions.setMaximumHeight(self.conditions.horizontalHeader().height() + rows + 6)
        columns = {"standard": tr("Standard"), "retained": tr("Retained"), "captured": tr("Captured")}
        # RAID is won at the objective, with no victory point locations: no empty table of them.
        raid = result.mission is Mission.RAID
        self.locations_heading.setVisible(not raid)
        self.locations.setVisible(not raid)
        self._upper_layout.setStretch(self._upper_layout.count() - 1, 1 if raid else 0)
        self.locations.setRowCount(len(result.locations))
        for r, loc in enumerate(result.locations):
            halvings = [s.message for s in loc.steps if isinstance(s, NoteStep) and "1/2" in s.message]
            cells = [
                said(location_name(self.session.battle, loc.id)),
                self.role_text(loc.held_at_start),
                self.role_text(loc.controller) if loc.reason != NOT_KNOWN else tr("not known"),
                columns.get(loc.column, loc.column.capitalize()) if loc.column else "—",
                str(loc.value) if loc.column else "—",
                tr("{points:g}").format(points=loc.points),
                "; ".join(said(h) for h in halvings) if loc.halved else tr("no"),
                said(loc.reason),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(steps_html(loc.steps, loc.id))
                self.locations.setItem(r, col, item)
        self._fit(self.locations, WIDE_COLUMN)
        self.steps_view.setHtml(steps_html(result.all_steps(), said(result.outcome.label)))

    @staticmethod
    def _fit(table: QTableWidget, widest: int | None = None) -> None:
        table.resizeColumnsToContents()
        header = table.horizontalHeader()
        for col in range(table.columnCount() - 1):
            # A long text wraps within ``widest``; a heading wider than that keeps its width, whole on one line.
            cap = max(widest, header.sectionSizeHint(col)) if widest is not None else table.columnWidth(col)
            table.setColumnWidth(col, min(table.columnWidth(col), cap))
        table.horizontalHeader().setStretchLastSection(True)
        table.resizeRowsToContents()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        for table in (self.conditions, self.locations):
            table.resizeRowsToContents()  # the stretched last column has its width only now

    def _show_buildings(self) -> None:
        """A box for each building location, ticked when it is destroyed; none for a battle without one."""
        while self.buildings_row.count():
            item = self.buildings_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.destroyed_boxes = {}
        battle = self.session.battle
        buildings = [v for v in battle.vp_locations if v.kind is VpKind.BUILDING]
        self.buildings_box.setVisible(bool(buildings))
        if not buildings:
            return
        label = QLabel(tr("Destroyed:"))
        label.setToolTip(tr('TERRAIN VICTORY POINT SCHEDULE: "+ Receive only 1/2 points if destroyed"'))
        self.buildings_row.addWidget(label)
        for vp in buildings:
            box = QCheckBox(said(location_name(battle, vp.id)))
            box.setChecked(vp.destroyed)
            box.setEnabled(self.editor is not None)
            box.setToolTip(tr('"+ Receive only 1/2 points if destroyed"'))
            box.toggled.connect(lambda checked, location=vp.id: self._on_destroyed_toggled(location, checked))
            self.buildings_row.addWidget(box)
            self.destroyed_boxes[vp.id] = box
        self.buildings_row.addStretch(1)

    def _on_destroyed_toggled(self, location: str, checked: bool) -> None:
        self._record_fact(BuildingDestroyed(location=location, destroyed=checked))

    def _on_objective_toggled(self, checked: bool) -> None:
        self._record_fact(ObjectiveReached(reached=checked))

    def _record_fact(self, action: BuildingDestroyed | ObjectiveReached) -> None:
        """A fact of play ticked in the dialog taken through the session, then the battle scored again; a refusal
        said in the outcome."""
        if self.editor is None:
            return
        editor = self.editor
        resolution = self.follower.act(lambda: editor.act(action), shows_result=False)
        if resolution is None:
            return
        if resolution.refused:
            self.outcome_label.setText(html.escape(tr("Not recorded: {why}").format(why=said(resolution.refusal))))
            return
        self.score()

    # -- the log -------------------------------------------------------------------------------------------------------
    def record(self) -> None:
        """Record the score in the battle log (once a dialog): the session scores the battle as it stands and writes
        the result with every step."""
        if self.scored is None or self.recorded or self.editor is None:
            return
        editor = self.editor
        resolution = self.follower.act(lambda: editor.act(RecordVictory()), shows_result=False)
        if resolution is None:
            return
        if resolution.refused:
            self.outcome_label.setText(html.escape(tr("Not recorded: {why}").format(why=said(resolution.refusal))))
            return
        self.recorded_as = last_record(self.session.battle)
        self._offer_record()

    # -- what the player sees (for tests and for copying) --------------------------------------------------------------
    def condition_rows(self) -> list[list[str]]:
        return [
            [_text(self.conditions.item(r, c)) for c in range(self.conditions.columnCount())]
            for r in range(self.conditions.rowCount())
        ]

    def location_rows(self) -> list[list[str]]:
        return [
            [_text(self.locations.item(r, c)) for c in range(self.locations.columnCount())]
            for r in range(self.locations.rowCount())
        ]

    @classmethod
    def run(
        cls,
        session: BattleSession,
        editor: Editor | None = None,
        parent: QWidget | None = None,
        view: View | None = None,
    ) -> VictoryDialog:
        dialog = cls(session, editor, parent, view)
        dialog.exec()
        return dialog


def _text(item: QTableWidgetItem | None) -> str:
    """A cell's text; a cell never filled in reads as empty."""
    return item.text() if item is not None else ""
