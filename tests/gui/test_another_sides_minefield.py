"""Hot seat: with the table handed to the Allies, the Allied player finds Kampfgruppe Peiper's minefield marked on the
board (3.6: hasty) but cannot lift, move or change it: its right click offers nothing of it, a drag and Delete with the
Terrain tool and a double-click on it are refused by the session in the status bar, and the minefield stays where it
was laid. The Allies' own minefield is offered and lifted; the umpire's view offers both."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import MineType, TerrainKind
from morefire_gui.session.edits import AddTerrain
from tests.gui.conftest import to_view
from tests.gui.test_action_equivalence_movement import drag
from tests.gui.test_counter_properties import right_click, texts

AXIS_AT, ALLIED_AT = (64.0, 24.0), (64.0, 34.0)
REFUSED = (
    "Refused: Minefield is a minefield of Kampfgruppe Peiper, and the table is with 181st Tank Brigade: a player "
    "moves, changes and takes away only the minefields of their own side (Players → Hand Over gives Kampfgruppe "
    "Peiper the table) (Hidden information)"
)


def field(piece_id: str, owner: str, at: tuple[float, float]) -> TerrainPiece:
    x, y = at
    square = ((x - 2, y - 1), (x + 2, y - 1), (x + 2, y + 1), (x - 2, y + 1))
    return TerrainPiece(id=piece_id, kind=TerrainKind.MINEFIELD, mines=MineType.AP, owner=owner, polygon=square)


def laid(window: MainWindow, viewer: str | None) -> MainWindow:
    window.session.apply(AddTerrain(field("axmf1", "axis", AXIS_AT)))
    window.session.apply(AddTerrain(field("almf1", "allies", ALLIED_AT)))
    window.undo_stack.setClean()
    if viewer is not None:
        window.feature(HotSeatFeature).set_viewer(viewer)
    window.set_tool("terrain")
    return window


def said(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_the_other_sides_minefield_is_refused_to_every_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = laid(window, "allies")
    before = w.session.battle.piece("axmf1")
    assert texts(right_click(qtbot, w, AXIS_AT)) == ["Zoom In", "Zoom Out", "Fit Table"]  # nothing of the field
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(w, *AXIS_AT))
    assert w.scene.selected_piece_ids() == ["axmf1"]
    w.statusBar().clearMessage()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Delete)
    assert said(w) == REFUSED, said(w)
    w.statusBar().clearMessage()
    drag(qtbot, w, AXIS_AT, (60.0, 20.0))
    assert said(w) == REFUSED, said(w)
    w.statusBar().clearMessage()
    qtbot.mouseDClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(w, *AXIS_AT)
    )
    assert said(w) == REFUSED, said(w)  # its Properties are not opened
    assert w.session.battle.piece("axmf1") == before
    assert [r.kind for r in w.session.battle.actions] == ["hand_over"]
    # The Allies' own minefield: offered, and lifted.
    assert texts(right_click(qtbot, w, ALLIED_AT)) == ["Properties…", "Delete"]
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Escape)
    qtbot.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(w, *ALLIED_AT)
    )
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Delete)
    assert w.session.battle.piece("almf1") is None


def test_the_umpire_is_offered_every_minefield(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = laid(window, None)
    assert texts(right_click(qtbot, w, AXIS_AT)) == ["Properties…", "Delete"]
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Escape)
    assert texts(right_click(qtbot, w, ALLIED_AT)) == ["Properties…", "Delete"]
