"""Battle → Mission… as a player uses it: the demo, laid out by hand, given a mission through the dialog by clicking
(the mission, the attacker, a victory point location unticked), its flags on the board, Battle → Score Battle scoring
it, and Edit → Undo bringing the battle back without a mission; a battle of the scenario system keeps its own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMenu

from morefire_gui.gui.dialogs.battle_mission import BattleMissionDialog
from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open the mission and victory dialogs without their modal loops, kept for the test to drive."""
    opened: list[object] = []

    def run_mission(cls, battle, tables, give=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(battle, tables, give, parent)
        dialog.show()
        opened.append(dialog)
        return dialog

    def run_victory(cls, session, editor=None, parent=None, view=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, parent, view)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(BattleMissionDialog, "run", classmethod(run_mission))
    monkeypatch.setattr(VictoryDialog, "run", classmethod(run_victory))
    return opened


def _battle_menu(window: MainWindow) -> QMenu:
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")


def _click_tick(qtbot, dialog: BattleMissionDialog, row: int) -> None:  # type: ignore[no-untyped-def]
    """Click the box of a location's row, where the player sees it."""
    tree = dialog.locations
    item = tree.topLevelItem(row)
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=QPoint(rect.left() + 12, rect.center().y()))


def test_the_demo_given_a_mission_by_clicking_is_scored_and_undone(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    assert window.session.battle.mission is None
    menu = _battle_menu(window)
    score = next(a for a in menu.actions() if a.text() == "&Score Battle…")
    assert not score.isEnabled()  # no mission yet, nothing to score
    briefing = window.feature(ScenarioFeature).dock  # type: ignore[attr-defined]
    assert "is given a mission with Battle → Mission…" in briefing.text()
    next(a for a in menu.actions() if a.text() == "&Mission…").trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, BattleMissionDialog)
    qtbot.waitExposed(dialog)
    # What the player sees: the scenario system's locations ticked, the others offered.
    rows = dialog.location_rows()
    assert (True, "Hill 252.2", "70 / 50 / 70") in rows
    assert (False, "Hill 252.2 crest", "70 / 50 / 70") in rows
    assert (True, "Ford", "60 / 30 / 40") in rows
    assert sum(ticked for ticked, _, _ in rows) == 11 and dialog.locations_note.text() == "11 locations ticked"
    # Who holds each at the start, were the mission given now: Tiger 1 stands on Hill 252.2, nobody near the ford.
    holders = dialog.holders()
    assert holders["Hill 252.2"] == "Kampfgruppe Peiper" and holders["Storozhevoe knoll (Hill)"] == "181st Tank Brigade"
    assert holders["Ford"] == "nobody"
    # Delay Mission, the Soviets attacking, the ford not scored.
    qtbot.mouseClick(dialog.mission_buttons[Mission.DELAY.value], LEFT)
    qtbot.mouseClick(dialog.attacker_buttons["allies"], LEFT)
    assert dialog.defender_label.text() == "Kampfgruppe Peiper defends."
    ford = next(i for i, (_, name, _) in enumerate(dialog.location_rows()) if name == "Ford")
    _click_tick(qtbot, dialog, ford)
    assert dialog.location_rows()[ford][0] is False and dialog.locations_note.text() == "10 locations ticked"
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, LEFT)
    assert not dialog.isVisible()

    battle = window.session.battle
    assert battle.mission is not None
    assert (battle.mission.kind, battle.mission.attacker, battle.mission.defender) == (Mission.DELAY, "allies", "axis")
    assert len(battle.vp_locations) == 10 and "f1" not in {v.piece for v in battle.vp_locations}
    # On the board: a flag at each location, the values beside it.
    markers = window.scene.scenario.markers
    assert len(markers) == 10 and "70 / 50–70" in {m.label for m in markers}
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("Mission: Delay Mission; 181st Tank Brigade attacks, Kampfgruppe Peiper defends; 10 victory point")
    )
    # The Briefing dock says the mission given.
    said = briefing.text()
    assert "Laid out by hand; its mission was given with Battle → Mission…." in said
    assert "Defender's mission\nDelay Mission" in said and "Attacker\n181st Tank Brigade" in said
    assert "Point ratio\n3 : 1 (attacker : defender)" in said and "Victory point locations\n10" in said
    # Battle → Score Battle reads a score.
    assert score.isEnabled()
    score.trigger()
    victory = dialogs[-1]
    assert isinstance(victory, VictoryDialog) and victory.scored is not None
    outcome = victory.outcome_label.text()
    assert "Delay Mission" in victory.heading.text()
    # Nothing destroyed, and the Soviets nearer more of the locations' points: the defender meets no condition.
    assert "Victory for the attacker" in outcome and "181st Tank Brigade (attacker, USSR) wins" in outcome
    locations = {row[0]: row for row in victory.location_rows()}
    assert locations["Hill 252.2"][1] == "Kampfgruppe Peiper (defender, Germany)"  # held at the start: Tiger 1 on it
    assert locations["Hill 252.2"][2] == "Kampfgruppe Peiper (defender, Germany)" and locations["Hill 252.2"][5] == "70"
    assert victory.condition_rows()[0][:2] == ["A", "Control a Majority of VP locations"]
    victory.close()

    # Edit → Undo: the battle without a mission, no flags.
    window.undo_stack.undo()
    assert window.session.battle.mission is None and window.session.battle.vp_locations == []
    assert window.scene.scenario.markers == [] and not score.isEnabled()


