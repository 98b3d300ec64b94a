"""Fixtures for driving the real window: QSettings kept out of the user's folder, the demo battle open."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QCursor, QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import Preferences, apply_side_colours, refresh_shown_units
from morefire_gui.gui.said import keep_names
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.session.battle_session import BattleSession
from tests.session.battles import make_session


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings and autosaves go to temporary folders, never the player's own."""
    folder = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    monkeypatch.setenv("MOREFIRE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    keep_names(())  # no names of another test's battle kept


# Where the pointer rests as a test starts: off every window (a window opens at the screen's top left corner).
POINTER_AT_REST = QPoint(-100, -100)


@pytest.fixture(autouse=True)
def nothing_left_open(qapp, isolated_settings: None) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Each test starts as the app does: no window, dialog or menu of a test before still open, and the pointer at
    rest off every window; and leaves it so (before its settings' folders are let go: a window closing keeps its
    state there). On the offscreen platform qtbot.mouseMove moves the pointer itself, and the move goes to the first
    window open under it: a window a test before left open takes the moves meant for this test's window (the status
    bar's cursor position, a toolbar button's hover text), and with it open this one is not the last window (Ctrl+W
    closes it). A move to where the pointer already rests is not sent at all."""
    close_what_is_left_open()
    assert left_open() == [] and QCursor.pos() == POINTER_AT_REST, (left_open(), QCursor.pos())
    yield
    close_what_is_left_open()


def left_open() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def close_what_is_left_open() -> None:
    """Close every window, dialog and menu still open (windows without "save the changes?"), put the pointer at rest
    and the preferences a window applies app-wide back to the app's own."""
    for widget in sorted(left_open(), key=lambda w: isinstance(w, MainWindow)):  # a window's dialogs before it
        if not shiboken6.isValid(widget) or not widget.isVisible():  # gone with one closed before it
            continue
        if isinstance(widget, MainWindow):
            close_quietly(widget)
        else:
            widget.close()
            widget.deleteLater()
    QCursor.setPos(POINTER_AT_REST)
    QApplication.processEvents()
    # Side colours and the unit of lengths shown, as the app has them before any window applies the player's: a board
    # drawn with no window of its own (morefire render) takes no colours a test chose in Preferences.
    apply_side_colours(Preferences())
    refresh_shown_units(Preferences())


@pytest.fixture
def window(qtbot, demo_path: Path):  # type: ignore[no-untyped-def]
    session = BattleSession.open(demo_path)
    win = MainWindow(session)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.view.fit_table()
    win.undo_stack.setClean()
    yield win
    # Closing must not stop on "save the changes?": the window is closed here, not by qtbot's own
    # teardown (which runs before fixtures are finalised).
    close_quietly(win)


def close_quietly(window: MainWindow) -> None:
    """Close a window a test is done with, without "save the changes?" (qtbot's own teardown runs before fixtures
    are finalised)."""
    window.undo_stack.setClean()
    window.session.unsaved_log = False
    window.changed_outside_undo = False
    window.close()
    window.deleteLater()


