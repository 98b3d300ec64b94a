"""The board on the stress battle: a measure-drag update (mouse move to repainted label), drawing the whole
board, and the app's start-up to a painted window."""

from __future__ import annotations

import itertools
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.common import Context, Measurement, median_time, milli, p95

DRAG_TARGET_MS = 8.0
DRAG_STEP_PX = 12.0
REACTION_MS = 250.0  # between seeing the window (or its zoom) and pressing the mouse: a quick hand's
STARTUP_DEMO_S = 1.0
STARTUP_STRESS_S = 1.5
CLI_TARGET_S = 0.35
IMAGE_WIDTH = 1600


def compiled_app() -> None:
    """The app's modules compiled to bytecode, as an installed app has them (pip compiles them; the bundle holds
    them), even where PYTHONDONTWRITEBYTECODE keeps Python from writing them: a new process then times the start,
    not the compiling of some 300 modules."""
    import compileall

    import morefire_gui

    compileall.compile_dir(str(Path(morefire_gui.__file__).parent), quiet=1)


def run(ctx: Context) -> list[Measurement]:
    ctx.qt_application()
    compiled_app()
    out = [*_drag(ctx), *_draw(ctx)]
    out += [
        _startup(ctx, ctx.demo_path, "demo battle", STARTUP_DEMO_S),
        _startup(ctx, ctx.stress_path, "stress battle (1,028 pieces)", STARTUP_STRESS_S),
    ]
    out += _command(ctx)
    return out


# -- the measure drag -------------------------------------------------------------------------------------------


