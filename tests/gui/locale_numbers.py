"""Run as ``python -m tests.gui.locale_numbers`` in a process started with ``LANG`` set (tests/gui/test_translations.py
starts it with ``LANG=de_DE.UTF-8``): the app starts as it does on such a desktop, taking its language and its
numbers from the environment, opens the demo battle and the barrage dialog aimed at 21.5, 29.5 (with registration
point #1 and its own), measures with the ruler and moves the cursor over the board, and prints, as JSON, what the
player reads: the language chosen, the numbers in the spin boxes, every text of the dialog, the template's caption
on the board, the ruler's label, the status bar's cursor position and the artillery dock's texts."""

from __future__ import annotations

import json
import os
import tempfile

from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox


def main() -> dict[str, object]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp()
    os.environ["MOREFIRE_DATA_DIR"] = folder
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    from morefire_gui.gui.app import make_application

    app = make_application()  # no --lang: the language and the locale come from LANG
    from morefire_gui.gui.dialogs.barrage import BarrageDialog
    from morefire_gui.gui.features.artillery import ArtilleryFeature
    from morefire_gui.gui.i18n import language
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.window_texts import widget_texts

    window = MainWindow(BattleSession.open(demo_battle_path()))
    window.resize(1400, 900)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.view.fit_table()

    dialog = BarrageDialog(window.session, window, window.scene, (21.5, 29.5), "axis", "bty1", window)
    dialog.show()
    dialog._refresh_plan()
    app.processEvents()
    spins = {
        box.objectName() or f"spin {i}": [box.value(), box.text(), box.decimals()]
        for i, box in enumerate(dialog.findChildren(QAbstractSpinBox))
        if isinstance(box, QDoubleSpinBox) and box.isVisibleTo(dialog)
    }
    aim = [dialog.aim_x.text(), dialog.aim_y.text()]
    dialog_texts = [text for _, text in widget_texts(dialog, "barrage") if text.strip()]
    caption = window.scene.barrage.caption
    dialog.hide()

    window.set_tool("measure")
    viewport = window.view.viewport()
    start, end = window.view.mapFromScene(QPointF(2.0, 2.0)), window.view.mapFromScene(QPointF(31.7, 23.3))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    ruler = window.scene.measure.label.text()
    window._on_view_cursor_moved(QPointF(29.7, 40.3))
    cursor = window.cursor_label.text()
    dock = window.feature(ArtilleryFeature).dock
    dock_texts = [text for _, text in widget_texts(dock, "artillery") if text.strip()]
    window.undo_stack.setClean()
    return {
        "language": language(),
        "menu": window.menuBar().actions()[0].text(),
        "spins": spins,
        "aim": aim,
        "dialog": dialog_texts,
        "caption": caption,
        "ruler": ruler,
        "cursor": cursor,
        "artillery dock": dock_texts,
    }


if __name__ == "__main__":
    print(json.dumps(main(), ensure_ascii=False), flush=True)
    os._exit(0)  # the window is not taken down widget by widget: the process ends here