@contextmanager
def lifted_cover(qtbot, path: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The battle at ``path`` opened in a 1366 x 768 window behind the hot seat's cover, and the player at the table
    (the file's ``at_table``) lifting it; closed when done."""
    window = MainWindow(BattleSession.open(path))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.mouseClick(window.feature(HotSeatFeature).cover.button, Qt.MouseButton.LeftButton)
        yield window
    finally:
        close_quietly(window)


@pytest.fixture
def laptop(qtbot, demo_path: Path):  # type: ignore[no-untyped-def]
    """The demo battle in a 1366 x 768 window, the whole table on the board, its counters and labels laid out."""
    window = MainWindow(BattleSession.open(demo_path))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending)
    yield window
    close_quietly(window)


def covered(window: MainWindow, box: QRectF, kinds: tuple[str, ...] = ("unit:", "label:", "number:")) -> list[str]:
    """The counters' squares, the names the board shows and the table's grid numbers (``number:`` and the number)
    that ``box`` (in the layout's scene pixels) covers."""
    rects = {k: r for k, r in window.scene.layout.rects().items() if not k.startswith("number:")}
    rects.update((f"number:{text}", r) for text, r in grid_numbers(window).items())
    return [k for k, r in rects.items() if k.startswith(kinds) and r.intersects(box)]


def grid_numbers(window: MainWindow) -> dict[str, QRectF]:
    """The grid numbers written along the table's north and west edges (N6, W12, ...), each where it is written, in
    the layout's scene pixels."""
    table, ppu = window.scene.table_item, window.scene.layout.scale
    out = {}
    for (cell, _, text), box in zip(table.number_places(), table.number_boxes(), strict=True):
        edge = "N" if cell.top() < 0 <= cell.left() else "W"
        out[f"{edge}{text}"] = QRectF(box.topLeft() * ppu, box.size() * ppu)
    return out


def leader_clearance(window: MainWindow, start: QPointF, end: QPointF) -> tuple[float, str]:
    """How near a caption's leader drawn on the viewport from ``start`` to ``end`` comes to a counter's square, a
    name the board shows or a grid number (the nearest, in pixels, and its key), but to the counter it ends on."""
    to_layout = window.view.viewportTransform().inverted()[0]
    ppu = window.scene.layout.scale
    a, b = to_layout.map(start) * ppu, to_layout.map(end) * ppu
    steps = max(2, int(math.hypot(b.x() - a.x(), b.y() - a.y()) * 4))
    points = [a + (b - a) * (i / steps) for i in range(steps + 1)]
    rects = {k: r for k, r in window.scene.layout.rects().items() if k.startswith(("unit:", "label:"))}
    rects.update((f"number:{text}", r) for text, r in grid_numbers(window).items())
    nearest = []
    for key, r in rects.items():
        if r.adjusted(-2, -2, 2, 2).contains(b):
            continue  # what it names
        gaps = (
            math.hypot(max(r.left() - p.x(), 0.0, p.x() - r.right()), max(r.top() - p.y(), 0.0, p.y() - r.bottom()))
            for p in points
        )
        nearest.append((min(gaps), key))
    return min(nearest)


def drag_line_of_fire(qtbot, window: MainWindow, firer: str, target: str):  # type: ignore[no-untyped-def]
    """Drag the Fire tool from ``firer`` to ``target`` on the viewport in ten moves, the button held; the line of
    fire's item, its caption as drawn on the viewport, and that caption's box in the layout's scene pixels."""
    from morefire_gui.gui.features.direct_fire import DirectFireFeature

    battle = window.session.battle
    window.set_tool("fire")
    vp = window.view.viewport()
    a, b = to_view(window, *battle.unit(firer).at), to_view(window, *battle.unit(target).at)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 11):
        qtbot.mouseMove(vp, a + (b - a) * (i / 10))
    item = window.feature(DirectFireFeature).line_item()
    vp.repaint()
    drawn = item.caption_drawn
    assert drawn is not None and QRectF(vp.rect()).contains(drawn)
    box = QRectF(window.view.mapToScene(drawn.topLeft().toPoint()) * window.scene.layout.scale, drawn.size())
    return item, drawn, box


def to_view(window: MainWindow, x: float, y: float) -> QPoint:
    """Where table point (x, y) is on the board's viewport, in pixels."""
    return window.view.mapFromScene(QPointF(x, y))


