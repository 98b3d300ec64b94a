"""What a German player reads where the window used to show English words: the title the scenario system gives a
battle, the tables an explained roll reads (their names, rows and columns, in a roll made now and in one a battle
file kept), the catalogue's names that say in words what a unit is, and the sides of the dice histogram. The battle
file, the command line and --json keep the English."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTreeWidgetItem

from morefire_gui.gui.features.dice import histogram_html
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import battle_title, said
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.io.resources import rule_tables
from morefire_gui.rules.dice import DieRoll
from morefire_gui.rules.explain import RollStep, TableStep
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission, Season, Theatre
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

# A scenario with every table that reads a column set, so that its title and its steps are known.
CHOICES = ScenarioChoices(
    theatre=Theatre.RUSSIA,
    year=1942,
    season=Season.SUMMER,
    mission=Mission.DELAY,
    ratio=(3, 1),
)


def _generated(window: MainWindow, choices: ScenarioChoices = CHOICES) -> None:
    made = random_battle(choices, TableOptions(), rule_tables(), seed=21)
    assert window.feature(ScenarioFeature).open_random_battle(made)


def _scenario_steps(window: MainWindow) -> str:
    """The scenario's entry of the Log dock, selected as a player clicks it: its steps as the detail pane shows them."""
    log = window.log
    group = log.tree.topLevelItem(0)
    assert group is not None
    entry: QTreeWidgetItem = group.child(0)
    log.tree.setCurrentItem(entry)
    return log.detail.toPlainText()


# -- the title the scenario system gives a battle --------------------------------------------------------------------