def _drag(ctx: Context) -> list[Measurement]:
    """The measure tool dragged across the stress battle in the real window, every move counted: the first sweep
    right after the window is shown, a second sweep, and a sweep right after zooming in."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from morefire_gui.gui.board.scene import ZOOM_SETTLE_MS
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.session.battle_session import BattleSession

    class PaintWatch(QObject):
        """Counts the viewport's paint events and remembers the last painted region."""

        def __init__(self) -> None:
            super().__init__()
            self.count = 0
            self.region = None

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint:
                self.count += 1
                self.region = event.region()
            return False

    session = BattleSession.open(ctx.stress_path)
    window = MainWindow(session)
    window.resize(1500, 950)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.view.fit_table()
    window.set_tool("measure")
    QApplication.processEvents()
    view, viewport = window.view, window.view.viewport()
    label = window.scene.measure.label
    watch = PaintWatch()
    viewport.installEventFilter(watch)
    battle = session.battle
    rng = random.Random(ctx.seed)
    axis = [u for u in battle.units if u.side == battle.sides[0].id]
    allies = [u for u in battle.units if u.side == battle.sides[1].id]

    def sweep_ends(start: tuple[float, float], legs: int) -> list[tuple[float, float]]:
        # The cursor sweeps from the firer to an enemy counter, on to open ground, to another enemy counter and so
        # on, in steps of DRAG_STEP_PX as a hand moves a mouse (the ruler snaps to a counter the cursor is on).
        stops = [start]
        for i in range(legs):
            stops.append(
                rng.choice(allies).at
                if i % 2 == 0
                else (rng.uniform(1, battle.table.width - 1), rng.uniform(1, battle.table.depth - 1))
            )
        ends: list[tuple[float, float]] = []
        step = DRAG_STEP_PX / view.transform().m11()
        for (ax, ay), (bx, by) in itertools.pairwise(stops):
            n = max(1, round(math.hypot(bx - ax, by - ay) / step))
            ends += [(ax + (bx - ax) * k / n, ay + (by - ay) * k / n) for k in range(1, n + 1)]
        return ends

    def mouse(kind: QEvent.Type, at: tuple[float, float], button: Qt.MouseButton) -> None:
        pos = QPointF(view.mapFromScene(QPointF(*at)))
        event = QMouseEvent(
            kind,
            pos,
            QPointF(viewport.mapToGlobal(pos)),
            button,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)

    def settle() -> None:
        for _ in range(3):
            QApplication.processEvents()

    painted = [0, 0]
    loop = QEventLoop()
    areas: list[float] = []
    viewport_area = viewport.width() * viewport.height()

    presses: list[float] = []

    def sweep(legs: int) -> list[float]:
        start = rng.choice(axis).at
        ends = sweep_ends(start, legs)
        # The press that starts the ruler is timed as a move is (the first after opening used to build the terrain
        # index then: the window now builds it while it waits for the first input).
        before = watch.count
        t0 = time.perf_counter()
        mouse(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
        deadline = t0 + 5.0
        while watch.count == before and time.perf_counter() < deadline:
            if not loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents):
                break
        presses.append(time.perf_counter() - t0)
        times = [presses[-1]]
        settle()
        for end in ends:
            before = watch.count
            t0 = time.perf_counter()
            mouse(QEvent.Type.MouseMove, end, Qt.MouseButton.NoButton)
            deadline = t0 + 5.0
            # Until the viewport has painted, or the window has nothing left to do for this move (the cursor moved
            # within the counter the ruler snaps to: nothing changes, nothing is painted).
            while watch.count == before and time.perf_counter() < deadline:
                if not loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents):
                    break
            times.append(time.perf_counter() - t0)
            if watch.region is not None:
                areas.append(sum(r.width() * r.height() for r in watch.region) / viewport_area)
            shown = label.deviceTransform(view.viewportTransform()).mapRect(label.boundingRect()).toAlignedRect()
            painted[1] += 1
            if watch.region is not None and watch.region.intersects(shown) and label.text() != "":
                painted[0] += 1
            settle()
        mouse(QEvent.Type.MouseButtonRelease, ends[-1], Qt.MouseButton.LeftButton)
        settle()
        return times

    def until_painted(wait_ms: float) -> None:
        """What a hand cannot beat: the window paints what it was last asked to show and does what it left for the
        moment it has nothing else to do (the terrain index; after a zoom, the counters laid out for it,
        ZOOM_SETTLE_MS after the last step) before the hand that saw it can press: ``wait_ms``, a reaction time."""
        before = watch.count
        deadline = time.perf_counter() + 5.0
        settled = time.perf_counter() + wait_ms / 1000
        while time.perf_counter() < deadline and (watch.count == before or time.perf_counter() < settled):
            QApplication.processEvents()
        settle()

    legs = ctx.repeats(4, 2)
    viewport.update()
    until_painted(REACTION_MS)
    first = sweep(legs)  # right after the window is shown: nothing warmed up
    second = sweep(legs)
    view.zoom_by(1.6, at=QPointF(viewport.rect().center()))
    until_painted(max(REACTION_MS, ZOOM_SETTLE_MS * 1.5))
    zoomed = sweep(legs)
    viewport.removeEventFilter(watch)
    _dispose(window)
    every = first + second + zoomed
    worst = milli(p95(every))

    def figures(times: list[float]) -> str:
        return f"median {milli(statistics.median(times)):.1f}, p95 {milli(p95(times)):.1f} ms"

    return [
        Measurement(
            "measure drag: mouse move to repainted label, p95",
            worst,
            "ms",
            f"≤ {DRAG_TARGET_MS:g} ms",
            worst <= DRAG_TARGET_MS,
            f"every one of {len(every)} mouse presses and moves ({DRAG_STEP_PX:g} px apart) of a ruler from a counter "
            f"sweeping the stress battle in the 1500 x 950 window, none left out (the presses "
            f"{', '.join(f'{milli(p):.1f}' for p in presses)} ms): the first sweep after "
            f"the window is shown ({len(first)} moves) {figures(first)}; a second sweep {figures(second)}; "
            f"the first sweep after zooming in 1.6x {figures(zoomed)}; slowest "
            f"{milli(max(every)):.1f} ms; repainted area {100 * statistics.median(areas):.0f}% of the "
            f"viewport (median); the label was in the repainted region {painted[0]} of {painted[1]} times",
        ),
        Measurement(
            "measure drag: mouse move to repainted label, median",
            milli(statistics.median(every)),
            "ms",
            "",
            None,
            "the same moves",
        ),
    ]


def _dispose(window) -> None:  # type: ignore[no-untyped-def]
    """Put a benchmark's window away without closing it: closing asks about unsaved changes (the measured
    lines are logged) and stores the window's state."""
    from PySide6.QtWidgets import QApplication

    window.hide()
    window.scene.detach()
    window.deleteLater()
    for _ in range(3):
        QApplication.processEvents()


# -- drawing the whole board ----------------------------------------------------------------------------------


