"""A battle laid by hand and saved before ``stands_for`` holds its isolated farms as villages named "Farm" (Terrain and
Weather Definitions: STEPPES' "a few villages or farms"). Opened in the window they are the farms they were: Placement
Complete counts them, the details panel says what the piece stands for, and its properties show *An isolated farm*
ticked. Clearing the box makes it a village for good: the file says so (``stands_for: village``), and opened again it
is still a village."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
from morefire_gui.gui.dialogs.placement import PlacementDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import save_battle
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import StandsFor
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission, Season, TerrainType
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.conftest import to_view
from tests.gui.test_placement_counts_gui import _menu_placement, _ok, _square

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def saved_before_the_key(window: MainWindow, path: Path) -> Path:
    """A STEPPES table laid by hand in winter: a road, two rough areas, the village of Dorf and a farm named "Farm",
    saved as a version before ``stands_for`` saved it (no such key in the file)."""
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
        _square("v2", "village", 50, 10, 6, name="Farm"),
    ]
    save_battle(made.battle, path)
    assert "stands_for" not in path.read_text(encoding="utf-8")
    return path


@pytest.fixture
def dialogs(monkeypatch, qtbot):  # type: ignore[no-untyped-def]
    """The piece's properties and Placement Complete: the test plays the player at each instead of its modal loop."""
    plays: list = []  # type: ignore[type-arg]

    def exec_(self) -> int:  # type: ignore[no-untyped-def]
        self.show()
        qtbot.waitExposed(self)
        plays.pop(0)(self)
        return self.result()

    monkeypatch.setattr(PiecePropertiesDialog, "exec", exec_)
    monkeypatch.setattr(PlacementDialog, "exec", exec_)
    return plays


def _open(window: MainWindow, path: Path) -> None:
    window.replace_session(BattleSession.open(path))
    window.undo_stack.setClean()


def test_a_farm_saved_before_the_key_completes_the_placement(
    qtbot, window: MainWindow, dialogs, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = saved_before_the_key(window, tmp_path / "steppes.yaml")
    before = path.read_text(encoding="utf-8")
    _open(window, path)
    window.set_tool("select")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 53.0, 13.0))  # the farm selected
    assert "Stands for\nan isolated farm" in window.details.view.toPlainText(), window.details.view.toPlainText()

    def holds_it(dialog: PlacementDialog) -> None:
        assert dialog.shortfalls.text() == "The table holds what Steppes asks for."
        qtbot.mouseClick(_ok(dialog), LEFT)

    dialogs.append(holds_it)
    _menu_placement(window).trigger()
    assert window.session.battle.actions[-1].action == {"kind": "placement_complete", "defender_edge": "north"}
    assert path.read_text(encoding="utf-8") == before  # opening and playing on do not rewrite the file


def test_a_farm_saved_before_the_key_cleared_is_a_village_for_good(
    qtbot, window: MainWindow, dialogs, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = saved_before_the_key(window, tmp_path / "steppes.yaml")
    _open(window, path)

    def clear_the_farm(dialog: PiecePropertiesDialog) -> None:
        assert dialog.windowTitle() == "Farm (village)"
        assert dialog.farm.isVisibleTo(dialog) and dialog.farm.isChecked()  # as it is counted
        qtbot.mouseClick(dialog.farm, LEFT, pos=QPoint(6, dialog.farm.height() // 2))  # on its box
        assert not dialog.farm.isChecked()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    dialogs.append(clear_the_farm)
    window.set_tool("terrain")
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, 53.0, 13.0))  # in the farm
    piece = window.session.battle.piece("v2")
    assert piece is not None and piece.stands_for is StandsFor.VILLAGE and piece.name == "Farm"
    window.session.save(path)
    assert "stands_for: village" in path.read_text(encoding="utf-8")
    _open(window, path)

    def lacks_a_farm(dialog: PlacementDialog) -> None:
        text = dialog.shortfalls.text()
        assert "Steppes: 1 to 2 isolated farms (villages marked as a farm); 0 laid" in text, text
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).click()

    dialogs.append(lacks_a_farm)
    _menu_placement(window).trigger()
    assert all(r.action["kind"] != "placement_complete" for r in window.session.battle.actions)