def test_a_generated_battle_is_titled_in_german_and_saved_in_english(
    german, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    _generated(window)
    assert window.session.battle.title == "Delay Mission, Russia summer 1942"  # the battle keeps its English
    assert window.windowTitle().startswith("Verzögerungsauftrag, Russland, Sommer 1942 — ")
    briefing = window.feature(ScenarioFeature).dock.text()
    assert "Verzögerungsauftrag, Russland, Sommer 1942" in briefing and "Delay Mission" not in briefing
    path = tmp_path / "generated.yaml"
    assert window._save_to(path)
    assert "title: Delay Mission, Russia summer 1942" in path.read_text(encoding="utf-8")
    # Opened again, as a battle the command line wrote: the same German title.
    assert window.open_path(path)
    assert window.windowTitle().startswith("Verzögerungsauftrag, Russland, Sommer 1942 — ")


def test_a_scenario_title_reads_in_german_and_a_title_the_players_gave_as_they_wrote_it(german) -> None:  # type: ignore[no-untyped-def]
    assert battle_title("Holding Action, the Pacific winter 1944") == "Halteauftrag, Pazifik, Winter 1944"
    assert battle_title("Advance to Contact, Tunisia spring 1943") == (
        "Vorstoß bis Feindberührung, Tunesien, Frühling 1943"
    )
    for title in ("Prokhorovka, 12 July 1943", "Demo: Prokhorovka road, July 1943", "Delay Mission"):
        assert battle_title(title) == title


# -- the tables an explained roll reads -------------------------------------------------------------------------------


def test_the_scenario_tables_read_in_german_in_the_log(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _generated(window)
    shown = _scenario_steps(window)
    assert "Tabelle II Bestimmung von Angreifer und Verteidiger: 1942 Russland → 80 %" in shown
    assert "Tabelle IV Bedingungen auf dem Schlachtfeld: 01-75, SOMMER → Klar" in shown
    assert "Tabelle V Gelände des Schlachtfelds: 6, RUSSLAND → Steppe" in shown
    assert "Table " not in shown and "RUSSIA" not in shown and "SUMMER" not in shown


def test_a_roll_a_battle_file_kept_reads_in_german(german) -> None:  # type: ignore[no-untyped-def]
    # The English text of a table step, as a battle file's log keeps it (and as the rules still write it).
    english = "Table IV Battlefield Conditions (rule Table IV): row 76-100, column SUMMER -> Mud"
    step = TableStep("Table IV Battlefield Conditions", "76-100", "Mud", "Table IV", column="SUMMER")
    assert step.text() == english
    assert (
        said(english)
        == "Tabelle IV Bedingungen auf dem Schlachtfeld (Regel Tabelle IV): Zeile 76-100, Spalte SOMMER -> Schlamm"
    )
    assert said("Hit location (rule 2.4): row 1-5, column FRONT -> Turret") == (
        "Trefferort (Regel 2.4): Zeile 1-5, Spalte FRONT -> Turm"
    )
    # Kept field by field, as the Log dock shows a step.
    logged = {
        "kind": "table",
        "table": "Artillery set up time",
        "row": "Mortars",
        "column": "Breakdown",
        "value": "1",
        "rule": "4.8",
        "text": "",
    }
    from morefire_gui.model.log import LoggedTable

    shown = steps_html([LoggedTable.model_validate(logged)])
    assert "Auf- und Abbauzeit der Artillerie: Mörser, Abbau → <b>1</b>" in shown


# -- the catalogue's names that say what a unit is -------------------------------------------------------------------


def _roster_types(window: MainWindow) -> dict[str, str]:
    """Each unit's name in the Units dock, with the type the dock gives it."""
    out = {}
    tree = window.roster.tree
    for i in range(tree.topLevelItemCount()):
        side = tree.topLevelItem(i)
        for j in range(side.childCount()):
            row = side.child(j)
            out[row.text(0)] = row.text(1)
    return out


def test_the_units_dock_says_what_a_unit_is_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    types = _roster_types(window)
    assert types["1st Squad"] == "Schützengruppe"
    assert "Leichtes MG" in types.values() and "Mittleres MG" in types.values()
    assert types["PaK 40"] == "7.5cm PaK 40"  # a designation says what it is
    assert types["Tiger 1"] == "Tiger I Ausf. E"  # a name in every language
    assert not [t for t in types.values() if t in ("Rifle squad", "Light machine gun", "SdKfz 251/1 halftrack")]


def test_the_catalogue_dock_lists_the_german_names_and_finds_either(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    listed = window.catalogue.list
    items = [listed.item(i).text() for i in range(listed.count())]
    assert "SdKfz 222 (Panzerspähwagen) (sdkfz222)" in items and "Opel Blitz (Lkw) (opel_blitz)" in items
    assert "SdKfz 222 armoured car (sdkfz222)" not in items
    window.catalogue.filter.setText("armoured car")  # the English name still finds it
    items = [listed.item(i).text() for i in range(listed.count())]
    assert "SdKfz 222 (Panzerspähwagen) (sdkfz222)" in items


def test_a_unit_of_no_name_is_named_by_its_type_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.session.names import unit_name

    name = unit_name(window.session, "ge8")  # a halftrack of the demo with no name of its own
    assert name == "SdKfz 251/1 halftrack 1"  # the English the log and the files keep
    assert said(name) == "SdKfz 251/1 (Schützenpanzerwagen) 1"


# -- the dice histogram ------------------------------------------------------------------------------------------------


def test_the_dice_histogram_names_the_sides(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    session.dice.d10("a")
    roll = session.dice.history[-1]
    assert isinstance(roll, DieRoll)
    session.record("note", "axis rolls", steps=[RollStep(roll, roll.face)], side="axis")
    from morefire_gui.gui.features.dice import DiceFeature

    dialog = window.feature(DiceFeature).show_histogram()
    from PySide6.QtWidgets import QTextBrowser

    shown = dialog.findChild(QTextBrowser).toPlainText()
    dialog.close()
    assert "Kampfgruppe Peiper" in shown and "axis" not in shown.split("\n")[0]
    assert "Achse" in histogram_html({"axis": {}}, {"axis": said("Axis")})
