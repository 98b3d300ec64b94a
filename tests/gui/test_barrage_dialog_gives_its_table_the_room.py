"""The Barrage dialog on a 1366 x 768 screen, in English and in German: the table of every unit in the damage zone keeps
its room beside the call for fire, at least two fifths of the dialog's width, and is not narrowed by a long German
row name ("Geschütze außerhalb des Tisches" held the form 200 pixels wider, and the table was a third of the dialog):
the name wraps at its words, every line of it in sight."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel

from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.every_dialog import FACTORIES
from tests.gui.test_air_and_barrage_dialogs_keep_their_size import ASKED, cut_labels
from tests.gui.test_fire_dialogs_read_as_results import language, shown_at  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

OFF_BOARD_GUNS = {"en": "Off-board guns", "de": "Geschütze außerhalb des Tisches"}


def test_the_units_table_is_the_wider_pane(language: str, window: MainWindow) -> None:
    dialog = FACTORIES[BarrageDialog](window)
    assert isinstance(dialog, BarrageDialog)
    shown_at(dialog, *ASKED[BarrageDialog])
    try:
        table, form = dialog.targets, dialog.form.parentWidget()
        assert dialog.width() == ASKED[BarrageDialog][0]
        assert form is not None and table.width() >= 0.4 * dialog.width(), (language, table.width(), dialog.width())
        labels = [
            item.widget()
            for row in range(dialog.form.rowCount())
            if (item := dialog.form.itemAt(row, QFormLayout.ItemRole.LabelRole)) is not None
        ]
        guns = next(
            w for w in labels if isinstance(w, QLabel) and w.text().replace("&", "") == OFF_BOARD_GUNS[language]
        )
        assert isinstance(guns, QLabel) and guns.wordWrap()
        if language == "de":  # wrapped at its words, every line in sight
            assert guns.width() < guns.fontMetrics().horizontalAdvance(OFF_BOARD_GUNS[language])
            assert guns.height() >= 2 * guns.fontMetrics().lineSpacing()
        assert cut_labels(dialog) == []
    finally:
        dialog.close()