def _draw(ctx: Context) -> list[Measurement]:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QGraphicsItem

    from morefire_gui.gui.board.scene import BoardScene
    from morefire_gui.gui.main_window import MainWindow

    session = ctx.session
    scene = BoardScene(session)
    scene.measure.setVisible(False)
    scene.measure.label.setVisible(False)
    for item in scene.items():  # as an export draws it (morefire_gui/gui/render.py): every piece painted
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    table = scene.table_rect()
    margin = max(table.width(), table.height()) * 0.03
    source = table.adjusted(-margin, -margin, margin, margin)
    height = round(IMAGE_WIDTH * source.height() / source.width())
    image = QImage(IMAGE_WIDTH, height, QImage.Format.Format_ARGB32)

    def draw() -> None:
        image.fill(QColor("#6b6b6b"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        scene.render(painter, QRectF(0, 0, IMAGE_WIDTH, height), source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()

    repeat = ctx.repeats(7, 2)
    t_image = median_time(draw, repeat=repeat, warmup=1)
    items = len(scene.items())
    image.save(str(ctx.workdir / "stress.png"))
    scene.detach()

    # The same board in the window, at "fit table": painted the first time (every piece painted into its
    # pixmap), and again (what scrolling or a dock resize costs).
    window = MainWindow(ctx.session)
    window.resize(1500, 950)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.view.fit_table()
    QApplication.processEvents()
    viewport = window.view.viewport()

    def first_paint() -> None:
        QPixmapCache.clear()  # as on opening a battle or zooming: no piece has its pixmap yet
        viewport.repaint()

    t_first = median_time(first_paint, repeat=repeat, warmup=1)
    t_view = median_time(viewport.repaint, repeat=repeat, warmup=1)
    size = f"{viewport.width()} x {viewport.height()}"
    _dispose(window)
    return [
        Measurement(
            "draw the whole board into an image",
            milli(t_image),
            "ms",
            "",
            None,
            f"{IMAGE_WIDTH} x {height} px QImage, antialiased, {items} scene items; median of {repeat}",
        ),
        Measurement(
            "paint the whole board in the window, first time",
            milli(t_first),
            "ms",
            "",
            None,
            f"viewport {size} px at fit-to-table, every piece painted and cached; median of {repeat}",
        ),
        Measurement(
            "repaint the whole board in the window, cached",
            milli(t_view),
            "ms",
            "",
            None,
            f"viewport {size} px at fit-to-table, pieces drawn from their pixmaps; median of {repeat}",
        ),
    ]


# -- start-up ---------------------------------------------------------------------------------------------------


def morefire_command() -> list[str]:
    """The installed ``morefire`` console script next to this Python, or the same entry point through it."""
    script = Path(sys.executable).with_name("morefire")
    if script.exists():
        return [str(script)]
    found = shutil.which("morefire")
    if found:
        return [found]
    return [sys.executable, "-c", "import sys; from morefire_gui.cli import main; sys.exit(main())"]


def _startup(ctx: Context, battle: Path, label: str, target: float) -> Measurement:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = str(ctx.workdir / "xdg")  # the window's saved state stays in the scratch folder
    command = [*morefire_command(), "gui", str(battle), "--exit-after-show"]
    times = []
    runs = ctx.repeats(5, 2)
    cold = None
    for i in range(runs + 1):  # the first run warms the disk cache (and the app's data cache) and is not counted
        start = time.perf_counter()
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        assert proc.stdout is not None
        shown = None
        for line in proc.stdout:
            if line.startswith("window shown"):
                shown = time.perf_counter() - start
                break
        _, err = proc.communicate(timeout=60)
        if shown is None:
            raise RuntimeError(
                f"{' '.join(command)} never printed 'window shown' (exit {proc.returncode}): {err.strip()[-500:]}"
            )
        if i:
            times.append(shown)
        else:
            cold = shown
    s = statistics.median(times)
    return Measurement(
        f"start-up to a shown window, {label}",
        s,
        "s",
        f"≤ {target:g} s",
        s <= target,
        f"`morefire gui {battle.name} --exit-after-show` from spawn to 'window shown'; "
        f"median of {runs}, p95 {p95(times):.2f} s, after a first run of {cold:.2f} s",
    )


def _command(ctx: Context) -> list[Measurement]:
    """``morefire los`` on the demo battle as a new process, against Python importing yaml and shapely."""
    env = dict(os.environ)
    env["XDG_CONFIG_HOME"] = str(ctx.workdir / "xdg")
    command = [*morefire_command(), "los", str(ctx.demo_path), "ge1", "su3"]
    floor = [sys.executable, "-c", "import yaml, shapely"]
    runs = ctx.repeats(7, 3)
    times: dict[str, list[float]] = {"los": [], "floor": []}
    cold: dict[str, float] = {}
    for i in range(runs + 1):
        for name, argv in (("los", command), ("floor", floor)):
            t0 = time.perf_counter()
            subprocess.run(argv, env=env, check=True, capture_output=True)
            took = time.perf_counter() - t0
            if i:
                times[name].append(took)
            else:
                cold[name] = took
    s, f = statistics.median(times["los"]), statistics.median(times["floor"])
    return [
        Measurement(
            "one command: morefire los on the demo battle",
            s,
            "s",
            f"≤ {CLI_TARGET_S:g} s",
            s <= CLI_TARGET_S,
            f"spawn to exit, median of {runs} (p95 {p95(times['los']):.2f} s); the first run, cold (this "
            f"command's modules not yet read in this run), {cold['los']:.2f} s; in the same run `python -c 'import "
            f"yaml, shapely'` takes {f:.2f} s ({s / f:.1f}x of it; its first run {cold['floor']:.2f} s)",
        )
    ]
