"""The table plan on paper: one sheet fitted to the page, or the table at a chosen scale over several sheets
that players trim, lay edge to edge and use to set out the real table.

Which part of the table goes on which sheet is worked out without Qt (geometry/print_layout.py); this module
paints each sheet. Painting is in points (1/72 in) from the paper's corner, so a font of 8 "pixels" prints at
8 pt and a millimetre of the plan is 72 / 25.4 points whatever the printer's resolution.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from morefire_gui.errors import UsageError
from morefire_gui.geometry.print_layout import (
    MM_PER_TABLE_UNIT,
    PAPERS,
    Orientation,
    PrintPlan,
    Sheet,
    TableArea,
    check_on_table,
    fit_to_sheet,
    sheet_label,
    tile,
)
from morefire_gui.gui.board.legend import LegendEntry, legend_entries, legend_size, paint_legend
from morefire_gui.gui.i18n import said, scale_words, tr
from morefire_gui.gui.render import (
    BoardPicture,
    grid_label_boxes,
    paint_title_block,
    pixel_font,
    put_in_place,
    title_block_text,
    whose_view,
)
from morefire_gui.gui.said import battle_title
from morefire_gui.io.atomic_write import drawn_aside
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import View

PT_PER_MM = 72 / 25.4
TEXT_PT = 8.0  # the size of the margin notes, the legend and the title block's facts on paper
TITLE_BLOCK_MM = 12.0
TITLE_GAP_MM = 2.0  # between the title block and the board
GRID_TEXT_PT = TEXT_PT * 0.85
FOOTER_TEXT_PT = TEXT_PT * 0.9
# A sheet at scale keeps bands of its bottom margin apart: under the board the crop marks and overlap lines
# (3 mm), then the south neighbour's label, then the footer with the scale bar, whose foot stays
# SHEET_EDGE_MM above the paper's edge (nearer, most printers print nothing).
MARKS_MM = 3.0
SHEET_BELOW_BOARD_MM = 12.0
SHEET_EDGE_MM = 5.0
ASSEMBLY_NOTE_MM = 12.0  # under the assembly sheet's board: two lines on how to lay the sheets out
PRINT_DPI = 120
QT_PAPER = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter, "A3": QPageSize.PageSizeId.A3}
NOTE_FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)


class PrintMode(str, Enum):
    FIT = "fit"  # the whole area on one sheet
    SCALE = "scale"  # at a chosen scale across as many sheets as it takes


@dataclass(frozen=True)
class PrintSettings:
    paper: str = "A4"
    mode: PrintMode = PrintMode.FIT
    factor: float = 1.0  # with SCALE: 1.0 prints the table at its real size
    area: TableArea | None = None  # None: the whole table
    grid: bool = True
    legend: bool = True
    title_block: bool = True
    overlap_mm: float = 10.0
    margin_mm: float = 10.0
    orientation: Orientation | None = None  # None: whichever suits the table best
    assembly_sheet: bool = True  # with several sheets, first a sheet showing how they fit together
    view: View | None = None  # print the battle as this side may see it (None: as it is, the umpire's, unnamed)


def plan_scale(plan: PrintPlan) -> str:
    """How big the plan is drawn, in the interface's language: "1:1 (the table at its real size)", "1:2.5 of the
    real table"."""
    if abs(plan.factor - 1.0) < 1e-6:
        return tr("1:1 (the table at its real size)")
    if plan.factor < 1:
        return tr("1:{n:.3g} of the real table").format(n=1 / plan.factor)
    return tr("{n:.3g}:1 of the real table").format(n=plan.factor)


def orientation_words(orientation: Orientation) -> str:
    return tr("portrait") if orientation is Orientation.PORTRAIT else tr("landscape")


def table_area(session: BattleSession, settings: PrintSettings) -> TableArea:
    t = session.battle.table
    return check_on_table(settings.area, t) if settings.area is not None else TableArea(0, 0, t.width, t.depth)


