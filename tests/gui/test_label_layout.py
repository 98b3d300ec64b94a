"""The board's layout in pixels (gui/board/label_layout.py): counters drawn larger than their footprint moved off
each other and kept on the table, labels by their priority, hidden where they have no room."""

from __future__ import annotations

from morefire_gui.gui.board.label_layout import (
    MAX_SHIFT_SIZES,
    Box,
    CounterMark,
    FixedMark,
    LabelMark,
    label_rank,
    lay_out,
)


def boxes_overlap(boxes: list[Box]) -> bool:
    return any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_counters_on_one_spot_are_moved_apart_near_their_units() -> None:
    counters = [CounterMark(f"u{i}", (100.0, 100.0), 20, 20, (i,)) for i in range(6)]
    layout = lay_out([FixedMark("rp", Box.centred(100, 100, 28, 28))], counters, [])
    placed = list(layout.counters.values())
    assert len(placed) == 6 and not layout.stacked_on
    assert not boxes_overlap([*placed, Box.centred(100, 100, 28, 28)])
    for box in placed:
        cx, cy = box.centre
        assert abs(cx - 100) <= MAX_SHIFT_SIZES * 20 and abs(cy - 100) <= MAX_SHIFT_SIZES * 20


def test_a_counter_at_the_table_edge_stays_on_the_table() -> None:
    table = Box(0, 0, 400, 300)
    counters = [CounterMark(f"u{i}", (2.0, 2.0), 20, 20, (i,)) for i in range(3)]
    layout = lay_out([], counters, [], table)
    for box in layout.counters.values():
        assert table.x0 <= box.x0 and box.x1 <= table.x1 and table.y0 <= box.y0 and box.y1 <= table.y1


def test_a_crowd_too_dense_to_spread_stacks_and_says_how_many() -> None:
    table = Box(0, 0, 30, 30)  # room for one counter only
    counters = [CounterMark(f"u{i}", (15.0, 15.0), 20, 20, (i,)) for i in range(4)]
    layout = lay_out([], counters, [], table)
    assert list(layout.counters) == ["u0"]
    assert sorted(layout.stack_of("u0")) == ["u1", "u2", "u3"]


def test_labels_by_priority_and_hidden_where_nothing_is_free() -> None:
    counters = [CounterMark("a", (50.0, 50.0), 20, 20, (0,)), CounterMark("b", (80.0, 50.0), 20, 20, (1,))]
    spot = Box(0, 100, 60, 112)
    labels = [
        LabelMark("label:b", 60, 12, label_rank(3, 100.0, "b"), places=(spot,)),
        LabelMark("label:a", 60, 12, label_rank(1, 0.0, "a"), places=(spot,)),
    ]
    layout = lay_out([], counters, labels)
    assert layout.labels["label:a"] == spot  # a selected counter's label comes first
    assert layout.labels["label:b"] is None  # no room left: shown on hover
    around = lay_out([], counters, [LabelMark("label:a", 40, 12, label_rank(3, 0.0, "a"), owner="a")])
    label, square = around.labels["label:a"], around.counters["a"]
    assert label is not None and not label.overlaps(square) and label.y0 > square.y1  # under its counter


def test_a_name_with_every_place_taken_slides_along_a_side_of_its_counter() -> None:
    counter = CounterMark("a", (100.0, 100.0), 20, 20, (0,), fixed=Box.centred(100.0, 100.0, 20, 20))
    taken = [
        Box(70, 111, 95, 125),  # under, and the corner under and left
        Box(40, 60, 160, 97),  # over, both corners over it and the line further out
        Box(112, 98, 160, 106),  # right
        Box(40, 98, 88, 106),  # left
        Box(138, 111, 160, 125),  # the corner under and right
        Box(60, 126, 125, 140),  # the line further out under it
    ]
    fixed = [FixedMark(f"m{i}", box) for i, box in enumerate(taken)]
    layout = lay_out(fixed, [counter], [LabelMark("label:a", 40, 12, label_rank(3, 0.0, "a"), owner="a")])
    label, square = layout.labels["label:a"], layout.counters["a"]
    assert label is not None  # not hidden: there is room under the counter, a little to the right
    assert not any(label.overlaps(box, 1.0) for box in taken) and not label.overlaps(square)
    assert label.y0 == square.y1 + 1.0 and label.x0 < square.x1 and label.x0 > square.x0  # under it, slid right
    alone = lay_out(
        [*fixed, FixedMark("m6", Box(96, 111, 138, 125))],
        [counter],
        [LabelMark("label:a", 40, 12, label_rank(3, 0.0, "a"), owner="a")],
    )
    assert alone.labels["label:a"] is None  # no room beside it at all: shown on hover


def test_the_rank_puts_destroyed_counters_after_the_rest() -> None:
    assert label_rank(3, 10.0, "x", later=True) > label_rank(3, 1.0, "y")
    assert label_rank(2, 0.0, "flag") < label_rank(3, 500.0, "tank") < label_rank(4, 0.0, "zone")


def test_a_tools_caption_takes_the_nearest_free_place_on_a_crowded_board() -> None:
    """A caption drawn while a tool is used (label_layout.clear_place): on boards of counters and names strewn at
    random, whatever it finds is on the board, and where a place of the same size is free near it, it finds a free
    one."""
    import random

    from morefire_gui.gui.board.label_layout import BoxIndex, Layout, clear_place

    rng = random.Random(1943)
    for _ in range(200):
        index = BoxIndex()
        for n in range(rng.randint(0, 120)):
            x, y, w = rng.uniform(0, 700), rng.uniform(0, 450), rng.choice((28.0, 50.0, 80.0))
            index.add(Box(x, y, x + w, y + (28.0 if w == 28.0 else 14.0)), f"m{n}")
        w, h = rng.choice(((320.0, 50.0), (232.0, 21.0), (128.0, 36.0)))
        x, y = rng.uniform(0, 700 - w), rng.uniform(0, 450 - h)
        want, bounds = Box(x, y, x + w, y + h), Box(-10, -30, 710, 480)
        chosen = clear_place([want], Layout(taken=index), bounds)
        assert bounds.x0 <= chosen.x0 and chosen.x1 <= bounds.x1
        # The moves by quarter widths and half heights that a search one by one finds free.
        free = [
            want.moved(i * w / 4, j * h / 2)
            for i in range(-4, 5)
            for j in range(-8, 9)
            if index.free(want.moved(i * w / 4, j * h / 2))
            and bounds.y0 <= want.y0 + j * h / 2
            and want.y1 + j * h / 2 <= bounds.y1
            and bounds.x0 <= want.x0 + i * w / 4
            and want.x1 + i * w / 4 <= bounds.x1
        ]
        if free:
            assert index.free(chosen), (want, chosen)
