"""The board on the stress battle: a measure-drag update (mouse move to repainted label), drawing the whole
board, and the app's start-up to a painted window."""

from __future__ import annotations

import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.common import Context, Measurement, median_time, milli

DRAG_TARGET_MS = 8.0
DRAG_STEP_PX = 12.0
STARTUP_TARGET_S = 2.0
IMAGE_WIDTH = 1600


def run(ctx: Context) -> list[Measurement]:
    ctx.qt_application()
    out = [_drag(ctx), *_draw(ctx)]
    out += [_startup(ctx, ctx.demo_path, "demo battle"), _startup(ctx, ctx.stress_path, "stress battle")]
    return out


# -- the measure drag -------------------------------------------------------------------------------------------

def _drag(ctx: Context) -> Measurement:
    from PySide6.QtCore import QEvent, QObject, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.session.battle_session import BattleSession

    class PaintWatch(QObject):
        """Counts the viewport's paint events and remembers the last painted region."""

        def __init__(self) -> None:
            super().__init__()
            self.count = 0
            self.region = None

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]  # noqa: N802
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
    start = rng.choice(axis).at
    # The drag: the cursor sweeps from the firer to an enemy counter, on to open ground, to another enemy
    # counter and so on, in steps of DRAG_STEP_PX as a hand moves a mouse (the ruler snaps to a counter
    # when the cursor is on one).
    stops = [start]
    for i in range(ctx.repeats(6, 2)):
        stops.append(rng.choice(allies).at if i % 2 == 0 else (rng.uniform(1, battle.table.width - 1),
                                                               rng.uniform(1, battle.table.depth - 1)))
    ends: list[tuple[float, float]] = []
    step = DRAG_STEP_PX / view.transform().m11()
    for (ax, ay), (bx, by) in zip(stops[:-1], stops[1:]):
        n = max(1, round(math.hypot(bx - ax, by - ay) / step))
        ends += [(ax + (bx - ax) * k / n, ay + (by - ay) * k / n) for k in range(1, n + 1)]

    def mouse(kind: QEvent.Type, at: tuple[float, float], button: Qt.MouseButton) -> None:
        pos = QPointF(view.mapFromScene(QPointF(*at)))
        event = QMouseEvent(kind, pos, QPointF(viewport.mapToGlobal(pos)), button, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    def settle() -> None:
        for _ in range(3):
            QApplication.processEvents()

    mouse(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    settle()
    times: list[float] = []
    areas: list[float] = []
    labels_painted = 0
    viewport_area = viewport.width() * viewport.height()
    for i, end in enumerate(ends):
        before = watch.count
        t0 = time.perf_counter()
        mouse(QEvent.Type.MouseMove, end, Qt.MouseButton.NoButton)
        deadline = t0 + 5.0
        while watch.count == before and time.perf_counter() < deadline:
            QApplication.processEvents()
        elapsed = time.perf_counter() - t0
        if i >= 5:  # the first moves warm up (lazy imports, font caches)
            times.append(elapsed)
            if watch.region is not None:
                areas.append(sum(r.width() * r.height() for r in watch.region) / viewport_area)
        shown = label.deviceTransform(view.viewportTransform()).mapRect(label.boundingRect()).toAlignedRect()
        if watch.region is not None and watch.region.intersects(shown) and label.text() != "":
            labels_painted += 1
        settle()
    mouse(QEvent.Type.MouseButtonRelease, ends[-1], Qt.MouseButton.LeftButton)
    settle()
    viewport.removeEventFilter(watch)
    _dispose(window)
    ms = milli(statistics.median(times))
    worst = milli(max(times))
    return Measurement("measure drag: mouse move to repainted label", ms, "ms", f"≤ {DRAG_TARGET_MS:g} ms",
                       ms <= DRAG_TARGET_MS,
                       f"median of {len(times)} mouse moves ({DRAG_STEP_PX:g} px apart) of a ruler from a "
                       f"counter, sweeping the whole table (1500 x 950 window, fit to table), slowest "
                       f"{worst:.1f} ms; repainted area {100 * statistics.median(areas):.0f}% of the board's "
                       f"viewport (median); the label was in the repainted region {labels_painted} of "
                       f"{len(ends)} times")


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
        Measurement("draw the whole board into an image", milli(t_image), "ms", "", None,
                    f"{IMAGE_WIDTH} x {height} px QImage, antialiased, {items} scene items; median of {repeat}"),
        Measurement("paint the whole board in the window, first time", milli(t_first), "ms", "", None,
                    f"viewport {size} px at fit-to-table, every piece painted and cached; median of {repeat}"),
        Measurement("repaint the whole board in the window, cached", milli(t_view), "ms", "", None,
                    f"viewport {size} px at fit-to-table, pieces drawn from their pixmaps; median of {repeat}"),
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


def _startup(ctx: Context, battle: Path, label: str) -> Measurement:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = str(ctx.workdir / "xdg")  # the window's saved state stays in the scratch folder
    command = [*morefire_command(), "gui", str(battle), "--exit-after-show"]
    times = []
    runs = ctx.repeats(5, 2)
    for i in range(runs + 1):  # the first run warms the disk cache and is not counted
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
            raise RuntimeError(f"{' '.join(command)} never printed 'window shown' (exit {proc.returncode}): "
                               f"{err.strip()[-500:]}")
        if i:
            times.append(shown)
    s = statistics.median(times)
    return Measurement(f"start-up to a shown window, {label}", s, "s", f"≤ {STARTUP_TARGET_S:g} s",
                       s <= STARTUP_TARGET_S,
                       f"`morefire gui {battle.name} --exit-after-show` from spawn to 'window shown'; "
                       f"median of {runs} (after one warm-up run)")
