"""A counter's square at its least size (20 pixels), painted as the board paints it: each type's symbol tells it
from the others, and each status mark is painted where the legend says, in its own ink: suppressed a yellow frame,
immobilized an orange bar at its foot, destroyed grey with a red cross, hidden a white dashed frame, spotted a white
eye at its top right, has fired an orange flash at its top left."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from morefire_gui.gui.board.counter_marks import (
    COUNTER_PX,
    DESTROYED_FILL,
    DESTROYED_INK,
    FIRED_INK,
    IMMOBILIZED_INK,
    SUPPRESSED_INK,
    CounterLook,
    Symbol,
    paint_counter,
    symbol_of,
)
from morefire_gui.io.resources import bundled_catalogue
from morefire_gui.model.terms import Status

pytestmark = pytest.mark.usefixtures("qapp")  # fonts and painting need the application

SIDE = QColor("#55698a")  # a side's colour (the Germans' blue-grey)
SIZE = 40  # the picture; the square stands in its middle
SQUARE = QRectF((SIZE - COUNTER_PX) / 2, (SIZE - COUNTER_PX) / 2, COUNTER_PX, COUNTER_PX)


def painted(look: CounterLook) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(QColor("#c8cfa0"))  # open ground
    painter = QPainter(image)
    paint_counter(painter, SQUARE, look)
    painter.end()
    return image


def near(a: QColor, b: QColor, slack: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= slack


def count(image: QImage, ink: QColor, area: QRectF) -> int:
    """Pixels of ``ink`` within ``area``."""
    n = 0
    for x in range(int(area.left()), int(area.right())):
        for y in range(int(area.top()), int(area.bottom())):
            if near(image.pixelColor(x, y), ink):
                n += 1
    return n


def plain(**kw) -> CounterLook:  # type: ignore[no-untyped-def]
    return CounterLook(SIDE, Symbol.INFANTRY, 0.0, **kw)


@pytest.mark.parametrize(
    "unit_type, symbol",
    [
        ("pz4h", Symbol.TANK),
        ("t34_76_43", Symbol.TANK),
        ("stug3g", Symbol.ANTI_TANK_VEHICLE),
        ("sdkfz251", Symbol.HALFTRACK),
        ("R", Symbol.INFANTRY),
        ("MMG", Symbol.MACHINE_GUN),
        ("pak40", Symbol.ANTI_TANK_GUN),
        ("grw34", Symbol.MORTAR),
        ("lefh18", Symbol.ARTILLERY),
    ],
)
def test_each_type_has_its_symbol(unit_type: str, symbol: Symbol) -> None:
    assert symbol_of(bundled_catalogue().get(unit_type)) is symbol
    assert symbol_of(None) is Symbol.UNKNOWN


def test_the_symbols_are_told_apart_at_the_least_size() -> None:
    pictures = {symbol: painted(CounterLook(SIDE, symbol, 0.0)) for symbol in Symbol}
    assert len({bytes(image.constBits()) for image in pictures.values()}) == len(Symbol)


@pytest.mark.parametrize(
    "status, ink, where",
    [
        # The frame outside the square, on every side.
        (Status.SUPPRESSED, SUPPRESSED_INK, QRectF(SQUARE.left() - 3, SQUARE.top() - 3, COUNTER_PX + 6, 4)),
        # A bar across its foot.
        (Status.IMMOBILIZED, IMMOBILIZED_INK, QRectF(SQUARE.left(), SQUARE.bottom() - 5, COUNTER_PX, 5)),
        # The red cross over the middle.
        (Status.DESTROYED, DESTROYED_INK, QRectF(SQUARE.center().x() - 3, SQUARE.center().y() - 3, 6, 6)),
        # A white dashed frame just inside the edge.
        (Status.HIDDEN, QColor("#ffffff"), QRectF(SQUARE.left(), SQUARE.top(), COUNTER_PX, 4)),
        # The white of an eye at the top right.
        (Status.SPOTTED, QColor("#ffffff"), QRectF(SQUARE.right() - 5, SQUARE.top() - 4, 8, 7)),
    ],
)
def test_each_status_is_painted_where_the_legend_says(status: Status, ink: QColor, where: QRectF) -> None:
    without, marked = painted(plain()), painted(plain(status=frozenset({status})))
    assert marked != without
    assert count(marked, ink, where) >= 4, status
    assert count(without, ink, where) <= 1  # the mark, not the square, put it there


def test_a_destroyed_counter_is_grey_and_one_that_fired_has_its_flash() -> None:
    destroyed = painted(plain(status=frozenset({Status.DESTROYED})))
    corner = QRectF(SQUARE.left() + 1, SQUARE.center().y() - 2, 3, 4)  # clear of the cross and the symbol
    assert count(destroyed, DESTROYED_FILL, corner) >= 6 and count(painted(plain()), DESTROYED_FILL, corner) == 0
    fired, still = painted(plain(fired=True)), painted(plain())
    flash = QRectF(SQUARE.left() - 4, SQUARE.top() - 4, 9, 9)
    assert count(fired, FIRED_INK, flash) >= 8 and count(still, FIRED_INK, flash) == 0


def test_the_marks_together_are_each_still_there() -> None:
    """A suppressed, spotted, immobilized counter that has fired: every mark at once, none painting over another."""
    every = painted(plain(status=frozenset({Status.SUPPRESSED, Status.SPOTTED, Status.IMMOBILIZED}), fired=True))
    assert count(every, SUPPRESSED_INK, QRectF(SQUARE.right() + 0, SQUARE.top() + 6, 3, 8)) >= 4
    assert count(every, IMMOBILIZED_INK, QRectF(SQUARE.left(), SQUARE.bottom() - 5, COUNTER_PX, 5)) >= 4
    assert count(every, FIRED_INK, QRectF(SQUARE.left() - 4, SQUARE.top() - 4, 9, 9)) >= 8
    assert count(every, QColor("#ffffff"), QRectF(SQUARE.right() - 5, SQUARE.top() - 4, 8, 7)) >= 4
