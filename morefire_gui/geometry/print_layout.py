"""Laying the table out on paper: which part of the table goes on which sheet.

A plan is printed either fitted to one sheet, or at a chosen scale (1:1 is the real table's size) across as
many sheets as it takes, each overlapping its neighbours by a strip so that the sheets can be trimmed or
laid over each other and glued. Sheets are named like a map's squares: columns A, B, C… from west to east,
rows 1, 2, 3… from north to south, so "B3" is the second column, third row.

Everything here is in millimetres of paper and table units (inches or cm, as the battle says); nothing is
drawn. The GUI's printing paints each :class:`Sheet` from these numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.model.battle import TableSpec

MM_PER_TABLE_UNIT = {"in": 25.4, "cm": 10.0}
# Table units an area may run past an edge and still lie on the table: its corner computed from the view's pixels.
AREA_EDGE = 1e-9
MAX_SHEETS = 400  # beyond this a plan is surely a mistake (a factor typed as 100 instead of 1.00)


class Orientation(str, Enum):
    PORTRAIT = "portrait"
    LANDSCAPE = "landscape"


@dataclass(frozen=True)
class Paper:
    """A paper size, portrait, in millimetres."""

    name: str
    width_mm: float
    height_mm: float

    def oriented(self, orientation: Orientation) -> tuple[float, float]:
        if orientation is Orientation.LANDSCAPE:
            return self.height_mm, self.width_mm
        return self.width_mm, self.height_mm


PAPERS: dict[str, Paper] = {
    "A4": Paper("A4", 210.0, 297.0),
    "Letter": Paper("Letter", 215.9, 279.4),
    "A3": Paper("A3", 297.0, 420.0),
}


@dataclass(frozen=True)
class TableArea:
    """A rectangle of the table in table units: x east, y south, from its north-west corner."""

    x0: float
    y0: float
    x1: float
    y1: float

    def __post_init__(self) -> None:
        if not all(math.isfinite(v) for v in (self.x0, self.y0, self.x1, self.y1)):
            raise UsageError("an area's corners must be finite numbers")
        if self.x1 <= self.x0 or self.y1 <= self.y0:
            raise UsageError(
                f"an area runs from its north-west to its south-east corner "
                f"(got {self.x0:g},{self.y0:g} to {self.x1:g},{self.y1:g})"
            )

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def depth(self) -> float:
        return self.y1 - self.y0


def check_on_table(area: TableArea, table: TableSpec, what: str = "") -> TableArea:
    """The area, when it lies within the table (its edges included, to a hair: both its corners do, as the table
    holds a point); else a UsageError naming it as ``what`` (the flag as typed, ``--area 0,0,100,24``; by default
    ``the area`` and its corners): ``…: the part of the table to draw must lie within the table, 0,0 to 72,48 in``."""
    if table.holds(area.x0, area.y0, margin=AREA_EDGE) and table.holds(area.x1, area.y1, margin=AREA_EDGE):
        return area
    what = what or f"the area {area.x0:g},{area.y0:g},{area.x1:g},{area.y1:g}"
    raise UsageError(
        f"{what}: the part of the table to draw must lie within the table, 0,0 to "
        f"{table.width:g},{table.depth:g} {table.unit}"
    )


@dataclass(frozen=True)
class Sheet:
    """One sheet of a plan: where it sits in the grid of sheets and which part of the table it shows.

    ``area`` is what is printed, overlap included; ``own`` is the part no sheet before it (west or north)
    shows, so that the overlap strips are ``area`` less ``own`` and can be marked."""

    column: int  # 0-based, west to east
    row: int  # 0-based, north to south
    label: str  # "B3"
    number: int  # 1-based, row by row
    area: TableArea
    own: TableArea


LEGEND_STEPS = 12  # how finely a legend beside the board is narrowed to fit


@dataclass(frozen=True)
class PrintPlan:
    paper: Paper
    orientation: Orientation
    mm_per_unit: float  # paper millimetres for one table unit
    factor: float  # mm_per_unit over the real size (1.0 = the table at its real size)
    overlap_mm: float
    columns: int
    rows: int
    sheets: tuple[Sheet, ...]
    area: TableArea
    legend_below: bool = False  # a sheet fitted to the page: its legend under the board (else beside it)
    legend_columns: int = 1  # in how many columns the legend is laid out
    legend_width_mm: float | None = None  # the width its labels are wrapped to (None: as wide as they are)

    @property
    def sheet_count(self) -> int:
        return len(self.sheets)

    def sheet(self, label: str) -> Sheet:
        return next(s for s in self.sheets if s.label == label)

    def neighbours(self, sheet: Sheet) -> dict[str, str]:
        """Labels of the sheets east and south of ``sheet`` (those it overlaps), by direction."""
        out: dict[str, str] = {}
        if sheet.column + 1 < self.columns:
            out["east"] = sheet_label(sheet.column + 1, sheet.row)
        if sheet.row + 1 < self.rows:
            out["south"] = sheet_label(sheet.column, sheet.row + 1)
        return out

    def scale_text(self, unit: str) -> str:
        """How big the plan is drawn: '1:1 (real size)' or '1:2.5 of the real table'."""
        if abs(self.factor - 1.0) < 1e-6:
            return "1:1 (the table at its real size)"
        if self.factor < 1:
            return f"1:{1 / self.factor:.3g} of the real table"
        return f"{self.factor:.3g}:1 of the real table"


def sheet_label(column: int, row: int) -> str:
    """'A1' for the north-west sheet; columns past Z go on as AA, AB… like a spreadsheet."""
    letters = ""
    n = column + 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"{letters}{row + 1}"


def printable_mm(paper: Paper, orientation: Orientation, margin_mm: float) -> tuple[float, float]:
    width, height = paper.oriented(orientation)
    w, h = width - 2 * margin_mm, height - 2 * margin_mm
    if w <= 0 or h <= 0:
        raise UsageError(f"margins of {margin_mm:g} mm leave nothing of a {paper.name} sheet to print on")
    return w, h


def _spans(start: float, length: float, page: float, overlap: float) -> list[tuple[float, float, float]]:
    """Split ``length`` table units from ``start`` into pages of ``page`` units that overlap by ``overlap``.
    Each span is (from, to, own_from): own_from is where the part no earlier span shows begins."""
    if length <= page + 1e-9:
        return [(start, start + length, start)]
    step = page - overlap
    count = math.ceil((length - page) / step - 1e-9) + 1
    spans: list[tuple[float, float, float]] = []
    for i in range(count):
        lo = start + i * step
        hi = min(lo + page, start + length)
        own = lo if i == 0 else max(lo, spans[-1][1])  # equal but for rounding without overlap
        spans.append((lo, hi, own))
    return spans


def tile(
    area: TableArea,
    unit: str,
    factor: float,
    paper: Paper,
    margin_mm: float = 10.0,
    overlap_mm: float = 10.0,
    orientation: Orientation | None = None,
    reserved_mm: float = 0.0,
) -> PrintPlan:
    """The plan of ``area`` drawn at ``factor`` times its real size (1.0: an inch of table is an inch of
    paper), over as many sheets as it takes; ``reserved_mm`` of each sheet's printable height is kept at its
    foot (for the sheet's footer and scale bar). Without an ``orientation`` the one needing fewer sheets is
    chosen (landscape for a wide table when they tie)."""
    if unit not in MM_PER_TABLE_UNIT:
        raise UsageError(f"unknown table unit {unit!r}")
    if not math.isfinite(factor) or factor <= 0:
        raise UsageError(f"the print scale must be a positive number (got {factor:g})")
    mm_per_unit = MM_PER_TABLE_UNIT[unit] * factor
    if orientation is None:
        plans = [tile(area, unit, factor, paper, margin_mm, overlap_mm, o, reserved_mm) for o in Orientation]
        landscape_first = area.width >= area.depth
        return min(plans, key=lambda p: (p.sheet_count, (p.orientation is Orientation.PORTRAIT) == landscape_first))
    w_mm, h_mm = printable_mm(paper, orientation, margin_mm)
    h_mm -= reserved_mm
    if overlap_mm < 0 or overlap_mm >= min(w_mm, h_mm) / 2:
        raise UsageError(f"an overlap of {overlap_mm:g} mm does not fit a {paper.name} sheet's printable area")
    page_w, page_h = w_mm / mm_per_unit, h_mm / mm_per_unit
    overlap = overlap_mm / mm_per_unit
    xs = _spans(area.x0, area.width, page_w, overlap)
    ys = _spans(area.y0, area.depth, page_h, overlap)
    if len(xs) * len(ys) > MAX_SHEETS:
        raise UsageError(f"at that scale the plan needs {len(xs) * len(ys)} sheets (at most {MAX_SHEETS})")
    sheets: list[Sheet] = []
    for r, (y0, y1, own_y) in enumerate(ys):
        for c, (x0, x1, own_x) in enumerate(xs):
            sheets.append(
                Sheet(
                    c, r, sheet_label(c, r), len(sheets) + 1, TableArea(x0, y0, x1, y1), TableArea(own_x, own_y, x1, y1)
                )
            )
    return PrintPlan(paper, orientation, mm_per_unit, factor, overlap_mm, len(xs), len(ys), tuple(sheets), area)


def fit_to_sheet(
    area: TableArea,
    unit: str,
    paper: Paper,
    margin_mm: float = 10.0,
    reserved_mm: float = 0.0,
    orientation: Orientation | None = None,
    reserved_width_mm: float = 0.0,
    legend_mm: Callable[[int, float | None], tuple[float, float]] | None = None,
    legend_gap_mm: float = 2.0,
    legend_columns: int = 6,
) -> PrintPlan:
    """The whole ``area`` on one sheet, as large as it goes; ``reserved_mm`` of the printable height is kept
    for a title block and ``reserved_width_mm`` of its width for a legend. ``legend_mm(columns, width)``: the legend's
    width and height laid out in that many columns within ``width`` mm (None: as wide as its labels); it goes beside
    the board in one column or under it in up to ``legend_columns`` across the sheet, wherever the board is drawn
    larger (a wide table would leave the sheet empty under it). Without an ``orientation`` the one that draws the
    table larger is chosen."""
    if unit not in MM_PER_TABLE_UNIT:
        raise UsageError(f"unknown table unit {unit!r}")
    options = list(Orientation) if orientation is None else [orientation]
    best: PrintPlan | None = None
    for o in options:
        w_mm, h_mm = printable_mm(paper, o, margin_mm)
        h_mm -= reserved_mm
        w_mm -= reserved_width_mm
        # (room across, room down, legend below, its columns, the width it is fitted to)
        rooms: list[tuple[float, float, bool, int, float | None]] = [(w_mm, h_mm, False, 1, None)]
        if legend_mm is not None:
            rooms = []
            for columns in range(1, legend_columns + 1):
                wide, high = legend_mm(columns, w_mm)
                if wide <= w_mm + 1e-9:  # under the board, across the sheet
                    rooms.append((w_mm, h_mm - high - legend_gap_mm, True, columns, w_mm))
                if columns > 2:
                    continue
                # Beside the board, its labels wrapped as narrow as still fits the sheet's height.
                natural = legend_mm(columns, None)[0]
                fitted: tuple[float, float] | None = None
                for k in range(LEGEND_STEPS):
                    width = natural * (1 - k / LEGEND_STEPS)
                    wide, high = legend_mm(columns, width)
                    if high > h_mm or (fitted is not None and wide > fitted[0] - 1e-9):
                        break
                    fitted = (wide, width)
                if fitted is not None:
                    rooms.append((w_mm - fitted[0] - legend_gap_mm, h_mm, False, columns, fitted[1]))
        for room_w, room_h, below, columns, legend_width in rooms:
            if room_h <= 0 or room_w <= 0:
                continue
            mm_per_unit = min(room_w / area.width, room_h / area.depth)
            plan = PrintPlan(
                paper,
                o,
                mm_per_unit,
                mm_per_unit / MM_PER_TABLE_UNIT[unit],
                0.0,
                1,
                1,
                (Sheet(0, 0, "A1", 1, area, area),),
                area,
                below,
                columns,
                legend_width,
            )
            if best is None or plan.mm_per_unit > best.mm_per_unit + 1e-9:
                best = plan
    if best is None:
        raise UsageError(f"nothing of a {paper.name} sheet is left to print the table on")
    return best
