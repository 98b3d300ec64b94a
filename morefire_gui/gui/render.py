"""Drawing the board without a window: PNG, SVG or PDF of the table, exactly as the board paints it.

The picture is laid out in picture pixels: an optional title block across the top (the battle's title, its
scale, the turn, the part of the table shown and whose view it is), the board below it, and the legend in a panel on
the right. Whose view a picture shows is always said: in the title block, else in a caption at the board's foot, and
in the file's own title and description (a PNG's text, an SVG's title, a PDF's title). Fonts are sized in pixels so that the layout is the same on every kind of output (an image, an SVG, a
PDF page); printing (gui/printing.py) paints the same parts onto paper.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from morefire_gui import __version__
from morefire_gui.errors import UsageError
from morefire_gui.geometry.print_layout import TableArea, check_on_table
from morefire_gui.gui.board.artillery_items import landed_marks
from morefire_gui.gui.board.legend import LegendEntry, legend_entries, legend_size, paint_legend
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.i18n import said, scale_words, tr
from morefire_gui.gui.said import battle_title
from morefire_gui.gui.style import TABLE_EDGE
from morefire_gui.io.atomic_write import drawn_aside
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import View, view_title

FORMATS = (".png", ".svg", ".pdf")
BACKGROUND = QColor("#6b6b6b")
PICTURE_DPI = 96  # SVG and PDF outputs are laid out at the same 96 pixels to the inch as a PNG
MIN_WIDTH, MAX_WIDTH = 100, 20000


@dataclass(frozen=True)
class RenderOptions:
    """What an export shows. ``area`` is a part of the table (None: the whole table with a margin);
    ``title`` is the title block's heading (None: the battle's title) when ``title_block`` is on."""

    area: TableArea | None = None
    grid: bool = True
    legend: bool = True
    title_block: bool = False
    title: str | None = None
    view: View | None = None  # whose view it shows (None: the battle as it is, the umpire's)


def ensure_gui_application() -> None:
    """Rendering needs a Qt application; make one if there is none. Drawing into a file needs no screen: where no
    display can be reached (none set, as on a server or over ssh, or one set that does not answer: gui/display.py),
    it runs on Qt's ``offscreen`` platform instead of letting Qt abort the process."""
    from PySide6.QtWidgets import QApplication

    from morefire_gui.gui.display import display_problem, release_display

    if QApplication.instance() is None:
        argv = ["morefire"]
        if display_problem(hold=True) is not None:
            argv += ["-platform", "offscreen"]
        QApplication(argv)
        release_display()


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


class BoardPicture:
    """The battle's board in a scene of its own, ready to be painted any number of times (an export, each
    printed sheet). Use as a context manager, or call :meth:`close`."""

    def __init__(self, session: BattleSession, grid: bool = True) -> None:
        ensure_gui_application()
        self.session = session
        self.scene = BoardScene(session)
        self.scene.set_grid(grid)
        if session.seen_as is not None:
            self.scene.apply_view(session.seen_as)  # a side's seen battle: the other side's markers as markers
        self.scene.measure.setVisible(False)
        self.scene.measure.label.setVisible(False)
        if session.battle.aircraft:  # the airstrikes in play, each its arrow, as the window's board shows them
            from morefire_gui.gui.board.aircraft_items import sync_aircraft_items
            from morefire_gui.io.aircraft_tables import load_aircraft_tables

            sync_aircraft_items(self.scene, session, {}, load_aircraft_tables(None))
        # The barrages landed this turn, as the window's board shows them in this view.
        self.scene.show_landed(landed_marks(session, session.seen_as))
        # On screen the board paints its pieces from pixmap caches; an export paints them directly, so that an
        # SVG or PDF holds vector shapes rather than pictures of them.
        for item in self.scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def table_rect(self) -> QRectF:
        return self.scene.table_rect()

    def paint(self, painter: QPainter, target: QRectF, source: QRectF) -> None:
        """Paint the table rectangle ``source`` (table units) into ``target`` (the painter's units)."""
        if source.width() > 0 and source.height() > 0:
            # Counters and labels laid out for the picture's scale, as the window lays them out for its zoom. The
            # scale is in the device's pixels: flags, captions and counters are drawn that many device pixels big
            # whatever the painter's scale (a printer's page is painted in points, scaled to its dots).
            device = painter.deviceTransform().mapRect(target)
            self.scene.set_layout_scale(min(device.width() / source.width(), device.height() / source.height()))
            self.scene.ensure_layout()
        # Flags gathered into one marker open when the window's pointer is on them; a picture cannot be pointed at,
        # so it draws them opened: each flag of the gathering with its values and a line to its spot.
        for gathering in self.scene.scenario.gatherings:
            gathering.set_opened(True)
        self.scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)

    def close(self) -> None:
        self.scene.detach()

    def __enter__(self) -> BoardPicture:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def source_rect(session: BattleSession, area: TableArea | None) -> QRectF:
    """The part of the table a picture shows: the area asked for, or the whole table with a 3% margin
    (so that the grid's numbers along the edges show)."""
    if area is not None:
        return QRectF(area.x0, area.y0, area.width, area.depth)
    t = session.battle.table
    margin = max(t.width, t.depth) * 0.03
    return QRectF(-margin, -margin, t.width + 2 * margin, t.depth + 2 * margin)


