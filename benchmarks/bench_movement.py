"""The Move tool under a drag, in a battle kept to the sequence of play: each mouse move plans the move (no dice),
and the session is asked whether it would take it (a preview) when the step the move belongs to changes. Measured
against the same drag in a free battle, which only plans (the strongest plain baseline: the tool as it was before
the sequence of play was kept), as a ratio; median, p95 and the cold first move of a drag (which asks the session),
on the demo battle and on the stress battle."""

from __future__ import annotations

import statistics
import time

from benchmarks.common import Context, Measurement, milli

RATIO_TARGET = 1.5  # keeping to the sequence may cost a strict drag at most half as much again as a free one
STEPS = 40
WARM_UP = 5  # the first moves of a drag fill the window's caches (fonts, the path item): left out of the median


def run(ctx: Context) -> list[Measurement]:
    ctx.qt_application()
    out: list[Measurement] = []
    for label, path in (("demo battle", ctx.demo_path), ("stress battle", ctx.stress_path)):
        free, strict = _Timings(), _Timings()
        drags = ctx.repeats(5, 1)
        for _ in range(drags):  # taken in turn, so that a busy moment falls on both alike
            free.add(_drag(path, strict=False))
            strict.add(_drag(path, strict=True))
        ratio = statistics.median(strict.moves) / statistics.median(free.moves)
        ms = milli(statistics.median(strict.moves))
        out.append(
            Measurement(
                f"move drag, strict battle, {label}: mouse move to label",
                ms,
                "ms",
                "",
                None,
                f"median of {len(strict.moves)} mouse moves of a vehicle dragged 12 in across the "
                f"table and back, in steps of 0.3 in, in cross-country movement; p95 {milli(_p95(strict.moves)):.1f} ms; the first move "
                f"of a drag (the session's preview) {milli(statistics.median(strict.first)):.1f} ms "
                f"cold (free battle: {milli(statistics.median(free.first)):.1f} ms); the session asked "
                f"{strict.previews / drags:g} time(s) a drag of {STEPS * 2 - 1} moves; free battle (plan "
                f"only) {milli(statistics.median(free.moves)):.2f} ms, p95 "
                f"{milli(_p95(free.moves)):.2f} ms",
            )
        )
        out.append(
            Measurement(
                f"move drag, strict against free, {label}",
                ratio,
                "×",
                f"≤ {RATIO_TARGET:g} ×",
                ratio <= RATIO_TARGET,
                "median mouse move, same drag, same window",
            )
        )
    return out


class _Timings:
    def __init__(self) -> None:
        self.moves: list[float] = []
        self.first: list[float] = []
        self.previews = 0  # how often the session was asked, over every drag

    def add(self, other: _Timings) -> None:
        self.moves += other.moves
        self.first += other.first
        self.previews += other.previews


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def _drag(path, strict: bool, repeats: int = 1) -> _Timings:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_board import _dispose
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.model.battle import SequenceMode
    from morefire_gui.rules.catalogue.entries import UnitKind
    from morefire_gui.session.battle_session import BattleSession

    session = BattleSession.open(path)
    out = _Timings()
    preview = session.preview

    def counted(action):  # type: ignore[no-untyped-def]
        out.previews += 1
        return preview(action)

    session.preview = counted  # type: ignore[method-assign]
    battle = session.battle
    battle.settings = battle.settings.model_copy(
        update={"sequence": SequenceMode.STRICT if strict else SequenceMode.FREE}
    )
    battle.step = "movement.cross_country"
    window = MainWindow(session)
    window.resize(1500, 950)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.view.fit_table()
    window.set_tool("move")
    QApplication.processEvents()
    view, viewport = window.view, window.view.viewport()

    def mouse(kind: QEvent.Type, at: tuple[float, float], button: Qt.MouseButton) -> None:
        pos = QPointF(view.mapFromScene(QPointF(*at)))
        QApplication.sendEvent(
            viewport,
            QMouseEvent(
                kind,
                pos,
                QPointF(viewport.mapToGlobal(pos)),
                button,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )

    vehicle = next(
        u
        for u in battle.units
        if (e := session.catalogue.get(u.type)) is not None
        and e.kind is UnitKind.VEHICLE
        and not u.status
        and u.riding_on is None
    )
    x, y = vehicle.at
    width = battle.table.width
    for _ in range(repeats):
        mouse(QEvent.Type.MouseButtonPress, (x, y), Qt.MouseButton.LeftButton)
        # Out 12 inches and back: the path's end crosses what lies beside the vehicle.
        ends = [(min(max(x + 12 * (k / STEPS), 0.0), width), y) for k in range(1, STEPS + 1)]
        ends += list(reversed(ends[:-1]))
        for i, end in enumerate(ends):
            t0 = time.perf_counter()
            mouse(QEvent.Type.MouseMove, end, Qt.MouseButton.NoButton)
            elapsed = time.perf_counter() - t0
            if i == 0:
                out.first.append(elapsed)  # cold: the session asked, the window's caches filled
            elif i >= WARM_UP:
                out.moves.append(elapsed)
        window.tools["move"].cancel()  # no move made: the battle stays as it is for the next drag
        mouse(QEvent.Type.MouseButtonRelease, ends[-1], Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    _dispose(window)
    return out
