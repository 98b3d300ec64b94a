"""What a move rolled on its way (3.6 minefields, MOUNTAINS' breakdown): a small window that stays open beside
the board, one row per roll and every step, while play goes on. The rolls are already in the battle log; the
move is already one undoable step. Left open, it follows the session (the movement feature's
:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): Undo taking the move back closes it, saying so in the
status bar, and so does the table handed over."""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget

from morefire_gui.gui.dialogs.resolution import fit_columns, read_only_table, result_item, table_rows
from morefire_gui.gui.i18n import coordinates, percent, tr
from morefire_gui.gui.said import said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.session.movement import MoveOutcome


class MoveResultDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Move: rolls on the way"))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.Tool, True)
        fit_to_screen(self, 620, 440)
        self.outcome: MoveOutcome | None = None
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = read_only_table([tr("Where"), tr("Crossing"), tr("Unit"), tr("Chance"), tr("Roll"), tr("Result")])
        self.steps = QTextBrowser()
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.reject)  # hidden, to be shown again for the next move's rolls
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 2)
        layout.addWidget(QLabel(tr("<b>How it came out</b>: every roll and table row")))
        layout.addWidget(self.steps, 3)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)

    def show_outcome(self, outcome: MoveOutcome, unit_label: str, names: Mapping[str, str] | None = None) -> None:
        """The rolls of ``outcome``, each unit and terrain piece by its name in ``names`` (its id where it has none)."""
        named = names or {}

        def name(ident: str) -> str:
            return named.get(ident, ident)

        self.outcome = outcome
        self.setWindowTitle(tr("Move {unit_label}: rolls on the way").format(unit_label=unit_label))
        rows: list[tuple[str, str, str, str, str, str]] = []
        bd = outcome.breakdown
        if bd is not None:
            rows.append(
                (
                    tr("rough or hill ground"),
                    tr("first move onto it"),
                    name(outcome.plan.unit.id),
                    "2d6",
                    str(bd.total),
                    "immobilized" if bd.immobilized else "no_effect",
                )
            )
        for ice in outcome.ice:
            rows.append(
                (
                    tr("ice on {piece}").format(piece=name(ice.piece_id)),
                    tr("reached"),
                    name(outcome.plan.unit.id),
                    "d6 1-2",
                    str(ice.face),
                    tr("ice holds") if ice.holds else tr("ice does not hold"),
                )
            )
        for e in outcome.minefield_events:
            chance = percent(e.chance) if e.chance is not None else "—"
            roll = str(e.roll) if e.roll is not None else "—"
            # A minefield by its name on the board ("Minefield", "East minefield"); by its id where none is given.
            field = name(e.minefield) if e.minefield in named else tr("minefield {piece}").format(piece=e.minefield)
            rows.append((field, said(e.event.value), name(e.unit_id), chance, roll, e.result.value))
            for p in e.passengers:
                rows.append((field, tr("passenger"), name(p.unit_id), percent(p.chance), str(p.roll), p.result.value))
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.table.setItem(r, c, result_item(text) if c == 5 else QTableWidgetItem(text))
        fit_columns(self.table)
        where = coordinates(outcome.final_at[0], outcome.final_at[1])
        text = tr("<b>{unit}</b> ends at {where}").format(unit=html.escape(unit_label), where=where)
        if outcome.stopped_by:
            text += f": <span style='color:#b3140a'>{html.escape(said(outcome.stopped_by))}</span>"
        if outcome.revealed:
            text += "<br>" + tr("Revealed: {pieces} (a deliberate minefield, 3.6)").format(
                pieces=html.escape(", ".join(outcome.revealed))
            )
        if outcome.cleared:
            text += "<br>" + tr("Cleared: {pieces} (3.61)").format(pieces=html.escape(", ".join(outcome.cleared)))
        if outcome.damage is not None:
            text += "<br>" + tr("Campaign damage: {letter}, {meaning} (2.6: minefield hits are an automatic E)").format(
                letter=outcome.damage.value, meaning=html.escape(said(outcome.damage.meaning))
            )
        self.summary.setText(readable_colours(text))
        self.steps.setHtml(steps_html(outcome.steps))

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)
