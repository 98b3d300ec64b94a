"""Drawing the board without a window: PNG, SVG or PDF of the table, exactly as the board paints it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from morefire_gui.errors import UsageError
from morefire_gui.gui.board.legend import LegendEntry, legend_entries, legend_size, paint_legend
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.model.scale import scale_label
from morefire_gui.session.battle_session import BattleSession

FORMATS = (".png", ".svg", ".pdf")


def ensure_gui_application() -> None:
    """Rendering needs a Qt application; make one (headless platforms work) if there is none."""
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        QApplication(["morefire"])


def render_battle(session: BattleSession, out: Path, width: int = 1600, legend: bool = True,
                  grid: bool = True) -> Path:
    suffix = Path(out).suffix.lower()
    if suffix not in FORMATS:
        raise UsageError(f"cannot render to {out}: use a file ending in .png, .svg or .pdf")
    if width < 100 or width > 20000:
        raise UsageError(f"--width must be between 100 and 20000 pixels (got {width})")
    ensure_gui_application()
    scene = BoardScene(session)
    scene.set_grid(grid)
    scene.measure.setVisible(False)
    scene.measure.label.setVisible(False)
    # On screen the board paints its pieces from pixmap caches; an export paints them directly, so that an
    # SVG or PDF holds vector shapes rather than pictures of them.
    for item in scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    table = scene.table_rect()
    margin = max(table.width(), table.height()) * 0.03
    source = table.adjusted(-margin, -margin, margin, margin)
    title = session.battle.title
    entries = [LegendEntry(f"Scale {scale_label(session.battle, session.tables)}")] + legend_entries(session.battle)
    font = QFont()
    font.setPointSizeF(max(8.0, width / 190))
    panel = legend_size(entries, title, font)[0] + 24 if legend else 0.0
    board_width = max(100.0, width - panel)
    height = max(1, round(board_width * source.height() / source.width()))

    def paint(painter: QPainter, target: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.fillRect(target, QColor("#6b6b6b"))
        sx = target.width() / width
        board = QRectF(target.left(), target.top(), board_width * sx, target.height())
        scene.render(painter, board, source, Qt.AspectRatioMode.KeepAspectRatio)
        if legend:
            painter.save()
            painter.translate(board.right(), target.top())
            painter.scale(sx, sx)
            paint_legend(painter, QPointF(12, 12), entries, title, font)
            painter.restore()

    out = Path(out)
    try:
        if suffix == ".png":
            image = QImage(QSize(width, height), QImage.Format.Format_ARGB32)
            image.fill(QColor("#6b6b6b"))
            painter = QPainter(image)
            paint(painter, QRectF(0, 0, width, height))
            painter.end()
            if not image.save(str(out)):
                raise UsageError(f"cannot write {out}")
        elif suffix == ".svg":
            generator = QSvgGenerator()
            generator.setFileName(str(out))
            generator.setSize(QSize(width, height))
            generator.setViewBox(QRectF(0, 0, width, height))
            generator.setTitle(session.battle.title)
            generator.setDescription(title)
            painter = QPainter(generator)
            paint(painter, QRectF(0, 0, width, height))
            painter.end()
        else:
            writer = QPdfWriter(str(out))
            writer.setTitle(session.battle.title)
            writer.setResolution(150)
            # One page the picture's shape, at 96 pixels to the inch.
            page = QPageSize(QSizeF(width * 0.75, height * 0.75), QPageSize.Unit.Point, "board")
            writer.setPageLayout(QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
            painter = QPainter(writer)
            paint(painter, QRectF(0, 0, writer.width(), writer.height()))
            painter.end()
    finally:
        scene.detach()
    if not out.exists() or out.stat().st_size == 0:
        raise UsageError(f"nothing was written to {out}")
    return out
