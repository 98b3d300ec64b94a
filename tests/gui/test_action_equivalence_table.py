"""Laying out the table and stepping through the sequence of play, in the window and on the command line, leave
the same battle file: the window's action, taken again by ``morefire act`` from the same start, gives the same
state, log and record."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import TerrainKind
from tests.equivalence import assert_same_battle, cli_json
from tests.gui.conftest import to_view
from tests.gui.test_board_tools import drag

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
