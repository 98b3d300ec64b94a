"""File → Table Image…: a photo or map of the players' own table, to trace the terrain over. The player picks a PNG
or JPEG, clicks two points of it and gives the real distance between them (a map or a photo from straight above),
or clicks the table's four corners (a photo taken at an angle), and sets the opacity. The dialog builds the action
(SetTableImage) and takes it through the window like any other table edit; Take Away removes the image."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsEllipseItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import UsageError
from morefire_gui.gui.board.table_image import read_image
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said, said_error
from morefire_gui.gui.save_folders import ask_open_path, open_start
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.path_field import PathField
from morefire_gui.io.validation_words import sentence
from morefire_gui.model.actions.table import SetTableImage
from morefire_gui.model.table_image import FourCorners, TableImage, TwoPoints
from morefire_gui.session.table_image import image_file, image_reference

if TYPE_CHECKING:
    from morefire_gui.gui.board.tools.base import Editor
    from morefire_gui.session.battle_session import BattleSession

TWO_POINTS, CORNERS = "points", "corners"


class PictureView(QGraphicsView):
    """The chosen image, fitted; each click on it marks a point (in image pixels)."""

    def __init__(self, dialog: TableImageDialog) -> None:
        super().__init__(dialog)
        self.setScene(QGraphicsScene(self))  # owned by the view: Python would drop a scene it holds no name for
        self.dialog = dialog
        self.pixmap: QGraphicsPixmapItem | None = None
        self.marks: list[QGraphicsEllipseItem] = []
        self.setMinimumSize(360, 240)
        self.setBackgroundBrush(QColor("#555555"))

    def set_pixmap(self, pixmap: QPixmap) -> None:
        scene = self.scene()
        scene.clear()
        self.marks.clear()
        self.pixmap = scene.addPixmap(pixmap)
        scene.setSceneRect(QRectF(pixmap.rect()))
        self.fit()

    def fit(self) -> None:
        if self.pixmap is not None:
            self.fitInView(self.pixmap, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def show_points(self, points: list[tuple[float, float]]) -> None:
        scene = self.scene()
        for mark in self.marks:
            scene.removeItem(mark)
        self.marks.clear()
        font = QFont()
        font.setBold(True)
        for n, (x, y) in enumerate(points, 1):
            # A mark of a few pixels at every fit of the picture: drawn in the view's pixels, at the image point.
            mark = scene.addEllipse(-6, -6, 12, 12, QPen(QColor("#d0261a"), 2), QBrush(QColor(255, 255, 255, 140)))
            mark.setFlag(QGraphicsEllipseItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            mark.setPos(x, y)
            text = QGraphicsSimpleTextItem(str(n), mark)
            text.setFont(font)
            text.setBrush(QColor("#d0261a"))
            text.setPos(7, -20)
            self.marks.append(mark)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.pixmap is None:
            super().mousePressEvent(event)
            return
        p = self.mapToScene(event.position().toPoint())
        rect = self.pixmap.boundingRect()
        if rect.contains(p):
            self.dialog.add_point((round(p.x(), 1), round(p.y(), 1)))
        event.accept()


class TableImageDialog(QDialog):
    def __init__(self, session: BattleSession, editor: Editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.editor = editor
        self.setWindowTitle(self.tr("Table Image"))
        self.points: list[tuple[float, float]] = []
        self.chosen: Path | None = None
        # The battle's unit of length as the window names it: inches in the interface's language ("Zoll"), cm as is.
        unit = tr("in") if session.battle.table.unit == "in" else session.battle.table.unit
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.path = PathField(least_characters=30)  # the picture's name whole, its whole path in the tooltip
        self.path.setReadOnly(True)
        self.path.setPlaceholderText(self.tr("A PNG or JPEG photo or map of your table"))
        self.choose = QPushButton(self.tr("Choose…"))
        self.choose.clicked.connect(self._on_choose_clicked)
        row.addWidget(self.path, 1)
        row.addWidget(self.choose)
        layout.addLayout(row)
        form = QFormLayout()
        self.method = QComboBox()
        self.method.addItem(self.tr("Two points and the real distance between them"), TWO_POINTS)
        self.method.addItem(self.tr("The table's four corners (a photo taken at an angle)"), CORNERS)
        self.method.currentIndexChanged.connect(self._on_method_changed)
        form.addRow(self.tr("Calibration"), self.method)
        self.distance = QDoubleSpinBox()
        self.distance.setRange(0.1, 10_000)
        self.distance.setDecimals(2)
        self.distance.setValue(session.battle.table.width)
        self.distance.setSuffix(f" {unit}")
        form.addRow(self.tr("Distance between the points"), self.distance)
        origin = QHBoxLayout()
        self.origin_x, self.origin_y = QDoubleSpinBox(), QDoubleSpinBox()
        for box in (self.origin_x, self.origin_y):
            box.setRange(-10_000, 10_000)
            box.setDecimals(2)
            box.setSuffix(f" {unit}")
            origin.addWidget(box)
        form.addRow(self.tr("Image's top-left corner on the table (x, y)"), origin)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(5, 100)
        self.opacity.setValue(60)
        form.addRow(self.tr("Opacity"), self.opacity)
        layout.addLayout(form)
        self.picture = PictureView(self)
        layout.addWidget(self.picture, 1)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.buttons = QDialogButtonBox()
        self.set_button = self.buttons.addButton(self.tr("Set Image"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.clear_button = self.buttons.addButton(self.tr("Clear Points"), QDialogButtonBox.ButtonRole.ResetRole)
        self.remove_button = self.buttons.addButton(self.tr("Take Away"), QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.set_button.clicked.connect(self._on_set_clicked)
        self.clear_button.clicked.connect(self._on_clear_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(640, 560)
        self._fill_from(session)
        self._update()

    # -- what the battle has -----------------------------------------------------------------------------------
    def _fill_from(self, session: BattleSession) -> None:
        image = session.battle.table_image
        self.remove_button.setEnabled(image is not None)
        if image is None:
            return
        self.opacity.setValue(round(image.opacity * 100))
        found = image_file(session.battle, session.path)
        if found is not None and found.is_file():
            self.open_file(found)
        calibration = image.calibration
        if isinstance(calibration, TwoPoints):
            self.method.setCurrentIndex(0)
            self.distance.setValue(calibration.distance)
            self.origin_x.setValue(calibration.origin[0])
            self.origin_y.setValue(calibration.origin[1])
            self.points = list(calibration.points)
        else:
            self.method.setCurrentIndex(1)
            self.points = list(calibration.corners)
        self.picture.show_points(self.points)

    # -- the player's choices -------------------------------------------------------------------------------------
    def _on_choose_clicked(self) -> None:
        chosen = ask_open_path(
            self,
            self.tr("Table Image"),
            open_start(self.chosen, self.session.path),
            self.tr("PNG or JPEG images (*.png *.jpg *.jpeg *.PNG *.JPG *.JPEG)"),
        )
        if chosen is not None:
            self.open_file(chosen)

    def open_file(self, path: Path) -> bool:
        image, problem = read_image(path)
        if image is None:
            self._say(self.tr("Cannot read the image: %1").replace("%1", problem or str(path)), error=True)
            return False
        self.chosen = path
        self.path.setText(str(path))
        self.points = []
        self.picture.set_pixmap(QPixmap.fromImage(image))
        self._update()
        return True

    def _on_method_changed(self) -> None:
        self.points = []
        self.picture.show_points(self.points)
        self._update()

    def _on_clear_clicked(self) -> None:
        self.points = []
        self.picture.show_points(self.points)
        self._update()

    def wanted(self) -> int:
        return 2 if self.method.currentData() == TWO_POINTS else 4

    def add_point(self, point: tuple[float, float]) -> None:
        if len(self.points) >= self.wanted():
            self.points = []
        self.points.append(point)
        self.picture.show_points(self.points)
        self._update()

    def _update(self) -> None:
        two = self.method.currentData() == TWO_POINTS
        for box in (self.distance, self.origin_x, self.origin_y):
            box.setEnabled(two)
        self.set_button.setEnabled(self.chosen is not None and len(self.points) == self.wanted())
        if self.chosen is None:
            self._say(self.tr("Choose a PNG or JPEG photo or map of your table."))
        elif two and len(self.points) < 2:
            self._say(
                self.tr(
                    "Click point %1 of 2 on the image: two points whose real distance apart you know "
                    "(say, two corners of one table edge)."
                ).replace("%1", str(len(self.points) + 1))
            )
        elif not two and len(self.points) < 4:
            corner = (self.tr("north-west"), self.tr("north-east"), self.tr("south-east"), self.tr("south-west"))[
                len(self.points)
            ]
            self._say(
                self.tr("Click the table's %1 corner on the image (%2 of 4).")
                .replace("%1", corner)
                .replace("%2", str(len(self.points) + 1))
            )
        else:
            self._say(self.tr("Set Image lays it under the terrain; the terrain tools trace over it."))

    def _say(self, text: str, error: bool = False) -> None:
        self.hint.setText(text)
        self.hint.setStyleSheet(readable_colours("color: #b00020;") if error else "")

    # -- the action -------------------------------------------------------------------------------------------------
    def image(self) -> TableImage:
        """The table image the dialog describes (pydantic's ValidationError, UsageError: what is wrong)."""
        assert self.chosen is not None
        if self.method.currentData() == TWO_POINTS:
            calibration: TwoPoints | FourCorners = TwoPoints(
                points=tuple(self.points),  # type: ignore[arg-type]  # pydantic checks that two points were picked
                distance=self.distance.value(),
                origin=(self.origin_x.value(), self.origin_y.value()),
            )
        else:
            # pydantic checks that four corners were picked (its ValidationError says so, as for two points).
            calibration = FourCorners(corners=tuple(self.points))  # type: ignore[arg-type]
        return TableImage(
            path=image_reference(self.session.path, self.chosen),
            opacity=self.opacity.value() / 100,
            calibration=calibration,
        )

    def _on_set_clicked(self) -> None:
        try:
            image = self.image()
        except ValidationError as exc:
            self._say("; ".join(sentence(e) for e in exc.errors()), error=True)
            return
        except UsageError as exc:
            self._say(said_error(exc), error=True)
            return
        self._take(SetTableImage(image=image))

    def _on_remove_clicked(self) -> None:
        self._take(SetTableImage(image=None))

    def _take(self, action: SetTableImage) -> None:
        resolution = self.editor.act(action)
        if resolution.refused:
            self._say(said(resolution.reason), error=True)
            return
        self.accept()
