"""The scenario system in the window, as a player uses it: File → New Random Battle from the first roll to the table
on the board (tables set, a seed, physical dice typed in, the table laid by hand), the Briefing dock after saving and
reopening, deployment zones and victory point flags on the board, and Battle → Score Battle on a finished battle."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox

from morefire_gui.gui.dialogs.placement import Placed, PlacementDialog
from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog
from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.table import ChangeTerrain, PlaceTerrain
from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.model.terms import Edge
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Conditions, Mission, TerrainType, VpSchedule
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import location_name
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def random_dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open "New random battle" dialogs without their modal loop, and keep them for the test to drive."""
    opened: list[RandomBattleDialog] = []

    def run(cls, tables, create=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(tables, create, parent)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(RandomBattleDialog, "run", classmethod(run))
    return opened


@pytest.fixture
def victory_dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    opened: list[VictoryDialog] = []

    def run(cls, session, editor=None, parent=None, view=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, parent, view)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(VictoryDialog, "run", classmethod(run))
    return opened


def choose(combo, data) -> None:  # type: ignore[no-untyped-def]
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def feature(window: MainWindow) -> ScenarioFeature:
    return window.feature(ScenarioFeature)  # type: ignore[return-value]


# -- New random battle -------------------------------------------------------------------------------------------
def test_from_the_first_roll_to_the_table_on_the_board(qtbot, window: MainWindow, random_dialogs) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    action = next(a for a in file_menu.actions() if a.text() == "New Ran&dom Battle…")
    action.trigger()
    dialog = random_dialogs[-1]
    # Set Table III, V and VI; roll the others with seed 7.
    choose(dialog.rows["season"], "summer")
    choose(dialog.rows["terrain"], "city")
    choose(dialog.rows["mission"], 2)  # Table VI's row 2: Holding Action, 3:2
    choose(dialog.vp_schedule, "retained_captured")
    dialog.seed.setValue(7)
    steps = dialog.steps_text()
    assert "d100 for Table I: the year" in steps
    assert "Allied Force Adjustment, USSR +0" in steps  # the modifier, with its label
    assert "Table I Random Year Determination" in steps  # the row it hit
    assert "season set by the players: summer" in steps
    assert "terrain set by the players: city" in steps
    assert "d6 for Table V" not in steps and "d6 for Table VI" not in steps  # set tables are not rolled
    briefing = dialog.briefing_text()
    for text in (
        "Holding Action",
        "3 : 2 (attacker : defender)",
        "City",
        "Summer",
        "Deployment",
        "Victory conditions",
        "Control a Majority of VP locations",
    ):
        assert text in briefing
    assert str(dialog.scenario.year) in briefing
    # Roll again: a new seed; what was set stays set.
    qtbot.mouseClick(dialog.roll_again_button, LEFT)
    assert dialog.seed.value() != 7 and dialog.scenario.terrain is TerrainType.CITY
    dialog.seed.setValue(7)
    seeded = dialog.scenario
    qtbot.mouseClick(dialog.create_button, LEFT)
    assert dialog.result() == dialog.DialogCode.Accepted
    battle = window.session.battle
    assert window.session.path is None and window.is_modified() and "unsaved" in window.windowTitle()
    assert battle.title == seeded.title and battle.briefing.terrain is TerrainType.CITY
    assert battle.mission.kind is Mission.HOLDING_ACTION and battle.mission.vp_schedule is VpSchedule.RETAINED_CAPTURED
    assert len(battle.terrain) > 50 and set(window.scene.terrain) == {p.id for p in battle.terrain}
    # Zones drawn for each side, labelled; victory point flags with the schedule's values.
    layer = window.scene.scenario
    assert sorted(z.side_id for z in layer.zones) == ["allies", "axis"]
    captions = {z.side_id: z.caption for z in layer.zones}
    assert captions == {"axis": "Axis deploys here", "allies": "Allies deploy here"}
    assert all(z.isVisible() for z in layer.zones)
    assert len(layer.markers) == len(battle.vp_locations) > 0
    crossroad = next(m for m in layer.markers if m.kind.value == "crossroad")
    assert crossroad.label == "50 / 25–35"
    # The scenario's rolls are in the battle log; the briefing dock shows the battle's briefing.
    entry = battle.log[-1]
    assert entry.kind == "scenario" and [s.face for s in entry.rolls()] == [r.face for r in seeded.rolls]
    dock = feature(window).dock
    assert dock.isVisible() and seeded.title in dock.text() and "Holding Action" in dock.text()
    # View → Deployment Zones hides them.
    feature(window).zones_action.setChecked(False)
    assert not any(z.isVisible() for z in layer.zones) and all(m.isVisible() for m in layer.markers)
    feature(window).zones_action.setChecked(True)
    assert all(z.isVisible() for z in layer.zones)


def test_create_asks_to_save_unsaved_changes_first(qtbot, window: MainWindow, random_dialogs, monkeypatch) -> None:
    title = window.session.battle.title
    piece = window.session.battle.terrain[0]
    window.act(ChangeTerrain(pieces=(piece.model_copy(update={"name": "Changed"}),)))
    answers = [QMessageBox.StandardButton.Cancel]
    asked: list[str] = []

    def question(parent, caption, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(text)
        return answers[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    qtbot.mouseClick(dialog.create_button, LEFT)
    assert asked and title in asked[0]
    assert window.session.battle.title == title and dialog.result() != dialog.DialogCode.Accepted  # still open
    answers[0] = QMessageBox.StandardButton.Discard
    qtbot.mouseClick(dialog.create_button, LEFT)
    assert window.session.battle.briefing is not None and dialog.result() == dialog.DialogCode.Accepted


def test_choices_left_with_cancel_are_there_when_the_dialog_opens_again(
    qtbot, window: MainWindow, random_dialogs
) -> None:
    """Players who set the tables and the table, then Cancel (to save the battle open first), find them again;
    once a battle is created, the next one starts afresh."""
    action = feature(window).new_random_action
    action.trigger()
    dialog = random_dialogs[-1]
    choose(dialog.theatre, "africa")
    choose(dialog.rows["year"], 1942)
    choose(dialog.rows["mission"], 4)  # Holding Action, 2:1
    choose(dialog.defender_edge, "west")
    choose(dialog.vp_schedule, "retained_captured")
    dialog.seed.setValue(1234)
    choose(dialog.unit, "cm")
    dialog.table_width.setValue(240.0)
    dialog.title.setText("Gazala Line")
    qtbot.mouseClick(dialog.cancel_button, LEFT)
    assert dialog.result() == dialog.DialogCode.Rejected
    action.trigger()
    again = random_dialogs[-1]
    assert again is not dialog
    assert again.theatre.currentData() == "africa" and again.rows["year"].currentData() == 1942
    assert again.rows["mission"].currentData() == 4 and again.rows["season"].currentData() == "roll"
    assert again.defender_edge.currentData() == "west" and again.vp_schedule.currentData() == "retained_captured"
    assert again.seed.value() == 1234 and again.app_dice.isChecked()
    assert (again.unit.currentData(), again.table_width.value(), again.table_depth.value()) == ("cm", 240.0, 120.0)
    assert again.title.text() == "Gazala Line"
    assert again.steps_text() == dialog.steps_text() and "Holding Action" in again.briefing_text()
    # Esc keeps them too; Create makes the battle, and the next dialog starts from the usual choices.
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    action.trigger()
    third = random_dialogs[-1]
    assert third.seed.value() == 1234
    qtbot.mouseClick(third.create_button, LEFT)
    assert window.session.battle.title == "Gazala Line"
    action.trigger()
    fourth = random_dialogs[-1]
    assert fourth.theatre.currentIndex() == 0 and fourth.rows["year"].currentData() == "roll"
    assert fourth.title.text() == "" and fourth.unit.currentData() == "in"


def test_physical_dice_typed_in(qtbot, window: MainWindow, random_dialogs) -> None:
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    dialog.physical_dice.setChecked(True)
    assert not dialog.create_button.isEnabled()
    assert "Roll 1: a d100 for Table I: the year" in dialog.faces_hint.text()
    qtbot.keyClicks(dialog.faces, "60, 12")
    assert "Roll 3: a d6 for Table III: the season" in dialog.faces_hint.text()
    assert not dialog.create_button.isEnabled()
    # 1943; the Axis attacks (12 <= 50); summer; clear; Hilly; Holding Action 3:2; 50 - 20 (Axis attacker) = 30:
    # one Axis strike.
    qtbot.keyClicks(dialog.faces, ", 4, 30, 2, 2, 50")
    assert dialog.create_button.isEnabled(), dialog.error.text()
    assert "All 7 faces used" in dialog.faces_hint.text()
    steps = dialog.steps_text()
    assert "d100 for Table I: the year: 60 (rolled by hand)" in steps
    assert "German/ Axis Attacker -20" in steps or "Axis Attacker -20" in steps
    assert "One Axis Strike" in steps
    s = dialog.scenario
    assert (s.year, s.attacker.value, s.season.value, s.terrain, s.mission, s.ratio, s.airstrikes.axis) == (
        1943,
        "axis",
        "summer",
        TerrainType.HILLY,
        Mission.HOLDING_ACTION,
        (3, 2),
        1,
    )
    qtbot.keyClicks(dialog.faces, ", 3")
    assert "left over" in dialog.error.text() and not dialog.create_button.isEnabled()
    dialog.faces.setText("60, 12, 4, 30, 2, 2, 50")
    qtbot.mouseClick(dialog.create_button, LEFT)
    battle = window.session.battle
    assert [r.face for r in battle.briefing.rolls] == [60, 12, 4, 30, 2, 2, 50]
    assert battle.briefing.seed == "dice:60,12,4,30,2,2,50" and battle.terrain
    assert all(s.by_hand for s in battle.log[-1].rolls())


def test_choices_the_rules_refuse_are_explained(window: MainWindow, random_dialogs) -> None:
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.rows["season"], "summer")
    choose(dialog.rows["conditions"], "snow")
    assert "no snow in summer" in dialog.error.text() and not dialog.create_button.isEnabled()
    choose(dialog.rows["conditions"], "roll")
    assert dialog.error.text() == "" and dialog.create_button.isEnabled()
    choose(dialog.special, "tarawa")  # the theatre follows the special
    assert dialog.theatre.currentData() == "pacific" and dialog.scenario.terrain is TerrainType.ISLAND


def test_china_as_the_allied_force_takes_japan_and_the_pacific(window: MainWindow, random_dialogs) -> None:
    # Table I, "CHINA only 70": China fights only Japan, in the Pacific (docs/rules-notes.md)
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.theatre, "russia")
    choose(dialog.axis, "germany")
    choose(dialog.allied, "china")
    assert dialog.theatre.currentData() == "pacific" and dialog.axis.currentData() == "japan"
    assert dialog.error.text() == "" and dialog.create_button.isEnabled()
    assert (dialog.scenario.axis_nation, dialog.scenario.allied_nation) == ("japan", "china")
    choose(dialog.theatre, "russia")  # moved back by hand: refused, and said why
    assert "CHINA only 70" in dialog.error.text() and not dialog.create_button.isEnabled()


def test_tundra_set_asks_for_a_season_that_can_snow(window: MainWindow, random_dialogs) -> None:
    # TUNDRA: "Weather is snow"; Table IV: no snow in summer (docs/rules-notes.md)
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.rows["terrain"], "tundra")
    assert "set the season too" in dialog.error.text() and not dialog.create_button.isEnabled()
    choose(dialog.rows["season"], "summer")
    assert "no TUNDRA in summer" in dialog.error.text() and not dialog.create_button.isEnabled()
    choose(dialog.rows["season"], "winter")
    assert dialog.error.text() == "" and dialog.create_button.isEnabled()
    assert dialog.scenario.conditions is Conditions.SNOW


