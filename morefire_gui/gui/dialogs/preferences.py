"""Preferences: the player's own (the dice, the autosave interval, how lengths are shown, side colours) and the
open battle's line-of-sight readings (edge depth, hedge and jungle; with elevation, a hill level's height, the eyes'
height and each blocking kind's height), which are saved with the battle and changed as one undoable edit."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.i18n import LANGUAGES, QT_TR_NOOP, tr, tr_kept
from morefire_gui.gui.preferences import DICE_MODES, UNIT_CHOICES, DiceMode, Preferences
from morefire_gui.gui.said import nation_name, said
from morefire_gui.gui.save_folders import ask_open_path, open_start
from morefire_gui.gui.side_words import said_side_nation
from morefire_gui.gui.style import SIDE_COLOURS, SIDE_COLOURS_BY_NATION, STYLES
from morefire_gui.gui.theme import Theme
from morefire_gui.gui.widgets.path_field import PathField
from morefire_gui.model.battle import DEFAULT_HEIGHTS, Battle, LosSettings
from morefire_gui.model.terms import TerrainKind

EDGE_DEPTH_TIP = QT_TR_NOOP(
    "A unit in woods, rough, a building, a village or crops sees out (and is seen) if the sight line "
    "runs at most this far inside"
)
HEDGE_TIP = QT_TR_NOOP(
    "A hedge this close to either end of the sight line does not block (the hedge a unit stands behind)"
)
JUNGLE_TIP = QT_TR_NOOP("The most jungle a sight line may pass through, in all")
ELEVATION_TIP = QT_TR_NOOP("Used with Rules → Advanced Line of Sight (elevation)")
LEVEL_TIP = QT_TR_NOOP("How high one level of a hill stands; a level-2 hill is twice as high. ")
EYE_TIP = QT_TR_NOOP("How high above the ground a unit sees from and is seen at. ")
HEIGHT_TIP = QT_TR_NOOP("How high {kind} stands: it blocks a sight line that passes lower. A piece's own height wins. ")


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
        self.setWindowTitle(tr("Preferences"))
        self.preferences = preferences
        self.battle = battle
        layout = QVBoxLayout(self)

        app_box = QGroupBox(tr("The app"))
        app_form = QFormLayout(app_box)
        self.dice = QComboBox()
        for mode, text in DICE_MODES.items():
            self.dice.addItem(text, mode)
        self.dice.setCurrentIndex(max(0, self.dice.findData(preferences.dice_mode)))
        self.dice.setToolTip(
            tr(
                "Who rolls the dice: the app, or the players on their own dice, typing each face in "
                "(the same as Dice → Roll Physical Dice)"
            )
        )
        self.autosave = QSpinBox(
            minimum=1, maximum=60, value=max(1, round(preferences.autosave_minutes)), suffix=tr(" min")
        )
        self.autosave.setToolTip(tr("How often the open battle is saved aside, to recover it after a crash"))
        self.units = QComboBox()
        for key, text in UNIT_CHOICES.items():
            self.units.addItem(text, key)
        self.units.setCurrentIndex(max(0, self.units.findData(preferences.units)))
        self.units.setToolTip(tr("How the status bar shows the cursor's position"))
        app_form.addRow(tr("Dice"), self.dice)
        app_form.addRow(tr("Autosave every"), self.autosave)
        app_form.addRow(tr("Show lengths in"), self.units)
        # The file's name whole, its whole path in the tooltip above what the file is for.
        self.user_catalogue = PathField(
            preferences.user_catalogue,
            least_characters=24,
            about=tr(
                "Your own catalogue file (the format of resources/catalogue/), merged over "
                "the app's by id: vehicles added or corrected"
            ),
        )
        self.user_catalogue.setPlaceholderText(tr("none: the app's own catalogue"))
        choose_catalogue = QPushButton(tr("Choose…"))
        choose_catalogue.clicked.connect(self._on_choose_catalogue)
        catalogue_row = QHBoxLayout()
        catalogue_row.addWidget(self.user_catalogue, 1)
        catalogue_row.addWidget(choose_catalogue)
        app_form.addRow(tr("My catalogue"), catalogue_row)
        self.theme = QComboBox()
        for theme, text in ((Theme.SYSTEM, tr("As the system")), (Theme.LIGHT, tr("Light")), (Theme.DARK, tr("Dark"))):
            self.theme.addItem(text, theme.value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(preferences.theme.value)))
        self.theme.setToolTip(tr("The system's own style and colours (its dark mode too), or light or dark colours"))
        app_form.addRow(tr("Look"), self.theme)
        self.language = QComboBox()
        self.language.addItem(tr("The system's language"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(preferences.language)))
        self.language.setToolTip(tr("The language of menus, docks and dialogs, from the next start of the app"))
        app_form.addRow(tr("Language"), self.language)
        layout.addWidget(app_box)

        colour_box = QGroupBox(tr("Side colours"))
        colour_form = QFormLayout(colour_box)
        self.colours: dict[str, QColor] = {}
        self.colour_buttons: dict[str, QPushButton] = {}
        for i, side in enumerate(battle.sides):
            if side.nation in self.colour_buttons:
                continue
            chosen = preferences.side_colours.get(side.nation)
            self.colours[side.nation] = QColor(chosen) if chosen else default_side_colour(side.nation, i)
            button = QPushButton(tr("Choose…"))
            button.setToolTip(tr("The colour of {nation}'s counters").format(nation=nation_name(side.nation)))
            button.clicked.connect(lambda checked=False, n=side.nation: self._on_choose_colour(n))
            reset = QPushButton(tr("Default"))
            reset.setToolTip(tr("Back to the nation's usual colour"))
            reset.clicked.connect(
                lambda checked=False, n=side.nation, k=i: self._set_colour(n, default_side_colour(n, k), default=True)
            )
            row = QHBoxLayout()
            row.addWidget(button)
            row.addWidget(reset)
            self.colour_buttons[side.nation] = button
            colour_form.addRow(said_side_nation(battle, side.id), row)
            self._set_colour(side.nation, self.colours[side.nation], default=chosen is None)
        layout.addWidget(colour_box)

        los_box = QGroupBox(tr("Line of sight in this battle (rule 2.1; saved with the battle, undoable)"))
        los_form = QFormLayout(los_box)
        los = battle.settings.los
        self.edge_depth = self._yards(los.edge_depth_yards, tr_kept(EDGE_DEPTH_TIP))
        self.hedge = self._yards(los.hedge_yards, tr_kept(HEDGE_TIP))
        self.jungle = self._yards(los.jungle_yards, tr_kept(JUNGLE_TIP))
        los_form.addRow(tr("Edge depth"), self.edge_depth)
        los_form.addRow(tr("Hedge"), self.hedge)
        los_form.addRow(tr("Jungle"), self.jungle)
        self.level = self._yards(los.level_yards, tr_kept(LEVEL_TIP) + tr_kept(ELEVATION_TIP), minimum=1)
        self.eye = self._yards(los.eye_yards, tr_kept(EYE_TIP) + tr_kept(ELEVATION_TIP), step=1)
        los_form.addRow(tr("Hill level (elevation)"), self.level)
        los_form.addRow(tr("Eyes (elevation)"), self.eye)
        # One box per kind that blocks by its height: the app's kinds, and any other the battle's file names.
        kinds = list(DEFAULT_HEIGHTS) + [k for k in los.heights if k not in DEFAULT_HEIGHTS]
        heights = QGridLayout()
        self.heights: dict[TerrainKind, QDoubleSpinBox] = {}
        for i, kind in enumerate(kinds):
            # The terrain kinds' names as the board names them (style.py), a kind it does not draw as the rules do.
            words = said(kind.value.replace("_", " "))
            name = STYLES[kind].label if kind in STYLES else words[:1].upper() + words[1:]
            # A kind the battle does not list stands at the app's height for it (geometry/los/terrain_index.py piece_height).
            box = self._yards(
                los.heights.get(kind, DEFAULT_HEIGHTS.get(kind, 0.0)),
                tr_kept(HEIGHT_TIP).format(kind=words) + tr_kept(ELEVATION_TIP),
                step=1,
            )
            box.setAccessibleName(tr("{name} height").format(name=name))
            label = QLabel(name)
            label.setBuddy(box)
            heights.addWidget(label, i // 2, (i % 2) * 2)
            heights.addWidget(box, i // 2, (i % 2) * 2 + 1)
            self.heights[kind] = box
        los_form.addRow(tr("Heights (elevation)"), heights)
        layout.addWidget(los_box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._defaults: set[str] = {n for n in self.colours if n not in preferences.side_colours}
        # What the line-of-sight boxes showed at first (rounded to whole yards), to tell which the player changed.
        self._shown = {
            id(box): box.value()
            for box in (self.edge_depth, self.hedge, self.jungle, self.level, self.eye, *self.heights.values())
        }

    @staticmethod
    def _yards(value: float, tip: str, minimum: float = 0, step: float = 5) -> QDoubleSpinBox:
        box = QDoubleSpinBox(decimals=0, minimum=minimum, maximum=2000, value=value, singleStep=step, suffix=tr(" yd"))
        box.setToolTip(tip)
        return box

    def _set_colour(self, nation: str, colour: QColor, default: bool = False) -> None:
        self.colours[nation] = QColor(colour)
        self.colour_buttons[nation].setIcon(swatch(colour))
        if hasattr(self, "_defaults"):
            (self._defaults.add if default else self._defaults.discard)(nation)

    def _on_choose_colour(self, nation: str) -> None:
        colour = QColorDialog.getColor(
            self.colours[nation], self, tr("Colour of {nation}").format(nation=nation_name(nation))
        )
        if colour.isValid():
            self._set_colour(nation, colour)

    def _on_choose_catalogue(self) -> None:
        path = ask_open_path(
            self,
            tr("Your catalogue file"),
            open_start(self.user_catalogue.text().strip(), None),
            tr("Catalogue files (*.yaml *.yml);;All files (*)"),
        )
        if path is not None:
            self.user_catalogue.setText(str(path))

    def result_value(self) -> PreferencesResult:
        # Colours left at a nation's default are not stored, so that a change of default reaches them.
        colours = {n: c for n, c in self.preferences.side_colours.items() if n not in self.colours}
        colours.update({n: c.name() for n, c in self.colours.items() if n not in self._defaults})
        preferences = replace(
            self.preferences,
            dice_mode=DiceMode(self.dice.currentData()),
            autosave_minutes=float(self.autosave.value()),
            units=str(self.units.currentData()),
            side_colours=colours,
            user_catalogue=self.user_catalogue.text().strip(),
            theme=Theme(self.theme.currentData()),
            language=str(self.language.currentData()),
        )
        return PreferencesResult(preferences, self.los_value())

    def los_value(self) -> LosSettings:
        """The battle's line-of-sight settings as the boxes say. A value the player left alone is kept as the file
        has it (the boxes show whole yards), so opening and closing Preferences changes nothing."""
        old = self.battle.settings.los

        def value(box: QDoubleSpinBox, before: float) -> float:
            return before if box.value() == self._shown[id(box)] else box.value()

        heights = dict(old.heights)
        for kind, box in self.heights.items():
            shown = old.heights.get(kind, DEFAULT_HEIGHTS.get(kind, 0.0))
            if value(box, shown) != shown:
                heights[kind] = box.value()
        return old.model_copy(
            update={
                "edge_depth_yards": value(self.edge_depth, old.edge_depth_yards),
                "hedge_yards": value(self.hedge, old.hedge_yards),
                "jungle_yards": value(self.jungle, old.jungle_yards),
                "level_yards": value(self.level, old.level_yards),
                "eye_yards": value(self.eye, old.eye_yards),
                "heights": heights,
            }
        )

    @classmethod
    def ask(cls, preferences: Preferences, battle: Battle, parent: QWidget | None = None) -> PreferencesResult | None:
        dialog = cls(preferences, battle, parent)
        return dialog.result_value() if dialog.exec() == QDialog.DialogCode.Accepted else None
