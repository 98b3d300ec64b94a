"""A battle laid by hand and saved before ``stands_for`` holds its isolated farms as villages named "Farm" (Terrain and
Weather Definitions: STEPPES' "a few villages or farms"). Opened in the window they are the farms they were: Placement
Complete counts them, the details panel says what the piece stands for, and its properties show *An isolated farm*
ticked. Clearing the box makes it a village for good: the file says so (``stands_for: village``), and opened again it
is still a village."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import save_battle
from morefire_gui.model.terms import StandsFor
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import to_view
from tests.gui.test_a_farm_marked_in_its_properties import (
    details_say_a_farm,
    dialogs,
    placement_completes,
    placement_lacks_a_farm,
    steppes_by_hand,
)

__all__ = ["dialogs"]  # the piece's properties and Placement Complete played by the test

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def saved_before_the_key(window: MainWindow, path: Path) -> Path:
    """A STEPPES table laid by hand in winter: a road, two rough areas, the village of Dorf and a farm named "Farm",
    saved as a version before ``stands_for`` saved it (no such key in the file)."""
    save_battle(steppes_by_hand(window, "Farm"), path)
    assert "stands_for" not in path.read_text(encoding="utf-8")
    return path


def _open(window: MainWindow, path: Path) -> None:
    window.replace_session(BattleSession.open(path))
    window.undo_stack.setClean()


def test_a_farm_saved_before_the_key_completes_the_placement(
    qtbot, window: MainWindow, dialogs, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    plays, _ = dialogs
    path = saved_before_the_key(window, tmp_path / "steppes.yaml")
    before = path.read_text(encoding="utf-8")
    _open(window, path)
    details_say_a_farm(qtbot, window)
    placement_completes(qtbot, window, plays)
    assert path.read_text(encoding="utf-8") == before  # opening and playing on do not rewrite the file


def test_a_farm_saved_before_the_key_cleared_is_a_village_for_good(
    qtbot, window: MainWindow, dialogs, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    plays, _ = dialogs
    path = saved_before_the_key(window, tmp_path / "steppes.yaml")
    _open(window, path)

    def clear_the_farm(dialog: PiecePropertiesDialog) -> None:
        assert dialog.windowTitle() == "Farm (village)"
        assert dialog.farm.isVisibleTo(dialog) and dialog.farm.isChecked()  # as it is counted
        qtbot.mouseClick(dialog.farm, LEFT, pos=QPoint(6, dialog.farm.height() // 2))  # on its box
        assert not dialog.farm.isChecked()
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    plays.append(clear_the_farm)
    window.set_tool("terrain")
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, 53.0, 13.0))  # in the farm
    piece = window.session.battle.piece("v2")
    assert piece is not None and piece.stands_for is StandsFor.VILLAGE and piece.name == "Farm"
    window.set_tool("select")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 53.0, 13.0))  # the village selected
    assert "Stands for\na village, not a farm" in window.details.view.toPlainText(), window.details.view.toPlainText()
    window.session.save(path)
    assert "stands_for: village" in path.read_text(encoding="utf-8")
    _open(window, path)
    placement_lacks_a_farm(window, plays)
    assert all(r.action["kind"] != "placement_complete" for r in window.session.battle.actions)
