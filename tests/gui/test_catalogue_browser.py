"""Forces → Catalogue and the player's own catalogue, as players use them: the browser's filters (nation, what it
fielded, year, type, search) and the entry's sheet; "Copy into My File" copying an entry into the player's file,
which is then merged; the file corrected and read again (Reload), a bad edit reported with file, line and key while
the catalogue in use is kept; the preference's "My catalogue" field; the file read when the app starts; the
Catalogue dock's "only in service in YEAR"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui import app as app_module
from morefire_gui.gui.dialogs.catalogue_browser import CatalogueBrowser
from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.features.forces import ForcesFeature
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import load_preferences
from morefire_gui.gui.user_catalogue import player_catalogue, set_user_catalogue_file, user_catalogue_file
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.io.user_catalogue import copy_to_user_catalogue
from morefire_gui.model.actions.table import PlaceUnit
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.session.battle_session import BattleSession
from tests.session.test_forces import battle_data

LEFT = Qt.MouseButton.LeftButton
CAT = bundled_catalogue()


@pytest.fixture
def save_as(monkeypatch):  # type: ignore[no-untyped-def]
    """The file the player names when asked where to keep their catalogue."""
    answer: list[Path] = []
    monkeypatch.setattr(
        "morefire_gui.gui.features.forces.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(answer[0]) if answer else "", ""),
    )
    return answer


def forces(window: MainWindow) -> ForcesFeature:
    return window.feature(ForcesFeature)  # type: ignore[return-value]


def open_browser(window: MainWindow) -> CatalogueBrowser:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "F&orces")
    next(a for a in menu.actions() if a.text() == "&Catalogue…").trigger()
    browser = forces(window).browser
    assert browser is not None and browser.isVisible()
    return browser


def choose(combo, data) -> None:  # type: ignore[no-untyped-def]
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


# -- browsing ------------------------------------------------------------------------------------------------------------
def test_the_browser_filters_by_nation_year_and_type(window: MainWindow, qtbot) -> None:
    browser = open_browser(window)
    assert browser.nation.currentText() == "Germany"  # the first side's nation
    assert not browser.by_year.isChecked()  # the demo has no briefing
    ids = browser.shown_ids()
    assert "pz4h" in ids and "R" in ids and "t34_76_43" not in ids
    assert browser.count.text() == f"{len(ids)} of {len(CAT)} entries"
    assert [browser.tree.topLevelItem(i).text(0) for i in range(3)] == sorted(
        browser.tree.topLevelItem(i).text(0) for i in range(browser.tree.topLevelItemCount())
    )[:3]
    choose(browser.nation, "ussr")
    browser.by_year.setChecked(True)
    browser.year.setValue(1942)
    choose(browser.kind, "vehicle/tank")
    ids = browser.shown_ids()
    assert "t34_76_43" in ids and "is2" not in ids and "m4a1" in ids  # Lend-Lease: fielded by the USSR
    assert all(CAT[i].kind.value == "vehicle" and CAT[i].role.value == "tank" for i in ids)
    browser.fielded.setChecked(False)
    assert "m4a1" not in browser.shown_ids()
    browser.search.setText("T-34/76 model 1943")
    assert browser.shown_ids() == ["t34_76_43"]
    assert browser.sheet.toPlainText().startswith(
        "T-34/76 model 1943\nId\nt34_76_43\nNation\nUSSR\nIn service\n"
        "1942–1945\nType\nvehicle, tank\nPoints\n160\nAlso fielded by\n"
        "Poland\n"
    )
    browser.search.setText("no such thing")
    assert browser.shown_ids() == [] and not browser.edit_button.isEnabled()
    assert not browser.new_button.isEnabled() and not browser.copy_button.isEnabled()
    assert "Nothing matches the filters." in browser.sheet.toPlainText()


def test_the_id_column_shows_every_id_whole(window: MainWindow) -> None:
    """A long id (fr_47_sa37_at) is not clipped: the column is as wide as its widest id, whatever the filters."""
    browser = open_browser(window)
    choose(browser.nation, "france")
    browser.search.setText("47mm SA 37 anti-tank")
    browser.search.setText("")
    tree = browser.tree
    metrics = tree.fontMetrics()
    shown = [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]
    assert "fr_47_sa37_at" in shown
    widest = max(metrics.horizontalAdvance(text) for text in shown)
    assert tree.header().sectionSize(1) >= widest + 2 * (
        tree.style().pixelMetric(tree.style().PixelMetric.PM_FocusFrameHMargin) + 1
    )


def test_a_battles_year_is_the_first_filter(window: MainWindow) -> None:
    window.replace_session(BattleSession(Battle.model_validate(battle_data(year=1941)), None, CAT, rule_tables()))
    browser = open_browser(window)
    assert browser.by_year.isChecked() and browser.year.value() == 1941
    assert "pz4h" not in browser.shown_ids() and "pz3f" in browser.shown_ids()


# -- my catalogue ------------------------------------------------------------------------------------------------------
def test_edit_in_my_catalogue_then_correct_and_reload(
    window: MainWindow, qtbot, tmp_path: Path, save_as, problems
) -> None:
    mine = tmp_path / "mine.yaml"
    save_as.append(mine)
    browser = open_browser(window)
    assert browser.mine.text() == "Your catalogue: none yet (saving an entry, or copying one, makes one)"
    assert not browser.reload_button.isEnabled()
    browser.select("pz4h")
    qtbot.mouseClick(browser.copy_button, LEFT)
    # The entry is in the player's new file, which is now the one in use and the preference.
    assert mine.read_text(encoding="utf-8").count("- id: pz4h") == 1
    assert user_catalogue_file() == mine and forces(window).user_file == mine
    assert window.session.catalogue is not CAT and window.session.catalogue["pz4h"] == CAT["pz4h"]
    assert browser.count.text().startswith("Panzer IV Ausf. H copied into mine.yaml, line 5: correct it there")
    assert str(mine) in browser.mine.text() and browser.reload_button.isEnabled()
    assert any("copied into mine.yaml" in m for m in window.log.entries())
    # Copied again: it is there already.
    qtbot.mouseClick(browser.copy_button, LEFT)
    assert mine.read_text(encoding="utf-8").count("- id: pz4h") == 1
    assert "Panzer IV Ausf. H is already in mine.yaml, line 5" in browser.count.text()
    # The player corrects the points and reads the file again.
    mine.write_text(mine.read_text(encoding="utf-8").replace("points: 160", "points: 150"), encoding="utf-8")
    qtbot.mouseClick(browser.reload_button, LEFT)
    assert window.session.catalogue["pz4h"].points == 150
    browser.select("pz4h")
    assert "\nPoints\n150\n" in browser.sheet.toPlainText()
    assert window.log.entries()[-1].endswith(f"Catalogue: {len(CAT)} entries, your mine.yaml merged over the app's")
    # A bad edit: reported with file, line and key; the corrected catalogue stays in use.
    mine.write_text(mine.read_text(encoding="utf-8").replace("points: 150", "points: lots"), encoding="utf-8")
    qtbot.mouseClick(browser.reload_button, LEFT)
    assert problems and problems[-1].startswith(f"Your catalogue {mine} has problems: the catalogue in use is kept")
    line = next(n for n, text in enumerate(mine.read_text(encoding="utf-8").splitlines(), 1) if "points: lots" in text)
    assert f"{mine}\nline {line}: units[0] (pz4h).points:" in problems[-1]
    assert window.session.catalogue["pz4h"].points == 150


def test_a_new_vehicle_from_my_catalogue_goes_on_the_board(window: MainWindow, tmp_path: Path, problems) -> None:
    mine = tmp_path / "mine.yaml"
    copy_to_user_catalogue(mine, CAT["pz4h"])
    text = mine.read_text(encoding="utf-8")
    mine.write_text(
        text.replace("id: pz4h", "id: pz4h_mine").replace(
            "name: Panzer IV Ausf. H", "name: Panzer IV with my schürzen"
        ),
        encoding="utf-8",
    )
    assert forces(window).use_user_file(mine)
    browser = open_browser(window)
    assert "pz4h_mine" in browser.shown_ids() and "pz4h" in browser.shown_ids()
    # The Catalogue dock lists it for placing.
    dock = window.catalogue
    assert any("pz4h_mine" in dock.list.item(i).text() for i in range(dock.list.count()))
    # A battle with the new vehicle cannot go back to the app's catalogue alone.
    window.act(PlaceUnit(unit=Unit(id="mine1", side="axis", type="pz4h_mine", at=(30.0, 30.0))))
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "F&orces")
    next(a for a in menu.actions() if a.text() == "&App's Catalogue Only").trigger()
    assert "pz4h_mine" in window.session.catalogue
    assert window.log.entries()[-1].endswith(
        "the battle uses pz4h_mine, which the catalogue does not have; the catalogue in use is kept"
    )


def test_a_broken_file_is_not_copied_into(window: MainWindow, qtbot, tmp_path: Path, problems) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text("units:\n  - id: R\n    nation: all\n", encoding="utf-8")
    set_user_catalogue_file(mine)
    browser = open_browser(window)
    browser.select("R")
    qtbot.mouseClick(browser.copy_button, LEFT)
    assert problems[-1].startswith(f"Cannot copy Rifle squad into {mine}")
    assert f"{mine}\nline 2: units[0]" in problems[-1]
    assert mine.read_text(encoding="utf-8") == "units:\n  - id: R\n    nation: all\n"


def test_player_catalogue_falls_back_to_the_apps_with_the_problem(tmp_path: Path) -> None:
    assert player_catalogue().file is None and player_catalogue().catalogue is CAT  # no preference yet
    bad = tmp_path / "bad.yaml"
    bad.write_text("units:\n  - id: x\n    name: X\n    nation: all\n    kind: tank\n", encoding="utf-8")
    set_user_catalogue_file(bad)
    mine = player_catalogue()
    assert mine.catalogue is CAT and mine.file is None and mine.wanted == bad
    assert mine.problem is not None and mine.problem.problems[0].source == str(bad)
    assert mine.problem.problems[0].line == 5 and mine.problem.problems[0].key == "units[0].kind"
    good = tmp_path / "good.yaml"
    copy_to_user_catalogue(good, CAT["R"])
    mine = player_catalogue(good, from_settings=False)
    assert mine.problem is None and mine.file == good and mine.catalogue is not CAT
    missing = player_catalogue(tmp_path / "gone.yaml", from_settings=False)
    assert missing.catalogue is CAT and missing.problem is not None


def test_the_app_starts_with_my_catalogue_or_says_why_not(qtbot, tmp_path: Path, demo_path: Path, problems) -> None:
    mine = tmp_path / "mine.yaml"
    copy_to_user_catalogue(mine, CAT["pz4h"])
    mine.write_text(mine.read_text(encoding="utf-8").replace("points: 160", "points: 99"), encoding="utf-8")
    set_user_catalogue_file(mine)
    window = app_module.open_window(demo_path, offer_recovery=False)
    try:
        assert window.session.catalogue["pz4h"].points == 99
        assert forces(window).user_file == mine
    finally:
        window.undo_stack.setClean()
        window.close()
    mine.write_text("units: {broken\n", encoding="utf-8")
    window = app_module.open_window(demo_path, offer_recovery=False)
    try:
        assert window.session.catalogue is CAT and forces(window).user_file is None
        assert problems[-1].startswith(f"Your catalogue {mine} is not used (the app's own catalogue is)")
    finally:
        window.undo_stack.setClean()
        window.close()


def test_the_preferences_my_catalogue_field(window: MainWindow, tmp_path: Path, problems) -> None:
    mine = tmp_path / "mine.yaml"
    copy_to_user_catalogue(mine, CAT["R"])
    mine.write_text(mine.read_text(encoding="utf-8").replace("points: 10", "points: 12"), encoding="utf-8")
    dialog = PreferencesDialog(load_preferences(), window.session.battle, window)
    assert dialog.user_catalogue.text() == ""
    assert dialog.user_catalogue.placeholderText() == "none: the app's own catalogue"
    dialog.user_catalogue.setText(f"  {mine}  ")
    window.feature(ShellFeature).apply_preferences(dialog.result_value())
    assert load_preferences().user_catalogue == str(mine)
    assert window.session.catalogue["R"].points == 12
    # Emptied: the app's own catalogue again.
    dialog = PreferencesDialog(load_preferences(), window.session.battle, window)
    assert dialog.user_catalogue.text() == str(mine)
    dialog.user_catalogue.clear()
    window.feature(ShellFeature).apply_preferences(dialog.result_value())
    assert window.session.catalogue["R"].points == 10 and user_catalogue_file() is None
    assert problems == []


# -- the Catalogue dock -------------------------------------------------------------------------------------------------
def test_the_catalogue_dock_lists_only_what_was_in_service_in_the_battles_year(window: MainWindow) -> None:
    dock = window.catalogue
    assert dock.in_service.isHidden()  # the demo has no year
    window.replace_session(BattleSession(Battle.model_validate(battle_data(year=1942)), None, CAT, rule_tables()))
    assert not dock.in_service.isHidden() and dock.in_service.isChecked()
    assert dock.in_service.text() == "Only what was in service in 1942"

    def listed() -> list[str]:
        return [dock.list.item(i).text() for i in range(dock.list.count())]

    assert "Panzer IV Ausf. F2 (pz4f2)" in listed() and "Panzer IV Ausf. H (pz4h)" not in listed()
    dock.in_service.setChecked(False)
    assert "Panzer IV Ausf. H (pz4h)" in listed()


def test_an_entrys_identical_machine_guns_are_one_item_with_their_count(window: MainWindow) -> None:
    from morefire_gui.gui.dialogs.catalogue_browser import entry_html

    session = window.session
    tiger = entry_html(session.catalogue.get("pz6e"), session)  # mgs: [TMG, TMG]
    assert "2 × TMG" in tiger and "TMG TMG" not in tiger and "TMG, TMG" not in tiger
    mixed = next(e for e in session.catalogue if list(e.mgs) == ["TMG", "TMG", "HMG"])
    assert "2 × TMG, HMG" in entry_html(mixed, session)
