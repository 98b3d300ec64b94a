"""A terrain piece's properties: name, a hill's level, a height for advanced line of sight, a line's width,
a minefield's mines, whether a village is an isolated farm."""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from morefire_gui.gui.dialogs.resolution import error_label
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said, said_problem
from morefire_gui.gui.screen_fit import available
from morefire_gui.gui.widgets.path_field import SCREEN_SHARE
from morefire_gui.model.battle import Battle, TerrainPiece, named_a_farm
from morefire_gui.model.numbers import MAX_NAME
from morefire_gui.model.terms import MineType, StandsFor, TerrainKind
from morefire_gui.session.names import piece_words, piece_words_with_id

# What a village piece may stand for that its Farm box decides: nothing said, a farm, or a village (not a farm).
_FARM_OR_NOT = (None, StandsFor.FARM, StandsFor.VILLAGE)
NAME_CHARACTERS = 32  # the name field's least width, in characters


def piece_title(piece: TerrainPiece, battle: Battle | None = None) -> str:
    """A piece as the window names it ("Copse (woods)", "Woods"), with its id where another piece of ``battle`` reads
    alike ("Woods (w1)", "Copse (woods, w1)")."""
    name = said(piece_words(piece))
    if battle is not None and any(p.id != piece.id and said(piece_words(p)) == name for p in battle.terrain):
        return said(piece_words_with_id(piece))
    return name


class PiecePropertiesDialog(QDialog):
    def __init__(self, piece: TerrainPiece, parent: QWidget | None = None, battle: Battle | None = None) -> None:
        super().__init__(parent)
        self.piece = piece
        self.setWindowTitle(piece_title(piece, battle))
        form = QFormLayout(self)
        self.name = QLineEdit(piece.name or "")
        self.name.setMaxLength(MAX_NAME)  # what a battle file keeps of a name
        self.name.textChanged.connect(self._fit_name)
        self._fit_name(self.name.text())
        form.addRow(tr("Name"), self.name)
        self.level = QSpinBox(minimum=1, maximum=20, value=piece.level or 1)
        if piece.kind is TerrainKind.HILL:
            form.addRow(tr("Level"), self.level)
        self.piece_height = QDoubleSpinBox(decimals=1, minimum=0, maximum=500, value=piece.height or 0)
        self.piece_height.setSpecialValueText(tr("default for the kind"))
        if piece.kind is not TerrainKind.HILL:
            form.addRow(tr("Height (yards, advanced LOS)"), self.piece_height)
        self.piece_width = QDoubleSpinBox(decimals=2, minimum=0, maximum=100, value=piece.width or 0)
        self.piece_width.setSpecialValueText(tr("none"))
        if piece.line is not None:
            form.addRow(tr("Width (table units)"), self.piece_width)
        self.mines = QComboBox()
        for m in MineType:
            self.mines.addItem(
                {"ap": tr("AP (anti-personnel)"), "at": tr("AT (anti-tank)"), "gp": tr("Mixed (GP)")}[m.value], m.value
            )
        if piece.mines is not None:
            self.mines.setCurrentIndex(self.mines.findData(piece.mines.value))
        if piece.kind is TerrainKind.MINEFIELD:
            form.addRow(tr("Mines"), self.mines)
        # Terrain and Weather Definitions: "several isolated farms", "a few villages or farms": a village piece is
        # counted as a farm by this, whatever it is named.
        self.farm = QCheckBox(tr("An isolated farm (counted as a farm, not a village)"))
        # Ticked for a village a battle saved before the key names a farm ("Farm"), as it is counted (counted_as).
        self.farm.setChecked(piece.counted_as is StandsFor.FARM)
        if piece.kind is TerrainKind.VILLAGE and piece.stands_for in _FARM_OR_NOT:
            form.addRow(tr("Farm"), self.farm)
        self.error = error_label()
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._on_ok)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.result_piece: TerrainPiece | None = None

    def _fit_name(self, text: str) -> None:
        """The name field as wide as the name asks ("Minefield by the railway embankment north of Prokhorovka" read
        whole), at least 32 characters, at most a share of the screen; a longer name whole in its tooltip."""
        metrics = self.name.fontMetrics()
        need = metrics.horizontalAdvance(text) + 16  # the frame and Qt's margins each side of the text
        screen = available(self)
        most = round(screen.width() * SCREEN_SHARE) if screen is not None else need
        self.name.setMinimumWidth(max(metrics.averageCharWidth() * NAME_CHARACTERS, min(need, most)))
        self.name.setToolTip(text if need > most else "")

    def edited(self) -> TerrainPiece:
        p = self.piece
        return p.revised(
            name=self.name.text().strip() or None,
            level=self.level.value() if p.kind is TerrainKind.HILL else None,
            height=(self.piece_height.value() or None) if p.kind is not TerrainKind.HILL else None,
            width=(self.piece_width.value() or None) if p.line is not None else None,
            mines=self.mines.currentData() if p.kind is TerrainKind.MINEFIELD else None,
            stands_for=self._stands_for(),
        )

    def _stands_for(self) -> StandsFor | None:
        """What the piece stands for: a village's farm as the box says (a village whose name says it is a farm and is
        not one written so, ``village``: without the key its name would count it a farm); anything else as it was."""
        p = self.piece
        if p.kind is TerrainKind.VILLAGE and p.stands_for in _FARM_OR_NOT:
            if self.farm.isChecked():
                return StandsFor.FARM
            return StandsFor.VILLAGE if named_a_farm(self.name.text().strip()) else None
        return p.stands_for

    def _on_ok(self) -> None:
        try:
            self.result_piece = self.edited()
        except (ValidationError, ValueError) as exc:
            # What is wrong, said as a sentence (not pydantic's report, whose last line is a web address).
            self.error.setText(said_problem(exc))
            return
        self.accept()

    @classmethod
    def ask(
        cls, piece: TerrainPiece, parent: QWidget | None = None, battle: Battle | None = None
    ) -> TerrainPiece | None:
        dialog = cls(piece, parent, battle)
        return dialog.result_piece if dialog.exec() == QDialog.DialogCode.Accepted else None
