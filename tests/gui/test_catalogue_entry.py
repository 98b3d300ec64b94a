"""Forces → Catalogue → Edit… and New from this…, as a player uses them: an entry corrected in the form (points,
an armour class, a gun's range band), Save off while it is not valid with the key and what is wrong, then saved in
the player's catalogue file, read again and merged (the session's catalogue, the counters on the board, the browser);
a vehicle made from another with a new id, then placed from the Catalogue dock; the YAML tab edited."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.catalogue_browser import CatalogueBrowser
from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog, entry_problem
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.user_catalogue import set_user_catalogue_file, user_catalogue_file
from morefire_gui.io.catalogue_build import entry_data
from morefire_gui.io.resources import bundled_catalogue, read_catalogue_file
from morefire_gui.io.user_catalogue import copy_to_user_catalogue
from tests.gui.conftest import to_view
from tests.gui.test_catalogue_browser import forces, open_browser

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
CAT = bundled_catalogue()


@pytest.fixture
def save_as(monkeypatch):  # type: ignore[no-untyped-def]
    """The file the player names when asked where to keep their catalogue."""
    answer: list[Path] = []
    asked: list[bool] = []

    def ask(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(True)
        return (str(answer[0]) if answer else "", "")

    monkeypatch.setattr("morefire_gui.gui.features.forces.QFileDialog.getSaveFileName", ask)
    answer_asked = (answer, asked)
    return answer_asked


def type_into(qtbot, spin, text: str) -> None:  # type: ignore[no-untyped-def]
    """Select the spin box's number and type another, as a player does."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def sheet_points(browser: CatalogueBrowser) -> str:
    text = browser.sheet.toPlainText()
    return text.split("\nPoints\n", 1)[1].split("\n", 1)[0]


def test_edit_an_entry_then_save_it_in_my_catalogue(
    window: MainWindow, qtbot, tmp_path: Path, save_as, problems
) -> None:
    mine = tmp_path / "mine.yaml"
    save_as[0].append(mine)
    browser = open_browser(window)
    browser.search.setText("Panzer IV Ausf. H")
    assert browser.select("pz4h")
    qtbot.mouseClick(browser.edit_button, LEFT)
    dialog = forces(window).entry_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Edit Panzer IV Ausf. H"
    assert dialog.id.isReadOnly() and dialog.id.text() == "pz4h"
    assert dialog.save_button.isEnabled() and dialog.status.text().startswith("Panzer IV Ausf. H: valid")
    # What the player reads before changing anything: the bundled figures.
    assert (dialog.points.value(), dialog.hull_front.value(), dialog.turret_front.value()) == (160, 6, 3)
    assert (dialog.cross_country.currentText(), dialog.road.currentText()) == ("B", "E")
    assert dialog.skirts.isChecked() and dialog.tracked.isChecked() and dialog.turret.isChecked()
    assert dialog.gun_name.text() == "7.5cm KwK 40 / StuK 40 / PaK 39 L/48" and dialog.bands.rowCount() == 7
    assert "rule 1.2" in dialog.cross_country.toolTip().lower() and "2.4" in dialog.hull_front.toolTip()
    assert "Rule 2.2" in dialog.bands.toolTip() and "2.2" in dialog.silhouette.toolTip()
    # Points and an armour class changed; the YAML tab follows.
    type_into(qtbot, dialog.points, "150")
    type_into(qtbot, dialog.hull_front, "7")
    assert dialog.entry is not None and dialog.entry.points == 150 and dialog.entry.vehicle.armor.hull_front == 7
    yaml_text = dialog.yaml.toPlainText()
    assert yaml_text.startswith("  - id: pz4h\n") and "    points: 150\n" in yaml_text
    assert "hull_front: 7" in yaml_text
    # A bad value: Save is off and the key and the fault are named.
    type_into(qtbot, dialog.last_year, "1942")
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text() == "Not valid yet — years: must be [first, last]"
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert not mine.exists()
    type_into(qtbot, dialog.last_year, "1945")
    assert dialog.save_button.isEnabled()
    # A range band whose range is not in order is a fault of that gun.
    dialog.tabs.setCurrentIndex(1)
    dialog.bands.item(1, 0).setText("100")
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text().startswith("Not valid yet — guns[0]: range bands must be listed from the shortest")
    dialog.bands.item(1, 0).setText("500")
    dialog.bands.item(1, 1).setText("80")  # 500 yards: 80% instead of 85%
    assert dialog.save_button.isEnabled()
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert problems == [] and not dialog.isVisible()
    # The player's file holds the change and is the preference; the session plays with it.
    saved = read_catalogue_file(mine)
    assert [e.id for e in saved] == ["pz4h"]
    assert saved[0].points == 150 and saved[0].vehicle.armor.hull_front == 7 and saved[0].guns[0].bands[1].hit == 80
    assert user_catalogue_file() == mine and forces(window).user_file == mine
    entry = window.session.catalogue["pz4h"]
    assert entry.points == 150 and entry.vehicle.armor.hull_front == 7 and entry.guns[0].bands[1].hit == 80
    assert entry.name == CAT["pz4h"].name and entry.users == CAT["pz4h"].users  # what the form does not show
    # The counters of that type are drawn from the new entry; the browser shows it, selected.
    assert window.scene.units["ge3"].entry == entry
    assert browser.selected_entry() == entry and sheet_points(browser) == "150"
    assert browser.count.text() == "Panzer IV Ausf. H (pz4h) added in mine.yaml, line 5"
    assert window.log.entries()[-1].endswith("Panzer IV Ausf. H (pz4h) added in mine.yaml, line 5")
    # Edited again: the same item is replaced, the player's other lines kept.
    mine.write_text("# my club's figures\n" + mine.read_text(encoding="utf-8"), encoding="utf-8")
    qtbot.mouseClick(browser.edit_button, LEFT)
    dialog = forces(window).entry_dialog
    assert dialog.points.value() == 150
    type_into(qtbot, dialog.points, "145")
    qtbot.mouseClick(dialog.save_button, LEFT)
    text = mine.read_text(encoding="utf-8")
    assert text.startswith("# my club's figures\n") and text.count("- id: pz4h") == 1 and "points: 145" in text
    assert window.session.catalogue["pz4h"].points == 145 and sheet_points(browser) == "145"
    assert browser.count.text() == "Panzer IV Ausf. H (pz4h) corrected in mine.yaml, line 6"
    assert save_as[1] == [True]  # asked once: then it is the preference