@pytest.fixture
def problems(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """The problem boxes the window shows (title, then every problem), instead of a modal loop."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text() + "\n" + self.informativeText()))
    return shown


@pytest.fixture
def builders(monkeypatch):  # type: ignore[no-untyped-def]
    """Open Build Forces without its modal loop, and keep the dialogs for the test to drive."""
    opened: list[ForceBuilderDialog] = []

    def run(cls, session, editor, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, parent)
        dialog.show()
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(ForceBuilderDialog, "run", classmethod(run))
    yield opened
    for dialog in opened:
        if shiboken6.isValid(dialog):  # not gone with a window the test destroyed
            dialog.close()


@pytest.fixture
def fire_dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Fire dialogs opened without their modal loop."""
    monkeypatch.setattr(
        FireDialog,
        "run",
        classmethod(
            lambda cls, session, editor, item=None, firer=None, target=None, parent=None: cls(
                session, editor, item, firer, target, parent
            )
        ),
    )


@pytest.fixture
def barrage_dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open barrage dialogs without their modal loop, and keep them for the test to drive."""
    opened: list[BarrageDialog] = []

    def run(cls, session, editor, board, aim=None, side=None, battery=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, board, aim, side, battery, parent)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(BarrageDialog, "run", classmethod(run))
    return opened


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open airstrike dialogs without their modal loop, and keep them for the test to drive."""
    opened: list[AirstrikeDialog] = []

    def run(
        cls,
        session,
        editor,
        board,
        run_item,
        tables,
        entry=None,
        heading=None,
        aircraft_id=None,  # type: ignore[no-untyped-def]
        side=None,
        parent=None,
    ):
        dialog = cls(session, editor, board, run_item, tables, entry, heading, aircraft_id, side, parent)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(AirstrikeDialog, "run", classmethod(run))
    return opened


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    """A window on a battle built in code (72 x 48 in at 1:50), zoomed on the part of the table given."""
    made: list[MainWindow] = []

    def make(terrain=(), units=(), view=(0, 0, 40, 30), **kw):  # type: ignore[no-untyped-def]
        window = MainWindow(make_session(list(terrain), list(units), **kw))
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fitInView(QRectF(*view), Qt.AspectRatioMode.KeepAspectRatio)
        window.undo_stack.setClean()
        made.append(window)
        return window

    yield make
    for window in made:
        close_quietly(window)


def hover(window: MainWindow, at: tuple[float, float]) -> None:
    """The mouse moved over the board with no button held (sent to the viewport: a synthesized move with no button
    depends on the platform's cursor)."""
    viewport = window.view.viewport()
    p = QPointF(to_view(window, *at))
    QApplication.sendEvent(
        viewport,
        QMouseEvent(
            QEvent.Type.MouseMove,
            p,
            QPointF(viewport.mapToGlobal(p)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )


def open_random_battle(
    window: MainWindow,
    choices: ScenarioChoices,
    *,
    seed: int,
    by_hand: bool = False,
    terrain: Iterable[TerrainPiece] = (),
) -> None:
    """Open in ``window`` a battle the scenario system sets up from ``choices`` (its table laid by the generator, or
    left to the players ``by_hand`` with ``terrain`` laid on it), as Battle → New Random Battle does."""
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.scenario import TableOptions, random_battle

    made = random_battle(choices, TableOptions(), window.session.tables, seed=seed, by_hand=by_hand)
    made.battle.terrain += list(terrain)
    window.replace_session(BattleSession(made.battle, None, window.session.catalogue, window.session.tables))


def name_drawn(window: MainWindow, uid: str) -> QRectF:
    """The name of counter ``uid`` as drawn on the board's viewport, in its pixels."""
    label = window.scene.units[uid].label
    assert label.isVisible() and label.text()
    return label.deviceTransform(window.view.viewportTransform()).mapRect(label.boundingRect())


def road_ends_drawn(window: MainWindow) -> dict[str, QRectF]:
    """The circled E of each road's end on the table (by the piece's id), as drawn on the board's viewport."""
    out = {}
    for piece_id, item in window.scene.terrain.items():
        if item.piece.kind is TerrainKind.ROAD_EXIT and item.piece.at is not None:
            x, y, r = *item.piece.at, item.point_radius
            out[piece_id] = QRectF(window.view.mapFromScene(QRectF(x - r, y - r, 2 * r, 2 * r)).boundingRect())
    return out


def crosses(start: QPointF, end: QPointF, box: QRectF) -> bool:
    """Whether a line drawn from ``start`` to ``end`` passes over ``box`` (all in the same pixels)."""
    steps = max(2, int(math.hypot(end.x() - start.x(), end.y() - start.y()) * 4))
    return any(box.contains(start + (end - start) * (i / steps)) for i in range(steps + 1))
