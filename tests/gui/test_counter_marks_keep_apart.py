"""A counter's marks on the board laid out so that none overlaps another: an immobilized tank that has moved shows the
orange bar across its foot and the cyan arrow at its bottom right apart, each read whole; and every mark a counter can
carry at once (fired, spotted, moved, its wave, a stack, immobilized) stands clear of the others at every size."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QImage

from morefire_gui.gui.board.counter_marks import COUNTER_PX, IMMOBILIZED_INK, MOVED_INK, CounterLook, Symbol, mark_boxes
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Status


def square_on_screen(window: MainWindow, uid: str) -> tuple[QImage, QRect]:
    """The board as the player sees it, and where ``uid``'s counter square is on it, its marks round it (pixels)."""
    square = window.scene.units[uid].square
    centre = window.view.mapFromScene(square.scenePos())
    half = round(square.side / 2) + 6
    image = window.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    box = QRect(centre - QPoint(half, half), centre + QPoint(half, half))
    return image, QRect(
        round(box.x() * ratio), round(box.y() * ratio), round(box.width() * ratio), round(box.height() * ratio)
    )


def inked(image: QImage, ink: QColor, box: QRect, tolerance: int = 60) -> set[tuple[int, int]]:
    out = set()
    for x in range(box.left(), box.right() + 1):
        for y in range(box.top(), box.bottom() + 1):
            c = image.pixelColor(x, y)
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) <= tolerance:
                out.add((x, y))
    return out


def test_an_immobilized_tank_that_moved_shows_the_bar_and_the_arrow_apart(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = board(
        units=[
            {
                "id": "t",
                "side": "axis",
                "type": "t",
                "at": [10, 10],
                "facing": 90,
                "moved": "B",
                "status": ["immobilized"],
            }
        ],
        view=(0, 0, 72, 48),
    )
    item = window.scene.units["t"]
    look = item.square.look
    assert look is not None and look.moved and Status.IMMOBILIZED in look.status
    boxes = mark_boxes(item.square.square(), look)
    assert not boxes["immobilized"].intersects(boxes["moved"]), boxes
    image, box = square_on_screen(window, "t")
    bar, arrow = inked(image, IMMOBILIZED_INK, box), inked(image, MOVED_INK, box)
    assert len(bar) >= 12 and len(arrow) >= 8  # both read
    # The bar ends before the arrow begins, the arrow's dark edge and a pixel between: no orange beside or under it.
    assert max(x for x, _ in bar) < min(x for x, _ in arrow) - 1, (sorted(bar), sorted(arrow))


def test_every_mark_a_counter_can_carry_at_once_stands_clear_of_the_others() -> None:
    look = CounterLook(
        QColor("#777777"),
        Symbol.TANK,
        90.0,
        frozenset({Status.IMMOBILIZED, Status.SPOTTED}),
        fired=True,
        wave=2,
        stacked=2,
        moved=True,
    )
    for side in (COUNTER_PX, COUNTER_PX * 1.3, COUNTER_PX * 1.6):
        boxes = mark_boxes(QRectF(-side / 2, -side / 2, side, side), look)
        assert set(boxes) == {"fired", "spotted", "moved", "wave", "stacked", "immobilized"}
        overlapping = [(a, b) for a, b in combinations(boxes, 2) if boxes[a].intersects(boxes[b])]
        assert overlapping == [], (side, overlapping)
        assert boxes["immobilized"].width() >= side * 0.25  # the bar still reads as a bar