def test_new_from_this_adds_a_vehicle_the_dock_can_place(window: MainWindow, qtbot, tmp_path: Path, problems) -> None:
    mine = tmp_path / "mine.yaml"
    copy_to_user_catalogue(mine, CAT["R"])
    before = mine.read_text(encoding="utf-8")
    set_user_catalogue_file(mine)
    browser = open_browser(window)
    assert browser.select("pz4h")
    qtbot.mouseClick(browser.new_button, LEFT)
    dialog = forces(window).entry_dialog
    assert dialog.windowTitle() == "New vehicle from Panzer IV Ausf. H"
    assert not dialog.id.isReadOnly() and dialog.id.text() == "pz4h_2"
    assert dialog.name.text() == "Panzer IV Ausf. H (variant)" and dialog.save_button.isEnabled()
    # An id the catalogue has, or one with a space, is not a new one.
    dialog.id.selectAll()
    qtbot.keyClicks(dialog.id, "pz4g")
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text().startswith("Not valid yet — id: the catalogue has 'pz4g' already")
    dialog.id.selectAll()
    qtbot.keyClicks(dialog.id, "pz4 late")
    assert dialog.status.text().startswith("Not valid yet — id: an id may hold only letters, digits")
    dialog.id.selectAll()
    qtbot.keyClicks(dialog.id, "pz4h_late")
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Panzer IV Ausf. J (late)")
    dialog.short.selectAll()
    qtbot.keyClicks(dialog.short, "Pz IV J")
    dialog.skirts.setChecked(False)
    type_into(qtbot, dialog.first_year, "1944")
    assert dialog.save_button.isEnabled()
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert problems == []
    text = mine.read_text(encoding="utf-8")
    assert text.startswith(before) and "  - id: pz4h_late\n" in text[len(before) :]
    new = window.session.catalogue["pz4h_late"]
    assert (new.name, new.short, new.years, new.vehicle.skirts) == (
        "Panzer IV Ausf. J (late)",
        "Pz IV J",
        (1944, 1945),
        False,
    )
    assert window.session.catalogue["pz4h"] == CAT["pz4h"] and new.guns == CAT["pz4h"].guns
    assert browser.selected_entry() == new
    # The Catalogue dock lists it, and a click on the table places one.
    dock = window.catalogue
    items = dock.list.findItems("pz4h_late", Qt.MatchFlag.MatchContains)
    assert len(items) == 1
    dock.list.setCurrentItem(items[0])
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 30.0, 46.0))
    placed = window.session.battle.units[-1]
    assert placed.type == "pz4h_late" and placed.id in window.scene.units
    assert window.scene.units[placed.id].label.text() == "Pz IV J"


