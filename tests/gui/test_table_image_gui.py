"""File → Table Image…: a photo of the players' own table laid under the terrain, calibrated by two points and their
distance or by the table's four corners, saved by its path from the battle file, undone like any table edit, drawn
by ``morefire render``; a missing file is a warning."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog

from morefire_gui.cli import main
from morefire_gui.gui.dialogs.table_image import TableImageDialog
from morefire_gui.gui.features.table_image import TableImageFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.table_image import FourCorners, TwoPoints
from morefire_gui.model.terms import TerrainKind
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import to_view
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
MAGENTA = QColor(230, 0, 230)


def photo(path: Path, width: int = 740, height: int = 500) -> Path:
    """A 'photo' of a 72 x 48 in table: 10 px of floor around it, 10 px to the inch, a magenta square in the
    table's north-west quarter (table 5-15 in across, 5-15 in down)."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#404040"))
    painter = QPainter(image)
    painter.fillRect(QRect(10, 10, 720, 480), QColor("#e8e8e0"))
    painter.fillRect(QRect(60, 60, 100, 100), MAGENTA)
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    assert image.save(str(path))
    return path


@pytest.fixture
def saved(tmp_path: Path, demo_path: Path) -> Path:
    """The demo battle saved in a folder of its own, with no terrain (the photo shows through everywhere)."""
    session = BattleSession.open(demo_path)
    session.battle.terrain = []
    (tmp_path / "battle").mkdir()
    return session.save(tmp_path / "battle" / "table.mfb.yaml")


def click_image(qtbot, dialog: TableImageDialog, x: float, y: float) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(dialog.picture.viewport(), LEFT, NONE, dialog.picture.mapFromScene(QPointF(x, y)))


def choose(qtbot, window: MainWindow, monkeypatch, image: Path) -> TableImageDialog:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(image), ""))
    window.feature(TableImageFeature).action.trigger()  # type: ignore[attr-defined]
    dialog = window.feature(TableImageFeature).dialog  # type: ignore[attr-defined]
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.choose, LEFT)
    return dialog


def board_colour(window: MainWindow, x: float, y: float) -> QColor:
    window.view.viewport().repaint()
    picture = window.view.viewport().grab().toImage()
    p = to_view(window, x, y) * window.view.viewport().devicePixelRatioF()
    return picture.pixelColor(p)