def test_a_table_too_long_for_its_depth_is_generated_only_by_hand(window: MainWindow, random_dialogs) -> None:
    """A generated table is at most four times as long as it is deep (1,000 by 12 took minutes to lay out); one laid
    by hand may have any proportions."""
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    dialog.table_width.setValue(1000)
    dialog.table_depth.setValue(12)
    assert not dialog.create_button.isEnabled()
    assert dialog.error.text() == (
        "a generated table is at most 4 times as long as it is deep, and this one, 1000 x 12, is 83.33 times; lay "
        "such a table by hand"
    )
    dialog.by_hand.setChecked(True)
    assert dialog.error.text() == "" and dialog.create_button.isEnabled()
    dialog.by_hand.setChecked(False)
    dialog.table_width.setValue(48)  # 4 to 1
    assert dialog.error.text() == "" and dialog.create_button.isEnabled()


def test_lay_the_table_by_hand(qtbot, window: MainWindow, random_dialogs, monkeypatch) -> None:
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.rows["mission"], 2)  # Holding Action: the defender up to the midpoint
    choose(dialog.rows["attacker"], "allies")
    dialog.by_hand.setChecked(True)
    assert "laid by hand" in dialog.briefing_text()
    qtbot.mouseClick(dialog.create_button, LEFT)
    battle = window.session.battle
    assert battle.terrain == [] and len(window.scene.scenario.zones) == 2 and window.scene.scenario.markers == []
    dock = feature(window).dock
    text = dock.text()
    assert "Laying the table" in text and "the defender (Axis, Germany) placing first" in text
    assert dock.placement_button.isVisibleTo(dock) and feature(window).placement_action.isEnabled()
    # The players place their pieces (the defender first), then the defender chooses the west edge.
    window.act(
        PlaceTerrain(
            piece=TerrainPiece.model_validate(
                {"id": "h1", "kind": "hill", "level": 1, "polygon": [[4, 10], [14, 10], [14, 20], [4, 20]]}
            )
        )
    )
    window.act(PlaceTerrain(piece=TerrainPiece.model_validate({"id": "x1", "kind": "crossroad", "at": [60, 30]})))
    monkeypatch.setattr(
        PlacementDialog, "ask", classmethod(lambda cls, battle, parent=None, counted=None: Placed(Edge.WEST, True))
    )
    qtbot.mouseClick(dock.placement_button, LEFT)
    assert {s.id: s.edge for s in battle.sides} == {"axis": Edge.WEST, "allies": Edge.EAST}
    markers = {m.location_id: m for m in window.scene.scenario.markers}
    assert len(markers) == 2 == len(battle.vp_locations)
    zone = next(z for z in window.scene.scenario.zones if z.side_id == "axis")
    assert zone.path.boundingRect().left() == 0 and zone.path.boundingRect().width() == 36
    window.undo_action.trigger()  # one undo step puts the zones back and takes the locations off
    assert {s.id: s.edge for s in battle.sides}["axis"] is Edge.NORTH and window.scene.scenario.markers == []


