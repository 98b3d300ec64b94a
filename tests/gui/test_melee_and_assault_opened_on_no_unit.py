"""Infantry -> Melee… and Assault a Tank or Bunker… with nothing selected on the board: the dialog chooses no unit for
the player (not the first counter of its list against another far off, refused in red for a fight nobody asked for)
but asks for one, Roll greyed; the unit chosen, its nearest enemy is offered against it."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.features.infantry import InfantryFeature
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the fixture


def test_the_melee_opened_on_no_unit_asks_for_one(qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="melee.infantry"))
    window.scene.clearSelection()
    feature = window.feature(InfantryFeature)
    assert feature.melee_action.isEnabled()
    feature.melee_action.trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, MeleeDialog)
    assert dialog.attacker.currentText() == "" and dialog.defender.currentText() == ""
    assert dialog.preview_label.text().startswith("Choose the unit and the enemy infantry or gun in contact with it")
    assert dialog.error.text() == "" and not dialog.roll_button.isEnabled()
    # 1st Squad chosen: the nearest enemy squad is offered against it, and the session says why they cannot fight.
    dialog.attacker.setCurrentIndex(dialog.attacker.findData("ge11"))
    assert dialog.defender.currentData() is not None and dialog.defender.currentData().startswith("su")
    assert "a melee needs them in contact" in dialog.error.text() and not dialog.roll_button.isEnabled()


def test_the_assault_opened_on_no_unit_asks_for_one(
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="melee.assault"))
    window.scene.clearSelection()
    feature = window.feature(InfantryFeature)
    assert feature.assault_action.isEnabled()
    feature.assault_action.trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, AssaultDialog)
    assert dialog.infantry.currentText() == "" and dialog.target.count() == 0
    assert dialog.preview_view.toPlainText().startswith("Choose the assaulting unit and the enemy tank or bunker")
    assert dialog.error.text() == "" and not dialog.roll_button.isEnabled()
    dialog.infantry.setCurrentIndex(dialog.infantry.findData("ge11"))
    assert dialog.target.count() and dialog.target.currentData().startswith("su")
    assert "an assault needs them in contact" in dialog.error.text() and not dialog.roll_button.isEnabled()
