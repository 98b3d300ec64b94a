"""Every place the window names a nation names it as the players read it ("USSR", "Vichy France"; in German
"UdSSR", "Vichy-Frankreich"), never by its id ("ussr", "vichy_france"): the random battle's rolls and refusals, the
Selected dock, the catalogue entry's nations, the colour of a side's counters."""

from __future__ import annotations

import re

import yaml
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QColorDialog, QStyle

from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog
from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.mnemonics import give_dialog_mnemonics, mnemonic, plain
from morefire_gui.gui.preferences import load_preferences
from morefire_gui.io.resources import bundled_catalogue
from tests.gui.conftest import close_quietly
from tests.gui.test_docks_at_1366 import laptop
from tests.gui.test_force_builder import open_builder, open_on
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_scenario_gui import choose, feature, random_dialogs  # noqa: F401 # the dialogs' fixture

IDS = re.compile(r"\b(germany|ussr|usa|britain|commonwealth|vichy_france|japan|china|italy)\b")


def test_the_rolls_of_a_random_battle_name_the_nations(window: MainWindow, random_dialogs) -> None:  # type: ignore[no-untyped-def]
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.axis, "germany")
    choose(dialog.allied, "commonwealth")
    dialog.seed.setValue(3)
    steps = dialog.steps_text()
    assert "Axis force Germany, Allied force UK & Commonwealth" in steps
    assert "Allied Force Adjustment, BRITAIN (read for UK & Commonwealth)" in steps
    assert re.search(r"the (Axis \(Germany\)|Allies \(UK & Commonwealth\)) attack", steps), steps
    assert IDS.search(steps) is None, IDS.search(steps)


def test_a_special_refused_names_the_nations_in_german(german, window: MainWindow, random_dialogs) -> None:  # type: ignore[no-untyped-def]
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.special, "syria")
    choose(dialog.axis, "germany")
    assert not dialog.create_button.isEnabled()
    assert dialog.error.text() == (
        "In Syrien kämpfen Briten gegen Vichy-Franzosen: die Truppe der Achse ist Vichy-Frankreich, nicht Deutschland"
    )
    choose(dialog.axis, "")  # the theatre's usual: Vichy France
    choose(dialog.allied, "usa")
    assert dialog.error.text() == (
        "In Syrien kämpfen Briten gegen Vichy-Franzosen: die alliierte Truppe ist Großbritannien oder "
        "Großbritannien & Commonwealth, nicht USA"
    )


def test_the_selected_dock_names_a_counter_every_nation_fields(window: MainWindow) -> None:
    window.details.show_unit(window.session, "ge11")  # a rifle squad: the catalogue's entry of every nation
    text = window.details.view.toPlainText()
    assert "every nation, 1939–1945," in text and "all, " not in text


def test_the_selected_dock_names_a_counter_every_nation_fields_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.details.show_unit(window.session, "ge1")
    assert "Deutschland, " in window.details.view.toPlainText()
    window.details.show_unit(window.session, "ge11")
    assert "jede Nation, 1939–1945," in window.details.view.toPlainText()


def test_a_catalogue_entrys_nations_are_in_the_order_the_player_reads_them(german, window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = CatalogueEntryDialog(bundled_catalogue()["pz4h"], window.session, lambda e: True)
    qtbot.addWidget(dialog)
    names = [dialog.nation.itemText(i) for i in range(dialog.nation.count()) if dialog.nation.itemData(i) != "all"]
    assert "Deutschland" in names and "UdSSR" in names
    assert names == sorted(names, key=str.casefold)  # "Deutschland" among the D's, not where "Germany" would stand
    assert dialog.nation.currentText() == "Deutschland"


def test_the_colour_chooser_of_a_side_names_its_nation(window: MainWindow, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    titles: list[str] = []

    def get_color(initial, parent, title, *args):  # type: ignore[no-untyped-def]
        titles.append(title)
        return QColor()  # cancelled

    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(get_color))
    dialog = PreferencesDialog(load_preferences(), window.session.battle)
    qtbot.addWidget(dialog)
    dialog.colour_buttons["ussr"].click()
    assert titles == ["Colour of USSR"]


def test_the_rosters_side_lines_read_whole_on_a_laptop_in_german(german, qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The longest nation's name ("Großbritannien & Commonwealth") and its side's edge and strength, each line of the
    side's heading whole in the dock a first start lays out at 1366 x 768, not cut with "…"."""
    data = yaml.safe_load(demo_path.read_text(encoding="utf-8"))
    data["sides"][1]["nation"] = "commonwealth"
    battle = tmp_path / "commonwealth.yaml"
    battle.write_text(yaml.safe_dump(data), encoding="utf-8")
    window = laptop(qtbot, battle)
    try:
        tree = window.roster.tree
        heading = tree.topLevelItem(1)
        assert "Großbritannien & Commonwealth" in heading.text(0)
        metrics = QFontMetrics(heading.font(0))
        room = tree.visualItemRect(heading).width() - 2 * tree.style().pixelMetric(
            QStyle.PixelMetric.PM_FocusFrameHMargin
        )
        for line in heading.text(0).split("\n"):
            assert metrics.horizontalAdvance(line) <= room, (line, room)
    finally:
        close_quietly(window)


def test_build_forces_tab_shows_a_nation_with_an_ampersand_as_it_is(window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    """A tab's "&" marks its Alt-key letter: "UK & Commonwealth" reads whole, its "&" not taken for one ("UK _Commonwealth")."""
    open_on(window, allies="commonwealth")
    dialog = open_builder(window, builders)
    give_dialog_mnemonics(dialog)
    texts = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    allied = next(t for t in texts if "Commonwealth" in t)
    assert plain(allied) == "Allies (defender, UK & Commonwealth)"
    assert mnemonic(allied) not in (None, " ")  # a letter of its own, not the space after the nation's "&"
