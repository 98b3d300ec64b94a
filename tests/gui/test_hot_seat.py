"""Hidden information in a hot-seat game: each side's view, the hand-over cover, and reveals."""

from __future__ import annotations

import pytest

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import TerrainPiece, Unit
from morefire_gui.model.terms import Status
from morefire_gui.session.edits import AddTerrain, AddUnit, ReplaceUnits


@pytest.fixture
def hidden_window(window: MainWindow) -> MainWindow:
    battle = window.session.battle
    ge11 = battle.unit("ge11")
    window.session.apply(ReplaceUnits((ge11,), (ge11.with_status(Status.HIDDEN),)))
    window.session.apply(AddUnit(Unit(id="fake1", side="axis", type="R", at=(48.0, 24.0),
                                      status=(Status.HIDDEN,), decoy=True)))
    window.session.apply(AddTerrain(TerrainPiece.model_validate(
        {"id": "m9", "kind": "minefield", "mines": "ap", "owner": "axis", "deliberate": True,
         "polygon": [[30, 30], [32, 30], [32, 31], [30, 31]]})))
    window.undo_stack.setClean()
    return window


def roster_ids(window: MainWindow) -> set[str]:
    return set(window.roster._items)


def test_the_allied_view_hides_the_axis_secrets(hidden_window: MainWindow) -> None:
    w = hidden_window
    w.feature(HotSeatFeature).set_viewer("allies")
    scene = w.scene
    # Hidden positions are anonymous markers: no type, no name, no facing, one size.
    for uid in ("ge11", "fake1"):
        item = scene.units[uid]
        assert item.masked and item.label.text() == "?"
        assert "Hidden position" in item.toolTip() and uid not in item.toolTip()
    assert scene.units["ge11"].boundingRect() == scene.units["fake1"].boundingRect()
    assert not scene.units["ge1"].masked
    assert {"ge11", "fake1"}.isdisjoint(roster_ids(w)) and "ge1" in roster_ids(w)
    # The axis's registration points and batteries are not shown; its deliberate minefield is not drawn.
    assert not any(item.isVisible() for (side, _), item in scene.registration_points.items() if side == "axis")
    assert all(item.isVisible() for (side, _), item in scene.registration_points.items() if side == "allies")
    tree = w.feature(ArtilleryFeature).dock.tree
    assert [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())] == ["181st Tank Brigade (ussr)"]
    assert not scene.terrain["m9"].isVisible()
    # Selecting the marker shows nothing about it.
    scene.units["ge11"].setSelected(True)
    assert "Hidden position" in w.details.view.toPlainText() and "1st Squad" not in w.details.view.toPlainText()


def test_the_owner_and_the_umpire_see_everything(hidden_window: MainWindow) -> None:
    w = hidden_window
    feature = w.feature(HotSeatFeature)
    feature.set_viewer("axis")
    assert not w.scene.units["ge11"].masked and {"ge11", "fake1"} <= roster_ids(w)
    assert w.scene.terrain["m9"].isVisible()
    feature.set_viewer(None)
    assert all(item.isVisible() for item in w.scene.registration_points.values())


def test_hand_over_covers_the_window_until_the_next_player_is_ready(qtbot, hidden_window: MainWindow) -> None:
    w = hidden_window
    feature = w.feature(HotSeatFeature)
    feature.set_viewer("axis")
    feature.hand_over.trigger()
    assert feature.cover.isVisible() and "Hand over to 181st Tank Brigade" in feature.cover.message.text()
    assert feature.cover.geometry() == w.rect()
    assert feature.viewer == "axis"  # nothing switches until the next player confirms
    qtbot.mouseClick(feature.cover.button, __import__("PySide6.QtCore", fromlist=["Qt"]).Qt.MouseButton.LeftButton)
    assert not feature.cover.isVisible() and feature.viewer == "allies"
    assert w.scene.units["ge11"].masked


def test_a_revealed_position_shows_itself(hidden_window: MainWindow) -> None:
    from morefire_gui.session.visibility import reveal_edit

    w = hidden_window
    w.feature(HotSeatFeature).set_viewer("allies")
    w.push(reveal_edit(w.session.battle, ["ge11", "fake1"], "fired on"))
    assert not w.scene.units["ge11"].masked and "fake1" not in w.scene.units
    assert "ge11" in roster_ids(w)
    w.undo_action.trigger()
    assert w.scene.units["ge11"].masked and w.scene.units["fake1"].masked
