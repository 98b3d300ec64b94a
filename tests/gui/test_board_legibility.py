"""The whole table fitted in the window reads like a real table: every counter at least its minimum size on screen,
and no counter, label or victory point flag covering another, on the demo and on a generated battle after Place
Forces. Rectangles are taken from the items the board draws, in viewport pixels."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication
from shapely.geometry import Point

from morefire_gui.cli import main as cli_main
from morefire_gui.gui.board.counter_marks import COUNTER_PX
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, hover

MIN_COUNTER_PX = 18.0  # what a player needs to read a counter's symbol


def viewport_rect(window: MainWindow, item, rect: QRectF) -> QRectF:  # type: ignore[no-untyped-def]
    """An item's rectangle (in its own coordinates) where the viewport shows it, in pixels."""
    return item.deviceTransform(window.view.viewportTransform()).mapRect(rect)


def drawn_marks(window: MainWindow) -> dict[str, QRectF]:
    """Every counter's square, every label shown and every flag, as the viewport shows them."""
    out: dict[str, QRectF] = {}
    for uid, item in window.scene.units.items():
        if not item.isVisible() or not item.square.isVisible():
            continue
        out[f"counter {uid}"] = viewport_rect(window, item.square, item.square.square())
        if item.label.isVisible():
            out[f"label {uid}"] = viewport_rect(window, item.label, item.label.boundingRect())
    layer = window.scene.scenario
    for marker in layer.markers:
        if marker.isVisible() and not marker.gathered:
            out[f"flag {marker.location_id}"] = viewport_rect(window, marker, marker.flag_rect())
            if marker.label_shown:
                out[f"flag label {marker.location_id}"] = viewport_rect(window, marker, marker.label_rect())
    for gathering in layer.gatherings:
        if gathering.isVisible():
            out[f"flags {gathering.location_ids}"] = viewport_rect(window, gathering, gathering.flag_rect())
            if gathering.head.label_shown:
                out[f"flags label {gathering.location_ids}"] = viewport_rect(
                    window, gathering, gathering.head.label_rect()
                )
    return out


def overlaps(marks: dict[str, QRectF]) -> list[tuple[str, str]]:
    keys = sorted(marks)
    return [
        (a, b)
        for i, a in enumerate(keys)
        for b in keys[i + 1 :]
        if marks[a].adjusted(0.5, 0.5, -0.5, -0.5).intersects(marks[b].adjusted(0.5, 0.5, -0.5, -0.5))
    ]


def fitted(qtbot, session: BattleSession, size: tuple[int, int]) -> MainWindow:  # type: ignore[no-untyped-def]
    # Windows closed by the tests before are deleted first: what they do as they go is no part of this test.
    with qtbot.capture_exceptions():
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window = MainWindow(session)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    qtbot.waitUntil(lambda: not window.scene.layout_pending, timeout=3000)  # the layout follows the zoom
    return window


def assert_legible(window: MainWindow) -> dict[str, QRectF]:
    marks = drawn_marks(window)
    counters = {k: r for k, r in marks.items() if k.startswith("counter ")}
    assert counters, "no counter is drawn"
    small = {
        k: (round(r.width(), 1), round(r.height(), 1))
        for k, r in counters.items()
        if min(r.width(), r.height()) < MIN_COUNTER_PX
    }
    assert not small, small
    assert overlaps(marks) == []
    return marks