def test_a_table_laid_by_hand_is_told_what_its_terrain_type_puts_on_the_table(
    qtbot,
    window: MainWindow,
    random_dialogs,
    german,  # type: ignore[no-untyped-def]
) -> None:
    """ "the players will alternate placing terrain pieces": the briefing says which pieces, as the definition counts
    them (CITY: "up to 2 hills"), in the dialog before Create and in the Briefing dock after it, in German too."""
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.rows["terrain"], "city")
    dialog.by_hand.setChecked(True)
    assert "bis zu 2 Hügel" in dialog.briefing_text()
    qtbot.mouseClick(dialog.create_button, LEFT)
    text = feature(window).dock.text()
    assert "STADT bringt auf den Tisch" in text and "5-10 Stücke unwegsames Gelände" in text
    assert "bis zu 2 Hügel" in text and "CITY" not in text


def test_a_german_player_reads_the_new_battles_title_once_with_its_commas(
    qtbot,
    window: MainWindow,
    random_dialogs,
    german,  # type: ignore[no-untyped-def]
) -> None:
    """The status bar and the Messages tab say the battle made, its title as the briefing writes it: "Gegenangriff,
    Russland, Sommer 1943", not read again as an English title into "Russland,, Sommer"."""
    feature(window).new_random_action.trigger()
    dialog = random_dialogs[-1]
    choose(dialog.rows["year"], 1943)
    choose(dialog.rows["season"], "summer")
    choose(dialog.rows["terrain"], "steppes")
    choose(dialog.rows["mission"], 6)  # Table VI's row 6: Counterattack, 3:5
    assert "Gegenangriff, Russland, Sommer 1943" in dialog.briefing_text()
    qtbot.mouseClick(dialog.create_button, LEFT)
    said = window.status_bar.shown_message()
    assert said.startswith("Neues Zufallsgefecht: Gegenangriff, Russland, Sommer 1943, "), said
    assert window.log.entries()[-1].split("  ", 1)[1] == said
    assert ",," not in said


