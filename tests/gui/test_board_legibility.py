"""The whole table fitted in the window reads like a real table: every counter at least its minimum size on screen,
and no counter, label, victory point flag, registration point, hill level, zone caption or range ring's label covering
another, on the demo, on generated battles after Place Forces (an ISLAND landing among them, and twenty battles of
every special) and on a battle of 150 counters. Rectangles are taken from the items the board draws, in viewport
pixels. Counters gathered under another (too close to be drawn apart at the zoom) are truly next to it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication
from shapely.geometry import Point

from morefire_gui.cli import main as cli_main
from morefire_gui.gui.board.board_layout import REGISTRATION_REACH_PX, REGISTRATION_RING_PX, REGISTRATION_TICK_PX
from morefire_gui.gui.board.counter_marks import COUNTER_PX
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, hover
from tests.session.test_forces import PLACED_BATTLES

MIN_COUNTER_PX = 18.0  # what a player needs to read a counter's symbol


def viewport_rect(window: MainWindow, item, rect: QRectF) -> QRectF:  # type: ignore[no-untyped-def]
    """An item's rectangle (in its own coordinates) where the viewport shows it, in pixels."""
    return item.deviceTransform(window.view.viewportTransform()).mapRect(rect)


def drawn_marks(window: MainWindow) -> dict[str, QRectF]:
    """Every mark the board draws over the terrain, as the viewport shows it: each counter's square and label shown,
    each flag (or gathering of flags) and its values, each registration point's crosshair, each word written on the
    ground (a hill's level), each zone's caption and each range ring's label."""
    out: dict[str, QRectF] = {}
    scene, view = window.scene, window.view
    for uid, item in scene.units.items():
        if not item.isVisible() or not item.square.isVisible():
            continue
        out[f"counter {uid}"] = viewport_rect(window, item.square, item.square.square())
        if item.label.isVisible():
            out[f"label {uid}"] = viewport_rect(window, item.label, item.label.boundingRect())
    layer = scene.scenario
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
    for (side, n), point in scene.registration_points.items():
        if point.isVisible():
            # Its ring and the ticks across it, as drawn (a hill's level may stand in a corner between the ticks).
            c = QPointF(view.mapFromScene(point.pos()))
            r, ring, tick = REGISTRATION_REACH_PX, REGISTRATION_RING_PX, REGISTRATION_TICK_PX
            out[f"registration point {side} {n}"] = QRectF(c.x() - ring, c.y() - ring, 2 * ring, 2 * ring)
            out[f"registration point {side} {n} across"] = QRectF(c.x() - r, c.y() - tick, 2 * r, 2 * tick)
            out[f"registration point {side} {n} down"] = QRectF(c.x() - tick, c.y() - r, 2 * tick, 2 * r)
    for piece_id, terrain in scene.terrain.items():
        if not terrain.isVisible():
            continue
        for i, (text, box, _, _) in enumerate(terrain.ground_texts()):
            drawn = QRectF(QPointF(view.mapFromScene(box.topLeft())), QPointF(view.mapFromScene(box.bottomRight())))
            if drawn.width() >= 4:  # too small to read is too small to cover
                out[f"ground {piece_id} {text} {i}"] = drawn
    for i, zone in enumerate(layer.zones):
        if zone.isVisible() and zone.label.isVisible():
            w, h = zone.label.size()
            out[f"zone caption {i}"] = viewport_rect(window, zone.label, QRectF(-w / 2, -h / 2, w, h))
    for overlay in scene.overlays:
        for n, label in enumerate(getattr(overlay, "labels", ())):
            if label.isVisible():
                out[f"ring label {overlay.unit_id} {n}"] = viewport_rect(window, label, label.boundingRect())
    return out


def gathered_apart(window: MainWindow) -> list[str]:
    """Counters gathered under another that stand apart from it at the zoom the board shows: a gathering says that
    counters are next to one another, so each one's place must be within the head's square and a counter's size."""
    out = []
    for uid, item in window.scene.units.items():
        head = item.stacked_on
        if head is None:
            continue
        square = window.scene.units[head].square
        near = viewport_rect(window, square, square.square()).adjusted(-COUNTER_PX, -COUNTER_PX, COUNTER_PX, COUNTER_PX)
        if not near.contains(QPointF(window.view.mapFromScene(item.pos()))):
            out.append(f"{uid} under {head}")
    return out