def test_a_refusal_stays_in_the_dialog(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    feature: ScenarioFeature = window.feature(ScenarioFeature)  # type: ignore[assignment]
    dialog = feature.choose_mission()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.attacker_buttons["axis"], LEFT)
    # The same mission twice: the second is refused, and says why where the player is looking.
    dialog.ok.click()
    again = feature.choose_mission()
    qtbot.mouseClick(again.ok, LEFT)
    assert again.isVisible() and again.refusal.isVisible()
    assert again.refusal.text() == "Refused: the battle has this mission and these locations already (Table VI)"
    # Taking it away.
    qtbot.mouseClick(again.mission_buttons[""], LEFT)
    assert not again.locations.isEnabled()
    qtbot.mouseClick(again.ok, LEFT)
    assert window.session.battle.mission is None and not again.isVisible()


def test_a_location_placed_by_hand_at_a_spot(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    feature: ScenarioFeature = window.feature(ScenarioFeature)  # type: ignore[assignment]
    dialog = feature.choose_mission()
    qtbot.waitExposed(dialog)
    # A crossing of the Prokhorovka road and the brook's track, where no crossroad piece stands.
    dialog.spot_x.setValue(14)
    dialog.spot_y.setValue(20.5)
    qtbot.mouseClick(dialog.add_spot_button, LEFT)
    assert dialog.location_rows()[-1] == (True, "Crossroad", "50 / 25 / 35")
    assert dialog.locations_note.text() == "12 locations ticked"
    qtbot.mouseClick(dialog.ok, LEFT)
    spot = window.session.battle.vp_locations[-1]
    assert (spot.kind.value, spot.piece, spot.at) == ("crossroad", None, (14.0, 20.5))
    assert len(window.scene.scenario.markers) == 12
    # Opened again, the spot is offered, ticked, by the name the battle gives it beside the crossroad piece's.
    reopened = feature.choose_mission()
    rows = reopened.location_rows()
    assert rows[-1] == (True, "Crossroad 2", "50 / 25 / 35") and (True, "Crossroad 1", "50 / 25 / 35") in rows
    # OK on it as it is gives the battle the same mission: nothing to change.
    qtbot.mouseClick(reopened.ok, LEFT)
    assert reopened.refusal.text() == "Refused: the battle has this mission and these locations already (Table VI)"


def test_with_no_counter_on_the_table_the_dialog_says_nobody_holds_a_location(
    qtbot, window: MainWindow, dialogs
) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.session.battle_session import BattleSession

    bare = window.session.battle.model_copy(update={"units": [], "batteries": []})
    window.replace_session(BattleSession(bare, None, window.session.catalogue, window.session.tables))
    dialog = window.feature(ScenarioFeature).choose_mission()  # type: ignore[attr-defined]
    assert dialog.locations_note.text().startswith("11 locations ticked No counter is on the table, so nobody holds")
    assert set(dialog.holders().values()) == {"nobody"}


def test_a_battle_of_the_scenario_system_offers_no_mission_of_its_own(window: MainWindow, tables) -> None:
    feature: ScenarioFeature = window.feature(ScenarioFeature)  # type: ignore[assignment]
    assert feature.mission_action.isEnabled()
    made = random_battle(ScenarioChoices(), TableOptions(), tables, seed=3)
    assert feature.open_random_battle(made)
    assert not feature.mission_action.isEnabled()


def test_a_german_player_reads_the_dialog_in_german(german, qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    feature: ScenarioFeature = window.feature(ScenarioFeature)  # type: ignore[assignment]
    dialog = feature.choose_mission()
    assert dialog.windowTitle() == "Auftrag"
    assert dialog.mission_buttons[Mission.HOLDING_ACTION.value].text() == "Halteauftrag, Punkte 3:2"
    assert dialog.locations_note.text() == "11 Orte angekreuzt"
    rows = dialog.location_rows()
    assert (True, "Furt", "60 / 30 / 40") in rows and (True, "Straßenausgang", "30 / 20 / 50") in rows