def test_markers_follow_their_pieces_and_the_raid_caption(window: MainWindow, tables) -> None:
    from morefire_gui.rules.dice import ScriptedDice
    from morefire_gui.rules.scenario.nations import Allegiance
    from morefire_gui.rules.scenario.terms import Conditions, Season, Special
    from morefire_gui.session.scenario import RandomBattle, build_battle, roll_scenario

    scenario = roll_scenario(
        ScenarioChoices(
            special=Special.RAID,
            year=1942,
            attacker=Allegiance.ALLIES,
            season=Season.SUMMER,
            conditions=Conditions.CLEAR,
            aircraft=False,
        ),
        ScriptedDice([2]),
        tables,
    )
    made = RandomBattle(scenario, build_battle(scenario, TableOptions(), tables, seed=5), 5)
    assert feature(window).open_random_battle(made)
    captions = sorted(z.caption for z in window.scene.scenario.zones)
    assert "Allies deploy or move on at the south edge" in captions
    made = random_battle(ScenarioChoices(terrain=TerrainType.HILLY), TableOptions(), tables, seed=3)
    window.undo_stack.setClean()
    window.session.unsaved_log = False
    assert feature(window).open_random_battle(made)
    vp = next(v for v in window.session.battle.vp_locations if v.kind.value == "road_exit")
    piece = window.session.battle.piece(vp.piece)
    window.act(ChangeTerrain(pieces=(piece.model_copy(update={"at": (36.0, 24.0)}),)))
    marker = next(m for m in window.scene.scenario.markers if m.location_id == vp.id)
    assert (marker.pos().x(), marker.pos().y()) == (36.0, 24.0)


# -- the briefing ---------------------------------------------------------------------------------------------------
def test_the_briefing_dock_after_save_and_reopen(qtbot, window: MainWindow, tables, tmp_path: Path) -> None:
    made = random_battle(ScenarioChoices(terrain=TerrainType.STEPPES), TableOptions(), tables, seed=21)
    assert feature(window).open_random_battle(made)
    path = tmp_path / "steppes.yaml"
    assert window._save_to(path)
    window.new_battle = lambda: None  # type: ignore[method-assign]
    assert window.open_path(path)
    dock = feature(window).dock
    brief = window.session.battle.briefing
    assert brief is not None and brief.seed == 21
    text = dock.text()
    for expected in (
        window.session.battle.title,
        str(brief.year),
        "Steppes",
        brief.mission.label,
        "Deployment",
        brief.deployment,
        "Victory conditions",
        "Rolls",
    ):
        assert expected in text, expected
    assert not dock.placement_button.isVisibleTo(dock)
    feature(window).briefing_action.trigger()
    assert dock.isVisible()


def test_the_briefing_says_a_variable_airstrike_result_by_its_d6(qtbot, window: MainWindow, tables, tmp_path) -> None:
    # Table VII "Variable Allied *" ("* Roll a d6 for number"): the briefing, after save and reopen, says the d6
    from morefire_gui.rules.dice import ScriptedDice
    from morefire_gui.session.scenario import RandomBattle, build_battle, roll_scenario

    scenario = roll_scenario(ScenarioChoices(), ScriptedDice([40, 90, 4, 10, 2, 2, 70, 3]), tables)
    made = RandomBattle(scenario, build_battle(scenario, TableOptions(), tables, seed=5), 5)
    assert feature(window).open_random_battle(made)
    path = tmp_path / "variable.yaml"
    assert window._save_to(path)
    window.new_battle = lambda: None  # type: ignore[method-assign]
    assert window.open_path(path)
    text = " ".join(feature(window).dock.text().split())
    assert "Axis: none; Allies: 3 airstrikes (a d6 rolled 3); paid for in Army points" in text


def test_the_briefing_says_when_the_battle_ends_and_how_it_is_scored(qtbot, window: MainWindow, tables) -> None:
    # The scenario text sets no length of play: the briefing says so beside the victory conditions, and names the
    # menu that scores the battle when the players stop.
    made = random_battle(ScenarioChoices(mission=Mission.DELAY), TableOptions(), tables, seed=4)
    assert feature(window).open_random_battle(made)
    text = " ".join(feature(window).dock.text().split())
    victory = text.index("Victory conditions")
    end = text.index("End of the battle")
    assert victory < end
    assert (
        "The scenario system sets no length of play: no number of turns, no end. Agree before play how many turns you "
        "play (or play until you agree to stop); then score the battle by the victory conditions (Battle > Score "
        "Battle)."
    ) in text[end:]
    assert "morefire" not in text and "--" not in text
    assert feature(window).score_action.text() == "&Score Battle…"


