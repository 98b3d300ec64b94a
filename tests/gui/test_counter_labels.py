"""Counters' labels on the board tell the sides apart: two sides' unnamed units of one type read alike ("R 1" a
German rifle squad and "R 1" a Soviet one), and each label is marked in its side's colour, as its counter's square."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from morefire_gui.gui.board.unit_item import UnitLabel
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly


def painted(label: UnitLabel) -> QImage:
    """The label as the board paints it, on white."""
    rect = label.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    label.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def near(a: QColor, b: QColor, within: int = 40) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= within


def test_two_sides_unnamed_rifle_squads_read_alike_and_their_labels_show_whose_they_are(qtbot, demo_path: Path) -> None:  # type: ignore[no-untyped-def]
    opened = BattleSession.open(demo_path)
    # The counters as Place Forces lays them: named by their type's code and a number.
    battle = opened.battle
    battle = battle.model_copy(update={"units": [u.model_copy(update={"name": None}) for u in battle.units]})
    window = MainWindow(BattleSession(battle, None, opened.catalogue, opened.tables))
    qtbot.addWidget(window)
    try:
        items = window.scene.units
        german = next(i for i in items.values() if i.unit.side == "axis" and i.label.text() == "R 1")
        soviet = next(i for i in items.values() if i.unit.side == "allies" and i.label.text() == "R 1")
        axis, allies = window.scene.side_colour("axis"), window.scene.side_colour("allies")
        assert not near(axis, allies)
        for item, colour in ((german, axis), (soviet, allies)):
            image = painted(item.label)
            bar = image.pixelColor(2, image.height() // 2)  # the bar before the name
            assert near(bar, colour), (item.unit.id, bar.name(), colour.name())
            edge = image.pixelColor(image.width() // 2, 0)  # the band's edge, over the name
            assert not near(edge, QColor("white"), 60), (item.unit.id, edge.name())
        assert german.label.colour == axis and soviet.label.colour == allies
    finally:
        close_quietly(window)
