"""The Barrage dialog on a 1366 x 768 screen, in English and in German: the table of every unit in the damage zone keeps
its room beside the call for fire, at least two fifths of the dialog's width, and is not narrowed by a long German
row name ("Geschütze außerhalb des Tisches" held the form 200 pixels wider, and the table was a third of the dialog):
the name wraps at its words, every line of it in sight. Each battery reads whole in its box."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox, QFormLayout, QLabel, QStyle, QStyleOptionComboBox

from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.every_dialog import FACTORIES
from tests.gui.test_air_and_barrage_dialogs_keep_their_size import ASKED, cut_labels
from tests.gui.test_fire_dialogs_read_as_results import language, shown_at  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

OFF_BOARD_GUNS = {"en": "Guns off the table", "de": "Geschütze außerhalb des Tisches"}


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


def field_width(combo: QComboBox) -> int:
    """The width the box gives its choice's text (its edit field), as the style lays it out."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return field.width()


def test_each_battery_reads_whole_in_its_box(language: str, window: MainWindow) -> None:
    """The Barrage dialog on a laptop, in English and in German: each side's every battery, chosen, reads whole in the
    battery box ("122 mm howitzer battery (off the table, 4 x 122 mm)" was wider than the box, and cut): its name in the
    box, what it is (on or off the table, its guns) on a line under it, wrapped at its words where long; the whole in the
    box's tooltip and in the list the box drops down."""
    dialog = FACTORIES[BarrageDialog](window)
    assert isinstance(dialog, BarrageDialog)
    shown_at(dialog, *ASKED[BarrageDialog])
    try:
        box = dialog.battery
        choices = [(side, choice) for side in range(dialog.side.count()) for choice in range(box.count())]

        def choose(side: int, choice: int) -> str:
            dialog.side.setCurrentIndex(side)
            box.setCurrentIndex(choice)
            QApplication.processEvents()
            return box.currentText()

        cut = [text for at in choices if box.fontMetrics().horizontalAdvance(text := choose(*at)) > field_width(box)]
        assert cut == [], (language, box.width(), cut)
        seen = []
        for side, choice in choices:
            text = choose(side, choice)
            words = dialog.battery_words
            assert words.isVisible() and words.text() and words.height() >= words.heightForWidth(words.width())
            assert words.text() in box.toolTip() and text in box.toolTip()
            listed = box.view().itemDelegate().shown_text(box.model().index(choice, 0))  # type: ignore[attr-defined]
            assert text in listed and words.text() in listed
            seen.append(box.toolTip())
        assert any("4 x 122mm" in whole for whole in seen) and any("4 x 105mm" in whole for whole in seen)
        assert cut_labels(dialog) == []
    finally:
        dialog.close()