def test_a_battle_without_a_briefing_says_how_to_get_one(window: MainWindow) -> None:
    assert window.session.battle.briefing is None
    assert "New Random Battle" in feature(window).dock.text()
    assert not feature(window).score_action.isEnabled()


# -- scoring ---------------------------------------------------------------------------------------------------------
def _finished(mission: str = "holding_action", units: list[dict] | None = None, **mission_keys: object) -> Battle:
    """48 x 48 inches at 1:50: a hill in the north-west, a ford in the middle, a building in the east. The Axis
    defends from the north."""
    return Battle.model_validate(
        {
            "title": "Hill 112",
            "table": {"width": 48, "depth": 48},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "terrain": [
                {"id": "h1", "kind": "hill", "level": 1, "polygon": [[4, 4], [14, 4], [14, 14], [4, 14]]},
                {"id": "f1", "kind": "ford", "at": [24, 24]},
                {"id": "b1", "kind": "building", "polygon": [[40, 20], [42, 20], [42, 22], [40, 22]]},
            ],
            "units": units or [],
            "mission": {"kind": mission, "attacker": "allies", "defender": "axis", **mission_keys},
            "vp_locations": []
            if mission == "raid"
            else [
                {
                    "id": "vp1",
                    "kind": "hill",
                    "piece": "h1",
                    "values": {"standard": 70, "retained": 50, "captured": 70},
                    "held_by": "axis",
                    "name": "Hill 112",
                },
                {
                    "id": "vp2",
                    "kind": "ford",
                    "piece": "f1",
                    "values": {"standard": 60, "retained": 30, "captured": 40},
                },
                {
                    "id": "vp3",
                    "kind": "building",
                    "piece": "b1",
                    "values": {"standard": 6, "retained": 6, "captured": 10},
                },
            ],
        }
    )


def _unit(uid: str, side: str, x: float, y: float, destroyed: bool = False) -> dict:
    return {"id": uid, "side": side, "type": "R", "at": [x, y], **({"status": ["destroyed"]} if destroyed else {})}


def _open(window: MainWindow, battle: Battle) -> None:
    window.replace_session(BattleSession(battle, None, window.session.catalogue, window.session.tables))


def test_the_victory_dialog_names_the_result_and_shows_every_step(
    qtbot, window: MainWindow, victory_dialogs, catalogue
) -> None:
    _open(
        window,
        _finished(
            units=[
                _unit("g1", "axis", 8, 8),
                _unit("g2", "axis", 24, 24),
                _unit("s1", "allies", 30, 40, True),
                _unit("s2", "allies", 31, 40, True),
                _unit("g9", "axis", 2, 2, True),
                _unit("s3", "allies", 24, 43),
            ]
        ),
    )
    battle_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")
    next(a for a in battle_menu.actions() if a.text() == "&Score Battle…").trigger()
    dialog = victory_dialogs[-1]
    assert "Decisive victory for the defender" in dialog.outcome_label.text()
    assert "Axis (defender, Germany) wins" in dialog.outcome_label.text()
    r_points = catalogue["R"].points
    assert f"the attacker lost <b>{2 * r_points}</b>" in dialog.summary.text()
    assert [row[:3] for row in dialog.condition_rows()] == [
        ["A", "Control a Majority of VP locations", "met"],
        ["B", "Destroy 2 attacker points for One lost", "met"],
        ["C", "Destroy more enemy points than you lose", "met"],
    ]
    rows = {row[0]: row for row in dialog.location_rows()}
    hill, ford, house = rows["Hill 112"], rows["Ford"], rows["Building"]
    assert hill[1] == "Axis (defender, Germany)" and hill[2] == "Axis (defender, Germany)"
    assert "Rifle squad 1 (Axis) is nearest, 0 yards away" in hill[7] and hill[3] == "Standard" and hill[5] == "70"
    assert (
        house[2] == "nobody"
        and "no unit within 100 yards: the nearest," in house[7]
        and house[3] == "—"
        and house[5] == "0"
    )
    assert ford[2] == "Axis (defender, Germany)" and "1/2" in ford[6] and ford[5] == "30"
    steps = dialog.steps_view.toPlainText()
    assert "Terrain Victory Point Schedule" in steps and "DECISIVE" in steps
    # Record in Log: once.
    qtbot.mouseClick(dialog.record_button, LEFT)
    entry = window.session.battle.log[-1]
    assert entry.kind == "victory" and entry.title.startswith("Decisive victory for the defender")
    assert not dialog.record_button.isEnabled()
    assert window.is_modified()


