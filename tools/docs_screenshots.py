"""The README's step-by-step pictures (docs/images/los-*.png, barrage-*.png), taken from the real window driven
headless: the measure tool dragged from a Tiger to a T-34, the same line with elevation, a barrage called, fired and
applied; Forces → Build Forces on a raid in 1942 (force-builder.png) and the catalogue entry dialog on the Panzer IV H
(catalogue-entry.png). The dice are seeded, so the pictures come out the same every time.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/docs_screenshots.py [OUT_FOLDER]

(docs/images/window.png, the whole window on a real X screen, is taken with a screenshot tool instead.)
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest

ROOT = Path(__file__).resolve().parents[1]
BARRAGE_SEED = 3  # a seed whose barrage hits: the last picture shows its result on the table
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "images"
    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp())
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(scratch / "settings"))
    os.environ["MOREFIRE_DATA_DIR"] = str(scratch / "data")
    from morefire_gui.gui.app import make_application
    from morefire_gui.gui.dialogs.barrage import OFF_BOARD, BarrageDialog
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.rules.dice import SeededDice
    from morefire_gui.session.battle_session import BattleSession

    app = make_application(["morefire"])
    demo = scratch / "demo.yaml"
    shutil.copy(demo_battle_path(), demo)
    window = MainWindow(BattleSession.open(demo))
    window.resize(1500, 950)
    window.show()
    window.view.fit_table()
    app.processEvents()
    vp = window.view.viewport()

    def at(x: float, y: float) -> QPoint:
        return window.view.mapFromScene(QPointF(x, y))

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    def save(widget, name: str) -> None:  # type: ignore[no-untyped-def]
        settle()
        path = out / name
        widget.grab().save(str(path))
        print(path)

    # 1. Measure from Tiger 2 (30, 6) to T-34 #3 (30, 41): blocked by a copse, a hedge and crops.
    window.set_tool("measure")
    QTest.mousePress(vp, LEFT, NONE, at(30, 6))
    for i in range(1, 11):
        QTest.mouseMove(vp, at(30, 6 + 3.5 * i))
    save(window.view, "los-1-blocked.png")
    QTest.mouseRelease(vp, LEFT, NONE, at(30, 41))
    # 2. With elevation (Rules → Advanced Line of Sight), the crest of Hill 252.2 sees over low ground.
    window.advanced_los_action.trigger()
    QTest.mousePress(vp, LEFT, NONE, at(12, 8))
    for i in range(1, 13):
        QTest.mouseMove(vp, at(12 + 4 * i, 8 + 8 * i / 12))
    save(window.view, "los-2-elevation.png")
    QTest.mouseRelease(vp, LEFT, NONE, at(60, 16))
    window.undo_action.trigger()  # advanced line of sight off again
    QTest.keyClick(vp, Qt.Key.Key_Escape)

    # 3. A barrage on the two SMG squads south-west of the village: the plan, the fire, the result on the table.
    opened: list[BarrageDialog] = []

    def run(cls, session, editor, board, aim=None, side=None, battery=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, board, aim, side, battery, parent)
        dialog.show()
        opened.append(dialog)
        return dialog

    BarrageDialog.run = classmethod(run)  # type: ignore[method-assign]
    window.set_tool("barrage")
    QTest.mouseClick(vp, LEFT, NONE, at(21.5, 29.5))
    dialog = opened[-1]
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    dialog.battery.setCurrentIndex(dialog.battery.findData(OFF_BOARD))
    dialog.guns.setValue(6)
    dialog.calibre.setValue(160)
    dialog.aim_x.setValue(21.5)
    dialog.aim_y.setValue(29.5)
    dialog.resize(980, 720)  # the size it asks for on a laptop (the offscreen screen is smaller)
    save(dialog, "barrage-1-plan.png")
    window.session.dice = SeededDice(int(os.environ.get("MOREFIRE_SHOT_SEED", BARRAGE_SEED)))
    QTest.mouseClick(dialog.fire_button, LEFT)
    save(dialog, "barrage-2-fired.png")
    if os.environ.get("MOREFIRE_SHOT_SEED"):
        print(dialog.target_rows())
    dialog.close()  # Fire put the hits on the units (one undoable step)
    save(window.view, "barrage-3-applied.png")

    # 4. Forces → Build Forces on a raid in 1942: the Soviets have bought, the Germans are buying, a Tiger picked.
    from morefire_gui.cli import main as cli_main
    from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog
    from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog

    raid = scratch / "raid.yaml"
    raid_options = ["--special", "raid", "--year", "1942", "--attacker", "axis", "--seed", "2", "--airstrikes", "1,1"]
    cli_main(["scenario", *raid_options, "--season", "summer", "--conditions", "clear", "--create", str(raid)])
    window.replace_session(BattleSession.open(raid))
    builder = ForceBuilderDialog(window.session, window, window)
    builder.resize(1060, 860)
    builder.show()

    def buy(side: str, unit_type: str, count: int) -> None:
        panel = builder.panels[side]
        builder.tabs.setCurrentWidget(panel)
        panel.search.setText(unit_type)
        panel.available.setCurrentRow(
            next(
                i
                for i in range(panel.available.count())
                if panel.available.item(i).data(Qt.ItemDataRole.UserRole) == unit_type
            )
        )
        panel.count.setValue(count)
        panel.add_button.click()
        panel.search.clear()

    for side, unit_type, count in (
        ("allies", "t34_76_41", 2),
        ("allies", "R", 30),
        ("allies", "MMG", 4),
        ("axis", "pz3j", 3),
        ("axis", "sdkfz251", 2),
        ("axis", "R", 8),
        ("axis", "MMG", 2),
    ):
        buy(side, unit_type, count)
    axis = builder.panels["axis"]
    axis.available.setCurrentRow(
        next(
            i for i in range(axis.available.count()) if axis.available.item(i).data(Qt.ItemDataRole.UserRole) == "pz6e"
        )
    )
    axis.available.scrollToItem(axis.available.currentItem())
    axis.count.setValue(1)
    save(builder, "force-builder.png")
    builder.reject()

    # 5. Forces → Catalogue → Edit…: correcting the Panzer IV H.
    entry = CatalogueEntryDialog(window.session.catalogue.get("pz4h"), window.session, lambda e: True, False, window)
    entry.resize(680, 560)
    entry.show()
    save(entry, "catalogue-entry.png")
    entry.reject()
    window.undo_stack.setClean()
    window.session.unsaved_log = False
    window.close()
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
