"""What a German player reads where the window used to show English words: the title the scenario system gives a
battle, the tables an explained roll reads (their names, rows and columns, in a roll made now and in one a battle
file kept), the catalogue's names that say in words what a unit is, and the sides of the dice histogram. The battle
file, the command line and --json keep the English."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
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
from morefire_gui.rules.scenario.terms import Mission, Season, TerrainType, Theatre
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

if TYPE_CHECKING:
    from morefire_gui.model.actions import Action

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


# -- the Log dock's own words ---------------------------------------------------------------------------------------


def test_the_log_says_free_play_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.rules.dice import ScriptedDice

    window.session.dice = ScriptedDice([30])
    window.act(Spot(spotter="ge7", target="su10"))  # the demo is played free of the sequence of play
    tree = window.log.tree
    group = tree.topLevelItem(tree.topLevelItemCount() - 1)
    item = group.child(group.childCount() - 1)
    assert item.text(2).endswith("· freies Spiel") and "free play" not in item.text(2)
    assert "in einem Gefecht ohne festen Spielablauf genommen" in item.toolTip(2)
    tree.setCurrentItem(item)  # the detail pane says it too
    assert "in einem Gefecht ohne festen Spielablauf genommen" in window.log.detail.toPlainText()
    window.log.search.setText("freies Spiel")  # and the search finds it by the words the player reads
    assert any("StuG 2" in e for e in window.log.battle_entries())


# -- a battle played, saved and opened again: its log in German ------------------------------------------------------

# Open ground, so that every firer sees the target area: a Waffen SS squad (3.3's row), two squads and an LMG of no
# name of their own, a halftrack of none, and the enemy's squad and LMG to fire at.
OPEN_GROUND = """\
format: morefire-battle
version: 1
title: Open ground
table: {width: 72, depth: 48, unit: in}
scale: '1:50'
sides:
- {id: axis, nation: germany, edge: north, name: Kampfgruppe Nord}
- {id: allies, nation: ussr, edge: south}
terrain: []
units:
- {id: ge1, side: axis, type: R, at: [30, 14], facing: 180, formation: waffen_ss}
- {id: ge2, side: axis, type: LMG, at: [32, 14], facing: 180}
- {id: ge3, side: axis, type: sdkfz251, at: [34, 10], facing: 180}
- {id: ge4, side: axis, type: R, at: [28, 14], facing: 180}
- {id: su1, side: allies, type: R, at: [30, 20], facing: 0}
- {id: su2, side: allies, type: LMG, at: [31, 20.5], facing: 0}
- {id: su3, side: allies, type: t34_76_43, at: [40, 30], facing: 0}
"""


def _log_texts(window: MainWindow) -> dict[str, str]:
    """Every entry of the Log dock, selected as a player clicks it: its line in the list, with what the detail pane
    shows."""
    log = window.log
    out = {}
    for i in range(log.tree.topLevelItemCount()):
        group = log.tree.topLevelItem(i)
        for j in range(group.childCount()):
            entry = group.child(j)
            log.tree.setCurrentItem(entry)
            out[entry.text(0)] = log.detail.toPlainText()
    return out


def _played(
    window: MainWindow, tmp_path: Path, battle: str = OPEN_GROUND, actions: Sequence[tuple[Action, int]] | None = None
) -> tuple[dict[str, str], dict[str, str], str]:
    """The open-ground battle (or ``battle``) played in the window (a move, infantry fire, a suicide squad, an
    airstrike, a barrage; or ``actions``, each with its dice's seed): the Log dock as it shows the rolls just made, as it
    shows them from the battle file saved and opened again, and the file's text."""
    from morefire_gui.gui.undo import ActionCommand
    from morefire_gui.model.actions.aircraft import Airstrike
    from morefire_gui.model.actions.artillery import Barrage
    from morefire_gui.model.actions.infantry import Firer, InfantryFire, ReclassifySuicideSquad
    from morefire_gui.model.actions.movement import Move
    from morefire_gui.rules.dice import SeededDice

    start = tmp_path / "open.yaml"
    start.write_text(battle, encoding="utf-8")
    assert window.open_path(start)
    session = window.session
    for action, seed in actions or (
        (Move(unit="ge3", path=((34, 20),)), 1),
        (InfantryFire(area=(30, 20), firers=tuple(Firer(unit=u) for u in ("ge1", "ge2", "ge4"))), 4),
        (ReclassifySuicideSquad(unit="ge1", year=1945), 0),
        (Airstrike(side="axis", aircraft="hs123", entry=(40, 0), heading=180), 5),
        (Barrage(side="axis", guns=4, calibre_mm=105, at=(30, 20)), 9),  # the error's direction d10 rolls 0
    ):
        resolution = session.perform(action, SeededDice(seed))
        assert not resolution.refused and not resolution.invalid
        window.undo_stack.push(ActionCommand(session, resolution))  # as the window takes an action
    made = _log_texts(window)
    path = tmp_path / "played.yaml"
    assert window._save_to(path)
    assert window.open_path(path)
    return made, _log_texts(window), path.read_text(encoding="utf-8")


def test_a_battle_reopened_says_its_log_as_the_rolls_just_made_did(german, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    made, kept, saved = _played(window, tmp_path)
    assert kept == made
    shown = "\n".join(f"{line}\n{detail}" for line, detail in kept.items())
    # The movement codes' distance, the aircraft's speed band, the enemy units the FIR chart's rows are read for.
    assert "Bewegungscodes: 1:50, D → 15 Zoll" in shown
    assert "Fluggeschwindigkeiten: langsam (0-250 mph), 212 mph → 1000 Yards je Runde" in shown
    assert "FIR-Tabelle: 4-6 für Schützengruppe (Alliierte) bei FIR 5 → 10 % niedergehalten" in shown
    assert "FIR-Tabelle: 4-6 für Leichtes MG (Alliierte) bei FIR 5 → 10 % niedergehalten" in shown
    # The firers, each named by its type and number, and by its side: both sides have rifle squads and an LMG.
    assert (
        "Schützengruppe 1 (Kampfgruppe Nord), Leichtes MG (Kampfgruppe Nord), Schützengruppe 2 (Kampfgruppe Nord): FIR "
        "5, 10 %" in shown
    )
    assert "Schützengruppe 1 (Kampfgruppe Nord): FIR 1, 300 von 500 Yards Reichweite" in shown
    # A point of the table, in a sentence of words and numbers; a table's row that lists faces ("8,9,0") is no point.
    assert "ist bei 40,0 / 20,0, Höhe niedrig, Kurs 180" in shown
    assert "Einschlagpunkt 27,0 / 20,0, 150 Yards rechts" in shown  # one decimal, as every table point
    assert "Richtung der Abweichung: 8,9,0 → RECHTS" in shown
    for english in (" in\n", "15 in", "slow", "mph) ->", "Rifle squad", "Light machine gun", "halftrack", "40.00"):
        assert english not in shown, english
    # The file keeps the English.
    assert "column D -> 15 in" in saved and "row slow (0-250 mph)" in saved
    assert "row 4-6 for Rifle squad (Allies) at FIR 5 -> 10% suppressed" in saved
    assert "Rifle squad 1 (Kampfgruppe Nord): FIR 1, 300 yards of its 500" in saved


def test_the_suicide_squads_row_reads_in_german(german, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    made, kept, saved = _played(window, tmp_path)
    for log in (made, kept):
        shown = "\n".join(log.values())
        assert "Todeskommandos: Deutsche Waffen-SS 1945 → R darf umklassifiziert werden" in shown
        assert "German Waffen SS" not in shown
    assert "row German Waffen SS 1945 -> R may be reclassified" in saved


def test_a_unit_named_by_its_type_reads_in_german_in_a_kept_line(german) -> None:  # type: ignore[no-untyped-def]
    # As a battle file's log keeps them: the halftrack of no name, the distances of its move.
    assert said("SdKfz 251/1 halftrack 1 moves 8.0 in (400 yd) at D to 33.0, 12.0") == (
        "SdKfz 251/1 (Schützenpanzerwagen) 1 bewegt sich 8,0 Zoll (400 yd) mit D nach 33,0 / 12,0"
    )
    assert said(
        "Rifle squad 1 moves 2.0 in (100 yd) on foot to 6.7, 25.9; stops: the path (3.61 in) is longer than the allowance (2 in)"
    ) == (
        "Schützengruppe 1 bewegt sich 2,0 Zoll (100 yd) zu Fuß nach 6,7 / 25,9; hält: der Weg (3,61 Zoll) ist länger "
        "als die Bewegungsweite (2 Zoll)"
    )
    # A name alone is a name: as the players wrote it, whatever it reads like.
    assert said("Rifle squad 1") == "Rifle squad 1" and said("Tiger 1") == "Tiger 1"


def test_a_name_the_players_gave_like_a_type_and_number_stays_in_a_reopened_log(  # type: ignore[no-untyped-def]
    german, window: MainWindow, tmp_path: Path
) -> None:
    from morefire_gui.model.actions.infantry import Firer, InfantryFire
    from morefire_gui.model.actions.movement import Move

    # The players named a squad and the halftrack as the app names a unit by its type and number; the other squad
    # has no name of its own.
    named = OPEN_GROUND.replace(
        "type: R, at: [28, 14], facing: 180}", "type: R, at: [28, 14], facing: 180, name: Rifle squad 7}"
    ).replace(
        "type: sdkfz251, at: [34, 10], facing: 180}",
        "type: sdkfz251, at: [34, 10], facing: 180, name: Heavy machine gun}",
    )
    fired = InfantryFire(area=(30, 20), firers=tuple(Firer(unit=u) for u in ("ge1", "ge4")))
    made, kept, saved = _played(window, tmp_path, named, [(Move(unit="ge3", path=((34, 20),)), 1), (fired, 4)])
    assert kept == made
    lines = "\n".join(kept)
    # The names as the players wrote them; the squad of no name by its type, in German.
    assert "Heavy machine gun bewegt sich" in lines
    # Both sides have rifle squads: each is named with its side, the one the players named too.
    assert "Schützengruppe (Kampfgruppe Nord), Rifle squad 7 (Kampfgruppe Nord): FIR" in lines
    assert "Schützengruppe 7" not in lines and "Schweres MG bewegt" not in lines
    shown = "\n".join(kept.values())
    assert "Rifle squad 7 (Kampfgruppe Nord): FIR 1" in shown and "Schützengruppe (Kampfgruppe Nord): FIR 1" in shown
    assert "(R)" not in shown  # a squad fires as itself: the rules' code beside its name would only repeat it
    assert "Schützengruppe 7" not in shown
    # The file keeps the English.
    assert "Rifle squad (Kampfgruppe Nord), Rifle squad 7 (Kampfgruppe Nord): FIR" in saved


# -- the names the scenario system gives the terrain it lays -----------------------------------------------------------

# Where the German word is the English one.
SAME_IN_GERMAN = {"Park"}


def test_every_generated_terrain_name_reads_in_german(german) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.geometry.terrain_generation.generate import generate_layout
    from morefire_gui.geometry.terrain_generation.layout import LayoutRequest
    from morefire_gui.rules.scenario.terms import TerrainType

    definitions = rule_tables().terrain_types
    names: set[str] = set()
    for terrain in TerrainType:
        for season, raid, river in ((Season.SUMMER, False, False), (Season.WINTER, True, True), (None, True, False)):
            request = LayoutRequest(terrain, 72, 48, 50, 3, season=season, raid=raid, raid_river=river)
            names |= {p.name for p in generate_layout(request, definitions).pieces if p.name}
    assert {"Crops (harvest)", "Town block", "Key installation (raid objective)", "Sea"} <= names
    english = {name: said(name) for name in names if said(name) == name and name not in SAME_IN_GERMAN}
    assert english == {}
    assert said("Crops (harvest)") == "Feldfrüchte (Erntezeit)"


def test_the_selected_dock_names_a_generated_piece_in_german(german, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    choices = ScenarioChoices(theatre=Theatre.RUSSIA, season=Season.SUMMER, terrain=TerrainType.STEPPES)
    made = random_battle(choices, TableOptions(), rule_tables(), seed=11)
    assert window.feature(ScenarioFeature).open_random_battle(made)
    crops = next(p for p in window.session.battle.terrain if p.name == "Crops (harvest)")  # the battle keeps English
    window.details.show_piece(window.session, crops.id)
    shown = window.details.view.toPlainText()
    # Its name says its kind: said once, not "Feldfrüchte (Erntezeit) (Feldfrüchte)".
    assert shown.startswith("Feldfrüchte (Erntezeit)\n") and "(Feldfrüchte)" not in shown and "harvest" not in shown
    assert "Feldfrüchte (Erntezeit)" in window.view.board.terrain[crops.id].toolTip()
    path = tmp_path / "steppes.yaml"
    assert window._save_to(path)
    assert "name: Crops (harvest)" in path.read_text(encoding="utf-8")


# -- a battery bought off the table ---------------------------------------------------------------------------------


def test_a_battery_bought_off_the_table_is_named_in_german_and_kept_in_english(  # type: ignore[no-untyped-def]
    german, window: MainWindow, qtbot, builders, tmp_path: Path
) -> None:
    from morefire_gui.gui.features.artillery import ArtilleryFeature
    from morefire_gui.gui.features.forces import ForcesFeature
    from morefire_gui.model.actions.artillery import ArtilleryOrder
    from morefire_gui.session.fire_orders import OrderKind
    from tests.gui.test_force_builder import buy_batteries, open_on

    open_on(window)
    window.feature(ForcesFeature).build_forces()
    dialog = builders[-1]
    buy_batteries(dialog, qtbot, "axis")  # four 150 mm guns off the table among them
    qtbot.mouseClick(dialog.place_button, Qt.MouseButton.LeftButton)
    placed = _newest_entry(window)
    assert placed.startswith("Truppen: 4 Spielsteine aufgestellt, 2 Batterien") and "batteries" not in placed, placed
    battery = next(b for b in window.session.battle.batteries if b.kind.value == "off_board")
    assert battery.name == "150mm battery 1"  # the battle file keeps its English
    german_name = "150mm-Batterie 1"

    def dock_names() -> list[str]:
        tree = window.feature(ArtilleryFeature).dock.tree
        return [child.text(0) for top in _top(tree) for child in _kids(top)]

    assert any(name.startswith(german_name) for name in dock_names()), dock_names()
    window.act(ArtilleryOrder(side="axis", battery=battery.id, order=OrderKind.FIRE, at=(30, 20)))
    assert _newest_entry(window).startswith(f"Befehl: {german_name}: FEUER"), _newest_entry(window)
    # Its summary, the time lapse (4.2) and the order (4.12), reads in German as a whole.
    assert _newest_entry(window).endswith(
        "Vorlaufzeit (Regel 4.2): Zeile Deutschland, Frankreich -> 3 Runden; "
        "FEUER auf einen Punkt des Tisches (gestreut): trifft in Runde 4 ein (Regel 4.12)"
    ), _newest_entry(window)
    path = tmp_path / "battery.yaml"
    assert window._save_to(path)
    assert window.open_path(path)  # opened again, its log read back from the English the file keeps
    assert any(name.startswith(german_name) for name in dock_names()), dock_names()
    assert _newest_entry(window).startswith(f"Befehl: {german_name}: FEUER"), _newest_entry(window)


def _top(tree) -> list[QTreeWidgetItem]:  # type: ignore[no-untyped-def]
    return [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]


def _kids(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [item.child(i) for i in range(item.childCount())]


def _newest_entry(window: MainWindow) -> str:
    """The Log dock's newest entry as the player reads it."""
    group = _top(window.log.tree)[-1]
    return _kids(group)[-1].text(0)


# -- the score --------------------------------------------------------------------------------------------------------


def test_the_scores_steps_name_their_rules_in_german(german, window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every step of a generated battle's score names its part of the rules in German: the VP schedule and the
    victory conditions, as Table I or rule 4.2 are."""
    from morefire_gui.gui.dialogs.victory import VictoryDialog

    _generated(window)
    dialog = VictoryDialog(window.session, window, window, window.view_filter)
    qtbot.addWidget(dialog)
    steps = dialog.steps_view.toPlainText()
    assert "Siegpunkttabelle" in steps and "Siegbedingungen" in steps, steps
    assert "VP schedule" not in steps and "Victory conditions" not in steps


def test_build_forces_says_suicide_squads_as_the_rest_of_the_german_does(  # type: ignore[no-untyped-def]
    window: MainWindow, german, builders
) -> None:
    from tests.gui.test_force_builder import open_builder, open_on

    open_on(window)  # Germans and Soviets: both armies have a formation whose squads may be suicide squads (3.3)
    dialog = open_builder(window, builders)
    tip = dialog.panels["axis"].formation.toolTip()
    assert tip == (
        "Der Verband, zu dem sie gehören: nach 3.3 dürfen nur Trupps der Garde und der Waffen-SS Todeskommandos werden"
    )
    assert "Selbstmord" not in tip


def test_the_german_says_a_suicide_squad_one_way() -> None:
    """Every German text of the app that speaks of suicide squads (3.3) calls them Todeskommando(s)."""
    import xml.etree.ElementTree as ET

    from morefire_gui.gui.i18n import translations_dir

    root = ET.parse(translations_dir() / "morefire_de.ts").getroot()
    pairs = [(m.findtext("source") or "", m.findtext("translation") or "") for m in root.iter("message")]
    squads = [(en, de) for en, de in pairs if "suicide squad" in en.casefold()]
    assert squads  # the rules' words are in the catalogue
    assert [en for en, de in squads if "Todeskommando" not in de] == []
    assert [de for _, de in pairs if "selbstmord" in de.casefold()] == []