def test_an_enemy_near_is_named_only_where_the_schedule_halves_for_him(window: MainWindow, victory_dialogs) -> None:
    """ "* Receive only 1/2 points is enemy within 1000 yards": the ford has the "*", the hill has not. A Soviet squad
    300 yards off both: the ford's Why names him beside its halving; the hill's does not, where he changes nothing."""
    _open(
        window, _finished(units=[_unit("g1", "axis", 8, 8), _unit("g2", "axis", 24, 24), _unit("s1", "allies", 18, 20)])
    )
    dialog = feature(window).score_battle()
    rows = {row[0]: row for row in dialog.location_rows()}
    hill, ford = rows["Hill 112"], rows["Ford"]
    assert hill[2] == "Axis (defender, Germany)" and hill[5] == "70" and hill[6] == "no"
    assert "enemy" not in hill[7] and "1000 yards" not in hill[7]
    assert ford[5] == "30" and "1/2" in ford[6] and "enemy Rifle squad (Allies) is within 1000 yards" in ford[7]
    steps = dialog.steps_view.toPlainText()
    hill_step = next(line for line in steps.splitlines() if line.startswith("Hill 112: controlled"))
    assert "enemy" not in hill_step


def test_a_german_player_reads_the_roles_and_sides_in_german(german, window: MainWindow, victory_dialogs) -> None:  # type: ignore[no-untyped-def]
    _open(window, _finished(units=[_unit("g1", "axis", 8, 8), _unit("s1", "allies", 30, 40, True)]))
    dialog = feature(window).score_battle()
    assert "Achse (Verteidiger, Deutschland)" in dialog.outcome_label.text()
    hill = next(r for r in dialog.location_rows() if r[0] == "Hill 112")
    assert hill[1] == "Achse (Verteidiger, Deutschland)"
    texts = [dialog.outcome_label.text(), *(cell for row in dialog.location_rows() for cell in row[1:3])]
    assert not [t for t in texts if "Axis" in t or "Defender" in t or "Germany" in t]


def test_a_side_the_players_named_keeps_its_name_beside_its_role(window: MainWindow, victory_dialogs) -> None:
    battle = _finished(units=[_unit("g1", "axis", 8, 8)])
    sides = [s.model_copy(update={"name": "Kampfgruppe Peiper"}) if s.id == "axis" else s for s in battle.sides]
    _open(window, battle.model_copy(update={"sides": sides}))
    hill = next(r for r in feature(window).score_battle().location_rows() if r[0] == "Hill 112")
    assert hill[1] == "Kampfgruppe Peiper (defender, Germany)"


def test_the_attacker_wins_and_the_retained_captured_column(window: MainWindow, victory_dialogs) -> None:
    _open(
        window,
        _finished(units=[_unit("s1", "allies", 8, 8), _unit("g1", "axis", 46, 46)], vp_schedule="retained_captured"),
    )
    dialog = feature(window).score_battle()
    assert "Victory for the attacker" in dialog.outcome_label.text()
    assert "Retained / Captured" in dialog.heading.text()
    hill = next(r for r in dialog.location_rows() if r[0].startswith("Hill 112"))
    assert hill[2] == "Allies (attacker, USSR)" and hill[3] == "Captured" and hill[5] == "70"


def test_a_raid_is_scored_by_the_objective(qtbot, window: MainWindow, victory_dialogs) -> None:
    _open(window, _finished("raid", objective="b1"))
    dialog = feature(window).score_battle()
    assert "Victory for the defender" in dialog.outcome_label.text() and dialog.objective.isVisibleTo(dialog)
    dialog.objective.setChecked(True)
    assert window.session.battle.mission.objective_reached
    assert "Victory for the attacker" in dialog.outcome_label.text()
    window.undo_action.trigger()
    assert not window.session.battle.mission.objective_reached


def test_a_building_destroyed_scores_half_its_points(qtbot, window: MainWindow, victory_dialogs) -> None:
    """TERRAIN VICTORY POINT SCHEDULE, "Building * + ... + Receive only 1/2 points if destroyed": the building's box
    in the score records it destroyed (one undoable step, logged), its 6 points read 3; undone, 6 again. Only the
    building has a box."""
    _open(window, _finished(units=[_unit("g1", "axis", 41, 21), _unit("s1", "allies", 44, 46)]))
    dialog = feature(window).score_battle()
    dialog.show()
    qtbot.waitExposed(dialog)
    assert list(dialog.destroyed_boxes) == ["vp3"] and dialog.buildings_box.isVisible()
    house = next(r for r in dialog.location_rows() if r[0] == "Building")
    assert house[2] == "Axis (defender, Germany)" and house[5] == "6" and house[6] == "no"
    qtbot.mouseClick(dialog.destroyed_boxes["vp3"], LEFT)
    assert window.session.battle.vp_locations[2].destroyed
    house = next(r for r in dialog.location_rows() if r[0] == "Building")
    assert house[5] == "3" and "+ Receive only 1/2 points if destroyed" in house[6]
    entry = window.session.battle.log[-1]
    assert entry.kind == "scenario" and entry.title == "Building is destroyed"
    assert dialog.destroyed_boxes["vp3"].isChecked()
    window.undo_action.trigger()
    assert not window.session.battle.vp_locations[2].destroyed
    dialog.score()
    assert next(r for r in dialog.location_rows() if r[0] == "Building")[5] == "6"
    assert not dialog.destroyed_boxes["vp3"].isChecked()


def test_a_battle_without_a_mission_cannot_be_scored(window: MainWindow, victory_dialogs) -> None:
    dialog = feature(window).score_battle()
    assert "Cannot score this battle" in dialog.outcome_label.text() and "no mission" in dialog.outcome_label.text()
    assert not dialog.record_button.isEnabled()