@pytest.fixture(scope="module")
def placed_battle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated city battle (RAID) after both sides bought and placed their forces from the command line."""
    folder = tmp_path_factory.mktemp("generated")
    start, half, done = folder / "city.yaml", folder / "half.yaml", folder / "placed.yaml"
    for args in (
        (
            "scenario",
            "--theatre",
            "russia",
            "--axis",
            "germany",
            "--allied",
            "ussr",
            "--year",
            "1943",
            "--terrain",
            "city",
            "--special",
            "raid",
            "--attacker",
            "axis",
            "--seed",
            "3",
            "--create",
            start,
        ),
        ("forces", start, "--side", "axis", "--buy", "pz4h:4,R:10,LMG:3,MMG:2", "--place", "--apply", half),
        ("forces", half, "--side", "allies", "--buy", "t34_76_43:1,R:14,MMG:3,LMG:3", "--place", "--apply", done),
    ):
        assert cli_main([str(a) for a in args]) == 0, args
    return done


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1000), (2560, 1440)])
def test_the_demo_fitted_is_legible(qtbot, demo_path: Path, size: tuple[int, int]) -> None:
    window = fitted(qtbot, BattleSession.open(demo_path), size)
    try:
        marks = assert_legible(window)
        # The demo's crowded spots: Tiger 1, the MMG and the hill's level; 2nd Squad and the PaK 40 by a
        # registration point. Each counter is drawn, and each of their labels found a place.
        for uid in ("ge1", "ge2"):
            assert f"counter {uid}" in marks
        assert all(item.label.isVisible() or not item.label_placed for item in window.scene.units.values())
    finally:
        close_quietly(window)


def test_a_generated_battle_after_place_forces_is_legible(qtbot, placed_battle: Path) -> None:
    window = fitted(qtbot, BattleSession.open(placed_battle), (1366, 768))
    try:
        marks = assert_legible(window)
        t = window.session.battle.table
        top_left = QPointF(window.view.mapFromScene(QPointF(0, 0)))
        bottom_right = QPointF(window.view.mapFromScene(QPointF(t.width, t.depth)))
        table = QRectF(top_left, bottom_right).adjusted(-1, -1, 1, 1)
        off = [k for k, r in marks.items() if k.startswith("counter ") and not table.contains(r)]
        assert off == []  # a counter moved to be read stays on the table
    finally:
        close_quietly(window)


def test_a_hidden_label_shows_on_hover_and_a_moved_counter_is_picked_where_it_is_drawn(
    qtbot, battle_of_150: Path
) -> None:
    window = fitted(qtbot, BattleSession.open(battle_of_150), (1366, 768))
    try:
        items = [i for i in window.scene.units.values() if i.isVisible() and i.square.isVisible()]
        hidden = [i for i in items if not i.label_placed]
        assert hidden, "at whole-table zoom some labels have no room (the layout hides them)"
        item = hidden[0]
        assert not item.label.isVisible()
        centre = item.square.mapToScene(QPointF(0, 0))
        hover(window, (centre.x(), centre.y()))
        qtbot.waitUntil(item.label.isVisible, timeout=1000)
        # A counter drawn beside its footprint is clicked where the player sees it.
        moved = next(i for i in items if i.square.shift.manhattanLength() > COUNTER_PX / 2)
        at = moved.square.mapToScene(QPointF(0, 0))
        footprint = window.session.geometry.footprint(moved.unit_id)
        assert not footprint.buffer(window.view.pixels_to_units(6)).contains(Point(at.x(), at.y()))
        window.set_tool("select")
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(at))
        assert window.scene.selected_unit_ids() == [moved.unit_id]
    finally:
        close_quietly(window)


@pytest.fixture(scope="module")
def battle_of_150(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated farmland battle of 150 counters, 75 a side, bought and placed from the command line."""
    folder = tmp_path_factory.mktemp("big")
    start, half, done = folder / "big.yaml", folder / "half.yaml", folder / "placed.yaml"
    for args in (
        (
            "scenario",
            "--theatre",
            "russia",
            "--axis",
            "germany",
            "--allied",
            "ussr",
            "--year",
            "1943",
            "--terrain",
            "farmland",
            "--mission",
            "advance_to_contact",
            "--attacker",
            "axis",
            "--seed",
            "9",
            "--ratio",
            "1:1",
            "--create",
            start,
        ),
        (
            "forces",
            start,
            "--side",
            "axis",
            "--buy",
            "pz4h:15,R:40,LMG:10,MMG:10",
            "--total",
            "20000",
            "--place",
            "--apply",
            half,
        ),
        (
            "forces",
            half,
            "--side",
            "allies",
            "--buy",
            "t34_76_43:15,R:40,LMG:10,MMG:10",
            "--total",
            "20000",
            "--place",
            "--apply",
            done,
        ),
    ):
        assert cli_main([str(a) for a in args]) == 0, args
    return done


@pytest.mark.parametrize("size", [(1366, 768), (2560, 1440)])
def test_a_battle_of_150_counters_fitted_is_legible(qtbot, battle_of_150: Path, size: tuple[int, int]) -> None:
    session = BattleSession.open(battle_of_150)
    assert len(session.battle.units) == 150
    window = fitted(qtbot, session, size)
    try:
        marks = assert_legible(window)
        shown = [k for k in marks if k.startswith("counter ")]
        stacked = [i for i in window.scene.units.values() if i.stacked_on is not None]
        # Every counter is drawn, or stacked under one that says how many it stands for.
        assert len(shown) + len(stacked) == 150
        assert all(window.scene.units[i.stacked_on].stacked > 0 for i in stacked)
    finally:
        close_quietly(window)
