"""Laying out the table and stepping through the sequence of play, in the window and on the command line, leave
the same battle file: the window's action, taken again by ``morefire act`` from the same start, gives the same
state, log and record."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.table_image import TableImageFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions import action_data
from morefire_gui.model.actions.table import ChangeSettings, ChangeTerrain, SetTableImage
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.session.battle_session import BattleSession
from tests.equivalence import assert_same_battle, cli_json
from tests.gui.conftest import to_view
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file
from tests.gui.test_board_tools import drag
from tests.session.battles import square

LEFT = Qt.MouseButton.LeftButton


def _place_unit(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.tools["place"].choose("pz4h", "axis")  # type: ignore[attr-defined]
    window.set_tool("place")
    window.tools["place"].choose("pz4h", "axis")  # type: ignore[attr-defined]
    qtbot.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, 50.0, 4.0))


def _move_counter(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    at = window.session.battle.unit("ge9").at
    drag(qtbot, window, at, (at[0] + 3.0, at[1] + 1.0))


def _turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    at = window.session.battle.unit("ge9").at
    qtbot.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, *at))
    qtbot.keyClick(window.view, Qt.Key.Key_E)


def _delete(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    at = window.session.battle.unit("ge9").at
    qtbot.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, *at))
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)


def _draw_woods(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("terrain")
    window.tools["terrain"].set_draw_kind(TerrainKind.WOODS)  # type: ignore[attr-defined]
    vp = window.view.viewport()
    for point in ((60.0, 2.0), (66.0, 2.0), (66.0, 6.0)):
        qtbot.mouseClick(vp, LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, *point))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def _next_step(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)


def _keep_to_the_sequence(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.sequence_action.trigger()


def _tick_an_actor(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    dock = window.feature(TurnsFeature).dock
    first = next(row[0] for row in dock.actor_rows() if not row[1])  # a vehicle not moved yet
    dock.actor_item(first).setCheckState(0, Qt.CheckState.Checked)
    qtbot.waitUntil(lambda: bool(window.session.battle.actions))  # committed once Qt is done with the ticked item


@pytest.mark.parametrize(
    "take, kind, step",
    [
        (_place_unit, "place_unit", None),
        (_move_counter, "change_units", None),
        (_turn, "change_units", None),
        (_delete, "remove_units", None),
        (_draw_woods, "place_terrain", None),
        (_next_step, "next_step", None),
        (_keep_to_the_sequence, "sequence", None),
        (_tick_an_actor, "mark", "movement.cross_country"),
    ],
)
def test_the_window_and_the_command_line_leave_the_same_file(
    qtbot, window: MainWindow, tmp_path: Path, capsys, take, kind: str, step: str | None
) -> None:  # type: ignore[no-untyped-def]
    if step is not None:  # the battle as a file would have it at that step
        window.session.battle.step = step
        window.feature(TurnsFeature).refresh()
    start = tmp_path / "start.yaml"
    window.session.save(start)
    take(qtbot, window)
    records = window.session.battle.actions
    assert [r.kind for r in records] == [kind], [r.kind for r in records]
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    action = tmp_path / "action.yaml"
    action.write_text(yaml.safe_dump(records[0].action, sort_keys=False), encoding="utf-8")
    data = cli_json("act", start, action, "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None, data
    assert_same_battle(from_window, tmp_path / "cli.yaml")


# -- more of the table, the settings and the sequence: the window's action, and the same action written by hand -----
# Each case lays out its start, takes the action in the window as a player does (the board's viewport, the menus, the
# phase dock's buttons), checks that the window recorded the action a player would write for it, and has
# ``morefire act`` take that hand-written action from the same start: the two files must be the same.


def _menu_action(window: MainWindow, menu_text: str, action_text: str):  # type: ignore[no-untyped-def]
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == menu_text)
    return next(a for a in menu.actions() if a.text() == action_text)


def _hill_up(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    h5 = window.session.battle.piece("h5")
    window.set_tool("terrain")
    qtbot.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, 10.0, 43.0))
    assert window.scene.selected_piece_ids() == ["h5"]
    qtbot.keyClick(window.view, Qt.Key.Key_Plus)
    return action_data(ChangeTerrain(pieces=(h5.model_copy(update={"level": 2}),), text="Hill level up"))


def _drag_hill(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    window.set_tool("terrain")
    drag(qtbot, window, (10.0, 43.0), (12.0, 44.0))
    moved = window.session.battle.piece("h5")
    assert moved.polygon[0] == pytest.approx((8.0, 40.0), abs=0.15)  # (6, 39) moved 2 east, 1 south
    return action_data(ChangeTerrain(pieces=(moved,), text="Move Hill"))


def _delete_hill(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    window.set_tool("terrain")
    qtbot.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, 10.0, 43.0))
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.battle.piece("h5") is None
    return {"kind": "remove_terrain", "ids": ["h5"]}


def _campaign(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    before = window.session.battle.settings
    _menu_action(window, "Ru&les", "&Campaign Battle (Damage X, T, E)").trigger()
    assert window.session.battle.settings.campaign
    return action_data(ChangeSettings(settings=before.model_copy(update={"campaign": True}), text="Campaign battle on"))


def _table_image(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog

    from tests.gui.test_table_image_gui import click_image, photo

    image = photo(folder / "photos" / "table.png")
    original = QFileDialog.getOpenFileName
    QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: (str(image), ""))  # type: ignore[method-assign]
    try:
        feature = window.feature(TableImageFeature)
        feature.action.trigger()  # type: ignore[attr-defined]
        dialog = feature.dialog  # type: ignore[attr-defined]
        qtbot.mouseClick(dialog.choose, LEFT)
    finally:
        QFileDialog.getOpenFileName = original  # type: ignore[method-assign]
    click_image(qtbot, dialog, 10, 10)
    click_image(qtbot, dialog, 730, 10)
    dialog.distance.setValue(72)
    qtbot.mouseClick(dialog.set_button, LEFT)
    spec = window.session.battle.table_image
    assert spec is not None and spec.path == "photos/table.png" and spec.calibration.distance == 72
    return action_data(SetTableImage(image=spec))


def _step_back(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.feature(TurnsFeature).dock.back_button, LEFT)
    assert window.session.battle.step == "movement.road"
    return {"kind": "step_back"}


def _activation(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    dock = window.feature(TurnsFeature).dock
    tree = dock.coming
    row = next(i for i in range(tree.topLevelItemCount()) if "activation" in tree.topLevelItem(i).text(1).lower())
    item = tree.topLevelItem(row)
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    assert "not rolled yet" in item.text(1)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=rect.center())  # the first click of the double-click
    qtbot.mouseDClick(tree.viewport(), LEFT, pos=rect.center())
    assert window.session.battle.log[-1].kind == "island_activation"
    return {"kind": "island_activation"}


def _hand_over(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    hot_seat = window.feature(HotSeatFeature)
    axis = next(a for a in hot_seat.view_actions_ if a.data() == "axis")
    axis.trigger()  # Players -> the axis player's view: a hand-over, behind the cover
    qtbot.mouseClick(hot_seat.cover.button, Qt.MouseButton.LeftButton)  # the axis player is ready: the table passes
    assert window.session.battle.at_table == "axis" and window.undo_stack.count() == 0
    return {"kind": "hand_over", "to": "axis"}


def _drop_lost_spots(qtbot, window: MainWindow, folder: Path) -> dict[str, object]:  # type: ignore[no-untyped-def]
    assert window.session.battle.unit("su7").spotted_by == ("ge7",)
    _menu_action(window, "Dire&ct Fire", "&Drop Spots Lost Behind Terrain").trigger()
    assert window.session.battle.unit("su7").spotted_by == ()
    return {"kind": "lost_spots"}


def _at_step(step: str):  # type: ignore[no-untyped-def]
    def prepare(s: BattleSession) -> None:
        s.battle.step = step

    return prepare


def _island_raid(s: BattleSession) -> None:
    """An island battle laid by hand (no briefing), with no naval bombardment: a raid (ISLAND D)."""
    s.battle.briefing = None
    s.battle.settings = s.battle.settings.model_copy(update={"terrain_type": BattlefieldTerrain.ISLAND})


def _spot_behind_woods(s: BattleSession) -> None:
    """An advanced game: su7 stands behind a strip of woods that hides it from ge7, which had spotted it."""
    b = s.battle
    b.settings = b.settings.model_copy(update={"advanced": True})
    b.terrain.append(TerrainPiece.model_validate({"id": "wall", "kind": "woods", "polygon": square(50, 24, 59, 26)}))
    i = b.unit_index("su7")
    b.units[i] = b.units[i].model_copy(update={"at": (56.0, 28.0), "spotted_by": ("ge7",)})


@pytest.mark.parametrize(
    "prepare, take",
    [
        (None, _hill_up),
        (None, _drag_hill),
        (None, _delete_hill),
        (None, _campaign),
        (None, _table_image),
        (_at_step("movement.cross_country"), _step_back),
        (_island_raid, _activation),
        (None, _hand_over),
        (_spot_behind_woods, _drop_lost_spots),
    ],
)
def test_the_window_and_a_written_action_leave_the_same_file(
    qtbot, open_window, demo_path: Path, tmp_path: Path, capsys, prepare, take
) -> None:  # type: ignore[no-untyped-def]
    session = BattleSession.open(demo_path)
    session.battle.dice_seed = 4711  # the window and the command roll the same faces
    if prepare is not None:
        prepare(session)
    start = session.save(tmp_path / "start.yaml")
    window = open_window(start)
    expected = take(qtbot, window, tmp_path)
    records = window.session.battle.actions
    assert [r.action for r in records] == [expected]
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    action = tmp_path / "action.yaml"
    action.write_text(yaml.safe_dump(expected, sort_keys=False), encoding="utf-8")
    data = cli_json("act", start, action, "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["kind"] == expected["kind"], data
    assert_same_battle(from_window, tmp_path / "cli.yaml")