# -- the scenario's actions in the window and on the command line --------------------------------------------------
def test_new_random_battle_and_scenario_create_write_the_same_strict_battle(
    qtbot, window: MainWindow, random_dialogs, tmp_path, capsys
) -> None:
    from tests.equivalence import battle_data, cli_json

    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    dialog.seed.setValue(7)
    qtbot.mouseClick(dialog.create_button, LEFT)
    assert window.session.battle.strict
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)
    from_cli = tmp_path / "cli.yaml"
    cli_json("scenario", "--seed", "7", "--create", from_cli, capsys=capsys)
    left, right = battle_data(from_window), battle_data(from_cli)
    # Each new battle chooses its own dice seed by chance; everything else is the same, the log's rolls included.
    assert left.pop("dice_seed") is not None and right.pop("dice_seed") is not None
    assert left == right and left["settings"]["sequence"] == "strict"


def test_file_new_makes_a_strict_battle(window: MainWindow, monkeypatch) -> None:
    from morefire_gui.gui.dialogs.new_battle import NewBattleDialog

    monkeypatch.setattr(
        NewBattleDialog, "ask", classmethod(lambda cls, tables, parent=None: cls(tables, parent).spec())
    )
    assert not window.session.battle.strict  # the demo is played free
    window.new_battle()
    assert window.session.battle.strict


def _ask_edge(monkeypatch, edge: Edge) -> None:  # type: ignore[no-untyped-def]
    """The placement dialog as a player uses it: the edge chosen in its list, the table kept as laid (it lacks what
    its terrain type asks for), then OK."""

    def ask(cls, battle, parent=None, counted=None):  # type: ignore[no-untyped-def]
        dialog = cls(battle, parent, counted)
        choose(dialog.edge, edge.value)
        assert dialog.keep.isVisibleTo(dialog)
        dialog.keep.click()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.chosen() if dialog.result() == dialog.DialogCode.Accepted else None

    monkeypatch.setattr(PlacementDialog, "ask", classmethod(ask))


def _laid_by_hand(window: MainWindow) -> None:
    made = random_battle(
        ScenarioChoices(mission=Mission.HOLDING_ACTION), TableOptions(), window.session.tables, seed=8, by_hand=True
    )
    made.battle.terrain += [TerrainPiece.model_validate({"id": "x1", "kind": "crossroad", "at": [60, 30]})]
    _open(window, made.battle)


def test_placement_complete_and_morefire_placement_write_the_same_file(
    qtbot, window: MainWindow, monkeypatch, tmp_path, capsys
) -> None:
    from tests.equivalence import assert_same_battle, cli_json

    _laid_by_hand(window)
    start = tmp_path / "start.yaml"
    window.session.save(start)
    window.session.path = None
    _ask_edge(monkeypatch, Edge.WEST)
    qtbot.mouseClick(feature(window).dock.placement_button, LEFT)
    assert window.session.battle.actions[-1].action == {
        "kind": "placement_complete",
        "defender_edge": "west",
        "as_laid": True,
    }
    assert "one victory point location marked" in window.statusBar().currentMessage()
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)
    from_cli = tmp_path / "cli.yaml"
    data = cli_json("placement", start, "--defender-edge", "west", "--as-laid", "--apply", from_cli, capsys=capsys)
    assert data["refused"] is None
    assert_same_battle(from_window, from_cli)


def test_placement_complete_is_refused_once_play_has_begun(qtbot, window: MainWindow, monkeypatch) -> None:
    _laid_by_hand(window)
    window.session.battle.turn = 2
    _ask_edge(monkeypatch, Edge.WEST)
    assert feature(window).complete_placement() is False
    said = window.statusBar().currentMessage()
    assert said.startswith("Refused: completing the table's placement is part of the set-up, and play has begun")
    assert said.endswith("(Sequence of play)") and window.session.battle.actions == []