def test_two_points_and_their_distance_lay_the_photo_under_the_terrain(
    qtbot, saved: Path, open_window, monkeypatch, capsys, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    image = photo(saved.parent / "photos" / "table.png")
    window = open_window(saved)
    assert board_colour(window, 10, 10).green() > 150  # the plain table
    dialog = choose(qtbot, window, monkeypatch, image)
    assert not dialog.set_button.isEnabled()
    click_image(qtbot, dialog, 10, 10)  # the table's north-west corner
    click_image(qtbot, dialog, 730, 10)  # its north-east corner: 72 in away
    dialog.distance.setValue(72)
    dialog.origin_x.setValue(-1)  # the photo's top-left pixel lies 1 in beyond the corner, both ways
    dialog.origin_y.setValue(-1)
    dialog.opacity.setValue(100)
    assert dialog.set_button.isEnabled()
    qtbot.mouseClick(dialog.set_button, LEFT)
    assert not dialog.isVisible()
    spec = window.session.battle.table_image
    assert spec is not None and spec.path == "photos/table.png" and spec.opacity == 1.0
    assert isinstance(spec.calibration, TwoPoints)
    assert spec.calibration.scale() == pytest.approx(0.1, rel=0.01)  # 72 in over 720 px, give or take a click
    assert window.undo_stack.undoText() == "Table image photos/table.png"
    assert window.scene.table_image.to_table(10, 10) == pytest.approx((0, 0), abs=0.3)
    # The board shows the photo: the magenta square at 5-15 in, the photo's table elsewhere.
    square = board_colour(window, 10, 10)
    assert (square.red(), square.green(), square.blue()) == pytest.approx((230, 0, 230), abs=40)
    assert board_colour(window, 40, 30).green() > 200
    # Terrain is traced over it with the terrain tools, and drawn above it.
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.WOODS)
    vp = window.view.viewport()
    for x, y in ((6, 6), (14, 6), (14, 14), (6, 14)):
        qtbot.mouseClick(vp, LEFT, NONE, to_view(window, x, y))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert [p.kind.value for p in window.session.battle.terrain] == ["woods"]
    assert board_colour(window, 12, 9).green() > board_colour(window, 12, 9).red()  # woods over the magenta
    window.undo_action.trigger()  # the woods
    # Undo takes the image away, redo lays it again; the record keeps the action.
    window.undo_action.trigger()
    assert window.session.battle.table_image is None
    assert board_colour(window, 10, 10).green() > 150
    window.redo_action.trigger()
    assert window.session.battle.table_image == spec
    assert window.session.battle.actions[-1].action["kind"] == "table_image"
    # Saved by its path from the battle file, with its calibration.
    assert window.save()
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    assert data["table_image"]["path"] == "photos/table.png"
    assert data["table_image"]["calibration"]["distance"] == 72
    # morefire render draws it too.
    out = tmp_path / "render.png"
    assert main(["render", str(saved), "-o", str(out), "--width", "720", "--no-legend"]) == 0
    rendered = QImage(str(out))
    assert not rendered.isNull()
    colours = {
        (c.red() // 40, c.green() // 40, c.blue() // 40)
        for c in (
            rendered.pixelColor(x, y) for x in range(0, rendered.width(), 7) for y in range(0, rendered.height(), 7)
        )
    }
    assert (230 // 40, 0, 230 // 40) in colours
    # The battle and its image moved together still find it; the image lost is a warning, not a failure.
    moved = tmp_path / "elsewhere"
    shutil.copytree(saved.parent, moved)
    assert BattleSession.open(moved / saved.name).battle.table_image == spec
    (moved / "photos" / "table.png").unlink()
    lost = open_window(moved / saved.name)
    assert lost.session.battle.table_image == spec
    qtbot.waitUntil(lambda: any("table image 'photos/table.png' not found" in e for e in lost.log.entries()))
    capsys.readouterr()
    assert main(["render", str(moved / saved.name), "-o", str(tmp_path / "lost.png")]) == 0
    assert "warning: table image 'photos/table.png' not found" in capsys.readouterr().err


def test_the_tables_four_corners_correct_a_photo_taken_at_an_angle(
    qtbot, saved: Path, open_window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    image = photo(saved.parent / "angle.jpg")
    window = open_window(saved)
    dialog = choose(qtbot, window, monkeypatch, image)
    dialog.method.setCurrentIndex(1)
    corners = [(30, 40), (700, 20), (720, 470), (15, 430)]  # a trapezium: the camera stood off the south edge
    for x, y in corners[:3]:
        click_image(qtbot, dialog, x, y)
    assert "south-west corner" in dialog.hint.text() and not dialog.set_button.isEnabled()
    click_image(qtbot, dialog, *corners[3])
    qtbot.mouseClick(dialog.set_button, LEFT)
    spec = window.session.battle.table_image
    assert spec is not None and spec.path == "angle.jpg" and isinstance(spec.calibration, FourCorners)
    layer = window.scene.table_image
    for (x, y), corner in zip(spec.calibration.corners, [(0, 0), (72, 0), (72, 48), (0, 48)]):
        assert layer.to_table(x, y) == pytest.approx(corner, abs=1e-6)
    assert spec.calibration.corners[2] == pytest.approx((720, 470), abs=2)
    # Crossed corners are refused in the dialog, which names the problem; the battle keeps its image.
    again = choose(qtbot, window, monkeypatch, image)
    again.method.setCurrentIndex(1)
    for x, y in [(30, 40), (720, 470), (700, 20), (15, 430)]:
        click_image(qtbot, again, x, y)
    qtbot.mouseClick(again.set_button, LEFT)
    assert again.isVisible() and "convex quadrilateral" in again.hint.text()
    assert window.session.battle.table_image == spec
    qtbot.mouseClick(again.remove_button, LEFT)
    assert window.session.battle.table_image is None


def test_a_table_image_that_is_not_a_regular_file_is_refused_unread(tmp_path: Path) -> None:
    import os

    from morefire_gui.gui.board.table_image import read_image

    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    link = tmp_path / "table.png"
    link.symlink_to("/dev/zero")
    image, problem = read_image(link)
    assert (
        image is None
        and problem == f"{link}: this is a device (a character device), not a file: only regular files are read"
    )
    os.mkfifo(tmp_path / "pipe.png")
    image, problem = read_image(tmp_path / "pipe.png")
    assert image is None and problem is not None and "a named pipe (FIFO), not a file" in problem
    assert read_image(tmp_path / "gone.png") == (None, f"{tmp_path / 'gone.png'}: no such file")


def _lost_image_battle(saved: Path) -> Path:
    """``saved`` with a table image whose file is not there."""
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    data["table_image"] = {
        "path": "photos/gone.png",
        "calibration": {"points": [[10, 10], [730, 10]], "distance": 72, "origin": [-1, -1]},
    }
    saved.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return saved


LOST_WARNING = "Warning: table image 'photos/gone.png' not found (looked for "


def test_a_lost_image_is_said_after_the_window_has_settled_on_the_battle(qtbot, saved: Path, open_window) -> None:  # type: ignore[no-untyped-def]
    # Opened from the command line (or a double-click): the warning is in the status bar once the tool is armed.
    window = open_window(_lost_image_battle(saved))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(LOST_WARNING))
    qtbot.wait(50)
    assert window.statusBar().currentMessage().startswith(LOST_WARNING)
    assert (
        window.statusBar()
        .currentMessage()
        .endswith("the board is drawn without it. File → Table Image… sets it again.")
    )
    assert window.tool_hint.whole_text()  # the tool's hint is there beneath it, for when the warning's time is up
    assert [e.split("  ", 1)[1] for e in window.log.entries()][-1].startswith(LOST_WARNING)


def test_a_lost_image_is_said_after_file_open_has_said_the_battle_opened(
    qtbot, window: MainWindow, saved: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    battle = _lost_image_battle(saved)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(battle), ""))
    window.open_action.trigger()
    assert window.session.path == battle
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(LOST_WARNING))
    qtbot.wait(50)
    assert window.statusBar().currentMessage().startswith(LOST_WARNING)
    said = [e.split("  ", 1)[1] for e in window.log.entries()]
    assert said[-2] == f"Opened {battle}" and said[-1].startswith(LOST_WARNING)


def test_two_warnings_on_opening_are_both_said_in_the_status_bar(
    qtbot, window: MainWindow, saved: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    # The image is lost and a copse lies 3 in past the west edge: both are said, not only the last.
    battle = _lost_image_battle(saved)
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    data["terrain"] = [{"id": "w1", "kind": "woods", "polygon": [[-3, 20], [5, 20], [5, 25], [-3, 25]]}]
    battle.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(battle), ""))
    window.open_action.trigger()
    both = "2 warnings on opening: the table image is not found; terrain lies partly off the table (see Messages)"
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == both)
    qtbot.wait(50)
    assert window.statusBar().currentMessage() == both
    assert window.statusBar().toolTip() == both
    said = [e.split("  ", 1)[1] for e in window.log.entries()]
    assert said[-3] == f"Opened {battle}"  # each whole in the Messages, in the window's order of features
    assert said[-2].startswith(LOST_WARNING)
    assert said[-1].startswith("Warning: the battle file lays terrain off the table: Woods (w1) reaches 3.0 in off")
