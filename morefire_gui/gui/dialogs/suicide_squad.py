"""Reclassifying a unit as a suicide squad (3.3): only R, RF and SMG units of the Russian Guard (1941-42), the German
Waffen SS (1945) or the Japanese (1931-45). The unit's side gives the nation and its ``formation`` the Guard or the
Waffen SS; the year is the battle's (its briefing's; a battle without one asks for it). The dialog says whether the
session allows the reclassification and why, and the nearest enemy tank or bunker the unit must then assault this
turn; Reclassify is the action (one undoable step, written to the battle log).

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): before Reclassify it
asks the session again whenever the battle changes (Undo, Redo, a step), so that it never offers an action on a
position that is gone; it closes, saying so in the status bar, when Undo takes back what it took (the result it shows
is no longer the battle's), when a unit it was opened for is gone, or when the table is handed over (what it shows is
the last player's)."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.melee import unit_label
from morefire_gui.gui.dialogs.resolution import error_label, refusal_text, taken
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.actions.infantry import ReclassifySuicideSquad
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import SuicideReclassification
from morefire_gui.session.unit_facts import alive
from morefire_gui.session.visibility import may_order


class SuicideSquadDialog(QDialog):
    last_year = 1943  # the year the players last gave for a battle without a briefing

    def __init__(
        self, session: BattleSession, editor: Editor, unit: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session, self.editor = session, editor
        self.reclassification: SuicideReclassification | None = None
        self.done_edit = False
        self.setWindowTitle(tr("Suicide squad"))
        fit_to_screen(self, 620, 420)
        self.unit = QComboBox()
        # Hot seat: only the side's own units are its to reclassify, and another side's hidden positions and waves not
        # landed are neither offered nor named; a fake marker is offered nothing, not even to its owner (TARAWA).
        view = seen_by(editor)
        for u in session.battle.units:
            e = session.catalogue.get(u.type)
            if not (view.may_act_for(u.side) and may_order(session.battle, view, u.id)):
                continue
            if alive(u) and e is not None and e.kind is UnitKind.INFANTRY and not u.suicide:
                self.unit.addItem(unit_label(session, u.id), u.id)
        if unit is not None and self.unit.findData(unit) >= 0:
            self.unit.setCurrentIndex(self.unit.findData(unit))
        briefed = session.battle.year  # the briefing's; a battle without one asks for it
        self.briefed = briefed is not None
        self.year = QSpinBox(minimum=1931, maximum=1947, value=briefed or SuicideSquadDialog.last_year)
        self.year.setEnabled(not self.briefed)
        self.year.setToolTip(
            tr("The year of the battle, from its briefing")
            if self.briefed
            else tr("The year of the battle (it has no briefing to give it; 3.3 names the years)")
        )
        self.formation = QLabel()
        self.formation.setToolTip(tr("The unit's formation, as the battle file gives it (its formation key)"))
        self.view = QTextBrowser()
        self.error = error_label()
        self.reclassify_button = QPushButton(tr("Reclassify"))
        self.reclassify_button.setToolTip(tr("Mark the unit as a suicide squad: one undoable step"))
        close = QPushButton(tr("Close"))
        form = QFormLayout()
        form.addRow(tr("Unit"), self.unit)
        form.addRow(tr("Year"), self.year)
        form.addRow(tr("Formation"), self.formation)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reclassify_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        rule = QLabel(
            tr(
                "Only R, RF and SMG units of the Russian Guard 1941-42, the German Waffen SS 1945 or the "
                "Japanese 1931-45; once reclassified the unit must assault the NEAREST enemy tank or bunker "
                "this turn (3.3)."
            )
        )
        rule.setWordWrap(True)
        layout.addWidget(rule)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.unit.currentIndexChanged.connect(self._refresh)
        self.year.valueChanged.connect(self._refresh)
        self.reclassify_button.clicked.connect(self.reclassify)
        close.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self._refresh)
        self._refresh()

    @property
    def unit_id(self) -> str:
        return str(self.unit.currentData())

    def action(self) -> ReclassifySuicideSquad:
        """The reclassification as the command line writes it: the year only when the battle does not give it."""
        return ReclassifySuicideSquad(unit=self.unit_id, year=None if self.briefed else self.year.value())

    def _refresh(self, *args: object) -> None:
        if self.done_edit:
            return
        if self.unit.count() == 0:
            self.error.setText(tr("There is no infantry unit to reclassify."))
            self.reclassify_button.setEnabled(False)
            return
        unit = self.session.battle.unit(self.unit_id)
        formation = unit.formation if unit is not None else None
        self.formation.setText(said(formation.label) if formation is not None else tr("none"))
        preview = self.session.preview(self.action())
        self.reclassification = preview.result
        if preview.accepted:
            verdict = "<p style='color:#2f6b2f'><b>" + tr("May be reclassified.") + "</b></p>"
        else:
            verdict = (
                "<p style='color:#b3140a'><b>" + tr("Cannot be reclassified:") + f"</b> {refusal_text(preview)}</p>"
            )
        self.view.setHtml(
            readable_colours(verdict)
            + (steps_html(self.reclassification.steps) if self.reclassification is not None else "")
        )
        self.error.setText("")
        self.reclassify_button.setEnabled(preview.accepted)

    def reclassify(self) -> None:
        if self.done_edit or self.unit.count() == 0:
            return
        resolution = self.follower.act(lambda: taken(self.editor, self.action(), self.error))
        if resolution is None:
            return
        if not self.briefed:
            SuicideSquadDialog.last_year = self.year.value()
        r: SuicideReclassification = resolution.result
        self.reclassification = r
        self.done_edit = True
        self.reclassify_button.setEnabled(False)
        self.view.setHtml(
            tr("<p><b>{unit} is a suicide squad</b>: {summary}.</p>").format(
                unit=html.escape(unit_label(self.session, r.unit_id)), summary=html.escape(said(r.summary()))
            )
            + steps_html(r.steps)
        )

    def text(self) -> str:
        return self.view.toPlainText()

    @classmethod
    def run(
        cls, session: BattleSession, editor: Editor, unit: str | None = None, parent: QWidget | None = None
    ) -> SuicideSquadDialog:
        dialog = cls(session, editor, unit, parent)
        dialog.exec()
        return dialog