def test_the_objective_and_record_in_log_write_what_morefire_victory_writes(
    qtbot, window: MainWindow, victory_dialogs, tmp_path, capsys
) -> None:
    from tests.equivalence import assert_same_battle, cli_json

    _open(window, _finished("raid", objective="b1", units=[_unit("s1", "allies", 8, 8, True)]))
    start = tmp_path / "start.yaml"
    window.session.save(start)
    window.session.path = None
    dialog = feature(window).score_battle()
    dialog.show()
    qtbot.waitExposed(dialog)
    # On the box itself (the checkbox is as wide as the dialog; only its box and words take a click).
    qtbot.mouseClick(dialog.objective, LEFT, pos=QPoint(8, dialog.objective.height() // 2))
    assert "Victory for the attacker" in dialog.outcome_label.text()
    qtbot.mouseClick(dialog.record_button, LEFT)
    assert not dialog.record_button.isEnabled()
    assert [r.action["kind"] for r in window.session.battle.actions] == ["objective_reached", "victory"]
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)
    from_cli = tmp_path / "cli.yaml"
    data = cli_json("victory", start, "--objective", "reached", "--record", "--apply", from_cli, capsys=capsys)
    assert data["recorded"] and data["refused"] is None
    dialog.close()
    assert_same_battle(from_window, from_cli)


def test_deployment_captions_name_the_sides_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A battle of the scenario system names its sides by their role: in German the zones read "Achse: Aufstellung
    hier" and "Alliierte: Aufstellung hier", not the English "Axis" and "Allies" in a German sentence, nor a verb that
    agrees with one side's name and not the other's ("Achse stellt", "Alliierte stellen")."""
    from morefire_gui.io.resources import bundled_catalogue, rule_tables
    from tests.session.test_forces import battle_data

    window.replace_session(
        BattleSession(Battle.model_validate(battle_data()), None, bundled_catalogue(), rule_tables())
    )
    captions = {z.side_id: z.caption for z in window.scene.scenario.zones}
    assert captions == {"axis": "Achse: Aufstellung hier", "allies": "Alliierte: Aufstellung hier"}


@pytest.mark.parametrize(
    ("pieces", "german_text"),
    [(1, "Ein Geländestück liegt auf dem Tisch."), (3, "3 Geländestücke liegen auf dem Tisch.")],
)
def test_the_placement_dialog_counts_the_pieces_in_words(german, qtbot, pieces: int, german_text: str) -> None:  # type: ignore[no-untyped-def]
    battle = _finished()
    battle = battle.model_copy(update={"terrain": battle.terrain[:pieces]})
    dialog = PlacementDialog(battle)
    qtbot.addWidget(dialog)
    intro = next(label.text() for label in dialog.findChildren(QLabel) if label.wordWrap())
    assert intro.startswith(german_text) and "Verteidiger (Achse, Deutschland)" in intro and "(e)" not in intro


def test_the_placement_dialog_names_the_defender_by_side_and_nation(qtbot, tables) -> None:  # type: ignore[no-untyped-def]
    """A generated battle names its sides by their roles: the dialog says which side and nation defend, not "the
    defender (Defender)"."""
    from morefire_gui.rules.scenario.nations import Allegiance

    made = random_battle(
        ScenarioChoices(mission=Mission.HOLDING_ACTION, attacker=Allegiance.AXIS),
        TableOptions(),
        tables,
        seed=8,
        by_hand=True,
    )
    dialog = PlacementDialog(made.battle)
    qtbot.addWidget(dialog)
    intro = next(label.text() for label in dialog.findChildren(QLabel) if label.wordWrap())
    assert "the defender (Allies, USSR) selects which board edge" in intro and "(Defender)" not in intro


def test_a_location_the_scenario_named_by_its_kind_reads_in_german(german, window: MainWindow, victory_dialogs) -> None:  # type: ignore[no-untyped-def]
    battle = _finished(units=[_unit("g1", "axis", 8, 8)])
    named = {"vp1": "Hill 112", "vp2": "Ford 1", "vp3": "Building"}  # a player's name, and the scenario system's
    locations = [vp.model_copy(update={"name": named[vp.id]}) for vp in battle.vp_locations]
    _open(window, battle.model_copy(update={"vp_locations": locations}))
    assert location_name(window.session.battle, "vp2") == "Ford 1"  # the file, the command line: English
    rows = [row[0] for row in feature(window).score_battle().location_rows()]
    assert rows == ["Hill 112", "Furt 1", "Gebäude"]
    tips = [m.toolTip() for m in window.scene.scenario.markers]
    assert any(t.startswith("Furt 1 (") for t in tips) and not any("Ford 1" in t for t in tips)


def test_a_counter_dragged_out_of_its_deployment_zone_stays_in_it(qtbot, window: MainWindow, tables) -> None:
    """Mission Deployment Guidelines, B. Holding Action: "Defenders deploy up to the midpoint of the board". In the
    set-up a defender's counter dragged past the midpoint stays where it stood and the status bar says why; dragged
    within the zone it moves."""
    from morefire_gui.model.actions.forces import CompletePlacement
    from morefire_gui.model.actions.table import PlaceUnit
    from morefire_gui.model.battle import Unit
    from morefire_gui.session.scenario import RandomBattle, build_battle
    from tests.gui.test_board_tools import drag, status_text
    from tests.session.test_deployment_zones import scenario_of

    scenario = scenario_of(tables, Mission.HOLDING_ACTION)  # the Axis attack from the south
    battle = build_battle(scenario, TableOptions(defender_edge=Edge.NORTH), tables, seed=3, by_hand=True)
    made = RandomBattle(scenario, battle, 3)
    assert feature(window).open_random_battle(made)
    assert window.act(
        CompletePlacement(defender_edge=Edge.NORTH, as_laid=True)
    ).accepted  # the table laid (bare), the edge kept
    window.view.fit_table()
    assert window.act(PlaceUnit(unit=Unit(id="r1", side="allies", type="R", at=(36.0, 10.0)))).accepted
    window.set_tool("select")
    drag(qtbot, window, (36.0, 10.0), (36.0, 34.0))
    assert window.session.battle.unit("r1").at == (36.0, 10.0)  # type: ignore[union-attr]
    item = window.scene.units["r1"]
    assert (item.pos().x(), item.pos().y()) == pytest.approx((36.0, 10.0))
    shown = status_text(window)
    assert shown.startswith("Refused: R") and "outside the deployment zone of Allies (defender)" in shown
    assert "Mission Deployment Guidelines" in window.statusBar().toolTip()
    drag(qtbot, window, (36.0, 10.0), (40.0, 20.0))
    moved = window.session.battle.unit("r1").at  # type: ignore[union-attr]
    assert moved == pytest.approx((40.0, 20.0), abs=0.2)
