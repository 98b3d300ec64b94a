"""Reclassifying a unit as a suicide squad (3.3): only R, RF and SMG units of the Russian Guards (1941-42), the
German Waffen SS (1945) or the Japanese (1931-45). The dialog says whether the unit may be reclassified and why,
and the nearest enemy tank or bunker it must then assault this turn; Reclassify marks it, as one undoable step,
and writes it to the battle log."""

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

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.dialogs.melee import unit_label
from morefire_gui.gui.dialogs.resolution import error_label
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.rules.catalogue import UnitKind
from morefire_gui.rules.suicide_squads import Formation
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import SuicideReclassification, reclassify_suicide_squad
from morefire_gui.session.unit_facts import alive

NO_FORMATION = "__none__"


class SuicideSquadDialog(QDialog):
    last_year = 1943  # the year the players last stated: the battle file does not keep one

    def __init__(self, session: BattleSession, editor: Editor, unit: str | None = None, turn: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.editor, self.turn = session, editor, turn
        self.result: SuicideReclassification | None = None
        self.done_edit = False
        self.setWindowTitle("Suicide squad")
        self.resize(620, 420)
        self.unit = QComboBox()
        for u in session.battle.units:
            e = session.catalogue.get(u.type)
            if alive(u) and e is not None and e.kind is UnitKind.INFANTRY and not u.suicide:
                self.unit.addItem(unit_label(session, u.id), u.id)
        if unit is not None and self.unit.findData(unit) >= 0:
            self.unit.setCurrentIndex(self.unit.findData(unit))
        self.year = QSpinBox(minimum=1931, maximum=1947, value=SuicideSquadDialog.last_year)
        self.year.setToolTip("The year of the battle (3.3 names the years)")
        self.formation = QComboBox()
        self.formation.addItem("None stated", NO_FORMATION)
        self.formation.addItem("Russian Guards", Formation.GUARDS.value)
        self.formation.addItem("German Waffen SS", Formation.WAFFEN_SS.value)
        self.formation.setToolTip("Guards and the Waffen SS are formations the battle file does not know: state it")
        self.view = QTextBrowser()
        self.error = error_label()
        self.reclassify_button = QPushButton("Reclassify")
        self.reclassify_button.setToolTip("Mark the unit as a suicide squad: one undoable step")
        close = QPushButton("Close")
        form = QFormLayout()
        form.addRow("Unit", self.unit)
        form.addRow("Year", self.year)
        form.addRow("Formation", self.formation)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reclassify_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        rule = QLabel("Only R, RF and SMG units of the Russian Guards 1941-42, the German Waffen SS 1945 or the "
                      "Japanese 1931-45; once reclassified the unit must assault the NEAREST enemy tank or bunker "
                      "this turn (3.3).")
        rule.setWordWrap(True)
        layout.addWidget(rule)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.unit.currentIndexChanged.connect(self._refresh)
        self.year.valueChanged.connect(self._refresh)
        self.formation.currentIndexChanged.connect(self._refresh)
        self.reclassify_button.clicked.connect(self.reclassify)
        close.clicked.connect(self.accept)
        self._refresh()

    @property
    def unit_id(self) -> str:
        return str(self.unit.currentData())

    def _check(self) -> SuicideReclassification:
        value = self.formation.currentData()
        formation = None if value == NO_FORMATION else Formation(value)
        return reclassify_suicide_squad(self.session, self.unit_id, self.year.value(), formation)

    def _refresh(self, *args: object) -> None:
        if self.done_edit:
            return
        if self.unit.count() == 0:
            self.error.setText("There is no infantry unit to reclassify.")
            self.reclassify_button.setEnabled(False)
            return
        try:
            self.result = self._check()
        except MoreFireError as exc:
            self.error.setText(str(exc))
            self.reclassify_button.setEnabled(False)
            return
        r = self.result
        verdict = ("<p style='color:#2f6b2f'><b>May be reclassified.</b></p>" if r.eligibility.eligible else
                   f"<p style='color:#b3140a'><b>Cannot be reclassified:</b> {html.escape(r.eligibility.reason)}</p>")
        self.view.setHtml(verdict + steps_html(r.steps))
        self.error.setText("")
        self.reclassify_button.setEnabled(r.eligibility.eligible)

    def reclassify(self) -> None:
        if self.result is None or self.result.edit is None or self.done_edit:
            return
        r = self.result
        SuicideSquadDialog.last_year = self.year.value()
        unit = self.session.battle.unit(r.unit_id)
        must = f"must assault {r.must_assault} ({r.distance_yards:.0f} yd) this turn" if r.must_assault else \
            "no enemy tank or bunker on the table"
        self.session.record("suicide_squad", f"{r.unit_id} reclassified as a suicide squad", must, r.steps,
                            side=unit.side if unit else None, turn=self.turn)
        self.editor.push(r.edit)
        self.done_edit = True
        self.reclassify_button.setEnabled(False)
        self.view.setHtml(f"<p><b>{html.escape(r.unit_id)} is a suicide squad</b>: {html.escape(must)}.</p>"
                          + steps_html(r.steps))

    def text(self) -> str:
        return self.view.toPlainText()

    @classmethod
    def run(cls, session: BattleSession, editor: Editor, unit: str | None = None, turn: int | None = None,
            parent: QWidget | None = None) -> "SuicideSquadDialog":
        dialog = cls(session, editor, unit, turn, parent)
        dialog.exec()
        return dialog
