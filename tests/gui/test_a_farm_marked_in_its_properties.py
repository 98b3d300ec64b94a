"""A village the players lay by hand is an isolated farm when they mark it so in its properties (Terrain and Weather
Definitions: STEPPES' "a few villages or farms", FARMLAND's "several isolated farms"): Placement Complete counts it as
a farm whatever its name, and the details panel says what it stands for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
from morefire_gui.gui.dialogs.placement import PlacementDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.model.terms import StandsFor
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission, Season, TerrainType
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.conftest import to_view
from tests.gui.test_placement_counts_gui import _menu_placement, _ok, _square

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _steppes_by_hand(window: MainWindow) -> None:
    """A STEPPES table laid by hand in winter (no crops): a road, two rough areas, the village of Dorf, and Hof Müller,
    a farm the players have not yet marked as one."""
    battle = steppes_by_hand(window, "Hof Müller")
    window.replace_session(BattleSession(battle, None, window.session.catalogue, window.session.tables))


def steppes_by_hand(window: MainWindow, farm_name: str) -> Battle:
    """A STEPPES battle in winter (no crops) with its table laid by hand: a road, two rough areas, the village of Dorf
    and a village named ``farm_name``, neither marked as a farm."""
    made = random_battle(
        ScenarioChoices(mission=Mission.HOLDING_ACTION, terrain=TerrainType.STEPPES, season=Season.WINTER),
        TableOptions(),
        window.session.tables,
        seed=8,
        by_hand=True,
    )
    made.battle.terrain += [
        TerrainPiece.model_validate({"id": "road1", "kind": "road", "line": [[0, 34], [72, 34]], "width": 1}),
        _square("r1", "rough", 4, 4),
        _square("w1", "woods", 12, 4),
        _square("v1", "village", 30, 10, 6, name="Dorf"),
        _square("v2", "village", 50, 10, 6, name=farm_name),
    ]
    return made.battle


@pytest.fixture
def dialogs(monkeypatch, qtbot):  # type: ignore[no-untyped-def]
    """The piece's properties and Placement Complete: the test plays the player at each instead of its modal loop."""
    plays: list = []  # type: ignore[type-arg]
    seen: list[str] = []

    def exec_(self) -> int:  # type: ignore[no-untyped-def]
        seen.append(type(self).__name__)
        self.show()
        qtbot.waitExposed(self)
        plays.pop(0)(self)
        return self.result()

    monkeypatch.setattr(PiecePropertiesDialog, "exec", exec_)
    monkeypatch.setattr(PlacementDialog, "exec", exec_)
    return plays, seen


def test_a_village_marked_as_a_farm_counts_as_one_whatever_its_name(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    plays, seen = dialogs
    _steppes_by_hand(window)
    placement_lacks_a_farm(window, plays)

    def mark_it_a_farm(dialog: PiecePropertiesDialog) -> None:
        assert dialog.windowTitle() == "Hof Müller (village)"
        assert dialog.farm.isVisibleTo(dialog) and not dialog.farm.isChecked()
        qtbot.mouseClick(dialog.farm, LEFT, pos=QPoint(6, dialog.farm.height() // 2))  # on its box
        assert dialog.farm.isChecked()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    plays.append(mark_it_a_farm)
    window.set_tool("terrain")
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, 53.0, 13.0))  # in Hof Müller
    farm = window.session.battle.piece("v2")
    assert farm is not None and farm.stands_for is StandsFor.FARM and farm.name == "Hof Müller"
    details_say_a_farm(qtbot, window)
    placement_completes(qtbot, window, plays)
    assert seen == ["PlacementDialog", "PiecePropertiesDialog", "PlacementDialog"]


def placement_lacks_a_farm(window: MainWindow, plays: list) -> None:  # type: ignore[type-arg]
    """Placement Complete lists the farm the table lacks, and the player cancels it."""

    def lacks_a_farm(dialog: PlacementDialog) -> None:
        text = dialog.shortfalls.text()
        assert "Steppes: 1 to 2 isolated farms (villages marked as a farm); 0 laid" in text, text
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).click()

    plays.append(lacks_a_farm)
    _menu_placement(window).trigger()


def details_say_a_farm(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The farm (v2) selected, the details panel says it stands for an isolated farm."""
    window.set_tool("select")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 53.0, 13.0))  # the farm selected
    assert "Stands for\nan isolated farm" in window.details.view.toPlainText(), window.details.view.toPlainText()


def placement_completes(qtbot, window: MainWindow, plays: list) -> None:  # type: ignore[no-untyped-def,type-arg]
    """Placement Complete: the table holds what Steppes asks for, and the player presses OK."""

    def holds_it(dialog: PlacementDialog) -> None:
        assert dialog.shortfalls.text() == "The table holds what Steppes asks for."
        qtbot.mouseClick(_ok(dialog), LEFT)

    plays.append(holds_it)
    _menu_placement(window).trigger()
    assert window.session.battle.actions[-1].action == {"kind": "placement_complete", "defender_edge": "north"}


def test_a_piece_that_is_no_village_offers_no_farm(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Only a village can be a farm: a building named "Farm" is a building (and counts as none)."""
    dialog = PiecePropertiesDialog(_square("b1", "building", 2, 2, name="Farm"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.farm.isVisibleTo(dialog)
    assert dialog.edited().stands_for is None
