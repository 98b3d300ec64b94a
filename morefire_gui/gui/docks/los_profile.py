"""The Line of Sight Profile dock: the side view of the line the Measure tool measures, in advanced line of sight
(rule 2.1, advanced: elevation). The profile is the geometry's (geometry/los_profile.py); this only draws it: the
ground along the line, each blocking piece to its height (red when it blocks), the eye line from one end to the
other, and a red cross where it is cut."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QDockWidget, QLabel, QSizePolicy, QVBoxLayout, QWidget

from morefire_gui.geometry.los_profile import LosProfile
from morefire_gui.gui.style import cosmetic_pen
from morefire_gui.model.terms import TerrainKind

GROUND = QColor("#b59a6a")
EYE = QColor("#1554b3")
CUT = QColor("#d0261a")
PIECE_COLOURS = {
    TerrainKind.WOODS: QColor("#3f7d3a"),
    TerrainKind.JUNGLE: QColor("#245c2a"),
    TerrainKind.BUILDING: QColor("#8a4b3a"),
    TerrainKind.VILLAGE: QColor("#9a6a4a"),
    TerrainKind.CROPS: QColor("#d8c24a"),
    TerrainKind.ROUGH: QColor("#8c8c7c"),
    TerrainKind.HEDGE: QColor("#2f6a2a"),
}
_MARGIN_LEFT, _MARGIN_RIGHT, _MARGIN_TOP, _MARGIN_BOTTOM = 34.0, 10.0, 8.0, 18.0


class ProfileChart(QWidget):
    """The side view itself: distance along the line across, height up (yards), the heights exaggerated to fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profile: LosProfile | None = None
        self.setMinimumSize(260, 80)  # within the log's height under the board (a tab beside it)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 100)

    def set_profile(self, profile: LosProfile | None) -> None:
        self.profile = profile
        self.update()

    def top_yards(self) -> float:
        """The height the chart reaches: a little over the highest thing in it (at least 10 yards)."""
        p = self.profile
        assert p is not None
        highest = max([p.eye_start, p.eye_end, *(g.height for g in p.ground), *(x.roof for x in p.pieces), 10.0])
        return highest * 1.15

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#f6f4ec"))
        p = self.profile
        if p is None or p.length_yards <= 0:
            painter.end()
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        area = QRectF(self.rect()).adjusted(_MARGIN_LEFT, _MARGIN_TOP, -_MARGIN_RIGHT, -_MARGIN_BOTTOM)
        top = self.top_yards()

        def at(distance: float, height: float) -> QPointF:
            return QPointF(
                area.left() + area.width() * distance / p.length_yards, area.bottom() - area.height() * height / top
            )

        self._paint_axes(painter, area, top, p.length_yards)
        ground = QPolygonF([at(0, 0)])
        for step in p.ground:
            ground.append(at(step.start, step.height))
            ground.append(at(step.end, step.height))
        ground.append(at(p.length_yards, 0))
        painter.setPen(cosmetic_pen(GROUND.darker(140), 1.0))
        painter.setBrush(GROUND)
        painter.drawPolygon(ground)
        for piece in p.pieces:
            if piece.kind is TerrainKind.HILL:
                if piece.blocks:  # the height a hill blocks up to: its top plus the eye height (level with level)
                    painter.setPen(cosmetic_pen(CUT, 1.0, Qt.PenStyle.DotLine))
                    painter.drawLine(at(piece.start, piece.roof), at(piece.end, piece.roof))
                continue
            a, b = at(piece.start, piece.top), at(piece.end, piece.base)
            rect = QRectF(a, b).normalized()
            if rect.width() < 3:
                rect.adjust(-(3 - rect.width()) / 2, 0, (3 - rect.width()) / 2, 0)
            colour = QColor(PIECE_COLOURS.get(piece.kind, QColor("#777777")))
            colour.setAlpha(200)
            painter.setBrush(colour)
            painter.setPen(cosmetic_pen(CUT, 2.0) if piece.blocks else cosmetic_pen(colour.darker(150), 1.0))
            painter.drawRect(rect)
        start, end = at(0, p.eye_start), at(p.length_yards, p.eye_end)
        if p.cut_at is not None and p.cut_height is not None:
            cut = at(p.cut_at, p.cut_height)
            painter.setPen(cosmetic_pen(EYE, 2.0))
            painter.drawLine(start, cut)
            painter.setPen(cosmetic_pen(CUT, 2.0, Qt.PenStyle.DashLine))
            painter.drawLine(cut, end)
            painter.setPen(cosmetic_pen(CUT, 2.5))
            painter.drawLine(cut + QPointF(-5, -5), cut + QPointF(5, 5))
            painter.drawLine(cut + QPointF(-5, 5), cut + QPointF(5, -5))
        else:
            painter.setPen(cosmetic_pen(EYE, 2.0))
            painter.drawLine(start, end)
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
        painter.setBrush(QColor("white"))
        for eye in (start, end):
            painter.drawEllipse(eye, 3.5, 3.5)
        painter.end()

    def _paint_axes(self, painter: QPainter, area: QRectF, top: float, length: float) -> None:
        font = QFont()
        font.setPointSizeF(7)
        painter.setFont(font)
        painter.setPen(QPen(QColor("#777777")))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        for height in (0.0, top / 1.15):
            y = area.bottom() - area.height() * height / top
            painter.drawText(
                QRectF(0, y - 7, _MARGIN_LEFT - 4, 14),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{height:.0f}",
            )
        label = self.tr("%1 yd").replace("%1", f"{length:.0f}")
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), _MARGIN_BOTTOM - 2),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
            label,
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), _MARGIN_BOTTOM - 2),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            "0",
        )


class LosProfileDock(QDockWidget):
    """The dock: a line of words saying what the side view shows, and the side view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Line of Sight Profile"), parent)
        self.setObjectName("los_profile")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 2, 4, 4)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.chart = ProfileChart()
        layout.addWidget(self.caption)
        layout.addWidget(self.chart, 1)
        self.setWidget(body)
        self.show_hint(advanced=False)

    @property
    def profile(self) -> LosProfile | None:
        return self.chart.profile

    def show_hint(self, advanced: bool) -> None:
        self.chart.set_profile(None)
        self.caption.setText(
            self.tr("Measure a line (M) to see its side view: the ground, each piece's height, the eye line.")
            if advanced
            else self.tr("The side view of a measured line is drawn with Rules → Advanced Line of Sight (Elevation).")
        )

    def show_profile(self, profile: LosProfile, name_of: Callable[[str], str]) -> None:
        """Draw ``profile``; ``name_of`` gives a piece's name for the caption."""
        self.chart.set_profile(profile)
        eyes = (
            self.tr("eye line %1 → %2 yd").replace("%1", f"{profile.eye_start:g}").replace("%2", f"{profile.eye_end:g}")
        )
        head = self.tr("%1 yd, %2").replace("%1", f"{profile.length_yards:.0f}").replace("%2", eyes)
        if profile.cut_at is None or profile.cut_by is None:
            self.caption.setText(self.tr("%1: clear").replace("%1", head))
            return
        piece = next((x for x in profile.pieces if x.piece == profile.cut_by), None)
        what = name_of(profile.cut_by)  # "Orchard (woods)", or "Building" for a piece with no name
        if piece is not None:
            what = self.tr("%1, up to %3 yd").replace("%1", what).replace("%3", f"{piece.roof:g}")
        self.caption.setText(
            self.tr("%1: cut at %2 yd by %3")
            .replace("%1", head)
            .replace("%2", f"{profile.cut_at:.0f}")
            .replace("%3", what)
        )
