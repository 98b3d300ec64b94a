"""A printed sheet's texts each keep a band of their own: the grid labels, the neighbouring sheets' labels, the
footer and the scale bar of a sheet at scale, and the title block, board, legend and note of a fitted one,
never cover each other and stay on the paper, on A4 and Letter, portrait and landscape."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from morefire_gui.geometry.print_layout import Orientation, TableArea
from morefire_gui.gui.printing import PT_PER_MM, SHEET_EDGE_MM, PrintMode, PrintSettings, SheetPainter, plan_for
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_said import german  # noqa: F401 # the German fixture

GRID_STEP = 6.0  # the demo battle's grid, in inches


@pytest.fixture
def demo(qapp, demo_path: Path) -> BattleSession:  # type: ignore[no-untyped-def]
    return BattleSession.open(demo_path)


def overlaps(boxes: list[tuple[str, QRectF]]) -> list[str]:
    return [
        f"{a} {ra.getRect()} covers {b} {rb.getRect()}"
        for (a, ra), (b, rb) in combinations(boxes, 2)
        if ra.intersects(rb)
    ]


def within(outer: QRectF, box: QRectF) -> bool:
    return outer.adjusted(-0.01, -0.01, 0.01, 0.01).contains(box)


PAGES = [(paper, orientation) for paper in ("A4", "Letter") for orientation in Orientation]


@pytest.mark.parametrize("paper, orientation", PAGES)
def test_every_sheet_at_real_size_keeps_its_labels_footer_and_scale_bar_apart(
    demo: BattleSession, paper: str, orientation: Orientation
) -> None:
    settings = PrintSettings(paper=paper, orientation=orientation, mode=PrintMode.SCALE, factor=1.0)
    plan = plan_for(demo, settings)
    painter = SheetPainter(demo, plan, settings)
    assert plan.sheet_count > 1
    for sheet in plan.sheets:
        layout = painter.sheet_layout(sheet, GRID_STEP)
        boxes = layout.text_boxes()
        assert len(layout.neighbours) >= 2
        assert overlaps(boxes) == [], f"{paper} {orientation.value} sheet {sheet.label}"
        assert overlaps([*boxes, ("board", layout.board)]) == [], f"{paper} {orientation.value} {sheet.label}"
        for name, box in boxes:
            assert within(painter.paper, box), f"{name} of sheet {sheet.label} runs off the paper"
        # The footer stays clear of the paper's edge, where most printers print nothing.
        assert layout.footer.box.bottom() <= painter.paper.bottom() - SHEET_EDGE_MM * PT_PER_MM + 0.01
        assert layout.footer.text.startswith(f"Sheet {sheet.label} ")


def test_the_sheets_that_were_overprinted_read_clearly(demo: BattleSession) -> None:
    # A4 landscape E3 once had "▾ E4" over its footer; Letter portrait I2 had the footer, "▾ I3" and the scale
    # bar's label on one line.
    for paper, orientation, label, south in (
        ("A4", Orientation.LANDSCAPE, "E3", "▾ E4"),
        ("Letter", Orientation.PORTRAIT, "I2", "▾ I3"),
    ):
        settings = PrintSettings(paper=paper, orientation=orientation, mode=PrintMode.SCALE)
        plan = plan_for(demo, settings)
        layout = SheetPainter(demo, plan, settings).sheet_layout(plan.sheet(label), GRID_STEP)
        below = dict(layout.neighbours)["south"]
        assert below.text == south
        assert below.box.bottom() < layout.footer.box.top()
        assert below.box.bottom() < layout.scale_label.box.top()
        assert layout.footer.box.right() < layout.scale_label.box.left() < layout.scale_bar.left()
        assert "x " in layout.footer.text and "Demo" in layout.footer.text


def test_a_west_neighbour_label_moves_off_a_grid_label(demo: BattleSession) -> None:
    # A sheet of 0-24 x 12-24 in whose west edge has the grid label "18" at its middle: the label of the sheet
    # west of it goes above or below that.
    settings = PrintSettings(paper="A4", orientation=Orientation.PORTRAIT, mode=PrintMode.SCALE, factor=0.5)
    plan = plan_for(demo, settings)
    painter = SheetPainter(demo, plan, settings)
    for sheet in plan.sheets:
        layout = painter.sheet_layout(sheet, GRID_STEP)
        west = dict(layout.neighbours).get("west")
        if west is None:
            continue
        for grid in layout.grid_labels:
            assert not west.box.intersects(grid.box), sheet.label


@pytest.mark.parametrize("paper, orientation", PAGES)
@pytest.mark.parametrize("legend", [True, False])
def test_a_fitted_sheet_and_the_assembly_sheet_keep_their_parts_apart(
    demo: BattleSession, paper: str, orientation: Orientation, legend: bool
) -> None:
    fitted = PrintSettings(paper=paper, orientation=orientation, legend=legend)
    painter = SheetPainter(demo, plan_for(demo, fitted), fitted)
    layout = painter.fitted_layout()
    assert overlaps(layout.boxes()) == []
    assert all(within(painter.printable, box) for _name, box in layout.boxes())
    at_scale = PrintSettings(paper=paper, orientation=orientation, mode=PrintMode.SCALE, legend=legend)
    painter = SheetPainter(demo, plan_for(demo, at_scale), at_scale)
    assembly = painter.fitted_layout(painter.assembly_plan(), painter.assembly_note())
    assert assembly.note is not None and assembly.note.height() > 0
    assert overlaps(assembly.boxes()) == []
    for name, box in assembly.boxes():
        assert within(painter.printable, box), f"the assembly sheet's {name} runs off the printable area"


def test_a_small_area_at_real_size_prints_on_one_sheet(demo: BattleSession) -> None:
    settings = PrintSettings(mode=PrintMode.SCALE, area=TableArea(0, 0, 8, 5))
    plan = plan_for(demo, settings)
    layout = SheetPainter(demo, plan, settings).sheet_layout(plan.sheets[0], GRID_STEP)
    assert layout.neighbours == () and overlaps(layout.text_boxes()) == []


def test_an_area_past_the_table_edge_is_refused_as_the_command_line_words_it(demo: BattleSession, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Printing and drawing a part of the table that runs past it say what the command line says of ``--area``."""
    from morefire_gui.errors import UsageError
    from morefire_gui.gui.printing import table_area
    from morefire_gui.gui.render import render_battle

    said = "the area 60,0,80,10: the part of the table to draw must lie within the table, 0,0 to 72,48 in"
    with pytest.raises(UsageError) as printing:
        table_area(demo, PrintSettings(mode=PrintMode.SCALE, area=TableArea(60, 0, 80, 10)))
    with pytest.raises(UsageError) as drawing:
        render_battle(demo, tmp_path / "part.png", area=TableArea(60, 0, 80, 10))
    assert str(printing.value) == str(drawing.value) == said
    assert not (tmp_path / "part.png").exists()


