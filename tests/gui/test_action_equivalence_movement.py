"""A move, mounting, dismounting, ski troops and TUNDRA's ice taken in the window and on the command line leave the
same battle file: state, log and record of actions (the battle's own dice roll the same faces for both). And in a
battle kept to the sequence of play, a suppressed unit's move and a move out of its step are refused, with the step
and the rule, from the window and from the command line alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import unit_name
from tests.equivalence import assert_same_battle, cli_json
from tests.gui.conftest import close_quietly, to_view

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier

HEAD = (
    "format: morefire-battle\nversion: 1\ntitle: Equivalence\ntable: {width: 72, depth: 48, unit: in}\n"
    'scale: "1:50"\nsides:\n  - {id: axis, nation: germany, edge: north}\n'
    "  - {id: allies, nation: ussr, edge: south}\n"
)
MINES = "  - {id: m1, kind: minefield, mines: at, polygon: [[20, 18], [22, 18], [22, 19], [20, 19]]}\n"
LAKE = "  - {id: lk, kind: water, polygon: [[20, 30], [22, 30], [22, 40], [20, 40]]}\n"
UNITS = (
    "  - {id: t, side: allies, type: t34_76_43, at: [16, 18.5], facing: 90}\n"
    "  - {id: ht, side: axis, type: sdkfz251, at: [10, 30], facing: 90}\n"
    "  - {id: a, side: axis, type: R, at: [11.5, 30]}\n"
    "  - {id: p, side: axis, type: R, at: [40, 10], riding_on: tr}\n"
    "  - {id: tr, side: axis, type: sdkfz251, at: [40, 10], facing: 90}\n"
)


@pytest.fixture
def opened(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A window on a battle written to a file (the bundled catalogue, as the command line reads it); the start file is
    saved from the window, with the dice seed both go on from."""
    windows: list[MainWindow] = []

    def open_on(terrain: str = MINES, units: str = UNITS, settings: str = "") -> tuple[MainWindow, Path]:
        path = tmp_path / "battle.yaml"
        path.write_text(HEAD + f"terrain:\n{terrain}units:\n{units}" + settings, encoding="utf-8")
        window = MainWindow(BattleSession.open(path))
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit_table()
        start = tmp_path / "start.yaml"
        window.session.save(start)
        window.session.path = None
        windows.append(window)
        return window, start

    yield open_on
    for window in windows:
        close_quietly(window)


def saved(window: MainWindow, path: Path) -> Path:
    window.session.save(path)
    return path


def click(qtbot, window: MainWindow, at, modifier=NONE, button=LEFT) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.view.viewport(), button, modifier, to_view(window, *at))


def drag(qtbot, window: MainWindow, start, end) -> None:  # type: ignore[no-untyped-def]
    viewport = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(viewport, LEFT, NONE, a)
    for i in range(1, 7):
        qtbot.mouseMove(viewport, a + (b - a) * (i / 6))
    qtbot.mouseRelease(viewport, LEFT, NONE, b)


def xy(point) -> str:  # type: ignore[no-untyped-def]
    return f"{point[0]!r},{point[1]!r}"


def test_a_move_through_a_minefield(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened()
    window.set_tool("move")
    drag(qtbot, window, (16, 18.5), (23, 18.5))
    record = window.session.battle.actions[-1].action
    assert record["kind"] == "move" and window.session.battle.log[-1].kind == "move"
    assert [r.die for r in window.session.battle.log[-1].rolls()]  # it rolled in the minefield
    from_window = saved(window, tmp_path / "window.yaml")
    (end,) = record["path"]
    data = cli_json("move", start, "t", "--to", xy(end), "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["minefield_events"]
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_mounting(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened()
    window.set_tool("move")
    click(qtbot, window, (11.5, 30))
    click(qtbot, window, (10, 30), CTRL)
    qtbot.mouseClick(window.feature(MovementFeature).dock.mount_button, LEFT)
    assert window.session.battle.unit("a").riding_on == "ht"
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json("mount", start, "ht", "a", "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["done"] == ["a"]
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_dismounting(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened()
    window.set_tool("move")
    click(qtbot, window, (40, 10))  # the vehicle (its passenger stands for it)
    window.feature(MovementFeature).dismount_action.trigger()
    assert window.session.battle.unit("p").riding_on is None
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json("dismount", start, "p", "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["at"]["p"][0] < 40  # behind the vehicle, which faces east
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_ski_troops(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened(settings="settings: {weather: snow}\n")
    window.set_tool("move")
    click(qtbot, window, (11.5, 30))
    click(qtbot, window, (11.5, 30), button=RIGHT)
    menu = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()][-1]
    next(a for a in menu.actions() if a.text() == "Ski Troops (SNOW)").trigger()
    menu.close()
    assert window.session.battle.unit("a").ski
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json("ski", start, "a", "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["ski"] is True
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_the_ice(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened(terrain=MINES + LAKE, settings="settings: {terrain_type: tundra}\n")
    window.feature(MovementFeature).ice_action.trigger()  # Movement -> Roll the Ice
    assert window.session.battle.piece("lk").ice_holds is not None
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json("ice", start, "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and [i["piece"] for i in data["ice"]] == ["lk"]
    assert_same_battle(from_window, tmp_path / "cli.yaml")


# -- a battle kept to the sequence of play ---------------------------------------------------------------------------

STRICT = "settings: {sequence: strict}\nstep: movement.infantry\n"
SUPPRESSED = "  - {id: j, side: axis, type: R, at: [30, 20], status: [suppressed]}\n  - {id: i, side: axis, type: R, at: [30, 25]}\n"


def test_a_suppressed_unit_moving_is_refused_in_the_window_and_on_the_command_line(  # type: ignore[no-untyped-def]
    qtbot, opened, tmp_path: Path, capsys
) -> None:
    window, start = opened(units=UNITS + SUPPRESSED, settings=STRICT)
    tool = window.tools["move"]
    window.set_tool("move")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, 30, 20))
    for x in (30.3, 30.6, 31):
        qtbot.mouseMove(viewport, to_view(window, x, 20))
    j = unit_name(window.session, "j")
    why = (
        f"{j} cannot move in movement step 6 (infantry movement): suppressed units cannot move until they have "
        "recovered morale (3.5)"
    )
    assert f"{j} cannot move" in tool.label_text() and " ".join(why.split()[:8]) in tool.label_text()
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 31, 20))
    battle = window.session.battle
    assert battle.unit("j").at == (30, 20) and battle.log == [] and battle.actions == []
    assert window.undo_stack.count() == 0 and window.statusBar().currentMessage() == f"Refused: {why}"
    assert why in window.feature(MovementFeature).dock.last_move.toPlainText()
    data = cli_json("move", start, "j", "--to", "31,20", "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] == why and data["rule"] == "3.5" and data["rolls"] == []
    assert_same_battle(saved(window, tmp_path / "window.yaml"), tmp_path / "cli.yaml")


def test_a_move_out_of_its_step_is_refused_with_the_step(
    qtbot,
    opened,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    capsys,
) -> None:
    window, start = opened(units=UNITS + SUPPRESSED, settings="settings: {sequence: strict}\n")
    window.set_tool("move")
    drag(qtbot, window, (30, 25), (31, 25))  # infantry in road movement
    why = "infantry movement is movement step 6 (infantry movement); this is movement step 1 (road movement)"
    assert window.statusBar().currentMessage() == f"Refused: {why} (Sequence of play)"
    assert window.session.battle.unit("i").at == (30, 25)
    data = cli_json("move", start, "i", "--to", "31,25", capsys=capsys)
    assert data["refused"] == why and data["rule"] == "Sequence of play"