def title_block_text(
    session: BattleSession, area: TableArea | None, title: str | None = None, view: View | None = None
) -> tuple[str, str]:
    """The title block's heading and its line of facts: scale, table, turn, the part of the table shown, and whose
    view it is (:func:`whose_view`)."""
    battle = session.battle
    t = battle.table
    unit = said(t.unit)
    facts = [
        scale_words(battle, session.tables),
        tr("table {width:g} × {depth:g} {unit}").format(width=t.width, depth=t.depth, unit=unit),
    ]
    turn = getattr(battle, "turn", None)
    if turn is not None:
        facts.append(tr("turn {turn}").format(turn=turn))
    if area is not None and (area.x0, area.y0, area.x1, area.y1) != (0, 0, t.width, t.depth):
        facts.append(
            tr("shown: x {x0:.4g}–{x1:.4g}, y {y0:.4g}–{y1:.4g} {unit}").format(
                x0=area.x0, x1=area.x1, y0=area.y0, y1=area.y1, unit=unit
            )
        )
    facts.append(whose_view(session, view))
    return (title if title else battle_title(battle.title)), " · ".join(facts)


def whose_view(session: BattleSession, view: View | None) -> str:
    """Whose view a picture of ``session`` shows: ``view``'s side, or, for a side's seen battle drawn as it is, the
    side it was seen by; else the umpire's ("Umpire's view (everything)")."""
    return said(view_title(session.battle, view if view is not None else session.seen_as))


