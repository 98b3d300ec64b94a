"""The Airstrike, Barrage and fire dialogs keep the width they ask for on a 1366 x 768 screen, in English and in German:
a check box's explanation ("Advanced rules" and what they change, a dive's "from medium or high, attacking from low")
is wrapped beside the box, and a pane's heading at its words, instead of holding the dialog wider (in German the
Airstrike dialog asked for 1020 pixels and was 1130 wide, the Barrage dialog 980 and 1270); the Catalogue entry
dialog keeps its 680 (in German the label of the vehicle's speed codes beside the widest row, its build, made it 682).
The words beside a box tick it when clicked, and are greyed with it, with its tooltip."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.widgets.box_words import BoxWords
from tests.gui.every_dialog import FACTORIES
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_fire_dialogs_read_as_results import language, shown_at  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton

# The size each dialog asks for (its fit_to_screen), which a 1366 x 768 screen has room for.
ASKED: dict[type[QDialog], tuple[int, int]] = {
    AirstrikeDialog: (1020, 720),
    BarrageDialog: (980, 720),
    FireDialog: (1040, 700),
    CatalogueEntryDialog: (680, 560),
}


def cut_labels(dialog: QDialog) -> list[str]:
    """The wrapped labels of the dialog shown on fewer lines than their words need."""
    return [
        label.text()
        for label in dialog.findChildren(QLabel)
        if label.isVisible() and label.wordWrap() and label.height() < label.heightForWidth(label.width())
    ]


@pytest.mark.parametrize("kind", list(ASKED), ids=lambda k: k.__name__)
def test_the_dialog_keeps_the_width_it_asks_for(language: str, window: MainWindow, kind: type[QDialog]) -> None:
    dialog = FACTORIES[kind](window)
    width, height = ASKED[kind]
    shown_at(dialog, width, height)
    needs = dialog.minimumSizeHint().width()
    assert needs <= width, f"{kind.__name__} needs {needs} px in {language}, asks for {width}"
    assert dialog.width() == width
    assert cut_labels(dialog) == []  # every word of the wrapped words in sight
    dialog.close()


WORDS = {
    "en": {
        "airstrike advanced": ("Advanced rules", "(converged dive bombs, odd/even damage die)"),
        "dive": ("Dive (5.3):", "from medium or high, attacking from low"),
        "barrage advanced": ("Advanced rules", "(error modifiers, odd/even damage die)"),
    },
    "de": {
        "airstrike advanced": ("Erweiterte Regeln", "(gebündelte Sturzflugbomben, gerader/ungerader Schadenswürfel)"),
        "dive": ("Sturzflug (5.3):", "aus mittlerer oder großer Höhe, Angriff aus niedriger Höhe"),
        "barrage advanced": ("Erweiterte Regeln", "(Abweichungsmodifikatoren, gerader/ungerader Schadenswürfel)"),
    },
}


def reads(box: QCheckBox, words: BoxWords) -> tuple[str, str]:
    """A box and its words as the player reads them (the mnemonic's & left out)."""
    return box.text().replace("&", ""), words.text()


def test_the_words_beside_a_box_tick_it(qtbot, language: str, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """In a battle played free of the sequence: a click on the words ticks the box beside them (and again unticks it),
    as a click on the box's own name does; the Barrage dialog's plan follows the box."""
    airstrike = FACTORIES[AirstrikeDialog](window)
    assert isinstance(airstrike, AirstrikeDialog)
    shown_at(airstrike, *ASKED[AirstrikeDialog])
    assert reads(airstrike.advanced, airstrike.advanced_words) == WORDS[language]["airstrike advanced"]
    assert reads(airstrike.dive, airstrike.dive_words) == WORDS[language]["dive"]
    for box, words in ((airstrike.dive, airstrike.dive_words), (airstrike.advanced, airstrike.advanced_words)):
        before = box.isChecked()
        qtbot.mouseClick(words, LEFT)
        assert box.isChecked() is not before
        qtbot.mouseClick(words, LEFT)
        assert box.isChecked() is before
    airstrike.close()

    barrage = FACTORIES[BarrageDialog](window)
    assert isinstance(barrage, BarrageDialog)
    shown_at(barrage, *ASKED[BarrageDialog])
    assert reads(barrage.advanced, barrage.advanced_words) == WORDS[language]["barrage advanced"]
    before = barrage.advanced.isChecked()
    qtbot.mouseClick(barrage.advanced_words, LEFT)
    assert barrage.advanced.isChecked() is not before
    assert barrage.action().advanced is (not before)  # the barrage fired is the one the box says
    barrage.close()


def test_in_a_strict_battle_the_words_are_greyed_with_their_box(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """A strict battle plays an airstrike by its settings: the Advanced rules box is greyed, its words with it and
    with its tooltip, and a click on them ticks nothing. The dive is the player's choice: its words tick it."""
    window: MainWindow = open_window(
        demo_battle(
            demo_path, tmp_path / "strict.yaml", strict=True, step="movement.aircraft", bought={"axis": ("ju87d",)}
        )
    )
    feature = window.feature(AircraftFeature)
    dialog = AirstrikeDialog(
        window.session, window, window.scene, None, feature.tables, None, None, None, "axis", window
    )  # type: ignore[attr-defined]
    shown_at(dialog, *ASKED[AirstrikeDialog])
    words = dialog.advanced_words
    assert not dialog.advanced.isEnabled() and not words.isEnabled()
    assert words.toolTip() == dialog.advanced.toolTip() != ""
    before = dialog.advanced.isChecked()
    qtbot.mouseClick(words, LEFT)
    assert dialog.advanced.isChecked() is before
    assert dialog.dive_words.isEnabled()
    qtbot.mouseClick(dialog.dive_words, LEFT)
    assert dialog.dive.isChecked()
    dialog.close()
