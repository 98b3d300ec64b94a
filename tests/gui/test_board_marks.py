"""A counter's marks on the board, as a player reads them in a battle kept to the sequence of play: a counter that
has fired and is selected keeps its symbol readable (the selection is an outline, not a fill of the flash's ink), and
a counter that has moved in a movement step shows the moved mark on the board; the Legend dock explains both."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage

from morefire_gui.gui.board.counter_marks import FIRED_INK, MOVED_INK
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_act_opens_the_step_action import act
from tests.gui.test_action_equivalence_movement import drag
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_direct_fire_gui import dialogs  # noqa: F401 # the fire dialogs opened, kept

LEFT = Qt.MouseButton.LeftButton


def square_on_screen(window: MainWindow, uid: str) -> tuple[QImage, QRect]:
    """The board as the player sees it, and where ``uid``'s counter square is on it (viewport pixels)."""
    square = window.scene.units[uid].square
    centre = window.view.mapFromScene(square.scenePos())
    half = round(square.side / 2)
    image = window.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    box = QRect(centre - QPoint(half, half), centre + QPoint(half, half))
    return image, QRect(
        round(box.x() * ratio), round(box.y() * ratio), round(box.width() * ratio), round(box.height() * ratio)
    )


def count(image: QImage, ink: QColor, box: QRect, tolerance: int = 40) -> int:
    n = 0
    for x in range(box.left(), box.right() + 1):
        for y in range(box.top(), box.bottom() + 1):
            c = image.pixelColor(x, y)
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) <= tolerance:
                n += 1
    return n


def test_a_selected_counter_that_has_fired_keeps_its_symbol_readable(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Tank vs tank: T-34 #4 spots StuG 2 and fires at it; selected, its square is its side's colour with its symbol,
    ringed by the selection, the flash at its corner only."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_tank"))
    flash = "Has fired this turn (orange flash, top left)"
    assert flash not in window.legend.legend.labels()
    act(qtbot, window, "su4")
    dialog = dialogs[-1]
    dialog.target.setCurrentIndex(dialog.target.findData("ge7"))
    window.session.dice = ScriptedDice([1, 99] + [50] * 10)
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert dialog.fire_button.isEnabled(), dialog.fire_button.toolTip()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    dialog.accept()
    item = window.scene.units["su4"]
    item.setSelected(True)
    assert item.fired and item.isSelected()
    image, box = square_on_screen(window, "su4")
    inner = box.adjusted(box.width() // 4, box.height() // 4, -box.width() // 4, -box.height() // 4)
    assert count(image, FIRED_INK, inner) == 0  # the symbol's middle: no orange over it
    assert count(image, FIRED_INK, box.adjusted(-4, -4, -box.width() // 2, -box.height() // 2)) >= 6  # the flash
    assert flash in window.legend.legend.labels()  # the Legend dock explains it
    side = window.scene.side_colour("allies")
    assert count(image, side, inner, 30) >= inner.width() * inner.height() // 4  # its side's colour shows


def test_a_counter_that_moved_in_its_step_shows_the_moved_mark_and_the_legend_says_it(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.cross_country"))
    mark = "Has moved this turn (cyan arrow, bottom right)"
    window.legend.refresh(window.session, window.view_filter)
    assert mark not in window.legend.legend.labels()
    image, box = square_on_screen(window, "ge1")
    corner = box.adjusted(box.width() // 2, box.height() // 2, 5, 5)
    assert count(image, MOVED_INK, corner) == 0
    act(qtbot, window, "ge1")
    drag(qtbot, window, (14, 8), (14, 11))
    assert window.session.battle.unit("ge1").moved is not None  # the session marked it
    image, box = square_on_screen(window, "ge1")
    corner = box.adjusted(box.width() // 2, box.height() // 2, 5, 5)
    assert count(image, MOVED_INK, corner) >= 8
    assert mark in window.legend.legend.labels()
    others, other_box = square_on_screen(window, "ge2")  # one that did not move: no mark
    assert count(others, MOVED_INK, other_box.adjusted(other_box.width() // 2, other_box.height() // 2, 5, 5)) == 0