def _legend(session: BattleSession) -> tuple[list[LegendEntry], str]:
    return (
        [
            LegendEntry(scale_words(session.battle, session.tables)),
            *legend_entries(session.battle, session.catalogue, picture=True),
        ],
        battle_title(session.battle.title),
    )


def _legend_mm(session: BattleSession) -> Callable[[int, float | None], tuple[float, float]]:
    """The legend's width and height on paper in so many columns within a width (mm; None: as wide as it is)."""
    entries, title = _legend(session)
    font = pixel_font(TEXT_PT)

    def size(columns: int, width_mm: float | None) -> tuple[float, float]:
        width = None if width_mm is None else width_mm * PT_PER_MM
        w, h = legend_size(entries, title, font, width, columns)
        return w / PT_PER_MM + (1 if width_mm is None else 0), h / PT_PER_MM

    return size


def grid_band_mm(session: BattleSession, settings: PrintSettings) -> tuple[float, float]:
    """How much room west and north of a fitted board its grid's coordinates take beyond what is there already (mm):
    they are printed off the board, where no counter's name can cover them (on the board, a counter near the north or
    west edge hid them). They go in the margin as far as SHEET_EDGE_MM from the paper's edge, and in the gap under
    the title block; only what those lack is taken from the board."""
    if not settings.grid:
        return 0.0, 0.0
    t = session.battle.table
    fm = QFontMetricsF(pixel_font(GRID_TEXT_PT))
    wide = (max(fm.horizontalAdvance(f"{v:g}") for v in (t.width, t.depth)) + 4) / PT_PER_MM
    high = (fm.height() + 3) / PT_PER_MM
    in_margin = settings.margin_mm - SHEET_EDGE_MM
    above = TITLE_GAP_MM if settings.title_block else in_margin
    return max(0.0, wide - in_margin), max(0.0, high - above)


def sheet_footer_reserve_mm(margin_mm: float) -> float:
    """How much of a sheet's printable height its bottom bands take beyond the margin."""
    return max(0.0, SHEET_BELOW_BOARD_MM + SHEET_EDGE_MM - margin_mm)


def plan_for(session: BattleSession, settings: PrintSettings, note_mm: float = 0.0) -> PrintPlan:
    """The sheets ``settings`` call for (the Print dialog shows their number before anything is printed);
    ``note_mm`` more of a fitted sheet's height is kept under the board for a note."""
    if settings.paper not in PAPERS:
        raise UsageError(f"unknown paper {settings.paper!r}; known: {', '.join(PAPERS)}")
    area = table_area(session, settings)
    unit = session.battle.table.unit
    paper = PAPERS[settings.paper]
    if settings.mode is PrintMode.FIT:
        west, north = grid_band_mm(session, settings)
        return fit_to_sheet(
            area,
            unit,
            paper,
            settings.margin_mm,
            reserved_mm=(TITLE_BLOCK_MM + TITLE_GAP_MM if settings.title_block else 0.0) + note_mm + north,
            orientation=settings.orientation,
            reserved_width_mm=west,
            legend_mm=_legend_mm(session.seen_by(settings.view)) if settings.legend else None,
        )
    return tile(
        area,
        unit,
        settings.factor,
        paper,
        settings.margin_mm,
        settings.overlap_mm,
        settings.orientation,
        reserved_mm=sheet_footer_reserve_mm(settings.margin_mm),
    )


def page_count(plan: PrintPlan, settings: PrintSettings) -> int:
    return plan.sheet_count + (1 if settings.assembly_sheet and plan.sheet_count > 1 else 0)


def configure_printer(printer: QPrinter, plan: PrintPlan, settings: PrintSettings) -> None:
    """Paper and orientation from the plan; the whole sheet is ours to paint (margins are the plan's)."""
    printer.setFullPage(True)
    # The board's outlines and grid are cosmetic pens, one device pixel wide: at a printer's 600 dpi they would
    # all but vanish. At PRINT_DPI they print about 0.2 mm wide; shapes and text stay vector whatever it is.
    printer.setResolution(PRINT_DPI)
    orientation = (
        QPageLayout.Orientation.Landscape
        if plan.orientation is Orientation.LANDSCAPE
        else QPageLayout.Orientation.Portrait
    )
    printer.setPageLayout(QPageLayout(QPageSize(QT_PAPER[settings.paper]), orientation, QMarginsF(0, 0, 0, 0)))