@pytest.mark.parametrize("paper, orientation", PAGES)
@pytest.mark.parametrize("title_block", [True, False])
def test_a_fitted_sheets_grid_coordinates_are_printed_off_the_board(
    demo: BattleSession, paper: str, orientation: Orientation, title_block: bool
) -> None:
    """On the board a counter near the north or west edge covered its coordinates ("8cm mort" over 30); they are
    printed north and west of it, clear of the title block and the legend, no nearer the paper's edge than a sheet's
    footer (most printers print nothing nearer)."""
    settings = PrintSettings(paper=paper, orientation=orientation, title_block=title_block)
    painter = SheetPainter(demo, plan_for(demo, settings), settings)
    layout = painter.fitted_layout()
    across = [f"{x:g}" for x in range(6, 72, 6)]
    down = [f"{y:g}" for y in range(6, 48, 6)]
    assert [g.text for g in layout.grid_labels] == across + down
    edge = SHEET_EDGE_MM * PT_PER_MM
    printed = painter.paper.adjusted(edge, edge, -edge, -edge)
    for grid in layout.grid_labels:
        assert not grid.box.intersects(layout.board), grid.text
        assert within(printed, grid.box), grid.text
    parts = [(name, box) for name, box in layout.boxes() if name != "board"]
    assert overlaps(parts + [(f"grid {g.text}", g.box) for g in layout.grid_labels]) == []


def test_every_sheet_of_a_sides_print_says_whose_view_it_holds(demo_path: Path, tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """A hot-seat side's sheets at scale lie on the table one by one: each footer says whose view it holds, as the
    PDF's title does (the assembly sheet's title block said it alone)."""
    import pypdf

    from morefire_gui.gui.printing import print_to_pdf
    from morefire_gui.session.visibility import view_of
    from tests.hidden_battle import hidden_session

    session = hidden_session(demo_path)
    view = view_of(session.battle, "allies")
    settings = PrintSettings(mode=PrintMode.SCALE, factor=0.5, view=view)
    plan = plan_for(session, settings)
    painter = SheetPainter(session, plan, settings)
    for sheet in plan.sheets:
        footer = painter.sheet_layout(sheet, GRID_STEP).footer.text
        assert footer.startswith(f"Sheet {sheet.label} ({sheet.number} of {plan.sheet_count}) · View of 181st Tank")
    out = tmp_path / "allies.pdf"
    print_to_pdf(session, settings, out)
    title = pypdf.PdfReader(out).metadata.title
    assert title == "Demo: Prokhorovka road, July 1943 — View of 181st Tank Brigade"
    assert "View of 181st Tank Brigade" in " ".join(pypdf.PdfReader(out).pages[3].extract_text().split())


def test_a_long_title_block_is_printed_whole_with_the_day_it_was_made(german, demo_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """A side's print of a part of the table, in German, on Letter portrait: the facts ran past the block and off
    the paper, taking the print's scale with them. They are set smaller to fit whole; the heading gives way to the
    app and the day the sheet was made, which are said beside it."""
    import re

    from morefire_gui.gui.printing import TEXT_PT
    from morefire_gui.gui.render import made_on, title_block_text_boxes
    from morefire_gui.session.visibility import view_of
    from tests.hidden_battle import hidden_session

    session = hidden_session(demo_path)
    settings = PrintSettings(
        paper="Letter",
        orientation=Orientation.PORTRAIT,
        area=TableArea(10.5, 3.25, 50.75, 40.5),
        view=view_of(session.battle, "allies"),
    )
    painter = SheetPainter(session, plan_for(session, settings), settings)
    title = painter.fitted_layout().title
    assert title is not None
    heading, facts = painter.title_block_words()
    assert facts.startswith("Maßstab 1:50") and "Sicht der Seite 181st Tank Brigade" in facts
    text = title_block_text_boxes(title, heading, facts, TEXT_PT)
    assert text.facts == facts and text.facts.endswith("des echten Tisches")
    assert text.facts_scale < 1
    for box in (text.heading_box, text.maker_box, text.facts_box):
        assert within(title, box)
    assert not text.heading_box.intersects(text.maker_box)
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", made_on()) and text.maker.endswith(made_on())