def overlaps(marks: dict[str, QRectF]) -> list[tuple[str, str]]:
    keys = sorted(marks)
    return [
        (a, b)
        for i, a in enumerate(keys)
        for b in keys[i + 1 :]
        if marks[a].adjusted(0.5, 0.5, -0.5, -0.5).intersects(marks[b].adjusted(0.5, 0.5, -0.5, -0.5))
        and not (a.startswith("registration point") and a.split()[:4] == b.split()[:4])  # a crosshair's ring, ticks
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
    assert gathered_apart(window) == []
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
        # registration point; the 82 mm mortar on the table's edge between two T-34s' names. Each counter is drawn,
        # and each counter's name is shown beside it: slid along a side of it where its own places are taken.
        for uid in ("ge1", "ge2"):
            assert f"counter {uid}" in marks
        unnamed = [
            item.label.text() for item in window.scene.units.values() if item.isVisible() and not item.label.isVisible()
        ]
        assert unnamed == []
        for uid in window.scene.units:
            # Beside its counter, at least at a corner, or a line further out under or over it.
            counter, label = marks[f"counter {uid}"], marks[f"label {uid}"]
            # (The square drawn sits inside the mark laid out, a few pixels in from its sides.)
            reach = label.height() + 6
            assert counter.adjusted(-6, -reach, 6, reach).intersects(label), uid
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
        # A gathering names what it gathers: its head's tooltip says each counter under it.
        for item in stacked:
            assert item.label.text() in window.scene.units[item.stacked_on].toolTip()
    finally:
        close_quietly(window)


@pytest.fixture(scope="module")
def island_battle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated ISLAND battle: the attacker lands its three waves (bought in one purchase, each wave's own), the
    defender deploys, both placed by Place Forces from the command line."""
    from morefire_gui.io.battle_file import load_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables

    folder = tmp_path_factory.mktemp("island")
    start, half, done = folder / "island.yaml", folder / "half.yaml", folder / "placed.yaml"
    assert cli_main(["scenario", "--special", "island", "--seed", "3", "--create", str(start)]) == 0
    mission = load_battle(start, bundled_catalogue(), rule_tables()).mission
    assert mission is not None
    attacker, defender = mission.attacker, mission.defender
    for args in (
        ("forces", start, "--side", attacker, "--buy", "R:8@1,MMG:2@1,R:6@2,LMG:2@2,R:6@3,MMG:1@3", "--place"),
        ("forces", half, "--side", defender, "--buy", "R:12,MMG:3,LMG:2", "--place"),
    ):
        out = half if args[1] == start else done
        assert cli_main([str(a) for a in (*args, "--apply", out)]) == 0, args
    return done


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_an_island_landing_after_place_forces_fitted_is_legible(
    qtbot, island_battle: Path, size: tuple[int, int]
) -> None:
    window = fitted(qtbot, BattleSession.open(island_battle), size)
    try:
        marks = assert_legible(window)
        assert len([k for k in marks if k.startswith("counter ")]) == len(window.session.battle.units) == 42
        assert any(k.startswith("ground ") for k in marks)  # the hills' levels are written, clear of the flags
        assert sum(1 for k in marks if k.startswith("flag")) >= 5
    finally:
        close_quietly(window)


def test_range_rings_labels_and_the_counters_names_keep_clear_of_each_other(qtbot, demo_path: Path) -> None:
    from morefire_gui.gui.features.range_rings import RangeRingsFeature

    window = fitted(qtbot, BattleSession.open(demo_path), (1366, 768))
    try:
        for uid in ("ge3", "su3"):
            window.scene.units[uid].setSelected(True)
        window.feature(RangeRingsFeature).action.trigger()  # View → Range Rings (R)
        qtbot.waitUntil(lambda: not window.scene.layout_pending, timeout=3000)
        marks = assert_legible(window)
        assert sum(1 for k in marks if k.startswith("ring label ")) >= 4
    finally:
        close_quietly(window)


@pytest.mark.parametrize("special, seed", PLACED_BATTLES)
def test_place_forces_reads_with_the_whole_table_in_a_1366_window(qtbot, tmp_path: Path, special, seed) -> None:  # type: ignore[no-untyped-def]
    """Twenty generated battles, every special among them, after Place Forces: with the whole table in a 1366-pixel
    window nothing covers anything, and the formation is drawn as it stands, each counter on its own footprint (the
    formation's pitch is chosen for this window, session/forces/ground.py), save where a flag, a registration point or a
    hill's level is in the way."""
    from morefire_gui.session.forces import BOARD_PIXELS_1366, formation_pitch, place_forces
    from tests.session.test_forces import _big_force, _scenario

    session = _scenario(tmp_path, special, seed)
    placement = place_forces(session, _big_force(session))
    session.apply(placement.edit)
    # The sides whose zone had room for the whole formation (a RAID's landing strip, 100 yards deep, has not).
    full = {side for side, pitch in placement.pitches if pitch >= formation_pitch(session.battle) - 1e-9}
    window = fitted(qtbot, session, (1350, 720))  # a 1366 x 768 screen less the title bar
    try:
        t = session.battle.table
        assert window.view.pixels_per_unit >= min(BOARD_PIXELS_1366[0] / t.width, BOARD_PIXELS_1366[1] / t.depth)
        assert_legible(window)
        items = [i for i in window.scene.units.values() if i.unit.side in full]
        moved = [i.unit_id for i in items if i.stacked_on is not None or i.square.shift.manhattanLength() > 2]
        assert len(moved) <= 0.1 * len(items), moved
    finally:
        close_quietly(window)


def test_a_wave_that_lands_renumbers_the_counters_on_the_board(qtbot, tmp_path: Path) -> None:
    """ISLAND A's waves land on turns 1, 7 and 12. The counters of a wave read as bought counters do, numbered from 1
    (the lone light machine gun landed reads "LMG 1", before the second lands and after); once the second one's wave
    has landed at the end of turn 6, it reads "LMG 2" on the board beside it, without a counter being touched."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.rules.scenario.weather import BattlefieldTerrain

    session = BattleSession.open(demo_battle_path())
    battle = session.battle
    # An island invasion (no mission: either side may land in waves); a battle file refuses a wave elsewhere.
    battle.settings = battle.settings.model_copy(update={"terrain_type": BattlefieldTerrain.ISLAND})
    lmg = next(u for u in battle.units if u.id == "ge12")
    battle.units = [
        u.model_copy(update={"wave": 1}) if u.side == lmg.side and u.riding_on is None else u for u in battle.units
    ]
    battle.units.append(lmg.model_copy(update={"id": "ge99", "wave": 2, "at": (lmg.at[0] + 3, lmg.at[1])}))
    battle.turn, battle.step = 6, "aircraft.arrows"
    path = tmp_path / "waves.yaml"
    session.save(path)
    window = MainWindow(BattleSession.open(path))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    try:
        units = window.scene.units
        # A counter of a wave reads as a bought counter does, numbered from 1 even alone: its number is the same
        # before the next wave lands and after, so it tells nothing of what is coming.
        assert (units["ge12"].short_name, units["ge99"].short_name) == ("LMG 1", "LMG 2")
        qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, Qt.MouseButton.LeftButton)
        assert window.session.battle.turn == 7
        assert (units["ge12"].short_name, units["ge99"].short_name) == ("LMG 1", "LMG 2")
        window.undo_stack.undo()
        assert window.session.battle.turn == 6 and units["ge12"].short_name == "LMG 1"
    finally:
        close_quietly(window)


def test_a_delay_missions_attacker_strip_has_its_caption(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Delay Mission: "The attacker deploys or moves on at his boardedge": a strip along the edge too thin to hold its
    caption still has it on the board, as the defender's zone has "... deploys here", clear of every other mark."""
    battle = tmp_path / "delay.yaml"
    assert cli_main(["scenario", "--mission", "delay", "--seed", "4", "--create", str(battle)]) == 0
    window = fitted(qtbot, BattleSession.open(battle), (1366, 768))
    zones = window.scene.scenario.zones
    strip = next(z for z in zones if z.moves_on)
    assert strip.label.isVisible()
    assert strip.caption == "Axis deploys or moves on at the south edge"
    assert all(z.label.isVisible() for z in zones)
    marks = drawn_marks(window)
    assert overlaps(marks) == []
    # The caption is drawn over its strip, on the table.
    caption = marks[f"zone caption {zones.index(strip)}"]
    drawn = window.view.mapFromScene(strip.path.boundingRect()).boundingRect()
    assert caption.intersects(QRectF(drawn)) and QRectF(window.view.viewport().rect()).contains(caption)
