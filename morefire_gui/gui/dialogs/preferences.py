"""Preferences: the player's own (the dice, the autosave interval, how lengths are shown, side colours) and the
open battle's line-of-sight readings (edge depth, hedge and jungle), which are saved with the battle and
changed as one undoable edit."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.preferences import DICE_MODES, UNIT_CHOICES, DiceMode, Preferences
from morefire_gui.gui.style import SIDE_COLOURS_BY_NATION, SIDE_COLOURS
from morefire_gui.model.battle import Battle, LosSettings


EDGE_DEPTH_TIP = ("A unit in woods, rough, a building, a village or crops sees out (and is seen) if the sight line "
                  "runs at most this far inside")
HEDGE_TIP = "A hedge this close to either end of the sight line does not block (the hedge a unit stands behind)"
JUNGLE_TIP = "The most jungle a sight line may pass through, in all"


@dataclass(frozen=True)
class PreferencesResult:
    preferences: Preferences
    los: LosSettings  # the battle's, possibly changed


def default_side_colour(nation: str, index: int) -> QColor:
    return SIDE_COLOURS_BY_NATION.get(nation, SIDE_COLOURS[index % len(SIDE_COLOURS)])


def swatch(colour: QColor) -> QIcon:
    pixmap = QPixmap(28, 14)
    pixmap.fill(colour)
    return QIcon(pixmap)


class PreferencesDialog(QDialog):
    def __init__(self, preferences: Preferences, battle: Battle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.preferences = preferences
        self.battle = battle
        layout = QVBoxLayout(self)

        app_box = QGroupBox("The app")
        app_form = QFormLayout(app_box)
        self.dice = QComboBox()
        for mode, text in DICE_MODES.items():
            self.dice.addItem(text, mode)
        self.dice.setCurrentIndex(max(0, self.dice.findData(preferences.dice_mode)))
        self.dice.setToolTip("Who rolls the dice: the app, or the players on their own dice, typing each face in "
                             "(the same as Dice → Roll Physical Dice)")
        self.autosave = QSpinBox(minimum=1, maximum=60, value=max(1, round(preferences.autosave_minutes)),
                                 suffix=" min")
        self.autosave.setToolTip("How often the open battle is saved aside, to recover it after a crash")
        self.units = QComboBox()
        for key, text in UNIT_CHOICES.items():
            self.units.addItem(text, key)
        self.units.setCurrentIndex(max(0, self.units.findData(preferences.units)))
        self.units.setToolTip("How the status bar shows the cursor's position")
        app_form.addRow("Dice", self.dice)
        app_form.addRow("Autosave every", self.autosave)
        app_form.addRow("Show lengths in", self.units)
        self.user_catalogue = QLineEdit(preferences.user_catalogue)
        self.user_catalogue.setPlaceholderText("none: the app's own catalogue")
        self.user_catalogue.setToolTip("Your own catalogue file (the format of resources/catalogue/), merged over "
                                       "the app's by id: vehicles added or corrected")
        choose_catalogue = QPushButton("Choose…")
        choose_catalogue.clicked.connect(self._on_choose_catalogue)
        catalogue_row = QHBoxLayout()
        catalogue_row.addWidget(self.user_catalogue, 1)
        catalogue_row.addWidget(choose_catalogue)
        app_form.addRow("My catalogue", catalogue_row)
        layout.addWidget(app_box)

        colour_box = QGroupBox("Side colours")
        colour_form = QFormLayout(colour_box)
        self.colours: dict[str, QColor] = {}
        self.colour_buttons: dict[str, QPushButton] = {}
        for i, side in enumerate(battle.sides):
            if side.nation in self.colour_buttons:
                continue
            chosen = preferences.side_colours.get(side.nation)
            self.colours[side.nation] = QColor(chosen) if chosen else default_side_colour(side.nation, i)
            button = QPushButton("Choose…")
            button.setToolTip(f"The colour of {side.nation}'s counters")
            button.clicked.connect(lambda checked=False, n=side.nation: self._on_choose_colour(n))
            reset = QPushButton("Default")
            reset.setToolTip("Back to the nation's usual colour")
            reset.clicked.connect(lambda checked=False, n=side.nation, k=i: self._set_colour(
                n, default_side_colour(n, k), default=True))
            row = QHBoxLayout()
            row.addWidget(button)
            row.addWidget(reset)
            self.colour_buttons[side.nation] = button
            colour_form.addRow(f"{side.label} ({side.nation})", row)
            self._set_colour(side.nation, self.colours[side.nation], default=chosen is None)
        layout.addWidget(colour_box)

        los_box = QGroupBox("Line of sight in this battle (rule 2.1; saved with the battle, undoable)")
        los_form = QFormLayout(los_box)
        los = battle.settings.los
        self.edge_depth = self._yards(los.edge_depth_yards, EDGE_DEPTH_TIP)
        self.hedge = self._yards(los.hedge_yards, HEDGE_TIP)
        self.jungle = self._yards(los.jungle_yards, JUNGLE_TIP)
        los_form.addRow("Edge depth", self.edge_depth)
        los_form.addRow("Hedge", self.hedge)
        los_form.addRow("Jungle", self.jungle)
        layout.addWidget(los_box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._defaults: set[str] = {n for n in self.colours if n not in preferences.side_colours}

    @staticmethod
    def _yards(value: float, tip: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox(decimals=0, minimum=0, maximum=2000, value=value, singleStep=5, suffix=" yd")
        box.setToolTip(tip)
        return box

    def _set_colour(self, nation: str, colour: QColor, default: bool = False) -> None:
        self.colours[nation] = QColor(colour)
        self.colour_buttons[nation].setIcon(swatch(colour))
        if hasattr(self, "_defaults"):
            (self._defaults.add if default else self._defaults.discard)(nation)

    def _on_choose_colour(self, nation: str) -> None:
        colour = QColorDialog.getColor(self.colours[nation], self, f"Colour of {nation}")
        if colour.isValid():
            self._set_colour(nation, colour)

    def _on_choose_catalogue(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Your catalogue file", self.user_catalogue.text(),
                                              "Catalogue files (*.yaml *.yml);;All files (*)")
        if path:
            self.user_catalogue.setText(path)

    def result_value(self) -> PreferencesResult:
        # Colours left at a nation's default are not stored, so that a change of default reaches them.
        colours = {n: c for n, c in self.preferences.side_colours.items() if n not in self.colours}
        colours.update({n: c.name() for n, c in self.colours.items() if n not in self._defaults})
        preferences = replace(self.preferences, dice_mode=DiceMode(self.dice.currentData()),
                              autosave_minutes=float(self.autosave.value()),
                              units=str(self.units.currentData()), side_colours=colours,
                              user_catalogue=self.user_catalogue.text().strip())
        los = self.battle.settings.los.model_copy(update={
            "edge_depth_yards": self.edge_depth.value(), "hedge_yards": self.hedge.value(),
            "jungle_yards": self.jungle.value()})
        return PreferencesResult(preferences, los)

    @classmethod
    def ask(cls, preferences: Preferences, battle: Battle, parent: QWidget | None = None) -> PreferencesResult | None:
        dialog = cls(preferences, battle, parent)
        return dialog.result_value() if dialog.exec() == QDialog.DialogCode.Accepted else None