def paint_view_caption(painter: QPainter, board: QRectF, text: str, font_pixels: float) -> None:
    """Whose view it is, in a small box at the board's foot, on the left (in the margin round a whole table)."""
    painter.save()
    font = pixel_font(font_pixels)
    fm = QFontMetricsF(font)
    pad = font_pixels * 0.3
    box = QRectF(board.left() + pad, board.bottom() - fm.height() - 3 * pad, fm.horizontalAdvance(text) + 2 * pad, 0)
    box.setHeight(fm.height() + 2 * pad)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(246, 243, 232, 220))
    painter.drawRect(box)
    painter.setFont(font)
    painter.setPen(QColor("#1a1a1a"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def app_words() -> str:
    """The app and its version, as a title block and a PDF name their maker."""
    return tr("More Fire! battle manager {version}").format(version=__version__)


def title_block_height(font_pixels: float) -> float:
    return font_pixels * 3.6


FACTS_LEAST_SCALE = 0.7  # the facts' line is set this much smaller, at most, to fit the block before it is cut


@dataclass(frozen=True)
class TitleBlockText:
    """The title block's three texts as they are drawn: each with the box it takes (in the painter's units). The facts
    are drawn ``facts_scale`` times their size: a long line (a German one, a part of the table, a side's view) is set
    smaller to fit the block whole, and cut with "…" only past FACTS_LEAST_SCALE."""

    heading: str
    heading_box: QRectF
    maker: str  # the app, its version and the day the picture or sheet was made
    maker_box: QRectF
    facts: str
    facts_box: QRectF
    facts_scale: float


def made_on() -> str:
    """The day a picture or sheet was made, as 2026-12-07: read alike in every language (12/7/26 is July to some)."""
    from PySide6.QtCore import QDate

    return QDate.currentDate().toString(Qt.DateFormat.ISODate)


def title_block_text_boxes(rect: QRectF, heading: str, facts: str, font_pixels: float) -> TitleBlockText:
    pad = font_pixels * 0.6
    inner = rect.adjusted(pad, pad * 0.6, -pad, -pad * 0.6)
    heading_fm = QFontMetricsF(pixel_font(font_pixels * 1.35, bold=True))
    small = QFontMetricsF(pixel_font(font_pixels))
    top = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.55)
    bottom = QRectF(inner.left(), top.bottom(), inner.width(), inner.height() - top.height())
    maker = f"{app_words()} · {made_on()}"
    maker_width = small.horizontalAdvance(maker)
    maker_box = QRectF(top.right() - maker_width, top.top(), maker_width, top.height())
    heading_room = max(0.0, top.width() - maker_width - 2 * pad)
    heading = heading_fm.elidedText(heading, Qt.TextElideMode.ElideRight, heading_room)
    heading_box = QRectF(top.left(), top.top(), min(heading_fm.horizontalAdvance(heading), heading_room), top.height())
    wide = small.horizontalAdvance(facts)
    scale = 1.0 if wide <= bottom.width() else max(FACTS_LEAST_SCALE, bottom.width() / wide)
    if wide * scale > bottom.width():
        facts = small.elidedText(facts, Qt.TextElideMode.ElideRight, bottom.width() / scale)
        wide = small.horizontalAdvance(facts)
    facts_box = QRectF(bottom.left(), bottom.top(), wide * scale, bottom.height())
    return TitleBlockText(heading, heading_box, maker, maker_box, facts, facts_box, scale)


def paint_title_block(painter: QPainter, rect: QRectF, heading: str, facts: str, font_pixels: float) -> None:
    """A paper-coloured strip: the heading in bold, the facts below it, the app, its version and the day it was made
    at the right (:func:`title_block_text_boxes` places them)."""
    text = title_block_text_boxes(rect, heading, facts, font_pixels)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f6f3e8"))
    painter.drawRect(rect)
    painter.setPen(QColor("#1a1a1a"))
    painter.setFont(pixel_font(font_pixels * 1.35, bold=True))
    middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.drawText(text.heading_box.adjusted(0, 0, 1, 0), middle, text.heading)
    painter.setFont(pixel_font(font_pixels))
    painter.save()
    box = text.facts_box
    painter.translate(box.left(), box.center().y())
    painter.scale(text.facts_scale, text.facts_scale)
    height = box.height() / text.facts_scale
    painter.drawText(QRectF(0, -height / 2, box.width() / text.facts_scale + 1, height), middle, text.facts)
    painter.restore()
    painter.setPen(QColor("#6a6a6a"))
    painter.drawText(
        text.maker_box.adjusted(-1, 0, 0, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text.maker
    )
    painter.setPen(QColor("#444444"))
    painter.drawLine(QPointF(rect.left(), rect.bottom()), QPointF(rect.right(), rect.bottom()))
    painter.restore()


def grid_label_boxes(
    target: QRectF, source: QRectF, step: float, font_pixels: float, outside: bool
) -> list[tuple[str, QPointF, QRectF]]:
    """The table coordinates of the grid lines that cross the picture's north and west edges, each with the
    baseline point it is drawn at and the box its text takes: in the margin around ``target`` when
    ``outside`` (a printed sheet), just inside it otherwise (an exported area)."""
    fm = QFontMetricsF(pixel_font(font_pixels))
    sx, sy = target.width() / source.width(), target.height() / source.height()
    boxes: list[tuple[str, QPointF, QRectF]] = []

    def add(text: str, at: QPointF) -> None:
        boxes.append((text, at, QRectF(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height())))

    first = int(source.left() // step) + 1
    for k in range(first, int(source.right() // step) + 1):
        x = target.left() + (k * step - source.left()) * sx
        if x < target.left() + 1 or x > target.right() - 1:
            continue
        text = f"{k * step:g}"
        w = fm.horizontalAdvance(text)
        y = target.top() - fm.descent() - 2 if outside else target.top() + fm.ascent() + 1
        add(text, QPointF(x - w / 2, y))
    first = int(source.top() // step) + 1
    for k in range(first, int(source.bottom() // step) + 1):
        y = target.top() + (k * step - source.top()) * sy
        if y < target.top() + 1 or y > target.bottom() - 1:
            continue
        text = f"{k * step:g}"
        w = fm.horizontalAdvance(text)
        x = target.left() - w - 3 if outside else target.left() + 2
        add(text, QPointF(x, y + fm.ascent() / 2 - 1))
    return boxes


def paint_grid_labels(
    painter: QPainter, target: QRectF, source: QRectF, step: float, font_pixels: float, outside: bool
) -> None:
    """Paint the labels :func:`grid_label_boxes` places."""
    painter.save()
    painter.setFont(pixel_font(font_pixels))
    painter.setPen(QColor("#222222") if outside else TABLE_EDGE)
    for text, at, _box in grid_label_boxes(target, source, step, font_pixels, outside):
        painter.drawText(at, text)
    painter.restore()


@dataclass(frozen=True)
class PictureLayout:
    """Where the parts of an exported picture go, in picture pixels."""

    width: int
    height: int
    title: QRectF | None
    board: QRectF
    legend_at: QPointF | None
    font_pixels: float


def layout_picture(
    session: BattleSession, width: int, options: RenderOptions, entries: list[LegendEntry], legend_title: str
) -> PictureLayout:
    source = source_rect(session, options.area)
    font_pixels = max(11.0, width / 145)
    legend_w, legend_h = legend_size(entries, legend_title, pixel_font(font_pixels)) if options.legend else (0.0, 0.0)
    panel = legend_w + 24 if options.legend else 0.0
    board_width = max(100.0, width - panel)
    board_height = max(1.0, board_width * source.height() / source.width())
    band = title_block_height(font_pixels) if options.title_block else 0.0
    # As tall as the board, or as the legend beside it where that is taller (a wide table, many marks): never cut.
    height = max(1, round(max(board_height, legend_h + 24 if options.legend else 0.0) + band))
    title = QRectF(0, 0, width, band) if options.title_block else None
    legend_at = QPointF(board_width + 12, band + 12) if options.legend else None
    return PictureLayout(width, height, title, QRectF(0, band, board_width, board_height), legend_at, font_pixels)


def paint_picture(
    painter: QPainter,
    picture: BoardPicture,
    layout: PictureLayout,
    options: RenderOptions,
    entries: list[LegendEntry],
    legend_title: str,
) -> None:
    """Paint the whole picture, in picture pixels (the painter scales it to its device)."""
    session = picture.session
    source = source_rect(session, options.area)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.fillRect(QRectF(0, 0, layout.width, layout.height), BACKGROUND)
    picture.paint(painter, layout.board, source)
    if options.area is not None and options.grid:
        step = picture.scene.table_item.grid_step if picture.scene.table_item is not None else 6.0
        paint_grid_labels(painter, layout.board, source, step, layout.font_pixels * 0.85, outside=False)
    if layout.title is not None:
        heading, facts = title_block_text(session, options.area, options.title, options.view)
        paint_title_block(painter, layout.title, heading, facts, layout.font_pixels)
    else:
        paint_view_caption(painter, layout.board, whose_view(session, options.view), layout.font_pixels * 0.85)
    if layout.legend_at is not None:
        paint_legend(painter, layout.legend_at, entries, legend_title, pixel_font(layout.font_pixels))


def render_battle(
    session: BattleSession,
    out: Path,
    width: int = 1600,
    legend: bool = True,
    grid: bool = True,
    *,
    area: TableArea | None = None,
    title_block: bool = False,
    title: str | None = None,
    view: View | None = None,
) -> Path:
    """Draw the board to ``out`` (.png, .svg or .pdf), ``width`` pixels wide (a PDF page at 96 to the inch).

    ``area`` limits the picture to part of the table; ``title_block`` adds a strip with the battle's title
    (or ``title``), scale and turn. ``view``: draw the battle as that side may see it (``session.seen_by``: nothing of
    the other side's secrets is in the file); None: the battle as it is (the umpire's). Whose view it is is said in
    the title block or a caption at the board's foot, and in the file's title and description."""
    suffix = Path(out).suffix.lower()
    if suffix not in FORMATS:
        raise UsageError(f"cannot render to {out}: use a file ending in .png, .svg or .pdf")
    if width < MIN_WIDTH or width > MAX_WIDTH:
        raise UsageError(f"--width must be between {MIN_WIDTH} and {MAX_WIDTH} pixels (got {width})")
    if area is not None:
        check_on_table(area, session.battle.table)
    session = session.seen_by(view)
    options = RenderOptions(area, grid, legend, title_block or title is not None, title, view)
    whose = whose_view(session, view)
    heading = f"{title or battle_title(session.battle.title)} — {whose}"
    facts = title_block_text(session, area, title, view)[1]
    legend_title = battle_title(session.battle.title)
    entries = [
        LegendEntry(scale_words(session.battle, session.tables)),
        *legend_entries(session.battle, session.catalogue, picture=True),
    ]
    out = Path(out)
    # Drawn aside, then put in place whole (io/atomic_write.py): a full disk or a failure while drawing leaves the
    # file that was there as it was, and no half-written picture is said to be written.
    with drawn_aside() as folder:
        drawn = Path(folder) / f"picture{suffix}"
        _draw(session, drawn, grid, width, options, entries, legend_title, heading, facts)
        data = drawn.read_bytes() if drawn.is_file() else b""
    if not data:
        raise UsageError(f"cannot write {out}: the picture could not be drawn (is the disk full?)")
    put_in_place(out, data)
    return out


def put_in_place(out: Path, data: bytes) -> None:
    """``data`` written to ``out`` whole or not at all; why not is said with the file's name (``cannot write
    plan.pdf: No space left on device; the file that was there is unchanged``)."""
    from morefire_gui.io.atomic_write import write_bytes_atomic

    try:
        write_bytes_atomic(out, data, keep_backup=False)
    except OSError as exc:
        raise UsageError(
            f"cannot write {out}: {exc.strerror or exc}; the file that was there, if any, is unchanged"
        ) from None


def _draw(
    session: BattleSession,
    out: Path,
    grid: bool,
    width: int,
    options: RenderOptions,
    entries: list[LegendEntry],
    legend_title: str,
    heading: str,
    facts: str,
) -> None:
    """Draw the picture into ``out`` (a file of its own, in a temporary folder)."""
    suffix = out.suffix
    with BoardPicture(session, grid) as picture:
        layout = layout_picture(session, width, options, entries, legend_title)
        w, h = layout.width, layout.height
        if suffix == ".png":
            image = QImage(QSize(w, h), QImage.Format.Format_ARGB32)
            image.fill(BACKGROUND)
            painter = QPainter(image)
            paint_picture(painter, picture, layout, options, entries, legend_title)
            painter.end()
            # The PNG's own text chunks (keys of the PNG standard): whose view it is, read without looking.
            chunks = {"Title": heading, "Description": facts, "Software": f"More Fire! battle manager {__version__}"}
            for key, value in chunks.items():
                image.setText(key, value)
            image.save(str(out))  # a file not written is said by the caller, by the name the player gave
        elif suffix == ".svg":
            generator = QSvgGenerator()
            generator.setFileName(str(out))
            generator.setSize(QSize(w, h))
            generator.setViewBox(QRectF(0, 0, w, h))
            generator.setResolution(PICTURE_DPI)
            generator.setTitle(heading)
            generator.setDescription(facts)
            painter = QPainter(generator)
            paint_picture(painter, picture, layout, options, entries, legend_title)
            painter.end()
        else:
            writer = QPdfWriter(str(out))
            writer.setTitle(heading)
            writer.setCreator(app_words())
            writer.setResolution(PICTURE_DPI)
            # One page the picture's shape: 96 pixels to the inch, 72 points to the inch.
            page = QPageSize(QSizeF(w * 72 / PICTURE_DPI, h * 72 / PICTURE_DPI), QPageSize.Unit.Point, "board")
            writer.setPageLayout(QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
            painter = QPainter(writer)
            painter.scale(writer.width() / w, writer.height() / h)
            paint_picture(painter, picture, layout, options, entries, legend_title)
            painter.end()