@dataclass(frozen=True)
class TextBox:
    """A line of text on a sheet: drawn from ``at`` (the start of its baseline), taking ``box``."""

    text: str
    at: QPointF
    box: QRectF
    font: QFont


def _text_box(text: str, at: QPointF, font: QFont) -> TextBox:
    fm = QFontMetricsF(font)
    return TextBox(text, at, QRectF(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height()), font)


@dataclass(frozen=True)
class SheetLayout:
    """Where everything on one sheet of a plan at scale goes, in points from the paper's corner."""

    board: QRectF
    grid_labels: tuple[TextBox, ...]
    neighbours: tuple[tuple[str, TextBox], ...]  # (side, label) for the sheets west, east, north and south
    footer: TextBox
    scale_bar: QRectF  # the bar with its end ticks
    scale_units: int  # how many table units the bar is long
    scale_label: TextBox

    def text_boxes(self) -> list[tuple[str, QRectF]]:
        """Every text's box and the scale bar's, named, to check that none covers another."""
        return (
            [(f"grid {g.text}", g.box) for g in self.grid_labels]
            + [(f"{side} neighbour {label.text}", label.box) for side, label in self.neighbours]
            + [("footer", self.footer.box), ("scale bar", self.scale_bar), ("scale label", self.scale_label.box)]
        )


@dataclass(frozen=True)
class FittedLayout:
    """Where the parts of a sheet fitted to the page go (the assembly sheet's note included)."""

    title: QRectF | None
    board: QRectF
    legend: QRectF | None
    note: QRectF | None = None  # the box the note's text takes
    grid_labels: tuple[TextBox, ...] = ()  # the grid's coordinates, north and west of the board

    def boxes(self) -> list[tuple[str, QRectF]]:
        return [
            (name, box)
            for name, box in (
                ("title block", self.title),
                ("board", self.board),
                ("legend", self.legend),
                ("note", self.note),
            )
            if box is not None
        ]


def _free_centre(lo: float, hi: float, height: float, taken: list[tuple[float, float]], want: float) -> float:
    """The y nearest ``want`` for a line ``height`` tall between ``lo`` and ``hi`` that stays off the
    ``taken`` spans; ``want`` itself when there is no such place."""
    edges = [lo] + [v for span in sorted(taken) for v in span] + [hi]
    best: float | None = None
    for start, end in zip(edges[::2], edges[1::2]):
        if end - start < height + 2:
            continue
        y = min(max(want, start + height / 2 + 1), end - height / 2 - 1)
        if best is None or abs(y - want) < abs(best - want):
            best = y
    return want if best is None else best