def test_the_yaml_tab_edits_the_keys_the_form_does_not_show(
    window: MainWindow, qtbot, tmp_path: Path, problems
) -> None:
    set_user_catalogue_file(tmp_path / "mine.yaml")
    saves: list[str] = []
    dialog = CatalogueEntryDialog(CAT["pz4h"], window.session, lambda e: saves.append(e.notes) or True)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    text = dialog.yaml.toPlainText()
    dialog.yaml.setPlainText(text.replace("    points: 160\n", "    points: 140\n    notes: as our club plays it\n"))
    assert dialog.entry is not None and dialog.entry.notes == "as our club plays it"
    assert dialog.points.value() == 140  # the form follows
    dialog.yaml.setPlainText(text.replace("cross_country: B", "cross_country: Q"))
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text().startswith("Not valid yet — vehicle.speed.cross_country:")
    dialog.yaml.setPlainText(text + "  - id: second\n")
    assert dialog.status.text() == "Not valid yet — YAML: one entry, as a '- id: ...' item"
    dialog.yaml.setPlainText(text.replace("    points: 160\n", "    points: [unclosed\n"))
    assert dialog.status.text().startswith("Not valid yet — YAML: line ")
    dialog.yaml.setPlainText(text.replace("    points: 160\n", "    points: 140\n    notes: mine\n"))
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert saves == ["mine"] and dialog.result() == dialog.DialogCode.Accepted


def test_a_cleared_name_keeps_save_off(window: MainWindow, qtbot, tmp_path: Path, problems) -> None:
    """The Name field emptied (or left blank) is named as the fault at once; Save stays off until it has a name."""
    set_user_catalogue_file(tmp_path / "mine.yaml")
    saves: list[str] = []
    dialog = CatalogueEntryDialog(CAT["pz4h"], window.session, lambda e: saves.append(e.name) or True)
    qtbot.addWidget(dialog)
    dialog.name.selectAll()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Delete)
    assert dialog.name.text() == "" and not dialog.save_button.isEnabled()
    assert dialog.status.text().startswith("Not valid yet — name: ")
    qtbot.keyClicks(dialog.name, "   ")
    assert not dialog.save_button.isEnabled() and dialog.status.text().startswith("Not valid yet — name: ")
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert saves == []
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Panzer IV H (ours)")
    assert dialog.save_button.isEnabled()
    qtbot.mouseClick(dialog.save_button, LEFT)
    assert saves == ["Panzer IV H (ours)"] and problems == []


def test_an_unknown_nation_keeps_save_off(window: MainWindow, qtbot, tmp_path: Path, problems) -> None:
    """A nation typed in the YAML tab that the nations table does not know is named at once; Save stays off."""
    set_user_catalogue_file(tmp_path / "mine.yaml")
    dialog = CatalogueEntryDialog(CAT["pz4h"], window.session, lambda e: True)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    text = dialog.yaml.toPlainText()
    dialog.yaml.setPlainText(text.replace("nation: germany", "nation: atlantis"))
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text().startswith("Not valid yet — nation: unknown nation 'atlantis'")
    dialog.yaml.setPlainText(text.replace("users: [hungary, romania, finland]", "users: [hungary, lemuria]"))
    assert not dialog.save_button.isEnabled()
    assert dialog.status.text().startswith("Not valid yet — users[1]: unknown nation 'lemuria'")
    dialog.yaml.setPlainText(text)
    assert dialog.save_button.isEnabled()
    assert entry_problem({**entry_data(CAT["pz4h"]), "nation": "atlantis"})[0] is not None  # no table: not checked


@pytest.mark.parametrize(
    "change, said",
    [
        ({"years": [1945, 1943]}, "years: must be [first, last]"),
        ({"points": -1}, "points: must be a whole number 0 or more (found -1)"),
        ({"short": "a very long counter label"}, "short: is too long: at most 12 characters (it has 25)"),
        ({"footprint": [0.8, 0]}, "footprint: sizes must be positive"),
        ({"name": ""}, "name: must not be empty"),
        ({"name": "  "}, "name: an entry needs a name, not only blanks"),
    ],
)
def test_entry_problem_names_the_key(change: dict, said: str) -> None:
    entry, problem = entry_problem({**entry_data(CAT["pz4h"]), **change})
    assert entry is None and problem.startswith(said)
