"""The table on paper: how many sheets a plan takes, what each shows, their overlaps and names."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from morefire_gui.errors import UsageError
from morefire_gui.geometry.print_layout import (
    PAPERS,
    Orientation,
    TableArea,
    fit_to_sheet,
    printable_mm,
    sheet_label,
    tile,
)

A4, LETTER = PAPERS["A4"], PAPERS["Letter"]
DEMO = TableArea(0, 0, 72, 48)


def test_sheet_labels_read_like_map_squares() -> None:
    assert sheet_label(0, 0) == "A1"
    assert sheet_label(1, 2) == "B3"
    assert sheet_label(25, 0) == "Z1"
    assert sheet_label(26, 0) == "AA1"
    assert sheet_label(27, 9) == "AB10"


def test_the_demo_table_at_real_size_on_a4() -> None:
    # 72 x 48 in = 1828.8 x 1219.2 mm. Landscape A4 with 10 mm margins prints 277 x 190 mm; with a 10 mm
    # overlap each further sheet adds 267 mm across and 180 mm down: 1 + ceil(1551.8 / 267) = 7 columns,
    # 1 + ceil(1029.2 / 180) = 7 rows. Portrait would need 11 x 5 = 55 sheets.
    plan = tile(DEMO, "in", 1.0, A4, margin_mm=10, overlap_mm=10)
    assert plan.orientation is Orientation.LANDSCAPE
    assert (plan.columns, plan.rows, plan.sheet_count) == (7, 7, 49)
    assert plan.mm_per_unit == pytest.approx(25.4)
    portrait = tile(DEMO, "in", 1.0, A4, margin_mm=10, overlap_mm=10, orientation=Orientation.PORTRAIT)
    assert (portrait.columns, portrait.rows) == (11, 5)
    first = plan.sheet("A1")
    assert (first.area.x0, first.area.y0) == (0, 0)
    assert first.area.x1 == pytest.approx(277 / 25.4) and first.area.y1 == pytest.approx(190 / 25.4)
    b1 = plan.sheet("B1")
    # B1 starts one overlap (10 mm) before A1 ends, and what is its own starts where A1 ends.
    assert b1.area.x0 == pytest.approx(first.area.x1 - 10 / 25.4)
    assert b1.own.x0 == pytest.approx(first.area.x1)
    last = plan.sheets[-1]
    assert last.label == "G7" and last.number == 49
    assert (last.area.x1, last.area.y1) == (72, 48)
    assert plan.neighbours(first) == {"east": "B1", "south": "A2"}
    assert plan.neighbours(last) == {}


def test_centimetre_tables_and_half_size() -> None:
    # 180 x 120 cm at half size is 900 x 600 mm: on Letter landscape (259.4 x 195.9 mm printable at 10 mm
    # margins) that is 1 + ceil(640.6 / 249.4) = 4 columns and 1 + ceil(404.1 / 185.9) = 4 rows.
    plan = tile(TableArea(0, 0, 180, 120), "cm", 0.5, LETTER, orientation=Orientation.LANDSCAPE)
    assert plan.mm_per_unit == pytest.approx(5.0)
    assert (plan.columns, plan.rows) == (4, 4)
    assert plan.scale_text("cm") == "1:2 of the real table"
    assert tile(DEMO, "in", 1.0, A4).scale_text("in").startswith("1:1")


def test_an_area_that_fits_takes_one_sheet() -> None:
    plan = tile(TableArea(10, 10, 16, 14), "in", 1.0, A4)
    assert plan.sheet_count == 1
    assert plan.sheets[0].area == TableArea(10, 10, 16, 14) == plan.sheets[0].own


def test_fit_to_one_sheet_picks_the_larger_drawing() -> None:
    plan = fit_to_sheet(DEMO, "in", A4, margin_mm=10)
    assert plan.sheet_count == 1 and plan.orientation is Orientation.LANDSCAPE
    # 277 / 72 = 3.85 mm an inch across, 190 / 48 = 3.96 down: the width decides.
    assert plan.mm_per_unit == pytest.approx(277 / 72)
    assert plan.factor == pytest.approx(277 / 72 / 25.4)
    tall = fit_to_sheet(TableArea(0, 0, 24, 60), "in", A4, margin_mm=10, reserved_mm=20)
    assert tall.orientation is Orientation.PORTRAIT
    assert tall.mm_per_unit == pytest.approx(min(190 / 24, (277 - 20) / 60))


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"factor": 0}, "positive"),
        ({"factor": math.nan}, "positive"),
        ({"factor": 1000}, "sheets"),
        ({"factor": 1, "margin_mm": 120}, "margins"),
        ({"factor": 1, "overlap_mm": 100}, "overlap"),
    ],
)
def test_impossible_plans_are_refused(kwargs: dict, message: str) -> None:
    with pytest.raises(UsageError, match=message):
        tile(DEMO, "in", paper=A4, **kwargs)


def test_a_backwards_area_is_refused() -> None:
    with pytest.raises(UsageError, match="north-west"):
        TableArea(10, 0, 5, 10)


@settings(max_examples=150, deadline=None)
@given(
    width=st.floats(1, 400),
    depth=st.floats(1, 400),
    factor=st.floats(0.05, 3),
    overlap=st.floats(0, 40),
    paper=st.sampled_from(sorted(PAPERS)),
    orientation=st.sampled_from(list(Orientation)),
    unit=st.sampled_from(["in", "cm"]),
)
def test_sheets_cover_the_area_exactly_and_fit_their_paper(
    width: float, depth: float, factor: float, overlap: float, paper: str, orientation: Orientation, unit: str
) -> None:
    area = TableArea(3, 2, 3 + width, 2 + depth)
    try:
        plan = tile(area, unit, factor, PAPERS[paper], overlap_mm=overlap, orientation=orientation)
    except UsageError:
        return  # too many sheets: refused, not mis-tiled
    w_mm, h_mm = printable_mm(PAPERS[paper], orientation, 10)
    own_total = 0.0
    for sheet in plan.sheets:
        # Every sheet fits its printable area at the plan's scale ...
        assert sheet.area.width * plan.mm_per_unit <= w_mm + 1e-6
        assert sheet.area.depth * plan.mm_per_unit <= h_mm + 1e-6
        # ... its own part lies inside what it prints, and neighbours overlap by the overlap asked for.
        assert sheet.area.x0 <= sheet.own.x0 and sheet.own.x1 == sheet.area.x1
        east = plan.neighbours(sheet).get("east")
        if east is not None:
            assert (sheet.area.x1 - plan.sheet(east).area.x0) * plan.mm_per_unit == pytest.approx(overlap, abs=1e-6)
        own_total += sheet.own.width * sheet.own.depth
    # The own parts tile the area with no gap and no double count.
    assert own_total == pytest.approx(area.width * area.depth, rel=1e-9)
    assert plan.sheets[0].area.x0 == area.x0 and plan.sheets[-1].area.x1 == pytest.approx(area.x1)
    assert plan.sheets[-1].area.y1 == pytest.approx(area.y1)
    assert len({s.label for s in plan.sheets}) == plan.sheet_count == plan.columns * plan.rows


def test_a_reserved_foot_shortens_every_sheet_of_a_tiled_plan() -> None:
    # Landscape A4 prints 190 mm down; keeping 6 mm for the footer leaves 184 mm, 184 / 25.4 in per sheet.
    plan = tile(DEMO, "in", 1.0, A4, orientation=Orientation.LANDSCAPE, reserved_mm=6.0)
    assert plan.sheets[0].area.depth == pytest.approx(184 / 25.4)
    assert tile(DEMO, "in", 1.0, A4, orientation=Orientation.LANDSCAPE).sheets[0].area.depth == pytest.approx(
        190 / 25.4
    )