class SheetPainter:
    """Paints a plan's pages on a paged device (a QPrinter, a PDF writer), in points from the paper's corner."""

    def __init__(self, session: BattleSession, plan: PrintPlan, settings: PrintSettings) -> None:
        # A side's view prints its seen battle (session/visibility.py): nothing of the other side's secrets.
        self.session, self.plan, self.settings = session.seen_by(settings.view), plan, settings
        self.unit = session.battle.table.unit
        paper_w, paper_h = plan.paper.oriented(plan.orientation)
        self.paper = QRectF(0, 0, paper_w * PT_PER_MM, paper_h * PT_PER_MM)
        m = settings.margin_mm * PT_PER_MM
        self.printable = self.paper.adjusted(m, m, -m, -m)

    def print_all(self, device: QPagedPaintDevice) -> int:
        """Paint every page; returns how many were painted."""
        painter = QPainter()
        if not painter.begin(device):
            raise UsageError("the printer could not be started")
        pages = 0
        try:
            with BoardPicture(self.session, self.settings.grid) as picture:
                first = True
                for page in self._pages():
                    if not first and not device.newPage():
                        raise UsageError("the printer refused a new page")
                    first = False
                    painter.save()
                    dpi = device.logicalDpiX(), device.logicalDpiY()
                    painter.scale(dpi[0] / 72, dpi[1] / 72)
                    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
                    if page is None:
                        self.paint_assembly(painter, picture)
                    elif self.settings.mode is PrintMode.FIT:
                        self.paint_fitted(painter, picture)
                    else:
                        self.paint_sheet(painter, picture, page)
                    painter.restore()
                    pages += 1
        finally:
            painter.end()
        return pages

    def _pages(self) -> list[Sheet | None]:
        """None stands for the assembly sheet."""
        sheets: list[Sheet | None] = list(self.plan.sheets)
        if self.settings.mode is PrintMode.SCALE and self.settings.assembly_sheet and len(sheets) > 1:
            sheets.insert(0, None)
        return sheets

    # -- one sheet, the whole area fitted ------------------------------------------------------------------
    def _title_rect(self) -> QRectF:
        return QRectF(self.printable.left(), self.printable.top(), self.printable.width(), TITLE_BLOCK_MM * PT_PER_MM)

    def _board_rect(self, area: TableArea, mm_per_unit: float, top_left: QPointF) -> QRectF:
        scale = mm_per_unit * PT_PER_MM
        return QRectF(top_left.x(), top_left.y(), area.width * scale, area.depth * scale)

    def _source(self, area: TableArea) -> QRectF:
        return QRectF(area.x0, area.y0, area.width, area.depth)

    def fitted_layout(
        self, plan: PrintPlan | None = None, note: str | None = None, grid_step: float | None = None
    ) -> FittedLayout:
        """``grid_step``: the grid's spacing (table units), to place its coordinates (None: the battle's)."""
        plan = plan or self.plan
        top = self.printable.top()
        title = None
        if self.settings.title_block:
            title = self._title_rect()
            top += (TITLE_BLOCK_MM + TITLE_GAP_MM) * PT_PER_MM
        west, north = grid_band_mm(self.session, self.settings)
        board = self._board_rect(
            plan.area, plan.mm_per_unit, QPointF(self.printable.left() + west * PT_PER_MM, top + north * PT_PER_MM)
        )
        grid: tuple[TextBox, ...] = ()
        if self.settings.grid:
            step = grid_step if grid_step is not None else self._battle_grid_step()
            grid = tuple(
                TextBox(text, at, box, pixel_font(GRID_TEXT_PT))
                for text, at, box in grid_label_boxes(board, self._source(plan.area), step, GRID_TEXT_PT, outside=True)
            )
        legend = None
        if self.settings.legend:
            entries, legend_title = _legend(self.session)
            w, h = legend_size(
                entries, legend_title, pixel_font(TEXT_PT), self._legend_width(plan), plan.legend_columns
            )
            if plan.legend_below:
                legend = QRectF(self.printable.left(), board.bottom() + 2 * PT_PER_MM, w, h)
            else:
                legend = QRectF(board.right() + 2 * PT_PER_MM, top, w, h)
        note_box = None
        if note is not None:
            note_box = QFontMetricsF(pixel_font(TEXT_PT)).boundingRect(
                self._note_space(board, legend), NOTE_FLAGS, note
            )
        return FittedLayout(title, board, legend, note_box, grid)

    def _legend_width(self, plan: PrintPlan) -> float | None:
        """The width the plan fits the legend's labels to, in points (None: as wide as they are)."""
        return None if plan.legend_width_mm is None else plan.legend_width_mm * PT_PER_MM

    def _note_space(self, board: QRectF, legend: QRectF | None) -> QRectF:
        """Under the board (and the legend where that is under it), as wide as the sheet unless the legend reaches
        down beside it."""
        beside = legend is not None and legend.top() < board.bottom()
        below = legend.bottom() if legend is not None and not beside else board.bottom()
        width = board.width() if beside and legend is not None and legend.bottom() >= below else self.printable.width()
        return QRectF(self.printable.left(), below + 2 * PT_PER_MM, width, (ASSEMBLY_NOTE_MM - 2) * PT_PER_MM)

    def paint_fitted(
        self, painter: QPainter, picture: BoardPicture, plan: PrintPlan | None = None, heading: str | None = None
    ) -> QRectF:
        plan = plan or self.plan
        layout = self.fitted_layout(plan, grid_step=self._grid_step(picture))
        if layout.title is not None:
            paint_title_block(painter, layout.title, *self.title_block_words(plan, heading), TEXT_PT)
        board = layout.board
        self._board_with_grid(painter, picture, board, plan.area, layout.grid_labels)
        if layout.legend is not None:
            entries, title = _legend(self.session)
            paint_legend(
                painter,
                layout.legend.topLeft(),
                entries,
                title,
                pixel_font(TEXT_PT),
                self._legend_width(plan),
                plan.legend_columns,
            )
        return board

    def title_block_words(self, plan: PrintPlan | None = None, heading: str | None = None) -> tuple[str, str]:
        """A fitted sheet's title block: its heading and its facts, how big the board is printed the last of them."""
        head, facts = title_block_text(self.session, self.settings.area, heading, self.settings.view)
        return head, f"{facts} · {plan_scale(plan or self.plan)}"

    # -- the assembly sheet -----------------------------------------------------------------------------------
    def assembly_plan(self) -> PrintPlan:
        """The whole area fitted on the assembly sheet, with room under it for the note."""
        return plan_for(
            self.session,
            replace(self.settings, mode=PrintMode.FIT, orientation=self.plan.orientation),
            note_mm=ASSEMBLY_NOTE_MM,
        )

    def assembly_note(self) -> str:
        plan = self.plan
        return tr(
            "{sheets} sheets, {columns} across × {rows} down, {paper} {orientation}, {scale}. Each sheet overlaps its "
            "neighbours east and south by {overlap:g} mm: trim the west and north strips along the dashed lines and lay "
            "each sheet over its neighbour."
        ).format(
            sheets=plan.sheet_count,
            columns=plan.columns,
            rows=plan.rows,
            paper=plan.paper.name,
            orientation=orientation_words(plan.orientation),
            scale=plan_scale(plan),
            overlap=plan.overlap_mm,
        )

    def paint_assembly(self, painter: QPainter, picture: BoardPicture) -> None:
        """The whole area on one sheet with the sheets of the plan drawn over it, each with its label: the
        map for laying the printed sheets out."""
        fit = self.assembly_plan()
        board = self.paint_fitted(
            painter,
            picture,
            fit,
            heading=tr("{title}: how the sheets fit").format(title=battle_title(self.session.battle.title)),
        )
        to_board = fit.mm_per_unit * PT_PER_MM
        painter.save()
        painter.setPen(QPen(QColor(20, 40, 140), 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        font = pixel_font(max(6.0, min(14.0, (self.plan.sheets[0].own.width * to_board) / 4)), bold=True)
        painter.setFont(font)
        for sheet in self.plan.sheets:
            own = sheet.own
            rect = QRectF(
                board.left() + (own.x0 - fit.area.x0) * to_board,
                board.top() + (own.y0 - fit.area.y0) * to_board,
                own.width * to_board,
                own.depth * to_board,
            )
            painter.setPen(QPen(QColor(20, 40, 140), 0.8))
            painter.setBrush(QColor(255, 255, 255, 60))
            painter.drawRect(rect)
            painter.setPen(QColor(20, 40, 140))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, sheet.label)
        painter.restore()
        note = self.assembly_note()
        layout = self.fitted_layout(fit)
        self._margin_note(painter, note, self._note_space(layout.board, layout.legend))

    # -- one sheet of a plan at scale ----------------------------------------------------------------------------
    def paint_sheet(self, painter: QPainter, picture: BoardPicture, sheet: Sheet) -> None:
        plan = self.plan
        to_paper = plan.mm_per_unit * PT_PER_MM
        layout = self.sheet_layout(sheet, self._grid_step(picture))
        board = layout.board
        self._board_with_grid(painter, picture, board, sheet.area, layout.grid_labels)
        self._overlap_marks(painter, board, sheet, to_paper)
        self._crop_marks(painter, board, sheet, to_paper)
        painter.save()
        painter.setPen(QColor(20, 40, 140))
        for _side, label in layout.neighbours:
            painter.setFont(label.font)
            painter.drawText(label.at, label.text)
        painter.restore()
        self._sheet_footer(painter, layout)

    def sheet_layout(self, sheet: Sheet, grid_step: float) -> SheetLayout:
        """Where a sheet's board, its grid labels, its neighbours' labels, its footer and its scale bar go.
        Each has a band of its own: the grid labels next to the board (north and west), the neighbours'
        labels beyond the crop marks (west and east clear of the grid labels), the footer at the foot."""
        plan = self.plan
        board = self._board_rect(sheet.area, plan.mm_per_unit, self.printable.topLeft())
        grid = (
            tuple(
                TextBox(text, at, box, pixel_font(GRID_TEXT_PT))
                for text, at, box in grid_label_boxes(
                    board, self._source(sheet.area), grid_step, GRID_TEXT_PT, outside=True
                )
            )
            if self.settings.grid
            else ()
        )
        marks = MARKS_MM * PT_PER_MM + 1  # the crop marks and the overlap lines reach this far from the board
        bold = pixel_font(TEXT_PT, bold=True)
        fm = QFontMetricsF(bold)
        around = {
            "west": (sheet.column - 1, sheet.row),
            "east": (sheet.column + 1, sheet.row),
            "north": (sheet.column, sheet.row - 1),
            "south": (sheet.column, sheet.row + 1),
        }
        west_grid = [(g.box.top() - 1, g.box.bottom() + 1) for g in grid if g.box.right() <= board.left()]
        north_grid = [g.box.top() for g in grid if g.box.bottom() <= board.top()]
        side_y = _free_centre(board.top(), board.bottom(), fm.height(), west_grid, board.center().y())
        neighbours: list[tuple[str, TextBox]] = []
        for side, (c, r) in around.items():
            if not (0 <= c < plan.columns and 0 <= r < plan.rows):
                continue
            text = {"west": "◂ ", "north": "▴ ", "east": "", "south": "▾ "}[side] + sheet_label(c, r)
            text += " ▸" if side == "east" else ""
            w = fm.horizontalAdvance(text)
            baseline_from_centre = (fm.ascent() - fm.descent()) / 2
            if side == "west":
                at = QPointF(
                    max(board.left() - w - 1.5 * PT_PER_MM, self.paper.left() + 2), side_y + baseline_from_centre
                )
            elif side == "east":
                at = QPointF(
                    min(board.right() + 1.5 * PT_PER_MM, self.paper.right() - w - 2), side_y + baseline_from_centre
                )
            elif side == "north":
                bottom = min([*north_grid, board.top() - marks]) - 1
                at = QPointF(board.center().x() - w / 2, bottom - fm.descent())
            else:
                at = QPointF(board.center().x() - w / 2, board.bottom() + marks + 1 + fm.ascent())
            neighbours.append((side, _text_box(text, at, bold)))
        footer, bar, units, label = self._footer_layout(sheet)
        return SheetLayout(board, grid, tuple(neighbours), footer, bar, units, label)

    def _footer_layout(self, sheet: Sheet) -> tuple[TextBox, QRectF, int, TextBox]:
        """The footer's line at the foot of the sheet: which sheet this is and what it shows at the left, a
        scale bar at the right to check the printer kept the size (a printer set to 'fit to page' shrinks
        it). The battle's title is shortened if the line would run into the scale bar."""
        plan = self.plan
        unit = self.unit
        font = pixel_font(FOOTER_TEXT_PT)
        fm = QFontMetricsF(font)
        baseline = self.paper.bottom() - SHEET_EDGE_MM * PT_PER_MM - fm.descent()
        # A scale bar of a whole number of table units, about 5 cm long on paper.
        units = max(1, round(50 / plan.mm_per_unit)) if plan.mm_per_unit < 50 else 1
        length = units * plan.mm_per_unit * PT_PER_MM
        right = self.printable.right()
        y = baseline - 1.5
        bar = QRectF(right - length, y - 4, length, 5)
        label_text = f"{units} {said(unit)}" + (
            tr(" = {mm:g} mm at 1:1").format(mm=units * MM_PER_TABLE_UNIT[unit]) if plan.factor == 1 else ""
        )
        label = _text_box(label_text, QPointF(bar.left() - fm.horizontalAdvance(label_text) - 4, baseline), font)
        room = label.box.left() - 3 * PT_PER_MM - self.printable.left()
        a = sheet.area
        head = tr("Sheet {label} ({n} of {count}) · ").format(label=sheet.label, n=sheet.number, count=plan.sheet_count)
        if self.session.seen_as is not None:
            # A side's sheet says whose view it holds before the title, which gives way first on a narrow sheet (the
            # umpire's, everything, is said on the assembly sheet).
            head += f"{whose_view(self.session, self.settings.view)} · "
        shown = tr("x {x0:.4g}–{x1:.4g}, y {y0:.4g}–{y1:.4g} {unit}").format(
            x0=a.x0, x1=a.x1, y0=a.y0, y1=a.y1, unit=said(unit)
        )
        tail = f" · {shown} · {plan_scale(plan)}"
        title = battle_title(self.session.battle.title)
        if fm.horizontalAdvance(head + title + tail) > room and plan.factor == 1:  # '1:1' is said by the scale bar too
            tail = f" · {shown} · 1:1"
        title_room = room - fm.horizontalAdvance(head + tail)
        if fm.horizontalAdvance(title) > title_room:
            title = fm.elidedText(title, Qt.TextElideMode.ElideRight, max(0.0, title_room))
        text = head + title + tail
        if fm.horizontalAdvance(text) > room:  # a very narrow sheet: the line as far as it goes
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room))
        return _text_box(text, QPointF(self.printable.left(), baseline), font), bar, units, label

    def _overlap_marks(self, painter: QPainter, board: QRectF, sheet: Sheet, to_paper: float) -> None:
        """The strips this sheet shares with the sheets west and north of it: shaded, with a dashed line
        where its own part begins (cut there and lay it over the neighbour)."""
        painter.save()
        pen = QPen(QColor(180, 20, 20), 0.7, Qt.PenStyle.DashLine)
        shade = QColor(255, 255, 255, 90)
        if sheet.own.x0 > sheet.area.x0 + 1e-9:
            x = board.left() + (sheet.own.x0 - sheet.area.x0) * to_paper
            painter.fillRect(QRectF(board.left(), board.top(), x - board.left(), board.height()), shade)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, board.top() - 3 * PT_PER_MM), QPointF(x, board.bottom() + 3 * PT_PER_MM))
        if sheet.own.y0 > sheet.area.y0 + 1e-9:
            y = board.top() + (sheet.own.y0 - sheet.area.y0) * to_paper
            painter.fillRect(QRectF(board.left(), board.top(), board.width(), y - board.top()), shade)
            painter.setPen(pen)
            painter.drawLine(QPointF(board.left() - 3 * PT_PER_MM, y), QPointF(board.right() + 3 * PT_PER_MM, y))
        painter.restore()

    def _crop_marks(self, painter: QPainter, board: QRectF, sheet: Sheet, to_paper: float) -> None:
        """Short ticks in the margin at the corners of the sheet's own part, for lining sheets up."""
        left = board.left() + (sheet.own.x0 - sheet.area.x0) * to_paper
        top = board.top() + (sheet.own.y0 - sheet.area.y0) * to_paper
        tick = 2.5 * PT_PER_MM
        painter.save()
        painter.setPen(QPen(QColor("#000000"), 0.5))
        for x in (left, board.right()):
            painter.drawLine(QPointF(x, board.top() - tick - 1), QPointF(x, board.top() - 1))
            painter.drawLine(QPointF(x, board.bottom() + 1), QPointF(x, board.bottom() + tick + 1))
        for y in (top, board.bottom()):
            painter.drawLine(QPointF(board.left() - tick - 1, y), QPointF(board.left() - 1, y))
            painter.drawLine(QPointF(board.right() + 1, y), QPointF(board.right() + tick + 1, y))
        painter.restore()

    def _sheet_footer(self, painter: QPainter, layout: SheetLayout) -> None:
        painter.save()
        painter.setFont(layout.footer.font)
        painter.setPen(QColor("#222222"))
        painter.drawText(layout.footer.at, layout.footer.text)
        bar = layout.scale_bar
        y = bar.bottom() - 1
        painter.setPen(QPen(QColor("#000000"), 0.8))
        painter.drawLine(QPointF(bar.left(), y), QPointF(bar.right(), y))
        for x in (bar.left(), bar.right()):
            painter.drawLine(QPointF(x, bar.top()), QPointF(x, bar.bottom()))
        painter.setFont(layout.scale_label.font)
        painter.drawText(layout.scale_label.at, layout.scale_label.text)
        painter.restore()

    # -- helpers ---------------------------------------------------------------------------------------------------------
    def _board_with_grid(
        self, painter: QPainter, picture: BoardPicture, board: QRectF, area: TableArea, grid: Sequence[TextBox]
    ) -> None:
        """The board's ``area`` drawn into ``board`` on the paper, framed, with the grid's coordinates beside it."""
        picture.paint(painter, board, self._source(area))
        self._frame(painter, board)
        painter.save()
        painter.setPen(QColor("#222222"))
        for label in grid:
            painter.setFont(label.font)
            painter.drawText(label.at, label.text)
        painter.restore()

    def _frame(self, painter: QPainter, board: QRectF) -> None:
        painter.save()
        painter.setPen(QPen(QColor("#333333"), 0.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(board)
        painter.restore()

    def _grid_step(self, picture: BoardPicture) -> float:
        table_item = picture.scene.table_item
        return table_item.grid_step if table_item is not None else self._battle_grid_step()

    def _battle_grid_step(self) -> float:
        return 6.0 if self.unit == "in" else 10.0

    def _margin_note(self, painter: QPainter, text: str, rect: QRectF) -> None:
        painter.save()
        painter.setFont(pixel_font(TEXT_PT))
        painter.setPen(QColor("#222222"))
        painter.drawText(rect, NOTE_FLAGS, text)
        painter.restore()


def print_battle(session: BattleSession, settings: PrintSettings, printer: QPrinter) -> int:
    """Print the plan ``settings`` call for on ``printer`` (already chosen by the player); returns pages."""
    plan = plan_for(session, settings)
    configure_printer(printer, plan, settings)
    return SheetPainter(session, plan, settings).print_all(printer)


def plan_name(session: BattleSession, settings: PrintSettings) -> str:
    """The printed plan's name (a PDF's title, a print queue's job): the battle and whose view it holds."""
    return f"{battle_title(session.battle.title)} — {whose_view(session.seen_by(settings.view), settings.view)}"


def print_to_pdf(session: BattleSession, settings: PrintSettings, out: Path) -> int:
    """The same pages as a PDF file (for tests, and for players who print elsewhere). The file is written aside and
    put in place whole: a full disk leaves the file that was there as it was, and is said (Qt's PDF writer itself
    says nothing of a write that failed)."""
    out = Path(out)
    with drawn_aside() as folder:
        drawn = Path(folder) / "plan.pdf"
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(drawn))
        printer.setDocName(plan_name(session, settings))
        pages = print_battle(session, settings, printer)
        data = drawn.read_bytes() if drawn.is_file() else b""
    if not data.rstrip().endswith(b"%%EOF"):  # the PDF's last line: a file cut short has none
        raise UsageError(f"cannot write {out}: the PDF could not be made whole (is the disk full?)")
    put_in_place(out, data)
    return pages


def pages_in_pdf(data: bytes) -> int:
    """How many pages a PDF written by Qt has (its page objects), without a PDF library."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))
