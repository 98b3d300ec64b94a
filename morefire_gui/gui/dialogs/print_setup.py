"""File → Print: the table plan on A4 or Letter, fitted to one sheet or at a chosen scale (1:1 is the real
table) across several sheets, and how many sheets that takes, before anything is printed."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.print_layout import PAPERS, Orientation, TableArea
from morefire_gui.gui.dialogs.resolution import error_label
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.printing import PrintMode, PrintSettings, orientation_words, page_count, plan_for, plan_scale
from morefire_gui.gui.said import said, said_error
from morefire_gui.gui.save_folders import ask_save_path, suggested_path
from morefire_gui.gui.targets import unwritable
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import View, view_title


class PrintAction(str, Enum):
    PRINT = "print"
    PREVIEW = "preview"
    PDF = "pdf"


@dataclass(frozen=True)
class PrintRequest:
    settings: PrintSettings
    action: PrintAction
    pdf_path: Path | None = None


class PrintSetupDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        visible: TableArea | None,
        parent: QWidget | None = None,
        view: View | None = None,
    ) -> None:
        """``view``: whose view the window shows, which the sheets are printed in (None: the umpire's)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Print the table plan"))
        self.session = session
        self.visible = visible
        self.view = view
        unit = session.battle.table.unit
        form = QFormLayout(self)
        # Whose view the sheets hold, said before they are printed: a side's player prints what that side may see.
        self.whose = QLabel(said(view_title(session.battle, view)))
        self.whose.setToolTip(
            tr("The sheets show the board as the window shows it now: a side's view holds only what that side may see")
        )
        form.addRow(tr("View"), self.whose)
        self.paper = QComboBox()
        for name in PAPERS:
            self.paper.addItem(name, name)
        self.orientation = QComboBox()
        self.orientation.addItem(tr("Whichever suits the table"), None)
        self.orientation.addItem(tr("Portrait"), Orientation.PORTRAIT)
        self.orientation.addItem(tr("Landscape"), Orientation.LANDSCAPE)
        self.fit = QRadioButton(tr("Fit on one sheet"))
        self.fit.setChecked(True)
        self.at_scale = QRadioButton(tr("At a scale, over several sheets"))
        self.at_scale.setToolTip(tr("1:1 prints the table at its real size, to lay the real table out from"))
        modes = QButtonGroup(self)
        modes.addButton(self.fit)
        modes.addButton(self.at_scale)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.fit)
        mode_row.addWidget(self.at_scale)
        self.factor = QDoubleSpinBox(decimals=2, minimum=0.05, maximum=4.0, value=1.0, singleStep=0.25)
        self.factor.setPrefix("× ")
        self.factor.setToolTip(
            tr("1.00 = real size: one {unit} of table is one {unit} of paper; 0.50 = half size").format(unit=unit)
        )
        self.overlap = QDoubleSpinBox(decimals=0, minimum=0, maximum=40, value=10, suffix=tr(" mm"))
        self.overlap.setToolTip(
            tr("How far each sheet overlaps its neighbours east and south, for trimming and gluing")
        )
        self.whole = QRadioButton(tr("The whole table"))
        self.whole.setChecked(True)
        self.visible_only = QRadioButton(tr("What the window shows"))
        self.visible_only.setEnabled(visible is not None)
        areas = QButtonGroup(self)
        areas.addButton(self.whole)
        areas.addButton(self.visible_only)
        area_row = QHBoxLayout()
        area_row.addWidget(self.whole)
        area_row.addWidget(self.visible_only)
        self.grid = QCheckBox(tr("Grid and coordinates"))
        self.grid.setChecked(True)
        self.legend = QCheckBox(tr("Legend"))
        self.legend.setChecked(True)
        self.title_block = QCheckBox(tr("Title block: title, scale, turn, whose view and date"))
        self.title_block.setChecked(True)
        self.assembly = QCheckBox(tr("First a sheet showing how the sheets fit together"))
        self.assembly.setChecked(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        # Room for the longest summary ("49 sheets (7 across × 7 down), …; 50 pages with the assembly sheet."), so
        # that a form laid out for one line does not cut the second.
        self.summary.setMinimumHeight(3 * self.summary.fontMetrics().lineSpacing())
        self.error = error_label()
        form.addRow(tr("Paper"), self.paper)
        form.addRow(tr("Orientation"), self.orientation)
        form.addRow(tr("Print"), mode_row)
        form.addRow(tr("Scale"), self.factor)
        form.addRow(tr("Overlap"), self.overlap)
        form.addRow(tr("Show"), area_row)
        form.addRow(self.grid)
        form.addRow(self.legend)
        form.addRow(self.title_block)
        form.addRow(self.assembly)
        form.addRow(self.summary)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.preview_button = QPushButton(tr("Preview…"))
        self.pdf_button = QPushButton(tr("Save as PDF…"))
        self.print_button = QPushButton(tr("Print…"))
        self.print_button.setDefault(True)
        for button in (self.preview_button, self.pdf_button, self.print_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.preview_button.clicked.connect(lambda: self._finish(PrintAction.PREVIEW))
        self.print_button.clicked.connect(lambda: self._finish(PrintAction.PRINT))
        self.pdf_button.clicked.connect(self._on_pdf)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.action: PrintAction | None = None
        self.pdf_path: Path | None = None
        for signal in (
            self.paper.currentIndexChanged,
            self.orientation.currentIndexChanged,
            self.fit.toggled,
            self.factor.valueChanged,
            self.overlap.valueChanged,
            self.whole.toggled,
            self.title_block.toggled,
            self.legend.toggled,
            self.assembly.toggled,
        ):
            signal.connect(self._update_summary)
        self._update_summary()

    def settings(self) -> PrintSettings:
        return PrintSettings(
            paper=str(self.paper.currentData()),
            mode=PrintMode.FIT if self.fit.isChecked() else PrintMode.SCALE,
            factor=self.factor.value(),
            area=self.visible if self.visible_only.isChecked() else None,
            grid=self.grid.isChecked(),
            legend=self.legend.isChecked(),
            title_block=self.title_block.isChecked(),
            overlap_mm=self.overlap.value(),
            orientation=self.orientation.currentData(),
            assembly_sheet=self.assembly.isChecked(),
            view=self.view,
        )

    def _update_summary(self) -> None:
        scaled = self.at_scale.isChecked()
        for widget in (self.factor, self.overlap, self.assembly):
            widget.setEnabled(scaled)
        settings = self.settings()
        try:
            plan = plan_for(self.session, settings)
        except MoreFireError as exc:
            self.summary.setText("")
            self.error.setText(said_error(exc))
            for button in (self.preview_button, self.pdf_button, self.print_button):
                button.setEnabled(False)
            return
        self.error.setText("")
        for button in (self.preview_button, self.pdf_button, self.print_button):
            button.setEnabled(True)
        pages = page_count(plan, settings)
        paper = f"{plan.paper.name} {orientation_words(plan.orientation)}"
        if plan.sheet_count == 1:
            text = tr("1 sheet, {paper}, {scale}.").format(paper=paper, scale=plan_scale(plan))
        else:
            text = tr("{sheets} sheets ({columns} across × {rows} down), {paper}, {scale}").format(
                sheets=plan.sheet_count, columns=plan.columns, rows=plan.rows, paper=paper, scale=plan_scale(plan)
            ) + (
                tr("; {pages} pages with the assembly sheet.").format(pages=pages) if pages > plan.sheet_count else "."
            )
        self.summary.setText(text)

    def _finish(self, action: PrintAction) -> None:
        self.action = action
        self.accept()

    def _on_pdf(self) -> None:
        suggested = suggested_path(self.session.path, tr("table-plan.pdf"))
        chosen = ask_save_path(self, tr("Save the plan as PDF"), suggested, tr("PDF (*.pdf)"))
        if chosen is None:
            return
        path = str(chosen)
        pdf_path = Path(path) if path.lower().endswith(".pdf") else Path(path + ".pdf")
        # A folder or a device of that name is refused here, the dialog still open, not said to be saved.
        why = unwritable(pdf_path)
        self.error.setText(why or "")
        if why is not None:
            return
        self.pdf_path = pdf_path
        self._finish(PrintAction.PDF)

    def request(self) -> PrintRequest | None:
        if self.action is None:
            return None
        return PrintRequest(self.settings(), self.action, self.pdf_path)

    @classmethod
    def ask(
        cls, session: BattleSession, visible: TableArea | None, parent: QWidget | None = None, view: View | None = None
    ) -> PrintRequest | None:
        dialog = cls(session, visible, parent, view)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.request()
