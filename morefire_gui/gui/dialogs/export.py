"""File → Export: the board as a PNG (at a chosen width), an SVG or a PDF, of the whole table or of what the
window shows, with or without the grid, the legend and a title block."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from morefire_gui.geometry.print_layout import TableArea
from morefire_gui.gui.dialogs.resolution import error_label
from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, tr
from morefire_gui.gui.render import MAX_WIDTH, MIN_WIDTH, RenderOptions, source_rect
from morefire_gui.gui.said import battle_title, said
from morefire_gui.gui.save_folders import ask_save_path, suggested_path
from morefire_gui.gui.targets import unwritable
from morefire_gui.io.battle_names import battle_stem
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import View, view_title

FORMAT_NAMES = KeptWords(
    {".png": QT_TR_NOOP("PNG picture"), ".svg": QT_TR_NOOP("SVG drawing (scalable)"), ".pdf": QT_TR_NOOP("PDF page")}
)
DEFAULT_WIDTH = 2400


@dataclass(frozen=True)
class ExportRequest:
    path: Path
    width: int
    options: RenderOptions


class ExportDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        visible: TableArea | None,
        parent: QWidget | None = None,
        view: View | None = None,
    ) -> None:
        """``view``: whose view the window shows, which the picture is drawn in (None: the umpire's)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Export the board"))
        self.session = session
        self.visible = visible
        form = QFormLayout(self)
        self.format = QComboBox()
        for suffix, name in FORMAT_NAMES.items():
            self.format.addItem(name, suffix)
        self.format.setToolTip(tr("PNG for sharing a picture; SVG and PDF keep every line sharp at any size"))
        self.whole = QRadioButton(tr("The whole table"))
        self.whole.setChecked(True)
        self.visible_only = QRadioButton(tr("What the window shows"))
        self.visible_only.setEnabled(visible is not None)
        if visible is not None:
            self.visible_only.setToolTip(
                tr("x {x0:.1f}–{x1:.1f}, y {y0:.1f}–{y1:.1f} {unit}").format(
                    x0=visible.x0, x1=visible.x1, y0=visible.y0, y1=visible.y1, unit=session.battle.table.unit
                )
            )
        area_row = QHBoxLayout()
        area_row.addWidget(self.whole)
        area_row.addWidget(self.visible_only)
        self.image_width = QSpinBox(
            minimum=MIN_WIDTH, maximum=MAX_WIDTH, value=DEFAULT_WIDTH, singleStep=200, suffix=tr(" px")
        )
        self.image_width.setToolTip(tr("The picture's width; its height follows from the table's shape"))
        self.size_label = QLabel()
        width_row = QHBoxLayout()
        width_row.addWidget(self.image_width)
        width_row.addWidget(self.size_label, 1)
        self.grid = QCheckBox(tr("Grid with its coordinates"))
        self.grid.setChecked(True)
        self.legend = QCheckBox(tr("Legend beside the board"))
        self.legend.setChecked(True)
        self.title_block = QCheckBox(tr("Title block: title, scale, turn, whose view and date"))
        self.title_text = QLineEdit(battle_title(session.battle.title))
        self.title_text.setEnabled(False)
        self.title_block.toggled.connect(self.title_text.setEnabled)
        self.error = error_label()
        # Whose view the picture holds, said before it is made: a side's player exports what that side may see.
        self.whose = QLabel(said(view_title(session.battle, view)))
        self.whose.setToolTip(
            tr(
                "The picture shows the board as the window shows it now: a side's view holds only what that side may see"
            )
        )
        form.addRow(tr("View"), self.whose)
        form.addRow(tr("Format"), self.format)
        form.addRow(tr("Show"), area_row)
        form.addRow(tr("Width"), width_row)
        form.addRow(self.grid)
        form.addRow(self.legend)
        form.addRow(self.title_block)
        form.addRow(tr("Title"), self.title_text)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = QPushButton(tr("Export…"))
        self.export_button.setDefault(True)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self._on_export)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.chosen_path: Path | None = None
        for signal in (
            self.image_width.valueChanged,
            self.whole.toggled,
            self.legend.toggled,
            self.title_block.toggled,
        ):
            signal.connect(self._update_size)
        self._update_size()

    def options(self) -> RenderOptions:
        area = self.visible if self.visible_only.isChecked() else None
        title = self.title_text.text().strip() or None
        return RenderOptions(
            area,
            self.grid.isChecked(),
            self.legend.isChecked(),
            self.title_block.isChecked(),
            title if self.title_block.isChecked() else None,
        )

    def suffix(self) -> str:
        return str(self.format.currentData())

    def _update_size(self) -> None:
        source = source_rect(self.session, self.options().area)
        board_share = 0.8 if self.legend.isChecked() else 1.0
        height = round(self.image_width.value() * board_share * source.height() / source.width())
        self.size_label.setText(tr("about {value} × {height} px").format(value=self.image_width.value(), height=height))

    def request(self, path: Path) -> ExportRequest:
        if path.suffix.lower() != self.suffix():
            path = path.with_name(path.name + self.suffix())
        return ExportRequest(path, self.image_width.value(), self.options())

    def suggested_path(self) -> Path:
        base = battle_stem(self.session.path) if self.session.path else self.session.battle.title
        name = "".join(c if c.isalnum() or c in "-_ " else "_" for c in base).strip() or "board"
        return suggested_path(self.session.path, f"{name}{self.suffix()}")

    def _on_export(self) -> None:
        chosen = ask_save_path(
            self, tr("Export the board"), self.suggested_path(), f"{FORMAT_NAMES[self.suffix()]} (*{self.suffix()})"
        )
        if chosen is None:
            return
        path = str(chosen)
        # The file as it will be written (its ending added): a folder or a device of that name is refused here, with
        # the dialog still open, rather than written over or said to be written.
        why = unwritable(self.request(Path(path)).path)
        self.error.setText(why or "")
        if why is not None:
            return
        self.chosen_path = Path(path)
        self.accept()

    @classmethod
    def ask(
        cls, session: BattleSession, visible: TableArea | None, parent: QWidget | None = None, view: View | None = None
    ) -> ExportRequest | None:
        dialog = cls(session, visible, parent, view)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen_path is None:
            return None
        return dialog.request(dialog.chosen_path)
