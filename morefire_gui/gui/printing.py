"""The table plan on paper: one sheet fitted to the page, or the table at a chosen scale over several sheets
that players trim, lay edge to edge and use to set out the real table.

Which part of the table goes on which sheet is worked out without Qt (geometry/print_layout.py); this module
paints each sheet. Painting is in points (1/72 in) from the paper's corner, so a font of 8 "pixels" prints at
8 pt and a millimetre of the plan is 72 / 25.4 points whatever the printer's resolution.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from morefire_gui.errors import UsageError
from morefire_gui.geometry.print_layout import (
    MM_PER_TABLE_UNIT, PAPERS, Orientation, PrintPlan, Sheet, TableArea, fit_to_sheet, sheet_label, tile)
from morefire_gui.gui.board.legend import LegendEntry, legend_entries, legend_size, paint_legend
from morefire_gui.gui.render import (
    BoardPicture, check_area, paint_grid_labels, paint_title_block, pixel_font, title_block_text)
from morefire_gui.model.scale import scale_label
from morefire_gui.session.battle_session import BattleSession

PT_PER_MM = 72 / 25.4
TEXT_PT = 8.0  # the size of the margin notes, the legend and the title block's facts on paper
TITLE_BLOCK_MM = 12.0
PRINT_DPI = 120
QT_PAPER = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter, "A3": QPageSize.PageSizeId.A3}


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


def table_area(session: BattleSession, settings: PrintSettings) -> TableArea:
    t = session.battle.table
    return check_area(session, settings.area) if settings.area is not None else TableArea(0, 0, t.width, t.depth)


def _legend(session: BattleSession) -> tuple[list[LegendEntry], str]:
    return ([LegendEntry(f"Scale {scale_label(session.battle, session.tables)}")] + legend_entries(session.battle),
            session.battle.title)


def _legend_width_mm(session: BattleSession) -> float:
    entries, title = _legend(session)
    return (legend_size(entries, title, pixel_font(TEXT_PT))[0] + 8) / PT_PER_MM


def plan_for(session: BattleSession, settings: PrintSettings) -> PrintPlan:
    """The sheets ``settings`` call for (the Print dialog shows their number before anything is printed)."""
    if settings.paper not in PAPERS:
        raise UsageError(f"unknown paper {settings.paper!r}; known: {', '.join(PAPERS)}")
    area = table_area(session, settings)
    unit = session.battle.table.unit
    paper = PAPERS[settings.paper]
    if settings.mode is PrintMode.FIT:
        return fit_to_sheet(area, unit, paper, settings.margin_mm,
                            reserved_mm=TITLE_BLOCK_MM + 2 if settings.title_block else 0.0,
                            orientation=settings.orientation,
                            reserved_width_mm=_legend_width_mm(session) + 2 if settings.legend else 0.0)
    return tile(area, unit, settings.factor, paper, settings.margin_mm, settings.overlap_mm, settings.orientation)


def page_count(plan: PrintPlan, settings: PrintSettings) -> int:
    return plan.sheet_count + (1 if settings.assembly_sheet and plan.sheet_count > 1 else 0)


def configure_printer(printer: QPrinter, plan: PrintPlan, settings: PrintSettings) -> None:
    """Paper and orientation from the plan; the whole sheet is ours to paint (margins are the plan's)."""
    printer.setFullPage(True)
    # The board's outlines and grid are cosmetic pens, one device pixel wide: at a printer's 600 dpi they would
    # all but vanish. At PRINT_DPI they print about 0.2 mm wide; shapes and text stay vector whatever it is.
    printer.setResolution(PRINT_DPI)
    orientation = (QPageLayout.Orientation.Landscape if plan.orientation is Orientation.LANDSCAPE
                   else QPageLayout.Orientation.Portrait)
    printer.setPageLayout(QPageLayout(QPageSize(QT_PAPER[settings.paper]), orientation, QMarginsF(0, 0, 0, 0)))


class SheetPainter:
    """Paints a plan's pages on a paged device (a QPrinter, a PDF writer), in points from the paper's corner."""

    def __init__(self, session: BattleSession, plan: PrintPlan, settings: PrintSettings) -> None:
        self.session, self.plan, self.settings = session, plan, settings
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

    def paint_fitted(self, painter: QPainter, picture: BoardPicture, plan: PrintPlan | None = None,
                     heading: str | None = None) -> QRectF:
        plan = plan or self.plan
        top = self.printable.top()
        if self.settings.title_block:
            head, facts = title_block_text(self.session, self.settings.area, heading)
            paint_title_block(painter, self._title_rect(), head, f"{facts} · {plan.scale_text(self.unit)}",
                              TEXT_PT)
            top += (TITLE_BLOCK_MM + 2) * PT_PER_MM
        board = self._board_rect(plan.area, plan.mm_per_unit, QPointF(self.printable.left(), top))
        picture.paint(painter, board, self._source(plan.area))
        self._frame(painter, board)
        if self.settings.grid:
            paint_grid_labels(painter, board, self._source(plan.area), self._grid_step(picture), TEXT_PT * 0.85,
                              outside=False)
        if self.settings.legend:
            entries, title = _legend(self.session)
            paint_legend(painter, QPointF(board.right() + 2 * PT_PER_MM, top), entries, title, pixel_font(TEXT_PT))
        return board

    # -- the assembly sheet -----------------------------------------------------------------------------------
    def paint_assembly(self, painter: QPainter, picture: BoardPicture) -> None:
        """The whole area on one sheet with the sheets of the plan drawn over it, each with its label: the
        map for laying the printed sheets out."""
        fit = plan_for(self.session, replace(self.settings, mode=PrintMode.FIT, orientation=self.plan.orientation))
        board = self.paint_fitted(painter, picture, fit, heading=f"{self.session.battle.title}: how the sheets fit")
        to_board = fit.mm_per_unit * PT_PER_MM
        painter.save()
        painter.setPen(QPen(QColor(20, 40, 140), 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        font = pixel_font(max(6.0, min(14.0, (self.plan.sheets[0].own.width * to_board) / 4)), bold=True)
        painter.setFont(font)
        for sheet in self.plan.sheets:
            own = sheet.own
            rect = QRectF(board.left() + (own.x0 - fit.area.x0) * to_board,
                          board.top() + (own.y0 - fit.area.y0) * to_board,
                          own.width * to_board, own.depth * to_board)
            painter.setPen(QPen(QColor(20, 40, 140), 0.8))
            painter.setBrush(QColor(255, 255, 255, 60))
            painter.drawRect(rect)
            painter.setPen(QColor(20, 40, 140))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, sheet.label)
        painter.restore()
        note = (f"{self.plan.sheet_count} sheets, {self.plan.columns} across × {self.plan.rows} down, "
                f"{self.plan.paper.name} {self.plan.orientation.value}, {self.plan.scale_text(self.unit)}. "
                f"Each sheet overlaps its neighbours east and south by {self.plan.overlap_mm:g} mm: trim the "
                f"west and north strips along the dashed lines and lay each sheet over its neighbour.")
        self._margin_note(painter, note, QRectF(self.printable.left(), board.bottom() + 2 * PT_PER_MM,
                                                self.printable.width(), self.printable.bottom() - board.bottom()))

    # -- one sheet of a plan at scale ----------------------------------------------------------------------------
    def paint_sheet(self, painter: QPainter, picture: BoardPicture, sheet: Sheet) -> None:
        plan = self.plan
        to_paper = plan.mm_per_unit * PT_PER_MM
        board = self._board_rect(sheet.area, plan.mm_per_unit, self.printable.topLeft())
        source = self._source(sheet.area)
        picture.paint(painter, board, source)
        self._frame(painter, board)
        if self.settings.grid:
            paint_grid_labels(painter, board, source, self._grid_step(picture), TEXT_PT * 0.85, outside=True)
        self._overlap_marks(painter, board, sheet, to_paper)
        self._crop_marks(painter, board, sheet, to_paper)
        self._neighbour_labels(painter, board, sheet)
        self._sheet_footer(painter, sheet)

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

    def _neighbour_labels(self, painter: QPainter, board: QRectF, sheet: Sheet) -> None:
        """The labels of the sheets around this one, in the margin on each side."""
        plan = self.plan
        around = {"west": (sheet.column - 1, sheet.row), "east": (sheet.column + 1, sheet.row),
                  "north": (sheet.column, sheet.row - 1), "south": (sheet.column, sheet.row + 1)}
        painter.save()
        painter.setFont(pixel_font(TEXT_PT, bold=True))
        painter.setPen(QColor(20, 40, 140))
        fm = QFontMetricsF(painter.font())
        for side, (c, r) in around.items():
            if not (0 <= c < plan.columns and 0 <= r < plan.rows):
                continue
            text = {"west": "◂ ", "north": "▴ ", "east": "", "south": "▾ "}[side] + sheet_label(c, r)
            text += " ▸" if side == "east" else ""
            w = fm.horizontalAdvance(text)
            if side == "west":
                at = QPointF(board.left() - w - 1.5 * PT_PER_MM, board.center().y())
            elif side == "east":
                at = QPointF(min(board.right() + 1.5 * PT_PER_MM, self.paper.right() - w - 2), board.center().y())
            elif side == "north":
                at = QPointF(board.center().x() - w / 2, board.top() - 4.5 * PT_PER_MM)
            else:
                at = QPointF(board.center().x() - w / 2, board.bottom() + 4.5 * PT_PER_MM + fm.ascent())
            painter.drawText(at, text)
        painter.restore()

    def _sheet_footer(self, painter: QPainter, sheet: Sheet) -> None:
        """Bottom margin: which sheet this is, what it shows, and a scale bar to check the printer kept the
        size (a printer set to 'fit to page' shrinks it)."""
        plan = self.plan
        unit = self.unit
        a = sheet.area
        text = (f"Sheet {sheet.label} ({sheet.number} of {plan.sheet_count}) · {self.session.battle.title} · "
                f"x {a.x0:.4g}–{a.x1:.4g}, y {a.y0:.4g}–{a.y1:.4g} {unit} · {plan.scale_text(unit)}")
        bottom = self.paper.bottom() - 2.5 * PT_PER_MM
        painter.save()
        painter.setFont(pixel_font(TEXT_PT * 0.9))
        painter.setPen(QColor("#222222"))
        painter.drawText(QPointF(self.printable.left(), bottom), text)
        # A scale bar of a whole number of table units, about 5 cm long on paper.
        units = max(1, round(50 / plan.mm_per_unit)) if plan.mm_per_unit < 50 else 1
        length = units * plan.mm_per_unit * PT_PER_MM
        right = self.printable.right()
        y = bottom - 1.5
        painter.setPen(QPen(QColor("#000000"), 0.8))
        painter.drawLine(QPointF(right - length, y), QPointF(right, y))
        for x in (right - length, right):
            painter.drawLine(QPointF(x, y - 4), QPointF(x, y + 1))
        label = f"{units} {unit}" + (f" = {units * MM_PER_TABLE_UNIT[unit]:g} mm at 1:1" if plan.factor == 1 else "")
        fm = QFontMetricsF(painter.font())
        painter.drawText(QPointF(right - length - fm.horizontalAdvance(label) - 4, bottom), label)
        painter.restore()

    # -- helpers ---------------------------------------------------------------------------------------------------------
    def _frame(self, painter: QPainter, board: QRectF) -> None:
        painter.save()
        painter.setPen(QPen(QColor("#333333"), 0.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(board)
        painter.restore()

    def _grid_step(self, picture: BoardPicture) -> float:
        table_item = picture.scene.table_item
        return table_item.grid_step if table_item is not None else (6.0 if self.unit == "in" else 10.0)

    def _margin_note(self, painter: QPainter, text: str, rect: QRectF) -> None:
        painter.save()
        painter.setFont(pixel_font(TEXT_PT))
        painter.setPen(QColor("#222222"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | Qt.TextFlag.TextWordWrap,
                         text)
        painter.restore()


def print_battle(session: BattleSession, settings: PrintSettings, printer: QPrinter) -> int:
    """Print the plan ``settings`` call for on ``printer`` (already chosen by the player); returns pages."""
    plan = plan_for(session, settings)
    configure_printer(printer, plan, settings)
    return SheetPainter(session, plan, settings).print_all(printer)


def print_to_pdf(session: BattleSession, settings: PrintSettings, out: Path) -> int:
    """The same pages as a PDF file (for tests, and for players who print elsewhere)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setDocName(session.battle.title)
    return print_battle(session, settings, printer)


def pages_in_pdf(data: bytes) -> int:
    """How many pages a PDF written by Qt has (its page objects), without a PDF library."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))

