"""Where a tool's caption goes when the places beside its point are taken (label_layout.caption_place): farther
along and beside the tool's line, then in a shorter form, then at a free corner of the viewport; never over the
tool's own points, always on the viewport."""

from __future__ import annotations

from morefire_gui.gui.board.label_layout import Box, BoxIndex, Layout, caption_place

VIEW = Box(0, 0, 800, 500)
WHOLE, SHORT = (240.0, 48.0), (150.0, 20.0)


def board(free: list[Box]) -> Layout:
    """A viewport covered with counters 30 pixels square, 32 apart, but where they would meet ``free``."""
    index = BoxIndex()
    for i in range(25):
        for j in range(16):
            square = Box(i * 32.0, j * 32.0, i * 32.0 + 30, j * 32.0 + 30)
            if not any(square.overlaps(f) for f in free):
                index.add(square, f"unit:{i},{j}")
    return Layout(taken=index)


def beside(x: float, y: float, size: tuple[float, float]) -> list[Box]:
    w, h = size
    return [Box(x + 12, y + 12, x + 12 + w, y + 12 + h), Box(x - 12 - w, y + 12, x - 12, y + 12 + h)]


def point(x: float, y: float) -> Box:
    return Box(x - 6, y - 6, x + 6, y + 6)


def test_with_no_room_at_its_end_the_whole_caption_goes_beside_the_line() -> None:
    """A ruler from (100, 450) to (700, 60): nothing free near its end, a clearing beside its middle."""
    clearing = Box(400, 180, 660, 240)
    layout = board([clearing])
    line = [(100.0, 450.0), (700.0, 60.0)]
    form, box = caption_place(
        [beside(700, 60, WHOLE), beside(700, 60, SHORT)], layout, VIEW, [point(*line[0]), point(*line[1])], line
    )
    assert form == 0
    assert layout.taken.free(box) and box.x0 >= clearing.x0 and box.y1 <= clearing.y1


def test_a_shorter_form_where_the_whole_has_no_room() -> None:
    """Only a strip too low for the whole caption is free, beside the ruler's end: the short form stands there."""
    strip = Box(520, 90, 760, 116)
    layout = board([strip])
    line = [(100.0, 450.0), (700.0, 60.0)]
    form, box = caption_place(
        [beside(700, 60, WHOLE), beside(700, 60, SHORT)], layout, VIEW, [point(*line[0]), point(*line[1])], line
    )
    assert form == 1 and (box.w, box.h) == SHORT
    assert layout.taken.free(box)


def test_docked_at_a_free_corner_when_nothing_near_the_line_is_free() -> None:
    """Only the viewport's bottom right corner is free, far from a ruler along the top: the caption is docked there."""
    corner = Box(540, 430, 800, 500)
    layout = board([corner])
    line = [(40.0, 40.0), (300.0, 60.0)]
    form, box = caption_place(
        [beside(300, 60, WHOLE), beside(300, 60, SHORT)], layout, VIEW, [point(*line[0]), point(*line[1])], line
    )
    assert form == 0 and layout.taken.free(box)
    assert box.x1 >= corner.x1 - 16 and box.y1 >= corner.y1 - 16  # in the corner, to two cells of the grid
    assert VIEW.x0 <= box.x0 and box.x1 <= VIEW.x1 and VIEW.y0 <= box.y0 and box.y1 <= VIEW.y1


def test_never_over_the_lines_own_points() -> None:
    """A clearing round the ruler's start: the caption stands in it, but not over the start."""
    clearing = Box(60, 380, 400, 500)
    layout = board([clearing])
    line = [(100.0, 450.0), (700.0, 60.0)]
    ends = [point(*line[0]), point(*line[1])]
    _, box = caption_place([beside(700, 60, WHOLE), beside(700, 60, SHORT)], layout, VIEW, ends, line)
    assert layout.taken.free(box)
    assert not any(box.overlaps(end) for end in ends)
