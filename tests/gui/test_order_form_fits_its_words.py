"""Artillery step C on a laptop, in English and in German: the order form's line under Write order (the battery's
mission, or why an order was refused) is as high as its words wrapped at its width, at once, after each change: another
battery chosen, an order written, a long refusal shown, another registration point. Never the height of the text it had
before, which cut the new text's last line or left a gap under it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from morefire_gui.gui.features.turns import TurnsFeature
from tests.gui.conftest import close_quietly
from tests.gui.test_docks_at_1366 import laptop, strict_at
from tests.gui.test_said import german  # noqa: F401 # the German fixture

REFUSAL = {
    "en": "Counter-battery fire needs an enemy battery whose position is known: none of the other side's batteries has "
    "been spotted firing, so write a FIRE order at a registration point instead (4.42)",
    "de": "Konterbatteriefeuer braucht eine feindliche Batterie, deren Stellung bekannt ist: keine Batterie der "
    "Gegenseite wurde beim Feuern aufgeklärt; stattdessen einen FEUER-Befehl auf einen Vermessungspunkt schreiben (4.42)",
}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    if request.param == "de":
        request.getfixturevalue("german")
    yield request.param


def misfit(label: QLabel) -> str | None:
    """Whether the label's height is not that of its words wrapped at its width."""
    needed = label.heightForWidth(label.width())
    if label.height() != needed:
        return f"{label.text()!r} is {label.height()} px high, its words take {needed}"
    return None


def test_the_order_forms_mission_line_takes_the_height_of_its_words(qtbot, demo_path, tmp_path, language: str) -> None:  # type: ignore[no-untyped-def]
    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"))
    try:
        dock = window.feature(TurnsFeature).dock
        line = dock.order_error
        batteries = [i for i in range(dock.order_battery.count()) if dock.order_battery.itemData(i)]
        seen: list[str | None] = []

        def after(change: str) -> None:
            QApplication.processEvents()  # the next frame the player sees
            assert line.isVisible() and line.text()
            seen.append(None if misfit(line) is None else f"{change}: {misfit(line)}")

        heights = set()
        for _ in range(2):  # each battery after each other one, its mission a line or two
            for index in batteries:
                dock.order_battery.setCurrentIndex(index)
                after(f"battery {dock.order_battery.currentText()}")
                heights.add(line.height())
        dock.order_battery.setCurrentIndex(batteries[0])
        qtbot.mouseClick(dock.write_button, Qt.MouseButton.LeftButton)  # FIRE at the first registration point
        after("order written")
        assert window.session.battle.fire_mission(str(dock.order_battery.currentData())) is not None
        heights.add(line.height())
        dock.show_order_error(REFUSAL[language])  # as the window says a refused order
        after("refusal")
        heights.add(line.height())
        for index in batteries[1:]:
            dock.order_battery.setCurrentIndex(index)
            after(f"battery {dock.order_battery.currentText()} after the refusal")
        dock.order_battery.setCurrentIndex(batteries[0])
        for point in range(dock.order_rp.count()):
            dock.order_rp.setCurrentIndex(point)
            after(f"registration point {dock.order_rp.currentText()}")
        assert [s for s in seen if s is not None] == []
        assert len(heights) >= 3  # one line, two, and the refusal's more: the test saw the line change its height
    finally:
        close_quietly(window)
