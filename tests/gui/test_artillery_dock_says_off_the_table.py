"""The Artillery dock names where a battery fires from in the app's words for it, as Build Forces, a landing and the
log do: "off the table" ("außerhalb des Tisches"), "on the table" ("auf dem Tisch"), never the battle file's
"off board". So do the button that calls a barrage, the battery the dock's New… defines and the Barrage dialog's list
of batteries. In English and in German."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QTreeWidgetItem

from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.dialogs.battery import BatteryDialog
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_barrage_dialog_rows import open_barrage
from tests.gui.test_dialogs_say_what_the_player_may_do import language  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

OFF = {"en": "off the table", "de": "außerhalb des Tisches"}
HOWITZERS = {"en": "4 x 122mm guns", "de": "4 x 122mm-Geschütze"}
LEFH = {"en": "4 x 105mm guns", "de": "4 x 105mm-Geschütze"}
ON = {"en": "on the table", "de": "auf dem Tisch"}
BOARD = ("off board", "off-board", "on board", "on-board")


def _rows(item: QTreeWidgetItem) -> list[str]:
    out = [item.text(0), item.toolTip(0)]
    for i in range(item.childCount()):
        out += _rows(item.child(i))
    return out


@pytest.fixture
def kept(monkeypatch):  # type: ignore[no-untyped-def]
    """The Barrage and New battery dialogs, opened without their modal loop and kept for the test to read."""
    opened: list[QDialog] = []

    def run(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        dialog = cls(*args, **kwargs)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(BarrageDialog, "run", classmethod(run))

    def ask(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(cls(*args, **kwargs))

    monkeypatch.setattr(BatteryDialog, "ask", classmethod(ask))
    return opened


def test_the_artillery_dock_says_off_the_table(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, kept, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(demo_battle(demo_path, tmp_path / "free.yaml"))
    dock = window.feature(ArtilleryFeature).dock
    tree = dock.tree
    rows = [text for i in range(tree.topLevelItemCount()) for text in _rows(tree.topLevelItem(i))]
    shown = {row.splitlines()[0]: row.splitlines()[1] for row in rows if "\n" in row}
    assert shown["122 mm howitzer battery"] == f"{OFF[language]}, {HOWITZERS[language]}", shown
    assert shown["82 mm mortars"].startswith(f"{ON[language]}, "), shown
    tips = [dock.fire_button.toolTip(), dock.new_button.toolTip()]
    assert OFF[language] in dock.fire_button.toolTip()
    for text in (*rows, *tips):
        assert not any(w in text.lower() for w in BOARD), text

    # The battery New… defines: its first choice, guns off the table.
    qtbot.mouseClick(dock.new_button, Qt.MouseButton.LeftButton)
    battery = kept[-1]
    assert isinstance(battery, BatteryDialog)
    kinds = [battery.kind.itemText(i) for i in range(battery.kind.count())]
    assert OFF[language].lower() in kinds[0].lower() and ON[language].lower() in kinds[2].lower(), kinds
    assert not any(w in k.lower() for k in kinds for w in BOARD), kinds
    battery.close()

    # The Barrage dialog's list of the Axis batteries, and its row of guns set by hand.
    barrage = open_barrage(qtbot, window, kept, 40, 30)
    assert isinstance(barrage, BarrageDialog)
    listed = [str(barrage.battery.itemData(i, Qt.ItemDataRole.ToolTipRole)) for i in range(barrage.battery.count())]
    assert f"II./AR 2 (10.5 cm leFH) ({OFF[language]}, {LEFH[language]})" in listed, listed
    assert not any(w in entry.lower() for entry in listed for w in BOARD), listed
    barrage.close()
